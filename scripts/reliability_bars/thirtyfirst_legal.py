"""Issue 45's thirty-first bar of scripts/reliability_matrix.py, a legal research team's ranking of authorities (cases
and statutes) per research question across retrieval models and a citator (its cases, ids ``u31o_``, registered in its
``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.
(Written by the lead, in a later session, before any of its recognisers existed.)

The team's day: each research question (``q-2027-014/fair-use``) is a query and each authority a document by its
citation key (``cap:12345``); the runs are BM25's, a dense retriever's, the citator's and the associates' rankings,
scores in [0, 1] at four decimals.  They are fused with RRF, Borda and CombSUM, weighted by each source's record on
past memos, and judged against the partners' picks (2 controlling, 1 persuasive, 0 neither).  The mistakes and odd
files: the field's own files given where runs or qrels are read (CourtListener's search answer and bulk opinions,
Caselaw Access Project cases, Akoma Ntoso and USLM XML, COLIEE's labels, a list of citations), and outputs named for
the field's files.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

THIRTYFIRST_LEGAL = ("45 Unseen inputs: a thirty-first bar, a legal research team's ranking of cases and statutes per "
                     "research question across retrieval models and a citator (CourtListener, the Caselaw Access "
                     "Project, Akoma Ntoso, USLM, COLIEE)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['bm25', 'dense', 'citator', 'associates'],
    items=['cap:12345', 'cap:12190', 'cap:12377', 'cap:12001', 'usc:17-107', 'cap:12262', 'cap:12119', 'usc:17-106'],
    queries=['q-2027-014/fair-use', 'q-2027-014/damages', 'q-2027-015/standing', 'q-2027-016/venue',
             'q-2027-017/arbitration', 'q-2027-018/privilege'],
    suffix='/appeal', generator='retrievals', judgements='picks') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "retrievals", "authorities.run")

_RECS3 = ["bm25", "dense", "citator"]
_OUT = ("authorities.run",)
_ONE_RUN = ("q-2027-014/fair-use Q0 cap:12345 1 0.91 bm25\nq-2027-014/fair-use Q0 cap:12190 2 0.77 bm25\n"
            "q-2027-014/fair-use Q0 cap:12377 3 0.52 bm25\n")
# the team's files, as the services and projects write them (a few lines)
_COURTLISTENER = ('{"count": 1342, "next": "https://www.courtlistener.com/api/rest/v4/search/?cursor=cD0x&q=fair+use",'
                  ' "previous": null, "results": [{"absolute_url": "/opinion/2812209/campbell-v-acuff-rose-music-inc/",'
                  ' "caseName": "Campbell v. Acuff-Rose Music, Inc.", "court": "Supreme Court of the United States", '
                  '"court_id": "scotus", "dateFiled": "1994-03-07", "docketNumber": "92-1292", "citation": '
                  '["510 U.S. 569"], "cluster_id": 112962}]}\n')
_CL_OPINIONS = ("id,date_created,date_modified,author_str,per_curiam,joined_by_str,type,sha1,page_count,download_url,"
                "local_path,plain_text,html,html_lawbox,html_columbia,html_with_citations,extracted_by_ocr,author_id,"
                "cluster_id\n"
                "2812209,2016-02-16 00:00:00+00,2020-01-01 00:00:00+00,Souter,f,,020lead,ab12,24,,,\"We are called "
                "upon to decide...\",,,,,f,2612,112962\n")
_CAP = ('{"id": 12345, "name": "Campbell v. Acuff-Rose Music, Inc.", "name_abbreviation": "Campbell v. Acuff-Rose '
        'Music, Inc.", "decision_date": "1994-03-07", "docket_number": "92-1292", "first_page": "569", '
        '"last_page": "600", "citations": [{"type": "official", "cite": "510 U.S. 569"}], "court": {"name": '
        '"Supreme Court of the United States"}, "jurisdiction": {"name": "U.S."}, "casebody": {"opinions": []}}\n')
_AKN = ('<?xml version="1.0" encoding="UTF-8"?>\n<akomaNtoso xmlns="http://docs.oasis-open.org/legaldocml/ns/akn/3.0">'
        '\n  <act name="act">\n    <meta><identification source="#source"/></meta>\n    <body><section eId="sec_107">'
        '<num>107</num></section></body>\n  </act>\n</akomaNtoso>\n')
_USLM = ('<?xml version="1.0" encoding="UTF-8"?>\n<uscDoc xmlns="http://xml.house.gov/schemas/uslm/1.0" '
         'xmlns:dc="http://purl.org/dc/elements/1.1/" xml:lang="en" identifier="/us/usc/t17">\n  <meta><dc:title>'
         'Title 17</dc:title></meta>\n  <main><title identifier="/us/usc/t17"><num value="17">Title 17</num>'
         '</title></main>\n</uscDoc>\n')
_COLIEE = ('{"001.txt": ["014.txt", "231.txt"], "002.txt": ["117.txt"], "003.txt": ["008.txt", "042.txt", '
           '"390.txt"]}\n')
_CITATIONS = ("Campbell v. Acuff-Rose Music, Inc., 510 U.S. 569 (1994)\nHarper & Row v. Nation Enterprises, 471 U.S. "
              "539 (1985)\nAuthors Guild v. Google, Inc., 804 F.3d 202 (2d Cir. 2015)\n")


def thirtyfirst_bar_legal_cases() -> list[Case]:
    G = THIRTYFIRST_LEGAL
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="retrievals", judgements="picks", runs=_RECS3, stem="authorities", outputs=_OUT,
        item="authorities", rounded="citator",
        weights="{'bm25': 1.0, 'dense': 1.5, 'citator': 2.0, 'associates': 0.5}",
        lone_query="R['associates']['q-2027-019/sanctions'] = {'cap:13001': 0.9, 'cap:13002': 0.4}\n",
        trust="citator 2\ndense 1.5\nbm25 1\n",
        trust_dict="{'citator': 2, 'dense': 1.5, 'bm25': 1}",
        texts={
            "rrf": ("u31o_rrf_sources",
                    "rankagg.fuse({source: {question: {authority: score}}}, method='rrf'): four sources, six "
                    "questions ('q-2027-014/fair-use'), authorities by citation key ('cap:12345', 'usc:17-107')"),
            "borda": ("u31o_borda_unretrieved",
                      "rankagg.fuse(..., method='borda'): a source did not retrieve some authorities of a question"),
            "combsum": ("u31o_combsum_rounded_scores",
                        "rankagg.fuse(..., method='combsum'): the citator's scores at one decimal (many ties) beside "
                        "the others"),
            "fuser": ("u31o_weighted_fuser_record",
                      "rankagg.Fuser('rrf', weights=...) per question: the citator counts 2, the associates 0.5"),
            "frame": ("u31o_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the research log, a row per "
                      "question, authority and source"),
            "evaluate": ("u31o_evaluate_picks",
                         "rankagg.evaluate(fused ranking, the partners' picks, ['nDCG@5', 'AP', 'P@3']): does the "
                         "fused ranking put first the controlling authorities"),
            "lone": ("u31o_one_source_question",
                     "rankagg.fuse(..., method='rrf'): a question only the associates researched beside questions "
                     "every source covers"),
            "cli_rrf": ("u31o_cli_rrf_runs",
                        "rankagg fuse bm25.run dense.run citator.run --method rrf -o authorities.run: one run per "
                        "source, questions as queries"),
            "cli_borda": ("u31o_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the citator counts "
                          "double)"),
            "cli_combsum": ("u31o_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four authorities a memo cites"),
            "cli_evaluate": ("u31o_cli_evaluate_pick_qrels",
                             "rankagg evaluate authorities.run --qrels picks.qrels -m ndcg_cut.5 -m map: the fused "
                             "ranking against the partners' picks (0-2)"),
            "cli_parquet": ("u31o_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o authorities.parquet: gzipped runs from the "
                            "retrieval service, a Parquet table for the knowledge team")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u31o_courtlistener_search_as_run", "CourtListener's search answer (count, next, previous, results with "
         "caseName, court, dateFiled)", "search.json", _COURTLISTENER, "CourtListener", "search.json:1"),
        ("u31o_courtlistener_opinions_as_run", "CourtListener's bulk opinions CSV (id, date_created, ..., plain_text, "
         "html, ..., cluster_id)", "opinions-2026-11-30.csv", _CL_OPINIONS, "CourtListener",
         "opinions-2026-11-30.csv:1"),
        ("u31o_cap_case_as_run", "a Caselaw Access Project case (id, name, decision_date, citations, court, "
         "casebody)", "12345.json", _CAP, "Caselaw Access Project", "12345.json:1"),
        ("u31o_akoma_ntoso_as_run", "an Akoma Ntoso document (LegalDocML: akomaNtoso, act, meta, body)",
         "act-17.xml", _AKN, "Akoma Ntoso", "act-17.xml:2"),
        ("u31o_uslm_as_run", "a USLM title of the US Code (uscDoc, meta, main)", "usc17.xml", _USLM, "USLM",
         "usc17.xml:2"),
        ("u31o_coliee_labels_as_run", "COLIEE's case law labels (train_labels.json: {query case: [noticed cases]})",
         "train_labels.json", _COLIEE, "COLIEE", "train_labels.json:1"),
        ("u31o_citation_list_as_run", "a list of case citations as a brief's table of authorities holds them",
         "authorities.txt", _CITATIONS, "citation", "authorities.txt:1")],
        one_run=("bm25.run", _ONE_RUN), stem="authorities",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the team can act on)")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u31o_coliee_as_qrels", "train_labels.json", _COLIEE, "COLIEE"),
        ("u31o_citations_as_qrels", "authorities.txt", _CITATIONS, "citation"),
        ("u31o_cap_as_qrels", "12345.json", _CAP, "Caselaw Access Project"),
        ("u31o_akoma_ntoso_as_qrels", "act-17.xml", _AKN, "Akoma Ntoso")],
        one_run=("bm25.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u31o_out_wpd", "authorities.wpd", "a WordPerfect document (what many courts' filers still use)"),
        ("u31o_out_dotx", "memo.dotx", "a Word template"),
        ("u31o_out_epub", "authorities.epub", "an EPUB book")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=31"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u31o_api_courtlistener_dict",
            "rankagg.fuse(json.load(search.json)): CourtListener's answer loaded in Python given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('s.json')), method='rrf')\n",
            "CourtListener", why="a run maps a query to {document: score}; CourtListener's 'count' is a number and "
            "'results' a list", files={"s.json": _COURTLISTENER}),
        bad("u31o_api_coliee_as_qrels",
            "rankagg.evaluate(run, json.load(train_labels.json)): COLIEE's labels ({case: [cases]}) given as qrels",
            "import json, rankagg\nrun = {'001.txt': {'014.txt': 0.9, '008.txt': 0.5}}\n"
            "rankagg.evaluate(run, json.load(open('l.json')), ['P@2'])\n",
            "COLIEE", why="qrels map a query to {document: grade}; COLIEE's labels list the noticed cases: say how "
            "to make them qrels ({case: {noticed: 1}})", files={"l.json": _COLIEE}),
        bad("u31o_api_opinions_frame",
            "rankagg.fuse(pd.read_csv(CourtListener's bulk opinions)): the opinions given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('o.csv'), method='borda')\n",
            "CourtListener", why="a table of runs has qid, docid, run and score columns; the bulk file has opinions",
            files={"o.csv": _CL_OPINIONS}),
    ]
    return cases
