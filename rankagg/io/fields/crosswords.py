"""A crossword tournament's scoring team's and a puzzle editor's test-solving panel's files (issue 45's forty-ninth
bar, u49a_): Across Lite puzzles, ipuz documents, Crossword Compiler's JPZ (as XML and zipped), xd crosswords, word
lists with scores, ACPT-style scoring sheets, online solving services' leaderboards, and standings, test-solve logs
and difficulty ratings typed as text.  (A leaderboard as JSON is named by the older readers.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile, stored_member

#: a scored word list's line: the entry, a semicolon, its score
_WORD_SCORE = r"[A-Za-z][A-Za-z' -]*;\d{1,3}[ \t]*"

CROSSWORDS = Field(
    team="a crossword tournament's scoring team and a puzzle editor's test-solving panel (u49a_)",
    advice="give each source's ranking of a puzzle's or a division's solvers (the tournament's scoring, the online "
           "solve times, the test-solvers' marks) as a run, a puzzle and division a query (acpt26:p5/div-a) and "
           "each solver a document (solver:0412/ada-quill), the score higher for the better solve: 'PUZZLE Q0 "
           "SOLVER RANK SCORE SOURCE'; the final standings are the qrels, 'PUZZLE 0 SOLVER GRADE'",
    files=(
        FieldFile("an Across Lite puzzle (.puz: a checksum, then 'ACROSS&DOWN', the version, the grid and the clues)",
                  b"W\xc4ACROSS&DOWN\x00\x00bI\xdd\x11z#\xd9\x96M1.3\x00\x00\x00", 0,
                  magic=b"ACROSS&DOWN\x00", magic_at=2),
        FieldFile("an ipuz puzzle (JSON: version, kind, dimensions, puzzle, solution, clues)",
                  '{"version": "http://ipuz.org/v2", "kind": ["http://ipuz.org/crossword#1"], "dimensions": '
                  '{"width": 3, "height": 3}, "puzzle": [[1, 2, 3]], "solution": [["C", "A", "T"]]}\n', 1,
                  keys=("dimensions", "puzzle", "solution", "kind", "version"), outputs=(".ipuz",)),
        FieldFile("a Crossword Compiler puzzle (JPZ: crossword-compiler-applet, rectangular-puzzle, grid, words, "
                  "clues)",
                  '<?xml version="1.0" encoding="UTF-8"?>\n<crossword-compiler-applet xmlns="http://crossword.info/'
                  'xml/crossword-compiler">\n<rectangular-puzzle>\n', 2,
                  root="crossword-compiler-applet", outputs=(".jpz",)),
        FieldFile("a Crossword Compiler puzzle as XML (JPZ: crossword-compiler, rectangular-puzzle)",
                  '<?xml version="1.0" encoding="UTF-8"?>\n<crossword-compiler xmlns="http://crossword.info/xml/'
                  'crossword-compiler">\n<rectangular-puzzle>\n', 2,
                  root="crossword-compiler"),
        FieldFile("a zipped JPZ (a zip archive holding a Crossword Compiler puzzle's XML)",
                  stored_member(b"puzzle.xml", b'<?xml version="1.0" encoding="UTF-8"?>\n<crossword-compiler-applet '
                                b'xmlns="http://crossword.info/xml/crossword-compiler">\n', 0x4800, 0x5C6E), 0,
                  magic=b"PK\x03\x04",
                  line=r"\APK\x03\x04[\x00-\xff]{26}[ -~]{1,200}?\.xml<\?xml[^>]*>\s*<crossword-compiler"),
        FieldFile("a crossword word list with scores (Crossfire's and the community lists' 'WORD;score' lines)",
                  "AAH;50\nABACI;40\nACAI;60\n", 1,
                  line=rf"\A{_WORD_SCORE}\r?\n{_WORD_SCORE}$"),
        FieldFile("an xd crossword (Title:, Author:, Editor: headers, the grid, then 'A1. clue ~ ANSWER' lines)",
                  "Title: ACPT 2026 Puzzle 1\nAuthor: R. Calder\nEditor: M. Ostrow\n\n\nCAT\nORE\n", 1,
                  line=r"\ATitle: [^\n]*\r?\nAuthor: [^\n]*\r?\n(?:Editor|Copyright|Date): "),
        FieldFile("an ACPT-style scoring sheet (Rank, Badge, Name, Division, a score a puzzle P1 to P7, Total)",
                  "Rank,Badge,Name,Division,P1,P2,P3,P4,P5,P6,P7,Total\n1,0412,Ada Quill,A,1505,1680,1830,1555,"
                  "2140,1720,1985,12415\n", 1,
                  columns=("Badge", "Division", "P1", "Total")),
        FieldFile("an online solving service's leaderboard (rank, username, puzzle, solve_time, errors, checks, "
                  "reveals, score)",
                  "rank,username,puzzle,solve_time,errors,checks,reveals,score\n1,adaq,p3-express,4:12,0,0,0,1780\n",
                  1, columns=("username", "solve_time", "checks", "reveals")),
        FieldFile("a crossword tournament's standings typed as text (rank, solver, division, clean grids, score, city; "
                  "six fields a line that pass for a TREC run's)",
                  "Rank Solver Div Clean Score City\n1 Ada_Quill A 7 12415 Brooklyn\n", 1,
                  columns=("Rank", "Solver", "Div", "Clean", "Score"), lookalike=True),
        FieldFile("a puzzle editor's test-solve log (puzzle, solver, date, errors, seconds, difficulty; six fields a "
                  "line that pass for a TREC run's)",
                  "puzzle solver date errors seconds difficulty\nsat-0314 rachel 2026-03-10 0 1412 4\n", 1,
                  columns=("puzzle", "solver", "errors", "seconds", "difficulty"), lookalike=True),
        FieldFile("test-solvers' difficulty ratings (puzzle, solver, seconds, rating; four fields a line that pass for "
                  "qrels')",
                  "puzzle solver seconds rating\nsat-0314 rachel 1412 4\n", 1,
                  columns=("puzzle", "solver", "seconds", "rating"), lookalike=True),
    ))
