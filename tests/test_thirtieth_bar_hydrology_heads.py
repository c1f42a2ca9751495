"""Issue 45's thirtieth bar (u30e_, the cases its helper left vague): a GRDC file (its '# GRDC' block), a WaterML 2.0
collection, SWAT's output.rch, HEC-RAS' files, CAMELS' attribute tables, NeuralHydrology's metrics and a StreamStats
answer were told a field count, a generic table note or 'a GeoJSON FeatureCollection'; each is now named at both
doors, plain and gzipped, and the two tables as frames; outputs named .dss and .rdb are named for HEC-DSS and USGS."""

import pandas as pd
import pytest

import rankagg
from rankagg.io.hydrology_shapes import hydrology_columns, hydrology_head
from tests.door_files import refusal_through_the_api, refused_output

GRDC = ("# Title:                 GRDC STATION DATA FILE\n#                        --------------\n"
        "# GRDC-No.:              6335020\n# DATA\nYYYY-MM-DD;hh:mm; Value\n1814-11-01;--:--;   1758.000\n")
FILES = {
    "6335020_Q_Day.Cmd.txt": (GRDC, "GRDC", 1),
    "01013500.wml": ('<?xml version="1.0" encoding="UTF-8"?>\n<wml2:Collection '
                     'xmlns:wml2="http://www.opengis.net/waterml/2.0" gml:id="C.1">\n</wml2:Collection>\n',
                     "WaterML 2.0", 2),
    "output.rch": (" SWAT Sep 7    VER 2018/Rev 670\n General Input/Output section (file.cio):\n", "SWAT", 1),
    "FishRiver.prj": ("Proj Title=Fish River near Fort Kent\nCurrent Plan=p01\n", "HEC-RAS", 1),
    "FishRiver.g01": ("Geom Title=Fish River existing\nProgram Version=6.30\n", "HEC-RAS", 1),
    "camels_clim.txt": ("gauge_id;p_mean;pet_mean;aridity\n01013500;3.126;1.971;0.631\n", "CAMELS", 1),
    "test_metrics.csv": ("basin,NSE,KGE,Alpha-NSE\n01013500,0.8123,0.7855,0.9512\n", "NeuralHydrology", 1),
    "streamstats.json": ('{"workspaceID": "ME2025", "featurecollection": [{"name": "globalwatershedpoint", "feature": '
                         '{"type": "FeatureCollection", "features": []}}], "parameters": []}\n', "StreamStats", None),
}
RUN = "01013500 Q0 LSTM_ensemble 1 0.81 NSE\n01013500 Q0 GR4J 2 0.66 NSE\n"
QRELS = "01013500 0 LSTM_ensemble 2\n"


@pytest.mark.parametrize("gz", [False, True])
@pytest.mark.parametrize("door", ["run", "qrels"])
@pytest.mark.parametrize("name", sorted(FILES))
def test_named_at_both_doors(tmp_path, name, door, gz):
    content, what, line = FILES[name]
    name = name + (".gz" if gz else "")
    message = refusal_through_the_api(tmp_path, name, content.encode(), RUN, door)
    assert (f"{name}:{line}:" if line else f"{name}:") in message and what in message, message


@pytest.mark.parametrize("columns, what", [(["basin", "NSE", "KGE"], "NeuralHydrology"),
                                           (["gauge_id", "p_mean", "aridity"], "CAMELS")])
def test_the_tables_are_named_as_frames(columns, what):
    frame = pd.DataFrame([["01013500", 0.8, 0.7]], columns=columns)
    with pytest.raises(ValueError, match=what):
        rankagg.fuse(frame, method="borda")


@pytest.mark.parametrize("text", [RUN, QRELS, "basin Q0 NSE 1 2.0 KGE\n", "gauge_id 0 p_mean 1\n",
                                  "Proj Title=x d 1 2.0 t\n"])  # six fields: qid Proj, its Q0 column Title=x
def test_runs_and_qrels_are_never_claimed(text):
    assert hydrology_head(text) is None


@pytest.mark.parametrize("names", [["basin", "score"], ["gauge_id", "NSE"], ["basin", "model", "NSE"]])
def test_other_columns_are_left_to_others(names):
    assert hydrology_columns(names) is None


@pytest.mark.parametrize("out, what", [("order.dss", "HEC-DSS"), ("order.rdb", "USGS RDB")])
def test_outputs_named_for_hydrology_files(tmp_path, capsys, out, what):
    assert what in refused_output(tmp_path, capsys, RUN, out)
