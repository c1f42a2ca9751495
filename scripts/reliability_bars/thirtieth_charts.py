"""Issue 45's thirtieth bar of scripts/reliability_matrix.py, a music analytics team's fusion of chart positions
across streaming services (Spotify Charts CSVs, Last.fm and Deezer API JSON, ListenBrainz exports, DDEX messages and
sales reports, cue sheets) (its cases, ids ``u30j_``, registered in its ``cases()``); the mechanics
(:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.

The team's day: each chart week and market (``2026-W47/DE``) is a query and each track a document by its ISRC
(``USUM72401994``); the runs are the services (Spotify, Apple Music, YouTube, Shazam), scores in [0, 1] (the track's
share of the service's top streams that week, four decimals: ties happen).  The lists are fused with RRF, Borda and
CombSUM (a combined chart, as Billboard's combines streams, sales and airplay), weighted by each service's market
share, and judged against the label's A&R picks (2 a priority, 1 watched, 0 passed on).  The mistakes and odd files:
the field's own files given where runs or qrels are read (Spotify's weekly chart CSV, new and old, a Last.fm top
tracks response, a Deezer chart response, a ListenBrainz listens export, a DDEX ERN message and a DSR sales report, a
cue sheet), and outputs named for the field's files.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

from .case import Case, command_cases, fusion_checks
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, team_day_cases

THIRTIETH_CHARTS = ("45 Unseen inputs: a thirtieth bar, a music analytics team's fusion of chart positions across "
                    "streaming services (Spotify Charts, Last.fm, Deezer, ListenBrainz, DDEX, cue sheets)")

_DATA = SEEDED_UNIFORM + r'''RECS = ['spotify', 'apple_music', 'youtube', 'shazam']
RESOURCES = ['USUM72401994', 'GBAHS2400123', 'QZES72412345', 'DEUM72400456', 'USRC12400789', 'FRZ112400012',
             'SEBGA2400345', 'KRA402400678']
GAIN = dict(zip(RESOURCES, [0.9, 0.8, 0.7, 0.6, 0.5, 0.4, 0.3, 0.2]))
def week(k):
    return '2026-W%02d/%s' % (42 + k, ('DE', 'US', 'GB')[k % 3])
def shares(recs=RECS, n_q=6, seed=3, drop=0.0, noise=1.0):
    """{service: {week/market: {ISRC: share}}}: shares in [0, 1] at four decimals; ``drop``: the share of the
    tracks a service did not chart that week"""
    g = lcg(seed)
    out = {}
    for r in recs:
        out[r] = {}
        for k in range(n_q):
            p = {}
            for d in RESOURCES:
                u, v = next(g), next(g)
                if v < drop:
                    continue
                p[d] = round(min(1.0, max(0.0, GAIN[d] + noise * 0.6 * (u - 0.5))), 4)
            if p:
                out[r][week(k)] = p
    return out
def picks(n_q=6):
    """the label's A&R picks: 2 (a priority) for two tracks, 1 (watched) for three, 0 the rest"""
    g = dict(zip(RESOURCES, [2, 2, 1, 1, 1, 0, 0, 0]))
    return {week(k): dict(g) for k in range(n_q)}
''' + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "shares", "chart.run")

_RECS3 = ["spotify", "apple_music", "youtube"]
_OUT = ("chart.run",)
_ONE_RUN = ("2026-W47/DE Q0 USUM72401994 1 0.91 spotify\n2026-W47/DE Q0 GBAHS2400123 2 0.77 spotify\n"
            "2026-W47/DE Q0 DEUM72400456 3 0.52 spotify\n")
# the team's files, as their tools write them (a few lines)
_SPOTIFY = ("rank,uri,artist_names,track_name,source,peak_rank,previous_rank,weeks_on_chart,streams\n"
            "1,spotify:track:2plbrEY59IikOBgBGLjaoe,Sabrina Carpenter,Espresso,Island Records,1,1,30,41234567\n"
            "2,spotify:track:6dOtVTDdiauQNBQEDOtlAB,Billie Eilish,BIRDS OF A FEATHER,Darkroom/Interscope Records,1,2,"
            "28,39876543\n")
_SPOTIFY_OLD = (',,,"Note that these figures are generated using a formula that protects against any artificial '
                'inflation of chart positions.",\nPosition,"Track Name",Artist,Streams,URL\n'
                "1,Espresso,Sabrina Carpenter,41234567,https://open.spotify.com/track/2plbrEY59IikOBgBGLjaoe\n")
_LASTFM = ('{"toptracks": {"track": [{"name": "Espresso", "playcount": "123", "mbid": "", "artist": {"name": '
           '"Sabrina Carpenter"}, "@attr": {"rank": "1"}}], "@attr": {"user": "musicteam", "totalPages": "1", '
           '"page": "1", "perPage": "50", "total": "1"}}}\n')
_DEEZER = ('{"tracks": {"data": [{"id": 2947516331, "title": "Espresso", "position": 1, "artist": {"name": '
           '"Sabrina Carpenter"}, "type": "track"}], "total": 10}, "albums": {"data": [], "total": 10}, '
           '"artists": {"data": [], "total": 10}, "playlists": {"data": [], "total": 10}}\n')
_LISTENBRAINZ = ('[{"listened_at": 1764500531, "recording_msid": "b7ffd2af-418f-4be2-bdd1-22f8b48613da", '
                 '"track_metadata": {"artist_name": "Sabrina Carpenter", "track_name": "Espresso", "additional_info": '
                 '{"isrc": "USUM72401994"}}}]\n')
_DDEX_ERN = ('<?xml version="1.0" encoding="UTF-8"?>\n<ern:NewReleaseMessage xmlns:ern="http://ddex.net/xml/ern/43" '
             'LanguageAndScriptCode="en" AvsVersionId="4">\n  <MessageHeader>\n    <MessageId>MSG-2026-1130</MessageId>'
             '\n  </MessageHeader>\n</ern:NewReleaseMessage>\n')
_DDEX_DSR = ("HEAD\t3.0\tDSR_ExampleDSP_UniversalMusic_2026-Q4_DE\tExampleDSP\tPADPIDA2014021302F\tUniversalMusic\t"
             "PADPIDA2007040502I\t2026-11-30\n"
             "SY02\tSubscription\tDE\tEUR\t1234567.89\t2026-11-01\t2026-11-30\n"
             "AS01\tA1\tUSUM72401994\tEspresso\tSabrina Carpenter\t210\n")
_CUE = ('REM GENRE Pop\nREM DATE 2026\nPERFORMER "Various Artists"\nTITLE "Chart Hits 2026-W47"\n'
        'FILE "chart.wav" WAVE\n  TRACK 01 AUDIO\n    TITLE "Espresso"\n    PERFORMER "Sabrina Carpenter"\n'
        '    ISRC USUM72401994\n    INDEX 01 00:00:00\n')


def thirtieth_bar_charts_cases() -> list[Case]:
    G = THIRTIETH_CHARTS
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="shares", judgements="picks", runs=_RECS3, stem="chart", outputs=_OUT,
        item="track", rounded="youtube",
        weights="{'spotify': 2.0, 'apple_music': 1.0, 'youtube': 1.0, 'shazam': 0.5}",
        lone_query="R['shazam']['2026-W48/JP'] = {'JPU902400123': 1.0, 'USUM72401994': 0.5}\n",
        trust="spotify 2\nyoutube 0.5\napple_music 1\n",
        trust_dict="{'spotify': 2, 'youtube': 0.5, 'apple_music': 1}",
        texts={
            "rrf": ("u30j_rrf_services",
                    "rankagg.fuse({service: {week/market: {ISRC: share}}}, method='rrf'): four services, six chart "
                    "weeks ('2026-W47/DE'), tracks by ISRC"),
            "borda": ("u30j_borda_partial_lists",
                      "rankagg.fuse(..., method='borda'): a service did not chart some tracks in a week"),
            "combsum": ("u30j_combsum_tied_scores",
                        "rankagg.fuse(..., method='combsum'): YouTube's shares at one decimal (many ties) beside the "
                        "others"),
            "fuser": ("u30j_weighted_fuser_trust",
                      "rankagg.Fuser('rrf', weights=...) per week: Spotify counts 2 (its market share), Shazam 0.5 "
                      "(discovery, not plays)"),
            "frame": ("u30j_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the shares as the team's "
                      "warehouse returns them, a row per week, track and service"),
            "evaluate": ("u30j_evaluate_picks",
                         "rankagg.evaluate(combined chart, the A&R picks, ['nDCG@5', 'AP', 'P@3']): does the combined "
                         "chart put first the tracks the label prioritised"),
            "lone": ("u30j_one_service_week",
                     "rankagg.fuse(..., method='rrf'): a market only Shazam charts yet (a launch week) beside weeks "
                     "every service covers"),
            "cli_rrf": ("u30j_cli_rrf_runs",
                        "rankagg fuse spotify.run apple_music.run youtube.run --method rrf -o chart.run: one run per "
                        "service, chart weeks as queries"),
            "cli_borda": ("u30j_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: Spotify counts "
                          "double)"),
            "cli_combsum": ("u30j_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four tracks the newsletter features"),
            "cli_evaluate": ("u30j_cli_evaluate_picks_qrels",
                             "rankagg evaluate chart.run --qrels picks.qrels -m ndcg_cut.5 -m map: the combined chart "
                             "against the A&R picks (0-2)"),
            "cli_parquet": ("u30j_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o chart.parquet: gzipped runs from the weekly job, a "
                            "Parquet table for the dashboard")})

    # --- the team's files given where runs are read: named by their format or tool, at the first line ---------------
    cases += files_as_runs(cli_bad, [
        ("u30j_spotify_chart_as_run", "Spotify's weekly chart CSV (rank, uri, artist_names, track_name, ..., "
         "streams)", "regional-de-weekly-2026-11-27.csv", _SPOTIFY, "Spotify",
         "regional-de-weekly-2026-11-27.csv:1"),
        ("u30j_spotify_old_chart_as_run", "Spotify's chart CSV as it was before 2022 (a note line, then Position, "
         "Track Name, Artist, Streams, URL)", "regional-global-weekly-latest.csv", _SPOTIFY_OLD, "Spotify",
         "regional-global-weekly-latest.csv:1"),
        ("u30j_lastfm_as_run", "a Last.fm user.getTopTracks response (toptracks, track, @attr)", "toptracks.json",
         _LASTFM, "Last.fm", "toptracks.json"),
        ("u30j_deezer_as_run", "a Deezer chart response (tracks, albums, artists, playlists: data, total)",
         "deezer_chart.json", _DEEZER, "Deezer", "deezer_chart.json"),
        ("u30j_listenbrainz_as_run", "a ListenBrainz listens export (listened_at, recording_msid, track_metadata)",
         "listens.json", _LISTENBRAINZ, "ListenBrainz", "listens.json"),
        ("u30j_ddex_ern_as_run", "a DDEX ERN message (ern:NewReleaseMessage: a release's delivery)",
         "ERN_MSG-2026-1130.xml", _DDEX_ERN, "DDEX", "ERN_MSG-2026-1130.xml:2"),
        ("u30j_ddex_dsr_as_run", "a DDEX DSR sales report (HEAD, SY02, AS01 records, tab-separated)",
         "DSR_ExampleDSP_2026-Q4_DE.tsv", _DDEX_DSR, "DDEX", "DSR_ExampleDSP_2026-Q4_DE.tsv:1"),
        ("u30j_cue_sheet_as_run", "a cue sheet (REM, PERFORMER, TITLE, FILE, TRACK, INDEX)", "chart_hits.cue", _CUE,
         "cue sheet", "chart_hits.cue:1")],
        one_run=("spotify.run", _ONE_RUN), stem="chart",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic table note says nothing the team can act on)")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u30j_spotify_chart_as_qrels", "regional-de-weekly-2026-11-27.csv", _SPOTIFY, "Spotify"),
        ("u30j_ddex_dsr_as_qrels", "DSR_ExampleDSP_2026-Q4_DE.tsv", _DDEX_DSR, "DDEX"),
        ("u30j_lastfm_as_qrels", "toptracks.json", _LASTFM, "Last.fm")],
        one_run=("spotify.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u30j_out_cue", "chart.cue", "a cue sheet"),
        ("u30j_out_nml", "chart.nml", "a Traktor collection"),
        ("u30j_out_als", "chart.als", "an Ableton Live set")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=31"))
    return cases
