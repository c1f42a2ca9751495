"""Judge-aware Bradley-Terry (issue 49 item 5, issue 50 item 4): do 95% intervals cover the true scores, and
how fast is the comparison bootstrap?

**Coverage.**  Each draw simulates judges of known bias and reliability comparing ``n`` items: item ``i`` has
the true score ``theta_i`` (normal, centred); judge ``k`` has a reliability (discrimination) ``a_k``
(log-normal, scaled to mean 1: the model's scale), a tie propensity ``nu_k`` and a bias ``b_ki`` per item
(normal, centred per judge: the judge favours some items), and it compares random pairs with Davidson's
probabilities at ``u = a_k (theta_i + b_ki - theta_j - b_kj) / 2``.  The population of judges has mean
bias 0, so the true scores are ``theta``.  ``davidson(judges=True)`` with a bootstrap by judges (the default
unit) gives 95% intervals; the table counts how often they hold the true score, over every item of every
draw, and compares the settings that ignore the judges' reliability (``davidson``) or their clustering
(``by=comparisons``).

**Speed.**  6 systems x 120 comparisons x 200 redraws (issue 50's case), the whole bootstrap, against
choix's ``opt_pairwise`` fitted once per redraw (what a loop over redraws costs at the least).

``python -m benchmarks.bench_judges [--quick]`` writes ``results/bench_judges.{json,md}`` (``... table``: the page again
from the committed record).
"""

from __future__ import annotations

import time
import warnings
from typing import Any

import numpy as np

from benchmarks.harness import environment, environment_line, markdown_table, outputs, parser, write_results
from rankagg.data.comparisons import Comparisons
from rankagg.methods.comparisons.aggregate import aggregate_comparisons
from rankagg.methods.comparisons.bootstrap import FewUnitsWarning


def simulate(rng: np.random.Generator, n_items: int = 6, n_judges: int = 20, per_judge: int = 60,
             spread: float = 0.8, bias: float = 0.3, reliability: float = 0.5) -> tuple[Comparisons, np.ndarray,
                                                                                          np.ndarray]:
    """Comparisons of judges of known bias and reliability (module docstring): (comparisons, true theta, a)."""
    theta = rng.normal(0.0, spread, n_items)
    theta -= theta.mean()
    a = np.exp(rng.normal(0.0, reliability, n_judges))
    a /= a.mean()  # every judge makes per_judge comparisons: the comparison-weighted mean is the plain one
    nu = rng.uniform(0.2, 0.8, n_judges)
    b = rng.normal(0.0, bias, (n_judges, n_items))
    b -= b.mean(axis=1, keepdims=True)
    k = np.repeat(np.arange(n_judges), per_judge)
    first = rng.integers(0, n_items, len(k))
    second = (first + rng.integers(1, n_items, len(k))) % n_items  # never the same item
    u = 0.5 * a[k] * (theta[first] + b[k, first] - theta[second] - b[k, second])
    z = np.exp(u) + np.exp(-u) + nu[k]
    draw = rng.random(len(k)) * z
    outcome = np.where(draw < np.exp(u), 1.0, np.where(draw < np.exp(u) + np.exp(-u), 0.0, 0.5))
    names = np.array([f"s{i}" for i in range(n_items)])
    comps = Comparisons(np.full(len(k), "1"), names[first], names[second], outcome, np.ones(len(k)),
                        np.array([f"judge{j:02d}" for j in k]), "<simulated judges>")
    return comps, theta, a


def coverage(draws: int, *, seed: int = 0, method: str = "davidson(judges=True)", by: str = "auto",
             bootstrap: int = 200, **sim: Any) -> dict[str, Any]:
    """Share of the 95% intervals (every item of every draw) that hold the true score; mean width; seconds."""
    rng = np.random.default_rng(seed)
    hits = total = 0
    widths = []
    start = time.perf_counter()
    for d in range(draws):
        comps, theta, _ = simulate(rng, **sim)
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", FewUnitsWarning)
            res = aggregate_comparisons(comps, method, bootstrap=bootstrap, by=by, random_state=seed * 100_003 + d)
        order = [int(name[1:]) for name in res.items[0]]
        truth = theta[order]
        assert res.score_low is not None and res.score_high is not None
        hits += int(((res.score_low[0] <= truth) & (truth <= res.score_high[0])).sum())
        total += len(truth)
        widths.append(float(np.mean(res.score_high[0] - res.score_low[0])))
    return {"coverage": hits / total, "intervals": total, "mean_width": float(np.mean(widths)),
            "seconds": time.perf_counter() - start}


def bootstrap_speed(repeat: int = 3) -> dict[str, Any]:
    """Issue 50's case, 6 systems x 120 comparisons x 200 redraws: rankagg's bootstrap against choix per redraw."""
    import choix

    rng = np.random.default_rng(50)
    strength = np.linspace(1.0, -1.0, 6)
    first = rng.integers(0, 6, 120)
    second = (first + rng.integers(1, 6, 120)) % 6
    win = rng.random(120) < 1.0 / (1.0 + np.exp(-(strength[first] - strength[second])))
    names = np.array([f"sys{i}" for i in range(6)])
    comps = Comparisons(np.full(120, "1"), names[first], names[second], win.astype(float), np.ones(120), None, "case")
    ours = []
    for _ in range(repeat):
        t = time.perf_counter()
        aggregate_comparisons(comps, "davidson(alpha=0.01)", bootstrap=200, random_state=1)
        ours.append(time.perf_counter() - t)
    pairs = [(int(w), int(lo)) if ok else (int(lo), int(w)) for w, lo, ok in zip(first, second, win)]
    out = {"rankagg_bootstrap_s": min(ours), "rankagg_per_redraw_ms": 1000 * min(ours) / 200}
    for name, fit in (("opt_pairwise", choix.opt_pairwise), ("ilsr_pairwise", choix.ilsr_pairwise)):
        redraw = np.random.default_rng(2)
        t = time.perf_counter()
        for _ in range(200):
            pick = redraw.integers(0, 120, 120)
            fit(6, [pairs[i] for i in pick], alpha=0.01)
        out[f"choix_{name}_200_fits_s"] = time.perf_counter() - t
        out[f"choix_{name}_per_fit_ms"] = 1000 * out[f"choix_{name}_200_fits_s"] / 200
    return out


def render(record: dict[str, Any]) -> str:
    """The Markdown page of a record (``python -m benchmarks.bench_judges table`` renders the committed one)."""
    rows, speed = record["rows"], record["speed"]
    table = markdown_table(
        ["method", "redraw unit", "judges", "comparisons", "draws", "intervals", "coverage of the true scores",
         "mean width", "seconds"],
        [(f"`{r['method']}`", r["by"] if r["by"] != "auto" else "judges (auto)", r["judges"], r["comparisons"],
          r["draws"], r["intervals"], f"{100 * r['coverage']:.1f}%", f"{r['mean_width']:.3f}", f"{r['seconds']:.1f}")
         for r in rows])
    return "\n".join([
        "# Judge-aware Bradley-Terry: interval coverage and bootstrap speed",
        "",
        "Written by `python -m benchmarks.bench_judges` (issue 49 item 5, issue 50 item 4). 95% bootstrap intervals "
        f"({record['redraws']} redraws) of simulated judges of known bias and reliability (6 items, 1200 comparisons "
        "split evenly among the judges; `benchmarks/bench_judges.py` says how they are drawn), and how often they "
        "hold the true scores, over every item of every draw (with 240 intervals a share has a standard error of "
        "about 1.4 points). Ignoring the judges' reliability (`davidson`) or their clustering (redrawing "
        "comparisons) covers less. With 3 and 5 judges the widened intervals still cover here because the simulated "
        "judge effects are normal, as the widening assumes, at 1.7 to 3 times the width; real judges' effects "
        "cannot be checked from so few values, so rankagg warns below 10 judges.",
        "",
        *table,
        "",
        f"Bootstrap speed, 6 systems x 120 comparisons x 200 redraws (`davidson(alpha=0.01)`): rankagg "
        f"{speed['rankagg_bootstrap_s']:.3f} s for the whole bootstrap ({speed['rankagg_per_redraw_ms']:.2f} ms per "
        f"redraw, best of {record['repeat']}); choix fitted once per redraw: `opt_pairwise` "
        f"{speed['choix_opt_pairwise_200_fits_s']:.3f} s ({speed['choix_opt_pairwise_per_fit_ms']:.2f} ms per fit), "
        f"`ilsr_pairwise` {speed['choix_ilsr_pairwise_200_fits_s']:.3f} s "
        f"({speed['choix_ilsr_pairwise_per_fit_ms']:.2f} ms per fit).",
        "",
        environment_line(record["environment"]),
    ])


def main(argv: list[str] | None = None) -> int:
    if argv is None:
        import sys

        argv = sys.argv[1:]
    if argv[:1] == ["table"]:  # re-render the committed record's page
        import json

        json_path, md_path = outputs("results/bench_judges")
        record = json.loads(json_path.read_text())
        record.setdefault("repeat", 3)
        md_path.write_text(render(record) + "\n")
        print(f"wrote {md_path}")
        return 0
    ap = parser(__doc__, repeat=None, out="results/bench_judges", data=False)
    ap.add_argument("--draws", type=int, default=40, help="simulated data sets per setting (default 40)")
    ap.add_argument("--redraws", type=int, default=100, help="bootstrap redraws per interval (default 100)")
    args = ap.parse_args(argv)
    draws = 3 if args.quick else args.draws
    env = environment(("rankagg", "numpy", "scipy", "choix", "arena-rank"))
    rows = []
    settings = [("davidson(judges=True)", "auto", 20), ("davidson(judges=True)", "auto", 40),
                ("davidson(judges=True)", "auto", 10), ("davidson(judges=True)", "auto", 5),
                ("davidson(judges=True)", "auto", 3), ("davidson", "auto", 20),
                ("davidson(judges=True)", "comparisons", 20)]
    for method, by, judges in settings:
        out = coverage(draws, method=method, by=by, n_judges=judges, per_judge=1200 // judges,
                       bootstrap=args.redraws)
        rows.append({"method": method, "by": by, "judges": judges, "comparisons": 1200, "draws": draws, **out})
        print(rows[-1], flush=True)
    speed = bootstrap_speed(1 if args.quick else 3)
    print(speed, flush=True)
    json_path, md_path = outputs(args.out)
    record = {"rows": rows, "speed": speed, "redraws": args.redraws, "repeat": 1 if args.quick else 3,
              "environment": env}
    write_results("bench_judges", rows, json_path=json_path, md_path=md_path, markdown=render(record), env=env,
                  speed=speed, redraws=args.redraws, repeat=record["repeat"])
    print(f"wrote {json_path} and {md_path}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
