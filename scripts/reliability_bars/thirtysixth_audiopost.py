"""Issue 45's thirty-sixth bar of scripts/reliability_matrix.py, an audio post-production and mastering studio ranking
an album's mix prints per track across loudness meters, reference matching, the mix engineer and the client (its
cases, ids ``u36j_``, registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner,
the verdicts) are the matrix's.  (Written in a later session, before any of its recognisers existed.)

The team's day: each album track (``trk:KNR-LP03/03-night-drive``) is a query and each mix print a document by its
revision, variant and format (``mix:v7_vocal-up@96k24``); the runs are the loudness fit's (integrated loudness and true
peak against the delivery targets), the reference match's (the spectral and dynamic distance to the client's reference
tracks), the mix engineer's and the client's rankings, scores in [0, 1] at four decimals.  They are fused with RRF,
Borda and CombSUM, weighted by each ranking's record, and judged against the approved masters (2 the print sent to
mastering, 1 a print kept as an alternate or the instrumental, 0 rejected).  The mistakes and odd files: the field's
own files given where runs or qrels are read (a REAPER project, an Ardour session, a Cubase/Nuendo track archive, an
Audacity project, a Broadcast Wave file with bext and iXML chunks, a CUE sheet, a Pro Tools session info export,
BWF MetaEdit's CSV, ffmpeg's loudnorm JSON; an ebur128 log and Audacity's labels as judgements), and outputs named
for the field's files.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import struct

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

THIRTYSIXTH_AUDIOPOST = ("45 Unseen inputs: a thirty-sixth bar, an audio post-production and mastering studio ranking "
                         "mix prints per album track across loudness, reference matching, the mix engineer and the "
                         "client (REAPER, Ardour, Cubase, Audacity, BWF, CUE, Pro Tools, BWF MetaEdit, loudnorm, "
                         "ebur128)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['loudness_fit', 'ref_match', 'engineer', 'client'],
    items=['mix:v7_main@96k24', 'mix:v7_vocal-up@96k24', 'mix:v6_main@48k24', 'mix:v7_inst@96k24',
           'mix:v5_main@48k24', 'mix:v7_tv@96k24', 'mix:v6_alt-bridge@48k24', 'mix:v4_rough@44k16'],
    queries=['trk:KNR-LP03/01-intro', 'trk:KNR-LP03/02-glasshouse', 'trk:KNR-LP03/03-night-drive',
             'trk:KNR-LP03/04-paper-moons', 'trk:KNR-LP03/05-undertow', 'trk:KNR-LP03/06-last-ferry'],
    suffix='/vinyl-cut', generator='mixes', judgements='approved') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "mixes", "mixes.run")

_RECS3 = ["loudness_fit", "ref_match", "engineer"]
_OUT = ("mixes.run",)
_ONE_RUN = ("trk:KNR-LP03/01-intro Q0 mix:v7_main@96k24 1 0.91 client\ntrk:KNR-LP03/01-intro Q0 "
            "mix:v7_vocal-up@96k24 2 0.77 client\ntrk:KNR-LP03/01-intro Q0 mix:v6_main@48k24 3 0.52 client\n")
# the team's files, as the DAWs, meters and the mastering tools write them (a few lines)
_RPP = ('<REAPER_PROJECT 0.1 "7.22/win64" 1795255402\n  <NOTES 0 2\n  >\n  RIPPLE 0\n  GROUPOVERRIDE 0 0 0\n'
        "  AUTOXFADE 129\n  ENVATTACH 3\n  MIXERUIFLAGS 11 48\n  PEAKGAIN 1\n  FEEDBACK 0\n  PANLAW 1\n"
        "  TEMPO 92 4 4\n  PLAYRATE 1 0 0.25 4\n  SAMPLERATE 96000 0 0\n"
        "  <TRACK {8F2A1C3E-5B7D-4E9A-A1C2-3D4E5F6A7B8C}\n    NAME \"Lead Vox\"\n    PEAKCOL 16576\n"
        "    VOLPAN 0.891251 0 -1 -1 1\n    MUTESOLO 0 0 0\n    <ITEM\n      POSITION 12.5\n      LENGTH 184.2\n"
        "      NAME LeadVox_take3.wav\n      <SOURCE WAVE\n        FILE \"Audio/LeadVox_take3.wav\"\n      >\n"
        "    >\n  >\n>\n")
_ARDOUR = ('<?xml version="1.0" encoding="UTF-8"?>\n<Session version="7003" name="night-drive" sample-rate="96000" '
           'end-is-free="0" id-counter="4181" name-counter="1" event-counter="0" vca-counter="1">\n'
           '  <ProgramVersion created-with="Ardour 8.4.0" modified-with="Ardour 8.4.0"/>\n  <Config>\n'
           '    <Option name="native-file-data-format" value="FormatFloat"/>\n'
           '    <Option name="native-file-header-format" value="WAVE"/>\n  </Config>\n  <Sources>\n'
           '    <Source name="Lead Vox-3.1.wav" type="audio" flags="" id="1024" captured-for="Lead Vox" channel="0" '
           'origin="" gain="1"/>\n  </Sources>\n  <Routes>\n'
           '    <Route version="7003" id="1187" name="Lead Vox" default-type="audio" strict-io="1" active="1" '
           'denormal-protection="0" meter-point="MeterPostFader" disk-io-point="DiskIOPreFader" '
           'meter-type="MeterPeak"/>\n  </Routes>\n</Session>\n')
_CUBASE = ('<?xml version="1.0" encoding="utf-8"?>\n<tracklist2>\n   <list name="track" type="obj">\n'
           '      <obj class="MAudioTrackEvent" ID="1917542384">\n         <int name="Flags" value="1"/>\n'
           '         <float name="Start" value="0"/>\n         <float name="Length" value="11289600"/>\n'
           '         <obj class="MListNode" name="Node" ID="1917542640">\n'
           '            <string name="Name" value="Lead Vox" wide="true"/>\n         </obj>\n      </obj>\n'
           '   </list>\n</tracklist2>\n')
# a CUE sheet for the CD master: two REM comments (the studio, the sequencer) before its commands
_CUE = ('REM COMMENT "Mastered at Harbour Mastering, 2026-11-27"\nREM COMMENT "WaveLab Pro 12.0.30"\n'
        'CATALOG 5060123456781\nPERFORMER "Kinnear"\nTITLE "Glasshouse"\nFILE "KNR-LP03_master_v7.wav" WAVE\n'
        '  TRACK 01 AUDIO\n    TITLE "Intro"\n    PERFORMER "Kinnear"\n    ISRC GBKNR2600101\n    INDEX 01 00:00:00\n'
        '  TRACK 02 AUDIO\n    TITLE "Glasshouse"\n    PERFORMER "Kinnear"\n    ISRC GBKNR2600102\n'
        '    INDEX 00 01:58:12\n    INDEX 01 02:00:12\n')
# Pro Tools' 'Export Session Info as Text': the header, then the markers listing (six fields a line)
_PROTOOLS = ("SESSION NAME:\tNight Drive MIX v7\nSAMPLE RATE:\t96000.000000\nBIT DEPTH:\t24-bit\n"
             "SESSION START TIMECODE:\t00:59:50:00\nTIMECODE FORMAT:\t25 Frame\n# OF AUDIO TRACKS:\t48\n"
             "# OF AUDIO CLIPS:\t312\n# OF AUDIO FILES:\t206\n\n\nM A R K E R S  L I S T I N G\n"
             "#   \tLOCATION     \tTIME REFERENCE    \tUNITS    \tNAME                             \tCOMMENTS\n"
             "1   \t00:59:58:00  \t768000            \tSamples  \tVerse1                           \tvox_ride\n"
             "2   \t01:00:44:10  \t5222400           \tSamples  \tChorus1                          \tbus_comp\n")
_METAEDIT = ("FileName,Description,Originator,OriginatorReference,OriginationDate,OriginationTime,"
             "TimeReference (translated),TimeReference,BextVersion,UMID,LoudnessValue,LoudnessRange,"
             "MaxTruePeakLevel,MaxMomentaryLoudness,MaxShortTermLoudness,CodingHistory,IARL,IART,ICMS,ICMT,ICOP,"
             "ICRD,IENG,IGNR,IKEY,IMED,INAM,IPRD,ISBJ,ISFT,ISRC,ISRF,ITCH\n"
             "/Volumes/Masters/KNR-LP03/03_night-drive_v7_main.wav,Night Drive mix v7 main,Pro Tools,"
             "USKNR0026112710032212345678901,2026-11-27,10:03:22,01:00:00.000,345600000,2,,-9.84,5.10,-0.81,-6.20,"
             '-8.10,"A=PCM,F=96000,W=24,M=stereo,T=Pro Tools",,Kinnear,,,,2026-11-27,,,,,Night Drive,Glasshouse,,,'
             "GBKNR2600103,,\n")
_LOUDNORM = ('{\n\t"input_i" : "-9.84",\n\t"input_tp" : "-0.81",\n\t"input_lra" : "5.10",\n'
             '\t"input_thresh" : "-19.95",\n\t"output_i" : "-14.02",\n\t"output_tp" : "-1.00",\n'
             '\t"output_lra" : "4.80",\n\t"output_thresh" : "-24.12",\n\t"normalization_type" : "dynamic",\n'
             '\t"target_offset" : "0.02"\n}\n')
_EBUR128 = ("ffmpeg version 7.1 Copyright (c) 2000-2024 the FFmpeg developers\n  built with gcc 14.2.0 (GCC)\n"
            "Input #0, wav, from 'KNR-LP03_03_night-drive_v7.wav':\n  Duration: 00:04:12.35, bitrate: 4608 kb/s\n"
            "  Stream #0:0: Audio: pcm_s24le ([1][0][0][0] / 0x0001), 96000 Hz, stereo, s32 (24 bit), 4608 kb/s\n"
            "[Parsed_ebur128_0 @ 0x5581c3a4e2c0] t: 0.0999792  TARGET:-23 LUFS    M:-120.7 S:-120.7     "
            "I: -70.0 LUFS       LRA:   0.0 LU  FTPK: -inf -inf dBFS  TPK: -inf -inf dBFS\n"
            "[Parsed_ebur128_0 @ 0x5581c3a4e2c0] Summary:\n\n  Integrated loudness:\n    I:          -9.8 LUFS\n"
            "    Threshold: -19.9 LUFS\n\n  Loudness range:\n    LRA:         5.1 LU\n    Threshold: -29.9 LUFS\n"
            "    LRA low:   -14.2 LUFS\n    LRA high:   -9.1 LUFS\n\n  True peak:\n    Peak:       -0.8 dBFS\n")
# Audacity's exported labels: start, end, label (tab-separated; 'take 3' makes four fields, the last a number)
_LABELS = "12.500000\t45.250000\ttake 3\n45.250000\t78.000000\ttake 5\n78.000000\t131.750000\ttake 2\n"


def _chunk(cid: bytes, body: bytes) -> bytes:
    """A RIFF chunk: its id, its length, its body and a pad byte to an even length."""
    return cid + struct.pack("<I", len(body)) + body + b"\x00" * (len(body) % 2)


# a Broadcast Wave file: RIFF/WAVE with the bext chunk (EBU Tech 3285 v2: description, originator, reference, date,
# time, time reference, version, UMID, loudness values, reserved, coding history), fmt, iXML and a little data
_BEXT = (b"Night Drive mix v7 main".ljust(256, b"\x00") + b"Pro Tools".ljust(32, b"\x00")
         + b"USKNR0026112710032212345678901".ljust(32, b"\x00") + b"2026-11-27" + b"10:03:22"
         + struct.pack("<IIH", 345600000, 0, 2) + b"\x00" * 64 + struct.pack("<hhhhh", -984, 510, -81, -620, -810)
         + b"\x00" * 180 + b"A=PCM,F=96000,W=24,M=stereo,T=Pro Tools\r\n")
_IXML = (b'<?xml version="1.0" encoding="UTF-8"?>\n<BWFXML>\n<IXML_VERSION>2.10</IXML_VERSION>\n'
         b"<PROJECT>KNR-LP03</PROJECT>\n<SCENE>03-night-drive</SCENE>\n<TAKE>7</TAKE>\n<NOTE>main mix</NOTE>\n"
         b"</BWFXML>\n")
_WAV_BODY = (b"WAVE" + _chunk(b"bext", _BEXT) + _chunk(b"fmt ", struct.pack("<HHIIHH", 1, 2, 96000, 576000, 6, 24))
             + _chunk(b"iXML", _IXML) + _chunk(b"data", b"\x00" * 24))
_BWF = b"RIFF" + struct.pack("<I", len(_WAV_BODY)) + _WAV_BODY
# an Audacity 3 project (.aup3): an SQLite database whose header's application id reads 'AUDY', then page 1
_AUP3 = (struct.pack(">16sHBBBBBBIIIIIIIIIIII20sII", b"SQLite format 3\x00", 4096, 1, 1, 0, 64, 32, 32, 3, 1, 0, 0,
                     4, 4, 0, 0, 1, 0x03000000, 0, 0x41554459, b"\x00" * 20, 3, 3045001)
         + b"\x0d\x00\x00\x00\x00\x10\x00\x00" + b"\x00" * 3988)


def thirtysixth_bar_audiopost_cases() -> list[Case]:
    G = THIRTYSIXTH_AUDIOPOST
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="mixes", judgements="approved", runs=_RECS3, stem="mixes", outputs=_OUT,
        item="mix print", rounded="engineer",
        weights="{'loudness_fit': 0.5, 'ref_match': 1.0, 'engineer': 2.0, 'client': 1.5}",
        lone_query="R['client']['trk:KNR-LP03/07-bonus-demo'] = {'mix:v7_main@96k24': 0.9, "
                   "'mix:v4_rough@44k16': 0.4}\n",
        trust="engineer 2\nref_match 1\nloudness_fit 0.5\n",
        trust_dict="{'engineer': 2, 'ref_match': 1, 'loudness_fit': 0.5}",
        texts={
            "rrf": ("u36j_rrf_rankings",
                    "rankagg.fuse({ranking: {track: {mix print: value}}}, method='rrf'): four rankings, six tracks "
                    "('trk:KNR-LP03/03-night-drive'), prints as revision_variant@format"),
            "borda": ("u36j_borda_unmetered_prints",
                      "rankagg.fuse(..., method='borda'): the loudness meter and the reference match skipped the "
                      "prints bounced after the overnight batch"),
            "combsum": ("u36j_combsum_rounded_ratings",
                        "rankagg.fuse(..., method='combsum'): the mix engineer's star ratings at one decimal (many "
                        "ties) beside the others"),
            "fuser": ("u36j_weighted_fuser_record",
                      "rankagg.Fuser('rrf', weights=...) per track: the engineer counts 2, the loudness fit 0.5"),
            "frame": ("u36j_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the studio's print log, a "
                      "row per track, print and ranking"),
            "evaluate": ("u36j_evaluate_approved",
                         "rankagg.evaluate(fused ranking, the approved masters, ['nDCG@5', 'AP', 'P@3']): does the "
                         "fused ranking put first the prints the client signed off"),
            "lone": ("u36j_one_ranking_track",
                     "rankagg.fuse(..., method='rrf'): a bonus demo only the client ranked beside tracks every "
                     "ranking covers"),
            "cli_rrf": ("u36j_cli_rrf_runs",
                        "rankagg fuse loudness_fit.run ref_match.run engineer.run --method rrf -o mixes.run: one run "
                        "per ranking, tracks as queries"),
            "cli_borda": ("u36j_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the engineer counts "
                          "double)"),
            "cli_combsum": ("u36j_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four prints per track the client "
                            "listens to at the playback session"),
            "cli_evaluate": ("u36j_cli_evaluate_approved_qrels",
                             "rankagg evaluate mixes.run --qrels approved.qrels -m ndcg_cut.5 -m map: the fused "
                             "ranking against the approved masters (0-2)"),
            "cli_parquet": ("u36j_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o mixes.parquet: gzipped runs from the studio's "
                            "render server, a Parquet table for the project tracker")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u36j_reaper_rpp_as_run", "a REAPER project (.rpp: '<REAPER_PROJECT 0.1 \"7.22/win64\" ...', then nested "
         "TRACK, ITEM and SOURCE chunks)", "night-drive_v7.rpp", _RPP, "REAPER", "night-drive_v7.rpp:1"),
        ("u36j_ardour_session_as_run", "an Ardour session (Session version=..., ProgramVersion, Config, Sources, "
         "Routes)", "night-drive.ardour", _ARDOUR, "Ardour", "night-drive.ardour:2"),
        ("u36j_cubase_archive_as_run", "a Cubase/Nuendo track archive (tracklist2, list name=track, obj "
         "class=MAudioTrackEvent)", "LeadVox_archive.xml", _CUBASE, "Cubase", "LeadVox_archive.xml:2"),
        ("u36j_aup3_as_run", "an Audacity 3 project (.aup3: an SQLite database, application id 'AUDY')",
         "night-drive_edit.aup3", _AUP3, "Audacity", "night-drive_edit.aup3"),
        ("u36j_bwf_as_run", "a Broadcast Wave file (RIFF/WAVE with bext, fmt, iXML and data chunks)",
         "03_night-drive_v7_main.wav", _BWF, "BWF", "03_night-drive_v7_main.wav"),
        ("u36j_cue_sheet_as_run", "a CUE sheet for the CD master (REM comments, then CATALOG, PERFORMER, TITLE, FILE, "
         "TRACK, ISRC, INDEX)", "KNR-LP03_master_v7.cue", _CUE, "CUE", "KNR-LP03_master_v7.cue:3"),
        ("u36j_protools_info_as_run", "Pro Tools' session info text (SESSION NAME, SAMPLE RATE, ..., then the "
         "markers listing: six tab-separated fields a line)", "NightDrive_MIX_v7.txt", _PROTOOLS, "Pro Tools",
         "NightDrive_MIX_v7.txt:1"),
        ("u36j_bwf_metaedit_csv_as_run", "BWF MetaEdit's core metadata CSV (FileName, Description, Originator, ..., "
         "LoudnessValue, ..., CodingHistory, IARL, ..., ITCH)", "KNR-LP03_core.csv", _METAEDIT, "BWF MetaEdit",
         "KNR-LP03_core.csv:1"),
        ("u36j_loudnorm_json_as_run", "ffmpeg loudnorm's measurement (print_format=json: input_i, input_tp, "
         "input_lra, input_thresh, ..., target_offset)", "night-drive_v7_loudnorm.json", _LOUDNORM, "loudnorm",
         "night-drive_v7_loudnorm.json:1")],
        one_run=("client.run", _ONE_RUN), stem="mixes",
        text_why="trec_eval refuses a line of other than six fields, and reads a Pro Tools markers listing's six as "
                 "a run of nonsense; the file is the field's own, named by what it is (a field count or a generic "
                 "note says nothing the team can act on)",
        binary_why="trec_eval reads text; an audio file or a project database read as lines gives no ranking: named "
                   "by its magic bytes")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u36j_audacity_labels_as_qrels", "takes_labels.txt", _LABELS, "Audacity"),
        ("u36j_ebur128_log_as_qrels", "night-drive_v7_ebur128.log", _EBUR128, "ebur128"),
        ("u36j_bwf_metaedit_as_qrels", "KNR-LP03_core.csv", _METAEDIT, "BWF MetaEdit"),
        ("u36j_protools_info_as_qrels", "NightDrive_MIX_v7.txt", _PROTOOLS, "Pro Tools")],
        one_run=("client.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u36j_out_rpp", "mixes.rpp", "a REAPER project"),
        ("u36j_out_cue", "mixes.cue", "a CUE sheet"),
        ("u36j_out_aup3", "mixes.aup3", "an Audacity project"),
        ("u36j_out_wav", "mixes.wav", "a WAV audio file")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=32"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u36j_api_loudnorm_dict",
            "rankagg.fuse(json.load(night-drive_v7_loudnorm.json)): ffmpeg loudnorm's measurement loaded in Python "
            "given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('l.json')), method='rrf')\n",
            "loudnorm", why="a run maps a query to {document: score}; loudnorm's 'input_i' is a loudness as text and "
            "'normalization_type' a word", files={"l.json": _LOUDNORM}),
        bad("u36j_api_bwf_metaedit_frame",
            "rankagg.fuse(pd.read_csv(KNR-LP03_core.csv)): BWF MetaEdit's metadata CSV given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('m.csv'), method='borda')\n",
            "BWF MetaEdit", why="a table of runs has qid, docid, run and score columns; BWF MetaEdit's has a file per "
            "row and its bext and INFO fields", files={"m.csv": _METAEDIT}),
    ]
    return cases
