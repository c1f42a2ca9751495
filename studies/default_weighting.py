"""Label-free run weighting on the four real TREC-COVID rounds: can fusion pass the best single run? (issue 32)

The research behind docs/quality.md §9.1, before the nested selection of ``experiments/default_rounds.toml``.
For each round (``$RANKAGG_DATA/trec-covid-round{2,3,4,5}``, its official measure), RRF with k in ``--ks`` is
weighted label-free by:

* ``quality pP sat S``: each run's NDCG@20 against the top 10 of the plain RRF taken as pseudo-relevant
  (``pseudo_qrels``' estimate, :func:`~rankagg.methods.quality.pseudo_qrels.pseudo_ndcg`, one round), to the power P, saturated at S x the median run's (0: off);
* ``redundancy a``: 1 / (summed top-20 overlap with every run) ** a, so that near-copies share one vote;
* ``independent pP``: the quality measured against the consensus of the *other* runs, each weighted by
  1 - its top-20 overlap with the run scored (copies of a run do not vote for it);

beside plain RRF and the best single run (chosen after the fact, with the labels), and the correlation of
each quality estimate with the runs' true official measure.  Measures by
:class:`rankagg.evaluation.qrels_eval.QrelsEvaluation` (trec_eval's conventions).  Writes
``results/quality/default_weighting.md``.

    RANKAGG_DATA=../shared/data rankagg experiment study default_weighting [--rounds 2 3 4 5] [--ks 7 10]
"""

from __future__ import annotations

import argparse
from pathlib import Path

import numpy as np

ROUNDS = {2: "nDCG@10", 3: "nDCG@10", 4: "nDCG@20", 5: "nDCG@20"}
OUT = Path("results") / "quality" / "default_weighting.md"


def _top(data, scores: np.ndarray, m: int) -> np.ndarray:
    from rankagg.methods.quality.query_stats import consensus_positions

    return consensus_positions(data, scores) <= m


def _pseudo_quality(data, relevant: np.ndarray) -> np.ndarray:
    """Per run, the mean over queries of its NDCG@20 against the pseudo-relevant items (``pseudo_qrels``' own
    estimate, :func:`rankagg.methods.quality.pseudo_qrels.pseudo_ndcg`)."""
    from rankagg.methods.quality.pseudo_qrels import pseudo_ndcg

    return pseudo_ndcg(data, relevant, 20).mean(axis=0)


def study_round(r: int, ks: list[int], data_dir: Path) -> list[str]:
    from rankagg.evaluation.qrels_eval import QrelsEvaluation
    from rankagg.io._qrels_text import read_qrels
    from rankagg.io.trec import read_trec_runs

    root = data_dir / f"trec-covid-round{r}"
    measure = ROUNDS[r]
    data = read_trec_runs(sorted(root.glob("runs/*.gz")), trust_rank=False)
    ev = QrelsEvaluation(read_qrels(root / f"qrels-round{r}.txt"), (measure, "AP"), 1000)
    ranks = data.local_ranks()
    K = data.n_rankers

    def score(values: np.ndarray) -> tuple[float, float]:
        v = ev.evaluate(data, values)
        return float(np.mean(v[measure])), float(np.mean(v["AP"]))

    singles = np.array([score(np.where(np.isnan(data.scores[:, j]), -np.inf, data.scores[:, j]))[0]
                        for j in range(K)])
    top20 = (np.nan_to_num(ranks, nan=np.inf) <= 20).astype(np.float64)
    overlap = np.zeros((K, K))
    for q in range(data.n_queries):
        x = top20[data.offsets[q]:data.offsets[q + 1]]
        overlap += x.T @ x / 20.0
    overlap /= data.n_queries
    rows = [f"| {r} | best single run | {singles.max():.4f} | | |"]
    for k in ks:
        points = np.where(np.isnan(ranks), 0.0, 1.0 / (k + np.nan_to_num(ranks, nan=1.0)))
        plain = points.sum(axis=1)
        rows.append(f"| {r} | RRF k={k} | {score(plain)[0]:.4f} | {score(plain)[1]:.4f} | |")
        quality = _pseudo_quality(data, _top(data, plain, 10))
        corr = float(np.corrcoef(quality, singles)[0, 1])
        for p in (1, 2, 4):
            for sat in (0.0, 0.2, 0.3, 0.5):
                w = np.minimum(1.0, quality / (sat * np.median(quality))) if sat else quality / quality.max()
                w = w ** p
                m, ap = score(points @ (w / w.mean()))
                rows.append(f"| {r} | k={k} quality p{p} sat {sat} | {m:.4f} | {ap:.4f} | {corr:.2f} |")
        for a in (0.25, 0.5, 1.0):
            w = overlap.sum(axis=1) ** -a
            m, ap = score(points @ (w / w.mean()))
            rows.append(f"| {r} | k={k} redundancy {a} | {m:.4f} | {ap:.4f} | |")
        independent = np.zeros(K)
        for i in range(K):
            others = 1.0 - overlap[i]
            others[i] = 0.0
            independent[i] = _pseudo_quality(data.select_rankers([i]), _top(data, points @ others, 10))[0]
        corr = float(np.corrcoef(independent, singles)[0, 1])
        for p in (1, 2, 4):
            w = (independent / independent.max()) ** p
            m, ap = score(points @ (w / w.mean()))
            rows.append(f"| {r} | k={k} independent p{p} | {m:.4f} | {ap:.4f} | {corr:.2f} |")
    return rows


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--rounds", type=int, nargs="+", default=list(ROUNDS), choices=list(ROUNDS))
    ap.add_argument("--ks", type=int, nargs="+", default=[7, 10])
    ap.add_argument("--data-dir", default=None)
    ap.add_argument("--out", default=str(OUT))
    args = ap.parse_args(argv)
    from rankagg.io.datasets import resolve_data_dir

    rows = []
    for r in args.rounds:
        rows += study_round(r, args.ks, resolve_data_dir(args.data_dir))
    text = "\n".join([
        "# Label-free run weighting on the four real TREC-COVID rounds (rankagg experiment study default_weighting)",
        "", "Each round by its official measure (nDCG@10 for rounds 2 and 3, nDCG@20 for 4 and 5) and AP; the last "
        "column is the correlation of the quality estimate with the runs' true official measure.", "",
        "| round | fusion | official measure | AP | corr(quality, true) |", "|---|---|---:|---:|---:|", *rows, ""])
    Path(args.out).parent.mkdir(parents=True, exist_ok=True)
    Path(args.out).write_text(text)
    print(text)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
