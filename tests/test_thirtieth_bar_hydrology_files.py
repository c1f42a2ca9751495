"""Issue 45's thirtieth bar (scripts/reliability_bars/thirtieth_hydrology.py): a NetCDF classic file and a HEC-DSS
file given as a run or as qrels are named by what they are (u30e_netcdf_as_run, u30e_hecdss_as_run); legal TREC
files whose ids are the field's words stay free."""

from __future__ import annotations

import struct

import pytest

import rankagg
from tests.door_files import refusal_through_the_api

RUN = "01013500 Q0 LSTM_ensemble 1 0.81 NSE\n01013500 Q0 GR4J 2 0.66 NSE\n"
NETCDF = b"CDF\x01\x00\x00\x00\x00\x00\x00\x00\n\x00\x00\x00\x02\x00\x00\x00\x04time\x00\x00\x00\x00" + b"\x00" * 24
NETCDF2 = b"CDF\x02\x00\x00\x00\x05\x00\x00\x00\n\x00\x00\x00\x01\x00\x00\x00\x04flow" + b"\x00" * 24
DSS = b"ZDSS" + b"\x00" * 4 + b"7-IQ    " + struct.pack("<8i", 0, 1, 2, 3, 4, 5, 6, 7) + b"\x00" * 32


@pytest.mark.parametrize("door", ["run", "qrels"])
@pytest.mark.parametrize("name,data,word", [
    ("sim_flow.nc", NETCDF, "NetCDF"), ("sim_flow_64.nc.gz", NETCDF2, "NetCDF"), ("FishRiver.dss", DSS, "HEC-DSS"),
    ("FishRiver.dss.gz", DSS, "HEC-DSS")])
def test_named(tmp_path, door, name, data, word):
    msg = refusal_through_the_api(tmp_path, name, data, RUN, door)
    assert word in msg and name in msg


@pytest.mark.parametrize("text", [
    "CDF Q0 NetCDF 1 0.5 ZDSS\nCDF Q0 HEC 2 0.4 ZDSS\n",
    "ZDSS Q0 01013500 1 0.9 CDF\nZDSS Q0 01022500 2 0.8 CDF\n"])
def test_legal_look_alikes_stay_free(tmp_path, text):
    path = tmp_path / "look_alike.run"
    path.write_text(text)
    out = rankagg.fuse([str(path)], method="rrf")
    assert len(out) == 1


RDB = ("# US Geological Survey\n# retrieved: 2025-11-14\n#\n"
       "agency_cd\tsite_no\tdatetime\t149601_00060_00003\t149601_00060_00003_cd\n5s\t15s\t20d\t14n\t10s\n"
       "USGS\t01013500\t2025-10-01\t312\tA\nUSGS\t01013500\t2025-10-02\t305\tA:e\n")


@pytest.mark.parametrize("door", ["run", "qrels"])
@pytest.mark.parametrize("name", ["01013500_dv.rdb", "01013500_dv.rdb.gz", "dv.txt"])
def test_rdb_named(tmp_path, door, name):
    msg = refusal_through_the_api(tmp_path, name, RDB.encode(), RUN, door)
    assert "USGS NWIS RDB" in msg and f"{name}:4" in msg


def test_rdb_like_trec_run_stays_free(tmp_path):
    path = tmp_path / "agency.run"
    path.write_text("agency_cd\tsite_no\t01013500\t1\t0.9\tNSE\nagency_cd\tsite_no\t01022500\t2\t0.8\tNSE\n")
    assert len(rankagg.fuse([str(path)], method="rrf")) == 1
