"""Run the fuzz properties of ``tests/package/test_fuzz.py`` for as long as asked.

    python scripts/fuzz.py --target trec_run --minutes 10
    python scripts/fuzz.py --target all --minutes 2      # each target in turn

Targets: trec_run, qrels, letor, scores, model, model_file, spec, measure.  The properties are the suite's own
(one definition); here they run with random seeds, in rounds of ``--examples`` examples,
until the time is up.  The first failure is printed with hypothesis' minimal example and
the exit status is 1; otherwise a summary line per target (rounds, examples, seconds).
"""

from __future__ import annotations

import argparse
import importlib.util
import sys
import time
import traceback
from pathlib import Path

from hypothesis import HealthCheck, settings

ROOT = Path(__file__).resolve().parents[1]


def load_targets() -> dict:
    spec = importlib.util.spec_from_file_location("rankagg_fuzz_properties", ROOT / "tests" / "package" / "test_fuzz.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.TARGETS


def fuzz(name: str, properties: list, seconds: float, examples: int) -> bool:
    long_run = settings(
        max_examples=examples,
        deadline=None,
        derandomize=False,
        database=None,
        suppress_health_check=list(HealthCheck),
    )
    for p in properties:
        # the suite's fixed budget is replaced by this one (hypothesis reads the attribute that
        # @settings sets when the test runs; applying @settings twice is refused)
        p._hypothesis_internal_use_settings = long_run
    t0 = time.perf_counter()
    rounds = 0
    while time.perf_counter() - t0 < seconds:
        for prop in properties:
            try:
                prop()
            except Exception:  # noqa: BLE001 - report and stop at the first failure
                print(f"{name}: {prop.__name__} FAILED after {time.perf_counter() - t0:.0f} s", flush=True)
                traceback.print_exc()
                return False
        rounds += 1
    n = rounds * examples * len(properties)
    print(f"{name}: {len(properties)} properties, {rounds} rounds, about {n} examples, "
          f"{time.perf_counter() - t0:.0f} s: no failure", flush=True)
    return True


def main(argv: list[str] | None = None) -> int:
    targets = load_targets()
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--target", required=True, choices=[*targets, "all"])
    ap.add_argument("--minutes", type=float, default=10.0, help="time per target")
    ap.add_argument("--examples", type=int, default=200, help="examples per property per round")
    args = ap.parse_args(argv)
    names = list(targets) if args.target == "all" else [args.target]
    ok = True
    for name in names:
        ok = fuzz(name, targets[name], args.minutes * 60, args.examples) and ok
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
