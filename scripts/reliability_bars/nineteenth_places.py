"""Issue 45's nineteenth bar of scripts/reliability_matrix.py, a maps team's point-of-interest search rankers (its cases, ids ``u19g_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's.

The team's day: for queries like 'coffee near me', sent with the user's position (``coffee@52.5200,13.4050``: a
comma inside, a negative longitude ``-0.1276``), four rankers return up to 20 places each: a text matcher (BM25
scores), a geographic ranker (the distance in metres, negated so that higher is better, or raw, lower is better;
many places at 0 m in one building), a popularity ranker (review counts) and a learned ranker (logits, negative
too) that returns nothing for rural queries.  Places are named by OpenStreetMap ids (``node/123456``, ``way/987``,
``relation/5``: one place as a node and a way), Google place ids (case-sensitive, ``_`` and ``-``), Foursquare
hex ids, H3 cells and geohashes, names with non-ASCII letters.  The rankers are fused (RRF, Borda, CombSUM, weighted
per city), cut to the first ten, and evaluated against human ratings (grades 0-2: nDCG@10; P@1 at grade 2, did the
first result satisfy).  The mistakes: a distance written ``1.2 km``, a GeoJSON FeatureCollection given as a run,
per-city weights nested in one JSON object, names with blanks as ids, ratings as words.

References (``RANKED_LISTS``, ``HOUSE_AGREEMENT``, ``TREC_MEASURES`` of references.py): trec_eval's order (score
descending, then the id descending as bytes), RRF ``sum w / (60 + r)``, Borda ``n - r + 1`` with ``(n - k + 1) / 2``
for the ids a list lacks, CombSUM of min-max, the house tie rule, and trec_eval's measures; never rankagg's code."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Callable

from .case import Case, snippet_cases, command_cases
from .references import HOUSE_AGREEMENT, RANKED_LISTS, RUN_AGREEMENT, TREC_MEASURES, reference_namespace

NINETEENTH_PLACES = "45 Unseen inputs: a nineteenth bar, a maps team's point-of-interest search rankers"

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + TREC_MEASURES + r'''
import json, math, os, subprocess, sys

def fused_ref(runs, method, q, w=None):
    """(scores, counts, best places) of query q over the runs that return something for it; 'rrf10' is rrf with
    k = 10, 'combmnz' CombSUM times the number of lists returning the id."""
    models = {n: r[q] for n, r in runs.items() if r.get(q)}
    if method == "borda":  # a run without the query is an empty list: its (n + 1) / 2 shared by every id
        return borda_ref({n: r.get(q, {}) for n, r in runs.items()}, w=w)
    if method == "rrf10":
        return rrf_ref(models, k=10.0, w=w)
    if method == "combmnz":
        sc, cnt, best = combsum_minmax_ref(models, w=w)
        return {d: s * cnt[d] for d, s in sc.items()}, cnt, best
    f = {"rrf": rrf_ref, "borda": borda_ref, "combsum": combsum_minmax_ref}[method]
    return f(models, w=w)

def check_all(rows, runs, method, w=None, depth=None, written=True):
    """'' when every query's fused rows agree with the reference, else what differs."""
    qs = {q for r in runs.values() for q, l in r.items() if l}
    if set(rows) != qs:
        return "queries differ: %r" % sorted(set(rows) ^ qs)[:3]
    for q in sorted(qs):
        msg = agree(rows[q], fused_ref(runs, method, q, w), depth, written)
        if msg:
            return "%s: %s" % (q, msg)
    return ""

def frame_rows(df, q="qid", d="docid"):
    rows = {}
    for a, b, s in df.sort_values([q, "rank"])[[q, d, "score"]].itertuples(index=False):
        rows.setdefault(a, []).append((b, float(s)))
    return rows

def p_at(order, grades, k, level=1):
    return sum(1 for x in order[:k] if grades.get(x, 0) >= level) / k
'''

_NS = reference_namespace(_REF, "nineteenth_places._REF")
check_all: Callable[..., str] = _NS["check_all"]
read_run: Callable[[str], dict] = _NS["read_run"]
desc_order: Callable[[dict], list] = _NS["desc_order"]
measures: Callable[..., Any] = _NS["measures"]
p_at: Callable[..., float] = _NS["p_at"]

#: the user's positions: Berlin, London (negative longitude), Paris, Zurich, and a rural road in Iceland
_QUERIES = ["coffee@52.5200,13.4050", "coffee@51.5072,-0.1276", "pharmacy@48.8566,2.3522", "coffee@47.3769,8.5417",
            "fuel@64.1466,-21.9426"]
_RURAL = "fuel@64.1466,-21.9426"

#: places as the rankers name them
_POIS = ["node/123456789", "way/987654", "relation/5", "node/987654", "way/123456789", "node/2417298213",
         "ChIJN1t_tDeuEmsRUsoyG83frY4", "ChIJN1t_tDeuEmsRUsoyG83FRY4", "ChIJ-2_xYz9aqEcRkW3nQ0vB8sA",
         "4b0588f8f964a520b1d722e3", "4B0588F8F964A520B1D722E3", "8928308280fffff", "8928308280bffff",
         "u4pruydqqvj", "u33db2m", "0123456", "123456", "Café_Zürich", "Cafe\u0301_Zürich", "Starbucks_Gendarmenmarkt",
         "Bäckerei_Wiedemann", "node/3", "way/3", "relation/3", "Costa_Coffee_Strand", "Pret_A_Manger_-_Holborn",
         "Boots_Piccadilly", "Pharmacie_de_la_Mairie", "N1_Tankstelle", "Olís_Vík"]


def _lcg(seed: int):
    x = seed
    while True:
        x = (x * 6364136223846793005 + 1442695040888963407) % 2 ** 64
        yield x >> 11


def _rankers(seed: int = 19) -> dict[str, dict[str, dict[str, float]]]:
    """{ranker: {query: {place: score higher-is-better}}}: text BM25, geo minus metres (ties at 0 m), popularity
    review counts, ltr logits; the learned ranker returns nothing for the rural query, the rural query's lists short."""
    g = _lcg(seed)
    out: dict[str, dict[str, dict[str, float]]] = {"text": {}, "geo": {}, "pop": {}, "ltr": {}}
    for qi, q in enumerate(_QUERIES):
        k = 4 if q == _RURAL else 20
        for name in out:
            if name == "ltr" and q == _RURAL:
                continue
            pool = sorted(_POIS, key=lambda p: next(g))[:k]
            if name == "text":
                lst = {p: round(30 * next(g) / 2 ** 53, 4) for p in pool}
            elif name == "geo":
                lst = {p: (0.0 if i < 3 else -float(10 * (next(g) % 300))) for i, p in enumerate(pool)}
            elif name == "pop":
                lst = {p: float(next(g) % 5000) for p in pool}
            else:
                lst = {p: round(8 * next(g) / 2 ** 53 - 4, 5) for p in pool}
            out[name][q] = lst
    return out


def _run(tag: str, lists: dict[str, dict[str, float]], score: Callable[[float], str] = lambda s: f"{s:.10g}",
         order: Callable[[dict], list] | None = None) -> str:
    lines = []
    for q, lst in lists.items():
        for r, d in enumerate((order or desc_order)(lst), 1):
            lines.append(f"{q} Q0 {d} {r} {score(lst[d])} {tag}\n")
    return "".join(lines)


def _ratings(runs: dict) -> dict[str, dict[str, int]]:
    """Human ratings 0-2 of the places the rankers returned (a rater's pool), by a fixed rule of the place's name."""
    out: dict[str, dict[str, int]] = {}
    for q in _QUERIES:
        pool = sorted({p for r in runs.values() for p in r.get(q, {})})
        out[q] = {p: (sum(p.encode()) + len(q)) % 3 for p in pool}
    return out


def _qrels(ratings: dict) -> str:
    return "".join(f"{q} 0 {d} {g}\n" for q, lst in ratings.items() for d, g in lst.items())


def _check_fused(runs: dict, method: str, w: dict | None = None, depth: int | None = None, name: str = "fused.run"
                 ) -> Callable[[str, Path], bool]:
    def check(out: str, folder: Path) -> bool:
        rows = read_run((folder / name).read_text(encoding="utf-8"))
        msg = check_all(rows, runs, method, w, depth)
        if msg:
            print(msg)
        return not msg

    return check


def _eval_check(expected: dict[str, float], per_query: dict[tuple[str, str], float] | None = None
                ) -> Callable[[str, Path], bool]:
    """rankagg evaluate's 'MEASURE<TAB>QUERY<TAB>VALUE' lines (a run name first with several runs) against means."""
    def check(out: str, folder: Path) -> bool:
        cells = [line.split("\t")[-3:] for line in out.splitlines() if line.count("\t") in (2, 3)]
        got = {(m.strip(), q.strip()): float(v) for m, q, v in cells if v.strip().replace(".", "", 1).isdigit()}
        want = {**{(m, "all"): v for m, v in expected.items()}, **(per_query or {})}
        return all(abs(got.get(k, -9) - v) <= 6e-5 for k, v in want.items())

    return check


def _big_setup(n_queries: int) -> Callable[[Path], None]:
    def setup(folder: Path) -> None:
        import numpy as np  # the volume case's files, written vectorised

        rng = np.random.default_rng(5)
        for tag in ("text", "geo"):
            q = np.repeat(np.arange(n_queries), 20)
            d = rng.integers(0, 60, size=q.size)
            # distinct places per query: a permutation's first 20 of 60
            d = np.argsort(rng.random((n_queries, 60)), axis=1)[:, :20].ravel()
            s = np.tile(np.arange(20, 0, -1), n_queries).astype(float)
            with open(folder / f"{tag}.run", "w", encoding="utf-8") as fh:
                fh.writelines(f"q{a}@52.{a % 9999:04d},13.4050 Q0 node/{b} {21 - c:.0f} {c:.0f} {tag}\n"
                              for a, b, c in zip(q.tolist(), d.tolist(), s.tolist()))

    return setup


def _big_check(n_queries: int) -> Callable[[str, Path], bool]:
    def check(out: str, folder: Path) -> bool:
        runs: dict[str, dict[str, dict[str, float]]] = {}
        picks = {f"q{a}@52.{a % 9999:04d},13.4050" for a in (0, 1, n_queries // 2, n_queries - 1)}
        for tag in ("text", "geo"):
            runs[tag] = {}
            with open(folder / f"{tag}.run", encoding="utf-8") as fh:
                for line in fh:
                    q, _, d, _, s, _ = line.split()
                    if q in picks:
                        runs[tag].setdefault(q, {})[d] = float(s)
        rows: dict[str, list] = {}
        n_lines = 0
        with open(folder / "fused.run", encoding="utf-8") as fh:
            for line in fh:
                n_lines += 1
                q, _, d, _, s, _ = line.split()
                if q in picks:
                    rows.setdefault(q, []).append((d, float(s)))
        if n_lines > n_queries * 40 or n_lines < n_queries * 20:
            return False
        return not check_all(rows, runs, "rrf")

    return check


def nineteenth_bar_places_cases() -> list[Case]:
    G = NINETEENTH_PLACES

    cli_ok, cli_bad = command_cases(G)

    ok, bad = snippet_cases(G, _REF)

    cases: list[Case] = []
    runs = _rankers()
    files = {f"{n}.run": _run(n, r) for n, r in runs.items()}
    four = ["text.run", "geo.run", "pop.run", "ltr.run"]
    rates = _ratings(runs)

    # -- the morning fusion: four rankers per query
    cases.append(cli_ok("u19g_rrf_four_rankers", "fuse text.run geo.run pop.run ltr.run --method rrf: queries with the "
                        "user's position (commas, a negative longitude), OSM node/way/relation ids, case-differing "
                        "Google place ids, H3 cells, geohashes, NFC and NFD names; geo's minus-metres with three "
                        "places at 0 m; ltr silent on the rural query",
                        ["fuse", *four, "--method", "rrf", "-o", "fused.run"], files, _check_fused(runs, "rrf"),
                        fast=True,
                        why="rankagg methods rrf: sum 1/(60 + r), r by score then id descending as bytes "
                            "(docs/conventions.md); ids are strings, compared as bytes"))
    cases.append(cli_ok("u19g_borda_four_rankers", "fuse --method borda: four rankers of 20 places (4 on the rural "
                        "query), each list lacking some of the query's places",
                        ["fuse", *four, "--method", "borda", "-o", "fused.run"], files, _check_fused(runs, "borda"),
                        why="rankagg methods borda: n - r + 1, an id a list lacks shares (n - k + 1) / 2"))
    cases.append(cli_ok("u19g_combsum_minus_metres", "fuse --method combsum: minus-metres, BM25, review counts and "
                        "logits min-max normalised per ranker and query",
                        ["fuse", *four, "--method", "combsum", "-o", "fused.run"], files,
                        _check_fused(runs, "combsum"),
                        why="docs/conventions.md: norm auto is min-max when runs carry scores, (s - lo) / (hi - lo)"))
    cases.append(cli_ok("u19g_rrf_k10_short_lists", "fuse --method 'rrf(k=10)': the team's constant for lists of "
                        "20 places", ["fuse", *four, "--method", "rrf(k=10)", "-o", "fused.run"], files,
                        _check_fused(runs, "rrf10"), why="rankagg methods rrf: sum 1/(k + r), k a parameter"))
    cases.append(cli_ok("u19g_combmnz_agreement", "fuse --method combmnz: a place several rankers return counts more",
                        ["fuse", *four, "--method", "combmnz", "-o", "fused.run"], files, _check_fused(runs, "combmnz"),
                        why="Fox and Shaw's CombMNZ: the min-max CombSUM times the number of lists returning the id"))
    berlin_w = {"text": 1.0, "geo": 3.0, "pop": 0.5, "ltr": 2.0}
    cases.append(cli_ok("u19g_weights_json_city", "fuse --weights berlin.json --method rrf: the Berlin team's weights "
                        "(geo counts three times) in a JSON object",
                        ["fuse", *four, "--method", "rrf", "--weights", "berlin.json", "-o", "fused.run"],
                        {**files, "berlin.json": json.dumps(berlin_w)}, _check_fused(runs, "rrf", berlin_w),
                        why="fuse --help: --weights FILE (a JSON object) by run tag; rrf sum w/(60 + r)"))
    cases.append(cli_ok("u19g_first_ten", "fuse --method rrf --depth 10: the ten places the map shows",
                        ["fuse", *four, "--method", "rrf", "--depth", "10", "-o", "fused.run"], files,
                        _check_fused(runs, "rrf", depth=10),
                        why="fuse --help: --depth writes at most this many documents per query"))
    negzero = {q: {p: s for p, s in l.items()} for q, l in runs["geo"].items()}
    zero_forms = ["-0", "0", "-0.0", "0e0", "+0"]
    geo_zero = "".join(
        f"{q} Q0 {d} {r} {zero_forms[(r - 1) % 5] if lst[d] == 0 else f'{lst[d]:g}'} geo\n"
        for q, lst in negzero.items() for r, d in enumerate(desc_order(lst), 1))
    cases.append(cli_ok("u19g_zero_metres_signed", "fuse --method rrf: geo.run writes the places in one building as "
                        "'-0', '0', '-0.0', '0e0', '+0' metres (minus the distance): one tie",
                        ["fuse", "text.run", "geo.run", "--method", "rrf", "-o", "fused.run"],
                        {"text.run": files["text.run"], "geo.run": geo_zero},
                        _check_fused({"text": runs["text"], "geo": negzero}, "rrf"),
                        why="docs/conventions.md: -0.0 tied with 0.0, a tie broken by the docid descending as bytes"))
    raw = {q: {p: -s for p, s in l.items()} for q, l in runs["geo"].items()}  # metres, lower is better
    geo_raw = _run("geo", raw, order=lambda lst: sorted(lst, key=lambda d: (lst[d], d)))
    cases.append(cli_ok("u19g_raw_metres_ties_warn", "fuse text.run geo.run: geo.run left in metres (lower is better), "
                        "written nearest first, three places at 0 m in one building, the rural query's four",
                        ["fuse", "text.run", "geo.run", "--method", "rrf", "-o", "fused.run"],
                        {"text.run": files["text.run"], "geo.run": geo_raw},
                        _check_fused({"text": runs["text"], "geo": raw}, "rrf"), warns="geo.run",
                        why="docs/conventions.md: a run file whose scores rise down every one of its lists, as "
                            "distances do, is read by score with a warning naming the file; equal distances (the "
                            "same building) do not make a list less a list of distances"))
    pos_geo = {q: {p: -float(r) for r, p in enumerate(sorted(l, key=lambda d: (l[d], d)), 1)} for q, l in raw.items()}
    cases.append(cli_ok("u19g_trust_rank_metres", "fuse --trust-rank --method rrf: geo.run in metres, its rank column "
                        "nearest first (1, 2, ...)",
                        ["fuse", "text.run", "geo.run", "--trust-rank", "--method", "rrf", "-o", "fused.run"],
                        {"text.run": files["text.run"], "geo.run": geo_raw},
                        _check_fused({"text": runs["text"], "geo": pos_geo}, "rrf"),
                        why="docs/conventions.md: --trust-rank orders by the rank column; rrf reads places only"))
    ids_runs = {"osm": {"coffee@52.5200,13.4050": {"node/3": 9.0, "way/3": 8.0, "relation/3": 7.0, "0123456": 6.0,
                                                    "8928308280fffff": 5.0, "Café_Zürich": 4.0}},
                "google": {"coffee@52.5200,13.4050": {"ChIJN1t_tDeuEmsRUsoyG83frY4": 9.0,
                                                       "ChIJN1t_tDeuEmsRUsoyG83FRY4": 8.0, "123456": 7.0,
                                                       "Cafe\u0301_Zürich": 4.0, "way/3": 6.0, "u4pruydqqvj": 5.0}}}
    cases.append(cli_ok("u19g_place_id_forms", "fuse --method rrf: one place as node/3 and way/3, '0123456' beside "
                        "'123456', Google ids differing in one letter's case, 'Café_Zürich' as NFC and NFD",
                        ["fuse", "osm.run", "google.run", "--method", "rrf", "-o", "fused.run"],
                        {f"{n}.run": _run(n, r) for n, r in ids_runs.items()}, _check_fused(ids_runs, "rrf"),
                        why="trec_eval compares docnos as strings: no id is merged or normalised; ties by the house rule"))
    empty_w = {"text": 1.0, "geo": 2.0, "pop": 1.0}
    cases.append(cli_ok("u19g_empty_ltr_file", "fuse text.run geo.run pop.run ltr.run --weights text=1,geo=2,pop=1: "
                        "today's ltr.run is empty (every query rural, the learned ranker returned nothing)",
                        ["fuse", *four, "--method", "rrf", "--weights", "text=1,geo=2,pop=1", "-o", "fused.run"],
                        {**{k: v for k, v in files.items() if k != "ltr.run"}, "ltr.run": ""},
                        _check_fused({k: v for k, v in runs.items() if k != "ltr"}, "rrf", empty_w),
                        why="docs/conventions.md: empty files give empty rankings; an empty run adds nothing to rrf"))
    tag_runs = {"ltr@berlin": runs["ltr"], "geo@berlin": runs["geo"]}
    cases.append(cli_ok("u19g_city_tags_at", "fuse --weights ltr@berlin=2,geo@berlin=1: run tags carry the city "
                        "after '@'", ["fuse", "a.run", "b.run", "--method", "rrf", "--weights",
                                      "ltr@berlin=2,geo@berlin=1", "-o", "fused.run"],
                        {"a.run": _run("ltr@berlin", runs["ltr"]), "b.run": _run("geo@berlin", runs["geo"])},
                        _check_fused(tag_runs, "rrf", {"ltr@berlin": 2.0, "geo@berlin": 1.0}),
                        why="docs/trec.md: a weight's name is read as the run reader reads a tag (any non-blank)"))

    def parquet_setup(folder: Path) -> None:
        import pandas as pd  # the team's warehouse export, made as pandas writes it

        rows = [(q, d, s, n) for n, r in runs.items() for q, lst in r.items() for d, s in lst.items()]
        pd.DataFrame(rows, columns=["q_id", "doc_id", "score", "run"]).to_parquet(folder / "rankers.parquet")

    def parquet_check(out: str, folder: Path) -> bool:
        import pandas as pd  # reading the written table as the team does

        df = pd.read_parquet(folder / "fused.parquet")
        qc = "q_id" if "q_id" in df.columns else "qid"
        dc = "doc_id" if "doc_id" in df.columns else "docid"
        rows: dict[str, list] = {}
        for q, d, s in df.sort_values([qc, "rank"])[[qc, dc, "score"]].itertuples(index=False):
            rows.setdefault(str(q), []).append((str(d), float(s)))
        msg = check_all(rows, runs, "rrf")  # written: near-ties lowered by float32 steps (docs/conventions.md)
        if msg:
            print(msg)
        return not msg

    cases.append(cli_ok("u19g_parquet_warehouse", "fuse rankers.parquet -o fused.parquet --method rrf: the four "
                        "rankers as one long table q_id doc_id score run from the warehouse", ["fuse", "rankers.parquet",
                                                                                             "--method", "rrf", "-o",
                                                                                             "fused.parquet"],
                        {}, parquet_check, setup=parquet_setup,
                        why="docs/trec.md: one long Parquet table q_id doc_id score run is read as those runs; "
                            "-o fused.parquet writes one"))
    n_big = 40000
    cases.append(cli_ok("u19g_volume_40k_queries", f"fuse text.run geo.run --method rrf: {n_big} queries x 20 places "
                        "each (a day's sample of the 5M), checked on four queries", ["fuse", "text.run", "geo.run",
                                                                                     "--method", "rrf", "-o",
                                                                                     "fused.run"],
                        {}, _big_check(n_big), setup=_big_setup(n_big), timeout=240,
                        why="docs/trec.md: runs of any size are read a block of queries at a time; rrf 1/(60 + r)"))

    # -- evaluation against the human ratings
    f_eval = {**files, "rated.qrels": _qrels(rates)}
    ltr_order = {q: desc_order(lst) for q, lst in runs["ltr"].items()}
    exp, per = measures(ltr_order, rates)
    cases.append(cli_ok("u19g_eval_ratings", "evaluate ltr.run --qrels rated.qrels --measures nDCG@10 AP P@5 RR: "
                        "ratings 0-2 on queries with coordinates", ["evaluate", "--qrels", "rated.qrels", "ltr.run",
                                                                    "--measures", "nDCG@10", "AP", "P@5", "RR"],
                        f_eval, _eval_check(exp),
                        why="trec_eval ndcg_cut: gain the grade, log2(i + 1); map, P, recip_rank: grade > 0"))
    cases.append(cli_ok("u19g_eval_per_query_coords", "evaluate -q ltr.run --measures nDCG@10: per query, the "
                        "negative longitude and the comma in the query ids", ["evaluate", "--qrels", "rated.qrels",
                                                                              "ltr.run", "--measures", "nDCG@10", "-q"],
                        f_eval, _eval_check({"nDCG@10": exp["nDCG@10"]},
                                            {("nDCG@10", q): v["nDCG@10"] for q, v in per.items()}),
                        why="trec_eval -q: one line per query, the query id as written"))
    exp_c, _ = measures(ltr_order, rates, complete=True)
    cases.append(cli_ok("u19g_eval_rural_complete", "evaluate -c ltr.run: the rural query the learned ranker left "
                        "empty counts 0", ["evaluate", "--qrels", "rated.qrels", "ltr.run", "--measures", "nDCG@10",
                                           "AP", "-c"], f_eval, _eval_check({"nDCG@10": exp_c["nDCG@10"],
                                                                               "AP": exp_c["AP"]}),
                        why="trec_eval -c: every judged query, one the run lacks valued 0"))
    text_order = {q: desc_order(lst) for q, lst in runs["text"].items()}
    p1_l2 = sum(p_at(text_order[q], rates[q], 1, 2) for q in text_order) / len(text_order)
    p1 = sum(p_at(text_order[q], rates[q], 1) for q in text_order) / len(text_order)
    cases.append(cli_ok("u19g_eval_p1_satisfied", "evaluate text.run --measures 'P(rel=2)@1' P@1: did the first result "
                        "satisfy (grade 2), and was it relevant at all", ["evaluate", "--qrels", "rated.qrels",
                                                                          "text.run", "--measures", "P(rel=2)@1", "P@1"],
                        f_eval, _eval_check({"P(rel=2)@1": p1_l2, "P@1": p1}),
                        why="ir_measures P(rel=2)@1: the first result counts when graded 2 or more; P@1 grade > 0"))

    # -- the Python API
    R = repr(runs)
    frames = f"import pandas as pd, rankagg\nRUNS = {R}\n" \
             "def frame(n):\n" \
             "    return pd.DataFrame([(q, d, s) for q, l in RUNS[n].items() for d, s in l.items()], " \
             "columns=['qid', 'docid', 'score'])\n"
    cases.append(ok("u19g_api_frames_rrf", "rankagg.fuse({ranker: DataFrame qid docid score}, method='rrf') of the "
                    "four rankers", frames + "got = rankagg.fuse({n: frame(n) for n in RUNS}, method='rrf')\n"
                                             "report(check_all(frame_rows(got), RUNS, 'rrf', written=False))\n",
                    why="README: rankagg.fuse takes {name: frame}; rrf 1/(60 + r), the house tie rule"))
    cases.append(ok("u19g_api_frames_extra_columns", "rankagg.fuse({ranker: frame}) whose frames keep lat, lon, "
                    "distance_m and place_name columns beside qid docid score (as the rankers' service returns them)",
                    frames + "def wide(n):\n"
                             "    f = frame(n)\n"
                             "    return f.assign(lat=52.52, lon=13.405, distance_m=120.0, place_name=f.docid.str.upper())\n"
                             "got = rankagg.fuse({n: wide(n) for n in RUNS}, method='rrf')\n"
                             "report(check_all(frame_rows(got), RUNS, 'rrf', written=False))\n",
                    why="docs/conventions.md: a table of runs is read by its qid, docid and score columns; other "
                        "columns carry nothing a method reads"))
    cases.append(ok("u19g_api_h3_int64_cells", "rankagg.fuse({ranker: frame}) whose docid column is int64 H3 cells "
                    "(about 6.2e17, neighbours differing in the last bits, beyond float64's 2**53)",
                    "import pandas as pd, rankagg\n"
                    "base = 0x8928308280fffff\n"
                    "a = {'q': {base: 3.0, base - 1: 2.0, base - 2: 1.0}}\n"
                    "b = {'q': {base - 2: 3.0, base - 1: 2.5, base + 1: 1.0}}\n"
                    "fa = pd.DataFrame({'qid': 'q', 'docid': pd.array(list(a['q']), dtype='int64'), 'score': list(a['q'].values())})\n"
                    "fb = pd.DataFrame({'qid': 'q', 'docid': pd.array(list(b['q']), dtype='int64'), 'score': list(b['q'].values())})\n"
                    "got = rankagg.fuse({'text': fa, 'geo': fb}, method='rrf')\n"
                    "rows = {q: [(int(d), s) for d, s in l] for q, l in frame_rows(got).items()}\n"
                    "sc, cnt, best = {}, {}, {}\n"
                    "for lst in (a['q'], b['q']):\n"
                    "    for r, d in enumerate(sorted(lst, key=lambda x: (lst[x], str(x).encode()), reverse=True), 1):\n"
                    "        sc[d] = sc.get(d, 0) + 1 / (60 + r); cnt[d] = cnt.get(d, 0) + 1; best[d] = min(best.get(d, 99), r)\n"
                    "report(agree(rows['q'], (sc, cnt, best), written=False))\n",
                    why="an id is its value: int64 ids kept exact (distinct neighbours), trec_eval's order of ties by "
                        "the id's text"))
    cases.append(ok("u19g_api_fuser_live_query", "rankagg.Fuser('rrf')({ranker: [place, best first]}) on one live "
                    "'coffee near me' whose learned ranker returned []",
                    "import rankagg\n"
                    "lists = {'text': ['node/1', 'ChIJN1t_tDeuEmsRUsoyG83frY4', 'way/1'],\n"
                    "         'geo': ['way/1', 'node/1', 'Café_Zürich', 'node/7'],\n"
                    "         'pop': ['ChIJN1t_tDeuEmsRUsoyG83frY4', 'Café_Zürich'], 'ltr': []}\n"
                    "got = rankagg.Fuser('rrf')(lists)\n"
                    "ref = rrf_ref({n: {d: -float(i) for i, d in enumerate(l)} for n, l in lists.items() if l})\n"
                    "report(agree([(d, s) for d, s in got], ref, written=False))\n",
                    why="README: a Fuser takes docid lists best first; an empty list adds nothing to rrf"))
    cases.append(ok("u19g_api_rural_empty_lists", "rankagg.fuse({ranker: {query: {place: score}}}) where ltr's list "
                    "for the rural query is {} and every ranker's for a second rural query is {}",
                    f"import rankagg\nRUNS = {R}\n"
                    "given = {n: dict(r) for n, r in RUNS.items()}\n"
                    "given['ltr']['fuel@64.1466,-21.9426'] = {}\n"
                    "for n in given:\n"
                    "    given[n]['fuel@65.6835,-18.1262'] = {}\n"
                    "got = rankagg.fuse(given, method='rrf')\n"
                    "rows = {q: list(l.items()) for q, l in got.items() if l}  # the mapping's order, best first\n"
                    "report(check_all(rows, RUNS, 'rrf', written=False))\n",
                    why="docs/conventions.md: empty rankings are legal; a query no ranker answered has no places; "
                        "the mapping's order is the consensus order"))
    cases.append(ok("u19g_api_evaluate_fused", "rankagg.evaluate(rankagg.fuse(frames, 'rrf'), ratings, "
                    "['nDCG@10', 'P@1']): the fused ranking against the human ratings",
                    frames + f"RATES = {rates!r}\n"
                             "got = rankagg.fuse({n: frame(n) for n in RUNS}, method='rrf')\n"
                             "ev = rankagg.evaluate(got, RATES, ['nDCG@10', 'P@1'])\n"
                             "order = {}\n"
                             "for q in {q for r in RUNS.values() for q in r}:\n"
                             "    sc, cnt, best = fused_ref(RUNS, 'rrf', q)\n"
                             "    order[q] = sorted(sc, key=lambda d: (-sc[d], -cnt[d], best[d], d))\n"
                             "want = sum(ndcg(order[q], RATES[q], 10) for q in order) / len(order)\n"
                             "p1 = sum(prec(order[q], RATES[q], 1) for q in order) / len(order)\n"
                             "report('' if abs(ev['nDCG@10'] - want) < 1e-9 and abs(ev['P@1'] - p1) < 1e-9 else "
                             "repr((dict(ev), want, p1)))\n",
                    why="docs/conventions.md: evaluate(fuse(runs)) measures the written run (consensus order); "
                        "trec_eval's ndcg_cut and P"))
    cases.append(ok("u19g_api_weights_per_city", "one rankagg.fuse per city on the frames filtered by the query's "
                    "position, each with its city's weights (Berlin geo x3, London text x2)",
                    frames + "W = {'52.52': {'text': 1.0, 'geo': 3.0, 'pop': 0.5, 'ltr': 2.0},\n"
                             "     '51.50': {'text': 2.0, 'geo': 1.0, 'pop': 1.0, 'ltr': 1.0}}\n"
                             "msgs = []\n"
                             "for lat, w in W.items():\n"
                             "    sub = {n: frame(n)[frame(n).qid.str.contains('@' + lat)] for n in RUNS}\n"
                             "    got = rankagg.fuse(sub, method='rrf', weights=w)\n"
                             "    runs = {n: {q: l for q, l in r.items() if '@' + lat in q} for n, r in RUNS.items()}\n"
                             "    msgs.append(check_all(frame_rows(got), runs, 'rrf', w, written=False))\n"
                             "report(''.join(msgs))\n",
                    why="docs/conventions.md: weights key each run by its name; rrf sum w/(60 + r)"))
    cases.append(ok("u19g_api_polars_frames", "rankagg.fuse({ranker: polars.DataFrame}) of the four rankers, "
                    "combsum", frames + "import polars as pl\n"
                                        "got = rankagg.fuse({n: pl.from_pandas(frame(n)) for n in RUNS}, method='combsum')\n"
                                        "got = got.to_pandas() if hasattr(got, 'to_pandas') else got\n"
                                        "report(check_all(frame_rows(got), RUNS, 'combsum', written=False))\n",
                    why="docs/conventions.md: {name: table} may be polars tables, the answer in their library; "
                        "combsum min-max"))
    cases.append(ok("u19g_api_eval_parquet_fused", "rankagg fuse -o fused.parquet, then rankagg evaluate --qrels "
                    "rated.qrels fused.parquet -q: the fused ranking's nDCG@10 per query",
                    f"RUNS = {R}\nRATES = {rates!r}\n"
                    "r = subprocess.run([sys.executable, '-m', 'rankagg.cli', 'fuse', 'text.run', 'geo.run', "
                    "'pop.run', 'ltr.run', '--method', 'rrf', '-o', 'fused.parquet'], capture_output=True, text=True)\n"
                    "assert r.returncode == 0, r.stderr\n"
                    "r = subprocess.run([sys.executable, '-m', 'rankagg.cli', 'evaluate', '--qrels', 'rated.qrels', "
                    "'fused.parquet', '--measures', 'nDCG@10', '-q'], capture_output=True, text=True)\n"
                    "assert r.returncode == 0, r.stderr\n"
                    "got = {l.split('\\t')[-2]: float(l.split('\\t')[-1]) for l in r.stdout.splitlines() "
                    "if l.count('\\t') >= 2}\n"
                    "bad = []\n"
                    "for q in RATES:\n"
                    "    sc, cnt, best = fused_ref(RUNS, 'rrf', q)\n"
                    "    o = sorted(sc, key=lambda d: (-sc[d], -cnt[d], best[d], d))\n"
                    "    if abs(got.get(q, -9) - ndcg(o, RATES[q], 10)) > 6e-5: bad.append(q)\n"
                    "report(', '.join(bad))\n",
                    why="evaluate --help: Parquet run tables of one run (fuse -o x.parquet); trec_eval's ndcg_cut",
                    files=f_eval))

    # -- the mistakes
    g_lines = files["geo.run"].splitlines(keepends=True)
    km_blank = "".join(g_lines[:4]) + g_lines[4].rsplit(" ", 2)[0] + " 1.2 km geo\n" + "".join(g_lines[5:])
    cases.append(cli_bad("u19g_km_text_blank", "fuse text.run geo.run: one distance written '1.2 km' (the routing "
                         "service's text)", ["fuse", "text.run", "geo.run", "-o", "fused.run"],
                         {"text.run": files["text.run"], "geo.run": km_blank}, "geo.run:5",
                         why="trec_eval splits on blanks: 7 fields, a broken line"))
    geojson = json.dumps({"type": "FeatureCollection", "features": [
        {"type": "Feature", "geometry": {"type": "Point", "coordinates": [13.4050, 52.5200]},
         "properties": {"id": "node/123456789", "name": "Café Zürich", "score": 0.93, "rank": 1}},
        {"type": "Feature", "geometry": {"type": "Point", "coordinates": [13.4061, 52.5207]},
         "properties": {"id": "way/987654", "name": "Bäckerei Wiedemann", "score": 0.88, "rank": 2}}]}, indent=2)
    cases.append(cli_bad("u19g_geojson_as_run", "fuse text.run results.geojson: the map client's GeoJSON "
                         "FeatureCollection of results given as a run",
                         ["fuse", "text.run", "results.geojson", "-o", "fused.run"],
                         {"text.run": files["text.run"], "results.geojson": geojson}, "results.geojson:1", "GeoJSON",
                         why="no TREC line: a GeoJSON document (RFC 7946), which the message must name"))
    cases.append(cli_bad("u19g_geojson_json_name", "fuse geo.json text.run: the same FeatureCollection saved as "
                         "geo.json, one line", ["fuse", "geo.json", "text.run", "-o", "fused.run"],
                         {"geo.json": json.dumps(json.loads(geojson)), "text.run": files["text.run"]}, "geo.json:1",
                         "GeoJSON", why="no TREC line: a GeoJSON FeatureCollection, which the message must name"))
    cases.append(bad("u19g_api_geojson_dict", "rankagg.fuse({'text': frame, 'geo': geojson}) with the "
                     "FeatureCollection parsed by json.load",
                     frames + f"gj = {json.loads(geojson)!r}\n"
                              "rankagg.fuse({'text': frame('text'), 'geo': gj}, method='rrf')\n",
                     "geo", "GeoJSON",
                     why="a FeatureCollection is no run: refused naming the run and what it is"))
    cases.append(cli_bad("u19g_out_geojson_name", "fuse ... -o fused.geojson: the team wants a map layer",
                         ["fuse", "text.run", "geo.run", "-o", "fused.geojson"],
                         {"text.run": files["text.run"], "geo.run": files["geo.run"]}, "fused.geojson",
                         outputs=("fused.geojson",),
                         why="docs/conventions.md: a JSON name is refused for -o since no reader of such a name reads "
                             "TREC lines; GeoJSON is JSON (RFC 7946)"))
    cases.append(cli_bad("u19g_explain_geojson_name", "fuse --method rrf --explain why.geojson: the team wants the "
                         "contributions as a map layer", ["fuse", "text.run", "geo.run", "--method", "rrf", "--explain",
                                                          "why.geojson", "-o", "fused.run"],
                         {"text.run": files["text.run"], "geo.run": files["geo.run"]}, "--explain", "why.geojson",
                         outputs=("fused.run", "why.geojson"),
                         why="docs/conventions.md: --explain's JSON lines are refused under a name whose reader reads no "
                             "lines, before anything is written; a GeoJSON reader reads one document (RFC 7946)"))
    rated_gj = json.dumps({"type": "FeatureCollection", "features": [
        {"type": "Feature", "geometry": {"type": "Point", "coordinates": [13.4050, 52.5200]},
         "properties": {"query": q, "id": d, "rating": g}} for q, lst in list(rates.items())[:2] for d, g in lst.items()]})
    cases.append(cli_bad("u19g_geojson_ratings_as_qrels", "evaluate --qrels ratings.geojson: the raters' tool exported "
                         "its grades as a GeoJSON layer", ["evaluate", "--qrels", "ratings.geojson", "text.run",
                                                           "--measures", "nDCG@10"],
                         {"text.run": files["text.run"], "ratings.geojson": rated_gj}, "ratings.geojson:1", "GeoJSON",
                         outputs=(), why="no qrels line: a GeoJSON document (RFC 7946), which the message must name"))
    nested = {"berlin": {"text": 1, "geo": 3}, "london": {"text": 2, "geo": 1}}
    cases.append(cli_bad("u19g_weights_nested_cities", "fuse --weights cities.json: the per-city weights of the "
                         "team's config, nested by city", ["fuse", "text.run", "geo.run", "--weights", "cities.json",
                                                           "-o", "fused.run"],
                         {"text.run": files["text.run"], "geo.run": files["geo.run"],
                          "cities.json": json.dumps(nested)}, "cities.json", "berlin",
                         why="fuse --help: a weights file is a JSON object of NAME: W; an object as a weight is refused "
                             "naming the file and the key"))
    cases.append(bad("u19g_api_weights_nested", "rankagg.fuse(frames, weights={'berlin': {...}, 'london': {...}})",
                     frames + f"rankagg.fuse({{n: frame(n) for n in RUNS}}, method='rrf', weights={nested!r})\n",
                     "weights", "berlin",
                     why="docs/conventions.md: weights key each run by its name, a number each"))
    cases.append(bad("u19g_api_distance_text_score", "rankagg.fuse({'geo': frame}) whose score column holds the "
                     "routing service's text '0 m', '120', '1.2 km'",
                     "import pandas as pd, rankagg\n"
                     "g = pd.DataFrame({'qid': ['coffee@52.5200,13.4050'] * 3, 'docid': ['node/1', 'way/2', 'node/3'],"
                     " 'score': ['0', '-120', '1.2 km']})\n"
                     "t = pd.DataFrame({'qid': ['coffee@52.5200,13.4050'] * 2, 'docid': ['node/1', 'way/2'], "
                     "'score': [3.0, 2.0]})\n"
                     "rankagg.fuse({'text': t, 'geo': g}, method='rrf')\n",
                     "row 2", "1.2 km",
                     why="rankagg.io.rules: a score that is no number is refused naming its row and value"))
    cases.append(bad("u19g_api_name_with_blank_id", "rankagg.fuse(frames) whose docid is the place's name with "
                     "blanks ('Café Zürich')",
                     "import pandas as pd, rankagg\n"
                     "t = pd.DataFrame({'qid': ['coffee@47.3769,8.5417'] * 3, 'docid': ['Café Zürich', 'Sprüngli', "
                     "'Bar_3'], 'score': [3.0, 2.0, 1.0]})\n"
                     "rankagg.fuse({'text': t, 'geo': t.iloc[::-1]}, method='rrf')\n",
                     "Café Zürich",
                     why="rankagg.io.rules: an id a TREC line could not hold (a blank) is refused naming it"))
    cases.append(bad("u19g_api_distance_column_only", "rankagg.fuse({'geo': frame}) whose frame holds qid, docid, "
                     "distance_m (no score or rank column)",
                     "import pandas as pd, rankagg\n"
                     "g = pd.DataFrame({'qid': ['q'] * 3, 'docid': ['node/1', 'way/2', 'node/3'], "
                     "'distance_m': [0.0, 120.0, 1200.0]})\n"
                     "t = pd.DataFrame({'qid': ['q'] * 2, 'docid': ['node/1', 'way/2'], 'score': [3.0, 2.0]})\n"
                     "rankagg.fuse({'text': t, 'geo': g}, method='rrf')\n",
                     "distance_m", "score",
                     why="docs/conventions.md: scores must be in every frame or in none; the missing column named "
                         "beside the frame's columns (rankagg.io.missing_columns)"))
    words = _qrels(rates).splitlines(keepends=True)
    word_grades = words[0] + words[1].rsplit(" ", 1)[0] + " relevant\n" + "".join(words[2:])
    cases.append(cli_bad("u19g_qrels_grade_words", "evaluate --qrels rated.qrels: the rating tool wrote 'relevant' "
                         "for one grade", ["evaluate", "--qrels", "rated.qrels", "text.run", "--measures", "nDCG@10"],
                         {"text.run": files["text.run"], "rated.qrels": word_grades}, "rated.qrels:2",
                         outputs=(), why="trec_eval's qrels relevance is an integer: a word is refused naming the line"))
    csv_run = "".join(f"\"{q}\",Q0,{d},{r},{s},text\n" for q, lst in list(runs["text"].items())[:1]
                      for r, d in enumerate(desc_order(lst), 1) for s in [lst[d]])
    cases.append(cli_bad("u19g_csv_quoted_coords_run", "fuse text.csv geo.run: the text ranker's lines written by "
                         "Python's csv module (commas, the query quoted for its comma)",
                         ["fuse", "text.csv", "geo.run", "-o", "fused.run"],
                         {"text.csv": csv_run, "geo.run": files["geo.run"]}, "text.csv:1",
                         why="trec_eval splits on blanks: one field, a broken line; the file is comma-separated"))
    cases.append(ok("u19g_api_query_lat_lon_columns", "rankagg.fuse({ranker: frame}) whose frames hold the query "
                    "text, lat and lon in three columns (no qid) beside docid and score",
                    "import pandas as pd, rankagg\n"
                    "t = pd.DataFrame({'query': ['coffee'] * 3, 'lat': [52.52] * 3, 'lon': [13.405] * 3, "
                    "'docid': ['node/1', 'way/2', 'node/3'], 'score': [3.0, 2.0, 1.0]})\n"
                    "g = t.assign(score=[-120.0, 0.0, -35.0])\n"
                    "got = rankagg.fuse({'text': t, 'geo': g}, method='rrf')\n"
                    "rows = frame_rows(got, q='query')\n"
                    "ref = rrf_ref({'text': {'node/1': 3.0, 'way/2': 2.0, 'node/3': 1.0}, "
                    "'geo': {'node/1': -120.0, 'way/2': 0.0, 'node/3': -35.0}})\n"
                    "report(agree(rows.get('coffee', []), ref, written=False) if list(rows) == ['coffee'] else repr(rows))\n",
                    why="rankagg.io.run_table: a 'query' column is the query's id when no qid column is there "
                        "(PyTerrier's); rrf 1/(60 + r)"))
    return cases
