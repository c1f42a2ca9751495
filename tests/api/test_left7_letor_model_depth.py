"""``rankagg fuse --letor FILE --model M`` (``rankagg.api.commands.fuse_letor``) with a model learnt at an input
depth (issue 45, left on the thirteenth session).  ``train``/``tune --input-depth N`` record N in every model they
write, and ``fuse --model`` on run files reads each run N deep; a LETOR file's lists are read whole (``--input-depth``
is refused with ``--letor``), so the model would fuse lists it never saw: it is refused, naming the model and the
option, by the loader ``fuse --model`` uses (``run_files.model_input_depth``).  Before, it fused silently.

Generated over the kinds of model a ranking of runs named as the LETOR file's rankers (R1, R2, R3) can give: every
supervised method of the registry (``rankagg train``, its fast parameters) and a tuned fusion (``rankagg tune``'s
document); each is trained at depth 2 (refused) and on whole lists (applies: the control that the refusal is the
depth's, not another mismatch)."""

from __future__ import annotations

import contextlib
import io
import random

import pytest

from rankagg.api.commands import fuse_letor
from rankagg.experiments.train_runs import run_train_runs
from rankagg.methods.registry import list_methods, method_class, method_tags
from rankagg.methods.state import record_input_depth
from rankagg.models import save_fusion_model

DEPTH = 2
SUPERVISED = [n for n in list_methods() if method_class(n).supervised]
RANKERS = ("R1", "R2", "R3")


class _Quiet:
    def __call__(self, *args):
        pass

    def done(self):
        pass


@pytest.fixture(scope="module")
def inputs(tmp_path_factory):
    """Three runs tagged R1..R3 (6 queries, 5 documents), graded qrels, and a LETOR file of the same rankers."""
    folder = tmp_path_factory.mktemp("letor_depth")
    rng = random.Random(7)
    paths = []
    for name in RANKERS:
        lines = [f"{q} Q0 d{d} {k + 1} {5 - k} {name}" for q in range(1, 7) for k, d in enumerate(rng.sample(range(5), 5))]
        (folder / f"{name}.run").write_text("\n".join(lines) + "\n")
        paths.append(str(folder / f"{name}.run"))
    qrels = folder / "q.txt"
    qrels.write_text("".join(f"{q} 0 d{d} {rng.choice((0, 1, 2))}\n" for q in range(1, 7) for d in range(5)))
    letor = folder / "f.txt"
    letor.write_text("".join(f"{rng.choice((0, 1, 2))} qid:{q} " + " ".join(f"{r + 1}:{rank}" for r, rank in
                                                                           enumerate(rng.sample(range(1, 5), 3)))
                             + f" #docid = d{d}\n" for q in (1, 2) for d in range(4)))
    return folder, paths, str(qrels), str(letor)


def _spec(name):
    fast = dict(method_tags(name).fast_params)
    return f"{name}({', '.join(f'{k}={v!r}' for k, v in fast.items())})" if fast else name


def _train(inputs, name, input_depth):
    folder, paths, qrels, _ = inputs
    out = folder / f"{name}-{input_depth}.json"
    with contextlib.redirect_stdout(io.StringIO()):
        run_train_runs(paths, qrels=qrels, output=str(out), method=_spec(name), measure="nDCG@10", folds=0, seed=0,
                       input_depth=input_depth, progress=lambda _: None, reading=_Quiet())
    return out


def _tuned(inputs, input_depth):
    folder = inputs[0]
    out = folder / f"tuned-{input_depth}.json"
    doc = {"format": "rankagg-fusion", "method": "rrf", "params": {"k": 1.0}, "weights": {"R1": 1.0, "R2": 3.0,
                                                                                          "R3": 0.5}}
    save_fusion_model(record_input_depth(doc, input_depth), out)
    return out


@pytest.mark.parametrize("kind", [*SUPERVISED, "tuned fusion"])
def test_fuse_letor_refuses_a_model_learnt_at_an_input_depth(inputs, kind, tmp_path):
    letor = inputs[3]
    whole, deep = ((_tuned(inputs, d) if kind == "tuned fusion" else _train(inputs, kind, d)) for d in (None, DEPTH))
    assert "wrote 8 scores" in fuse_letor(letor, tmp_path / "whole.txt", model=whole)  # it applies to this file
    with pytest.raises(ValueError, match=rf"--model .*{deep.name} was learnt on each run's first {DEPTH} documents "
                                         rf"\(rankagg train/tune --input-depth {DEPTH}\), and --letor .*f\.txt"):
        fuse_letor(letor, tmp_path / "deep.txt", model=deep)
    assert not (tmp_path / "deep.txt").exists()


def test_the_command_line_says_it(inputs, tmp_path, capsys):
    from rankagg.cli import main

    deep = _tuned(inputs, DEPTH)
    assert main(["fuse", "--letor", inputs[3], "--model", str(deep), "-o", str(tmp_path / "o.txt")]) == 2
    assert f"--input-depth {DEPTH}" in capsys.readouterr().err and not (tmp_path / "o.txt").exists()
