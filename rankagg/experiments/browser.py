"""Render an HTML report in headless Chromium and check what a reader sees.

Used by ``rankagg experiment study report_screenshot`` and by the screenshot test.  Needs a
Chromium binary (Debian: ``apt-get install chromium``); :func:`chromium_binary`
returns ``None`` when there is none.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import tempfile
from pathlib import Path
from typing import Any

__all__ = ["chromium_binary", "render_check"]


def chromium_binary(name: str | None = None) -> str | None:
    """Path of a Chromium binary (``name`` first), or ``None``."""
    for cand in ([name] if name else []) + ["chromium", "chromium-browser", "google-chrome", "chrome"]:
        path = shutil.which(cand)
        if path:
            return path
    return None


def _run(binary: str, args: list[str]) -> subprocess.CompletedProcess:
    with tempfile.TemporaryDirectory() as profile:
        base = [binary, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", f"--user-data-dir={profile}",
                "--virtual-time-budget=5000"]
        return subprocess.run(base + args, capture_output=True, text=True, timeout=180)


def render_check(html_path: str | Path, screenshot: str | Path, *, binary: str, size: str = "1200,3600") -> dict[str, Any]:
    """Load the page in headless Chromium: DOM counts, a full-window screenshot and its non-white fraction."""
    page = Path(html_path).resolve()
    url = page.as_uri()
    dom = _run(binary, ["--dump-dom", url])
    if dom.returncode != 0:
        raise RuntimeError(f"chromium --dump-dom failed: {dom.stderr[-2000:]}")
    html = dom.stdout
    imgs = re.findall(r"<img src=\"([^\"]+)\"", html)
    checks: dict[str, Any] = {
        "chromium": subprocess.run([binary, "--version"], capture_output=True, text=True).stdout.strip(),
        "tables": html.count("<table class=\"results\">"),
        "bold_cells": html.count("<b>"),
        "significance_marks": html.count("class=\"up\"") + html.count("class=\"down\""),
        "images": len(imgs),
        "images_embedded": sum(s.startswith("data:image/png;base64,") for s in imgs),
        "headings": re.findall(r"<h2>([^<]+)</h2>", html),
    }
    shot = Path(screenshot).resolve()
    res = _run(binary, [f"--screenshot={shot}", f"--window-size={size}", url])
    if res.returncode != 0 or not shot.exists():
        raise RuntimeError(f"chromium --screenshot failed: {res.stderr[-2000:]}")
    from PIL import Image  # a matplotlib dependency (the plot extra)

    with Image.open(shot) as im:
        checks["screenshot_size"] = list(im.size)
        hist = im.convert("L").histogram()
        checks["non_white_fraction"] = round(1 - hist[255] / sum(hist), 4)
    checks["ok"] = bool(checks["tables"] >= 1 and checks["images"] == checks["images_embedded"]
                        and checks["non_white_fraction"] > 0.02)
    return checks
