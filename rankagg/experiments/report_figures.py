"""Figures of the HTML/Markdown report: NDCG@k curves, robustness curves, expert weights, and per query
against the baseline (sorted differences, win/tie/loss); at most ``MAX_SERIES`` series per panel (the
best methods and the baseline; the rest stay in the table).  Labels are drawn as plain text (``$`` escaped)."""

from __future__ import annotations

import hashlib
import os
from pathlib import Path
from typing import Any, Sequence

import numpy as np

from rankagg.experiments.report_data import (MAX_SERIES, Entry, ResultSet, _aligned, dataset_baseline,
                                             mpl_escape, slug)
from rankagg.experiments.paths import name_under
from rankagg.io.atomic import atomic_output
from rankagg.io.output_guard import check_output_path

__all__ = ["figure_path", "make_figures", "plot_measure", "place_figures"]


def plot_measure(measures: Sequence[str]) -> str:
    """The measure of the per-query figures among a table's columns: nDCG@10 (any case) if there, else the first."""
    for m in measures:
        if m.lower() == "ndcg@10":
            return m
    return measures[0] if measures else "NDCG@10"


def figure_path(folder: Path, kind: str, *names: str) -> Path:
    """``folder / "<kind>__<slug of each name>.png"``, the names from result files: slugs, so never a separator
    or ``..``; a name past 200 bytes is cut and told apart by a hash of the whole (a file name has 255)."""
    stem = "__".join([kind, *(slug(n) for n in names)])
    if len(stem) > 200:
        stem = f"{stem[:180]}-{hashlib.sha256(stem.encode()).hexdigest()[:12]}"
    return name_under(folder, f"{stem}.png", f"the figure {kind} of {', '.join(map(repr, names))}")


def _saved(plt: Any, fig: Any, dpi: int, folder: Path, kind: str, *names: str) -> Path:
    """``fig`` laid out, written as a PNG at :func:`figure_path` and closed; its path."""
    fig.tight_layout()
    p = figure_path(folder, kind, *names)
    fig.savefig(p, dpi=dpi)
    plt.close(fig)
    return p


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


def make_figures(rs: ResultSet, folder: str | os.PathLike, *, baseline: str | None = None, measure: str = "NDCG@10",
                 measures: dict[str, str] | None = None, dpi: int = 110) -> list[tuple[str, Path]]:
    """Write the PNG figures; returns ``(caption, path)`` pairs.

    Each panel draws at most :data:`MAX_SERIES` series: the baseline (thick,
    dashed, black) and the best other methods by ``measure``; the caption says
    how many were left out (they are in the tables).  ``measures`` gives the
    per-query figures' measure of a dataset (default ``measure``).
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
        base = dataset_baseline(entries, baseline)
        shown, left = _shown(entries, base, key=lambda e: np.mean([e.test[f"NDCG@{k}"] for k in ks]))
        fig, ax = plt.subplots(figsize=(8.4, 4.2))
        for e in shown:
            style = dict(lw=2.6, ls="--", color="black") if e is base else dict(lw=1.4)
            ax.plot(ks, [e.test[f"NDCG@{k}"] for k in ks], marker="o", ms=3, label=mpl_escape(e.label), **style)
        ax.set_xlabel("k")
        ax.set_ylabel("NDCG@k (test)")
        ax.set_title(mpl_escape(f"NDCG@k on {ds}"))
        ax.set_xticks(ks)
        ax.grid(alpha=0.3)
        ax.legend(fontsize=7, loc="center left", bbox_to_anchor=(1.01, 0.5), frameon=False)
        p = _saved(plt, fig, dpi, folder, "ndcg_at_k", ds)
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
            ax.plot(rob["x"], y, marker="o", ms=3, label=mpl_escape(str(rec.get("label", rec.get("method", "?")))))
            if "std" in rob:
                s = np.asarray(rob["std"], dtype=float)
                ax.fill_between(rob["x"], y - s, y + s, alpha=0.15)
        ax.set_xlabel(mpl_escape(xname.replace("_", " ")))
        ax.set_ylabel(mpl_escape(str(ylabel)))
        ax.set_title(mpl_escape(f"Robustness: {ylabel} vs {xname.replace('_', ' ')}" + (f" ({ds})" if ds else "")), fontsize=10)
        ax.grid(alpha=0.3)
        ax.legend(fontsize=7)
        p = _saved(plt, fig, dpi, folder, "robustness", xname, ds)
        more = f"; {left} more curves not drawn" if left else ""
        figs.append((f"Robustness: {ylabel} against {xname.replace('_', ' ')}, {ds}{more}", p))
    # learned expert weights
    for rec in rs.weights:
        w = rec["weights"]
        vals = np.atleast_2d(np.asarray(w["values"], dtype=float))
        names = [mpl_escape(str(n)) for n in w.get("rankers") or [f"R{i + 1}" for i in range(vals.shape[1])]]
        fig, ax = plt.subplots(figsize=(max(6.4, 0.28 * len(names)), 3.8))
        x = np.arange(len(names))
        ax.bar(x, vals.mean(axis=0), yerr=vals.std(axis=0) if vals.shape[0] > 1 else None, color="#4c72b0", capsize=2)
        ax.set_xticks(x)
        ax.set_xticklabels(names, rotation=90, fontsize=7)
        ax.set_ylabel(mpl_escape(str(w.get("name", "weight"))))
        lab = str(rec.get("label", rec.get("method", "?")))
        ax.set_title(mpl_escape(f"Learned expert weights: {lab}" + (f" ({rec.get('dataset')})" if rec.get("dataset") else "")))
        ax.grid(alpha=0.3, axis="y")
        p = _saved(plt, fig, dpi, folder, "weights", lab, str(rec.get("dataset", "")))
        figs.append((f"Expert weights of {lab}" + (f", {rec.get('dataset')}" if rec.get("dataset") else "") + (f": {w['name']}" if w.get("name") else ""), p))
    # per query against the baseline: sorted differences, then win/tie/loss
    for ds in rs.datasets():
        entries = [e for e in rs.entries if e.dataset == ds]
        base = dataset_baseline(entries, baseline)
        if base is None:
            continue
        m = (measures or {}).get(ds, measure)
        diffs = [(e.label, d) for e in entries if e is not base and (pair := _aligned(e, base, m)) is not None
                 for d in [pair[0] - pair[1]]]
        if not diffs:
            continue
        figs.append(_difference_figure(plt, folder, ds, base, m, diffs, dpi))
        figs.append(_winloss_figure(plt, folder, ds, base, m, diffs, dpi))
    return figs


def _difference_figure(plt, folder: Path, ds: str, base: Entry, measure: str, diffs: list[tuple[str, np.ndarray]],
                       dpi: int) -> tuple[str, Path]:
    """Small multiples: each run's per-query difference from the baseline, sorted, best mean difference first."""
    ranked = sorted(diffs, key=lambda r: -float(np.mean(r[1])))
    shown = ranked[: MAX_SERIES]
    left = len(ranked) - len(shown)
    ncol = 2 if len(shown) > 1 else 1
    nrow = (len(shown) + ncol - 1) // ncol
    fig, axes = plt.subplots(nrow, ncol, figsize=(8.4, 2.0 * nrow + 0.8), squeeze=False, sharey=True)
    lim = max(float(np.max(np.abs(d))) for _, d in shown) or 1.0
    for ax, (label, d) in zip(axes.flat, shown):
        d = np.sort(d)[::-1]
        # one filled step patch per sign, not one bar per query (17k bars took half a minute to draw)
        edges = np.arange(len(d) + 1) - 0.5
        ax.stairs(np.where(d > 0, d, 0.0), edges, baseline=0.0, fill=True, color="#55a868", lw=0)
        ax.stairs(np.where(d < 0, d, 0.0), edges, baseline=0.0, fill=True, color="#c44e52", lw=0)
        ax.axhline(0, color="black", lw=0.6)
        ax.set_ylim(-lim * 1.05, lim * 1.05)
        wins, losses = int(np.sum(d > 1e-12)), int(np.sum(d < -1e-12))
        ax.set_title(mpl_escape(f"{label}: mean {np.mean(d):+.4f}, {wins} up / {losses} down of {len(d)}"), fontsize=8)
        ax.set_xticks([])
        ax.grid(alpha=0.3, axis="y")
    for ax in list(axes.flat)[len(shown):]:
        ax.set_visible(False)
    fig.supylabel(mpl_escape(f"{measure}: run - {base.label}"), fontsize=9)
    fig.supxlabel("queries, sorted by difference", fontsize=9)
    p = _saved(plt, fig, dpi, folder, "perquery_diff", ds)
    which = f"the {len(shown)} with the highest mean difference; {left} more in the table" if left else \
        "highest mean difference first"
    return (f"Per-query {measure} of each method minus {base.label} ({ds}), one bar per query, sorted: green above, "
            f"red below the baseline; {which}", p)


def _winloss_figure(plt, folder: Path, ds: str, base: Entry, measure: str, diffs: list[tuple[str, np.ndarray]],
                    dpi: int) -> tuple[str, Path]:
    rows = [(label, int(np.sum(d > 1e-12)), int(np.sum(np.abs(d) <= 1e-12)), int(np.sum(d < -1e-12))) for label, d in diffs]
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
    ax.set_yticklabels([mpl_escape(r[0]) for r in rows], fontsize=8)
    ax.invert_yaxis()
    ax.set_xlabel(mpl_escape(f"queries ({measure})"))
    ax.set_title(mpl_escape(f"Per-query win / tie / loss against {base.label}, {ds}"))
    ax.legend(fontsize=7, loc="lower right")
    p = _saved(plt, fig, dpi, folder, "winloss", ds)
    more = f" ({left} more methods in the table)" if left else ""
    return (f"Per-query {measure} win/tie/loss against {base.label}, {ds}: the {len(rows)} methods with most net wins{more}", p)


def place_figures(figs: list[tuple[str, Path]], folder: Path, inputs: Sequence[str | os.PathLike]
                  ) -> list[tuple[str, Path]]:
    """The figures drawn in a temporary folder (``figs``), moved into ``folder`` once every one is drawn: each
    target through the output guard first (a folder, a device or an input of the report under a figure's name is
    refused before any is written), then written atomically.  Drawn in place, a figure that failed left the ones
    before it in ``folder`` beside no report (``report -o r.md``: ``r_figures/`` half made)."""
    placed = [(caption, folder / p.name) for caption, p in figs]
    for _, target in placed:
        check_output_path(target, inputs, param="-o (its figure)")
    for (_, drawn), (_, target) in zip(figs, placed):
        with atomic_output(target, inputs=inputs, param="-o (its figure)") as fh:
            fh.write(drawn.read_bytes())
    return placed
