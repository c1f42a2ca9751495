"""Issue 45 (the thirty-second bar's API rows): an object loaded in Python and given to rankagg.fuse as the runs,
that no recogniser knows, was told only its first wrong value ("run 'id': expected {qid: {docid: score}}, got str"),
which says nothing of what it is.  The refusal now also says the keys it holds: the runs' own keys for a mapping, a
record's keys for a list of records (named run1, run2, ...)."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import rankagg

KEYS = st.lists(st.from_regex(r"[a-z][a-zA-Z0-9_]{0,10}", fullmatch=True), min_size=1, max_size=12, unique=True)


def _said(obj) -> str:
    with pytest.raises(ValueError) as err:
        rankagg.fuse(obj, method="rrf")
    return str(err.value)


def _shown(keys: list[str]) -> str:
    return ", ".join(keys[:8]) + (", ..." if len(keys) > 8 else "")


@settings(max_examples=40, deadline=None)
@given(keys=KEYS)
def test_a_mapping_of_texts_is_told_its_keys(keys):
    said = _said({k: f"value {i}" for i, k in enumerate(keys)})
    assert f"run {keys[0]!r}: expected {{qid: {{docid: score}}}}, got str" in said
    assert said.endswith(f"; the runs given have the keys {_shown(keys)}"), said


@settings(max_examples=40, deadline=None)
@given(keys=KEYS)
def test_a_mapping_of_records_is_told_its_keys(keys):
    said = _said({k: {"field": [1, 2]} for k in keys})
    assert said.endswith(f"; the runs given have the keys {_shown(keys)}"), said


@settings(max_examples=40, deadline=None)
@given(keys=KEYS.filter(lambda ks: not any(k.startswith("run") for k in ks)))
def test_a_list_of_records_is_told_a_records_keys(keys):
    said = _said([{k: "x" for k in keys}])
    assert said.endswith(f"; run 'run1' has the keys {_shown(keys)}"), said


def test_runs_still_fuse():
    fused = rankagg.fuse({"a": {"q1": {"d1": 0.9, "d2": 0.1}}, "b": {"q1": {"d2": 0.8, "d1": 0.2}}}, method="rrf")
    assert set(fused["q1"]) == {"d1", "d2"}
