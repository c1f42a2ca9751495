"""``rankagg report``: results the way papers show them.

Reads result JSON files (the schema of ``docs/results-schema.md``: a
:meth:`rankagg.experiments.protocol.ProtocolResult.to_dict` plus ``label`` and optional
``per_query`` / ``robustness`` / ``weights`` / benchmark ``rows``) and writes

* a table per dataset, methods x measures, the best value of each column in
  **bold**, and a mark where a method differs significantly from the chosen
  baseline on the per-query values (paired two-sided test, ``▲`` better,
  ``▼`` worse at level ``alpha``);
* PNG figures (matplotlib): NDCG@k curves per dataset, robustness curves
  (measure against the number of rankers or of random rankers), learned expert
  weights, and per-query win/tie/loss counts against the baseline; each panel
  draws at most :data:`MAX_SERIES` series (the baseline, highlighted, and the
  best methods), the others stay in the table;
* Markdown (``report.md``, figures in ``<output stem>_figures/``) or one
  self-contained HTML page (``report.html``, figures embedded as data URIs).

Besides protocol results it reads the output of ``rankagg evaluate --json``
(measure means, optionally ``per_query``): one entry per file, labelled by the
file name, under the dataset name "evaluated runs".

``rankagg report`` calls :func:`add_report_arguments` and :func:`run_report`.
"""

from __future__ import annotations

import argparse
import base64
import html
import json
import math
import os
import re
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterable, Sequence

import numpy as np

from rankagg.evaluation.measures import ALL_MEASURES, paired_t_test, randomization_test
from rankagg.io._common import atomic_write_text

__all__ = [
    "SCHEMA",
    "ResultSet",
    "load_results",
    "results_table",
    "make_figures",
    "build_report",
    "add_report_arguments",
    "run_report",
    "result_record",
    "slug",
]

SCHEMA = "rankagg-results/1"
#: at most this many series in one figure panel (the baseline included)
MAX_SERIES = 8
#: dataset name given to ``rankagg evaluate --json`` outputs
EVALUATED = "evaluated runs"
DEFAULT_MEASURES = ("P@1", "P@5", "P@10", "NDCG@1", "NDCG@5", "NDCG@10", "MAP")
BETTER, WORSE = "▲", "▼"


def slug(text: str) -> str:
    """File-name-safe form of a label (``"St.Agg_RRF (Eq. 11)"`` -> ``"st-agg_rrf-eq-11"``)."""
    s = re.sub(r"[^A-Za-z0-9_]+", "-", text).strip("-").lower()
    return s or "result"


def result_record(result, label: str | None = None, **extra: Any) -> dict[str, Any]:
    """A :class:`~rankagg.experiments.protocol.ProtocolResult` as a schema record with its label.

    This is :meth:`ProtocolResult.to_dict` (``rankagg-results/2``: per-query values of
    every measure included) plus any ``extra`` keys.
    """
    rec = json.loads(result.to_json(label))
    rec.update(extra)
    return rec


def _evaluate_entry(rec: dict[str, Any], path: Path) -> "Entry":
    """An entry from ``rankagg evaluate --json`` output: measure means and optional ``per_query`` {qid: {measure: v}}."""
    test = {k: float(v) for k, v in rec.items() if k != "per_query"}
    per_query = qids = None
    pq = rec.get("per_query")
    if pq:
        qids = np.asarray(list(pq), dtype=str)
        measures = sorted({m for row in pq.values() for m in row})
        per_query = {m: np.asarray([float(pq[q].get(m, np.nan)) for q in pq]) for m in measures}
    return Entry(path=str(path), label=path.stem, dataset=EVALUATED, method=path.stem, test=test,
                 per_query=per_query, qids=qids, raw=rec)


def _is_evaluate_output(rec: dict[str, Any]) -> bool:
    keys = [k for k in rec if k != "per_query"]
    return bool(keys) and "schema" not in rec and all(
        isinstance(rec[k], (int, float)) and not isinstance(rec[k], bool) for k in keys)


# ---------------------------------------------------------------- loading
@dataclass
class Entry:
    path: str
    label: str
    dataset: str
    method: str
    test: dict[str, float]
    per_query: dict[str, np.ndarray] | None
    qids: np.ndarray | None
    raw: dict[str, Any] = field(repr=False)


@dataclass
class ResultSet:
    entries: list[Entry]
    robustness: list[dict[str, Any]]
    weights: list[dict[str, Any]]
    benchmarks: list[dict[str, Any]]

    def datasets(self) -> list[str]:
        seen: list[str] = []
        for e in self.entries:
            if e.dataset not in seen:
                seen.append(e.dataset)
        return seen


def _json_files(paths: Iterable[str | os.PathLike]) -> list[Path]:
    out: list[Path] = []
    for p in map(Path, paths):
        if p.is_dir():
            out.extend(sorted(p.glob("*.json")))
        elif p.is_file():
            out.append(p)
        else:
            raise FileNotFoundError(f"no result file or folder {p}")
    return out


def load_results(paths: Iterable[str | os.PathLike]) -> ResultSet:
    """Read result JSON files and folders of them (``*.json``)."""
    entries, robust, weights, bench = [], [], [], []
    files = _json_files(paths)
    if not files:
        raise ValueError("no result files found")
    for f in files:
        try:
            rec = json.loads(f.read_text())
        except json.JSONDecodeError as exc:
            raise ValueError(f"{f}: not valid JSON ({exc})") from None
        if not isinstance(rec, dict):
            raise ValueError(f"{f}: a result file holds one JSON object")
        if _is_evaluate_output(rec):
            entries.append(_evaluate_entry(rec, f))
            continue
        schema = rec.get("schema", SCHEMA)
        if not str(schema).startswith("rankagg-results/"):
            raise ValueError(f"{f}: unknown schema {schema!r}")
        kind = rec.get("kind", "protocol" if "test" in rec else None)
        if kind == "benchmark":
            bench.append({**rec, "_path": str(f)})
            continue
        if "robustness" in rec:
            robust.append({**rec, "_path": str(f)})
        if "weights" in rec:
            weights.append({**rec, "_path": str(f)})
        if kind != "protocol":
            if kind is None and not ("robustness" in rec or "weights" in rec):
                raise ValueError(f"{f}: neither a protocol result (no 'test') nor a known kind")
            continue
        for key in ("dataset", "method", "test"):
            if key not in rec:
                raise ValueError(f"{f}: protocol result without {key!r}")
        if not isinstance(rec["test"], dict) or not all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in rec["test"].values()):
            raise ValueError(f"{f}: 'test' must map measure names to numbers, got {json.dumps(rec['test'])[:80]}")
        pq = rec.get("per_query")
        per_query = qids = None
        if pq:
            qids = np.asarray(pq.get("qids", []), dtype=str)
            per_query = {k: np.asarray(v, dtype=float) for k, v in pq.items() if k != "qids"}
        entries.append(
            Entry(
                path=str(f),
                label=str(rec.get("label") or rec["method"]),
                dataset=str(rec["dataset"]),
                method=str(rec["method"]),
                test={k: float(v) for k, v in rec["test"].items()},
                per_query=per_query,
                qids=qids,
                raw=rec,
            )
        )
    return ResultSet(entries, robust, weights, bench)


# ---------------------------------------------------------------- significance
def _aligned(a: Entry, b: Entry, measure: str) -> tuple[np.ndarray, np.ndarray] | None:
    if a.per_query is None or b.per_query is None or measure not in a.per_query or measure not in b.per_query:
        return None
    if a.qids is not None and b.qids is not None and len(a.qids) and len(b.qids):
        common, ia, ib = np.intersect1d(a.qids, b.qids, return_indices=True)
        if len(common) == 0:
            return None
        return a.per_query[measure][ia], b.per_query[measure][ib]
    if len(a.per_query[measure]) != len(b.per_query[measure]):
        return None
    return a.per_query[measure], b.per_query[measure]


def significance(a: Entry, b: Entry, measure: str, *, test: str = "t", alpha: float = 0.05) -> str:
    """``▲`` / ``▼`` when ``a`` is significantly better / worse than ``b`` on ``measure``, else ``""``."""
    pair = _aligned(a, b, measure)
    if pair is None:
        return ""
    x, y = pair
    res = paired_t_test(x, y) if test == "t" else randomization_test(x, y, n_resamples=2000, random_state=0)
    if res.pvalue < alpha and res.mean_difference != 0:
        return BETTER if res.mean_difference > 0 else WORSE
    return ""


# ---------------------------------------------------------------- tables
@dataclass
class Table:
    dataset: str
    measures: list[str]
    rows: list[tuple[str, list[float | None], list[str], list[bool]]]  # label, values, marks, bold
    baseline: str | None
    note: str


def _find_baseline(entries: Sequence[Entry], baseline: str | None) -> Entry | None:
    if baseline is None:
        return None
    for e in entries:
        if baseline in (e.label, e.method):
            return e
    return None


def results_table(
    rs: ResultSet,
    dataset: str,
    *,
    measures: Sequence[str] = DEFAULT_MEASURES,
    baseline: str | None = None,
    test: str = "t",
    alpha: float = 0.05,
) -> Table:
    """Methods x measures for one dataset, best per column flagged, marks against ``baseline``."""
    entries = [e for e in rs.entries if e.dataset == dataset]
    base = _find_baseline(entries, baseline)
    rows = []
    for e in entries:
        vals = [e.test.get(m) for m in measures]
        marks = [
            significance(e, base, m, test=test, alpha=alpha) if base is not None and e is not base else "" for m in measures
        ]
        rows.append((e.label, vals, marks, [False] * len(measures)))
    for j in range(len(measures)):
        col = [v for r in rows if (v := r[1][j]) is not None]
        if not col:
            continue
        best = max(col)
        for r in rows:
            v = r[1][j]
            if v is not None and abs(v - best) < 5e-5:  # equal at the 4 printed decimals
                r[3][j] = True
    if base is None:
        note = "No baseline chosen (or not found): no significance marks." if baseline is None else f"Baseline {baseline!r} not found for {dataset}: no significance marks."
    else:
        name = "paired two-sided t-test" if test == "t" else "paired randomization test (2000 sign flips)"
        note = (
            f"{BETTER}/{WORSE}: significantly better/worse than {base.label} ({name} over test queries, p < {alpha}). "
            "Bold: best in the column."
        )
        missing = [e.label for e in entries if e.per_query is None]
        if missing:
            note += f" No per-query values (no test) for: {', '.join(missing)}."
    return Table(dataset, list(measures), rows, base.label if base else None, note)


def _fmt(v: float | None) -> str:
    return "–" if v is None or (isinstance(v, float) and math.isnan(v)) else f"{v:.4f}"


def table_markdown(t: Table) -> str:
    head = "| Method | " + " | ".join(t.measures) + " |\n|---|" + "---:|" * len(t.measures) + "\n"
    body = ""
    for label, vals, marks, bold in t.rows:
        cells = []
        for v, mk, b in zip(vals, marks, bold):
            s = _fmt(v)
            s = f"**{s}**" if b else s
            cells.append(s + mk)
        body += f"| {label} | " + " | ".join(cells) + " |\n"
    return head + body + f"\n{t.note}\n"


def table_html(t: Table) -> str:
    out = ['<table class="results">', "<thead><tr><th>Method</th>" + "".join(f"<th>{html.escape(m)}</th>" for m in t.measures) + "</tr></thead><tbody>"]
    for label, vals, marks, bold in t.rows:
        cls = ' class="baseline"' if label == t.baseline else ""
        cells = []
        for v, mk, b in zip(vals, marks, bold):
            s = html.escape(_fmt(v))
            s = f"<b>{s}</b>" if b else s
            if mk:
                s += f'<span class="{"up" if mk == BETTER else "down"}">{mk}</span>'
            cells.append(f"<td>{s}</td>")
        out.append(f"<tr{cls}><td class=\"label\">{html.escape(label)}</td>{''.join(cells)}</tr>")
    out.append("</tbody></table>")
    out.append(f'<p class="note">{html.escape(t.note)}</p>')
    return "\n".join(out)


def benchmark_markdown(rec: dict[str, Any]) -> str:
    rows = rec.get("rows", [])
    if not rows:
        return ""
    cols = [c for c in ("method", "n_queries", "n_items", "n_rankers", "mode", "seconds", "items_per_second", "peak_mb", "worker_peak_mb") if any(c in r for r in rows)]
    out = "| " + " | ".join(cols) + " |\n|" + "---|" * len(cols) + "\n"
    for r in rows:
        out += "| " + " | ".join(_cell(r.get(c)) for c in cols) + " |\n"
    return out


def _cell(v: Any) -> str:
    if v is None:
        return ""
    if isinstance(v, float):
        return f"{v:,.1f}" if abs(v) >= 100 else f"{v:.3g}"
    if isinstance(v, int):
        return f"{v:,}"
    return str(v)


# ---------------------------------------------------------------- figures
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


# ---------------------------------------------------------------- report
_CSS = """
body { font-family: -apple-system, 'Segoe UI', Helvetica, Arial, sans-serif; margin: 2em auto; max-width: 1100px; color: #222; }
h1 { font-size: 1.6em; } h2 { font-size: 1.25em; border-bottom: 1px solid #ddd; padding-bottom: .2em; margin-top: 1.6em; }
table.results { border-collapse: collapse; font-variant-numeric: tabular-nums; font-size: .92em; }
table.results th, table.results td { padding: .28em .7em; text-align: right; border-bottom: 1px solid #eee; }
table.results th { border-bottom: 2px solid #444; } table.results td.label { text-align: left; }
table.results tr.baseline td { background: #f4f6fa; font-style: italic; }
span.up { color: #1a7f37; margin-left: .15em; } span.down { color: #cf222e; margin-left: .15em; }
p.note { font-size: .85em; color: #555; }
figure { margin: 1em 0; } figure img { max-width: 100%; border: 1px solid #eee; }
figcaption { font-size: .85em; color: #444; max-width: 900px; }
"""


def build_report(
    paths: Sequence[str | os.PathLike],
    output: str | os.PathLike,
    *,
    baseline: str | None = None,
    measures: Sequence[str] = DEFAULT_MEASURES,
    test: str = "t",
    alpha: float = 0.05,
    title: str = "rankagg report",
    figures: bool = True,
) -> Path:
    """Write ``output`` (``.md`` with a figures folder, or one self-contained ``.html``); returns its path."""
    out = Path(output)
    fmt = out.suffix.lower()
    if fmt not in (".md", ".html", ".htm"):
        raise ValueError(f"output must end in .md or .html, got {out.name!r}")
    if test not in ("t", "randomization"):
        raise ValueError(f"test must be 't' or 'randomization', got {test!r}")
    if not 0 < alpha < 1:
        raise ValueError(f"alpha must be in (0, 1), got {alpha!r}")
    rs = load_results(paths)
    known = {m for e in rs.entries for m in e.test}
    unknown = [m for m in measures if m not in known and m not in ALL_MEASURES]
    if unknown:
        raise ValueError(f"unknown measure(s) {', '.join(unknown)}; measures: {', '.join(ALL_MEASURES)}")
    out.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        fig_dir = out.parent / f"{out.stem}_figures" if fmt == ".md" else Path(tmp)
        figs = make_figures(rs, fig_dir, baseline=baseline) if figures else []
        # HTML: one self-contained file, every figure embedded as a data URI
        embedded = {p: "data:image/png;base64," + base64.b64encode(p.read_bytes()).decode("ascii")
                    for _, p in figs} if fmt != ".md" else {}
        return _write_report(rs, out, fmt, figs, embedded, baseline=baseline, measures=measures, test=test,
                             alpha=alpha, title=title)


def _write_report(rs: ResultSet, out: Path, fmt: str, figs: list[tuple[str, Path]], embedded: dict[Path, str], *,
                  baseline: str | None, measures: Sequence[str], test: str, alpha: float, title: str) -> Path:
    tables = [results_table(rs, ds, measures=measures, baseline=baseline, test=test, alpha=alpha) for ds in rs.datasets()]
    sources = sorted({e.path for e in rs.entries} | {r["_path"] for r in rs.robustness + rs.weights + rs.benchmarks})
    if fmt == ".md":
        text = f"# {title}\n\n"
        for t in tables:
            text += f"## {t.dataset}\n\nFold-averaged test measures (five-fold protocol, hyper-parameters tuned on validation).\n\n{table_markdown(t)}\n"
        for rec in rs.benchmarks:
            text += f"## Benchmark: {rec.get('name', '')}\n\n{benchmark_markdown(rec)}\n"
        if figs:
            text += "## Figures\n\n"
            for cap, p in figs:
                text += f"![{cap}]({os.path.relpath(p, out.parent)})\n\n*{cap}*\n\n"
        text += "<sub>Sources: " + ", ".join(f"`{os.path.relpath(s, out.parent)}`" for s in sources) + "</sub>\n"
    else:
        parts = [f"<!DOCTYPE html><html><head><meta charset='utf-8'><title>{html.escape(title)}</title><style>{_CSS}</style></head><body>", f"<h1>{html.escape(title)}</h1>"]
        for t in tables:
            parts.append(f"<h2>{html.escape(t.dataset)}</h2><p class='note'>Fold-averaged test measures (five-fold protocol, hyper-parameters tuned on validation).</p>")
            parts.append(table_html(t))
        for rec in rs.benchmarks:
            parts.append(f"<h2>Benchmark: {html.escape(str(rec.get('name', '')))}</h2><pre>{html.escape(benchmark_markdown(rec))}</pre>")
        if figs:
            parts.append("<h2>Figures</h2>")
            for cap, p in figs:
                parts.append(f"<figure><img src='{embedded[p]}' alt='{html.escape(cap)}'><figcaption>{html.escape(cap)}</figcaption></figure>")
        parts.append("<p class='note'>Sources: " + ", ".join(html.escape(os.path.relpath(s, out.parent)) for s in sources) + "</p></body></html>")
        text = "\n".join(parts)
    atomic_write_text(out, text)
    return out


# ---------------------------------------------------------------- CLI hooks
def add_report_arguments(parser: argparse.ArgumentParser) -> None:
    """Arguments of ``rankagg report``."""
    parser.add_argument("results", nargs="+", metavar="RESULTS",
                        help="result JSON files or folders of them (e.g. results/experiments/rags), or `rankagg evaluate --json` outputs")
    parser.add_argument("-o", "--output", required=True, help="report.html (one self-contained file) or report.md (figures in <stem>_figures/)")
    parser.add_argument("--baseline", default=None, help="label or method name of the baseline for significance marks and win/loss")
    parser.add_argument("--measures", default=",".join(DEFAULT_MEASURES), help="comma-separated measures (columns)")
    parser.add_argument("--test", choices=("t", "randomization"), default="t", help="paired significance test")
    parser.add_argument("--alpha", type=float, default=0.05, help="significance level")
    parser.add_argument("--title", default="rankagg report")
    parser.add_argument("--no-figures", action="store_true", help="tables only")


def run_report(args: argparse.Namespace) -> int:
    """Run ``rankagg report``; returns the exit code (errors go to stderr)."""
    import sys

    try:
        out = build_report(
            args.results,
            args.output,
            baseline=args.baseline,
            measures=[m.strip() for m in args.measures.split(",") if m.strip()],
            test=args.test,
            alpha=args.alpha,
            title=args.title,
            figures=not args.no_figures,
        )
    except (ValueError, FileNotFoundError, ImportError) as exc:
        print(f"rankagg report: error: {exc}", file=sys.stderr)
        return 2
    print(out)
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m rankagg.experiments.report`` (the same as ``rankagg report``)."""
    ap = argparse.ArgumentParser(prog="rankagg report", description="Tables and figures from result JSON files.")
    add_report_arguments(ap)
    return run_report(ap.parse_args(argv))


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())
