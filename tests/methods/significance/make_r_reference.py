"""Regenerate ``r_reference.npz``: R RobustRankAggreg's ``aggregateRanks`` on every case of ``r_reference.py``.

Run from the repository root: ``python -m tests.methods.significance.make_r_reference`` (needs ``Rscript`` and the
R package: Debian's ``r-cran-robustrankaggreg``).  The file records the package's and R's versions; the tests
compare rankagg with it when R is not installed (and with R itself when it is).
"""

from __future__ import annotations

import sys

from tests.methods.significance.r_reference import CASES, STORED, r_available, r_versions, run_r, store


def main() -> int:
    if not r_available():
        print("Rscript with the R package RobustRankAggreg is needed", file=sys.stderr)
        return 1
    versions = r_versions()
    store(run_r(CASES), versions)
    print(f"wrote {STORED} ({len(CASES)} cases) with RobustRankAggreg {versions['RobustRankAggreg']}, {versions['R']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
