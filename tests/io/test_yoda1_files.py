"""An old Rivet output, a YODA 1 file, whose block lines begin with '#' (``# BEGIN YODA_HISTO1D /PATH``), was read
past those lines as trec_eval's comments and refused by its first bin: "expected 6 fields" (left by the u27a helper,
whose recogniser knew YODA 2's ``BEGIN YODA_`` only).  It is now named at its first line at the runs and qrels doors,
plain and gzipped, for every YODA object type; a run or qrels file whose first line is another comment stays read."""

from __future__ import annotations

import gzip

import pytest

from rankagg.cli import main
from rankagg.io.particle_physics_shapes import particle_physics_head

TYPES = ["HISTO1D", "HISTO2D", "PROFILE1D", "SCATTER2D", "COUNTER"]


def _yoda1(kind: str, blank_lines: int = 0) -> str:
    return ("\n" * blank_lines + f"# BEGIN YODA_{kind} /ATLAS_2019_I1234/d01-x01-y01\n"
            "Path=/ATLAS_2019_I1234/d01-x01-y01\nType=Histo1D\n# xlow\txhigh\tsumw\tsumw2\tsumwx\tsumwx2\tnumEntries\n"
            "0.0\t1.0\t2.5\t0.1\t0.2\t0.3\t12\n1.0\t2.0\t1.5\t0.1\t0.2\t0.3\t7\n"
            f"# END YODA_{kind}\n")


@pytest.mark.parametrize("kind", TYPES)
@pytest.mark.parametrize("blank_lines", [0, 2])
def test_the_head_names_a_yoda1_file_at_its_first_line(kind, blank_lines):
    found = particle_physics_head(_yoda1(kind, blank_lines))
    assert found is not None and found[0] == blank_lines + 1 and "YODA 1" in found[1]


@pytest.mark.parametrize("door", ["runs", "qrels"])
@pytest.mark.parametrize("gz", [False, True])
@pytest.mark.parametrize("name", ["Rivet.yoda", "ATLAS_2019_I1234.dat", "bdt.run"])
@pytest.mark.parametrize("kind", TYPES)
def test_both_doors_name_it(tmp_path, capsys, door, gz, name, kind):
    text = _yoda1(kind).encode()
    path = tmp_path / (name + (".gz" if gz else ""))
    path.write_bytes(gzip.compress(text, mtime=0) if gz else text)
    run = tmp_path / "dj.run"
    run.write_text("SR Q0 e1 1 0.9 dj\nSR Q0 e2 2 0.1 dj\n")
    out = tmp_path / "s.run"
    argv = (["fuse", str(path), str(run), "--method", "rrf", "-o", str(out)] if door == "runs"
            else ["evaluate", str(run), "--qrels", str(path)])
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert f"{path}:1:" in err and "YODA 1" in err and "expected 6 fields" not in err, err
    assert not out.exists()


@pytest.mark.parametrize("first", ["# BEGIN of the run", "# YODA_HISTO1D", "#BEGINYODA_X", "# bins from Rivet"])
def test_a_run_whose_first_comment_is_another_is_read(tmp_path, first):
    assert particle_physics_head(f"{first}\nSR Q0 e1 1 0.9 dj\n") is None
    run = tmp_path / "dj.run"
    run.write_text(f"{first}\nSR Q0 e1 1 0.9 dj\nSR Q0 e2 2 0.1 dj\n")
    qrels = tmp_path / "truth.qrels"
    qrels.write_text(f"{first}\nSR 0 e1 1\nSR 0 e2 0\n")
    out = tmp_path / "s.run"
    assert main(["fuse", str(run), "--method", "rrf", "-o", str(out)]) == 0
    assert out.read_text().split()[2] == "e1"
    assert main(["evaluate", str(run), "--qrels", str(qrels), "--measures", "P@1"]) == 0
