"""A biodiversity team's files where a run, the judgements or a table are read (issue 45's thirty-first bar, u31b_):
a Darwin Core Archive's meta.xml (its root after the prolog) and Darwin Core tables (a GBIF download's occurrence.txt),
GBIF's API answers, iNaturalist exports, Maxent's results and .lambdas files, the IUCN Red List's tables and BioTIME's.
They were told a field count or a generic header or JSON note; each is named for what it is, with what to give
instead (files, loaded documents and frames)."""

from __future__ import annotations

from typing import Sequence

from rankagg.io.header_tables import columns_note, header_cells, named_table
from rankagg.io.line_form_store import compiled
from rankagg.io.text_input import run_or_qrels_line
from rankagg.io.xml_head import xml_root

__all__ = ["AS_RUN", "BIODIVERSITY_JSON", "BIODIVERSITY_OUTPUTS", "biodiversity_binary", "biodiversity_columns",
           "biodiversity_document", "biodiversity_head", "biodiversity_shape"]

#: what to do with records, models or assessments: each source's ranking of the species is a run
AS_RUN = ("give each source's ranking of the species (a model's habitat loss, a threat score, a survey's decline) as "
          "a run, a region and taxon group a query and each species a document (its GBIF key, gbif:2422470), the "
          "score higher for the more urgent: 'REGION/GROUP Q0 SPECIES RANK SCORE SOURCE'; the plan's priorities are "
          "the qrels, 'REGION/GROUP 0 SPECIES GRADE'")
_NOT_LINES = "not TREC run or qrels lines: "

#: the tables, by their publishers' columns: (columns every such table has, what it is)
_TABLES = (
    (("occurrenceID", "basisOfRecord"), "a Darwin Core occurrence table (a GBIF download's occurrence.txt: gbifID, "
                                        "occurrenceID, scientificName, decimalLatitude, ..., basisOfRecord)"),
    (("observed_on", "quality_grade", "iconic_taxon_name"),
     "an iNaturalist observations export (id, observed_on, user_login, quality_grade, ..., scientific_name, taxon_id)"),
    (("Species", "Regularized training gain", "Training AUC"),
     "Maxent's maxentResults.csv (Species, #Training samples, training gain, AUC, contributions)"),
    (("assessmentId", "internalTaxonId", "redlistCategory"),
     "an IUCN Red List table (assessments.csv: assessmentId, internalTaxonId, scientificName, redlistCategory, ...)"),
    (("STUDY_ID", "ID_SPECIES", "GENUS_SPECIES"),
     "a BioTIME table (STUDY_ID, DAY, MONTH, YEAR, ..., sum.allrawdata.ABUNDANCE, GENUS_SPECIES)"),
)
#: a Maxent .lambdas file: 'feature, lambda, min, max' lines, then the normalisers
_LAMBDA_LINE = compiled(r"^[^,\s][^,]*, -?[\d.]+(?:E-?\d+)?, -?[\d.]+(?:E-?\d+)?, -?[\d.]+(?:E-?\d+)?$")
_NORMALISER = compiled(r"^(?:linearPredictorNormalizer|densityNormalizer|numBackgroundPoints|entropy), ")


def biodiversity_shape(name: str, lines: Sequence[str]) -> str | None:
    """What a text file named ``name`` whose first lines are ``lines`` is, with what to give instead, or None."""
    if not lines or run_or_qrels_line(lines[0]):
        return None
    first = lines[0].lstrip("\ufeff").strip()
    second = lines[1].strip() if len(lines) > 1 else ""
    if _LAMBDA_LINE.match(first) and (_LAMBDA_LINE.match(second) or _NORMALISER.match(second)):
        return (f"is a Maxent .lambdas file (a model's features: 'feature, lambda, min, max' lines, then its "
                f"normalisers), {_NOT_LINES}{AS_RUN}")
    what = named_table(header_cells(first), _TABLES)
    return None if what is None else f"is {what}, read it with pandas, {_NOT_LINES}{AS_RUN}"


def biodiversity_head(text: str) -> tuple[int, str] | None:
    """(line, reason) when the head ``text`` is a Darwin Core Archive's meta.xml (its root after the prolog)."""
    root = xml_root(text)
    if root is None or root.local != "archive" or "rs.tdwg.org/dwc/text" not in root.attributes:
        return None
    return root.line, ("is a Darwin Core Archive's meta.xml (archive, core and extensions: the layout of its "
                       f"occurrence and taxon tables), {_NOT_LINES}{AS_RUN}")


def biodiversity_columns(names: Sequence[object]) -> str | None:
    """What a table (a frame, a comparison table) whose columns are ``names`` is, or None."""
    return columns_note(names, _TABLES, AS_RUN)


_GBIF = ("GBIF's API answer (offset, limit, endOfRecords, count, results: occurrences or species), "
         + _NOT_LINES + AS_RUN)
#: (keys a JSON document's first bytes hold, what it is and what to give instead)
BIODIVERSITY_JSON: tuple[tuple[tuple[str, ...], str], ...] = (
    (('"offset"', '"limit"', '"endOfRecords"', '"results"'), _GBIF),
)


def biodiversity_document(obj: object) -> str | None:
    """What GBIF's answer loaded in Python and given as runs is, or None."""
    if isinstance(obj, dict) and "endOfRecords" in obj and isinstance(obj.get("results"), list):
        return _GBIF
    return None


def biodiversity_binary(head: bytes) -> tuple[str, str] | None:
    """(what the file is, what to give instead): none of the team's files is binary (a DwC-A is a zip of text)."""
    return None


#: the field's output names: Maxent reads its own .lambdas, GBIF's IPT and EML tools their metadata, no TREC line
BIODIVERSITY_OUTPUTS: dict[str, str] = {
    ".lambdas": "a Maxent .lambdas file (a model's features and normalisers, which Maxent and maxnet read)",
}
