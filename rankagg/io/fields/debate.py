"""A university debating society's tab team's and a league's rankings committee's files (issue 45's fiftieth bar,
u50b_): Tabbycat's ballots as its API answers them and its importer's speakers and adjudicators tables, DebateXML
archives, Tabroom.com's results XML, and speaker tabs, British Parliamentary ballots and break lists typed as text.
(Ballot PDFs and photos are named by the older readers and their bytes.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

#: a BP ballot's line: round, room, position (OG, OO, CG, CO), team, rank (1 to 4), the team's speaker points
_BP = r"\S+[ \t]+\S+[ \t]+(?:OG|OO|CG|CO)[ \t]+\S+[ \t]+[1-4][ \t]+\d{2,3}(?:\.\d+)?[ \t]*"
#: a break list's line: rank, team, team points, speaker points (a tournament's sum: four digits, or three with a
#: decimal; an agility club's standings, 'place team height points', are no break list: u60b_season_standings_as_qrels)
_BREAK = r"\d+[ \t]+\S+[ \t]+\d{1,2}[ \t]+(?:\d{4}(?:\.\d+)?|\d{3}\.\d+)[ \t]*"

DEBATE = Field(
    team="a university debating society's tab team and a league's rankings committee (u50b_)",
    advice="give each source's ranking of a round's or a bracket's teams or speakers (team points, speaker scores, "
           "the adjudicators' feedback, the committee's ranking) as a run, a round, bracket or week a query "
           "(rd:r3/open) and each team or speaker a document (team:lse-a), the score higher for the stronger one: "
           "'ROUND Q0 TEAM RANK SCORE SOURCE'; the break is the qrels, 'ROUND 0 TEAM GRADE'",
    files=(
        FieldFile("a Tabbycat ballot as its API answers it (result with its sheets, participant_submitter, "
                  "submitter_type, confirmed)",
                  '{"id": 1, "result": {"sheets": [{"teams": [{"side": "og", "points": 3}]}]}, '
                  '"participant_submitter": null, "submitter_type": "T", "confirmed": true}\n', 1,
                  keys=("result", "participant_submitter", "submitter_type", "confirmed")),
        FieldFile("Tabbycat's speakers import (name, institution, team_name, use_institution_prefix)",
                  "name,institution,team_name,use_institution_prefix,gender,pronoun,email\n"
                  "Ada Okafor,London School of Economics,A,1,F,she,ada.okafor@example.ac.uk\n", 1,
                  columns=("name", "institution", "team_name", "use_institution_prefix")),
        FieldFile("Tabbycat's adjudicators import (name, institution, test_score, institution_conflicts, "
                  "adj_conflicts)",
                  "name,institution,test_score,institution_conflicts,team_conflicts,adj_conflicts,adj_core\n"
                  "Mei Chen,King's College London,5,,LSE A,,1\n", 1,
                  columns=("name", "institution", "test_score", "institution_conflicts", "adj_conflicts")),
        FieldFile("a DebateXML archive (a tournament's rounds, debates, ballots and participants)",
                  '<?xml version="1.0" encoding="utf-8"?>\n<tournament name="LSE Open 2026" style="bp">\n'
                  '  <round name="Round 3" elimination="false">\n    <debate id="D12" venue="V3">\n', 2,
                  root="tournament", marks=("<round ", "<debate ")),
        FieldFile("Tabroom.com's results XML (TOURNAMENTRESULTS: TOURN, EVENT, ENTRY, ROUND, PANEL, BALLOT)",
                  '<?xml version="1.0" encoding="UTF-8"?>\n<TOURNAMENTRESULTS>\n  <TOURN TOURNNAME="Week 4"/>\n', 2,
                  root="TOURNAMENTRESULTS"),
        FieldFile("a debating speaker tab typed as text (rank, speaker, team, a score a round, total; six fields a "
                  "line that pass for a TREC run's)",
                  "Rank Speaker Team R1 R2 Total\n1 A.Okafor LSE-A 78 79 157\n", 1,
                  columns=("Rank", "Speaker", "Team", "Total"), lookalike=True),
        FieldFile("a BP ballot typed as text (round, room, position, team, rank and speaker points; six fields a line "
                  "that pass for a TREC run's)",
                  "R3 NAB-2.04 OG LSE-A 1 155\nR3 NAB-2.04 OO Durham-A 3 148\n", 1,
                  line=rf"\A{_BP}\r?\n{_BP}$", lookalike=True),
        FieldFile("a debating tournament's break list typed as text (rank, team, team points, speaker points; four "
                  "fields a line that pass for qrels')",
                  "1 LSE-A 13 1231.5\n2 Oxford-B 12 1224.0\n", 1,
                  line=rf"\A{_BREAK}\r?\n{_BREAK}$", lookalike=True),
    ))
