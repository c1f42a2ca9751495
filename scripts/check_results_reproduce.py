"""Rerun the fast committed five-fold results and compare them with the committed files, number for number.

    RANKAGG_DATA=../shared/data python scripts/check_results_reproduce.py
    python scripts/check_results_reproduce.py --data-dir ../shared/data --families positional,majority

Every ``results/benchmark/<dataset>__<row>.json`` written by the five-fold
protocol (:func:`rankagg.experiments.protocol.run_protocol`) records the
dataset, the method, the per-fold parameters, the grid size and the selection
measure.  This script takes the files of the methods of the chosen families
(default: ``positional``, the fast rows of ``scripts/foundation_results.py``:
Borda, RRF, the Comb family, mean/median rank, Dowdall, geometric mean, best
input) on MQ2007-agg and MQ2008-agg, recovers the fixed parameters (those not
tuned on validation), reruns the protocol, writes the rerun's JSON into a
temporary folder (never into ``results/``) and compares every number of
``test`` and of every fold's ``params``, ``validation`` and ``test`` with the
committed file: equal means equal as Python floats, bit for bit.

The slow rows (learned and exponential methods) are covered by
``scripts/check_method_fingerprints.py`` and by ``tests/test_reproduce.py``,
which checks their scores on a fixed subset of MQ2008-agg fold 1.

A row tuned over a grid of its own (``run_protocol(..., grid=...)``) records
its chosen values but not the candidates, so it cannot be rerun from the file:
it is listed as skipped.

Exit status: 0 when every rerun file reproduced, 1 otherwise.
"""

from __future__ import annotations

import argparse
import itertools
import json
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from rankagg.experiments.protocol import run_protocol  # noqa: E402
from rankagg.io.datasets import load_letor_agg  # noqa: E402
from rankagg.methods.registry import list_methods, method_class, method_family  # noqa: E402

BENCHMARK = ROOT / "results" / "benchmark"
DATASETS = ("MQ2007-agg", "MQ2008-agg")


def fixed_params(doc: dict[str, Any]) -> dict[str, Any]:
    """The parameters a committed row fixed (the rest were tuned over the method's ``param_grid``).

    A parameter outside the grid is fixed.  Of the grid parameters with the same
    value in every fold, the fixed ones are the set that leaves a grid of the
    recorded ``grid_size`` (the smallest such set: a tuned parameter may pick the
    same value in all five folds).
    """
    grid = method_class(doc["method"]).param_grid
    folds = doc["params"]
    first = folds[0]
    fixed = {k: v for k, v in first.items() if k not in grid}
    constant = [k for k in first if k in grid and all(f.get(k) == first[k] for f in folds)]
    for r in range(len(constant) + 1):
        for chosen in itertools.combinations(constant, r):
            size = 1
            for k, values in grid.items():
                if k not in chosen:
                    size *= len(values)
            if size == doc["grid_size"]:
                return {**fixed, **{k: first[k] for k in chosen}}
    raise ValueError(f"{doc['method']}: no set of fixed parameters gives grid size {doc['grid_size']}")


def differences(committed: Any, rerun: Any, where: str = "") -> list[str]:
    """Every place where two JSON documents differ (floats compared exactly)."""
    if isinstance(committed, dict) and isinstance(rerun, dict):
        out = [f"{where}.{k}: missing in the rerun" for k in committed if k not in rerun]
        out += [f"{where}.{k}: new in the rerun" for k in rerun if k not in committed]
        for k in committed:
            if k in rerun:
                out += differences(committed[k], rerun[k], f"{where}.{k}")
        return out
    if isinstance(committed, list) and isinstance(rerun, list):
        if len(committed) != len(rerun):
            return [f"{where}: {len(committed)} entries committed, {len(rerun)} rerun"]
        return [d for i, (a, b) in enumerate(zip(committed, rerun)) for d in differences(a, b, f"{where}[{i}]")]
    both_nan = isinstance(committed, float) and isinstance(rerun, float) and committed != committed and rerun != rerun
    return [] if committed == rerun or both_nan else [f"{where}: {committed!r} -> {rerun!r}"]


def compared_part(doc: dict[str, Any]) -> dict[str, Any]:
    """The numbers a rerun must reproduce (timings and labels are not results)."""
    return {
        "method": doc["method"],
        "select_by": doc["select_by"],
        "grid_size": doc["grid_size"],
        "measures_version": doc.get("measures_version"),
        "test": doc["test"],
        "folds": [{k: f[k] for k in ("fold", "params", "validation", "test")} for f in doc["folds"]],
    }


def committed_rows(families: set[str], datasets: tuple[str, ...]) -> list[Path]:
    known = set(list_methods())
    rows = []
    for path in sorted(BENCHMARK.glob("*.json")):
        doc = json.loads(path.read_text())
        if doc.get("dataset") in datasets and doc.get("method") in known and method_family(doc["method"]) in families:
            rows.append(path)
    return rows


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0], formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--data-dir", default=None, help="folder holding letor4-agg/ (default: $RANKAGG_DATA)")
    ap.add_argument("--families", default="positional", help="comma-separated method families to rerun (default: positional)")
    ap.add_argument("--datasets", default=",".join(DATASETS), help="comma-separated datasets")
    ap.add_argument("--keep", type=Path, default=None, help="write the rerun JSON files here (default: a temporary folder, removed)")
    args = ap.parse_args(argv)

    rows = committed_rows(set(args.families.split(",")), tuple(args.datasets.split(",")))
    if not rows:
        print("no committed result files match", file=sys.stderr)
        return 1
    datasets = {name: load_letor_agg(name, args.data_dir) for name in sorted({json.loads(p.read_text())["dataset"] for p in rows})}
    with tempfile.TemporaryDirectory(prefix="rankagg-reproduce-") as tmp:
        out_dir = args.keep if args.keep is not None else Path(tmp)
        out_dir.mkdir(parents=True, exist_ok=True)
        failed = skipped = 0
        for path in rows:
            doc = json.loads(path.read_text())
            t0 = time.perf_counter()
            try:
                fixed = fixed_params(doc)
            except ValueError as e:  # a row tuned over a grid of its own, which the file does not record
                print(f"{path.name:60s} skipped: {e}", flush=True)
                skipped += 1
                continue
            res = run_protocol(datasets[doc["dataset"]], doc["method"], fixed, select_by=doc["select_by"])
            rerun = res.to_dict()
            (out_dir / path.name).write_text(json.dumps(rerun, indent=1, default=str))
            diffs = differences(compared_part(doc), compared_part(json.loads(json.dumps(rerun, default=str))))
            n_numbers = sum(len(f["validation"]) + len(f["test"]) for f in doc["folds"]) + len(doc["test"])
            status = "identical" if not diffs else f"{len(diffs)} differences"
            print(f"{path.name:60s} {n_numbers:4d} numbers  {status}  ({time.perf_counter() - t0:.1f} s)", flush=True)
            for line in diffs[:10]:
                print(f"    {line}")
            failed += bool(diffs)
    rerun = len(rows) - skipped
    print(f"{rerun - failed}/{rerun} committed result files reproduced number for number" + (f" ({skipped} skipped)" if skipped else ""))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
