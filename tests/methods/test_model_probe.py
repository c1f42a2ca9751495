"""A model file gives the answer it gave when written, or is refused (issue 45's eighth bar, ``u8h_v0_letor_lambdamart``).

Generated over every method that has a fitted state: its document records its scores on the fixed probe
(:mod:`rankagg.methods.model_probe`); read back unchanged it loads and scores as before; read after the code it
scores with changed (here: the class's ``score`` moved by one part in 10^5, as a changed tie rule or feature
moves it) it is refused, naming the item of the probe that moved.  A LambdaMART document written before the
probe (its stacked features changed on 2026-11-24) is refused asking for a new training; other documents
written before it are read as they were.
"""

from __future__ import annotations

import json

import numpy as np
import pytest

from rankagg.data.validation import InvalidStateError
from rankagg.exceptions import ModelFileError
from rankagg.methods.model_probe import PROBE_KEY, probe_rankings
from rankagg.methods.registry import list_methods, make_method, method_class
from rankagg.methods.state import model_from_dict, model_to_dict
from tests.methods.test_common import train_problem, tricky_problem

pytestmark = pytest.mark.filterwarnings("ignore::rankagg.exceptions.ConvergenceWarning")

FITTED = [n for n in list_methods() if method_class(n).fitted_attributes]


def _fitted(name: str):
    m = make_method(name, **method_class(name).class_tags().fast_params)
    return m.fit(train_problem(), tricky_problem(9)) if m.supervised else m.fit(train_problem())


@pytest.fixture(scope="module")
def documents():
    cache: dict = {}

    def get(name):
        if name not in cache:
            model = _fitted(name)
            cache[name] = (model, json.loads(json.dumps(model_to_dict(model))))
        return cache[name]
    return get


@pytest.mark.parametrize("name", FITTED)
def test_every_fitted_document_records_its_probe_and_reads_back_to_the_same_answer(name, documents):
    model, doc = documents(name)
    assert PROBE_KEY in doc, f"{name}: no probe recorded"
    data = train_problem()
    recorded = np.array([np.nan if v is None else v for v in doc[PROBE_KEY]["scores"]])
    probe = probe_rankings(model.n_rankers_, model.ranker_names_)
    np.testing.assert_array_equal(np.asarray(model.score(probe), dtype=float), recorded)
    again = model_from_dict(doc)
    np.testing.assert_array_equal(again.score(data), model.score(data))


@pytest.mark.parametrize("name", FITTED)
def test_a_document_whose_answer_changed_since_it_was_written_is_refused(name, documents, monkeypatch):
    _, doc = documents(name)
    cls = method_class(name)
    score = cls.score
    monkeypatch.setattr(cls, "score", lambda self, data: np.asarray(score(self, data), dtype=float) * (1 + 1e-5) + 1e-5)
    with pytest.raises(InvalidStateError, match=r"another answer with this rankagg than when it was written \(item \d+ "
                                                r"of the probe scored .* when the model was written and .* now\)"):
        model_from_dict(doc)


@pytest.mark.parametrize("name", FITTED)
def test_a_document_before_the_probe_is_read_as_before_except_lambdamart(name, documents):
    model, doc = documents(name)
    old = {k: v for k, v in doc.items() if k != PROBE_KEY}
    if name == "lambdamart":
        with pytest.raises(ModelFileError, match="a lambdamart model written by rankagg before 2026-11-30 .*"
                                                 "train it again with this version"):
            model_from_dict(old)
    else:
        np.testing.assert_array_equal(model_from_dict(old).score(train_problem()), model.score(train_problem()))


@pytest.mark.parametrize("probe", [[], {"scores": "x"}, {"scores": [1.0]}, {"scores": [0.0] * 21}])
def test_a_malformed_or_foreign_probe_is_refused(probe, documents):
    _, doc = documents("best_input")
    with pytest.raises(InvalidStateError):
        model_from_dict({**doc, PROBE_KEY: probe})


def test_the_probe_is_fixed_and_has_ties_and_partial_lists():
    a, b = probe_rankings(4, ("A", "B", "C", "D")), probe_rankings(4, ("A", "B", "C", "D"))
    np.testing.assert_array_equal(a.ranks, b.ranks)
    np.testing.assert_array_equal(a.scores, b.scores)
    assert np.isnan(a.ranks[:, 1:]).any() and not np.isnan(a.ranks[:, 0]).any()
    tied = [len(np.unique(s[~np.isnan(s)])) < int((~np.isnan(s)).sum()) for s in a.scores[:7].T]
    assert any(tied)
