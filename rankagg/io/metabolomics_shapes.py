"""A metabolomics core's files, told by their first lines, so that a run, qrels or lists door names the tool that
wrote them and says what to do instead of a field count (issue 45's twenty-fourth bar, a core fusing the candidate
annotations of its tools per spectral feature: SIRIUS's ``structure_candidates.tsv`` was told "a run table saved as
text", GNPS's library search results "expected 6 fields, found 33" or "'N/A' in list 'Protein'", an MSP spectral
library "found 2", MZmine's feature table "found 9" or "an empty column name").

* The tools' candidate tables, by their header: SIRIUS's structure candidates (``InChIkey2D`` beside
  ``CSI:FingerIDScore`` or ``molecularFormula``) and formula candidates (``formulaRank``, ``molecularFormula`` and a
  SIRIUS, ZODIAC or tree score), MS-FINDER's export (``File path``, ``File name``, ``Precursor mz``, ``Structure
  rank 1`` or ``Formula rank 1``); GNPS's library search results by a row (their header is a ``#Scan#`` line, a
  comment to the readers): 20 or more tab-separated cells, one a GNPS library spectrum id ``CCMSLIB`` + 11 digits,
  or a header holding ``Compound_Name``, ``MQScore`` and ``SpectrumID``.
* Feature tables, a row per feature and no candidate: MZmine's (``row ID``, ``row m/z``, ``row retention time``) and
  MS-DIAL's alignment (``Alignment ID``, ``Average Mz``).
* Spectra as text: an MSP library or MS-FINDER's ``.mat`` (``NAME:`` then ``KEY: value`` lines, ``Num Peaks:``).
"""

from __future__ import annotations

from typing import Sequence

from rankagg.io.header_tables import header_cells
from rankagg.io.line_form_store import compiled

__all__ = ["metabolomics_shape"]

#: what to do with a tool's candidates: a ranking per feature, the better candidate scored higher
_AS_RUN = ("write each tool's candidates as a run, a feature a query and the score higher for the better candidate "
           "(negate a score where lower is better): 'FEATURE Q0 CANDIDATE RANK SCORE TOOL', or read the table with "
           "pandas and give rankagg.fuse {tool: {feature: {candidate: score}}}; the spiked standards' identities are "
           "qrels 'FEATURE 0 CANDIDATE 1'")
_GNPS_SPECTRUM = compiled(r"CCMSLIB\d{11}")
_MSP_FIRST = compiled(r"(?i)name\s*:\s*\S")
_MSP_FIELD = compiled(r"[A-Za-z][A-Za-z0-9_#/() .-]*:(?:\s|$)")


def _candidate_table(cells: set[str]) -> str | None:
    """Which annotation tool's candidate table a header of ``cells`` heads, or None."""
    if "inchikey2d" in cells and cells & {"csi:fingeridscore", "molecularformula", "confidencescore"}:
        return ("SIRIUS's structure candidates (structure_candidates.tsv: rank, CSI:FingerIDScore, molecularFormula, "
                "InChIkey2D, smiles, pubchemids per candidate)")
    if "molecularformula" in cells and cells & {"formularank", "siriusscore", "zodiacscore", "treescore"}:
        return ("SIRIUS's formula candidates (formula_candidates.tsv: formulaRank, molecularFormula, adduct, "
                "SiriusScore per candidate formula)")
    if {"compound_name", "mqscore", "spectrumid"} <= cells:
        return "GNPS's library search results (#Scan#, SpectrumFile, Compound_Name, MQScore, SpectrumID per match)"
    if {"file path", "file name", "precursor mz"} <= cells and any(
            c.startswith(("structure rank", "formula rank")) for c in cells):
        return ("MS-FINDER's export (File path, File name, Precursor mz, then each rank's structure or formula and "
                "its Total score)")
    return None


def _feature_table(cells: set[str]) -> str | None:
    """Which feature-finding tool's table (a row per feature, its m/z, retention time and areas) ``cells`` heads."""
    if {"row id", "row m/z", "row retention time"} <= cells:
        return "MZmine's feature table (row ID, row m/z, row retention time, a peak area per sample)"
    if {"alignment id", "average mz"} <= cells:
        return "MS-DIAL's alignment table (Alignment ID, Average Rt(min), Average Mz, a height per sample)"
    return None


def _gnps_row(line: str) -> bool:
    """Whether ``line`` is a row of GNPS's library search results (its '#Scan#' header is a comment line)."""
    cells = line.split("\t")
    return len(cells) >= 20 and any(_GNPS_SPECTRUM.fullmatch(c.strip()) for c in cells)


def _spectra_text(name: str, lines: Sequence[str]) -> str | None:
    """What text file of spectra ``lines`` begin (an MSP library, MS-FINDER's .mat), or None."""
    if not _MSP_FIRST.match(lines[0].strip()):
        return None
    if len(lines) > 1 and not _MSP_FIELD.match(lines[1].strip()):
        return None
    if len(lines) == 1 and not name.lower().endswith((".msp", ".mat")):
        return None
    if name.lower().endswith(".mat"):
        return "MS-FINDER's .mat file of a feature's spectra (NAME:, PRECURSORMZ:, Num Peaks: and peak lines)"
    return "an MSP spectral library (NIST's, MS-DIAL's, MoNA's: NAME:, PRECURSORMZ:, Num Peaks: and peak lines)"


def metabolomics_shape(name: str, lines: Sequence[str]) -> str | None:
    """What metabolomics file named ``name`` whose first non-blank, non-comment lines are ``lines`` is, and what to
    do, or None."""
    lines = [ln.lstrip("\ufeff").rstrip("\r\n") for ln in lines]
    if not lines:
        return None
    spectra = _spectra_text(name, lines)
    if spectra is not None:
        return (f"is {spectra}, not TREC lines (runs or qrels) nor a table of lists: spectra rank no candidates; "
                f"search them with the annotation tools and {_AS_RUN}")
    cells = header_cells(lines[0])
    tool = _candidate_table(cells) or ("GNPS's library search results (#Scan#, SpectrumFile, Compound_Name, MQScore, "
                                       "SpectrumID per match)" if _gnps_row(lines[0]) else None)
    if tool is not None:
        return f"is {tool}, not TREC lines (runs or qrels) nor a table of lists: {_AS_RUN}"
    features = _feature_table(cells)
    if features is not None:
        return (f"is {features}, not TREC lines (runs or qrels) nor a table of lists: a feature table ranks no "
                f"candidates; annotate its features with the tools and {_AS_RUN}")
    return None
