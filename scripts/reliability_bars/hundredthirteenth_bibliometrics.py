"""Issue 45's hundred-and-thirteenth bar of scripts/reliability_matrix.py, a university research office's bibliometrics
review, the bibliometrics analysts who prepare the research assessment and the panel of senior academics who rank
research outputs for submission and researchers for support per unit of assessment, quarter and assessment exercise from
field-weighted citation impact, Altmetric attention, the readers' quality grades and the panel members' votes (its
cases, ids ``u113a_``, registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner,
the verdicts) are the matrix's.  (Written by a persona session, before any of its recognisers existed.)

The office's review: each unit of assessment, each quarter's watch list and each exercise's pool
(``uoa:2026/11-computer-science``, ``quarter:2026-Q3/open-access``, ``exercise:REF2029/outputs``) is a query and each
research output or researcher a document, as the office writes them: a DOI (``doi:10.1145/3626772.3657834``, an old
Wiley SICI DOI with its ``()<>:;`` kept as registered) or an ORCID iD (``orcid:0000-0002-1825-0097``, its last character
an ISO 7064 MOD 11-2 check digit); on the typed sheets the bare DOI or iD and the unit's number beside it. The runs are
field-weighted citation impact (FWCI), Altmetric attention, the readers' quality grades (4*, 3*, 2*, 1*) and the panel
members' votes, turned to scores in [0, 1] at four decimals.  They are fused with RRF, Borda and CombSUM, the readers'
grades weighted highest, and judged against the panel's decisions (2 submit, 1 reserve, 0 do not submit).  The mistakes
and odd files: the field's own files given where runs or qrels are read (a Web of Science plain text export and its
tab-delimited export, a Scopus CSV export, an OpenAlex works answer (JSON), an ORCID works answer (XML), an EndNote XML
export, a Zotero CSL JSON export, a Zotero library database (zotero.sqlite, binary), a Zotero BibTeX export, a Crossref
REST API work answer (JSON), and a reader's rating sheet, a panel member's ballot and the panel's vote tally as the
office types them), and outputs named for the field's files (a BibTeX .bib, an RIS .ris, an EndNote library .enl, a
Zotero RDF .rdf).  (Checked: the Web of Science plain text export against its writers and readers found by string
search: the file opens 'FN Clarivate Analytics Web of Science' and 'VR 1.0', each record opens 'PT J', a field is a
two-letter tag, a space and its value, continuation lines are indented three spaces, 'ER' closes a record and a blank
line follows, 'EF' closes the file (bibliometrix-based apps' test fixtures, a WoS-to-SciMAT converter writing the field
order PT, AU, AF, TI, SO, LA, DT, DE, ID, AB, C1, C3, RP, EM, RI, OI, FU, FX, CR, NR, TC, Z9, U1, U2, PU, PI, PA, SN,
EI, J9, JI, PD, PY, VL, IS, BP, EP, DI, EA, PG, WC, WE, SC, GA, UT, PM, OA, DA, and a parser skipping 'FN ...', 'VR 1.0'
and 'EF'); the UTF-8 byte order mark and the values are a guess. The tab-delimited export's header line (68 tags, 'PT AU
BA BE GP AF BF CA TI SO SE BS LA DT ... UT PM OA HC HP DA') from a WoS tab-delimited parser's tests (its number_columns
test counts 68) and the same header in its config; the rows' values and the CRLF line ends are a guess.  The Scopus CSV
export's columns from ScopusApyJson's GLOBALS.py (SELECTED_SCOPUS_COLUMNS_NAMES: Authors, Author full names, Author(s)
ID, Title, Year, Source title, ... Document Type, Publication Stage, Open Access, Source, EID) and from importers' tests
quoting every field ('"Authors","Author full names","Author(s) ID",...', rows ended by CRLF, 'Author full names' as
'Surname, Given (id)'); the byte order mark is a guess, the EIDs' form ('2-s2.0-' and digits) from the same tests.  The
OpenAlex answer from OpenAlex's technical documentation ('Get lists of works': meta with count, db_response_time_ms,
page and per_page, then results) and an OpenAPI schema of the answer (groups_count in meta, group_by), the work's keys
(id, doi, title, display_name, publication_year, publication_date, ids, language, type, open_access, authorships,
cited_by_count, fwci, citation_normalized_percentile with value, is_in_top_1_percent and is_in_top_10_percent,
cited_by_percentile_year with min and max) from a protobuf Work message and clients' fixtures; the compact serialisation
and the numbers are a guess.  The ORCID answer from ORCID/ORCID-Source's API 3.0 read sample works-3.0.xml (read: the
'<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' declaration, an <activities:works path="/ORCID/works"> root
declaring the http://www.orcid.org/ns/* namespaces, its common:last-modified-date, then an activities:group per work
holding common:external-ids and a work:work-summary with put-code, path, visibility and display-index,
common:source/common:source-orcid (uri, path, host), work:title /common:title, a 'doi' external id with its
https://doi.org/ URL and its relationship, work:type, common:publication-date and work:journal-title, tab-indented); the
namespace list is cut to the ones used, the values are ours.  The EndNote XML export from an EndNote 17 export quoted in
a blog post (found by string search: '<?xml version="1.0" encoding="UTF-8" ?><xml><records><record><database name=...
path=...>...</database><source-app name="EndNote" version="17.0">EndNote</source-app><rec-number>, <foreign-keys><key
app="EN" db-id=...>, '<ref-type name="Journal Article">17</ref-type>', authors wrapped in '<style face="normal"
font="default" size="100%">', all on one line), writers that copy it (refbase, sysrev, a PHP EndNote writer) and
Zotero's 'Endnote XML' translator's field list (titles/secondary-title, periodical/full-title, electronic-resource-num
for the DOI, dates/year); the version 21.0, the db-id and the values are a guess.  The CSL JSON export from Zotero's
translators' 'CSL JSON.js' (read: doExport writes JSON.stringify(data, null, "\\t"), an array, no final newline; its
detectImport's CSL types, 'article-journal' and 'paper-conference' among them); the items' keys (id, type, title,
container-title, volume, issue, page, DOI, author as family and given, issued as date-parts) are CSL's variables, the
id's form and the key order a guess.  The zotero.sqlite from Zotero's userdata.sql (read, schema comment '-- 107':
version, settings, items, itemDataValues, itemData, creators, itemCreators, libraries, collections, collectionItems,
their columns as declared) and the system tables itemTypes and fields as other tools' test copies declare them; written
here with Python's sqlite3 (a real SQLite 3 file: its header 'SQLite format 3\\0'), a subset of the tables and our
items, the field and type ids a guess.  The BibTeX export from Zotero's translators (found by string search, the
BibLaTeX one read: writeField writes ',\\n\\t' + field + ' = {' + value + '}' and an entry closes with ',\\n}'); the
citation keys' form (author_word_year) is from memory.  The Crossref answer's envelope ('status': 'ok', 'message-type':
'work', 'message-version': '1.0.0', 'message') from a Crossref client's tests; the message's keys (DOI, type, title and
container-title as lists, author with ORCID, authenticated-orcid, given, family, sequence and affiliation,
is-referenced-by-count, issued date-parts, URL, member, prefix, publisher, score) from memory of api.crossref.org, not
read.  The ORCID iDs' check digits are computed (ISO 7064 MOD 11-2; 0000-0002-1825-0097 is ORCID's own example iD).  The
output suffixes: .bib (BibTeX), .ris (RIS), .enl (an EndNote library) and .rdf (Zotero RDF), as the reference managers
open them.  Left out, as they could not be checked here: SciVal's and InCites' exports, an Altmetric Explorer export, a
Dimensions CSV, Publish or Perish's CSV, the binary EndNote .enl library itself (its format is not public), a Zotero RDF
file as input, and the assessment's own submission system's files.  The rating sheet, the ballot and the vote tally are
typed here as the office's readers and panel secretary type them.)

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import csv
import io
import json
import sqlite3

from .case import Case, command_cases, fusion_checks, named_at, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

HUNDREDTHIRTEENTH_BIBLIOMETRICS = ("45 Unseen inputs: a hundred-and-thirteenth bar, a university research office's "
                                   "bibliometrics unit (the analysts who prepare the research assessment and the "
                                   "panel of senior academics who rank outputs for submission and researchers for "
                                   "support) ranking research outputs and researchers per unit of assessment, quarter "
                                   "and exercise from FWCI, Altmetric attention, the readers' quality grades and the "
                                   "panel's votes (Web of Science plain text and tab-delimited exports, Scopus CSV "
                                   "exports, OpenAlex works answers (JSON), ORCID works answers (XML), EndNote XML "
                                   "exports, Zotero CSL JSON and BibTeX exports and its zotero.sqlite library, "
                                   "Crossref REST API answers (JSON), readers' rating sheets, panel members' ballots "
                                   "and the panel's vote tallies as typed)")

_DOI = "10.1145/3626772.3657834"
_ORCID = "0000-0002-1825-0097"
# an old Wiley SICI DOI, as registered: parentheses, angle brackets, colons and a semicolon are part of it
_SICI = "10.1002/(SICI)1097-4571(199806)49:8<693::AID-ASI4>3.0.CO;2-O"

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['fwci', 'altmetric', 'reader_grades', 'panel_votes'],
    items=[f'doi:{_DOI}', f'orcid:{_ORCID}', 'doi:10.1016/j.artint.2025.104318', 'doi:10.1109/TPAMI.2025.3561207',
           'orcid:0000-0003-4417-2819', f'doi:{_SICI}', 'doi:10.48550/arXiv.2407.01219',
           'orcid:0000-0002-7731-5604'],
    queries=['uoa:2026/11-computer-science', 'quarter:2026-Q3/open-access', 'exercise:REF2029/outputs',
             'uoa:2026/10-mathematical-sciences', 'quarter:2026-Q4/highly-cited',
             'exercise:REF2029/early-career-researchers'],
    suffix='/re-review', generator='output_scores', judgements='panel_decisions'
) + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "output_scores", "submission.run")

_RECS3 = ["fwci", "reader_grades", "panel_votes"]
_OUT = ("submission.run",)
_ONE_RUN = (f"uoa:2026/11-computer-science Q0 doi:{_DOI} 1 0.9188 panel_votes\n"
            f"uoa:2026/11-computer-science Q0 orcid:{_ORCID} 2 0.8421 panel_votes\n")


def _csv(rows: list[list[str]], delimiter: str = ",", lineterminator: str = "\n",
         quoting: int = csv.QUOTE_MINIMAL) -> str:
    out = io.StringIO()
    csv.writer(out, delimiter=delimiter, lineterminator=lineterminator, quoting=quoting).writerows(rows)
    return out.getvalue()


# the office's files, as Web of Science, Scopus, OpenAlex, ORCID, EndNote, Zotero, Crossref and the panel write them
# a Web of Science plain text export (savedrecs.txt): 'FN' and 'VR' lines, tagged records closed by 'ER', then 'EF'
_WOS_RECORDS = [
    [("PT", ["J"]), ("AU", ["Okafor, C", "Lindqvist, M", "Carberry, J"]),
     ("AF", ["Okafor, Chidera", "Lindqvist, Maja", "Carberry, Josiah"]),
     ("TI", ["Learned sparse retrieval for scholarly search: an evaluation on", "research assessment corpora"]),
     ("SO", ["ACM TRANSACTIONS ON INFORMATION SYSTEMS"]), ("LA", ["English"]), ("DT", ["Article"]),
     ("DE", ["learned sparse retrieval; scholarly search; research assessment"]),
     ("C1", ["[Okafor, Chidera; Carberry, Josiah] Univ Northmoor, Sch Comp Sci, Northmoor NM1 4QX, England."]),
     ("RP", ["Okafor, C (corresponding author), Univ Northmoor, Sch Comp Sci, Northmoor NM1 4QX, England."]),
     ("OI", [f"Carberry, Josiah/{_ORCID}"]), ("NR", ["58"]), ("TC", ["41"]), ("Z9", ["44"]), ("U1", ["12"]),
     ("U2", ["37"]), ("PU", ["ASSOC COMPUTING MACHINERY"]), ("SN", ["1046-8188"]), ("EI", ["1558-2868"]),
     ("J9", ["ACM T INFORM SYST"]), ("JI", ["ACM Trans. Inf. Syst."]), ("PD", ["JUL"]), ("PY", ["2024"]),
     ("VL", ["42"]), ("IS", ["4"]), ("AR", ["98"]), ("DI", [_DOI]), ("PG", ["29"]),
     ("WC", ["Computer Science, Information Systems"]), ("SC", ["Computer Science"]), ("GA", ["ZK4QH"]),
     ("UT", ["WOS:001262839400007"]), ("OA", ["hybrid"]), ("DA", ["2026-09-14"])],
    [("PT", ["J"]), ("AU", ["Haak, LL", "Okafor, C"]), ("AF", ["Haak, Laure L.", "Okafor, Chidera"]),
     ("TI", ["Counterfactual evaluation of ranking policies for research funding"]),
     ("SO", ["ARTIFICIAL INTELLIGENCE"]), ("LA", ["English"]), ("DT", ["Article"]), ("NR", ["73"]), ("TC", ["9"]),
     ("Z9", ["9"]), ("PU", ["ELSEVIER"]), ("SN", ["0004-3702"]), ("EI", ["1872-7921"]), ("J9", ["ARTIF INTELL"]),
     ("JI", ["Artif. Intell."]), ("PD", ["MAY"]), ("PY", ["2025"]), ("VL", ["342"]), ("AR", ["104318"]),
     ("DI", ["10.1016/j.artint.2025.104318"]), ("PG", ["24"]), ("WC", ["Computer Science, Artificial Intelligence"]),
     ("SC", ["Computer Science"]), ("GA", ["3B7TW"]), ("UT", ["WOS:001431067500002"]), ("DA", ["2026-09-14"])]]


def _wos_plain() -> str:
    lines = ["\ufeffFN Clarivate Analytics Web of Science", "VR 1.0"]
    for rec in _WOS_RECORDS:
        for tag, values in rec:
            lines.append(f"{tag} {values[0]}")
            lines += [f"   {v}" for v in values[1:]]
        lines += ["ER", ""]
    lines.append("EF")
    return "\n".join(lines) + "\n"


_WOS_PLAIN = _wos_plain()
_WOS_PLAIN_NAME = "savedrecs.txt"

# the same records as Web of Science's tab-delimited export: the 68-tag header line, then a record a line
_WOS_TAGS = ("PT AU BA BE GP AF BF CA TI SO SE BS LA DT CT CY CL SP HO DE ID AB C1 RP EM RI OI FU FX CR NR TC Z9 U1 "
             "U2 PU PI PA SN EI BN J9 JI PD PY VL IS PN SU SI MA BP EP AR DI D2 EA EY PG WC SC GA UT PM OA HC HP "
             "DA").split()


def _wos_tab() -> str:
    rows = [_WOS_TAGS]
    for rec in _WOS_RECORDS:
        fields = dict(rec)
        rows.append(["; ".join(fields.get(t, [])) if t in ("AU", "AF") else " ".join(fields.get(t, []))
                     for t in _WOS_TAGS])
    return "\ufeff" + "".join("\t".join(r) + "\r\n" for r in rows)


_WOS_TAB = _wos_tab()
_WOS_TAB_NAME = "savedrecs-tab-uoa11.txt"

# a Scopus CSV export: every field quoted, the columns as Scopus names them, rows ended by CRLF
_SCOPUS_COLUMNS = ["Authors", "Author full names", "Author(s) ID", "Title", "Year", "Source title", "Volume", "Issue",
                   "Art. No.", "Page start", "Page end", "Page count", "Cited by", "DOI", "Link", "Affiliations",
                   "Authors with affiliations", "Author Keywords", "Index Keywords", "References",
                   "Correspondence Address", "Editors", "Publisher", "ISSN", "ISBN", "CODEN", "PubMed ID",
                   "Language of Original Document", "Abbreviated Source Title", "Document Type", "Publication Stage",
                   "Open Access", "Source", "EID"]
_SCOPUS_ROWS = [
    ["Okafor C.; Lindqvist M.; Carberry J.",
     "Okafor, Chidera (57219834410); Lindqvist, Maja (56001278342); Carberry, Josiah (7004112236)",
     "57219834410; 56001278342; 7004112236",
     "Learned sparse retrieval for scholarly search: an evaluation on research assessment corpora", "2024",
     "ACM Transactions on Information Systems", "42", "4", "98", "", "", "29", "47", _DOI,
     "https://www.scopus.com/inward/record.uri?eid=2-s2.0-85198217734&doi=10.1145%2f3626772.3657834&partnerID=40",
     "University of Northmoor, School of Computer Science, Northmoor, United Kingdom", "", "learned sparse retrieval; "
     "research assessment; scholarly search", "", "", "C. Okafor; University of Northmoor, United Kingdom", "",
     "Association for Computing Machinery", "10468188", "", "ATISE", "", "English", "ACM Trans Inf Syst", "Article",
     "Final", "All Open Access; Hybrid Gold Open Access", "Scopus", "2-s2.0-85198217734"],
    ["Haak L.L.; Okafor C.", "Haak, Laure L. (35228871200); Okafor, Chidera (57219834410)",
     "35228871200; 57219834410", "Counterfactual evaluation of ranking policies for research funding", "2025",
     "Artificial Intelligence", "342", "", "104318", "", "", "24", "11", "10.1016/j.artint.2025.104318",
     "https://www.scopus.com/inward/record.uri?eid=2-s2.0-105002214583&doi=10.1016%2fj.artint.2025.104318"
     "&partnerID=40", "ORCID, Bethesda, MD, United States; University of Northmoor, Northmoor, United Kingdom", "",
     "counterfactual evaluation; research funding", "", "", "", "", "Elsevier B.V.", "00043702", "", "AINTB", "",
     "English", "Artif Intell", "Article", "Final", "", "Scopus", "2-s2.0-105002214583"]]
_SCOPUS = "\ufeff" + _csv([_SCOPUS_COLUMNS] + _SCOPUS_ROWS, lineterminator="\r\n", quoting=csv.QUOTE_ALL)
_SCOPUS_NAME = "scopus.csv"

# an OpenAlex works answer (a list: meta, results, group_by), as api.openalex.org sends it
_OPENALEX = json.dumps({
    "meta": {"count": 2, "db_response_time_ms": 41, "page": 1, "per_page": 25, "groups_count": None},
    "results": [
        {"id": "https://openalex.org/W4400331172", "doi": f"https://doi.org/{_DOI}",
         "title": "Learned sparse retrieval for scholarly search: an evaluation on research assessment corpora",
         "display_name": "Learned sparse retrieval for scholarly search: an evaluation on research assessment corpora",
         "publication_year": 2024, "publication_date": "2024-07-10",
         "ids": {"openalex": "https://openalex.org/W4400331172", "doi": f"https://doi.org/{_DOI}"},
         "language": "en", "type": "article",
         "open_access": {"is_oa": True, "oa_status": "hybrid", "oa_url": f"https://dl.acm.org/doi/{_DOI}",
                         "any_repository_has_fulltext": True},
         "authorships": [{"author_position": "first", "author": {"id": "https://openalex.org/A5012345678",
                                                                  "display_name": "Chidera Okafor", "orcid": None},
                          "institutions": [], "countries": ["GB"], "is_corresponding": True,
                          "raw_author_name": "Chidera Okafor"},
                         {"author_position": "last", "author": {"id": "https://openalex.org/A5023456789",
                                                                 "display_name": "Josiah Carberry",
                                                                 "orcid": f"https://orcid.org/{_ORCID}"},
                          "institutions": [], "countries": ["GB"], "is_corresponding": False,
                          "raw_author_name": "Josiah Carberry"}],
         "cited_by_count": 52, "fwci": 6.2141,
         "citation_normalized_percentile": {"value": 0.97312, "is_in_top_1_percent": False,
                                            "is_in_top_10_percent": True},
         "cited_by_percentile_year": {"min": 96, "max": 97}},
        {"id": "https://openalex.org/W4408812259", "doi": "https://doi.org/10.1016/j.artint.2025.104318",
         "title": "Counterfactual evaluation of ranking policies for research funding",
         "display_name": "Counterfactual evaluation of ranking policies for research funding",
         "publication_year": 2025, "publication_date": "2025-05-01",
         "ids": {"openalex": "https://openalex.org/W4408812259", "doi": "https://doi.org/10.1016/j.artint.2025.104318"},
         "language": "en", "type": "article",
         "open_access": {"is_oa": False, "oa_status": "closed", "oa_url": None, "any_repository_has_fulltext": False},
         "authorships": [], "cited_by_count": 12, "fwci": 2.0873,
         "citation_normalized_percentile": {"value": 0.81204, "is_in_top_1_percent": False,
                                            "is_in_top_10_percent": False},
         "cited_by_percentile_year": {"min": 80, "max": 82}}],
    "group_by": []}, separators=(",", ":"))
_OPENALEX_NAME = "openalex_works_uoa11.json"

# an ORCID works answer (GET /v3.0/{orcid}/works, XML): activities:works, a group and a work summary per work
_ORCID_NS = " ".join(f'xmlns:{p}="http://www.orcid.org/ns/{p}"' for p in ("activities", "common", "work"))


def _orcid_ext(doi: str, tabs: int) -> str:
    t = "\t" * tabs
    return (f"{t}<common:external-ids>\n{t}\t<common:external-id>\n"
            f"{t}\t\t<common:external-id-type>doi</common:external-id-type>\n"
            f"{t}\t\t<common:external-id-value>{doi}</common:external-id-value>\n"
            f"{t}\t\t<common:external-id-url>https://doi.org/{doi}</common:external-id-url>\n"
            f"{t}\t\t<common:external-id-relationship>self</common:external-id-relationship>\n"
            f"{t}\t</common:external-id>\n{t}</common:external-ids>\n")


def _orcid_summary(put_code: int, title: str, doi: str, kind: str, ymd: tuple[str, str, str], journal: str) -> str:
    return ("\t<activities:group>\n"
            "\t\t<common:last-modified-date>2026-09-02T10:41:17.512Z</common:last-modified-date>\n"
            + _orcid_ext(doi, 2)
            + f'\t\t<work:work-summary put-code="{put_code}" path="/{_ORCID}/work/{put_code}" visibility="public"'
            ' display-index="1">\n'
            "\t\t\t<common:created-date>2026-08-30T08:12:44.031Z</common:created-date>\n"
            "\t\t\t<common:last-modified-date>2026-09-02T10:41:17.512Z</common:last-modified-date>\n"
            "\t\t\t<common:source>\n\t\t\t\t<common:source-orcid>\n"
            f"\t\t\t\t\t<common:uri>https://orcid.org/{_ORCID}</common:uri>\n"
            f"\t\t\t\t\t<common:path>{_ORCID}</common:path>\n\t\t\t\t\t<common:host>orcid.org</common:host>\n"
            "\t\t\t\t</common:source-orcid>\n\t\t\t\t<common:source-name>Josiah Carberry</common:source-name>\n"
            "\t\t\t</common:source>\n"
            f"\t\t\t<work:title>\n\t\t\t\t<common:title>{title}</common:title>\n\t\t\t</work:title>\n"
            + _orcid_ext(doi, 3) + f"\t\t\t<work:type>{kind}</work:type>\n"
            f"\t\t\t<common:publication-date>\n\t\t\t\t<common:year>{ymd[0]}</common:year>\n"
            f"\t\t\t\t<common:month>{ymd[1]}</common:month>\n\t\t\t\t<common:day>{ymd[2]}</common:day>\n"
            "\t\t\t</common:publication-date>\n"
            f"\t\t\t<work:journal-title>{journal}</work:journal-title>\n"
            "\t\t</work:work-summary>\n\t</activities:group>\n")


_ORCID_WORKS = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
                f'<activities:works path="/{_ORCID}/works" {_ORCID_NS}>\n'
                "\t<common:last-modified-date>2026-09-02T10:41:17.512Z</common:last-modified-date>\n"
                + _orcid_summary(158231904, "Learned sparse retrieval for scholarly search: an evaluation on "
                                 "research assessment corpora", _DOI, "journal-article", ("2024", "07", "10"),
                                 "ACM Transactions on Information Systems")
                + _orcid_summary(171044286, "Citation context embeddings for outputs review",
                                 "10.48550/arXiv.2407.01219", "preprint", ("2024", "07", "01"), "arXiv")
                + "</activities:works>\n")
_ORCID_NAME = f"{_ORCID}_works.xml"


# an EndNote XML export: the declaration, <xml><records>, a <record> per reference, all on one line
def _en_style(text: str) -> str:
    return f'<style face="normal" font="default" size="100%">{text}</style>'


def _endnote_record(n: int, authors: list[str], title: str, journal: str, year: str, doi: str) -> str:
    return ('<record><database name="REF2029_UoA11.enl" path="C:\\Users\\bibliometrics\\Documents\\REF2029_UoA11.enl">'
            'REF2029_UoA11.enl</database><source-app name="EndNote" version="21.0">EndNote</source-app>'
            f'<rec-number>{n}</rec-number><foreign-keys><key app="EN" db-id="x9sw2vdp7tdzf0e5ttjp0fz3s0sxrawr9dvd" '
            f'timestamp="1726312044">{n}</key></foreign-keys><ref-type name="Journal Article">17</ref-type>'
            "<contributors><authors>" + "".join(f"<author>{_en_style(a)}</author>" for a in authors)
            + f"</authors></contributors><titles><title>{_en_style(title)}</title><secondary-title>"
            f"{_en_style(journal)}</secondary-title></titles><periodical><full-title>{_en_style(journal)}"
            f"</full-title></periodical><dates><year>{_en_style(year)}</year></dates>"
            f"<electronic-resource-num>{_en_style(doi)}</electronic-resource-num></record>")


_ENDNOTE_XML = ('<?xml version="1.0" encoding="UTF-8" ?><xml><records>'
                + _endnote_record(412, ["Okafor, C.", "Lindqvist, M.", "Carberry, J."],
                                  "Learned sparse retrieval for scholarly search: an evaluation on research "
                                  "assessment corpora", "ACM Transactions on Information Systems", "2024", _DOI)
                + _endnote_record(413, ["Haak, L. L.", "Okafor, C."], "Counterfactual evaluation of ranking "
                                  "policies for research funding", "Artificial Intelligence", "2025",
                                  "10.1016/j.artint.2025.104318")
                + "</records></xml>")
_ENDNOTE_NAME = "REF2029_UoA11_outputs.xml"

# a Zotero CSL JSON export: JSON.stringify(items, null, "\t"), no final newline
_CSL_JSON = json.dumps([
    {"id": "http://zotero.org/users/local/k3Vb8QzR/items/7XW2JQ4D", "type": "article-journal",
     "container-title": "ACM Transactions on Information Systems", "DOI": _DOI, "issue": "4", "page": "98",
     "title": "Learned sparse retrieval for scholarly search: an evaluation on research assessment corpora",
     "volume": "42", "author": [{"family": "Okafor", "given": "Chidera"}, {"family": "Lindqvist", "given": "Maja"},
                                {"family": "Carberry", "given": "Josiah"}],
     "issued": {"date-parts": [["2024", 7, 10]]}},
    {"id": "http://zotero.org/users/local/k3Vb8QzR/items/Q2M9FEXA", "type": "paper-conference",
     "container-title": "Proceedings of the 49th International ACM SIGIR Conference",
     "title": "Citation context embeddings for outputs review", "DOI": "10.48550/arXiv.2407.01219",
     "author": [{"family": "Carberry", "given": "Josiah"}], "issued": {"date-parts": [["2024", 7, 1]]}}],
    indent="\t", ensure_ascii=False)
_CSL_NAME = "uoa11_exported_items.json"


# a Zotero library database (zotero.sqlite): a subset of userdata.sql's tables with the office's items, as SQLite
def _zotero_sqlite() -> bytes:
    db = sqlite3.connect(":memory:")
    db.executescript("""
CREATE TABLE version (schema TEXT PRIMARY KEY, version INT NOT NULL);
CREATE INDEX schema ON version(schema);
CREATE TABLE settings (setting TEXT, key TEXT, value, PRIMARY KEY (setting, key));
CREATE TABLE libraries (libraryID INTEGER PRIMARY KEY, type TEXT NOT NULL, editable INT NOT NULL,
    filesEditable INT NOT NULL, version INT NOT NULL DEFAULT 0, storageVersion INT NOT NULL DEFAULT 0,
    lastSync INT NOT NULL DEFAULT 0, archived INT NOT NULL DEFAULT 0);
CREATE TABLE itemTypes (itemTypeID INTEGER PRIMARY KEY, typeName TEXT, templateItemTypeID INT, display INT DEFAULT 1);
CREATE TABLE fields (fieldID INTEGER PRIMARY KEY, fieldName TEXT, fieldFormatID INT);
CREATE TABLE items (itemID INTEGER PRIMARY KEY, itemTypeID INT NOT NULL,
    dateAdded TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP, dateModified TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP,
    clientDateModified TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP, libraryID INT NOT NULL, key TEXT NOT NULL,
    version INT NOT NULL DEFAULT 0, synced INT NOT NULL DEFAULT 0, UNIQUE (libraryID, key));
CREATE TABLE itemDataValues (valueID INTEGER PRIMARY KEY, value UNIQUE);
CREATE TABLE itemData (itemID INT, fieldID INT, valueID, PRIMARY KEY (itemID, fieldID));
CREATE TABLE creators (creatorID INTEGER PRIMARY KEY, firstName TEXT, lastName TEXT, fieldMode INT,
    UNIQUE (lastName, firstName, fieldMode));
CREATE TABLE itemCreators (itemID INT NOT NULL, creatorID INT NOT NULL, creatorTypeID INT NOT NULL DEFAULT 1,
    orderIndex INT NOT NULL DEFAULT 0, PRIMARY KEY (itemID, creatorID, creatorTypeID, orderIndex),
    UNIQUE (itemID, orderIndex));
CREATE TABLE collections (collectionID INTEGER PRIMARY KEY, collectionName TEXT NOT NULL,
    parentCollectionID INT DEFAULT NULL, clientDateModified TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP,
    libraryID INT NOT NULL, key TEXT NOT NULL, version INT NOT NULL DEFAULT 0, synced INT NOT NULL DEFAULT 0,
    UNIQUE (libraryID, key));
CREATE TABLE collectionItems (collectionID INT NOT NULL, itemID INT NOT NULL, orderIndex INT NOT NULL DEFAULT 0,
    PRIMARY KEY (collectionID, itemID));
INSERT INTO version VALUES ('userdata', 107), ('system', 33);
INSERT INTO libraries VALUES (1, 'user', 1, 1, 0, 0, 0, 0);
INSERT INTO itemTypes VALUES (11, 'conferencePaper', NULL, 1), (22, 'journalArticle', NULL, 2);
INSERT INTO fields VALUES (1, 'title', NULL), (6, 'date', 1), (12, 'publicationTitle', NULL), (59, 'DOI', NULL);
INSERT INTO items VALUES (1, 22, '2026-08-30 08:12:44', '2026-09-02 10:41:17', '2026-09-02 10:41:17', 1,
    '7XW2JQ4D', 0, 0), (2, 11, '2026-08-30 08:13:02', '2026-08-30 08:13:02', '2026-08-30 08:13:02', 1,
    'Q2M9FEXA', 0, 0);
INSERT INTO itemDataValues VALUES
    (1, 'Learned sparse retrieval for scholarly search: an evaluation on research assessment corpora'),
    (2, '2024-07-10 2024-07-10'), (3, 'ACM Transactions on Information Systems'), (4, '10.1145/3626772.3657834'),
    (5, 'Citation context embeddings for outputs review'), (6, '2024-07-01 2024-07-01'),
    (7, '10.48550/arXiv.2407.01219');
INSERT INTO itemData VALUES (1, 1, 1), (1, 6, 2), (1, 12, 3), (1, 59, 4), (2, 1, 5), (2, 6, 6), (2, 59, 7);
INSERT INTO creators VALUES (1, 'Chidera', 'Okafor', 0), (2, 'Josiah', 'Carberry', 0);
INSERT INTO itemCreators VALUES (1, 1, 8, 0), (1, 2, 8, 1), (2, 2, 8, 0);
INSERT INTO collections VALUES (1, 'REF2029 UoA 11 outputs', NULL, '2026-09-02 10:41:17', 1, 'UOA11REF', 0, 0);
INSERT INTO collectionItems VALUES (1, 1, 0), (1, 2, 1);
""")
    data = bytes(db.serialize())
    db.close()
    return data


_ZOTERO_SQLITE = _zotero_sqlite()
_ZOTERO_SQLITE_NAME = "zotero.sqlite"

# a Zotero BibTeX export (Exported Items.bib): '\n\tfield = {value},' lines, an entry closed by ',\n}'
_BIBTEX = ("\n@article{okafor_learned_2024,\n"
           "\ttitle = {Learned sparse retrieval for scholarly search: an evaluation on research assessment corpora},\n"
           "\tvolume = {42},\n"
           f"\tdoi = {{{_DOI}}},\n"
           "\tnumber = {4},\n"
           "\tjournal = {ACM Transactions on Information Systems},\n"
           "\tauthor = {Okafor, Chidera and Lindqvist, Maja and Carberry, Josiah},\n"
           "\tyear = {2024},\n"
           "\tpages = {98},\n"
           "}\n"
           "\n@article{haak_counterfactual_2025,\n"
           "\ttitle = {Counterfactual evaluation of ranking policies for research funding},\n"
           "\tvolume = {342},\n"
           "\tdoi = {10.1016/j.artint.2025.104318},\n"
           "\tjournal = {Artificial Intelligence},\n"
           "\tauthor = {Haak, Laure L. and Okafor, Chidera},\n"
           "\tyear = {2025},\n"
           "\tpages = {104318},\n"
           "}\n")
_BIBTEX_NAME = "uoa11_panel_picks.bib"

# a Crossref REST API work answer (GET api.crossref.org/works/{doi}): the envelope and the work, compact
_CROSSREF = json.dumps({
    "status": "ok", "message-type": "work", "message-version": "1.0.0",
    "message": {"indexed": {"date-parts": [[2026, 9, 12]], "date-time": "2026-09-12T04:18:09Z",
                            "timestamp": 1789186689000},
                "reference-count": 58, "publisher": "Association for Computing Machinery (ACM)", "issue": "4",
                "content-domain": {"domain": ["dl.acm.org"], "crossmark-restriction": True},
                "short-container-title": ["ACM Trans. Inf. Syst."], "DOI": _DOI, "type": "journal-article",
                "created": {"date-parts": [[2024, 7, 10]], "date-time": "2024-07-10T14:02:11Z",
                            "timestamp": 1720620131000},
                "page": "1-29", "source": "Crossref", "is-referenced-by-count": 47,
                "title": ["Learned sparse retrieval for scholarly search: an evaluation on research assessment "
                          "corpora"],
                "prefix": "10.1145", "volume": "42",
                "author": [{"given": "Chidera", "family": "Okafor", "sequence": "first", "affiliation": []},
                           {"ORCID": f"https://orcid.org/{_ORCID}", "authenticated-orcid": True, "given": "Josiah",
                            "family": "Carberry", "sequence": "additional", "affiliation": []}],
                "member": "320", "container-title": ["ACM Transactions on Information Systems"],
                "language": "en", "URL": f"https://doi.org/{_DOI}", "ISSN": ["1046-8188", "1558-2868"],
                "issued": {"date-parts": [[2024, 7, 10]]}, "article-number": "98", "score": 1}},
    separators=(",", ":"))
_CROSSREF_NAME = "crossref_work_3626772.3657834.json"

# a reader's rating sheet as typed after the calibration meeting: reader, date, output (bare DOI), unit, grade,
# originality, significance and rigour (each 1-4): eight fields a line
_RATING_SHEET = (f"okafor 2026-09-18 {_DOI} 11 4* 4 4 3\n"
                 "okafor 2026-09-18 10.1016/j.artint.2025.104318 11 3* 3 3 4\n"
                 "okafor 2026-09-18 10.1109/TPAMI.2025.3561207 11 3* 4 3 3\n"
                 "okafor 2026-09-18 10.48550/arXiv.2407.01219 11 2* 2 3 2\n")
# a panel member's ballot for researchers to support, as typed: member, quarter, place, ORCID iD, unit: five fields
_BALLOT = (f"hargreaves 2026-Q3 1 {_ORCID} 11\n"
           "hargreaves 2026-Q3 2 0000-0003-4417-2819 11\n"
           "hargreaves 2026-Q3 3 0000-0002-7731-5604 11\n"
           "hargreaves 2026-Q3 4 0000-0001-9286-1147 10\n")
# the panel's vote tally as the panel secretary types it: output (bare DOI), unit, submit, reserve and do-not-submit
# votes, decision: six fields a line
_VOTE_TALLY = (f"{_DOI} 11 6 1 0 submit\n"
               "10.1016/j.artint.2025.104318 11 4 3 0 submit\n"
               "10.1109/TPAMI.2025.3561207 11 2 4 1 reserve\n"
               "10.48550/arXiv.2407.01219 11 0 2 5 no-submit\n")


def hundredthirteenth_bar_bibliometrics_cases() -> list[Case]:
    G = HUNDREDTHIRTEENTH_BIBLIOMETRICS
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="output_scores", judgements="panel_decisions", runs=_RECS3,
        stem="submission", outputs=_OUT, item="output or researcher", rounded="reader_grades",
        weights="{'reader_grades': 2.0, 'fwci': 1.5, 'panel_votes': 1.0, 'altmetric': 0.5}",
        lone_query="R['fwci']['uoa:2026/34-communication-media'] = "
                   f"{{'doi:{_DOI}': 0.9, 'orcid:0000-0002-7731-5604': 0.4}}\n",
        trust="reader_grades 2\nfwci 1\npanel_votes 1\n",
        trust_dict="{'reader_grades': 2, 'fwci': 1, 'panel_votes': 1}",
        texts={
            "rrf": ("u113a_rrf_output_scores",
                    "rankagg.fuse({source: {unit, quarter or exercise: {output or researcher: score}}}, "
                    "method='rrf'): FWCI, Altmetric attention, the readers' grades and the panel's votes, six "
                    "rankings ('uoa:2026/11-computer-science'), outputs by DOI and researchers by ORCID iD "
                    f"('doi:{_DOI}', 'orcid:{_ORCID}', and an old SICI DOI with ()<>:; in it)"),
            "borda": ("u113a_borda_output_not_scored_by_all",
                      "rankagg.fuse(..., method='borda'): outputs published this quarter, too new for an FWCI and "
                      "not yet read, so some sources have no score for them"),
            "combsum": ("u113a_combsum_rounded_reader_grades",
                        "rankagg.fuse(..., method='combsum'): the readers' quality grades (4*, 3*, 2*, 1*) turned to "
                        "scores at one decimal (many ties), beside FWCI and the votes"),
            "fuser": ("u113a_weighted_fuser_reader_grades",
                      "rankagg.Fuser('rrf', weights=...) per unit, quarter and exercise: the readers' grades count 2, "
                      "FWCI 1.5, the votes 1 and Altmetric attention 0.5, as the panel's guidance puts peer review "
                      "first"),
            "frame": ("u113a_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the office's outputs "
                      "tracker, a row per unit, output or researcher and source"),
            "evaluate": ("u113a_evaluate_panel_decisions",
                         "rankagg.evaluate(fused ranking, the panel's decisions, ['nDCG@5', 'AP', 'P@3']): does the "
                         "fused ranking put the outputs the panel submitted first"),
            "lone": ("u113a_new_unit_only_fwci",
                     "rankagg.fuse(..., method='rrf'): a unit of assessment added this quarter, which only FWCI "
                     "covers so far (no readers, no votes), beside units, quarters and exercises every source "
                     "covers"),
            "cli_rrf": ("u113a_cli_rrf_runs",
                        "rankagg fuse fwci.run reader_grades.run panel_votes.run --method rrf -o submission.run: one "
                        "run per source, units, quarters and exercises as queries"),
            "cli_borda": ("u113a_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the readers' grades "
                          "count double)"),
            "cli_combsum": ("u113a_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four outputs a researcher may be "
                            "returned with at most, per unit"),
            "cli_evaluate": ("u113a_cli_evaluate_panel_qrels",
                             "rankagg evaluate submission.run --qrels panel_decisions.qrels -m ndcg_cut.5 -m map: "
                             "the fused ranking against the panel's decisions (2 submit, 1 reserve, 0 do not "
                             "submit)"),
            "cli_parquet": ("u113a_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o submission.parquet: gzipped runs from the "
                            "office's nightly metrics job, a Parquet table for the research committee's "
                            "dashboard")})

    # --- the office's files given where runs are read: named by their format or tool ---------------------------------
    cases += files_as_runs(cli_bad, [
        ("u113a_wos_plain_text_as_run", "a Web of Science plain text export ('FN Clarivate Analytics Web of "
         "Science', 'VR 1.0', then records of two-letter tags, PT J, AU, TI, SO, DI, UT, each closed by 'ER', the "
         "file by 'EF')", _WOS_PLAIN_NAME, _WOS_PLAIN, "Web of Science", named_at(_WOS_PLAIN_NAME, _WOS_PLAIN)),
        ("u113a_scopus_csv_as_run", "a Scopus CSV export (every field quoted: \"Authors\",\"Author full "
         "names\",\"Author(s) ID\",\"Title\",\"Year\",\"Source title\",...,\"Cited by\",\"DOI\",...,\"EID\")",
         _SCOPUS_NAME, _SCOPUS, "Scopus", named_at(_SCOPUS_NAME, _SCOPUS)),
        ("u113a_openalex_works_json_as_run", "an OpenAlex works answer (JSON: meta with count, db_response_time_ms, "
         "page, per_page, then results, each work with id, doi, authorships, cited_by_count, fwci and "
         "citation_normalized_percentile)", _OPENALEX_NAME, _OPENALEX, "OpenAlex", f"{_OPENALEX_NAME}:1"),
        ("u113a_orcid_works_xml_as_run", "an ORCID works answer (XML: <activities:works path=\"/"
         f"{_ORCID}/works\"> with an activities:group and a work:work-summary per work, its doi external id, "
         "work:type and publication date)", _ORCID_NAME, _ORCID_WORKS, "ORCID", named_at(_ORCID_NAME, _ORCID_WORKS)),
        ("u113a_endnote_xml_as_run", "an EndNote XML export ('<?xml ...?><xml><records><record><database "
         "name=\"REF2029_UoA11.enl\"...><source-app name=\"EndNote\" version=\"21.0\">', ref-type Journal "
         "Article 17, titles, electronic-resource-num, one line)", _ENDNOTE_NAME, _ENDNOTE_XML, "EndNote",
         named_at(_ENDNOTE_NAME, _ENDNOTE_XML)),
        ("u113a_zotero_csl_json_as_run", "a Zotero CSL JSON export (a tab-indented array of CSL items: id, type "
         "article-journal, container-title, DOI, title, author family and given, issued date-parts)", _CSL_NAME,
         _CSL_JSON, "CSL", f"{_CSL_NAME}:1"),
        ("u113a_zotero_sqlite_as_run", "a Zotero library database, zotero.sqlite (a SQLite 3 file, 'SQLite format "
         "3', with Zotero's items, itemData, itemDataValues, creators and collections tables)", _ZOTERO_SQLITE_NAME,
         _ZOTERO_SQLITE, "Zotero", _ZOTERO_SQLITE_NAME),
        ("u113a_reader_rating_sheet_as_run", "a reader's rating sheet as typed (eight fields a line: reader, date, "
         "output DOI, unit, grade 4*-1*, originality, significance, rigour)", "rating_sheet_okafor_2026-09-18.txt",
         _RATING_SHEET, "rating sheet", "rating_sheet_okafor_2026-09-18.txt:1"),
        ("u113a_panel_member_ballot_as_run", "a panel member's ballot of researchers to support as typed (five "
         "fields a line: member, quarter, place, ORCID iD, unit)", "ballot_hargreaves_2026-Q3.txt", _BALLOT,
         "ballot", "ballot_hargreaves_2026-Q3.txt:1"),
        ("u113a_panel_vote_tally_as_run", "the panel's vote tally as the panel secretary types it (six fields a "
         "line: output DOI, unit, submit, reserve and do-not-submit votes, decision)", "vote_tally_2026-Q3.txt",
         _VOTE_TALLY, "vote tally", "vote_tally_2026-Q3.txt:1")],
        one_run=("panel_votes.run", _ONE_RUN), stem="submission",
        text_why="trec_eval refuses a line of other than six fields, and a vote tally's six are an output, a unit, "
                 "three vote counts and a decision, not a run's; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the office can act on)",
        binary_why="trec_eval reads text; a zotero.sqlite read as lines gives no ranking (Zotero, or sqlite3, opens "
                   "it): named by what it is")

    # --- the judgements the office gives ------------------------------------------------------------------------------
    judged = files_as_qrels(cli_bad, [
        ("u113a_panel_vote_tally_as_qrels", "vote_tally_2026-Q3.txt", _VOTE_TALLY, "vote tally"),
        ("u113a_zotero_bibtex_as_qrels", _BIBTEX_NAME, _BIBTEX, "BibTeX"),
        ("u113a_wos_tab_delimited_as_qrels", _WOS_TAB_NAME, _WOS_TAB, "Web of Science"),
        ("u113a_crossref_work_json_as_qrels", _CROSSREF_NAME, _CROSSREF, "Crossref")],
        one_run=("panel_votes.run", _ONE_RUN))
    # what each file is, said in the case's own text (the helper's text names the file only)
    said = {"u113a_panel_vote_tally_as_qrels": "the panel's vote tally as typed, six fields a line",
            "u113a_zotero_bibtex_as_qrels": "a Zotero BibTeX export of the outputs the panel picked (@article{...})",
            "u113a_wos_tab_delimited_as_qrels": "a Web of Science tab-delimited export (the PT AU BA ... DA header "
                                                "line, a record a line)",
            "u113a_crossref_work_json_as_qrels": "a Crossref REST API work answer (JSON: status ok, message-type "
                                                 "work, message with DOI, title, author, is-referenced-by-count)"}
    for case in judged:
        case.what += f" ({said[case.id]})"
    cases += judged

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u113a_out_bibtex_bib", "uoa11_submission.bib", "a BibTeX database (.bib, as Zotero, JabRef and Google "
         "Scholar write it and BibTeX reads it)"),
        ("u113a_out_ris", "uoa11_submission.ris", "an RIS file (.ris, as Zotero, EndNote and Mendeley import it)"),
        ("u113a_out_endnote_enl", "REF2029_UoA11.enl", "an EndNote library (.enl, EndNote's own library file)"),
        ("u113a_out_zotero_rdf", "uoa11_submission.rdf", "a Zotero RDF export (.rdf, as Zotero writes and reads "
         "it)")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=113"))

    # --- the office's documents and tables given to the API -----------------------------------------------------------
    cases += [
        bad("u113a_api_openalex_works_dict",
            "rankagg.fuse(json.load(openalex_works.json)): an OpenAlex works answer, loaded in Python, given as the "
            "runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('r.json', encoding='utf-8')), method='rrf')\n",
            "OpenAlex", why="a run maps a query to {document: score}; an OpenAlex answer maps 'meta' to the count and "
            "paging and 'results' to a list of works (id, doi, authorships, cited_by_count, fwci), no ranking",
            files={"r.json": _OPENALEX}),
        bad("u113a_api_scopus_csv_frame",
            "rankagg.fuse(pd.read_csv(scopus.csv)): a Scopus CSV export (Authors, Author full names, Title, Year, "
            "Source title, Cited by, DOI, ..., EID columns) given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('r.csv'), method='borda')\n",
            "Scopus", why="a table of runs has qid, docid, run and score columns; a Scopus export has a document a "
            "row (authors, title, year, source, citation count, DOI, EID), no query, run or score",
            files={"r.csv": _SCOPUS}),
    ]
    return cases
