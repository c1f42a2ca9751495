"""``rankagg report``: results the way papers show them.

Reads result JSON files (the schema of ``docs/results-schema.md``: a
:meth:`rankagg.experiments.protocol_result.ProtocolResult.to_dict` plus ``label`` and optional
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

``rankagg report`` (``rankagg.cli_commands``) calls :func:`add_report_arguments` and :func:`run_report`.
"""

from __future__ import annotations

import argparse
import base64
import html
import math
import os
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Sequence


from rankagg._process import number
from rankagg.evaluation.registry import family_measures
from rankagg.evaluation.student_t import p_text
from rankagg.io.atomic import atomic_write_text
from rankagg.experiments.report_values import best_as_printed, printed
from rankagg.experiments.report_data import (
    BETTER,
    matches_baseline,
    DEFAULT_MEASURES,
    EVALUATED,
    MAX_SERIES,
    SCHEMA,
    TREC_RUNS,
    WORSE,
    Entry,
    ResultSet,
    dataset_baseline,
    holm_comparisons,
    load_results,
    md_escape,
    result_record,
    slug,
)
from rankagg.experiments.report_figures import make_figures, place_figures, plot_measure
from rankagg.experiments.report_measures import measure_pieces, resolve_measures

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
    caption: str = ""
    pvalues: dict[tuple[str, str], float] = field(default_factory=dict)  # (label, measure) -> Holm-adjusted p


def dataset_measures(entries: Sequence[Entry], measures: Sequence[str] | None) -> list[str]:
    """The columns of one dataset: ``measures`` spelled as the results spell them (case-insensitive match),
    or by default every measure of evaluated TREC runs, and the default measures present in LETOR results."""
    known: list[str] = []
    for e in entries:
        known.extend(m for m in e.test if m not in known)
    by_lower = {m.lower(): m for m in known}
    if measures is not None:
        return [by_lower.get(m.lower(), m) for m in measures]
    if entries and entries[0].dataset == TREC_RUNS or not set(known) <= set(family_measures("letor")):  # TREC names: all of them
        return known
    present = [m for m in DEFAULT_MEASURES if m in known]
    return present or known


def _protocol_caption(entries: Sequence[Entry]) -> str:
    folds = {len(e.raw.get("folds") or e.raw.get("params") or []) for e in entries}
    n = folds.pop() if len(folds) == 1 else 0
    protocol = f"{n}-fold cross-validation over queries" if n > 1 else "cross-validation over queries"
    return (f"Fold-averaged test measures ({protocol}; hyper-parameters chosen on each fold's validation queries, "
            "as the result files record).")


def _queries(entries: Sequence[Entry]) -> str:
    counts = sorted({len(e.qids) for e in entries if e.qids is not None})
    if not counts:
        return "queries"
    return f"{counts[0]} queries" if len(counts) == 1 else f"{counts[0]}-{counts[-1]} queries (per run)"


def _tuned_note(entries: Sequence[Entry]) -> str:
    """Which runs were tuned on judgments, as their tags say (``rankagg fuse --model`` writes ``-tuned``); runs
    whose tags could not be read are named as not known, never counted as untuned."""
    tuned = [e.label for e in entries if e.tuned]
    unknown = [e.label for e in entries if e.tuned is None]
    known = ("" if not unknown else
             f"Whether {', '.join(unknown)} {'was' if len(unknown) == 1 else 'were'} fused by a model fitted on "
             "judgments is not known: the tag says it (rankagg-<method>-tuned), and the run file is not at hand (a one-run "
             "`rankagg evaluate --json` record names none; evaluate several runs, and report where the run files are). ")
    if not tuned:
        if unknown:
            return known + ("No other run carries that tag." if len(unknown) < len(entries) else "").rstrip()
        return ("No run carries the tag of a run fused by a model fitted on judgments (rankagg-<method>-tuned); "
                "nothing was held out.")
    return (f"Tuned on judgments (fused by a model from rankagg tune or train, tag ending in -tuned): "
            f"{', '.join(tuned)}; where those judgments are these qrels, their values are not held-out estimates. "
            + (known.rstrip() if unknown else "Nothing else was held out."))


def table_caption(entries: Sequence[Entry]) -> str:
    """What the numbers of one dataset's table are: the protocol as the inputs record it."""
    if not entries or entries[0].dataset not in EVALUATED:
        return _protocol_caption(entries)
    if entries[0].dataset == TREC_RUNS:
        return (f"A TREC evaluation of {len(entries)} runs, no cross-validation: each value is the mean over the "
                f"{_queries(entries)} of the qrels that the run retrieved, as `rankagg evaluate --qrels` computes it "
                "(trec_eval's conventions, through pytrec_eval). " + _tuned_note(entries))
    return (f"The official LETOR 4.0 measures of {len(entries)} score files (`rankagg evaluate --letor`), mean over "
            f"{_queries(entries)}; no folds.")


def results_table(
    rs: ResultSet,
    dataset: str,
    *,
    measures: Sequence[str] | None = None,
    baseline: str | None = None,
    test: str = "t",
    alpha: float = 0.05,
) -> Table:
    """Methods x measures for one dataset, best per column flagged, Holm-corrected marks against the baseline."""
    entries = [e for e in rs.entries if e.dataset == dataset]
    cols = dataset_measures(entries, measures)
    base = dataset_baseline(entries, baseline)
    comps = holm_comparisons(entries, base, cols, test=test, alpha=alpha) if base is not None else []
    marks = {(c.label, c.measure): c.mark for c in comps}
    rows = []
    for e in entries:
        vals = [e.test.get(m) for m in cols]
        rows.append((e.label, vals, [marks.get((e.label, m), "") for m in cols], [False] * len(cols)))
    for j in range(len(cols)):
        col = [v for r in rows if (v := r[1][j]) is not None and not math.isnan(v)]
        if not col:
            continue
        best = max(col)
        for r in rows:
            v = r[1][j]
            if best_as_printed(v, best):  # equal at the 4 printed decimals
                r[3][j] = True
    if base is None:
        note = "No baseline chosen (or not found): no significance marks." if baseline is None else f"Baseline {baseline!r} not found for {dataset}: no significance marks."
    else:
        name = "paired two-sided t-test" if test == "t" else "paired randomization test (2000 sign flips)"
        chosen = "" if baseline is not None or dataset not in EVALUATED else " (the first run given; choose another with --baseline)"
        note = (
            f"{BETTER}/{WORSE}: significantly better/worse than {base.label}{chosen} ({name} over the queries both were "
            f"evaluated on, Holm-adjusted over the {len(comps)} tests of this table, p < {alpha}). Bold: best in the column."
        )
        missing = [e.label for e in entries if e.per_query is None]
        if missing:
            note += f" No per-query values (no test) for: {', '.join(missing)}."
    return Table(dataset, cols, rows, base.label if base else None, note, table_caption(entries),
                 {(c.label, c.measure): c.p_holm for c in comps})


def _fmt(v: float | None) -> str:
    return "–" if v is None or (isinstance(v, float) and math.isnan(v)) else printed(v)


def table_markdown(t: Table) -> str:
    head = "| Method | " + " | ".join(md_escape(m) for m in t.measures) + " |\n|---|" + "---:|" * len(t.measures) + "\n"
    body = ""
    for label, vals, marks, bold in t.rows:
        cells = []
        for v, mk, b in zip(vals, marks, bold):
            s = _fmt(v)
            s = f"**{s}**" if b else s
            cells.append(s + mk)
        body += f"| {md_escape(label)} | " + " | ".join(cells) + " |\n"
    return head + body + f"\n{md_escape(t.note)}\n"


def table_html(t: Table) -> str:
    out = ['<table class="results">', "<thead><tr><th>Method</th>" + "".join(f"<th>{html.escape(m)}</th>" for m in t.measures) + "</tr></thead><tbody>"]
    for label, vals, marks, bold in t.rows:
        cls = ' class="baseline"' if label == t.baseline else ""
        cells = []
        for m, v, mk, b in zip(t.measures, vals, marks, bold):
            s = html.escape(_fmt(v))
            s = f"<b>{s}</b>" if b else s
            if mk:
                s += f'<span class="{"up" if mk == BETTER else "down"}">{mk}</span>'
            p = t.pvalues.get((label, m))
            title = f' title="Holm-adjusted {html.escape(p_text(p, True))}"' if p is not None else ""
            cells.append(f"<td{title}>{s}</td>")
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
    return md_escape(str(v))


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
    measures: Sequence[str] | None = None,
    test: str = "t",
    alpha: float = 0.05,
    title: str = "rankagg report",
    figures: bool = True,
) -> Path:
    """Write ``output`` (``.md`` with a figures folder, or one self-contained ``.html``); returns its path.

    ``measures`` (the columns; case-insensitive) defaults to every measure of evaluated TREC runs and to
    :data:`DEFAULT_MEASURES` for LETOR results (those present).  ``baseline`` (a label or method name) defaults to the
    first evaluated run; protocol results have no default baseline.
    """
    out = Path(output)
    fmt = out.suffix.lower()
    if fmt not in (".md", ".html", ".htm"):
        raise ValueError(f"output must end in .md or .html, got {out.name!r}")
    if test not in ("t", "randomization"):
        raise ValueError(f"test must be 't' or 'randomization', got {test!r}")
    if not 0 < alpha < 1:
        raise ValueError(f"alpha must be in (0, 1), got {alpha!r}")
    if measures is not None:
        measures = list(measures)
        if not measures:  # the CLI's --measures '' or ','
            raise ValueError("measures (--measures) names no measure: a table needs at least one column")
        twice = [m for i, m in enumerate(measures) if m.lower() in {x.lower() for x in measures[:i]}]
        if twice:  # two columns of one measure would also count its tests twice in Holm's correction
            raise ValueError(f"measures (--measures) names {twice[0]!r} twice (measures are matched whatever the case)")
    rs = load_results(paths)
    held = {m: None for e in rs.entries for m in e.test}
    measures, unknown = resolve_measures(measures, held, family_measures("letor")) if measures is not None else (None, [])
    if measures is not None and len({m.lower() for m in measures}) < len(measures):  # RBP(p=0.8,rel=2) and RBP(rel=2,p=0.8)
        raise ValueError(f"measures (--measures) names one measure twice: {', '.join(measures)}")
    if unknown:
        have = sorted({m for e in rs.entries for m in e.test}) or list(family_measures("letor"))
        raise ValueError(f"unknown measure(s) {', '.join(unknown)}; the results hold: {', '.join(have)}")
    if baseline is not None and rs.entries and not any(matches_baseline(e, baseline) for e in rs.entries):
        raise ValueError(f"baseline {baseline!r} is none of the results; labels: {', '.join(e.label for e in rs.entries)}")
    tables = [results_table(rs, ds, measures=measures, baseline=baseline, test=test, alpha=alpha) for ds in rs.datasets()]
    out.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:  # figures drawn here, placed beside a .md report once all are drawn
        plotted = {t.dataset: plot_measure(t.measures) for t in tables}
        figs = make_figures(rs, Path(tmp), baseline=baseline, measures=plotted) if figures else []
        if fmt == ".md" and figs:
            figs = place_figures(figs, out.parent / f"{out.stem}_figures", [os.fspath(p) for p in paths])
        # HTML: one self-contained file, every figure embedded as a data URI
        embedded = {p: "data:image/png;base64," + base64.b64encode(p.read_bytes()).decode("ascii")
                    for _, p in figs} if fmt != ".md" else {}
        return _write_report(rs, tables, out, fmt, figs, embedded, title=title)


def _code_html(text: str) -> str:
    """A caption with `code` spans as HTML (escaped)."""
    parts = html.escape(text).split("`")
    return "".join(f"<code>{p}</code>" if i % 2 else p for i, p in enumerate(parts))


def _write_report(rs: ResultSet, tables: list[Table], out: Path, fmt: str, figs: list[tuple[str, Path]],
                  embedded: dict[Path, str], *, title: str) -> Path:
    sources = sorted({e.path for e in rs.entries} | {r["_path"] for r in rs.robustness + rs.weights + rs.benchmarks})
    if fmt == ".md":
        text = f"# {md_escape(title)}\n\n"
        for t in tables:
            text += f"## {md_escape(t.dataset)}\n\n{t.caption}\n\n{table_markdown(t)}\n"
        for rec in rs.benchmarks:
            text += f"## Benchmark: {md_escape(str(rec.get('name', '')))}\n\n{benchmark_markdown(rec)}\n"
        if figs:
            text += "## Figures\n\n"
            for cap, p in figs:
                text += f"![{md_escape(cap)}]({os.path.relpath(p, out.parent)})\n\n*{md_escape(cap)}*\n\n"
        text += "<sub>Sources: " + ", ".join(md_escape(os.path.relpath(s, out.parent)) for s in sources) + "</sub>\n"
    else:
        parts = [f"<!DOCTYPE html><html><head><meta charset='utf-8'><title>{html.escape(title)}</title><style>{_CSS}</style></head><body>", f"<h1>{html.escape(title)}</h1>"]
        for t in tables:
            parts.append(f"<h2>{html.escape(t.dataset)}</h2><p class='note'>{_code_html(t.caption)}</p>")
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
    parser.add_argument("--baseline", default=None, help="label or method name of the baseline for significance marks and "
                        "per-query plots (default: the first evaluated run; none for protocol results)")
    parser.add_argument("--measures", default=None, help="comma-separated measures (columns; default: every measure of "
                        f"TREC runs, those of {','.join(DEFAULT_MEASURES)} present in LETOR results)")
    parser.add_argument("--test", choices=("t", "randomization"), default="t", help="paired significance test")
    parser.add_argument("--alpha", type=number(0, 1, high_open=True), default=0.05, help="significance level")
    parser.add_argument("--title", default="rankagg report")
    parser.add_argument("--no-figures", action="store_true", help="tables only")


def run_report(results: Sequence[str | os.PathLike], *, output: str | os.PathLike, baseline: str | None = None,
               measures: str | Sequence[str] | None = None, test: str = "t", alpha: float = 0.05,
               title: str = "rankagg report", figures: bool = True) -> int:
    """The ``rankagg report`` job (:func:`build_report`, its path printed); returns the exit code (errors go to
    stderr).  The command line's options as plain values (``--no-figures`` as ``figures=False``; ``--measures`` as
    its text, split here at the commas outside parentheses: ``RBP(p=0.8,rel=2)`` is one); no ``argparse`` object
    reaches here (issue 46)."""
    import sys

    measures = measure_pieces(measures) if isinstance(measures, str) else measures
    try:
        out = build_report(results, output, baseline=baseline, measures=measures, test=test, alpha=alpha,
                           title=title, figures=figures)
    except (ValueError, OSError, ImportError) as exc:
        print(f"rankagg report: error: {exc}", file=sys.stderr)
        return 2
    print(out)
    return 0
