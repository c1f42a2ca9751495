"""Documents given where rankings are read, told by their first bytes: a PDF (a rank order list printed from the
NRMP's system, a rubric), a Rich Text file (a draft saved from Word), PostScript.  Read as text, a PDF got "a NUL
byte", "not valid UTF-8" or "expected 6 fields" and an RTF file "holds JSON" (its first byte is '{'); none says what
the file is (u23f_in_rol_pdf, u23f_in_rtf).  :func:`rankagg.io.binary_containers.container_of` asks
:func:`document_of`, so every reader (runs, qrels, lists, elections) names them the same way."""

from __future__ import annotations


from rankagg.io.line_form_store import compiled

__all__ = ["DOCUMENT_FIX", "document_of"]

#: what to do with a document: it holds no ranking rankagg could read out of it
DOCUMENT_FIX = "a document holds no ranking: give rankagg the files of rankings only"

#: each header alone on its first line (PDF 1.0-2.0, PostScript's DSC) or followed by RTF's control words: a TREC
#: line starting '%PDF-1.7' has five more fields, and JSON's '{' is followed by a quote or a blank, not '\rtf1'
_DOCUMENTS = (
    (compiled(rb"%PDF-[12]\.\d[ \t]*(?:\r\n|\r|\n)"), "a PDF document"),
    (compiled(rb"\{\\rtf1[\\{ \r\n]"), "a Rich Text (RTF) document (Word's or WordPad's 'Save as RTF')"),
    (compiled(rb"%!PS-Adobe-\d\.\d[^\r\n]*(?:\r\n|\r|\n)"), "a PostScript document"),
)


def document_of(head: bytes) -> tuple[str, str] | None:
    """What document ``head`` (a file's first bytes) starts, and what to do with it; None for anything else."""
    for header, what in _DOCUMENTS:
        if header.match(head):
            return what, (f"{DOCUMENT_FIX} (runs, judgements or a table of lists as text; a table printed in the document: "
                          "copy it to a spreadsheet and save it as CSV)")
    return None
