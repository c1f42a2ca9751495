"""Issue 45's eighty-first bar of scripts/reliability_matrix.py, a social news community's moderators and curators (a
subreddit, a Hacker News-style site, a Mastodon server), ranking posts and comments per day, topic and feed from votes,
reports, comments and the moderators' picks (its cases, ids ``u81b_``, registered in its ``cases()``); the mechanics
(:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.  (Written by a persona session,
before any of its recognisers existed.)

The team's day: a day's top posts of a subreddit, a feed, a topic or a report queue is a query
(``day:2024-05-11/r/worldnews/top`` a subreddit's top posts of a day; ``feed:hn/front_page/2024-05-11`` Hacker News'
front page; ``queue:r/worldnews/reports`` the reported posts) and each post a document (``post:reddit/r/worldnews/
1cpk2xq`` the site, the community, then the post's id; ``item:hn/40325104``; ``status:mastodon.social/
112420381927465312``); the runs are Reddit's votes, Hacker News' points, the moderators' picks and the report
tallies, turned to scores in [0, 1] at four decimals.  They are fused with RRF, Borda and CombSUM, the moderators'
picks weighted highest, and judged against the moderators' verdicts (2 a post pinned or featured, 1 kept, 0 removed).
The mistakes and odd files: the field's own files given where runs or qrels are read (Reddit's listing and modlog as
its API answers them, Hacker News' item and topstories as its Firebase API answers them, its Algolia search answer,
Mastodon's statuses, a Pushshift dump compressed with zstd, Hacker News' RSS feed, and the picks and report tallies
as typed), and outputs named for the field's files (a Pushshift dump .zst, an OPML subscription list .opml, an RSS
feed .rss, a saved Reddit listing .json).

How the formats were checked (the search tools): Reddit's listing envelope (kind Listing, data after, dist, modhash,
geo_filter, children of kind t3 with approved_at_utc, subreddit, selftext, author_fullname, ..., then before) from
client fixtures (turnage/graw's redded_fixtures_test.go, snoo-wrapped's mocks); its JSON is written with ', ' and
': ' (Python's default spacing); the t3 keys are a subset in Reddit's order.  The modlog's modaction keys (description,
target_body, mod_id36, created_utc, subreddit, target_title, target_permalink, subreddit_name_prefixed, details, action,
target_author, target_fullname, sr_id36, id, mod) from client models (Reddit.NET's ModAction and others, in that
order).  Hacker News' item and topstories from HackerNews/API's README (the Firebase REST answer is compact, keys in
alphabetical order: by, descendants, id, kids, score, time, title, type, url).  The Algolia answer (hits each with
created_at, title, url, author, points, story_text, comment_text, num_comments, story_id, story_title, story_url,
parent_id, created_at_i, _tags, objectID, _highlightResult; then nbHits, page, nbPages, hitsPerPage,
exhaustiveNbHits, query, params, processingTimeMS) from a stored copy of a front_page answer.  Mastodon's statuses
(id, created_at, in_reply_to_id, in_reply_to_account_id, sensitive, spoiler_text, visibility, language, uri, url,
replies_count, reblogs_count, favourites_count, edited_at, favourited, reblogged, muted, bookmarked, pinned, content,
reblog, application, account, media_attachments, mentions, tags, emojis, card, poll; compact) from stored API answers;
the account object is a subset.  Hacker News' RSS (rss version 2.0, channel title, link, description 'Links for the
intellectually curious, ranked by readers.', items title, link, pubDate, comments, description CDATA) from stored
fixtures of news.ycombinator.com/rss, written on one line as the site serves it.  The Pushshift dump is a Zstandard
frame as RFC 8878 lays it out (magic 28 B5 2F FD, a frame header descriptor, a window descriptor for a 2 GiB window
as --long=31 writes, one raw last block), checked with zstd -d --long=31; its NDJSON lines are Pushshift's
submissions abbreviated to a few keys.  Reddit's data export posts.csv (id, permalink, date, ip, subreddit, gildings,
title, url, body) from stored parsers of the export.
(Left out, as they could not be checked byte for byte: Lemmy's API answers (no stored answer showed the post view's
keys in order); ActivityPub objects as a server stores them; mod tools' CSV exports (Toolbox's usernotes are a
compressed wiki blob, no stored CSV); Atom feeds of Reddit (not checked in time).)

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import json

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

EIGHTYFIRST_SOCIALNEWS = ("45 Unseen inputs: an eighty-first bar, a social news community's moderators and curators "
                          "ranking posts and comments per day, topic and feed from votes, reports, comments and the "
                          "moderators' picks (Reddit's, Hacker News' and Mastodon's API answers, Pushshift dumps, "
                          "RSS feeds, and picks and report tallies as typed)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['reddit_votes', 'hn_points', 'mod_picks', 'report_tallies'],
    items=['post:reddit/r/worldnews/1cpk2xq', 'item:hn/40325104', 'post:reddit/r/technology/1cpm7ra',
           'status:mastodon.social/112420381927465312', 'item:hn/40327731', 'post:reddit/r/worldnews/1cpf0zk',
           'status:mastodon.social/112421007715524881', 'item:hn/40319456'],
    queries=['day:2024-05-11/r/worldnews/top', 'feed:hn/front_page/2024-05-11', 'topic:r/technology/ai',
             'queue:r/worldnews/reports', 'feed:mastodon.social/trends/statuses', 'day:2024-05-12/r/technology/hot'],
    suffix='/revised', generator='daily_ranking', judgements='mod_verdicts'
) + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "daily_ranking", "daily_ranking.run")

_RECS3 = ["reddit_votes", "hn_points", "mod_picks"]
_OUT = ("daily_ranking.run",)
_ONE_RUN = ("day:2024-05-11/r/worldnews/top Q0 post:reddit/r/worldnews/1cpk2xq 1 0.9412 reddit_votes\n"
            "day:2024-05-11/r/worldnews/top Q0 item:hn/40325104 2 0.8873 reddit_votes\n")


def _compact(document: object) -> str:
    return json.dumps(document, ensure_ascii=False, separators=(",", ":"))


def _reddit(document: object) -> str:
    return json.dumps(document, ensure_ascii=False)  # Reddit's API spacing: ', ' and ': '


# the team's files, as Reddit's, Hacker News' and Mastodon's APIs answer, as Pushshift dumps, as typed
# Reddit's listing (www.reddit.com/r/worldnews/top.json?t=day): kind Listing, data after, dist, modhash, geo_filter,
# children (kind t3, a post's keys in Reddit's order, a subset), before
def _t3(pid: str, title: str, author: str, score: int, ratio: float, comments: int, created: float) -> dict:
    return {"kind": "t3", "data": {
        "approved_at_utc": None, "subreddit": "worldnews", "selftext": "", "author_fullname": "t2_8kz3qa1",
        "saved": False, "mod_reason_title": None, "gilded": 0, "clicked": False, "title": title,
        "subreddit_name_prefixed": "r/worldnews", "hidden": False, "pwls": 6, "downs": 0, "hide_score": False,
        "name": f"t3_{pid}", "quarantine": False, "upvote_ratio": ratio, "subreddit_type": "public", "ups": score,
        "score": score, "approved_by": None, "id": pid, "author": author, "num_comments": comments,
        "permalink": f"/r/worldnews/comments/{pid}/", "created_utc": created}}


_LISTING = _reddit({"kind": "Listing", "data": {
    "after": "t3_1cpf0zk", "dist": 2, "modhash": "", "geo_filter": "", "children": [
        _t3("1cpk2xq", "Ceasefire talks resume in Cairo", "Kagedeah", 41873, 0.91, 3120, 1715412610.0),
        _t3("1cpf0zk", "Record heat across South Asia", "BubsyFanboy", 23044, 0.95, 1408, 1715396022.0)],
    "before": None}})
_LISTING_NAME = "top.json"


# Reddit's moderation log (www.reddit.com/r/worldnews/about/log.json): a Listing of kind modaction
def _modaction(action: str, target: str, author: str, title: str | None, mod: str, created: float,
               details: str) -> dict:
    return {"kind": "modaction", "data": {
        "description": None, "target_body": None, "mod_id36": "9w3kq", "created_utc": created,
        "subreddit": "worldnews", "target_title": title, "target_permalink": f"/r/worldnews/comments/{target[3:]}/",
        "subreddit_name_prefixed": "r/worldnews", "details": details, "action": action, "target_author": author,
        "target_fullname": target, "sr_id36": "2qh13", "id": f"ModAction_{target[3:]}-0000-11ef-9a41-4a9c2f1e0b7d",
        "mod": mod}}


_MODLOG = _reddit({"kind": "Listing", "data": {
    "after": "ModAction_1cpf0zk-0000-11ef-9a41-4a9c2f1e0b7d", "dist": None, "modhash": "", "geo_filter": None,
    "children": [
        _modaction("sticky", "t3_1cpk2xq", "Kagedeah", "Ceasefire talks resume in Cairo", "mod_amara",
                   1715413205.0, "stickied"),
        _modaction("removelink", "t3_1cpf3sd", "freshacct_2291", "BREAKING!!! click here", "AutoModerator",
                   1715397010.0, "remove"),
        _modaction("approvelink", "t3_1cpf0zk", "BubsyFanboy", "Record heat across South Asia", "mod_teodor",
                   1715396800.0, "unspam")],
    "before": None}})
_MODLOG_NAME = "log.json"

# Hacker News' item (hacker-news.firebaseio.com/v0/item/40325104.json): compact, keys in alphabetical order
_HN_ITEM = _compact({"by": "todsacerdoti", "descendants": 212, "id": 40325104,
                     "kids": [40325611, 40325342, 40326001, 40325230], "score": 587, "time": 1715421837,
                     "title": "The new APT 3.0 solver", "type": "story",
                     "url": "https://blog.jak-linux.org/2024/05/10/the-new-apt-3-0-solver/"})
_HN_ITEM_NAME = "40325104.json"

# Hacker News' front page ids (hacker-news.firebaseio.com/v0/topstories.json): a JSON array of item ids
_TOPSTORIES = _compact([40325104, 40327731, 40319456, 40326188, 40324402, 40322215, 40327010, 40318877])
_TOPSTORIES_NAME = "topstories.json"


# Hacker News' search as Algolia answers it (hn.algolia.com/api/v1/search?tags=front_page): compact
def _hit(oid: int, title: str, url: str, author: str, points: int, comments: int, created: str, at: int) -> dict:
    def plain(value: str) -> dict:
        return {"value": value, "matchLevel": "none", "matchedWords": []}
    return {"created_at": created, "title": title, "url": url, "author": author, "points": points,
            "story_text": None, "comment_text": None, "num_comments": comments, "story_id": None,
            "story_title": None, "story_url": None, "parent_id": None, "created_at_i": at,
            "_tags": ["story", f"author_{author}", f"story_{oid}", "front_page"], "objectID": str(oid),
            "_highlightResult": {"title": plain(title), "url": plain(url), "author": plain(author)}}


_ALGOLIA = _compact({"hits": [
    _hit(40325104, "The new APT 3.0 solver", "https://blog.jak-linux.org/2024/05/10/the-new-apt-3-0-solver/",
         "todsacerdoti", 587, 212, "2024-05-11T10:03:57.000Z", 1715421837),
    _hit(40327731, "Show HN: A tiny RSS reader in one HTML file", "https://github.com/lmarr/onefeed", "lmarr", 301,
         88, "2024-05-11T15:41:02.000Z", 1715442062)],
    "nbHits": 30, "page": 0, "nbPages": 2, "hitsPerPage": 20, "exhaustiveNbHits": True, "query": "",
    "params": "advancedSyntax=true&analytics=true&analyticsTags=backend&tags=front_page", "processingTimeMS": 1})
_ALGOLIA_NAME = "hn_front_page.json"


# Mastodon's statuses (GET /api/v1/trends/statuses): a JSON array of Status entities, compact
def _status(sid: str, created: str, user: str, replies: int, boosts: int, favs: int, text: str) -> dict:
    return {"id": sid, "created_at": created, "in_reply_to_id": None, "in_reply_to_account_id": None,
            "sensitive": False, "spoiler_text": "", "visibility": "public", "language": "en",
            "uri": f"https://mastodon.social/users/{user}/statuses/{sid}",
            "url": f"https://mastodon.social/@{user}/{sid}", "replies_count": replies, "reblogs_count": boosts,
            "favourites_count": favs, "edited_at": None, "favourited": False, "reblogged": False, "muted": False,
            "bookmarked": False, "pinned": False, "content": f"<p>{text}</p>", "reblog": None,
            "application": {"name": "Web", "website": None},
            "account": {"id": "109302117355471223", "username": user, "acct": user, "display_name": user,
                        "locked": False, "bot": False, "created_at": "2022-11-07T00:00:00.000Z",
                        "url": f"https://mastodon.social/@{user}", "followers_count": 18234,
                        "following_count": 412, "statuses_count": 5120},
            "media_attachments": [], "mentions": [], "tags": [], "emojis": [], "card": None, "poll": None}


_STATUSES = _compact([
    _status("112420381927465312", "2024-05-11T09:12:44.512Z", "kierdavis", 41, 903, 1877,
            "The EU AI Act passed its final vote. Here is what changes for open models."),
    _status("112421007715524881", "2024-05-11T11:51:51.103Z", "aurorawatch", 12, 655, 1402,
            "Aurora alert: G5 storm, look north tonight.")])
_STATUSES_NAME = "trends_statuses.json"

# Hacker News' RSS (news.ycombinator.com/rss), one line as the site serves it
_RSS = ('<rss version="2.0"><channel><title>Hacker News</title><link>https://news.ycombinator.com/</link>'
        '<description>Links for the intellectually curious, ranked by readers.</description>'
        '<item><title>The new APT 3.0 solver</title>'
        '<link>https://blog.jak-linux.org/2024/05/10/the-new-apt-3-0-solver/</link>'
        '<pubDate>Sat, 11 May 2024 10:03:57 +0000</pubDate>'
        '<comments>https://news.ycombinator.com/item?id=40325104</comments>'
        '<description><![CDATA[<a href="https://news.ycombinator.com/item?id=40325104">Comments</a>]]></description>'
        '</item></channel></rss>')
_RSS_NAME = "hn_rss.xml"


def _pushshift_dump() -> bytes:
    """A month of submissions as Pushshift's dumps hold them (RS_2024-05.zst): NDJSON lines (a submission's keys,
    abbreviated) in a Zstandard frame (RFC 8878): the magic 28 B5 2F FD, the frame header descriptor (no content
    size, no checksum, no dictionary, not single-segment), the window descriptor 0xA8 (exponent 21, a 2 GiB window,
    as zstd --long=31 writes), then one block whose 3-byte little-endian header holds last-block 1, type raw (0) and
    the size; decoded by zstd -d --long=31."""
    lines = "".join(json.dumps(post, separators=(",", ":")) + "\n" for post in [
        {"author": "Kagedeah", "created_utc": 1715412610, "id": "1cpk2xq", "num_comments": 3120,
         "permalink": "/r/worldnews/comments/1cpk2xq/", "score": 41873, "subreddit": "worldnews",
         "title": "Ceasefire talks resume in Cairo"},
        {"author": "BubsyFanboy", "created_utc": 1715396022, "id": "1cpf0zk", "num_comments": 1408,
         "permalink": "/r/worldnews/comments/1cpf0zk/", "score": 23044, "subreddit": "worldnews",
         "title": "Record heat across South Asia"}]).encode("utf-8")
    block = (len(lines) << 3) | (0 << 1) | 1
    return b"\x28\xb5\x2f\xfd" + bytes([0x00, 0xA8]) + block.to_bytes(3, "little") + lines


_ZST = _pushshift_dump()
_ZST_NAME = "RS_2024-05.zst"

# the moderators' picks as typed for the daily digest: date, rank, post id, subreddit, moderator, score: six fields
_PICKS = ("2024-05-11 1 1cpk2xq worldnews mod_amara 9.5\n2024-05-11 2 1cpf0zk worldnews mod_teodor 8.8\n"
          "2024-05-11 3 1cpm7ra technology mod_amara 8.1\n2024-05-11 4 1cpjx0e technology mod_lin 7.4\n")
# the report tally as typed from the mod queue: post id, reports, top reason, action: four fields a line
_REPORTS = ("t3_1cpf3sd 31 spam removed\nt3_1cpk2xq 14 misinformation approved\nt3_1cpm7ra 6 paywall approved\n"
            "t1_l3qz8k2 5 harassment removed\n")

# Reddit's data export (reddit.com/settings/data-request): posts.csv
_POSTS_CSV = ("id,permalink,date,ip,subreddit,gildings,title,url,body\n"
              "1cpk2xq,https://www.reddit.com/r/worldnews/comments/1cpk2xq/,2024-05-11 07:30:10 UTC,,worldnews,0,"
              "Ceasefire talks resume in Cairo,https://apnews.com/article/ceasefire-cairo,\n"
              "1cpf0zk,https://www.reddit.com/r/worldnews/comments/1cpf0zk/,2024-05-11 02:53:42 UTC,,worldnews,0,"
              "Record heat across South Asia,https://www.bbc.com/news/heat-south-asia,\n")


def eightyfirst_bar_socialnews_cases() -> list[Case]:
    G = EIGHTYFIRST_SOCIALNEWS
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="daily_ranking", judgements="mod_verdicts", runs=_RECS3,
        stem="daily_ranking", outputs=_OUT, item="post", rounded="mod_picks",
        weights="{'reddit_votes': 1.0, 'hn_points': 1.0, 'mod_picks': 2.0, 'report_tallies': 0.5}",
        lone_query="R['report_tallies']['queue:r/technology/reports'] = "
                   "{'post:reddit/r/technology/1cpm7ra': 0.9, 'item:hn/40325104': 0.4}\n",
        trust="reddit_votes 1\nhn_points 1\nmod_picks 2\n",
        trust_dict="{'reddit_votes': 1, 'hn_points': 1, 'mod_picks': 2}",
        texts={
            "rrf": ("u81b_rrf_daily_ranking",
                    "rankagg.fuse({source: {day, feed, topic or queue: {post: score}}}, method='rrf'): Reddit's "
                    "votes, Hacker News' points, the moderators' picks and the report tallies, six rankings "
                    "('feed:hn/front_page/2024-05-11'), posts as 'post:reddit/r/worldnews/1cpk2xq'"),
            "borda": ("u81b_borda_post_absent",
                      "rankagg.fuse(..., method='borda'): a post only one site carries has no score from the "
                      "other sources"),
            "combsum": ("u81b_combsum_rounded_picks",
                        "rankagg.fuse(..., method='combsum'): the moderators' picks kept to one decimal (many ties) "
                        "beside Reddit's votes and Hacker News' points"),
            "fuser": ("u81b_weighted_fuser_mod_picks",
                      "rankagg.Fuser('rrf', weights=...) per day, feed and topic: the moderators' picks count 2, "
                      "the report tallies a half"),
            "frame": ("u81b_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the curators' sheet, a "
                      "row per day or feed, post and source"),
            "evaluate": ("u81b_evaluate_mod_verdicts",
                         "rankagg.evaluate(fused ranking, the moderators' verdicts, ['nDCG@5', 'AP', 'P@3']): does "
                         "the fused ranking put the pinned and featured posts first"),
            "lone": ("u81b_reports_only_technology_queue",
                     "rankagg.fuse(..., method='rrf'): a report queue only the report tallies hold, beside days "
                     "and feeds every source covers"),
            "cli_rrf": ("u81b_cli_rrf_runs",
                        "rankagg fuse reddit_votes.run hn_points.run mod_picks.run --method rrf -o "
                        "daily_ranking.run: one run per source, days, feeds and topics as queries"),
            "cli_borda": ("u81b_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the moderators' "
                          "picks count double)"),
            "cli_combsum": ("u81b_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the top four the daily digest shows per "
                            "feed"),
            "cli_evaluate": ("u81b_cli_evaluate_mod_verdicts_qrels",
                             "rankagg evaluate daily_ranking.run --qrels mod_verdicts.qrels -m ndcg_cut.5 -m map: "
                             "the fused ranking against the moderators' verdicts (0-2)"),
            "cli_parquet": ("u81b_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o daily_ranking.parquet: gzipped runs from the "
                            "curators' scripts, a Parquet table for the month's report")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u81b_reddit_listing_as_run", "a subreddit's top posts of the day as Reddit's API answers them (JSON: kind "
         "Listing, data after, dist, modhash, geo_filter, children of kind t3, before)", _LISTING_NAME, _LISTING,
         "Reddit", f"{_LISTING_NAME}:1"),
        ("u81b_reddit_modlog_as_run", "a subreddit's moderation log as Reddit's API answers it (JSON: a Listing of "
         "kind modaction: description, target_body, mod_id36, created_utc, ..., action, target_fullname, mod)",
         _MODLOG_NAME, _MODLOG, "Reddit", f"{_MODLOG_NAME}:1"),
        ("u81b_hn_item_as_run", "a story as Hacker News' Firebase API answers it (JSON: by, descendants, id, kids, "
         "score, time, title, type, url)", _HN_ITEM_NAME, _HN_ITEM, "Hacker News", f"{_HN_ITEM_NAME}:1"),
        ("u81b_hn_topstories_as_run", "the front page's item ids as Hacker News' Firebase API answers them (a JSON "
         "array of integers)", _TOPSTORIES_NAME, _TOPSTORIES, "Hacker News", f"{_TOPSTORIES_NAME}:1"),
        ("u81b_hn_algolia_search_as_run", "the front page as Hacker News' Algolia search answers it (JSON: hits "
         "with objectID, points, num_comments, _tags, _highlightResult, then nbHits, page, nbPages, ...)",
         _ALGOLIA_NAME, _ALGOLIA, "Algolia", f"{_ALGOLIA_NAME}:1"),
        ("u81b_mastodon_statuses_as_run", "the server's trending posts as Mastodon's API answers them (a JSON array "
         "of statuses: id, created_at, ..., replies_count, reblogs_count, favourites_count, ..., account)",
         _STATUSES_NAME, _STATUSES, "Mastodon", f"{_STATUSES_NAME}:1"),
        ("u81b_pushshift_zst_as_run", "a month of submissions as Pushshift's dumps hold them (.zst: a Zstandard "
         "frame, magic 28 B5 2F FD, a 2 GiB window, over NDJSON)", _ZST_NAME, _ZST, "zst", _ZST_NAME),
        ("u81b_hn_rss_as_run", "Hacker News' front page as its RSS feed serves it (rss version 2.0, channel, items "
         "title, link, pubDate, comments)", _RSS_NAME, _RSS, "RSS", f"{_RSS_NAME}:1"),
        ("u81b_mod_picks_as_run", "the moderators' picks as typed for the daily digest (six fields a line: date, "
         "rank, post id, subreddit, moderator, score)", "picks.txt", _PICKS, "picks", "picks.txt:1"),
        ("u81b_report_tally_as_run", "the report tally as typed from the mod queue (four fields a line: post id, "
         "reports, top reason, action)", "report_tally.txt", _REPORTS, "report tally", "report_tally.txt:1")],
        one_run=("reddit_votes.run", _ONE_RUN), stem="daily_ranking",
        text_why="trec_eval refuses a line of other than six fields, and a typed pick's six are a date, a rank, a "
                 "post, a subreddit, a moderator and a score, not a run's; the file is the field's own, named by what "
                 "it is (a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a Zstandard-compressed Pushshift dump read as lines gives no ranking: named "
                   "by what it is")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u81b_mod_picks_as_qrels", "picks.txt", _PICKS, "picks"),
        ("u81b_report_tally_as_qrels", "report_tally.txt", _REPORTS, "report tally"),
        ("u81b_reddit_listing_as_qrels", _LISTING_NAME, _LISTING, "Reddit"),
        ("u81b_hn_algolia_search_as_qrels", _ALGOLIA_NAME, _ALGOLIA, "Algolia")],
        one_run=("reddit_votes.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u81b_out_pushshift_dump_zst", "RS_2024-06.zst", "a Pushshift dump (Zstandard, .zst)"),
        ("u81b_out_feed_list_opml", "subscriptions.opml", "a feed reader's subscription list (OPML)"),
        ("u81b_out_rss_feed_rss", "frontpage.rss", "a saved RSS feed (.rss)"),
        ("u81b_out_reddit_listing_json", "r_worldnews_top.json", "a saved Reddit listing (JSON)")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=81"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u81b_api_reddit_listing_document",
            "rankagg.fuse(json.load(top.json)): a subreddit's top posts as Reddit's API answers them, loaded in "
            "Python, given as the runs",
            f"import json, rankagg\nrankagg.fuse(json.load(open('{_LISTING_NAME}', encoding='utf-8')), "
            "method='rrf')\n",
            "Reddit", why="a run maps a query to {document: score}; Reddit's answer is a Listing, kind and data, its "
            "children each a t3 post with its subreddit, title, ups, score and comments",
            files={_LISTING_NAME: _LISTING}),
        bad("u81b_api_reddit_export_posts_frame",
            "rankagg.fuse(pd.read_csv(posts.csv)): a moderator's posts from Reddit's data export (id, permalink, "
            "date, ip, subreddit, gildings, title, url, body) given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('posts.csv'), method='borda')\n",
            "Reddit", why="a table of runs has qid, docid, run and score columns; Reddit's export is a post per row: "
            "its id, permalink, date, ip, subreddit, gildings, title, url and body",
            files={"posts.csv": _POSTS_CSV}),
    ]
    return cases
