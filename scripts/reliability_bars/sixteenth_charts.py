"""Issue 45's sixteenth bar of scripts/reliability_matrix.py, a music chart compiler's weekly charts (its cases, ids ``u16c_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's.

The compiler's day: weekly rankings from streaming services, sales and radio airplay (ISRCs as ids, weeks as
queries, top-200 / top-100 / top-50 lists of different lengths, stream counts, chart points ``101 - position``),
fused into a weekly chart with weights (streams 70%, sales 20%, radio 10%), a year-end chart from 52 weeklies, and
the fused chart compared with the official one (overlap@10, nDCG@10).  The references below are computed here, by
the formulas ``rankagg methods`` states (Borda's ``n - r + 1`` with ``(n - k + 1) / 2`` shared, RRF's
``sum w / (60 + r)``, CombSUM without normalisation ``sum w * score``), the ranking rule of docs/conventions.md
(score descending, then the id descending as bytes) and the house tie rule (more lists, then the best place, then
the smaller id); never with rankagg's code."""

from __future__ import annotations

import gzip
import json
from pathlib import Path
from typing import Callable

from .case import Case, stdout_has, snippet_cases, command_cases  # noqa: F401

SIXTEENTH_CHARTS = "45 Unseen inputs: a sixteenth bar, a music chart compiler's weekly charts"

_COUNTRIES = ("US", "GB", "QZ", "FR", "KR", "JP", "SE", "DE", "BR", "NG")
_REGISTRANTS = ("UM7", "AYE", "ES5", "RC1", "SM1", "WB7", "A2P", "HX3")


def _lcg(seed: int):
    x = seed
    while True:
        x = (x * 6364136223846793005 + 1442695040888963407) % 2 ** 64
        yield x >> 11


def _isrcs(n: int, seed: int = 7) -> list[str]:
    """n distinct ISRC-shaped ids (country, registrant, year, designation), deterministic."""
    g, out, seen = _lcg(seed), [], set()
    while len(out) < n:
        v = next(g)
        isrc = f"{_COUNTRIES[v % 10]}{_REGISTRANTS[(v >> 4) % 8]}{17 + (v >> 8) % 8}{(v >> 12) % 100000:05d}"
        if isrc not in seen:
            seen.add(isrc)
            out.append(isrc)
    return out


def _charts(weeks: list[str], sizes: dict[str, int], seed: int, pool: int = 260) -> dict[str, dict[str, list[str]]]:
    """{source: {week: [isrc, best first]}}: a shared popularity plus each source's and week's noise, cut at each
    source's length (so the lists overlap partly and a track can miss a source)."""
    ids = _isrcs(pool, seed)
    g = _lcg(seed * 31 + 1)
    base = {d: next(g) / 2 ** 53 for d in ids}
    out: dict[str, dict[str, list[str]]] = {}
    for src, k in sizes.items():
        out[src] = {}
        for w in weeks:
            noisy = {d: base[d] + 0.6 * next(g) / 2 ** 53 for d in ids}
            out[src][w] = sorted(ids, key=lambda d: -noisy[d])[:k]
    return out


def _counts(order: list[str], top: int, seed: int, tie_every: int = 0) -> list[tuple[str, int]]:
    """Decreasing stream counts for a list (a tie with the previous entry every ``tie_every``-th place)."""
    g, c, out = _lcg(seed), top, []
    for i, d in enumerate(order):
        if i and not (tie_every and i % tie_every == 0):
            c -= 1 + next(g) % 5000
        out.append((d, c))
    return out


def _run(tag: str, weeks: dict[str, list[tuple[str, float | int]]]) -> str:
    return "".join(f"{w} Q0 {d} {i} {s} {tag}\n" for w, rows in weeks.items() for i, (d, s) in enumerate(rows, 1))


def _points_run(tag: str, weeks: dict[str, list[str]]) -> str:
    """A chart as its points: position p of a top list earns 101 - p (the chart trade's points system)."""
    return _run(tag, {w: [(d, 101 - p) for p, d in enumerate(lst, 1)] for w, lst in weeks.items()})


def _with_score(line: str, score: str) -> str:
    f = line.split()
    return " ".join(f[:4] + [score] + f[5:]) + "\n"


def _parse(text: str) -> dict[str, dict[str, float]]:
    out: dict[str, dict[str, float]] = {}
    for line in text.splitlines():
        q, _, d, _, s, _ = line.split()
        out.setdefault(q, {})[d] = float(s)
    return out


def _places(scores: dict[str, float]) -> dict[str, int]:
    """docs/conventions.md: score descending, then the id descending as bytes (trec_eval)."""
    order = sorted(scores, key=lambda d: (scores[d], d.encode()), reverse=True)
    return {d: r for r, d in enumerate(order, 1)}


Ref = dict[str, tuple[dict[str, float], dict[str, int], dict[str, int]]]


def _reference(runs: dict[str, dict[str, dict[str, float]]], method: str, weights: dict[str, float] | None = None,
               places: dict[str, dict[str, dict[str, int]]] | None = None) -> Ref:
    """Per week: (fused score, lists that returned the id, best place), by the formula ``rankagg methods`` states."""
    ref: Ref = {}
    weeks = sorted({q for r in runs.values() for q in r})
    for q in weeks:
        allids = set().union(*[set(r.get(q, {})) for r in runs.values()])
        n = len(allids)
        sc: dict[str, float] = {d: 0.0 for d in allids}
        cnt: dict[str, int] = {d: 0 for d in allids}
        best: dict[str, int] = {d: 10 ** 9 for d in allids}
        for name, r in runs.items():
            w = (weights or {}).get(name, 1.0)
            lst = r.get(q, {})
            pos = places[name][q] if places else _places(lst)
            for d in allids:
                if d in lst:
                    cnt[d] += 1
                    best[d] = min(best[d], pos[d])
                    sc[d] += w * {"borda": n - pos[d] + 1, "rrf": 1.0 / (60 + pos[d]), "combsum": lst[d]}[method]
                elif method == "borda" and q in r:
                    sc[d] += w * (n - len(lst) + 1) / 2
        ref[q] = (sc, cnt, best)
    return ref


def _agree(rows: dict[str, list[tuple[str, float]]], ref: Ref, depth: int | None = None, exact: bool = True) -> str:
    """'' when each week's written chart is the reference's: its top ``depth`` ids, ordered by the fused score and,
    among equal scores, by the house rule; the written scores the fused ones (a tied line may be lowered)."""
    if set(rows) != set(ref):
        return f"weeks {sorted(rows)} != {sorted(ref)}"
    for q, got in rows.items():
        sc, cnt, best = ref[q]
        want = len(sc) if depth is None else min(depth, len(sc))
        ids = [d for d, _ in got]
        if len(ids) != want or len(set(ids)) != want or not set(ids) <= set(sc):
            return f"{q}: {len(ids)} written, {want} expected"
        rest = set(sc) - set(ids)
        if rest and min(sc[d] for d in ids) < max(sc[d] for d in rest) - 1e-9:
            return f"{q}: a better id left out of the top {want}"
        for (a, sa), (b, _) in zip(got, got[1:]):
            if sc[a] < sc[b] - 1e-9 * max(1.0, abs(sc[b])):
                return f"{q}: {a} ({sc[a]}) before {b} ({sc[b]})"
            if abs(sc[a] - sc[b]) <= 1e-12 * max(1.0, abs(sc[a])):
                if (-cnt[a], best[a], a) > (-cnt[b], best[b], b):
                    return f"{q}: tie {a} before {b} against the house rule"
        for i, (d, s) in enumerate(got):
            tied = any(abs(sc[d] - sc[e]) <= 1e-12 * max(1.0, abs(sc[d])) for e, _ in got[max(0, i - 1):i])
            if exact and not tied and abs(s - sc[d]) > 1e-9 * max(1.0, abs(sc[d])):
                return f"{q}: score of {d} {s}, expected {sc[d]}"
    return ""


def _norm_borda_ref(runs: dict[str, dict[str, dict[str, float]]]) -> Ref:
    """combsum(norm='borda'): per list (n - r + 1) / n over the week's n candidates, 0 where it lacks the id."""
    ref: Ref = {}
    for q, (sc, cnt, best) in _reference(runs, "borda").items():
        n = len(sc)
        want = {d: 0.0 for d in sc}
        for r in runs.values():
            for d, p in _places(r.get(q, {})).items():
                want[d] += (n - p + 1) / n
        ref[q] = (want, cnt, best)
    return ref


def _read_fused(folder: Path, name: str = "fused.run") -> dict[str, list[tuple[str, float]]]:
    rows: dict[str, list[tuple[str, float]]] = {}
    for line in (folder / name).read_text(encoding="utf-8").splitlines():
        q, _, d, _, s, _ = line.split()
        rows.setdefault(q, []).append((d, float(s)))
    return rows


def _check_run(ref: Ref, depth: int | None = None, name: str = "fused.run") -> Callable[[str, Path], bool]:
    def check(out: str, folder: Path) -> bool:
        return not _agree(_read_fused(folder, name), ref, depth)

    return check


# The API cases' references: the same formulas and rules, in the snippet (a case runs in its own process)
_K = """
import json, math
import numpy as np
import pandas as pd
import rankagg
def places(lst):
    o = sorted(lst, key=lambda d: (float(lst[d]), str(d).encode()), reverse=True)
    return {d: r for r, d in enumerate(o, 1)}
def reference(runs, method, w=None):
    ref = {}
    for q in sorted({q for r in runs.values() for q in r}):
        allids = set().union(*[set(r.get(q, {})) for r in runs.values()])
        n = len(allids)
        sc = {d: 0.0 for d in allids}; cnt = {d: 0 for d in allids}; best = {d: 10 ** 9 for d in allids}
        for name, r in runs.items():
            wm = (w or {}).get(name, 1.0)
            lst = r.get(q, {})
            pos = places(lst)
            for d in allids:
                if d in lst:
                    cnt[d] += 1; best[d] = min(best[d], pos[d])
                    sc[d] += wm * {'borda': n - pos[d] + 1, 'rrf': 1.0 / (60 + pos[d]), 'combsum': float(lst[d])}[method]
                elif method == 'borda' and q in r:
                    sc[d] += wm * (n - len(lst) + 1) / 2
        ref[q] = (sc, cnt, best)
    return ref
def agree(rows, ref, depth=None):
    if set(rows) != set(ref):
        return 'weeks differ: %r' % sorted(set(rows) ^ set(ref))[:3]
    for q, got in rows.items():
        sc, cnt, best = ref[q]
        got = [(str(d), float(s)) for d, s in got]
        want = len(sc) if depth is None else min(depth, len(sc))
        ids = [d for d, _ in got]
        if len(ids) != want or set(ids) - set(sc):
            return '%s: %d ids, %d expected' % (q, len(ids), want)
        rest = set(sc) - set(ids)
        if rest and min(sc[d] for d in ids) < max(sc[d] for d in rest) - 1e-9:
            return '%s: a better id left out' % q
        for (a, sa), (b, sb) in zip(got, got[1:]):
            if sc[a] < sc[b] - 1e-9 * max(1.0, abs(sc[b])):
                return '%s: %s before %s' % (q, a, b)
            if abs(sc[a] - sc[b]) <= 1e-12 * max(1.0, abs(sc[a])) and (-cnt[a], best[a], a) > (-cnt[b], best[b], b):
                return '%s: tie %s before %s' % (q, a, b)
        for d, s in got:
            if abs(s - sc[d]) > 1e-9 * max(1.0, abs(sc[d])):
                return '%s: score of %s %r, expected %r' % (q, d, s, sc[d])
    return ''
def report(msg):
    print('same' if not msg else 'differs: ' + msg)
def charts(weeks, sizes, seed, pool=260):
    rng = np.random.default_rng(seed)
    ids = sorted({'%s%s%02d%05d' % (rng.choice(['US', 'GB', 'QZ', 'KR', 'JP', 'SE']), rng.choice(['UM7', 'AYE', 'ES5', 'SM1']),
                  rng.integers(17, 25), rng.integers(0, 100000)) for _ in range(pool)})
    base = rng.random(len(ids))
    out = {}
    for src, k in sizes.items():
        out[src] = {}
        for w in weeks:
            noisy = base + 0.6 * rng.random(len(ids))
            order = [ids[i] for i in np.argsort(-noisy, kind='stable')[:k]]
            out[src][w] = order
    return out
def points(ch):
    return {s: {w: {d: 101 - p for p, d in enumerate(lst, 1)} for w, lst in wk.items()} for s, wk in ch.items()}
def counts(ch, seed=5):
    rng = np.random.default_rng(seed)
    res = {}
    for s, wk in ch.items():
        res[s] = {}
        for w, lst in wk.items():
            c = np.cumsum(rng.integers(1, 5000, size=len(lst)))
            res[s][w] = {d: int(3_000_000 - c[i]) for i, d in enumerate(lst)}
    return res
def frame_rows(res):
    rows = {}
    for q, d, s in zip(res['q_id'], res['doc_id'], res['score']):
        rows.setdefault(q, []).append((d, s))
    return rows
"""[1:]

_WEEKS = ["2024-W07", "2024-W08", "2024-W09", "2024-W10"]
_W = {"streams": 0.7, "sales": 0.2, "radio": 0.1}


def sixteenth_bar_charts_cases() -> list[Case]:
    G = SIXTEENTH_CHARTS

    cli_ok, cli_bad = command_cases(G)

    ok, bad = snippet_cases(G, _K)

    # -- the week's three sources: streams top-200, sales top-100, radio top-50 (stream counts, units, spins)
    ch = _charts(_WEEKS, {"streams": 200, "sales": 100, "radio": 50}, seed=3)
    raw = {s: {w: _counts(lst, {"streams": 4_000_000, "sales": 90_000, "radio": 9_000}[s], seed=i * 10 + j)
               for j, (w, lst) in enumerate(wk.items())} for i, (s, wk) in enumerate(ch.items())}
    raw_files = {f"{s}.run": _run(s, wk) for s, wk in raw.items()}
    raw_runs = {s: _parse(t) for s, t in ((n[:-4], t) for n, t in raw_files.items())}
    pts_files = {f"{s}.run": _points_run(s, {w: lst[:100] for w, lst in wk.items()}) for s, wk in ch.items()}
    pts_runs = {n[:-4]: _parse(t) for n, t in pts_files.items()}

    # -- stream counts with ties (equal counts are common on the long tail of a top-200)
    tie_ch = _charts(_WEEKS[:2], {"streams": 120, "sales": 80}, seed=11)
    tie_raw = {s: {w: [(d, c // 1000 * 1000) for d, c in _counts(lst, 900_000, seed=j + 40, tie_every=3)]
                   for j, (w, lst) in enumerate(wk.items())} for s, wk in tie_ch.items()}
    tie_files = {f"{s}.run": _run(s, wk) for s, wk in tie_raw.items()}

    # -- non-Latin, emoji and punctuation in ids that hold no blank (a TREC line's fields), with tied counts
    names = ["BTS_다이너마이트", "米津玄師_Lemon", "Rosalía_DESPECHÁ", "Ñengo_Flow", "🎵_lofi_beats", 'Beyoncé_"Formation"',
             "AC/DC_Back_In_Black", "Sia_feat._Sean_Paul,Cheap_Thrills", "Шаман_Встанем", "عمرو_دياب_تملي_معاك",
             "Guns_N'_Roses_-_Sweet_Child", "Ed_Sheeran_÷_Perfect"]
    uni_files = {"streams.run": _run("streams", {"2024-02-16": [(d, 5000 if i % 3 else 7000) for i, d in enumerate(names)]}),
                 "radio.run": _run("radio", {"2024-02-16": [(d, 300) for d in reversed(names[::2])]})}
    uni_runs = {n[:-4]: _parse(t) for n, t in uni_files.items()}

    # -- a year-end chart from 52 weekly top-100s (each week a list of the one query '2024')
    yweeks = [f"2024-W{i:02d}" for i in range(1, 53)]
    ych = _charts(yweeks, {"hot": 100}, seed=19, pool=400)["hot"]
    year_files = {f"week{i:02d}.run": _points_run("hot100", {"2024": ych[w]}) for i, w in enumerate(yweeks, 1)}
    year_runs = {n: _parse(t) for n, t in year_files.items()}

    # -- a year-end total tie: A and B both earn 300 points, A in 4 weeks (peak 2), B in 3 (peak 1); C and D both
    # 198 in 2 weeks, C peaking at 2, D at 1: the house rule ranks weeks on chart first, then the peak (Billboard's habit)
    tie_year = {"w1.run": _run("hot", {"2024": [("B", 100), ("A", 91)]}),
                "w2.run": _run("hot", {"2024": [("B", 100), ("C", 99), ("A", 91)]}),
                "w3.run": _run("hot", {"2024": [("B", 100), ("C", 99), ("D", 98), ("A", 91)]}),
                "w4.run": _run("hot", {"2024": [("D", 100), ("A", 27)]})}

    # -- radio misses week 8 (the airplay panel's export failed); the other two sources have it
    miss_files = dict(raw_files)
    miss_files["radio.run"] = _run("radio", {w: rows for w, rows in raw["radio"].items() if w != "2024-W08"})
    miss_runs = {n[:-4]: _parse(t) for n, t in miss_files.items()}

    # -- the sales export sorted by ISRC (weeks interleaved), as a database dump gives it
    inter = "".join(sorted(raw_files["sales.run"].splitlines(keepends=True), key=lambda l: l.split()[2]))

    # -- the official chart: its top 10 per week (grade 11 - position) for overlap@10 and nDCG@10
    official = {w: ch["streams"][w][3:13][::-1][:5] + ch["sales"][w][:5] for w in _WEEKS}
    official = {w: list(dict.fromkeys(lst)) for w, lst in official.items()}
    qrels_bin = "".join(f"{w} 0 {d} 1\n" for w, lst in official.items() for d in lst)
    qrels_graded = "".join(f"{w} 0 {d} {11 - p}\n" for w, lst in official.items() for p, d in enumerate(lst, 1))
    mine = {w: ch["streams"][w][:10] for w in _WEEKS}  # the chart the compiler fused last week: streams' top 10
    mine_file = _run("mine", {w: [(d, 10 - i) for i, d in enumerate(lst)] for w, lst in mine.items()})

    def overlap_check(out: str, folder: Path) -> bool:
        want = sum(len(set(mine[w]) & set(official[w])) / 10 for w in _WEEKS) / len(_WEEKS)
        return f"P@10\tall\t{want:.4f}" in out

    def ndcg_check(out: str, folder: Path) -> bool:
        import math
        vals = []
        for w in _WEEKS:
            grade = {d: 11 - p for p, d in enumerate(official[w], 1)}
            dcg = sum(grade.get(d, 0) / math.log2(i + 2) for i, d in enumerate(mine[w][:10]))
            ideal = sorted(grade.values(), reverse=True)[:10]
            vals.append(dcg / sum(g / math.log2(i + 2) for i, g in enumerate(ideal)))
        return f"nDCG@10\tall\t{sum(vals) / len(vals):.4f}" in out

    # positions in the score column: 1 = best, so each list rises down the file
    pos_files = dict(raw_files)
    pos_files["radio.run"] = _run("radio", {w: [(d, p) for p, (d, _) in enumerate(rows, 1)] for w, rows in raw["radio"].items()})
    pos_runs = {n[:-4]: _parse(t) for n, t in pos_files.items()}
    mine_pos_file = _run("mine", {w: [(d, p) for p, d in enumerate(lst, 1)] for w, lst in mine.items()})

    def pos_overlap_check(out: str, folder: Path) -> bool:
        # trec_eval reads the score: positions 10..1 first, i.e. the same ten ids; P@10 counts the ten
        want = sum(len(set(mine[w]) & set(official[w])) / 10 for w in _WEEKS) / len(_WEEKS)
        return f"P@10\tall\t{want:.4f}" in out

    def ndcg10(run: dict[str, float], grade: dict[str, int]) -> float:
        import math
        order = sorted(run, key=lambda d: (run[d], d.encode()), reverse=True)[:10]
        dcg = sum(grade.get(d, 0) / math.log2(i + 2) for i, d in enumerate(order))
        ideal = sorted(grade.values(), reverse=True)[:10]
        return dcg / sum(g / math.log2(i + 2) for i, g in enumerate(ideal))

    def tune_alone_check(out: str, folder: Path) -> bool:
        import re
        grades = {w: {d: 11 - p for p, d in enumerate(official[w], 1)} for w in _WEEKS}
        got = re.search(r"each input run alone[^\n]*\n\s*(.*)", out)
        if got is None:
            return False
        said = dict((n, float(v)) for n, v in re.findall(r"(\w+) ([0-9.]+)", got.group(1)))
        want = {s: sum(ndcg10(r.get(w, {}), grades[w]) for w in _WEEKS) / len(_WEEKS) for s, r in raw_runs.items()}
        return set(said) == set(want) and all(abs(said[s] - want[s]) < 6e-5 for s in want)

    def trust_check(out: str, folder: Path) -> bool:
        # positions 1 2 2 4 5 (an announced tie at 2): the tied tracks share place 2 (docs/conventions.md)
        places = {"stream": {"2024-W07": {"T1": 1, "T2": 2, "T3": 2, "T4": 4, "T5": 5}},
                  "sale": {"2024-W07": {"T3": 1, "T5": 2, "T1": 3}}}
        runs = {k: {q: {d: 0.0 for d in p} for q, p in v.items()} for k, v in places.items()}
        return not _agree(_read_fused(folder), _reference(runs, "borda", places=places))

    def explain_check(out: str, folder: Path) -> bool:
        ref = _reference(pts_runs, "borda", _W)
        for line in (folder / "why.jsonl").read_text(encoding="utf-8").splitlines():
            row = json.loads(line)
            sc = ref[row["qid"]][0]
            total = sum(v["contribution"] for v in row["lists"].values())
            if abs(total - sc[row["docid"]]) > 1e-6 or any(abs(v["contribution"] - v["weight"] * v["normalised"]) > 1e-9
                                                             or v["weight"] != _W[k] for k, v in row["lists"].items()):
                return False
        return _check_run(ref, 100)(out, folder) and len(_read_fused(folder)) == len(_WEEKS)

    def scores_rank_check(out: str, folder: Path) -> bool:
        rows = _read_fused(folder)
        ref = _reference(raw_runs, "rrf", _W)
        ranked = {q: [(d, 0.0) for d, _ in got] for q, got in rows.items()}
        fine = all([s for _, s in got] == [float(101 - p) for p in range(1, 101)] for got in rows.values())
        return fine and not _agree(ranked, ref, 100, exact=False)

    def parquet_setup(folder: Path) -> None:
        import pyarrow as pa
        import pyarrow.parquet as pq
        q, d, s, r = [], [], [], []
        for src, wk in raw.items():
            for w, rows in wk.items():
                for doc, c in rows:
                    q.append(w), d.append(doc), s.append(c), r.append(src)
        pq.write_table(pa.table({"q_id": q, "doc_id": d, "score": pa.array(s, pa.int64()), "run": r}), folder / "week.parquet")

    def parquet_check(out: str, folder: Path) -> bool:
        import pyarrow.parquet as pq
        t = pq.read_table(folder / "chart.parquet").to_pylist()
        rows: dict[str, list[tuple[str, float]]] = {}
        for row in t:
            rows.setdefault(row["q_id"], []).append((row["doc_id"], row["score"]))
        return not _agree(rows, _reference(raw_runs, "borda", _W), 100)

    gz = {f"{n}.gz": gzip.compress(t.encode(), mtime=0) for n, t in raw_files.items()}
    sci = dict(raw_files)  # the streaming counts as pandas' float repr writes them: 3.998764e+06
    sci["streams.run"] = _run("streams", {w: [(d, f"{c:e}") for d, c in rows] for w, rows in raw["streams"].items()})
    sci_runs = {n[:-4]: _parse(t) for n, t in sci.items()}
    byfile = {f"{s}.run": t.replace(f" {s}\n", " chart\n") for s, t in ((n[:-4], t) for n, t in pts_files.items())}
    cut = {s: {w: {d: lst[d] for d, p in _places(lst).items() if p <= 100} for w, lst in r.items()}
           for s, r in raw_runs.items()}

    cases = [
        # -- the weekly chart by the command line
        cli_ok("u16c_weekly_points_weighted_combsum", "three sources' top-100s as chart points (101 - position) over 4 "
               "weeks, combsum(norm='none') with --weights streams=0.7,sales=0.2,radio=0.1 --depth 100: each week's "
               "chart is the weighted points total",
               ["fuse", "streams.run", "sales.run", "radio.run", "--method", "combsum(norm='none')", "--weights",
                "streams=0.7,sales=0.2,radio=0.1", "--depth", "100", "-o", "fused.run", "--quiet"], pts_files,
               _check_run(_reference(pts_runs, "combsum", _W), 100),
               why="rankagg methods combsum: sum of weight x normalised score; norm='none' keeps the points"),
        cli_ok("u16c_borda_top200_top100_top50", "stream counts (top 200), sales units (top 100), airplay spins "
               "(top 50): borda over the lists of different lengths, the points a short list lacks shared",
               ["fuse", "streams.run", "sales.run", "radio.run", "--method", "borda", "--depth", "200", "-o",
                "fused.run", "--quiet"], raw_files, _check_run(_reference(raw_runs, "borda"), 200),
               why="rankagg methods borda: n - r + 1, an unranked item (n - k + 1) / 2 (share)"),
        cli_ok("u16c_rrf_weights_file_lines", "rrf with a weights file of 'NAME W' lines (streams 0.7, sales 0.2, "
               "radio 0.1, and a comment)",
               ["fuse", "streams.run", "sales.run", "radio.run", "--method", "rrf", "--weights", "shares.txt",
                "--depth", "100", "-o", "fused.run", "--quiet"],
               {**raw_files, "shares.txt": "# source shares of the chart\nstreams 0.7\nsales 0.2\nradio 0.1\n"},
               _check_run(_reference(raw_runs, "rrf", _W), 100),
               why="fuse --help: --weights takes a file of 'NAME W' lines; rrf = sum w / (60 + r)"),
        cli_ok("u16c_equal_stream_counts_isrc_order", "stream counts rounded to thousands (a third of the entries tie "
               "with the one above): rrf's places come from the counts, ties by ISRC descending",
               ["fuse", "streams.run", "sales.run", "--method", "rrf", "-o", "fused.run", "--quiet"], tie_files,
               _check_run(_reference({n[:-4]: _parse(t) for n, t in tie_files.items()}, "rrf")),
               why="docs/conventions.md: ranks from scores, score descending then docid descending (trec_eval)"),
        cli_ok("u16c_announced_tie_trust_rank", "a sales chart announcing a tie at number 2 (positions 1 2 2 4 5, "
               "equal points) fused by borda --trust-rank: the tied tracks share place 2",
               ["fuse", "stream.run", "sale.run", "--method", "borda", "--trust-rank", "-o", "fused.run", "--quiet"],
               {"stream.run": "2024-W07 Q0 T1 1 100 stream\n2024-W07 Q0 T2 2 99 stream\n2024-W07 Q0 T3 2 99 stream\n"
                              "2024-W07 Q0 T4 4 97 stream\n2024-W07 Q0 T5 5 96 stream\n",
                "sale.run": "2024-W07 Q0 T3 1 100 sale\n2024-W07 Q0 T5 2 99 sale\n2024-W07 Q0 T1 3 98 sale\n"},
               trust_check, why="docs/conventions.md: --trust-rank reads a repeated rank on tied scores as a tie, "
               "each at the best place of its class (1 1 1 4)"),
        cli_ok("u16c_non_latin_ids_byte_order", "ids in Hangul, Kanji, Cyrillic, Arabic, emoji, with quotes, "
               "slashes, commas, '÷' and 'feat.' (no blanks), many tied counts: rrf ranks ties by the id's bytes "
               "descending and writes the ids back unchanged",
               ["fuse", "streams.run", "radio.run", "--method", "rrf", "-o", "fused.run", "--quiet"], uni_files,
               _check_run(_reference(uni_runs, "rrf")),
               why="docs/conventions.md: ties by docid descending, strcmp's byte order (UTF-8 code points)"),
        cli_ok("u16c_year_end_52_weekly_files", "year-end chart: 52 weekly top-100 files (query '2024', every file "
               "tagged hot100, so named by file), points 101 - position summed by combsum(norm='none'), top 100",
               ["fuse", *year_files, "--method", "combsum(norm='none')", "--depth", "100", "-o", "fused.run",
                "--quiet"], year_files, _check_run(_reference(year_runs, "combsum"), 100), timeout=180,
               why="docs/conventions.md: ranker names are file names when tags repeat; combsum sums the points"),
        cli_ok("u16c_year_end_tie_weeks_then_peak", "year-end totals tied (A and B 300 points, C and D 198): A (4 "
               "weeks, peak 2) before B (3 weeks, peak 1), then D (2 weeks, peak 1) before C (2 weeks, peak 2)",
               ["fuse", "w1.run", "w2.run", "w3.run", "w4.run", "--method", "combsum(norm='none')", "-o", "fused.run",
                "--quiet"], tie_year,
               lambda out, folder: [d for d, _ in _read_fused(folder)["2024"]] == ["A", "B", "D", "C"],
               why="rankagg methods combsum, ties: more rankers that returned the item, then its best local rank"),
        cli_ok("u16c_radio_missing_week_rrf", "radio's export lacks week 8: that week's chart is fused from streams "
               "and sales (radio adds nothing), the other weeks from all three",
               ["fuse", "streams.run", "sales.run", "radio.run", "--method", "rrf", "--weights",
                "streams=0.7,sales=0.2,radio=0.1", "--depth", "100", "-o", "fused.run", "--quiet"], miss_files,
               _check_run(_reference(miss_runs, "rrf", _W), 100),
               why="rrf sums over the lists that returned the item; a run without the query returns nothing"),
        cli_ok("u16c_input_depth_top100_of_200", "--input-depth 100 cuts the streaming top-200 to the top 100 before "
               "borda: n and the shared points are those of the cut lists",
               ["fuse", "streams.run", "sales.run", "radio.run", "--method", "borda", "--input-depth", "100",
                "--depth", "150", "-o", "fused.run", "--quiet"], raw_files,
               _check_run(_reference(cut, "borda"), 150),
               why="docs/conventions.md: --input-depth N cuts each run first"),
        cli_ok("u16c_scores_rank_top100_points", "--scores rank --depth 100 on 200+ candidates: the score column is "
               "the chart points 100 down to 1 in the fused order (weighted rrf)",
               ["fuse", "streams.run", "sales.run", "radio.run", "--method", "rrf", "--weights",
                "streams=0.7,sales=0.2,radio=0.1", "--scores", "rank", "--depth", "100", "-o", "fused.run", "--quiet"],
               raw_files, scores_rank_check,
               why="fuse --help: --scores rank writes n - rank + 1 over the n written (accepted by earlier bars)"),
        cli_ok("u16c_counts_scientific_notation", "the streaming counts written as pandas' float format does "
               "('3.998764e+06', 7 digits): ranked by the doubles read, rrf equals the reference on those values",
               ["fuse", "streams.run", "sales.run", "radio.run", "--method", "rrf", "--depth", "100", "-o",
                "fused.run", "--quiet"], sci, _check_run(_reference(sci_runs, "rrf"), 100),
               why="docs/conventions.md: a score is the double nearest its text; ties by docid descending"),
        cli_ok("u16c_radio_weight_zero", "the airplay panel is suspended this week: --weights radio=0 with "
               "combsum(norm='none') on the points (a radio-only track stays, scored 0)",
               ["fuse", "streams.run", "sales.run", "radio.run", "--method", "combsum(norm='none')", "--weights",
                "streams=0.7,sales=0.2,radio=0", "--depth", "120", "-o", "fused.run", "--quiet"], pts_files,
               _check_run(_reference(pts_runs, "combsum", {"streams": 0.7, "sales": 0.2, "radio": 0.0}), 120),
               why="rankagg methods combsum: weights >= 0 multiply the scores; docs: a document no ranker scored is kept"),
        cli_ok("u16c_combsum_norm_borda", "combsum(norm='borda') on the three raw sources: each list gives "
               "(n - r + 1) / n over the week's n candidates, 0 where it did not chart the track",
               ["fuse", "streams.run", "sales.run", "radio.run", "--method", "combsum(norm='borda')", "-o",
                "fused.run", "--quiet"], raw_files, _check_run(_norm_borda_ref(raw_runs)),
               why="docs/conventions.md: borda normalisation is (n - r + 1) / n with 0 for a document the list did "
               "not return"),
        cli_ok("u16c_evaluate_per_week_overlap", "rankagg evaluate -q: each week's P@10 against the official top 10 "
               "is that week's overlap / 10",
               ["evaluate", "-q", "--qrels", "official.qrels", "mine.run", "--measures", "P@10"],
               {"official.qrels": qrels_bin, "mine.run": mine_file},
               lambda out, folder: all(f"P@10\t{w}\t{len(set(mine[w]) & set(official[w])) / 10:.4f}" in out
                                       for w in _WEEKS), why="trec_eval -q P_10 per query"),
        cli_ok("u16c_year_end_cut_at_tied_total", "year-end top 3 where the 3rd and 4th totals tie (E and F, 150 "
               "points each): F, on the chart 3 weeks, is in; E, 2 weeks, is out",
               ["fuse", "w1.run", "w2.run", "w3.run", "--method", "combsum(norm='none')", "--depth", "3", "-o",
                "fused.run", "--quiet"],
               {"w1.run": _run("hot", {"2024": [("A", 100), ("E", 99), ("B", 98), ("F", 50)]}),
                "w2.run": _run("hot", {"2024": [("A", 100), ("B", 99), ("F", 50)]}),
                "w3.run": _run("hot", {"2024": [("B", 100), ("A", 99), ("F", 50), ("E", 51)]})},
               lambda out, folder: [d for d, _ in _read_fused(folder)["2024"]] == ["A", "B", "F"],
               why="rankagg methods combsum, ties: more rankers that returned the item first; --depth keeps the first"),
        cli_ok("u16c_positions_as_scores_warned", "the radio export puts the chart position in the score column "
               "(1 = best, rising down every week's list): fused as trec_eval reads it, highest score first, with a "
               "warning naming the file and a week",
               ["fuse", "streams.run", "sales.run", "radio.run", "--method", "rrf", "--depth", "100", "-o",
                "fused.run"], pos_files, _check_run(_reference(pos_runs, "rrf"), 100),
               warns="radio.run: the scores rise down every list",
               why="docs/conventions.md: ranks from scores, highest first (trec_eval); a file whose every list "
               "rises says lower is better, which would turn the chart upside down unsaid"),
        cli_ok("u16c_evaluate_positions_as_scores_warned", "rankagg evaluate of a chart whose score column holds "
               "the positions: P@10 is trec_eval's (by score, highest first), and a warning names the file",
               ["evaluate", "--qrels", "official.qrels", "mine.run", "--measures", "P@10"],
               {"official.qrels": qrels_bin, "mine.run": mine_pos_file}, pos_overlap_check,
               warns="mine.run: the scores rise down every list",
               why="trec_eval P_10 ranks by score; the file's every list rises (positions as scores)"),
        cli_ok("u16c_tune_each_source_alone", "rankagg tune of the three sources against the official chart "
               "(nDCG@10): the line 'each input run alone' gives each source's own nDCG@10 (a week it lacks counts 0)",
               ["tune", "streams.run", "sales.run", "radio.run", "--qrels", "official.qrels", "--method", "rrf",
                "--measure", "nDCG@10", "-o", "model.json"], {**raw_files, "official.qrels": qrels_graded},
               tune_alone_check, timeout=240,
               why="trec_eval ndcg_cut.10 of each run alone, by hand; docs/learning.md: tune prints each input run"),
        cli_ok("u16c_gzip_weekly_exports", "the three sources delivered gzipped: rrf equals the reference",
               ["fuse", *gz, "--method", "rrf", "--depth", "100", "-o", "fused.run", "--quiet"], gz,
               _check_run(_reference(raw_runs, "rrf"), 100), why="fuse --help: runs plain or gzip"),
        cli_ok("u16c_sales_weeks_interleaved", "the sales export sorted by ISRC, its weeks interleaved: each week is "
               "read whole (as trec_eval reads a query split over the file)",
               ["fuse", "streams.run", "sales.run", "radio.run", "--method", "rrf", "--depth", "100", "-o",
                "fused.run", "--quiet"], {**raw_files, "sales.run": inter},
               _check_run(_reference(raw_runs, "rrf"), 100),
               why="docs/conventions.md: a query may be split over the file, as trec_eval reads it"),
        cli_ok("u16c_explain_source_contributions", "--explain of a weighted borda on the points files: each "
               "track's contributions are weight x points and add up to its chart score",
               ["fuse", "streams.run", "sales.run", "radio.run", "--method", "borda", "--weights",
                "streams=0.7,sales=0.2,radio=0.1", "--depth", "100", "--explain", "why.jsonl", "-o", "fused.run",
                "--quiet"], pts_files, explain_check,
               why="fuse --help: --explain writes each list's weight and contribution per fused document"),
        cli_ok("u16c_parquet_weekly_table", "one Parquet table (q_id, doc_id, score as int64 counts, run) of the "
               "three sources, weighted borda, -o chart.parquet: the table's chart is the reference's",
               ["fuse", "week.parquet", "--method", "borda", "--weights", "streams=0.7,sales=0.2,radio=0.1", "--depth",
                "100", "-o", "chart.parquet", "--quiet"], {}, parquet_check, setup=parquet_setup,
               why="fuse --help: one Parquet table q_id doc_id score run; -o .parquet writes a table"),
        cli_ok("u16c_evaluate_overlap_at_10", "rankagg evaluate of last week's chart against the official top 10 "
               "(grade 1): P@10 is the overlap@10 over 10, averaged over the weeks",
               ["evaluate", "--qrels", "official.qrels", "mine.run", "--measures", "P@10"],
               {"official.qrels": qrels_bin, "mine.run": mine_file}, overlap_check, fast=True,
               why="trec_eval P_10: relevant retrieved in the first 10, over 10"),
        cli_ok("u16c_evaluate_graded_ndcg_official", "nDCG@10 against the official chart graded 11 - position: "
               "trec_eval's ndcg_cut (gain = grade, log2 discount, ideal from the qrels)",
               ["evaluate", "--qrels", "official.qrels", "mine.run", "--measures", "nDCG@10"],
               {"official.qrels": qrels_graded, "mine.run": mine_file}, ndcg_check,
               why="trec_eval ndcg_cut.10 with the grade as gain"),
        cli_ok("u16c_weights_by_file_name_same_tag", "all three sources tagged 'chart' (the vendor's tool writes one "
               "tag): weights given by file name, combsum(norm='none') on the points",
               ["fuse", "streams.run", "sales.run", "radio.run", "--method", "combsum(norm='none')", "--weights",
                "streams.run=0.7,sales.run=0.2,radio.run=0.1", "--depth", "100", "-o", "fused.run", "--quiet"], byfile,
               _check_run(_reference({f"{k}.run": v for k, v in pts_runs.items()}, "combsum",
                                     {f"{k}.run": v for k, v in _W.items()}), 100),
               why="fuse --help: weights by run name, the file name when tags repeat"),
    ]

    cases += [
        # -- the same day in Python
        ok("u16c_api_dict_weighted_points", "rankagg.fuse of {source: {week: {isrc: points}}} with combsum "
           "norm='none' and the 70/20/10 weights, depth=100",
           "P = points(charts(['2024-W07', '2024-W08'], {'streams': 100, 'sales': 100, 'radio': 40}, 1))\n"
           "w = {'streams': 0.7, 'sales': 0.2, 'radio': 0.1}\n"
           "res = rankagg.fuse(P, 'combsum', weights=w, norm='none', depth=100)\n"
           "report(agree({q: list(v.items()) for q, v in res.items()}, reference(P, 'combsum', w), 100))\n",
           why="rankagg methods combsum: weight x score summed"),
        ok("u16c_api_frame_ranx_columns_counts", "a long DataFrame (q_id, doc_id, score as int64 stream counts, run) "
           "fused by borda: the frame's rows in chart order, its rank column 1..n",
           "C = counts(charts(['2024-W07', '2024-W08', '2024-W09'], {'streams': 200, 'sales': 100, 'radio': 50}, 2))\n"
           "df = pd.DataFrame([(w, d, s, src) for src, wk in C.items() for w, l in wk.items() for d, s in l.items()],"
           " columns=['q_id', 'doc_id', 'score', 'run'])\n"
           "res = rankagg.fuse(df, 'borda', depth=None)\n"
           "msg = agree(frame_rows(res), reference(C, 'borda'))\n"
           "if not msg and any(list(g['rank']) != list(range(1, len(g) + 1)) for _, g in res.groupby('q_id', sort=False)):\n"
           "    msg = 'rank column'\n"
           "report(msg)\n", why="rankagg.fuse: a long DataFrame in, the same columns plus score and rank out"),
        ok("u16c_api_polars_frame", "a polars frame of the week (qid, docno, score, run) fused by weighted rrf",
           "import polars as pl\n"
           "C = counts(charts(['2024-W07', '2024-W08'], {'streams': 200, 'sales': 100, 'radio': 50}, 4))\n"
           "df = pl.DataFrame([(w, d, float(s), src) for src, wk in C.items() for w, l in wk.items() for d, s in l.items()],"
           " schema=['qid', 'docno', 'score', 'run'], orient='row')\n"
           "w = {'streams': 0.7, 'sales': 0.2, 'radio': 0.1}\n"
           "res = rankagg.fuse(df, 'rrf', weights=w, depth=None)\n"
           "rows = {}\n"
           "for q, d, s in res.select(['qid', 'docno', 'score']).iter_rows():\n    rows.setdefault(q, []).append((d, s))\n"
           "report(agree(rows, reference(C, 'rrf', w)))\n", why="README: rankagg.fuse returns what it was given (polars)"),
        ok("u16c_api_year_end_52_runs", "year-end in Python: 52 weekly charts as 52 runs of the query 'YE2024', "
           "combsum norm='none' on points, depth=100",
           "wk = ['2024-W%02d' % i for i in range(1, 53)]\n"
           "ch = charts(wk, {'hot': 100}, 9, pool=500)['hot']\n"
           "P = {w: {'YE2024': {d: 101 - p for p, d in enumerate(ch[w], 1)}} for w in wk}\n"
           "res = rankagg.fuse(P, 'combsum', norm='none', depth=100)\n"
           "report(agree({q: list(v.items()) for q, v in res.items()}, reference(P, 'combsum'), 100))\n",
           why="combsum with norm='none' sums each week's points"),
        ok("u16c_api_percent_weights", "weights as percentages (70, 20, 10) give the chart of (0.7, 0.2, 0.1) with "
           "scores 100 times larger",
           "P = points(charts(['2024-W07'], {'streams': 100, 'sales': 100, 'radio': 40}, 6))\n"
           "a = rankagg.fuse(P, 'combsum', weights={'streams': 70, 'sales': 20, 'radio': 10}, norm='none', depth=None)\n"
           "b = rankagg.fuse(P, 'combsum', weights={'streams': 0.7, 'sales': 0.2, 'radio': 0.1}, norm='none', depth=None)\n"
           "msg = agree({q: list(v.items()) for q, v in a.items()}, reference(P, 'combsum', {'streams': 70, 'sales': 20, 'radio': 10}))\n"
           "if not msg and [list(v) for v in a.values()] != [list(v) for v in b.values()]:\n    msg = 'orders differ'\n"
           "report(msg)\n", why="combsum: weights multiply the scores; scaling all weights scales every total"),
        ok("u16c_api_fuser_top10_chart", "Fuser('rrf', weights).top(lists, 10) on one week's three lists of ISRCs "
           "(best first): the top 10 equals the reference's",
           "ch = charts(['w'], {'streams': 200, 'sales': 100, 'radio': 50}, 8)\n"
           "lists = {s: wk['w'] for s, wk in ch.items()}\n"
           "w = {'streams': 0.7, 'sales': 0.2, 'radio': 0.1}\n"
           "top = rankagg.Fuser('rrf', weights=w).top(lists, 10)\n"
           "runs = {s: {'w': {d: float(len(l) - i) for i, d in enumerate(l)}} for s, l in lists.items()}\n"
           "report(agree({'w': [(d, s) for d, s in top.items]}, reference(runs, 'rrf', w), 10))\n",
           why="README: Fuser.top gives the exact fused top-k"),
        ok("u16c_api_evaluate_overlap", "rankagg.evaluate(fused chart, official top-10 qrels, ['P@10']) equals the "
           "overlap@10 / 10 counted by hand",
           "ch = charts(['2024-W07', '2024-W08'], {'streams': 100, 'sales': 100, 'radio': 40}, 12)\n"
           "P = points(ch)\n"
           "res = rankagg.fuse(P, 'combsum', norm='none', depth=100)\n"
           "off = {w: ch['sales'][w][:10] for w in res}\n"
           "qrels = {w: {d: 1 for d in l} for w, l in off.items()}\n"
           "got = rankagg.evaluate(res, qrels, ['P@10'])\n"
           "ref = reference(P, 'combsum')\n"
           "top = {w: sorted(ref[w][0], key=lambda d: (-ref[w][0][d], -ref[w][1][d], ref[w][2][d], d))[:10] for w in res}\n"
           "want = sum(len(set(top[w]) & set(off[w])) / 10 for w in res) / len(res)\n"
           "val = got['P@10'] if isinstance(got, dict) else got\n"
           "report('' if abs(float(val) - want) < 1e-12 else 'P@10 %r, overlap %r' % (val, want))\n",
           why="trec_eval P_10 = relevant in the first 10 / 10"),
        ok("u16c_api_arrow_counts_borda", "a pyarrow table of the week's counts (uint32 scores) fused by borda: an "
           "Arrow table back, in chart order",
           "import pyarrow as pa\n"
           "C = counts(charts(['2024-W07', '2024-W08'], {'streams': 200, 'sales': 100}, 14))\n"
           "rows = [(w, d, s, src) for src, wk in C.items() for w, l in wk.items() for d, s in l.items()]\n"
           "t = pa.table({'q_id': [r[0] for r in rows], 'doc_id': [r[1] for r in rows], "
           "'score': pa.array([r[2] for r in rows], pa.uint32()), 'run': [r[3] for r in rows]})\n"
           "res = rankagg.fuse(t, 'borda', depth=None).to_pydict()\n"
           "report(agree(frame_rows(res), reference(C, 'borda')))\n",
           why="rankagg.fuse: an Arrow table in, an Arrow table out; scores read as doubles"),
        ok("u16c_api_fuse_run_file_paths", "rankagg.fuse(['streams.run', 'sales.run', 'radio.run'], 'borda', "
           "weights=...): the exported files by path, {week: {isrc: score}} back",
           "R = {}\n"
           "for n in ('streams', 'sales', 'radio'):\n"
           "    for line in open(n + '.run', encoding='utf-8'):\n"
           "        q, _, d, _, s, _ = line.split()\n"
           "        R.setdefault(n, {}).setdefault(q, {})[d] = float(s)\n"
           "w = {'streams': 0.7, 'sales': 0.2, 'radio': 0.1}\n"
           "res = rankagg.fuse(['streams.run', 'sales.run', 'radio.run'], 'borda', weights=w, depth=None)\n"
           "report(agree({q: list(v.items()) for q, v in res.items()}, reference(R, 'borda', w)))\n",
           why="rankagg.fuse: run files by path are read as rankagg fuse reads them", files=raw_files),
        ok("u16c_api_frame_positions_no_score", "a DataFrame of chart positions (qid, docid, rank, run; no score "
           "column) fused by borda: the places are the positions",
           "ch = charts(['2024-W07', '2024-W08'], {'streams': 100, 'sales': 60, 'radio': 30}, 23)\n"
           "df = pd.DataFrame([(w, d, p, s) for s, wk in ch.items() for w, l in wk.items() for p, d in enumerate(l, 1)],"
           " columns=['qid', 'docid', 'rank', 'run']).sample(frac=1.0, random_state=1)\n"
           "res = rankagg.fuse(df, 'borda', depth=None)\n"
           "R = {s: {w: {d: float(len(l) - i) for i, d in enumerate(l)} for w, l in wk.items()} for s, wk in ch.items()}\n"
           "rows = {}\n"
           "for q, d, sc in zip(res['qid'], res['docid'], res['score']):\n    rows.setdefault(q, []).append((d, sc))\n"
           "report(agree(rows, reference(R, 'borda')))\n",
           why="docs/conventions.md: a DataFrame's rank column is read when it has no score column"),
        ok("u16c_api_fuser_weighted_borda_lists", "Fuser('borda', weights) on three lists of different lengths "
           "(ISRCs best first): the weighted points with shares",
           "ch = charts(['w'], {'streams': 60, 'sales': 30, 'radio': 12}, 15)\n"
           "lists = {s: wk['w'] for s, wk in ch.items()}\n"
           "w = {'streams': 0.7, 'sales': 0.2, 'radio': 0.1}\n"
           "got = rankagg.Fuser('borda', weights=w)(lists)\n"
           "runs = {s: {'w': {d: float(len(l) - i) for i, d in enumerate(l)}} for s, l in lists.items()}\n"
           "report(agree({'w': list(got)}, reference(runs, 'borda', w)))\n",
           why="rankagg methods borda: points times the ranker's weight, (n - k + 1) / 2 shared"),
    ]

    # -- the compiler's mistakes and odd files
    three = {n: raw_files[n] for n in ("streams.run", "sales.run", "radio.run")}
    lines = raw_files["streams.run"].splitlines(keepends=True)
    comma = dict(three)
    comma["streams.run"] = "".join(lines[:2]) + _with_score(lines[2], f"{int(lines[2].split()[4]):,}") + "".join(lines[3:])
    dots = dict(three)
    dots["radio.run"] = raw_files["radio.run"].replace(" 9000 radio", " 9.000.000 radio", 1)
    space = dict(three)
    sl = raw_files["sales.run"].splitlines(keepends=True)
    space["sales.run"] = "".join(sl[:4]) + _with_score(sl[4], "88 412") + "".join(sl[5:])
    blank = dict(three)
    blank["radio.run"] = raw_files["radio.run"] + "2024-W10 Q0 Drake - God's Plan 51 12 radio\n"
    cat_year = "".join(_points_run(f"w{i:02d}", {"2024": ych[w]}) for i, w in enumerate(yweeks[:3], 1))
    second = ych[yweeks[1]]
    dup_line = 100 + 1 + min(second.index(d) for d in second if d in ych[yweeks[0]])
    spotify = ("rank,uri,artist_names,track_name,source,peak_rank,previous_rank,weeks_on_chart,streams\n"
               "1,spotify:track:2Ft,Drake,God's Plan,Republic Records,1,1,5,\"12,345,678\"\n"
               "2,spotify:track:0Kv,Adele,Hello,XL Recordings,1,3,10,\"9,876,543\"\n"
               "3,spotify:track:1a7,\"Sia, Sean Paul\",Cheap Thrills,RCA Records Label,2,2,8,\"8,765,432\"\n"
               "4,spotify:track:08m,AC/DC,Back In Black,Columbia,4,-1,1,\"7,654,321\"\n"
               "5,spotify:track:3Zx,Rosalía,DESPECHÁ,Columbia,5,6,3,\"6,543,210\"\n")
    table_names = ('streams,sales,radio\n"Drake - God\'s Plan","Adele - Hello","Sia feat. Sean Paul - Cheap Thrills"\n'
                   '"Adele - Hello","Drake - God\'s Plan","Adele - Hello"\n"AC/DC - Back In Black",,\n')
    frame_code = ("C = counts(charts(['2024-W07', '2024-W08'], {'streams': 20, 'sales': 10}, 21))\n"
                  "df = pd.DataFrame([(w, d, s, src) for src, wk in C.items() for w, l in wk.items() for d, s in l.items()],"
                  " columns=['week', 'isrc', 'streams', 'source'])\n"
                  "df = df.rename(columns={'week': 'qid', 'isrc': 'docid', 'streams': 'score', 'source': 'run'})\n")

    cases += [
        cli_bad("u16c_streams_thousands_separator", "a stream count written with thousands separators "
                "('1,234,567') on line 3 of the streaming export", ["fuse", "streams.run", "sales.run", "radio.run",
                                                                     "-o", "fused.run"], comma,
                "streams.run:3", why="trec_eval's atof would read 1 of '3,999,...': the order would be wrong",
                fast=True),
        cli_bad("u16c_european_thousands_dots", "airplay spins written '9.000.000' (German thousands dots) on line 1",
                ["fuse", "streams.run", "sales.run", "radio.run", "-o", "fused.run"], dots, "radio.run:1",
                why="not a number; read as 9.0 the track would fall to the bottom"),
        cli_bad("u16c_space_thousands", "sales units '88 412' (a blank as the thousands separator) on line 5",
                ["fuse", "streams.run", "sales.run", "radio.run", "-o", "fused.run"], space, "sales.run:5",
                why="seven fields: trec_eval would read '88' as the score and '412' as the tag"),
        cli_bad("u16c_artist_title_blank_in_run", "a radio line whose id is 'Drake - God's Plan' (blanks) appended "
                "at the end", ["fuse", "streams.run", "sales.run", "radio.run", "-o", "fused.run"], blank,
                f"radio.run:{len(raw_files['radio.run'].splitlines()) + 1}",
                why="a TREC line splits at blanks: nine fields, trec_eval refuses the line"),
        cli_bad("u16c_weights_percent_signs", "--weights streams=70%,sales=20%,radio=10%",
                ["fuse", "streams.run", "sales.run", "radio.run", "--weights", "streams=70%,sales=20%,radio=10%",
                 "-o", "fused.run"], three, "--weights", "70%", why="a weight is a number (fuse --help)", fast=True),
        cli_bad("u16c_weights_decimal_comma", "--weights streams=0,7,sales=0,2,radio=0,1 (decimal commas)",
                ["fuse", "streams.run", "sales.run", "radio.run", "--weights", "streams=0,7,sales=0,2,radio=0,1",
                 "-o", "fused.run"], three, "--weights",
                why="NAME=W,NAME=W: '7' names no run; reading streams=0 would silence a source"),
        cli_bad("u16c_weights_unknown_source", "--weights spotify=0.7,sales=0.2,radio=0.1 where the streaming run "
                "is tagged 'streams'", ["fuse", "streams.run", "sales.run", "radio.run", "--method", "rrf",
                                        "--weights", "spotify=0.7,sales=0.2,radio=0.1", "-o", "fused.run"], three,
                "spotify",
                why="a weight naming no run would leave streams at 1: refused (docs/conventions.md)"),
        cli_bad("u16c_spotify_regional_csv", "Spotify's weekly chart CSV (rank, uri, ..., streams '12,345,678') "
                "given to fuse as it was downloaded", ["fuse", "regional-global-weekly-2024-02-15.csv", "-o",
                                                       "chart.tsv"], {"regional-global-weekly-2024-02-15.csv": spotify},
                "regional-global-weekly-2024-02-15.csv:1", "Spotify", outputs=("chart.tsv",),
                why="docs/genes.md: a table of ranks (a column 1..m) is no table of lists; since the thirtieth bar "
                    "(io/charts_shapes) the export is named for Spotify at its header line, line 1"),
        cli_bad("u16c_chart_table_artist_title", "a table of lists (a column per source) of 'Artist - Title' names",
                ["fuse", "chart.csv", "--method", "borda", "-o", "chart.tsv"], {"chart.csv": table_names},
                "chart.csv:2", outputs=("chart.tsv",), why="docs/genes.md: a blank inside a name is refused at its line"),
        cli_bad("u16c_evaluate_qrels_and_run_swapped", "rankagg evaluate --qrels mine.run official.qrels (the two "
                "files swapped)", ["evaluate", "--qrels", "mine.run", "official.qrels", "--measures", "P@10"],
                {"official.qrels": qrels_bin, "mine.run": mine_file}, "mine.run:1", "TREC run line", outputs=(),
                why="trec_eval refuses it too (a qrels line has 4 fields); the run given as --qrels is named as a "
                    "run at its line (the qrels recogniser, issue 45's nineteenth session)"),
        cli_bad("u16c_year_end_weeks_in_one_file", "year-end from one file: three weekly charts concatenated "
                "(query '2024', tags w01, w02, w03) given as one run", ["fuse", "year.run", "--method",
                                                                      "combsum(norm='none')", "-o", "fused.run"],
                {"year.run": cat_year}, f"year.run:{dup_line}",
                why="a file is one run (fuse --help); a track twice in one query's list is refused (trec_eval counts "
                "it twice)"),
        bad("u16c_api_weeks_int_and_text", "weeks keyed 202407 (int) by the streaming source and '202407' (text) by "
            "the sales source", "rankagg.fuse({'streams': {202407: {'USUM71703861': 3, 'GBAYE2300001': 2}}, "
            "'sales': {'202407': {'GBAYE2300001': 3, 'USUM71703861': 1}}}, 'rrf')\n", "202407",
            why="docs/conventions.md: ids of one type; int and text are two queries to a TREC file's reader"),
        bad("u16c_api_frame_nullable_counts", "a DataFrame of Int64 stream counts with <NA> for a track a source "
            "could not count (row 3)", frame_code + "df['score'] = df['score'].astype('Int64')\n"
            "df.loc[3, 'score'] = pd.NA\nrankagg.fuse(df, 'borda')\n", "row 3",
            why="a missing score has no place: refused naming the row (docs/conventions.md: bad input named)"),
        bad("u16c_api_frame_thousands_strings", "a DataFrame read from a CSV without thousands=',' (the counts are "
            "strings '1,234,567'), row 0", frame_code + "df['score'] = df['score'].map(lambda v: f'{v:,}')\n"
            "rankagg.fuse(df, 'rrf')\n", "row 0", "score",
            why="not a number as trec_eval reads one; read by atof the order would be wrong"),
        bad("u16c_api_fuser_weights_typo", "Fuser('rrf', weights={'Streams': 0.7, ...}) called on lists named "
            "'streams', 'sales', 'radio'",
            "f = rankagg.Fuser('rrf', weights={'Streams': 0.7, 'sales': 0.2, 'radio': 0.1})\n"
            "f({'streams': ['USUM71703861', 'GBAYE2300001'], 'sales': ['GBAYE2300001'], 'radio': ['QZES52300002']})\n",
            "Streams", why="a weight naming no list would leave streams at 1"),
    ]
    return cases
