"""pandas long format in and out: one row per (qid, docid, ranker) with ``rank`` and/or ``score``."""

from __future__ import annotations

import re
from typing import Any, Sequence, cast

import numpy as np
import pandas as pd
from numpy.typing import NDArray

from rankagg.data.rankings import Rankings, consensus_order, ranks_from_scores
from rankagg.io._errors import STACKED_ROWS, InputFormatError
from rankagg.io.arrow_extensions import refuse_extension_ids
from rankagg.io.comparison_shapes import pairwise_note
from rankagg.io.field_catalogue import catalogue_document
from rankagg.io.json_documents import refuse_document
from rankagg.io.rules import check_columns_once, check_ids, check_scores, fault_at, frame_rows, shown
from rankagg.io.score_direction import rows_may_rise, warn_if_rows_rise, warn_if_rows_tied
from rankagg.io.missing_columns import ROLE_COLUMNS, TABLE_COLUMNS, missing_columns
from rankagg.io.run_table import refuse_weight_column, role_column
from rankagg.io.wide_frames import wide_columns

__all__ = ["from_dataframe", "from_arrow", "arrow_frame", "check_columns_once", "mappings_frame", "to_dataframe", "consensus_frame", "COLUMN_ALIASES", "find_column",
           "missing_columns"]

#: column names other libraries use (:data:`rankagg.io.missing_columns.ROLE_COLUMNS`: the ids, run and score are
#: the Parquet run table's, one per role, :func:`~rankagg.io.run_table.role_column`; the rank and label tried in order)
COLUMN_ALIASES = ROLE_COLUMNS
_ROLES = {"qid": "qid", "docid": "docid", "ranker": "run", "score": "score"}


def find_column(df: pd.DataFrame, role: str, given: str | None, source: str = "dataframe") -> str | None:
    """The column playing ``role``: ``given`` if it is named otherwise than the role and present, else the
    column the run table's rule picks (:func:`~rankagg.io.run_table.role_column`: one name per role, the same in
    a Parquet file, a DataFrame and an Arrow table; two, such as ``q_id`` and ``qid``, are refused naming
    ``source``).  The document of a PyTerrier frame is ``docno`` (its ``docid`` is Terrier's internal number)."""
    if given is not None and given != role:
        return given if given in df.columns else None  # an explicitly named column, or missing
    if role in _ROLES:
        return role_column(list(df.columns), _ROLES[role], source)
    return next((c for c in COLUMN_ALIASES[role] if c in df.columns), None)


def from_dataframe(
    df: pd.DataFrame,
    *,
    qid: str = "qid",
    docid: str = "docid",
    ranker: str = "ranker",
    rank: str | None = "rank",
    score: str | None = "score",
    label: str | None = "label",
    source: str = "dataframe",
    runs: Sequence[str] | None = None,
) -> Rankings:
    """Build :class:`Rankings` from a long DataFrame.

    Needs ``qid``, ``docid``, ``ranker`` and at least one of ``rank`` / ``score``.
    When a default column name is absent, the names of ranx (``q_id``, ``doc_id``),
    PyTerrier (``docno``) and ir_measures (``query_id``) are accepted, and
    ``run`` / ``name`` / ``system`` / ``tag`` for the ranker (:data:`COLUMN_ALIASES`).
    With scores, ranks are derived by the trec_eval rule (score descending, then
    docid descending) unless a rank column is present too, which is then used.
    A ``label`` column (optional) must agree for all rows of one (qid, docid).
    Queries keep their first-appearance order, rankers too; items of a query are
    sorted by docid.

    Ids and scores follow the rules every reader applies (:mod:`rankagg.io.rules`: an id is a token
    of a TREC line, a column of ids holds str or int, a score is a number as trec_eval reads one).

    The rankers are the values of the ranker column (a Categorical's in its categories' order): a category no
    row holds is no ranker, as it is no value of the frame (a factor filtered out of a frame keeps its category,
    and read as a ranker it changed Borda's and mean_rank's scores).  ``runs``: every run in order, those that
    ranked nothing too, when the caller knows them (the dict form's empty runs, PyTerrier's named frames), as an
    empty run file is a run.

    Raises ValueError on a missing column, an id or a score the rules refuse, a rank that is
    not a positive integer, or the same (qid, docid) twice for one ranker.
    """
    check_columns_once(source, df.columns)
    refuse_weight_column(source, df.columns)
    found = {role: find_column(df, role, name, source) for role, name in (("qid", qid), ("docid", docid),
                                                                          ("ranker", ranker))}
    named = {"qid": qid, "docid": docid, "ranker": ranker}
    absent = [role for role in named if found[role] is None]
    if absent:
        raise ValueError(missing_columns(source, absent, df, {r: n for r, n in named.items() if n != r}))
    qid, docid, ranker = cast(str, found["qid"]), cast(str, found["docid"]), cast(str, found["ranker"])  # checked above
    has_rank = rank is not None and rank in df.columns
    has_score = score is not None and score in df.columns
    if not (has_rank or has_score):
        raise ValueError(missing_columns(source, ["score or rank"], df,
                                         {r: str(n) for r, n in (("score", score), ("rank", rank)) if n not in (None, r)}))
    # the registry's rules, from the one place (rankagg.io.blocks.check_block): ids, scores, a document twice
    from rankagg.io.blocks import Block, check_block

    ranker_values = df[ranker].to_numpy(dtype=object)
    row_of = frame_rows(df.index, df.attrs.get(STACKED_ROWS))  # stacked {name: frame}: each frame's own row
    checked = check_block(Block(source, ids={qid: df[qid].to_numpy(dtype=object), docid: df[docid].to_numpy(dtype=object)},
                                names={ranker: ranker_values},
                                scores={"score": df[score].to_numpy()} if has_score else {},
                                unique=(ranker, qid, docid), row_of=row_of, what="document"))
    frame = pd.DataFrame({"qid": _coded(checked, qid), "docid": _coded(checked, docid),
                          "ranker": checked.strings(ranker)})
    if runs is not None:
        frame["ranker"] = pd.Categorical(frame["ranker"], categories=check_ids(source, ranker, list(runs), names=True))
    elif isinstance(df[ranker].dtype, pd.CategoricalDtype):
        # the declared ranker order, of the rankers the rows name
        held = set(frame["ranker"].tolist())
        declared = [c for c in check_ids(source, ranker, list(df[ranker].cat.categories), names=True) if c in held]
        frame["ranker"] = pd.Categorical(frame["ranker"], categories=declared)
    if has_score:
        frame["score"] = checked.numbers["score"]
        score_values = checked.numbers["score"]
        # ranks typed into the scores, or one run where lower is better, would read upside down: told, run by run
        if not has_rank and rows_may_rise(score_values, checked.codes[ranker]):
            warn_if_rows_rise(source, ranker_values, df[qid].to_numpy(dtype=object), score_values)
        if not has_rank and "rank" in df.columns:  # the rank column unread: a run of tied scores loses its order
            warn_if_rows_tied(source, ranker_values, df[qid].to_numpy(dtype=object), score_values)
    if has_rank:
        r = pd.to_numeric(df[rank], errors="coerce").to_numpy(dtype=np.float64)
        bad = np.flatnonzero(~np.isfinite(r) | (r < 1) | (r != np.floor(r)))
        if bad.size:
            value = df[rank].iloc[bad[0]]
            value = value.item() if isinstance(value, np.generic) else value  # 'rank 0', not 'rank np.int64(0)'
            raise fault_at(source, row_of(bad[0]), f"rank {shown(value)} is not a positive integer")
        frame["rank"] = r
    labels_col = None
    if label is not None and label in df.columns:
        frame["label"] = pd.to_numeric(df[label], errors="coerce").to_numpy()
        labels_col = "label"
    return _assemble(frame, has_rank, has_score, labels_col, source)


def check_ids_missing(source: str, name: str, row: int) -> InputFormatError:
    return InputFormatError(source, None, f"row {row}: {name} is missing (None, NaN or null)")


def arrow_frame(table: Any, source: str = "Arrow table") -> pd.DataFrame:
    """A long Arrow table as the DataFrame :func:`from_dataframe` reads (same columns, same rules), a null
    named with its row before the conversion (which would turn an integer column into floats).  The table's
    pandas metadata is not applied: a column is read as its Arrow type says (binary ids are bytes, refused by the
    id rule, whatever the frame it was made from held)."""
    check_columns_once(source, table.column_names)
    refuse_weight_column(source, table.column_names)
    read = {c for names in COLUMN_ALIASES.values() for c in names}  # a null elsewhere is in a column left unread
    if "score" in table.column_names:
        read.discard("rank")  # ranks come from the scores then (trec_eval's rule), whatever a rank column says
    for name in table.column_names:
        if name not in read:
            continue
        col = table.column(name)
        if col.null_count:
            at = int(np.flatnonzero(np.asarray(col.is_null().to_numpy(zero_copy_only=False)))[0])
            raise check_ids_missing(source, name, at)
    refuse_extension_ids(source, table.schema, [c for names in (COLUMN_ALIASES[r] for r in ("qid", "docid", "ranker"))
                                                for c in names], None, "row 0: ")
    # a column left unread is not converted either; a wide table's score:<run> columns are its runs' scores
    kept = [c for c in table.column_names if c in read or c in wide_columns(table.column_names)]
    # Arrow's conversion of no column gives no rows either: the rows are kept, so a table whose columns no role
    # reads is refused for its columns, not as empty
    frame = table.select(kept).replace_schema_metadata(None).to_pandas() if kept else pd.DataFrame(index=range(table.num_rows))
    frame.attrs[TABLE_COLUMNS] = list(table.column_names)  # but named when a role has no column
    return frame


def from_arrow(table: Any, **kw: Any) -> Rankings:
    """:func:`from_dataframe` on a long Arrow table (:func:`arrow_frame`)."""
    source = kw.pop("source", "Arrow table")
    return from_dataframe(arrow_frame(table, source), source=source, **kw)


def mappings_frame(named: list[tuple[str, Any]]) -> pd.DataFrame:
    """Runs given as ``[(name, {qid: {docid: score}})]`` as a long DataFrame, ids and scores as given (not
    turned into strings or floats here: :func:`from_dataframe` applies the rules to them)."""
    from collections.abc import Mapping

    qid: list[Any] = []
    doc: list[Any] = []
    run: list[str] = []
    score: list[Any] = []
    # the document given as the runs, though its values are mappings (OpenTripPlanner's 'plan': u25g_), first: its
    # own keys say more than a part of it does (an OME-Zarr zarr.json's 'attributes' hold a .zattrs' keys)
    refuse_document("runs", dict(named), "{run: {qid: {docid: score}}}")
    for name, dct in named:  # another tool's document (a GeoJSON layer) named for what it is, before its form
        refuse_document(f"run {name!r}", dct)
    frames = [name for name, dct in named if isinstance(dct, pd.DataFrame)]
    if frames and len(frames) < len(named):  # the frame readers take every run as a frame, this one every run as a dict
        others = [name for name, dct in named if not isinstance(dct, pd.DataFrame)]
        raise ValueError(f"runs given as {{name: run}} mix DataFrames (run {frames[0]!r}) with other objects (run "
                         f"{others[0]!r}, a {type(dict(named)[others[0]]).__name__}): give every run as a DataFrame "
                         "or every run as {qid: {docid: score}}")
    for name, dct in named:
        if isinstance(dct, pd.DataFrame):  # a frame the PyTerrier reader did not take: its columns say why
            roles = {"qid": "qid", "docid": "docno", "score": "score"}  # PyTerrier's result frame
            lacks = [r for r, c in roles.items() if c not in dct.columns] or list(roles)  # else taken as PyTerrier's
            raise ValueError(missing_columns(f"run {name!r}: a DataFrame (a {{name: frame}} run is PyTerrier's result "
                                             "frame)", lacks, dct, roles))
        if not isinstance(dct, Mapping):
            refuse_document("runs", dict(named), "{run: {qid: {docid: score}}}")  # the document given as the runs
            raise ValueError(f"run {name!r}: expected {{qid: {{docid: score}}}}, got {type(dct).__name__}"
                             + _keys_given(dict(named)))
        for q, docs in dct.items():
            if not isinstance(docs, Mapping):
                # a document of records keyed by id ({property_id: {name, address}}) reads as runs of queries
                refuse_document("runs", dict(named), "{run: {qid: {docid: score}}}")
                raise ValueError(_not_queries(name, dct, q, docs, dict(named)))
            qid.extend([q] * len(docs))
            doc.extend(docs.keys())
            score.extend(docs.values())
            run.extend([name] * len(docs))
    names = [n for n, _ in named]
    return pd.DataFrame({"qid": pd.Series(qid, dtype=object), "docid": pd.Series(doc, dtype=object),
                         "score": pd.Series(score, dtype=object), "ranker": pd.Categorical(run, categories=names)})


def _not_queries(name: str, run: Any, q: Any, docs: Any, runs: dict) -> str:
    """Why a run's value is no query's {docid: score}: a run whose every value is a number is one list without its
    query (a wide frame's ``to_dict()``, {task: {model: score}}), whose documents were named as queries
    (u18l_fuse_to_dict_no_query); a record of an interleaving log, of win counts or of clicks (a list of dicts read
    as runs) is named for what it is (u19k_)."""
    note = pairwise_note([str(k) for k in run])
    if note is not None:
        return f"run {name!r}, a record whose keys are a header: {note}"
    if all(isinstance(v, (int, float, np.number)) and not isinstance(v, bool) for v in run.values()):
        declared = catalogue_document(runs, one_level_short=True)  # a field's {key: {key: number}} document
        if declared is not None:
            return f"the runs given: {declared}, not {{run: {{qid: {{docid: score}}}}}}"
        return (f"run {name!r} maps ids to numbers ({q!r}: {docs!r}), a {{docid: score}} list without its query: a "
                f"run is {{qid: {{docid: score}}}}: give {{{name!r}: {{'q1': {{docid: score}}}}}} (or fuse one "
                "query's lists with rankagg.Fuser)")
    # a list's records are named run1, run2, ...: their keys say what they are; a mapping's own keys say it better
    named = not all(re.fullmatch(r"run\d+", str(n)) for n in runs)
    return (f"run {name!r}, query {q!r}: expected {{docid: score}}, got {type(docs).__name__}"
            + (_keys_given(runs) if named else _keys_given(run, name)))


def _keys_given(obj: dict, name: str | None = None) -> str:
    """'; the runs given have the keys a, b, ...' (or run NAME's): what the object given as runs holds, as the file
    doors say a JSON file's first keys, since its first wrong value alone says nothing of what it is (an API's answer,
    an engine's analysis loaded in Python)."""
    keys = [str(k) for k in list(obj)[:9]]
    shown = ", ".join(keys[:8]) + (", ..." if len(keys) > 8 else "")
    return f"; {'the runs given' if name is None else f'run {name!r}'} {'has' if name else 'have'} the keys {shown}"


def _coded(checked: Any, column: str) -> Any:
    """An id column as its codes into its distinct texts (a Categorical), not a Python str per row: the rows of a
    frame of millions of query papers x candidates made an object and an Arrow copy of each id column."""
    texts = checked.texts[column]
    if len(set(texts)) < len(texts):  # two values of one text (np.int64(7) and 7): let the rows say which
        return checked.strings(column)
    return pd.Categorical.from_codes(checked.codes[column], categories=pd.Index(texts, dtype=object))


def _items(q_codes: NDArray[Any], docids: pd.Series) -> tuple[NDArray[np.int64], NDArray[np.int64], NDArray[Any],
                                                               NDArray[np.int64]]:
    """Each row's item (a query's document: its index in the order the Rankings keep, by query, then by the
    docid's text), and per item its query, its docid and a key that orders the docids as their texts do.

    By integer codes (one factorize, one sort of the distinct docids, one ``np.unique`` of an int64 key per row):
    a merge of the rows' object keys took 2.9 GB and 30 s on a frame of 6 M rows (u19a_api_volume_frame), and a
    NumPy text array of the docids takes their longest id's width for every one of them."""
    d_codes, d_uniques = pd.factorize(docids, sort=False)
    texts = np.asarray(d_uniques, dtype=object)
    by_text = np.argsort(texts, kind="stable")  # str comparison: code points, as the docids' sort was
    text_rank = np.empty(len(texts), dtype=np.int64)
    text_rank[by_text] = np.arange(len(texts), dtype=np.int64)
    n_docids = max(len(texts), 1)
    keys, rows = np.unique(np.asarray(q_codes, dtype=np.int64) * n_docids + text_rank[d_codes], return_inverse=True)
    item_doc_key = keys % n_docids
    return rows.reshape(-1), keys // n_docids, texts[by_text[item_doc_key]], item_doc_key


def _assemble(frame: pd.DataFrame, has_rank: bool, has_score: bool, labels_col: str | None, source: str) -> Rankings:
    q_codes, q_uniques = pd.factorize(frame["qid"], sort=False)
    if isinstance(frame["ranker"].dtype, pd.CategoricalDtype):
        r_codes = frame["ranker"].cat.codes.to_numpy()
        r_uniques = list(frame["ranker"].cat.categories)
    else:
        r_codes, r_uniques = pd.factorize(frame["ranker"], sort=False)
    rows, item_q, item_docids, item_doc_key = _items(q_codes, frame["docid"])
    n_items, n_rankers = len(item_q), len(r_uniques)
    sizes = np.bincount(item_q, minlength=len(q_uniques))
    offsets = np.zeros(len(sizes) + 1, dtype=np.int64)
    np.cumsum(sizes, out=offsets[1:])
    scores = None
    if has_score:
        scores = np.full((n_items, n_rankers), np.nan)
        scores[rows, r_codes] = frame["score"].to_numpy()
    if has_rank:
        ranks = np.full((n_items, n_rankers), np.nan)
        ranks[rows, r_codes] = frame["rank"].to_numpy()
    else:
        assert scores is not None  # from_dataframe needs a rank or a score column
        ranks = ranks_from_scores(scores, offsets, doc_key=item_doc_key)
    labels = None
    if labels_col is not None:
        lab = np.full(n_items, -1, dtype=np.int64)
        vals = frame[labels_col].to_numpy()
        vals = vals.astype(float)
        if np.any(~np.isfinite(vals) | (vals != np.round(vals))):
            raise ValueError(f"{source}: labels must be integers")
        lab[rows] = vals.astype(np.int64)
        conflict = np.flatnonzero(lab[rows] != vals)
        if conflict.size:
            i = int(conflict[0])
            raise ValueError(f"{source}: row {i}: label {vals[i]:g} of document {frame['docid'].iloc[i]} in query "
                             f"{frame['qid'].iloc[i]} contradicts label {lab[rows[i]]} given in another row")
        labels = lab
    return Rankings(
        offsets=offsets,
        ranks=ranks,
        qids=np.asarray(q_uniques, dtype=str),
        docids=item_docids.astype(str),
        ranker_names=tuple(str(x) for x in r_uniques),
        scores=scores,
        labels=labels,
    )


def to_dataframe(data: Rankings) -> pd.DataFrame:
    """Long format: one row per ranked (qid, docid, ranker) with ``rank`` (and ``score``, ``label``)."""
    i, r = np.nonzero(data.ranked)
    out = pd.DataFrame(
        {
            "qid": data.qids[data.query_of_item[i]],
            "docid": data.docids[i],
            "ranker": pd.Categorical.from_codes(r, categories=list(data.ranker_names)),
            "rank": data.ranks[i, r],
        }
    )
    if data.scores is not None:
        out["score"] = data.scores[i, r]
    if data.labels is not None:
        out["label"] = data.labels[i]
    return out


def consensus_frame(data: Rankings, scores: NDArray[np.float64], *, method_scores: bool = True) -> pd.DataFrame:
    """The fused ranking as ``qid, docid, rank, score`` (rank 1 = best, house tie rule)."""
    order = consensus_order(data, scores)
    qidx = data.query_of_item[order]
    rank = np.arange(data.n_items) - data.offsets[qidx] + 1
    return pd.DataFrame(
        {
            "qid": data.qids[qidx],
            "docid": data.docids[order],
            "rank": rank,
            "score": np.asarray(scores, dtype=np.float64)[order] if method_scores else (data.sizes[qidx] - rank + 1.0),
        }
    )
