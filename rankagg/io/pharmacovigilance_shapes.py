"""A drug safety team's files where a run, the judgements or a table are read (issue 45's thirty-second bar, u32f_):
FAERS's quarterly ASCII files, MedDRA's ASCII distribution, SIDER's tables, VAERS's data (files and frames), openFDA
answers (files and documents loaded in Python) and E2B ICSRs (their roots).  They were told a field count or a generic
note; each is named for what it is, with what to give instead."""

from __future__ import annotations

from typing import Sequence

from rankagg.io.header_tables import columns_note, header_cells, named_table
from rankagg.io.line_form_store import compiled
from rankagg.io.text_input import run_or_qrels_line
from rankagg.io.xml_head import xml_root

__all__ = ["AS_RUN", "PHARMACOVIGILANCE_JSON", "pharmacovigilance_columns", "pharmacovigilance_document",
           "pharmacovigilance_head", "pharmacovigilance_shape"]

#: what to do with reports, dictionaries and case files: each method's ranking of a product's events is a run
AS_RUN = ("give each method's ranking of the adverse events (the PRR's, the ROR's, the information component's) as a "
          "run, a product and quarter a query and each event a document (its MedDRA code, pt:10028411), the score "
          "higher for the stronger signal: 'PRODUCT/QUARTER Q0 EVENT RANK SCORE METHOD'; the validated signals are the "
          "qrels, 'PRODUCT/QUARTER 0 EVENT GRADE'")
_NOT_LINES = "not TREC run or qrels lines: "

#: FAERS's quarterly files, told by the column that only each holds (all hold primaryid and caseid)
_FAERS = (("i_f_code", "DEMO"), ("drugname", "DRUG"), ("pt", "REAC"), ("outc_cod", "OUTC"), ("rpsr_cod", "RPSR"),
          ("start_dt", "THER"), ("indi_pt", "INDI"))
_TABLES = (
    (("VAERS_ID", "RECVDATE"), "VAERS's data file (VAERS_ID, RECVDATE, STATE, AGE_YRS, ..., SYMPTOM_TEXT)"),
    (("VAERS_ID", "VAX_TYPE"), "VAERS's vaccine file (VAERS_ID, VAX_TYPE, VAX_MANU, VAX_LOT, ...)"),
    (("VAERS_ID", "SYMPTOM1"), "VAERS's symptoms file (VAERS_ID, SYMPTOM1, SYMPTOMVERSION1, ...)"),
    (("primaryid", "caseid"), "a FAERS quarterly file (primaryid, caseid, ...)"),
)
_SIDER = compiled(r"^CID\d{9}\tCID\d{9}\t")
_MEDDRA = compiled(r"^\d{8}\$[^$]*\$")
_OPENFDA = ("an openFDA answer (meta: disclaimer, terms, license, last_updated, results; then results: the FDA's "
            "reports), " + _NOT_LINES + AS_RUN)
PHARMACOVIGILANCE_JSON: tuple[tuple[tuple[str, ...], str], ...] = (
    (('"meta"', '"disclaimer"', 'open.fda.gov'), _OPENFDA),
)


def _faers(first: str) -> str | None:
    cells = [c.strip().lower() for c in first.split("$")]
    if "primaryid" not in cells or "caseid" not in cells:
        return None
    kind = next((k for column, k in _FAERS if column in cells), "quarterly")
    return f"FAERS's {kind} file ('$'-separated ASCII: primaryid, caseid, ...: the FDA's quarterly extract)"


def pharmacovigilance_shape(name: str, lines: Sequence[str]) -> str | None:
    """What a text file named ``name`` whose first lines are ``lines`` is, with what to give instead, or None."""
    if not lines or run_or_qrels_line(lines[0]):
        return None
    first = lines[0].lstrip("\ufeff").rstrip("\r\n")
    what = _faers(first)
    if what is None and _SIDER.match(first):
        what = ("SIDER's side effects (meddra_all_se.tsv: STITCH compound ids, UMLS concept ids, the MedDRA term's "
                "kind and name)")
    elif what is None and _MEDDRA.match(first) and all(_MEDDRA.match(ln) for ln in lines if ln.strip()):
        what = ("MedDRA's ASCII distribution ('$'-separated: an 8-digit code, its term, ...: llt.asc, pt.asc, "
                "mdhier.asc)")
    elif what is None:
        what = named_table(header_cells(first), _TABLES)
        what = None if what is None else what + ", read it with pandas"
    return None if what is None else f"is {what}, {_NOT_LINES}{AS_RUN}"


def pharmacovigilance_head(text: str) -> tuple[int, str] | None:
    """(line, reason) when the head ``text`` is an E2B ICSR: R3's HL7 v3 batch or report, R2's ichicsr."""
    root = xml_root(text)
    if root is None:
        return None
    if root.local in ("MCCI_IN200100UV01", "PORR_IN049016UV") and "urn:hl7-org:v3" in root.attributes:
        return root.line, (f"is an E2B(R3) individual case safety report (ICH's HL7 v3 XML: <{root.local}>), "
                           f"{_NOT_LINES}{AS_RUN}")
    if root.local == "ichicsr":
        return root.line, f"is an E2B(R2) individual case safety report (<ichicsr>), {_NOT_LINES}{AS_RUN}"
    return None


def pharmacovigilance_document(obj: object) -> str | None:
    """What an openFDA answer loaded in Python and given as runs is, or None: its meta holds a disclaimer."""
    meta = obj.get("meta") if isinstance(obj, dict) else None
    if isinstance(meta, dict) and "disclaimer" in meta and "open.fda.gov" in str(meta.get("terms", "")):
        return _OPENFDA
    return None


def pharmacovigilance_columns(names: Sequence[object]) -> str | None:
    """What a table (a frame, a comparison table) whose columns are ``names`` is, or None."""
    return columns_note(names, _TABLES, AS_RUN)
