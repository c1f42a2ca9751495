"""A social news community's moderators' and curators' files (issue 45's eighty-first bar, u81b_): Reddit's
listings and its data export, Hacker News' Firebase items and story lists, Algolia's Hacker News search, Mastodon's
statuses, and moderators' picks and report tallies typed as text.  (Pushshift's zstd dumps and RSS feeds are named
by the older readers.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

#: a moderators' pick's line: date, rank (never qrels' 0), post id, subreddit, moderator, score
_PICK = r"\d{4}-\d{2}-\d{2}[ \t]+(?!0[ \t])\d{1,3}[ \t]+\S+[ \t]+\S+[ \t]+\S+[ \t]+\d{1,2}\.\d{1,2}[ \t]*"
#: a report tally's line: a post's or comment's fullname (t3_, t1_), reports, top reason, the action taken
_TALLY = (r"t[1-6]_[0-9a-z]{4,10}[ \t]+\d{1,5}[ \t]+\S+[ \t]+"
          r"(?:removed|approved|ignored|locked|spammed|banned|escalated|pending|reported)[ \t]*")

SOCIALNEWS = Field(
    team="a social news community's moderators and curators (u81b_)",
    advice="give each source's ranking of a day's, topic's or feed's posts (the votes, the points, the moderators' "
           "picks, the report tallies) as a run, the day or feed a query (day:2024-05-11/r/worldnews/top) and each "
           "post a document (post:reddit/r/worldnews/1cpk2xq), the score higher for the better post: 'DAY Q0 POST "
           "RANK SCORE SOURCE'; the moderators' verdicts are the qrels, 'DAY 0 POST GRADE'",
    files=(
        FieldFile("a listing from Reddit's API (JSON: kind Listing, data with after, dist, modhash, children of posts, "
                  "comments or mod actions)",
                  '{"kind": "Listing", "data": {"after": "t3_1cpf0zk", "dist": 2, "modhash": "", "children": '
                  '[{"kind": "t3", "data": {"subreddit": "worldnews", "title": "Ceasefire talks"}}]}}\n', 1,
                  keys=("data", "kind", "modhash", "children")),
        FieldFile("Reddit's data export (posts.csv or comments.csv: id, permalink, date, ip, subreddit, gildings, ...)",
                  "id,permalink,date,ip,subreddit,gildings,title,url,body\n1cpk2xq,https://www.reddit.com/r/worldnews/"
                  "comments/1cpk2xq/,2024-05-11 07:30:10 UTC,,worldnews,0,Ceasefire talks,https://apnews.com/x,\n", 1,
                  columns=("id", "permalink", "ip", "subreddit", "gildings")),
        FieldFile("an item from Hacker News' API (Firebase, JSON: by, descendants, id, kids, score, time, title, type, "
                  "url)",
                  '{"by":"todsacerdoti","descendants":212,"id":40325104,"kids":[40325611,40325342],"score":587,'
                  '"time":1715421837,"title":"The new APT 3.0 solver","type":"story"}\n', 1,
                  keys=("by", "descendants", "kids", "score")),
        FieldFile("a list of item ids, as Hacker News' API answers topstories, newstories or beststories (a JSON "
                  "array of numbers, no ranking's scores)",
                  "[40325104,40327731,40319456,40326188,40324402,40322215]\n", 1,
                  line=r"\A\ufeff?\[[ \t]*\d{7,9}(?:[ \t]*,[ \t]*\d{7,9}){4,}"),
        FieldFile("a search from Algolia's API, as Hacker News' search answers it (JSON: hits with their "
                  "_highlightResult, nbHits, page, nbPages, hitsPerPage, processingTimeMS)",
                  '{"hits":[{"title":"The new APT 3.0 solver","points":587,"_highlightResult":{}}],"nbHits":1,'
                  '"page":0,"processingTimeMS":1}\n', 1,
                  keys=("hits", "_highlightResult", "nbHits", "processingTimeMS")),
        FieldFile("statuses from Mastodon's API (JSON records: id, created_at, in_reply_to_id, ..., reblogs_count, "
                  "favourites_count, ..., account)",
                  '[{"id":"112420381927465312","created_at":"2024-05-11T09:12:44.512Z","in_reply_to_id":null,'
                  '"reblogs_count":412,"favourites_count":1203,"account":{"acct":"kierdavis"}}]\n', 1,
                  keys=("in_reply_to_id", "reblogs_count", "favourites_count", "account")),
        FieldFile("a moderators' picks typed as text (date, rank, post id, subreddit, moderator, score; six fields a "
                  "line that pass for a TREC run's)",
                  "2024-05-11 1 1cpk2xq worldnews mod_amara 9.5\n2024-05-11 2 1cpf0zk worldnews mod_teodor 8.8\n", 1,
                  line=rf"\A{_PICK}\r?\n{_PICK}$", lookalike=True),
        FieldFile("a moderators' report tally typed as text (post or comment fullname, reports, top reason, action; "
                  "four fields a line that pass for qrels')",
                  "t3_1cpf3sd 31 spam removed\nt3_1cpk2xq 14 misinformation approved\n", 1,
                  line=rf"\A{_TALLY}\r?\n{_TALLY}$", lookalike=True),
    ))
