"""``export_model`` of a model tuned at an input depth (issue 45, left on the thirteenth session): a model tuned with
``rankagg tune --engine E --input-depth N`` holds weights and constants fitted to each list's first N documents.
Its export is the export with the window N, under the engine's own name for it; an engine that takes no per-list
window refuses it naming ``--input-depth``, never exported as if tuned on whole lists.  Generated over the catalogue:
for each preset, the model ``tune --engine`` would write (its search space's method, fitted to the engine) at a
depth, without one, and with a window given beside it."""

from __future__ import annotations

import json

import pytest

from rankagg.engines import export_model, export_request
from rankagg.engines.catalogue import DIALECTS
from rankagg.engines.limits import INTEGER_LIMITS
from rankagg.engines.tuning import engine_search, fit_to_engine
from rankagg.experiments.tune import TuneResult
from rankagg.methods.registry import make_method
from rankagg.methods.state import record_input_depth
from rankagg.models import save_fusion_model

LISTS = ["bm25", "dense"]
DEPTH = 37


def _model(tmp_path, engine: str, input_depth: int | None):
    """The model ``rankagg tune --engine`` writes for ``engine`` (its space's method, its defaults, fitted to the
    engine), recorded at ``input_depth`` by the one writer's rule (``record_input_depth``)."""
    space = engine_search(engine, LISTS, None, "nested")
    method = make_method(space.method)
    params = {k: v for k, v in method.params.items() if k != "weights"}
    tuned = TuneResult(method=space.method.split("(")[0], measure="nDCG@10", params=params,
                       weights={"bm25": 1.0, "dense": 0.5 if space.weights != "equal" else 1.0},
                       cv_estimate=0.5, cv_default=0.5, train_score=0.5)
    fitted = fit_to_engine(tuned, space)
    path = tmp_path / f"{engine}-{input_depth}.json"
    save_fusion_model(record_input_depth(fitted.to_model(), input_depth), path)
    return path, fitted


@pytest.mark.parametrize("engine", list(DIALECTS))
def test_a_model_tuned_at_a_depth_exports_with_that_window_or_is_refused(tmp_path, engine):
    path, fitted = _model(tmp_path, engine, DEPTH)
    whole = export_request(engine, fitted.method, fitted.params, fitted.weights, LISTS)
    if (engine, "window") in INTEGER_LIMITS:
        got = export_model(path, engine, LISTS)
        assert got == export_request(engine, fitted.method, fitted.params, fitted.weights, LISTS, window=DEPTH)
        assert got != whole, engine  # the window is in the request ...
        assert str(DEPTH) in json.dumps(got) and str(DEPTH) not in json.dumps(whole)
        # ... and the same window given again is that export; another one contradicts the model
        assert export_model(path, engine, LISTS, window=DEPTH) == got
        with pytest.raises(ValueError, match=rf"window {DEPTH + 1}: .*first {DEPTH} documents"):
            export_model(path, engine, LISTS, window=DEPTH + 1)
    else:
        with pytest.raises(ValueError, match=rf"{engine} takes no per-list window.*--input-depth {DEPTH}"):
            export_model(path, engine, LISTS)


@pytest.mark.parametrize("engine", list(DIALECTS))
def test_a_model_tuned_on_whole_lists_exports_as_before(tmp_path, engine):
    path, fitted = _model(tmp_path, engine, None)
    assert export_model(path, engine, LISTS) == export_request(engine, fitted.method, fitted.params, fitted.weights,
                                                               LISTS)


def test_the_window_is_the_engines_own_parameter(tmp_path):
    """By hand, three engines' names for the window: Elasticsearch's rank_window_size, Qdrant's prefetch limit,
    MongoDB's $limit ending each pipeline."""
    es = export_model(_model(tmp_path, "elasticsearch_rrf", DEPTH)[0], "elasticsearch_rrf", LISTS)
    assert json.dumps(es).count('"rank_window_size": 37') == 1
    qd = export_model(_model(tmp_path, "qdrant_rrf", DEPTH)[0], "qdrant_rrf", LISTS)
    assert json.dumps(qd).count('"limit": 37') == 2
    mg = export_model(_model(tmp_path, "mongodb_rank_fusion", DEPTH)[0], "mongodb_rank_fusion", LISTS)
    assert json.dumps(mg).count('{"$limit": 37}') == 2
