"""A live streaming creators network's analytics team's files (issue 45's eightieth bar, u80b_): Twitch Helix's
streams and clips, the YouTube Data API's answers, YouTube Studio's Table data.csv, Twitch chat logs as its IRC
server sends them, chat-downloader's JSON, OBS Studio's logs, and weekly rankings and a sponsor's score sheet typed
as text.  (OBS's recordings are named by the older readers and their bytes.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

#: a weekly ranking's line: rank, channel (never a run's Q0), platform, watch time, peak viewers, score
_WEEKLY = (r"\d{1,3}[ \t]+(?!Q0[ \t])\S+[ \t]+(?:twitch|youtube|kick|tiktok|trovo|facebook)[ \t]+\d{1,10}[ \t]+"
           r"\d{1,8}[ \t]+\d{1,2}\.\d{1,2}[ \t]*")
#: a sponsor's score line: campaign, channel (never qrels' 0 or a run's Q0), ISO week, score
_SPONSOR = r"\S+[ \t]+(?!Q0[ \t]|0[ \t])\S+[ \t]+\d{4}-W\d{2}[ \t]+\d{1,3}[ \t]*"

STREAMING = Field(
    team="a live streaming creators network's analytics team (u80b_)",
    advice="give each source's ranking of a week's, category's or campaign's channels (the viewers, the watch time, "
           "the chat activity, the sponsors' scores) as a run, the week a query (week:2024-W19/twitch/category/509658) "
           "and each channel a document (channel:twitch/71092938), the score higher for the better channel: 'WEEK Q0 "
           "CHANNEL RANK SCORE SOURCE'; the analysts' verdicts are the qrels, 'WEEK 0 CHANNEL GRADE'",
    files=(
        FieldFile("live streams from Twitch's Helix API (JSON: data of id, user_id, user_login, ..., game_name, type, "
                  "title, viewer_count, started_at; pagination)",
                  '{"data":[{"id":"40952121085","user_id":"71092938","user_login":"xqc","game_name":"Just Chatting",'
                  '"viewer_count":61873,"started_at":"2024-05-11T17:02:44Z"}],"pagination":{}}\n', 1,
                  keys=("data", "user_login", "game_name", "viewer_count")),
        FieldFile("clips from Twitch's Helix API (JSON: data of id, url, embed_url, broadcaster_id, broadcaster_name, "
                  "creator_id, creator_name, ..., view_count, created_at)",
                  '{"data":[{"id":"GleamingCrispyOwl","embed_url":"https://clips.twitch.tv/embed?clip=x",'
                  '"broadcaster_name":"xQc","creator_name":"clipsbyjay","view_count":184233}]}\n', 1,
                  keys=("data", "embed_url", "broadcaster_name", "creator_name")),
        FieldFile("a YouTube Data API answer (JSON: kind youtube#...ListResponse, etag, items, pageInfo)",
                  '{\n  "kind": "youtube#videoListResponse",\n  "etag": "QnvXsnTYp4B0Ln1lZC9IhbVGdPg",\n'
                  '  "items": [],\n  "pageInfo": {\n    "totalResults": 2,\n    "resultsPerPage": 2\n  }\n}\n', 1,
                  keys=("pageInfo", "kind", "etag", "items", "resultsPerPage")),
        FieldFile("YouTube Studio's analytics export (Table data.csv: Content, Video title, Video publish time, ..., "
                  "Views, Watch time (hours), ...)",
                  "Content,Video title,Video publish time,Duration,Views,Watch time (hours),Subscribers\n"
                  "Total,,,,2455354,301277.4412,18204\n", 1,
                  columns=("Content", "Video title", "Video publish time", "Watch time (hours)")),
        FieldFile("a Twitch chat log as its IRC server sends it (tagged PRIVMSG lines: @badge-info=...;... "
                  ":nick!nick@nick.tmi.twitch.tv PRIVMSG #channel :text)",
                  "@badge-info=;badges=turbo/1;color=#0D4200;display-name=ronni;room-id=71092938;user-id=1337 "
                  ":ronni!ronni@ronni.tmi.twitch.tv PRIVMSG #xqc :Kappa\n", 1,
                  line=r"\A\ufeff?@[\w-]+=[^ ]* :[^ !]+![^ ]+ PRIVMSG #"),
        FieldFile("a chat replay saved by chat-downloader (JSON records: author, message, message_id, message_type, "
                  "time_in_seconds, time_text, timestamp)",
                  '[\n    {\n        "author": {\n            "display_name": "ronni",\n            "id": "1337"\n'
                  '        },\n        "message": "Kappa",\n        "message_id": "6c1e8c9b",\n'
                  '        "message_type": "text_message",\n        "time_in_seconds": 9413\n    }\n]\n', 1,
                  keys=("author", "message", "message_id", "message_type", "time_in_seconds")),
        FieldFile("an OBS Studio log (lines of 'HH:MM:SS.mmm: ': CPU Name, ..., OBS 30.1.2 (64-bit, windows), then "
                  "the session's events)",
                  "17:01:58.412: CPU Name: AMD Ryzen 9 5900X 12-Core Processor\n17:01:58.412: CPU Speed: 3700MHz\n", 1,
                  line=r"\A\ufeff?\d\d:\d\d:\d\d\.\d{3}: (?:CPU Name|CPU Speed|Platform|OBS \d|Log Start)"),
        FieldFile("a streaming network's weekly rankings typed as text (rank, channel, platform, watch time, peak "
                  "viewers, score; six fields a line that pass for a TREC run's)",
                  "1 xQc twitch 2841203 52390 9.6\n2 Asmongold twitch 2218045 41877 9.2\n", 1,
                  line=rf"\A{_WEEKLY}\r?\n{_WEEKLY}$", lookalike=True),
        FieldFile("a sponsor's score sheet typed as text (campaign, channel, ISO week, score; four fields a line that "
                  "pass for qrels')",
                  "hyperx-q2 xQc 2024-W19 88\nhyperx-q2 Asmongold 2024-W19 81\n", 1,
                  line=rf"\A{_SPONSOR}\r?\n{_SPONSOR}$", lookalike=True),
    ))
