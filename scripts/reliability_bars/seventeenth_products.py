"""Issue 45's seventeenth bar of scripts/reliability_matrix.py, an e-commerce search team's product rankings (its cases, ids ``u17e_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's.

The team's day: per search query (the query string itself as the id: mixed case, accents, quotes, emoji), four
rankings of SKUs (zero-padded ``000123``, variants ``123-RED-XL``, 13-digit EANs, int64 GTINs beyond 2^53) come
from the lexical engine (BM25 scores), a learning-to-rank model (LambdaMART margins, negative too), popularity
(order counts, tied by the hundreds) and merchandising (a pinned SKU or none), exported as TREC runs, Parquet from
BigQuery / Snowflake, pandas frames with categorical columns; they are fused (RRF, weighted, Borda, CombSUM /
CombMNZ), cut to a page (``--depth``), explained, and measured by nDCG@10 against purchase-count qrels.  The
references below are computed here (``_REF``, run in this module and in each API snippet): the formulas
``rankagg methods`` states (RRF ``sum w / (60 + r)``; Borda ``n - r + 1`` with ``(n - k + 1) / 2`` shared by the
ids a list lacks; CombSUM of min-max ``(s - min) / (max - min)``, 1 for a list of one value; CombMNZ that times
the lists returning the id), the ranking rule of docs/conventions.md (score descending, then the id descending as
bytes), the house tie rule (more lists, then the best place, then the smaller id), and trec_eval's measures
(``ndcg_cut``: gain = the grade, discount ``log2(i + 1)``; ``map``; ``P``; ``recip_rank``); never rankagg's code."""

from __future__ import annotations

import gzip
import json
from pathlib import Path
from typing import Any, Callable

from .case import Case, stdout_has, command_cases
from .references import RUN_AGREEMENT, TREC_MEASURES, reference_namespace

SEVENTEENTH_PRODUCTS = "45 Unseen inputs: a seventeenth bar, an e-commerce search team's product rankings"

# The references, as text: exec'd here for the CLI cases and prepended to every API snippet (its own process).
_REF = RUN_AGREEMENT + r'''
import math

def lcg(seed):
    x = seed
    while True:
        x = (x * 6364136223846793005 + 1442695040888963407) % 2 ** 64
        yield x >> 11

def places(lst):
    """trec_eval's order: score descending, then the id descending as bytes."""
    o = sorted(lst, key=lambda d: (float(lst[d]), str(d).encode()), reverse=True)
    return {d: r for r, d in enumerate(o, 1)}

def minmax(lst):
    if not lst:
        return {}
    lo, hi = min(lst.values()), max(lst.values())
    return {d: (1.0 if hi == lo else (s - lo) / (hi - lo)) for d, s in lst.items()}

def reference(runs, method, w=None, pos=None):
    """{query: (fused score, lists returning the id, best place)}; pos: {run: {query: {id: place}}} overrides."""
    ref = {}
    for q in sorted({q for r in runs.values() for q in r}, key=str):
        allids = set().union(*[set(r.get(q, {})) for r in runs.values()])
        n = len(allids)
        sc = {d: 0.0 for d in allids}; cnt = {d: 0 for d in allids}; best = {d: 10 ** 9 for d in allids}
        for name, r in runs.items():
            wm = (w or {}).get(name, 1.0)
            lst = r.get(q, {})
            p = pos[name][q] if pos and q in pos.get(name, {}) else places(lst)
            mm = minmax(lst)
            for d in allids:
                if d in lst:
                    cnt[d] += 1; best[d] = min(best[d], p[d])
                    sc[d] += wm * {"rrf": 1.0 / (60 + p[d]), "borda": n - p[d] + 1,
                                   "combsum": mm[d], "combmnz": mm[d]}[method]
                elif method == "borda" and q in r:
                    sc[d] += wm * (n - len(lst) + 1) / 2
        if method == "combmnz":
            sc = {d: s * cnt[d] for d, s in sc.items()}
        ref[q] = (sc, cnt, best)
    return ref

def close(a, b, rel=1e-7):
    return abs(a - b) <= rel * max(1.0, abs(a), abs(b))

def agree(rows, ref, depth=None, exact=True):
    """'' when each query's written list is the reference's, else what differs."""
    rows = {str(q): [(str(d), float(s)) for d, s in got] for q, got in rows.items()}
    ref = {str(q): ({str(d): v for d, v in sc.items()}, {str(d): v for d, v in c.items()},
                    {str(d): v for d, v in b.items()}) for q, (sc, c, b) in ref.items()}
    if set(rows) != set(ref):
        return "queries differ: %r" % sorted(set(rows) ^ set(ref))[:3]
    for q, got in rows.items():
        sc, cnt, best = ref[q]
        want = len(sc) if depth is None else min(depth, len(sc))
        ids = [d for d, _ in got]
        if len(ids) != want or len(set(ids)) != want or set(ids) - set(sc):
            return "%s: %d ids written, %d expected" % (q, len(ids), want)
        rest = set(sc) - set(ids)
        if rest and min(sc[d] for d in ids) < max(sc[d] for d in rest) - 1e-9:
            return "%s: a better id left out of the top %d" % (q, want)
        for (a, _), (b, _) in zip(got, got[1:]):
            if sc[a] < sc[b] - 1e-9 * max(1.0, abs(sc[b])):
                return "%s: %s (%r) before %s (%r)" % (q, a, sc[a], b, sc[b])
            if abs(sc[a] - sc[b]) <= 1e-12 * max(1.0, abs(sc[a])) and (-cnt[a], best[a], a) > (-cnt[b], best[b], b):
                return "%s: tie %s before %s against the house rule" % (q, a, b)
        for i, (d, s) in enumerate(got):
            near = any(close(sc[d], sc[e]) for e, _ in got[max(0, i - 1):i + 2] if e != d)
            if exact and not near and not close(s, sc[d], 1e-9):
                return "%s: score of %s %r, expected %r" % (q, d, s, sc[d])
    return ""

def ordered(rows):
    """{query: [id, ...]} of a written run, by trec_eval's order of its scores."""
    return {q: sorted((d for d, _ in got), key=lambda d: places(dict(got))[d]) for q, got in rows.items()}
''' + TREC_MEASURES

_NS = reference_namespace(_REF, "seventeenth_products._REF")
reference: Callable[..., Any] = _NS["reference"]
agree: Callable[..., str] = _NS["agree"]
read_run: Callable[[str], dict] = _NS["read_run"]
ordered: Callable[[dict], dict] = _NS["ordered"]
measures: Callable[..., Any] = _NS["measures"]
places: Callable[[dict], dict] = _NS["places"]
lcg = _NS["lcg"]

# The search strings as query ids: a TREC line has no blank, so the team's log joins words by '_'
_QUERIES = ["red_shoes", "iPhone_15_case", "café_crème", '"nike"_air', "👟_trail", "LEGO_42115", "Red_Shoes"]


def _skus(n: int, seed: int) -> list[str]:
    """n distinct zero-padded SKUs, some of them colour/size variants, deterministic."""
    g, out, seen = lcg(seed), [], set()
    sizes, colours = ("S", "M", "L", "XL"), ("RED", "BLK", "NVY")
    while len(out) < n:
        v = next(g)
        base = f"{v % 999999:06d}"
        sku = base if v % 4 else f"{int(base)}-{colours[(v >> 8) % 3]}-{sizes[(v >> 12) % 4]}"
        if sku not in seen:
            seen.add(sku)
            out.append(sku)
    return out


def _catalogue(queries: list[str], sizes: dict[str, int], seed: int, pool: int = 90) -> dict[str, dict[str, list[str]]]:
    """{source: {query: [sku, best first]}}: a shared relevance plus each source's noise, cut at its length."""
    ids = _skus(pool, seed)
    g = lcg(seed * 17 + 3)
    base = {d: next(g) / 2 ** 53 for d in ids}
    out: dict[str, dict[str, list[str]]] = {}
    for src, k in sizes.items():
        out[src] = {}
        for q in queries:
            noisy = {d: base[d] + 0.7 * next(g) / 2 ** 53 for d in ids}
            out[src][q] = sorted(ids, key=lambda d: -noisy[d])[:k]
    return out


def _bm25(order: list[str], seed: int) -> dict[str, float]:
    g, s, out = lcg(seed), 24.0, {}
    for d in order:
        out[d] = round(s, 4)
        s -= 0.01 + (next(g) % 1000) / 900
    return out


def _margins(order: list[str], seed: int) -> dict[str, float]:
    """LambdaMART margins: decreasing, crossing zero into the negatives."""
    g, s, out = lcg(seed), 3.2, {}
    for d in order:
        out[d] = round(s, 6)
        s -= (1 + next(g) % 997) / 4000
    return out


def _popularity(ids: list[str], seed: int, bucket: int = 100) -> dict[str, int]:
    """Order counts of the last 30 days, rounded to hundreds: ties by the hundreds."""
    g = lcg(seed)
    return {d: (next(g) % 4000) // bucket * bucket for d in ids}


def _run(tag: str, lists: dict[str, dict[str, float]], eol: str = "\n") -> str:
    """A TREC run, each list written in trec_eval's order (rank column 1..n)."""
    out = []
    for q, lst in lists.items():
        for d, r in sorted(places(lst).items(), key=lambda x: x[1]):
            out.append(f"{q} Q0 {d} {r} {lst[d]} {tag}{eol}")
    return "".join(out)


def _parse(text: str) -> dict[str, dict[str, float]]:
    out: dict[str, dict[str, float]] = {}
    for line in text.splitlines():
        q, _, d, _, s, _ = line.split()
        out.setdefault(q, {})[d] = float(s)
    return out


def _check_run(ref: Any, depth: int | None = None, name: str = "fused.run", extra: Callable[[dict], bool] | None = None
               ) -> Callable[[str, Path], bool]:
    def check(out: str, folder: Path) -> bool:
        rows = read_run((folder / name).read_text(encoding="utf-8"))
        return not agree(rows, ref, depth) and (extra is None or extra(rows))

    return check


def _qrels_text(qrels: dict[str, dict[str, int]]) -> str:
    return "".join(f"{q} 0 {d} {g}\n" for q, lst in qrels.items() for d, g in lst.items())


def _purchases(lists: dict[str, dict[str, list[str]]], queries: list[str], seed: int) -> dict[str, dict[str, int]]:
    """Purchase counts per (query, SKU) as graded relevance: most shown SKUs unsold, a few sold 1-40 times,
    and one SKU no list returned (bought from a category page)."""
    g = lcg(seed)
    out: dict[str, dict[str, int]] = {}
    for q in queries:
        shown = sorted({d for src in lists.values() for d in src.get(q, [])})
        out[q] = {}
        for d in shown:
            v = next(g)
            if v % 3 == 0:
                out[q][d] = 0 if v % 2 else 1 + (v >> 7) % 40
        out[q]["999999"] = 2
    return out


def _eval_check(expected: dict[str, float], per_query: dict[str, float] | None = None, run_name: str | None = None
                ) -> Callable[[str, Path], bool]:
    """rankagg evaluate's lines 'MEASURE<TAB>QUERY<TAB>VALUE' (4 decimals), one table per run, against the
    reference's means (and one measure's per-query values)."""
    def check(out: str, folder: Path) -> bool:
        got: dict[tuple[str, str], float] = {}
        for line in out.splitlines():
            f = line.split("\t")
            if len(f) == 4 and run_name is not None and f[0] == run_name:
                f = f[1:]
            if len(f) == 3:
                try:
                    got[(f[0].strip(), f[1].strip())] = float(f[2])
                except ValueError:
                    continue
        if not all(abs(got.get((m, "all"), -9) - v) <= 6e-5 for m, v in expected.items()):
            return False
        return all(abs(got.get(("nDCG@10", q), -9) - v) <= 6e-5 for q, v in (per_query or {}).items())

    return check


def seventeenth_bar_products_cases() -> list[Case]:
    G = SEVENTEENTH_PRODUCTS

    cli_ok, cli_bad = command_cases(G)

    def ok(id: str, what: str, code: str, why: str, files: dict | None = None, timeout: float = 120) -> Case:
        return Case(id, G, what, code=_REF + code, expect="ok", check=stdout_has("same"), memory_gb=4.0,
                    timeout=timeout, why=why, files=files or {})

    def bad(id: str, what: str, code: str, *mention: str, why: str, files: dict | None = None,
            outputs: tuple[str, ...] = (), fast: bool = False) -> Case:
        return Case(id, G, what, code=_REF + code, mention=mention, memory_gb=4.0, timeout=60, why=why,
                    files=files or {}, outputs=outputs, fast=fast)

    cases: list[Case] = []

    # -- the day's three exports over seven search strings: lexical top-60, LTR top-40 (margins), popularity top-50
    Q = _QUERIES
    cat = _catalogue(Q, {"lexical": 60, "ltr": 40, "popularity": 50}, seed=5)
    lex = {q: _bm25(lst, 100 + i) for i, (q, lst) in enumerate(cat["lexical"].items())}
    ltr = {q: _margins(lst, 200 + i) for i, (q, lst) in enumerate(cat["ltr"].items())}
    pop = {q: _popularity(lst, 300 + i) for i, (q, lst) in enumerate(cat["popularity"].items())}
    files = {"lexical.run": _run("lexical", lex), "ltr.run": _run("ltr", ltr), "popularity.run": _run("popularity", pop)}
    runs = {n[:-4]: _parse(t) for n, t in files.items()}
    qrels = _purchases(cat, Q, seed=9)

    cases.append(cli_ok("u17e_rrf_three_sources", "fuse lexical.run ltr.run popularity.run --method rrf: seven search "
                        "strings (mixed case, accents, quotes, emoji), zero-padded SKUs and variants, tied counts",
                        ["fuse", "lexical.run", "ltr.run", "popularity.run", "--method", "rrf", "-o", "fused.run"], files,
                        _check_run(reference(runs, "rrf")), fast=True,
                        why="rankagg methods rrf: sum 1 / (60 + r), r by score then id descending (docs/conventions.md); "
                            "'Red_Shoes' and 'red_shoes' are two query ids, as trec_eval reads them"))
    w = {"ltr": 2.0, "lexical": 1.0, "popularity": 0.25}
    cases.append(cli_ok("u17e_weights_file", "fuse ... --weights weights.txt ('NAME W' lines: ltr 2, lexical 1, "
                        "popularity 0.25) --method rrf",
                        ["fuse", "lexical.run", "ltr.run", "popularity.run", "--method", "rrf", "--weights", "weights.txt",
                         "-o", "fused.run"], {**files, "weights.txt": "ltr 2\nlexical 1\npopularity 0.25\n"},
                        _check_run(reference(runs, "rrf", w)),
                        why="fuse --help: --weights a file of 'NAME W' lines; rrf: sum w / (60 + r)"))
    cases.append(cli_ok("u17e_combsum_minmax_ties", "fuse --method combsum: BM25 scores, negative LambdaMART margins "
                        "and popularity counts tied by the hundreds, min-max normalised (the default for scored runs)",
                        ["fuse", "lexical.run", "ltr.run", "popularity.run", "--method", "combsum", "-o", "fused.run"],
                        files, _check_run(reference(runs, "combsum")),
                        why="docs/conventions.md: norm auto is min-max when runs carry scores; (s - min) / (max - min)"))
    cases.append(cli_ok("u17e_combmnz_minmax", "fuse --method combmnz of the three exports",
                        ["fuse", "lexical.run", "ltr.run", "popularity.run", "--method", "combmnz", "-o", "fused.run"],
                        files, _check_run(reference(runs, "combmnz")),
                        why="rankagg methods combmnz: CombSUM times the number of lists that returned the item"))
    cases.append(cli_ok("u17e_depth_page", "fuse --method rrf --depth 10: the first page of results per query",
                        ["fuse", "lexical.run", "ltr.run", "popularity.run", "--method", "rrf", "--depth", "10",
                         "-o", "fused.run"], files, _check_run(reference(runs, "rrf"), depth=10),
                        why="fuse --help: --depth writes at most this many documents per query"))
    cut = {n: {q: {d: s for d, s in lst.items() if places(lst)[d] <= 20} for q, lst in r.items()} for n, r in runs.items()}
    cases.append(cli_ok("u17e_input_depth", "fuse --method borda --input-depth 20: each source's first 20 SKUs only",
                        ["fuse", "lexical.run", "ltr.run", "popularity.run", "--method", "borda", "--input-depth", "20",
                         "-o", "fused.run"], files, _check_run(reference(cut, "borda")),
                        why="fuse --help: --input-depth keeps each run's first N documents (by trec_eval's order) "
                            "before fusing; borda n - r + 1, (n - k + 1) / 2 shared"))

    # -- out of stock: the LTR export drops the SKUs out of stock today, the others still list them
    oos = {q: {d for i, d in enumerate(cat["ltr"][q]) if i % 5 == 2} for q in Q}
    ltr_in_stock = {q: {d: s for d, s in lst.items() if d not in oos[q]} for q, lst in ltr.items()}
    f_oos = {**files, "ltr.run": _run("ltr", ltr_in_stock)}
    cases.append(cli_ok("u17e_borda_out_of_stock", "fuse --method borda where the LTR list lacks today's "
                        "out-of-stock SKUs (each list a different length)",
                        ["fuse", "lexical.run", "ltr.run", "popularity.run", "--method", "borda", "-o", "fused.run"],
                        f_oos, _check_run(reference({n[:-4]: _parse(t) for n, t in f_oos.items()}, "borda")),
                        why="rankagg methods borda: n - r + 1, the ids a list lacks share (n - k + 1) / 2 of it"))

    # -- merchandising: a pinned SKU for four queries, a boost run weighted 1000 so it stays on top
    pins = {q: cat["popularity"][q][-1] for q in Q[:4]}
    merch = {q: {d: 1.0} for q, d in pins.items()}
    f_pin = {**files, "merch.run": _run("merch", merch)}
    r_pin = {**runs, "merch": merch}

    def pinned_on_top(rows: dict) -> bool:
        return all(rows[q][0][0] == d for q, d in pins.items())

    cases.append(cli_ok("u17e_pinned_boost", "fuse with a merchandising run (one pinned SKU for four queries) weighted "
                        "1000 under rrf: the pinned SKU is first, the rest as RRF orders it",
                        ["fuse", "lexical.run", "ltr.run", "popularity.run", "merch.run", "--method", "rrf",
                         "--weights", "merch=1000", "-o", "fused.run"], f_pin,
                        _check_run(reference(r_pin, "rrf", {"merch": 1000.0}), extra=pinned_on_top),
                        why="rrf: sum w / (60 + r); 1000 / 61 exceeds any sum of three 1 / (60 + r)"))
    cases.append(cli_ok("u17e_empty_boost_run", "fuse with today's merchandising run empty (no campaign): an empty "
                        "run file is a run of no documents",
                        ["fuse", "lexical.run", "ltr.run", "popularity.run", "merch.run", "--method", "rrf",
                         "-o", "fused.run"], {**files, "merch.run": ""}, _check_run(reference(runs, "rrf")),
                        why="docs/conventions.md: a run given by name with nothing in it (an empty run file) is one; "
                            "it adds nothing to rrf's sum"))

    # -- the same exports as Snowflake writes them on Windows: gzipped, CRLF line ends
    f_gz = {f"{n}.gz": gzip.compress(_run(n[:-4], runs[n[:-4]], eol="\r\n").encode(), mtime=0) for n in files}
    cases.append(cli_ok("u17e_gzip_crlf_exports", "fuse lexical.run.gz ltr.run.gz popularity.run.gz: gzipped exports "
                        "with CRLF line ends --method rrf",
                        ["fuse", "lexical.run.gz", "ltr.run.gz", "popularity.run.gz", "--method", "rrf", "-o",
                         "fused.run"], f_gz, _check_run(reference(runs, "rrf")),
                        why="trec_eval splits fields on white space, a CR included: the same runs as the plain files"))

    cases.append(cli_ok("u17e_scores_rank", "fuse --method rrf --scores rank: the storefront wants n - rank + 1",
                        ["fuse", "lexical.run", "ltr.run", "popularity.run", "--method", "rrf", "--scores", "rank",
                         "-o", "fused.run"], files, _rank_scores_check(reference(runs, "rrf")),
                        why="fuse --help: --scores rank writes n - rank + 1 (n the query's fused list), same order"))

    # -- explain: the per-SKU breakdown the merchandisers ask for
    cases.append(cli_ok("u17e_explain_weighted", "fuse --method rrf --weights ltr=2 --explain why.jsonl: each SKU's "
                        "rank, weight and contribution per list",
                        ["fuse", "lexical.run", "ltr.run", "popularity.run", "--method", "rrf", "--weights", "ltr=2",
                         "--explain", "why.jsonl", "-o", "fused.run"], files,
                        _explain_check(runs, {"ltr": 2.0}),
                        why="rrf: contribution w / (60 + r), r by trec_eval's order; the document's score their sum"))

    # -- evaluation against purchases
    f_eval = {**files, "purchases.qrels": _qrels_text(qrels)}
    lex_order = ordered(read_run(files["lexical.run"]))
    exp_lex, per_lex = measures(lex_order, qrels)
    cases.append(cli_ok("u17e_eval_purchases", "evaluate lexical.run against purchase-count qrels (grades 0..40, a SKU "
                        "bought that no list returned) --measures nDCG@10 AP P@5 RR",
                        ["evaluate", "--qrels", "purchases.qrels", "lexical.run", "--measures", "nDCG@10", "AP", "P@5",
                         "RR"], f_eval, _eval_check(exp_lex),
                        why="trec_eval ndcg_cut: gain = the grade, discount log2(i + 1), ideal of all judged grades; "
                            "map, P, recip_rank: grade > 0 relevant"))
    cases.append(cli_ok("u17e_eval_per_query", "evaluate -q lexical.run: per search string nDCG@10 (emoji, accents, "
                        "quotes as ids)",
                        ["evaluate", "--qrels", "purchases.qrels", "lexical.run", "--measures", "nDCG@10", "-q"], f_eval,
                        _eval_check({"nDCG@10": exp_lex["nDCG@10"]}, {q: v["nDCG@10"] for q, v in per_lex.items()}),
                        why="trec_eval -q: one line per query, the query id as written"))
    zero_q = dict(qrels)
    zero_q["wireless_earbuds_ANC"] = {"000777": 5}
    exp_c, _ = measures(lex_order, zero_q, complete=True)
    cases.append(cli_ok("u17e_eval_complete_zero_result", "evaluate -c: a purchased query the lexical run returned "
                        "nothing for (a zero-result search) counts as 0",
                        ["evaluate", "--qrels", "purchases.qrels", "lexical.run", "--measures", "nDCG@10", "AP", "-c"],
                        {**files, "purchases.qrels": _qrels_text(zero_q)},
                        _eval_check({k: exp_c[k] for k in ("nDCG@10", "AP")}),
                        why="trec_eval -c: every judged query, one the run lacks valued 0"))
    # the fused order is the house order (ties included), which the written run keeps
    fref = reference(runs, "rrf")
    fused_order = {q: sorted(sc, key=lambda d: (-sc[d], -cnt[d], best[d], d)) for q, (sc, cnt, best) in fref.items()}
    exp_f, _ = measures(fused_order, qrels)
    cases.append(cli_ok("u17e_eval_fused_run", "fuse --method rrf, then evaluate fused.run against purchases: the "
                        "written run measures in the house order",
                        ["evaluate", "--qrels", "purchases.qrels", "fused.run", "--measures", "nDCG@10", "AP", "P@5", "RR"],
                        {**f_eval, "fused.run": _written(fref)}, _eval_check(exp_f),
                        why="trec_eval on a run: score descending; the house order written as descending scores"))

    ev3 = {n: measures(ordered(read_run(files[f"{n}.run"])), qrels)[0] for n in ("lexical", "ltr", "popularity")}

    def three(out: str, folder: Path) -> bool:
        return all(_eval_check({m: ev3[n][m] for m in ("nDCG@10", "AP")}, run_name=f"{n}.run")(out, folder) for n in ev3)

    cases.append(cli_ok("u17e_eval_three_sources", "evaluate lexical.run ltr.run popularity.run in one command "
                        "against purchases --measures nDCG@10 AP: which source sells best",
                        ["evaluate", "--qrels", "purchases.qrels", "lexical.run", "ltr.run", "popularity.run",
                         "--measures", "nDCG@10", "AP"], f_eval, three,
                        why="trec_eval per run: ndcg_cut (gain = grade), map; the popularity run's tied counts ranked "
                            "by SKU descending"))
    revenue = {q: {d: (g * 1999 + 49) if g else 0 for d, g in lst.items()} for q, lst in qrels.items()}
    exp_rev, _ = measures(lex_order, revenue)
    cases.append(cli_ok("u17e_eval_revenue_grades", "evaluate with revenue in cents as the grade (up to 80,000: "
                        "gain-weighted nDCG by money) --measures nDCG@10 AP",
                        ["evaluate", "--qrels", "revenue.qrels", "lexical.run", "--measures", "nDCG@10", "AP"],
                        {**files, "revenue.qrels": _qrels_text(revenue)},
                        _eval_check({k: exp_rev[k] for k in ("nDCG@10", "AP")}),
                        why="trec_eval reads the relevance as a long; ndcg_cut's gain is the level itself"))

    # -- variant ids, case-distinct, and 13-digit EANs in one run
    var = {"q_tshirt": {"123-RED-XL": 5.0, "123-red-xl": 4.0, "123-RED-L": 4.0, "0123-RED-XL": 3.0, "4006381333931": 2.5,
                        "4006381333931.0": 2.0, "123-RED-XL.": 1.0}}
    var2 = {"q_tshirt": {"123-red-xl": 9.0, "4006381333931": 8.0, "123-RED-XL": 1.0, "00123": 0.5}}
    f_var = {"lexical.run": _run("lexical", var), "ltr.run": _run("ltr", var2)}
    cases.append(cli_ok("u17e_variant_ids", "fuse two runs whose ids differ only by case, a leading zero, a '.0' or a "
                        "trailing dot (variants, EAN as text) --method rrf: each id is its own product",
                        ["fuse", "lexical.run", "ltr.run", "--method", "rrf", "-o", "fused.run"], f_var,
                        _check_run(reference({"lexical": var, "ltr": var2}, "rrf")),
                        why="trec_eval compares docnos as text (strcmp): '123-RED-XL' and '123-red-xl' are two ids"))

    # -- popularity exported with ranks: equal counts share the rank (1 1 1 4), --trust-rank
    tr_lines = ("shoes Q0 000310 1 900 popularity\nshoes Q0 000120 1 900 popularity\nshoes Q0 000455 1 900 popularity\n"
                "shoes Q0 000078 4 500 popularity\nshoes Q0 000999 5 100 popularity\n")
    tr_lex = "shoes Q0 000078 1 9.5 lexical\nshoes Q0 000455 2 9.1 lexical\nshoes Q0 000001 3 8.0 lexical\n"
    tr_pos = {"popularity": {"shoes": {"000310": 1, "000120": 1, "000455": 1, "000078": 4, "000999": 5}}}
    tr_ref = reference({"popularity": _parse(tr_lines), "lexical": _parse(tr_lex)}, "rrf", pos=tr_pos)
    cases.append(cli_ok("u17e_trust_rank_tied_counts", "fuse --trust-rank --method rrf: popularity ranks 1 1 1 4 5 on "
                        "equal counts (a dense-rank export): the three tied SKUs each at place 1",
                        ["fuse", "popularity.run", "lexical.run", "--trust-rank", "--method", "rrf", "-o", "fused.run"],
                        {"popularity.run": tr_lines, "lexical.run": tr_lex}, _check_run(tr_ref),
                        why="docs/conventions.md: --trust-rank reads a repeated rank on tied scores as a tie, each "
                            "document at the best place of its class"))

    # -- thousands of SKUs per query, popularity tied by the thousand
    big = _catalogue(["shoes", "socks", "bags"], {"lexical": 2500, "ltr": 1500, "popularity": 3000}, seed=41, pool=3200)
    big_runs = {"lexical": {q: _bm25(lst, 7 + i) for i, (q, lst) in enumerate(big["lexical"].items())},
                "ltr": {q: _margins(lst, 8 + i) for i, (q, lst) in enumerate(big["ltr"].items())},
                "popularity": {q: _popularity(lst, 9 + i, bucket=1000) for i, (q, lst) in enumerate(big["popularity"].items())}}
    f_big = {f"{n}.run": _run(n, r) for n, r in big_runs.items()}
    cases.append(cli_ok("u17e_borda_thousands_tied", "fuse --method borda --depth 3200: 3 queries of up to 3200 SKUs, "
                        "popularity counts in four values (thousands of ties, broken by SKU descending)",
                        ["fuse", "lexical.run", "ltr.run", "popularity.run", "--method", "borda", "--depth", "3200",
                         "-o", "fused.run"], f_big, _check_run(reference({n[:-4]: _parse(t) for n, t in f_big.items()},
                                                                         "borda")), timeout=180,
                        why="docs/conventions.md: equal scores ranked by docid descending (trec_eval); borda n - r + 1"))

    cases.extend(_parquet_cases(G, cli_ok, ok, runs, files))
    cases.extend(_api_cases(ok, bad, runs, qrels))
    cases.extend(_error_cases(G, cli_bad, bad, files))
    return cases


def _written(ref: Any) -> str:
    """A run whose lines hold the house order as strictly descending scores (the fused order as a file)."""
    out = []
    for q, (sc, cnt, best) in ref.items():
        order = sorted(sc, key=lambda d: (-sc[d], -cnt[d], best[d], d))
        out += [f"{q} Q0 {d} {i} {len(order) - i + 1} fused\n" for i, d in enumerate(order, 1)]
    return "".join(out)


def _rank_scores_check(ref: Any) -> Callable[[str, Path], bool]:
    def check(out: str, folder: Path) -> bool:
        rows = read_run((folder / "fused.run").read_text(encoding="utf-8"))
        if agree(rows, ref, exact=False):
            return False
        return all(s == len(got) - i for got in rows.values() for i, (_, s) in enumerate(got))

    return check


def _explain_check(runs: dict, weights: dict[str, float]) -> Callable[[str, Path], bool]:
    ref = reference(runs, "rrf", weights)

    def check(out: str, folder: Path) -> bool:
        rows = read_run((folder / "fused.run").read_text(encoding="utf-8"))
        if agree(rows, ref):
            return False
        seen = 0
        for line in (folder / "why.jsonl").read_text(encoding="utf-8").splitlines():
            rec = json.loads(line)
            q, d = str(rec.get("qid", rec.get("query"))), str(rec["docid"])
            total = 0.0
            for name, part in rec["lists"].items():
                if part.get("rank") is None:  # the list did not return the SKU: --explain writes its nulls
                    if d in runs[name].get(q, {}) or part.get("contribution") is not None:
                        return False
                    continue
                r = places(runs[name][q])[d]
                want = weights.get(name, 1.0) / (60 + r)
                if part.get("rank") != r or abs(part["contribution"] - want) > 1e-12:
                    return False
                total += part["contribution"]
            if abs(total - ref[q][0][d]) > 1e-12:
                return False
            seen += 1
        return seen == sum(len(sc) for sc, _, _ in ref.values())

    return check


def _parquet_cases(G: str, cli_ok, ok, runs: dict, files: dict) -> list[Case]:
    out: list[Case] = []
    setup_long = (
        "import pyarrow as pa, pyarrow.parquet as pq\n"
        "runs = {n: read_run(open(n + '.run', encoding='utf-8').read()) for n in ('lexical', 'ltr', 'popularity')}\n"
        "runs = {n: {q: dict(v) for q, v in r.items()} for n, r in runs.items()}\n"
        "rows = [(q, d, s, n) for n, r in runs.items() for q, lst in r.items() for d, s in lst.items()]\n")
    # BigQuery writes a STRING as a dictionary-encoded column when the export asks for it; pandas' categoricals too
    out.append(ok("u17e_parquet_dictionary_columns", "a BigQuery export as one Parquet table (q_id, doc_id, run "
                  "dictionary-encoded, popularity counts as doubles) fused by the CLI, fuse --method combsum",
                  setup_long +
                  "t = pa.table({'q_id': pa.array([r[0] for r in rows]).dictionary_encode(),\n"
                  "              'doc_id': pa.array([r[1] for r in rows]).dictionary_encode(),\n"
                  "              'score': pa.array([r[2] for r in rows], pa.float64()),\n"
                  "              'run': pa.array([r[3] for r in rows]).dictionary_encode()})\n"
                  "pq.write_table(t, 'export.parquet')\n"
                  "import subprocess, sys\n"
                  "p = subprocess.run([sys.executable, '-m', 'rankagg.cli', 'fuse', 'export.parquet', '--method', 'combsum',\n"
                  "                    '-o', 'fused.run', '--quiet'], capture_output=True, text=True)\n"
                  "print(p.stderr[-300:])\n"
                  "print('same' if p.returncode == 0 and not agree(read_run(open('fused.run', encoding='utf-8').read()),\n"
                  "      reference(runs, 'combsum')) else 'differs')\n",
                  why="fuse --help: one Parquet table q_id doc_id score run; a dictionary column is read as its values",
                  files={k: v for k, v in files.items()}))
    out.append(ok("u17e_parquet_gtin_int64", "a Parquet table whose doc_id is int64 GTIN-14s beyond 2^53 (neighbours "
                  "one apart, which float64 would merge) fused by the CLI, fuse --method rrf",
                  "import pyarrow as pa, pyarrow.parquet as pq, subprocess, sys\n"
                  "base = 2 ** 53 + 10\n"
                  "lex = {'shoes': {base + i: 30.0 - i for i in range(12)}}\n"
                  "pop = {'shoes': {base + 11 - i: float(1000 - 100 * (i // 3)) for i in range(12)}}\n"
                  "rows = [(q, d, s, n) for n, r in (('lex', lex), ('pop', pop)) for q, l in r.items() for d, s in l.items()]\n"
                  "t = pa.table({'q_id': [r[0] for r in rows], 'doc_id': pa.array([r[1] for r in rows], pa.int64()),\n"
                  "              'score': [r[2] for r in rows], 'run': [r[3] for r in rows]})\n"
                  "pq.write_table(t, 'gtin.parquet')\n"
                  "p = subprocess.run([sys.executable, '-m', 'rankagg.cli', 'fuse', 'gtin.parquet', '--method', 'rrf',\n"
                  "                    '-o', 'fused.run', '--quiet'], capture_output=True, text=True)\n"
                  "print(p.stderr[-300:])\n"
                  "want = reference({'lex': {q: {str(d): s for d, s in l.items()} for q, l in lex.items()},\n"
                  "                  'pop': {q: {str(d): s for d, s in l.items()} for q, l in pop.items()}}, 'rrf')\n"
                  "# trec_eval orders tied ids as text, descending: str(ids) is what the file holds\n"
                  "print('same' if p.returncode == 0 and not agree(read_run(open('fused.run').read()), want) else 'differs')\n",
                  why="docs/conventions.md: ids are text as a TREC line holds them; an int64 column is read exactly "
                      "(no float64 round trip), ties by the id descending as bytes"))
    out.append(ok("u17e_parquet_out_readback", "fuse the three exports -o fused.parquet (for the BI dashboard) and "
                  "read it back with pyarrow: the same ranking as the reference, zero-padded SKUs kept",
                  "import pyarrow.parquet as pq, subprocess, sys\n"
                  "runs = {n: {q: dict(v) for q, v in read_run(open(n + '.run', encoding='utf-8').read()).items()}\n"
                  "        for n in ('lexical', 'ltr', 'popularity')}\n"
                  "p = subprocess.run([sys.executable, '-m', 'rankagg.cli', 'fuse', 'lexical.run', 'ltr.run', 'popularity.run',\n"
                  "                    '--method', 'rrf', '-o', 'fused.parquet', '--quiet'], capture_output=True, text=True)\n"
                  "print(p.stderr[-300:])\n"
                  "t = pq.read_table('fused.parquet').to_pydict()\n"
                  "qcol = next(c for c in ('q_id', 'qid') if c in t); dcol = next(c for c in ('doc_id', 'docno', 'docid') if c in t)\n"
                  "rows = {}\n"
                  "for q, d, s in zip(t[qcol], t[dcol], t['score']):\n"
                  "    rows.setdefault(q, []).append((d, s))\n"
                  "rows = {q: sorted(v, key=lambda x: -x[1]) for q, v in rows.items()}\n"
                  "print('same' if p.returncode == 0 and not agree(rows, reference(runs, 'rrf')) else 'differs')\n",
                  why="fuse --help: -o .parquet writes a Parquet table of the fused run (docs/conventions.md)",
                  files={k: v for k, v in files.items()}))
    return out


def _api_cases(ok, bad, runs: dict, qrels: dict) -> list[Case]:
    prelude = ("import json, numpy as np, pandas as pd, rankagg\n"
               f"runs = json.loads({json.dumps(json.dumps(runs))})\n"
               f"qrels = json.loads({json.dumps(json.dumps(qrels))})\n"
               "long = pd.DataFrame([(q, d, s, n) for n, r in runs.items() for q, l in r.items() for d, s in l.items()],\n"
               "                    columns=['q_id', 'doc_id', 'score', 'run'])\n"
               "def frame_rows(res):\n"
               "    rows = {}\n"
               "    for q, d, s in zip(res['q_id'], res['doc_id'], res['score']):\n"
               "        rows.setdefault(q, []).append((d, s))\n"
               "    return rows\n")
    out: list[Case] = []
    out.append(ok("u17e_api_categorical_frame", "rankagg.fuse of a long pandas frame whose q_id, doc_id and run are "
                  "Categorical (a BigQuery client's to_dataframe) and popularity counts ints, method rrf",
                  prelude + "df = long.astype({'q_id': 'category', 'doc_id': 'category', 'run': 'category'})\n"
                  "res = rankagg.fuse(df, method='rrf')\n"
                  "print('same' if not agree(frame_rows(res), reference(runs, 'rrf')) else 'differs')\n",
                  why="docs/conventions.md: a Categorical column is read as its values; rrf sum 1 / (60 + r)"))
    out.append(ok("u17e_api_snowflake_upper_renamed", "a Snowflake frame (QUERY, SKU, SCORE, RUN upper case) renamed "
                  "to q_id/doc_id/score/run by the analyst, SKUs kept as text, rankagg.fuse method borda",
                  prelude + "df = long.rename(columns={'q_id': 'QUERY', 'doc_id': 'SKU', 'score': 'SCORE', 'run': 'RUN'})\n"
                  "df = df.rename(columns={'QUERY': 'q_id', 'SKU': 'doc_id', 'SCORE': 'score', 'RUN': 'run'})\n"
                  "res = rankagg.fuse(df, method='borda')\n"
                  "print('same' if not agree(frame_rows(res), reference(runs, 'borda')) else 'differs')\n",
                  why="rankagg methods borda: n - r + 1, (n - k + 1) / 2 shared by the ids a list lacks"))
    out.append(ok("u17e_api_evaluate_fused_purchases", "rankagg.evaluate(rankagg.fuse(runs, 'rrf'), qrels) with "
                  "purchase-count grades, nDCG@10 AP P@5 RR",
                  prelude + "fused = rankagg.fuse(runs, method='rrf')\n"
                  "got = rankagg.evaluate(fused, qrels, ['nDCG@10', 'AP', 'P@5', 'RR'])\n"
                  "ref = reference(runs, 'rrf')\n"
                  "order = {q: sorted(sc, key=lambda d: (-sc[d], -c[d], b[d], d)) for q, (sc, c, b) in ref.items()}\n"
                  "want, _ = measures(order, qrels)\n"
                  "print('same' if all(abs(got[m] - want[m]) < 1e-9 for m in want) else ('differs', got, want))\n",
                  why="docs/conventions.md: evaluate of a fused result measures its written (house) order; trec_eval's "
                      "ndcg_cut, map, P, recip_rank"))
    out.append(ok("u17e_api_evaluate_qrels_frame", "rankagg.evaluate of the LTR run against qrels given as a frame "
                  "(q_id, doc_id, relevance) exported from the orders table",
                  prelude + "qf = pd.DataFrame([(q, d, g) for q, l in qrels.items() for d, g in l.items()],\n"
                  "                  columns=['q_id', 'doc_id', 'relevance'])\n"
                  "got = rankagg.evaluate(runs['ltr'], qf, ['nDCG@10', 'AP', 'P@5', 'RR'])\n"
                  "order = {q: sorted(l, key=lambda d: places(l)[d]) for q, l in runs['ltr'].items()}\n"
                  "want, _ = measures(order, qrels)\n"
                  "print('same' if all(abs(got[m] - want[m]) < 1e-9 for m in want) else ('differs', got, want))\n",
                  why="trec_eval's measures over the queries judged and in the run; run order score desc, id desc"))
    out.append(ok("u17e_api_fuser_service", "the search service's per-query Fuser(method='rrf', weights=...): "
                  "lexical as {sku: bm25}, LTR as a list of SKUs best first, popularity as (numpy ids, counts)",
                  prelude + "w = {'lexical': 1.0, 'ltr': 2.0, 'popularity': 0.5}\n"
                  "fu = rankagg.Fuser(method='rrf', weights=w)\n"
                  "bad = []\n"
                  "for q in runs['lexical']:\n"
                  "    lt = runs['ltr'][q]; order = sorted(lt, key=lambda d: places(lt)[d])\n"
                  "    pp = runs['popularity'][q]\n"
                  "    lists = {'lexical': runs['lexical'][q], 'ltr': order,\n"
                  "             'popularity': (np.array(list(pp)), np.array(list(pp.values()), dtype=np.int64))}\n"
                  "    ref = reference({'lexical': {q: runs['lexical'][q]}, 'ltr': {q: {d: -i for i, d in enumerate(order)}},\n"
                  "                     'popularity': {q: pp}}, 'rrf', w)\n"
                  "    m = agree({q: fu(lists)}, ref)\n"
                  "    if m: bad.append(m)\n"
                  "print('same' if not bad else ('differs', bad[:2]))\n",
                  why="README: the Fuser takes docid -> score, docid lists, (ids, scores); rrf sum w / (60 + r)"))
    out.append(ok("u17e_api_fuser_top10", "Fuser.top(lists, 10) for the first page: its items equal the first 10 "
                  "of the full reference ranking",
                  prelude + "fu = rankagg.Fuser(method='rrf')\n"
                  "bad = []\n"
                  "for q in runs['lexical']:\n"
                  "    lists = {n: r[q] for n, r in runs.items()}\n"
                  "    top = fu.top(lists, 10)\n"
                  "    m = agree({q: list(top.items)}, reference({n: {q: r[q]} for n, r in runs.items()}, 'rrf'), depth=10)\n"
                  "    if m: bad.append(m)\n"
                  "print('same' if not bad else ('differs', bad[:2]))\n",
                  why="README: Fuser.top proves the exact fused top-k; rrf sum 1 / (60 + r)"))
    out.append(ok("u17e_api_int64_gtin_frame", "rankagg.fuse of a frame whose doc_id is int64 GTINs beyond 2^53, one "
                  "apart (read_csv of a GTIN column), method rrf: the ids come back exact",
                  prelude + "base = 2 ** 53 + 1\n"
                  "a = {'shoes': {base + i: float(20 - i) for i in range(10)}}\n"
                  "b = {'shoes': {base + 9 - i: float(500 - 100 * (i // 4)) for i in range(10)}}\n"
                  "df = pd.DataFrame([(q, d, s, n) for n, r in (('lex', a), ('pop', b)) for q, l in r.items() for d, s in l.items()],\n"
                  "                  columns=['q_id', 'doc_id', 'score', 'run']).astype({'doc_id': 'int64'})\n"
                  "res = rankagg.fuse(df, method='rrf')\n"
                  "ok_ids = all(isinstance(d, (int, np.integer)) and int(d) >= base for d in res['doc_id'])\n"
                  "ref = reference({n: {q: {str(d): s for d, s in l.items()} for q, l in r.items()} for n, r in (('lex', a), ('pop', b))}, 'rrf')\n"
                  "rows = {q: [(str(int(d)), s) for d, s in v] for q, v in frame_rows(res).items()}\n"
                  "print('same' if ok_ids and not agree(rows, ref) else ('differs', agree(rows, ref)))\n",
                  why="docs/conventions.md: ids are str or all int; an int id is its decimal text, exact"))
    out.append(ok("u17e_api_arrow_large_string", "rankagg.fuse of a pyarrow Table (large_string ids, the Arrow type "
                  "Polars and DuckDB hand over), method combmnz: returns an Arrow table of the reference ranking",
                  prelude + "import pyarrow as pa\n"
                  "t = pa.table({'q_id': pa.array(long['q_id'], pa.large_string()), 'doc_id': pa.array(long['doc_id'], pa.large_string()),\n"
                  "              'score': pa.array(long['score'], pa.float64()), 'run': pa.array(long['run'], pa.large_string())})\n"
                  "res = rankagg.fuse(t, method='combmnz')\n"
                  "print('same' if isinstance(res, pa.Table) and not agree(frame_rows(res.to_pydict()), reference(runs, 'combmnz')) else 'differs')\n",
                  why="README: rankagg.fuse returns what it was given; combmnz: combsum times the lists returning the id"))
    out.append(ok("u17e_api_polars_enum", "rankagg.fuse of a polars frame (q_id Categorical, doc_id Enum of the "
                  "catalogue's SKUs, run Categorical), method rrf: the reference ranking",
                  prelude + "import polars as pl\n"
                  "cat = sorted(set(long['doc_id']))\n"
                  "df = pl.from_pandas(long).with_columns(pl.col('q_id').cast(pl.Categorical), pl.col('doc_id').cast(pl.Enum(cat + ['999999'])),\n"
                  "                                       pl.col('run').cast(pl.Categorical))\n"
                  "res = rankagg.fuse(df, method='rrf').to_dict(as_series=False)\n"
                  "print('same' if not agree(frame_rows(res), reference(runs, 'rrf')) else 'differs')\n",
                  why="docs/conventions.md: a category no row uses is no id; the rest are their values; rrf"))
    out.append(ok("u17e_api_frame_extra_columns", "rankagg.fuse of the BigQuery frame with the columns the export "
                  "carries beside the run (title with blanks, price with NaN, in_stock bool, brand None), method borda",
                  prelude + "df = long.copy()\n"
                  "df['title'] = 'Trail shoe, size ' + df.index.astype(str)\n"
                  "df['price'] = np.where(df.index % 7 == 0, np.nan, 59.99)\n"
                  "df['in_stock'] = df.index % 3 > 0\n"
                  "df['brand'] = None\n"
                  "res = rankagg.fuse(df, method='borda')\n"
                  "print('same' if not agree(frame_rows(res), reference(runs, 'borda')) else 'differs')\n",
                  why="a frame's columns other than the run's roles are not read (docs/conventions.md)"))
    out.append(ok("u17e_api_fuser_explain_pinned", "Fuser(method='rrf', weights={'merch': 1000}).explain for a query "
                  "with a pinned SKU: each list's rank, weight and contribution w / (60 + r), the pinned SKU first",
                  prelude + "fu = rankagg.Fuser(method='rrf', weights={'merch': 1000.0})\n"
                  "q = 'red_shoes'\n"
                  "lists = {n: r[q] for n, r in runs.items()}\n"
                  "pin = sorted(runs['popularity'][q])[0]\n"
                  "lists['merch'] = {pin: 1.0}\n"
                  "w = {'merch': 1000.0}\n"
                  "rows = fu.explain(lists)\n"
                  "bad = [] if rows[0]['docid'] == pin else ['pin not first']\n"
                  "ref = reference({n: {q: l} for n, l in lists.items()}, 'rrf', w)[q][0]\n"
                  "for row in rows:\n"
                  "    d = row['docid']; tot = 0.0\n"
                  "    for n, part in row['lists'].items():\n"
                  "        if part is None or part.get('rank') is None: continue\n"
                  "        r = places(lists[n])[d]\n"
                  "        if part['rank'] != r or abs(part['contribution'] - w.get(n, 1.0) / (60 + r)) > 1e-12: bad.append((d, n))\n"
                  "        tot += part['contribution']\n"
                  "    if abs(tot - ref[d]) > 1e-12 or abs(row['score'] - ref[d]) > 1e-12: bad.append(d)\n"
                  "print('same' if not bad and len(rows) == len(ref) else ('differs', bad[:3]))\n",
                  why="README: explain gives per document and list rank, weight and contribution; rrf w / (60 + r)"))
    out.append(ok("u17e_api_qrels_float_purchases", "rankagg.evaluate with qrels from a BigQuery SUM() (purchases "
                  "FLOAT64: 3.0, 0.0) as a frame (q_id, doc_id, relevance): the same values as integer grades",
                  prelude + "qf = pd.DataFrame([(q, d, float(g)) for q, l in qrels.items() for d, g in l.items()],\n"
                  "                  columns=['q_id', 'doc_id', 'relevance'])\n"
                  "got = rankagg.evaluate(runs['lexical'], qf, ['nDCG@10', 'AP', 'P@5', 'RR'])\n"
                  "order = {q: sorted(l, key=lambda d: places(l)[d]) for q, l in runs['lexical'].items()}\n"
                  "want, _ = measures(order, qrels)\n"
                  "print('same' if all(abs(got[m] - want[m]) < 1e-9 for m in want) else ('differs', got, want))\n",
                  why="an integral double is the integer grade trec_eval would read from its text"))
    out.append(bad("u17e_api_int_skus_vs_padded_qrels", "rankagg.evaluate of a run whose SKUs lost their zeros "
                   "(ints 123) against qrels of zero-padded text ('000123'): the same SKU written two ways",
                   prelude + "run = {'shoes': {123: 3.0, 124: 2.0, 777123: 1.0}}\n"
                   "qr = {'shoes': {'000123': 2, '000124': 1, '777123': 1}}\n"
                   "print(rankagg.evaluate(run, qr, ['nDCG@10', 'P@5']))\n", "123", "'000123'",
                   why="was accepted with nothing matched but 777123 (an int id is its decimal text); refused since "
                       "u19e (rankagg.evaluation.id_forms): an int run can never retrieve '000123', and its 123 is "
                       "that SKU with its zeros lost, a wrong answer; fuse refuses the mix ('01' and 1) as well"))
    return out


def _error_cases(G: str, cli_bad, bad, files: dict) -> list[Case]:
    out: list[Case] = []
    out.append(cli_bad("u17e_csv_long_export", "fuse lexical.csv ltr.csv -o fused.csv: two BigQuery CSV exports "
                       "(QUERY,SKU,SCORE long rows), which are runs, not tables of gene lists",
                       ["fuse", "lexical.csv", "ltr.csv", "-o", "fused.csv"],
                       {"lexical.csv": "QUERY,SKU,SCORE\nred_shoes,000123,12.5\nred_shoes,000124,9.1\n"
                                       "blue_bag,000555,7.0\nblue_bag,000123,3.2\n",
                        "ltr.csv": "QUERY,SKU,SCORE\nred_shoes,000124,1.2\nred_shoes,000123,-0.4\n"
                                   "blue_bag,000123,0.8\nblue_bag,000555,0.1\n"},
                       "lexical.csv", outputs=("fused.csv",),
                       why="docs/genes.md: a table of lists has one list per column; a query/id/score table is "
                           "a run table, which a gene-list significance table would misread (rows as lists of names)"))
    out.append(bad("u17e_api_upper_columns", "rankagg.fuse of a Snowflake frame with its upper-case columns QUERY, "
                   "SKU, SCORE, RUN: the error names the columns the frame has",
                   "import pandas as pd, rankagg\n"
                   "df = pd.DataFrame({'QUERY': ['red_shoes'] * 4, 'SKU': ['000123', '000124'] * 2,\n"
                   "                   'SCORE': [2.0, 1.0, 0.5, 0.7], 'RUN': ['lexical'] * 2 + ['ltr'] * 2})\n"
                   "rankagg.fuse(df, method='rrf')\n", "SKU", "doc_id", fast=True,
                   why="the Parquet door names the columns a table has ('it has QUERY, SKU, SCORE, RUN'); the frame "
                       "door must say as much, or the user cannot tell which name to change"))
    out.append(bad("u17e_api_lowercased_sku", "rankagg.fuse of the frame after df.columns.str.lower(): query, sku, "
                   "score, run (sku is no doc id name)",
                   "import pandas as pd, rankagg\n"
                   "df = pd.DataFrame({'query': ['red_shoes'] * 4, 'sku': ['000123', '000124'] * 2,\n"
                   "                   'score': [2.0, 1.0, 0.5, 0.7], 'run': ['lexical'] * 2 + ['ltr'] * 2})\n"
                   "rankagg.fuse(df, method='rrf')\n", "sku", "doc_id",
                   why="a missing role is named with the columns the frame has (as the Parquet door does)"))
    out.append(bad("u17e_api_float_ean", "rankagg.fuse of a frame whose EAN column became float64 (read_csv with one "
                   "missing EAN, then dropna)",
                   "import io, pandas as pd, rankagg\n"
                   "csv = 'q_id,doc_id,score,run\\nshoes,4006381333931,2.0,lex\\nshoes,,1.5,lex\\nshoes,4006381333932,1.0,lex\\n'\n"
                   "df = pd.read_csv(io.StringIO(csv)).dropna()\n"
                   "rankagg.fuse(df, method='rrf')\n", "doc_id", "row 0",
                   why="docs/conventions.md: ids are str or all int; a float id has no one text"))
    out.append(bad("u17e_api_qrels_purchases_column", "rankagg.evaluate with qrels as the orders frame (q_id, "
                   "doc_id, purchases): the error names the column it has and the names it reads",
                   "import pandas as pd, rankagg\n"
                   "qf = pd.DataFrame({'q_id': ['shoes', 'shoes'], 'doc_id': ['000123', '000124'], 'purchases': [3, 0]})\n"
                   "rankagg.evaluate({'shoes': {'000123': 2.0, '000124': 1.0}}, qf, ['nDCG@10'])\n",
                   "purchases", "relevance",
                   why="a missing role is named with the columns the frame has and the names accepted (the Parquet "
                       "door's message), or the user cannot tell what to rename"))
    out.append(bad("u17e_api_evaluate_run_sku_column", "rankagg.evaluate of a run frame (query, sku, score) from the "
                   "search logs: the error names 'sku' and the doc id names it reads",
                   "import pandas as pd, rankagg\n"
                   "run = pd.DataFrame({'query': ['shoes', 'shoes'], 'sku': ['000123', '000124'], 'score': [2.0, 1.0]})\n"
                   "rankagg.evaluate(run, {'shoes': {'000123': 1}}, ['nDCG@10'])\n",
                   "sku", "doc_id",
                   why="as the Parquet door: name the columns a table has when a role is missing"))
    out.append(bad("u17e_api_series_per_query", "rankagg.fuse(runs) where the LTR run gives each query a pandas "
                   "Series of scores (model.predict wrapped in a Series): refused naming the run and the query",
                   "import pandas as pd, rankagg\n"
                   "runs = {'lexical': {'red_shoes': {'000123': 2.0, '000124': 1.0}},\n"
                   "        'ltr': {'red_shoes': pd.Series([0.3, 0.9], index=['000123', '000124'])}}\n"
                   "rankagg.fuse(runs, method='rrf')\n", "ltr", "red_shoes",
                   why="README: a run is qid -> docid -> score; a Series is neither a dict nor a table: the run and "
                       "the query must be named"))
    out.append(bad("u17e_api_polars_upper_columns", "rankagg.fuse of the polars frame Snowflake's connector returns "
                   "(QUERY, SKU, SCORE, RUN, upper case as Snowflake folds names): the error names the columns it has",
                   "import polars as pl, rankagg\n"
                   "df = pl.DataFrame({'QUERY': ['red_shoes'] * 4, 'SKU': ['000123', '000124'] * 2,\n"
                   "                   'SCORE': [2.0, 1.0, 0.5, 0.7], 'RUN': ['lexical'] * 2 + ['ltr'] * 2})\n"
                   "rankagg.fuse(df, method='rrf')\n", "SKU", "doc_id",
                   why="four rows of runs are no empty table: a role without a column is named with the columns the "
                       "table has, as the Parquet door names them"))
    out.append(bad("u17e_api_arrow_qrels_sku", "rankagg.evaluate with purchase qrels as an Arrow table (q_id, SKU, "
                   "relevance) from BigQuery's to_arrow(): the error names 'SKU' and the doc id names it reads",
                   "import pyarrow as pa, rankagg\n"
                   "qr = pa.table({'q_id': ['red_shoes', 'red_shoes'], 'SKU': ['000123', '000124'], 'relevance': [3, 0]})\n"
                   "rankagg.evaluate({'red_shoes': {'000123': 2.0, '000124': 1.0}}, qr, ['nDCG@10'])\n",
                   "SKU", "doc_id",
                   why="as the Parquet door: name the columns a table has when a role is missing"))
    return out
