"""A leaderboard from arena battles, rankagg beside LMArena's arena-rank (issue 50 item 2).

Battles are simulated as the Arena collects them (no network here): 10 models of known strength, 300 voters,
20,000 battles ``model_a, model_b, winner, judge`` with ``tie`` and ``tie (bothbad)`` among the winners, written
to a JSON lines file.  arena-rank 0.1.1 ranks them as LMArena does (``PairDataset.from_pandas``,
``BradleyTerry``, its default sandwich intervals); rankagg reads the same file with ``rankagg fuse`` (the
``arena`` rule: the same model and scale; its default 100 bootstrap redraws of the voters, the default unit
when the battles name them).  The ratings agree to the tolerance arena-rank stops at; run to convergence, to 1e-6
(``tests/methods/comparisons/test_arena_parity.py``).

``python -m benchmarks.bench_arena`` writes ``results/bench_arena.{json,md}`` and the table between the
``arena-leaderboard`` markers of ``docs/preferences.md``.
"""

from __future__ import annotations

import re
import tempfile
import time
from pathlib import Path

import numpy as np
import pandas as pd

from benchmarks.harness import ROOT, environment, environment_line, markdown_table, outputs, parser, write_results

DOC = ROOT / "docs" / "preferences.md"
START, END = "<!-- arena-leaderboard: start -->", "<!-- arena-leaderboard: end -->"


def simulate_battles(seed: int = 2024, n_models: int = 10, n_voters: int = 300, n_battles: int = 20_000) -> pd.DataFrame:
    rng = np.random.default_rng(seed)
    names = [f"model-{chr(97 + i)}" for i in range(n_models)]
    elo = np.linspace(1150, 850, n_models) + rng.normal(0, 15, n_models)
    i = rng.integers(0, n_models, n_battles)
    j = (i + rng.integers(1, n_models, n_battles)) % n_models
    p_a = 1.0 / (1.0 + 10 ** ((elo[j] - elo[i]) / 400.0))
    u = rng.random(n_battles)
    winner = np.where(u < 0.10, "tie", np.where(u < 0.15, "tie (bothbad)",
                      np.where(rng.random(n_battles) < p_a, "model_a", "model_b")))
    return pd.DataFrame({"model_a": np.array(names)[i], "model_b": np.array(names)[j], "winner": winner,
                         "judge": [f"arena_user_{v}" for v in rng.integers(0, n_voters, n_battles)]})


def arena_rank_board(battles: pd.DataFrame, **tol: float) -> pd.DataFrame:
    from arena_rank.models.bradley_terry import BradleyTerry
    from arena_rank.utils.data_utils import PairDataset

    data = PairDataset.from_pandas(battles)
    out = BradleyTerry(n_competitors=len(data.competitors), **tol).compute_ratings_and_cis(data)
    return pd.DataFrame({"item": out["competitors"], "rating": np.asarray(out["ratings"]),
                         "low": np.asarray(out["rating_lower"]), "high": np.asarray(out["rating_upper"])})


def main(argv: list[str] | None = None) -> int:
    ap = parser(__doc__, repeat=None, out="results/bench_arena", data=False)
    args = ap.parse_args(argv)
    from rankagg.api.preferences import DEFAULT_BATTLE_BOOTSTRAP, fuse_preference_files

    battles = simulate_battles(n_battles=2000 if args.quick else 20_000)
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "battles.jsonl"
        battles.to_json(path, orient="records", lines=True)
        t = time.perf_counter()
        ours = fuse_preference_files([path])  # what `rankagg fuse battles.jsonl` computes
        ours_s = time.perf_counter() - t
    t = time.perf_counter()
    theirs = arena_rank_board(battles)
    theirs_s = time.perf_counter() - t
    converged = arena_rank_board(battles, ftol=0.0, gtol=1e-13, max_iter=20_000)
    board = ours.merge(theirs, on="item").merge(converged[["item", "rating"]].rename(columns={"rating": "conv"}),
                                                on="item")
    diff_default = float(np.abs(board["score"] - board["rating"]).max())
    diff_converged = float(np.abs(board["score"] - board["conv"]).max())
    rows = [{"model": r.item, "rankagg_rating": r.score, "rankagg_low": r.score_low, "rankagg_high": r.score_high,
             "rank": int(r.rank), "rank_low": int(r.rank_low), "rank_high": int(r.rank_high),
             "arena_rank_rating": r.rating, "arena_rank_low": r.low, "arena_rank_high": r.high}
            for r in board.itertuples()]
    table = markdown_table(
        ["rank (95% interval)", "model", "rankagg rating (95%, redrawing voters)",
         "arena-rank rating (95%, sandwich)"],
        [(f"{r['rank']} ({r['rank_low']}-{r['rank_high']})", r["model"],
          f"{r['rankagg_rating']:.1f} ({r['rankagg_low']:.1f}, {r['rankagg_high']:.1f})",
          f"{r['arena_rank_rating']:.1f} ({r['arena_rank_low']:.1f}, {r['arena_rank_high']:.1f})") for r in rows])
    section = "\n".join([
        START,
        f"{len(battles):,} simulated battles of {battles['model_a'].nunique()} models by "
        f"{battles['judge'].nunique()} voters ({battles['winner'].str.startswith('tie').mean():.0%} ties); "
        "written by `python -m benchmarks.bench_arena`:",
        "",
        *table,
        "",
        f"The ratings differ by at most {diff_default:.1e} from arena-rank's at its default stopping rule and by "
        f"{diff_converged:.1e} from arena-rank run to convergence. rankagg: {ours_s:.1f} s for the file with "
        f"{DEFAULT_BATTLE_BOOTSTRAP} redraws; arena-rank: {theirs_s:.1f} s (its first call compiles with JAX).",
        END,
    ])
    json_path, md_path = outputs(args.out)
    env = environment(("rankagg", "numpy", "scipy", "arena-rank", "jax"))
    md = "\n".join(["# Arena battles: rankagg beside arena-rank", "", section, "", environment_line(env)])
    write_results("bench_arena", rows, json_path=json_path, md_path=md_path, markdown=md, env=env,
                  max_abs_diff_default=diff_default, max_abs_diff_converged=diff_converged)
    if not args.quick:
        text = DOC.read_text(encoding="utf-8")
        new = re.sub(re.escape(START) + ".*?" + re.escape(END), lambda _: section, text, flags=re.S)
        DOC.write_text(new, encoding="utf-8")
    print(section)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
