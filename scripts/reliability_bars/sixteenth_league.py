"""Issue 45's sixteenth bar of scripts/reliability_matrix.py, a league-table analyst's institution rankings (its cases, ids ``u16u_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's."""

from __future__ import annotations

import csv
import io
import itertools
import math
from pathlib import Path
from typing import Callable

from .case import Case, stdout_has, snippet_cases, command_cases  # noqa: F401

SIXTEENTH_LEAGUE = "45 Unseen inputs: a sixteenth bar, a league-table analyst's institution rankings"

# The analyst's references, independent of rankagg's code.  A table is a list of places best first, each place a
# list of the institutions that share it (THE's '=12'): a place's rank is 1 + the institutions above it (competition
# ranking, as the tables print it and as docs/preferences.md gives a tie class its best rank).  ``borda`` is
# ``rankagg methods borda`` as docs/genes.md and the ensembler bar state it: n - r + 1 points (n: the institutions any
# table names in that query), a table of k institutions giving (n - k + 1) / 2 to one it lacks, times the table's
# weight.  ``house`` is the documented order of equal scores (more tables that name the institution, then its best
# place, then the id).  ``rra`` is Kolde et al. 2012 §2.2-2.3 (normalised ranks r / N, 1 where a list lacks the item;
# rho the least Beta(k, n - k + 1) CDF of the sorted ranks; p = min(n rho, 1)), with SciPy's beta.  ``kemeny_cost``
# counts, for an order, the voters that put each pair the other way strictly (Kemeny 1959), and ``kemeny_min``
# enumerates every order.
_REF = r'''
import itertools, math
def classes(table):
    return [list(c) if isinstance(c, (list, tuple)) else [c] for c in table]
def places(table):
    out, r = {}, 1
    for c in classes(table):
        for d in c:
            out[d] = r
        r += len(c)
    return out
def borda(tables, weights=None):
    allids = set().union(*[set(places(t)) for t in tables.values()])
    n = len(allids)
    sc, cnt, best = {}, {}, {}
    for name, t in tables.items():
        w = (weights or {}).get(name, 1.0)
        pl = places(t)
        for d in allids:
            if d in pl:
                sc[d] = sc.get(d, 0.0) + w * (n - pl[d] + 1)
                cnt[d] = cnt.get(d, 0) + 1
                best[d] = min(best.get(d, 10 ** 9), pl[d])
            else:
                sc[d] = sc.get(d, 0.0) + w * (n - len(pl) + 1) / 2
    return sc, cnt, best
def house(ref):
    sc, cnt, best = ref
    return sorted(sc, key=lambda d: (-round(sc[d], 9), -cnt.get(d, 0), best.get(d, 10 ** 9), d))
def agree(got, ref, tol=1e-9):
    """got: [(id, score)] best first; '' when it is the reference's ids, scores and order.  A written run's equal
    scores are lowered by float32 steps so that trec_eval reads its order (docs/conventions.md): tol=1e-6 there."""
    sc = ref[0]
    if sorted(d for d, _ in got) != sorted(sc):
        return 'ids differ: %r' % sorted(set(d for d, _ in got) ^ set(sc))[:4]
    for d, s in got:
        if abs(float(s) - sc[d]) > tol * max(1.0, abs(sc[d])):
            return 'score of %r: %r, expected %r' % (d, s, sc[d])
    want = house(ref)
    if [d for d, _ in got] != want:
        return 'order %r, expected %r' % ([d for d, _ in got][:6], want[:6])
    return ''
def rra(lists, N=None):
    from scipy.stats import beta
    items = []
    for l in lists.values():
        for d in l:
            if d not in items:
                items.append(d)
    N = N or len(items)
    n = len(lists)
    out = {}
    for d in items:
        x = sorted((l.index(d) + 1) / N if d in l else 1.0 for l in lists.values())
        rho = min(beta.cdf(x[k - 1], k, n - k + 1) for k in range(1, n + 1))
        out[d] = min(n * rho, 1.0)
    return out
def kemeny_cost(order, votes):
    pos = [places(v) for v in votes]
    cost = 0
    for i, a in enumerate(order):
        for b in order[i + 1:]:
            cost += sum(1 for p in pos if p[b] < p[a])
    return cost
def kemeny_min(items, votes):
    return min(kemeny_cost(list(o), votes) for o in itertools.permutations(items))
'''

_NS: dict = {}
exec(_REF, _NS)  # the same reference in the checks of CLI cases as in the API snippets

_K = "import json, math, sys\nimport numpy as np\nimport pandas as pd\nimport rankagg\nfrom rankagg import Fuser\n" + _REF

# the analyst's institutions: ids as the tables' own slugs (no blanks: an id is a token, docs/conventions.md), some
# with accents, ampersands, apostrophes and parentheses
INST = ["mit", "imperial", "oxford", "harvard", "cambridge", "stanford", "eth_zürich", "nus", "ucl", "caltech",
        "uc_berkeley_(ucb)", "université_paris-saclay", "texas_a&m", "king's_college_london", "tsinghua", "epfl"]


def _table_csv(columns: dict[str, list[str]], sep: str = ",", eol: str = "\n") -> str:
    """A table of lists: one column per published table, best first, shorter ones ending in empty cells."""
    rows = [sep.join(columns)]
    for i in range(max(len(c) for c in columns.values())):
        rows.append(sep.join(c[i] if i < len(c) else "" for c in columns.values()))
    return eol.join(rows) + eol


def _trec(qid: str, table: list, tag: str, score: Callable[[int], str] = lambda r: "0") -> str:
    lines = []
    for d, r in _NS["places"](table).items():
        lines.append(f"{qid} Q0 {d} {r} {score(r)} {tag}\n")
    return "".join(lines)


def _read_table(folder: Path, name: str) -> list[dict]:
    text = (folder / name).read_text(encoding="utf-8")
    return list(csv.DictReader(io.StringIO(text), delimiter="\t" if name.endswith(".tsv") else ","))


def _run_rows(folder: Path, name: str) -> dict[str, list[tuple[str, float]]]:
    out: dict[str, list[tuple[str, float]]] = {}
    for line in (folder / name).read_text(encoding="utf-8").splitlines():
        q, _, d, _, s, _ = line.split()
        out.setdefault(q, []).append((d, float(s)))
    return out


def _agree_table(name: str, tables: dict, weights: dict | None = None) -> Callable[[str, Path], bool]:
    def check(out: str, folder: Path) -> bool:
        rows = _read_table(folder, name)
        return _NS["agree"]([(r["item"], r["score"]) for r in rows], _NS["borda"](tables, weights)) == ""
    return check


def _agree_run(name: str, per_query: dict[str, dict], weights: dict | None = None,
               depth: int | None = None) -> Callable[[str, Path], bool]:
    def check(out: str, folder: Path) -> bool:
        got = _run_rows(folder, name)
        if sorted(got) != sorted(per_query):
            return False
        for q, tables in per_query.items():
            ref = _NS["borda"](tables, weights)
            want = _NS["house"](ref)[:depth] if depth else None
            if depth:
                if [d for d, _ in got[q]] != want or any(abs(s - ref[0][d]) > 1e-6 * max(1, abs(s)) for d, s in got[q]):
                    return False
            elif _NS["agree"](got[q], ref, 1e-6):
                return False
        return True
    return check


# The tables of 2024 and 2025 (top lists of different lengths, as published), places with ties as lists
THE_2025 = ["oxford", "mit", ["harvard", "stanford"], "cambridge", "imperial", "eth_zürich", "caltech", "ucl",
            "uc_berkeley_(ucb)", "nus", "tsinghua"]
QS_2025 = ["mit", "imperial", "stanford", "oxford", "harvard", "cambridge", "eth_zürich", "nus"]
ARWU_2025 = ["harvard", "stanford", "mit", "cambridge", "uc_berkeley_(ucb)", "oxford", "université_paris-saclay",
             "caltech", "tsinghua", "ucl"]
THE_2024 = ["oxford", "stanford", "mit", "harvard", "cambridge", "caltech", "imperial", "uc_berkeley_(ucb)"]
QS_2024 = ["mit", "cambridge", "oxford", "harvard", "stanford", "imperial", "eth_zürich", "nus", "ucl"]
ARWU_2024 = ["harvard", "stanford", "mit", "cambridge", "uc_berkeley_(ucb)", "oxford", "université_paris-saclay"]

# A .toc election: each published table one voter, tied places one class
_TOC_NAMES = ["Université Paris-Saclay", "Texas A&M University", "University of California, Berkeley (UCB)",
              "ETH Zürich", "King's College London", "Imperial College London"]
_TOC_VOTES = [[2, [0, 3], 4, 1, 5], [3, 2, 5, 0, 4, 1], [[2, 3], 5, 0, 4, 1], [3, 5, 2, 4, 0, 1],
              [2, 3, 0, [4, 5], 1]]


def _toc() -> str:
    head = ["# FILE NAME: tables2025.toc", "# TITLE: five published tables, 2025", "# DATA TYPE: toc",
            f"# NUMBER ALTERNATIVES: {len(_TOC_NAMES)}", f"# NUMBER VOTERS: {len(_TOC_VOTES)}",
            f"# NUMBER UNIQUE ORDERS: {len(_TOC_VOTES)}"]
    head += [f"# ALTERNATIVE NAME {i}: {n}" for i, n in enumerate(_TOC_NAMES, 1)]
    body = []
    for v in _TOC_VOTES:
        body.append("1: " + ",".join("{" + ",".join(str(i + 1) for i in c) + "}" if isinstance(c, list) else str(c + 1)
                                     for c in v))
    return "\n".join(head + body) + "\n"


def _named_votes() -> list[list]:
    return [[[_TOC_NAMES[i] for i in c] if isinstance(c, list) else _TOC_NAMES[c] for c in v] for v in _TOC_VOTES]


def _check_toc_borda(out: str, folder: Path) -> bool:
    rows = _read_table(folder, "consensus.csv")
    from urllib.parse import unquote
    if any(unquote(r["item"]) != r["name"] for r in rows):
        return False
    votes = {f"v{k}": v for k, v in enumerate(_named_votes())}
    return _NS["agree"]([(r["name"], r["score"]) for r in rows], _NS["borda"](votes)) == "" or \
        _toc_borda_scores_only(rows, votes)


def _toc_borda_scores_only(rows: list[dict], votes: dict) -> bool:
    """The house order among equal scores compares ids (percent-encoded names), not names: check scores and the
    order by score, then ties by (lists, best place, id as written in the table)."""
    ref = _NS["borda"](votes)
    sc, cnt, best = ref
    got = [(r["name"], float(r["score"])) for r in rows]
    if sorted(n for n, _ in got) != sorted(sc) or any(abs(s - sc[n]) > 1e-9 for n, s in got):
        return False
    enc = {r["name"]: r["item"] for r in rows}
    key = {n: (-sc[n], -cnt[n], best[n], enc[n]) for n in sc}
    return [n for n, _ in got] == sorted(sc, key=lambda n: key[n])


def _check_toc_kemeny(out: str, folder: Path) -> bool:
    rows = _read_table(folder, "kemeny.csv")
    order = [r["name"] for r in rows]
    votes = _named_votes()
    if sorted(order) != sorted(_TOC_NAMES):
        return False
    least = _NS["kemeny_min"](_TOC_NAMES, votes)
    proof = all(float(r["objective"]) == float(r["lower_bound"]) for r in rows)
    return proof and _NS["kemeny_cost"](order, votes) == least


def _check_toc_run(out: str, folder: Path) -> bool:
    from urllib.parse import unquote
    lines = (folder / "kemeny.run").read_text(encoding="utf-8").splitlines()
    fields = [ln.split() for ln in lines]
    if any(len(f) != 6 for f in fields):
        return False
    order = [unquote(f[2]) for f in fields]
    votes = _named_votes()
    return sorted(order) == sorted(_TOC_NAMES) and _NS["kemeny_cost"](order, votes) == _NS["kemeny_min"](_TOC_NAMES, votes) \
        and "Texas%20A&M%20University" in [f[2] for f in fields]


def _check_rra(name: str, lists: dict, N: int | None = None) -> Callable[[str, Path], bool]:
    def check(out: str, folder: Path) -> bool:
        rows = _read_table(folder, name)
        ref = _NS["rra"](lists, N)
        if sorted(r["item"] for r in rows) != sorted(ref):
            return False
        ps = [float(r["p_value"]) for r in rows]
        return all(abs(float(r["p_value"]) - ref[r["item"]]) <= 1e-9 * max(1e-300, ref[r["item"]]) + 1e-15 for r in rows) \
            and ps == sorted(ps)
    return check


def sixteenth_bar_league_cases() -> list[Case]:
    G = SIXTEENTH_LEAGUE

    ok, bad = snippet_cases(G, _K, bad_timeout=90)

    cli_ok, cli_bad = command_cases(G, outputs=("consensus.tsv",), bad_timeout=90)

    flat = lambda t: [d for c in _NS["classes"](t) for d in c]  # noqa: E731
    lists25 = {"THE": flat(THE_2025), "QS": QS_2025, "ARWU": ARWU_2025}
    tables25 = {"THE": [d for d in flat(THE_2025)], "QS": QS_2025, "ARWU": ARWU_2025}
    c: list[Case] = []

    # ------------------------------------------------------------------ the morning: published top lists as a table
    c.append(cli_ok("u16u_lists_csv_borda_partial_tops", "THE top 11, QS top 8, ARWU top 10 as one CSV of lists "
                    "(ids with accents, & and parentheses), Borda consensus", ["fuse", "tables2025.csv", "--method",
                    "borda", "-o", "consensus.tsv", "--quiet"], {"tables2025.csv": _table_csv(lists25)},
                    _agree_table("consensus.tsv", tables25),
                    why="docs/genes.md: one column per list, best first, shorter lists end with empty cells; Borda as "
                    "rankagg methods borda states it (a list of k gives (n - k + 1) / 2 to an item it lacks)"))
    c.append(cli_ok("u16u_lists_excel_bom_crlf_borda", "the same table saved by Excel as 'CSV UTF-8' (a BOM, CRLF), "
                    "Borda", ["fuse", "tables2025.csv", "--method", "borda", "-o", "consensus.tsv", "--quiet"],
                    {"tables2025.csv": b"\xef\xbb\xbf" + _table_csv(lists25, eol="\r\n").encode("utf-8")},
                    _agree_table("consensus.tsv", tables25),
                    why="docs/genes.md: lines end at LF, CRLF or CR; a BOM is no part of the first heading"))
    c.append(cli_ok("u16u_lists_tsv_rra_pvalues", "the three 2025 tables as a TSV of lists: RRA p-values against "
                    "Kolde's formula with SciPy's beta", ["fuse", "tables2025.tsv", "-o", "rra.tsv", "--quiet"],
                    {"tables2025.tsv": _table_csv(lists25, sep="\t")}, _check_rra("rra.tsv", lists25),
                    why="docs/genes.md and Kolde et al. 2012 §2.2-2.3: rho = min_k Beta(k, n-k+1) CDF of sorted r/N "
                    "(1 where missing), p = min(n rho, 1)"))
    def votes_check(out: str, folder: Path) -> bool:
        rows = _read_table(folder, "votes.tsv")
        got = {r["item"]: float(r["p_value"]) for r in rows}
        pr = [5 / 1500] * 3  # each table a random 5 of the 1500 ranked institutions under the null
        want = {}
        for d in set().union(*lists25.values()):
            v = sum(d in l[:5] for l in lists25.values())
            tail = 0.0
            for bits in itertools.product((0, 1), repeat=3):
                if sum(bits) >= v:
                    tail += math.prod(p if b else 1 - p for p, b in zip(pr, bits))
            want[d] = tail
        return sorted(got) == sorted(want) and all(abs(got[d] - want[d]) <= 1e-12 + 1e-9 * want[d] for d in want)
    c.append(cli_ok("u16u_lists_vote_counting_top5_world", "in how many tables' top 5 is each institution, and how "
                    "likely by chance among 1500: vote_counting(top=5, N=1500)", ["fuse", "tables2025.tsv", "--method",
                    "vote_counting", "--param", "top=5", "--param", "N=1500", "-o", "votes.tsv", "--quiet"],
                    {"tables2025.tsv": _table_csv(lists25, sep="\t")}, votes_check,
                    why="rankagg methods vote_counting: votes are the lists naming the item in their first top; "
                    "p = P(X >= votes), X a sum of Bernoulli(top / N), enumerated here"))
    years = {"THE 2025": lists25["THE"], "QS 2025": lists25["QS"], "ARWU 2025": lists25["ARWU"]}
    c.append(cli_ok("u16u_lists_headings_with_years_borda", "the table of lists headed 'THE 2025,QS 2025,ARWU 2025' "
                    "(a blank in each heading), Borda", ["fuse", "tables.csv", "--method", "borda", "-o",
                    "consensus.tsv", "--quiet"], {"tables.csv": _table_csv(years)}, _agree_table("consensus.tsv", tables25),
                    why="docs/genes.md: a header row naming the lists, one column per list; a heading is a list's "
                    "name, not an id (the rule of ids applies to the items)"))
    two = {"THE 2025": lists25["THE"], "QS 2025": lists25["QS"]}
    c.append(cli_ok("u16u_lists_two_headings_with_years_tsv_rra", "two tables as a TSV headed 'THE 2025<TAB>QS 2025' "
                    "(split at blanks, three fields ending in a number, as an MS MARCO run line), RRA p-values",
                    ["fuse", "tables.tsv", "-o", "rra.tsv", "--quiet"], {"tables.tsv": _table_csv(two, sep="\t")},
                    _check_rra("rra.tsv", two),
                    why="docs/genes.md: a TSV's cells are separated by tabs; Kolde et al. 2012 §2.2-2.3 as above"))
    one_list = {f"{n.lower()}.txt": f"#{n}\n" + "\n".join(l) + "\n" for n, l in lists25.items()}
    c.append(cli_ok("u16u_list_files_one_per_table", "one .txt file per table ('#THE' first), Borda consensus",
                    ["fuse", "the.txt", "qs.txt", "arwu.txt", "--method", "borda", "-o", "consensus.tsv", "--quiet"],
                    one_list, _agree_table("consensus.tsv", tables25),
                    why="docs/genes.md: one list per file, one item per line, a first line #NAME names the list"))

    # ------------------------------------------------------------------ runs: one TREC file per table, years as queries
    runs = {"the.run": _trec("2024", THE_2024, "THE") + _trec("2025", THE_2025, "THE"),
            "qs.run": _trec("2024", QS_2024, "QS") + _trec("2025", QS_2025, "QS"),
            "arwu.run": _trec("2024", ARWU_2024, "ARWU") + _trec("2025", ARWU_2025, "ARWU")}
    per_year = {"2024": {"THE": THE_2024, "QS": QS_2024, "ARWU": ARWU_2024},
                "2025": {"THE": THE_2025, "QS": QS_2025, "ARWU": ARWU_2025}}
    c.append(cli_ok("u16u_runs_trust_rank_two_years", "each table a TREC run of two years (places in the rank "
                    "column, tied places sharing one, score 0), --trust-rank, Borda per year",
                    ["fuse", "the.run", "qs.run", "arwu.run", "--trust-rank", "--method", "borda", "-o", "cons.run",
                     "--quiet"], runs, _agree_run("cons.run", per_year),
                    why="docs/conventions.md: --trust-rank orders each list by its rank column; equal ranks are one "
                    "place; Borda per query"))
    c.append(cli_ok("u16u_runs_trust_rank_weights_file", "the same runs with a weights file (THE 2, QS 1, ARWU "
                    "0.5): weighted Borda", ["fuse", "the.run", "qs.run", "arwu.run", "--trust-rank", "--method",
                    "borda", "--weights", "w.txt", "-o", "cons.run", "--quiet"],
                    {**runs, "w.txt": "THE 2\nQS 1\nARWU 0.5\n"},
                    _agree_run("cons.run", per_year, {"THE": 2.0, "QS": 1.0, "ARWU": 0.5}),
                    why="rankagg fuse --help: --weights a file of 'NAME W' lines by run tag; Borda points times weight"))
    c.append(cli_ok("u16u_runs_trust_rank_depth5", "the consensus top 5 of each year (--depth 5)",
                    ["fuse", "the.run", "qs.run", "arwu.run", "--trust-rank", "--method", "borda", "--depth", "5",
                     "-o", "top5.run", "--quiet"], runs, _agree_run("top5.run", per_year, depth=5),
                    why="rankagg fuse --help: --depth writes at most this many documents per query, the best first"))

    overall = {"oxford": "98.5", "mit": "98.1", "harvard": "97.9", "stanford": "97.9", "cambridge": "97.4",
               "imperial": "95.8", "eth_zürich": "93.9"}
    the_scores = "".join(f"2025 Q0 {d} 0 {s} THE\n" for d, s in overall.items())

    def by_score(pred: dict) -> list:
        return sorted(pred, key=lambda d: (float(pred[d]), d.encode()), reverse=True)
    qs_scores = {"mit": "100", "imperial": "98.5", "oxford": "96.9", "harvard": "96.8", "cambridge": "96.7",
                 "stanford": "96.1", "eth_zürich": "93.9", "nus": "93.7"}
    c.append(cli_ok("u16u_runs_overall_scores_equal", "the tables' overall scores as run scores (THE gives Harvard "
                    "and Stanford 97.9): ranks by score, equal scores by the trec_eval rule, Borda",
                    ["fuse", "the.run", "qs.run", "--method", "borda", "-o", "cons.run", "--quiet"],
                    {"the.run": the_scores, "qs.run": "".join(f"2025 Q0 {d} 0 {s} QS\n" for d, s in qs_scores.items())},
                    _agree_run("cons.run", {"2025": {"THE": by_score(overall), "QS": by_score(qs_scores)}}),
                    why="docs/conventions.md: ranks from scores by trec_eval's rule (score descending, then docid "
                    "descending); the rank column is not read without --trust-rank"))

    # ------------------------------------------------------------------ pandas: the analyst's long frame
    frame = ("rows = []\nfor year, tables in PER_YEAR.items():\n    for name, t in tables.items():\n"
             "        for d, r in places(t).items():\n            rows.append((year, d, name, r))\n"
             "df = pd.DataFrame(rows, columns=['q_id', 'doc_id', 'run', 'rank'])\n")
    per_year_src = f"PER_YEAR = {per_year!r}\n"
    c.append(ok("u16u_df_years_rank_ties_borda", "a long DataFrame (year, institution, table, published place, "
                "=3 as two 3s), Borda per year", per_year_src + frame +
                "res = rankagg.fuse(df, 'borda', depth=None)\nmsg = ''\n"
                "for year, tables in PER_YEAR.items():\n    got = res[res['q_id'] == year].sort_values('rank')\n"
                "    msg = msg or agree(list(zip(got['doc_id'], got['score'])), borda(tables))\nprint('same' if not msg else 'differs: ' + msg)\n",
                why="rankagg/api/fuse_forms.py: a long DataFrame with a rank column; equal ranks share the place; "
                "Borda n - r + 1, (n - k + 1) / 2 for a missing item"))
    c.append(ok("u16u_df_weight_of_the_flips_top", "the same frame with THE weighted 3: the weighted consensus "
                "against the reference, and its top 4 differs from the unweighted one", per_year_src + frame +
                "res = rankagg.fuse(df, 'borda', {'THE': 3.0}, depth=None)\ngot = res[res['q_id'] == '2025'].sort_values('rank')\n"
                "ref = borda(PER_YEAR['2025'], {'THE': 3.0})\nmsg = agree(list(zip(got['doc_id'], got['score'])), ref)\n"
                "flip = house(ref)[:4] != house(borda(PER_YEAR['2025']))[:4]  # Oxford from 4th to 2nd\n"
                "print('same' if not msg and flip else 'differs: %s %s' % (msg, flip))\n",
                why="rankagg.fuse: weights map run names to weights; weighted Borda sums w * points"))
    c.append(ok("u16u_df_kemeny_exact_bruteforce", "four full tables of 7 institutions in a frame: exact Kemeny's "
                "order has the least Kendall cost of all 5040 orders", "T = {'THE': ['oxford','mit','harvard','stanford','cambridge','imperial','ucl'],\n"
                " 'QS': ['mit','imperial','oxford','harvard','cambridge','stanford','ucl'],\n"
                " 'ARWU': ['harvard','stanford','mit','cambridge','oxford','ucl','imperial'],\n"
                " 'USN': ['harvard','mit','stanford','oxford','cambridge','ucl','imperial']}\n"
                "PER_YEAR = {'2025': T}\n" + frame +
                "res = rankagg.fuse(df, 'kemeny(solver=exact)', depth=None).sort_values('rank')\n"
                "order = list(res['doc_id'])\nleast = kemeny_min(T['THE'], list(T.values()))\n"
                "print('same' if kemeny_cost(order, list(T.values())) == least else 'differs %r' % order)\n",
                why="docs/preferences.md: kemeny(solver=exact) returns a Kemeny-optimal order (Kemeny 1959), checked "
                "over all orders"))
    c.append(ok("u16u_api_dicts_negated_places_weighted", "rankagg.fuse on dicts {table: {year: {inst: -place}}} "
                "(strict places, negated so that higher is better), Borda weighted QS 2",
                "PER_YEAR = {'2024': {'THE': %r, 'QS': %r, 'ARWU': %r}}\n" % (THE_2024, QS_2024, ARWU_2024) +
                "runs = {n: {y: {d: -float(r) for d, r in places(PER_YEAR[y][n]).items()} for y in PER_YEAR} for n in ('THE', 'QS', 'ARWU')}\n"
                "res = rankagg.fuse(runs, 'borda', {'QS': 2.0}, depth=None)\n"
                "got = list(res['2024'].items())\nmsg = agree(got, borda(PER_YEAR['2024'], {'QS': 2.0}))\n"
                "print('same' if not msg else 'differs: ' + msg)\n",
                why="README: rankagg.fuse takes {qid: {docid: score}} per run and returns the fused run best first; "
                "weighted Borda"))
    c.append(ok("u16u_fuser_explain_places", "Fuser('borda').explain: each table's place of each institution "
                "is its published place (1-based), absent where the table lacks it",
                f"T = {{'THE': {THE_2024!r}, 'QS': {QS_2024!r}, 'ARWU': {ARWU_2024!r}}}\n"
                "ex = Fuser('borda').explain(T)\nbad = []\n"
                "for row in ex:\n    for name, t in T.items():\n        got = row['lists'].get(name, {}).get('rank')\n"
                "        want = t.index(row['docid']) + 1 if row['docid'] in t else None\n"
                "        if got != want:\n            bad.append((row['docid'], name, got, want))\n"
                "msg = agree([(r['docid'], r['score']) for r in ex], borda(T))\n"
                "print('same' if not bad and not msg else 'differs %r %s' % (bad[:3], msg))\n",
                why="README: fuser.explain gives per document and list its rank, score, weight and contribution"))
    c.append(ok("u16u_parquet_long_cli_output", "the long frame written to Parquet (q_id, doc_id, score = -place, "
                "run) fused by the CLI into a Parquet output, read back",
                f"T = {{'THE': {THE_2024!r}, 'QS': {QS_2024!r}, 'ARWU': {ARWU_2024!r}}}\n"
                "rows = [('2024', d, -float(r), n) for n, t in T.items() for d, r in places(t).items()]\n"
                "pd.DataFrame(rows, columns=['q_id', 'doc_id', 'score', 'run']).to_parquet('tables.parquet')\n"
                "import subprocess\np = subprocess.run([sys.executable, '-m', 'rankagg.cli', 'fuse', 'tables.parquet', '--method', 'borda', '-o', 'cons.parquet', '--quiet'])\n"
                "out = pd.read_parquet('cons.parquet')\n"
                "col = [c for c in out.columns if c in ('doc_id', 'docid', 'docno')][0]\n"
                "out = out.sort_values('score', ascending=False, kind='stable')\n"
                "msg = agree(list(zip(out[col], out['score'])), borda(T), 1e-6)\nprint('same' if p.returncode == 0 and not msg else 'differs: ' + msg)\n",
                why="rankagg fuse --help: one Parquet table q_id doc_id score run; a .parquet output is a Parquet table"))

    c.append(ok("u16u_df_copeland_majorities", "five tables of six institutions in a frame: Copeland's wins minus "
                "losses of pairwise majorities, counted by hand",
                "T = {'THE': ['oxford','mit','harvard','stanford','cambridge','imperial'],\n"
                " 'QS': ['mit','imperial','oxford','harvard','cambridge','stanford'],\n"
                " 'ARWU': ['harvard','stanford','mit','cambridge','oxford','imperial'],\n"
                " 'USN': ['harvard','mit','stanford','oxford','cambridge','imperial'],\n"
                " 'CWUR': ['harvard','mit','stanford','cambridge','oxford','imperial']}\n"
                "PER_YEAR = {'2025': T}\n" + frame +
                "res = rankagg.fuse(df, 'copeland', depth=None)\n"
                "ids = T['THE']\nref = {}\nfor a in ids:\n    w = 0\n    for b in ids:\n        if a != b:\n"
                "            above = sum(t.index(a) < t.index(b) for t in T.values())\n"
                "            w += (above > len(T) - above) - (above < len(T) - above)\n    ref[a] = float(w)\n"
                "got = dict(zip(res['doc_id'], res['score']))\n"
                "order = list(res.sort_values('rank')['doc_id'])\n"
                "ok_order = all(ref[a] >= ref[b] for a, b in zip(order, order[1:]))\n"
                "print('same' if got == ref and ok_order else 'differs %r %r' % (got, ref))\n",
                why="rankagg methods copeland: score = majority wins - losses (Copeland 1951)"))
    c.append(cli_ok("u16u_runs_input_depth_top5", "each table cut to its top 5 before fusing (--input-depth 5), "
                    "Borda per year", ["fuse", "the.run", "qs.run", "arwu.run", "--trust-rank", "--input-depth", "5",
                    "--method", "borda", "-o", "cons.run", "--quiet"], runs,
                    _agree_run("cons.run", {y: {n: _NS["classes"](t)[:5] if n != "THE" or y == "2024" else
                                               ["oxford", "mit", ["harvard", "stanford"], "cambridge"]
                                               for n, t in ts.items()} for y, ts in per_year.items()}),
                    why="rankagg fuse --help: --input-depth keeps each run's first N documents per query before fusing"))

    # ------------------------------------------------------------------ the tables as one election (PrefLib .toc)
    toc = {"tables2025.toc": _toc()}
    c.append(cli_ok("u16u_toc_tied_places_borda_names", "five tables as a .toc election (=places as tie classes), "
                    "names with accents, commas, & and parentheses, Borda to CSV", ["fuse", "tables2025.toc",
                    "--method", "borda", "-o", "consensus.csv", "--quiet"], toc, _check_toc_borda,
                    why="docs/preferences.md: tied alternatives share the best rank of their class; the name column holds "
                    "the name as written, the item its percent-encoding"))
    c.append(cli_ok("u16u_toc_kemeny_exact_proof", "the same election, exact Kemeny (the default) to CSV: objective "
                    "equals lower_bound and the order has the least Kendall cost of all 720", ["fuse", "tables2025.toc",
                    "-o", "kemeny.csv", "--quiet"], toc, _check_toc_kemeny,
                    why="docs/preferences.md: kemeny(solver=exact) proves the optimum (objective = bound)"))
    c.append(cli_ok("u16u_toc_kemeny_run_percent_ids", "the same election written as a TREC run: six fields a line, "
                    "each name percent-encoded (unquote gives it back), an optimal order", ["fuse", "tables2025.toc",
                    "-o", "kemeny.run", "--quiet"], toc, _check_toc_run,
                    why="docs/preferences.md: names are not ids: % and blanks percent-encoded as UTF-8"))

    # ------------------------------------------------------------------ mistakes: a table of ranks given as lists
    uk = _table_csv({"institution": ["oxford", "cambridge", "imperial", "ucl", "edinburgh", "king's_college_london",
                                     "manchester"],
                     "THE": ["1", "5", "8", "22", "29", "38", "51"], "QS": ["3", "2", "6", "9", "27", "40", "34"],
                     "ARWU": ["7", "4", "24", "16", "37", "48", "46"]})
    why_ranks = ("docs/genes.md: a table of ranks (a column of names, a column of places per table, as a league table "
                 "is kept) is no table of lists: read as lists, the places would be ranked as institutions")
    c.append(cli_bad("u16u_wide_uk_subset_world_places", "the UK rows of the world tables (institution, THE, QS, "
                     "ARWU: world places 1, 5, 8, 22, ..., sorted by THE) given to fuse", ["fuse", "uk2025.csv",
                     "--method", "borda", "-o", "consensus.tsv", "--quiet"], {"uk2025.csv": uk}, "uk2025.csv:2",
                     "'THE'", why=why_ranks))
    league = {"institution": ["oxford", "mit", "harvard", "princeton", "cambridge", "stanford"],
              "THE": ["1", "2", "=3", "=3", "5", "6"], "QS": ["3", "1", "4", "22", "2", "6"]}
    c.append(cli_bad("u16u_wide_the_equals_ties", "a league table with THE's shared places '=3' (sorted by THE)",
                     ["fuse", "league2025.csv", "-o", "consensus.tsv", "--quiet"], {"league2025.csv": _table_csv(league)},
                     "league2025.csv:2", "'THE'", why=why_ranks))
    league_num = dict(league, THE=["1", "2", "3", "3", "5", "6"])
    c.append(cli_bad("u16u_wide_ties_as_repeated_numbers", "the same league table with the shared place written "
                     "3 and 3", ["fuse", "league2025.csv", "--method", "borda", "-o", "consensus.tsv", "--quiet"],
                     {"league2025.csv": _table_csv(league_num)}, "league2025.csv:2", "'THE'", why=why_ranks))
    bands = _table_csv({"institution": ["aalto_university", "kyoto", "mcgill", "monash", "texas_a&m",
                                        "université_paris-saclay"],
                        "THE": ["201-250", "55", "45", "58", "1001+", "Reporter"],
                        "QS": ["109", "50", "29", "37", "154", "70"]}, sep="\t")
    c.append(cli_bad("u16u_wide_bands_and_reporter", "a table kept by institution name with THE's bands "
                     "('201-250', '1001+') and 'Reporter' for unranked", ["fuse", "global2025.tsv", "-o",
                     "consensus.tsv", "--quiet"], {"global2025.tsv": bands}, "global2025.tsv:2", "'THE'", why=why_ranks))
    export = "rank,institution\n1,oxford\n5,cambridge\n8,imperial\n22,ucl\n29,edinburgh\n38,king's_college_london\n"
    c.append(cli_bad("u16u_the_export_rank_column", "THE's own export filtered to UK rows (rank, institution) given "
                     "with QS's", ["fuse", "the_uk.csv", "qs_uk.csv", "--method", "borda", "-o", "consensus.tsv",
                     "--quiet"], {"the_uk.csv": export, "qs_uk.csv": export.replace("rank,", "place,")},
                     "the_uk.csv:2", "'rank'", why=why_ranks))
    alpha_blank = _table_csv({"institution": ["caltech", "harvard", "mit", "oxford", "stanford"],
                              "THE": ["7", "3", "2", "1", "4"], "ARWU": ["9", "1", "", "6", "2"]})
    c.append(cli_bad("u16u_wide_blank_cell_unranked", "a table kept by name where ARWU left MIT's cell blank",
                     ["fuse", "league.csv", "-o", "consensus.tsv", "--quiet"], {"league.csv": alpha_blank},
                     "league.csv:5", why="docs/genes.md: a gene after the end of its column is refused at its line"))

    # ------------------------------------------------------------------ mistakes: names, encodings, options
    full = _table_csv({"THE": ["oxford", "mit", '"Texas A&M University"'], "QS": ["mit", "oxford", "ucl"]})
    c.append(cli_bad("u16u_lists_full_names_with_blanks", "a list cell holding the full name 'Texas A&M "
                     "University' (quoted)", ["fuse", "tables.csv", "-o", "consensus.tsv", "--quiet"],
                     {"tables.csv": full}, "tables.csv:4", "Texas A&M University",
                     why="docs/genes.md: a blank inside an item is refused with the file and line"))
    c.append(cli_bad("u16u_lists_unquoted_comma_name", "an unquoted 'University_of_California,_Berkeley' splits into "
                     "an extra cell", ["fuse", "tables.csv", "-o", "consensus.tsv", "--quiet"],
                     {"tables.csv": "THE,QS\noxford,mit\nUniversity_of_California,_Berkeley,oxford\n"}, "tables.csv:3",
                     why="a row with more cells than the header names lists cannot be read as the lists written",
                     fast=True))
    c.append(cli_bad("u16u_lists_cp1252_accent", "a table saved as 'CSV (comma delimited)' by Excel in cp1252: "
                     "'université' in one byte", ["fuse", "tables.csv", "-o", "consensus.tsv", "--quiet"],
                     {"tables.csv": "THE,QS\noxford,mit\nuniversit\xe9_paris-saclay,oxford\n".encode("cp1252")},
                     "tables.csv:3", why="docs/conventions.md: text is UTF-8; a byte that is none is refused at its line"))
    c.append(cli_bad("u16u_lists_same_institution_twice", "QS's column lists MIT twice (a copy-paste slip)",
                     ["fuse", "tables.csv", "-o", "consensus.tsv", "--quiet"],
                     {"tables.csv": "THE,QS\noxford,mit\nmit,imperial\nharvard,mit\nstanford,oxford\n"},
                     "tables.csv:4", "mit", why="docs/genes.md: an item given twice in a list is refused at its line"))
    c.append(cli_bad("u16u_lists_weights_refused", "--weights THE=2 on a table of lists", ["fuse", "tables2025.csv",
                     "--weights", "THE=2", "-o", "consensus.tsv", "--quiet"], {"tables2025.csv": _table_csv(lists25)},
                     "--weights", why="docs/genes.md: the options of runs (--weights, ...) are refused by name",
                     fast=True))
    c.append(cli_bad("u16u_lists_xlsx_output", "the consensus asked for as consensus.xlsx", ["fuse",
                     "tables2025.csv", "--method", "borda", "-o", "consensus.xlsx", "--quiet"],
                     {"tables2025.csv": _table_csv(lists25)}, "-o", "consensus.xlsx", outputs=("consensus.xlsx",),
                     why="docs/genes.md: a significance table is written as .tsv, .csv or .parquet"))
    c.append(cli_bad("u16u_lists_n_below_named", "--param N=10 where the lists name 14 institutions",
                     ["fuse", "tables2025.csv", "--param", "N=10", "-o", "consensus.tsv", "--quiet"],
                     {"tables2025.csv": _table_csv(lists25)}, "N = 10",
                     why="docs/genes.md: an N below the number of distinct items named is refused"))
    c.append(bad("u16u_df_rank_band_cell", "a long frame whose rank column holds THE's band '201-250'",
                 "df = pd.DataFrame({'q_id': ['2025'] * 4, 'doc_id': ['oxford', 'mit', 'aalto', 'ucl'],\n"
                 "                   'run': ['THE', 'THE', 'THE', 'QS'], 'rank': [1, 2, '201-250', 1]})\n"
                 "rankagg.fuse(df, 'borda')\n", "row 2", "201-250",
                 why="rankagg/io/frame.py: a rank that is not a positive integer is refused at its row"))
    c.append(bad("u16u_df_full_name_doc_id", "a long frame whose doc_id is the full name 'Texas A&M University'",
                 "df = pd.DataFrame({'q_id': ['2025'] * 3, 'doc_id': ['oxford', 'Texas A&M University', 'mit'],\n"
                 "                   'run': ['THE', 'THE', 'QS'], 'rank': [1, 2, 1]})\nrankagg.fuse(df, 'borda')\n",
                 "row 1", "Texas A&M University", why="docs/conventions.md: an id holds no blank (a TREC line could not hold it)"))
    c.append(bad("u16u_df_weights_misspelt_table", "weights {'Qs': 2} where the table is 'QS'", per_year_src + frame +
                 "rankagg.fuse(df, 'borda', {'Qs': 2.0})\n", "Qs",
                 why="a weight for no run would be silently ignored: the unknown name is refused, naming the rankers"))
    c.append(cli_bad("u16u_runs_trust_rank_equals_place", "a TREC run written from THE's page with '=3' in the rank "
                     "column, --trust-rank", ["fuse", "the.run", "qs.run", "--trust-rank", "-o", "cons.run", "--quiet"],
                     {"the.run": "2025 Q0 oxford 1 0 THE\n2025 Q0 mit 2 0 THE\n2025 Q0 harvard =3 0 THE\n",
                      "qs.run": _trec("2025", QS_2025, "QS")}, "the.run:3", outputs=("cons.run",),
                     why="trec_eval reads the rank column as an integer; --trust-rank orders by it"))
    c.append(cli_bad("u16u_runs_trust_rank_dash_unranked", "a run whose unranked institution has '-' as rank",
                     ["fuse", "the.run", "qs.run", "--trust-rank", "-o", "cons.run", "--quiet"],
                     {"the.run": "2025 Q0 oxford 1 0 THE\n2025 Q0 mit 2 0 THE\n2025 Q0 nus - 0 THE\n",
                      "qs.run": _trec("2025", QS_2025, "QS")}, "the.run:3", outputs=("cons.run",),
                     why="trec_eval reads the rank column as an integer; --trust-rank orders by it"))
    c.append(cli_bad("u16u_runs_full_name_fields", "a run line with the full name 'Texas A&M University' (eight "
                     "fields)", ["fuse", "the.run", "qs.run", "-o", "cons.run", "--quiet"],
                     {"the.run": "2025 Q0 oxford 1 99 THE\n2025 Q0 mit 2 98 THE\n2025 Q0 Texas A&M University 3 97 THE\n",
                      "qs.run": _trec("2025", QS_2025, "QS", lambda r: str(100 - r))}, "the.run:3",
                     outputs=("cons.run",), why="trec_eval: a run line has six fields"))
    split = {"the_2024.run": _trec("2024", THE_2024, "THE"), "the_2025.run": _trec("2025", THE_2025, "THE"),
             "qs.run": _trec("2024", QS_2024, "QS") + _trec("2025", QS_2025, "QS")}
    c.append(cli_bad("u16u_runs_split_by_year_weights_by_tag", "THE kept as one file per year (tag THE in both), "
                     "--weights THE=2", ["fuse", "the_2024.run", "the_2025.run", "qs.run", "--trust-rank", "--method",
                     "borda", "--weights", "THE=2", "-o", "cons.run", "--quiet"], split, "--weights", "THE",
                     outputs=("cons.run",), why="docs/trec.md: --weights names runs by tag, or by file name when tags "
                     "repeat: THE names no run, and a weight that names none would be lost"))
    dup = _toc().replace("# ALTERNATIVE NAME 6: Imperial College London", "# ALTERNATIVE NAME 6: ETH Zürich")
    c.append(cli_bad("u16u_toc_one_name_twice", "the election's header names ETH Zürich for two alternatives",
                     ["fuse", "tables2025.toc", "-o", "kemeny.csv", "--quiet"], {"tables2025.toc": dup},
                     "tables2025.toc:12", outputs=("kemeny.csv",),
                     why="docs/preferences.md: one name for two alternatives is refused at its line"))
    return c
