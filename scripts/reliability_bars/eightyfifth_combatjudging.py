"""Issue 45's eighty-fifth bar of scripts/reliability_matrix.py, a state athletic commission's boxing and MMA judges'
supervisor and a combat sports analytics team, ranking fighters per bout, card, division and year from the judges'
round-by-round scorecards (10-point must), punch and strike statistics and ratings (its cases, ids ``u85a_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's.  (Written by a persona session, before any of its recognisers existed.)

The team's day: each bout, card, division or year (``bout:2026-03-14/07``, the card's date, then the bout's place on
it; ``card:2026-03-14``; ``division:mma/lightweight``; ``year:2025/boxing/welterweight``) is a query and each fighter
a document (``fighter:mma/lightweight/04127``, the sport, the division, then the commission's licence number); the
runs are the judges' scorecards, the punch statistics, the strike statistics and the ratings points, turned to scores
in [0, 1] at four decimals.  They are fused with RRF, Borda and CombSUM, the judges' scorecards weighted highest (the
scorecards are the official result), and judged against the commission's decisions (2 won, 1 draw or majority
draw, 0 otherwise).  The mistakes and odd files: the field's own files given where runs or qrels are read (UFC
Stats' round-by-round fight stats and fight results as a community scraper writes them (CSV), a UFC Stats fight
page as saved (HTML), ESPN's UFC scoreboard answer (JSON), the commission's official scorecards as published (PDF,
binary), a bout's replay clip (MP4, binary), the judges' scorecards, the punch stats, the bout sheet and the running
order as the commission and the team type them), and outputs named for the field's files (a scorecards PDF, a
replay MP4, the scraper's ufc_fight_stats.csv, a saved ESPN scoreboard .json).
(Checked: the scraper's ufc_fight_stats.csv header 'EVENT,BOUT,ROUND,FIGHTER,KD,SIG.STR.,SIG.STR. %,TOTAL STR.,TD,
TD %,SUB.ATT,REV.,CTRL,HEAD,BODY,LEG,DISTANCE,CLINCH,GROUND' ('16 of 40', '40%', '---' for no attempts, 'Round 1',
CTRL as m:ss) and ufc_fight_results.csv's 'EVENT,BOUT,OUTCOME,WEIGHTCLASS,METHOD,ROUND,TIME,TIME FORMAT,REFEREE,
DETAILS,URL' (the event's trailing space, 'W/L', 'Decision - Split ' with its trailing space, '3 Rnd (5-5-5)', the
judges in DETAILS as 'Name 29 - 28.' run together, the ufcstats.com/fight-details/<16 hex> URL) from the files
Greco1899/scrape_ufc_stats publishes; the fight page's markup (b-fight-details__persons clearfix, __person,
__person-status _style_green 'W' / _style_gray 'L', __person-text, h3 __person-name with a single-quoted 'b-link
b-fight-details__person-link', __fight-title, __text-item_first 'Method:', the judges' '<span>Name</span> 29 - 28.'
items) from scrapers' parsers and their test pages; its DOCTYPE and head are not checked (here trimmed to a DOCTYPE
and a title); ESPN's scoreboard competitor (id, uid 's:3301~a:<id>', type 'athlete', order, winner, athlete with
fullName, displayName, shortName, flag) from a project's notes on site.api.espn.com/apis/site/v2/sports/mma/ufc/
scoreboard; the league's id and uid and the event's keys are from memory, the values illustrative.  The MP4's ftyp
box as FFmpeg writes it (major brand isom, minor version 512, compatible isom iso2 avc1 mp41, then free and mdat) and
the PDF's header ('%PDF-1.7', then a comment of four bytes above 127) are common knowledge, not checked here.
CompuBox's categories (jabs, power punches, total punches, landed of thrown, per round) are checked in its
president's interview; its tables are broadcast graphics and PDFs, so the team's punch stats are typed here.  Left
out, as they could not be checked: BoxRec's exports or API (it has no public API; its pages are behind a login),
MMA Decisions' and Tapology's pages, a commission's bout-sheet or scoring-tablet export (none published), Fight
Matrix's ratings; the judges' scorecards, the punch stats, the bout sheet and the running order are typed here as the
commission and the team write them.)

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import json
import struct

from .case import Case, command_cases, fusion_checks, named_at, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

EIGHTYFIFTH_COMBATJUDGING = ("45 Unseen inputs: an eighty-fifth bar, a state athletic commission's judges' "
                             "supervisor and a combat sports analytics team ranking fighters per bout, card, division "
                             "and year from judges' scorecards, punch and strike statistics and ratings (UFC Stats' "
                             "fight stats and results CSVs and fight pages, ESPN's scoreboard JSON, scorecards PDFs, "
                             "replay MP4s, typed scorecards, punch stats, bout sheets and running orders)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['judges_scorecards', 'punch_stats', 'strike_stats', 'ratings_points'],
    items=['fighter:mma/lightweight/04127', 'fighter:mma/lightweight/03318', 'fighter:mma/lightweight/05502',
           'fighter:mma/welterweight/02291', 'fighter:mma/welterweight/04410', 'fighter:boxing/welterweight/01873',
           'fighter:boxing/welterweight/06025', 'fighter:boxing/super-middleweight/03764'],
    queries=['bout:2026-03-14/07', 'card:2026-03-14', 'division:mma/lightweight', 'year:2025/boxing/welterweight',
             'bout:2026-03-14/11', 'division:boxing/super-middleweight'],
    suffix='/rescheduled', generator='combat_scores', judgements='commission_decisions'
) + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "combat_scores", "fighter_rankings.run")

_RECS3 = ["judges_scorecards", "punch_stats", "strike_stats"]
_OUT = ("fighter_rankings.run",)
_ONE_RUN = ("bout:2026-03-14/07 Q0 fighter:mma/lightweight/04127 1 0.9312 judges_scorecards\n"
            "bout:2026-03-14/07 Q0 fighter:mma/lightweight/03318 2 0.8847 judges_scorecards\n")


# the team's files, as the UFC Stats scraper, UFC Stats, ESPN, the commission and the team write them
# UFC Stats' round-by-round fight stats as Greco1899/scrape_ufc_stats writes them: a row per fighter and round,
# 'landed of attempted', percentages, '---' where nothing was attempted, control time as m:ss
_FIGHT_STATS_CSV = (
    "EVENT,BOUT,ROUND,FIGHTER,KD,SIG.STR.,SIG.STR. %,TOTAL STR.,TD,TD %,SUB.ATT,REV.,CTRL,HEAD,BODY,LEG,DISTANCE,"
    "CLINCH,GROUND\n"
    "UFC Fight Night: Okafor vs. Lindqvist,Emeka Okafor vs. Jonas Lindqvist,Round 1,Emeka Okafor,0,21 of 47,44%,"
    "24 of 51,1 of 2,50%,0,0,1:12,14 of 36,4 of 6,3 of 5,17 of 41,2 of 3,2 of 3\n"
    "UFC Fight Night: Okafor vs. Lindqvist,Emeka Okafor vs. Jonas Lindqvist,Round 2,Emeka Okafor,1,26 of 52,50%,"
    "29 of 55,0 of 1,0%,0,0,0:08,19 of 42,5 of 7,2 of 3,24 of 49,2 of 3,0 of 0\n"
    "UFC Fight Night: Okafor vs. Lindqvist,Emeka Okafor vs. Jonas Lindqvist,Round 1,Jonas Lindqvist,0,15 of 44,34%,"
    "19 of 48,0 of 0,---,0,0,0:00,8 of 33,3 of 5,4 of 6,15 of 43,0 of 1,0 of 0\n")
_FIGHT_STATS_NAME = "ufc_fight_stats.csv"

# UFC Stats' fight results as the same scraper writes them: the event's name with a trailing space, 'W/L', the
# method with a trailing space, the time format, the referee, the judges' cards run together in DETAILS, the page's URL
_FIGHT_RESULTS_CSV = (
    "EVENT,BOUT,OUTCOME,WEIGHTCLASS,METHOD,ROUND,TIME,TIME FORMAT,REFEREE,DETAILS,URL\n"
    "UFC Fight Night: Okafor vs. Lindqvist ,Emeka Okafor vs. Jonas Lindqvist,W/L,Lightweight Bout,"
    "Decision - Split ,3,5:00,3 Rnd (5-5-5),Dana Ruiz,Tom Kessler 29 - 28.Ana Prieto 28 - 29.Lee Walsh 29 - 28.,"
    "http://ufcstats.com/fight-details/3e9a41c07b52d8f6\n"
    "UFC Fight Night: Okafor vs. Lindqvist ,Rafael Duarte vs. Kenji Morita,L/W,Welterweight Bout,KO/TKO ,2,3:41,"
    "3 Rnd (5-5-5),Sam Ortega,Punches to Head At Distance ,http://ufcstats.com/fight-details/a07c5d2e91f4b368\n")
_FIGHT_RESULTS_NAME = "ufc_fight_results.csv"

# a UFC Stats fight page as saved from the browser (ufcstats.com/fight-details/<id>): the fighters' blocks, the
# bout's title, the method and the judges' cards; the head trimmed to its title (not checked), the rest left out
_FIGHT_PAGE = (
    "<!DOCTYPE html>\n"
    "<html>\n"
    "<head><title>UFC Stats</title></head>\n"
    "<body>\n"
    "<section class=\"b-statistics__section_details\">\n"
    "  <div class=\"b-fight-details\">\n"
    "    <div class=\"b-fight-details__persons clearfix\">\n"
    "      <div class=\"b-fight-details__person\">\n"
    "        <i class=\"b-fight-details__person-status b-fight-details__person-status_style_green\">W</i>\n"
    "        <div class=\"b-fight-details__person-text\">\n"
    "          <h3 class=\"b-fight-details__person-name\">\n"
    "            <a class='b-link b-fight-details__person-link' "
    "href=\"http://ufcstats.com/fighter-details/5b7e20c94a1d3f86\">Emeka Okafor </a>\n"
    "          </h3>\n"
    "        </div>\n"
    "      </div>\n"
    "      <div class=\"b-fight-details__person\">\n"
    "        <i class=\"b-fight-details__person-status b-fight-details__person-status_style_gray\">L</i>\n"
    "        <div class=\"b-fight-details__person-text\">\n"
    "          <h3 class=\"b-fight-details__person-name\">\n"
    "            <a class='b-link b-fight-details__person-link' "
    "href=\"http://ufcstats.com/fighter-details/c2f0d97a61e8b354\">Jonas Lindqvist </a>\n"
    "          </h3>\n"
    "        </div>\n"
    "      </div>\n"
    "    </div>\n"
    "    <div class=\"b-fight-details__fight\">\n"
    "      <i class=\"b-fight-details__fight-title\">Lightweight Bout</i>\n"
    "      <div class=\"b-fight-details__content\">\n"
    "        <p class=\"b-fight-details__text\">\n"
    "          <i class=\"b-fight-details__text-item_first\">Method: Decision - Split</i>\n"
    "        </p>\n"
    "        <p class=\"b-fight-details__text\">\n"
    "          <i class=\"b-fight-details__text-item\"><span>Tom Kessler</span> 29 - 28.</i>\n"
    "          <i class=\"b-fight-details__text-item\"><span>Ana Prieto</span> 28 - 29.</i>\n"
    "          <i class=\"b-fight-details__text-item\"><span>Lee Walsh</span> 29 - 28.</i>\n"
    "        </p>\n"
    "      </div>\n"
    "    </div>\n"
    "  </div>\n"
    "</section>\n"
    "</body>\n"
    "</html>\n")
_FIGHT_PAGE_NAME = "fight-details_3e9a41c07b52d8f6.html"

# ESPN's UFC scoreboard answer (GET site.api.espn.com/apis/site/v2/sports/mma/ufc/scoreboard): compact, trimmed to
# one event, one bout and its two competitors; the values illustrative
_ESPN = json.dumps({
    "leagues": [{"id": "3321", "uid": "s:3301~l:3321", "name": "UFC", "abbreviation": "UFC", "slug": "ufc"}],
    "season": {"type": 1, "year": 2026}, "day": {"date": "2026-03-14"},
    "events": [{"id": "600057310", "uid": "s:3301~l:3321~e:600057310", "date": "2026-03-15T01:00Z",
                "name": "UFC Fight Night: Okafor vs. Lindqvist", "shortName": "Okafor vs. Lindqvist",
                "competitions": [{"id": "401861207", "uid": "s:3301~l:3321~e:600057310~c:401861207",
                                  "date": "2026-03-15T04:30Z", "type": {"id": "9", "abbreviation": "Lightweight"},
                                  "competitors": [
                                      {"id": "5289841", "uid": "s:3301~a:5289841", "type": "athlete", "order": 1,
                                       "winner": True, "athlete": {"fullName": "Emeka Okafor",
                                                                   "displayName": "Emeka Okafor",
                                                                   "shortName": "E. Okafor"}},
                                      {"id": "4916630", "uid": "s:3301~a:4916630", "type": "athlete", "order": 2,
                                       "winner": False, "athlete": {"fullName": "Jonas Lindqvist",
                                                                    "displayName": "Jonas Lindqvist",
                                                                    "shortName": "J. Lindqvist"}}]}]}]},
    separators=(",", ":"))
_ESPN_NAME = "espn_ufc_scoreboard.json"


# the commission's official scorecards as published after the card (PDF): the header and its binary comment, the
# catalogue, then a compressed page stream's first bytes (zlib's 78 9C); the rest of the file left out
def _scorecards_pdf() -> bytes:
    return (b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n"
            b"1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n"
            b"2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n"
            b"4 0 obj\n<< /Length 1873 /Filter /FlateDecode >>\nstream\n"
            b"\x78\x9c\xad\x58\xcb\x8e\xdb\x36\x14\xdd\xfb\x2b\xb8\x8c\x17\x16\xf9\x10\x89\x04\x03\x01\x8a\n")


_PDF = _scorecards_pdf()
_PDF_NAME = "2026-03-14_official_scorecards.pdf"


# a bout's replay clip as the commission's review station saves it (MP4 as FFmpeg writes it): the ftyp box (major
# brand isom, minor version 512, compatible isom iso2 avc1 mp41), a free box, then the mdat box's header and first
# bytes (an H.264 NAL's length and header); the moov box, at the end, left out
def _replay_mp4() -> bytes:
    ftyp = struct.pack(">I", 32) + b"ftyp" + b"isom" + struct.pack(">I", 512) + b"isomiso2avc1mp41"
    free = struct.pack(">I", 8) + b"free"
    mdat = struct.pack(">I", 48_213_775) + b"mdat" + bytes.fromhex("000002ad0605ffffa9dc45e9bde6d948")
    return ftyp + free + mdat


_MP4 = _replay_mp4()
_MP4_NAME = "bout07_round3_replay.mp4"

# the judges' scorecards as the supervisor types them from the paper cards: bout, round, judge, red corner's points,
# blue corner's points, the round's corner: six fields a line
_SCORECARD = ("07 1 kessler 10 9 red\n07 1 prieto 9 10 blue\n07 1 walsh 10 9 red\n"
              "07 2 kessler 10 9 red\n07 2 prieto 10 9 red\n07 2 walsh 10 8 red\n")
# the punch stats as the analysts type them from the CompuBox graphic: bout, round, corner, jabs landed, power
# punches landed, total punches thrown: six fields a line
_PUNCH_STATS = ("11 1 red 8 14 57\n11 1 blue 5 11 49\n11 2 red 10 17 63\n11 2 blue 4 9 41\n")
# the bout sheet as the commission's inspector types the results: bout, winning corner, method, round: four fields
_BOUT_SHEET = ("01 blue KO 1\n03 red UD 3\n07 red SD 3\n11 red TKO 2\n")
# the card's running order as the matchmaker sends it: position, bout, red corner's licence, blue corner's: four fields
_RUNNING_ORDER = ("1 01 05502 04410\n2 03 01873 06025\n3 07 04127 03318\n4 11 02291 03764\n")


def eightyfifth_bar_combatjudging_cases() -> list[Case]:
    G = EIGHTYFIFTH_COMBATJUDGING
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="combat_scores", judgements="commission_decisions", runs=_RECS3,
        stem="fighter_rankings", outputs=_OUT, item="fighter", rounded="strike_stats",
        weights="{'judges_scorecards': 2.0, 'punch_stats': 1.0, 'strike_stats': 1.0, 'ratings_points': 0.5}",
        lone_query="R['ratings_points']['division:mma/flyweight'] = "
                   "{'fighter:mma/lightweight/05502': 0.9, 'fighter:mma/welterweight/04410': 0.4}\n",
        trust="judges_scorecards 2\npunch_stats 1\nstrike_stats 1\n",
        trust_dict="{'judges_scorecards': 2, 'punch_stats': 1, 'strike_stats': 1}",
        texts={
            "rrf": ("u85a_rrf_combat_scores",
                    "rankagg.fuse({source: {bout, card, division or year: {fighter: score}}}, method='rrf'): the "
                    "judges' scorecards, the punch stats, the strike stats and the ratings points, six rankings "
                    "('bout:2026-03-14/07'), fighters as 'fighter:mma/lightweight/04127'"),
            "borda": ("u85a_borda_fighter_without_stats",
                      "rankagg.fuse(..., method='borda'): a rescheduled bout's fighter no punch counter covered and "
                      "the ratings have not yet listed, so some sources have no score for them"),
            "combsum": ("u85a_combsum_rounded_strike_stats",
                        "rankagg.fuse(..., method='combsum'): the strike stats as accuracy at one decimal (many "
                        "ties), beside the judges' scorecards and the punch stats"),
            "fuser": ("u85a_weighted_fuser_judges_scorecards",
                      "rankagg.Fuser('rrf', weights=...) per bout and division: the judges' scorecards count 2, as "
                      "they are the official result"),
            "frame": ("u85a_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the analysts' sheet, a "
                      "row per bout, fighter and source"),
            "evaluate": ("u85a_evaluate_commission_decisions",
                         "rankagg.evaluate(fused ranking, the commission's decisions, ['nDCG@5', 'AP', 'P@3']): does "
                         "the fused ranking put the winners first"),
            "lone": ("u85a_flyweight_division_only_ratings",
                     "rankagg.fuse(..., method='rrf'): the flyweight division, no bout of it on this card, only "
                     "the ratings cover, beside bouts every source covers"),
            "cli_rrf": ("u85a_cli_rrf_runs",
                        "rankagg fuse judges_scorecards.run punch_stats.run strike_stats.run --method rrf -o "
                        "fighter_rankings.run: one run per source, bouts, cards and divisions as queries"),
            "cli_borda": ("u85a_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the judges' "
                          "scorecards count double)"),
            "cli_combsum": ("u85a_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four fighters ranked per division"),
            "cli_evaluate": ("u85a_cli_evaluate_commission_decisions_qrels",
                             "rankagg evaluate fighter_rankings.run --qrels commission_decisions.qrels -m "
                             "ndcg_cut.5 -m map: the fused ranking against the commission's decisions (0-2)"),
            "cli_parquet": ("u85a_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o fighter_rankings.parquet: gzipped runs from the "
                            "analysts' scripts, a Parquet table for the team's notebook")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u85a_ufcstats_fight_stats_csv_as_run", "UFC Stats' round-by-round fight stats as a scraper writes them "
         "(EVENT, BOUT, ROUND, FIGHTER, KD, SIG.STR., ... CLINCH, GROUND)", _FIGHT_STATS_NAME, _FIGHT_STATS_CSV,
         "UFC Stats", named_at(_FIGHT_STATS_NAME, _FIGHT_STATS_CSV)),
        ("u85a_ufcstats_fight_results_csv_as_run", "UFC Stats' fight results as a scraper writes them (EVENT, BOUT, "
         "OUTCOME, WEIGHTCLASS, METHOD, ... REFEREE, DETAILS, URL)", _FIGHT_RESULTS_NAME, _FIGHT_RESULTS_CSV,
         "UFC Stats", named_at(_FIGHT_RESULTS_NAME, _FIGHT_RESULTS_CSV)),
        ("u85a_ufcstats_fight_page_html_as_run", "a UFC Stats fight page as saved (b-fight-details__persons, "
         "__person-status W/L, __person-name, the judges' cards)", _FIGHT_PAGE_NAME, _FIGHT_PAGE, "UFC Stats",
         named_at(_FIGHT_PAGE_NAME, _FIGHT_PAGE)),
        ("u85a_espn_scoreboard_json_as_run", "ESPN's UFC scoreboard answer (leagues, season, day, events / "
         "competitions / competitors, athlete, winner)", _ESPN_NAME, _ESPN, "ESPN", f"{_ESPN_NAME}:1"),
        ("u85a_scorecards_pdf_as_run", "the commission's official scorecards as published (PDF: %PDF-1.7, a binary "
         "comment, a FlateDecode stream)", _PDF_NAME, _PDF, "PDF", _PDF_NAME),
        ("u85a_replay_mp4_as_run", "a bout's replay clip from the review station (MP4: ftyp isom, free, mdat)",
         _MP4_NAME, _MP4, "MP4", _MP4_NAME),
        ("u85a_judges_scorecard_as_run", "the judges' scorecards as typed (six fields a line: bout, round, judge, red "
         "points, blue points, the round's corner)", "scorecards_card0314.txt", _SCORECARD, "scorecard",
         "scorecards_card0314.txt:1"),
        ("u85a_punch_stats_as_run", "the punch stats as the analysts type them (six fields a line: bout, round, "
         "corner, jabs landed, power punches landed, total thrown)", "punchstats_bout11.txt", _PUNCH_STATS,
         "punch stats", "punchstats_bout11.txt:1"),
        ("u85a_bout_sheet_as_run", "the bout sheet as the inspector types the results (four fields a line: bout, "
         "winning corner, method, round)", "bout_sheet_0314.txt", _BOUT_SHEET, "bout sheet",
         "bout_sheet_0314.txt:1"),
        ("u85a_running_order_as_run", "the card's running order as the matchmaker sends it (four fields a line: "
         "position, bout, red licence, blue licence)", "running_order_0314.txt", _RUNNING_ORDER, "running order",
         "running_order_0314.txt:1")],
        one_run=("judges_scorecards.run", _ONE_RUN), stem="fighter_rankings",
        text_why="trec_eval refuses a line of other than six fields, and a scorecard's six are a bout, a round, a "
                 "judge, two corners' points and the round's corner, not a run's; the file is the field's own, named "
                 "by what it is (a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a PDF or an MP4 read as lines gives no ranking: named by what it is")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u85a_judges_scorecard_as_qrels", "scorecards_card0314.txt", _SCORECARD, "scorecard"),
        ("u85a_bout_sheet_as_qrels", "bout_sheet_0314.txt", _BOUT_SHEET, "bout sheet"),
        ("u85a_ufcstats_fight_results_csv_as_qrels", _FIGHT_RESULTS_NAME, _FIGHT_RESULTS_CSV, "UFC Stats"),
        ("u85a_ufcstats_fight_stats_csv_as_qrels", _FIGHT_STATS_NAME, _FIGHT_STATS_CSV, "UFC Stats")],
        one_run=("judges_scorecards.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u85a_out_scorecards_pdf", "2026-03-14_official_scorecards.pdf", "the commission's scorecards PDF"),
        ("u85a_out_replay_mp4", "bout07_round3_replay.mp4", "a bout's replay clip (MP4)"),
        ("u85a_out_ufc_fight_stats_csv", "ufc_fight_stats.csv", "the UFC Stats scraper's fight stats CSV"),
        ("u85a_out_espn_scoreboard_json", "espn_ufc_scoreboard.json", "a saved ESPN scoreboard answer (JSON)")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=85"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u85a_api_espn_scoreboard_dict",
            "rankagg.fuse(json.load(espn_ufc_scoreboard.json)): ESPN's UFC scoreboard answer, loaded in Python, "
            "given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('r.json', encoding='utf-8')), method='rrf')\n",
            "ESPN", why="a run maps a query to {document: score}; a scoreboard answer is a day's events (the leagues, "
            "the season, each event's bouts and their two competitors, who won)",
            files={"r.json": _ESPN}),
        bad("u85a_api_ufcstats_fight_stats_frame",
            "rankagg.fuse(pd.read_csv(ufc_fight_stats.csv)): UFC Stats' round-by-round fight stats (EVENT, BOUT, "
            "ROUND, FIGHTER, KD, SIG.STR., ...) given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('r.csv'), method='borda')\n",
            "UFC Stats", why="a table of runs has qid, docid, run and score columns; UFC Stats' fight stats have a "
            "fighter and round a row (the event, the bout, knockdowns and strikes as 'landed of attempted')",
            files={"r.csv": _FIGHT_STATS_CSV}),
    ]
    return cases
