"""Capabilities are tags on the method class (issue 26 item 3; scikit-learn's estimator tags are the model).

What a method can do lives on its class (``MethodTags``), the registry exposes it, the check suite
chooses its checks by it, and no module outside the registry and the method classes keeps a list of
method names.
"""

from __future__ import annotations

import ast
from pathlib import Path

import numpy as np
import pytest

from tests.source_trees import source_nodes
from rankagg import checks
from rankagg.checks.harness import _make
from rankagg.data.rankings import Rankings
from rankagg.experiments.results import supervision_of
from rankagg.methods import registry
from rankagg.methods.base import Aggregator
from rankagg.methods.tags import MethodTags
from rankagg.fuser import Fuser
from rankagg.methods.positional.borda import BordaCount
from rankagg.methods.positional.comb import CombMIN, CombMNZ
from rankagg.methods.positional.isr import LogISR
from rankagg.methods.positional.rrf import RRF
from rankagg.methods.registry import list_methods, make_method, method_class, method_tags

ROOT = Path(__file__).resolve().parents[2]


def _one_query() -> Rankings:
    """Three documents, two rankers: R0 ranks a, b; R1 ranks b, c (hand-computed expectations below)."""
    nan = np.nan
    return Rankings(offsets=np.array([0, 3]), ranks=np.array([[1.0, nan], [2.0, 1.0], [nan, 2.0]]),
                    qids=np.array(["q"]), docids=np.array(["a", "b", "c"]), ranker_names=("R0", "R1"))


# ---------------------------------------------------------------- the tags and the registry
def test_registry_exposes_the_declared_tags():
    assert method_tags("rrf") == MethodTags(linear="sum", reads_scores=False, score_entries=True, fuser="points")
    assert method_tags("borda").linear == "sum" and not method_tags("borda").reads_scores
    assert method_tags("isr").linear == "count" and method_tags("log_isr").linear == "log_count"
    assert method_tags("combmnz").linear == "count" and method_tags("combmnz").weights_not_copies
    assert method_tags("mallows_em").learns_from_test and method_tags("ulara").learns_from_test
    assert dict(method_tags("cps").fast_params) == {"max_iter": 50}
    assert method_tags("best_input") == MethodTags()  # nothing declared: the defaults
    # places alone (issue 45's twenty-first bar: --trust-rank refused raw RMSE beside its ranks for mean_rank)
    assert not any(method_tags(n).reads_scores for n in ("mean_rank", "median_rank", "geomean"))
    across = {n for n in list_methods() if not method_tags(n).per_query}
    assert across == {"agreement", "dibra", "mallows_em", "own_items", "pseudo_qrels", "self_train", "ulara"}
    assert all(not registry.method_class(n).per_query for n in across)  # the read-only mirror
    slow = {n for n in list_methods() if method_tags(n).slow_fit}
    # the methods the fingerprint script fits on query prefixes (its list before the tag)
    assert slow == {"kemeny", "cps", "mallows_exact", "mallapp", "lambdamart", "stagg_sup", "rankagg_sup", "lr_agg",
                    "mallows_em", "plackett_luce", "pooled", "maic"}


@pytest.mark.parametrize("spec, tag, value", [
    ("combsum", "linear", "sum"),
    ("combsum(combine='arithmetic_mean')", "linear", None),
    ("combmnz(factor='weights')", "linear", None),
    ("rrf(weighting='position')", "linear", None),
    ("combsum(norm='rank')", "reads_scores", False),
    ("combsum(norm='minmax')", "reads_scores", True),
    ("combsum", "reads_scores", True),  # auto reads the scores when there are some
])
def test_a_tag_that_depends_on_the_parameters_is_refined_by_the_configured_method(spec, tag, value):
    assert getattr(method_tags(spec), tag) == value


def test_learns_from_test_stays_readable_as_an_attribute_and_decides_the_supervision_kind():
    for name in ("mallows_em", "ulara", "pseudo_qrels", "self_train"):
        cls = method_class(name)
        assert cls.learns_from_test is True and getattr(make_method(name), "learns_from_test", False) is True
        assert supervision_of(cls) == "learns-from-test"
    assert method_class("rrf").learns_from_test is False and supervision_of(method_class("rrf")) == "unsupervised"
    assert supervision_of(method_class("lambdamart")) == "supervised"


def test_tags_merge_through_the_base_classes_and_a_subclass_changes_only_what_it_declares():
    class Ranks(Aggregator):
        tags = {"reads_scores": False, "fast_params": {"k": 1}}

    class Child(Ranks):
        tags = {"learns_from_test": True}

    assert Child.class_tags() == MethodTags(reads_scores=False, learns_from_test=True, fast_params={"k": 1})
    assert Ranks.class_tags().learns_from_test is False
    with pytest.raises(TypeError, match="unknown tag"):
        type("Bad", (Aggregator,), {"tags": {"lineal": "sum"}})
    with pytest.raises(TypeError, match="declare reads_scores in tags"):
        type("Old", (Aggregator,), {"reads_scores": False})
    with pytest.raises(TypeError, match="declare per_query in tags"):
        type("OldAcross", (Aggregator,), {"per_query": False})
    with pytest.raises(ValueError, match="linear"):
        MethodTags(linear="product")  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        Ranks.class_tags().fast_params["k"] = 2  # type: ignore[index]  # frozen, all the way down


# ---------------------------------------------------------------- the linear decomposition, by hand
def test_linear_parts_by_hand():
    data = _one_query()
    contrib, factor = make_method("rrf", k=1).linear_parts(data)
    np.testing.assert_array_equal(contrib, [[1 / 2, 0], [1 / 3, 1 / 2], [0, 1 / 3]])
    np.testing.assert_array_equal(factor, [1, 1, 1])
    contrib, factor = make_method("isr").linear_parts(data)
    np.testing.assert_array_equal(contrib, [[1, 0], [1 / 4, 1], [0, 1 / 4]])
    np.testing.assert_array_equal(factor, [1, 2, 1])  # n_d: the rankers that returned the item
    contrib, factor = make_method("log_isr", sigma=0.5).linear_parts(data)
    np.testing.assert_array_equal(factor, np.log([1.5, 2.5, 1.5]))
    # Borda, unranked='share': n = 3 candidates, k = 2 per list, an unranked item gets (3 - 2 + 1) / 2 = 1
    contrib, factor = make_method("borda").linear_parts(data)
    np.testing.assert_array_equal(contrib, [[3, 1], [2, 3], [1, 2]])
    with pytest.raises(NotImplementedError, match="linear"):
        make_method("combmnz(factor='weights')").linear_parts(data)


# ---------------------------------------------------------------- the checks chosen by the tags fail when a tag lies
@pytest.fixture
def registered():
    """Register throw-away methods for one test, then remove them from the registry."""
    names: list[str] = []

    def add(name: str, cls: type[Aggregator]) -> str:
        registry.register(name)(cls)
        names.append(name)
        return name

    yield add
    for name in names:
        registry._REGISTRY.pop(name, None)


def test_each_tag_chosen_check_fails_when_the_tag_lies(registered):
    class OffByOne(RRF):  # linear parts of RRF with k + 1: not the score
        def linear_parts(self, data):
            c, f = super().linear_parts(data)
            return c * 60 / 61, f

    class ScoresRead(BordaCount):  # declares ranks only, but reads the scores
        def score(self, data):
            return super().score(data) + (0.0 if data.scores is None else np.nan_to_num(data.scores).sum(axis=1))

    class NoEntries(Aggregator):  # tagged score_entries without a way to score run entries
        tags = {"score_entries": True}

        def score(self, data):
            return np.zeros(data.n_items)

    class EntriesDiffer(RRF):
        def score_entries(self, entries):
            return super().score_entries(entries) * (1 + 2 ** -52)

    class LinearNoWeights(Aggregator):
        tags = {"linear": "sum"}

        def score(self, data):
            return np.zeros(data.n_items)

    for cls, check, message in [(OffByOne, checks.check_linear_parts, "linear_parts"),
                                (ScoresRead, checks.check_ranks_only, "ranks-only"),
                                (NoEntries, checks.check_tags, "does not implement"),
                                (EntriesDiffer, checks.check_entries_scoring, "score_entries differs"),
                                (LinearNoWeights, checks.check_tags, "takes no weights")]:
        name = registered(f"tag_probe_{cls.__name__.lower()}", cls)
        with pytest.raises(AssertionError, match=message):
            check(name)


def test_a_wrong_per_query_declaration_is_caught_by_the_fuser_check(registered):
    """Each class below declares a per-query formula (rankagg.methods.per_query) that is not its
    batch score: check_fuser, which compares Fuser with the batch path bit for bit, fails on each."""
    class TableOffByOne(RRF):  # 1 / (k + 1 + r)
        def fuser_table(self, length):
            return [1.0 / (float(self.k) + 1 + r) for r in range(1, length + 1)]

    class ShareAsBottom(BordaCount):  # the fill of unranked='bottom' where the batch shares
        def fuser_points(self, ranks, n, weight):
            pts = super().fuser_points(ranks, n, weight)
            return {i: x if i in ranks else float(n - len(ranks)) for i, x in pts.items()}

    class SumWithoutCount(CombMNZ):
        def fuser_rule(self, weighted):
            return "sum"

    class NotPadded(CombMIN):  # the batch gives an unranked item the list's lowest score
        def fuser_pads_unranked(self):
            return False

    class LogOfCountPlusOne(LogISR):
        def fuser_factor(self, count):
            return np.log1p(count).tolist()

    class WeightsInsideAndOutside(RRF):  # Qdrant's position weighting, weights multiplied as well
        defaults = {**RRF.defaults, "weighting": "position"}

        def fuser_multiplies_weights(self):
            return True

    for cls in (TableOffByOne, ShareAsBottom, SumWithoutCount, NotPadded, LogOfCountPlusOne, WeightsInsideAndOutside):
        name = registered(f"fuser_probe_{cls.__name__.lower()}", cls)
        checks.check_tags(name)  # the declarations are there; their formulas are wrong
        with pytest.raises(AssertionError, match="differs? from the batch path"):
            checks.check_fuser(name)

    class TaggedOnly(Aggregator):  # the fuser tag without the declarations
        tags = {"fuser": "points"}

        def score(self, data):
            return np.zeros(data.n_items)

    class UnknownRule(RRF):
        def fuser_rule(self, weighted):
            return "product"

    name = registered("fuser_probe_tagged_only", TaggedOnly)
    with pytest.raises(AssertionError, match="does not declare its per-query formula"):
        checks.check_tags(name)
    with pytest.raises(TypeError, match="does not declare its per-query formula"):
        Fuser(name)
    with pytest.raises(ValueError, match="not a per-query rule"):
        Fuser(registered("fuser_probe_unknown_rule", UnknownRule))


def test_the_check_suite_uses_the_fast_parameters_of_the_class():
    assert _make("mallows_em").max_iter == 5 and _make("rrf").get_params() == make_method("rrf").get_params()


# ---------------------------------------------------------------- no name list outside the registry and the classes
#: modules that still hold method names, and why.  Empty: the per-query fuser reads each method's declared
#: formula, and the demo's line-up is package data (rankagg/experiments/demo.toml).  The test fails if one appears.
KNOWN: dict[str, str] = {}


def _name_lists(path: Path, names: set[str], root: Path = ROOT) -> list[str]:
    """Collections (tuple, list, set, dict keys) of two or more registered method names in one module."""
    found = []
    for node in source_nodes(path):
        if isinstance(node, (ast.Tuple, ast.List, ast.Set)):
            elements = node.elts
        elif isinstance(node, ast.Dict):
            elements = [k for k in node.keys if k is not None]
        else:
            continue
        hits = [e.value for e in elements if isinstance(e, ast.Constant) and e.value in names]
        if len(hits) >= 2:
            found.append(f"{path.relative_to(root)}:{node.lineno}: {hits}")
    return found


def _modules() -> list[Path]:
    """The package outside its methods and its studies, the docs generator and the fingerprint script (the
    studies, like the other scripts, benchmarks and tests, choose which methods to run and compare:
    configuration, not knowledge of the methods)."""
    package = [p for p in sorted((ROOT / "rankagg").rglob("*.py"))
               if p.relative_to(ROOT / "rankagg").parts[:1] != ("methods",)
               and p.relative_to(ROOT / "rankagg").parts[:2] != ("experiments", "studies")]
    return package + [ROOT / "scripts" / "make_methods_doc.py", ROOT / "scripts" / "check_method_fingerprints.py"]


def test_no_module_outside_the_registry_and_the_method_classes_lists_method_names():
    names = set(list_methods())
    found = [hit for path in _modules() for hit in _name_lists(path, names)]
    unexpected = [hit for hit in found if hit.split(":")[0] not in KNOWN]
    assert not unexpected, "method names listed outside the method classes (make it a tag):\n" + "\n".join(unexpected)
    gone = sorted(set(KNOWN) - {hit.split(":")[0] for hit in found})
    assert not gone, f"no name list is left in {gone}: remove them from KNOWN"


def test_the_name_list_detector_finds_a_list(tmp_path):
    probe = tmp_path / "probe.py"
    probe.write_text('LINEAR = ("rrf", "borda")\nOK = ("rrf",)\nD = {"isr": 1, "combmnz": 2}\n')
    hits = _name_lists(probe, set(list_methods()), root=tmp_path)
    assert hits == ["probe.py:1: ['rrf', 'borda']", "probe.py:3: ['isr', 'combmnz']"]


def test_capabilities_are_not_duck_typed_outside_the_methods():
    for path in _modules():
        for node in source_nodes(path):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("hasattr", "getattr"):
                attr = node.args[1] if len(node.args) > 1 else None
                if isinstance(attr, ast.Constant) and attr.value in ("score_entries", "reads_scores", "weights_not_copies"):
                    raise AssertionError(f"{path.relative_to(ROOT)}:{node.lineno}: {attr.value} is a tag: use get_tags()")


def test_the_per_query_fuser_supports_exactly_the_methods_tagged_for_it():
    import rankagg.fuser as fuser_module
    from rankagg import Fuser

    tagged = {n for n in list_methods() if method_tags(n).fuser}
    assert set(fuser_module.SUPPORTED_METHODS) == tagged
    assert {"rrf", "borda", "combsum", "combmed"} <= tagged and "geomean" not in tagged
    for name in sorted(tagged):
        Fuser(name)
    with pytest.raises(ValueError, match="Fuser supports"):
        Fuser("geomean")
