"""Issue 45's sixty-fourth bar of scripts/reliability_matrix.py, a provincial curling association's competitions office
and a club's league draw-master ranking teams per draw, event and season from game results (ends, scores, hammer),
last stone draws and the draw shot challenge, win-loss records and ranking points (its cases, ids ``u64b_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's.  (Written by a persona session, before any of its recognisers existed.)

The team's day: each draw, event or season ranking (``draw:2026-on-tankard/07``, the event's slug then the draw's
number; ``event:...`` an event's ranking, ``season:2025-26/on-men`` the association's season table) is a query and each
team a document (``team:granite/lindqvist``, the club's slug, then the skip); the runs are the win-loss records, the
line scores (ends won, points for and against), the ranking points and the draw shot challenge, scores in [0, 1] at
four decimals.  They are fused with RRF, Borda and CombSUM, weighted by how much each source is trusted, and judged
against the final standings (2 in the playoffs, 1 in the top half, 0 otherwise).  The mistakes and odd files: the
field's own files given where runs or qrels are read (Curling I/O's event and competitions documents from its API, the
World Curling live scores feed, a World Curling results page saved from the browser, the league's standings sheet saved
from Excel, a phone photo of the club's scoreboard, the line scores, last stone draws and draw schedule as typed), and
outputs named for the field's files.  (Left out, as they could not be checked: CurlingZone has no export, its pages are
HTML that czapi scrapes; no format of Curling Club Manager's is published; World Curling's results books are PDFs whose
producer could not be read, so only their file name is used; ODF's curling messages could not be read in enough
detail; CurlingSchedules.com's CSV export and Curling I/O's iCal download are described but their bytes are not, so
only the latter's suffix is used.)

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import json
import struct

from .case import Case, command_cases, fusion_checks, named_at, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

SIXTYFOURTH_CURLING = ("45 Unseen inputs: a sixty-fourth bar, a provincial curling association's competitions office "
                       "and a club's league draw-master ranking teams per draw, event and season from game results, "
                       "last stone draws, win-loss records and ranking points (Curling I/O's API documents, World "
                       "Curling's live scores and results pages, standings sheets, scoreboard photos, line scores, "
                       "last stone draws and draw schedules as typed)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['win_loss', 'line_scores', 'ranking_points', 'draw_shot_challenge'],
    items=['team:granite/lindqvist', 'team:kw-granite/obrien', 'team:ottawa-hunt/chen', 'team:royal-kingston/macleod',
           'team:guelph/desrosiers', 'team:dundas-valley/nakamura', 'team:navy-base/okafor',
           'team:cataraqui/st-pierre'],
    queries=['draw:2026-on-tankard/07', 'draw:2026-on-tankard/08', 'event:2026-on-tankard',
             'draw:granite-tue-men/2025-fall/09', 'event:granite-tue-men/2025-fall', 'season:2025-26/on-men'],
    suffix='/revised', generator='curling_scores', judgements='final_standings'
) + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "curling_scores", "standings.run")

_RECS3 = ["win_loss", "line_scores", "ranking_points"]
_OUT = ("standings.run",)
_ONE_RUN = ("draw:2026-on-tankard/07 Q0 team:granite/lindqvist 1 0.9187 win_loss\n"
            "draw:2026-on-tankard/07 Q0 team:kw-granite/obrien 2 0.8532 win_loss\n")


def _compact(doc: object) -> str:
    """A document as a JSON API sends it: no spaces, keys in the order given, ASCII."""
    return json.dumps(doc, separators=(",", ":"))


# the team's files, as Curling I/O's API, World Curling's live scores feed and results site, Excel, a phone and the
# office write them
# an event as Curling I/O's API returns it (api-curlingio.global.ssl.fastly.net/en/clubs/SUBDOMAIN/events/ID, saved as
# 27431.json): the keys of curling.io/docs/api/event-details in its order (id, name, dates, state, location, venue,
# restriction, age range, teams with their lineups, stages with standings and games, sheet names, the scoring switches,
# draws), with 'event_type' (required by the results widget's decoder, pairshaped/curlingio-results'
# src/Results/Rest.elm) and the games' sides as 'sides' (the decoder's name; the docs' older 'game_positions'): each
# side's team, score, result, top rock, first hammer, time remaining, end scores by end and last stone draw; standings
# with rank, played, wins, ties, losses, points, lsd and lsd_rank; a draw's sheets list its games' ids, null for an
# empty sheet
_LINEUP = [{"curler_id": 88412, "position": "fourth", "skip": True, "name": "Erik Lindqvist", "delivery": "Right",
            "club_name": "Granite Club", "club_city": "Toronto"}]
_EVENT_JSON = _compact({
    "id": 27431, "name": "2026 Ontario Men's Tankard", "event_type": "competition", "starts_on": "Feb 04, 2026",
    "ends_on": "Feb 08, 2026", "state": "complete", "location": "Woodstock, Ontario", "venue": "Woodstock Curling Club",
    "team_restriction": "Men", "age_range": "N/A", "no_registration_message": "Registration closed",
    "teams": [{"id": 51201, "name": "Granite (Lindqvist)", "short_name": "GRA (LIN)", "affiliation": "Granite Club",
               "location": "Toronto, Ontario", "lineup": _LINEUP},
              {"id": 51207, "name": "KW Granite (O'Brien)", "short_name": "KWG (OBR)", "affiliation": "KW Granite Club",
               "location": "Waterloo, Ontario", "lineup": []},
              {"id": 51212, "name": "Ottawa Hunt (Chen)", "short_name": "OHG (CHE)",
               "affiliation": "Ottawa Hunt and Golf Club", "location": "Ottawa, Ontario", "lineup": []}],
    "stages": [{"id": 7702, "type": "RoundRobin", "name": "Pool A",
                "standings": [{"id": 51201, "rank": 1, "played": 7, "wins": 6, "ties": 0, "losses": 1, "points": 12.0,
                               "lsd": 28.4, "lsd_rank": 2},
                              {"id": 51207, "rank": 2, "played": 7, "wins": 5, "ties": 0, "losses": 2, "points": 10.0,
                               "lsd": 19.9, "lsd_rank": 1},
                              {"id": 51212, "rank": 3, "played": 7, "wins": 5, "ties": 0, "losses": 2, "points": 10.0,
                               "lsd": 41.2, "lsd_rank": 5}],
                "games": [{"name": "GRA (LIN) vs KWG (OBR)", "state": "complete", "id": "3f9a1c2e",
                           "sides": [{"team_id": 51201, "score": 8, "result": "won", "top_rock": True,
                                      "first_hammer": True, "time_remaining": "412",
                                      "end_scores": [2, 0, 1, 0, 3, 0, 0, 1, 0, 1], "shots": [], "lsd": 23.4},
                                     {"team_id": 51207, "score": 5, "result": "lost", "top_rock": False,
                                      "first_hammer": False, "time_remaining": "188",
                                      "end_scores": [0, 1, 0, 2, 0, 1, 1, 0, 0, 0], "shots": [], "lsd": 61.0}]}]}],
    "sheet_names": ["A", "B", "C", "D"], "end_scores_enabled": True, "number_of_ends": 10, "top_rock": "red",
    "bot_rock": "yellow", "shot_by_shot_enabled": False, "last_stone_draw_enabled": True,
    "draws": [{"id": 139204, "label": "7", "epoch": 1770490800, "starts_at": "Feb 07 at  2:00 pm", "attendance": 412,
               "draw_sheets": ["3f9a1c2e", None, "b71e05d4", None]}]})
# the association's competitions as Curling I/O's items API lists them
# (.../clubs/SUBDOMAIN/competitions?registrations=f, saved as competitions.json): 'seasons' (display, delta) and 'items'
# (id, name, summary, occurs_on, time_zone_short, location, venue, no_registration_message, publish_results), as
# curling.io/docs/api/items shows them
_ITEMS_JSON = _compact({
    "seasons": [{"display": "2025 / 2026", "delta": 0}, {"display": "2024 / 2025", "delta": -1}],
    "items": [{"id": 27431, "name": "2026 Ontario Men's Tankard", "summary": "Provincial men's championship",
               "occurs_on": "Feb 04 - Feb 08", "time_zone_short": "EST", "location": "Woodstock, ON",
               "venue": "Woodstock Curling Club", "no_registration_message": "Registration closed",
               "publish_results": True},
              {"id": 27019, "name": "2026 Ontario Men's Tankard - Regional Qualifier East",
               "summary": "Top two advance", "occurs_on": "Jan 09 - Jan 11", "time_zone_short": "EST",
               "location": "Kingston, ON", "venue": "Royal Kingston Curling Club",
               "no_registration_message": "Registration closed", "publish_results": True}]})


def _ends(scores: list[tuple[str, str]]) -> dict:
    """A game's ends as the live scores feed keys them: '1' to '10', then 'EE' (the extra end), ' ' when unplayed."""
    keys = [str(n) for n in range(1, 11)] + ["EE"]
    return {k: {"h": h, "a": a} for k, (h, a) in zip(keys, scores + [(" ", " ")] * (11 - len(scores)))}


# World Curling's live scores feed (livescores.worldcurling.org/curlitsse/Result/LiveResults?season=2526&competition=
# WMCC&eventId=1&sessionId=14&testMode=false, run by CURLIT; saved as LiveResults.json): an array of games, each with
# gamesTitle, sheet, status ('running' or 'official'), cEnd (the current end, null when over), homeTeam and awayTeam
# (noc, teamShortName, total, w, l, winner, lsfe: hammer in the first end, lsce: hammer in the current end) and ends
# keyed '1' to '10' and 'EE', each end's points as strings (checked against pallan/wcf-scores' src/types/api.ts and its
# notes on the feed)
_LIVE_JSON = _compact([
    {"gamesTitle": "Session 14 - Draw 14", "sheet": "B", "status": "official", "cEnd": None,
     "homeTeam": {"noc": "CAN", "teamShortName": "Canada", "total": 7, "w": 9, "l": 2, "winner": True, "lsfe": True,
                  "lsce": False},
     "awayTeam": {"noc": "SUI", "teamShortName": "Switzerland", "total": 5, "w": 8, "l": 3, "winner": False,
                  "lsfe": False, "lsce": True},
     "ends": _ends([("2", "0"), ("0", "1"), ("0", "0"), ("1", "0"), ("0", "2"), ("2", "0"), ("0", "1"), ("1", "0"),
                    ("0", "1"), ("1", "0")])},
    {"gamesTitle": "Session 14 - Draw 14", "sheet": "C", "status": "running", "cEnd": 8,
     "homeTeam": {"noc": "SCO", "teamShortName": "Scotland", "total": 4, "w": 7, "l": 3, "winner": None,
                  "lsfe": False, "lsce": False},
     "awayTeam": {"noc": "SWE", "teamShortName": "Sweden", "total": 5, "w": 8, "l": 2, "winner": None, "lsfe": True,
                  "lsce": True},
     "ends": _ends([("0", "2"), ("1", "0"), ("0", "1"), ("2", "0"), ("0", "0"), ("0", "2"), ("1", "0")])}])

# a championship's page on results.worldcurling.org as Chrome saves it ('Webpage, complete': the mark of the web comment
# with the address's length in four digits, then the page as rendered, the class list Modernizr set on <html> and the
# title 'Tournament details', LF line ends; checked against two pages saved so, Ndeh-007/CurlingDataExtractor
# data/web_pages/), its first ten lines, then the results panel and its first game table as the site lays it out: a
# header row (the round, ends 1 to 10, two extra-end columns, Total), a row per team with the sheet, the team, '*' for
# the hammer in the first end, each end's points and the total; the scripts, styles and navigation between left out
_WCF_URL = "https://results.worldcurling.org/Championship/Details/1042"
_MODERNIZR = (" js flexbox flexboxlegacy canvas canvastext webgl no-touch geolocation postmessage no-websqldatabase "
              "indexeddb hashchange history draganddrop websockets rgba hsla multiplebgs backgroundsize borderimage "
              "borderradius boxshadow textshadow opacity cssanimations csscolumns cssgradients cssreflections "
              "csstransforms csstransforms3d csstransitions fontface generatedcontent video audio localstorage "
              "sessionstorage webworkers no-applicationcache svg inlinesvg smil svgclippaths")


def _wcf_game(title: str, sheet: str, rows: list[tuple[str, bool, list[int], int]]) -> str:
    """A game's table as results.worldcurling.org renders it: rows of (team, hammer in the first end, ends, total)."""
    cell = '                <td class="        game-end10\n text-center">\n'
    out = ('<table class="table game-table">\n    <thead>\n        <tr class="game-header-row">\n'
           '            <th class="game-header text-center" colspan="3">\n' + title + '            </th>\n'
           + "".join('                    <th class="text-center">%s</th>\n' % c
                     for c in [str(n) for n in range(1, 11)] + ["&nbsp;", "&nbsp;"])
           + '            <th class="text-right">Total</th>\n        </tr>\n    </thead>\n\n    <tbody>\n')
    for i, (team, hammer, ends, total) in enumerate(rows):
        out += "        <tr>\n"
        if i == 0:
            out += ('            <td class="game-sheet" rowspan="2" style="vertical-align:middle">\n'
                    + sheet + "            </td>\n")
        out += ('            <td class="game-team">\n                %s\n            </td>\n'
                '            <td class="game-hammer">\n                    %s\n            </td>\n\n'
                % (team, "*" if hammer else "&nbsp;"))
        out += "".join(cell + "                    %d\n                </td>\n" % e for e in ends)
        blank = cell + "                            &nbsp;\n\n                </td>\n"
        out += blank * (12 - len(ends))
        out += ('            <td class="game-total text-right">\n                %d\n            </td>\n        </tr>\n'
                % total)
    return out + "    </tbody>\n</table>\n"


_WCF_PAGE = ("<!DOCTYPE html>\n<!-- saved from url=(%04d)%s -->\n" % (len(_WCF_URL), _WCF_URL)
             + '<html class="' + _MODERNIZR + '" style=""><head><meta http-equiv="Content-Type" '
             'content="text/html; charset=UTF-8">\n\n    \n'
             '    <meta name="keywords" content="Curling, Championship, Championships, Results, Statistics, Records, '
             'World, European">\n'
             '    <meta name="description" content="World Curling, results and statistics.">\n'
             '    <meta name="viewport" content="width=device-width, initial-scale=1, shrink-to-fit=no">\n\n'
             "    <title>Tournament details</title>\n\n"
             "<h2>World Men's Curling Championship 2025</h2>\n\n\n\n<p>\n"
             '    <a class="col-md-push-10 col-md-2 btn btn-primary glyphicon glyphicon-print" '
             'href="https://results.worldcurling.org/Championship/Print/1042" target="_blank">Print</a>\n</p>\n'
             '<p style="padding-bottom: 20px">\n    &nbsp;\n</p>\n\n<div class="panel">\n    <div class="container">\n'
             '        <div class="col-md-9">\n                <h5>Draw #14</h5>\n\n\n'
             + _wcf_game("Draw #14", "B", [("Canada", True, [2, 0, 0, 1, 0, 2, 0, 1, 0, 1], 7),
                                           ("Switzerland", False, [0, 1, 0, 0, 2, 0, 1, 0, 1, 0], 5)]))
# the league's standings sheet as the draw-master keeps it in Excel, saved as 'CSV UTF-8 (Comma delimited)': the
# byte order mark Excel writes first, then rank, team, skip, games played, wins, losses, ties, points for and against,
# league points and the draw shot challenge (cm), rows ended by CRLF
_STANDINGS_CSV = ("\ufeffRank,Team,Skip,GP,W,L,T,PF,PA,Pts,DSC (cm)\r\n"
                  "1,Granite 1,Lindqvist,9,8,1,0,71,42,16,28.4\r\n"
                  "2,Granite 4,Okafor,9,6,3,0,63,55,12,33.9\r\n"
                  "3,Granite 2,Chen,9,6,3,0,58,51,12,41.7\r\n"
                  "4,Granite 7,Nakamura,9,4,5,0,49,60,8,52.0\r\n"
                  "5,Granite 3,St-Pierre,9,3,5,1,47,66,7,71.3\r\n")
# the line scores as the draw-master types them from the scoreboard after a draw: draw, sheet, skip, hammer in the first
# end (1 or 0), final score, W or L: six fields a line, numbers fourth and fifth
_LINE_SCORES = ("7 A lindqvist 1 8 W\n7 A obrien 0 5 L\n7 B chen 0 6 W\n7 B macleod 1 4 L\n7 C desrosiers 1 7 W\n"
                "7 C nakamura 0 6 L\n")
# the last stone draws as the chief umpire's sheet is typed in: draw, skip, rotation (cw, ccw), distance to the pin in
# cm with the stone's radius (0.0 on the pin, 199.6 outside the house: World Curling's rule, two stones a game): four
# fields a line, numbers first and fourth
_LSD = ("7 lindqvist cw 23.4\n7 lindqvist ccw 61.0\n7 obrien cw 199.6\n7 obrien ccw 0.0\n8 lindqvist cw 17.2\n"
        "8 lindqvist ccw 34.8\n")
# the draw schedule as typed from the event's handout: draw, start time, sheet, game: four fields a line
_SCHEDULE = ("7 14:00 A lindqvist-obrien\n7 14:00 C chen-macleod\n8 19:00 A desrosiers-nakamura\n"
             "8 19:00 B okafor-st-pierre\n")


def _scoreboard_jpg() -> bytes:
    """A phone photo of the club's hanging scoreboard after the draw, its first bytes as a camera writes a JPEG: the
    start of image, then the APP1 segment 'Exif\\0\\0' holding a big-endian TIFF header ('MM', 42, IFD0 at 8) and IFD0's
    entries in tag order (Make, Model, Orientation, X and Y resolution 72/1, resolution unit inches, Software, the
    date), each value too long for its entry kept after the IFD at an even offset from the TIFF header, then the next
    IFD's offset 0, the layout exiftool's dumps of phone photos show (Exif 2.3); then the quantization table's marker
    (the image left out)."""
    entries = [(0x010F, 2, b"Apple\0"), (0x0110, 2, b"iPhone 13\0"), (0x0112, 3, struct.pack(">HH", 1, 0)),
               (0x011A, 5, struct.pack(">II", 72, 1)), (0x011B, 5, struct.pack(">II", 72, 1)),
               (0x0128, 3, struct.pack(">HH", 2, 0)), (0x0131, 2, b"18.1\0"), (0x0132, 2, b"2025:11:18 21:47:13\0")]
    size = {2: 1, 3: 2, 5: 8}
    ifd, data = b"", b""
    offset = 8 + 2 + 12 * len(entries) + 4
    for tag, kind, value in entries:
        count = len(value) // size[kind] if kind != 3 else 1
        if len(value) <= 4:
            ifd += struct.pack(">HHI", tag, kind, count) + value.ljust(4, b"\0")
        else:
            ifd += struct.pack(">HHII", tag, kind, count, offset + len(data))
            data += value + b"\0" * (len(value) % 2)  # each value on a word boundary (TIFF 6.0)
    tiff = b"MM\x00\x2a" + struct.pack(">I", 8) + struct.pack(">H", len(entries)) + ifd + b"\0\0\0\0" + data
    app1 = b"Exif\0\0" + tiff
    return b"\xff\xd8\xff\xe1" + struct.pack(">H", len(app1) + 2) + app1 + b"\xff\xdb\x00\x84\x00"


_JPG = _scoreboard_jpg()
_PAGE_NAME = "Tournament details.html"


def sixtyfourth_bar_curling_cases() -> list[Case]:
    G = SIXTYFOURTH_CURLING
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="curling_scores", judgements="final_standings", runs=_RECS3, stem="standings",
        outputs=_OUT, item="team", rounded="draw_shot_challenge",
        weights="{'win_loss': 2.0, 'line_scores': 1.5, 'ranking_points': 1.0, 'draw_shot_challenge': 0.5}",
        lone_query="R['draw_shot_challenge']['lsd:2026-on-tankard/practice'] = "
                   "{'team:granite/lindqvist': 0.9, 'team:navy-base/okafor': 0.4}\n",
        trust="win_loss 2\nline_scores 1.5\nranking_points 0.5\n",
        trust_dict="{'win_loss': 2, 'line_scores': 1.5, 'ranking_points': 0.5}",
        texts={
            "rrf": ("u64b_rrf_draw_sources",
                    "rankagg.fuse({source: {draw, event or season: {team: score}}}, method='rrf'): four sources, six "
                    "draws, events and the season ('draw:2026-on-tankard/07'), teams as 'team:granite/lindqvist'"),
            "borda": ("u64b_borda_teams_with_byes",
                      "rankagg.fuse(..., method='borda'): a team with a bye in a draw has no line score there, so no "
                      "score in some sources"),
            "combsum": ("u64b_combsum_rounded_draw_shot_challenge",
                        "rankagg.fuse(..., method='combsum'): the draw shot challenge as the umpires measure it (one "
                        "decimal, many ties) beside the results' scores"),
            "fuser": ("u64b_weighted_fuser_win_loss",
                      "rankagg.Fuser('rrf', weights=...) per draw: the win-loss records count 2, the draw shot "
                      "challenge 0.5"),
            "frame": ("u64b_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the office's sheet, a row "
                      "per draw, team and source"),
            "evaluate": ("u64b_evaluate_final_standings",
                         "rankagg.evaluate(fused ranking, the final standings, ['nDCG@5', 'AP', 'P@3']): does the "
                         "fused ranking put first the teams that made the playoffs"),
            "lone": ("u64b_one_source_lsd_practice",
                     "rankagg.fuse(..., method='rrf'): the pre-event last stone draw practice only the draw shot "
                     "challenge ranks beside draws every source covers"),
            "cli_rrf": ("u64b_cli_rrf_runs",
                        "rankagg fuse win_loss.run line_scores.run ranking_points.run --method rrf -o standings.run: "
                        "one run per source, draws and events as queries"),
            "cli_borda": ("u64b_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the win-loss records "
                          "count double)"),
            "cli_combsum": ("u64b_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four teams the office checks before it "
                            "sets the page playoff"),
            "cli_evaluate": ("u64b_cli_evaluate_standings_qrels",
                             "rankagg evaluate standings.run --qrels final_standings.qrels -m ndcg_cut.5 -m map: the "
                             "fused ranking against the final standings (0-2)"),
            "cli_parquet": ("u64b_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o standings.parquet: gzipped runs from the office's "
                            "scripts, a Parquet table for the season's notebook")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u64b_curlingio_event_json_as_run", "an event as Curling I/O's API returns it (id, name, ..., teams, stages "
         "with standings and games, end scores, draws)", "27431.json", _EVENT_JSON, "Curling I/O", "27431.json:1"),
        ("u64b_curlingio_competitions_json_as_run", "the association's competitions from Curling I/O's items API "
         "(seasons, then items: id, name, occurs_on, ..., publish_results)", "competitions.json", _ITEMS_JSON,
         "Curling I/O", "competitions.json:1"),
        ("u64b_wcf_live_scores_json_as_run", "World Curling's live scores feed (an array of games: gamesTitle, sheet, "
         "status, homeTeam and awayTeam with lsfe, ends '1' to 'EE')", "LiveResults.json", _LIVE_JSON,
         "World Curling", "LiveResults.json:1"),
        ("u64b_wcf_results_page_html_as_run", "a championship's page on results.worldcurling.org saved from the "
         "browser (the game tables: sheet, team, hammer, ends, total)", _PAGE_NAME, _WCF_PAGE, "World Curling",
         named_at(_PAGE_NAME, _WCF_PAGE)),
        ("u64b_standings_csv_as_run", "the league's standings sheet saved from Excel as CSV UTF-8 (Rank, Team, Skip, "
         "GP, W, L, T, PF, PA, Pts, DSC)", "standings_granite_tue_men.csv", _STANDINGS_CSV, "standings",
         "standings_granite_tue_men.csv:1"),
        ("u64b_scoreboard_photo_jpg_as_run", "a phone photo of the club's scoreboard, a JPEG with Exif (FF D8 FF E1, "
         "'Exif', a big-endian TIFF header)", "IMG_4127.JPG", _JPG, "JPEG", "IMG_4127.JPG"),
        ("u64b_line_scores_as_run", "the line scores as typed from the scoreboard (six fields a line: draw, sheet, "
         "skip, first hammer, score, W or L)", "line_scores_draw7.txt", _LINE_SCORES, "line score",
         "line_scores_draw7.txt:1"),
        ("u64b_last_stone_draws_as_run", "the umpire's last stone draws as typed (four fields a line: draw, skip, "
         "rotation, cm)", "lsd_2026_on_tankard.txt", _LSD, "last stone draw", "lsd_2026_on_tankard.txt:1"),
        ("u64b_draw_schedule_as_run", "the draw schedule as typed (four fields a line: draw, start, sheet, game)",
         "draw_schedule.txt", _SCHEDULE, "draw schedule", "draw_schedule.txt:1")],
        one_run=("win_loss.run", _ONE_RUN), stem="standings",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a photo read as lines gives no ranking: named by what it is")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u64b_last_stone_draws_as_qrels", "lsd_2026_on_tankard.txt", _LSD, "last stone draw"),
        ("u64b_draw_schedule_as_qrels", "draw_schedule.txt", _SCHEDULE, "draw schedule"),
        ("u64b_line_scores_as_qrels", "line_scores_draw7.txt", _LINE_SCORES, "line score"),
        ("u64b_curlingio_event_json_as_qrels", "27431.json", _EVENT_JSON, "Curling I/O")],
        one_run=("win_loss.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u64b_out_live_results_json", "LiveResults.json", "World Curling's live scores feed"),
        ("u64b_out_results_page_html", _PAGE_NAME, "a results.worldcurling.org page saved from the browser"),
        ("u64b_out_results_book_pdf", "ECC2025_ResultsBook_Men_A-Division.pdf", "a World Curling results book"),
        ("u64b_out_draws_ics", "2026-on-tankard-draws.ics", "Curling I/O's draw schedule calendar download")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=64"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u64b_api_live_scores_list",
            "rankagg.fuse(json.load(LiveResults.json)): World Curling's live scores feed loaded in Python given as the "
            "runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('l.json')), method='rrf')\n",
            "World Curling", why="a run maps a query to {document: score}; the live scores feed is a list of games, "
            "each with its sheet, status, two teams' totals, records and hammer, and its ends",
            files={"l.json": _LIVE_JSON}),
        bad("u64b_api_standings_frame",
            "rankagg.fuse(pd.read_csv(standings_granite_tue_men.csv)): the league's standings sheet saved from Excel "
            "(Rank, Team, Skip, GP, W, L, T, PF, PA, Pts, DSC) given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('s.csv'), method='borda')\n",
            "standings", why="a table of runs has qid, docid, run and score columns; a standings sheet has a team per "
            "row and its record, points and draw shot challenge per column", files={"s.csv": _STANDINGS_CSV}),
    ]
    return cases
