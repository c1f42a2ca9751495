"""``results/fuzz_table.md``: the table fuzzers' deep runs, written by the fuzzers themselves.

``RANKAGG_FUZZ_EXAMPLES=N`` makes each table fuzzer (``test_table_comparisons``, ``test_table_runs``,
``test_table_models``) record its tally here, in the section of its code (``RANKAGG_FUZZ_LABEL``: ``end`` by
default; the start code's measurement was run with ``start``) and family, replacing that section only.  The
test below checks that the committed file states, for every family, the start code's faults and an end
code's run without any.
"""

from __future__ import annotations

import os
import re
import subprocess
from pathlib import Path

from tests.fuzz.test_table_oracle import ROOT, Tally, example_lines, report_lines

RESULTS = Path(os.environ.get("RANKAGG_FUZZ_RESULTS", ROOT / "results" / "fuzz_table.md"))
LABEL = os.environ.get("RANKAGG_FUZZ_LABEL", "end")
FAMILIES = ("comparisons", "run tables", "models")
MODULES = {"comparisons": "test_table_comparisons", "run tables": "test_table_runs", "models": "test_table_models"}
HEADER = """# Differential fuzzing of the table formats (issue 45)

Written by the fuzzers of `tests/fuzz/test_table_*.py` (do not edit by hand): each generated input goes
through every entry point that takes it and is compared with the independent reference reader
`tests/fuzz/reference_table.py` (written from the documented rules). A *fault* is one entry point on one
input doing other than the reference's content or a one-line error naming the input: **silent** (other
content, or a refused input accepted), **over-refusal**, **raw** (not rankagg's clean error), **vague** (an
error that names neither the input nor its line/row/field), **hang**, **crash**. *Faulty* counts the inputs
with at least one fault. CI runs the same fuzzers with a small fixed budget (`pytest tests/fuzz`); the deep
runs below are

    RANKAGG_FUZZ_EXAMPLES=N RANKAGG_FUZZ_LABEL=LABEL PYTHONPATH=. python -m pytest -p no:xdist tests/fuzz/MODULE.py

run once on the start code (`start`: `git archive dbe8e4e` with these fuzzers copied into it,
`RANKAGG_FUZZ_COMMIT=dbe8e4e`) and once on this branch's code (`end`), one after the other or side by side on
a shared 2-core machine (`nice`). A deep run's test fails when it finds a fault: the start code's did.
"""


def _section(family: str, label: str, seed: int, n: int, tally: Tally) -> str:
    commit = os.environ.get("RANKAGG_FUZZ_COMMIT", "")  # a tree without git (the start code's archive) names it
    try:
        commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True,
                                text=True, timeout=30).stdout.strip() if not commit else commit
    except (OSError, subprocess.SubprocessError):
        commit = commit or "unknown"
    commit = commit or "unknown"
    lines = [f"<!-- {label} {family}: start -->", f"### {family}, {label} code (commit {commit})", "",
             f"`RANKAGG_FUZZ_EXAMPLES={n} RANKAGG_FUZZ_LABEL={label}` `tests/fuzz/{MODULES[family]}.py`, seed {seed}: "
             f"{sum(tally.files.values())} inputs, {tally.total()} faults, "
             f"{sum(tally.bad_files.values())} faulty inputs.", "", *report_lines(tally), ""]
    if tally.examples:
        lines += ["The smallest example of each distinct fault (format, entry point, class, what rankagg said):", ""]
        lines += example_lines(tally, limit=25) + [""]
    lines.append(f"<!-- {label} {family}: end -->")
    return "\n".join(lines)


def record(family: str, seed: int, n: int, tally: Tally) -> None:
    """Write (or replace) this family's section for the current ``RANKAGG_FUZZ_LABEL``."""
    text = RESULTS.read_text(encoding="utf-8") if RESULTS.exists() else HEADER
    section = _section(family, LABEL, seed, n, tally)
    pattern = re.compile(rf"<!-- {re.escape(LABEL)} {re.escape(family)}: start -->.*?<!-- {re.escape(LABEL)} "
                         rf"{re.escape(family)}: end -->", re.S)
    text = pattern.sub(lambda _: section, text) if pattern.search(text) else text.rstrip("\n") + "\n\n" + section
    RESULTS.parent.mkdir(parents=True, exist_ok=True)
    tmp = RESULTS.with_name(f".{RESULTS.name}.tmp")
    tmp.write_text(text.rstrip("\n") + "\n", encoding="utf-8")  # one line end, however often a section is replaced
    os.replace(tmp, RESULTS)


def test_the_results_state_start_and_end_code_for_every_family():
    """The committed deep runs: the start code's faults measured, the end code's run found none."""
    text = (ROOT / "results" / "fuzz_table.md").read_text(encoding="utf-8")
    for family in FAMILIES:
        for label in ("start", "end"):
            m = re.search(rf"<!-- {label} {family}: start -->\n### .*?\n\n`RANKAGG_FUZZ_EXAMPLES=(\d+).*?: (\d+) inputs, "
                          rf"(\d+) faults", text)
            assert m, f"no {label} section for {family}"
            if label == "end":
                assert int(m.group(3)) == 0, f"the end code's deep run of {family} found faults"
                assert int(m.group(2)) >= 1000, f"the deep run of {family} is too small"
