"""Issue 45's twenty-fifth bar, an epidemic forecasting hub ranking its models by WIS week by week and its locations
by forecast risk.  One fault class: a file of the hub's own given where a run, a run table or qrels go was told by
a field count ("expected 6 fields ..., found 5": a model metadata YAML), as "a run table saved as text" or "a table"
(hubverse model output, the target data, the oracle output, scoringutils' and hubEvals' scores, locations.csv, the
older FluSight files), as "a JSON table's" (tasks.json, admin.json), or by the run table's missing columns (a
model-output Parquet file, a frame read from one) instead of by what it is (u25c_*_as_run, _as_qrels, _frame_as_runs).

The members are generated: each header in the column orders and separators the hub's tools write (CSV, TSV), under its
own name, neutral ones and gzipped, at the runs and the qrels doors, as a frame's and a Parquet table's columns; and
near shapes that must keep their reading (a run whose ids are the hub's words, a run frame with the hub's extra
columns)."""

from __future__ import annotations

import gzip
import itertools

import pandas as pd
import pytest

import rankagg
from rankagg.cli import main
from rankagg.io.foreign_shapes import qrels_shape, run_shape

#: (the header's cells, what the note must name)
HEADERS = [
    (["reference_date", "target", "horizon", "location", "target_end_date", "output_type", "output_type_id", "value"],
     "hubverse model output"),
    (["origin_date", "target", "horizon", "location", "output_type", "output_type_id", "value"], "hubverse model output"),
    (["location", "reference_date", "horizon", "target_end_date", "target", "output_type", "output_type_id", "value"],
     "hubverse model output"),
    (["forecast_date", "target", "target_end_date", "location", "type", "quantile", "value"], "FluSight"),
    (["location", "target_end_date", "target", "output_type", "output_type_id", "oracle_value"], "oracle output"),
    (["model", "location", "target_end_date", "horizon", "wis", "overprediction", "underprediction", "dispersion",
      "bias", "interval_coverage_50", "interval_coverage_90", "ae_median"], "scoringutils"),
    (["model_id", "wis", "overprediction", "underprediction", "dispersion", "ae_median", "interval_coverage_50",
      "interval_coverage_95"], "hubEvals"),
    (["model", "interval_score", "relative_skill", "scaled_rel_skill"], "scoringutils"),
    (["date", "location", "location_name", "value", "weekly_rate"], "target data"),
    (["as_of", "target_end_date", "target", "location", "observation"], "target data"),
    (["target_end_date", "location", "value"], "target data"),
    (["abbreviation", "location", "location_name", "population", "count_rate1per100k", "count_rate2per100k"], "FIPS"),
    (["location", "location_name", "population"], "FIPS"),
]
ROW = ["2024-11-16", "wk inc flu hosp", "0", "01", "2024-11-16", "quantile", "0.5", "31", "0.2", "TRUE", "0", "5"]


def _text(cells: list[str], sep: str) -> str:
    return sep.join(cells) + "\n" + sep.join(ROW[:len(cells)]) + "\n" + sep.join(ROW[:len(cells)]) + "\n"


@pytest.mark.parametrize("cells,what", HEADERS)
@pytest.mark.parametrize("sep", [",", "\t"])
@pytest.mark.parametrize("name", ["2024-11-16-UMass-flusion.csv", "scores.tsv", "data", "week.run", "hub.txt.gz"])
def test_a_hub_file_is_named_at_the_runs_and_qrels_doors(tmp_path, cells, what, sep, name):
    path = tmp_path / name
    text = _text(cells, sep).encode()
    path.write_bytes(gzip.compress(text) if name.endswith(".gz") else text)
    for shape in (run_shape(str(path)), qrels_shape(str(path))):
        assert shape is not None and shape.line == 1 and what in shape.reason


@pytest.mark.parametrize("cells,what", HEADERS)
def test_a_hub_table_given_as_a_frame_is_named(cells, what):
    frame = pd.DataFrame([ROW[:len(cells)]] * 2, columns=cells)
    with pytest.raises(ValueError, match=what):
        rankagg.fuse(frame, method="rrf")


@pytest.mark.parametrize("cells,what", HEADERS[:3] + HEADERS[5:7])
def test_a_hub_table_saved_as_parquet_is_named(tmp_path, capsys, cells, what):
    path = tmp_path / "2024-11-16-UMass-flusion.parquet"
    pd.DataFrame([ROW[:len(cells)]] * 2, columns=cells).to_parquet(path, index=False)
    out = tmp_path / "leaderboard.run"
    assert main(["fuse", str(path), "--quiet", "-o", str(out)]) == 2
    err = capsys.readouterr().err
    assert str(path) in err and what in err and not out.exists()


METADATA_KEYS = ["team_name", "team_abbr", "model_name", "model_abbr", "model_version", "designated_model"]


@pytest.mark.parametrize("first,second", list(itertools.permutations(METADATA_KEYS, 2))[::3])
@pytest.mark.parametrize("name", ["UMass-flusion.yml", "metadata.yaml", "UMass-flusion.txt"])
def test_a_model_metadata_file_is_named(tmp_path, capsys, first, second, name):
    path = tmp_path / name
    path.write_text(f'{first}: "UMass flusion"\n{second}: "a gradient boosting model"\nlicense: "CC-BY-4.0"\n')
    shape = run_shape(str(path))
    assert shape is not None and shape.line == 1 and "metadata" in shape.reason
    out = tmp_path / "leaderboard.run"
    assert main(["fuse", str(path), "--quiet", "-o", str(out)]) == 2
    assert f"{name}:1" in capsys.readouterr().err and not out.exists()


TASKS = ('{"schema_version": "https://raw.githubusercontent.com/hubverse-org/schemas/main/v3.0.0/tasks-schema.json",\n'
         ' "rounds": [{"round_id_from_variable": true, "round_id": "reference_date", "model_tasks": [{"task_ids": '
         '{"location": {"required": null, "optional": ["US", "01"]}}}]}]}\n')
ADMIN = ('{\n  "schema_version": "https://raw.githubusercontent.com/hubverse-org/schemas/main/v3.0.0/admin-schema.json",\n'
         '  "name": "FluSight", "maintainer": "CDC", "file_format": ["csv", "parquet"], "timezone": "US/Eastern"\n}\n')


@pytest.mark.parametrize("text,what", [(TASKS, "tasks.json"), (ADMIN, "admin.json")])
@pytest.mark.parametrize("name", ["tasks.json", "admin.json", "hub-config.txt", "config"])
@pytest.mark.parametrize("door", ["run", "qrels"])
def test_a_hub_config_is_named_under_any_name(tmp_path, capsys, text, what, name, door):
    path = tmp_path / name
    path.write_text(text)
    run = tmp_path / "week.run"
    run.write_text("06 Q0 UMass-flusion 1 -12.4 2024-11-16\n")
    argv = (["fuse", str(path), str(run), "--quiet", "-o", str(tmp_path / "o.run")] if door == "run"
            else ["evaluate", str(run), "--qrels", str(path)])
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert f"{name}:1" in err and "hubverse" in err and what in err


@pytest.mark.parametrize("name,text", [
    ("week.run", "location Q0 value 1 2.5 target\n"),  # the hub's words as ids of a TREC line
    ("2024-11-16.run", "06 Q0 UMass-flusion 1 -12.4 2024-11-16\nUS Q0 FluSight-ensemble 1 -31.2 2024-11-16\n"),
    ("model.yml", "01 Q0 team_abbr: 1 0.5 x\n"),  # a run under a YAML name whose docid ends with a colon
])
def test_near_shapes_keep_their_reading(tmp_path, name, text):
    path = tmp_path / name
    path.write_text(text)
    assert run_shape(str(path)) is None
    assert main(["fuse", str(path), "--quiet", "-o", str(tmp_path / "o.run")]) == 0


def test_a_run_frame_beside_the_hubs_columns_is_fused():
    frame = pd.DataFrame({"qid": ["06", "06", "06"], "docid": ["UMass-flusion", "PSI-PROF", "UMass-flusion"],
                          "run": ["2024-11-16", "2024-11-16", "2024-11-23"], "score": [-3.0, -4.5, -2.0],
                          "output_type": ["quantile"] * 3, "output_type_id": ["0.5"] * 3, "location": ["06"] * 3})
    fused = rankagg.fuse(frame, method="rrf")
    # RRF over the two weeks: UMass-flusion 1/61 + 1/61, PSI-PROF 1/62
    assert list(fused.sort_values("rank")["docid"]) == ["UMass-flusion", "PSI-PROF"]
