"""Issue 45's twentieth bar (an astronomy team fusing transient-alert brokers' classifiers), the two fault classes it
found:

* a binary table of the team's tools given where text is read (a broker's Avro alert packets, a Feather / Arrow IPC
  file or stream, ORC, a FITS file, plain or gzip-compressed) got "a NUL byte: trec_eval reads a field only up to it" or "expected 6 fields,
  found 18": it is now named for what it is, with what to do, at every door that reads a file (fuse, fuse_files,
  evaluate's run and qrels), and text that merely starts like one (a query 'ORC', 'Obj', 'FEA1') is still a run;
* a fused run written under such a table's name (``fused.fits``, ``.ecsv``, ``.vot``, ``.feather``, ``.avro``,
  ``.orc``, ``.h5``) was written as TREC lines that no reader of the name opens; such names are refused as
  ``.json`` is, for the run, the explanation and the LETOR scores.

Each expectation is the format's published layout (its magic bytes, written here or by pyarrow) and the documented
rule (docs/conventions.md), applied by hand."""

from __future__ import annotations

import gzip
import json
import random
import struct

import pyarrow as pa
import pyarrow.feather as feather
import pyarrow.orc as orc
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import rankagg
from rankagg.api import fuse_files
from rankagg.api.commands import check_fuse_outputs, fuse_letor

TEXT_RUN = "2021-05-12 Q0 ZTF21aaxtctv 1 0.9 fink\n2021-05-12 Q0 ZTF21abcdefg 2 0.4 fink\n"


def _long(n: int) -> bytes:
    """Avro's long: zig-zag, 7 bits a byte, low first (the Avro 1.11 specification)."""
    n, out = (n << 1) ^ (n >> 63), b""
    while n >= 0x80:
        out, n = out + bytes([n & 0x7F | 0x80]), n >> 7
    return out + bytes([n])


def _string(s: str) -> bytes:
    return _long(len(s.encode())) + s.encode()


def avro(records: list[tuple[str, float]], codec_first: bool) -> bytes:
    """An Avro object container of (objectId, probability) records, as the specification lays it out."""
    schema = json.dumps({"type": "record", "name": "alert", "fields": [
        {"name": "objectId", "type": "string"}, {"name": "probability", "type": "double"}]})
    meta = [("avro.schema", schema), ("avro.codec", "null")]
    meta = meta[::-1] if codec_first else meta
    sync = bytes(range(16))
    head = b"Obj\x01" + _long(len(meta)) + b"".join(_string(k) + _string(v) for k, v in meta) + b"\x00" + sync
    body = b"".join(_string(o) + struct.pack("<d", p) for o, p in records)
    return head + _long(len(records)) + _long(len(body)) + body + sync


def _table(records: list[tuple[str, float]]) -> pa.Table:
    return pa.table({"qid": ["2021-05-12"] * len(records), "docid": [o for o, _ in records],
                     "score": [p for _, p in records], "run": ["fink"] * len(records)})


def _stream(table: pa.Table) -> bytes:
    sink = pa.BufferOutputStream()
    with pa.ipc.new_stream(sink, table.schema) as w:
        w.write_table(table)
    return sink.getvalue().to_pybytes()


def _fits(records: list[tuple[str, float]]) -> bytes:
    """A FITS primary header (SIMPLE, BITPIX, NAXIS, EXTEND: FITS 4.0 section 4.4.1) and a binary table extension."""
    cards = ["SIMPLE  =                    T / conforms to FITS standard", "BITPIX  =                    8",
             "NAXIS   =                    0", "EXTEND  =                    T", "END"]
    ext = ["XTENSION= 'BINTABLE'", "BITPIX  =                    8", "NAXIS   =                    2",
           f"NAXIS1  = {20:20d}", f"NAXIS2  = {len(records):20d}", "PCOUNT  =                    0",
           "GCOUNT  =                    1", "TFIELDS =                    2", "TTYPE1  = 'objectId'",
           "TFORM1  = '12A     '", "TTYPE2  = 'probability'", "TFORM2  = 'D       '", "END"]
    header = "".join(c.ljust(80) for c in cards).ljust(2880) + "".join(c.ljust(80) for c in ext).ljust(2880)
    data = b"".join(o.encode()[:12].ljust(12) + struct.pack(">d", p) for o, p in records)
    return header.encode() + data.ljust(2880, b"\x00")


def _write(kind: str, path, records: list[tuple[str, float]], variant: bool) -> None:
    if kind == "Avro":
        path.write_bytes(avro(records, variant))
    elif kind == "Feather":
        feather.write_feather(_table(records), str(path), version=1 if variant else 2)
    elif kind == "Arrow IPC":
        path.write_bytes(_stream(_table(records)))
    elif kind == "ORC":
        orc.write_table(_table(records), str(path))
    else:
        path.write_bytes(_fits(records))


KINDS = {"Avro": ".avro", "Feather": ".feather", "Arrow IPC": ".arrows", "ORC": ".orc", "FITS": ".fits"}
DOORS = {
    "fuse": lambda path, run, out: rankagg.fuse([str(run), str(path)], "rrf"),
    "fuse_files": lambda path, run, out: fuse_files([run, path], out, method="rrf"),
    "evaluate run": lambda path, run, out: rankagg.evaluate(str(path), {"2021-05-12": {"ZTF21aaxtctv": 1}}, ["P@1"]),
    "evaluate qrels": lambda path, run, out: rankagg.evaluate(str(run), str(path), ["P@1"]),
}
alerts = st.lists(st.tuples(st.from_regex(r"ZTF2[0-4][a-z]{7}", fullmatch=True),
                            st.one_of(st.sampled_from([0.0, 1.0, 1e-300]), st.floats(0, 1))),
                  min_size=1, max_size=6, unique_by=lambda r: r[0])


@pytest.mark.filterwarnings("ignore::DeprecationWarning")  # pyarrow's Feather v1, written to be read
@pytest.mark.parametrize("door", sorted(DOORS))
@pytest.mark.parametrize("kind", sorted(KINDS))
@pytest.mark.parametrize("gzipped", [False, True])
@settings(max_examples=3, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(records=alerts, variant=st.booleans(), own_name=st.booleans())
def test_a_binary_table_is_named_for_what_it_is_at_every_door(tmp_path, door, kind, records, variant, own_name,
                                                               gzipped):
    """Plain or gzip-compressed (the archives' .fits.gz), under its own name or a run's."""
    path = tmp_path / ("alerts" + (KINDS[kind] if own_name else ".run"))
    _write(kind, path, records, variant)
    if gzipped:
        packed = path.with_name(path.name + ".gz")
        packed.write_bytes(gzip.compress(path.read_bytes()))
        path.unlink()
        path = packed
    run = tmp_path / "alerce.run"
    run.write_text(TEXT_RUN)
    out = tmp_path / "fused.run"
    with pytest.raises(ValueError) as err:
        DOORS[door](path, run, out)
    said = str(err.value)
    assert str(path) in said and kind in said and "\n" not in said, said
    assert not out.exists()


@pytest.mark.parametrize("query", ["ORC", "Obj", "FEA1", "ARROW1", "SIMPLE"])
def test_a_run_that_starts_like_a_table_is_still_a_run(tmp_path, query):
    path = tmp_path / "a.run"
    path.write_text(f"{query} Q0 ZTF21aaxtctv 1 0.9 a\n{query} Q0 ZTF21abcdefg 2 0.4 a\n")
    fused = rankagg.fuse([str(path)], "rrf")
    assert list(fused[query]) == ["ZTF21aaxtctv", "ZTF21abcdefg"]


# -- the tables' names refused for the outputs of lines

NAMES = ["fused.fits", "fused.FITS", "fused.fit", "fused.fts", "fused.fits.fz", "fused.ecsv", "fused.ecsv.gz",
         "fused.vot", "fused.votable", "fused.avro", "fused.feather", "fused.arrow", "fused.arrows", "fused.orc",
         "fused.h5", "fused.hdf5"]


#: each output of lines and the option its refusal names: the fused run, the explanation, the LETOR scores
OUTPUT_DOORS = {
    "fuse -o": (lambda run, out: fuse_files([run], out, method="rrf"), "-o"),
    "fuse --explain": (lambda run, out: check_fuse_outputs(run.with_name("fused.run"), out), "--explain"),
    "fuse --letor -o": (lambda run, out: fuse_letor(run.with_name("S1.txt"), out, method="rrf"), "-o"),
}


@pytest.mark.parametrize("door", sorted(OUTPUT_DOORS))
@pytest.mark.parametrize("name", NAMES)
def test_no_output_of_lines_is_written_under_a_tables_name(tmp_path, door, name):
    run = tmp_path / "fink.run"
    run.write_text(TEXT_RUN)
    out = tmp_path / name
    action, option = OUTPUT_DOORS[door]
    with pytest.raises(ValueError) as err:
        action(run, out)
    assert str(err.value).startswith(f"{option} {out}: "), str(err.value)
    assert not out.exists()


@pytest.mark.parametrize("name", ["fused.fits.run", "fused-ecsv.txt", "fused.run.gz", "orc.run"])
def test_a_run_name_beside_them_is_still_written(tmp_path, name):
    run = tmp_path / "fink.run"
    run.write_text(TEXT_RUN)
    fuse_files([run], tmp_path / name, method="rrf")
    assert (tmp_path / name).exists()


def test_a_header_that_is_no_fits_file_is_left_to_the_line_rules(tmp_path):
    """A first card SIMPLE whose second card is not BITPIX (no FITS file, FITS 4.0 section 4.4.1) is not called one:
    the text reader names its line; the same cards in a FITS file's order are."""
    rnd = random.Random(20)
    path = tmp_path / "cards.run"
    path.write_text("".join(c.ljust(80) for c in ["SIMPLE  =                    T",
                                                  f"NAXIS   = {rnd.randint(0, 9):20d}"]) + "\n")
    with pytest.raises(ValueError) as err:
        rankagg.fuse([str(path)], "rrf")
    assert f"{path}:1" in str(err.value) and "FITS" not in str(err.value), str(err.value)
    path.write_bytes(_fits([("ZTF21aaxtctv", 0.5)]))
    with pytest.raises(ValueError, match="a FITS file"):
        rankagg.fuse([str(path)], "rrf")
