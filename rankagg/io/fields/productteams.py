"""A software company's product managers' and customer advisory board's files (issue 45's ninetieth bar, u90a_):
Jira's REST search answers, Trello's board exports, Asana's and Zendesk's CSV exports, Canny's posts answers, and the
PMs' RICE sheets and the board's ballots and vote tallies as typed.  (Jira's CSV export is named by the older
readers, mockups by their bytes.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import NAME_FIELD, Field, FieldFile

#: an issue's key (PROD-1042): the project's key, then the issue's number
_KEY = r"[A-Z][A-Z0-9]{1,9}-\d{1,6}"
#: a RICE sheet's line: issue key, reach (never qrels' 0), impact, confidence, effort, score
_RICE = (rf"{_KEY}[ \t]+(?!0[ \t])\d{{1,9}}[ \t]+(?:0?\.25|0?\.5|1|2|3)[ \t]+(?:0?\.\d{{1,2}}|1(?:\.0)?|\d{{2,3}}%?)"
         r"[ \t]+\d{1,3}(?:\.\d{1,2})?[ \t]+\d{1,9}(?:\.\d{1,3})?[ \t]*")
#: a ballot's line after its member and place: the issue's key, its title as a slug
_BALLOT = rf"[ \t]+{_KEY}[ \t]+[a-z0-9]+(?:-[a-z0-9]+)+[ \t]*"
#: a vote tally's line: the session, the issue's key, ballots, first places, second places, points
_TALLY = rf"\S+[ \t]+{_KEY}[ \t]+\d{{1,3}}[ \t]+\d{{1,3}}[ \t]+\d{{1,3}}[ \t]+\d{{1,4}}[ \t]*"

PRODUCTTEAMS = Field(
    team="a software company's product managers and customer advisory board (u90a_)",
    advice="give each source's ranking of a product area's, quarter's or segment's feature requests (the customers' "
           "votes, the RICE scores, the ticket counts, the board's votes) as a run, the slice a query "
           "(area:analytics/2026-Q3/enterprise) and each request a document (feature:analytics/PROD-1042), the score "
           "higher for the request to build first: 'SLICE Q0 FEATURE RANK SCORE SOURCE'; the roadmap's decisions are "
           "the qrels, 'SLICE 0 FEATURE GRADE'",
    files=(
        FieldFile("Jira's REST search answer (JSON: expand, startAt, maxResults, total, issues with their id, key and "
                  "fields)",
                  '{"expand":"schema,names","startAt":0,"maxResults":50,"total":1,"issues":[{"id":"10457","key":'
                  '"PROD-1042","fields":{"summary":"Bulk CSV export"}}]}\n', 1,
                  keys=("issues", "startAt", "maxResults", "total", "fields")),
        FieldFile("Trello's board export (JSON: the board's id, name, prefs, labelNames and shortLink, its cards, "
                  "lists, members and actions)",
                  '{"id":"6641f0c2a9d3e81b5c7f2a10","name":"Customer Advisory Board","prefs":{"voting":"org"},'
                  '"shortLink":"Xk3b9QpL","labelNames":{"green":"Enterprise"},"cards":[],"lists":[]}\n', 1,
                  keys=("cards", "lists", "shortLink", "labelNames", "prefs")),
        FieldFile("Asana's CSV export (Task ID, Created At, Completed At, Last Modified, Name, Section/Column, "
                  "Assignee, Assignee Email, ..., then the project's custom fields)",
                  "Task ID,Created At,Completed At,Last Modified,Name,Section/Column,Assignee,Assignee Email\n"
                  "1207334518820461,2026-03-04,,2026-05-19,Bulk CSV export,Q3 Candidates,Priya Raman,p@example.io\n",
                  1, columns=("Task ID", "Section/Column", "Assignee Email")),
        FieldFile("Zendesk's ticket export (CSV: Summation column, Id, Requester, Requester id, ..., Ticket type, ..., "
                  "the account's ticket fields)",
                  "Summation column,Id,Requester,Requester id,Subject,Status,Ticket type\n1,48213,Marta Lindqvist,"
                  "391046577211,Export all dashboards,open,question\n", 1,
                  columns=("Summation column", "Requester id", "Ticket type")),
        FieldFile("Canny's posts answer (JSON: hasMore, posts with their board, category, score, status, title)",
                  '{"hasMore":false,"posts":[{"id":"66a1b2c3d4e5f60718293a4b","board":{"name":"Feature Requests"},'
                  '"score":186,"status":"planned","title":"Bulk CSV export"}]}\n', 1,
                  keys=("posts", "hasMore", "board", "score")),
        FieldFile("a product team's RICE sheet typed as text (issue key, reach, impact, confidence, effort, score; six "
                  "fields a line that pass for a TREC run's)",
                  "PROD-1042 4200 2 0.8 3 2240\nPROD-1187 2700 3 0.7 3 1890\n", 1,
                  line=rf"\A{_RICE}\r?\n{_RICE}$", lookalike=True),
        FieldFile("a customer advisory board's ballot typed as text (member, place, issue key, title; four fields a "
                  "line that pass for qrels')",
                  "northwind 1 PROD-1042 bulk-csv-export\nnorthwind 2 PROD-1187 saml-group-sync\n", 1,
                  line=rf"\A{NAME_FIELD}[ \t]+1{_BALLOT}\r?\n{NAME_FIELD}[ \t]+2{_BALLOT}$", lookalike=True),
        FieldFile("a customer advisory board's vote tally typed as text (session, issue key, ballots, first places, "
                  "second places, points; six fields a line that pass for a TREC run's)",
                  "CAB-2026Q3 PROD-1042 12 7 3 41\nCAB-2026Q3 PROD-1187 12 3 5 33\n", 1,
                  line=rf"\A{_TALLY}\r?\n{_TALLY}$", lookalike=True),
    ))
