"""A Wikipedia WikiProject's assessment team's and editors' files (issue 45's eighty-eighth bar, u88a_): the Wikimedia
REST API's pageviews answers, the MediaWiki Action API's answers, Lift Wing's (ORES's) scores, PetScan's CSV,
MediaWiki's XML exports and dumps (bzip2'd dumps are told by their first stream, see
:func:`rankagg.io.binary_containers.container_of`), the hourly pageviews dumps, a talk page's wikitext and the
members' assessment sheets as typed.  By decision a vote tally typed as an article and three counts stays
undeclared: no form tells a name and three counts from many fields' sheets, and its refusal as a run names its file
and line.  The hourly dump's name as an output (``-o pageviews-20260201-120000.gz``) stays free: outputs are told by
their suffix, and a gzipped run is what rankagg writes to a .gz."""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

#: an hourly pageviews line: the domain code (en, en.m, de.b), the page's title (never a qrels' 0 or a run's Q0), the
#: views, the response size (0 since 2015)
_HOURLY = r"[a-z]{2,3}(?:-[a-z]{2,8})?(?:\.[a-z]{1,2})?[ \t]+(?!0[ \t]|Q0[ \t])\S+[ \t]+\d{1,9}[ \t]+0[ \t]*"
#: an assessment sheet's line: the article, its class, its importance, views, open to-do items, the assessor
_ASSESSED = (r"(?!\d+[ \t])\S+[ \t]+(?:FA|FL|FM|A|GA|B|C|Start|Stub|List|Disambig|Redirect|Draft|NA|Unassessed)"
             r"[ \t]+(?i:top|high|mid|low|bottom|na|unknown)[ \t]+\d+[ \t]+\d+[ \t]+\S+[ \t]*")

WIKIPROJECTS = Field(
    team="a Wikipedia WikiProject's assessment team and its editors (u88a_)",
    advice="give each source's ranking of a worklist's articles (the pageviews, the quality predictions, the edit "
           "activity, the members' votes) as a run, the worklist a query "
           "(worklist:Medicine/B-class/Top-importance/2026-02) and each article a document (article:enwiki/Aspirin), "
           "the score higher for the article to improve first: 'WORKLIST Q0 ARTICLE RANK SCORE SOURCE'; the "
           "assessment team's decisions are the qrels, 'WORKLIST 0 ARTICLE GRADE'",
    files=(
        FieldFile("the Wikimedia REST API's pageviews answer (JSON: items with project, article, granularity, "
                  "timestamp, access, agent, views)",
                  '{"items":[{"project":"en.wikipedia","article":"Aspirin","granularity":"monthly","timestamp":'
                  '"2025110100","access":"all-access","agent":"user","views":41230}]}\n', 1,
                  keys=("items", "project", "article", "granularity", "views")),
        FieldFile("the MediaWiki Action API's answer (JSON: batchcomplete, query with its pages, prop=pageassessments' "
                  "classes and importances among them)",
                  '{"batchcomplete":"","query":{"pages":{"1525":{"pageid":1525,"ns":0,"title":"Aspirin"}}}}\n', 1,
                  keys=("batchcomplete", "query")),
        FieldFile("Lift Wing's (or ORES's) model scores (JSON: the wiki, its models with their versions, each "
                  "revision's score: a prediction and each class's probability)",
                  '{"enwiki": {"models": {"articlequality": {"version": "0.9.2"}}, "scores": {"1335412345": '
                  '{"articlequality": {"score": {"prediction": "B", "probability": {"B": 0.51, "C": 0.29}}}}}}}\n', 1,
                  keys=("models", "scores"), marks=('"prediction"', '"probability"')),
        FieldFile("a PetScan result (CSV: number, title, pageid, namespace, length, touched)",
                  "number,title,pageid,namespace,length,touched\n1,Aspirin,1525,,98412,20260209181522\n", 1,
                  columns=("pageid", "namespace", "length", "touched")),
        FieldFile("MediaWiki's XML export or dump (Special:Export's file, the pages-articles dumps: the mediawiki root "
                  "in its export namespace, siteinfo, then pages and their revisions)",
                  '<mediawiki xmlns="http://www.mediawiki.org/xml/export-0.11/" version="0.11" xml:lang="en">\n'
                  "  <siteinfo>\n    <sitename>Wikipedia</sitename>\n  </siteinfo>\n</mediawiki>\n", 1,
                  root="mediawiki", marks=("http://www.mediawiki.org/xml/export-",)),
        FieldFile("Wikimedia's hourly pageviews dump (domain code, page title, views, response size; four fields a "
                  "line that pass for qrels')",
                  "en Aspirin 57 0\nen.m Sepsis 73 0\n", 1, line=rf"\A{_HOURLY}\r?\n{_HOURLY}$", lookalike=True),
        FieldFile("a talk page's wikitext (its WikiProject banners: {{WikiProject banner shell|class=...}})",
                  "{{WikiProject banner shell|class=B|1=\n{{WikiProject Medicine|importance=high}}\n}}\n", 1,
                  line=r"^\{\{[ \t]*WikiProject[ _](?:banner[ _]shell|[A-Z][^|}\r\n]*)[ \t]*[|}]"),
        FieldFile("a WikiProject assessment sheet typed as text (article, class, importance, views, to-do items, "
                  "assessor; six fields a line that pass for a TREC run's)",
                  "Aspirin B High 41230 3 Ozzie10aaaa\nSepsis GA Top 30955 1 Doc_James\n", 1,
                  line=rf"\A{_ASSESSED}\r?\n{_ASSESSED}$", lookalike=True),
    ))
