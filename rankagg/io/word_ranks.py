"""A table that passes for TREC run lines, told by its rank field: six blank-separated fields a line, the fifth a
number (all trec_eval asks), but the fourth, where every run writes its rank, a word on every line of the head.

Each bar of issue 45 met, at first contact, a field's own table of that shape that no declaration knew yet: a ski
race's bib draw (``1 512345 KELLER Lukas 2003 SUI``: a first name fourth, a birth year fifth), a fleet's PHRF list
(``USA-60123 Rascal J/105 PHRF-A 81 SPIN``).  Read as runs, their names and years are fused as documents and
scores: a wrong answer, with no error.  trec_eval never reads the rank field, and rankagg reads any token there
(docs/reliability.md: 0-based, negative, non-integer, a word on some lines); what no tool that writes runs writes
is a rank field without a number on any line, and no 'Q0' (nor 0) in the field before the document.  So the door
refuses a file only when none of its first :data:`HEAD_LINES` lines has a number there nor the run's 'Q0': one run
line among them is enough to read it as before (``1 Q0 a x 3.0 t`` is a run that numbers nothing).

A declared field's look-alike (:mod:`rankagg.io.fields`) is named by its declaration first; this is the door's
rule for the ones no declaration knows yet, and names the file and line, not the tool."""

from __future__ import annotations

from rankagg.io.text_input import fields_of, is_number

__all__ = ["HEAD_LINES", "word_rank_reason"]

#: the head's lines that are asked (its first non-blank lines that are no '#' comment)
HEAD_LINES = 40
#: the second field of a run line as the tools write it (TREC's literal 'Q0'; some write the iteration, 0)
_RUN_ITERATIONS = frozenset({"Q0", "q0", "0"})


def word_rank_reason(lines: list[tuple[int, str]]) -> tuple[int, str] | None:
    """(line, reason) when ``lines`` (a file's first lines, each with its 1-based number) all hold six fields, none
    of them a number fourth nor 'Q0' (or 0) second; None when one of them is no six fields or has either."""
    if not lines:
        return None
    fields = [fields_of(text) for _, text in lines]
    if any(len(f) != 6 or is_number(f[3]) or f[1] in _RUN_ITERATIONS for f in fields):
        return None
    at, first = lines[0][0], fields[0]
    where = f"on any of its first {len(lines)} lines" if len(lines) > 1 else "on its one line"
    return at, (f"holds six fields a line as a TREC run does, but the fourth, where a run writes its rank, is no "
                f"number {where} ({first[3]!r} here; the fifth, {first[4]!r}, would be read as the score and "
                f"{first[2]!r} as a document): a table of another tool's (a start list, a ratings list, a register) "
                "that passes for run lines, not a run.  trec_eval ignores the rank field, but every tool that writes "
                "runs writes a number there: give rankagg runs as 'qid Q0 docid rank score tag' lines")
