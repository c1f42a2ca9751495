"""A case study like Figure 4 of Volkovs et al. (2012): where consensus (RRF) is wrong and LR-logR is right.

Fits LR-logR on fold 1 of MQ2008-agg (train S1-S3, model selection on S4), scores the test
queries (S5) with it and with RRF, and lists the test queries where RRF's NDCG@1 is 0 and
LR-logR's is 1.  For the smallest such query (Figure 4 shows one with 8 documents) it prints
the expert rank matrix (raw LETOR positions, '.' = not ranked), the labels, both score vectors
and both rankings, and the learned per-expert weights that explain the difference.

Writes results/lragg/case_study.md (and case_study.png when matplotlib is installed).
Usage: rankagg experiment study lragg_case_study [--dataset MQ2008-agg] [--fold 1]
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

import numpy as np

ROOT = Path.cwd()  # the repository root: `rankagg experiment study NAME` runs from it

from rankagg.io.datasets import load_letor_agg  # noqa: E402
from rankagg.evaluation.measures import evaluate  # noqa: E402
from rankagg.methods.registry import make_method  # noqa: E402

OUT = ROOT / "results" / "lragg"


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--dataset", default="MQ2008-agg")
    ap.add_argument("--fold", type=int, default=1)
    ap.add_argument("--data-dir", default=None)
    args = ap.parse_args(argv)
    ds = load_letor_agg(args.dataset, args.data_dir)
    fold = ds.fold(args.fold)
    lr = make_method("lr_agg", transform="logdiff").fit(fold.train, fold.vali)
    rrf = make_method("rrf")
    test = fold.test
    s_lr, s_rrf = lr.aggregate(test), rrf.aggregate(test)
    raw_lr, raw_rrf = lr.score(test), rrf.score(test)
    n1_lr = evaluate(test, s_lr)["NDCG@1"]
    n1_rrf = evaluate(test, s_rrf)["NDCG@1"]
    wins = np.flatnonzero((n1_rrf == 0) & (n1_lr == 1))
    losses = np.flatnonzero((n1_rrf == 1) & (n1_lr == 0))
    sizes = test.sizes
    cand = wins[sizes[wins] >= 5]
    q = int(cand[np.argmin(sizes[cand])]) if cand.size else int(wins[np.argmin(sizes[wins])])
    sl = slice(int(test.offsets[q]), int(test.offsets[q + 1]))
    ranks = test.ranks[sl]
    used = np.flatnonzero(~np.all(np.isnan(ranks), axis=0))
    assert test.labels is not None
    labels = test.labels[sl]
    n = sl.stop - sl.start
    k = test.n_rankers
    coef = np.asarray(lr.coef_)
    w_u = coef[: 3 * k].reshape(k, 3)[:, 0]
    w_v = coef[: 3 * k].reshape(k, 3)[:, 2]
    bias = coef[3 * k :]

    def order(s):
        return " > ".join(f"d{i + 1}" for i in np.argsort(-s[sl], kind="stable"))

    lines = [
        f"# Case study (Figure 4 of Volkovs et al. 2012): {args.dataset}, fold {args.fold} test set",
        "",
        f"Test queries: {test.n_queries}.  RRF NDCG@1 = 0 and LR-logR NDCG@1 = 1 on **{len(wins)}** queries; "
        f"the reverse on {len(losses)}.",
        "",
        f"Query **{test.qids[q]}** ({n} documents; experts that ranked at least one of them: {len(used)} of {k}).",
        "Rank matrix R (raw LETOR positions, `.` = not ranked), the relevance labels L, and both score vectors:",
        "",
        "| doc | " + " | ".join(test.ranker_names[j] for j in used) + " | L | RRF score | LR-logR score |",
        "|---" * (len(used) + 4) + "|",
    ]
    for i in range(n):
        cells = ["." if np.isnan(ranks[i, j]) else f"{int(ranks[i, j])}" for j in used]
        lines.append(
            f"| d{i + 1} | " + " | ".join(cells) + f" | {labels[i]} | {raw_rrf[sl][i]:.4f} | {raw_lr[sl][i]:.4f} |"
        )
    lines += [
        "",
        f"RRF ranking:     {order(raw_rrf)}  (NDCG@1 = {n1_rrf[q]:.0f})",
        f"LR-logR ranking: {order(raw_lr)}  (NDCG@1 = {n1_lr[q]:.0f})",
        "",
        "Learned weights of the experts in this query (U = 'prefers others', V = 'is preferred', "
        "b = bias when the expert did not rank the document; Eq. 4):",
        "",
        "| expert | " + " | ".join(test.ranker_names[j] for j in used) + " |",
        "|---" * (len(used) + 1) + "|",
        "| w_U | " + " | ".join(f"{w_u[j]:+.3f}" for j in used) + " |",
        "| w_V | " + " | ".join(f"{w_v[j]:+.3f}" for j in used) + " |",
        "| b | " + " | ".join(f"{bias[j]:+.3f}" for j in used) + " |",
        "",
        "RRF rewards documents that many experts rank; LR-logR learned which experts to trust "
        "(and how to read a missing rank), so a document favoured by a few reliable experts can win.",
        "",
        f"All such queries (qid, size): {[(str(test.qids[i]), int(sizes[i])) for i in wins]}",
    ]
    OUT.mkdir(parents=True, exist_ok=True)
    (OUT / "case_study.md").write_text("\n".join(lines) + "\n")
    (OUT / "case_study.json").write_text(
        json.dumps(
            {
                "qid": str(test.qids[q]),
                "ranks": [[None if np.isnan(v) else float(v) for v in row] for row in ranks[:, used]],
                "experts": [test.ranker_names[j] for j in used],
                "labels": labels.tolist(),
                "rrf": raw_rrf[sl].tolist(),
                "lr_logr": raw_lr[sl].tolist(),
                "n_wins": int(len(wins)),
                "n_losses": int(len(losses)),
            },
            indent=1,
        )
    )
    print("\n".join(lines))
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        return
    fig, axes = plt.subplots(1, 3, figsize=(10, 3.5), gridspec_kw={"width_ratios": [len(used), 1, max(4, len(used) // 3)]})
    norm = np.where(np.isnan(ranks[:, used]), 0.0, 1.0 / np.log2(1.0 + np.nan_to_num(ranks[:, used], nan=1.0)))
    axes[0].imshow(norm, cmap="Greys", aspect="auto")
    axes[0].set_title("R: 1/log2(1+rank), white = unranked", fontsize=9)
    axes[0].set_yticks(range(n), [f"d{i + 1}" for i in range(n)])
    axes[0].set_xlabel("expert")
    axes[1].imshow(labels[:, None], cmap="Greys", aspect="auto", vmin=0, vmax=2)
    axes[1].set_title("L")
    axes[1].set_xticks([])
    axes[1].set_yticks([])
    z = lambda s: (s - s.mean()) / (s.std() + 1e-12)  # noqa: E731
    axes[2].barh(np.arange(n) - 0.2, z(raw_rrf[sl]), height=0.4, label="RRF")
    axes[2].barh(np.arange(n) + 0.2, z(raw_lr[sl]), height=0.4, label="LR-logR")
    axes[2].invert_yaxis()
    axes[2].set_yticks([])
    axes[2].legend(fontsize=8, loc="lower right")
    axes[2].set_title("standardised scores", fontsize=9)
    fig.tight_layout()
    fig.savefig(OUT / "case_study.png", dpi=110)


if __name__ == "__main__":
    main()
