"""Issue 45's twenty-ninth bar of scripts/reliability_matrix.py, an autonomous driving perception team's ranking of detectors across scenes and metrics (KITTI label and result files, nuScenes and COCO detection JSON, Waymo and rosbag/MCAP recordings) (its cases, ids ``u29g_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's."""

from __future__ import annotations

from .case import Case

TWENTYNINTH_PERCEPTION = "45 Unseen inputs: a twenty-ninth bar, an autonomous driving perception team's ranking of detectors across scenes and metrics (KITTI label and result files, nuScenes and COCO detection JSON, Waymo and rosbag/MCAP recordings)"


def twentyninth_bar_perception_cases() -> list[Case]:
    return []
