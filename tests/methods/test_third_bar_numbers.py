"""Issue 45's third bar, methods and numbers (``scripts/reliability_matrix.py --only u3n_``): each class of fault
the bar found, generated over every method or measure its root fix serves.

* A mean whose sum alone passes the float range (``rankagg.methods.overflow.mean_within_range``): the mean of
  1e308 and 1.7e308 is 1.35e308, but CombANZ, CombMED and OpenSearch's arithmetic mean refused it.  For every
  score fusion of the registry whose combination is a mean, in the batch path and the per-query ``Fuser``:
  scaling every score by 2^1023 scales the fused scores by 2^1023, bit for bit (a power of two is exact).
* Grades beyond pytrec_eval's C ``int`` (``rankagg.evaluation.pytrec_values.pytrec_grades``): infAP, SetP and SetR
  read a grade of 2^32 as 0 (not relevant) and 2^63 - 1 through a cast that warned.  For every measure pytrec_eval
  computes, any grade >= 1 gives what grade 1 gives, and any grade <= -3 what grade 0 gives (trec_eval reads a
  long and compares it with the relevance level 1; -1 and -2 are its not-pooled and unjudged codes).
* One-leaf LightGBM trees (``rankagg.methods.supervised.lgb_text``): LightGBM writes a tree that found no split
  with an empty ``leaf_weight`` and no children; ``rankagg train`` refused every model holding one ("please report
  it").  For generated small problems, rankagg's reading of the model predicts as ``Booster.predict``.
* ``describe_method`` (the summary ``rankagg fuse --model`` prints) of every registered method: RAGS's
  ``weights='lstsq'`` is a word, not a mapping (exit 1 after the output was written).
* ``rankagg train`` on runs whose qrels judge nothing relevant (``rankagg.experiments.train_runs``): refused for
  every supervised method, as ``rankagg tune`` refuses it (rags_top wrote a model of zero weights).
"""

from __future__ import annotations

import json
import os
import warnings
from pathlib import Path

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import rankagg
from rankagg.api.commands import describe_method
from rankagg.evaluation.registry import definitions
from rankagg.fuser import Fuser
from rankagg.methods.registry import list_methods, make_method, method_class
from rankagg.methods.score_fusion import ScoreFusion

SCALE = 2.0**1023  # x in [1, 1.75) times SCALE: from 9e307 to 1.57e308, any two of them sum past the floats


def _mean_specs() -> list[str]:
    """Every score fusion of the registry whose combination is a mean, with raw scores (norm='none')."""
    specs = []
    for name in list_methods():
        fusion = getattr(method_class(name), "fusion", None)
        if not isinstance(fusion, ScoreFusion):
            continue
        if fusion.combine in ("mean", "median"):
            specs.append(f"{name}(norm='none')")
        # the engines' arithmetic mean, where a parameter chooses it (the harmonic and geometric means never pass
        # the range: reciprocals and logs; the reciprocals of 1e308 are subnormal, so they do not scale exactly)
        for c in ("arithmetic_mean",):
            try:
                make_method(name, **{fusion.chosen_by or "combine": c})
            except ValueError:
                continue
            specs.append(f"{name}(norm='none', {fusion.chosen_by}='{c}')")
    return specs


MEAN_SPECS = _mean_specs()
VALUE = st.floats(min_value=1.0, max_value=1.75, exclude_max=True)


def test_the_means_are_found():
    assert {"combanz(norm='none')", "combmed(norm='none')",
            "combsum(norm='none', combine='arithmetic_mean')"} <= set(MEAN_SPECS)


def test_hand_computed_mean_of_huge_scores():
    runs = {"t": {"q": {"a": 1e308, "b": 1.0}}, "u": {"q": {"a": 1.7e308, "b": 1.0}}}
    for spec in ("combanz(norm='none')", "combmed(norm='none')", "combsum(norm='none', combine='arithmetic_mean')"):
        assert rankagg.fuse(runs, spec)["q"] == {"a": 1.35e308, "b": 1.0}, spec
        assert Fuser(spec)({n: r["q"] for n, r in runs.items()}) == [("a", 1.35e308), ("b", 1.0)], spec
    # the sum itself has no double: still refused, naming the query
    with pytest.raises(ValueError, match="query 'q': a fused score is beyond the float range"):
        rankagg.fuse(runs, "combsum(norm='none')")


@pytest.mark.parametrize("spec", MEAN_SPECS)
@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(values=st.lists(st.lists(VALUE, min_size=2, max_size=4), min_size=2, max_size=6))
def test_a_mean_scales_with_its_scores_past_the_float_range(spec, values):
    n_docs = min(len(v) for v in values)
    small = {f"r{j}": {"q": {f"d{i}": v[i] for i in range(n_docs)}} for j, v in enumerate(values)}
    huge = {r: {"q": {d: x * SCALE for d, x in q["q"].items()}} for r, q in small.items()}
    want = {d: x * SCALE for d, x in rankagg.fuse(small, spec, depth=None)["q"].items()}
    assert rankagg.fuse(huge, spec, depth=None)["q"] == want
    assert dict(Fuser(spec)({r: q["q"] for r, q in huge.items()})) == want


def test_a_row_nobody_returned_stays_nan():
    from rankagg.methods.overflow import mean_within_range

    s = np.array([[np.nan, np.nan], [1e308, 1.7e308]])
    out = mean_within_range(lambda x: np.nansum(x, axis=1) / (~np.isnan(x)).sum(axis=1), s)
    assert np.isnan(out[0]) and out[1] == 1.35e308


# ------------------------------------------------------------------ grades beyond pytrec_eval's int
#: the measures only pytrec_eval computes (no NumPy kernel: rankagg.evaluation.trec_batch.evaluate_lines)
PYTREC = [d.name for d in definitions("trec") if d.numpy is None and d.pytrec is not None]
RUN = "1 Q0 a 1 3 t\n1 Q0 b 2 2 t\n1 Q0 c 3 1 t\n2 Q0 a 1 2 t\n2 Q0 d 2 1 t\n2 Q0 e 3 0 t\n"


def _evaluate(tmp: Path, grades: tuple[int, int]) -> dict[str, float]:
    (tmp / "a.run").write_text(RUN)
    (tmp / "q.txt").write_text(f"1 0 a {grades[0]}\n1 0 c 0\n2 0 d {grades[1]}\n2 0 a 1\n2 0 e -1\n")
    # SetP, pytrec_eval's here until the twentieth bar gave it a NumPy kernel, keeps its hand-computed huge grades
    return rankagg.evaluate(str(tmp / "a.run"), str(tmp / "q.txt"), [*PYTREC, "SetP"])


def test_the_pytrec_measures_are_found():
    from rankagg.evaluation.pytrec_values import BINARY

    # each measure only pytrec_eval computes reads a grade as relevant or not: the clip to 1 keeps its meaning
    assert {"infAP"} <= set(PYTREC) <= BINARY


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(high=st.integers(min_value=1, max_value=2**63 - 1), low=st.integers(min_value=-(2**63), max_value=-3))
def test_a_grade_is_read_as_trec_eval_reads_a_long(tmp_path, high, low):
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # the cast of 2^63 - 1 warned 'invalid value encountered in cast'
        got = _evaluate(tmp_path, (high, low))
    assert got == _evaluate(tmp_path, (1, 0))


def test_hand_computed_infap_of_a_grade_of_two_to_the_32(tmp_path):
    got = _evaluate(tmp_path, (2**32, 1))
    # query 1: a (relevant) first, c judged non-relevant: 1; query 2: d relevant at 2 below a (relevant): 1
    assert got["SetP"] == pytest.approx((1 / 3 + 2 / 3) / 2)
    assert got["infAP"] > 0.9


@pytest.mark.parametrize("grade", [2**31 - 1, 2**32, 2**63 - 1])
def test_a_huge_grade_under_a_memory_limit(tmp_path, grade):
    """trec_eval sizes arrays by the largest grade: under the matrix's 4 GiB address space a grade of 2^31 - 1
    gave infAP 0 without a word (the arrays could not be had)."""
    import resource
    import subprocess
    import sys

    (tmp_path / "a.run").write_text(RUN)
    (tmp_path / "q.txt").write_text(f"1 0 a {grade}\n1 0 c 0\n2 0 d 1\n2 0 a 1\n2 0 e -1\n")
    code = "import rankagg, json; print(json.dumps(rankagg.evaluate('a.run', 'q.txt', ['infAP', 'SetP'])))"

    def limit() -> None:
        resource.setrlimit(resource.RLIMIT_AS, (4 * 2**30, 4 * 2**30))

    root = str(Path(__file__).resolve().parents[2])  # this tree's rankagg, whatever the working folder
    out = subprocess.run([sys.executable, "-c", code], cwd=tmp_path, capture_output=True, text=True, check=True,
                         preexec_fn=limit, env={**os.environ, "PYTHONPATH": root})
    want = _evaluate(tmp_path, (1, 1))
    assert json.loads(out.stdout) == {"infAP": want["infAP"], "SetP": want["SetP"]}


# ------------------------------------------------------------------ one-leaf LightGBM trees
lgb = pytest.importorskip("lightgbm")


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**16), n=st.integers(2, 12), leaf_min=st.sampled_from([1, 3, 100]))
def test_a_model_of_one_leaf_trees_predicts_as_lightgbm(seed, n, leaf_min):
    from rankagg.methods.supervised.lgb_text import parse_lgb_model
    from rankagg.methods.supervised.lgb_trees import predict_trees

    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, 3))
    y = rng.integers(0, 3, size=n)
    params = {"objective": "lambdarank", "verbosity": -1, "num_threads": 1, "deterministic": True,
              "min_data_in_leaf": leaf_min, "min_data_in_bin": 1, "seed": 0}
    booster = lgb.train(params, lgb.Dataset(x, label=y, group=[n]), num_boost_round=3)
    text = booster.model_to_string()
    trees = parse_lgb_model(text)
    probe = rng.normal(size=(20, 3))
    assert np.array_equal(predict_trees(trees, probe), booster.predict(probe))


def test_lightgbm_writes_one_leaf_trees_this_way():
    """The layout the fix reads (LightGBM 4): a tree with no split, its leaf_weight empty."""
    booster = lgb.train({"objective": "lambdarank", "verbosity": -1, "num_threads": 1, "min_data_in_leaf": 100},
                        lgb.Dataset(np.eye(3), label=[1, 0, 0], group=[3]), num_boost_round=1)
    text = booster.model_to_string()
    assert "num_leaves=1\n" in text and "\nleaf_weight=\n" in text


# ------------------------------------------------------------------ the summary of every method
@pytest.mark.parametrize("name", list_methods())
def test_every_method_is_described(name):
    method = make_method(name)
    assert describe_method(method).startswith(name)
    if "weights" in method.params and not method_class(name).supervised:
        weighted = make_method(name, weights={"t": 2.0, "u": 0.5})
        assert "2 weights in [0.5, 2]" in describe_method(weighted)


def test_the_matrix_holds_the_third_bar_of_numbers():
    text = (Path(__file__).resolve().parents[2] / "scripts" / "reliability_matrix.py").read_text(encoding="utf-8")
    assert text.count('Case("u3n_') >= 50
    assert "c += third_bar_numbers_cases()" in text


# ------------------------------------------------------------------ training on qrels with nothing relevant
SUPERVISED = [n for n in list_methods() if method_class(n).supervised]


@pytest.mark.parametrize("name", SUPERVISED)
def test_training_on_nothing_relevant_is_refused(name, tmp_path, capsys):
    """rags_top fitted weights of zeros to qrels that judge nothing relevant and wrote the model (rankagg tune
    refuses such qrels); every supervised method is refused before fitting, naming why, writing nothing."""
    from rankagg.cli import main

    (tmp_path / "a.run").write_text(RUN)
    (tmp_path / "b.run").write_text(RUN.replace(" t\n", " u\n").replace("Q0 a 1 3", "Q0 a 1 0.5"))
    (tmp_path / "q.txt").write_text("1 0 a 0\n1 0 b 0\n2 0 d 0\n2 0 a -1\n")
    out = tmp_path / "m.json"
    args = ["train", str(tmp_path / "a.run"), str(tmp_path / "b.run"), "--qrels", str(tmp_path / "q.txt"),
            "--method", name, "--folds", "0", "--quiet", "-o", str(out)]
    assert main(args) == 2
    assert "judge no document of the runs' topics relevant" in capsys.readouterr().err
    assert not out.exists()
