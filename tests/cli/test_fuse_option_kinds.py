"""Issue 45: an option of ``rankagg fuse`` that does not apply to its inputs' kind is refused by name, never ignored.

Generated from the one declaration, :data:`rankagg.cli_commands.FUSE_OPTION_KINDS` (option -> the input kinds it
applies to): for every option and every kind it does not apply to, the command is given an input of that kind
and the option, and must exit 2 naming the option, the kind and the inputs, writing nothing.  The review of issue
45 found 16 of these ignored (``--bootstrap`` on runs, gene lists and LETOR; ``--depth``, ``--scores``,
``--min-score`` and ``--backend dask`` on gene lists; ``--weights``, ``--scores`` and ``--input-depth`` with a
calibrated model; ``--explain`` with ``--letor``; ``--bootstrap-by`` on PrefLib...).  The option given at its
default value (``--depth 1000``) counts as given: the parser records what the command line gave.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rankagg._process import GIVEN
from rankagg.cli import main
from rankagg.cli_commands import FUSE_KINDS, FUSE_OPTION_KINDS
from rankagg.cli_parser import build_parser

RUN = "1 Q0 a 1 3.0 t\n1 Q0 b 2 2.0 t\n2 Q0 a 1 2.0 t\n"
RUN2 = "1 Q0 b 1 3.0 u\n1 Q0 a 2 2.0 u\n2 Q0 c 1 2.0 u\n"
CALIBRATION = {"format": "rankagg-calibration", "version": 1, "input": "rank", "x": [1, 2, 3], "p": [0.9, 0.5, 0.1],
               "depth": 100, "thresholds": {}, "fit": {}}
FUSION = {"format": "rankagg-fusion", "method": "rrf", "params": {}, "weights": None}
SOC = ("# FILE NAME: e.soc\n# DATA TYPE: soc\n# NUMBER ALTERNATIVES: 2\n# NUMBER VOTERS: 1\n# NUMBER UNIQUE ORDERS: 1\n"
       "# ALTERNATIVE NAME 1: x\n# ALTERNATIVE NAME 2: y\n1: 1,2\n")
#: options that apply to every kind (the inputs, the method, the output, the display)
EVERY_KIND = {"runs", "letor", "method", "param", "output", "quiet", "help"}
#: a value for each option (``--depth`` at its default: given is given)
VALUES = {"weights": ["t=2"], "model": ["m.json"], "min_score": ["0.5"], "trust_rank": [], "tag": ["x"],
          "depth": ["1000"], "input_depth": ["1"], "explain": ["x.jsonl"], "scores": ["fused"], "backend": ["dask"],
          "scheduler": ["tcp://127.0.0.1:1"], "scratch": ["s"], "bootstrap": ["10"], "bootstrap_by": ["judges"]}


def _inputs(folder: Path, kind: str) -> list[str]:
    """The arguments that give ``rankagg fuse`` inputs of ``kind`` (files written into ``folder``)."""
    (folder / "a.run").write_text(RUN)
    (folder / "b.run").write_text(RUN2)
    (folder / "m.json").write_text(json.dumps(FUSION))
    runs = [str(folder / "a.run"), str(folder / "b.run")]
    if kind == "runs":
        return runs
    if kind == "calibrated runs":
        (folder / "c.json").write_text(json.dumps({**FUSION, "calibration": CALIBRATION}))
        return [*runs, "--model", str(folder / "c.json")]
    if kind == "LETOR":
        (folder / "l.txt").write_text("0 qid:1 1:3 2:1 #docid = A\n2 qid:1 1:1 2:5 #docid = B\n")
        return ["--letor", str(folder / "l.txt")]
    if kind == "comparison tables":
        (folder / "c.csv").write_text("item_a,item_b,outcome\nx,y,win\ny,z,tie\n")
        return [str(folder / "c.csv")]
    if kind == "PrefLib elections":
        (folder / "e.soc").write_text(SOC)
        return [str(folder / "e.soc")]
    if kind == "gene lists":
        (folder / "l.csv").write_text("a,b\nX,Y\nY,X\n")
        return [str(folder / "l.csv")]
    raise AssertionError(kind)


def _fuse_parser():
    parser = build_parser(["fuse"])
    sub = next(a for a in parser._actions if a.__class__.__name__ == "_SubParsersAction")
    return sub.choices["fuse"]


def test_every_option_of_fuse_is_declared():
    """A new option of ``rankagg fuse`` must say which input kinds it applies to (or apply to every kind)."""
    dests = {a.dest for a in _fuse_parser()._actions}
    assert dests - EVERY_KIND == set(FUSE_OPTION_KINDS), dests - EVERY_KIND ^ set(FUSE_OPTION_KINDS)
    assert set(VALUES) == set(FUSE_OPTION_KINDS)
    assert all(set(kinds) <= set(FUSE_KINDS) and kinds for kinds in FUSE_OPTION_KINDS.values())


def test_the_parser_records_the_options_the_command_line_gave():
    parser = build_parser(["fuse"])
    given = getattr(parser.parse_args(["fuse", "a.run", "--depth", "1000", "--trust-rank", "-o", "o"]), GIVEN)
    assert {"depth", "trust_rank", "output"} <= given and "backend" not in given and "scores" not in given
    assert "depth" not in getattr(parser.parse_args(["fuse", "a.run", "-o", "o"]), GIVEN)  # the default: not given


REFUSED = [(dest, kind) for dest, kinds in FUSE_OPTION_KINDS.items() for kind in FUSE_KINDS if kind not in kinds]


@pytest.mark.parametrize("dest,kind", REFUSED)
def test_an_option_that_does_not_apply_to_the_inputs_kind_is_refused(dest, kind, tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    option = "--" + dest.replace("_", "-")
    argv = ["fuse", *_inputs(tmp_path, kind), option, *VALUES[dest], "-o", str(tmp_path / "o.out"), "--quiet"]
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert option in err and f"not to {kind}" in err or (dest, kind) == ("min_score", "runs"), err
    assert "needs a calibrated --model" in err if (dest, kind) == ("min_score", "runs") else True
    assert not (tmp_path / "o.out").exists() and not (tmp_path / "x.jsonl").exists()


def test_the_refusal_names_the_inputs_as_they_were_recognised(tmp_path, capsys):
    """A battle file saved as UTF-16 is not recognised as battles: the refusal names it, read as a run."""
    b = tmp_path / "b.json"
    b.write_bytes(json.dumps([{"model_a": "x", "model_b": "y", "winner": "tie"}]).encode("utf-16"))
    assert main(["fuse", str(b), "--bootstrap", "5", "-o", str(tmp_path / "o.csv")]) == 2
    assert f"--bootstrap applies to comparison tables, not to runs ({b})" in capsys.readouterr().err


def test_backend_local_given_is_what_every_kind_does(tmp_path, capsys):
    lists = _inputs(tmp_path, "gene lists")
    assert main(["fuse", *lists, "--backend", "local", "-o", str(tmp_path / "o.csv"), "--quiet"]) == 0
    assert (tmp_path / "o.csv").read_text().startswith("query,rank,item,score")
