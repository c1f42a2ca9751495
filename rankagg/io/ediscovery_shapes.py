"""E-discovery's files, told by their first lines or bytes, so that a run or qrels door names them and says what to
do instead of a field count (issue 45's twenty-third bar, a litigation-support team fusing technology-assisted
review rankings: a Relativity DAT export was told "expected 6 fields 'qid Q0 docid rank score tag', found 1", the
same file in Windows-1252 "not valid UTF-8 text", an Outlook ``.msg`` "an Excel 97-2003 .xls workbook", a ``.pst``
"UTF-16 text", an ``.eml`` a field count).

* Load files (text): Concordance / Relativity DAT (fields quoted by thorn ``þ``, separated by DC4 ``\\x14``,
  pilcrow ``¶`` or a comma, UTF-8 with or without a BOM, or Windows-1252), Opticon ``.opt`` image cross-references
  (``BATES,VOLUME,PATH,Y,,,PAGES``), IPRO ``.lfp`` (``IM,BATES,D,0,@VOL;PATH;FILE;2``) and Summation ``.dii``
  (``; Record``, ``@T BATES``).
* Natives: an e-mail (RFC 822 headers, an ``.eml`` or an mbox's ``From `` line), Outlook's ``.msg`` (a compound
  file holding ``__substg1.0_`` streams, or so named) and ``.pst`` / ``.ost`` (``!BDN``).

A load file holds a document's fields, not a ranking: each note says to read the fields in Python (a DAT's
separators and quotes given to pandas) and give rankagg the scores as a frame or TREC lines, the coding as qrels.
"""

from __future__ import annotations

import re
from typing import Sequence

from rankagg.io.line_form_store import compiled

__all__ = ["ediscovery_shape", "ediscovery_binary"]

#: a DAT line: thorn-quoted fields joined by DC4, pilcrow, comma or another one-character separator
_DAT = compiled(r"\u00fe[^\u00fe]*\u00fe(?:[\x14\u00b6,;|\t\x1d\x1e]\u00fe[^\u00fe]*\u00fe)+")
#: Opticon: Bates, volume, an image path, a document break (Y or nothing), two blanks, the page count or nothing
_OPT = compiled(r"[^,]+,[^,]*,[^,]*\.(?:tiff?|jpe?g|png|pdf|gif|bmp),[Yy]?,[^,]*,[^,]*,\d*", re.IGNORECASE)
#: IPRO: IM (an image) or OF (an office native) lines, Bates, a break flag, an offset, @volume;path;file[;type]
_LFP = compiled(r"(?:IM|OF|FT),[^,]+,[DCS ]?,\d+,@[^;]*;[^;]*;[^;]*(?:;\d+)?(?:,.*)?")
#: Summation: a record starts '@T Bates' (one token: '@T 0 d1 1' is a qrels line), after '; Record N' comments
_DII_RECORD = compiled(r"@T +\S+|@FULLTEXT +\S+", re.IGNORECASE)
#: an RFC 822 header as a mail's first line (or an mbox's 'From sender date' separator)
_MAIL = compiled(r"(?:(?:from|to|cc|subject|date|message-id|received|return-path|delivered-to|mime-version|"
                 r"reply-to|sender|x-[\w-]+):[ \t].*|From \S+ .*\d{4}.*)", re.IGNORECASE)

_AS_RUNS = ("read the fields in Python (a DAT: pandas.read_csv(path, sep='\\x14', quotechar='\u00fe', "
            "encoding='utf-8-sig', dtype=str), Bates numbers as text) and give rankagg.fuse the scores as a frame "
            "(columns qid: the issue, docid: the Bates number, score, run: the model) or as TREC lines "
            "'ISSUE Q0 BATES RANK SCORE MODEL'; the attorneys' coding as qrels 'ISSUE 0 BATES 1' (responsive) or 0")
_LOAD_FILE = "a load file of document fields, not a ranking: "


def ediscovery_shape(lines: Sequence[str]) -> str | None:
    """What e-discovery text file ``lines`` (a file's first non-blank lines) begin, and what to do, or None."""
    body = [ln.lstrip("\ufeff").strip("\r\n") for ln in lines]
    if not body:
        return None
    first = body[0].strip()
    if _DAT.fullmatch(first) or (first.count("\x14") >= 1 and first.startswith("\u00fe")):
        return ("is a Concordance / Relativity DAT load file (fields quoted by '\u00fe', separated by "
                f"{'DC4 (0x14)' if chr(0x14) in first else 'a ' + repr(_separator(first))}), {_LOAD_FILE}{_AS_RUNS}")
    if all(_OPT.fullmatch(ln.strip()) for ln in body):
        return f"is an Opticon image cross-reference (.opt: Bates, volume, image path, break, pages), {_LOAD_FILE}" \
               + _AS_RUNS
    if all(_LFP.fullmatch(ln.strip()) for ln in body):
        return f"is an IPRO image load file (.lfp: 'IM,Bates,break,offset,@volume;path;file'), {_LOAD_FILE}" + _AS_RUNS
    record = next((ln.strip() for ln in body if not ln.lstrip().startswith(";")), "")
    if _DII_RECORD.fullmatch(record) and (record == first or first.startswith(";")):
        return f"is a Summation DII load file ('@T Bates', '@C field value' tokens), {_LOAD_FILE}" + _AS_RUNS
    if _MAIL.fullmatch(first) and (len(body) < 2 or _MAIL.fullmatch(body[1].strip()) or body[1][:1] in " \t"):
        return ("is an e-mail message (RFC 822 headers: an .eml native or an mbox), a document under review, not a "
                "ranking: give rankagg the models' rankings of the documents (their Bates numbers), not the natives "
                "(a glob such as exports/* caught it?)")
    return None


def _separator(line: str) -> str:
    """The character between a DAT line's first two quoted fields."""
    found = re.match(r"\u00fe[^\u00fe]*\u00fe(.)", line)
    return found.group(1) if found else "?"


#: Microsoft's compound file (OLE2), which an Outlook .msg is
_OLE2 = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"
#: a .msg's property streams, named in its directory (UTF-16LE)
_MSG_STREAMS = ("__substg1.0_".encode("utf-16-le"), "__properties_version1.0".encode("utf-16-le"))
_NATIVE_FIX = ("give rankagg the models' rankings of the documents (their Bates numbers as ids), not the natives (a "
               "glob such as exports/* caught it?)")


def ediscovery_binary(head: bytes, name: str) -> tuple[str, str] | None:
    """What binary e-discovery file ``head`` (of a file called ``name``) starts: an Outlook store or message, a
    Windows-1252 DAT; (what it is, what to do) or None."""
    if head.startswith(b"!BDN"):
        return (f"an Outlook data file (.pst / .ost; its first bytes are {head[:4]!r}), a mailbox of natives, not a "
                "ranking", _NATIVE_FIX)
    if head.startswith(_OLE2) and (any(s in head for s in _MSG_STREAMS) or name.lower().endswith(".msg")):
        return ("an Outlook message (.msg: a compound file of its properties), a native under review, not a ranking",
                _NATIVE_FIX)
    dat = head[3:] if head.startswith(b"\xef\xbb\xbf") else head
    if dat.startswith(b"\xfe") and re.search(rb"\xfe[\x14\xb6,;|]\xfe", dat[:4096]) is not None:
        return ("a Concordance / Relativity DAT load file in Windows-1252 (fields quoted by the byte 0xFE, thorn), "
                "a load file of document fields, not a ranking", _AS_RUNS.replace("utf-8-sig", "cp1252"))
    return None
