"""Issue 45's thirtieth bar (u30j_*_as_run, u30j_*_as_qrels): a music analytics team's files given as a run or as
qrels were told a field count ("expected 6 fields, found 3" for a cue sheet's REM line) or a generic table or JSON
note; Spotify's chart CSVs (new and old), Last.fm's, Deezer's and ListenBrainz's JSON, a DDEX ERN message, a DDEX
DSR sales report and a cue sheet are now named at both doors, plain and gzipped; runs of tracks stay read."""

import pytest

import rankagg
from rankagg.io.charts_shapes import charts_head, charts_shape
from tests.door_files import refusal_through_the_api

FILES = {
    "weekly.csv": ("rank,uri,artist_names,track_name,source,peak_rank,previous_rank,weeks_on_chart,streams\n"
                   "1,spotify:track:2plbrEY59IikOBgBGLjaoe,Sabrina Carpenter,Espresso,Island,1,1,30,41234567\n",
                   "Spotify's chart CSV", 1),
    "old.csv": (',,,"Note that these figures are generated using a formula that protects against any artificial '
                'inflation of chart positions.",\nPosition,"Track Name",Artist,Streams,URL\n1,Espresso,S,4,u\n',
                "before 2022", 1),
    "toptracks.json": ('{"toptracks": {"track": [{"name": "Espresso", "@attr": {"rank": "1"}}], "@attr": '
                       '{"user": "x"}}}\n', "Last.fm", 1),
    "recent.json": ('{"recenttracks": {"track": [], "@attr": {"user": "x", "page": "1"}}}\n', "Last.fm", 1),
    "deezer.json": ('{"tracks": {"data": [], "total": 10}, "albums": {"data": [], "total": 10}, "artists": '
                    '{"data": [], "total": 10}, "playlists": {"data": [], "total": 10}}\n', "Deezer", 1),
    "listens.json": ('[{"listened_at": 1764500531, "track_metadata": {"artist_name": "S", "track_name": "E"}}]\n',
                     "ListenBrainz", 1),
    "ern.xml": ('<?xml version="1.0" encoding="UTF-8"?>\n<ern:NewReleaseMessage xmlns:ern="http://ddex.net/xml/ern/43"'
                ' AvsVersionId="4">\n<MessageHeader/>\n</ern:NewReleaseMessage>\n', "DDEX message", 2),
    "dsr.tsv": ("HEAD\t3.0\tDSR_X_2026-Q4_DE\tX\tPADPIDA2014021302F\n"
                "SY02\tSubscription\tDE\tEUR\t1234567.89\t2026-11-01\t2026-11-30\n"
                "AS01\tA1\tUSUM72401994\tEspresso\tSabrina Carpenter\t210\n", "DDEX sales report", 1),
    "hits.cue": ('REM GENRE Pop\nPERFORMER "Various Artists"\nFILE "chart.wav" WAVE\n  TRACK 01 AUDIO\n'
                 '    INDEX 01 00:00:00\n', "cue sheet", 1),
}
RUN = "2026-W47/DE Q0 USUM72401994 1 0.91 spotify\n2026-W47/DE Q0 GBAHS2400123 2 0.77 spotify\n"
QRELS = "2026-W47/DE 0 USUM72401994 2\n"


@pytest.mark.parametrize("gz", [False, True])
@pytest.mark.parametrize("door", ["run", "qrels"])
@pytest.mark.parametrize("name", sorted(FILES))
def test_named_at_both_doors(tmp_path, name, door, gz):
    content, what, line = FILES[name]
    name = name + (".gz" if gz else "")
    message = refusal_through_the_api(tmp_path, name, content.encode(), RUN, door)
    at = f"{name}:{line}:" if not name.split(".")[1].startswith("json") else f"{name}:"
    assert at in message and what in message and "WEEK Q0 TRACK" in message, message


@pytest.mark.parametrize("text", [
    RUN, QRELS,
    "HEAD Q0 SY02 1 2.0 AS01\n",  # a run whose ids are DSR record types
    "REM Q0 TRACK 1 2.0 FILE\n",
    "FILE 0 TRACK 1\n",
])
def test_runs_and_qrels_are_never_claimed(text):
    assert charts_shape("x.run", text.splitlines()) is None and charts_head(text) is None


@pytest.mark.parametrize("text", [
    "rank,track\n1,Espresso\n",  # a team's own chart table: no exporter's header
    "HEAD\tsomething\n",  # one tab-separated line starting HEAD, no DSR records after it
    'TITLE "My notes"\nFILE "x.wav" WAVE\n',  # a cue's commands without a track
    '<?xml version="1.0"?>\n<NewReleaseMessage xmlns="http://example.org/">\n',  # no DDEX namespace
])
def test_other_files_are_left_to_others(text):
    assert charts_shape("x.csv", text.splitlines()) is None and charts_head(text) is None


def test_a_run_of_tracks_is_read(tmp_path):
    run, qrels = tmp_path / "spotify.run", tmp_path / "picks.qrels"
    run.write_text(RUN)
    qrels.write_text(QRELS)
    assert rankagg.evaluate(str(run), str(qrels), measures=["P@1"])["P@1"] == 1.0
