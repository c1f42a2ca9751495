"""The measures a report's ``--measures`` names, found among those the results hold.

The results spell each measure as ``rankagg evaluate`` keyed it (the registry's one spelling, ``RBP(p=0.8,rel=2)``)
or as a protocol wrote it (LETOR's ``MAP``, ``NDCG@10``).  A name is matched by its text whatever the case, as
before; failing that, by the measure it parses to, so that ``RBP(rel=2, p=0.8)``, ``ndcg_cut.10`` or ``P(rel=2)@10``
written another way find the column they mean instead of being refused as unknown.
"""

from __future__ import annotations

from typing import Iterable, Sequence

from rankagg.evaluation.registry import parse_measure

__all__ = ["measure_pieces", "resolve_measures"]


def measure_pieces(text: str) -> list[str]:
    """A comma-separated list of measures split at the commas outside parentheses: ``RBP(p=0.8,rel=2),AP`` is two
    measures (split at every comma, its first was the unknown ``RBP(p=0.8`` and ``rel=2)``)."""
    pieces: list[str] = []
    depth = start = 0
    for i, ch in enumerate(text):
        depth += (ch == "(") - (ch == ")")
        if ch == "," and depth == 0:
            pieces.append(text[start:i])
            start = i + 1
    pieces.append(text[start:])
    return [p.strip() for p in pieces if p.strip()]


def _meaning(name: str) -> str | None:
    try:
        return parse_measure(name, "trec").name
    except ValueError:  # a LETOR protocol's name (MeanNDCG, ERR@10): matched by its text only
        return None


def resolve_measures(asked: Sequence[str], held: Iterable[str], names: Iterable[str] = ()) -> tuple[list[str], list[str]]:
    """``(columns, unknown)``: each asked measure as the results spell it (or as asked when they hold it by text in
    another case, which the table matches itself), and those the results do not hold.  A name is matched by its text,
    then by its meaning among the results' measures (trec_eval's ``map`` is the ``AP`` they hold), then by its text
    among ``names`` (LETOR's default columns, which a protocol's results may lack)."""
    held = list(held)
    by_text = {m.lower() for m in held}
    by_meaning: dict[str, str] = {}
    for m in held:
        key = _meaning(m)
        if key is not None:
            by_meaning.setdefault(key, m)
    other = {m.lower() for m in names}
    columns: list[str] = []
    unknown: list[str] = []
    for m in asked:
        key = None if m.lower() in by_text else _meaning(m)
        if m.lower() in by_text:
            columns.append(m)
        elif key is not None and key in by_meaning:
            columns.append(by_meaning[key])
        elif m.lower() in other:
            columns.append(m)
        else:
            unknown.append(m)
    return columns, unknown
