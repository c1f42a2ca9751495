"""A 3D vision team's files where a run or the judgements are read (issue 45's thirtieth bar, u30h_): COLMAP's text
model (cameras.txt, images.txt, points3D.txt, rigs.txt, frames.txt), Bundler's bundle.out, a VisualSFM model (NVM),
an Image Matching Challenge submission, hloc's list of image pairs, a TUM RGB-D or EuRoC trajectory, a camera log
of Tanks and Temples (or Redwood, 3DMatch) and OpenMVG's sfm_data.json.  Told a field count at the first line past
the '#' comments, or "a header ('image_path', 'dataset', ...)", each is named for what it is, with what to give
instead."""

from __future__ import annotations

import math
import re

from rankagg.io.line_form_store import compiled
from rankagg.io.text_input import is_number, run_or_qrels_line

__all__ = ["AS_RUN", "MATCHING_JSON", "matching_head"]

#: what to do with a reconstruction's or a benchmark's file: each metric's ranking of the pipelines is a run
AS_RUN = ("give each metric's ranking of the pipelines as a run, a scene a query and each matching pipeline a document "
          "(superpoint+lightglue), the score higher for the better one (mAA, the share registered, minus the "
          "reprojection error): 'SCENE Q0 PIPELINE RANK SCORE METRIC'; the pipelines kept per scene are the qrels, "
          "'SCENE 0 PIPELINE GRADE'")
_NOT_LINES = "not TREC run or qrels lines: it ranks no pipelines; "

#: each file by the '#' line its tool writes first (COLMAP's model writer, Bundler's), or a TUM trajectory's header
_COMMENTED = (
    (compiled(r"# Camera list with one line of data per camera:"),
     "COLMAP's cameras.txt (a text model's cameras: CAMERA_ID, MODEL, WIDTH, HEIGHT, PARAMS[])"),
    (compiled(r"# Image list with two lines of data per image:"),
     "COLMAP's images.txt (a text model's images: a pose line, then the image's 2D points)"),
    (compiled(r"# 3D point list with one line of data per point:"),
     "COLMAP's points3D.txt (a text model's 3D points and their tracks)"),
    (compiled(r"# (?:Rig calib|Frame) list with one line of data per"),
     "COLMAP's rigs.txt or frames.txt (a text model's camera rigs or frames)"),
    (compiled(r"# Bundle file v\d"), "Bundler's bundle.out (cameras, then 3D points and their views)"),
    (compiled(r"#\s*timestamp[\s,]+(?:\[\w+\]\s*,?\s*)?(?:tx|p_RS_R_x)", re.I),
     "a camera trajectory (TUM RGB-D's or EuRoC's: a timestamp, a position and a quaternion per line)"),
)
#: a file by its first line that is no comment
_FIRST = (
    (compiled(r"NVM_V3\b"), "a VisualSFM model (NVM_V3: cameras, then 3D points and their measurements)"),
    (compiled(r"(?:image_path|image_id),(?:dataset,scene,)?rotation_matrix,translation_vector\s*$"),
     "an Image Matching Challenge submission (a pose per image: rotation_matrix, translation_vector)"),
    (compiled(r"sample_id,fundamental_matrix\s*$"),
     "an Image Matching Challenge submission (a fundamental matrix per image pair)"),
)
_IMAGE = compiled(r"\S+\.(?:jpe?g|png|ppm|pgm|tiff?|bmp|webp|heic)", re.I)

MATCHING_JSON = (
    (('"sfm_data_version"',),
     "OpenMVG's sfm_data.json (a reconstruction's views, intrinsics, extrinsics and structure), " + _NOT_LINES
     + AS_RUN),
)


def matching_head(text: str) -> tuple[int, str] | None:
    """(line, reason) when the head ``text`` is a reconstruction's or a matching benchmark's file, the line its first
    that is not blank; else None."""
    lines = [(i, ln.strip()) for i, ln in enumerate(text.lstrip("\ufeff").splitlines()[:40], 1) if ln.strip()]
    if not lines:
        return None
    first_at = lines[0][0]
    comments = [ln for _, ln in lines if ln.startswith("#")]
    for pattern, what in _COMMENTED:
        if any(pattern.match(ln) for ln in comments[:6]):
            return first_at, f"is {what}, " + _NOT_LINES + AS_RUN
    data = [ln for _, ln in lines if not ln.startswith("#")]
    if not data or run_or_qrels_line(data[0]):
        return None
    found = next((what for pattern, what in _FIRST if pattern.match(data[0])), None) or _numbers_only(data)
    return None if found is None else (first_at, f"is {found}, " + _NOT_LINES + AS_RUN)


def _numbers_only(data: list[str]) -> str | None:
    """What a file of whitespace-separated lines without a header is: hloc's image pairs, a TUM trajectory whose
    quaternions have unit norm, or a camera log (three integers, then a 4x4 pose whose last row is 0 0 0 1)."""
    rows = [ln.split() for ln in data[:10]]
    if all(len(r) == 2 and _IMAGE.fullmatch(r[0]) and _IMAGE.fullmatch(r[1]) for r in rows):
        return "a list of image pairs to match (hloc's pairs file: two image names per line)"
    if all(len(r) == 8 and all(is_number(x) for x in r) and abs(math.hypot(*map(float, r[4:])) - 1) < 0.01
           for r in rows):
        return "a camera trajectory (TUM RGB-D's: a timestamp, a position and a unit quaternion per line)"
    if (len(rows) >= 5 and len(rows[0]) == 3 and all(x.isdigit() for x in rows[0])
            and all(len(r) == 4 and all(is_number(x) for x in r) for r in rows[1:5])
            and [float(x) for x in rows[4]] == [0.0, 0.0, 0.0, 1.0]):
        return "a camera log (Tanks and Temples', Redwood's or 3DMatch's: an id line, then a 4x4 pose)"
    return None
