"""Issue 45's forty-second bar of scripts/reliability_matrix.py, a golf club's tournament committee and a tour's
statistics team ranking players per round and per tournament across tournament software, handicap systems and shot
data (its cases, ids ``u42b_``, registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`,
the runner, the verdicts) are the matrix's.  (Written by a persona session, before any of its recognisers existed.)

The team's day: each tournament round (``evt:club-champ-2026/r1``, ``evt:winter-stableford/wk14``) is a query and
each player, by handicap number and Handicap Index, a document (``plyr:4417862/hansen-t@hi+1.2``: a plus
handicap); the runs are Golf Genius's net leaderboard, the Stableford points, the statistics team's strokes gained
and the committee's own order of merit, scores in [0, 1] at four decimals.  They are fused with RRF, Borda and
CombSUM, weighted by each source's record, and judged against the prize list (2 a prize, 1 in the top ten, 0 out of
the money).  The mistakes and odd files: the field's own files given where runs or qrels are read (Golf Genius's
WHS results export, PGA TOUR ShotLink shot files, a TrackMan session CSV, a GHIN score history, a Sportradar tee
times feed, a Garmin FIT round, an OWGR ranking PDF, a Golfmetrics strokes-gained export, the committee's score
record and hole-by-hole scorecard exports, its Stableford sheet), and outputs named for the field's files.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import struct

from .case import Case, command_cases, fusion_checks, named_at, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

FORTYSECOND_GOLF = ("45 Unseen inputs: a forty-second bar, a golf club's tournament committee and a tour's statistics "
                    "team ranking players per round and tournament across tournament software, handicap systems and "
                    "shot data (Golf Genius, ShotLink, TrackMan, GHIN, Sportradar, Garmin FIT, OWGR, Golfmetrics, WHS "
                    "score records, scorecards, Stableford sheets)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['golf_genius_net', 'stableford', 'strokes_gained', 'committee'],
    items=['plyr:4417862/hansen-t@hi+1.2', 'plyr:1093348/okafor-a@hi0.4', 'plyr:5520914/lindqvist-e@hi2.7',
           'plyr:2718281/moreau-c@hi3.9', 'plyr:3141592/tanaka-h@hi5.1', 'plyr:8675309/oconnell-s@hi6.8',
           'plyr:6021023/ruiz-m@hi8.2', 'plyr:7770012/bianchi-l@hi11.5'],
    queries=['evt:club-champ-2026/r1', 'evt:club-champ-2026/r2', 'evt:club-champ-2026/final',
             'evt:winter-stableford/wk14', 'evt:county-open/r1', 'evt:senior-medal/oct'],
    suffix='/playoff', generator='leaderboards', judgements='prize_list') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "leaderboards", "leaderboard.run")

_RECS3 = ["golf_genius_net", "stableford", "strokes_gained"]
_OUT = ("leaderboard.run",)
_ONE_RUN = ("evt:club-champ-2026/r1 Q0 plyr:4417862/hansen-t@hi+1.2 1 0.91 strokes_gained\nevt:club-champ-2026/r1 Q0 "
            "plyr:1093348/okafor-a@hi0.4 2 0.77 strokes_gained\n")

# --- the team's files, as the tournament software, handicap services, shot trackers and launch monitors write them ---
# Golf Genius's 'Export Results for WHS' (the French federation's template): a row per player and round; the columns
# as its help centre lists them
_GOLF_GENIUS = ("Tournament Local UID,Player Local UID,Organizing Golf ID,Tournament Name,Round Date,Round Number,"
                "Score Format,Score Formula,Nb Holes Played,License Number,Gender,Last Name\n"
                "8812045531,MC-0417,8023,Championnat du Club 2026,20261114,1,1,01,3,1234567,M,HANSEN\n"
                "8812045531,MC-0093,8023,Championnat du Club 2026,20261114,1,1,01,3,7654321,F,OKAFOR\n"
                "8812045531,MC-0552,8023,Championnat du Club 2026,20261115,2,1,01,3,2468013,M,LINDQVIST\n")


def _semi(*fields: object) -> str:
    return ";".join(str(f) for f in fields) + "\n"


# PGA TOUR ShotLink's shot-level file (Shot2026.TXT): ';'-separated, a header naming its 43 columns, a row per stroke
_SHOTLINK_FIELDS = ['Tour Code', 'Tour Description', 'Year', 'Tourn.#', 'Player #', 'Course #',
                    'Permanent Tournament #', 'Player First Name', 'Player Last Name', 'Round', 'Tournament Name',
                    'Course Name', 'Hole',
                    'Hole Score', 'Par Value', 'Yardage', 'Shot', 'Shot Type(S/P/D)', '# of Strokes',
                    'From Location(Scorer)', 'From Location(Enhanced)', 'To Location(Scorer)', 'To Location(Enhanced)',
                    'Distance', 'Distance to Pin', 'In the Hole Flag', 'Around the Green Flag', '1st Putt Flag',
                    'Distance to Hole after the Shot', 'Time', 'Lie', 'Elevation', 'Slope', 'X Coordinate',
                    'Y Coordinate', 'Z Coordinate', 'Distance from Center', 'Distance from Edge', 'Date', 'Left/Right',
                    'Strokes Gained/Baseline', 'Strokes Gained Category', 'Recovery Shot']
_SHOTLINK = (_semi(*_SHOTLINK_FIELDS)
             + _semi('R', 'PGA TOUR', 2026, 475, 46046, 656, 475, 'Scottie', 'Scheffler', 1, 'Valspar Championship',
                     'Innisbrook Resort (Copperhead)', 1, 4, 5, 558, 1, 'S', 1, 'Tee Box', 'Tee Box', 'Fairway',
                     'Left Fairway', 11484, 20088, 0, 0, 0, 8604, 1412, '', '', '', 10345.2, 9876.1, 42.3, 132, 0,
                     '03/19/2026', 'L', 0.412, 'OTT', 'N')
             + _semi('R', 'PGA TOUR', 2026, 475, 46046, 656, 475, 'Scottie', 'Scheffler', 1, 'Valspar Championship',
                     'Innisbrook Resort (Copperhead)', 1, 4, 5, 558, 2, 'S', 1, 'Fairway', 'Left Fairway', 'Green',
                     'Green', 7884, 8604, 0, 0, 0, 720, 1414, 'Good', 'Level', 'Level', 10611.7, 10102.5, 39.8, 0, 0,
                     '03/19/2026', 'R', 0.288, 'APP', 'N'))
# a TrackMan session export: the header, a units row under it, a row per shot
_TRACKMAN = ("Date,Player,Club,Club Speed,Attack Angle,Club Path,Swing Plane,Swing Direction,Dyn. Loft,Face Angle,"
             "Face To Path,Ball Speed,Smash Factor,Launch Angle,Launch Direction,Spin Rate,Spin Axis,Height,Carry,"
             "Side,Total\n"
             ",,,[mph],[deg],[deg],[deg],[deg],[deg],[deg],[deg],[mph],,[deg],[deg],[rpm],[deg],[ft],[yds],[yds],"
             "[yds]\n"
             "11/12/2026 09:14:02,Hansen T,Driver,114.2,2.1,1.4,49.8,2.6,13.9,0.8,-0.6,168.9,1.48,12.1,0.9,2384,-1.7,"
             "98.4,281.6,-3.2,302.5\n"
             "11/12/2026 09:15:27,Hansen T,7 Iron,87.6,-4.3,-0.9,61.2,-1.8,21.4,-0.2,0.7,120.5,1.38,17.8,-0.3,7012,2.4,"
             "97.1,172.3,1.9,181.0\n")
# GHIN's score history (the golfer's scores as the GHIN API returns them): recent, revision and nine-hole scores
_GHIN = ('{"recent_scores": {"scores": [{"id": 912345678, "order_number": 1, "score_day_order": 1, "gender": "M", '
         '"status": "Validated", "is_manual": false, "number_of_holes": 18, "number_of_played_holes": 18, '
         '"golfer_id": 4417862, "facility_name": "Royal Oak Golf Club", "adjusted_gross_score": 70, '
         '"posted_on_home_course": true, "played_at": "2026-11-14", "course_name": "Championship", '
         '"tee_name": "Blue", "course_rating": 72.4, "slope_rating": 131, "differential": -2.1, "used": true, '
         '"exceptional": false}]}, "revision_scores": {"scores": []}, "nine_hole_score": {"scores": []}, '
         '"deleted_scores": {"scores": []}, "score_history_stats": {"total_count": 41, "lowest_score": 66, '
         '"highest_score": 79, "average": 71.8}}\n')
# Sportradar's golf tee times per round feed (teetime-v3.0)
_SPORTRADAR = ('<?xml version="1.0" encoding="UTF-8"?>\n'
               '<tournament xmlns="http://feed.elasticstats.com/schema/golf/tournament/teetime-v3.0.xsd" '
               'id="231bafc7-b92c-49f8-ab5a-f3c705ae33b8" name="County Open" event_type="stroke" '
               'start_date="2026-11-19" end_date="2026-11-22" course_timezone="Europe/London" status="scheduled" '
               'coverage="full">\n'
               '  <round id="fdf71265-5347-421b-bace-4b4f705b62fb" number="1" status="scheduled">\n'
               '    <course id="b5472441-c89d-4afb-a793-7df1cd7710cd" name="Championship" yardage="7012" par="72">\n'
               '      <pairing tee_time="2026-11-19T08:10:00+00:00" back_nine="false" '
               'id="5ccacc9e-8e2f-423c-aec3-855adf355be6">\n'
               '        <player id="be5be8d0-b561-4d0e-ac4a-90275f2f979f" first_name="Tor" last_name="Hansen" '
               'country="NORWAY" abbr_name="T.Hansen"/>\n'
               '        <player id="8b1fc211-813d-4a1b-b896-0107cfb84119" first_name="Ada" last_name="Okafor" '
               'country="ENGLAND" abbr_name="A.Okafor"/>\n'
               '      </pairing>\n    </course>\n  </round>\n</tournament>\n')
# Golfmetrics's shot export: the header its file format page gives, a row per shot, strokes gained (pro, scratch)
_GOLFMETRICS = ("roundid,uid,username,golfername,date,course,round,score,holeid,hnum,shotid,stroke,startpos,holedis,"
                "recovery,pickup,penalty,prosg,scrsg\n"
                "58211,coach@royaloak.example,Tor Hansen,Tor Hansen,2026-11-14,Royal Oak Championship,1,70,1048321,1,"
                "9120331,1,0,412,0,0,0,0.08,0.21\n"
                "58211,coach@royaloak.example,Tor Hansen,Tor Hansen,2026-11-14,Royal Oak Championship,1,70,1048321,1,"
                "9120332,2,1,148,0,0,0,0.12,0.19\n")
# the handicap committee's WHS score record export: six fields a line (date, GHIN number, course rating, slope
# rating, adjusted gross score, score differential = 113 / slope x (AGS - course rating))
_SCORE_RECORD = ("date ghin course_rating slope_rating adjusted_gross_score differential\n"
                 "2026-11-14 4417862 72.4 131 70 -2.1\n2026-11-07 4417862 71.8 128 73 1.1\n"
                 "2026-10-31 1093348 72.4 131 75 2.2\n")
# the scorer's hole-by-hole scorecard export: six fields a line (player, round, hole, par, strokes, putts)
_SCORECARD = ("player round hole par strokes putts\nhansen-t R1 1 5 4 1\nhansen-t R1 2 4 4 2\nhansen-t R1 3 3 3 2\n"
              "okafor-a R1 1 5 5 2\n")
# the committee's Stableford sheet: four fields a line (player, round, hole, points)
_STABLEFORD = ("player round hole stableford_points\nhansen-t 1 1 3\nhansen-t 1 2 2\nhansen-t 1 3 2\n"
               "okafor-a 1 1 2\n")
# Sportradar's World Golf Ranking feed (the OWGR as its rankings endpoint gives it), for the API case
_WGR = ('{"id": "304406bf-99b9-494d-953a-c8a798b8a78f", "name": "World Golf Ranking", "alias": "WGR", '
        '"status": "created", "season": 2026, "players": [{"id": "6db3e736-d86d-4181-aa3b-651b8c1bfdc1", '
        '"first_name": "Scottie", "last_name": "Scheffler", "country": "UNITED STATES", "rank": 1, "prior_rank": 1, '
        '"abbr_name": "S.Scheffler", "statistics": {"events_played": 44, "avg_points": 17.96, "points": 736.16, '
        '"points_lost": -307.22, "points_gained": 388.18}}, {"id": "da226913-b804-48de-adbf-96e956eb75ac", '
        '"first_name": "Rory", "last_name": "McIlroy", "country": "NORTHERN IRELAND", "rank": 2, "prior_rank": 2, '
        '"abbr_name": "R.McIlroy", "statistics": {"events_played": 46, "avg_points": 11.37, "points": 522.97, '
        '"points_lost": -195.04, "points_gained": 357.31}}]}\n')

_FIT_CRC = [0x0000, 0xCC01, 0xD801, 0x1400, 0xF001, 0x3C00, 0x2800, 0xE401,
            0xA001, 0x6C00, 0x7800, 0xB401, 0x5000, 0x9C01, 0x8801, 0x4400]


def _fit_crc(data: bytes) -> int:
    """The FIT SDK's CRC-16 (a nibble table)."""
    crc = 0
    for byte in data:
        for nibble in (byte & 0x0F, byte >> 4):
            tmp = _FIT_CRC[crc & 0xF]
            crc = (crc >> 4) & 0x0FFF
            crc = crc ^ tmp ^ _FIT_CRC[nibble]
    return crc


def _fit_round() -> bytes:
    """A Garmin FIT activity of a golf round: a 14-byte header ('.FIT' at bytes 8-11, protocol 2.0, profile 21.32),
    a file_id message (type activity, manufacturer garmin) and a sport message (sport 25, golf), the file CRC."""
    file_id_def = bytes([0x40, 0, 0]) + struct.pack("<HB", 0, 5) + bytes([0, 1, 0x00, 1, 2, 0x84, 2, 2, 0x84,
                                                                          3, 4, 0x8C, 4, 4, 0x86])
    file_id = bytes([0x00]) + struct.pack("<BHHII", 4, 1, 3990, 3398712345, 1131523200)
    sport_def = bytes([0x41, 0, 0]) + struct.pack("<HB", 12, 2) + bytes([0, 1, 0x00, 1, 1, 0x00])
    sport = bytes([0x01, 25, 0])
    data = file_id_def + file_id + sport_def + sport
    header = bytes([14, 0x20]) + struct.pack("<HI", 2132, len(data)) + b".FIT"
    header += struct.pack("<H", _fit_crc(header))
    body = header + data
    return body + struct.pack("<H", _fit_crc(body))


def _owgr_pdf() -> bytes:
    """An OWGR weekly ranking as the archive's PDF: '%PDF-1.4', a catalog, a page, a text stream, an xref table."""
    text = (b"BT /F1 9 Tf 40 800 Td (Official World Golf Ranking - Week 46 2026) Tj 0 -14 Td "
            b"(This Week  Last Week  Name  Ctry  Average Points  Total Points  Events Played) Tj ET")
    objs = [b"<< /Type /Catalog /Pages 2 0 R >>",
            b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
            b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R "
            b"/Resources << /Font << /F1 5 0 R >> >> >>",
            b"<< /Length %d >>\nstream\n" % len(text) + text + b"\nendstream",
            b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>"]
    out = b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n"
    offsets = []
    for i, obj in enumerate(objs, 1):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % i + obj + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objs) + 1)
    out += b"".join(b"%010d 00000 n \n" % o for o in offsets)
    out += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objs) + 1, xref)
    return out


_FIT = _fit_round()
_PDF = _owgr_pdf()


def fortysecond_bar_golf_cases() -> list[Case]:
    G = FORTYSECOND_GOLF
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="leaderboards", judgements="prize_list", runs=_RECS3, stem="leaderboard", outputs=_OUT,
        item="player", rounded="golf_genius_net",
        weights="{'golf_genius_net': 1.0, 'stableford': 0.5, 'strokes_gained': 2.0, 'committee': 1.5}",
        lone_query="R['committee']['evt:junior-open/r1'] = {'plyr:9900101/ng-j@hi12.3': 0.9, "
                   "'plyr:9900102/diaz-p@hi15.0': 0.4}\n",
        trust="strokes_gained 2\ngolf_genius_net 1\nstableford 0.5\n",
        trust_dict="{'strokes_gained': 2, 'golf_genius_net': 1, 'stableford': 0.5}",
        texts={
            "rrf": ("u42b_rrf_leaderboards",
                    "rankagg.fuse({source: {round: {player: score}}}, method='rrf'): four sources, six rounds "
                    "('evt:club-champ-2026/r1'), players as 'plyr:4417862/hansen-t@hi+1.2' (a plus handicap)"),
            "borda": ("u42b_borda_missed_cut_players",
                      "rankagg.fuse(..., method='borda'): the Stableford points have no score for a player who "
                      "missed the cut, withdrew or was disqualified (MC, WD, DQ)"),
            "combsum": ("u42b_combsum_rounded_net_countback",
                        "rankagg.fuse(..., method='combsum'): Golf Genius's net score at one decimal (many ties the "
                        "committee settles by countback) beside the others"),
            "fuser": ("u42b_weighted_fuser_strokes_gained",
                      "rankagg.Fuser('rrf', weights=...) per round: strokes gained counts 2, the Stableford points "
                      "0.5"),
            "frame": ("u42b_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the committee's results "
                      "sheet, a row per round, player and source"),
            "evaluate": ("u42b_evaluate_prize_list",
                         "rankagg.evaluate(fused ranking, the prize list, ['nDCG@5', 'AP', 'P@3']): does the fused "
                         "ranking put the prize winners first"),
            "lone": ("u42b_one_source_junior_open",
                     "rankagg.fuse(..., method='rrf'): a round only the committee ranked (the junior open, no Golf "
                     "Genius event, no shot data) beside rounds every source covers"),
            "cli_rrf": ("u42b_cli_rrf_runs",
                        "rankagg fuse golf_genius_net.run stableford.run strokes_gained.run --method rrf -o "
                        "leaderboard.run: one run per source, rounds as queries"),
            "cli_borda": ("u42b_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: strokes gained "
                          "counts double)"),
            "cli_combsum": ("u42b_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the final group of four the committee sends "
                            "out last"),
            "cli_evaluate": ("u42b_cli_evaluate_prize_list_qrels",
                             "rankagg evaluate leaderboard.run --qrels prize_list.qrels -m ndcg_cut.5 -m map: the "
                             "fused ranking against the prize list (0-2)"),
            "cli_parquet": ("u42b_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o leaderboard.parquet: gzipped runs from the "
                            "statistics team's nightly jobs, a Parquet table for the scoreboard")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u42b_golf_genius_export_as_run", "Golf Genius's WHS results export (Tournament Local UID, Player Local "
         "UID, Organizing Golf ID, Tournament Name, Round Date, ...)", "Export_Results_WHS_8812045531.csv",
         _GOLF_GENIUS, "Golf Genius", "Export_Results_WHS_8812045531.csv:1"),
        ("u42b_shotlink_shots_as_run", "a PGA TOUR ShotLink shot file (';'-separated: Tour Code;Tour Description;"
         "Year;Tourn.#;Player #;...)", "Shot2026.TXT", _SHOTLINK, "ShotLink", "Shot2026.TXT:1"),
        ("u42b_trackman_csv_as_run", "a TrackMan session export (Date, Player, Club, Club Speed, ..., a [mph] "
         "units row under the header)", "TrackMan_Hansen_2026-11-12.csv", _TRACKMAN, "TrackMan",
         "TrackMan_Hansen_2026-11-12.csv:1"),
        ("u42b_ghin_scores_as_run", "a GHIN score history (recent_scores, revision_scores, adjusted_gross_score, "
         "differential)", "ghin_4417862_scores.json", _GHIN, "GHIN", "ghin_4417862_scores.json:1"),
        ("u42b_sportradar_teetimes_as_run", "a Sportradar golf tee times feed (tournament, round, course, pairing, "
         "player; teetime-v3.0)", "teetimes_r1.xml", _SPORTRADAR, "Sportradar", named_at("teetimes_r1.xml",
                                                                                         _SPORTRADAR)),
        ("u42b_garmin_fit_as_run", "a Garmin FIT round from a golf watch (a 14-byte header, '.FIT', file_id, "
         "sport golf)", "2026-11-14-09-02-11.fit", _FIT, "FIT", "2026-11-14-09-02-11.fit"),
        ("u42b_owgr_pdf_as_run", "the OWGR weekly ranking PDF from its archive ('%PDF-1.4')",
         "owgr46f2026.pdf", _PDF, "PDF", "owgr46f2026.pdf"),
        ("u42b_golfmetrics_as_run", "a Golfmetrics strokes-gained shot export (roundid, uid, username, golfername, "
         "..., prosg, scrsg)", "golfmetrics_team_shots.csv", _GOLFMETRICS, "Golfmetrics",
         "golfmetrics_team_shots.csv:1"),
        ("u42b_score_record_as_run", "the handicap committee's WHS score record export (six fields a line: date, "
         "GHIN number, course rating, slope rating, adjusted gross score, differential)", "score_record_2026.txt",
         _SCORE_RECORD, "score record", "score_record_2026.txt:1"),
        ("u42b_scorecard_as_run", "the scorer's hole-by-hole scorecard export (six fields a line: player, round, "
         "hole, par, strokes, putts)", "club_champ_r1_scorecards.txt", _SCORECARD, "scorecard",
         "club_champ_r1_scorecards.txt:1")],
        one_run=("strokes_gained.run", _ONE_RUN), stem="leaderboard",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a FIT round or a PDF read as lines gives no ranking: named by its format")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u42b_stableford_sheet_as_qrels", "club_champ_r1_stableford.txt", _STABLEFORD, "Stableford"),
        ("u42b_golf_genius_as_qrels", "Export_Results_WHS_8812045531.csv", _GOLF_GENIUS, "Golf Genius"),
        ("u42b_shotlink_as_qrels", "Shot2026.TXT", _SHOTLINK, "ShotLink"),
        ("u42b_score_record_as_qrels", "score_record_2026.txt", _SCORE_RECORD, "score record")],
        one_run=("strokes_gained.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u42b_out_fit", "leaderboard.fit", "a Garmin FIT activity"),
        ("u42b_out_gpx", "leaderboard.gpx", "a GPS rangefinder's GPX track"),
        ("u42b_out_xlsx", "leaderboard.xlsx", "a Golf Genius spreadsheet report"),
        ("u42b_out_pdf", "leaderboard.pdf", "the results PDF for the notice board")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=32"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u42b_api_world_golf_ranking_dict",
            "rankagg.fuse(json.load(wgr_rankings.json)): Sportradar's World Golf Ranking feed loaded in Python given "
            "as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('w.json')), method='rrf')\n",
            "World Golf Ranking", why="a run maps a query to {document: score}; the ranking feed's 'players' is a "
            "list and 'name', 'alias' and 'status' are text", files={"w.json": _WGR}),
        bad("u42b_api_trackman_frame",
            "rankagg.fuse(pd.read_csv(TrackMan_Hansen_2026-11-12.csv)): a TrackMan session given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('t.csv'), method='borda')\n",
            "TrackMan", why="a table of runs has qid, docid, run and score columns; TrackMan's has a shot per row "
            "(and a units row under its header)", files={"t.csv": _TRACKMAN}),
    ]
    return cases
