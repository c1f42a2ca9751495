"""Differential fuzzing of the line-based text formats against the independent reference (issue 45).

CI runs a small fixed budget per format (:data:`CI_FILES`, seed :data:`SEED`) and fails on any fault.  The deep
mode, ``RANKAGG_FUZZ_EXAMPLES=N`` (N files per format; ``RANKAGG_FUZZ_CLI=K``: every K-th file through the
command line too; ``RANKAGG_FUZZ_LABEL=start|end``: the code measured; the start code is run from a checkout of dbe8e4e
holding these test files), writes its summary into ``results/fuzz_text.md``::

    RANKAGG_FUZZ_EXAMPLES=20000 RANKAGG_FUZZ_CLI=400 RANKAGG_FUZZ_LABEL=end \\
        python -m pytest -q -p no:xdist tests/fuzz/test_text_fuzz.py -k deep
"""

from __future__ import annotations

import collections
import os
import random
import re
import time
from pathlib import Path

import pytest

from tests.conftest import _need_data, _trec_covid_dir
from tests.fuzz import text_fuzz_harness as H

SEED = 45
CI_FILES = {"trec": 120, "qrels": 120, "weights": 150, "letor": 100, "preflib": 150, "gene-lists": 150,
            "gene-list": 150}
RESULTS = H.ROOT / "results" / "fuzz_text.md"


@pytest.fixture(scope="module")
def seeds() -> H.Seeds:
    root = _trec_covid_dir(5).parent  # fails in CI, skips elsewhere, when the shared data is missing
    _need_data()  # the LETOR sets too
    return H.Seeds(root, random.Random(SEED))


def _report(tallies: dict[str, H.Tally]) -> str:
    by_sig: dict[str, list[H.Fault]] = collections.defaultdict(list)
    for t in tallies.values():
        for f in t.faults:
            by_sig[H.fault_signature(f)].append(f)
    lines = [H.io_summary(tallies)]
    for sig, fs in sorted(by_sig.items()):
        f = min(fs, key=lambda f: len(f.data))
        lines.append(f"[{len(fs)}] {sig}\n    made by: {f.how}\n    {f.detail[:300]}\n    {f.name}: {H.shown_bytes(f.data)}")
    return "\n".join(lines)


@pytest.mark.parametrize("fmt", H.FORMATS)
def test_generated_files_read_as_the_reference_reads_them(fmt, seeds, tmp_path):
    """Every generated file: rankagg's reading equals the reference's, or both refuse (rankagg naming the file
    and line in one line); nothing raw, nothing hangs."""
    tally = H.campaign(fmt, CI_FILES[fmt], SEED, tmp_path, seeds=seeds)
    assert tally.files == CI_FILES[fmt] and tally.refused_by_reference > tally.files // 5  # the bar is not trivial
    assert not tally.faults, _report({fmt: tally})


@pytest.mark.parametrize("fmt", ["trec", "qrels", "weights", "letor", "preflib", "gene-lists"])
def test_the_command_line_on_a_sample(fmt, seeds, tmp_path):
    """A few generated files through ``python -m rankagg`` (a subprocess with a memory limit): exit 0 with the
    reference's content, or exit 2 and one line naming the file."""
    rng = random.Random(f"{SEED}:cli:{fmt}")
    faults = []
    for k in range(1):
        case = H.generate(fmt, rng, seeds)
        v = H.reference(case)
        d = tmp_path / str(k)
        d.mkdir()
        got = H.run_cli(case, H.write_case(case, d), d, v)
        if got is not None:
            faults.append((got, case.how, H.shown_bytes(case.data)))
    assert not faults, faults


@pytest.mark.skipif(not os.environ.get("RANKAGG_FUZZ_EXAMPLES"), reason="deep mode: set RANKAGG_FUZZ_EXAMPLES=N")
def test_deep(seeds, tmp_path):
    """The deep campaign: N files per format, a sample through the command line; the summary in results/."""
    n = int(os.environ["RANKAGG_FUZZ_EXAMPLES"])
    cli = int(os.environ.get("RANKAGG_FUZZ_CLI", "0"))
    label = os.environ.get("RANKAGG_FUZZ_LABEL", "end")
    seed = int(os.environ.get("RANKAGG_FUZZ_SEED", SEED))
    tallies, cpu = {}, {}
    for fmt in H.FORMATS:
        t0 = time.process_time()
        tallies[fmt] = H.campaign(fmt, n, seed, tmp_path, cli_every=cli, seeds=seeds)
        cpu[fmt] = time.process_time() - t0
    command = (f"RANKAGG_FUZZ_EXAMPLES={n} RANKAGG_FUZZ_CLI={cli} RANKAGG_FUZZ_LABEL={label} RANKAGG_FUZZ_SEED={seed} "
               "python -m pytest -q -p no:xdist tests/fuzz/test_text_fuzz.py -k deep")
    body = (f"Command: `{command}`\n\nSeed {seed}, {n} files per format, every {cli or 'no'}-th file through the "
            f"command line; CPU seconds per format (this process): "
            + ", ".join(f"{k} {v:.0f}" for k, v in cpu.items()) + "\n\n```\n" + _report(tallies) + "\n```\n")
    write_section(label, body)
    dump = os.environ.get("RANKAGG_FUZZ_DUMP")  # a folder: each fault's file, to reproduce it
    for i, f in enumerate(f for t in tallies.values() for f in t.faults):
        if dump:
            Path(dump).mkdir(parents=True, exist_ok=True)
            (Path(dump) / f"{i:04d}-{f.fmt}-{f.kind}-{f.name}").write_bytes(f.data)
    if label in ("end", "fresh"):
        assert not any(t.faults for t in tallies.values()), _report(tallies)


def write_section(label: str, body: str) -> None:
    """Put ``body`` under the heading of ``label`` in results/fuzz_text.md, keeping the other section."""
    heads = {"first": "## Start code (dbe8e4e), first measurement, with the first version of the reference",
             "start": "## Start code (dbe8e4e), with the final reference",
             "end": "## End code (this branch), with the final reference",
             "fresh": "## End code on a seed the fixes were not made against (an unseen bar)"}
    text = RESULTS.read_text() if RESULTS.exists() else (
        "# Differential fuzzing of the line-based text formats (issue 45)\n\n"
        "Written by `tests/fuzz/test_text_fuzz.py` (deep mode).  Each generated file (mutations of slices of the\n"
        "real TREC-COVID rounds 2-5 runs and qrels and MQ2008-agg S1, and grammar files for every format) is read by\n"
        "the independent reference `tests/fuzz/reference_text.py` and by every entry point of its format (the\n"
        "registry reader, `read_trec_run`, `rankagg.fuse`, `rankagg.evaluate`, `read_letor`, `read_preflib`, and a\n"
        "sample through `python -m rankagg`).  Fault classes: silent, over-refusal, raw, vague, hang, crash\n"
        "(`tests/fuzz/text_fuzz_harness.py`).  Counts are calls (a file read by four entry points counts up to\n"
        "four); `[n]` before a signature is how many calls showed that distinct fault.\n\n")
    sections = dict.fromkeys(heads.values(), "")
    for head in heads.values():
        m = re.search(re.escape(head) + r"\n\n(.*?)(?=\n## |\Z)", text, flags=re.S)
        if m:
            sections[head] = m.group(1).rstrip() + "\n"
    sections[heads[label]] = body
    intro = text.split("\n## ", 1)[0].rstrip() + "\n"
    RESULTS.write_text(intro + "".join(f"\n{h}\n\n{b}" for h, b in sections.items() if b))
