"""The HTML report in a real headless browser (Chromium), with a screenshot.

``.ci/run`` installs Debian's Chromium; under ``CI=true`` a missing binary is a
failure.  Elsewhere the test is skipped when no Chromium is installed (locally:
``apt-get install chromium``).
"""

from __future__ import annotations

import json
import os

import numpy as np
import pytest

from rankagg.experiments.browser import chromium_binary, render_check
from rankagg.experiments.report import build_report

BINARY = chromium_binary()
IN_CI = os.environ.get("CI", "").lower() == "true"


@pytest.mark.skipif(BINARY is None and not IN_CI, reason="no Chromium binary (apt-get install chromium)")
def test_report_renders_in_chromium(tmp_path):
    assert BINARY is not None, "CI=true but no Chromium binary: .ci/run installs Debian's chromium"
    rng = np.random.default_rng(1)
    base = rng.uniform(0.2, 0.6, size=50)
    d = tmp_path / "res"
    d.mkdir()
    for i in range(12):  # more methods than a panel shows
        pq = base + 0.01 * (i - 4) + rng.normal(0, 0.01, size=50)
        rec = {"dataset": "D1", "method": f"m{i}", "label": "Base" if i == 0 else f"M{i}",
               "test": {**{f"NDCG@{k}": float(np.mean(pq)) - 0.01 * k for k in range(1, 11)}, "MAP": float(np.mean(pq))},
               "per_query": {"qids": [f"q{j}" for j in range(50)], "NDCG@10": pq.tolist(), "MAP": pq.tolist()}}
        (d / f"m{i}.json").write_text(json.dumps(rec))
    page = build_report([d], tmp_path / "report.html", baseline="Base", measures=["NDCG@1", "NDCG@10", "MAP"])
    checks = render_check(page, tmp_path / "shot.png", binary=BINARY, size="1100,2400")
    assert checks["ok"], checks
    assert checks["tables"] == 1 and checks["images"] == 3 == checks["images_embedded"]  # NDCG@k, per-query differences, win/loss
    assert checks["significance_marks"] > 0 and checks["bold_cells"] > 0
    assert checks["screenshot_size"] == [1100, 2400]
