"""A contract bridge club's scoring and coaching files (issue 45's thirty-ninth bar, u39b_): PBN files (hand records,
results with their ScoreTable and TotalScoreTable, Deal tags without the '% PBN' line), deals in PBN's deal notation
as DDS reads them, BBO's LIN hand records, USEBIO results (EBUScore, Scorebridge), the Bridgemate tables exported from
its database (ReceivedData, RoundData, HandRecord), Duplimate's .dup hand records and the double dummy tables that
endplay and ddstable print or save.  (The Bridgemate database itself, an Access file, is named by
:mod:`rankagg.io.fields.databases`.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

#: a hand in PBN's deal notation: the spades, hearts, diamonds and clubs held, dot-separated ('-' a hand not given)
_HAND = r"(?:[AKQJT2-9]*\.[AKQJT2-9]*\.[AKQJT2-9]*\.[AKQJT2-9]*|-)"
#: a deal (PBN 2.1 section 3.4.11): the first hand's seat, then the four hands clockwise from it
_DEAL = rf"[NESW]:{_HAND}(?: {_HAND}){{3}}"
#: a board of the example files: North, East, South, West (board 12, West deals, North-South vulnerable)
_HANDS = ("AQ5.K93.T862.A74", "KT82.AJ6.Q95.J52", "J63.QT754.AK.K86", "974.82.J743.QT93")
_PBN_DEAL = "N:" + " ".join(_HANDS)


def _duplimate_record() -> str:
    """A board's 156 bytes in Duplimate's .dup (Duplimate's conversion notes): the BRI part, North, East and South
    as two-digit card numbers (01 the ace of spades to 52 the two of clubs), the DGE part, each hand's four suits
    after their CP437 symbols (0x06 spades, 0x03 hearts, 0x04 diamonds, 0x05 clubs), then the machine's set-up."""
    suits = [hand.split(".") for hand in _HANDS]
    bri = "".join("%02d" % (13 * s + "AKQJT98765432".index(card) + 1)
                  for hand in suits[:3] for s, cards in enumerate(hand) for card in cards)
    dge = "".join(symbol + cards for hand in suits for symbol, cards in zip("\x06\x03\x04\x05", hand))
    return bri + dge + "YN1  1 32 "


#: a double dummy table's header (endplay's C D H S NT, ddstable's S H D C NT), then a row per hand of the tricks
#: (0-13) or the contract level ('-' none) it makes in each strain: the rows' six fields pass for a run's
_DD_HEAD = r"^[ \t]*(?:C[ \t]+D[ \t]+H[ \t]+S|S[ \t]+H[ \t]+D[ \t]+C)[ \t]+NT[ \t]*\n"
_DD_ROW = r"[ \t]*[NESW](?:[ \t]+(?:1[0-3]|\d|-)){5}[ \t]*(?:\n|\Z)"

BRIDGE = Field(
    team="a contract bridge club's directors' and coaches' files (u39b_)",
    advice="give each source's ranking of a board's pairs (the scoring program's matchpoints, the Butler IMPs, the "
           "double dummy par deviation, the coaches') as a run, a board of a session a query (brd:12/mon-aft-pairs) "
           "and each pair a document by its seat and number (pair:ns3/kowalski-berg), the score higher for the "
           "better result: 'BOARD Q0 PAIR RANK SCORE SOURCE'; the review of the play is the qrels, 'BOARD 0 PAIR "
           "GRADE' (2 par or better, 1 a fair result, 0 below the field)",
    files=(
        # a PBN file's first line says it is one (PBN 2.1 section 2); a results file then holds its tables
        FieldFile("a PBN results file (Portable Bridge Notation: '% PBN', tag pairs per board, then the ScoreTable, "
                  "TotalScoreTable or OptimumResultTable sections a scoring program exports)",
                  '% PBN 2.1\n% EXPORT\n[Event "Monday Pairs"]\n[Board "12"]\n[Deal "' + _PBN_DEAL + '"]\n'
                  '[ScoreTable "PairId_NS\\2R;PairId_EW\\2R;Contract\\4L;Declarer\\1R;Result\\2R;MP_NS\\3R"]\n'
                  ' 4  6 3NT S  9 5\n', 1, line=r"\A%[ \t]*PBN[ \t]+\d+\.\d+[ \t]*$", marks=("ScoreTable",)),
        FieldFile("a PBN file (Portable Bridge Notation: '% PBN', then [Tag \"value\"] pairs per board: a dealing "
                  "program's hand records, a scoring program's results)",
                  '% PBN 2.1\n% EXPORT\n[Event "Monday Pairs"]\n[Site "Club"]\n[Board "12"]\n[Dealer "W"]\n'
                  '[Vulnerable "NS"]\n[Deal "' + _PBN_DEAL + '"]\n\n', 1,
                  line=r"\A%[ \t]*PBN[ \t]+\d+\.\d+[ \t]*$", outputs=(".pbn",)),
        # older dealers write the tag pairs without the '% PBN' line: the Deal tag's value is then the sign
        FieldFile("a PBN file (Portable Bridge Notation's tag pairs per board, its [Deal \"N:...\"] tag: hand "
                  "records or results)",
                  '[Event "Monday Pairs"]\n[Board "12"]\n[Dealer "W"]\n[Vulnerable "NS"]\n[Deal "' + _PBN_DEAL
                  + '"]\n', 5, line=rf'^\[Deal "{_DEAL}"\][ \t]*$'),
        FieldFile("deals in PBN's deal notation ('N:' then four hands, as DDS's CalcDDtablePBN and the dealers read "
                  "them: four fields a line that pass for qrels)",
                  _PBN_DEAL + "\nE:KQ8.A42.QT75.J96 J93.KQT.A962.A87 A765.98.K3.KT542 T42.J7653.J84.Q3\n", 1,
                  line=rf"\A{_DEAL}[ \t]*$", lookalike=True),
        # a LIN file is one record of 'tag|value|' pairs; 'md' gives the dealer (1 South to 4 East) and the hands
        FieldFile("a BBO LIN hand record (Bridge Base Online's LIN: tag|value| pairs, pn the players, md the dealer "
                  "and hands, sv the vulnerability, mb the calls, pc the cards played)",
                  "pn|south,west,north,east|st||md|2SJ63HQT754DAKCK86,S974H82DJ743CQT93,SAQ5HK93DT862CA74,|rh||"
                  "ah|Board 12|sv|n|mb|1H|mb|p|mb|2N|mb|p|mb|3N|mb|p|mb|p|mb|p|pg||pc|C3|pc|C4|pc|C2|pc|CK|pg||\n",
                  1, line=r"^(?:[a-z]{2}\|[^|\n]*\|)*?md\|[1-4]?S[2-9TJQKA]*H[2-9TJQKA]*D[2-9TJQKA]*C[2-9TJQKA]*,",
                  outputs=(".lin",)),
        FieldFile("USEBIO results (the bridge results interchange format, USEBIO 1.2: CLUB, EVENT, SESSION, SECTION, "
                  "PARTICIPANTS, BOARD with TRAVELLER_LINEs, as EBUScore and Scorebridge write it)",
                  '<?xml version="1.0" encoding="iso-8859-1"?>\n'
                  '<!DOCTYPE USEBIO SYSTEM "http://www.ebu.co.uk/usebio/usebio_v1_2.dtd">\n<USEBIO Version="1.2">\n'
                  "  <CLUB><CLUB_NAME>Club</CLUB_NAME></CLUB>\n  <EVENT EVENT_TYPE=\"PAIRS\"><SESSION><SECTION>"
                  "<BOARD><BOARD_NUMBER>12</BOARD_NUMBER><TRAVELLER_LINE><NS_PAIR_NUMBER>4</NS_PAIR_NUMBER>"
                  "</TRAVELLER_LINE></BOARD></SECTION></SESSION></EVENT>\n</USEBIO>\n", 3, root="USEBIO"),
        FieldFile("the Bridgemates' ReceivedData table (the Bridgemate database's results exported: ID, Section, "
                  "Table, Round, Board, PairNS, PairEW, Declarer, NS/EW, Contract, Result, LeadCard: a result a row)",
                  "ID,Section,Table,Round,Board,PairNS,PairEW,Declarer,NS/EW,Contract,Result,LeadCard,Remarks\n"
                  '1,1,4,3,12,4,6,4,"S","3 NT","=","C3",""\n', 1, columns=("PairNS", "PairEW", "NS/EW", "LeadCard")),
        FieldFile("the Bridgemates' RoundData table (the Bridgemate database's movement exported: Section, Table, "
                  "Round, NSPair, EWPair, LowBoard, HighBoard: a table's round a row)",
                  "Section,Table,Round,NSPair,EWPair,LowBoard,HighBoard\n1,4,3,4,6,10,12\n", 1,
                  columns=("NSPair", "EWPair", "LowBoard", "HighBoard")),
        FieldFile("the Bridgemates' HandRecord table (the Bridgemate database's deals exported: Section, Board, then "
                  "NorthSpades to WestClubs: a board a row)",
                  "Section,Board,NorthSpades,NorthHearts,NorthDiamonds,NorthClubs,EastSpades,EastHearts,"
                  "EastDiamonds,EastClubs,SouthSpades,SouthHearts,SouthDiamonds,SouthClubs,WestSpades,WestHearts,"
                  "WestDiamonds,WestClubs\n1,12,AQ5,K93,T862,A74,KT82,AJ6,Q95,J52,J63,QT754,AK,K86,974,82,J743,QT93\n",
                  1, columns=("NorthSpades", "EastSpades", "SouthSpades", "WestSpades")),
        # a .dup has no line ends: its first board's 78 card numbers and the DGE part's suit symbols are the sign
        FieldFile("a Duplimate hand record (.dup: a board's 156 bytes, the BRI card numbers, the DGE hands with "
                  "CP437 suit symbols and the dealing machine's set-up; its single line may split into six fields)",
                  _duplimate_record() * 2, 1,
                  line=r"\A(?:0[1-9]|[1-4]\d|5[0-2]){39}\x06[^\x03-\x06\n]{0,13}\x03[^\x03-\x06\n]{0,13}"
                       r"\x04[^\x03-\x06\n]{0,13}\x05", lookalike=True),
        FieldFile("a double dummy table (the tricks or contract levels each hand makes in each strain, as endplay's "
                  "DDTable.pprint and ddstable print it: a strain header, then N, S, E and W rows of six fields that "
                  "pass for a run's)",
                  "     C  D  H  S NT\n  N  8  9 10  8  9\n  S  8  9 10  8  9\n  E  5  4  3  5  4\n"
                  "  W  5  4  3  5  4\n", 1, line=rf"{_DD_HEAD}(?:{_DD_ROW})+", lookalike=True),
        # ddstable.get_ddstable() returns {hand: {strain: tricks}}: a hand's key, each strain's in it
        FieldFile("a double dummy table saved as JSON (ddstable's get_ddstable(): the tricks of hands N, E, S and W "
                  "in each strain S, H, D, C and NT)",
                  '{"N": {"S": 8, "H": 10, "D": 9, "C": 8, "NT": 9}, "S": {"S": 8, "H": 10, "D": 9, "C": 8, '
                  '"NT": 9}, "E": {"S": 5, "H": 3, "D": 4, "C": 5, "NT": 4}, "W": {"S": 5, "H": 3, "D": 4, "C": 5, '
                  '"NT": 4}}\n', 1, keys=("N", "E", "S", "W", "NT")),
    ))
