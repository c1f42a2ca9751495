"""Choose the default on the sets from other fields together with TREC-COVID rounds 2-5 (issue 48.3).

Every candidate is first held to last turn's TREC results (issue 48, "Done when"), each checked on the whole
rounds as ``rankagg fuse`` runs them (:func:`benchmarks.bench_default.measure_round`):

* within .003 of the best of RRF k=60, ``rrf(k=10)`` and CombSUM on every round by its official measure;
* AP not significantly below RRF k=60's (paired t over topics, Holm over the four rounds);
* the whole job at most 1.5x RRF k=60's wall time and peak memory (best and largest of ``--repeat`` interleaved
  runs, on the shared machine: the load is recorded);
* the junk settings (``junk``, ``trec-covid-r4+25``, ``MQ2008-agg+25``: rankagg.experiments.settings) still
  significantly above RRF k=60 and Borda (each subset fused alone, as the five-fold protocol's test subsets;
  paired t over all queries, Holm over the candidate's six claims).

Among the candidates that pass, the one whose **worst** set from another field is best is chosen: its gain
on a set is its mean Spearman rho with the truth less the better of unweighted ``rrf(k=10)`` and Borda's
(ties: the mean gain, then the order of :data:`CANDIDATES`, the previous default first, so that it stays
unless another is better).  The selection is nested: for each set, the choice made on the *other* sets is
scored on it (leave one set out), so no candidate is chosen by the set it is scored on.

    RANKAGG_DATA=../shared/data OMP_NUM_THREADS=1 python -m benchmarks.fair_quality.select_default \\
        [--sets DIR] [--repeat 2] [--out results/bench_fair_quality_selection]
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any

import numpy as np

from benchmarks.bench_default import BASELINES, COST_LIMIT, ROUNDS, TOLERANCE, measure_round
from benchmarks.bench_fair_quality import fused_ndcg, fused_quality, list_weights, load_set, true_list_quality
from benchmarks.harness import RESULTS, data_dir, environment, environment_line, markdown_table, outputs, parser
from benchmarks.harness import write_results

#: the default before issue 48's selection
PREVIOUS = ("pseudo_qrels(fusion='rrf', rrf_k=10, unranked='zero', power=1.0, saturate=0.15, saturate_quantile=0.9, "
            "chance='subtract', leave_one_out=True, n_iter=1, max_share=2.0)")
_OWN = ("own_items(fusion='rrf', k=10.0, unranked='zero', power=1.0, n_iter=1, max_share=2.0, min_lists=3, "
        "min_agreement=0.1{})")
#: label -> method; the previous default first (it wins ties)
CANDIDATES = {
    "previous default": PREVIOUS,
    "own_items, first 20, saturated .15": _OWN.format(", depth=20, saturate=0.15, saturate_quantile=0.9"),
    "own_items, first 20, saturated .3": _OWN.format(", depth=20, saturate=0.3, saturate_quantile=0.9"),
    "own_items, first 20, saturated .5": _OWN.format(", depth=20, saturate=0.5, saturate_quantile=0.9"),
    "own_items, first 50, saturated .3": _OWN.format(", depth=50, saturate=0.3, saturate_quantile=0.9"),
    "own_items, first 20, unsaturated": _OWN.format(", depth=20"),
}
REFERENCES = {"rrf(k=10)": "rrf(k=10)", "Borda": "borda"}
#: the junk settings and the measure each is read by
JUNK = {"junk": "NDCG@5", "trec-covid-r4+25": "nDCG@20", "MQ2008-agg+25": "NDCG@5"}
JUNK_REFERENCES = {"RRF k=60": "rrf", "Borda": "borda"}


def trec_checks(root: Path, repeat: int) -> dict[int, dict[str, Any]]:
    """Per round: every candidate's and baseline's per-topic values and whole-job costs."""
    jobs = {"RRF k=60": ["--method", "rrf"], "rrf(k=10)": ["--method", "rrf(k=10)"],
            "CombSUM": ["--method", "combsum"], **{label: ["--method", spec] for label, spec in CANDIDATES.items()}}
    rounds = {}
    for r, measure in ROUNDS.items():
        print(f"round {r} ...", file=sys.stderr, flush=True)
        rounds[r] = measure_round(root / f"trec-covid-round{r}", measure, repeat, jobs)
    return rounds


def trec_verdicts(rounds: dict[int, dict[str, Any]]) -> dict[str, dict[str, Any]]:
    from rankagg.evaluation.measures import holm, paired_t_test

    out: dict[str, dict[str, Any]] = {}
    for label in CANDIDATES:
        rows, pvalues = [], []
        for r, rec in rounds.items():
            m, v, c = rec["measure"], rec["values"], rec["costs"]
            mean = float(np.mean(v[label][m]))
            best = max(float(np.mean(v[b][m])) for b in BASELINES)
            test = paired_t_test(np.asarray(v[label]["AP"]), np.asarray(v["RRF k=60"]["AP"]))
            pvalues.append(test.pvalue)
            rows.append({"round": r, "measure": m, "value": mean, "best baseline": best, "gap": mean - best,
                         "AP": float(np.mean(v[label]["AP"])), "AP - RRF k=60": test.mean_difference,
                         "time ratio": min(c[label]["wall_s"]) / min(c["RRF k=60"]["wall_s"]),
                         "memory ratio": max(c[label]["peak_mb"]) / max(c["RRF k=60"]["peak_mb"]),
                         "load": [x for cc in c.values() for x in cc["load"]]})
        for row, p in zip(rows, holm(pvalues)):
            row["AP p Holm"] = p
        out[label] = {
            "rounds": rows,
            "within .003": all(row["gap"] >= -TOLERANCE for row in rows),
            "AP not below": all(not (row["AP - RRF k=60"] < 0 and row["AP p Holm"] < 0.05) for row in rows),
            "cost": all(row["time ratio"] <= COST_LIMIT and row["memory ratio"] <= COST_LIMIT for row in rows)}
    return out


def junk_checks(data: str | None) -> dict[str, Any]:
    """Per junk setting: every candidate's and reference's per-query values (each subset fused alone)."""
    from rankagg.evaluation.measures import holm, paired_t_test
    from rankagg.experiments.protocol import evaluate_scores
    from rankagg.experiments.settings import load_setting
    from rankagg.methods.registry import make_method

    values: dict[str, dict[str, list[float]]] = {}
    for name, measure in JUNK.items():
        print(f"{name} ...", file=sys.stderr, flush=True)
        ds = load_setting(name, data)
        values[name] = {}
        for label, spec in {**JUNK_REFERENCES, **CANDIDATES}.items():
            per_query = [evaluate_scores(ds, s, make_method(spec).aggregate(s))[measure] for s in ds.subsets]
            values[name][label] = np.concatenate(per_query).tolist()
    verdicts: dict[str, Any] = {}
    for label in CANDIDATES:
        claims: list[dict[str, Any]] = []
        for name in JUNK:
            for ref in JUNK_REFERENCES:
                a, b = np.asarray(values[name][label]), np.asarray(values[name][ref])
                test = paired_t_test(a, b)
                claims.append({"setting": name, "against": ref, "value": float(a.mean()), "reference": float(b.mean()),
                               "difference": test.mean_difference, "p": test.pvalue})
        for claim, p in zip(claims, holm([c["p"] for c in claims])):
            claim["p Holm"] = p
            claim["significantly above"] = claim["difference"] > 0 and p < 0.05
        verdicts[label] = {"claims": claims, "junk kept": all(c["significantly above"] for c in claims)}
    return {"values": values, "verdicts": verdicts}


def dev_sets(folders: list[Path]) -> list[dict[str, Any]]:
    """Per set from another field: every method's Spearman rho, nDCG@10 (and its chance) and top-1, and the
    weighted methods' weights against each list's true quality."""
    from scipy.stats import spearmanr

    from rankagg.methods.registry import make_method

    rows = []
    for folder in folders:
        data, true_rank = load_set(folder)
        kappa, rho_lists = true_list_quality(data, true_rank)
        row: dict[str, Any] = {"set": folder.name, "queries": data.n_queries, "lists": data.n_rankers}
        for label, spec in {**REFERENCES, **CANDIDATES}.items():
            method = make_method(spec)
            scores = method.score(data)
            row[f"{label} rho"], row[f"{label} top1"] = fused_quality(data, true_rank, scores)
            row[f"{label} nDCG@10"], row["nDCG@10 chance"] = fused_ndcg(data, true_rank, scores)
            if label in CANDIDATES:
                w = list_weights(spec, data)
                ok = ~np.isnan(kappa)
                row[f"{label} weights"] = w.tolist()
                row[f"{label} weights~quality"] = (None if np.ptp(w[ok]) == 0 or ok.sum() < 3 else
                                                   float(spearmanr(w[ok], kappa[ok]).statistic))
        row["true quality"] = kappa.tolist()
        row["top-1 chance"] = float(np.mean([1.0 / (s.stop - s.start) for s in data.query_slices()]))
        rows.append(row)
    return rows


def choose(labels: list[str], sets: list[dict[str, Any]]) -> tuple[str | None, dict[str, tuple[float, float]]]:
    """The candidate whose worst gain over the better of rrf(k=10) and Borda is best (then the mean gain, then
    the order of ``labels``), with every candidate's (worst, mean) gain."""
    keys = {}
    for label in labels:
        gains = [s[f"{label} rho"] - max(s[f"{ref} rho"] for ref in REFERENCES) for s in sets]
        keys[label] = (min(gains), float(np.mean(gains)))
    best = max(labels, key=lambda lb: (round(keys[lb][0], 12), round(keys[lb][1], 12), -labels.index(lb)),
               default=None)
    return best, keys


def _f(v: Any, spec: str = ".4f") -> str:
    return "—" if v is None else format(v, spec)


def render(trec: dict[str, Any], junk: dict[str, Any], sets: list[dict[str, Any]], selection: dict[str, Any],
           env: dict[str, Any]) -> str:
    lines = ["# The default chosen on sets from other fields and TREC-COVID rounds 2-5 (issue 48)", "",
             "Written by `python -m benchmarks.fair_quality.select_default` (module docstring: the rule). "
             "Candidates:", ""]
    lines += [f"- **{label}**: `{spec}`" for label, spec in CANDIDATES.items()]
    lines += ["", "## 1. TREC-COVID rounds 2-5, whole rounds (`rankagg fuse`, each round's official measure)", ""]
    head = ["candidate", *(f"r{r['round']} {r['measure']} (gap)" for r in next(iter(trec.values()))["rounds"]),
            "AP - RRF k=60 (Holm p), per round", "time / memory ratio to RRF k=60, per round",
            "within .003", "AP not below", "cost <= 1.5x"]
    lines += markdown_table(head, [[label, *(f"{r['value']:.4f} ({r['gap']:+.4f})" for r in v["rounds"]),
                                    "; ".join(f"{r['AP - RRF k=60']:+.4f} ({r['AP p Holm']:.2g})" for r in v["rounds"]),
                                    "; ".join(f"{r['time ratio']:.2f}/{r['memory ratio']:.2f}" for r in v["rounds"]),
                                    v["within .003"], v["AP not below"], v["cost"]]
                                   for label, v in trec.items()])
    loads = [x for v in trec.values() for r in v["rounds"] for x in r["load"]]
    lines += ["", f"1-minute load average during the jobs: {min(loads):.1f}-{max(loads):.1f} (2 shared cores).", "",
              "## 2. The junk settings (each subset fused alone; paired t over the queries, Holm over six claims)", ""]
    rows = []
    for label, v in junk["verdicts"].items():
        rows.append([label, *(f"{c['value']:.4f} vs {c['reference']:.4f} ({c['difference']:+.4f}, p {c['p Holm']:.2g})"
                              for c in v["claims"]), v["junk kept"]])
    claims0 = next(iter(junk["verdicts"].values()))["claims"]
    lines += markdown_table(["candidate", *(f"{c['setting']} vs {c['against']}" for c in claims0),
                             "significantly above both everywhere"], rows)
    lines += ["", "## 3. Sets from other fields", "",
              "Mean Spearman ρ of the fused order with the truth over the queries (chance 0); the better of "
              "`rrf(k=10)` and Borda is the reference of the rule.", ""]
    labels = [*REFERENCES, *CANDIDATES]
    lines += markdown_table(["set", "queries", "lists", *labels],
                            [[s["set"], s["queries"], s["lists"], *(_f(s[f"{lb} rho"]) for lb in labels)] for s in sets])
    lines += ["", "nDCG@10 against the truth (gain n - true rank + 1, tied items share their gain; chance: a random "
              "order) and top-1 accuracy (chance: 1 / items):", ""]
    lines += markdown_table(["set", "nDCG@10 chance", *(f"{lb} nDCG@10" for lb in labels), "top-1 chance",
                             *(f"{lb} top-1" for lb in labels)],
                            [[s["set"], _f(s["nDCG@10 chance"]), *(_f(s[f"{lb} nDCG@10"]) for lb in labels),
                              _f(s["top-1 chance"]), *(_f(s[f"{lb} top1"]) for lb in labels)] for s in sets])
    lines += ["", "Spearman correlation over the lists between each candidate's weights and the lists' true "
              "quality (chance-corrected agreement with the truth on their own items); — where the weights are "
              "equal:", ""]
    lines += markdown_table(["set", *CANDIDATES], [[s["set"], *(_f(s[f"{lb} weights~quality"]) for lb in CANDIDATES)]
                                                   for s in sets])
    passing = selection["passing"]
    lines += ["", "## 4. The selection", "",
              f"Candidates that keep last turn's TREC results (all of §1 and §2): {', '.join(passing) or 'none'}.", ""]
    lines += markdown_table(["candidate", "passes TREC", "worst gain over max(rrf(k=10), Borda)", "mean gain"],
                            [[lb, lb in passing, f"{w:+.4f}", f"{m:+.4f}"] for lb, (w, m) in selection["keys"].items()])
    lines += ["", f"**Chosen on all sets: {selection['chosen']}.**", "",
              "Nested (leave one set out): the candidate chosen on the other sets, scored on the set left out:", ""]
    lines += markdown_table(["set left out", "chosen on the others", "its ρ", "max(rrf(k=10), Borda) ρ", "gain",
                             "at or above the reference - .01"],
                            [[n["set"], n["chosen"], f"{n['rho']:.4f}", f"{n['reference']:.4f}",
                              f"{n['rho'] - n['reference']:+.4f}", n["rho"] >= n["reference"] - 0.01]
                             for n in selection["nested"]])
    lines += ["", environment_line(env), ""]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    p = parser(__doc__, repeat=2, out=RESULTS / "bench_fair_quality_selection")
    p.add_argument("--sets", type=Path, default=None, help="the folder fetch_sets wrote")
    args = p.parse_args(argv)
    root = data_dir(args.data_dir)
    sets_dir = args.sets or root / "other-fields"
    folders = sorted(f for f in sets_dir.iterdir() if (f / "lists.tsv").exists()) if sets_dir.is_dir() else []
    if not folders:
        raise SystemExit(f"no set under {sets_dir}: run python -m benchmarks.fair_quality.fetch_sets first")
    env = environment()
    sets = dev_sets(folders)
    junk = junk_checks(str(root))
    rounds = trec_checks(root, args.repeat)
    trec = trec_verdicts(rounds)
    passing = [lb for lb in CANDIDATES if trec[lb]["within .003"] and trec[lb]["AP not below"] and trec[lb]["cost"]
               and junk["verdicts"][lb]["junk kept"]]
    chosen, keys = choose(passing, sets)
    _, all_keys = choose(list(CANDIDATES), sets)
    nested = []
    for s in sets:
        pick, _ = choose(passing, [o for o in sets if o is not s])
        if pick is not None:
            nested.append({"set": s["set"], "chosen": pick, "rho": s[f"{pick} rho"],
                           "reference": max(s[f"{ref} rho"] for ref in REFERENCES)})
    selection = {"passing": passing, "chosen": chosen, "keys": all_keys, "nested": nested}
    md = render(trec, junk, sets, selection, env)
    json_path, md_path = outputs(args.out)
    write_results("fair_quality_selection", sets, json_path=json_path, md_path=md_path, markdown=md, env=env,
                  candidates=CANDIDATES, trec=trec, junk=junk["verdicts"], selection=selection,
                  per_topic={str(r): rec for r, rec in rounds.items()}, junk_values=junk["values"])
    print(md)
    return 0


if __name__ == "__main__":
    sys.exit(main())
