"""Issue 45's twenty-sixth bar, a seismology team: a waveform given where a run goes (a miniSEED 2 or 3 record, a SAC
file) is named by its bytes, with what to run on it, at the runs and the qrels door and through the command
(u26e_miniseed2_as_run, u26e_miniseed3_as_run, u26e_sac_as_run).  The members are generated: miniSEED 2 records of each
quality letter, station, record length and byte order, miniSEED 3 records of each encoding, SAC headers of both
byte orders and versions; text that merely begins with digits and a letter keeps its reading."""

from __future__ import annotations

import struct

import pytest

from rankagg.cli import main
from rankagg.io.binary_containers import container_of


def _miniseed2(quality: bytes, station: bytes, order: str, length: int) -> bytes:
    fixed = (b"000001" + quality + b" " + station.ljust(5) + b"00" + b"HHZ" + b"CI"
             + struct.pack(order + "HHBBBBH", 2026, 335, 9, 12, 30, 0, 0) + struct.pack(order + "Hhh", 400, 100, 1)
             + struct.pack(order + "BBBBiHH", 0, 0, 0, 0, 0, 64, 48))
    return fixed + struct.pack(order + "HHBBBB", 1000, 0, 11, 1 if order == ">" else 0, length, 0) \
        + bytes(2 ** length - 56)


def _miniseed3(encoding: int) -> bytes:
    sid = b"FDSN:CI_PAS_00_H_H_Z"
    return (b"MS\x03\x04" + struct.pack("<IHHBBBBdIIBBHI", 0, 2026, 335, 9, 12, 30, encoding, 100.0, 400, 0, 1,
                                        len(sid), 0, 64) + sid + bytes(64))


def _sac(order: str, version: int) -> bytes:
    floats, ints = [-12345.0] * 70, [-12345] * 40
    floats[0] = 0.01
    ints[0:7] = [2026, 335, 9, 12, 30, 0, version]
    return (struct.pack(order + "70f", *floats) + struct.pack(order + "40i", *ints)
            + (b"PAS     " + b"-12345" * 30).ljust(192, b" ") + bytes(400))


WAVEFORMS = [(_miniseed2(q, s, o, n), "miniSEED 2") for q in (b"D", b"R", b"Q", b"M") for s in (b"PAS", b"B918")
             for o in (">", "<") for n in (9, 12)]
WAVEFORMS += [(_miniseed3(e), "miniSEED 3") for e in (3, 4, 10, 11)]
WAVEFORMS += [(_sac(o, v), "SAC") for o in ("<", ">") for v in (6, 7)]


@pytest.mark.parametrize("data,what", WAVEFORMS)
@pytest.mark.parametrize("name", ["CI.PAS..BHZ.mseed", "picks.run", "data"])
def test_a_waveform_is_named_by_its_bytes(tmp_path, data, what, name):
    path = tmp_path / name
    path.write_bytes(data)
    assert what in (container_of(str(path)) or "")


@pytest.mark.parametrize("data,what", WAVEFORMS[::5])
@pytest.mark.parametrize("door", ["fuse", "evaluate"])
def test_the_command_names_the_waveform_and_writes_nothing(tmp_path, capsys, data, what, door):
    path, run, out = tmp_path / "wave.sac", tmp_path / "phasenet.run", tmp_path / "candidates.run"
    path.write_bytes(data)
    run.write_text("CI.PAS..BHZ@2026-12-01 Q0 2026-12-01T09:12:34Z 1 0.99 phasenet\n")
    argv = (["fuse", str(path), str(run), "--method", "rrf", "--quiet", "-o", str(out)] if door == "fuse"
            else ["evaluate", str(run), "--qrels", str(path)])
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert "wave.sac" in err and what in err and not out.exists()


@pytest.mark.parametrize("text", [
    "000001D CI.PAS..BHZ@2026-12-01 Q0 2026-12-01T09:12:34Z 1 0.99 phasenet\n",
    "123456R Q0 d 1 0.5 t\n",
    "MS Q0 d 1 0.5 t\n",
])
def test_text_like_a_record_header_keeps_its_reading(tmp_path, text):
    path = tmp_path / "picks.run"
    path.write_text(text)
    assert container_of(str(path)) is None
