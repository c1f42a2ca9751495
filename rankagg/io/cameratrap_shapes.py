"""A wildlife team's camera trap files where a run or the judgements are read (issue 45's thirtieth bar, u30i_):
MegaDetector's batch output, SpeciesNet's predictions, a Camtrap DP package (its datapackage.json, deployments, media
and observations tables), Wildlife Insights' exports, a Timelapse export and a Zooniverse classification export.
Told "its name ends in .json, ... no model_a, model_b and winner columns" or "starts with a header (...)", each is
named for what it is, with what to give instead."""

from __future__ import annotations

from typing import Sequence

from rankagg.io.line_form_store import compiled
from rankagg.io.text_input import run_or_qrels_line

__all__ = ["AS_RUN", "CAMERATRAP_JSON", "cameratrap_shape"]

#: what to do with a classifier's or a platform's file: each classifier's ranking of the species is a run
AS_RUN = ("give each classifier's ranking of the species as a run, a deployment a query and each species a document "
          "(lynx_rufus, no blank), the score higher for the likelier species (the share of the deployment's sequences "
          "given it, or the classifier's confidence): 'DEPLOYMENT Q0 SPECIES RANK SCORE CLASSIFIER'; the species the "
          "ecologists verified are the qrels, 'DEPLOYMENT 0 SPECIES GRADE'")
_NOT_LINES = "not TREC run or qrels lines: "

#: each table by its header's first cells (the exporters write them in this order)
_TABLES = (
    (compiled(r"observationID[,\t]deploymentID[,\t]mediaID[,\t]"),
     "a Camtrap DP observations table (observationID, deploymentID, mediaID, ..., scientificName, count: an "
     "observation per row)"),
    (compiled(r"deploymentID[,\t]locationID[,\t]locationName[,\t]latitude[,\t]"),
     "a Camtrap DP deployments table (deploymentID, locationID, latitude, longitude, ...: a camera's placement per "
     "row)"),
    (compiled(r"mediaID[,\t]deploymentID[,\t](?:captureMethod|sequenceID)[,\t]"),
     "a Camtrap DP media table (mediaID, deploymentID, captureMethod, timestamp, filePath, ...: an image per row)"),
    (compiled(r"project_id,deployment_id,image_id,(?:[^,\n]*,)*wi_taxon_id,"),
     "Wildlife Insights' images.csv (project_id, deployment_id, image_id, ..., wi_taxon_id, common_name, "
     "cv_confidence: an image's identification per row)"),
    (compiled(r"project_id,deployment_id,(?:placename|camera_id),"),
     "Wildlife Insights' deployments.csv (project_id, deployment_id, placename, longitude, latitude, ...)"),
    (compiled(r"File,RelativePath,Folder,DateTime,(?:DeleteFlag|UtcOffset)\b"),
     "a Timelapse export (File, RelativePath, Folder, DateTime, DeleteFlag, then the template's fields: an image "
     "per row)"),
    (compiled(r"classification_id,user_name,user_id,(?:user_ip,)?workflow_id,workflow_name,"),
     "a Zooniverse classification export (classification_id, user_name, ..., annotations, subject_data, "
     "subject_ids: a volunteer's answer per row, its annotations JSON)"),
)

CAMERATRAP_JSON = (
    (('"detection_categories"', '"images"'),
     "MegaDetector's batch output (images, their detections' categories, confidences and boxes; detection_categories: "
     "animal, person, vehicle), " + _NOT_LINES + "it ranks no species; " + AS_RUN),
    (('"predictions"', '"prediction_score"', '"classifications"'),
     "SpeciesNet's predictions (an image's prediction, prediction_score and classifications), " + _NOT_LINES
     + "a species' scores over a deployment's images are a run's: " + AS_RUN),
    (('"profile"', "camtrap-dp"),
     "a Camtrap DP package's datapackage.json (its profile and resources: deployments, media, observations), "
     + _NOT_LINES + "it ranks no species; " + AS_RUN),
)


def cameratrap_shape(name: str, lines: Sequence[str]) -> str | None:
    """What camera trap platform's table whose first lines are ``lines`` is, and what to give instead, or None."""
    head = [ln.lstrip("\ufeff").rstrip("\r\n") for ln in lines if ln.strip()][:1]
    if not head or run_or_qrels_line(head[0]):
        return None
    cells = head[0].replace('"', "")  # a header written quoted (R's write.csv, Excel)
    return next((f"is {what}, {_NOT_LINES}it ranks no species; {AS_RUN}" for pattern, what in _TABLES
                 if pattern.match(cells)), None)
