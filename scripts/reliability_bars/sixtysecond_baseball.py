"""Issue 45's sixty-second bar of scripts/reliability_matrix.py, a minor-league club's analytics department and a
fantasy baseball league's commissioners ranking players per game, series and season (its cases, ids ``u62a_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's.  (Written by a persona session, before any of its recognisers existed.)

The team's day: each game, series, season board and fantasy week (``game:mlb-2024/745444``, ``series:2024-alds/nyy-kc``,
``week:fantasy-2024/12``) is a query and each player a document (``mlbam:592450/aaron-judge``: the MLB Advanced Media
id, the player); the runs are the Steamer projection, the Statcast expected wOBA, the fantasy points and the scouts'
grades, scores in [0, 1] at four decimals.  They are fused with RRF, Borda and CombSUM, weighted by how much each
source is trusted, and judged against the season's WAR (2 the top two, 1 the next three, 0 the rest).
The mistakes and odd files: the field's own files given where runs or qrels are read (a Retrosheet event file and
game log, Baseball Savant's Statcast search CSV, FanGraphs' Steamer projections, an MLB Stats API leaders document, a
TrackMan session CSV, the Lahman database as SQLite, the official scorer's typed box score, the manager's lineup card
and the commissioners' fantasy points typed by hand, the Lahman Batting table, a Yahoo Fantasy API answer), and
outputs named for the field's files.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import json
import sqlite3

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

SIXTYSECOND_BASEBALL = ("45 Unseen inputs: a sixty-second bar, a minor-league club's analytics department and a "
                        "fantasy baseball league's commissioners ranking players per game, series and season "
                        "(Retrosheet event files and game logs, Statcast search CSVs, Steamer projections, MLB Stats "
                        "API documents, TrackMan sessions, the Lahman database, typed box scores, lineup cards and "
                        "fantasy points, Yahoo Fantasy answers)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['steamer_projection', 'statcast_xwoba', 'fantasy_points', 'scouting_grades'],
    items=['mlbam:592450/aaron-judge', 'mlbam:660271/shohei-ohtani', 'mlbam:665742/juan-soto',
           'mlbam:677951/bobby-witt-jr', 'mlbam:605141/mookie-betts', 'mlbam:608070/jose-ramirez',
           'mlbam:682998/corbin-carroll', 'mlbam:656941/kyle-schwarber'],
    queries=['game:mlb-2024/745444', 'game:retro/BOS202406140', 'series:2024-alds/nyy-kc', 'season:2024/al-batters',
             'week:fantasy-2024/12', 'season:2024/milb-aa/eastern-league'],
    suffix='/second-game', generator='box_score_days', judgements='season_war') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "box_score_days", "player_board.run")

_RECS3 = ["steamer_projection", "statcast_xwoba", "fantasy_points"]
_OUT = ("player_board.run",)
_ONE_RUN = ("game:mlb-2024/745444 Q0 mlbam:592450/aaron-judge 1 0.93 steamer_projection\n"
            "game:mlb-2024/745444 Q0 mlbam:665742/juan-soto 2 0.81 steamer_projection\n")
# the team's files, as Retrosheet, Baseball Savant, FanGraphs, MLB's API, TrackMan, SQLite, Yahoo and the scoring desk
# write them (a few lines each)
# a Retrosheet event file (retrosheet.org/eventfile.htm: one team's home games, YYYYTTT.EVA for the American League,
# records of a type then comma-separated fields, names in double quotes, DOS line ends): the opening records of
# 2019NYA.EVA's first game as the Chadwick Bureau's retrosheet repository holds it, two start and two play records
_EVENT_FILE = "\r\n".join([
    "id,NYA201903280", "version,2", "info,visteam,BAL", "info,hometeam,NYA", "info,site,NYC21", "info,date,2019/03/28",
    'start,mullc002,"Cedric Mullins",0,1,8', 'start,judga001,"Aaron Judge",1,2,9', "play,1,0,mullc002,10,BX,13/G-",
    "play,1,1,voitl001,31,CBBBX,HR/8/F.3-H;1-H"]) + "\r\n"
# a Retrosheet game log (GL2019.TXT: 161 comma-separated fields a game, text in double quotes, no header): the
# Orioles at the Yankees on 2019-03-28, as the Chadwick Bureau's retrosheet repository holds it
_GAME_LOG = (
    '"20190328","0","Thu","BAL","AL",1,"NYA","AL",1,2,7,51,"D","","","","NYC21",46928,186,"000101000","30102001x",34,'
    '8,1,0,0,2,0,0,0,1,0,9,0,0,0,0,6,4,7,7,0,0,24,10,0,1,2,0,29,9,1,0,2,6,0,1,1,8,0,8,0,0,2,0,8,4,1,1,0,0,27,9,1,0,0,0,'
    '"culbf901","Fieldin Culbreth","nauep901","Paul Nauert","buckc901","CB Bucknor","reybd901","D.J. Reyburn","",'
    '"(none)","","(none)","hydeb801","Brandon Hyde","boona001","Aaron Boone","tanam001","Masahiro Tanaka","casha001",'
    '"Andrew Cashner","","(none)","voitl001","Luke Voit","casha001","Andrew Cashner","tanam001","Masahiro Tanaka",'
    '"mullc002","Cedric Mullins",8,"smitd007","Dwight Smith",7,"villj001","Jonathan Villar",4,"manct001",'
    '"Trey Mancini",10,"ruizr002","Rio Ruiz",5,"rickj001","Joey Rickard",9,"davic003","Chris Davis",3,"sucrj001",'
    '"Jesus Sucre",2,"martr006","Richie Martin",6,"gardb001","Brett Gardner",8,"judga001","Aaron Judge",9,"stanm004",'
    '"Giancarlo Stanton",7,"voitl001","Luke Voit",10,"andum001","Miguel Andujar",5,"sancg002","Gary Sanchez",2,'
    '"birdg001","Greg Bird",3,"torrg001","Gleyber Torres",4,"tulot001","Troy Tulowitzki",6,"","Y"\r\n')
# Baseball Savant's Statcast search CSV (baseballsavant.mlb.com/statcast_search/csv, saved as savant_data.csv): every
# column name in double quotes, 94 of them in its 2024 export (pitch_type, game_date, release_speed, ..., bat_speed,
# swing_length); a row per pitch, text and some numbers quoted.  Two of Kyle Schwarber's pitches seen on 2023-10-01
_SAVANT_COLUMNS = (
    "pitch_type game_date release_speed release_pos_x release_pos_z player_name batter pitcher events description "
    "spin_dir spin_rate_deprecated break_angle_deprecated break_length_deprecated zone des game_type stand p_throws "
    "home_team away_team type hit_location bb_type balls strikes game_year pfx_x pfx_z plate_x plate_z on_3b on_2b "
    "on_1b outs_when_up inning inning_topbot hc_x hc_y tfs_deprecated tfs_zulu_deprecated fielder_2 umpire sv_id vx0 "
    "vy0 vz0 ax ay az sz_top sz_bot hit_distance_sc launch_speed launch_angle effective_speed release_spin_rate "
    "release_extension game_pk pitcher fielder_2 fielder_3 fielder_4 fielder_5 fielder_6 fielder_7 fielder_8 "
    "fielder_9 release_pos_y estimated_ba_using_speedangle estimated_woba_using_speedangle woba_value woba_denom "
    "babip_value iso_value launch_speed_angle at_bat_number pitch_number pitch_name home_score away_score bat_score "
    "fld_score post_away_score post_home_score post_bat_score post_fld_score if_fielding_alignment "
    "of_fielding_alignment spin_axis delta_home_win_exp delta_run_exp bat_speed swing_length").split()
_SAVANT_CSV = ",".join(f'"{c}"' for c in _SAVANT_COLUMNS) + "\n" + (
    '"SI","2023-10-01","92.1","-2.31","5.43","Schwarber, Kyle",656941,676130,"field_out","hit_into_play",,,,,4,'
    '"Kyle Schwarber lines out sharply to right fielder DJ Stewart.","R","L","R","NYM","PHI","X",9,"line_drive",3,1,'
    '2023,"-1.31","1.02","-0.36","2.64",,,596117,0,3,"Top",184.81,99.67,,,682626,,,7.814673291654524,'
    '-133.74367658852708,-3.360531433900883,-17.521285874783334,33.39257541536735,-19.45717135326795,"3.32","1.57",'
    '286,"102.7",17,"91.7",2198,"6.5",716355,676130,682626,624413,677595,683146,596019,641796,542364,621466,"53.99",'
    '0.437,0.485,"0",1,0,0,5,16,5,"Sinker",0,0,0,0,0,0,0,0,"Infield shade","Standard",208,"0.037","-0.557",,\n'
    '"SI","2023-10-01","92.1","-2.49","5.37","Schwarber, Kyle",656941,676130,,"called_strike",,,,,11,'
    '"Kyle Schwarber lines out sharply to right fielder DJ Stewart.","R","L","R","NYM","PHI","S",,,3,0,2023,"-1.36",'
    '"0.92","-0.85","3",,,596117,0,3,"Top",,,,,682626,,,7.1132250337461995,-133.85781562371005,-2.0777802431847925,'
    '-17.94423440598407,33.281070634758684,-21.014215358773548,"3.49","1.69",,,,"91.3",2201,"6.2",716355,676130,'
    '682626,624413,677595,683146,596019,641796,542364,621466,"54.27",,,,,,,,16,4,"Sinker",0,0,0,0,0,0,0,0,'
    '"Infield shade","Standard",205,"0","-0.105",,\n')
# FanGraphs' Steamer projections exported as CSV (the 2024 pitchers' board): the header bare (Name, Team, W, L, QS,
# ERA, ..., FIP, WAR, RA9-WAR, ADP, InterSD, InterSK, IntraSD, PlayerId), names, teams and ids quoted, projections at
# FanGraphs' float precision; its first three rows
_STEAMER_CSV = (
    "Name,Team,W,L,QS,ERA,G,GS,SV,HLD,IP,TBF,H,R,ER,HR,BB,IBB,HBP,SO,K/9,BB/9,K/BB,HR/9,K%,BB%,K-BB%,AVG,WHIP,BABIP,"
    "LOB%,GB%,HR/FB,FIP,WAR,RA9-WAR,ADP,InterSD,InterSK,IntraSD,PlayerId\n"
    '"Spencer Strider","ATL",14.6132,6.9654,19.2748,3.18216,30.78,30.78,0,0,184.802,752.143,138.549,70.4336,65.3409,'
    "21.0674,61.9503,,7.8749,257.091,12.5206,3.01703,4.14995,1.026,0.341811,0.0823651,0.2594461590051651,0.203056,"
    '1.08494,0.290681,0.760596,0.371294,,3.08821,4.93793,5.20743,6.829999923706055,,,,"27498"\n'
    '"Zack Wheeler","PHI",13.1969,9.6462,19.6278,3.54449,32,32,0,0,197.442,812.519,179.037,84.5122,77.759,24.066,'
    "47.4568,,9.3488,199.971,9.11526,2.16322,4.21374,1.097,0.246112,0.058407,0.1877049133181572,0.236911,1.14714,"
    '0.291475,0.736413,0.438131,,3.67711,4.72017,4.56319,24.899999618530273,,,,"10310"\n'
    '"Kevin Gausman","TOR",13.1094,9.4909,19.1925,3.47675,32,32,0,0,193.298,797.433,167.236,80.9288,74.672,24.6132,'
    "51.6106,,5.1155,221.434,10.3101,2.40301,4.29048,1.146,0.277684,0.0647209,0.21296296268701553,0.225779,1.13217,"
    '0.288325,0.747975,0.407655,,3.49965,4.34141,4.14222,27.329999923706055,,,,"14107"\n')


def _jackson(value: object, depth: int = 0) -> str:
    """JSON as the MLB Stats API's Jackson writer pretty-prints it: ' : ' between a key and its value, two spaces an
    object's level, lists inline ('[ {', '}, {', '} ]', an empty one '[ ]')."""
    if isinstance(value, dict):
        pad = "  " * (depth + 1)
        return ("{\n" + ",\n".join(f"{pad}{json.dumps(k)} : {_jackson(v, depth + 1)}" for k, v in value.items())
                + "\n" + "  " * depth + "}") if value else "{ }"
    if isinstance(value, list):
        return "[ " + ", ".join(_jackson(v, depth) for v in value) + " ]" if value else "[ ]"
    return json.dumps(value, ensure_ascii=False)


def _leaders_json() -> str:
    """An MLB Stats API answer (statsapi.mlb.com/api/v1/stats/leaders?leaderCategories=homeRuns&season=2022&limit=2):
    copyright, then leagueLeaders, each a leaderCategory, season, gameType, leaders (rank, value as a string, team,
    league, person, sport, season), statGroup and totalSplits."""
    def leader(rank: int, value: str, team: tuple, league: tuple, person: tuple) -> dict:
        return {"rank": rank, "value": value,
                "team": {"id": team[0], "name": team[1], "link": f"/api/v1/teams/{team[0]}"},
                "league": {"id": league[0], "name": league[1], "link": f"/api/v1/league/{league[0]}"},
                "person": {"id": person[0], "fullName": person[1], "link": f"/api/v1/people/{person[0]}",
                           "firstName": person[1].split()[0], "lastName": person[1].split()[-1]},
                "sport": {"id": 1, "link": "/api/v1/sports/1", "abbreviation": "MLB"}, "season": "2022"}

    return _jackson({
        "copyright": "Copyright 2024 MLB Advanced Media, L.P.  Use of any content on this page acknowledges agreement "
                     "to the terms posted here http://gdx.mlb.com/components/copyright.txt",
        "leagueLeaders": [{
            "leaderCategory": "homeRuns", "season": "2022",
            "gameType": {"id": "R", "description": "Regular Season"},
            "leaders": [leader(1, "62", (147, "New York Yankees"), (103, "American League"), (592450, "Aaron Judge")),
                        leader(2, "46", (143, "Philadelphia Phillies"), (104, "National League"),
                               (656941, "Kyle Schwarber"))],
            "statGroup": "hitting", "totalSplits": 1185}]})


_LEADERS_JSON = _leaders_json()
# a TrackMan session exported as CSV (the v3 export's 167 columns: PitchNo, Date, Time, PAofInning, PitchofPA,
# Pitcher, ..., PitchReleaseConfidence, ..., CatcherThrowLocationConfidence), players 'Last, First' in quotes, the
# tracked values the unit's; two pitches of the club's home game, the columns the radar left unmeasured empty
_TRACKMAN_COLUMNS = (
    "PitchNo,Date,Time,PAofInning,PitchofPA,Pitcher,PitcherId,PitcherThrows,PitcherTeam,Batter,BatterId,BatterSide,"
    "BatterTeam,PitcherSet,Inning,Top/Bottom,Outs,Balls,Strikes,TaggedPitchType,AutoPitchType,PitchCall,KorBB,"
    "TaggedHitType,PlayResult,OutsOnPlay,RunsScored,Notes,RelSpeed,VertRelAngle,HorzRelAngle,SpinRate,SpinAxis,Tilt,"
    "RelHeight,RelSide,Extension,VertBreak,InducedVertBreak,HorzBreak,PlateLocHeight,PlateLocSide,ZoneSpeed,"
    "VertApprAngle,HorzApprAngle,ZoneTime,ExitSpeed,Angle,Direction,HitSpinRate,PositionAt110X,PositionAt110Y,"
    "PositionAt110Z,Distance,LastTrackedDistance,Bearing,HangTime,pfxx,pfxz,x0,y0,z0,vx0,vy0,vz0,ax0,ay0,az0,"
    "HomeTeam,AwayTeam,Stadium,Level,League,GameID,PitchUID,EffectiveVelo,MaxHeight,MeasuredDuration,SpeedDrop,"
    "PitchLastMeasuredX,PitchLastMeasuredY,PitchLastMeasuredZ,ContactPositionX,ContactPositionY,ContactPositionZ,"
    "GameUID,UTCDate,UTCTime,LocalDateTime,UTCDateTime,AutoHitType,System,HomeTeamForeignID,AwayTeamForeignID,"
    "GameForeignID,Catcher,CatcherId,CatcherThrows,CatcherTeam,PlayID,PitchTrajectoryXc0,PitchTrajectoryXc1,"
    "PitchTrajectoryXc2,PitchTrajectoryYc0,PitchTrajectoryYc1,PitchTrajectoryYc2,PitchTrajectoryZc0,"
    "PitchTrajectoryZc1,PitchTrajectoryZc2,HitSpinAxis,HitTrajectoryXc0,HitTrajectoryXc1,HitTrajectoryXc2,"
    "HitTrajectoryXc3,HitTrajectoryXc4,HitTrajectoryXc5,HitTrajectoryXc6,HitTrajectoryXc7,HitTrajectoryXc8,"
    "HitTrajectoryYc0,HitTrajectoryYc1,HitTrajectoryYc2,HitTrajectoryYc3,HitTrajectoryYc4,HitTrajectoryYc5,"
    "HitTrajectoryYc6,HitTrajectoryYc7,HitTrajectoryYc8,HitTrajectoryZc0,HitTrajectoryZc1,HitTrajectoryZc2,"
    "HitTrajectoryZc3,HitTrajectoryZc4,HitTrajectoryZc5,HitTrajectoryZc6,HitTrajectoryZc7,HitTrajectoryZc8,"
    "ThrowSpeed,PopTime,ExchangeTime,TimeToBase,CatchPositionX,CatchPositionY,CatchPositionZ,ThrowPositionX,"
    "ThrowPositionY,ThrowPositionZ,BasePositionX,BasePositionY,BasePositionZ,ThrowTrajectoryXc0,ThrowTrajectoryXc1,"
    "ThrowTrajectoryXc2,ThrowTrajectoryYc0,ThrowTrajectoryYc1,ThrowTrajectoryYc2,ThrowTrajectoryZc0,"
    "ThrowTrajectoryZc1,ThrowTrajectoryZc2,PitchReleaseConfidence,PitchLocationConfidence,PitchMovementConfidence,"
    "HitLaunchConfidence,HitLandingConfidence,CatcherThrowCatchConfidence,CatcherThrowReleaseConfidence,"
    "CatcherThrowLocationConfidence").split(",")


def _trackman_row(values: dict[str, str]) -> str:
    return ",".join(values.get(c, "") for c in _TRACKMAN_COLUMNS)


_TRACKMAN_PITCH = {"Date": "2024-06-12", "PAofInning": "1", "Pitcher": '"Frusco, Nick"', "PitcherId": "1000262133",
                   "PitcherThrows": "Right", "PitcherTeam": "TRE_THU", "Batter": '"Castillo, Carlos"',
                   "BatterId": "1000284517", "BatterSide": "Right", "BatterTeam": "WIL_BLU", "PitcherSet": "Windup",
                   "Inning": "1", "Top/Bottom": "Top", "Outs": "0", "KorBB": "Undefined", "TaggedHitType": "Undefined",
                   "PlayResult": "Undefined", "OutsOnPlay": "0", "RunsScored": "0", "TaggedPitchType": "Fastball",
                   "AutoPitchType": "Four-Seam", "HomeTeam": "TRE_THU", "AwayTeam": "WIL_BLU",
                   "Stadium": "ArmHammerPark", "Level": "Indy", "League": "MLBDL",
                   "GameID": "20240612-ArmHammerPark-1", "System": "v3"}
_TRACKMAN_CSV = ",".join(_TRACKMAN_COLUMNS) + "\n" + _trackman_row({
    **_TRACKMAN_PITCH, "PitchNo": "1", "Time": "18:35:21.37", "PitchofPA": "1", "Balls": "0", "Strikes": "0",
    "PitchCall": "BallCalled", "RelSpeed": "88.61", "VertRelAngle": "-1.92", "HorzRelAngle": "-2.14",
    "SpinRate": "2085.4", "SpinAxis": "212.3", "Tilt": "1:00", "RelHeight": "5.93", "RelSide": "1.81",
    "Extension": "6.7", "InducedVertBreak": "17.9", "HorzBreak": "-6.02", "PlateLocHeight": "3.94",
    "PlateLocSide": "-0.83", "ZoneSpeed": "81.2", "PitchUID": "5c1a3e50-28fd-11ef-9b54-a5e4f1a7e0c1"}) + "\n" + \
    _trackman_row({**_TRACKMAN_PITCH, "PitchNo": "2", "Time": "18:35:42.08", "PitchofPA": "2", "Balls": "1",
                   "Strikes": "0", "PitchCall": "StrikeCalled", "RelSpeed": "88.2", "VertRelAngle": "-2.31",
                   "HorzRelAngle": "-1.97", "SpinRate": "2156.1", "SpinAxis": "214.9", "Tilt": "1:15",
                   "RelHeight": "5.88", "RelSide": "1.77", "Extension": "6.5", "InducedVertBreak": "19.8",
                   "HorzBreak": "-5.9", "PlateLocHeight": "2.61", "PlateLocSide": "0.12", "ZoneSpeed": "80.9",
                   "PitchUID": "68a0d4b0-28fd-11ef-9b54-a5e4f1a7e0c1"}) + "\n"


def _lahman_sqlite() -> bytes:
    """The Lahman database as SQLite (lahmansbaseballdb.sqlite, the build the analysts open with sqlite3): a database
    file whose first 16 bytes read 'SQLite format 3' and a NUL, a page-size and format header after; its batting
    table (playerID, yearID, stint, teamID, lgID, G, AB, R, H, 2B, 3B, HR, RBI, SB, CS, BB, SO, IBB, HBP, SH, SF,
    GIDP), three of the Lahman rows of Danny Espinosa's 2017.  Written by SQLite itself and serialised."""
    con = sqlite3.connect(":memory:")
    cols = "playerID yearID stint teamID lgID G AB R H 2B 3B HR RBI SB CS BB SO IBB HBP SH SF GIDP".split()
    con.execute("CREATE TABLE batting (" + ", ".join(
        f'"{c}" {"TEXT" if c in ("playerID", "teamID", "lgID") else "INTEGER"}' for c in cols) + ")")
    con.executemany(f"INSERT INTO batting VALUES ({', '.join('?' * len(cols))})", [
        ("espinda01", 2017, 1, "LAA", "AL", 77, 228, 27, 37, 8, 0, 6, 29, 3, 5, 19, 91, 1, 4, 1, 2, 2),
        ("espinda01", 2017, 2, "SEA", "AL", 8, 16, 2, 3, 2, 0, 0, 2, 1, 0, 1, 7, 0, 0, 0, 0, 0),
        ("espinda01", 2017, 3, "TBA", "AL", 8, 22, 1, 6, 0, 0, 0, 0, 0, 0, 1, 11, 0, 1, 0, 0, 0)])
    con.commit()
    data = con.serialize()
    con.close()
    return data


_LAHMAN_SQLITE = _lahman_sqlite()
# the Lahman database's Batting table as CSV (Batting.csv: playerID, yearID, stint, teamID, lgID, G, AB, R, H, 2B,
# 3B, HR, RBI, SB, CS, BB, SO, IBB, HBP, SH, SF, GIDP), three of its 2014 rows
_BATTING_CSV = ("playerID,yearID,stint,teamID,lgID,G,AB,R,H,2B,3B,HR,RBI,SB,CS,BB,SO,IBB,HBP,SH,SF,GIDP\n"
                "wainwad01,2014,1,SLN,NL,32,72,4,13,3,0,0,6,0,0,3,22,0,0,7,0,0\n"
                "rossty01,2014,1,SDN,NL,32,56,6,10,1,0,0,3,0,0,3,22,0,1,2,1,0\n"
                "watsoto01,2014,1,PIT,NL,78,3,0,1,0,0,0,0,0,0,0,2,0,0,0,0,0\n")
# a Yahoo Fantasy Sports API answer (fantasysports.yahooapis.com/fantasy/v2/league/{key}/players/stats): the XML
# declaration, fantasy_content (xml:lang, yahoo:uri, time, copyright, refresh_rate, the two namespaces), the league,
# its players with player_stats and player_points, one space an indent level, the serving host's comment last
_YAHOO_XML = (
    '<?xml version="1.0" encoding="UTF-8"?>\n'
    '<fantasy_content xml:lang="en-US" yahoo:uri="http://fantasysports.yahooapis.com/fantasy/v2/league/378.l.47915/'
    'players;count=1;sort=OR;start=0/stats" time="214.44392204285ms" copyright="Data provided by Yahoo! and STATS, '
    'LLC" refresh_rate="60" xmlns:yahoo="http://www.yahooapis.com/v1/base.rng" '
    'xmlns="http://fantasysports.yahooapis.com/fantasy/v2/base.rng">\n'
    " <league>\n  <league_key>378.l.47915</league_key>\n  <league_id>47915</league_id>\n"
    "  <scoring_type>headpoint</scoring_type>\n  <game_code>mlb</game_code>\n  <season>2018</season>\n"
    '  <players count="1">\n   <player>\n    <player_key>378.p.8861</player_key>\n    <player_id>8861</player_id>\n'
    "    <name>\n     <full>Mike Trout</full>\n     <first>Mike</first>\n     <last>Trout</last>\n    </name>\n"
    "    <editorial_team_abbr>LAA</editorial_team_abbr>\n    <display_position>OF</display_position>\n"
    "    <player_stats>\n     <coverage_type>season</coverage_type>\n     <season>2018</season>\n     <stats>\n"
    "      <stat>\n       <stat_id>12</stat_id>\n       <value>39</value>\n      </stat>\n     </stats>\n"
    "    </player_stats>\n    <player_points>\n     <coverage_type>season</coverage_type>\n"
    "     <season>2018</season>\n     <total>768</total>\n    </player_points>\n   </player>\n  </players>\n"
    " </league>\n</fantasy_content>\n<!-- fanos442.sports.bf1.yahoo.com Sun Mar 10 22:36:44 UTC 2019 -->\n")
# the official scorer's box score as the club's scoring desk types it after a home game: batter, AB, R, H, RBI, BB:
# six fields a line, a number fourth and fifth
_BOX_SCORE = "Castillo 4 1 2 0 1\nPilla 4 0 1 1 0\nJatczak 3 1 1 2 1\nRamos 4 0 0 0 0\nWhitaker 3 1 2 1 1\n"
# the manager's lineup card as the desk types it: batting order, uniform number, player, position: four fields a line
_LINEUP = "1 7 Castillo SS\n2 22 Pilla CF\n3 15 Jatczak 1B\n4 31 Ramos DH\n5 4 Whitaker 2B\n"
# the fantasy league's weekly points as the commissioners type them from the platform's matchup page: week, MLB
# team, player, points: four fields a line, a number last (half points from the league's scoring)
_FANTASY = "W12 NYY Judge 38.5\nW12 LAD Ohtani 41\nW12 NYY Soto 29.5\nW12 KC Witt 33\n"


def sixtysecond_bar_baseball_cases() -> list[Case]:
    G = SIXTYSECOND_BASEBALL
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="box_score_days", judgements="season_war", runs=_RECS3, stem="player_board",
        outputs=_OUT, item="player", rounded="scouting_grades",
        weights="{'steamer_projection': 1.0, 'statcast_xwoba': 1.5, 'fantasy_points': 1.0, 'scouting_grades': 0.5}",
        lone_query="R['scouting_grades']['prospects:2024/aa/top-30'] = {'mlbam:682998/corbin-carroll': 0.9, "
                   "'mlbam:677951/bobby-witt-jr': 0.4}\n",
        trust="steamer_projection 1\nstatcast_xwoba 2\nfantasy_points 1\n",
        trust_dict="{'steamer_projection': 1, 'statcast_xwoba': 2, 'fantasy_points': 1}",
        texts={
            "rrf": ("u62a_rrf_player_sources",
                    "rankagg.fuse({source: {game, series or season: {player: score}}}, method='rrf'): four sources, "
                    "six games, series and boards ('game:mlb-2024/745444'), players as 'mlbam:592450/aaron-judge'"),
            "borda": ("u62a_borda_unranked_players",
                      "rankagg.fuse(..., method='borda'): Steamer projects no rookie called up mid-season, the scouts "
                      "grade no veteran"),
            "combsum": ("u62a_combsum_rounded_scouting_grades",
                        "rankagg.fuse(..., method='combsum'): the scouts' 20-80 grades scaled at one decimal (many "
                        "ties) beside the projections and the Statcast scores"),
            "fuser": ("u62a_weighted_fuser_statcast_xwoba",
                      "rankagg.Fuser('rrf', weights=...) per game: the Statcast expected wOBA counts 1.5, the scouts' "
                      "grades 0.5"),
            "frame": ("u62a_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the department's season "
                      "sheet, a row per game, player and source"),
            "evaluate": ("u62a_evaluate_season_war",
                         "rankagg.evaluate(fused ranking, the season's WAR, ['nDCG@5', 'AP', 'P@3']): does the fused "
                         "board put first the players the season's WAR placed highest"),
            "lone": ("u62a_one_source_prospect_list",
                     "rankagg.fuse(..., method='rrf'): a top-30 prospect list only the scouts graded beside games "
                     "every source covers"),
            "cli_rrf": ("u62a_cli_rrf_runs",
                        "rankagg fuse steamer_projection.run statcast_xwoba.run fantasy_points.run --method rrf -o "
                        "player_board.run: one run per source, games, series and seasons as queries"),
            "cli_borda": ("u62a_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the Statcast score "
                          "counts double)"),
            "cli_combsum": ("u62a_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four bats the manager's pre-game "
                            "report lists"),
            "cli_evaluate": ("u62a_cli_evaluate_season_war_qrels",
                             "rankagg evaluate player_board.run --qrels season_war.qrels -m ndcg_cut.5 -m map: the "
                             "fused board against the season's WAR (0-2)"),
            "cli_parquet": ("u62a_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o player_board.parquet: gzipped runs from the "
                            "department's nightly jobs, a Parquet table for its dashboard")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u62a_retrosheet_event_file_as_run", "a Retrosheet event file (records id, version, info, start, play: a "
         "type, then comma-separated fields, DOS line ends)", "2019NYA.EVA", _EVENT_FILE, "Retrosheet",
         "2019NYA.EVA:1"),
        ("u62a_retrosheet_game_log_as_run", "a Retrosheet game log (161 comma-separated fields a game, date, number, "
         "day, visitor, league, ..., no header)", "GL2019.TXT", _GAME_LOG, "game log", "GL2019.TXT:1"),
        ("u62a_statcast_search_csv_as_run", "Baseball Savant's Statcast search CSV (\"pitch_type\", \"game_date\", "
         "\"release_speed\", ..., a row per pitch)", "savant_data.csv", _SAVANT_CSV, "Statcast", "savant_data.csv:1"),
        ("u62a_steamer_projections_csv_as_run", "FanGraphs' Steamer projections as CSV (Name, Team, W, L, QS, ERA, "
         "..., WAR, RA9-WAR, ADP, ..., PlayerId)", "steamer_2024_pitchers.csv", _STEAMER_CSV, "Steamer",
         "steamer_2024_pitchers.csv:1"),
        ("u62a_mlb_stats_api_leaders_json_as_run", "an MLB Stats API answer (JSON: copyright, leagueLeaders with "
         "leaderCategory, season, gameType and leaders: rank, value, team, league, person, sport)",
         "hr_leaders_2022.json", _LEADERS_JSON, "MLB Stats API", "hr_leaders_2022.json:1"),
        ("u62a_trackman_csv_as_run", "a TrackMan session CSV (PitchNo, Date, Time, PAofInning, PitchofPA, Pitcher, "
         "..., 167 columns, a row per pitch)", "20240612-ArmHammerPark-1.csv", _TRACKMAN_CSV, "TrackMan",
         "20240612-ArmHammerPark-1.csv:1"),
        ("u62a_lahman_sqlite_as_run", "the Lahman database as SQLite ('SQLite format 3' and a NUL, then its pages: "
         "the batting table)", "lahmansbaseballdb.sqlite", _LAHMAN_SQLITE, "SQLite", "lahmansbaseballdb.sqlite"),
        ("u62a_typed_box_score_as_run", "the official scorer's box score typed by the desk (six fields a line: "
         "batter, AB, R, H, RBI, BB)", "box_score_g57.txt", _BOX_SCORE, "box score", "box_score_g57.txt:1"),
        ("u62a_typed_lineup_card_as_run", "the manager's lineup card typed by the desk (four fields a line: order, "
         "uniform number, player, position)", "lineup_card_g57.txt", _LINEUP, "lineup", "lineup_card_g57.txt:1"),
        ("u62a_typed_fantasy_points_as_run", "the fantasy league's weekly points typed by the commissioners (four "
         "fields a line: week, MLB team, player, points)", "fantasy_points_w12.txt", _FANTASY, "fantasy",
         "fantasy_points_w12.txt:1")],
        one_run=("steamer_projection.run", _ONE_RUN), stem="player_board",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; an SQLite database read as lines gives no ranking: named by what it is")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u62a_typed_fantasy_points_as_qrels", "fantasy_points_w12.txt", _FANTASY, "fantasy"),
        ("u62a_typed_box_score_as_qrels", "box_score_g57.txt", _BOX_SCORE, "box score"),
        ("u62a_lahman_batting_csv_as_qrels", "Batting.csv", _BATTING_CSV, "Lahman"),
        ("u62a_yahoo_fantasy_xml_as_qrels", "players_stats.xml", _YAHOO_XML, "Yahoo")],
        one_run=("steamer_projection.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u62a_out_retrosheet_evn", "player_board.EVN", "a Retrosheet event file (National League home games)"),
        ("u62a_out_retrosheet_ros", "player_board.ROS", "a Retrosheet roster file"),
        ("u62a_out_retrosheet_ebn", "player_board.EBN", "a Retrosheet box score event file"),
        ("u62a_out_gameday_inning_all_xml", "inning_all.xml", "MLB Gameday's inning_all.xml (a game's every pitch)")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=62"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u62a_api_mlb_stats_api_leaders_dict",
            "rankagg.fuse(json.load(hr_leaders_2022.json)): an MLB Stats API answer loaded in Python given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('l.json')), method='rrf')\n",
            "MLB Stats API", why="a run maps a query to {document: score}; the answer's 'copyright' is a string and "
            "'leagueLeaders' a list of categories, each with a list of leaders", files={"l.json": _LEADERS_JSON}),
        bad("u62a_api_statcast_search_frame",
            "rankagg.fuse(pd.read_csv(savant_data.csv)): Baseball Savant's Statcast search table given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('s.csv'), method='borda')\n",
            "Statcast", why="a table of runs has qid, docid, run and score columns; the Statcast table has a pitch per "
            "row (pitch_type, game_date, release_speed, ...)", files={"s.csv": _SAVANT_CSV}),
    ]
    return cases
