#!/usr/bin/env bash
# The README's test command: set up a virtual environment with every extra and run the whole suite.
set -euo pipefail
cd "$(dirname "$0")/.."
python3 -m venv .venv
.venv/bin/python -m pip install -q --upgrade pip
.venv/bin/python -m pip install -q -e ".[dev,bench,learn,plot,dask,engines,fast]"
# arena-rank pins numpy==2.3.3 (pyproject.toml says why it is installed apart); its imports are in the bench extra
.venv/bin/python -m pip install -q --no-deps "arena-rank==0.1.1"
export RANKAGG_DATA="${RANKAGG_DATA:-$(cd .. && pwd)/shared/data}"
# many small SVDs/BLAS calls: threads only add overhead on small CI machines
export OMP_NUM_THREADS="${OMP_NUM_THREADS:-1}" OPENBLAS_NUM_THREADS="${OPENBLAS_NUM_THREADS:-1}"
# Python's bytecode cache: where PYTHONDONTWRITEBYTECODE is set (this machine's image sets it), each of the suite's
# thousands of subprocesses compiled rankagg's sources again (tests/cli/test_process_guards.py: 36 CPU s without a
# cache, 29 with one); compiled once here, before the workers start
unset PYTHONDONTWRITEBYTECODE
.venv/bin/python -m compileall -q -j 2 rankagg scripts >/dev/null
# --dist worksteal: an idle worker takes queued tests from the busy one, so a few long tests left at the end do not
# idle a core (the whole suite on this 2-core machine, one commit apart: 611.8 s with xdist's default, 573.6 s so)
.venv/bin/python -m pytest -q -n 2 --dist worksteal --durations=40 "$@"  # the slowest tests: where the time goes
