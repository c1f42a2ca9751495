"""docs/trec.md, run as written: every ``bash`` block in order in one folder, then the ``python`` block, on the
real TREC-COVID round-5 runs.  Also issue 23's first "done when": the default fusion of the 28 runs is within
0.005 nDCG@20 of the better of RRF and CombSUM."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
DOC = ROOT / "docs" / "trec.md"


def _blocks(kind: str) -> list[str]:
    return re.findall(rf"^```{kind}\n(.*?)^```", DOC.read_text(encoding="utf-8"), flags=re.S | re.M)


def _env(trec_covid_dir: Path) -> dict[str, str]:
    env = dict(os.environ)
    env["RANKAGG_DATA"] = str(trec_covid_dir.parent)
    env["PATH"] = os.path.dirname(sys.executable) + os.pathsep + env.get("PATH", "")
    env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
    return env


@pytest.mark.data
def test_the_trec_guide_runs_as_written(trec_covid_dir, tmp_path):
    script = "set -euo pipefail\n" + "\n".join(_blocks("bash"))
    done = subprocess.run(["bash", "-c", script], cwd=tmp_path, env=_env(trec_covid_dir), capture_output=True,
                          text=True, timeout=900)
    assert done.returncode == 0, done.stderr[-3000:]
    for name in ("fused.run", "rrf.run", "combsum.run", "weighted.run", "rrf-tuned.json", "tuned.run", "eval.json",
                 "report.html"):
        assert (tmp_path / name).stat().st_size > 0, name
    # the evaluate block: "run<TAB>measure<TAB>all<TAB>value" lines for the three runs
    ndcg = {}
    for line in done.stdout.splitlines():
        f = line.split("\t")
        if len(f) == 4 and f[1] == "nDCG@20" and f[2] == "all":
            ndcg[f[0]] = float(f[3])
    assert set(ndcg) == {"fused.run", "rrf.run", "combsum.run"}, done.stdout[-2000:]
    assert ndcg["fused.run"] >= max(ndcg["rrf.run"], ndcg["combsum.run"]) - 0.005, ndcg
    python = _blocks("python")
    assert len(python) == 1
    ran = subprocess.run([sys.executable, "-c", python[0]], cwd=tmp_path, env=_env(trec_covid_dir),
                         capture_output=True, text=True, timeout=600)
    assert ran.returncode == 0, ran.stderr[-3000:]
    assert "nDCG@20" in ran.stdout
