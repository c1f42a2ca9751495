"""Issue 45: JSON that no recogniser knows was told only that it is JSON ("holds JSON", "its first record has no
model_a ... columns"), which says nothing of what the file is.  Its first keys are now said at every door (a .json
name, any other name, gzipped, runs and qrels), in the order written, nested ones too; JSON without keys keeps the
note it had."""

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rankagg.io.json_documents import json_keys
from tests.door_files import refusal_through_the_api

RUN = "q1 Q0 d1 1 0.9 bm25\nq1 Q0 d2 2 0.5 bm25\n"
KEYS = st.lists(st.from_regex(r"[A-Za-z_][A-Za-z0-9_]{0,14}", fullmatch=True), min_size=1, max_size=12, unique=True)


@settings(max_examples=60, deadline=None)
@given(keys=KEYS, as_list=st.booleans())
def test_the_first_keys_are_said_in_order(keys, as_list):
    record = {k: i for i, k in enumerate(keys)}
    said = json_keys(json.dumps([record] if as_list else record))
    assert said == "its keys include " + ", ".join(keys[:8]) + (", ..." if len(keys) > 8 else "")


def test_nested_keys_escapes_and_values_that_look_like_keys():
    text = json.dumps({"meta": {"disclaimer": "a \"quoted\": value", "terms": "x"}, "results": [{"id": 1}]})
    assert json_keys(text) == "its keys include meta, disclaimer, terms, results, id"
    assert json_keys('{"a\\"b": 1}') == 'its keys include a\\"b'
    assert json_keys("[1, 2, 3]") is None and json_keys('["a", "b"]') is None and json_keys("") is None


@pytest.mark.parametrize("gz", [False, True])
@pytest.mark.parametrize("door", ["run", "qrels"])
@pytest.mark.parametrize("name", ["events.json", "events.txt"])
def test_said_at_both_doors(tmp_path, name, door, gz):
    text = json.dumps([{"eventUid": "e1", "matchClock": 12.5, "pitchZone": 7}])
    name = name + (".gz" if gz else "")
    message = refusal_through_the_api(tmp_path, name, text.encode(), RUN, door)
    assert f"{name}:1:" in message and "its keys include eventUid, matchClock, pitchZone" in message, message


@pytest.mark.parametrize("door", ["run", "qrels"])
def test_json_without_keys_keeps_its_note(tmp_path, door):
    message = refusal_through_the_api(tmp_path, "numbers.txt", b"[0.5, 0.25, 0.125]\n", RUN, door)
    assert "numbers.txt:1:" in message and "holds JSON" in message and "its keys include" not in message, message
