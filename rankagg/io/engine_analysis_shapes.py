"""A board game AI lab's files where a run, the judgements or a table are read (issue 45's thirty-second bar, u32g_):
lists of FEN positions (six fields a line, which parse as a TREC run line: trec_eval would read them, and rankagg fused
them without a word), EPD test suites, SGF games (told a Newick tree before: both open with '('), UCI engine logs,
KataGo's analysis and Lichess's evaluations (files and documents loaded in Python) and Lichess's puzzles (files and
frames).  Each is named for what it is, with what to give instead."""

from __future__ import annotations

import re
from typing import Sequence

from rankagg.io.header_tables import columns_note, header_cells, named_table
from rankagg.io.line_form_store import compiled

__all__ = ["AS_RUN", "ENGINE_ANALYSIS_JSON", "ENGINE_ANALYSIS_OUTPUTS", "engine_analysis_columns",
           "engine_analysis_document", "engine_analysis_shape", "fen_lines"]

#: what to do with positions, games and analyses: each engine's ranking of a position's moves is a run
AS_RUN = ("give each engine's ranking of a position's candidate moves (its MultiPV lines' evaluations, a policy's "
          "priors, the coaches' picks) as a run, a position a query (its suite id, pos:wac-001) and each move a "
          "document (mv:e2e4, mv:Q16), the score higher for the better move: 'POSITION Q0 MOVE RANK SCORE ENGINE'; "
          "the suites' solutions are the qrels, 'POSITION 0 MOVE GRADE'")
_NOT_LINES = "not TREC run or qrels lines: "

#: a FEN's piece placement, side to move, castling rights and en passant square
_PLACEMENT = compiled(r"(?:[pnbrqkPNBRQK1-8]{1,8}/){7}[pnbrqkPNBRQK1-8]{1,8}")
_CASTLING = compiled(r"-|[KQkqA-Ha-h]{1,4}")
_EN_PASSANT = compiled(r"-|[a-h][36]")
_TABLES = ((("PuzzleId", "FEN", "Moves"), "Lichess's puzzles database (PuzzleId, FEN, Moves, Rating, Themes, ...)"),)
_KATAGO = "KataGo's analysis engine output (id, moveInfos with visits, winrate and scoreLead, rootInfo, turnNumber)"
_LICHESS = "Lichess's evaluations database (fen, then evals: pvs with cp or mate and line, knodes, depth)"
ENGINE_ANALYSIS_JSON: tuple[tuple[tuple[str, ...], str], ...] = (
    (('"moveInfos"', '"rootInfo"'), f"{_KATAGO}, {_NOT_LINES}{AS_RUN}"),
    (('"fen"', '"evals"', '"pvs"'), f"{_LICHESS}, {_NOT_LINES}{AS_RUN}"),
)


def _fen_start(fields: Sequence[str]) -> bool:
    """Whether ``fields`` open with a FEN's first four: placement, side to move, castling, en passant."""
    return (len(fields) >= 4 and _PLACEMENT.fullmatch(fields[0]) is not None and fields[1] in ("w", "b")
            and _CASTLING.fullmatch(fields[2]) is not None and _EN_PASSANT.fullmatch(fields[3]) is not None)


def fen_lines(lines: Sequence[str]) -> bool:
    """Whether the first lines are FEN positions: six fields each, which parse as a TREC run line (the placement a
    query, the castling rights a document, the clocks a rank and a score)."""
    fields = [ln.split() for ln in lines if ln.strip()]
    return bool(fields) and all(len(f) == 6 and _fen_start(f) for f in fields)


def engine_analysis_shape(name: str, lines: Sequence[str]) -> str | None:
    """What a text file named ``name`` whose first lines are ``lines`` is, with what to give instead, or None."""
    if not lines:
        return None
    first = lines[0].lstrip("\ufeff").strip()
    fields = first.split()
    if fen_lines(lines):
        what: str | None = ("a list of FEN positions (placement, side to move, castling, en passant and two clocks: "
                            "six fields that parse as a TREC run line, fused they would rank castling rights)")
    elif _fen_start(fields) and len(fields) > 4 and not fields[4].isdigit():
        what = "an EPD test suite (a position's four FEN fields, then operations: bm, am, id, ...)"
    # SGF's game is a number (GM[1] Go, GM[2] Othello); GGS's GGF names it (GM[Othello]: u84a_ggs_ggf_as_run had
    # been told an SGF game record)
    elif first.startswith("(;") and re.search(r"\b(?:GM|FF|SZ|CA|AP)\[|;[BW]\[", first) \
            and not re.search(r"\bGM\[[ \t]*(?!\d)", first):
        what = "an SGF game record (Smart Game Format: '(;GM[1]FF[4]...', then ';B[..];W[..]' moves)"
    elif first.startswith(("id name ", "uciok", "info depth ", "bestmove ", "position startpos", "position fen ")):
        what = ("a UCI engine log (id, uciok, 'info depth ... score cp ... pv' lines, bestmove: a MultiPV search's "
                "lines rank its moves)")
    else:
        what = named_table(header_cells(first), _TABLES)
        what = None if what is None else what + ", read it with pandas"
    return None if what is None else f"is {what}, {_NOT_LINES}{AS_RUN}"


def engine_analysis_document(obj: object) -> str | None:
    """What a KataGo analysis or a Lichess evaluation loaded in Python and given as runs is, or None."""
    if isinstance(obj, dict) and "moveInfos" in obj and "rootInfo" in obj:
        return f"{_KATAGO}, {_NOT_LINES}{AS_RUN}"
    if isinstance(obj, dict) and "fen" in obj and isinstance(obj.get("evals"), list):
        return f"{_LICHESS}, {_NOT_LINES}{AS_RUN}"
    return None


def engine_analysis_columns(names: Sequence[object]) -> str | None:
    """What a table (a frame, a comparison table) whose columns are ``names`` is, or None."""
    return columns_note(names, _TABLES, AS_RUN)


#: the field's output names: the engines and GUIs read their own positions, no TREC line
ENGINE_ANALYSIS_OUTPUTS: dict[str, str] = {
    ".epd": "an EPD test suite (which engines and GUIs read)",
    ".fen": "a list of FEN positions",
}
