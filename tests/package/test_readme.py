"""The README is a front page that fits on a screen (issue 36): at most 250 lines, the data explained before
an example uses it, result tables in docs/ (the rendered blocks live in docs/results.md and the pages)."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
README = (ROOT / "README.md").read_text(encoding="utf-8")


def test_readme_fits_on_a_screen():
    n = len(README.splitlines())
    assert n <= 250, f"README.md has {n} lines; move detail to docs/ (the front page holds at most 250)"


def test_the_data_is_explained_before_an_example_uses_it():
    lines = README.splitlines()
    data = next(i for i, line in enumerate(lines) if line.startswith("## The data"))
    uses = [i for i, line in enumerate(lines) if "$RANKAGG_DATA" in line and not line.lstrip().startswith("#")]
    assert uses and min(uses) > data, (data, uses[:3])


def test_no_rendered_result_table_on_the_front_page():
    assert "<!-- rankagg:" not in README
    assert sum(1 for line in README.splitlines() if line.startswith("|")) <= 60
    for section in ("## The two commands", "## The data", "## Quick start", "## Fusion in a search service",
                    "## Scaling out", "## Documentation"):
        assert section in README, section
    assert "minutes on a 2-core machine" in README  # the suite's duration is stated


def test_the_documentation_map_names_pages_that_exist():
    for page in re.findall(r"`(docs/[a-z-]+\.md)`", README):
        assert (ROOT / page).is_file(), page
