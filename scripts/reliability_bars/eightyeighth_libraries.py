"""Issue 45's eighty-eighth bar of scripts/reliability_matrix.py, a public library network's readers' advisory staff,
acquisitions team and book clubs, ranking books per branch, genre, month and club from circulation counts, holds,
reviews, publishers' metadata and the clubs' votes (its cases, ids ``u88b_``, registered in its ``cases()``); the
mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.  (Written by a persona
session, before any of its recognisers existed.)

The team's day: a branch's month of checkouts, a genre's holds, a club's ballot is a query
(``branch:central/2024-05/checkouts``, ``genre:scifi/2024-05/holds``, ``club:tuesday-mysteries/2024/ballot``) and each
book a document (``work:openlibrary/OL20893680W``, the id space, then Open Library's work id); the runs are the ILS's
circulation counts, its holds queue, readers' reviews and the clubs' votes, turned to scores in [0, 1] at four
decimals.  They are fused with RRF, Borda and CombSUM, the circulation counts weighted highest (every checkout of
every branch, counted by Koha), and judged against the advisory staff's verdicts (2 a book on the network's staff
picks, 1 a book worth a display, 0 otherwise).  The mistakes and odd files: the field's own files given where runs or
qrels are read (a reader's Goodreads library export and The StoryGraph's export, a Koha report as CSV, Open Library's
search answer, an ONIX for Books message, a MARC 21 record as binary .mrc and as MARCXML, an EPUB from the same
folder, and a staff top-ten list, a club ballot and a vote tally as typed), and outputs named for the field's files
(binary MARC .mrc, MarcEdit's mnemonic .mrk, an EPUB, and an ONIX message saved as .onix.xml).
Checked: Goodreads' export header (Book Id, Title, Author, Author l-f, ..., Read Count, Owned Copies; the ISBNs written
="..." as many importers' fixtures of real exports show); The StoryGraph's header (Title, Authors, Contributors,
ISBN/UID, ..., Tags, Owned?); Koha's guided report as CSV (reports/guided_reports.pl: the SQL's column names as the
header, Text::CSV with C4::Context->csv_delimiter, a comma when CSVDelimiter is unset); Open Library's search.json
(numFound, start, numFoundExact, num_found, documentation_url, q, offset, docs, as a live sample shows; its spacing,
indent 4, as recalled from its search_json handler, not checked); ONIX 3.0's ONIXMessage release="3.0" in the
namespace http://ns.editeur.org/onix/3.0/reference, Header then Product (RecordReference, NotificationType,
ProductIdentifier ...); MARC 21 (ISO 2709: a 24-byte leader, a directory of 12-byte entries, 0x1E ends a field, 0x1F
starts a subfield, 0x1D ends the record) parsed by pymarc 5.4.0, and MARCXML as pymarc's XMLWriter writes it (no
newline after the declaration, <collection xmlns="http://www.loc.gov/MARC21/slim">); MarcEdit's .mrc and .mrk
(Library Carpentry's MarcEdit lesson); EPUB's mimetype first, stored, "application/epub+zip".
(Left out: JPEG covers (a cover's bytes say nothing a library team would mistake for a ranking); Koha's own
circulation reports other than a saved SQL report (their columns are the report's SQL, no fixed format); OverDrive's
and Libby's exports and Bibliotheca's cloudLibrary reports (no stored file or documentation shows their columns).)

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import io
import json
import zipfile

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

EIGHTYEIGHTH_LIBRARIES = ("45 Unseen inputs: an eighty-eighth bar, a public library network's readers' advisory "
                          "staff, acquisitions team and book clubs ranking books per branch, genre, month and club "
                          "from circulation counts, holds, reviews, publishers' metadata and the clubs' votes "
                          "(Goodreads' and The StoryGraph's exports, Koha's reports, Open Library's answers, ONIX, "
                          "MARC and MARCXML records, EPUBs, and top-ten lists, ballots and tallies as typed)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['circulation_counts', 'holds_queue', 'reader_reviews', 'club_votes'],
    items=['work:openlibrary/OL20893680W', 'work:openlibrary/OL17930368W', 'work:openlibrary/OL24350187W',
           'work:openlibrary/OL25451924W', 'work:openlibrary/OL21177W', 'work:openlibrary/OL27448W',
           'work:openlibrary/OL5735363W', 'work:openlibrary/OL19356257W'],
    queries=['branch:central/2024-05/checkouts', 'genre:scifi/2024-05/holds', 'club:tuesday-mysteries/2024/ballot',
             'month:2024-05/network/top-ten', 'branch:eastside/2024-05/checkouts', 'genre:romance/2024-q2/reviews'],
    suffix='/revised', generator='advisory_rankings', judgements='staff_verdicts'
) + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "advisory_rankings", "advisory_rankings.run")

_RECS3 = ["circulation_counts", "holds_queue", "reader_reviews"]
_OUT = ("advisory_rankings.run",)
_ONE_RUN = ("branch:central/2024-05/checkouts Q0 work:openlibrary/OL20893680W 1 0.9412 circulation_counts\n"
            "branch:central/2024-05/checkouts Q0 work:openlibrary/OL17930368W 2 0.8873 circulation_counts\n")


# the team's files, as the readers' sites export, as the ILS reports, as the metadata services answer, as typed
# Goodreads' library export (My Books, Import and export): its header, ISBNs written ="..." so spreadsheets keep zeros
_GOODREADS = (
    "Book Id,Title,Author,Author l-f,Additional Authors,ISBN,ISBN13,My Rating,Average Rating,Publisher,Binding,"
    "Number of Pages,Year Published,Original Publication Year,Date Read,Date Added,Bookshelves,"
    "Bookshelves with positions,Exclusive Shelf,My Review,Spoiler,Private Notes,Read Count,Owned Copies\n"
    '54493401,Project Hail Mary,Andy Weir,"Weir, Andy",,"=""0593135202""","=""9780593135204""",5,4.52,'
    "Ballantine Books,Hardcover,476,2021,2021,2024/05/09,2024/04/22,book-club,book-club (#3),read,,,,1,0\n"
    '58745185,"Tomorrow, and Tomorrow, and Tomorrow",Gabrielle Zevin,"Zevin, Gabrielle",,"=""0593321200""",'
    '"=""9780593321201""",4,4.17,Knopf,Hardcover,416,2022,2022,2024/05/02,2024/03/30,,,read,,,,1,0\n')
_GOODREADS_NAME = "goodreads_library_export.csv"

# The StoryGraph's export (Manage Account, Export StoryGraph Library): its header, then a book a line
_STORYGRAPH = (
    "Title,Authors,Contributors,ISBN/UID,Format,Read Status,Date Added,Last Date Read,Dates Read,Read Count,Moods,"
    "Pace,Character- or Plot-Driven?,Strong Character Development?,Loveable Characters?,Diverse Characters?,"
    "Flawed Characters?,Star Rating,Review,Content Warnings,Content Warning Description,Tags,Owned?\n"
    'Piranesi,Susanna Clarke,"",9781635575637,hardcover,read,2024/04/02,2024/04/20,2024/04/11-2024/04/20,1,'
    '"mysterious, reflective",medium,Plot,Yes,Yes,No,Yes,4.5,"",,,"book-club",No\n'
    'The Thursday Murder Club,Richard Osman,"",9781984880963,paperback,to-read,2024/05/03,"","",0,"",,,,,,,,"",'
    ',,"",No\n')
_STORYGRAPH_NAME = "storygraph_export.csv"

# a Koha guided report run and saved as CSV (Reports, Saved reports, Download, Comma separated text): the SQL's
# column names the header, Text::CSV quoting only what needs it (SELECT branchcode, biblionumber, title, author,
# COUNT(*) AS checkouts, ...)
_KOHA = ("branchcode,biblionumber,title,author,checkouts,holds\n"
         "CPL,48213,Project Hail Mary,\"Weir, Andy\",87,23\n"
         "CPL,51907,\"Tomorrow, and Tomorrow, and Tomorrow\",\"Zevin, Gabrielle\",74,31\n"
         "CPL,50288,Piranesi,\"Clarke, Susanna\",52,9\n")
_KOHA_NAME = "reportresults.csv"

# Open Library's search answer (openlibrary.org/search.json?q=...&fields=key,title,author_name,...), indent 4
_OPENLIBRARY = json.dumps({
    "numFound": 2, "start": 0, "numFoundExact": True, "num_found": 2,
    "documentation_url": "https://openlibrary.org/dev/docs/api/search", "q": "project hail mary", "offset": None,
    "docs": [{"author_name": ["Andy Weir"], "cover_i": 11200092, "edition_count": 41, "first_publish_year": 2021,
              "key": "/works/OL20893680W", "title": "Project Hail Mary"},
             {"author_name": ["Andy Weir"], "cover_i": 14594453, "edition_count": 2, "first_publish_year": 2021,
              "key": "/works/OL27448W", "title": "Project Hail Mary: A Novel"}]}, indent=4)
_OPENLIBRARY_NAME = "search.json"

# an ONIX for Books 3.0 message from a publisher's feed: Header (Sender, SentDateTime), then a Product a title
_ONIX = ('<?xml version="1.0" encoding="UTF-8"?>\n'
         '<ONIXMessage release="3.0" xmlns="http://ns.editeur.org/onix/3.0/reference">\n'
         "<Header>\n<Sender>\n<SenderName>Penguin Random House</SenderName>\n</Sender>\n"
         "<SentDateTime>20240501T0600</SentDateTime>\n</Header>\n"
         "<Product>\n<RecordReference>9780593135204</RecordReference>\n<NotificationType>03</NotificationType>\n"
         "<ProductIdentifier>\n<ProductIDType>15</ProductIDType>\n<IDValue>9780593135204</IDValue>\n"
         "</ProductIdentifier>\n<DescriptiveDetail>\n<ProductComposition>00</ProductComposition>\n"
         "<ProductForm>BB</ProductForm>\n<TitleDetail>\n<TitleType>01</TitleType>\n<TitleElement>\n"
         "<TitleElementLevel>01</TitleElementLevel>\n<TitleText>Project Hail Mary</TitleText>\n</TitleElement>\n"
         "</TitleDetail>\n</DescriptiveDetail>\n</Product>\n</ONIXMessage>\n")
_ONIX_NAME = "prh_onix30_20240501.xml"

_FIELDS = [("001", "on1228921736"), ("008", "201028s2021    nyu           000 1 eng d"),
           ("020", ("  ", [("a", "9780593135204")])), ("100", ("1 ", [("a", "Weir, Andy,"), ("e", "author.")])),
           ("245", ("10", [("a", "Project Hail Mary /"), ("c", "Andy Weir.")])),
           ("650", (" 0", [("a", "Space flight"), ("v", "Fiction.")]))]


def _marc_record() -> bytes:
    """A book's bibliographic record as MARC 21 in ISO 2709 (.mrc): the 24-byte leader (record length, status n,
    type a, level m, 'a' for UCS/Unicode, indicator and subfield code counts 2 2, base address, 4500), the directory
    (tag, length in four digits, start in five) closed by 0x1E, then the fields, each ended by 0x1E, subfields begun
    by 0x1F, and the record ended by 0x1D."""
    body, directory = b"", b""
    for tag, value in _FIELDS:
        if isinstance(value, str):
            data = value.encode("utf-8") + b"\x1e"
        else:
            ind, subs = value
            data = ind.encode() + b"".join(b"\x1f" + c.encode() + v.encode("utf-8") for c, v in subs) + b"\x1e"
        directory += f"{tag}{len(data):04d}{len(body):05d}".encode()
        body += data
    base = 24 + len(directory) + 1
    length = base + len(body) + 1
    leader = f"{length:05d}nam a22{base:05d}4a 4500".encode()
    return leader + directory + b"\x1e" + body + b"\x1d"


_MRC = _marc_record()
_MRC_NAME = "staff_picks_2024-05.mrc"


def _marcxml() -> str:
    """The same record as MARCXML, as pymarc's XMLWriter writes it: the declaration, then collection and record on
    one line."""
    out = ['<?xml version="1.0" encoding="UTF-8"?><collection xmlns="http://www.loc.gov/MARC21/slim"><record>',
           f"<leader>{_MRC[:24].decode()}</leader>"]
    for tag, value in _FIELDS:
        if isinstance(value, str):
            out.append(f'<controlfield tag="{tag}">{value}</controlfield>')
        else:
            ind, subs = value
            out.append(f'<datafield ind1="{ind[0]}" ind2="{ind[1]}" tag="{tag}">'
                       + "".join(f'<subfield code="{c}">{v}</subfield>' for c, v in subs) + "</datafield>")
    return "".join(out) + "</record></collection>"


_MARCXML = _marcxml()
_MARCXML_NAME = "staff_picks_2024-05_marcxml.xml"


def _epub() -> bytes:
    """An e-book left in the acquisitions folder (.epub, OCF): a ZIP whose first entry is 'mimetype', stored, holding
    'application/epub+zip', then META-INF/container.xml pointing at the package document."""
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as z:
        z.writestr(zipfile.ZipInfo("mimetype", (2024, 5, 1, 0, 0, 0)), "application/epub+zip",
                   compress_type=zipfile.ZIP_STORED)
        z.writestr(zipfile.ZipInfo("META-INF/container.xml", (2024, 5, 1, 0, 0, 0)),
                   '<?xml version="1.0" encoding="UTF-8"?>\n<container version="1.0" '
                   'xmlns="urn:oasis:names:tc:opendocument:xmlns:container">\n<rootfiles>\n<rootfile '
                   'full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/>\n</rootfiles>\n'
                   "</container>\n", compress_type=zipfile.ZIP_DEFLATED)
    return buf.getvalue()


_EPUB = _epub()
_EPUB_NAME = "Project_Hail_Mary.epub"

# the staff's top ten as typed for the month's display: rank, ISBN-13, author, genre, checkouts, holds: six fields
_TOP_TEN = ("1 9780593135204 Weir scifi 87 23\n2 9780593321201 Zevin literary 74 31\n"
            "3 9781635575637 Clarke fantasy 52 9\n4 9781984880963 Osman mystery 48 17\n")
# a club member's ballot as typed: member, ISBN-13, rank, points: four fields a line
_BALLOT = ("MK 9781984880963 1 3\nMK 9781635575637 2 2\nMK 9780593321201 3 1\nMK 9780593135204 4 0\n")
# the club's vote tally as typed: place, ISBN-13, author, first choices, second choices, points: six fields
_TALLY = ("1 9781984880963 Osman 7 3 27\n2 9781635575637 Clarke 4 6 24\n3 9780593321201 Zevin 2 5 16\n"
          "4 9780593135204 Weir 1 2 7\n")


def eightyeighth_bar_libraries_cases() -> list[Case]:
    G = EIGHTYEIGHTH_LIBRARIES
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="advisory_rankings", judgements="staff_verdicts", runs=_RECS3,
        stem="advisory_rankings", outputs=_OUT, item="book", rounded="reader_reviews",
        weights="{'circulation_counts': 2.0, 'holds_queue': 1.5, 'reader_reviews': 1.0, 'club_votes': 0.5}",
        lone_query="R['club_votes']['club:northside-scifi/2024/ballot'] = "
                   "{'work:openlibrary/OL20893680W': 0.9, 'work:openlibrary/OL17930368W': 0.4}\n",
        trust="circulation_counts 2\nholds_queue 1\nreader_reviews 1\n",
        trust_dict="{'circulation_counts': 2, 'holds_queue': 1, 'reader_reviews': 1}",
        texts={
            "rrf": ("u88b_rrf_advisory_rankings",
                    "rankagg.fuse({source: {branch, genre, month or club: {book: score}}}, method='rrf'): the "
                    "circulation counts, the holds queue, readers' reviews and the clubs' votes, six rankings "
                    "('genre:scifi/2024-05/holds'), books as 'work:openlibrary/OL20893680W'"),
            "borda": ("u88b_borda_book_absent",
                      "rankagg.fuse(..., method='borda'): a book a branch does not hold or no club voted on has no "
                      "score from some sources"),
            "combsum": ("u88b_combsum_rounded_reviews",
                        "rankagg.fuse(..., method='combsum'): readers' reviews kept to one decimal (many ties) beside "
                        "the circulation counts and the holds queue"),
            "fuser": ("u88b_weighted_fuser_circulation_counts",
                      "rankagg.Fuser('rrf', weights=...) per branch, genre, month and club: the circulation counts "
                      "count 2, as every branch's checkouts are counted by the ILS"),
            "frame": ("u88b_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the advisory sheet, a row "
                      "per branch, genre or club, book and source"),
            "evaluate": ("u88b_evaluate_staff_verdicts",
                         "rankagg.evaluate(fused ranking, the staff's verdicts, ['nDCG@5', 'AP', 'P@3']): does the "
                         "fused ranking put the staff picks first"),
            "lone": ("u88b_club_votes_only_northside_club",
                     "rankagg.fuse(..., method='rrf'): a club's ballot only the clubs' votes hold, beside branches "
                     "and genres every source covers"),
            "cli_rrf": ("u88b_cli_rrf_runs",
                        "rankagg fuse circulation_counts.run holds_queue.run reader_reviews.run --method rrf -o "
                        "advisory_rankings.run: one run per source, branches, genres and clubs as queries"),
            "cli_borda": ("u88b_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the circulation "
                          "counts count double)"),
            "cli_combsum": ("u88b_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four books a branch's display shelf "
                            "holds"),
            "cli_evaluate": ("u88b_cli_evaluate_staff_verdicts_qrels",
                             "rankagg evaluate advisory_rankings.run --qrels staff_verdicts.qrels -m ndcg_cut.5 -m "
                             "map: the fused ranking against the staff's verdicts (0-2)"),
            "cli_parquet": ("u88b_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o advisory_rankings.parquet: gzipped runs from the "
                            "ILS's nightly scripts, a Parquet table for the month's staff picks")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u88b_goodreads_export_as_run", "a reader's library as Goodreads exports it (CSV: Book Id, Title, Author, "
         "Author l-f, ..., My Rating, Average Rating, ..., Read Count, Owned Copies)", _GOODREADS_NAME, _GOODREADS,
         "Goodreads", f"{_GOODREADS_NAME}:1"),
        ("u88b_storygraph_export_as_run", "a reader's library as The StoryGraph exports it (CSV: Title, Authors, "
         "Contributors, ISBN/UID, ..., Star Rating, Review, ..., Owned?)", _STORYGRAPH_NAME, _STORYGRAPH,
         "StoryGraph", f"{_STORYGRAPH_NAME}:1"),
        ("u88b_koha_report_as_run", "a branch's checkouts and holds as a Koha saved report downloads them (CSV: "
         "branchcode, biblionumber, title, author, checkouts, holds)", _KOHA_NAME, _KOHA, "Koha",
         f"{_KOHA_NAME}:1"),
        ("u88b_openlibrary_search_as_run", "a title's works as Open Library's search API answers them (JSON: "
         "numFound, start, numFoundExact, ..., docs with author_name, key, title)", _OPENLIBRARY_NAME, _OPENLIBRARY,
         "Open Library", f"{_OPENLIBRARY_NAME}:1"),
        ("u88b_onix_message_as_run", "a publisher's feed as ONIX for Books 3.0 (XML: ONIXMessage release 3.0, "
         "Header, Product with RecordReference, ProductIdentifier, TitleDetail)", _ONIX_NAME, _ONIX, "ONIX",
         f"{_ONIX_NAME}:2"),
        ("u88b_marc_record_as_run", "the month's staff picks as binary MARC 21 records (.mrc: ISO 2709 leader, "
         "directory, fields ended by 0x1E, record by 0x1D)", _MRC_NAME, _MRC, "MARC", _MRC_NAME),
        ("u88b_marcxml_as_run", "the same picks as MARCXML (collection in the MARC21/slim namespace, record, leader, "
         "controlfield, datafield)", _MARCXML_NAME, _MARCXML, "MARCXML", f"{_MARCXML_NAME}:1"),
        ("u88b_epub_as_run", "an e-book left in the acquisitions folder (.epub: a ZIP whose first entry, stored, is "
         "mimetype 'application/epub+zip')", _EPUB_NAME, _EPUB, "EPUB", _EPUB_NAME),
        ("u88b_top_ten_as_run", "the staff's top ten as typed (six fields a line: rank, ISBN-13, author, genre, "
         "checkouts, holds)", "top_ten_2024-05.txt", _TOP_TEN, "top ten", "top_ten_2024-05.txt:1"),
        ("u88b_ballot_as_run", "a club member's ballot as typed (four fields a line: member, ISBN-13, rank, points)",
         "ballot_mk.txt", _BALLOT, "ballot", "ballot_mk.txt:1"),
        ("u88b_tally_as_run", "the club's vote tally as typed (six fields a line: place, ISBN-13, author, first "
         "choices, second choices, points)", "tally_tuesday_mysteries.txt", _TALLY, "tally",
         "tally_tuesday_mysteries.txt:1")],
        one_run=("circulation_counts.run", _ONE_RUN), stem="advisory_rankings",
        text_why="trec_eval refuses a line of other than six fields, and a typed top ten's six are a rank, an ISBN, "
                 "an author, a genre and two counts, not a run's; the file is the field's own, named by what it is (a "
                 "field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a binary MARC record or an EPUB read as lines gives no ranking: named by "
                   "what it is")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u88b_ballot_as_qrels", "ballot_mk.txt", _BALLOT, "ballot"),
        ("u88b_tally_as_qrels", "tally_tuesday_mysteries.txt", _TALLY, "tally"),
        ("u88b_goodreads_export_as_qrels", _GOODREADS_NAME, _GOODREADS, "Goodreads"),
        ("u88b_marcxml_as_qrels", _MARCXML_NAME, _MARCXML, "MARCXML")],
        one_run=("circulation_counts.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u88b_out_marc_binary_mrc", "staff_picks_2024-06.mrc", "binary MARC 21 records (.mrc)"),
        ("u88b_out_marcedit_mnemonic_mrk", "staff_picks_2024-06.mrk", "MarcEdit's mnemonic MARC text (.mrk)"),
        ("u88b_out_epub", "staff_picks_2024-06.epub", "an EPUB e-book (.epub)"),
        ("u88b_out_onix_xml", "frontlist.onix.xml", "an ONIX for Books message (XML)")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=88"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u88b_api_openlibrary_search_document",
            "rankagg.fuse(json.load(search.json)): a title's works as Open Library's search API answers them, loaded "
            "in Python, given as the runs",
            f"import json, rankagg\nrankagg.fuse(json.load(open('{_OPENLIBRARY_NAME}', encoding='utf-8')), "
            "method='rrf')\n",
            "Open Library", why="a run maps a query to {document: score}; Open Library's answer is a search "
            "envelope, numFound, start, q and offset, then docs each a work's key, title, authors and editions",
            files={_OPENLIBRARY_NAME: _OPENLIBRARY}),
        bad("u88b_api_goodreads_export_frame",
            "rankagg.fuse(pd.read_csv(goodreads_library_export.csv)): a reader's library as Goodreads exports it "
            "(Book Id, Title, Author, ..., My Rating, Average Rating, ...) given as runs",
            "import pandas as pd, rankagg\n"
            f"rankagg.fuse(pd.read_csv('{_GOODREADS_NAME}'), method='borda')\n",
            "Goodreads", why="a table of runs has qid, docid, run and score columns; Goodreads' export is a book "
            "per row: its Goodreads id, title, authors, ISBNs, the reader's rating, shelves and dates",
            files={_GOODREADS_NAME: _GOODREADS}),
    ]
    return cases
