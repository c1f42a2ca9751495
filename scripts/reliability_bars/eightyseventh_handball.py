"""Issue 45's eighty-seventh bar of scripts/reliability_matrix.py, a handball league's statistics office and a club's
video and performance analysts, ranking players and goalkeepers per match, round and season from goals, shooting
efficiency, saves, assists, suspensions and ratings (its cases, ids ``u87b_``, registered in its ``cases()``); the
mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.  (Written by a persona
session, before any of its recognisers existed.)

The team's day: a match's players, a round's goalkeepers, a season's scorers is a query
(``match:hbl/2024-25/r34/SGF-HSV/players`` the players of one league match by season, round and the teams' codes;
``round:hbl/2024-25/r34/goalkeepers`` a round's goalkeepers; ``season:hbl/2024-25/top-scorers``) and each player a
document (``player:hbl/100417``, the id space, then the player's league id); the runs are the match reports' goals and
shooting efficiency, the video analysts' codings, Kinexon's loads and the analysts' ratings, turned to scores in [0,
1] at four decimals.  They are fused with RRF, Borda and CombSUM, the match reports weighted highest (every goal, save
and suspension signed off by the referees and the timekeeper), and judged against the office's verdicts (2 a player in
the round's team of the week, 1 a rated player, 0 otherwise).  The mistakes and odd files: the field's own files given
where runs or qrels are read (the league's live-score answer as Atrium Sports' embed API serves the HBL's fixtures,
saved indented and as curl saves it, a Sportscode XML export of the analysts' codes, Kinexon's position CSV export,
the federation's match report PDF, a Sportscode clip exported as MP4 from the same folder, and the scorers' match
sheet, the analysts' shot chart and goalkeeper save sheet as typed), and outputs named for the field's files (a
Sportscode timeline .SCTimeline, a Sportscode playlist .SCClips, a LongoMatch project .lgm and a saved Sportscode XML
export). Checked: Atrium Sports' answer by a stored copy of api
eapi.web.prod.cloud.atriumsports.com/v1/embed/248/fixtures (BG2011/Handball-predictions, full_response.json: data with
broadcastsLabels, config, entities, fixtures, each fixture's attendance, broadcasts, competitors (code, colors, draw,
entityId, isHome, link, logo, name, resultPlace, resultStatus, score, secondaryScore, shootOutAttempts), fixtureId,
fixtureType, link, name, round, roundCode, series, stageCode, startTimeLocal, startTimeUTC, status, timezone, venue,
venueId; saved with two-space indents, keys sorted); Sportscode's XML by kloppy's test file and serializer (file,
ALL_INSTANCES, instance with ID, start, end, code, then label's group and text); Kinexon's CSV by floodlight's reader
(comma separated, 'ts in ms', 'sensor id', 'mapped id', 'number', 'full name', 'group id', 'group name', 'x in m', 'y
in m') and the column order of Kinexon's API example (KinexonHandballAPI's openapi/sports_app.json, positions export:
ts in ms, formatted local time, sensor id, mapped id, number, full name, league id, group id, group name, x in m, y in
m, speed in m/s, direction of movement in deg, acceleration in m/s2, total distance in m, metabolic power in W/kg,
acceleration load; the stored copy strips its spaces, restored here as floodlight reads them); .SCTimeline and
.SCClips by code importing Sportscode's files, .lgm by code naming LongoMatch's projects.  The PDF is built by the PDF
format (header, a binary comment, objects, xref with ten-digit offsets, trailer, startxref, %%EOF) and the MP4 as
ffmpeg writes it (ftyp isom, minor 512, brands isom iso2 avc1 mp41, then free and mdat).  (Left out, as they could not
be checked byte for byte: the IHF's and EHF's electronic match reports other than as PDF, SIS-Handball and nuLiga
exports, the EHF's live JSON and Sportradar's handball API (no stored answer); Hudl's and Sportscode's CSV exports
(only some of their columns are named anywhere); Kinexon's event and statistics exports; Sportscode's .SCTimeline
itself as an input (a package whose inner format no stored spec fixes).)

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import json
import struct

from .case import Case, command_cases, fusion_checks, named_at, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

EIGHTYSEVENTH_HANDBALL = ("45 Unseen inputs: an eighty-seventh bar, a handball league's statistics office and a "
                          "club's video and performance analysts ranking players and goalkeepers per match, round "
                          "and season from goals, shooting efficiency, saves, assists, suspensions and ratings "
                          "(Atrium Sports' live-score answers, Sportscode exports and clips, Kinexon's position "
                          "CSV, match report PDFs, and match sheets, shot charts and save sheets as typed)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['match_reports', 'video_codings', 'kinexon_loads', 'analyst_ratings'],
    items=['player:hbl/100417', 'player:hbl/100233', 'player:hbl/101982', 'player:hbl/100875',
           'player:hbl/102461', 'player:hbl/100059', 'player:hbl/103318', 'player:hbl/101140'],
    queries=['match:hbl/2024-25/r34/SGF-HSV/players', 'round:hbl/2024-25/r34/goalkeepers',
             'season:hbl/2024-25/top-scorers', 'match:hbl/2024-25/r34/RNL-BER/players',
             'round:hbl/2024-25/r33/team-of-the-week', 'season:hbl/2024-25/seven-metre-takers'],
    suffix='/revised', generator='player_rankings', judgements='office_verdicts'
) + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "player_rankings", "player_rankings.run")

_RECS3 = ["match_reports", "video_codings", "kinexon_loads"]
_OUT = ("player_rankings.run",)
_ONE_RUN = ("match:hbl/2024-25/r34/SGF-HSV/players Q0 player:hbl/100417 1 0.9318 match_reports\n"
            "match:hbl/2024-25/r34/SGF-HSV/players Q0 player:hbl/100233 2 0.8746 match_reports\n")


# the team's files, as Atrium Sports' API answers, as Sportscode and Kinexon export, as PDF and MP4, as typed
# the league's fixtures as Atrium Sports' embed API answers them (eapi.web.prod.cloud.atriumsports.com/v1/embed/248/
# fixtures, the HBL's data), saved by the office's script with two-space indents and its keys sorted
def _competitor(code: str, entity: str, home: bool, name: str, place: int, score: str) -> dict:
    return {"code": code, "colors": {"primary": "ff0000", "secondary": None, "tertiary": None}, "draw": False,
            "entityId": entity, "isHome": home,
            "link": {"fragment": None, "openInNewTab": False, "origin": None, "path": None, "queryParams": {}},
            "logo": None, "name": name, "resultPlace": place, "resultStatus": "CONFIRMED", "score": score,
            "secondaryScore": None, "shootOutAttempts": ""}


_FIXTURES = json.dumps({"data": {
    "broadcastsLabels": {"allBroadcasters": "All Broadcasters", "watch": "Watch"},
    "config": {"currentPage": "fixtures", "labelPage": "Schedule", "navigation": {"main": []},
               "showEntityLogo": True, "sport": "handball"},
    "entities": None,
    "fixtures": [{
        "attendance": 6300, "broadcasts": [],
        "competitors": [_competitor("SGF", "fe88f93b-3952-11ef-aa5d-af5c55c3771d", True, "SG Flensburg-Handewitt", 1,
                                    "40"),
                        _competitor("HSV", "0045fbc4-3953-11ef-a217-af5c55c3771d", False,
                                    "Handball Sport Verein Hamburg", 2, "37")],
        "fixtureId": "a4b645c0-4374-11ef-9c1c-3f6243ab3ed4", "fixtureType": "REGULAR", "link": "",
        "name": "SG Flensburg-Handewitt vs. Handball Sport Verein Hamburg", "round": "Round: 34",
        "roundCode": "85b7c9", "series": None, "stageCode": "1ee7e1", "startTimeLocal": "2025-06-08T15:00:00",
        "startTimeUTC": "2025-06-08T13:00:00", "status": {"label": "Final", "value": "CONFIRMED"},
        "timezone": "Europe/Berlin", "venue": None, "venueId": "d529a583-3952-11ef-bb2c-1bf414c1b522"}]}},
    ensure_ascii=False, indent=2, sort_keys=True)
_FIXTURES_NAME = "hbl_fixtures_round34.json"
# the same answer as curl saves it from the API, compact
_FIXTURES_RAW = json.dumps(json.loads(_FIXTURES), ensure_ascii=False, separators=(",", ":"), sort_keys=True)
_FIXTURES_RAW_NAME = "fixtures.json"

# the analysts' codes as Sportscode exports them to XML (file, ALL_INSTANCES, an instance per code: ID, start, end,
# code, then its labels' group and text)
_SPORTSCODE_XML = """<?xml version="1.0"?>
<file>
    <ALL_INSTANCES>
        <instance>
            <ID>1</ID>
            <start>84.2</start>
            <end>96.8</end>
            <code>SGF Attack</code>
            <label>
                <group>Player</group>
                <text>Golla 6</text>
            </label>
            <label>
                <group>Outcome</group>
                <text>Goal 9m</text>
            </label>
        </instance>
        <instance>
            <ID>2</ID>
            <start>101.5</start>
            <end>110.0</end>
            <code>GK Save</code>
            <label>
                <group>Goalkeeper</group>
                <text>Buric 16</text>
            </label>
        </instance>
    </ALL_INSTANCES>
</file>
"""
_SPORTSCODE_NAME = "SGF_HSV_r34.xml"

# Kinexon's positions export (comma separated, its columns in the API's documented order), a row per sensor and
# timestamp at 20 Hz
_KINEXON = ("ts in ms,formatted local time,sensor id,mapped id,number,full name,league id,group id,group name,"
            "x in m,y in m,speed in m/s,direction of movement in deg,acceleration in m/s2,total distance in m,"
            "metabolic power in W/kg,acceleration load\n"
            "1749387600050,08.06.2025 15:00:00.050,1187,4,6,Johannes Golla,100417,1,SGF,21.37,8.92,3.41,87.5,"
            "0.62,1.12,14.8,0.03\n"
            "1749387600050,08.06.2025 15:00:00.050,1203,9,16,Kevin Moeller,100233,1,SGF,1.04,10.11,0.22,12.0,"
            "-0.15,0.08,3.9,0.00\n"
            "1749387600100,08.06.2025 15:00:00.100,1187,4,6,Johannes Golla,100417,1,SGF,21.54,8.93,3.44,87.9,"
            "0.58,1.29,14.6,0.03\n")
_KINEXON_NAME = "kinexon_positions_SGF_HSV.csv"


def _match_report_pdf() -> bytes:
    """The federation's match report as the reporting system prints it to PDF (ISO 32000: the header %PDF-1.4, a
    comment of four bytes above 127 marking the file binary, the catalog, pages, one page and its content stream,
    a Helvetica font, the xref table of 20-byte entries with ten-digit offsets, the trailer, startxref, %%EOF)."""
    text = b"BT /F1 12 Tf 56 780 Td (Spielbericht SG Flensburg-Handewitt - HSV Hamburg 40:37) Tj ET"
    bodies = [b"<< /Type /Catalog /Pages 2 0 R >>",
              b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
              b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R "
              b"/Resources << /Font << /F1 5 0 R >> >> >>",
              b"<< /Length %d >>\nstream\n" % len(text) + text + b"\nendstream",
              b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>"]
    out = bytearray(b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")
    offsets = []
    for number, body in enumerate(bodies, 1):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % number + body + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(bodies) + 1)
    out += b"".join(b"%010d 00000 n \n" % offset for offset in offsets)
    out += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(bodies) + 1, xref)
    return bytes(out)


_PDF = _match_report_pdf()
_PDF_NAME = "Spielbericht_SGF_HSV_2025-06-08.pdf"


def _sportscode_clip_mp4() -> bytes:
    """A clip exported from Sportscode's timeline as ffmpeg writes MP4 (ISO/IEC 14496-12): the ftyp box (size 32,
    major brand isom, minor version 512, compatible isom iso2 avc1 mp41), a free box of 8 bytes, then the mdat
    box's header and the first bytes of its media."""
    ftyp = struct.pack(">I4s4sI", 32, b"ftyp", b"isom", 512) + b"isomiso2avc1mp41"
    media = bytes(24)
    return ftyp + struct.pack(">I4s", 8, b"free") + struct.pack(">I4s", 8 + len(media), b"mdat") + media


_MP4 = _sportscode_clip_mp4()
_MP4_NAME = "SGF_Attack_Golla_0084.mp4"

# the match sheet as typed by the scorer from the timekeeper's notes: minute, team, shirt number, player, event,
# score: six fields
_MATCH_SHEET = ("03:12 SGF 6 Golla goal 2:1\n07:45 HSV 21 Weller 2min 4:3\n11:02 SGF 11 Jakobsen 7m 6:4\n"
                "14:30 HSV 16 Bitter save 7:6\n")
# the analyst's shot chart as typed: shirt number, player, zone, shots, goals, efficiency: six fields
_SHOT_CHART = ("6 Golla pivot 7 6 85.7\n11 Jakobsen wing 9 7 77.8\n21 Weller back 11 6 54.5\n"
               "24 Pedersen back 8 5 62.5\n")
# the goalkeeper save sheet as typed: shirt number, goalkeeper, saves, shots faced: four fields a line
_SAVE_SHEET = ("16 Moeller 14 38\n1 Buric 3 9\n16 Bitter 12 41\n12 Vortmann 2 8\n")


def eightyseventh_bar_handball_cases() -> list[Case]:
    G = EIGHTYSEVENTH_HANDBALL
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="player_rankings", judgements="office_verdicts", runs=_RECS3,
        stem="player_rankings", outputs=_OUT, item="player", rounded="kinexon_loads",
        weights="{'match_reports': 2.0, 'video_codings': 1.0, 'kinexon_loads': 0.5, 'analyst_ratings': 1.5}",
        lone_query="R['analyst_ratings']['match:hbl/2024-25/friendly/SGF-KIE/players'] = "
                   "{'player:hbl/100417': 0.9, 'player:hbl/100233': 0.4}\n",
        trust="match_reports 2\nvideo_codings 1\nkinexon_loads 1\n",
        trust_dict="{'match_reports': 2, 'video_codings': 1, 'kinexon_loads': 1}",
        texts={
            "rrf": ("u87b_rrf_player_rankings",
                    "rankagg.fuse({source: {match, round or season: {player: score}}}, method='rrf'): the match "
                    "reports, the video codings, Kinexon's loads and the analysts' ratings, six rankings "
                    "('round:hbl/2024-25/r34/goalkeepers'), players as 'player:hbl/100417'"),
            "borda": ("u87b_borda_player_absent",
                      "rankagg.fuse(..., method='borda'): a player injured or suspended for a match has no score "
                      "from some sources"),
            "combsum": ("u87b_combsum_rounded_kinexon_loads",
                        "rankagg.fuse(..., method='combsum'): Kinexon's loads kept to one decimal (many ties) beside "
                        "the match reports and the video codings"),
            "fuser": ("u87b_weighted_fuser_match_reports",
                      "rankagg.Fuser('rrf', weights=...) per match, round and season: the match reports count 2, "
                      "as every goal, save and suspension is signed off by the referees"),
            "frame": ("u87b_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the office's sheet, a row "
                      "per match, round or season, player and source"),
            "evaluate": ("u87b_evaluate_office_verdicts",
                         "rankagg.evaluate(fused ranking, the office's verdicts, ['nDCG@5', 'AP', 'P@3']): does the "
                         "fused ranking put the team of the week first"),
            "lone": ("u87b_ratings_only_friendly",
                     "rankagg.fuse(..., method='rrf'): a friendly only the analysts rated, beside league matches "
                     "every source covers"),
            "cli_rrf": ("u87b_cli_rrf_runs",
                        "rankagg fuse match_reports.run video_codings.run kinexon_loads.run --method rrf -o "
                        "player_rankings.run: one run per source, matches, rounds and seasons as queries"),
            "cli_borda": ("u87b_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the match reports "
                          "count double)"),
            "cli_combsum": ("u87b_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the top four the round's post shows"),
            "cli_evaluate": ("u87b_cli_evaluate_office_verdicts_qrels",
                             "rankagg evaluate player_rankings.run --qrels office_verdicts.qrels -m ndcg_cut.5 -m "
                             "map: the fused ranking against the office's verdicts (0-2)"),
            "cli_parquet": ("u87b_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o player_rankings.parquet: gzipped runs from the "
                            "office's scripts, a Parquet table for the season's statistics page")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u87b_atrium_fixtures_as_run", "a round's fixtures as Atrium Sports' embed API answers them for the league "
         "(JSON: data with broadcastsLabels, config, entities, fixtures' competitors, fixtureId, round, status)",
         _FIXTURES_NAME, _FIXTURES, "Atrium Sports", f"{_FIXTURES_NAME}:1"),
        ("u87b_atrium_fixtures_compact_as_run", "the same answer as curl saves it from Atrium Sports' API, compact "
         "(JSON on one line: {\"data\":{\"broadcastsLabels\":...,\"fixtures\":[...]}})", _FIXTURES_RAW_NAME,
         _FIXTURES_RAW, "Atrium Sports", f"{_FIXTURES_RAW_NAME}:1"),
        ("u87b_sportscode_xml_as_run", "the analysts' codes as Sportscode exports them (XML: file, ALL_INSTANCES, "
         "instance ID, start, end, code, label group and text)", _SPORTSCODE_NAME, _SPORTSCODE_XML, "Sportscode",
         named_at(_SPORTSCODE_NAME, _SPORTSCODE_XML)),
        ("u87b_kinexon_csv_as_run", "a match's positions as Kinexon exports them (CSV: ts in ms, formatted local "
         "time, sensor id, mapped id, number, full name, ..., x in m, y in m, speed in m/s, ...)", _KINEXON_NAME,
         _KINEXON, "Kinexon", f"{_KINEXON_NAME}:1"),
        ("u87b_match_report_pdf_as_run", "the federation's match report left in the round's folder (PDF: %PDF-1.4, "
         "a binary comment, objects, xref, trailer)", _PDF_NAME, _PDF, "PDF", _PDF_NAME),
        ("u87b_sportscode_clip_mp4_as_run", "a clip exported from Sportscode's timeline (MP4: ftyp isom, free, "
         "mdat)", _MP4_NAME, _MP4, "MP4", _MP4_NAME),
        ("u87b_match_sheet_as_run", "the match sheet as typed by the scorer (six fields a line: minute, team, shirt "
         "number, player, event, score)", "match_sheet_r34.txt", _MATCH_SHEET, "match sheet",
         "match_sheet_r34.txt:1"),
        ("u87b_shot_chart_as_run", "the analyst's shot chart as typed (six fields a line: shirt number, player, "
         "zone, shots, goals, efficiency)", "shot_chart_SGF.txt", _SHOT_CHART, "shot chart",
         "shot_chart_SGF.txt:1"),
        ("u87b_save_sheet_as_run", "the goalkeeper save sheet as typed (four fields a line: shirt number, "
         "goalkeeper, saves, shots faced)", "save_sheet_r34.txt", _SAVE_SHEET, "save sheet",
         "save_sheet_r34.txt:1")],
        one_run=("match_reports.run", _ONE_RUN), stem="player_rankings",
        text_why="trec_eval refuses a line of other than six fields, and a typed shot chart's six are a shirt "
                 "number, a player, a zone, shots, goals and an efficiency, not a run's; the file is the field's "
                 "own, named by what it is (a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a PDF match report or an MP4 clip read as lines gives no ranking: named by "
                   "what it is")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u87b_save_sheet_as_qrels", "save_sheet_r34.txt", _SAVE_SHEET, "save sheet"),
        ("u87b_match_sheet_as_qrels", "match_sheet_r34.txt", _MATCH_SHEET, "match sheet"),
        ("u87b_kinexon_csv_as_qrels", _KINEXON_NAME, _KINEXON, "Kinexon"),
        ("u87b_atrium_fixtures_as_qrels", _FIXTURES_NAME, _FIXTURES, "Atrium Sports")],
        one_run=("match_reports.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u87b_out_sportscode_timeline", "SGF_HSV_r34.SCTimeline", "a Sportscode timeline (.SCTimeline)"),
        ("u87b_out_sportscode_playlist", "Playlist.SCClips", "a Sportscode playlist (.SCClips)"),
        ("u87b_out_longomatch_project", "SGF_HSV_r34.lgm", "a LongoMatch project (.lgm)"),
        ("u87b_out_sportscode_xml", "timeline.sportscode.xml", "a saved Sportscode XML export")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=87"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u87b_api_atrium_fixtures_document",
            "rankagg.fuse(json.load(hbl_fixtures_round34.json)): a round's fixtures as Atrium Sports' embed API "
            "answers them, loaded in Python, given as the runs",
            f"import json, rankagg\nrankagg.fuse(json.load(open('{_FIXTURES_NAME}', encoding='utf-8')), "
            "method='rrf')\n",
            "Atrium Sports", why="a run maps a query to {document: score}; Atrium Sports' answer is data, then "
            "broadcastsLabels, config, entities and the fixtures, each with its competitors, scores and status",
            files={_FIXTURES_NAME: _FIXTURES}),
        bad("u87b_api_kinexon_frame",
            "rankagg.fuse(pd.read_csv(kinexon_positions_SGF_HSV.csv)): a match's positions as Kinexon exports them "
            "(ts in ms, formatted local time, sensor id, mapped id, number, full name, ...) given as runs",
            f"import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('{_KINEXON_NAME}'), method='borda')\n",
            "Kinexon", why="a table of runs has qid, docid, run and score columns; Kinexon's export is a row per "
            "sensor and timestamp: the player's sensor, number and name, positions, speed and loads",
            files={_KINEXON_NAME: _KINEXON}),
    ]
    return cases
