"""The measures' transcendental values come from the C library, not from NumPy's CPU-dispatched kernels
(rankagg/evaluation/libm.py): on an AVX-512 machine NumPy's float64 ``power`` and ``log1p`` are SVML's,
whose last bits differ from glibc's, and 209 committed results written there differed here in the last
bits of RBP, ERR or NDCG means (docs/results-schema.md, "Bits, machines and changes to committed results")."""

from __future__ import annotations

import math
import types

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rankagg.evaluation import libm, measures, trec_numpy
from rankagg.evaluation.registry import parse_measures

#: NumPy ufuncs whose float64 kernels NumPy chooses by the processor (SVML or its own AVX-512 code)
DISPATCHED = ("exp", "exp2", "expm1", "log", "log2", "log10", "log1p", "power", "float_power")


def _numpy_without_dispatched_kernels() -> types.SimpleNamespace:
    """``numpy`` whose dispatched transcendental functions raise when called."""
    def refuse(name):
        def f(*args, **kwargs):
            raise AssertionError(f"np.{name} called: its last bits depend on the processor")
        return f
    ns = types.SimpleNamespace(**{k: getattr(np, k) for k in dir(np) if not k.startswith("__")})
    for name in DISPATCHED:
        setattr(ns, name, refuse(name))
    return ns


@settings(max_examples=60, deadline=None, database=None)
@given(st.lists(st.integers(0, 400), min_size=0, max_size=30), st.floats(0.01, 0.99))
def test_libm_tables_are_the_math_module_values(ks, p):
    k = np.asarray(ks, dtype=np.int64)
    assert libm.powers_of(p, k).tolist() == [math.pow(p, float(j)) for j in ks]
    assert libm.on_integers(math.log2, k + 1).tolist() == [math.log2(j + 1.0) for j in ks]
    assert libm.two_to(k).tolist() == [2.0 ** j for j in ks]
    x = -k / 401.0
    assert libm.elementwise(math.exp, x).tolist() == [math.exp(v) for v in x.tolist()]


def test_libm_keeps_numpy_values_outside_the_math_domain():
    """math.log1p(-1) and math.exp(1000) raise; NumPy gives -inf, NaN and inf, and so does libm."""
    got = libm.elementwise(libm.log1p, np.array([-1.0, -2.0, -0.75, 0.0]))
    assert got[0] == -np.inf and np.isnan(got[1]) and got[2] == math.log1p(-0.75) and got[3] == 0.0
    assert libm.elementwise(libm.exp, np.array([1000.0, -np.inf, 0.0])).tolist() == [np.inf, 0.0, 1.0]
    with np.errstate(over="ignore"):  # as np.exp2(1024)
        assert libm.two_to(np.array([0, 2, 1024])).tolist() == [1.0, 4.0, np.inf]
    with pytest.raises(ValueError, match="non-negative"):
        libm.powers_of(0.5, np.array([-1]))


def test_measures_do_not_call_numpy_kernels_that_depend_on_the_processor(monkeypatch):
    """With every dispatched NumPy transcendental refusing, the LETOR measures and the NumPy trec provider
    still compute, bit for bit the same values (they fail if any np.exp/np.log/np.power is back)."""
    rng = np.random.default_rng(5)
    sizes = rng.integers(1, 40, 30)
    offsets = np.r_[0, np.cumsum(sizes)]
    labels, scores = rng.integers(0, 3, offsets[-1]), np.round(rng.normal(size=offsets[-1]), 1)
    n = int(offsets[-1])
    qid = np.repeat([f"q{i}" for i in range(len(sizes))], sizes)
    run = {"qid": qid, "docid": np.array([f"d{i}" for i in range(n)]), "score": scores}
    qrels = {"qid": qid, "docid": run["docid"], "rel": labels.astype(np.float64)}
    trec = parse_measures(["nDCG@10", "nDCG", "RBP(p=0.8)", "AP"], "trec")
    ref_letor = measures.letor_measures(offsets, labels, scores)
    ref_trec = trec_numpy.evaluate_numpy(run, qrels, trec)[1]
    fake = _numpy_without_dispatched_kernels()
    for module in (measures, trec_numpy, libm):
        monkeypatch.setattr(module, "np", fake)
    got_letor = measures.letor_measures(offsets, labels, scores)
    got_trec = trec_numpy.evaluate_numpy(run, qrels, trec)[1]
    assert all(got_letor[m].tobytes() == ref_letor[m].tobytes() for m in ref_letor)
    assert all(got_trec[m].tobytes() == ref_trec[m].tobytes() for m in ref_trec)
    # hand-computed: labels 2, 0, 1 in score order give RBP = 0.05 (2 + 0.95**2), ERR = 3/4 + (1/4)(1/4)/3
    got = measures.letor_measures(np.array([0, 3]), np.array([2, 0, 1]), np.array([3.0, 2.0, 1.0]))
    assert got["RBP"][0] == pytest.approx((1 - 0.95) * (2 + 0.95 ** 2), abs=1e-15)
    assert got["ERR"][0] == pytest.approx(0.75 + 0.25 * 0.25 / 3, abs=1e-15)
