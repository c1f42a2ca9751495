"""Issue 45's seventeenth bar of scripts/reliability_matrix.py, an SRE team's anomaly-detector ensembles (its cases, ids ``u17a_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's.

The team's day: each metric series (``cpu``, ``mem``, a host) or each day is a query, each timestamp (ISO-8601 text
``2024-03-01T00:05:00Z``, with offsets and fractions, or epoch nanoseconds) or host name a document, each detector
(an isolation forest, a rolling z-score, a MAD rule, a p-value test) a run.  Detectors disagree on direction
(an isolation forest's ``score_samples`` and a p-value are lower-is-more-anomalous: the team negates them), start
with a warm-up window of NaN, give 0 to most normal points (ties by the thousand), and are weighted by trust; the
ensemble's top alerts are checked against labelled incidents (binary qrels, few positives: P@k, R@k, AP, RR).

The references (``_REF``, run in the matrix's process for the command-line checks and prepended to every API
snippet) are computed here, independent of rankagg's code: ``positions`` is trec_eval's order (score descending,
then the id descending as bytes; -0.0 equal to 0.0), ``rrf_ref`` / ``borda_ref`` / ``z_ref`` / ``minmax_max_ref``
/ ``meanrank_key`` the formulas ``rankagg methods`` states, ``measures`` trec_eval's P, recall, AP and RR, ``agree``
the house tie rule of docs/conventions.md (equal scores: more rankers that returned the item, then its best local
rank, then the smaller id)."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any, Callable

from .case import Case, stdout_has, command_cases_files_optional  # noqa: F401

SEVENTEENTH_ANOMALIES = "45 Unseen inputs: a seventeenth bar, an SRE team's anomaly-detector ensembles"

_REF = r'''
import json, math, random
from pathlib import Path
DETS = ('iforest', 'zscore', 'mad')
def stamps(n, start=(2024, 3, 1), step=60, fmt='%Y-%m-%dT%H:%M:%SZ', offset=0):
    import datetime as _dt
    t0 = _dt.datetime(*start, tzinfo=_dt.timezone.utc)
    return [(t0 + _dt.timedelta(seconds=step * i + offset)).strftime(fmt) for i in range(n)]
def detector(ids, seed, zero_share=0.0, warmup=0, incidents=(), neg_zero=False, digits=None):
    """{id: score}: normal noise, a bump on the incident ids, a share of exact zeros, the warm-up left out."""
    rnd = random.Random(seed)
    out = {}
    for i, d in enumerate(ids):
        s = abs(rnd.gauss(0.0, 1.0)) + (2.5 if d in incidents else 0.0)
        if rnd.random() < zero_share and d not in incidents:
            s = -0.0 if (neg_zero and i % 2) else 0.0
        if digits is not None:
            s = round(s, digits)
        if i >= warmup:
            out[d] = s
    return out
def trec_order(s):
    return sorted(s, key=lambda d: (s[d], str(d).encode()), reverse=True)
def positions(s):
    return {d: i for i, d in enumerate(trec_order(s), 1)}
def run_text(by_q, tag, order='score'):
    lines = []
    for q, s in by_q.items():
        for i, d in enumerate(trec_order(s), 1):
            lines.append((q, d, i, s[d]))
    if order == 'time':
        lines.sort(key=lambda r: (r[1], r[0]))
    return ''.join(f'{q} Q0 {d} {i} {v!r} {tag}\n' for q, d, i, v in lines)
def qrels_text(by_q):
    return ''.join(f'{q} 0 {d} {g}\n' for q, j in by_q.items() for d, g in j.items())
def read_run(path):
    by_q, order = {}, {}
    for line in Path(path).read_text(encoding='utf-8').splitlines():
        q, _, d, _, s, _ = line.split()
        by_q.setdefault(q, {})[d] = float(s)
        order.setdefault(q, []).append(d)
    return by_q, order
def rrf_ref(runs, k=60.0, w=None):
    sc, cnt, best = {}, {}, {}
    for m, s in runs.items():
        for d, r in positions(s).items():
            sc[d] = sc.get(d, 0.0) + (w or {}).get(m, 1.0) / (k + r)
            cnt[d] = cnt.get(d, 0) + 1
            best[d] = min(best.get(d, 1 << 60), r)
    return sc, cnt, best
def borda_ref(runs, w=None):
    alld = set().union(*[set(s) for s in runs.values()])
    n = len(alld)
    sc, cnt, best = {d: 0.0 for d in alld}, {d: 0 for d in alld}, {d: 1 << 60 for d in alld}
    for m, s in runs.items():
        wm = (w or {}).get(m, 1.0)
        pos, k = positions(s), len(s)
        for d in alld:
            if d in pos:
                sc[d] += wm * (n - pos[d] + 1)
                cnt[d] += 1
                best[d] = min(best[d], pos[d])
            else:
                sc[d] += wm * (n - k + 1) / 2
    return sc, cnt, best
def z_ref(runs, w=None):
    sc, cnt, best = {}, {}, {}
    for m, s in runs.items():
        vals = list(s.values())
        mu = sum(vals) / len(vals)
        sd = math.sqrt(sum((v - mu) ** 2 for v in vals) / len(vals))
        pos = positions(s)
        for d, v in s.items():
            sc[d] = sc.get(d, 0.0) + (w or {}).get(m, 1.0) * ((v - mu) / sd if sd > 0 else 0.0)
            cnt[d] = cnt.get(d, 0) + 1
            best[d] = min(best.get(d, 1 << 60), pos[d])
    return sc, cnt, best
def minmax_max_ref(runs):
    sc, cnt, best = {}, {}, {}
    for s in runs.values():
        lo, hi, pos = min(s.values()), max(s.values()), positions(s)
        for d, v in s.items():
            x = (v - lo) / (hi - lo) if hi > lo else 1.0
            sc[d] = max(sc.get(d, -1.0), x)
            cnt[d] = cnt.get(d, 0) + 1
            best[d] = min(best.get(d, 1 << 60), pos[d])
    return sc, cnt, best
def minmax_sum_ref(runs):
    sc, cnt, best = {}, {}, {}
    alld = set().union(*[set(s) for s in runs.values()])
    for s in runs.values():
        lo, hi, pos = min(s.values()), max(s.values()), positions(s)
        for d in alld:
            sc.setdefault(d, 0.0)
            if d in s:
                sc[d] += (s[d] - lo) / (hi - lo) if hi > lo else 1.0
                cnt[d] = cnt.get(d, 0) + 1
                best[d] = min(best.get(d, 1 << 60), pos[d])
    return sc, cnt, best
def house_order(ref):
    sc, cnt, best = ref
    return sorted(sc, key=lambda d: (-sc[d], -cnt[d], best[d], str(d).encode()))
def close(a, b, tol=1e-9):
    return abs(a - b) <= tol * max(1.0, abs(a), abs(b))
def agree(got, ref, depth=None, scores=True, tol=1e-9):
    """'' when ``got`` [(id, score), ...] is the reference's list (its first ``depth``): ids, scores, the order by
    score and, among equal scores (2^-40 relative), by the house rule."""
    sc, cnt, best = ref
    got = [(d.item() if hasattr(d, 'item') else d, float(v)) for d, v in got]
    want = len(sc) if depth is None else min(depth, len(sc))
    ids = [d for d, _ in got]
    if len(ids) != want or len(set(ids)) != want or not set(ids) <= set(sc):
        return 'ids: %d written, %d expected' % (len(ids), want)
    rest = set(sc) - set(ids)
    if rest and min(sc[d] for d in ids) < max(sc[d] for d in rest) and not close(min(sc[d] for d in ids), max(sc[d] for d in rest)):
        return 'a better id left out of the first %d' % want
    for (a, _), (b, _) in zip(got, got[1:]):
        if sc[a] < sc[b] and not close(sc[a], sc[b]):
            return '%r (%r) before %r (%r)' % (a, sc[a], b, sc[b])
        if abs(sc[a] - sc[b]) <= 2.0 ** -40 * max(abs(sc[a]), abs(sc[b])):
            ka, kb = (-cnt[a], best[a], str(a).encode()), (-cnt[b], best[b], str(b).encode())
            if ka > kb:
                return 'tie %r before %r against the house rule' % (a, b)
    if scores:
        for i, (d, v) in enumerate(got):
            if not close(v, sc[d], tol) and not (i and abs(sc[d] - sc[got[i - 1][0]]) <= 2.0 ** -40 * abs(sc[d])):
                return 'score of %r: %r, expected %r' % (d, v, sc[d])
    return ''
def measures(order, judged, ks=()):
    rel = {d for d, g in judged.items() if g > 0}
    R, hits, ap, rr, at = len(rel), 0, 0.0, 0.0, [0]
    for i, d in enumerate(order, 1):
        if d in rel:
            hits += 1
            ap += hits / i
            rr = rr or 1.0 / i
        at.append(hits)
    m = {'AP': ap / R if R else 0.0, 'RR': rr}
    for k in ks:
        m['P@%d' % k] = at[min(k, len(order))] / k
        m['R@%d' % k] = at[min(k, len(order))] / R if R else 0.0
    return m
def mean_over(per_q):
    keys = list(next(iter(per_q.values())))
    return {m: sum(v[m] for v in per_q.values()) / len(per_q) for m in keys}
def report(msg):
    print('same' if not msg else 'differs: ' + msg)
'''[1:]

_R: dict[str, Any] = {}
exec(_REF, _R)


def _nan_last(text: str) -> str:
    """The first series' last two lines scored 'nan' (pandas' sort_values puts NaN last)."""
    lines = text.splitlines(keepends=True)
    for i in (238, 239):
        f = lines[i].split()
        lines[i] = " ".join(f[:4] + ["nan", f[5]]) + "\n"
    return "".join(lines)

SERIES = ("cpu", "mem", "disk", "p99_latency")


def _incidents(ids: list[str], seed: int, count: int = 5) -> set[str]:
    rnd = _R["random"].Random(seed)
    return set(rnd.sample(ids, count))


def _day(n: int = 240, series: tuple[str, ...] = SERIES, dets: tuple[str, ...] = ("iforest", "zscore", "mad"),
         seed: int = 17, **kw: Any) -> tuple[dict, dict]:
    """({det: {series: {ts: score}}}, {series: {ts: grade}}): n minutes per series, 5 incident minutes each."""
    ids = _R["stamps"](n)
    runs: dict = {d: {} for d in dets}
    judged: dict = {}
    for j, q in enumerate(series):
        inc = _incidents(ids, seed + j)
        judged[q] = {d: int(d in inc) for d in ids}
        for i, det in enumerate(dets):
            runs[det][q] = _R["detector"](ids, seed * 100 + 10 * j + i, incidents=inc, **kw)
    return runs, judged


def _write(folder: Path, runs: dict, judged: dict | None = None, order: str = "score", suffix: str = ".run") -> None:
    for det, by_q in runs.items():
        (folder / f"{det}{suffix}").write_text(_R["run_text"](by_q, det, order), encoding="utf-8")
    if judged is not None:
        (folder / "incidents.qrels").write_text(_R["qrels_text"](judged), encoding="utf-8")


def _fused_rows(path: Path) -> dict[str, list[tuple[str, float]]]:
    rows: dict[str, list[tuple[str, float]]] = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        q, _, d, _, s, _ = line.split()
        rows.setdefault(q, []).append((d, float(s)))
    return rows


def _per_query(runs: dict, q: str) -> dict:
    return {det: by_q[q] for det, by_q in runs.items() if q in by_q}


def _fused_check(runs: dict, ref_name: str, depth: int | None = None, name: str = "fused.run",
                 **kw: Any) -> Callable[[str, Path], bool]:
    def check(out: str, folder: Path) -> bool:
        rows = _fused_rows(folder / name)
        queries = list(dict.fromkeys(q for by_q in runs.values() for q in by_q))
        if sorted(rows) != sorted(queries):
            return False
        return all(_R["agree"](rows[q], _R[ref_name](_per_query(runs, q), **kw), depth) == "" for q in queries)
    return check


def _eval_check(run: str, judged: dict, ms: tuple[str, ...], ks: tuple[int, ...] = (),
                complete: bool = False) -> Callable[[str, Path], bool]:
    """stdout's 'MEASURE all VALUE' lines against trec_eval's measures of the written run, by hand."""
    def check(out: str, folder: Path) -> bool:
        by_q, order = _R["read_run"](folder / run)
        qs = [q for q in judged if q in order or complete]
        per_q = {q: _R["measures"](_R["trec_order"](by_q.get(q, {})), judged[q], ks) for q in qs}
        want = _R["mean_over"](per_q)
        got = {}
        for line in out.splitlines():
            f = line.split()
            if len(f) >= 3 and f[-2] == "all":
                got[f[0]] = float(f[-1])
        return all(m in got and abs(got[m] - want[m]) <= 5e-5 for m in ms)
    return check


def _parquet_setup(code: str) -> Callable[[Path], None]:
    """Writes the pipeline's Parquet export in the case's folder (``rows``: (series, ts, detector, score))."""
    def setup(folder: Path) -> None:
        import numpy as np
        import pandas as pd
        import pyarrow as pa
        import pyarrow.parquet as pq

        runs, _ = _day(180, ("cpu", "mem"), seed=41)
        rows = [(q, d, det, s) for det, by_q in runs.items() for q, sc in by_q.items() for d, s in sc.items()]
        here = {"np": np, "pd": pd, "pa": pa, "pq": pq, "folder": folder, "rows": rows}
        exec(code, here)
    return setup


def _day_of_seconds(folder: Path) -> None:
    """Three detectors' runs of one series at one-second resolution (86,400 lines each), written fast."""
    ids = _R["stamps"](86400, step=1)
    for i, det in enumerate(("iforest", "zscore", "mad")):
        sc = _R["detector"](ids, 500 + i, zero_share=0.5)
        order = _R["trec_order"](sc)
        (folder / f"{det}.run").write_text("".join(f"cpu Q0 {d} {r} {sc[d]!r} {det}\n" for r, d in enumerate(order, 1)))


def _parquet_runs(folder: Path, name: str) -> dict:
    import pandas as pd

    df = pd.read_parquet(folder / name)
    runs: dict = {}
    for (det, q), g in df.groupby(["run", "q_id"], observed=True):
        runs.setdefault(str(det), {})[str(q)] = dict(zip(g.doc_id.astype(str), g.score.astype(float)))
    return runs


_API = r'''
import numpy as np
import pandas as pd
import rankagg
def day(n=240, series=('cpu', 'mem', 'disk'), dets=DETS, seed=17, step=60, fmt='%Y-%m-%dT%H:%M:%SZ', **kw):
    ids = stamps(n, step=step, fmt=fmt)
    runs, judged = {d: {} for d in dets}, {}
    for j, q in enumerate(series):
        inc = set(random.Random(seed + j).sample(ids, 5))
        judged[q] = {d: int(d in inc) for d in ids}
        for i, det in enumerate(dets):
            runs[det][q] = detector(ids, seed * 100 + 10 * j + i, incidents=inc, **kw)
    return runs, judged
def to_frame(runs):
    rows = [(q, d, det, s) for det, by_q in runs.items() for q, sc in by_q.items() for d, s in sc.items()]
    return pd.DataFrame(rows, columns=['q_id', 'doc_id', 'run', 'score'])
def per_query(runs, q):
    return {det: by_q[q] for det, by_q in runs.items() if q in by_q}
def frame_agree(out, runs, ref, depth=None, **kw):
    for q in dict.fromkeys(q for by_q in runs.values() for q in by_q):
        o = out[out.q_id == q].sort_values('rank')
        msg = agree(list(zip(o.doc_id, o.score)), ref(per_query(runs, q), **kw), depth)
        if msg:
            return '%s: %s' % (q, msg)
    return ''
'''[1:]


def seventeenth_bar_anomalies_cases() -> list[Case]:
    G = SEVENTEENTH_ANOMALIES
    pre = _REF + _API

    def api_ok(id: str, what: str, code: str, why: str, timeout: float = 120, fast: bool = False) -> Case:
        return Case(id, G, what, code=pre + code, expect="ok", check=stdout_has("same"), memory_gb=4.0,
                    timeout=timeout, why=why, fast=fast)

    def api_bad(id: str, what: str, code: str, *mention: str, why: str) -> Case:
        return Case(id, G, what, code=pre + code, mention=mention, memory_gb=4.0, timeout=60, why=why)

    cli_ok, cli_bad = command_cases_files_optional(G)

    runs, judged = _day()
    dets = ["iforest.run", "zscore.run", "mad.run"]
    files = {f"{d}.run": _R["run_text"](by_q, d) for d, by_q in runs.items()}
    qrels = _R["qrels_text"](judged)
    w = {"iforest": 0.5, "zscore": 2.0, "mad": 1.0}
    # most points normal: 90% exact zeros, half of them written -0.0 (a z-score clipped at 0 from below)
    zruns, zjudged = _day(300, ("cpu", "mem"), seed=23, zero_share=0.9, neg_zero=True)
    zfiles = {f"{d}.run": _R["run_text"](by_q, d) for d, by_q in zruns.items()}
    # warm-up windows: the z-score needs 30 points, the MAD rule 60, the forest none
    wruns: dict = {}
    for det, warm in (("iforest", 0), ("zscore", 30), ("mad", 60)):
        wruns.update(_day(200, ("cpu", "mem"), (det,), seed=29, warmup=warm)[0])
    wfiles = {f"{d}.run": _R["run_text"](by_q, d) for d, by_q in wruns.items()}
    # one detector written in time order (lines sorted by timestamp across hosts: not grouped by query)
    hosts = ("web-01.prod", "web-02.prod", "db-01.prod", "cache-01.prod")
    hruns, _ = _day(1500, hosts, seed=31)
    hfiles = {f"{d}.run": _R["run_text"](by_q, d, "time") for d, by_q in hruns.items()}
    # the same instants written two ways: the forest in UTC 'Z', the z-score in '+00:00'
    oz = _R["stamps"](60)
    oo = _R["stamps"](60, fmt="%Y-%m-%dT%H:%M:%S+00:00")
    oruns = {"iforest": {"cpu": _R["detector"](oz, 1)}, "zscore": {"cpu": _R["detector"](oo, 2)}}
    ofiles = {f"{d}.run": _R["run_text"](by_q, d) for d, by_q in oruns.items()}
    # a day as query, time of day as id ('00:05:00'), and a second day
    truns = {det: {day: _R["detector"](_R["stamps"](144, step=600, fmt="%H:%M:%S"), 50 + i + 7 * k)
                   for k, day in enumerate(("2024-03-01", "2024-03-02"))} for i, det in enumerate(("iforest", "zscore"))}
    tfiles = {f"{d}.run": _R["run_text"](by_q, d) for d, by_q in truns.items()}
    # p-values (lower is more anomalous) negated by the team, down to denormals
    pr = _R["random"].Random(61)
    pids = _R["stamps"](120)
    pvals = {d: -(10.0 ** -pr.uniform(0, 322)) for d in pids}
    pvals[pids[3]] = -5e-324
    pvals[pids[4]] = -1e-310
    pruns = {"ptest": {"cpu": pvals}, "zscore": {"cpu": _R["detector"](pids, 62)}}
    pfiles = {f"{d}.run": _R["run_text"](by_q, d) for d, by_q in pruns.items()}

    ex_ref = _R["rrf_ref"]

    cases = [
        # ---------------------------------------------------------------- the ensemble by the Python API
        api_ok("u17a_iso_rrf_frame", "a long frame of 3 series x 1500 minutes x 3 detectors, ids ISO-8601 "
               "'2024-03-01T00:05:00Z': rrf (depth=None) against brute force",
               "runs, _ = day(1500, seed=1)\nout = rankagg.fuse(to_frame(runs), 'rrf', depth=None)\n"
               "report(frame_agree(out, runs, rrf_ref))\n",
               why="rankagg methods rrf: sum 1 / (60 + r); ranks from scores, ties by the id descending (trec_eval)"),
        api_ok("u17a_offset_fraction_ids", "ids with offsets and microseconds ('2024-03-01T05:30:00.000250+05:30') "
               "come back as the same text; borda against brute force",
               "runs, _ = day(400, fmt='%Y-%m-%dT%H:%M:%S.%f+05:30', step=60.00025, seed=2)\n"
               "out = rankagg.fuse(to_frame(runs), 'borda', depth=None)\n"
               "want = set(next(iter(runs.values()))['cpu'])\n"
               "msg = '' if set(out[out.q_id == 'cpu'].doc_id) == want else 'ids changed'\n"
               "report(msg or frame_agree(out, runs, borda_ref))\n",
               why="an id is a token of a TREC line, kept as its text; rankagg methods borda: n - r + 1"),
        api_ok("u17a_directions_by_hand", "the team's directions: isolation forest score_samples (lower is more "
               "anomalous) and p-values negated, z-scores kept: borda equals ranking each detector its own way by hand",
               "rng = np.random.default_rng(3)\nids = stamps(800)\n"
               "raw = {'iforest': -0.4 - 0.1 * rng.random(800), 'ptest': rng.random(800), 'zscore': 3 * rng.normal(size=800)}\n"
               "higher = {'iforest': False, 'ptest': False, 'zscore': True}\n"
               "df = pd.DataFrame([('cpu', d, m, float(v if higher[m] else -v)) for m, x in raw.items() for d, v in zip(ids, x)],"
               " columns=['q_id', 'doc_id', 'run', 'score'])\n"
               "out = rankagg.fuse(df, 'borda', depth=None)\n"
               "hand = {d: 0.0 for d in ids}\n"
               "for m, x in raw.items():\n"
               "    order = np.argsort(-x if higher[m] else x, kind='stable')\n"
               "    for r, i in enumerate(order, 1):\n        hand[ids[i]] += 800 - r + 1\n"
               "got = dict(zip(out.doc_id, out.score))\n"
               "msg = '' if len(got) == 800 and all(close(got[d], hand[d]) for d in ids) else 'borda differs from the hand ranks'\n"
               "report(msg)\n",
               why="rank fusion reads each list highest first: -score ascending is score ascending; borda n - r + 1"),
        api_ok("u17a_zero_ties_rrf", "90% of the points exact zeros, half of them -0.0: rrf ranks each detector's "
               "zeros by the id descending (latest timestamp first), -0.0 tied with 0.0",
               "runs, _ = day(3000, ('cpu',), seed=4, zero_share=0.9, neg_zero=True)\n"
               "out = rankagg.fuse(to_frame(runs), 'rrf', depth=None)\nreport(frame_agree(out, runs, rrf_ref))\n",
               why="docs/conventions.md: -0.0 tied with 0.0, a tie broken by the docid descending"),
        api_ok("u17a_warmup_dropped_borda", "warm-up NaN rows dropped (dropna) for detectors with 0, 30 and 120 "
               "point windows: borda gives each missing point the documented share",
               "runs = {}\nfor det, warm in (('iforest', 0), ('zscore', 30), ('mad', 120)):\n"
               "    runs.update(day(600, ('cpu', 'mem'), (det,), seed=5, warmup=warm)[0])\n"
               "df = to_frame(runs)\nout = rankagg.fuse(df.dropna(), 'borda', depth=None)\n"
               "report(frame_agree(out, runs, borda_ref))\n",
               why="rankagg methods borda: unranked='share' gives (n - k + 1) / 2"),
        api_ok("u17a_weighted_rrf", "detector weights by trust (iforest .5, zscore 2, mad 1) on rrf",
               "runs, _ = day(1000, seed=6)\nW = {'iforest': 0.5, 'zscore': 2.0, 'mad': 1.0}\n"
               "out = rankagg.fuse(to_frame(runs), 'rrf', weights=W, depth=None)\n"
               "report(frame_agree(out, runs, lambda m: rrf_ref(m, w=W)))\n",
               why="rankagg methods rrf: sum w / (60 + r)"),
        api_ok("u17a_mean_rank_pandas", "mean_rank of three detectors (every point scored by each): the order of "
               "pandas' per-detector ranks averaged, ties by the house rule",
               "runs, _ = day(700, ('cpu', 'mem'), seed=7)\ndf = to_frame(runs)\n"
               "out = rankagg.fuse(df, 'mean_rank', depth=None)\nmsg = ''\n"
               "for q in ('cpu', 'mem'):\n"
               "    sub = df[df.q_id == q].copy()\n"
               "    sub['r'] = sub.groupby('run').score.rank(ascending=False, method='first')\n"
               "    mean = sub.groupby('doc_id').r.mean()\n    bestr = sub.groupby('doc_id').r.min()\n"
               "    want = sorted(mean.index, key=lambda d: (mean[d], bestr[d], d.encode()))\n"
               "    o = out[out.q_id == q].sort_values('rank')\n"
               "    if list(o.doc_id) != want or not (np.diff(o.score.to_numpy()) <= 0).all():\n        msg = q\n"
               "report(msg)\n",
               why="rankagg methods mean_rank: mean rank over the rankers, lower is better; the house tie rule"),
        api_ok("u17a_zscore_combsum", "the z-score ensemble combsum(norm='zscore') with detector weights against "
               "sum w * (x - mean) / std (ddof 0) per detector",
               "runs, _ = day(900, seed=8)\nW = {'iforest': 1.0, 'zscore': 0.5, 'mad': 1.5}\n"
               "out = rankagg.fuse(to_frame(runs), \"combsum(norm='zscore')\", weights=W, depth=None)\n"
               "report(frame_agree(out, runs, lambda m: z_ref(m, w=W)))\n",
               why="rankagg methods combsum: the sum of the weighted normalised scores; zscore is ddof 0"),
        api_ok("u17a_combmax_any_detector", "alert when any detector fires: combmax(norm='minmax'), the largest "
               "min-max normalised score, ties at 1.0 by the house rule",
               "runs, _ = day(500, seed=9)\nout = rankagg.fuse(to_frame(runs), \"combmax(norm='minmax')\", depth=None)\n"
               "report(frame_agree(out, runs, minmax_max_ref))\n",
               why="rankagg methods combmax: the largest normalised score over the rankers that returned the item"),
        api_ok("u17a_epoch_ns_ids", "ids as int64 epoch nanoseconds one apart (beyond 2^53: a double would merge "
               "them): the fused frame keeps every int exactly",
               "base = 1709251500000000000\nids = [base + i for i in range(1200)]\n"
               "runs = {det: {'cpu': detector(ids, 70 + i)} for i, det in enumerate(DETS)}\n"
               "out = rankagg.fuse(to_frame(runs), 'rrf', depth=None)\n"
               "msg = '' if out.doc_id.dtype.kind == 'i' and set(out.doc_id.tolist()) == set(ids) else 'ids changed: %s' % out.doc_id.dtype\n"
               "report(msg or frame_agree(out, runs, rrf_ref))\n",
               why="a column of ids holds str or all int (docs/reliability.md); an int id is kept exactly"),
        api_ok("u17a_fuser_top_alerts", "Fuser('rrf').top(lists, 10) per series, lists best first with the tied "
               "zeros in time order: the top 10 alerts of brute force",
               "runs, _ = day(2000, ('cpu', 'mem', 'disk'), seed=10, zero_share=0.7)\nF = rankagg.Fuser('rrf')\nmsg = ''\n"
               "for q in ('cpu', 'mem', 'disk'):\n"
               "    L = {m: dict(sorted(s.items(), key=lambda kv: -kv[1])) for m, s in per_query(runs, q).items()}\n"
               "    top = F.top(L, 10)\n    msg = msg or agree(list(top.items), rrf_ref(per_query(runs, q)), 10)\n"
               "report(msg)\n",
               why="help(Fuser.top): the first k documents of self(lists), bit for bit; rrf: sum 1 / (60 + r)"),
        api_ok("u17a_fuser_windows", "a streaming job: one Fuser('borda', weights) applied to 40 windows of 60 "
               "points, each window against brute force",
               "runs, _ = day(2400, ('cpu',), seed=11)\nW = {'iforest': 1.0, 'zscore': 3.0, 'mad': 2.0}\n"
               "F = rankagg.Fuser('borda', weights=W)\nids = stamps(2400)\nmsg = ''\n"
               "for k in range(40):\n    win = set(ids[60 * k: 60 * k + 60])\n"
               "    L = {m: {d: v for d, v in s.items() if d in win} for m, s in per_query(runs, 'cpu').items()}\n"
               "    msg = msg or agree(F(L), borda_ref(L, w=W))\n"
               "report(msg)\n",
               why="rankagg methods borda: each ranker's n - r + 1 points times its weight"),
        api_ok("u17a_evaluate_incidents", "rankagg.evaluate of the ensemble against labelled incidents (5 positive "
               "minutes a series): P@10, R@100, AP, RR as trec_eval counts them by hand",
               "runs, judged = day(600, seed=12)\nfused = rankagg.fuse({m: r for m, r in runs.items()}, 'rrf', depth=None)\n"
               "ev = rankagg.evaluate(fused, judged, ['P@10', 'R@100', 'AP', 'RR'])\n"
               "per_q = {q: measures(list(fused[q]), judged[q], (10, 100)) for q in judged}\nwant = mean_over(per_q)\n"
               "msg = '' if all(close(float(ev[m]), want[m]) for m in ('P@10', 'R@100', 'AP', 'RR')) else '%r != %r' % (ev, want)\n"
               "report(msg)\n",
               why="trec_eval: P_10, recall_100, map, recip_rank over the run's order, mean over the judged queries"),
        api_ok("u17a_evaluate_vs_pytrec", "the ensemble's written scores (rankagg.api.as_written) evaluated by "
               "pytrec_eval: map, recall_100, P_10, recip_rank equal rankagg.evaluate's",
               "import pytrec_eval\nimport rankagg.api\nruns, judged = day(600, seed=13, zero_share=0.8)\n"
               "fused = rankagg.fuse(runs, 'borda', depth=None)\n"
               "ev = rankagg.evaluate(fused, judged, ['AP', 'R@100', 'P@10', 'RR'], per_query=True)\n"
               "pt = pytrec_eval.RelevanceEvaluator(judged, {'map', 'recall_100', 'P_10', 'recip_rank'}).evaluate(\n"
               "    {q: {d: float(s) for d, s in v.items()} for q, v in rankagg.api.as_written(fused).items()})\n"
               "names = {'AP': 'map', 'R@100': 'recall_100', 'P@10': 'P_10', 'RR': 'recip_rank'}\nmsg = ''\n"
               "for q in judged:\n    for a, b in names.items():\n"
               "        got = ev[a][q] if isinstance(ev, dict) and isinstance(ev.get(a), dict) else ev.loc[q, a]\n"
               "        if abs(float(got) - pt[q][b]) > 1e-6:\n            msg = msg or '%s %s: %r vs %r' % (q, a, got, pt[q][b])\n"
               "report(msg)\n",
               why="docs/conventions.md: as_written gives scores every reader ranks in rankagg's order; pytrec_eval is trec_eval"),
        api_ok("u17a_large_day_seconds", "a day at one-second resolution: 86,400 points x 3 detectors x 2 series "
               "(518,400 rows), rrf with depth=100: each series' top 100 alerts against brute force",
               "runs, _ = day(86400, ('cpu', 'mem'), seed=14, step=1, zero_share=0.5)\n"
               "out = rankagg.fuse(to_frame(runs), 'rrf', depth=100)\nreport(frame_agree(out, runs, rrf_ref, depth=100))\n",
               why="help(rankagg.fuse): depth keeps the first depth fused documents; rrf: sum 1 / (60 + r)", timeout=240),
        api_ok("u17a_host_entities", "entities as ids: FQDNs, IPv6 '2001:db8::1', 'ip-10-0-0-1.ec2.internal', "
               "'k8s/node-3', 'nœud-ü' ranked per hour by three detectors: borda",
               "hosts = ['web-01.prod.example.com', '2001:db8::1', 'fe80::1%eth0', 'ip-10-0-0-1.ec2.internal', 'k8s/node-3',"
               " 'nœud-ü', 'db_primary', '10.0.0.7:9100'] + ['h%03d' % i for i in range(60)]\n"
               "runs = {det: {h: detector(hosts, 90 + 3 * j + i) for j, h in enumerate(stamps(6, step=3600, fmt='%Y-%m-%dT%H'))}"
               " for i, det in enumerate(DETS)}\n"
               "out = rankagg.fuse(to_frame(runs), 'borda', depth=None)\nreport(frame_agree(out, runs, borda_ref))\n",
               why="an id is a token of a TREC line kept as its text; the tie rule's smaller id by bytes"),
        api_ok("u17a_polars_frame", "the pipeline's polars frame (ids as pl.String, scores pl.Float32): rrf returns a "
               "polars frame equal to brute force on the float32 values",
               "import polars as pl\nruns, _ = day(800, seed=15)\n"
               "runs = {m: {q: {d: float(np.float32(v)) for d, v in s.items()} for q, s in r.items()} for m, r in runs.items()}\n"
               "pf = pl.from_pandas(to_frame(runs)).with_columns(pl.col('score').cast(pl.Float32))\n"
               "out = rankagg.fuse(pf, 'rrf', depth=None)\n"
               "msg = '' if isinstance(out, pl.DataFrame) else type(out).__name__\n"
               "report(msg or frame_agree(out.to_pandas(), runs, rrf_ref))\n",
               why="README: rankagg.fuse returns what it was given (polars); a float32 score is its double"),
        api_ok("u17a_dict_form_combmnz", "the dict form {detector: {series: {ts: score}}} with a detector that only "
               "reports its alerts (20 points a series): combmnz(norm='minmax') against brute force",
               "runs, _ = day(300, seed=16)\n"
               "runs['mad'] = {q: dict(sorted(s.items(), key=lambda kv: -kv[1])[:20]) for q, s in runs['mad'].items()}\n"
               "fused = rankagg.fuse(runs, \"combmnz(norm='minmax')\", depth=None)\nmsg = ''\n"
               "for q in fused:\n    L = per_query(runs, q)\n    sc, cnt, best = {}, {}, {}\n"
               "    for s in L.values():\n        lo, hi, pos = min(s.values()), max(s.values()), positions(s)\n"
               "        for d, v in s.items():\n            sc[d] = sc.get(d, 0.0) + (v - lo) / (hi - lo)\n"
               "            cnt[d] = cnt.get(d, 0) + 1\n            best[d] = min(best.get(d, 1 << 60), pos[d])\n"
               "    sc = {d: v * cnt[d] for d, v in sc.items()}\n    msg = msg or agree(list(fused[q].items()), (sc, cnt, best))\n"
               "report(msg)\n",
               why="rankagg methods combmnz: CombSUM (unranked contributes 0) times the number of rankers that returned the item"),
        # ---------------------------------------------------------------- the team's mistakes in Python
        api_bad("u17a_series_values", "each detector's output kept as a pandas Series indexed by timestamp text: "
                "{'iforest': {'cpu': series}}",
                "runs, _ = day(50, ('cpu',), seed=20)\n"
                "rankagg.fuse({m: {q: pd.Series(s) for q, s in r.items()} for m, r in runs.items()}, 'rrf')\n",
                "iforest", "cpu", why="help(rankagg.fuse): a run is {qid: {docid: score}}; a Series is refused naming it"),
        api_bad("u17a_fuser_datetime_ids", "Fuser lists as (ids, scores) with the ids a DatetimeIndex's "
                "datetime64 array (never formatted)",
                "ts = pd.date_range('2024-03-01', periods=30, freq='min', tz='UTC')\nrng = np.random.default_rng(21)\n"
                "rankagg.Fuser('rrf')({'iforest': (ts.to_numpy(), rng.normal(size=30)), 'zscore': (ts.to_numpy(), rng.normal(size=30))})\n",
                "iforest", why="docids are str or int: a timestamp's text is no one text (ISO? with its offset?)"),
        api_ok("u17a_evaluate_graded_pages", "incidents graded 2 (paged) and 1 (ticket): rankagg.evaluate's "
               "Success@10 and nDCG@10 against trec_eval's success and ndcg_cut by hand",
               "runs, judged = day(400, seed=27)\nfor q, j in judged.items():\n"
               "    for i, d in enumerate(sorted(d for d, g in j.items() if g)):\n        j[d] = 2 if i % 2 == 0 else 1\n"
               "fused = rankagg.fuse(runs, 'borda', depth=None)\n"
               "ev = rankagg.evaluate(fused, judged, ['Success@10', 'nDCG@10'])\nwant = {'Success@10': 0.0, 'nDCG@10': 0.0}\n"
               "for q in judged:\n    order = list(fused[q])[:10]\n"
               "    want['Success@10'] += any(judged[q].get(d, 0) > 0 for d in order) / len(judged)\n"
               "    dcg = sum(judged[q].get(d, 0) / math.log2(i + 1) for i, d in enumerate(order, 1))\n"
               "    ideal = sorted(judged[q].values(), reverse=True)[:10]\n"
               "    want['nDCG@10'] += dcg / sum(g / math.log2(i + 1) for i, g in enumerate(ideal, 1)) / len(judged)\n"
               "report('' if all(close(float(ev[m]), want[m]) for m in want) else '%r != %r' % (ev, want))\n",
               why="trec_eval success_10 (a relevant in the first 10) and ndcg_cut_10 (gain = grade, 1 / log2(rank + 1))"),
        api_bad("u17a_fuser_nan_warmup", "Fuser.top with the z-score's warm-up minutes left as NaN",
                "ids = stamps(50)\nz = [float('nan')] * 5 + [0.1 * i for i in range(45)]\n"
                "rankagg.Fuser('rrf').top({'iforest': (ids, [1.0 - 0.01 * i for i in range(50)]), 'zscore': (ids, z)}, 5)\n",
                "zscore", "2024-03-01T00:00:00Z", why="a score must be finite: the list and document are named"),
        api_bad("u17a_evaluate_named_frames", "rankagg.evaluate({'iforest': frame, 'zscore': frame}, incidents) after "
                "fusing such frames: a mapping is one run there, so 'iforest' would be a query",
                "runs, judged = day(60, ('cpu',), seed=29)\n"
                "frames = {m: pd.DataFrame([(q, d, v) for q, sc in r.items() for d, v in sc.items()], columns=['q_id', 'doc_id', 'score'])"
                " for m, r in runs.items()}\nrankagg.evaluate(frames, judged, ['AP'])\n",
                "iforest", "DataFrame", why="help(rankagg.evaluate): a run is a path, a frame, {qid: {docid: score}} or a "
                "list of runs; the wrong entry is named, as every form names one"),
        api_bad("u17a_epoch_float_ids", "ids as epoch seconds in a float column (ts.astype('int64') / 1e9)",
                "runs, _ = day(30, ('cpu',), seed=24)\ndf = to_frame(runs)\n"
                "df['doc_id'] = pd.to_datetime(df.doc_id).astype('int64') / 1e9\nrankagg.fuse(df, 'rrf')\n",
                "row 0", "doc_id", why="ids are str or int: a float has no one text"),
        api_ok("u17a_frames_per_detector", "one long frame per detector (q_id, doc_id, score: ranx's column names), "
               "given as {'iforest': frame, ...}: rrf against brute force",
               "runs, _ = day(500, seed=25)\n"
               "frames = {m: pd.DataFrame([(q, d, v) for q, sc in r.items() for d, v in sc.items()], columns=['q_id', 'doc_id', 'score'])"
               " for m, r in runs.items()}\n"
               "out = rankagg.fuse(frames, 'rrf', depth=None)\nout = out.rename(columns={'qid': 'q_id', 'docno': 'doc_id'})\n"
               "if 'rank' in out and out['rank'].min() == 0:\n    out['rank'] += 1\n"
               "report(frame_agree(out, runs, rrf_ref))\n",
               why="fuse_forms: {name: frame} is a form, and q_id / doc_id are a frame's accepted column names (ranx's)"),
        api_bad("u17a_space_timestamps", "ids as '2024-03-01 00:05:00+0000' (strftime with a blank) in a frame",
                "runs, _ = day(30, ('cpu',), seed=26, fmt='%Y-%m-%d %H:%M:%S%z')\nrankagg.fuse(to_frame(runs), 'rrf')\n",
                "row 0", "doc_id", why="a TREC line could not hold an id with a blank (evaluate and the written run)"),
        # ---------------------------------------------------------------- the ensemble by the command line
        cli_ok("u17a_cli_borda", "three detector run files (qid = series, docid = ISO timestamp): fuse --method borda",
               ["fuse", *dets, "--method", "borda", "--quiet", "-o", "fused.run"], _fused_check(runs, "borda_ref"),
               "rankagg methods borda; docs/conventions.md: ranks from scores", files=files, fast=True),
        cli_ok("u17a_cli_weights_json", "fuse --method rrf --weights detectors.json (trust per detector)",
               ["fuse", *dets, "--method", "rrf", "--weights", "detectors.json", "--quiet", "-o", "fused.run"],
               _fused_check(runs, "rrf_ref", w=w), "--weights: a file (JSON object)",
               files={**files, "detectors.json": json.dumps(w)}),
        cli_ok("u17a_cli_top_alerts", "fuse --method rrf --depth 5: each series' five alerts",
               ["fuse", *dets, "--method", "rrf", "--depth", "5", "--quiet", "-o", "fused.run"],
               _fused_check(runs, "rrf_ref", depth=5), "fuse --help: --depth writes at most this many per query",
               files=files),
        cli_ok("u17a_cli_zero_ties_combsum", "runs whose normal points score '0.0' and '-0.0' (90%): fuse --method "
               "combsum (min-max), the zeros ranked by the id descending",
               ["fuse", *dets, "--method", "combsum", "--param", "norm=minmax", "--quiet", "-o", "fused.run"],
               _fused_check(zruns, "minmax_sum_ref"),
               "docs/conventions.md: -0.0 tied with 0.0; combsum minmax: (s - min) / (max - min), absent 0",
               files=zfiles),
        cli_ok("u17a_cli_warmup_lists", "runs of different lengths (the z-score skips 30 warm-up minutes, MAD 60): "
               "fuse --method borda shares the points of the missing minutes",
               ["fuse", *dets, "--method", "borda", "--quiet", "-o", "fused.run"], _fused_check(wruns, "borda_ref"),
               "rankagg methods borda: unranked='share'", files=wfiles),
        cli_ok("u17a_cli_time_ordered_hosts", "each detector's file in time order (lines sorted by timestamp across "
               "four hosts, so no query is grouped): fuse --method borda",
               ["fuse", *dets, "--method", "borda", "--quiet", "-o", "fused.run"], _fused_check(hruns, "borda_ref", depth=1000),
               "docs/trec.md: a query may be split over the file, as trec_eval reads it", files=hfiles, timeout=180),
        cli_ok("u17a_cli_mixed_offsets", "the forest writes '...Z', the z-score '...+00:00' for the same instants: "
               "rrf fuses 120 distinct ids (ids are text)",
               ["fuse", "iforest.run", "zscore.run", "--method", "rrf", "--quiet", "-o", "fused.run"],
               _fused_check(oruns, "rrf_ref"), "docs/conventions.md: an id is its text, compared as trec_eval compares "
               "docnos (strcmp)", files=ofiles),
        cli_ok("u17a_cli_time_of_day_ids", "qid = the day ('2024-03-01'), docid = time of day ('00:10:00'): fuse "
               "--method rrf over two days", ["fuse", "iforest.run", "zscore.run", "--method", "rrf", "--quiet",
                                              "-o", "fused.run"], _fused_check(truns, "rrf_ref"),
               "an id is a token of a TREC line", files=tfiles),
        cli_ok("u17a_cli_negated_pvalues", "p-values negated ('-5e-324', '-1e-310', '-3.2e-200'): fuse --method "
               "borda keeps the denormals' order", ["fuse", "ptest.run", "zscore.run", "--method", "borda", "--quiet",
                                                    "-o", "fused.run"], _fused_check(pruns, "borda_ref"),
               "docs/conventions.md: a score is the double nearest its text; denormals keep their order", files=pfiles),
        cli_ok("u17a_cli_scores_rank", "fuse --method rrf --scores rank: the alert rank as n - rank + 1",
               ["fuse", *dets, "--method", "rrf", "--scores", "rank", "--quiet", "-o", "fused.run"],
               _rank_scores_check(runs), "fuse --help: --scores rank writes n - rank + 1", files=files),
        cli_ok("u17a_cli_explain", "fuse --method rrf --weights ... --explain why.jsonl: each alert's contributions "
               "are w / (60 + rank) and add up to its fused score",
               ["fuse", *dets, "--method", "rrf", "--weights", "iforest=0.5,zscore=2", "--depth", "10",
                "--explain", "why.jsonl", "--quiet", "-o", "fused.run"], _explain_check(runs, w),
               "fuse --help: --explain writes each list's rank, weight and contribution", files=files),
        cli_ok("u17a_cli_parquet_pipeline", "the pipeline's Parquet (q_id, doc_id, run as category; score float32): "
               "fuse scores.parquet --method rrf", ["fuse", "scores.parquet", "--method", "rrf", "--quiet", "-o",
                                                    "fused.run"], _parquet_check("scores.parquet", "rrf_ref"),
               "fuse --help: one Parquet table q_id doc_id score run; a float32 score is its double",
               setup=_parquet_setup("df = pd.DataFrame(rows, columns=['q_id', 'doc_id', 'run', 'score'])\n"
                                    "df = df.astype({'q_id': 'category', 'run': 'category', 'score': 'float32'})\n"
                                    "df.to_parquet(folder / 'scores.parquet')\n")),
        cli_ok("u17a_cli_parquet_epoch_ns", "the pipeline's Parquet with doc_id as int64 epoch nanoseconds (beyond "
               "2^53): the fused run writes every id's digits exactly", ["fuse", "scores.parquet", "--method", "borda",
                                                                         "--quiet", "-o", "fused.run"],
               _parquet_check("scores.parquet", "borda_ref"), "an int id is written as its decimals; a double would merge "
               "ids one nanosecond apart",
               setup=_parquet_setup("df = pd.DataFrame(rows, columns=['q_id', 'doc_id', 'run', 'score'])\n"
                                    "df['doc_id'] = pd.to_datetime(df.doc_id).astype('datetime64[ns, UTC]').astype('int64') + 1709251500000000007 - 1709251200000000000\n"
                                    "df.to_parquet(folder / 'scores.parquet')\n")),
        cli_ok("u17a_cli_fuse_to_parquet", "fuse ... -o alerts.parquet (for the dashboard): the table's rows are "
               "borda's ranking", ["fuse", *dets, "--method", "borda", "--quiet", "-o", "alerts.parquet"],
               _parquet_out_check(runs), "fuse --help: .parquet writes a Parquet table", files=files),
        cli_ok("u17a_cli_evaluate_incidents", "rankagg evaluate --qrels incidents.qrels fused.run --measures P@10 "
               "R@100 AP RR: the values trec_eval's rules give by hand",
               ["evaluate", "--qrels", "incidents.qrels", "fused.run", "--measures", "P@10", "R@100", "AP", "RR"],
               _eval_check("fused.run", judged, ("P@10", "R@100", "AP", "RR"), (10, 100)),
               "trec_eval P_10, recall_100, map, recip_rank; the mean over the judged queries",
               files={"fused.run": _R["run_text"]({q: _R["rrf_ref"](_per_query(runs, q))[0] for q in SERIES}, "ens"),
                      "incidents.qrels": qrels}),
        cli_ok("u17a_cli_evaluate_complete", "evaluate -c where the ensemble wrote nothing for p99_latency (its "
               "detectors were down): the mean over all four series, p99_latency at 0",
               ["evaluate", "-c", "--qrels", "incidents.qrels", "fused.run", "--measures", "AP", "P@10"],
               _eval_check("fused.run", judged, ("AP", "P@10"), (10,), complete=True),
               "docs/trec.md: -c evaluates every judged query, one the run lacks as a ranking that finds nothing",
               files={"fused.run": _R["run_text"]({q: _R["rrf_ref"](_per_query(runs, q))[0] for q in SERIES[:3]}, "ens"),
                      "incidents.qrels": qrels}),
        cli_ok("u17a_methods_mean_rank", "rankagg methods mean_rank: the team checks the direction of the score",
               ["methods", "mean_rank"], stdout_has("lower is better"), "rankagg methods describes one method",
               fast=True),
        # ---------------------------------------------------------------- the team's mistakes on the command line
        cli_bad("u17a_cli_numpy_repr_scores", "scores written with f'{s!r}' of NumPy 2 floats: "
                "'np.float64(0.73)' in the score column",
                ["fuse", *dets, "--method", "rrf", "-o", "fused.run"], "iforest.run:1",
                why="trec_eval's atof reads 'np.float64(0.73)' as 0: no number; refused naming the line",
                files={**files, "iforest.run": re.sub(r"(Q0 \S+ \d+ )(\S+)", r"\1np.float64(\2)", files["iforest.run"])}),
        cli_bad("u17a_cli_space_timestamps", "a detector that wrote '2024-03-01 00:05:00' (a blank inside the id)",
                ["fuse", *dets, "--method", "rrf", "-o", "fused.run"], "zscore.run:1",
                why="docs/conventions.md: a wrong field count names the file and line",
                files={**files, "zscore.run": files["zscore.run"].replace("T", " ")}),
        cli_bad("u17a_cli_qrels_blank_timestamp", "incident labels with '2024-03-01 00:05:00' ids (5 fields a line)",
                ["evaluate", "--qrels", "incidents.qrels", "iforest.run", "--measures", "AP"], "incidents.qrels:1",
                why="trec_eval reads 4 fields a qrels line: the label would be read from the time", outputs=(),
                files={"iforest.run": files["iforest.run"], "incidents.qrels": qrels.replace("T", " ")}),
        cli_ok("u17a_cli_evaluate_recall_depths", "evaluate --measures R@5 R@20 R@1000 P@5 on the incidents: "
               "recall at the alert budgets by hand", ["evaluate", "--qrels", "incidents.qrels", "fused.run", "--measures",
                                                       "R@5", "R@20", "R@1000", "P@5"],
               _eval_check("fused.run", judged, ("R@5", "R@20", "R@1000", "P@5"), (5, 20, 1000)),
               "trec_eval recall_k: relevant in the first k over the judged relevant; P_5",
               files={"fused.run": _R["run_text"]({q: _R["borda_ref"](_per_query(runs, q))[0] for q in SERIES}, "ens"),
                      "incidents.qrels": qrels}),
        api_ok("u17a_fuser_explain_zscore", "Fuser(\"combsum\", norm='zscore').explain(lists): for each alert, each "
               "detector's normalised score is its z (ddof 0), the contribution w * z, their sum the fused score",
               "runs, _ = day(300, ('cpu',), seed=28)\nL = per_query(runs, 'cpu')\nW = {'iforest': 1.0, 'zscore': 2.0, 'mad': 0.5}\n"
               "rows = rankagg.Fuser('combsum', weights=W, norm='zscore').explain(L)\nmsg = ''\n"
               "mu = {m: sum(s.values()) / len(s) for m, s in L.items()}\n"
               "sd = {m: math.sqrt(sum((v - mu[m]) ** 2 for v in s.values()) / len(s)) for m, s in L.items()}\n"
               "for r in rows[:20]:\n    tot = 0.0\n    for m, s in L.items():\n"
               "        z = (s[r['docid']] - mu[m]) / sd[m]\n        e = r['lists'][m]\n"
               "        if not (close(e['normalised'], z) and close(e['contribution'], W[m] * z)):\n            msg = msg or '%s %s' % (r['docid'], m)\n"
               "        tot += W[m] * z\n    msg = msg or ('' if close(r['score'], tot) else 'score of %s' % r['docid'])\n"
               "report(msg or agree([(r['docid'], r['score']) for r in rows], z_ref(L, w=W)))\n",
               why="rankagg methods combsum: sum of w * normalised score; zscore ddof 0; Fuser.explain's fields (README)"),
        cli_bad("u17a_cli_weights_yaml_style", "the detector weights as YAML-style 'iforest: 0.5' lines in detectors.txt",
                ["fuse", *dets, "--method", "rrf", "--weights", "detectors.txt", "-o", "fused.run"], "detectors.txt:1",
                why="--weights: 'NAME W' lines; 'iforest:' names no run", files={**files, "detectors.txt": "iforest: 0.5\nzscore: 2\n"}),
        cli_bad("u17a_cli_parquet_duration_ids", "the pipeline's Parquet whose doc_id is the offset since the "
                "series' start (an Arrow duration column)", ["fuse", "scores.parquet", "--method", "rrf", "-o",
                                                            "fused.run"], "scores.parquet", "doc_id",
                why="ids are str or int: a duration's text is no one text",
                setup=_parquet_setup("df = pd.DataFrame(rows, columns=['q_id', 'doc_id', 'run', 'score'])\n"
                                     "df['doc_id'] = pd.to_datetime(df.doc_id) - pd.Timestamp('2024-03-01', tz='UTC')\n"
                                     "df.to_parquet(folder / 'scores.parquet')\n")),
        cli_bad("u17a_cli_copeland_day", "fuse --method copeland (a Condorcet-consistent vote of the detectors) on a "
                "day at one-second resolution: 86,400 points x 3 detectors", ["fuse", *dets, "--method", "copeland",
                                                                           "-o", "fused.run"], "copeland", "--input-depth",
                why="docs/conventions.md (long lists): a method whose work would take minutes refuses before it, saying "
                    "to cut the lists; Copeland's pair visits grow as n^2 (an hour here)", setup=_day_of_seconds),
        cli_bad("u17a_cli_nan_sorted_last", "a detector file sorted by score with pandas (the warm-up NaN rows "
                "sorted last, lines 239-240)", ["fuse", *dets, "--method", "rrf", "-o", "fused.run"], "mad.run:239",
                why="docs/conventions.md: a NaN score names the file and line",
                files={**files, "mad.run": _nan_last(files["mad.run"])}),
    ]
    return cases


def _rank_scores_check(runs: dict) -> Callable[[str, Path], bool]:
    """--scores rank: rrf's order, each line scored n - rank + 1 over the query's n written lines."""
    def check(out: str, folder: Path) -> bool:
        rows = _fused_rows(folder / "fused.run")
        for q in SERIES:
            ref = _R["rrf_ref"](_per_query(runs, q))
            got = rows.get(q, [])
            n = len(got)
            if [d for d, _ in got] != _R["house_order"](ref) or [s for _, s in got] != [float(n - i) for i in range(n)]:
                return False
        return True
    return check


def _explain_check(runs: dict, w: dict) -> Callable[[str, Path], bool]:
    """Each explained alert: every detector's rank (trec_eval's order), weight, contribution w / (60 + rank), and
    the contributions' sum the fused score; the first 10 of each series as the written run."""
    weights = {"iforest": 0.5, "zscore": 2.0, "mad": 1.0}

    def check(out: str, folder: Path) -> bool:
        rows = _fused_rows(folder / "fused.run")
        lines = [json.loads(x) for x in (folder / "why.jsonl").read_text(encoding="utf-8").splitlines()]
        if len(lines) != 10 * len(SERIES):
            return False
        for e in lines:
            q, d = e["qid"], e["docid"]
            if d not in [x for x, _ in rows[q]]:
                return False
            total = 0.0
            for det, by_q in runs.items():
                r = _R["positions"](by_q[q])[d]
                x = e["lists"][det]
                want = weights[det] / (60 + r)
                if x["rank"] != r or abs(x["weight"] - weights[det]) > 1e-12 or abs(x["contribution"] - want) > 1e-12:
                    return False
                total += want
            if abs(e["score"] - total) > 1e-12:
                return False
        return all(_R["agree"](rows[q], _R["rrf_ref"](_per_query(runs, q), w=weights), 10) == "" for q in SERIES)
    return check


def _parquet_check(name: str, ref_name: str) -> Callable[[str, Path], bool]:
    """The fused run against the reference of the rows the Parquet input holds (read back with pandas here)."""
    def check(out: str, folder: Path) -> bool:
        return _fused_check(_parquet_runs(folder, name), ref_name)(out, folder)
    return check


def _parquet_out_check(runs: dict) -> Callable[[str, Path], bool]:
    def check(out: str, folder: Path) -> bool:
        import pandas as pd

        df = pd.read_parquet(folder / "alerts.parquet")
        for q in SERIES:
            sub = df[df.q_id.astype(str) == q].sort_values("rank")
            if _R["agree"](list(zip(sub.doc_id.astype(str), sub.score)), _R["borda_ref"](_per_query(runs, q))):
                return False
        return set(df.q_id.astype(str)) == set(SERIES)
    return check
