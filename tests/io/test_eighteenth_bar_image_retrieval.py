"""Issue 45's eighteenth bar, an image-retrieval researcher's day (``u18i_gnd_pickle_as_qrels``, ``u18i_query_jpeg_in_glob``,
``u18i_matlab_ranks_v5``, ``u18i_hdf5_features_as_run``, ``u18i_faiss_index_as_run``, ``u18i_kaggle_submission_csv``, ...).

Two classes of vague refusals:

* the binary files such a pipeline keeps beside its runs (the revisited Oxford/Paris ground truth pickled as
  ``gnd_roxford5k.pkl``, MATLAB ``.mat`` of ranks, HDF5 descriptors, a FAISS index, the query images themselves)
  got "a NUL byte: trec_eval reads a field only up to it" at every door that reads a file: the registry's
  recogniser (:func:`rankagg.io.foreign_shapes.container_of`) now tells them by their first bytes and says what
  they are and what to do;
* a competition's submission (one row per query, its ranking as one cell of blank-separated ids: Kaggle's GLDv2
  ``id,images``), read as a table of gene lists, got "item '...' holds a blank or a newline": it is now named for
  what it is (:func:`rankagg.io.gene_shapes.check_ranking_cells`).

A file is told by its bytes, not its name: a TREC run whose first qid is ``MATLAB`` or ``IxF2`` is read."""

from __future__ import annotations

import gzip
import pickle
import struct
import zlib

import numpy as np
import pytest
import scipy.io

import rankagg
from rankagg.cli import main

RUN = "q1 Q0 all_souls_000002.jpg 1 0.91 gem\nq1 Q0 bodleian_000107.jpg 2 0.88 gem\n"
QRELS = "q1 0 all_souls_000002.jpg 1\nq1 0 keble_000004.jpg -1\n"
GND = {"imlist": ["all_souls_%06d" % i for i in range(5)], "qimlist": ["all_souls_000013"],
       "gnd": [{"easy": [1], "hard": [2], "junk": [4], "bbx": [136.5, 34.1, 648.5, 955.2]}]}


def _png() -> bytes:
    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 1, 1, 8, 0, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(b"\x00\x80")) + chunk(b"IEND", b""))


def _mat73() -> bytes:
    text = b"MATLAB 7.3 MAT-file, Platform: GLNXA64, Created on: Tue Dec  1 14:00:00 2026 HDF5 schema 1.00 ."
    return (text.ljust(116, b" ") + b"\x00" * 8 + b"\x00\x02IM").ljust(512, b"\x00") + b"\x89HDF\r\n\x1a\n" + b"\x00" * 64


def _faiss(fourcc: bytes, d: int) -> bytes:
    # write_index's header: fourcc, d (int32), ntotal (int64), two dummies (int64), is_trained (bool), metric (int32)
    return fourcc + struct.pack("<iqqqBi", d, 3, 1 << 20, 1 << 20, 1, 1) + np.zeros(3 * d, np.float32).tobytes()


def _savemat(path) -> None:
    scipy.io.savemat(path, {"ranks": np.arange(12, dtype=np.int32).reshape(3, 4)})


#: kind -> (its bytes, or a writer of the file; the word its refusal must say)
FILES = {
    **{f"pickle-{p}": (pickle.dumps(GND, protocol=p), "pickle") for p in (2, 3, 4, 5)},
    "mat-v5": (_savemat, "MATLAB"),
    # MATLAB on a big-endian machine writes 'MI' and the version 0x0100 as is
    "mat-v5-big-endian": (b"MATLAB 5.0 MAT-file, Platform: SOL2".ljust(116, b" ") + b"\x00" * 8 + b"\x01\x00MI"
                          + b"\x00\x00\x00\x0e" + b"\x00" * 40, "MATLAB"),
    "mat-v7.3": (_mat73(), "MATLAB"),
    "hdf5": (b"\x89HDF\r\n\x1a\n\x00\x00\x00\x00\x00\x08\x08\x00" + b"\x00" * 96, "HDF5"),
    "jpeg": (b"\xff\xd8\xff\xe0\x00\x10JFIF\x00\x01\x01\x00\x00\x01\x00\x01\x00\x00\xff\xd9", "JPEG"),
    "png": (_png(), "PNG"),
    "tiff": (b"II*\x00\x08\x00\x00\x00" + b"\x00" * 32, "TIFF"),
    # WebP's three kinds of first chunk: lossy (its key frame's start code 9D 01 2A), lossless (0x2F), extended
    **{f"webp-{chunk.strip()}": (b"RIFF" + struct.pack("<I", 4 + 8 + len(body)) + b"WEBP" + chunk
                                 + struct.pack("<I", len(body)) + body, "WebP")
       for chunk, body in ((b"VP8 ", b"\x50\x2f\x00\x9d\x01\x2a\x01\x00\x01\x00"),
                           (b"VP8L", b"\x2f\x00\x00\x00\x00"), (b"VP8X", b"\x10" + b"\x00" * 9))},
    **{f"faiss-{c}-{d}": (_faiss(c.encode(), d), "FAISS") for c, d in (("IxF2", 10), ("IxFI", 128), ("IwFl", 2048),
                                                                        ("IHNf", 768))},
}


def _write(kind: str, path) -> str:
    """Write the kind's file at ``path``; the word its refusal must say."""
    content, word = FILES[kind]
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        content(path)
    return word


KINDS = sorted(FILES)
DOORS = {  # argv with {a} the binary file, {r} a TREC run, {q} qrels, {o} the output
    "fuse": ["fuse", "{a}", "--method", "rrf", "-o", "{o}"],
    "fuse-beside-run": ["fuse", "{r}", "{a}", "--method", "rrf", "-o", "{o}"],
    "evaluate-run": ["evaluate", "--qrels", "{q}", "{a}", "--measures", "AP"],
    "evaluate-qrels": ["evaluate", "--qrels", "{a}", "{r}", "--measures", "AP"],
    "weights": ["fuse", "{r}", "--weights", "{a}", "-o", "{o}"],
}


@pytest.mark.parametrize("door", sorted(DOORS))
@pytest.mark.parametrize("kind", KINDS)
def test_binary_files_of_the_pipeline_are_named(tmp_path, capsys, door, kind):
    binary = tmp_path / ("data.bin" if door == "weights" else "gnd_roxford5k.pkl")
    said = _write(kind, binary)
    (tmp_path / "gem.run").write_text(RUN)
    (tmp_path / "q.txt").write_text(QRELS)
    out = tmp_path / "o.run"
    argv = [a.format(a=binary, r=tmp_path / "gem.run", q=tmp_path / "q.txt", o=out) for a in DOORS[door]]
    assert main(argv) == 2
    err = capsys.readouterr().err.strip()
    assert "\n" not in err, err
    assert binary.name in err and said in err and "NUL byte" not in err, err
    assert not out.exists()


@pytest.mark.parametrize("kind", ["pickle-4", "mat-v5", "jpeg", "faiss-IxF2-10"])
def test_binary_files_are_named_in_python(tmp_path, kind):
    binary = tmp_path / "x.dat"
    said = _write(kind, binary)
    (tmp_path / "gem.run").write_text(RUN)
    (tmp_path / "q.txt").write_text(QRELS)
    with pytest.raises(ValueError, match=said):
        rankagg.fuse([str(tmp_path / "gem.run"), str(binary)], "rrf")
    with pytest.raises(ValueError, match=said):
        rankagg.evaluate(str(tmp_path / "gem.run"), str(binary), ["AP"])


@pytest.mark.parametrize("first", ["MATLAB", "IxF2", "IwFl", "IHNf", "II*", "MM", "RIFF"])
def test_text_runs_starting_with_those_words_are_read(tmp_path, first):
    a = tmp_path / "a.run"
    a.write_text(f"{first} Q0 x.jpg 1 2.0 gem\n{first} Q0 y.jpg 2 1.0 gem\n")
    (tmp_path / "b.run").write_text(f"{first} Q0 y.jpg 1 5.0 clip\n")
    out = tmp_path / "o.run"
    assert main(["fuse", str(a), str(tmp_path / "b.run"), "--method", "rrf", "--quiet", "-o", str(out)]) == 0
    got = {line.split()[2]: float(line.split()[4]) for line in out.read_text().splitlines()}
    assert got == pytest.approx({"y.jpg": 1 / 62 + 1 / 61, "x.jpg": 1 / 61})  # RRF by hand, k = 60


# ------------------------------------------------------------------------------------------ submissions as tables
SUBMISSIONS = {  # header, the ranking column's name
    "gldv2": ("id,images", "images"),
    "gldv2-solution": ("id,images,Usage", "images"),
    "hm": ("customer_id,prediction", "prediction"),
    "otto": ("session,labels", "labels"),
    "pandas-index": (",id,images", "images"),
}


def _submission(header: str, sep: str, per_row: int, rows: int) -> str:
    rng = np.random.default_rng(per_row + rows)
    lines = [header.replace(",", sep)]
    for r in range(rows):
        ids = " ".join("%016x" % x for x in rng.choice(2 ** 60, per_row, replace=False))
        cells = (["%d" % r] if header.startswith(",") else []) + ["%016x" % (r * 7919 + 1), ids]
        if header.endswith("Usage"):
            cells.append("Private")
        lines.append(sep.join(cells))
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize("name", ["sub.csv", "sub.tsv", "sub.csv.gz"])
@pytest.mark.parametrize("form", sorted(SUBMISSIONS))
@pytest.mark.parametrize("per_row,rows", [(2, 1), (100, 3), (5, 40)])
def test_a_submission_table_is_named_one_row_per_query(tmp_path, capsys, name, form, per_row, rows):
    header, column = SUBMISSIONS[form]
    text = _submission(header, "\t" if ".tsv" in name else ",", per_row, rows)
    path = tmp_path / name
    path.write_bytes(gzip.compress(text.encode()) if name.endswith(".gz") else text.encode())
    out = tmp_path / "fused.csv"
    assert main(["fuse", str(path), "-o", str(out)]) == 2
    err = capsys.readouterr().err.strip()
    assert "\n" not in err, err
    assert f"{name}:2:" in err and "one row per query" in err and repr(column) in err, err
    assert not out.exists()


def test_a_gene_holding_a_blank_is_still_named_as_an_id(tmp_path, capsys):
    # one stray blank among 20 genes is no submission: the id rule names that cell and its line
    genes = ["TP53", "BRCA1", "EGFR", "MYC", "KRAS"] * 4
    genes = [f"{g}_{i}" for i, g in enumerate(genes)]
    genes[7] = "CDK 2"
    path = tmp_path / "lists.csv"
    path.write_text("screen_a,screen_b\n" + "".join(f"{g},{genes[-1 - i]}\n" for i, g in enumerate(genes)))
    assert main(["fuse", str(path), "-o", str(tmp_path / "out.csv")]) == 2
    err = capsys.readouterr().err.strip()
    assert "lists.csv:9:" in err and "holds a blank" in err and "one row per query" not in err, err


def test_ids_holding_no_break_spaces_are_no_submission(tmp_path):
    # U+00A0 is a character of an id for trec_eval (C's isspace is false for it): such lists are read, the ids whole
    path = tmp_path / "lists.csv"
    path.write_text("a,b\nx\u00a0y,z\u00a0w\nz\u00a0w,x\u00a0y\n", encoding="utf-8")
    out = tmp_path / "out.csv"
    assert main(["fuse", str(path), "--method", "rrf", "-o", str(out)]) == 0
    assert "x\u00a0y" in out.read_text(encoding="utf-8") and "z\u00a0w" in out.read_text(encoding="utf-8")
