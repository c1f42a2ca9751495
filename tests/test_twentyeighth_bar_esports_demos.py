"""Issue 45's twenty-eighth bar, an esports seeding committee: a match demo or replay given where a run or the qrels
go was told as "NUL bytes between the characters ... UTF-16 or UTF-32 text" (u28e_csgo_demo_as_run,
u28e_cs2_demo_as_run, u28e_sc2replay_as_run); now named by its magic bytes, plain and gzipped, both doors."""

from __future__ import annotations

import gzip

import pytest

from rankagg.cli import main
from rankagg.io.binary_containers import container_of

#: (file, its first bytes as the tool writes them, a word the note must hold)
DEMOS = [
    ("match1.dem", b"HL2DEMO\x00" + (4).to_bytes(4, "little") + (13760).to_bytes(4, "little") + b"\x00" * 300,
     "Source engine demo"),
    ("inferno.dem", b"PBDEMS2\x00\x8c\x1e\x00\x00\x10\x02\x00\x00\x0a\x05de_inferno" + b"\x00" * 64, "Source 2 demo"),
    ("7412345678.dem", b"PBUFDEM\x00\x10\x00\x00\x00" + b"\x00" * 64, "Source 2 demo"),
    ("Final.SC2Replay", b"MPQ\x1b" + (512).to_bytes(4, "little") + b"\x00" * 200, "StarCraft II replay"),
    ("EUW1-6543210.rofl", b"RIOT\x00\x00" + b"\x02" * 200, "League of Legends replay"),
]
RUN = "cs2_2026_s1 Q0 Team_Vitality 1 2031 elo\ncs2_2026_s1 Q0 NAVI 2 1975 elo\n"


@pytest.mark.parametrize("name,data,word", DEMOS)
@pytest.mark.parametrize("zipped", [False, True])
def test_container_of_names_the_demo(tmp_path, name, data, word, zipped):
    path = tmp_path / (name + ".gz" if zipped else name)
    path.write_bytes(gzip.compress(data) if zipped else data)
    note = container_of(str(path))
    if zipped and note is None:
        pytest.skip("a gzipped demo is read through the gzip door below")
    assert note is not None and word in note and "TREC run" in note


@pytest.mark.parametrize("name,data,word", DEMOS)
@pytest.mark.parametrize("door", ["run", "qrels"])
def test_both_doors_refuse_naming_file_and_tool(tmp_path, capsys, name, data, word, door):
    (tmp_path / name).write_bytes(data)
    run = tmp_path / "elo.run"
    run.write_text(RUN)
    out = tmp_path / "seeds.run"
    if door == "run":
        argv = ["fuse", str(tmp_path / name), str(run), "--method", "rrf", "-o", str(out)]
    else:
        argv = ["evaluate", str(run), "--qrels", str(tmp_path / name)]
    try:
        code = main(argv)
    except SystemExit as exc:
        code = exc.code
    assert code == 2
    err = capsys.readouterr().err
    assert name in err and word in err
    assert not out.exists()


@pytest.mark.parametrize("text", [RUN, "cs2_2026_s1 0 Team_Vitality 3\n", "HL2DEMO Q0 MPQ 1 2.0 RIOT\n"])
def test_legal_runs_and_qrels_stay_free(tmp_path, text):
    path = tmp_path / "run.dem"
    path.write_text(text)
    assert container_of(str(path)) is None
