"""Issue 45's forty-sixth bar of scripts/reliability_matrix.py, a quiz bowl tournament's stats team and a league's
rankings committee ranking teams and players per round, bracket and season across scoring software and stats services
(its cases, ids ``u46b_``, registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the
runner, the verdicts) are the matrix's.  (Written by a persona session, before any of its recognisers existed.)

The team's day: each round, playoff bracket or league season (``rd:acf-fall-2026@umd/prelim-r03``,
``br:acf-fall-2026@umd/top-bracket``, ``szn:mid-atlantic-hs/2026-27``) is a query and each team or player, as the
tournament's registrations name them, a document (``tm:maryland-a``, ``pl:lena-chen@maryland-a``); the runs are
SQBS's points per game, YellowFruit's points per bonus and powers-to-negs, the league's strength of schedule from
NAQT's results and the rankings committee's own poll, scores in [0, 1] at four decimals.  They are fused with RRF,
Borda and CombSUM, weighted by each source's record, and judged against how the teams finished (2 reached the
finals, 1 made the top bracket, 0 went to the consolation bracket or forfeited out).  The mistakes and odd files:
the field's own files given where runs or qrels are read (an SQBS data file, a YellowFruit .yft tournament, a MODAQ
game exported as QBJ, a YellowFruit/SQBS-style HTML standings page as hsquizbowl.org hosts it, the packet as a PDF,
the electronic scoresheet workbook, a scoresheet typed as text, a player stats table typed as text, the committee's
power rankings CSV, a roster), and outputs named for the field's files.

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

FORTYSIXTH_QUIZBOWL = ("45 Unseen inputs: a forty-sixth bar, a quiz bowl tournament's stats team and a league's "
                       "rankings committee ranking teams and players per round, bracket and season (SQBS, "
                       "YellowFruit .yft, MODAQ and QBJ, HTML standings, packets as PDF, Excel scoresheets, typed "
                       "scoresheets, rosters, power rankings CSV)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['sqbs_ppg', 'yf_ppb', 'naqt_sos', 'committee_poll'],
    items=['tm:maryland-a', 'tm:chicago-b', 'pl:lena-chen@maryland-a', 'tm:columbia-a', 'pl:omar-haddad@chicago-b',
           'tm:penn-state-a', 'pl:ruth-okonkwo@columbia-a', 'tm:umbc-b'],
    queries=['rd:acf-fall-2026@umd/prelim-r03', 'br:acf-fall-2026@umd/top-bracket',
             'szn:mid-atlantic-hs/2026-27', 'rd:nasat-2027/playoff-r11', 'br:hsnct-2027/div-ii-playoffs',
             'szn:naqt-ics/2026-27'],
    suffix='/tiebreaker', generator='qb_stats', judgements='playoff_finish') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "qb_stats", "standings.run")

_RECS3 = ["sqbs_ppg", "yf_ppb", "naqt_sos"]
_OUT = ("standings.run",)
_ONE_RUN = ("rd:acf-fall-2026@umd/prelim-r03 Q0 tm:maryland-a 1 0.91 yf_ppb\n"
            "rd:acf-fall-2026@umd/prelim-r03 Q0 tm:chicago-b 2 0.77 yf_ppb\n")


# the team's files, as the scoring programs, the stats services and the staff write them (a few lines each)
def _sqbs() -> str:
    """An SQBS data file (.sqbs), laid out as YellowFruit's SQBS export writes it: the number of teams, then per team
    the roster size + 1, its name and its players; the number of games, then per game its id, the two teams' indexes,
    the scores, tossups heard, the round, bonuses heard and bonus points for each, overtime, the forfeit flag,
    lightning points, and eight player slots a side (player index, games played, the four tossup values' counts,
    points); then the settings lines (bonus tracking, powers and negs, the report switches, the tournament's name,
    the report file suffixes), the divisions, the tossup values, the packets and the exhibition flags."""
    teams = [("Maryland A", ["Lena Chen", "Sam Ito", "Priya Rao", "Joel Marsh"]),
             ("Chicago B", ["Omar Haddad", "Kate Lund", "Ben Ortiz"])]
    out: list[str | int] = [len(teams)]
    for name, players in teams:
        out += [len(players) + 1, name, *players]
    out += [1, 0, 0, 1, 385, 140, 20, 3, 13, 250, 6, 80, 0, 0, 0, 0, 0, 0]
    left = [(0, "1.00", 3, 4, 1, 0, 80), (1, "1.00", 0, 5, 0, 0, 50), (2, "1.00", 0, 1, 0, 0, 10),
            (3, "1.00", 0, 0, 1, 0, -5)]
    right = [(0, "1.00", 1, 3, 1, 0, 40), (1, "1.00", 0, 2, 0, 0, 20), (2, "1.00", 0, 0, 0, 0, 0)]
    for i in range(8):
        for side in (left, right):
            out += list(side[i]) if i < len(side) else [-1, 0, 0, 0, 0, 0, 0]
    out += [1, 1, 3, 0, 1, 3, 254, 1, 1, 1, 1, 1, 1, 1, 0, 0, 1, "2026 ACF Fall at Maryland", "", "", "", "", 1,
            "_rounds.html", "_standings.html", "_individuals.html", "_games.html", "_teamdetail.html",
            "_playerdetail.html", "_statkey.html", "", 0, 2, -1, -1, 15, 10, -5, 0, 1, "Packet 03", 2, 0, 0]
    return "\n".join(str(x) for x in out) + "\n"


_SQBS = _sqbs()
# a YellowFruit 4 tournament file (.yft): QBJ's serialization ('version' 2.1.1, 'objects') whose Tournament object
# carries YellowFruit's 'YfData' (YfVersion, seeds, the tracking switches)
_YFT = json.dumps({"version": "2.1.1", "objects": [{
    "YfData": {"YfVersion": "4.0.0", "seeds": [{"$ref": "Team_Maryland A"}, {"$ref": "Team_Chicago B"}],
               "trackPlayerYear": True, "trackSmallSchool": False, "trackJV": False, "trackUG": True,
               "trackDiv2": False},
    "name": "2026 ACF Fall at Maryland", "question_set": "2026 ACF Fall",
    "registrations": [{"name": "Maryland", "teams": [{"id": "Team_Maryland A", "name": "Maryland A", "players": [
        {"name": "Lena Chen"}, {"name": "Sam Ito"}]}]}],
    "phases": [{"name": "Prelims", "rounds": [{"name": "Round 3", "matches": []}]}],
    "type": "Tournament",
    "scoring_rules": {"name": "ACF", "regulation_tossup_count": 20, "maximum_players_per_team": 4,
                      "answer_types": [{"value": 10}, {"value": -5}], "maximum_bonus_score": 30,
                      "bonus_divisor": 10}}]}, indent=2) + "\n"
# a MODAQ game exported as QBJ (a Match: tossups_read, match_teams with match_players and lineups, match_questions
# with buzzes and bonus parts, _round)
_MODAQ_QBJ = json.dumps({
    "tossups_read": 20,
    "match_teams": [
        {"team": {"name": "Maryland A", "players": [{"name": "Lena Chen"}, {"name": "Sam Ito"}]}, "bonus_points": 240,
         "bonus_bounceback_points": 0,
         "match_players": [{"player": {"name": "Lena Chen"}, "tossups_heard": 20,
                            "answer_counts": [{"number": 4, "answer": {"value": 15}},
                                              {"number": 5, "answer": {"value": 10}}]}],
         "lineups": [{"first_question": 1, "players": [{"name": "Lena Chen"}, {"name": "Sam Ito"}]}]},
        {"team": {"name": "Chicago B", "players": [{"name": "Omar Haddad"}]}, "bonus_points": 60,
         "bonus_bounceback_points": 0,
         "match_players": [{"player": {"name": "Omar Haddad"}, "tossups_heard": 20,
                            "answer_counts": [{"number": 2, "answer": {"value": 10}},
                                              {"number": 1, "answer": {"value": -5}}]}],
         "lineups": [{"first_question": 1, "players": [{"name": "Omar Haddad"}]}]}],
    "match_questions": [{"question_number": 1, "tossup_question": {"question_number": 1, "type": "tossup", "parts": 1},
                         "buzzes": [{"team": {"name": "Maryland A", "players": [{"name": "Lena Chen"}]},
                                     "player": {"name": "Lena Chen"}, "buzz_position": {"word_index": 37},
                                     "result": {"value": 15}}],
                         "bonus": {"question": {"question_number": 1, "type": "bonus", "parts": 3},
                                   "parts": [{"controlled_points": 10, "bounceback_points": 0},
                                             {"controlled_points": 10, "bounceback_points": 0},
                                             {"controlled_points": 0, "bounceback_points": 0}]}}],
    "packets": "Packet 03", "_round": 3}, indent=2) + "\n"
# the team standings page as YellowFruit writes its HTML reports ('_standings.html', the page hsquizbowl.org's stats
# archive links): an HTML document, the 'Team Standings' h1, a table of Rank, Team, W, L, Pct, PP20TUH, the tossup
# values, TUH, PPB
_STANDINGS_HTML = ("<HTML>\n<HEAD>\n<meta charset=\"UTF-8\">\n<title>Team Standings</title>\n</HEAD>\n"
                   "<BODY>\n<h1 id=\"Top\">Team Standings</h1>\n"
                   "<table width=100%>\n<tr>\n<td width=3%><b>Rank</b></td>\n<td width=25%><b>Team</b></td>\n"
                   "<td align=right width=3%><b>W</b></td>\n<td align=right width=3%><b>L</b></td>\n"
                   "<td align=right width=7%><b>Pct</b></td>\n<td align=right width=8%><b>PP20TUH</b></td>\n"
                   "<td align=right><b>15</b></td>\n<td align=right><b>10</b></td>\n<td align=right><b>-5</b></td>\n"
                   "<td align=right width=6%><b>TUH</b></td>\n<td align=right width=7%><b>PPB</b></td>\n</tr>\n"
                   "<tr>\n<td>1</td>\n<td><a HREF=acf-fall-2026_teamdetail.html#t_Maryland_A>Maryland A</a></td>\n"
                   "<td align=right>9</td>\n<td align=right>1</td>\n<td align=right>0.900</td>\n"
                   "<td align=right>385.5</td>\n<td align=right>41</td>\n<td align=right>88</td>\n"
                   "<td align=right>17</td>\n<td align=right>129</td>\n<td align=right>21.40</td>\n</tr>\n"
                   "</table>\n</BODY>\n</HTML>\n")
# the packet the round was read from, as a PDF: '%PDF-1.7', a binary comment, objects
_PACKET_PDF = (b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n"
               b"2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n"
               b"3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>\nendobj\n"
               b"trailer\n<< /Root 1 0 R /Size 4 >>\n%%EOF\n")


def _scoresheet_xlsx() -> bytes:
    """The electronic scoresheet workbook (.xlsx): a ZIP (PK\\x03\\x04) holding [Content_Types].xml, the
    relationships, xl/workbook.xml and its sheet."""
    buf = io.BytesIO()
    ct = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Types xmlns="http://schemas.openxmlformats.org/'
          'package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.'
          'relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/'
          'workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>'
          '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.'
          'spreadsheetml.worksheet+xml"/></Types>')
    rels = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.'
            'openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.'
            'openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/>'
            '</Relationships>')
    wb = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<workbook xmlns="http://schemas.openxmlformats.'
          'org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">'
          '<sheets><sheet name="Round 3 Room 204" sheetId="1" r:id="rId1"/></sheets></workbook>')
    sheet = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="http://schemas.'
             'openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>'
             'Maryland A</t></is></c><c r="B1"><v>385</v></c></row></sheetData></worksheet>')
    wb_rels = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.'
               'openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.'
               'openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>'
               '</Relationships>')
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
        for name, text in (("[Content_Types].xml", ct), ("_rels/.rels", rels), ("xl/workbook.xml", wb),
                           ("xl/_rels/workbook.xml.rels", wb_rels), ("xl/worksheets/sheet1.xml", sheet)):
            z.writestr(zipfile.ZipInfo(name, date_time=(2026, 11, 21, 10, 0, 0)), text)
    return buf.getvalue()


_SCORESHEET_XLSX = _scoresheet_xlsx()
# a scoresheet typed as text by a moderator's scorekeeper: six fields a line, no header (tossup number, team, player,
# tossup points, bonus points, the team's running score)
_TYPED_SCORESHEET = ("1 Maryland_A L.Chen 15 20 35\n2 Chicago_B O.Haddad 10 10 20\n3 Maryland_A S.Ito 10 30 75\n"
                     "4 Chicago_B K.Lund -5 0 15\n5 Maryland_A L.Chen 15 20 110\n")
# the stats team's player table typed as text: six fields a line (player, team, games played, powers, tens, negs)
_PLAYER_STATS = ("player team gp 15 10 -5\nLena_Chen Maryland_A 10.0 14 38 6\nOmar_Haddad Chicago_B 10.0 9 31 11\n"
                 "Ruth_Okonkwo Columbia_A 9.5 7 29 4\n")
# the rankings committee's power rankings, kept as a CSV
_POWER_CSV = ("Rank,Team,Previous,Record,PPG,PPB,First-place votes,Points\n1,Maryland A,2,18-1,392.4,22.10,6,148\n"
              "2,Chicago B,1,17-2,371.8,21.45,2,139\n3,Columbia A,4,15-4,322.0,19.80,0,117\n")
# a roster typed for the stats team: four fields a line (team, player, year, graduation year)
_ROSTER = ("Maryland_A Lena_Chen Jr 2028\nMaryland_A Sam_Ito So 2029\nChicago_B Omar_Haddad Sr 2027\n"
           "Chicago_B Kate_Lund Fr 2030\n")


def fortysixth_bar_quizbowl_cases() -> list[Case]:
    G = FORTYSIXTH_QUIZBOWL
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="qb_stats", judgements="playoff_finish", runs=_RECS3, stem="standings", outputs=_OUT,
        item="team or player", rounded="yf_ppb",
        weights="{'sqbs_ppg': 1.0, 'yf_ppb': 0.5, 'naqt_sos': 2.0, 'committee_poll': 1.5}",
        lone_query="R['committee_poll']['szn:dc-metro-ms/2026-27'] = {'tm:takoma-park-ms-a': 0.9, "
                   "'tm:longfellow-ms-a': 0.4}\n",
        trust="naqt_sos 2\nsqbs_ppg 1\nyf_ppb 0.5\n",
        trust_dict="{'naqt_sos': 2, 'sqbs_ppg': 1, 'yf_ppb': 0.5}",
        texts={
            "rrf": ("u46b_rrf_ppg_ppb_sos_poll",
                    "rankagg.fuse({source: {round/bracket/season: {team or player: score}}}, method='rrf'): four "
                    "sources, six rounds, brackets and seasons ('rd:acf-fall-2026@umd/prelim-r03'), teams as "
                    "'tm:maryland-a' and players as 'pl:lena-chen@maryland-a'"),
            "borda": ("u46b_borda_forfeits_unscored",
                      "rankagg.fuse(..., method='borda'): SQBS has no points per game for a team whose games were "
                      "all forfeits"),
            "combsum": ("u46b_combsum_rounded_ppb",
                        "rankagg.fuse(..., method='combsum'): YellowFruit's points per bonus at one decimal (many "
                        "ties) beside the others"),
            "fuser": ("u46b_weighted_fuser_sos_double",
                      "rankagg.Fuser('rrf', weights=...) per round: NAQT's strength of schedule counts 2, points "
                      "per bonus 0.5"),
            "frame": ("u46b_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the committee's sheet, a "
                      "row per round or season, team or player and source"),
            "evaluate": ("u46b_evaluate_playoff_finish",
                         "rankagg.evaluate(fused ranking, how the teams finished, ['nDCG@5', 'AP', 'P@3']): does "
                         "the fused ranking put the finalists first"),
            "lone": ("u46b_one_source_season",
                     "rankagg.fuse(..., method='rrf'): a middle-school season only the committee ranked (no SQBS "
                     "or YellowFruit stats posted yet) beside seasons every source covers"),
            "cli_rrf": ("u46b_cli_rrf_runs",
                        "rankagg fuse sqbs_ppg.run yf_ppb.run naqt_sos.run --method rrf -o standings.run: one run "
                        "per stats source, rounds and brackets as queries"),
            "cli_borda": ("u46b_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: strength of "
                          "schedule counts double)"),
            "cli_combsum": ("u46b_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four teams that advance to the top "
                            "bracket"),
            "cli_evaluate": ("u46b_cli_evaluate_playoff_qrels",
                             "rankagg evaluate standings.run --qrels playoff_finish.qrels -m ndcg_cut.5 -m map: the "
                             "fused ranking against how the teams finished (0-2)"),
            "cli_parquet": ("u46b_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o standings.parquet: gzipped runs from the league's "
                            "stats server, a Parquet table for the committee's dashboard")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u46b_sqbs_file_as_run", "an SQBS data file (the team count, rosters, then each game's lines of numbers)",
         "acf_fall_2026_umd.sqbs", _SQBS, "SQBS", "acf_fall_2026_umd.sqbs:1"),
        ("u46b_yft_as_run", "a YellowFruit tournament file (.yft: QBJ's version and objects, a Tournament with "
         "YfData)", "acf_fall_2026_umd.yft", _YFT, "YellowFruit", "acf_fall_2026_umd.yft:1"),
        ("u46b_modaq_qbj_as_run", "a MODAQ game exported as QBJ (tossups_read, match_teams, match_questions)",
         "Round_03_Maryland_A_Chicago_B.qbj", _MODAQ_QBJ, "QBJ", "Round_03_Maryland_A_Chicago_B.qbj:1"),
        ("u46b_standings_html_as_run", "the team standings page (HTML: 'Team Standings', Rank, Team, W, L, PP20TUH, "
         "TUH, PPB) saved from hsquizbowl.org", "acf-fall-2026_standings.html", _STANDINGS_HTML, "HTML",
         "acf-fall-2026_standings.html:1"),
        ("u46b_packet_pdf_as_run", "the round's packet as a PDF (%PDF-1.7)", "Packet_03.pdf", _PACKET_PDF, "PDF",
         "Packet_03.pdf"),
        ("u46b_scoresheet_xlsx_as_run", "the electronic scoresheet workbook (.xlsx, a ZIP with xl/workbook.xml)",
         "Round03_Room204_scoresheet.xlsx", _SCORESHEET_XLSX, "Excel", "Round03_Room204_scoresheet.xlsx"),
        ("u46b_typed_scoresheet_as_run", "a scoresheet typed as text (six fields a line: tossup, team, player, "
         "tossup points, bonus points, running score)", "round03_room204.txt", _TYPED_SCORESHEET, "scoresheet",
         "round03_room204.txt:1"),
        ("u46b_player_stats_as_run", "the player stats table typed as text (six fields a line: player, team, games, "
         "powers, tens, negs)", "individuals_r1-10.txt", _PLAYER_STATS, "player stats", "individuals_r1-10.txt:1"),
        ("u46b_power_rankings_as_run", "the committee's power rankings CSV (Rank, Team, Previous, Record, PPG, PPB, "
         "First-place votes, Points)", "power_rankings_week09.csv", _POWER_CSV, "power rankings",
         "power_rankings_week09.csv:1")],
        one_run=("yf_ppb.run", _ONE_RUN), stem="standings",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a PDF or a workbook read as lines gives no ranking: named by its format")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u46b_roster_as_qrels", "roster_acf_fall_2026.txt", _ROSTER, "roster"),
        ("u46b_typed_scoresheet_as_qrels", "round03_room204.txt", _TYPED_SCORESHEET, "scoresheet"),
        ("u46b_sqbs_file_as_qrels", "acf_fall_2026_umd.sqbs", _SQBS, "SQBS"),
        ("u46b_modaq_qbj_as_qrels", "Round_03_Maryland_A_Chicago_B.qbj", _MODAQ_QBJ, "QBJ")],
        one_run=("yf_ppb.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u46b_out_sqbs", "standings.sqbs", "an SQBS data file"),
        ("u46b_out_yft", "standings.yft", "a YellowFruit tournament"),
        ("u46b_out_qbj", "standings.qbj", "a QBJ file"),
        ("u46b_out_html", "standings.html", "an HTML standings page")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=32"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u46b_api_modaq_qbj_dict",
            "rankagg.fuse(json.load(Round_03_Maryland_A_Chicago_B.qbj)): a MODAQ game's QBJ loaded in Python given "
            "as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('g.qbj')), method='rrf')\n",
            "QBJ", why="a run maps a query to {document: score}; a QBJ match's 'match_teams' and 'match_questions' "
            "are lists and 'tossups_read' a number", files={"g.qbj": _MODAQ_QBJ}),
        bad("u46b_api_power_rankings_frame",
            "rankagg.fuse(pd.read_csv(power_rankings_week09.csv)): the committee's power rankings given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('p.csv'), method='borda')\n",
            "power rankings", why="a table of runs has qid, docid, run and score columns; the power rankings have a "
            "team per row (Rank, Team, Record, PPG, PPB, votes)", files={"p.csv": _POWER_CSV}),
    ]
    return cases
