"""Files of numbers that any tool writes and no field owns, told where their lines would parse as a run's: a
detector's boxes, a matrix's rows, coordinates, six numbers a line (issue 45's thirty-third bar met YOLO's, fused as a
run without a word; another tool's would be too), in fixed-width columns too (IMOD's transforms, u35i_imod_xf)."""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

_NUMBER = r"[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?"
_FRACTION = r"[-+]?(?:\d*\.\d+|\d+\.\d*)(?:[eE][-+]?\d+)?"

NUMBERS = Field(
    team="any tool's numbers (no field's own)",
    advice="a run's second field is 'Q0' (trec_eval ignores it, but no run writes a fraction there) and its fourth a "
           "whole rank: write each ranking as 'QUERY Q0 DOCUMENT RANK SCORE TAG', the ids as text",
    files=(
        FieldFile("a table of numbers, six a line (a detector's boxes, a matrix's rows, coordinates): its second "
                  "field is a fraction where a TREC run has 'Q0', its fourth a fraction where a run has its rank",
                  "12 3.5 -7.25 0.5 118.0 2.75\n13 3.25 -6.5 0.75 121.5 2.5\n", 1,
                  line=rf"\A[ \t]*{_NUMBER}[ \t]+{_FRACTION}[ \t]+{_NUMBER}[ \t]+{_FRACTION}[ \t]+{_NUMBER}"
                       rf"[ \t]+{_NUMBER}[ \t]*$", lookalike=True),
    ), generic=True)
