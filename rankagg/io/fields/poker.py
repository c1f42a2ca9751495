"""A card room's tournament director's and a poker stats team's files (issue 45's forty-fifth bar, u45b_): The
Tournament Director's saves, hand histories (PokerStars', GGPoker's, iPoker's XML, PokerKit's PHH, the Open Hand
History), PokerStars' tournament summaries, the Hendon Mob's results as a table, the floor's chip count sheets, a
league's standings and a payout structure.  (Workbooks are named by their bytes; pg_dump archives are
io.fields.databases'.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

#: a payout structure's line: place, percent of the prize pool, payout, league points
_PAYOUT = r"[ \t]+\d{1,3}\.\d{2}[ \t]+\d+[ \t]+\d+[ \t]*"

POKER = Field(
    team="a card room's tournament director and a poker stats team (u45b_)",
    advice="give each source's ranking of an event's players (the chip counts, the ICM equity, the league points, the "
           "all-in EV) as a run, an event or season a query (evt:fall-classic-2026/e07-main-event) and each player a "
           "document (plr:2231/dana-whitfield), the score higher for the better player: 'EVENT Q0 PLAYER RANK SCORE "
           "SOURCE'; the cashes are the qrels, 'EVENT 0 PLAYER GRADE'",
    files=(
        FieldFile("a Tournament Director save (.tdt: '{ V: \"3.7.2\", T: new Tournament({...' with its league, "
                  "buy-ins, players and levels)",
                  '{ V: "3.7.2", T: new Tournament({UUID: "5b1e0c3a", LeagueName: "Thursday League", Title: "Fall '
                  'Classic E07 Main Event"})}\n', 1,
                  line=r'\A\{[ \t]*V:[ \t]*"[\d.]+",[ \t]*T:[ \t]*new Tournament\(', outputs=(".tdt",)),
        FieldFile("a PokerStars hand history ('PokerStars Hand #...: Tournament #...', the seats, the actions, the "
                  "summary)",
                  "PokerStars Hand #254031877142: Tournament #3812456790, $100+$9 USD Hold'em No Limit - Level XIV "
                  "(2500/5000) - 2026/11/24 21:14:07 ET\nTable '3812456790 12' 9-max Seat #4 is the button\n", 1,
                  line=r"\A(?:\ufeff)?PokerStars (?:Zoom )?(?:Hand|Game) #\d+:"),
        FieldFile("a PokerStars tournament summary ('PokerStars Tournament #...', the buy-in, the prize pool, the "
                  "finishing places)",
                  "PokerStars Tournament #3812456790, No Limit Hold'em\nBuy-In: $100.00/$9.00 USD\n", 1,
                  line=r"\A(?:\ufeff)?PokerStars Tournament #\d+,"),
        FieldFile("a GGPoker hand history ('Poker Hand #TM...: Tournament #...', the seats, the actions, the summary)",
                  "Poker Hand #TM5544469446: Tournament #258198994, Bounty Hunters $54 Hold'em No Limit - "
                  "Level12(400/800) - 2026/11/24 20:07:12\nTable '380' 8-max Seat #3 is the button\n", 1,
                  line=r"\A(?:\ufeff)?Poker Hand #(?:TM|HD|RC|SG|CO)\d+:"),
        FieldFile("an iPoker hand history (XML: a session with its general block and client_version, then the games)",
                  '<?xml version="1.0" encoding="utf-8"?>\n<session sessioncode="4065811556">\n <general>\n'
                  '  <client_version>21.9.2.9</client_version>\n </general>\n</session>\n', 2,
                  root="session", marks=("sessioncode=", "<client_version>")),
        FieldFile("a Poker Hand History (PHH, PokerKit's TOML: variant, antes, blinds_or_straddles, starting_stacks, "
                  "actions)",
                  "variant = 'NT'\nantes = [625, 625, 625]\nblinds_or_straddles = [2500, 5000, 0]\n"
                  "starting_stacks = [184500, 96200, 152300]\nactions = ['d dh p1 AcKs']\n", 1,
                  line=r"\Avariant[ \t]*=[ \t]*['\"]\w+['\"]", marks=("starting_stacks",), outputs=(".phh",)),
        FieldFile("an Open Hand History (OHH: {\"ohh\": {spec_version, network_name, game_type, players, rounds, "
                  "pots}})",
                  '{"ohh": {"spec_version": "1.4.6", "network_name": "PokerStars", "game_type": "Holdem", '
                  '"players": [], "rounds": [], "pots": []}}\n', 1,
                  keys=("ohh", "spec_version", "network_name"), outputs=(".ohh",)),
        FieldFile("the Hendon Mob's results as a table (Date, Event, Place, Prize: a cash a row)",
                  'Date,Event,Place,Prize\n"24-Nov-2026","Fall Classic - Event #7: $400 No Limit Hold\'em",1st,'
                  '"$8,652"\n', 1,
                  columns=("Date", "Event", "Place", "Prize")),
        FieldFile("a poker floor's chip count sheet (table, seat, first and last name, chips, country; six fields a "
                  "line that pass for a TREC run's)",
                  "table seat first last chips country\n12 4 Dana Whitfield 184500 US\n", 1,
                  columns=("table", "seat", "chips"), lookalike=True),
        FieldFile("a poker league standings table (rank, player, events, cashes, points, wins; six fields a line that "
                  "pass for a TREC run's)",
                  "rank player events cashes points wins\n1 D.Whitfield 14 6 412.5 2\n", 1,
                  columns=("rank", "player", "cashes", "points"), lookalike=True),
        FieldFile("a poker tournament's payout structure (place, percent of the prize pool, payout and league "
                  "points; four fields a line that pass for qrels')",
                  "1 21.00 8652 100\n2 14.00 5768 80\n", 1,
                  line=rf"\A1{_PAYOUT}\r?\n2{_PAYOUT}$", lookalike=True),
    ))
