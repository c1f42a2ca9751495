"""A board game café's files where a run or the judgements are read (issue 45's thirtieth bar, u30l_): BoardGameGeek's
XML API answers and collection export, a BG Stats backup and a Tabletop Simulator save.  Told a field count or a
generic JSON or table note, each is named for what it is, with what to give instead."""

from __future__ import annotations

from rankagg.io.text_input import run_or_qrels_line
from rankagg.io.xml_head import xml_root

__all__ = ["AS_RUN", "BOARDGAME_JSON", "boardgame_head"]

#: what to do with a rating site's or a play logger's file: each source's ranking of the games is a run
AS_RUN = ("give each rating source's ranking of the games as a run, a table size or evening a query and each game a "
          "document (its BoardGameGeek id, bgg_174430), the score higher for the better game (a rating, a count of "
          "plays): 'TABLE Q0 GAME RANK SCORE SOURCE'; what the tables played is the qrels, 'TABLE 0 GAME GRADE'")
_NOT_LINES = "not TREC run or qrels lines: "

BOARDGAME_JSON = (
    (('"userInfo"', '"games"', '"plays"', '"players"'),
     "a BG Stats backup (userInfo, games, plays, players, locations: a group's logged plays), " + _NOT_LINES
     + "its plays counted per game are a run's scores; " + AS_RUN),
    (('"SaveName"', '"ObjectStates"'),
     "a Tabletop Simulator save (SaveName, GameMode, ObjectStates: a table's pieces), " + _NOT_LINES
     + "it ranks no games; " + AS_RUN),
)


def boardgame_head(text: str) -> tuple[int, str] | None:
    """(line, reason) when the head ``text`` is a BoardGameGeek XML API answer or collection export; else None."""
    lines = [(i, ln.strip()) for i, ln in enumerate(text.lstrip("\ufeff").splitlines()[:5], 1) if ln.strip()]
    if not lines or run_or_qrels_line(lines[0][1]):
        return None
    root = xml_root(text)
    if root is not None and root.local in ("items", "boardgames", "plays", "user") \
            and "boardgamegeek.com/xmlapi" in root.attributes:
        return root.line, (f"is a BoardGameGeek XML API answer (<{root.local}>: games, their ratings and ranks, or "
                           "logged plays), " + _NOT_LINES + "its ratings (bayesaverage) or plays are a run's scores; "
                           + AS_RUN)
    first_at, first = lines[0]
    if first.replace('"', "").startswith("objectname,objectid,"):
        return first_at, ("is a BoardGameGeek collection export (objectname, objectid, rating, numplays, ..., "
                          "baverage, rank: a user's games, one per row), " + _NOT_LINES + "read it with pandas; its "
                          "rating, baverage or numplays column is a run's scores; " + AS_RUN)
    return None
