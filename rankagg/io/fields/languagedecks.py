"""A language-learning app's deck curators' and moderators' files (issue 45's ninety-third bar, u93b_): Anki's deck
and collection packages, the FSRS optimizer's review logs, Tatoeba's sentence exports, xAPI statements loaded in
Python, and the moderators' rating sheets and ballots typed as text, which name a CEFR level (A1 to C2) on every
line.  (Anki's text exports, SRT and WebVTT subtitles, xAPI files and MP3 clips are named by the older readers.)  By
decision the moderators' typed vote tallies (poll, deck, votes for and against) stay undeclared: they hold nothing of
this field's own; their refusals name the file."""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile, ranked_from_the_top

#: a CEFR level, the field's token on a typed sheet's every line
_CEFR = r"(?:A1|A2|B1|B2|C1|C2)"
#: a rating sheet's line: deck or lesson, the language's code (never a run's Q0), level, votes, mean rating, moderator
_RATING = rf"\S+[ \t]+[a-z]{{2,3}}[ \t]+{_CEFR}[ \t]+\d{{1,6}}[ \t]+\d(?:\.\d{{1,2}})?[ \t]+\S+[ \t]*"
#: a ballot's line after its rank: deck or lesson, the language's code, level
_BALLOT = rf"[ \t]+(?!Q0[ \t])\S+[ \t]+[a-z]{{2,3}}[ \t]+{_CEFR}[ \t]*"
#: Tatoeba's date columns: a time, or MySQL's '\N' for none
_WHEN = r"(?:\\N|\d{4}-\d\d-\d\d \d\d:\d\d:\d\d)"

LANGUAGEDECKS = Field(
    team="a language-learning app's deck curators and moderators (u93b_)",
    advice="give each source's ranking of a language's, level's, month's or poll's decks (the learners' retention, "
           "the review logs, the ratings, the moderators' votes) as a run, the slice a query (ranking:es/A2/2024-05) "
           "and each deck, lesson or sentence a document (deck:ankiweb/2141233552), the score higher for the better "
           "deck: 'SLICE Q0 DECK RANK SCORE SOURCE'; the moderators' verdicts are the qrels, 'SLICE 0 DECK GRADE'",
    files=(
        FieldFile("an Anki package (.apkg or .colpkg: a zip whose first member is the collection, collection.anki2 "
                  "or .anki21, SQLite with notes, cards and revlog)",
                  b"PK\x03\x04\x14\x00\x00\x00\x08\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00"
                  b"\x00\x10\x00\x00\x00collection.anki2", 1,
                  magic=b"PK\x03\x04", line=r"\APK\x03\x04[\x00-\xff]{26}collection\.anki2"),
        FieldFile("an FSRS review log (revlog.csv as the FSRS optimizer reads it: card_id, review_time, review_rating, "
                  "review_state, review_duration)",
                  "card_id,review_time,review_rating,review_state,review_duration\n"
                  "1716201453001,1716290000123,3,0,6120\n", 1,
                  columns=("card_id", "review_time", "review_rating")),
        FieldFile("Tatoeba's sentences export (sentences_detailed.csv: tabs, no header; id, language, text, user, "
                  "when added, when modified, '\\N' for none)",
                  "1276\teng\tLet's try something.\tCK\t\\N\t2010-10-24 23:49:37\n", 1,
                  line=rf"\A\d+\t(?:[a-z]{{3}}|\\N)\t[^\t\n]+\t[^\t\n]*\t{_WHEN}\t{_WHEN}[ \t]*\r?$"),
        FieldFile("xAPI statements (a learning record store's StatementResult: statements, each an actor, a verb, an "
                  "object and a result; then more)",
                  '{"statements":[{"id":"9e6b3c2a","actor":{"name":"learner 5512"},"verb":{"id":'
                  '"http://adlnet.gov/expapi/verbs/answered"},"object":{"id":"https://decks.example.org/cards/1"}}],'
                  '"more":""}\n', 1, keys=("statements", "actor", "verb", "object")),
        FieldFile("a moderators' rating sheet typed as text (deck, language, CEFR level, votes, mean rating, "
                  "moderator; six fields a line that pass for a TREC run's)",
                  "deck:ankiweb/2141233552 es A2 41 4.6 mod_lucia\ndeck:ankiweb/1880390523 es A2 37 4.4 mod_lucia\n",
                  1, line=rf"\A{_RATING}\r?\n{_RATING}$", lookalike=True),
        FieldFile("a moderator's ballot typed as text (rank, deck, language, CEFR level; four fields a line that pass "
                  "for qrels')",
                  "1 deck:ankiweb/2141233552 es A2\n2 deck:ankiweb/1880390523 es A2\n", 1,
                  line=ranked_from_the_top(_BALLOT), lookalike=True),
    ))
