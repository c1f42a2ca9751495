"""A breeding programme's files where a run, the judgements or a table are read (issue 45's thirty-second bar,
u32b_): BLUPF90's parameter and solutions files, Illumina GenomeStudio final reports, DSSAT's crop-model files, ISA-Tab
investigations, BrAPI answers (files and documents loaded in Python) and sire proof sheets (files and frames).  They
were told a field count or a generic note; each is named for what it is, with what to give instead."""

from __future__ import annotations

import re
from typing import Any, Sequence

from rankagg.io.header_tables import columns_note, header_cells, named_table
from rankagg.io.line_form_store import compiled
from rankagg.io.text_input import run_or_qrels_line

__all__ = ["AS_RUN", "BREEDING_JSON", "BREEDING_OUTPUTS", "breeding_columns", "breeding_document", "breeding_head",
           "breeding_shape"]

#: what to do with evaluations, genotypes and trials: each evaluation's ranking of the candidates is a run
AS_RUN = ("give each genetic evaluation's ranking (a GBLUP's, a single-step's, MACE's breeding values, a trial's "
          "BLUEs) as a run, a breed or crop and index a query and each animal or line a document (its id, "
          "bull:HOLDEUM000355184712), the score higher for the better: 'BREED/INDEX Q0 ID RANK SCORE EVALUATION'; the "
          "progeny's proofs or the trials' results are the qrels, 'BREED/INDEX 0 ID GRADE'")
_NOT_LINES = "not TREC run or qrels lines: "

_TABLES = (
    (("NM$", "PTAM"), "a dairy sire proof sheet (the US genetic evaluations' columns, as CDCB publishes them: NM$, "
                      "CM$, PTAM, PTAF, PTAP, PL, SCS, DPR, Rel)"),
    (("NM$", "PTAF"), "a dairy sire proof sheet (the US genetic evaluations' columns, as CDCB publishes them: NM$, "
                      "PTAF, PTAP, ...)"),
)
_DSSAT = compiled(r"^(?:\*(?:WEATHER|EXP\.?\s*DETAILS|SOILS?\b|RUN\b|SUMMARY|GENOTYPE|CULTIVAR)|\$BATCH|\$CULTIVARS)",
                  re.I)
_SOLUTIONS = compiled(r"^trait/effect\s+level\s+solution", re.I)


def breeding_shape(name: str, lines: Sequence[str]) -> str | None:
    """What a text file named ``name`` whose first lines are ``lines`` is, with what to give instead, or None."""
    if not lines or run_or_qrels_line(lines[0]):
        return None
    first = lines[0].lstrip("\ufeff").strip()
    second = lines[1].strip() if len(lines) > 1 else ""
    if _SOLUTIONS.match(first):
        what: str | None = ("BLUPF90's solutions file (a trait, an effect, a level and its solution per row: the "
                            "breeding values sit in the animal effect's rows)")
    elif first == "[Header]" and second.startswith("GSGT Version"):
        what = ("an Illumina GenomeStudio final report ([Header], GSGT Version, ..., then [Data]: a genotype per SNP "
                "and sample)")
    elif _DSSAT.match(first):
        what = "a DSSAT crop model file (*WEATHER DATA, *EXP.DETAILS, *SOILS, ... sections with '@' headers)"
    elif first == "ONTOLOGY SOURCE REFERENCE":
        what = ("an ISA-Tab investigation file (ONTOLOGY SOURCE REFERENCE, INVESTIGATION, STUDY sections: MIAPPE's "
                "and the ISA tools' metadata)")
    else:
        what = named_table(header_cells(first), _TABLES)
        what = None if what is None else what + ", read it with pandas"
    return None if what is None else f"is {what}, {_NOT_LINES}{AS_RUN}"


def breeding_head(text: str) -> tuple[int, str] | None:
    """(line, reason) when the head ``text`` is BLUPF90's parameter file: at the '#' line RENUMF90 writes first (the
    run reader skips it as a comment), else at its DATAFILE keyword."""
    for number, line in enumerate(text.lstrip("\ufeff").splitlines()[:40], 1):
        body = line.strip()
        if body.upper().startswith("# BLUPF90 PARAMETER FILE") or body == "DATAFILE":
            return number, (f"is BLUPF90's parameter file (DATAFILE, NUMBER_OF_TRAITS, NUMBER_OF_EFFECTS, EFFECTS, "
                            f"...: RENUMF90 writes it as renf90.par), {_NOT_LINES}{AS_RUN}")
        if body and not body.startswith("#"):
            return None
    return None


_BRAPI = ("a BrAPI answer (the Breeding API: metadata with pagination, status and datafiles, then result with its "
          "data), " + _NOT_LINES + AS_RUN)
BREEDING_JSON: tuple[tuple[tuple[str, ...], str], ...] = (
    (('"metadata"', '"pagination"', '"datafiles"', '"result"'), _BRAPI),
)


def breeding_document(obj: Any) -> str | None:
    """What a BrAPI answer loaded in Python and given as runs is, or None: its metadata holds the pagination."""
    meta = obj.get("metadata") if isinstance(obj, dict) else None
    if isinstance(meta, dict) and "pagination" in meta and "datafiles" in meta and "result" in obj:
        return _BRAPI
    return None


def breeding_columns(names: Sequence[object]) -> str | None:
    """What a table (a frame, a comparison table) whose columns are ``names`` is, or None."""
    return columns_note(names, _TABLES, AS_RUN)


#: the field's output names: the evaluation software, genotyping tools and crop models read their own files
BREEDING_OUTPUTS: dict[str, str] = {
    # a pulsar timing group's too (u116a_out_): TEMPO2's and PINT's timing models
    ".par": "a parameter file (BLUPF90's renf90.par, which the BLUPF90 programs read, or a pulsar's timing model, "
            "which TEMPO2 and PINT read)",
    ".wth": "a DSSAT weather file (which the crop models read by its '@' headers)",
    ".bpm": "an Illumina manifest (binary, which GenomeStudio reads)",
    ".egt": "an Illumina cluster file (binary, which GenomeStudio reads)",
}
