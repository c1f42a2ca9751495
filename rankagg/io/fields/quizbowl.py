"""A quiz bowl tournament's stats team's and a league's rankings committee's files (issue 45's forty-sixth bar,
u46b_): SQBS data files, YellowFruit's tournaments, QBJ matches as MODAQ exports them, scoresheets and player stats
typed as text, power rankings and rosters.  (Standings pages, PDFs and workbooks are named by the older readers and
their bytes.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

#: a typed scoresheet's line: tossup number, team, player, tossup points, bonus points, running score
_TOSSUP = r"\d+[ \t]+\S+[ \t]+\S+[ \t]+(?:20|15|10|0|-5)[ \t]+(?:0|10|20|30)[ \t]+-?\d+[ \t]*"
#: a roster's line: team, player, school year (or grade), graduation year
_ROSTER = r"\S+[ \t]+\S+[ \t]+(?:Fr|So|Jr|Sr|Gr|[6-9]|1[0-2])[ \t]+20\d\d[ \t]*"

QUIZBOWL = Field(
    team="a quiz bowl tournament's stats team and a league's rankings committee (u46b_)",
    advice="give each source's ranking of a round's or a bracket's teams (points per game, points per bonus, the "
           "strength of schedule, the committee's poll) as a run, a round, bracket or season a query "
           "(rd:acf-fall-2026@umd/prelim-r03) and each team or player a document (tm:maryland-a), the score higher "
           "for the better team: 'ROUND Q0 TEAM RANK SCORE SOURCE'; the final standings are the qrels, 'ROUND 0 "
           "TEAM GRADE'",
    files=(
        FieldFile("an SQBS data file (.sqbs: the number of teams, then each team's roster size, name and players, "
                  "then the games, a number a line)",
                  "2\n5\nMaryland A\nLena Chen\nSam Ito\n", 1,
                  line=r"\A\d{1,3}\r?\n\d{1,2}\r?\n[A-Za-z][^\n]*\r?\n[A-Za-z][^\n]*\r?\n", outputs=(".sqbs",)),
        FieldFile("a YellowFruit tournament (.yft: QBJ's version and objects, its Tournament object holding YfData)",
                  '{"version": "2.1.1", "objects": [{"YfData": {"YfVersion": "4.0.0"}, "name": "2026 ACF Fall", '
                  '"type": "Tournament"}]}\n', 1,
                  keys=("objects", "version", "YfData"), outputs=(".yft",)),
        FieldFile("a QBJ match (Quiz Bowl JSON, as MODAQ exports a game: tossups_read, match_teams, match_questions)",
                  '{"tossups_read": 20, "match_teams": [{"team": {"name": "Maryland A"}, "bonus_points": 240}], '
                  '"match_questions": [{"question_number": 1}]}\n', 1,
                  keys=("match_teams", "match_questions", "tossups_read"), outputs=(".qbj",)),
        FieldFile("a quiz bowl scoresheet typed as text (tossup number, team, player, tossup points, bonus points "
                  "and the running score; six fields a line that pass for a TREC run's)",
                  "1 Maryland_A L.Chen 15 20 35\n2 Chicago_B O.Haddad 10 10 20\n", 1,
                  line=rf"\A{_TOSSUP}\r?\n{_TOSSUP}$", lookalike=True),
        FieldFile("quiz bowl player stats (player, team, games played, then the powers, tens and negs by their "
                  "values; six fields a line that pass for a TREC run's)",
                  "player team gp 15 10 -5\nLena_Chen Maryland_A 10.0 14 38 6\n", 1,
                  columns=("player", "team", "gp", "10", "-5"), lookalike=True),
        FieldFile("a quiz bowl league's power rankings (Rank, Team, Previous, Record, PPG, PPB, First-place votes, "
                  "Points)",
                  "Rank,Team,Previous,Record,PPG,PPB,First-place votes,Points\n1,Maryland A,2,18-1,392.4,22.10,6,"
                  "148\n", 1,
                  columns=("Rank", "Team", "Previous", "Record", "First-place votes")),
        FieldFile("a quiz bowl roster (team, player, school year and graduation year; four fields a line that pass "
                  "for qrels')",
                  "Maryland_A Lena_Chen Jr 2028\nMaryland_A Sam_Ito So 2029\n", 1,
                  line=rf"\A{_ROSTER}\r?\n{_ROSTER}$", lookalike=True),
    ))
