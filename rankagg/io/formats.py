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

import importlib
import os
from dataclasses import dataclass
from typing import Any, Callable, Iterator, Sequence

import numpy as np

from rankagg.io._errors import InputFormatError
from rankagg.io.guard import open_input
from rankagg.io.blocks import Block, Checked, check_block
from rankagg.io.run_table import (COLUMNS, META, PARQUET_MAGIC, RunBatch, RunTable, open_parquet, parquet_files,
                                  run_table)

__all__ = ["FORMATS", "Format", "KINDS", "format_of", "recognise", "which", "only_text", "reader_for", "writer_for", "read", "write",
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


def _path(obj: Any) -> str | None:
    return os.fsdecode(os.fspath(obj)) if isinstance(obj, (str, bytes)) or hasattr(obj, "__fspath__") else None


def _first_bytes(path: str, n: int = 4) -> bytes:
    try:
        with open_input(path) as fh:  # a device or FIFO is refused here, before any reader opens it
            return bytes(fh.read(n))
    except OSError:
        return b""


def is_parquet(path: str | os.PathLike) -> bool:
    """Whether ``path`` is a Parquet table: a file starting with Parquet's magic bytes (whatever its
    name), or a folder holding ``_rankagg.json`` or ``.parquet`` files."""
    p = os.fsdecode(os.fspath(path))
    if os.path.isdir(p):
        return os.path.isfile(os.path.join(p, META)) or any(n.endswith(".parquet") for n in os.listdir(p))
    return _first_bytes(p) == PARQUET_MAGIC


def parquet_output(path: str | os.PathLike) -> bool:
    """Whether an output is written as a Parquet table (its name ends in ``.parquet``), not text."""
    return os.fsdecode(os.fspath(path)).lower().endswith(".parquet")


def _schema_names(path: str) -> list[str]:
    return list(open_parquet(parquet_files(path)[0]).schema_arrow.names)


# ------------------------------------------------------------------ recognition: None, or why not
def _text_file(obj: Any) -> str | None:
    """a path that is not a folder and does not start with Parquet's magic bytes"""
    p = _path(obj)
    if p is None:
        return f"is a {type(obj).__name__}, not a path"
    if os.path.isdir(p):
        return "is a folder (a folder is a Parquet table)"
    if is_parquet(p):
        return "is a Parquet file (its first bytes are PAR1), not text"
    return None  # a missing or unreadable file is the reader's to name


def _run_table(obj: Any) -> str | None:
    """a file starting with PAR1, or a folder holding _rankagg.json or .parquet files"""
    p = _path(obj)
    if p is None:
        return f"is a {type(obj).__name__}, not a path"
    if not is_parquet(p):  # the layout (long, or score:<run> columns) is the reader's to check and name
        return ("is neither a Parquet file (its first bytes are not PAR1) nor a folder of .parquet files"
                if os.path.exists(p) else "does not exist")
    return None


def _rankings_table(obj: Any) -> str | None:
    """a Parquet file or folder whose columns include rank:<ranker>"""
    p = _path(obj)
    if p is None:
        return f"is a {type(obj).__name__}, not a path"
    if not is_parquet(p):
        return "is neither a Parquet file (its first bytes are not PAR1) nor a folder of .parquet files"
    if not any(c.startswith("rank:") for c in _schema_names(p)):
        return "has no rank:<ranker> column (a rankings dataset has one per ranker)"
    return None


def _suffix(*suffixes: str) -> Callable[[Any], str | None]:
    def recognise(obj: Any) -> str | None:
        p = _path(obj)
        if p is None:
            return f"is a {type(obj).__name__}, not a path"
        name = p.lower()[:-3] if p.lower().endswith(".gz") else p.lower()
        return None if name.endswith(suffixes) else f"its name does not end in {' / '.join(suffixes)}"
    recognise.__doc__ = f"a path whose name ends in {' / '.join(suffixes)} (.gz allowed)"
    return recognise


def _type(module: str, *names: str) -> Callable[[Any], str | None]:
    def recognise(obj: Any) -> str | None:
        t = type(obj)
        if any(c.__module__.split(".")[0] == module and c.__name__ in names for c in t.__mro__):
            return None  # the class or a subclass of it
        return f"is a {t.__module__}.{t.__name__}, not a {module} {' / '.join(names)}"
    recognise.__doc__ = f"an object of the class {module}.{' / '.join(names)} (or a subclass)"
    return recognise


def _ranx(obj: Any) -> str | None:
    """ranx Run objects: one, a list of them, or {name: Run}"""
    from collections.abc import Mapping

    runs = list(obj.values()) if isinstance(obj, Mapping) else list(obj) if isinstance(obj, (list, tuple)) else [obj]
    if runs and all(type(r).__name__ == "Run" and type(r).__module__.startswith("ranx") for r in runs):
        return None
    return "is not ranx Run objects ({name: Run}, a list of them, or one)"


def _mapping(obj: Any) -> str | None:
    """a Mapping {run: {q_id: {doc_id: score}}} or a list of them (not ranx objects, not a path)"""
    from collections.abc import Mapping

    if _path(obj) is not None:
        return "is a path"
    if _ranx(obj) is None:
        return "is ranx Run objects (the ranx format)"
    if isinstance(obj, Mapping) and not type(obj).__module__.startswith("ranx"):
        return None
    if isinstance(obj, (list, tuple)) and obj and all(isinstance(r, Mapping) for r in obj):
        return None  # a sequence of runs, named run1, run2, ... (or their .name)
    return f"is a {type(obj).__name__}, not a mapping {{run: {{q_id: {{doc_id: score}}}}}} (or a list of runs)"


def _not_gene_list(obj: Any) -> str | None:
    """a path named .grp / .lst, or .txt whose first item line holds one token (.gz allowed)"""
    from rankagg.io.gene_list_kind import not_gene_list

    return not_gene_list(obj)


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


def _resolve(dotted: str) -> Callable[..., Any]:
    module, _, name = dotted.rpartition(".")
    return getattr(importlib.import_module(module), name)  # imported on first use: start-up time of a command


_IO = "rankagg.io.format_io."
_GENES = "rankagg.io.gene_lists."
#: every format rankagg reads or writes, by name, in the order :func:`recognise` tries them
FORMATS = {f.name: f for f in (
    Format("trec", "runs", "TREC run text, plain or gzip (sniffed by its first bytes)", _text_file,
           _IO + "trec_blocks", _IO + "write_trec_rows", ("run.txt", "run.txt.gz"), one_run=True),
    Format("parquet", "runs", "a Parquet run table: a file or a folder of part files (rankagg.io.run_table)",
           _run_table, _IO + "run_table_blocks", _IO + "write_table_rows", ("runs.parquet",),
           fused_writer=_IO + "write_fused_table"),
    Format("pandas", "runs", "a long DataFrame, one row per (query, document, run)", _type("pandas", "DataFrame"),
           _IO + "frame_blocks", _IO + "rows_to_frame", ("",)),
    Format("arrow", "runs", "a long Arrow table, read as the DataFrame it converts to", _type("pyarrow", "Table"),
           _IO + "arrow_blocks", _IO + "rows_to_arrow", ("",)),
    Format("ranx", "runs", "ranx Run objects, {name: Run} (read as the mapping each gives)", _ranx,
           _IO + "ranx_blocks", _IO + "rows_to_ranx", ("",)),
    Format("mapping", "runs", "{run: {q_id: {doc_id: score}}} (Python mappings)", _mapping,
           _IO + "mapping_blocks", _IO + "rows_to_mapping", ("",)),
    Format("qrels", "qrels", "TREC qrels text 'qid iter docid rel', plain or gzip", _text_file,
           _IO + "qrels_blocks", _IO + "write_qrels_rows", ("qrels.txt", "qrels.txt.gz")),
    Format("letor", "rankings", "LETOR 4.0 aggregation text (label qid:Q k:rank ... #docid = D), plain or gzip",
           _text_file, _IO + "letor_blocks", _IO + "write_letor_rankings", ("S1.txt", "S1.txt.gz")),
    Format("rankings-parquet", "rankings", "a rankings dataset in Parquet (rankagg.io.parquet: rank:<ranker> "
           "columns, a file or a folder), read by iter_parquet", _rankings_table, _IO + "rankings_table_blocks",
           _IO + "write_rankings_table", ("dataset",)),
    Format("weights", "weights", "run weights: a JSON object or 'NAME WEIGHT' lines", _text_file,
           _IO + "weights_blocks", _IO + "write_weights", ("weights.txt",)),
    Format("comparisons", "comparisons", "pairwise comparison tables (CSV, TSV, JSONL, Parquet; rankagg.io.pairwise)",
           _suffix(".csv", ".tsv", ".jsonl", ".ndjson", ".parquet"), _IO + "comparison_blocks", None, ("table.csv",)),
    Format("preflib", "preferences", "PrefLib elections (.soc, .soi, .toc, .toi; rankagg.io.preflib)",
           _suffix(".soc", ".soi", ".toc", ".toi"), _IO + "preflib_blocks", _IO + "write_election", ("election.soc",)),
    Format("gene-lists", "gene_lists", "ranked lists as a table, one column per list, best first (CSV, TSV; "
           "R RobustRankAggreg's glist; rankagg.io.gene_lists)", _suffix(".csv", ".tsv"),
           _GENES + "gene_table_blocks", _GENES + "write_gene_table", ("lists.tsv", "lists.csv")),
    Format("gene-list", "gene_lists", "one ranked list per file, one item per line, best first (.grp, .lst, .txt; "
           "rankagg.io.gene_lists)", _not_gene_list, _GENES + "gene_list_blocks",
           _GENES + "write_gene_list", ("list.grp",)),
)}



def recognise(obj: Any, kind: str = "runs") -> Format:
    """The first format of ``kind`` that recognises ``obj``; else an :class:`InputFormatError` naming the input
    and, for each format of the kind, the reason it is not that format."""
    if kind not in KINDS:
        raise ValueError(f"unknown kind {kind!r}; the kinds are {', '.join(KINDS)}")
    reasons = []
    for fmt in FORMATS.values():
        if fmt.kind == kind:
            why = fmt.recognise(obj)
            if why is None:
                return fmt
            reasons.append(f"{fmt.name}: {why}")
    said = _path(obj) if _path(obj) is not None else f"a {type(obj).__name__}"
    raise InputFormatError(str(said), None, f"not a {kind} input rankagg reads ({'; '.join(reasons)})")


def which(obj: Any, kind: str = "runs") -> Format | None:
    """The first format of ``kind`` that recognises ``obj``, or None (:func:`recognise` says why)."""
    return next((f for f in FORMATS.values() if f.kind == kind and f.recognise(obj) is None), None)


def only_text(paths: Sequence[str | os.PathLike], command: str, kind: str = "runs") -> None:
    """Refuse, naming it, an input of ``command`` (which reads the kind's text format only) that the registry
    recognises as another format: a Parquet run table given to ``rankagg tune`` is said to be one."""
    text = FORMATS[{"runs": "trec", "qrels": "qrels"}[kind]]
    for p in paths:
        fmt = which(p, kind)
        if fmt is not None and fmt is not text:
            raise ValueError(f"{command} reads {text.what}; {os.fspath(p)} is {fmt.what}")


def reader_for(obj: Any, kind: str = "runs") -> Format:
    """The format to read ``obj`` with (:func:`recognise`)."""
    return recognise(obj, kind)


def writer_for(output: str | os.PathLike, kind: str = "runs") -> Format:
    """The format an output is written in: a name ending in ``.parquet`` is the Parquet table of the kind,
    any other the kind's text format."""
    text = {"runs": "trec", "qrels": "qrels", "rankings": "letor", "weights": "weights", "preferences": "preflib"}
    table = {"runs": "parquet", "rankings": "rankings-parquet"}
    if parquet_output(output) and kind in table:
        return FORMATS[table[kind]]
    if kind not in text:
        raise ValueError(f"rankagg writes no {kind} file")
    return FORMATS[text[kind]]


def format_of(runs: Any) -> str:
    """The name in :data:`FORMATS` of a runs input (:func:`recognise`)."""
    return recognise(runs, "runs").name


def read(obj: Any, fmt: Format | str | None = None, *, kind: str = "runs", **options: Any) -> Iterator[Any]:
    """The blocks of ``obj`` read by its format's reader, each through the rules (:func:`rankagg.io.blocks.check_block`),
    each the block's result (its ``build``) or, without one, the :class:`~rankagg.io.blocks.Checked` columns."""
    f = FORMATS[fmt] if isinstance(fmt, str) else fmt if fmt is not None else recognise(obj, kind)
    for block in _resolve(f.reader)(obj, **options):
        checked = check_block(block)
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


def table_run_names(path: str | os.PathLike) -> list[str]:
    """The runs of a table input (its ``run`` values in order of first appearance)."""
    return run_names(run_table(path))


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
