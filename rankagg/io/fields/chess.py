"""A national chess federation's rating officers' and a club's tournament director's files (issue 45's ninety-first bar,
u91a_): FIDE's Tournament Report Files, FIDE's rating lists as TXT and XML, Lichess's and Chess.com's API answers and
the arbiter's crosstables as typed.  (PGN games and Scid's index files are named by the older readers.)  By decision
the selection committee's ballots (a member, a place, a FIDE id, a player) and vote tallies (a selection, a FIDE id,
counts) stay undeclared: they hold nothing of this field's own, the same forms as many fields' ballots and tallies;
their refusals name the file and line.  FIDE's rating list's own name as an output (-o players_list_foa.txt) stays
free: outputs are told by their suffix."""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile, ranked_from_the_top

#: a crosstable's line after its place: start number (never qrels' 0), player, rating, points in halves, a tiebreak
_CROSS = (r"[ \t]+(?!0[ \t])\d{1,4}[ \t]+(?=\S*[A-Za-z])\S+[ \t]+\d{3,4}[ \t]+\d{1,2}\.[05][ \t]+"
          r"\d{1,3}\.\d{1,2}[ \t]*")

CHESS = Field(
    team="a national chess federation's rating officers and a club's tournament director (u91a_)",
    advice="give each source's ranking of a round's, section's, tournament's or rating period's players (the "
           "results, the performance ratings, the tiebreaks, the committee's votes) as a run, the slice a query "
           "(selection:2026/olympiad-open) and each player a document (player:POL/1120123), the score higher for the "
           "stronger player: 'SLICE Q0 PLAYER RANK SCORE SOURCE'; the committee's decisions are the qrels, "
           "'SLICE 0 PLAYER GRADE'",
    files=(
        FieldFile("FIDE's Tournament Report File (TRF16, as Swiss-Manager and other pairing programs write it: 012 "
                  "the tournament's name, 022 the city, ..., then a 001 line a player with the rounds' results)",
                  "012 Wroclaw Spring Club Open 2026\r\n022 Wroclaw\r\n001    1 m  FM Nowak, Piotr"
                  "                      2214 POL     1120123 1998/04/12  2.5    1\r\n", 1,
                  line=r"^012 \S", marks=(r"^001 [ \d]{4} ",), outputs=(".trf",)),
        FieldFile("a FIDE rating list (the fixed-width TXT download: ID Number, Name, Fed, Sex, Tit, WTit, OTit, FOA, "
                  "the ratings, games and K factors, B-day, Flag)",
                  "ID Number      Name                                                         Fed Sex Tit  WTit OTit"
                  "           FOA SRtng SGm SK RRtng RGm Rk BRtng BGm BK B-day Flag\n1120123        Nowak, Piotr\n", 1,
                  line=r"\AID Number[ \t]+Name[ \t]+Fed[ \t]+Sex[ \t]+Tit[ \t]+WTit"),
        FieldFile("a FIDE rating list (the XML download: playerslist of player elements with fideid, name, country, "
                  "sex, title, rating, games, k, birthday, flag)",
                  '<?xml version="1.0" encoding="ISO-8859-1"?>\n<playerslist>\n<player>\n<fideid>1120123</fideid>\n'
                  "</player>\n</playerslist>\n", 2, root="playerslist", marks=("<fideid>",)),
        FieldFile("Lichess's user answer (JSON: id, username, perfs with each speed's games, rating, rd and prog, "
                  "createdAt, seenAt, count)",
                  '{"id":"wroclawknight","username":"WroclawKnight","perfs":{"blitz":{"games":3307,"rating":2412}},'
                  '"createdAt":1514764800000,"seenAt":1772905431000}\n', 1,
                  keys=("perfs", "username", "createdAt", "seenAt")),
        FieldFile("Lichess's Swiss tournament results (NDJSON, a player a line: rank, points, tieBreak, rating, "
                  "username, performance)",
                  '{"rank":1,"points":6.5,"tieBreak":30.25,"rating":2412,"username":"WroclawKnight",'
                  '"performance":2498}\n', 1, keys=("tieBreak", "points", "username", "performance")),
        FieldFile("Chess.com's player stats (JSON from its public API: chess_rapid, chess_blitz, chess_bullet or "
                  "chess_daily, each with last, best and record)",
                  '{"chess_rapid":{"last":{"rating":2187,"date":1772812800,"rd":48},"record":{"win":412,"loss":330,'
                  '"draw":61}},"fide":2214}\n', 1,
                  line=r'"chess_(?:rapid|blitz|bullet|daily|960_daily)"\s*:\s*\{\s*"last"\s*:\s*\{'),
        FieldFile("a chess crosstable typed as text (place, start number, player, rating, points, a tiebreak; six "
                  "fields a line that pass for a TREC run's)",
                  "1 1 nowak-piotr 2214 2.5 3.25\n2 2 lewandowski-tomasz 2131 2.0 2.50\n", 1,
                  line=ranked_from_the_top(_CROSS), lookalike=True),
    ))
