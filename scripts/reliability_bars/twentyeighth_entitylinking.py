"""Issue 45's twenty-eighth bar of scripts/reliability_matrix.py, an entity linking team's ranking of knowledge-base candidates across linkers (NIF, N-Triples, AIDA-CoNLL, GERBIL, Wikidata QIDs) (its cases, ids ``u28f_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's.

A first, partial set: the field's own files given where a run or the judgements are read (the helper ran out of
time before the correct-answer cases; see its report)."""

from __future__ import annotations

from .case import Case, command_cases

TWENTYEIGHTH_ENTITYLINKING = "45 Unseen inputs: a twenty-eighth bar, an entity linking team's ranking of knowledge-base candidates across linkers (NIF, N-Triples, AIDA-CoNLL, GERBIL, Wikidata QIDs)"

_ONE_RUN = ("doc1047:off312-319 Q0 Q90 1 0.91 blink\ndoc1047:off312-319 Q0 Q830149 2 0.40 blink\n"
            "doc1047:off400-406 Q0 Q42 1 0.88 blink\n")

_FILES = {
    "links.nt": ("N-Triples", '<http://example.org/doc1047#char=312,319> '
                 '<http://www.w3.org/2005/11/its/rdf#taIdentRef> <http://www.wikidata.org/entity/Q90> .\n'),
    "links.nq": ("N-Quads", '<http://example.org/doc1047#char=312,319> '
                 '<http://www.w3.org/2005/11/its/rdf#taIdentRef> <http://dbpedia.org/resource/Paris> '
                 '<http://example.org/g1> .\n'),
    "corpus.ttl": ("Turtle", "@prefix nif: <http://persistence.uni-leipzig.org/nlp2rdf/ontologies/nif-core#> .\n"
                   "@prefix itsrdf: <http://www.w3.org/2005/11/its/rdf#> .\n"
                   "<http://example.org/doc1047#char=312,319> a nif:Phrase ;\n"
                   "    itsrdf:taIdentRef <http://dbpedia.org/resource/Paris> .\n"),
    "AIDA-YAGO2-dataset.tsv": ("AIDA-CoNLL", "-DOCSTART- (1 EU)\nEU\tB\tEU\t--NME--\n"
                               "German\tB\tGermany\tGermany\thttp://en.wikipedia.org/wiki/Germany\t1011\t/m/0345h\n"),
    "kilt_dev.jsonl": ("KILT", '{"id": "1163testb", "input": "SOCCER - JAPAN GET LUCKY WIN", '
                       '"output": [{"answer": "Japan", "provenance": [{"wikipedia_id": "15573"}]}]}\n'),
    "sparql.json": ("SPARQL results", '{"head": {"vars": ["item"]}, "results": {"bindings": '
                    '[{"item": {"type": "uri", "value": "http://www.wikidata.org/entity/Q42"}}]}}\n'),
    "wikidata.json": ("Wikidata", '[\n{"type":"item","id":"Q42","labels":{"en":{"language":"en","value":"Douglas Adams"}}}\n]\n'),
}


def twentyeighth_bar_entitylinking_cases() -> list[Case]:
    cli_ok, cli_bad = command_cases(TWENTYEIGHTH_ENTITYLINKING)
    cases: list[Case] = []
    for name, (tool, content) in _FILES.items():
        stem = name.replace("-", "_").replace(".", "_").lower()
        cases.append(cli_bad(
            f"u28f_cli_{stem}_as_run", f"rankagg fuse {name} blink.run -o fused.run: the {tool} file given as a run",
            ["fuse", name, "blink.run", "--method", "rrf", "-o", "fused.run"], {name: content, "blink.run": _ONE_RUN},
            name, tool, why="a run line is six fields (docs/conventions.md); the linker's file is refused naming the file and what it is"))
        cases.append(cli_bad(
            f"u28f_cli_{stem}_as_qrels", f"rankagg evaluate blink.run --qrels {name}: the {tool} file as the gold links",
            ["evaluate", "blink.run", "--qrels", name], {name: content, "blink.run": _ONE_RUN}, name, tool, outputs=(),
            why="trec_eval refuses a qrels line of other than four fields; refused naming the file and what it is"))
    return cases
