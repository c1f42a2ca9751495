"""The column names each role of a long table is read from, and the one message for a table that lacks one.

A table of runs or qrels (a pandas frame, an Arrow or polars table, a dict of columns) is read by its column names;
when a role has none, the message names the role, the names it is read from and the columns the table has, as the
Parquet door always did (``it has QUERY, SKU, SCORE, RUN``).  The frame doors said only "needs columns for docid",
or "needs query, document and rel columns", so a user holding ``sku`` or ``purchases`` could not tell which name to
change (issue 45's seventeenth bar, an e-commerce team's Snowflake and BigQuery exports).
"""

from __future__ import annotations

from typing import Any, Iterable, Mapping, Sequence

from rankagg.io.comparison_shapes import pairwise_note
from rankagg.io.mcda_shapes import mcda_frame
from rankagg.io.perception_shapes import perception_frame
from rankagg.io.search_logs import label_flags_note
from rankagg.io.run_table import COLUMNS, FALLBACK

__all__ = ["ROLE_COLUMNS", "TABLE_COLUMNS", "missing_columns"]

#: the names each role is read from (ranx ``q_id, doc_id``; PyTerrier ``qid, docno``; ir_measures
#: ``query_id, doc_id``): the ids, run and score are the Parquet run table's (one per role), rank and label tried
#: in order
ROLE_COLUMNS: dict[str, tuple[str, ...]] = {
    "qid": COLUMNS["qid"] + FALLBACK["qid"],
    "docid": COLUMNS["docid"] + FALLBACK["docid"],
    "ranker": COLUMNS["run"],
    "rank": ("rank",),
    "score": ("score",),
    "label": ("label", "relevance", "rel"),
}
#: the frame's ``attrs`` key holding the columns of the table it was read from (an Arrow or polars table converts
#: only the columns a role reads: the others are still what the user sees and must be named)
TABLE_COLUMNS = "rankagg_table_columns"
#: the roles under the names callers give them
_ALIASES = {"run": "ranker", "rel": "label"}
#: a frame of hundreds of columns (features beside the run) is named by its first ones
_SHOWN = 20


def missing_columns(source: str, missing: Sequence[str], columns: Any,
                    given: Mapping[str, str] | None = None) -> str:
    """``source: needs a column for docid (doc_id / docid / docno / doc); it has query, sku, score, run``: each
    missing role (``qid``, ``docid``, ``ranker`` or ``run``, ``score``, ``rank``, ``label`` or ``rel``; ``"score or
    rank"`` for a run read from either) with the names it is read from (``given``: the one name a caller chose for
    a role), then the columns the table holds: ``columns`` their names, or the frame itself (then those of the
    table it was converted from, when :data:`TABLE_COLUMNS` in its ``attrs`` records them)."""
    wanted = []
    for role in missing:
        names = [n for part in role.split(" or ") for n in
                 ((given[part],) if given and part in given else ROLE_COLUMNS[_ALIASES.get(part, part)])]
        wanted.append(f"{role} ({' / '.join(names)})")
    held = [str(c) for c in _names(columns)]
    kitti = perception_frame(columns)  # a KITTI file read without a header: told by its first row (u29g_)
    if kitti is not None:
        return f"{source}: {kitti}"
    note = pairwise_note(held)  # pairwise judgments, win counts, a click log: what they are and how to write them
    note = note or mcda_frame(columns)  # a decision matrix or a Saaty matrix read with pandas (u29d_api_*_frame)
    if note is not None:
        return f"{source}: {note}"
    shown = ", ".join(held[:_SHOWN]) + (f", ... ({len(held)} columns)" if len(held) > _SHOWN else "")
    flags = label_flags_note(held) if {"label", "rel"} & set(missing) else None  # Expedia's click_bool, booking_bool
    return f"{source}: needs a column for {'; '.join(wanted)}; it has {shown or 'no columns'}" + (
        f": {flags}" if flags else "")


def _names(columns: Any) -> Iterable[Any]:
    attrs = getattr(columns, "attrs", None)
    if isinstance(attrs, Mapping) and TABLE_COLUMNS in attrs:
        return list(attrs[TABLE_COLUMNS])
    return list(getattr(columns, "columns", columns))
