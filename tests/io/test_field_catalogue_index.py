"""The catalogue's index (:class:`rankagg.io.field_index.TextIndex`) asks a head only the declarations it could
be, by its XML root, its JSON opening and its header's cells: it must tell every head exactly as asking every
declaration in the catalogue's order does (the first that tells it wins, at the same line).  The reference here is
that scan, written out; the heads are every declaration's example, examples run together (where two declarations
could both tell the head, the order decides), and drawn tables whose headers mix declared columns."""

from __future__ import annotations

from hypothesis import example, given, settings
from hypothesis import strategies as st

from rankagg.io.field_catalogue import (_HEAD_LINES, _NOT_LINES, _catalogue_head, _lookalike, _plain, _told_at,
                                        declared_files)
from rankagg.io.header_tables import separated_cells
from rankagg.io.xml_head import xml_root

DECLARED = list(declared_files())
EXAMPLES = [f.example for _, f in DECLARED if isinstance(f.example, str)]
COLUMNS = sorted({c for _, f in DECLARED for c in f.columns})


def _scan(text: str) -> tuple[int, str] | None:
    """Every declared text file asked in order, as the catalogue did before its index."""
    lines, root = text.split("\n")[:_HEAD_LINES], xml_root(text)
    cells = [separated_cells(line) for line in lines]
    for field, f in DECLARED:
        if not f.magic:
            at = _told_at(f, text, lines, cells, root)
            if at is not None:
                return at, f"is {f.what}, {_NOT_LINES}{field.advice}"
    return None


def _scan_lookalike(text: str) -> bool:
    lines = text.split("\n")[:_HEAD_LINES]  # a look-alike is told within the head's first forty lines
    text = "\n".join(lines)
    cells = [separated_cells(line) for line in lines]
    return any(_told_at(f, text, lines, cells, None) is not None for _, f in DECLARED if f.lookalike)


def _same(text: str) -> None:
    head = _plain(text)
    assert _catalogue_head.__wrapped__(head) == _scan(head), head[:300]
    assert _lookalike.__wrapped__(head) == _scan_lookalike(head), head[:300]


def test_every_example_is_told_as_the_scan_tells_it():
    told = 0
    for example in EXAMPLES:
        _same(example)
        told += _scan(_plain(example)) is not None
    assert len(EXAMPLES) > 400 and told > 0.9 * len(EXAMPLES)


@settings(max_examples=150, deadline=None)
@given(st.lists(st.sampled_from(EXAMPLES), min_size=2, max_size=3), st.booleans())
def test_examples_run_together_are_told_as_the_scan_tells_them(examples, preamble):
    _same(("# exported\n" if preamble else "") + "\n".join(examples))


@settings(max_examples=200, deadline=None)
@given(st.lists(st.sampled_from(COLUMNS), min_size=1, max_size=8, unique=True),
       st.sampled_from(["\t", ",", ";", "|", " "]), st.integers(0, 3))
def test_headers_of_declared_columns_are_told_as_the_scan_tells_them(columns, sep, above):
    header = sep.join(c.upper() if k % 2 else c for k, c in enumerate(columns))
    body = sep.join(str(k) for k in range(len(columns)))
    _same("title line\n" * above + header + "\n" + body + "\n")


def _texts() -> list[str]:
    """Every example alone, all run together, and each in upper and in lower case (the case-blind forms' test)."""
    texts = [_plain(t) for t in EXAMPLES] + [_plain("\n".join(EXAMPLES))]
    return texts + [t.upper() for t in texts] + [t.lower() for t in texts]


def _found(line: str, text: str) -> int | None:
    from rankagg.io.field_catalogue import _pattern

    found = _pattern(line).search(text)
    return None if found is None else found.start()


def test_a_line_form_is_found_where_its_search_finds_it():
    """A head is asked a line form only when it holds what every match holds (:func:`rankagg.io.line_forms.
    head_holds`: a literal text, one of an alternation's, a case-blind form's in an ASCII head lower-cased, the literal
    start of a '^' line) and a form anchored at the head's start is matched there, not searched: neither may change
    an answer.  Asked of every line form against every example, alone, all run together, upper- and lower-cased,
    against the plain search."""
    from rankagg.io.line_forms import (head_holds as _holds, line_form as _form, line_pattern as _pattern,
                                       required_texts as _required)

    forms = sorted({f.line for _, f in DECLARED if f.line})
    texts = _texts()
    assert sum(bool(_required(line)) for line in forms) > 200  # most forms hold a text: the filter is in use
    assert sum(_form(line)[1] for line in forms) > 200 and sum(bool(_form(line)[2]) for line in forms) > 20
    wrong = []
    for line in forms:
        pattern, anchored = _pattern(line), _form(line)[1]
        for text in texts:
            found = (pattern.match(text) if anchored else pattern.search(text)) if _holds(line, text) else None
            if (None if found is None else found.start()) != _found(line, text):
                wrong.append((line, text[:60]))
    assert not wrong, wrong[:5]
    # a case-scoped group, an optional group or a class gives none; an alternation gives one text of each branch
    assert [_required(p) for p in (r"\A(?i:abcdef)", r"x(?:abcdef)?y", r"[abc]{3}", r"^(?:ab|cdef)")] == [()] * 4
    assert _required(r"\A\$PRACTISCORE [\d.]+ RESULTS") == ("$PRACTISCORE ",)
    assert _required(r"(?i)^[^\n]*\border of PLAY\b") == ("order of play",)
    assert _required(r"^(?:Archive member|Discarded)") == ("Archive member", "Discarded")
    assert _required(r"^(?=[^\n]*\bshortName\b)x") == ("shortName",)
    assert _form(r"^P[ \t]+\d") == (False, False, "P") and _form(r"\Aab|^c") == (False, False, "")


@given(st.lists(st.sampled_from(EXAMPLES), min_size=1, max_size=4), st.sampled_from(["", "\u017f", "\u212a"]))
@settings(max_examples=60, deadline=None)
@example(examples=[f.example for _, f in DECLARED if "SKATER" in f.line], letter="\u017f")
def test_a_drawn_head_is_told_as_the_plain_search_tells_it(examples, letter):
    """Examples drawn and run together, with a letter whose case fold is an ASCII one ('\u017f' folds to 's',
    '\u212a' to 'k'): a case-blind form in such a head is searched, never skipped for its lower-cased text."""
    from rankagg.io.line_forms import head_holds as _holds, line_form as _form, line_pattern as _pattern

    text = "\n".join(examples)
    for ascii_letter in {"\u017f": "sS", "\u212a": "kK"}.get(letter, ""):
        text = text.replace(ascii_letter, letter)
    text = _plain(text)
    for line in sorted({f.line for _, f in DECLARED if f.line}):
        pattern = _pattern(line)
        found = (pattern.match(text) if _form(line)[1] else pattern.search(text)) if _holds(line, text) else None
        assert (None if found is None else found.start()) == _found(line, text), line