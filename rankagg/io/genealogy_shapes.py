"""A genealogy and record-linkage team's files, told by their first lines or bytes, so that a run, qrels or weights
door names what they are and says what to give instead of a field count (issue 45's twenty-seventh bar, candidate
record matches from Splink, dedupe, a phonetic matcher and a rules engine fused per person record: a GEDCOM file was
told "expected 6 fields, found 2", a Gramps or GEDCOM X XML file "found 3", Splink's predictions "a run table saved as
text" with its dataset column as the query, a GEDZip "a zip archive: unzip it", dedupe's settings "the revisited
Oxford/Paris ground truth", GEDCOM X JSON and Splink's model "JSON such as BEIR's results").

* Text: GEDCOM 5.5.1 and 7.0 (``0 HEAD`` and level-numbered lines, ``.ged``, gzipped too), XML by its root or DOCTYPE
  (Gramps XML, gzipped as ``.gramps`` writes it, or plain; GEDCOM X XML), Splink's predictions table
  (``match_weight``/``match_probability`` beside ``unique_id_l``, ``unique_id_r``), a clerical review table
  (``clerical_match_score``) and a DNA match list (FamilyTreeDNA's, AncestryDNA's, MyHeritage's: shared cM).
* JSON (:data:`GENEALOGY_JSON`, joined to :mod:`rankagg.io.json_documents`' shapes): GEDCOM X, Splink's saved model,
  dedupe's training file.
* Binary (:func:`genealogy_binary`): GEDCOM 7's GEDZip (``.gdz``), dedupe's pickled settings file.

A matcher's candidates for one person record, best first, are a run's list: every note says so."""

from __future__ import annotations

import re
from typing import Sequence

from rankagg.io.line_form_store import compiled

__all__ = ["AS_RUN", "GENEALOGY_JSON", "genealogy_binary", "genealogy_document", "genealogy_shape"]

#: what to do with a family tree or a matcher's file: each matcher's candidate records per person record are a run
AS_RUN = ("give each matcher's candidates as a run, a person record (its id, no blank: @I0042@, FS:LZ7K-M3P) a query "
          "and its candidate records the documents, the score higher for the likelier match (Splink's match_weight or "
          "match_probability, dedupe's probability, a Jaro-Winkler score, a rules engine's points): 'PERSON Q0 "
          "CANDIDATE RANK SCORE MATCHER' (or rankagg.fuse({matcher: {person: {candidate: score}}})); the clerical "
          "review is the qrels, 'PERSON 0 CANDIDATE 1' for a true match, 0 for a non-match")
_NOT_LINES = "not TREC run or qrels lines: it ranks no candidate records; "
_TREE = "run the matchers on its persons and "
#: GEDCOM's first record (5.5.1 and 7.0): level 0, the HEAD tag, nothing after it
_GEDCOM_HEAD = compiled(r"^[ \t]*0[ \t]+HEAD[ \t]*$")
#: a GEDCOM line: a level number, an optional @XREF@, a tag
_GEDCOM_LINE = compiled(r"^[ \t]*\d{1,2}[ \t]+(?:@[^@\s]+@[ \t]+)?[A-Za-z_][A-Za-z0-9_]*(?:[ \t]|$)")
#: an XML document's first element, after a declaration and a DOCTYPE
_XML_ROOT = compiled(r"<(?:[\w.-]+:)?([\w.-]+)[\s>/]")
#: the cells of a DNA match list's header that say what it is (FamilyTreeDNA, AncestryDNA, MyHeritage, 23andMe)
#: a zip member's local header: the signature, then (at 26) the lengths of its name and extra field, then the name
_LOCAL_HEADER = compiled(rb"PK\x03\x04[\s\S]{22}([\s\S]{2})[\s\S]{2}")
_SHARED_DNA = ("shared dna", "shared cm", "shared centimorgans", "total cm shared", "sharedcentimorgans",
               "total cm", "shared_cm")


def _xml(text: str) -> str | None:
    if "-//Gramps//DTD" in text or "gramps-project.org/xml" in text:
        return "a Gramps XML family tree (Gramps' export: people, families, events; .gramps is its gzip)"
    body = re.sub(r"<\?[^>]*\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>]*>", " ", text)
    root = _XML_ROOT.search(body)
    if root is not None and root.group(1) == "gedcomx" or "gedcomx.org/v1" in text:
        return "a GEDCOM X document (XML: FamilySearch's persons, names, relationships and facts)"
    return None


def _table(cells: list[str]) -> str | None:
    have = set(cells)
    if {"unique_id_l", "unique_id_r"} <= have and have & {"match_weight", "match_probability"}:
        return ("is Splink's predictions table (a row per pair of records: match_weight, a log2 Bayes factor, "
                "match_probability, unique_id_l, unique_id_r and the compared columns), not TREC run lines: read it "
                "with pandas and give the person record (unique_id_l) as qid, the candidate (unique_id_r) as docid, "
                "match_weight as score and 'splink' as run (Splink lists each pair once: add it the other way round "
                "for the persons on the right); " + AS_RUN)
    if "clerical_match_score" in have or ({"unique_id_l", "unique_id_r"} <= have and have & {"is_match", "match"}):
        grade = "clerical_match_score" if "clerical_match_score" in have else ("is_match" if "is_match" in have
                                                                               else "match")
        return (f"is a clerical review table (labelled pairs of records, Splink's labels: unique_id_l, unique_id_r, "
                f"{grade}), not TREC run or qrels lines: its '{grade}' column is the grade, written as qrels "
                "'PERSON 0 CANDIDATE 1' for a true match and 0 for a non-match (the ids as the runs write them); "
                + AS_RUN)
    if any(c in have for c in _SHARED_DNA) and (have & {"longest block", "longest segment", "shared segments",
                                                        "relationship range", "predicted relationship",
                                                        "estimated relationship", "match guid", "full name", "name"}):
        return ("is a DNA match list (FamilyTreeDNA's Family Finder, AncestryDNA's or MyHeritage's export: a row per "
                "tester sharing DNA with one kit, the shared cM and the predicted relationship), " + _NOT_LINES
                + "to rank the matches, give the kit as the query, each match's id as a document and its shared cM as "
                "the score; " + AS_RUN)
    return None


def genealogy_shape(name: str, lines: Sequence[str]) -> str | None:
    """What genealogy or record-linkage file named ``name`` whose first lines (comments skipped) are ``lines`` begins,
    and what to do, or None."""
    lines = [ln.lstrip("\ufeff").rstrip("\r\n") for ln in lines]
    if not lines:
        return None
    if _GEDCOM_HEAD.match(lines[0]) and all(_GEDCOM_LINE.match(ln) for ln in lines[1:]):
        return ("is a GEDCOM family tree (GEDCOM 5.5.1 or 7.0: 0 HEAD, then level-numbered INDI and FAM records), "
                + _NOT_LINES + _TREE + AS_RUN)
    if lines[0].lstrip().startswith("<"):
        xml = _xml("\n".join(lines))
        return None if xml is None else f"is {xml}, {_NOT_LINES}{_TREE}{AS_RUN}"
    header = lines[0].strip()
    sep = r"[,\t]" if re.search(r"[,\t]", header) else r"\s+"
    return _table([c.strip(" \"'").lower() for c in re.split(sep, header)])


#: the team's JSON documents, by the keys their text holds
GENEALOGY_JSON: tuple[tuple[tuple[str, ...], str], ...] = (
    (('"persons"', "gedcomx.org"), "a GEDCOM X document (JSON: FamilySearch's persons, names, relationships and "
                                   "facts), a family tree's records, no ranking: " + _TREE + AS_RUN),
    (('"comparisons"', '"comparison_levels"', '"link_type"'),
     "Splink's saved model (JSON: link_type, comparisons and their levels' m and u probabilities), the matcher, not "
     "its predictions: predict with it (linker.inference.predict()) and " + AS_RUN),
    (('"distinct"', '"match"'), "dedupe's training file (JSON: the labelled 'match' and 'distinct' pairs of records), "
                                "the matcher's training, no ranking: the clerical review's true matches are the qrels; "
                                + AS_RUN),
)


def genealogy_document(obj: object) -> str | None:
    """What a parsed JSON document given as runs, a run or qrels is when it is the team's (GEDCOM X, Splink's model,
    dedupe's training), else None.  Each holds a list or a text where a run's and a qrels' queries hold mappings, so
    no run is claimed (u27d_api_*: "query 'persons': expected {docid: score}, got list")."""
    if not isinstance(obj, dict):
        return None
    # persons that are there: any tool's document may hold an empty "persons" list (all() of none is true)
    if isinstance(obj.get("persons"), list) and obj["persons"] and all(isinstance(p, dict) for p in obj["persons"]):
        return GENEALOGY_JSON[0][1]
    if isinstance(obj.get("comparisons"), list) and isinstance(obj.get("link_type"), str):
        return GENEALOGY_JSON[1][1]
    if isinstance(obj.get("match"), list) and isinstance(obj.get("distinct"), list):
        return GENEALOGY_JSON[2][1]
    return None


def genealogy_binary(head: bytes, base: str = "") -> tuple[str, str] | None:
    """What binary genealogy or record-linkage file ``head`` (named ``base``) starts (a GEDZip, dedupe's settings)
    and what to do with it; None for anything else."""
    if head.startswith(b"PK\x03\x04"):
        # GEDZip's one required member, at the archive's root, may follow its media files (FamilySearch writes it
        # first, other exporters last): each local header in the head is looked at
        names = {head[m.end():m.end() + int.from_bytes(m.group(1), "little")] for m in _LOCAL_HEADER.finditer(head)}
        if b"gedcom.ged" in names or base.lower().endswith(".gdz"):
            return ("a GEDCOM 7 GEDZip archive (.gdz: a zip of gedcom.ged and its media files)",
                    "its gedcom.ged is a family tree, not a run: " + _TREE + AS_RUN)
    if head[:1] == b"\x80" and re.search(rb"dedupe\.(?:datamodel|variables|labeler|predicates|_typing)", head[:1024]):
        return ("dedupe's settings file (a Python pickle of dedupe's data model, classifier and predicates: the "
                "trained matcher, binary)",
                "score the pairs with it in Python (dedupe.StaticDedupe(settings_file).score or .partition) and "
                + AS_RUN)
    return None
