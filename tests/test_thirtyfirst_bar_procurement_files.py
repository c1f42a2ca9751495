"""Issue 45's thirty-first bar (u31d_*_as_run, u31d_*_as_qrels, u31d_api_*): a procurement office's files given as a
run or as qrels were told a field count or a generic header or JSON note; OCDS packages and flattened releases, UBL
documents (eForms notices, ESPD, tenders), TED's CSVs, USAspending's awards, SAM.gov's and Prozorro's answers are now
named at both doors, plain and gzipped, and at the API."""

import json

import pandas as pd
import pytest

import rankagg
from rankagg.io.json_documents import json_shape
from rankagg.io.procurement_shapes import (procurement_columns, procurement_document, procurement_head,
                                           procurement_shape)
from tests.door_files import named_through_the_api

RELEASES = ('{"uri": "https://x.example/r.json", "version": "1.1", "publishedDate": "2026-11-27T09:00:00Z", '
            '"publisher": {"name": "City"}, "releases": [{"ocid": "ocds-213czf-T-1", "id": "1", "tag": ["award"]}]}\n')
RECORDS = ('{"uri": "https://x.example/rec.json", "publishedDate": "2026-11-27T09:00:00Z", "publisher": {"name": "C"}, '
           '"records": [{"ocid": "ocds-213czf-T-1", "releases": [], "compiledRelease": {"ocid": '
           '"ocds-213czf-T-1"}}]}\n')
SAM = '{"totalRecords": 1342, "limit": 10, "offset": 0, "opportunitiesData": [{"noticeId": "0f1e", "title": "R"}]}\n'
PROZORRO = '{"data": {"id": "f3a9", "tenderID": "UA-2026-11-27-000123-a", "procurementMethodType": "belowThreshold"}}\n'
UBL = "urn:oasis:names:specification:ubl:schema:xsd:"
FILES = {
    "releases.json": (RELEASES, "OCDS release package", 1),
    "record.json": (RECORDS, "OCDS record package", 1),
    "main.csv": ("ocid,id,date,tag,tender/id\nocds-213czf-T-1,1,2026-11-20,award,T-1\n", "flatten-tool", 1),
    "notice.xml": (f'<?xml version="1.0"?>\n<ContractNotice xmlns="{UBL}ContractNotice-2">\n</ContractNotice>\n',
                   "eForms", 2),
    "espd.xml": (f'<?xml version="1.0"?>\n<!-- ESPD -->\n<QualificationApplicationRequest xmlns="{UBL}'
                 'QualificationApplicationRequest-2">\n</QualificationApplicationRequest>\n', "ESPD", 3),
    "invoice.xml": (f'<Invoice xmlns="{UBL}Invoice-2" xmlns:cbc="x">\n<cbc:ID>1</cbc:ID>\n</Invoice>\n',
                    "UBL Invoice", 1),
    "awards.csv": ("contract_transaction_unique_key,contract_award_unique_key,award_id_piid,federal_action_obligation\n"
                   "9700_x,CONT_AWD_x,W912DY26C0042,1250000.00\n", "USAspending", 1),
    "can.csv": ("ID_NOTICE_CAN,YEAR,CAE_NAME,WIN_NAME\n2026123456,2026,City,Acme\n", "contract award notices", 1),
    "sam.json": (SAM, "SAM.gov", 1),
    "tender.json": (PROZORRO, "Prozorro", 1),
}
RUN = "T-1/lot-1 Q0 bid:0042 1 0.91 panel\nT-1/lot-1 Q0 bid:0007 2 0.77 panel\n"
QRELS = "T-1/lot-1 0 bid:0042 2\n"


@pytest.mark.parametrize("gz", [False, True])
@pytest.mark.parametrize("door", ["run", "qrels"])
@pytest.mark.parametrize("name", sorted(FILES))
def test_named_at_both_doors(tmp_path, name, door, gz):
    named_through_the_api(tmp_path, FILES, name, door, gz, RUN, "TENDER/LOT Q0 BID")


@pytest.mark.parametrize("text", [RUN, QRELS, "ocid Q0 tag 1 0.5 date\n"])
def test_runs_and_qrels_are_never_claimed(text):
    assert procurement_shape("x.run", text.splitlines()) is None and procurement_head(text) is None


@pytest.mark.parametrize("text", [
    "ocid,tag\nx,award\n",  # two of OCDS's columns: any table
    "award_id_piid,amount\nW1,3\n",
    '<?xml version="1.0"?>\n<Tender xmlns="urn:example:tenders">\n</Tender>\n',  # a Tender root of another vocabulary
    "<ContractNotice>\n</ContractNotice>\n",
])
def test_near_misses_are_left_to_others(text):
    assert procurement_shape("x.csv", text.splitlines()) is None and procurement_head(text) is None


@pytest.mark.parametrize("obj", [{"q1": {"releases": 1.0}}, [{"q1": {"d": 1.0}}], {"releases": {"q1": {"d": 1.0}}},
                                 {"data": {"tenderID": {"d": 1.0}}}, {"opportunitiesData": {"q": {"d": 1.0}}}])
def test_runs_are_no_procurement_documents(obj):
    assert procurement_document(obj) is None


def test_json_that_is_no_such_document_is_not_named_so():
    shape = json_shape('{"q1": {"releases": 1.0, "ocid": 0.5}, "q2": {"totalRecords": 1.0, "tenderID": 0.5}}')
    assert shape is None or ("OCDS" not in shape and "SAM.gov" not in shape and "Prozorro" not in shape)


@pytest.mark.parametrize("text, what", [(RELEASES, "OCDS release"), (RECORDS, "OCDS record"), (SAM, "SAM.gov"),
                                        (PROZORRO, "Prozorro")])
def test_documents_loaded_in_python_are_named(text, what):
    with pytest.raises(ValueError, match=what):
        rankagg.fuse(json.loads(text), method="rrf")


@pytest.mark.parametrize("columns, what", [(["ocid", "id", "date", "tag", "tender/id"], "OCDS"),
                                           (["contract_award_unique_key", "award_id_piid"], "USAspending")])
def test_frames_are_named(columns, what):
    frame = pd.DataFrame([["1"] * len(columns)], columns=columns)
    with pytest.raises(ValueError, match=what):
        rankagg.fuse(frame, method="rrf")
    assert procurement_columns(["qid", "docid", "run", "score"]) is None
