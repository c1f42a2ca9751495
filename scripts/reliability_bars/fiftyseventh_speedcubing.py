"""Issue 45's fifty-seventh bar of scripts/reliability_matrix.py, a national speedcubing association's results team
and a competition's delegates ranking competitors per event, round and competition across cubing software and exports
(its cases, ids ``u57a_``, registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the
runner, the verdicts) are the matrix's.  (Written by a persona session, before any of its recognisers existed.)

The team's day: each round of an event at a competition, named as WCIF names a round
(``NationalChampionship2026/333-r1``), is a query and each competitor a document, by WCA ID (``wca:2015WANG09``) or,
for a newcomer who has none yet, by registrant id (``reg:31/newcomer``); the runs are WCA Live's round results, the
CubeComps scoring, the national rankings (from the WCA results export's RanksAverage) and the delegates' checked
scorecards, scores in [0, 1] at four decimals.  They are fused with RRF, Borda and CombSUM, weighted by each source's
record, and judged against the podiums (2 on the podium, 1 a finalist, 0 the rest).  The mistakes and odd files: the
field's own files given where runs or qrels are read (the WCA results export's TSV tables, its SQL dump and its zip,
a competition's public WCIF from the WCA API, WCA Live's GraphQL JSON, a CubeComps results JSON in the WCA
Competition format, a csTimer session export, a Twisty Timer backup, result sheets and scorecards typed as text, a
TNoodle scramble PDF), and outputs named for the field's files.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import io
import zipfile

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

FIFTYSEVENTH_SPEEDCUBING = ("45 Unseen inputs: a fifty-seventh bar, a national speedcubing association's results team "
                            "and a competition's delegates ranking competitors per event, round and competition "
                            "(WCA results export TSV and SQL, WCA API and WCIF JSON, WCA Live, CubeComps, csTimer, "
                            "Twisty Timer, typed result sheets, TNoodle)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['wca_live', 'cubecomps', 'ranks_average', 'delegates'],
    items=['wca:2015WANG09', 'wca:2016MEYE02', 'wca:2017KOWA05', 'wca:2018OKAF01', 'wca:2019SILV12',
           'reg:31/newcomer', 'wca:2022NGUY07', 'reg:44/newcomer'],
    queries=['NationalChampionship2026/333-r1', 'NationalChampionship2026/333-r2', 'NationalChampionship2026/222-r1',
             'NationalChampionship2026/333oh-r1', 'NationalChampionship2026/444-r1',
             'NationalChampionship2026/333bf-r1'],
    suffix='/extra-attempts', generator='rounds', judgements='podiums') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "rounds", "standings.run")

_RECS3 = ["wca_live", "cubecomps", "ranks_average"]
_OUT = ("standings.run",)
_ONE_RUN = ("NationalChampionship2026/333-r1 Q0 wca:2015WANG09 1 0.91 wca_live\nNationalChampionship2026/333-r1 Q0 "
            "wca:2016MEYE02 2 0.77 wca_live\n")
# the team's files, as the WCA's exports and API, the scoring programs and the timers write them (a few lines)
# the WCA results export (WCA_export_Results.tsv): a header of camelCase columns, tab-separated, times in centiseconds
_RESULTS_TSV = ("competitionId\teventId\troundTypeId\tpos\tbest\taverage\tpersonName\tpersonId\tpersonCountryId\t"
                "formatId\tvalue1\tvalue2\tvalue3\tvalue4\tvalue5\tregionalSingleRecord\tregionalAverageRecord\n"
                "NationalChampionship2026\t333\t1\t1\t598\t671\tWang Lei\t2015WANG09\tChina\ta\t702\t598\t655\t"
                "657\t701\tNR\t\n"
                "NationalChampionship2026\t333\t1\t2\t633\t704\tJonas Meyer\t2016MEYE02\tGermany\ta\t633\t719\t"
                "688\t705\t812\t\t\n")
# WCA_export_RanksAverage.tsv: six fields a line (person, event, best, world, continent and country rank), the
# fifth a number: its lines pass for a TREC run's
_RANKS_AVERAGE = ("personId\teventId\tbest\tworldRank\tcontinentRank\tcountryRank\n2015WANG09\t333\t671\t412\t97\t3\n"
                  "2016MEYE02\t333\t704\t688\t203\t5\n2017KOWA05\t333\t742\t1043\t318\t9\n")
_RANKS_SINGLE = ("personId\teventId\tbest\tworldRank\tcontinentRank\tcountryRank\n2015WANG09\t333\t598\t377\t88\t2\n"
                 "2016MEYE02\t333\t633\t602\t181\t4\n")
# the export's SQL dump (WCA_export.sql), as mysqldump writes it
_SQL_DUMP = ("-- MySQL dump 10.13  Distrib 8.0.36, for Linux (x86_64)\n--\n-- Host: localhost    Database: "
             "wca_development\n-- ------------------------------------------------------\n-- Server version\t8.0.36\n\n"
             "/*!40101 SET @OLD_CHARACTER_SET_CLIENT=@@CHARACTER_SET_CLIENT */;\n/*!50503 SET NAMES utf8mb4 */;\n\n"
             "DROP TABLE IF EXISTS `Results`;\nCREATE TABLE `Results` (\n  `competitionId` varchar(32) NOT NULL "
             "DEFAULT '',\n  `eventId` varchar(6) NOT NULL DEFAULT '',\n  `roundTypeId` char(1) NOT NULL DEFAULT '',\n"
             "  `pos` smallint NOT NULL DEFAULT '0',\n  `best` int NOT NULL DEFAULT '0',\n  `average` int NOT NULL "
             "DEFAULT '0',\n  `personName` varchar(80) DEFAULT NULL,\n  `personId` varchar(10) NOT NULL DEFAULT ''\n"
             ") ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;\n\nLOCK TABLES `Results` WRITE;\nINSERT INTO `Results` VALUES "
             "('NationalChampionship2026','333','1',1,598,671,'Wang Lei','2015WANG09');\nUNLOCK TABLES;\n")
# a competition's public WCIF from the WCA API (/api/v0/competitions/NationalChampionship2026/wcif/public)
_WCIF = ('{"formatVersion":"1.0","id":"NationalChampionship2026","name":"National Championship 2026","shortName":'
         '"National Championship 2026","persons":[{"name":"Wang Lei","wcaUserId":80412,"wcaId":"2015WANG09",'
         '"registrantId":1,"countryIso2":"CN","gender":"m","registration":{"wcaRegistrationId":1104233,"eventIds":'
         '["333","222"],"status":"accepted","isCompeting":true},"roles":[],"assignments":[],"personalBests":[{'
         '"eventId":"333","best":671,"worldRanking":412,"continentalRanking":97,"nationalRanking":3,"type":"average"}'
         ']}],"events":[{"id":"333","rounds":[{"id":"333-r1","format":"a","timeLimit":{"centiseconds":60000,'
         '"cumulativeRoundIds":[]},"cutoff":null,"advancementCondition":{"type":"ranking","level":16},'
         '"scrambleSetCount":4,"results":[{"personId":1,"ranking":1,"attempts":[{"result":702},{"result":598},'
         '{"result":655},{"result":657},{"result":701}],"best":598,"average":671}],"extensions":[]}],'
         '"extensions":[]}],"schedule":{"startDate":"2026-11-21","numberOfDays":2,"venues":[]},"extensions":[]}\n')
# WCA Live's GraphQL answer to a round query (ranking, attempts, best, average, person, record tags)
_WCA_LIVE = ('{"data":{"round":{"id":"48211","name":"3x3x3 Cube First Round","results":[{"ranking":1,"advancing":true,'
             '"attempts":[{"result":702},{"result":598},{"result":655},{"result":657},{"result":701}],"best":598,'
             '"average":671,"person":{"id":"1","registrantId":1,"name":"Wang Lei"},"singleRecordTag":"NR",'
             '"averageRecordTag":null},{"ranking":2,"advancing":true,"attempts":[{"result":633},{"result":719},'
             '{"result":688},{"result":705},{"result":812}],"best":633,"average":704,"person":{"id":"2",'
             '"registrantId":2,"name":"Jonas Meyer"},"singleRecordTag":null,"averageRecordTag":null}]}}}\n')
# CubeComps' results in the WCA Competition JSON format ('WCA Competition 0.3'), the file a delegate uploads
_CUBECOMPS = ('{"formatVersion":"WCA Competition 0.3","competitionId":"NationalChampionship2026","persons":[{"id":1,'
              '"name":"Wang Lei","wcaId":"2015WANG09","countryId":"China","gender":"m","dob":"2001-04-17"},{"id":2,'
              '"name":"Jonas Meyer","wcaId":"2016MEYE02","countryId":"Germany","gender":"m","dob":"2002-09-03"}],'
              '"events":[{"eventId":"333","rounds":[{"roundId":"1","formatId":"a","results":[{"personId":1,'
              '"position":1,"results":[702,598,655,657,701],"best":598,"average":671},{"personId":2,"position":2,'
              '"results":[633,719,688,705,812],"best":633,"average":704}],"groups":[{"group":"A","scrambles":'
              '["R2 U\' F2 L2 D B2 U2 R2 U\' L2 F\' U L\' B D2 R\' F L U\' R\'"],"extraScrambles":[]}]}]}],'
              '"scrambleProgram":"TNoodle-WCA-1.2.2","resultsProgram":"CubeComps"}\n')
# a csTimer export (cstimer_YYYYMMDD_hhmmss.txt): JSON, one key per session of [[penalty, ms], scramble, comment,
# timestamp] solves, and 'properties' with the sessions' data as a JSON string
_CSTIMER = ('{"session1":[[[0,8734],"R U2 F\' D L2 B R2 U\' F2 D2 R2 B2 U\' L2 U\' R\' B\' D\' L U2","",1795503540],'
            '[[2000,9121],"F2 U\' R2 D F2 U B2 D\' L2 F2 R\' D\' B\' U2 L\' F R\' U B\' L\'","",1795503602]],'
            '"session2":[],"properties":{"sessionData":"{\\"1\\":{\\"name\\":\\"3x3 warm-up\\",\\"opt\\":{},'
            '\\"rank\\":1,\\"stat\\":[2,0,8.93],\\"date\\":[1795503540,1795503602]},\\"2\\":{\\"name\\":2,\\"opt\\":'
            '{\\"scrType\\":\\"222so\\"},\\"rank\\":2}}","session":1}}\n')
# a Twisty Timer backup (Backup_y-MM-dd_kk-mm.txt): a header of Puzzle, Category, Time(millis), Date(millis),
# Scramble, Penalty, Comment, then ';'-separated quoted rows (penalty 0 none, 1 +2, 2 DNF)
_TWISTY = ('Puzzle,Category,Time(millis),Date(millis),Scramble,Penalty,Comment\n'
           '"333";"Normal";"8734";"1795503540000";"R U2 F\' D L2 B R2 U\' F2 D2 R2 B2 U\' L2 U\' R\' B\' D\' L U2";'
           '"0";""\n"333";"Normal";"9121";"1795503602000";'
           '"F2 U\' R2 D F2 U B2 D\' L2 F2 R\' D\' B\' U2 L\' F R\' U B\' L\'";"1";"+2 on AUF"\n')
# a delegate's result sheet typed as text: event, round, position, WCA ID, average, best (six fields, the fifth a
# number: it passes for a TREC run)
_SHEET = ("333 r1 1 2015WANG09 6.71 5.98\n333 r1 2 2016MEYE02 7.04 6.33\n333 r1 3 2017KOWA05 7.42 6.87\n")
# a scorer's final standings typed as text: position, WCA ID, best, average (four fields, as a qrels line)
_STANDINGS = ("1 2015WANG09 5.98 6.71\n2 2016MEYE02 6.33 7.04\n3 2017KOWA05 6.87 7.42\n")
# a TNoodle scramble PDF: the PDF signature, then an Info dictionary naming TNoodle
_TNOODLE_PDF = (b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<</Creator(TNoodle-WCA-1.2.2)/Producer(iText 5.5.13.2)"
                b"/Title(National Championship 2026 - 3x3x3 Cube Round 1 Scramble Set A)>>\nendobj\n2 0 obj\n"
                b"<</Type/Catalog/Pages 3 0 R>>\nendobj\n3 0 obj\n<</Type/Pages/Kids[]/Count 0>>\nendobj\n"
                b"trailer\n<</Root 2 0 R/Info 1 0 R>>\n%%EOF\n")


def _export_zip() -> bytes:
    """The WCA results export as downloaded (WCA_export.tsv.zip): a zip archive (signature 'PK\\x03\\x04') of its
    README, metadata and TSV tables."""
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
        for name, text in [("README.md", "# WCA Results Export\n\nExport Date: 2026-11-24\n"),
                           ("metadata.json", '{"export_format_version":"1.0.0","export_date":"2026-11-24T00:00:00Z"}'),
                           ("WCA_export_Results.tsv", _RESULTS_TSV)]:
            z.writestr(zipfile.ZipInfo(name, date_time=(2026, 11, 24, 0, 0, 0)), text)
    return buf.getvalue()


_EXPORT_ZIP = _export_zip()
# the WCA API's person document (/api/v0/persons/2015WANG09): person, competition count, personal records by event
_WCA_API_PERSON = ('{"person":{"wca_id":"2015WANG09","name":"Wang Lei","url":"https://www.worldcubeassociation.org/'
                   'persons/2015WANG09","gender":"m","country_iso2":"CN","delegate_status":null,"teams":[]},'
                   '"competition_count":41,"personal_records":{"333":{"single":{"best":598,"world_rank":377,'
                   '"continental_rank":88,"national_rank":2},"average":{"best":671,"world_rank":412,'
                   '"continental_rank":97,"national_rank":3}},"222":{"single":{"best":161,"world_rank":902,'
                   '"continental_rank":211,"national_rank":14}}},"medals":{"gold":12,"silver":9,"bronze":4,'
                   '"total":25},"records":{"national":1,"continental":0,"world":0,"total":1}}\n')


def fiftyseventh_bar_speedcubing_cases() -> list[Case]:
    G = FIFTYSEVENTH_SPEEDCUBING
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="rounds", judgements="podiums", runs=_RECS3, stem="standings", outputs=_OUT,
        item="competitor", rounded="ranks_average",
        weights="{'wca_live': 2.0, 'cubecomps': 1.0, 'ranks_average': 0.5, 'delegates': 1.5}",
        lone_query="R['delegates']['NationalChampionship2026/333fm-r1'] = {'wca:2015WANG09': 0.9, "
                   "'wca:2019SILV12': 0.4}\n",
        trust="wca_live 2\ncubecomps 1\nranks_average 0.5\n",
        trust_dict="{'wca_live': 2, 'cubecomps': 1, 'ranks_average': 0.5}",
        texts={
            "rrf": ("u57a_rrf_rounds",
                    "rankagg.fuse({source: {competition/round: {competitor: score}}}, method='rrf'): four sources, six "
                    "rounds ('NationalChampionship2026/333-r1'), competitors by WCA ID as 'wca:2015WANG09'"),
            "borda": ("u57a_borda_unranked_competitors",
                      "rankagg.fuse(..., method='borda'): CubeComps has no result for a competitor who did not "
                      "start (DNS) or whose scorecard is still being entered"),
            "combsum": ("u57a_combsum_rounded_rankings",
                        "rankagg.fuse(..., method='combsum'): the national rankings' score at one decimal (many ties) "
                        "beside the others"),
            "fuser": ("u57a_weighted_fuser_sources",
                      "rankagg.Fuser('rrf', weights=...) per round: WCA Live counts 2, the national rankings 0.5"),
            "frame": ("u57a_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the results team's sheet, a "
                      "row per round, competitor and source"),
            "evaluate": ("u57a_evaluate_podiums",
                         "rankagg.evaluate(fused ranking, the podiums, ['nDCG@5', 'AP', 'P@3']): does the fused "
                         "standing put the podium first"),
            "lone": ("u57a_one_source_round",
                     "rankagg.fuse(..., method='rrf'): a round only the delegates ranked (3x3x3 Fewest Moves, scored "
                     "on paper) beside rounds every source covers"),
            "cli_rrf": ("u57a_cli_rrf_runs",
                        "rankagg fuse wca_live.run cubecomps.run ranks_average.run --method rrf -o standings.run: one "
                        "run per source, rounds as queries"),
            "cli_borda": ("u57a_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: WCA Live counts "
                          "double)"),
            "cli_combsum": ("u57a_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the podium and the first reserve per round"),
            "cli_evaluate": ("u57a_cli_evaluate_podiums_qrels",
                             "rankagg evaluate standings.run --qrels podiums.qrels -m ndcg_cut.5 -m map: the fused "
                             "standings against the podiums (0-2)"),
            "cli_parquet": ("u57a_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o standings.parquet: gzipped runs from the results "
                            "team's nightly jobs, a Parquet table for the rankings page")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u57a_wca_results_tsv_as_run", "the WCA results export's Results table (competitionId, eventId, "
         "roundTypeId, pos, best, average, personName, ...)", "WCA_export_Results.tsv", _RESULTS_TSV, "WCA",
         "WCA_export_Results.tsv:1"),
        ("u57a_wca_ranks_average_as_run", "the WCA results export's RanksAverage table (personId, eventId, best, "
         "worldRank, continentRank, countryRank: six fields, the fifth a number)", "WCA_export_RanksAverage.tsv",
         _RANKS_AVERAGE, "WCA", "WCA_export_RanksAverage.tsv:1"),
        ("u57a_wca_sql_dump_as_run", "the WCA results export's SQL dump (a mysqldump header, CREATE TABLE `Results`, "
         "INSERT INTO)", "WCA_export.sql", _SQL_DUMP, "SQL", "WCA_export.sql:1"),
        ("u57a_wcif_as_run", "a competition's public WCIF from the WCA API (formatVersion, id, persons, events, "
         "rounds, results, schedule)", "NationalChampionship2026-wcif.json", _WCIF, "WCIF",
         "NationalChampionship2026-wcif.json:1"),
        ("u57a_wca_live_graphql_as_run", "WCA Live's GraphQL answer for a round (data, round, results: ranking, "
         "attempts, best, average, person)", "wca_live_333-r1.json", _WCA_LIVE, "WCA Live", "wca_live_333-r1.json:1"),
        ("u57a_cubecomps_json_as_run", "CubeComps' results in the WCA Competition JSON format (formatVersion 'WCA "
         "Competition 0.3', persons, events, rounds, results)", "NationalChampionship2026_results.json", _CUBECOMPS,
         "CubeComps", "NationalChampionship2026_results.json:1"),
        ("u57a_cstimer_export_as_run", "a csTimer export (session1, session2, ... of [[penalty, time], scramble, "
         "comment, timestamp] solves; properties)", "cstimer_20261124_091203.txt", _CSTIMER, "csTimer",
         "cstimer_20261124_091203.txt:1"),
        ("u57a_result_sheet_as_run", "a delegate's result sheet typed as text (event, round, position, WCA ID, "
         "average, best: six fields, the fifth a number)", "results_333_r1.txt", _SHEET, "WCA ID",
         "results_333_r1.txt:1"),
        ("u57a_tnoodle_pdf_as_run", "a TNoodle scramble sheet (a PDF: '%PDF-1.4', Creator TNoodle-WCA-1.2.2)",
         "NationalChampionship2026_333_r1_Scrambles.pdf", _TNOODLE_PDF, "PDF",
         "NationalChampionship2026_333_r1_Scrambles.pdf"),
        ("u57a_wca_export_zip_as_run", "the WCA results export as downloaded (a zip archive: README.md, "
         "metadata.json, WCA_export_Results.tsv)", "WCA_export.tsv.zip", _EXPORT_ZIP, "zip", "WCA_export.tsv.zip")],
        one_run=("wca_live.run", _ONE_RUN), stem="standings",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a PDF or a zip archive read as lines gives no ranking: named by its "
                   "signature")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u57a_wca_ranks_single_as_qrels", "WCA_export_RanksSingle.tsv", _RANKS_SINGLE, "WCA"),
        ("u57a_twisty_timer_as_qrels", "Backup_2026-11-24_09-12.txt", _TWISTY, "Twisty Timer"),
        ("u57a_typed_standings_as_qrels", "final_standings_333.txt", _STANDINGS, "WCA ID"),
        ("u57a_wca_live_as_qrels", "wca_live_333-r1.json", _WCA_LIVE, "WCA Live")],
        one_run=("wca_live.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u57a_out_tsv", "standings.tsv", "a WCA results export table"),
        ("u57a_out_sql", "standings.sql", "a WCA SQL dump"),
        ("u57a_out_pdf", "standings.pdf", "a TNoodle scramble or result sheet PDF"),
        ("u57a_out_zip", "standings.zip", "a WCA export or TNoodle scramble zip")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=32"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u57a_api_wca_person_dict",
            "rankagg.fuse(json.load(2015WANG09.json)): the WCA API's person document loaded in Python given as the "
            "runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('p.json')), method='rrf')\n",
            "WCA", why="a run maps a query to {document: score}; the WCA API's 'person' and 'personal_records' are "
            "nested documents and 'competition_count' a number", files={"p.json": _WCA_API_PERSON}),
        bad("u57a_api_wca_results_frame",
            "rankagg.fuse(pd.read_csv(WCA_export_Results.tsv, sep='\\t')): the WCA results export's Results table "
            "given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('r.tsv', sep='\\t'), method='borda')\n",
            "WCA", why="a table of runs has qid, docid, run and score columns; the WCA export's has a competitor's "
            "round result per row", files={"r.tsv": _RESULTS_TSV}),
    ]
    return cases
