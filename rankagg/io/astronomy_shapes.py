"""A telescope time allocation committee's files where a run, the judgements or a table are read (issue 45's
thirty-first bar, u31k_): VOTables (after the XML prolog), DS9 region files, SExtractor catalogues and astropy ECSV
tables (their '#' headers, which the readers skip as comments), IPAC tables, Minor Planet Center observations (80
columns), MAST's and ADS' API answers (files and loaded documents) and Gaia archive tables (files and frames).  They
were told a field count at the first line past their comments, or a generic JSON or header note; each is named for
what it is, at its first line, with what to give instead."""

from __future__ import annotations

import re
from typing import Sequence

from rankagg.io.line_form_store import compiled
from rankagg.io.text_input import run_or_qrels_line
from rankagg.io.xml_head import xml_root

__all__ = ["AS_RUN", "ASTRONOMY_JSON", "ASTRONOMY_OUTPUTS", "astronomy_binary", "astronomy_columns",
           "astronomy_document", "astronomy_head", "astronomy_shape"]

#: what to do with a catalogue, an archive's answer or a review system's table: each review's ranking is a run
AS_RUN = ("give each review's ranking (a panel's grades, a distributed review's, a technical score) as a run, a cycle "
          "and instrument mode a query and each proposal a document (2027A-0142), the score higher for the better "
          "(negate a grade where 1 is best): 'CYCLE/MODE Q0 PROPOSAL RANK SCORE REVIEW'; the allocation is the qrels, "
          "'CYCLE/MODE 0 PROPOSAL GRADE'")
_NOT_LINES = "not TREC run or qrels lines: "

#: the '#' headers the readers skip as comments: (the first line's start, what the file is)
_COMMENT_HEADS = (
    (compiled(r"^# Region file format: DS9\b"),
     "a DS9 region file (# Region file format: DS9, global settings, a coordinate system, shapes)"),
    # column 1 and column 2 on the next line: one '# 1 Q0 d 1 1 t x' comment is a commented-out run line (the gene
    # lists' fuzzing wrote one, and its reader skips it as the reference does)
    (compiled(r"^#\s+1\s+[A-Z][A-Z0-9_]+(?:[ \t].*)?\n#\s+2\s+[A-Z][A-Z0-9_]+(?:\s|$)"),
     "a SExtractor catalogue (ASCII_HEAD: '#   1 NUMBER ...' column headers as comments, then a row per object)"),
    (compiled(r"^# %ECSV \d"), "an astropy ECSV table (# %ECSV, a YAML header of columns and units, then rows)"),
)
_IPAC = compiled(r"^\\(?:fixlen|RowsRetrieved|ORIGIN|SKYAREA|catalog)\s*=")
#: the MPC's 80-column optical observations: designation, notes, then the date at column 16 ('2026 11 27.12345')
_MPC_DATE = compiled(r"\d{4} \d{2} \d{2}\.\d+ ?\d{2} \d{2} \d{2}\.\d+ ?[+-]\d{2} \d{2} \d{2}")
_GAIA = ("solution_id", "designation", "source_id", "ref_epoch")


def astronomy_head(text: str) -> tuple[int, str] | None:
    """(line, reason) when the head ``text`` is a VOTable, a DS9 region file, a SExtractor catalogue or an ECSV
    table, told by their first line (a comment, which the readers skip) or their XML root."""
    root = xml_root(text)
    if root is not None:
        if root.local != "VOTABLE":
            return None
        return root.line, ("is a VOTable (the IVOA's XML table: RESOURCE, TABLE, FIELD, DATA rows), "
                           f"{_NOT_LINES}{AS_RUN}")
    lines = [(i, ln.strip()) for i, ln in enumerate(text.lstrip("\ufeff").splitlines()[:5], 1) if ln.strip()]
    if not lines:
        return None
    at, first = lines[0]
    head = "\n".join(ln for _, ln in lines[:2]) + "\n"
    what = next((what for start, what in _COMMENT_HEADS if start.match(head)), None)
    return None if what is None else (at, f"is {what}, {_NOT_LINES}{AS_RUN}")


def astronomy_shape(name: str, lines: Sequence[str]) -> str | None:
    """What a text file named ``name`` whose first lines are ``lines`` is (an IPAC table, MPC observations, a Gaia
    archive table), with what to give instead, or None."""
    if not lines or run_or_qrels_line(lines[0]):
        return None
    first = lines[0].lstrip("\ufeff").rstrip()
    what = None
    if _IPAC.match(first):
        what = "an IPAC table (\\keywords, then |-delimited column names, types and units, then fixed-width rows)"
    elif len(first) >= 77 and _MPC_DATE.match(first, 15) is not None:
        what = ("Minor Planet Center observations (80-column records: designation, date, RA, Dec, magnitude, "
                "observatory code)")
    elif all(k in re.split(r"[,\t]", first) for k in _GAIA):
        what = "a Gaia archive table (solution_id, designation, source_id, ..., ra, dec, parallax), read it with pandas"
    return None if what is None else f"is {what}, {_NOT_LINES}{AS_RUN}"


def astronomy_columns(names: Sequence[object]) -> str | None:
    """What a table (a frame, a comparison table) whose columns are ``names`` is: a Gaia archive table, or None."""
    if not all(k in {str(n) for n in names} for k in _GAIA):
        return None
    return f"is a Gaia archive table (solution_id, designation, source_id, ..., ra, dec, parallax), no runs: {AS_RUN}"


#: (keys a JSON document's first bytes hold, what it is and what to give instead)
ASTRONOMY_JSON: tuple[tuple[tuple[str, ...], str], ...] = (
    (('"status"', '"data"', '"fields"', '"paging"'),
     "a MAST API answer (status, msg, data, fields, paging: an archive's observations), " + _NOT_LINES + AS_RUN),
    (('"responseHeader"', '"numFound"', '"bibcode"'),
     "an ADS search API answer (responseHeader, response with numFound and docs by bibcode), " + _NOT_LINES + AS_RUN),
)


def astronomy_document(obj: object) -> str | None:
    """What a MAST or ADS answer loaded in Python and given as runs is, or None."""
    if not isinstance(obj, dict):
        return None
    if isinstance(obj.get("data"), list) and isinstance(obj.get("fields"), list) and "paging" in obj:
        return ASTRONOMY_JSON[0][1]
    response = obj.get("response")
    if isinstance(obj.get("responseHeader"), dict) and isinstance(response, dict) \
            and any(isinstance(d, dict) and "bibcode" in d for d in response.get("docs") or []):
        return ASTRONOMY_JSON[1][1]
    return None


def astronomy_binary(head: bytes) -> tuple[str, str] | None:
    """(what the file is, what to give instead): FITS is told by rankagg.io.data_tables; nothing more here."""
    return None


#: the field's output names: astropy and TOPCAT read an IPAC table by its '|' header lines (ECSV's is catalogued)
ASTRONOMY_OUTPUTS: dict[str, str] = {
    ".ipac": "an IPAC table (\\keywords, |-delimited headers, fixed-width rows)",
}
