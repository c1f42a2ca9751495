"""Issue 45's ninetieth bar of scripts/reliability_matrix.py, a software company's product managers and its customer
advisory board, ranking feature requests per product area, quarter and customer segment from customer votes, RICE
scores, support-ticket counts and the board's votes (its cases, ids ``u90a_``, registered in its ``cases()``); the
mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.  (Written by a persona
session, before any of its recognisers existed.)

The team's day: each product area, quarter or customer segment (``area:analytics/2026-Q3/enterprise``, the area, the
quarter, then the segment; ``quarter:2026-Q3/mid-market``; ``segment:enterprise/2026-Q4``) is a query and each
feature request a document (``feature:analytics/PROD-1042``, the product area, then the Jira issue key); the runs are
the customer votes, the PMs' RICE scores, the support-ticket counts (revenue at stake folded in) and the advisory
board's votes, turned to scores in [0, 1] at four decimals.  They are fused with RRF, Borda and CombSUM, the board's
votes weighted highest (its charter gives it the last word on the quarter's commitments), and judged against the
roadmap review's decisions (2 committed, 1 planned or exploring, 0 otherwise).  The mistakes and odd files: the
field's own files given where runs or qrels are read (Jira's CSV export and its REST search answer (JSON), Trello's
board export (JSON), Asana's CSV export, Zendesk's ticket CSV, Canny's posts/list answer (JSON), a Figma mockup
exported as PNG (binary), the PMs' RICE sheet, an advisory board member's ballot and the board's vote tally as typed),
and outputs named for the field's files (a PowerPoint roadmap deck, an editable draw.io SVG, a Figma file, a
Microsoft Project plan).
(Checked: Jira's CSV export columns 'Issue Type,Issue key,Issue id,Summary,Reporter,Priority,Status,Created,Updated,
..., Sprint, Custom field (Story Points), ..., Fix versions' from a tool's expected header for a real export
(benbroadley/JiraHelper, src/config.js), the 'Custom field (NAME)' form of a team's own fields; the date form
'04/Mar/26 10:12 AM' is from memory, as is the file name Jira.csv.  Jira's /rest/api/2/search answer (expand
'schema,names', startAt, maxResults, total, issues with expand, id, self, key, fields; fields' issuetype, status,
votes {self, votes, hasVoted}) from saved answers (vetri-soundar's README, DaGrisa/agile-metrics' test resources,
oizhaolei/grid2print); customfield_10016 as story points is from memory.  Trello's board export keys (id, name, desc,
descData, closed, idOrganization, pinned, url, prefs with voting, shortLink, labelNames, shortUrl, actions, cards,
labels, lists, members, checklists; cards' badges.votes, idMembersVoted, idShort, shortLink) from a summary of a real
export ('BvwaAWq4 - administration (1).json', single-line JSON, its file name form) and saved answers (dannygosain1,
a-straube); trimmed here.  Asana's CSV export header 'Task ID,Created At,Completed At,Last Modified,Name,
Section/Column,Assignee,Assignee Email,Start Date,Due Date,Tags,Notes,Projects,Parent task,Blocked By
(Dependencies),Blocking (Dependencies)' then the project's custom fields, from several importers and a script's note
on a real export; the file named for the project is from memory.  Zendesk's ticket CSV export columns (Summation
column, Id, Requester, ... Ticket Category [list], Status [list], 43 of them) from a script writing that export's
form (its first_row), the timestamps as the API gives them, the last two columns that account's own fields.  Canny's
POST /api/v1/posts/list answer ({hasMore, posts}; posts' id, board, category, commentCount, created, imageURLs,
jira.linkedIssues, score, status, tags, title, url) from clients reading it and a vote type; the other keys and
values illustrative.  PNG's signature and IHDR chunk (length 13, width, height, bit depth 8, colour type 6, CRC-32)
are the PNG specification's; the '@2x' file name as Figma exports it is from memory.  The output suffixes: .pptx
(PowerPoint), .drawio.svg (draw.io Desktop's editable SVG, seen in many repositories), .fig (Figma's local copy)
and .mpp (Microsoft Project) are the tools' own.  Left out, as they could not be checked in the time: Productboard's
and Linear's exports, Aha!'s, a Jira Product Discovery export, Zendesk's JSON export; the RICE sheet, the ballot and
the vote tally are typed here as the PMs and the board's secretary write them.)

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import json
import struct
import zlib

from .case import Case, command_cases, fusion_checks, named_at, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

NINETIETH_PRODUCTTEAMS = ("45 Unseen inputs: a ninetieth bar, a software company's product managers and customer "
                          "advisory board ranking feature requests per product area, quarter and customer segment "
                          "from customer votes, RICE scores, support-ticket counts and the board's votes (Jira's CSV "
                          "and REST answers, Trello's board export, Asana's CSV, Zendesk's ticket CSV, Canny's posts "
                          "answer, a Figma mockup as PNG, RICE sheets, board ballots and vote tallies as typed)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['customer_votes', 'rice_scores', 'ticket_counts', 'cab_votes'],
    items=['feature:analytics/PROD-1042', 'feature:analytics/PROD-1187', 'feature:billing/PROD-0931',
           'feature:billing/PROD-1215', 'feature:integrations/PROD-1120', 'feature:integrations/PROD-0874',
           'feature:admin/PROD-1301', 'feature:mobile/PROD-1266'],
    queries=['area:analytics/2026-Q3/enterprise', 'quarter:2026-Q3/mid-market', 'segment:enterprise/2026-Q4',
             'area:billing/2026-Q3/smb', 'area:integrations/2026-Q4/enterprise', 'segment:mid-market/2026-Q4'],
    suffix='/late-requests', generator='feature_scores', judgements='roadmap_decisions'
) + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "feature_scores", "feature_ranking.run")

_RECS3 = ["customer_votes", "rice_scores", "cab_votes"]
_OUT = ("feature_ranking.run",)
_ONE_RUN = ("area:analytics/2026-Q3/enterprise Q0 feature:analytics/PROD-1042 1 0.9218 cab_votes\n"
            "area:analytics/2026-Q3/enterprise Q0 feature:analytics/PROD-1187 2 0.8705 cab_votes\n")


# the team's files, as Jira, Trello, Asana, Zendesk, Canny, Figma, the PMs and the board's secretary write them
# Jira's CSV export (Filters > Export > CSV (current fields)): Issue Type, Issue key, Issue id first, then the
# columns shown; the team's own fields as 'Custom field (NAME)'
_JIRA_CSV = (
    "Issue Type,Issue key,Issue id,Summary,Reporter,Priority,Status,Created,Updated,Sprint,"
    "Custom field (Story Points),Custom field (RICE Score),Fix versions\n"
    "Story,PROD-1042,10457,Bulk CSV export of dashboards,Priya Raman,High,Open,04/Mar/26 10:12 AM,"
    "19/May/26 3:47 PM,,8.0,2240,2026.3\n"
    "Story,PROD-1187,10602,SAML group sync for workspaces,Tom Becker,Highest,In Progress,22/Mar/26 9:05 AM,"
    "21/May/26 11:30 AM,PROD Sprint 41,13.0,1890,2026.3\n"
    "Improvement,PROD-0931,10346,Usage-based invoice preview,Priya Raman,Medium,Open,11/Jan/26 2:18 PM,"
    "02/May/26 4:02 PM,,5.0,960,\n")
_JIRA_NAME = "Jira.csv"

# Jira's search answer (GET /rest/api/2/search?jql=project=PROD AND type=Story&fields=summary,issuetype,status,votes,
# customfield_10016), saved with curl -o: compact, trimmed to two issues
_JIRA_JSON = json.dumps({
    "expand": "schema,names", "startAt": 0, "maxResults": 50, "total": 2,
    "issues": [
        {"expand": "operations,versionedRepresentations,editmeta,changelog,renderedFields", "id": "10457",
         "self": "https://acme-product.atlassian.net/rest/api/2/issue/10457", "key": "PROD-1042",
         "fields": {"summary": "Bulk CSV export of dashboards",
                    "issuetype": {"self": "https://acme-product.atlassian.net/rest/api/2/issuetype/10001",
                                  "id": "10001", "name": "Story", "subtask": False},
                    "status": {"name": "Open", "statusCategory": {"name": "To Do"}},
                    "votes": {"self": "https://acme-product.atlassian.net/rest/api/2/issue/PROD-1042/votes",
                              "votes": 37, "hasVoted": False},
                    "customfield_10016": 8.0}},
        {"expand": "operations,versionedRepresentations,editmeta,changelog,renderedFields", "id": "10602",
         "self": "https://acme-product.atlassian.net/rest/api/2/issue/10602", "key": "PROD-1187",
         "fields": {"summary": "SAML group sync for workspaces",
                    "issuetype": {"self": "https://acme-product.atlassian.net/rest/api/2/issuetype/10001",
                                  "id": "10001", "name": "Story", "subtask": False},
                    "status": {"name": "In Progress", "statusCategory": {"name": "In Progress"}},
                    "votes": {"self": "https://acme-product.atlassian.net/rest/api/2/issue/PROD-1187/votes",
                              "votes": 29, "hasVoted": True},
                    "customfield_10016": 13.0}}]}, separators=(",", ":"))
_JIRA_JSON_NAME = "jira_search_PROD_stories.json"

# Trello's board export (Menu > Print, export and share > Export as JSON): one line, named '<shortLink> - <slug>.json';
# trimmed to its board keys, two lists, two cards with the Voting Power-Up's votes
_TRELLO = json.dumps({
    "id": "6641f0c2a9d3e81b5c7f2a10", "name": "Customer Advisory Board 2026-Q3", "desc": "", "descData": None,
    "closed": False, "idOrganization": "60d53f8a68d5f030ffca7142", "pinned": False,
    "url": "https://trello.com/b/Xk3b9QpL/customer-advisory-board-2026-q3",
    "prefs": {"permissionLevel": "org", "voting": "org", "comments": "members", "background": "blue"},
    "shortLink": "Xk3b9QpL",
    "labelNames": {"green": "Enterprise", "yellow": "Mid-market", "orange": "SMB", "red": "Churn risk",
                   "purple": "", "blue": "Analytics"},
    "shortUrl": "https://trello.com/b/Xk3b9QpL", "actions": [],
    "cards": [
        {"id": "6641f1d7b2e04c9a1f3d8e21", "badges": {"votes": 11, "viewingMemberVoted": False, "comments": 4},
         "closed": False, "desc": "PROD-1042", "idBoard": "6641f0c2a9d3e81b5c7f2a10",
         "idList": "6641f0c2a9d3e81b5c7f2a11", "idMembersVoted": ["5f0c1a2b3c4d5e6f7a8b9c01"], "idShort": 7,
         "name": "Bulk CSV export of dashboards", "pos": 16384, "shortLink": "r8TqZ2mK",
         "url": "https://trello.com/c/r8TqZ2mK/7-bulk-csv-export-of-dashboards"},
        {"id": "6641f1e3c5a17d2b8e4f9a32", "badges": {"votes": 8, "viewingMemberVoted": True, "comments": 2},
         "closed": False, "desc": "PROD-1187", "idBoard": "6641f0c2a9d3e81b5c7f2a10",
         "idList": "6641f0c2a9d3e81b5c7f2a12", "idMembersVoted": [], "idShort": 9,
         "name": "SAML group sync for workspaces", "pos": 32768, "shortLink": "Wb4nC7xe",
         "url": "https://trello.com/c/Wb4nC7xe/9-saml-group-sync-for-workspaces"}],
    "labels": [], "lists": [
        {"id": "6641f0c2a9d3e81b5c7f2a11", "name": "Proposed", "closed": False, "pos": 16384},
        {"id": "6641f0c2a9d3e81b5c7f2a12", "name": "Board shortlist", "closed": False, "pos": 32768}],
    "members": [], "checklists": []}, separators=(",", ":"))
_TRELLO_NAME = "Xk3b9QpL - customer-advisory-board-2026-q3.json"

# Asana's CSV export (project > Export/Print > CSV): its fixed columns, then the project's custom fields
_ASANA_CSV = (
    "Task ID,Created At,Completed At,Last Modified,Name,Section/Column,Assignee,Assignee Email,Start Date,Due Date,"
    "Tags,Notes,Projects,Parent task,Blocked By (Dependencies),Blocking (Dependencies),Product Area,Segment,"
    "RICE Score\n"
    "1207334518820461,2026-03-04,,2026-05-19,Bulk CSV export of dashboards,Q3 Candidates,Priya Raman,"
    "priya@acme-product.io,,2026-07-31,cab,PROD-1042,Feature Requests 2026,,,,Analytics,Enterprise,2240\n"
    "1207334518820479,2026-01-11,,2026-05-02,Usage-based invoice preview,Discovery,Dana Okafor,"
    "dana@acme-product.io,,,,PROD-0931,Feature Requests 2026,,,,Billing,SMB,960\n")
_ASANA_NAME = "Feature Requests 2026.csv"


# Zendesk's ticket CSV export: its 43 columns, a row per ticket tagged feature_request; the timestamps as the API gives
# them, the last two columns the account's own ticket fields
_ZENDESK_COLUMNS = [
    "Summation column", "Id", "Requester", "Requester id", "Requester external id", "Requester email",
    "Requester domain", "Submitter", "Assignee", "Group", "Subject", "Tags", "Status", "Priority", "Via",
    "Ticket type", "Created at", "Updated at", "Assigned at", "Organization", "Due date", "Initially assigned at",
    "Solved at", "Resolution time", "Satisfaction Score", "Group stations", "Assignee stations", "Reopens",
    "Replies", "First reply time in minutes", "First reply time in minutes within business hours",
    "First resolution time in minutes", "First resolution time in minutes within business hours",
    "Full resolution time in minutes", "Full resolution time in minutes within business hours",
    "Agent wait time in minutes", "Agent wait time in minutes within business hours",
    "Requester wait time in minutes", "Requester wait time in minutes within business hours",
    "On hold time in minutes", "On hold time in minutes within business hours", "Ticket Category [list]",
    "Status [list]"]


def _zendesk_row(n: int, tid: int, who: str, uid: int, mail: str, subject: str, created: str) -> str:
    cells = [str(n), str(tid), who, str(uid), "", mail, mail.split("@")[1], who, "Dana Okafor", "Product Feedback",
             subject, "feature_request prod-1042", "open", "normal", "email", "question", created,
             "2026-05-19T15:47:02Z", created, "Northwind Traders", "", created, "", "", "unoffered", "1", "1",
             "0", "1", "42", "42", "", "", "", "", "38", "38", "1305", "611", "0", "0", "Feature request", ""]
    return ",".join(cells)


_ZENDESK_CSV = (",".join(_ZENDESK_COLUMNS) + "\n"
                + _zendesk_row(1, 48213, "Marta Lindqvist", 391046577211, "marta@northwind.example",
                               "Need to export all dashboards at once", "2026-04-02T08:14:51Z") + "\n"
                + _zendesk_row(2, 48377, "Ken Arakawa", 391046601938, "ken@northwind.example",
                               "CSV export for every dashboard?", "2026-04-09T13:02:17Z") + "\n")
_ZENDESK_NAME = "zendesk_tickets_feature_request_2026-05.csv"

# Canny's posts answer (POST https://canny.io/api/v1/posts/list, sorted by score): compact, one post kept
_CANNY = json.dumps({"hasMore": False, "posts": [
    {"id": "66a1b2c3d4e5f60718293a4b",
     "board": {"created": "2024-02-12T10:31:08.512Z", "id": "65ca11e0f1d2a3b4c5d6e7f8", "name": "Feature Requests",
               "postCount": 412, "url": "https://acme-product.canny.io/admin/board/feature-requests"},
     "category": {"id": "65ca12aa0b1c2d3e4f506172", "name": "Analytics", "postCount": 97,
                  "url": "https://acme-product.canny.io/admin/board/feature-requests?category=analytics"},
     "commentCount": 23, "created": "2026-02-27T16:45:20.104Z",
     "details": "Let us export every dashboard to CSV in one go.", "eta": "2026-09", "imageURLs": [],
     "jira": {"linkedIssues": [{"id": "10457", "key": "PROD-1042",
                                "url": "https://acme-product.atlassian.net/browse/PROD-1042"}]},
     "score": 186, "status": "planned", "tags": [], "title": "Bulk CSV export of dashboards",
     "url": "https://acme-product.canny.io/admin/board/feature-requests/p/bulk-csv-export-of-dashboards"}]},
    separators=(",", ":"))
_CANNY_NAME = "canny_posts_list.json"


# a mockup exported from Figma as PNG (Export > PNG 2x): the signature, then the IHDR chunk (length 13, width, height,
# bit depth 8, colour type 6 RGBA, compression, filter and interlace 0) and its CRC-32; the image data left out
def _mockup_png() -> bytes:
    ihdr = struct.pack(">IIBBBBB", 2880, 2048, 8, 6, 0, 0, 0)
    chunk = struct.pack(">I", len(ihdr)) + b"IHDR" + ihdr + struct.pack(">I", zlib.crc32(b"IHDR" + ihdr))
    return b"\x89PNG\r\n\x1a\n" + chunk


_PNG = _mockup_png()
_PNG_NAME = "Bulk export dialog@2x.png"

# the PMs' RICE sheet as typed for the review: issue key, reach per quarter, impact, confidence, effort in person-
# months, score (reach x impact x confidence / effort): six fields a line
_RICE_SHEET = ("PROD-1042 4200 2 0.8 3 2240\nPROD-1187 2700 3 0.7 3 1890\nPROD-0931 1800 1 0.8 1.5 960\n"
               "PROD-1215 900 2 0.5 2 450\nPROD-1120 3100 1 0.9 4 697.5\n")
# an advisory board member's ballot as the secretary types it: member, place, issue key, title: four fields a line
_CAB_BALLOT = ("northwind 1 PROD-1042 bulk-csv-export\nnorthwind 2 PROD-1187 saml-group-sync\n"
               "northwind 3 PROD-1120 salesforce-two-way-sync\nnorthwind 4 PROD-0931 invoice-preview\n")
# the board's vote tally per session: session, issue key, ballots, first places, second places, points: six fields
_VOTE_TALLY = ("CAB-2026Q3 PROD-1042 12 7 3 41\nCAB-2026Q3 PROD-1187 12 3 5 33\n"
               "CAB-2026Q3 PROD-1120 12 1 2 19\nCAB-2026Q3 PROD-0931 12 1 1 14\n")


def ninetieth_bar_productteams_cases() -> list[Case]:
    G = NINETIETH_PRODUCTTEAMS
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="feature_scores", judgements="roadmap_decisions", runs=_RECS3,
        stem="feature_ranking", outputs=_OUT, item="feature", rounded="cab_votes",
        weights="{'customer_votes': 1.0, 'rice_scores': 1.5, 'ticket_counts': 1.0, 'cab_votes': 2.0}",
        lone_query="R['cab_votes']['area:integrations/2026-Q4/beta-partners'] = "
                   "{'feature:integrations/PROD-1120': 0.9, 'feature:integrations/PROD-0874': 0.4}\n",
        trust="customer_votes 1\nrice_scores 1\ncab_votes 2\n",
        trust_dict="{'customer_votes': 1, 'rice_scores': 1, 'cab_votes': 2}",
        texts={
            "rrf": ("u90a_rrf_feature_scores",
                    "rankagg.fuse({source: {area, quarter or segment: {feature: score}}}, method='rrf'): customer "
                    "votes, RICE scores, support-ticket counts and the board's votes, six rankings "
                    "('area:analytics/2026-Q3/enterprise'), requests as 'feature:analytics/PROD-1042'"),
            "borda": ("u90a_borda_request_not_scored_by_all",
                      "rankagg.fuse(..., method='borda'): a late request the PMs have not RICE-scored and no "
                      "ticket mentions, so some sources have no score for it"),
            "combsum": ("u90a_combsum_rounded_board_votes",
                        "rankagg.fuse(..., method='combsum'): the board's votes as shares at one decimal (many "
                        "ties), beside the customer votes and the RICE scores"),
            "fuser": ("u90a_weighted_fuser_cab_votes",
                      "rankagg.Fuser('rrf', weights=...) per area and quarter: the advisory board's votes count 2, "
                      "as its charter gives it the last word on the quarter's commitments"),
            "frame": ("u90a_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the PMs' sheet, a row per "
                      "area, request and source"),
            "evaluate": ("u90a_evaluate_roadmap_decisions",
                         "rankagg.evaluate(fused ranking, the roadmap review's decisions, ['nDCG@5', 'AP', 'P@3']): "
                         "does the fused ranking put the committed requests first"),
            "lone": ("u90a_beta_partners_only_cab_votes",
                     "rankagg.fuse(..., method='rrf'): the beta partners' integrations segment, which only the "
                     "board's votes cover, beside areas every source covers"),
            "cli_rrf": ("u90a_cli_rrf_runs",
                        "rankagg fuse customer_votes.run rice_scores.run cab_votes.run --method rrf -o "
                        "feature_ranking.run: one run per source, areas, quarters and segments as queries"),
            "cli_borda": ("u90a_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the board's votes "
                          "count double)"),
            "cli_combsum": ("u90a_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four requests a quarter has room for"),
            "cli_evaluate": ("u90a_cli_evaluate_roadmap_decisions_qrels",
                             "rankagg evaluate feature_ranking.run --qrels roadmap_decisions.qrels -m ndcg_cut.5 -m "
                             "map: the fused ranking against the roadmap review's decisions (0-2)"),
            "cli_parquet": ("u90a_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o feature_ranking.parquet: gzipped runs from the "
                            "PMs' scripts, a Parquet table for the product-ops notebook")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u90a_jira_csv_as_run", "Jira's CSV export (Issue Type, Issue key, Issue id, Summary, ... Custom field "
         "(Story Points), Fix versions)", _JIRA_NAME, _JIRA_CSV, "Jira", named_at(_JIRA_NAME, _JIRA_CSV)),
        ("u90a_jira_search_json_as_run", "Jira's REST search answer (expand, startAt, maxResults, total, issues with "
         "key and fields)", _JIRA_JSON_NAME, _JIRA_JSON, "Jira", f"{_JIRA_JSON_NAME}:1"),
        ("u90a_trello_board_json_as_run", "Trello's board export (id, name, desc, descData, closed, idOrganization, "
         "... cards, lists)", _TRELLO_NAME, _TRELLO, "Trello", f"{_TRELLO_NAME}:1"),
        ("u90a_asana_csv_as_run", "Asana's CSV export (Task ID, Created At, Completed At, Last Modified, Name, "
         "Section/Column, ...)", _ASANA_NAME, _ASANA_CSV, "Asana", named_at(_ASANA_NAME, _ASANA_CSV)),
        ("u90a_zendesk_tickets_csv_as_run", "Zendesk's ticket CSV export (Summation column, Id, Requester, "
         "Requester id, ... Status [list])", _ZENDESK_NAME, _ZENDESK_CSV, "Zendesk",
         named_at(_ZENDESK_NAME, _ZENDESK_CSV)),
        ("u90a_canny_posts_json_as_run", "Canny's posts/list answer (hasMore, posts with board, category, score, "
         "status, title)", _CANNY_NAME, _CANNY, "Canny", f"{_CANNY_NAME}:1"),
        ("u90a_figma_png_mockup_as_run", "a mockup exported from Figma (PNG: signature 89 50 4E 47 0D 0A 1A 0A, "
         "IHDR)", _PNG_NAME, _PNG, "PNG", _PNG_NAME),
        ("u90a_rice_sheet_as_run", "the PMs' RICE sheet as typed (six fields a line: issue key, reach, impact, "
         "confidence, effort, score)", "rice_2026Q3.txt", _RICE_SHEET, "RICE", "rice_2026Q3.txt:1"),
        ("u90a_cab_ballot_as_run", "an advisory board member's ballot as typed (four fields a line: member, place, "
         "issue key, title)", "cab_ballot_northwind.txt", _CAB_BALLOT, "ballot", "cab_ballot_northwind.txt:1"),
        ("u90a_vote_tally_as_run", "the board's vote tally as the secretary types it (six fields a line: session, "
         "issue key, ballots, firsts, seconds, points)", "cab_tally_2026Q3.txt", _VOTE_TALLY, "tally",
         "cab_tally_2026Q3.txt:1")],
        one_run=("cab_votes.run", _ONE_RUN), stem="feature_ranking",
        text_why="trec_eval refuses a line of other than six fields, and a RICE sheet's six are an issue key, reach, "
                 "impact, confidence, effort and score, not a run's; the file is the field's own, named by what it "
                 "is (a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a PNG mockup read as lines gives no ranking: named by what it is")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u90a_cab_ballot_as_qrels", "cab_ballot_northwind.txt", _CAB_BALLOT, "ballot"),
        ("u90a_vote_tally_as_qrels", "cab_tally_2026Q3.txt", _VOTE_TALLY, "tally"),
        ("u90a_jira_csv_as_qrels", _JIRA_NAME, _JIRA_CSV, "Jira"),
        ("u90a_zendesk_tickets_csv_as_qrels", _ZENDESK_NAME, _ZENDESK_CSV, "Zendesk")],
        one_run=("cab_votes.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u90a_out_pptx", "Q3_Roadmap_CAB.pptx", "a PowerPoint roadmap deck"),
        ("u90a_out_drawio_svg", "feature_priorities.drawio.svg", "a draw.io diagram (editable SVG)"),
        ("u90a_out_figma_fig", "CAB_Mockups.fig", "a Figma file"),
        ("u90a_out_msproject_mpp", "Roadmap_2026.mpp", "a Microsoft Project plan")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=90"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u90a_api_trello_board_dict",
            "rankagg.fuse(json.load(Xk3b9QpL - customer-advisory-board-2026-q3.json)): Trello's board export, "
            "loaded in Python, given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('r.json', encoding='utf-8')), method='rrf')\n",
            "Trello", why="a run maps a query to {document: score}; a Trello board export is one board's record (its "
            "ids, name, prefs, label names, and its cards, lists, members and actions)",
            files={"r.json": _TRELLO}),
        bad("u90a_api_jira_frame",
            "rankagg.fuse(pd.read_csv(Jira.csv)): Jira's CSV export (Issue Type, Issue key, Issue id, Summary, ...) "
            "given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('r.csv'), method='borda')\n",
            "Jira", why="a table of runs has qid, docid, run and score columns; a Jira export has an issue a row (its "
            "type, key, id, summary, reporter, priority, status, dates and the team's custom fields)",
            files={"r.csv": _JIRA_CSV}),
    ]
    return cases
