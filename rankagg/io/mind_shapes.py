"""MIND's files (the Microsoft News Dataset's impression log and its leaderboard's submission), told by a line, so
that a run or qrels door names them and says how their content becomes runs and qrels, instead of a field count
(issue 45's nineteenth bar: 'behaviors.tsv:1: expected 4 fields ..., found 11').

* ``behaviors.tsv``: ``impression id<TAB>user<TAB>time<TAB>history<TAB>candidates``, five tab-separated fields, the
  candidates ``N55689-1 N35729-0`` (a news id and its click label) or, in the test split, bare news ids; the time
  ``11/15/2019 8:55:22 AM``.  Adressa logs converted to MIND's layout have the same shape.
* ``prediction.txt``: ``impression id [3,1,2]``, a rank per candidate in behaviors.tsv's order, no news id.
"""

from __future__ import annotations

import re

from rankagg.io.line_form_store import compiled

__all__ = ["mind_shape"]

_LABELLED = compiled(r"\S+-\d+")
_TIME = compiled(r"\d{1,2}/\d{1,2}/\d{4} \d{1,2}:\d{2}:\d{2}( ?[AP]M)?", re.IGNORECASE)
_PREDICTION = compiled(r"\s*\S+[ \t]+\[\s*-?\d+(\s*,\s*-?\d+)*\s*\]\s*")


def _behaviors(line: str) -> bool:
    fields = line.rstrip("\r\n").split("\t")
    if len(fields) != 5:
        return False
    candidates = fields[4].split()
    labelled = bool(candidates) and all(_LABELLED.fullmatch(c) for c in candidates)
    return labelled or _TIME.fullmatch(fields[2].strip()) is not None


def mind_shape(line: str, reading: str, qrels_out: str) -> str | None:
    """What MIND file ``line`` (a file's first non-blank line) is, and what to do, or None.  ``reading`` is the
    shell's reading of the file (``behaviors.tsv``, or ``gzip -dc`` of it) ending in ``awk``'s program slot,
    ``qrels_out`` the shell word of the qrels file the suggested command writes."""
    if _behaviors(line):
        awk = ("awk -F'\\t' '{n = split($5, c, \" \"); for (i = 1; i <= n; i++) {d = c[i]; l = c[i]; "
               "sub(/-[0-9]+$/, \"\", d); sub(/.*-/, \"\", l); print $1, 0, d, l}}'")
        return ("is MIND's behaviors.tsv (impression id, user, time, history, the candidates with their click labels "
                "'N55689-1'), not TREC run or qrels lines: a model's scores of each impression's candidates are a run "
                "(the impression id as qid: 'IMPRESSION Q0 NEWS RANK SCORE MODEL'), and the click labels are the "
                f"qrels: {reading.replace('AWK', awk)} > {qrels_out}")
    if _PREDICTION.fullmatch(line.rstrip("\r\n")):
        return ("is MIND's leaderboard prediction.txt ('IMPRESSION [3,1,2]': a rank per candidate in behaviors.tsv's "
                "order, no news ids), not TREC run or qrels lines: pair each rank with its candidate's news id from "
                "behaviors.tsv and write run lines 'IMPRESSION Q0 NEWS RANK -RANK MODEL' (or give rankagg.fuse a frame "
                "with qid, docid, run and rank columns)")
    return None
