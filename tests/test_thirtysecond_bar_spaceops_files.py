"""Issue 45's thirty-second bar (u32e_*_as_run, u32e_*_as_qrels, u32e_out_*, u32e_api_*): a flight dynamics team's
files given as a run or as qrels were told a field count or a generic note; TLEs (2LE and 3LE), CCSDS KVN messages,
SP3 orbits (at their first '#' line), RINEX files, STK files, Space-Track's GP data and CelesTrak's SATCAT are now
named at both doors, plain and gzipped, and at the API; -o .tle, .oem, .opm, .omm, .cdm and .sp3 are refused."""

import io
import json

import pandas as pd
import pytest

import rankagg
from rankagg.io.spaceops_shapes import (SPACEOPS_OUTPUTS, spaceops_columns, spaceops_document, spaceops_head,
                                        spaceops_shape)
from tests.door_files import refused_output, named_through_the_api

TLE = ("1 25544U 98067A   26331.51782528  .00016717  00000-0  10270-3 0  9005\n"
       "2 25544  51.6416 247.4627 0006703 130.5360 325.0288 15.72125391563537\n")
THREE_LE = "0 ISS (ZARYA)\n" + TLE
CDM = "CCSDS_CDM_VERS = 1.0\nCREATION_DATE = 2026-11-27T08:00:00.000\nORIGINATOR = CSpOC\n"
OPM = "CCSDS_OPM_VERS = 3.0\nCREATION_DATE = 2026-11-27T08:00:00\n"
SP3 = ("#dP2026 11 27  0  0  0.00000000      96 ORBIT IGS20 HLM  IGS\n## 2394 432000.00000000   900.00000000 61371 0.0\n"
       "+   32   G01G02G03G04\n")
RINEX = ("     3.04           OBSERVATION DATA    M                   RINEX VERSION / TYPE\n"
         "sbf2rin-13.4.3                          20261127 080000 UTC PGM / RUN BY / DATE\n")
STK = "stk.v.11.0\n\nBEGIN Ephemeris\n    NumberOfEphemerisPoints 2\n"
GP = [{"CCSDS_OMM_VERS": "2.0", "OBJECT_NAME": "ISS (ZARYA)", "EPOCH": "2026-11-27T12:25:40", "NORAD_CAT_ID": "25544"}]
GP_CSV = "CCSDS_OMM_VERS,OBJECT_NAME,EPOCH,NORAD_CAT_ID\n2.0,ISS (ZARYA),2026-11-27T12:25:40,25544\n"
SATCAT = "OBJECT_NAME,OBJECT_ID,NORAD_CAT_ID,OBJECT_TYPE,OWNER\nISS (ZARYA),1998-067A,25544,PAY,ISS\n"
FILES = {
    "iss.tle": (TLE, "two-line element set", 1),
    "iss.3le": (THREE_LE, "two-line element set", 1),
    "conj.cdm": (CDM, "conjunction data message (CDM)", 1),
    "state.opm": (OPM, "orbit parameter message (OPM)", 1),
    "orbit.SP3": (SP3, "SP3 precise orbit", 1),
    "obs.rnx": (RINEX, "RINEX", 1),
    "sat.e": (STK, "STK file", 1),
    "gp.json": (json.dumps(GP), "GP data", 1),
    "gp.csv": (GP_CSV, "GP data", 1),
    "satcat.csv": (SATCAT, "SATCAT", 1),
}
RUN = "sat:48274/2026-w48 Q0 evt:2026-331-0415 1 0.91 cdm_pc\nsat:48274/2026-w48 Q0 evt:2026-331-0388 2 0.77 cdm_pc\n"
QRELS = "sat:48274/2026-w48 0 evt:2026-331-0415 2\n"


@pytest.mark.parametrize("gz", [False, True])
@pytest.mark.parametrize("door", ["run", "qrels"])
@pytest.mark.parametrize("name", sorted(FILES))
def test_named_at_both_doors(tmp_path, name, door, gz):
    named_through_the_api(tmp_path, FILES, name, door, gz, RUN, "SATELLITE/WEEK Q0 EVENT")


@pytest.mark.parametrize("text", [RUN, QRELS, "1 25544U Q0 d 1 0.5\n", "CCSDS_CDM_VERS = Q0 d 1 0.5\n"])
def test_runs_and_qrels_are_never_claimed(text):
    assert spaceops_shape("x.run", text.splitlines()) is None and spaceops_head(text) is None


@pytest.mark.parametrize("text", [
    "1 25544U is a part number\nand nothing else\n",  # no second line of elements
    "CCSDS_XYZ_VERS = 1.0\n",  # no such message
    "# dP is a note\n",
    "#dP2026 11 27 without the '##' line\nq1 Q0 d1 1 0.5 t\n",
    "stk is a word\n",
    "OBJECT_NAME,OWNER\na,b\n",
])
def test_near_misses_are_left_to_others(text):
    assert spaceops_shape("x.txt", text.splitlines()) is None and spaceops_head(text) is None


def test_gp_records_in_python_are_named():
    assert spaceops_document(GP[0]) is not None and spaceops_document({"q1": {"d1": 1.0}}) is None
    with pytest.raises(ValueError, match="GP data"):
        rankagg.fuse(GP, method="rrf")


@pytest.mark.parametrize("output", sorted(SPACEOPS_OUTPUTS))
def test_a_fused_run_is_not_written_as_an_orbit_file(tmp_path, capsys, output):
    assert "lines of text" in refused_output(tmp_path, capsys, RUN, "events" + output)


@pytest.mark.parametrize("text, what", [(SATCAT, "SATCAT"), (GP_CSV, "GP data")])
def test_frames_are_named(text, what):
    with pytest.raises(ValueError, match=what):
        rankagg.fuse(pd.read_csv(io.StringIO(text)), method="borda")
    assert spaceops_columns(["qid", "docid", "run", "score"]) is None
