"""A county cricket club's analysts' and a league's player-ratings panel's files (issue 45's fifty-second bar,
u52a_): Cricsheet's matches as JSON, YAML and XML, its "Ashwin" deliveries and match-info CSVs and its people
register, Play-Cricket's match details, and scorebooks, bowling analyses and ICC ratings typed as text.  (Scorecards
as HTML pages and PDFs, and Cricsheet's ZIP downloads, are named by the older readers.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

CRICKET = Field(
    team="a county cricket club's analysts and a league's player-ratings panel (u52a_)",
    advice="give each source's ranking of a match's or a season's players (ball-tracking's expected runs and "
           "wickets, the scorers' figures, the player-of-the-match votes, the panel's ratings) as a run, a match, "
           "series or season a query (match:blast-2024/dur-v-yor) and each batter, bowler or team a document "
           "(bat:az-lees/durham), the score higher for the greater impact: 'MATCH Q0 PLAYER RANK SCORE SOURCE'; the "
           "season review is the qrels, 'MATCH 0 PLAYER GRADE'",
    files=(
        FieldFile("a Cricsheet match as JSON (meta with data_version, info, then innings of overs and deliveries)",
                  '{\n  "meta": {\n    "data_version": "1.1.0",\n    "created": "2024-06-04"\n  },\n  "info": {\n'
                  '    "balls_per_over": 6\n  },\n  "innings": []\n}\n', 1,
                  keys=("meta", "data_version", "info")),
        FieldFile("a Cricsheet match as YAML (meta: data_version, info:, then innings of deliveries)",
                  "meta:\n  data_version: 0.92\n  created: 2019-06-04\ninfo:\n  city: Chester-le-Street\n", 1,
                  line=r"\Ameta:\r?\n[ \t]+data_version:"),
        FieldFile("a Cricsheet match as XML (cricsheet: meta, info, innings of deliveries)",
                  '<?xml version="1.0" encoding="UTF-8"?>\n<cricsheet>\n  <meta>\n', 2,
                  root="cricsheet"),
        FieldFile("Cricsheet's deliveries in its 'Ashwin' CSV (match_id, season, innings, ball, striker, non_striker, "
                  "bowler, runs_off_bat, extras)",
                  "match_id,season,start_date,venue,innings,ball,batting_team,bowling_team,striker,non_striker,bowler,"
                  "runs_off_bat,extras\n1434256,2024,2024-06-02,Riverside Ground,1,0.1,Durham,Yorkshire,AZ Lees,"
                  "G Clark,MD Fisher,0,0\n", 1,
                  columns=("match_id", "innings", "ball", "striker", "non_striker", "runs_off_bat")),
        FieldFile("Cricsheet's match information in its 'Ashwin' CSV (info,team,...; info,player,...; info,registry)",
                  "version,2.2.0\ninfo,balls_per_over,6\ninfo,team,Durham\n", 1,
                  line=r"\A(?:version,[\d.]+\r?\n)?info,(?:balls_per_over|team|gender|season|date|event|venue|city|"
                       r"toss_winner|match_type),"),
        FieldFile("Cricsheet's people register (identifier, name, unique_name, then a key_ column per source)",
                  "identifier,name,unique_name,key_bcci,key_cricinfo,key_nvplay\n3d284ca3,AZ Lees,AZ Lees,,501798,\n",
                  1, columns=("identifier", "name", "unique_name", "key_cricinfo")),
        FieldFile("a Play-Cricket match detail (its API v2: match_details with league_name, home_club_name, "
                  "away_club_name, the innings)",
                  '{"match_details": [{"id": 6283412, "league_name": "Second XI Championship", "home_club_name": '
                  '"Durham CCC", "away_club_name": "Yorkshire CCC", "innings": []}]}\n', 1,
                  keys=("match_details", "league_name", "home_club_name", "away_club_name")),
        FieldFile("a cricket scorebook typed ball by ball (ball, bowler, batter, runs, extras, out; six fields a line "
                  "that pass for a TREC run's)",
                  "ball bowler batter runs extras out\n0.1 Fisher Lees 0 0 -\n", 1,
                  columns=("ball", "bowler", "batter", "runs", "extras"), lookalike=True),
        FieldFile("a cricket bowling analysis typed as text (Bowler, O, M, R, W, Econ; six fields a line that pass for "
                  "a TREC run's)",
                  "Bowler O M R W Econ\nRaine 4 0 24 3 6.00\n", 1,
                  columns=("Bowler", "O", "M", "R", "W", "Econ"), lookalike=True),
        FieldFile("ICC player ratings typed as text (Pos, Player, Team, Rating; four fields a line that pass for "
                  "qrels')",
                  "Pos Player Team Rating\n1 Root ENG 899\n", 1,
                  columns=("Pos", "Player", "Team", "Rating"), lookalike=True),
    ))
