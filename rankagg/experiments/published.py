"""Published numbers beside ours: a row's ``published`` table in an experiment file, and its rendering.

A row of an experiment file may carry the numbers a paper printed for it, with the paper and table
cited (format in ``docs/experiments.md``)::

    [[rows]]
    label = "St.Agg_BC (Eq. 12, Eq. 11 as printed)"
    method = "stagg_bc"
    [rows.published]
    source = "Niu et al. 2013, Table 1"   # required: where the numbers are printed
    row = "St.Agg_BC"                      # optional: the paper's name of the row, when it differs
    digits = 4                             # optional: decimals the paper prints (default 4)
    MQ2007-agg = { "NDCG@5" = 0.4179, "NDCG@10" = 0.4384, ERR = 0.3197, RBP = 0.3347 }

Values are fractions (a paper's percentages divided by 100), one table per dataset of the row, keyed
by the measure's printed name (:func:`rankagg.evaluation.registry.parse_measure`), as the result
files store it.  :func:`check_published` validates the table when the file is read (errors name the
file, the row and the key); :func:`published_table` renders, for the marker
``<!-- rankagg:published EXPERIMENT DATASET -->`` of ``rankagg experiment render``, every row with
published numbers on the dataset: our fold-averaged test values, the published ones and the
difference, in the columns of the measures the paper printed.
"""

from __future__ import annotations

import math
from typing import Any, Mapping, Sequence

from rankagg.evaluation.registry import parse_measure
from rankagg.experiments.settings import setting_measures

__all__ = ["check_published", "published_table", "PUBLISHED_DIGITS"]

#: decimals of the published numbers when the row does not say
PUBLISHED_DIGITS = 4
_INDENT = "&nbsp;&nbsp;"


def check_published(where: str, raw: Any, datasets: Sequence[str]) -> dict[str, Any]:
    """A row's ``published`` table checked: ``source``, optional ``row`` and ``digits``, one table of
    measures per dataset of the row; returns ``{"source", "row", "digits", "values": {dataset: {measure: value}}}``."""
    if not isinstance(raw, Mapping):
        raise ValueError(f"{where}: published must be a table (source = ..., DATASET = {{ MEASURE = value }})")
    source = raw.get("source")
    if not isinstance(source, str) or not source.strip():
        raise ValueError(f"{where}: published needs a non-empty 'source' (the paper and table the numbers are from)")
    row = raw.get("row", "")
    if not isinstance(row, str):
        raise ValueError(f"{where}: published.row must be a string (the paper's name of the row), got {row!r}")
    digits = raw.get("digits", PUBLISHED_DIGITS)
    if isinstance(digits, bool) or not isinstance(digits, int) or not 0 <= digits <= 6:
        raise ValueError(f"{where}: published.digits must be an integer 0..6, got {digits!r}")
    values: dict[str, dict[str, float]] = {}
    for dataset, table in raw.items():
        if dataset in ("source", "row", "digits"):
            continue
        if dataset not in datasets:
            raise ValueError(f"{where}: published names dataset {dataset!r}, not a dataset of the row "
                             f"({', '.join(datasets)})")
        if not isinstance(table, Mapping) or not table:
            raise ValueError(f"{where}: published.{dataset} must be a non-empty table of measure = value")
        family = "letor" if setting_measures(dataset) is None else "trec"
        values[dataset] = {}
        for measure, value in table.items():
            printed = parse_measure(measure, family, option=f"{where}: published.{dataset}").name
            if printed != measure:
                raise ValueError(f"{where}: published.{dataset}: write {measure!r} as {printed!r} (the results' name)")
            if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value) \
                    or not 0 <= value <= 1:
                raise ValueError(f"{where}: published.{dataset}.{measure} must be a number in [0, 1] (a percentage "
                                 f"divided by 100), got {value!r}")
            values[dataset][measure] = float(value)
    if not values:
        raise ValueError(f"{where}: published gives no dataset's numbers")
    return {"source": source.strip(), "row": row.strip(), "digits": digits, "values": values}


def published_table(title: str, dataset: str, rows: Sequence[tuple[str, Mapping[str, Any], Mapping[str, float] | None]],
                    *, cell=lambda label: label) -> str:
    """The Markdown block of the rows ``(label, published, our test values or None)`` with numbers on
    ``dataset``: ours, the published ones and ours minus published, per measure the paper printed."""
    shown = [(label, pub, ours) for label, pub, ours in rows if dataset in pub["values"]]
    if not shown:
        raise ValueError(f"{title}: no row has published numbers on {dataset}")
    measures = list(dict.fromkeys(m for _, pub, _ in shown for m in pub["values"][dataset]))
    out = ["| method | " + " | ".join(measures) + " |", "|---|" + "---:|" * len(measures)]
    for label, pub, ours in shown:
        paper, d = pub["values"][dataset], pub["digits"]
        out.append(f"| {cell(label)} | " + " | ".join(
            "" if ours is None or ours.get(m) is None else f"{ours[m]:.4f}" for m in measures) + " |")
        name = f"published ({cell(pub['row'])})" if pub["row"] else "published"
        out.append(f"| {_INDENT}{name} | " + " | ".join(f"{paper[m]:.{d}f}" if m in paper else "" for m in measures)
                   + " |")
        out.append(f"| {_INDENT}difference | " + " | ".join(
            f"{ours[m] - paper[m]:+.{d}f}" if m in paper and ours is not None and ours.get(m) is not None else ""
            for m in measures) + " |")
    sources = list(dict.fromkeys(pub["source"] for _, pub, _ in shown))
    missing = [label for label, _, ours in shown if ours is None]
    note = (f"*{title}, {dataset}: ours beside the published numbers.* Ours: fold-averaged test values of the "
            "experiment's rows (the same result files as its table). published: " + "; ".join(sources)
            + ". difference: ours − published, at the published precision.")
    if missing:
        note += f" Not run yet: {', '.join(missing)}."
    return "\n".join(out) + "\n\n" + note + "\n"
