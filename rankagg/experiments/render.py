"""Tables and comparative claims rendered from results, between marker comments in Markdown.

Markers: the text between an opening marker and its closing ``<!-- /rankagg:KIND -->`` (on
their own lines) is replaced; nothing else in the file changes::

    <!-- rankagg:table EXPERIMENT DATASET -->
    ...
    <!-- /rankagg:table -->

    <!-- rankagg:claims EXPERIMENT [DATASET] -->       (the declared [[claims]] as sentences)
    <!-- rankagg:workload EXPERIMENT DATASET -->       (the table, plus each row's time and peak memory)
    <!-- rankagg:costs EXPERIMENT DATASET -->          (fit / fold / aggregation times per row)
    <!-- rankagg:status all -->                        (every experiment: cells done / legacy, hours)
    <!-- rankagg:matrix EXPERIMENT MEASURE -->         (rows x datasets, one measure)
    <!-- rankagg:selection EXPERIMENT -->              (the experiment's nested [[selections]])
    <!-- rankagg:published EXPERIMENT DATASET -->      (ours beside the rows' published numbers)

A table shows every row of the experiment on the dataset: fold-averaged test
values, the kind of supervision, the parameters chosen on validation in each
fold (and those fixed), and significance marks against the declared baselines:
a paired two-sided t-test over the test queries, with Holm's correction over
every test of the table.  Rows whose result predates the ``rankagg-results/2``
schema are marked *legacy* and are not tested.  A claims block turns each
declared ``[[claims]]`` entry (two rows, a measure, a dataset) into one
sentence with the difference and its Holm-adjusted p-value (over the claims of
the block).

Rendering reads only the experiment files and result JSON (it runs no method),
so ``rankagg experiment render --check`` is fast enough for CI.
"""

from __future__ import annotations

import re
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Sequence

import numpy as np

from rankagg.evaluation.measures import holm, paired_t_test  # holm: re-exported for the report
from rankagg.experiments.published import published_table
from rankagg.experiments.paths import name_under
from rankagg.experiments.results import is_legacy, read_record, result_path, supervision_of, table_cell
from rankagg.experiments.runner import Experiment, Row, experiment_status, load_experiment
from rankagg.experiments.selection import nested_selection
from rankagg.experiments.settings import measure_on, setting_measures
from rankagg.methods.registry import method_class

__all__ = ["holm", "row_result", "render_table", "render_matrix", "render_selection", "render_claims", "render_costs",
           "render_status", "render_published", "render_text", "render_command", "ALPHA"]

ALPHA = 0.05
BETTER, WORSE = "▲", "▼"
_SUP = "¹²³⁴⁵⁶⁷⁸⁹"
_KIND = {"unsupervised": "unsup.", "supervised": "sup.", "learns-from-test": "test-unl."}
_BLOCK = re.compile(r"(<!-- rankagg:(table|workload|claims|costs|status|matrix|selection|published) ([^\s]+)(?: ([^\s]+))? -->\n)(.*?)(<!-- /rankagg:\2 -->)", re.S)


@dataclass
class RowResult:
    row: Row
    record: dict[str, Any] | None
    legacy: bool

    @property
    def label(self) -> str:
        return self.row.label

    def per_query(self, measure: str) -> tuple[np.ndarray, np.ndarray] | None:
        if self.record is None or self.legacy:
            return None
        pq = self.record["per_query"]
        return np.asarray(pq["qids"]), np.asarray(pq[measure], dtype=float)


def row_result(exp: Experiment, row: Row, dataset: str) -> RowResult:
    """The row's schema-2 result if it exists, else its declared legacy file, else nothing."""
    path = result_path(exp.results, dataset, row.label)
    if path.exists():
        rec = read_record(path, legacy=True)  # a schema-2 file is validated on read
        if not is_legacy(rec):
            return RowResult(row, rec, False)
    legacy = row.legacy.get(dataset)
    if legacy is not None and legacy.exists():
        return RowResult(row, read_record(legacy, legacy=True), True)
    return RowResult(row, None, False)


def _paired(a: RowResult, b: RowResult, measure: str):
    pa, pb = a.per_query(measure), b.per_query(measure)
    if pa is None or pb is None:
        return None
    common, ia, ib = np.intersect1d(pa[0], pb[0], return_indices=True)
    if len(common) < 2:
        return None
    return paired_t_test(pa[1][ia], pb[1][ib])


def _kind(rr: RowResult) -> str:
    if rr.record is not None and "supervision" in rr.record:
        return rr.record["supervision"]
    return supervision_of(method_class(rr.row.method))


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


def _holm_marks(tests: Sequence[tuple[Any, int, Any]], n_base: int) -> dict[Any, str]:
    """``cell key -> "▲"/"▼"`` (with the baseline's superscript when there are several) for the tests
    ``(cell key, baseline index, t-test result)`` significant after Holm's correction over all of them."""
    adjusted = holm([t.pvalue for *_, t in tests]) if tests else []
    marks: dict[Any, str] = {}
    for (key, j, t), p in zip(tests, adjusted):
        if p < ALPHA and t.mean_difference != 0:
            sym = BETTER if t.mean_difference > 0 else WORSE
            marks[key] = marks.get(key, "") + sym + (_SUP[j] if n_base > 1 else "")
    return marks


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
    rows = [row_result(exp, r, dataset) for r in _ordered_rows(exp, dataset)]
    base = [rr for rr in rows if rr.label in exp.baselines]
    tests: list[tuple[int, int, str, Any]] = []  # (row index, baseline index, measure, result)
    for i, rr in enumerate(rows):
        if rr.label in exp.baselines:
            continue
        for j, b in enumerate(base):
            for m in measures:
                t = _paired(rr, b, m)
                if t is not None:
                    tests.append((i, j, m, t))
    marks = _holm_marks([((i, m), j, t) for i, j, m, t in tests], len(base))
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
            if v is None:
                cells.append("")
                continue
            s = f"{v:.4f}"
            if best[m] is not None and abs(v - best[m]) < 5e-5:
                s = f"**{s}**"
            cells.append(s + marks.get((i, m), ""))
        if costs:
            c = job.get(rr.label)
            cells.append("" if rr.record is None else f"{rr.record['seconds']:.2f}")
            cells += ["", ""] if c is None else [f"{c['seconds']:.1f}", f"{c['peak_gib']:.2f}"]
        label = table_cell(rr.label + (" (legacy)" if rr.legacy else ""))
        out.append(f"| {label} | {_KIND[_kind(rr)]} | " + " | ".join(cells) + f" | {_params_cell(rr)} |")
    n_legacy = sum(rr.legacy for rr in rows)
    n_q = next((len(rr.record["per_query"]["qids"]) for rr in rows if rr.record is not None and not rr.legacy), 0)
    bl = "; ".join(f"{_SUP[j] if len(base) > 1 else ''}{b.label}" for j, b in enumerate(base))
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


def _ordered_rows(exp: Experiment, dataset: str | None = None) -> list[Row]:
    """Rows of one group together, groups in order of first appearance, declared order within a group."""
    declared = [r for r in exp.rows if dataset is None or r.datasets is None or dataset in r.datasets]
    first: dict[str, int] = {}
    for i, r in enumerate(declared):
        first.setdefault(r.group, i)
    return sorted(declared, key=lambda r: first[r.group])


def render_matrix(exp: Experiment, measure: str) -> str:
    """One measure, rows x datasets, with significance marks against the baselines on each dataset.

    ``measure`` may end in ``:N`` to show the rows of the first ``N`` groups only (``NDCG@5:2``);
    the significance tests are then those of the rows shown.
    """
    measure, _, n_groups = measure.partition(":")
    if measure not in exp.measures:
        raise ValueError(f"{exp.path}: matrix measure {measure!r} is not among the measures {list(exp.measures)}")
    col = {d: measure_on(d, measure) for d in exp.datasets}  # a TREC setting shows its own measure
    rows = _ordered_rows(exp)
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
                t = _paired(rr, res[(b, d)], col[d])
                if t is not None:
                    tests.append((label, d, j, t))
    marks = _holm_marks([((label, d), j, t) for label, d, j, t in tests], len(base))
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
            kind = _KIND[_kind(cell)]
            v = cell.record["test"][col[d]]
            text = f"**{v:.4f}**" if best[d] is not None and abs(v - best[d]) < 5e-5 else f"{v:.4f}"
            cells.append(text + marks.get((r.label, d), ""))
        out.append(f"| {table_cell(r.label)} | {kind} | " + " | ".join(cells) + " |")
    bl = "; ".join(f"{_SUP[j] if len(base) > 1 else ''}{b}" for j, b in enumerate(base))
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


def render_selection(exp: Experiment) -> str:
    """Each ``[[selections]]`` entry: the choice of every fold, the shipped choice, nested test values."""
    if not exp.selections:
        raise ValueError(f"{exp.path}: no [[selections]] to render")
    by_label = {r.label: r for r in exp.rows}
    out = []
    for sel in exp.selections:
        bases = [sel["baseline"]] if isinstance(sel["baseline"], str) else list(sel["baseline"])
        labels = list(dict.fromkeys([*sel["candidates"], *bases]))
        records: dict[str, dict[str, Any]] = {}
        missing = []
        for lab in labels:
            records[lab] = {}
            for d in exp.datasets:
                rr = row_result(exp, by_label[lab], d)
                if rr.record is None or rr.legacy:
                    missing.append(f"{lab} on {d}")
                else:
                    records[lab][d] = rr.record
        ref = bases[0] if len(bases) == 1 else "the best of " + ", ".join(bases) + " on the subsets the fold sees"
        own = sorted({measure_on(d, sel["measure"]) for d in exp.datasets} - {sel["measure"]})
        by = sel["measure"] + (f" ({', '.join(own)} on the settings measured by their own)" if own else "")
        tol = sel.get("tolerance")
        rule = ("worst dataset first" if tol is None else
                f"within {tol:g} of it on every dataset first (a loss of at most {tol:g} counts as level), then the "
                "mean gain")
        out.append(f"**{sel['label']}** — among {len(sel['candidates'])} rows, by {by} gain over "
                   f"{ref}, {rule} (nested: fold k sees its four non-test subsets).")
        if missing:
            out.append(f"\nNot computed: no schema-2 result for {', '.join(missing[:5])}"
                       + (" ..." if len(missing) > 5 else "") + ".\n")
            continue
        res = nested_selection(records, sel["candidates"], sel["baseline"], sel["measure"], sel.get("tolerance"))
        out.append("")
        out.append("| fold | chosen on the four non-test subsets |")
        out.append("|---|---|")
        out += [f"| {k} | {c} |" for k, c in enumerate(res["nested"], 1)]
        worst, mean = res["gains"][res["shipped"]]
        out.append(f"| all five subsets (shipped) | {res['shipped']} (worst-dataset gain {worst:+.4f}, "
                   f"mean {mean:+.4f}) |")
        out.append("")
        out.append(f"| | " + " | ".join(exp.datasets) + " |")
        out.append("|---|" + "---:|" * len(exp.datasets))
        out.append("| nested choice, test | " + " | ".join(f"{res['nested_test'][d]:.4f}" for d in exp.datasets) + " |")
        ref_label = bases[0] if len(bases) == 1 else "reference (best baseline on the seen subsets)"
        out.append(f"| {table_cell(ref_label)}, test | " + " | ".join(f"{res['baseline_test'][d]:.4f}" for d in exp.datasets)
                   + " |")
        if len(bases) > 1:
            out.append("| reference per fold | " + " | ".join(
                "/".join(dict.fromkeys(r[d] for r in res["reference_nested"])) for d in exp.datasets) + " |")
        if sel.get("note"):
            out.append("")
            out.append(sel["note"])
        out.append("")
    return "\n".join(out).rstrip("\n") + "\n"


def render_claims(exp: Experiment, dataset: str | None = None) -> str:
    """One sentence per declared claim (optionally of one dataset), Holm-corrected over the block."""
    claims = [c for c in exp.claims if dataset is None or c["dataset"] == dataset]
    by_label = {r.label: r for r in exp.rows}
    results = []
    for c in claims:
        for key in ("a", "b"):
            if c[key] not in by_label:
                raise ValueError(f"{exp.path}: claim names unknown row {c[key]!r}")
        a = row_result(exp, by_label[c["a"]], c["dataset"])
        b = row_result(exp, by_label[c["b"]], c["dataset"])
        results.append((c, a, b, _paired(a, b, c["measure"])))
    tested = [r for r in results if r[3] is not None]
    adjusted = dict(zip((id(r) for r in tested), holm([r[3].pvalue for r in tested]) if tested else []))
    lines = []
    for r in results:
        c, a, b, t = r
        m = c["measure"]
        va = None if a.record is None else a.record["test"].get(m)
        vb = None if b.record is None else b.record["test"].get(m)
        head = f"- {c['dataset']}, {m}: {a.label} vs {b.label}"
        if va is None or vb is None:
            lines.append(f"{head}: not run.")
            continue
        if t is None:
            lines.append(f"{head}: {va:.4f} vs {vb:.4f} (Δ {va - vb:+.4f}); not tested (legacy result without "
                         "per-query values).")
            continue
        p = adjusted[id(r)]
        verdict = ("no significant difference" if p >= ALPHA
                   else "significantly higher" if t.mean_difference > 0 else "significantly lower")
        lines.append(f"{head}: {va:.4f} vs {vb:.4f} (Δ {va - vb:+.4f}, Holm-adjusted p = {p:.3g} over "
                     f"{len(tested)} claims, {t.n} queries): {verdict}.")
    return "\n".join(lines) + "\n"


def render_costs(exp: Experiment, dataset: str) -> str:
    """Measured times of each row: fit of the chosen setting and whole fold (grid included), per fold."""
    out = ["| method | fit of the chosen setting, s per fold | whole fold with its grid, s | test aggregation, s per fold |",
           "|---|---:|---:|---:|"]
    for r in exp.rows:
        rr = row_result(exp, r, dataset)
        if rr.record is None or rr.legacy:
            out.append(f"| {table_cell(r.label)} | {'legacy' if rr.legacy else 'not run'} | | |")
            continue
        folds = rr.record["folds"]
        fit = np.mean([f["fit_seconds"] for f in folds])
        wall = np.mean([f.get("wall_seconds", 0.0) for f in folds])
        agg = np.mean([f["aggregate_seconds"] for f in folds])
        out.append(f"| {table_cell(r.label)} | {fit:.2f} | {wall:.1f} | {agg:.3f} |")
    return "\n".join(out) + "\n\nMean over the five folds, from the result files' timings (machine: " + \
        "2 cores shared with other jobs, so noisy).\n"


def render_published(exp: Experiment, dataset: str) -> str:
    """Ours beside the published numbers of the rows that declare them on ``dataset`` (:mod:`.published`)."""
    rows = [(r.label, r.published, None if (rec := row_result(exp, r, dataset).record) is None else rec["test"])
            for r in _ordered_rows(exp, dataset) if dataset in r.published.get("values", {})]
    if not rows:
        raise ValueError(f"{exp.path}: no row has published numbers on {dataset}")
    return published_table(exp.title, dataset, rows, cell=table_cell)


def render_status(experiments: dict[str, Experiment]) -> str:
    """Per experiment: cells rerun under the runner, cells still legacy or missing, and their times."""
    out = ["| experiment | cells rerun (schema 2) | cells legacy / missing / stale | time of the rerun cells | estimated time of the others |",
           "|---|---:|---:|---:|---:|"]
    total_done = total_left = 0.0
    for name in sorted(experiments):
        rows = experiment_status(experiments[name])
        done = [r for r in rows if r["status"] == "done"]
        left = [r for r in rows if r["status"] != "done"]
        done_s = sum(r["seconds"] for r in done)
        left_s = sum(r["seconds"] or 0.0 for r in left)
        total_done += done_s
        total_left += left_s
        counts = "/".join(str(sum(r["status"] == k for r in left)) for k in ("legacy", "missing", "stale"))
        out.append(f"| `experiments/{name}.toml` | {len(done)} | {counts} | {_hours(done_s)} | {_hours(left_s)} |")
    out.append(f"| all | | | {_hours(total_done)} | {_hours(total_left)} |")
    return "\n".join(out) + ("\n\nTimes are wall seconds of one process on the 2-core development machine shared with "
                             "other jobs (`rankagg experiment status experiments/*.toml` lists every cell). A cell not "
                             "rerun is estimated from the measured time per grid setting of a rerun cell with the same "
                             "method and features on the same dataset, else from its legacy run's time scaled by the "
                             "grid-size and iteration ratios and by how far that scaling was off for the rerun cells "
                             "of the same method.\n")


def _hours(seconds: float) -> str:
    return f"{seconds / 60:.1f} min" if seconds < 3600 else f"{seconds / 3600:.1f} h"


def _experiments(folder: Path) -> dict[str, Experiment]:
    out = {}
    for p in sorted(folder.glob("*.toml")):
        exp = load_experiment(p)
        out[exp.name] = exp
    return out


def render_text(text: str, experiments: dict[str, Experiment], where: str = "text") -> str:
    """``text`` with every marker block re-rendered."""

    def sub(m: re.Match) -> str:
        start, kind, name, dataset, _, end = m.groups()
        if kind == "status":
            return start + render_status(experiments) + end
        if name not in experiments:
            raise ValueError(f"{where}: marker names unknown experiment {name!r}")
        exp = experiments[name]
        if kind == "matrix":
            if dataset is None:
                raise ValueError(f"{where}: matrix marker for {name!r} needs a measure")
            return start + render_matrix(exp, dataset) + end
        if kind == "selection":
            return start + render_selection(exp) + end
        if kind in ("table", "workload", "costs", "published"):
            if dataset is None:
                raise ValueError(f"{where}: {kind} marker for {name!r} needs a dataset")
            body = (render_costs(exp, dataset) if kind == "costs" else render_published(exp, dataset)
                    if kind == "published" else render_table(exp, dataset, costs=kind == "workload"))
        else:
            body = render_claims(exp, dataset)
        return start + body + end

    return _BLOCK.sub(sub, text)


def render_command(files: Sequence[str], *, experiments: str = "experiments", check: bool = False) -> int:
    """Render (or with ``check`` compare) the marker blocks of Markdown files; returns an exit status."""
    exp_dir = Path(experiments)
    root = exp_dir.resolve().parent
    paths = [Path(f) for f in files] or [root / "README.md", *sorted((root / "docs").glob("*.md"))]
    exps = _experiments(exp_dir)
    stale = []
    for p in paths:
        old = p.read_text()
        new = render_text(old, exps, str(p))
        if new != old:
            if check:
                stale.append(str(p))
            else:
                p.write_text(new)
                print(f"rendered {p}", file=sys.stderr)
    if stale:
        print("tables or claims differ from what the results render (run `rankagg experiment render`): "
              + ", ".join(stale), file=sys.stderr)
        return 1
    return 0
