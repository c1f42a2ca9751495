"""A checksum list given where runs or qrels are read (every TREC-COVID round's ``runs/SHA256SUMS.uncompressed``:
``rankagg fuse runs/*`` met it first) was told as "a Kaldi text file"; it is now named a checksum list, at its line,
with the tool that wrote it and how to give the runs without it.  Generated: each digest length, GNU's text and
binary modes and BSD's form, at the runs and qrels doors; and the real file of each round."""

from __future__ import annotations

import hashlib

import pytest

from rankagg.cli import main
from rankagg.io.checksum_shapes import checksum_shape
from tests.conftest import _trec_covid_dir

ALGORITHMS = {"md5": "md5sum", "sha1": "sha1sum", "sha224": "sha224sum", "sha256": "sha256sum",
              "sha384": "sha384sum", "sha512": "sha512sum"}
NAMES = ["BRPHJ_bert", "run 2.txt", "fused.run.gz"]


def _lines(algorithm: str, form: str) -> list[str]:
    out = []
    for name in NAMES:
        digest = hashlib.new(algorithm, name.encode()).hexdigest()
        out.append({"text": f"{digest}  {name}", "binary": f"{digest} *{name}",
                    "bsd": f"{algorithm.upper()} ({name}) = {digest}"}[form])
    return out


@pytest.mark.parametrize("form", ["text", "binary", "bsd"])
@pytest.mark.parametrize("algorithm", sorted(ALGORITHMS))
def test_a_checksum_list_is_named_with_its_tool(algorithm, form):
    said = checksum_shape(_lines(algorithm, form))
    assert said is not None and said.startswith("is a checksum list") and "'BRPHJ_bert'" in said
    assert (ALGORITHMS[algorithm] in said) == (form != "bsd")


@pytest.mark.parametrize("door", ["runs", "qrels"])
@pytest.mark.parametrize("form", ["text", "binary", "bsd"])
def test_both_doors_name_it_at_its_line(tmp_path, capsys, door, form):
    sums = tmp_path / "SHA256SUMS"
    sums.write_text("\n".join(_lines("sha256", form)) + "\n")
    run = tmp_path / "a.run"
    run.write_text("1 Q0 d1 1 2.0 a\n1 Q0 d2 2 1.0 a\n")
    argv = (["fuse", str(run), str(sums), "--quiet", "-o", str(tmp_path / "f.run")] if door == "runs"
            else ["evaluate", "--qrels", str(sums), str(run)])
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert "SHA256SUMS:1" in err and "is a checksum list" in err and not (tmp_path / "f.run").exists()


@pytest.mark.parametrize("lines", [
    ["1 Q0 d1 1 2.0 a"],  # a run line
    ["1 0 d1 1"],  # a qrels line
    ["abc  not-a-digest-length"],  # hex of no digest's length
    ["d41d8cd98f00b204e9800998ecf8427e  a", "da39a3ee5e6b4b0d3255bfef95601890afd80709  b"],  # two lengths mixed
    ["utt1 hello world"],  # a Kaldi text line stays the speech recogniser's
])
def test_what_is_no_checksum_list_is_left_alone(lines):
    assert checksum_shape(lines) is None


@pytest.mark.parametrize("round_", [2, 3, 4, 5])
def test_the_real_rounds_list_is_named(tmp_path, capsys, round_):
    runs = _trec_covid_dir(round_) / "runs"
    sums = runs / "SHA256SUMS.uncompressed"
    first_run = sorted(runs.glob("*.gz"))[0]
    assert main(["fuse", str(first_run), str(sums), "--quiet", "-o", str(tmp_path / "f.run")]) == 2
    err = capsys.readouterr().err
    assert "SHA256SUMS.uncompressed:1" in err and "sha256sum's" in err and not (tmp_path / "f.run").exists()
