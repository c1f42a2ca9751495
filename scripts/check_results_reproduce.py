"""Rerun the fast committed five-fold results and compare them with the committed files, number for number.

    RANKAGG_DATA=../shared/data python scripts/check_results_reproduce.py
    python scripts/check_results_reproduce.py --data-dir ../shared/data --families positional --datasets MQ2008-agg
    python scripts/check_results_reproduce.py --families positional --write   # after a documented fix

Every committed result in the schema (``results/experiments/<experiment>/*.json``,
``docs/results-schema.md``) records the resolved cell it ran: dataset, method, fixed
parameters, grid and selection measure, hashed into ``spec_hash``.  This script takes
the files of the methods of the chosen families (default: the fast ones, :data:`FAST_FAMILIES`:
the positional rules, the majority and Markov-chain methods, Kemeny, RAGS, St.Agg
unsupervised and the quality-aware fusions) on the chosen datasets, rebuilds each cell
(:class:`rankagg.experiments.protocol.CellSpec`; its hash must be the file's), reruns it
once per distinct hash (:func:`rankagg.experiments.protocol.run_cell_spec`), writes the
rerun into a temporary folder (never into ``results/`` unless ``--write``) and compares
every number of ``test``, of every fold's ``params``, ``validation`` and ``test`` and of
``per_query`` with **every** committed file of that hash: equal means equal as Python
floats, bit for bit.

``--write`` rewrites each committed file that differs with its rerun, as the experiment
runner writes it (its label, its ``experiment``, the measures it stores; timings and
versions of the rerun).  Use it only for a documented change (docs/results-schema.md,
"Changes to committed results"), and say in the commit which files moved and why.

The script runs in the pinned floating-point environment of
``scripts/check_method_fingerprints.py`` (it re-executes itself under it; :func:`pinned_environment`),
and the measures take their transcendental values from the C library
(``rankagg/evaluation/libm.py``), so a rerun gives the same bits on a machine with or without
AVX-512.  The committed files were rerun on an AVX2 machine, where the pinned environment changes
no bit.  The slow rows (learned and exponential methods)
are covered by that script and by ``tests/package/test_reproduce.py``, which checks their
scores on a fixed subset of MQ2008-agg fold 1 and reruns the positional rows of MQ2008-agg
with this script.

Exit status: 0 when every compared file reproduced, 1 otherwise.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from rankagg.experiments.protocol import CellSpec, run_cell_spec
from rankagg.experiments.results import dumps_record, read_record, validate_record, write_record
from rankagg.experiments.settings import load_setting
from rankagg.methods.registry import list_methods, method_family

ROOT = Path(__file__).resolve().parents[1]
RESULTS = ROOT / "results" / "experiments"
DATASETS = ("MQ2007-agg", "MQ2008-agg")
#: families whose committed MQ2007-agg / MQ2008-agg cells rerun in seconds each (the default; about 6 minutes
#: in all on 2 busy cores); the probabilistic, CPS, Mallows, supervised and St.Agg-supervised rows take minutes
#: to hours and are checked by their fingerprints
FAST_FAMILIES = ("positional", "majority", "markov", "kemeny", "rags", "stagg", "quality")


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


def committed_files(families: set[str], datasets: tuple[str, ...], methods: set[str] | None = None) -> dict[str, list[Path]]:
    """The committed files of the chosen families and datasets (and methods, if given), grouped by cell (spec
    hash), in path order."""
    known = set(list_methods()) if methods is None else set(list_methods()) & methods
    groups: dict[str, list[Path]] = {}
    for path in sorted(RESULTS.glob("*/*.json")):
        doc = read_record(path)
        if doc.get("dataset") in datasets and doc.get("method") in known and method_family(doc["method"]) in families:
            groups.setdefault(doc["spec_hash"], []).append(path)
    return groups


def committed_rows(families: set[str], datasets: tuple[str, ...]) -> list[Path]:
    """One committed file per distinct cell (spec hash) of the chosen families and datasets."""
    return [paths[0] for paths in committed_files(families, datasets).values()]


def _trim(rerun: dict[str, Any], doc: dict[str, Any]) -> dict[str, Any]:
    """The rerun restricted to the measures the committed file kept (``stored_measures``)."""
    keep = set(doc["test"])
    rerun["test"] = {m: v for m, v in rerun["test"].items() if m in keep}
    rerun["per_query"] = {m: v for m, v in rerun["per_query"].items() if m == "qids" or m in keep}
    return rerun


def as_committed(rerun: dict[str, Any], doc: dict[str, Any]) -> dict[str, Any]:
    """The rerun as the runner writes the committed file: its label, experiment and stored measures."""
    rec = _trim(dict(rerun, label=doc["label"], spec=doc["spec"]), doc)
    if "experiment" in doc:
        rec["experiment"] = doc["experiment"]
    return rec


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--data-dir", default=None, help="folder holding letor4-agg/ (default: $RANKAGG_DATA)")
    ap.add_argument("--families", default=",".join(FAST_FAMILIES),
                    help=f"comma-separated method families to rerun (default: the fast ones, {','.join(FAST_FAMILIES)})")
    ap.add_argument("--datasets", default=",".join(DATASETS),
                    help="comma-separated datasets, or 'all' (the derived settings MQ2007-agg+5 ..., junk, trec-like, "
                         "trec-covid-r5, MQ2008-small too)")
    ap.add_argument("--methods", default=None, help="comma-separated registry names: only these methods' files")
    ap.add_argument("--keep", type=Path, default=None, help="write the rerun JSON files here (default: a temporary folder, removed)")
    ap.add_argument("--write", action="store_true", help="rewrite the committed files that differ (a documented change only)")
    args = ap.parse_args(argv)

    names = args.datasets.split(",")
    if names == ["all"]:
        names = sorted({read_record(p).get("dataset", "") for p in RESULTS.glob("*/*.json")} - {""})
    groups = committed_files(set(args.families.split(",")), tuple(names),
                             set(args.methods.split(",")) if args.methods else None)
    if not groups:
        print("no committed result files match", file=sys.stderr)
        return 1
    datasets = {name: load_setting(name, args.data_dir)
                for name in sorted({read_record(paths[0])["dataset"] for paths in groups.values()})}
    failed = n_files = written = 0
    with tempfile.TemporaryDirectory(prefix="rankagg-reproduce-") as tmp:
        out_dir = args.keep if args.keep is not None else Path(tmp)
        out_dir.mkdir(parents=True, exist_ok=True)
        for paths in groups.values():
            first = read_record(paths[0])
            t0 = time.perf_counter()
            rerun = run_cell_spec(cell_of(first), datasets[first["dataset"]]).to_dict(first["label"])
            seconds = time.perf_counter() - t0
            for path in paths:
                doc = read_record(path)
                validate_record(doc, str(path))
                rec = as_committed(rerun, doc)
                (out_dir / f"{path.parent.name}__{path.name}").write_text(dumps_record(rec))
                diffs = differences(compared_part(doc), compared_part(json.loads(dumps_record(rec))))
                n_numbers = sum(len(v) for k, v in doc["per_query"].items() if k != "qids") + len(doc["test"])
                status = "identical" if not diffs else f"{len(diffs)} differences"
                if diffs and args.write:
                    validate_record(rec, str(path))
                    write_record(rec, path)
                    status += ", rewritten"
                    written += 1
                print(f"{path.parent.name}/{path.name:50s} {n_numbers:6d} numbers  {status}  ({seconds:.1f} s)", flush=True)
                for line in diffs[:10]:
                    print(f"    {line}")
                failed += bool(diffs)
                n_files += 1
    print(f"{n_files - failed}/{n_files} committed result files ({len(groups)} cells) reproduced number for number"
          + (f"; {written} rewritten" if args.write else ""))
    return 1 if failed and not args.write else 0


def pinned_environment() -> dict[str, str]:
    """The floating-point environment the method fingerprints are computed in (``PINNED_ENV`` of
    ``scripts/check_method_fingerprints.py``: NumPy without its AVX-512 kernels, OpenBLAS' Haswell kernels, one
    thread), so that a rerun gives the same bits on any x86-64 with AVX2, AVX-512 or not."""
    spec = importlib.util.spec_from_file_location("check_method_fingerprints",
                                                  Path(__file__).with_name("check_method_fingerprints.py"))
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return dict(module.PINNED_ENV)


if __name__ == "__main__":
    _env = pinned_environment()
    if any(os.environ.get(k) != v for k, v in _env.items()):  # NumPy reads them when it loads: start again
        os.environ.update(_env)
        os.execv(sys.executable, [sys.executable, *sys.argv])
    sys.exit(main())
