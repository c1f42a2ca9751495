"""Issue 45's twenty-ninth bar (u29g_*_as_run, u29g_*_as_qrels, u29g_api_coco_results_frame): an autonomous driving
perception team's files given as a run or as qrels were told a field count, 'a JSON document' or 'a NUL byte'; KITTI
labels, results, tracking labels and calib files, MOTChallenge files, nuScenes and COCO JSON, OpenLABEL, a Waymo
TFRecord and a LAS point cloud are now named for their tool at both doors (text plain and gzipped); runs whose ids
or tags are the field's words stay read."""

import gzip
import struct

import pandas as pd
import pytest

import rankagg
from rankagg.io.perception_shapes import perception_binary, perception_shape
from tests.door_files import refusal_through_the_api

TEXTS = {
    "000042.txt": ("Car 0.00 0 -1.57 614.24 181.78 727.31 284.77 1.57 1.73 4.15 1.00 1.75 13.22 -1.62\n"
                   "DontCare -1 -1 -10 605.44 169.84 631.18 187.10 -1 -1 -1 -1000 -1000 -1000 -10\n", "KITTI object label"),
    "pp_000042.txt": ("Pedestrian -1 -1 -0.20 712.40 143.00 810.73 307.92 1.89 0.48 1.20 1.84 1.47 8.41 0.01 0.8112\n",
                      "KITTI detection result"),
    "0000.txt": ("0 0 Van 0 0 -1.793451 296.744956 161.752147 455.226042 292.372804 2.000000 1.823255 4.433886 "
                 "-4.552284 1.858523 13.410495 -2.115488\n", "KITTI tracking"),
    "calib.txt": ("P2: 7.215377e+02 0.000000e+00 6.095593e+02 4.485728e+01 0.000000e+00 7.215377e+02 1.728540e+02 "
                  "2.163791e-01 0.000000e+00 0.000000e+00 1.000000e+00 2.745884e-03\n", "KITTI calibration"),
    "gt.txt": ("1,1,912,484,97,109,0,7,1\n2,1,912,484,97,109,0,7,1\n", "MOTChallenge"),
    "det.csv": ("frame,id,bb_left,bb_top,bb_width,bb_height,conf,x,y,z\n1,-1,1359.1,413.27,120.26,362.77,2.3,-1,-1,-1\n",
                "MOTChallenge"),
    "results_nusc.json": ('{"meta": {"use_camera": false, "use_lidar": true}, "results": {"ca9a": [{"sample_token": '
                          '"ca9a", "detection_name": "car", "detection_score": 0.87}]}}\n', "nuScenes detection results"),
    "metrics_summary.json": ('{"label_aps": {}, "mean_ap": 0.6521, "nd_score": 0.7032, "tp_errors": {}}\n',
                             "nuScenes devkit"),
    "results.json": ('[{"image_id": 42, "category_id": 3, "bbox": [614.2, 181.7, 113.0, 102.9], "score": 0.97}]\n',
                     "COCO detection results"),
    "instances_val.json": ('{"info": {}, "images": [{"id": 42}], "annotations": [], "categories": [{"id": 3}]}\n',
                           "COCO annotations"),
    "frame_openlabel.json": ('{"openlabel": {"metadata": {"schema_version": "1.0.0"}, "objects": {}}}\n', "OpenLABEL"),
}
RUN = "scene-0103 Q0 bevfusion 1 0.7213 mAP\nscene-0103 Q0 pointpillars 2 0.4817 mAP\n"
QRELS = "scene-0103 0 bevfusion 3\nscene-0103 0 pointpillars 0\n"


def _crc(data):  # TFRecord's masked CRC-32C, written here bit by bit
    c = 0xFFFFFFFF
    for b in data:
        c ^= b
        for _ in range(8):
            c = (c >> 1) ^ (0x82F63B78 * (c & 1))
    c ^= 0xFFFFFFFF
    return ((((c >> 15) | (c << 17)) & 0xFFFFFFFF) + 0xA282EAD8) & 0xFFFFFFFF


_REC = b"\n\x10\n\x07context\x12\x05scene"
_LEN = struct.pack("<Q", len(_REC))
BINARIES = {
    "segment-1_with_camera_labels.tfrecord": (_LEN + struct.pack("<I", _crc(_LEN)) + _REC
                                              + struct.pack("<I", _crc(_REC)), "TFRecord"),
    "000042.las": (b"LASF" + b"\x00" * 20 + b"\x01\x04" + b"lidar".ljust(64, b"\x00") + b"\x00" * 40, "LAS 1.4"),
}


@pytest.mark.parametrize("gz", [False, True])
@pytest.mark.parametrize("door", ["run", "qrels"])
@pytest.mark.parametrize("name", sorted(TEXTS))
def test_text_named_for_its_tool_at_both_doors(tmp_path, name, door, gz):
    content, what = TEXTS[name]
    name = name + (".gz" if gz else "")
    message = refusal_through_the_api(tmp_path, name, content.encode(), RUN, door)
    assert name in message and what in message and "SCENE Q0 DETECTOR" in message, message


@pytest.mark.parametrize("door", ["run", "qrels"])
@pytest.mark.parametrize("name", sorted(BINARIES))
def test_binary_named_at_both_doors(tmp_path, name, door):
    content, what = BINARIES[name]
    message = refusal_through_the_api(tmp_path, name, content, RUN, door)
    assert name in message and what in message, message


def test_coco_results_frame_named():
    frame = pd.DataFrame([{"image_id": 42, "category_id": 3, "bbox": [1.0, 2.0, 3.0, 4.0], "score": 0.9}])
    with pytest.raises(Exception) as err:
        rankagg.fuse(frame, method="borda")
    assert "COCO detection results" in str(err.value), err.value


@pytest.mark.parametrize("text", [RUN, QRELS, "Car Q0 Pedestrian 1 0.9 kitti\n", "P0: Q0 d 1 2.0 t\n",
                                  "1,1,912,484 Q0 d 1 2 t\n", "0 0 Van 1 2 3\n", "Car 0 d 1\n",
                                  "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15\n"])
def test_runs_and_qrels_are_never_claimed(text):
    assert perception_shape("x.run", text.splitlines()) is None


@pytest.mark.parametrize("head", [RUN.encode(), QRELS.encode(), b"LASF Q0 d 1 2.0 t\n", b"\x00" * 16, b""])
def test_text_heads_are_never_binary(head):
    assert perception_binary(head) is None


def test_runs_tagged_with_the_fields_words_are_read(tmp_path):
    a, b, q = tmp_path / "pcd.run", tmp_path / "kitti.run", tmp_path / "review.qrels"
    a.write_text("scene-0103 Q0 Car 1 0.91 pcd\nscene-0103 Q0 Pedestrian 2 0.42 pcd\n")
    b.write_bytes(gzip.compress(b"scene-0103 Q0 Car 1 0.77 kitti\nscene-0103 Q0 Pedestrian 2 0.61 kitti\n"))
    q.write_text("scene-0103 0 Car 1\n")
    fused = rankagg.fuse([str(a), str(b)], method="borda")
    assert list(fused["scene-0103"]) == ["Car", "Pedestrian"]
    assert rankagg.evaluate(str(a), str(q), measures=["P@1"])["P@1"] == 1.0


@pytest.mark.parametrize("name", ["000042.txt", "pp_000042.txt", "0000.txt"])
def test_kitti_file_read_into_a_frame_named(tmp_path, name):
    path = tmp_path / name
    path.write_text(TEXTS[name][0])
    with pytest.raises(Exception) as err:
        rankagg.fuse(pd.read_csv(path, sep=" ", header=None), method="borda")
    assert "KITTI" in str(err.value) and "SCENE Q0 DETECTOR" in str(err.value), err.value


def test_a_frame_of_numbered_columns_of_numbers_is_not_kitti():
    frame = pd.DataFrame([[float(i) for i in range(16)]])
    with pytest.raises(Exception) as err:
        rankagg.fuse(frame, method="borda")
    assert "KITTI" not in str(err.value) and "needs a column" in str(err.value), err.value


def test_runs_in_memory_with_the_fields_words_as_ids_are_read():
    runs = {"openlabel": {"meta": {"results": 0.9, "sample_token": 0.5, "bbox": 0.4, "image_id": 0.2}},
            "coco": {"meta": {"results": 0.8, "sample_token": 0.1, "bbox": 0.6, "image_id": 0.3}}}
    fused = rankagg.fuse(runs, method="borda")
    assert list(fused["meta"]) == ["results", "bbox", "sample_token", "image_id"]
