"""Issue 45's seventeenth bar of scripts/reliability_matrix.py, a conversational search researcher's TREC CAsT / iKAT runs (its cases, ids ``u17t_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's."""

from __future__ import annotations

import gzip
import json
from pathlib import Path
from typing import Any, Callable

from .case import Case, stdout_has, command_cases_files_optional
from .references import HOUSE_AGREEMENT, reference_namespace

SEVENTEENTH_CONVERSATIONAL = "45 Unseen inputs: a seventeenth bar, a conversational search researcher's TREC CAsT / iKAT runs"

# The researcher's references, independent of rankagg's code, shared by the cases' setup and checks (run in the
# matrix's process, through ``_R``) and by the API snippets (prepended to each).  Conversations as TREC CAsT and
# iKAT number them: CAsT 2019/2020 turns '31_1' .. '31_12' (so string order puts '31_10' before '31_2'), CAsT 2022
# '132-3', iKAT 2023 '9-1_3' (topic, PTKB, turn); passage ids as the collections spell them: 'MARCO_1234567',
# 'CAR_<40 hex>', 'MARCO_00_1234567-3', 'KILT_1234-5', 'WaPo_<hex>-2', 'clueweb22-en0034-09-03452:1', and the
# '#'-suffixed passage ids some splitters write ('MARCO_00_1234567#3').  Three runs per turn from the manual,
# automatic and raw-utterance rewrites: BM25 scores at 2 decimals (ties), 1,000 per turn for the rewrites and 100
# for the raw utterance, which also lost a few turns.  Qrels graded 0-4 on the pooled top 20, some turns with no
# passage of grade >= 2, some turns unjudged (CAsT judged a subset).
# ``trec_order`` is trec_eval's order (score descending, then docid descending as bytes); ``ndcg`` trec_eval's
# ndcg_cut (gain = grade > 0, 1 / log2(rank + 1), ideal over the query's judged grades), ``ap``/``prec``/``recall``/
# ``rr`` trec_eval's with relevance level ``lv`` (-l); ``rrf_ref``, ``minmax_ref`` the formulas ``rankagg methods``
# states; ``agree`` compares a fused list with a reference under the house tie rule (docs/conventions.md).
_REF = HOUSE_AGREEMENT + r'''
import json, math, random, statistics, zlib
from pathlib import Path
def conv_turns(style='cast19', convs=(31, 32, 33, 34, 35, 36), turns=12):
    if style == 'cast19':
        return [f'{c}_{t}' for c in convs for t in range(1, turns + 1)]
    if style == 'cast22':
        return [f'{c + 101}-{t}' for c in convs for t in range(1, turns + 1)]
    return [f'{c - 22}-{1 + c % 3}_{t}' for c in convs for t in range(1, turns + 1)]
def passages(q, n, seed):
    rnd = random.Random(zlib.crc32(str(q).encode()) % 100003 * 31 + seed)  # hash() of a str differs run to run
    out = []
    for i in range(n):
        k = rnd.randrange(7)
        x = rnd.randrange(10 ** 7)
        out.append(['MARCO_%d' % x, 'CAR_%040x' % rnd.getrandbits(160), 'MARCO_00_%07d-%d' % (x, rnd.randrange(1, 9)),
                    'KILT_%d-%d' % (x % 100000, rnd.randrange(1, 6)), 'WaPo_%032x-%d' % (rnd.getrandbits(128), rnd.randrange(1, 9)),
                    'clueweb22-en%04d-%02d-%05d:%d' % (x % 50, x % 100, x % 100000, rnd.randrange(1, 9)),
                    'MARCO_00_%07d#%d' % (x, rnd.randrange(1, 9))][k])
    return list(dict.fromkeys(out))
def qseed(q):
    return sum(ord(c) * (i + 1) for i, c in enumerate(q))
def collection(qids, n=1200):
    """per turn: its candidate passages and their graded relevance (0-4, most 0)"""
    docs, grades = {}, {}
    for q in qids:
        ds = passages(q, n, 5)
        rnd = random.Random(qseed(q))
        docs[q] = ds
        hard = qseed(q) % 5 == 0  # a turn with no passage of grade >= 2
        g = {}
        for d in ds:
            u = rnd.random()
            g[d] = 0 if u < 0.93 else (1 if hard or u < 0.96 else rnd.choice((2, 3, 4)))
        grades[q] = g
    return docs, grades
def bm25(docs, grades, seed, noise=2.0, depth=1000, digits=2, lose=()):
    run = {}
    for q, ds in docs.items():
        if q in lose:
            continue
        rnd = random.Random(qseed(q) * 7 + seed)
        s = {d: round(8.0 + 1.5 * grades[q][d] + rnd.gauss(0, noise), digits) + 0.0 for d in ds}
        top = sorted(s, key=lambda d: (s[d], d.encode()), reverse=True)[:depth]
        run[q] = {d: s[d] for d in top}
    return run
def positions(s):
    return {d: i for i, d in enumerate(trec_order(s), 1)}
def run_text(by_q, tag, order=None):
    qs = order or list(by_q)
    return ''.join(f'{q} Q0 {d} {i} {by_q[q][d]!r} {tag}\n' for q in qs if q in by_q for i, d in enumerate(trec_order(by_q[q]), 1))
def qrels_text(grades, it='0', pooled=None):
    out = []
    for q, g in grades.items():
        for d, x in g.items():
            if pooled is None or d in pooled.get(q, ()):
                out.append(f'{q} {it} {d} {x}\n')
    return ''.join(out)
def pool(runs, k=20):
    p = {}
    for r in runs:
        for q, s in r.items():
            p.setdefault(q, set()).update(trec_order(s)[:k])
    return p
def judged_of(grades, pooled):
    return {q: {d: g for d, g in grades[q].items() if d in pooled.get(q, ())} for q in grades if q in pooled}
def read_run(path):
    by_q = {}
    for line in Path(path).read_text(encoding='utf-8').splitlines():
        q, _, d, _, s, _ = line.split()
        by_q.setdefault(q, {})[d] = float(s)
    return by_q
def ndcg(order, judged, k):
    dcg = sum(judged.get(d, 0) / math.log2(i + 1) for i, d in enumerate(order[:k], 1) if judged.get(d, 0) > 0)
    ideal = sorted((g for g in judged.values() if g > 0), reverse=True)[:k]
    idcg = sum(g / math.log2(i + 1) for i, g in enumerate(ideal, 1))
    return dcg / idcg if idcg else 0.0
def ap(order, judged, lv=1):
    rel = {d for d, g in judged.items() if g >= lv}
    hits, s = 0, 0.0
    for i, d in enumerate(order, 1):
        if d in rel:
            hits += 1
            s += hits / i
    return s / len(rel) if rel else 0.0
def prec(order, judged, k, lv=1):
    return sum(judged.get(d, 0) >= lv for d in order[:k]) / k
def recall(order, judged, k, lv=1):
    rel = {d for d, g in judged.items() if g >= lv}
    return len(rel & set(order[:k])) / len(rel) if rel else 0.0
def rr(order, judged, lv=1):
    for i, d in enumerate(order, 1):
        if judged.get(d, 0) >= lv:
            return 1.0 / i
    return 0.0
def judged_at(order, judged, k):
    return sum(d in judged for d in order[:k]) / k
def per_turn(run, judged, fn, complete=False):
    qs = [q for q in judged if q in run or complete]
    return {q: fn(trec_order(run.get(q, {})), judged[q]) for q in qs}
def mean(v):
    v = list(v)
    return sum(v) / len(v)
def rrf_ref(runs, k=60.0, w=None, depth=None):
    sc, cnt, best = {}, {}, {}
    for m, s in runs.items():
        for d, r in positions(s).items():
            if depth and r > depth:
                continue
            sc[d] = sc.get(d, 0.0) + (w or {}).get(m, 1.0) / (k + r)
            cnt[d] = cnt.get(d, 0) + 1
            best[d] = min(best.get(d, 1 << 60), r)
    return sc, cnt, best
def minmax_ref(runs, mnz=False):
    sc, cnt, best = {}, {}, {}
    for s in runs.values():
        if not s:
            continue
        lo, hi, pos = min(s.values()), max(s.values()), positions(s)
        for d in s:
            sc[d] = sc.get(d, 0.0) + ((s[d] - lo) / (hi - lo) if hi > lo else 1.0)
            cnt[d] = cnt.get(d, 0) + 1
            best[d] = min(best.get(d, 1 << 60), pos[d])
    if mnz:
        sc = {d: v * cnt[d] for d, v in sc.items()}
    return sc, cnt, best
def per_query_runs(runs, q):
    return {m: r[q] for m, r in runs.items() if q in r}
def agree_all(fused, runs, make_ref, depth=None, written=True):
    qs = set().union(*runs.values())
    if set(fused) != qs:
        return 'turns: %r' % sorted(set(fused) ^ qs)[:4]
    for q in sorted(qs):
        msg = agree(fused[q], make_ref(per_query_runs(runs, q)), depth, written)
        if msg:
            return q + ': ' + msg
    return ''
def fused_rows(path):
    out = {}
    for line in Path(path).read_text(encoding='utf-8').splitlines():
        q, _, d, _, s, _ = line.split()
        out.setdefault(q, []).append((d, float(s)))
    return out
def near(a, b, tol=1e-9):
    return abs(a - b) <= tol * max(1.0, abs(b))
def world(style='cast19', n=1200, convs=(31, 32, 33, 34, 35, 36), turns=12):
    qids = conv_turns(style, convs, turns)
    docs, grades = collection(qids, n)
    lost = set(qids[5::9])
    runs = {'manual': bm25(docs, grades, 1, noise=3.0), 'automatic': bm25(docs, grades, 2, noise=4.0),
            'raw': bm25(docs, grades, 3, noise=5.0, depth=100, lose=lost)}
    pooled = pool(runs.values())
    unjudged = set(qids[::12])  # the first turn of every conversation was not judged
    judged = {q: j for q, j in judged_of(grades, pooled).items() if q not in unjudged}
    return qids, runs, judged
'''[1:]

_R = reference_namespace(_REF, "<u17t references>")

_WORLD: dict[str, tuple] = {}


def _world(style: str = "cast19") -> tuple:
    if style not in _WORLD:
        _WORLD[style] = _R["world"](style)
    return _WORLD[style]


def _write_world(folder: Path, style: str = "cast19", names: tuple[str, ...] = ("manual", "automatic", "raw"),
                 qrels: str = "cast.qrels", gz: bool = False, it: str = "0", tags: dict | None = None) -> None:
    qids, runs, judged = _world(style)
    for m in names:
        text = _R["run_text"](runs[m], (tags or {}).get(m, m), qids)
        if gz:
            (folder / f"{m}.run.gz").write_bytes(gzip.compress(text.encode(), mtime=0))
        else:
            (folder / f"{m}.run").write_text(text, encoding="utf-8")
    if qrels:
        (folder / qrels).write_text(_R["qrels_text"](judged, it), encoding="utf-8")


def seventeenth_bar_conversational_cases() -> list[Case]:
    G = SEVENTEENTH_CONVERSATIONAL
    qids, runs, judged = _world()

    def setup(style: str = "cast19", **kw: Any) -> Callable[[Path], None]:
        return lambda folder: _write_world(folder, style, **kw)

    cli_ok, cli_bad = command_cases_files_optional(G)

    def api_ok(id: str, what: str, code: str, why: str, timeout: float = 120, setup: Callable | None = None,
               files: dict | None = None) -> Case:
        return Case(id, G, what, code=_REF + code, expect="ok", check=stdout_has("same"), memory_gb=4.0,
                    timeout=timeout, why=why, setup=setup, files=files or {})

    def api_bad(id: str, what: str, code: str, *mention: str, why: str, files: dict | None = None,
                setup: Callable | None = None) -> Case:
        return Case(id, G, what, code=_REF + code, mention=mention, memory_gb=4.0, timeout=60, why=why,
                    files=files or {}, setup=setup)

    three = ["manual.run", "automatic.run", "raw.run"]

    def fused_check(make_ref: Callable, depth: int | None = 1000, name: str = "fused.run",
                    sub: dict | None = None) -> Callable[[str, Path], bool]:
        def check(out: str, folder: Path) -> bool:
            return _R["agree_all"](_R["fused_rows"](folder / name), sub or runs, make_ref, depth) == ""
        return check

    def rrf(**kw: Any) -> Callable:
        return lambda per: _R["rrf_ref"](per, **kw)

    def eval_check(run_of: Callable[[Path], dict], fns: dict[str, Callable], complete: bool = False,
                   judged_by: dict | None = None, per_query: bool = True) -> Callable[[str, Path], bool]:
        def check(out: str, folder: Path) -> bool:
            got = json.loads(out)
            run = run_of(folder)
            j = judged_by or judged
            for m, fn in fns.items():
                want = _R["per_turn"](run, j, fn, complete)
                if not _R["near"](got[m], _R["mean"](want.values())):
                    return False
                if per_query and (set(got["per_query"]) != set(want)
                                  or any(not _R["near"](got["per_query"][q][m], v) for q, v in want.items())):
                    return False
            return True
        return check

    def file_run(name: str) -> Callable[[Path], dict]:
        return lambda folder: _R["read_run"](folder / name)

    nd3 = {"nDCG@3": lambda o, j: _R["ndcg"](o, j, 3)}
    official = {"nDCG@3": lambda o, j: _R["ndcg"](o, j, 3), "AP(rel=2)": lambda o, j: _R["ap"](o, j, 2),
                "R(rel=2)@1000": lambda o, j: _R["recall"](o, j, 1000, 2),
                "P(rel=2)@3": lambda o, j: _R["prec"](o, j, 3, 2), "RR(rel=2)": lambda o, j: _R["rr"](o, j, 2)}

    return _cases_a(locals()) + _cases_b(locals())


def _cases_a(v: dict) -> list[Case]:
    G, cli_ok, cli_bad, api_ok, api_bad = v["G"], v["cli_ok"], v["cli_bad"], v["api_ok"], v["api_bad"]
    three, setup, fused_check, rrf, eval_check = v["three"], v["setup"], v["fused_check"], v["rrf"], v["eval_check"]
    file_run, nd3, official, runs, judged, qids = v["file_run"], v["nd3"], v["official"], v["runs"], v["judged"], v["qids"]
    fuse3 = ["fuse", *three]
    q = "--quiet"

    # the fused run evaluated: fuse then evaluate in one command line case (the check reads the fused file)
    def fused_eval(make_ref: Callable, fns: dict, complete: bool = False) -> Callable[[str, Path], bool]:
        inner = eval_check(file_run("fused.run"), fns, complete)

        def check(out: str, folder: Path) -> bool:
            return fused_check(make_ref)(out, folder) and inner(out, folder)
        return check

    # runs whose turns come in string order ('31_1', '31_10', '31_11', '31_12', '31_2', ...) beside runs in turn order
    def setup_string_order(folder: Path) -> None:
        _write_world(folder)
        text = _R["run_text"](runs["automatic"], "automatic", sorted(qids))
        (folder / "automatic.run").write_text(text, encoding="utf-8")

    # tied BM25 scores: every score rounded to a whole number, so dozens of passages tie in each turn
    tied = {m: {t: {d: float(round(s)) for d, s in per.items()} for t, per in r.items()} for m, r in runs.items()}

    def setup_tied(folder: Path) -> None:
        for m, r in tied.items():
            (folder / f"{m}.run").write_text(_R["run_text"](r, m, qids), encoding="utf-8")

    # a neural reranker's log-probabilities (all negative, 1e-5 apart near 0) over the automatic rewrite's top 100
    t5 = {t: {d: -abs(round((10.0 - s) / 7.0, 5)) - 1e-5 * (i % 3) for i, (d, s) in
              enumerate(sorted(per.items(), key=lambda x: -x[1])[:100])} for t, per in runs["automatic"].items()}

    def setup_t5(folder: Path) -> None:
        _write_world(folder)
        (folder / "t5.run").write_text(_R["run_text"](t5, "t5-rerank", qids), encoding="utf-8")

    with_t5 = dict(runs, t5=t5)

    # per conversation: the mean over its judged turns of nDCG@3, from -q --json
    def per_conversation_check(out: str, folder: Path) -> bool:
        got = json.loads(out)["per_query"]
        run = _R["read_run"](folder / "manual.run")
        per = _R["per_turn"](run, judged, lambda o, j: _R["ndcg"](o, j, 3))
        convs: dict[str, list[float]] = {}
        for t, x in per.items():
            convs.setdefault(t.split("_")[0], []).append(x)
        mine: dict[str, list[float]] = {}
        for t, x in got.items():
            mine.setdefault(t.split("_")[0], []).append(x["nDCG@3"])
        return set(mine) == set(convs) and all(
            _R["near"](_R["mean"](mine[c]), _R["mean"](convs[c])) for c in convs)

    return [
        cli_ok("u17t_rrf_three_rewrites", "RRF of the manual, automatic and raw-utterance runs per turn (72 turns, "
               "1,000 / 1,000 / 100 passages, the raw run lacking 8 turns)", [*fuse3, "--method", "rrf", "-o",
                                                                               "fused.run", q],
               fused_check(rrf()), setup=setup(),
               why="rankagg methods rrf: sum 1/(60 + rank), each turn a query, ranks by score then docid descending"),
        cli_ok("u17t_rrf_weighted_manual", "trusting the manual rewrite twice as much: --weights manual=2,raw=0.5",
               [*fuse3, "--method", "rrf", "--weights", "manual=2,raw=0.5", "-o", "fused.run", q],
               fused_check(rrf(w={"manual": 2.0, "raw": 0.5})), setup=setup(),
               why="--weights by run tag; RRF sum w / (k + rank) (docs/trec.md)"),
        cli_ok("u17t_combsum_1000_vs_100", "CombSUM (min-max) of lists of 1,000 and a list of 100 per turn",
               [*fuse3, "--method", "combsum", "-o", "fused.run", q],
               fused_check(lambda per: _R["minmax_ref"](per)), setup=setup(),
               why="combsum norm=auto is min-max; a passage a list did not return contributes 0 (rankagg methods)"),
        cli_ok("u17t_combmnz_1000_vs_100", "CombMNZ (min-max) of the three rewrites' runs",
               [*fuse3, "--method", "combmnz", "-o", "fused.run", q],
               fused_check(lambda per: _R["minmax_ref"](per, mnz=True)), setup=setup(),
               why="combmnz: the min-max sum times the number of lists that returned the passage (rankagg methods)"),
        cli_ok("u17t_input_depth_100", "each rewrite's top 100 only before fusing (--input-depth 100)",
               [*fuse3, "--method", "rrf", "--input-depth", "100", "-o", "fused.run", q],
               fused_check(rrf(depth=100)), setup=setup(),
               why="--input-depth N keeps each run's first N per query by trec_eval's order (docs/conventions.md)"),
        cli_ok("u17t_turn_vs_string_order", "the automatic run written with its turns in string order (31_1, 31_10, "
               "31_11, 31_12, 31_2, ...), the others in turn order: RRF per turn",
               [*fuse3, "--method", "rrf", "-o", "fused.run", q], fused_check(rrf()), setup=setup_string_order,
               why="a query is its id, wherever its lines sit (docs/trec.md: runs not grouped alike are partitioned)"),
        cli_ok("u17t_tied_bm25_whole_scores", "BM25 scores rounded to whole numbers (dozens of ties per turn): RRF "
               "by trec_eval's order of the ties (docid descending)",
               [*fuse3, "--method", "rrf", "-o", "fused.run", q],
               lambda out, folder: _R["agree_all"](_R["fused_rows"](folder / "fused.run"), tied,
                                                   lambda per: _R["rrf_ref"](per), 1000) == "",
               setup=setup_tied, why="ranks from scores: score descending then docid descending (docs/conventions.md)"),
        cli_ok("u17t_t5_logprob_combsum", "a T5 reranker's log-probabilities (all negative, near-ties 1e-5 apart) "
               "fused with the BM25 runs by CombSUM min-max",
               ["fuse", *three, "t5.run", "--method", "combsum", "-o", "fused.run", q],
               lambda out, folder: _R["agree_all"](_R["fused_rows"](folder / "fused.run"), with_t5,
                                                   lambda per: _R["minmax_ref"](per), 1000) == "",
               setup=setup_t5, why="scores are doubles, negative ones too; min-max per list (rankagg methods combsum)"),
        cli_ok("u17t_gz_baselines", "the organisers' baseline runs as .run.gz, fused by RRF",
               ["fuse", "manual.run.gz", "automatic.run.gz", "raw.run.gz", "--method", "rrf", "-o", "fused.run", q],
               fused_check(rrf()), setup=setup(gz=True), why="runs plain or gzip (docs/trec.md)"),
        cli_ok("u17t_eval_official_measures", "evaluate the fused run with CAsT's measures: nDCG@3 (graded) and "
               "AP, R@1000, P@3, RR at relevance level 2, per turn (-q --json)",
               ["evaluate", "--qrels", "cast.qrels", "fused.run", "--measures", *official, "-q", "--json"],
               v["eval_check"](file_run("fused.run"), official), timeout=180,
               setup=lambda folder: (_write_world(folder), _fuse_into(folder)),
               why="trec_eval ndcg_cut.3 (graded gains) and -l 2's map, recall.1000, P.3, recip_rank = ir_measures "
                   "rel=2 (docs/trec.md)"),
        cli_ok("u17t_eval_turns_missing_complete", "evaluate the raw run, which lacks 8 judged turns, with -c: "
               "each missing turn counted as finding nothing",
               ["evaluate", "--qrels", "cast.qrels", "raw.run", "--measures", "nDCG@3", "-c", "-q", "--json"],
               eval_check(file_run("raw.run"), nd3, complete=True), setup=setup(),
               why="trec_eval -c: every judged query, a missing one valued 0 (docs/trec.md)"),
        cli_ok("u17t_eval_turns_missing_plain", "the same without -c: the mean over the judged turns the raw run "
               "holds (unjudged first turns ignored too)",
               ["evaluate", "--qrels", "cast.qrels", "raw.run", "--measures", "nDCG@3", "-q", "--json"],
               eval_check(file_run("raw.run"), nd3), setup=setup(),
               why="without -c the queries both judged and in the run (docs/trec.md)"),
        cli_ok("u17t_eval_no_relevant_turn", "turns whose passages are all graded 0 or 1: AP(rel=2) and R(rel=2)@1000 "
               "are 0 there and the turns count in the mean",
               ["evaluate", "--qrels", "cast.qrels", "manual.run", "--measures", "AP(rel=2)", "R(rel=2)@1000",
                "nDCG@3", "-q", "--json"],
               eval_check(file_run("manual.run"), {k: official[k] for k in ("AP(rel=2)", "R(rel=2)@1000", "nDCG@3")}),
               setup=setup(), why="trec_eval: a judged query with no relevant document is evaluated, its AP 0"),
        cli_ok("u17t_eval_per_conversation", "per conversation: the mean over its turns of -q's nDCG@3 (the turns "
               "'31_1'..'31_12' grouped by the part before '_')",
               ["evaluate", "--qrels", "cast.qrels", "manual.run", "--measures", "nDCG@3", "-q", "--json"],
               per_conversation_check, setup=setup(),
               why="-q --json gives each turn's value under its own id (docs/trec.md)"),
        cli_ok("u17t_eval_trec_eval_names", "trec_eval's own spelling: -m ndcg_cut.3 -m map -m recall.1000 on the "
               "manual run",
               ["evaluate", "--qrels", "cast.qrels", "manual.run", "-m", "ndcg_cut.3", "-m", "map", "-m",
                "recall.1000", "--json"],
               lambda out, folder: _trec_names_ok(out, folder, judged),
               setup=setup(), why="trec_eval's names are read (docs/trec.md); relevance level 1 as trec_eval's default"),
        cli_ok("u17t_eval_judged_at_3", "the judgement coverage of the raw run's top 3 (Judged@3)",
               ["evaluate", "--qrels", "cast.qrels", "raw.run", "--measures", "Judged@3", "-q", "--json"],
               eval_check(file_run("raw.run"), {"Judged@3": lambda o, j: _R["judged_at"](o, j, 3)}), setup=setup(),
               why="ir_measures Judged@k: the share of the top k that is judged"),
        cli_ok("u17t_eval_cast19_q0_qrels", "CAsT 2019's qrels, whose iteration column says 'Q0'",
               ["evaluate", "--qrels", "cast.qrels", "manual.run", "--measures", "nDCG@3", "-q", "--json"],
               eval_check(file_run("manual.run"), nd3), setup=setup(it="Q0"),
               why="trec_eval ignores the qrels' second column"),
        cli_ok("u17t_eval_paired_two_fusions", "is RRF better than CombSUM? evaluate both fused runs: the paired "
               "t-test below the table, Holm over nDCG@3 and AP(rel=2)",
               ["evaluate", "--qrels", "cast.qrels", "rrf.run", "combsum.run", "--measures", "nDCG@3", "AP(rel=2)"],
               lambda out, folder: _paired_ok(out, folder, judged), timeout=180,
               setup=lambda folder: (_write_world(folder), _fuse_into(folder, "rrf", "rrf.run"),
                                     _fuse_into(folder, "combsum", "combsum.run")),
               why="paired two-sided t-test over the common turns (scipy.stats.ttest_rel), Holm over 2 tests"),
        cli_ok("u17t_ikat_ids", "iKAT 2023 turns ('9-1_3': topic, PTKB, turn) and ClueWeb22 passage ids "
               "('clueweb22-en0034-09-03452:1'): RRF then nDCG@3",
               [*fuse3, "--method", "rrf", "-o", "fused.run", q],
               lambda out, folder: _R["agree_all"](_R["fused_rows"](folder / "fused.run"), _world("ikat")[1],
                                                   lambda per: _R["rrf_ref"](per), 1000) == "",
               setup=setup("ikat"), why="ids are bytes without blanks (docs/trec.md)"),
        cli_ok("u17t_cast22_ids_eval", "CAsT 2022 turns ('132-3') and passage ids ('KILT_1234-5', "
               "'MARCO_00_1234567-3'): evaluate the manual run",
               ["evaluate", "--qrels", "cast.qrels", "manual.run", "--measures", *official, "-q", "--json"],
               eval_check(file_run("manual.run"), official, judged_by=_world("cast22")[2]), setup=setup("cast22"),
               why="trec_eval's measures, ids as text"),
    ]


def _fuse_into(folder: Path, method: str = "rrf", name: str = "fused.run") -> None:
    """The fused run the evaluate cases read, written by the same formula the fuse cases check (RRF or CombSUM)."""
    qids, runs, _ = _world()
    lines = []
    for t in qids:
        per = _R["per_query_runs"](runs, t)
        if not per:
            continue
        sc = (_R["rrf_ref"](per) if method == "rrf" else _R["minmax_ref"](per))[0]
        order = sorted(sc, key=lambda d: (-sc[d], d))[:1000]
        n = len(order)
        lines += [f"{t} Q0 {d} {i} {n - i + 1} rankagg-{method}\n" for i, d in enumerate(order, 1)]
    (folder / name).write_text("".join(lines), encoding="utf-8")


def _trec_names_ok(out: str, folder: Path, judged: dict) -> bool:
    got = json.loads(out)
    run = _R["read_run"](folder / "manual.run")
    want = {"ndcg_cut.3": lambda o, j: _R["ndcg"](o, j, 3), "map": lambda o, j: _R["ap"](o, j, 1),
            "recall.1000": lambda o, j: _R["recall"](o, j, 1000, 1)}
    keys = {"ndcg_cut.3": ("nDCG@3", "ndcg_cut_3", "ndcg_cut.3"), "map": ("AP", "map"),
            "recall.1000": ("R@1000", "recall_1000", "recall.1000")}
    for m, fn in want.items():
        key = next((k for k in keys[m] if k in got), None)
        if key is None or not _R["near"](got[key], _R["mean"](_R["per_turn"](run, judged, fn).values())):
            return False
    return True


def _paired_ok(out: str, folder: Path, judged: dict) -> bool:
    from scipy import stats  # a heavy optional import, only for this check

    a, b = _R["read_run"](folder / "rrf.run"), _R["read_run"](folder / "combsum.run")
    fns = {"nDCG@3": lambda o, j: _R["ndcg"](o, j, 3), "AP(rel=2)": lambda o, j: _R["ap"](o, j, 2)}
    ps, diffs = {}, {}
    for m, fn in fns.items():
        x, y = _R["per_turn"](a, judged, fn), _R["per_turn"](b, judged, fn)
        common = sorted(set(x) & set(y))
        ps[m] = float(stats.ttest_rel([x[t] for t in common], [y[t] for t in common]).pvalue)
        diffs[m] = _R["mean"](x[t] - y[t] for t in common)
    order = sorted(ps, key=ps.get)
    holm, run_max = {}, 0.0
    for i, m in enumerate(order):
        run_max = max(run_max, min(1.0, (len(order) - i) * ps[m]))
        holm[m] = run_max
    seen = 0
    for line in out.splitlines():
        if not line.startswith("#"):  # the table above the comparisons holds the runs' means
            continue
        parts = line.lstrip("# ").split("\t")
        if len(parts) >= 4 and parts[0] == "combsum.run" and parts[1] in fns:
            m = parts[1]
            p_txt = parts[3].split("=", 1)[1] if "=" in parts[3] else ""
            try:
                p = float(p_txt)
            except ValueError:
                return False
            if abs(float(parts[2]) - diffs[m]) > 5e-5 or abs(p - holm[m]) > 5e-3 * max(holm[m], 1e-3):
                return False
            seen += 1
    return seen == 2


def _cases_b(v: dict) -> list[Case]:
    G, cli_ok, cli_bad, api_ok, api_bad = v["G"], v["cli_ok"], v["cli_bad"], v["api_ok"], v["api_bad"]
    three, setup, fused_check, rrf, eval_check = v["three"], v["setup"], v["fused_check"], v["rrf"], v["eval_check"]
    runs, judged, qids = v["runs"], v["judged"], v["qids"]
    fuse3 = ["fuse", *three]
    q = "--quiet"
    small_a = "31_1 Q0 MARCO_00_1234567#3 1 12.5 manual\n31_1 Q0 CAR_a6b1c2d3e4f5-12 2 12.5 manual\n" \
              "31_1 Q0 KILT_1234-5 3 10.0 manual\n31_2 Q0 KILT_1234-5 1 9.0 manual\n"
    small_b = "31_1 Q0 KILT_1234-5 1 5.5 automatic\n31_1 Q0 CAR_a6b1c2d3e4f5-12 2 4.5 automatic\n" \
              "31_2 Q0 MARCO_00_1234567#3 1 9.0 automatic\n"
    small_q = "31_1 0 MARCO_00_1234567#3 4\n31_1 0 KILT_1234-5 2\n31_1 0 CAR_a6b1c2d3e4f5-12 1\n31_2 0 KILT_1234-5 3\n"

    # cat of the manual and automatic runs into one file (both tags kept): passages repeat within a turn
    def setup_concat(folder: Path) -> None:
        _write_world(folder)
        (folder / "both.run").write_text((folder / "manual.run").read_text() + (folder / "automatic.run").read_text())
    man_lines = _R["run_text"](runs["manual"], "manual", qids).splitlines()
    aut_lines = _R["run_text"](runs["automatic"], "automatic", qids).splitlines()
    seen = {(ln.split()[0], ln.split()[2]) for ln in man_lines}
    dup_line = len(man_lines) + next(i for i, ln in enumerate(aut_lines, 1) if (ln.split()[0], ln.split()[2]) in seen)

    # the CAsT 2022 / iKAT submission format: JSON of turns, each with ranked responses and passage provenance
    cast_json = json.dumps({"run_name": "manual_bm25", "run_type": "manual", "turns": [
        {"turn_id": "132-1", "responses": [{"rank": 1, "text": "...", "passage_provenance": [
            {"id": "MARCO_00_1234567-1", "score": 12.5, "used": True}]}]}]}, indent=1)
    topics_json = json.dumps([{"number": 31, "title": "head and neck cancer", "turn": [
        {"number": 1, "raw_utterance": "What is throat cancer?", "manual_rewritten_utterance": "What is throat cancer?"},
        {"number": 2, "raw_utterance": "Is it treatable?", "manual_rewritten_utterance": "Is throat cancer treatable?"}]}])

    def explain_check(out: str, folder: Path) -> bool:
        fused = _R["fused_rows"](folder / "fused.run")
        entries: dict = {}
        for line in (folder / "why.jsonl").read_text(encoding="utf-8").splitlines():
            e = json.loads(line)
            entries[(str(e.get("qid", e.get("query"))), e["docid"])] = e
        if set(entries) != {(t, d) for t, rows in fused.items() for d, _ in rows}:
            return False
        for (t, d), e in entries.items():
            per = _R["per_query_runs"](runs, t)
            places = {m: _R["positions"](s) for m, s in per.items()}
            parts = e["lists"]
            for m in runs:
                rank = (parts.get(m) or {}).get("rank")
                if rank != places.get(m, {}).get(d):
                    return False
            if abs(sum((p or {}).get("contribution") or 0.0 for p in parts.values()) - _R["rrf_ref"](per)[0][d]) > 1e-12:
                return False
        return True

    def report_check(out: str, folder: Path) -> bool:
        text = (folder / "rep.md").read_text(encoding="utf-8")
        for m, r in runs.items():
            row = next((ln for ln in text.splitlines() if ln.startswith(f"| {m} |")), None)
            if row is None:
                return False
            cells = [c.strip().strip("*▲▼ ") for c in row.strip("|").split("|")]
            want = _R["mean"](_R["per_turn"](r, judged, lambda o, j: _R["ndcg"](o, j, 3)).values())
            if abs(float(cells[1].split()[0]) - want) > 6e-5:
                return False
        return True

    lib = "qids, runs, judged = world()\nimport rankagg\n"
    nd = "lambda o, j: ndcg(o, j, 3)"
    return [
        cli_ok("u17t_depth_3_only", "only the top 3 matter for nDCG@3: fuse --depth 3",
               [*fuse3, "--method", "rrf", "--depth", "3", "-o", "fused.run", q], fused_check(rrf(), depth=3),
               setup=setup(), why="--depth N writes each query's first N of the consensus order (rankagg fuse --help)"),
        cli_ok("u17t_report_markdown", "a markdown report of the three rewrites' nDCG@3 (evaluate -q --json, then "
               "rankagg report --baseline manual)",
               ["report", "ev.json", "--baseline", "manual", "-o", "rep.md", "--no-figures"], report_check,
               setup=lambda folder: (_write_world(folder), _evaluate_json(folder)),
               why="the report's table holds the evaluated means (docs/trec.md section 4)"),
        cli_ok("u17t_explain_lost_turns", "--explain on the three rewrites, where the raw run lost 8 turns: each "
               "passage's contributions add up to its RRF score, each list's rank is its place in that turn",
               [*fuse3, "--method", "rrf", "--explain", "why.jsonl", "-o", "fused.run", q], explain_check,
               setup=setup(), why="--explain: per fused document each list's rank and contribution (rankagg fuse --help)"),
        api_ok("u17t_api_tune_then_model", "tune RRF for nDCG@3 on the turns, then fuse --model: the fused run is "
               "RRF with the model's k and weights", lib + "import subprocess, sys\n"
               "for m in ('manual', 'automatic', 'raw'):\n    Path(m + '.run').write_text(run_text(runs[m], m, qids))\n"
               "Path('c.qrels').write_text(qrels_text(judged))\n"
               "rc = [sys.executable, '-m', 'rankagg.cli']\n"
               "subprocess.run(rc + ['tune', 'manual.run', 'automatic.run', 'raw.run', '--qrels', 'c.qrels', '--method', "
               "'rrf', '--measure', 'nDCG@3', '-o', 'm.json', '--quiet'], check=True)\n"
               "subprocess.run(rc + ['fuse', 'manual.run', 'automatic.run', 'raw.run', '--model', 'm.json', '-o', 'f.run', "
               "'--quiet'], check=True)\nmodel = json.loads(Path('m.json').read_text())\n"
               "k, w = float(model['params'].get('k', 60)), {m: float(x) for m, x in (model.get('weights') or {}).items()}\n"
               "kept = {m: r for m, r in runs.items() if w.get(m, 1.0) > 0}\n"
               "report(agree_all(fused_rows('f.run'), kept, lambda per: rrf_ref(per, k=k, w=w), model.get('depth', 1000)))\n",
               why="a tuned model is the method with its parameters and weights (docs/trec.md section 3); a run of weight "
                   "0 adds nothing", timeout=240),
        api_ok("u17t_api_pytrec_written", "the fused run written (fuse -o), read by pytrec_eval (float32 scores): its "
               "nDCG@3 per turn equals rankagg.evaluate of the in-memory fusion", lib + "import subprocess, sys, pytrec_eval\n"
               "for m in ('manual', 'automatic', 'raw'):\n    Path(m + '.run').write_text(run_text(runs[m], m, qids))\n"
               "subprocess.run([sys.executable, '-m', 'rankagg.cli', 'fuse', 'manual.run', 'automatic.run', 'raw.run', "
               "'--method', 'rrf', '-o', 'f.run', '--quiet'], check=True)\n"
               "written = {}\nfor line in Path('f.run').read_text().splitlines():\n"
               "    t, _, d, _, s, _ = line.split()\n    written.setdefault(t, {})[d] = float(s)\n"
               "ev = pytrec_eval.RelevanceEvaluator(judged, {'ndcg_cut_3'}).evaluate(written)\n"
               "mine = rankagg.evaluate(rankagg.fuse(runs, 'rrf'), judged, ['nDCG@3'], per_query=True)['nDCG@3']\n"
               "bad = [t for t in ev if not near(ev[t]['ndcg_cut_3'], float(mine[t]), 1e-6)]\n"
               "report('turns %r' % bad[:3] if bad or set(ev) != set(map(str, mine.index)) else '')\n",
               why="the written file's scores keep rankagg's order for float32 readers (docs/conventions.md)",
               timeout=180),
        # ---- the mistakes of the day
        cli_bad("u17t_cast_json_run", "the CAsT 2022 submission JSON (turns, responses, passage_provenance) given to "
                "fuse beside a TREC run", ["fuse", "manual_bm25.json", "manual.run", "-o", "fused.run"],
                "manual_bm25.json", files={"manual_bm25.json": cast_json, "manual.run": small_a}, fast=True,
                why="not TREC text: trec_eval cannot read it either"),
        Case("u17t_msmarco_tsv_hint", G, "pyserini's --output-format msmarco run (qid docid rank): the refusal's "
             "awk line, pasted as it stands, gives a run that evaluates and keeps the input",
             code=_MSMARCO_HINT, files={"bm25.run": "31_1\tMARCO_00_1234567-3\t1\n31_1\tKILT_1234-5\t2\n"
                                                  "31_2\tKILT_1234-5\t1\n", "cast.qrels": small_q},
             expect="ok", check=stdout_has("same"), memory_gb=4.0, timeout=60, fast=True,
             why="a shell redirection to the file it reads empties it before awk reads it (POSIX sh): the advice "
                 "must name another file"),
        cli_bad("u17t_qrels_three_fields", "ir_datasets' qrels exported as 'query_id doc_id relevance' (3 fields)",
                ["evaluate", "--qrels", "cast.tsv", "manual.run"], "cast.tsv:1", outputs=(),
                files={"cast.tsv": "31_1\tMARCO_00_1234567#3\t4\n31_1\tKILT_1234-5\t2\n", "manual.run": small_a},
                why="trec_eval's qrels have four fields"),
        cli_bad("u17t_turn_id_dash_vs_underscore", "run turns spelt '132_1', qrels turns '132-1' (CAsT 2022's)",
                ["evaluate", "--qrels", "cast.qrels", "manual.run", "--measures", "nDCG@3"], "manual.run",
                "cast.qrels", outputs=(),
                files={"manual.run": "132_1 Q0 KILT_1234-5 1 9.5 manual\n", "cast.qrels": "132-1 0 KILT_1234-5 2\n"},
                fast=True,
                why="no turn in common: every measure undefined (trec_eval 10 stops on the judged query the run lacks)"),
        cli_bad("u17t_cat_two_rewrites", "manual.run and automatic.run concatenated into one file (cat), fused as "
                "one run", ["fuse", "both.run", "raw.run", "-o", "fused.run"], f"both.run:{dup_line}",
                setup=setup_concat,
                why="a passage twice in one turn of one run: trec_eval refuses (docs/conventions.md)"),
        cli_ok("u17t_minus_l_two", "trec_eval's relevance level option: evaluate -l 2 -m map (by hand: turn 31_1 "
               "ranks MARCO (4), CAR (1), KILT (2), the tie at 12.5 by docid descending: AP (1 + 2/3) / 2; turn 31_2 "
               "AP 1; the mean 0.9167)",
               ["evaluate", "--qrels", "cast.qrels", "manual.run", "-l", "2", "-m", "map"],
               stdout_has("AP(rel=2)\tall\t0.9167"), files={"manual.run": small_a, "cast.qrels": small_q},
               why="trec_eval's -l 2: grade 2 and above relevant for map (docs/trec.md; refused until this session)"),
        cli_bad("u17t_weights_typo", "--weights manul=2 (the manual rewrite's tag mistyped)",
                ["fuse", "manual.run", "automatic.run", "--method", "rrf", "--weights", "manul=2", "-o", "fused.run"], "manul",
                files={"manual.run": small_a, "automatic.run": small_b},
                why="a name that matches no run is an error before any file is read (docs/trec.md)"),
        cli_bad("u17t_topics_json_as_qrels", "the CAsT evaluation topics JSON given as --qrels",
                ["evaluate", "--qrels", "topics.json", "manual.run"], "topics.json", outputs=(),
                files={"topics.json": topics_json, "manual.run": small_a},
                why="not qrels: trec_eval's qrels have four fields"),
        cli_bad("u17t_measures_twice", "--measures nDCG@3 ndcg_cut.3 (the same measure in both spellings)",
                ["evaluate", "--qrels", "cast.qrels", "manual.run", "--measures", "nDCG@3", "ndcg_cut.3"],
                "ndcg_cut.3", outputs=(), files={"manual.run": small_a, "cast.qrels": small_q},
                why="one measure twice would print two rows of one value"),
        cli_bad("u17t_ndcg3_judged_only", "nDCG@3 on the condensed lists (unjudged passages dropped): --measures "
                "'nDCG(judged_only=True)@3', as ir_measures spells it", ["evaluate", "--qrels", "cast.qrels", "manual.run",
                                                                         "--measures", "nDCG(judged_only=True)@3"],
                "judged_only", outputs=(), files={"manual.run": small_a, "cast.qrels": small_q},
                why="rankagg computes no condensed list (trec_eval -J); a parameter it does not compute is refused, naming it"),
        api_bad("u17t_frame_conversation_columns", "a frame with conversation_id and turn columns instead of a qid",
                "import pandas as pd, rankagg\nf = pd.DataFrame({'conversation_id': [31, 31, 31, 31], 'turn': [1, 1, 1, 1],"
                " 'doc_id': ['a', 'b', 'a', 'b'], 'score': [2.0, 1.0, 1.0, 2.0], 'run': ['m', 'm', 'a', 'a']})\n"
                "rankagg.fuse(f, 'rrf')\n", "qid",
                why="a long frame needs query, document and run columns (rankagg.fuse's forms)"),
        # ---- the Python API
        api_ok("u17t_api_dict_fuse_evaluate", "rankagg.fuse of {rewrite: {turn: {passage: score}}}, then "
               "rankagg.evaluate nDCG@3 and AP(rel=2) against the judged turns",
               lib + "res = rankagg.fuse(runs, 'rrf', depth=1000)\n"
               "msg = agree_all({t: list(r.items()) for t, r in res.items()}, runs, rrf_ref, 1000, written=False)\n"
               "got = rankagg.evaluate(res, judged, ['nDCG@3', 'AP(rel=2)'])\n"
               "order = {t: [d for d in r] for t, r in res.items()}\n"
               "want = {'nDCG@3': mean(ndcg(order[t], judged[t], 3) for t in judged if t in order),\n"
               "        'AP(rel=2)': mean(ap(order[t], judged[t], 2) for t in judged if t in order)}\n"
               "if not msg and any(not near(got[m], want[m]) for m in want):\n    msg = 'measures %r, expected %r' % (got, want)\n"
               "report(msg)\n", why="evaluate measures a fused result in its consensus order (docs/conventions.md)"),
        api_ok("u17t_api_per_query_conversations", "rankagg.evaluate(..., per_query=True) of the automatic run, "
               "grouped by conversation (the part of the turn id before '_')",
               lib + "pq = rankagg.evaluate(runs['automatic'], judged, ['nDCG@3'], per_query=True)\n"
               f"ref = per_turn(runs['automatic'], judged, {nd})\n"
               "got = {str(t): float(x) for t, x in pq['nDCG@3'].items()}\n"
               "msg = '' if set(got) == set(ref) else 'turns %r' % sorted(set(got) ^ set(ref))[:4]\n"
               "conv = {}\nfor t, x in ref.items():\n    conv.setdefault(t.split('_')[0], []).append((x, got.get(t, -1)))\n"
               "for c, xs in conv.items():\n"
               "    if not msg and not near(mean(a for a, _ in xs), mean(b for _, b in xs)):\n        msg = 'conversation ' + c\n"
               "report(msg)\n", why="per_query gives a DataFrame indexed by qid (rankagg.evaluate)"),
        api_ok("u17t_api_turn_depth_subset", "nDCG@3 of the fused run on the deep turns only (turn >= 6), a subset "
               "of the fused result's turns",
               lib + "res = rankagg.fuse(runs, 'rrf', depth=1000)\n"
               "deep = {t: r for t, r in res.items() if int(t.split('_')[1]) >= 6}\n"
               "got = rankagg.evaluate(deep, judged, ['nDCG@3'])['nDCG@3']\n"
               "want = mean(ndcg(list(deep[t]), judged[t], 3) for t in judged if t in deep)\n"
               "report('' if near(got, want) else '%r, expected %r' % (got, want))\n",
               why="a subset of a fused result's queries keeps its order (docs/conventions.md)"),
        api_ok("u17t_api_frame_pyserini_names", "one long frame with pyserini's names (qid, docid, score) and a "
               "run column: rrf", lib + "import pandas as pd\n"
               "df = pd.DataFrame([(t, d, s, m) for m, r in runs.items() for t, per in r.items() for d, s in per.items()],"
               " columns=['qid', 'docid', 'score', 'run'])\n"
               "res = rankagg.fuse(df, 'rrf', depth=1000)\nrk = 'rank' if 'rank' in res.columns else None\n"
               "res = res.sort_values(['qid', rk])\nqcol = 'qid'\ndcol = 'docid' if 'docid' in res.columns else 'doc_id'\n"
               "fused = {}\nfor t, d, s in zip(res[qcol], res[dcol], res['score']):\n    fused.setdefault(t, []).append((d, s))\n"
               "report(agree_all(fused, runs, rrf_ref, 1000, written=False))\n",
               why="a long frame of runs (query, document, score, run columns) is fused per query (rankagg.fuse)"),
        api_ok("u17t_api_fuser_per_turn", "a Fuser('rrf') called turn by turn on the three rewrites' lists",
               lib + "fz = rankagg.Fuser('rrf')\nmsg = ''\n"
               "for t in qids[:12]:\n    per = per_query_runs(runs, t)\n"
               "    msg = msg or agree([(d, s) for d, s in fz(per)], rrf_ref(per), written=False)\nreport(msg)\n",
               why="the Fuser's list is the batch fusion's (README)"),
        api_ok("u17t_api_complete_per_query", "rankagg.evaluate(raw run, complete=True, per_query=True): the turns "
               "the raw run lost are rows of 0", lib +
               "pq = rankagg.evaluate(runs['raw'], judged, ['nDCG@3'], per_query=True, complete=True)\n"
               f"ref = per_turn(runs['raw'], judged, {nd}, complete=True)\n"
               "got = {str(t): float(x) for t, x in pq['nDCG@3'].items()}\n"
               "report('' if set(got) == set(ref) and all(near(got[t], ref[t]) for t in ref) else 'differs')\n",
               why="complete=True: every judged query, a missing one as a ranking that finds nothing (rankagg.evaluate)"),
        api_ok("u17t_api_evaluate_list", "rankagg.evaluate([manual, automatic, raw], qrels file): one entry per "
               "rewrite", lib + "Path('c.qrels').write_text(qrels_text(judged))\n"
               "got = rankagg.evaluate([runs['manual'], runs['automatic'], runs['raw']], 'c.qrels', ['nDCG@3', 'RR(rel=2)'])\n"
               "msg = ''\nfor g, m in zip(got, ('manual', 'automatic', 'raw')):\n"
               "    w1 = mean(per_turn(runs[m], judged, lambda o, j: ndcg(o, j, 3)).values())\n"
               "    w2 = mean(per_turn(runs[m], judged, lambda o, j: rr(o, j, 2)).values())\n"
               "    if not (near(g['nDCG@3'], w1) and near(g['RR(rel=2)'], w2)):\n        msg = msg or m\nreport(msg)\n",
               why="a list of runs gives a list of results (rankagg.evaluate)"),
        api_ok("u17t_api_parquet_fused_eval", "fuse -o fused.parquet (CLI), then rankagg.evaluate of the Parquet "
               "table", lib + "import subprocess, sys\nfor m in ('manual', 'automatic', 'raw'):\n"
               "    Path(m + '.run').write_text(run_text(runs[m], m, qids))\n"
               "subprocess.run([sys.executable, '-m', 'rankagg.cli', 'fuse', 'manual.run', 'automatic.run', 'raw.run', "
               "'--method', 'rrf', '-o', 'fused.parquet', '--quiet'], check=True)\n"
               "got = rankagg.evaluate('fused.parquet', judged, ['nDCG@3'])['nDCG@3']\n"
               "res = {t: dict(sorted(rrf_ref(per_query_runs(runs, t))[0].items(), key=lambda x: (-x[1], x[0]))) "
               "for t in qids if per_query_runs(runs, t)}\n"
               "fused = {t: [(d, s) for d, s in r.items()][:1000] for t, r in res.items()}\n"
               "want = mean(ndcg([d for d, _ in fused[t]], judged[t], 3) for t in judged if t in fused)\n"
               "report('' if near(got, want, 1e-6) else '%r, expected %r' % (got, want))\n",
               why="a Parquet run table of one run is evaluated as its TREC text (docs/trec.md)", timeout=180),
    ]


def _evaluate_json(folder: Path) -> None:
    """evaluate -q --json of the three rewrites, as ``rankagg evaluate`` writes it, from the references."""
    qids, runs, judged = _world()
    out: dict = {}
    for m, r in runs.items():
        per = _R["per_turn"](r, judged, lambda o, j: _R["ndcg"](o, j, 3))
        out[f"{m}.run"] = {"nDCG@3": _R["mean"](per.values()),
                           "per_query": {t: {"nDCG@3": x} for t, x in per.items()}}
    (folder / "ev.json").write_text(json.dumps(out, indent=2), encoding="utf-8")


# pasted as it stands: the awk line the refusal suggests, then the result evaluated
_MSMARCO_HINT = r"""
import re, subprocess, sys
from pathlib import Path
before = Path('bm25.run').read_bytes()
p = subprocess.run([sys.executable, '-m', 'rankagg.cli', 'fuse', 'bm25.run', '-o', 'fused.run'], capture_output=True, text=True)
m = re.search(r"(awk '[^']*' \S+ > [^\s;]+)", p.stderr)  # the message goes on after a ';'
if p.returncode != 2 or not m:
    print('differs: no awk line in %r' % p.stderr[-300:])
    sys.exit(0)
subprocess.run(m.group(1), shell=True)
out = m.group(1).rsplit('>', 1)[1].strip()
ok_input = Path('bm25.run').read_bytes() == before
e = subprocess.run([sys.executable, '-m', 'rankagg.cli', 'evaluate', '--qrels', 'cast.qrels', out, '--measures', 'P@1'],
                   capture_output=True, text=True)
for f in set(Path('.').iterdir()) - {Path('bm25.run'), Path('cast.qrels')}:
    f.unlink()
print('same' if ok_input and e.returncode == 0 else 'differs: input kept %s, evaluate %r' % (ok_input, e.stderr[-200:]))
"""
