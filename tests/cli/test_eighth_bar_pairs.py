"""Issue 45's eighth bar, options in pairs: ``rankagg fuse``'s options taken two at a time.  The bar found two
classes (scripts/reliability_matrix.py, ``u8o_``):

* ``--trust-rank`` was dropped by the per-query path.  The reader ordered each list by its rank column, but
  ``query_lists`` handed the ``Fuser`` ``(ids, scores)``, which it ranks by score, so ``--explain`` explained
  another fusion than the one written, and a calibrated ``--model`` fused (and wrote) the score order.  The lists
  now go as :class:`rankagg.fuser.lists.Ranked`, ranked as they stand.  Generated: random runs whose rank column
  is a random order of their scores (ties included), every method the ``Fuser`` explains, against the batch
  path's written run (the reference: ``fuse --trust-rank`` without ``--explain``), and the calibrated fusion
  against the batch ``rrf`` order.
* A refused pair did not say which two options: ``--weights`` with a method that takes none said "unknown
  parameter(s) weights", ``--method`` with ``--model`` "a method or a model", ``--scheduler`` without Dask "a
  scheduler or a scratch folder".  Generated: every registered method without run weights, and each pair as
  given."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from rankagg.api.commands import explain_fusion
from rankagg.api.run_files import fuse_files
from rankagg.cli import main
from rankagg.fuser import SUPPORTED_METHODS
from rankagg.methods.registry import list_methods, make_method

RUN2 = "1 Q0 b 1 3.0 u\n1 Q0 a 2 2.0 u\n2 Q0 d 1 2.0 u\n2 Q0 e 2 1.0 u\n"
CALIBRATED = {"format": "rankagg-fusion", "method": "rrf", "params": {}, "weights": None, "calibration": {
    "format": "rankagg-calibration", "version": 1, "input": "rank", "x": [1.0, 2.0, 3.0, 4.0, 5.0, 6.0],
    "p": [0.95, 0.8, 0.6, 0.4, 0.2, 0.1], "depth": 100, "thresholds": {f"0.{r}": 0.6 for r in range(50, 100)},
    "fit": {"queries": 2, "documents": 6, "relevant": 3, "runs": ["a.run", "b.run"], "qrels": "q.txt"}}}


def _trusted_runs(folder: Path, seed: int, falling: bool = False) -> list[Path]:
    """Three runs of four queries: per query, six of ten documents ranked 1..6 in the rank column, their scores a
    random order of values with ties (so the rank column contradicts the score order almost everywhere).  With
    ``falling`` the scores are sorted to fall along the rank column (ties kept, which the rank column orders): a
    method that reads scores refuses a score above the one ranked before it (tests/io/test_sixteenth_bar_docking.py)."""
    rng = random.Random(seed)
    paths = []
    for tag in "xyz":
        lines = []
        for q in range(1, 5):
            docs = rng.sample([f"d{i}" for i in range(10)], 6)
            scores = [float(rng.choice([1, 2, 2, 3, 5, 8])) for _ in docs]
            scores = sorted(scores, reverse=True) if falling else scores
            lines += [f"{q} Q0 {d} {r + 1} {s} {tag}\n" for r, (d, s) in enumerate(zip(docs, scores))]
        rng.shuffle(lines)  # the file's line order says nothing either: the rank column does
        paths.append(folder / f"{tag}.run")
        paths[-1].write_text("".join(lines))
    return paths


def _written(path: Path) -> dict[str, list[tuple[str, float]]]:
    out: dict[str, list[tuple[str, float]]] = {}
    for line in path.read_text().splitlines():
        q, _, d, _, s, _ = line.split()
        out.setdefault(q, []).append((d, float(s)))
    return out


@pytest.mark.parametrize("seed", range(3))
@pytest.mark.parametrize("method", SUPPORTED_METHODS)
def test_explanation_of_trusted_ranks_is_the_written_fusion(tmp_path: Path, method: str, seed: int) -> None:
    """``--explain`` with ``--trust-rank`` explains, document by document and in order, the run ``fuse
    --trust-rank`` writes; each list's explained rank is its rank column's."""
    paths = _trusted_runs(tmp_path, seed, falling=make_method(method).get_tags().reads_scores)
    fuse_files(paths, tmp_path / "o.run", method=method, trust_rank=True)
    explain_fusion(paths, tmp_path / "e.jsonl", method=method, trust_rank=True)
    written = _written(tmp_path / "o.run")
    explained: dict[str, list[tuple[str, float]]] = {}
    ranks = {(p.stem, *line.split()[:3:2]): int(line.split()[3]) for p in paths for line in p.read_text().splitlines()}
    for line in (tmp_path / "e.jsonl").read_text().splitlines():
        e = json.loads(line)
        explained.setdefault(e["qid"], []).append((e["docid"], e["score"]))
        for name, x in e["lists"].items():
            assert x["rank"] == ranks.get((name, e["qid"], e["docid"])), (name, e)
    assert [[d for d, _ in v] for v in explained.values()] == [[d for d, _ in v] for v in written.values()]
    for q, rows in written.items():  # the written scores are nudged apart where they tie (docs/topk.md)
        assert all(abs(s - t) <= 1e-6 * max(1.0, abs(t)) for (_, s), (_, t) in zip(explained[q], rows))


@pytest.mark.parametrize("seed", range(4))
def test_calibrated_fusion_keeps_trusted_ranks(tmp_path: Path, seed: int) -> None:
    """A calibrated ``--model`` (rrf, P by fused rank) with ``--trust-rank`` writes the batch ``rrf --trust-rank``
    order, and P(relevant) of each place."""
    paths = _trusted_runs(tmp_path, seed)
    (tmp_path / "c.json").write_text(json.dumps(CALIBRATED))
    fuse_files(paths, tmp_path / "o.run", method="rrf", trust_rank=True)
    argv = ["fuse", *map(str, paths), "--model", str(tmp_path / "c.json"), "--trust-rank", "-o", str(tmp_path / "m.run"),
            "--quiet"]
    assert main(argv) in (0, None)
    want = {q: [d for d, _ in v] for q, v in _written(tmp_path / "o.run").items()}
    got = _written(tmp_path / "m.run")
    assert {q: [d for d, _ in v] for q, v in got.items()} == want
    assert all(abs(s - p) < 1e-6 for v in got.values() for (_, s), p in zip(v, CALIBRATED["calibration"]["p"]))


def _without_weights() -> list[str]:
    """Every registered unsupervised method that takes no run weights."""
    out = []
    for name in list_methods():
        try:
            m = make_method(name)
        except ValueError:  # a method that needs a parameter to be built
            continue
        if not m.supervised and "weights" not in m.defaults:
            out.append(name)
    return out


@pytest.mark.parametrize("method", _without_weights())
def test_weights_with_a_method_without_weights_names_both(tmp_path: Path, method: str,
                                                           capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "a.run").write_text(RUN2.replace(" u\n", " t\n"))
    (tmp_path / "b.run").write_text(RUN2)
    assert main(["fuse", str(tmp_path / "a.run"), str(tmp_path / "b.run"), "--method", method, "--weights", "t=2",
                 "-o", str(tmp_path / "o.run")]) == 2
    err = capsys.readouterr().err
    assert "--weights" in err and make_method(method).name in err and not (tmp_path / "o.run").exists()


PAIRS = [  # (the options given, what the one-line error must name)
    (["--method", "borda", "--model", "{m}"], ["--method borda", "--model", "m.json"]),
    (["--method", "rrf", "--scheduler", "tcp://127.0.0.1:9"], ["--scheduler tcp://127.0.0.1:9", "--backend dask"]),
    (["--method", "rrf", "--scratch", "{tmp}"], ["--scratch", "--backend dask"]),
    (["--method", "rrf", "--scheduler", "tcp://127.0.0.1:9", "--scratch", "{tmp}"], ["--scheduler", "--scratch", "--backend"]),
]


@pytest.mark.parametrize("extra,named", PAIRS)
def test_a_refused_pair_names_both(tmp_path: Path, extra: list[str], named: list[str],
                                   capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "a.run").write_text(RUN2.replace(" u\n", " t\n"))
    (tmp_path / "b.run").write_text(RUN2)
    (tmp_path / "m.json").write_text('{"format": "rankagg-fusion", "method": "rrf", "params": {}, "weights": null}')
    given = [x.format(m=tmp_path / "m.json", tmp=tmp_path) for x in extra]
    assert main(["fuse", str(tmp_path / "a.run"), str(tmp_path / "b.run"), *given, "-o", str(tmp_path / "o.run")]) == 2
    err = capsys.readouterr().err
    assert all(n in err for n in named), err
    assert len(err.strip().splitlines()) == 1 and not (tmp_path / "o.run").exists()
