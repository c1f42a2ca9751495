"""Issue 45's thirtieth bar (u30h_*_as_run, u30h_*_as_qrels, u30h_out_*): a 3D vision team's files given as a run or
as qrels were told a field count at the first line past the '#' comments ("expected 6 fields, found 8" for COLMAP's
cameras.txt) or a generic table or JSON note; COLMAP's text model, Bundler, VisualSFM, an Image Matching Challenge
submission, hloc's pairs, a TUM or EuRoC trajectory, a camera log and OpenMVG's sfm_data.json are now named at both
doors, plain and gzipped, at the file's first line; runs whose ids are image names stay read; outputs named for a
reconstruction's files are refused."""

import pytest

import rankagg
from rankagg.io.matching_shapes import matching_head
from tests.door_files import refusal_through_the_api, refused_output

CAMERAS = ("# Camera list with one line of data per camera:\n#   CAMERA_ID, MODEL, WIDTH, HEIGHT, PARAMS[]\n"
           "# Number of cameras: 1\n1 SIMPLE_RADIAL 3072 2304 2559.81 1536 1152 -0.0204\n")
FILES = {
    "cameras.txt": (CAMERAS, "COLMAP's cameras.txt"),
    "images.txt": ("# Image list with two lines of data per image:\n#   IMAGE_ID, QW, QX, QY, QZ, TX, TY, TZ, "
                   "CAMERA_ID, NAME\n1 0.85 0.01 0.50 -0.14 -0.73 1.02 3.74 1 P1180141.JPG\n2362.39 248.49 58396\n",
                   "COLMAP's images.txt"),
    "points3D.txt": ("# 3D point list with one line of data per point:\n"
                     "63390 1.67 0.29 0.60 115 121 122 1.33 16 6542 15 7345\n", "COLMAP's points3D.txt"),
    "rigs.txt": ("# Rig calib list with one line of data per calib:\n1 2 CAMERA 1 CAMERA 2 1 0 0 0 0.5 0 0\n",
                 "COLMAP's rigs.txt"),
    "bundle.out": ("# Bundle file v0.3\n1 1\n2559.81 -0.0204 0\n1 0 0\n0 1 0\n0 0 1\n0 0 0\n", "Bundler"),
    "scene.nvm": ("NVM_V3\n\n1\nP1180141.JPG 2559.81 0.85 0.01 0.50 -0.14 -0.73 1.02 3.74 -0.02 0\n", "VisualSFM"),
    "submission.csv": ("image_path,dataset,scene,rotation_matrix,translation_vector\n"
                       "church/images/00046.png,imc2024,church,1;0;0;0;1;0;0;0;1,0;0;0\n", "Image Matching Challenge"),
    "submission_2022.csv": ("sample_id,fundamental_matrix\nphototourism;british_museum;1-2,0 0 0 0 0 0 0 0 1\n",
                            "Image Matching Challenge"),
    "pairs-netvlad.txt": ("db/00046.png db/00090.png\ndb/00046.jpg query/night/IMG_0105.JPG\n", "image pairs"),
    "groundtruth.txt": ("# ground truth trajectory\n# timestamp tx ty tz qx qy qz qw\n"
                        "1305031098.6659 1.3563 0.6305 1.6380 0.6132 0.5962 -0.3311 -0.3986\n", "trajectory"),
    "data.csv": ("#timestamp, p_RS_R_x [m], p_RS_R_y [m], p_RS_R_z [m], q_RS_w []\n"
                 "1403636579758555392,4.688,-1.786,0.783,0.534\n", "trajectory"),
    "estimate.txt": ("1305031098.6659 1.3563 0.6305 1.6380 0.6132 0.5962 -0.3311 -0.3986\n"
                     "1305031098.6758 1.3543 0.6299 1.6380 0.6141 0.5956 -0.3302 -0.3989\n", "TUM RGB-D"),
    "scene_COLMAP_SfM.log": ("0 0 1\n0.99 0.01 -0.12 0.11\n-0.01 0.99 0.02 -0.25\n0.12 -0.02 0.99 1.37\n0 0 0 1\n",
                             "camera log"),
    "sfm_data.json": ('{\n    "sfm_data_version": "0.3",\n    "root_path": "/data/images",\n    "views": []\n}\n',
                      "OpenMVG"),
}
RUN = ("imc2024/church Q0 superpoint+lightglue 1 0.91 maa_5deg\nimc2024/church Q0 loftr 2 0.77 maa_5deg\n")
QRELS = "imc2024/church 0 superpoint+lightglue 2\n"


@pytest.mark.parametrize("gz", [False, True])
@pytest.mark.parametrize("door", ["run", "qrels"])
@pytest.mark.parametrize("name", sorted(FILES))
def test_named_at_both_doors_at_the_first_line(tmp_path, name, door, gz):
    content, what = FILES[name]
    name = name + (".gz" if gz else "")
    message = refusal_through_the_api(tmp_path, name, content.encode(), RUN, door)
    assert f"{name}:1:" in message and what in message and "SCENE Q0 PIPELINE" in message, message


@pytest.mark.parametrize("text", [
    RUN, QRELS,
    "db/00046.png Q0 db/00090.png 1 0.5 netvlad\n",  # a retrieval run whose ids are image names (hloc's own)
    "query/IMG_0105.JPG 0 db/00046.png 1\n",  # its qrels
    "# Camera list\n1 Q0 d 1 2.0 t\n",  # a run under a comment that only starts like COLMAP's
    "NVM Q0 d 1 2.0 t\n",
])
def test_runs_and_qrels_are_never_claimed(text):
    assert matching_head(text) is None


@pytest.mark.parametrize("text", [
    "a.png\n",  # one image name: a gene list's or a file list's line
    "a.png b.png c.png\n",  # three
    "1 2 3 4 5 6 7 8\n",  # eight numbers, the last four no unit quaternion
    "0 0 1\n1 0 0 0\n0 1 0 0\n0 0 1 0\n1 1 1 1\n",  # a 4x4 block whose last row is no pose's
    "image,label\nx.png,cat\n",
])
def test_other_files_are_left_to_others(text):
    assert matching_head(text) is None


def test_a_run_of_pipelines_is_read(tmp_path):
    run, qrels = tmp_path / "maa_5deg.run", tmp_path / "shipped.qrels"
    run.write_text(RUN)
    qrels.write_text(QRELS)
    assert rankagg.evaluate(str(run), str(qrels), measures=["P@1"])["P@1"] == 1.0


@pytest.mark.parametrize("out, what", [("p.nvm", "VisualSFM"), ("p.mg", "Meshroom"), ("p.psx", "Metashape"),
                                       ("p.e57", "laser scan"), ("p.sfm", "reconstruction"),
                                       ("p.rcproj", "RealityCapture"), ("P.NVM.gz", "VisualSFM")])
def test_outputs_named_for_a_reconstruction_are_refused(tmp_path, capsys, out, what):
    assert what in refused_output(tmp_path, capsys, RUN, out)
