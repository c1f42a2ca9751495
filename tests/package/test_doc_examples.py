"""Every code example in README.md and docs/*.md runs as written (issue 26, item 6).

The rule (docs/architecture.md, "Code examples in the docs"):

* every fenced block names its language: ``python``, ``bash`` (or ``sh`` / ``shell`` / ``console``),
  ``json``, ``toml``, or ``text`` for layouts and output;
* ``python`` and shell blocks run, in the order of their document, in one fresh working folder and one
  Python process per document (each ``python`` block in a namespace of its own), with ``RANKAGG_DATA`` set
  to the shared data, ``rankagg`` meaning ``python -m rankagg.cli`` and the repository's ``experiments/``
  (and ``results/experiments/`` when the document names it) copied in; ``json`` and ``toml`` blocks must parse;
* a block that cannot run in CI (a real cluster, installing packages, a job of hours) carries
  ``<!-- sketch: why -->`` on the line right before its fence and is only checked for the marker;
* a block after ``<!-- test: NAME -->`` is run, with its own assertions, by tests/experiments/test_report.py,
  and docs/trec.md by tests/package/test_docs_trec.py: they are not run twice.

``RANKAGG_DOCS_EXAMPLES=DOC[,DOC]`` (file names, e.g. ``README.md,lragg.md``) runs only those documents.
``RANKAGG_DOCS_TREC_RUNS=N`` (default 6; ``all``: the 28) is how many of the TREC-COVID round-5 runs the
examples see under ``$RANKAGG_DATA/trec-covid-round5/runs/``: the runs the docs name, then the others in
name order.  The examples run the same commands either way; tests/package/test_docs_trec.py runs the whole set.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import tomllib
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
DOCS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
SHELL = {"bash", "sh", "shell", "console"}
PARSED = {"json": json.loads, "toml": tomllib.loads}
LANGUAGES = SHELL | set(PARSED) | {"python", "text"}
# documents whose every example another test (found by file name under tests/) runs as written, with its own checks
RUN_ELSEWHERE = {"docs/trec.md": "test_docs_trec.py"}
MARKER = re.compile(r"^<!--\s*(sketch|test)\b:?\s*(.*?)\s*-->\s*$")
FENCE = re.compile(r"^(`{3,}|~{3,})\s*(\S*)\s*$")


@dataclass(frozen=True)
class Block:
    doc: str  # path from the repository root
    line: int  # 1-based line of the opening fence
    lang: str
    code: str
    marker: tuple[str, str] | None  # ("sketch", reason) or ("test", name)

    @property
    def where(self) -> str:
        return f"{self.doc}:{self.line}"


def blocks(path: Path) -> list[Block]:
    """The fenced blocks of one Markdown file (top-level fences only; indented blocks are prose)."""
    lines = path.read_text(encoding="utf-8").splitlines()
    out, i = [], 0
    while i < len(lines):
        m = FENCE.match(lines[i])
        if not m:
            i += 1
            continue
        fence, lang = m.group(1), m.group(2)
        j = i + 1
        while j < len(lines) and not lines[j].startswith(fence[0] * len(fence)):
            j += 1
        mark = MARKER.match(lines[i - 1].strip()) if i else None
        doc = str(path.relative_to(ROOT)) if path.is_relative_to(ROOT) else str(path)
        out.append(Block(doc, i + 1, lang, "\n".join(lines[i + 1:j]) + "\n",
                         (mark.group(1), mark.group(2)) if mark else None))
        i = j + 1
    return out


ALL = [b for d in DOCS for b in blocks(d)]


def _runs_here(b: Block) -> bool:
    return (b.lang == "python" or b.lang in SHELL) and b.marker is None and b.doc not in RUN_ELSEWHERE


def _test_file(name: str) -> Path:
    """A test module by file name, wherever it sits under tests/."""
    found = sorted((ROOT / "tests").rglob(name))
    assert len(found) == 1, f"{name}: {len(found)} files under tests/"
    return found[0]


def test_every_block_declares_its_language_and_every_marker_its_reason():
    bad = [f"{b.where}: no language after the fence" for b in ALL if not b.lang]
    bad += [f"{b.where}: unknown language {b.lang!r} (one of {sorted(LANGUAGES)})" for b in ALL
            if b.lang and b.lang not in LANGUAGES]
    bad += [f"{b.where}: <!-- sketch: ... --> needs a reason" for b in ALL
            if b.marker and b.marker[0] == "sketch" and len(b.marker[1]) < 10]
    report_test = _test_file("test_report.py").read_text()
    bad += [f"{b.where}: <!-- test: {b.marker[1]} --> is not run by tests/experiments/test_report.py" for b in ALL
            if b.marker and b.marker[0] == "test" and f'_run_doc_block("{b.marker[1]}"' not in report_test]
    bad += [f"{doc}: {test} does not read it" for doc, test in RUN_ELSEWHERE.items()
            if Path(doc).name not in _test_file(test).read_text()]
    assert not bad, "\n".join(bad)


def test_the_marker_rule_reads_what_it_should(tmp_path):
    """The parser on a made-up page: languages, the marker on the line right before a fence only."""
    page = tmp_path / "p.md"
    page.write_text("x\n<!-- sketch: a real Dask cluster -->\n```bash\ndask scheduler\n```\n\n"
                    "<!-- sketch: not this one -->\n\n```python\nprint(1)\n```\n```\nlayout\n```\n")
    got = [(b.line, b.lang, b.code, b.marker) for b in blocks(page)]
    assert got == [(3, "bash", "dask scheduler\n", ("sketch", "a real Dask cluster")),
                   (9, "python", "print(1)\n", None), (12, "", "layout\n", None)]


def test_package_layouts_name_what_exists():
    """A ``text`` block that draws the package tree (``rankagg/`` then indented entries) names only real
    modules and folders (docs/foundation.md listed modules that no longer existed)."""
    missing = []
    for b in ALL:
        lines = b.code.splitlines()
        if b.lang != "text" or not lines or lines[0].strip() != "rankagg/":
            continue
        for ln in lines[1:]:
            if re.match(r"^  \S", ln) and not (ROOT / "rankagg" / ln.split()[0]).exists():
                missing.append(f"{b.where}: rankagg/{ln.split()[0]}")
    assert not missing, "\n".join(missing)


@pytest.mark.parametrize("block", [b for b in ALL if b.lang in PARSED], ids=lambda b: b.where)
def test_json_and_toml_examples_parse(block):
    PARSED[block.lang](block.code)


def _selected(doc: str) -> bool:
    only = os.environ.get("RANKAGG_DOCS_EXAMPLES")
    return not only or Path(doc).name in {s.strip() for s in only.split(",")}


RUNNABLE = sorted({b.doc for b in ALL if _runs_here(b)})


# the round-5 runs the docs name (``runs/NAME.gz``), read from the docs so that a new example's runs are there
NAMED_RUNS = tuple(sorted({m for d in DOCS for m in re.findall(r"runs/([\w.+-]+\.gz)", d.read_text(encoding="utf-8"))}))


@pytest.fixture(scope="module")
def docs_data(letor_dir, trec_covid_dir, tmp_path_factory) -> Path:
    """The shared data as the examples see it: LETOR whole, the TREC-COVID runs cut to ``RANKAGG_DOCS_TREC_RUNS``."""
    want = os.environ.get("RANKAGG_DOCS_TREC_RUNS", "6")
    if want == "all":
        return letor_dir
    runs = sorted(p.name for p in (trec_covid_dir / "runs").glob("*.gz"))
    keep = [r for r in NAMED_RUNS if r in runs] + [r for r in runs if r not in NAMED_RUNS]
    root = tmp_path_factory.mktemp("docs_data")
    (root / "letor4-agg").symlink_to(letor_dir / "letor4-agg")
    trec = root / "trec-covid-round5"
    (trec / "runs").mkdir(parents=True)
    for p in trec_covid_dir.iterdir():
        if p.is_file():
            (trec / p.name).symlink_to(p)
    for name in keep[: max(int(want), len(NAMED_RUNS))]:
        (trec / "runs" / name).symlink_to(trec_covid_dir / "runs" / name)
    return root


def _workdir(tmp: Path, doc_text: str) -> Path:
    """A fresh folder with ``rankagg`` / ``python`` on PATH and the repository's inputs the examples name."""
    shutil.copytree(ROOT / "experiments", tmp / "experiments")
    for name in sorted(set(re.findall(r"results/experiments/(\w+)", doc_text))):
        if (ROOT / "results" / "experiments" / name).is_dir():
            shutil.copytree(ROOT / "results" / "experiments" / name, tmp / "results" / "experiments" / name)
    bin_dir = tmp / ".bin"
    bin_dir.mkdir()
    for name, target in (("rankagg", f'"{sys.executable}" -m rankagg.cli'), ("python", f'"{sys.executable}"')):
        (bin_dir / name).write_text(f'#!/bin/sh\nexec {target} "$@"\n')
        (bin_dir / name).chmod(0o755)
    return bin_dir


#: Runs one document's blocks in order in ONE Python process (the blocks as JSON on stdin): each ``python`` block
#: in a namespace of its own (a name a block uses must be defined or imported in that block, as in a fresh
#: ``python -c``), each shell block in ``bash -euo pipefail``.  Only the imports are shared: a process per block
#: imported numpy, pandas, scipy and rankagg again each time (docs/preferences.md 27 CPU s that way, 14 in one
#: process; every document 123 -> 93, November 2026).  The first failing block stops the run; its place is the
#: last line of stderr.
_RUNNER = r"""
import json, subprocess, sys, traceback
for b in json.load(sys.stdin):
    sys.stdout.flush(); sys.stderr.flush()
    if b["lang"] == "python":
        try:
            exec(compile(b["code"], b["where"], "exec"), {"__name__": "__main__", "__builtins__": __builtins__})
            ok = True
        except SystemExit as e:
            ok = e.code in (None, 0)
        except BaseException:
            traceback.print_exc()
            ok = False
    else:
        sys.stdout.flush(); sys.stderr.flush()
        ok = subprocess.run(["bash", "-euo", "pipefail", "-c", b["code"]]).returncode == 0
    if not ok:
        sys.stdout.flush()
        print("\nFAILED BLOCK " + b["where"], file=sys.stderr, flush=True)
        sys.exit(1)
"""


def _runnable_code(b: Block) -> str:
    """What runs of a block: the code, or a ``console`` block's ``$ `` lines without the prompt."""
    if b.lang != "console":
        return b.code
    return "\n".join(ln.removeprefix("$ ") for ln in b.code.splitlines() if ln.startswith("$ "))


@pytest.mark.data
@pytest.mark.parametrize("doc", [d for d in RUNNABLE if _selected(d)])
def test_examples_run_as_written(doc, docs_data, tmp_path):
    bin_dir = _workdir(tmp_path, (ROOT / doc).read_text(encoding="utf-8"))
    env = {**os.environ, "RANKAGG_DATA": str(docs_data), "PYTHONPATH": str(ROOT), "MPLBACKEND": "Agg",
           "OMP_NUM_THREADS": "1", "PATH": os.pathsep.join([str(bin_dir), os.environ.get("PATH", "")])}
    todo = [{"where": b.where, "lang": b.lang, "code": _runnable_code(b)} for b in ALL if b.doc == doc and _runs_here(b)]
    done = subprocess.run([sys.executable, "-c", _RUNNER], input=json.dumps(todo), cwd=tmp_path, env=env,
                          capture_output=True, text=True, timeout=1800)
    failed = done.stderr.rstrip().rsplit("FAILED BLOCK ", 1)
    where = failed[1] if len(failed) == 2 else "the runner"
    code = next((t["code"] for t in todo if t["where"] == where), "")
    assert done.returncode == 0, f"{where} failed:\n{code}\n--- stderr ---\n{done.stderr[-3000:]}"
