"""A clinical decision-support team's files, told by their first lines or bytes, so that a run, qrels or lists door
names the standard that wrote them and says what to do instead of a field count (issue 45's twenty-fifth bar, a
team fusing the differential diagnoses of symptom checkers and LLMs per patient case: an HL7 v2 message was told
"expected 6 fields, found 10", a C-CDA document or a FHIR Bundle in XML "found 3", OMOP's condition_occurrence
"a table, not TREC run lines" or "a competition's submission", a FHIR Bundle "a JSON table's", a DICOM structured
report "UTF-16 text without a byte-order mark").

* Messages and documents: HL7 v2 (an ``MSH|^~\\&|`` segment, or a batch's ``FHS`` / ``BHS``, MLLP-framed or not),
  HL7 FHIR resources in JSON or NDJSON (a ``resourceType``) and XML (the ``http://hl7.org/fhir`` namespace), CDA
  documents (``ClinicalDocument`` in ``urn:hl7-org:v3``: C-CDA, C32) and ASTM's Continuity of Care Record.
* Tables: OMOP CDM's (a ``person_id`` beside a ``*_concept_id``) and its vocabularies' (Athena's ``CONCEPT``,
  ``CONCEPT_RELATIONSHIP``, ``CONCEPT_ANCESTOR``), SNOMED CT's RF2 release files (``id  effectiveTime  active
  moduleId``), the LOINC table (``LOINC_NUM``), and CMS's ICD-10-CM code and order files (fixed width).
* DICOM objects (a structured report's too): ``DICM`` after the 128-byte preamble.

None of these ranks candidates for a case: each message says how to write the sources' rankings as runs and the
final diagnoses as qrels.  Kept to the standard library: the recognisers run on every input that is no TREC line.
"""

from __future__ import annotations

import re
from typing import Any, Sequence

from rankagg.io.line_form_store import compiled

__all__ = ["FHIR_FIX", "clinical_shape", "clinical_xml", "dicom_binary", "fhir_json", "fhir_resource"]

#: what to do with a clinical file: each source's differential as a run, the final diagnoses as qrels
_AS_RUNS = ("write each source's differential as a run, a patient case a query and the score higher for the likelier "
            "diagnosis: 'CASE Q0 CODE RANK SCORE SOURCE' (an ICD-10-CM code with its dot or a SNOMED CT id as the "
            "code, ids as text so that leading zeros stay), and the final diagnoses as qrels 'CASE 0 CODE 1'")
FHIR_FIX = ("take each Condition's case (subject), code (code.coding[].code) and score, and give rankagg.fuse "
             "{source: {case: {code: score}}}, or rankagg.evaluate the final diagnoses as {case: {code: 1}}")
_HL7_SEGMENT = compiled(r"\x0b?(MSH|FHS|BHS)([|])([\^~\\&#]{3,5})\2")
_FHIR_TYPE = compiled(r'"resourceType"\s*:\s*"([A-Za-z]+)"')
_FHIR_XML = compiled(r"<([A-Za-z]+)\b[^>]*\bxmlns\s*=\s*[\"']http://hl7\.org/fhir[\"']")
_CDA_ROOT = compiled(r"<(?:\w+:)?ClinicalDocument\b")
_CCR_ROOT = compiled(r"<(?:\w+:)?ContinuityOfCareRecord\b")
_ICD10CM_CODE = compiled(r"[A-Z][0-9][0-9A-Z]{1,5}")
_RF2_START = ("id", "effectivetime", "active", "moduleid")


def _hl7v2(line: str) -> str | None:
    """What an HL7 v2 message whose first segment is ``line`` is (its MSH-9 message type), or None."""
    found = _HL7_SEGMENT.match(line.lstrip("\ufeff"))
    if found is None:
        return None
    fields = line.split("\r")[0].split(found.group(2))
    kind = fields[8] if found.group(1) == "MSH" and len(fields) > 8 and fields[8] else ""
    what = f"an HL7 v2 message ({kind.replace(found.group(3)[0], '^')}: " if kind else "an HL7 v2 message ("
    return what + "pipe-delimited segments MSH, PID, OBX, DG1, ...)"


def _omop_table(cells: set[str], first: str) -> str | None:
    """Which OMOP table a header of ``cells`` (its first cell ``first``) heads, or None."""
    if {"concept_id", "concept_name", "vocabulary_id", "concept_code"} <= cells:
        return "Athena's OMOP vocabulary table CONCEPT (concept_id, concept_name, domain_id, vocabulary_id, concept_code)"
    if {"concept_id_1", "concept_id_2", "relationship_id"} <= cells:
        return "Athena's OMOP vocabulary table CONCEPT_RELATIONSHIP (concept_id_1, concept_id_2, relationship_id)"
    if {"ancestor_concept_id", "descendant_concept_id"} <= cells:
        return "Athena's OMOP vocabulary table CONCEPT_ANCESTOR (ancestor_concept_id, descendant_concept_id)"
    if "person_id" in cells and any(c.endswith("_concept_id") for c in cells):
        table = first[:-3] if first.endswith("_id") and first != "person_id" else "person"
        return f"an OMOP CDM table ({table}: person_id, concept ids, dates, a row per recorded event)"
    return None


def _rf2(cells: Sequence[str]) -> str | None:
    """Which SNOMED CT RF2 release file a header of ``cells`` (in order) heads, or None."""
    if tuple(cells[:4]) != _RF2_START:
        return None
    kind = ("description" if "term" in cells else "relationship" if "destinationid" in cells
            else "concept" if "definitionstatusid" in cells else "reference set" if "refsetid" in cells else "release")
    return f"a SNOMED CT RF2 {kind} file (id, effectiveTime, active, moduleId, ...; tab-separated)"


def _icd10cm_file(lines: Sequence[str]) -> str | None:
    """CMS's ICD-10-CM order file (order number, code, header flag, short and long descriptions, fixed width) or
    code file (a code padded to 7 characters, a blank, its description), when every one of ``lines`` is one."""
    def order(line: str) -> bool:
        return (len(line) > 16 and line[:5].isdigit() and line[5] == " " and line[13] == " " and line[14] in "01"
                and line[15] == " " and _ICD10CM_CODE.fullmatch(line[6:13].rstrip()) is not None)

    def code(line: str) -> bool:
        return (len(line) > 8 and line[7] == " " and line[8] != " "
                and _ICD10CM_CODE.fullmatch(line[:7].rstrip()) is not None)

    if all(order(ln) for ln in lines):
        return "CMS's ICD-10-CM order file (order number, code, header flag, short and long description; fixed width)"
    if all(code(ln) for ln in lines):
        return "CMS's ICD-10-CM code file (a code without its dot, padded to 7 characters, then its description)"
    return None


def clinical_shape(name: str, lines: Sequence[str]) -> str | None:
    """What clinical file named ``name`` whose first non-blank, non-comment lines are ``lines`` is, and what to do,
    or None."""
    lines = [ln.lstrip("\ufeff").rstrip("\r\n") for ln in lines]
    if not lines:
        return None
    message = _hl7v2(lines[0])
    if message is not None:
        return (f"is {message}, not TREC lines (runs or qrels) nor a table of lists: an interface engine's message "
                f"ranks no diagnoses; parse its OBX or DG1 segments (python-hl7, HAPI) and {_AS_RUNS}")
    xml = clinical_xml("\n".join(lines))
    if xml is not None and _CDA_ROOT.search("\n".join(lines)) is None:  # a CDA's kind is in its templateIds, further down: the
        return xml[1]  # head's reading names it (rankagg.io.head_files)
    cells = [c.strip().strip("\"'").lower() for c in (lines[0].split("\t") if "\t" in lines[0]
                                                       else lines[0].split(","))]
    table = (_omop_table(set(cells), cells[0]) or _rf2(cells)
             or ("the LOINC table (LOINC_NUM, COMPONENT, PROPERTY, SYSTEM, ...: a code per laboratory or clinical "
                 "observation)" if "loinc_num" in cells else None)
             or _icd10cm_file(lines))
    if table is not None:
        return (f"is {table}, not TREC lines (runs or qrels) nor a table of lists: a record or a terminology ranks no "
                f"diagnoses for a case; {_AS_RUNS}")
    return None


#: the document templates a CDA names in its templateId (HL7's OIDs), most specific first: what kind of document it is
_CDA_TEMPLATES = (("2.16.840.1.113883.10.20.15.2.1.2", "a Reportability Response (eCR's RR)"),
                  ("2.16.840.1.113883.10.20.15.2", "an electronic initial case report (eICR, public health's eCR)"),
                  ("2.16.840.1.113883.10.20.24.1.1", "a QRDA Category I report (a patient's quality measure data)"),
                  ("2.16.840.1.113883.10.20.27.1.1", "a QRDA Category III report (aggregate quality measures)"),
                  ("2.16.840.1.113883.10.20.22.1.2", "a C-CDA Continuity of Care Document (CCD)"),
                  ("2.16.840.1.113883.10.20.22.1.8", "a C-CDA Discharge Summary"))


def clinical_xml(text: str) -> tuple[int, str] | None:
    """The line (1-based) of a FHIR, CDA or CCR root element in ``text`` (a file's first bytes) and what it is, with
    what to do, or None."""
    for pattern, what in ((_FHIR_XML, "an HL7 FHIR {root} resource in XML (the http://hl7.org/fhir namespace)"),
                          (_CDA_ROOT, "an HL7 CDA document (ClinicalDocument, urn:hl7-org:v3: a C-CDA or C32 "
                                      "summary)"),
                          (_CCR_ROOT, "an ASTM Continuity of Care Record (XML)")):
        found = pattern.search(text)
        if found is not None:
            root = found.group(1) if found.groups() else ""
            kind = next((k for oid, k in _CDA_TEMPLATES if pattern is _CDA_ROOT and f'"{oid}"' in text), None)
            what = what if kind is None else f"an HL7 CDA document: {kind} (ClinicalDocument, urn:hl7-org:v3)"
            fix = FHIR_FIX if pattern is _FHIR_XML else "read its coded entries (problems, diagnoses) and " + _AS_RUNS
            return (text.count("\n", 0, found.start()) + 1,
                    f"is {what.format(root=root)}, not TREC lines (runs or qrels) nor a table of lists: {fix}")
    return None


def fhir_json(text: str) -> str | None:
    """What HL7 FHIR JSON ``text`` (a file's first bytes: one resource, or NDJSON of a bulk export) holds, with what to
    do, or None."""
    found = _FHIR_TYPE.search(text)
    if found is None:
        return None
    ndjson = text.lstrip("\ufeff \t\r\n").startswith("{") and "\n{" in text.strip()
    kind = (f"HL7 FHIR bulk data (NDJSON, a {found.group(1)} resource a line)" if ndjson
            else f"an HL7 FHIR {found.group(1)} resource (JSON)")
    return f"{kind}, no ranking of ids: {FHIR_FIX}"


def fhir_resource(obj: Any) -> str | None:
    """What a parsed object given as a run or qrels is when it is a FHIR resource (its ``resourceType`` is text, as
    no query's documents are), or None."""
    kind = obj.get("resourceType") if isinstance(obj, dict) else None
    # a resource type is a name ('Bundle', 'Patient'): an empty or free text is no FHIR resource's
    return f"an HL7 FHIR {kind} resource" if isinstance(kind, str) and re.fullmatch(r"[A-Z][A-Za-z]*", kind) else None


def dicom_binary(head: bytes) -> tuple[str, str] | None:
    """A DICOM file (``DICM`` after its 128-byte preamble), with what to do, or None."""
    if head[128:132] != b"DICM":
        return None
    if b"1.2.840.10008.5.1.4.1.1.88." in head:  # the SOP classes of structured reports
        return ("a DICOM structured report (DICOM SR) (its bytes 128-131 are b'DICM')",
                "read its content items with pydicom (ConceptNameCodeSequence, the coded findings) and " + _AS_RUNS)
    # an image, a segmentation, a presentation state: pixels or overlays, no findings to rank (a reader study's
    # mammogram was given the differential's advice, u29e_dicom_as_run)
    what = ("a DICOM segmentation object (SEG)" if b"1.2.840.10008.5.1.4.1.1.66.4" in head
            else "a DICOM object (an image or another object that is no report)")
    return (f"{what} (its bytes 128-131 are b'DICM')",
            "an image holds no ranking: give the scores read or computed from it as a run, a case a query and each "
            "reader's or algorithm's rated item a document: 'CASE Q0 ITEM RANK SCORE SOURCE' (the truth as qrels "
            "'CASE 0 ITEM GRADE')")
