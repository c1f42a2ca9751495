"""How much weight the default gave junk rankers, and why it gave them full weight on MQ2008-agg+25 (issue 32)

The previous default (``pseudo_qrels(fusion='rrf', rrf_k=10, unranked='zero', power=1.0, saturate=0.2, n_iter=1,
max_share=2.0)``, until issue 32's sixth session) weighs each ranker by its NDCG@20 against the top 10 of the plain RRF consensus, saturated at
0.2 x the median ranker's.  On the junk settings of ``experiments/default_rounds.toml`` (``MQ2008-agg+25``: 25
uniformly random rankers beside LETOR's 25; ``trec-covid-r4+25``: 25 random runs beside round 4's 27; ``junk``: 4
spammers among 12) this study measures, subset by subset as the experiment's test folds fuse them:

* the mean per-query quality of the real and of the junk rankers, and its chance level: the expected quality of a
  uniformly random list as long as the ranker's (:func:`rankagg.methods.quality.pseudo_qrels.chance_pseudo_ndcg`);
* the junk's share of the total weight (its equal share is the share of junk rankers) and the mean weight of a real
  and of a junk ranker (rankers weigh 1 on average);
* the setting's own measure over all its queries, its difference with Borda and RRF k=60 and the two-sided paired
  t-test's p over the queries (unadjusted);

* the quality the method itself weighs by (with ``chance='subtract'`` the excess over chance; with
  ``leave_one_out=True`` against the consensus without the ranker's own points);

for the previous default, for each of the two parameters that address it alone (``chance='subtract'``: the quality
less its chance level; ``saturate_quantile``: the saturation relative to a high quantile of the qualities, not the
median), for both together, and with the quality measured against the consensus of the other rankers
(``leave_one_out=True``: the default since, at 0.15 x the 0.9-quantile).  Writes ``results/quality/default_junk_weights.md``.

    RANKAGG_DATA=../shared/data rankagg experiment study default_junk_weights [--settings MQ2008-agg+25 ...]
"""

from __future__ import annotations

import argparse
from pathlib import Path

import numpy as np

OUT = Path("results") / "quality" / "default_junk_weights.md"
SETTINGS = ("MQ2008-agg+25", "trec-covid-r4+25", "junk")
_BASE = "pseudo_qrels(fusion='rrf', rrf_k=10, unranked='zero', power=1.0, saturate={s}, n_iter=1, max_share=2.0{x})"
#: label -> method spec
METHODS = {
    "previous default": _BASE.format(s=0.2, x=""),
    "chance only": _BASE.format(s=0.2, x=", chance='subtract'"),
    "quantile 0.9 only": _BASE.format(s=0.2, x=", saturate_quantile=0.9"),
    "chance, 0.2 x q0.75": _BASE.format(s=0.2, x=", saturate_quantile=0.75, chance='subtract'"),
    "chance, 0.15 x q0.9": _BASE.format(s=0.15, x=", saturate_quantile=0.9, chance='subtract'"),
    "chance, 0.2 x q0.9": _BASE.format(s=0.2, x=", saturate_quantile=0.9, chance='subtract'"),
    "leave one out, chance, 0.2 x median": _BASE.format(s=0.2, x=", chance='subtract', leave_one_out=True"),
    "leave one out, chance, 0.15 x q0.9 (the default)": _BASE.format(
        s=0.15, x=", saturate_quantile=0.9, chance='subtract', leave_one_out=True"),
    "leave one out, chance, 0.1 x q0.9": _BASE.format(s=0.1, x=", saturate_quantile=0.9, chance='subtract', "
                                                              "leave_one_out=True"),
}


def junk_rankers(names: tuple[str, ...]) -> np.ndarray:
    """The random rankers of a ``+K`` setting (``rand1``...) and the spammers of ``junk`` (``spam1``...)."""
    return np.array([n.startswith(("rand", "spam")) for n in names])


def weights_row(subsets, spec: str) -> dict[str, float]:
    """Qualities, chance levels and weights of the real and junk rankers, averaged over the subsets."""
    from rankagg.methods.quality.fusion import fusion_points, weighted_fusion
    from rankagg.methods.quality.query_stats import consensus_positions
    from rankagg.methods.quality.pseudo_qrels import chance_pseudo_ndcg, pseudo_ndcg
    from rankagg.methods.registry import make_method

    m = make_method(spec)
    parts: dict[str, list[float]] = {k: [] for k in ("q real", "q junk", "chance real", "chance junk", "own real",
                                                      "own junk", "share", "w real", "w junk")}
    for s in subsets:
        junk = junk_rankers(s.ranker_names)
        # the plain pseudo-NDCG and its chance level, on the plain RRF consensus (the method's one round)
        points = fusion_points(s, "rrf", "zero", 10.0)
        relevant = consensus_positions(s, weighted_fusion(s, points, np.ones((s.n_queries, s.n_rankers)), "rrf")) <= 10
        q = pseudo_ndcg(s, relevant, 20)
        e = chance_pseudo_ndcg(s.query_of_item, s.n_ranked_by > 0, relevant, s.list_lengths(), 20)
        est = m.estimate(s)
        w = est["weights"]
        for key, x in (("q", q), ("chance", e), ("own", est["quality"]), ("w", w)):
            parts[f"{key} real"].append(float(x[:, ~junk].mean()))
            parts[f"{key} junk"].append(float(x[:, junk].mean()))
        parts["share"].append(float(w[:, junk].sum() / w.sum()))
    return {k: float(np.mean(v)) for k, v in parts.items()}


def study_setting(name: str, data_dir: str | None) -> list[str]:
    from rankagg.evaluation.measures import evaluate, paired_t_test
    from rankagg.experiments.settings import load_setting, setting_measures
    from rankagg.methods.registry import make_method

    ds = load_setting(name, data_dir)
    own = (setting_measures(name) or ("NDCG@5",))[0]

    def values(spec: str) -> np.ndarray:
        return np.concatenate([(ds.evaluation.evaluate(s, make_method(spec).score(s)) if ds.evaluation is not None
                                else evaluate(s, make_method(spec).score(s)))[own] for s in ds.subsets])

    borda, rrf60 = values("borda"), values("rrf(k=60)")
    equal = float(np.mean([junk_rankers(s.ranker_names).mean() for s in ds.subsets]))
    rows = [f"| {name} ({own}) | Borda | | | | {equal:.3f} | 1 | 1 | {borda.mean():.4f} | | |",
            f"| {name} ({own}) | RRF k=60 | | | | {equal:.3f} | 1 | 1 | {rrf60.mean():.4f} | | |"]
    # the plain quality and its chance level do not depend on the method: shown once, in the Borda row
    first = weights_row(ds.subsets, METHODS["previous default"])
    rows[0] = (f"| {name} ({own}) | Borda | {first['q real']:.3f} / {first['q junk']:.3f} | {first['chance real']:.3f}"
               f" / {first['chance junk']:.3f} | | {equal:.3f} | 1 | 1 | {borda.mean():.4f} | | |")
    for label, spec in METHODS.items():
        r = weights_row(ds.subsets, spec)
        v = values(spec)
        rows.append(
            f"| {name} ({own}) | {label} | | | {r['own real']:.3f} / {r['own junk']:.3f} | "
            f"{r['share']:.3f} | {r['w real']:.3f} | {r['w junk']:.3f} | {v.mean():.4f} | "
            f"{v.mean() - borda.mean():+.4f} (p {paired_t_test(v, borda).pvalue:.2g}) | "
            f"{v.mean() - rrf60.mean():+.4f} (p {paired_t_test(v, rrf60).pvalue:.2g}) |")
        print(rows[-1], flush=True)
    return rows


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--settings", nargs="+", default=list(SETTINGS))
    ap.add_argument("--data-dir", default=None)
    ap.add_argument("--out", default=str(OUT))
    args = ap.parse_args(argv)
    rows = [row for name in args.settings for row in study_setting(name, args.data_dir)]
    methods = "; ".join(f"{k}: `{v}`" for k, v in METHODS.items())
    text = [
        "# The weight of junk rankers in the default's label-free weighting, before and after issue 32's sixth session "
        "(rankagg experiment study default_junk_weights)", "",
        "Each setting's five subsets fused one by one (as the experiment's test folds are).  Quality: each "
        "ranker's NDCG@20 against the top 10 of the plain RRF k=10 consensus, mean over queries and rankers, real "
        "/ junk; chance: the expected quality of a random list as long as the ranker's (both in the Borda row); "
        "weighed quality: what the method weighs by (the quality, or its excess over chance, against the whole "
        "consensus or, left out, the consensus of the others).  Junk share: the junk rankers' share of the total weight (their equal share in the Borda and RRF "
        "rows); weights have mean 1 over the rankers.  Measure: the setting's own over all its queries; "
        "differences with the two-sided paired t-test's p over the queries (unadjusted).", "",
        f"Methods: {methods}.", "",
        "| setting | method | quality real / junk | chance real / junk | weighed quality real / junk | junk share of the "
        "weight | weight of a real ranker | weight of a junk ranker | measure | - Borda | - RRF k=60 |",
        "|---|---|---|---|---|---:|---:|---:|---:|---|---|", *rows, ""]
    Path(args.out).parent.mkdir(parents=True, exist_ok=True)
    Path(args.out).write_text("\n".join(text))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
