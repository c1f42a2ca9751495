"""Issue 45's thirty-first bar (u31h_*_as_run, u31h_*_as_qrels, u31h_out_*, u31h_api_*): a driver-assistance team's
files given as a run or as qrels were told a field count, a generic JSON note, or for BLF and MDF recordings "UTF-16
or UTF-32 text"; a DBC database, an ASC log, a candump log, a PCAN trace, an A2L description, OpenSCENARIO, OpenDRIVE
and ARXML files, CARLA's results and BLF and MDF recordings are now named at both doors, plain and gzipped; CARLA's
results loaded in Python and its route records as a frame are named at the API; the field's outputs are refused."""

import json

import pandas as pd
import pytest

import rankagg
from rankagg.io.automotive_shapes import (automotive_binary, automotive_columns, automotive_document, automotive_head,
                                          automotive_shape)
from rankagg.io.json_documents import json_shape
from tests.door_files import refusal_through_the_api, refused_output, named_through_the_api

CARLA = ('{"_checkpoint": {"global_record": {}, "progress": [10, 10], "records": [{"index": 0, "route_id": '
         '"RouteScenario_0", "status": "Completed", "scores": {"score_composed": 71.3}}]}, "entry_status": "Finished", '
         '"eligible": true, "values": ["71.300"], "labels": ["Avg. driving score"]}\n')
FILES = {
    "objects.dbc": ('VERSION ""\n\n\nNS_ : \n\tNS_DESC_\n\nBU_: ADAS_ECU\nBO_ 256 Header: 8 ADAS_ECU\n', "DBC", 1),
    "drive.asc": ("date Thu Nov 27 10:00:00.000 am 2026\nbase hex  timestamps absolute\ninternal events logged\n",
                  "ASC", 1),
    "drive.log": ("(1764237600.123456) can0 100#0102030405060708\n(1764237600.124001) can1 18FEF100##1FF\n",
                  "candump", 1),
    "drive.trc": (";$FILEVERSION=2.1\n;$STARTTIME=45988.4166666667\n;$COLUMNS=N,O,T,B,I,d,R,L,D\n", "PCAN", 1),
    "ecu.a2l": ('ASAP2_VERSION 1 71\n/begin PROJECT ADAS_ECU "x"\n/end PROJECT\n', "A2L", 1),
    "cut_in.xosc": ('<?xml version="1.0" encoding="UTF-8"?>\n<OpenSCENARIO>\n<FileHeader revMajor="1" revMinor="2"/>\n'
                    '</OpenSCENARIO>\n', "OpenSCENARIO", 2),
    "road.xodr": ('<?xml version="1.0" standalone="yes"?>\n<!-- exported -->\n<OpenDRIVE>\n<header revMajor="1"/>\n'
                  '</OpenDRIVE>\n', "OpenDRIVE", 3),
    "system.arxml": ('<?xml version="1.0" encoding="UTF-8"?>\n<AUTOSAR xmlns="http://autosar.org/schema/r4.0">\n'
                     '</AUTOSAR>\n', "AUTOSAR", 2),
    "results.json": (CARLA, "CARLA", 1),
}
BINARY = {
    "drive.blf": (b"LOGG\x90\x00\x00\x00\x01\x00\x00\x00\x0d\x00\x00\x00" + b"\x00" * 32, "BLF"),
    "drive.mf4": (b"MDF     4.10    amdfx1.0" + b"\x00" * 36, "MDF 4.10"),
    "open.mf4": (b"UnFinMF 4.11    logger  " + b"\x00" * 36, "MDF 4.11"),
    "old.mdf": (b"MDF     3.30    " + b"\x00" * 40, "MDF 3.30"),
}
RUN = "cut-in/A9-0001 Q0 adas-4.2.1+rc3 1 0.91 carla_ds\ncut-in/A9-0001 Q0 adas-4.2.0 2 0.77 carla_ds\n"
QRELS = "cut-in/A9-0001 0 adas-4.2.1+rc3 2\n"


@pytest.mark.parametrize("gz", [False, True])
@pytest.mark.parametrize("door", ["run", "qrels"])
@pytest.mark.parametrize("name", sorted(FILES))
def test_named_at_both_doors(tmp_path, name, door, gz):
    named_through_the_api(tmp_path, FILES, name, door, gz, RUN, "SCENARIO Q0 BUILD")


@pytest.mark.parametrize("door", ["run", "qrels"])
@pytest.mark.parametrize("name", sorted(BINARY))
def test_recordings_are_named(tmp_path, name, door):
    content, what = BINARY[name]
    message = refusal_through_the_api(tmp_path, name, content, RUN, door)
    assert name in message and what in message and "UTF-16" not in message, message


@pytest.mark.parametrize("text", [
    RUN, QRELS,
    'VERSION Q0 "" 1 2.0 dbc\n',  # a run whose ids are DBC's words
    "date 0 Thu 1\n",
    "(1764237600.123456) Q0 can0 1 0.5 100#01\n",  # a run whose query is a candump time
])
def test_runs_and_qrels_are_never_claimed(text):
    assert automotive_shape("x.run", text.splitlines()) is None


@pytest.mark.parametrize("text", [
    'VERSION "1.2" of the report\n',  # a version line that is no DBC's: text after the quotes
    'VERSION "2"\nsome other line\n',  # no DBC section follows
    "date Thu Nov 27 10:00:00 2026\nno base line\n",
    "(12.5) is a number in parentheses\n",
    ";$ is a comment\n",
    "ASAP2 is a word\n",
])
def test_near_misses_are_left_to_others(text):
    assert automotive_shape("x.txt", text.splitlines()) is None


@pytest.mark.parametrize("text", ['<AUTOSAR xmlns="http://example.org/cars"/>\n', "<OpenScenarioX/>\n", "plain\n"])
def test_other_xml_is_left_to_others(text):
    assert automotive_head(text) is None


@pytest.mark.parametrize("head", [b"LOGG text of a log", b"LOGG\x00\x00\x00\x00", b"MDF file", b"MDF     9.99"])
def test_no_header_no_recording(head):
    assert automotive_binary(head) is None


@pytest.mark.parametrize("text", ['{"q1": {"_checkpoint": 1.0, "entry_status": 0.5}}'])
def test_json_that_is_no_such_file_is_not_named_so(text):
    shape = json_shape(text)
    assert shape is None or "CARLA" not in shape
    assert automotive_document(json.loads(text)) is None


def test_carla_results_loaded_in_python_are_named():
    results = json.loads(CARLA)
    with pytest.raises(ValueError, match="CARLA"):
        rankagg.fuse(results, method="rrf")
    with pytest.raises(ValueError, match="CARLA"):
        rankagg.fuse(pd.json_normalize(results["_checkpoint"]["records"]), method="borda")
    assert automotive_columns(["qid", "docid", "run", "score", "status"]) is None


@pytest.mark.parametrize("out, what", [("b.blf", "BLF"), ("cut_in.xosc", "OpenSCENARIO"), ("b.xodr", "OpenDRIVE"),
                                       ("b.arxml", "ARXML"), ("b.a2l", "A2L"), ("B.XOSC.gz", "OpenSCENARIO")])
def test_outputs_named_for_the_fields_files_are_refused(tmp_path, capsys, out, what):
    assert what in refused_output(tmp_path, capsys, RUN, out)
