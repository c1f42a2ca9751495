"""Issue 45's fifty-second bar of scripts/reliability_matrix.py, a county cricket club's analysts and a league's
player-ratings panel ranking batters, bowlers and teams per match, series and season across scoring software and
data feeds (its cases, ids ``u52a_``, registered in its ``cases()``); the mechanics
(:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.  (Written by a persona session,
before any of its recognisers existed.)

The team's day: each match, series or season (``match:blast-2024/dur-v-yor``) is a query and each batter, bowler or
team a document (``bat:az-lees/durham``, ``bowl:ba-raine/durham``, ``team:yorkshire``); the runs are the ball-tracking
model's expected runs and wickets, the scorers' figures (runs, strike rates, economy), the player-of-the-match votes
and the ratings panel's ICC-style ratings, scores in [0, 1] at four decimals.  They are fused with RRF, Borda and
CombSUM, weighted by each source's record, and judged against the panel's end-of-season review (2 match-winner,
1 useful, 0 no impact).  The mistakes and odd files: the field's own files given where runs or qrels are read
(Cricsheet's ball-by-ball JSON, YAML and XML, its "Ashwin" CSV pair (the deliveries and the ``_info`` file), its people
register and its zipped downloads, a Play-Cricket match detail, scorecards as HTML and PDF, a scorebook typed as
text and a bowling analysis (O M R W Econ), whose lines happen to pass for TREC lines, the ICC ratings typed as
text), and outputs named for the field's files.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import io
import json
import zipfile

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

FIFTYSECOND_CRICKET = ("45 Unseen inputs: a fifty-second bar, a county cricket club's analysts and a league's "
                       "player-ratings panel ranking batters, bowlers and teams per match, series and season "
                       "(Cricsheet JSON, YAML, XML, Ashwin CSV and people register, Play-Cricket, HTML and PDF "
                       "scorecards, typed scorebooks and bowling analyses, ICC ratings)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['ball_tracking', 'scorers', 'pom_votes', 'ratings_panel'],
    items=['bat:az-lees/durham', 'bowl:ba-raine/durham', 'bat:a-lyth/yorkshire', 'bowl:md-fisher/yorkshire',
           'team:durham', 'bat:g-clark/durham', 'team:yorkshire', 'bowl:ms-crane/durham'],
    queries=['match:blast-2024/dur-v-yor', 'match:cc-div1-2024/dur-v-sur', 'series:blast-2024/north-group',
             'series:cc-div1-2024/rounds-1-7', 'season:2024/first-class', 'season:2024/one-day-cup'],
    suffix='/dls-revised', generator='ratings', judgements='season_review') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "ratings", "ratings.run")

_RECS3 = ["ball_tracking", "scorers", "pom_votes"]
_OUT = ("ratings.run",)
_ONE_RUN = ("match:blast-2024/dur-v-yor Q0 bowl:ba-raine/durham 1 0.88 pom_votes\nmatch:blast-2024/dur-v-yor Q0 "
            "bat:az-lees/durham 2 0.71 pom_votes\n")

# --- the team's files, as Cricsheet, Play-Cricket, the scorers and the websites write them (a few lines) -----------
# Cricsheet's JSON (data version 1.1.0: meta, info, innings of overs of deliveries), indented as its downloads are
_CRICSHEET_JSON = json.dumps({
    "meta": {"data_version": "1.1.0", "created": "2024-06-04", "revision": 1},
    "info": {"balls_per_over": 6, "city": "Chester-le-Street", "dates": ["2024-06-02"],
             "event": {"name": "Vitality Blast", "group": "North Group"}, "gender": "male", "match_type": "T20",
             "officials": {"umpires": ["NGB Cook", "RJ Warren"]},
             "outcome": {"winner": "Durham", "by": {"runs": 12}}, "overs": 20, "player_of_match": ["BA Raine"],
             "players": {"Durham": ["AZ Lees", "G Clark", "BA Raine"], "Yorkshire": ["A Lyth", "MD Fisher"]},
             "registry": {"people": {"AZ Lees": "3d284ca3", "G Clark": "1c1e1ae2", "BA Raine": "9a4bdb4e",
                                     "A Lyth": "65e9e1ea", "MD Fisher": "b9b1e6e5"}},
             "season": "2024", "team_type": "club", "teams": ["Durham", "Yorkshire"],
             "toss": {"decision": "field", "winner": "Yorkshire"}, "venue": "Riverside Ground, Chester-le-Street"},
    "innings": [{"team": "Durham", "overs": [{"over": 0, "deliveries": [
        {"batter": "AZ Lees", "bowler": "MD Fisher", "non_striker": "G Clark",
         "runs": {"batter": 0, "extras": 0, "total": 0}},
        {"batter": "AZ Lees", "bowler": "MD Fisher", "non_striker": "G Clark",
         "runs": {"batter": 4, "extras": 0, "total": 4}}]}]}]}, indent=2) + "\n"
# Cricsheet's YAML (the older data version 0.92: meta, info, innings as '1st innings' with deliveries keyed 0.1, ...)
_CRICSHEET_YAML = ("meta:\n  data_version: 0.92\n  created: 2019-06-04\n  revision: 1\ninfo:\n"
                   "  city: Chester-le-Street\n  competition: Vitality Blast\n  dates:\n  - 2019-06-02\n"
                   "  gender: male\n  match_type: T20\n"
                   "  outcome:\n    by:\n      runs: 12\n    winner: Durham\n  overs: 20\n  player_of_match:\n"
                   "  - BA Raine\n  teams:\n  - Durham\n  - Yorkshire\n  toss:\n    decision: field\n"
                   "    winner: Yorkshire\n  venue: Riverside Ground\ninnings:\n- 1st innings:\n    team: Durham\n"
                   "    deliveries:\n    - 0.1:\n        batsman: AZ Lees\n        bowler: MD Fisher\n"
                   "        non_striker: G Clark\n        runs:\n          batsman: 0\n          extras: 0\n"
                   "          total: 0\n")
# Cricsheet's XML (cricsheet-xml: a <cricsheet> root with meta, info and innings of deliveries)
_CRICSHEET_XML = ('<?xml version="1.0" encoding="UTF-8"?>\n<cricsheet>\n  <meta>\n'
                  '    <data_version>0.92</data_version>\n    <created>2024-06-04</created>\n'
                  '    <revision>1</revision>\n  </meta>\n  <info>\n'
                  '    <balls_per_over>6</balls_per_over>\n    <city>Chester-le-Street</city>\n'
                  '    <dates>\n      <date>2024-06-02</date>\n    </dates>\n    <gender>male</gender>\n'
                  '    <match_type>T20</match_type>\n    <teams>\n      <team>Durham</team>\n'
                  '      <team>Yorkshire</team>\n    </teams>\n    <venue>Riverside Ground</venue>\n  </info>\n'
                  '  <innings>\n    <inning>\n      <inningsNumber>1</inningsNumber>\n      <team>Durham</team>\n'
                  '      <deliveries>\n        <delivery>\n          <over>0</over>\n          <ball>1</ball>\n'
                  '          <batsman>AZ Lees</batsman>\n          <bowler>MD Fisher</bowler>\n'
                  '          <non_striker>G Clark</non_striker>\n          <runs>\n            <batsman>0</batsman>\n'
                  '            <extras>0</extras>\n            <total>0</total>\n          </runs>\n'
                  '        </delivery>\n      </deliveries>\n    </inning>\n  </innings>\n</cricsheet>\n')
# Cricsheet's "Ashwin" CSV: a match's deliveries (22 columns) and its _info file ('version', then 'info' lines)
_ASHWIN_HEADER = ("match_id,season,start_date,venue,innings,ball,batting_team,bowling_team,striker,non_striker,bowler,"
                  "runs_off_bat,extras,wides,noballs,byes,legbyes,penalty,wicket_type,player_dismissed,"
                  "other_wicket_type,other_player_dismissed")
_ASHWIN = (_ASHWIN_HEADER + "\n"
           "1434256,2024,2024-06-02,\"Riverside Ground, Chester-le-Street\",1,0.1,Durham,Yorkshire,AZ Lees,G Clark,"
           "MD Fisher,0,0,,,,,,,,,\n"
           "1434256,2024,2024-06-02,\"Riverside Ground, Chester-le-Street\",1,0.2,Durham,Yorkshire,AZ Lees,G Clark,"
           "MD Fisher,4,0,,,,,,,,,\n"
           "1434256,2024,2024-06-02,\"Riverside Ground, Chester-le-Street\",1,0.3,Durham,Yorkshire,AZ Lees,G Clark,"
           "MD Fisher,0,1,1,,,,,,,,\n"
           "1434256,2024,2024-06-02,\"Riverside Ground, Chester-le-Street\",1,0.4,Durham,Yorkshire,AZ Lees,G Clark,"
           "MD Fisher,0,0,,,,,,caught,AZ Lees,,\n")
_ASHWIN_INFO = ("version,2.2.0\ninfo,balls_per_over,6\ninfo,team,Durham\ninfo,team,Yorkshire\ninfo,gender,male\n"
                "info,season,2024\ninfo,date,2024/06/02\ninfo,event,Vitality Blast\n"
                "info,venue,\"Riverside Ground, Chester-le-Street\"\ninfo,city,Chester-le-Street\n"
                "info,toss_winner,Yorkshire\ninfo,toss_decision,field\ninfo,player_of_match,BA Raine\n"
                "info,umpire,NGB Cook\ninfo,umpire,RJ Warren\ninfo,winner,Durham\ninfo,winner_runs,12\n"
                "info,player,Durham,AZ Lees\ninfo,player,Durham,G Clark\ninfo,player,Yorkshire,A Lyth\n"
                "info,registry,people,AZ Lees,3d284ca3\ninfo,registry,people,A Lyth,65e9e1ea\n")
# Cricsheet's people register (people.csv): a person's identifier, names and keys on other sites
_PEOPLE = ("identifier,name,unique_name,key_bcci,key_bcci_2,key_bigbash,key_cricbuzz,key_cricheroes,key_crichq,"
           "key_cricinfo,key_cricinfo_2,key_cricinfo_3,key_cricingif,key_cricketarchive,key_cricketarchive_2,"
           "key_cricketworld,key_nvplay,key_nvplay_2,key_opta,key_opta_2,key_pulse,key_pulse_2\n"
           "3d284ca3,AZ Lees,AZ Lees,,,,9726,,,501798,,,,,,,,,,,,\n"
           "9a4bdb4e,BA Raine,BA Raine,,,,10183,,,462009,,,,,,,,,,,,\n"
           "65e9e1ea,A Lyth,A Lyth,,,,8965,,,11900,,,,,,,,,,,,\n")


def _zip() -> bytes:
    """A Cricsheet download (ntb_male_json.zip): its README.txt and a match's JSON, deflated, dated as built."""
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
        for name, text in (("README.txt", "This zip archive contains data files from Cricsheet in JSON format.\n"),
                           ("1434256.json", _CRICSHEET_JSON)):
            z.writestr(zipfile.ZipInfo(name, date_time=(2024, 6, 4, 0, 0, 0)), text)
    return buf.getvalue()


_CRICSHEET_ZIP = _zip()
# a scorecard PDF as the club's printer driver writes it ('%PDF-1.7', a binary comment, a catalogue)
_PDF = (b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n"
        b"2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n"
        b"3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>\nendobj\n"
        b"4 0 obj\n<< /Title (Durham v Yorkshire - Vitality Blast - Scorecard) /Producer (Skia/PDF m124) >>\nendobj\n"
        b"trailer\n<< /Size 5 /Root 1 0 R /Info 4 0 R >>\n%%EOF\n")
# a scorecard saved from the match-centre web page
_HTML = ('<!DOCTYPE html>\n<html lang="en-GB">\n<head>\n<meta charset="utf-8">\n'
         '<title>Durham v Yorkshire, Vitality Blast 2024 - Full Scorecard</title>\n</head>\n<body>\n'
         '<table class="scorecard">\n<thead><tr><th>Batter</th><th></th><th>R</th><th>B</th><th>4s</th><th>6s</th>'
         '<th>SR</th></tr></thead>\n<tbody>\n<tr><td>AZ Lees</td><td>c Lyth b Fisher</td><td>34</td><td>27</td>'
         '<td>4</td><td>1</td><td>125.93</td></tr>\n</tbody>\n</table>\n</body>\n</html>\n')
# Play-Cricket's API v2 match detail (match_details: the match, its innings with bat, fow and bowl)
_PLAY_CRICKET = json.dumps({"match_details": [{
    "id": 6283412, "status": "New", "published": "Yes", "last_updated": "03/06/2024",
    "league_name": "Second XI Championship", "competition_name": "Second XI Trophy", "match_type": "Limited Overs",
    "match_date": "02/06/2024", "ground_name": "Riverside Ground", "home_team_name": "Second XI",
    "home_club_name": "Durham CCC", "away_team_name": "Second XI", "away_club_name": "Yorkshire CCC",
    "toss": "Yorkshire CCC - Second XI won the toss and elected to field", "batted_first": "41207", "result": "W",
    "result_description": "Durham CCC - Second XI - Won", "result_applied_to": "41207",
    "innings": [{"team_batting_name": "Durham CCC - Second XI", "team_batting_id": "41207", "innings_number": 1,
                 "extra_byes": "1", "extra_leg_byes": "2", "extra_wides": "5", "extra_no_balls": "1",
                 "total_extras": "9", "runs": "186", "wickets": "6", "overs": "20", "declared": False,
                 "bat": [{"position": "1", "batsman_name": "Alex Lees", "batsman_id": "1174631", "how_out": "ct",
                          "fielder_name": "Adam Lyth", "bowler_name": "Matthew Fisher", "runs": "34", "fours": "4",
                          "sixes": "1", "balls": "27"}],
                 "fow": [{"runs": "51", "wickets": 1, "batsman_out_name": "Alex Lees"}],
                 "bowl": [{"bowler_name": "Matthew Fisher", "bowler_id": "1174702", "overs": "4", "maidens": "0",
                           "runs": "31", "wides": "1", "wickets": "2", "no_balls": "0"}]}]}]}) + "\n"
# the scorer's ball-by-ball book typed as text: ball, bowler, batter, runs off the bat, extras, how out ('-' none):
# six fields a line, the fifth a number
_SCOREBOOK = ("ball bowler batter runs extras out\n0.1 Fisher Lees 0 0 -\n0.2 Fisher Lees 4 0 -\n"
              "0.3 Fisher Lees 0 1 -\n0.4 Fisher Lees 0 0 ct\n0.5 Fisher Clark 1 0 -\n")
# a bowling analysis typed from the scorecard: bowler, overs, maidens, runs, wickets, economy (six fields a line)
_BOWLING = ("Bowler O M R W Econ\nRaine 4 0 24 3 6.00\nPotts 4 0 31 2 7.75\nCarse 4 0 38 1 9.50\n"
            "Crane 4 0 29 0 7.25\n")
# the ICC men's Test batting ratings typed from the website's table: position, player, team, rating (four fields)
_ICC = "Pos Player Team Rating\n1 Root ENG 899\n2 Williamson NZ 859\n3 Brook ENG 854\n4 Smith AUS 813\n"


def fiftysecond_bar_cricket_cases() -> list[Case]:
    G = FIFTYSECOND_CRICKET
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="ratings", judgements="season_review", runs=_RECS3, stem="ratings", outputs=_OUT,
        item="batter, bowler or team", rounded="scorers",
        weights="{'ball_tracking': 2.0, 'scorers': 1.0, 'pom_votes': 0.5, 'ratings_panel': 1.5}",
        lone_query="R['ratings_panel']['season:2024/womens-county-t20'] = {'bat:e-threlkeld/lancashire': 0.9, "
                   "'bowl:k-bryce/durham': 0.4}\n",
        trust="ball_tracking 2\nscorers 1\npom_votes 0.5\n",
        trust_dict="{'ball_tracking': 2, 'scorers': 1, 'pom_votes': 0.5}",
        texts={
            "rrf": ("u52a_rrf_sources",
                    "rankagg.fuse({source: {match/series/season: {player or team: score}}}, method='rrf'): four "
                    "sources, six queries ('match:blast-2024/dur-v-yor'), players as 'bat:az-lees/durham'"),
            "borda": ("u52a_borda_did_not_bat",
                      "rankagg.fuse(..., method='borda'): the ball-tracking model has no score for a player who did "
                      "not bat or bowl (no deliveries tracked)"),
            "combsum": ("u52a_combsum_rounded_scorers",
                        "rankagg.fuse(..., method='combsum'): the scorers' figures at one decimal (many ties) beside "
                        "the others"),
            "fuser": ("u52a_weighted_fuser_record",
                      "rankagg.Fuser('rrf', weights=...) per match: ball-tracking counts 2, the player-of-the-match "
                      "votes 0.5"),
            "frame": ("u52a_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the panel's sheet, a row "
                      "per match, player or team and source"),
            "evaluate": ("u52a_evaluate_season_review",
                         "rankagg.evaluate(fused ranking, the panel's season review, ['nDCG@5', 'AP', 'P@3']): does "
                         "the fused ranking put the match-winners first"),
            "lone": ("u52a_one_source_season",
                     "rankagg.fuse(..., method='rrf'): a season only the ratings panel ranked (the women's county "
                     "T20, no ball-tracking, no votes) beside queries every source covers"),
            "cli_rrf": ("u52a_cli_rrf_runs",
                        "rankagg fuse ball_tracking.run scorers.run pom_votes.run --method rrf -o ratings.run: one "
                        "run per source, matches, series and seasons as queries"),
            "cli_borda": ("u52a_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: ball-tracking "
                          "counts double)"),
            "cli_combsum": ("u52a_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four players the panel shortlists "
                            "per match"),
            "cli_evaluate": ("u52a_cli_evaluate_season_review_qrels",
                             "rankagg evaluate ratings.run --qrels season_review.qrels -m ndcg_cut.5 -m map: the "
                             "fused ranking against the panel's season review (0-2)"),
            "cli_parquet": ("u52a_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o ratings.parquet: gzipped runs from the nightly "
                            "feed jobs, a Parquet table for the club's dashboard")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u52a_cricsheet_json_as_run", "a Cricsheet match in JSON (meta with data_version 1.1.0, info, innings of "
         "overs and deliveries)", "1434256.json", _CRICSHEET_JSON, "Cricsheet", "1434256.json:1"),
        ("u52a_cricsheet_yaml_as_run", "a Cricsheet match in YAML (meta: data_version 0.92, info:, innings: "
         "'1st innings' with deliveries)", "1434256.yaml", _CRICSHEET_YAML, "Cricsheet", "1434256.yaml:1"),
        ("u52a_ashwin_csv_as_run", "a Cricsheet \"Ashwin\" CSV of deliveries (match_id, season, start_date, venue, "
         "innings, ball, ...)", "1434256.csv", _ASHWIN, "Cricsheet", "1434256.csv:1"),
        ("u52a_cricsheet_xml_as_run", "a Cricsheet match in XML (a <cricsheet> root: meta, info, innings of "
         "deliveries)", "1434256.xml", _CRICSHEET_XML, "Cricsheet", "1434256.xml:2"),
        ("u52a_play_cricket_as_run", "a Play-Cricket match detail (match_details with innings of bat, fow and bowl)",
         "match_detail_6283412.json", _PLAY_CRICKET, "Play-Cricket", "match_detail_6283412.json:1"),
        ("u52a_html_scorecard_as_run", "a scorecard saved from the match centre as HTML (<!DOCTYPE html>, a "
         "scorecard table)", "dur-v-yor-scorecard.html", _HTML, "HTML", "dur-v-yor-scorecard.html:1"),
        ("u52a_pdf_scorecard_as_run", "a scorecard printed to PDF ('%PDF-1.7')", "dur-v-yor-scorecard.pdf", _PDF,
         "PDF", "dur-v-yor-scorecard.pdf"),
        ("u52a_cricsheet_zip_as_run", "a Cricsheet download (a ZIP archive of README.txt and the matches' JSON)",
         "ntb_male_json.zip", _CRICSHEET_ZIP, "ZIP", "ntb_male_json.zip"),
        ("u52a_scorebook_as_run", "the scorer's book typed as text (six fields a line: ball, bowler, batter, runs, "
         "extras, how out)", "scorebook_dur-v-yor.txt", _SCOREBOOK, "scorebook", "scorebook_dur-v-yor.txt:1"),
        ("u52a_bowling_analysis_as_run", "a bowling analysis typed from the scorecard (six fields a line: Bowler O M "
         "R W Econ)", "bowling_dur-v-yor.txt", _BOWLING, "bowling", "bowling_dur-v-yor.txt:1")],
        one_run=("pom_votes.run", _ONE_RUN), stem="ratings",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a PDF or a ZIP archive read as lines gives no ranking: named by its magic "
                   "bytes")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u52a_icc_ratings_as_qrels", "icc_test_batting_ratings.txt", _ICC, "ICC"),
        ("u52a_people_register_as_qrels", "people.csv", _PEOPLE, "Cricsheet"),
        ("u52a_ashwin_info_as_qrels", "1434256_info.csv", _ASHWIN_INFO, "Cricsheet"),
        ("u52a_bowling_analysis_as_qrels", "bowling_dur-v-yor.txt", _BOWLING, "bowling")],
        one_run=("pom_votes.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u52a_out_yaml", "ratings.yaml", "a Cricsheet YAML match"),
        ("u52a_out_json", "ratings.json", "a Cricsheet JSON match"),
        ("u52a_out_pdf", "ratings.pdf", "a scorecard PDF"),
        ("u52a_out_html", "ratings.html", "an HTML scorecard")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=32"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u52a_api_play_cricket_dict",
            "rankagg.fuse(json.load(match_detail_6283412.json)): a Play-Cricket match detail loaded in Python given "
            "as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('m.json')), method='rrf')\n",
            "Play-Cricket", why="a run maps a query to {document: score}; Play-Cricket's 'match_details' is a list of "
            "matches and 'runs' text", files={"m.json": _PLAY_CRICKET}),
        bad("u52a_api_ashwin_frame",
            "rankagg.fuse(pd.read_csv(1434256.csv)): a Cricsheet \"Ashwin\" CSV of deliveries given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('b.csv'), method='borda')\n",
            "Cricsheet", why="a table of runs has qid, docid, run and score columns; Cricsheet's has a delivery per "
            "row", files={"b.csv": _ASHWIN}),
    ]
    return cases
