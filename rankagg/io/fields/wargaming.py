"""A miniatures tournament organiser's and a national rankings team's files (issue 45's fifty-first bar, u51b_):
BattleScribe's rosters (plain and zipped), catalogues and game systems, New Recruit's rosters as JSON, Best Coast
Pairings' placings as JSON and CSV, and round results, season standings and painting sheets typed as text.
(Tabletop Simulator saves are named by the older readers.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile, stored_member

WARGAMING = Field(
    team="a miniatures tournament organiser and a national rankings team (u51b_)",
    advice="give each source's ranking of a round's or a season's players (battle points, strength of schedule, "
           "ranking points, painting and sportsmanship) as a run, an event's round or a season a query "
           "(gt:london-2026/r3) and each player or army list a document (player:a-okafor/necrons), the score "
           "higher for the better result: 'ROUND Q0 PLAYER RANK SCORE SOURCE'; the final placings are the qrels, "
           "'ROUND 0 PLAYER GRADE'",
    files=(
        FieldFile("a BattleScribe roster (.ros: roster, battleScribeVersion, costs, forces and their selections)",
                  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<roster id="7c1e" name="London GT" '
                  'battleScribeVersion="2.03" xmlns="http://www.battlescribe.net/schema/rosterSchema">\n', 2,
                  root="roster", marks=("battleScribeVersion",)),
        FieldFile("a zipped BattleScribe roster (.rosz: a zip holding the .ros)",
                  stored_member(b"London GT.ros", b'<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
                                b'<roster battleScribeVersion="2.03">\n', 0x5000, 0x5D74), 0,
                  magic=b"PK\x03\x04", line=r"\APK\x03\x04[\x00-\xff]{26}[ -~]{1,200}?\.ros(?![a-z])",
                  outputs=(".rosz",)),
        FieldFile("a BattleScribe catalogue (.cat: catalogue, battleScribeVersion, its selection entries)",
                  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<catalogue id="b0ae" name="Xenos - '
                  'Necrons" battleScribeVersion="2.03">\n', 2,
                  root="catalogue", marks=("battleScribeVersion",)),
        FieldFile("a BattleScribe game system (.gst: gameSystem, battleScribeVersion, cost and profile types)",
                  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<gameSystem id="sys-352e" name="Warhammer '
                  '40,000" battleScribeVersion="2.03">\n', 2,
                  root="gameSystem", marks=("battleScribeVersion",)),
        FieldFile("a New Recruit roster as JSON (roster: battleScribeVersion, costs, forces with selections)",
                  '{"roster": {"name": "London GT", "battleScribeVersion": "2.03", "generatedBy": '
                  '"https://newrecruit.eu", "forces": []}}\n', 1,
                  keys=("roster", "battleScribeVersion", "forces")),
        FieldFile("Best Coast Pairings' placings (a player a record: firstName, lastName, numWins, battlePoints, "
                  "FFGBattlePointsSoS)",
                  '{"1": {"firstName": "Ade", "lastName": "Okafor", "numWins": 5, "battlePoints": 468, '
                  '"FFGBattlePointsSoS": 71.2}}\n', 1,
                  keys=("firstName", "lastName", "battlePoints", "FFGBattlePointsSoS")),
        FieldFile("Best Coast Pairings' placings as a table (placing, firstName, lastName, battlePoints)",
                  "placing,firstName,lastName,army,numWins,battlePoints\n1,Ade,Okafor,Necrons,5,468\n", 1,
                  columns=("placing", "firstName", "lastName", "battlePoints")),
        FieldFile("a wargaming tournament's round results typed as text (round, table, player, battle points, the "
                  "opponent's, opponent; six fields a line that pass for a TREC run's)",
                  "round table player bp opp_bp opponent\n1 4 A.Okafor 78 42 J.Lindqvist\n", 1,
                  columns=("round", "table", "player", "bp", "opp_bp"), lookalike=True),
        FieldFile("a wargaming season's standings typed as text (rank, player, faction, wins, battle points, "
                  "strength of schedule; six fields a line that pass for a TREC run's)",
                  "rank player faction wins bp sos\n1 A.Okafor Necrons 5 468 0.712\n", 1,
                  columns=("rank", "player", "faction", "wins", "bp", "sos"), lookalike=True),
        FieldFile("a wargaming tournament's painting and sportsmanship sheet (player, painting, sportsmanship, votes; "
                  "four fields a line that pass for qrels')",
                  "player painting sportsmanship votes\nA.Okafor 27 18 3\n", 1,
                  columns=("player", "painting", "sportsmanship", "votes"), lookalike=True),
    ))
