"""A regional spelling bee's coordinator's and word-list team's files (issue 45's sixty-seventh bar, u67b_):
Merriam-Webster's dictionary API entries and its suggested spellings, ZipGrade's written test exports, a bee's
results table saved as CSV, Anki's notes exported as text, and the round log, the word list and the written test's
scores typed as text.  (Pronunciation MP3s and workbooks are named by the older readers.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

#: a word as the bee spells it: lower case, perhaps with an apostrophe, a hyphen or a blank inside
_WORD = r"[a-z][a-z' -]*"
#: a round log's line: round, turn (never a run's Q0), the speller's badge, the word, the result, the time taken
_ROUND = (r"\d{1,2}[ \t]+(?!0\b)\d{1,3}[ \t]+\S+[ \t]+[a-z][a-z'-]*[ \t]+"
          r"(?i:correct|misspelled|incorrect|eliminated|out|ok)[ \t]+\d{1,2}:\d{2}[ \t]*")
#: a word list's line: the word, its round (never qrels' iteration field), part of speech, the language of origin
_WORD_LINE = (r"[a-z][a-z'-]*[ \t]+(?!0\b)\d{1,2}[ \t]+"
              r"(?i:noun|verb|adjective|adverb|preposition|conjunction|interjection|pronoun)[ \t]+[A-Z][a-z]+[ \t]*")
#: a written test's line: the speller's badge (region, number), the score (never qrels' iteration field 0), the
#: tiebreaker words right, the written rank
_WRITTEN = r"[a-z]\d{2}-\d{3}[ \t]+(?!0\b)\d{1,2}[ \t]+\d{1,2}[ \t]+\d{1,3}[ \t]*"

SPELLING = Field(
    team="a regional spelling bee's coordinator and word-list team (u67b_)",
    advice="give each source's ranking of a round's, bee's or season's spellers (the oral rounds, the written test, "
           "the tiebreaker, the school bees) as a run, the round or bee a query (round:2025-03-08/r07/round3) and "
           "each speller a document (speller:2025/r07-014), the score higher for the better speller: 'ROUND Q0 "
           "SPELLER RANK SCORE SOURCE'; the final placings are the qrels, 'BEE 0 SPELLER GRADE'",
    files=(
        FieldFile("a Merriam-Webster dictionary API entry (JSON: meta, hwi, fl, def, shortdef)",
                  '[{"meta":{"id":"voluminous","stems":["voluminous"]},"hwi":{"hw":"vo*lu*mi*nous"},'
                  '"fl":"adjective","def":[],"shortdef":["having or marked by great volume or bulk"]}]', 1,
                  keys=("meta", "hwi", "fl", "shortdef")),
        FieldFile("a JSON array of words, as Merriam-Webster's dictionary API answers a word it does not know (the "
                  "spellings it suggests)",
                  '["got at","got to","got it","potato","agitato","rotator"]', 1,
                  line=rf'\A\["{_WORD}"(?:,"{_WORD}"){{4,}}'),
        FieldFile("a ZipGrade quiz export (CSV: QuizName, QuizClass, FirstName, LastName, StudentID, Earned Points, "
                  "Possible Points, ..., Key Version, then each question's Stu, PriKey, Points, Mark)",
                  "QuizName,QuizClass,FirstName,LastName,StudentID,CustomID,Earned Points,Possible Points,"
                  "PercentCorrect,QuizCreated,DataExported,Key Version,Stu1,PriKey1,Points1,Mark1\n"
                  "Regional Written Test,Region 7,Anaya,Patel,14,,10,10,100,3-1-2025 0:00,3-8-2025 16:05,1,B,B,1,C\n",
                  1, columns=("QuizName", "QuizClass", "Earned Points", "Possible Points", "Key Version")),
        FieldFile("a spelling bee's results table (CSV: Place, Speller No., Speller, School, Round Out, Word Missed, "
                  "Written Test)",
                  "Place,Speller No.,Speller,School,Round Out,Word Missed,Written Test\n"
                  "1,14,Anaya Patel,Lincoln MS,,,23\n", 1, columns=("Round Out", "Speller", "Word Missed")),
        FieldFile("Anki's notes exported as plain text (its '#separator:tab', '#html:false' header lines, then a note "
                  "a line, its fields at the separator)",
                  "#separator:tab\n#html:false\n#tags column:3\nvoluminous\thaving great volume\tlatin round2\n", 1,
                  line=r"\A#separator:(?:tab|comma|semicolon|space|pipe|colon)\r?\n"),
        FieldFile("a spelling bee's round log typed as text (round, turn, badge, word, result, time; six fields a "
                  "line that pass for a TREC run's)",
                  "3 1 r07-014 ceviche correct 0:41\n3 2 r07-031 bouillabaisse correct 1:02\n", 1,
                  line=rf"\A{_ROUND}\r?\n{_ROUND}$", lookalike=True),
        FieldFile("a spelling bee's word list typed as text (word, round, part of speech, origin; four fields a line "
                  "that pass for qrels')",
                  "voluminous 2 adjective Latin\nceviche 3 noun Spanish\n", 1,
                  line=rf"\A{_WORD_LINE}\r?\n{_WORD_LINE}$", lookalike=True),
        FieldFile("a spelling bee's written test scores typed as text (badge, score, tiebreaker words, rank; four "
                  "fields a line that pass for qrels')",
                  "r07-014 23 4 1\nr07-008 22 5 2\n", 1, line=rf"\A{_WRITTEN}\r?\n{_WRITTEN}$", lookalike=True),
    ))
