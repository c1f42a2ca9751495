"""The registry of formats: the one door every input and output goes through (issue 33, issue 45).

Each format is declared once, as a :class:`Format`: what it is, how it is recognised
(:attr:`Format.recognise`: None, or the reason the input is not this format; it looks at a name, a type or a
file's first bytes, never calls a reader, so a reader's error is never swallowed), its reader and its writer.
A reader yields the core data in blocks as raw columns by role (:class:`~rankagg.io.blocks.Block`); the
registry applies the rules of :mod:`rankagg.io.rules` to every block (:func:`read`), the one place they are
applied, and builds the block's result.  Every entry point asks the registry which format an input is
(:func:`recognise`, :func:`reader_for`) and how to write an output (:func:`writer_for`): the command line, the
API, streaming, Dask and the experiments.  Adding a format is one declaration plus its reader and writer; the
tests of ``tests/io/test_registry_door.py`` are generated from :data:`FORMATS` (round trips, each rule on each
reader, the reason an input is not recognised) and ``docs/reliability.md`` lists the registry's cases.

The Parquet run table has one layout read by one reader (:mod:`rankagg.io.run_table`), a file or a folder
of part files alike; :func:`run_batches` is it, through the rules.
"""

from __future__ import annotations

import contextlib
import functools
import importlib
import os
import stat
from dataclasses import dataclass
from typing import Any, Callable, Iterator, ParamSpec, Sequence, TypeVar

import numpy as np

from rankagg.io._errors import InputFormatError
from rankagg.io.blocks import Block, Checked, UniqueAcross, check_block
from rankagg.io.output_names import FOREIGN_OUTPUTS, PREFLIB_NAMES, foreign_output, what_format
from rankagg.io.pyterrier_columns import not_pyterrier
from rankagg.io.recognisers import (ForeignReason, _arrow_stream, _battles, _comparison_table, _long_frame, _mapping,
                                    _not_gene_list, _not_gene_table, _path, _rankings_table, _ranx, _run_table,
                                    _qrels_text, _suffix, _text_file, _trec_text, _type, is_parquet, parquet_output,
                                    _weights_text)
from rankagg.io.run_table import (COLUMNS, META, PARQUET_MAGIC, RunBatch, RunTable, open_parquet, parquet_files,
                                  run_table)

__all__ = ["FORMATS", "Format", "KINDS", "format_of", "recognise", "which", "files_asked_once", "asking_files_once",
           "only_text", "reader_for", "writer_for", "check_text_output", "read", "write",
           "table_rows", "table_run_names", "table_batches",
           "is_parquet", "parquet_output", "parquet_files", "open_parquet", "parquet_rows", "table_input",
           "COLUMNS", "RunTable", "RunBatch", "run_table", "run_batches", "run_names", "PARQUET_MAGIC", "META"]

#: what an entry point reads: the formats of each kind are tried in declaration order
KINDS = ("runs", "qrels", "rankings", "weights", "comparisons", "preferences", "gene_lists")
#: the rules a reader of a kind applies (the generated tests give each one to each reader of the kind)
RULES = {"runs": ("empty id", "blank in id", "null id", "mixed id types", "score not finite", "duplicate",
                  "name twice", "id too long"),
         "qrels": ("empty id", "blank in id", "duplicate"),
         "rankings": ("empty id", "blank in id", "null id", "duplicate", "name twice", "score not finite"),
         "weights": ("name twice", "score not finite"),
         "comparisons": ("empty id", "null id", "mixed id types", "score not finite"),
         "preferences": ("empty id", "null id", "score not finite"),
         "gene_lists": ("empty id", "blank in id", "null id", "mixed id types", "duplicate", "id too long")}


@dataclass(frozen=True)
class Format:
    """One format, declared once.  ``recognise(obj)``: None, or why ``obj`` is not this format.  ``reader``:
    the dotted name of ``f(obj, **options) -> Iterator[Block]`` (raw columns; :func:`read` applies the rules).
    ``writer``: the dotted name of ``f(data, target)``, ``data`` being what :func:`read` gives (for a
    file) or ``None`` where rankagg writes no such file.  ``targets``: names a writer's output may take
    (``.gz``: compressed; ``""`` for an in-process form, whose writer returns the object)."""

    name: str
    kind: str
    what: str
    recognise: Callable[[Any], str | None]
    reader: str
    writer: str | None
    targets: tuple[str, ...] = ()
    #: a file of this format holds one run (TREC text: the run is named by its lines' tag)
    one_run: bool = False
    #: the dotted name of ``f(output, blocks, *, tag, depth, score_column, inputs)`` writing fused blocks in this
    #: format, for the runs formats ``rankagg fuse -o`` writes other than TREC text (which the fusion formats)
    fused_writer: str | None = None

    def reason(self, obj: Any) -> str | None:
        """``recognise(obj)``; within a job (:func:`files_asked_once`), asked once of a file as it stands
        (:func:`_file_key`): a fusion job asks the door of each run file four times (its name, whether it is the
        output, whether it is a table, its reader)."""
        kept = _REASONS
        key = _file_key(obj) if kept is not None else None
        if kept is None or key is None:
            return self.recognise(obj)
        key = (self.name, *key)
        if key not in kept:
            kept[key] = self.recognise(obj)
        return kept[key]

    def write_fused(self, output: Any, blocks: Iterator[Any], **options: Any) -> None:
        if self.fused_writer is None:
            raise ValueError(f"rankagg fuse writes no {self.name} output")
        _resolve(self.fused_writer)(output, blocks, **options)

    def read(self, obj: Any, **options: Any) -> Iterator[Any]:
        """The blocks of ``obj``, each through the rules (:func:`read`)."""
        return read(obj, self, **options)

    def write(self, data: Any, target: Any = None) -> Any:
        if self.writer is None:
            raise ValueError(f"rankagg writes no {self.name} ({self.what})")
        return _resolve(self.writer)(data, target)


_P = ParamSpec("_P")
_R = TypeVar("_R")
#: what each format said of a file in the job under way, by :func:`_file_key` (:meth:`Format.reason`); None outside
#: a job, where every question is asked anew
_REASONS: dict[tuple[Any, ...], str | None] | None = None


@contextlib.contextmanager
def files_asked_once() -> Iterator[None]:
    """A job (a fusion of files) in which what each format says of a file is asked once, while the file stands as it
    was (its name, identity, size and times): kept no longer than the job, since a file rewritten within the same
    clock tick, at the same size, keeps its times.  Nested jobs share the outer one's answers."""
    global _REASONS
    if _REASONS is not None:
        yield
        return
    _REASONS = {}
    try:
        yield
    finally:
        _REASONS = None


def asking_files_once(job: Callable[_P, _R]) -> Callable[_P, _R]:
    """``job`` run within :func:`files_asked_once`."""
    @functools.wraps(job)
    def within(*args: _P.args, **kwargs: _P.kwargs) -> _R:
        with files_asked_once():
            return job(*args, **kwargs)
    return within


def _file_key(obj: Any) -> tuple[Any, ...] | None:
    """A regular file's name as given and its identity and state (device, inode, size, modification and change
    times in ns): a file rewritten, replaced or renamed is asked again; None for anything else (an object, a
    folder, a pipe, a missing path), which is asked every time."""
    if not isinstance(obj, (str, bytes, os.PathLike)):
        return None
    try:
        st = os.stat(obj)
    except (OSError, ValueError):
        return None
    if not stat.S_ISREG(st.st_mode):
        return None
    return (os.fspath(obj), st.st_dev, st.st_ino, st.st_size, st.st_mtime_ns, st.st_ctime_ns)


def _resolve(dotted: str) -> Callable[..., Any]:
    module, _, name = dotted.rpartition(".")
    return getattr(importlib.import_module(module), name)  # imported on first use: start-up time of a command


_IO = "rankagg.io.format_io."
_GENES = "rankagg.io.gene_lists."
#: every format rankagg reads or writes, by name, in the order :func:`recognise` tries them
FORMATS = {f.name: f for f in (
    Format("trec", "runs", "TREC run text, plain or gzip (sniffed by its first bytes)", _trec_text,
           _IO + "trec_blocks", _IO + "write_trec_rows", ("run.txt", "run.txt.gz"), one_run=True),
    Format("parquet", "runs", "a Parquet run table: a file or a folder of part files (rankagg.io.run_table)",
           _run_table, _IO + "run_table_blocks", _IO + "write_table_rows", ("runs.parquet",),
           fused_writer=_IO + "write_fused_table"),
    Format("pyterrier", "runs", "PyTerrier result frames (qid, docno, score; ranks from 0): one, a list or "
           "{name: frame} (rankagg.io.pyterrier_frames)", not_pyterrier, "rankagg.io.pyterrier_frames.pyterrier_blocks",
           "rankagg.io.pyterrier_frames.rows_to_pyterrier", ("",)),
    Format("pandas", "runs", "a long DataFrame, one row per (query, document, run)", _long_frame,
           _IO + "frame_blocks", _IO + "rows_to_frame", ("",)),
    Format("arrow", "runs", "a long Arrow table, read as the DataFrame it converts to", _type("pyarrow", "Table"),
           _IO + "arrow_blocks", _IO + "rows_to_arrow", ("",)),
    Format("arrow-stream", "runs", "a long table of another library exporting the Arrow C stream (polars, DuckDB, "
           "...), read as the Arrow table it gives", _arrow_stream, "rankagg.io.arrow_stream.arrow_stream_blocks",
           "rankagg.io.arrow_stream.rows_to_polars", ("",)),
    Format("ranx", "runs", "ranx Run objects, {name: Run} (read as the mapping each gives)", _ranx,
           _IO + "ranx_blocks", _IO + "rows_to_ranx", ("",)),
    Format("mapping", "runs", "{run: {q_id: {doc_id: score}}} (Python mappings)", _mapping,
           _IO + "mapping_blocks", _IO + "rows_to_mapping", ("",)),
    Format("qrels", "qrels", "TREC qrels text 'qid iter docid rel', plain or gzip", _qrels_text,
           _IO + "qrels_blocks", _IO + "write_qrels_rows", ("qrels.txt", "qrels.txt.gz")),
    Format("letor", "rankings", "LETOR 4.0 aggregation text (label qid:Q k:rank ... #docid = D), plain or gzip",
           _text_file, _IO + "letor_blocks", _IO + "write_letor_rankings", ("S1.txt", "S1.txt.gz")),
    Format("rankings-parquet", "rankings", "a rankings dataset in Parquet (rankagg.io.parquet: rank:<ranker> "
           "columns, a file or a folder), read by iter_parquet", _rankings_table, _IO + "rankings_table_blocks",
           _IO + "write_rankings_table", ("dataset",)),
    Format("weights", "weights", "run weights: a JSON object or 'NAME WEIGHT' lines", _weights_text,
           _IO + "weights_blocks", _IO + "write_weights", ("weights.txt",)),
    Format("battles", "comparisons", "arena battles model_a, model_b, winner (JSON, JSONL, CSV, Parquet; "
           "rankagg.io.battles)", _battles, "rankagg.io.battles.battle_blocks", "rankagg.io.battles.write_battles",
           ("battles.jsonl", "battles.json", "battles.csv", "battles.parquet")),
    Format("comparisons", "comparisons", "pairwise comparison tables (CSV, TSV, JSONL, Parquet; rankagg.io.pairwise)",
           _comparison_table, _IO + "comparison_blocks", None, ("table.csv",)),
    Format("preflib", "preferences", "PrefLib elections (.soc, .soi, .toc, .toi; rankagg.io.preflib)",
           _suffix(".soc", ".soi", ".toc", ".toi"), _IO + "preflib_blocks", _IO + "write_election", ("election.soc",)),
    Format("gene-lists", "gene_lists", "ranked lists as a table, one column per list, best first (CSV, TSV; "
           "R RobustRankAggreg's glist; rankagg.io.gene_lists)", _not_gene_table,
           _GENES + "gene_table_blocks", _GENES + "write_gene_table", ("lists.tsv", "lists.csv")),
    Format("gene-list", "gene_lists", "one ranked list per file, one item per line, best first (.grp, .lst, .txt; "
           "rankagg.io.gene_lists)", _not_gene_list, _GENES + "gene_list_blocks",
           _GENES + "write_gene_list", ("list.grp",)),
)}



def recognise(obj: Any, kind: str = "runs") -> Format:
    """The first format of ``kind`` that recognises ``obj``; else an :class:`InputFormatError` naming the input
    and, for each format of the kind, the reason it is not that format; when a format's reason says what the input
    is (a :class:`~rankagg.io.recognisers.ForeignReason`: another tool's file), only such reasons, so that what the
    file is is not followed by every other format's 'is neither a Parquet file...' (u27c_, a gzipped WAV); one such
    reason ends the message, after a colon, so that a command it ends with is pasted as it stands."""
    if kind not in KINDS:
        raise ValueError(f"unknown kind {kind!r}; the kinds are {', '.join(KINDS)}")
    reasons, foreign, line = [], [], None
    for fmt in FORMATS.values():
        if fmt.kind == kind:
            why = fmt.reason(obj)
            if why is None:
                return fmt
            reasons.append(f"{fmt.name}: {why}")
            if isinstance(why, ForeignReason):
                foreign.append((fmt.name, why))
            line = getattr(why, "line", line)  # a reason about one line (a saved frame's header): named with the file
    said = _path(obj) if _path(obj) is not None else f"a {type(obj).__name__}"
    if len(foreign) == 1:  # what the input is, last: a command it ends with is pasted whole ('... > bm25.run.run')
        raise InputFormatError(str(said), getattr(foreign[0][1], "line", line),
                               f"not a {kind} input rankagg reads ({foreign[0][0]}): {foreign[0][1]}")
    reasons = [f"{name}: {why}" for name, why in foreign] or reasons
    door = _OTHER_DOOR.get(kind)
    if door is not None and FORMATS[door[0]].reason(obj) is None:
        reasons.append(door[1])
    raise InputFormatError(str(said), line, f"not a {kind} input rankagg reads ({'; '.join(reasons)})")


#: a table of another kind handed to a reader of ``kind``: the reason names the door that reads it (a Parquet run
#: table given to ``aggregate_parquet``, which reads rankings datasets, was told only what it is not)
_OTHER_DOOR = {"rankings": ("parquet", "it is a Parquet run table (q_id, doc_id, score, run): rankagg.fuse(path, method) "
                                       "and `rankagg fuse path -o out` fuse it, streamed")}


def which(obj: Any, kind: str = "runs") -> Format | None:
    """The first format of ``kind`` that recognises ``obj``, or None (:func:`recognise` says why)."""
    return next((f for f in FORMATS.values() if f.kind == kind and f.reason(obj) is None), None)


def only_text(paths: Sequence[str | os.PathLike], command: str, kind: str = "runs") -> None:
    """Refuse, naming it, an input of ``command`` (which reads the kind's text format only) that the registry
    recognises as another format: a Parquet run table given to ``rankagg tune`` is said to be one."""
    text = FORMATS[{"runs": "trec", "qrels": "qrels"}[kind]]
    for p in paths:
        fmt = which(p, kind) or recognise(p, kind)  # no format: each one's reason (recognise raises)
        if fmt is not text:
            raise ValueError(f"{command} reads {text.what}; {os.fspath(p)} is {fmt.what}")


def reader_for(obj: Any, kind: str = "runs") -> Format:
    """The format to read ``obj`` with (:func:`recognise`)."""
    return recognise(obj, kind)


def check_text_output(output: str | os.PathLike, what: str, instead: str, *, option: str = "-o",
                      foreign: tuple[str, ...] = FOREIGN_OUTPUTS) -> None:
    """Refuse to write ``what`` (line text: a TREC run, qrels, JSON lines, ...) under a name of ``foreign``
    (:data:`FOREIGN_OUTPUTS` by default), naming ``option``; ``instead`` says which names the output may have."""
    name = os.fsdecode(os.fspath(output))
    suffix = foreign_output(name, foreign)
    if suffix is not None:
        raise ValueError(f"{option} {name}: {what} would be written as lines of text, which no {suffix} reader "
                         f"reads ({suffix} names {what_format(suffix)}); {instead}")


def writer_for(output: str | os.PathLike, kind: str = "runs") -> Format:
    """The format an output is written in: a name ending in ``.parquet`` is the Parquet table of the kind,
    any other the kind's text format, except a name of another table or document format
    (:func:`check_text_output`)."""
    text = {"runs": "trec", "qrels": "qrels", "rankings": "letor", "weights": "weights", "preferences": "preflib"}
    table = {"runs": "parquet", "rankings": "rankings-parquet"}
    if parquet_output(output) and kind in table:
        return FORMATS[table[kind]]
    if kind not in text:
        raise ValueError(f"rankagg writes no {kind} file")
    own = PREFLIB_NAMES if kind == "preferences" else ()
    check_text_output(output, f"a {FORMATS[text[kind]].name} file" if kind != "runs" else "a fused run",
                      "name it .parquet for a table (pandas, R and DuckDB read it)" if kind in table
                      else "give it another name", foreign=tuple(s for s in FOREIGN_OUTPUTS if s not in own))
    return FORMATS[text[kind]]


def format_of(runs: Any) -> str:
    """The name in :data:`FORMATS` of a runs input (:func:`recognise`)."""
    return recognise(runs, "runs").name


def read(obj: Any, fmt: Format | str | None = None, *, kind: str = "runs", **options: Any) -> Iterator[Any]:
    """The blocks of ``obj`` read by its format's reader, each through the rules (:func:`rankagg.io.blocks.check_block`),
    each the block's result (its ``build``) or, without one, the :class:`~rankagg.io.blocks.Checked` columns."""
    f = FORMATS[fmt] if isinstance(fmt, str) else fmt if fmt is not None else recognise(obj, kind)
    # a file given to a format named by the caller is still recognised: what another tool's file is (a spreadsheet,
    # BEIR's qrels table), not what the reader trips on ('expected 4 fields'); any other reason is left to the reader,
    # which names the fault at its line; objects (an open RunTable) are the caller's
    said = _path(obj)
    why = f.reason(obj) if fmt is not None and said is not None and os.path.isfile(said) else None
    if isinstance(why, ForeignReason) and said is not None:
        raise InputFormatError(said, getattr(why, "line", None), f"not a {f.kind} input rankagg reads ({f.name}: {why})")
    across = UniqueAcross()  # a document twice in two blocks (record batches, part files) as in one
    for block in _resolve(f.reader)(obj, **options):
        checked = check_block(block)
        across.add(block, checked)
        yield block.build(checked) if block.build is not None else checked


def write(data: Any, output: Any, kind: str = "runs") -> Any:
    """Write ``data`` (what :func:`read` gives for the kind) to ``output`` in the format :func:`writer_for` says."""
    return writer_for(output, kind).write(data, output)


# ------------------------------------------------------------------ the run table, through the rules
def table_input(paths: Sequence[str | os.PathLike]) -> str | None:
    """The Parquet run table among ``paths`` (then the only input), or None for TREC run files."""
    tables = [os.fsdecode(os.fspath(p)) for p in paths if which(p, "runs") is FORMATS["parquet"]]
    if not tables:
        return None
    if len(paths) > 1:
        # a Parquet file that is no run table at all (cryo's blocks beside a run: u30f_cryo_parquet_as_run) is told
        # what it lacks and has first: one run table among other inputs says nothing the user can act on there
        for t in tables:
            run_table(t)
        raise ValueError(f"give one Parquet run table or TREC run files, not {len(paths)} inputs with "
                         f"{len(tables)} Parquet files ({', '.join(tables)})")
    return tables[0]


def run_batches(table: RunTable, roles: Sequence[str] = ("qid", "run", "docid", "score")) -> Iterator[RunBatch]:
    """The long rows of a run table, batch by batch, through the rules; ``roles`` says which of ``docid`` and
    ``score`` to read too (``qid`` and ``run`` always are)."""
    return table_batches(table, roles)


def parquet_rows(path: str | os.PathLike) -> int:
    """The number of rows of a Parquet table (file or folder), from the files' footers."""
    return sum(int(open_parquet(f).metadata.num_rows) for f in parquet_files(path))


def table_rows(path: str | os.PathLike) -> int:
    """The number of rows of a table input (:func:`table_input`), from its files' footers."""
    return parquet_rows(path)


def table_run_names(path: str | os.PathLike | RunTable) -> list[str]:
    """The runs of a table input (its ``run`` values in order of first appearance); ``path``: its path, or its
    :func:`run_table` as the command read it (then its files' footers are not read again, and the runs are
    kept on it for the passes that follow)."""
    table = path if isinstance(path, RunTable) else run_table(path)
    if table.runs is None:
        table.runs = run_names(table)
    return list(table.runs)


def table_batches(table: Any, roles: Sequence[str] = ("qid", "run", "docid", "score")) -> Iterator[RunBatch]:
    """The streaming path's batches of a table input (``table``: its path or :func:`run_table`), through the rules."""
    return read(table, FORMATS["parquet"], roles=roles)


def run_names(table: RunTable) -> list[str]:
    """The runs of a table in order of first appearance."""
    if table.wide_runs is not None:
        return list(table.wide_runs)
    seen: dict[str, None] = {}
    for b in run_batches(table, ()):
        first = np.full(len(b.run_names), len(b.run_codes), dtype=np.int64)
        np.minimum.at(first, b.run_codes, np.arange(len(b.run_codes)))
        for j in np.argsort(first, kind="stable").tolist():
            if first[j] < len(b.run_codes):
                seen.setdefault(b.run_names[j], None)
    return list(seen)


__all__ += ["Block", "Checked", "RULES"]
