"""Issue 45's thirty-ninth bar of scripts/reliability_matrix.py, a contract bridge club's tournament directors and
coaches ranking pairs per board and per session across scoring programs and double-dummy analysis (its cases, ids
``u39b_``, registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the
verdicts) are the matrix's.  (Written by a persona session, before any of its recognisers existed.)

The team's day: each board of a session (``brd:07/mon-aft-pairs``) is a query and each pair a document
(``pair:ns3/kowalski-berg``, ``pair:ew5/haas-moreau``); the runs are the Bridgemate results matchpointed by the
scoring program, the Butler IMPs against the datum, the double-dummy par deviation (DDS) and the coaches' own
ranking, scores in [0, 1] at four decimals.  They are fused with RRF, Borda and CombSUM, weighted by each source's
record, and judged against the directors' and coaches' review of the play (2 par or better, 1 a fair result, 0 below
the field).  The mistakes and odd files: the field's own files given where runs or qrels are read (a PBN hand record
set and a PBN results file with its ScoreTable and TotalScoreTable, a BBO LIN hand record, a USEBIO XML results
file from EBUScore, a Bridgemate .bws database and its ReceivedData table exported to CSV, a Duplimate .dup hand
record, double-dummy tables printed by endplay and by ddstable, a list of deals in PBN's deal notation as DDS reads
them), and outputs named for the field's files.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES.

The formats, as checked: PBN 2.1 (tistis.nl/pbn/pbn_v21.txt: '% PBN' first line, tag pairs, the ScoreTable,
TotalScoreTable and OptimumResultTable sections; a Ruter export on resultat.svenskbridge.se), BBO LIN (pn, st, md
with the dealer digit and South, West, North hands, rh, ah, sv, mb, pc, pg), USEBIO 1.2 (usebio.org; the prolog, the
DOCTYPE of usebio_v1_2.dtd, USEBIO Version, CLUB, EVENT EVENT_TYPE, SESSION, SECTION, PARTICIPANTS, BOARD,
TRAVELLER_LINE with NS_PAIR_NUMBER ... NS_MATCH_POINTS), the Bridgemate .bws (a Microsoft Access Jet database: 00 01
00 00 'Standard Jet DB'; ReceivedData's columns as BCS and TabScore query them), the Duplimate .dup (156-byte records:
78-byte BRI, 68-byte DGE, 10 trailing bytes 'YN1  1 32 '), endplay's DDTable.pprint and ddstable's README table."""

from __future__ import annotations

import json

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

THIRTYNINTH_BRIDGE = ("45 Unseen inputs: a thirty-ninth bar, a contract bridge club's tournament directors and coaches "
                      "ranking pairs per board and session across scoring programs and double-dummy analysis (PBN, "
                      "BBO LIN, USEBIO, Bridgemate, Duplimate, DDS double-dummy tables)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['bridgemate_mp', 'butler_imps', 'dd_par', 'coaches'],
    items=['pair:ns3/kowalski-berg', 'pair:ew5/haas-moreau', 'pair:ns1/okafor-lindqvist', 'pair:ew2/tanaka-price',
           'pair:ns4/duval-schmidt', 'pair:ew7/novak-ferreira', 'pair:ns6/oyelaran-white', 'pair:ew8/kerr-bianchi'],
    queries=['brd:07/mon-aft-pairs', 'brd:12/mon-aft-pairs', 'brd:03/wed-eve-teams', 'brd:19/wed-eve-teams',
             'brd:24/fri-swiss', 'brd:ses/mon-aft-pairs'],
    suffix='/rescored', generator='boards', judgements='play_review') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "boards", "pairs.run")

_RECS3 = ["bridgemate_mp", "butler_imps", "dd_par"]
_OUT = ("pairs.run",)
_ONE_RUN = ("brd:07/mon-aft-pairs Q0 pair:ns3/kowalski-berg 1 0.88 dd_par\nbrd:07/mon-aft-pairs Q0 "
            "pair:ns1/okafor-lindqvist 2 0.71 dd_par\n")

# board 7 of the Monday afternoon pairs (South deals, both vulnerable), the hands North, East, South, West
_DEAL = ["97.Q876.AQJ75.A9", "Q654.T.T98632.J7", "JT8.94.K.KT86542", "AK32.AKJ532.4.Q3"]
_PBN_DEAL = "N:" + " ".join(_DEAL)


def _suits(hand: str) -> list[str]:
    return hand.split(".")


# the team's files, as the dealers, scorers, terminals and solvers write them (a few lines)
# a PBN hand record set as the dealing program exports it ('% PBN 2.1', '% EXPORT', then tag pairs per board)
_PBN_HANDS = ('% PBN 2.1\r\n% EXPORT\r\n%Content-type: text/x-pbn; charset=ISO-8859-1\r\n'
              '[Event "Monday Afternoon Pairs"]\r\n[Site "Riverside Bridge Club"]\r\n[Date "2026.11.24"]\r\n'
              '[Board "7"]\r\n[West ""]\r\n[North ""]\r\n[East ""]\r\n[South ""]\r\n[Dealer "S"]\r\n'
              '[Vulnerable "All"]\r\n[Deal "' + _PBN_DEAL + '"]\r\n[Scoring ""]\r\n[Declarer ""]\r\n'
              '[Contract ""]\r\n[Result ""]\r\n\r\n')
# a PBN results file as a scoring program exports it: the TotalScoreTable, a board's ScoreTable and the
# double-dummy OptimumResultTable (PBN 2.1 sections 5.7, 5.9, 5.10)
_PBN_RESULTS = ('% PBN 2.0\n% EXPORT\n[Event "Monday Afternoon Pairs"]\n[Site "Riverside Bridge Club"]\n'
                '[Date "2026.11.24"]\n[Board "7"]\n[Dealer "S"]\n[Vulnerable "All"]\n[Deal "' + _PBN_DEAL + '"]\n'
                '[Scoring "MatchPoints;MP1"]\n[Competition "Pairs"]\n'
                '[TotalScoreTable "Rank\\1R;PairId\\1R;Direction\\5R;TotalScoreMP\\4R;TotalPercentage\\5R;'
                'Names\\30L"]\n'
                '1 3 "N-S" 70.5 58.75 "Anna Kowalski - Erik Berg"\n'
                '2 5 "E-W" 66.0 55.00 "Lena Haas - Paul Moreau"\n'
                '[ScoreTable "Table\\1R;Round\\1R;PairId_NS\\2R;PairId_EW\\2R;Contract\\4L;Declarer\\1R;'
                'Result\\2R;Lead\\3L;Score_NS\\6R;Score_EW\\6R;MP_NS\\3R;MP_EW\\3R"]\n'
                '1 2 3 5 5CX S 11 HA "750" - 6.0 0.0\n'
                '2 2 1 2 5HX W 10 CA "200" - 4.0 2.0\n'
                '[OptimumResultTable "Declarer;Denomination\\2R;Result\\2R"]\n'
                'N C 10\nN D 9\nN H 4\nN S 5\nN NT 7\n')
# a BBO LIN hand record: pn (South, West, North, East), md (dealer 1 = South, then the South, West, North hands),
# rh, ah, sv (b: both vulnerable), the auction (mb) and the play (pc)


def _lin_hand(hand: str) -> str:
    return "".join(s + c for s, c in zip("SHDC", _suits(hand)))


_LIN = ("pn|akowalski,lhaas,eberg,pmoreau|st||md|1" + _lin_hand(_DEAL[2]) + "," + _lin_hand(_DEAL[3]) + ","
        + _lin_hand(_DEAL[0]) + ",|rh||ah|Board 7|sv|b|mb|3C|mb|3H|mb|5C|mb|5H|mb|p|mb|p|mb|d|mb|p|mb|p|mb|p|"
        "pg||pc|CA|pc|C7|pc|C2|pc|C3|pg||pc|D5|pc|D2|pc|DK|pc|D4|pg||\n")
# USEBIO 1.2 results as EBUScore writes them (the root element on line 3)
_USEBIO = ('<?xml version="1.0" encoding="iso-8859-1"?>\n'
           '<!DOCTYPE USEBIO SYSTEM "http://www.ebu.co.uk/usebio/usebio_v1_2.dtd">\n'
           '<USEBIO Version="1.2">\n  <CLUB>\n    <CLUB_NAME>Riverside Bridge Club</CLUB_NAME>\n'
           '    <CLUB_ID_NUMBER>4127</CLUB_ID_NUMBER>\n  </CLUB>\n  <EVENT EVENT_TYPE="PAIRS">\n'
           '    <BOARD_SCORING_METHOD>MATCH_POINTS</BOARD_SCORING_METHOD>\n'
           '    <EVENT_DESCRIPTION>Monday Afternoon Pairs</EVENT_DESCRIPTION>\n    <DATE>24/11/2026</DATE>\n'
           '    <SESSION>\n      <SECTION SECTION_ID="A">\n        <PARTICIPANTS>\n          <PAIR>\n'
           '            <PAIR_NUMBER>3</PAIR_NUMBER>\n            <DIRECTION>NS</DIRECTION>\n'
           '            <PERCENTAGE>58.75</PERCENTAGE>\n            <PLACE>1</PLACE>\n'
           '            <PLAYER><PLAYER_NAME>Anna Kowalski</PLAYER_NAME></PLAYER>\n'
           '            <PLAYER><PLAYER_NAME>Erik Berg</PLAYER_NAME></PLAYER>\n          </PAIR>\n'
           '        </PARTICIPANTS>\n        <BOARD>\n          <BOARD_NUMBER>7</BOARD_NUMBER>\n'
           '          <TRAVELLER_LINE>\n            <NS_PAIR_NUMBER>3</NS_PAIR_NUMBER>\n'
           '            <EW_PAIR_NUMBER>5</EW_PAIR_NUMBER>\n            <CONTRACT>5CX</CONTRACT>\n'
           '            <PLAYED_BY>S</PLAYED_BY>\n            <LEAD>HA</LEAD>\n            <TRICKS>11</TRICKS>\n'
           '            <SCORE>750</SCORE>\n            <NS_MATCH_POINTS>6</NS_MATCH_POINTS>\n'
           '            <EW_MATCH_POINTS>0</EW_MATCH_POINTS>\n          </TRAVELLER_LINE>\n        </BOARD>\n'
           '      </SECTION>\n    </SESSION>\n  </EVENT>\n</USEBIO>\n')
# the Bridgemate Control Software database (.bws): a Microsoft Access (Jet 4) file, its first page (the
# header past the engine's name is encrypted; a few bytes stand for it)
_BWS = (b"\x00\x01\x00\x00Standard Jet DB\x00" + b"\x01\x00\x00\x00" + bytes.fromhex("b56ec3cc" "2a9f7a1c" "e8e7d40b")
        + b"\x00" * (4096 - 32))
# ReceivedData, the table the Bridgemates fill, exported by mdb-export (header row, quoted text, dates as M/D/Y)
_RECEIVED = ('ID,Section,Table,Round,Board,PairNS,PairEW,Declarer,NS/EW,Contract,Result,LeadCard,Remarks,DateLog,'
             'TimeLog,TimeSent,Processed,Processed1,Processed2,Processed3,Processed4,Erased\n'
             '1,1,1,2,7,3,5,3,"S","5 C x","=","HA","",11/24/26 00:00:00,12/30/99 14:12:08,'
             '12/30/99 14:12:09,1,1,1,1,1,0\n'
             '2,1,2,2,7,1,2,2,"W","5 H x","-1","CA","",11/24/26 00:00:00,12/30/99 14:13:40,'
             '12/30/99 14:13:41,1,1,1,1,1,0\n')


def _dup() -> bytes:
    """A Duplimate .dup hand record: per board 156 bytes, the BRI part (North, East and South as card numbers 01-52,
    spades ace to two first), the DGE part (four hands of 17 bytes: a suit symbol, CP437 0x06 0x03 0x04 0x05, then
    its cards) and the ten bytes of the duplicating set-up ('YN1  1 32 ')."""
    def numbers(hand: str) -> str:
        return "".join("%02d" % (13 * s + "AKQJT98765432".index(c) + 1)
                       for s, suit in enumerate(_suits(hand)) for c in suit)
    bri = "".join(numbers(h) for h in _DEAL[:3]).encode()
    dge = b"".join(bytes([sym]) + suit.encode() for h in _DEAL for sym, suit in zip(b"\x06\x03\x04\x05", _suits(h)))
    record = bri + dge + b"YN1  1 32 "
    assert len(bri) == 78 and len(dge) == 68 and len(record) == 156
    return record * 2


_DUP = _dup()
# endplay's DDTable.pprint(): a header of strains, then a row per player (N, S, E, W) with its tricks: six fields
# a line, numbers in all but the first
_ENDPLAY_DD = ("     C  D  H  S NT\n  N 10  9  4  5  7\n  S 10  9  4  5  7\n  E  3  4  9  8  6\n"
               "  W  3  4  9  8  6\n")
# ddstable's table (its README's print loop): the contract level each hand makes per strain, '-' where none
_DDSTABLE = ("          S     H     D     C    NT\n    N     -     -     3     4     -\n"
             "    S     -     -     3     4     -\n    E     2     3     -     -     -\n"
             "    W     2     3     -     -     -\n")
# the same, as ddstable.get_ddstable() returns it (tricks per hand and strain), saved with json.dump
_DDSTABLE_JSON = json.dumps({h: dict(zip(["S", "H", "D", "C", "NT"], t)) for h, t in
                             (("N", [5, 4, 9, 10, 7]), ("S", [5, 4, 9, 10, 7]), ("E", [8, 9, 4, 3, 6]),
                              ("W", [8, 9, 4, 3, 6]))}) + "\n"
# deals in PBN's deal notation as DDS's CalcDDtablePBN reads them, one a line: four hands, four fields
_DEALS = (_PBN_DEAL + "\nN:A643.KJT8.92.AK3 2.653.QJT7.T9842 KQ97.Q9.AK54.J75 JT85.A742.863.Q6\n"
          "E:KQ8.A42.QT75.J96 JT93.KQ.A962.A87 A765.T98.K3.KT52 42.J7653.J84.Q43\n")


def thirtyninth_bar_bridge_cases() -> list[Case]:
    G = THIRTYNINTH_BRIDGE
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="boards", judgements="play_review", runs=_RECS3, stem="pairs", outputs=_OUT,
        item="pair", rounded="butler_imps",
        weights="{'bridgemate_mp': 2.0, 'butler_imps': 1.0, 'dd_par': 0.5, 'coaches': 1.5}",
        lone_query="R['coaches']['brd:25/club-champ-final'] = {'pair:ns9/ahmed-clarke': 0.9, "
                   "'pair:ew9/ricci-lund': 0.4}\n",
        trust="bridgemate_mp 2\nbutler_imps 1\ndd_par 0.5\n",
        trust_dict="{'bridgemate_mp': 2, 'butler_imps': 1, 'dd_par': 0.5}",
        texts={
            "rrf": ("u39b_rrf_scorers",
                    "rankagg.fuse({source: {board/session: {pair: score}}}, method='rrf'): four sources, six "
                    "boards ('brd:07/mon-aft-pairs'), pairs as 'pair:ns3/kowalski-berg'"),
            "borda": ("u39b_borda_unplayed_boards",
                      "rankagg.fuse(..., method='borda'): the matchpoints have no score where a pair sat out the "
                      "board (a bye, an unplayed round)"),
            "combsum": ("u39b_combsum_rounded_butler",
                        "rankagg.fuse(..., method='combsum'): the Butler IMPs at one decimal (many ties) beside "
                        "the others"),
            "fuser": ("u39b_weighted_fuser_record",
                      "rankagg.Fuser('rrf', weights=...) per board: the Bridgemate matchpoints count 2, the "
                      "double-dummy par 0.5"),
            "frame": ("u39b_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the coaches' sheet, a row "
                      "per board, pair and source"),
            "evaluate": ("u39b_evaluate_play_review",
                         "rankagg.evaluate(fused ranking, the directors' review of the play, ['nDCG@5', 'AP', "
                         "'P@3']): does the fused ranking put first the pairs that made par or better"),
            "lone": ("u39b_one_source_board",
                     "rankagg.fuse(..., method='rrf'): a board only the coaches ranked (the club championship final, "
                     "scored by hand, no Bridgemates) beside boards every source covers"),
            "cli_rrf": ("u39b_cli_rrf_runs",
                        "rankagg fuse bridgemate_mp.run butler_imps.run dd_par.run --method rrf -o pairs.run: one "
                        "run per source, boards as queries"),
            "cli_borda": ("u39b_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the matchpoints "
                          "count double)"),
            "cli_combsum": ("u39b_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four pairs a coach reviews per board"),
            "cli_evaluate": ("u39b_cli_evaluate_play_review_qrels",
                             "rankagg evaluate pairs.run --qrels play_review.qrels -m ndcg_cut.5 -m map: the fused "
                             "ranking against the directors' review of the play (0-2)"),
            "cli_parquet": ("u39b_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o pairs.parquet: gzipped runs from the club's "
                            "nightly scoring job, a Parquet table for the results page")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u39b_pbn_hands_as_run", "a PBN hand record set ('% PBN 2.1', '% EXPORT', then Event, Board, Dealer, "
         "Vulnerable and Deal tags)", "mon_aft_2026-11-24.pbn", _PBN_HANDS, "PBN", "mon_aft_2026-11-24.pbn:1"),
        ("u39b_bbo_lin_as_run", "a BBO LIN hand record (pn|...|md|1...|rh||ah|Board 7|sv|b|mb|...|pc|...)",
         "board07_bbo.lin", _LIN, "LIN", "board07_bbo.lin:1"),
        ("u39b_usebio_as_run", "USEBIO 1.2 results from EBUScore (USEBIO Version, CLUB, EVENT, PARTICIPANTS, BOARD, "
         "TRAVELLER_LINE)", "mon_aft_usebio.xml", _USEBIO, "USEBIO", "mon_aft_usebio.xml:3"),
        ("u39b_bridgemate_bws_as_run", "the Bridgemate Control Software database (.bws, a Microsoft Access Jet "
         "file: 00 01 00 00 'Standard Jet DB')", "club_2026-11-24.bws", _BWS, "Bridgemate", "club_2026-11-24.bws"),
        ("u39b_received_data_as_run", "the Bridgemates' ReceivedData table exported to CSV (ID, Section, Table, "
         "Round, Board, PairNS, PairEW, Declarer, NS/EW, Contract, Result, LeadCard, ...)", "ReceivedData.csv",
         _RECEIVED, "Bridgemate", "ReceivedData.csv:1"),
        ("u39b_duplimate_dup_as_run", "a Duplimate hand record (.dup: 156-byte records of BRI card numbers, DGE "
         "hands with CP437 suit symbols and 'YN1  1 32 ')", "mon_aft_2026-11-24.dup", _DUP, "Duplimate",
         "mon_aft_2026-11-24.dup"),
        ("u39b_endplay_dd_table_as_run", "a double-dummy table printed by endplay (a strain header, then N, S, E, "
         "W rows of five trick counts: six fields a line, numbers fourth and fifth)", "board07_dd.txt",
         _ENDPLAY_DD, "double dummy", "board07_dd.txt:1"),
        ("u39b_ddstable_as_run", "a double-dummy table printed by ddstable (S H D C NT header, a row per hand of "
         "contract levels or '-': six fields a line)", "board07_ddstable.txt", _DDSTABLE, "double dummy",
         "board07_ddstable.txt:1"),
        ("u39b_pbn_results_as_run", "a PBN results file (TotalScoreTable, ScoreTable and OptimumResultTable "
         "sections)", "mon_aft_results.pbn", _PBN_RESULTS, "PBN", "mon_aft_results.pbn:1")],
        one_run=("dd_par.run", _ONE_RUN), stem="pairs",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a database or a dealing machine's records read as lines give no ranking: "
                   "named by what the file is")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u39b_pbn_results_as_qrels", "mon_aft_results.pbn", _PBN_RESULTS, "PBN"),
        ("u39b_pbn_deals_as_qrels", "deals_for_dds.txt", _DEALS, "PBN"),
        ("u39b_received_data_as_qrels", "ReceivedData.csv", _RECEIVED, "Bridgemate"),
        ("u39b_usebio_as_qrels", "mon_aft_usebio.xml", _USEBIO, "USEBIO")],
        one_run=("dd_par.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u39b_out_pbn", "pairs.pbn", "a PBN file"),
        ("u39b_out_lin", "pairs.lin", "a BBO LIN hand record"),
        ("u39b_out_bws", "pairs.bws", "a Bridgemate database"),
        ("u39b_out_dlm", "pairs.dlm", "a Duplimate hand record")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=32"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u39b_api_ddstable_dict",
            "rankagg.fuse(json.load(board07_dd.json)): ddstable's double-dummy table saved as JSON given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('dd.json')), method='rrf')\n",
            "double dummy", why="a run maps a query to {document: score}; a double-dummy table maps a hand (N, S, E, "
            "W) to its tricks per strain (S, H, D, C, NT): one level short, and no ranking",
            files={"dd.json": _DDSTABLE_JSON}),
        bad("u39b_api_received_data_frame",
            "rankagg.fuse(pd.read_csv(ReceivedData.csv)): the Bridgemates' results table given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('r.csv'), method='borda')\n",
            "Bridgemate", why="a table of runs has qid, docid, run and score columns; ReceivedData has a contract and "
            "result per table, round and board", files={"r.csv": _RECEIVED}),
    ]
    return cases
