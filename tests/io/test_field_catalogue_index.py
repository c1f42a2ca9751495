"""The catalogue's index (:class:`rankagg.io.field_catalogue._TextIndex`) asks a head only the declarations it could
be, by its XML root, its JSON opening and its header's cells: it must tell every head exactly as asking every
declaration in the catalogue's order does (the first that tells it wins, at the same line).  The reference here is
that scan, written out; the heads are every declaration's example, examples run together (where two declarations
could both tell the head, the order decides), and drawn tables whose headers mix declared columns."""

from __future__ import annotations

from hypothesis import given, settings
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
    lines = text.split("\n")[:_HEAD_LINES]
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


def test_a_line_form_s_required_run_is_in_every_text_it_matches():
    """A head without a line form's literal run is not searched (:func:`rankagg.io.field_catalogue._required`): that
    changes no answer only if every text the form matches holds the run.  Asked of every line form against every
    example, alone and all run together, where each match is checked to hold the run."""
    from rankagg.io.field_catalogue import _pattern, _required

    texts = [_plain(t) for t in EXAMPLES] + [_plain("\n".join(EXAMPLES))]
    forms = sorted({f.line for _, f in DECLARED if f.line})
    with_run = [line for line in forms if _required(line)]
    assert len(with_run) > 100  # most forms hold one: the filter is in use
    missed = [(line, text[:60]) for line in with_run for text in texts
              if _pattern(line).search(text) is not None and _required(line) not in text]
    assert not missed, missed
    # a case-blind form, or one whose literals sit in an alternative, a case-blind or optional group or a class,
    # gives none
    assert [_required(p) for p in (r"(?i)\Aabcdef", r"\A(?:abcdef|ghijkl)", r"\A(?i:abcdef)", r"x(?:abcdef)?y",
                                   r"[abc]{3}")] == [""] * 5
    assert _required(r"\A\$PRACTISCORE [\d.]+ RESULTS") == "$PRACTISCORE "
