"""Time and peak memory of every row of ``experiments/default.toml`` on the real TREC workload.

Each row's method runs as a new user would run it: one ``rankagg fuse`` job in a fresh
subprocess on the 28 TREC-COVID round-5 runs (``$RANKAGG_DATA/trec-covid-round5/runs/*.gz``),
``--method`` the row's spec (the tuned RRF row: ``rrf`` with its default k), timed with
GNU time (wall seconds, peak RSS).  The 1-minute load average is kept with each job (the
development machine is shared).  Writes ``results/experiments/default_costs.json``, which
``rankagg experiment render`` reads for the ``rankagg:workload`` tables (README, docs/quality.md).

    RANKAGG_DATA=../shared/data nice python scripts/default_costs.py [--only TEXT]
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

from rankagg.experiments.experiment_file import load_experiment
from rankagg.methods.registry import method_class

OUT = ROOT / "results" / "experiments" / "default_costs.json"


def spec_of(method: str, fixed: dict) -> str:
    if not fixed:
        return method
    return f"{method}(" + ", ".join(f"{k}={v!r}" for k, v in sorted(fixed.items())) + ")"


def job(spec: str, runs: list[str]) -> dict:
    with tempfile.TemporaryDirectory() as tmp:
        cmd = ["/usr/bin/time", "-f", "PEAK_KB %M", sys.executable, "-m", "rankagg.cli", "fuse", *runs,
               "-o", str(Path(tmp) / "fused.run"), "--method", spec]
        load = os.getloadavg()[0]
        t0 = time.perf_counter()
        proc = subprocess.run(cmd, capture_output=True, env={**os.environ, "PYTHONPATH": str(ROOT)})
        secs = time.perf_counter() - t0
    err = proc.stderr.decode()
    if proc.returncode != 0:
        raise RuntimeError(f"{spec}: rankagg fuse failed:\n{err[-1500:]}")
    peak = [ln for ln in err.splitlines() if ln.startswith("PEAK_KB ")]
    return {"spec": spec, "seconds": round(secs, 2), "peak_gib": round(int(peak[-1].split()[1]) / 2**20, 3),
            "load_before": round(load, 2)}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--only", help="rows whose label contains this text (the others keep their measured values)")
    args = ap.parse_args()
    data = Path(os.environ.get("RANKAGG_DATA", ROOT.parent / "shared" / "data")) / "trec-covid-round5" / "runs"
    runs = sorted(str(p) for p in data.glob("*.gz"))
    if len(runs) != 28:
        sys.exit(f"expected the 28 runs in {data}, found {len(runs)}")
    exp = load_experiment(ROOT / "experiments" / "default.toml")
    old = json.loads(OUT.read_text())["rows"] if OUT.exists() else {}
    rows = dict(old)
    for row in exp.rows:
        if method_class(row.method).supervised or (args.only and args.only.lower() not in row.label.lower()):
            continue
        rows[row.label] = job(spec_of(row.method, row.fixed), runs)
        print(f"{row.label}: {rows[row.label]}", flush=True)
    OUT.write_text(json.dumps({"schema": "rankagg-results/1", "kind": "costs",
                               "workload": "28 TREC-COVID round-5 runs, 50 topics: one `rankagg fuse` job each",
                               "command": "python scripts/default_costs.py", "rows": rows}, indent=1) + "\n")


if __name__ == "__main__":
    main()
