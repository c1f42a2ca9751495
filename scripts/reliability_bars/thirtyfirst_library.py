"""Issue 45's thirty-first bar of scripts/reliability_matrix.py, a university library's ranking of e-resources per
subject across discovery layers and usage reports (its cases, ids ``u31g_``, registered in its ``cases()``); the
mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.

The team's day: each subject and term (``chemistry/2026-fall``) is a query and each journal a document by its ISSN
(``issn_0009-2665``); the runs are the rankings the library compares (Primo's relevance, Summon's, COUNTER usage ranked
by unique item requests, the subject librarian's list), scores in [0, 1] at four decimals.  The lists are fused with
RRF, Borda and CombSUM, weighted by how well each predicted last year's renewals, and judged against the faculty's
survey (2 essential, 1 useful, 0 not needed).  The mistakes and odd files: the field's own files given where runs or
qrels are read (MARC 21 records, MARCXML, MarcEdit's mnemonic text, a COUNTER 5 report as tab-separated text and as
SUSHI JSON, a KBART holdings file, an OAI-PMH response, a RIS export, Primo's and Summon's API answers, Crossref's
works list, an EZproxy log), and outputs named for the field's files.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, team_day_cases

THIRTYFIRST_LIBRARY = ("45 Unseen inputs: a thirty-first bar, a university library's ranking of e-resources and "
                       "search results across discovery layers and usage reports (MARC 21, MARCXML, COUNTER 5 "
                       "reports, KBART, OAI-PMH, Primo and Summon exports)")

_DATA = SEEDED_UNIFORM + r'''RECS = ['primo', 'summon', 'counter_uir', 'librarian']
RESOURCES = ['issn_0009-2665', 'issn_0002-7863', 'issn_1433-7851', 'issn_0028-0836', 'issn_0036-8075',
             'issn_1520-5126', 'issn_0001-4842', 'issn_2041-1723']
GAIN = dict(zip(RESOURCES, [0.9, 0.8, 0.7, 0.6, 0.5, 0.4, 0.3, 0.2]))
SUBJECTS = ['chemistry', 'physics', 'biology', 'materials', 'pharmacy', 'geology']
def subject_term(k):
    return '%s/2026-%s' % (SUBJECTS[k % 6], ('fall', 'spring')[k // 6 % 2])
def rankings(recs=RECS, n_q=6, seed=3, drop=0.0, noise=1.0):
    """{source: {subject/term: {journal: score}}}: scores in [0, 1] at four decimals; ``drop``: the share of the
    journals a source does not rank for a subject"""
    g = lcg(seed)
    out = {}
    for r in recs:
        out[r] = {}
        for k in range(n_q):
            p = {}
            for d in RESOURCES:
                u, v = next(g), next(g)
                if v < drop:
                    continue
                p[d] = round(min(1.0, max(0.0, GAIN[d] + noise * 0.6 * (u - 0.5))), 4)
            if p:
                out[r][subject_term(k)] = p
    return out
def survey(n_q=6):
    """the faculty's survey: 2 (essential) for two journals, 1 (useful) for three, 0 the rest"""
    g = dict(zip(RESOURCES, [2, 2, 1, 1, 1, 0, 0, 0]))
    return {subject_term(k): dict(g) for k in range(n_q)}
''' + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "rankings", "journals.run")

_RECS3 = ["primo", "summon", "counter_uir"]
_OUT = ("journals.run",)
_ONE_RUN = ("chemistry/2026-fall Q0 issn_0009-2665 1 0.91 primo\nchemistry/2026-fall Q0 issn_0002-7863 2 0.77 primo\n"
            "chemistry/2026-fall Q0 issn_0028-0836 3 0.52 primo\n")
# the team's files, as their tools write them (a few lines)
_MARC = ("00285nas a2200097 a 4500001001000000008004100010022001400051245002700065\x1e"
         "12345678\x1e"
         "750101c19009999dcuwr p       0   a0eng  \x1e"
         "  \x1fa0009-2665\x1e"
         "00\x1faChemical reviews.\x1e\x1d")
_MARCXML = ('<?xml version="1.0" encoding="UTF-8"?>\n<collection xmlns="http://www.loc.gov/MARC21/slim">\n'
            '  <record>\n    <leader>00285nas a2200097 a 4500</leader>\n'
            '    <controlfield tag="001">12345678</controlfield>\n'
            '    <datafield tag="022" ind1=" " ind2=" "><subfield code="a">0009-2665</subfield></datafield>\n'
            '    <datafield tag="245" ind1="0" ind2="0"><subfield code="a">Chemical reviews.</subfield></datafield>\n'
            '  </record>\n</collection>\n')
_MRK = ("=LDR  00285nas a2200097 a 4500\n=001  12345678\n=008  750101c19009999dcuwr\\p\\\\\\\\\\\\\\0\\\\\\a0eng\\\\\n"
        "=022  \\\\$a0009-2665\n=245  00$aChemical reviews.\n")
_COUNTER_TSV = ("Report_Name\tJournal Requests (Excluding OA_Gold)\nReport_ID\tTR_J1\nRelease\t5\n"
                "Institution_Name\tExample University\nInstitution_ID\t\nMetric_Types\tTotal_Item_Requests; "
                "Unique_Item_Requests\nReport_Filters\t\nReport_Attributes\t\nExceptions\t\n"
                "Reporting_Period\tBegin_Date=2026-01-01; End_Date=2026-10-31\nCreated\t2026-11-02T09:15:00Z\n"
                "Created_By\tACS Publications\n\n"
                "Title\tPublisher\tPublisher_ID\tPlatform\tDOI\tProprietary_ID\tPrint_ISSN\tOnline_ISSN\tURI\t"
                "Metric_Type\tReporting_Period_Total\tJan-2026\n"
                "Chemical Reviews\tAmerican Chemical Society\t\tACS\t\t\t0009-2665\t1520-6890\t\t"
                "Total_Item_Requests\t4120\t389\n")
_SUSHI = ('{"Report_Header": {"Created": "2026-11-02T09:15:00Z", "Created_By": "ACS Publications", "Customer_ID": '
          '"12345", "Report_ID": "TR_J1", "Release": "5", "Report_Name": "Journal Requests (Excluding OA_Gold)", '
          '"Institution_Name": "Example University", "Report_Filters": [{"Name": "Begin_Date", "Value": '
          '"2026-01-01"}]}, "Report_Items": [{"Title": "Chemical Reviews", "Item_ID": [{"Type": "Print_ISSN", '
          '"Value": "0009-2665"}], "Platform": "ACS", "Performance": [{"Period": {"Begin_Date": "2026-01-01", '
          '"End_Date": "2026-01-31"}, "Instance": [{"Metric_Type": "Unique_Item_Requests", "Count": 301}]}]}]}\n')
_KBART = ("publication_title\tprint_identifier\tonline_identifier\tdate_first_issue_online\tnum_first_vol_online\t"
          "num_first_issue_online\tdate_last_issue_online\tnum_last_vol_online\tnum_last_issue_online\ttitle_url\t"
          "first_author\ttitle_id\tembargo_info\tcoverage_depth\tnotes\tpublisher_name\tpublication_type\n"
          "Chemical Reviews\t0009-2665\t1520-6890\t1924-01-01\t1\t1\t\t\t\thttps://pubs.acs.org/journal/chreay\t\t"
          "chreay\t\tfulltext\t\tAmerican Chemical Society\tserial\n")
_OAI = ('<?xml version="1.0" encoding="UTF-8"?>\n<OAI-PMH xmlns="http://www.openarchives.org/OAI/2.0/">\n'
        '  <responseDate>2026-11-27T10:00:00Z</responseDate>\n'
        '  <request verb="ListRecords" metadataPrefix="oai_dc">https://repo.example.edu/oai</request>\n'
        '  <ListRecords><record><header><identifier>oai:repo.example.edu:1234</identifier></header></record>'
        '</ListRecords>\n</OAI-PMH>\n')
_RIS = ("TY  - JOUR\nTI  - Chemical reviews\nSN  - 0009-2665\nPB  - American Chemical Society\nER  - \n\n"
        "TY  - JOUR\nTI  - Journal of the American Chemical Society\nSN  - 0002-7863\nER  - \n")
_PRIMO = ('{"info": {"total": 1432, "first": 1, "last": 10}, "docs": [{"context": "PC", "adaptor": "Primo Central", '
          '"pnx": {"display": {"title": ["Chemical reviews"], "type": ["journal"]}, "addata": {"issn": '
          '["0009-2665"]}}}], "facets": [{"name": "rtype", "values": []}]}\n')
_SUMMON = ('{"version": "2.0.0", "sessionId": "abc", "elapsedQueryTime": 22, "recordCount": 532, '
           '"pageCount": 54, "documents": [{"Title": ["Chemical reviews"], "ISSN": ["0009-2665"], '
           '"ContentType": ["Journal"]}], "facetFields": []}\n')
_CROSSREF = ('{"status":"ok","message-type":"work-list","message-version":"1.0.0","message":{"facets":{},'
             '"total-results":1,"items":[{"DOI":"10.1021/cr00001","type":"journal-article","ISSN":["0009-2665"],'
             '"container-title":["Chemical Reviews"],"is-referenced-by-count":120}],"items-per-page":20}}\n')
_EZPROXY = ('10.1.2.3 - jdoe [27/Nov/2026:10:00:00 -0500] "GET https://pubs.acs.org:443/doi/10.1021/cr00001 HTTP/1.1"'
            ' 200 51234\n10.1.2.4 - asmith [27/Nov/2026:10:00:05 -0500] "GET https://www.nature.com:443/articles/x '
            'HTTP/1.1" 200 7321\n')


def thirtyfirst_bar_library_cases() -> list[Case]:
    G = THIRTYFIRST_LIBRARY
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="rankings", judgements="survey", runs=_RECS3, stem="journals", outputs=_OUT,
        item="journal", rounded="counter_uir",
        weights="{'primo': 1.0, 'summon': 1.0, 'counter_uir': 2.0, 'librarian': 0.5}",
        lone_query="R['librarian']['classics/2026-fall'] = {'issn_0009-8388': 0.9, 'issn_0017-3835': 0.4}\n",
        trust="counter_uir 2\nsummon 0.5\nprimo 1\n",
        trust_dict="{'counter_uir': 2, 'summon': 0.5, 'primo': 1}",
        texts={
            "rrf": ("u31g_rrf_sources",
                    "rankagg.fuse({source: {subject/term: {journal: score}}}, method='rrf'): four sources, six "
                    "subjects ('chemistry/2026-fall'), journals by ISSN ('issn_0009-2665')"),
            "borda": ("u31g_borda_partial_lists",
                      "rankagg.fuse(..., method='borda'): a source does not rank some journals of a subject"),
            "combsum": ("u31g_combsum_tied_usage",
                        "rankagg.fuse(..., method='combsum'): the usage scores at one decimal (many ties) beside the "
                        "others"),
            "fuser": ("u31g_weighted_fuser_renewals",
                      "rankagg.Fuser('rrf', weights=...) per subject: COUNTER usage counts 2, the librarian's list 0.5"),
            "frame": ("u31g_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the rankings as the "
                      "collection review's sheet holds them, a row per subject, journal and source"),
            "evaluate": ("u31g_evaluate_survey",
                         "rankagg.evaluate(fused ranking, faculty survey, ['nDCG@5', 'AP', 'P@3']): does the fused "
                         "ranking put first the journals the faculty call essential"),
            "lone": ("u31g_one_source_subject",
                     "rankagg.fuse(..., method='rrf'): a subject only the librarian ranked (classics) beside subjects "
                     "every source covers"),
            "cli_rrf": ("u31g_cli_rrf_runs",
                        "rankagg fuse primo.run summon.run counter_uir.run --method rrf -o journals.run: one run per "
                        "source, subjects as queries"),
            "cli_borda": ("u31g_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: usage counts double)"),
            "cli_combsum": ("u31g_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four journals a subject's shortlist holds"),
            "cli_evaluate": ("u31g_cli_evaluate_survey_qrels",
                             "rankagg evaluate journals.run --qrels survey.qrels -m ndcg_cut.5 -m map: the fused "
                             "ranking against the faculty's survey (0-2)"),
            "cli_parquet": ("u31g_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o journals.parquet: gzipped runs from the nightly "
                            "harvest, a Parquet table for the collection dashboard")})

    # --- the team's files given where runs are read: named by their format or tool, at the first line ---------------
    cases += files_as_runs(cli_bad, [
        ("u31g_marc21_as_run", "MARC 21 records in ISO 2709 (a 24-character leader, a directory, fields ending in "
         "0x1E, records in 0x1D)", "serials.mrc", _MARC, "MARC 21", "serials.mrc:1"),
        ("u31g_marcxml_as_run", "MARCXML (collection xmlns=http://www.loc.gov/MARC21/slim, record, leader)",
         "serials.xml", _MARCXML, "MARCXML", "serials.xml:2"),  # the root element's line, as the project names XML
        ("u31g_marcedit_mrk_as_run", "MarcEdit's mnemonic text (=LDR, =001, =245  00$a...)", "serials.mrk.txt", _MRK,
         "MarcEdit", "serials.mrk.txt:1"),
        ("u31g_counter_tr_j1_as_run", "a COUNTER 5 TR_J1 report as tab-separated text (a header block, then "
         "Title, Publisher, ..., Metric_Type)", "TR_J1_2026.tsv", _COUNTER_TSV, "COUNTER", "TR_J1_2026.tsv:1"),
        ("u31g_sushi_json_as_run", "a COUNTER 5 report from SUSHI (Report_Header, Report_Items)", "tr_j1_sushi.json",
         _SUSHI, "COUNTER", "tr_j1_sushi.json:1"),
        ("u31g_kbart_as_run", "a KBART holdings file (publication_title, print_identifier, online_identifier, ...)",
         "ACS_Global_AllTitles_2026-11-01.txt", _KBART, "KBART", "ACS_Global_AllTitles_2026-11-01.txt:1"),
        ("u31g_oai_pmh_as_run", "an OAI-PMH ListRecords response (OAI-PMH xmlns=...openarchives.org/OAI/2.0/)",
         "listrecords.xml", _OAI, "OAI-PMH", "listrecords.xml:2"),
        ("u31g_ris_as_run", "a RIS export (TY  - JOUR, TI  - ..., ER  - )", "export.ris.txt", _RIS, "RIS",
         "export.ris.txt:1"),
        ("u31g_primo_json_as_run", "a Primo search API answer (info, docs with pnx, facets)", "primo_search.json",
         _PRIMO, "Primo", "primo_search.json:1"),
        ("u31g_summon_json_as_run", "a Summon API answer (recordCount, documents, facetFields)", "summon.json",
         _SUMMON, "Summon", "summon.json:1"),
        ("u31g_crossref_json_as_run", "a Crossref works list (status, message-type work-list, message.items)",
         "crossref_works.json", _CROSSREF, "Crossref", "crossref_works.json:1"),
        ("u31g_ezproxy_log_as_run", "an EZproxy log (IP, user, [time], \"GET URL\", status, bytes)", "ezproxy.log",
         _EZPROXY, "EZproxy", "ezproxy.log:1")],
        one_run=("primo.run", _ONE_RUN), stem="journals",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the library can act on)")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u31g_counter_as_qrels", "TR_J1_2026.tsv", _COUNTER_TSV, "COUNTER"),
        ("u31g_kbart_as_qrels", "holdings_kbart.txt", _KBART, "KBART"),
        ("u31g_marc21_as_qrels", "serials.mrc", _MARC, "MARC 21"),
        ("u31g_mrk_as_qrels", "serials.mrk.txt", _MRK, "MarcEdit"),
        ("u31g_ris_as_qrels", "export.ris.txt", _RIS, "RIS")],
        one_run=("primo.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u31g_out_mrc", "journals.mrc", "MARC 21 records"),
        ("u31g_out_mrk", "journals.mrk", "MarcEdit's mnemonic records"),
        ("u31g_out_kbart", "journals.kbart", "a KBART holdings file"),
        ("u31g_out_enw", "journals.enw", "an EndNote import file"),
        ("u31g_out_bib", "journals.bib", "a BibTeX database")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=31"))

    # --- the field's documents and tables given to the API --------------------------------------------------------
    cases += [
        bad("u31g_api_sushi_dict",
            "rankagg.fuse(json.load(tr_j1_sushi.json)): a COUNTER report from SUSHI loaded in Python given as runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('r.json')), method='rrf')\n",
            "COUNTER", why="a run maps a query to {document: score}; SUSHI's Report_Header holds text and lists",
            files={"r.json": _SUSHI}),
        bad("u31g_api_primo_dict",
            "rankagg.fuse({'primo': json.load(primo_search.json)}): Primo's answer given as one run",
            "import json, rankagg\nrankagg.fuse({'primo': json.load(open('p.json'))}, method='rrf')\n",
            "Primo", why="Primo's 'docs' is a list of records, no {document: score} mapping",
            files={"p.json": _PRIMO}),
        bad("u31g_api_kbart_frame",
            "rankagg.fuse(pd.read_csv(KBART file, sep='\\t')): the holdings given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('k.txt', sep='\\t'), method='borda')\n",
            "KBART", why="a table of runs has qid, docid, run and score columns; KBART's has holdings",
            files={"k.txt": _KBART}),
        bad("u31g_api_counter_frame",
            "rankagg.fuse(pd.read_csv(COUNTER TR_J1 body, sep='\\t', skiprows=13)): the usage table given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('c.tsv', sep='\\t', skiprows=13), "
            "method='rrf')\n",
            "COUNTER", why="a table of runs has qid, docid, run and score columns; COUNTER's has metrics by month",
            files={"c.tsv": _COUNTER_TSV}),
    ]
    return cases
