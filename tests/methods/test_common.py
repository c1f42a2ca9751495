"""Conformance suite over the whole registry: every method, present and future."""

import numpy as np
import pytest

from rankagg.data.rankings import Rankings
from rankagg.methods.base import Aggregator, NotFittedError
from rankagg.methods.registry import list_methods, make_method, method_class, parse_spec


def tricky_problem(seed=0):
    """Small queries with the awkward cases: a 1-item query, an item nobody ranked,
    a ranker with an empty list, ties in the raw positions' gaps, partial lists."""
    rng = np.random.default_rng(seed)
    sizes = [5, 1, 7, 4, 6]
    blocks, labels = [], []
    for n in sizes:
        r = np.argsort(rng.random((4, n)), axis=1).T + 1.0
        r = r * rng.integers(1, 4, size=(1, 4))  # gaps in positions
        r[rng.random((n, 4)) < 0.3] = np.nan
        blocks.append(r)
        labels.append(rng.choice(3, size=n, p=[0.5, 0.3, 0.2]))
    ranks = np.vstack(blocks)
    ranks[:, 3] = np.nan  # a ranker that returned nothing
    ranks[2, :] = np.nan  # an item no ranker returned
    ranks[sizes[0]:sizes[0] + 1, 0] = 1.0  # the 1-item query is ranked by someone
    offsets = np.concatenate([[0], np.cumsum(sizes)])
    return Rankings(
        offsets=offsets,
        ranks=ranks,
        qids=[f"q{i}" for i in range(len(sizes))],
        docids=[f"d{i}" for i in range(offsets[-1])],
        ranker_names=("A", "B", "C", "empty"),
        labels=np.concatenate(labels),
    )


def train_problem():
    return Rankings.concatenate([tricky_problem(s) for s in (1, 2, 3)])


@pytest.fixture(scope="module")
def problem():
    return tricky_problem()


# Contract checks, not quality checks: expensive learners get the small settings of their
# fast_params tag (their defaults are exercised by their own tests and the reproduction scripts).
def _ready(name):
    m = make_method(name, **method_class(name).class_tags().fast_params)
    if m.supervised:
        m.fit(train_problem(), tricky_problem(9))
    return m


@pytest.mark.parametrize("name", list_methods())
def test_aggregate_gives_a_permutation_per_query(name, problem):
    m = _ready(name)
    out = m.aggregate(problem)
    assert out.shape == (problem.n_items,)
    for sl in problem.query_slices():
        assert sorted(out[sl].tolist()) == list(range(1, sl.stop - sl.start + 1))


@pytest.mark.parametrize("name", list_methods())
def test_deterministic(name, problem):
    a = _ready(name).aggregate(problem)
    b = _ready(name).aggregate(problem)
    np.testing.assert_array_equal(a, b)


@pytest.mark.parametrize("name", list_methods())
def test_contract(name):
    cls = method_class(name)
    assert issubclass(cls, Aggregator)
    assert cls.name == name
    assert cls.citation, f"{name} must cite its paper"
    assert cls.__doc__ and cls.__doc__.strip()
    assert set(cls.param_grid) <= set(cls.defaults)
    m = make_method(name)
    # repr is a spec string that round-trips
    spec_name, params = parse_spec(repr(m.with_params(**{k: v for k, v in list(cls.defaults.items())[:1]})))
    assert spec_name == name
    with pytest.raises(ValueError, match="unknown parameter"):
        make_method(name, no_such_parameter=1)


@pytest.mark.parametrize("name", [n for n in list_methods() if method_class(n).supervised])
def test_supervised_needs_fit_and_labels(name, problem):
    with pytest.raises((NotFittedError, AttributeError, ValueError)):
        make_method(name).aggregate(problem)
    with pytest.raises(ValueError):
        make_method(name).fit(problem.without_labels())


def test_a_bare_none_where_the_string_none_is_an_option_is_that_option():
    """A spec reads a bare ``none`` as None (as for ``weights=None``); ``norm`` takes the string 'none' and not None,
    so the word is that option (issue 45's eighteenth bar: ``kemeny(unranked=none)`` was refused)."""
    from rankagg.exceptions import InvalidParameterError

    assert make_method("combsum(norm=none)").norm == "none" == make_method("combsum(norm='none')").norm
    with pytest.raises(InvalidParameterError) as info:  # no hint where 'none' is no option
        make_method("rrf(k=none)")
    assert "quote it" not in str(info.value)
