"""A digital-humanities team's files, told by their first lines, so that a run or qrels door names the tool or format
that wrote them and says what to do instead of a field count (issue 45's twenty-fifth bar, a team fusing OCR / HTR
engines' readings per text line and stylometry methods' candidate authors per disputed text: an ALTO, PAGE or TEI
file was told "expected 6 fields 'qid Q0 docid rank score tag', found 3", a PAGE file given as qrels "relevance
'standalone="yes"?>' is not an integer", Tesseract's TSV "a run table saved as text", stylo's distance table
"found 5", and a Tesseract box file, six fields a line, was fused as a run of glyph boxes).

* XML documents by their root element, after the declarations (an ``<?xml-model?>`` line, a DOCTYPE over two lines):
  ALTO, PAGE (``PcGts``), TEI, METS, FoLiA; an XHTML or HTML page whose head names hOCR's classes or ``ocr-system``.
* Tesseract's TSV output by its header (``level page_num block_num par_num line_num word_num ... conf text``), and
  its box files (``.box``: a glyph and its box, five whole numbers) by the name and every line's shape.
* stylo's tables as R's ``write.table`` writes them: a header of quoted names over rows of a quoted name and as many
  numbers (a square one with a zero diagonal is ``distance_table.txt``, else the word frequencies); JGAAP's results
  (``Canonicizers:``, ``EventDrivers:``, ``Analysis:`` lines over ``1. author score``).
* A ground-truth line (tesstrain's and ketos' ``.gt.txt``), by its name once its line is no run's nor qrels'.
"""

from __future__ import annotations

import re
from typing import Sequence

from rankagg.io.line_form_store import compiled

__all__ = ["humanities_shape", "tesseract_box_lines", "IIIF_DOCUMENT"]

#: the lines of a file's head looked at (a TEI root after two declarations, JGAAP's header, a matrix's rows)
_LOOKED_AT = 16

IIIF_DOCUMENT = ("a IIIF manifest (JSON, the IIIF Presentation API: a digitised object's canvases, images and "
                 "labels), which ranks nothing")

_AS_RUN = ("write each engine's or method's candidates as a run, a text line (or a disputed text) a query, the score "
           "higher for the better candidate (a confidence as it is, a distance negated) and every id one token, no "
           "blank: 'LINE Q0 READING RANK SCORE ENGINE', or give rankagg.fuse {engine: {line: {reading: score}}}; the "
           "ground truth (the transcriber's reading, the known author) is qrels 'LINE 0 READING 1'")

_XML_ROOTS = {
    "alto": "an ALTO XML file (a page's layout and text: TextLine, String CONTENT with its word confidence WC, as "
            "Tesseract, Kraken, eScriptorium and ABBYY export it)",
    "pcgts": "a PAGE XML file (PcGts: a page's regions, TextLine, TextEquiv with its conf, as Transkribus, "
             "eScriptorium, Kraken and OCR-D write it)",
    "tei": "a TEI XML document (an edition or transcription: teiHeader, text)",
    "teicorpus": "a TEI XML corpus (teiCorpus: TEI documents)",
    "mets": "a METS file (a digitised object's files and structure, as Transkribus, OCR-D and Goobi export it)",
    "folia": "a FoLiA XML document (a text's linguistic annotation)",
}
_HOCR = ("an hOCR file (HTML: ocr_page, ocr_line, ocrx_word with its x_wconf, as Tesseract, Kraken and OCRopus write "
         "it)")
_DECLARATIONS = compiled(r"<\?.*?\?>|<!--.*?-->|<!DOCTYPE[^>]*>", re.S | re.I)
_TESSERACT_TSV = ["level", "page_num", "block_num", "par_num", "line_num", "word_num", "left", "top", "width",
                  "height", "conf", "text"]
_BOX_LINE = compiled(r"\S+( -?\d+){4} \d+")
_R_CELL = compiled(r'"((?:[^"\\]|\\.)*)"|(\S+)')
_NUMBER = compiled(r"[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?|NA")
_JGAAP_KEYS = ("canonicizers:", "eventdrivers:", "eventdriver:", "analysis:")


def tesseract_box_lines(name: str, lines: Sequence[str]) -> bool:
    """Whether the file ``name`` (``.box``, a ``.gz`` aside) whose first lines are ``lines`` is a Tesseract box file:
    a glyph, its box's left, bottom, right and top and a page number on each line, six fields that parse as a TREC
    run line, so the name tells it with the shape."""
    base = name.lower().removesuffix(".gz")
    return base.endswith(".box") and bool(lines) and all(_BOX_LINE.fullmatch(ln.strip()) for ln in lines)


def _xml_document(text: str) -> str | None:
    """What XML or HTML document ``text`` (a head starting with '<') is, by its root element, or None."""
    rest = _DECLARATIONS.sub("", text)
    root = re.search(r"<([A-Za-z_][\w.:-]*)", rest)
    if root is None:
        return None
    tag = root.group(1).rsplit(":", 1)[-1].lower()
    if tag == "html":
        return _HOCR if re.search(r"ocr-system|ocr_page|ocrx_word|ocr_line", rest) else None
    return _XML_ROOTS.get(tag)


def _r_cells(line: str) -> list[tuple[str, bool]]:
    """The cells of a line R's write.table wrote, each with whether it was quoted."""
    return [(m.group(1), True) if m.group(0).startswith('"') else (m.group(2), False) for m in _R_CELL.finditer(line)]


def _zero(cell: str) -> bool:
    return cell != "NA" and float(cell) == 0.0


def _stylo_table(lines: Sequence[str]) -> str | None:
    """stylo's distance or frequency table (R's write.table: a header of quoted names, rows of a quoted name and a
    number per heading), or None."""
    header = _r_cells(lines[0])
    if len(header) < 2 or not all(quoted for _, quoted in header) or len(lines) < 2:
        return None
    rows = [_r_cells(ln) for ln in lines[1:]]
    if not all(len(r) == len(header) + 1 and r[0][1] and all(_NUMBER.fullmatch(c) for c, _ in r[1:]) for r in rows):
        return None
    names = [c for c, _ in header]
    if all(r[0][0] == names[i] and _zero(r[i + 1][0]) for i, r in enumerate(rows[:len(names)])):
        return ("stylo's distance table (distance_table.txt, R's write.table of a texts-by-texts matrix of distances, "
                "Delta's by default), not TREC lines: a disputed text's row ranks the other texts, the closest first; "
                "for each disputed text write its candidate authors as a run 'TEXT Q0 AUTHOR RANK -DISTANCE stylo' "
                "(read the table with pandas.read_csv(path, sep=r'\\s+')), or give rankagg.fuse {method: {text: "
                "{author: -distance}}}")
    return ("stylo's frequency table (table_with_frequencies.txt, R's write.table of words by texts), not TREC lines: "
            "frequencies rank no author; compute the distances (stylo's Delta) and " + _AS_RUN)


def _jgaap_results(lines: Sequence[str]) -> bool:
    keys = {ln.strip().split(" ", 1)[0].lower() for ln in lines}
    return len(keys & set(_JGAAP_KEYS)) >= 2


def humanities_shape(name: str, text: str, reading: str, run_out: str) -> tuple[int, str] | None:
    """What file named ``name`` whose head is ``text`` (decoded) is, as (its first non-blank line, what it is and
    what to do), or None.  ``reading`` is the shell's reading of the file ending in ``awk``'s program slot ``AWK``,
    ``run_out`` the shell word of the run the suggested command writes."""
    lines = [(i, ln) for i, ln in enumerate(text.lstrip("\ufeff").splitlines()[:_LOOKED_AT], 1) if ln.strip()]
    if not lines:
        return None
    at, first = lines[0]
    if first.lstrip().startswith("<"):
        what = _xml_document(text)
        return None if what is None else (at, f"is {what}, not TREC run or qrels lines: {_AS_RUN}")
    if [c.strip().lower() for c in first.split("\t")] == _TESSERACT_TSV:
        awk = ("awk -F'\\t' 'NR > 1 && $1 == 5 && $12 != \"\" {print \"p\" $2 \"_b\" $3 \"_p\" $4 \"_l\" $5 \"_w\" $6, "
               "\"Q0\", $12, 1, $11, \"tesseract\"}'")  # a line's number restarts in each paragraph
        return at, ("is Tesseract's TSV output (level, page_num, block_num, par_num, line_num, word_num, the box, conf "
                    "and text: a row per page, block, paragraph, line and word), not TREC run or qrels lines: each "
                    f"word's reading with its confidence is a run: {reading.replace('AWK', awk)} > {run_out} (Tesseract "
                    "gives one reading a word; fuse it with the other engines' runs); the transcriber's reading is "
                    "qrels 'LINE 0 READING 1'")
    if tesseract_box_lines(name, [ln for _, ln in lines]):
        return at, ("is a Tesseract box file (a glyph and its box's left, bottom, right, top and page: six fields that "
                    "parse as a TREC run line, fused they would rank boxes' coordinates), not TREC run or qrels lines: "
                    "it ranks nothing; " + _AS_RUN)
    stylo = _stylo_table([ln for _, ln in lines])
    if stylo is not None:
        return at, f"is {stylo}"
    if _jgaap_results([ln for _, ln in lines]):
        awk = "awk 'NR == 1 {t = $1} /^[0-9]+\\. / {print t, \"Q0\", $2, $1 + 0, -$3, \"jgaap\"}'"
        return at, ("is JGAAP's results (the unknown document, Canonicizers:, EventDrivers:, Analysis:, then '1. "
                    "AUTHOR SCORE' lines), not TREC run or qrels lines: the numbered authors are a ranking of the "
                    f"document's candidate authors, a distance its score: {reading.replace('AWK', awk)} > {run_out} "
                    "(the distance negated: higher is likelier); the known author is qrels 'TEXT 0 AUTHOR 1'")
    if name.lower().removesuffix(".gz").endswith(".gt.txt"):
        return at, ("is a ground-truth transcription line (tesstrain's and ketos' .gt.txt: a line image's text), not "
                    "TREC qrels or run lines: the ground truth of each line is qrels 'LINE 0 READING 1' (a reading one "
                    "token: a line's candidates are its words', or ids naming each candidate), for every line of the "
                    "pages judged")
    return None
