"""Check that every registered method still gives the same scores, bit for bit, as the reference.

    RANKAGG_DATA=../shared/data python scripts/check_method_fingerprints.py            # compare
    python scripts/check_method_fingerprints.py --data-dir ../shared/data --methods rrf,cps
    python scripts/check_method_fingerprints.py --write    # accept the current outputs as the reference

A method's fingerprint is the SHA-256 (first 16 hex digits) of the bytes of its
``score`` and of its ``aggregate`` on the test subset of MQ2008-agg fold 1,
after fitting on the fold's training subset.  Slow and supervised methods see a
prefix of the subsets (tag ``slow_fit``: fit on 40 training queries, scored on 40 test
queries; supervised: 60 training, 20 validation, 40 test queries); the rest see
the whole subsets.  The reference ``results/method_fingerprints.json`` was
computed by this procedure on the code before the package was moved into its
layered tree (commit dc43efc's parent), so a pure refactor must leave every
fingerprint unchanged.  A change that is meant to change a method's output
updates the reference with ``--write`` and says so in its commit.

Fingerprints are bits, and some bits depend on the processor: NumPy picks its exp/log
kernels (AVX-512 or AVX2) and OpenBLAS its BLAS kernels by the CPU, and their last bits
differ.  So the script runs under one fixed choice, whatever the machine: NumPy without
its AVX-512 kernels (``NPY_DISABLE_CPU_FEATURES``), OpenBLAS' Haswell kernels
(``OPENBLAS_CORETYPE``), one thread (:data:`PINNED_ENV`; it re-executes itself with them,
and a test runs it as a subprocess).  The reference was first written
on a machine with AVX-512; on this session's machine (AVX2 only) the same code gave other
bits for 10 of 47 methods, while the landed code and the refactored code gave equal bits
for all 47 under the pinned environment, which is the reference now.  That the pinned
environment gives these bits on an AVX-512 machine too is the design, not yet checked there.

Exit status: 0 when every method compared equal, 1 otherwise (a method missing
from the reference, or one the reference has that is no longer registered,
counts as a difference).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
from pathlib import Path
from typing import Any

def _pinned_env() -> dict[str, str]:
    """:data:`rankagg.experiments.reproduce.PINNED_ENV`, read before NumPy loads (the package's module imports
    nothing heavy at the top)."""
    from rankagg.experiments.reproduce import PINNED_ENV

    return dict(PINNED_ENV)


def _pin_environment() -> None:
    """Re-execute this script under :data:`PINNED_ENV` unless it already runs under it (before NumPy loads)."""
    env = _pinned_env()
    if __name__ == "__main__" and any(os.environ.get(k) != v for k, v in env.items()):
        os.environ.update(env)
        os.execv(sys.executable, [sys.executable, *sys.argv])


_pin_environment()

ROOT = Path(__file__).resolve().parents[1]

from rankagg.experiments.reproduce import compare, fingerprints  # noqa: E402
from rankagg.methods.registry import list_methods  # noqa: E402

REFERENCE = ROOT / "results" / "method_fingerprints.json"


def _print(name: str, value: Any, seconds: float) -> None:
    print(f"{name:15s} {value}  {seconds:.1f} s", flush=True)


def _write_atomic(path: Path, doc: dict[str, Any]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
    with os.fdopen(fd, "w") as f:
        json.dump(doc, f, indent=1, sort_keys=True)
        f.write("\n")
    os.replace(tmp, path)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0], formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--data-dir", default=None, help="folder holding letor4-agg/ (default: $RANKAGG_DATA)")
    ap.add_argument("--reference", type=Path, default=REFERENCE, help=f"reference fingerprints (default: {REFERENCE.relative_to(ROOT)})")
    ap.add_argument("--methods", default=None, help="comma-separated methods (default: every registered method)")
    ap.add_argument("--out", type=Path, default=None, help="also write the fingerprints computed now to this file")
    ap.add_argument("--write", action="store_true", help="replace the reference by the fingerprints computed now")
    args = ap.parse_args(argv)

    methods = args.methods.split(",") if args.methods else list_methods()
    got = fingerprints(methods, args.data_dir, progress=_print)
    if args.out is not None:
        if args.out.resolve() == args.reference.resolve():
            ap.error("--out must not be the reference (use --write)")
        _write_atomic(args.out, got)
    if args.write:
        reference = json.loads(args.reference.read_text()) if args.reference.exists() and args.methods else {}
        _write_atomic(args.reference, {**reference, **got})
        print(f"wrote {len(got)} fingerprints to {args.reference}")
        return 0
    reference = json.loads(args.reference.read_text())
    diffs = compare(got, reference, complete=args.methods is None)
    same = sum(1 for name in got if reference.get(name) == got[name])
    print(f"{same}/{len(got)} methods bit-identical to {args.reference.name}" + ("" if not diffs else ":"))
    for line in diffs:
        print("  DIFFERENT " + line)
    return 1 if diffs else 0


if __name__ == "__main__":
    sys.exit(main())
