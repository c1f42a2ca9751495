"""Issue 45's seventeenth bar (an SRE team's anomaly-detector ensembles): one long frame per detector.

Each detector's output is a frame of its own (series, timestamp, score), given to ``rankagg.fuse`` as
``{name: frame}`` or a list of frames.  Only PyTerrier's column names (``qid, docno, score``) were read so; frames
with the other names a long frame of runs may have (ranx's ``q_id, doc_id``, ir_measures' ``query_id``,
rankagg's ``qid, docid``, a ``rank`` column without scores) were refused as "expected {qid: {docid: score}}, got
DataFrame", although each is a run as unambiguous as a dict (:mod:`rankagg.io.named_frames`).  The members are drawn
over the containers and the column families; the expected fused list is RRF computed here (``sum w / (60 + r)``,
each detector's ranks by score descending then the id descending, trec_eval's rule; or its rank column), ordered by
the house tie rule (more lists, best place, smaller id)."""

from __future__ import annotations

import random

import pandas as pd
import pytest

import rankagg

FAMILIES = {
    "ranx": ("q_id", "doc_id", "score"),
    "ir_measures": ("query_id", "doc_id", "score"),
    "rankagg": ("qid", "docid", "score"),
    "ranks only": ("q_id", "doc_id", "rank"),
}
CONTAINERS = ("dict", "list", "tuple")
DETECTORS = ("iforest", "zscore", "mad")


def _detector_rows(seed: int) -> dict[str, dict[str, float]]:
    """{series: {timestamp: score}}: distinct scores, each series missing a few timestamps (warm-ups)."""
    rnd = random.Random(seed)
    stamps = [f"2024-03-01T00:{m:02d}:00Z" for m in range(40)]
    return {q: {t: rnd.random() for t in stamps[rnd.randrange(6):]} for q in ("cpu", "mem")}


def _places(scores: dict[str, float]) -> dict[str, int]:
    order = sorted(scores, key=lambda d: (scores[d], d.encode()), reverse=True)
    return {d: r for r, d in enumerate(order, 1)}


def _frame(rows: dict[str, dict[str, float]], family: str) -> pd.DataFrame:
    q, d, value = FAMILIES[family]
    records = [(qq, dd, _places(sc)[dd] if value == "rank" else s) for qq, sc in rows.items() for dd, s in sc.items()]
    return pd.DataFrame(records, columns=[q, d, value])


def _expected(runs: dict[str, dict[str, dict[str, float]]], weights: dict[str, float]) -> dict[str, list[str]]:
    out = {}
    for q in ("cpu", "mem"):
        sc: dict[str, float] = {}
        cnt: dict[str, int] = {}
        best: dict[str, int] = {}
        for name, rows in runs.items():
            for d, r in _places(rows[q]).items():
                sc[d] = sc.get(d, 0.0) + weights.get(name, 1.0) / (60 + r)
                cnt[d] = cnt.get(d, 0) + 1
                best[d] = min(best.get(d, 10**9), r)
        out[q] = sorted(sc, key=lambda d: (-sc[d], -cnt[d], best[d], d))
    return out


@pytest.mark.parametrize("family", list(FAMILIES))
@pytest.mark.parametrize("container", CONTAINERS)
def test_frame_per_detector_is_a_run(container, family):
    runs = {name: _detector_rows(seed) for seed, name in enumerate(DETECTORS)}
    frames = {name: _frame(rows, family) for name, rows in runs.items()}
    given = frames if container == "dict" else (list if container == "list" else tuple)(frames.values())
    weights = {"iforest": 0.5, "zscore": 2.0} if container == "dict" else {}
    out = rankagg.fuse(given, "rrf", weights=weights or None, depth=None)
    q_col, d_col, _ = FAMILIES[family]
    assert list(out.columns[:2]) == [q_col, d_col]
    want = _expected(runs, weights)
    for q, order in want.items():
        assert out[out[q_col] == q].sort_values("rank")[d_col].tolist() == order


@pytest.mark.parametrize("container", ("dict", "list"))
def test_frame_with_its_own_run_column_is_refused(container):
    frames = {name: _frame(_detector_rows(seed), "ranx") for seed, name in enumerate(DETECTORS)}
    frames["zscore"] = frames["zscore"].assign(run="zscore-v2")
    given = frames if container == "dict" else list(frames.values())
    name = "zscore" if container == "dict" else "run2"
    with pytest.raises(ValueError, match=f"run '{name}': its frame has a column of runs \\('run'\\)"):
        rankagg.fuse(given, "rrf")


@pytest.mark.parametrize("family", ["pyterrier", *FAMILIES])
@pytest.mark.parametrize("frame_at", [0, 1, 2])
def test_frames_mixed_with_dicts_are_refused_naming_both(family, frame_at):
    """{name: run} with one detector a frame and the others dicts: every run is read one way, so the mixture is
    refused naming a frame and a dict (a PyTerrier frame had been told it lacks the columns it has)."""
    rows = {name: _detector_rows(seed) for seed, name in enumerate(DETECTORS)}
    framed = DETECTORS[frame_at]
    frame = (pd.DataFrame([(q, d, s) for q, sc in rows[framed].items() for d, s in sc.items()],
                          columns=["qid", "docno", "score"]) if family == "pyterrier" else _frame(rows[framed], family))
    given = {name: (frame if name == framed else rows[name]) for name in DETECTORS}
    first_dict = next(name for name in DETECTORS if name != framed)
    with pytest.raises(ValueError, match=f"mix DataFrames \\(run '{framed}'\\) with other objects \\(run "
                                         f"'{first_dict}', a dict\\)"):
        rankagg.fuse(given, "rrf")
