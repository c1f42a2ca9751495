"""What a TREC text file that gave no line holds, for the messages that report it (issue 45's sixteenth bar).

NIST trec_eval 10.0 skips a run line whose first non-blank byte is ``#`` and a qrels line whose first byte is
``#`` (:mod:`rankagg.io._trec_text`), and rankagg reads them so.  A team that keys its queues by Slack
channels (``#team-payments``) writes files of such lines only: the readers then said "all run files are empty",
"empty qrels file" or "no query in common", sending the user to look for a missing file.  Every message about a
run or qrels file that gave no line goes through :func:`no_lines_note`, which says when the file holds lines
that are all comments to trec_eval, how many, and the first one.
"""

from __future__ import annotations

import os
from typing import Any, Iterable

from rankagg.io._trec_text import _QRELS_COMMENT, _RUN_COMMENT
from rankagg.io.text_input import BLANKS, is_number, read_bytes

__all__ = ["commented_run", "no_lines_note", "no_run_lines", "query_sample"]

_MARK = b"\xef\xbb\xbf"


def no_lines_note(path: Any, *, qrels: bool = False) -> str:
    """``""`` unless ``path`` (a run, or qrels with ``qrels``; plain or gzip) holds comment lines and nothing
    else but blank lines; then a clause naming the file, its count of lines and the first one."""
    if not isinstance(path, (str, os.PathLike)):
        return ""
    try:
        raw = read_bytes(path)
    except (OSError, ValueError):  # the reader has said, or will say, what is wrong with the file itself
        return ""
    raw = _marked(raw)
    comment = _QRELS_COMMENT if qrels else _RUN_COMMENT
    first = comment.search(raw)
    if first is None or comment.sub(b"", raw).strip(BLANKS.encode() + b"\n"):
        return ""
    count = len(comment.findall(raw))
    line = raw[:first.start()].count(b"\n") + 1
    text = first.group().strip(BLANKS.encode()).decode("utf-8", "replace")
    return (f"{os.fspath(path)}:{line}: {text!r}: the file's {count} line{'s' if count > 1 else ''} all begin with "
            "'#', comment lines that trec_eval 10.0 skips; a query id cannot begin with '#'")


def no_run_lines(paths: Iterable[Any]) -> str:
    """The message for run files that gave no line at all: empty, or comment lines only (:func:`no_lines_note`)."""
    paths = list(paths)
    said = ", ".join(map(str, paths))
    notes = [n for n in map(no_lines_note, paths) if n]
    return f"no run line in {said}: " + "; ".join(notes) if notes else f"all run files are empty: {said}"


def commented_run(paths: Iterable[Any], line_counts: Iterable[int]) -> str | None:
    """The message for a run among others that gave no line because each of its lines is a run line whose query id
    begins with '#' (a ticket ``#4512``, a channel ``#team-payments``: six fields, a rank and a score), or None.
    trec_eval 10.0 skips such lines as comments, so the run joined the fusion empty and its ranker was dropped with
    exit 0, while the same file alone was refused (u25b's report).  A file of other comments (a note, a header of
    prose) is an empty run, as before: a system that retrieved nothing."""
    for path, count in zip(paths, line_counts):
        note = no_lines_note(path) if count == 0 else ""
        if note and all(_run_line_behind_mark(line) for line in _RUN_COMMENT.findall(_marked(read_bytes(path)))):
            return f"no run line in {os.fspath(path)}, which is one of the runs: {note}"
    return None


def _marked(raw: bytes) -> bytes:
    return raw[len(_MARK):] if raw.startswith(_MARK) else raw


def _run_line_behind_mark(line: bytes) -> bool:
    """Whether a comment line is a TREC run line whose query id begins with '#' (``#4512 Q0 d 1 9.0 tag``)."""
    fields = line.decode("utf-8", "replace").split()
    return (len(fields) == 6 and fields[0] != "#" and fields[3].lstrip("+-").isdigit() and is_number(fields[4]))


def query_sample(values: Iterable[Any], n: int = 5) -> str:
    """The first ``n`` distinct query ids (sorted as text), for a message saying which queries a run or qrels hold:
    ``qid:10002`` beside ``10002`` shows at a glance why they share none."""
    vals = sorted({str(v) for v in values})
    return ", ".join(vals[:n]) + (f", ... ({len(vals)} in all)" if len(vals) > n else "")
