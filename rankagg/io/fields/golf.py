"""A golf club's tournament committee's and a tour's statistics team's files (issue 45's forty-second bar, u42b_):
Golf Genius's WHS results export, PGA TOUR ShotLink shot files, TrackMan sessions, GHIN score histories,
Sportradar's golf feeds (tee times, the World Golf Ranking), Golfmetrics's strokes-gained shots, and the committee's
WHS score records, hole-by-hole scorecards and Stableford sheets.  (FIT rounds and PDFs are named by their bytes.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

GOLF = Field(
    team="a golf club's tournament committee and a tour's statistics team (u42b_)",
    advice="give each source's ranking of a round's players (the net leaderboard, the Stableford points, the strokes "
           "gained, the committee's order of merit) as a run, a tournament round a query (evt:club-champ-2026/r1) "
           "and each player a document by handicap number and name (plyr:4417862/hansen-t), the score higher for "
           "the better round: 'ROUND Q0 PLAYER RANK SCORE SOURCE'; the prize list is the qrels, 'ROUND 0 PLAYER "
           "GRADE'",
    files=(
        FieldFile("Golf Genius's 'Export Results for WHS' (Tournament Local UID, Player Local UID, Organizing Golf "
                  "ID, Tournament Name, Round Date, ...: a row per player and round)",
                  "Tournament Local UID,Player Local UID,Organizing Golf ID,Tournament Name,Round Date,Round Number\n"
                  "8812045531,MC-0417,8023,Championnat du Club 2026,20261114,1\n", 1,
                  columns=("Tournament Local UID", "Player Local UID", "Organizing Golf ID")),
        FieldFile("a PGA TOUR ShotLink shot file (';'-separated: Tour Code, Tour Description, Year, Tourn.#, "
                  "Player #, ...: a row per stroke)",
                  "Tour Code;Tour Description;Year;Tourn.#;Player #;Course #;Hole;Shot\n"
                  "R;PGA TOUR;2026;475;46046;656;1;1\n", 1,
                  columns=("Tour Code", "Tour Description", "Tourn.#", "Player #")),
        FieldFile("a TrackMan session export (Date, Player, Club, Club Speed, ..., Smash Factor, Carry: a row per "
                  "shot, its units in the row under the header)",
                  "Date,Player,Club,Club Speed,Attack Angle,Dyn. Loft,Ball Speed,Smash Factor,Carry\n"
                  ",,,[mph],[deg],[deg],[mph],,[yds]\n", 1,
                  columns=("Club Speed", "Ball Speed", "Smash Factor")),
        FieldFile("a GHIN score history (recent_scores, revision_scores: each score's adjusted_gross_score, "
                  "course and slope rating and differential)",
                  '{"recent_scores": {"scores": [{"id": 912345678, "adjusted_gross_score": 70, "differential": '
                  '-2.1}]}, "revision_scores": {"scores": []}}\n', 1,
                  keys=("recent_scores", "revision_scores", "scores")),
        FieldFile("a Sportradar golf feed (its XML: tournament, round, course, pairing, player, in the "
                  "feed.elasticstats.com golf schema)",
                  '<?xml version="1.0" encoding="UTF-8"?>\n<tournament xmlns="http://feed.elasticstats.com/schema/'
                  'golf/tournament/teetime-v3.0.xsd" id="231bafc7" name="County Open">\n  <round number="1"/>\n'
                  '</tournament>\n', 2, root="tournament", marks=("elasticstats.com/schema/golf",)),
        FieldFile("Sportradar's World Golf Ranking feed (the ranking's players, each with rank, prior_rank, "
                  "abbr_name and statistics)",
                  '{"id": "304406bf", "name": "World Golf Ranking", "alias": "WGR", "players": [{"id": "6db3e736", '
                  '"rank": 1, "prior_rank": 1, "abbr_name": "S.Scheffler"}]}\n', 1,
                  keys=("players", "prior_rank", "abbr_name")),
        FieldFile("a Golfmetrics strokes-gained export (roundid, uid, golfername, ..., prosg, scrsg: a row per shot)",
                  "roundid,uid,username,golfername,date,course,round,score,holeid,hnum,shotid,stroke,prosg,scrsg\n"
                  "58211,coach@club.example,Tor Hansen,Tor Hansen,2026-11-14,Royal Oak,1,70,1048321,1,9120331,1,"
                  "0.08,0.21\n", 1,
                  columns=("roundid", "golfername", "prosg", "scrsg")),
        FieldFile("a World Handicap System score record (date, handicap number, course rating, slope rating, "
                  "adjusted gross score and differential; six fields a line that pass for a TREC run's)",
                  "date ghin course_rating slope_rating adjusted_gross_score differential\n"
                  "2026-11-14 4417862 72.4 131 70 -2.1\n", 1,
                  columns=("course_rating", "slope_rating"), cell=r"^adjusted[ _]gross", lookalike=True),
        FieldFile("a golf scorecard, hole by hole (player, round, hole, par, strokes and putts; six fields a line "
                  "that pass for a TREC run's)",
                  "player round hole par strokes putts\nhansen-t R1 1 5 4 1\n", 1,
                  columns=("player", "hole", "par", "strokes"), lookalike=True),
        FieldFile("a Stableford sheet (player, round, hole and Stableford points; four fields a line that pass for "
                  "qrels')",
                  "player round hole stableford_points\nhansen-t 1 1 3\n", 1,
                  columns=("player", "hole"), cell=r"^stableford", lookalike=True),
    ))
