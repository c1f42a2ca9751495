"""LightGBM writes a split whose upper bin is unbounded as ``threshold=inf`` and reads it back: a lambdamart
model it trained is loaded and shipped to Dask workers (state round trip), not refused as malformed (found by
the generated face checks, issue 46)."""

from __future__ import annotations

import re

import numpy as np
import pytest

from rankagg.checks.faces import face_problem
from rankagg.methods.registry import make_method
from rankagg.models import load_model, save_model


@pytest.mark.filterwarnings("ignore::UserWarning")
def test_a_model_with_an_infinite_threshold_round_trips(tmp_path):
    pytest.importorskip("lightgbm")
    data = face_problem(0, n_items=20, top_k=12)
    m = make_method("lambdamart(early_stopping=4, methods=['borda', 'rrf'], min_data_in_leaf=3, n_estimators=8)")
    m.fit(data, data)
    thresholds = [line for line in m.model_str_.splitlines() if line.startswith("threshold=")]
    assert any("inf" in line[len("threshold="):].split() for line in thresholds)  # the case: LightGBM wrote inf
    twin = make_method(m.name, **m.get_params()).set_state(m.get_state())
    assert np.array_equal(twin.score(data), m.score(data))
    loaded = load_model(save_model(m, tmp_path / "m.json"))
    assert np.array_equal(loaded.score(data), m.score(data))
    bad = m.get_state()
    bad["model_str_"] = re.sub(r"threshold=\S+", "threshold=nan", bad["model_str_"], count=1)  # NaN: still refused
    with pytest.raises(ValueError, match="model_str_"):
        make_method(m.name, **m.get_params()).set_state(bad)
