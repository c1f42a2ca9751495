"""A medicinal chemistry team's files, told by their first lines, so that a run or qrels door names what they are and
says how to give a planner's route scores instead of a field count (issue 45's twenty-sixth bar: candidate synthesis
routes ranked per target molecule by fusing retrosynthesis planners; an SD file was told "expected 6 fields 'qid Q0
docid rank score tag', found 1", a list of InChIs "a trn transcript file (sclite's)", reaction SMILES with a
confidence "an item and its score (GSEA's .rnk)", AiZynthFinder's output "its name ends in .json, a JSON table's").

* Connection tables (:func:`retrosynthesis_shape`, given a file's decoded head): an MDL molfile (V2000 or V3000, told
  by the counts line, the fourth of a record) and an SD file of them (``$$$$`` between records), an RXN file
  (``$RXN``), an RDfile (``$RDFILE``, Reaxys' and ISIS' reaction exports).
* Line notations: a SMILES file (a SMILES and a name per line), reaction SMILES (``A.B>>C``, USPTO's tables with their
  ``ReactionSmiles`` header too), InChI and InChIKey lists, AiZynthFinder's results saved as CSV.  A table that merely
  has a SMILES column is left to its field's recogniser (SIRIUS' and GNPS' tables hold one: metabolomics_shapes).
* JSON documents by the keys their text holds (:data:`RETROSYNTHESIS_JSON`, joined to
  :mod:`rankagg.io.json_documents`' shapes): AiZynthFinder's output table and route trees, an ASKCOS tree builder
  result, an IBM RXN retrosynthesis answer.

Only what no TREC run or qrels line can be is told: a legal run line never reaches here, and a SMILES is told only
where its letters are all atoms (``CD44`` or ``TP53`` are genes, not molecules) and it holds a bond, branch, bracket or
ring mark."""

from __future__ import annotations


from rankagg.io.line_form_store import compiled

__all__ = ["RETROSYNTHESIS_JSON", "retrosynthesis_shape"]

#: what to do with a planner's or a chemistry tool's file: each planner's scores of a target's routes are a run
AS_RUN = ("give each planner's scores as a run, a target molecule a query (its canonical SMILES or InChIKey) and its "
          "candidate routes the documents (a route named by its starting materials' SMILES joined by '.', or by its "
          "reaction SMILES), the score higher for the better route (state score, plausibility, confidence; minus the "
          "number of steps or the price): 'TARGET Q0 ROUTE RANK SCORE PLANNER' (or rankagg.fuse({planner: {target: "
          "{route: score}}}) in Python); the routes the chemists ran are the qrels, 'TARGET 0 ROUTE GRADE'")
_NO_RANKING = "it ranks no routes by itself: "
_RDKIT = "(RDKit's Chem.SDMolSupplier or PandasTools.LoadSDF read its records and their '> <field>' data) "

#: the planners' JSON documents (the strings their text holds, what they are), for rankagg.io.json_documents
RETROSYNTHESIS_JSON: tuple[tuple[tuple[str, ...], str], ...] = (
    (('"plausibility"', '"template_score"'), "an ASKCOS tree builder result (JSON: output trees of chemical and "
                                             "reaction nodes with ppg, plausibility, template_score; stats), the routes "
                                             "of one target; " + AS_RUN),
    (('"sequenceId"', '"confidence"'), "an IBM RXN retrosynthesis answer (JSON: payload.sequences[], each a route "
                                       "with its confidence and tree), the routes of one target; " + AS_RUN),
    (('"is_solved"', '"top_score"'), "AiZynthFinder's output (aizynthcli's table as JSON: a row per target with "
                                     "is_solved, top_score, number_of_steps and its route trees), whose trees' 'state "
                                     "score' are a planner's scores; " + AS_RUN),
    (('"is_chemical"', '"in_stock"'), "AiZynthFinder's route trees (JSON: mol and reaction nodes with smiles, "
                                      "in_stock, children, and each route's scores such as 'state score'); " + AS_RUN),
)

# a molfile's counts line: atoms, bonds, ... then the version; the V3000 one keeps its zeros
_COUNTS = compiled(r"^[ \d]{6}[ \d]*.*\bV[23]000\s*$")
_BRACKET_ATOM = compiled(r"\[[^\]\s]{1,20}\]")
# outside brackets a SMILES holds only the organic subset's atoms, bonds, branches, ring closures and dots
_BARE_SMILES = compiled(r"(?:Cl|Br|[BCNOPSFIbcnops]|[-=#$:/\\().~*+@%]|\d)+")
_STRUCTURAL = compiled(r"[()=#/\\@]|\[|[a-z]\d")
_INCHIKEY = compiled(r"[A-Z]{14}-[A-Z]{8}[SN][A-Z]-[A-Z]")
_ID_COLUMNS = {"qid", "query", "query_id", "q_id", "topic", "docid", "doc_id", "docno"}


def smiles_like(token: str) -> bool:
    """Whether ``token`` reads as a SMILES: its bracket atoms aside, only atoms and bond marks, and some structure."""
    if not 3 <= len(token) <= 4096 or not _STRUCTURAL.search(token):
        return False
    bare = _BRACKET_ATOM.sub("", token)
    return (bare == "" or _BARE_SMILES.fullmatch(bare) is not None) and token.count("(") == token.count(")")


def reaction_smiles(token: str) -> bool:
    """Whether ``token`` is a reaction SMILES ``reactants>agents>products``, each side SMILES or empty."""
    parts = token.split(">")
    return (len(parts) == 3 and bool(parts[0]) and bool(parts[2])
            and all(p == "" or smiles_like(p) or _BARE_SMILES.fullmatch(_BRACKET_ATOM.sub("", p)) for p in parts))


def _records(text: str) -> list[tuple[int, str]]:
    return [(n, ln.rstrip("\r")) for n, ln in enumerate(text.split("\n")[:400], 1) if ln.strip()][:4]


def _connection_table(lines: list[str], at: int, first: str, text: str) -> tuple[int, str] | None:
    if first.startswith("$RDFILE") or first.startswith("$MDL"):
        return at, ("is an RDfile (MDL's reaction data file: $RDFILE, $RFMT / $MFMT records of $RXN blocks and "
                    "$DTYPE / $DATUM fields, as Reaxys and ISIS export reactions), not TREC run or qrels lines: "
                    + _NO_RANKING + "(RDKit or Indigo read its reactions) " + AS_RUN)
    if first.startswith("$RXN"):
        return at, ("is an MDL RXN file ($RXN, a counts line of reactants and products, a $MOL block each), one "
                    "reaction, not TREC run or qrels lines: " + _NO_RANKING + "(RDKit's "
                    "AllChem.ReactionFromRxnFile reads it) " + AS_RUN)
    counts = next((ln for ln in lines[3:4] if _COUNTS.match(ln)), None)
    if counts is None:
        return None
    version = "V3000" if counts.rstrip().endswith("V3000") else "V2000"
    if "\n$$$$" in text:
        return at, (f"is an SD file (SDF: MDL molfiles ({version}) each closed by $$$$, with '> <field>' data such as "
                    "scores), a record per molecule, not TREC run or qrels lines: " + _RDKIT
                    + "write each planner's route scores per target as its run; " + AS_RUN)
    return at, (f"is an MDL molfile ({version}: a header, a counts line, atoms and bonds, M  END), one molecule, not "
                "TREC run or qrels lines: " + _NO_RANKING + AS_RUN)


def _line_notation(name: str, at: int, fields: list[str], cells: set[str], rows: list[list[str]]) -> str | None:
    first = fields[0] if fields else ""
    if first.startswith(("InChI=", "\ufeffInChI=")):
        return ("is a list of InChI identifiers (InChI=1S/...: a molecule's layers per line), not TREC run or qrels "
                "lines: an InChI holds no blank and may be a query's id, but " + _NO_RANKING + AS_RUN)
    if _INCHIKEY.fullmatch(first.lstrip("\ufeff")):
        return ("is a list of InChIKeys (27 characters, XXXXXXXXXXXXXX-YYYYYYYYFV-P: hashed molecules), not TREC run or "
                "qrels lines: an InChIKey may be a target's or a building block's id, but " + _NO_RANKING + AS_RUN)
    if {"target", "is_solved"} <= cells and cells & {"top_score", "number_of_steps", "trees", "search_time"}:
        return ("is AiZynthFinder's results table (aizynthcli's output saved as CSV: a row per target with is_solved, "
                "top_score, number_of_steps), a summary per target, not TREC run or qrels lines: its route trees' "
                "'state score' are a planner's scores; " + AS_RUN)
    if cells & {"reactionsmiles", "rxn_smiles", "reaction_smiles", "rxnsmiles", "mapped_rxn"} and not cells & _ID_COLUMNS:
        return ("is a table of reaction SMILES (a header such as USPTO's ReactionSmiles, PatentNumber, ..., "
                "TextMinedYield: a reaction per row), not TREC run or qrels lines: " + _NO_RANKING + AS_RUN)
    if rows and all(r and len(r) <= 3 and reaction_smiles(r[0]) for r in rows):
        return ("holds reaction SMILES (reactants>agents>products, e.g. 'A.B>>C'), a reaction per line, each with "
                f"{'a number or name' if len(fields) > 1 else 'nothing'} beside it, not TREC run or qrels lines: a "
                "reaction SMILES holds no blank and may name a route, but a planner's scores of a target's routes are "
                "a run: " + AS_RUN)
    smi_name = name.lower().removesuffix(".gz").endswith((".smi", ".smiles", ".can", ".ism", ".cxsmiles"))
    if rows and all(r and len(r) <= (3 if smi_name else 2) and smiles_like(r[0]) for r in rows):
        return ("is a SMILES file (a molecule's SMILES and its name or a value per line, as RDKit's SmilesWriter and "
                "Open Babel write .smi), not TREC run or qrels lines: " + _NO_RANKING + AS_RUN)
    return None


def retrosynthesis_shape(name: str, text: str) -> tuple[int, str] | None:
    """The line and the note of a chemistry file named ``name`` whose decoded head is ``text``, or None."""
    text = text.lstrip("\ufeff")
    records = _records(text)
    if not records:
        return None
    at, first = records[0]
    found = _connection_table(text.split("\n", 5)[:5], at, first.strip(), text[:1 << 16])
    if found is not None:
        return found
    fields = first.split()
    header = first.split("\t" if "\t" in first else "," if "," in first else None)
    cells = {c.strip().strip("\"'").lower() for c in header}
    rows = [ln.split() for _, ln in records[:3]]
    note = _line_notation(name, at, fields, cells, rows)
    return None if note is None else (at, note)
