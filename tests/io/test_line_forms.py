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


#: every declared form in one union, as a run's door asks the look-alikes' (rankagg.io.line_forms.FormUnion)
UNION = line_forms.FormUnion(LINE_FORMS)


def _any_alone(forms: list[str], text: str) -> bool:
    return any(line_forms.line_pattern(f).search(text) is not None for f in forms)


def test_most_forms_join_the_union_and_those_that_refer_to_a_group_stay_alone():
    assert len(UNION.alone) < len(LINE_FORMS) / 10
    for form in UNION.alone:  # a form searched along the head, or one holding what an alternation changes
        anchored, by_lines = line_forms.line_form(form)[1], line_forms._known(form)[3]
        assert not (anchored or by_lines) or re.search(r"\\[1-9]|\(\?P|\(\?\(|\(\?[aiLmsux]+\)|\(\?<|.\\A", form)


@pytest.mark.parametrize("k", range(0, len(EXAMPLES), 3))
def test_the_union_finds_a_form_in_an_example_exactly_when_one_form_alone_does(k):
    for text in (EXAMPLES[k], "preamble line\n" + EXAMPLES[k], EXAMPLES[k].upper()):
        assert UNION.found(text) == _any_alone(LINE_FORMS, text)


@given(st.lists(st.sampled_from(LINES + ["\n", "\r\n", "", " \t\n", "1 Q0 d1 1 2.5 bm25\n"]), max_size=12))
def test_the_union_answers_lines_drawn_from_the_examples_as_the_forms_alone(lines):
    text = "".join(lines)
    assert UNION.found(text) == _any_alone(LINE_FORMS, text)


@pytest.mark.parametrize("forms,text,found", [
    (["^(a)\\1$", "^(b)\\1$"], "x\nbb", True),  # in one alternation, the second form's \1 would be the first's group
    (["^(?P<x>a)(?P=x)", "^(?P<x>b)(?P=x)"], "bb", True),  # a group name given twice is an error there
    (["(?i)^abc", "^xyz"], "ABC", True),  # a global flag within an alternation is an error
    (["(?i)\\Aabc", "\\Axyz"], "ABC", True),  # anchored, its flag before its anchor
    (["\\A(a)?(?(1)b|c)", "\\Ad"], "c", True),
    (["^x(?<=\\nx)y", "^q"], "z\nxy", True),
    (["^ab|^cd", "\\Azz"], "zz\ncd", True),  # re's parser takes the common '^' out of both branches
    (["^(a)\\1$", "\\Ab"], "ab", False),
])
def test_forms_that_cannot_join_an_alternation_are_asked_alone(forms, text, found):
    union = line_forms.FormUnion(forms)
    assert union.found(text) is found is _any_alone(forms, text)


@pytest.mark.parametrize("round_", [2, 5])
def test_no_form_is_found_in_a_real_runs_head_alone_or_in_union(round_):
    for run in sorted((_trec_covid_dir(round_) / "runs").glob("*.gz")):
        with gzip.open(run, "rt", encoding="utf-8") as f:
            head = "\n".join(f.read(1 << 14).split("\n")[:40])
        assert UNION.found(head) is False and _any_alone(LINE_FORMS, head) is False
