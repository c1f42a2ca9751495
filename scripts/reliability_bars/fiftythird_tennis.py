"""Issue 45's fifty-third bar of scripts/reliability_matrix.py, a national tennis federation's rankings office and a
club's tournament referee ranking players per draw, tournament and season across tournament software and data sets
(its cases, ids ``u53a_``, registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the
runner, the verdicts) are the matrix's.  (Written in a persona session, before any of its recognisers existed.)

The team's day: each draw, tournament or season (``draw:ms-open/nat-champs-2026``, ``season:ms/2026``) is a query
and each player, by the federation's licence number, a document (``lic:4410238/dupont-lucas``); the runs are the
ranking points, the UTR ratings, a surface Elo and a model on the Match Charting Project's statistics, scores in
[0, 1] at four decimals.  They are fused with RRF, Borda and CombSUM into the seedings, weighted by how well each
source has predicted past draws, and judged against the draw results (2 reached the semi-finals, 1 won a round, 0
lost in the first round).  The mistakes and odd files: the field's own files given where runs or qrels are read (a
Tournament Planner file, an Access database; a tennis-data.co.uk workbook; Jeff Sackmann's tennis_atp match and
ranking CSVs; the Match Charting Project's points and matches CSVs; UTR's API JSON; a TrackNet ball-tracking label
CSV; draws, ranking lists, seedings and the order of play typed as text), and outputs named for the field's files.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import io
import struct
import zipfile

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

FIFTYTHIRD_TENNIS = ("45 Unseen inputs: a fifty-third bar, a national tennis federation's rankings office and a club's "
                     "tournament referee ranking players per draw, tournament and season (Tournament Planner, "
                     "tennis-data.co.uk, tennis_atp, Match Charting Project, UTR, TrackNet, typed draws, ranking "
                     "lists, seedings and orders of play)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['ranking_points', 'utr_rating', 'surface_elo', 'charting_model'],
    items=['lic:4410238/dupont-lucas', 'lic:4502117/martin-hugo', 'lic:4387760/bernard-theo',
           'lic:4621954/petit-nathan', 'lic:4455013/durand-louis', 'lic:4710382/leroy-jules',
           'lic:4398246/moreau-arthur', 'lic:4833409/simon-gabriel'],
    queries=['draw:ms-open/nat-champs-2026', 'draw:ws-open/nat-champs-2026', 'draw:bs-u18/club-open-2026',
             'draw:gs-u16/club-open-2026', 'season:ms/2026', 'draw:ms-35/indoor-cup-2026'],
    suffix='/qualifying', generator='seedings', judgements='draw_results') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "seedings", "seedings.run")

_RECS3 = ["ranking_points", "utr_rating", "surface_elo"]
_OUT = ("seedings.run",)
_ONE_RUN = ("draw:ms-open/nat-champs-2026 Q0 lic:4410238/dupont-lucas 1 0.93 utr_rating\n"
            "draw:ms-open/nat-champs-2026 Q0 lic:4502117/martin-hugo 2 0.81 utr_rating\n")


# the team's files, as the tournament software, data sets, APIs and the referee's typing write them (a few lines)
def _tournament_planner() -> bytes:
    """A Tournament Planner file (.tp): a Jet 4.0 (Access 2000-2003) database, its password
    'd4R2GY76w2qzZ'; page 0 opens with 00 01 00 00, 'Standard Jet DB' and a NUL, then the Jet version (1: Jet 4)
    and the encrypted header, a 4096-byte page."""
    page = bytearray(4096)
    page[0:4] = b"\x00\x01\x00\x00"
    page[4:20] = b"Standard Jet DB\x00"
    page[20:24] = struct.pack("<I", 1)
    state = 0x6B39DAC7
    for i in range(24, 126):  # the header's RC4-masked bytes: not text
        state = (state * 1103515245 + 12345) % 2 ** 31
        page[i] = state >> 23 & 0xFF
    return bytes(page)


_TP = _tournament_planner()


def _xlsx(rows: list[list[str | int | float]]) -> bytes:
    """A one-sheet Office Open XML workbook (a ZIP: [Content_Types].xml, the relationships, workbook and sheet1 with
    inline strings), as tennis-data.co.uk publishes its season results (2026.xlsx)."""
    def cell(ref: str, v: str | int | float) -> str:
        if isinstance(v, str):
            return f'<c r="{ref}" t="inlineStr"><is><t>{v}</t></is></c>'
        return f'<c r="{ref}"><v>{v}</v></c>'
    cols = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
    sheet = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="http://schemas.openxmlformats'
             '.org/spreadsheetml/2006/main"><sheetData>'
             + "".join(f'<row r="{i}">' + "".join(cell(f"{cols[j]}{i}", v) for j, v in enumerate(r)) + "</row>"
                       for i, r in enumerate(rows, 1)) + "</sheetData></worksheet>")
    parts = {
        "[Content_Types].xml": '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Types xmlns="http://schemas.'
        'openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.'
        'openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>'
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.'
        'spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/'
        'vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
        "_rels/.rels": '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.'
        'openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.'
        'org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
        "xl/workbook.xml": '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<workbook xmlns="http://schemas.'
        'openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/'
        'relationships"><sheets><sheet name="2026" sheetId="1" r:id="rId1"/></sheets></workbook>',
        "xl/_rels/workbook.xml.rels": '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships '
        'xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://'
        'schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>'
        '</Relationships>',
        "xl/worksheets/sheet1.xml": sheet}
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
        for name, text in parts.items():
            z.writestr(zipfile.ZipInfo(name, date_time=(2026, 11, 16, 8, 0, 0)), text)
    return buf.getvalue()


# tennis-data.co.uk's season results: ATP, Location, Tournament, Date, Series, Court, Surface, Round, Best of, Winner,
# Loser, WRank, LRank, WPts, LPts, W1, L1, W2, L2, ..., Wsets, Lsets, Comment, then the bookmakers' odds
_TENNIS_DATA = _xlsx([
    ["ATP", "Location", "Tournament", "Date", "Series", "Court", "Surface", "Round", "Best of", "Winner", "Loser",
     "WRank", "LRank", "WPts", "LPts", "W1", "L1", "W2", "L2", "Wsets", "Lsets", "Comment", "B365W", "B365L"],
    [58, "Paris", "BNP Paribas Masters", 46330, "Masters 1000", "Indoor", "Hard", "1st Round", 3, "Humbert U.",
     "Rune H.", 18, 11, 2245, 3230, 6, 4, 7, 5, 2, 0, "Completed", 2.2, 1.66]])
# Jeff Sackmann's tennis_atp match results (atp_matches_2025.csv): the header, then a row per match
_SACKMANN_MATCHES = (
    "tourney_id,tourney_name,surface,draw_size,tourney_level,tourney_date,match_num,winner_id,winner_seed,"
    "winner_entry,winner_name,winner_hand,winner_ht,winner_ioc,winner_age,loser_id,loser_seed,loser_entry,loser_name,"
    "loser_hand,loser_ht,loser_ioc,loser_age,score,best_of,round,minutes,w_ace,w_df,w_svpt,w_1stIn,w_1stWon,w_2ndWon,"
    "w_SvGms,w_bpSaved,w_bpFaced,l_ace,l_df,l_svpt,l_1stIn,l_1stWon,l_2ndWon,l_SvGms,l_bpSaved,l_bpFaced,winner_rank,"
    "winner_rank_points,loser_rank,loser_rank_points\n"
    "2025-0352,Paris Masters,Hard,56,M,20251027,300,206173,2,,Jannik Sinner,R,191,ITA,24.2,106421,,,Daniil Medvedev,"
    "R,198,RUS,29.7,6-2 7-6(4),3,98,9,1,62,41,34,12,10,1,1,5,3,71,44,30,14,10,4,6,2,10340,13,2760\n"
    "2025-0352,Paris Masters,Hard,56,M,20251027,299,207989,1,,Carlos Alcaraz,R,183,ESP,22.5,126774,,,Stefanos "
    "Tsitsipas,R,193,GRE,27.2,6-3 6-4,3,84,4,2,58,37,29,12,10,2,3,2,1,64,40,26,10,9,3,7,1,11340,30,1765\n")
# Sackmann's ranking files (atp_rankings_current.csv): ranking_date, rank, player (his player_id), points
_SACKMANN_RANKINGS = ("ranking_date,rank,player,points\n20251110,1,207989,11500\n20251110,2,206173,11000\n"
                      "20251110,3,100644,5160\n20251110,4,126203,4735\n")
# the Match Charting Project (tennis_MatchChartingProject): charting-m-points-2020s.csv, a point per row, the shots
# in its codes; and charting-m-matches.csv, a charted match per row
_MCP_POINTS = ("match_id,Pt,Set1,Set2,Gm1,Gm2,Pts,Gm#,TbSet,Svr,1st,2nd,Notes,PtWinner\n"
               "20251102-M-Paris_Masters-F-Jannik_Sinner-Felix_Auger_Aliassime,1,0,0,0,0,0-0,1,True,1,6*,,,1\n"
               "20251102-M-Paris_Masters-F-Jannik_Sinner-Felix_Auger_Aliassime,2,0,0,0,0,15-0,1,True,1,4f28f1f3b2n@"
               ",,,2\n"
               "20251102-M-Paris_Masters-F-Jannik_Sinner-Felix_Auger_Aliassime,3,0,0,0,0,15-15,1,True,1,5n,6b29f3*,,"
               "1\n")
_MCP_MATCHES = ("match_id,Player 1,Player 2,Pl 1 hand,Pl 2 hand,Date,Tournament,Round,Time,Court,Surface,Umpire,"
                "Best of,Final TB?,Charted by\n"
                "20251102-M-Paris_Masters-F-Jannik_Sinner-Felix_Auger_Aliassime,Jannik Sinner,Felix Auger Aliassime,"
                "R,R,20251102,Paris Masters,F,15:00,Court Central,Hard,,3,1,JS\n")
# UTR's player search (api.utrsports.net/v2/search/players?query=...): hits, each with its source profile
_UTR = ('{"hits": [{"id": "3391288", "source": {"id": "3391288", "firstName": "Lucas", "lastName": "Dupont", '
        '"displayName": "Lucas Dupont", "gender": "M", "nationality": "FRA", "singlesUtr": 13.07, '
        '"singlesUtrDisplay": "13.07", "ratingStatusSingles": "Rated", "ratingProgressSingles": "100", '
        '"doublesUtr": 12.41, "doublesUtrDisplay": "12.41", "ratingStatusDoubles": "Rated", "myUtrSingles": 12.88, '
        '"location": {"display": "Lyon, France"}}}], "total": 1}\n')
# TrackNet's ball-tracking labels (a Label.csv per clip): the frame's image, the ball's visibility (0-3), its position
# in pixels and the status of the shot (0 flying, 1 hit, 2 bouncing)
_TRACKNET = ("file name,visibility,x-coordinate,y-coordinate,status\n0000.jpg,1,599,423,0\n0001.jpg,1,601,408,0\n"
             "0002.jpg,1,603,394,0\n0003.jpg,2,606,381,1\n")
# the referee's draw sheet typed for the noticeboard: draw position, surname, first name, nation, ranking points,
# seed or entry (six fields a line, the points fifth)
_DRAW_SHEET = ("1 DUPONT Lucas FRA 4820 [1]\n2 BYE - - 0 -\n3 GIRARD Paul FRA 615 (Q)\n4 ROUSSEL Enzo FRA 702 (WC)\n"
               "5 PETIT Nathan FRA 1480 [5]\n6 FAURE Hugo FRA 933 -\n")
# the federation's monthly ranking list as its office types it: rank, licence number, surname, first name, points,
# tournaments counted (six fields a line, the points fifth)
_RANKING_LIST = ("1 4410238 DUPONT Lucas 4820 14\n2 4502117 MARTIN Hugo 4310 16\n3 4387760 BERNARD Theo 3985 12\n"
                 "4 4621954 PETIT Nathan 3720 15\n")
# the seedings the referee types for the draw ceremony: seed, surname, nation, ranking points (four fields a line)
_SEEDINGS = "1 DUPONT FRA 4820\n2 MARTIN FRA 4310\n3 BERNARD FRA 3985\n4 PETIT FRA 3720\n"
_ORDER_OF_PLAY = ("NATIONAL CHAMPIONSHIPS 2026 - ORDER OF PLAY\nSATURDAY 14 NOVEMBER 2026\n\n"
                  "COURT CENTRAL  Starting at 11:00\n  MS SF   DUPONT Lucas [1] (FRA) v PETIT Nathan [5] (FRA)\n"
                  "  Followed by\n  WS SF   LAMBERT Chloe [2] (FRA) v ROUX Manon (FRA)\n\n"
                  "COURT 1  Starting at 11:00\n  BS U18 QF   GARNIER Leo v CHEVALIER Tom\n"
                  "  Not before 13:00\n  GS U16 QF   FRANCOIS Lea v MERCIER Ines [3]\n")


def fiftythird_bar_tennis_cases() -> list[Case]:
    G = FIFTYTHIRD_TENNIS
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="seedings", judgements="draw_results", runs=_RECS3, stem="seedings", outputs=_OUT,
        item="player", rounded="utr_rating",
        weights="{'ranking_points': 1.0, 'utr_rating': 1.5, 'surface_elo': 2.0, 'charting_model': 0.5}",
        lone_query="R['charting_model']['draw:xd-open/club-open-2026'] = {'lic:4410238/dupont-lucas': 0.9, "
                   "'lic:4502117/martin-hugo': 0.4}\n",
        trust="surface_elo 2\nranking_points 1\nutr_rating 1.5\n",
        trust_dict="{'surface_elo': 2, 'ranking_points': 1, 'utr_rating': 1.5}",
        texts={
            "rrf": ("u53a_rrf_seeding_sources",
                    "rankagg.fuse({source: {draw: {player: score}}}, method='rrf'): four sources (ranking points, "
                    "UTR, surface Elo, the charting model), six draws ('draw:ms-open/nat-champs-2026'), players by "
                    "licence as 'lic:4410238/dupont-lucas'"),
            "borda": ("u53a_borda_unrated_players",
                      "rankagg.fuse(..., method='borda'): the surface Elo has no rating for a player with too few "
                      "matches on the surface"),
            "combsum": ("u53a_combsum_rounded_utr",
                        "rankagg.fuse(..., method='combsum'): UTR's rating at one decimal (many ties among club "
                        "players) beside the others"),
            "fuser": ("u53a_weighted_fuser_predictions",
                      "rankagg.Fuser('rrf', weights=...) per draw: the surface Elo counts 2, the charting model 0.5, "
                      "by how well each predicted past draws"),
            "frame": ("u53a_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the rankings office's sheet, "
                      "a row per draw, player and source"),
            "evaluate": ("u53a_evaluate_draw_results",
                         "rankagg.evaluate(fused seedings, the draw results, ['nDCG@5', 'AP', 'P@3']): do the fused "
                         "seedings put first the players who went deepest in the draw"),
            "lone": ("u53a_one_source_draw",
                     "rankagg.fuse(..., method='rrf'): a mixed doubles draw only the charting model rated (new "
                     "this season, no ranking points yet) beside draws every source covers"),
            "cli_rrf": ("u53a_cli_rrf_runs",
                        "rankagg fuse ranking_points.run utr_rating.run surface_elo.run --method rrf -o "
                        "seedings.run: one run per source, draws as queries"),
            "cli_borda": ("u53a_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the surface Elo "
                          "counts double)"),
            "cli_combsum": ("u53a_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four seeds of a 16-player draw"),
            "cli_evaluate": ("u53a_cli_evaluate_draw_results_qrels",
                             "rankagg evaluate seedings.run --qrels draw_results.qrels -m ndcg_cut.5 -m map: the "
                             "fused seedings against the draw results (0-2)"),
            "cli_parquet": ("u53a_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o seedings.parquet: gzipped runs from the office's "
                            "nightly jobs, a Parquet table for the federation's rankings page")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u53a_tournament_planner_as_run", "a Tournament Planner file (.tp: an Access/Jet 4.0 database, 'Standard "
         "Jet DB' at byte 4)", "nat_champs_2026.tp", _TP, "Tournament Planner", "nat_champs_2026.tp"),
        ("u53a_tennis_data_xlsx_as_run", "tennis-data.co.uk's season results workbook (an Excel .xlsx: ATP, "
         "Location, Tournament, ..., WRank, LRank, B365W)", "2026.xlsx", _TENNIS_DATA, "Excel", "2026.xlsx"),
        ("u53a_sackmann_matches_as_run", "Jeff Sackmann's tennis_atp match results (tourney_id, tourney_name, "
         "surface, ..., winner_rank_points)", "atp_matches_2025.csv", _SACKMANN_MATCHES, "tennis_atp",
         "atp_matches_2025.csv:1"),
        ("u53a_charting_points_as_run", "the Match Charting Project's points (match_id, Pt, Set1, Set2, Gm1, Gm2, "
         "Pts, ..., 1st, 2nd, PtWinner)", "charting-m-points-2020s.csv", _MCP_POINTS, "Match Charting Project",
         "charting-m-points-2020s.csv:1"),
        ("u53a_utr_search_as_run", "UTR's player search JSON (hits, source, singlesUtr, doublesUtr, "
         "ratingStatusSingles)", "utr_search_dupont.json", _UTR, "UTR", "utr_search_dupont.json:1"),
        ("u53a_tracknet_labels_as_run", "TrackNet's ball-tracking labels (file name, visibility, x-coordinate, "
         "y-coordinate, status)", "Label.csv", _TRACKNET, "TrackNet", "Label.csv:1"),
        ("u53a_draw_sheet_as_run", "the referee's typed draw sheet (six fields a line: position, surname, first "
         "name, nation, ranking points, seed or entry)", "ms_open_draw.txt", _DRAW_SHEET, "draw sheet",
         "ms_open_draw.txt:1"),
        ("u53a_ranking_list_as_run", "the federation's typed monthly ranking list (six fields a line: rank, licence, "
         "surname, first name, points, tournaments)", "ranking_list_2026-11.txt", _RANKING_LIST, "ranking list",
         "ranking_list_2026-11.txt:1"),
        ("u53a_order_of_play_as_run", "the order of play typed for the noticeboard (a title, the day, courts, "
         "'Starting at', 'Not before', matches)", "order_of_play_sat.txt", _ORDER_OF_PLAY, "order of play",
         "order_of_play_sat.txt:1")],
        one_run=("utr_rating.run", _ONE_RUN), stem="seedings",
        text_why="trec_eval refuses a line of other than six fields or a rank not an integer; the file is the "
                 "field's own, named by what it is (a field count or a generic note says nothing the office can act "
                 "on)",
        binary_why="trec_eval reads text; a database or a workbook read as lines gives no ranking: named by what it "
                   "is")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u53a_sackmann_rankings_as_qrels", "atp_rankings_current.csv", _SACKMANN_RANKINGS, "tennis_atp"),
        ("u53a_seedings_as_qrels", "seedings_ms_open.txt", _SEEDINGS, "seeding"),
        ("u53a_charting_matches_as_qrels", "charting-m-matches.csv", _MCP_MATCHES, "Match Charting Project"),
        ("u53a_utr_search_as_qrels", "utr_search_dupont.json", _UTR, "UTR")],
        one_run=("utr_rating.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u53a_out_tp", "seedings.tp", "a Tournament Planner file"),
        ("u53a_out_mdb", "seedings.mdb", "an Access database (what Tournament Planner's files are)"),
        ("u53a_out_xlsx", "seedings.xlsx", "a tennis-data.co.uk workbook"),
        ("u53a_out_xls", "seedings.xls", "a tennis-data.co.uk workbook of the older seasons")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=32"), fused="the fused seedings")

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u53a_api_utr_dict",
            "rankagg.fuse(json.load(utr_search_dupont.json)): UTR's player search loaded in Python given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('u.json')), method='rrf')\n",
            "UTR", why="a run maps a query to {document: score}; UTR's 'hits' is a list of profiles and 'total' a "
            "count", files={"u.json": _UTR}),
        bad("u53a_api_sackmann_frame",
            "rankagg.fuse(pd.read_csv(atp_matches_2025.csv)): Sackmann's tennis_atp match results given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('m.csv'), method='borda')\n",
            "tennis_atp", why="a table of runs has qid, docid, run and score columns; tennis_atp's has a match per "
            "row, winner and loser", files={"m.csv": _SACKMANN_MATCHES}),
    ]
    return cases
