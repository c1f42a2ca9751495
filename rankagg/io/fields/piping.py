"""A pipe band association's results office's and a solo piping competition's steward's files (issue 45's
sixty-sixth bar, u66b_): PipeScore's scores, Bagpipe Player's and Bagpipe Music Writer's tunes, a Champion of
Champions table saved as CSV, and the summary sheets, the draw and the solo prize list typed as text.  (ABC tunes,
MIDI files and workbooks are named by the older readers.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

#: a summary sheet's line: grade, band (never a run's Q0), the two piping judges', the drumming judge's and the
#: ensemble judge's placings
_SUMMARY = (r"G(?:rade ?)?[1-5][AB]?[ \t]+(?!Q0\b|0\b)[A-Za-z][\w'-]*[ \t]+\d{1,2}[ \t]+\d{1,2}[ \t]+\d{1,2}[ \t]+"
            r"\d{1,2}[ \t]*")
#: a draw's line: order, time on the line (never qrels' iteration field), band, arena
_DRAW = r"\d{1,3}[ \t]+\d{1,2}:\d{2}[ \t]+[A-Za-z][\w'-]*[ \t]+\d{1,2}[ \t]*"
#: a solo prize list's line: the event (a piping event's name), place (never qrels' iteration field 0), piper,
#: points
_PRIZE = (r"(?i:[\w-]*(?:msr|march|strathspey|reel|piobaireachd|jig|hornpipe|medley|drumming)[\w-]*)[ \t]+"
          r"(?!0\b)\d{1,2}[ \t]+[a-z]+(?:-[a-z]+)+[ \t]+\d{1,2}[ \t]*")

PIPING = Field(
    team="a pipe band association's results office and a solo piping competition's steward (u66b_)",
    advice="give each adjudicator's ranking of a contest's, grade's or season's bands or pipers (the two piping "
           "judges, drumming, ensemble, the championship points) as a run, the contest a query "
           "(contest:2025-05-17/british/grade1) and each band a document (band:grade1/inveraray-district), the score "
           "higher for the better band (a placing negated): 'CONTEST Q0 BAND RANK SCORE JUDGE'; the prize list is "
           "the qrels, 'CONTEST 0 BAND GRADE'",
    files=(
        FieldFile("a PipeScore score (JSON as PipeScore downloads it: version, scoreName, landscape, "
                  "showNumberOfPages, tunes of staves, bars and notes, settings)",
                  '{"version":"v3","scoreName":"Highland Wedding","landscape":true,"showNumberOfPages":true,'
                  '"tunes":[],"settings":{"bpm":80}}', 1,
                  keys=("scoreName", "showNumberOfPages", "landscape", "tunes"), outputs=(".pipescore",)),
        FieldFile("a Bagpipe Player or Bagpipe Music Writer tune (.bww: its 'Bagpipe Reader:1.0' or 'Bagpipe Music "
                  "Writer Gold:1.0' line, the MIDI note and font mappings, the title lines, the staves)",
                  "Bagpipe Reader:1.0\n\nMIDINoteMappings,(55,57,59,60,62,64,65,67,69)\nTuneTempo,90\n", 1,
                  line=r"\ABagpipe (?:Reader|Music Writer Gold|Musicworks Gold):\d", outputs=(".bww",)),
        FieldFile("a pipe band association's Champion of Champions table (CSV: Position, Band, Grade, the majors' "
                  "points British, UK, European, Scottish, World's, Total)",
                  "Position,Band,Grade,British,UK,European,Scottish,World's,Total\n"
                  "1,Inveraray & District,1,15,13,15,13,15,71\n", 1,
                  columns=("Band", "Grade", "British", "European", "World's")),
        FieldFile("a pipe band contest's summary sheet typed as text (grade, band, two piping, drumming and ensemble "
                  "placings; six fields a line that pass for a TREC run's)",
                  "G1 inveraray-district 1 2 1 2\nG1 field-marshal-montgomery 2 1 3 1\n", 1,
                  line=rf"\A{_SUMMARY}\r?\n{_SUMMARY}$", lookalike=True),
        FieldFile("a pipe band contest's draw typed as text (order, time, band, arena; four fields a line that pass "
                  "for qrels')",
                  "1 10:30 closkelt 1\n2 10:42 scottishpower 1\n", 1, line=rf"\A{_DRAW}\r?\n{_DRAW}$", lookalike=True),
        FieldFile("a solo piping competition's prize list typed as text (event, place, piper, points; four fields a "
                  "line that pass for qrels')",
                  "a-grade-msr 1 ewan-macrae 7\na-grade-msr 2 iona-drummond 5\n", 1,
                  line=rf"\A{_PRIZE}\r?\n{_PRIZE}$", lookalike=True),
    ))
