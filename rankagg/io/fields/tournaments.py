"""Tournament sheets typed as text, which any competition's organisers and ranking panels type alike (issue 45's
fighting games and competitive Pokémon bars, u75b_ and u82b_: declared for the first, they named the second's as a
fighting game's): a seeding or short list, a round's pairings and a panelist's ballot; and ESPN's scoreboards, which
every sport's analysts read (declared for a rugby office's, u74a_, and met again by a combat sports team's, u85a_).
A competition's own files are its field's."""

from __future__ import annotations

from rankagg.io.fields.declaration import NAME_FIELD, Field, FieldFile

#: a seeding line: seed, player, region, points or rating
_SEED = rf"\d{{1,3}}[ \t]+{NAME_FIELD}[ \t]+[A-Z][A-Za-z]{{1,6}}[ \t]+\d{{3,5}}[ \t]*"
#: a pairing's line: round, table (never a run's Q0 or qrels' 0), player, opponent, games won and lost
_PAIRING = r"R\d{1,2}[ \t]+T\d{1,3}[ \t]+\S+[ \t]+\S+[ \t]+[0-3][ \t]+[0-3][ \t]*"
#: a panelist's ballot line: rank, player, region, wins, losses, score
_BALLOT = (rf"\d{{1,2}}[ \t]+{NAME_FIELD}[ \t]+[A-Z][A-Za-z]{{1,6}}[ \t]+\d{{1,3}}[ \t]+\d{{1,3}}[ \t]+"
           r"\d{1,2}\.\d[ \t]*")

TOURNAMENTS = Field(
    team="tournament sheets and scoreboards, met by a fighting game community's organisers (u75b_), a competitive "
         "Pokémon community's ranking panel (u82b_), a rugby office (u74a_) and a combat sports team (u85a_)",
    advice="give each source's ranking of an event's, season's or region's players (the seeding, each panelist's "
           "ballot, the standings, the ratings) as a run, the event a query (event:2024/worlds/masters) and each "
           "player a document (player:showdown/wolfeglick), the score higher for the better player: 'EVENT Q0 PLAYER "
           "RANK SCORE SOURCE'; the panel's verdicts are the qrels, 'EVENT 0 PLAYER GRADE'",
    files=(
        FieldFile("ESPN's scoreboard (JSON from its site API: leagues, season, day, events with their competitions "
                  "and competitors)",
                  '{"leagues":[{"id":"10659","name":"International Test Match"}],"season":{"year":2025,"type":1},'
                  '"day":{},"events":[{"id":"600512","name":"Ireland vs South Africa","competitions":[]}]}\n', 1,
                  keys=("events", "leagues", "season", "day")),
        FieldFile("a tournament's seeding or short list typed as text (seed, player, region, points or rating; four "
                  "fields a line that pass for qrels')",
                  "1 Zain NJ 2410\n2 Cody SoCal 2385\n", 1, line=rf"\A{_SEED}\r?\n{_SEED}$", lookalike=True),
        FieldFile("a ranking panelist's ballot typed as text (rank, player, region, wins, losses, score; six fields a "
                  "line that pass for a TREC run's)",
                  "1 Zain NJ 41 6 9.8\n2 Cody SoCal 38 8 9.5\n", 1,
                  line=rf"\A{_BALLOT}\r?\n{_BALLOT}$", lookalike=True),
        FieldFile("a tournament round's pairings typed as text (round, table, player, opponent, games won, games "
                  "lost; six fields a line that pass for a TREC run's)",
                  "R5 T1 WolfeGlick AaronZheng 2 1\nR5 T2 EduardoCunha Wolfey 2 0\n", 1,
                  line=rf"\A{_PAIRING}\r?\n{_PAIRING}$", lookalike=True),
    ))
