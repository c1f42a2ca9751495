"""Issue 45's fifty-first bar of scripts/reliability_matrix.py, a Warhammer and miniatures tournament organiser and a
national rankings team ranking players and army lists per round, event and season across army builders and
tournament software (its cases, ids ``u51b_``, registered in its ``cases()``); the mechanics
(:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.  (Written by a persona session,
before any of its recognisers existed.)

The team's day: each event round or season table (``gt:london-2026/r3``, ``season:uk-itc-2026/necrons``) is a query
and each player or army list a document (``player:a-okafor/necrons``, ``list:necrons/awakened-dynasty@2000``); the
runs are the battle points, strength of schedule, ITC/WTC ranking points and the painting and sportsmanship
judges' scores, in [0, 1] at four decimals.  They are fused with RRF, Borda and CombSUM, weighted by how much the
rankings committee trusts each, and judged against the final placings (2 top tables, 1 a winning record, 0 the
rest).  The mistakes and odd files: the field's own files given where runs or qrels are read (a BattleScribe roster
.ros and its zipped .rosz, a BattleScribe catalogue .cat and game system .gst, a New Recruit JSON export, Best
Coast Pairings placings as its API gives them and as a CSV with BCP's field names, a Tabletop Simulator save, the
round results and the season standings typed as text), the painting judges' sheet given as the judgements, and
outputs named for BattleScribe's files.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import io
import zipfile

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

FIFTYFIRST_WARGAMING = ("45 Unseen inputs: a fifty-first bar, a Warhammer tournament organiser and a national "
                        "rankings team ranking players and army lists per round, event and season (BattleScribe "
                        ".ros/.rosz/.cat/.gst, New Recruit JSON, Best Coast Pairings, Tabletop Simulator saves, "
                        "results and standings typed as text)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['battle_points', 'strength_of_schedule', 'itc_points', 'painting_sports'],
    items=['player:a-okafor/necrons', 'player:j-lindqvist/aeldari', 'list:necrons/awakened-dynasty@2000',
           'player:m-reyes/space-marines', 'list:aeldari/aspect-host@2000', 'player:s-chen/tau-empire',
           'list:tau-empire/kauyon@2000', 'player:d-byrne/orks'],
    queries=['gt:london-2026/r1', 'gt:london-2026/r3', 'gt:london-2026/final', 'season:uk-itc-2026/overall',
             'season:uk-itc-2026/necrons', 'wtc:2026/team-england'],
    suffix='/reserves', generator='standings', judgements='final_placings') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "standings", "standings.run")

_RECS3 = ["battle_points", "strength_of_schedule", "itc_points"]
_OUT = ("standings.run",)
_ONE_RUN = ("gt:london-2026/r3 Q0 player:a-okafor/necrons 1 0.94 itc_points\ngt:london-2026/r3 Q0 "
            "player:j-lindqvist/aeldari 2 0.81 itc_points\n")
# the team's files, as the army builders, pairing apps and simulators write them (a few lines)
# a BattleScribe roster (.ros): the rosterSchema namespace, costs, cost limits, forces and selections
_ROS = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
        '<roster id="7c1e-4a2b-9f30-d815" name="Okafor - London GT" battleScribeVersion="2.03" '
        'gameSystemId="sys-352e-adc2-7639-d6a9" gameSystemName="Warhammer 40,000 10th Edition" '
        'gameSystemRevision="14" xmlns="http://www.battlescribe.net/schema/rosterSchema">\n'
        '  <costs>\n    <cost name="pts" typeId="51b2-306e-1021-d207" value="1995.0"/>\n  </costs>\n'
        '  <costLimits>\n    <costLimit name="pts" typeId="51b2-306e-1021-d207" value="2000.0"/>\n  </costLimits>\n'
        '  <forces>\n    <force id="a1f0-3c2d-77e4-0b19" name="Army Roster" entryId="f1c3-0af7-6d2b-58ee" '
        'catalogueId="b0ae-12a5-0c84-ea45" catalogueRevision="21" catalogueName="Xenos - Necrons">\n'
        '      <selections>\n        <selection id="5d0e-91b2-c4a7-2f63" name="Overlord" entryId="9e2b-1f4c-a3d7-'
        '60b8" number="1" type="model">\n          <costs>\n            <cost name="pts" typeId="51b2-306e-1021-'
        'd207" value="85.0"/>\n          </costs>\n        </selection>\n      </selections>\n    </force>\n'
        '  </forces>\n</roster>\n')


def _rosz() -> bytes:
    """A zipped roster (.rosz): a ZIP archive (local file header 'PK\\x03\\x04') holding the one .ros."""
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr(zipfile.ZipInfo("Okafor - London GT.ros", date_time=(2026, 11, 20, 21, 14, 2)), _ROS)
    return buf.getvalue()


_ROSZ = _rosz()
# a BattleScribe catalogue (.cat) of the BSData repository: the catalogueSchema namespace
_CAT = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
        '<catalogue id="b0ae-12a5-0c84-ea45" name="Xenos - Necrons" revision="21" battleScribeVersion="2.03" '
        'authorName="BSData" library="false" gameSystemId="sys-352e-adc2-7639-d6a9" gameSystemRevision="14" '
        'xmlns="http://www.battlescribe.net/schema/catalogueSchema">\n'
        '  <categoryEntries>\n    <categoryEntry id="2c7e-98b1-4d05-f3a6" name="Faction: Necrons" hidden="false"/>\n'
        '  </categoryEntries>\n  <selectionEntries>\n    <selectionEntry type="model" import="true" name="Overlord" '
        'hidden="false" id="9e2b-1f4c-a3d7-60b8">\n      <costs>\n        <cost name="pts" '
        'typeId="51b2-306e-1021-d207" value="85"/>\n      </costs>\n    </selectionEntry>\n'
        '  </selectionEntries>\n</catalogue>\n')
# a BattleScribe game system (.gst): the gameSystemSchema namespace, cost types, profile types
_GST = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
        '<gameSystem id="sys-352e-adc2-7639-d6a9" name="Warhammer 40,000 10th Edition" revision="14" '
        'battleScribeVersion="2.03" authorName="BSData" xmlns="http://www.battlescribe.net/schema/gameSystemSchema">\n'
        '  <costTypes>\n    <costType id="51b2-306e-1021-d207" name="pts" defaultCostLimit="-1" hidden="false"/>\n'
        '  </costTypes>\n  <profileTypes>\n    <profileType id="c547-1836-d8a-ff4f" name="Unit">\n'
        '      <characteristicTypes>\n        <characteristicType id="e703-ecb6-5ce7-aec1" name="M"/>\n'
        '        <characteristicType id="d29d-cf75-fc2d-34a4" name="T"/>\n      </characteristicTypes>\n'
        '    </profileType>\n  </profileTypes>\n</gameSystem>\n')
# a New Recruit JSON export: the BattleScribe roster schema as JSON under 'roster'
_NEW_RECRUIT = ('{"roster": {"id": "7c1e-4a2b-9f30-d815", "name": "Okafor - London GT", "battleScribeVersion": '
                '"2.03", "generatedBy": "https://newrecruit.eu", "gameSystemId": "sys-352e-adc2-7639-d6a9", '
                '"gameSystemName": "Warhammer 40,000 10th Edition", "gameSystemRevision": 14, "costs": [{"name": '
                '"pts", "typeId": "51b2-306e-1021-d207", "value": 1995}], "costLimits": [{"name": "pts", "typeId": '
                '"51b2-306e-1021-d207", "value": 2000}], "forces": [{"id": "a1f0-3c2d-77e4-0b19", "name": "Army '
                'Roster", "entryId": "f1c3-0af7-6d2b-58ee", "catalogueId": "b0ae-12a5-0c84-ea45", '
                '"catalogueRevision": "21", "catalogueName": "Xenos - Necrons", "selections": [{"id": '
                '"5d0e-91b2-c4a7-2f63", "name": "Overlord", "entryId": "9e2b-1f4c-a3d7-60b8", "number": 1, "type": '
                '"model", "costs": [{"name": "pts", "typeId": "51b2-306e-1021-d207", "value": 85}]}]}]}}\n')
# Best Coast Pairings placings as its API gives them (players keyed by placing: battlePoints, numWins, SoS, army)
_BCP = ('{"1": {"firstName": "Ade", "lastName": "Okafor", "checkedIn": true, "dropped": false, "listStatus": "passed", '
        '"numWins": 5, "battlePoints": 468, "FFGBattlePointsSoS": 71.2, "numWinsSoS": 3.2, "marginOfVictory": 212, '
        '"WHArmyPoints": 0, "eventId": "qy1Auy1ATu", "army": {"name": "Necrons", "objectId": "20YaAc7wrp"}}, '
        '"2": {"firstName": "Johan", "lastName": "Lindqvist", "checkedIn": true, "dropped": false, "listStatus": '
        '"passed", "numWins": 4, "battlePoints": 431, "FFGBattlePointsSoS": 69.8, "numWinsSoS": 3.0, '
        '"marginOfVictory": 150, "WHArmyPoints": 0, "eventId": "qy1Auy1ATu", "army": {"name": "Aeldari", '
        '"objectId": "4kQ2Zp9mXe"}}}\n')
# the same placings written as CSV under BCP's field names
_BCP_CSV = ("placing,firstName,lastName,army,numWins,battlePoints,FFGBattlePointsSoS,marginOfVictory\n"
            "1,Ade,Okafor,Necrons,5,468,71.2,212\n2,Johan,Lindqvist,Aeldari,4,431,69.8,150\n"
            "3,Maria,Reyes,Space Marines,4,402,66.1,98\n")
# a Tabletop Simulator save (JSON: SaveName, EpochTime, Date, VersionNumber, ..., ObjectStates)
_TTS = ('{"SaveName": "London GT R3 Table 4 - Necrons v Aeldari", "EpochTime": 1795300000, "Date": "11/20/2026 '
        '9:14:02 PM", "VersionNumber": "v13.2.2", "GameMode": "Warhammer 40,000", "GameType": "", "Gravity": 0.5, '
        '"PlayArea": 0.5, "Table": "Table_Custom", "Sky": "Sky_Museum", "Note": "R3 Take and Hold", "Rules": "", '
        '"XmlUI": "", "LuaScript": "", "ObjectStates": [{"GUID": "a3f2c1", "Name": "Custom_Model", "Transform": '
        '{"posX": -6.1, "posY": 1.02, "posZ": 0.43, "rotX": 0.0, "rotY": 180.0, "rotZ": 0.0, "scaleX": 1.0, '
        '"scaleY": 1.0, "scaleZ": 1.0}, "Nickname": "Overlord", "Description": "M 5\\" T 4 Sv 3+ W 4"}]}\n')
# the round results the organiser types: round, table, player, battle points, opponent's, opponent (six fields)
_RESULTS = ("round table player bp opp_bp opponent\n1 4 A.Okafor 78 42 J.Lindqvist\n1 5 M.Reyes 61 55 S.Chen\n"
            "1 6 D.Byrne 33 80 K.Novak\n")
# the season standings the rankings team types: rank, player, faction, wins, battle points, SoS (six fields)
_STANDINGS = ("rank player faction wins bp sos\n1 A.Okafor Necrons 5 468 0.712\n2 J.Lindqvist Aeldari 4 431 0.698\n"
              "3 M.Reyes Space-Marines 4 402 0.661\n")
# the painting and sportsmanship judges' sheet: player, painting score, sportsmanship, favourite-opponent votes
_PAINTING = ("player painting sportsmanship votes\nA.Okafor 27 18 3\nJ.Lindqvist 31 20 5\nM.Reyes 22 19 1\n")


def fiftyfirst_bar_wargaming_cases() -> list[Case]:
    G = FIFTYFIRST_WARGAMING
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="standings", judgements="final_placings", runs=_RECS3, stem="standings", outputs=_OUT,
        item="player or army list", rounded="strength_of_schedule",
        weights="{'battle_points': 1.0, 'strength_of_schedule': 0.5, 'itc_points': 2.0, 'painting_sports': 0.25}",
        lone_query="R['itc_points']['gt:cardiff-rtt-2026/r1'] = {'player:r-evans/death-guard': 0.9, "
                   "'player:t-hughes/custodes': 0.4}\n",
        trust="itc_points 2\nbattle_points 1\nstrength_of_schedule 0.5\n",
        trust_dict="{'itc_points': 2, 'battle_points': 1, 'strength_of_schedule': 0.5}",
        texts={
            "rrf": ("u51b_rrf_rankings",
                    "rankagg.fuse({ranking: {event round or season: {player or list: score}}}, method='rrf'): four "
                    "rankings, six rounds and seasons ('gt:london-2026/r3'), players as 'player:a-okafor/necrons'"),
            "borda": ("u51b_borda_dropped_players",
                      "rankagg.fuse(..., method='borda'): battle points missing for the players who dropped after "
                      "round 2"),
            "combsum": ("u51b_combsum_rounded_sos",
                        "rankagg.fuse(..., method='combsum'): strength of schedule at one decimal (many ties) beside "
                        "the others"),
            "fuser": ("u51b_weighted_fuser_committee",
                      "rankagg.Fuser('rrf', weights=...) per event: ITC points count 2, strength of schedule 0.5, "
                      "painting and sportsmanship 0.25"),
            "frame": ("u51b_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the rankings team's sheet, a "
                      "row per round, player or list and ranking"),
            "evaluate": ("u51b_evaluate_final_placings",
                         "rankagg.evaluate(fused ranking, the final placings, ['nDCG@5', 'AP', 'P@3']): does the "
                         "fused ranking put the top tables first"),
            "lone": ("u51b_one_ranking_rtt",
                     "rankagg.fuse(..., method='rrf'): a one-day RTT only the ITC points rank (Cardiff, no BCP "
                     "battle points uploaded) beside events every ranking covers"),
            "cli_rrf": ("u51b_cli_rrf_runs",
                        "rankagg fuse battle_points.run strength_of_schedule.run itc_points.run --method rrf -o "
                        "standings.run: one run per ranking, rounds and seasons as queries"),
            "cli_borda": ("u51b_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: ITC points count "
                          "double)"),
            "cli_combsum": ("u51b_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four players or lists on the top "
                            "tables"),
            "cli_evaluate": ("u51b_cli_evaluate_final_placings_qrels",
                             "rankagg evaluate standings.run --qrels final_placings.qrels -m ndcg_cut.5 -m map: the "
                             "fused ranking against the final placings (0-2)"),
            "cli_parquet": ("u51b_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o standings.parquet: gzipped runs from the rankings "
                            "server, a Parquet table for the season leaderboard")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u51b_battlescribe_ros_as_run", "a BattleScribe roster (.ros: roster in the rosterSchema namespace, costs, "
         "forces, selections)", "Okafor - London GT.ros", _ROS, "BattleScribe", "Okafor - London GT.ros:2"),
        ("u51b_battlescribe_rosz_as_run", "a zipped BattleScribe roster (.rosz: a ZIP archive holding the .ros)",
         "Okafor - London GT.rosz", _ROSZ, "BattleScribe", "Okafor - London GT.rosz"),
        ("u51b_battlescribe_cat_as_run", "a BattleScribe catalogue (.cat: catalogue in the catalogueSchema namespace, "
         "selectionEntries)", "Xenos - Necrons.cat", _CAT, "BattleScribe", "Xenos - Necrons.cat:2"),
        ("u51b_battlescribe_gst_as_run", "a BattleScribe game system (.gst: gameSystem in the gameSystemSchema "
         "namespace, costTypes, profileTypes)", "Warhammer 40,000.gst", _GST, "BattleScribe",
         "Warhammer 40,000.gst:2"),
        ("u51b_new_recruit_json_as_run", "a New Recruit JSON export (roster: costs, costLimits, forces, selections)",
         "okafor_london_gt.json", _NEW_RECRUIT, "New Recruit", "okafor_london_gt.json:1"),
        ("u51b_bcp_placings_json_as_run", "Best Coast Pairings placings (players by placing: battlePoints, numWins, "
         "FFGBattlePointsSoS, army)", "bcp_placings_london_gt.json", _BCP, "Best Coast Pairings",
         "bcp_placings_london_gt.json:1"),
        ("u51b_bcp_placings_csv_as_run", "Best Coast Pairings placings as CSV (placing, firstName, lastName, army, "
         "numWins, battlePoints, ...)", "bcp_placings_london_gt.csv", _BCP_CSV, "Best Coast Pairings",
         "bcp_placings_london_gt.csv:1"),
        ("u51b_tts_save_as_run", "a Tabletop Simulator save (SaveName, EpochTime, VersionNumber, ObjectStates)",
         "TS_Save_41.json", _TTS, "Tabletop Simulator", "TS_Save_41.json:1"),
        ("u51b_round_results_as_run", "the round results typed as text (six fields a line: round, table, player, "
         "battle points, opponent's, opponent)", "london_gt_r1_results.txt", _RESULTS, "round results",
         "london_gt_r1_results.txt:1"),
        ("u51b_season_standings_as_run", "the season standings typed as text (six fields a line: rank, player, "
         "faction, wins, battle points, SoS)", "uk_itc_2026_standings.txt", _STANDINGS, "standings",
         "uk_itc_2026_standings.txt:1")],
        one_run=("itc_points.run", _ONE_RUN), stem="standings",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a zipped roster read as lines gives no ranking: named by what it is")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u51b_painting_sheet_as_qrels", "london_gt_painting.txt", _PAINTING, "painting"),
        ("u51b_bcp_placings_as_qrels", "bcp_placings_london_gt.json", _BCP, "Best Coast Pairings"),
        ("u51b_round_results_as_qrels", "london_gt_r1_results.txt", _RESULTS, "round results"),
        ("u51b_battlescribe_ros_as_qrels", "Okafor - London GT.ros", _ROS, "BattleScribe")],
        one_run=("itc_points.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u51b_out_ros", "standings.ros", "a BattleScribe roster"),
        ("u51b_out_rosz", "standings.rosz", "a zipped BattleScribe roster"),
        ("u51b_out_cat", "standings.cat", "a BattleScribe catalogue"),
        ("u51b_out_gst", "standings.gst", "a BattleScribe game system")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=32"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u51b_api_new_recruit_dict",
            "rankagg.fuse(json.load(okafor_london_gt.json)): a New Recruit JSON export loaded in Python given as the "
            "runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('nr.json')), method='rrf')\n",
            "New Recruit", why="a run maps a query to {document: score}; New Recruit's 'roster' holds costs and forces "
            "as lists and names as text", files={"nr.json": _NEW_RECRUIT}),
        bad("u51b_api_bcp_csv_frame",
            "rankagg.fuse(pd.read_csv(bcp_placings_london_gt.csv)): Best Coast Pairings placings given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('p.csv'), method='borda')\n",
            "Best Coast Pairings", why="a table of runs has qid, docid, run and score columns; BCP's has a player per "
            "row (placing, firstName, battlePoints, ...)", files={"p.csv": _BCP_CSV}),
    ]
    return cases
