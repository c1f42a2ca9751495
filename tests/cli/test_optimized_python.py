"""Under ``python -OO`` (PYTHONOPTIMIZE=2: docstrings removed) ``rankagg methods`` says why a method's description
is missing instead of printing a blank one (issue 45, seventh bar, ``u7v_pythonoptimize_methods``): the descriptions
are the methods' docstrings.  One subprocess for both forms of the command; without -OO they are the docstrings."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest


@pytest.mark.parametrize("optimize", ["2", ""])
def test_methods_under_optimize_say_why_the_description_is_missing(optimize: str) -> None:
    env = {**os.environ, "PYTHONOPTIMIZE": optimize}
    code = ("from rankagg.cli import main\nmain(['methods', 'rrf'])\nprint('=====')\nmain(['methods'])\n")
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=120).stdout
    one, listing = out.split("=====")
    rrf_line = next(line for line in listing.splitlines() if line.startswith("rrf "))
    if optimize:
        assert "PYTHONOPTIMIZE=2 removes" in one and "docs/methods.md" in one
        assert "removed by python -OO" in rrf_line
    else:
        assert "Reciprocal Rank Fusion" in one and "Reciprocal Rank Fusion" in rrf_line
