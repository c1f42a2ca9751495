"""A film festival's programmers' and jury secretariat's files (issue 45's seventy-fifth bar, u75a_): FilmFreeway's
submissions export, TMDB's movie details, and the audience ballot count typed as text (its screenings' codes).
(Letterboxd's and IMDb's exports, subtitles and a DCP's files are named by the older readers.)  By decision the
screeners' typed score sheets (a film's number, initials, three marks, their mean) and a juror's typed ballot (juror,
rank, a film's number, its title as a slug) are undeclared: they hold nothing of this field's own, and had told an
astronomy club's judges' sheet and a committee member's ballot a film festival's (u93a_score_sheet_as_run,
u93a_committee_ballot_as_run); their refusals name the file and line."""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

#: an audience ballot count's line: screening, the film's number, ballots, the top two marks' counts, the mean mark
_AUDIENCE = r"[A-Z]{2}\d{2}-[A-Z]{3}\d[ \t]+\d{3,5}(?:[ \t]+\d{1,5}){3}[ \t]+\d\.\d{1,2}[ \t]*"

FILMFESTIVAL = Field(
    team="a film festival's programmers and jury secretariat (u75a_)",
    advice="give each source's ranking of a section's, round's or award's films (the screeners' scores, the jurors' "
           "ballots, the audience's votes, the programmers' picks) as a run, the section a query "
           "(section:2026/intl-feature) and each film a document (film:2026/intl-feature/0417), the score higher for "
           "the better film: 'SECTION Q0 FILM RANK SCORE SOURCE'; the jury's decisions are the qrels, "
           "'SECTION 0 FILM GRADE'",
    files=(
        FieldFile("FilmFreeway's submissions export (CSV: Tracking Number, Project Title, Project Type, Duration, ..., "
                  "Submission Categories, Submission Status, Judging Status)",
                  "Tracking Number,Project Title,Project Type,Duration,Submission Categories,Submission Status,"
                  "Judging Status\nFF26-0417,The Quiet Harbour,Feature,01:42:10,International Feature Competition,"
                  "Complete,Selected\n", 1,
                  columns=("Tracking Number", "Project Title", "Submission Categories", "Judging Status")),
        FieldFile("TMDB's movie details (JSON from its API: adult, backdrop_path, belongs_to_collection, budget, "
                  "genres, id, imdb_id, origin_country, ...)",
                  '{"adult":false,"backdrop_path":"/r4kXz2Jq1m0Wb8tB6yF3nHc9sPd.jpg","belongs_to_collection":null,'
                  '"budget":2400000,"id":1289417,"imdb_id":"tt31847720","origin_country":["NO"]}\n', 1,
                  keys=("backdrop_path", "belongs_to_collection", "imdb_id", "origin_country")),
        FieldFile("a film festival's audience ballot count typed as text (screening, film number, ballots, counts, the "
                  "mean mark; six fields a line that pass for a TREC run's)",
                  "IF03-CIN1 0417 412 251 118 4.41\nIF03-CIN1 0388 367 164 139 4.12\n", 1,
                  line=rf"\A{_AUDIENCE}\r?\n{_AUDIENCE}$", lookalike=True),
    ))
