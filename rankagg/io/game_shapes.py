"""Game records and rating lists of engine and player tournaments (chess: cutechess-cli, fishtest, CCRL), told by
their shape, so that a door that would take them for something else names what they are and how to write them as
the comparison table rankagg reads (``query, item_a, item_b, outcome``: docs/preferences.md).

Issue 45's twentieth bar (a chess-engine testing team): a PGN file was told it "holds JSON such as BEIR's results"
(its tag pairs start with ``[``); a games table (``white, black, result`` with ``1-0``, ``0-1``, ``1/2-1/2``) and a
W/L/D sheet per pairing were read as ranked gene lists, and small ones were ranked (``1-0`` and ``60`` as items, exit
0); a crosstable got "list 'Stockfish_16' ended at line 2 (an empty cell)" and cutechess-cli's rating table
"expected 6 fields".  A rating list is computed from games; the games are what Bradley-Terry or Elo ratings need.

Only what a header (or a crosstable's first row) shows is used: a door asks :func:`games_note` with a header's
names, :func:`pgn_line` with a file's first line, :func:`crosstable_row` with a table's header and first row.
"""

from __future__ import annotations

from typing import Sequence

from rankagg.io.binary_containers import gunzip_head
from rankagg.io.line_form_store import compiled

__all__ = ["PGN_NOTE", "crosstable_row", "games_note", "pgn_head", "pgn_line"]

#: a PGN tag pair (``[White "Komodo 14.1 (x64)"]``): the PGN standard's section 8.1, a symbol and a quoted string
_TAG_PAIR = compiled(r'\s*\[[A-Za-z0-9_]+\s+"(?:[^"\\]|\\.)*"\]\s*')
_GAMES_AS_ROWS = ("rankagg reads games as a comparison table, a row per game: columns query, item_a (White), item_b "
                  "(Black), outcome (win for 1-0, loss for 0-1, tie for 1/2-1/2; an unfinished game, *, left out), "
                  "the engines' names as ids without blanks (Komodo_14.1_(x64))")
PGN_NOTE = ("is a PGN file of games (tag pairs such as [White \"...\"], [Result \"1-0\"]), which rankagg does not read: "
            f"{_GAMES_AS_ROWS}; python-chess's chess.pgn.read_headers gives each game's White, Black and Result")
_COUNT_COLUMNS = {"wins": "win", "win": "win", "w": "win", "losses": "loss", "loss": "loss", "l": "loss",
                  "draws": "tie", "draw": "tie", "d": "tie", "ties": "tie"}
_RATINGS = ("elo", "rating", "ratings", "bayeselo", "ordo")
_PLAYERS = ("name", "player", "engine", "program")
#: what only a rating list computed from games holds: an engine rating's name, or the games behind the ratings (a
#: table of names and ratings alone is any catalogue's: Kaggle's anime.csv, u89b_api_kaggle_anime_csv_frame)
_FROM_GAMES = ("elo", "bayeselo", "ordo", "player", "engine", "program", "games", "game", "played", "gp", "score",
               "points", "error", "+", "-", "+/-", "w", "d", "l", "wins", "draws", "losses", "draw", "oppo.", "perf")
#: what a crosstable's diagonal cell (a player against itself) holds
_DIAGONAL = ("", "-", "x", "X", "*", "\u2014", "\u2013", "\u00b7", "\u2022")


def pgn_line(line: str) -> bool:
    """Whether ``line`` (a file's first non-blank line) is a PGN tag pair."""
    return _TAG_PAIR.fullmatch(line) is not None


def pgn_head(head: bytes) -> bool:
    """Whether a file starting with ``head`` (gzip-compressed or not) is PGN: its first non-blank line a tag pair."""
    text = (gunzip_head(head) if head[:2] == b"\x1f\x8b" else head).decode("utf-8", "replace").lstrip("\ufeff")
    return pgn_line(next((line for line in text.splitlines() if line.strip()), ""))


def games_note(names: Sequence[str]) -> str | None:
    """What a header of game records, game counts per pairing or a rating list is and how to write it as a
    comparison table, or None for another header."""
    lowered = [str(n).strip().lower() for n in names]
    written = {low: str(n).strip() for low, n in zip(lowered, names)}
    shown = ", ".join(str(n) for n in names[:8])
    if "white" in lowered and "black" in lowered:
        counts = [(written[n], _COUNT_COLUMNS[n]) for n in lowered if n in _COUNT_COLUMNS]
        if counts:
            rows = ", ".join(f"{outcome} with count {column}" for column, outcome in counts)
            return (f"a header naming White, Black and game counts ({shown}) is a table of results per pairing, not "
                    f"ranked lists: write each row as comparison rows of {written['white']} (item_a) and "
                    f"{written['black']} (item_b), columns query, item_a, item_b, outcome, count: {rows} (a count "
                    "of 0 left out)")
        return f"a header naming White and Black ({shown}) is a table of games, not ranked lists: {_GAMES_AS_ROWS}"
    if any(n in _RATINGS for n in lowered) and any(n in _PLAYERS for n in lowered) \
            and any(n in _FROM_GAMES for n in lowered):
        return (f"a header naming players and their ratings ({shown}) is a rating list, ratings computed from games, "
                f"not the games: rank from the games themselves ({_GAMES_AS_ROWS}); to fuse rating lists, give each "
                "as a run (qid Q0 player rank rating tag)")
    return None


def crosstable_row(header: Sequence[str], row: Sequence[str]) -> str | None:
    """What a table is whose first data row ``row`` is a crosstable's (its first cell a player the header names,
    its cell under that player's own column empty or a dash), or None."""
    if len(header) < 3 or not row:
        return None
    label = str(row[0]).strip()
    columns = [str(h).strip() for h in header]
    if not label or label not in columns[1:]:
        return None
    k = columns.index(label, 1)
    if (row[k].strip() if k < len(row) else "") not in _DIAGONAL:
        return None
    return ("a crosstable (a row and a column per player, the player against itself empty), whose cells are points, "
            f"not ranked lists: {_GAMES_AS_ROWS}; for Bradley-Terry (arena: a draw half a win each way) a cell of p "
            "points in n games is a row outcome win of weight p and a row outcome loss of weight n - p (each pair "
            "once, a weight of 0 left out)")
