"""A shogi federation's ratings office's and a computer-shogi tournament's organisers' files (issue 45's fifty-fourth
bar, u54b_): KIF and KI2 game records, CSA records (floodgate's too), USI engine logs, JSON Kifu Format games, SFEN
positions, XQF xiangqi games, xiangqi positions in FEN, Ordo's rating lists, and cross-tables typed as text.
(Xiangqi PGN is named by the older readers.)"""

from __future__ import annotations

import re

from rankagg.io.fields.declaration import Field, FieldFile


def _either(*words: str) -> str:
    """A pattern of ``words`` as written in UTF-8 and as a Shift_JIS file (a .kif's legacy encoding) reads where the
    doors decode what UTF-8 cannot as Windows-1252."""
    forms = {form for w in words for form in (w, w.encode("shift_jis").decode("cp1252", "replace"))}
    return "(?:" + "|".join(re.escape(form) for form in sorted(forms)) + ")"


#: a KIF or KI2 header's line (開始日時, 棋戦, 手合割, 先手), or KIF's own first line
_KIF_HEAD = ("^(?:#KIF version=|" + _either("開始日時：", "終了日時：", "棋戦：", "手合割：", "先手：", "後手：")
             + ")")
#: a xiangqi position in FEN: ten ranks, then the side to move
_XQ_FEN = r"(?:[rnbakcpRNBAKCP1-9]{1,9}/){9}[rnbakcpRNBAKCP1-9]{1,9}[ \t]+[wbr][ \t]+[^\n]*"
#: a shogi position in SFEN: nine ranks, the side to move, the pieces in hand, the move number
_SFEN = r"(?:[lnsgkrbpLNSGKRBP+1-9]{1,18}/){8}[lnsgkrbpLNSGKRBP+1-9]{1,18}[ \t]+[bw][ \t]+\S+[ \t]+\d+[ \t]*"

SHOGI = Field(
    team="a shogi federation's ratings office and a computer-shogi tournament's organisers (u54b_)",
    advice="give each source's ranking of a round's or a season's players and engines (the Elo ratings, an engine's "
           "evaluations, the tournament points) as a run, a round or season a query (rd:wcsc36/round-3) and each "
           "player or engine a document (pl:fujita-ryo/6-dan), the score higher for the stronger one: 'ROUND Q0 "
           "PLAYER RANK SCORE SOURCE'; the promotions are the qrels, 'ROUND 0 PLAYER GRADE'",
    files=(
        FieldFile("a KIF shogi game record (Kakinoki's format: 開始日時, 棋戦, 手合割, then the moves' table)",
                  "#KIF version=2.0 encoding=UTF-8\n開始日時：2026/11/24 10:00:00\n手合割：平手\n"
                  "手数----指手---------消費時間--\n   1 ２六歩(27)   ( 0:04/00:00:04)\n", 1,
                  line=_KIF_HEAD, marks=("^" + _either("手数----指手"),), outputs=(".kif", ".kifu")),
        FieldFile("a KI2 shogi game record (KIF's headers, then the moves as ▲７六歩 △３四歩)",
                  "開始日時：2026/11/23 10:00\n手合割：平手\n\n▲７六歩    △３四歩\n", 1,
                  line=_KIF_HEAD, marks=("^" + _either("▲", "△"),), outputs=(".ki2",)),
        FieldFile("a CSA shogi game record (the Computer Shogi Association's format: V2.2, N+ and N- players, $EVENT, "
                  "PI, moves such as +2726FU)",
                  "V2.2\nN+Suisho10\nN-YaneuraOu\n$EVENT:WCSC36 round 3\nPI\n+\n+2726FU\n", 1,
                  line=r"\A(?:'[^\n]*\n)*V2(?:\.\d+)?[ \t]*\n(?:'[^\n]*\n)*(?:N[+-]|\$[A-Z_]+:|P[I1-9+-])",
                  outputs=(".csa",)),
        FieldFile("a USI engine log (the Universal Shogi Interface: usi, id name, option, usiok, position, go, info, "
                  "bestmove)",
                  "usi\nid name YaneuraOu NNUE 8.30\nid author yaneurao\nusiok\n", 1,
                  line=r"\Ausi[ \t]*\nid (?:name|author) "),
        FieldFile("a shogi game in JSON Kifu Format (JKF: header, initial, moves)",
                  '{"header": {"棋戦": "WCSC36"}, "initial": {"preset": "HIRATE"}, "moves": [{}]}\n', 1,
                  keys=("header", "moves", "initial")),
        FieldFile("an XQF xiangqi game (a binary record: 'XQ', its version, the pieces' squares, the players' names)",
                  b"XQ\n\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\n\x14\x1e(2<FP", 0,
                  magic=b"XQ", line=r"\AXQ[\x0a-\x12]\x00", outputs=(".xqf",)),
        FieldFile("Ordo's rating list as CSV (\"#\", PLAYER, RATING, ERROR, POINTS, PLAYED, (%), CFS(%))",
                  '"#","PLAYER","RATING","ERROR","POINTS","PLAYED","(%)","CFS(%)"\n1,"suisho10_8t",4521.0,18.2,'
                  '312.50,400,78.13,99\n', 1,
                  columns=("#", "PLAYER", "RATING", "ERROR", "PLAYED", "CFS(%)")),
        FieldFile("xiangqi positions in FEN (ten ranks, the side to move, then the counters; six fields a line that "
                  "pass for a TREC run's)",
                  "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1\n"
                  "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1\n", 1,
                  line=rf"\A{_XQ_FEN}\r?\n{_XQ_FEN}$", lookalike=True),
        FieldFile("shogi positions in SFEN (nine ranks, the side to move, the pieces in hand, the move number; four "
                  "fields a line that pass for qrels')",
                  "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1\n"
                  "lnsgkgsnl/1r5b1/ppppppppp/9/9/7P1/PPPPPPP1P/1B5R1/LNSGKGSNL w - 2\n", 1,
                  line=rf"\A{_SFEN}\r?\n{_SFEN}$", lookalike=True),
        FieldFile("a tournament cross-table typed as text (No, Player, Rating, a result a round such as +3w, Pts)",
                  "No Player          Rating  R1   R2   R3   Pts\n 1 Fujita_Ryo      2104    +3w  =2b  +4w  2.5\n", 1,
                  columns=("No", "Player", "Rating", "R1", "Pts")),
    ))
