"""Issue 45's thirty-first bar (u31j_*_as_run, u31j_*_as_qrels, u31j_out_*, u31j_api_*): a property search platform's
files given as a run or as qrels were told a field count or a generic header or JSON note; RESO Web API answers, RETS
replies, Zillow's, Redfin's and realtor.com's tables, the Ames housing data, Walk Score's and ATTOM's answers and
MISMO documents are now named at both doors, plain and gzipped, and at the API; -o .skp and .rvt are refused."""

import json

import pandas as pd
import pytest

import rankagg
from rankagg.io.json_documents import json_shape
from rankagg.io.realestate_shapes import realestate_columns, realestate_document, realestate_head, realestate_shape
from tests.door_files import refused_output, named_through_the_api

RESO = ('{"@odata.context": "https://api.mlsgrid.com/v2/$metadata#Property", "value": [{"ListingKey": "ACT1234567", '
        '"ListPrice": 649000, "StandardStatus": "Active"}]}\n')
ATTOM = ('{"status": {"version": "1.0.0", "code": 0, "msg": "SuccessWithResult", "total": 1}, "property": '
         '[{"identifier": {"Id": 123456}, "avm": {"amount": {"value": 655000}}}]}\n')
FILES = {
    "reso.json": (RESO, "RESO", 1),
    "reply.txt": ('<RETS ReplyCode="0" ReplyText="Operation Successful">\n<DELIMITER value="09"/>\n'
                  '<COLUMNS>\tListingID\tListPrice\t</COLUMNS>\n</RETS>\n', "RETS", 1),
    "reply.xml": ('<?xml version="1.0"?>\n<RETS ReplyCode="0" ReplyText="Success">\n<COUNT Records="1"/>\n</RETS>\n',
                  "RETS", 2),
    "zhvi.csv": ("RegionID,SizeRank,RegionName,RegionType,StateName,2026-10-31\n92617,1821,78704,zip,TX,735870.9\n",
                 "Zillow", 1),
    "zori.csv": ('"RegionID","SizeRank","RegionName","RegionType","StateName","2026-10-31"\n'
                 '394913,1,"New York, NY","msa",,3398.2\n', "Zillow", 1),
    "tracker.tsv": ('"period_begin"\t"period_end"\t"period_duration"\t"region_type"\t"median_sale_price"\n'
                    '"2026-10-01"\t"2026-10-31"\t30\t"zip code"\t715000\n', "Redfin", 1),
    "rdc.csv": ("month_date_yyyymm,postal_code,zip_name,median_listing_price\n202610,78704,\"austin, tx\",699000\n",
                "realtor.com", 1),
    "train.csv": ("Id,MSSubClass,MSZoning,LotFrontage,LotArea,SalePrice\n1,60,RL,65,8450,208500\n", "Ames", 1),
    "walk.json": ('{"status": 1, "walkscore": 84, "description": "Very Walkable", "ws_link": "https://x"}\n',
                  "Walk Score", 1),
    "attom.json": (ATTOM, "ATTOM", 1),
    "mismo.xml": ('<?xml version="1.0" encoding="UTF-8"?>\n<MESSAGE xmlns="http://www.mismo.org/residential/2009/'
                  'schemas">\n<DEAL_SETS/>\n</MESSAGE>\n', "MISMO", 2),
}
RUN = ("family-4/austin-78704 Q0 mls:ACT1234567 1 0.91 value_model\n"
       "family-4/austin-78704 Q0 mls:ACT2345678 2 0.77 value_model\n")
QRELS = "family-4/austin-78704 0 mls:ACT1234567 2\n"


@pytest.mark.parametrize("gz", [False, True])
@pytest.mark.parametrize("door", ["run", "qrels"])
@pytest.mark.parametrize("name", sorted(FILES))
def test_named_at_both_doors(tmp_path, name, door, gz):
    named_through_the_api(tmp_path, FILES, name, door, gz, RUN, "PROFILE Q0 LISTING")


@pytest.mark.parametrize("text", [
    RUN, QRELS,
    "RegionID Q0 SizeRank 1 0.5 RegionName\n",  # a run whose ids are Zillow's column names
    '<RETS 0 ReplyCode="0" 1\n',
])
def test_runs_and_qrels_are_never_claimed(text):
    assert realestate_shape("x.run", text.splitlines()) is None


@pytest.mark.parametrize("text", [
    "RegionID,RegionName,value\n1,x,2\n",  # a region table that is no Zillow Research export
    "Id,SalePrice\n1,208500\n",  # two of the Ames columns: any sales table
    "period_begin,period_end\n2026-10-01,2026-10-31\n",
    "<RETS>no reply code</RETS>\n",
])
def test_near_misses_are_left_to_others(text):
    assert realestate_shape("x.csv", text.splitlines()) is None


@pytest.mark.parametrize("text", ['<MESSAGE xmlns="http://example.org/chat"/>\n', "<RETS/>\n", "plain\n"])
def test_other_xml_is_left_to_others(text):
    assert realestate_head(text) is None


@pytest.mark.parametrize("text", ['{"q1": {"@odata.context": 1.0, "ListingKey": 0.5}}',
                                  '{"q1": {"walkscore": 0.9, "ws_link": 0.1}}',
                                  '{"status": {"q": 1.0}, "property": {"d": 0.5}}'])
def test_json_that_is_no_such_file_is_not_named_so(text):
    shape = json_shape(text)
    assert shape is None or not any(w in shape for w in ("RESO", "Walk Score", "ATTOM"))
    assert realestate_document(json.loads(text)) is None


@pytest.mark.parametrize("text, what", [(RESO, "RESO"), (ATTOM, "ATTOM")])
def test_documents_loaded_in_python_are_named(text, what):
    with pytest.raises(ValueError, match=what):
        rankagg.fuse(json.loads(text), method="rrf")


@pytest.mark.parametrize("columns, what", [
    (["RegionID", "SizeRank", "RegionName", "RegionType", "2026-10-31"], "Zillow"),
    (["Id", "MSSubClass", "MSZoning", "LotArea", "SalePrice"], "Ames"),
    (["period_begin", "period_end", "period_duration", "region_type", "median_sale_price"], "Redfin"),
])
def test_frames_are_named(columns, what):
    frame = pd.DataFrame([[1] * len(columns)], columns=columns)
    with pytest.raises(ValueError, match=what):
        rankagg.fuse(frame, method="rrf")
    assert realestate_columns(["qid", "docid", "run", "score"]) is None


@pytest.mark.parametrize("out, what", [("l.skp", "SketchUp"), ("l.rvt", "Revit"), ("L.SKP.gz", "SketchUp")])
def test_outputs_named_for_models_are_refused(tmp_path, capsys, out, what):
    assert what in refused_output(tmp_path, capsys, RUN, out)
