"""A model from ``rankagg tune --depth N`` applies at the output depth it was tuned at where none is given, on
every face that applies a model (issue 45, seventh bar, ``u7c_tune_depth_then_fuse_model``): its estimate and the
measure it maximised are of the first N fused documents, so a run written 1000 deep scored otherwise than the model
said (nDCG@10 0.3502 where the model recorded 0.2561 at depth 5).  A depth given wins; a malformed one is refused
when the model is read."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from rankagg.api.commands import explain_fusion
from rankagg.api.run_files import fuse_files
from rankagg.cli import main
from rankagg.defaults import DEPTH_NOT_GIVEN
from rankagg.fuser import Fuser


def _runs(folder: Path) -> list[str]:
    rng = random.Random(3)
    paths = []
    for name in "abc":
        lines = []
        for q in range(1, 4):
            docs = rng.sample(range(40), 20)
            lines += [f"{q} Q0 d{d} {i + 1} {20 - i} {name}\n" for i, d in enumerate(docs)]
        (folder / f"{name}.run").write_text("".join(lines))
        paths.append(str(folder / f"{name}.run"))
    return paths


def _model(folder: Path, depth: object) -> Path:
    doc = {"format": "rankagg-fusion", "method": "rrf", "params": {"k": 20.0}, "weights": {"a": 2.0, "b": 1.0, "c": 1.0},
           "tuned_for": "nDCG@10"}
    if depth is not None:
        doc["depth"] = depth
    path = folder / f"m{depth}.json"
    path.write_text(json.dumps(doc))
    return path


def _per_query(path: Path) -> set[int]:
    counts: dict[str, int] = {}
    for line in path.read_text().splitlines():
        counts[line.split()[0]] = counts.get(line.split()[0], 0) + 1
    return set(counts.values())


def _cli(folder: Path, runs: list[str], model: Path, *extra: str) -> set[int]:
    out = folder / "cli.run"
    assert main(["fuse", *runs, "--model", str(model), "-o", str(out), "--quiet", *extra]) == 0
    return _per_query(out)


def _api(folder: Path, runs: list[str], model: Path, **extra: object) -> set[int]:
    out = folder / "api.run"
    fuse_files(runs, out, model=model, **extra)
    return _per_query(out)


def _fuser(folder: Path, runs: list[str], model: Path, **extra: object) -> set[int]:
    lists = {Path(p).stem: {f"d{i}": float(40 - i) for i in range(30)} for p in runs}
    return {len(Fuser.from_model(model, **extra)(lists))}


def _explain(folder: Path, runs: list[str], model: Path, **extra: object) -> set[int]:
    out = folder / "why.jsonl"
    explain_fusion(runs, out, model=str(model), depth=extra.get("depth", DEPTH_NOT_GIVEN))
    counts: dict[str, int] = {}
    for line in out.read_text().splitlines():
        q = str(json.loads(line)["qid"])
        counts[q] = counts.get(q, 0) + 1
    return set(counts.values())


FACES = {"cli": _cli, "fuse_files": _api, "Fuser.from_model": _fuser, "explain": _explain}


@pytest.mark.parametrize("face", FACES)
def test_a_tuned_depth_applies_where_none_is_given(tmp_path: Path, face: str) -> None:
    runs = _runs(tmp_path)
    assert FACES[face](tmp_path, runs, _model(tmp_path, 5)) == {5}


@pytest.mark.parametrize("face", FACES)
def test_a_depth_given_wins(tmp_path: Path, face: str) -> None:
    runs = _runs(tmp_path)
    model = _model(tmp_path, 5)
    got = _cli(tmp_path, runs, model, "--depth", "7") if face == "cli" else FACES[face](tmp_path, runs, model, depth=7)
    assert got == {7}


@pytest.mark.parametrize("face", ["cli", "fuse_files"])
def test_a_model_without_a_depth_writes_the_default(tmp_path: Path, face: str) -> None:
    runs = _runs(tmp_path)
    union: dict[str, set[str]] = {}
    for path in runs:
        for line in Path(path).read_text().splitlines():
            union.setdefault(line.split()[0], set()).add(line.split()[2])
    assert FACES[face](tmp_path, runs, _model(tmp_path, None)) == {len(d) for d in union.values()}  # all, < 1000


@pytest.mark.parametrize("bad", [0, -3, 2.5, True, "5"])
def test_a_malformed_tuned_depth_is_refused_naming_the_file(tmp_path: Path, bad: object) -> None:
    runs = _runs(tmp_path)
    model = _model(tmp_path, bad)
    with pytest.raises(ValueError, match=r"m.*\.json.*'depth'"):
        fuse_files(runs, tmp_path / "x.run", model=model)
