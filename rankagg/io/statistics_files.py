"""The data files of statistics packages, told by their first bytes (issue 45's twenty-second bar, a drug-safety
team's disproportionality signals): R's ``saveRDS`` (``.rds``) and ``save`` (``.RData``) serializations, SAS datasets
(``.sas7bdat``) and transport files (XPORT ``.xpt``, the FDA's submission format), Stata's ``.dta`` and SPSS's
``.sav``.  Read as text, such a file got "NUL bytes between the characters: UTF-16 or UTF-32 text", "a NUL byte" or,
for an XPORT file whose 80-byte records begin ``HEADER RECORD``, "a PDB coordinate file";
:func:`statistics_file_of` says what it is and how to make of it what rankagg reads, for
:func:`rankagg.io.data_tables.data_table_of` (gzip-compressed too: R compresses ``.rds`` and ``.RData``
with gzip by default).  Their names are among those of :mod:`rankagg.io.output_names`.
"""

from __future__ import annotations

import re

from rankagg.io.line_form_store import compiled

__all__ = ["statistics_file_of"]

#: what to give rankagg once the package's table is read
_GIVE = ("give rankagg.fuse the frame as a long table (columns qid, docid, score, run; ids as text) and "
         "rankagg.evaluate judgements as one (qid, docid, rel), or write them as TREC lines")
#: R's serialization: 'X' (XDR), 'B' (native) then the format version 2 or 3 as a big- or little-endian int32
_R_SERIAL = compiled(rb"[XB]\n(?:\x00\x00\x00[\x02\x03]|[\x02\x03]\x00\x00\x00)")
#: R's save(): 'RDX', 'RDB' (or 'RDA', ASCII) and the version, a newline, then the serialization
_R_WORKSPACE = compiled(rb"RD[XBA][23]\n")
#: a SAS7BDAT's 32-byte magic number (either alignment's first 12 bytes are zero)
_SAS7BDAT = compiled(re.escape(bytes.fromhex("000000000000000000000000c2ea8160b31411cfbd92080009c7318c181f1011")))
#: SAS XPORT's first 80-byte record, version 5 or 8
_XPORT = compiled(rb"HEADER RECORD\*{7}LIB(?:RARY |V8   )HEADER RECORD!{7}")
#: Stata 13 and later write an XML-like header; 8 to 12 (formats 113-115) a release byte, the byte order, 1, 0
_STATA = compiled(rb"<stata_dta>|[\x71-\x73][\x01\x02]\x01\x00")
#: SPSS: '$FL2' (or '$FL3', compressed .zsav) and the product's '@(#) ' banner
_SPSS = compiled(rb"\$FL[23]@\(#\) ")


#: (how the file starts, what it is, how to read it) for each package's file
_FILES = (
    (_R_SERIAL, "an R data file (saveRDS's .rds: R's serialization of an object, not text)",
     "read it in R (readRDS) and write its rows as TREC lines (write.table(..., quote = FALSE, row.names = FALSE, "
     "col.names = FALSE)), or read it in Python (pyreadr.read_r) and "),
    (_R_WORKSPACE, "an R workspace (save()'s .RData: R's objects serialized, not text)",
     "load(path) it in R and write the table's rows as TREC lines (write.table(..., quote = FALSE, row.names = "
     "FALSE, col.names = FALSE)), or read it in Python (pyreadr.read_r) and "),
    (_SAS7BDAT, "a SAS dataset (.sas7bdat: SAS's binary table, not text)", "read it in Python (pandas.read_sas) and "),
    (_XPORT, "a SAS transport file (XPORT .xpt: 80-byte records of a SAS dataset, not TREC lines)",
     "read it in Python (pandas.read_sas(path, format='xport')) and "),
    (_STATA, "a Stata dataset (.dta: Stata's binary table, not text)", "read it in Python (pandas.read_stata) and "),
    (_SPSS, "an SPSS data file (.sav: SPSS's binary table, not text)", "read it in Python (pandas.read_spss) and "),
)


def statistics_file_of(head: bytes) -> tuple[str, str] | None:
    """What statistics package's data file ``head`` starts, and what to do with it; None for anything else."""
    return next(((what, fix + _GIVE) for start, what, fix in _FILES
                 if start.match(head)), None)
