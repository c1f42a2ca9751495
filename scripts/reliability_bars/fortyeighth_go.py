"""Issue 45's forty-eighth bar of scripts/reliability_matrix.py, a national Go association's ratings officer and
tournament director ranking players per round, tournament and season across Go software and rating exports (its
cases, ids ``u48b_``, registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the
runner, the verdicts) are the matrix's.  (Written by a persona session, before any of its recognisers existed.)

The team's day: each tournament round, tournament or season (``tmt:london-open-2026/r3``,
``season:2026/gb-grand-prix``) is a query and each player a document, named as the European Go Database names
them, by PIN and name (``egd:10234567/kim-jisoo``); the runs are the McMahon scores of the pairing program, the
EGD's rating points (GoR), the SOS/SOSOS tie-breakers and KataGo's win-rate evaluation of each player's moves,
scores in [0, 1] at four decimals.  They are fused with RRF, Borda and CombSUM, weighted by each source's record,
and judged against the selection committee's grades (2 selected for the European Championship, 1 reserve, 0 not
selected).  The mistakes and odd files: the field's own files given where runs or qrels are read (an SGF game
record, an OpenGotha tournament, an EGD tournament results file (.h9), a MacMahon participants file, KataGo
analysis JSON lines, a GTP engine log, a KGS game archive, the EGD's player data as CSV, a crosstable and the
association's rating list typed as text), an AGA results file given as the judgements, outputs named for the
field's files, and an OGS game and the EGD's players given to the Python API.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import io
import zipfile

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

FORTYEIGHTH_GO = ("45 Unseen inputs: a forty-eighth bar, a national Go association's ratings officer and tournament "
                  "director ranking players per round, tournament and season across Go software and rating exports "
                  "(SGF, OpenGotha, MacMahon, EGD .h9 and rating lists, KGS, OGS, KataGo, GTP, AGA, crosstables)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['mcmahon', 'egd_gor', 'sos_sosos', 'katago_eval'],
    items=['egd:10234567/kim-jisoo', 'egd:10871234/lee-minho', 'egd:11502233/walsh-oliver',
           'egd:12850431/gociu-tiberiu', 'egd:13377001/novak-jana', 'egd:14011111/moreau-camille',
           'egd:15444444/okafor-daniel', 'egd:16102345/tanaka-yui'],
    queries=['tmt:london-open-2026/r3', 'tmt:london-open-2026/final', 'season:2026/gb-grand-prix',
             'tmt:ukgc-2026/r5', 'tmt:welsh-open-2026/r2', 'tmt:british-championship-2026/title-match-g1'],
    suffix='/handicap', generator='standings', judgements='selection') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "standings", "standings.run")

_RECS3 = ["mcmahon", "egd_gor", "sos_sosos"]
_OUT = ("standings.run",)
_ONE_RUN = ("tmt:london-open-2026/r3 Q0 egd:10234567/kim-jisoo 1 0.91 egd_gor\ntmt:london-open-2026/r3 Q0 "
            "egd:10871234/lee-minho 2 0.77 egd_gor\n")
# the team's files, as the pairing programs, servers, engines and rating exports write them (a few lines)
# an SGF FF[4] game record as CGoban writes it (root properties GM, FF, CA, AP, SZ, KM, PB/PW, BR/WR, DT, EV, RO, RE)
_SGF = ("(;GM[1]FF[4]CA[UTF-8]AP[CGoban:3]ST[2]\nRU[Japanese]SZ[19]KM[6.50]TM[2700]OT[5x30 byo-yomi]\n"
        "PW[Lee Minho]PB[Kim Jisoo]WR[4d]BR[4d]DT[2026-11-22]EV[London Open 2026]RO[3]PC[London]RE[B+Resign]\n"
        ";B[pd]BL[2688.1];W[dp]WL[2690.4];B[pp]BL[2671.0];W[dd]WL[2675.9];B[fq]BL[2650.3];W[cn]WL[2661.2])\n")
# OpenGotha's saved tournament (Tournament dataVersion 201: Players, Games, TournamentParameterSet)
_OPENGOTHA = ('<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n'
              '<Tournament dataVersion="201" externalIPAddress="192.168.1.20" fullVersionNumber="3.51" '
              'runningMode="SAL" saveDT="20261122183012">\n<Players>\n'
              '<Player agaExpirationDate="" agaId="" club="Lond" country="GB" egfPin="10234567" ffgLicence="" '
              'ffgLicenceStatus="" firstName="Jisoo" grade="4D" name="Kim" participating="11111111111111111111" '
              'rank="4D" rating="2391" ratingOrigin="EGF : 2391" registeringStatus="FIN" smmsCorrection="0"/>\n'
              '<Player agaExpirationDate="" agaId="" club="Camb" country="GB" egfPin="10871234" ffgLicence="" '
              'ffgLicenceStatus="" firstName="Minho" grade="4D" name="Lee" participating="11111111111111111111" '
              'rank="4D" rating="2365" ratingOrigin="EGF : 2365" registeringStatus="FIN" smmsCorrection="0"/>\n'
              '</Players>\n<Games>\n<Game blackPlayer="KIMJISOO" handicap="0" knownColor="true" '
              'result="RESULT_BLACKWINS" roundNumber="3" tableNumber="1" whitePlayer="LEEMINHO"/>\n</Games>\n'
              '</Tournament>\n')
# the EGD's tournament results file (.h9): '; XX[...]' header lines (class, event, place, dates, handicap, komi,
# time), then a line per player: place, name, grade, country, club, the criteria, 'opponent+/colour' results, |PIN
_H9 = ("; CL[A]\n; EV[London Open 2026]\n; PC[GB, London]\n; DT[2026-11-20,2026-11-22]\n; HA[h9]\n; KM[6.5]\n"
       "; TM[90]\n; CM[Generated by OpenGotha 3.51]\n;\n; Pl Name                Rk Co Club  MMS  SOS  SOSOS\n"
       "1 Kim Jisoo             4d GB Lond  33   146   812  2+/b0  3+/w0  4+/b0  |10234567\n"
       "2 Lee Minho             4d GB Camb  32   147   815  1-/w0  4+/b0  3+/w0  |10871234\n"
       "3 Walsh Oliver          3d IE Dubl  31   144   809  4+/w0  1-/b0  2-/b0  |11502233\n"
       "4 Gociu Tiberiu         2d IE Belf  30   145   811  3-/b0  2-/w0  1-/w0  |12850431\n")
# MacMahon 3's participant import: UTF-8 text, ';' comment lines, a participant a line as
# surname|firstname|strength|country|club|rating|registration|playinginrounds
_MACMAHON = ("; London Open 2026 - participants for MacMahon 3.9 import\n"
             "Kim|Jisoo|4d|GB|Lond|2391||11111\nLee|Minho|4d|GB|Camb|2365||11111\n"
             "Walsh|Oliver|3d|IE|Dubl|2280||11111\nGociu|Tiberiu|2d|IE|Belf|2190||11101\n")
# KataGo's analysis engine responses: a JSON object a line (id, isDuringSearch, moveInfos, rootInfo, turnNumber)
_KATAGO = ('{"id":"lo26-r3-bd1","isDuringSearch":false,"moveInfos":[{"lcb":0.5523,"move":"Q16","order":0,'
           '"prior":0.2114,"pv":["Q16","D4","Q4"],"scoreLead":0.82,"scoreMean":0.82,"scoreSelfplay":1.13,'
           '"scoreStdev":21.4,"utility":0.051,"utilityLcb":0.038,"visits":412,"winrate":0.5412},{"lcb":0.5301,'
           '"move":"R16","order":1,"prior":0.1807,"pv":["R16","D4"],"scoreLead":0.51,"scoreMean":0.51,'
           '"scoreSelfplay":0.77,"scoreStdev":21.9,"utility":0.032,"utilityLcb":0.017,"visits":255,'
           '"winrate":0.5266}],"rootInfo":{"currentPlayer":"B","scoreLead":0.74,"scoreSelfplay":1.02,'
           '"scoreStdev":21.6,"symHash":"9F3A1C0B7E5D42A8C3E1F0B2D4A69C17","thisHash":"41C8E2A90B7D3F'
           '6512A4C8E0B9D7F361","utility":0.046,"visits":700,"winrate":0.5371},"turnNumber":6}\n'
           '{"id":"lo26-r3-bd1","isDuringSearch":false,"moveInfos":[{"lcb":0.4410,"move":"C3","order":0,'
           '"prior":0.0912,"pv":["C3","D3"],"scoreLead":-1.42,"scoreMean":-1.42,"scoreSelfplay":-1.88,'
           '"scoreStdev":20.7,"utility":-0.071,"utilityLcb":-0.089,"visits":388,"winrate":0.4587}],"rootInfo":'
           '{"currentPlayer":"W","scoreLead":-1.36,"scoreSelfplay":-1.80,"scoreStdev":20.9,"symHash":'
           '"0C2E4A6B8D1F3A5C7E9B0D2F4A6C8E1B","thisHash":"7A9C1E3B5D7F9A2C4E6B8D0F1A3C5E7B","utility":-0.066,'
           '"visits":700,"winrate":0.4621},"turnNumber":7}\n')
# a GTP session with an engine (Go Text Protocol 2: a command a line, '= ' answers ended by an empty line)
_GTP = ("protocol_version\n= 2\n\nname\n= KataGo\n\nversion\n= 1.15.3\n\nboardsize 19\n= \n\nclear_board\n= \n\n"
        "komi 6.5\n= \n\nplay B Q16\n= \n\nplay W D4\n= \n\ngenmove B\n= Q3\n\nfinal_score\n= W+0.5\n\n")


def _kgs_archive() -> bytes:
    """A KGS monthly game archive: a ZIP of the player's SGF records, dated so the bytes are always the same."""
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
        for name, text in (("KimJisoo/2026/11/KimJisoo-LeeMinho.sgf", _SGF),
                           ("KimJisoo/2026/11/KimJisoo-WalshOli.sgf", _SGF.replace("Lee Minho", "WalshOli"))):
            info = zipfile.ZipInfo(name, date_time=(2026, 11, 30, 23, 59, 58))
            info.compress_type = zipfile.ZIP_DEFLATED
            z.writestr(info, text)
    return buf.getvalue()


_KGS_ZIP = _kgs_archive()
# the EGD's player data (its fields Pin_Player, Last_Name, Name, Country_Code, Club, Grade, Gor, ...) saved as CSV
_EGD_CSV = ("Pin_Player,Last_Name,Name,Country_Code,Club,Grade,Grade_n,EGF_Placement,Gor,DGor,Proposed_Grade,"
            "Tot_Tournaments,Last_Appearance,Elab_Date\n"
            "10234567,Kim,Jisoo,GB,Lond,4d,33,412,2391,12,,58,T261122A,2026-11-24\n"
            "10871234,Lee,Minho,GB,Camb,4d,33,455,2365,-8,,41,T261122A,2026-11-24\n"
            "11502233,Walsh,Oliver,IE,Dubl,3d,32,610,2280,5,,73,T261122A,2026-11-24\n")
# the director's crosstable typed as text: place, name, rank, wins (NBW), McMahon score, SOS: six fields a line
_CROSSTABLE = ("Pl Name Rank NBW MMS SOS\n1 Kim 4d 5 33 146\n2 Lee 4d 4 32 147\n3 Walsh 3d 4 31 144\n"
               "4 Gociu 2d 3 30 145\n")
# the ratings officer's season list typed as text: PIN, surname, first name, games this season, GoR, club
_RATINGS = ("Pin Surname Name Games GoR Club\n10234567 Kim Jisoo 14 2391 Lond\n10871234 Lee Minho 11 2365 Camb\n"
            "11502233 Walsh Oliver 9 2280 Dubl\n12850431 Gociu Tiberiu 12 2190 Belf\n")
# the AGA's rated-games report: TOURNEY and its settings, PLAYERS (AGA id, 'Surname, Name', rank), GAMES
# (white id, black id, winner, handicap, komi)
_AGA = ("TOURNEY London Open 2026 (AGA rated section), London\nstart=11/20/2026\nfinish=11/22/2026\nrules=AGA\n\n"
        "PLAYERS\n21034 Kim, Jisoo 4d\n21587 Lee, Minho 4d\n22640 Walsh, Oliver 3d\n\n"
        "GAMES\n21587 21034 B 0 7\n22640 21587 W 0 7\n21034 22640 W 0 7\n")
# an OGS game as its REST API gives it (/api/v1/games/ID), the form players download as JSON
_OGS = ('{"related": {"reviews": "/api/v1/games/68123456/reviews"}, "players": {"black": {"id": 912345, '
        '"username": "jisoo_k", "ranking": 33.4}, "white": {"id": 887766, "username": "minho_lee", "ranking": 32.9}}, '
        '"id": 68123456, "name": "London Open 2026 online qualifier R3", "creator": 912345, "mode": "game", '
        '"source": "play", "black": 912345, "white": 887766, "width": 19, "height": 19, "rules": "japanese", '
        '"ranked": true, "handicap": 0, "komi": "6.50", "time_control": "byoyomi", "black_player_rank": 33, '
        '"black_player_rating": "2391.220", "white_player_rank": 32, "white_player_rating": "2365.870", '
        '"tournament": 140021, "tournament_round": 3, "outcome": "Resignation", "black_lost": false, '
        '"white_lost": true, "annulled": false, "started": "2026-11-15T14:00:12.345Z", '
        '"ended": "2026-11-15T15:41:03.211Z", "sgf_filename": null}\n')


def fortyeighth_bar_go_cases() -> list[Case]:
    G = FORTYEIGHTH_GO
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="standings", judgements="selection", runs=_RECS3, stem="standings", outputs=_OUT,
        item="player", rounded="sos_sosos",
        weights="{'mcmahon': 1.0, 'egd_gor': 2.0, 'sos_sosos': 0.5, 'katago_eval': 1.5}",
        lone_query="R['katago_eval']['tmt:youth-cup-2026/r1'] = {'egd:17200011/singh-arjun': 0.9, "
                   "'egd:17200012/evans-megan': 0.4}\n",
        trust="egd_gor 2\nmcmahon 1\nsos_sosos 0.5\n",
        trust_dict="{'egd_gor': 2, 'mcmahon': 1, 'sos_sosos': 0.5}",
        texts={
            "rrf": ("u48b_rrf_standings_sources",
                    "rankagg.fuse({source: {round or season: {player: score}}}, method='rrf'): four sources (McMahon "
                    "score, GoR, SOS/SOSOS, KataGo), six rounds and seasons ('tmt:london-open-2026/r3'), players "
                    "as 'egd:10234567/kim-jisoo'"),
            "borda": ("u48b_borda_players_without_gor",
                      "rankagg.fuse(..., method='borda'): the EGD has no GoR for players new to the database"),
            "combsum": ("u48b_combsum_rounded_tiebreakers",
                        "rankagg.fuse(..., method='combsum'): the SOS/SOSOS tie-breaker score at one decimal (many "
                        "ties, as tie-breakers tie) beside the others"),
            "fuser": ("u48b_weighted_fuser_gor_counts_double",
                      "rankagg.Fuser('rrf', weights=...) per round: the EGD's GoR counts 2, SOS/SOSOS 0.5"),
            "frame": ("u48b_long_frame_combmnz_selection_sheet",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the ratings officer's sheet, "
                      "a row per round or season, player and source"),
            "evaluate": ("u48b_evaluate_selection_committee",
                         "rankagg.evaluate(fused ranking, the selection committee's grades, ['nDCG@5', 'AP', 'P@3']): "
                         "does the fused ranking put first the players selected for the European Championship"),
            "lone": ("u48b_one_source_youth_cup",
                     "rankagg.fuse(..., method='rrf'): a round only KataGo's evaluation ranked (the Youth Cup, "
                     "players without GoR or McMahon scores yet) beside rounds every source covers"),
            "cli_rrf": ("u48b_cli_rrf_standings_runs",
                        "rankagg fuse mcmahon.run egd_gor.run sos_sosos.run --method rrf -o standings.run: one run "
                        "per source, rounds and seasons as queries"),
            "cli_borda": ("u48b_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the GoR counts "
                          "double)"),
            "cli_combsum": ("u48b_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four players of a national team per "
                            "round or season"),
            "cli_evaluate": ("u48b_cli_evaluate_selection_qrels",
                             "rankagg evaluate standings.run --qrels selection.qrels -m ndcg_cut.5 -m map: the fused "
                             "ranking against the selection committee's grades (0-2)"),
            "cli_parquet": ("u48b_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o standings.parquet: gzipped runs from the rating "
                            "jobs, a Parquet table for the association's website")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u48b_sgf_as_run", "an SGF game record ((;GM[1]FF[4]CA[UTF-8]AP[CGoban:3] ... PB, PW, BR, WR, RE, then "
         "moves ;B[pd];W[dp])", "lo26_r3_bd1_kim-lee.sgf", _SGF, "SGF", "lo26_r3_bd1_kim-lee.sgf:1"),
        ("u48b_opengotha_as_run", "an OpenGotha tournament (Tournament dataVersion 201: Players, Player egfPin, "
         "Games)", "london_open_2026.xml", _OPENGOTHA, "OpenGotha", "london_open_2026.xml:2"),
        ("u48b_egd_h9_as_run", "an EGD tournament results file (.h9: '; CL[A]', '; EV[...]', ... then a line per "
         "player with results '2+/b0' and |PIN)", "london_open_2026.h9", _H9, "EGD", "london_open_2026.h9:1"),
        ("u48b_macmahon_import_as_run", "a MacMahon participants import file (surname|firstname|strength|country|"
         "club|rating|registration|playinginrounds)", "lo26_participants.txt", _MACMAHON, "MacMahon",
         "lo26_participants.txt:1"),
        ("u48b_katago_analysis_as_run", "KataGo analysis engine responses (JSON lines: id, isDuringSearch, "
         "moveInfos, rootInfo, turnNumber)", "lo26_r3_bd1_analysis.jsonl", _KATAGO, "KataGo",
         "lo26_r3_bd1_analysis.jsonl:1"),
        ("u48b_gtp_log_as_run", "a GTP engine log (protocol_version, name, genmove, '= ' answers)",
         "katago_gtp_session.log", _GTP, "GTP", "katago_gtp_session.log:1"),
        ("u48b_kgs_archive_as_run", "a KGS game archive (a ZIP of SGF records, as KGS offers a month's games)",
         "KimJisoo-2026-11.zip", _KGS_ZIP, "ZIP", "KimJisoo-2026-11.zip"),
        ("u48b_egd_players_csv_as_run", "the EGD's player data saved as CSV (Pin_Player, Last_Name, Name, "
         "Country_Code, Club, Grade, ..., Gor)", "egd_players_gb.csv", _EGD_CSV, "EGD", "egd_players_gb.csv:1"),
        ("u48b_crosstable_as_run", "the director's crosstable typed as text (six fields a line: place, name, rank, "
         "wins, McMahon score, SOS)", "lo26_final_standings.txt", _CROSSTABLE, "crosstable",
         "lo26_final_standings.txt:1"),
        ("u48b_rating_list_as_run", "the association's rating list typed as text (six fields a line: PIN, surname, "
         "name, games, GoR, club)", "gb_ratings_2026-11.txt", _RATINGS, "rating list", "gb_ratings_2026-11.txt:1")],
        one_run=("egd_gor.run", _ONE_RUN), stem="standings",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a ZIP archive read as lines gives no ranking: named by what it is")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u48b_aga_results_as_qrels", "lo26_aga_report.txt", _AGA, "AGA"),
        ("u48b_egd_h9_as_qrels", "london_open_2026.h9", _H9, "EGD"),
        ("u48b_opengotha_as_qrels", "london_open_2026.xml", _OPENGOTHA, "OpenGotha"),
        ("u48b_crosstable_as_qrels", "lo26_final_standings.txt", _CROSSTABLE, "crosstable")],
        one_run=("egd_gor.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u48b_out_sgf", "standings.sgf", "an SGF game record"),
        ("u48b_out_h9", "standings.h9", "an EGD tournament results file"),
        ("u48b_out_tur", "standings.tur", "a MacMahon 2 tournament file"),
        ("u48b_out_gib", "standings.gib", "a Tygem game record")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=32"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u48b_api_ogs_game_dict",
            "rankagg.fuse(json.load(ogs_game_68123456.json)): an OGS game loaded in Python given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('g.json')), method='rrf')\n",
            "OGS", why="a run maps a query to {document: score}; an OGS game's 'players' holds the two players, "
            "'id' is a number and 'outcome' text", files={"g.json": _OGS}),
        bad("u48b_api_egd_players_frame",
            "rankagg.fuse(pd.read_csv(egd_players_gb.csv)): the EGD's player data given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('p.csv'), method='borda')\n",
            "EGD", why="a table of runs has qid, docid, run and score columns; the EGD's has a player per row "
            "(Pin_Player, Last_Name, ..., Gor)", files={"p.csv": _EGD_CSV}),
    ]
    return cases
