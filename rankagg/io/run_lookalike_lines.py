"""A table that passes for TREC run lines (six blank-separated fields a line, the fifth a number: all trec_eval
asks), told by the two fields trec_eval never reads and every tool that writes runs writes the same way: the second,
TREC's constant 'Q0' (or the iteration, 0), and the fourth, the rank, a number.

Each bar of issue 45 met, at first contact, a field's own table of that shape that no declaration knew yet: a ski
race's bib draw (``1 512345 KELLER Lukas 2003 SUI``: a FIS code second, a first name fourth, a birth year fifth), a
fleet's PHRF list (``USA-60123 Rascal J/105 PHRF-A 81 SPIN``), a Zeek log's records, PLINK's families.  Read as
runs, their names and years are fused as documents and scores: a wrong answer, with no error.  rankagg reads any
token in those two fields, as trec_eval does (docs/reliability.md: a rank 0-based, negative, non-integer, a word on
some lines); the door refuses a file only when none of its first :data:`HEAD_LINES` lines has 'Q0' (or 0) second,
and either none has a number fourth (:func:`word_rank_reason`), or the second field changes from line to line
(:func:`varying_second_reason`), or the sixth, a run's one tag, does (a mahjong league's score sheet, ``R03 T1
tanaka-k 1 +58.2 E``: a seat's wind last, u58a_score_sheet_as_run, was fused as a run at first contact), or a
query's numbers in the rank field fall from one of its lines to its next (:func:`falling_rank_reason`: a podcast
committee's vote tally, ``true-crime 2026-w07 harbour-files 7 1 1``, votes for where a rank stands, sorted by the
votes, u95a_vote_tally_as_run, was fused as a run at first contact; every tool writes a query's ranks in the order
of its lines).  One line with 'Q0' among them is enough to read it as before (``1 Q0 a x 3.0 t`` is a run that
numbers nothing), and so is a constant second field beside ranks that never fall and one tag (``1 2 3 1 0.5 x``:
ids that are numbers).  No run of the TREC-COVID rounds has anything but 'Q0' there.

A declared field's look-alike (:mod:`rankagg.io.fields`) is named by its declaration first; this is the door's
rule for the ones no declaration knows yet, and names the file and line, not the tool."""

from __future__ import annotations

from rankagg.io.text_input import fields_of, is_number

__all__ = ["HEAD_LINES", "lookalike_reason", "word_rank_reason", "varying_second_reason", "falling_rank_reason"]

#: the head's lines that are asked (its first non-blank lines that are no '#' comment)
HEAD_LINES = 40
#: the second field of a run line as the tools write it (TREC's literal 'Q0'; some write the iteration, 0)
_RUN_ITERATIONS = frozenset({"Q0", "q0", "0"})
_FIX = ("trec_eval ignores that field, but every tool that writes runs writes it so: give rankagg runs as 'qid Q0 "
        "docid rank score tag' lines")


def _table_lines(lines: list[tuple[int, str]]) -> list[list[str]] | None:
    """The fields of ``lines`` when every one holds six and none 'Q0' (or 0) second, else None."""
    fields = []
    for _, text in lines:  # a run's first line ends it: every run is asked this of its forty lines
        line_fields = fields_of(text)
        if len(line_fields) != 6 or line_fields[1] in _RUN_ITERATIONS:
            return None
        fields.append(line_fields)
    return fields or None


def lookalike_reason(lines: list[tuple[int, str]]) -> tuple[int, str] | None:
    """(line, reason) when ``lines`` (a file's first lines, each with its 1-based number) are a table's that pass for
    run lines (:func:`word_rank_reason`, :func:`varying_second_reason`, a tag that changes, then
    :func:`falling_rank_reason`), else None."""
    fields = _table_lines(lines)
    return None if fields is None else (_word_rank(lines, fields) or _varying_second(lines, fields)
                                        or _varying_tag(lines, fields) or _falling_rank(lines, fields))


def word_rank_reason(lines: list[tuple[int, str]]) -> tuple[int, str] | None:
    """(line, reason) when ``lines`` all hold six fields, none of them a number fourth nor 'Q0' (or 0) second."""
    fields = _table_lines(lines)
    return None if fields is None else _word_rank(lines, fields)


def varying_second_reason(lines: list[tuple[int, str]]) -> tuple[int, str] | None:
    """(line, reason) when ``lines`` all hold six fields, none 'Q0' (or 0) second, and that field changes."""
    fields = _table_lines(lines)
    return None if fields is None else _varying_second(lines, fields)


def falling_rank_reason(lines: list[tuple[int, str]]) -> tuple[int, str] | None:
    """(line, reason) when ``lines`` all hold six fields, none 'Q0' (or 0) second, and a query's number in the rank
    field falls from one of its lines to its next."""
    fields = _table_lines(lines)
    return None if fields is None else _falling_rank(lines, fields)


def _word_rank(lines: list[tuple[int, str]], fields: list[list[str]]) -> tuple[int, str] | None:
    if any(is_number(f[3]) for f in fields):
        return None
    at, first = lines[0][0], fields[0]
    where = f"on any of its first {len(lines)} lines" if len(lines) > 1 else "on its one line"
    return at, (f"holds six fields a line as a TREC run does, but the fourth, where a run writes its rank, is no "
                f"number {where} ({first[3]!r} here; the fifth, {first[4]!r}, would be read as the score and "
                f"{first[2]!r} as a document): a table of another tool's (a start list, a ratings list, a register) "
                f"that passes for run lines, not a run.  {_FIX}")


def _varying_second(lines: list[tuple[int, str]], fields: list[list[str]]) -> tuple[int, str] | None:
    k = next((k for k, f in enumerate(fields) if f[1] != fields[0][1]), None)
    if k is None:
        return None
    return lines[0][0], (f"holds six fields a line as a TREC run does, but the second, where a run writes TREC's "
                         f"constant 'Q0' (or the iteration, 0), changes from line to line ({fields[0][1]!r} at line "
                         f"{lines[0][0]}, {fields[k][1]!r} at line {lines[k][0]}): a column of another tool's table "
                         f"(a code, a name, a number), not a run; were it one, {fields[0][2]!r} would be read as a "
                         f"document and {fields[0][4]!r} as its score.  {_FIX} (if the documents' ids stand second, "
                         "put them third)")


def _varying_tag(lines: list[tuple[int, str]], fields: list[list[str]]) -> tuple[int, str] | None:
    k = next((k for k, f in enumerate(fields) if f[5] != fields[0][5]), None)
    if k is None:
        return None
    return lines[0][0], (f"holds six fields a line as a TREC run does, but neither 'Q0' (or the iteration, 0) second "
                         f"nor one tag sixth: the sixth changes from line to line ({fields[0][5]!r} at line "
                         f"{lines[0][0]}, {fields[k][5]!r} at line {lines[k][0]}), where a run names itself on every "
                         f"line the same; a column of another tool's table, not a run; were it one, "
                         f"{fields[0][2]!r} would be read as a document and {fields[0][4]!r} as its score.  {_FIX}")


def _falling_rank(lines: list[tuple[int, str]], fields: list[list[str]]) -> tuple[int, str] | None:
    last: dict[str, int] = {}  # a query's last line with a number in the rank field (its index in ``fields``)
    for k, f in enumerate(fields):
        if not is_number(f[3]):
            continue
        j = last.get(f[0])
        if j is not None and float(f[3]) < float(fields[j][3]):
            return lines[j][0], (
                f"holds six fields a line as a TREC run does, but neither 'Q0' (or the iteration, 0) second "
                f"({fields[0][1]!r} here) nor ranks in the order of its lines: the fourth field of {f[0]!r} falls "
                f"from {fields[j][3]} at line {lines[j][0]} to {f[3]} at line {lines[k][0]}, where every tool that "
                f"writes runs writes a query's ranks 1, 2, 3 down its lines; a typed table (a vote tally, a score "
                f"sheet) sorted by another column, not a run; were it one, {fields[j][2]!r} would be read as a "
                f"document and {fields[j][4]!r} as its score.  {_FIX}")
        last[f[0]] = k
    return None
