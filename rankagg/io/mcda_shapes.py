"""A multi-criteria decision analysis team's files where a run, the judgements or comparisons are read (issue 45's
twenty-ninth bar, u29d_*_as_run, u29d_*_as_qrels, u29d_cli_saaty_matrix_as_comparisons, u29d_api_*_frame): told a
field count ("expected 6 fields, found 3" for a DEXi model or an XMCDA document), "a header over a table", "a
similarity or distance matrix ... a card sort" for a Saaty matrix, or "needs a column for qid" for a frame, each is
named for what it is with what to give instead:

* a decision matrix (alternatives x criteria) by its weights row or its benefit/cost row under the header;
* an AHP pairwise comparison matrix on Saaty's scale: the first row's label is the first column's name, its diagonal
  1 and its cells Saaty's values (1-9, reciprocals '1/3' or decimals);
* a TOPSIS (D+, D-, closeness), PROMETHEE (phi+, phi-, net flow) or VIKOR (S, R, Q) result table by its header;
* pyDecision's printed ranking ('a1: 0.5683' lines), an AHP priorities report (its title line);
* a DEXi model (its ``<DEXi>`` root) and an XMCDA document (decision-deck's ``<xmcda:XMCDA>`` root).

A legal TREC run or qrels line is never claimed: each pattern asks for commas or semicolons, a word heading, a
colon or an XML root, none of which a blank-separated line of six (or four) fields holds as a whole."""

from __future__ import annotations

import re
from typing import Any, Sequence

from rankagg.io.line_form_store import compiled
from rankagg.io.xml_head import opens_markup

__all__ = ["AS_RUN", "mcda_columns", "mcda_frame", "mcda_shape"]

#: what to do with an MCDA file: each method's scores per decision problem are a run
AS_RUN = ("give each MCDA method's result as a run, the decision problem a query (supplier_selection_2026, no blank) "
          "and each alternative a document (A1_Mueller_GmbH, no blank), the score higher for the better (TOPSIS "
          "closeness, PROMETHEE net flow, AHP priority; VIKOR's Q negated, lower Q is better): 'PROBLEM Q0 "
          "ALTERNATIVE RANK SCORE METHOD' (or rankagg.fuse({method: {problem: {alternative: score}}})); an expert "
          "panel's grades are qrels 'PROBLEM 0 ALTERNATIVE GRADE'; Saaty pairwise judgements are comparisons "
          "'query,item_a,item_b,outcome' (win where a_ij > 1, loss where < 1, tie at 1: docs/preferences.md)")
_NOT_LINES = "not TREC run or qrels lines nor rankagg's comparison table: it ranks no alternatives by itself; "

_WEIGHT_ROW = frozenset({"weight", "weights", "w", "criteria weights", "criterion weights", "weighting", "gewicht",
                         "gewichte", "gewichtung", "poids", "pesos", "peso", "pesi"})
_TYPE_ROW = frozenset({"type", "types", "criterion type", "criteria type", "criterion types", "direction",
                       "benefit/cost", "cost/benefit", "max/min", "min/max", "impact", "impacts", "objective",
                       "optimization", "optimisation", "sense", "typ", "kriteriumstyp"})
_TYPE_CELL = frozenset({"benefit", "cost", "max", "min", "maximize", "minimize", "maximise", "minimise", "+", "-",
                        "b", "c", "1", "-1", "nutzen", "kosten"})
_NUMBER = compiled(r"[-+]?(?:\d+(?:[.,]\d*)?|[.,]\d+)(?:[eE][-+]?\d+)?")
_SAATY = compiled(r"[1-9]|1/[1-9]|0?[.,]\d+|[1-9][.,]\d+")
_STRONG = compiled(r"[2-9]|1/[2-9]")
_PYDECISION = compiled(r"a\d+\s*:\s*[-+]?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?")
_AHP_TITLE = compiled(r"(?:AHP|Analytic(?:al)? Hierarchy Process)\b[^\d]*\b(?:priorit\w*|weights?|consistency|"
                      r"results?|report)\b", re.IGNORECASE)
_DEXI = compiled(r"<DEXi>")
_XMCDA = compiled(r"<(?:\w+:)?XMCDA\b|xmlns(?::\w+)?=\"http://www\.decision-deck\.org/")
_SPLIT = compiled(r"[,;\t]")
#: the column naming what an MCDA table ranks or weighs
_ENTITY = frozenset({"alternative", "alternatives", "alt", "action", "actions", "option", "options", "criterion",
                     "criteria", "supplier", "suppliers", "candidate", "candidates"})


def _cells(line: str) -> list[str]:
    return [c.strip(" \"'\r\n") for c in _SPLIT.split(line.lstrip("\ufeff"))]


def _matrix_kind(header: Sequence[str], rows: Sequence[Sequence[str]]) -> str | None:
    """What a table of the ``header`` over its first ``rows`` (cells as text) is when an MCDA tool wrote it."""
    for row in rows[:2]:
        label, rest = (row[0].strip().lower(), [c.strip() for c in row[1:]]) if row else ("", [])
        if len(rest) < 2 or not all(rest):
            continue
        if label in _WEIGHT_ROW and all(_NUMBER.fullmatch(c) for c in rest):
            return ("is a decision matrix (alternatives x criteria, with its criteria weights row: the data TOPSIS, "
                    "PROMETHEE, AHP or VIKOR scores, no ranking), ")
        if label in _TYPE_ROW and all(c.lower() in _TYPE_CELL for c in rest):
            return ("is a decision matrix (alternatives x criteria, with its benefit/cost row: the data TOPSIS, "
                    "PROMETHEE, AHP or VIKOR scores, no ranking), ")
    if rows and len(header) >= 3 and len(rows[0]) == len(header):
        row = [c.strip() for c in rows[0]]
        # a judgement above equal (3, 1/5) tells it from a card sort's similarity matrix of shares (u24e_), whose
        # diagonal is 1 too
        if row[0] == header[1].strip() and row[1] == "1" and all(_SAATY.fullmatch(c) for c in row[1:]) \
                and any(_STRONG.fullmatch(c) for c in row[2:]):
            return ("is an AHP pairwise comparison matrix (Saaty's 1-9 scale, reciprocals such as 1/3: a row and a "
                    "column per criterion or alternative), ")
    return None


def _columns_kind(cells: Sequence[str]) -> str | None:
    """What MCDA result table a header of the lower-cased ``cells`` is, or None: a column of its own words (D+ and
    D-, phi+ and phi-), or a score's name beside the alternatives' column (a network's ranked lists by 'closeness'
    or a ledger's 'net_flow' are no such table)."""
    have = set(cells)
    entity = bool(have & _ENTITY)
    if {"d+", "d-"} <= have or (entity and have & {"closeness", "closeness coefficient", "relative closeness", "cc"}):
        return "is a TOPSIS result table (distances D+ and D-, closeness coefficient, rank), "
    if {"phi_plus", "phi_minus"} <= have or {"phi+", "phi-"} <= have or (entity and have & {"net flow", "net_flow",
                                                                                             "phi_net", "phi"}):
        return "is a PROMETHEE flow table (positive, negative and net outranking flows phi+, phi-, phi), "
    if {"s", "r", "q"} <= have and entity:
        return "is a VIKOR result table (S, R and Q per alternative, lower Q is better), "
    if have & {"consistency ratio", "cr"} and have & {"weight", "weights", "priority", "priorities"} and entity:
        return "is an AHP priorities table with its consistency ratio, "
    return None


def mcda_shape(name: str, lines: Sequence[str]) -> str | None:
    """What MCDA file whose first lines (comments and blank lines skipped) are ``lines`` is, and what to give
    instead, or None."""
    head = [ln.lstrip("\ufeff").strip() for ln in lines if ln.strip()][:3]
    if not head:
        return None
    if opens_markup(head) and any(_DEXI.match(ln) for ln in head[:2]):
        return "is a DEXi model (.dxi: XML of attributes, scales, utility functions and options), " + _NOT_LINES + AS_RUN
    if opens_markup(head) and any(_XMCDA.search(ln) for ln in head[:2]):
        return ("is an XMCDA document (decision-deck's XML, as diviz and the XMCDA web services write it), "
                + _NOT_LINES + AS_RUN)
    if all(_PYDECISION.fullmatch(ln) for ln in head):
        return "is pyDecision's printed ranking ('a1: 0.5683': an alternative's number and score), " + _NOT_LINES + AS_RUN
    if _AHP_TITLE.match(head[0]):
        return "is an AHP priorities report (criteria weights, lambda_max, CI, CR), " + _NOT_LINES + AS_RUN
    if not _SPLIT.search(head[0]):
        return None
    header = _cells(head[0])
    found = _matrix_kind(header, [_cells(ln) for ln in head[1:]]) or _columns_kind([c.lower() for c in header])
    return None if found is None else found + _NOT_LINES + AS_RUN


def mcda_columns(names: Sequence[object]) -> str | None:
    """What a table of the column ``names`` is when an MCDA tool wrote it (a frame's or a comparison table's
    header), with what to do; or None."""
    found = _columns_kind([str(n).strip().strip("\"'").lower() for n in names])
    return None if found is None else found + _NOT_LINES + AS_RUN


def mcda_frame(frame: Any) -> str | None:
    """What a pandas frame is (duck-typed: its columns, index and first rows) when it holds a decision matrix or a
    Saaty matrix read with pandas.read_csv (index_col=0 or not), or None."""
    columns, index, values = (getattr(frame, "columns", None), getattr(frame, "index", None),
                              getattr(frame, "values", None))
    if columns is None or index is None or values is None or not hasattr(values, "tolist"):
        return None
    default = type(index).__name__ == "RangeIndex"
    header = [str(c) for c in columns] if default else [str(index.name or "")] + [str(c) for c in columns]
    rows = [([] if default else [str(i)]) + [_text(v) for v in row] for i, row in zip(list(index[:2]), values[:2].tolist())]
    found = _matrix_kind(header, rows)
    return None if found is None else found + _NOT_LINES + AS_RUN


def _text(value: object) -> str:
    """A cell as the CSV held it: a float read from '3' is 3.0, which Saaty's scale and a weight read alike."""
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value)
