"""Issue 45's forty-fifth bar of scripts/reliability_matrix.py, a card room's tournament director and a poker stats
team ranking players per tournament, event and season across tournament software, hand histories and tracking
databases (its cases, ids ``u45b_``, registered in its ``cases()``); the mechanics
(:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.  (Written by a persona session,
before any of its recognisers existed.)

The team's day: each event, flight or league season (``evt:fall-classic-2026/e07-main-event``,
``lg:thursday-league/season-2026``) is a query and each player, as the card room's player database names them, a
document (``plr:2231/dana-whitfield``); the runs are the floor's chip counts at the end of the last level, the ICM
equity of those stacks against the payout structure, the league's points and the stats team's all-in EV from the
hand histories, scores in [0, 1] at four decimals.  They are fused with RRF, Borda and CombSUM, weighted by each
source's record, and judged against the final results (2 final table, 1 cashed, 0 no cash).  The mistakes and odd
files: the field's own files given where runs or qrels are read (The Tournament Director's .tdt save, PokerStars and
GGPoker hand histories, a PokerStars tournament summary, an iPoker XML history, a PHH hand, the Hendon Mob's results
copied to a CSV, a PokerTracker 4 database dump, the league's points workbook, the floor's chip count sheet, the
league standings and the payout structure as text), and outputs named for the field's files.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import io
import json
import struct
import zipfile

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

FORTYFIFTH_POKER = ("45 Unseen inputs: a forty-fifth bar, a card room's tournament director and a poker stats team "
                    "ranking players per tournament, event and season (The Tournament Director, PokerStars and "
                    "GGPoker hand histories and summaries, iPoker XML, PHH, Open Hand History, the Hendon Mob, "
                    "PokerTracker 4, league points, chip counts, payout structures)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['chip_counts', 'icm_equity', 'league_points', 'allin_ev'],
    items=['plr:2231/dana-whitfield', 'plr:0417/marcus-okafor', 'plr:1187/lena-brandt', 'plr:3302/tomas-reyes',
           'plr:0958/priya-natarajan', 'plr:2710/sam-kowalczyk', 'plr:1544/ji-woo-han', 'plr:0061/rob-delaney'],
    queries=['evt:fall-classic-2026/e07-main-event', 'evt:fall-classic-2026/e01-nlh-deepstack',
             'evt:fall-classic-2026/e09-plo-bounty', 'lg:thursday-league/season-2026',
             'evt:sunday-turbo/2026-11-22', 'evt:fall-classic-2026/e12-high-roller'],
    suffix='/reentry', generator='standings', judgements='cashes') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "standings", "standings.run")

_RECS3 = ["chip_counts", "icm_equity", "league_points"]
_OUT = ("standings.run",)
_ONE_RUN = ("evt:fall-classic-2026/e07-main-event Q0 plr:2231/dana-whitfield 1 0.91 icm_equity\n"
            "evt:fall-classic-2026/e07-main-event Q0 plr:0417/marcus-okafor 2 0.77 icm_equity\n")

# the team's files, as the tournament software, the poker sites, the trackers and the floor write them (a few lines)
# The Tournament Director 3's save (.tdt): one line of JavaScript object source, '{ V: "3.7.2", T: new Tournament({...'
_TDT = ('{ V: "3.7.2", T: new Tournament({UUID: "5b1e0c3a-8f41-4d7e-9a62-0c4f7d2e9b18", LeagueUUID: '
        '"0d8bd040-7ed4-11e3-0aa0-020a16dc9f9c", LeagueName: "Thursday League", SeasonUUID: '
        '"22a3b020-d4c0-453a-8d86-38c68b7ef19d", SeasonName: "Season 2026", Title: "Fall Classic E07 Main Event", '
        'Description: "", Notes: "", Financials: new FinancialConfig({Buyins: new BuyConfig({Allow: true, Profiles: '
        '[new FeeProfile({Name: "Main Event", Enabled: true, AllowChange: false, Fee: 400, Rake: new PerPlayerRake('
        '[40]), Chips: 40000, Points: 0, BountyChipCost: 0})], DefIndex: 0, LastRound: 8, MaxPerPlayer: 2, '
        'MaxTotal: 9999, MinPlayers: 0})}), Players: new GamePlayers({Players: Map.from([["116a21f0-23d2-11e4-0aa0-'
        'b23e49a8daa1", new GamePlayer({ UUID: "116a21f0-23d2-11e4-0aa0-b23e49a8daa1", Name: new PlayerName({UUID: '
        '"116a21f0-23d2-11e4-0aa0-b23e49a8daa1", Nickname: "Dana W", Firstname: "Dana", Lastname: "Whitfield", '
        'LastModified: 1408034587023}), Buyins: [new GameBuyin({Time: 1795503600000, Round: 1, Amount: 400, '
        'PersonalBounty: 0, Rake: new PerPlayerRake([40]), Chips: 40000, Points: 0, ProfileName: "Main Event"})], '
        'AddOns: [], CashAdjustment: 0, PointsAdjustment: 0, ChipCount: 184500, NumberOfTableMoves: 1, '
        'PaidInFull: true, HitsAdjustment: 0 })]])})})}\n')
# a PokerStars tournament hand history (the client's HandHistory folder, one .txt per table)
_PS_HH = ("PokerStars Hand #254031877142: Tournament #3812456790, $100+$9 USD Hold'em No Limit - Level XIV "
          "(2500/5000) - 2026/11/24 21:14:07 ET\n"
          "Table '3812456790 12' 9-max Seat #4 is the button\n"
          "Seat 1: dwhitfield (184500 in chips)\nSeat 2: m_okafor (96200 in chips)\n"
          "Seat 4: lbrandt87 (152300 in chips)\n"
          "dwhitfield: posts the ante 625\nm_okafor: posts the ante 625\nlbrandt87: posts the ante 625\n"
          "dwhitfield: posts small blind 2500\nm_okafor: posts big blind 5000\n*** HOLE CARDS ***\n"
          "lbrandt87: raises 6000 to 11000\ndwhitfield: folds\nm_okafor: folds\n"
          "Uncalled bet (6000) returned to lbrandt87\nlbrandt87 collected 14375 from pot\n"
          "lbrandt87: doesn't show hand\n*** SUMMARY ***\nTotal pot 14375 | Rake 0\n")
# a GGPoker tournament hand history ('Poker Hand #TM...')
_GG_HH = ("Poker Hand #TM5544469446: Tournament #258198994, Bounty Hunters $54 Hold'em No Limit - Level12(400/800) "
          "- 2026/11/24 20:07:12\nTable '380' 8-max Seat #3 is the button\n"
          "Seat 1: 4b92a21c (13,785 in chips)\nSeat 3: 511f4d1c (18,274 in chips)\nSeat 5: Hero (5,822 in chips)\n"
          "511f4d1c: posts the ante 100\n4b92a21c: posts the ante 100\nHero: posts the ante 100\n"
          "Hero: posts small blind 400\n4b92a21c: posts big blind 800\n*** HOLE CARDS ***\n"
          "Dealt to Hero [4d 8d]\n511f4d1c: folds\nHero: raises 4,922 to 5,722 and is all-in\n"
          "4b92a21c: calls 4,922\n*** SUMMARY ***\nTotal pot 11,744 | Rake 0 | Jackpot 0 | Bingo 0 | Fortune 0 | "
          "Tax 0\n")
# a PokerStars tournament summary (TS...txt), the results of a whole tournament
_PS_SUMMARY = ("PokerStars Tournament #3812456790, No Limit Hold'em\nBuy-In: $100.00/$9.00 USD\n412 players\n"
               "Total Prize Pool: $41200.00 USD\nTournament started 2026/11/24 18:00:00 ET\n"
               "Tournament finished 2026/11/25 01:42:10 ET\n"
               "  1: lbrandt87 (Germany), $8652.00 (21%)\n  2: dwhitfield (United States), $5768.00 (14%)\n"
               "  3: m_okafor (United Kingdom), $4120.00 (10%)\n\n"
               "You finished in 2nd place.\n")
# an iPoker XML hand history (root 'session', a 'general' block, then 'game' elements)
_IPOKER = ('<?xml version="1.0" encoding="utf-8"?>\n'
           '<session sessioncode="4065811556">\n <general>\n  <client_version>21.9.2.9</client_version>\n'
           '  <mode>real</mode>\n  <gametype>Holdem NL</gametype>\n'
           '  <tablename>Fall Classic Satellite, 488783729</tablename>\n  <tablecurrency>EUR</tablecurrency>\n'
           '  <startdate>2026-11-24 16:34:43</startdate>\n  <currency>EUR</currency>\n  <nickname>Hero</nickname>\n'
           '  <tournamentcode>488783729</tournamentcode>\n  <tournamentname>Fall Classic Satellite</tournamentname>\n'
           ' </general>\n <game gamecode="3651461297">\n  <general>\n   <startdate>2026-11-24 16:34:43</startdate>\n'
           '   <players>\n    <player seat="1" name="Hero" chips="15000" dealer="1" win="0" bet="100" />\n'
           '    <player seat="4" name="lbrandt87" chips="22400" dealer="0" win="200" bet="200" />\n'
           '   </players>\n  </general>\n  <round no="0">\n'
           '   <action no="1" player="Hero" type="1" sum="100" />\n'
           '   <action no="2" player="lbrandt87" type="2" sum="200" />\n  </round>\n </game>\n</session>\n')
# a Poker Hand History (PHH, PokerKit's TOML format: variant, antes, blinds_or_straddles, min_bet, starting_stacks,
# actions, then the optional event, players, ...)
_PHH = ("variant = 'NT'\nante_trimming_status = true\nantes = [625, 625, 625]\nblinds_or_straddles = [2500, 5000, 0]\n"
        "min_bet = 5000\nstarting_stacks = [184500, 96200, 152300]\n"
        "actions = [\n  'd dh p1 AcKs',\n  'd dh p2 9h9d',\n  'd dh p3 QsJs',\n  'p3 cbr 11000',\n  'p1 f',\n"
        "  'p2 f',\n]\nevent = 'Fall Classic E07 Main Event'\n"
        "players = ['Dana Whitfield', 'Marcus Okafor', 'Lena Brandt']\nday = 24\nmonth = 11\nyear = 2026\n")
# the Hendon Mob's results table for the series, copied into a CSV by the stats team (its columns as the site shows)
_HENDON = ("Date,Event,Place,Prize\n\"24-Nov-2026\",\"Fall Classic - Event #7: $400 No Limit Hold'em Main Event\","
           "1st,\"$8,652\"\n\"24-Nov-2026\",\"Fall Classic - Event #7: $400 No Limit Hold'em Main Event\",2nd,"
           "\"$5,768\"\n\"21-Nov-2026\",\"Fall Classic - Event #1: $200 No Limit Hold'em Deepstack\",5th,\"$1,240\"\n")
# the floor's chip count sheet at the end of a level: six fields a line (table, seat, first, last, chips, country)
_CHIPS = ("table seat first last chips country\n12 4 Dana Whitfield 184500 US\n12 7 Marcus Okafor 96200 GB\n"
          "14 2 Lena Brandt 152300 DE\n")
# the Thursday league's standings as posted: six fields a line (rank, player, events, cashes, points, wins)
_LEAGUE = ("rank player events cashes points wins\n1 D.Whitfield 14 6 412.5 2\n2 M.Okafor 13 5 388.0 1\n"
           "3 L.Brandt 14 4 351.25 1\n")
# the card room's payout structure for the Main Event: four fields a line (place, percent, payout, league points)
_PAYOUTS = ("1 21.00 8652 100\n2 14.00 5768 80\n3 10.00 4120 65\n4 7.50 3090 55\n5 6.00 2472 45\n")
# an Open Hand History hand (hh-specs.handhistory.org: a {"ohh": {...}} object per hand)
_OHH = json.dumps({"ohh": {
    "spec_version": "1.4.6", "internal_version": "1.4.6", "network_name": "PokerStars", "site_name": "PokerStars",
    "game_type": "Holdem", "table_name": "3812456790 12", "table_size": 9, "game_number": "254031877142",
    "start_date_utc": "2026-11-25T02:14:07", "currency": "USD", "ante_amount": 625, "small_blind_amount": 2500,
    "big_blind_amount": 5000, "bet_limit": {"bet_cap": 0, "bet_type": "NL"}, "dealer_seat": 4,
    "tournament_info": {"tournament_number": "3812456790", "name": "Fall Classic E07", "start_date_utc":
                        "2026-11-24T23:00:00", "type": "MTT", "buyin_amount": 100, "currency": "USD", "fee_amount": 9,
                        "bounty_fee_amount": 0, "flags": [], "initial_stack": 40000,
                        "speed": {"type": "Normal", "round_time": 40}},
    "tournament_bounties": [], "tournament_rebuys": [],
    "hero_player_id": 1,
    "players": [{"id": 1, "seat": 1, "name": "dwhitfield", "player_bounty": 0, "starting_stack": 184500},
                {"id": 2, "seat": 2, "name": "m_okafor", "player_bounty": 0, "starting_stack": 96200},
                {"id": 3, "seat": 4, "name": "lbrandt87", "player_bounty": 0, "starting_stack": 152300}],
    "rounds": [{"id": 0, "street": "Preflop", "actions": [
        {"action_number": 1, "player_id": 1, "action": "Post SB", "amount": 2500},
        {"action_number": 2, "player_id": 2, "action": "Post BB", "amount": 5000},
        {"action_number": 3, "player_id": 3, "action": "Raise", "amount": 11000},
        {"action_number": 4, "player_id": 1, "action": "Fold"},
        {"action_number": 5, "player_id": 2, "action": "Fold"}]}],
    "pots": [{"number": 0, "amount": 14375, "rake": 0, "player_wins": [{"player_id": 3, "win_amount": 14375}]}]}},
    indent=2) + "\n"


def _pg_dump() -> bytes:
    """The head of a pg_dump custom-format archive (pg_dump -Fc), as a PokerTracker 4 PostgreSQL database is dumped:
    'PGDMP', the archive version (1.14.0), int and offset sizes (4, 8), the format (1, custom), then the compression
    and the creation time as the archive's signed ints (a sign byte, then the bytes low first)."""
    def pg_int(n: int) -> bytes:
        return b"\x00" + struct.pack("<I", n)
    head = b"PGDMP" + bytes([1, 14, 0]) + bytes([4, 8, 1])
    when = b"".join(pg_int(n) for n in (12, 14, 21, 24, 10, 126, 0))  # sec, min, hour, mday, mon, year-1900, isdst
    dbname = b"pt4_db"
    return (head + pg_int(0) + when + pg_int(len(dbname)) + dbname + pg_int(4) + b"16.4" + pg_int(4)
            + b"16.4")


def _xlsx() -> bytes:
    """The league's points workbook (.xlsx: a ZIP of SpreadsheetML parts, 'PK\\x03\\x04')."""
    parts = {
        "[Content_Types].xml": '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Types xmlns="http://schemas.'
        'openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.'
        'openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>'
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.'
        'spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/'
        'vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
        "_rels/.rels": '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://'
        'schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.'
        'openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/>'
        '</Relationships>',
        "xl/workbook.xml": '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<workbook xmlns="http://schemas.'
        'openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/'
        'relationships"><sheets><sheet name="Standings" sheetId="1" r:id="rId1"/></sheets></workbook>',
        "xl/_rels/workbook.xml.rels": '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships '
        'xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://'
        'schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>'
        '</Relationships>',
        "xl/worksheets/sheet1.xml": '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="'
        'http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="inlineStr">'
        '<is><t>Player</t></is></c><c r="B1" t="inlineStr"><is><t>Points</t></is></c></row><row r="2"><c r="A2" '
        't="inlineStr"><is><t>Dana Whitfield</t></is></c><c r="B2"><v>412.5</v></c></row></sheetData></worksheet>'}
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
        for name, text in parts.items():
            z.writestr(zipfile.ZipInfo(name, date_time=(2026, 11, 24, 9, 0, 0)), text)
    return buf.getvalue()


_PG_DUMP = _pg_dump()
_XLSX = _xlsx()


def fortyfifth_bar_poker_cases() -> list[Case]:
    G = FORTYFIFTH_POKER
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="standings", judgements="cashes", runs=_RECS3, stem="standings", outputs=_OUT,
        item="player", rounded="league_points",
        weights="{'chip_counts': 1.0, 'icm_equity': 2.0, 'league_points': 0.5, 'allin_ev': 1.5}",
        lone_query="R['allin_ev']['evt:home-game/2026-11-20'] = {'plr:4410/kit-marsh': 0.9, "
                   "'plr:4411/ola-nowak': 0.4}\n",
        trust="icm_equity 2\nchip_counts 1\nleague_points 0.5\n",
        trust_dict="{'icm_equity': 2, 'chip_counts': 1, 'league_points': 0.5}",
        texts={
            "rrf": ("u45b_rrf_chip_icm_points_ev",
                    "rankagg.fuse({source: {event: {player: score}}}, method='rrf'): chip counts, ICM equity, "
                    "league points and all-in EV, six events ('evt:fall-classic-2026/e07-main-event'), players as "
                    "'plr:2231/dana-whitfield'"),
            "borda": ("u45b_borda_players_not_counted",
                      "rankagg.fuse(..., method='borda'): the floor's chip counts miss the players at tables the "
                      "floor staff did not reach before the break"),
            "combsum": ("u45b_combsum_rounded_league_points",
                        "rankagg.fuse(..., method='combsum'): the league's points at one decimal (many ties) beside "
                        "the others"),
            "fuser": ("u45b_weighted_fuser_icm_double",
                      "rankagg.Fuser('rrf', weights=...) per event: ICM equity counts 2, the league points 0.5"),
            "frame": ("u45b_long_frame_combmnz_stats_sheet",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the stats team's sheet, a "
                      "row per event, player and source"),
            "evaluate": ("u45b_evaluate_final_results",
                         "rankagg.evaluate(fused ranking, the final results, ['nDCG@5', 'AP', 'P@3']): does the "
                         "fused ranking put the final table first"),
            "lone": ("u45b_one_source_home_game",
                     "rankagg.fuse(..., method='rrf'): a home game only the hand histories cover (no floor, no "
                     "league) beside events every source covers"),
            "cli_rrf": ("u45b_cli_rrf_runs",
                        "rankagg fuse chip_counts.run icm_equity.run league_points.run --method rrf -o "
                        "standings.run: one run per source, events as queries"),
            "cli_borda": ("u45b_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: ICM equity counts "
                          "double)"),
            "cli_combsum": ("u45b_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four players the feature table takes "
                            "per event"),
            "cli_evaluate": ("u45b_cli_evaluate_cashes_qrels",
                             "rankagg evaluate standings.run --qrels cashes.qrels -m ndcg_cut.5 -m map: the fused "
                             "ranking against the final results (0 no cash, 1 cashed, 2 final table)"),
            "cli_parquet": ("u45b_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o standings.parquet: gzipped runs from the stats "
                            "team's nightly jobs, a Parquet table for the leaderboard screen")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u45b_tdt_save_as_run", "The Tournament Director's save (.tdt: '{ V: \"3.7.2\", T: new Tournament({...')",
         "FallClassic_E07_MainEvent.tdt", _TDT, "Tournament Director", "FallClassic_E07_MainEvent.tdt:1"),
        ("u45b_pokerstars_hh_as_run", "a PokerStars tournament hand history ('PokerStars Hand #...: Tournament #...', "
         "Seat lines, *** HOLE CARDS ***)", "HH20261124 T3812456790.txt", _PS_HH, "PokerStars",
         "HH20261124 T3812456790.txt:1"),
        ("u45b_ggpoker_hh_as_run", "a GGPoker tournament hand history ('Poker Hand #TM...: Tournament #...')",
         "GG20261124-2007 - Bounty Hunters $54.txt", _GG_HH, "GGPoker", "GG20261124-2007 - Bounty Hunters $54.txt:1"),
        ("u45b_ipoker_xml_as_run", "an iPoker XML hand history (session, general, client_version, tournamentcode, "
         "game, round, action)", "4065811556.xml", _IPOKER, "iPoker", "4065811556.xml:2"),
        ("u45b_phh_as_run", "a Poker Hand History (PHH, PokerKit's TOML: variant, antes, blinds_or_straddles, "
         "starting_stacks, actions)", "e07_day2_hand142.phh", _PHH, "PHH", "e07_day2_hand142.phh:1"),
        ("u45b_hendon_mob_csv_as_run", "the Hendon Mob's results table copied to a CSV (Date, Event, Place, Prize)",
         "hendon_mob_fall_classic.csv", _HENDON, "Hendon Mob", "hendon_mob_fall_classic.csv:1"),
        ("u45b_pt4_pg_dump_as_run", "a PokerTracker 4 database dumped by pg_dump -Fc (custom format, 'PGDMP')",
         "pt4_db_2026-11-24.dump", _PG_DUMP, "pg_dump", "pt4_db_2026-11-24.dump"),
        ("u45b_league_xlsx_as_run", "the league's points workbook (.xlsx, a ZIP of SpreadsheetML parts)",
         "thursday_league_2026.xlsx", _XLSX, "xlsx", "thursday_league_2026.xlsx"),
        ("u45b_chip_counts_as_run", "the floor's chip count sheet (six fields a line: table, seat, first, last, chips, "
         "country)", "e07_day2_chipcounts_L14.txt", _CHIPS, "chip count", "e07_day2_chipcounts_L14.txt:1"),
        ("u45b_league_standings_as_run", "the league standings as posted (six fields a line: rank, player, events, "
         "cashes, points, wins)", "thursday_league_standings.txt", _LEAGUE, "league standings",
         "thursday_league_standings.txt:1")],
        one_run=("icm_equity.run", _ONE_RUN), stem="standings",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a database dump or a workbook read as lines gives no ranking: named by "
                   "its format")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u45b_payout_structure_as_qrels", "e07_payouts.txt", _PAYOUTS, "payout structure"),
        ("u45b_pokerstars_summary_as_qrels", "TS20261124 T3812456790 No Limit Hold'em $100 + $9.txt", _PS_SUMMARY,
         "PokerStars"),
        ("u45b_hendon_mob_as_qrels", "hendon_mob_fall_classic.csv", _HENDON, "Hendon Mob"),
        ("u45b_chip_counts_as_qrels", "e07_day2_chipcounts_L14.txt", _CHIPS, "chip count")],
        one_run=("icm_equity.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u45b_out_tdt", "standings.tdt", "a Tournament Director save"),
        ("u45b_out_phh", "standings.phh", "a Poker Hand History (PHH) file"),
        ("u45b_out_ohh", "standings.ohh", "an Open Hand History file"),
        ("u45b_out_pg_dump", "standings.dump", "a PokerTracker 4 database dump (pg_dump -Fc)")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=32"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u45b_api_ohh_dict",
            "rankagg.fuse(json.load(hand_254031877142.ohh)): an Open Hand History hand loaded in Python given as the "
            "runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('h.ohh')), method='rrf')\n",
            "Open Hand History", why="a run maps a query to {document: score}; OHH's 'ohh' holds a hand: "
            "'players', 'rounds' and 'pots' are lists and 'spec_version' text", files={"h.ohh": _OHH}),
        bad("u45b_api_hendon_mob_frame",
            "rankagg.fuse(pd.read_csv(hendon_mob_fall_classic.csv)): the Hendon Mob's results table given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('r.csv'), method='borda')\n",
            "Hendon Mob", why="a table of runs has qid, docid, run and score columns; the Hendon Mob's has a result "
            "per row (Date, Event, Place, Prize)", files={"r.csv": _HENDON}),
    ]
    return cases
