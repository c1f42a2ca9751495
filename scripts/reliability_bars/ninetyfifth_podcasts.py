"""Issue 45's ninety-fifth bar of scripts/reliability_matrix.py, a podcast network's charts and programming team,
ranking shows and episodes per category, country, week and listeners' poll from downloads, listening time, chart
positions and the programming committee's votes (its cases, ids ``u95a_``, registered in its ``cases()``); the
mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.  (Written by a persona
session, before any of its recognisers existed.)

The team's day: each chart, category, poll or committee slot (``chart:2026-w07/gb/true-crime``, the ISO week, the
country, then the category; ``poll:2026/listeners-choice``; ``committee:2026-w07/new-and-noteworthy``) is a query and
each episode a document (``episode:harbour-files/s03/e14``, the show's slug, then season and episode, or the date for
a daily); the runs are the downloads, the listening time, the chart positions and the committee's votes, turned to
scores in [0, 1] at four decimals.  They are fused with RRF, Borda and CombSUM, the committee's votes weighted highest
(programming has the last word on what is promoted), and judged against the committee's picks (2 featured, 1
shortlisted, 0 otherwise).  The mistakes and odd files: the field's own files given where runs or qrels are read (a
show's RSS feed with the itunes and podcast namespaces, Podcasting 2.0 JSON chapters and a JSON transcript, the iTunes
Search API's answer, an Overcast OPML subscription export, an episode's MP3 with ID3v2.4 chapters, an M4A, the
committee member's ballot, the committee's vote tally and the producers' rating sheet as typed), and outputs named
for the field's files (an OPML list, an RSS feed, a Podcasting 2.0 chapters.json, an MP3).
(Checked: the RSS root with xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" and
xmlns:podcast="https://podcastindex.org/namespace/1.0", <podcast:chapters ... type="application/json+chapters"/> and
<podcast:transcript url type/>, from feed generators and their tests; the JSON chapters ('version' "1.2.0",
'chapters' of startTime (seconds, float), title, img, url, toc) from Podcastindex-org/podcast-namespace's
chapters/jsonChapters.md and exporters writing it; the JSON transcript ('version' "1.0.0", 'segments' of speaker,
startTime, endTime, body) from the same repository's transcripts/transcripts.md; the iTunes Search API's answer
(resultCount, results of wrapperType "track", kind "podcast", collectionId, trackId, artistName, collectionName,
trackName, feedUrl, artworkUrl600, releaseDate, trackCount, country, primaryGenreName, genreIds, genres) from
clients' response models; Overcast's OPML export ('<opml version="1.0">', head title 'Overcast Podcast
Subscriptions', an outline text="feeds" holding outline type="rss" overcastId text title xmlUrl htmlUrl) from a
project holding a real export; ID3v2 (header 'ID3', version 04 00, flags, syncsafe size) from getID3's reader, and
the CHAP frame (element ID, start and end time in ms, start and end offsets, 0xFFFFFFFF when unused, embedded
sub-frames) from the ID3v2 Chapter Frame Addendum and taggers' sources, CTOC's flags and entry count from the same
addendum; the M4A's ftyp box ('ftypM4A ', minor 0, brands 'M4A mp42isom', 28 bytes) from a test writing iTunes' form.
Not checked, so left as stated: the iTunes Search API's answer opens with blank lines (from memory), left out here as
the team's script saves it with json.dump; the MPEG frame header FF FB 90 64 after the tag is from tests, not a
spec.  Left out, as they could not be checked: Apple Podcasts Connect's and Spotify for Podcasters' CSV exports
(their columns are in no source found), Podtrac's and OP3's reports; the committee's ballot and vote tally and the
producers' rating sheet are typed here as the team writes them, the tally's CSV as its spreadsheet saves it.)

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import json
import struct

from .case import Case, command_cases, fusion_checks, named_at, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

NINETYFIFTH_PODCASTS = ("45 Unseen inputs: a ninety-fifth bar, a podcast network's charts and programming team "
                        "ranking shows and episodes per category, country, week and listeners' poll from downloads, "
                        "listening time, chart positions and the programming committee's votes (RSS feeds with the "
                        "itunes and podcast namespaces, Podcasting 2.0 JSON chapters and transcripts, the iTunes "
                        "Search API's JSON, OPML subscription lists, MP3 with ID3 chapters, M4A, committee ballots, "
                        "vote tallies and producers' rating sheets as typed)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['downloads', 'listening_time', 'chart_positions', 'committee_votes'],
    items=['episode:harbour-files/s03/e14', 'episode:harbour-files/s03/e15', 'episode:night-shift-comedy/2026/e061',
           'episode:kompass-nachrichten/2026-02-12', 'episode:deep-field/s01/e07', 'episode:deep-field/s01/e08',
           'episode:the-long-table/e203', 'episode:tiny-laboratory/e045'],
    queries=['chart:2026-w07/gb/true-crime', 'chart:2026-w07/us/comedy', 'chart:2026-w07/de/news',
             'poll:2026/listeners-choice', 'category:2026-w08/gb/science', 'committee:2026-w07/new-and-noteworthy'],
    suffix='/bonus', generator='network_metrics', judgements='committee_picks'
) + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "network_metrics", "podcast_charts.run")

_RECS3 = ["downloads", "listening_time", "committee_votes"]
_OUT = ("podcast_charts.run",)
_ONE_RUN = ("chart:2026-w07/gb/true-crime Q0 episode:harbour-files/s03/e14 1 0.9418 committee_votes\n"
            "chart:2026-w07/gb/true-crime Q0 episode:deep-field/s01/e07 2 0.8736 committee_votes\n")


# the team's files, as the hosting platform, Podcasting 2.0 tools, Apple's API, Overcast, the audio editors and the
# committee write them
# a show's RSS feed (the hosting platform's): the prolog, the root with the itunes and podcast namespaces on line 2,
# the channel, one item with its enclosure, chapters and transcript
_RSS = ('<?xml version="1.0" encoding="UTF-8"?>\n'
        '<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" '
        'xmlns:podcast="https://podcastindex.org/namespace/1.0">\n'
        "  <channel>\n"
        "    <title>The Harbour Files</title>\n"
        "    <link>https://harbourfiles.example.com</link>\n"
        "    <description>A true crime series from the Westmoor coast.</description>\n"
        "    <language>en-gb</language>\n"
        "    <itunes:author>Westmoor Audio</itunes:author>\n"
        '    <itunes:image href="https://cdn.example.com/harbour-files/cover-3000.jpg"/>\n'
        '    <itunes:category text="True Crime"/>\n'
        "    <itunes:explicit>false</itunes:explicit>\n"
        "    <podcast:guid>6f0c2b9e-4d1a-5e73-9b8c-2a7d1e5f0c34</podcast:guid>\n"
        "    <item>\n"
        "      <title>The Lantern at Pier Nine</title>\n"
        '      <guid isPermaLink="false">harbour-files-s03e14</guid>\n'
        "      <pubDate>Tue, 10 Feb 2026 05:00:00 GMT</pubDate>\n"
        '      <enclosure url="https://cdn.example.com/harbour-files/s03e14.mp3" length="48213504" '
        'type="audio/mpeg"/>\n'
        "      <itunes:duration>2987</itunes:duration>\n"
        "      <itunes:season>3</itunes:season>\n"
        "      <itunes:episode>14</itunes:episode>\n"
        '      <podcast:chapters url="https://cdn.example.com/harbour-files/s03e14.chapters.json" '
        'type="application/json+chapters"/>\n'
        '      <podcast:transcript url="https://cdn.example.com/harbour-files/s03e14.transcript.json" '
        'type="application/json"/>\n'
        "    </item>\n"
        "  </channel>\n"
        "</rss>\n")
_RSS_NAME = "harbour-files.rss"

# Podcasting 2.0 JSON chapters (application/json+chapters), as a chapter editor exports them, pretty-printed
_CHAPTERS = json.dumps({"version": "1.2.0", "chapters": [
    {"startTime": 0, "title": "Cold open"},
    {"startTime": 94.5, "title": "The night of the storm", "img": "https://cdn.example.com/harbour-files/ch2.jpg"},
    {"startTime": 1210, "title": "Sponsor", "toc": False},
    {"startTime": 1275.25, "title": "The harbour master's log", "url": "https://harbourfiles.example.com/s03e14"}]},
    indent=2) + "\n"
_CHAPTERS_NAME = "harbour-files-s03e14.chapters.json"

# a Podcasting 2.0 JSON transcript: version, then segments of speaker, startTime, endTime, body
_TRANSCRIPT = json.dumps({"version": "1.0.0", "segments": [
    {"speaker": "Maeve", "startTime": 0.5, "endTime": 3.84, "body": "It was the third storm of that winter."},
    {"speaker": "Tom", "startTime": 4.1, "endTime": 6.02, "body": "And nobody locked the gate?"},
    {"speaker": "Maeve", "startTime": 6.3, "endTime": 9.75, "body": "Nobody had locked it since June."}]},
    indent=2) + "\n"
_TRANSCRIPT_NAME = "harbour-files-s03e14.transcript.json"

# the iTunes Search API's answer (itunes.apple.com/search?media=podcast&entity=podcast), saved by the team's chart
# script with json.dump; the ids and URLs illustrative
_ITUNES = json.dumps({"resultCount": 1, "results": [{
    "wrapperType": "track", "kind": "podcast", "collectionId": 1702845193, "trackId": 1702845193,
    "artistName": "Westmoor Audio", "collectionName": "The Harbour Files", "trackName": "The Harbour Files",
    "collectionCensoredName": "The Harbour Files", "trackCensoredName": "The Harbour Files",
    "collectionViewUrl": "https://podcasts.apple.com/gb/podcast/the-harbour-files/id1702845193?uo=4",
    "feedUrl": "https://feeds.example.com/harbour-files.rss",
    "trackViewUrl": "https://podcasts.apple.com/gb/podcast/the-harbour-files/id1702845193?uo=4",
    "artworkUrl30": "https://is1-ssl.mzstatic.com/image/thumb/Podcasts/30x30bb.jpg",
    "artworkUrl60": "https://is1-ssl.mzstatic.com/image/thumb/Podcasts/60x60bb.jpg",
    "artworkUrl100": "https://is1-ssl.mzstatic.com/image/thumb/Podcasts/100x100bb.jpg",
    "collectionPrice": 0.0, "trackPrice": 0.0, "collectionHdPrice": 0, "releaseDate": "2026-02-10T05:00:00Z",
    "collectionExplicitness": "notExplicit", "trackExplicitness": "cleaned", "trackCount": 38, "country": "GBR",
    "currency": "GBP", "primaryGenreName": "True Crime",
    "artworkUrl600": "https://is1-ssl.mzstatic.com/image/thumb/Podcasts/600x600bb.jpg",
    "genreIds": ["1488", "26"], "genres": ["True Crime", "Podcasts"]}]})
_ITUNES_NAME = "itunes_search_harbour_files.json"

# Overcast's OPML export (Settings > Export OPML): opml 1.0, its head title, an outline 'feeds' holding one outline
# per subscription
_OPML = ('<?xml version="1.0" encoding="utf-8"?>\n'
         '<opml version="1.0">\n'
         "  <head><title>Overcast Podcast Subscriptions</title></head>\n"
         "  <body>\n"
         '    <outline text="feeds">\n'
         '      <outline type="rss" overcastId="4418207" text="The Harbour Files" title="The Harbour Files" '
         'xmlUrl="https://feeds.example.com/harbour-files.rss" htmlUrl="https://harbourfiles.example.com/"/>\n'
         '      <outline type="rss" overcastId="3952114" text="Deep Field" title="Deep Field" '
         'xmlUrl="https://feeds.example.com/deep-field.rss" htmlUrl="https://deepfield.example.com/"/>\n'
         "    </outline>\n"
         "  </body>\n"
         "</opml>\n")
_OPML_NAME = "overcast.opml"


def _syncsafe(n: int) -> bytes:
    return bytes([(n >> 21) & 0x7F, (n >> 14) & 0x7F, (n >> 7) & 0x7F, n & 0x7F])


def _frame(fid: bytes, body: bytes) -> bytes:
    return fid + _syncsafe(len(body)) + b"\x00\x00"


# an episode's MP3 as the audio editor exports it with chapters: the ID3v2.4 header ('ID3', 04 00, no flags, the
# syncsafe size), TIT2, a CTOC (top-level, ordered) naming two CHAP frames (element ID, start and end in ms, offsets
# unused), each with its TIT2, then the first MPEG-1 Layer III frame header; the audio left out
def _chaptered_mp3() -> bytes:
    def tit2(text: str) -> bytes:
        body = b"\x03" + text.encode("utf-8")
        return _frame(b"TIT2", body) + body

    frames = tit2("The Lantern at Pier Nine")
    ctoc = b"toc\x00" + bytes([0x03, 2]) + b"chp0\x00chp1\x00"
    frames += _frame(b"CTOC", ctoc) + ctoc
    for eid, start, end, title in ((b"chp0", 0, 94_500, "Cold open"), (b"chp1", 94_500, 1_210_000, "The storm")):
        chap = eid + b"\x00" + struct.pack(">IIII", start, end, 0xFFFFFFFF, 0xFFFFFFFF) + tit2(title)
        frames += _frame(b"CHAP", chap) + chap
    return b"ID3\x04\x00\x00" + _syncsafe(len(frames)) + frames + b"\xff\xfb\x90\x64" + bytes(28)


_MP3 = _chaptered_mp3()
_MP3_NAME = "harbour-files-s03e14.mp3"

# an M4A (AAC in MPEG-4) as iTunes-style encoders write it: the ftyp box (28 bytes, 'M4A ', minor 0, brands M4A,
# mp42, isom), a free box, then the mdat box's header; the audio left out
_M4A = ((28).to_bytes(4, "big") + b"ftypM4A " + bytes(4) + b"M4A mp42isom" + (8).to_bytes(4, "big") + b"free"
        + (1_048_584).to_bytes(4, "big") + b"mdat" + bytes(16))
_M4A_NAME = "deep-field-s01e07.m4a"

# a committee member's ballot as typed for the Thursday programming meeting: member, place, show, episode: four
# fields a line
_BALLOT = ("okafor 1 harbour-files s03e14\nokafor 2 deep-field s01e07\n"
           "okafor 3 the-long-table e203\nokafor 4 tiny-laboratory e045\n")
# the committee's vote tally per category and week as the secretary types it: category, week, show, for, against,
# abstentions: six fields a line
_TALLY = ("true-crime 2026-w07 harbour-files 7 1 1\ntrue-crime 2026-w07 deep-field 5 3 1\n"
          "comedy 2026-w07 night-shift-comedy 6 2 1\nscience 2026-w07 tiny-laboratory 4 4 1\n")
# the producers' rating sheet as typed from the listening sessions: episode, producer's initials, audio, pacing,
# guest, overall: six fields a line
_RATING_SHEET = ("hf-s03e14 jk 5 4 4 4.5\nhf-s03e15 jk 4 4 3 3.5\ndf-s01e07 rs 5 5 4 4.5\n"
                 "tlt-e203 rs 3 4 5 4.0\ntl-e045 mb 4 3 4 3.5\n")
# the same tally as the secretary's spreadsheet saves it (CSV), for the notebook
_TALLY_CSV = ("Category,Week,Show,For,Against,Abstentions\n"
              "True Crime,2026-W07,The Harbour Files,7,1,1\nTrue Crime,2026-W07,Deep Field,5,3,1\n"
              "Comedy,2026-W07,Night Shift Comedy,6,2,1\nScience,2026-W07,Tiny Laboratory,4,4,1\n")


def ninetyfifth_bar_podcasts_cases() -> list[Case]:
    G = NINETYFIFTH_PODCASTS
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="network_metrics", judgements="committee_picks", runs=_RECS3,
        stem="podcast_charts", outputs=_OUT, item="episode", rounded="listening_time",
        weights="{'downloads': 1.0, 'listening_time': 1.0, 'chart_positions': 0.5, 'committee_votes': 2.0}",
        lone_query="R['committee_votes']['committee:2026-w07/staff-specials'] = "
                   "{'episode:the-long-table/e203': 0.9, 'episode:tiny-laboratory/e045': 0.4}\n",
        trust="downloads 1\nlistening_time 1\ncommittee_votes 2\n",
        trust_dict="{'downloads': 1, 'listening_time': 1, 'committee_votes': 2}",
        texts={
            "rrf": ("u95a_rrf_network_metrics",
                    "rankagg.fuse({source: {chart, poll or slot: {episode: score}}}, method='rrf'): downloads, "
                    "listening time, chart positions and the committee's votes, six rankings "
                    "('chart:2026-w07/gb/true-crime'), episodes as 'episode:harbour-files/s03/e14'"),
            "borda": ("u95a_borda_bonus_episode_not_in_every_source",
                      "rankagg.fuse(..., method='borda'): a bonus episode out mid-week, not yet in the charts and "
                      "with no full week of downloads, so some sources have no score for it"),
            "combsum": ("u95a_combsum_rounded_listening_time",
                        "rankagg.fuse(..., method='combsum'): listening time as average minutes at one decimal "
                        "(many ties), beside downloads and the committee's votes"),
            "fuser": ("u95a_weighted_fuser_committee_votes",
                      "rankagg.Fuser('rrf', weights=...) per chart and poll: the committee's votes count 2, as "
                      "programming has the last word on what is promoted"),
            "frame": ("u95a_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the team's sheet, a row "
                      "per chart, episode and source"),
            "evaluate": ("u95a_evaluate_committee_picks",
                         "rankagg.evaluate(fused ranking, the committee's picks, ['nDCG@5', 'AP', 'P@3']): does the "
                         "fused ranking put the featured episodes first"),
            "lone": ("u95a_staff_specials_only_committee_votes",
                     "rankagg.fuse(..., method='rrf'): the staff specials slot, which only the committee votes on, "
                     "beside charts every source covers"),
            "cli_rrf": ("u95a_cli_rrf_runs",
                        "rankagg fuse downloads.run listening_time.run committee_votes.run --method rrf -o "
                        "podcast_charts.run: one run per source, charts and polls as queries"),
            "cli_borda": ("u95a_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the committee's "
                          "votes count double)"),
            "cli_combsum": ("u95a_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four episodes promoted per category"),
            "cli_evaluate": ("u95a_cli_evaluate_committee_picks_qrels",
                             "rankagg evaluate podcast_charts.run --qrels committee_picks.qrels -m ndcg_cut.5 -m "
                             "map: the fused ranking against the committee's picks (0-2)"),
            "cli_parquet": ("u95a_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o podcast_charts.parquet: gzipped runs from the "
                            "analytics scripts, a Parquet table for the charts team's notebook")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u95a_rss_feed_as_run", "a show's RSS feed (rss with the itunes and podcast namespaces: channel, item, "
         "enclosure, podcast:chapters)", _RSS_NAME, _RSS, "RSS", named_at(_RSS_NAME, _RSS)),
        ("u95a_json_chapters_as_run", "Podcasting 2.0 JSON chapters (version 1.2.0, chapters of startTime, title, "
         "img, url, toc)", _CHAPTERS_NAME, _CHAPTERS, "chapters", f"{_CHAPTERS_NAME}:1"),
        ("u95a_json_transcript_as_run", "a Podcasting 2.0 JSON transcript (version 1.0.0, segments of speaker, "
         "startTime, endTime, body)", _TRANSCRIPT_NAME, _TRANSCRIPT, "transcript", f"{_TRANSCRIPT_NAME}:1"),
        ("u95a_itunes_search_json_as_run", "the iTunes Search API's answer (resultCount, results: wrapperType, kind "
         "podcast, collectionId, feedUrl, ... genres)", _ITUNES_NAME, _ITUNES, "iTunes", f"{_ITUNES_NAME}:1"),
        ("u95a_overcast_opml_as_run", "Overcast's OPML export (opml 1.0, 'Overcast Podcast Subscriptions', outline "
         "type=rss xmlUrl)", _OPML_NAME, _OPML, "OPML", named_at(_OPML_NAME, _OPML)),
        ("u95a_mp3_id3_chapters_as_run", "an episode's MP3 with ID3v2.4 chapters (ID3 04 00, TIT2, CTOC, CHAP "
         "frames)", _MP3_NAME, _MP3, "MP3", _MP3_NAME),
        ("u95a_m4a_as_run", "an episode's M4A (ftyp box 'M4A ', brands M4A mp42 isom, then mdat)", _M4A_NAME, _M4A,
         "M4A", _M4A_NAME),
        ("u95a_committee_ballot_as_run", "a committee member's ballot as typed (four fields a line: member, place, "
         "show, episode)", "ballot_okafor_w07.txt", _BALLOT, "ballot", "ballot_okafor_w07.txt:1"),
        ("u95a_vote_tally_as_run", "the committee's vote tally as typed (six fields a line: category, week, show, "
         "for, against, abstentions)", "tally_2026-w07.txt", _TALLY, "vote tally", "tally_2026-w07.txt:1"),
        ("u95a_rating_sheet_as_run", "the producers' rating sheet as typed (six fields a line: episode, producer, "
         "audio, pacing, guest, overall)", "ratings_listening_w07.txt", _RATING_SHEET, "rating sheet",
         "ratings_listening_w07.txt:1")],
        one_run=("committee_votes.run", _ONE_RUN), stem="podcast_charts",
        text_why="trec_eval refuses a line of other than six fields, and a vote tally's six are a category, a "
                 "week, a show and three vote counts, not a run's; the file is the field's own, named by what it "
                 "is (a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; an MP3 or M4A read as lines gives no ranking: named by what it is")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u95a_committee_ballot_as_qrels", "ballot_okafor_w07.txt", _BALLOT, "ballot"),
        ("u95a_vote_tally_as_qrels", "tally_2026-w07.txt", _TALLY, "vote tally"),
        ("u95a_overcast_opml_as_qrels", _OPML_NAME, _OPML, "OPML"),
        ("u95a_itunes_search_json_as_qrels", _ITUNES_NAME, _ITUNES, "iTunes")],
        one_run=("committee_votes.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u95a_out_opml", "Weekly_Charts_2026-W07.opml", "an OPML subscription list"),
        ("u95a_out_rss", "top-episodes-w07.rss", "a podcast RSS feed"),
        ("u95a_out_chapters_json", "charts-recap-w07.chapters.json", "Podcasting 2.0 JSON chapters"),
        ("u95a_out_mp3", "Charts_Recap_W07.mp3", "an episode's MP3")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=95"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u95a_api_itunes_search_dict",
            "rankagg.fuse(json.load(itunes_search_harbour_files.json)): the iTunes Search API's answer, loaded in "
            "Python, given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('r.json', encoding='utf-8')), method='rrf')\n",
            "iTunes", why="a run maps a query to {document: score}; an iTunes Search answer is a result count and a "
            "list of podcasts' records (their ids, names, feed URL, artwork, genres and episode count)",
            files={"r.json": _ITUNES}),
        bad("u95a_api_vote_tally_frame",
            "rankagg.fuse(pd.read_csv(tally_2026-W07.csv)): the committee's vote tally (Category, Week, Show, For, "
            "Against, Abstentions) given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('r.csv'), method='borda')\n",
            "vote tally", why="a table of runs has qid, docid, run and score columns; a vote tally has a show a row "
            "(its category and week) and the committee's counts for, against and abstaining",
            files={"r.csv": _TALLY_CSV}),
    ]
    return cases
