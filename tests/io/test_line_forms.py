"""A declared line form searched by its line starts (rankagg.io.line_forms.first_match_line) finds what
``re.compile(form, re.M).search`` finds, at the same line and offset: on the declared examples, behind a preamble, an
empty first line or another field's example, on lines drawn at random from the examples, and on the heads of the
real TREC-COVID runs that every fusion job asks; a form that looks behind or asks for the text's start is searched
as it stands."""

from __future__ import annotations

import gzip
import re

import pytest
from hypothesis import given, strategies as st

from rankagg.io import line_forms
from rankagg.io.field_catalogue import declared_files
from tests.conftest import _trec_covid_dir

LINE_FORMS = sorted({f.line for _, f in declared_files() if f.line})
EXAMPLES = [f.example for _, f in declared_files() if f.line and isinstance(f.example, str)]
BY_LINES = [form for form in LINE_FORMS if line_forms._known(form)[3]]
LINES = sorted({line for text in EXAMPLES for line in text.splitlines(keepends=True)})


def _searched(form: str, text: str) -> tuple[int, int] | None:
    found = re.compile(form, re.M).search(text)
    return None if found is None else (text.count("\n", 0, found.start()) + 1, found.start())


def test_the_forms_searched_by_line_starts_are_those_that_start_a_line():
    assert len(BY_LINES) > 100  # the typed forms of a hundred bars, each of which every run is asked
    assert all(form.startswith("^") for form in BY_LINES)
    assert {line_forms._known(f)[3] for f in ("^a(?<=a)b", "^a\\Ab", "^a|b", "a^b", "(?i)^abc", "^(?<!x)b",
                                        "^(?>(?<=x)a)", "^(?:x|(?:y\\A))+", "^(a)?(?(1)a|(?<!b))")} == {False}
    assert line_forms._known("^ab|^cd")[3] is True  # re's parser takes the common '^' out of both branches


@pytest.mark.parametrize("k", range(0, len(EXAMPLES), 7))
def test_an_example_behind_another_a_preamble_or_an_empty_line_is_found_where_re_finds_it(k):
    before = EXAMPLES[k - 1]
    texts = [EXAMPLES[k], "\n" + EXAMPLES[k], "preamble line\r\n" + EXAMPLES[k], before + "\n" + EXAMPLES[k],
             EXAMPLES[k].replace("\n", "\r\n"), before + EXAMPLES[k]]
    assert [[line_forms.first_match_line(f, t) for t in texts] for f in BY_LINES] == \
        [[_searched(f, t) for t in texts] for f in BY_LINES]


@given(st.lists(st.sampled_from(LINES + ["\n", "\r\n", "", " \t\n"]), max_size=12), st.sampled_from(BY_LINES))
def test_lines_drawn_from_the_examples_are_found_where_re_finds_them(lines, form):
    text = "".join(lines)
    assert line_forms.first_match_line(form, text) == _searched(form, text)


def test_an_anchored_or_other_form_is_answered_as_re_answers_it():
    others = [f for f in LINE_FORMS if f not in BY_LINES]
    assert others
    for form in others:
        anchored = line_forms.line_form(form)[1]
        for text in EXAMPLES[::5]:
            found = re.compile(form, re.M).match(text) if anchored else re.compile(form, re.M).search(text)
            want = None if found is None else (text.count("\n", 0, found.start()) + 1, found.start())
            assert line_forms.first_match_line(form, text) == want


@pytest.mark.parametrize("round_", [2, 5])
def test_the_real_runs_heads_meet_no_form_as_re_searched_them(round_):
    runs = sorted((_trec_covid_dir(round_) / "runs").glob("*.gz"))[:8]
    assert runs
    for run in runs:
        with gzip.open(run, "rt", encoding="utf-8") as f:
            head = f.read(1 << 14)
        assert [line_forms.first_match_line(f, head) for f in BY_LINES] == [_searched(f, head) for f in BY_LINES]
