"""Issue 45's eighty-eighth bar of scripts/reliability_matrix.py, a Wikipedia WikiProject's assessment team and its
editors, ranking articles per project, quality class, importance and month (which articles to improve first) from
pageviews, quality predictions, edit activity and the members' votes (its cases, ids ``u88a_``, registered in its
``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.  (Written
by a persona session, before any of its recognisers existed.)

The team's day: each worklist (``worklist:Medicine/B-class/Top-importance/2026-02``, the project, the quality class,
the importance, then the month; ``class:Medicine/C-class/2026-02``; ``taskforce:Medicine/Pharmacology/2026-02``) is a
query and each article a document (``article:enwiki/Aspirin``, the wiki, then the title as the URL writes it, a title
holding its own '/' as ``article:enwiki/HIV/AIDS``); the runs are the pageviews, the quality predictions, the edit
activity and the members' votes, turned to scores in [0, 1] at four decimals.  They are fused with RRF, Borda and
CombSUM, the members' votes weighted highest (the project's talk page has the last word), and judged against the
assessment team's worklist decisions (2 improve first this month, 1 later, 0 not this month).  The mistakes and odd
files: the field's own files given where runs or qrels are read (the Wikimedia REST API's per-article pageviews
answer (JSON), the MediaWiki Action API's prop=pageassessments answer (JSON), a Lift Wing articlequality answer
(ORES-style JSON), a PetScan result download (CSV), a Special:Export XML export, a pages-articles multistream dump
(bzip2, binary), an hourly pageviews dump (gzip, binary; and gunzipped, as judgements), a talk page's wikitext saved
as text, the members' assessment sheet and vote tally as typed), and outputs named for the field's files (a
pages-articles .xml.bz2 dump, an SQL table dump .sql.gz, an hourly pageviews .gz, a stub dump .xml).
(Checked: the REST pageviews per-article answer {"items":[{"project","article","granularity","timestamp","access",
"agent","views"}]}, compact, timestamps 'YYYYMMDD00', from clients' test fixtures and AQS consumers (dashiki's
comments, pageviews clients); the Special:Export / dump XML root '<mediawiki xmlns="http://www.mediawiki.org/xml/
export-0.11/" xmlns:xsi=... xsi:schemaLocation=... version="0.11" xml:lang="en">' on line 1 with no XML declaration,
then siteinfo (sitename, dbname, base, generator, case, namespaces) and page (title, ns, id, revision: id, parentid,
timestamp, contributor, comment, origin, model, format, text), from dump readers' tests quoting real exports; the
Action API's formatversion=1 answer {"batchcomplete":"","query":{"pages":{"ID":{"pageid","ns","title",...}}}} from
many clients' fixtures, and pageassessments as {"Project":{"class":...,"importance":...}} from a client's test and
the PageAssessments extension's docs ({{#assessment: project | class | importance}}); the revscoring articlequality
answer of Lift Wing (ORES's envelope) {"enwiki": {"models": {"articlequality": {"version": "0.9.2"}}, "scores":
{"REVID": {"articlequality": {"score": {"prediction", "probability": {B, C, FA, GA, Start, Stub}}}}}}} from clients'
tests and a skill's documentation, the spacing (Python's json.dumps default) not checked; PetScan's CSV header
'number,title,pageid,namespace,length,touched' from a script reading PetScan's format=csv, its rows' forms (titles
with underscores, the main namespace left empty, 'touched' as a MediaWiki timestamp) not checked; the dumps' file
names (enwiki-YYYYMMDD-pages-articles-multistream.xml.bz2, -stub-meta-current.xml.gz, -site_stats.sql.gz,
pageviews-YYYYMMDD-HH0000.gz) from listings of dumps.wikimedia.org; the hourly pageviews lines 'domain_code
page_title count_views total_response_size' (four fields, 'en' and 'en.m', the size 0 since 2015) from the dumps'
readers and their documentation; the multistream dump as bzip2 streams, the first holding the header and siteinfo,
built here with Python's bz2 (real 'BZh9' and block magic 31 41 59 26 53 59).  Left out, as they could not be
checked: Quarry's result downloads (their names and columns), XTools' JSON answers, the pageview_complete daily
files; the assessment sheet, the vote tally and the talk page's wikitext are typed here as the members write them.)

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import bz2
import gzip
import json

from .case import Case, command_cases, fusion_checks, named_at, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

EIGHTYEIGHTH_WIKIPROJECTS = ("45 Unseen inputs: an eighty-eighth bar, a Wikipedia WikiProject's assessment team and "
                             "its editors ranking articles per project, quality class, importance and month from "
                             "pageviews, quality predictions, edit activity and members' votes (the REST API's "
                             "pageviews JSON, the Action API's pageassessments JSON, Lift Wing's articlequality "
                             "JSON, PetScan's CSV, Special:Export XML, bzip2 and hourly pageviews dumps, wikitext, "
                             "assessment sheets and vote tallies as typed)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['pageviews', 'quality_predictions', 'edit_activity', 'member_votes'],
    items=['article:enwiki/Aspirin', 'article:enwiki/Myocardial_infarction', 'article:enwiki/HIV/AIDS',
           'article:enwiki/Type_2_diabetes', 'article:enwiki/Paracetamol', 'article:enwiki/Sepsis',
           'article:enwiki/Tuberculosis', 'article:enwiki/Asthma'],
    queries=['worklist:Medicine/B-class/Top-importance/2026-02', 'class:Medicine/C-class/2026-02',
             'importance:Medicine/High-importance/2026-02', 'taskforce:Medicine/Pharmacology/2026-02',
             'project:Medicine/2026-03', 'worklist:Medicine/Start-class/Mid-importance/2026-03'],
    suffix='/reassessment', generator='wikiproject_scores', judgements='worklist_decisions'
) + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "wikiproject_scores", "worklist_rankings.run")

_RECS3 = ["pageviews", "quality_predictions", "member_votes"]
_OUT = ("worklist_rankings.run",)
_ONE_RUN = ("worklist:Medicine/B-class/Top-importance/2026-02 Q0 article:enwiki/Aspirin 1 0.9312 member_votes\n"
            "worklist:Medicine/B-class/Top-importance/2026-02 Q0 article:enwiki/HIV/AIDS 2 0.8847 member_votes\n")


# the team's files, as the Wikimedia APIs, Lift Wing, PetScan, MediaWiki's exports and dumps and the members write them
# the REST API's per-article pageviews answer (GET wikimedia.org/api/rest_v1/metrics/pageviews/per-article/
# en.wikipedia/all-access/user/Aspirin/monthly/20251101/20260131): compact, one item a month
_PAGEVIEWS = json.dumps({"items": [
    {"project": "en.wikipedia", "article": "Aspirin", "granularity": "monthly", "timestamp": timestamp,
     "access": "all-access", "agent": "user", "views": views}
    for timestamp, views in (("2025110100", 41230), ("2025120100", 38847), ("2026010100", 44109))]},
    separators=(",", ":"))
_PAGEVIEWS_NAME = "pageviews_Aspirin_monthly_202511_202601.json"

# the Action API's answer to action=query&prop=pageassessments&titles=Aspirin|Sepsis&format=json (formatversion 1):
# pages keyed by page id, each project's class and importance
_ASSESSMENTS = json.dumps({"batchcomplete": "", "query": {"pages": {
    "1525": {"pageid": 1525, "ns": 0, "title": "Aspirin", "pageassessments": {
        "Medicine": {"class": "B", "importance": "High"}, "Pharmacology": {"class": "B", "importance": "Top"}}},
    "27695": {"pageid": 27695, "ns": 0, "title": "Sepsis", "pageassessments": {
        "Medicine": {"class": "GA", "importance": "Top"}}}}}}, separators=(",", ":"))
_ASSESSMENTS_NAME = "pageassessments_medicine_batch3.json"

# Lift Wing's enwiki-articlequality answer (POST .../models/enwiki-articlequality:predict {"rev_id": ...}), the ORES
# envelope: the wiki, the model's version, then the revision's prediction and each class's probability
_LIFTWING = json.dumps({"enwiki": {"models": {"articlequality": {"version": "0.9.2"}}, "scores": {"1335412345": {
    "articlequality": {"score": {"prediction": "B", "probability": {
        "B": 0.5123, "C": 0.2871, "FA": 0.0132, "GA": 0.1204, "Start": 0.0611, "Stub": 0.0059}}}}}}})
_LIFTWING_NAME = "liftwing_enwiki-articlequality_1335412345.json"

# PetScan's result download (format=csv): number, title, pageid, namespace, length, touched
_PETSCAN_CSV = ("number,title,pageid,namespace,length,touched\n"
                "1,Aspirin,1525,,98412,20260209181522\n"
                "2,Myocardial_infarction,19541,,121877,20260210094108\n"
                "3,Sepsis,27695,,84530,20260207230145\n")
_PETSCAN_NAME = "petscan_medicine_top_importance.csv"

# Special:Export of Talk:Aspirin (current revision): the root on line 1 (no XML declaration), siteinfo, the page
_EXPORT = ('<mediawiki xmlns="http://www.mediawiki.org/xml/export-0.11/" '
           'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www.mediawiki.org/xml/'
           'export-0.11/ http://www.mediawiki.org/xml/export-0.11.xsd" version="0.11" xml:lang="en">\n'
           "  <siteinfo>\n    <sitename>Wikipedia</sitename>\n    <dbname>enwiki</dbname>\n"
           "    <base>https://en.wikipedia.org/wiki/Main_Page</base>\n"
           "    <generator>MediaWiki 1.46.0-wmf.14</generator>\n    <case>first-letter</case>\n"
           "    <namespaces>\n      <namespace key=\"0\" case=\"first-letter\" />\n"
           "      <namespace key=\"1\" case=\"first-letter\">Talk</namespace>\n    </namespaces>\n  </siteinfo>\n"
           "  <page>\n    <title>Talk:Aspirin</title>\n    <ns>1</ns>\n    <id>160287</id>\n    <revision>\n"
           "      <id>1335398817</id>\n      <parentid>1331204456</parentid>\n"
           "      <timestamp>2026-02-09T18:15:22Z</timestamp>\n"
           "      <contributor>\n        <username>Ozzie10aaaa</username>\n        <id>20421744</id>\n"
           "      </contributor>\n      <comment>Assessment: Medicine (B, High)</comment>\n"
           "      <origin>1335398817</origin>\n      <model>wikitext</model>\n      <format>text/x-wiki</format>\n"
           '      <text bytes="125" sha1="k3v0q8m1r5t2w9x4y7z6a0b3c8d1e5f" xml:space="preserve">'
           "{{WikiProject banner shell|class=B|1=\n{{WikiProject Medicine|importance=high}}\n"
           "{{WikiProject Pharmacology|importance=top}}\n}}</text>\n"
           "      <sha1>k3v0q8m1r5t2w9x4y7z6a0b3c8d1e5f</sha1>\n    </revision>\n  </page>\n</mediawiki>\n")
_EXPORT_NAME = "Wikipedia-Talk_Aspirin-export.xml"  # the name Special:Export saves under not checked


# a pages-articles multistream dump as dumps.wikimedia.org serves it: bzip2 streams one after another, the first
# holding the root element and siteinfo alone, the next a batch of pages (one here, the rest of the file left out)
def _multistream_dump() -> bytes:
    header = _EXPORT[:_EXPORT.index("  <page>")]
    page = ("  <page>\n    <title>Aspirin</title>\n    <ns>0</ns>\n    <id>1525</id>\n    <revision>\n"
            "      <id>1335412345</id>\n      <parentid>1334987012</parentid>\n"
            "      <timestamp>2026-01-28T07:41:09Z</timestamp>\n      <contributor>\n"
            "        <username>Boghog</username>\n        <id>1158427</id>\n      </contributor>\n"
            "      <model>wikitext</model>\n      <format>text/x-wiki</format>\n"
            '      <text bytes="55" xml:space="preserve">{{Short description|Medication}}\n'
            "\'\'\'Aspirin\'\'\' is a ...</text>\n    </revision>\n  </page>\n")
    return bz2.compress(header.encode(), 9) + bz2.compress(page.encode(), 9)


_DUMP = _multistream_dump()
_DUMP_NAME = "enwiki-20260201-pages-articles-multistream1.xml-p1p41242.bz2"

# an hourly pageviews dump (dumps.wikimedia.org/other/pageviews/): 'domain_code page_title count_views
# total_response_size' a line, four fields, the size 0; gzipped as served, and gunzipped as the members keep it
_HOURLY = ("en Aspirin 57 0\nen Asthma 41 0\nen HIV/AIDS 12 0\nen Myocardial_infarction 48 0\n"
           "en.m Aspirin 112 0\nen.m Sepsis 73 0\n")
_HOURLY_GZ = gzip.compress(_HOURLY.encode(), 9, mtime=1769950800)
_HOURLY_GZ_NAME = "pageviews-20260201-120000.gz"
_HOURLY_NAME = "pageviews-20260201-120000"

# Talk:Aspirin's wikitext, copied from the edit box and saved as text: the banner shell, the projects, a section
_TALK_WIKITEXT = ("{{WikiProject banner shell|class=B|vital=yes|1=\n"
                  "{{WikiProject Medicine|importance=high|pharmacology=yes|pharmacology-imp=top}}\n"
                  "{{WikiProject Pharmacology|importance=top}}\n}}\n{{Annual readership}}\n\n"
                  "== GA reassessment? ==\nThe history section lacks sources since 2019. ~~~~\n")
_TALK_NAME = "Talk_Aspirin.txt"

# the members' assessment sheet as typed for the month's review: article, class, importance, 30-day views, open
# to-do items, assessor: six fields a line
_ASSESSMENT_SHEET = ("Aspirin B High 41230 3 Ozzie10aaaa\nMyocardial_infarction C Top 38102 5 Boghog\n"
                     "HIV/AIDS B Top 22417 2 Ozzie10aaaa\nSepsis GA Top 30955 1 Doc_James\n"
                     "Asthma C High 27740 4 Boghog\n")
# the vote tally on the project's talk page as the coordinator types it: article, support, oppose, neutral: four
# fields a line
_VOTE_TALLY = "Aspirin 7 2 1\nMyocardial_infarction 9 0 2\nHIV/AIDS 5 3 0\nTuberculosis 6 1 1\n"


def eightyeighth_bar_wikiprojects_cases() -> list[Case]:
    G = EIGHTYEIGHTH_WIKIPROJECTS
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="wikiproject_scores", judgements="worklist_decisions", runs=_RECS3,
        stem="worklist_rankings", outputs=_OUT, item="article", rounded="quality_predictions",
        weights="{'pageviews': 1.0, 'quality_predictions': 1.0, 'edit_activity': 0.5, 'member_votes': 2.0}",
        lone_query="R['member_votes']['drive:Medicine/GA-backlog/2026-02'] = "
                   "{'article:enwiki/Sepsis': 0.9, 'article:enwiki/Asthma': 0.4}\n",
        trust="pageviews 1\nquality_predictions 1\nmember_votes 2\n",
        trust_dict="{'pageviews': 1, 'quality_predictions': 1, 'member_votes': 2}",
        texts={
            "rrf": ("u88a_rrf_wikiproject_scores",
                    "rankagg.fuse({source: {worklist: {article: score}}}, method='rrf'): pageviews, quality "
                    "predictions, edit activity and the members' votes, six worklists "
                    "('worklist:Medicine/B-class/Top-importance/2026-02'), articles as 'article:enwiki/HIV/AIDS'"),
            "borda": ("u88a_borda_article_not_scored_by_all",
                      "rankagg.fuse(..., method='borda'): an article the members never voted on and the quality "
                      "model skipped (a new revision not yet scored), so some sources have no score for it"),
            "combsum": ("u88a_combsum_rounded_quality_predictions",
                        "rankagg.fuse(..., method='combsum'): the quality predictions as probabilities at one "
                        "decimal (many ties), beside the pageviews and the members' votes"),
            "fuser": ("u88a_weighted_fuser_member_votes",
                      "rankagg.Fuser('rrf', weights=...) per worklist: the members' votes count 2, as the project's "
                      "talk page has the last word"),
            "frame": ("u88a_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the assessment team's "
                      "sheet, a row per worklist, article and source"),
            "evaluate": ("u88a_evaluate_worklist_decisions",
                         "rankagg.evaluate(fused ranking, the team's worklist decisions, ['nDCG@5', 'AP', 'P@3']): "
                         "does the fused ranking put the articles to improve first at the top"),
            "lone": ("u88a_ga_backlog_drive_only_member_votes",
                     "rankagg.fuse(..., method='rrf'): the month's GA backlog drive, which only the members' votes "
                     "cover, beside worklists every source covers"),
            "cli_rrf": ("u88a_cli_rrf_runs",
                        "rankagg fuse pageviews.run quality_predictions.run member_votes.run --method rrf -o "
                        "worklist_rankings.run: one run per source, worklists as queries"),
            "cli_borda": ("u88a_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the members' votes "
                          "count double)"),
            "cli_combsum": ("u88a_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four articles a worklist takes per "
                            "month"),
            "cli_evaluate": ("u88a_cli_evaluate_worklist_decisions_qrels",
                             "rankagg evaluate worklist_rankings.run --qrels worklist_decisions.qrels -m ndcg_cut.5 "
                             "-m map: the fused ranking against the team's worklist decisions (0-2)"),
            "cli_parquet": ("u88a_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o worklist_rankings.parquet: gzipped runs from the "
                            "project's Toolforge scripts, a Parquet table for the team's notebook")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u88a_pageviews_rest_json_as_run", "the REST API's per-article pageviews answer (items: project, article, "
         "granularity, timestamp, access, agent, views)", _PAGEVIEWS_NAME, _PAGEVIEWS, "pageviews",
         f"{_PAGEVIEWS_NAME}:1"),
        ("u88a_action_api_pageassessments_json_as_run", "the MediaWiki Action API's prop=pageassessments answer "
         "(batchcomplete, query, pages, pageassessments: class, importance)", _ASSESSMENTS_NAME, _ASSESSMENTS,
         "MediaWiki", f"{_ASSESSMENTS_NAME}:1"),
        ("u88a_liftwing_articlequality_json_as_run", "Lift Wing's enwiki-articlequality answer (enwiki, models, "
         "scores, articlequality, prediction, probability)", _LIFTWING_NAME, _LIFTWING, "Lift Wing",
         f"{_LIFTWING_NAME}:1"),
        ("u88a_petscan_csv_as_run", "a PetScan result download (number, title, pageid, namespace, length, touched)",
         _PETSCAN_NAME, _PETSCAN_CSV, "PetScan", named_at(_PETSCAN_NAME, _PETSCAN_CSV)),
        ("u88a_special_export_xml_as_run", "a Special:Export XML export (mediawiki export-0.11, siteinfo, page, "
         "revision, text)", _EXPORT_NAME, _EXPORT, "MediaWiki", named_at(_EXPORT_NAME, _EXPORT)),
        ("u88a_pages_articles_dump_bz2_as_run", "a pages-articles multistream dump (bzip2 streams: 'BZh9', block "
         "magic 31 41 59 26 53 59)", _DUMP_NAME, _DUMP, "dump", _DUMP_NAME),
        ("u88a_hourly_pageviews_gz_as_run", "an hourly pageviews dump, gzipped as served (domain_code, page_title, "
         "count_views, total_response_size: four fields a line)", _HOURLY_GZ_NAME, _HOURLY_GZ, "pageviews",
         _HOURLY_GZ_NAME),
        ("u88a_talk_wikitext_as_run", "a talk page's wikitext saved as text ({{WikiProject banner shell|class=B|1= "
         "...}})", _TALK_NAME, _TALK_WIKITEXT, "wikitext", named_at(_TALK_NAME, _TALK_WIKITEXT)),
        ("u88a_assessment_sheet_as_run", "the members' assessment sheet as typed (six fields a line: article, "
         "class, importance, 30-day views, open to-do items, assessor)", "assessments_medicine_2026-02.txt",
         _ASSESSMENT_SHEET, "assessment sheet", "assessments_medicine_2026-02.txt:1"),
        ("u88a_vote_tally_as_run", "the vote tally as the coordinator types it (four fields a line: article, "
         "support, oppose, neutral)", "votes_medicine_2026-02.txt", _VOTE_TALLY, "vote tally",
         "votes_medicine_2026-02.txt:1")],
        one_run=("member_votes.run", _ONE_RUN), stem="worklist_rankings",
        text_why="trec_eval refuses a line of other than six fields, and an assessment sheet's six are an article, "
                 "a class, an importance, views, to-do items and an assessor, not a run's; the file is the field's "
                 "own, named by what it is (a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a compressed dump read as lines gives no ranking: named by what it is")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u88a_vote_tally_as_qrels", "votes_medicine_2026-02.txt", _VOTE_TALLY, "vote tally"),
        ("u88a_assessment_sheet_as_qrels", "assessments_medicine_2026-02.txt", _ASSESSMENT_SHEET,
         "assessment sheet"),
        ("u88a_hourly_pageviews_as_qrels", _HOURLY_NAME, _HOURLY, "pageviews"),
        ("u88a_petscan_csv_as_qrels", _PETSCAN_NAME, _PETSCAN_CSV, "PetScan")],
        one_run=("member_votes.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u88a_out_pages_articles_xml_bz2", "enwiki-20260201-pages-articles-multistream.xml.bz2",
         "a pages-articles dump"),
        ("u88a_out_sql_gz", "enwiki-20260201-site_stats.sql.gz", "an SQL table dump"),
        ("u88a_out_hourly_pageviews_gz", "pageviews-20260201-120000.gz", "an hourly pageviews dump"),
        ("u88a_out_stub_xml", "enwiki-20260201-stub-meta-current.xml", "a stub dump's XML")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=88"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u88a_api_pageviews_dict",
            "rankagg.fuse(json.load(pageviews_Aspirin_monthly_202511_202601.json)): the REST API's pageviews "
            "answer, loaded in Python, given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('r.json', encoding='utf-8')), method='rrf')\n",
            "pageviews", why="a run maps a query to {document: score}; a pageviews answer is one article's views a "
            "month (its project, title, granularity, timestamp, access and agent)",
            files={"r.json": _PAGEVIEWS}),
        bad("u88a_api_petscan_frame",
            "rankagg.fuse(pd.read_csv(petscan_medicine_top_importance.csv)): a PetScan result download (number, "
            "title, pageid, namespace, length, touched) given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('r.csv'), method='borda')\n",
            "PetScan", why="a table of runs has qid, docid, run and score columns; a PetScan download has a page a "
            "row (its number in the list, title, page id, namespace, length in bytes and last touched)",
            files={"r.csv": _PETSCAN_CSV}),
    ]
    return cases
