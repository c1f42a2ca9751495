"""The Markdown tables rendered from results: one experiment on one dataset, one measure over every dataset, and
ours beside the published numbers.

A table shows every row of the experiment on the dataset: fold-averaged test
values, the kind of supervision, the parameters chosen on validation in each
fold (and those fixed), and significance marks against the declared baselines
(:func:`rankagg.experiments.row_results.holm_marks`: a paired two-sided t-test
over the test queries, with Holm's correction over every test of the table).
Rows whose result predates the ``rankagg-results/2`` schema are marked *legacy*
and are not tested.  The ``workload`` block is the table with each row's time and
peak memory (``costs=True``).
"""

from __future__ import annotations

from typing import Any

from rankagg.experiments.paths import name_under
from rankagg.experiments.published import published_table
from rankagg.experiments.report_values import best_as_printed, printed
from rankagg.experiments.results import read_record, table_cell
from rankagg.experiments.row_results import (
    ALPHA,
    BETTER,
    KIND_LABELS,
    SUPERSCRIPTS,
    WORSE,
    RowResult,
    holm_marks,
    ordered_rows,
    paired_rows,
    row_result,
    row_supervision,
)
from rankagg.experiments.experiment_file import Experiment
from rankagg.experiments.settings import measure_on, setting_measures

__all__ = ["render_table", "render_matrix", "render_published"]


def _params_cell(rr: RowResult) -> str:
    rec = rr.record
    if rec is None:
        return "not run"
    folds = rec.get("folds", [])
    if rr.legacy:
        chosen = [f.get("params", {}) for f in folds]
        keys = sorted({k for p in chosen for k in p})
        fixed = {k: chosen[0][k] for k in keys if all(p.get(k) == chosen[0][k] for p in chosen)}
        varying = [k for k in keys if k not in fixed]
        parts = [f"{k} {'/'.join(str(p.get(k)) for p in chosen)}" for k in varying]
        parts += [f"{k}={v}" for k, v in fixed.items()]
        return "legacy: " + (rr.row.note.removeprefix("legacy: ") + "; " if rr.row.note else "") + ", ".join(parts)
    grid = rec.get("grid", {})
    tuned = [k for k, v in grid.items() if len(v) > 1]
    parts = [f"{k} {'/'.join(_short(f['params'].get(k)) for f in folds)}" for k in tuned]
    fixed = {**rec.get("fixed", {}), **{k: v[0] for k, v in grid.items() if len(v) == 1}}
    if fixed:
        parts.append("fixed " + ", ".join(f"{k}={_short(v)}" for k, v in sorted(fixed.items())))
    return "; ".join(parts) if parts else "none"


def _short(v: Any) -> str:
    if isinstance(v, float):
        return f"{v:g}"
    return str(v)


def _value_cell(v: float, best: float | None) -> str:
    """A test value at 4 decimals, bold when it equals the column's best at those decimals."""
    return f"**{printed(v)}**" if best_as_printed(v, best) else printed(v)


def _costs(exp: Experiment) -> dict[str, Any]:
    """Measured whole-job costs of the rows (``results/experiments/<name>_costs.json``), or nothing."""
    path = name_under(exp.results.parent, f"{exp.name}_costs.json", f"{exp.path}: name")
    return read_record(path, legacy=True)["rows"] if path.exists() else {}


def render_table(exp: Experiment, dataset: str, *, costs: bool = False) -> str:
    """The Markdown table of one experiment on one dataset (with its note); a dataset with its own
    evaluation (TREC runs) shows its own measures.  ``costs`` adds each row's time and memory."""
    measures = setting_measures(dataset) or exp.measures
    select_by = measure_on(dataset, exp.select_by)
    job = _costs(exp) if costs else {}
    rows = [row_result(exp, r, dataset) for r in ordered_rows(exp, dataset)]
    base = [rr for rr in rows if rr.label in exp.baselines]
    tests: list[tuple[int, int, str, Any]] = []  # (row index, baseline index, measure, result)
    for i, rr in enumerate(rows):
        if rr.label in exp.baselines:
            continue
        for j, b in enumerate(base):
            for m in measures:
                t = paired_rows(rr, b, m)
                if t is not None:
                    tests.append((i, j, m, t))
    marks = holm_marks([((i, m), j, t) for i, j, m, t in tests], len(base))
    values = {m: [rr.record["test"].get(m) for rr in rows if rr.record is not None] for m in measures}
    best = {m: max((v for v in vs if v is not None), default=None) for m, vs in values.items()}
    extra = ["fusion, s", "`rankagg fuse` job, s", "peak memory, GiB"] if costs else []
    head = "| method | kind | " + " | ".join([*measures, *extra]) + " | parameters (folds 1-5) |"
    out = [head, "|---|---|" + "---:|" * (len(measures) + len(extra)) + "---|"]
    group = None
    for i, rr in enumerate(rows):
        if rr.row.group and rr.row.group != group:
            group = rr.row.group
            out.append(f"| *{group}* |" + " |" * (len(measures) + len(extra) + 2))
        cells = []
        for m in measures:
            v = None if rr.record is None else rr.record["test"].get(m)
            cells.append("" if v is None else _value_cell(v, best[m]) + marks.get((i, m), ""))
        if costs:
            c = job.get(rr.label)
            cells.append("" if rr.record is None else f"{rr.record['seconds']:.2f}")
            cells += ["", ""] if c is None else [f"{c['seconds']:.1f}", f"{c['peak_gib']:.2f}"]
        label = table_cell(rr.label + (" (legacy)" if rr.legacy else ""))
        out.append(f"| {label} | {KIND_LABELS[row_supervision(rr)]} | " + " | ".join(cells) + f" | {_params_cell(rr)} |")
    n_legacy = sum(rr.legacy for rr in rows)
    n_q = next((len(rr.record["per_query"]["qids"]) for rr in rows if rr.record is not None and not rr.legacy), 0)
    bl = "; ".join(f"{SUPERSCRIPTS[j] if len(base) > 1 else ''}{b.label}" for j, b in enumerate(base))
    note = [
        f"*{exp.title}, {dataset}.* Fold-averaged test values, five-fold protocol; every parameter in a grid chosen "
        f"on each fold's validation subset by {select_by} (values per fold), the rest fixed as listed. "
        "kind: unsup. = unsupervised; sup. = trained on labelled training queries; test-unl. = learns parameters "
        "from the test queries themselves, without labels. Bold: best of the column.",
    ]
    if base and tests:
        note.append(f"{BETTER}/{WORSE}: significantly better/worse than {bl} (paired t-test over the {n_q} test "
                    f"queries, Holm-adjusted over the {len(tests)} tests of this table, p < {ALPHA}).")
    elif base:
        note.append(f"No significance marks yet: a test against {bl} needs per-query values on both sides.")
    if n_legacy:
        note.append(f"(legacy): {n_legacy} row(s) from before the results schema 2, kept until rerun under "
                    "`rankagg experiment run`: no per-query values, so no test.")
    if costs:
        note.append("fusion, s: the method's own time on the 50 topics (sum of the five test subsets' aggregation "
                    "times in the result files). `rankagg fuse` job, s and peak memory: one whole job (read the "
                    f"runs, fuse, write the run) in a fresh process (`python scripts/{exp.name}_costs.py`, "
                    f"`results/experiments/{exp.name}_costs.json`, with the load average before each job); 2 cores.")
    if exp.note:
        note.append(exp.note)
    return "\n".join(out) + "\n\n" + " ".join(note) + "\n"


def render_matrix(exp: Experiment, measure: str) -> str:
    """One measure, rows x datasets, with significance marks against the baselines on each dataset.

    ``measure`` may end in ``:N`` to show the rows of the first ``N`` groups only (``NDCG@5:2``);
    the significance tests are then those of the rows shown.
    """
    measure, _, n_groups = measure.partition(":")
    if measure not in exp.measures:
        raise ValueError(f"{exp.path}: matrix measure {measure!r} is not among the measures {list(exp.measures)}")
    col = {d: measure_on(d, measure) for d in exp.datasets}  # a TREC setting shows its own measure
    rows = ordered_rows(exp)
    if n_groups:
        groups = list(dict.fromkeys(r.group for r in rows))[: int(n_groups)]
        rows = [r for r in rows if r.group in groups]
    res = {(r.label, d): row_result(exp, r, d) for r in rows for d in exp.datasets
           if r.datasets is None or d in r.datasets}
    base = [b for b in exp.baselines]
    tests: list[tuple[str, str, int, Any]] = []
    for (label, d), rr in res.items():
        if label in exp.baselines:
            continue
        for j, b in enumerate(base):
            if (b, d) in res:
                t = paired_rows(rr, res[(b, d)], col[d])
                if t is not None:
                    tests.append((label, d, j, t))
    marks = holm_marks([((label, d), j, t) for label, d, j, t in tests], len(base))
    best = {d: max((rr.record["test"][col[d]] for (_, dd), rr in res.items() if dd == d and rr.record is not None),
                   default=None) for d in exp.datasets}
    heads = [d if col[d] == measure else f"{d} ({col[d]})" for d in exp.datasets]
    out = ["| method | kind | " + " | ".join(heads) + " |", "|---|---|" + "---:|" * len(exp.datasets)]
    group = None
    for r in rows:
        if r.group and r.group != group:
            group = r.group
            out.append(f"| *{group}* |" + " |" * (len(exp.datasets) + 1))
        cells = []
        kind = ""
        for d in exp.datasets:
            cell = res.get((r.label, d))
            if cell is None or cell.record is None:
                cells.append("")
                continue
            kind = KIND_LABELS[row_supervision(cell)]
            cells.append(_value_cell(cell.record["test"][col[d]], best[d]) + marks.get((r.label, d), ""))
        out.append(f"| {table_cell(r.label)} | {kind} | " + " | ".join(cells) + " |")
    bl = "; ".join(f"{SUPERSCRIPTS[j] if len(base) > 1 else ''}{b}" for j, b in enumerate(base))
    own = sorted({f"{c} on {d}" for d, c in col.items() if c != measure})
    shown = measure + (f" ({', '.join(own)}, the setting's own measure)" if own else "")
    note = (f"*{exp.title}.* Fold-averaged test {shown}, five-fold protocol on every dataset setting; parameters in "
            f"a grid chosen on each fold's validation subset by {exp.select_by}, the rest fixed (`experiments/"
            f"{exp.name}.toml`). Bold: best of the column.")
    if tests:
        note += (f" {BETTER}/{WORSE}: significantly better/worse than {bl} on that dataset (paired t-test over its "
                 f"test queries, Holm-adjusted over the {len(tests)} tests of this table, p < {ALPHA}).")
    if exp.note:
        note += " " + exp.note
    return "\n".join(out) + "\n\n" + note + "\n"


def render_published(exp: Experiment, dataset: str) -> str:
    """Ours beside the published numbers of the rows that declare them on ``dataset`` (:mod:`.published`)."""
    rows = [(r.label, r.published, None if (rec := row_result(exp, r, dataset).record) is None else rec["test"])
            for r in ordered_rows(exp, dataset) if dataset in r.published.get("values", {})]
    if not rows:
        raise ValueError(f"{exp.path}: no row has published numbers on {dataset}")
    return published_table(exp.title, dataset, rows, cell=table_cell)
