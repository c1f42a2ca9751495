"""Issue 45's ninety-first bar of scripts/reliability_matrix.py, a national chess federation's rating officers and a
club's tournament director, ranking players per round, section, tournament and rating period from results,
performance ratings, tiebreaks and the selection committee's votes (its cases, ids ``u91a_``, registered in its
``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.  (Written
by a persona session, before any of its recognisers existed.)

The team's day: each round, section, tournament, rating period or selection (``round:2026/club-open/r5``, the year,
the event, then the round; ``section:2026/club-open/u1800``; ``period:2026-03/standard``; ``selection:2026/olympiad-
open``) is a query and each player a document (``player:POL/1120123``, the federation, then the FIDE ID); the runs are
the round results, the performance ratings, the tiebreaks and the selection committee's votes, turned to scores in
[0, 1] at four decimals.  They are fused with RRF, Borda and CombSUM, the committee's votes weighted highest (the
federation's regulations give the committee the last word on selection), and judged against the committee's
decisions (2 selected, 1 reserve, 0 otherwise).  The mistakes and odd files: the field's own files given where runs
or qrels are read (a pairing program's FIDE Tournament Report File (TRF16), FIDE's rating list as the fixed-width TXT
and as the XML players list, Lichess's user answer (JSON), Chess.com's player stats answer (JSON), the games as PGN, a
Scid database's index file (.si4, binary), the arbiter's crosstable, a committee member's ballot and the vote tally as
typed), and outputs named for the field's files (a PGN, a TRF, a Scid index, FIDE's players_list_foa.txt).
(Checked: TRF16's player line (001, start rank at 5-8, sex 10, title 11-13, name 15-47, rating 49-52, federation
54-56, FIDE number 58-68, birth date 70-79 as YYYY/MM/DD, points 81-84, rank 86-89, then per round from 92 a
ten-column block: opponent 92-95, colour 97, result 99) and its tournament lines (012 name, 022 city, 032
federation, 042/052 dates, 062/072 player counts, 092 type, 102 chief arbiter, 122 time control) from FIDE's
C04 Annex 2 as quoted in pairing programs' parsers (chessgrinder's PlayerTrfLineParser, TRF16 serializers, lila's
SwissTrf); 'each line ends with a CR' is the spec's remark, CRLF as Swiss-Manager writes it on Windows not checked,
nor Swiss-Manager's own file name (a '.trf' here, as the trf library's example and pairing engines name it); FIDE's
fixed-width list header ('ID Number      Name ... Fed Sex Tit  WTit OTit           FOA SRtng SGm SK RRtng RGm Rk
BRtng BGm BK B-day Flag', the combined players_list_foa.txt, values left-aligned under their labels) from readers'
tests copying the real file; the XML players list (<playerslist>, <player> with fideid, name, country, sex, title,
w_title, o_title, foa_title, rating, games, k, rapid_rating, rapid_games, rapid_k, blitz_rating, blitz_games,
blitz_k, birthday, flag, one element a line) from importers' samples, its prolog's encoding not checked; Lichess's
GET /api/user/{username} (id, username, perfs with games, rating, rd, prog, prov, createdAt, seenAt, playTime, url,
count) from clients' test payloads, the profile's fields illustrative; Chess.com's GET /pub/player/{username}/stats
(chess_rapid / chess_blitz with last {rating, date, rd}, best {rating, date, game}, record {win, loss, draw}, and
fide) from an OpenAPI client's models, the values illustrative; PGN's seven-tag roster is common knowledge, the
WhiteFideId/BlackFideId tags as broadcasts write them; Scid's index header (magic 'Scid.si' NUL, version 400 as two
bytes big-endian, base type 4 bytes, game count and autoload 3 bytes each, a 108-byte description, six 9-byte custom
flag names: 182 bytes) from the si4 specification (asdfjkl/si4spec) and scidtopgn's notes, the 47-byte game records
left out; Lichess's Swiss results NDJSON (rank, points, tieBreak, rating, username, title, performance) from clients'
models.  Left out, as they could not be checked: TRF-2025's new record codes, Swiss-Manager's binary .TUNX/.TURX
files and its Excel exports, Vega's exports, ChessBase's .cbh, a Lichess arena results CSV (no CSV of the field could
be checked, so the frame case reads Lichess's Swiss results NDJSON with pandas instead); the crosstable, the ballot
and the tally are typed here as the arbiter and the committee's secretary write them.)

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import json
import struct

from .case import Case, command_cases, fusion_checks, named_at, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

NINETYFIRST_CHESS = ("45 Unseen inputs: a ninety-first bar, a national chess federation's rating officers and a "
                     "club's tournament director ranking players per round, section, tournament and rating period "
                     "from results, performance ratings, tiebreaks and the selection committee's votes (TRF16 "
                     "reports, FIDE's rating list as TXT and XML, Lichess's and Chess.com's JSON, PGN games, a Scid "
                     "index, crosstables, committee ballots and vote tallies as typed)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['round_results', 'performance_ratings', 'tiebreaks', 'committee_votes'],
    items=['player:POL/1120123', 'player:POL/1145789', 'player:POL/21801542', 'player:POL/1167294',
           'player:POL/21877320', 'player:POL/1198013', 'player:UKR/14160935', 'player:POL/21856071'],
    queries=['round:2026/club-open/r5', 'section:2026/club-open/u1800', 'tournament:2026/national-junior-ch',
             'period:2026-03/standard', 'selection:2026/olympiad-open', 'selection:2026/olympiad-women'],
    suffix='/rapid', generator='federation_scores', judgements='selection_decisions'
) + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "federation_scores", "federation_rankings.run")

_RECS3 = ["round_results", "performance_ratings", "committee_votes"]
_OUT = ("federation_rankings.run",)
_ONE_RUN = ("selection:2026/olympiad-open Q0 player:POL/1120123 1 0.9312 committee_votes\n"
            "selection:2026/olympiad-open Q0 player:POL/1145789 2 0.8847 committee_votes\n")


# the team's files, as the pairing program, FIDE, Lichess, Chess.com, Scid, the arbiter and the committee write them
def _put(line: list[str], start: int, text: str) -> None:
    """Writes ``text`` into ``line`` from the 1-based column ``start``."""
    line[start - 1:start - 1 + len(text)] = list(text)


# a pairing program's FIDE Tournament Report File (TRF16): the tournament lines, then a 001 line a player, the fields
# at their columns (numbers right-aligned in theirs), a ten-column block a round (opponent, colour, result)
def _trf_player(no: int, sex: str, title: str, name: str, rating: int, fed: str, fide: int, born: str,
                points: str, rank: int, rounds: list[tuple[int, str, str]]) -> str:
    line = [" "] * (89 + 10 * len(rounds))
    _put(line, 1, "001")
    _put(line, 5, f"{no:>4}")
    _put(line, 10, sex)
    _put(line, 11, f"{title:>3}")
    _put(line, 15, name)
    _put(line, 49, f"{rating:>4}")
    _put(line, 54, fed)
    _put(line, 58, f"{fide:>11}")
    _put(line, 70, born)
    _put(line, 81, f"{points:>4}")
    _put(line, 86, f"{rank:>4}")
    for i, (opp, colour, result) in enumerate(rounds):
        _put(line, 92 + 10 * i, f"{opp:>4} {colour} {result}")
    return "".join(line).rstrip()


_TRF = "\r\n".join([
    "012 Wroclaw Spring Club Open 2026", "022 Wroclaw", "032 POL", "042 2026/03/07", "052 2026/03/08", "062 4",
    "072 4", "092 Individual: Round-Robin", "102 IA Kowalczyk, Marek", "122 90'/40 + 30' + 30\"/move",
    _trf_player(1, "m", "FM", "Nowak, Piotr", 2214, "POL", 1120123, "1998/04/12", "2.5", 1,
                [(4, "w", "1"), (3, "b", "="), (2, "w", "1")]),
    _trf_player(2, "m", "", "Lewandowski, Tomasz", 2131, "POL", 1145789, "2004/11/02", "2.0", 2,
                [(3, "b", "1"), (4, "w", "1"), (1, "b", "0")]),
    _trf_player(3, "w", "WIM", "Wisniewska, Anna", 2087, "POL", 21801542, "2007/06/30", "1.5", 3,
                [(2, "w", "0"), (1, "w", "="), (4, "b", "1")]),
    _trf_player(4, "m", "", "Shevchenko, Oleh", 1976, "UKR", 14160935, "2001/01/19", "0.0", 4,
                [(1, "b", "0"), (2, "b", "0"), (3, "w", "0")])]) + "\r\n"
_TRF_NAME = "wroclaw_spring_open_2026.trf"


# FIDE's rating list as the fixed-width TXT (players_list_foa.txt): the header, then a player a line, each value
# left-aligned under its label
_FIDE_HEADER = ("ID Number      Name                                                         Fed Sex Tit  WTit OTit"
                "           FOA SRtng SGm SK RRtng RGm Rk BRtng BGm BK B-day Flag")


def _fide_line(**values: str) -> str:
    line = [" "] * len(_FIDE_HEADER)
    for label, value in values.items():
        label = {"ID": "ID Number", "Bday": "B-day"}.get(label, label)
        _put(line, _FIDE_HEADER.index(label) + 1, value)
    return "".join(line).rstrip()


_FIDE_TXT = "\n".join([
    _FIDE_HEADER,
    _fide_line(ID="1120123", Name="Nowak, Piotr", Fed="POL", Sex="M", Tit="FM", SRtng="2214", SGm="9", SK="20",
               RRtng="2198", RGm="0", Rk="20", BRtng="2236", BGm="0", BK="20", Bday="1998"),
    _fide_line(ID="1145789", Name="Lewandowski, Tomasz", Fed="POL", Sex="M", SRtng="2131", SGm="4", SK="20",
               RRtng="2104", RGm="7", Rk="20", BRtng="2090", BGm="0", BK="20", Bday="2004"),
    _fide_line(ID="21801542", Name="Wisniewska, Anna", Fed="POL", Sex="F", Tit="WIM", WTit="WIM", SRtng="2087",
               SGm="9", SK="40", RRtng="2042", RGm="0", Rk="40", BRtng="2011", BGm="0", BK="40", Bday="2007",
               Flag="w")]) + "\n"
_FIDE_TXT_NAME = "players_list_foa.txt"

# FIDE's rating list as the XML players list: the prolog, <playerslist> on line 2, one element a line
_FIDE_XML = ('<?xml version="1.0" encoding="ISO-8859-1"?>\n<playerslist>\n'
             + "".join(f"<player>\n<fideid>{i}</fideid>\n<name>{n}</name>\n<country>POL</country>\n<sex>{s}</sex>\n"
                       f"<title>{t}</title>\n<w_title>{w}</w_title>\n<o_title></o_title>\n<foa_title></foa_title>\n"
                       f"<rating>{r}</rating>\n<games>{g}</games>\n<k>{k}</k>\n<rapid_rating></rapid_rating>\n"
                       f"<rapid_games></rapid_games>\n<rapid_k></rapid_k>\n<blitz_rating></blitz_rating>\n"
                       f"<blitz_games></blitz_games>\n<blitz_k></blitz_k>\n<birthday>{b}</birthday>\n"
                       f"<flag>{f}</flag>\n</player>\n"
                       for i, n, s, t, w, r, g, k, b, f in [
                           (1120123, "Nowak, Piotr", "M", "FM", "", 2214, 9, 20, 1998, ""),
                           (21801542, "Wisniewska, Anna", "F", "WIM", "WIM", 2087, 9, 40, 2007, "w")])
             + "</playerslist>\n")
_FIDE_XML_NAME = "players_list_xml_foa.xml"

# Lichess's user answer (GET lichess.org/api/user/{username}): compact, trimmed; the values illustrative
_LICHESS = json.dumps({
    "id": "wroclawknight", "username": "WroclawKnight", "title": "FM",
    "perfs": {"bullet": {"games": 1821, "rating": 2489, "rd": 52, "prog": 14},
              "blitz": {"games": 3307, "rating": 2412, "rd": 45, "prog": -8},
              "rapid": {"games": 211, "rating": 2356, "rd": 71, "prog": 22},
              "classical": {"games": 4, "rating": 2040, "rd": 214, "prog": 0, "prov": True}},
    "createdAt": 1514764800000, "profile": {"flag": "PL", "realName": "Piotr Nowak", "fideRating": 2214},
    "seenAt": 1772905431000, "playTime": {"total": 4216390, "tv": 0},
    "url": "https://lichess.org/@/WroclawKnight",
    "count": {"all": 5343, "rated": 5301, "ai": 0, "draw": 402, "drawH": 402, "loss": 2131, "lossH": 2131,
              "win": 2810, "winH": 2810, "bookmark": 3, "playing": 0, "import": 12, "me": 0}},
    separators=(",", ":"))
_LICHESS_NAME = "lichess_user_WroclawKnight.json"

# Chess.com's player stats answer (GET api.chess.com/pub/player/{username}/stats), as curl saves it; values
# illustrative
_CHESSCOM = json.dumps({
    "chess_rapid": {"last": {"rating": 2187, "date": 1772812800, "rd": 48},
                    "best": {"rating": 2241, "date": 1765132800,
                             "game": "https://www.chess.com/game/live/139284710552"},
                    "record": {"win": 412, "loss": 330, "draw": 61}},
    "chess_blitz": {"last": {"rating": 2304, "date": 1772899200, "rd": 41},
                    "best": {"rating": 2351, "date": 1769904000,
                             "game": "https://www.chess.com/game/live/141870023317"},
                    "record": {"win": 1904, "loss": 1712, "draw": 233}},
    "fide": 2214}, separators=(",", ":"))
_CHESSCOM_NAME = "chesscom_stats_wroclawknight.json"

# the games in PGN, as the pairing program exports them for the rating report: the seven-tag roster, then ratings
_PGN = ('[Event "Wroclaw Spring Club Open 2026"]\n[Site "Wroclaw POL"]\n[Date "2026.03.07"]\n[Round "1.1"]\n'
        '[White "Nowak, Piotr"]\n[Black "Shevchenko, Oleh"]\n[Result "1-0"]\n[WhiteElo "2214"]\n'
        '[BlackElo "1976"]\n[WhiteFideId "1120123"]\n[BlackFideId "14160935"]\n[ECO "C65"]\n\n'
        "1. e4 e5 2. Nf3 Nc6 3. Bb5 Nf6 4. d3 Bc5 5. c3 O-O 6. O-O d6 7. Nbd2 a6 8. Ba4 Ba7\n"
        "9. h3 Ne7 10. Re1 Ng6 11. Nf1 c6 12. Ng3 Re8 13. Bc2 h6 14. d4 1-0\n\n")
_PGN_NAME = "spring_open_2026_r1.pgn"


# a Scid database's index file (.si4): the 182-byte header (magic 'Scid.si' NUL, version 400, base type, the games'
# count and the autoload game in three bytes each, the description, six custom flags' names); the game records left out
def _scid_index() -> bytes:
    header = (b"Scid.si\x00" + struct.pack(">HI", 400, 0) + (3).to_bytes(3, "big") + (1).to_bytes(3, "big")
              + b"Wroclaw Spring Open 2026".ljust(108, b"\x00") + b"".join(b"".ljust(9, b"\x00") for _ in range(6)))
    assert len(header) == 182
    return header


_SI4 = _scid_index()
_SI4_NAME = "club_games_2026.si4"

# the arbiter's crosstable as typed for the club's notice board: place, start number, player, rating, points,
# Sonneborn-Berger: six fields a line
_CROSSTABLE = ("1 1 nowak-piotr 2214 2.5 3.25\n2 2 lewandowski-tomasz 2131 2.0 2.50\n"
               "3 3 wisniewska-anna 2087 1.5 1.75\n4 4 shevchenko-oleh 1976 0.0 0.00\n")
# a selection committee member's ballot as typed by the secretary: member, place, FIDE ID, player: four fields a line
_BALLOT = ("zielinski 1 1120123 nowak-piotr\nzielinski 2 1145789 lewandowski-tomasz\n"
           "zielinski 3 21801542 wisniewska-anna\nzielinski 4 1167294 kaczmarek-jan\n")
# the committee's vote tally: selection, FIDE ID, first places, second places, third places, points: six fields a line
_TALLY = ("olympiad-open 1120123 4 1 0 14\nolympiad-open 1145789 1 3 1 10\n"
          "olympiad-open 1167294 0 1 3 5\nolympiad-women 21801542 5 0 0 15\n")

# Lichess's Swiss results (GET lichess.org/api/swiss/{id}/results): NDJSON, a player a line; values illustrative
_LICHESS_SWISS = "".join(json.dumps(r, separators=(",", ":")) + "\n" for r in [
    {"rank": 1, "points": 6.5, "tieBreak": 30.25, "rating": 2412, "username": "WroclawKnight", "title": "FM",
     "performance": 2498},
    {"rank": 2, "points": 6, "tieBreak": 27.5, "rating": 2290, "username": "OdraRook", "performance": 2401},
    {"rank": 3, "points": 5.5, "tieBreak": 25.75, "rating": 2335, "username": "AnnaW_chess", "title": "WIM",
     "performance": 2366}])


def ninetyfirst_bar_chess_cases() -> list[Case]:
    G = NINETYFIRST_CHESS
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="federation_scores", judgements="selection_decisions", runs=_RECS3,
        stem="federation_rankings", outputs=_OUT, item="player", rounded="performance_ratings",
        weights="{'round_results': 1.0, 'performance_ratings': 1.0, 'tiebreaks': 0.5, 'committee_votes': 2.0}",
        lone_query="R['tiebreaks']['round:2026/club-blitz/r9'] = "
                   "{'player:POL/21877320': 0.9, 'player:POL/21856071': 0.4}\n",
        trust="round_results 1\nperformance_ratings 1\ncommittee_votes 2\n",
        trust_dict="{'round_results': 1, 'performance_ratings': 1, 'committee_votes': 2}",
        texts={
            "rrf": ("u91a_rrf_federation_scores",
                    "rankagg.fuse({source: {round, section, period or selection: {player: score}}}, method='rrf'): "
                    "round results, performance ratings, tiebreaks and the committee's votes, six rankings "
                    "('selection:2026/olympiad-open'), players as 'player:POL/1120123'"),
            "borda": ("u91a_borda_player_withdrew_midway",
                      "rankagg.fuse(..., method='borda'): a player who withdrew after round 3 has no tiebreak and "
                      "no performance rating, so some sources have no score for him"),
            "combsum": ("u91a_combsum_rounded_performance_ratings",
                        "rankagg.fuse(..., method='combsum'): performance ratings scaled and rounded to one decimal "
                        "(many ties), beside the round results and the committee's votes"),
            "fuser": ("u91a_weighted_fuser_committee_votes",
                      "rankagg.Fuser('rrf', weights=...) per selection: the committee's votes count 2, as the "
                      "regulations give the committee the last word"),
            "frame": ("u91a_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the rating office's sheet, "
                      "a row per section, player and source"),
            "evaluate": ("u91a_evaluate_selection_decisions",
                         "rankagg.evaluate(fused ranking, the committee's decisions, ['nDCG@5', 'AP', 'P@3']): does "
                         "the fused ranking put the selected players first"),
            "lone": ("u91a_blitz_round_only_tiebreaks",
                     "rankagg.fuse(..., method='rrf'): the club blitz's last round, which only the tiebreak sheet "
                     "covers, beside sections every source covers"),
            "cli_rrf": ("u91a_cli_rrf_runs",
                        "rankagg fuse round_results.run performance_ratings.run committee_votes.run --method rrf -o "
                        "federation_rankings.run: one run per source, sections and selections as queries"),
            "cli_borda": ("u91a_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the committee's "
                          "votes count double)"),
            "cli_combsum": ("u91a_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four boards of the olympiad team"),
            "cli_evaluate": ("u91a_cli_evaluate_selection_decisions_qrels",
                             "rankagg evaluate federation_rankings.run --qrels selection_decisions.qrels -m "
                             "ndcg_cut.5 -m map: the fused ranking against the committee's decisions (0-2)"),
            "cli_parquet": ("u91a_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o federation_rankings.parquet: gzipped runs from "
                            "the rating office's scripts, a Parquet table for the officers' notebook")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u91a_trf16_as_run", "a pairing program's FIDE Tournament Report File (TRF16: 012 ... 122 lines, then 001 "
         "player lines with rounds)", _TRF_NAME, _TRF, "TRF", named_at(_TRF_NAME, _TRF)),
        ("u91a_fide_rating_list_txt_as_run", "FIDE's rating list, players_list_foa.txt (ID Number, Name, Fed, Sex, "
         "Tit, ... SRtng SGm SK RRtng ... B-day Flag)", _FIDE_TXT_NAME, _FIDE_TXT, "FIDE rating list",
         named_at(_FIDE_TXT_NAME, _FIDE_TXT)),
        ("u91a_fide_players_list_xml_as_run", "FIDE's XML players list (<playerslist>, <player> with fideid, name, "
         "country, rating, ... flag)", _FIDE_XML_NAME, _FIDE_XML, "FIDE rating list",
         named_at(_FIDE_XML_NAME, _FIDE_XML)),
        ("u91a_lichess_user_json_as_run", "Lichess's user answer (id, username, perfs with games, rating, rd, prog, "
         "... count)", _LICHESS_NAME, _LICHESS, "Lichess", f"{_LICHESS_NAME}:1"),
        ("u91a_chesscom_stats_json_as_run", "Chess.com's player stats answer (chess_rapid, chess_blitz: last, best, "
         "record; fide)", _CHESSCOM_NAME, _CHESSCOM, "Chess.com", f"{_CHESSCOM_NAME}:1"),
        ("u91a_pgn_games_as_run", "the round's games in PGN ([Event ...], [Site ...], ... [Result ...], then the "
         "moves)", _PGN_NAME, _PGN, "PGN", named_at(_PGN_NAME, _PGN)),
        ("u91a_scid_si4_as_run", "a Scid database's index file (.si4: 'Scid.si' NUL, version 400, games' count, "
         "description)", _SI4_NAME, _SI4, "Scid", _SI4_NAME),
        ("u91a_crosstable_as_run", "the arbiter's crosstable as typed (six fields a line: place, start number, "
         "player, rating, points, Sonneborn-Berger)", "crosstable_spring_open.txt", _CROSSTABLE, "crosstable",
         "crosstable_spring_open.txt:1"),
        ("u91a_committee_ballot_as_run", "a selection committee member's ballot as typed (four fields a line: "
         "member, place, FIDE ID, player)", "ballot_zielinski_olympiad.txt", _BALLOT, "ballot",
         "ballot_zielinski_olympiad.txt:1"),
        ("u91a_vote_tally_as_run", "the committee's vote tally as typed (six fields a line: selection, FIDE ID, "
         "firsts, seconds, thirds, points)", "vote_tally_olympiad.txt", _TALLY, "vote tally",
         "vote_tally_olympiad.txt:1")],
        one_run=("committee_votes.run", _ONE_RUN), stem="federation_rankings",
        text_why="trec_eval refuses a line of other than six fields, and a crosstable's six are a place, a start "
                 "number, a player, a rating, points and a tiebreak, not a run's; the file is the field's own, named "
                 "by what it is (a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a Scid index read as lines gives no ranking: named by what it is")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u91a_committee_ballot_as_qrels", "ballot_zielinski_olympiad.txt", _BALLOT, "ballot"),
        ("u91a_vote_tally_as_qrels", "vote_tally_olympiad.txt", _TALLY, "vote tally"),
        ("u91a_trf16_as_qrels", _TRF_NAME, _TRF, "TRF"),
        ("u91a_fide_rating_list_txt_as_qrels", _FIDE_TXT_NAME, _FIDE_TXT, "FIDE rating list")],
        one_run=("committee_votes.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u91a_out_pgn", "olympiad_selection_2026.pgn", "a PGN game file"),
        ("u91a_out_trf", "spring_open_2026_final.trf", "a FIDE Tournament Report File"),
        ("u91a_out_scid_si4", "selection_2026.si4", "a Scid database's index file"),
        ("u91a_out_fide_players_list_txt", "players_list_foa.txt", "FIDE's rating list download")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=91"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u91a_api_lichess_user_dict",
            "rankagg.fuse(json.load(lichess_user_WroclawKnight.json)): Lichess's user answer, loaded in Python, "
            "given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('r.json', encoding='utf-8')), method='rrf')\n",
            "Lichess", why="a run maps a query to {document: score}; a Lichess user answer is one account's record "
            "(its id, username, ratings per speed with their deviation and progress, play time and game counts)",
            files={"r.json": _LICHESS}),
        bad("u91a_api_lichess_swiss_results_frame",
            "rankagg.fuse(pd.read_json(results.ndjson, lines=True)): Lichess's Swiss results (rank, points, "
            "tieBreak, rating, username, title, performance) given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_json('r.ndjson', lines=True), method='borda')\n",
            "Lichess", why="a table of runs has qid, docid, run and score columns; Lichess's Swiss results have a "
            "player a row (rank, points, tiebreak, rating, username, title, performance) for one tournament",
            files={"r.ndjson": _LICHESS_SWISS}),
    ]
    return cases
