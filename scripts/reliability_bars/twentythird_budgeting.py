"""Issue 45's twenty-third bar of scripts/reliability_matrix.py, a city's participatory-budgeting office (Pabulib ballots) (its cases, ids ``u23d_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's.

The office's day: residents vote per district on proposed projects (ordinal top-k ballots, approvals, cumulative
points, scores); the voting platform exports them as Pabulib ``.pb`` files (``META`` / ``PROJECTS`` / ``VOTES``
sections, ``;``-separated, ``vote`` a comma-separated list of project ids) and as CSV (``voter, project, rank``).
The office publishes a consensus ranking of projects per district (a district is a query, a voter a ranker, a
project an item), checks it against the official winners, and converts ordinal districts to PrefLib ``.soi``.
The mistakes and odd files: a ``.pb`` given as it is (ordinal, approval, cumulative, gzip, Windows CRLF with a BOM,
renamed ``.txt`` / ``.csv``, as qrels), the official tally (``project_id, votes``) or a results sheet given as a table
of lists, the long ballot export, a ballot naming an undeclared project, ``-o results.pb``.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES, elections' Borda points by hand (a
voter's unranked projects share the places left, docs/preferences.md)."""

from __future__ import annotations

import csv
import gzip
from pathlib import Path

from .case import Case, command_cases, snippet_cases, stdout_has
from .twentysecond_ecology import _run_report  # a check's reference code run here, its verdict read
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, SEEDED_UNIFORM, TREC_MEASURES)

TWENTYTHIRD_BUDGETING = "45 Unseen inputs: a twenty-third bar, a city's participatory-budgeting office (Pabulib ballots)"

_DATA = r'''
import json, math, subprocess, sys
'''[1:] + SEEDED_UNIFORM + r'''DISTRICTS = ['Ochota', 'Mokotow', 'Wola']
def projects(district):
    return [str(5 + 7 * i + len(district)) for i in range(8)]
def ballots(seed=3, n_voters=30, max_len=5, districts=DISTRICTS):
    """{voter_id: (district, [project ids best first])}: top-k ballots of 1..max_len projects"""
    g = lcg(seed)
    out = {}
    for v in range(n_voters):
        d = districts[v % len(districts)]
        ps = projects(d)
        pop = {p: next(g) + 0.1 * i for i, p in enumerate(ps)}
        k = 1 + int(next(g) * max_len)
        out['v%04d' % (v + 1)] = (d, sorted(ps, key=lambda p: pop[p] * next(g))[:k])
    return out
def as_points(b):
    """{voter: {district: {project: k - place + 1}}}: a ballot's places as scores"""
    return {v: {d: {p: float(len(ps) - i) for i, p in enumerate(ps)}} for v, (d, ps) in b.items()}
''' + PER_QUERY + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_META = ("META\nkey;value\ndescription;Participatory budget of {unit} 2024\ncountry;Poland\nunit;Warszawa\n"
         "subunit;{unit}\ninstance;2024\nnum_projects;4\nnum_votes;5\nbudget;1000000\nvote_type;{vote_type}\n"
         "rule;greedy\n{extra}")
_PROJECTS = ("PROJECTS\nproject_id;cost;votes;name;category\n5;300000;4;Park kieszonkowy przy Grójeckiej;environment\n"
             "12;450000;3;Ścieżka rowerowa;transport\n3;200000;2;\"Biblioteka; sąsiedzka\";culture\n"
             "7;600000;1;Siłownia plenerowa;sport\n")
_VOTES = {
    "ordinal": "VOTES\nvoter_id;age;sex;vote\n1;34;F;5,12,3\n2;51;M;12,5\n3;27;F;5,3,7,12\n4;45;M;3,5\n5;62;F;5\n",
    "approval": "VOTES\nvoter_id;age;sex;vote\n1;34;F;5,12\n2;51;M;12\n3;27;F;5,3,7\n4;45;M;\n5;62;F;5\n",
    "cumulative": "VOTES\nvoter_id;vote;points\n1;5,12;7,3\n2;12;10\n3;5,3,7;4,4,2\n4;3,5;5,5\n5;5;10\n",
    "scoring": "VOTES\nvoter_id;vote;points\n1;5,12,3;5,3,1\n2;12,5;4,4\n3;5,3,7,12;5,4,2,1\n4;3;3\n5;5;5\n",
}


def _pb(vote_type: str = "ordinal", unit: str = "Ochota", extra: str = "") -> str:
    """a Pabulib file of one district as the city's platform exports it"""
    return _META.format(unit=unit, vote_type=vote_type, extra=extra) + _PROJECTS + _VOTES[vote_type]


def _soi(title: str, names: list[str], orders: list[tuple[int, list[int]]], kind: str = "soi") -> str:
    """a PrefLib file: ``orders`` are (count, [alternatives best first]); a tie class is a list inside the list"""
    def item(x):
        return "{" + ",".join(map(str, x)) + "}" if isinstance(x, list) else str(x)
    head = [f"# FILE NAME: {title}.{kind}", f"# TITLE: {title}", f"# DATA TYPE: {kind}",
            f"# NUMBER ALTERNATIVES: {len(names)}", f"# NUMBER VOTERS: {sum(c for c, _ in orders)}",
            f"# NUMBER UNIQUE ORDERS: {len(orders)}"]
    head += [f"# ALTERNATIVE NAME {i}: {n}" for i, n in enumerate(names, 1)]
    return "\n".join(head + [f"{c}: " + ",".join(item(x) for x in o) for c, o in orders]) + "\n"


def _borda_points(n: int, orders: list) -> dict[int, float]:
    """Borda by hand on an election: n - r + 1 at place r, a tie class sharing its best place's points, a voter's
    unranked alternatives sharing (n - k + 1) / 2 (docs/preferences.md; rankagg methods borda)"""
    pts = {a: 0.0 for a in range(1, n + 1)}
    for count, order in orders:
        place, seen = 1, set()
        for x in order:
            group = x if isinstance(x, list) else [x]
            for a in group:
                pts[a] += count * (n - place + 1)
            seen.update(group)
            place += len(group)
        k = len(seen)
        for a in set(pts) - seen:
            pts[a] += count * (n - k + 1) / 2
    return pts


def _table(folder: Path, name: str) -> list[dict]:
    text = (folder / name).read_text(encoding="utf-8")
    return list(csv.DictReader(text.splitlines(), delimiter="\t" if name.endswith(".tsv") else ","))


def _points_check(name: str, names: list[str], orders: list):
    """the written table's names carry Borda's points by hand, best first (ties: any order of equal points)"""
    def check(out: str, folder: Path) -> bool:
        rows = _table(folder, name)
        ref = _borda_points(len(names), orders)
        want = {names[a - 1]: s for a, s in ref.items()}
        got = [(r["name"], float(r["score"])) for r in sorted(rows, key=lambda r: int(r["rank"]))]
        return (len(got) == len(want) and all(abs(want[n] - s) < 1e-6 for n, s in got)
                and all(a[1] >= b[1] - 1e-9 for a, b in zip(got, got[1:])))
    return check


def _big_orders() -> tuple[list[str], list[tuple[int, list[int]]]]:
    """100,000 voters' top-3 ballots over 40 projects of one district, as distinct orders with their counts"""
    x, counts = 12345, {}
    for _ in range(100_000):
        ballot: list[int] = []
        while len(ballot) < 3:
            x = (x * 6364136223846793005 + 1442695040888963407) % 2 ** 64
            a = 1 + int(((x >> 11) / 2 ** 53) ** 2 * 40)
            if a not in ballot:
                ballot.append(a)
        counts[tuple(ballot)] = counts.get(tuple(ballot), 0) + 1
    return [f"P{100 + i}" for i in range(40)], [(c, list(o)) for o, c in sorted(counts.items())]


_OUT = ("ranking.tsv",)


def _gzipped_pb(folder: Path) -> None:
    (folder / "ochota.pb.gz").write_bytes(gzip.compress(_pb().encode("utf-8"), mtime=0))


def twentythird_bar_budgeting_cases() -> list[Case]:
    G = TWENTYTHIRD_BUDGETING
    ok, bad = snippet_cases(G, _REF, ok_timeout=180, bad_timeout=90)
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    cases: list[Case] = []

    # --- the day's answers, checked against references computed by hand -----------------------------------------
    cases.append(ok(
        "u23d_api_districts_borda_topk", "rankagg.fuse({voter: {district: {project: points}}}, method='borda'): "
        "top-k ordinal ballots of 1-5 projects in three districts, each voter in one district",
        "import rankagg\nR = as_points(ballots())\nres = rankagg.fuse(R, method='borda')\n"
        "refs = {q: borda_ref({v: R[v].get(q, {}) for v in R}) for q in DISTRICTS}\n"
        "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n",
        why="rankagg methods borda: n - r + 1 points, a ballot's unranked projects share (n - k + 1) / 2; a voter of "
            "another district has an empty list of this one, its points shared (docs/reliability.md, unranked=share)",
        fast=True))
    cases.append(ok(
        "u23d_api_cumulative_points_combsum", "rankagg.fuse(..., method='combsum'): cumulative ballots (10 points "
        "spread over the projects a voter backs, some voters all on one project)",
        "import rankagg\ng = lcg(7)\nR = {}\n"
        "for v, (d, ps) in ballots(seed=7).items():\n"
        "    cuts = sorted(int(next(g) * 11) for _ in ps[:-1])\n"
        "    pts = [b - a for a, b in zip([0] + cuts, cuts + [10])]\n"
        "    R[v] = {d: {p: float(s) for p, s in zip(ps, pts)}}\n"
        "res = rankagg.fuse(R, method='combsum')\n"
        "refs = {q: combsum_minmax_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n",
        why="rankagg methods combsum: sum of min-max scores; a voter's equal points count 1 each "
            "(docs/conventions.md); references.RANKED_LISTS"))
    cases.append(ok(
        "u23d_api_approvals_combsum_counts", "rankagg.fuse(..., method='combsum') on approval ballots (every approved "
        "project 1.0): each project's score is its number of approvals",
        "import rankagg\nR = {v: {d: {p: 1.0 for p in ps}} for v, (d, ps) in ballots(seed=9, max_len=4).items()}\n"
        "res = rankagg.fuse(R, method='combsum')\nref = {q: combsum_minmax_ref(l) for q, l in per_query(R).items()}\n"
        "tally = {}\nfor v, (d, ps) in ballots(seed=9, max_len=4).items():\n"
        "    for p in ps: tally[(d, p)] = tally.get((d, p), 0) + 1\n"
        "msg = agree_all({q: list(p.items()) for q, p in res.items()}, ref, written=False)\n"
        "msg = msg or ('' if all(abs(s - tally[(q, p)]) < 1e-9 for q, r in res.items() for p, s in r.items()) "
        "else 'not the approval counts')\nreport(msg)\n",
        why="docs/conventions.md: a list of equal scores counts 1 for each; CombSUM then counts the approvals"))
    cases.append(ok(
        "u23d_api_int_project_ids_rrf", "rankagg.fuse(..., method='rrf') with Pabulib's project ids as Python ints "
        "(5, 12, 103) as the dict keys",
        "import rankagg\nB = ballots(seed=11)\nR = {v: {d: {int(p): s for p, s in l.items()}} for v, x in "
        "as_points(B).items() for d, l in x.items()}\n"
        "res = rankagg.fuse(R, method='rrf')\n"
        "S = {v: {d: {p: s for p, s in l.items()}} for v, x in as_points(B).items() for d, l in x.items()}\n"
        "refs = {q: rrf_ref(l) for q, l in per_query(S).items()}\n"
        "report(agree_all({q: [(str(d), s) for d, s in p.items()] for q, p in res.items()}, refs, written=False))\n",
        why="docs/conventions.md: ids of one type (all integers) are ids; Cormack et al. 2009's 1 / (60 + r)"))
    cases.append(ok(
        "u23d_api_frame_long_borda", "rankagg.fuse(DataFrame district, project, voter, points renamed qid, docid, "
        "run, score): the platform's long export, a frame back",
        "import rankagg, pandas as pd\nR = as_points(ballots(seed=13))\n"
        "df = pd.DataFrame(frame_rows(R), columns=['qid', 'docid', 'run', 'score'])\n"
        "res = rankagg.fuse(df, method='borda')\n"
        "rows = {q: list(zip(g.sort_values('rank')['docid'], g.sort_values('rank')['score'])) "
        "for q, g in res.groupby('qid')}\n"
        "refs = {q: borda_ref({v: R[v].get(q, {}) for v in R}) for q in DISTRICTS}\n"
        "report(agree_all(rows, refs, written=False))\n",
        why="README: a long DataFrame in, a frame back; rankagg methods borda (a voter of another district shares "
            "its points: unranked=share)"))
    cases.append(ok(
        "u23d_api_fuser_per_district_rrf", "rankagg.Fuser('rrf') over each district's ballots (dicts project -> "
        "points), one district at a time as the office publishes them",
        "import rankagg\nR = as_points(ballots(seed=15, n_voters=45))\nf = rankagg.Fuser('rrf')\nmsg = ''\n"
        "for q, lists in per_query(R).items():\n"
        "    msg = msg or agree(f(lists), rrf_ref(lists), written=False)\n"
        "report(msg)\n", why="Cormack et al. 2009: sum 1 / (60 + r); README's Fuser"))
    cases.append(ok(
        "u23d_api_evaluate_official_winners", "rankagg.evaluate(consensus, winners): the projects the greedy rule "
        "funded per district as qrels (1 funded), P@5, nDCG@10 and AP of the Borda consensus",
        TREC_MEASURES + "import rankagg\nR = as_points(ballots(seed=17))\nres = rankagg.fuse(R, method='borda')\n"
        "qrels = {d: {projects(d)[i]: 1 for i in (0, 3, 6)} for d in DISTRICTS}\n"
        "got = rankagg.evaluate(res, qrels, ['nDCG@10', 'P@5', 'AP'])\n"
        "refs = {q: borda_ref(l) for q, l in per_query(R).items()}\n"
        "want, _ = measures({q: fused_order(r) for q, r in refs.items()}, qrels)\n"
        "report('' if all(abs(got[m] - want[m]) < 1e-9 for m in ('nDCG@10', 'P@5', 'AP')) else '%r %r' % (got, "
        "want))\n",
        why="trec_eval's nDCG@10, P@5 and AP (references.TREC_MEASURES) over rankagg's documented tie order"))
    cases.append(ok(
        "u23d_api_channels_weighted_combsum", "rankagg.fuse({channel: {district: {project: points}}}, method="
        "'combsum', weights={'online': 1.0, 'paper': 2.0}): the online and paper tallies per district, paper "
        "ballots weighted twice as the council decided",
        "import rankagg\ng = lcg(29)\nR = {c: {d: {p: float(int(500 * next(g))) for p in projects(d)} for d in "
        "DISTRICTS} for c in ('online', 'paper')}\nW = {'online': 1.0, 'paper': 2.0}\n"
        "res = rankagg.fuse(R, method='combsum', weights=W)\n"
        "refs = {q: combsum_minmax_ref(l, W) for q, l in per_query(R).items()}\n"
        "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n",
        why="rankagg methods combsum: sum of w x min-max scores (Fox & Shaw 1994); references.RANKED_LISTS"))

    cases.append(ok(
        "u23d_api_scoring_ties_borda", "rankagg.fuse(..., method='borda') on scoring ballots (0-5 points per "
        "project, many equal points within a ballot): a ballot's places by trec_eval's rule",
        "import rankagg\ng = lcg(31)\n"
        "R = {v: {d: {p: float(int(6 * next(g))) for p in ps}} for v, (d, ps) in ballots(seed=31).items()}\n"
        "res = rankagg.fuse(R, method='borda')\n"
        "refs = {q: borda_ref({v: R[v].get(q, {}) for v in R}) for q in DISTRICTS}\n"
        "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n",
        why="docs/conventions.md: a run's equal scores are ordered by trec_eval's rule (the id descending); "
            "rankagg methods borda"))
    cases.append(ok(
        "u23d_api_copeland_wins_minus_losses", "rankagg.fuse(..., method='copeland') per district: each project's "
        "score its pairwise majority wins minus losses over the top-k ballots (a pair counts only where a ballot "
        "ranks both)",
        "import rankagg\nB = ballots(seed=33, n_voters=60)\nR = as_points(B)\nres = rankagg.fuse(R, method='copeland')\n"
        "msg = ''\nfor q in DISTRICTS:\n"
        "    Y = {}\n"
        "    for v, (d, ps) in B.items():\n"
        "        if d != q: continue\n"
        "        for i, a in enumerate(ps):\n"
        "            for b in ps[i + 1:]: Y[(a, b)] = Y.get((a, b), 0) + 1\n"
        "    items = sorted({p for v, (d, ps) in B.items() if d == q for p in ps})\n"
        "    want = {a: sum((Y.get((a, b), 0) > Y.get((b, a), 0)) - (Y.get((b, a), 0) > Y.get((a, b), 0)) "
        "for b in items if b != a) for a in items}\n"
        "    got = res[q]\n"
        "    if set(got) != set(want) or any(abs(got[a] - want[a]) > 1e-9 for a in want):\n"
        "        msg = msg or '%s: %r != %r' % (q, dict(got), want)\n"
        "    elif any(got[a] < got[b] for a, b in zip(list(got), list(got)[1:])):\n"
        "        msg = msg or '%s: not best first' % q\n"
        "report(msg)\n",
        why="rankagg methods copeland: #{j: Y[i,j] > Y[j,i]} - #{j: Y[j,i] > Y[i,j]}, unranked='none' (Copeland 1951)"))
    cases.append(ok(
        "u23d_api_kemeny_exact_brute_force", "rankagg.fuse(..., method='kemeny(solver=exact)') on one district's "
        "top-k ballots of 8 projects: its order agrees with as many ballot pairs as the best of all 40,320 orders",
        "import rankagg, itertools\nB = ballots(seed=35, n_voters=25, districts=['Ochota'])\n"
        "res = rankagg.fuse(as_points(B), method='kemeny(solver=exact)')['Ochota']\n"
        "Y = {}\nfor v, (d, ps) in B.items():\n"
        "    for i, a in enumerate(ps):\n"
        "        for b in ps[i + 1:]: Y[(a, b)] = Y.get((a, b), 0) + 1\n"
        "items = sorted({p for d, ps in B.values() for p in ps})\n"
        "def agreement(order):\n"
        "    return sum(Y.get((a, b), 0) for i, a in enumerate(order) for b in order[i + 1:])\n"
        "best = max(agreement(o) for o in itertools.permutations(items))\n"
        "got = list(res)\n"
        "report('' if sorted(got) == items and agreement(got) == best else '%r: %r < %r' % (got, agreement(got), "
        "best))\n", timeout=240,
        why="Kemeny 1959: the order that agrees with the most ballot pairs (unranked='none': a pair counts where a "
            "ballot ranks both), by brute force"))
    cases.append(cli_ok(
        "u23d_cli_channel_runs_combmnz", "rankagg fuse online.run paper.run kiosk.run --method combmnz: each voting "
        "channel's tallies per district written as a TREC run (districts as queries, project ids as documents)",
        ["fuse", "online.run", "paper.run", "kiosk.run", "--method", "combmnz", "-o", "ranking.run"],
        {"online.run": "Ochota Q0 5 1 412 online\nOchota Q0 12 2 388 online\nOchota Q0 3 3 251 online\n"
                       "Wola Q0 21 1 120 online\nWola Q0 22 2 80 online\n",
         "paper.run": "Ochota Q0 12 1 140 paper\nOchota Q0 5 2 96 paper\nOchota Q0 7 3 20 paper\n"
                      "Wola Q0 22 1 60 paper\nWola Q0 21 2 30 paper\nWola Q0 23 3 10 paper\n",
         "kiosk.run": "Ochota Q0 3 1 15 kiosk\nOchota Q0 5 2 15 kiosk\nOchota Q0 12 3 4 kiosk\n"},
        lambda out, folder: _run_report(_REF + (
            "L = {'Ochota': {'online': {'5': 412, '12': 388, '3': 251}, 'paper': {'12': 140, '5': 96, '7': 20}, "
            "'kiosk': {'3': 15, '5': 15, '12': 4}}, 'Wola': {'online': {'21': 120, '22': 80}, "
            "'paper': {'22': 60, '21': 30, '23': 10}}}\n"
            "report(agree_all(read_run(open(FOLDER + '/ranking.run').read()), "
            "{q: combmnz_ref(l) for q, l in L.items()}))\n"), {"FOLDER": str(folder)}),
        why="rankagg methods combmnz: min-max CombSUM times the lists holding the project (references.LISTS_BY_QUERY); "
            "a channel without a district adds nothing"))
    cases.append(cli_ok(
        "u23d_lists_polish_project_names", "rankagg fuse shortlists.tsv --method borda: three district councils' "
        "shortlists of project names with Polish letters (Ścieżka_rowerowa, Siłownia_plenerowa), best first",
        ["fuse", "shortlists.tsv", "--method", "borda", "-o", "ranking.tsv"],
        {"shortlists.tsv": "rada_Ochota\trada_Wola\trada_Mokotów\nŚcieżka_rowerowa\tSiłownia_plenerowa\t"
                           "Ścieżka_rowerowa\nSiłownia_plenerowa\tŚcieżka_rowerowa\tŁąka_kwietna\n"
                           "Łąka_kwietna\t\tSiłownia_plenerowa\n"},
        lambda out, folder: [r["item"] for r in _table(folder, "ranking.tsv")] == [
            "Ścieżka_rowerowa", "Siłownia_plenerowa", "Łąka_kwietna"],
        why="by hand Borda (n = 3): Ścieżka_rowerowa 3+2+3 = 8, Siłownia_plenerowa 2+3+1 = 6, Łąka_kwietna "
            "1+1+2 = 4 (the short list's missing item shares (3 - 2 + 1) / 2 = 1)"))

    orders = [(1, [1, 2, 3]), (1, [2, 1]), (1, [1, 3, 4, 2]), (1, [3, 1]), (1, [1])]
    names = ["5", "12", "3", "7"]
    cases.append(cli_ok(
        "u23d_soi_pabulib_ids_as_names", "rankagg fuse ochota.soi --method borda: the Pabulib district converted to "
        "PrefLib with each alternative named by its Pabulib project id ('5', '12', '3', '7'), top-k ballots",
        ["fuse", "ochota.soi", "--method", "borda", "-o", "ranking.tsv"],
        {"ochota.soi": _soi("ochota", names, orders)}, _points_check("ranking.tsv", names, orders),
        why="docs/preferences.md: a name is its own id; by hand Borda (n = 4): 5 gets 4+3+4+3+4 = 18, 3 gets "
            "2+1.5+3+4+2 = 12.5, 12 gets 3+4+1+1.5+2 = 11.5, 7 gets 1+1.5+2+1.5+2 = 8"))
    appr = [(2, [[1, 2]]), (1, [[2]]), (1, [[1, 3, 4]]), (1, [[1]]), (1, [])]
    cases.append(cli_ok(
        "u23d_toi_approval_classes_borda", "rankagg fuse approvals.toi --method borda: approval ballots written as "
        "one tie class each ('2: {1,2}'), a voter who approved nothing as an empty order",
        ["fuse", "approvals.toi", "--method", "borda", "-o", "ranking.tsv"],
        {"approvals.toi": _soi("approvals", ["Park", "Rower", "Biblioteka", "Silownia"], appr, "toi")},
        _points_check("ranking.tsv", ["Park", "Rower", "Biblioteka", "Silownia"], appr),
        why="docs/preferences.md: a tie class shares its best place's points, the unranked share the rest"))
    big_names, big = _big_orders()
    cases.append(cli_ok(
        "u23d_soi_100k_voters_40_projects", f"rankagg fuse city.soi --method borda: 100,000 voters' top-3 ballots "
        f"over 40 projects ({len(big):,} distinct orders with counts), Borda's points exact by hand",
        ["fuse", "city.soi", "--method", "borda", "--quiet", "-o", "ranking.tsv"],
        {"city.soi": _soi("city", big_names, big)}, _points_check("ranking.tsv", big_names, big), timeout=240,
        why="docs/preferences.md: a distinct order with count c is c voters; Borda by hand"))
    cases.append(cli_ok(
        "u23d_lists_rule_outcomes_int_ids", "rankagg fuse outcomes.csv --method borda: the funded projects of three "
        "rules (greedy, equal shares, Phragmen) as columns of integer project ids, best first, lengths differ",
        ["fuse", "outcomes.csv", "--method", "borda", "-o", "ranking.tsv"],
        {"outcomes.csv": "greedy,equal_shares,phragmen\n12,5,5\n5,12,3\n3,3,12\n,7,\n"},
        lambda out, folder: [r["item"] for r in _table(folder, "ranking.tsv")] == ["5", "12", "3", "7"],
        why="by hand Borda (n = 4): 5 gets 3+4+4 = 11, 12 gets 4+3+2 = 9, 3 gets 2+2+3 = 7, 7 gets "
            "(4-3+1)/2+1+(4-3+1)/2 = 3"))
    cases.append(Case(
        "u23d_methods_borda", G, "rankagg methods borda: what the office's rule does with a short ballot",
        argv=["methods", "borda"], expect="ok", check=stdout_has("n - r + 1"), memory_gb=4.0, timeout=60,
        why="docs/methods.md: Borda gives n - r + 1 points", fast=True))

    # --- Pabulib files given as they are ---------------------------------------------------------------------
    for vote_type in ("ordinal", "approval", "cumulative", "scoring"):
        cases.append(cli_bad(
            f"u23d_pb_{vote_type}_as_run", f"rankagg fuse ochota.pb: a Pabulib file (vote_type;{vote_type}) as the "
            "platform exports it, given to fuse", ["fuse", "ochota.pb", "--method", "borda", "-o", "ranking.tsv"],
            {"ochota.pb": _pb(vote_type)}, "ochota.pb:1", "Pabulib",
            why="no reader of rankagg reads Pabulib's sections; the file is told by its format's name, not by a TREC "
                "field count"))
    cases.append(cli_bad(
        "u23d_pb_gz", "rankagg fuse ochota.pb.gz: the Pabulib file gzipped, as pabulib.org serves archives",
        ["fuse", "ochota.pb.gz", "-o", "ranking.tsv"], None, "ochota.pb.gz:1", "Pabulib",
        setup=_gzipped_pb,
        why="a gzip file is read through; its first line is Pabulib's META"))
    cases.append(cli_bad(
        "u23d_pb_crlf_bom", "rankagg fuse ochota.pb: exported on Windows, a BOM and CRLF line ends",
        ["fuse", "ochota.pb", "-o", "ranking.tsv"],
        {"ochota.pb": ("\ufeff" + _pb().replace("\n", "\r\n")).encode("utf-8")}, "ochota.pb:1", "Pabulib",
        why="a BOM and CRLF are a text file's; the first line is still META"))
    cases.append(cli_bad(
        "u23d_pb_three_districts", "rankagg fuse ochota.pb mokotow.pb wola.pb: a folder of district files in one "
        "call", ["fuse", "ochota.pb", "mokotow.pb", "wola.pb", "-o", "ranking.run"],
        {"ochota.pb": _pb(), "mokotow.pb": _pb(unit="Mokotow"), "wola.pb": _pb(unit="Wola")}, "ochota.pb:1",
        "Pabulib", outputs=("ranking.run",), why="the first unreadable file is named at its line"))
    cases.append(cli_bad(
        "u23d_pb_renamed_txt", "rankagg fuse ochota_2024.txt: the Pabulib file saved under .txt by a mail client",
        ["fuse", "ochota_2024.txt", "-o", "ranking.run"], {"ochota_2024.txt": _pb()}, "ochota_2024.txt:1", "Pabulib",
        outputs=("ranking.run",), why="a file is told by its content, not only its name"))
    cases.append(cli_bad(
        "u23d_pb_renamed_csv", "rankagg fuse ochota.csv: the Pabulib file renamed .csv (it is ';'-separated)",
        ["fuse", "ochota.csv", "--method", "borda", "-o", "ranking.tsv"], {"ochota.csv": _pb()}, "ochota.csv:1",
        "Pabulib", why="the table reader's semicolon message would send the user to Excel; the file is Pabulib"))
    cases.append(cli_bad(
        "u23d_pb_as_qrels", "rankagg evaluate --qrels ochota.pb ranking.run: the Pabulib file (its PROJECTS votes) "
        "given as the judgements", ["evaluate", "--qrels", "ochota.pb", "ranking.run"],
        {"ochota.pb": _pb(), "ranking.run": "Ochota Q0 5 1 3.0 borda\nOchota Q0 12 2 2.0 borda\n"},
        "ochota.pb:1", "Pabulib", outputs=(), why="trec_eval reads no Pabulib file; the file is named by its format"))
    cases.append(cli_bad(
        "u23d_pb_project_section_first", "rankagg fuse ochota.pb: a hand-edited Pabulib file starting at its "
        "PROJECTS section (META cut off)", ["fuse", "ochota.pb", "-o", "ranking.run"],
        {"ochota.pb": _PROJECTS + _VOTES["ordinal"]}, "ochota.pb:1", "Pabulib", outputs=("ranking.run",),
        why="Pabulib's section headings are its own; the file is still Pabulib's"))
    cases.append(bad(
        "u23d_pb_api_fuse", "rankagg.fuse('ochota.pb', method='borda'): the Pabulib file given to the API",
        "import rankagg\nopen('ochota.pb', 'w').write(PB)\nrankagg.fuse('ochota.pb', method='borda')\n",
        "ochota.pb:1", "Pabulib", why="the API's doors are the CLI's"))
    cases[-1].code = f"PB = {_pb()!r}\n" + (cases[-1].code or "")
    cases.append(bad(
        "u23d_pb_api_paths_list", "rankagg.fuse(['ochota.pb', 'wola.pb']): two district files as a list of paths",
        "import rankagg\nopen('ochota.pb', 'w').write(PB)\nopen('wola.pb', 'w').write(PB)\n"
        "rankagg.fuse(['ochota.pb', 'wola.pb'], method='rrf')\n", "ochota.pb:1", "Pabulib",
        why="the API's doors are the CLI's"))
    cases[-1].code = f"PB = {_pb(unit='Wola')!r}\n" + (cases[-1].code or "")

    # --- outputs named for the office's formats ---------------------------------------------------------------
    soi = _soi("ochota", names, orders)
    cases.append(cli_bad(
        "u23d_out_results_pb", "rankagg fuse ochota.soi -o results.pb: the consensus written back as a Pabulib "
        "file", ["fuse", "ochota.soi", "--method", "borda", "-o", "results.pb"], {"ochota.soi": soi},
        "results.pb", "Pabulib", outputs=("results.pb",),
        why="rankagg writes no Pabulib file; a table under .pb is read by no Pabulib reader (and .pb is a text "
            "format here, not only protobuf's)"))
    cases.append(cli_bad(
        "u23d_out_runs_pb_gz", "rankagg fuse a.run b.run -o results.pb.gz: TREC lines under a gzipped Pabulib "
        "name", ["fuse", "a.run", "b.run", "-o", "results.pb.gz"],
        {"a.run": "Ochota Q0 5 1 3.0 a\nOchota Q0 12 2 2.0 a\n", "b.run": "Ochota Q0 12 1 3.0 b\nOchota Q0 5 2 2.0 b\n"},
        "results.pb.gz", outputs=("results.pb.gz",), why="docs/conventions.md: another format's name is refused"))
    cases.append(cli_bad(
        "u23d_out_pabulib_csv_named_pb", "rankagg fuse outcomes.csv -o ranking.pb: a table of lists' consensus "
        "under .pb", ["fuse", "outcomes.csv", "--method", "borda", "-o", "ranking.pb"],
        {"outcomes.csv": "greedy,equal_shares\n12,5\n5,12\n3,3\n"}, "ranking.pb", outputs=("ranking.pb",),
        why="docs/conventions.md: the same holds for the other outputs"))
    cases.append(cli_bad(
        "u23d_explain_pb", "rankagg fuse ... --explain why.pb: the explanation under a Pabulib name",
        ["fuse", "a.run", "b.run", "--method", "rrf", "--explain", "why.pb", "-o", "ranking.run"],
        {"a.run": "Ochota Q0 5 1 3.0 a\nOchota Q0 12 2 2.0 a\n", "b.run": "Ochota Q0 12 1 3.0 b\nOchota Q0 5 2 2.0 b\n"},
        "why.pb", outputs=("why.pb", "ranking.run"),
        why="docs/conventions.md: --explain's JSON lines may take a JSON name, no other format"))

    # --- the official tallies and the platform's CSV exports -------------------------------------------------
    cases.append(cli_bad(
        "u23d_tally_votes_column", "rankagg fuse winners.csv: the official tally (project_id, votes) given as a "
        "table of lists", ["fuse", "winners.csv", "--method", "borda", "-o", "ranking.tsv"],
        {"winners.csv": "project_id,votes\n5,412\n12,388\n3,251\n7,97\n"}, "winners.csv:2", "votes",
        why="read as two lists, the vote counts 412, 388, ... would be ranked as projects beside the ids"))
    cases.append(cli_bad(
        "u23d_tally_points_column", "rankagg fuse points.tsv: the cumulative tally (project, points) given as a "
        "table of lists", ["fuse", "points.tsv", "--method", "borda", "-o", "ranking.tsv"],
        {"points.tsv": "project\tpoints\n5\t4120\n12\t3880\n3\t2510\n7\t970\n"}, "points.tsv:2", "points",
        why="read as two lists, the point totals would be ranked as projects"))
    cases.append(cli_bad(
        "u23d_tally_small_counts", "rankagg fuse ward.csv: a small ward's tally (project_id, votes) whose counts "
        "look like project ids (3, 12, 5)", ["fuse", "ward.csv", "--method", "borda", "-o", "ranking.tsv"],
        {"ward.csv": "project_id,votes\n5,12\n12,5\n3,3\n7,1\n"}, "ward.csv:2", "votes",
        why="the counts 12, 5, 3 would be read as the projects 12, 5, 3: a wrong consensus"))
    cases.append(cli_bad(
        "u23d_results_sheet", "rankagg fuse results.csv: Pabulib's result sheet (project_id, cost, votes, "
        "selected) given as a table of lists", ["fuse", "results.csv", "--method", "borda", "-o", "ranking.tsv"],
        {"results.csv": "project_id,cost,votes,selected\n5,300000,412,1\n12,450000,388,1\n3,200000,251,1\n"
                        "7,600000,97,0\n"}, "results.csv:2",
        why="costs, tallies and 0/1 flags are no ranked lists of projects"))
    cases.append(cli_bad(
        "u23d_tally_total_votes_heading", "rankagg fuse tally.csv: the tally's column headed total_votes",
        ["fuse", "tally.csv", "--method", "borda", "-o", "ranking.tsv"],
        {"tally.csv": "project,total_votes\nP5,412\nP12,388\nP3,251\n"}, "tally.csv:2", "total_votes",
        why="the counts would be ranked as projects beside the ids"))
    cases.append(cli_bad(
        "u23d_long_ballots_csv", "rankagg fuse votes.csv: the platform's long ballot export (voter, project, rank)",
        ["fuse", "votes.csv", "--method", "borda", "-o", "ranking.tsv"],
        {"votes.csv": "voter,project,rank\n1,5,1\n1,12,2\n1,3,3\n2,12,1\n2,5,2\n3,5,1\n3,3,2\n"}, "votes.csv",
        "voter", why="one row per (voter, project) is no table of lists; the message names its columns"))
    cases.append(cli_bad(
        "u23d_soi_unknown_project", "rankagg fuse ochota.soi: a ballot naming project 5 of a district with 4 "
        "(a vote for a project missing from PROJECTS, converted as is)", ["fuse", "ochota.soi", "-o", "ranking.tsv"],
        {"ochota.soi": _soi("ochota", names, [(1, [1, 2, 3]), (1, [2, 5]), (1, [1])])}, "ochota.soi:12",
        why="docs/preferences.md: an alternative outside NUMBER ALTERNATIVES is refused at its line"))
    cases.append(cli_bad(
        "u23d_soi_project_twice", "rankagg fuse ochota.soi: a ballot ranking project 1 twice ('1,2,1', a "
        "platform's double click)", ["fuse", "ochota.soi", "-o", "ranking.tsv"],
        {"ochota.soi": _soi("ochota", names, [(1, [1, 2, 1]), (1, [2, 1])])}, "ochota.soi:11",
        why="docs/preferences.md: an order naming an alternative twice is refused at its line"))

    # --- the API with the office's mistakes --------------------------------------------------------------------
    cases.append(bad(
        "u23d_api_frame_voter_project_twice", "rankagg.fuse(DataFrame): a voter's ballot holds one project twice "
        "(the platform logged a double submit)",
        "import rankagg, pandas as pd\nR = as_points(ballots(seed=21))\n"
        "rows = frame_rows(R)\nrows.insert(4, rows[2])\n"
        "df = pd.DataFrame(rows, columns=['qid', 'docid', 'run', 'score'])\nrankagg.fuse(df, method='borda')\n",
        "row 4", why="docs/conventions.md: an item given twice in a ranker's list is refused naming the row"))
    cases.append(bad(
        "u23d_api_dict_nan_points", "rankagg.fuse(...): a cumulative ballot's points NaN (an empty cell read by "
        "pandas)", "import rankagg\nR = as_points(ballots(seed=23))\nR['v0007']['Ochota' if 'Ochota' in R['v0007'] "
        "else list(R['v0007'])[0]][next(iter(list(R['v0007'].values())[0]))] = float('nan')\n"
        "rankagg.fuse(R, method='combsum')\n", "v0007",
        why="README/conventions: None, NaN and NA are missing values, refused naming the run"))
    cases.append(bad(
        "u23d_api_frame_district_blank", "rankagg.fuse(DataFrame): a row's district empty (a voter outside any "
        "district)", "import rankagg, pandas as pd\nR = as_points(ballots(seed=25))\n"
        "df = pd.DataFrame(frame_rows(R), columns=['qid', 'docid', 'run', 'score'])\n"
        "df.loc[3, 'qid'] = ''\nrankagg.fuse(df, method='borda')\n", "row 3",
        why="docs/preferences.md: an empty id is refused, not merged into another query"))
    cases.append(bad(
        "u23d_api_frame_points_text", "rankagg.fuse(DataFrame) read with dtype=str: a points cell holds '10 pkt' "
        "(the platform's label)", "import rankagg, pandas as pd\nR = as_points(ballots(seed=27))\n"
        "df = pd.DataFrame([(q, d, m, repr(s)) for q, d, m, s in frame_rows(R)], "
        "columns=['qid', 'docid', 'run', 'score'])\n"
        "df.loc[6, 'score'] = '10 pkt'\nrankagg.fuse(df, method='borda')\n", "row 6",
        why="trec_eval: a score is a number; refused naming the row"))
    cases.append(bad(
        "u23d_api_evaluate_winner_ids_zero_padded", "rankagg.evaluate(consensus with project ids as ints, winners "
        "'005', '012'): the official list kept the platform's zero-padded ids",
        "import rankagg, pandas as pd\nrun = pd.DataFrame([('Ochota', 5, 0.9), ('Ochota', 12, 0.8), "
        "('Ochota', 3, 0.4)], columns=['qid', 'docid', 'score'])\n"
        "rankagg.evaluate(run, {'Ochota': {'005': 1, '012': 1}}, ['P@5'])\n", "005",
        why="docs/conventions.md: an id as a number on one side and as text with zeros on the other is refused "
            "naming both forms"))
    return cases

