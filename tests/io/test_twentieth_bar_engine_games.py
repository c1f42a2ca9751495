"""Issue 45's twentieth bar, a chess-engine testing team's tournament results: the fault classes it found, each
generated over its members.

* The tournament's own files given as they are, each named for what it is with how to write it as comparisons
  (``rankagg/io/game_shapes.py``): a games table (``white, black, result``; the PGN tag roster as columns) and a W/L/D
  sheet per pairing were read as ranked gene lists (a small one ranked ``1-0`` and ``60`` as items, exit 0), at every
  door (CSV, TSV, JSON lines, Parquet, frames, records); a PGN file was told it "holds JSON" (its tag pairs start with
  ``[``) at the runs' door and that its name is no table's at the comparison rules'; cutechess-cli's rating table got
  "expected 6 fields"; a crosstable "list ... ended at line 2 (an empty cell)".
* A comparison table whose outcome column is named ``result`` was told "name the columns item_a and item_b item_a and
  item_b": it is told to rename the one column.
* A rating list asked for as ``ratings.pgn`` was written as TREC lines, which no PGN reader reads.
"""

from __future__ import annotations

import gzip
import pandas as pd
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import rankagg
from rankagg.api.gene_lists import read_gene_lists
from rankagg.api.preferences import fuse_comparisons
from rankagg.cli import main
from rankagg.io.game_shapes import games_note
from tests.io.test_nineteenth_bar_click_preferences import door_table

GAMES = [("Stockfish_16", "Komodo_14.1_(x64)", "1-0"), ("Komodo_14.1_(x64)", "Stockfish_16", "1/2-1/2"),
         ("Dragon_3.3", "Stockfish_16", "0-1"), ("Stockfish_16", "Dragon_3.3", "1/2-1/2")]
#: headers of game records as the tools write them (pgn-extract's CSV, the PGN tag roster, a notebook's frame)
GAME_HEADERS = [["white", "black", "result"], ["White", "Black", "Result"],
                ["Event", "Site", "Date", "Round", "White", "Black", "Result"], ["round", "White", "Black", "score"]]
#: W/L/D sheets per pairing: (columns, the count columns and the outcome each gives)
COUNT_HEADERS = [(["white", "black", "wins", "losses", "draws"], [("wins", "win"), ("losses", "loss"), ("draws", "tie")]),
                 (["White", "Black", "W", "L", "D"], [("W", "win"), ("L", "loss"), ("D", "tie")]),
                 (["white", "black", "wins", "draws"], [("wins", "win"), ("draws", "tie")])]
DOORS = ["csv", "tsv", "jsonl", "parquet", "frame", "arrow", "polars", "records"]


def _rows(columns, n):
    out = []
    for k in range(n):
        w, b, r = GAMES[k % len(GAMES)]
        row = {}
        for c in columns:
            low = c.lower()
            row[c] = w if low == "white" else b if low == "black" else r if low in ("result", "score") else \
                (k * 7) % 5 if low in ("wins", "losses", "draws", "w", "l", "d") else f"{low}-{k}"
        out.append(row)
    return out


def _given(tmp_path, door, columns, n):
    """The table at ``door``: (what rankagg.fuse is given, the name its message holds)."""
    return door_table(tmp_path, door, pd.DataFrame(_rows(columns, n), columns=columns), stem="games")


def _refusal(given, **kw) -> str:
    with pytest.raises(ValueError) as err:
        rankagg.fuse(given, **kw)
    message = str(err.value)
    assert message.count("\n") == 0
    return message


@pytest.mark.parametrize("door", DOORS)
@pytest.mark.parametrize("n", [1, 2, 5])
@pytest.mark.parametrize("columns", GAME_HEADERS)
def test_game_tables_are_named_at_every_door(tmp_path, door, n, columns):
    given, name = _given(tmp_path, door, columns, n)
    message = _refusal(given)
    assert name in message and "is a table of games" in message
    assert "item_a (White), item_b (Black), outcome (win for 1-0, loss for 0-1, tie for 1/2-1/2" in message


@pytest.mark.parametrize("door", ["csv", "tsv", "jsonl", "frame", "records"])
@pytest.mark.parametrize("n", [1, 3])
@pytest.mark.parametrize("columns,counts", COUNT_HEADERS)
def test_wdl_sheets_are_named_at_every_door(tmp_path, door, n, columns, counts):
    given, name = _given(tmp_path, door, columns, n)
    message = _refusal(given)
    assert name in message and "table of results per pairing" in message
    assert ", ".join(f"{outcome} with count {column}" for column, outcome in counts) in message


@pytest.mark.parametrize("door", ["csv", "jsonl"])
@pytest.mark.parametrize("columns", GAME_HEADERS[:2])
def test_game_tables_are_named_to_the_comparison_rules(tmp_path, door, columns):
    given, name = _given(tmp_path, door, columns, 3)
    with pytest.raises(ValueError) as err:
        fuse_comparisons(given, "arena")
    assert name in str(err.value) and "is a table of games" in str(err.value)


def _pgn(bom=False, eol="\n", blank_first=False):
    games = "".join(f'[Event "gauntlet"]{eol}[White "{w.replace("_", " ")}"]{eol}[Black "{b.replace("_", " ")}"]{eol}'
                    f'[Result "{r}"]{eol}{eol}1. e4 e5 {r}{eol}{eol}' for w, b, r in GAMES)
    return ("\ufeff" if bom else "") + (eol if blank_first else "") + games


@pytest.mark.parametrize("argv", [["fuse", "{p}", "-o", "{o}"], ["fuse", "{p}", "--method", "arena", "-o", "{o}"],
                                  ["fuse", "{p}", "--method", "davidson", "-o", "{o}"],
                                  ["evaluate", "--qrels", "{q}", "{p}"]])
@pytest.mark.parametrize("name", ["games.pgn", "games.pgn.gz", "games.txt"])
@pytest.mark.parametrize("bom,eol,blank_first", [(False, "\n", False), (True, "\r\n", False), (False, "\n", True)])
def test_pgn_files_are_named_at_every_door(tmp_path, capsys, argv, name, bom, eol, blank_first):
    path = tmp_path / name
    data = _pgn(bom, eol, blank_first).encode("utf-8")
    path.write_bytes(gzip.compress(data) if name.endswith(".gz") else data)
    qrels = tmp_path / "q.qrels"
    qrels.write_text("gauntlet 0 Stockfish_16 1\n")
    out = tmp_path / "elo.csv"
    assert main([a.format(p=path, o=out, q=qrels) for a in argv]) == 2
    err = capsys.readouterr().err.strip()
    assert err.count("\n") == 0 and name in err and "is a PGN file of games" in err and "holds JSON" not in err
    assert not out.exists()


@pytest.mark.parametrize("diagonal", ["", "-", "x", "\u2014"])
@pytest.mark.parametrize("first_heading", ["Engine", "Player", ""])
@pytest.mark.parametrize("sep", [",", "\t"])
def test_crosstables_are_named_at_their_first_row(tmp_path, diagonal, first_heading, sep):
    names = ["Stockfish_16", "Dragon_3.3", "Ethereal_14.25"]
    cells = [[diagonal, "1\u00bd", "2"], ["\u00bd", diagonal, "1\u00bd"], ["0", "\u00bd", diagonal]]
    text = sep.join([first_heading, *names, "Score"]) + "\n" + "".join(
        sep.join([n, *row, "3"]) + "\n" for n, row in zip(names, cells))
    path = tmp_path / ("cross.tsv" if sep == "\t" else "cross.csv")
    path.write_text(text, encoding="utf-8")
    with pytest.raises(ValueError) as err:
        read_gene_lists(str(path))
    assert f"{path.name}:2: a crosstable" in str(err.value) and "weight n - p" in str(err.value)


@pytest.mark.parametrize("header", ["Rank Name                Elo    +/-   Games   Score   Draw",
                                    "Rank Name Elo + - games score oppo. draws", "Name,Rating,Games",
                                    "Rank,Engine,Elo,Games"])
def test_rating_lists_are_named(tmp_path, header):
    sep = "," if "," in header else " "
    path = tmp_path / ("ratings.csv" if sep == "," else "ratings.txt")
    path.write_text(header + "\n" + sep.join(["1", "Stockfish_16", "112", "25", "400", "65.5%", "41%", "0", "1"][
        :len(header.split(sep))]) + "\n")
    message = _refusal(str(path))
    assert f"{path.name}:1" in message and "is a rating list" in message


#: a catalogue's columns beside a name and a rating: none says the ratings were computed from games
_CATALOGUE_COLUMNS = ["genre", "type", "episodes", "members", "year", "price", "category", "id", "anime_id", "votes",
                      "author", "studio", "country", "reviews"]


@given(st.lists(st.sampled_from(_CATALOGUE_COLUMNS), max_size=4, unique=True), st.sampled_from(["name", "Name"]),
       st.sampled_from(["rating", "Rating", "ratings"]), st.sampled_from(["games", "Games", "played", "Elo", "W",
                                                                        "score", "+/-"]), st.randoms())
@settings(max_examples=60, deadline=None)
def test_a_name_and_a_rating_are_a_rating_list_only_beside_the_games(others, name, rating, games_column, rnd):
    """Kaggle's anime.csv (anime_id, name, genre, type, episodes, rating, members) had been told a rating list of
    players (u89b_): a name and a rating alone are any catalogue's; a games column, or a rating from games, tells."""
    columns = [name, rating, *others]
    rnd.shuffle(columns)
    assert games_note(columns) is None, columns
    columns.insert(rnd.randrange(len(columns) + 1), games_column)
    assert "is a rating list" in (games_note(columns) or ""), columns


@pytest.mark.parametrize("verdict", ["result", "Result", "winner", "verdict"])
@pytest.mark.parametrize("suffix", [".csv", ".jsonl"])
def test_item_columns_with_a_verdict_column_are_told_to_rename_it(tmp_path, verdict, suffix):
    frame = pd.DataFrame({"query": "blitz", "item_a": ["sf", "komodo"], "item_b": ["komodo", "sf"],
                          verdict: ["win", "tie"]})
    path = tmp_path / f"c{suffix}"
    frame.to_csv(path, index=False) if suffix == ".csv" else frame.to_json(path, orient="records", lines=True)
    with pytest.raises(ValueError) as err:
        fuse_comparisons(str(path), "arena")
    assert f"is named {verdict}: rename it outcome" in str(err.value) and "item_a and item_b item_a" not in str(err.value)


@pytest.mark.parametrize("columns", [["white", "rook"], ["Black", "knight"], ["name", "score"], ["elo_study", "name2"],
                                     ["Engine", "Stockfish_16"]])
def test_gene_lists_headed_like_players_are_still_lists(tmp_path, columns):
    genes = [["TP53", "EGFR"], ["EGFR", "MYC"], ["MYC", "TP53"]]  # no list's first item heads another list
    path = tmp_path / "lists.csv"
    path.write_text(",".join(columns) + "\n" + "".join(",".join(r) + "\n" for r in genes))
    got = read_gene_lists(str(path))
    assert [list(got[c]) for c in columns] == [[r[i] for r in genes] for i in range(2)]


@pytest.mark.parametrize("inputs", [["c.csv", "--method", "arena"], ["a.run", "b.run", "--method", "rrf"]])
@pytest.mark.parametrize("output", ["ratings.pgn", "RATINGS.PGN", "ratings.pgn.gz"])
def test_outputs_named_pgn_are_refused(tmp_path, capsys, inputs, output):
    (tmp_path / "c.csv").write_text("query,item_a,item_b,outcome\nblitz,sf,komodo,win\nblitz,komodo,sf,tie\n")
    for run in ("a.run", "b.run"):
        (tmp_path / run).write_text(f"q1 Q0 d1 1 2.0 {run[0]}\nq1 Q0 d2 2 1.0 {run[0]}\n")
    argv = ["fuse", *[str(tmp_path / a) if a.endswith((".csv", ".run")) else a for a in inputs], "-o",
            str(tmp_path / output)]
    assert main(argv) == 2
    err = capsys.readouterr().err.strip()
    assert err.count("\n") == 0 and output in err and "no .pgn reader reads" in err
    assert not (tmp_path / output).exists()
