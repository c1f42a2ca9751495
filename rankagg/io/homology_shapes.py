"""A protein team's sequence and structure search results, told by their lines, so that a run or qrels door names
the tool that wrote them and says how to write its hits as a run (issue 45's twenty-sixth bar, database hits fused
per query protein across BLAST+, DIAMOND, MMseqs2, Foldseek and HMMER: BLAST's -outfmt 7 was told "expected 6 fields
'qid Q0 docid rank score tag', found 12", HMMER's --tblout "found 27", BLAST's XML "found 2", its JSON "an
Elasticsearch _search response").

* Hit tables by their columns (:func:`homology_shape`, given a file's first lines that are no '#' comment): the m8
  / BLAST tabular columns (``qseqid sseqid pident length mismatch gapopen qstart qend sstart send evalue bitscore``)
  BLAST+ (-outfmt 6 and 7), DIAMOND, MMseqs2 and Foldseek write; a Foldseek or MMseqs2 ``--format-output`` of six
  columns (query, target, E-value, bits, TM-score, prob), whose six fields would read as a TREC run's with the E-value
  for the hit; HMMER's ``--tblout`` and ``--domtblout``; a Stockholm alignment; BLAST's XML.
* JSON documents by the keys their text holds (:data:`HOMOLOGY_JSON`, joined to :mod:`rankagg.io.json_documents`'
  shapes): BLAST+'s JSON (-outfmt 15), ahead of the search engines' ``"hits"``.

A tool's scores of a query's hits are a run's list (bit scores, higher is better; E-values lower): every note says
so."""

from __future__ import annotations

import re
from collections.abc import Sequence

from rankagg.io.line_form_store import compiled
from rankagg.io.xml_head import opens_markup

__all__ = ["HOMOLOGY_JSON", "homology_shape", "six_column_hits"]

#: what to do with a search tool's file: its hits of each query protein, by bit score, are a run
AS_RUN = ("write each tool's hits as a run, a query protein a query and its hits the documents, scored by the bit "
          "score (higher is better; an E-value is lower-is-better: give -log10(E), capped where E is 0.0): 'QUERY Q0 "
          "HIT RANK BITSCORE TOOL' (or rankagg.fuse({tool: {query: {hit: bits}}}) in Python), one line per hit (keep "
          "a subject's best HSP); the SCOPe / CATH family labels are the qrels, 'QUERY 0 HIT GRADE'")
_M8_AWK = ("e.g. sort -t$'\\t' -k1,1 -k12,12gr FILE | awk -F'\\t' '!seen[$1 FS $2]++ {print $1, \"Q0\", $2, 0, $12, "
           "\"blastp\"}' > blastp.run")

_NUMBER = compiled(r"[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?")
_INTEGER = compiled(r"[-+]?\d+")
_ALIGNED = compiled(r"[A-Za-z.\-~*]{10,}")
_STOCKHOLM_NAMES = (".sto", ".stk", ".sth", ".stockholm", ".sto.gz", ".stk.gz", ".sth.gz")

#: other tools' JSON documents (the strings their text holds, what they are), for rankagg.io.json_documents
HOMOLOGY_JSON: tuple[tuple[tuple[str, ...], str], ...] = (
    (('"BlastOutput2"',), "BLAST+'s JSON report (-outfmt 15: BlastOutput2[].report.results.search.hits[], each hit's "
                          "description ids and hsps with bit_score and evalue), no TREC run; " + AS_RUN),
)


def _numbers(fields: Sequence[str], pattern: re.Pattern[str] = _NUMBER) -> bool:
    return all(pattern.fullmatch(f) is not None for f in fields)


def _m8(line: str) -> bool:
    """The twelve m8 columns (more may follow: Foldseek's alntmscore, prob; DIAMOND's extra columns)."""
    f = line.rstrip("\r").split("\t")
    return len(f) >= 12 and _numbers(f[2:3] + f[10:12]) and _numbers(f[3:10], _INTEGER)


def six_column_hits(lines: Sequence[str]) -> bool:
    """Whether ``lines`` hold a search tool's six tab-separated columns 'query target evalue bits tmscore prob'
    (Foldseek's or MMseqs2's ``--format-output``): a TREC run's field count, but the E-value (a fraction, never an
    integer) stands where the hit would, a number where the run tag would, and no 'Q0' column."""
    if not lines:
        return False
    for line in lines:
        f = line.rstrip("\r").split("\t")
        if (len(f) != 6 or f[1].upper() in ("Q0", "0") or not _numbers(f[2:6])
                or _INTEGER.fullmatch(f[2]) is not None):
            return False
    return True


def _tblout(f: list[str]) -> bool:
    return len(f) >= 18 and _numbers(f[4:11]) and _numbers(f[11:18], _INTEGER)


def _domtblout(f: list[str]) -> bool:
    return (len(f) >= 22 and _numbers(f[2:3] + f[5:6], _INTEGER) and _numbers(f[6:9] + f[11:15] + f[21:22])
            and _numbers(f[9:11] + f[15:21], _INTEGER))


#: BLAST+'s XML root or its DOCTYPE, in a document (a table's cell 'BlastOutput' is an id)
_BLAST_XML = compiled(r"<(?:!DOCTYPE\s+)?(?:BlastOutput|BlastXML2)\b")


def homology_shape(name: str, lines: Sequence[str]) -> str | None:
    """What search tool's file, named ``name`` (its base name), ``lines`` (its first lines that are no '#' comment)
    begin, and what to do, or None."""
    if not lines:
        return None
    fields = [ln.split() for ln in lines]
    if all(_m8(ln) for ln in lines):
        fraction = all(float(ln.split("\t")[2]) <= 1.0 for ln in lines)
        return ("is a BLAST tabular (m8) hit table, " + (
            "MMseqs2's or Foldseek's easy-search result (fident 0..1)" if fraction else
            "BLAST+'s -outfmt 6 / 7 or DIAMOND's (pident 0..100)") + " with the columns qseqid sseqid pident length "
            "mismatch gapopen qstart qend sstart send evalue bitscore (BLAST+, DIAMOND, MMseqs2 and Foldseek write "
            "them), not TREC run or qrels lines: " + AS_RUN + "; " + _M8_AWK)
    if six_column_hits(lines):
        return ("is a Foldseek or MMseqs2 hit table of six columns (--format-output query,target,evalue,bits,"
                "alntmscore,prob), not TREC run lines: read as a run, its E-value would be the hit and its TM-score "
                "the score; " + AS_RUN + "; e.g. awk -F'\\t' '{print $1, \"Q0\", $2, 0, $4, \"foldseek\"}' FILE > "
                "foldseek.run")
    if all(_domtblout(f) for f in fields):
        return ("is HMMER's per-domain table (--domtblout: target, accession, tlen, query, accession, qlen, the full "
                "sequence's E-value, score and bias, then each domain's), space-aligned with a description of blanks, "
                "not TREC run or qrels lines: " + AS_RUN + "; e.g. awk '!seen[$4 FS $1]++ {print $4, \"Q0\", $1, 0, "
                "$8, \"hmmscan\"}' FILE > hmmscan.run")
    if all(_tblout(f) for f in fields):
        return ("is HMMER's per-sequence table (--tblout: target, accession, query, accession, the full sequence's "
                "E-value, score and bias, the best domain's, the domain counts, then a description with blanks), "
                "not TREC run or qrels lines: " + AS_RUN + "; e.g. awk '{print $3, \"Q0\", $1, 0, $6, \"hmmsearch\"}' "
                "FILE > hmmsearch.run")
    if opens_markup(lines) and any(_BLAST_XML.search(ln) for ln in lines):
        return ("is BLAST+'s XML report (-outfmt 5 or 16: BlastOutput, its iterations' hits and HSPs), not TREC run or "
                "qrels lines: " + AS_RUN + "; or ask BLAST for -outfmt 6 and convert its columns")
    if all(len(f) == 2 and _ALIGNED.fullmatch(f[1]) for f in fields) and (
            name.lower().endswith(_STOCKHOLM_NAMES) or all(re.search(r"/\d+-\d+$", f[0]) for f in fields)):
        return ("is a Stockholm multiple alignment (# STOCKHOLM 1.0, '#=GF' annotations, a sequence 'name/start-end' "
                "and its aligned residues a line), an alignment of hits, not TREC run or qrels lines: " + AS_RUN)
    return None
