"""Issue 45's hundred-and-first bar of scripts/reliability_matrix.py, a public radio station's music directors and
programming committee, ranking tracks per week, daypart, format and committee vote from spins, listener requests,
DJs' ratings and the committee's votes (its cases, ids ``u101a_``, registered in its ``cases()``); the mechanics
(:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.  (Written by a persona session,
before any of its recognisers existed.)

The team's day: each week's rotation, daypart, format and committee vote (``week:2026-W07/aaa-rotation``, the ISO
week, then the list; ``daypart:2026-W07/morning-drive``; ``vote:2026-W07/new-adds``) is a query and each track a
document (``track:US-SUB-25-00731/radio-edit``, the recording's ISRC as the library writes it, then the version); the
runs are the spin counts, the listener requests, the DJs' ratings and the committee's votes, turned to scores in
[0, 1] at four decimals.  They are fused with RRF, Borda and CombSUM, the committee's votes weighted highest (the
station's music policy gives the committee the adds), and judged against the committee's adds (2 added to heavy
rotation, 1 to light rotation, 0 otherwise).  The mistakes and odd files: the field's own files given where runs or
qrels are read (Spinitron's /api/spins answer (JSON), Rivendell's SoundExchange report (CSV), its NPR SoundExchange
playlist log (tab-separated), its Spin Count report (fixed-width text), Last.fm's user.getTopTracks answer (JSON),
MusicBrainz's ISRC lookup (JSON), an ID3-tagged MP3 (binary), the DJs' rating sheet, a committee member's ballot and
the committee's vote tally as the music director types them), and outputs named for the field's files (an M3U and a
PLS playlist, an XSPF playlist, a Spinitron answer saved as .json).
(Checked: Spinitron's v2 API from its OpenAPI description (spinitron/v2api's spinitron.yaml as mirrored in
paragonsean/openapi-directory, APIs/spinitron.com/1.0.0): /spins answers {items, _links, _meta}, _meta holding
totalCount, pageCount, currentPage, perPage, a spin holding id, playlist_id, start, end, duration, timezone, image,
classical, artist, composer, release, va, label, released, medium, genre, song, note, request, local, new, isrc, upc,
iswc, catalog-number, the *-custom fields and _links (self, playlist); the order of the keys in a live answer could
not be checked (the order here a guess), the spins trimmed to the popular-music keys.  Rivendell's reports from its
source (ElvishArtisan/rivendell, lib/export_soundex.cpp, export_nprsoundex.cpp, export_spincount.cpp): the
SoundExchange report's quoted header NAME_OF_SERVICE ... PLAY_FREQUENCY ended CRLF, its rows ended LF with an empty
ACTUAL_TOTAL_PERFORMANCES and the ATH as %9.2lf; the NPR report's 'Start Time<TAB>End Time<TAB>Title<TAB>Artist<TAB>
Album<TAB>Label' CRLF and MM/dd/yyyy hh:mm:ss times; the Spin Count report's centred title, the report's name and
description line (then a blank line, as the code writes its '\\n' twice), the '--Title---...' header and
'%-30s  %-30s  %-30s  %-29s  %5u' rows, all written here with the same format strings; the transmission category
'B' and the station's names are illustrative.  Last.fm's user.getTopTracks JSON (toptracks: track[] with
streamable, mbid, name, image, artist {url, name, mbid}, url, duration, @attr {rank}, playcount, all strings, then
@attr {user, totalPages, page, perPage, total}) from several clients' typed models of the answer; MusicBrainz's
/ws/2/isrc/{isrc}?fmt=json ({isrc, recordings: [{id, title, length, first-release-date, video, disambiguation}]})
from clients' typed models, the key order a guess.  ID3v2.3 (ID3, version 3.0, flags, syncsafe size, then frames of
a four-letter id, a big-endian size, two flag bytes and a text with its encoding byte) then two MPEG-1 Layer III
frames (FF FB 90 64, 128 kb/s, 44.1 kHz, 417 bytes each) is the ID3 and MPEG audio specifications', and was read back
with mutagen 1.48.1 (its tags and its stream info).  Left out, as they could not be checked: Spinitron's report
exports (CSV, their columns chosen per export), SoundExchange's own Report of Use template, RadioDJ's history
exports, Rivendell's logs; the rating sheet, the ballot and the vote tally are typed here as the music director
writes them.)

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import json
import struct

from .case import Case, command_cases, fusion_checks, named_at, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

HUNDREDFIRST_RADIO = ("45 Unseen inputs: a hundred-and-first bar, a public radio station's music directors and "
                      "programming committee ranking tracks per week, daypart, format and committee vote from spins, "
                      "listener requests, DJs' ratings and the committee's votes (Spinitron's spins JSON, "
                      "Rivendell's SoundExchange, NPR SoundExchange and Spin Count reports, Last.fm's and "
                      "MusicBrainz's JSON, ID3-tagged MP3s, rating sheets, ballots and vote tallies as typed)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['spin_counts', 'listener_requests', 'dj_ratings', 'committee_votes'],
    items=['track:US-SUB-25-00731/radio-edit', 'track:GB-AHT-24-00412/album', 'track:US-MRG-25-00156/single',
           'track:CA-AR5-25-00089/album', 'track:US-DJL-24-00977/radio-edit', 'track:GB-KCF-25-00318/album',
           'track:US-ANT-25-00542/single', 'track:NZ-FN1-25-00064/album'],
    queries=['week:2026-W07/aaa-rotation', 'daypart:2026-W07/morning-drive', 'format:2026-W07/triple-a',
             'vote:2026-W07/new-adds', 'daypart:2026-W07/overnight', 'format:2026-W07/jazz'],
    suffix='/weekend', generator='rotation_scores', judgements='committee_adds'
) + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "rotation_scores", "station_rankings.run")

_RECS3 = ["spin_counts", "dj_ratings", "committee_votes"]
_OUT = ("station_rankings.run",)
_ONE_RUN = ("week:2026-W07/aaa-rotation Q0 track:US-SUB-25-00731/radio-edit 1 0.9312 committee_votes\n"
            "week:2026-W07/aaa-rotation Q0 track:GB-AHT-24-00412/album 2 0.8847 committee_votes\n")


# the team's files, as Spinitron, Rivendell, Last.fm, MusicBrainz, the library's tagger and the music director write
# them
# Spinitron's v2 API, GET /api/spins?start=...&end=...: a page of spins, then _links and _meta; compact JSON, the spins
# trimmed to the popular-music keys (the key order a guess)
def _spin(sid: int, start: str, end: str, secs: int, artist: str, song: str, release: str, label: str, isrc: str,
          request: bool, local: bool) -> dict:
    return {"id": sid, "playlist_id": 18734412, "start": start, "end": end, "duration": secs,
            "timezone": "America/Chicago", "image": None, "classical": False, "artist": artist, "composer": "",
            "release": release, "va": False, "label": label, "released": 2025, "medium": "Digital",
            "genre": "Indie Rock", "song": song, "note": "", "request": request, "local": local, "new": True,
            "isrc": isrc, "upc": "", "iswc": "",
            "_links": {"self": {"href": f"https://spinitron.com/api/spins/{sid}"},
                       "playlist": {"href": "https://spinitron.com/api/playlists/18734412"}}}


_SPINITRON = json.dumps({
    "items": [_spin(402881237, "2026-02-16T13:04:12+0000", "2026-02-16T13:07:46+0000", 214, "Harbor Lights",
                    "Night Swimming", "Tidal", "Sub Pop", "USSUB2500731", False, False),
              _spin(402881241, "2026-02-16T13:08:02+0000", "2026-02-16T13:11:37+0000", 215, "The Prairie Choir",
                    "Grain Elevator", "Flatlands", "Merge", "USMRG2500156", True, True)],
    "_links": {"self": {"href": "https://spinitron.com/api/spins?start=2026-02-16T12%3A00%3A00Z&page=1"}},
    "_meta": {"totalCount": 212, "pageCount": 106, "currentPage": 1, "perPage": 2}}, separators=(",", ":"))
_SPINITRON_NAME = "spinitron_spins_2026-02-16.json"

# Rivendell's SoundExchange report (RDLogManager > Reports, lib/export_soundex.cpp): the quoted header ended CRLF, then
# a row a cart ended LF, ACTUAL_TOTAL_PERFORMANCES left empty, the ATH as '%9.2lf', the plays last
_SOUNDEX_ROW = '"%s","%s","%s","%s","%s","%s","%s",,%9.2lf,"%s",%d\n'
_SOUNDEX_CSV = (
    '"NAME_OF_SERVICE","TRANSMISSION_CATEGORY","FEATURED_ARTIST","SOUND_RECORDING_TITLE","ISRC","ALBUM_TITLE",'
    '"MARKETING_LABEL","ACTUAL_TOTAL_PERFORMANCES","AGGREGATE_TUNING_HOURS","CHANNEL_OR_PROGRAM_NAME",'
    '"PLAY_FREQUENCY"\r\n'
    + _SOUNDEX_ROW % ("KPRX-FM Stream", "B", "Harbor Lights", "Night Swimming", "USSUB2500731", "Tidal", "Sub Pop",
                      1523.4, "KPRX", 14)
    + _SOUNDEX_ROW % ("KPRX-FM Stream", "B", "The Prairie Choir", "Grain Elevator", "USMRG2500156", "Flatlands",
                      "Merge", 1523.4, "KPRX", 11)
    + _SOUNDEX_ROW % ("KPRX-FM Stream", "B", "Okonkwo Trio", "Slow Harmattan", "GBAHT2400412", "Dry Season",
                      "Warp", 1523.4, "KPRX", 9))
_SOUNDEX_NAME = "KPRX_soundexchange_2026-02.csv"

# Rivendell's NPR SoundExchange report (lib/export_nprsoundex.cpp): tab-separated, CRLF, a row a play
_NPR_TSV = ("Start Time\tEnd Time\tTitle\tArtist\tAlbum\tLabel\r\n"
            "02/16/2026 07:04:12\t02/16/2026 07:07:46\tNight Swimming\tHarbor Lights\tTidal\tSub Pop\r\n"
            "02/16/2026 07:08:02\t02/16/2026 07:11:37\tGrain Elevator\tThe Prairie Choir\tFlatlands\tMerge\r\n"
            "02/16/2026 07:15:40\t02/16/2026 07:20:03\tSlow Harmattan\tOkonkwo Trio\tDry Season\tWarp\r\n")
_NPR_NAME = "KPRX_npr_soundex_20260216.txt"


# Rivendell's Spin Count report (lib/export_spincount.cpp), a week: the title centred, the report's name and
# description centred on 132 columns (then a blank line), the dashed header, '%-30s  %-30s  %-30s  %-29s  %5u' rows
def _spin_count() -> str:
    named = "SPINCOUNT -- Weekly spin count, music carts\n"
    rows = [("Grain Elevator", "The Prairie Choir", "Flatlands", "Merge", 11),
            ("Night Swimming", "Harbor Lights", "Tidal", "Sub Pop", 14),
            ("Slow Harmattan", "Okonkwo Trio", "Dry Season", "Warp", 9)]
    return (" " * 37 + "Rivendell Spin Count Report for 02/09/2026 - 02/15/2026\n"
            + " " * ((132 - len(named)) // 2) + named + "\n"
            + "--Title------------------------ --Artist----------------------- --Album------------------------ "
              "--Label----------------------- Spins\n"
            + "".join("%-30s  %-30s  %-30s  %-29s  %5u\n" % r for r in rows))


_SPIN_COUNT = _spin_count()
_SPIN_COUNT_NAME = "spincount_2026-W07.txt"

# Last.fm's user.getTopTracks answer (format=json, period=7day) for the station's stream account: toptracks' tracks
# (every value a string), then its @attr; the image sizes trimmed to one
_LASTFM_IMAGE = "https://lastfm.freetls.fastly.net/i/u/34s/2a96cbd8b46e442fc41c2b86b821562f.png"
_LASTFM = json.dumps({"toptracks": {"track": [
    {"streamable": {"fulltrack": "0", "#text": "0"}, "mbid": "6f1c2d8e-4b7a-4c39-9e05-2a8d71f3b6c4",
     "name": "Night Swimming",
     "image": [{"size": "small", "#text": _LASTFM_IMAGE}],
     "artist": {"url": "https://www.last.fm/music/Harbor+Lights", "name": "Harbor Lights",
                "mbid": "b3e1f0a2-7c4d-4e58-a9b6-0d2c8f71e345"},
     "url": "https://www.last.fm/music/Harbor+Lights/_/Night+Swimming", "duration": "214", "@attr": {"rank": "1"},
     "playcount": "388"},
    {"streamable": {"fulltrack": "0", "#text": "0"}, "mbid": "", "name": "Grain Elevator",
     "image": [{"size": "small", "#text": _LASTFM_IMAGE}],
     "artist": {"url": "https://www.last.fm/music/The+Prairie+Choir", "name": "The Prairie Choir", "mbid": ""},
     "url": "https://www.last.fm/music/The+Prairie+Choir/_/Grain+Elevator", "duration": "215",
     "@attr": {"rank": "2"}, "playcount": "301"}],
    "@attr": {"user": "kprxstream", "totalPages": "57", "page": "1", "perPage": "2", "total": "113"}}})
_LASTFM_NAME = "lastfm_toptracks_7day.json"

# MusicBrainz's ISRC lookup (GET /ws/2/isrc/USSUB2500731?fmt=json): the ISRC and its recordings (the key order a guess)
_MUSICBRAINZ = json.dumps({"isrc": "USSUB2500731", "recordings": [
    {"id": "6f1c2d8e-4b7a-4c39-9e05-2a8d71f3b6c4", "title": "Night Swimming", "length": 214000,
     "first-release-date": "2025-09-12", "video": False, "disambiguation": "radio edit"},
    {"id": "0d84a3b9-2e61-47f0-b5c8-9a1e3f62d7b0", "title": "Night Swimming", "length": 287000,
     "first-release-date": "2025-10-03", "video": False, "disambiguation": "album version"}]})
_MUSICBRAINZ_NAME = "musicbrainz_isrc_USSUB2500731.json"


# an ID3-tagged MP3 from the library: an ID3v2.3 tag (ID3, 3.0, no flags, a syncsafe size) of text frames (id, size,
# flags, an ISO-8859-1 text), 32 bytes of padding, then two MPEG-1 Layer III frames (FF FB 90 64: 128 kb/s, 44.1 kHz,
# joint stereo; 417 bytes, silent), as a reader needs two to sync; the rest of the file left out
def _id3_mp3() -> bytes:
    def frame(fid: str, text: str) -> bytes:
        data = b"\x00" + text.encode("latin-1")
        return fid.encode("ascii") + struct.pack(">I", len(data)) + b"\x00\x00" + data

    body = (frame("TIT2", "Night Swimming (Radio Edit)") + frame("TPE1", "Harbor Lights") + frame("TALB", "Tidal")
            + frame("TRCK", "3/11") + frame("TCON", "Indie Rock") + frame("TSRC", "USSUB2500731")
            + frame("TPUB", "Sub Pop") + b"\x00" * 32)
    n = len(body)
    size = bytes(((n >> 21) & 0x7F, (n >> 14) & 0x7F, (n >> 7) & 0x7F, n & 0x7F))
    return b"ID3\x03\x00\x00" + size + body + (bytes.fromhex("fffb9064") + b"\x00" * 413) * 2


_MP3 = _id3_mp3()
_MP3_NAME = "USSUB2500731_night_swimming_radio_edit.mp3"

# a DJ's rating sheet as the music director types it from the review binder: DJ, date heard, ISRC, sound, fit for
# the format, overall: six fields a line
_RATING_SHEET = ("marisol 2026-02-10 USSUB2500731 4 5 4.5\nmarisol 2026-02-10 USMRG2500156 5 4 4.5\n"
                 "dekker 2026-02-11 GBAHT2400412 3 4 3.5\ndekker 2026-02-11 CAAR52500089 4 3 3.0\n"
                 "ayo 2026-02-12 USDJL2400977 5 5 5.0\n")
# a committee member's ballot as typed for the Tuesday meeting: member, place, ISRC, title: four fields a line
_BALLOT = ("okafor 1 USSUB2500731 night-swimming\nokafor 2 USMRG2500156 grain-elevator\n"
           "okafor 3 GBAHT2400412 slow-harmattan\nokafor 4 CAAR52500089 cedar-smoke\n")
# the committee's vote tally as the music director types it after the meeting: ISRC, yes, no, abstain, share of
# yes, decision: six fields a line
_VOTE_TALLY = ("USSUB2500731 9 2 1 0.82 heavy\nUSMRG2500156 8 3 1 0.73 heavy\nGBAHT2400412 6 4 2 0.60 light\n"
               "CAAR52500089 4 7 1 0.36 hold\n")


def hundredfirst_bar_radio_cases() -> list[Case]:
    G = HUNDREDFIRST_RADIO
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="rotation_scores", judgements="committee_adds", runs=_RECS3,
        stem="station_rankings", outputs=_OUT, item="track", rounded="dj_ratings",
        weights="{'spin_counts': 1.0, 'listener_requests': 0.5, 'dj_ratings': 1.0, 'committee_votes': 2.0}",
        lone_query="R['listener_requests']['daypart:2026-W07/request-hour'] = "
                   "{'track:GB-KCF-25-00318/album': 0.9, 'track:US-ANT-25-00542/single': 0.4}\n",
        trust="spin_counts 1\ndj_ratings 1\ncommittee_votes 2\n",
        trust_dict="{'spin_counts': 1, 'dj_ratings': 1, 'committee_votes': 2}",
        texts={
            "rrf": ("u101a_rrf_rotation_scores",
                    "rankagg.fuse({source: {week, daypart, format or vote: {track: score}}}, method='rrf'): the "
                    "spin counts, the listener requests, the DJs' ratings and the committee's votes, six rankings "
                    "('week:2026-W07/aaa-rotation'), tracks as 'track:US-SUB-25-00731/radio-edit'"),
            "borda": ("u101a_borda_track_not_rated_by_all",
                      "rankagg.fuse(..., method='borda'): a new add no listener requested yet and one DJ never "
                      "rated, so some sources have no score for it"),
            "combsum": ("u101a_combsum_rounded_dj_ratings",
                        "rankagg.fuse(..., method='combsum'): the DJs' ratings as averages at one decimal (many "
                        "ties), beside the spin counts and the committee's votes"),
            "fuser": ("u101a_weighted_fuser_committee_votes",
                      "rankagg.Fuser('rrf', weights=...) per week and daypart: the committee's votes count 2, as the "
                      "station's music policy gives the committee the adds"),
            "frame": ("u101a_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the music director's sheet, "
                      "a row per list, track and source"),
            "evaluate": ("u101a_evaluate_committee_adds",
                         "rankagg.evaluate(fused ranking, the committee's adds, ['nDCG@5', 'AP', 'P@3']): does the "
                         "fused ranking put the heavy-rotation adds first"),
            "lone": ("u101a_request_hour_only_listener_requests",
                     "rankagg.fuse(..., method='rrf'): the request hour, which only the listener requests cover, "
                     "beside weeks and dayparts every source covers"),
            "cli_rrf": ("u101a_cli_rrf_runs",
                        "rankagg fuse spin_counts.run dj_ratings.run committee_votes.run --method rrf -o "
                        "station_rankings.run: one run per source, weeks, dayparts and votes as queries"),
            "cli_borda": ("u101a_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the committee's "
                          "votes count double)"),
            "cli_combsum": ("u101a_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four adds the committee takes a week"),
            "cli_evaluate": ("u101a_cli_evaluate_committee_adds_qrels",
                             "rankagg evaluate station_rankings.run --qrels committee_adds.qrels -m ndcg_cut.5 -m "
                             "map: the fused ranking against the committee's adds (0-2)"),
            "cli_parquet": ("u101a_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o station_rankings.parquet: gzipped runs from the "
                            "station's scripts, a Parquet table for the music director's notebook")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u101a_spinitron_spins_json_as_run", "Spinitron's /api/spins answer (items of id, playlist_id, start, end, "
         "artist, song, release, label, isrc, request, ...; _links; _meta)", _SPINITRON_NAME, _SPINITRON,
         "Spinitron", f"{_SPINITRON_NAME}:1"),
        ("u101a_soundexchange_csv_as_run", "Rivendell's SoundExchange report (NAME_OF_SERVICE, "
         "TRANSMISSION_CATEGORY, FEATURED_ARTIST, ... PLAY_FREQUENCY)", _SOUNDEX_NAME, _SOUNDEX_CSV, "SoundExchange",
         named_at(_SOUNDEX_NAME, _SOUNDEX_CSV)),
        ("u101a_npr_soundexchange_log_as_run", "Rivendell's NPR SoundExchange playlist log (Start Time, End Time, "
         "Title, Artist, Album, Label; tab-separated)", _NPR_NAME, _NPR_TSV, "SoundExchange",
         named_at(_NPR_NAME, _NPR_TSV)),
        ("u101a_rivendell_spin_count_as_run", "Rivendell's Spin Count report (its centred title, the dashed "
         "Title, Artist, Album, Label, Spins header, fixed-width rows)", _SPIN_COUNT_NAME, _SPIN_COUNT, "Rivendell",
         named_at(_SPIN_COUNT_NAME, _SPIN_COUNT)),
        ("u101a_lastfm_toptracks_json_as_run", "Last.fm's user.getTopTracks answer (toptracks: track[] of name, "
         "artist, playcount, @attr rank; @attr)", _LASTFM_NAME, _LASTFM, "Last.fm", f"{_LASTFM_NAME}:1"),
        ("u101a_musicbrainz_isrc_json_as_run", "MusicBrainz's ISRC lookup (isrc, recordings of id, title, length, "
         "first-release-date, video, disambiguation)", _MUSICBRAINZ_NAME, _MUSICBRAINZ, "MusicBrainz",
         f"{_MUSICBRAINZ_NAME}:1"),
        ("u101a_id3_mp3_as_run", "an ID3-tagged MP3 from the library (ID3v2.3 tag: TIT2, TPE1, TALB, TSRC ...; "
         "then MPEG audio frames FF FB ...)", _MP3_NAME, _MP3, "MP3", _MP3_NAME),
        ("u101a_rating_sheet_as_run", "a DJ's rating sheet as typed (six fields a line: DJ, date heard, ISRC, sound, "
         "fit, overall)", "dj_ratings_2026-W07.txt", _RATING_SHEET, "rating sheet", "dj_ratings_2026-W07.txt:1"),
        ("u101a_committee_ballot_as_run", "a committee member's ballot as typed for the meeting (four fields a line: "
         "member, place, ISRC, title)", "ballot_okafor_2026-W07.txt", _BALLOT, "ballot",
         "ballot_okafor_2026-W07.txt:1"),
        ("u101a_vote_tally_as_run", "the committee's vote tally as the music director types it (six fields a line: "
         "ISRC, yes, no, abstain, share of yes, decision)", "vote_tally_2026-W07.txt", _VOTE_TALLY, "vote tally",
         "vote_tally_2026-W07.txt:1")],
        one_run=("committee_votes.run", _ONE_RUN), stem="station_rankings",
        text_why="trec_eval refuses a line of other than six fields, and a rating sheet's six are a DJ, a date, an "
                 "ISRC and three marks, not a run's; the file is the field's own, named by what it is (a field "
                 "count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; an MP3 read as lines gives no ranking: named by what it is")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u101a_committee_ballot_as_qrels", "ballot_okafor_2026-W07.txt", _BALLOT, "ballot"),
        ("u101a_vote_tally_as_qrels", "vote_tally_2026-W07.txt", _VOTE_TALLY, "vote tally"),
        ("u101a_soundexchange_csv_as_qrels", _SOUNDEX_NAME, _SOUNDEX_CSV, "SoundExchange"),
        ("u101a_rivendell_spin_count_as_qrels", _SPIN_COUNT_NAME, _SPIN_COUNT, "Rivendell")],
        one_run=("committee_votes.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u101a_out_m3u", "Top30_2026-W07.m3u", "an M3U playlist"),
        ("u101a_out_pls", "heavy_rotation_2026-W07.pls", "a PLS playlist"),
        ("u101a_out_xspf", "new_adds_2026-W07.xspf", "an XSPF playlist"),
        ("u101a_out_spinitron_json", "spins_2026-W07.spinitron.json", "a Spinitron API answer saved as JSON")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=101"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u101a_api_spinitron_spins_dict",
            "rankagg.fuse(json.load(spinitron_spins_2026-02-16.json)): Spinitron's /api/spins answer, loaded in "
            "Python, given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('r.json', encoding='utf-8')), method='rrf')\n",
            "Spinitron", why="a run maps a query to {document: score}; a spins answer is a page of plays (each "
            "spin's id, playlist, times, artist, song, release, label, ISRC and flags) with its links and paging",
            files={"r.json": _SPINITRON}),
        bad("u101a_api_soundexchange_frame",
            "rankagg.fuse(pd.read_csv(KPRX_soundexchange_2026-02.csv)): Rivendell's SoundExchange report "
            "(NAME_OF_SERVICE, ..., PLAY_FREQUENCY) given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('r.csv'), method='borda')\n",
            "SoundExchange", why="a table of runs has qid, docid, run and score columns; a SoundExchange report has "
            "a sound recording a row (its service, category, artist, title, ISRC, album, label, tuning hours and "
            "plays)",
            files={"r.csv": _SOUNDEX_CSV}),
    ]
    return cases
