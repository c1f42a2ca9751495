"""A pinball league's scorekeepers' and a national ranking committee's files (issue 45's fifty-third bar, u53b_):
Match Play Events' games, the IFPA API's rankings, hi2txt's high-score tables, MAME's input recordings and -listxml,
Visual Pinball X tables, and season standings and score sheets typed as text."""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

PINBALL = Field(
    team="a pinball league's scorekeepers and a national ranking committee (u53b_)",
    advice="give each source's ranking of a machine's, a night's or a season's players (raw scores, game points, "
           "WPPR points, a rating) as a run, a machine and night, a tournament or a season a query "
           "(mach:medieval-madness/s14-wk07) and each player a document by IFPA number (ifpa:48121/KME), the "
           "score higher for the better player: 'NIGHT Q0 PLAYER RANK SCORE SOURCE'; the finals qualification is "
           "the qrels, 'NIGHT 0 PLAYER GRADE'",
    files=(
        FieldFile("Match Play Events' games (its API's data: gameId, playerIds, resultPositions, resultPoints)",
                  '{"data": [{"gameId": 7696295, "roundId": 1154935, "playerIds": [162405, 251302], '
                  '"resultPositions": [251302, 162405], "resultPoints": ["7.00", "5.00"]}]}\n', 1,
                  keys=("data", "gameId", "playerIds", "resultPositions")),
        FieldFile("the IFPA API's rankings (rankings: player_id, wppr_points, current_wppr_rank, rating_value)",
                  '{"rankings": [{"player_id": "48121", "first_name": "Kim", "wppr_points": "1318.52", '
                  '"current_wppr_rank": "1", "rating_value": "1893.41"}]}\n', 1,
                  keys=("rankings", "wppr_points", "current_wppr_rank")),
        FieldFile("hi2txt's high-score table (RANK|SCORE|NAME, as it reads a MAME .hi file)",
                  "RANK|SCORE|NAME\n1|1247700|WOS\n2|1218000|SCG\n", 1,
                  line=r"\ARANK\|SCORE\|NAME"),
        FieldFile("a MAME input recording (.inp: 'MAMEINP', the system's name, then zlib-compressed frames)",
                  b"MAMEINP\x00\xf05\x05k\x00\x00\x00\x00\x03\x00\x00\x00dkong\x00\x00\x00\x00\x00\x00\x00MAME "
                  b"0.270\x00", 0,
                  magic=b"MAMEINP\x00"),
        FieldFile("a Visual Pinball X table (.vpx: a compound file holding GameStg and TableInfo)",
                  b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + b"\x00" * 56 + "GameStg".encode("utf-16-le"), 0,
                  magic=b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", marks=("G\x00a\x00m\x00e\x00S\x00t\x00g\x00",),
                  outputs=(".vpx",)),
        FieldFile("MAME's -listxml (mame: its build and mameconfig, then a machine each)",
                  '<?xml version="1.0"?>\n<mame build="0.270 (mame0270)" debug="no" mameconfig="10">\n'
                  '\t<machine name="dkong" sourcefile="nintendo/dkong.cpp">\n', 2,
                  root="mame", marks=("mameconfig",)),
        FieldFile("a pinball league's standings typed as text (Pos, Player, IFPA#, Nights, Points, Avg; six fields a "
                  "line that pass for a TREC run's)",
                  "Pos Player IFPA# Nights Points Avg\n1 KME 48121 7 412.5 58.93\n", 1,
                  columns=("Pos", "Player", "IFPA#", "Nights", "Points"), lookalike=True),
        FieldFile("a pinball league night's score sheet typed as text (Wk, Grp, Game, Player, Score, Pts; six fields a "
                  "line that pass for a TREC run's)",
                  "Wk Grp Game Player Score Pts\n7 G3 MM KME 61877020 7\n", 1,
                  columns=("Wk", "Grp", "Game", "Player", "Score", "Pts"), lookalike=True),
        FieldFile("a pinball league night's score sheet of game points (Game, Player, Score, Pts; four fields a line "
                  "that pass for qrels')",
                  "Game Player Score Pts\nMM KME 61877020 7\n", 1,
                  columns=("Game", "Player", "Score", "Pts"), lookalike=True),
    ))
