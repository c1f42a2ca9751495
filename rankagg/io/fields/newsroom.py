"""A news organisation's homepage editors' and audience team's files (issue 45's ninety-sixth bar, u96a_): IPTC's ninjs
items and NewsML-G2 news items, Parse.ly's and Chartbeat's API answers and Google Analytics 4's report exports.
(Google News sitemaps, RSS feeds and JPEGs are named by the older readers.)  By decision a desk head's typed ballot,
the editors' typed rating sheets (story, initials, marks, overall) and the readers' poll tally (poll, story, counts, a
share) stay undeclared: they hold nothing of this field's own; their refusals name the file and line."""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

NEWSROOM = Field(
    team="a news organisation's homepage editors and audience team (u96a_)",
    advice="give each source's ranking of a section's, edition's, hour's or poll's stories (the page views, the "
           "engaged time, the recirculation, the editors' picks, the desk heads' votes) as a run, the slot a query "
           "(section:politics/2026-03-14) and each story a document (story:2026/03/14/politics/8841), the score "
           "higher for the better story: 'SLOT Q0 STORY RANK SCORE SOURCE'; the front's decisions are the qrels, "
           "'SLOT 0 STORY GRADE'",
    files=(
        FieldFile("an IPTC ninjs item (JSON: uri, type, firstcreated, versioncreated, pubstatus, urgency, headlines, "
                  "bodies, ...)",
                  '{"uri":"urn:newsml:agency.example:20260314:8d41c2e7","type":"text","firstcreated":'
                  '"2026-03-14T06:02:11Z","versioncreated":"2026-03-14T06:48:37Z","pubstatus":"usable"}\n', 1,
                  keys=("uri", "firstcreated", "versioncreated", "pubstatus")),
        FieldFile("an IPTC NewsML-G2 news item (XML: newsItem in IPTC's nar namespace, its itemMeta, contentMeta "
                  "and contentSet)",
                  '<?xml version="1.0" encoding="UTF-8"?>\n<newsItem xmlns="http://iptc.org/std/nar/2006-10-01/" '
                  'version="3" standard="NewsML-G2" standardversion="2.20" guid="urn:newsml:agency.example:1">\n', 2,
                  root="newsItem", marks=("iptc.org/std/nar/",)),
        FieldFile("Parse.ly's posts answer (JSON from its analytics API: data, each post's title, url, author, "
                  "section, pub_date, image_url and metrics)",
                  '{"data":[{"title":"Budget passes","url":"https://news.example/8841","author":"Ruth Okafor",'
                  '"pub_date":"2026-03-14T06:41:00","image_url":"","metrics":{"views":48211}}]}\n', 1,
                  keys=("data", "pub_date", "image_url", "metrics")),
        FieldFile("Chartbeat's top pages answer (JSON from its live API: pages, each a path, a title and its stats: "
                  "people, engaged time, referrers)",
                  '{"pages":[{"path":"news.example/politics/8841","title":"Budget passes","stats":{"people":3120,'
                  '"toprefs":[]}}]}\n', 1, keys=("pages", "path", "title", "stats")),
        FieldFile("a Google Analytics 4 (GA4) report exported as CSV ('# ---' lines naming the report and its dates, "
                  "then its table: Page path and screen class, Views, Active users, ...)",
                  "# ----------------------------------------\n# Pages and screens: Page path and screen class\n"
                  "# 20260301-20260314\n# ----------------------------------------\n\n"
                  "Page path and screen class,Views,Active users\n/politics/8841,48211,39102\n", 1,
                  line=r"\A\ufeff?# -{10,}\r?\n# [^\n]+\r?\n# \d{8}-\d{8}\r?\n"),
        FieldFile("a Google Analytics 4 (GA4) report's table (Page path and screen class, Views, Active users, ...)",
                  "Page path and screen class,Views,Active users\n/politics/8841,48211,39102\n", 1,
                  columns=("Page path and screen class", "Views")),
    ))
