"""Issue 45's twenty-sixth bar of scripts/reliability_matrix.py, a robotics lab's grasp-candidate rankings across grasp planners (ROS bags, point clouds, GraspNet) (its cases, ids ``u26g_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's."""

from __future__ import annotations

from .case import Case

TWENTYSIXTH_GRASPING = "45 Unseen inputs: a twenty-sixth bar, a robotics lab's grasp-candidate rankings across grasp planners (ROS bags, point clouds, GraspNet)"


def twentysixth_bar_grasping_cases() -> list[Case]:
    return []
