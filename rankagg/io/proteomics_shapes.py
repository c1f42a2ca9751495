"""A proteomics lab's files, told by their first lines, so that a run or qrels door names them and says what to do
instead of a field count (issue 45's twenty-second bar, a lab fusing search engines' peptide-spectrum matches: Comet's
export was told "expected 6 fields 'qid Q0 docid rank score tag', found 9", Percolator's psms.txt "score 'peptide'
is not a number", an mzIdentML file "expected 6 fields, found 3").

* A search engine's PSM table (Comet's ``.txt`` after its ``CometVersion`` line, MS-GF+'s TSV under its
  ``#SpecFile`` header, Percolator's ``psms.txt`` and ``.pin``, MSFragger's and FragPipe's ``psm.tsv``, Mascot's CSV):
  a header naming a spectrum, a peptide and a score per row.  A spectrum's candidate peptides are a run's list, so
  the note gives the awk that writes one from the table's own columns, a lower-is-better score (an e-value, a
  q-value) negated as docs/conventions.md advises.
* An XML document whose root is a proteomics format's (mzIdentML, pepXML, OpenMS's idXML, X!Tandem's bioml; mzML
  and mzXML hold spectra), an MGF file of spectra (``BEGIN IONS``), an mzTab file (``MTD`` lines).
"""

from __future__ import annotations

import re

from rankagg.io.xml_head import xml_root

__all__ = ["psm_shape"]

#: the lines of a file's head looked at (an XML root after its declaration and a stylesheet; MGF's BEGIN IONS after
#: its global parameters; a PSM header after Comet's version line)
_LOOKED_AT = 12

_XML_ROOTS = {
    "mzidentml": "an mzIdentML identification file (PSI's PSM format, .mzid)",
    "msms_pipeline_analysis": "a pepXML identification file (the Trans-Proteomic Pipeline's)",
    "idxml": "an OpenMS idXML identification file",
    "bioml": "X!Tandem's output (bioml XML)",
    "mzml": "an mzML file of mass spectra",
    "indexedmzml": "an mzML file of mass spectra",
    "mzxml": "an mzXML file of mass spectra",
}
_SPECTRA = ("mzML", "mzXML", "MGF")

#: a PSM table's engine, told by the headings only it writes (cells lower-cased, a leading '#' dropped)
_ENGINES = (
    ("Percolator", {"psmid", "posterior_error_prob", "scannr"}),  # first: a .pin holds the engine's own scores
    ("Comet", {"plain_peptide", "modified_peptide"}),
    ("MS-GF+", {"specevalue", "msgfscore", "specfile"}),
    ("MSFragger / FragPipe", {"hyperscore", "expectscore", "peptideprophet probability"}),
    ("Mascot", {"pep_expect", "pep_score", "pep_seq"}),
)
#: Percolator's PSMId is none: it holds the PSM's rank within its spectrum ('sample_1234_2_1')
_SPECTRUM_COLUMNS = ("scannum", "scan", "scannr", "spectrum", "pep_query")
_PEPTIDE_COLUMNS = ("modified_peptide", "peptide", "plain_peptide", "pep_seq", "sequence")
_HIGHER_BETTER = ("xcorr", "hyperscore", "score", "msgfscore", "pep_score", "ionscore")
_LOWER_BETTER = ("specevalue", "e-value", "evalue", "expectation", "expectscore", "pep_expect", "q-value", "qvalue")
#: the scores only a search engine writes: with a peptide column, a PSM table of an engine not named above
_ENGINE_SCORES = {"xcorr", "hyperscore", "specevalue", "e-value", "expectation", "expectscore", "pep_expect"}

_RUN_NOTE = ("a spectrum's candidate peptides are a run's list: write one run per engine, 'SPECTRUM Q0 PEPTIDE RANK "
             "SCORE ENGINE', a score higher for a better match (xcorr, hyperscore, an e-value negated)")
_QRELS_NOTE = "the true peptides (a spike-in's) are the qrels, 'SPECTRUM 0 PEPTIDE 1'"


def _column(cells: list[str], names: tuple[str, ...]) -> int | None:
    return next((cells.index(n) for n in names if n in cells), None)


def _psm_table(lines: list[tuple[int, str]], reading: str, run_out: str, tag: str) -> tuple[int, str] | None:
    at, first = lines[0]
    version = first.startswith("CometVersion")
    header = lines[1][1] if version and len(lines) > 1 else first
    sep = "\t" if "\t" in header else "," if "," in header else None
    if sep is None:
        return None
    cells = [c.strip(" \"'").lstrip("#").lower() for c in header.split(sep)]
    engine = "Comet's" if version else next((f"{name}'s" for name, marks in _ENGINES if marks & set(cells)), None)
    if engine is None and _ENGINE_SCORES & set(cells) and _column(cells, _PEPTIDE_COLUMNS) is not None:
        engine = "a search engine's"
    if engine is None:
        return None
    what = f"{engine} PSM table (a header {header.strip()[:60]!r}: a spectrum, a candidate peptide, its scores a row)"
    spectrum, peptide = _column(cells, _SPECTRUM_COLUMNS), _column(cells, _PEPTIDE_COLUMNS)
    higher, lower = _column(cells, _HIGHER_BETTER), _column(cells, _LOWER_BETTER)
    if higher is not None:
        score = f"${higher + 1}"
    elif lower is not None:
        score = f"-${lower + 1}"
    if spectrum is None or peptide is None or (higher is None and lower is None) or sep != "\t":
        return at, f"is {what}, not TREC run or qrels lines: {_RUN_NOTE}; {_QRELS_NOTE}"  # CSV quotes: no awk
    skip = 2 if version else 1
    awk = (f"awk -F'\\t' -v tag={tag} 'NR > {skip} {{print ${spectrum + 1}, \"Q0\", ${peptide + 1}, "
           f"++r[${spectrum + 1}], {score}, tag}}'")
    return at, (f"is {what}, not TREC run or qrels lines: {_RUN_NOTE}: {reading.replace('AWK', awk)} > {run_out}; "
                f"{_QRELS_NOTE}")


def psm_shape(text: str, reading: str, run_out: str, tag: str) -> tuple[int, str] | None:
    """What proteomics file ``text`` (a file's head, decoded) begins, as (its first non-blank line, what it is and
    what to do), or None.  ``reading`` is the shell's reading of the file ending in ``awk``'s program slot ``AWK``,
    ``run_out`` the shell word of the run the suggested command writes, ``tag`` (a shell word) its run tag."""
    lines = [(i, ln) for i, ln in enumerate(text.lstrip("\ufeff").splitlines()[:_LOOKED_AT], 1) if ln.strip()]
    if not lines:
        return None
    at, first = lines[0]
    if first.lstrip().startswith("<"):
        root = xml_root(text)
        what = _XML_ROOTS.get(root.local.lower() if root is not None else "")
        if what is None:
            return None
        holds = ("its spectra carry no peptide yet: search them, then " if any(s in what for s in _SPECTRA)
                 else "export its PSMs as a table (MS-GF+'s MzidToTsv, pyteomics, OpenMS's TextExporter), then ")
        # at the root's line, as every XML document is named (the declaration before it says nothing of the file)
        return root.line if root is not None else at, f"is {what}, not TREC run or qrels lines: {holds}{_RUN_NOTE}; " \
            f"{_QRELS_NOTE}"
    if any(ln.strip() == "BEGIN IONS" for _, ln in lines) and all(
            "=" in ln or ln.strip() == "BEGIN IONS" or ln.lstrip().startswith("#")
            for _, ln in lines[:next(k for k, (_, ln) in enumerate(lines) if ln.strip() == "BEGIN IONS")]):
        return at, ("is an MGF file of MS/MS spectra (BEGIN IONS ... END IONS), not TREC run or qrels lines: search "
                    f"them, then {_RUN_NOTE}; {_QRELS_NOTE}")
    if re.match(r"MTD\s+mzTab-", first):
        return at, f"is an mzTab file (MTD, PSH, PSM lines), not TREC run or qrels lines: {_RUN_NOTE}; {_QRELS_NOTE}"
    return _psm_table(lines, reading, run_out, tag)
