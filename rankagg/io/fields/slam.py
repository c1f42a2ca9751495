"""A robotics SLAM benchmarking team's files (issue 45's thirty-sixth bar, u36d_)."""

from __future__ import annotations

from rankagg.io.fields.declaration import Field

SLAM = Field(
    team="a robotics SLAM benchmarking team's files (u36d_)",
    advice="",
    files=())
