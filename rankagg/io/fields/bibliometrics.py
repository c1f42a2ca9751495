"""A university research office's bibliometrics unit's files, its analysts' (who prepare the research assessment) and
its panel's (senior academics who rank research outputs for submission and researchers for support) (issue 45's
hundred-and-thirteenth bar, u113a_): Web of Science's plain text and tab-delimited exports (the latter also read as a
frame), Scopus's CSV export (also read as a frame), OpenAlex's API answers (JSON, as saved and loaded in Python),
ORCID's API answers (XML), EndNote's XML export, CSL JSON (as Zotero exports it), a BibTeX database, Zotero's library
database (zotero.sqlite), and the office's typed rating sheets, ballots and vote tallies, which name an output by its
DOI or a researcher by their ORCID iD on every line.  (RIS exports and Crossref's REST API answers are named by the
older library reader, rankagg.io.library_shapes, of the thirty-first bar; outputs named .bib, .ris, .enl or .rdf are
the output names' to refuse.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import NAME_FIELD, SQLITE_HEAD, Field, FieldFile

#: a DOI as the office types it, bare or with its scheme (10.1145/3626772.3657834, doi:10..., https://doi.org/10...):
#: the registry's '10.' and a registrant's code, then a suffix that may hold any printable character (an old Wiley
#: SICI DOI keeps its '()<>:;'); the literal '10.' is what every match holds
_DOI = r"(?:doi:|https?://(?:dx\.)?doi\.org/)?10\.\d{4,9}/\S+"
#: an ORCID iD, bare or as its URL (0000-0002-1825-0097): four groups of four, the last character a MOD 11-2 check
#: digit (0-9 or X)
_ORCID = r"(?:https?://orcid\.org/|orcid:)?\d{4}-\d{4}-\d{4}-\d{3}[\dX](?![\w-])"
#: a unit of assessment's number (REF's 1 to 34, perhaps a sub-panel's letter): never a run's Q0 nor a qrels' 0
_UNIT = r"(?!0[ \t])\d{1,2}[A-Za-z]?(?![\w.-])"
#: a reader's quality grade as the assessment writes it: 4* to 1*, or unclassified
_GRADE = r"(?:[0-4]\*|(?i:u/?c|unclassified))(?![\w*])"
#: the panel's decisions as its secretary types them: every tally line holds one of these texts (three letters or
#: more), so that a run's head holding none is not searched
_DECISION = (r"(?:[Ss]ubmit(?:ted)?|[Rr]eserved?|(?:[Nn]o|[Nn]ot|[Dd]o-not)-submit(?:ted)?|[Rr]eject(?:ed)?|"
             r"[Ww]ithdrawn?)(?![\w-])")
#: a reader's rating sheet's line: reader, date, output's DOI, unit, grade, then the originality, significance and
#: rigour scores (1 to 4), if typed
_RATING = (rf"{NAME_FIELD}[ \t]+\d{{4}}-\d\d-\d\d[ \t]+{_DOI}[ \t]+{_UNIT}[ \t]+{_GRADE}(?:[ \t]+[0-4](?:\.\d)?){{0,3}}"
           r"[ \t]*\r?")
#: a panel member's ballot's line: member, quarter (2026-Q3), month or day, place (never a qrels' 0), researcher's
#: ORCID iD, unit
_BALLOT = (rf"{NAME_FIELD}[ \t]+\d{{4}}(?:-Q[1-4]|-\d\d(?:-\d\d)?)[ \t]+(?!0[ \t])\d{{1,3}}[ \t]+{_ORCID}"
           rf"(?:[ \t]+{_UNIT})?[ \t]*\r?")
#: the panel's vote tally's line: output's DOI, unit, the submit, reserve and do-not-submit votes, the decision
_TALLY = rf"{_DOI}[ \t]+{_UNIT}(?:[ \t]+\d{{1,3}}){{3}}[ \t]+{_DECISION}[ \t]*\r?"

#: the ORCID message schema's namespaces (activities, common, work, record, ...): a root's generic name ('works',
#: 'record') is ORCID's only beside one of them
_ORCID_NS = "http://www.orcid.org/ns/"
#: Zotero's BibTeX and BibLaTeX exports as its translators write them: '@type{key', then ',\n\t' + field + ' = {'
#: (a tab, one blank either side of '='); any tool's BibTeX (JabRef's or Google Scholar's, two blanks) would also be
#: the nineteenth bar's refs.bib (u19a_bibtex_as_run), whose case names no tool: left to the older readers
_BIBTEX = (r"^@(?i:article|book|booklet|inbook|incollection|inproceedings|conference|manual|mastersthesis|misc|"
           r"phdthesis|proceedings|techreport|unpublished|online|report|thesis|dataset|software|collection)"
           r"\{[^\s,{}]+,\r?\n\t[A-Za-z][\w-]* = [{\"0-9A-Za-z]")
#: an SQLite header and a schema page holding Zotero's own tables (userdata.sql: itemDataValues, itemCreators)
_ZOTERO = (SQLITE_HEAD
           + b"CREATE TABLE itemDataValues (valueID INTEGER PRIMARY KEY, value UNIQUE)CREATE TABLE itemCreators "
             b"(itemID INT NOT NULL, creatorID INT NOT NULL, creatorTypeID INT NOT NULL DEFAULT 1, orderIndex INT "
             b"NOT NULL DEFAULT 0)")

BIBLIOMETRICS = Field(
    team="a university research office's bibliometrics unit, its analysts and its research assessment panel "
         "(u113a_)",
    advice="give each source's ranking of a unit of assessment's, a quarter's or an exercise's research outputs or "
           "researchers (field-weighted citation impact, Altmetric attention, the readers' quality grades, the panel "
           "members' votes) as a run, the unit, quarter or exercise a query (uoa:2026/11-computer-science) and each "
           "output or researcher a document (doi:10.1145/3626772.3657834, orcid:0000-0002-1825-0097), the score "
           "higher for the output to submit or the researcher to support first: 'UNIT Q0 OUTPUT RANK SCORE SOURCE'; "
           "the panel's decisions are the qrels, 'UNIT 0 OUTPUT GRADE' (2 submit, 1 reserve, 0 do not submit)",
    files=(
        # savedrecs.txt opens with its file name and version lines ('FN Thomson Reuters Web of Science' before
        # Clarivate, 'FN ISI Export Format' before that); its first line has six words, so a run's reader meets it
        FieldFile("a Web of Science plain text export (savedrecs.txt: 'FN Clarivate Analytics Web of Science', "
                  "'VR 1.0', then records of two-letter tags, PT J, AU, TI, SO, DI, UT, each closed by 'ER', the file "
                  "by 'EF'; bibliometrix or VOSviewer reads it)",
                  "FN Clarivate Analytics Web of Science\nVR 1.0\nPT J\nAU Okafor, C\n   Carberry, J\n"
                  "TI Learned sparse retrieval for scholarly search\nDI 10.1145/3626772.3657834\n"
                  "UT WOS:001262839400007\nER\n\nEF\n", 1,
                  line=r"\AFN [^\n]*(?:Web of Science|ISI Export Format)[^\n]*\nVR \d"),
        # the tab-delimited export's header is its field tags; Z9 (times cited, all databases) and J9 (the 29-character
        # source abbreviation) are Web of Science's own
        FieldFile("a Web of Science tab-delimited export (its header the field tags PT, AU, BA, ..., TI, SO, ..., "
                  "Z9, ..., J9, ..., UT, ..., DA, a record a row; bibliometrix or VOSviewer reads it)",
                  "PT\tAU\tAF\tTI\tSO\tDT\tNR\tTC\tZ9\tJ9\tPY\tDI\tUT\n"
                  "J\tOkafor, C; Carberry, J\tOkafor, Chidera; Carberry, Josiah\tLearned sparse retrieval for "
                  "scholarly search\tACM TRANSACTIONS ON INFORMATION SYSTEMS\tArticle\t58\t41\t44\tACM T INFORM SYST\t"
                  "2024\t10.1145/3626772.3657834\tWOS:001262839400007\n", 1,
                  columns=("Z9", "J9", "PT", "AU", "TI", "SO", "UT")),
        # Scopus names its columns in its own words: the authors' Scopus ids, the source title and the EID
        FieldFile("a Scopus CSV export (Authors, Author full names, Author(s) ID, Title, Year, Source title, ..., "
                  "Cited by, DOI, ..., Document Type, Source, EID columns, a document a row)",
                  '"Authors","Author(s) ID","Title","Year","Source title","Cited by","DOI","Document Type","Source",'
                  '"EID"\n"Okafor C.; Carberry J.","57219834410; 7004112236","Learned sparse retrieval for scholarly '
                  'search","2024","ACM Transactions on Information Systems","47","10.1145/3626772.3657834","Article",'
                  '"Scopus","2-s2.0-85198217734"\n', 1,
                  columns=("Author(s) ID", "Source title", "EID")),
        # api.openalex.org's list answers (works, authors, sources): meta, its timing in milliseconds, then results
        FieldFile("an OpenAlex API answer (JSON: meta with count, db_response_time_ms, page, per_page, then results, "
                  "works with id, doi, authorships, cited_by_count, fwci, ...: citation data, no ranking)",
                  '{"meta":{"count":2,"db_response_time_ms":41,"page":1,"per_page":25,"groups_count":null},'
                  '"results":[{"id":"https://openalex.org/W4400331172","doi":"https://doi.org/10.1145/3626772.3657834",'
                  '"authorships":[],"cited_by_count":52,"fwci":6.2141}],"group_by":[]}\n', 1,
                  keys=("meta", "db_response_time_ms", "results")),
        # one work (api.openalex.org/works/W...): its authorships and counts, as OpenAlex names them
        FieldFile("an OpenAlex work (JSON, as api.openalex.org/works/ID answers: id, doi, publication_year, "
                  "authorships, cited_by_count, fwci, ...: citation data, no ranking)",
                  '{"id":"https://openalex.org/W4400331172","doi":"https://doi.org/10.1145/3626772.3657834",'
                  '"publication_year":2024,"authorships":[{"author_position":"first","author":{"display_name":'
                  '"Chidera Okafor"}}],"cited_by_count":52,"fwci":6.2141}\n', 1,
                  keys=("authorships", "author_position", "cited_by_count", "publication_year")),
        # ORCID's API 3.0 answers in XML: the root's name is the section asked for, beside ORCID's namespaces
        FieldFile("an ORCID works answer (XML, as the ORCID API's /works answers: activities:works, an "
                  "activities:group and a work:work-summary per work, its external ids, title, type and date)",
                  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<activities:works '
                  'path="/0000-0002-1825-0097/works" xmlns:activities="http://www.orcid.org/ns/activities" '
                  'xmlns:common="http://www.orcid.org/ns/common" xmlns:work="http://www.orcid.org/ns/work">\n'
                  "\t<activities:group>\n\t\t<work:work-summary put-code=\"158231904\">\n", 2,
                  root="works", marks=(_ORCID_NS,)),
        FieldFile("an ORCID work (XML, as the ORCID API's /work/PUT-CODE answers: work:work with its title, type, "
                  "external ids, publication date and contributors)",
                  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<work:work put-code="158231904" '
                  'xmlns:common="http://www.orcid.org/ns/common" xmlns:work="http://www.orcid.org/ns/work">\n'
                  "\t<work:title>\n\t\t<common:title>Learned sparse retrieval</common:title>\n", 2,
                  root="work", marks=(_ORCID_NS,)),
        FieldFile("an ORCID record (XML, as the ORCID API's /record answers: record:record with the person, their "
                  "activities summary, works, employments and fundings)",
                  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<record:record '
                  'path="/0000-0002-1825-0097" xmlns:record="http://www.orcid.org/ns/record" '
                  'xmlns:common="http://www.orcid.org/ns/common">\n\t<common:orcid-identifier>\n', 2,
                  root="record", marks=(_ORCID_NS,)),
        # EndNote's XML export: the generic root <xml>, then <records>, each reference's <ref-type> EndNote's own
        FieldFile("an EndNote XML export (<xml><records><record> per reference: database, source-app EndNote, "
                  "rec-number, ref-type, contributors, titles, dates, electronic-resource-num; EndNote, Zotero or "
                  "JabRef imports it)",
                  '<?xml version="1.0" encoding="UTF-8" ?><xml><records><record><database name="REF2029.enl">'
                  'REF2029.enl</database><source-app name="EndNote" version="21.0">EndNote</source-app>'
                  '<rec-number>412</rec-number><ref-type name="Journal Article">17</ref-type></record></records>'
                  "</xml>\n", 1,
                  root="xml", marks=("<records>", "<ref-type")),
        # CSL JSON is an array of items; a Crossref work (an object) holds the same keys, so the array's opening
        # line is asked for (Crossref's answers stay the library reader's)
        FieldFile("a CSL JSON export (an array of Citation Style Language items, as Zotero or Mendeley export them "
                  "and citeproc reads them: id, type, title, container-title, DOI, author, issued date-parts)",
                  '[\n\t{\n\t\t"id": "http://zotero.org/users/local/k3Vb8QzR/items/7XW2JQ4D",\n\t\t"type": '
                  '"article-journal",\n\t\t"title": "Learned sparse retrieval",\n\t\t"issued": {\n\t\t\t"date-parts":'
                  ' [["2024", 7, 10]]\n\t\t}\n\t}\n]', 1,
                  keys=("issued", "date-parts", "id", "type"), marks=("^\\[",)),
        FieldFile("a Zotero BibTeX export (a BibTeX database as Zotero's BibTeX and BibLaTeX translators write it: "
                  "'@article{key,' then tab-indented 'field = {value},' lines; BibTeX or biblatex reads it)",
                  "\n@article{okafor_learned_2024,\n\ttitle = {Learned sparse retrieval for scholarly search},\n"
                  "\tdoi = {10.1145/3626772.3657834},\n\tyear = {2024},\n}\n", 2,
                  line=_BIBTEX),
        # Zotero's library is an SQLite database: its own tables' names in the schema at its start
        FieldFile("a Zotero library database (zotero.sqlite, SQLite: items, itemData, itemDataValues, creators, "
                  "itemCreators, collections; Zotero opens it)", _ZOTERO, 0, magic=b"SQLite format 3\x00",
                  marks=("itemDataValues", "itemCreators")),
        FieldFile("a research assessment reader's rating sheet typed as text (reader, date, output's DOI, unit of "
                  "assessment, quality grade 4* to 1*, originality, significance and rigour scores)",
                  "okafor 2026-09-18 10.1145/3626772.3657834 11 4* 4 4 3\n"
                  "okafor 2026-09-18 10.1016/j.artint.2025.104318 11 3* 3 3 4\n", 1,
                  line=rf"^{_RATING}\n{_RATING}$"),
        FieldFile("a research assessment panel member's ballot typed as text (member, quarter, place, researcher's "
                  "ORCID iD, unit of assessment)",
                  "hargreaves 2026-Q3 1 0000-0002-1825-0097 11\nhargreaves 2026-Q3 2 0000-0003-4417-2819 11\n", 1,
                  line=rf"^{_BALLOT}\n{_BALLOT}$"),
        # six fields a line: they pass for a run's lines
        FieldFile("a research assessment panel's vote tally typed as text (output's DOI, unit of assessment, submit, "
                  "reserve and do-not-submit votes, decision)",
                  "10.1145/3626772.3657834 11 6 1 0 submit\n10.1109/TPAMI.2025.3561207 11 2 4 1 reserve\n", 1,
                  line=rf"^{_TALLY}\n{_TALLY}$", lookalike=True),
    ))
