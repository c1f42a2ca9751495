"""An autonomous driving perception team's files where a run or the judgements are read (issue 45's twenty-ninth
bar, u29g_): by their first lines, KITTI's object labels and results, tracking labels and calib files, and the
MOTChallenge's gt/det files (u29g_kitti_*_as_run, u29g_kitti_label_as_qrels, u29g_mot_*_as_run), which got a field
count; by the strings their JSON holds, nuScenes detection results and metrics summaries, COCO results and
annotations, ASAM OpenLABEL (u29g_nuscenes_*, u29g_coco_*, u29g_openlabel_as_run), which got 'a JSON document'; by
their bytes, a Waymo Open Dataset segment (a TFRecord: a length and its masked CRC-32C) and a LAS point cloud
(u29g_tfrecord_as_run, u29g_las_as_run), which got 'a NUL byte'; a COCO results list read into a frame
(u29g_api_coco_results_frame).  PCD, PLY, ROS bags and MCAP are :mod:`rankagg.io.robotics_shapes`'."""

from __future__ import annotations

import re
import struct
from typing import Sequence

from rankagg.io.line_form_store import compiled

__all__ = ["AS_RUN", "PERCEPTION_JSON", "perception_binary", "perception_columns", "perception_frame", "perception_shape"]

#: what to give instead: each metric's ranking of the detectors per scene is a run
AS_RUN = ("give each metric's (mAP, NDS, AMOTA; an error such as mATE negated) ranking of the detectors as a run, "
          "the scene or frame a query and each detector a document: 'SCENE Q0 DETECTOR RANK SCORE METRIC' "
          "(scene-0103 Q0 centerpoint_v2 1 0.6641 mAP); the review's grades are the qrels, 'SCENE 0 DETECTOR GRADE'")
_NOT_LINES = "not TREC run or qrels lines: it ranks no detectors; "
_NUM = r"[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?"
_KITTI_TYPE = r"(?:Car|Van|Truck|Pedestrian|Person_sitting|Person|Cyclist|Tram|Misc|DontCare)"
#: each file by a pattern of its first lines (15 to 17 blank-separated fields, a 'KEY:' and 9 to 12 numbers, or one
#: comma-joined field): no six-field run line nor four-field qrels line matches one
_TEXT = (
    (compiled(rf"^{_KITTI_TYPE}(?: {_NUM}){{14}}$"),
     "a KITTI object label (label_2/*.txt: type, truncation, occlusion, alpha, bbox, dimensions, location, "
     "rotation_y per object)"),
    (compiled(rf"^{_KITTI_TYPE}(?: {_NUM}){{15}}$"),
     "a KITTI detection result (a detector's objects, the label's 15 fields and a confidence score)"),
    (compiled(rf"^\d+ -?\d+ {_KITTI_TYPE}(?: {_NUM}){{14,15}}$"),
     "a KITTI tracking label or result (frame, track id, type, then the object label's fields)"),
    (compiled(rf"^(?:P[0-3]|P_rect_0[0-3]|R0_rect|R_rect|Tr_velo_to_cam|Tr_imu_to_velo|Tr_cam_to_road|Tr):"
              rf"(?: {_NUM}){{9,12}}$"),
     "a KITTI calibration file (calib/*.txt: P0-P3 projection matrices, R0_rect, Tr_velo_to_cam)"),
    (compiled(rf"^\d+,-?\d+(?:,{_NUM}){{7,8}}$"),
     "a MOTChallenge file (gt.txt or det.txt: frame, id, bb_left, bb_top, bb_width, bb_height, conf, ...)"),
    (compiled(r"^frame,\s*id,\s*bb_left,\s*bb_top,\s*bb_width,\s*bb_height\b", re.I),
     "a MOTChallenge file with its header (frame, id, bb_left, bb_top, bb_width, bb_height, conf, ...)"),
)
#: the field's JSON by the strings its text holds (json_documents)
PERCEPTION_JSON = (
    (('"meta"', '"results"', '"sample_token"'),
     "nuScenes detection results (JSON: meta and results by sample_token: each box's detection_name and "
     "detection_score), a detector's boxes, no ranking of detectors: " + AS_RUN),
    (('"mean_ap"', '"nd_score"'),
     "the nuScenes devkit's metrics_summary.json (mean_ap, nd_score, tp_errors of one detector), no ranking: "
     "each metric of every detector per scene makes the runs: " + AS_RUN),
    (('"image_id"', '"category_id"', '"bbox"', '"score"'),
     "COCO detection results (JSON: image_id, category_id, bbox, score per box), a detector's boxes, no ranking of "
     "detectors: " + AS_RUN),
    (('"images"', '"annotations"', '"categories"'),
     "COCO annotations (JSON: info, images, annotations, categories: the ground-truth boxes), no ranking nor "
     "grades of detectors: " + AS_RUN),
    (('"openlabel"', '"metadata"', '"schema_version"'), "an ASAM OpenLABEL annotation (JSON: openlabel, metadata.schema_version, objects, frames), "
                       "no ranking of detectors: " + AS_RUN),
)
_COCO_RESULT_COLUMNS = frozenset({"image_id", "category_id", "bbox", "score"})


def perception_shape(name: str, lines: Sequence[str]) -> str | None:
    """What a perception file whose first lines are ``lines`` is, and what to give instead, or None."""
    head = [ln.lstrip("\ufeff").strip() for ln in lines if ln.strip()][:2]
    for pattern, what in _TEXT:
        if head and pattern.search(head[0]):
            return f"is {what}, " + _NOT_LINES + AS_RUN
    return None


def perception_columns(names: Sequence[object]) -> str | None:
    """What a table of the column ``names`` is when it is a COCO results list read into a frame, or None."""
    lowered = {str(n).strip().lower() for n in names}
    if _COCO_RESULT_COLUMNS <= lowered:
        return "COCO detection results (image_id, category_id, bbox, score per box): " + AS_RUN
    return None


def perception_frame(table: object) -> str | None:
    """What a frame read from a KITTI file without a header (``pd.read_csv(path, sep=' ', header=None)``: columns
    0 to 14, 15 or 16) is, told by its first row as the file's first line, or None (u29g_api_kitti_result_frame)."""
    names = list(getattr(table, "columns", ()))
    head = getattr(table, "head", None)
    if not (15 <= len(names) <= 17 and names == list(range(len(names))) and callable(head)):
        return None
    rows = head(1).values.tolist()
    if not rows:
        return None
    shape = perception_shape("", [" ".join(str(v) for v in rows[0])])
    return None if shape is None else f"read from a file that {shape}"


def _crc32c_table() -> tuple[int, ...]:
    table = []
    for i in range(256):
        c = i
        for _ in range(8):
            c = (c >> 1) ^ 0x82F63B78 if c & 1 else c >> 1
        table.append(c)
    return tuple(table)


_CRC32C = _crc32c_table()


def _masked_crc32c(data: bytes) -> int:
    c = 0xFFFFFFFF
    for b in data:
        c = _CRC32C[(c ^ b) & 0xFF] ^ (c >> 8)
    c ^= 0xFFFFFFFF
    return ((((c >> 15) | (c << 17)) & 0xFFFFFFFF) + 0xA282EAD8) & 0xFFFFFFFF


def perception_binary(head: bytes) -> tuple[str, str] | None:
    """(what the file is, what to give instead) for a TFRecord (its first record's length and that length's masked
    CRC-32C: no text's twelve first bytes hold both) or a LAS point cloud ('LASF' and version 1.x); None else."""
    if len(head) >= 12 and _masked_crc32c(head[:8]) == struct.unpack("<I", head[8:12])[0]:
        return ("a TFRecord file (a Waymo Open Dataset segment or a TensorFlow dataset: length-prefixed, CRC-checked "
                "protobuf records)", AS_RUN)
    if head[:4] == b"LASF" and len(head) >= 26 and head[24] == 1 and head[25] <= 4:
        return "a LAS point cloud (ASPRS LAS 1.%d, 'LASF': a lidar sweep)" % head[25], AS_RUN
    return None
