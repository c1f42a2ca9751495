"""Issue 45's thirty-second bar (u32g_*_as_run, u32g_*_as_qrels, u32g_out_*, u32g_api_*): a board game AI lab's files.
A list of FEN positions (six fields a line) was fused as a run without a word, as trec_eval would read it; an SGF game
was told it is a Newick tree; EPD suites, UCI logs, KataGo's analysis and Lichess's evaluations and puzzles were told a
field count or a generic note.  Each is now named at both doors, plain and gzipped, and at the API; -o .epd and .fen
are refused."""

import io
import json

import pandas as pd
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import rankagg
from rankagg.io.engine_analysis_shapes import (ENGINE_ANALYSIS_OUTPUTS, engine_analysis_columns,
                                               engine_analysis_document, engine_analysis_shape, fen_lines)
from rankagg.io.microbiome_shapes import microbiome_shape
from tests.door_files import refusal_through_the_api, refused_output

FEN = ("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1\n"
       "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3\n")
EPD = '2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - - bm Qg6; id "WAC.001";\n'
SGF = "(;GM[1]FF[4]CA[UTF-8]SZ[19]KM[6.50]\n;B[pd];W[dp])\n"
UCI = "id name Stockfish 17\nuciok\ninfo depth 20 multipv 1 score cp 35 pv e2e4 e7e5\nbestmove e2e4\n"
KATAGO = {"id": "q1", "moveInfos": [{"move": "Q16", "visits": 1200, "winrate": 0.53}], "rootInfo": {"visits": 2000},
          "turnNumber": 12}
EVALS = {"fen": "7r/1p3k2/p1bPR3/5p2/2B2P1p/8/PP4P1/3K4 b - -", "evals": [{"pvs": [{"cp": 311, "line": "f7g7"}],
                                                                             "knodes": 206765, "depth": 36}]}
PUZZLES = "PuzzleId,FEN,Moves,Rating,Themes\n00008,r6k/pp2r2p/4Rp1Q/3p4/8/1N1P2R1/PqP2bPP/7K b - - 0 24,f2g3 e6e7,1913,x\n"
FILES = {
    "positions.fen": (FEN, "FEN positions", 1),
    "positions.txt": (FEN, "FEN positions", 1),
    "WAC.epd": (EPD, "EPD test suite", 1),
    "game.sgf": (SGF, "SGF game record", 1),
    "stockfish.log": (UCI, "UCI engine log", 1),
    "analysis.jsonl": (json.dumps(KATAGO), "KataGo", 1),
    "analysis.txt": (json.dumps(KATAGO), "KataGo", 1),
    "evals.jsonl": (json.dumps(EVALS), "Lichess's evaluations", 1),
    "puzzles.csv": (PUZZLES, "Lichess's puzzles", 1),
}
RUN = "pos:wac-001 Q0 mv:e2e4 1 0.91 stockfish\npos:wac-001 Q0 mv:d2d4 2 0.77 stockfish\n"
QRELS = "pos:wac-001 0 mv:e2e4 2\n"


@pytest.mark.parametrize("gz", [False, True])
@pytest.mark.parametrize("door", ["run", "qrels"])
@pytest.mark.parametrize("name", sorted(FILES))
def test_named_at_both_doors(tmp_path, name, door, gz):
    content, what, line = FILES[name]
    if name == "stockfish.log" and door == "qrels":
        # 'id name Stockfish 17' is a qrels line to trec_eval (four fields, an integer last): the reader stops at
        # line 2, 'uciok', and says so
        message = refusal_through_the_api(tmp_path, name + (".gz" if gz else ""), content.encode(), RUN, door)
        assert "stockfish.log" in message and ":2: expected 4 fields" in message, message
        return
    name = name + (".gz" if gz else "")
    message = refusal_through_the_api(tmp_path, name, content.encode(), RUN, door)
    assert f"{name}:{line}:" in message and what in message and "POSITION Q0 MOVE" in message, message


PIECES = st.text("pnbrqkPNBRQK12345678", min_size=1, max_size=8)


@settings(max_examples=60, deadline=None)
@given(ranks=st.lists(PIECES, min_size=8, max_size=8), side=st.sampled_from("wb"),
       castling=st.sampled_from(["-", "KQkq", "Kq", "k"]), ep=st.sampled_from(["-", "e3", "d6"]),
       clocks=st.tuples(st.integers(0, 99), st.integers(1, 300)))
def test_every_fen_line_is_told_from_a_run_line(ranks, side, castling, ep, clocks):
    line = f"{'/'.join(ranks)} {side} {castling} {ep} {clocks[0]} {clocks[1]}"
    assert fen_lines([line])
    assert not fen_lines([f"q{clocks[0]} Q0 {'/'.join(ranks)} 1 0.5 {side}"])  # a run whose docid is a placement


@pytest.mark.parametrize("text", [RUN, QRELS, "a/b/c/d/e/f/g/h w - - 0 1\n", "8/8/8/8/8/8/8/8 x - - 0 1\n"])
def test_runs_and_qrels_are_never_claimed(text):
    assert engine_analysis_shape("x.run", text.splitlines()) is None


@pytest.mark.parametrize("text", [
    "(a:1,b:2);\n",  # a Newick tree stays Newick's
    "( ; a note\n",
    "identify the file\n",
    "PuzzleId,Name\n1,a\n",
])
def test_near_misses_are_left_to_others(text):
    assert engine_analysis_shape("x.txt", text.splitlines()) is None


def test_newick_no_longer_claims_a_game_record():
    assert microbiome_shape(["(;GM[1]FF[4]SZ[19]", ";B[pd];W[dp])"]) is None
    assert "Newick" in microbiome_shape(["(a:0.1,(b:0.2,c:0.3):0.4);"])


@pytest.mark.parametrize("document, what", [(KATAGO, "KataGo"), (EVALS, "Lichess")])
def test_documents_in_python_are_named(document, what):
    assert what in engine_analysis_document(document) and engine_analysis_document({"q1": {"d1": 1.0}}) is None
    with pytest.raises(ValueError, match=what):
        rankagg.fuse(document, method="rrf")


@pytest.mark.parametrize("output", sorted(ENGINE_ANALYSIS_OUTPUTS))
def test_a_fused_run_is_not_written_as_positions(tmp_path, capsys, output):
    assert "lines of text" in refused_output(tmp_path, capsys, RUN, "moves" + output)


def test_a_puzzles_frame_is_named():
    with pytest.raises(ValueError, match="Lichess"):
        rankagg.fuse(pd.read_csv(io.StringIO(PUZZLES)), method="borda")
    assert engine_analysis_columns(["qid", "docid", "run", "score"]) is None


@given(st.integers(1, 40), st.sampled_from(["Othello", "othello", "Go", "Chess", "Reversi", "Amazons"]),
       st.sampled_from(["FF[4]", "PC[GGS/os]", "SZ[19]", ""]), st.sampled_from(["B[d3]", "W[c4]", "B[pd]"]))
@settings(max_examples=60, deadline=None)
def test_an_sgf_game_is_a_number_and_a_named_game_is_no_sgf(number, name, other, move):
    """SGF numbers its game (GM[1] Go, GM[2] Othello); GGS's GGF names it (GM[Othello]), and is no SGF record (a
    GGS record had been told one: u84a_ggs_ggf_as_run)."""
    assert "SGF game record" in (engine_analysis_shape("g.sgf", [f"(;GM[{number}]{other};{move})"]) or "")
    assert "SGF game record" not in (engine_analysis_shape("g.ggf", [f"(;GM[{name}]{other}{move};)"]) or "")
