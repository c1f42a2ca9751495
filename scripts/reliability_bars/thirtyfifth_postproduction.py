"""Issue 45's thirty-fifth bar of scripts/reliability_matrix.py, a film and TV post-production team ranking takes per
episode and scene across the script supervisor's notes, automated QC, the assistant editor and the director (its
cases, ids ``u35d_``, registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner,
the verdicts) are the matrix's.  (Written in a later session, before any of its recognisers existed.)

The team's day: each episode and scene (``ep:S02E04/sc-012A``) is a query and each take a document by its take number
and camera clip (``take:T3@A003C012``); the runs are the script supervisor's notes' (circled takes, continuity), the
dailies' automated QC's (focus, exposure, boom in shot), the assistant editor's and the director's rankings of the
takes, scores in [0, 1] at four decimals.  They are fused with RRF, Borda and CombSUM, weighted by each ranking's
record, and judged against the locked cut (2 a take in the cut, 1 a take used for a pickup or an alternate, 0 a take
unused).  The mistakes and odd files: the field's own files given where runs or qrels are read (a CMX3600 EDL, Final
Cut Pro's FCPXML, an Avid ALE, an MXF clip, SubRip subtitles, EBU-TT-D (TTML) subtitles, DaVinci Resolve's Edit Index,
an OpenTimelineIO timeline, Avid's marker list; an EDL with a speed change, WebVTT captions, an AAF and an EBU STL as
judgements), and outputs named for the field's files.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import struct
import uuid

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

THIRTYFIFTH_POSTPRODUCTION = ("45 Unseen inputs: a thirty-fifth bar, a film and TV post-production team ranking takes "
                              "per episode and scene across script notes, dailies QC, the assistant editor and the "
                              "director (CMX3600 EDL, FCPXML, ALE, MXF, SRT, TTML, DaVinci Resolve, OpenTimelineIO, "
                              "Avid, WebVTT, AAF, EBU STL)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['script_notes', 'qc_metrics', 'assistant_editor', 'director'],
    items=['take:T3@A003C012', 'take:T5@A003C014', 'take:T2@B002C009', 'take:T7@A003C016', 'take:T1@A003C010',
           'take:T4@B002C011', 'take:T6@A003C015', 'take:T8@B002C013'],
    queries=['ep:S02E04/sc-012A', 'ep:S02E04/sc-014', 'ep:S02E04/sc-021B', 'ep:S02E05/sc-003', 'ep:S02E05/sc-017',
             'ep:S02E05/sc-030'],
    suffix='/pickups', generator='take_scores', judgements='in_the_cut') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "take_scores", "takes.run")

_RECS3 = ["script_notes", "qc_metrics", "assistant_editor"]
_OUT = ("takes.run",)
_ONE_RUN = ("ep:S02E04/sc-012A Q0 take:T3@A003C012 1 0.91 assistant_editor\nep:S02E04/sc-012A Q0 "
            "take:T5@A003C014 2 0.77 assistant_editor\n")
# the team's files, as the NLEs, the cameras, the subtitlers and the conform write them (a few lines)
# a CMX3600 EDL: TITLE and FCM, then events (event, reel, track, transition, source in/out, record in/out), comments,
# and an M2 speed change (reel, speed, source in: four fields)
_EDL = ("TITLE: S02E04_LOCK_v12\nFCM: NON-DROP FRAME\n\n"
        "001  A003C012 V     C        14:22:08:11 14:22:12:03 01:00:00:00 01:00:03:16\n"
        "* FROM CLIP NAME: A003C012_261127_R1AB.mov\n* SOURCE FILE: A003C012_261127_R1AB\n\n"
        "002  B002C009 V     C        15:01:40:02 15:01:42:20 01:00:03:16 01:00:06:10\n"
        "M2   B002C009       048.0                15:01:40:02\n* FROM CLIP NAME: B002C009_261127_R2CD.mov\n\n"
        "003  A003C014 V     C        14:25:51:07 14:25:55:19 01:00:06:10 01:00:10:22\n"
        "* FROM CLIP NAME: A003C014_261127_R1AB.mov\n")
# Final Cut Pro's FCPXML 1.11: the declaration, the DOCTYPE, a blank line, then fcpxml, resources, library
_FCPXML = ('<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE fcpxml>\n\n<fcpxml version="1.11">\n    <resources>\n'
           '        <format id="r1" name="FFVideoFormat1080p2398" frameDuration="1001/24000s" width="1920" '
           'height="1080" colorSpace="1-1-1 (Rec. 709)"/>\n'
           '        <asset id="r2" name="A003C012_261127_R1AB" start="1240410169/24000s" duration="913913/24000s" '
           'hasVideo="1" format="r1" hasAudio="1" audioSources="1" audioChannels="2" audioRate="48000">\n'
           '            <media-rep kind="original-media" src="file:///Volumes/S02_RAID/S02E04/A003/'
           'A003C012_261127_R1AB.mov"/>\n        </asset>\n    </resources>\n    <library>\n'
           '        <event name="S02E04 Dailies">\n            <project name="S02E04_LOCK_v12">\n'
           '                <sequence format="r1" duration="87087/24000s" tcStart="3600s" tcFormat="NDF">\n'
           '                    <spine>\n                        <asset-clip ref="r2" offset="3600s" '
           'name="A003C012_261127_R1AB" start="1240524283/24000s" duration="87087/24000s" tcFormat="NDF"/>\n'
           '                    </spine>\n                </sequence>\n            </project>\n        </event>\n'
           '    </library>\n</fcpxml>\n')
# an Avid Log Exchange (ALE) from the dailies: its Heading, Column and Data sections, tab-separated
_ALE = ("Heading\nFIELD_DELIM\tTABS\nVIDEO_FORMAT\t1080\nAUDIO_FORMAT\t48khz\nFPS\t23.976\n\nColumn\n"
        "Name\tTracks\tStart\tEnd\tTape\tSource File\tScene\tTake\tCamroll\n\nData\n"
        "A003C012_261127_R1AB\tVA1A2\t14:22:03:00\t14:22:41:07\tA003C012\tA003C012_261127_R1AB.mov\t12A\t3\tA003\n"
        "A003C014_261127_R1AB\tVA1A2\t14:25:40:12\t14:26:19:02\tA003C014\tA003C014_261127_R1AB.mov\t12A\t5\tA003\n")


def _mxf() -> bytes:
    """An MXF clip's start (SMPTE 377): the closed, complete header partition pack (MXF 1.3, KAG 512, OP1a, one
    essence container: MPEG long GOP, frame-wrapped), then a fill item."""
    pack = (struct.pack(">HHIQQQQQIQI", 1, 3, 512, 0, 0, 18874368, 65024, 0, 0, 0, 1)
            + bytes.fromhex("060e2b34040101010d01020101010900") + struct.pack(">II", 1, 16)
            + bytes.fromhex("060e2b34040101020d01030102046001"))
    return (bytes.fromhex("060e2b34020501010d01020101020400") + b"\x83" + len(pack).to_bytes(3, "big") + pack
            + bytes.fromhex("060e2b34010101020301021001000000") + b"\x83\x00\x00\x40" + b"\x00" * 64)


# SubRip subtitles: a cue number, its times (hh:mm:ss,mmm --> hh:mm:ss,mmm), its lines, a blank line
_SRT = ("1\n00:00:03,160 --> 00:00:05,400\nWhere were you last night?\n\n2\n00:00:05,900 --> 00:00:08,120\n"
        "- Out.\n- Out where?\n\n3\n00:00:09,010 --> 00:00:11,480\nYou don't get to ask me that.\n")
# EBU-TT-D subtitles (TTML): tt:tt with the TTML and EBU namespaces, head (metadata, styling, layout), body
_TTML = ('<?xml version="1.0" encoding="UTF-8"?>\n<tt:tt xmlns:tt="http://www.w3.org/ns/ttml" '
         'xmlns:ttp="http://www.w3.org/ns/ttml#parameter" xmlns:tts="http://www.w3.org/ns/ttml#styling" '
         'xmlns:ebuttm="urn:ebu:tt:metadata" ttp:timeBase="media" ttp:cellResolution="50 30" xml:lang="en">\n'
         '  <tt:head>\n    <tt:metadata><ebuttm:documentMetadata><ebuttm:conformsToStandard>urn:ebu:tt:distribution:'
         '2018-04</ebuttm:conformsToStandard></ebuttm:documentMetadata></tt:metadata>\n'
         '    <tt:styling><tt:style xml:id="s0" tts:fontFamily="proportionalSansSerif" tts:fontSize="100%"/>'
         '</tt:styling>\n    <tt:layout><tt:region xml:id="bottom" tts:origin="10% 10%" tts:extent="80% 80%" '
         'tts:displayAlign="after"/></tt:layout>\n  </tt:head>\n  <tt:body>\n    <tt:div>\n'
         '      <tt:p xml:id="sub1" region="bottom" begin="00:00:03.160" end="00:00:05.400"><tt:span style="s0">'
         'Where were you last night?</tt:span></tt:p>\n    </tt:div>\n  </tt:body>\n</tt:tt>\n')
# DaVinci Resolve's Edit Index exported as CSV: the events with their clips' metadata and markers' colours and notes
_RESOLVE_CSV = ("#,Reel,Match,V,C,Dur,Source In,Source Out,Record In,Record Out,Name,Comments,Source Start,Source End,"
                "Source Duration,Codec,Source FPS,Resolution,Color,Notes,EDL Clip Name,Marker Keywords\n"
                "1,A003C012,Full,V1,Cut,00:00:03:16,14:22:08:11,14:22:12:03,01:00:00:00,01:00:03:16,"
                "A003C012_261127_R1AB.mov,,14:22:03:00,14:22:41:07,00:00:38:07,Apple ProRes 4444 XQ,23.976,"
                "4448x3096,Green,circled take,A003C012_261127_R1AB.mov,\n"
                "2,B002C009,Full,V1,Cut,00:00:02:18,15:01:40:02,15:01:42:20,01:00:03:16,01:00:06:10,"
                "B002C009_261127_R2CD.mov,,15:01:35:00,15:02:20:11,00:00:45:11,Apple ProRes 4444 XQ,23.976,"
                "4448x3096,Red,boom in frame,B002C009_261127_R2CD.mov,QC\n")
# an OpenTimelineIO timeline (.otio, JSON): OTIO_SCHEMA Timeline.1, name, global_start_time, tracks
_OTIO = ('{\n    "OTIO_SCHEMA": "Timeline.1",\n    "metadata": {},\n    "name": "S02E04_LOCK_v12",\n'
         '    "global_start_time": {\n        "OTIO_SCHEMA": "RationalTime.1",\n        "rate": 23.976,\n'
         '        "value": 86313.6\n    },\n    "tracks": {\n        "OTIO_SCHEMA": "Stack.1",\n'
         '        "metadata": {},\n        "name": "tracks",\n        "source_range": null,\n        "effects": [],\n'
         '        "markers": [],\n        "enabled": true,\n        "children": [\n            {\n'
         '                "OTIO_SCHEMA": "Track.1",\n                "metadata": {},\n                "name": "V1",\n'
         '                "source_range": null,\n                "effects": [],\n                "markers": [],\n'
         '                "enabled": true,\n                "children": [],\n                "kind": "Video"\n'
         '            }\n        ]\n    }\n}\n')
# Avid Media Composer's marker list (Markers > Export): user, timecode, track, colour, comment, duration; the VFX
# editor's comments are shot ids, so six fields a line
_AVID_MARKERS = ("vfx_ed\t01:00:02:14\tV1\tmagenta\tS02E04_012A_0010\t1\n"
                 "vfx_ed\t01:00:07:03\tV1\tmagenta\tS02E04_012A_0020\t1\n"
                 "vfx_ed\t01:00:09:21\tV1\tcyan\tS02E04_014_0010\t1\n")
# the judgements' mistakes: WebVTT captions (four-word cues), an AAF (a compound file with AAF's 4K signature and the
# root's class), an EBU STL (the 1024-byte GSI block, then 128-byte TTI blocks)
_WEBVTT = ("WEBVTT\n\nNOTE S02E04 lock v12, English SDH\n\n00:00:03.160 --> 00:00:05.400 line:85%\n"
           "I never said that.\n\n00:00:05.900 --> 00:00:08.120\nThen who did, Mara?\n\n"
           "00:00:09.010 --> 00:00:11.480\n[DOOR SLAMS SHUT]\n")


def _aaf() -> bytes:
    """An AAF file as Media Composer writes it: a compound file (v4, 4096-byte sectors) whose header carries AAF's
    signature, a FAT sector, and a directory: the root (AAF's Root class), Header-2 and MetaDictionary-1."""
    header = (b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + uuid.UUID("0d010201-0200-0000-060e-2b3403020101").bytes_le
              + struct.pack("<HHHHH6s", 0x3E, 4, 0xFFFE, 12, 6, b"\x00" * 6)
              + struct.pack("<9I", 1, 1, 1, 0, 4096, 0xFFFFFFFE, 0, 0xFFFFFFFE, 0)
              + struct.pack("<109I", 0, *[0xFFFFFFFF] * 108))
    fat = struct.pack("<1024I", 0xFFFFFFFD, 0xFFFFFFFE, *[0xFFFFFFFF] * 1022)

    def entry(name: str, kind: int, left: int, right: int, child: int, clsid: bytes) -> bytes:
        raw = name.encode("utf-16-le") + b"\x00\x00"
        return (raw.ljust(64, b"\x00") + struct.pack("<HBB3I", len(raw), kind, 1, left, right, child) + clsid
                + struct.pack("<IQQIQ", 0, 0, 0, 0xFFFFFFFE if kind == 5 else 0, 0))

    none = 0xFFFFFFFF
    directory = (entry("Root Entry", 5, none, none, 1, uuid.UUID("b3b398a5-1c90-11d4-8053-080036210804").bytes_le)
                 + entry("Header-2", 1, none, 2, none, uuid.UUID("0d010101-0101-2f00-060e-2b3402060101").bytes_le)
                 + entry("MetaDictionary-1", 1, none, none, none,
                         uuid.UUID("0d010101-0225-0000-060e-2b3402060101").bytes_le))
    return header.ljust(4096, b"\x00") + fat + directory.ljust(4096, b"\x00")


def _ebu_stl() -> bytes:
    """An EBU STL subtitle file (EBU Tech 3264): the GSI block (code page 850, 'STL25.01', teletext level 1, English,
    titles, dates, counts, timecodes, country) and one TTI block (subtitle 1, its times, its text)."""
    gsi = ("850" + "STL25.01" + "1" + "00" + "09" + "SOUTHERN LINE".ljust(32) + "EPISODE 4".ljust(32)
           + "SOUTHERN LINE".ljust(32) + "EPISODE 4".ljust(32) + "NORTHCUT SUBS".ljust(32) + "".ljust(32)
           + "".ljust(16) + "261127" + "261127" + "00" + "00001" + "00001" + "001" + "40" + "23" + "1"
           + "10000000" + "10000312" + "1" + "1" + "GBR" + "NORTHCUT POST".ljust(32) + "".ljust(32) + "".ljust(32)
           + "".ljust(75) + "".ljust(576)).encode("ascii")
    text = b"Where were you last night?"
    tti = (struct.pack("<BHBB", 0, 1, 0xFF, 0) + bytes([0, 0, 3, 4]) + bytes([0, 0, 5, 10]) + bytes([22, 2, 0])
           + text.ljust(112, b"\x8f"))
    return gsi + tti


def thirtyfifth_bar_postproduction_cases() -> list[Case]:
    G = THIRTYFIFTH_POSTPRODUCTION
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="take_scores", judgements="in_the_cut", runs=_RECS3, stem="takes", outputs=_OUT,
        item="takes", rounded="script_notes",
        weights="{'script_notes': 1.5, 'qc_metrics': 0.5, 'assistant_editor': 1.0, 'director': 2.0}",
        lone_query="R['director']['ep:S02E06/sc-001'] = {'take:T1@A010C001': 0.9, 'take:T2@A010C002': 0.4}\n",
        trust="script_notes 2\nassistant_editor 1\nqc_metrics 0.5\n",
        trust_dict="{'script_notes': 2, 'assistant_editor': 1, 'qc_metrics': 0.5}",
        texts={
            "rrf": ("u35d_rrf_take_rankings",
                    "rankagg.fuse({ranking: {episode/scene: {take: score}}}, method='rrf'): script notes, dailies QC, "
                    "the assistant editor and the director, six scenes ('ep:S02E04/sc-012A'), takes as take@clip"),
            "borda": ("u35d_borda_unscored_takes",
                      "rankagg.fuse(..., method='borda'): dailies QC did not score the B camera's takes (its clips "
                      "came in late)"),
            "combsum": ("u35d_combsum_rounded_scores",
                        "rankagg.fuse(..., method='combsum'): the script supervisor's ratings at one decimal (many "
                        "ties) beside the others"),
            "fuser": ("u35d_weighted_fuser_record",
                      "rankagg.Fuser('rrf', weights=...) per scene: the director counts 2, dailies QC 0.5"),
            "frame": ("u35d_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the cutting room's take "
                      "sheet, a row per scene, take and ranking"),
            "evaluate": ("u35d_evaluate_in_the_cut",
                         "rankagg.evaluate(fused ranking, the locked cut, ['nDCG@5', 'AP', 'P@3']): does the fused "
                         "ranking put first the takes the cut used"),
            "lone": ("u35d_one_ranking_scene",
                     "rankagg.fuse(..., method='rrf'): a cold open only the director ranked (shot after dailies) "
                     "beside scenes every ranking covers"),
            "cli_rrf": ("u35d_cli_rrf_runs",
                        "rankagg fuse script_notes.run qc_metrics.run assistant_editor.run --method rrf -o takes.run: "
                        "one run per ranking, scenes as queries"),
            "cli_borda": ("u35d_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the script "
                          "supervisor counts double)"),
            "cli_combsum": ("u35d_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four takes per scene the editor "
                            "screens first"),
            "cli_evaluate": ("u35d_cli_evaluate_cut_qrels",
                             "rankagg evaluate takes.run --qrels in_the_cut.qrels -m ndcg_cut.5 -m map: the fused "
                             "ranking against the locked cut (0-2)"),
            "cli_parquet": ("u35d_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o takes.parquet: gzipped runs from the dailies "
                            "server, a Parquet table for the producers' review")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u35d_edl_as_run", "a CMX3600 EDL (TITLE, FCM, then events: event, reel, track, transition, source and "
         "record in and out)", "S02E04_LOCK_v12.edl", _EDL, "EDL", "S02E04_LOCK_v12.edl:1"),
        ("u35d_fcpxml_as_run", "Final Cut Pro's FCPXML 1.11 (<!DOCTYPE fcpxml>, fcpxml: resources, library, event, "
         "project, sequence, spine)", "S02E04_LOCK_v12.fcpxml", _FCPXML, "FCPXML", "S02E04_LOCK_v12.fcpxml:4"),
        ("u35d_ale_as_run", "an Avid Log Exchange (ALE: Heading, FIELD_DELIM TABS, ..., Column, then Data)",
         "S02E04_DAY12.ale", _ALE, "ALE", "S02E04_DAY12.ale:1"),
        ("u35d_mxf_as_run", "an MXF clip (a header partition pack: 06 0E 2B 34 ... , OP1a, MPEG long GOP)",
         "A003C012_261127_R1AB.mxf", _mxf(), "MXF", "A003C012_261127_R1AB.mxf"),
        ("u35d_srt_as_run", "SubRip subtitles (a cue number, '00:00:03,160 --> 00:00:05,400', its lines)",
         "S02E04_en.srt", _SRT, "SRT", "S02E04_en.srt:1"),
        ("u35d_ttml_as_run", "EBU-TT-D subtitles (TTML: tt:tt, head, styling, layout, body, p with begin and end)",
         "S02E04_en.ttml", _TTML, "TTML", "S02E04_en.ttml:2"),
        ("u35d_resolve_edit_index_as_run", "DaVinci Resolve's Edit Index (#, Reel, Match, V, C, Dur, Source In, ..., "
         "Color, Notes, Marker Keywords)", "S02E04_LOCK_v12_edit_index.csv", _RESOLVE_CSV, "Resolve",
         "S02E04_LOCK_v12_edit_index.csv:1"),
        ("u35d_otio_as_run", "an OpenTimelineIO timeline (.otio: OTIO_SCHEMA Timeline.1, name, global_start_time, "
         "tracks)", "S02E04_LOCK_v12.otio", _OTIO, "OpenTimelineIO", "S02E04_LOCK_v12.otio:1"),
        ("u35d_avid_markers_as_run", "Avid's marker list (user, timecode, track, colour, comment, duration: six "
         "fields a line)", "S02E04_LOCK_v12_Markers.txt", _AVID_MARKERS, "Avid", "S02E04_LOCK_v12_Markers.txt:1")],
        one_run=("assistant_editor.run", _ONE_RUN), stem="takes",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a binary clip read as lines gives no ranking: named by its magic bytes")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u35d_edl_as_qrels", "S02E04_LOCK_v12.edl", _EDL, "EDL"),
        ("u35d_webvtt_as_qrels", "S02E04_en.vtt", _WEBVTT, "WebVTT"),
        ("u35d_aaf_as_qrels", "S02E04_LOCK_v12.aaf", _aaf(), "AAF"),
        ("u35d_ebu_stl_as_qrels", "S02E04_en.stl", _ebu_stl(), "EBU STL")],
        one_run=("assistant_editor.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u35d_out_edl", "takes.edl", "a CMX3600 EDL"),
        ("u35d_out_fcpxml", "takes.fcpxml", "a Final Cut Pro XML"),
        ("u35d_out_ale", "takes.ale", "an Avid Log Exchange"),
        ("u35d_out_aaf", "takes.aaf", "an AAF")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=35"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u35d_api_otio_dict",
            "rankagg.fuse(json.load(S02E04_LOCK_v12.otio)): an OpenTimelineIO timeline loaded in Python given as the "
            "runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('t.otio')), method='rrf')\n",
            "OpenTimelineIO", why="a run maps a query to {document: score}; a timeline's 'OTIO_SCHEMA' and 'name' are "
            "text and 'tracks' a stack", files={"t.otio": _OTIO}),
        bad("u35d_api_resolve_csv_frame",
            "rankagg.fuse(pd.read_csv(S02E04_LOCK_v12_edit_index.csv)): DaVinci Resolve's Edit Index given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('e.csv'), method='borda')\n",
            "Resolve", why="a table of runs has qid, docid, run and score columns; an Edit Index has an edit per row",
            files={"e.csv": _RESOLVE_CSV}),
    ]
    return cases
