"""A competitive Pokémon community's organisers', ranking panel's and usage statistics team's files (issue 45's
eighty-second bar, u82b_): Pokémon Showdown's replays, battle logs, ladders and team exports, Smogon's usage
statistics and chaos JSON, and Limitless' standings.  (Pairings, seedings and ballots, which any competition types
alike, are :mod:`rankagg.io.fields.tournaments`'.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

POKEMONVGC = Field(
    team="a competitive Pokémon community's organisers, ranking panel and usage statistics team (u82b_)",
    advice="give each source's ranking of an event's, format's or month's players or Pokémon (the standings, the "
           "ladder's ratings, the panel's ballots, the usage) as a run, the event or format a query "
           "(format:gen9vgc2024regg/2024-07/usage) and each player a document (player:showdown/wolfeglick), the score "
           "higher for the better one: 'EVENT Q0 PLAYER RANK SCORE SOURCE'; the panel's verdicts are the qrels, "
           "'EVENT 0 PLAYER GRADE'",
    files=(
        FieldFile("a Pokémon Showdown replay (JSON: id, format, formatid, players, log of the battle's '|' lines, "
                  "uploadtime, ...)",
                  '{"id":"gen9vgc2024regg-2171234567","format":"[Gen 9] VGC 2024 Reg G","formatid":"gen9vgc2024regg",'
                  '"players":["Wolfe Glick","Aaron Zheng"],"log":"|j|Wolfe Glick\\n|gametype|doubles\\n"}\n', 1,
                  keys=("formatid", "players", "log")),
        FieldFile("a Pokémon Showdown battle log (its protocol's '|' lines: |j|, |gametype|, |player|, |poke|, "
                  "|move|, |win|)",
                  "|j|☆Wolfe Glick\n|j|☆Aaron Zheng\n|\n|t:|1721491207\n|gametype|doubles\n", 1,
                  line=r"\A\ufeff?\|(?:j|J|join|init|title|t:|gametype|player|gen|tier)\|"),
        FieldFile("a Pokémon Showdown ladder (JSON: formatid, format, toplist of userid, username, w, l, t, gxe, r, "
                  "rd, rptime, elo)",
                  '{"formatid":"gen9vgc2024regg","toplist":[{"userid":"wolfeglick","w":212,"l":61,"gxe":88.4,'
                  '"r":1912.6,"rptime":1721552400}]}\n', 1,
                  keys=("toplist", "gxe", "rptime")),
        FieldFile("Smogon's usage statistics (text: ' Total battles:', ' Avg. weight/team:', then a table of Rank, "
                  "Pokemon, Usage %, Raw, Real)",
                  " Total battles: 412870\n Avg. weight/team: 0.038\n + ---- + ------------------ + --------- +\n", 1,
                  line=r"\A\ufeff? Total battles: \d+[ \t]*\r?$"),
        FieldFile("Smogon's usage statistics read as a table (Rank, Pokemon, Usage %, Raw, %, Real, %)",
                  "Rank,Pokemon,Usage %,Raw,%,Real,%\n1,Incineroar,54.21378%,412563,49.963%,301877,48.112%\n", 1,
                  columns=("Rank", "Pokemon", "Usage %", "Raw", "Real")),
        FieldFile("Smogon's chaos statistics (JSON: info with metagame, cutoff and number of battles, then data of "
                  "each Pokémon's Raw count, usage, Abilities, Items, Moves, Teammates)",
                  '{"info":{"metagame":"gen9vgc2024regg","cutoff":1760,"number of battles":412870},"data":'
                  '{"Incineroar":{"Raw count":412563,"usage":0.5421378}}}\n', 1,
                  keys=("info", "data", "metagame", "cutoff")),
        FieldFile("a team in Pokémon Showdown's export text (PokePaste: 'Name @ Item', Ability:, Level:, Tera Type:, "
                  "EVs:, a Nature, '- Move' lines)",
                  "Miraidon @ Choice Specs  \nAbility: Hadron Engine  \nLevel: 50  \nTera Type: Electric  \n", 1,
                  line=r"\A\ufeff?[^\r\n@:|]{2,40}(?: @ [^\r\n]+)?[ \t]*\r?\nAbility: "),
        FieldFile("standings from Limitless' API (JSON records: player, name, country, placing, record of wins, losses "
                  "and ties, decklist)",
                  '[{"player":"wolfeglick","name":"Wolfe Glick","country":"US","placing":1,"record":{"wins":9,'
                  '"losses":1,"ties":0},"decklist":[]}]\n', 1,
                  keys=("placing", "record", "decklist")),
    ))
