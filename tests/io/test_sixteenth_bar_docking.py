"""Issue 45's sixteenth bar, a medicinal chemist's day (``u16d_trust_rank_raw_energies_*``): a docking tool's export
keeps the tool's own ranks (1 = best) beside raw energies (more negative is better), and ``--trust-rank`` with a
method that reads scores fused the two opposite orders at once, silently (CombSUM's min-max gave each tool's best
ligand its worst score).  Every reader that orders lists by their rank column for such a method (in memory, the
streamed blocks, the partition of a file whose queries are interleaved, ``--explain`` and calibrated fusion
through a ``Fuser``) now refuses the first score above the one ranked before it, naming the file and line found
here by hand; a method of ranks only reads the same files by their rank columns, as before."""

from __future__ import annotations

import json
import random

import pytest

from rankagg.api.run_files import fuse_files
from rankagg.io import InputFormatError
from rankagg.fuser import Fuser, explain_files
from rankagg.fuser.calibration_files import fused_queries
from rankagg.methods.registry import make_method
from rankagg.stream.run import fuse_stream

SCORE_METHODS = ["combsum", "combmnz", "combsum(norm='zscore')", "combmax", "combsum(norm='none')"]


def _export(seed: int, queries=("EGFR", "ADRB2"), n=6, comments=0, interleave=False, rising=True):
    """A tool's export: per query ``n`` ligands at ranks 1..n, the lines of a query in a shuffled order (the rank
    column orders them, not the file).  The energies fall along the ranks (more negative first), so in the last
    query the score read as higher-is-better rises at rank 2, unless ``rising`` is false; the other queries'
    energies are negated, as the chemist should.  ``interleave``: the queries' lines alternate (one line per
    finished job), so the file is not grouped by query.  Returns the text and, by hand, the lines of the last
    query's ranks 2 and 1 (None when nothing rises)."""
    rnd = random.Random(seed)
    per_q = {}
    for q in queries:
        tenths = sorted(rnd.sample(range(-120, -40), n))  # kcal/mol in tenths, best (most negative) first
        sign = 1 if rising and q == queries[-1] else -1
        rows = [(q, f"{q}_ZINC{rnd.randrange(10 ** 8):08d}", i + 1, sign * t / 10) for i, t in enumerate(tenths)]
        rnd.shuffle(rows)
        per_q[q] = rows
    if interleave:
        lines = [row for group in zip(*per_q.values()) for row in group]
    else:
        lines = [row for q in queries for row in per_q[q]]
    head = [f"# exported by a docking tool, run {seed}\n"] * comments
    text = "".join(head + [f"{q} Q0 {d} {r} {s!r} tool\n" for q, d, r, s in lines])
    at = {r: comments + i + 1 for i, (q, _, r, _) in enumerate(lines) if q == queries[-1]}
    return text, (at[2], at[1]) if rising else None


READERS = ["memory", "stream", "partition", "explain", "calibrated"]


def _run(reader: str, paths: list[str], out: str, method: str) -> None:
    if reader in ("memory", "stream", "partition"):
        fuse_files(paths, out, method=method, trust_rank=True, stream=reader != "memory")
    elif reader == "explain":
        explain_files(paths, out, method, trust_rank=True)
    else:
        fused_queries(paths, Fuser(method), trust_rank=True)


def _files(tmp_path, reader: str, seed: int, rising: bool = True):
    interleave = reader == "partition"
    a, line = _export(seed, comments=seed % 3, interleave=interleave, rising=rising)
    b, _ = _export(seed + 100, interleave=interleave, rising=False)
    (tmp_path / "vina.run").write_text(a)
    (tmp_path / "glide.run").write_text(b)
    return [str(tmp_path / "vina.run"), str(tmp_path / "glide.run")], line


@pytest.mark.parametrize("reader", READERS)
@pytest.mark.parametrize("method", SCORE_METHODS)
def test_rising_scores_refused_at_their_line(tmp_path, reader, method):
    seed = SCORE_METHODS.index(method) * 7 + READERS.index(reader)
    paths, line = _files(tmp_path, reader, seed)
    out = tmp_path / "o.out"
    with pytest.raises(InputFormatError) as exc:
        _run(reader, paths, str(out), method)
    assert str(exc.value).startswith(f"{paths[0]}:{line[0]}: score ")
    assert "at rank 2 is above the score" in str(exc.value)
    assert f"(ranked before it at line {line[1]})" in str(exc.value)
    assert "--trust-rank" in str(exc.value)
    assert not out.exists()


@pytest.mark.parametrize("block_lines", [3, 4, 7])
def test_streamed_blocks_name_the_lines_of_the_file(tmp_path, block_lines):
    """Blocks of a few lines: the rising query is read in a later block, its lines counted in the whole file."""
    paths, line = _files(tmp_path, "stream", 10 + block_lines)
    with pytest.raises(InputFormatError) as exc:
        fuse_stream(paths, str(tmp_path / "o.run"), make_method("combsum"), names=["vina", "glide"], tag="t",
                    trust_rank=True, block_lines=block_lines)
    assert str(exc.value).startswith(f"{paths[0]}:{line[0]}: score ")
    assert f"(ranked before it at line {line[1]})" in str(exc.value)
    assert not (tmp_path / "o.run").exists()


@pytest.mark.parametrize("reader", READERS)
@pytest.mark.parametrize("method", ["combsum", "combsum(norm='zscore')"])
def test_scores_that_fall_with_the_rank_are_fused(tmp_path, reader, method):
    """The chemist's fix (negated energies): read, no error, every ligand fused."""
    paths, _ = _files(tmp_path, reader, 3, rising=False)
    out = tmp_path / "o.out"
    _run(reader, paths, str(out), method)
    if reader != "calibrated":
        assert out.exists() and out.read_text().strip()


@pytest.mark.parametrize("reader", ["memory", "stream", "partition", "explain"])
def test_ranks_only_methods_read_the_rank_column(tmp_path, reader):
    """rrf reads no score: the raw energies beside the rank column are fused by the rank column, by hand
    1/(60 + r) summed over the two tools."""
    paths, _ = _files(tmp_path, reader, 5)
    out = tmp_path / "o.out"
    _run(reader, paths, str(out), "rrf")
    ranks: dict[tuple[str, str], float] = {}
    for p in paths:
        for row in open(p):
            if row.startswith("#"):
                continue
            q, _, d, r, _, _ = row.split()
            ranks[q, d] = ranks.get((q, d), 0.0) + 1 / (60 + int(r))
    if reader == "explain":
        got = {(e["qid"], e["docid"]): e["score"] for e in map(json.loads, out.read_text().splitlines())}
    else:
        got = {(q, d): float(s) for q, _, d, _, s, _ in (row.split() for row in out.read_text().splitlines())}
    assert got.keys() == ranks.keys()
    assert all(abs(got[k] - ranks[k]) <= 1e-6 * ranks[k] for k in ranks)
