"""A corporate IP department's prior-art search files, its patent searchers' (who run the searches) and patent
attorneys' (who rank the prior art for an invalidity opinion or a freedom-to-operate review) (issue 45's
hundred-and-fourteenth bar, u114a_): the USPTO's full-text grant and application files (XML in the ICE DTDs),
PatentsView's bulk tables (g_patent.tsv, g_cpc_current.tsv), Lens.org's patent CSV export (also read as a frame) and
its patent API answers (JSON, as saved and loaded in Python), Google Patents' CSV download, the EPO's OPS answers
(XML: a search, a DOCDB family, any other), WIPO PATENTSCOPE's status reports (ST.36 XML), and the team's typed rating
sheets, ballots and vote tallies, which name a piece of prior art by its publication number with its kind code
(US-11234567-B2, EP3456789A1) or a paper by its DOI (npl:doi:10.1021/...) on every line.  (A search report PDF is
named by the older binary readers; outputs named .pdf, .xlsx, .docx or .ris are the output names' to refuse.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import NAME_FIELD, Field, FieldFile

#: a patent publication as the team types it: the office's two letters, the number (a US reissue's RE, a design's D,
#: a plant's PP), the kind code, hyphenated as Google Patents writes it (US-11234567-B2, WO-2021123456-A1) or run
#: together as Espacenet does (EP3456789A1); or a paper by its DOI (npl:doi:10.1021/acs.chemmater.1c02345).  The
#: kind code is what no name, id or number has
_PUB = (r"(?:[A-Z]{2}-(?:RE|PP|[DHT])?\d{4,13}-[A-Z]\d?|[A-Z]{2}(?:RE|PP|[DHT])?\d{4,13}[A-Z]\d?|"
        r"npl:(?:doi:)?10\.\d{4,9}/\S+)(?![\w/-])")
#: a matter's claim, a review or a round as the team writes it (2026-IPR-0193/claim-1, fto:2026-Q4/battery-separator):
#: any field, never a run's Q0 nor a qrels' 0
_MATTER = r"(?!Q0[ \t])(?!0[ \t])\S+"
#: a citation's category as a search report gives it (X, Y, A, and P, E, D, L, O, T beside them: 'XY', 'P,X')
_CAT = r"[XYAPEDLOT](?:[,+/]?[XYAPEDLOT]){0,2}(?![\w,+/-])"
#: the opinion's decisions as the paralegal types them: case-sensitive after the first letter, so that every tally
#: line holds one of these texts (three letters or more) and a run's head holding none is not searched
_DECISION = (r"(?:[Aa]nticipat(?:es|ed|ion|ory)|[Cc]ombin(?:es|ed|ation)|[Oo]bvious(?:ness)?|[Bb]ackground)"
             r"(?![\w-])")
#: a searcher's rating sheet's line: searcher, date, matter and claim, publication, category, then the claim elements
#: it shows and its CPC group (if typed), relevance (1 to 5)
_RATING = (rf"{NAME_FIELD}[ \t]+\d{{4}}-\d\d-\d\d[ \t]+{_MATTER}[ \t]+{_PUB}[ \t]+{_CAT}(?:[ \t]+[\w.,;/:-]+){{0,2}}"
           r"[ \t]+[0-9](?:\.\d)?[ \t]*\r?")
#: an attorney's ballot's line: attorney, matter and claim, place (never a qrels' 0), publication, category
_BALLOT = rf"{NAME_FIELD}[ \t]+{_MATTER}[ \t]+(?!0[ \t])\d{{1,3}}[ \t]+{_PUB}[ \t]+{_CAT}[ \t]*\r?"
#: the team's vote tally's line: publication, matter and claim, the X, Y and A votes, the decision
_TALLY = rf"{_PUB}[ \t]+{_MATTER}(?:[ \t]+\d{{1,3}}){{3}}[ \t]+{_DECISION}[ \t]*\r?"

#: OPS answers' namespace: their root, world-patent-data, is OPS's only beside it
_OPS_NS = "http://ops.epo.org"
_OPS_HEAD = ('<?xml version="1.0" encoding="UTF-8"?><?xml-stylesheet type="text/xsl" href="/3.2/style/exchange.xsl"?>\n'
             '<ops:world-patent-data xmlns:ops="http://ops.epo.org" xmlns="http://www.epo.org/exchange" '
             'xmlns:xlink="http://www.w3.org/1999/xlink">\n')

PRIORART = Field(
    team="a corporate IP department's prior-art search team, its patent searchers and patent attorneys (u114a_)",
    advice="give each source's ranking of a matter's claim's, a freedom-to-operate review's or a search round's prior "
           "art (the semantic search engine's scores, the Boolean hit lists' ranks, the CPC overlap, the searchers' "
           "X/Y/A grades, the attorneys' votes) as a run, the matter's claim, review or round a query "
           "(matter:2026-IPR-0193/claim-1) and each publication or paper a document (US-11234567-B2, "
           "npl:doi:10.1021/acs.chemmater.1c02345), the score higher for the document to cite first: "
           "'MATTER Q0 PUBLICATION RANK SCORE SOURCE'; the opinion's decisions are the qrels, "
           "'MATTER 0 PUBLICATION GRADE' (2 X anticipates, 1 Y obvious in combination, 0 A background)",
    files=(
        # the weekly bulk file concatenates documents, each with its declaration and DOCTYPE: the first root names it
        FieldFile("a USPTO full-text grant file (ipgYYMMDD.xml, XML in the ICE DTD v4.x: us-patent-grant documents "
                  "one after another, each with its us-bibliographic-data-grant, publication-reference, "
                  "invention-title, us-references-cited, abstract, claims: a grant's text, no ranking)",
                  '<?xml version="1.0" encoding="UTF-8"?>\n'
                  '<!DOCTYPE us-patent-grant SYSTEM "us-patent-grant-v47-2022-02-17.dtd" [ ]>\n'
                  '<us-patent-grant lang="EN" dtd-version="v4.7 2022-02-17" file="US11234567-20220201.XML" '
                  'status="PRODUCTION" id="us-patent-grant" country="US" date-produced="20220118" '
                  'date-publ="20220201">\n<us-bibliographic-data-grant>\n', 3,
                  root="us-patent-grant"),
        FieldFile("a USPTO full-text application file (ipaYYMMDD.xml, XML in the ICE DTD v4.x: us-patent-application "
                  "documents one after another, each with its us-bibliographic-data-application, "
                  "publication-reference, invention-title, abstract, claims: a pre-grant publication's text, no "
                  "ranking)",
                  '<?xml version="1.0" encoding="UTF-8"?>\n'
                  '<!DOCTYPE us-patent-application SYSTEM "us-patent-application-v46-2022-02-17.dtd" [ ]>\n'
                  '<us-patent-application lang="EN" dtd-version="v4.6 2022-02-17" file="US20220123456A1-20220421.XML" '
                  'status="PRODUCTION" id="us-patent-application" country="US" date-produced="20220406" '
                  'date-publ="20220421">\n<us-bibliographic-data-application>\n', 3,
                  root="us-patent-application"),
        # PatentsView's bulk tables quote every field; their column names are its own (the WIPO kind, the claims)
        FieldFile("a PatentsView g_patent.tsv (tab-separated, every field quoted: patent_id, patent_type, "
                  "patent_date, patent_title, patent_abstract, wipo_kind, num_claims, withdrawn, filename, a granted "
                  "patent a row: no ranking)",
                  '"patent_id"\t"patent_type"\t"patent_date"\t"patent_title"\t"patent_abstract"\t"wipo_kind"\t'
                  '"num_claims"\t"withdrawn"\t"filename"\n"11234567"\t"utility"\t"2022-02-01"\t"Separator for lithium '
                  'secondary battery"\t"A separator comprising a porous polyolefin substrate."\t"B2"\t"20"\t"0"\t'
                  '"ipg220201.xml"\n', 1,
                  columns=("wipo_kind", "patent_id", "patent_type", "patent_date", "num_claims")),
        FieldFile("a PatentsView g_cpc_current.tsv (tab-separated, every field quoted: patent_id, cpc_sequence, "
                  "cpc_section, cpc_class, cpc_subclass, cpc_group, cpc_type, a patent's CPC symbol a row: no "
                  "ranking)",
                  '"patent_id"\t"cpc_sequence"\t"cpc_section"\t"cpc_class"\t"cpc_subclass"\t"cpc_group"\t"cpc_type"\n'
                  '"11234567"\t"0"\t"H"\t"H01"\t"H01M"\t"H01M50/409"\t"inventional"\n', 1,
                  columns=("cpc_sequence", "patent_id", "cpc_section", "cpc_subclass", "cpc_group")),
        # Lens.org's export names its columns in its own words: the Lens ID, the display key, the simple family
        FieldFile("a Lens.org patent CSV export (#, Jurisdiction, Kind, Display Key, Lens ID, Publication Date, ..., "
                  "Cites Patent Count, Cited by Patent Count, Simple Family Size, ..., CPC Classifications, ..., "
                  "Legal Status, values joined by ';;', a publication a row: no ranking)",
                  "#,Jurisdiction,Kind,Display Key,Lens ID,Publication Date,Title,Cited by Patent Count,"
                  "Simple Family Size,CPC Classifications,Legal Status\n1,US,B2,US 11234567 B2,155-873-202-961-468,"
                  "2022-02-01,Separator for lithium secondary battery,9,4,H01M50/409;;H01M50/446,ACTIVE\n", 1,
                  columns=("Lens ID", "Display Key", "Jurisdiction", "Simple Family Size")),
        # api.lens.org/patent/search: total, then the records under data, with Lens's own ids and keys
        FieldFile("a Lens patent API answer (JSON, as api.lens.org/patent/search answers: total, then data, each "
                  "record with lens_id, jurisdiction, doc_number, kind, doc_key, docdb_id, publication_type, biblio: "
                  "patent records, no ranking)",
                  '{"total": 1, "data": [{"lens_id": "155-873-202-961-468", "jurisdiction": "US", "doc_number": '
                  '"11234567", "kind": "B2", "doc_key": "US_11234567_B2_20220201", "docdb_id": 578123456, '
                  '"publication_type": "GRANTED_PATENT", "biblio": {}}]}\n', 1,
                  keys=("data", "lens_id", "doc_key", "jurisdiction", "total")),
        # Google Patents' download opens with the search's URL above its header: that line names it
        FieldFile("a Google Patents CSV download (its first line 'search URL:,https://patents.google.com/?q=...', "
                  "then id, title, assignee, inventor/author, priority date, filing/creation date, publication date, "
                  "grant date, result link, representative figure link, a result a row: no ranking)",
                  "search URL:,https://patents.google.com/?q=(ceramic+coated+separator)\n"
                  "id,title,assignee,inventor/author,priority date,filing/creation date,publication date,grant date,"
                  "result link,representative figure link\nUS-11234567-B2,Separator for lithium secondary battery,"
                  "Hanrim Energy Co.,Minjun Kim,2019-09-05,2020-09-04,2022-02-01,2022-02-01,"
                  "https://patents.google.com/patent/US11234567B2/en,\n", 1,
                  line=r'\A"?search URL:"?,"?https?://patents\.google\.com/'),
        # the same results with the URL line cut off (or read as a frame past it): the header in Google's words
        FieldFile("a Google Patents CSV download without its search URL line (id, title, assignee, inventor/author, "
                  "priority date, filing/creation date, publication date, grant date, result link, representative "
                  "figure link, a result a row: no ranking)",
                  "id,title,assignee,inventor/author,priority date,filing/creation date,publication date,grant date,"
                  "result link,representative figure link\nUS-11234567-B2,Separator for lithium secondary battery,"
                  "Hanrim Energy Co.,Minjun Kim,2019-09-05,2020-09-04,2022-02-01,2022-02-01,"
                  "https://patents.google.com/patent/US11234567B2/en,\n", 1,
                  columns=("inventor/author", "result link", "filing/creation date", "representative figure link")),
        # OPS's answers share one root in its namespace; what they answer is the element under it
        FieldFile("an EPO OPS search answer (XML, as ops.epo.org's published-data search answers: "
                  "<ops:world-patent-data>, ops:biblio-search with total-result-count, its CQL ops:query, "
                  "ops:search-result with exchange-documents: a search's hits, no ranking)",
                  _OPS_HEAD + '  <ops:meta name="elapsed-time" value="64"/>\n'
                  '  <ops:biblio-search total-result-count="2">\n', 2,
                  root="world-patent-data", marks=(_OPS_NS, "<ops:biblio-search")),
        FieldFile("an EPO OPS family answer (XML, as ops.epo.org's family service answers: <ops:world-patent-data>, "
                  "ops:patent-family, an ops:family-member per publication of the DOCDB simple family: no grades)",
                  _OPS_HEAD + '  <ops:patent-family legal="false" total-result-count="3">\n', 2,
                  root="world-patent-data", marks=(_OPS_NS, "<ops:patent-family")),
        FieldFile("an EPO OPS answer (XML, as ops.epo.org's services answer: <ops:world-patent-data> with "
                  "exchange-documents, claims, descriptions, legal events or register data: no ranking)",
                  _OPS_HEAD + "  <exchange-documents>\n", 2,
                  root="world-patent-data", marks=(_OPS_NS,)),
        # PATENTSCOPE's international application status report: its root is ST.36's WIPO extension's own
        FieldFile("a WIPO PATENTSCOPE international application status report (ST.36 XML: "
                  "wo-international-application-status, wo-bibliographic-data produced by the IB, publication-"
                  "reference, wo-publication-info, application-reference: a PCT application's status, no grades)",
                  '<?xml version="1.0"?>\n<wo-international-application-status>\n'
                  '  <wo-bibliographic-data produced-by="IB" dtd-version="0.2" lang="EN" date-produced="20261102">\n',
                  2, root="wo-international-application-status"),
        FieldFile("a patent searcher's rating sheet typed as text (searcher, date, matter and claim, publication "
                  "number with its kind code, X/Y/A category, claim elements, CPC group, relevance)",
                  "okonkwo 2026-11-04 2026-IPR-0193/claim-1 US-11234567-B2 X 1a,1b,1c H01M50/409 5\n"
                  "okonkwo 2026-11-04 2026-IPR-0193/claim-1 EP3456789A1 Y 1a,1c H01M50/446 3\n", 1,
                  line=rf"^{_RATING}\n{_RATING}$"),
        FieldFile("a patent attorney's ballot for an opinion typed as text (attorney, matter and claim, place, "
                  "publication number with its kind code, X/Y/A category)",
                  "brandt 2026-IPR-0193/claim-1 1 US-11234567-B2 X\nbrandt 2026-IPR-0193/claim-1 2 EP-3456789-A1 Y\n",
                  1, line=rf"^{_BALLOT}\n{_BALLOT}$"),
        # six fields a line: they pass for a run's lines
        FieldFile("a prior-art search team's vote tally typed as text (publication number with its kind code, matter "
                  "and claim, X, Y and A votes, decision)",
                  "US-11234567-B2 2026-IPR-0193/claim-1 5 1 0 anticipates\n"
                  "WO-2021123456-A1 2026-IPR-0193/claim-1 1 4 1 combines\n", 1,
                  line=rf"^{_TALLY}\n{_TALLY}$", lookalike=True),
    ))
