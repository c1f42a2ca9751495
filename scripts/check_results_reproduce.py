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
(:class:`rankagg.experiments.resolved_cell.CellSpec`; its hash must be the file's), reruns it
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
``scripts/check_method_fingerprints.py`` (it re-executes itself under it;
:data:`rankagg.experiments.reproduce.PINNED_ENV`),
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
import json
import os
import sys
import tempfile
import time
from pathlib import Path

from rankagg.experiments.protocol import run_cell_spec
from rankagg.experiments.reproduce import PINNED_ENV, as_committed, cell_of, committed_files, compared_part, differences
from rankagg.experiments.results import dumps_record, read_record, validate_record, write_record
from rankagg.experiments.settings import load_setting

ROOT = Path(__file__).resolve().parents[1]
RESULTS = ROOT / "results" / "experiments"
DATASETS = ("MQ2007-agg", "MQ2008-agg")
#: families whose committed MQ2007-agg / MQ2008-agg cells rerun in seconds each (the default; about 6 minutes
#: in all on 2 busy cores); the probabilistic, CPS, Mallows, supervised and St.Agg-supervised rows take minutes
#: to hours and are checked by their fingerprints
FAST_FAMILIES = ("positional", "majority", "markov", "kemeny", "rags", "stagg", "quality")


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
    groups = committed_files(RESULTS, set(args.families.split(",")), tuple(names),
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


if __name__ == "__main__":
    if any(os.environ.get(k) != v for k, v in PINNED_ENV.items()):  # NumPy reads them when it loads: start again
        os.environ.update(PINNED_ENV)
        os.execv(sys.executable, [sys.executable, *sys.argv])
    sys.exit(main())
