"""An entity linking team's own text files, recognised by their first lines wherever runs or qrels are read (issue
45's twenty-eighth bar, ``u28f_``): RDF as N-Triples, N-Quads or Turtle (a NIF corpus, a linker's annotations), and
an AIDA-CoNLL corpus.  Each is named with what it is and how to give rankagg the linkers' candidates instead."""

from __future__ import annotations

import re
from typing import Sequence

from rankagg.io.line_form_store import compiled

__all__ = ["AS_RUN", "ENTITY_LINKING_JSON", "entity_linking_shape"]

AS_RUN = ("give each linker's candidates as a run, a mention (doc1047:off312-319, no blank) a query and each "
          "candidate (Q90, or the entity's URI without its angle brackets) a document with the linker's score, one "
          "line 'qid Q0 docid rank score tag' each; the gold links as qrels 'qid 0 docid 1'")
_NOT_LINES = "not TREC run or qrels lines: it ranks no candidates by itself; "

# a subject IRI or blank node, a predicate IRI, then anything up to the closing ' .': a run's line never starts so
# (a qid in angle brackets followed by a second bracketed token and a final '.' is RDF's statement, not six fields)
_TRIPLE = compiled(r"^(?:<[^>\s]*>|_:\S+)\s+<[^>\s]*>\s+(.*\S)\s+\.\s*$")
_GRAPH = compiled(r"(?:<[^>\s]*>|_:\S+)$")
_TURTLE = compiled(r"^(?:@prefix\s+[\w.-]*:\s*<[^>\s]*>\s*\.|@base\s+<[^>\s]*>\s*\.|(?:PREFIX|BASE)\s+[\w.-]*:?\s*"
                   r"<[^>\s]*>)\s*$", re.IGNORECASE)
_DOCSTART = compiled(r"^-DOCSTART-(?:\s|$)")
#: the field's JSON by the strings its text holds (u28f_cli_*_json_as_run): what each is, with how to give the ranking
ENTITY_LINKING_JSON = (
    (('"head"', '"vars"', '"bindings"'), "SPARQL results (JSON, SPARQL 1.1 Query Results: head.vars, "
                                         "results.bindings[]), a query's answers, no linker's ranking: " + AS_RUN),
    (('"input"', '"output"', '"provenance"'), "a KILT file (JSON lines: id, input, output[] with its answer and "
                                              "provenance's wikipedia_id), the gold links of a task: " + AS_RUN),
    (('"labels"', '"language"', '"value"'), "a Wikidata entity dump (JSON: an item's id, labels, descriptions, "
                                            "claims), the knowledge base itself, no ranking: " + AS_RUN),
)


#: a Turtle document's prefix declarations, and the vocabularies their namespaces are (a museum's CIDOC CRM export was
#: told only 'RDF in Turtle': u33j_cidoc_crm_ttl_as_run)
_PREFIX = compiled(r"(?:@prefix|PREFIX)\s+[\w.-]*:\s*<([^>\s]*)>")
_VOCABULARIES = (("cidoc-crm.org", "CIDOC CRM"), ("schema.org", "schema.org"), ("purl.org/dc/", "Dublin Core"),
                 ("skos/core", "SKOS"), ("xmlns.com/foaf", "FOAF"), ("w3.org/ns/prov", "PROV-O"),
                 ("wikidata.org", "Wikidata"), ("dbpedia.org", "DBpedia"), ("linked.art", "Linked Art"),
                 ("europeana.eu/schemas/edm", "Europeana EDM"), ("w3.org/ns/dcat", "DCAT"), ("owl#", "OWL"))


def entity_linking_shape(name: str, lines: Sequence[str]) -> str | None:
    """What entity-linking file named ``name`` whose first lines are ``lines`` begins, and what to do, or None."""
    lines = [ln.lstrip("\ufeff").strip() for ln in lines if ln.strip()]
    if not lines:
        return None
    first = lines[0]
    if _DOCSTART.match(first):
        return ("is an AIDA-CoNLL corpus ('-DOCSTART-' documents, one token a line with its mention, YAGO2 entity, "
                "Wikipedia URL: the gold links of CoNLL-YAGO), " + _NOT_LINES + AS_RUN)
    if _TURTLE.match(first):
        nif = any("nif-core#" in ln or "nlp2rdf" in ln for ln in lines)
        vocabularies = list(dict.fromkeys(name for ln in lines for uri in _PREFIX.findall(ln)
                                          for part, name in _VOCABULARIES if part in uri))
        kind = "a NIF corpus in Turtle (nif:Context, nif:Phrase, itsrdf:taIdentRef)" if nif else "RDF in Turtle" + (
            f" (its vocabularies: {', '.join(vocabularies)})" if vocabularies else "")
        return f"is {kind}, " + _NOT_LINES + AS_RUN
    m = _TRIPLE.match(first)
    if m is not None:
        tail = m.group(1).rsplit(None, 1)
        quad = len(tail) == 2 and _GRAPH.match(tail[1]) is not None and not tail[1].startswith('"')
        kind = "N-Quads (RDF statements '<s> <p> <o> <g> .')" if quad else "N-Triples (RDF statements '<s> <p> <o> .')"
        return f"is {kind}, " + _NOT_LINES + AS_RUN
    return None
