"""Issue 45's ninety-sixth bar of scripts/reliability_matrix.py, a news organisation's homepage editors and audience
team, ranking stories per section, edition, hour and readers' poll from page views, engaged time, editors' picks and
the desk heads' votes (its cases, ids ``u96a_``, registered in its ``cases()``); the mechanics
(:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.  (Written by a persona session,
before any of its recognisers existed.)

The team's day: each section, edition, hour or readers' poll (``section:politics/2026-03-14``,
``edition:uk/2026-03-14/am``, ``hour:2026-03-14T08``, ``poll:2026-03-14/readers-choice``) is a query and each story a
document (``story:2026/03/14/politics/8841``, its publication date, its desk, then the CMS's story number); the runs are
the page views, the engaged time, the editors' picks and the desk heads' votes, turned to scores in [0, 1] at four
decimals.  They are fused with RRF, Borda and CombSUM, the desk heads' votes weighted highest (the editor-in-chief's
rule: the desks have the last word on the front), and judged against the homepage editors' decisions (2 splash or
lead, 1 on the front, 0 otherwise).  The mistakes and odd files: the field's own files given where runs or qrels are
read (an agency's ninjs item (JSON), a NewsML-G2 newsItem (XML), Parse.ly's /analytics/posts answer (JSON),
Chartbeat's live toppages answer (JSON), a Google Analytics 4 report exported as CSV, the CMS's Google News sitemap
and RSS feed (XML), an agency photo (JPEG with IPTC-IIM in APP13), the desk heads' ballot, the editors' rating sheet
and the readers' poll vote tally as typed), and outputs named for the field's files (an RSS feed, an Atom feed, a
news sitemap, a JPEG).
(Checked: ninjs 2.0's keys (uri, type, profile, version, firstcreated, versioncreated, pubstatus, urgency,
copyrightholder, ednote, language, descriptions / headlines with role and value, subjects, by, slugline) from IPTC's
own examples (iptc/newsinjson, examples/2.0/ntb_text.json), the values illustrative; the NewsML-G2 newsItem's root
(namespace http://iptc.org/std/nar/2006-10-01/, standard="NewsML-G2", standardversion 2.20 with the catalog
catalog.IPTC-G2-Standards_27.xml, conformance="power", guid, version), itemMeta (itemClass ninat:text, provider,
versionCreated, firstCreated, pubStatus) from Infomaker's NewsML-G2 spec (Infomaker/writer-format,
newsml/im-newsml-spec.md), contentMeta / contentSet as the standard names them; Parse.ly's /v2/analytics/posts answer
({"data": [...]}, each post's title, url, link, author, authors, section, tags, pub_date, image_url, thumb_url_medium,
full_content_word_count, metadata and metrics views, visitors, engaged_minutes, avg_engaged) from Parse.ly's own
WordPress plugin's types (Parsely/wp-parsely, src/RemoteAPI/class-analytics-posts-api.php) and clients reading
json.data, the key order a guess; Chartbeat's /live/toppages/v3 answer ({"pages": [{path, stats: {people,
engaged_time: {avg}, toprefs, search, social, direct, internal, links}}]}) only from a client's test mock and clients
calling that endpoint, not from Chartbeat's docs, the 'title' key from memory; the GA4 CSV export's comment preamble
('# ----------------------------------------', the report's name, the date range, the dashes, a blank line) and its
'Page path and screen class,Views,...' header from importers' tests that imitate it, the metric columns after Views
a guess; the Google News sitemap (urlset in http://www.sitemaps.org/schemas/sitemap/0.9 with xmlns:news
http://www.google.com/schemas/sitemap-news/0.9, url / loc / news:news / news:publication (news:name, news:language),
news:publication_date, news:title) from Google Search Central's page; the JPEG (SOI, APP0 JFIF 1.01, APP13 'Photoshop
3.0\\0', a '8BIM' resource 0x0404 with an empty padded name and its size, then IIM datasets 1C 02 nn with a 2-byte
length: 2:00 record version 4, 2:105 headline, 2:80 by-line, 2:110 credit, 2:120 caption) from libiptcdata's
iptc-jpeg.c constants, hachoir's Photoshop8BIM and ExifTool's tag tables; RSS 2.0's rss / channel / item (title,
link, guid, pubDate, category) is common knowledge.  Left out, as they could not be checked: an agency's own API
answers beyond ninjs (AP's and Reuters' response envelopes), Chartbeat's historical query exports, Atom feeds from a
particular CMS (an Atom output suffix only); the desk heads' ballot, the editors' rating sheet and the vote tally are
typed here as the team writes them.  Output suffixes: .rss and .atom as Rails' and GitHub's feeds use them,
news sitemaps' .xml, .jpg.)

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import json
import struct

from .case import Case, command_cases, fusion_checks, named_at, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

NINETYSIXTH_NEWSROOM = ("45 Unseen inputs: a ninety-sixth bar, a news organisation's homepage editors and audience "
                        "team ranking stories per section, edition, hour and readers' poll from page views, engaged "
                        "time, editors' picks and desk heads' votes (ninjs and NewsML-G2 items, Parse.ly's and "
                        "Chartbeat's API answers, a GA4 CSV export, a Google News sitemap, an RSS feed, a JPEG with "
                        "IPTC metadata, desk heads' ballots, rating sheets and vote tallies as typed)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['page_views', 'engaged_time', 'editors_picks', 'desk_votes'],
    items=['story:2026/03/14/politics/8841', 'story:2026/03/14/politics/8829', 'story:2026/03/14/business/8802',
           'story:2026/03/14/world/8856', 'story:2026/03/13/sport/8790', 'story:2026/03/14/culture/8813',
           'story:2026/03/12/science/8744', 'story:2026/03/14/opinion/8860'],
    queries=['section:politics/2026-03-14', 'edition:uk/2026-03-14/am', 'hour:2026-03-14T08',
             'poll:2026-03-14/readers-choice', 'section:business/2026-03-14', 'edition:international/2026-03-14/pm'],
    suffix='/late-update', generator='homepage_signals', judgements='front_decisions'
) + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "homepage_signals", "homepage_rankings.run")

_RECS3 = ["page_views", "engaged_time", "desk_votes"]
_OUT = ("homepage_rankings.run",)
_ONE_RUN = ("section:politics/2026-03-14 Q0 story:2026/03/14/politics/8841 1 0.9214 desk_votes\n"
            "section:politics/2026-03-14 Q0 story:2026/03/14/politics/8829 2 0.8762 desk_votes\n")


# the team's files, as the agencies, the analytics tools, the CMS, the photo desk and the desk heads write them
# an agency's ninjs 2.0 item (four-space indentation, as IPTC's examples); the values illustrative
_NINJS = json.dumps({
    "uri": "urn:newsml:agency.example:20260314:8d41c2e7", "type": "text", "profile": "Standard", "version": "3",
    "firstcreated": "2026-03-14T06:02:11Z", "versioncreated": "2026-03-14T06:48:37Z", "pubstatus": "usable",
    "urgency": 3, "copyrightholder": "Agency Example", "ednote": "Updates with vote count.", "language": "en-GB",
    "descriptions": [{"role": "text", "contenttype": "text/plain",
                      "value": "Parliament passed the budget by 312 votes to 298 after an all-night sitting."}],
    "headlines": [{"role": "main", "value": "Budget passes by 14 votes after all-night sitting"}],
    "subjects": [{"name": "Politics", "literal": "11000000"}], "by": "Agency Example", "slugline": "budget-vote"},
    indent=4)
_NINJS_NAME = "budget-vote_8d41c2e7.ninjs.json"

# a NewsML-G2 newsItem as the wire delivers it: the prolog, the root on line 2, two-space indentation
_NEWSML = ('<?xml version="1.0" encoding="UTF-8"?>\n'
           '<newsItem xmlns="http://iptc.org/std/nar/2006-10-01/" version="3" conformance="power"\n'
           '    standardversion="2.20" standard="NewsML-G2" guid="urn:newsml:agency.example:20260314:8d41c2e7">\n'
           '  <catalogRef href="http://www.iptc.org/std/catalog/catalog.IPTC-G2-Standards_27.xml"/>\n'
           "  <itemMeta>\n"
           '    <itemClass qcode="ninat:text"/>\n'
           '    <provider literal="Agency Example"/>\n'
           "    <versionCreated>2026-03-14T06:48:37Z</versionCreated>\n"
           "    <firstCreated>2026-03-14T06:02:11Z</firstCreated>\n"
           '    <pubStatus qcode="stat:usable"/>\n'
           "  </itemMeta>\n"
           "  <contentMeta>\n"
           '    <urgency>3</urgency>\n'
           '    <subject type="cpnat:abstract" qcode="medtop:11000000"/>\n'
           "    <slugline>budget-vote</slugline>\n"
           "    <headline>Budget passes by 14 votes after all-night sitting</headline>\n"
           "  </contentMeta>\n"
           "  <contentSet>\n"
           '    <inlineData contenttype="text/plain">Parliament passed the budget by 312 votes to 298.</inlineData>\n'
           "  </contentSet>\n"
           "</newsItem>\n")
_NEWSML_NAME = "budget-vote_8d41c2e7.xml"

# Parse.ly's answer to GET api.parsely.com/v2/analytics/posts?period_start=24h&sort=views: compact, one post a row
_PARSELY = json.dumps({"data": [
    {"title": "Budget passes by 14 votes after all-night sitting", "url":
     "https://harbourherald.example/politics/2026/03/14/budget-vote-passes", "link":
     "https://harbourherald.example/politics/2026/03/14/budget-vote-passes?itm_source=parsely-api", "author":
     "Ruth Okafor", "authors": ["Ruth Okafor"], "section": "Politics", "tags": ["budget", "parliament"],
     "pub_date": "2026-03-14T06:41:00", "image_url": "https://cdn.harbourherald.example/img/8841-lead.jpg",
     "thumb_url_medium": "https://images.parsely.com/Xq3.../8841-lead.jpg", "full_content_word_count": 912,
     "metadata": "", "metrics": {"views": 48211, "visitors": 39102, "engaged_minutes": 61877, "avg_engaged": 1.283}},
    {"title": "Port strike enters third day", "url": "https://harbourherald.example/business/2026/03/14/port-strike",
     "link": "https://harbourherald.example/business/2026/03/14/port-strike?itm_source=parsely-api", "author":
     "Dev Malhotra", "authors": ["Dev Malhotra"], "section": "Business", "tags": ["strike", "ports"],
     "pub_date": "2026-03-14T05:12:00", "image_url": "", "thumb_url_medium": "", "full_content_word_count": 640,
     "metadata": "", "metrics": {"views": 21940, "visitors": 18377, "engaged_minutes": 19012,
                                 "avg_engaged": 0.867}}]}, separators=(",", ":"))
_PARSELY_NAME = "parsely_analytics_posts_24h.json"

# Chartbeat's answer to GET api.chartbeat.com/live/toppages/v3/?host=...: the pages with their concurrents
_CHARTBEAT = json.dumps({"pages": [
    {"path": "harbourherald.example/politics/2026/03/14/budget-vote-passes", "title":
     "Budget passes by 14 votes after all-night sitting", "stats": {
         "people": 3120, "engaged_time": {"avg": 41}, "toprefs": [{"domain": "Google Search", "visitors": 820},
                                                                  {"domain": "Facebook", "visitors": 410}],
         "search": 820, "social": 410, "direct": 1240, "internal": 530, "links": 120}},
    {"path": "harbourherald.example/business/2026/03/14/port-strike", "title": "Port strike enters third day",
     "stats": {"people": 1480, "engaged_time": {"avg": 33}, "toprefs": [{"domain": "Google News", "visitors": 390}],
               "search": 390, "social": 95, "direct": 610, "internal": 310, "links": 75}}]}, indent=2)
_CHARTBEAT_NAME = "chartbeat_toppages.json"

# a Google Analytics 4 report (Pages and screens) downloaded as CSV: the comment preamble, a blank line, the table
_GA4_CSV = ("# ----------------------------------------\n"
            "# Pages and screens: Page path and screen class\n"
            "# 20260301-20260314\n"
            "# ----------------------------------------\n"
            "\n"
            "Page path and screen class,Views,Active users,Views per active user,"
            "Average engagement time per active user,Event count\n"
            "/politics/2026/03/14/budget-vote-passes,48211,39102,1.23,76.4,212044\n"
            "/business/2026/03/14/port-strike,21940,18377,1.19,52.1,90318\n"
            "/,19877,15230,1.31,38.9,77102\n")
_GA4_NAME = "Pages_and_screens_Page_path_and_screen_class.csv"

# the CMS's Google News sitemap: the prolog, the root on line 2, one url per story of the last two days
_SITEMAP = ('<?xml version="1.0" encoding="UTF-8"?>\n'
            '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"\n'
            '        xmlns:news="http://www.google.com/schemas/sitemap-news/0.9">\n'
            "  <url>\n"
            "    <loc>https://harbourherald.example/politics/2026/03/14/budget-vote-passes</loc>\n"
            "    <news:news>\n"
            "      <news:publication>\n"
            "        <news:name>The Harbour Herald</news:name>\n"
            "        <news:language>en</news:language>\n"
            "      </news:publication>\n"
            "      <news:publication_date>2026-03-14T06:41:00+00:00</news:publication_date>\n"
            "      <news:title>Budget passes by 14 votes after all-night sitting</news:title>\n"
            "    </news:news>\n"
            "  </url>\n"
            "</urlset>\n")
_SITEMAP_NAME = "sitemap-news.xml"

# the CMS's RSS 2.0 feed of a section: the prolog, the root on line 2
_RSS = ('<?xml version="1.0" encoding="UTF-8"?>\n'
        '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">\n'
        "  <channel>\n"
        "    <title>The Harbour Herald - Politics</title>\n"
        "    <link>https://harbourherald.example/politics</link>\n"
        "    <description>Politics news from The Harbour Herald</description>\n"
        '    <atom:link href="https://harbourherald.example/politics/rss" rel="self" type="application/rss+xml"/>\n'
        "    <item>\n"
        "      <title>Budget passes by 14 votes after all-night sitting</title>\n"
        "      <link>https://harbourherald.example/politics/2026/03/14/budget-vote-passes</link>\n"
        '      <guid isPermaLink="false">8841</guid>\n'
        "      <pubDate>Sat, 14 Mar 2026 06:41:00 +0000</pubDate>\n"
        "      <category>Politics</category>\n"
        "    </item>\n"
        "  </channel>\n"
        "</rss>\n")
_RSS_NAME = "politics.rss"


# an agency photo in the picture desk's folder: SOI, APP0 (JFIF 1.01, no thumbnail), APP13 ('Photoshop 3.0\0', one
# '8BIM' resource 0x0404 holding IPTC-IIM record 2: record version 4, headline, by-line, credit, caption, the data
# padded to an even length); the quantisation tables and the scan left out
def _lead_photo_jpeg() -> bytes:
    def iim(dataset: int, value: bytes) -> bytes:
        return bytes([0x1C, 0x02, dataset]) + struct.pack(">H", len(value)) + value

    iptc = (iim(0, b"\x00\x04") + iim(105, b"Budget passes by 14 votes") + iim(80, b"Mara Lindqvist")
            + iim(110, b"Agency Example") + iim(120, b"MPs leave the chamber after the budget vote, 14 March 2026."))
    resource = b"8BIM" + b"\x04\x04" + b"\x00\x00" + struct.pack(">I", len(iptc)) + iptc + b"\x00" * (len(iptc) % 2)
    app13 = b"Photoshop 3.0\x00" + resource
    jfif = b"JFIF\x00" + bytes([1, 1, 0]) + struct.pack(">HH", 1, 1) + bytes([0, 0])
    return (b"\xff\xd8" + b"\xff\xe0" + struct.pack(">H", len(jfif) + 2) + jfif
            + b"\xff\xed" + struct.pack(">H", len(app13) + 2) + app13)


_JPEG = _lead_photo_jpeg()
_JPEG_NAME = "AEX_20260314_budget_0042.jpg"

# a desk head's ballot for the morning front as typed into the shared folder: desk head, place, story number, slug:
# four fields a line
_DESK_BALLOT = ("okafor 1 8841 budget-vote-passes\nokafor 2 8856 border-talks-resume\n"
                "okafor 3 8802 port-strike-third-day\nokafor 4 8790 cup-final-replay\n")
# the homepage editors' rating sheet: story number, editor's initials, news value, exclusivity, pictures, overall:
# six fields a line
_RATING_SHEET = ("8841 jm 9 8 7 8.5\n8829 jm 7 6 6 6.5\n8802 rk 8 5 7 7.0\n8856 rk 8 7 8 7.5\n8860 ts 5 9 4 6.0\n")
# the readers' poll vote tally as the audience team types it: poll code, story number, votes, first choices, second
# choices, share: six fields a line
_VOTE_TALLY = ("RC0314 8841 1284 612 388 0.312\nRC0314 8813 947 401 322 0.230\n"
               "RC0314 8790 881 377 290 0.214\nRC0314 8744 602 233 215 0.146\n")


def ninetysixth_bar_newsroom_cases() -> list[Case]:
    G = NINETYSIXTH_NEWSROOM
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="homepage_signals", judgements="front_decisions", runs=_RECS3,
        stem="homepage_rankings", outputs=_OUT, item="story", rounded="desk_votes",
        weights="{'page_views': 1.0, 'engaged_time': 1.5, 'editors_picks': 1.0, 'desk_votes': 2.0}",
        lone_query="R['editors_picks']['edition:uk/2026-03-14/late-night'] = "
                   "{'story:2026/03/14/culture/8813': 0.9, 'story:2026/03/14/opinion/8860': 0.4}\n",
        trust="page_views 1\nengaged_time 1\ndesk_votes 2\n",
        trust_dict="{'page_views': 1, 'engaged_time': 1, 'desk_votes': 2}",
        texts={
            "rrf": ("u96a_rrf_homepage_signals",
                    "rankagg.fuse({source: {section, edition, hour or poll: {story: score}}}, method='rrf'): page "
                    "views, engaged time, editors' picks and desk heads' votes, six rankings "
                    "('section:politics/2026-03-14'), stories as 'story:2026/03/14/politics/8841'"),
            "borda": ("u96a_borda_story_not_in_every_source",
                      "rankagg.fuse(..., method='borda'): a late story the analytics have not counted yet and one "
                      "desk head did not vote on, so some sources have no score for it"),
            "combsum": ("u96a_combsum_rounded_desk_votes",
                        "rankagg.fuse(..., method='combsum'): the desk heads' votes as shares at one decimal (many "
                        "ties), beside page views and engaged time"),
            "fuser": ("u96a_weighted_fuser_desk_votes",
                      "rankagg.Fuser('rrf', weights=...) per section and edition: the desk heads' votes count 2, as "
                      "the editor-in-chief gives the desks the last word on the front"),
            "frame": ("u96a_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the audience team's sheet, "
                      "a row per section, story and source"),
            "evaluate": ("u96a_evaluate_front_decisions",
                         "rankagg.evaluate(fused ranking, the homepage editors' decisions, ['nDCG@5', 'AP', 'P@3']): "
                         "does the fused ranking put the splash and the lead first"),
            "lone": ("u96a_late_night_edition_only_editors_picks",
                     "rankagg.fuse(..., method='rrf'): the late-night edition, which only the editors' picks cover, "
                     "beside sections every source covers"),
            "cli_rrf": ("u96a_cli_rrf_runs",
                        "rankagg fuse page_views.run engaged_time.run desk_votes.run --method rrf -o "
                        "homepage_rankings.run: one run per source, sections and editions as queries"),
            "cli_borda": ("u96a_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the desk heads' votes "
                          "count double)"),
            "cli_combsum": ("u96a_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four slots above the fold per section"),
            "cli_evaluate": ("u96a_cli_evaluate_front_decisions_qrels",
                             "rankagg evaluate homepage_rankings.run --qrels front_decisions.qrels -m ndcg_cut.5 -m "
                             "map: the fused ranking against the homepage editors' decisions (0-2)"),
            "cli_parquet": ("u96a_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o homepage_rankings.parquet: gzipped runs from the "
                            "audience team's scripts, a Parquet table for the data desk's notebook")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u96a_ninjs_json_as_run", "an agency's ninjs 2.0 item (uri, type, versioncreated, pubstatus, headlines, "
         "subjects, slugline)", _NINJS_NAME, _NINJS, "ninjs", f"{_NINJS_NAME}:1"),
        ("u96a_newsml_g2_xml_as_run", "a NewsML-G2 newsItem (itemMeta, contentMeta, contentSet; standard='NewsML-G2')",
         _NEWSML_NAME, _NEWSML, "NewsML", named_at(_NEWSML_NAME, _NEWSML)),
        ("u96a_parsely_posts_json_as_run", "Parse.ly's /analytics/posts answer (data: title, url, section, pub_date, "
         "metrics views, visitors, engaged_minutes)", _PARSELY_NAME, _PARSELY, "Parse.ly", f"{_PARSELY_NAME}:1"),
        ("u96a_chartbeat_toppages_json_as_run", "Chartbeat's live toppages answer (pages: path, title, stats people, "
         "engaged_time, toprefs)", _CHARTBEAT_NAME, _CHARTBEAT, "Chartbeat", f"{_CHARTBEAT_NAME}:1"),
        ("u96a_ga4_csv_as_run", "a Google Analytics 4 report exported as CSV ('# ---' preamble, then 'Page path and "
         "screen class,Views,...')", _GA4_NAME, _GA4_CSV, "GA4", named_at(_GA4_NAME, _GA4_CSV)),
        ("u96a_google_news_sitemap_as_run", "the CMS's Google News sitemap (urlset, url, loc, news:news, "
         "news:publication, news:title)", _SITEMAP_NAME, _SITEMAP, "sitemap", named_at(_SITEMAP_NAME, _SITEMAP)),
        ("u96a_rss_feed_as_run", "the CMS's RSS 2.0 feed of a section (rss, channel, item, title, link, guid, pubDate)",
         _RSS_NAME, _RSS, "RSS", named_at(_RSS_NAME, _RSS)),
        ("u96a_iptc_jpeg_as_run", "an agency photo (JPEG: FF D8, JFIF, APP13 'Photoshop 3.0' with IPTC-IIM headline "
         "and caption)", _JPEG_NAME, _JPEG, "JPEG", _JPEG_NAME),
        ("u96a_desk_ballot_as_run", "a desk head's ballot for the front as typed (four fields a line: desk head, "
         "place, story number, slug)", "ballot_okafor_am.txt", _DESK_BALLOT, "ballot", "ballot_okafor_am.txt:1"),
        ("u96a_rating_sheet_as_run", "the homepage editors' rating sheet as typed (six fields a line: story number, "
         "editor, news value, exclusivity, pictures, overall)", "ratings_0314_am.txt", _RATING_SHEET, "rating sheet",
         "ratings_0314_am.txt:1"),
        ("u96a_vote_tally_as_run", "the readers' poll vote tally as typed (six fields a line: poll, story number, "
         "votes, first choices, second choices, share)", "poll_tally_0314.txt", _VOTE_TALLY, "vote tally",
         "poll_tally_0314.txt:1")],
        one_run=("desk_votes.run", _ONE_RUN), stem="homepage_rankings",
        text_why="trec_eval refuses a line of other than six fields, and a rating sheet's six are a story number, an "
                 "editor, three marks and the overall, not a run's; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a JPEG read as lines gives no ranking: named by what it is")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u96a_desk_ballot_as_qrels", "ballot_okafor_am.txt", _DESK_BALLOT, "ballot"),
        ("u96a_vote_tally_as_qrels", "poll_tally_0314.txt", _VOTE_TALLY, "vote tally"),
        ("u96a_ga4_csv_as_qrels", _GA4_NAME, _GA4_CSV, "GA4"),
        ("u96a_ninjs_json_as_qrels", _NINJS_NAME, _NINJS, "ninjs")],
        one_run=("desk_votes.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u96a_out_rss", "homepage_top.rss", "an RSS feed"),
        ("u96a_out_atom", "homepage_top.atom", "an Atom feed"),
        ("u96a_out_news_sitemap_xml", "sitemap-news.xml", "a Google News sitemap"),
        ("u96a_out_jpg", "front_0314_am.jpg", "a JPEG picture")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=96"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u96a_api_chartbeat_toppages_dict",
            "rankagg.fuse(json.load(chartbeat_toppages.json)): Chartbeat's live toppages answer, loaded in Python, "
            "given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('r.json', encoding='utf-8')), method='rrf')\n",
            "Chartbeat", why="a run maps a query to {document: score}; a toppages answer is a list of pages, each "
            "with its path, title and live stats (concurrent people, engaged time, referrers)",
            files={"r.json": _CHARTBEAT}),
        bad("u96a_api_ga4_frame",
            "rankagg.fuse(pd.read_csv(Pages_and_screens....csv, comment='#')): a GA4 report (Page path and screen "
            "class, Views, Active users, ...) given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('r.csv', comment='#'), method='borda')\n",
            "GA4", why="a table of runs has qid, docid, run and score columns; a GA4 pages report has a page path a "
            "row and its views, users and engagement time over the report's dates",
            files={"r.csv": _GA4_CSV}),
    ]
    return cases
