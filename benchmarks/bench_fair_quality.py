"""The label-free weights on sets from other fields with a known truth (issue 48.3-48.4).

For each set that ``python -m benchmarks.fair_quality.fetch_sets`` builds (``--sets DIR``, default
``$RANKAGG_DATA/other-fields``): the default method, unweighted ``rrf(k=10)``, Borda, the default before
issue 48 and ``own_items`` with its own defaults (issue 48.1), each scored by the mean over the set's queries
of the Spearman correlation between the fused scores and the true order (every item of the truth is a
candidate; an item no list returned scores what the method gives it), the top-1 accuracy (the true first among
the fused first, a tie counting its share) and nDCG@10 with its chance level.  For the weighted methods, the
Spearman correlation over the lists between each list's weight and its true quality: its chance-corrected
agreement with the truth on its own items (``own_items_agreement`` against the true order, every item judged),
averaged over the queries it answered.  That is the scale ``own_items`` estimates from the other lists, so the
correlation favours it by construction on the lists' *ranking*; the ``quality (Spearman)`` column gives, for
lists of two or more items, the plain Spearman correlation with the truth on their items instead.  The
selection of the default is ``benchmarks.fair_quality.select_default``'s; this file reports.

    python -m benchmarks.bench_fair_quality [--sets DIR] [--out results/bench_fair_quality]
"""

from __future__ import annotations

import csv
import os
import warnings
from pathlib import Path
from typing import Any

import numpy as np
from scipy.stats import spearmanr

from benchmarks.harness import RESULTS, markdown_table, outputs, parser, write_results
from rankagg.data.rankings import Rankings
from rankagg.defaults import DEFAULT_METHOD
from rankagg.methods.quality.own_items import own_items_agreement
from rankagg.methods.registry import make_method

#: the default before issue 48's selection (benchmarks/fair_quality/select_default.py)
PREVIOUS_DEFAULT = ("pseudo_qrels(fusion='rrf', rrf_k=10, unranked='zero', power=1.0, saturate=0.15, "
                    "saturate_quantile=0.9, chance='subtract', leave_one_out=True, n_iter=1, max_share=2.0)")
METHODS = {"default": DEFAULT_METHOD, "rrf(k=10)": "rrf(k=10)", "Borda": "borda", "previous default": PREVIOUS_DEFAULT,
           "own_items": "own_items"}
WEIGHTED = ("default", "previous default", "own_items")


def load_set(folder: Path) -> tuple[Rankings, np.ndarray]:
    """The set's lists as :class:`Rankings` (the truth's items are the candidates) and each item's true rank."""
    truth: dict[str, dict[str, int]] = {}
    with open(folder / "truth.tsv", encoding="utf-8") as f:
        for row in csv.DictReader(f, delimiter="\t"):
            truth.setdefault(row["qid"], {})[row["item"]] = int(row["true_rank"])
    lists: dict[tuple[str, str], dict[str, int]] = {}
    rankers: dict[str, int] = {}
    with open(folder / "lists.tsv", encoding="utf-8") as f:
        for line, row in enumerate(csv.DictReader(f, delimiter="\t"), start=2):
            if row["item"] not in truth.get(row["qid"], {}):
                raise ValueError(f"{folder / 'lists.tsv'} line {line}: item {row['item']} is not in the truth of "
                                 f"query {row['qid']}")
            rankers.setdefault(row["ranker"], len(rankers))
            lists.setdefault((row["qid"], row["ranker"]), {})[row["item"]] = int(row["rank"])
    qids = sorted(truth)
    docids = [item for q in qids for item in sorted(truth[q])]
    row_of = {(q, item): i for i, (q, item) in enumerate((q, item) for q in qids for item in sorted(truth[q]))}
    ranks = np.full((len(docids), len(rankers)), np.nan)
    for (q, ranker), items in lists.items():
        for item, rank in items.items():
            ranks[row_of[(q, item)], rankers[ranker]] = rank
    offsets = np.cumsum([0, *(len(truth[q]) for q in qids)])
    data = Rankings(offsets=offsets, ranks=ranks, qids=np.array(qids), docids=np.array(docids),
                    ranker_names=tuple(rankers))
    true_rank = np.array([truth[q][item] for q in qids for item in sorted(truth[q])], dtype=np.float64)
    return data, true_rank


def fused_quality(data: Rankings, true_rank: np.ndarray, scores: np.ndarray) -> tuple[float, float]:
    """Mean over the queries of Spearman(scores, true order) (0 for a query whose scores are all equal) and of
    the top-1 accuracy."""
    rho, top1 = [], []
    for s in data.query_slices():
        # a fused list that ties every item puts them in no order: 0 (Spearman's coefficient is undefined there)
        rho.append(float(spearmanr(scores[s], -true_rank[s]).statistic) if np.ptp(scores[s]) > 0 else 0.0)
        best = scores[s] == scores[s].max()
        top1.append(float(best[np.argmin(true_rank[s])]) / float(best.sum()))
    return float(np.mean(rho)), float(np.mean(top1))


def fused_ndcg(data: Rankings, true_rank: np.ndarray, scores: np.ndarray, k: int = 10) -> tuple[float, float]:
    """Mean over the queries of nDCG@k of the fused order against the truth, each item's gain ``n - true_rank + 1``
    (the true first gains ``n``), tied items sharing their mean gain (the expectation over the orders of a tie);
    and its chance level: the same mean for a uniformly random order (``mean gain x sum of the first k
    discounts`` over the ideal DCG)."""
    got, chance = [], []
    for s in data.query_slices():
        gain = true_rank[s].max() - true_rank[s] + 1.0
        n = gain.size
        disc = 1.0 / np.log2(np.arange(2, n + 2))
        disc[k:] = 0.0
        order = np.argsort(-scores[s], kind="stable")
        sorted_scores, g = scores[s][order], gain[order]
        tie = np.r_[0, np.cumsum(sorted_scores[1:] != sorted_scores[:-1])]
        shared = (np.bincount(tie, weights=g) / np.bincount(tie))[tie]
        ideal = float(np.sort(gain)[::-1] @ disc)
        got.append(float(shared @ disc) / ideal)
        chance.append(float(gain.mean() * disc.sum()) / ideal)
    return float(np.mean(got)), float(np.mean(chance))


def true_list_quality(data: Rankings, true_rank: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Per list: its chance-corrected agreement with the truth on its own items (mean over the queries it
    answered; an extra ranker holding the truth makes every item judged), and its mean Spearman correlation
    with the truth on its items (lists of two or more items; NaN for a list that never had two)."""
    with_truth = Rankings(offsets=data.offsets, ranks=np.column_stack([data.ranks, true_rank]), qids=data.qids,
                          docids=data.docids, ranker_names=(*data.ranker_names, "__truth__"))
    truth_score = np.tile(-true_rank[:, None], (1, with_truth.n_rankers))
    kappa = own_items_agreement(with_truth, truth_score)[:, :-1]
    rho = np.full(kappa.shape, np.nan)
    for q, s in enumerate(data.query_slices()):
        for j in range(data.n_rankers):
            mine = ~np.isnan(data.ranks[s, j])
            if mine.sum() >= 2 and np.ptp(data.ranks[s, j][mine]) > 0:
                rho[q, j] = spearmanr(data.ranks[s, j][mine], true_rank[s][mine]).statistic
    with warnings.catch_warnings():  # a list never judged: NaN, and NumPy's warning about its empty mean
        warnings.simplefilter("ignore", RuntimeWarning)
        return np.nanmean(kappa, axis=0), np.nanmean(rho, axis=0)


def list_weights(spec: str, data: Rankings) -> np.ndarray:
    """Each list's weight: its mean over the queries it answered (a global weight is the same on each)."""
    weights = make_method(spec).estimate(data)["weights"]
    answered = np.zeros((data.n_queries, data.n_rankers), dtype=bool)
    for q, s in enumerate(data.query_slices()):
        answered[q] = data.ranked[s].any(axis=0)
    return np.asarray((weights * answered).sum(axis=0) / np.maximum(answered.sum(axis=0), 1), dtype=np.float64)


def _correlation(x: np.ndarray, y: np.ndarray) -> float | None:
    ok = ~np.isnan(x) & ~np.isnan(y)
    if ok.sum() < 3 or np.ptp(x[ok]) == 0 or np.ptp(y[ok]) == 0:
        return None  # a constant side (equal weights): no correlation to speak of
    return float(spearmanr(x[ok], y[ok]).statistic)


def measure_set(folder: Path) -> dict[str, Any]:
    data, true_rank = load_set(folder)
    per_query = np.array([data.ranked[s].sum(axis=0) for s in data.query_slices()], dtype=np.float64)
    with warnings.catch_warnings():  # a list's mean length over the queries it answered
        warnings.simplefilter("ignore", RuntimeWarning)
        lengths = np.nanmean(np.where(per_query > 0, per_query, np.nan), axis=0)
    row: dict[str, Any] = {"set": folder.name, "n_queries": data.n_queries, "n_rankers": data.n_rankers,
                           "n_items": data.n_items, "list_length_min": int(np.nanmin(per_query[per_query > 0])),
                           "list_length_max": int(per_query.max())}
    kappa, rho = true_list_quality(data, true_rank)
    for label, spec in METHODS.items():
        scores = make_method(spec).score(data)
        row[f"{label} spearman"], row[f"{label} top1"] = fused_quality(data, true_rank, scores)
        row[f"{label} nDCG@10"], row["nDCG@10 chance"] = fused_ndcg(data, true_rank, scores)
    for label in WEIGHTED:
        w = list_weights(METHODS[label], data)
        row[f"{label} weights~quality"] = _correlation(w, kappa)
        row[f"{label} weights~quality(spearman)"] = _correlation(w, rho)
        row[f"{label} weights~length"] = _correlation(w, lengths.astype(np.float64))
    row["own_items abstained"] = bool(make_method("own_items").estimate(data)["abstained"])
    row["default abstained"] = bool(make_method(DEFAULT_METHOD).estimate(data).get("abstained", False))
    return row


def _fmt(v: Any) -> str:
    return "—" if v is None else f"{v:.4f}" if isinstance(v, float) else str(v)


def render(rows: list[dict[str, Any]]) -> str:
    head = ["set", "queries", "lists", "list lengths", *(f"{m} ρ" for m in METHODS), "default abstained",
            "own_items abstained"]
    table1 = markdown_table(head, ([r["set"], r["n_queries"], r["n_rankers"],
                                    f"{r['list_length_min']}–{r['list_length_max']}",
                                    *(_fmt(r[f"{m} spearman"]) for m in METHODS), r["default abstained"],
                                    r["own_items abstained"]]
                                   for r in rows))
    table2 = markdown_table(["set", *(f"{m} top-1" for m in METHODS)],
                            ([r["set"], *(_fmt(r[f"{m} top1"]) for m in METHODS)] for r in rows))
    table_ndcg = markdown_table(["set", "chance", *(f"{m} nDCG@10" for m in METHODS)],
                                ([r["set"], _fmt(r["nDCG@10 chance"]), *(_fmt(r[f"{m} nDCG@10"]) for m in METHODS)]
                                 for r in rows))
    table3 = markdown_table(["set", *(f"{m} weights ~ {what}" for m in WEIGHTED
                                      for what in ("quality", "quality (Spearman)", "length"))],
                            ([r["set"], *(_fmt(r[f"{m} weights~{what}"]) for m in WEIGHTED
                                          for what in ("quality", "quality(spearman)", "length"))] for r in rows))
    return "\n".join([
        "# Label-free weights on sets from other fields (issue 48)", "",
        "Written by `python -m benchmarks.bench_fair_quality` (sets built by "
        "`python -m benchmarks.fair_quality.fetch_sets`; provenance in each set's PROVENANCE.md). "
        f"`default` is `{DEFAULT_METHOD}`; `previous default` is `{PREVIOUS_DEFAULT}` (the default before "
        "issue 48); `own_items` is that method with its own defaults (every item judged, unsaturated).", "",
        "## Fused order against the truth: mean Spearman ρ over the queries (chance 0)", "", *table1, "",
        "## nDCG@10 against the truth (gain n - true rank + 1, tied items share their gain; chance: a random order)",
        "", *table_ndcg, "",
        "## Top-1 accuracy (the true first ranked first; a tie counts its share; chance 1 / items)", "", *table2, "",
        "## The weights against each list's true quality and length (Spearman over the lists)", "",
        "*quality*: the list's chance-corrected agreement with the truth on its own items (own_items's scale); "
        "*quality (Spearman)*: its Spearman correlation with the truth on its items (lists of two or more items); "
        "— where the weights are all equal.", "", *table3, ""])


def main(argv: list[str] | None = None) -> int:
    p = parser(__doc__, repeat=None, out=RESULTS / "bench_fair_quality", data=False)
    p.add_argument("--sets", type=Path, default=None, help="the folder fetch_sets wrote")
    args = p.parse_args(argv)
    sets = args.sets or Path(os.environ.get("RANKAGG_DATA", "")) / "other-fields"
    folders = sorted(f for f in sets.iterdir() if (f / "lists.tsv").exists()) if sets.is_dir() else []
    if not folders:
        raise SystemExit(f"no set under {sets}: run python -m benchmarks.fair_quality.fetch_sets first")
    if args.quick:  # a smoke run: the potato sets only (one query each)
        folders = [f for f in folders if f.name.startswith("potato")] or folders[:1]
    rows = [measure_set(f) for f in folders]
    json_path, md_path = outputs(args.out)
    write_results("fair_quality", rows, json_path=json_path, md_path=md_path, markdown=render(rows))
    print(render(rows))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
