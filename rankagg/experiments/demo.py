"""The main job: an end-to-end demonstration that needs no downloaded data.

A synthetic meta-search problem with known truth (:func:`rankagg.io.synthetic.make_metasearch`):
ten rankers of graded quality, two of them spammers, each returning its top 25 of
60 documents per query.  Every input ranker and the fusion methods of the line-up
(``demo.toml`` beside this module, package data; supervised ones are skipped) are
evaluated with the LETOR measures; the table shows that fusion beats the best
single input without knowing which one it is.

Times: each method first runs untimed on a few queries of the same data (:data:`WARM_QUERIES`, the same
array types), which compiles its Numba kernels or loads them from the cache; the table's "seconds" is
the run on every query after that, and "first call" that warm-up, so a fresh install's compile shows
there, apart from the method's speed (issue 35: the first demo showed RRF at 7.2 s, the second 0.05 s).
"""

from __future__ import annotations

import time
from importlib.resources import files
from pathlib import Path

import numpy as np

from rankagg.evaluation.measures import evaluate, mean_measures, randomization_test
from rankagg.methods.registry import list_methods, make_method
from rankagg.io.synthetic import make_metasearch
from rankagg.experiments.toml_lines import parse_toml

__all__ = ["run_demo", "demo_methods", "LINEUP"]

#: the demo's line-up: a data file shipped with the package, not a list in the code
LINEUP = "demo.toml"
#: queries of the untimed warm-up run of each method (compiles or loads its kernels)
WARM_QUERIES = 3


def demo_methods(path: str | Path | None = None) -> tuple[str, ...]:
    """The method names of the demo's table, in order, from ``demo.toml`` beside this module (or ``path``)."""
    source = Path(path) if path is not None else files("rankagg.experiments") / LINEUP
    where = str(source)
    raw = parse_toml(source.read_text(encoding="utf-8"), where)
    if set(raw) != {"methods"}:
        raise ValueError(f"{where}: expected exactly the key 'methods', got {sorted(raw)}")
    names = raw["methods"]
    if not isinstance(names, list) or not names or not all(isinstance(n, str) and n for n in names):
        raise ValueError(f"{where}: 'methods' must be a non-empty list of method names")
    if len(set(names)) != len(names):
        raise ValueError(f"{where}: a method is listed twice in 'methods'")
    unknown = [n for n in names if n not in set(list_methods())]
    if unknown:
        raise ValueError(f"{where}: unknown methods {unknown} (`rankagg methods` lists the registered ones)")
    return tuple(names)


def run_demo(seed: int = 0, n_queries: int = 300) -> str:
    data = make_metasearch(
        n_queries, 60, 10, noise=(1.2, 2.4), top_k=25, n_spammers=2, random_state=seed
    )
    rows: list[tuple[str, dict[str, float], float | None, float | None]] = []
    warm = data.select_queries(np.arange(min(WARM_QUERIES, data.n_queries)))
    cols = ("NDCG@1", "NDCG@5", "NDCG@10", "P@5", "MAP", "ERR")
    per_query = {}
    for j, name in enumerate(data.ranker_names):
        res = evaluate(data, _input_scores(data, j))
        rows.append((f"input {name}", mean_measures(res), None, None))
        per_query[f"input {name}"] = res["NDCG@10"]
    best_input = max((r for r in rows), key=lambda r: r[1]["NDCG@10"])
    for name in demo_methods():
        m = make_method(name)
        if m.supervised:
            continue
        t0 = time.perf_counter()
        make_method(name).aggregate(warm)  # untimed in the table: compiles (or loads) the kernels
        first = time.perf_counter() - t0
        t0 = time.perf_counter()
        scores = m.aggregate(data)
        dt = time.perf_counter() - t0
        res = evaluate(data, scores)
        rows.append((name, mean_measures(res), dt, first))
        per_query[name] = res["NDCG@10"]
    fused = [r for r in rows if not r[0].startswith("input")]
    best_fused = max(fused, key=lambda r: r[1]["NDCG@10"])
    test = randomization_test(per_query[best_fused[0]], per_query[best_input[0]], n_resamples=5000, random_state=seed)

    lines = [
        f"rankagg demo: {data.n_queries} synthetic queries x 60 documents, {data.n_rankers} rankers "
        "(8 of graded noise, 2 spammers), top-25 lists, graded labels 0/1/2",
        "",
        "| system | " + " | ".join(cols) + " | seconds | first call |",
        "|---|" + "---|" * (len(cols) + 2),
    ]
    for name, means, seconds, first_call in rows:
        t = f"{seconds:.4f}" if seconds is not None else ""
        f = f"{first_call:.4f}" if first_call is not None else ""
        bold = name in (best_input[0], best_fused[0])
        label = f"**{name}**" if bold else name
        lines.append(f"| {label} | " + " | ".join(f"{means[c]:.4f}" for c in cols) + f" | {t} | {f} |")
    lines += [
        "",
        f"Best input ranker: {best_input[0]} (NDCG@10 {best_input[1]['NDCG@10']:.4f}); best fusion: "
        f"{best_fused[0]} (NDCG@10 {best_fused[1]['NDCG@10']:.4f}), "
        f"paired randomization test p = {test.pvalue:.4g} over {data.n_queries} queries.",
        f"seconds: each method on the {data.n_queries} queries, after an untimed first call on {warm.n_queries} of "
        "them (\"first call\": it compiles the Numba kernels on a fresh install, or loads them from the cache).",
    ]
    return "\n".join(lines)


def _input_scores(data, j: int) -> np.ndarray:
    """One input ranker's list as scores; documents it did not return go below (house tie rule)."""
    from rankagg.data.rankings import consensus_scores

    r = data.local_ranks()[:, j]
    return consensus_scores(data, np.where(np.isnan(r), np.nan, -r))
