"""Comparative statements rendered from results: the declared claims as sentences, and the nested selections.

A claims block turns each declared ``[[claims]]`` entry (two rows, a measure, a
dataset) into one sentence with the difference and its Holm-adjusted p-value
(over the claims of the block).  A selection block shows each ``[[selections]]``
entry: the row each fold chooses on its four non-test subsets, the shipped
choice, and the nested test values (:func:`rankagg.experiments.selection.nested_selection`).
"""

from __future__ import annotations

from typing import Any

from rankagg.evaluation.measures import holm
from rankagg.evaluation.student_t import p_text
from rankagg.experiments.results import table_cell
from rankagg.experiments.row_results import ALPHA, paired_rows, row_result
from rankagg.experiments.experiment_file import Experiment
from rankagg.experiments.selection import nested_selection
from rankagg.experiments.settings import measure_on

__all__ = ["render_claims", "render_selection"]


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
        results.append((c, a, b, paired_rows(a, b, c["measure"])))
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
        verdict = ("no significant difference" if not p < ALPHA  # a NaN (no test made) is no evidence either
                   else "significantly higher" if t.mean_difference > 0 else "significantly lower")
        lines.append(f"{head}: {va:.4f} vs {vb:.4f} (Δ {va - vb:+.4f}, Holm-adjusted {p_text(p, True)} over "
                     f"{len(tested)} claims, {t.n} queries): {verdict}.")
    return "\n".join(lines) + "\n"
