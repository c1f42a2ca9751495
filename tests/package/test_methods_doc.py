"""docs/methods.md is what ``scripts/make_methods_doc.py`` writes from the registry today: a method's tags changed
(mean_rank, median_rank and geomean made ranks-only, issue 45's twenty-first bar) and the page kept the old ones
through a whole CI run, since nothing compared them."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_the_methods_page_is_the_registry_s(tmp_path):
    (tmp_path / "docs").mkdir()
    env = {**os.environ, "PYTHONPATH": str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", "")}
    got = subprocess.run([sys.executable, str(ROOT / "scripts" / "make_methods_doc.py")], cwd=tmp_path, env=env,
                         capture_output=True, text=True, timeout=600)
    assert got.returncode == 0, got.stderr
    written = (tmp_path / "docs" / "methods.md").read_text(encoding="utf-8")
    assert written == (ROOT / "docs" / "methods.md").read_text(encoding="utf-8"), \
        "docs/methods.md is stale: run python scripts/make_methods_doc.py"
