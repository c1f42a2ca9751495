"""Issue 45's thirty-seventh bar of scripts/reliability_matrix.py, a digital forensics and incident response team
ranking artefacts per case and host across triage tools and examiners (its cases, ids ``u37e_``, registered in its
``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.
(Written by the lead, in a later session, before any of its recognisers existed.)

The team's day: each case and host (``case:IR-2026-0117/ws042``) is a query and each artefact a document by its host,
source and key (``art:ws042/prefetch/PSEXESVC.EXE-AD70946C.pf``); the runs are the YARA hits' severities, a timeline
anomaly score's, a machine-learned triage model's and the examiners' rankings, scores in [0, 1] at four decimals.
They are fused with RRF, Borda and CombSUM, weighted by each tool's record, and judged against the case's findings
(2 confirmed malicious, 1 suspicious, 0 benign).  The mistakes and odd files: the field's own files given where runs
or qrels are read (the Sleuth Kit's mactime CSV and bodyfile, Plaso's psort CSV, MFTECmd's CSV, Velociraptor's JSONL,
Volatility 3's JSON and text, a DFXML file, an EVTX export as XML and an .evtx itself, a Zeek log, YARA's matches),
and outputs named for the field's files.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import struct
import zlib

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import (files_as_qrels, files_as_runs, output_named_as_asked, outputs_named_for, seeded_day,
                       team_day_cases)

THIRTYSEVENTH_FORENSICS = ("45 Unseen inputs: a thirty-seventh bar, a digital forensics and incident response team "
                           "ranking artefacts per case and host across triage tools and examiners (Sleuth Kit "
                           "mactime and bodyfile, Plaso, MFTECmd, Velociraptor, Volatility 3, DFXML, EVTX, Zeek, "
                           "YARA)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['yara_hits', 'timeline_anomaly', 'ml_triage', 'examiners'],
    items=['art:ws042/prefetch/PSEXESVC.EXE-AD70946C.pf', 'art:ws042/evtx/Security/118204',
           'art:dc01/evtx/System/7045-3391', 'art:ws042/mft/287340-128-3', 'art:ws042/mem/pid-4412@powershell.exe',
           'art:fs02/usnjrnl/88412096', 'art:ws042/amcache/rclone.exe@0006a3f1',
           'art:dc01/reg/SYSTEM@Services/PSEXESVC'],
    queries=['case:IR-2026-0117/ws042', 'case:IR-2026-0117/dc01', 'case:IR-2026-0117/fs02',
             'case:IR-2026-0121/vpn-gw01', 'case:IR-2026-0121/ws107', 'case:IR-2026-0124/mail01'],
    suffix='/second-image', generator='artefacts', judgements='confirmed') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _cli_check = fusion_checks(_REF, "artefacts", "triage.run")

_RECS3 = ["yara_hits", "timeline_anomaly", "ml_triage"]
_OUT = ("triage.run",)
_ONE_RUN = ("case:IR-2026-0117/ws042 Q0 art:ws042/prefetch/PSEXESVC.EXE-AD70946C.pf 1 0.91 examiners\n"
            "case:IR-2026-0117/ws042 Q0 art:ws042/evtx/Security/118204 2 0.77 examiners\n"
            "case:IR-2026-0117/ws042 Q0 art:dc01/evtx/System/7045-3391 3 0.52 examiners\n")
# the team's files, as the Sleuth Kit, Plaso, EZ Tools, Velociraptor, Volatility, fiwalk, Windows and Zeek write them
_MACTIME = ("Date,Size,Type,Mode,UID,GID,Meta,File Name\n"
            'Fri Nov 27 2026 08:14:02,12844,macb,r/rrwxrwxrwx,0,0,287311-128-4,'
            '"C:/Windows/Prefetch/PSEXESVC.EXE-AD70946C.pf"\n'
            'Fri Nov 27 2026 08:14:05,381952,m.c.,r/rrwxrwxrwx,0,0,287340-128-3,'
            '"C:/Users/jdoe/AppData/Local/Temp/updater.exe"\n')
_BODYFILE = ("0|C:/Windows/Prefetch/PSEXESVC.EXE-AD70946C.pf|287311-128-4|r/rrwxrwxrwx|0|0|12844|1795767242|"
             "1795767242|1795767242|1795767242\n"
             "0|C:/Users/jdoe/AppData/Local/Temp/updater.exe|287340-128-3|r/rrwxrwxrwx|0|0|381952|1795767245|"
             "1795767245|1795767245|1795767238\n")
_PSORT = ("datetime,timestamp_desc,source,source_long,message,parser,display_name,tag\n"
          "2026-11-27T08:14:02.123456+00:00,Creation Time,FILE,NTFS MFT,TSK:/Windows/Prefetch/PSEXESVC.EXE-AD70946C.pf "
          "Type: file,mft,TSK:/Windows/Prefetch/PSEXESVC.EXE-AD70946C.pf,-\n"
          "2026-11-27T08:14:03.456789+00:00,Content Modification Time,EVT,WinEVTX,[7045 / 0x1b85] Provider identifier: "
          "{555908d1-a6d7-4695-8e1e-26931d2012f4} Source Name: Service Control Manager,winevtx,"
          "OS:/cases/IR-2026-0117/dc01/C/Windows/System32/winevt/Logs/System.evtx,-\n")
_MFTECMD = ("EntryNumber,SequenceNumber,InUse,ParentEntryNumber,ParentSequenceNumber,ParentPath,FileName,Extension,"
            "FileSize,ReferenceCount,ReparseTarget,IsDirectory,HasAds,IsAds,SI<FN,uSecZeros,Copied,SiFlags,NameType,"
            "Created0x10,Created0x30,LastModified0x10,LastModified0x30,LastRecordChange0x10,LastRecordChange0x30,"
            "LastAccess0x10,LastAccess0x30,UpdateSequenceNumber,LogfileSequenceNumber,SecurityId,ObjectIdFileDroid,"
            "LoggedUtilStream,ZoneIdContents,SourceFile\n"
            "287311,4,True,51022,2,.\\Windows\\Prefetch,PSEXESVC.EXE-AD70946C.pf,.pf,12844,1,,False,False,False,"
            "False,False,False,Archive,DosWindows,2026-11-27 08:14:02.1234567,2026-11-27 08:14:02.1234567,"
            "2026-11-27 08:14:02.4567890,,2026-11-27 08:14:02.4567890,,2026-11-27 08:14:02.4567890,,1894201344,"
            "4821093776,1522,,,,C:\\Temp\\kape\\C\\$MFT\n")
_VELOCIRAPTOR = ('{"Pid":4412,"Ppid":3120,"TokenIsElevated":true,"Name":"powershell.exe","CommandLine":"powershell.exe '
                 '-nop -w hidden -enc SQBFAFgA","Exe":"C:\\\\Windows\\\\System32\\\\WindowsPowerShell\\\\v1.0\\\\'
                 'powershell.exe","Username":"CORP\\\\jdoe","CreateTime":"2026-11-27T08:13:58Z","ClientId":'
                 '"C.4f1b2c3d5e6a7b8c","Fqdn":"WS042.corp.example.com","FlowId":"F.CT7R2KQ1M9A4E"}\n'
                 '{"Pid":5120,"Ppid":4412,"TokenIsElevated":true,"Name":"rclone.exe","CommandLine":"rclone.exe copy '
                 'C:\\\\Shares mega:exfil","Exe":"C:\\\\ProgramData\\\\rclone.exe","Username":"CORP\\\\jdoe",'
                 '"CreateTime":"2026-11-27T08:21:40Z","ClientId":"C.4f1b2c3d5e6a7b8c","Fqdn":"WS042.corp.example.com",'
                 '"FlowId":"F.CT7R2KQ1M9A4E"}\n')
_VOL3_JSON = ('[\n  {\n    "CreateTime": "2026-11-27T08:13:58+00:00",\n    "ExitTime": null,\n'
              '    "File output": "Disabled",\n    "Handles": null,\n    "ImageFileName": "powershell.exe",\n'
              '    "Offset(V)": 220389418483776,\n    "PID": 4412,\n    "PPID": 3120,\n    "SessionId": 1,\n'
              '    "Threads": 14,\n    "Wow64": false,\n    "__children": []\n  }\n]\n')
_VOL3_HASHDUMP = ("Volatility 3 Framework 2.7.0\nProgress:  100.00\t\tPDB scanning finished                        \n\n"
                  "User\trid\tlmhash\tnthash\n\n"
                  "Administrator\t500\taad3b435b51404eeaad3b435b51404ee\t31d6cfe0d16ae931b73c59d7e0c089c0\n"
                  "Guest\t501\taad3b435b51404eeaad3b435b51404ee\t31d6cfe0d16ae931b73c59d7e0c089c0\n"
                  "jdoe\t1001\taad3b435b51404eeaad3b435b51404ee\t8846f7eaee8fb117ad06bdd830b7586c\n")
_DFXML = ("<?xml version='1.0' encoding='UTF-8'?>\n<dfxml xmlns='http://www.forensicswiki.org/wiki/Category:Digital_"
          "Forensics_XML' xmlns:dc='http://purl.org/dc/elements/1.1/' xmlns:xsi='http://www.w3.org/2001/XMLSchema-"
          "instance' version='1.0'>\n  <metadata>\n    <dc:type>Disk Image</dc:type>\n  </metadata>\n"
          "  <creator version='1.0'>\n    <program>fiwalk</program>\n    <version>4.12.1</version>\n  </creator>\n"
          "  <source>\n    <image_filename>ws042.E01</image_filename>\n  </source>\n  <volume offset='1048576'>\n"
          "    <fileobject>\n      <filename>Windows/Prefetch/PSEXESVC.EXE-AD70946C.pf</filename>\n"
          "      <filesize>12844</filesize>\n      <inode>287311</inode>\n"
          "      <hashdigest type='md5'>9a0e3f4c2b1d8e7f6a5b4c3d2e1f0a9b</hashdigest>\n    </fileobject>\n"
          "  </volume>\n</dfxml>\n")
_EVTX_XML = ('<?xml version="1.0" encoding="utf-8" standalone="yes"?>\n<Events>\n'
             "<Event xmlns='http://schemas.microsoft.com/win/2004/08/events/event'><System><Provider Name='Microsoft-"
             "Windows-Security-Auditing' Guid='{54849625-5478-4994-a5ba-3e3b0328c30d}'/><EventID>4688</EventID>"
             "<Version>2</Version><Level>0</Level><Task>13312</Task><Opcode>0</Opcode><Keywords>0x8020000000000000"
             "</Keywords><TimeCreated SystemTime='2026-11-27T08:13:58.1234567Z'/><EventRecordID>118204"
             "</EventRecordID><Correlation/><Execution ProcessID='4' ThreadID='8812'/><Channel>Security</Channel>"
             "<Computer>WS042.corp.example.com</Computer><Security/></System><EventData><Data Name='NewProcessName'>"
             "C:\\Windows\\System32\\WindowsPowerShell\\v1.0\\powershell.exe</Data><Data Name='NewProcessId'>0x113c"
             "</Data></EventData></Event>\n</Events>\n")


def _evtx() -> bytes:
    """A Windows event log (.evtx): the 4096-byte file header ('ElfFile\\0', chunk numbers, the next record's id,
    header size 128, version 3.2, its CRC32), then a chunk ('ElfChnk\\0') whose first record starts '**\\0\\0'."""
    head = (struct.pack("<8sQQQIHHHH", b"ElfFile\x00", 0, 0, 118205, 128, 2, 3, 4096, 1) + b"\x00" * 76
            + struct.pack("<I", 0))
    head += struct.pack("<I", zlib.crc32(head[:120]))
    chunk = struct.pack("<8sQQQQIII", b"ElfChnk\x00", 118001, 118204, 118001, 118204, 128, 0xFD58, 0xFE20)
    record = struct.pack("<4sIQQ", b"**\x00\x00", 0x1F8, 118001, (1795766400 + 11644473600) * 10 ** 7)
    return head.ljust(4096, b"\x00") + chunk.ljust(512, b"\x00") + record.ljust(504, b"\x00")


# Zeek's capture_loss.log: its '#' preamble, then six tab-separated fields a line (ts ts_delta peer gaps acks
# percent_lost), as a TREC run has six
_ZEEK = ("#separator \\x09\n#set_separator\t,\n#empty_field\t(empty)\n#unset_field\t-\n#path\tcapture_loss\n"
         "#open\t2026-11-27-08-00-00\n#fields\tts\tts_delta\tpeer\tgaps\tacks\tpercent_lost\n"
         "#types\ttime\tinterval\tstring\tcount\tcount\tdouble\n"
         "1795767300.000012\t900.000008\tzeek\t0\t31244\t0.0\n"
         "1795768200.000020\t900.000008\tzeek\t12\t30981\t0.038733\n"
         "1795769100.000031\t900.000011\tzeek\t3\t29877\t0.010041\n")
_YARA = ("CobaltStrike_Beacon_Encoded /cases/IR-2026-0117/ws042/C/Users/jdoe/AppData/Local/Temp/updater.exe\n"
         "0x2a40:$s_pipe: \\\\.\\pipe\\MSSE-1234-server\n"
         "0x3b12:$s_ua: Mozilla/5.0 (compatible; MSIE 9.0; Windows NT 6.1; Trident/5.0)\n"
         "Mimikatz_Strings /cases/IR-2026-0117/ws042/C/ProgramData/m.exe\n"
         "0x1f00:$s1: sekurlsa::logonpasswords\n")


def thirtyseventh_bar_forensics_cases() -> list[Case]:
    G = THIRTYSEVENTH_FORENSICS
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="artefacts", judgements="confirmed", runs=_RECS3, stem="triage", outputs=_OUT,
        item="artefacts", rounded="yara_hits",
        weights="{'yara_hits': 1.0, 'timeline_anomaly': 1.5, 'ml_triage': 0.5, 'examiners': 2.0}",
        lone_query="R['examiners']['case:IR-2026-0125/hr-laptop07'] = {'art:hr-laptop07/lnk/Invoice_Nov.pdf.lnk': 0.9, "
                   "'art:hr-laptop07/prefetch/MSHTA.EXE-0D5E1B2C.pf': 0.4}\n",
        trust="timeline_anomaly 2\nyara_hits 1\nml_triage 0.5\n",
        trust_dict="{'timeline_anomaly': 2, 'yara_hits': 1, 'ml_triage': 0.5}",
        texts={
            "rrf": ("u37e_rrf_triage_tools",
                    "rankagg.fuse({tool: {case/host: {artefact: score}}}, method='rrf'): four rankings, six hosts "
                    "('case:IR-2026-0117/ws042'), artefacts by host, source and key"),
            "borda": ("u37e_borda_unscored_artefacts",
                      "rankagg.fuse(..., method='borda'): the ML triage model did not score the artefacts of "
                      "sources it was not trained on (USN journal, Amcache)"),
            "combsum": ("u37e_combsum_rounded_yara",
                        "rankagg.fuse(..., method='combsum'): the YARA hits' severities at one decimal (many ties) "
                        "beside the other scores"),
            "fuser": ("u37e_weighted_fuser_record",
                      "rankagg.Fuser('rrf', weights=...) per host: the examiners count 2, the ML triage 0.5"),
            "frame": ("u37e_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the case's triage sheet, a "
                      "row per host, artefact and tool"),
            "evaluate": ("u37e_evaluate_confirmed",
                         "rankagg.evaluate(fused ranking, the case's findings, ['nDCG@5', 'AP', 'P@3']): does the "
                         "fused ranking put first the artefacts confirmed malicious"),
            "lone": ("u37e_one_tool_host",
                     "rankagg.fuse(..., method='rrf'): a host only the examiners ranked (a laptop seized late) "
                     "beside hosts every tool covers"),
            "cli_rrf": ("u37e_cli_rrf_runs",
                        "rankagg fuse yara_hits.run timeline_anomaly.run ml_triage.run --method rrf -o triage.run: "
                        "one run per tool, hosts as queries"),
            "cli_borda": ("u37e_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the timeline "
                          "anomalies count double)"),
            "cli_combsum": ("u37e_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four artefacts an examiner reviews "
                            "first"),
            "cli_evaluate": ("u37e_cli_evaluate_confirmed_qrels",
                             "rankagg evaluate triage.run --qrels confirmed.qrels -m ndcg_cut.5 -m map: the fused "
                             "ranking against the case's findings (0-2)"),
            "cli_parquet": ("u37e_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o triage.parquet: gzipped runs from the triage "
                            "server, a Parquet table for the case report")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u37e_mactime_csv_as_run", "the Sleuth Kit's mactime timeline as CSV (Date, Size, Type, Mode, UID, GID, "
         "Meta, File Name)", "timeline.csv", _MACTIME, "mactime", "timeline.csv:1"),
        ("u37e_psort_csv_as_run", "Plaso's psort timeline (datetime, timestamp_desc, source, source_long, message, "
         "parser, display_name, tag)", "ws042_timeline.csv", _PSORT, "Plaso", "ws042_timeline.csv:1"),
        ("u37e_mftecmd_csv_as_run", "MFTECmd's $MFT CSV (EntryNumber, SequenceNumber, InUse, ..., SI<FN, ..., "
         "SourceFile)", "20261127081500_MFTECmd_$MFT_Output.csv", _MFTECMD, "MFTECmd",
         "20261127081500_MFTECmd_$MFT_Output.csv:1"),
        ("u37e_velociraptor_jsonl_as_run", "Velociraptor's hunt results as JSON lines (Windows.System.Pslist: Pid, "
         "Ppid, Name, ..., ClientId C.<hex>, Fqdn, FlowId F.<id>)", "Windows.System.Pslist.json", _VELOCIRAPTOR,
         "Velociraptor", "Windows.System.Pslist.json:1"),
        ("u37e_volatility_json_as_run", "Volatility 3's windows.pslist rendered as JSON (-r json: CreateTime, ..., "
         "ImageFileName, Offset(V), PID, PPID, __children)", "ws042_pslist.json", _VOL3_JSON, "Volatility",
         "ws042_pslist.json:1"),
        ("u37e_dfxml_as_run", "fiwalk's DFXML (dfxml, metadata, creator, source, volume, fileobject)",
         "ws042_fiwalk.xml", _DFXML, "DFXML", "ws042_fiwalk.xml:2"),
        ("u37e_evtx_xml_as_run", "Windows events saved as XML (Events, Event in the 2004/08/events namespace: "
         "System, EventID 4688, EventData)", "Security_4688.xml", _EVTX_XML, "EVTX", "Security_4688.xml:2"),
        ("u37e_evtx_as_run", "a Windows event log itself (.evtx: 'ElfFile' header, 'ElfChnk' chunks)",
         "Security.evtx", _evtx(), "EVTX", "Security.evtx"),
        ("u37e_zeek_log_as_run", "Zeek's capture_loss.log ('#separator \\x09', '#fields' ..., then six tab-separated "
         "fields a line)", "capture_loss.log", _ZEEK, "Zeek", "capture_loss.log:1")],
        one_run=("examiners.run", _ONE_RUN), stem="triage",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a binary event log read as lines gives no ranking: named by its magic "
                   "bytes")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u37e_volatility_hashdump_as_qrels", "ws042_hashdump.txt", _VOL3_HASHDUMP, "Volatility"),
        ("u37e_bodyfile_as_qrels", "ws042.body", _BODYFILE, "bodyfile"),
        ("u37e_yara_as_qrels", "yara_hits.txt", _YARA, "YARA"),
        ("u37e_velociraptor_as_qrels", "Windows.System.Pslist.json", _VELOCIRAPTOR, "Velociraptor")],
        one_run=("examiners.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u37e_out_evtx", "triage.evtx", "a Windows event log"),
        ("u37e_out_plaso", "triage.plaso", "a Plaso storage file"),
        ("u37e_out_yar", "triage.yar", "a YARA rules file")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=32"))
    # '.e01' is also a run's name for its first epoch: the older bars' decision (u34g_out_e01) holds, the name is
    # written as asked (decided by the lead after the measure, where this row was silent)
    cases.append(output_named_as_asked(
        cli_ok, _cli_check, _runs_setup, "u37e_out_e01", "rankagg fuse ... -o triage.E01: the fused ranking named as "
        "an EnCase evidence file, whose suffix is also a run's first epoch", "triage.E01", runs=_RECS3, seed=32,
        why="accepted: '.e01' names a run's first epoch as often as an EnCase image (u34g_out_e01, tests/test_"
            "thirtieth_bar_eeg_outputs); written as the RRF of the three runs"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u37e_api_volatility_json",
            "rankagg.fuse(json.load(ws042_pslist.json)): Volatility 3's process list loaded in Python given as the "
            "runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('p.json')), method='rrf')\n",
            "Volatility", why="a run maps a query to {document: score}; Volatility's JSON is a list of process rows "
            "(PID, PPID, ImageFileName, __children)", files={"p.json": _VOL3_JSON}),
        bad("u37e_api_mftecmd_frame",
            "rankagg.fuse(pd.read_csv(MFTECmd_$MFT_Output.csv)): MFTECmd's $MFT table given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('m.csv'), method='borda')\n",
            "MFTECmd", why="a table of runs has qid, docid, run and score columns; MFTECmd's has an MFT entry per row",
            files={"m.csv": _MFTECMD}),
    ]
    return cases
