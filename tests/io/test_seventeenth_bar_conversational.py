"""The command a refusal suggests for another tool's file (MS MARCO's 'qid docid rank', GSEA's .rnk, MAGeCK's gene
summary, xz / zstd / bzip2 / LZ4 data), pasted into a shell as it stands, does what it says and keeps its input
(u17t_msmarco_tsv_hint: ``awk ... bm25.run > bm25.run`` emptied the run before awk read it).  Generated over the
shapes, plain and gzip-compressed text, and the names a user gives: one the command's output would take, a blank and
a '#', a leading '-', a file in a sub-folder; each command is run by /bin/sh where the user ran rankagg and its
output compared with the file's content read by hand."""

from __future__ import annotations

import gzip
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from rankagg.io.foreign_shapes import container_of, run_shape

MSMARCO = "31_1\tMARCO_00_1234567-3\t1\n31_1\tKILT_1234-5\t2\n31_2\tCAR_a6b1c2d3e4f5-12\t1\n"
RNK_TAB = "TP53\t3.2\nBRCA1\t-2.1\nMYC\t1e-3\n"
RNK_SPACE = "TP53 3.2\nBRCA1 -2.1\nMYC 1e-3\n"
MAGECK = "id\tnum\tneg|score\tneg|p-value\nKRAS\t4\t1e-5\t2e-4\nTP53\t4\t3e-4\t1e-3\n"
SHAPES = {  # shape -> (text, the names a user gives it: the plain one first, then the output's own name)
    "msmarco": (MSMARCO, ["bm25.tsv", "bm25.run"]),
    "rnk_tab": (RNK_TAB, ["ranked.rnk", "genes.txt"]),
    "rnk_space": (RNK_SPACE, ["ranked.rnk", "genes.txt"]),
    "mageck": (MAGECK, ["gene_summary.txt", "genes.txt"]),
}
CONTAINERS = {  # tool -> (compress command, the names: plain, then one the output takes)
    "xz": (["xz", "-c"], ["run.xz", "run.gz"]),
    "zstd": (["zstd", "-q", "-c"], ["run.zst", "run.gz"]),
    "bzip2": (["bzip2", "-c"], ["run.bz2", "run.gz"]),
    "lz4": (["lz4", "-q", "-c"], ["run.lz4", "run"]),
}


def _variants(plain: str, own: str) -> list[str]:
    stem, dot, ext = plain.rpartition(".")
    return [plain, own, f"my {stem} #1.{ext}", f"-{plain}", f"sub/{plain}"]


TEXT_CASES = [(shape, name, gz) for shape, (_, names) in SHAPES.items() for name in _variants(*names)
              for gz in (False, True)]
CONTAINER_CASES = [(tool, name) for tool, (_, names) in CONTAINERS.items() for name in _variants(*names)]
#: the command, up to the guide the message names after it
COMMAND = re.compile(r"((?:gzip -dc|awk|sort|cut|xz -dc|zstd -dc|bzip2 -dc|lz4 -dc) .*?)(?: \(docs/[a-z]+\.md\))?$")


def _paste(folder: Path, message: str) -> None:
    """Run the message's command in ``folder`` with /bin/sh, as a user pastes it."""
    found = COMMAND.search(message)
    assert found, message
    subprocess.run(["sh", "-c", found.group(1)], cwd=folder, check=True, capture_output=True, timeout=30)


def _trec_order(path: Path) -> list[tuple[str, str]]:
    rows = [line.split() for line in path.read_text().splitlines()]
    assert all(len(r) == 6 for r in rows), rows
    return [(q, d) for q, _, d, _, s, _ in sorted(rows, key=lambda r: (r[0], -float(r[4]), r[2]))]


def _expected_output(shape: str) -> tuple[str, object]:
    if shape == "msmarco":  # each turn's passages in their rank order
        return "bm25", [("31_1", "MARCO_00_1234567-3"), ("31_1", "KILT_1234-5"), ("31_2", "CAR_a6b1c2d3e4f5-12")]
    if shape == "mageck":  # the id column in the file's order
        return "genes", ["KRAS", "TP53"]
    return "genes", ["TP53", "MYC", "BRCA1"]  # by score, descending


@pytest.mark.parametrize(("shape", "name", "gz"), TEXT_CASES)
def test_a_text_shape_hint_pasted_keeps_its_input_and_converts(tmp_path, shape, name, gz):
    text, _ = SHAPES[shape]
    name = name + (".gz" if gz else "")
    data = gzip.compress(text.encode()) if gz else text.encode()
    path = tmp_path / name
    path.parent.mkdir(exist_ok=True)
    path.write_bytes(data)
    found = run_shape(name, data)  # the name as the user typed it, relative to the folder the shell is in
    assert found is not None and found.line == 1
    before = set(tmp_path.rglob("*"))
    _paste(tmp_path, found.reason)
    assert path.read_bytes() == data, "the suggested command changed its input"
    made = [p for p in set(tmp_path.rglob("*")) - before if p.is_file()]
    assert len(made) == 1 and made[0].parent == path.parent, made
    kind, want = _expected_output(shape)
    if kind == "bm25":
        assert _trec_order(made[0]) == want
    else:
        assert made[0].read_text().split() == want


@pytest.mark.parametrize(("tool", "name"), CONTAINER_CASES)
def test_a_container_hint_pasted_keeps_its_input_and_decompresses(tmp_path, tool, name):
    compress, _ = CONTAINERS[tool]
    if shutil.which(compress[0]) is None:
        pytest.skip(f"{compress[0]} is not installed")
    text = b"31_1 Q0 MARCO_00_1234567-3 1 12.5 bm25\n"
    data = subprocess.run(compress, input=text, capture_output=True, check=True).stdout
    path = tmp_path / name
    path.parent.mkdir(exist_ok=True)
    path.write_bytes(data)
    reason = container_of(name, data)
    assert reason is not None
    before = set(tmp_path.rglob("*"))
    _paste(tmp_path, reason)
    assert path.read_bytes() == data, "the suggested command changed its input"
    made = [p for p in set(tmp_path.rglob("*")) - before if p.is_file()]
    assert len(made) == 1 and made[0].parent == path.parent, made
    out = made[0].read_bytes()
    assert (gzip.decompress(out) if out[:2] == b"\x1f\x8b" else out) == text
