"""Structural biology's files, told by their first lines, so that a run or qrels door names them and says what to do
instead of a field count (issue 45's twenty-first bar, a lab ranking CASP models: a QA method's submission was told
"expected 6 fields 'qid Q0 docid rank score tag', found 2", a model's coordinates "score '01-DEC-26' is not a
number").

* A CASP prediction (``PFRMAT QA`` / ``TS`` / ...): the QA format's ``TARGET T1024``, ``MODEL 1``, ``QMODE 1`` header,
  then ``T1024TS427_1 0.734`` lines (``X`` for a model not scored; per-residue values after the global score in
  QMODE 2), ``END``.  A QA method's scores of a target's models are a run, so the note gives the awk that writes one.
* A PDB file (``HEADER``, ``ATOM``, ``REMARK``, ... records), an mmCIF / CIF file (a ``data_`` block), a FASTA or
  A3M alignment (``>name`` lines over sequences): a model or its alignment, no ranking of models.
"""

from __future__ import annotations

import re
from typing import Sequence

from rankagg.io.line_form_store import compiled
from rankagg.io.materials_shapes import CRYSTAL_CIF, CRYSTAL_CIF_NOTE

__all__ = ["structure_shape"]

#: the record names a PDB file begins with, and those of the lines that may follow (wwPDB format 3.3), each a whole
#: word (``ORIGX1``, ``SCALE2``: its digit), so that a gene list of 'REMARKABLE' lines is none
_PDB_FIRST = compiled(r"(HEADER|OBSLTE|TITLE|SPLIT|CAVEAT|COMPND|SOURCE|KEYWDS|EXPDTA|AUTHOR|REMARK|CRYST1|ATOM|"
                      r"HETATM|MODEL|SEQRES|DBREF)( |$)")
_PDB_RECORD = compiled(r"(NUMMDL|MDLTYP|REVDAT|SPRSDE|JRNL|SEQADV|HELIX|SHEET|TER|ENDMDL|ANISOU|CONECT|MASTER|END|"
                       r"ORIGX\d|SCALE\d|MTRIX\d|HET|HETNAM|FORMUL|LINK|SSBOND|SITE|PARENT)( |$)")
_PFRMAT = compiled(r"PFRMAT\s+(\S+)", re.IGNORECASE)
_SEQUENCE = compiled(r"[A-Za-z*.\-]+")


def _pdb(lines: Sequence[str]) -> bool:
    return _PDB_FIRST.match(lines[0]) is not None and all(
        _PDB_FIRST.match(ln) or _PDB_RECORD.match(ln) for ln in lines)


def _alignment(lines: Sequence[str]) -> bool:
    # a '>>' line is no sequence header: Cooklang's metadata ('>> servings: 2', u31l_cooklang_as_run), a quote
    return (lines[0].startswith(">") and len(lines[0]) > 1 and not lines[0][1].isspace() and lines[0][1] != ">"
            and all(_SEQUENCE.fullmatch(ln.strip()) or ln.startswith(">") for ln in lines[1:]))


def structure_shape(lines: Sequence[str], reading: str, run_out: str, tag: str) -> str | None:
    """What structural-biology file ``lines`` (a file's first non-blank lines, one or more) begin, and what to do,
    or None.  ``reading`` is the shell's reading of the file ending in ``awk``'s program slot ``AWK`` (``gzip -dc``
    of it when compressed), ``run_out`` the shell word of the run the suggested command writes, ``tag`` (a shell
    word) its run tag."""
    first = lines[0].lstrip("\ufeff")
    prediction = _PFRMAT.match(first.strip())
    if prediction is not None and prediction.group(1).upper() == "QA":
        awk = (f"awk -v tag={tag} '$1 == \"TARGET\" {{t = $2}} $1 == \"QMODE\" {{b = 1; next}} $1 == \"END\" {{b = 0}} "
               "b && NF > 1 && $2 != \"X\" {print t, \"Q0\", $1, ++r, $2, tag}'")
        return ("is a CASP QA prediction (PFRMAT QA: TARGET, MODEL, QMODE, then a model id and its global score a "
                "line, 'X' for a model not scored, END), not TREC run or qrels lines: a QA method's scores of a "
                f"target's models are a run: {reading.replace('AWK', awk)} > {run_out} (one such run per method; the "
                "qrels are the models' measured quality, GDT_TS or lDDT as integer grades)")
    if prediction is not None:
        return (f"is a CASP prediction (PFRMAT {prediction.group(1)}: a model or its parts), not TREC run or qrels "
                "lines: give the QA methods' scores of the models as runs ('TARGET Q0 MODEL RANK SCORE METHOD')")
    if re.fullmatch(r"data_\S+", first.strip()) and any(ln.lstrip().startswith(CRYSTAL_CIF) for ln in lines[1:]):
        return CRYSTAL_CIF_NOTE  # a crystal's CIF (pymatgen's, ICSD's, COD's): the materials team's note (u26d_)
    what = ("a PDB coordinate file (HEADER, ATOM records)" if _pdb([first, *lines[1:]])
            else "an mmCIF / CIF structure (a data_ block)" if re.fullmatch(r"data_\S+", first.strip())
            else "a FASTA / A3M sequence alignment ('>name' lines over sequences)" if _alignment([first, *lines[1:]])
            else None)
    if what is None:
        return None
    return (f"is {what}, a model or its alignment, not TREC run or qrels lines: give the QA methods' scores of the "
            "models as runs ('TARGET Q0 MODEL RANK SCORE METHOD') and their measured quality (GDT_TS) as qrels")
