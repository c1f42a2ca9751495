"""Issue 50 item 2, issue 49 item 5: the ``arena`` rule equals LMArena's arena-rank on the same battles.

arena-rank 0.1.1 (``arena_rank.models.bradley_terry.BradleyTerry``): the logistic Bradley-Terry loss over
battles, a tie (``tie`` and ``tie (bothbad)`` alike) one battle of outcome 1/2, no penalty, L-BFGS from zero
ratings (which keeps their mean at 0), ratings reported as ``init_rating + scale / ln(base) * theta``; weights
per battle (its ``reweighted`` option: ``1 / max(pair count, 50)``).  Its default stopping rule (``ftol =
gtol = 1e-9`` on the mean loss) leaves the ratings 1e-4 from the optimum, so the 1e-6 comparison runs it to
convergence (``ftol=0, gtol=1e-13``: the same model, solved further); at its defaults both agree to 1e-3.
Skipped only when arena-rank is not installed and not in CI (``CI=true``: it is a failure there).
"""

from __future__ import annotations

import math
import os

import numpy as np
import pandas as pd
import pytest

try:
    from arena_rank.models.bradley_terry import BradleyTerry
    from arena_rank.utils.data_utils import PairDataset
except ImportError:  # pragma: no cover - the bench extra installs it
    if os.environ.get("CI", "").lower() == "true":
        raise
    pytest.skip("arena-rank is not installed", allow_module_level=True)

from rankagg.api.preferences import fuse_comparisons  # noqa: E402
from rankagg.io.battles import battles_from_frame  # noqa: E402
from rankagg.methods.comparisons.aggregate import aggregate_comparisons  # noqa: E402

WINNERS = ["model_a", "model_b", "tie", "tie (bothbad)"]


def battles(seed: int, n_models: int, n_battles: int, tie_share: float = 0.2) -> pd.DataFrame:
    """Battles of models of random strengths, every model winning and losing (a finite optimum)."""
    rng = np.random.default_rng(seed)
    names = [f"model-{chr(97 + i)}" for i in range(n_models)]
    strength = rng.normal(0.0, 1.0, n_models)
    rows = [(names[i], names[(i + 1) % n_models], "model_a") for i in range(n_models)]  # a cycle
    rows += [(names[(i + 1) % n_models], names[i], "model_a") for i in range(n_models)]
    for _ in range(n_battles):
        i, j = rng.choice(n_models, 2, replace=False)
        u = rng.random()
        if u < tie_share:
            winner = WINNERS[2 + int(rng.random() < 0.3)]
        else:
            winner = "model_a" if rng.random() < 1 / (1 + math.exp(strength[j] - strength[i])) else "model_b"
        rows.append((names[i], names[j], winner))
    return pd.DataFrame(rows, columns=["model_a", "model_b", "winner"])


_SOLVED: dict[tuple, dict[str, float]] = {}


def arena_ratings(frame: pd.DataFrame, *, reweighted: bool = False, converged: bool = True,
                  **scale: float) -> dict[str, float]:
    """arena-rank's ratings of the battles.  Each call compiles a new JAX solver (the data are constants of
    the compiled loop: ~5 CPU s a call, nearly all of this module's time), so the same battles asked again
    (the four encodings of one frame) are solved once."""
    key = (frame.to_json(orient="split"), reweighted, converged, tuple(sorted(scale.items())))
    if key not in _SOLVED:
        _SOLVED[key] = _arena_ratings(frame, reweighted=reweighted, converged=converged, **scale)
    return dict(_SOLVED[key])


def _arena_ratings(frame: pd.DataFrame, *, reweighted: bool, converged: bool, **scale: float) -> dict[str, float]:
    """The ratings of arena-rank's ``compute_ratings_and_cis`` without its intervals, which nothing here reads and
    whose sandwich estimator JAX compiled for each shape of battles (~1 CPU s a call, 40% of the solve): the
    model fitted by its ``fit``, the same ratings scaled by the same expression, ``ratings * alpha + init_rating``
    on its JAX array (bit for bit those ``compute_ratings_and_cis`` returned for each of this module's 8 solves
    when this was written, December 2026)."""
    data = PairDataset.from_pandas(frame, reweighted=reweighted)
    tol = {"ftol": 0.0, "gtol": 1e-13, "max_iter": 20_000} if converged else {}
    model = BradleyTerry(n_competitors=len(data.competitors), **scale, **tol).fit(data)
    ratings = model.params["ratings"] * model.alpha + model.init_rating
    return dict(zip(data.competitors, np.asarray(ratings).tolist()))


def ours(frame: pd.DataFrame, spec: str = "arena", weights: np.ndarray | None = None) -> dict[str, float]:
    comps = battles_from_frame(frame)
    if weights is not None:
        comps.weight = weights
    res = aggregate_comparisons(comps, spec)
    return dict(zip(res.items[0], res.scores[0].tolist()))


def _same(got: dict[str, float], want: dict[str, float], atol: float) -> None:
    assert sorted(got) == sorted(want)
    names = sorted(want)
    np.testing.assert_allclose([got[k] for k in names], [want[k] for k in names], atol=atol, rtol=0)
    assert sorted(names, key=lambda k: -got[k]) == sorted(names, key=lambda k: -want[k])  # the same ranking


@pytest.mark.parametrize("seed,n_models,n_battles", [(0, 4, 60), (1, 8, 600), (2, 15, 3000)])
def test_ratings_equal_arena_rank(seed, n_models, n_battles):
    frame = battles(seed, n_models, n_battles)
    _same(ours(frame), arena_ratings(frame), 1e-6)


def test_ratings_equal_arena_rank_at_its_defaults_within_its_tolerance():
    frame = battles(3, 6, 400)
    _same(ours(frame), arena_ratings(frame, converged=False), 1e-3)


def test_its_scale_and_anchor_are_parameters():
    frame = battles(4, 6, 500)
    want = arena_ratings(frame, scale=1.0, base=math.e, init_rating=0.0)  # the logit scale, centred
    _same(ours(frame, "arena(scale=1.0, base=2.718281828459045, init_rating=0.0)"), want, 1e-6)
    davidson = ours(frame, "davidson")  # Davidson's tie model is another model: not arena-rank's ratings
    assert max(abs(davidson[k] - want[k]) for k in want) > 1e-3
    _same(ours(frame, "arena(scale=400, base=10, init_rating=1500)"),
          arena_ratings(frame, init_rating=1500.0), 1e-6)


def test_reweighted_battles_equal_arena_rank():
    """arena-rank's ``reweighted=True`` (each battle weighted 1 / max(its pair's count, 50)) is rankagg's weight
    column with those weights."""
    frame = battles(5, 7, 900)
    pair = frame[["model_a", "model_b"]].apply(lambda r: tuple(sorted(r)), axis=1)
    weights = 1.0 / np.maximum(pair.map(pair.value_counts()).to_numpy(dtype=float), 50.0)
    _same(ours(frame, weights=weights), arena_ratings(frame, reweighted=True), 1e-6)


@pytest.mark.parametrize("suffix", [".jsonl", ".json", ".csv", ".parquet"])
def test_a_battle_file_in_each_encoding_gives_arena_ranks_ratings(tmp_path, suffix):
    frame = battles(6, 5, 300)
    frame["judge"] = [f"voter{k % 40}" for k in range(len(frame))]
    path = tmp_path / f"battles{suffix}"
    if suffix == ".jsonl":
        frame.to_json(path, orient="records", lines=True)
    elif suffix == ".json":
        frame.to_json(path, orient="records")  # one line, as pandas writes it
    elif suffix == ".csv":
        frame.to_csv(path, index=False)
    else:
        frame.to_parquet(path)
    table = fuse_comparisons(path, "arena")
    got = dict(zip(table["item"], table["score"]))
    _same(got, arena_ratings(frame), 1e-6)
    assert table["rank"].tolist() == list(range(1, 6))
