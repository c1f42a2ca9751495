"""A riichi mahjong league's scorekeepers' and an AI lab's evaluators' files (issue 45's fifty-eighth bar, u58a_):
Tenhou's game logs (the mjlog XML, plain or gzipped as Tenhou serves it, and the tenhou.net/6 JSON), Mahjong Soul's
paipu records, MJAI protocol logs, Mortal's reviews from mjai-reviewer, and the league's score sheets and the lab's
self-play results typed as text.  (The EMA's ranking export is named by its header's own words.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

#: a score sheet's line: round, table, player, placement (1-4), points with uma and oka, the seat's wind
_SHEET = r"R\d{1,2}[ \t]+T\d{1,2}[ \t]+\S+[ \t]+[1-4][ \t]+[+-]?\d+(?:\.\d+)?[ \t]+[ESWN][ \t]*"
#: a self-play result's line: game, the seat's wind, agent, placement (1-4), final score, placement points
_SELFPLAY = r"\S+[ \t]+[ESWN][ \t]+\S+[ \t]+[1-4][ \t]+-?\d{3,6}[ \t]+[+-]?\d+(?:\.\d+)?[ \t]*"

MAHJONG = Field(
    team="a riichi mahjong league's scorekeepers and an AI lab's evaluators (u58a_)",
    advice="give each source's ranking of a table's or session's players and agents (final scores with uma and oka, "
           "placement points, the Tenhou rate, Mortal's review rating) as a run, the hanchan, table or session a "
           "query (season:2026/s11-table3) and each player or agent a document (player:tanaka-k/4dan), the score "
           "higher for the better: 'TABLE Q0 PLAYER RANK SCORE SOURCE'; the season's standings are the qrels, "
           "'TABLE 0 PLAYER GRADE'",
    files=(
        # Tenhou writes no XML declaration: the root opens line 1; the doors read a gzipped head inflated
        FieldFile("a Tenhou game log (its mjlog XML, mjloggm: SHUFFLE, GO, UN, TAIKYOKU, INIT, the draws and "
                  "discards; Tenhou serves it gzipped)",
                  '<mjloggm ver="2.3"><SHUFFLE seed="mt19937ar-sha512-n288-base64,lFMm" ref=""/>'
                  '<GO type="169" lobby="0"/><TAIKYOKU oya="0"/>\n</mjloggm>\n', 1,
                  root="mjloggm", outputs=(".mjlog",)),
        FieldFile("a Tenhou game log as tenhou.net/6's viewer reads it (JSON: title, name, rule with disp and aka, "
                  "log)",
                  '{"title":["S11 league table 3","2026/11/24"],"name":["A","B","C","D"],'
                  '"rule":{"disp":"般南喰赤","aka":1},"log":[[[0,0,0],[25000,25000,25000,25000]]]}\n', 1,
                  keys=("log", "title", "rule", "name")),
        # the client's .lq.Wrapper: field 1 (0x0a), the message's name's length, then the name
        FieldFile("a Mahjong Soul game record (a paipu: a protobuf .lq.Wrapper holding .lq.GameDetailRecords)",
                  b"\n\x15.lq.GameDetailRecords\x12\x1c\n\x1a\n\x12.lq.RecordNewRound\x12\x04\x08\x00\x10\x00",
                  0, magic=b"\n\x15.lq.GameDetailRecords", outputs=(".paipu",)),
        FieldFile("an MJAI protocol log (JSON lines: start_game with the names, start_kyoku, tsumo, dahai; Mortal's "
                  "and the MJAI bots' games)",
                  '{"type":"start_game","names":["tanaka","mortal","suzuki","okada"]}\n'
                  '{"type":"start_kyoku","bakaze":"E","dora_marker":"2s","kyoku":1,"honba":0,"kyotaku":0}\n', 1,
                  line=r'\A\{[ \t]*"type"[ \t]*:[ \t]*"start_game"', outputs=(".mjson",)),
        FieldFile("a Mortal review from mjai-reviewer (its JSON: total_reviewed, total_matches, rating, model_tag, "
                  "kyokus)",
                  '{"total_reviewed":412,"total_matches":341,"rating":0.8911,"temperature":0.1,'
                  '"model_tag":"mortal4-b24c512","kyokus":[]}\n', 1,
                  keys=("total_reviewed", "total_matches", "rating", "model_tag")),
        FieldFile("a mahjong league's score sheet typed as text (round, table, player, placement, points, the seat's "
                  "wind; six fields a line that pass for a TREC run's)",
                  "R03 T1 tanaka-k 1 +58.2 E\nR03 T1 suzuki-m 2 +9.4 S\n", 1,
                  line=rf"\A{_SHEET}\r?\n{_SHEET}$", lookalike=True),
        FieldFile("a mahjong AI lab's self-play results typed as text (game, the seat's wind, agent, placement, final "
                  "score, placement points; six fields a line that pass for a TREC run's)",
                  "g000412 E mortal-v4 1 41200 +90\ng000412 S naga-omega 2 28700 +45\n", 1,
                  line=rf"\A{_SELFPLAY}\r?\n{_SELFPLAY}$", lookalike=True),
    ))
