"""A robotics lab's files, told by their first lines or bytes, so that a run or qrels door names what they are and
says what to give instead of a field count (issue 45's twenty-sixth bar, grasp candidates from GraspNet, Contact-
GraspNet, GPD, GQ-CNN and AnyGrasp fused per scene and object: a ``rostopic echo -p`` export was told "a run table
saved as text", a PCD cloud "an item and its score (GSEA's .rnk)", a PLY cloud, a ROS 2 bag's ``metadata.yaml``,
a URDF or an SDF world "expected 6 fields", a ROS 1 bag "a NUL byte" at line 2, an MCAP file and a ROS 2 bag's
``.db3`` "UTF-16 or UTF-32 text").

* Text: a ``rostopic echo -p`` CSV (``%time,field.*``), PCL's PCD header, an ASCII PLY header, a ROS 2 bag's
  ``metadata.yaml`` (``rosbag2_bagfile_information``), XML by its root element (URDF's ``robot``, SDF's ``sdf``,
  roslaunch's ``launch``, MuJoCo's ``mujoco``), a planner's grasp table (graspnetAPI's ``score, width, height,
  depth`` or a pose of 7 numbers beside a score) and a grasp trial log (a grasp column and a success flag).
* Binary, by their bytes: a ROS 1 bag (``#ROSBAG V2.0``), MCAP (``\\x89MCAP0``), an SQLite database (a ROS 2 bag's
  ``.db3`` by its ``messages`` and ``topics`` tables), a binary PLY.

A planner's grasps for one object, best first, are a run's list: the note says so."""

from __future__ import annotations

import re
from typing import Sequence

from rankagg.io.line_form_store import compiled

__all__ = ["robotics_shape", "robotics_binary"]

#: what to do with a robot's or a planner's file: each planner's grasp candidates per object are a run
AS_RUN = ("give each grasp planner's candidates as a run, a scene and object (scene_0100/ann_0003/obj_12, no blank) a "
          "query and its grasps the documents, the score higher for the better grasp (the planner's quality): "
          "'OBJECT Q0 GRASP RANK SCORE PLANNER' (or rankagg.fuse({planner: {object: {grasp: quality}}})); the "
          "trials' outcomes are the qrels, 'OBJECT 0 GRASP 1' for a grasp that held, 0 for one that failed")
_NOT_LINES = "not TREC run or qrels lines: it ranks no grasps; "
#: an XML document's root element (its local name) and what it is
_XML_ROOTS = {
    "robot": "a URDF robot description (XML: links and joints; xacro's too)",
    "sdf": "an SDF description (XML: Gazebo's worlds and models)",
    "launch": "a roslaunch file (XML: the nodes a ROS launch starts)",
    "mujoco": "a MuJoCo model (MJCF XML)",
}
#: the first element's local name: a line's first tag that is no declaration, comment or doctype ('<?', '<!')
_ROOT = compiled(r"^[\ufeff \t]*<(?:[\w.-]+:)?([\w.-]+)[\s>/]", re.M)
_PCD_KEYS = frozenset({"version", "fields", "size", "type", "count", "width", "height", "viewpoint", "points", "data"})
#: the columns of a trial log that say whether a grasp held
_OUTCOME_COLUMNS = ("success", "succeeded", "grasp_success", "lifted", "outcome", "result")


def _header_key(line: str) -> str:
    return (line.split() or [""])[0].lower()


def _table(cells: list[str]) -> str | None:
    have = set(cells)
    if cells and cells[0] == "%time" and any(c.startswith("field.") for c in cells):
        return ("is a ROS topic exported by 'rostopic echo -p' (a %time column, then a field.* column per message "
                "field), not TREC run or qrels lines: read it with pandas; each message's grasps (their ids and "
                "scores) per object make a planner's list: " + AS_RUN)
    grasp = any("grasp" in c for c in cells)
    outcome = next((c for c in cells if c in _OUTCOME_COLUMNS), None)
    if grasp and outcome and any(c.startswith("trial") for c in cells):
        return (f"is a grasp trial log (a row per trial: the grasp tried and its '{outcome}' flag), not TREC run or "
                f"qrels lines: read it with pandas; its '{outcome}' column is the grade, 'OBJECT 0 GRASP 1' in the "
                "qrels for a grasp that held and 0 for one that failed (the object and grasp ids joined as the runs "
                "write them); " + AS_RUN)
    pose = {"x", "y", "z"} <= have and ({"qx", "qy", "qz", "qw"} <= have or {"roll", "pitch", "yaw"} <= have)
    if "score" in have and ({"width", "height", "depth"} <= have or (grasp and pose)):
        return ("is a grasp planner's grasp table (GraspNet's grasp array as graspnetAPI writes it: a score, the "
                "gripper's width, height and depth and a pose per grasp), not TREC run lines: read it with pandas, "
                "join scene, object and grasp ids into one id each, and " + AS_RUN)
    return None


def robotics_shape(name: str, lines: Sequence[str]) -> str | None:
    """What robotics file named ``name`` whose first lines (comments skipped) are ``lines`` begins, and what to do, or
    None."""
    lines = [ln.lstrip("\ufeff").rstrip("\r\n") for ln in lines]
    if not lines:
        return None
    first = lines[0].strip()
    if first.startswith("<"):
        root = _ROOT.search("\n".join(lines) + " ")
        xml = None if root is None else _XML_ROOTS.get(root.group(1))
        return None if xml is None else f"is {xml}, {_NOT_LINES}" + AS_RUN
    if first == "ply" and len(lines) > 1 and lines[1].startswith("format "):
        return ("is a PLY point cloud or mesh (its header: ply, format, element, property, end_header), "
                + _NOT_LINES + "run the grasp planners on the cloud and " + AS_RUN)
    keys = [_header_key(ln) for ln in lines]
    if keys[0] in ("version", "fields") and len(keys) > 1 and all(k in _PCD_KEYS for k in keys):
        return ("is a PCL point cloud (a PCD header: VERSION, FIELDS, SIZE, TYPE, ..., DATA), "
                + _NOT_LINES + "run the grasp planners on the cloud and " + AS_RUN)
    if first.startswith("rosbag2_bagfile_information:"):
        return ("is a ROS 2 bag's metadata.yaml (rosbag2_bagfile_information: the bag's storage, topics and message "
                "counts), " + _NOT_LINES + "play or read the bag (ros2 bag, rosbags) and " + AS_RUN)
    header = lines[0].strip()
    return _table([c.strip(" \"'").lower() for c in re.split(r"[,\t]" if re.search(r"[,\t]", header) else r"\s+",
                                                              header)])


def _sqlite(head: bytes) -> tuple[str, str] | None:
    if not head.startswith(b"SQLite format 3\x00"):
        return None
    if b"CREATE TABLE messages" in head and b"topics" in head:
        return ("a ROS 2 bag's SQLite store (rosbag2's .db3: tables messages and topics)",
                "read the bag (ros2 bag, rosbags) and " + AS_RUN)
    return ("an SQLite database", "query its tables (sqlite3, pandas.read_sql) and give the rankings as TREC run "
            "lines or a DataFrame with qid, docid, score (and run) columns")


def robotics_binary(head: bytes) -> tuple[str, str] | None:
    """What binary robotics file ``head`` starts (a ROS 1 bag, MCAP, an SQLite store, a binary PLY) and what to do
    with it; None for anything else."""
    if re.match(rb"#ROSBAG V\d\.\d\r?\n", head):
        return ("a ROS 1 bag (a ROS bag file, #ROSBAG V2.0: recorded messages, binary)",
                "read its grasp topic (rosbag, rosbags, or 'rostopic echo -b BAG -p TOPIC') and " + AS_RUN)
    if head.startswith(b"\x89MCAP0\r\n"):
        return ("an MCAP recording (\\x89MCAP0: ROS 2's and Foxglove's recorded messages, binary)",
                "read its grasp topic (mcap, rosbags, ros2 bag) and " + AS_RUN)
    if re.match(rb"ply\r?\nformat (binary_little_endian|binary_big_endian) ", head):
        return ("a binary PLY point cloud or mesh", "run the grasp planners on the cloud and " + AS_RUN)
    return _sqlite(head)
