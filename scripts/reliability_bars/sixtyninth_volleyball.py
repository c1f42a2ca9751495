"""Issue 45's sixty-ninth bar of scripts/reliability_matrix.py, a volleyball club's video scouts and statisticians and
its league's stats office, ranking players per match, per skill (serve, reception, attack, block, dig, set) and per
season from scouted touches and their grades (#, +, !, -, /, =), box scores and efficiency (its cases, ids ``u69b_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are
the matrix's.  (Written by a persona session, before any of its recognisers existed.)

The team's day: each match and skill, or season and skill, is a query (``match:2025-03-08/VCA-RIV/attack``, the date,
home and visiting teams' codes then the skill; ``season:2024-25/B1F/attack`` the season's attack table) and each player
a document (``player:VCA/ROS-GIU-01``, the team's code, then the player's id as DataVolley's rosters spell it, surname,
first name and year of birth); the runs are the efficiency worked out from the club's DataVolley scouting, the league's
box score, Hudl's grades and the coaches' ratings from the video session, turned to scores in [0, 1] at four decimals.
They are fused with RRF, Borda and CombSUM, the club's own scouting weighted highest (every touch is scouted and
graded), and judged against the staff's ratings (2 a player the staff rate as the match's best at that skill, 1 a solid
one, 0 otherwise).  The mistakes and odd files: the field's own files given where runs or qrels are read (a DataVolley
match file with its video times and a team's roster, a VolleyStation match file, Hudl's XML export, a Perana VBStats
file, an ovscout2 session, the league's match statistics as volleystats scrapes them from Data Project's web competition
pages, the season's stats as a spreadsheet, ovideo's VLC playlist of the kills, and the video timestamps, box score and
roster as typed), and outputs named for the field's files (DataVolley's and VolleyStation's match files, ovscout2's
session, ovideo's playlist).  (Left out, as they could not be checked byte for byte: the FIVB's VIS XML and
e-scoresheet, whose only stored samples are loose API notes; the CEV's and the leagues' scoresheets and Data Project's
match reports, printed as PDF; the NCAA's box scores from StatCrew or Volleyball LiveStats ('<vbgame>' XML), of which
only third-party parsers' hand-written fixtures were found; Hudl's CSV exports; VolleyMetrics' deliveries, which are
DataVolley files scouted to VolleyMetrics' conventions (datavolley's 'volleymetrics' decoding), so no format of their
own; DataVolley 4's added UTF-8 sections, of which no sample was stored.)

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import base64
import datetime
import io
import json
import struct
import zipfile
import zlib

from .case import Case, command_cases, fusion_checks, named_at, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

SIXTYNINTH_VOLLEYBALL = ("45 Unseen inputs: a sixty-ninth bar, a volleyball club's video scouts and statisticians and "
                         "its league's stats office ranking players per match, skill and season from scouted touches "
                         "and their grades, box scores and efficiency (DataVolley match files and rosters, "
                         "VolleyStation match files, Hudl XML, Perana VBStats files, ovscout2 sessions, volleystats' "
                         "match statistics, season stats as spreadsheets, ovideo playlists, video timestamps, box "
                         "scores and rosters as typed)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['dv_scout_efficiency', 'league_box_score', 'hudl_grades', 'coach_video_ratings'],
    items=['player:VCA/ROS-GIU-01', 'player:RIV/KOW-ANN-99', 'player:VCA/BIA-MAR-00', 'player:RIV/GRE-SAR-02',
           'player:VCA/FER-ELE-98', 'player:VCA/CON-CHI-97', 'player:RIV/FON-ALI-03', 'player:VCA/MOR-LAU-04'],
    queries=['match:2025-03-08/VCA-RIV/attack', 'match:2025-03-08/VCA-RIV/reception', 'match:2025-03-08/VCA-RIV/serve',
             'match:2025-03-15/RIV-VCA/block', 'match:2025-03-15/RIV-VCA/dig', 'season:2024-25/B1F/attack'],
    suffix='/rescouted', generator='skill_rankings', judgements='staff_ratings'
) + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "skill_rankings", "player_rankings.run")

_RECS3 = ["dv_scout_efficiency", "league_box_score", "hudl_grades"]
_OUT = ("player_rankings.run",)
_ONE_RUN = ("match:2025-03-08/VCA-RIV/attack Q0 player:VCA/ROS-GIU-01 1 0.9231 dv_scout_efficiency\n"
            "match:2025-03-08/VCA-RIV/attack Q0 player:RIV/KOW-ANN-99 2 0.8714 dv_scout_efficiency\n")


# the team's files, as DataVolley, VolleyStation, Hudl, Perana, ovscout2, volleystats, a spreadsheet, ovideo and the
# team write them
# the match as DataVolley scouts it (openvolley/datavolley: inst/extdata/example_data.dvw, a Data Volley 2007
# Professional file, and the sections its dv_read reads and dv_write writes): '[3DATAVOLLEYSCOUT]' and its
# FILEFORMAT, GENERATOR-* and LASTCHANGE-* lines (dates mm/dd/yyyy, times hh.mm.ss), [3MATCH] (date, time, season,
# league, phase, day and match number, text encoding, regulation, zones 'Z'; then the date as a spreadsheet's day
# number), [3TEAMS], [3MORE], [3COMMENTS], [3SET] (the scores at 8, 16 and 21 and the set's end, its minutes, five
# lines), [3PLAYERS-H] and [3PLAYERS-V] (team, shirt, index, the starting zone per set, id, surname, name, nickname,
# the libero or captain, the role), the attack combinations and setter calls it uses, [3WINNINGSYMBOLS], [3RESERVE],
# [3VIDEO] with Camera0 (openvolley/ovva's README), then [3SCOUT]: a touch a line, its code (team, shirt, skill, type,
# grade, combination, zones), the phase, the clock, the set, the setters' zones, the video file and the second of
# the video it is at, the twelve players on court and a closing ';'; lines ended by CRLF as DataVolley writes them
def _dv_scout(code: str, point: str, attack: str, clock: str, video: int) -> str:
    return f"{code};{point};{attack};;;;;{clock};1;1;1;1;{video};;5;11;8;13;9;3;4;7;14;10;11;6;"


_DVW = "".join(line + "\r\n" for line in [
    "[3DATAVOLLEYSCOUT]", "FILEFORMAT: 2.0", "GENERATOR-DAY: 03/08/2025 19.52.10", "GENERATOR-IDP: DVW",
    "GENERATOR-PRG: Data Volley", "GENERATOR-REL: Release 3.7.3", "GENERATOR-VER: Professional",
    "GENERATOR-NAM: VC Aurora", "LASTCHANGE-DAY: 03/08/2025 22.31.44", "LASTCHANGE-IDP: DVW",
    "LASTCHANGE-PRG: Data Volley", "LASTCHANGE-REL: Release 3.7.3", "LASTCHANGE-VER: Professional",
    "LASTCHANGE-NAM: VC Aurora",
    "[3MATCH]", "03/08/2025;20.30.00;2024/2025;Serie B1 Femminile;Regular Season;;14;B1F-114;1;1;Z;0;",
    f";;{(datetime.date(2025, 3, 8) - datetime.date(1899, 12, 30)).days};;;;R;L;",
    "[3TEAMS]", "VCA;VC Aurora;3;SALA MARCO;NERI LUCA;16777215;", "RIV;Riva Volley;1;GRECO PAOLO;;16711680;",
    "[3MORE]", "Ferri Davide, Longo Anna;;;Milano;PalaAurora;Davide Colombo;", ";4;10;",
    "[3COMMENTS]", "no comments",
    "[3SET]", "True;8 -5;16-12;21-17;25-19;24;", "True;8 -6;14-16;19-21;22-25;27;",
    "True;8 -6;16-11;21-14;25-16;22;", "True;8 -7;16-14;21-19;26-24;29;", "True;;;;;;",
    "[3PLAYERS-H]", "0;1;1;*;*;*;*;;VCA-MOR-LAU;MORETTI;LAURA;;L;1;False;;;",
    "0;5;2;1;1;1;1;;VCA-CON-CHI;CONTI;CHIARA;;C;5;False;;;", "0;9;3;5;5;5;5;;VCA-BIA-MAR;BIANCHI;MARTA;;;2;False;;;",
    "0;13;4;4;4;4;4;;VCA-ROS-GIU;ROSSI;GIULIA;;;3;False;;;",
    "[3PLAYERS-V]", "1;4;1;1;1;1;1;;RIV-LOM-PAO;LOMBARDI;PAOLA;;C;5;False;;;",
    "1;7;2;2;2;2;2;;RIV-KOW-ANN;KOWALSKA;ANNA;;;2;True;;;", "1;11;3;5;5;5;5;;RIV-GRE-SAR;GRECO;SARA;;;2;False;;;",
    "[3ATTACKCOMBINATION]", "V5;4;R;H;High set in 4;;255;4912;F;;", "V6;2;L;H;High set in 2;;255;4988;B;;",
    "[3SETTERCALL]", "K1;;Front Quick;;16711680;3949;4454;4958;;;",
    "[3WINNINGSYMBOLS]", "=~~~#~~~=~~~~~~~=/~~#~~~=/~~#~~~=~~~~~~~=~~~~~~~=~~~~~~~",
    "[3RESERVE]", "[3VIDEO]", "Camera0=D:\\Video\\2025-03-08 VCA-RIV.mp4",
    "[3SCOUT]", "*P05>LUp;;;;;;;;1;1;1;;;;5;11;8;13;9;3;4;7;14;10;11;6;",
    "*z1>LUp;;;;;;;;1;1;1;;;;5;11;8;13;9;3;4;7;14;10;11;6;", "aP04>LUp;;;;;;;;1;1;1;;;;5;11;8;13;9;3;4;7;14;10;11;6;",
    "az1>LUp;;;;;;;;1;1;1;;;;5;11;8;13;9;3;4;7;14;10;11;6;",
    _dv_scout("*05SM+~~~16C", "", "", "20.31.05", 312), _dv_scout("a07RM-~~~16C", "", "", "20.31.05", 312),
    _dv_scout("a04EH+K1F", "", "", "20.31.08", 315), _dv_scout("a11AH-V5~48~H2", "", "r", "20.31.10", 317),
    _dv_scout("*03DH#~~~48", "", "", "20.31.10", 317), _dv_scout("*05EH#K1F", "", "", "20.31.12", 319),
    _dv_scout("*13AH#V6~26CH2", "p", "p", "20.31.14", 321), _dv_scout("*p01:00", "", "", "20.31.20", 327)])
_DVW_NAME = "2025-03-08_VCA-RIV.dvw"

# the team's roster as DataVolley keeps it (openvolley/datavolley: inst/extdata/99.sq, read by its dv_read_sq): a
# team file, 'DV-Team-2' on its first line, then the team's code, hall, coach and assistant, then a player a line:
# shirt, id, surname, date of birth (dd/mm/yyyy), the libero or captain, name, role, 'False' and the empty fields,
# tab-separated, lines ended by LF as the sample keeps them
_SQ = "".join(line + "\n" for line in [
    "DV-Team-2", "VCA\tPALAURORA MILANO\tSALA MARCO\tNERI LUCA\t",
    "1\tMOR-LAU-04\tMORETTI\t14/02/2004\t\t\tL\t\tLAURA\t1\t\t\tFalse\t\t\t\t",
    "5\tCON-CHI-97\tCONTI\t30/09/1997\t\t\tC\t\tCHIARA\t5\t\t\tFalse\t\t\t\t",
    "9\tBIA-MAR-00\tBIANCHI\t06/06/2000\t\t\t\t\tMARTA\t2\t\t\tFalse\t\t\t\t",
    "13\tROS-GIU-01\tROSSI\t21/11/2001\t\t\t\t\tGIULIA\t3\t\t\tFalse\t\t\t\t"])
_SQ_NAME = "VCA.sq"

# the match as VolleyStation saves it (openvolley/datavolley: inst/extdata/2022-08-23_NCA-CUB.vsm, read by its
# dv_read_vsm; openvolley/vscoututils' dv_file_type knows it by '{' and 'gameType'): one line of JSON, no spaces,
# gameType, version, startDate, the scout (a set its starting line-up, its events, a rally its line-up and the
# exchange's plays: team, player, skill, hit type, effect, zones, code and video time, then the point; the set's
# score) and the video's path, the teams (liberos, name, players with shirt, code, names and position, short code,
# staff, code), the attack combinations and setter calls; the Mongo ids as VolleyStation writes them
_VSM_LINEUP = {"home": {"positions": {"1": 5, "2": 11, "3": 8, "4": 13, "5": 9, "6": 3}, "setterAt": 1},
               "away": {"positions": {"1": 4, "2": 7, "3": 14, "4": 10, "5": 11, "6": 6}, "setterAt": 1}}


def _vsm_play(oid: str, team: str, player: str, skill: str, hit: str, effect: str, code: str, time: int,
              **more: object) -> dict:
    return {"_id": oid, "team": team, "player": player, "skill": skill, "hitType": hit, "effect": effect, **more,
            "code": code, "originalTime": time + 16467, "time": time}


def _vsm_player(oid: str, shirt: int, code: str, last: str, first: str, position: int) -> dict:
    return {"_id": oid, "shirtNumber": shirt, "code": code, "lastName": last, "firstName": first, "position": position}


_VSM_DOC = {
    "gameType": "indoor", "version": 1, "startDate": "2025-03-08T19:31:02.412Z",
    "scout": {"sets": [{"_id": "67cc9a1e3f2b8c0012a4e701", "startingLineup": _VSM_LINEUP, "events": [
        {"_id": "67cc9b0d4ccac6b225386001", "lineup": _VSM_LINEUP, "exchange": {"plays": [
            _vsm_play("67cc9b0d4ccac6b225386002", "*", "05", "S", "M", "+", "5S+", 3120, startZone=1, endZone=6,
                      endSubZone="C"),
            _vsm_play("67cc9b0d4ccac6b225386003", "a", "07", "R", "M", "-", ".7-", 3121, startZone=6,
                      startSubZone="C", endZone=3, endSubZone="C"),
            _vsm_play("67cc9b0d4ccac6b225386004", "a", "11", "A", "H", "-", "11V5-", 3170, combination="V5",
                      startZone=4, endZone=8),
            _vsm_play("67cc9b0d4ccac6b225386005", "*", "13", "A", "H", "#", "13V6#", 3210, combination="V6",
                      startZone=2, endZone=6, endSubZone="C", players=2)], "point": "*"},
         "score": {"home": 1, "away": 0}}], "score": {"home": 25, "away": 19}}],
              "video": {"path": "D:/Video/2025-03-08 VCA-RIV.mp4"}},
    "team": {"home": {"libero": [1], "name": "VC Aurora", "players": [
        _vsm_player("67cc99f229ce68b221fd2e61", 5, "VCA-CON-CHI", "Conti", "Chiara", 5),
        _vsm_player("67cc99f229ce68b221fd2e62", 13, "VCA-ROS-GIU", "Rossi", "Giulia", 3)],
        "shortCode": "VCA", "staff": {"coach": {"firstName": "Marco", "lastName": "Sala"}, "assistantCoach": {},
                                      "assistantCoach2": {}, "therapist": {}, "medicalDoctor": {}}, "code": "VCA"},
             "away": {"libero": [1], "name": "Riva Volley", "players": [
                 _vsm_player("67cc99f229ce68b221fd2e71", 7, "RIV-KOW-ANN", "Kowalska", "Anna", 2)],
                 "shortCode": "RIV", "staff": {"coach": {"firstName": "Paolo", "lastName": "Greco"},
                                               "assistantCoach": {}, "assistantCoach2": {}, "therapist": {},
                                               "medicalDoctor": {}}, "code": "RIV"}},
    "attackCombinations": [{"_id": "6233836c4c227b09baecbdd9", "code": "V5", "name": "High set in 4", "hitType": "H",
                            "targetAttacker": "F", "start": {"zone": 4, "subZone": "C"}}],
    "setterCalls": [{"_id": "623383314c227b09baecbdca", "code": "K1", "name": "Front Quick",
                     "area": [{"zone": 3, "subZone": "B"}]}]}
_VSM = json.dumps(_VSM_DOC, separators=(",", ":"))
_VSM_NAME = "2025-03-08_VCA-RIV.vsm"

# the match as Hudl exports it, the Sportscode timeline XML that datavolley's dv_read_hxml reads (openvolley/
# datavolley R/h_xml.R; vscoututils' dv_file_type knows it by '<ALL_INSTANCES>'): <file>, <ALL_INSTANCES>, an
# <instance> a touch (ID, start and end in the video's seconds, the skill as its code) and its labels, each a group
# and a text: YYYY-MM-DD, Team Name, Player Name ('Surname, Name'), Player Jersey, Skill, Grade (Perfect, Positive,
# Average, Poor, Incomplete, Error), Serve Type, Set, 'Score <team>' for each team, Tournament - Event; then the
# rally's own instance and its 'Rally Won'; indented as Sportscode timelines are (kloppy's SportsCode serializer), as
# Hudl's own whitespace could not be checked
def _hudl_instance(ident: int, start: str, end: str, code: str, labels: list[tuple[str, str]]) -> str:
    return ("    <instance>\n" + f"      <ID>{ident}</ID>\n      <start>{start}</start>\n      <end>{end}</end>\n"
            f"      <code>{code}</code>\n"
            + "".join(f"      <label>\n        <group>{g}</group>\n        <text>{t}</text>\n      </label>\n"
                      for g, t in labels) + "    </instance>\n")


def _hudl_touch(team: str, name: str, jersey: str, skill: str, grade: str, *more: tuple[str, str]
                ) -> list[tuple[str, str]]:
    return [("YYYY-MM-DD", "2025-03-08"), ("Team Name", team), ("Player Name", name), ("Player Jersey", jersey),
            ("Skill", skill), ("Grade", grade), *more, ("Set", "2"), ("Score VC Aurora", "14"),
            ("Score Riva Volley", "12"), ("Tournament - Event", "Serie B1 Femminile")]


_HUDL_XML = ('<?xml version="1.0" encoding="utf-8"?>\n<file>\n  <ALL_INSTANCES>\n'
             + _hudl_instance(1, "1447.2", "1455.2", "Serve", _hudl_touch(
                 "Riva Volley", "Kowalska, Anna", "7", "Serve", "Poor", ("Serve Type", "Jump Spin")))
             + _hudl_instance(2, "1450.0", "1458.0", "Receive", _hudl_touch(
                 "VC Aurora", "Bianchi, Marta", "9", "Receive", "Positive", ("Serve Type", "Jump Spin")))
             + _hudl_instance(3, "1456.0", "1464.0", "Attack", _hudl_touch(
                 "VC Aurora", "Rossi, Giulia", "13", "Attack", "Perfect", ("Attack Type", "In System"),
                 ("Attack Location", "Net Point 2")))
             + _hudl_instance(4, "1447.2", "1466.8", "Rally", [("Rally Won", "Won")])
             + "  </ALL_INSTANCES>\n</file>\n")
_HUDL_NAME = "2025-03-08_VCA-RIV_hudl.xml"


def _perana_psvb() -> str:
    """A match as Perana Sports' VBStats saves it (openvolley/peranavolley: R/read.R pv_read and R/write.R
    pv_write, and the bytes of its inst/extdata/20170923_2017_AVL_MENS_CHM_17_vs_UTSSUM_17.psvb): the text ('PSVB',
    then a line a record: M~ the match, TO~ the tournament, VE~ the venue, V~ the video, PH~ and PA~ the home and
    away players, THP~ and TAP~ the shirts, E~ a touch with its EventGrade, each a JSON object, lines ended by CRLF)
    gzipped (1F 8B 08, no flags, no time, XFL 0, OS 3 as the sample's iPad wrote it), its length as four
    little-endian bytes before it, all base64 on one line with no newline after it."""
    guid = "{}-29139-00009C{:08X}".format
    home, away, match = guid("A17F8408-35AB-4EF8-9D9A-567CEA64064F", 0x409DFB85), guid(
        "673C0377-B516-41E5-9BA6-0C98940B8A62", 0x634CCB11), guid("6A704323-5391-4EEE-A4B4-A61EF6431418", 0x77950A5A)

    def event(player: str, name: str, grade: int, eid: str, etype: int, stamp: str) -> str:
        return "E~" + json.dumps({
            "PlayerGuid": player, "videoDuration": 0, "EventString": name, "BallEndString": "0, 0|0",
            "EventGrade": grade, "TimeStamp": stamp, "ErrorType": 0, "OppositionScore": 12, "SubEvent2": 0,
            "TeamScore": 14, "SubEvent": 0, "EventId": eid, "EventType": etype, "Row": 1, "BallMidString": "0, 0|0",
            "BallStartString": "0, 0|0"}, separators=(",", ":"))

    def player(kind: str, last: str, first: str, ident: str) -> str:
        return f"{kind}~" + json.dumps({
            "PositionsString": "", "NickName": last, "thumbnailData": "", "LastName": last, "BlockReach": 0,
            "FirstName": first, "Height": 0, "SpikeReach": 0, "DOB": "1970-01-01T10:00:00.000Z", "Guid": ident},
            separators=(",", ":"))

    lines = ["PSVB", "M~" + json.dumps({
        "videoStartTime": "1970-01-01T08:00:00.000Z", "IsMatch": 1, "HomeScore": 3, "IsBeach": 0, "FinalGameScore": 0,
        "AwayScore": 1, "GameScore": 0, "UserDefined2": "/var/mobile/Containers/Data/Application/2B58F598-7EF7-4FFD-"
        "810E-0AD69360217C/Documents/VCA RIV 2025-03-08.mp4**6118.240000", "TrainingDate": "2025-03-08T19:31:00.000Z",
        "BestOf": 2, "Notes": "", "Guid": match, "isPractice": 0}, separators=(",", ":")),
        "TO~" + json.dumps({"DateString": "9/28/24 to 4/26/25", "TournamentDataString": "", "EndDate":
                            "2025-04-26T19:00:00.000Z", "Name": "Serie B1 Femminile 2024/25", "Guid": guid(
                                "ECD58203-E6FE-4715-B559-B2D20EE8717A", 0x18ECA285), "StartDate":
                            "2024-09-28T18:00:00.000Z"}, separators=(",", ":")),
        player("PH", "Rossi", "Giulia", home), player("PA", "Kowalska", "Anna", away),
        f"THP~13~{home}", f"TAP~7~{away}",
        event(away, "Serve", 1, "2710", 1, "2025-03-08T20:41:12.000Z"),
        event(home, "Spike", 3, "2740", 4, "2025-03-08T20:41:21.000Z")]
    text = "".join(line + "\r\n" for line in lines).encode()
    packer = zlib.compressobj(6, zlib.DEFLATED, -15)
    data = packer.compress(text) + packer.flush()
    gz = b"\x1f\x8b\x08\x00\x00\x00\x00\x00\x00\x03" + data + struct.pack("<II", zlib.crc32(text), len(text))
    return base64.b64encode(struct.pack("<I", len(text)) + gz).decode()


_PSVB = _perana_psvb()
_PSVB_NAME = "20250308_B1F_VCA_vs_RIV.psvb"


def _ovscout2_ovs() -> bytes:
    """A half-scouted match as ovscout2 saves it (openvolley/ovscout2: R/video_scouter_server.R, 'save_rds_button'
    writes '<match>.ovs' with saveRDS): R's serialization, version 3 ('X', LF, then 3, the writing R's version, here
    4.4.1, the oldest that reads it, 3.5.0, and 'UTF-8'), of the datavolley object (a list with class 'datavolley')
    holding the game's state and the court references it adds before saving, gzipped as saveRDS does (zlib's
    header: 1F 8B 08, no flags, no time, XFL 0, OS 3); the match's meta left out.  The bytes of this builder with
    4.2.2 as the version are those of R 4.2.2's own saveRDS of the same object."""
    def i32(n: int) -> bytes:
        return struct.pack(">i", n)

    def chars(s: str) -> bytes:
        return i32(0x00040009) + i32(len(s)) + s.encode()

    def strs(*ss: str) -> bytes:
        return i32(0x10) + i32(len(ss)) + b"".join(chars(s) for s in ss)

    def one_int(n: int) -> bytes:
        return i32(0x0D) + i32(1) + i32(n)

    state = [("set_number", one_int(2)), ("home_score_start_of_point", one_int(15)),
             ("visiting_score_start_of_point", one_int(12)), ("serving", strs("*")), ("current_team", strs("*")),
             ("set_started", i32(0x0A) + i32(1) + i32(1)), ("home_team_end", strs("upper"))]
    stream = (b"X\n" + i32(3) + i32(0x00040401) + i32(0x00030500) + i32(5) + b"UTF-8"
              + i32(0x313) + i32(2)
              + i32(0x213) + i32(len(state)) + b"".join(v for _, v in state)
              + i32(0x402) + i32(1) + chars("names") + strs(*(k for k, _ in state)) + i32(0xFE)
              + i32(0x13) + i32(0)
              + i32(0x402) + i32(0x1FF) + strs("game_state", "detection_refs")
              + i32(0x402) + i32(1) + chars("class") + strs("datavolley") + i32(0xFE))
    packer = zlib.compressobj(6, zlib.DEFLATED, -15)
    data = packer.compress(stream) + packer.flush()
    return (b"\x1f\x8b\x08\x00\x00\x00\x00\x00\x00\x03" + data
            + struct.pack("<II", zlib.crc32(stream), len(stream)))


_OVS = _ovscout2_ovs()
_OVS_NAME = "2025-03-08_VCA-RIV.ovs"

# the league's match statistics as volleystats scrapes them from Data Project's web competition pages
# (claromes/volleystats: spiders/match.py HomeStatsSpider, written by Scrapy's CSV feed): 'data/<federation>-<match
# id>-<date>-home-<team>.csv', the header the spider's keys (Match ID, Match Date, Home Team, Home Coach, Stadium,
# Number, Name, Total Points, Break Points, W-L, Total Serve, Serve Errors, Ace, Total Receptions, 'Reception Erros',
# ..., Block Points, its spelling kept), names lower-cased as it writes them, a player a row, lines ended by CRLF
_VOLLEYSTATS_COLUMNS = ["Match ID", "Match Date", "Home Team", "Home Coach", "Stadium", "Number", "Name",
                        "Total Points", "Break Points", "W-L", "Total Serve", "Serve Errors", "Ace",
                        "Total Receptions", "Reception Erros", "Positive Pass Percentage",
                        "Excellent/ Perfect Pass Percentage", "Total Attacks", "Attack Erros", "Blocked Attack",
                        "Attack Points (Exc.)", "Attack Points Percentage (Exc.%)", "Block Points"]
_VOLLEYSTATS = "".join(",".join(row) + "\r\n" for row in [_VOLLEYSTATS_COLUMNS] + [
    ["4817", "2025-03-08", "vc aurora", "sala marco", "palaaurora - milano", *player] for player in [
        ["13", "rossi giulia", "24", "9", "15", "14", "2", "2", "3", "0", "", "", "52", "6", "3", "21", "40%", "1"],
        ["9", "bianchi marta", "16", "6", "9", "12", "1", "1", "31", "2", "52%", "29%", "38", "4", "2", "14", "37%",
         "1"],
        ["5", "conti chiara", "5", "3", "3", "15", "1", "2", "", "", "", "", "6", "0", "0", "2", "33%", "1"]]])
_VOLLEYSTATS_NAME = "fipav-4817-2025-03-08-home-vcaurora.csv"


def _season_xlsx() -> bytes:
    """The season's attack table as the statistician keeps it in a spreadsheet: an Office Open XML workbook, a ZIP (PK
    03 04 14 00 06 00 08 00 00 00 21 00, the signature Office's files open with: version 2.0, deflate's 'super fast'
    flags, parts stamped 1980-01-01 00:00; the file(1) magic's msooxml notes) whose first part is [Content_Types].xml
    and second _rels/.rels, as Office orders them, each XML part opened by the standalone declaration and CRLF, then the
    workbook's relationships, the workbook and one sheet, 'Attack' (player, team, sets, kills, errors, attempts,
    efficiency), its text inline; the styles, theme and document properties left out (a spreadsheet opens it without
    them: openpyxl and pandas read it)."""
    head = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n'
    main = "http://schemas.openxmlformats.org/spreadsheetml/2006/main"
    rel = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"
    pkg = "http://schemas.openxmlformats.org/package/2006/relationships"
    ct = "application/vnd.openxmlformats-officedocument.spreadsheetml"
    rows: list[list[object]] = [["Player", "Team", "Sets", "K", "E", "TA", "Eff"],
                                ["Rossi Giulia", "VCA", 78, 362, 101, 905, 0.288],
                                ["Kowalska Anna", "RIV", 74, 331, 97, 861, 0.272],
                                ["Bianchi Marta", "VCA", 80, 254, 88, 702, 0.236]]

    def cell(ref: str, value: object) -> str:
        if isinstance(value, str):
            return f'<c r="{ref}" t="inlineStr"><is><t>{value}</t></is></c>'
        return f'<c r="{ref}"><v>{value}</v></c>'

    sheet = "".join(f'<row r="{i}">' + "".join(cell(f"{'ABCDEFG'[j]}{i}", v) for j, v in enumerate(r)) + "</row>"
                    for i, r in enumerate(rows, 1))
    parts = [
        ("[Content_Types].xml", f'<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
                                '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.'
                                'relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>'
                                f'<Override PartName="/xl/workbook.xml" ContentType="{ct}.sheet.main+xml"/>'
                                f'<Override PartName="/xl/worksheets/sheet1.xml" ContentType="{ct}.worksheet+xml"/>'
                                '</Types>'),
        ("_rels/.rels", f'<Relationships xmlns="{pkg}"><Relationship Id="rId1" Type="{rel}/officeDocument" '
                        'Target="xl/workbook.xml"/></Relationships>'),
        ("xl/workbook.xml", f'<workbook xmlns="{main}" xmlns:r="{rel}"><sheets><sheet name="Attack" sheetId="1" '
                            'r:id="rId1"/></sheets></workbook>'),
        ("xl/_rels/workbook.xml.rels", f'<Relationships xmlns="{pkg}"><Relationship Id="rId1" '
                                       f'Type="{rel}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>'),
        ("xl/worksheets/sheet1.xml", f'<worksheet xmlns="{main}"><sheetData>{sheet}</sheetData></worksheet>')]
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as z:
        for name, xml in parts:
            info = zipfile.ZipInfo(name, (1980, 1, 1, 0, 0, 0))
            info.create_system = 0
            z.writestr(info, head + xml, zipfile.ZIP_DEFLATED)
        offsets = [info.header_offset for info in z.infolist()]
    data = bytearray(out.getvalue())
    directory = struct.unpack_from("<I", data, data.rfind(b"PK\x05\x06") + 16)[0]
    for offset in offsets:  # the flags zipfile cannot be told to write: in the local and the central headers
        data[offset + 6] = 0x06
        data[directory + 8] = 0x06
        directory += 46 + sum(struct.unpack_from("<HHH", data, directory + 28))
    return bytes(data)


_XLSX = _season_xlsx()
_XLSX_NAME = "VCA_2024-25_season_stats.xlsx"

# the kills of a match as ovideo writes them for VLC (openvolley/ovideo: R/playlists.R ov_playlist_to_vlc and
# item2m3u, the clips of ov_video_playlist with ov_video_timing's attack window, 5 seconds before the touch's video
# time and 8 long, the player's name as the subtitle): each clip its own '#EXTM3U', '#EXTINF:<duration>,<subtitle>',
# the two '#EXTVLCOPT' start and stop times, the video's path, a blank line, the clips joined by a newline (cat's
# sep, which cat also ends the file with), written on the analyst's Mac so lines end with LF
_M3U = "".join(f"#EXTM3U\n#EXTINF:8,{name}\n#EXTVLCOPT:start-time={t - 5}\n#EXTVLCOPT:stop-time={t + 3}\n"
                 "/Users/video/Movies/2025-03-08 VCA-RIV.mp4\n\n\n"
                 for name, t in [("Giulia Rossi", 321), ("Marta Bianchi", 418), ("Giulia Rossi", 1461),
                                 ("Sara Greco", 1532)])
_M3U_NAME = "VCA-RIV_kills.m3u"

# the video timestamps as the video scout types them while watching: set, rally, video time, shirt, skill and grade:
# six fields a line
_TIMESTAMPS = ("2 27 00:24:08 05 E #\n2 27 00:24:12 13 A #\n2 28 00:24:43 13 S !\n2 29 00:25:20 09 R =\n"
               "2 30 00:25:58 11 A /\n2 31 00:26:31 03 B #\n")
# the box score as typed from the league's report: shirt, surname, kills, errors, attempts and hitting percentage:
# six fields a line
_BOX_SCORE = ("13 Rossi 21 6 52 .288\n9 Bianchi 14 4 38 .263\n11 Villa 11 5 35 .171\n3 Ferri 8 1 15 .467\n"
              "8 Galli 6 2 12 .333\n5 Conti 2 0 6 .333\n")
# the roster as typed: shirt, surname, name and role: four fields a line
_ROSTER = "1 Moretti Laura L\n5 Conti Chiara S\n9 Bianchi Marta OH\n13 Rossi Giulia OPP\n3 Ferri Elena MB\n"

# the plays as the analyst writes them from datavolley (openvolley/datavolley's plays(), a column each as its
# dv_read names them, the touch a row) with R's write.csv(..., row.names = FALSE): the header and strings quoted,
# numbers and the clock bare, lines ended by LF (R 4.2.2's own output for this frame)
_PLAYS_CSV = (
    '"match_id","point_id","time","video_file_number","video_time","code","team","player_number","player_name",'
    '"player_id","skill","skill_type","evaluation_code","evaluation","set_number","home_team_score",'
    '"visiting_team_score"\n'
    '"e1f4a0c2b7d95e83c6a1f0d2b4c89e17",12,2025-03-08 20:41:12,1,1452,"a07SQ-~~~16C","Riva Volley",7,"Anna Kowalska",'
    '"RIV-KOW-ANN","Serve","Jump serve","-","Negative, opponent free attack",2,15,12\n'
    '"e1f4a0c2b7d95e83c6a1f0d2b4c89e17",12,2025-03-08 20:41:12,1,1452,"*09RQ+~~~16C","VC Aurora",9,"Marta Bianchi",'
    '"VCA-BIA-MAR","Reception","Jump serve reception","+","Positive, attack",2,15,12\n'
    '"e1f4a0c2b7d95e83c6a1f0d2b4c89e17",12,2025-03-08 20:41:17,1,1457,"*05EH#K1F","VC Aurora",5,"Chiara Conti",'
    '"VCA-CON-CHI","Set","High ball set","#","Perfect",2,15,12\n'
    '"e1f4a0c2b7d95e83c6a1f0d2b4c89e17",12,2025-03-08 20:41:21,1,1461,"*13AH#V5~46CH2","VC Aurora",13,"Giulia Rossi",'
    '"VCA-ROS-GIU","Attack","High ball attack","#","Winning attack",2,15,12\n')


def sixtyninth_bar_volleyball_cases() -> list[Case]:
    G = SIXTYNINTH_VOLLEYBALL
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="skill_rankings", judgements="staff_ratings", runs=_RECS3, stem="player_rankings",
        outputs=_OUT, item="player", rounded="coach_video_ratings",
        weights="{'dv_scout_efficiency': 2.0, 'league_box_score': 1.5, 'hudl_grades': 1.0, "
                "'coach_video_ratings': 0.5}",
        lone_query="R['coach_video_ratings']['scrimmage:2025-03-11/VCA/6v6'] = "
                   "{'player:VCA/MOR-LAU-04': 0.9, 'player:VCA/CON-CHI-97': 0.4}\n",
        trust="dv_scout_efficiency 2\nleague_box_score 1\nhudl_grades 1\n",
        trust_dict="{'dv_scout_efficiency': 2, 'league_box_score': 1, 'hudl_grades': 1}",
        texts={
            "rrf": ("u69b_rrf_skill_rankings",
                    "rankagg.fuse({source: {match and skill, or season: {player: score}}}, method='rrf'): DataVolley "
                    "efficiency, league box score, Hudl grades and the coaches' video ratings, six rankings "
                    "('match:2025-03-08/VCA-RIV/attack'), players as 'player:VCA/ROS-GIU-01'"),
            "borda": ("u69b_borda_player_not_scouted",
                      "rankagg.fuse(..., method='borda'): a player who came on for two rallies, or whose touches "
                      "Hudl did not grade, has no score from some sources"),
            "combsum": ("u69b_combsum_rounded_video_ratings",
                        "rankagg.fuse(..., method='combsum'): the coaches' video ratings kept to one decimal (many "
                        "ties) beside the scouted efficiency and the box score"),
            "fuser": ("u69b_weighted_fuser_dv_scouting",
                      "rankagg.Fuser('rrf', weights=...) per match, skill and season: the club's DataVolley "
                      "scouting counts 2, as every touch is scouted and graded"),
            "frame": ("u69b_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the statistician's sheet, "
                      "a row per match and skill, player and source"),
            "evaluate": ("u69b_evaluate_staff_ratings",
                         "rankagg.evaluate(fused ranking, the staff's ratings, ['nDCG@5', 'AP', 'P@3']): does the "
                         "fused ranking put the players the staff rate best first"),
            "lone": ("u69b_video_ratings_only_scrimmage",
                     "rankagg.fuse(..., method='rrf'): a midweek scrimmage only the coaches rated from video, beside "
                     "matches every source covers"),
            "cli_rrf": ("u69b_cli_rrf_runs",
                        "rankagg fuse dv_scout_efficiency.run league_box_score.run hudl_grades.run --method rrf -o "
                        "player_rankings.run: one run per source, matches, skills and seasons as queries"),
            "cli_borda": ("u69b_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the club's DataVolley "
                          "scouting counts double)"),
            "cli_combsum": ("u69b_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four players the video session goes "
                            "through per skill"),
            "cli_evaluate": ("u69b_cli_evaluate_staff_ratings_qrels",
                             "rankagg evaluate player_rankings.run --qrels staff_ratings.qrels -m ndcg_cut.5 -m map: "
                             "the fused ranking against the staff's ratings (0-2)"),
            "cli_parquet": ("u69b_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o player_rankings.parquet: gzipped runs from the "
                            "statistician's scripts, a Parquet table for the season's report")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u69b_datavolley_dvw_as_run", "a match as DataVolley scouts it ('[3DATAVOLLEYSCOUT]', FILEFORMAT, [3MATCH], "
         "[3TEAMS], ..., [3VIDEO] Camera0=, [3SCOUT] a touch a line with its video time)", _DVW_NAME, _DVW,
         "DataVolley", f"{_DVW_NAME}:1"),
        ("u69b_datavolley_sq_roster_as_run", "the team's roster as DataVolley keeps it (.sq: 'DV-Team-2', the team "
         "line, then shirt, id, surname, date of birth, ..., name, role, tab-separated)", _SQ_NAME, _SQ, "DataVolley",
         f"{_SQ_NAME}:1"),
        ("u69b_volleystation_vsm_as_run", "a match as VolleyStation saves it (.vsm: one line of JSON, gameType, "
         "version, startDate, scout, team, attackCombinations, setterCalls)", _VSM_NAME, _VSM, "VolleyStation",
         f"{_VSM_NAME}:1"),
        ("u69b_hudl_xml_as_run", "a match as Hudl exports it (XML: <file>, <ALL_INSTANCES>, an <instance> a touch "
         "with its labels: Team Name, Player Name, Skill, Grade, ...)", _HUDL_NAME, _HUDL_XML, "Hudl",
         named_at(_HUDL_NAME, _HUDL_XML)),
        ("u69b_perana_psvb_as_run", "a match as Perana's VBStats saves it (.psvb: one line of base64, a length and "
         "the gzipped 'PSVB' records)", _PSVB_NAME, _PSVB, "Perana", f"{_PSVB_NAME}:1"),
        ("u69b_ovscout2_ovs_as_run", "a half-scouted match as ovscout2 saves it (.ovs: gzip, 1F 8B 08, of R's "
         "serialized datavolley object)", _OVS_NAME, _OVS, "ovscout2", _OVS_NAME),
        ("u69b_volleystats_csv_as_run", "the league's match statistics as volleystats scrapes them from Data "
         "Project's pages (Match ID, Match Date, Home Team, ..., Total Points, Break Points, W-L, ..., Block Points)",
         _VOLLEYSTATS_NAME, _VOLLEYSTATS, "volleystats", f"{_VOLLEYSTATS_NAME}:1"),
        ("u69b_season_xlsx_as_run", "the season's attack table as a spreadsheet (.xlsx: a ZIP, PK 03 04, "
         "[Content_Types].xml first, a sheet 'Attack')", _XLSX_NAME, _XLSX, "Excel", _XLSX_NAME),
        ("u69b_ovideo_m3u_as_run", "the match's kills as ovideo writes them for VLC (#EXTM3U, #EXTINF, "
         "#EXTVLCOPT:start-time, stop-time, the video's path)", _M3U_NAME, _M3U, "M3U", f"{_M3U_NAME}:1"),
        ("u69b_video_timestamps_as_run", "the video timestamps as typed (six fields a line: set, rally, video time, "
         "shirt, skill, grade)", "timestamps_VCA-RIV.txt", _TIMESTAMPS, "video timestamps",
         "timestamps_VCA-RIV.txt:1"),
        ("u69b_box_score_as_run", "the box score as typed (six fields a line: shirt, surname, kills, errors, "
         "attempts, hitting percentage)", "box_score_VCA-RIV.txt", _BOX_SCORE, "box score",
         "box_score_VCA-RIV.txt:1")],
        one_run=("dv_scout_efficiency.run", _ONE_RUN), stem="player_rankings",
        text_why="trec_eval refuses a line of other than six fields, and a typed box score's six are a shirt, a "
                 "surname, kills, errors, attempts and a percentage, not a run's; the file is the field's own, named "
                 "by what it is (a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a gzipped R session or a spreadsheet read as lines gives no ranking: named "
                   "by what it is")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u69b_roster_as_qrels", "roster_VCA.txt", _ROSTER, "roster"),
        ("u69b_box_score_as_qrels", "box_score_VCA-RIV.txt", _BOX_SCORE, "box score"),
        ("u69b_video_timestamps_as_qrels", "timestamps_VCA-RIV.txt", _TIMESTAMPS, "video timestamps"),
        ("u69b_volleystation_vsm_as_qrels", _VSM_NAME, _VSM, "VolleyStation")],
        one_run=("dv_scout_efficiency.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u69b_out_datavolley_dvw", _DVW_NAME, "a DataVolley match file"),
        ("u69b_out_volleystation_vsm", _VSM_NAME, "a VolleyStation match file (JSON)"),
        ("u69b_out_ovscout2_ovs", _OVS_NAME, "an ovscout2 session (R's serialized object, gzipped)"),
        ("u69b_out_ovideo_m3u", _M3U_NAME, "ovideo's VLC playlist of the kills (M3U)")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=69"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u69b_api_volleystation_document",
            "rankagg.fuse(json.load(2025-03-08_VCA-RIV.vsm)): a VolleyStation match file, loaded in Python, given as "
            "the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('m.vsm')), method='rrf')\n",
            "VolleyStation", why="a run maps a query to {document: score}; a VolleyStation match is gameType, "
            "version, startDate, the scout's sets and rallies, the teams, the attack combinations and setter calls",
            files={"m.vsm": _VSM}),
        bad("u69b_api_datavolley_plays_frame",
            "rankagg.fuse(pd.read_csv(plays.csv)): the plays written from datavolley (match_id, point_id, time, "
            "video_time, code, team, player_name, skill, evaluation_code, evaluation, ...) given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('plays.csv'), method='borda')\n",
            "datavolley", why="a table of runs has qid, docid, run and score columns; datavolley's plays are a "
            "touch per row: the rally, the clock and video time, the scouted code, the team, the player, the skill "
            "and its grade",
            files={"plays.csv": _PLAYS_CSV}),
    ]
    return cases
