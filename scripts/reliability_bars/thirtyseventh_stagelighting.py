"""Issue 45's thirty-seventh bar of scripts/reliability_matrix.py, a theatre and live-events lighting department ranking
cues per show across its designers and programmer (its cases, ids ``u37c_``, registered in its ``cases()``); the
mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.  (Written by the lead, in
a later session, before any of its recognisers existed.)

The team's day: each show, venue and act (``show:hamlet@globe/act1``) is a query and each cue a document by its cue
list and number as the console shows it (``cue:1/12.5``); the runs are the lighting designer's, the associate's, the
programmer's and the director's rankings of the cues to rework at the notes session, scores in [0, 1] at four
decimals.  They are fused with RRF, Borda and CombSUM, weighted by each one's record, and judged against what the
final show kept (2 kept as plotted, 1 kept after notes, 0 cut or replotted).  The mistakes and odd files: the field's
own files given where runs or qrels are read (a USITT ASCII cue file, an ETC Eos CSV export, a GDTF fixture's
description.xml, an MVR scene, grandMA2 and grandMA3 XML macros, an Art-Net capture, a Lightwright export, QLab's
JSON), and outputs named for the field's files.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import io
import struct
import zipfile

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

THIRTYSEVENTH_STAGELIGHTING = ("45 Unseen inputs: a thirty-seventh bar, a theatre and live-events lighting department "
                               "ranking cues per show across its designers and programmer (USITT ASCII, ETC Eos, "
                               "GDTF, MVR, grandMA2, grandMA3, Art-Net, Lightwright, QLab)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['lead_designer', 'associate', 'programmer', 'director'],
    items=['cue:1/12.5', 'cue:1/14', 'cue:1/27', 'cue:2/3.1', 'cue:1/41', 'cue:1/58', 'cue:3/2', 'cue:1/101.7'],
    queries=['show:hamlet@globe/act1', 'show:hamlet@globe/act2', 'show:carmen@royal-opera/act1',
             'show:carmen@royal-opera/act3', 'show:tour-2026@o2-arena/set1', 'show:gala@palladium/finale'],
    suffix='/previews', generator='cues', judgements='kept') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "cues", "cues.run")

_RECS3 = ["lead_designer", "associate", "programmer"]
_OUT = ("cues.run",)
_ONE_RUN = ("show:hamlet@globe/act1 Q0 cue:1/12.5 1 0.91 programmer\nshow:hamlet@globe/act1 Q0 cue:1/14 2 0.77 "
            "programmer\n")
# the team's files, as the consoles, fixture libraries and paperwork tools write them (a few lines)
_USITT = ("! Hamlet 2026 - cue list 1 exported by Eos v3.2.10\nIdent 3:0\nManufacturer ETC\nConsole Eos\nClear All\n"
          "Patch 1 1<1 2<2 3<3 4<4\n\nCue 12.5\nText Act 1 blackout\nUp 3\nDown 5\nChan 1@FL 2@75 11@40\n\n"
          "Cue 14\nText Ghost special\nUp 8\nDown 8\nChan 21@60 22@60\n\nEndData\n")
_EOS_CSV = ("START_TARGETS\nTARGET_TYPE,TARGET_TYPE_AS_TEXT,TARGET_LIST_NUMBER,TARGET_ID,TARGET_DCID,PART_NUMBER,LABEL,"
            "TIME_DATA,UP_DELAY,UP_TIME,DOWN_DELAY,DOWN_TIME,FOLLOW,HANG,LINK,BLOCK,ASSERT,MARK,CURVE,SCENE,SCENE_END,"
            "NOTES\n1,Cue,1,12.5,,,Act 1 blackout,,,3,,5,,,,,,,,,,\n"
            "1,Cue,1,14,,,Ghost special,,,8,,8,,,,,,,,Ghost,,\nEND_TARGETS\n")
_GDTF = ('<?xml version="1.0" encoding="UTF-8" standalone="no" ?>\n<GDTF DataVersion="1.2">\n'
         '  <FixtureType Name="MAC Aura XB" ShortName="AuraXB" LongName="MAC Aura XB" Manufacturer="Martin" '
         'Description="LED wash" FixtureTypeID="1C4D5E6F-0A1B-4C2D-8E3F-4A5B6C7D8E9F" Thumbnail="" RefFT="">\n'
         '    <AttributeDefinitions>\n      <Attributes>\n'
         '        <Attribute Name="Dimmer" Pretty="Dim" Feature="Dimmer.Dimmer" PhysicalUnit="LuminousIntensity"/>\n'
         '      </Attributes>\n    </AttributeDefinitions>\n  </FixtureType>\n</GDTF>\n')
_MVR_SCENE = ('<?xml version="1.0" encoding="UTF-8" standalone="no" ?>\n<GeneralSceneDescription verMajor="1" '
              'verMinor="6" provider="Vectorworks" providerVersion="2026">\n  <Scene>\n    <Layers>\n'
              '      <Layer name="Lighting" uuid="5E0B2F1A-7C3D-4E9F-A1B2-C3D4E5F60718">\n        <ChildList>\n'
              '          <Fixture name="Aura XB" uuid="0A1B2C3D-4E5F-4061-8293-A4B5C6D7E8F9">\n'
              '            <GDTFSpec>Martin@MAC_Aura_XB.gdtf</GDTFSpec>\n            <GDTFMode>Standard</GDTFMode>\n'
              '            <FixtureID>101</FixtureID>\n            <UnitNumber>1</UnitNumber>\n'
              '            <Addresses><Address break="0">1</Address></Addresses>\n          </Fixture>\n'
              '        </ChildList>\n      </Layer>\n    </Layers>\n  </Scene>\n</GeneralSceneDescription>\n')


def _mvr() -> bytes:
    """An MVR scene (.mvr): a zip holding GeneralSceneDescription.xml and the fixtures' GDTF files."""
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as z:
        for name, text in (("GeneralSceneDescription.xml", _MVR_SCENE), ("Martin@MAC_Aura_XB.gdtf", "")):
            z.writestr(zipfile.ZipInfo(name, date_time=(2026, 11, 27, 19, 30, 0)), text)
    return buf.getvalue()


_MA2 = ('<?xml version="1.0" encoding="utf-8"?>\n<MA xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" '
        'xmlns="http://schemas.malighting.de/grandma2/xml/MA" xsi:schemaLocation="http://schemas.malighting.de/'
        'grandma2/xml/MA http://schemas.malighting.de/grandma2/xml/3.9.60/MA.xsd" major_vers="3" minor_vers="9" '
        'stream_vers="60">\n\t<Info datetime="2026-11-27T19:30:00" showfile="tour_2026" />\n'
        '\t<Macro index="11" name="Preset Reset">\n\t\t<Macroline index="0">\n\t\t\t<text>ClearAll</text>\n'
        '\t\t</Macroline>\n\t\t<Macroline index="1">\n\t\t\t<text>Goto Cue 12.5 Executor 1.1</text>\n'
        '\t\t</Macroline>\n\t</Macro>\n</MA>\n')
_MA3 = ('<?xml version="1.0" encoding="UTF-8"?>\n<GMA3 DataVersion="2.1.1.2">\n'
        '\t<Macro Name="Notes Reset" Guid="A3 12 7F 05 5C 41 00 02 1E 8B 3A 6D 00 00 41 9C">\n'
        '\t\t<MacroLine Command="ClearAll" />\n\t\t<MacroLine Command="Go+ Sequence 1 Cue 12.5" Wait="0.5" />\n'
        '\t</Macro>\n</GMA3>\n')


def _artnet_pcap() -> bytes:
    """An Art-Net capture (.pcap): the global header, then one Ethernet/IPv4/UDP frame to port 6454 holding an
    ArtDmx packet ('Art-Net\\0', OpCode 0x5000, protocol 14, universe 0, 512 channels)."""
    dmx = bytes([255, 191, 0, 0, 102]) + bytes(507)
    art = b"Art-Net\x00" + struct.pack("<H", 0x5000) + struct.pack(">H", 14) + bytes([1, 0]) + struct.pack("<H", 0) \
        + struct.pack(">H", len(dmx)) + dmx
    udp = struct.pack(">HHHH", 6454, 6454, 8 + len(art), 0) + art
    ip = struct.pack(">BBHHHBBH4s4s", 0x45, 0, 20 + len(udp), 0, 0x4000, 64, 17, 0, bytes([2, 0, 0, 10]),
                     bytes([2, 255, 255, 255])) + udp
    frame = b"\xff" * 6 + bytes.fromhex("001c42a1b2c3") + b"\x08\x00" + ip
    return (struct.pack("<IHHiIII", 0xA1B2C3D4, 2, 4, 0, 0, 65535, 1)
            + struct.pack("<IIII", 1795807800, 0, len(frame), len(frame)) + frame)


# Lightwright's tab-delimited export: six columns, none of whose values hold a space
_LIGHTWRIGHT = ("Channel\tDimmer\tPosition\tUnit#\tType\tColor\n101\t1/1\tFOH1\t1\tS4-26\tL201\n"
                "102\t1/2\tFOH1\t2\tS4-26\tR02\n121\t2/17\tELEC1\t4\tMAC-AuraXB\tN/C\n")
_QLAB = ('{"workspace_id": "8A2B6C1D-3E4F-4A5B-9C6D-7E8F9A0B1C2D", "address": "/workspace/8A2B6C1D-3E4F-4A5B-9C6D-'
         '7E8F9A0B1C2D/cueLists", "status": "ok", "data": [{"number": "", "uniqueID": "B1C2D3E4-F5A6-4B7C-8D9E-'
         '0F1A2B3C4D5E", "flagged": false, "listName": "Main Cue List", "type": "Cue List", "colorName": "none", '
         '"name": "Main Cue List", "armed": true, "cues": [{"number": "12.5", "uniqueID": "C2D3E4F5-A6B7-4C8D-9E0F-'
         '1A2B3C4D5E6F", "flagged": false, "listName": "Act 1 blackout", "type": "Light", "colorName": "red", '
         '"name": "Act 1 blackout", "armed": true}]}]}\n')


def thirtyseventh_bar_stagelighting_cases() -> list[Case]:
    G = THIRTYSEVENTH_STAGELIGHTING
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="cues", judgements="kept", runs=_RECS3, stem="cues", outputs=_OUT,
        item="cue", rounded="associate",
        weights="{'lead_designer': 2.0, 'associate': 1.0, 'programmer': 0.5, 'director': 1.5}",
        lone_query="R['director']['show:hamlet@globe/understudy'] = {'cue:1/5': 0.9, 'cue:1/6': 0.4}\n",
        trust="lead_designer 2\nassociate 1\nprogrammer 0.5\n",
        trust_dict="{'lead_designer': 2, 'associate': 1, 'programmer': 0.5}",
        texts={
            "rrf": ("u37c_rrf_designers",
                    "rankagg.fuse({who: {show@venue/act: {cue: score}}}, method='rrf'): four rankings, six acts "
                    "('show:hamlet@globe/act1'), cues by list and number ('cue:1/12.5')"),
            "borda": ("u37c_borda_unranked_cues",
                      "rankagg.fuse(..., method='borda'): the director did not rank the cues of the scenes he missed "
                      "at the dress"),
            "combsum": ("u37c_combsum_rounded_scores",
                        "rankagg.fuse(..., method='combsum'): the associate's scores at one decimal (many ties) beside "
                        "the others"),
            "fuser": ("u37c_weighted_fuser_record",
                      "rankagg.Fuser('rrf', weights=...) per act: the lighting designer counts 2, the programmer 0.5"),
            "frame": ("u37c_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the notes sheet, a row per "
                      "act, cue and ranking"),
            "evaluate": ("u37c_evaluate_kept",
                         "rankagg.evaluate(fused ranking, what the final show kept, ['nDCG@5', 'AP', 'P@3']): does "
                         "the fused ranking put first the cues that stayed as plotted"),
            "lone": ("u37c_one_ranking_act",
                     "rankagg.fuse(..., method='rrf'): an act only the director ranked (the understudy rehearsal) "
                     "beside acts every ranking covers"),
            "cli_rrf": ("u37c_cli_rrf_runs",
                        "rankagg fuse lead_designer.run associate.run programmer.run --method rrf -o cues.run: one run "
                        "per designer, acts as queries"),
            "cli_borda": ("u37c_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the lighting designer "
                          "counts double)"),
            "cli_combsum": ("u37c_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four cues the afternoon's work call "
                            "takes"),
            "cli_evaluate": ("u37c_cli_evaluate_kept_qrels",
                             "rankagg evaluate cues.run --qrels kept.qrels -m ndcg_cut.5 -m map: the fused ranking "
                             "against what the final show kept (0-2)"),
            "cli_parquet": ("u37c_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o cues.parquet: gzipped runs from the production "
                            "share, a Parquet table for the production manager's dashboard")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u37c_usitt_ascii_as_run", "a USITT ASCII cue file ('!' comments, Ident 3:0, Manufacturer, Console, Cue, "
         "Text, Up, Down, Chan ..., EndData)", "hamlet_act1.asc", _USITT, "USITT ASCII", "hamlet_act1.asc:2"),
        ("u37c_eos_csv_as_run", "an ETC Eos CSV export (START_TARGETS, TARGET_TYPE, TARGET_TYPE_AS_TEXT, ..., "
         "END_TARGETS)", "hamlet_cues.csv", _EOS_CSV, "Eos", "hamlet_cues.csv:1"),
        ("u37c_gdtf_xml_as_run", "a GDTF fixture type's description.xml (GDTF DataVersion, FixtureType, "
         "AttributeDefinitions)", "description.xml", _GDTF, "GDTF", "description.xml:2"),
        ("u37c_mvr_as_run", "an MVR scene (.mvr: a zip of GeneralSceneDescription.xml and GDTF files)",
         "hamlet_rig.mvr", _mvr(), "MVR", "hamlet_rig.mvr"),
        ("u37c_ma2_macro_as_run", "a grandMA2 XML macro export (MA in the grandma2 namespace, Info, Macro, "
         "Macroline)", "preset_reset.xml", _MA2, "grandMA2", "preset_reset.xml:2"),
        ("u37c_ma3_macro_as_run", "a grandMA3 XML macro export (GMA3 DataVersion, Macro, MacroLine Command)",
         "notes_reset.xml", _MA3, "grandMA3", "notes_reset.xml:2"),
        ("u37c_artnet_pcap_as_run", "an Art-Net capture (.pcap: ArtDmx packets to UDP port 6454)",
         "universe0.pcap", _artnet_pcap(), "Art-Net", "universe0.pcap"),
        ("u37c_lightwright_as_run", "a Lightwright tab-delimited export (Channel, Dimmer, Position, Unit#, Type, "
         "Color: six fields a line)", "hamlet_lw.txt", _LIGHTWRIGHT, "Lightwright", "hamlet_lw.txt:1"),
        ("u37c_qlab_json_as_run", "QLab's JSON reply for a workspace's cue lists (workspace_id, address, status, "
         "data: cues)", "cueLists.json", _QLAB, "QLab", "cueLists.json:1")],
        one_run=("programmer.run", _ONE_RUN), stem="cues",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a zipped scene or a network capture read as lines gives no ranking: named "
                   "by its magic bytes")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u37c_usitt_ascii_as_qrels", "hamlet_act1.asc", _USITT, "USITT ASCII"),
        ("u37c_lightwright_as_qrels", "hamlet_lw.txt", _LIGHTWRIGHT, "Lightwright"),
        ("u37c_eos_csv_as_qrels", "hamlet_cues.csv", _EOS_CSV, "Eos"),
        ("u37c_qlab_json_as_qrels", "cueLists.json", _QLAB, "QLab")],
        one_run=("programmer.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u37c_out_asc", "cues.asc", "a USITT ASCII cue file"),
        ("u37c_out_esf", "cues.esf", "an ETC Eos show file"),
        ("u37c_out_gdtf", "cues.gdtf", "a GDTF fixture type"),
        ("u37c_out_mvr", "cues.mvr", "an MVR scene")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=37"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u37c_api_qlab_dict",
            "rankagg.fuse(json.load(cueLists.json)): QLab's cue lists loaded in Python given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('q.json')), method='rrf')\n",
            "QLab", why="a run maps a query to {document: score}; QLab's 'status' is text and 'data' a list of cue "
            "lists", files={"q.json": _QLAB}),
        bad("u37c_api_lightwright_frame",
            "rankagg.fuse(pd.read_csv(hamlet_lw.txt, sep='\\t')): a Lightwright export given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('lw.txt', sep='\\t'), method='borda')\n",
            "Lightwright", why="a table of runs has qid, docid, run and score columns; Lightwright's has an "
            "instrument per row", files={"lw.txt": _LIGHTWRIGHT}),
    ]
    return cases
