"""Issue 45's eighteenth bar of scripts/reliability_matrix.py, an SEO agency's rank-tracker exports of search-engine result pages (its cases, ids ``u18s_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's.

The analyst's day: per tracked keyword (the keyword as the query id, its words joined by ``+`` as a SERP API's
``q=`` writes them, so that a TREC line holds it; two capitalisations of one keyword tracked twice), the result pages
of Google, Bing and DuckDuckGo come from the rank tracker (Ahrefs, SEMrush, a SERP API, Search Console): URLs as the
ids (query strings with ``utm_`` tags and commas, ``#fragments``, trailing slashes, ``http`` beside ``https``,
punycode and percent-encoded paths, raw UTF-8 paths, URLs of 2,000+ characters), positions 1-100 with gaps (the
tracker keeps the first 100 results; a featured snippet at position 0), positions written in the score column (lower
is better) or negated, as TREC runs, gzipped, Parquet from BigQuery, pandas frames read from the trackers' CSV; they
are fused into one visibility ranking (RRF, RRF weighted by each engine's market share, Borda, CombSUM), cut to the
first page (``--depth 10``) or the top 3, explained, and evaluated against the client's target URLs (qrels).  The
mistakes: the trackers' CSV given as runs (SEMrush's ``Keyword,Position,...,URL``, Search Console's ``Top queries``,
an Excel workbook), keywords with blanks in a TREC line, ``Not in top 100`` and ``-`` for positions, CTR ``3.2%``,
average positions ``4.7`` as ranks, sitelinks repeating a URL, frames of the engines with their own column names.

The references below are computed here (``_REF``, run in this module and in each API snippet): RRF
``sum w / (60 + r)``, Borda ``n - r + 1`` with ``(n - k + 1) / 2`` shared by the ids a list lacks, CombSUM of
min-max, the order of docs/conventions.md (score descending, then the id descending as bytes), the house tie rule
(more lists, then the best place, then the smaller id), and trec_eval's measures; never rankagg's code."""

from __future__ import annotations

import gzip
import json
from pathlib import Path
from typing import Any, Callable

from .case import Case, pandas_setup, stdout_has, command_cases
from .references import RUN_AGREEMENT, TREC_MEASURES, reference_namespace

EIGHTEENTH_SERPS = "45 Unseen inputs: an eighteenth bar, an SEO agency's rank-tracker exports of search-engine result pages"

_REF = RUN_AGREEMENT + r'''
import math

def places(lst):
    """trec_eval's order: score descending, then the id descending as bytes."""
    o = sorted(lst, key=lambda d: (float(lst[d]), str(d).encode()), reverse=True)
    return {d: r for r, d in enumerate(o, 1)}

def minmax(lst):
    lo, hi = min(lst.values()), max(lst.values())
    return {d: (1.0 if hi == lo else (s - lo) / (hi - lo)) for d, s in lst.items()}

def reference(runs, method, w=None, pos=None):
    """{query: (fused score, lists returning the id, best place)} of {run: {query: {id: score}}};
    pos {run: {query: {id: place}}} gives the places instead of the scores' order."""
    ref = {}
    for q in sorted({q for r in runs.values() for q in r}, key=str):
        allids = set().union(*[set(r.get(q, {})) for r in runs.values()])
        n = len(allids)
        sc = {d: 0.0 for d in allids}; cnt = {d: 0 for d in allids}; best = {d: 10 ** 9 for d in allids}
        for name, r in runs.items():
            wm = (w or {}).get(name, 1.0)
            lst = r.get(q, {})
            if not lst:
                continue
            p = pos[name][q] if pos else places(lst)
            mm = minmax(lst)
            for d in allids:
                if d in lst:
                    cnt[d] += 1; best[d] = min(best[d], p[d])
                    sc[d] += wm * {"rrf": 1.0 / (60 + p[d]), "borda": n - p[d] + 1, "combsum": mm[d]}[method]
                elif method == "borda":
                    sc[d] += wm * (n - len(lst) + 1) / 2
        ref[q] = (sc, cnt, best)
    return ref

def close(a, b, rel=1e-9):
    return abs(a - b) <= rel * max(1.0, abs(a), abs(b))

def agree(rows, ref, depth=None):
    """'' when each query's written list (id, score) is the reference's, else what differs."""
    if set(rows) != set(ref):
        return "queries differ: %r" % sorted(set(rows) ^ set(ref))[:3]
    for q, got in rows.items():
        sc, cnt, best = ref[q]
        want = len(sc) if depth is None else min(depth, len(sc))
        ids = [d for d, _ in got]
        if len(ids) != want or len(set(ids)) != want or set(ids) - set(sc):
            return "%s: %d ids written, %d expected" % (q, len(ids), want)
        rest = set(sc) - set(ids)
        if rest and min(sc[d] for d in ids) < max(sc[d] for d in rest) - 1e-12:
            return "%s: a better id left out of the top %d" % (q, want)
        for (a, _), (b, _) in zip(got, got[1:]):
            if sc[a] < sc[b] - 1e-12 * max(1.0, abs(sc[b])):
                return "%s: %s (%r) before %s (%r)" % (q, a, sc[a], b, sc[b])
            if abs(sc[a] - sc[b]) <= 1e-12 * max(1.0, abs(sc[a])) and (-cnt[a], best[a], a) > (-cnt[b], best[b], b):
                return "%s: tie %s before %s against the house rule" % (q, a, b)
        for i, (d, s) in enumerate(got):
            near = any(close(sc[d], sc[e], 1e-7) for e, _ in got[max(0, i - 1):i + 2] if e != d)
            if not near and not close(s, sc[d]):
                return "%s: score of %s %r, expected %r" % (q, d, s, sc[d])
    return ""

def frame_rows(df):
    """{qid: [(docid, score), ...]} of a fused frame, in its rank order."""
    rows = {}
    for q, d, s in df.sort_values(["qid", "rank"])[["qid", "docid", "score"]].itertuples(index=False):
        rows.setdefault(str(q), []).append((str(d), float(s)))
    return rows

def ordered(rows):
    return {q: [d for d, _ in sorted(got, key=lambda x: (x[1], x[0].encode()), reverse=True)] for q, got in rows.items()}
''' + TREC_MEASURES

_NS = reference_namespace(_REF, "eighteenth_serps._REF")
reference: Callable[..., Any] = _NS["reference"]
agree: Callable[..., str] = _NS["agree"]
read_run: Callable[[str], dict] = _NS["read_run"]
measures: Callable[..., Any] = _NS["measures"]
ordered: Callable[[dict], dict] = _NS["ordered"]
places: Callable[[dict], dict] = _NS["places"]

#: tracked keywords, words joined by '+' (a SERP API's q=); one tracked twice with another capitalisation
_KEYWORDS = ["best+running+shoes", "running+shoes+sale", "trail+running+shoes", "Best+Running+Shoes",
             "laufschuhe+herren", "\"best+running+shoes\"+2024", "running+shoes+near+me"]

#: the URLs the engines return: the client's, its competitors', with the forms rank trackers export
_URLS = [
    "https://www.client-shoes.com/running/",
    "https://www.client-shoes.com/running",
    "http://www.client-shoes.com/running/",
    "https://www.client-shoes.com/running/?utm_source=google&utm_medium=cpc&b=2",
    "https://www.client-shoes.com/sale/running-shoes,men,size-42",
    "https://www.client-shoes.com/guide#best-running-shoes",
    "https://www.runnersworld.com/gear/a20855656/best-running-shoes/",
    "https://www.nike.com/w/running-shoes-37v7jzy7ok",
    "https://www.adidas.de/laufschuhe",
    "https://xn--laufschuh-prfung-1vb.de/test/",
    "https://www.schuhe.de/laufschuhe/%C3%BCbersicht",
    "https://www.schuhe.de/laufschuhe/übersicht",
    "https://www.reddit.com/r/running/comments/abc123/best_running_shoes_2024/",
    "https://www.amazon.com/s?k=running+shoes&ref=nb_sb_noss",
    "https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s",
    "https://en.wikipedia.org/wiki/Running_shoe",
    "https://www.brooksrunning.com/en_us/mens-running-shoes/",
    "https://www.hoka.com/en/us/mens-road/",
    "https://www.asics.com/us/en-us/running-shoes/c/as10200000/",
    "https://www.zappos.com/running-shoes",
    "https://www.rei.com/c/running-shoes",
    "https://WWW.Client-Shoes.com/Running/",
    "https://www.client-shoes.com/p/" + "a" * 1990 + "?ref=serp",
    "https://www.client-shoes.com/blog/running-shoes-guide/",
]


def _lcg(seed: int):
    x = seed
    while True:
        x = (x * 6364136223846793005 + 1442695040888963407) % 2 ** 64
        yield x >> 11


def _serps(engines: dict[str, int], seed: int, keywords: list[str] = _KEYWORDS) -> dict[str, dict[str, list[str]]]:
    """{engine: {keyword: [url, best first]}}: a shared relevance plus each engine's noise, cut at its length."""
    g = _lcg(seed)
    base = {u: next(g) / 2 ** 53 for u in _URLS}
    out: dict[str, dict[str, list[str]]] = {}
    for eng, k in engines.items():
        out[eng] = {}
        for kw in keywords:
            noisy = {u: base[u] + 0.8 * next(g) / 2 ** 53 for u in _URLS}
            out[eng][kw] = sorted(_URLS, key=lambda u: -noisy[u])[:k]
    return out


def _as_scores(serp: dict[str, list[str]]) -> dict[str, dict[str, float]]:
    """Positions as scores higher-is-better: 101 - position (a tracker's top 100)."""
    return {kw: {u: float(101 - p) for p, u in enumerate(urls, 1)} for kw, urls in serp.items()}


def _run(tag: str, lists: dict[str, dict[str, float]], eol: str = "\n", rank_col: Callable[[int], Any] | None = None
         ) -> str:
    out = []
    for q, lst in lists.items():
        for d, r in sorted(places(lst).items(), key=lambda x: x[1]):
            s = lst[d]
            out.append(f"{q} Q0 {d} {r if rank_col is None else rank_col(r)} {s:g} {tag}{eol}")
    return "".join(out)


def _check_run(ref: Any, depth: int | None = None, name: str = "fused.run", extra: Callable[[dict], bool] | None = None
               ) -> Callable[[str, Path], bool]:
    def check(out: str, folder: Path) -> bool:
        rows = read_run((folder / name).read_text(encoding="utf-8"))
        return not agree(rows, ref, depth) and (extra is None or extra(rows))

    return check


def _qrels_text(qrels: dict[str, dict[str, int]]) -> str:
    return "".join(f"{q} 0 {d} {g}\n" for q, lst in qrels.items() for d, g in lst.items())


def _eval_check(expected: dict[str, float], per_query: dict[str, float] | None = None, run: str | None = None
                ) -> Callable[[str, Path], bool]:
    """rankagg evaluate's lines '[RUN<TAB>]MEASURE<TAB>QUERY<TAB>VALUE' against the reference's means."""
    def check(out: str, folder: Path) -> bool:
        got: dict[tuple[str, str], float] = {}
        for line in out.splitlines():
            f = line.split("\t")
            if len(f) == 4 and (run is None or f[0] == run):
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



def eighteenth_bar_serps_cases() -> list[Case]:
    G = EIGHTEENTH_SERPS

    cli_ok, cli_bad = command_cases(G)

    def ok(id: str, what: str, code: str, why: str, files: dict | None = None, timeout: float = 120) -> Case:
        return Case(id, G, what, code=_REF + code, expect="ok", check=stdout_has("same"), memory_gb=4.0,
                    timeout=timeout, why=why, files=files or {})

    def bad(id: str, what: str, code: str, *mention: str, why: str, files: dict | None = None) -> Case:
        return Case(id, G, what, code=_REF + code, mention=mention, memory_gb=4.0, timeout=60, why=why,
                    files=files or {})

    cases: list[Case] = []
    K = _KEYWORDS
    serp = _serps({"google": 20, "bing": 15, "duckduckgo": 12}, seed=18)
    runs = {eng: _as_scores(s) for eng, s in serp.items()}
    files = {f"{eng}.run": _run(eng, lst) for eng, lst in runs.items()}
    three = ["google.run", "bing.run", "duckduckgo.run"]

    # -- the morning fusion: three engines' top results per keyword
    cases.append(cli_ok("u18s_rrf_three_engines", "fuse google.run bing.run duckduckgo.run --method rrf: seven keywords "
                        "('+'-joined, one tracked twice in two capitalisations), URLs with query strings, commas, "
                        "fragments, punycode, percent-encoded and raw UTF-8 paths, a 2,030-character URL",
                        ["fuse", *three, "--method", "rrf", "-o", "fused.run"], files,
                        _check_run(reference(runs, "rrf")), fast=True,
                        why="rankagg methods rrf: sum 1 / (60 + r), r by score then id descending (docs/conventions.md); "
                            "a URL is an id as its bytes, 'Best+Running+Shoes' another query than 'best+running+shoes'"))
    share = {"google": 0.915, "bing": 0.039, "duckduckgo": 0.007}
    cases.append(cli_ok("u18s_market_share_weights", "fuse --method rrf --weights google=0.915,bing=0.039,"
                        "duckduckgo=0.007: each engine weighed by its market share",
                        ["fuse", *three, "--method", "rrf", "--weights", "google=0.915,bing=0.039,duckduckgo=0.007",
                         "-o", "fused.run"], files, _check_run(reference(runs, "rrf", share)),
                        why="fuse --help: --weights NAME=W by run tag; rrf: sum w / (60 + r)"))
    cases.append(cli_ok("u18s_market_share_json", "fuse --weights shares.json: the shares as percentages in a JSON "
                        "object exported from StatCounter (91.5, 3.9, 0.7) --method borda",
                        ["fuse", *three, "--method", "borda", "--weights", "shares.json", "-o", "fused.run"],
                        {**files, "shares.json": json.dumps({"google": 91.5, "bing": 3.9, "duckduckgo": 0.7})},
                        _check_run(reference(runs, "borda", {"google": 91.5, "bing": 3.9, "duckduckgo": 0.7})),
                        why="fuse --help: --weights FILE (a JSON object); borda: w (n - r + 1), the ids a list lacks "
                            "share w (n - k + 1) / 2"))
    cases.append(cli_ok("u18s_borda_unequal_depths", "fuse --method borda: Google's top 20, Bing's 15, DuckDuckGo's 12 "
                        "(each tracker's depth differs)", ["fuse", *three, "--method", "borda", "-o", "fused.run"],
                        files, _check_run(reference(runs, "borda")),
                        why="rankagg methods borda: n - r + 1, each id a list lacks shares (n - k + 1) / 2"))
    cases.append(cli_ok("u18s_combsum_positions", "fuse --method combsum: the positions as 101 - position, min-max "
                        "normalised per engine and keyword", ["fuse", *three, "--method", "combsum", "-o", "fused.run"],
                        files, _check_run(reference(runs, "combsum")),
                        why="docs/conventions.md: norm auto is min-max when runs carry scores; (s - min) / (max - min)"))
    cases.append(cli_ok("u18s_first_page", "fuse --method rrf --depth 10: the first result page of the fused ranking",
                        ["fuse", *three, "--method", "rrf", "--depth", "10", "-o", "fused.run"], files,
                        _check_run(reference(runs, "rrf"), depth=10),
                        why="fuse --help: --depth writes at most this many documents per query"))
    top3 = {e: {q: {d: s for d, s in lst.items() if places(lst)[d] <= 3} for q, lst in r.items()} for e, r in runs.items()}
    cases.append(cli_ok("u18s_top3_pack", "fuse --method rrf --input-depth 3: only each engine's top 3 (the clicks' "
                        "share) count", ["fuse", *three, "--method", "rrf", "--input-depth", "3", "-o", "fused.run"],
                        files, _check_run(reference(top3, "rrf")),
                        why="fuse --help: --input-depth keeps each run's first N documents before fusing"))
    f_gz = {f"{e}.run.gz": gzip.compress(_run(e, runs[e], eol="\r\n").encode(), mtime=0) for e in runs}
    cases.append(cli_ok("u18s_gzip_crlf_exports", "fuse *.run.gz: the tracker's nightly exports gzipped with CRLF line "
                        "ends --method rrf", ["fuse", *[f"{e}.run.gz" for e in runs], "--method", "rrf", "-o",
                                              "fused.run"], f_gz, _check_run(reference(runs, "rrf")),
                        why="trec_eval splits on white space, a CR included: the same runs as the plain files"))

    # -- positions as the tracker writes them
    pos_runs = {e: {q: {u: float(p) for p, u in enumerate(urls, 1)} for q, urls in s.items()} for e, s in serp.items()}
    pos_places = {e: {q: {u: p for p, u in enumerate(urls, 1)} for q, urls in s.items()} for e, s in serp.items()}
    f_pos = {f"{e}.run": "".join(f"{q} Q0 {u} {p} {p} {e}\n" for q, urls in s.items() for p, u in enumerate(urls, 1))
             for e, s in serp.items()}
    cases.append(cli_ok("u18s_positions_trust_rank", "fuse --trust-rank --method rrf: the score column holds the "
                        "position itself (1 best), the rank column too", ["fuse", *three, "--trust-rank", "--method",
                                                                           "rrf", "-o", "fused.run"],
                        f_pos, _check_run(reference(pos_runs, "rrf", pos=pos_places)),
                        why="docs/conventions.md: --trust-rank orders by the rank column; rrf reads places only"))
    f_zero = {f"{e}.run": _run(e, runs[e], rank_col=lambda r: r - 1 if r > 1 else 0) for e in runs}
    cases.append(cli_ok("u18s_featured_snippet_rank0", "fuse --method rrf: the tracker numbers the featured snippet 0 "
                        "in the rank column (1, 2, ... after it); the scores order the lists",
                        ["fuse", *three, "--method", "rrf", "-o", "fused.run"], f_zero, _check_run(reference(runs, "rrf")),
                        why="docs/conventions.md: the rank column is not read (ranks from 0 are fine), trec_eval's rule"))
    f_neg = {f"{e}.run": _run(e, {q: {u: -p for u, p in lst.items()} for q, lst in pos_runs[e].items()}) for e in runs}
    cases.append(cli_ok("u18s_negated_positions", "fuse --method rrf on runs whose score is minus the position "
                        "(-1 best), as docs/conventions.md advises", ["fuse", *three, "--method", "rrf", "-o", "fused.run"],
                        f_neg, _check_run(reference({e: {q: {u: -p for u, p in lst.items()} for q, lst in r.items()}
                                                     for e, r in pos_runs.items()}, "rrf")),
                        why="docs/conventions.md: negate scores where lower is better; -1 > -2"))
    cases.append(cli_ok("u18s_scores_rank_report", "fuse --method rrf --scores rank: the client's report wants n - "
                        "rank + 1 as a visibility score", ["fuse", *three, "--method", "rrf", "--scores", "rank",
                                                           "-o", "fused.run"], files,
                        _rank_scores_check(reference(runs, "rrf")),
                        why="fuse --help: --scores rank writes n - rank + 1, same order as the fused scores"))
    cases.append(cli_ok("u18s_explain_visibility", "fuse --method rrf --weights google=0.915,bing=0.039,duckduckgo=0.007 "
                        "--explain why.jsonl: each URL's rank and contribution per engine",
                        ["fuse", *three, "--method", "rrf", "--weights", "google=0.915,bing=0.039,duckduckgo=0.007",
                         "--explain", "why.jsonl", "-o", "fused.run"], files, _explain_check(runs, share),
                        why="rrf: each contribution w / (60 + r), r by trec_eval's order; the URL's score their sum"))

    # -- one keyword's pages as the engines list them: URL forms that must stay distinct ids
    forms = {"google": {"running+shoes": {"https://www.client-shoes.com/running/": 10.0,
                                          "https://www.client-shoes.com/running": 9.0,
                                          "http://www.client-shoes.com/running/": 8.0,
                                          "https://WWW.Client-Shoes.com/Running/": 7.0}},
             "bing": {"running+shoes": {"https://www.client-shoes.com/running": 10.0,
                                        "https://www.client-shoes.com/running/#reviews": 9.0,
                                        "https://www.client-shoes.com/running/": 8.0}}}
    f_forms = {f"{e}.run": _run(e, r) for e, r in forms.items()}
    cases.append(cli_ok("u18s_url_forms_distinct", "fuse --method rrf: the same page as https/http, with and without "
                        "a trailing slash, upper-case host, '#reviews': each form its own id, as the engines list it",
                        ["fuse", "google.run", "bing.run", "--method", "rrf", "-o", "fused.run"], f_forms,
                        _check_run(reference(forms, "rrf")),
                        why="trec_eval compares docnos as strings: no URL normalisation; ties by the house rule"))
    tie = {"google": {"kw": {"https://a.example/x": 3.0, "https://b.example/": 2.0}},
           "bing": {"kw": {"https://b.example/": 3.0, "https://a.example/x": 2.0}}}
    cases.append(cli_ok("u18s_swapped_pair_tie", "fuse --method rrf: Google and Bing swap the top two URLs; an exact "
                        "tie the house rule breaks by the smaller id",
                        ["fuse", "google.run", "bing.run", "--method", "rrf", "-o", "fused.run"],
                        {f"{e}.run": _run(e, r) for e, r in tie.items()},
                        _check_run(reference(tie, "rrf"), extra=lambda rows: rows["kw"][0][0] == "https://a.example/x"),
                        why="docs/conventions.md: ties by more lists, then the best place, then the smaller docid"))

    # -- evaluation against the client's target URLs
    targets = {q: {"https://www.client-shoes.com/running/": 2, "https://www.client-shoes.com/guide#best-running-shoes": 1,
                   "https://www.client-shoes.com/blog/running-shoes-guide/": 1} for q in K}
    targets["laufschuhe+herren"] = {"https://www.schuhe.de/laufschuhe/%C3%BCbersicht": 2,
                                    "https://xn--laufschuh-prfung-1vb.de/test/": 1}
    f_eval = {**files, "targets.qrels": _qrels_text(targets)}
    g_order = ordered(read_run(files["google.run"]))
    exp_g, per_g = measures(g_order, targets)
    cases.append(cli_ok("u18s_eval_targets", "evaluate google.run against the client's target URLs (grade 2 the money "
                        "page, 1 the guides) --measures nDCG@10 AP P@5 RR",
                        ["evaluate", "--qrels", "targets.qrels", "google.run", "--measures", "nDCG@10", "AP", "P@5", "RR"],
                        f_eval, _eval_check(exp_g),
                        why="trec_eval ndcg_cut: gain = the grade, discount log2(i + 1); map, P, recip_rank: grade > 0"))
    cases.append(cli_ok("u18s_eval_per_keyword", "evaluate -q google.run: nDCG@10 per keyword (quotes and '+' in the ids)",
                        ["evaluate", "--qrels", "targets.qrels", "google.run", "--measures", "nDCG@10", "-q"], f_eval,
                        _eval_check({"nDCG@10": exp_g["nDCG@10"]}, {q: v["nDCG@10"] for q, v in per_g.items()}),
                        why="trec_eval -q: one line per query, the query id as written"))
    t_more = {**targets, "running+shoes+outlet": {"https://www.client-shoes.com/sale/running-shoes,men,size-42": 1}}
    exp_c, _ = measures(g_order, t_more, complete=True)
    cases.append(cli_ok("u18s_eval_untracked_keyword", "evaluate -c: a target keyword the tracker never queried counts 0",
                        ["evaluate", "--qrels", "targets.qrels", "google.run", "--measures", "nDCG@10", "AP", "-c"],
                        {**files, "targets.qrels": _qrels_text(t_more)}, _eval_check({k: exp_c[k] for k in ("nDCG@10", "AP")}),
                        why="trec_eval -c: every judged query, one the run lacks valued 0"))
    fused_ref = reference(runs, "rrf")
    fused_order = {q: sorted(sc, key=lambda d: (-sc[d], -cnt[d], best[d], d)) for q, (sc, cnt, best) in fused_ref.items()}
    exp_f, _ = measures(fused_order, targets)
    cases.append(Case("u18s_eval_fused_visibility", G, "fuse the three engines with rrf, then evaluate the fused run "
                      "against the targets: nDCG@10 and P@5 of the fused order (ties as written)",
                      code="import subprocess, sys\n"
                           "r = subprocess.run([sys.executable, '-m', 'rankagg.cli', 'fuse', 'google.run', 'bing.run', "
                           "'duckduckgo.run', '--method', 'rrf', '-o', 'fused.run', '--quiet'])\n"
                           "assert r.returncode == 0\n"
                           "subprocess.run([sys.executable, '-m', 'rankagg.cli', 'evaluate', '--qrels', 'targets.qrels', "
                           "'fused.run', '--measures', 'nDCG@10', 'P@5'], check=True)\n",
                      files=f_eval, expect="ok", check=_eval_check({k: exp_f[k] for k in ("nDCG@10", "P@5")}),
                      memory_gb=4.0, timeout=180,
                      why="docs/conventions.md: the written run keeps the consensus order (ties broken by the house "
                          "rule); trec_eval's ndcg_cut and P"))

    # -- Parquet from BigQuery: one long table of every engine's positions
    rows_py = [(q, u, p, e) for e, s in serp.items() for q, urls in s.items() for p, u in enumerate(urls, 1)]
    setup = pandas_setup(f"rows = {rows_py!r}\n"
                           "df = pd.DataFrame(rows, columns=['q_id', 'doc_id', 'rank', 'run'])\n"
                           "df.to_parquet(folder / 'serps.parquet', index=False)\n")
    cases.append(cli_ok("u18s_parquet_positions", "fuse serps.parquet --method rrf: BigQuery's long table (q_id, "
                        "doc_id, rank = the position, run = the engine), no score column",
                        ["fuse", "serps.parquet", "--method", "rrf", "-o", "fused.run"], {},
                        _check_run(reference(pos_runs, "rrf", pos=pos_places)), setup=setup,
                        why="docs/conventions.md: a long Parquet run table's rank column is read when it has no score"))

    # -- the Python API, frames read from the trackers' CSV
    frames = ("import pandas as pd, rankagg\n"
              f"serp = {serp!r}\n"
              "pos = {e: {q: {u: p for p, u in enumerate(urls, 1)} for q, urls in s.items()} for e, s in serp.items()}\n"
              "sc = {e: {q: {u: float(p) for u, p in l.items()} for q, l in r.items()} for e, r in pos.items()}\n"
              "def frame(e):\n"
              "    return pd.DataFrame([(q, u, p) for q, urls in serp[e].items() for p, u in enumerate(urls, 1)],\n"
              "                        columns=['qid', 'docid', 'rank'])\n")
    cases.append(ok("u18s_api_frames_positions", "rankagg.fuse({engine: DataFrame(qid, docid, rank)}, method='rrf'): "
                    "each tracker's positions as a frame",
                    frames + "got = rankagg.fuse({e: frame(e) for e in serp}, method='rrf')\n"
                             "why = agree(frame_rows(got), reference(sc, 'rrf', pos=pos))\n"
                             "print(why or 'same')\n",
                    why="docs/conventions.md: a frame's rank column is read when it has no score column; rrf 1/(60+r)"))
    cases.append(ok("u18s_api_position_text", "rankagg.fuse of frames whose Position column is text ('1', '2', ...: "
                    "read from CSV with dtype=str)",
                    frames + "fr = {e: frame(e).astype({'rank': str}) for e in serp}\n"
                             "got = rankagg.fuse(fr, method='rrf')\n"
                             "print(agree(frame_rows(got), reference(sc, 'rrf', pos=pos)) or 'same')\n",
                    why="docs/conventions.md: each rank a positive integer; '3' is one as text (the result of the "
                        "same frame with int ranks)"))
    cases.append(ok("u18s_api_not_in_top100_dropped", "the analyst drops SEMrush's 'Not in top 100' rows "
                    "(pd.to_numeric(errors='coerce').dropna()) and fuses the rest with borda",
                    frames + "fr = {}\n"
                             "for e in serp:\n"
                             "    f = frame(e).astype({'rank': object})\n"
                             "    f.loc[len(f)] = ['best+running+shoes', 'https://www.example.org/not-ranked', 'Not in top 100']\n"
                             "    f['rank'] = pd.to_numeric(f['rank'], errors='coerce')\n"
                             "    fr[e] = f.dropna().astype({'rank': 'int64'})\n"
                             "got = rankagg.fuse(fr, method='borda')\n"
                             "print(agree(frame_rows(got), reference(sc, 'borda', pos=pos)) or 'same')\n",
                    why="rankagg methods borda: n - r + 1, (n - k + 1) / 2 shared; the dropped rows are no documents"))
    cases.append(ok("u18s_api_gsc_avg_position_negated", "Search Console's average positions (4.7, 12.3) as score = "
                    "-position, fused with Bing's positions by rrf",
                    "import pandas as pd, rankagg\n"
                    "gsc = {'running+shoes': {'https://c.com/a': 4.7, 'https://c.com/b': 12.3, 'https://c.com/c': 1.2,"
                    " 'https://c.com/d': 4.7}}\n"
                    "bing = {'running+shoes': {'https://c.com/b': 3.0, 'https://c.com/e': 1.0}}\n"
                    "g = pd.DataFrame([(q, u, -p) for q, l in gsc.items() for u, p in l.items()], columns=['qid', 'docid', 'score'])\n"
                    "b = pd.DataFrame([(q, u, -p) for q, l in bing.items() for u, p in l.items()], columns=['qid', 'docid', 'score'])\n"
                    "got = rankagg.fuse({'gsc': g, 'bing': b}, method='rrf')\n"
                    "ref = reference({'gsc': {q: {u: -p for u, p in l.items()} for q, l in gsc.items()},\n"
                    "                 'bing': {q: {u: -p for u, p in l.items()} for q, l in bing.items()}}, 'rrf')\n"
                    "print(agree(frame_rows(got), ref) or 'same')\n",
                    why="docs/conventions.md: scores descending, a tie (4.7 twice) broken by the docid descending"))
    cases.append(ok("u18s_api_frames_ranx_and_own_names", "rankagg.fuse({'google': frame with ranx's q_id/doc_id, "
                    "'bing': frame with qid/docid}): two trackers' exports, each frame named its own way",
                    frames + "g = frame('google').rename(columns={'qid': 'q_id', 'docid': 'doc_id'})\n"
                             "got = rankagg.fuse({'google': g, 'bing': frame('bing')}, method='rrf')\n"
                             "assert list(got.columns[:2]) == ['q_id', 'doc_id'], list(got.columns)  # the first frame's\n"
                             "got = got.rename(columns={'q_id': 'qid', 'doc_id': 'docid'})\n"
                             "sub = {e: sc[e] for e in ('google', 'bing')}\n"
                             "print(agree(frame_rows(got), reference(sub, 'rrf', pos={e: pos[e] for e in sub})) or 'same')\n",
                    why="rankagg.io.named_frames: each frame of {name: frame} may have any column names a long frame "
                        "of runs may have (ranx's q_id, doc_id; rankagg's qid, docid); the result as for one naming, "
                        "under the first frame's names (README: rankagg.fuse returns what it was given)"))
    cases.append(ok("u18s_api_frames_keyword_index", "rankagg.fuse({engine: frame.set_index('qid')}): each tracker's "
                    "frame indexed by keyword (as a groupby leaves it), Bing's by keyword and URL",
                    frames + "fr = {e: frame(e).set_index('qid') for e in serp}\n"
                             "fr['bing'] = frame('bing').set_index(['qid', 'docid'])\n"
                             "got = rankagg.fuse(fr, method='rrf')\n"
                             "print(agree(frame_rows(got), reference(sc, 'rrf', pos=pos)) or 'same')\n",
                    why="rankagg.api.frame_index: a frame's named index levels are its columns (df.set_index('qid')), "
                        "as for one frame of runs; rrf 1/(60+r)"))
    cases.append(ok("u18s_api_arrow_positions", "rankagg.fuse(pyarrow Table of qid, docid, rank, run): the "
                    "warehouse's positions of the three engines as one Arrow table",
                    frames + "import pyarrow as pa\n"
                             "long = pd.concat([frame(e).assign(run=e) for e in serp], ignore_index=True)\n"
                             "got = rankagg.fuse(pa.Table.from_pandas(long, preserve_index=False), method='rrf')\n"
                             "got = got.to_pandas() if hasattr(got, 'to_pandas') else got\n"
                             "print(agree(frame_rows(got), reference(sc, 'rrf', pos=pos)) or 'same')\n",
                    why="docs/conventions.md: an Arrow table's rank column is read when it has no score column"))
    cases.append(ok("u18s_api_tied_positions", "a tracker gives two URLs the same position 3 (a carousel): a repeated "
                    "rank is a tie at the best place of its class, rrf",
                    "import pandas as pd, rankagg\n"
                    "g = pd.DataFrame({'qid': ['kw'] * 5, 'docid': ['u1', 'u2', 'u3', 'u4', 'u5'], 'rank': [1, 2, 3, 3, 5]})\n"
                    "b = pd.DataFrame({'qid': ['kw'] * 3, 'docid': ['u4', 'u3', 'u6'], 'rank': [1, 2, 3]})\n"
                    "got = rankagg.fuse({'google': g, 'bing': b}, method='rrf')\n"
                    "pos = {'google': {'kw': {'u1': 1, 'u2': 2, 'u3': 3, 'u4': 3, 'u5': 5}}, 'bing': {'kw': {'u4': 1, 'u3': 2, 'u6': 3}}}\n"
                    "sc = {e: {q: {d: -float(p) for d, p in l.items()} for q, l in r.items()} for e, r in pos.items()}\n"
                    "print(agree(frame_rows(got), reference(sc, 'rrf', pos=pos)) or 'same')\n",
                    why="docs/conventions.md: a repeated rank a tie at the best place of its class, 1 1 1 4"))
    cases.append(ok("u18s_api_fuser_live_serp", "rankagg.Fuser('rrf') per keyword on a SERP API's live answer: "
                    "{engine: [url, best first]}",
                    "import rankagg\n"
                    "lists = {'google': ['https://a.com/x?utm_source=g', 'https://b.com/', 'https://c.com/#top'],\n"
                    "         'bing': ['https://b.com/', 'https://d.com/%C3%BC', 'https://a.com/x?utm_source=g'],\n"
                    "         'duckduckgo': ['https://xn--bcher-kva.de/', 'https://b.com/']}\n"
                    "got = rankagg.Fuser('rrf')(lists)\n"
                    "pos = {e: {'q': {u: p for p, u in enumerate(l, 1)}} for e, l in lists.items()}\n"
                    "sc = {e: {'q': {u: -float(p) for u, p in d['q'].items()}} for e, d in pos.items()}\n"
                    "print(agree({'q': [(d, s) for d, s in got]}, reference(sc, 'rrf', pos=pos)) or 'same')\n",
                    why="README: a Fuser takes docid lists best first; rrf 1/(60+r), the house tie rule"))
    cases.append(ok("u18s_api_evaluate_targets", "rankagg.evaluate(fused, targets, ['nDCG@10', 'P@5', 'RR']) on the "
                    "fused engines' frames",
                    frames + f"targets = {targets!r}\n"
                             "got = rankagg.fuse({e: frame(e) for e in serp}, method='rrf')\n"
                             "ev = rankagg.evaluate(got, targets, ['nDCG@10', 'P@5', 'RR'])\n"
                             "ref = reference(sc, 'rrf', pos=pos)\n"
                             "order = {q: sorted(s, key=lambda d: (-s[d], -c[d], b[d], d)) for q, (s, c, b) in ref.items()}\n"
                             "want, _ = measures(order, targets)\n"
                             "vals = {k: float(v) for k, v in (ev.items() if hasattr(ev, 'items') else [])}\n"
                             "vals = {k: v for k, v in vals.items()}\n"
                             "ok = all(abs(vals.get(m, -9) - want[m]) < 1e-9 for m in ('nDCG@10', 'P@5', 'RR'))\n"
                             "print('same' if ok else ('differ', vals, want))\n",
                    why="docs/conventions.md: evaluate(fuse(runs)) measures the written run (consensus order); "
                        "trec_eval's ndcg_cut, P, recip_rank"))

    # -- the mistakes
    semrush = ("Keyword,Position,Previous position,Search Volume,Keyword Difficulty,CPC,URL,Traffic\n"
               "best running shoes,3,5,49500,78,1.21,https://www.client-shoes.com/running/,1312\n"
               "running shoes sale,7,7,14800,65,0.98,\"https://www.client-shoes.com/sale/running-shoes,men\",210\n")
    cases.append(cli_bad("u18s_semrush_csv_beside_runs", "fuse semrush.csv bing.run: SEMrush's position-tracking CSV "
                         "given as a run beside TREC runs", ["fuse", "semrush.csv", "bing.run", "-o", "fused.run"],
                         {"semrush.csv": semrush, "bing.run": files["bing.run"]}, "semrush.csv:1", "header",
                         why="trec_eval reads no header line; the file is a rank tracker's table, which the message "
                             "must name (not 'found 2 fields' of a 8-column line)"))
    cases.append(cli_bad("u18s_semrush_csv_alone", "fuse semrush.csv -o fused.run: the export alone (read as gene "
                         "lists, the output name blamed)", ["fuse", "semrush.csv", "-o", "fused.run"],
                         {"semrush.csv": semrush}, "semrush.csv:1", "header",
                         why="the file is no table of gene lists (a Keyword and a URL column per row): the message must "
                             "name its header, not ask for another output name"))
    ahrefs = ("Keyword,Current position,Current URL,Volume,KD,Traffic\n"
              "best running shoes,4,https://www.client-shoes.com/running/,49000,71,980\n")
    cases.append(cli_bad("u18s_ahrefs_csv_tsv_name", "fuse ahrefs.tsv google.run: Ahrefs' export (comma-separated, "
                         "named .tsv by the analyst) beside a run", ["fuse", "ahrefs.tsv", "google.run", "-o", "fused.run"],
                         {"ahrefs.tsv": ahrefs, "google.run": files["google.run"]}, "ahrefs.tsv:1", "header",
                         why="trec_eval reads no header; the message must say the first line is a table's header"))
    gsc = ("Top queries,Clicks,Impressions,CTR,Position\nbest running shoes,120,4000,3%,4.7\n"
           "running shoes sale,33,1200,2.75%,8.1\n")
    cases.append(cli_bad("u18s_gsc_queries_csv", "fuse gsc_queries.csv google.run: Search Console's 'Top queries' "
                         "export (clicks, CTR, average position; no URL)",
                         ["fuse", "gsc_queries.csv", "google.run", "-o", "fused.run"],
                         {"gsc_queries.csv": gsc, "google.run": files["google.run"]}, "gsc_queries.csv:1", "header",
                         why="no TREC line: a table of per-query statistics; the message names its header"))
    pages = ("Top pages,Clicks,Impressions,CTR,Position\nhttps://www.client-shoes.com/running/,410,12000,3.42%,6.1\n"
             "https://www.client-shoes.com/guide#best-running-shoes,95,8800,1.08%,11.4\n")
    cases.append(cli_bad("u18s_gsc_pages_csv", "fuse gsc_pages.csv google.run: Search Console's 'Top pages' export "
                         "(URLs with clicks and an average position; no keyword)",
                         ["fuse", "gsc_pages.csv", "google.run", "-o", "fused.run"],
                         {"gsc_pages.csv": pages, "google.run": files["google.run"]}, "gsc_pages.csv:1", "header",
                         why="no TREC line: a table of per-page statistics; the message names its header"))
    g_lines = files["google.run"].splitlines(keepends=True)
    blank_kw = "".join(g_lines[:2]) + g_lines[2].replace("best+running+shoes", "best running shoes", 1) + "".join(g_lines[3:])
    cases.append(cli_bad("u18s_keyword_with_blanks", "fuse google.run bing.run where one line's keyword kept its "
                         "blanks ('best running shoes Q0 ...')", ["fuse", "google.run", "bing.run", "-o", "fused.run"],
                         {"google.run": blank_kw, "bing.run": files["bing.run"]}, "google.run:3",
                         why="trec_eval splits on blanks: 8 fields, a broken line"))
    dash = "".join(g_lines[:4]) + "best+running+shoes Q0 https://www.example.org/x - - google\n" + "".join(g_lines[4:])
    cases.append(cli_bad("u18s_position_dash", "fuse google.run: a URL the tracker lost, written with '-' as its rank "
                         "and score", ["fuse", "google.run", "bing.run", "-o", "fused.run"],
                         {"google.run": dash, "bing.run": files["bing.run"]}, "google.run:5",
                         why="trec_eval's atof would read '-' as 0, a score the tracker never meant: refused naming the line"))
    pct = "".join(g_lines[:1]) + g_lines[1].rsplit(" ", 2)[0] + " 3.2% google\n" + "".join(g_lines[2:])
    cases.append(cli_bad("u18s_ctr_percent_score", "fuse google.run: one score written as a CTR '3.2%'",
                         ["fuse", "google.run", "bing.run", "-o", "fused.run"],
                         {"google.run": pct, "bing.run": files["bing.run"]}, "google.run:2",
                         why="'3.2%' is no number trec_eval reads whole: refused naming the line"))
    comma = "".join(g_lines[:6]) + g_lines[6].rsplit(" ", 2)[0] + " 4,7 google\n" + "".join(g_lines[7:])
    cases.append(cli_bad("u18s_decimal_comma_score", "fuse google.run: an average position written with a German "
                         "decimal comma '4,7'", ["fuse", "google.run", "bing.run", "-o", "fused.run"],
                         {"google.run": comma, "bing.run": files["bing.run"]}, "google.run:7",
                         why="atof reads '4,7' as 4: a wrong score, refused naming the line"))
    cases.append(cli_bad("u18s_weights_engine_name", "fuse --weights duckduckgo=0.7 on runs tagged ddg: the engine's "
                         "name as the analyst says it",
                         ["fuse", "google.run", "ddg.run", "--method", "rrf", "--weights", "duckduckgo=0.7", "-o", "fused.run"],
                         {"google.run": files["google.run"],
                          "ddg.run": files["duckduckgo.run"].replace(" duckduckgo\n", " ddg\n")}, "--weights", "duckduckgo",
                         why="fuse --help: weights by run name; an unknown name is refused naming it"))
    qr_blank = "best+running+shoes 0 https://www.client-shoes.com/running/ 2\n" \
               "best+running+shoes 0 https://www.client-shoes.com/running shoes/ 1\n"
    cases.append(cli_bad("u18s_qrels_url_with_blank", "evaluate --qrels targets.qrels: a target URL pasted with a raw "
                         "blank ('running shoes/')", ["evaluate", "--qrels", "targets.qrels", "google.run", "--measures",
                                                      "nDCG@10"],
                         {"google.run": files["google.run"], "targets.qrels": qr_blank}, "targets.qrels:2",
                         why="trec_eval's qrels lines hold four fields: five is a broken line"))
    cases.append(bad("u18s_api_keyword_with_blank", "rankagg.fuse({'google': frame}) whose qid is the keyword with blanks",
                     "import pandas as pd, rankagg\n"
                     "g = pd.DataFrame({'qid': ['best running shoes'] * 2, 'docid': ['https://a.com/', 'https://b.com/'], "
                     "'rank': [1, 2]})\n"
                     "rankagg.fuse({'google': g, 'bing': g.iloc[::-1]}, method='rrf')\n",
                     "qid", "best running shoes",
                     why="rankagg.io.rules: an id a TREC line could not hold (a blank) is refused naming it"))
    cases.append(bad("u18s_api_not_in_top100_rank", "rankagg.fuse of a frame whose rank column keeps SEMrush's "
                     "'Not in top 100'",
                     "import pandas as pd, rankagg\n"
                     "g = pd.DataFrame({'qid': ['kw'] * 3, 'docid': ['u1', 'u2', 'u3'], 'rank': ['1', '2', 'Not in top 100']})\n"
                     "rankagg.fuse({'google': g}, method='rrf')\n", "row 2", "Not in top 100",
                     why="docs/conventions.md: each rank a positive integer; refused naming the row"))
    cases.append(bad("u18s_api_avg_position_rank", "rankagg.fuse of Search Console's average position 4.7 given as "
                     "the rank column", "import pandas as pd, rankagg\n"
                     "g = pd.DataFrame({'qid': ['kw'] * 3, 'docid': ['u1', 'u2', 'u3'], 'rank': [1.0, 4.7, 12.3]})\n"
                     "rankagg.fuse({'gsc': g}, method='rrf')\n", "row 1", "4.7",
                     why="docs/conventions.md: each rank a positive integer; 4.7 is an average, refused naming the row"))
    cases.append(bad("u18s_api_ctr_percent", "rankagg.fuse of a frame whose score is the CTR text '3.2%'",
                     "import pandas as pd, rankagg\n"
                     "g = pd.DataFrame({'qid': ['kw'] * 2, 'docid': ['u1', 'u2'], 'score': ['1.0%', '3.2%']})\n"
                     "rankagg.fuse({'gsc': g}, method='rrf')\n", "row 0", "1.0%",
                     why="a score must be a number as trec_eval reads one; refused naming the row"))
    cases.append(bad("u18s_api_frame_tracker_columns", "rankagg.fuse({'google': SEMrush frame (Keyword, URL, "
                     "Position), 'bing': frame (qid, docid, rank)}): one export not renamed",
                     "import pandas as pd, rankagg\n"
                     "g = pd.DataFrame({'Keyword': ['kw'] * 2, 'URL': ['u1', 'u2'], 'Position': [1, 2]})\n"
                     "b = pd.DataFrame({'qid': ['kw'] * 2, 'docid': ['u2', 'u3'], 'rank': [1, 2]})\n"
                     "rankagg.fuse({'google': g, 'bing': b}, method='rrf')\n", "google", "Keyword",
                     why="docs/conventions.md: a frame lacking the columns is refused naming them; the run whose "
                         "frame lacks qid/docid is 'google' (it has Keyword, URL, Position), not a missing value at row 0"))
    cases.append(bad("u18s_api_frames_score_beside_rank", "rankagg.fuse({'google': frame with rank and score (the "
                     "tracker's visibility), 'bing': frame with rank only})",
                     "import pandas as pd, rankagg\n"
                     "g = pd.DataFrame({'qid': ['kw'] * 3, 'docid': ['u1', 'u2', 'u3'], 'rank': [1, 2, 3], "
                     "'score': [30.0, 20.0, 10.0]})\n"
                     "b = pd.DataFrame({'qid': ['kw'] * 2, 'docid': ['u2', 'u4'], 'rank': [1, 2]})\n"
                     "rankagg.fuse({'google': g, 'bing': b}, method='rrf')\n", "bing", "score",
                     why="docs/conventions.md: a frame's rank is read only when it has no score column; stacked, "
                         "'bing' has no score for its rows: the refusal must name that run and the column, not "
                         "'score nan' at a row of no frame"))
    cases.append(bad("u18s_api_frames_duplicate_row_of_frame", "rankagg.fuse({'google': g, 'bing': b}) where Bing's "
                     "second row repeats its first URL: the row named must be Bing's own",
                     "import pandas as pd, rankagg\n"
                     "g = pd.DataFrame({'qid': ['kw'] * 3, 'docid': ['u1', 'u2', 'u3'], 'rank': [1, 2, 3]})\n"
                     "b = pd.DataFrame({'qid': ['kw'] * 2, 'docid': ['u4', 'u4'], 'rank': [1, 2]})\n"
                     "rankagg.fuse({'google': g, 'bing': b}, method='rrf')\n", "bing", "row 1",
                     why="bing's frame has rows 0 and 1: a message naming 'row 4' points at no row of any frame given"))
    cases.append(bad("u18s_api_weights_unknown_engine", "rankagg.fuse(frames, weights={'Google': 0.9, 'bing': 0.1}): "
                     "the engine capitalised in the weights",
                     "import pandas as pd, rankagg\n"
                     "g = pd.DataFrame({'qid': ['kw'] * 2, 'docid': ['u1', 'u2'], 'rank': [1, 2]})\n"
                     "rankagg.fuse({'google': g, 'bing': g}, method='rrf', weights={'Google': 0.9, 'bing': 0.1})\n",
                     "Google",
                     why="docs/conventions.md: weights key each run by its name as text; an unknown name is refused"))
    return cases


def _rank_scores_check(ref: Any) -> Callable[[str, Path], bool]:
    def check(out: str, folder: Path) -> bool:
        rows = read_run((folder / "fused.run").read_text(encoding="utf-8"))
        for q, got in rows.items():
            sc, cnt, best = ref[q]
            order = sorted(sc, key=lambda d: (-sc[d], -cnt[d], best[d], d))
            n = len(order)
            if [d for d, _ in got] != order or [s for _, s in got] != [float(n - i) for i in range(n)]:
                return False
        return set(rows) == set(ref)

    return check


def _explain_check(runs: dict, w: dict) -> Callable[[str, Path], bool]:
    def check(out: str, folder: Path) -> bool:
        lines = [json.loads(x) for x in (folder / "why.jsonl").read_text(encoding="utf-8").splitlines() if x.strip()]
        if not lines:
            return False
        seen = 0
        for rec in lines:
            q, d = str(rec.get("qid")), str(rec.get("docid"))
            total = 0.0
            for eng, lst in runs.items():
                part = rec["lists"].get(eng, {})
                p = places(lst.get(q, {})).get(d)
                want = None if p is None else w[eng] / (60 + p)
                got = part.get("contribution")
                if (want is None) != (got is None) or (want is not None and abs(got - want) > 1e-12):
                    return False
                total += want or 0.0
            if abs(rec["score"] - total) > 1e-12:
                return False
            seen += 1
        return seen == sum(len(set().union(*[set(r.get(q, {})) for r in runs.values()])) for q in
                           {q for r in runs.values() for q in r})

    return check
