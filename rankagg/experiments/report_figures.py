"""Figures of the HTML/Markdown report: NDCG@k curves and per-measure bars, at most
``MAX_SERIES`` series per panel (the best methods and the baseline; the rest stay in the table)."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Sequence

import numpy as np

from rankagg.experiments.report_data import MAX_SERIES, Entry, ResultSet, _aligned, _find_baseline, slug

__all__ = ["make_figures"]


def _plt():
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError as exc:  # pragma: no cover - exercised without the extra
        raise ImportError("figures need matplotlib: pip install 'rankagg[plot]'") from exc
    return plt


def _shown(entries: Sequence[Entry], baseline: Entry | None, key) -> tuple[list[Entry], int]:
    """The baseline and the best others by ``key`` (at most MAX_SERIES); returns them and how many were left out."""
    others = sorted((e for e in entries if e is not baseline), key=key, reverse=True)
    keep = others[: MAX_SERIES - (baseline is not None)]
    shown = ([baseline] if baseline is not None else []) + keep
    return shown, len(entries) - len(shown)


def make_figures(rs: ResultSet, folder: str | os.PathLike, *, baseline: str | None = None, measure: str = "NDCG@10", dpi: int = 110) -> list[tuple[str, Path]]:
    """Write the PNG figures; returns ``(caption, path)`` pairs.

    Each panel draws at most :data:`MAX_SERIES` series: the baseline (thick,
    dashed, black) and the best other methods by ``measure``; the caption says
    how many were left out (they are in the tables).
    """
    plt = _plt()
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    figs: list[tuple[str, Path]] = []
    # NDCG@k curves per dataset
    for ds in rs.datasets():
        entries = [e for e in rs.entries if e.dataset == ds]
        ks = [k for k in range(1, 11) if all(f"NDCG@{k}" in e.test for e in entries)]
        if not ks:
            continue
        base = _find_baseline(entries, baseline)
        shown, left = _shown(entries, base, key=lambda e: np.mean([e.test[f"NDCG@{k}"] for k in ks]))
        fig, ax = plt.subplots(figsize=(8.4, 4.2))
        for e in shown:
            style = dict(lw=2.6, ls="--", color="black") if e is base else dict(lw=1.4)
            ax.plot(ks, [e.test[f"NDCG@{k}"] for k in ks], marker="o", ms=3, label=e.label, **style)
        ax.set_xlabel("k")
        ax.set_ylabel("NDCG@k (test)")
        ax.set_title(f"NDCG@k on {ds}")
        ax.set_xticks(ks)
        ax.grid(alpha=0.3)
        ax.legend(fontsize=7, loc="center left", bbox_to_anchor=(1.01, 0.5), frameon=False)
        fig.tight_layout()
        p = folder / f"ndcg_at_k__{slug(ds)}.png"
        fig.savefig(p, dpi=dpi)
        plt.close(fig)
        more = f"; {left} more methods in the table" if left else ""
        figs.append((f"NDCG@k curves, {ds}: the baseline (dashed) and the best methods by mean NDCG@1..{ks[-1]}{more}", p))
    # robustness curves
    by_ds: dict[tuple[str, str], list[dict]] = {}
    for rec in rs.robustness:
        rob = rec["robustness"]
        by_ds.setdefault((str(rec.get("dataset", "")), str(rob.get("x_name", "x"))), []).append(rec)
    for (ds, xname), recs in by_ds.items():
        recs = sorted(recs, key=lambda r: (str(r.get("label")) != str(baseline), -float(np.mean(r["robustness"]["values"]))))
        left = max(0, len(recs) - MAX_SERIES)
        recs = recs[:MAX_SERIES]
        fig, ax = plt.subplots(figsize=(6.4, 4.2))
        ylabel = measure
        for rec in recs:
            rob = rec["robustness"]
            m = rob.get("measure", measure)
            ylabel = m
            y = np.asarray(rob["values"], dtype=float)
            ax.plot(rob["x"], y, marker="o", ms=3, label=rec.get("label", rec.get("method", "?")))
            if "std" in rob:
                s = np.asarray(rob["std"], dtype=float)
                ax.fill_between(rob["x"], y - s, y + s, alpha=0.15)
        ax.set_xlabel(xname.replace("_", " "))
        ax.set_ylabel(ylabel)
        ax.set_title(f"Robustness: {ylabel} vs {xname.replace('_', ' ')}" + (f" ({ds})" if ds else ""), fontsize=10)
        ax.grid(alpha=0.3)
        ax.legend(fontsize=7)
        fig.tight_layout()
        p = folder / f"robustness__{slug(xname)}__{slug(ds)}.png"
        fig.savefig(p, dpi=dpi)
        plt.close(fig)
        more = f"; {left} more curves not drawn" if left else ""
        figs.append((f"Robustness: {ylabel} against {xname.replace('_', ' ')}, {ds}{more}", p))
    # learned expert weights
    for rec in rs.weights:
        w = rec["weights"]
        vals = np.atleast_2d(np.asarray(w["values"], dtype=float))
        names = w.get("rankers") or [f"R{i + 1}" for i in range(vals.shape[1])]
        fig, ax = plt.subplots(figsize=(max(6.4, 0.28 * len(names)), 3.8))
        x = np.arange(len(names))
        ax.bar(x, vals.mean(axis=0), yerr=vals.std(axis=0) if vals.shape[0] > 1 else None, color="#4c72b0", capsize=2)
        ax.set_xticks(x)
        ax.set_xticklabels(names, rotation=90, fontsize=7)
        ax.set_ylabel(w.get("name", "weight"))
        lab = rec.get("label", rec.get("method", "?"))
        ax.set_title(f"Learned expert weights: {lab}" + (f" ({rec.get('dataset')})" if rec.get("dataset") else ""))
        ax.grid(alpha=0.3, axis="y")
        fig.tight_layout()
        p = folder / f"weights__{slug(lab)}__{slug(str(rec.get('dataset', '')))}.png"
        fig.savefig(p, dpi=dpi)
        plt.close(fig)
        figs.append((f"Expert weights of {lab}" + (f", {rec.get('dataset')}" if rec.get("dataset") else "") + (f": {w['name']}" if w.get("name") else ""), p))
    # per-query win/tie/loss vs the baseline
    for ds in rs.datasets():
        entries = [e for e in rs.entries if e.dataset == ds]
        base = _find_baseline(entries, baseline)
        if base is None:
            continue
        rows = []
        for e in entries:
            if e is base:
                continue
            pair = _aligned(e, base, measure)
            if pair is None:
                continue
            d = pair[0] - pair[1]
            rows.append((e.label, int(np.sum(d > 1e-12)), int(np.sum(np.abs(d) <= 1e-12)), int(np.sum(d < -1e-12))))
        if not rows:
            continue
        left = max(0, len(rows) - MAX_SERIES)
        rows = sorted(rows, key=lambda r: r[3] - r[1])[:MAX_SERIES]
        fig, ax = plt.subplots(figsize=(6.4, 0.35 * len(rows) + 1.4))
        y = np.arange(len(rows))
        win = np.array([r[1] for r in rows])
        tie = np.array([r[2] for r in rows])
        loss = np.array([r[3] for r in rows])
        ax.barh(y, win, color="#55a868", label="win")
        ax.barh(y, tie, left=win, color="#cccccc", label="tie")
        ax.barh(y, loss, left=win + tie, color="#c44e52", label="loss")
        ax.set_yticks(y)
        ax.set_yticklabels([r[0] for r in rows], fontsize=8)
        ax.invert_yaxis()
        ax.set_xlabel(f"test queries ({measure})")
        ax.set_title(f"Per-query win / tie / loss against {base.label}, {ds}")
        ax.legend(fontsize=7, loc="lower right")
        fig.tight_layout()
        p = folder / f"winloss__{slug(ds)}.png"
        fig.savefig(p, dpi=dpi)
        plt.close(fig)
        more = f" ({left} more methods in the table)" if left else ""
        figs.append((f"Per-query {measure} win/tie/loss against {base.label}, {ds}: the {len(rows)} methods with most net wins{more}", p))
    return figs
