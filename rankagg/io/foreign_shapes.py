"""The files the field's other tools write that are no text format of rankagg, told by their first bytes, so that the
registry's recognisers (:mod:`rankagg.io.recognisers`) give the reason such a file is not read, and the command that
makes it one, instead of a reader's error about what it tripped on (issue 45: "an unrecognised file gets the reason
it was not recognised").

* :func:`~rankagg.io.binary_containers.container_of` (from :mod:`rankagg.io.binary_containers`, given here too):
  compressed or archived data rankagg does not open, NumPy's saved arrays, pickles, MATLAB, HDF5, FAISS indexes and
  images, which read as text got "a NUL byte: trec_eval reads a field only up to it".
* :func:`run_shape`: a runs file whose first line is no TREC run line but the shape of another tool's output: JSON
  (BEIR's results, ranx's ``Run.save``, an Elasticsearch, Vespa or Weaviate response, a GeoJSON map layer:
  :func:`rankagg.io.json_documents.json_shape`), a table with a header (a PyTerrier or pandas frame saved as CSV; an
  evaluation harness's, whatever its columns are named, by its shape: :func:`long_table`), MS MARCO's ``qid pid
  rank``, a qrels line, MIND's behaviors.tsv or leaderboard prediction.txt (:mod:`rankagg.io.mind_shapes`).  A file
  whose first lines are TREC run lines has no such shape unless a look-alike's sign says so (six fields a line under
  a Zeek header, a declared field's look-alike): the rest of the file is the reader's.
* :func:`qrels_shape`: the same for a qrels file (JSON, BEIR's ``qrels/test.tsv`` and other judgements tables with
  a header, a run line, 'qid docid rel' without the iteration column, MIND's behaviors.tsv with its clicks inside one
  field, its prediction.txt), with the command that makes TREC qrels.
* :func:`trec_lines`: whether a file's first lines are TREC run lines (a run named ``.tsv`` or ``.csv`` is a run,
  not a table of gene lists)."""

from __future__ import annotations

import csv
import os
import re
from typing import NamedTuple

from rankagg.io.binary_containers import HEAD, container_of, gunzip_head, head_of, output_beside, shell_word
from rankagg.io.json_documents import JSON_DOCUMENT_FIX, json_document, json_keys, json_shape
from rankagg.io.mind_shapes import mind_shape
from rankagg.io.ballot_shapes import ballot_header
from rankagg.io.comparison_shapes import click_log_header
from rankagg.io.long_tables import LONG_ROWS, SIGNIFICANCE_COLUMNS, long_table
from rankagg.io.game_shapes import PGN_NOTE, games_note, pgn_line
from rankagg.io.search_logs import RANKED_ID_FIX, label_flags_note, ranked_id_table
from rankagg.io.proteomics_shapes import psm_shape
from rankagg.io.retrosynthesis_shapes import retrosynthesis_shape
from rankagg.io.netmeasure_shapes import bgpdump_lines
from rankagg.io.sat_solver_shapes import lrat_lines
from rankagg.io.speedrun_shapes import speedrun_lines
from rankagg.io.engine_analysis_shapes import fen_lines
from rankagg.io.field_catalogue import catalogue_head, catalogue_lookalike, catalogue_text, head_text
from rankagg.io.screen_shapes import screen_shape
from rankagg.io.structure_shapes import structure_shape
from rankagg.io.text_input import BOM, fields_of, is_number, wide_text_at
from rankagg.io.gwas_shapes import plink_fam_lines
from rankagg.io.head_files import field_head_shape
from rankagg.io.homology_shapes import six_column_hits
from rankagg.io.humanities_shapes import humanities_shape, tesseract_box_lines
from rankagg.io.line_form_store import compiled
from rankagg.io.tool_files import tool_file_shape
from rankagg.io.threatintel_shapes import zeek_ascii_log
from rankagg.io.run_lookalike_lines import HEAD_LINES, lookalike_reason
from rankagg.io.run_weights import weight_line_fields
from rankagg.io.xml_head import prolog_root_line

__all__ = ["HEAD", "JSON_TABLE_FIX", "SIGNIFICANCE_COLUMNS", "Shape", "head_of", "container_of", "first_lines",
           "is_blank", "qrels_shape", "run_shape", "trec_lines", "weights_shape"]

#: a line and its end (LF, CRLF or CR, as every text reader splits), or the last line without one
_LINE = compiled(r"([^\r\n]*)(?:\r\n|\r|\n|\Z)")


def _reading(path: str, gzipped: bool, command: str) -> str:
    """``command`` (awk, sort, cut: the file their last word) reading ``path``, through ``gzip -dc`` if gzipped."""
    return f"gzip -dc {shell_word(path)} | {command}" if gzipped else f"{command} {shell_word(path)}"


def _plain_stem(path: str) -> str:
    """The file's name without '.gz' and then its last suffix (``bm25.tsv.gz`` -> ``bm25``)."""
    base = os.path.basename(path)
    base = base[:-3] if base.lower().endswith(".gz") and len(base) > 3 else base
    return os.path.splitext(base)[0] or base


class Shape(NamedTuple):
    """What the first line of a runs file is, when it is no TREC run line: the 1-based line and the reason."""

    line: int
    reason: str


def first_lines(head: bytes, n: int) -> list[tuple[int, str]]:
    """The first ``n`` non-blank lines of ``head`` (gunzipped) that are no comment, each with its 1-based number."""
    head = gunzip_head(head) if head[:2] == b"\x1f\x8b" else head
    text = head.decode("utf-8", "replace").removeprefix(BOM)
    found: list[tuple[int, str]] = []
    for i, match in enumerate(_LINE.finditer(text)):  # line by line, as far as needed: the head may hold hundreds
        if len(head) >= HEAD and match.group(0) == match.group(1):
            break  # a line without its end at the head's end may be cut
        # a comment line (trec_eval 10.0 skips them, and so do the gene-set formats) is no line of a shape
        if match.group(1).strip(" \t\r\f\v") and not match.group(1).lstrip(" \t\r\f\v").startswith("#"):
            found.append((i + 1, match.group(1)))
            if len(found) == n:
                break
    return found


#: what to do with a file named as a JSON table that is no comparison table: its runs, or its scores per item and
#: ranker (an evaluation's results such as MTEB's or lm-evaluation-harness's, a leaderboard's records), in Python
JSON_TABLE_FIX = ("load it in Python and give rankagg.fuse the runs as {run: {query: {document: score}}}, or scores "
                  "per item and ranker (an evaluation's results, a leaderboard's records: a model's score per task) "
                  "as a long table, a row per item and ranker (columns qid, docid, run, score)")


def _head_text(head: bytes) -> str:
    """A file's first bytes ``head`` as text, gunzipped if gzip's (:func:`rankagg.io.field_catalogue.head_text`)."""
    return head_text(gunzip_head(head) if head[:2] == b"\x1f\x8b" else head)


def is_blank(head: bytes) -> bool:
    """Whether a file starting with ``head`` (its first :data:`HEAD` bytes) holds nothing but blanks and line ends."""
    return len(head) < HEAD and not first_lines(head, 1)


def _is_trec_line(line: str) -> bool:
    """Six blank-separated fields whose fifth is a number (trec_eval's score; it reads no other field as one)."""
    fields = fields_of(line)
    return len(fields) == 6 and is_number(fields[4])


def trec_lines(path: str, head: bytes | None = None) -> bool:
    """Whether the first (up to two) non-blank lines of ``path`` are TREC run lines."""
    lines = first_lines(head_of(path) if head is None else head, 2)
    return bool(lines) and all(_is_trec_line(ln) for _, ln in lines)


_QUERY_COLUMNS = {"qid", "q_id", "query_id", "query-id", "queryid", "topic", "topic_id"}
_DOC_COLUMNS = {"docno", "docid", "doc_id", "doc-id", "corpus-id", "corpus_id", "pid", "did", "document_id", "_id"}
#: the headings of the rank trackers' exports (SEMrush, Ahrefs, a SERP API's CSV, Search Console's 'Top queries' and
#: 'Top pages'), whole cells: the keyword, the URL, the position; two kinds of the three make such a header
_TRACKER_HEADINGS = (
    frozenset({"keyword", "keywords", "query", "queries", "top queries", "search term", "search terms", "search query"}),
    frozenset({"url", "urls", "current url", "landing page", "page", "pages", "top pages", "link", "result url"}),
    frozenset({"position", "current position", "previous position", "avg. position", "average position", "pos",
               "serp position", "google position", "rank", "ranking"}),
)
def _cells_hold_blanks(name: str, line: str) -> bool:
    """Whether the line of a ``.csv`` / ``.tsv`` (``.gz`` too) splits at its name's separator into two cells or more,
    one holding a blank between two words: a header naming columns ('THE 2025,QS 2025', 'THE 2025<TAB>QS 2025'),
    whose blank-separated fields would pass for MS MARCO's 'qid pid rank' or a qrels line.  A run or qrels line of
    such a name keeps each field whole between the separators (u16u_lists_headings_with_years_borda)."""
    base = name.lower()[:-3] if name.lower().endswith(".gz") else name.lower()
    sep = "\t" if base.endswith(".tsv") else "," if base.endswith(".csv") else None
    if sep is None:
        return False
    cells = line.strip("\r\n").split(sep)
    return len(cells) >= 2 and any(re.search(r"\S\s+\S", c) for c in cells)


def run_shape(path: str, head: bytes | None = None) -> Shape | None:
    """The other tool's shape of a runs file whose first non-blank line is no TREC run line, with what to do; None
    when that line is a TREC run line, or of no shape known here (then the reader names what is wrong with it)."""
    raw = head_of(path) if head is None else head
    head_lines = first_lines(raw, HEAD_LINES)  # the first two are the shapes' lines; all, the look-alikes'
    lines = head_lines[:2]
    texts, others = [ln for _, ln in lines], (six_column_hits, lrat_lines, bgpdump_lines, speedrun_lines, fen_lines)
    if not lines:  # '#' lines only: a note, an empty run, unless a declared field's ('#KEY value': ResMed's .tgt)
        return None if (told := catalogue_text(raw)) is None else Shape(*told)
    # six fields that parse as a run's: a PLINK .fam, a box file, Foldseek, LRAT, bgpdump, WSplit's title, FEN
    # positions, a declared field's file (YOLO's detections: rankagg.io.fields), a Zeek log's records
    if (_is_trec_line(texts[0]) and not plink_fam_lines(path, texts) and not catalogue_lookalike(raw)
            and not zeek_ascii_log(_head_text(raw)) and not tesseract_box_lines(path, texts)
            and not any(other(texts) for other in others)):
        told = lookalike_reason(head_lines)  # a start list (run_lookalike_lines)
        return None if told is None else Shape(*told)
    at, line = lines[0]
    name = os.path.basename(path)
    gzipped = raw[:2] == b"\x1f\x8b"
    if pgn_line(line):  # its tag pairs start with '[' as a JSON array does; PBN's are a declared field's
        return Shape(at, PGN_NOTE) if (told := catalogue_text(raw)) is None else Shape(*told)
    if json_document(_head_text(raw), at, line):
        text = _head_text(raw)  # a .json.gz told by its content
        keys = json_keys(text)
        what = json_shape(text) or ("JSON such as BEIR's results or ranx's Run.save ({qid: {docid: score}})"
                                    if keys is None else f"JSON ({keys}; BEIR's results and ranx's Run.save hold "
                                                         "{qid: {docid: score}})")
        return Shape(at, f"holds {what}, not TREC run lines: {JSON_DOCUMENT_FIX}")
    mind = _recognised(path, raw, lines)
    if mind is not None:
        return mind
    cells = [c.strip(" \"'").lower() for c in re.split(r"[,\t;]| +", line.strip(" \t\r\f\v"))]
    if _QUERY_COLUMNS & set(cells) and _DOC_COLUMNS & set(cells):
        return Shape(at, f"starts with a header line ({line.strip()[:60]!r}): a run table saved as text (a PyTerrier "
                         "or pandas frame's to_csv), not TREC run lines: read it with pandas, ids as text, and give "
                         "rankagg.fuse the frame (or rankagg.fuse({'run': frame}) for one run)")
    header = [c.strip(" \"'") for c in re.split(r"[,\t;]", line.strip(" \t\r\f\v"))]
    # a click log has a 'position' too: not a tracker's export (pairwise judgments are the lists reader's to name,
    # comparison_shapes); a CVR's 'Rank 1' neither
    note = (click_log_header(header) or ballot_header(header)
            or games_note(header if len(header) > 1 else line.split()))
    if note is not None:
        return Shape(at, note)
    whole = {c.lower() for c in header}
    if sum(1 for kind in _TRACKER_HEADINGS if kind & whole) >= 2 and tuple(cells[:4]) != SIGNIFICANCE_COLUMNS:
        return Shape(at, f"starts with a rank tracker's header ({line.strip()[:60]!r}: a keyword, a URL or a position "
                         "per row, as SEMrush, Ahrefs or Search Console export them), not TREC run lines: read it with "
                         "pandas and give rankagg.fuse one frame per engine with qid, docid and rank columns (the "
                         "keyword, the URL, the position; rows without a position dropped)")
    fields = fields_of(line)
    gene = _gene_shape(path, gzipped, cells, fields)
    if gene is not None:
        return Shape(at, gene + " (docs/genes.md)")
    long_rows = long_table(first_lines(raw, LONG_ROWS + 1))
    if long_rows is not None:
        return Shape(at, f"starts with a header line ({line.strip()[:60]!r}) over the rows of a long table, a row per "
                         f"query and document ({long_rows}): a run table saved as text (a frame's or an evaluation "
                         "harness's to_csv), not TREC run lines: read it with pandas, ids as text, name its columns "
                         "qid, docid, score, run and give rankagg.fuse the frame")
    ranked = ranked_id_table([ln for _, ln in first_lines(raw, LONG_ROWS + 1)])
    if ranked is not None:
        return Shape(at, f"starts with a header line ({line.strip()[:60]!r}) over ids in ranked order ({ranked}), not "
                         f"TREC run lines: {RANKED_ID_FIX}")
    if _cells_hold_blanks(name, line):
        return None  # a table's header ('THE 2025,QS 2025'): its blank-separated fields are no run's nor qrels'
    if len(lines) > 1 and not _same_fields(fields, fields_of(lines[1][1])):
        return None  # a table's header ('gene<TAB>count<TAB>study2<TAB>2024'): the rows below are not of its shape
    if len(fields) == 3 and fields[2].isdigit() and _ranks_go_on(fields, [fields_of(ln) for _, ln in lines[1:2]]):
        return Shape(at, "holds 3 fields, as MS MARCO's run format 'qid docid rank' (no score), not TREC's six: "
                         "give each line a score that orders it, e.g. "
                         + _reading(path, gzipped, "awk '{print $1, \"Q0\", $2, $3, -$3, \"run\"}'")
                         + f" > {output_beside(path, _plain_stem(path) + '.run')}")
    # trec_eval ignores the iteration field, which qrels write as 0 (or Q0): a word there ('gene count study2 2024')
    # is a table's header, its rows perhaps of the same shape ('TP53 0 0 0')
    if len(fields) == 4 and re.fullmatch(r"-?\d+", fields[3]) and re.fullmatch(r"Q?\d+", fields[1]):
        return Shape(at, "holds 4 fields 'qid iter docid rel': a qrels line, not a run line (give it as --qrels)")
    return None


def _ranks_go_on(fields: list[str], after: list[list[str]]) -> bool:
    """Whether a 'qid docid rank' line reads as MS MARCO's first: the line after it goes on with the same query's
    next rank or starts another at rank 1, or, alone, it is rank 1 (a header 'symbol count 2024' over 'TP53 5 7' is
    a table's, its rows below read as lists: tests/io/test_table_of_one_kind.py)."""
    if not after:
        return fields[2].lstrip("0") == "1"
    nxt = after[0]
    return len(nxt) == 3 and nxt[2].isdigit() and (
        int(nxt[2]) == 1 or (nxt[0] == fields[0] and int(nxt[2]) == int(fields[2]) + 1))


def _mind(path: str, gzipped: bool, at: int, line: str) -> Shape | None:
    """MIND's behaviors.tsv or prediction.txt at line ``at`` (:mod:`rankagg.io.mind_shapes`), with its commands."""
    reason = mind_shape(line, _reading(path, gzipped, "AWK"), output_beside(path, "qrels.txt"))
    return None if reason is None else Shape(at, reason)


def _structure(path: str, gzipped: bool, at: int, lines: list[tuple[int, str]]) -> Shape | None:
    """A CASP prediction, a model or an alignment (:mod:`.structure_shapes`), or a tool's file (:mod:`.tool_files`)."""
    reason = structure_shape([ln for _, ln in lines], _reading(path, gzipped, "AWK"),
                             output_beside(path, _plain_stem(path) + ".run"),
                             shell_word(re.sub(r"\s+", "_", _plain_stem(path))))  # a tag is one field
    reason = reason or tool_file_shape(os.path.basename(path), [ln for _, ln in lines])
    return None if reason is None else Shape(at, reason)


def _recognised(path: str, head: bytes, lines: list[tuple[int, str]], mind: bool = True) -> Shape | None:
    """What a field tool's file whose first lines are ``lines`` is; an XML document is named at its root's line."""
    gzipped, (at, line) = head[:2] == b"\x1f\x8b", lines[0]
    declared = catalogue_head(_head_text(head))  # the fields' declarations before the older readings (io/fields)
    shape = ((Shape(*declared) if declared else None) or (_mind(path, gzipped, at, line) if mind else None)
             or _chemistry(path, gzipped, head) or _structure(path, gzipped, at, lines)
             or _head_shape(path, gzipped, head))
    if shape is None or shape.line != at:
        return shape
    root = prolog_root_line(_head_text(head))
    return shape if root is None else Shape(root, shape.reason)


def _chemistry(path: str, gzipped: bool, head: bytes) -> Shape | None:
    """A chemistry tool's file (:mod:`rankagg.io.retrosynthesis_shapes`), read from the head itself: a molfile's
    counts line is its fourth, and an InChI list's line looked like a transcript's '(utterance)' to the later ones."""
    found = retrosynthesis_shape(os.path.basename(path), _head_text(head))
    return None if found is None else Shape(*found)


def _head_shape(path: str, gzipped: bool, head: bytes) -> Shape | None:
    """A field tool's file told from the head itself, its '#' lines and XML prolog included (MS-GF+'s and Zeek's
    headers are '#' lines, an XML root may follow two declarations): a search engine's PSM table or spectra file,
    an OCR engine's or an edition's page, a CDA document, a security tool's log or export, a materials code's file,
    an analyser's report, a music lab's matrix or score."""
    text, reading = _head_text(head), _reading(path, gzipped, "AWK")
    run_out = output_beside(path, _plain_stem(path) + ".run")
    found = (psm_shape(text, reading, run_out, shell_word(re.sub(r"\s+", "_", _plain_stem(path))))
             or humanities_shape(os.path.basename(path), text, reading, run_out)
             or field_head_shape(os.path.basename(path), text))  # CDA, SOC logs, materials, CAD, EDA... (head_files)
    return None if found is None else Shape(*found)


#: the relevance column of a judgements table saved with a header (BEIR's ``score``, a frame's ``rel``, ...)
_GRADE_COLUMNS = {"score", "rel", "relevance", "label", "grade", "judgment", "judgement", "relevant", "qrel"}


def weights_shape(path: str, head: bytes | None = None) -> Shape | None:
    """A field tool's file given as run weights, named as at the run door (u27e_bloomberg_as_weights); None when its
    first line is JSON or a 'NAME W' line (a number last) of no declared field's file (Argos' DIAG: ' Prog 01522')."""
    head = head_of(path) if head is None else head
    lines = first_lines(head, 2)
    if not lines:  # '#' lines only: the reader says it names no run, unless the file is a declared field's
        return None if (told := catalogue_text(head)) is None else Shape(*told)
    parts = weight_line_fields(lines[0][1])
    # a declared file's first line may read as one ('%YAML 1.1' is Unity's, ' Prog 01522' Argos DIAG's)
    weight_line = len(parts) == 2 and is_number(parts[1]) and catalogue_head(_head_text(head)) is None
    if weight_line or json_document(_head_text(head), *lines[0]):  # Fedwire's '{1500}' is no JSON
        return None
    return _recognised(path, head, lines, mind=False)


def _is_qrels_line(fields: list[str]) -> bool:
    return len(fields) == 4 and re.fullmatch(r"[-+]?\d+", fields[3]) is not None


def qrels_shape(path: str, head: bytes | None = None) -> Shape | None:
    """The other tool's shape of a qrels file whose first non-blank line is no 'qid iter docid rel' line, with what
    to do: JSON, a judgements table saved with a header (BEIR's ``qrels/test.tsv``: ``query-id corpus-id score``; a
    frame's ``to_csv``), a TREC run line, a line of three fields 'qid docid rel'.  None when that line is a qrels line,
    or of no shape known here (then the reader names what is wrong with it: trec_eval refuses all of these)."""
    head = head_of(path) if head is None else head
    lines = first_lines(head, 2)
    if not lines:  # '#' lines only: the reader says so, unless the file is a declared field's (ResMed's .tgt)
        return None if (told := catalogue_text(head)) is None else Shape(*told)
    if (_is_qrels_line(fields_of(lines[0][1])) and not catalogue_lookalike(head)
            and not zeek_ascii_log(_head_text(head))):
        return None  # qrels lines, whatever follows (a sparse file's holes are the size guard's: u6s_fs_sparse_qrels)
    wide = wide_text_at(gunzip_head(head) if head[:2] == b"\x1f\x8b" else head)  # Play Console's UTF-16 (u29f_)
    if wide is not None and _head_shape(path, head[:2] == b"\x1f\x8b", head) is None:  # not a Neuralynx head (u29k_)
        return Shape(wide[0], wide[1] if wide[1].startswith("NUL") else f"a NUL byte: {wide[1]}")  # as the reader says
    at, line = lines[0]
    gzipped, fields = head[:2] == b"\x1f\x8b", fields_of(line)
    out = output_beside(path, _plain_stem(path) + ".qrels")
    mind = _recognised(path, head, lines)
    if mind is not None:
        return mind
    if pgn_line(line):  # its tag pairs start with '[' as a JSON array does; PBN's are a declared field's
        return Shape(at, PGN_NOTE) if (told := catalogue_text(head)) is None else Shape(*told)
    if json_document(_head_text(head), at, line):
        text = _head_text(head)
        keys = json_keys(text)
        what = json_shape(text) or ("JSON" if keys is None else f"JSON ({keys})")
        return Shape(at, f"holds {what}, not TREC qrels lines 'qid iter docid rel': load it in Python and give "
                         "rankagg.evaluate the judgements as {query: {document: grade}} (or a DataFrame with columns "
                         "qid, docid, rel)")
    sep = "\t" if "\t" in line else "," if "," in line else None
    cells = [c.strip(" \"'").lower() for c in (line.split(sep) if sep else fields)]
    if (screen := screen_shape(cells, path, _plain_stem(path), _reading(path, gzipped, "AWK"))) is not None:
        return Shape(at, screen + " (docs/genes.md)")
    query = next((i for i, c in enumerate(cells) if c in _QUERY_COLUMNS | {"query", "question_id", "topic-id"}), None)
    doc = next((i for i, c in enumerate(cells) if c in _DOC_COLUMNS | {"corpus", "passage_id", "docno"}), None)
    # a header: ids named as such, or (an annotation tool's export: CodeSearchNet's annotationStore.csv) three
    # headings or more at a separator, none a number, over a row of as many cells
    # the row's cells counted as CSV's (an applicant tracker's "O'Brien, Siobhán" is one cell: u21j_ats_export_as_qrels)
    header = sep is not None and len(cells) >= 3 and not any(is_number(c) for c in cells) and (
        len(lines) < 2 or len(next(csv.reader([lines[1][1]], delimiter=sep), [])) == len(cells))
    if (query is not None and doc is not None) or header:
        grade = next((i for i, c in enumerate(cells) if c in _GRADE_COLUMNS), None)
        flags = None if grade is not None else label_flags_note(cells)
        how = ("read it with pandas, ids as text, name its columns qid, docid, rel and give rankagg.evaluate the "
               "frame") if flags is None else flags
        if query is not None and doc is not None and grade is not None and sep != ",":  # awk splits no CSV quotes
            split = "-F'\\t' " if sep == "\t" else ""
            how += (", or write it as TREC qrels: " + _reading(
                path, gzipped, f"awk {split}'NR > 1 {{print ${query + 1}, 0, ${doc + 1}, ${grade + 1}}}'") + f" > {out}")
        return Shape(at, f"starts with a header line ({line.strip()[:60]!r}): a judgements table saved as text (BEIR's "
                         f"qrels/*.tsv, a frame's to_csv), not TREC qrels lines 'qid iter docid rel': {how}")
    if _is_trec_line(line):
        return Shape(at, "holds a TREC run line of 6 fields 'qid Q0 docid rank score tag', not a qrels line of 4 'qid "
                         "iter docid rel': give it as a run; --qrels takes the judgements")
    if len(fields) == 3 and re.fullmatch(r"[-+]?\d+", fields[2]) and (
            len(lines) < 2 or len(fields_of(lines[1][1])) == 3):
        return Shape(at, "holds 3 fields, as 'qid docid rel' without the iteration column, not the 4 fields of TREC "
                         "qrels 'qid iter docid rel': write the qrels trec_eval reads: " + _reading(path, gzipped, "awk '{print $1, 0, $2, $3}'") + f" > {out}")
    return None


def _same_fields(first: list[str], second: list[str]) -> bool:
    """Whether a second line is of the first's shape: as many fields, the last a whole number in both (the lines of
    MS MARCO's 'qid docid rank' or of qrels; a header's last heading may be a number, a year, its rows' are not)."""
    return len(first) == len(second) and all(re.fullmatch(r"-?\d+", f[-1]) is not None for f in (first, second))


def _gene_shape(path: str, gzipped: bool, cells: list[str], fields: list[str]) -> str | None:
    """A genomics tool's file given where runs are read: GSEA's gene sets (.gmt) and ranked list (.rnk, or any
    line of an item and a number), a CRISPR screen tool's table (MAGeCK's, BAGEL2's, drugZ's: screen_shapes); what
    to do instead."""
    stem = re.sub(r"\.gz$", "", os.path.basename(path).lower())
    genes = output_beside(path, "genes.txt")
    listed = "a gene list is one item per line, best first (.grp, .lst, .txt)"
    if stem.endswith(".gmt"):
        return f"is GSEA's gene-set file (.gmt: a set's name, description, genes), not ranked lists: {listed}"
    if (screen := screen_shape(cells, path, _plain_stem(path), _reading(path, gzipped, "AWK"))) is not None:
        return screen  # a CRISPR screen tool's table, MAGeCK's gene summary among them
    # a statistic (a point or an exponent), or any number in a file named .rnk: a whole number beside a word is as
    # likely a header naming a list by a year or a count ('symbol<TAB>2024'), read as the table it heads
    if len(fields) == 2 and re.fullmatch(r"[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?", fields[1]) and (
            stem.endswith(".rnk") or not fields[1].lstrip("+-").isdigit()):
        return ("holds 2 fields, an item and its score (GSEA's .rnk), not TREC's six: "
                f"{listed}: " + _reading(path, gzipped, "sort -k2,2gr") + f" | awk '{{print $1}}' > {genes}")
    return None
