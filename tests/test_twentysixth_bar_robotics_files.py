"""Issue 45's twenty-sixth bar, a robotics lab fusing GraspNet's, Contact-GraspNet's, GPD's, GQ-CNN's and AnyGrasp's
grasp candidates per scene and object: a file of the lab's given where a run or qrels go was told by a field count
("expected 6 fields 'qid Q0 docid rank score tag', found 1" for a PLY cloud and a ROS 2 bag's metadata.yaml, "found
3" for a URDF's or an SDF world's XML declaration), as GSEA's .rnk (a PCD cloud's 'VERSION 0.7'), as "a run table
saved as text" (a rostopic echo -p export, a grasp table, a trial log), as "a NUL byte" (a ROS 1 bag) or UTF-16 text
(an MCAP file, a ROS 2 bag's .db3) instead of by name (u26g_*_as_run, u26g_*_as_qrels).

The members are generated: each text file under its own name and neutral ones, plain, gzipped, with a byte-order mark
and CRLF ends, at the runs and the qrels door; each XML root with and without its declaration; the rostopic exports
of several message types; the trial log's outcome columns; each binary recording by its bytes.  Near shapes keep
their reading: TREC lines under a robotics file's name."""

from __future__ import annotations

import struct

import pytest

from rankagg.cli import main
from rankagg.io.binary_containers import container_of
from rankagg.io.foreign_shapes import run_shape
from tests.door_files import SAVED, named_at_both_doors, write_file

PCD = ("VERSION 0.7\nFIELDS x y z rgb\nSIZE 4 4 4 4\nTYPE F F F U\nCOUNT 1 1 1 1\nWIDTH 2\nHEIGHT 1\n"
       "VIEWPOINT 0 0 0 1 0 0 0\nPOINTS 2\nDATA ascii\n0.09 -0.04 0.68 4284900966\n0.09 -0.04 0.68 4284900966\n")
PLY = ("ply\nformat ascii 1.0\nelement vertex 2\nproperty float x\nproperty float y\nproperty float z\nend_header\n"
       "0.09 -0.04 0.68\n0.10 -0.04 0.68\n")
META = ("rosbag2_bagfile_information:\n  version: 5\n  storage_identifier: mcap\n  message_count: 61\n"
        "  topics_with_message_count:\n    - topic_metadata:\n        name: /grasps\n")
#: (file, its text, a word the note must hold, the line it is named at)
TEXT_FILES = [
    ("scene_0100.pcd", "# .PCD v0.7 - Point Cloud Data file format\n" + PCD, "PCD", 2),
    ("cloud.pcd", PCD, "PCD", 1),
    ("scene_0100.ply", PLY, "PLY", 1),
    ("metadata.yaml", META, "ROS 2", 1),
    ("grasps_topic.csv", "%time,field.header.seq,field.header.frame_id,field.grasps0.score.data\n"
     "1764672000123456789,17,camera,0.87\n", "rostopic", 1),
    ("gqcnn_topic.csv", "%time,field.grasp.pose.position.x,field.grasp.pose.position.y,field.q_value\n"
     "1764672000123456789,0.41,-0.03,0.93\n", "rostopic", 1),
    ("anygrasp.csv", "%time,field.data\n1764672000123456789,0.5\n", "rostopic", 1),
    ("grasps_scene_0100.csv", "scene_id,ann_id,obj_id,grasp_id,score,width,height,depth\n100,3,12,42,0.9,0.06,0.02,0.03\n",
     "grasp table", 1),
    ("pose_table.tsv", "grasp_id\tscore\tx\ty\tz\tqw\tqx\tqy\tqz\ng00042\t0.9\t0.41\t-0.03\t0.12\t0.7\t0\t0.7\t0\n",
     "grasp table", 1),
]
TRIAL_HEADERS = [("trial,scene_id,obj_id,grasp_id,planner,success", "success"),
                 ("trial_id,grasp_id,planner,grasp_success,lift_height_m", "grasp_success"),
                 ("trial\tobject\tgrasp\tlifted\tnotes", "lifted"),
                 ("trial_no,scene,grasp_candidate,outcome", "outcome")]
XML_ROOTS = [('<robot name="panda">', "URDF"), ('<robot name="ur5" xmlns:xacro="http://www.ros.org/wiki/xacro">', "URDF"),
             ('<sdf version="1.7">', "SDF"), ("<launch>", "roslaunch"), ('<mujoco model="panda">', "MuJoCo")]


@pytest.mark.parametrize("name,text,word,line", TEXT_FILES)
@pytest.mark.parametrize("rename", ["{name}", "planner.run", "{name}.gz"])
@pytest.mark.parametrize("saved", range(len(SAVED)))
def test_a_robotics_text_file_is_named_at_the_runs_and_qrels_doors(tmp_path, name, text, word, line, rename, saved):
    path = write_file(tmp_path / rename.format(name=name), SAVED[saved](text))
    named_at_both_doors(path, word, "OBJECT Q0 GRASP", line=line)


@pytest.mark.parametrize("header,flag", TRIAL_HEADERS)
@pytest.mark.parametrize("name", ["trials.csv", "trials.tsv", "judged.qrels"])
def test_a_trial_log_is_named_with_its_outcome_column(tmp_path, header, flag, name):
    sep = "\t" if "\t" in header else ","
    row = sep.join(["T1", "scene_0100", "g00042", "1", "x"][: header.count(sep) + 1])
    path = write_file(tmp_path / name, f"{header}\n{row}\n{row}\n".encode())
    named_at_both_doors(path, "trial log", f"'{flag}'")


@pytest.mark.parametrize("root,word", XML_ROOTS)
@pytest.mark.parametrize("declaration", ['<?xml version="1.0" ?>\n', '<?xml version="1.0" encoding="utf-8"?>\n', ""])
@pytest.mark.parametrize("name", ["robot.xml", "model.urdf", "planner.run"])
def test_a_robot_description_is_named_by_its_root(tmp_path, root, word, declaration, name):
    path = write_file(tmp_path / name, f"{declaration}{root}\n  <link name=\"base\"/>\n</x>\n".encode())
    named_at_both_doors(path, word, line=2 if declaration else 1)


def test_the_command_names_a_pcd_cloud_at_its_first_header_line(tmp_path, capsys):
    cloud = write_file(tmp_path / "scene.pcd", ("# .PCD v0.7 - Point Cloud Data file format\n" + PCD).encode())
    run = write_file(tmp_path / "gpd.run", b"s/o Q0 s/o/g1 1 0.9 gpd\n")
    assert main(["fuse", cloud, run, "-o", str(tmp_path / "order.run")]) == 2
    err = capsys.readouterr().err
    assert "scene.pcd:2" in err and "PCL point cloud" in err
    assert not (tmp_path / "order.run").exists()


_BAG_HEADER = struct.pack("<I", 4) + b"op=\x03" + struct.pack("<I", 18) + b"index_pos=" + bytes(8)
BINARIES = [
    ("grasps.bag", b"#ROSBAG V2.0\n" + struct.pack("<I", len(_BAG_HEADER)) + _BAG_HEADER + b" " * 200, "ROS 1 bag"),
    ("old.bag", b"#ROSBAG V1.2\r\n" + bytes(64), "ROS 1 bag"),
    ("grasps.mcap", b"\x89MCAP0\r\n\x01" + struct.pack("<Q", 12) + struct.pack("<I", 4) + b"ros2" + bytes(60), "MCAP"),
    ("grasps_0.db3", b"SQLite format 3\x00" + bytes(84) + b"CREATE TABLE messages(id INTEGER)CREATE TABLE topics(id)",
     "ROS 2 bag"),
    ("store.sqlite", b"SQLite format 3\x00" + bytes(200), "SQLite"),
    ("cloud.ply", b"ply\nformat binary_little_endian 1.0\nelement vertex 2\nend_header\n" + bytes(24), "binary PLY"),
]


@pytest.mark.parametrize("name,data,word", BINARIES)
@pytest.mark.parametrize("rename", ["{name}", "planner.run", "judged.qrels"])
def test_a_robotics_recording_is_named_by_its_bytes(tmp_path, name, data, word, rename):
    path = write_file(tmp_path / rename.format(name=name), data)
    reason = container_of(path)
    assert reason is not None and word in reason, reason
    assert word == "SQLite" or "OBJECT Q0 GRASP" in reason, reason  # any other SQLite store is no robot's


@pytest.mark.parametrize("name,data,word", BINARIES)
@pytest.mark.parametrize("door", ["runs", "qrels"])
def test_the_command_names_a_recording_at_each_door(tmp_path, capsys, name, data, word, door):
    path = write_file(tmp_path / name, data)
    run = write_file(tmp_path / "gpd.run", b"s/o Q0 s/o/g1 1 0.9 gpd\n")
    argv = (["fuse", path, run, "-o", str(tmp_path / "order.run")] if door == "runs"
            else ["evaluate", run, "--qrels", path])
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert name in err and word in err, err


@pytest.mark.parametrize("name", ["scene_0100.pcd", "panda.urdf", "metadata.yaml", "grasps_topic.csv", "cloud.ply"])
def test_trec_lines_under_a_robotics_name_are_read(tmp_path, name):
    path = write_file(tmp_path / name, b"scene_0100/obj_12 Q0 scene_0100/obj_12/g00042 1 0.9 gpd\n"
                                   b"scene_0100/obj_12 Q0 scene_0100/obj_12/g00059 2 0.8 gpd\n")
    assert run_shape(path) is None and container_of(path) is None
    assert main(["fuse", path, "--method", "rrf", "-o", str(tmp_path / "order.run")]) == 0
    assert (tmp_path / "order.run").read_text().split()[2] == "scene_0100/obj_12/g00042"
