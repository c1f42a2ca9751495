"""Rerun the fast committed five-fold results and compare them with the committed files, number for number.

    RANKAGG_DATA=../shared/data python scripts/check_results_reproduce.py
    python scripts/check_results_reproduce.py --data-dir ../shared/data --families positional,majority

Every committed result in the schema (``results/experiments/<experiment>/*.json``,
``docs/results-schema.md``) records the resolved cell it ran: dataset, method, fixed
parameters, grid and selection measure, hashed into ``spec_hash``.  This script takes
the files of the methods of the chosen families (default: ``positional``: Borda, RRF,
the Comb family, mean/median rank, Dowdall, geometric mean, best input) on the chosen
datasets, rebuilds each cell (:class:`rankagg.experiments.protocol.CellSpec`; its hash
must equal the file's), reruns it (:func:`rankagg.experiments.protocol.run_cell_spec`),
writes the rerun into a temporary folder (never into ``results/``) and compares every
number of ``test``, of every fold's ``params``, ``validation`` and ``test`` and of
``per_query`` with the committed file: equal means equal as Python floats, bit for bit.
Cells with the same hash are rerun once.

The slow rows (learned and exponential methods) are covered by
``scripts/check_method_fingerprints.py`` and by ``tests/package/test_reproduce.py``,
which checks their scores on a fixed subset of MQ2008-agg fold 1.

Exit status: 0 when every rerun file reproduced, 1 otherwise.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from rankagg.experiments.protocol import CellSpec, run_cell_spec
from rankagg.experiments.results import dumps_record, read_record, validate_record
from rankagg.experiments.settings import load_setting
from rankagg.methods.registry import list_methods, method_family

ROOT = Path(__file__).resolve().parents[1]
RESULTS = ROOT / "results" / "experiments"
DATASETS = ("MQ2007-agg", "MQ2008-agg")


def cell_of(doc: dict[str, Any]) -> CellSpec:
    """The resolved cell a committed record ran (its ``spec``, ``fixed``, ``grid``, ``select_by``)."""
    return CellSpec(dataset=doc["dataset"], method=doc["method"], fixed=doc["fixed"], grid=doc["grid"],
                    select_by=doc["select_by"], spec=doc["spec"])


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
    """The numbers a rerun must reproduce (timings, labels and versions are not results)."""
    return {
        "spec_hash": doc["spec_hash"],
        "method": doc["method"],
        "select_by": doc["select_by"],
        "grid_size": doc["grid_size"],
        "measures_version": doc.get("measures_version"),
        "test": doc["test"],
        "folds": [{k: f[k] for k in ("fold", "params", "validation", "test", "grid_validation")} for f in doc["folds"]],
        "per_query": doc["per_query"],
    }


def committed_rows(families: set[str], datasets: tuple[str, ...]) -> list[Path]:
    """One committed file per distinct cell (spec hash) of the chosen families and datasets."""
    known = set(list_methods())
    rows, seen = [], set()
    for path in sorted(RESULTS.glob("*/*.json")):
        doc = read_record(path)
        if doc.get("dataset") in datasets and doc.get("method") in known and method_family(doc["method"]) in families \
                and doc["spec_hash"] not in seen:
            seen.add(doc["spec_hash"])
            rows.append(path)
    return rows


def _trim(rerun: dict[str, Any], doc: dict[str, Any]) -> dict[str, Any]:
    """The rerun restricted to the measures the committed file kept (``stored_measures``)."""
    keep = set(doc["test"])
    rerun["test"] = {m: v for m, v in rerun["test"].items() if m in keep}
    rerun["per_query"] = {m: v for m, v in rerun["per_query"].items() if m == "qids" or m in keep}
    return rerun


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--data-dir", default=None, help="folder holding letor4-agg/ (default: $RANKAGG_DATA)")
    ap.add_argument("--families", default="positional", help="comma-separated method families to rerun (default: positional)")
    ap.add_argument("--datasets", default=",".join(DATASETS), help="comma-separated datasets")
    ap.add_argument("--keep", type=Path, default=None, help="write the rerun JSON files here (default: a temporary folder, removed)")
    args = ap.parse_args(argv)

    rows = committed_rows(set(args.families.split(",")), tuple(args.datasets.split(",")))
    if not rows:
        print("no committed result files match", file=sys.stderr)
        return 1
    datasets = {name: load_setting(name, args.data_dir) for name in sorted({read_record(p)["dataset"] for p in rows})}
    failed = 0
    with tempfile.TemporaryDirectory(prefix="rankagg-reproduce-") as tmp:
        out_dir = args.keep if args.keep is not None else Path(tmp)
        out_dir.mkdir(parents=True, exist_ok=True)
        for path in rows:
            doc = read_record(path)
            validate_record(doc, str(path))
            t0 = time.perf_counter()
            cell = cell_of(doc)
            rerun = _trim(run_cell_spec(cell, datasets[doc["dataset"]]).to_dict(doc["label"]), doc)
            (out_dir / f"{path.parent.name}__{path.name}").write_text(dumps_record(rerun))
            diffs = differences(compared_part(doc), compared_part(json.loads(dumps_record(rerun))))
            n_numbers = sum(len(v) for k, v in doc["per_query"].items() if k != "qids") + len(doc["test"])
            status = "identical" if not diffs else f"{len(diffs)} differences"
            print(f"{path.parent.name}/{path.name:50s} {n_numbers:6d} numbers  {status}  ({time.perf_counter() - t0:.1f} s)",
                  flush=True)
            for line in diffs[:10]:
                print(f"    {line}")
            failed += bool(diffs)
    print(f"{len(rows) - failed}/{len(rows)} committed result files reproduced number for number")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
