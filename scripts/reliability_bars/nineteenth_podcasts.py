"""Issue 45's nineteenth bar of scripts/reliability_matrix.py, a spoken-content team's podcast segment retrievers (its cases, ids ``u19p_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's.

The team's day (TREC Podcasts track, the Spotify podcast dataset): per topic (``1`` .. ``8``, the 2021 numbering
``Podcast-42`` in one run), three retrievers rank two-minute segments, whose ids are the track's
``spotify:episode:<22 base62>_<start seconds>.0`` (colons, underscores, a timestamp; one segmenter writes ``_120``
where the other writes ``_120.0``, two ids for trec_eval): transcript BM25 (scores 5-25), dense retrieval over the
segments (cosines), an audio-feature reranker of BM25's top 50 (logits of both signs, ``-1.2e+01``).  They are fused
(RRF, CombSUM of min-max, Borda, weights, ``--depth 30``), explained, written as Parquet, and evaluated as the track
reports (nDCG@30, P@10) against segment-level graded qrels 0-3 (Excellent, Good, Fair, Bad), and rolled up to
episodes (max per episode).  The mistakes: grades written as words by the judging tool, the transcripts' JSON (Google
STT ``results/alternatives/words``, ``startTime "1.500s"``) given as a run or as qrels, the reranker's
``tensor(2.31)`` scores, JSON lines of the reranker, a segment id split at its timestamp, a 0-based rank column in a
frame, a run tag with ``=`` in it.

The references (``_REF``: run in this module and in each API snippet) are computed here: RRF ``sum w / (60 + r)``,
Borda ``n - r + 1`` with ``(n - k + 1) / 2`` for a list's missing ids, CombSUM of min-max, trec_eval's order (score
descending, then the id descending as bytes), the house tie rule, trec_eval's nDCG@k (gains the grades, log2
discount) and P@k (grade above 0, or at or above ``-l``); never rankagg's code."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any, Callable

from .case import Case, stdout_has, command_cases
from .references import (HOUSE_AGREEMENT, RANKED_LISTS, RUN_AGREEMENT, TREC_MEASURES, VERDICT_HELPERS,
                         reference_namespace)

NINETEENTH_PODCASTS = "45 Unseen inputs: a nineteenth bar, a spoken-content team's podcast segment retrievers"

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + TREC_MEASURES + r'''
def per_query(runs, fn, **kw):
    """{query: fn({run: that query's {id: score}})} over every query of {run: {query: {id: score}}}."""
    qs = sorted({q for r in runs.values() for q in r if r[q]})
    return {q: fn({m: r[q] for m, r in runs.items() if r.get(q)}, **kw) for q in qs}

def ranked(run):
    """{query: [id, ...]} of {query: {id: score}} by trec_eval's order."""
    return {q: trec_order(l) for q, l in run.items()}

def track_means(run, qrels, level=1):
    """trec_eval's nDCG@30 and P@10 means over the queries both judged and in the run."""
    order = ranked(run)
    qs = [q for q in qrels if q in order]
    nd = [ndcg(order[q], qrels[q], 30) for q in qs]
    p10 = [sum(1 for d in order[q][:10] if qrels[q].get(d, 0) >= level) / 10 for q in qs]
    return {'nDCG@30': sum(nd) / len(qs), 'P@10': sum(p10) / len(qs)}, dict(zip(qs, nd))

def combmnz_ref(models):
    sc, cnt, best = combsum_minmax_ref(models)
    return {d: sc[d] * cnt[d] for d in sc}, cnt, best

def frame_rows(df, q='qid', d='docid'):
    rows = {}
    for a, b, s in df.sort_values([q, 'rank'])[[q, d, 'score']].itertuples(index=False):
        rows.setdefault(str(a), []).append((str(b), float(s)))
    return rows
'''

_NS = reference_namespace(_REF, "nineteenth_podcasts._REF")
per_query: Callable[..., dict] = _NS["per_query"]
rrf_ref: Callable[..., Any] = _NS["rrf_ref"]
borda_ref: Callable[..., Any] = _NS["borda_ref"]
combsum_ref: Callable[..., Any] = _NS["combsum_minmax_ref"]
combmnz_ref: Callable[..., Any] = _NS["combmnz_ref"]
read_run: Callable[[str], dict] = _NS["read_run"]
agree_all: Callable[..., str] = _NS["agree_all"]
positions: Callable[[dict], dict] = _NS["positions"]
track_means: Callable[..., Any] = _NS["track_means"]
trec_order: Callable[[dict], list] = _NS["trec_order"]

_B62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
_TOPICS = [str(t) for t in range(1, 9)]


def _episodes(n: int, seed: int) -> list[str]:
    g = random.Random(seed)
    return ["".join(g.choice(_B62) for _ in range(22)) for _ in range(n)]


def _segment(ep: str, start: int, form: str = "{:.1f}") -> str:
    return f"spotify:episode:{ep}_{form.format(float(start))}"


def _pool(seed: int, n_eps: int = 30, per_ep: int = 6) -> list[str]:
    """Segments of the track's segmenter: two minutes every minute (starts 0, 60, 120, ...)."""
    return [_segment(ep, 60 * i) for ep in _episodes(n_eps, seed) for i in range(per_ep)]


def _retrievers(seed: int = 19, topics: list[str] = _TOPICS, depth: int = 60) -> dict[str, dict[str, dict[str, float]]]:
    """{run: {topic: {segment: score}}}: BM25 (5-25), dense cosines, an audio reranker's logits of BM25's top 50."""
    g = random.Random(seed)
    pool = _pool(seed)
    out: dict[str, dict[str, dict[str, float]]] = {"bm25": {}, "dense": {}, "audio": {}}
    for t in topics:
        rel = {s: g.random() for s in pool}
        bm = sorted(pool, key=lambda s: -(rel[s] + 0.7 * g.random()))[:depth]
        out["bm25"][t] = {s: round(25 - 20 * i / depth + g.random() * 0.05, 4) for i, s in enumerate(bm)}
        dn = sorted(pool, key=lambda s: -(rel[s] + 0.9 * g.random()))[:depth]
        out["dense"][t] = {s: round(0.92 - 0.6 * i / depth, 6) for i, s in enumerate(dn)}
        out["audio"][t] = {s: round(8 * (rel[s] - 0.5) + g.gauss(0, 1.5), 3) for s in bm[:50]}
    return out


def _run_text(tag: str, lists: dict[str, dict[str, float]], rank0: bool = False, eol: str = "\n") -> str:
    lines = []
    for q, lst in lists.items():
        for d, r in sorted(positions(lst).items(), key=lambda x: x[1]):
            lines.append(f"{q} Q0 {d} {r - 1 if rank0 else r} {lst[d]!r} {tag}{eol}")
    return "".join(lines)


def _qrels(runs: dict, seed: int = 7) -> dict[str, dict[str, int]]:
    """Graded 0-3 judgments of a pool of each topic's top segments (EGFB: 3 Excellent .. 0 Bad)."""
    g = random.Random(seed)
    out: dict[str, dict[str, int]] = {}
    for q in sorted({q for r in runs.values() for q in r}, key=int):
        pooled = sorted({d for r in runs.values() for d, p in positions(r.get(q, {})).items() if p <= 20})
        out[q] = {d: g.choice([0, 0, 0, 1, 1, 2, 3]) for d in pooled}
    return out


def _qrels_text(qrels: dict[str, dict[str, Any]]) -> str:
    return "".join(f"{q} 0 {d} {g}\n" for q, lst in qrels.items() for d, g in lst.items())


def _check_fused(refs: dict, depth: int | None = None, name: str = "fused.run") -> Callable[[str, Path], bool]:
    def check(out: str, folder: Path) -> bool:
        return not agree_all(read_run((folder / name).read_text(encoding="utf-8")), refs, depth)

    return check


def _evaluate_lines(out: str) -> dict[tuple[str, ...], float]:
    """rankagg evaluate's '[RUN<TAB>]MEASURE<TAB>QUERY<TAB>VALUE' lines as {(run's stem, measure, query): value}."""
    got: dict[tuple[str, ...], float] = {}
    for line in out.splitlines():
        f = [x.strip() for x in line.split("\t")]
        if len(f) in (3, 4):
            try:
                got[(Path(f[0]).name.split(".")[0], *f[1:3]) if len(f) == 4 else tuple(f[:2])] = float(f[-1])
            except ValueError:
                continue
    return got


def _eval_check(expected: dict[str, float], per_query: dict[str, float] | None = None) -> Callable[[str, Path], bool]:
    """One run's lines against the reference (4 decimals written)."""
    def check(out: str, folder: Path) -> bool:
        got = _evaluate_lines(out)
        return (all(abs(got.get((m, "all"), -9) - v) <= 6e-5 for m, v in expected.items())
                and all(abs(got.get(("nDCG@30", q), -9) - v) <= 6e-5 for q, v in (per_query or {}).items()))

    return check


def _big_setup(folder: Path) -> None:
    """8 rankers x 1000 segments x 50 topics, as the team's nightly batch writes them."""
    g = random.Random(50)
    pool = _pool(50, n_eps=400, per_ep=5)
    for k in range(8):
        with open(folder / f"r{k}.run", "w", encoding="utf-8") as f:
            for t in range(1, 51):
                seg = g.sample(pool, 1000)
                f.writelines(f"{t} Q0 {d} {i + 1} {1000 - i + g.random() / 2:.6f} r{k}\n" for i, d in enumerate(seg))


def _big_check(out: str, folder: Path) -> bool:
    runs: dict[str, dict[str, dict[str, float]]] = {}
    for k in range(8):
        r: dict[str, dict[str, float]] = {}
        for line in (folder / f"r{k}.run").read_text(encoding="utf-8").splitlines():
            q, _, d, _, s, _ = line.split()
            r.setdefault(q, {})[d] = float(s)
        runs[f"r{k}"] = r
    return not agree_all(read_run((folder / "fused.run").read_text(encoding="utf-8")), per_query(runs, rrf_ref), 1000)


def _stt_json() -> str:
    return json.dumps({"results": [{"alternatives": [{"transcript": "welcome back to the show", "confidence": 0.91,
                                                      "words": [{"startTime": "1.500s", "endTime": "1.900s",
                                                                 "word": "welcome", "speakerTag": 1},
                                                                {"startTime": "1.900s", "endTime": "2.100s",
                                                                 "word": "back", "speakerTag": 1}]}]}]}, indent=2) + "\n"


def nineteenth_bar_podcasts_cases() -> list[Case]:
    G = NINETEENTH_PODCASTS

    cli_ok, cli_bad = command_cases(G)

    def ok(id: str, what: str, code: str, why: str, files: dict | None = None, timeout: float = 120) -> Case:
        return Case(id, G, what, code=_REF + code, expect="ok", check=stdout_has("same"), memory_gb=4.0,
                    timeout=timeout, why=why, files={**data, **(files or {})})

    def bad(id: str, what: str, code: str, *mention: str, why: str, files: dict | None = None) -> Case:
        return Case(id, G, what, code=_REF + code, mention=mention, memory_gb=4.0, timeout=60, why=why,
                    files=files or {})

    cases: list[Case] = []
    data: dict[str, str] = {}  # the API snippets' runs and qrels as files (a -c argument holds 128 KiB at most)
    runs = _retrievers()
    files = {f"{m}.run": _run_text(m, r) for m, r in runs.items()}
    three = ["bm25.run", "dense.run", "audio.run"]
    qrels = _qrels(runs)
    qfile = {"segments.qrels": _qrels_text(qrels)}
    data.update({"runs.json": json.dumps(runs), "qrels.json": json.dumps(qrels), "files.json": json.dumps(files)})
    load = "import json\nruns, qrels = json.load(open('runs.json')), json.load(open('qrels.json'))\n"

    # -- the morning fusion of the three retrievers
    cases.append(cli_ok("u19p_rrf_three_retrievers", "fuse bm25.run dense.run audio.run --method rrf: segment ids "
                        "'spotify:episode:<22 base62>_<start>.0' (colons, an underscore, a timestamp), the reranker's "
                        "logits of both signs over BM25's top 50",
                        ["fuse", *three, "--method", "rrf", "-o", "fused.run"], files,
                        _check_fused(per_query(runs, rrf_ref)), fast=True,
                        why="rankagg methods rrf: sum 1 / (60 + r), r by score then id descending (docs/conventions.md); "
                            "a segment id is its bytes"))
    cases.append(cli_ok("u19p_combsum_logits", "fuse --method combsum: BM25 scores, cosines and logits (-1.2e+01 .. 9) "
                        "each min-max normalised per topic", ["fuse", *three, "--method", "combsum", "-o", "fused.run"],
                        files, _check_fused(per_query(runs, combsum_ref)),
                        why="docs/conventions.md: norm auto is min-max when runs carry scores; a logit's sign is no "
                            "matter: (s - min) / (max - min)"))
    cases.append(cli_ok("u19p_borda_reranker_shorter", "fuse --method borda: the reranker's lists (50) shorter than "
                        "the retrievers' (60)", ["fuse", *three, "--method", "borda", "-o", "fused.run"], files,
                        _check_fused(per_query(runs, borda_ref)),
                        why="rankagg methods borda: n - r + 1, the ids a list lacks share (n - k + 1) / 2"))
    w = {"bm25": 1.0, "dense": 1.5, "audio": 0.5}
    cases.append(cli_ok("u19p_weighted_rrf", "fuse --method rrf --weights bm25=1,dense=1.5,audio=0.5: the dense "
                        "retriever trusted more, the audio reranker less",
                        ["fuse", *three, "--method", "rrf", "--weights", "bm25=1,dense=1.5,audio=0.5", "-o", "fused.run"],
                        files, _check_fused(per_query(runs, rrf_ref, w=w)),
                        why="fuse --help: --weights NAME=W by run tag; rrf: sum w / (60 + r)"))
    cases.append(cli_ok("u19p_depth_30", "fuse --method rrf --depth 30: the track's nDCG@30 cut",
                        ["fuse", *three, "--method", "rrf", "--depth", "30", "-o", "fused.run"], files,
                        _check_fused(per_query(runs, rrf_ref), depth=30),
                        why="fuse --help: --depth writes at most this many documents per query"))
    top20 = {m: {q: {d: s for d, s in lst.items() if positions(lst)[d] <= 20} for q, lst in r.items()}
             for m, r in runs.items()}
    cases.append(cli_ok("u19p_input_depth_20", "fuse --method combsum --input-depth 20: each retriever's first 20 "
                        "segments only", ["fuse", *three, "--method", "combsum", "--input-depth", "20", "-o",
                                          "fused.run"], files, _check_fused(per_query(top20, combsum_ref)),
                        why="fuse --help: --input-depth keeps each run's first N documents before fusing; min-max "
                            "over what is kept"))
    rank0 = {f"{m}.run": _run_text(m, r, rank0=True) for m, r in runs.items()}
    cases.append(cli_ok("u19p_trust_rank_from_0", "fuse --trust-rank --method rrf: every run's rank column 0-based, "
                        "the same order as its scores", ["fuse", *three, "--trust-rank", "--method", "rrf", "-o",
                                                         "fused.run"], rank0, _check_fused(per_query(runs, rrf_ref)),
                        why="docs/conventions.md: --trust-rank reads integers of any sign; 0 1 2 is the scores' order"))
    cases.append(cli_ok("u19p_combmnz_reranked_bonus", "fuse --method combmnz: the segments the audio reranker also "
                        "scored count three lists, the others two (CombMNZ's bonus), logits min-max normalised",
                        ["fuse", *three, "--method", "combmnz", "-o", "fused.run"], files,
                        _check_fused(per_query(runs, combmnz_ref)),
                        why="rankagg methods combmnz: CombSUM of min-max scores times the lists returning the id "
                            "(Fox & Shaw 1994; docs/conventions.md: norm auto is min-max)"))
    cases.append(cli_ok("u19p_explain_contributions", "fuse --method rrf --weights bm25=1,dense=1.5,audio=0.5 "
                        "--explain why.jsonl: each segment's rank and contribution per retriever",
                        ["fuse", *three, "--method", "rrf", "--weights", "bm25=1,dense=1.5,audio=0.5", "--explain",
                         "why.jsonl", "-o", "fused.run"], files, _explain_check(runs, w),
                        why="rrf: each contribution w / (60 + r), r by trec_eval's order; the segment's score their sum"))

    # -- the segment ids as two segmenters write them
    forms = {"bm25": {"7": {_segment("7Ec4pO8bZ8dW1vD", 120, "{:.0f}"): 9.0, _segment("7Ec4pO8bZ8dW1vD", 60): 8.0,
                            _segment("7Ec4pO8bZ8dW1vD", 0): 7.5}},
             "dense": {"7": {_segment("7Ec4pO8bZ8dW1vD", 120): 0.8, _segment("7Ec4pO8bZ8dW1vD", 60): 0.7,
                             _segment("7Ec4pO8bZ8dW1vD", 180): 0.6}}}
    cases.append(cli_ok("u19p_120_and_120_0_distinct", "fuse --method rrf: one segmenter writes '_120', the other "
                        "'_120.0' for the same minute: two ids, as trec_eval compares docnos",
                        ["fuse", "bm25.run", "dense.run", "--method", "rrf", "-o", "fused.run"],
                        {f"{m}.run": _run_text(m, r) for m, r in forms.items()}, _check_fused(per_query(forms, rrf_ref)),
                        why="trec_eval compares docnos as strings: '_120' and '_120.0' are two segments; ties by the "
                            "house rule"))
    ov = {"seg2min": {"3": {_segment("0AbCdEfGhIjKlMnOpQrStU", s): 10.0 - s / 60 for s in (0, 120, 240, 360)}},
          "seg1min": {"3": {_segment("0AbCdEfGhIjKlMnOpQrStU", s): 5.0 - s / 120 for s in (60, 120, 180, 240, 300)}}}
    cases.append(cli_ok("u19p_overlapping_segmenters", "fuse --method borda: a two-minute segmenter (0, 120, 240) "
                        "and a one-minute one (60, 120, 180): overlapping windows, shared starts one id",
                        ["fuse", "seg2min.run", "seg1min.run", "--method", "borda", "-o", "fused.run"],
                        {f"{m}.run": _run_text(m, r) for m, r in ov.items()}, _check_fused(per_query(ov, borda_ref)),
                        why="rankagg methods borda: n - r + 1 over the union of ids, (n - k + 1) / 2 for a list's "
                            "missing ones"))
    tagged = {"bm25_k1=0.9_b=0.4": runs["bm25"], "dense": runs["dense"]}
    cases.append(cli_ok("u19p_tag_with_equals_weights_file", "fuse --weights w.txt ('NAME W' lines) where BM25's "
                        "tag is 'bm25_k1=0.9_b=0.4' (Anserini's parameters in the tag)",
                        ["fuse", "bm25.run", "dense.run", "--method", "rrf", "--weights", "w.txt", "-o", "fused.run"],
                        {"bm25.run": _run_text("bm25_k1=0.9_b=0.4", runs["bm25"]), "dense.run": files["dense.run"],
                         "w.txt": "bm25_k1=0.9_b=0.4 2\ndense 1\n"},
                        _check_fused(per_query(tagged, rrf_ref, w={"bm25_k1=0.9_b=0.4": 2.0, "dense": 1.0})),
                        why="fuse --help: --weights FILE of 'NAME W' lines, a name is the run's tag whatever it holds"))
    cases.append(cli_ok("u19p_tag_emoji_weights", "fuse --weights 'dense🎧=2,bm25=1': the dense run tagged with an "
                        "emoji by the team's notebook",
                        ["fuse", "bm25.run", "dense.run", "--method", "rrf", "--weights", "dense🎧=2,bm25=1", "-o",
                         "fused.run"], {"bm25.run": files["bm25.run"], "dense.run": _run_text("dense🎧", runs["dense"])},
                        _check_fused(per_query({"bm25": runs["bm25"], "dense🎧": runs["dense"]}, rrf_ref,
                                               w={"bm25": 1.0, "dense🎧": 2.0})),
                        why="docs/conventions.md: a run's name is its tag, UTF-8 text; --weights NAME=W by that name"))
    dense2 = {q: {d: round(v, 2) for d, v in l.items()} for q, l in runs["dense"].items()}
    tied = {"bm25": runs["bm25"], "dense": dense2}
    cases.append(cli_ok("u19p_dense_ties_rounded", "fuse --method rrf: the dense cosines exported rounded to 2 "
                        "decimals, so runs of segments tie ('_60.0' and '_120.0' of one episode among them)",
                        ["fuse", "bm25.run", "dense.run", "--method", "rrf", "-o", "fused.run"],
                        {"bm25.run": files["bm25.run"], "dense.run": _run_text("dense", dense2)},
                        _check_fused(per_query(tied, rrf_ref)),
                        why="docs/conventions.md: a score tie is ordered by the docid descending as bytes (trec_eval): "
                            "'..._60.0' before '..._120.0'"))
    mixed = {"bm25": {"Podcast-42": runs["bm25"]["1"]}, "dense": {"42": runs["dense"]["1"]}}
    cases.append(cli_ok("u19p_topics_two_namings", "fuse bm25.run dense.run --method rrf: BM25's topic is "
                        "'Podcast-42', the dense run's '42' (two topic files): two topics, each its own list",
                        ["fuse", "bm25.run", "dense.run", "--method", "rrf", "-o", "fused.run"],
                        {f"{m}.run": _run_text(m, r) for m, r in mixed.items()}, _check_fused(per_query(mixed, rrf_ref)),
                        why="trec_eval reads a qid as a string: 'Podcast-42' and '42' are two topics"))
    big = 8 * 50
    cases.append(cli_ok("u19p_eight_rankers_1000_deep", f"fuse r0.run .. r7.run --method rrf: 8 rankers x 1000 "
                        f"segments x 50 topics ({big}k lines)", ["fuse", *[f"r{k}.run" for k in range(8)], "--method",
                                                                 "rrf", "-o", "fused.run"], {}, _big_check,
                        timeout=240, setup=_big_setup,
                        why="rrf sum 1 / (60 + r) over 8 runs, the default --depth 1000 of the union"))

    # -- evaluation as the track reports it
    fused = {q: {d: s for d, s in rrf_ref({m: r[q] for m, r in runs.items()})[0].items()} for q in _TOPICS}
    want, per = track_means(runs["bm25"], qrels)
    cases.append(cli_ok("u19p_eval_ndcg30_p10", "evaluate --qrels segments.qrels bm25.run --measures nDCG@30 P@10 -q: "
                        "graded 0-3 segment qrels", ["evaluate", "--qrels", "segments.qrels", "bm25.run", "--measures",
                                                     "nDCG@30", "P@10", "-q"], {**qfile, "bm25.run": files["bm25.run"]},
                        _eval_check(want, per), fast=True,
                        why="trec_eval ndcg_cut.30 (gain = grade, log2 discount) and P.10 (grade > 0 relevant), means "
                            "over the judged topics"))
    cases.append(cli_ok("u19p_eval_trec_eval_names", "evaluate -m ndcg_cut.30 -m P.10 on audio.run: the track's "
                        "scripts' trec_eval names", ["evaluate", "--qrels", "segments.qrels", "audio.run", "-m",
                                                     "ndcg_cut.30", "-m", "P.10"],
                        {**qfile, "audio.run": files["audio.run"]},
                        _eval_any(track_means(runs["audio"], qrels)[0], {"nDCG@30": ("ndcg_cut_30", "nDCG@30"),
                                                                        "P@10": ("P_10", "P@10")}),
                        why="docs/trec.md: trec_eval's own names after -m; a reranker's logits ordered descending"))
    want2, _ = track_means(runs["dense"], qrels, level=2)
    cases.append(cli_ok("u19p_eval_level_2", "evaluate -l 2 --measures P@10 nDCG@30: only Good and Excellent count "
                        "as relevant for P@10", ["evaluate", "--qrels", "segments.qrels", "dense.run", "-l", "2",
                                                 "--measures", "P@10", "nDCG@30"],
                        {**qfile, "dense.run": files["dense.run"]},
                        _eval_any(want2, {"P@10": ("P(rel=2)@10", "P@10(rel=2)", "P@10"), "nDCG@30": ("nDCG@30",)}),
                        why="docs/trec.md: -l LEVEL: P counts grades >= LEVEL; nDCG reads the grades at every level"))
    q120 = {"7": {_segment("7Ec4pO8bZ8dW1vD", 120): 3, _segment("7Ec4pO8bZ8dW1vD", 60): 1}}
    r120 = {"7": {_segment("7Ec4pO8bZ8dW1vD", 120, "{:.0f}"): 9.0, _segment("7Ec4pO8bZ8dW1vD", 60): 8.0,
                  _segment("7Ec4pO8bZ8dW1vD", 0): 7.0}}
    cases.append(cli_ok("u19p_eval_120_not_120_0", "evaluate: the run writes '_120', the qrels '_120.0': trec_eval "
                        "does not match them", ["evaluate", "--qrels", "q.qrels", "r.run", "--measures", "nDCG@30",
                                                "P@10"], {"q.qrels": _qrels_text(q120), "r.run": _run_text("r", r120)},
                        _eval_check(track_means(r120, q120)[0]),
                        why="trec_eval compares docnos as strings: only '_60.0' is judged relevant in the run"))
    fused_txt = _run_text("fused", fused)
    cases.append(cli_ok("u19p_eval_two_runs", "evaluate bm25.run fused.run --measures nDCG@30 P@10: the baseline "
                        "and the fusion side by side", ["evaluate", "--qrels", "segments.qrels", "bm25.run", "fused.run",
                                                        "--measures", "nDCG@30", "P@10"],
                        {**qfile, "bm25.run": files["bm25.run"], "fused.run": fused_txt},
                        _eval_runs({"bm25": track_means(runs["bm25"], qrels)[0], "fused": track_means(fused, qrels)[0]}),
                        why="trec_eval's measures per run; rankagg evaluate names each run's lines"))
    cases.append(cli_ok("u19p_fuse_parquet_then_eval", "fuse --method rrf -o fused.parquet: the fused run as a "
                        "Parquet table, read back with pandas",
                        ["fuse", *three, "--method", "rrf", "-o", "fused.parquet"], files, _parquet_check(
                            per_query(runs, rrf_ref)),
                        why="fuse --help: -o x.parquet a Parquet table; its rows the fused run (qid, docid, rank, score)"))

    short = {q: {d: v for d, v in l.items() if positions(l)[d] <= 5} for q, l in runs["audio"].items()}
    cases.append(cli_ok("u19p_eval_short_reranker_p10", "evaluate --measures P@10 nDCG@30 of the reranker's top 5 "
                        "per topic: P@10 over 10, not over the 5 returned",
                        ["evaluate", "--qrels", "segments.qrels", "top5.run", "--measures", "P@10", "nDCG@30"],
                        {**qfile, "top5.run": _run_text("audio", short)}, _eval_check(track_means(short, qrels)[0]),
                        why="trec_eval P.10: relevant in the first 10 / 10, a shorter list included"))
    jwant, jper = track_means(runs["dense"], qrels)
    cases.append(cli_ok("u19p_eval_json_per_topic", "evaluate dense.run --measures nDCG@30 P@10 -q --json: the "
                        "per-topic values for the team's plots",
                        ["evaluate", "--qrels", "segments.qrels", "dense.run", "--measures", "nDCG@30", "P@10", "-q",
                         "--json"], {**qfile, "dense.run": files["dense.run"]}, _json_check(jwant, jper),
                        why="trec_eval -q: each topic's ndcg_cut.30; the mean over the judged topics"))
    cases.append(ok("u19p_pipeline_fuse_then_eval", "the submission script: rankagg fuse --method 'rrf(k=60)' "
                    "--depth 30 --tag podcasts-rrf, then rankagg evaluate the written file",
                    "import subprocess, sys\n" + load + "files = json.load(open('files.json'))\n"
                    "for n, t in files.items():\n    open(n, 'w').write(t)\n"
                    "open('q.qrels', 'w').write(''.join(f'{q} 0 {d} {g}\\n' for q, l in qrels.items() for d, g in l.items()))\n"
                    "def cli(*a):\n"
                    "    r = subprocess.run([sys.executable, '-m', 'rankagg.cli', *a], capture_output=True, text=True)\n"
                    "    assert r.returncode == 0, r.stderr\n    return r.stdout\n"
                    "cli('fuse', 'bm25.run', 'dense.run', 'audio.run', '--method', 'rrf(k=60)', '--depth', '30', "
                    "'--tag', 'podcasts-rrf', '-o', 'sub.run')\n"
                    "tags = {l.split()[5] for l in open('sub.run')}\n"
                    "out = cli('evaluate', '--qrels', 'q.qrels', 'sub.run', '--measures', 'nDCG@30', 'P@10')\n"
                    "got = {l.split('\\t')[0]: float(l.split('\\t')[2]) for l in out.splitlines() if l.split('\\t')[1] == 'all'}\n"
                    "ref = per_query(runs, rrf_ref)\n"
                    "order = {q: sorted(s, key=lambda d: (-s[d], -c[d], b[d], d))[:30] for q, (s, c, b) in ref.items()}\n"
                    "nd = [ndcg(order[q], qrels[q], 30) for q in qrels if q in order]\n"
                    "p = [prec(order[q], qrels[q], 10) for q in qrels if q in order]\n"
                    "want = {'nDCG@30': sum(nd) / len(nd), 'P@10': sum(p) / len(p)}\n"
                    "ok = tags == {'podcasts-rrf'} and all(abs(got.get(m, -9) - want[m]) <= 6e-5 for m in want)\n"
                    "print('same' if ok else ('differ', tags, got, want))\n",
                    why="fuse --help: --tag names the output run, --depth 30 cuts it; trec_eval's measures of the "
                        "consensus order"))

    # -- the mistakes
    words = {"segments.qrels": "".join(f"{q} 0 {d} {['Bad', 'Fair', 'Good', 'Excellent'][g]}\n"
                                       for q, lst in qrels.items() for d, g in lst.items())}
    cases.append(cli_bad("u19p_qrels_egfb_words", "evaluate --qrels whose grades the judging tool wrote as words "
                         "(Excellent, Good, Fair, Bad)", ["evaluate", "--qrels", "segments.qrels", "bm25.run"],
                         {**words, "bm25.run": files["bm25.run"]}, "segments.qrels:1", "Bad", outputs=(),
                         why="trec_eval's atol would read each word as 0: all unjudged-relevant, a wrong answer; "
                             "refused naming the line"))
    cases.append(cli_bad("u19p_stt_json_as_run", "fuse transcript.json bm25.run: Google STT's transcript JSON "
                         "(results/alternatives/words, startTime '1.500s') given as a run",
                         ["fuse", "transcript.json", "bm25.run", "-o", "fused.run"],
                         {"transcript.json": _stt_json(), "bm25.run": files["bm25.run"]}, "transcript.json",
                         why="no TREC line: a JSON document; the message names the file"))
    cases.append(cli_bad("u19p_stt_json_as_qrels", "evaluate --qrels transcript.json bm25.run: the transcript JSON "
                         "given as qrels", ["evaluate", "--qrels", "transcript.json", "bm25.run"],
                         {"transcript.json": _stt_json(), "bm25.run": files["bm25.run"]}, "transcript.json:1",
                         outputs=(), why="trec_eval reads 4-field qrels lines; '{' is one field"))
    b_lines = files["audio.run"].splitlines(keepends=True)
    tens = "".join(b_lines[:3]) + b_lines[3].rsplit(" ", 2)[0] + " tensor(2.3100) audio\n" + "".join(b_lines[4:])
    cases.append(cli_bad("u19p_tensor_score", "fuse audio.run: the reranker's scores written from PyTorch tensors "
                         "('tensor(2.3100)')", ["fuse", "bm25.run", "audio.run", "-o", "fused.run"],
                         {"bm25.run": files["bm25.run"], "audio.run": tens}, "audio.run:4",
                         why="atof reads 'tensor(2.3100)' as 0: a wrong score, refused naming the line"))
    split = "".join(b_lines[:5]) + b_lines[5].replace("_", " ", 1) + "".join(b_lines[6:])
    cases.append(Case("u19p_score_embedding_token", G, "fuse bm25.run audio.run: the audio model wrote its 768-dim "
                      "embedding (JSON without blanks, 6 KB) into one line's score column",
                      code=VERDICT_HELPERS + "import json, subprocess, sys\n"
                           "files = json.load(open('files.json'))\n"
                           "lines = files['audio.run'].splitlines(keepends=True)\n"
                           "emb = json.dumps([round(i / 997, 6) for i in range(768)], separators=(',', ':'))\n"
                           "head = lines[2].rsplit(' ', 2)[0]\n"
                           "lines[2] = head + ' ' + emb + ' audio\\n'\n"
                           "open('audio.run', 'w').write(''.join(lines))\n"
                           "open('bm25.run', 'w').write(files['bm25.run'])\n"
                           "rc, out, err = cli('fuse', 'bm25.run', 'audio.run', '-o', 'fused.run')\n"
                           "if rc == 2 and len(err) > 2000:  # one line, but no reader reads it: the token printed whole\n"
                           "    sys.stderr.write('error: one unreadable line of %d characters, the token printed whole\\n' % len(err))\n"
                           "    sys.exit(2)\n"
                           "passthrough(rc, err)\n",
                      files={"files.json": json.dumps(files)}, mention=("audio.run:3", "score"),
                      outputs=("fused.run",), memory_gb=4.0, timeout=60,
                      why="docs/conventions.md: a non-numeric score is refused naming the file and line; the token "
                          "shown cut (rankagg.io.rules.shown), not 6 KB of it"))
    cases.append(cli_bad("u19p_segment_id_split", "fuse audio.run: one line's segment id written as episode and "
                         "start apart ('spotify:episode:X 120.0')", ["fuse", "bm25.run", "audio.run", "-o", "fused.run"],
                         {"bm25.run": files["bm25.run"], "audio.run": split}, "audio.run:6",
                         why="trec_eval splits on blanks: 7 fields, a broken line"))
    jl = "".join(json.dumps({"qid": q, "segment_id": d, "logit": s}) + "\n" for q, l in runs["audio"].items()
                 for d, s in l.items())
    cases.append(cli_bad("u19p_reranker_jsonl", "fuse bm25.run audio.jsonl: the reranker's JSON lines "
                         "({qid, segment_id, logit}) beside a run", ["fuse", "bm25.run", "audio.jsonl", "-o", "fused.run"],
                         {"bm25.run": files["bm25.run"], "audio.jsonl": jl}, "audio.jsonl:1",
                         why="no TREC line: JSON; the message names the file and its first line"))
    hdr = {"segments.qrels": "topic\titer\tepisode_segment\trel\n" + _qrels_text(qrels).replace(" ", "\t")}
    cases.append(cli_bad("u19p_qrels_header_tsv", "evaluate --qrels: the qrels exported from the judging tool as a "
                         "TSV with a header 'topic iter episode_segment rel'",
                         ["evaluate", "--qrels", "segments.qrels", "bm25.run"], {**hdr, "bm25.run": files["bm25.run"]},
                         "segments.qrels:1", outputs=(),
                         why="trec_eval reads no header; 'rel' is no grade: refused naming the line"))
    cases.append(Case("u19p_weights_stt_json", G, "fuse --weights transcript.json: an hour's transcript JSON "
                      "(9,000 words, 600 KB) picked instead of weights.json: an object, of results, not of numbers",
                      code=VERDICT_HELPERS + "import json, subprocess, sys\n"
                           "words = [{'startTime': f'{i / 2.5:.3f}s', 'endTime': f'{(i + 1) / 2.5:.3f}s', "
                           "'word': 'podcast', 'speakerTag': 1 + i % 2} for i in range(9000)]\n"
                           "open('transcript.json', 'w').write(json.dumps({'results': [{'alternatives': [{'transcript': "
                           "' '.join(w['word'] for w in words), 'confidence': 0.9, 'words': words}]}]}))\n"
                           "files = json.load(open('files.json'))\n"
                           "for n, t in files.items():\n    open(n, 'w').write(t)\n"
                           "rc, out, err = cli('fuse', 'bm25.run', 'dense.run', 'audio.run', '--method', 'rrf', "
                           "'--weights', 'transcript.json', '-o', 'fused.run')\n"
                           "if rc == 2 and len(err) > 2000:  # one line, but no reader reads it: the value printed whole\n"
                           "    sys.stderr.write('error: one unreadable line of %d characters, the value printed whole\\n' % len(err))\n"
                           "    sys.exit(2)\n"
                           "passthrough(rc, err)\n",
                      files={"files.json": json.dumps(files)}, mention=("transcript.json", "results"),
                      outputs=("fused.run",), memory_gb=4.0, timeout=60,
                      why="fuse --help: a weights file is a JSON object of run names and numbers; refused naming the "
                          "file and the key, the value shown cut (rankagg.exceptions.shown: every message one "
                          "readable line), not 600 KB of it"))
    cases.append(cli_bad("u19p_eval_level_word", "evaluate -l Good: the relevance level named as the judging tool "
                         "names the grade", ["evaluate", "--qrels", "segments.qrels", "bm25.run", "-l", "Good",
                                             "--measures", "P@10"], {**qfile, "bm25.run": files["bm25.run"]}, "-l",
                         "Good", outputs=(), why="trec_eval's -l takes an integer level: refused naming the option"))
    two_col = "".join(f"{d}\t{s!r}\n" for d, s in sorted(runs["audio"]["1"].items(), key=lambda x: -x[1]))
    cases.append(cli_bad("u19p_reranker_two_column_txt", "fuse bm25.run dense.run audio_topic1.txt: the reranker's "
                         "per-topic output 'segment<TAB>logit' beside two TREC runs",
                         ["fuse", "bm25.run", "dense.run", "audio_topic1.txt", "-o", "fused.run"],
                         {"bm25.run": files["bm25.run"], "dense.run": files["dense.run"], "audio_topic1.txt": two_col},
                         "audio_topic1.txt:1",
                         why="no TREC line (2 fields, no topic): trec_eval refuses the line; a gene list beside TREC "
                             "runs is no run of the same topics"))
    metadata = ("show_uri\tshow_name\tshow_description\tpublisher\tlanguage\trss_link\tepisode_uri\tepisode_name\t"
                "episode_description\tduration\tshow_filename_prefix\tepisode_filename_prefix\n"
                "spotify:show:2NYtxEZyYelR6RMKmjfPLB\tKream in your Koffee\tA 20-something blunt girl\tKatie Houle\t"
                "['en']\thttps://anchor.fm/s/11754eb8/podcast/rss\tspotify:episode:000A9sRBYdVh66csG2qEdj\t1: It's "
                "Christmas Time!\tOn the first ever episode\t12.700133333333333\tshow_2NYtxEZyYelR6RMKmjfPLB\t"
                "000A9sRBYdVh66csG2qEdj\n")
    cases.append(cli_bad("u19p_metadata_tsv_as_run", "fuse metadata.tsv bm25.run: the dataset's metadata.tsv (shows "
                         "and episodes, 12 tab-separated columns) given as a run",
                         ["fuse", "metadata.tsv", "bm25.run", "-o", "fused.run"],
                         {"metadata.tsv": metadata, "bm25.run": files["bm25.run"]}, "metadata.tsv:1",
                         why="no TREC line: the dataset's metadata table; the message names its first line"))

    # -- the Python API
    frames = ("import pandas as pd, rankagg\n" + load +
              "def frame(m):\n"
              "    return pd.DataFrame([(q, d, s) for q, l in runs[m].items() for d, s in l.items()],\n"
              "                        columns=['qid', 'docid', 'score'])\n")
    cases.append(ok("u19p_api_frames_rrf", "rankagg.fuse({retriever: DataFrame(qid, docid, score)}, method='rrf'): "
                    "the notebook's three frames",
                    frames + "got = rankagg.fuse({m: frame(m) for m in runs}, method='rrf')\n"
                             "print(agree_all(frame_rows(got), per_query(runs, rrf_ref), written=False) or 'same')\n",
                    why="docs/conventions.md: {name: frame} each read by its columns; rrf 1 / (60 + r)"))
    cases.append(ok("u19p_api_segment_columns", "rankagg.fuse of frames named as the dataset names them "
                    "(topic, episode_segment_id... as q_id/doc_id after rename) with logits as float32",
                    frames + "fr = {m: frame(m).rename(columns={'qid': 'q_id', 'docid': 'doc_id'}) for m in runs}\n"
                             "fr['audio'] = fr['audio'].astype({'score': 'float32'})\n"
                             "import numpy as np\n"
                             "r32 = dict(runs); r32['audio'] = {q: {d: float(np.float32(s)) for d, s in l.items()} "
                             "for q, l in runs['audio'].items()}\n"
                             "got = rankagg.fuse(fr, method='combsum')\n"
                             "print(agree_all(frame_rows(got, 'q_id', 'doc_id'), per_query(r32, combsum_minmax_ref), written=False) or 'same')\n",
                    why="docs/conventions.md: ranx's q_id/doc_id read; a float32 score is its double; min-max"))
    cases.append(ok("u19p_api_fuser_segments", "rankagg.Fuser('rrf') on the live demo: {retriever: [segment id, "
                    "best first]}",
                    "import rankagg\n"
                    "lists = {'bm25': ['spotify:episode:A_120.0', 'spotify:episode:A_60.0', 'spotify:episode:B_0.0'],\n"
                    "         'dense': ['spotify:episode:B_0.0', 'spotify:episode:A_120.0', 'spotify:episode:C_240.0'],\n"
                    "         'audio': ['spotify:episode:A_60.0', 'spotify:episode:B_0.0']}\n"
                    "got = rankagg.Fuser('rrf')(lists)\n"
                    "models = {m: {d: -float(i) for i, d in enumerate(l)} for m, l in lists.items()}\n"
                    "report(agree([(d, s) for d, s in got], rrf_ref(models), written=False))\n",
                    why="README: a Fuser takes id lists best first; rrf 1 / (60 + r), the house tie rule"))
    cases.append(ok("u19p_api_evaluate_graded", "rankagg.evaluate(bm25 dict, graded qrels dict, ['nDCG@30', 'P@10'])",
                    "import rankagg\n" + load +
                    "ev = rankagg.evaluate(runs['bm25'], qrels, ['nDCG@30', 'P@10'])\n"
                    "want, _ = track_means(runs['bm25'], qrels)\n"
                    "vals = {str(k): float(v) for k, v in dict(ev).items()}\n"
                    "print('same' if all(abs(vals.get(m, -9) - want[m]) < 1e-9 for m in want) else ('differ', vals, want))\n",
                    why="trec_eval's ndcg_cut.30 and P.10 over the judged topics in the run"))
    cases.append(ok("u19p_api_qrels_frame_str", "rankagg.evaluate(run, qrels DataFrame read with dtype=str: "
                    "grades '0'..'3')",
                    "import pandas as pd, rankagg\n" + load +
                    "qf = pd.DataFrame([(q, '0', d, str(g)) for q, l in qrels.items() for d, g in l.items()],\n"
                    "                  columns=['query_id', 'iteration', 'doc_id', 'relevance'])\n"
                    "ev = rankagg.evaluate(runs['dense'], qf, ['nDCG@30', 'P@10'])\n"
                    "want, _ = track_means(runs['dense'], qrels)\n"
                    "vals = {str(k): float(v) for k, v in dict(ev).items()}\n"
                    "print('same' if all(abs(vals.get(m, -9) - want[m]) < 1e-9 for m in want) else ('differ', vals, want))\n",
                    why="docs/trec.md: a grade given as text is read as the qrels file's grade"))
    cases.append(ok("u19p_api_episode_rollup", "fuse, roll segments up to episodes (max per episode) in pandas, "
                    "evaluate against episode-level qrels",
                    frames +
                             "got = rankagg.fuse({m: frame(m) for m in runs}, method='rrf')\n"
                             "got = got.assign(episode=got['docid'].str.rsplit('_', n=1).str[0])\n"
                             "ep = got.groupby(['qid', 'episode'], as_index=False)['score'].max()\n"
                             "erun = {q: dict(zip(g['episode'], g['score'])) for q, g in ep.groupby('qid')}\n"
                             "eq = {}\n"
                             "for q, l in qrels.items():\n"
                             "    for d, g in l.items():\n"
                             "        e = d.rsplit('_', 1)[0]; eq.setdefault(q, {})[e] = max(eq.get(q, {}).get(e, 0), g)\n"
                             "ev = rankagg.evaluate(erun, eq, ['nDCG@30', 'P@10'])\n"
                             "ref = per_query(runs, rrf_ref)\n"
                             "eref = {q: {} for q in ref}\n"
                             "for q, (sc, _, _) in ref.items():\n"
                             "    for d, s in sc.items():\n"
                             "        e = d.rsplit('_', 1)[0]; eref[q][e] = max(eref[q].get(e, -1), s)\n"
                             "want, _ = track_means(eref, eq)\n"
                             "vals = {str(k): float(v) for k, v in dict(ev).items()}\n"
                             "print('same' if all(abs(vals.get(m, -9) - want[m]) < 1e-9 for m in want) else ('differ', vals, want))\n",
                    why="episode = the id before its last '_'; max of the exact rrf scores; trec_eval's measures"))
    cases.append(ok("u19p_api_evaluate_fused_result", "rankagg.evaluate(rankagg.fuse(runs as dicts), qrels): the "
                    "fused result measured as its written run",
                    "import rankagg\n" + load +
                    "got = rankagg.fuse(runs, method='rrf')\n"
                    "ev = rankagg.evaluate(got, qrels, ['nDCG@30', 'P@10'])\n"
                    "ref = per_query(runs, rrf_ref)\n"
                    "order = {q: sorted(s, key=lambda d: (-s[d], -c[d], b[d], d)) for q, (s, c, b) in ref.items()}\n"
                    "nd = [ndcg(order[q], qrels[q], 30) for q in qrels if q in order]\n"
                    "p = [prec(order[q], qrels[q], 10) for q in qrels if q in order]\n"
                    "want = {'nDCG@30': sum(nd) / len(nd), 'P@10': sum(p) / len(p)}\n"
                    "vals = {str(k): float(v) for k, v in dict(ev).items()}\n"
                    "print('same' if all(abs(vals.get(m, -9) - want[m]) < 1e-9 for m in want) else ('differ', vals, want))\n",
                    why="docs/conventions.md: evaluate(fuse(runs)) measures the consensus order as written"))
    cases.append(ok("u19p_api_arrow_large_string", "rankagg.fuse(pyarrow Table qid, docid (large_string), score, run) "
                    "from the team's Arrow dataset",
                    frames + "import pyarrow as pa\n"
                             "long = pd.concat([frame(m).assign(run=m) for m in runs], ignore_index=True)\n"
                             "t = pa.Table.from_pandas(long, preserve_index=False)\n"
                             "t = t.cast(pa.schema([('qid', pa.large_string()), ('docid', pa.large_string()), "
                             "('score', pa.float64()), ('run', pa.large_string())]))\n"
                             "got = rankagg.fuse(t, method='rrf')\n"
                             "got = got.to_pandas() if hasattr(got, 'to_pandas') else got\n"
                             "print(agree_all(frame_rows(got), per_query(runs, rrf_ref), written=False) or 'same')\n",
                    why="docs/conventions.md: a long Arrow table of runs (a run column) read as its rows"))
    cases.append(bad("u19p_api_rank_from_0_frame", "rankagg.fuse({'dense': frame with rank 0, 1, 2 and no score}) "
                     "(FAISS's 0-based indices)",
                     "import pandas as pd, rankagg\n"
                     "d = pd.DataFrame({'qid': ['1'] * 3, 'docid': ['spotify:episode:A_0.0', 'spotify:episode:A_60.0',"
                     " 'spotify:episode:B_0.0'], 'rank': [0, 1, 2]})\n"
                     "b = d.assign(rank=[1, 2, 3])\n"
                     "rankagg.fuse({'dense': d, 'bm25': b}, method='rrf')\n", "rank", "row 0",
                     why="docs/conventions.md: a frame's rank column holds positive integers; 0 is refused naming it"))
    cases.append(bad("u19p_api_qrels_words_frame", "rankagg.evaluate(run, qrels frame whose relevance column holds "
                     "'Excellent', 'Good', ...)",
                     "import pandas as pd, rankagg\n"
                     "run = {'1': {'spotify:episode:A_0.0': 2.0, 'spotify:episode:A_60.0': 1.0}}\n"
                     "qf = pd.DataFrame({'query_id': ['1', '1'], 'doc_id': ['spotify:episode:A_0.0', "
                     "'spotify:episode:A_60.0'], 'relevance': ['Excellent', 'Fair']})\n"
                     "rankagg.evaluate(run, qf, ['nDCG@30'])\n", "Excellent", "spotify:episode:A_0.0",
                     why="docs/trec.md: other text is refused naming the query and the document"))
    cases.append(bad("u19p_api_tensor_scores_frame", "rankagg.fuse of a frame whose score column holds the "
                     "reranker's strings 'tensor(2.31)'",
                     "import pandas as pd, rankagg\n"
                     "a = pd.DataFrame({'qid': ['1'] * 2, 'docid': ['spotify:episode:A_0.0', 'spotify:episode:A_60.0'],"
                     " 'score': ['tensor(2.31)', 'tensor(-0.42)']})\n"
                     "b = a.assign(score=[1.0, 2.0])\n"
                     "rankagg.fuse({'audio': a, 'bm25': b}, method='rrf')\n", "tensor(2.31)", "score",
                     why="rankagg.io.rules: a score that is no number is refused naming its row"))
    cases.append(bad("u19p_api_episode_ids_repeated", "rankagg.fuse({'bm25': frame, 'dense': frame}) whose dense "
                     "frame kept the episode uri as docid and the start in its own column (the join not done)",
                     "import pandas as pd, rankagg\n"
                     "b = pd.DataFrame({'qid': ['1'] * 3, 'docid': ['spotify:episode:A_0.0', 'spotify:episode:A_60.0', "
                     "'spotify:episode:B_0.0'], 'score': [3.0, 2.0, 1.0]})\n"
                     "d = pd.DataFrame({'qid': ['1'] * 3, 'docid': ['spotify:episode:A', 'spotify:episode:A', "
                     "'spotify:episode:B'], 'start': [0.0, 60.0, 0.0], 'score': [0.9, 0.8, 0.7]})\n"
                     "rankagg.fuse({'bm25': b, 'dense': d}, method='rrf')\n", "dense", "spotify:episode:A",
                     why="docs/conventions.md: a document twice in one list is refused, named at its frame's row"))
    cases.append(bad("u19p_api_evaluate_logit_lists", "rankagg.evaluate(run, qrels) whose scores are the reranker's "
                     "'logits[i].tolist()': one-element lists [2.31]",
                     "import rankagg\n"
                     "run = {'1': {'spotify:episode:A_0.0': [2.31], 'spotify:episode:A_60.0': [-0.42]}}\n"
                     "rankagg.evaluate(run, {'1': {'spotify:episode:A_0.0': 3}}, ['nDCG@30', 'P@10'])\n",
                     "spotify:episode:A_0.0", "score",
                     why="docs/trec.md: rankagg.evaluate reads dicts by the rules of the run files; a fault in runs "
                         "given as mappings names the query and the document (a list is no number)"))
    return cases


def _eval_any(expected: dict[str, float], names: dict[str, tuple[str, ...]]) -> Callable[[str, Path], bool]:
    """Like _eval_check, each measure printed under one of its names."""
    def check(out: str, folder: Path) -> bool:
        got = _evaluate_lines(out)
        for m, v in expected.items():
            vals = [got[(n, "all")] for n in names[m] if (n, "all") in got]
            if len(vals) != 1 or abs(vals[0] - v) > 6e-5:
                return False
        return True

    return check


def _eval_runs(expected: dict[str, dict[str, float]]) -> Callable[[str, Path], bool]:
    """Several runs' lines against each run's reference."""
    def check(out: str, folder: Path) -> bool:
        got = _evaluate_lines(out)
        return all(abs(got.get((r, m, "all"), -9) - v) <= 6e-5 for r, ms in expected.items() for m, v in ms.items())

    return check


def _explain_check(runs: dict, w: dict) -> Callable[[str, Path], bool]:
    def check(out: str, folder: Path) -> bool:
        lines = [json.loads(x) for x in (folder / "why.jsonl").read_text(encoding="utf-8").splitlines() if x.strip()]
        for rec in lines:
            q, d = str(rec.get("qid")), str(rec.get("docid"))
            total = 0.0
            for m, r in runs.items():
                p = positions(r.get(q, {})).get(d)
                want = None if p is None else w[m] / (60 + p)
                got = rec["lists"].get(m, {}).get("contribution")
                if (want is None) != (got is None) or (want is not None and abs(got - want) > 1e-12):
                    return False
                total += want or 0.0
            if abs(rec["score"] - total) > 1e-12:
                return False
        return len(lines) == sum(len(set().union(*[set(r.get(q, {})) for r in runs.values()]))
                                 for q in {q for r in runs.values() for q in r})

    return check


def _parquet_check(refs: dict) -> Callable[[str, Path], bool]:
    def check(out: str, folder: Path) -> bool:
        import pandas as pd  # reads the written table as the team's notebook does

        df = pd.read_parquet(folder / "fused.parquet")
        q = "qid" if "qid" in df.columns else "q_id"
        d = "docid" if "docid" in df.columns else "doc_id"
        rows: dict[str, list] = {}
        for a, b, s in df.sort_values([q, "rank"])[[q, d, "score"]].itertuples(index=False):
            rows.setdefault(str(a), []).append((str(b), float(s)))
        return not agree_all(rows, refs)

    return check


def _json_check(expected: dict[str, float], per: dict[str, float]) -> Callable[[str, Path], bool]:
    def check(out: str, folder: Path) -> bool:
        js = json.loads(out)
        pq = js.get("per_query", {})
        return (all(abs(float(js.get(m, -9)) - v) <= 1e-9 for m, v in expected.items())
                and set(pq) == set(per) and all(abs(float(pq[q]["nDCG@30"]) - v) <= 1e-9 for q, v in per.items()))

    return check
