"""Issue 45's seventy-seventh bar of scripts/reliability_matrix.py, a trading card game store's tournament organisers
and a regional ranking committee (Magic: The Gathering, Pokémon TCG, Yu-Gi-Oh!), ranking players per event, format and
season from Swiss rounds, standings, tiebreakers (OMW%, GW%) and deck results (its cases, ids ``u77b_``, registered in
its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.
(Written by a persona session, before any of its recognisers existed.)

The team's day: an event's standings, a Swiss round, a format's season, the committee's ballots is a query
(``event:pokemon/league-challenge/2024-03-16/masters/standings`` the Masters standings of a League Challenge;
``round:pokemon/league-challenge/2024-03-16/swiss/5`` its fifth Swiss round; ``season:tcg/2024-q1/ballots`` the
committee's ballots) and each player a document (``player:pop/4821937``, the id space, then the Play! Pokémon player
id; ``player:wer/...`` a Wizards player, ``player:konami/...`` a KONAMI Card Game Network id); the runs are TOM's
standings, the match points the store's Magic events report, the committee's ballots and the OMW% tiebreakers,
turned to scores in [0, 1] at four decimals.  They are fused with RRF, Borda and CombSUM, TOM's standings weighted
highest (sanctioned, uploaded to Pokémon), and judged against the committee's verdicts (2 a player in the region's
top two, 1 a ranked player, 0 otherwise).  The mistakes and odd files: the field's own files given where runs or
qrels are read (Pokémon's TOM tournament file .tdf, an MTGO deck .dek, an MTG Arena deck export, a Pokémon TCG Live
deck export, a YGOPro deck .ydk, a Scryfall search answer, a 17lands game data export .csv.gz, and the standings,
the pairings and a committee member's ballot as typed), and outputs named for the field's files (.tdf, .dek, .ydk
and a saved Scryfall answer, cards.scryfall.json).
(Left out, as they could not be checked byte for byte: Wizards' EventLink and WER exports (no stored export or
documentation shows their columns); Melee.gg's standings CSV (no stored file; only its API's standing keys were
seen, not the CSV's header); KONAMI's tournament software exports (no stored file); the committee's spreadsheets (no
tool's sheet is a fixed format).)  The TDF follows what the stored TOM-compatible writers and readers of TOM's files
emit and parse (``<?xml ...?>``, ``<tournament type="2" stage="5" version="1.82" gametype="TRADING_CARD_GAME"
mode="LEAGUECHALLENGE">``, data (name, id, city, state, country, roundtime, finalsroundtime, organizer popid and
name, startdate, lessswiss, autotablenumber, overflowtablestart), timeelapsed, players (userid, firstname,
lastname, birthdate, creationdate, lastmodifieddate), pods with rounds of matches (outcome, player1, player2,
timestamp, tablenumber), standings (pod category 2, Masters, type finished, player id and place), finalsoptions),
tab-indented.  The .dek is MTGO's (the XML declaration, ``<Deck xmlns:xsd=... xmlns:xsi=...>``, NetDeckID and
PreconstructedDeckID 0, Cards with CatID, Quantity, Sideboard, Name, Annotation), the Arena export ``Deck`` then
``4 Name (SET) 123`` lines, a blank line and ``Sideboard``; the Pokémon TCG Live export ``Pokémon: N``, ``Trainer:
N``, ``Energy: N`` blocks of ``count name SET number`` and ``Total Cards: 60``; the .ydk YGOPro's DeckManager's
(``#created by ...``, ``#main``, passcodes, ``#extra``, ``!side``).  Scryfall's answer is a list object (object,
total_cards, has_more, data) of card objects, compact as the API sends them, each card's keys in Scryfall's order
up to its collector number, rarity and prices (the card object's many later keys left out: a trimmed answer).  The
17lands export is gzip (1f 8b) of the game data CSV, its lead columns (expansion, event_type, draft_id, draft_time,
game_time, build_index, match_number, game_number, rank, opp_rank, main_colors, splash_colors, on_play,
num_mulligans, opp_num_mulligans, opp_colors, num_turns, won) then one card's opening_hand_, drawn_, tutored_,
deck_ and sideboard_ columns.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import gzip
import json

from .case import Case, command_cases, fusion_checks, named_at, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

SEVENTYSEVENTH_CARDGAMES = ("45 Unseen inputs: a seventy-seventh bar, a trading card game store's tournament "
                            "organisers and regional ranking committee ranking players per event, format and season "
                            "from Swiss rounds, standings, tiebreakers (OMW%, GW%) and deck results (Pokémon's TOM "
                            "files, MTGO, MTG Arena, Pokémon TCG Live and YGOPro decks, Scryfall's answers, 17lands "
                            "exports, and standings, pairings and ballots as typed)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['tom_standings', 'eventlink_match_points', 'committee_ballots', 'omw_tiebreakers'],
    items=['player:pop/4821937', 'player:pop/3391025', 'player:wer/7031185422', 'player:pop/5102274',
           'player:konami/0300418822', 'player:wer/5568120933', 'player:konami/0301127745', 'player:pop/2287410'],
    queries=['event:pokemon/league-challenge/2024-03-16/masters/standings',
             'round:pokemon/league-challenge/2024-03-16/swiss/5', 'format:mtg/modern/2024-q1/standings',
             'season:tcg/2024-q1/ballots', 'event:ygo/ots-championship/2024-04-06/standings',
             'format:mtg/mkm-premier-draft/2024-q1/decks'],
    suffix='/revised', generator='season_rankings', judgements='committee_verdicts'
) + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "season_rankings", "season_rankings.run")

_RECS3 = ["tom_standings", "eventlink_match_points", "committee_ballots"]
_OUT = ("season_rankings.run",)
_ONE_RUN = ("event:pokemon/league-challenge/2024-03-16/masters/standings Q0 player:pop/4821937 1 0.9412 "
            "tom_standings\n"
            "event:pokemon/league-challenge/2024-03-16/masters/standings Q0 player:pop/3391025 2 0.8873 "
            "tom_standings\n")


def _compact(document: object) -> str:
    return json.dumps(document, ensure_ascii=False, separators=(",", ":"))


# the team's files, as TOM, MTGO, MTG Arena, Pokémon TCG Live, YGOPro, Scryfall and 17lands write them, and as typed
# Pokémon's TOM tournament file (.tdf): a finished League Challenge, Masters only (pod category 2), tab-indented
def _tdf_player(userid: str, first: str, last: str, born: str) -> str:
    return (f'\t\t<player userid="{userid}">\n\t\t\t<firstname>{first}</firstname>\n\t\t\t<lastname>{last}</lastname>\n'
            f'\t\t\t<birthdate>{born}</birthdate>\n\t\t\t<creationdate>03/10/2024 18:02:41</creationdate>\n'
            '\t\t\t<lastmodifieddate>03/16/2024 10:14:07</lastmodifieddate>\n\t\t</player>\n')


def _tdf_match(outcome: int, p1: str, p2: str, table: int) -> str:
    return (f'\t\t\t\t\t\t<match outcome="{outcome}">\n\t\t\t\t\t\t\t<player1 userid="{p1}"/>\n'
            f'\t\t\t\t\t\t\t<player2 userid="{p2}"/>\n\t\t\t\t\t\t\t<timestamp>03/16/2024 15:48:22</timestamp>\n'
            f'\t\t\t\t\t\t\t<tablenumber>{table}</tablenumber>\n\t\t\t\t\t\t</match>\n')


_PLAYERS = [("4821937", "Haruto", "Nakamura", "04/11/1998"), ("3391025", "Chidi", "Okafor", "09/02/2001"),
            ("5102274", "Lucia", "Ferreira", "12/23/1995"), ("2287410", "Jonas", "Berg", "06/30/1990")]
_TDF = ('<?xml version="1.0" encoding="UTF-8"?>\n'
        '<tournament type="2" stage="5" version="1.82" gametype="TRADING_CARD_GAME" mode="LEAGUECHALLENGE">\n'
        '\t<data>\n\t\t<name>Spring League Challenge</name>\n\t\t<id>24-03-000412</id>\n\t\t<city>Leeds</city>\n'
        '\t\t<state></state>\n\t\t<country>United Kingdom</country>\n\t\t<roundtime>50</roundtime>\n'
        '\t\t<finalsroundtime>75</finalsroundtime>\n\t\t<organizer popid="1187342" name="Northern Decks"/>\n'
        '\t\t<startdate>03/16/2024</startdate>\n\t\t<lessswiss>false</lessswiss>\n'
        '\t\t<autotablenumber>true</autotablenumber>\n\t\t<overflowtablestart>0</overflowtablestart>\n\t</data>\n'
        '\t<timeelapsed>0</timeelapsed>\n\t<players>\n' + "".join(_tdf_player(*p) for p in _PLAYERS)
        + '\t</players>\n\t<pods>\n\t\t<pod category="2" stage="8">\n\t\t\t<rounds>\n'
        '\t\t\t\t<round number="5" type="2" stage="8">\n\t\t\t\t\t<timeleft>0</timeleft>\n\t\t\t\t\t<matches>\n'
        + _tdf_match(1, "4821937", "3391025", 1) + _tdf_match(2, "2287410", "5102274", 2)
        + '\t\t\t\t\t</matches>\n\t\t\t\t</round>\n\t\t\t</rounds>\n\t\t</pod>\n\t</pods>\n\t<standings>\n'
        '\t\t<pod category="2" type="finished">\n'
        + "".join(f'\t\t\t<player id="{p[0]}" place="{i}"/>\n' for i, p in enumerate(_PLAYERS, 1))
        + '\t\t</pod>\n\t</standings>\n\t<finalsoptions>\n\t</finalsoptions>\n</tournament>\n')
_TDF_NAME = "spring_league_challenge.tdf"

# an MTGO deck (.dek, XML): the declaration, Deck with its two namespaces, NetDeckID and PreconstructedDeckID, Cards
_DEK = ('<?xml version="1.0" encoding="utf-8"?>\n'
        '<Deck xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">\n'
        '  <NetDeckID>0</NetDeckID>\n  <PreconstructedDeckID>0</PreconstructedDeckID>\n'
        '  <Cards CatID="107416" Quantity="4" Sideboard="false" Name="Ragavan, Nimble Pilferer" Annotation="0" />\n'
        '  <Cards CatID="91565" Quantity="4" Sideboard="false" Name="Lightning Bolt" Annotation="0" />\n'
        '  <Cards CatID="110480" Quantity="4" Sideboard="false" Name="Murktide Regent" Annotation="0" />\n'
        '  <Cards CatID="104602" Quantity="2" Sideboard="true" Name="Engineered Explosives" Annotation="0" />\n'
        '</Deck>\n')
_DEK_NAME = "nakamura_modern.dek"

# an MTG Arena deck export: Deck, then count, name, (set) and collector number, a blank line, Sideboard
_ARENA = ("Deck\n4 Novice Inspector (MKM) 29\n4 Sharp-Eyed Rookie (MKM) 176\n17 Plains (MKM) 272\n\n"
          "Sideboard\n2 Aurelia's Vindicator (MKM) 2\n")
_ARENA_NAME = "arena_deck_okafor.txt"

# a Pokémon TCG Live deck export: Pokémon, Trainer, Energy blocks, count name SET number, Total Cards
_PTCGL = ("Pokémon: 12\n4 Charmander PAF 7\n1 Charmeleon PAF 8\n3 Charizard ex OBF 125\n4 Pidgey OBF 162\n\n"
          "Trainer: 35\n4 Iono PAL 185\n4 Ultra Ball SVI 196\n4 Rare Candy SVI 191\n4 Arven SVI 166\n"
          "4 Nest Ball SVI 181\n4 Boss's Orders PAL 172\n4 Buddy-Buddy Poffin TEF 144\n3 Super Rod PAL 188\n"
          "4 Counter Catcher PAR 160\n\nEnergy: 13\n13 Basic Fire Energy SVE 2\n\nTotal Cards: 60\n")
_PTCGL_NAME = "ptcgl_charizard_ferreira.txt"

# a YGOPro deck (.ydk): #created by ..., #main, one passcode a line, #extra, !side
_YDK = ("#created by ...\n#main\n14558127\n14558127\n14558127\n23434538\n23434538\n97268402\n#extra\n"
        "84815190\n90953320\n!side\n24207889\n24207889\n")
_YDK_NAME = "snake_eye_berg.ydk"


# Scryfall's answer to /cards/search: a list object of card objects, compact, each card's keys in Scryfall's order
def _card(cid: str, oracle: str, mtgo: int, name: str, setcode: str, setname: str, number: str, rarity: str,
          usd: str, tix: str) -> dict:
    slug = name.lower().replace(",", "").replace(" ", "-")
    return {"object": "card", "id": cid, "oracle_id": oracle, "multiverse_ids": [], "mtgo_id": mtgo, "name": name,
            "lang": "en", "released_at": "2024-02-09", "uri": f"https://api.scryfall.com/cards/{cid}",
            "scryfall_uri": f"https://scryfall.com/card/{setcode}/{number}/{slug}?utm_source=api", "layout": "normal",
            "highres_image": True, "image_status": "highres_scan", "set": setcode, "set_name": setname,
            "collector_number": number, "rarity": rarity,
            "prices": {"usd": usd, "usd_foil": None, "usd_etched": None, "eur": None, "eur_foil": None, "tix": tix}}


_SCRYFALL = _compact({"object": "list", "total_cards": 2, "has_more": False, "data": [
    _card("2f3e1b4a-6c0d-4e7a-9b1f-8d5c2a7e3f10", "6d1e2c4b-3a5f-4b8e-9c7d-0e1f2a3b4c5d", 120513,
          "Novice Inspector", "mkm", "Murders at Karlov Manor", "29", "common", "0.05", "0.02"),
    _card("8a9b0c1d-2e3f-4a5b-8c6d-7e8f9a0b1c2d", "1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e", 120847,
          "Sharp-Eyed Rookie", "mkm", "Murders at Karlov Manor", "176", "rare", "0.31", "0.05")]})
_SCRYFALL_NAME = "scryfall_search_mkm.json"

# a 17lands game data export (game_data_public.<SET>.<EVENT>.csv.gz): gzip of the CSV, the lead columns, then one
# card's opening_hand_, drawn_, tutored_, deck_ and sideboard_ counts
_LEAD = ("expansion,event_type,draft_id,draft_time,game_time,build_index,match_number,game_number,rank,opp_rank,"
         "main_colors,splash_colors,on_play,num_mulligans,opp_num_mulligans,opp_colors,num_turns,won")
_CARD = "Novice Inspector"
_17LANDS_CSV = (_LEAD + "," + ",".join(f"{p}_{_CARD}" for p in ("opening_hand", "drawn", "tutored", "deck",
                                                                "sideboard")) + "\n"
                "MKM,PremierDraft,5c1a9e07d3f24b8a91e6c0b2f7d48a35,2024-02-06 18:21:44,2024-02-06 19:02:11,0,1,1,"
                "gold,,WU,,True,0,0,BR,9,True,1,0,0,2,0\n"
                "MKM,PremierDraft,5c1a9e07d3f24b8a91e6c0b2f7d48a35,2024-02-06 18:21:44,2024-02-06 19:21:37,0,2,1,"
                "gold,,WU,,False,1,0,G,12,False,0,1,0,2,0\n")
_17LANDS = gzip.compress(_17LANDS_CSV.encode("utf-8"), mtime=0)
_17LANDS_NAME = "game_data_public.MKM.PremierDraft.csv.gz"

# the standings as typed by the TO after Swiss: rank, player, match points, OMW%, GW%, OGW%: six fields
_STANDINGS = ("1 Nakamura 15 0.6875 0.7143 0.5921\n2 Okafor 12 0.7000 0.6667 0.6012\n"
              "3 Ferreira 12 0.5833 0.6154 0.5588\n4 Berg 9 0.6250 0.5385 0.5710\n")
# the pairings as typed by the TO for round 5: table, player, opponent, result: four fields a line
_PAIRINGS = "1 Nakamura Okafor 2-1\n2 Berg Ferreira 0-2\n3 Lindqvist Dube 1-1\n4 Moreau bye 2-0\n"
# a committee member's ballot for the season: rank, player, game, events played, points, score: six fields
_BALLOT = ("1 Nakamura PTCG 9 1240 9.7\n2 Okafor MTG 11 1185 9.4\n3 Ferreira PTCG 8 1090 8.9\n"
           "4 Berg YGO 7 1012 8.5\n")


def seventyseventh_bar_cardgames_cases() -> list[Case]:
    G = SEVENTYSEVENTH_CARDGAMES
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="season_rankings", judgements="committee_verdicts", runs=_RECS3,
        stem="season_rankings", outputs=_OUT, item="player", rounded="committee_ballots",
        weights="{'tom_standings': 2.0, 'eventlink_match_points': 1.0, 'committee_ballots': 1.5, "
                "'omw_tiebreakers': 0.5}",
        lone_query="R['omw_tiebreakers']['event:mtg/friday-night-magic/2024-03-22/standings'] = "
                   "{'player:wer/7031185422': 0.9, 'player:wer/5568120933': 0.4}\n",
        trust="tom_standings 2\neventlink_match_points 1\ncommittee_ballots 1\n",
        trust_dict="{'tom_standings': 2, 'eventlink_match_points': 1, 'committee_ballots': 1}",
        texts={
            "rrf": ("u77b_rrf_season_rankings",
                    "rankagg.fuse({source: {event, round, format or season: {player: score}}}, method='rrf'): "
                    "TOM's standings, EventLink's match points, the committee's ballots and the OMW% tiebreakers, "
                    "six rankings ('round:pokemon/league-challenge/2024-03-16/swiss/5'), players as "
                    "'player:pop/4821937'"),
            "borda": ("u77b_borda_player_absent",
                      "rankagg.fuse(..., method='borda'): a player who skipped an event or plays one game only has "
                      "no score from some sources"),
            "combsum": ("u77b_combsum_rounded_ballots",
                        "rankagg.fuse(..., method='combsum'): the committee's ballots kept to one decimal (many "
                        "ties) beside TOM's standings and EventLink's match points"),
            "fuser": ("u77b_weighted_fuser_tom_standings",
                      "rankagg.Fuser('rrf', weights=...) per event, format and season: TOM's standings count 2, as "
                      "every sanctioned event's file is uploaded to Pokémon"),
            "frame": ("u77b_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the committee's sheet, a "
                      "row per event, round or season, player and source"),
            "evaluate": ("u77b_evaluate_committee_verdicts",
                         "rankagg.evaluate(fused ranking, the committee's verdicts, ['nDCG@5', 'AP', 'P@3']): does "
                         "the fused ranking put the region's top two first"),
            "lone": ("u77b_omw_only_friday_night_magic",
                     "rankagg.fuse(..., method='rrf'): a Friday Night Magic only the OMW% tiebreakers hold, beside "
                     "events and seasons every source covers"),
            "cli_rrf": ("u77b_cli_rrf_runs",
                        "rankagg fuse tom_standings.run eventlink_match_points.run committee_ballots.run --method "
                        "rrf -o season_rankings.run: one run per source, events, rounds and seasons as queries"),
            "cli_borda": ("u77b_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: TOM's standings "
                          "count double)"),
            "cli_combsum": ("u77b_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the top four the committee's post shows "
                            "per season"),
            "cli_evaluate": ("u77b_cli_evaluate_committee_verdicts_qrels",
                             "rankagg evaluate season_rankings.run --qrels committee_verdicts.qrels -m ndcg_cut.5 "
                             "-m map: the fused ranking against the committee's verdicts (0-2)"),
            "cli_parquet": ("u77b_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o season_rankings.parquet: gzipped runs from the "
                            "committee's scripts, a Parquet table for the season's ranking post")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u77b_tom_tdf_as_run", "a League Challenge's tournament file as Pokémon's TOM writes it (.tdf, XML: "
         "<tournament type=\"2\" ...>, data, players, pods and rounds of matches, standings)", _TDF_NAME, _TDF,
         "TDF", named_at(_TDF_NAME, _TDF)),
        ("u77b_mtgo_dek_as_run", "a player's deck as MTGO saves it (.dek, XML: Deck, NetDeckID, "
         "PreconstructedDeckID, Cards CatID, Quantity, Sideboard, Name)", _DEK_NAME, _DEK, "MTGO",
         named_at(_DEK_NAME, _DEK)),
        ("u77b_arena_deck_as_run", "a player's deck as MTG Arena exports it (Deck, then 'count name (SET) number' "
         "lines, Sideboard)", _ARENA_NAME, _ARENA, "Arena", f"{_ARENA_NAME}:1"),
        ("u77b_ptcgl_deck_as_run", "a player's deck as Pokémon TCG Live exports it (Pokémon:, Trainer:, Energy: "
         "blocks of 'count name SET number', Total Cards: 60)", _PTCGL_NAME, _PTCGL, "TCG Live",
         f"{_PTCGL_NAME}:1"),
        ("u77b_ydk_deck_as_run", "a player's deck as YGOPro saves it (.ydk: #created by ..., #main, passcodes, "
         "#extra, !side)", _YDK_NAME, _YDK, "ydk", f"{_YDK_NAME}:1"),
        ("u77b_scryfall_search_as_run", "a card search as Scryfall's API answers it (JSON: a list object, "
         "total_cards, has_more, data of card objects)", _SCRYFALL_NAME, _SCRYFALL, "Scryfall",
         f"{_SCRYFALL_NAME}:1"),
        ("u77b_17lands_game_data_as_run", "a set's game data as 17lands publishes it (.csv.gz: gzip of a CSV, "
         "expansion, event_type, draft_id, ..., won, then per card opening_hand_, drawn_, deck_ columns)",
         _17LANDS_NAME, _17LANDS, "17lands", _17LANDS_NAME),
        ("u77b_standings_as_run", "the standings as typed by the TO (six fields a line: rank, player, match "
         "points, OMW%, GW%, OGW%)", "standings.txt", _STANDINGS, "standings", "standings.txt:1"),
        ("u77b_pairings_as_run", "a round's pairings as typed by the TO (four fields a line: table, player, "
         "opponent, result)", "pairings_r5.txt", _PAIRINGS, "pairings", "pairings_r5.txt:1"),
        ("u77b_ballot_as_run", "a committee member's ballot as typed (six fields a line: rank, player, game, "
         "events, points, score)", "ballot_member2.txt", _BALLOT, "ballot", "ballot_member2.txt:1")],
        one_run=("tom_standings.run", _ONE_RUN), stem="season_rankings",
        text_why="trec_eval refuses a line of other than six fields, and a typed standing's six are a rank, a "
                 "player, match points and three tiebreakers, not a run's; the file is the field's own, named by "
                 "what it is (a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a 17lands export is gzip of a CSV of games, read as lines it gives no "
                   "ranking: named by what it is")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u77b_pairings_as_qrels", "pairings_r5.txt", _PAIRINGS, "pairings"),
        ("u77b_ballot_as_qrels", "ballot_member2.txt", _BALLOT, "ballot"),
        ("u77b_tom_tdf_as_qrels", _TDF_NAME, _TDF, "TDF"),
        ("u77b_mtgo_dek_as_qrels", _DEK_NAME, _DEK, "MTGO")],
        one_run=("tom_standings.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u77b_out_tom_tdf", "spring_league_challenge.tdf", "a TOM tournament file (.tdf)"),
        ("u77b_out_mtgo_dek", "season_top8.dek", "an MTGO deck (.dek)"),
        ("u77b_out_ygopro_ydk", "season_top8.ydk", "a YGOPro deck (.ydk)"),
        ("u77b_out_scryfall_json", "cards.scryfall.json", "a saved Scryfall answer (JSON)")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=77"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u77b_api_scryfall_search_document",
            "rankagg.fuse(json.load(scryfall_search_mkm.json)): a card search as Scryfall's API answers it, loaded "
            "in Python, given as the runs",
            f"import json, rankagg\nrankagg.fuse(json.load(open('{_SCRYFALL_NAME}', encoding='utf-8')), "
            "method='rrf')\n",
            "Scryfall", why="a run maps a query to {document: score}; Scryfall's answer is a list object, "
            "object, total_cards, has_more, then data, each a card object with its ids, name, set and prices",
            files={_SCRYFALL_NAME: _SCRYFALL}),
        bad("u77b_api_17lands_game_data_frame",
            "rankagg.fuse(pd.read_csv(game_data_public.MKM.PremierDraft.csv.gz)): a set's game data as 17lands "
            "publishes it (expansion, event_type, draft_id, draft_time, ..., won, card columns) given as runs",
            "import pandas as pd, rankagg\n"
            f"rankagg.fuse(pd.read_csv('{_17LANDS_NAME}'), method='borda')\n",
            "17lands", why="a table of runs has qid, docid, run and score columns; 17lands' game data is a game per "
            "row: the set, the event, the draft, the ranks, colours, mulligans, turns, won, and per card counts",
            files={_17LANDS_NAME: _17LANDS}),
    ]
    return cases
