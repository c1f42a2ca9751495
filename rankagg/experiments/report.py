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
import math
import os
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Sequence


from rankagg.evaluation.measures import ALL_MEASURES
from rankagg.io._common import atomic_write_text
from rankagg.experiments.report_data import (
    BETTER,
    DEFAULT_MEASURES,
    MAX_SERIES,
    SCHEMA,
    ResultSet,
    _find_baseline,
    load_results,
    result_record,
    significance,
    WORSE,
    slug,
)
from rankagg.experiments.report_figures import make_figures

__all__ = [
    "SCHEMA",
    "MAX_SERIES",
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

# ---------------------------------------------------------------- tables
@dataclass
class Table:
    dataset: str
    measures: list[str]
    rows: list[tuple[str, list[float | None], list[str], list[bool]]]  # label, values, marks, bold
    baseline: str | None
    note: str


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
