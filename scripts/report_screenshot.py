"""Render the HTML report in headless Chromium and check it (issue 9).

Loads ``results/report/report.html`` in headless Chromium, checks the rendered
DOM (a results table per dataset, bold best values, significance marks, every
figure's ``<img>`` present and its PNG on disk) and writes a full-page
screenshot to ``results/report/report_screenshot.png`` for review, plus
``results/report/render_check.json`` with what was checked.

    python scripts/report_screenshot.py [--html results/report/report.html] [--chromium chromium]

Needs a Chromium binary (Debian: ``apt-get install chromium``).
"""

from __future__ import annotations

import argparse
import json
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def chromium_binary(name: str | None) -> str:
    for cand in ([name] if name else []) + ["chromium", "chromium-browser", "google-chrome", "chrome"]:
        path = shutil.which(cand)
        if path:
            return path
    raise SystemExit("no Chromium found: apt-get install chromium (or pass --chromium)")


def _run(binary: str, args: list[str]) -> subprocess.CompletedProcess:
    with tempfile.TemporaryDirectory() as profile:
        base = [binary, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", f"--user-data-dir={profile}",
                "--allow-file-access-from-files", "--virtual-time-budget=5000"]
        return subprocess.run(base + args, capture_output=True, text=True, timeout=180)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--html", default=str(ROOT / "results" / "report" / "report.html"))
    ap.add_argument("--out", default=str(ROOT / "results" / "report" / "report_screenshot.png"))
    ap.add_argument("--chromium", default=None)
    ap.add_argument("--size", default="1200,3600", help="window width,height in CSS pixels")
    a = ap.parse_args()
    page = Path(a.html).resolve()
    if not page.exists():
        raise SystemExit(f"{page} does not exist: run scripts/report_example.py first")
    binary = chromium_binary(a.chromium)
    url = page.as_uri()
    dom = _run(binary, ["--dump-dom", url])
    if dom.returncode != 0:
        print(dom.stderr, file=sys.stderr)
        return 1
    html = dom.stdout
    imgs = re.findall(r"<img src=\"([^\"]+)\"", html)
    checks = {
        "chromium": subprocess.run([binary, "--version"], capture_output=True, text=True).stdout.strip(),
        "tables": html.count("<table class=\"results\">"),
        "bold_cells": html.count("<b>"),
        "significance_marks": html.count("class=\"up\"") + html.count("class=\"down\""),
        "images": len(imgs),
        "images_on_disk": sum((page.parent / s).exists() for s in imgs),
        "headings": re.findall(r"<h2>([^<]+)</h2>", html),
    }
    shot = _run(binary, [f"--screenshot={Path(a.out).resolve()}", f"--window-size={a.size}", url])
    checks["screenshot"] = str(Path(a.out).relative_to(ROOT)) if Path(a.out).exists() else None
    ok = checks["tables"] >= 1 and checks["bold_cells"] >= 1 and checks["images"] == checks["images_on_disk"] and checks["screenshot"]
    try:
        from PIL import Image  # matplotlib depends on pillow

        with Image.open(a.out) as im:
            checks["screenshot_size"] = list(im.size)
            gray = im.convert("L")
            hist = gray.histogram()
            checks["non_white_fraction"] = round(1 - hist[255] / sum(hist), 4)
            ok = ok and checks["non_white_fraction"] > 0.02
    except ImportError:  # pragma: no cover
        pass
    checks["ok"] = bool(ok)
    (Path(a.out).parent / "render_check.json").write_text(json.dumps(checks, indent=2))
    print(json.dumps(checks, indent=2))
    if shot.returncode != 0:
        print(shot.stderr[-2000:], file=sys.stderr)
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
