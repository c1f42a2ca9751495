"""Reading TREC qrels (``qid iter docid rel``) into checked columns.

The fast parser (:mod:`rankagg.io._trec_text`) reads the file; when one of its checks fails, the
line-by-line reader (:func:`_parse_qrels_lines`, the specification) reads it again and names the file and
the 1-based line of the first fault.
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING

import numpy as np
from numpy.typing import NDArray

if TYPE_CHECKING:
    import pandas as pd

from rankagg.io._errors import InputFormatError
from rankagg.io._text_columns import _factorize, _first_duplicate, check_parsed_ids, longest_bytes
from rankagg.io.rules import MAX_ID_CHARS, id_fault, shown
from rankagg.io.text_input import grade_value
from rankagg.io._trec_text import QRELS_FIELDS, _decode, _parse_table, _raw_bytes, fields_by_line

__all__ = ["read_qrels_columns", "read_qrels", "read_grade"]

def read_grade(path: str | os.PathLike, n: int, token: str) -> int:
    """A qrels grade as trec_eval reads it (``atol``), where that reading is the number written
    (:func:`~rankagg.io.text_input.grade_value`); anything else names the line."""
    grade = grade_value(token)
    if grade is None:
        raise InputFormatError(path, n, f"relevance {shown(token)} is not an integer")
    return grade


def _parse_qrels_lines(path: str | os.PathLike, raw: bytes) -> pd.DataFrame:
    text = _decode(path, raw)  # another tool's JSON (a GeoJSON layer of ratings) is the recogniser's: qrels_shape
    qids, docids, rels = [], [], []
    seen: dict[tuple[str, str], int] = {}
    for n, f in fields_by_line(text):
        if len(f) != 4:
            raise InputFormatError(path, n, f"expected 4 fields 'qid iter docid rel', found {len(f)}")
        rel = read_grade(path, n, f[3])
        if not -(2**63) <= rel < 2**63:
            raise InputFormatError(path, n, f"relevance {f[3]} is out of range")
        for what, token in (("qid", f[0]), ("docid", f[2])):  # the id rule's cap, named at its line
            if len(token) > MAX_ID_CHARS:
                raise InputFormatError(path, n, f"{what} {token[:40]!r}... ({len(token)} characters) {id_fault(token)}")
        key = (f[0], f[2])
        if key in seen:
            raise InputFormatError(path, n, f"document {f[2]} judged twice for query {f[0]} (first at line {seen[key]})")
        seen[key] = n
        qids.append(f[0])
        docids.append(f[2])
        rels.append(rel)
    import pandas as pd

    return pd.DataFrame({"qid": qids, "docid": docids, "rel": np.asarray(rels, dtype=np.int64)})


def read_qrels_columns(path: str | os.PathLike) -> dict[str, NDArray]:
    """TREC qrels ``qid iter docid rel`` as columns ``qid, docid`` (str arrays) and ``rel`` (int64)."""
    raw = _raw_bytes(path, qrels=True)
    cols = _parse_table(raw, QRELS_FIELDS, {"rel": "int64"}, hashed=("qid", "docid"))
    if cols is not None and max(longest_bytes(cols["qid"]), longest_bytes(cols["docid"])) > MAX_ID_CHARS:
        cols = None  # maybe an id over the cap (bytes bound characters): the line reader names its line
    if cols is not None:
        check_parsed_ids(path, cols, len(cols["rel"]))
        q_code, q_uniques, _ = _factorize([cols["qid"]])
        d_code, d_uniques, _ = _factorize([cols["docid"]])
        if _first_duplicate(q_code, d_code, len(d_uniques)) is None:
            return {"qid": q_uniques[q_code], "docid": d_uniques[d_code], "rel": cols["rel"]}
    frame = _parse_qrels_lines(path, raw)  # raises with the file and line of the fault
    return {c: frame[c].to_numpy() for c in ("qid", "docid", "rel")}


def read_qrels(path: str | os.PathLike) -> pd.DataFrame:
    """TREC qrels ``qid iter docid rel`` as a DataFrame ``qid, docid, rel``, read through the registry's rules
    (:func:`rankagg.io.formats.read`: ``rankagg tune``, ``train`` and the experiments read qrels here)."""
    import pandas as pd

    from rankagg.io.formats import FORMATS, read

    return pd.DataFrame(next(read(path, FORMATS["qrels"], columns=True)))
