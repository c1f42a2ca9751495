"""Issue 45's seventy-ninth bar of scripts/reliability_matrix.py, a music festival's booking team, ranking artists per
stage, day and genre for the line-up from streaming numbers, ticket demand, agents' offers and the bookers' votes (its
cases, ids ``u79b_``, registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner,
the verdicts) are the matrix's.  (Written by a persona session, before any of its recognisers existed.)

The team's day: each stage and day, day or genre (``stage:2026/main/sat``, the edition, the stage, the day;
``day:2026/fri``; ``genre:2026/electronic``) is a query and each act a document (``act:2026/0412/lantern-choir``, the
edition, the offer number the office gave the agent's offer, then the act's slug); the runs are the streaming numbers,
the ticket demand, the agents' offers and the bookers' votes, turned to scores in [0, 1] at four decimals.  They are
fused with RRF, Borda and CombSUM, the bookers' votes weighted highest (the booking meeting has the last word), and
judged against the final line-up (2 confirmed headliner or sub-headliner, 1 confirmed lower on the bill, 0 not booked).
The mistakes and odd files: the field's own files given where runs or qrels are read (Spotify Web API's artist answer
(JSON), setlist.fm's setlists answer (JSON), MusicBrainz's artist lookup (XML), Eventbrite's attendee report (CSV), an
extended M3U playlist (.m3u8), an XSPF playlist, a 30-second MP3 preview (binary), the bookers' score sheet, a booker's
ballot and the agents' offer list as the team types them), and outputs named for the field's files (an .m3u8, an
.xspf, a .flac, Spotify's account-data export StreamingHistory_music_0.json).
(Checked: Spotify's artist object keys (external_urls, followers {href, total}, genres, href, id, images, name,
popularity, type, uri) from client libraries' docs generated from Spotify's reference (rubydoc spotify-api-sdk
ArtistObject, Net::Async::Spotify, the spotify_web_api crate); the values illustrative, the answer's layout (compact
here) not checked.  setlist.fm's /1.0/artist/{mbid}/setlists answer (type 'setlists', itemsPerPage, page, total,
setlist [id, versionId, eventDate as dd-MM-yyyy, lastUpdated, artist {mbid, name, sortName, disambiguation, url},
venue {id, name, city {id, name, state, stateCode, coords {lat, long}, country {code, name}}, url}, sets {set [{song
[{name}]}]}, url]) from saved answers in yasmeencole/objects-fundamentals and bryantirawan/Rolling-Stones-Live-Song-
Tracker.  MusicBrainz's /ws/2/artist/{mbid} XML (the prolog and '<metadata xmlns="http://musicbrainz.org/ns/mmd-2.0#">'
on one line, artist id, type-id, type, name, sort-name, country, life-span) from saved answers in a Rust client's
tests; the Group type-id e431f5f6-... is from those answers.  Eventbrite's attendee report header (Order #, Order Date,
First Name, Last Name, Email, Quantity, Price Tier, Ticket Type, Attendee #, Group, Order Type, Currency, Total Paid,
Fees Paid, Eventbrite Fees, Eventbrite Payment Processing, Attendee Status, then the organiser's questions) from
rherardi/eb2ez's README, its file name 'report-2016-10-25T2057.csv' from oulib-swc/ouswc_workshop_helps; the date
form 'MM/DD/YY HH:MM' is that sample's and may be a spreadsheet's re-save, the Order Type 'Eventbrite Completed' of
paid orders from memory (the sample's orders are free).  XSPF's prolog and '<playlist version="1"
xmlns="http://xspf.org/ns/0/">' with trackList / track / location, title, creator, duration (ms) from XSPF writers'
tests; Spotify's export file name StreamingHistory_music_0.json from readers of the export.  From memory, not
checked here: M3U's '#EXTM3U' and '#EXTINF:seconds,Artist - Title' lines; ID3v2.4's header ('ID3', 04 00, flags,
a syncsafe size) and its frames (TIT2, TPE1, TALB: id, syncsafe size, two flag bytes, encoding 03 = UTF-8, text), and
the MPEG-1 Layer III frame header FF FB 90 64 (128 kbit/s, 44.1 kHz, joint stereo).  Left out, as they could not be
checked: Last.fm's answers (keys seen, but not beside an answer as saved), Spotify for Artists' audience CSV,
Songkick's and Bandsintown's exports, See Tickets' and Ticketmaster's box office CSVs, Chartmetric's exports, a
FLAC preview's bytes; the score sheet, the ballot and the offer list are typed here as the team writes them.)

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import json

from .case import Case, command_cases, fusion_checks, named_at, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

SEVENTYNINTH_FESTIVALBOOKING = ("45 Unseen inputs: a seventy-ninth bar, a music festival's booking team ranking "
                                "artists per stage, day and genre for the line-up from streaming numbers, ticket "
                                "demand, agents' offers and the bookers' votes (Spotify's and setlist.fm's JSON, "
                                "MusicBrainz's XML, Eventbrite's attendee report, M3U8 and XSPF playlists, MP3 "
                                "previews, score sheets, ballots and offer lists as typed)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['streaming_numbers', 'ticket_demand', 'agent_offers', 'booker_votes'],
    items=['act:2026/0412/lantern-choir', 'act:2026/0388/velvet-tide', 'act:2026/0517/okra-sound-system',
           'act:2026/0203/marrow-hill', 'act:2026/0631/nightjar', 'act:2026/0455/dune-radio',
           'act:2026/0719/paper-kites-dj-set', 'act:2026/0802/sister-ember'],
    queries=['stage:2026/main/sat', 'day:2026/fri', 'genre:2026/electronic', 'stage:2026/big-top/sun',
             'genre:2026/folk', 'stage:2026/main/headliner'],
    suffix='/late-adds', generator='lineup_scores', judgements='final_lineup'
) + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "lineup_scores", "lineup_rankings.run")

_RECS3 = ["streaming_numbers", "ticket_demand", "booker_votes"]
_OUT = ("lineup_rankings.run",)
_ONE_RUN = ("stage:2026/main/sat Q0 act:2026/0412/lantern-choir 1 0.9214 booker_votes\n"
            "stage:2026/main/sat Q0 act:2026/0388/velvet-tide 2 0.8736 booker_votes\n")


# the team's files, as Spotify, setlist.fm, MusicBrainz, Eventbrite, the players and the booking office write them
# Spotify Web API's artist answer (GET api.spotify.com/v1/artists/{id}): the artist object's keys; values illustrative
_SPOTIFY = json.dumps({
    "external_urls": {"spotify": "https://open.spotify.com/artist/3kZq7vN2pXw8LrT5yB1cQe"},
    "followers": {"href": None, "total": 412873}, "genres": ["chamber folk", "indie folk"],
    "href": "https://api.spotify.com/v1/artists/3kZq7vN2pXw8LrT5yB1cQe", "id": "3kZq7vN2pXw8LrT5yB1cQe",
    "images": [{"url": "https://i.scdn.co/image/ab6761610000e5eb4f2c9a7d1e8b3c6a0f5d2e71", "height": 640,
                "width": 640}],
    "name": "The Lantern Choir", "popularity": 61, "type": "artist",
    "uri": "spotify:artist:3kZq7vN2pXw8LrT5yB1cQe"}, separators=(",", ":"))
_SPOTIFY_NAME = "spotify_artist_3kZq7vN2pXw8LrT5yB1cQe.json"

# setlist.fm's answer to GET /rest/1.0/artist/{mbid}/setlists (Accept: application/json): a page of setlists
_SETLISTFM = json.dumps({
    "type": "setlists", "itemsPerPage": 20, "page": 1, "total": 87, "setlist": [{
        "id": "5bd2a7f4", "versionId": "g63a91e2d", "eventDate": "14-09-2025",
        "lastUpdated": "2025-09-16T08:12:44.000+0000",
        "artist": {"mbid": "c3a1f0d2-7b5e-4e19-9a48-2f6d8b0e1c73", "name": "The Lantern Choir",
                   "sortName": "Lantern Choir, The", "disambiguation": "",
                   "url": "https://www.setlist.fm/setlists/the-lantern-choir-4bd7e3a2.html"},
        "venue": {"id": "63d5b2f1", "name": "Vicar Street",
                  "city": {"id": "2964574", "name": "Dublin", "state": "Leinster", "stateCode": "L",
                           "coords": {"lat": 53.3330556, "long": -6.2488889},
                           "country": {"code": "IE", "name": "Ireland"}},
                  "url": "https://www.setlist.fm/venue/vicar-street-dublin-ireland-63d5b2f1.html"},
        "sets": {"set": [{"song": [{"name": "Harbour Lights"}, {"name": "Salt and Tallow"},
                                   {"name": "Nightwater"}]},
                         {"encore": 1, "song": [{"name": "The Long Field"}]}]},
        "url": "https://www.setlist.fm/setlist/the-lantern-choir/2025/vicar-street-dublin-ireland-5bd2a7f4.html"}]},
    separators=(",", ":"))
_SETLISTFM_NAME = "setlistfm_lantern-choir_p1.json"

# MusicBrainz's artist lookup (GET musicbrainz.org/ws/2/artist/{mbid}): the prolog and the whole answer on one line
_MUSICBRAINZ = ('<?xml version="1.0" encoding="UTF-8"?><metadata xmlns="http://musicbrainz.org/ns/mmd-2.0#">'
                '<artist id="c3a1f0d2-7b5e-4e19-9a48-2f6d8b0e1c73" type="Group" '
                'type-id="e431f5f6-b5d2-343d-8b36-72607fffb74b"><name>The Lantern Choir</name>'
                '<sort-name>Lantern Choir, The</sort-name><country>IE</country>'
                '<life-span><begin>2017</begin></life-span></artist></metadata>')
_MUSICBRAINZ_NAME = "musicbrainz_c3a1f0d2.xml"

# Eventbrite's attendee report (Reporting > Attendee summary, export CSV) for the early-bird pre-sale: a row per ticket
_EVENTBRITE_CSV = (
    "Order #,Order Date,First Name,Last Name,Email,Quantity,Price Tier,Ticket Type,Attendee #,Group,Order Type,"
    "Currency,Total Paid,Fees Paid,Eventbrite Fees,Eventbrite Payment Processing,Attendee Status,"
    "Which act are you most excited to see?\n"
    "13188420561,01/14/26 10:02,Aoife,Brennan,aoife@example.ie,1,,Weekend Camping,21544093117,,Eventbrite Completed,"
    "EUR,219,12.45,9.12,3.33,Attending,The Lantern Choir\n"
    "13188427305,01/14/26 10:03,Tomas,Keane,tomas@example.ie,2,,Saturday Day Ticket,21544101852,,"
    "Eventbrite Completed,EUR,178,10.9,7.98,2.92,Attending,Okra Sound System\n")
_EVENTBRITE_NAME = "report-2026-01-20T0915.csv"

# an extended M3U playlist (UTF-8, .m3u8) of the shortlist's previews, as a player saves it
_M3U8 = ("#EXTM3U\n#EXTINF:30,The Lantern Choir - Harbour Lights\npreviews/lantern-choir_harbour-lights.mp3\n"
         "#EXTINF:30,Velvet Tide - Glass Coast\npreviews/velvet-tide_glass-coast.mp3\n"
         "#EXTINF:30,Okra Sound System - Tarmac Bloom\npreviews/okra-sound-system_tarmac-bloom.mp3\n")
_M3U8_NAME = "shortlist_main_sat.m3u8"

# an XSPF playlist: the prolog, the root on line 2, trackList / track with location, title, creator, duration (ms)
_XSPF = ('<?xml version="1.0" encoding="UTF-8"?>\n<playlist version="1" xmlns="http://xspf.org/ns/0/">\n'
         "  <title>Big Top Sunday shortlist</title>\n  <trackList>\n"
         "    <track>\n      <location>file:///booking/previews/nightjar_low-orbit.mp3</location>\n"
         "      <title>Low Orbit</title>\n      <creator>Nightjar</creator>\n      <duration>30000</duration>\n"
         "    </track>\n"
         "    <track>\n      <location>file:///booking/previews/dune-radio_static-bloom.mp3</location>\n"
         "      <title>Static Bloom</title>\n      <creator>Dune Radio</creator>\n      <duration>30000</duration>\n"
         "    </track>\n  </trackList>\n</playlist>\n")
_XSPF_NAME = "bigtop_sunday_shortlist.xspf"


# a 30-second preview saved beside the playlists (MP3): an ID3v2.4 tag ('ID3', version 4.0, no flags, a syncsafe
# size) holding TIT2, TPE1 and TALB frames (UTF-8 text), then the first MPEG-1 Layer III frame (FF FB 90 64:
# 128 kbit/s, 44.1 kHz, joint stereo, 417 bytes), its audio data zeroed; the rest of the file left out
def _syncsafe(n: int) -> bytes:
    return bytes(((n >> 21) & 0x7F, (n >> 14) & 0x7F, (n >> 7) & 0x7F, n & 0x7F))


def _preview_mp3() -> bytes:
    frames = b""
    for fid, text in ((b"TIT2", "Harbour Lights"), (b"TPE1", "The Lantern Choir"), (b"TALB", "Salt and Tallow")):
        body = b"\x03" + text.encode("utf-8")
        frames += fid + _syncsafe(len(body)) + b"\x00\x00" + body
    tag = frames + bytes(64)  # padding
    return b"ID3\x04\x00\x00" + _syncsafe(len(tag)) + tag + bytes.fromhex("fffb9064") + bytes(413)


_MP3 = _preview_mp3()
_MP3_NAME = "lantern-choir_harbour-lights.mp3"

# the bookers' score sheet as typed after the listening session: act, booker's initials, draw, live, fit, overall:
# six fields a line
_SCORE_SHEET = ("lantern-choir jm 9 8 9 8.7\nvelvet-tide jm 8 8 7 7.7\nokra-sound-system rk 7 9 8 8.0\n"
                "marrow-hill rk 6 7 8 7.0\nnightjar sd 7 8 6 7.0\n")
# a booker's ballot for the booking meeting: booker, place, slot, act: four fields a line
_BALLOT = ("ruiz 1 main-sat lantern-choir\nruiz 2 main-sat velvet-tide\nruiz 3 main-sat okra-sound-system\n"
           "ruiz 4 main-sat marrow-hill\n")
# the agents' offer list as the office types it from the emails: offer number, act, agency, date, fee (EUR), hold:
# six fields a line
_OFFERS = ("0412 lantern-choir wasserman 2026-07-18 85000 1st-hold\n0388 velvet-tide caa 2026-07-18 60000 2nd-hold\n"
           "0517 okra-sound-system uta 2026-07-17 42000 1st-hold\n"
           "0203 marrow-hill primary 2026-07-19 18000 confirmed\n")


def seventyninth_bar_festivalbooking_cases() -> list[Case]:
    G = SEVENTYNINTH_FESTIVALBOOKING
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="lineup_scores", judgements="final_lineup", runs=_RECS3,
        stem="lineup_rankings", outputs=_OUT, item="act", rounded="ticket_demand",
        weights="{'streaming_numbers': 1.0, 'ticket_demand': 1.5, 'agent_offers': 0.5, 'booker_votes': 2.0}",
        lone_query="R['agent_offers']['stage:2026/silent-disco/sat'] = "
                   "{'act:2026/0719/paper-kites-dj-set': 0.9, 'act:2026/0455/dune-radio': 0.4}\n",
        trust="streaming_numbers 1\nticket_demand 1\nbooker_votes 2\n",
        trust_dict="{'streaming_numbers': 1, 'ticket_demand': 1, 'booker_votes': 2}",
        texts={
            "rrf": ("u79b_rrf_lineup_scores",
                    "rankagg.fuse({source: {stage, day or genre: {act: score}}}, method='rrf'): streaming numbers, "
                    "ticket demand, agents' offers and bookers' votes, six rankings ('stage:2026/main/sat'), acts as "
                    "'act:2026/0412/lantern-choir'"),
            "borda": ("u79b_borda_act_not_scored_by_all",
                      "rankagg.fuse(..., method='borda'): a late offer no booker has voted on yet and with no "
                      "pre-sale question, so some sources have no score for it"),
            "combsum": ("u79b_combsum_rounded_ticket_demand",
                        "rankagg.fuse(..., method='combsum'): the ticket demand as shares of the pre-sale poll at "
                        "one decimal (many ties), beside the streaming numbers and the bookers' votes"),
            "fuser": ("u79b_weighted_fuser_booker_votes",
                      "rankagg.Fuser('rrf', weights=...) per stage and day: the bookers' votes count 2, as the "
                      "booking meeting has the last word"),
            "frame": ("u79b_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the office's sheet, a row "
                      "per stage, act and source"),
            "evaluate": ("u79b_evaluate_final_lineup",
                         "rankagg.evaluate(fused ranking, the final line-up, ['nDCG@5', 'AP', 'P@3']): does the "
                         "fused ranking put the confirmed headliners first"),
            "lone": ("u79b_silent_disco_only_agent_offers",
                     "rankagg.fuse(..., method='rrf'): the silent disco, which only the agents' offers cover, beside "
                     "stages every source covers"),
            "cli_rrf": ("u79b_cli_rrf_runs",
                        "rankagg fuse streaming_numbers.run ticket_demand.run booker_votes.run --method rrf -o "
                        "lineup_rankings.run: one run per source, stages, days and genres as queries"),
            "cli_borda": ("u79b_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the bookers' votes "
                          "count double)"),
            "cli_combsum": ("u79b_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four slots per stage and day"),
            "cli_evaluate": ("u79b_cli_evaluate_final_lineup_qrels",
                             "rankagg evaluate lineup_rankings.run --qrels final_lineup.qrels -m ndcg_cut.5 -m "
                             "map: the fused ranking against the final line-up (0-2)"),
            "cli_parquet": ("u79b_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o lineup_rankings.parquet: gzipped runs from the "
                            "office's scripts, a Parquet table for the booking team's notebook")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u79b_spotify_artist_json_as_run", "Spotify Web API's artist answer (external_urls, followers, genres, "
         "href, id, images, name, popularity, type, uri)", _SPOTIFY_NAME, _SPOTIFY, "Spotify", f"{_SPOTIFY_NAME}:1"),
        ("u79b_setlistfm_json_as_run", "setlist.fm's setlists answer (type 'setlists', itemsPerPage, page, total, "
         "setlist: eventDate, artist, venue, sets)", _SETLISTFM_NAME, _SETLISTFM, "setlist.fm",
         f"{_SETLISTFM_NAME}:1"),
        ("u79b_musicbrainz_xml_as_run", "MusicBrainz's artist lookup (XML: metadata, mmd-2.0 namespace, artist, "
         "name, sort-name, country, life-span)", _MUSICBRAINZ_NAME, _MUSICBRAINZ, "MusicBrainz",
         named_at(_MUSICBRAINZ_NAME, _MUSICBRAINZ)),
        ("u79b_eventbrite_csv_as_run", "Eventbrite's attendee report (Order #, Order Date, First Name, ... Ticket "
         "Type, Attendee #, ... Attendee Status)", _EVENTBRITE_NAME, _EVENTBRITE_CSV, "Eventbrite",
         named_at(_EVENTBRITE_NAME, _EVENTBRITE_CSV)),
        ("u79b_m3u8_playlist_as_run", "an extended M3U playlist (#EXTM3U, '#EXTINF:30,Artist - Title', a path)",
         _M3U8_NAME, _M3U8, "M3U", named_at(_M3U8_NAME, _M3U8)),
        ("u79b_xspf_playlist_as_run", "an XSPF playlist (playlist, xspf.org namespace, trackList, track: location, "
         "title, creator, duration)", _XSPF_NAME, _XSPF, "XSPF", named_at(_XSPF_NAME, _XSPF)),
        ("u79b_mp3_preview_as_run", "a 30-second MP3 preview (ID3v2.4 tag 'ID3' 04 00, TIT2, TPE1, TALB, then an "
         "MPEG frame FF FB 90 64)", _MP3_NAME, _MP3, "MP3", _MP3_NAME),
        ("u79b_score_sheet_as_run", "the bookers' score sheet as typed (six fields a line: act, booker, draw, "
         "live, fit, overall)", "scores_listening_session3.txt", _SCORE_SHEET, "score sheet",
         "scores_listening_session3.txt:1"),
        ("u79b_ballot_as_run", "a booker's ballot as typed for the booking meeting (four fields a line: booker, "
         "place, slot, act)", "ballot_ruiz_main_sat.txt", _BALLOT, "ballot", "ballot_ruiz_main_sat.txt:1"),
        ("u79b_offer_list_as_run", "the agents' offer list as the office types it (six fields a line: offer "
         "number, act, agency, date, fee, hold)", "offers_week03.txt", _OFFERS, "offer list",
         "offers_week03.txt:1")],
        one_run=("booker_votes.run", _ONE_RUN), stem="lineup_rankings",
        text_why="trec_eval refuses a line of other than six fields, and an offer list's six are an offer number, "
                 "an act, an agency, a date, a fee and a hold, not a run's; the file is the field's own, named by "
                 "what it is (a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; an MP3 preview read as lines gives no ranking: named by what it is")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u79b_ballot_as_qrels", "ballot_ruiz_main_sat.txt", _BALLOT, "ballot"),
        ("u79b_offer_list_as_qrels", "offers_week03.txt", _OFFERS, "offer list"),
        ("u79b_eventbrite_csv_as_qrels", _EVENTBRITE_NAME, _EVENTBRITE_CSV, "Eventbrite"),
        ("u79b_m3u8_playlist_as_qrels", _M3U8_NAME, _M3U8, "M3U")],
        one_run=("booker_votes.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u79b_out_m3u8", "Lineup_2026_main_sat.m3u8", "an extended M3U playlist"),
        ("u79b_out_xspf", "Lineup_2026_big_top.xspf", "an XSPF playlist"),
        ("u79b_out_flac", "Headliners_preview.flac", "a FLAC audio file"),
        ("u79b_out_spotify_streaming_history_json", "StreamingHistory_music_0.json",
         "Spotify's account-data export of streaming history")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=79"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u79b_api_setlistfm_dict",
            "rankagg.fuse(json.load(setlistfm_lantern-choir_p1.json)): setlist.fm's setlists answer, loaded in "
            "Python, given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('r.json', encoding='utf-8')), method='rrf')\n",
            "setlist.fm", why="a run maps a query to {document: score}; a setlists answer is a page of one artist's "
            "concerts (the date, the venue and its city, the songs played in each set)",
            files={"r.json": _SETLISTFM}),
        bad("u79b_api_eventbrite_frame",
            "rankagg.fuse(pd.read_csv(report-2026-01-20T0915.csv)): Eventbrite's attendee report (Order #, Order "
            "Date, ... Ticket Type, ... Attendee Status) given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('r.csv'), method='borda')\n",
            "Eventbrite", why="a table of runs has qid, docid, run and score columns; an attendee report has a "
            "ticket a row (the order, the buyer, the ticket type, what was paid and the attendee's status)",
            files={"r.csv": _EVENTBRITE_CSV}),
    ]
    return cases
