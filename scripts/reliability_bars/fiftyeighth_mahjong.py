"""Issue 45's fifty-eighth bar of scripts/reliability_matrix.py, a riichi mahjong league's scorekeepers and an AI
lab's evaluators ranking players and agents per hanchan, session and season (its cases, ids ``u58a_``, registered in
its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.
(Written by a persona session, before any of its recognisers existed.)

The team's day: each session or hanchan table (``season:2026/s11-table3``) is a query and each player or agent a
document (``player:tanaka-k/4dan``, ``agent:mortal-v4/t0.9``); the runs are the final scores with uma and oka, the
placement points, the Tenhou rate and the agents' review ratings, scores in [0, 1] at four decimals.  They are fused
with RRF, Borda and CombSUM, weighted by each source's record, and judged against the season's final standings (2
promoted, 1 kept, 0 relegated).  The mistakes and odd files: the field's own files given where runs or qrels are read
(a Tenhou mjlog, gzipped as Tenhou serves it or as XML, a tenhou.net/6 JSON log, a Mahjong Soul paipu record, an MJAI
JSON-lines log, a Mortal review from mjai-reviewer, the league's typed score sheet, the lab's self-play results, an
EMA ranking export), and outputs named for the field's files.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import gzip

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

FIFTYEIGHTH_MAHJONG = ("45 Unseen inputs: a fifty-eighth bar, a riichi mahjong league's scorekeepers and an AI lab's "
                       "evaluators ranking players and agents per hanchan, session and season (Tenhou mjlog and JSON "
                       "logs, Mahjong Soul paipu, MJAI, Mortal reviews, league score sheets, EMA rankings)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['final_scores', 'placement_pts', 'tenhou_rate', 'mortal_rating'],
    items=['player:tanaka-k/4dan', 'agent:mortal-v4/t0.9', 'player:suzuki-m/3dan', 'agent:naga-omega/std',
           'player:okada-r/1kyu', 'agent:akochan/v0.7', 'player:ito-y/shodan', 'agent:manue/rb'],
    queries=['season:2026/s11-table3', 'season:2026/s11-table1', 'hanchan:2026-11-24/t2-h3',
             'hanchan:2026-11-24/t4-h1', 'session:lab/selfplay-0412', 'session:lab/tenhou-ippan-0413'],
    suffix='/tobi', generator='hanchans', judgements='standings') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "hanchans", "league.run")

_RECS3 = ["final_scores", "placement_pts", "tenhou_rate"]
_OUT = ("league.run",)
_ONE_RUN = ("season:2026/s11-table3 Q0 player:tanaka-k/4dan 1 0.88 placement_pts\nseason:2026/s11-table3 Q0 "
            "agent:mortal-v4/t0.9 2 0.74 placement_pts\n")
# the team's files, as Tenhou, Mahjong Soul, the MJAI tools and the league's scorekeepers write them (a few lines)
# Tenhou's mjlog: no XML declaration, the root mjloggm on line 1; SHUFFLE, GO (the lobby type bits), UN (names
# URL-encoded, dan, rate, sx), TAIKYOKU, then INIT and the draws (T/U/V/W) and discards (D/E/F/G)
_MJLOG = ('<mjloggm ver="2.3"><SHUFFLE seed="mt19937ar-sha512-n288-base64,lFMmGcbVm2Dd0P6k" ref=""/>'
          '<GO type="169" lobby="0"/><UN n0="%E7%94%B0%E4%B8%AD" n1="Mortal" n2="%E9%88%B4%E6%9C%A8" '
          'n3="%E5%B2%A1%E7%94%B0" dan="13,16,12,9" rate="1987.42,2201.10,1902.55,1711.08" sx="M,C,F,M"/>'
          '<TAIKYOKU oya="0"/><INIT seed="0,0,0,3,2,53" ten="250,250,250,250" oya="0" '
          'hai0="4,10,22,29,33,47,58,71,80,96,101,118,127" hai1="1,15,24,38,41,52,67,75,88,93,108,122,131" '
          'hai2="7,13,26,35,44,55,63,78,84,99,112,120,133" hai3="2,18,30,37,49,60,68,73,90,104,115,125,135"/>'
          '<T66/><D127/><U86/><E131/>\n</mjloggm>\n')
# Tenhou serves a log's mjlog gzipped (the files in the downloaded logs folder: magic 1f 8b)
_MJLOG_GZ = gzip.compress(_MJLOG.encode(), mtime=1795503600)
# the tenhou.net/6 JSON log (the viewer's format): title, name, rule {disp, aka}, log [[round, scores, haipai, ...]]
_TENHOU6 = ('{"title":["S11 league table 3","2026/11/24"],"name":["田中","Mortal","鈴木","岡田"],'
            '"rule":{"disp":"般南喰赤","aka":1},"log":[[[0,0,0],[25000,25000,25000,25000],[57],[],'
            '[11,12,15,23,27,29,34,36,38,41,43,44,46],[21,31],[13,60],[14,16,19,22,25,28,32,35,39,42,45,45,47],[],'
            '[],[13,17,18,24,26,33,37,37,41,44,46,47,53],[],[],[12,15,19,21,26,29,31,34,38,42,43,46,47],[],[],'
            '["流局",[1500,-1500,-1500,1500]]]]}\n')


def _pb_varint(n: int) -> bytes:
    out = b""
    while True:
        byte, n = n & 0x7F, n >> 7
        out += bytes([byte | (0x80 if n else 0)])
        if not n:
            return out


def _pb(field: int, value: bytes | str | int) -> bytes:
    """One protobuf field: a varint (wire type 0) for an int, else length-delimited (wire type 2)."""
    if isinstance(value, int):
        return _pb_varint(field << 3) + _pb_varint(value)
    data = value.encode() if isinstance(value, str) else value
    return _pb_varint(field << 3 | 2) + _pb_varint(len(data)) + data


def _majsoul_paipu() -> bytes:
    """A Mahjong Soul paipu record as its client fetches it: a .lq.Wrapper (name = 1, data = 2) naming
    '.lq.GameDetailRecords' (records = 1, version = 2), whose records hold one wrapped '.lq.RecordNewRound' (chang 1,
    ju 2, ben 3, dora 4, scores 5 packed)."""
    new_round = _pb(1, 0) + _pb(2, 0) + _pb(3, 0) + _pb(4, "2s") + _pb(5, b"\xa8\xc3\x01" * 4)
    record = _pb(1, ".lq.RecordNewRound") + _pb(2, new_round)
    return _pb(1, ".lq.GameDetailRecords") + _pb(2, _pb(1, record) + _pb(2, 0))


_PAIPU = _majsoul_paipu()
# the MJAI protocol's JSON lines (start_game, start_kyoku with bakaze, kyoku, honba, kyotaku, oya, dora_marker, tehais;
# tsumo, dahai with actor, pai, tsumogiri)
_MJAI = ('{"type":"start_game","names":["tanaka","mortal","suzuki","okada"]}\n'
         '{"type":"start_kyoku","bakaze":"E","dora_marker":"2s","kyoku":1,"honba":0,"kyotaku":0,"oya":0,'
         '"scores":[25000,25000,25000,25000],"tehais":[["1m","2m","5m","3p","7p","9p","4s","6s","8s","E","W","N","P"],'
         '["?","?","?","?","?","?","?","?","?","?","?","?","?"],["?","?","?","?","?","?","?","?","?","?","?","?","?"],'
         '["?","?","?","?","?","?","?","?","?","?","?","?","?"]]}\n'
         '{"type":"tsumo","actor":0,"pai":"3s"}\n{"type":"dahai","actor":0,"pai":"N","tsumogiri":false}\n')
# mjai-reviewer's Mortal review (its --json output: total_reviewed, total_matches, rating, temperature, kyokus,
# model_tag)
_MORTAL = ('{"total_reviewed":412,"total_matches":341,"rating":0.8911,"temperature":0.1,"model_tag":"mortal4-b24c512",'
           '"kyokus":[{"kyoku":0,"honba":0,"end_status":[{"type":"ryukyoku","deltas":[1500,-1500,-1500,1500]}],'
           '"relative_scores":[0,0,0,0],"entries":[{"junme":1,"tiles_left":69,"last_actor":0,"tile":"3s",'
           '"is_equal":true,"expected":{"type":"dahai","actor":0,"pai":"N","tsumogiri":false}}]}],'
           '"relative_phi_matrix":[]}\n')
# the league's score sheet as the scorekeeper types it: round, table, player, placement, points (uma and oka
# included), seat wind: six fields a line, a number fifth
_SHEET = ("R03 T1 tanaka-k 1 +58.2 E\nR03 T1 suzuki-m 2 +9.4 S\nR03 T1 okada-r 3 -17.9 W\n"
          "R03 T1 ito-y 4 -49.7 N\n")
# the lab's self-play results: game, seat, agent, placement, final score, placement points: six fields a line
_SELFPLAY = ("g000412 E mortal-v4 1 41200 +90\ng000412 S naga-omega 2 28700 +45\ng000412 W akochan 3 19800 0\n"
             "g000412 N manue 4 10300 -135\n")
# the EMA ranking export (the MERS riichi ranking list as CSV)
_EMA = ("Position,EMA Number,Last Name,First Name,Country,Rank\n1,04010123,Dupont,Claire,FRA,912.45\n"
        "2,05020456,Schmidt,Jonas,DEU,897.10\n3,03990011,Nielsen,Mette,DNK,881.66\n")


def fiftyeighth_bar_mahjong_cases() -> list[Case]:
    G = FIFTYEIGHTH_MAHJONG
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="hanchans", judgements="standings", runs=_RECS3, stem="league", outputs=_OUT,
        item="player or agent", rounded="tenhou_rate",
        weights="{'final_scores': 1.0, 'placement_pts': 2.0, 'tenhou_rate': 0.5, 'mortal_rating': 1.5}",
        lone_query="R['mortal_rating']['session:lab/naga-only-0414'] = {'agent:naga-omega/std': 0.9, "
                   "'agent:mortal-v4/t0.9': 0.4}\n",
        trust="placement_pts 2\nfinal_scores 1\ntenhou_rate 0.5\n",
        trust_dict="{'placement_pts': 2, 'final_scores': 1, 'tenhou_rate': 0.5}",
        texts={
            "rrf": ("u58a_rrf_hanchan_sources",
                    "rankagg.fuse({source: {session or table: {player or agent: score}}}, method='rrf'): four "
                    "sources, six tables ('season:2026/s11-table3'), players as 'player:tanaka-k/4dan'"),
            "borda": ("u58a_borda_unscored_players",
                      "rankagg.fuse(..., method='borda'): the final scores have none for a player who missed the "
                      "session"),
            "combsum": ("u58a_combsum_rounded_tenhou_rate",
                        "rankagg.fuse(..., method='combsum'): the Tenhou rate score at one decimal (many ties) beside "
                        "the others"),
            "fuser": ("u58a_weighted_fuser_placement_pts",
                      "rankagg.Fuser('rrf', weights=...) per table: the placement points count 2, the Tenhou rate "
                      "0.5"),
            "frame": ("u58a_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the league's season sheet, "
                      "a row per table, player or agent and source"),
            "evaluate": ("u58a_evaluate_season_standings",
                         "rankagg.evaluate(fused ranking, the season's standings, ['nDCG@5', 'AP', 'P@3']): does the "
                         "fused ranking put first the players promoted at season's end"),
            "lone": ("u58a_one_source_session",
                     "rankagg.fuse(..., method='rrf'): a session only the Mortal reviews ranked (NAGA against Mortal, "
                     "no league scores) beside tables every source covers"),
            "cli_rrf": ("u58a_cli_rrf_runs",
                        "rankagg fuse final_scores.run placement_pts.run tenhou_rate.run --method rrf -o league.run: "
                        "one run per source, tables and sessions as queries"),
            "cli_borda": ("u58a_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: placement points count "
                          "double)"),
            "cli_combsum": ("u58a_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four seats of a table"),
            "cli_evaluate": ("u58a_cli_evaluate_standings_qrels",
                             "rankagg evaluate league.run --qrels standings.qrels -m ndcg_cut.5 -m map: the fused "
                             "ranking against the season's standings (0-2)"),
            "cli_parquet": ("u58a_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o league.parquet: gzipped runs from the lab's "
                            "evaluation jobs, a Parquet table for the league's standings page")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u58a_tenhou_mjlog_as_run", "a Tenhou mjlog (mjloggm ver 2.3: SHUFFLE, GO, UN with dan and rate, TAIKYOKU, "
         "INIT)", "2026112418gm-00a9-0000-5f3e1c2a.xml", _MJLOG, "Tenhou", "2026112418gm-00a9-0000-5f3e1c2a.xml:1"),
        ("u58a_tenhou_mjlog_gz_as_run", "a Tenhou mjlog as Tenhou serves it, gzipped (1f 8b)",
         "2026112418gm-00a9-0000-5f3e1c2a.mjlog", _MJLOG_GZ, "Tenhou", "2026112418gm-00a9-0000-5f3e1c2a.mjlog"),
        ("u58a_tenhou6_json_as_run", "a tenhou.net/6 JSON log (title, name, rule with disp and aka, log)",
         "s11_table3_h2.json", _TENHOU6, "Tenhou", "s11_table3_h2.json:1"),
        ("u58a_majsoul_paipu_as_run", "a Mahjong Soul paipu record (a protobuf .lq.Wrapper naming "
         "'.lq.GameDetailRecords')", "261124-5f3e1c2a-9b7d-4e21-a0c3-7d1e2f4b8a90.paipu", _PAIPU, "Mahjong Soul",
         "261124-5f3e1c2a-9b7d-4e21-a0c3-7d1e2f4b8a90.paipu"),
        ("u58a_mjai_log_as_run", "an MJAI protocol log (JSON lines: start_game, start_kyoku, tsumo, dahai)",
         "selfplay_g000412.mjson", _MJAI, "MJAI", "selfplay_g000412.mjson:1"),
        ("u58a_mortal_review_as_run", "a Mortal review from mjai-reviewer (total_reviewed, total_matches, rating, "
         "model_tag, kyokus)", "review_tanaka_h2.json", _MORTAL, "Mortal", "review_tanaka_h2.json:1"),
        ("u58a_score_sheet_as_run", "the league's typed score sheet (six fields a line: round, table, player, "
         "placement, points, seat)", "s11_r03_scores.txt", _SHEET, "score sheet", "s11_r03_scores.txt:1"),
        ("u58a_selfplay_results_as_run", "the lab's self-play results (six fields a line: game, seat, agent, "
         "placement, final score, placement points)", "selfplay_results_0412.txt", _SELFPLAY, "self-play results",
         "selfplay_results_0412.txt:1"),
        ("u58a_ema_ranking_as_run", "an EMA ranking export (Position, EMA Number, Last Name, First Name, Country, "
         "Rank)", "ema_riichi_ranking.csv", _EMA, "EMA", "ema_riichi_ranking.csv:1")],
        one_run=("placement_pts.run", _ONE_RUN), stem="league",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a gzipped mjlog or a protobuf paipu read as lines gives no ranking: named by "
                   "what it is")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u58a_score_sheet_as_qrels", "s11_r03_scores.txt", _SHEET, "score sheet"),
        ("u58a_selfplay_results_as_qrels", "selfplay_results_0412.txt", _SELFPLAY, "self-play results"),
        ("u58a_ema_ranking_as_qrels", "ema_riichi_ranking.csv", _EMA, "EMA"),
        ("u58a_tenhou_mjlog_as_qrels", "2026112418gm-00a9-0000-5f3e1c2a.xml", _MJLOG, "Tenhou")],
        one_run=("placement_pts.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u58a_out_mjlog", "league.mjlog", "a Tenhou mjlog"),
        ("u58a_out_mjson", "league.mjson", "an MJAI log"),
        ("u58a_out_paipu", "league.paipu", "a Mahjong Soul paipu record"),
        ("u58a_out_tenhou_json", "league.tenhou.json", "a tenhou.net/6 JSON log")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=58"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u58a_api_mortal_review_dict",
            "rankagg.fuse(json.load(review_tanaka_h2.json)): a Mortal review loaded in Python given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('r.json')), method='rrf')\n",
            "Mortal", why="a run maps a query to {document: score}; the review's 'kyokus' is a list and 'rating' a "
            "number", files={"r.json": _MORTAL}),
        bad("u58a_api_ema_frame",
            "rankagg.fuse(pd.read_csv(ema_riichi_ranking.csv)): the EMA ranking export given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('e.csv'), method='borda')\n",
            "EMA", why="a table of runs has qid, docid, run and score columns; the EMA's has a ranked player per row",
            files={"e.csv": _EMA}),
    ]
    return cases
