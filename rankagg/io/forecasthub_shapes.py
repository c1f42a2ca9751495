"""An epidemic forecasting hub's files, told by their headers (or keys), so that a run or qrels door, a frame's and a
Parquet table's, names what the file is and says how to make rankings of it instead of a field count or "a table"
(issue 45's twenty-fifth bar, a hub team ranking its models by WIS week by week and its locations by forecast risk:
a hubverse model-output CSV was told "a run table saved as text", a model metadata YAML "expected 6 fields, found 5",
a Parquet model-output file "needs the columns qid, docid, ...").

* Forecasts, a row per task and quantile, no ranking: hubverse model output (``output_type``, ``output_type_id``,
  ``value`` beside the task ids ``reference_date`` / ``origin_date``, ``target``, ``horizon``, ``location``), and
  the FluSight / COVID-19 Forecast Hub files of the seasons before hubverse (``forecast_date``, ``type``,
  ``quantile``, ``value``).
* Truth: the target data (a date, ``location``, ``value`` or ``observation``), hubverse's oracle output
  (``oracle_value``), the hub's ``locations.csv`` (FIPS codes, names, populations).
* Scores: scoringutils' and hubEvals' tables (``model`` or ``model_id`` beside ``wis``, ``interval_score``,
  ``ae_median``, ...), lower-better.
* A model's metadata (YAML: ``team_abbr:``, ``model_abbr:``, ...).  The hub's JSON configs (``tasks.json``,
  ``admin.json``) are told with the other JSON documents (:mod:`rankagg.io.json_documents`)."""

from __future__ import annotations

from typing import Sequence

from rankagg.io.line_form_store import compiled

__all__ = ["forecasthub_shape", "forecasthub_columns"]

#: how the hub's rankings are runs, for both of its rankings and its judgements
_AS_RUNS = ("a week's ranking of the models is a run: 'LOCATION Q0 MODEL RANK -WIS REFERENCE_DATE' (WIS is lower-"
            "better: negate it), a location's risk ranking by one model is 'ROUND Q0 LOCATION RANK MEDIAN MODEL' (a "
            "round a reference date and horizon without blanks, 2024-11-16_h1), or read the table with pandas, ids as "
            "text (dtype=str keeps '01'), and give rankagg.fuse {run: {query: {id: score}}}; observed values are "
            "judgements as 'ROUND 0 LOCATION GRADE' lines (an integer grade, e.g. 2 for the highest rates)")
_METADATA_KEYS = compiled(r"(?:team_name|team_abbr|model_name|model_abbr|model_version|designated_model|"
                          r"team_model_designation|model_contributors|data_inputs|methods_long|website_url)\s*:")
_DATES = {"reference_date", "origin_date", "forecast_date", "target_end_date", "date", "as_of"}
_SCORES = {"wis", "interval_score", "ae_median", "crps", "log_score", "relative_skill", "wis_relative_skill",
           "wis_scaled_relative_skill", "overprediction", "underprediction", "dispersion"}


def forecasthub_columns(names: Sequence[object]) -> str | None:
    """What a table of the column ``names`` is, when a forecasting hub's tool wrote it, with what to do; or None."""
    cells = {str(n).strip().strip("\"'").lower() for n in names}
    if {"output_type", "output_type_id", "value"} <= cells and cells & ({"target", "location", "horizon"} | _DATES):
        return ("is hubverse model output (task ids such as reference_date, target, horizon, location, then "
                "output_type, output_type_id, value: one model's quantiles, samples or pmf per task, a model-output "
                "file of a hub), no ranking: score the models against the target data (hubEvals' score_model_out, "
                "scoringutils) or take each model's median (output_type_id 0.5) per location; " + _AS_RUNS)
    if {"forecast_date", "type", "quantile", "value"} <= cells:
        return ("is a FluSight / COVID-19 Forecast Hub forecast file of the seasons before hubverse (forecast_date, "
                "target, target_end_date, location, type point or quantile, quantile, value), one model's forecasts, "
                "no ranking: score them against the target data or take each location's point forecast; " + _AS_RUNS)
    if "oracle_value" in cells:
        return ("is hubverse oracle output (the observed value of each task, oracle_value, as a forecast of it), not "
                "TREC run or qrels lines: grade the locations of each round by their observed value; " + _AS_RUNS)
    if cells & {"model", "model_id"} and cells & _SCORES:
        return ("is a score table of scoringutils or hubEvals (a model per row and its wis, interval coverage, "
                "bias ...: lower WIS is better), not TREC run or qrels lines: rank the models of each week and "
                "location by -WIS; " + _AS_RUNS)
    if "location" in cells and cells & _DATES and cells & {"value", "observation"}:
        return ("is a hub's target data (a date, a location and its observed value, as target-hospital-admissions.csv "
                "or hubverse's time-series target data hold them), not TREC run or qrels lines: grade each round's "
                "locations by their observed value; " + _AS_RUNS)
    if {"location", "location_name"} <= cells and cells & {"population", "abbreviation"}:
        return ("is a hub's locations.csv (FIPS codes with their zeros, '01', '06', and 'US', names and populations), "
                "no ranking and no judgement: it names the ids of the runs' locations; " + _AS_RUNS)
    return None


def forecasthub_shape(name: str, lines: Sequence[str]) -> str | None:
    """What forecasting hub file named ``name`` whose first lines are ``lines`` begins, and what to do, or None."""
    lines = [ln.lstrip("\ufeff").rstrip("\r\n") for ln in lines]
    if not lines:
        return None
    if sum(1 for ln in lines if _METADATA_KEYS.match(ln)) >= min(2, len(lines)) or (
            name.lower().endswith((".yml", ".yaml")) and _METADATA_KEYS.match(lines[0])):
        return ("is a hub model's metadata (YAML: team_abbr, model_abbr, designated_model, license, ...), not TREC run "
                "or qrels lines: it ranks nothing; " + _AS_RUNS)
    first = lines[0]
    return forecasthub_columns(first.split("\t") if "\t" in first else first.split(","))
