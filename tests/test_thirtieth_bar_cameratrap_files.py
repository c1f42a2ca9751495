"""Issue 45's thirtieth bar (u30i_*_as_run, u30i_*_as_qrels, u30i_out_*): a wildlife team's camera trap files given
as a run or as qrels were told a generic JSON or table note ("its name ends in .json, ... no model_a, model_b and
winner columns", "starts with a header (...)"); MegaDetector's output, SpeciesNet's predictions, a Camtrap DP
package and its tables, Wildlife Insights' exports, a Timelapse export and a Zooniverse classification export are
now named at both doors, plain and gzipped; runs of species stay read; outputs named for Timelapse's files are
refused."""

import pytest

import rankagg
from rankagg.io.cameratrap_shapes import cameratrap_shape
from tests.door_files import refusal_through_the_api, refused_output

FILES = {
    "md_output.json": ('{"images": [{"file": "a.JPG", "detections": [{"category": "1", "conf": 0.96, "bbox": '
                       '[0.1, 0.4, 0.2, 0.3]}]}], "detection_categories": {"1": "animal"}, "info": {}}\n',
                       "MegaDetector"),
    "predictions.json": ('{"predictions": [{"filepath": "a.JPG", "classifications": {"classes": ["x"], "scores": '
                         '[0.9]}, "prediction": "x", "prediction_score": 0.9}]}\n', "SpeciesNet"),
    "datapackage.json": ('{"profile": "https://raw.githubusercontent.com/tdwg/camtrap-dp/1.0.1/camtrap-dp-profile.json",'
                         ' "resources": []}\n', "Camtrap DP"),
    "observations.csv": ("observationID,deploymentID,mediaID,eventID,scientificName,count\no1,cam_042,,e1,Lynx rufus,1\n",
                         "Camtrap DP observations"),
    "deployments.csv": ("deploymentID,locationID,locationName,latitude,longitude\ncam_042,loc7,Lamar,44.9,-110.2\n",
                        "Camtrap DP deployments"),
    "media.csv": ('"mediaID","deploymentID","captureMethod","timestamp","filePath"\n'
                  '"m1","cam_042","activityDetection","2026-10-02T03:14:00Z","a.JPG"\n', "Camtrap DP media"),
    "images.csv": ("project_id,deployment_id,image_id,filename,wi_taxon_id,common_name,cv_confidence\n"
                   "2004567,cam_042,5f3c9a,a.JPG,f2d233e3,Bobcat,0.91\n", "Wildlife Insights"),
    "wi_deployments.csv": ("project_id,deployment_id,placename,longitude,latitude\n2004567,cam_042,Lamar,-110.2,44.9\n",
                           "Wildlife Insights"),
    "TimelapseData.csv": ("File,RelativePath,Folder,DateTime,DeleteFlag,Species\na.JPG,cam_042,Y,02-Oct-2026,false,"
                          "Bobcat\n", "Timelapse"),
    "classifications.csv": ("classification_id,user_name,user_id,user_ip,workflow_id,workflow_name,annotations\n"
                            "512345678,v42,1234567,a1b2,20311,Identify,[]\n", "Zooniverse"),
}
RUN = ("yellowstone/cam_040/2026-05 Q0 lynx_rufus 1 0.91 speciesnet\n"
       "yellowstone/cam_040/2026-05 Q0 canis_latrans 2 0.77 speciesnet\n")
QRELS = "yellowstone/cam_040/2026-05 0 lynx_rufus 2\n"


@pytest.mark.parametrize("gz", [False, True])
@pytest.mark.parametrize("door", ["run", "qrels"])
@pytest.mark.parametrize("name", sorted(FILES))
def test_named_at_both_doors(tmp_path, name, door, gz):
    content, what = FILES[name]
    name = name + (".gz" if gz else "")
    message = refusal_through_the_api(tmp_path, name, content.encode(), RUN, door)
    assert f"{name}:" in message and what in message and "DEPLOYMENT Q0 SPECIES" in message, message


@pytest.mark.parametrize("text", [
    RUN, QRELS,
    "observationID Q0 deploymentID 1 2.0 mediaID\n",  # a run whose ids are Camtrap DP's column names
    "File 0 RelativePath 1\n",
    "classification_id Q0 user_name 1 0.5 workflow_id\n",
])
def test_runs_and_qrels_are_never_claimed(text):
    assert cameratrap_shape("x.run", text.splitlines()) is None


@pytest.mark.parametrize("text", [
    "deploymentID,count\ncam_042,3\n",  # a team's own summary: no exporter's header
    "File,Folder\na.JPG,Y\n",
    "project_id,image_id\n1,2\n",
])
def test_other_tables_are_left_to_others(text):
    assert cameratrap_shape("x.csv", text.splitlines()) is None


def test_a_run_of_species_is_read(tmp_path):
    run, qrels = tmp_path / "speciesnet.run", tmp_path / "verified.qrels"
    run.write_text(RUN)
    qrels.write_text(QRELS)
    assert rankagg.evaluate(str(run), str(qrels), measures=["P@1"])["P@1"] == 1.0


@pytest.mark.parametrize("out", ["species.tdb", "species.ddb", "SPECIES.TDB.gz"])
def test_outputs_named_for_timelapse_are_refused(tmp_path, capsys, out):
    assert "Timelapse" in refused_output(tmp_path, capsys, RUN, out)
