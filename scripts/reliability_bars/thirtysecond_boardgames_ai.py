"""Issue 45's thirty-second bar of scripts/reliability_matrix.py, a board game AI lab ranking candidate moves per
position across engines (its cases, ids ``u32g_``, registered in its ``cases()``); the mechanics
(:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.  (Written by the lead, in a later
session, before any of its recognisers existed.)

The team's day: each position of its chess and Go test suites (``pos:wac-001``) is a query and each candidate move a
document (``mv:e2e4``); the runs are Stockfish's, Leela Chess Zero's and KataGo's evaluations and the coaches'
rankings, scores in [0, 1] at four decimals.  They are fused with RRF, Borda and CombSUM, weighted by each engine's
record, and judged against the suites' solutions (2 the best move, 1 a good one, 0 neither).  The mistakes and odd
files: the field's own files given where runs or qrels are read (a list of FEN positions, which trec_eval would read as
runs, EPD test suites, SGF games, a UCI engine log, KataGo's analysis, Lichess's evaluations and puzzles), and outputs
named for the field's files.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

THIRTYSECOND_BOARDGAMES_AI = ("45 Unseen inputs: a thirty-second bar, a board game AI lab ranking candidate moves per "
                              "position across engines (FEN, EPD, SGF, UCI logs, KataGo's analysis, Lichess)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['stockfish', 'lc0', 'katago', 'coaches'],
    items=['mv:e2e4', 'mv:d2d4', 'mv:g1f3', 'mv:c2c4', 'mv:b1c3', 'mv:f2f4', 'mv:e2e3', 'mv:g2g3'],
    queries=['pos:wac-001', 'pos:wac-002', 'pos:sts-117', 'pos:bk-05', 'pos:go-joseki-12', 'pos:go-tsumego-40'],
    suffix='/deep', generator='evaluations', judgements='solutions') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "evaluations", "moves.run")

_RECS3 = ["stockfish", "lc0", "katago"]
_OUT = ("moves.run",)
_ONE_RUN = "pos:wac-001 Q0 mv:e2e4 1 0.91 stockfish\npos:wac-001 Q0 mv:d2d4 2 0.77 stockfish\n"
# the lab's files, as the engines, GUIs and servers write them (a few lines)
_FEN = ("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1\n"
        "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3\n"
        "rnbqkb1r/pppp1ppp/5n2/4p3/2B1P3/8/PPPP1PPP/RNBQK1NR w KQkq - 2 3\n")
_EPD = ('2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - - bm Qg6; id "WAC.001";\n'
        '8/7p/5k2/5p2/p1p2P2/Pr1pPK2/1P1R3P/8 b - - bm Rxb2; id "WAC.002";\n')
_SGF = ("(;GM[1]FF[4]CA[UTF-8]AP[CGoban:3]ST[2]\nRU[Japanese]SZ[19]KM[6.50]\nPW[White]PB[Black]\n"
        ";B[pd];W[dp];B[pp];W[dd])\n")
_UCI_LOG = ("id name Stockfish 17\nid author the Stockfish developers\nuciok\nreadyok\n"
            "info depth 20 seldepth 31 multipv 1 score cp 35 nodes 1234567 nps 1500000 hashfull 250 tbhits 0 time 823 "
            "pv e2e4 e7e5 g1f3\nbestmove e2e4 ponder e7e5\n")
_KATAGO = ('{"id":"pos-go-joseki-12","isDuringSearch":false,"moveInfos":[{"move":"Q16","order":0,"prior":0.31,'
           '"pv":["Q16","D4"],"scoreLead":1.2,"visits":1200,"winrate":0.53}],"rootInfo":{"scoreLead":1.1,'
           '"visits":2000,"winrate":0.52},"turnNumber":12}\n')
_LICHESS_EVALS = ('{"fen":"7r/1p3k2/p1bPR3/5p2/2B2P1p/8/PP4P1/3K4 b - -","evals":[{"pvs":[{"cp":311,"line":'
                  '"f7g7 e6e7 h8h5 a2a3"}],"knodes":206765,"depth":36}]}\n')
_PUZZLES = ("PuzzleId,FEN,Moves,Rating,RatingDeviation,Popularity,NbPlays,Themes,GameUrl,OpeningTags\n"
            "00008,r6k/pp2r2p/4Rp1Q/3p4/8/1N1P2R1/PqP2bPP/7K b - - 0 24,f2g3 e6e7 b2b1 b3c1 b1c1 h6c1,1913,75,94,"
            "6230,crushing hangingPiece long middlegame,https://lichess.org/787zsVup/black#48,\n")


def thirtysecond_bar_boardgames_ai_cases() -> list[Case]:
    G = THIRTYSECOND_BOARDGAMES_AI
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="evaluations", judgements="solutions", runs=_RECS3, stem="moves", outputs=_OUT,
        item="moves", rounded="katago",
        weights="{'stockfish': 2.0, 'lc0': 1.5, 'katago': 1.0, 'coaches': 0.5}",
        lone_query="R['coaches']['pos:endgame-77'] = {'mv:a7a8': 0.9, 'mv:h2h4': 0.4}\n",
        trust="stockfish 2\nlc0 1.5\nkatago 1\n",
        trust_dict="{'stockfish': 2, 'lc0': 1.5, 'katago': 1}",
        texts={
            "rrf": ("u32g_rrf_engines",
                    "rankagg.fuse({engine: {position: {move: score}}}, method='rrf'): four engines, six positions "
                    "('pos:wac-001'), moves in UCI notation ('mv:e2e4')"),
            "borda": ("u32g_borda_unscored_moves",
                      "rankagg.fuse(..., method='borda'): the engines' MultiPV lines hold different moves"),
            "combsum": ("u32g_combsum_rounded_scores",
                        "rankagg.fuse(..., method='combsum'): KataGo's winrates at one decimal (many ties) beside the "
                        "others"),
            "fuser": ("u32g_weighted_fuser_record",
                      "rankagg.Fuser('rrf', weights=...) per position: Stockfish counts 2, the coaches 0.5"),
            "frame": ("u32g_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the analysis sheet, a row "
                      "per position, move and engine"),
            "evaluate": ("u32g_evaluate_solutions",
                         "rankagg.evaluate(fused ranking, the suites' solutions, ['nDCG@5', 'AP', 'P@3']): does the "
                         "fused ranking put first the best moves"),
            "lone": ("u32g_one_engine_position",
                     "rankagg.fuse(..., method='rrf'): a position only the coaches ranked (a study) beside positions "
                     "every engine covers"),
            "cli_rrf": ("u32g_cli_rrf_runs",
                        "rankagg fuse stockfish.run lc0.run katago.run --method rrf -o moves.run: one run per "
                        "engine, positions as queries"),
            "cli_borda": ("u32g_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: Stockfish counts "
                          "double)"),
            "cli_combsum": ("u32g_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four moves a lesson shows"),
            "cli_evaluate": ("u32g_cli_evaluate_solution_qrels",
                             "rankagg evaluate moves.run --qrels solutions.qrels -m ndcg_cut.5 -m map: the fused "
                             "ranking against the suites' solutions (0-2)"),
            "cli_parquet": ("u32g_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o moves.parquet: gzipped runs from the analysis "
                            "cluster, a Parquet table for the training site")})

    # --- the lab's files given where runs are read: named by their format or tool -------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u32g_fen_list_as_run", "a list of FEN positions (six fields each: placement, side, castling, en passant, "
         "clocks), which trec_eval would read as run lines", "positions.fen", _FEN, "FEN", "positions.fen:1"),
        ("u32g_epd_as_run", "an EPD test suite (four FEN fields, then bm and id operations)", "WAC.epd", _EPD, "EPD",
         "WAC.epd:1"),
        ("u32g_sgf_as_run", "an SGF Go game ('(;GM[1]FF[4]...', then ';B[pd];W[dp]' moves)", "game.sgf", _SGF, "SGF",
         "game.sgf:1"),
        ("u32g_uci_log_as_run", "a UCI engine log (id name, uciok, info depth ... pv lines, bestmove)",
         "stockfish.log", _UCI_LOG, "UCI", "stockfish.log:1"),
        ("u32g_katago_analysis_as_run", "KataGo's analysis engine output (id, moveInfos with visits and winrate, "
         "rootInfo, turnNumber)", "analysis.jsonl", _KATAGO, "KataGo", "analysis.jsonl:1"),
        ("u32g_lichess_evals_as_run", "Lichess's evaluations database (fen, evals with pvs, knodes, depth)",
         "lichess_db_eval.jsonl", _LICHESS_EVALS, "Lichess", "lichess_db_eval.jsonl:1"),
        ("u32g_lichess_puzzles_as_run", "Lichess's puzzles database (PuzzleId, FEN, Moves, Rating, ...)",
         "lichess_db_puzzle.csv", _PUZZLES, "Lichess", "lichess_db_puzzle.csv:1")],
        one_run=("stockfish.run", _ONE_RUN), stem="moves",
        text_why="trec_eval refuses a line of other than six fields, and reads a FEN's six as a run's (a wrong answer); "
                 "the file is the field's own, named by what it is (a field count says nothing the team can act on)")

    # --- the judgements the lab gives ---------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u32g_puzzles_as_qrels", "lichess_db_puzzle.csv", _PUZZLES, "Lichess"),
        ("u32g_epd_as_qrels", "WAC.epd", _EPD, "EPD"),
        ("u32g_sgf_as_qrels", "game.sgf", _SGF, "SGF"),
        ("u32g_fen_as_qrels", "positions.fen", _FEN, "FEN")],
        one_run=("stockfish.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u32g_out_sgf", "moves.sgf", "an SGF game"),
        ("u32g_out_epd", "moves.epd", "an EPD test suite"),
        ("u32g_out_fen", "moves.fen", "a FEN list")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=32"))

    # --- the lab's documents and tables given to the API --------------------------------------------------------------
    cases += [
        bad("u32g_api_katago_dict",
            "rankagg.fuse(json.loads(a line of KataGo's analysis)): one analysis given as the runs",
            "import json, rankagg\nrankagg.fuse(json.loads(open('a.jsonl').readline()), method='rrf')\n",
            "KataGo", why="a run maps a query to {document: score}; KataGo's analysis holds moveInfos, a list, and "
            "rootInfo", files={"a.jsonl": _KATAGO}),
        bad("u32g_api_puzzles_frame",
            "rankagg.fuse(pd.read_csv(lichess_db_puzzle.csv)): Lichess's puzzles given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('p.csv'), method='borda')\n",
            "Lichess", why="a table of runs has qid, docid, run and score columns; Lichess's has puzzles",
            files={"p.csv": _PUZZLES}),
    ]
    return cases
