"""The tie rule's scale is each gap's own (issue 45; results/fuzz_table.md, "fresh run tables", seed 1129).

Until 2026-11-29 two neighbouring scores of a query tied when their gap was within 2^-40 times the query's
LARGEST absolute score, so one huge score (a 1e15 sentinel: 1e15 x 2^-40 is about 909; or float32's largest,
3.4e38) made every other pair of the query's scores "tied": CombSUM(norm='none') put 0.998 above 40.0 (the tie
rule's best local rank), and the run writer, keeping that order, rewrote 40.0 as 0.99799997.  The rule is now
``hi - lo <= 2^-40 x max(|hi|, |lo|)`` (rankagg.data.tie_rule.tied_gap; the compiled kernels' tied_gap is the
same expression), so whether two scores tie depends on them alone.  These tests generate the class: a document
with a huge score in a list of its own never changes the order of the others, on every path that orders scores
(rankagg.fuse, the Fuser's compiled and Python paths, the certified top-k, the run writer).
"""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import rankagg
from rankagg.data.tie_rule import TIE_TOLERANCE, comparable_scores, tied_gap
from rankagg.fuser import Fuser

RUNS = {"A": {"1": {"d1": 63.74, "d2": 51.58, "d0": 40.0}}, "B": {"1": {"d4": 1e15, "d3": 0.998}}}
HUGE = [1e15, 3.4e38, 1e300, -1e300]


@pytest.mark.parametrize("top", [1e15, 3.4e38])
def test_one_huge_score_leaves_the_order_of_the_others_to_their_scores(top):
    runs = {"A": RUNS["A"], "B": {"1": {"d4": top, "d3": 0.998}}}
    fused = rankagg.fuse(runs, "combsum(norm='none')")["1"]
    assert list(fused) == ["d4", "d1", "d2", "d0", "d3"]  # by score: CombSUM of disjoint lists is each score


def test_the_written_run_keeps_every_fused_score(tmp_path):
    from rankagg.cli import main

    for name, docs in RUNS.items():
        lines = sorted(docs["1"].items(), key=lambda kv: -kv[1])
        (tmp_path / f"{name}.run").write_text("".join(f"1 Q0 {d} {r} {s!r} {name}\n" for r, (d, s) in enumerate(lines, 1)))
    out = tmp_path / "out.run"
    assert main(["fuse", str(tmp_path / "A.run"), str(tmp_path / "B.run"), "--method", "combsum(norm='none')",
                 "-o", str(out), "--quiet"]) == 0
    written = {line.split()[2]: float(line.split()[4]) for line in out.read_text().splitlines()}
    assert written == {"d4": 1e15, "d1": 63.74, "d2": 51.58, "d0": 40.0, "d3": 0.998}


def test_tied_gap_by_hand():
    """The rule's cases, computed by hand: the tolerance is 2^-40 of the gap's larger magnitude."""
    assert tied_gap(1.0, 0.9999999999999998)  # CombSUM's rounding: still a tie
    assert tied_gap(1e15, 1e15 - 0.125) and not tied_gap(1e15, 1e15 - 1024.0)  # 1e15 x 2^-40 ~ 909
    assert not tied_gap(40.0, 0.998)  # the fault: tied under a 1e15 query-wide scale
    assert tied_gap(-1.0, -1.0 - 2.0 ** -41) and not tied_gap(-1.0, -1.0 - 2.0 ** -38)
    assert tied_gap(0.0, 0.0) and tied_gap(0.0, -0.0)
    assert not tied_gap(1e-17, 0.0)  # a cancellation residue is not merged with 0 (the gap's own scale)
    assert not tied_gap(np.inf, 1.0) and not tied_gap(1.0, -np.inf) and not tied_gap(np.nan, 1.0)
    assert not tied_gap(1e308, -1e308)  # the difference overflows: no tie
    x = 3.0
    assert tied_gap(x, x - x * TIE_TOLERANCE) and not tied_gap(x, x - 2 * x * TIE_TOLERANCE)
    # chains: each gap within its own tolerance, the run's value its largest
    s = np.array([1e15, 2.0, 2.0 - 2.0 ** -41, 2.0 - 2.0 ** -40, 1.0])
    assert comparable_scores(np.array([0, 5]), s).tolist() == [1e15, 2.0, 2.0, 2.0, 1.0]


#: values with near-ties at several magnitudes and signs (hairs of a quarter and of four tolerances)
_BASES = [0.0, 1.0, 0.998, 40.0, 63.74, 51.58, -2.5, 1e-3, 123456.0]
_HAIRS = [0.0, 0.25, -0.25, 4.0, -4.0]


@st.composite
def disjoint_runs(draw):
    """Two to four runs of one query over disjoint documents, scores drawn near each other."""
    n_runs = draw(st.integers(2, 4))
    runs, k = {}, 0
    for r in range(n_runs):
        docs = {}
        for _ in range(draw(st.integers(1, 5))):
            base = draw(st.sampled_from(_BASES))
            hair = draw(st.sampled_from(_HAIRS))
            docs[f"d{k}"] = base + abs(base) * hair * TIE_TOLERANCE
            k += 1
        runs[f"R{r}"] = {"1": docs}
    return runs


def _orders(runs, spec):
    """The order of the documents by rankagg.fuse and by the Fuser's compiled and Python paths."""
    lists = {name: q["1"] for name, q in runs.items()}
    python = Fuser(spec)
    python._native = None
    kernel = Fuser(spec)
    return [list(rankagg.fuse(runs, spec)["1"]), [d for d, _ in kernel(lists)], [d for d, _ in python(lists)]]


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(runs=disjoint_runs(), huge=st.sampled_from(HUGE), spec=st.sampled_from(["combsum(norm='none')", "combmax"]))
def test_a_huge_score_in_a_disjoint_list_never_reorders_the_others(runs, huge, spec):
    before = _orders(runs, spec)
    assert before[0] == before[1] == before[2]  # every path, one order
    after = _orders({**runs, "H": {"1": {"huge": huge}}}, spec)
    for order in after:
        assert [d for d in order if d != "huge"] == before[0]
