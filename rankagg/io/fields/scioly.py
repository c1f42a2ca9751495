"""A Science Olympiad state tournament's scoring director's and a school team's coaches' files (issue 45's
sixty-third bar, u63b_): SciolyFF results files, duosmium.org's tournaments index, Duosmium Scoring's raw scores and
event exports and its results template, and the supervisors' score sheets, the event schedule and the coaches'
practice test logs typed as text.  (Awards slides' PDFs are named by the older readers.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

#: Science Olympiad's events, as a team's spreadsheet names them (lower case, words joined by '-' or '_')
_EVENT = (r"(?:codebusters|forensics|robot[-_]tour|hovercraft|anatomy[-_]and[-_]physiology|astronomy|fossils|"
          r"disease[-_]detectives|dynamic[-_]planet|ecology|entomology|optics|chemistry[-_]lab|materials[-_]science|"
          r"microbe[-_]mission|geologic[-_]mapping|wind[-_]power|write[-_]it[-_]do[-_]it|experimental[-_]design|"
          r"air[-_]trajectory|bungee[-_]drop|electric[-_]vehicle|helicopter|tower|engineering[-_]cad)")
#: a score sheet's line: team number, school, raw score (or a status), tier, tiebreaker, rank
_SHEET = r"[ABC]\d{1,3}[ \t]+\S+[ \t]+(?:\d+(?:\.\d+)?|P|NS|DQ)[ \t]+\d[ \t]+\d{1,2}[ \t]+\d{1,3}[ \t]*"
#: a schedule's line: block, start (HHMM), event, room
_SCHEDULE = rf"\d{{1,2}}[ \t]+(?:[01]\d|2[0-3])[0-5]\d[ \t]+{_EVENT}[ \t]+\d{{2,4}}[ \t]*"
#: a practice test's line: student, event, test, score
_PRACTICE = rf"\S+[ \t]+{_EVENT}[ \t]+\S+[ \t]+\d{{1,4}}(?:\.\d+)?[ \t]*"

SCIOLY = Field(
    team="a Science Olympiad state tournament's scoring director and a school team's coaches (u63b_)",
    advice="give each source's ranking of an event's or tournament's teams (event placings, raw scores, season "
           "averages, practice tests; a placing negated, low wins) as a run, the event a query "
           "(ev:2025-04-26_OH_states_c/codebusters) and each team a document (team:C12/mason), the score higher for "
           "the better: 'EVENT Q0 TEAM RANK SCORE SOURCE'; the official results are the qrels, 'EVENT 0 TEAM GRADE'",
    files=(
        FieldFile("a SciolyFF results file (YAML: Tournament, Events, Teams, Placings; duosmium.org's results)",
                  "Tournament:\n  location: Ohio State University\n  state: OH\n  level: States\nEvents:\n"
                  "- name: Codebusters\nTeams:\n- number: 1\n  school: Solon High School\n", 1,
                  line=r"\ATournament:[ \t]*\r?\n[ \t]+\S", marks=("Events:", "Teams:")),
        FieldFile("Duosmium's tournaments index (duosmium.org's JSON: a tournament each with filename, keywords, "
                  "bgColor, official, preliminary, the teams placed and the events)",
                  '[ { "filename": "2025-04-26_OH_states_c", "keywords": "ohio state", "bgColor": "#24636b", '
                  '"official": true, "preliminary": false } ]\n', 1,
                  keys=("filename", "keywords", "bgColor", "preliminary")),
        FieldFile("an event's scores from Duosmium Scoring (CSV: Team #, Team, Raw Score, Tier, Tiebreak, Status, "
                  "Ranking, Notes)",
                  "Team #,Team,Raw Score,Tier,Tiebreak,Status,Ranking,Notes\n"
                  "1,Solon High School,38.62,1,,COMPETED,2,\n", 1,
                  columns=("Team #", "Raw Score", "Tier", "Tiebreak", "Status", "Ranking")),
        FieldFile("Duosmium Scoring's raw scores export (CSV: Team #, Team, then a Science Olympiad event a column)",
                  "Team #,Team,Codebusters,Forensics,Robot Tour\n1,Solon High School,4213,88.5,38.62\n", 1,
                  columns=("Team #", "Team"),
                  cell=r"^(?:codebusters|forensics|robot tour|anatomy and physiology|astronomy|fossils|"
                       r"disease detectives|dynamic planet|ecology|entomology|optics|chemistry lab|wind power)$"),
        FieldFile("Duosmium's results template as CSV (a first row '3,,,', the tournament's row: location, state, "
                  "level, division, year, dates; then the events)",
                  "3,,,,,,,,,,,,,,\n,,Ohio State University,OH,States,C,2025,2025-04-26,2025-04-26,,,,,,\n", 1,
                  line=r"\A\d,{10,}[ \t]*\r?\n,,[^,\n]+,[A-Z]{2},(?:Invitational|Regionals|States|Nationals),[ABC],"
                       r"\d{4},"),
        FieldFile("a Science Olympiad event's score sheet typed as text (team number, school, raw score, tier, "
                  "tiebreaker, rank; six fields a line that pass for a TREC run's)",
                  "C44 hudson 38.62 1 1 1\nC01 solon 38.62 1 0 2\n", 1,
                  line=rf"\A{_SHEET}\r?\n{_SHEET}$", lookalike=True),
        FieldFile("a Science Olympiad tournament's event schedule typed as text (block, start, event, room; four "
                  "fields a line that pass for qrels')",
                  "1 0800 codebusters 131\n1 0800 robot-tour 2105\n", 1,
                  line=rf"\A{_SCHEDULE}\r?\n{_SCHEDULE}$", lookalike=True),
        FieldFile("a Science Olympiad team's practice test log typed as text (student, event, test, score; four "
                  "fields a line that pass for qrels')",
                  "kim codebusters mit-2025 412\nlee codebusters mit-2025 412\n", 1,
                  line=rf"\A{_PRACTICE}\r?\n{_PRACTICE}$", lookalike=True),
    ))
