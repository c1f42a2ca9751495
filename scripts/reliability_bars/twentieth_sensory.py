"""Issue 45's twentieth bar of scripts/reliability_matrix.py, a sensory-science lab's panel rankings of products (its cases, ids ``u20s_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's.

The lab's day: panels of 12-80 assessors rank 3-10 products (ISO 8587's ranking test) on one attribute or several
(sweetness, bitterness, overall liking: the attributes are the queries, the assessors the rankers, the products,
coded with 3-digit blinding codes such as ``517`` and ``093``, the documents).  Their sheets come from FIZZ,
Compusense or RedJade (``Assessor;Session;Product;Rank`` with ``;`` and decimal commas, a BOM), wide sheets of
ranks or of product codes in rank order, PrefLib files, one TREC-style file per assessor, or a pandas frame.  The
lab asks for a consensus order, the rank sums (Borda is the rank sum: score = m(n + 1) - R for complete strict
rankings), Friedman's chi-square, Kendall's W and Page's L computed from them as SciPy does, a Kemeny / Copeland
consensus, and how the consensus of a training panel matches spiked samples of known concentration.  The
mistakes: mid-ranks (2.5), an unranked product left blank, the same assessor's two sessions as one list, ranks
typed into a ``score`` column (rank 1 the best: the lowest score), 0-based ranks, the tools' own column names,
``--method friedman``.

The references are computed here (references.py's RANKED_LISTS and TREC_MEASURES, SciPy's ``friedmanchisquare``
and ``page_trend_test``, brute force over every order), never rankagg's code."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path
from typing import Any, Callable

from .case import Case, pandas_setup, snippet_cases
from .references import RANKED_LISTS, TREC_MEASURES, reference_namespace

TWENTIETH_SENSORY = "45 Unseen inputs: a twentieth bar, a sensory-science lab's panel rankings of products"

#: blinding codes as the lab prints them on the cups: three digits, some with leading zeros
_CODES = ["517", "093", "248", "630", "007", "381", "762", "154", "409", "826"]
_ATTRS = ["sweetness", "bitterness", "overall_liking"]


_REF = "import json, itertools, math, warnings\nimport numpy as np, pandas as pd\nimport rankagg\n" + RANKED_LISTS + \
    TREC_MEASURES + f"CODES = {_CODES!r}\n" + r'''
def _lcg(seed):
    x = seed
    while True:
        x = (x * 6364136223846793005 + 1442695040888963407) % 2 ** 64
        yield (x >> 11) / 2 ** 53
def make_panel(seed, n_assessors, n_products, attrs=None, noise=1.2):
    """{attribute: {assessor: products best first}}: a product's true intensity plus each assessor's noise"""
    g = _lcg(seed)
    products = CODES[:n_products]
    out = {}
    for a in attrs or ["sweetness"]:
        truth = {p: 2.0 * next(g) for p in products}
        out[a] = {}
        for k in range(n_assessors):
            noisy = {p: truth[p] + noise * next(g) for p in products}
            out[a][f"A{k + 1:02d}"] = sorted(products, key=lambda p: -noisy[p])
    return out
def ranks_of(order):
    return {p: i + 1 for i, p in enumerate(order)}
def as_scores(order):
    """an assessor's order as the docid -> score list the references read: n - rank + 1, higher is better"""
    return {p: float(len(order) - i) for i, p in enumerate(order)}
def rank_sums(lists):
    R = {}
    for o in lists.values():
        for p, r in ranks_of(o).items():
            R[p] = R.get(p, 0) + r
    return R
def long_frame(panel):
    rows = [(q, a, p, r) for q, lists in panel.items() for a, o in lists.items() for p, r in ranks_of(o).items()]
    return pd.DataFrame(rows, columns=["q_id", "run", "doc_id", "rank"])
def borda_house(lists, w=None):
    """rankagg methods borda (n - r + 1; an unranked product shares the rest) and the house tie rule"""
    sc, cnt, best = borda_ref({a: as_scores(o) for a, o in lists.items()}, w)
    return sorted(sc, key=lambda d: (-sc[d], -cnt[d], best[d], d)), sc
def fused_query(frame, q):
    g = frame[frame["q_id"] == q].sort_values("rank")
    return list(g["doc_id"]), dict(zip(g["doc_id"], g["score"]))
def kendall_cost(order, lists):
    pos = ranks_of(order)
    return sum(1 for o in lists.values() for x, y in itertools.combinations(o, 2) if pos[x] > pos[y])
def best_kemeny(lists):
    items = list(next(iter(lists.values())))
    return min(kendall_cost(list(p), lists) for p in itertools.permutations(items))
def majority_copeland(lists):
    items = sorted({p for o in lists.values() for p in o})
    s = {p: 0.0 for p in items}
    for x, y in itertools.combinations(items, 2):
        xy = sum(1 for o in lists.values() if x in o and y in o and o.index(x) < o.index(y))
        yx = sum(1 for o in lists.values() if x in o and y in o and o.index(y) < o.index(x))
        if xy != yx:
            s[x] += 1 if xy > yx else -1
            s[y] += 1 if yx > xy else -1
    return s
def verdict(ok, detail=""):
    print("same" if ok else f"differ {str(detail)[:400]}")
'''

_NS = reference_namespace(_REF, "twentieth_sensory._REF")
_panel: Callable[..., dict[str, dict[str, list[str]]]] = _NS["make_panel"]
_borda_house: Callable[..., Any] = _NS["borda_house"]
_ranks_of: Callable[[list], dict] = _NS["ranks_of"]
_ndcg: Callable[..., float] = _NS["ndcg"]


def _soc(lists: dict[str, list[str]], products: list[str], title: str, kind: str = "soc") -> str:
    """A PrefLib file of the assessors' orders (alternatives numbered in ``products``' order, named by their
    codes), one line per distinct order with its count, as preflibtools writes them."""
    num = {p: i + 1 for i, p in enumerate(products)}
    counts: dict[str, int] = {}
    for o in lists.values():
        line = ",".join(str(num[p]) for p in o)
        counts[line] = counts.get(line, 0) + 1
    head = [f"# FILE NAME: {title}.{kind}", f"# TITLE: {title}", f"# DATA TYPE: {kind}",
            f"# NUMBER ALTERNATIVES: {len(products)}", f"# NUMBER VOTERS: {len(lists)}",
            f"# NUMBER UNIQUE ORDERS: {len(counts)}"]
    head += [f"# ALTERNATIVE NAME {num[p]}: {p}" for p in products]
    return "\n".join(head + [f"{c}: {line}" for line, c in counts.items()]) + "\n"


def _assessor_run(attr_lists: dict[str, list[str]], tag: str, ranks_as_scores: bool = False) -> str:
    """One assessor's TREC-style file, one query per attribute: score n - rank + 1 (or the rank itself)."""
    out = []
    for q, order in attr_lists.items():
        for i, p in enumerate(order):
            score = i + 1 if ranks_as_scores else len(order) - i
            out.append(f"{q} Q0 {p} {i + 1} {score} {tag}\n")
    return "".join(out)


def _by_assessor(panel: dict[str, dict[str, list[str]]]) -> dict[str, dict[str, list[str]]]:
    out: dict[str, dict[str, list[str]]] = {}
    for q, lists in panel.items():
        for a, o in lists.items():
            out.setdefault(a, {})[q] = o
    return out


def _read_table(folder: Path, name: str) -> list[dict[str, str]]:
    text = (folder / name).read_text(encoding="utf-8")
    return list(csv.DictReader(io.StringIO(text), delimiter="\t" if name.endswith(".tsv") else ","))


def _table_check(refs: dict[str, list[str]], scores: dict[str, dict[str, float]] | None = None, name: str = "o.csv",
                 names: bool = False) -> Callable[[str, Path], bool]:
    """The output table's items per query in the references' order (ids as text: '093' stays '093'), its scores
    equal to the references' where given."""
    def check(out: str, folder: Path) -> bool:
        rows = _read_table(folder, name)
        got: dict[str, list[tuple[str, float]]] = {}
        for r in sorted(rows, key=lambda r: int(r["rank"])):
            got.setdefault(r["query"], []).append((r["item"], float(r["score"])))
        if {q: [d for d, _ in v] for q, v in got.items()} != refs:
            return False
        if names and any(r["name"] != r["item"] for r in rows):
            return False
        return scores is None or all(abs(s - scores[q][d]) <= 1e-9 * max(1.0, abs(s)) for q, v in got.items()
                                     for d, s in v)
    return check


def _run_check(refs: dict[str, list[str]], name: str = "fused.run", depth: int | None = None
               ) -> Callable[[str, Path], bool]:
    """The fused run's lines per query in the references' order (by rank), the first ``depth`` only."""
    def check(out: str, folder: Path) -> bool:
        got: dict[str, list[tuple[int, str]]] = {}
        for line in (folder / name).read_text().splitlines():
            q, _, d, r, _, _ = line.split()
            got.setdefault(q, []).append((int(r), d))
        want = {q: o[:depth] if depth else o for q, o in refs.items()}
        return {q: [d for _, d in sorted(v)] for q, v in got.items()} == want
    return check


def twentieth_bar_sensory_cases() -> list[Case]:
    G = TWENTIETH_SENSORY

    def cli_ok(id: str, what: str, argv: list[str], files: dict, check: Callable[[str, Path], bool], why: str,
               timeout: float = 120, fast: bool = False, warns: str = "",
               setup: Callable[[Path], None] | None = None) -> Case:
        return Case(id, G, what, argv=argv, files=files, expect="ok", check=check, memory_gb=4.0, timeout=timeout,
                    why=why, fast=fast, warns=warns, setup=setup)

    def cli_bad(id: str, what: str, argv: list[str], files: dict, *mention: str, why: str,
                outputs: tuple[str, ...] = ("o.csv", "fused.run"), setup: Callable[[Path], None] | None = None
                ) -> Case:
        return Case(id, G, what, argv=argv, files=files, mention=mention, outputs=outputs, memory_gb=4.0,
                    timeout=60, why=why, setup=setup)

    def ok_warns(id: str, what: str, code: str, warns: str, why: str) -> Case:
        return Case(id, G, what, code=_REF + code, expect="ok", check=lambda out, folder: "same" in out, warns=warns,
                    memory_gb=4.0, timeout=120, why=why)

    ok, bad = snippet_cases(G, _REF)
    cases: list[Case] = []
    p24 = _panel(20, 24, 6, _ATTRS)
    P24 = f"PANEL = json.loads({json.dumps(json.dumps(p24))})\n"
    p12 = _panel(21, 12, 5)
    P12 = f"PANEL = json.loads({json.dumps(json.dumps(p12))})\n"

    # -- the consensus and the rank sums, from a pandas frame (attribute = query, assessor = run, product = doc)
    cases.append(ok("u20s_borda_rank_sums_frame", "rankagg.fuse(long frame, 'borda'): 24 assessors rank 6 products "
                    "(codes '093', '007' as text) on 3 attributes; each score is m(n + 1) - the product's rank sum",
                    P24 + r'''
out = rankagg.fuse(long_frame(PANEL), "borda")
bad = []
for q, lists in PANEL.items():
    order, sc = fused_query(out, q)
    R = rank_sums(lists)
    m, n = len(lists), len(R)
    want = sorted(R, key=lambda d: (R[d], min(ranks_of(o)[d] for o in lists.values()), d))
    if order != want or any(sc[d] != m * (n + 1) - R[d] for d in R):
        bad.append((q, order, want, sc, R))
verdict(not bad and set(out["doc_id"]) == set(R), bad)
''', fast=True, why="rankagg methods borda: n - r + 1 points, so a complete strict panel's Borda score is m(n + 1) - R"
                    " (ISO 8587's rank sum R); ties by the house rule (docs/conventions.md)"))
    cases.append(ok("u20s_friedman_from_borda", "Friedman's chi-square from the Borda scores (R = m(n + 1) - score) "
                    "equals scipy.stats.friedmanchisquare on the panel's rank table, per attribute", P24 + r'''
from scipy import stats
out = rankagg.fuse(long_frame(PANEL), "borda")
bad = []
for q, lists in PANEL.items():
    _, sc = fused_query(out, q)
    m, n = len(lists), len(sc)
    R = {d: m * (n + 1) - s for d, s in sc.items()}
    chi = 12.0 / (m * n * (n + 1)) * sum(r * r for r in R.values()) - 3 * m * (n + 1)
    cols = [[ranks_of(o)[d] for o in lists.values()] for d in sorted(sc)]
    ref = stats.friedmanchisquare(*cols).statistic
    if abs(chi - ref) > 1e-9 * max(1, ref):
        bad.append((q, chi, ref))
verdict(not bad, bad)
''', why="Friedman 1937; scipy.stats.friedmanchisquare: 12/(mn(n+1)) sum R_j^2 - 3m(n+1) without ties"))
    cases.append(ok("u20s_kendall_w_from_borda", "Kendall's W from the Borda rank sums, W = 12 S / (m^2 (n^3 - n)), "
                    "equals Friedman's chi-square / (m (n - 1)) by SciPy; a panel that agrees perfectly gives W = 1",
                    P12 + r'''
from scipy import stats
same_all = {"sweetness": {f"B{k:02d}": ["093", "517", "248", "630", "007"] for k in range(12)}}
bad = []
for panel in (PANEL, same_all):
    out = rankagg.fuse(long_frame(panel), "borda")
    lists = panel["sweetness"]
    _, sc = fused_query(out, "sweetness")
    m, n = len(lists), len(sc)
    R = [m * (n + 1) - s for s in sc.values()]
    S = sum((r - m * (n + 1) / 2) ** 2 for r in R)
    W = 12 * S / (m * m * (n ** 3 - n))
    cols = [[ranks_of(o)[d] for o in lists.values()] for d in sorted(sc)]
    ref = stats.friedmanchisquare(*cols).statistic / (m * (n - 1))
    if abs(W - ref) > 1e-9:
        bad.append((W, ref))
    if panel is same_all and abs(W - 1) > 1e-12:
        bad.append(("perfect", W))
verdict(not bad, bad)
''', why="Kendall & Babington Smith 1939: W = 12S/(m^2(n^3-n)) = chi2_F / (m(n-1))"))
    cases.append(ok("u20s_page_L_from_borda", "Page's L for the spiked order 007 < 630 < 248 < 093 < 517 (sucrose "
                    "rising; rank 1 = least sweet) from the Borda rank sums equals scipy.stats.page_trend_test's L",
                    P12 + r'''
from scipy import stats
lists = {a: list(reversed(o)) for a, o in PANEL["sweetness"].items()}  # rank 1 = least sweet, as Page's test reads
frame = long_frame({"sweetness": lists})
out = rankagg.fuse(frame, "borda")
_, sc = fused_query(out, "sweetness")
m, n = len(lists), len(sc)
R = {d: m * (n + 1) - s for d, s in sc.items()}
pred = ["007", "630", "248", "093", "517"]
L = sum((j + 1) * R[d] for j, d in enumerate(pred))
data = np.array([[ranks_of(o)[d] for d in pred] for o in lists.values()], dtype=float)
ref = stats.page_trend_test(data, ranked=True).statistic
verdict(abs(L - ref) < 1e-9, (L, ref))
''', why="Page 1963; scipy.stats.page_trend_test: L = sum_j j R_j, columns in the predicted order"))
    # three assessors in a cycle tie every product at 6; two more make 093 and 248 tie at 11, both with a first place
    tie_panel = {"bitterness": {"A01": ["517", "093", "248"], "A02": ["093", "248", "517"],
                                "A03": ["248", "517", "093"], "A04": ["517", "093", "248"],
                                "A05": ["517", "248", "093"]}}
    cases.append(ok("u20s_borda_tied_rank_sums", "two products with equal rank sums (093 and 248: 11 each, 517: 8), both "
                    "ranked first once: the tie goes by the house rule to the smaller code, 093",
                    f"PANEL = {tie_panel!r}\n" + r'''
out = rankagg.fuse(long_frame(PANEL), "borda")
order, sc = fused_query(out, "bitterness")
want, ref = borda_house(PANEL["bitterness"])
verdict(order == want and all(sc[d] == ref[d] for d in ref) and sc["093"] == sc["248"] and order == ["517", "093", "248"], (order, want, sc, ref))
''', why="docs/conventions.md: ties broken by more rankers, then the best local rank, then the smaller docid"))
    cases.append(ok("u20s_kemeny_exact_panel", "kemeny(solver=exact) on 15 assessors x 6 products: its order's "
                    "Kendall distance to the panel equals the minimum over all 720 orders (brute force)",
                    f"PANEL = json.loads({json.dumps(json.dumps(_panel(22, 15, 6, noise=2.5)))})\n" + r'''
out = rankagg.fuse(long_frame(PANEL), "kemeny(solver=exact)")
order, _ = fused_query(out, "sweetness")
lists = PANEL["sweetness"]
verdict(kendall_cost(order, lists) == best_kemeny(lists), (order, kendall_cost(order, lists), best_kemeny(lists)))
''', why="Kemeny 1959: the order minimising the summed Kendall distance; docs/preferences.md: exact with a proof"))
    cases.append(ok("u20s_copeland_panel", "copeland on a 12 x 5 panel: each product's score is its pairwise "
                    "majority wins minus losses, counted by hand", P12 + r'''
out = rankagg.fuse(long_frame(PANEL), "copeland")
_, sc = fused_query(out, "sweetness")
ref = majority_copeland(PANEL["sweetness"])
verdict(all(abs(sc[d] - ref[d]) < 1e-9 for d in ref), (sc, ref))
''', why="Copeland 1951: majority wins minus losses (rankagg copeland's scores on complete strict lists)"))
    cases.append(ok("u20s_panel_of_one", "a panel of one assessor (a pilot session): borda, copeland, kemeny exact "
                    "and rrf each return that assessor's order", r'''
one = {"overall_liking": {"A01": ["381", "007", "517", "093"]}}
bad = []
for m in ("borda", "copeland", "kemeny(solver=exact)", "rrf"):
    order, _ = fused_query(rankagg.fuse(long_frame(one), m), "overall_liking")
    if order != one["overall_liking"]["A01"]:
        bad.append((m, order))
verdict(not bad, bad)
''', why="one ballot is its own consensus under every rule"))
    part = {"sweetness": {"A01": ["517", "093", "248", "630", "007"], "A02": ["093", "517", "630"],
                          "A03": ["248", "517", "093", "007", "630"], "A04": ["517", "248", "093", "630", "007"]}}
    cases.append(ok("u20s_unranked_product_borda_share", "an assessor who ranked 3 of 5 products (two cups spilt): "
                    "borda shares the 3 points left ((n - k + 1) / 2 = 1.5 each) to the two unranked",
                    f"PANEL = {part!r}\n" + r'''
out = rankagg.fuse(long_frame(PANEL), "borda")
order, sc = fused_query(out, "sweetness")
want, ref = borda_house(PANEL["sweetness"])
verdict(order == want and all(abs(sc[d] - ref[d]) < 1e-12 for d in ref), (order, want, sc, ref))
''', why="rankagg methods borda: unranked='share' shares the remaining points"))
    rep = {"sweetness": {f"{a}-s{s}": o for s, pan in ((1, _panel(23, 8, 4)), (2, _panel(24, 8, 4)))
                         for a, o in pan["sweetness"].items()}}
    cases.append(ok("u20s_replicates_as_runs", "replicates: 8 assessors in two sessions, each (assessor, session) a "
                    "list of its own ('A01-s1', 'A01-s2'): Borda = the rank sums over all 16 rankings",
                    f"PANEL = {rep!r}\n" + r'''
out = rankagg.fuse(long_frame(PANEL), "borda")
order, sc = fused_query(out, "sweetness")
want, ref = borda_house(PANEL["sweetness"])
R = rank_sums(PANEL["sweetness"])
verdict(order == want and all(sc[d] == 16 * 5 - R[d] for d in R), (order, want, sc, R))
''', why="ISO 8587: replicates add to the rank sums; each session's ranking is one ranker"))
    cases.append(ok("u20s_float_ranks_from_excel", "ranks read from Excel as floats (1.0, 2.0, ...: a blank cell "
                    "elsewhere made the column float64): the same consensus as the integers", P12 + r'''
f = long_frame(PANEL); g = f.copy(); g["rank"] = g["rank"].astype("float64")
a, b = rankagg.fuse(f, "borda"), rankagg.fuse(g, "borda")
verdict(a.equals(b), (a, b))
''', why="docs/conventions.md: a rank column's ranks are positive integers; 2.0 is the integer 2"))
    cases.append(ok("u20s_weighted_panel_leader", "weights={'A01': 3}: the panel leader's ranking counts three times "
                    "(weighted Borda by hand)", P12 + r'''
out = rankagg.fuse(long_frame(PANEL), "borda", weights={"A01": 3.0})
order, sc = fused_query(out, "sweetness")
want, ref = borda_house(PANEL["sweetness"], {"A01": 3.0})
verdict(order == want and all(abs(sc[d] - ref[d]) < 1e-9 for d in ref), (order, want, sc, ref))
''', why="rankagg methods borda: weights multiply each ranker's points; a run not named weighs 1"))
    cases.append(ok("u20s_mean_rank_panel", "mean_rank on the 24-assessor panel: the products in the order of their "
                    "mean ranks R / m per attribute, ties by the house rule", P24 + r'''
out = rankagg.fuse(long_frame(PANEL), "mean_rank")
bad = []
for q, lists in PANEL.items():
    order, _ = fused_query(out, q)
    want, _ = borda_house(lists)
    if order != want:
        bad.append((q, order, want))
verdict(not bad, bad)
''', why="rankagg methods mean_rank: the mean of the ranks; on complete lists its order is the rank sums'"))
    cases.append(ok("u20s_descriptive_panel_80x10x30", "a descriptive panel's day: 80 assessors x 10 products x 30 "
                    "attributes (24,000 rows): Borda scores m(n + 1) - R on every attribute",
                    "PANEL = make_panel(27, 80, 10, [f'attr{k:02d}' for k in range(30)], noise=3.0)\n" + r'''
out = rankagg.fuse(long_frame(PANEL), "borda")
bad = []
for q, lists in PANEL.items():
    order, sc = fused_query(out, q)
    R = rank_sums(lists)
    want, _ = borda_house(lists)
    if order != want or any(sc[d] != 80 * 11 - R[d] for d in R):
        bad.append((q, order, want))
verdict(not bad and out["q_id"].nunique() == 30, bad[:2])
''', why="rankagg methods borda: n - r + 1 points; ISO 8587 rank sums"))
    cond = {"liking": {**{f"A{k:02d}": ["381", "517", "093", "248"] for k in range(1, 5)},
                       **{f"A{k:02d}": ["517", "381", "248", "093"] for k in range(5, 8)},
                       **{f"A{k:02d}": ["093", "248", "381", "517"] for k in range(8, 11)}}}
    cases.append(ok("u20s_condorcet_winner_first", "condorcet on a panel where 381 beats every other product by a "
                    "majority of assessors: 381 first, each neighbour pair after it in majority order",
                    f"PANEL = {cond!r}\n" + r'''
out = rankagg.fuse(long_frame(PANEL), "condorcet")
order, _ = fused_query(out, "liking")
lists = PANEL["liking"]
beats = lambda x, y: sum(o.index(x) < o.index(y) for o in lists.values()) > len(lists) / 2
verdict(order[0] == "381" and all(beats(order[i], order[i + 1]) for i in range(3)), order)
''', why="Montague & Aslam 2002: a Condorcet winner is first in Condorcet-fuse; each neighbour pair in majority order"))
    hed = {"A01": {"liking": {"517": 7, "093": 8, "248": 3, "630": 5}},
           "A02": {"liking": {"517": 9, "093": 6, "248": 2, "630": 6}},
           "A03": {"liking": {"517": 6, "093": 7, "248": 4, "630": 2}}}
    cases.append(ok("u20s_hedonic_scores_dict", "a 9-point hedonic rating per assessor ({assessor: {attribute: "
                    "{code: rating}}}), one tie (A02: 093 and 630 at 6): borda ranks each list by rating, the tie by "
                    "code descending (trec_eval)", f"RUNS = {hed!r}\n" + r'''
out = rankagg.fuse(RUNS, "borda")
sc, cnt, best = borda_ref({a: r["liking"] for a, r in RUNS.items()})
want = sorted(sc, key=lambda d: (-sc[d], -cnt[d], best[d], d))
verdict(list(out["liking"]) == want and all(abs(out["liking"][d] - sc[d]) < 1e-9 for d in sc), (out, sc))
''', why="docs/conventions.md: ranks from scores, score descending then docid descending (trec_eval)"))
    cases.append(ok("u20s_int_codes_stay_int", "product codes as int64 (the export dropped the leading zero: 93, 7): "
                    "ids come back as ints, the consensus that of the text codes", P12 + r'''
f = long_frame(PANEL); g = f.copy(); g["doc_id"] = g["doc_id"].astype("int64")
a, b = rankagg.fuse(f, "copeland"), rankagg.fuse(g, "copeland")
sa = {int(d): s for d, s in zip(a["doc_id"], a["score"])}
sb = dict(zip(b["doc_id"], b["score"]))
# a tie goes by the ids as text (docs/conventions.md), and 7 is not 007: the scores are compared, then each tie's order
ties_by_text = all(x > y or (x == y and str(i) < str(j)) for (i, x), (j, y) in zip(sb.items(), list(sb.items())[1:]))
verdict(str(b["doc_id"].dtype) == "int64" and sa == sb and ties_by_text, (a, b))
''', why="README: int ids stay ints; Copeland's scores do not depend on the ids' names; ties by the ids' text"))
    cmp_rows = [(q, x, y, "win" if o.index(x) < o.index(y) else "loss", a)
                for q, lists in p12.items() for a, o in lists.items() for x, y in
                [(x, y) for i, x in enumerate(sorted(o)) for y in sorted(o)[i + 1:]]]
    cases.append(ok("u20s_paired_comparisons_borda_wins", "the ranking converted to paired comparisons (query, item_a, "
                    "item_b, outcome, judge = assessor): borda_wins orders the products by the rank sums (wins = "
                    "m n - R)", f"ROWS = {cmp_rows!r}\n" + P12 + r'''
t = pd.DataFrame(ROWS, columns=["query", "item_a", "item_b", "outcome", "judge"])
out = rankagg.fuse(t, "borda_wins")
R = rank_sums(PANEL["sweetness"])
m, n = 12, 5
got = dict(zip(out["item"], out["score"].astype(float)))
order = list(out.sort_values("rank")["item"])
want = sorted(R, key=lambda d: (R[d], d))  # equal rank sums: the smaller code first
verdict(order == want and all(abs(got[d] - (m * n - R[d])) < 1e-9 for d in R), (out, R))
''', why="a ranking of n is n(n-1)/2 comparisons; a product's wins over the panel are sum (n - r) = mn - R"))

    # -- from the command line: PrefLib files, one file per assessor
    p20 = _panel(25, 20, 5)["sweetness"]
    order20, sc20 = _borda_house(p20)
    soc = _soc(p20, _CODES[:5], "sweet")
    cases.append(cli_ok("u20s_preflib_soc_borda", "fuse sweet.soc --method borda -o o.csv: 20 assessors, 5 products "
                        "named by their codes ('093', '007'): the table's items keep the codes, scores the Borda "
                        "rank sums", ["fuse", "sweet.soc", "--method", "borda", "-o", "o.csv"], {"sweet.soc": soc},
                        _table_check({"sweet": order20}, {"sweet": sc20}, names=True), fast=True,
                        why="docs/preferences.md: a name without blanks is its own id; borda n - r + 1"))
    p80 = _panel(28, 80, 10, noise=3.0)["sweetness"]
    o80, s80 = _borda_house(p80)
    cases.append(cli_ok("u20s_preflib_soc_80x10_borda", "fuse panel80.soc --method borda -o o.tsv: the lab's largest "
                        "panel, 80 assessors x 10 products (codes 007, 093, ...): the Borda rank sums",
                        ["fuse", "panel80.soc", "--method", "borda", "-o", "o.tsv"],
                        {"panel80.soc": _soc(p80, _CODES, "panel80")},
                        _table_check({"panel80": o80}, {"panel80": s80}, name="o.tsv"),
                        why="docs/preferences.md: an election is one query named by its file; borda n - r + 1"))
    toc = ("# FILE NAME: bitter.toc\n# TITLE: bitterness\n# DATA TYPE: toc\n# NUMBER ALTERNATIVES: 4\n"
           "# NUMBER VOTERS: 6\n# NUMBER UNIQUE ORDERS: 3\n# ALTERNATIVE NAME 1: 517\n# ALTERNATIVE NAME 2: 093\n"
           "# ALTERNATIVE NAME 3: 248\n# ALTERNATIVE NAME 4: 630\n3: 2,{1,3},4\n2: 1,2,3,4\n1: {1,2},4,3\n")
    # a tied class takes its best place's points (docs/preferences.md): 2,{1,3},4 is 093 4, 517 and 248 3, 630 1
    pts = {"517": 3 * 3 + 2 * 4 + 4, "093": 3 * 4 + 2 * 3 + 4, "248": 3 * 3 + 2 * 2 + 1, "630": 3 * 1 + 2 * 1 + 2}
    cases.append(cli_ok("u20s_preflib_toc_ties_borda", "fuse bitter.toc --method borda: assessors who could not tell "
                        "two cups apart ({1,3}); a tied class takes its best place's points",
                        ["fuse", "bitter.toc", "--method", "borda", "-o", "o.csv"], {"bitter.toc": toc},
                        _table_check({"bitter": sorted(pts, key=lambda d: -pts[d])}, {"bitter": pts}),
                        why="docs/preferences.md: tied alternatives share the best rank of their class"))
    soi_lists = {"A01": ["517", "093", "248", "630", "007"], "A02": ["093", "517", "630"],
                 "A03": ["248", "517", "093", "007", "630"], "A04": ["517", "248", "093"]}
    soi = _soc(soi_lists, _CODES[:5], "sweet", "soi")
    o_soi, s_soi = _borda_house(soi_lists)
    cases.append(cli_ok("u20s_preflib_soi_unranked_borda", "fuse sweet.soi --method borda: two assessors ranked only "
                        "3 of 5 products; the unranked share the points left",
                        ["fuse", "sweet.soi", "--method", "borda", "-o", "o.csv"], {"sweet.soi": soi},
                        _table_check({"sweet": o_soi}, {"sweet": s_soi}),
                        why="docs/preferences.md: alternatives a voter left out are unranked; borda shares"))
    p15 = _panel(26, 15, 6, noise=2.5)["sweetness"]

    def kemeny_check(out: str, folder: Path) -> bool:
        rows = sorted(_read_table(folder, "o.csv"), key=lambda r: int(r["rank"]))
        order = [r["item"] for r in rows]
        import itertools

        def cost(o: list[str]) -> int:
            pos = {p: i for i, p in enumerate(o)}
            return sum(1 for ll in p15.values() for x, y in itertools.combinations(ll, 2) if pos[x] > pos[y])
        return sorted(order) == sorted(_CODES[:6]) and cost(order) == min(cost(list(p)) for p in
                                                                         itertools.permutations(_CODES[:6]))
    cases.append(cli_ok("u20s_preflib_default_kemeny", "fuse liking.soc -o o.csv (the default for elections, "
                        "kemeny exact): the order's Kendall cost equals the brute-force minimum over 720 orders",
                        ["fuse", "liking.soc", "-o", "o.csv"], {"liking.soc": _soc(p15, _CODES[:6], "liking")},
                        kemeny_check, why="docs/preferences.md: the default method for elections is kemeny(solver="
                                          "exact), which proves the optimum"))
    by_a = _by_assessor(p24)
    runs = {f"{a}.run": _assessor_run(v, a) for a, v in by_a.items()}
    refs24 = {q: _borda_house(lists)[0] for q, lists in p24.items()}
    cases.append(cli_ok("u20s_assessor_runs_borda", "fuse A01.run ... A24.run --method borda: one TREC-style file per "
                        "assessor, a query per attribute, score n - rank + 1: the rank-sum order per attribute",
                        ["fuse", *sorted(runs), "--method", "borda", "-o", "fused.run"], runs, _run_check(refs24),
                        why="rankagg methods borda over strict complete lists: the rank-sum order, house ties"))
    cases.append(cli_ok("u20s_assessor_runs_depth3", "fuse --method borda --depth 3: the three products the lab "
                        "takes to the consumer test, per attribute",
                        ["fuse", *sorted(runs), "--method", "borda", "--depth", "3", "-o", "fused.run"], runs,
                        _run_check(refs24, depth=3), why="fuse --help: --depth writes the first N per query"))
    rank_runs = {f"{a}.run": _assessor_run(v, a, ranks_as_scores=True) for a, v in by_a.items()}
    cases.append(cli_ok("u20s_assessor_ranks_trust_rank", "fuse --trust-rank --method borda: the files' score column "
                        "holds the rank (1 = best), the rank column too: ordered by the rank column, the rank-sum order",
                        ["fuse", *sorted(rank_runs), "--trust-rank", "--method", "borda", "-o", "fused.run"],
                        rank_runs, _run_check(refs24),
                        why="fuse --help: --trust-rank orders lists by their rank column, not by score"))
    cons = refs24["sweetness"]
    spiked = {p: 4 - i for i, p in enumerate(sorted(_CODES[:6], key=lambda p: cons.index(p)))}
    spiked[cons[0]], spiked[cons[1]] = spiked[cons[1]], spiked[cons[0]]  # the panel swapped the two sweetest
    grades = {p: max(g, 0) for p, g in spiked.items()}
    want_ndcg = _ndcg(cons, grades, 5)

    def eval_check(out: str, folder: Path) -> bool:
        for line in out.splitlines():
            f = line.split()
            if len(f) == 3 and f[0] in ("ndcg_cut_5", "nDCG@5") and f[1] == "all":  # trec_eval's name or rankagg's
                return abs(float(f[2]) - want_ndcg) < 5e-5
        return False
    fused_sweet = "".join(f"sweetness Q0 {p} {i + 1} {100 - i} panel\n" for i, p in enumerate(cons))
    qrels = "".join(f"sweetness 0 {p} {g}\n" for p, g in grades.items())
    cases.append(cli_ok("u20s_eval_spiked_reference", "evaluate -m ndcg_cut.5 --qrels sucrose.qrels consensus.run: the "
                        "training panel's consensus against spiked sucrose levels (graded 0-4, '007' and '093' "
                        "codes): nDCG@5 by hand", ["evaluate", "--qrels", "sucrose.qrels", "-m", "ndcg_cut.5",
                                                   "consensus.run"],
                        {"sucrose.qrels": qrels, "consensus.run": fused_sweet}, eval_check,
                        why="trec_eval ndcg_cut: gain = grade, discount log2(rank + 1)"))

    # -- ranks typed into a score column: files warn (score_direction); every other form must too
    rank_dict = {a: {q: {p: float(r) for p, r in _ranks_of(o).items()} for q, o in v.items()}
                 for a, v in _by_assessor(p12).items()}
    cases.append(ok_warns("u20s_dict_ranks_as_scores_warn", "rankagg.fuse({assessor: {attribute: {code: rank}}}, "
                          "'borda'): ranks given as scores (1 = best) are read highest first as trec_eval reads "
                          "them, and the lab is told, as a run file's reader tells", f"RUNS = {rank_dict!r}\n" + r'''
out = rankagg.fuse(RUNS, "borda")
sc, cnt, best = borda_ref({a: r["sweetness"] for a, r in RUNS.items()})
want = sorted(sc, key=lambda d: (-sc[d], -cnt[d], best[d], d))
verdict(list(out["sweetness"]) == want, (out, want))
''', "rise", why="rankagg/io/score_direction.py: scores rising down every list are told (files); a dict holds the "
                "same lists"))
    frame_code = P12 + r'''
f = long_frame(PANEL).rename(columns={"rank": "score"})
out = rankagg.fuse(f, "borda")
sc, cnt, best = borda_ref({a: {p: float(r) for p, r in ranks_of(o).items()} for a, o in PANEL["sweetness"].items()})
want = sorted(sc, key=lambda d: (-sc[d], -cnt[d], best[d], d))
verdict(list(out["doc_id"]) == want, (out, want))
'''
    cases.append(ok_warns("u20s_frame_ranks_in_score_column_warn", "a long frame whose 'score' column holds the ranks "
                          "(1 = best, rows in rank order): read by score as trec_eval reads it, and told",
                          frame_code, "rise", why="rankagg/io/score_direction.py: the warning a run file gets"))
    rank_parquet = pandas_setup("import json\nPANEL = json.loads(" + repr(json.dumps(p12)) + ")\n" + r'''
rows = [("sweetness", a, p, float(i + 1)) for a, o in PANEL["sweetness"].items() for i, p in enumerate(o)]
pd.DataFrame(rows, columns=["q_id", "run", "doc_id", "score"]).to_parquet(folder / "panel.parquet", index=False)
''')
    sc_rp, cnt_rp, best_rp = _NS["borda_ref"]({a: {p: float(r) for p, r in _ranks_of(o).items()}
                                               for a, o in p12["sweetness"].items()})
    cases.append(cli_ok("u20s_parquet_ranks_as_scores_warn", "fuse panel.parquet --method borda: the lab's archive "
                        "with the rank in the score column: read by score, highest first, and told",
                        ["fuse", "panel.parquet", "--method", "borda", "-o", "fused.run"], {},
                        _run_check({"sweetness": sorted(sc_rp, key=lambda d: (-sc_rp[d], -cnt_rp[d], best_rp[d], d))}),
                        warns="rise", setup=rank_parquet,
                        why="rankagg/io/score_direction.py: a run file whose scores rise is told; a Parquet run table "
                            "is a run file"))

    # -- the lab's sheets and mistakes
    fizz = "\ufeffAssessor;Session;Product;Rank\n" + "".join(
        f"{a};1;{p};{r}\n" for a, o in p12["sweetness"].items() for p, r in _ranks_of(o).items())
    cases.append(cli_bad("u20s_fizz_semicolon_bom", "fuse fizz_export.csv: a FIZZ export, BOM, ';' separators, "
                         "Assessor;Session;Product;Rank", ["fuse", "fizz_export.csv", "-o", "o.csv"],
                         {"fizz_export.csv": fizz}, "fizz_export.csv:1",
                         why="a ';' CSV is no table rankagg reads; the file and header line named"))
    long_csv = "Assessor,Session,Product,Rank\n" + "".join(
        f"{a},1,{p},{r}\n" for a, o in p12["sweetness"].items() for p, r in _ranks_of(o).items())
    cases.append(cli_bad("u20s_long_sheet_csv", "fuse panel.csv: the long sheet saved with commas: read as gene "
                         "lists it would be nonsense, so refused naming the file", ["fuse", "panel.csv", "-o", "o.csv"],
                         {"panel.csv": long_csv}, "panel.csv:",
                         why="docs/genes.md: a table of lists has one column per list; this has one row per rank"))
    wide = "Assessor," + ",".join(_CODES[:5]) + "\n" + "".join(
        f"{a}," + ",".join(str(_ranks_of(o)[p]) for p in _CODES[:5]) + "\n" for a, o in p12["sweetness"].items())
    cases.append(cli_bad("u20s_wide_ranks_sheet", "fuse wide.csv: a wide sheet, one row per assessor, one column per "
                         "product holding its rank", ["fuse", "wide.csv", "-o", "o.csv"], {"wide.csv": wide},
                         "wide.csv:",
                         why="the columns hold ranks, not lists of items: refused, pointing to PrefLib or a long table"))
    codes_sheet = "Assessor,1st,2nd,3rd,4th,5th\n" + "".join(
        f"{a}," + ",".join(o) + "\n" for a, o in p12["sweetness"].items())
    cases.append(cli_bad("u20s_codes_in_rank_order_sheet", "fuse order.csv: a wide sheet holding the product codes in "
                         "rank order (1st..5th), looking like the sheet of ranks", ["fuse", "order.csv", "-o", "o.csv"],
                         {"order.csv": codes_sheet}, "order.csv:",
                         why="each column '1st' holds one place over the assessors, not one ranked list"))
    cases.append(bad("u20s_tool_column_names", "rankagg.fuse of the export's own columns (Attribute, Assessor, "
                     "Product, Rank): refused naming the columns it has", P12 + r'''
f = long_frame(PANEL).rename(columns={"q_id": "Attribute", "run": "Assessor", "doc_id": "Product", "rank": "Rank"})
rankagg.fuse(f, "borda")
''', "Assessor", "Product", why="fuse_forms: a frame needs qid, docid and run columns; its own are named"))
    cases.append(bad("u20s_nan_rank_blank_cell", "the export left an unranked product's cell blank (NaN rank): "
                     "refused naming the row, not read as rank 0 or last", P12 + r'''
f = long_frame(PANEL); f["rank"] = f["rank"].astype(float); f.loc[7, "rank"] = float("nan")
rankagg.fuse(f, "borda")
''', "row 7", why="docs/conventions.md: a missing score or grade is refused as one"))
    cases.append(bad("u20s_sessions_merged_one_list", "two sessions of the same assessors with run = Assessor only: "
                     "each product twice in one list, refused naming the row", r'''
a = long_frame(json.loads(''' + repr(json.dumps(_panel(23, 8, 4))) + r'''))
b = long_frame(json.loads(''' + repr(json.dumps(_panel(24, 8, 4))) + r'''))
rankagg.fuse(pd.concat([a, b], ignore_index=True), "borda")
''', "row 32", why="docs/conventions.md: a document twice in one list is refused"))
    cases.append(bad("u20s_weight_unknown_assessor", "weights keyed by an assessor not on the panel ('A99', a typo): "
                     "refused naming it, not silently weighing nobody", P12 + r'''
rankagg.fuse(long_frame(PANEL), "borda", weights={"A99": 2.0})
''', "A99", why="docs/conventions.md: weights key each run by its name; a name of no run weighs nothing"))
    cases.append(cli_bad("u20s_method_friedman", "fuse --method friedman: the lab asks for the test by name",
                         ["fuse", "sweet.soc", "--method", "friedman", "-o", "o.csv"], {"sweet.soc": soc},
                         "friedman", why="rankagg methods: no method friedman; the unknown name is named"))
    cases.append(cli_bad("u20s_soc_count_short", "sweet.soc whose header was edited by hand: NUMBER VOTERS 21, "
                         "the counts add up to 20", ["fuse", "sweet.soc", "--method", "borda", "-o", "o.csv"],
                         {"sweet.soc": soc.replace("# NUMBER VOTERS: 20", "# NUMBER VOTERS: 21")}, "sweet.soc",
                         why="docs/preferences.md: counts that do not add up to NUMBER VOTERS are refused"))
    bad_alt = soc.rstrip("\n").rsplit("\n", 1)
    cases.append(cli_bad("u20s_soc_code_as_number", "an order line that names a product by its code (517) instead of "
                         "its alternative number", ["fuse", "sweet.soc", "--method", "borda", "-o", "o.csv"],
                         {"sweet.soc": bad_alt[0] + "\n" + bad_alt[1].split(":")[0] + ": 517,2,3,4,5\n"},
                         f"sweet.soc:{soc.count(chr(10))}",
                         why="PrefLib: an order lists alternative numbers 1..n; 517 is out of range"))
    cases.append(cli_bad("u20s_soc_bootstrap", "fuse sweet.soc --bootstrap 200: the lab wants intervals on the "
                         "consensus", ["fuse", "sweet.soc", "--bootstrap", "200", "-o", "o.csv"], {"sweet.soc": soc},
                         "--bootstrap", why="docs/preferences.md: --bootstrap is refused by name for elections"))
    mid = "".join(f"sweetness Q0 {p} {r} {s} A01\n" for p, r, s in
                  (("517", "1", "5"), ("093", "2.5", "3.5"), ("248", "2.5", "3.5"), ("630", "4", "2"), ("007", "5", "1")))
    cases.append(cli_bad("u20s_decimal_comma_score", "an assessor's file with a decimal-comma score ('3,5', a Compusense "
                         "export on a German PC)", ["fuse", "A01.run", "A02.run", "-o", "fused.run"],
                         {"A01.run": mid.replace("3.5", "3,5"), "A02.run": runs["A02.run"]}, "A01.run:2",
                         why="trec_eval reads the score with atof: '3,5' is no number rankagg reads as 3.5"))
    return cases
