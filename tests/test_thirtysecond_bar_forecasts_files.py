"""Issue 45's thirty-second bar (u32h_*_as_run, u32h_*_as_qrels, u32h_out_*, u32h_api_*): a weather service's
verification files given as a run or as qrels were told a field count; METplus's .stat files, WMO SYNOP reports,
wgrib2 inventories, ECMWF MARS requests and ncdump's CDL are now named at both doors, plain and gzipped, and METplus's
statistics as a frame; -o .stat, .bufr and .cdl are refused."""

import io

import pandas as pd
import pytest

import rankagg
from rankagg.io.forecasts_shapes import FORECASTS_OUTPUTS, forecasts_columns, forecasts_shape
from tests.door_files import refused_output, named_through_the_api

STAT = ("VERSION MODEL DESC FCST_LEAD FCST_VALID_BEG FCST_VAR VX_MASK LINE_TYPE\n"
        "V11.1.0 GFS NA 480000 20261129_000000 TMP EUROPE CNT\n")
STAT_OLD = "VERSION MODEL FCST_LEAD FCST_VALID_BEG FCST_VAR LINE_TYPE\nV5.2 GFS 480000 20161129_000000 TMP CNT\n"
SYNOP = "AAXX 27121\n03772 41460 70504 10062 20031 39972 40213 58012 70200=\n"
IDX = "1:0:d=2026112700:PRMSL:mean sea level:anl:\n2:990253:d=2026112700:CLWMR:1 hybrid level:anl:\n"
MARS = "retrieve,\n  class=od,\n  date=2026-11-27,\n  param=167.128\n"
CDL = "netcdf t2m_era5 {\ndimensions:\n\tlongitude = 1440 ;\n}\n"
FILES = {
    "point_stat.stat": (STAT, "METplus", 1),
    "old_met.stat": (STAT_OLD, "METplus", 1),
    "synop.txt": (SYNOP, "WMO SYNOP", 1),
    "gfs.idx": (IDX, "wgrib2 inventory", 1),
    "t2m.req": (MARS, "MARS request", 1),
    "t2m.cdl": (CDL, "CDL", 1),
}
RUN = "eu/t2m/lead-48h Q0 nwp:ifs-hres 1 0.91 crps\neu/t2m/lead-48h Q0 nwp:aifs 2 0.77 crps\n"
QRELS = "eu/t2m/lead-48h 0 nwp:ifs-hres 2\n"


@pytest.mark.parametrize("gz", [False, True])
@pytest.mark.parametrize("door", ["run", "qrels"])
@pytest.mark.parametrize("name", sorted(FILES))
def test_named_at_both_doors(tmp_path, name, door, gz):
    named_through_the_api(tmp_path, FILES, name, door, gz, RUN, "REGION/VARIABLE/LEAD Q0 MODEL")


@pytest.mark.parametrize("text", [RUN, QRELS])
def test_runs_and_qrels_are_never_claimed(text):
    assert forecasts_shape("x.run", text.splitlines()) is None


@pytest.mark.parametrize("text", [
    "VERSION MODEL\n1 2\n",  # no lead time nor line type
    "AAXX is a word\n",
    "1:0:a note\n",
    "retrieve,\nnothing = here\n".replace("nothing = here", "  - a list"),  # a verb, then no keyword=value
    "netcdf is a library\n",
])
def test_near_misses_are_left_to_others(text):
    assert forecasts_shape("x.txt", text.splitlines()) is None


@pytest.mark.parametrize("output", sorted(FORECASTS_OUTPUTS))
def test_a_fused_run_is_not_written_as_a_forecast_file(tmp_path, capsys, output):
    assert "lines of text" in refused_output(tmp_path, capsys, RUN, "models" + output)


def test_a_metplus_frame_is_named():
    with pytest.raises(ValueError, match="METplus"):
        rankagg.fuse(pd.read_csv(io.StringIO(STAT), sep=r"\s+"), method="borda")
    assert forecasts_columns(["qid", "docid", "run", "score"]) is None
