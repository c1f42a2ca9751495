"""A public library network's readers' advisory staff's, acquisitions team's and book clubs' files (issue 45's
eighty-eighth bar, u88b_): Goodreads' and The StoryGraph's library exports, Koha's report downloads, Open Library's
search answers, EPUB e-books, and the staff's top-ten lists and the clubs' ballots and tallies as typed.  (MARC 21,
MARCXML and ONIX are named by the library readers.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import NAME_FIELD, Field, FieldFile, ranked_from_the_top, stored_member

#: an ISBN-13 as a list types it (978 or 979, ten more digits)
_ISBN = r"97[89]\d{10}"
#: a top ten's line after its rank: ISBN-13, author, genre, checkouts, holds
_TOP_TEN = rf"[ \t]+{_ISBN}[ \t]+{NAME_FIELD}[ \t]+[A-Za-z][\w-]*[ \t]+\d{{1,6}}[ \t]+\d{{1,6}}[ \t]*"
#: a tally's line after its place: ISBN-13, author, first choices, second choices, points
_TALLY = rf"[ \t]+{_ISBN}[ \t]+{NAME_FIELD}[ \t]+\d{{1,4}}[ \t]+\d{{1,4}}[ \t]+\d{{1,5}}[ \t]*"
#: a ballot's line: the member, ISBN-13, the rank given, the points
_BALLOT = rf"[A-Za-z][\w.'-]*[ \t]+{_ISBN}[ \t]+\d{{1,3}}[ \t]+\d{{1,3}}[ \t]*"

LIBRARIES = Field(
    team="a public library network's readers' advisory staff, acquisitions team and book clubs (u88b_)",
    advice="give each source's ranking of a branch's, genre's, month's or club's books (the circulation counts, the "
           "holds queue, the readers' reviews, the club's votes) as a run, the list a query "
           "(branch:central/2024-05/checkouts) and each book a document (work:openlibrary/OL20893680W), the score "
           "higher for the book to feature first: 'LIST Q0 BOOK RANK SCORE SOURCE'; the staff's verdicts are the "
           "qrels, 'LIST 0 BOOK GRADE'",
    files=(
        FieldFile("Goodreads' library export (CSV: Book Id, Title, Author, Author l-f, ..., My Rating, Average Rating, "
                  "..., Exclusive Shelf)",
                  "Book Id,Title,Author,Author l-f,ISBN13,My Rating,Exclusive Shelf\n54493401,Project Hail Mary,Andy "
                  'Weir,"Weir, Andy","=""9780593135204""",5,read\n', 1,
                  columns=("Book Id", "Author l-f", "Exclusive Shelf")),
        FieldFile("The StoryGraph's library export (CSV: Title, Authors, Contributors, ISBN/UID, Format, Read Status, "
                  "..., Moods, Pace, ..., Star Rating)",
                  "Title,Authors,ISBN/UID,Format,Read Status,Moods,Pace,Star Rating\nPiranesi,Susanna Clarke,"
                  '9781635575637,hardcover,read,"mysterious, reflective",medium,4.5\n', 1,
                  columns=("ISBN/UID", "Read Status", "Moods", "Pace")),
        FieldFile("a Koha report's download (CSV whose header names Koha's columns: biblionumber, branchcode, ...)",
                  'branchcode,biblionumber,title,author,checkouts,holds\nCPL,48213,Project Hail Mary,"Weir, Andy",87,'
                  "23\n", 1, columns=("biblionumber", "branchcode")),
        FieldFile("Open Library's search answer (JSON: numFound, start, docs with each work's key, title, "
                  "author_name)",
                  '{"numFound":1,"start":0,"docs":[{"key":"/works/OL20893680W","title":"Project Hail Mary"}]}\n', 1,
                  keys=("docs", "numFound", "start", "key")),
        FieldFile("an EPUB e-book (a zip whose first member, stored, is mimetype 'application/epub+zip')",
                  stored_member(b"mimetype", b"application/epub+zip", 0, 0x5821), 0,
                  magic=b"mimetypeapplication/epub+zip", magic_at=30),
        FieldFile("a library's top ten typed as text (rank, ISBN-13, author, genre, checkouts, holds; six fields a "
                  "line that pass for a TREC run's)",
                  "1 9780593135204 Weir scifi 87 23\n2 9780593321201 Zevin literary 74 31\n", 1,
                  line=ranked_from_the_top(_TOP_TEN), lookalike=True),
        FieldFile("a book club's vote tally typed as text (place, ISBN-13, author, first choices, second choices, "
                  "points; six fields a line that pass for a TREC run's)",
                  "1 9781984880963 Osman 7 3 27\n2 9781635575637 Clarke 4 6 24\n", 1,
                  line=ranked_from_the_top(_TALLY), lookalike=True),
        FieldFile("a book club member's ballot typed as text (member, ISBN-13, rank, points; four fields a line that "
                  "pass for qrels')",
                  "MK 9781984880963 1 3\nMK 9781635575637 2 2\n", 1,
                  line=rf"\A{_BALLOT}\r?\n{_BALLOT}$", lookalike=True),
    ))
