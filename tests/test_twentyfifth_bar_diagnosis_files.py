"""Issue 45's twenty-fifth bar, a clinical decision-support team fusing differential diagnoses: a file of the
hospital's standards given where a run, qrels or a table of lists goes was told by a field count, as "a JSON table's",
"a competition's submission" or "UTF-16 text" instead of by name (u25f_in_*, u25f_qrels_*, u25f_lists_*), and a parsed
FHIR resource given to the API as "query 'resourceType' holds a str" (u25f_api_fhir_*).

The members are generated from a table of the standards' files (HL7 v2 messages of several types and line ends,
FHIR JSON, NDJSON and XML of several resources, CDA and CCR documents, OMOP CDM and vocabulary tables under both
separators, SNOMED CT RF2 files, the LOINC table, CMS's ICD-10-CM files, DICOM objects), each under its own name and
a neutral one, at the runs, qrels and lists doors; and near shapes that must keep their old reading."""

from __future__ import annotations

import json

import pytest

import rankagg
from rankagg.cli import main
from rankagg.io.foreign_shapes import qrels_shape, run_shape
from rankagg.io.gene_list_kind import not_gene_table

_HL7 = "MSH|^~\\&|ISABEL|GENHOSP|CDS|GENHOSP|20261202101500||{kind}|MSG00001|P|2.5.1{end}PID|1||000417^^^H^MR{end}"
_OMOP_CONDITION = ("condition_occurrence_id,person_id,condition_concept_id,condition_start_date,condition_type_concept_id,"
                   "condition_source_value\n1,417,255848,2026-11-30,32817,J18.9\n")
_OMOP_VISIT = ("visit_occurrence_id,person_id,visit_concept_id,visit_start_date,visit_type_concept_id\n"
               "9001,417,9201,2026-11-30,44818517\n")
_CONCEPT = ("concept_id\tconcept_name\tdomain_id\tvocabulary_id\tconcept_class_id\tstandard_concept\tconcept_code\t"
            "valid_start_date\tvalid_end_date\tinvalid_reason\n255848\tPneumonia\tCondition\tSNOMED\tClinical Finding\t"
            "S\t233604007\t19700101\t20991231\t\n")
_CONCEPT_RELATIONSHIP = ("concept_id_1\tconcept_id_2\trelationship_id\tvalid_start_date\tvalid_end_date\t"
                         "invalid_reason\n45567270\t255848\tMaps to\t19700101\t20991231\t\n")
_RF2_DESCRIPTION = ("id\teffectiveTime\tactive\tmoduleId\tconceptId\tlanguageCode\ttypeId\tterm\tcaseSignificanceId\n"
                    "621810017\t20020131\t1\t900000000000207008\t233604007\ten\t900000000000013009\tPneumonia\t"
                    "900000000000448009\n")
_RF2_RELATIONSHIP = ("id\teffectiveTime\tactive\tmoduleId\tsourceId\tdestinationId\trelationshipGroup\ttypeId\t"
                     "characteristicTypeId\tmodifierId\n100022\t20020131\t1\t900000000000207008\t233604007\t"
                     "205237003\t0\t116680003\t900000000000011006\t900000000000451002\n")
_LOINC = ('"LOINC_NUM","COMPONENT","PROPERTY","TIME_ASPCT","SYSTEM","SCALE_TYP","METHOD_TYP","CLASS"\n'
          '"1988-5","C reactive protein","MCnc","Pt","Ser/Plas","Qn","","CHEM"\n')
_ICD_ORDER = ("00001 A00     0 Cholera                                                      Cholera\n"
              "00002 A000    1 Cholera due to Vibrio cholerae 01, biovar cholerae           Cholera due to Vibrio\n")
_ICD_CODES = "A000    Cholera due to Vibrio cholerae 01, biovar cholerae\nJ189    Pneumonia, unspecified organism\n"
_FHIR_XML = ('<?xml version="1.0" encoding="UTF-8"?>\n<?xml-stylesheet href="x.xsl"?>\n'
             '<{root} xmlns="http://hl7.org/fhir">\n  <id value="x"/>\n</{root}>\n')
_CDA = ('<?xml version="1.0"?>\n<?xml-stylesheet type="text/xsl" href="CDA.xsl"?>\n<!-- C-CDA -->\n'
        '<ClinicalDocument xmlns="urn:hl7-org:v3">\n  <typeId root="2.16.840.1.113883.1.3"/>\n</ClinicalDocument>\n')
_CCR = '<?xml version="1.0"?>\n<ContinuityOfCareRecord xmlns="urn:astm-org:CCR">\n</ContinuityOfCareRecord>\n'


def _fhir_json(kind: str) -> str:
    return json.dumps({"resourceType": kind, "id": "x1", "subject": {"reference": "Patient/000417"}}, indent=2) + "\n"


def _ndjson(kind: str) -> str:
    return "".join(json.dumps({"resourceType": kind, "id": f"c{i}"}) + "\n" for i in range(3))


#: (the file's own name, its text, what the message must name)
FILES = [
    *[(f"msg_{i}.hl7", _HL7.format(kind=kind, end=end), "HL7 v2")
      for i, (kind, end) in enumerate([("ORU^R01^ORU_R01", "\r"), ("ADT^A08^ADT_A01", "\n"),
                                       ("ADT^A03", "\r\n"), ("ORM^O01", "\n")])],
    ("batch.hl7", "FHS|^~\\&|LAB|H\nBHS|^~\\&|LAB|H\nMSH|^~\\&|LAB|H|||2026||ORU^R01|1|P|2.3\n", "HL7 v2"),
    *[(f"{kind}.json", _fhir_json(kind), "FHIR") for kind in ("Bundle", "Condition", "ClinicalImpression",
                                                               "DiagnosticReport")],
    *[(f"{kind}.ndjson", _ndjson(kind), "FHIR") for kind in ("Condition", "Observation", "Patient")],
    *[(f"{root}.xml", _FHIR_XML.format(root=root), "FHIR") for root in ("Bundle", "Condition", "DiagnosticReport")],
    ("summary.xml", _CDA, "CDA"),
    ("summary.ccda", _CDA, "CDA"),
    ("record.xml", _CCR, "Continuity of Care Record"),
    ("condition_occurrence.csv", _OMOP_CONDITION, "OMOP"),
    ("condition_occurrence.tsv", _OMOP_CONDITION.replace(",", "\t"), "OMOP"),
    ("visit_occurrence.csv", _OMOP_VISIT, "OMOP"),
    ("CONCEPT.csv", _CONCEPT, "OMOP"),
    ("CONCEPT_RELATIONSHIP.csv", _CONCEPT_RELATIONSHIP, "OMOP"),
    ("sct2_Description_Snapshot-en_INT_20250101.txt", _RF2_DESCRIPTION, "SNOMED CT RF2"),
    ("sct2_Relationship_Snapshot_INT_20250101.txt", _RF2_RELATIONSHIP, "SNOMED CT RF2"),
    ("Loinc.csv", _LOINC, "LOINC"),
    ("icd10cm_order_2025.txt", _ICD_ORDER, "ICD-10-CM"),
    ("icd10cm_codes_2025.txt", _ICD_CODES, "ICD-10-CM"),
]
_IDS = [f"{name}-{i}" for i, (name, _, _) in enumerate(FILES)]


def _written(tmp_path, name: str, text: str, neutral: bool) -> str:
    path = tmp_path / ("input" + name[name.rindex("."):] if neutral else name)
    path.write_bytes(text.encode("utf-8"))
    return str(path)


@pytest.mark.parametrize("neutral", [False, True])
@pytest.mark.parametrize("name,text,named", FILES, ids=_IDS)
def test_a_clinical_file_given_as_runs_is_named(tmp_path, capsys, name, text, named, neutral):
    path = _written(tmp_path, name, text, neutral)
    run = tmp_path / "ada.run"
    run.write_text("case-0001 Q0 J18.9 1 62.5 ada\n")
    out = tmp_path / "ddx.run"
    assert main(["fuse", path, str(run), "--method", "rrf", "-o", str(out)]) == 2
    err = capsys.readouterr().err
    assert named in err and f"{path}:" in err, err
    assert not out.exists()


@pytest.mark.parametrize("name,text,named", FILES, ids=_IDS)
def test_a_clinical_file_given_as_qrels_is_named(tmp_path, capsys, name, text, named):
    path = _written(tmp_path, name, text, False)
    run = tmp_path / "ada.run"
    run.write_text("case-0001 Q0 J18.9 1 62.5 ada\n")
    assert main(["evaluate", "--qrels", path, str(run), "-m", "P@1"]) == 2
    err = capsys.readouterr().err
    assert named in err and f"{path}:" in err, err


@pytest.mark.parametrize("name,text,named", [f for f in FILES if f[0].endswith((".csv", ".tsv"))],
                         ids=[i for i, f in zip(_IDS, FILES) if f[0].endswith((".csv", ".tsv"))])
def test_a_clinical_table_is_no_table_of_lists(tmp_path, capsys, name, text, named):
    path = _written(tmp_path, name, text, False)
    assert named in (not_gene_table(path) or "")
    out = tmp_path / "ddx.tsv"
    assert main(["fuse", path, "-o", str(out)]) == 2
    assert named in capsys.readouterr().err
    assert not out.exists()


_DICOM_CLASSES = [(b"1.2.840.10008.5.1.4.1.1.88.33", "structured report"),
                  (b"1.2.840.10008.5.1.4.1.1.88.22", "structured report"),
                  (b"1.2.840.10008.5.1.4.1.1.2", "DICOM object")]


@pytest.mark.parametrize("sop,named", _DICOM_CLASSES)
@pytest.mark.parametrize("name", ["report.dcm", "report", "ddx.run"])
def test_a_dicom_object_is_named(tmp_path, capsys, sop, named, name):
    path = tmp_path / name
    path.write_bytes(b"\x00" * 128 + b"DICM" + b"\x02\x00\x00\x00UL\x04\x00\x9a\x00\x00\x00"
                     b"\x02\x00\x02\x00UI" + bytes([len(sop), 0]) + sop)
    other = tmp_path / "ada.run"
    other.write_text("case-0001 Q0 J18.9 1 62.5 ada\n")
    assert main(["fuse", str(path), str(other), "-o", str(tmp_path / "ddx.out")]) == 2
    err = capsys.readouterr().err
    assert "DICOM" in err and named in err and str(path) in err, err


@pytest.mark.parametrize("kind", ["Bundle", "Condition", "ClinicalImpression"])
def test_a_parsed_fhir_resource_is_named_at_the_api(kind):
    resource = json.loads(_fhir_json(kind))
    with pytest.raises(ValueError, match=rf"run 'fhir': an HL7 FHIR {kind} resource"):
        rankagg.fuse({"fhir": resource, "ada": {"case-0001": {"J18.9": 0.9}}}, method="rrf")
    with pytest.raises(ValueError, match=rf"an HL7 FHIR {kind} resource"):
        rankagg.evaluate({"case-0001": {"J18.9": 0.9}}, resource, ["P@1"])


#: near shapes that keep their reading: legal TREC runs and qrels whose ids look like the field's
LEGAL_RUNS = ["A000 Q0 J18.9 1 0.5 isabel\n", "MSH Q0 J18.9 1 0.5 hl7\n", "00001 Q0 A00 1 0.5 cms\n",
              "case-0001 Q0 233604007 1 0.5 sct\ncase-0001 Q0 999000011000000103 2 0.4 sct\n",
              "J189 Q0 Pneumonia 1 2.0 x\n"]


@pytest.mark.parametrize("text", LEGAL_RUNS)
def test_runs_with_the_fields_ids_are_still_runs(tmp_path, text):
    path = tmp_path / "x.run"
    path.write_text(text)
    assert run_shape(str(path)) is None
    assert rankagg.fuse([str(path)], method="rrf")


@pytest.mark.parametrize("text", ["case-0001 0 J18.9 1\n", "000417 0 233604007 1\n", "A000 0 J18.9 1\n"])
def test_qrels_with_the_fields_ids_are_still_qrels(tmp_path, text):
    path = tmp_path / "final.qrels"
    path.write_text(text)
    assert qrels_shape(str(path)) is None
