"""A trading card game store's tournament organisers' and regional ranking committee's files (issue 45's
seventy-seventh bar, u77b_): Pokémon's TOM tournament files, MTGO's, MTG Arena's, Pokémon TCG Live's and YGOPro's
decks, Scryfall's answers, 17lands' game data, and standings, pairings and a committee member's ballot typed as
text."""

from __future__ import annotations

from rankagg.io.fields.declaration import NAME_FIELD, Field, FieldFile

#: a tiebreaker (OMW%, GW%, OGW%) as a fraction or a percent
_TIEBREAK = r"(?:0\.\d{2,4}|1\.0{2,4}|\d{1,3}(?:\.\d{1,2})?%)"
#: a standings line: rank, player, match points, then three tiebreakers
_STANDING = rf"\d{{1,3}}[ \t]+{NAME_FIELD}[ \t]+\d{{1,3}}(?:[ \t]+{_TIEBREAK}){{3}}[ \t]*"
#: a pairing's line: table, player, opponent, result as wins-losses(-draws)
_PAIRING = rf"\d{{1,3}}[ \t]+{NAME_FIELD}[ \t]+[^\W\d_][\w.'-]*[ \t]+\d-\d(?:-\d)?[ \t]*"
#: a committee ballot's line: rank, player, game, events played, points, score
_BALLOT = rf"\d{{1,2}}[ \t]+{NAME_FIELD}[ \t]+[A-Z]{{2,5}}[ \t]+\d{{1,3}}[ \t]+\d{{1,5}}[ \t]+\d{{1,2}}\.\d[ \t]*"

CARDGAMES = Field(
    team="a trading card game store's tournament organisers and a regional ranking committee (u77b_)",
    advice="give each source's ranking of an event's, format's or season's players (TOM's or EventLink's "
           "standings, the match points, the tiebreakers, the committee's ballots) as a run, the event a query "
           "(round:pokemon/league-challenge/2024-03-16/swiss/5) and each player a document (player:pop/4821937), the "
           "score higher for the better player: 'EVENT Q0 PLAYER RANK SCORE SOURCE'; the committee's verdicts are "
           "the qrels, 'EVENT 0 PLAYER GRADE'",
    files=(
        FieldFile("a tournament file of Pokémon's Tournament Operations Manager (TOM's .tdf, TDF: XML of the "
                  "tournament's data, players, pods of rounds and matches, standings)",
                  '<?xml version="1.0" encoding="UTF-8"?>\n<tournament type="2" stage="5" version="1.82" '
                  'gametype="TRADING_CARD_GAME" mode="LEAGUECHALLENGE">\n\t<data>\n', 2,
                  root="tournament", marks=(" gametype=",), outputs=(".tdf",)),
        FieldFile("an MTGO deck (.dek, XML: Deck, NetDeckID, PreconstructedDeckID, Cards with CatID, Quantity, "
                  "Sideboard and Name)",
                  '<?xml version="1.0" encoding="utf-8"?>\n<Deck xmlns:xsd="http://www.w3.org/2001/XMLSchema">\n'
                  '  <NetDeckID>0</NetDeckID>\n  <Cards CatID="91565" Quantity="4" Sideboard="false" '
                  'Name="Lightning Bolt" />\n', 2,
                  root="Deck", marks=("<NetDeckID>",), outputs=(".dek",)),
        FieldFile("an MTG Arena deck export (Deck, then 'count name (SET) number' lines, then Sideboard)",
                  "Deck\n4 Novice Inspector (MKM) 29\n17 Plains (MKM) 272\n\nSideboard\n2 Aurelia's Vindicator "
                  "(MKM) 2\n", 1,
                  line=r"\A\ufeff?(?:Deck|Commander|Companion)[ \t]*\r?\n\d{1,2} [^\r\n]+ \([A-Z0-9]{3,6}\) [\w-]+"),
        FieldFile("a Pokémon TCG Live deck export (Pokémon:, Trainer: and Energy: sections of 'count name SET "
                  "number' lines, Total Cards)",
                  "Pokémon: 12\n4 Charmander PAF 7\n1 Charmeleon PAF 8\n\nTrainer: 35\n4 Iono PAL 185\n", 1,
                  line=r"\A\ufeff?Pok[eé]mon: \d{1,2}[ \t]*\r?\n\d{1,2} [^\r\n]+ [A-Z0-9-]{2,6} \d{1,3}"),
        FieldFile("a YGOPro deck (ydk: #created by, #main of card passcodes, #extra, !side)",
                  "#created by ...\n#main\n14558127\n23434538\n#extra\n84815190\n!side\n24207889\n", 1,
                  line=r"\A\ufeff?(?:#created by[^\r\n]*\r?\n)?#main[ \t]*\r?\n\d{5,9}[ \t]*\r?$", outputs=(".ydk",)),
        FieldFile("a card search from Scryfall's API (JSON: a list object, total_cards, has_more, data of cards)",
                  '{"object":"list","total_cards":2,"has_more":false,"data":[{"object":"card","id":"2f3e1b4a",'
                  '"name":"Novice Inspector","set":"mkm","collector_number":"29","rarity":"common"}]}\n', 1,
                  keys=("object", "total_cards", "has_more", "data")),
        FieldFile("a card from Scryfall's API (JSON: object card, id, oracle_id, name, ..., scryfall_uri, set, "
                  "collector_number, rarity, prices)",
                  '{"object":"card","id":"2f3e1b4a","oracle_id":"6d1e2c4b","name":"Novice Inspector","scryfall_uri":'
                  '"https://scryfall.com/card/mkm/29/novice-inspector","set":"mkm","collector_number":"29"}\n', 1,
                  keys=("oracle_id", "scryfall_uri", "collector_number")),
        FieldFile("17lands' public game data (CSV: expansion, event_type, draft_id, ..., won, then a card's "
                  "opening_hand_, drawn_, deck_ and sideboard_ columns)",
                  "expansion,event_type,draft_id,draft_time,game_time,build_index,match_number,game_number,rank,"
                  "opp_rank,main_colors,splash_colors,on_play,num_mulligans,opp_num_mulligans,won\n"
                  "MKM,PremierDraft,5c1a9e07,2024-02-06 18:21:44,2024-02-06 18:40:02,0,1,1,gold,,W,,True,0,0,True\n",
                  1, columns=("expansion", "event_type", "draft_id", "build_index", "opp_num_mulligans")),
        FieldFile("a card game tournament's standings typed as text (rank, player, match points, OMW%, GW%, OGW%; six "
                  "fields a line that pass for a TREC run's)",
                  "1 Nakamura 15 0.6875 0.7143 0.5921\n2 Okafor 12 0.7000 0.6667 0.6012\n", 1,
                  line=rf"\A{_STANDING}\r?\n{_STANDING}$", lookalike=True),
        FieldFile("a card game tournament round's pairings typed as text (table, player, opponent, result; four "
                  "fields a line that pass for qrels')",
                  "1 Nakamura Okafor 2-1\n2 Berg Ferreira 0-2\n", 1,
                  line=rf"\A{_PAIRING}\r?\n{_PAIRING}$", lookalike=True),
        FieldFile("a ranking committee member's ballot typed as text (rank, player, game, events, points, score; six "
                  "fields a line that pass for a TREC run's)",
                  "1 Nakamura PTCG 9 1240 9.7\n2 Okafor MTG 11 1185 9.4\n", 1,
                  line=rf"\A{_BALLOT}\r?\n{_BALLOT}$", lookalike=True),
    ))
