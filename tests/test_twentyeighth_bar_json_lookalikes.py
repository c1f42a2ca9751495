"""Issue 45's twenty-eighth bar: a file whose first line opens with '{' or '[' was told it "holds JSON such as BEIR's
results" whatever followed (Liquipedia's wikitext table '{|': u28e_wikitable_as_run; NLTK's printed collocations
'[((': u28c_nltk_tuples_as_run), and a CWB vertical file was told a field count at the runs door, which shows the
recognisers two lines (u28c_vertical_as_run).  Each is now named for what it is at both doors, plain and gzipped;
JSON in its every opening is still told as JSON."""

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

import rankagg
from rankagg.io.json_documents import json_start
from tests.door_files import refusal_through_the_api

FILES = {
    "liquipedia.txt": ('{| class="wikitable sortable"\n! # !! Team !! Points\n|-\n| 1 || [[Team Vitality]] || 2000\n'
                       "|}\n", "wikitext"),
    "bigrams.txt": ("[(('make', 'decision'), 14.23), (('make', 'sure'), 13.07)]\n", "NLTK"),
    "bigrams_one.txt": ("(('make', 'decision'), 14.23)\n(('make', 'sure'), 13.07)\n", "NLTK"),
    "bnc.vert": ('<doc id="bnc_A00">\n<s>\nThey\tPP\tthey\nmade\tVVD\tmake\n</s>\n</doc>\n', "vertical file"),
}
RUN = "make_VERB Q0 decision 1 14.2 logdice\nmake_VERB Q0 sure 2 13.0 logdice\n"


@pytest.mark.parametrize("gz", [False, True])
@pytest.mark.parametrize("door", ["run", "qrels"])
@pytest.mark.parametrize("name", sorted(FILES))
def test_named_for_what_it_is(tmp_path, name, door, gz):
    content, what = FILES[name]
    data = content if isinstance(content, bytes) else content.encode()
    name = name + (".gz" if gz else "")
    message = refusal_through_the_api(tmp_path, name, data, RUN, door)
    assert f"{name}:1" in message and what in message and "holds JSON" not in message, message


@pytest.mark.parametrize("line", ['{"q1": {"d1": 1.0}}', "{", "{ }", "{'q1': {'d1': 1.0}}", "[", "[]", '["a", "b"]',
                                  "[1, 2]", "[-0.5]", "[{\"qid\": 1}]", "[[1, 2]]", "[true]", "[null]", "\ufeff{\"a\": 1}",
                                  '  {"a": 1}', "[.5]", "[1.5e3, 2]", "[2024]", "[12 ,3]", "[1", "[0E0]"])
def test_json_opens_as_json(line):
    assert json_start(line)


@pytest.mark.parametrize("line", ['{| class="wikitable"', "[(('a', 'b'), 1.0)]", "[Event \"x\"]", "[section]",
                                  "{{Infobox team", "q1 Q0 d1 1 1.0 t", "(('a', 'b'), 1.0)", "{|",
                                  "[3DATAVOLLEYSCOUT]", "[3MATCH]", "[1st round]", "[2e5x]"])
def test_lookalikes_do_not(line):
    assert not json_start(line)


@given(st.lists(st.one_of(st.integers(), st.floats(allow_nan=False, allow_infinity=False)), max_size=5),
       st.booleans())
def test_any_array_of_numbers_opens_as_json(numbers, pretty):
    """Any JSON array of numbers, on one line or as json.dumps(indent=...) lays it out, opens as JSON."""
    assert json_start(json.dumps(numbers, indent=2 if pretty else None).split("\n")[0])


@given(st.from_regex(r"\A[0-9]{1,3}[A-DF-Za-df-z_][A-Za-z0-9_ -]{0,20}\Z"))
def test_a_section_whose_name_starts_with_digits_is_no_json(name):
    """An INI-like section ('[3DATAVOLLEYSCOUT]', DataVolley's first line: u69b_dvw_as_run) is no JSON array: a
    number in JSON is followed by a comma, a bracket or the line's end, never by a letter (an exponent's 'e' aside:
    '[0E0]' is JSON)."""
    assert not json_start(f"[{name}]")


@pytest.mark.parametrize("door", ["run", "qrels"])
def test_json_is_still_told_as_json(tmp_path, door):
    path = tmp_path / "results.txt"
    path.write_text('{"make_VERB": {"decision": 14.2}}\n')
    run = tmp_path / "logdice.run"
    run.write_text(RUN)
    with pytest.raises(Exception) as err:
        if door == "run":
            rankagg.fuse([str(path), str(run)], method="rrf")
        else:
            rankagg.evaluate(str(run), str(path))
    assert "results.txt:1" in str(err.value) and "JSON" in str(err.value)
