"""Every model ``rankagg train`` (and ``tune``) writes records the ``--input-depth`` it was learnt at, by one code
path (``train_runs.save_learnt`` -> ``methods.state.record_input_depth``), and every face that applies a model reads
each run that deep: ``fuse --model`` (``fuse_files``), ``--explain`` and ``Fuser.from_model``; another depth given is
refused.  Before: a trained model (``rankagg-model``) and train's label-free default (``rankagg-fusion``) dropped it,
and ``fuse --model`` fused the full lists, a silent wrong answer.

The cases are generated: every supervised method the registry offers (with its ``fast_params``), each trained on a
tiny run set; the expected fused documents are worked out here, independently of the readers: each query's union of
the runs' first N documents."""

from __future__ import annotations

import contextlib
import io
import json
import random

import pytest

from rankagg.api.commands import explain_fusion
from rankagg.api.run_files import fuse_files
from rankagg.experiments.train_runs import run_train_runs
from rankagg.fuser import Fuser
from rankagg.methods.registry import list_methods, method_class, method_tags
from rankagg.models import load_model, read_fusion_model, save_fusion_model

DEPTH = 2
N_QUERIES, N_DOCS = 8, 6
SUPERVISED = [n for n in list_methods() if method_class(n).supervised]


class _Quiet:
    def __call__(self, *args):
        pass

    def done(self):
        pass


def _runs(folder, *, identical: bool, seed: int = 1):
    """Three runs of N_QUERIES queries ranking N_DOCS documents each, and random graded qrels; returns the run paths,
    the qrels path and, per query, the union of the runs' first DEPTH documents."""
    rng = random.Random(seed)
    shared = {q: rng.sample(range(N_DOCS), N_DOCS) for q in range(1, N_QUERIES + 1)}
    top: dict[str, set[str]] = {str(q): set() for q in shared}
    paths = []
    for name in "xyz":
        lines = []
        for q in shared:
            order = shared[q] if identical else rng.sample(range(N_DOCS), N_DOCS)
            lines += [f"{q} Q0 d{d} {k + 1} {N_DOCS - k} {name}" for k, d in enumerate(order)]
            top[str(q)] |= {f"d{d}" for d in order[:DEPTH]}
        (folder / f"{name}.run").write_text("\n".join(lines) + "\n")
        paths.append(str(folder / f"{name}.run"))
    qrels = folder / "q.txt"
    qrels.write_text("".join(f"{q} 0 d{d} {rng.choice((0, 0, 1, 2))}\n" for q in shared for d in range(N_DOCS)))
    return paths, str(qrels), top


def _train(paths, qrels, output, spec, folds):
    with contextlib.redirect_stdout(io.StringIO()):
        run_train_runs(paths, qrels=qrels, output=str(output), method=spec, measure="nDCG@10", folds=folds, seed=0,
                       input_depth=DEPTH, progress=lambda _: None, reading=_Quiet())


def _fused_docs(path):
    got: dict[str, set[str]] = {}
    for line in open(path):
        q, _, doc, *_ = line.split()
        got.setdefault(q, set()).add(doc)
    return got


def _spec(name):
    fast = dict(method_tags(name).fast_params)
    return f"{name}({', '.join(f'{k}={v!r}' for k, v in fast.items())})" if fast else name


def _applies_its_depth(model, paths, top, tmp_path):
    """fuse --model reads each run DEPTH deep without being told, gives the same bytes as with DEPTH given, and
    refuses another depth by name."""
    fuse_files(paths, tmp_path / "fused.run", model=model)
    assert _fused_docs(tmp_path / "fused.run") == top  # the full lists gave every query all N_DOCS documents
    fuse_files(paths, tmp_path / "given.run", model=model, input_depth=DEPTH)
    assert (tmp_path / "fused.run").read_bytes() == (tmp_path / "given.run").read_bytes()
    with pytest.raises(ValueError, match=f"input_depth {DEPTH + 1}: .* first {DEPTH} documents"):
        fuse_files(paths, tmp_path / "other.run", model=model, input_depth=DEPTH + 1)


def test_the_registry_offers_supervised_methods():
    assert len(SUPERVISED) >= 10 and "pooled" in SUPERVISED  # the generated cases below are not vacuous


@pytest.mark.parametrize("name", SUPERVISED)
def test_a_trained_model_records_and_applies_its_input_depth(name, tmp_path):
    paths, qrels, top = _runs(tmp_path, identical=False)
    model = tmp_path / "m.json"
    _train(paths, qrels, model, _spec(name), folds=0)  # no estimate: the trained model is written
    doc = json.loads(model.read_text())
    assert doc["format"] == "rankagg-model" and doc["input_depth"] == DEPTH
    assert getattr(load_model(model), "learnt_input_depth") == DEPTH  # read back, as fuse --model reads it
    _applies_its_depth(model, paths, top, tmp_path)


@pytest.mark.parametrize("name", ["rags_top", "mallows_exact"])
def test_trains_label_free_default_records_and_applies_its_input_depth(name, tmp_path):
    # identical runs: no fusion can gain over the default, so train writes the label-free default (a fusion model)
    paths, qrels, top = _runs(tmp_path, identical=True)
    model = tmp_path / "m.json"
    _train(paths, qrels, model, _spec(name), folds=2)
    assert read_fusion_model(model)["input_depth"] == DEPTH
    _applies_its_depth(model, paths, top, tmp_path)


def test_a_fusion_models_depth_is_applied_by_explain_and_the_fuser(tmp_path):
    paths, _, top = _runs(tmp_path, identical=False)
    model = tmp_path / "rrf.json"
    save_fusion_model({"format": "rankagg-fusion", "version": 1, "method": "rrf", "params": {}, "weights": None,
                       "input_depth": DEPTH}, model, inputs=paths)  # as rankagg tune --input-depth writes it
    explain_fusion(paths, tmp_path / "why.jsonl", model=str(model))
    lines = [json.loads(line) for line in open(tmp_path / "why.jsonl")]
    assert {(str(r["qid"]), r["docid"]) for r in lines} == {(q, d) for q in top for d in top[q]}
    with pytest.raises(ValueError, match=f"input_depth {DEPTH + 1}: "):
        explain_fusion(paths, tmp_path / "why3.jsonl", model=str(model), input_depth=DEPTH + 1)
    fuser = Fuser.from_model(model)
    lists = {"a": ["d1", "d2", "d3"], "b": ["d4", "d5", "d6"]}
    assert {d for d, _ in fuser(lists)} == {"d1", "d2", "d4", "d5"}
    assert Fuser.from_model(model, window=DEPTH)(lists) == fuser(lists)
    with pytest.raises(ValueError, match=f"window {DEPTH + 1}: .* first {DEPTH} documents"):
        Fuser.from_model(model, window=DEPTH + 1)  # was: the given window, silently

