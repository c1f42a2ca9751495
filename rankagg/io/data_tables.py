"""The binary tables of astronomy and data-lake tools, told by their first bytes (issue 45's twentieth bar, an
astronomy team's transient-alert brokers): Avro object containers (the brokers' alert packets), Arrow IPC files
(Feather v2) and streams, Feather v1, ORC and FITS.  Read as text, such a file got "a NUL byte: trec_eval reads a
field only up to it" or "expected 6 fields, found 18" (a FITS header's 80-column cards hold no newline);
:func:`data_table_of` says what it is and how to make of it what rankagg reads, for
:func:`rankagg.io.binary_containers.container_of`.  Their names are among those of :mod:`rankagg.io.output_names`, under
which no line text is written.
"""

from __future__ import annotations


from rankagg.io.line_form_store import compiled
from rankagg.io.statistics_files import statistics_file_of

__all__ = ["data_table_of"]

#: what to give rankagg once such a table is loaded in Python
_GIVE = ("give rankagg.fuse the frame as a long table (columns qid, docid, score, run; ids as text) and "
         "rankagg.evaluate judgements as one (qid, docid, rel), or write them as TREC lines")
#: Avro's object container: 'Obj' and version 1, then the metadata map, whose keys avro.schema and avro.codec come
#: first (a text line may start 'Obj' but holds no byte 1 and no such key after it)
_AVRO = compiled(rb"Obj\x01[\s\S]{1,24}avro\.(?:schema|codec)")
#: ORC: 'ORC' and then the protobuf of its first stripe, which holds bytes no text holds
_ORC = compiled(rb"ORC[\s\S]{0,61}[\x00-\x08\x0e-\x1f]")
#: FITS: 2880-byte blocks of 80-column cards, the first SIMPLE and the second BITPIX (the standard's order)
_FITS_CARD = 80


def data_table_of(head: bytes, gzipped: bool = False) -> tuple[str, str] | None:
    """What binary table ``head`` starts (the decompressed start of a ``gzipped`` file: astropy and the archives keep
    FITS as ``.fits.gz``), and what to do with it; None for anything else."""
    found = _table_of(head) or statistics_file_of(head)  # R's, SAS's, Stata's and SPSS's tables too
    if found is None or not gzipped:
        return found
    return found[0] + ", gzip-compressed", found[1]


def _table_of(head: bytes) -> tuple[str, str] | None:
    if _AVRO.match(head):
        return ("an Avro object container file (a broker's alert packets, Kafka's or Spark's records: binary "
                "records and their schema, not text)",
                "read its records in Python (pandas.DataFrame(fastavro.reader(open(path, 'rb')))) and " + _GIVE)
    if head.startswith(b"ARROW1\x00\x00"):
        return ("an Arrow IPC file (Feather v2: DataFrame.to_feather, pyarrow.feather: binary columns, not text)",
                "read it in Python (pandas.read_feather(path)) and " + _GIVE)
    if head.startswith(b"\xff\xff\xff\xff") and len(head) >= 8:
        return ("an Arrow IPC stream (pyarrow.ipc.new_stream, Spark's Arrow batches: binary columns, not text)",
                "read it in Python (pyarrow.ipc.open_stream(path).read_all().to_pandas()) and " + _GIVE)
    if head.startswith(b"FEA1\x00\x00\x00\x00"):  # the magic padded to 8 bytes (a query 'FEA1' is text)
        return ("a Feather v1 file (binary columns, not text)", "read it in Python (pandas.read_feather(path)) and "
                + _GIVE)
    if _ORC.match(head):
        return ("an ORC file (a data lake's table: Hive, Spark, pyarrow.orc: binary stripes, not text)",
                "read it in Python (pandas.read_orc(path)) and " + _GIVE)
    if head.startswith(b"SIMPLE  =") and head[_FITS_CARD:_FITS_CARD + 9] == b"BITPIX  =":
        return ("a FITS file (astropy.io.fits, TOPCAT: 80-column header cards in 2880-byte blocks and binary data, "
                "not lines)", "read its table in Python (astropy.table.Table.read(path, hdu=1).to_pandas()) and "
                + _GIVE)
    return None
