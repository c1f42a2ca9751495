"""Output names that belong to another format: a line of text written under one is read by no tool that opens
such a name, so a writer of lines refuses the name before any work (issue 45: "every output reads back").

One catalogue, by what the name is: tables and documents (pandas' ``read_csv`` of a TREC run gives one column of
whole lines, ``json.load`` fails at the second line, a spreadsheet shows one column: u13d_cli_runs_to_csv), map
layers (a GIS reader reads one document: u19g_out_geojson_name), binary tables and arrays (Arrow, Avro, ORC, HDF5,
FITS: a reader checks its magic bytes), astronomy's text tables (ECSV's YAML header, VOTable's XML), chess games
(PGN: u20c_output_named_pgn), PrefLib elections (a run under ``.soc`` is read back by no PrefLib reader, rankagg's
own included: u20v_consensus_as_soc_name), archives and compressions rankagg does not write (``-o x.run.bz2``
would hold plain text). Each writer asks :func:`foreign_output` with the suffixes its own lines may carry
(:data:`FOREIGN_TO_JSON_LINES`: ``.json`` is JSON lines to pandas' ``read_json(lines=True)``;
:data:`FOREIGN_TO_SCORE_LINES`: one score per line is a one-column ``.csv``).
"""

from __future__ import annotations

import os

__all__ = ["OTHER_FORMATS", "MAP_LAYERS", "PREFLIB_NAMES", "FOREIGN_OUTPUTS", "FOREIGN_TO_JSON_LINES",
           "FOREIGN_TO_SCORE_LINES", "foreign_output"]

MAP_LAYERS = (".geojson", ".topojson", ".kml", ".gpx")
PREFLIB_NAMES = (".soc", ".soi", ".toc", ".toi", ".cat", ".wmd")

#: what each name is, for the message; a name is looked up case-blind, after a final ``.gz``
OTHER_FORMATS: dict[str, str] = {
    **dict.fromkeys((".csv", ".tsv"), "a delimited table"),
    ".json": "a JSON document",
    **dict.fromkeys((".jsonl", ".ndjson"), "JSON lines"),
    **dict.fromkeys((".xlsx", ".xlsm", ".xlsb", ".xls", ".ods", ".numbers"), "a spreadsheet"),
    **dict.fromkeys((".docx", ".doc", ".odt", ".rtf", ".pdf", ".pptx", ".html", ".htm", ".xml"), "a document"),
    **dict.fromkeys((".md", ".markdown"), "a Markdown document"),
    **dict.fromkeys((".yaml", ".yml"), "a YAML document"),
    ".parquet": "a Parquet table",
    **dict.fromkeys(MAP_LAYERS, "a map layer"),
    **dict.fromkeys((".feather", ".arrow", ".arrows", ".ipc"), "an Arrow table"),
    ".avro": "an Avro file",
    ".orc": "an ORC table",
    **dict.fromkeys((".h5", ".hdf5", ".hdf"), "an HDF5 file"),
    **dict.fromkeys((".npy", ".npz"), "a NumPy array file"),
    **dict.fromkeys((".pkl", ".pickle", ".joblib"), "a Python pickle"),
    **dict.fromkeys((".mat", ".rds", ".rdata", ".rda", ".dta", ".sav", ".sas7bdat"), "a statistics package's data"),
    **dict.fromkeys((".db", ".sqlite", ".sqlite3", ".duckdb"), "a database"),
    **dict.fromkeys((".fits", ".fit", ".fts", ".fz"), "a FITS table"),
    ".ecsv": "an astropy ECSV table (a YAML header over CSV)",
    **dict.fromkeys((".vot", ".votable"), "a VOTable (XML)"),
    ".pgn": "a PGN file of chess games",
    **dict.fromkeys(PREFLIB_NAMES, "a PrefLib election"),
    **dict.fromkeys((".zip", ".tar", ".tgz", ".7z", ".rar"), "an archive"),
    **dict.fromkeys((".bz2", ".xz", ".zst", ".lz4"), "a compression rankagg does not write (gzip: .gz)"),
}

#: the names no line output of rankagg may take (a ``.parquet`` name is the run table's own, chosen by the writers)
FOREIGN_OUTPUTS = tuple(s for s in OTHER_FORMATS if s != ".parquet")
#: ``rankagg fuse --explain``'s JSON lines: ``.json``, ``.jsonl`` and ``.ndjson`` are theirs
FOREIGN_TO_JSON_LINES = tuple(s for s in OTHER_FORMATS if s not in (".json", ".jsonl", ".ndjson"))
#: ``rankagg fuse --letor``'s one score per line: a one-column ``.csv`` or ``.tsv`` is that file
FOREIGN_TO_SCORE_LINES = tuple(s for s in OTHER_FORMATS if s not in (".csv", ".tsv"))


def foreign_output(output: str | os.PathLike, foreign: tuple[str, ...] = FOREIGN_OUTPUTS) -> str | None:
    """The suffix of ``foreign`` that ``output`` ends with (case-blind, a final ``.gz`` aside), or None."""
    low = os.fsdecode(os.fspath(output)).lower().removesuffix(".gz")  # a .tar.gz is then told as .tar
    # the longest first: a .geojson name also ends with .json
    return next((s for s in sorted(foreign, key=len, reverse=True) if low.endswith(s)), None)
