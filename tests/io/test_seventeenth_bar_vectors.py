"""Issue 45's seventeenth bar, a vector-search engineer's day (``u17x_cli_npy_run``, ``u17x_cli_npz_run``,
``u17x_cli_evaluate_npy``): NumPy's saved arrays (``np.save``'s ``.npy``, ``np.savez``'s ``.npz``: a vector index's
``(D, I)`` answer) given where a text file is read got "a NUL byte: trec_eval reads a field only up to it" or "a zip
archive: unzip it" (which gives more arrays).  The registry's recognisers tell them by their first bytes
(:func:`rankagg.io.foreign_shapes.container_of`), at every door that reads a file (runs, qrels, weights, LETOR,
tune), and say what they are and how to give the arrays to rankagg.  A file is told by its bytes, not its name: a
TREC run named ``.npy`` is read, and a zip of text is still told to be unzipped."""

from __future__ import annotations

import shlex
import zipfile

import numpy as np
import pytest

from rankagg.cli import main

I = np.array([[17, 4, 99], [5, 17, 8]], dtype=np.int64)
D = np.array([[0.25, 0.5, 0.75], [0.125, 0.5, 1.0]], dtype=np.float32)
RUN = "0 Q0 17 1 3.0 bm25\n0 Q0 4 2 2.0 bm25\n1 Q0 8 1 1.0 bm25\n"


def _save(kind: str, path) -> None:
    if kind == "npy-int":
        np.save(path, I)
    elif kind == "npy-float32":
        np.save(path, D)
    elif kind == "npy-1d":
        np.save(path, I[0])
    elif kind == "npz":
        with open(path, "wb") as fh:
            np.savez(fh, I=I, D=D)
    else:
        with open(path, "wb") as fh:
            np.savez_compressed(fh, D=D, I=I)


KINDS = ["npy-int", "npy-float32", "npy-1d", "npz", "npz-compressed"]
DOORS = {  # argv with {a} the array file, {r} a TREC run, {q} qrels
    "fuse": ["fuse", "{a}", "--method", "rrf", "-o", "{o}"],
    "fuse-beside-run": ["fuse", "{r}", "{a}", "--method", "rrf", "-o", "{o}"],
    "evaluate-run": ["evaluate", "--qrels", "{q}", "{a}", "--measures", "P@5"],
    "evaluate-qrels": ["evaluate", "--qrels", "{a}", "{r}", "--measures", "P@5"],
    "weights": ["fuse", "{r}", "--weights", "{a}", "-o", "{o}"],
    "letor": ["fuse", "--letor", "{a}", "-o", "{o}"],
    "tune": ["tune", "{a}", "{r}", "--qrels", "{q}", "--method", "rrf", "-o", "{o}"],
}


@pytest.mark.parametrize("door", sorted(DOORS))
@pytest.mark.parametrize("kind", KINDS)
def test_numpy_arrays_are_named_as_numpy_files(tmp_path, capsys, door, kind):
    array = tmp_path / ("res.npz" if kind.startswith("npz") else "res.npy")
    _save(kind, array)
    (tmp_path / "bm25.run").write_text(RUN)
    (tmp_path / "q.txt").write_text("0 0 17 1\n1 0 8 1\n")
    out = tmp_path / ("m.json" if door == "tune" else "o.txt" if door == "letor" else "o.run")
    argv = [a.format(a=array, r=tmp_path / "bm25.run", q=tmp_path / "q.txt", o=out) for a in DOORS[door]]
    assert main(argv) == 2
    err = capsys.readouterr().err.strip()
    assert "\n" not in err, err
    assert str(array) in err or array.name in err, err
    said = "np.savez's .npz" if kind.startswith("npz") else "np.save's .npy"
    assert "a NumPy" in err and said in err and "NUL byte" not in err and "unzip" not in err, err
    assert not out.exists()


def test_a_run_named_npy_is_read_by_its_bytes(tmp_path, capsys):
    run = tmp_path / "dense.npy"  # text, whatever its name
    run.write_text("0 Q0 4 1 0.9 dense\n0 Q0 99 2 0.8 dense\n")
    (tmp_path / "bm25.run").write_text(RUN)
    assert main(["fuse", str(run), str(tmp_path / "bm25.run"), "--method", "rrf", "--quiet", "-o", str(tmp_path / "o.run")]) == 0
    lines = [line.split() for line in (tmp_path / "o.run").read_text().splitlines()]
    got = {(q, d): float(s) for q, _, d, _, s, _ in lines}
    # RRF by hand: query 0: 4 at 1 (dense) and 2 (bm25), 17 at 1 (bm25), 99 at 2 (dense); query 1: 8 at 1
    assert got[("0", "4")] == pytest.approx(1 / 61 + 1 / 62) and got[("0", "17")] == pytest.approx(1 / 61)
    assert got[("0", "99")] == pytest.approx(1 / 62) and got[("1", "8")] == pytest.approx(1 / 61)


def test_a_zip_of_text_is_still_told_to_be_unzipped(tmp_path, capsys):
    archive = tmp_path / "runs.zip"
    with zipfile.ZipFile(archive, "w") as z:
        z.writestr("bm25.run", RUN)
    assert main(["fuse", str(archive), "--method", "rrf", "-o", str(tmp_path / "o.run")]) == 2
    err = capsys.readouterr().err
    # the command names the archive as given, quoted for the shell (foreign_shapes.shell_word)
    assert "a ZIP archive" in err and f"unzip {shlex.quote(str(archive))}" in err and "NumPy" not in err
