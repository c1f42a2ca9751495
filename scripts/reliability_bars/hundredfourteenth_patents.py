"""Issue 45's hundred-and-fourteenth bar of scripts/reliability_matrix.py, a patent office's prior-art search review,
the patent searchers of a corporate IP department who run the searches and the patent attorneys who rank the prior art
for an invalidity opinion or a freedom-to-operate review, per matter and claim, review and search round, from a semantic
search engine's relevance scores, Boolean hit lists, CPC-class overlap, the searchers' X/Y/A grades and the attorneys'
votes (its cases, ids ``u114a_``, registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`,
the runner, the verdicts) are the matrix's.  (Written by a persona session, before any of its recognisers existed.)

The team's review: each matter's claim, each freedom-to-operate review and each search round
(``matter:2026-IPR-0193/claim-1``, ``fto:2026-Q4/battery-separator``, ``round:2026-11/landscape``) is a query and each
piece of prior art a document, as the team writes it: a patent publication as country code, number and kind code
joined by hyphens (``US-11234567-B2``, ``EP-3456789-A1``, ``WO-2021123456-A1``, Google Patents' own form) or a piece of
non-patent literature by its DOI (``npl:doi:10.1021/acs.chemmater.1c02345``); on the typed sheets the same publication
number and the claim beside it.  The runs are the semantic search engine's scores, the Boolean hit lists' ranks, the
CPC-class overlap, the searchers' grades (X, Y, A as the EPO's search reports grade citations) and the attorneys'
votes, turned to scores in [0, 1] at four decimals.  They are fused with RRF, Borda and CombSUM, the searchers' grades
weighted highest, and judged against the opinion's decisions (2 X, anticipates; 1 Y, obvious in combination; 0 A,
background).  The mistakes and odd files: the field's own files given where runs or qrels are read (a USPTO full-text
grant file (XML, ICE DTD v4.7), PatentsView's g_patent.tsv and g_cpc_current.tsv, a Lens.org patent CSV export and a
Lens patent API answer (JSON), a Google Patents CSV download, an EPO OPS biblio search answer and its family (DOCDB)
answer (XML), a WIPO PATENTSCOPE status report (ST.36 XML), a European search report as a PDF (binary), and a
searcher's rating sheet, an attorney's ballot and the team's vote tally as the team types them), and outputs named
for the field's files (a search report .pdf, an Orbit or PatSnap Excel export .xlsx, a claim chart .docx, a Lens RIS
export .ris).  (Checked: the USPTO full-text grant from parsers and fixtures found by string search: the weekly file
concatenates documents, each opening '<?xml version="1.0" encoding="UTF-8"?>' and '<!DOCTYPE us-patent-grant SYSTEM
"us-patent-grant-v47-2022-02-17.dtd" [ ]>', then '<us-patent-grant lang="EN" dtd-version="v4.7 2022-02-17"
file="US...-2022....XML" status="PRODUCTION" id="us-patent-grant" country="US" date-produced=... date-publ=...>' and
us-bibliographic-data-grant with publication-reference/document-id (country, doc-number, kind, date),
application-reference appl-type="utility", invention-title (several parsers, a DTD notes file naming ICE DTD v4.7,
a split script quoting the v4.4 and v4.5 DOCTYPE lines); us-references-cited with us-citation, patcit num, and
category 'cited by examiner' is from memory of the bulk files, not read; the values are ours.  PatentsView's
g_patent.tsv columns (patent_id, patent_type, patent_date, patent_title, patent_abstract, wipo_kind, num_claims,
withdrawn, filename) from an R script naming them, and g_cpc_current.tsv's header line ('"patent_id" "cpc_sequence"
"cpc_section" "cpc_class" "cpc_subclass" "cpc_group" "cpc_type"', every field double-quoted, tab-separated) from
comments in scripts reading the file, a SQL schema of the same table (with a later cpc_symbol_position, left out) and
a README saying the originals are quoted; the rows and the line ends are a guess.  The Lens.org patent CSV export's 37
columns ('#', Jurisdiction, Kind, Display Key, Lens ID, Publication Date, ..., Cites Patent Count, Cited by Patent
Count, Simple Family Size, ..., CPC Classifications, ..., NPL Citations, Legal Status) from two readers' column maps
and a pandas info() listing of a real export, ';;' between values from a pipeline's notes; the quoting, the Document
Type and Legal Status values and the Lens IDs are a guess.  The Lens patent API answer's envelope ('total', 'data')
from cambialens/lens-api-doc's response.md sample, the record's keys (lens_id, jurisdiction, doc_number, kind,
date_published, doc_key as 'EP_0227762_B1_19900411', docdb_id, lang, publication_type, biblio) from its
response-patent.md and a client's notes; the nesting inside biblio is cut and partly a guess.  The Google Patents CSV
from several readers' docstrings and tests: the first line 'search URL:,https://patents.google.com/?q=...', then
'id,title,assignee,inventor/author,priority date,filing/creation date,publication date,grant date,result link,
representative figure link' and ids as 'US-9254383-B2'; the figure links' form is a guess.  The EPO OPS biblio search
answer from an OPS answer quoted in a client's source (the declaration, '<?xml-stylesheet type="text/xsl"
href="/2.6.2/style/exchange.xsl"?>', <ops:world-patent-data> declaring ops, the exchange default namespace, ccd and
xlink, <ops:meta name="elapsed-time">, <ops:biblio-search total-result-count=...> with ops:query syntax="CQL" and
ops:range) and clients' fixtures (ops:search-result holding exchange-documents, each exchange-document with system,
family-id, country, doc-number and kind, bibliographic-data, publication-reference document-id-type="docdb"); the
stylesheet's version 3.2 is by analogy, the values ours.  The OPS family answer (DOCDB family members) from a real
answer for US12506212 trimmed in a client's tests (<ops:patent-family legal="false" total-result-count=...>, its
ops:publication-reference, then an ops:family-member family-id=... per member with publication-reference and
application-reference doc-id and is-representative); the members are ours.  The WIPO status report from a PATENTSCOPE
client's README quoting an IASR answer ('<?xml version="1.0"?>', <wo-international-application-status>,
<wo-bibliographic-data produced-by="IB" dtd-version="0.2" lang="EN" date-produced=...>, publication-reference with
document-id lang="EN", WO, '2009/105044', A1, then wo-publication-info); what follows wo-publication-info is from
memory of ST.36's element names (application-reference appl-type="international", invention-title, parties), a guess.
The PDF from ISO 32000's structure (the header, the binary comment, objects, xref, trailer, %%EOF) as other bars
build it; the search report's text is ours.  The output suffixes: .pdf (the EPO's and the searchers' search reports),
.xlsx (Orbit Intelligence's and PatSnap's Excel exports, from memory), .docx (the attorneys' claim charts in Word),
.ris (Lens.org's RIS export, from memory).  Left out, as they could not be checked here: Derwent Innovation's,
Orbit's and PatBase's own export layouts, PATSTAT's CSV tables, the EPO's search report XML (its DTD was not found),
and the docketing system's files.  The rating sheet, the ballot and the vote tally are typed here as the team's
searchers, attorneys and paralegal type them; the publication numbers are made up in the offices' forms.)

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import csv
import io
import json

from .case import Case, command_cases, fusion_checks, named_at, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

HUNDREDFOURTEENTH_PATENTS = ("45 Unseen inputs: a hundred-and-fourteenth bar, a corporate IP department's prior-art "
                             "search team (the patent searchers who run the searches and the patent attorneys who "
                             "rank the prior art for invalidity opinions and freedom-to-operate reviews) ranking "
                             "patent publications and non-patent literature per matter and claim, review and search "
                             "round from semantic search scores, Boolean hit lists, CPC overlap, the searchers' X/Y/A "
                             "grades and the attorneys' votes (USPTO full-text grant XML, PatentsView g_patent and "
                             "g_cpc_current TSVs, Lens.org CSV exports and patent API answers (JSON), Google Patents "
                             "CSV downloads, EPO OPS search and family answers (XML), WIPO PATENTSCOPE status reports "
                             "(ST.36 XML), search report PDFs, searchers' rating sheets, attorneys' ballots and the "
                             "team's vote tallies as typed)")

_US = "US-11234567-B2"
_EP = "EP-3456789-A1"
_WO = "WO-2021123456-A1"
_NPL = "npl:doi:10.1021/acs.chemmater.1c02345"

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['semantic_search', 'boolean_hits', 'cpc_overlap', 'searcher_grades', 'attorney_votes'],
    items=[_US, _EP, _WO, _NPL, 'JP-2019512345-A', 'US-20220123456-A1', 'CN-112345678-A', 'KR-102345678-B1'],
    queries=['matter:2026-IPR-0193/claim-1', 'fto:2026-Q4/battery-separator', 'round:2026-11/landscape',
             'matter:2026-IPR-0193/claim-14', 'fto:2026-Q4/electrolyte-additive', 'round:2026-12/npl-sweep'],
    suffix='/re-search', generator='prior_art_scores', judgements='opinion_decisions'
) + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "prior_art_scores", "prior_art.run")

_RECS3 = ["semantic_search", "searcher_grades", "attorney_votes"]
_OUT = ("prior_art.run",)
_ONE_RUN = (f"matter:2026-IPR-0193/claim-1 Q0 {_US} 1 0.9312 attorney_votes\n"
            f"matter:2026-IPR-0193/claim-1 Q0 {_EP} 2 0.8467 attorney_votes\n")


def _csv(rows: list[list[str]], delimiter: str = ",", lineterminator: str = "\n",
         quoting: int = csv.QUOTE_MINIMAL) -> str:
    out = io.StringIO()
    csv.writer(out, delimiter=delimiter, lineterminator=lineterminator, quoting=quoting).writerows(rows)
    return out.getvalue()


# the team's files, as the USPTO, PatentsView, Lens.org, Google Patents, the EPO and WIPO write them, and as typed
# a USPTO full-text grant file (ipgYYMMDD.xml): XML documents one after another, each with its declaration and DOCTYPE
def _uspto_grant(number: str, kind: str, publ: str, produced: str, appl: str, filed: str, title: str,
                 cited: list[tuple[str, str, str, str]]) -> str:
    citations = "".join(
        f'<us-citation>\n<patcit num="{n:05d}">\n<document-id>\n<country>US</country>\n<doc-number>{doc}</doc-number>\n'
        f"<kind>{k}</kind>\n<name>{name}</name>\n<date>{date}</date>\n</document-id>\n</patcit>\n"
        "<category>cited by examiner</category>\n</us-citation>\n"
        for n, (doc, k, name, date) in enumerate(cited, 1))
    return ('<?xml version="1.0" encoding="UTF-8"?>\n'
            '<!DOCTYPE us-patent-grant SYSTEM "us-patent-grant-v47-2022-02-17.dtd" [ ]>\n'
            f'<us-patent-grant lang="EN" dtd-version="v4.7 2022-02-17" file="US{number}-{publ}.XML" '
            f'status="PRODUCTION" id="us-patent-grant" country="US" date-produced="{produced}" date-publ="{publ}">\n'
            "<us-bibliographic-data-grant>\n<publication-reference>\n<document-id>\n<country>US</country>\n"
            f"<doc-number>{number}</doc-number>\n<kind>{kind}</kind>\n<date>{publ}</date>\n</document-id>\n"
            '</publication-reference>\n<application-reference appl-type="utility">\n<document-id>\n'
            f"<country>US</country>\n<doc-number>{appl}</doc-number>\n<date>{filed}</date>\n</document-id>\n"
            "</application-reference>\n<us-application-series-code>17</us-application-series-code>\n"
            f'<invention-title id="d2e53">{title}</invention-title>\n'
            f"<us-references-cited>\n{citations}</us-references-cited>\n"
            "<number-of-claims>20</number-of-claims>\n</us-bibliographic-data-grant>\n"
            '<abstract id="abstract">\n<p id="p-0001" num="0000">A separator for a lithium secondary battery '
            "comprising a porous polyolefin substrate and a ceramic coating layer.</p>\n</abstract>\n"
            "</us-patent-grant>\n")


_USPTO_XML = (_uspto_grant("11234567", "B2", "20220201", "20220118", "17012345", "20200904",
                           "Separator for lithium secondary battery and method of manufacturing the same",
                           [("9876543", "B2", "Tanaka et al.", "20180102"), ("10123456", "B1", "Park", "20181106")])
              + _uspto_grant("11345678", "B1", "20220531", "20220517", "17198765", "20210311",
                             "Ceramic-coated polyolefin separator with heat-resistant binder",
                             [("8765432", "B2", "Schmidt", "20140701")]))
_USPTO_NAME = "ipg220201.xml"

# PatentsView's bulk g_patent.tsv: every field double-quoted, tab-separated
_G_PATENT = _csv([
    ["patent_id", "patent_type", "patent_date", "patent_title", "patent_abstract", "wipo_kind", "num_claims",
     "withdrawn", "filename"],
    ["11234567", "utility", "2022-02-01", "Separator for lithium secondary battery and method of manufacturing the "
     "same", "A separator for a lithium secondary battery comprising a porous polyolefin substrate and a ceramic "
     "coating layer.", "B2", "20", "0", "ipg220201.xml"],
    ["11345678", "utility", "2022-05-31", "Ceramic-coated polyolefin separator with heat-resistant binder",
     "A heat-resistant separator in which inorganic particles are bound by an aramid binder.", "B1", "14", "0",
     "ipg220531.xml"]], delimiter="\t", quoting=csv.QUOTE_ALL)
_G_PATENT_NAME = "g_patent.tsv"

# PatentsView's g_cpc_current.tsv: the same quoting, a row per CPC symbol of a patent
_G_CPC = _csv([
    ["patent_id", "cpc_sequence", "cpc_section", "cpc_class", "cpc_subclass", "cpc_group", "cpc_type"],
    ["11234567", "0", "H", "H01", "H01M", "H01M50/409", "inventional"],
    ["11234567", "1", "H", "H01", "H01M", "H01M50/446", "inventional"],
    ["11234567", "2", "Y", "Y02", "Y02E", "Y02E60/10", "additional"],
    ["11345678", "0", "H", "H01", "H01M", "H01M50/431", "inventional"]], delimiter="\t", quoting=csv.QUOTE_ALL)
_G_CPC_NAME = "g_cpc_current.tsv"

# a Lens.org patent CSV export: its 37 columns, ';;' between the values of a field
_LENS_COLUMNS = ["#", "Jurisdiction", "Kind", "Display Key", "Lens ID", "Publication Date", "Publication Year",
                 "Application Number", "Application Date", "Priority Numbers", "Earliest Priority Date", "Title",
                 "Abstract", "Applicants", "Inventors", "Owners", "URL", "Document Type", "Has Full Text",
                 "Cites Patent Count", "Cited by Patent Count", "Simple Family Size", "Simple Family Members",
                 "Simple Family Member Jurisdictions", "Extended Family Size", "Extended Family Members",
                 "Extended Family Member Jurisdictions", "Sequence Count", "CPC Classifications",
                 "IPCR Classifications", "US Classifications", "NPL Citation Count", "NPL Resolved Citation Count",
                 "NPL Resolved Lens ID(s)", "NPL Resolved External ID(s)", "NPL Citations", "Legal Status"]
_LENS_ROWS = [
    ["1", "US", "B2", "US 11234567 B2", "155-873-202-961-468", "2022-02-01", "2022", "US 202017012345 A",
     "2020-09-04", "KR 20190109876 A", "2019-09-05", "Separator for lithium secondary battery and method of "
     "manufacturing the same", "A separator for a lithium secondary battery comprising a porous polyolefin substrate "
     "and a ceramic coating layer.", "HANRIM ENERGY CO LTD", "KIM MINJUN;;LEE SEOYEON", "HANRIM ENERGY CO LTD",
     "https://www.lens.org/lens/patent/155-873-202-961-468", "Granted Patent", "true", "14", "9", "4",
     "US 11234567 B2;;KR 102345678 B1;;EP 3456789 A1;;CN 112345678 A", "US;;KR;;EP;;CN", "6",
     "US 11234567 B2;;KR 102345678 B1;;EP 3456789 A1;;CN 112345678 A;;JP 2019512345 A;;WO 2021123456 A1",
     "US;;KR;;EP;;CN;;JP;;WO", "0", "H01M50/409;;H01M50/446;;Y02E60/10", "H01M50/409;;H01M50/446", "", "2", "1",
     "041-552-780-113-82X", "10.1021/acs.chemmater.1c02345", "Chen, X. et al., Chem. Mater. 33 (2021);;Park, J., "
     "Thesis (2017)", "ACTIVE"],
    ["2", "EP", "A1", "EP 3456789 A1", "012-338-647-590-271", "2020-03-18", "2020", "EP 19181234 A",
     "2019-06-19", "KR 20180071234 A", "2018-06-20", "Heat-resistant separator and battery using the same",
     "A separator with an inorganic coating bound by a heat-resistant polymer.", "HANRIM ENERGY CO LTD",
     "LEE SEOYEON", "", "https://www.lens.org/lens/patent/012-338-647-590-271", "Patent Application", "true", "7",
     "22", "3", "EP 3456789 A1;;KR 102345678 B1;;US 11234567 B2", "EP;;KR;;US", "6", "", "", "0",
     "H01M50/446;;H01M50/431", "H01M50/446", "", "0", "0", "", "", "", "PENDING"]]
_LENS_CSV = _csv([_LENS_COLUMNS] + _LENS_ROWS)
_LENS_NAME = "lens-export.csv"

# a Lens patent API answer (POST api.lens.org/patent/search): total, then the records under data
_LENS_JSON = json.dumps({
    "total": 2,
    "data": [
        {"lens_id": "155-873-202-961-468", "jurisdiction": "US", "doc_number": "11234567", "kind": "B2",
         "date_published": "2022-02-01", "doc_key": "US_11234567_B2_20220201", "docdb_id": 578123456, "lang": "en",
         "publication_type": "GRANTED_PATENT",
         "biblio": {"publication_reference": {"jurisdiction": "US", "doc_number": "11234567", "kind": "B2",
                                              "date": "2022-02-01"},
                    "invention_title": [{"text": "Separator for lithium secondary battery and method of "
                                                 "manufacturing the same", "lang": "en"}],
                    "classifications_cpc": {"classifications": [{"symbol": "H01M50/409"},
                                                                {"symbol": "H01M50/446"}]},
                    "cited_by": {"patent_count": 9}},
         "families": {"simple_family": {"size": 4}}},
        {"lens_id": "012-338-647-590-271", "jurisdiction": "EP", "doc_number": "3456789", "kind": "A1",
         "date_published": "2020-03-18", "doc_key": "EP_3456789_A1_20200318", "docdb_id": 512345678, "lang": "en",
         "publication_type": "PATENT_APPLICATION",
         "biblio": {"publication_reference": {"jurisdiction": "EP", "doc_number": "3456789", "kind": "A1",
                                              "date": "2020-03-18"},
                    "invention_title": [{"text": "Heat-resistant separator and battery using the same",
                                         "lang": "en"}],
                    "classifications_cpc": {"classifications": [{"symbol": "H01M50/446"}]},
                    "cited_by": {"patent_count": 22}},
         "families": {"simple_family": {"size": 3}}}]}, indent=2)
_LENS_JSON_NAME = "lens_patent_search_fto-battery-separator.json"

# a Google Patents CSV download: the search URL on the first line, then the header and a result a row
_GOOGLE_CSV = ("search URL:,https://patents.google.com/?q=(ceramic+coated+separator)&before=priority:20200904\n"
               + _csv([
                   ["id", "title", "assignee", "inventor/author", "priority date", "filing/creation date",
                    "publication date", "grant date", "result link", "representative figure link"],
                   [_US, "Separator for lithium secondary battery and method of manufacturing the same",
                    "Hanrim Energy Co., Ltd.", "Minjun Kim, Seoyeon Lee", "2019-09-05", "2020-09-04", "2022-02-01",
                    "2022-02-01", "https://patents.google.com/patent/US11234567B2/en",
                    "https://patentimages.storage.googleapis.com/4f/2a/91/0c5d7e3b1a8f62/US11234567-20220201-D00000"
                    ".png"],
                   [_EP, "Heat-resistant separator and battery using the same", "Hanrim Energy Co., Ltd.",
                    "Seoyeon Lee", "2018-06-20", "2019-06-19", "2020-03-18", "",
                    "https://patents.google.com/patent/EP3456789A1/en", ""]]))
_GOOGLE_NAME = "gp-search-20261104-ceramic-separator.csv"


# an EPO OPS published-data search answer with the biblio constituent (ops:world-patent-data, exchange-documents)
def _exchange_document(country: str, number: str, kind: str, family: str, date: str, title: str) -> str:
    return (f'        <exchange-document system="ops.epo.org" family-id="{family}" country="{country}" '
            f'doc-number="{number}" kind="{kind}">\n'
            "          <bibliographic-data>\n            <publication-reference>\n"
            '              <document-id document-id-type="docdb">\n'
            f"                <country>{country}</country>\n                <doc-number>{number}</doc-number>\n"
            f"                <kind>{kind}</kind>\n                <date>{date}</date>\n"
            "              </document-id>\n            </publication-reference>\n"
            f'            <invention-title lang="en">{title}</invention-title>\n'
            "          </bibliographic-data>\n        </exchange-document>\n")


_OPS_SEARCH = ('<?xml version="1.0" encoding="UTF-8"?><?xml-stylesheet type="text/xsl" '
               'href="/3.2/style/exchange.xsl"?>\n'
               '<ops:world-patent-data xmlns:ops="http://ops.epo.org" xmlns="http://www.epo.org/exchange" '
               'xmlns:ccd="http://www.epo.org/ccd" xmlns:xlink="http://www.w3.org/1999/xlink">\n'
               '  <ops:meta name="elapsed-time" value="64"/>\n'
               '  <ops:biblio-search total-result-count="2">\n'
               '    <ops:query syntax="CQL">cpc=H01M50/446 and ta all "ceramic separator"</ops:query>\n'
               '    <ops:range begin="1" end="2"/>\n    <ops:search-result>\n      <exchange-documents>\n'
               + _exchange_document("EP", "3456789", "A1", "66012345", "20200318",
                                    "HEAT-RESISTANT SEPARATOR AND BATTERY USING THE SAME")
               + _exchange_document("WO", "2021123456", "A1", "66012345", "20210624",
                                    "SEPARATOR FOR LITHIUM SECONDARY BATTERY")
               + "      </exchange-documents>\n    </ops:search-result>\n  </ops:biblio-search>\n"
                 "</ops:world-patent-data>\n")
_OPS_SEARCH_NAME = "ops_biblio_search_H01M50-446.xml"


# an EPO OPS family answer (the DOCDB simple family of a publication): ops:patent-family, a member a publication
def _family_member(country: str, number: str, kind: str, date: str, appl: str, appl_kind: str, doc_id: str) -> str:
    return ('    <ops:family-member family-id="66012345">\n      <publication-reference>\n'
            '        <document-id document-id-type="docdb">\n'
            f"          <country>{country}</country>\n          <doc-number>{number}</doc-number>\n"
            f"          <kind>{kind}</kind>\n          <date>{date}</date>\n        </document-id>\n"
            f'      </publication-reference>\n      <application-reference doc-id="{doc_id}">\n'
            '        <document-id document-id-type="docdb">\n'
            f"          <country>{country}</country>\n          <doc-number>{appl}</doc-number>\n"
            f"          <kind>{appl_kind}</kind>\n        </document-id>\n      </application-reference>\n"
            "    </ops:family-member>\n")


_OPS_FAMILY = ('<?xml version="1.0" encoding="UTF-8"?>\n'
               '<ops:world-patent-data xmlns="http://www.epo.org/exchange" xmlns:ops="http://ops.epo.org" '
               'xmlns:xlink="http://www.w3.org/1999/xlink">\n'
               '  <ops:patent-family legal="false" total-result-count="3">\n    <ops:publication-reference>\n'
               '      <document-id document-id-type="docdb">\n        <country>US</country>\n'
               "        <doc-number>11234567</doc-number>\n        <kind>B2</kind>\n      </document-id>\n"
               "    </ops:publication-reference>\n"
               + _family_member("EP", "3456789", "A1", "20200318", "19181234", "A", "531002417")
               + _family_member("US", "11234567", "B2", "20220201", "202017012345", "A", "552874019")
               + _family_member("WO", "2021123456", "A1", "20210624", "2020KR012345", "W", "553190284")
               + "  </ops:patent-family>\n</ops:world-patent-data>\n")
_OPS_FAMILY_NAME = "ops_family_US11234567B2.xml"

# a WIPO PATENTSCOPE international application status report (ST.36 XML)
_WIPO_IASR = ('<?xml version="1.0"?>\n<wo-international-application-status>\n'
              '  <wo-bibliographic-data produced-by="IB" dtd-version="0.2" lang="EN" date-produced="20261102">\n'
              '    <publication-reference>\n      <document-id lang="EN">\n        <country>WO</country>\n'
              "        <doc-number>2021/123456</doc-number>\n        <kind>A1</kind>\n        <date>20210624</date>\n"
              "      </document-id>\n    </publication-reference>\n"
              "    <wo-publication-info>\n      <gazette-num>2021/25</gazette-num>\n"
              "      <gazette-pub-date>20210624</gazette-pub-date>\n    </wo-publication-info>\n"
              '    <application-reference appl-type="international">\n      <document-id>\n'
              "        <country>KR</country>\n        <doc-number>KR2020/012345</doc-number>\n"
              "        <date>20200914</date>\n      </document-id>\n    </application-reference>\n"
              '    <invention-title lang="EN">SEPARATOR FOR LITHIUM SECONDARY BATTERY</invention-title>\n'
              "  </wo-bibliographic-data>\n</wo-international-application-status>\n")
_WIPO_NAME = "PCT_KR2020_012345_iasr.xml"


# the extended European search report as the searchers file it (PDF: the header, a comment of four bytes above 127
# marking it binary, the catalog, pages, a page, its content stream, a font, the xref table, the trailer, %%EOF)
def _search_report_pdf() -> bytes:
    text = b"BT /F1 11 Tf 56 780 Td (EUROPEAN SEARCH REPORT  Application Number EP 19 18 1234) Tj ET"
    bodies = [b"<< /Type /Catalog /Pages 2 0 R >>",
              b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
              b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R "
              b"/Resources << /Font << /F1 5 0 R >> >> >>",
              b"<< /Length %d >>\nstream\n" % len(text) + text + b"\nendstream",
              b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>"]
    out = bytearray(b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")
    offsets = []
    for number, body in enumerate(bodies, 1):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % number + body + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(bodies) + 1)
    out += b"".join(b"%010d 00000 n \n" % offset for offset in offsets)
    out += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(bodies) + 1, xref)
    return bytes(out)


_PDF = _search_report_pdf()
_PDF_NAME = "EP19181234_extended_european_search_report.pdf"

# a searcher's rating sheet as typed after a search round: searcher, date, matter and claim, publication number,
# category (X, Y, A), claim elements the document shows, its main CPC group, relevance 1-5: eight fields a line
_RATING_SHEET = (f"okonkwo 2026-11-04 2026-IPR-0193/claim-1 {_US} X 1a,1b,1c,1d H01M50/409 5\n"
                 f"okonkwo 2026-11-04 2026-IPR-0193/claim-1 {_EP} X 1a,1b,1d H01M50/446 4\n"
                 f"okonkwo 2026-11-04 2026-IPR-0193/claim-1 {_WO} Y 1a,1c H01M50/431 3\n"
                 "okonkwo 2026-11-04 2026-IPR-0193/claim-1 JP-2019512345-A A 1a H01M10/0525 2\n")
# an attorney's ballot for the opinion, as typed: attorney, matter and claim, place, publication number, category
_BALLOT = (f"brandt 2026-IPR-0193/claim-1 1 {_US} X\n"
           f"brandt 2026-IPR-0193/claim-1 2 {_EP} X\n"
           f"brandt 2026-IPR-0193/claim-1 3 {_WO} Y\n"
           "brandt 2026-IPR-0193/claim-1 4 US-20220123456-A1 A\n")
# the team's vote tally as the paralegal types it: publication number, matter and claim, X, Y and A votes, decision:
# six fields a line
_VOTE_TALLY = (f"{_US} 2026-IPR-0193/claim-1 5 1 0 anticipates\n"
               f"{_EP} 2026-IPR-0193/claim-1 4 2 0 anticipates\n"
               f"{_WO} 2026-IPR-0193/claim-1 1 4 1 combines\n"
               "JP-2019512345-A 2026-IPR-0193/claim-1 0 1 5 background\n")


def hundredfourteenth_bar_patents_cases() -> list[Case]:
    G = HUNDREDFOURTEENTH_PATENTS
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="prior_art_scores", judgements="opinion_decisions", runs=_RECS3,
        stem="prior_art", outputs=_OUT, item="publication", rounded="searcher_grades",
        weights="{'searcher_grades': 2.0, 'attorney_votes': 1.5, 'semantic_search': 1.0, 'cpc_overlap': 0.5}",
        lone_query="R['semantic_search']['matter:2026-IPR-0207/claim-3'] = "
                   f"{{'{_US}': 0.9, 'KR-102345678-B1': 0.4}}\n",
        trust="searcher_grades 2\nsemantic_search 1\nattorney_votes 1\n",
        trust_dict="{'searcher_grades': 2, 'semantic_search': 1, 'attorney_votes': 1}",
        texts={
            "rrf": ("u114a_rrf_prior_art_scores",
                    "rankagg.fuse({source: {matter, review or round: {publication: score}}}, method='rrf'): the "
                    "semantic search scores, the Boolean hit lists, CPC overlap, the searchers' grades and the "
                    "attorneys' votes, six rankings ('matter:2026-IPR-0193/claim-1'), patent publications with "
                    f"their kind codes ('{_US}', '{_WO}') and non-patent literature ('{_NPL}')"),
            "borda": ("u114a_borda_publication_not_scored_by_all",
                      "rankagg.fuse(..., method='borda'): publications the semantic engine found that the Boolean "
                      "strings and the searchers have not reached yet, so some sources have no score for them"),
            "combsum": ("u114a_combsum_rounded_searcher_grades",
                        "rankagg.fuse(..., method='combsum'): the searchers' X, Y and A grades turned to scores at "
                        "one decimal (many ties), beside the engine's scores and the votes"),
            "fuser": ("u114a_weighted_fuser_searcher_grades",
                      "rankagg.Fuser('rrf', weights=...) per matter, review and round: the searchers' grades count "
                      "2, the attorneys' votes 1.5, the semantic engine 1 and CPC overlap 0.5, as the department's "
                      "search guidelines put a human reading first"),
            "frame": ("u114a_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the team's prior-art "
                      "tracker, a row per matter, publication and source"),
            "evaluate": ("u114a_evaluate_opinion_decisions",
                         "rankagg.evaluate(fused ranking, the opinion's decisions, ['nDCG@5', 'AP', 'P@3']): does "
                         "the fused ranking put the X documents the opinion relies on first"),
            "lone": ("u114a_new_matter_only_semantic",
                     "rankagg.fuse(..., method='rrf'): an inter partes review opened this week that only the "
                     "semantic engine has searched so far (no Boolean strings, grades or votes), beside matters, "
                     "reviews and rounds every source covers"),
            "cli_rrf": ("u114a_cli_rrf_runs",
                        "rankagg fuse semantic_search.run searcher_grades.run attorney_votes.run --method rrf -o "
                        "prior_art.run: one run per source, matters, reviews and rounds as queries"),
            "cli_borda": ("u114a_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the searchers' "
                          "grades count double)"),
            "cli_combsum": ("u114a_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four references an invalidity "
                            "chart is built on at most, per claim"),
            "cli_evaluate": ("u114a_cli_evaluate_opinion_qrels",
                             "rankagg evaluate prior_art.run --qrels opinion_decisions.qrels -m ndcg_cut.5 -m map: "
                             "the fused ranking against the opinion's decisions (2 X anticipates, 1 Y combines, "
                             "0 A background)"),
            "cli_parquet": ("u114a_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o prior_art.parquet: gzipped runs from the "
                            "search platform's nightly export, a Parquet table for the IP committee's dashboard")})

    # --- the team's files given where runs are read: named by their format or tool -----------------------------------
    cases += files_as_runs(cli_bad, [
        ("u114a_uspto_grant_xml_as_run", "a USPTO full-text grant file (XML, ICE DTD v4.7: '<!DOCTYPE "
         "us-patent-grant SYSTEM \"us-patent-grant-v47-2022-02-17.dtd\" [ ]>', us-patent-grant documents one after "
         "another, publication-reference, invention-title, us-references-cited)", _USPTO_NAME, _USPTO_XML, "USPTO",
         named_at(_USPTO_NAME, _USPTO_XML)),
        ("u114a_patentsview_g_patent_tsv_as_run", "PatentsView's g_patent.tsv (every field quoted, tab-separated: "
         "patent_id, patent_type, patent_date, patent_title, patent_abstract, wipo_kind, num_claims, withdrawn, "
         "filename)", _G_PATENT_NAME, _G_PATENT, "PatentsView", f"{_G_PATENT_NAME}:1"),
        ("u114a_lens_csv_as_run", "a Lens.org patent CSV export (#, Jurisdiction, Kind, Display Key, Lens ID, "
         "Publication Date, ..., Cited by Patent Count, Simple Family Members, CPC Classifications, ..., Legal "
         "Status, values joined by ';;')", _LENS_NAME, _LENS_CSV, "Lens", f"{_LENS_NAME}:1"),
        ("u114a_lens_api_json_as_run", "a Lens patent API answer (JSON: total, then data, each record with lens_id, "
         "jurisdiction, doc_number, kind, doc_key, docdb_id, publication_type and biblio)", _LENS_JSON_NAME,
         _LENS_JSON, "Lens", f"{_LENS_JSON_NAME}:1"),
        ("u114a_google_patents_csv_as_run", "a Google Patents CSV download (its first line 'search URL:,https://"
         "patents.google.com/?q=...', then id, title, assignee, inventor/author, priority date, ..., result link, "
         "representative figure link)", _GOOGLE_NAME, _GOOGLE_CSV, "Google Patents", f"{_GOOGLE_NAME}:1"),
        ("u114a_epo_ops_search_xml_as_run", "an EPO OPS search answer (XML: <ops:world-patent-data>, ops:meta "
         "elapsed-time, ops:biblio-search total-result-count, a CQL ops:query, exchange-documents with docdb "
         "publication references)", _OPS_SEARCH_NAME, _OPS_SEARCH, "EPO", named_at(_OPS_SEARCH_NAME, _OPS_SEARCH)),
        ("u114a_search_report_pdf_as_run", "an extended European search report as the searchers file it (PDF: "
         "%PDF-1.4, a binary comment line, the catalog, a page, xref, trailer)", _PDF_NAME, _PDF, "PDF", _PDF_NAME),
        ("u114a_searcher_rating_sheet_as_run", "a searcher's rating sheet as typed (eight fields a line: searcher, "
         "date, matter and claim, publication number with kind code, X/Y/A category, claim elements, CPC group, "
         "relevance 1-5)", "rating_sheet_okonkwo_2026-11-04.txt", _RATING_SHEET, "rating sheet",
         "rating_sheet_okonkwo_2026-11-04.txt:1"),
        ("u114a_attorney_ballot_as_run", "an attorney's ballot for the opinion as typed (five fields a line: "
         "attorney, matter and claim, place, publication number, X/Y/A category)", "ballot_brandt_IPR-0193.txt",
         _BALLOT, "ballot", "ballot_brandt_IPR-0193.txt:1"),
        ("u114a_vote_tally_as_run", "the team's vote tally as the paralegal types it (six fields a line: "
         "publication number, matter and claim, X, Y and A votes, decision)", "vote_tally_IPR-0193.txt",
         _VOTE_TALLY, "vote tally", "vote_tally_IPR-0193.txt:1")],
        one_run=("attorney_votes.run", _ONE_RUN), stem="prior_art",
        text_why="trec_eval refuses a line of other than six fields, and a vote tally's six are a publication, a "
                 "claim, three vote counts and a decision, not a run's; the file is the field's own, named by what "
                 "it is (a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a search report PDF read as lines gives no ranking (a PDF reader opens "
                   "it): named by what it is")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    judged = files_as_qrels(cli_bad, [
        ("u114a_vote_tally_as_qrels", "vote_tally_IPR-0193.txt", _VOTE_TALLY, "vote tally"),
        ("u114a_patentsview_g_cpc_current_as_qrels", _G_CPC_NAME, _G_CPC, "PatentsView"),
        ("u114a_epo_ops_family_xml_as_qrels", _OPS_FAMILY_NAME, _OPS_FAMILY, "EPO"),
        ("u114a_wipo_st36_status_report_as_qrels", _WIPO_NAME, _WIPO_IASR, "WIPO")],
        one_run=("attorney_votes.run", _ONE_RUN))
    # what each file is, said in the case's own text (the helper's text names the file only)
    said = {"u114a_vote_tally_as_qrels": "the team's vote tally as typed, six fields a line",
            "u114a_patentsview_g_cpc_current_as_qrels": "PatentsView's g_cpc_current.tsv (quoted fields: patent_id, "
                                                        "cpc_sequence, cpc_section, cpc_class, cpc_subclass, "
                                                        "cpc_group, cpc_type)",
            "u114a_epo_ops_family_xml_as_qrels": "an EPO OPS family answer, the DOCDB simple family (XML: "
                                                 "ops:patent-family, an ops:family-member per publication)",
            "u114a_wipo_st36_status_report_as_qrels": "a WIPO PATENTSCOPE status report of a PCT application (ST.36 "
                                                      "XML: wo-international-application-status, "
                                                      "wo-bibliographic-data produced-by IB)"}
    for case in judged:
        case.what += f" ({said[case.id]})"
    cases += judged

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u114a_out_search_report_pdf", "IPR-0193_search_report.pdf", "a search report PDF (.pdf, as the EPO and "
         "the searchers issue them)"),
        ("u114a_out_orbit_xlsx", "IPR-0193_orbit_export.xlsx", "an Orbit Intelligence or PatSnap Excel export "
         "(.xlsx)"),
        ("u114a_out_claim_chart_docx", "IPR-0193_claim_chart.docx", "an invalidity claim chart in Word (.docx, as "
         "the attorneys draft it)"),
        ("u114a_out_lens_ris", "IPR-0193_prior_art.ris", "a Lens.org RIS export (.ris, as reference managers "
         "import it)")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=114"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u114a_api_lens_json_dict",
            "rankagg.fuse(json.load(lens_patent_search.json)): a Lens patent API answer, loaded in Python, given as "
            "the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('r.json', encoding='utf-8')), method='rrf')\n",
            "Lens", why="a run maps a query to {document: score}; a Lens answer maps 'total' to a count and 'data' to "
            "a list of patent records (lens_id, jurisdiction, doc_number, kind, biblio), no ranking",
            files={"r.json": _LENS_JSON}),
        bad("u114a_api_lens_csv_frame",
            "rankagg.fuse(pd.read_csv(lens-export.csv)): a Lens.org patent CSV export (#, Jurisdiction, Kind, "
            "Display Key, Lens ID, ..., Cited by Patent Count, ..., Legal Status columns) given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('r.csv'), method='borda')\n",
            "Lens", why="a table of runs has qid, docid, run and score columns; a Lens export has a publication a row "
            "(jurisdiction, kind, display key, Lens ID, dates, citation counts, family, classifications), no "
            "query, run or score",
            files={"r.csv": _LENS_CSV}),
    ]
    return cases
