"""Names users already know: method names in any case, ranx's and PyFLAGR's names, and a "did you mean"."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from rankagg.methods.names import NO_COUNTERPART, OTHER_NAMES
from rankagg.methods.registry import list_methods, make_method, method_class, parse_spec

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("name", list_methods())
def test_every_method_in_any_case(name):
    for spelling in (name.upper(), name.title(), f" {name.upper()} "):
        assert parse_spec(spelling) == (name, {})
        assert method_class(spelling) is method_class(name)
    assert parse_spec(f"{name.upper()}(x=1)") == (name, {"x": 1})


def test_other_tools_names_resolve_to_the_same_method():
    assert parse_spec("RRF(k=20)") == ("rrf", {"k": 20})
    assert parse_spec("wmnz") == ("combmnz", {"factor": "weights"})
    assert parse_spec("wmnz(factor='count')") == ("combmnz", {"factor": "count"})  # the spec's own value wins
    assert parse_spec("BordaCount") == ("borda", {}) and parse_spec("bordafuse") == ("borda", {})
    for other, (target, fixed, _) in OTHER_NAMES.items():
        assert other not in list_methods()
        assert parse_spec(other) == (target, fixed) == parse_spec(other.upper())
        assert make_method(other).params == make_method(target, **fixed).params


def test_every_ranx_fusion_name_is_known_or_explained():
    ranx_fusion = pytest.importorskip("ranx.fusion")
    names = set(re.findall(r'method == "([a-z_]+)"', Path(ranx_fusion.__file__).read_text()))
    assert len(names) >= 20
    for n in names:
        assert n in list_methods() or n in OTHER_NAMES or n in NO_COUNTERPART, n


def test_unknown_names_get_a_did_you_mean_or_what_they_are():
    with pytest.raises(ValueError, match=r"unknown method 'combsun'; did you mean 'combsum'"):
        make_method("combsun")
    with pytest.raises(ValueError, match=r"did you mean 'condorcet'"):
        method_class("Condorset")
    with pytest.raises(ValueError, match="rank-biased centroids .* has no rankagg counterpart"):
        make_method("RBC")
    with pytest.raises(ValueError, match="unknown method 'zzz' \\(known methods: "):
        make_method("zzz")


def test_the_names_table_lists_every_name():
    table = (ROOT / "docs" / "names.md").read_text(encoding="utf-8").lower()  # PyFLAGR writes BordaCount
    for n in [*OTHER_NAMES, *NO_COUNTERPART]:
        assert f"`{n}`" in table, n


@pytest.mark.parametrize(("spelling", "printed"), [
    ("precision@5", "P@5"), ("P_5", "P@5"), ("ndcg_cut_10", "nDCG@10"), ("ndcg@10", "nDCG@10"), ("map", "AP"),
    ("map@100", "AP@100"), ("mrr", "RR"), ("recip_rank", "RR"), ("recall@100", "R@100"), ("r-precision", "Rprec"),
    ("bpref", "Bpref"), ("rbp(p=0.5,graded=1)", "RBP(p=0.5,graded=1)")])
def test_the_tables_measure_names(spelling, printed):
    from rankagg.evaluation.registry import parse_measure

    assert parse_measure(spelling).name == printed


# ---------------------------------------------------------------- a parameter's one name, and the others it had
def test_a_parameters_old_name_is_read_through_the_name_map(tmp_path):
    """The quality family's RRF constant is ``k``, as RRF's; specs, keyword calls and model files written with
    its old name ``rrf_k`` still make the same method (rankagg.methods.names.PARAMETER_NAMES)."""
    import json

    from rankagg.models import load_model, save_model

    new, old = make_method("pseudo_qrels(fusion='rrf', k=10)"), make_method("pseudo_qrels(fusion='rrf', rrf_k=10)")
    assert old.get_params() == new.get_params() and old.params["k"] == 10 and "rrf_k" not in old.params
    assert make_method("dibra", rrf_k=7).k == 7 and make_method("dibra", rrf_k=7).rrf_k == 7  # read by either name
    with pytest.raises(ValueError, match="rrf_k is another name of k"):
        make_method("pseudo_qrels(k=5, rrf_k=10)")
    with pytest.raises(ValueError, match="unknown parameter.s. rrf_k"):
        make_method("borda(rrf_k=10)")  # a method without k does not take the old name either
    path = tmp_path / "model.json"
    new = make_method("dibra(fusion='rrf', k=10)")  # no fitted state: its model file is its parameters
    save_model(new, path)
    doc = json.loads(path.read_text())
    text = json.dumps(doc).replace('"k": 10', '"rrf_k": 10')
    assert '"rrf_k": 10' in text
    path.write_text(text)
    assert load_model(path).get_params() == new.get_params()
