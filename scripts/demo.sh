#!/usr/bin/env bash
# The README's main job: set up a virtual environment and run the end-to-end demonstration.
set -euo pipefail
cd "$(dirname "$0")/.."
python3 -m venv .venv
.venv/bin/python -m pip install -q --upgrade pip
.venv/bin/python -m pip install -q -e .
.venv/bin/rankagg demo
