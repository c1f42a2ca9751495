"""Issue 45's thirty-seventh bar of scripts/reliability_matrix.py, a club DJ collective and music label ranking tracks
per set and genre from its DJs' play charts (its cases, ids ``u37b_``, registered in its ``cases()``); the mechanics
(:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.  (Written by the lead, in a later
session, before any of its recognisers existed.)

The team's day: each set, night and genre (``set:club-r1/2026-11-28/techno``) is a query and each track a document by
its ISRC (``isrc:GB-KPL-26-00145``); the runs are the DJ software's play counts', the store charts', the dancefloor
meter's and the resident DJs' rankings, scores in [0, 1] at four decimals.  They are fused with RRF, Borda and CombSUM,
weighted by each source's record, and judged against the floor's reactions (2 peak-time filler, 1 played well, 0
cleared the floor).  The mistakes and odd files: the field's own files given where runs or qrels are read (a rekordbox
XML collection, a Traktor NML, a VirtualDJ database.xml, a Serato crate, an extended M3U8 playlist, a Beatport chart
CSV, a Discogs collection export, a cue sheet with the DJ's annotations, a MusicBrainz JSON answer, a PLS playlist,
VirtualDJ's tracklist), and outputs named for the field's files.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

THIRTYSEVENTH_DJING = ("45 Unseen inputs: a thirty-seventh bar, a club DJ collective and music label ranking tracks "
                       "per set and genre from DJs' play charts (rekordbox, Traktor, VirtualDJ, Serato, M3U, PLS, "
                       "Beatport, Discogs, cue sheets, MusicBrainz)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['play_counts', 'store_charts', 'dancefloor', 'residents'],
    items=['isrc:GB-KPL-26-00145', 'isrc:NL-A1B-26-00312', 'isrc:DE-Q99-26-10077', 'isrc:US-UM7-26-04521',
           'isrc:GB-DUW-26-00987', 'isrc:FR-X45-26-00012', 'isrc:BE-H1X-26-00440', 'isrc:QZ-ES9-26-12345'],
    queries=['set:club-r1/2026-11-28/techno', 'set:club-r2/2026-11-28/deep-house', 'set:warehouse/2026-11-29/minimal',
             'set:basement/2026-11-29/electro', 'set:rooftop/2026-11-30/afro-house', 'set:club-r2/2026-11-30/dnb'],
    suffix='/b2b', generator='set_charts', judgements='floor_reactions') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "set_charts", "chart.run")

_RECS3 = ["play_counts", "store_charts", "dancefloor"]
_OUT = ("chart.run",)
_ONE_RUN = ("set:club-r1/2026-11-28/techno Q0 isrc:GB-KPL-26-00145 1 0.91 store_charts\nset:club-r1/2026-11-28/techno "
            "Q0 isrc:NL-A1B-26-00312 2 0.77 store_charts\n")
# the collective's files, as the DJ software, the stores and the databases write them (a few lines)
_REKORDBOX = ('<?xml version="1.0" encoding="UTF-8"?>\n\n<DJ_PLAYLISTS Version="1.0.0">\n'
              '  <PRODUCT Name="rekordbox" Version="6.8.5" Company="AlphaTheta"/>\n  <COLLECTION Entries="1">\n'
              '    <TRACK TrackID="84512397" Name="Target" Artist="Kessler Drift" Composer="" Album="Target EP" '
              'Grouping="" Genre="Techno" Kind="MP3 File" Size="16084512" TotalTime="402" DiscNumber="0" '
              'TrackNumber="1" Year="2026" AverageBpm="132.00" DateAdded="2026-11-20" BitRate="320" '
              'SampleRate="44100" Comments="peak time" PlayCount="14" Rating="204" '
              'Location="file://localhost/Users/ilse/Music/Techno/Kessler%20Drift%20-%20Target.mp3" Remixer="" '
              'Tonality="8A" Label="Dystopian" Mix="Original Mix">\n'
              '      <TEMPO Inizio="0.025" Bpm="132.00" Metro="4/4" Battito="1"/>\n'
              '      <POSITION_MARK Name="drop" Type="0" Start="96.025" Num="0" Red="40" Green="226" Blue="20"/>\n'
              '    </TRACK>\n  </COLLECTION>\n  <PLAYLISTS>\n    <NODE Type="0" Name="ROOT" Count="1">\n'
              '      <NODE Name="Club R1 28-11" Type="1" KeyType="0" Entries="1">\n        <TRACK Key="84512397"/>\n'
              '      </NODE>\n    </NODE>\n  </PLAYLISTS>\n</DJ_PLAYLISTS>\n')
_NML = ('<?xml version="1.0" encoding="UTF-8" standalone="no" ?>\n'
        '<NML VERSION="19"><HEAD COMPANY="www.native-instruments.com" PROGRAM="Traktor"></HEAD>\n'
        '<MUSICFOLDERS></MUSICFOLDERS>\n<COLLECTION ENTRIES="1">\n'
        '<ENTRY MODIFIED_DATE="2026/11/27" MODIFIED_TIME="43521" TITLE="Target" ARTIST="Kessler Drift">'
        '<LOCATION DIR="/:Users/:ilse/:Music/:Techno/:" FILE="Kessler Drift - Target.mp3" VOLUME="Macintosh HD" '
        'VOLUMEID="Macintosh HD"></LOCATION>\n<ALBUM TITLE="Target EP"></ALBUM><INFO BITRATE="320000" GENRE="Techno" '
        'LABEL="Dystopian" KEY="8A" PLAYTIME="402" PLAYCOUNT="14" RANKING="204" IMPORT_DATE="2026/11/20"></INFO>'
        '<TEMPO BPM="132.000000" BPM_QUALITY="100.000000"></TEMPO></ENTRY>\n</COLLECTION>\n<SETS ENTRIES="0"></SETS>\n'
        '</NML>\n')
_VDJ = ('<?xml version="1.0" encoding="UTF-8"?>\n<VirtualDJ_Database Version="2026">\n'
        ' <Song FilePath="C:\\Users\\ilse\\Music\\Techno\\Kessler Drift - Target.mp3" FileSize="16084512">\n'
        '  <Tags Author="Kessler Drift" Title="Target" Genre="Techno" Album="Target EP" Label="Dystopian" '
        'Year="2026" Bpm="0.454545" Key="Am" Flag="1" />\n'
        '  <Infos SongLength="402.1" FirstSeen="1795132800" FirstPlay="1795216500" LastPlay="1795300200" '
        'PlayCount="14" Bitrate="320" />\n'
        '  <Scan Version="801" Bpm="0.454545" AltBpm="0.909091" Volume="1.0821" Key="Am" Flag="32768" />\n'
        '  <Poi Pos="0.025" Type="beatgrid" />\n  <Poi Name="drop" Pos="96.025" Num="1" />\n </Song>\n'
        '</VirtualDJ_Database>\n')


def _serato_tag(name: bytes, payload: bytes) -> bytes:
    """A Serato crate's field: a four-letter tag, the payload's length (4 bytes, big-endian), the payload."""
    return name + len(payload).to_bytes(4, "big") + payload


def _u16(text: str) -> bytes:
    return text.encode("utf-16-be")


# _Serato_/Subcrates/Techno.crate: the version ('1.0/Serato ScratchLive Crate'), the sort column, the columns shown,
# then a track per otrk (its path, UTF-16 big-endian)
_SERATO = (_serato_tag(b"vrsn", _u16("1.0/Serato ScratchLive Crate"))
           + _serato_tag(b"osrt", _serato_tag(b"tvcn", _u16("bpm")) + _serato_tag(b"brev", b"\x00"))
           + _serato_tag(b"ovct", _serato_tag(b"tvcn", _u16("song")) + _serato_tag(b"tvcw", _u16("0")))
           + _serato_tag(b"ovct", _serato_tag(b"tvcn", _u16("bpm")) + _serato_tag(b"tvcw", _u16("0")))
           + _serato_tag(b"otrk", _serato_tag(b"ptrk", _u16("Users/ilse/Music/Techno/Kessler Drift - Target.mp3")))
           + _serato_tag(b"otrk", _serato_tag(b"ptrk", _u16("Users/ilse/Music/Techno/Ania Vos - Low Orbit.flac"))))
_M3U8 = ("#EXTM3U\n#PLAYLIST:Club R1 28-11-2026 peak time\n#EXTINF:402,Kessler Drift - Target (Original Mix)\n"
         "/Users/ilse/Music/Techno/Kessler Drift - Target.mp3\n#EXTINF:377,Ania Vos - Low Orbit (Extended Mix)\n"
         "/Users/ilse/Music/Techno/Ania Vos - Low Orbit.flac\n#EXTINF:419,Mélodie Sauvage - Ferrite (Dub)\n"
         "/Users/ilse/Music/Techno/Mélodie Sauvage - Ferrite (Dub).aiff\n")
_BEATPORT = ("Position,Track,Mix,Artists,Remixers,Label,Genre,BPM,Key,Released,Beatport Track ID,URL\n"
             "1,Target,Original Mix,Kessler Drift,,Dystopian,Techno (Raw / Deep / Hypnotic),132,A Minor,2026-11-14,"
             "21834567,https://www.beatport.com/track/target/21834567\n"
             "2,Low Orbit,Extended Mix,Ania Vos,,Ostgut Ton,Techno (Peak Time / Driving),134,F Minor,2026-11-07,"
             "21790112,https://www.beatport.com/track/low-orbit/21790112\n")
_DISCOGS = ("Catalog#,Artist,Title,Label,Format,Rating,Released,release_id,CollectionFolder,Date Added,"
            "Collection Media Condition,Collection Sleeve Condition,Collection Notes\n"
            'DYS026,Kessler Drift,Target EP,Dystopian,"12"", EP",,2026,31234567,Techno,2026-11-20 21:14:03,'
            'Near Mint (NM or M-),Very Good Plus (VG+),A1 peak time\n'
            'OTON 188,Ania Vos,Low Orbit,Ostgut Ton,"2x12"", EP",5,2026,31198842,Techno,2026-11-09 18:02:51,'
            'Mint (M),Near Mint (NM or M-),\n')
_CUE = ('REM GENRE "Techno"\nREM DATE 2026\nREM COMMENT "Club R1 peak time, recorded from the booth (CDJ-3000 x3, '
        'DJM-V10)"\nPERFORMER "Ilse Marr"\nTITLE "Live at Club R1 - 28.11.2026"\nFILE "club-r1_2026-11-28.wav" WAVE\n'
        '  TRACK 01 AUDIO\n    TITLE "Target (Original Mix)"\n    PERFORMER "Kessler Drift"\n    REM BPM 132\n'
        '    REM KEY 8A\n    INDEX 01 00:00:00\n  TRACK 02 AUDIO\n    TITLE "Low Orbit (Extended Mix)"\n'
        '    PERFORMER "Ania Vos"\n    REM BPM 134\n    REM COMMENT "long blend over the Target breakdown"\n'
        '    INDEX 01 05:48:37\n')
_MUSICBRAINZ = ('{"id": "5b0e2c1f-8d3a-4c7e-9f61-2a4b8c9d0e13", "title": "Target", "length": 402000, '
                '"disambiguation": "", "video": false, "first-release-date": "2026-11-14", "isrcs": ["GBKPL2600145"], '
                '"artist-credit": [{"name": "Kessler Drift", "joinphrase": "", "artist": {"id": '
                '"c3d9a7e2-41b6-4f0a-8e25-7d1f6b3a9c80", "name": "Kessler Drift", "sort-name": "Drift, Kessler", '
                '"type": "Person", "disambiguation": ""}}]}\n')
_PLS = ("[playlist]\nFile1=/Users/ilse/Music/Techno/Kessler Drift - Target.mp3\n"
        "Title1=Kessler Drift - Target (Original Mix)\nLength1=402\n"
        "File2=/Users/ilse/Music/Techno/Ania Vos - Low Orbit.flac\nTitle2=Ania Vos - Low Orbit (Extended Mix)\n"
        "Length2=377\nNumberOfEntries=2\nVersion=2\n")
_VDJ_HISTORY = ("VirtualDJ History 2026/11/28\n------------------------------\n\n"
                "23:05 : Kessler Drift - Target (Original Mix)\n23:11 : Ania Vos - Low Orbit (Extended Mix)\n"
                "23:18 : Mélodie Sauvage - Ferrite (Dub)\n")


def thirtyseventh_bar_djing_cases() -> list[Case]:
    G = THIRTYSEVENTH_DJING
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="set_charts", judgements="floor_reactions", runs=_RECS3, stem="chart", outputs=_OUT,
        item="tracks", rounded="dancefloor",
        weights="{'play_counts': 1.0, 'store_charts': 0.5, 'dancefloor': 1.5, 'residents': 2.0}",
        lone_query="R['residents']['set:closing/2026-11-30/ambient'] = {'isrc:GB-AMB-26-00001': 0.9, "
                   "'isrc:GB-AMB-26-00002': 0.4}\n",
        trust="dancefloor 2\nplay_counts 1\nstore_charts 0.5\n",
        trust_dict="{'dancefloor': 2, 'play_counts': 1, 'store_charts': 0.5}",
        texts={
            "rrf": ("u37b_rrf_charts",
                    "rankagg.fuse({source: {set/night/genre: {track: score}}}, method='rrf'): four sources, six "
                    "sets ('set:club-r1/2026-11-28/techno'), tracks by ISRC ('isrc:GB-KPL-26-00145')"),
            "borda": ("u37b_borda_uncharted_tracks",
                      "rankagg.fuse(..., method='borda'): the store charts have no place for white labels and "
                      "unreleased dubs"),
            "combsum": ("u37b_combsum_rounded_scores",
                        "rankagg.fuse(..., method='combsum'): the dancefloor meter at one decimal (many ties) beside "
                        "the others"),
            "fuser": ("u37b_weighted_fuser_record",
                      "rankagg.Fuser('rrf', weights=...) per set: the residents count 2, the store charts 0.5"),
            "frame": ("u37b_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the label's A&R sheet, a row "
                      "per set, track and source"),
            "evaluate": ("u37b_evaluate_floor_reactions",
                         "rankagg.evaluate(fused ranking, the floor's reactions, ['nDCG@5', 'AP', 'P@3']): does the "
                         "fused ranking put first the peak-time fillers"),
            "lone": ("u37b_one_source_set",
                     "rankagg.fuse(..., method='rrf'): a set only the residents ranked (the ambient closing set) "
                     "beside sets every source covers"),
            "cli_rrf": ("u37b_cli_rrf_runs",
                        "rankagg fuse play_counts.run store_charts.run dancefloor.run --method rrf -o chart.run: one "
                        "run per source, sets as queries"),
            "cli_borda": ("u37b_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the dancefloor meter "
                          "counts double)"),
            "cli_combsum": ("u37b_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four tracks on the label's next EP"),
            "cli_evaluate": ("u37b_cli_evaluate_floor_qrels",
                             "rankagg evaluate chart.run --qrels floor_reactions.qrels -m ndcg_cut.5 -m map: the "
                             "fused ranking against the floor's reactions (0-2)"),
            "cli_parquet": ("u37b_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o chart.parquet: gzipped runs from the DJs' laptops, "
                            "a Parquet table for the label's monthly chart")})

    # --- the collective's files given where runs are read: named by their format or tool ------------------------------
    cases += files_as_runs(cli_bad, [
        ("u37b_rekordbox_xml_as_run", "a rekordbox XML collection (DJ_PLAYLISTS, PRODUCT, COLLECTION, TRACK, "
         "PLAYLISTS)", "rekordbox.xml", _REKORDBOX, "rekordbox", "rekordbox.xml:3"),
        ("u37b_traktor_nml_as_run", "a Traktor collection (.nml: NML VERSION=19, HEAD, COLLECTION, ENTRY)",
         "collection.nml", _NML, "Traktor", "collection.nml:2"),
        ("u37b_virtualdj_db_as_run", "VirtualDJ's database.xml (VirtualDJ_Database, Song, Tags, Infos, Scan, Poi)",
         "database.xml", _VDJ, "VirtualDJ", "database.xml:2"),
        ("u37b_serato_crate_as_run", "a Serato crate (_Serato_/Subcrates: vrsn '1.0/Serato ScratchLive Crate', "
         "osrt, ovct, otrk tags)", "Techno.crate", _SERATO, "Serato", "Techno.crate"),
        ("u37b_m3u8_as_run", "an extended M3U8 playlist (#EXTM3U, #PLAYLIST, #EXTINF lines, then paths)",
         "club-r1_2026-11-28.m3u8", _M3U8, "M3U", "club-r1_2026-11-28.m3u8:1"),
        ("u37b_beatport_csv_as_run", "a Beatport chart export (Position, Track, Mix, Artists, ..., Beatport Track "
         "ID, URL)", "beatport_top100_techno.csv", _BEATPORT, "Beatport", "beatport_top100_techno.csv:1"),
        ("u37b_discogs_csv_as_run", "a Discogs collection export (Catalog#, Artist, Title, Label, Format, ..., "
         "release_id)", "ilse-collection-20261128.csv", _DISCOGS, "Discogs", "ilse-collection-20261128.csv:1"),
        ("u37b_cue_sheet_as_run", "a cue sheet of a recorded set (REM GENRE/DATE/COMMENT, PERFORMER, TITLE, FILE, "
         "TRACK, INDEX, with REM BPM and KEY)", "club-r1_2026-11-28.cue", _CUE, "cue sheet",
         "club-r1_2026-11-28.cue:1"),
        ("u37b_musicbrainz_json_as_run", "MusicBrainz's recording lookup (id, title, length, isrcs, artist-credit)",
         "recording.json", _MUSICBRAINZ, "MusicBrainz", "recording.json:1")],
        one_run=("store_charts.run", _ONE_RUN), stem="chart",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a binary crate read as lines gives no ranking: named by its tags")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u37b_virtualdj_history_as_qrels", "tracklist.txt", _VDJ_HISTORY, "VirtualDJ"),
        ("u37b_pls_as_qrels", "club-r1_2026-11-28.pls", _PLS, "PLS"),
        ("u37b_discogs_as_qrels", "ilse-collection-20261128.csv", _DISCOGS, "Discogs"),
        ("u37b_m3u8_as_qrels", "club-r1_2026-11-28.m3u8", _M3U8, "M3U")],
        one_run=("store_charts.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u37b_out_nml", "chart.nml", "a Traktor collection"),
        ("u37b_out_m3u8", "chart.m3u8", "an M3U8 playlist"),
        ("u37b_out_crate", "chart.crate", "a Serato crate"),
        ("u37b_out_cue", "chart.cue", "a cue sheet")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=37"))

    # --- the collective's documents and tables given to the API -------------------------------------------------------
    cases += [
        bad("u37b_api_musicbrainz_dict",
            "rankagg.fuse(json.load(recording.json)): MusicBrainz's recording loaded in Python given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('m.json')), method='rrf')\n",
            "MusicBrainz", why="a run maps a query to {document: score}; MusicBrainz's 'title' is text, 'length' a "
            "number and 'isrcs' a list", files={"m.json": _MUSICBRAINZ}),
        bad("u37b_api_beatport_frame",
            "rankagg.fuse(pd.read_csv(beatport_top100_techno.csv)): a Beatport chart given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('b.csv'), method='borda')\n",
            "Beatport", why="a table of runs has qid, docid, run and score columns; Beatport's chart has a track per "
            "row (position, title, mix, artists, label)", files={"b.csv": _BEATPORT}),
    ]
    return cases
