"""Render the example HTML report in headless Chromium and check it.

Loads ``results/report/report.html``, checks the rendered DOM (a results table
per dataset, bold best values, significance marks, every figure embedded as a
data URI), writes a screenshot to ``results/report/report_screenshot.png`` for
review and ``results/report/render_check.json`` with what was checked.

    rankagg experiment study report_screenshot [--html results/report/report.html] [--chromium chromium]

Needs a Chromium binary (Debian: ``apt-get install chromium``).
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from rankagg.experiments.browser import chromium_binary, render_check

ROOT = Path.cwd()  # the repository root: `rankagg experiment study NAME` runs from it


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--html", default=str(ROOT / "results" / "report" / "report.html"))
    ap.add_argument("--out", default=str(ROOT / "results" / "report" / "report_screenshot.png"))
    ap.add_argument("--chromium", default=None)
    ap.add_argument("--size", default="1200,3600", help="window width,height in CSS pixels")
    a = ap.parse_args()
    if not Path(a.html).exists():
        raise SystemExit(f"{a.html} does not exist: run scripts/report_example.py first")
    binary = chromium_binary(a.chromium)
    if binary is None:
        raise SystemExit("no Chromium found: apt-get install chromium (or pass --chromium)")
    checks = render_check(a.html, a.out, binary=binary, size=a.size)
    (Path(a.out).parent / "render_check.json").write_text(json.dumps(checks, indent=2) + "\n")
    print(json.dumps(checks, indent=2))
    return 0 if checks["ok"] else 1


if __name__ == "__main__":
    raise SystemExit(main())
