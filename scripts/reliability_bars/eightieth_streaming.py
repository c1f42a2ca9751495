"""Issue 45's eightieth bar of scripts/reliability_matrix.py, a live streaming creators network's analytics team
(Twitch and YouTube channels), ranking channels, streams and clips per week, category and campaign from viewers, watch
time, chat activity and sponsors' scores (its cases, ids ``u80b_``, registered in its ``cases()``); the mechanics
(:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.  (Written by a persona session,
before any of its recognisers existed.)

The team's day: a week's category, a week's clips, a campaign's channels is a query
(``week:2024-W19/twitch/category/509658`` the week's Just Chatting streams by Twitch's game id;
``clips:twitch/2024-W19/top`` the week's clips; ``campaign:sponsor/hyperx-q2/2024-W19`` a sponsor's campaign) and
each channel a document (``channel:twitch/71092938``, the platform, then Twitch's user id, or
``channel:youtube/UCX6OQ3DkcsbYNE6H8uQQuVA``, YouTube's channel id); the runs are Helix's viewer counts, YouTube
Studio's watch time, the chat's activity and the sponsors' scores, turned to scores in [0, 1] at four decimals.  They
are fused with RRF, Borda and CombSUM, YouTube Studio's watch time weighted highest (the channel owners' own figures,
not a sampled count), and judged against the analysts' verdicts (2 a channel the week's post leads with, 1 a ranked
channel, 0 otherwise).  The mistakes and odd files: the field's own files given where runs or qrels are read
(Twitch Helix's Get Streams and Get Clips answers, YouTube Data API's videos.list answer, YouTube Studio's "Table
data.csv" export, a Twitch IRC chat log as the server sends its lines, chat-downloader's JSON, an OBS Studio log and
an OBS FLV recording left in the same folder, and the weekly rankings and a sponsor's score sheet as typed), and
outputs named for the field's files (an OBS recording .flv and .mkv, an HLS playlist .m3u8 and a saved Helix clips
answer).
(Left out, as they could not be checked byte for byte: Twitch's creator dashboard CSV exports (no stored export or
documentation shows their columns); Chatterino's text logs (its stored code writes '[HH:mm:ss] login: text', but
later logs seen show two spaces, so the current form is unsure); OBS's MP4/MOV/MKV recordings' exact first bytes (the
FLV muxer's onMetaData is in stored code, the others' muxer settings not); TwitchDownloader's chat JSON (no stored
spec).)  The Helix answers follow dev.twitch.tv's reference examples (Get Streams: data[] id, user_id, user_login,
user_name, game_id, game_name, type, title, tags, viewer_count, started_at, language, thumbnail_url, tag_ids,
is_mature, then pagination.cursor; Get Clips: id, url, embed_url, broadcaster_id, broadcaster_name, creator_id,
creator_name, video_id, game_id, language, title, view_count, created_at, thumbnail_url, duration, vod_offset,
is_featured), written compact as the API sends them.  YouTube's videos.list answer is kind youtube#videoListResponse,
etag, items (kind youtube#video, etag, id, statistics' viewCount, likeCount, favoriteCount, commentCount as strings),
pageInfo, pretty-printed with two spaces as Google's APIs answer by default.  YouTube Studio's "Table data.csv"
(Analytics, Advanced mode, Export current view) has a Content column of video ids, its first row 'Total', then Video
title, Video publish time, Duration, Views, Watch time (hours), Subscribers, Impressions, Impressions click-through
rate (%) (columns as stored readers of the export name them).  The IRC log's lines are Twitch's tagged PRIVMSG as its
IRC guide shows (@badge-info=;badges=...;tmi-sent-ts=...;user-type= :login!login@login.tmi.twitch.tv PRIVMSG
#channel :text).  chat-downloader's JSON is as its JSONCW writes it (xenova/chat-downloader, output/continuous_write
.py): a list, each item json.dumps(indent=4, sort_keys=True) indented four more, joined by ', ' and a newline; a
Twitch VOD's item has author (display_name, id, name), message, message_id, message_type, time_in_seconds, time_text
and timestamp (microseconds).  The OBS log's lines are 'HH:MM:SS.mmm: ' then CPU Name, CPU Speed, Physical Cores, ...,
and 'OBS 30.1.2 (64-bit, windows)'.  The FLV recording's first bytes are FLV's header ('FLV', version 1, flags 5,
header size 9), PreviousTagSize0, then the script tag (0x12) of OBS's flv-mux.c: AMF0 'onMetaData' and an ECMA array
of duration, fileSize, width, height, videocodecid 7, videodatarate, framerate, audiocodecid 10, audiodatarate,
audiosamplerate, audiosamplesize, audiochannels, stereo, 2.1 ... 7.1 and encoder 'obs-output module (libobs version
30.1.2)', the object end 00 00 09, then the tag's size.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import json
import struct

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

EIGHTIETH_STREAMING = ("45 Unseen inputs: an eightieth bar, a live streaming creators network's analytics team "
                       "(Twitch and YouTube channels) ranking channels, streams and clips per week, category and "
                       "campaign from viewers, watch time, chat activity and sponsors' scores (Twitch Helix's and "
                       "YouTube Data API's answers, YouTube Studio's exports, chat logs, OBS Studio's logs and "
                       "recordings, and weekly rankings and sponsors' score sheets as typed)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['helix_viewers', 'studio_watch_time', 'chat_activity', 'sponsor_scores'],
    items=['channel:twitch/71092938', 'channel:youtube/UCX6OQ3DkcsbYNE6H8uQQuVA', 'channel:twitch/26261471',
           'channel:youtube/UC-lHJZR3Gqxm24_Vd_AJ5Yw', 'channel:twitch/37402112', 'channel:twitch/44445592',
           'channel:youtube/UCYzPXprvl5Y-Sf0g4vX-m6g', 'channel:twitch/19571641'],
    queries=['week:2024-W19/twitch/category/509658', 'clips:twitch/2024-W19/top',
             'campaign:sponsor/hyperx-q2/2024-W19', 'week:2024-W19/youtube/live/gaming',
             'week:2024-W19/network/watch-time', 'campaign:sponsor/nordvpn-may/2024-W19'],
    suffix='/revised', generator='channel_rankings', judgements='analyst_verdicts'
) + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "channel_rankings", "channel_rankings.run")

_RECS3 = ["helix_viewers", "studio_watch_time", "chat_activity"]
_OUT = ("channel_rankings.run",)
_ONE_RUN = ("week:2024-W19/twitch/category/509658 Q0 channel:twitch/71092938 1 0.9412 helix_viewers\n"
            "week:2024-W19/twitch/category/509658 Q0 channel:twitch/26261471 2 0.8873 helix_viewers\n")


def _compact(document: object) -> str:
    return json.dumps(document, ensure_ascii=False, separators=(",", ":"))


# the team's files, as Twitch's and YouTube's APIs answer, as the tools write them, as typed
# Twitch Helix's Get Streams (api.twitch.tv/helix/streams?game_id=509658), keys in the reference's order, compact
def _stream(sid: str, uid: str, login: str, name: str, title: str, viewers: int, started: str) -> dict:
    return {"id": sid, "user_id": uid, "user_login": login, "user_name": name, "game_id": "509658",
            "game_name": "Just Chatting", "type": "live", "title": title, "tags": ["English"],
            "viewer_count": viewers, "started_at": started, "language": "en",
            "thumbnail_url": f"https://static-cdn.jtvnw.net/previews-ttv/live_user_{login}-{{width}}x{{height}}.jpg",
            "tag_ids": [], "is_mature": False}


_STREAMS = _compact({"data": [
    _stream("40952121085", "71092938", "xqc", "xQc", "JUICED WEEKEND STREAM", 61873, "2024-05-11T17:02:44Z"),
    _stream("40952134511", "26261471", "asmongold", "Asmongold", "NEWS + REACTS", 48210, "2024-05-11T15:30:09Z"),
    _stream("40952140127", "37402112", "shroud", "shroud", "chill chatting before ranked", 17094,
            "2024-05-11T18:11:52Z")],
    "pagination": {"cursor": "eyJiIjp7IkN1cnNvciI6ImV5SnpJam8yTVRnM00zMD0ifSwiYSI6eyJDdXJzb3IiOiIifX0"}})
_STREAMS_NAME = "helix_streams_just_chatting.json"


# Twitch Helix's Get Clips (api.twitch.tv/helix/clips?broadcaster_id=...&started_at=...), the week's top clips
def _clip(cid: str, slug: str, bid: str, bname: str, title: str, views: int, created: str, offset: int) -> dict:
    return {"id": cid, "url": f"https://clips.twitch.tv/{slug}",
            "embed_url": f"https://clips.twitch.tv/embed?clip={cid}",
            "broadcaster_id": bid, "broadcaster_name": bname, "creator_id": "539126804", "creator_name": "clipsbyjay",
            "video_id": "2141508977", "game_id": "509658", "language": "en", "title": title, "view_count": views,
            "created_at": created, "thumbnail_url": f"https://clips-media-assets2.twitch.tv/{cid}-preview-480x272.jpg",
            "duration": 28.6, "vod_offset": offset, "is_featured": False}


_CLIPS = _compact({"data": [
    _clip("GleamingCrispyOwlPRChase-4yTX9pV1a", "GleamingCrispyOwlPRChase-4yTX9pV1a", "71092938", "xQc",
          "he actually did it", 184233, "2024-05-11T19:40:12Z", 9418),
    _clip("SavoryBrainyLarkNotLikeThis-Lh1UQ0k2", "SavoryBrainyLarkNotLikeThis-Lh1UQ0k2", "71092938", "xQc",
          "chat saw it first", 96710, "2024-05-11T20:02:55Z", 10751)],
    "pagination": {"cursor": "eyJiIjpudWxsLCJhIjp7Ik9mZnNldCI6Mn19"}})
_CLIPS_NAME = "helix_clips_2024-W19.json"

# YouTube Data API v3's videos.list (part=statistics), pretty-printed with two spaces as Google's APIs answer
_YT_VIDEOS = json.dumps({
    "kind": "youtube#videoListResponse", "etag": "QnvXsnTYp4B0Ln1lZC9IhbVGdPg",
    "items": [
        {"kind": "youtube#video", "etag": "vL3yhbpO8nPj1c0eO0fnZ2JtT5w", "id": "dQ3bVq8Xk2E",
         "statistics": {"viewCount": "1843310", "likeCount": "71244", "favoriteCount": "0", "commentCount": "5120"}},
        {"kind": "youtube#video", "etag": "hEJ9v7S8QHqWXk6w0oVg1fH7qLk", "id": "k9Pq2R7mT0s",
         "statistics": {"viewCount": "612044", "likeCount": "30981", "favoriteCount": "0", "commentCount": "2217"}}],
    "pageInfo": {"totalResults": 2, "resultsPerPage": 2}}, indent=2) + "\n"
_YT_VIDEOS_NAME = "youtube_videos_statistics.json"

# YouTube Studio's Analytics export (Advanced mode, Export current view, Comma-separated values): "Table data.csv",
# a Content column of video ids, the first row the total
_STUDIO_CSV = ("Content,Video title,Video publish time,Duration,Views,Watch time (hours),Subscribers,Impressions,"
               "Impressions click-through rate (%)\n"
               "Total,,,,2455354,301277.4412,18204,21488713,6.91\n"
               "dQ3bVq8Xk2E,VOD: 14 hour charity marathon,\"May 11, 2024\",50412,1843310,241087.1120,14011,"
               "15902233,7.44\n"
               "k9Pq2R7mT0s,Best of the week #19,\"May 12, 2024\",1188,612044,60190.3292,4193,5586480,5.36\n")
_STUDIO_NAME = "Table data.csv"

# a Twitch chat log kept as the IRC server sends its lines (irc.chat.twitch.tv, tags capability): tags, the prefix,
# PRIVMSG, the channel and the text
_IRC_LOG = (
    "@badge-info=subscriber/14;badges=subscriber/12,premium/1;color=#8A2BE2;display-name=Clipz_Jay;emotes=;"
    "first-msg=0;flags=;id=b34ccfc7-4977-403a-8a94-33c6bac34fb8;mod=0;returning-chatter=0;room-id=71092938;"
    "subscriber=1;tmi-sent-ts=1715455212675;turbo=0;user-id=539126804;user-type= "
    ":clipz_jay!clipz_jay@clipz_jay.tmi.twitch.tv PRIVMSG #xqc :CLIP IT\n"
    "@badge-info=;badges=turbo/1;color=#0D4200;display-name=ronni;emotes=25:0-4,12-16/1902:6-10;first-msg=0;"
    "flags=;id=6c1e8c9b-2e5e-4bb5-8f6d-0b7f6e9c1a22;mod=0;returning-chatter=0;room-id=71092938;subscriber=0;"
    "tmi-sent-ts=1715455214031;turbo=1;user-id=1337;user-type= :ronni!ronni@ronni.tmi.twitch.tv PRIVMSG #xqc "
    ":Kappa Keepo Kappa\n")
_IRC_NAME = "xqc_2024-05-11.irc.log"


# chat-downloader's JSON (chat_downloader https://www.twitch.tv/videos/2141508977 --output chat.json): its JSONCW, a
# list of items, each dumped with indent 4 and sort_keys, indented four more, joined by ', ' and a newline
def _chat_downloader_json(items: list[dict]) -> str:
    body = [json.dumps(item, indent=4, sort_keys=True) for item in items]
    return "[" + ", ".join("\n" + "".join("    " + line for line in text.splitlines(True)) for text in body) + "\n]"


_CHAT_JSON = _chat_downloader_json([
    {"author": {"display_name": "Clipz_Jay", "id": "539126804", "name": "clipz_jay"}, "message": "CLIP IT",
     "message_id": "b34ccfc7-4977-403a-8a94-33c6bac34fb8", "message_type": "text_message", "time_in_seconds": 9412,
     "time_text": "2:36:52", "timestamp": 1715455212675000},
    {"author": {"display_name": "ronni", "id": "1337", "name": "ronni"}, "message": "Kappa Keepo Kappa",
     "message_id": "6c1e8c9b-2e5e-4bb5-8f6d-0b7f6e9c1a22", "message_type": "text_message", "time_in_seconds": 9413,
     "time_text": "2:36:53", "timestamp": 1715455214031000}])
_CHAT_NAME = "chat.json"

# OBS Studio's log (%APPDATA%/obs-studio/logs/2024-05-11 17-01-58.txt): each line 'HH:MM:SS.mmm: ' then the message
_OBS_LOG = ("17:01:58.412: CPU Name: AMD Ryzen 9 5900X 12-Core Processor\n"
            "17:01:58.412: CPU Speed: 3700MHz\n"
            "17:01:58.413: Physical Cores: 12, Logical Cores: 24\n"
            "17:01:58.413: Physical Memory: 32692MB Total, 18233MB Free\n"
            "17:01:58.413: Windows Version: 10.0 Build 22631 (release: 23H2; revision: 3527; 64-bit)\n"
            "17:01:58.441: OBS 30.1.2 (64-bit, windows)\n")
_OBS_LOG_NAME = "2024-05-11 17-01-58.txt"


def _amf_str(text: str) -> bytes:
    data = text.encode("utf-8")
    return struct.pack(">H", len(data)) + data


def _obs_flv() -> bytes:
    """An OBS recording's first bytes (.flv, Adobe's FLV spec and OBS's flv-mux.c): the header 'FLV', version 1,
    flags 5 (audio and video), its size 9; PreviousTagSize0; the script data tag (0x12, its data size as 24 bits,
    timestamp 0, stream id 0) holding AMF0's string 'onMetaData' and an ECMA array (0x08, its count) of the
    properties OBS writes, closed by 00 00 09; then the tag's PreviousTagSize (11 + its data size)."""
    props = [("duration", 0.0), ("fileSize", 0.0), ("width", 1920.0), ("height", 1080.0), ("videocodecid", 7.0),
             ("videodatarate", 6000.0), ("framerate", 60.0), ("audiocodecid", 10.0), ("audiodatarate", 160.0),
             ("audiosamplerate", 48000.0), ("audiosamplesize", 16.0), ("audiochannels", 2.0), ("stereo", True),
             ("2.1", False), ("3.1", False), ("4.0", False), ("4.1", False), ("5.1", False), ("7.1", False),
             ("encoder", "obs-output module (libobs version 30.1.2)")]
    array = b""
    for key, value in props:
        array += _amf_str(key)
        if isinstance(value, bool):
            array += b"\x01" + bytes([value])
        elif isinstance(value, float):
            array += b"\x00" + struct.pack(">d", value)
        else:
            array += b"\x02" + _amf_str(value)
    data = b"\x02" + _amf_str("onMetaData") + b"\x08" + struct.pack(">I", len(props)) + array + b"\x00\x00\x09"
    tag = b"\x12" + struct.pack(">I", len(data))[1:] + b"\x00\x00\x00\x00" + b"\x00\x00\x00" + data
    return b"FLV\x01\x05" + struct.pack(">I", 9) + struct.pack(">I", 0) + tag + struct.pack(">I", len(tag))


_FLV = _obs_flv()
_FLV_NAME = "2024-05-11 17-02-40.flv"

# the weekly rankings as typed by the analysts: rank, channel, platform, hours watched, average viewers, score: six
# fields
_WEEKLY = ("1 xQc twitch 2841203 52390 9.6\n2 Asmongold twitch 2218045 41877 9.2\n"
           "3 MrBeast youtube 1903377 38114 8.9\n4 shroud twitch 701442 14506 8.1\n")
# a sponsor's score sheet as typed from the campaign's report: campaign, channel, week, score: four fields a line
_SPONSOR = ("hyperx-q2 xQc 2024-W19 88\nhyperx-q2 Asmongold 2024-W19 81\nhyperx-q2 shroud 2024-W19 77\n"
            "hyperx-q2 Pokimane 2024-W19 69\n")


def eightieth_bar_streaming_cases() -> list[Case]:
    G = EIGHTIETH_STREAMING
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="channel_rankings", judgements="analyst_verdicts", runs=_RECS3,
        stem="channel_rankings", outputs=_OUT, item="channel", rounded="sponsor_scores",
        weights="{'helix_viewers': 1.0, 'studio_watch_time': 2.0, 'chat_activity': 0.5, "
                "'sponsor_scores': 1.5}",
        lone_query="R['sponsor_scores']['campaign:sponsor/gfuel-launch/2024-W19'] = "
                   "{'channel:twitch/71092938': 0.9, 'channel:twitch/26261471': 0.4}\n",
        trust="helix_viewers 1\nstudio_watch_time 2\nchat_activity 1\n",
        trust_dict="{'helix_viewers': 1, 'studio_watch_time': 2, 'chat_activity': 1}",
        texts={
            "rrf": ("u80b_rrf_channel_rankings",
                    "rankagg.fuse({source: {week, clips or campaign: {channel: score}}}, method='rrf'): Helix's "
                    "viewer counts, YouTube Studio's watch time, the chat's activity and the sponsors' scores, six "
                    "rankings ('clips:twitch/2024-W19/top'), channels as 'channel:twitch/71092938'"),
            "borda": ("u80b_borda_channel_absent",
                      "rankagg.fuse(..., method='borda'): a channel that did not stream that week or is not in a "
                      "campaign has no score from some sources"),
            "combsum": ("u80b_combsum_rounded_sponsor_scores",
                        "rankagg.fuse(..., method='combsum'): the sponsors' scores kept to one decimal (many ties) "
                        "beside Helix's viewer counts and YouTube Studio's watch time"),
            "fuser": ("u80b_weighted_fuser_studio_watch_time",
                      "rankagg.Fuser('rrf', weights=...) per week, clips and campaign: YouTube Studio's watch time "
                      "counts 2, as the channel owners' own figures, not a sampled count"),
            "frame": ("u80b_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the team's sheet, a row "
                      "per week, clips or campaign, channel and source"),
            "evaluate": ("u80b_evaluate_analyst_verdicts",
                         "rankagg.evaluate(fused ranking, the analysts' verdicts, ['nDCG@5', 'AP', 'P@3']): does the "
                         "fused ranking put the channels the week's post leads with first"),
            "lone": ("u80b_sponsor_only_campaign",
                     "rankagg.fuse(..., method='rrf'): a sponsor's launch campaign only the sponsors' scores hold, "
                     "beside weeks and clips every source covers"),
            "cli_rrf": ("u80b_cli_rrf_runs",
                        "rankagg fuse helix_viewers.run studio_watch_time.run chat_activity.run --method rrf "
                        "-o channel_rankings.run: one run per source, weeks, clips and campaigns as queries"),
            "cli_borda": ("u80b_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: YouTube Studio's "
                          "watch time counts double)"),
            "cli_combsum": ("u80b_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the top four the weekly post shows per "
                            "category"),
            "cli_evaluate": ("u80b_cli_evaluate_analyst_verdicts_qrels",
                             "rankagg evaluate channel_rankings.run --qrels analyst_verdicts.qrels -m ndcg_cut.5 -m "
                             "map: the fused ranking against the analysts' verdicts (0-2)"),
            "cli_parquet": ("u80b_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o channel_rankings.parquet: gzipped runs from the "
                            "team's scripts, a Parquet table for the network's dashboard")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u80b_helix_streams_as_run", "a category's live streams as Twitch Helix's Get Streams answers them (JSON: "
         "data[] id, user_id, user_login, ..., viewer_count, started_at, ..., then pagination.cursor)", _STREAMS_NAME,
         _STREAMS, "Twitch", f"{_STREAMS_NAME}:1"),
        ("u80b_helix_clips_as_run", "the week's clips as Twitch Helix's Get Clips answers them (JSON: data[] id, url, "
         "embed_url, broadcaster_id, ..., view_count, created_at, duration, vod_offset, is_featured)", _CLIPS_NAME,
         _CLIPS, "Twitch", f"{_CLIPS_NAME}:1"),
        ("u80b_youtube_videos_as_run", "videos' statistics as YouTube Data API's videos.list answers them (JSON, "
         "pretty-printed: kind youtube#videoListResponse, etag, items' statistics, pageInfo)", _YT_VIDEOS_NAME,
         _YT_VIDEOS, "YouTube", f"{_YT_VIDEOS_NAME}:1"),
        ("u80b_studio_table_data_as_run", "YouTube Studio's export, 'Table data.csv' (Content, Video title, Video "
         "publish time, Duration, Views, Watch time (hours), ..., a 'Total' row first)", _STUDIO_NAME, _STUDIO_CSV,
         "YouTube Studio", f"{_STUDIO_NAME}:1"),
        ("u80b_twitch_irc_log_as_run", "a stream's chat kept as Twitch's IRC server sends its lines (@tags "
         ":login!login@login.tmi.twitch.tv PRIVMSG #channel :text)", _IRC_NAME, _IRC_LOG, "IRC", f"{_IRC_NAME}:1"),
        ("u80b_chat_downloader_json_as_run", "a VOD's chat as chat-downloader writes it (a JSON list of items: "
         "author, message, message_id, message_type, time_in_seconds, time_text, timestamp)", _CHAT_NAME, _CHAT_JSON,
         "chat-downloader", f"{_CHAT_NAME}:1"),
        ("u80b_obs_log_as_run", "OBS Studio's log from the streaming PC ('HH:MM:SS.mmm: CPU Name: ...', 'OBS 30.1.2 "
         "(64-bit, windows)')", _OBS_LOG_NAME, _OBS_LOG, "OBS", f"{_OBS_LOG_NAME}:1"),
        ("u80b_obs_flv_recording_as_run", "an OBS recording left in the week's folder (.flv: 'FLV' 01 05, header "
         "size 9, then the onMetaData script tag OBS writes)", _FLV_NAME, _FLV, "FLV", _FLV_NAME),
        ("u80b_weekly_rankings_as_run", "the weekly rankings as typed by the analysts (six fields a line: rank, "
         "channel, platform, hours watched, average viewers, score)", "weekly_rankings_2024-W19.txt", _WEEKLY,
         "weekly rankings", "weekly_rankings_2024-W19.txt:1"),
        ("u80b_sponsor_scores_as_run", "a sponsor's score sheet as typed (four fields a line: campaign, channel, "
         "week, score)", "sponsor_scores_hyperx.txt", _SPONSOR, "score sheet", "sponsor_scores_hyperx.txt:1")],
        one_run=("helix_viewers.run", _ONE_RUN), stem="channel_rankings",
        text_why="trec_eval refuses a line of other than six fields, and a typed ranking's six are a rank, a channel, "
                 "a platform, hours, viewers and a score, not a run's; the file is the field's own, named by what it "
                 "is (a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; an FLV recording's bytes read as lines give no ranking: named by what it "
                   "is")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u80b_sponsor_scores_as_qrels", "sponsor_scores_hyperx.txt", _SPONSOR, "score sheet"),
        ("u80b_weekly_rankings_as_qrels", "weekly_rankings_2024-W19.txt", _WEEKLY, "weekly rankings"),
        ("u80b_helix_streams_as_qrels", _STREAMS_NAME, _STREAMS, "Twitch"),
        ("u80b_studio_table_data_as_qrels", _STUDIO_NAME, _STUDIO_CSV, "YouTube Studio")],
        one_run=("helix_viewers.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u80b_out_obs_recording_flv", "2024-05-12 19-00-03.flv", "an OBS recording (.flv)"),
        ("u80b_out_obs_recording_mkv", "2024-05-12 19-00-03.mkv", "an OBS recording (.mkv, Matroska)"),
        ("u80b_out_hls_playlist_m3u8", "stream.m3u8", "an HLS playlist (.m3u8)"),
        ("u80b_out_helix_clips_json", "clips.helix.json", "a saved Twitch Helix clips answer (JSON)")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=80"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u80b_api_helix_streams_document",
            "rankagg.fuse(json.load(helix_streams_just_chatting.json)): a category's live streams as Twitch Helix's "
            "Get Streams answers them, loaded in Python, given as the runs",
            f"import json, rankagg\nrankagg.fuse(json.load(open('{_STREAMS_NAME}', encoding='utf-8')), "
            "method='rrf')\n",
            "Twitch", why="a run maps a query to {document: score}; Helix's answer is data, a list of streams (id, "
            "user_id, user_login, ..., viewer_count, started_at), then pagination's cursor",
            files={_STREAMS_NAME: _STREAMS}),
        bad("u80b_api_studio_table_data_frame",
            "rankagg.fuse(pd.read_csv('Table data.csv')): YouTube Studio's export (Content, Video title, Video "
            "publish time, Duration, Views, Watch time (hours), ...) given as runs",
            "import pandas as pd, rankagg\n"
            f"rankagg.fuse(pd.read_csv('{_STUDIO_NAME}'), method='borda')\n",
            "YouTube Studio", why="a table of runs has qid, docid, run and score columns; YouTube Studio's export is "
            "a video per row, a 'Total' row first: the video's id, title, publish time, duration, views, watch "
            "time, subscribers and impressions",
            files={_STUDIO_NAME: _STUDIO_CSV}),
    ]
    return cases
