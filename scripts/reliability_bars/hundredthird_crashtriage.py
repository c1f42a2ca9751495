"""Issue 45's hundred-and-third bar of scripts/reliability_matrix.py, a mobile app company's crash triage team,
release engineers and a weekly triage board ranking crash groups per release, platform and triage meeting from
affected users, crash-free-session impact, engineers' severity ratings and the board's votes (its cases, ids
``u103a_``, registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the
verdicts) are the matrix's.  (Written by a persona session, before any of its recognisers existed.)

The team's day: each release, platform and triage meeting (``release:5.42.0/ios``, the app version then the platform;
``platform:android/5.42.0``; ``triage:2026-W10/blockers``, the ISO week then the board's list) is a query and each
crash group a document (``crash:ios/EXC_BAD_ACCESS/a3f9c2``, the platform, the exception type, then the short hash of
the grouping fingerprint, as the team writes them); the runs are the affected users, the crash-free-session impact,
the engineers' severity ratings and the triage board's votes, turned to scores in [0, 1] at four decimals.  They are
fused with RRF, Borda and CombSUM, the board's votes weighted highest (the release process gives the board the
ship/no-ship call), and judged against the board's decisions (2 fix before release, 1 fix next release, 0 won't fix).
The mistakes and odd files: the field's own files given where runs or qrels are read (Sentry's issues list answer
and an event answer (JSON), Apple's .ips crash report (a JSON header line, then a JSON body), a symbolicated crash
log as Xcode shows and exports it (text), an Android tombstone (text), a Crashpad minidump (binary, 'MDMP'), Play
Console's crashes report (CSV in UTF-16), an engineer's severity rating sheet, a board member's ballot and the board's
vote tally as typed), and outputs named for the field's files (an .ips, a .dmp minidump, a .dSYM bundle, an Apple
.symbols file).
(Checked: Sentry's issues list from its serializer (getsentry/sentry, src/sentry/api/serializers/models/group.py,
GroupSerializerBase.serialize: id, shareId, shortId, title, culprit, permalink, logger, level, status, statusDetails,
substatus, isPublic, platform, project {id, name, slug, platform}, type, metadata, numComments, assignedTo,
isBookmarked, isSubscribed, subscriptionDetails, hasSeen, annotations, issueType, issueCategory, priority,
priorityLockedAt, then isUnhandled and the seen stats count (a string), userCount, firstSeen, lastSeen) and a
recorded answer of /api/0/projects/{org}/{project}/issues/ in a public client's test mocks (the same keys in that
order, then stats {"24h": [[epoch, n], ...]}); the event answer's keys (id, groupID, eventID, projectID, size,
entries of {data, type}, dist, message, title, location, user, contexts, ..., crashFile, culprit, dateCreated,
fingerprints, groupingConfig {enhancements, id}, release) from the same mocks, its middle keys trimmed; both written
compact here, the spacing of the wire a guess; the ids, counts and hashes illustrative.  Apple's .ips from real
reports pasted in public repositories (a one-line compact header: app_name, timestamp, app_version, slice_uuid,
adam_id, build_version, bundleID, platform, share_with_app_devs, is_first_party, bug_type "309", os_version,
roots_installed, incident_id, name; then the body pretty-printed with ' : ' and two spaces, small objects inline,
'/' escaped '\\/'; uptime, procRole, version, userID, deployVersion, modelCode, osVersion, captureTime, incident,
pid, cpuType, procName, procPath, bundleInfo, parentProc, crashReporterKey, exception {codes, rawCodes, type,
signal, subtype}, termination, faultingThread, threads, usedImages), the threads' registers and the images
trimmed.  The crash log's text from the same reports' translated form (Incident Identifier, CrashReporter Key,
Hardware Model, Process, Path, Identifier, Version, Code Type, Role, Parent Process, Date/Time, Launch Time,
OS Version, Report Version 104, Exception Type/Subtype/Codes, Termination Reason, Triggered by Thread, each frame as
index (4 wide), image (30 wide), a tab, the address right-justified in 18, symbol + offset); the file and line a
symbolicated Swift frame carries in parentheses are from memory, not checked.  The tombstone from AOSP's writer
(aosp-mirror/platform_system_core, debuggerd/libdebuggerd/tombstone_proto_to_text.cpp: the '*** ***' line, Build
fingerprint, Revision, ABI, Timestamp, 'pid: %d, tid: %d, name: %s  >>> %s <<<', uid, 'signal %d (%s), code %d
(%s), fault addr 0x%x', Cause, the registers four a row ('  ' then '  %-3s %016x' each, lr sp pc pst last), a
blank line, 'backtrace:' and '      #%02d pc %016x  FILE (FUNC+OFF) (BuildId: ...)'), the memory dump, map and
logs after the backtrace trimmed.  The minidump from Breakpad's minidump_format.h (google-breakpad, as copied in
several repositories: MDRawHeader signature 0x504d444d 'MDMP' little-endian, version MD_HEADER_VERSION 0xa793,
stream_count, stream_directory_rva, checksum 0, time_date_stamp, flags u64; MD_OS_ANDROID 0x8203), the directory's
{stream_type, data_size, rva} entries and the stream numbers (exception 6, system info 7) and the exception and
system info structs' layouts from memory of the same header (only partly re-read), the values illustrative.  Play
Console's crashes report from Google's help (Download and export monthly reports: monthly CSV files in a Cloud
Storage bucket, in UTF-16, to be converted to UTF-8 for BigQuery) and public importers' fixtures
(stats/crashes/crashes_<package>_<yyyymm>_app_version.csv: Date, Package Name, App Version Code, Daily Crashes, Daily
ANRs); written here UTF-16 with a BOM, little-endian, CRLF line ends (the byte order and the line ends a guess).
Left out, as they could not be checked byte for byte: Crashlytics' BigQuery export rows (the schema page could be
found but not its columns' order, nor how bq writes nested rows), an ANR trace (traces.txt) and Breakpad's .sym
(their writers not read).  The rating sheet, the ballot and the vote tally are typed here as the board's
secretary writes them.)

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import hashlib
import json
import struct

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

HUNDREDTHIRD_CRASHTRIAGE = ("45 Unseen inputs: a hundred-and-third bar, a mobile app company's crash triage team "
                            "(release engineers and a weekly triage board) ranking crash groups per release, "
                            "platform and triage meeting from affected users, crash-free-session impact, engineers' "
                            "severity ratings and the board's votes (Sentry's issues and event answers, Apple's .ips "
                            "crash reports and Xcode's crash logs, Android tombstones, Crashpad minidumps, Play "
                            "Console's crashes CSV, dSYMs and .symbols files, rating sheets, ballots and vote "
                            "tallies as typed)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['affected_users', 'crash_free_impact', 'severity_ratings', 'board_votes'],
    items=['crash:ios/EXC_BAD_ACCESS/a3f9c2', 'crash:android/java.lang.NullPointerException/7d41e0',
           'crash:android/SIGSEGV/c91f37', 'crash:ios/EXC_CRASH/5b20ae', 'crash:android/ANR/0e8d55',
           'crash:ios/EXC_BREAKPOINT/f4a613', 'crash:android/java.lang.OutOfMemoryError/2c7b9d',
           'crash:ios/EXC_RESOURCE/8ab3f1'],
    queries=['release:5.42.0/ios', 'platform:android/5.42.0', 'triage:2026-W10/blockers', 'release:5.42.0/android',
             'platform:ios/5.41.2', 'triage:2026-W10/regressions'],
    suffix='/hotfix', generator='crash_group_scores', judgements='board_decisions'
) + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "crash_group_scores", "triage_rankings.run")

_RECS3 = ["affected_users", "crash_free_impact", "board_votes"]
_OUT = ("triage_rankings.run",)
_ONE_RUN = ("release:5.42.0/ios Q0 crash:ios/EXC_BAD_ACCESS/a3f9c2 1 0.9388 board_votes\n"
            "release:5.42.0/ios Q0 crash:ios/EXC_CRASH/5b20ae 2 0.8517 board_votes\n")


def _hex(seed: str, n: int = 32) -> str:
    """An illustrative hex digest (the files' ids and hashes are not a real app's)."""
    return (hashlib.sha256(seed.encode()).hexdigest() * 2)[:n]


# the team's files, as Sentry, the device's crash reporter, Xcode, Android's debuggerd, Crashpad, Play Console and
# the board's secretary write them
# Sentry's issues list (GET /api/0/projects/lumen/lumen-ios/issues/?query=release:5.42.0): GroupSerializer's keys,
# then the seen stats and the 24h stats; compact (the spacing a guess); two issues
def _sentry_issue(gid: str, short: str, title: str, culprit: str, exc: str, value: str, count: int, users: int,
                  first: str, last: str, priority: str) -> dict:
    return {"id": gid, "shareId": None, "shortId": short, "title": title, "culprit": culprit,
            "permalink": f"https://lumen.sentry.io/issues/{gid}/", "logger": None, "level": "fatal",
            "status": "unresolved", "statusDetails": {}, "substatus": "new", "isPublic": False, "platform": "cocoa",
            "project": {"id": "4507312845619200", "name": "lumen-ios", "slug": "lumen-ios", "platform": "apple-ios"},
            "type": "error",
            "metadata": {"function": culprit, "in_app_frame_mix": "mixed", "type": exc, "value": value},
            "numComments": 3, "assignedTo": None, "isBookmarked": False, "isSubscribed": True,
            "subscriptionDetails": {"reason": "mentioned"}, "hasSeen": True, "annotations": [], "issueType": "error",
            "issueCategory": "error", "priority": priority, "priorityLockedAt": None, "isUnhandled": True,
            "count": str(count), "userCount": users, "firstSeen": first, "lastSeen": last,
            "stats": {"24h": [[1772582400, count // 40], [1772586000, count // 35], [1772589600, count // 30]]}}


_SENTRY_ISSUES = json.dumps([
    _sentry_issue("6312874401", "LUMEN-IOS-4F2", "EXC_BAD_ACCESS: KERN_INVALID_ADDRESS at 0x0000000000000010",
                  "ImageCache.decode(_:)", "EXC_BAD_ACCESS", "KERN_INVALID_ADDRESS at 0x0000000000000010", 1842,
                  1317, "2026-03-02T08:14:51.204000Z", "2026-03-04T10:15:22.481000Z", "high"),
    _sentry_issue("6312902217", "LUMEN-IOS-4F9", "EXC_CRASH: SIGABRT",
                  "PlayerViewModel.loadQueue()", "EXC_CRASH", "SIGABRT", 611, 498,
                  "2026-03-03T19:02:11.930000Z", "2026-03-04T09:58:40.017000Z", "medium")],
    separators=(",", ":"))
_SENTRY_ISSUES_NAME = "sentry_issues_5.42.0_ios.json"

# a Sentry event (GET /api/0/projects/lumen/lumen-ios/events/<id>/): the serializer's keys as a recorded answer has
# them, the middle ones trimmed; the exception entry trimmed to one frame
_SENTRY_EVENT = json.dumps({
    "id": _hex("event"), "groupID": "6312874401", "eventID": _hex("event"), "projectID": "4507312845619200",
    "size": 48213,
    "entries": [{"data": {"values": [{"type": "EXC_BAD_ACCESS", "value": "KERN_INVALID_ADDRESS at 0x10",
                                      "mechanism": {"type": "mach", "handled": False,
                                                    "meta": {"signal": {"number": 11, "name": "SIGSEGV"},
                                                             "mach_exception": {"exception": 1, "code": 1,
                                                                                "subcode": 16,
                                                                                "name": "EXC_BAD_ACCESS"}}},
                                      "stacktrace": {"frames": [{"function": "ImageCache.decode(_:)",
                                                                 "package": "Lumen", "inApp": True,
                                                                 "instructionAddr": "0x1028f4c1c"}]}}],
                          "hasSystemFrames": True},
                 "type": "exception"}],
    "dist": "5420118", "message": "", "title": "EXC_BAD_ACCESS: KERN_INVALID_ADDRESS at 0x0000000000000010",
    "location": None,
    "user": {"id": None, "email": None, "username": None, "ip_address": None, "name": None, "geo": None,
             "data": None},
    "contexts": {"app": {"app_version": "5.42.0", "app_build": "5420118", "type": "app"},
                 "device": {"model": "iPhone16,2", "family": "iOS", "type": "device"},
                 "os": {"name": "iOS", "version": "18.3.1", "build": "22D72", "type": "os"}},
    "crashFile": None, "culprit": "ImageCache.decode(_:)", "dateCreated": "2026-03-04T10:15:22Z",
    "fingerprints": [_hex("a3f9c2")],
    "groupingConfig": {"enhancements": "KLUv_SAYwQAAkwKRs25ld3N0eWxlOjIwMjMtMDEtMTGQ", "id": "newstyle:2023-01-11"},
    "release": {"version": "com.lumen.app@5.42.0+5420118", "shortVersion": "5.42.0 (5420118)"}},
    separators=(",", ":"))

# Apple's .ips crash report (from the device via Xcode's Devices window or Settings > Analytics Data): a compact
# header line, then the body pretty-printed, small objects inline; threads and usedImages trimmed
_IPS = ('{"app_name":"Lumen","timestamp":"2026-03-04 10:15:22.00 +0100","app_version":"5.42.0",'
        '"slice_uuid":"4c1e9a7f-3b52-3d0e-9f61-7a2d5c8e1b04","adam_id":"1583920417","build_version":"5420118",'
        '"bundleID":"com.lumen.app","platform":2,"share_with_app_devs":1,"is_first_party":0,"bug_type":"309",'
        '"os_version":"iPhone OS 18.3.1 (22D72)","roots_installed":0,'
        '"incident_id":"7B3E52C1-9A04-4F8D-B1E6-2C5A90D3F718","name":"Lumen"}\n'
        '{\n'
        '  "uptime" : 240000,\n'
        '  "procRole" : "Foreground",\n'
        '  "version" : 2,\n'
        '  "userID" : 501,\n'
        '  "deployVersion" : 210,\n'
        '  "modelCode" : "iPhone16,2",\n'
        '  "osVersion" : {\n'
        '    "isEmbedded" : true,\n'
        '    "train" : "iPhone OS 18.3.1",\n'
        '    "releaseType" : "User",\n'
        '    "build" : "22D72"\n'
        '  },\n'
        '  "captureTime" : "2026-03-04 10:15:22.4819 +0100",\n'
        '  "incident" : "7B3E52C1-9A04-4F8D-B1E6-2C5A90D3F718",\n'
        '  "pid" : 3187,\n'
        '  "cpuType" : "ARM-64",\n'
        '  "procName" : "Lumen",\n'
        '  "procPath" : "\\/private\\/var\\/containers\\/Bundle\\/Application\\/'
        'E2A4C9B0-61F7-4D3A-8C5E-0B9D7F2A1C36\\/Lumen.app\\/Lumen",\n'
        '  "bundleInfo" : {"CFBundleShortVersionString":"5.42.0","CFBundleVersion":"5420118",'
        '"CFBundleIdentifier":"com.lumen.app"},\n'
        '  "parentProc" : "launchd",\n'
        '  "parentPid" : 1,\n'
        '  "crashReporterKey" : "9d2b7c41e8f05a3b6c1d9e7f2a4b8c0d5e3f1a27",\n'
        '  "exception" : {"codes":"0x0000000000000001, 0x0000000000000010","rawCodes":[1,16],'
        '"type":"EXC_BAD_ACCESS","signal":"SIGSEGV","subtype":"KERN_INVALID_ADDRESS at 0x0000000000000010"},\n'
        '  "termination" : {"flags":0,"code":11,"namespace":"SIGNAL","indicator":"Segmentation fault: 11",'
        '"byProc":"exc handler","byPid":3187},\n'
        '  "faultingThread" : 0,\n'
        '  "threads" : [{"triggered":true,"id":2204517,"queue":"com.apple.main-thread","frames":['
        '{"imageOffset":134172,"symbol":"ImageCache.decode(_:)","symbolLocation":212,"imageIndex":0},'
        '{"imageOffset":131880,"symbol":"ImageCache.image(for:)","symbolLocation":96,"imageIndex":0}]}],\n'
        '  "usedImages" : [{"source":"P","arch":"arm64","base":4337844224,"size":9453568,'
        '"uuid":"4c1e9a7f-3b52-3d0e-9f61-7a2d5c8e1b04","path":"\\/private\\/var\\/containers\\/Bundle\\/'
        'Application\\/E2A4C9B0-61F7-4D3A-8C5E-0B9D7F2A1C36\\/Lumen.app\\/Lumen","name":"Lumen"}]\n'
        '}')
_IPS_NAME = "Lumen-2026-03-04-101522.ips"


# a symbolicated crash log as Xcode shows and exports it (Organizer > Crashes, 'Show in Finder' .crash): the header
# block, the exception, the crashed thread's frames (index, image, tab, address, symbol + offset); trimmed
def _frame(i: int, image: str, addr: int, symbol: str) -> str:
    return f"{i:<4d}{image:<30s}\t{addr:#18x} {symbol}\n"


_CRASH_LOG = ("Incident Identifier: 7B3E52C1-9A04-4F8D-B1E6-2C5A90D3F718\n"
              "CrashReporter Key:   9d2b7c41e8f05a3b6c1d9e7f2a4b8c0d5e3f1a27\n"
              "Hardware Model:      iPhone16,2\n"
              "Process:             Lumen [3187]\n"
              "Path:                /private/var/containers/Bundle/Application/E2A4C9B0-61F7-4D3A-8C5E-0B9D7F2A1C36/"
              "Lumen.app/Lumen\n"
              "Identifier:          com.lumen.app\n"
              "Version:             5.42.0 (5420118)\n"
              "Code Type:           ARM-64 (Native)\n"
              "Role:                Foreground\n"
              "Parent Process:      launchd [1]\n\n"
              "Date/Time:           2026-03-04 10:15:22.4819 +0100\n"
              "Launch Time:         2026-03-04 10:11:02.1177 +0100\n"
              "OS Version:          iPhone OS 18.3.1 (22D72)\n"
              "Release Type:        User\n"
              "Report Version:      104\n\n"
              "Exception Type:  EXC_BAD_ACCESS (SIGSEGV)\n"
              "Exception Subtype: KERN_INVALID_ADDRESS at 0x0000000000000010\n"
              "Exception Codes: 0x0000000000000001, 0x0000000000000010\n"
              "Termination Reason: SIGNAL 11 Segmentation fault: 11\n"
              "Terminating Process: exc handler [3187]\n\n"
              "Triggered by Thread:  0\n\n"
              "Thread 0 name:   Dispatch queue: com.apple.main-thread\n"
              "Thread 0 Crashed:\n"
              + _frame(0, "Lumen", 0x1028f4c1c, "ImageCache.decode(_:) + 212 (ImageCache.swift:88)")
              + _frame(1, "Lumen", 0x1028f4328, "ImageCache.image(for:) + 96 (ImageCache.swift:41)")
              + _frame(2, "Lumen", 0x102911a04, "FeedCell.configure(with:) + 388 (FeedCell.swift:57)")
              + _frame(3, "UIKitCore", 0x18a2d1f34, "-[UICollectionView _createPreparedCellForItemAtIndexPath:"
                                                    "withLayoutAttributes:applyAttributes:isFocused:notify:] + 1084")
              + _frame(4, "CoreFoundation", 0x183a64848, "__CFRunLoopRun + 1188")
              + _frame(5, "UIKitCore", 0x1894bce54, "UIApplicationMain + 336")
              + _frame(6, "Lumen", 0x1028f0a10, "main + 64 (AppDelegate.swift:12)")
              + _frame(7, "dyld", 0x180a3ee28, "start + 7116") + "\n")
_CRASH_LOG_NAME = "Lumen_5.42.0_2026-03-04-101522.crash"


# an Android tombstone (adb bugreport's FS/data/tombstones/tombstone_07): tombstone_proto_to_text's header, the
# crashing thread, its registers four a row, then the backtrace; the memory dump, map, other threads and logs trimmed
def _regs(names: list[str], values: list[int]) -> str:
    row, out = [], []
    for name, value in zip(names, values):
        row.append(f"  {name:<3s} {value:016x}")
        if len(row) == 4:
            out.append("  " + "".join(row))
            row = []
    if row:
        out.append("  " + "".join(row))
    return "\n".join(out) + "\n"


_X = [0x0, 0x7a4c21e0c8, 0x10, 0x7a4c21e0d0, 0x0, 0x7fe3b2a910, 0x6c, 0x1, 0xb400007a1c2e41f0, 0x7a4c9f3e40,
      0x0, 0x3, 0x7fe3b2a8c0, 0x14, 0x7a4ca11b80, 0x0, 0x7c81e32a10, 0x7c81e8b5e0, 0x7a4b3fe000, 0xb400007a1c2e4100,
      0x0, 0x7a4c21e0c8, 0x1, 0x7a4c9f3e40, 0x7a4ca11b80, 0x0, 0x7a4c21e1f0, 0x7a4b3fe350, 0x7a4ca11c00, 0x7a4b3fdf90]
_TOMBSTONE = ("*** *** *** *** *** *** *** *** *** *** *** *** *** *** *** ***\n"
              "Build fingerprint: 'google/husky/husky:14/AP2A.240905.003/12231197:user/release-keys'\n"
              "Revision: 'MP1.0'\n"
              "ABI: 'arm64'\n"
              "Timestamp: 2026-03-04 10:22:07.118324071+0100\n"
              "pid: 8817, tid: 8851, name: RenderThread  >>> com.lumen.app <<<\n"
              "uid: 10244\n"
              "signal 11 (SIGSEGV), code 1 (SEGV_MAPERR), fault addr 0x10\n"
              "Cause: null pointer dereference\n"
              + _regs([f"x{i}" for i in range(30)], _X)
              + _regs(["lr", "sp", "pc", "pst"], [0x7a4c8e2f18, 0x7a4b3fdf40, 0x7a4c8e31c4, 0x60001000])
              + "\nbacktrace:\n"
              "      #00 pc 00000000000a31c4  /data/app/~~Qm3lZ0p1xV2cJ7rT4bY8aw==/com.lumen.app-Nf6dK2sW9hQe1uR0"
              "vXyLzA==/lib/arm64/libmediacore.so (mc::FrameQueue::pop()+52) (BuildId: " + _hex("libmediacore", 40)
              + ")\n"
              "      #01 pc 00000000000a2f14  /data/app/~~Qm3lZ0p1xV2cJ7rT4bY8aw==/com.lumen.app-Nf6dK2sW9hQe1uR0"
              "vXyLzA==/lib/arm64/libmediacore.so (mc::Renderer::drawFrame()+184) (BuildId: " + _hex("libmediacore", 40)
              + ")\n"
              "      #02 pc 00000000000f1a2c  /apex/com.android.runtime/lib64/bionic/libc.so "
              "(__pthread_start(void*)+204) (BuildId: " + _hex("libc", 40) + ")\n"
              "      #03 pc 0000000000064d30  /apex/com.android.runtime/lib64/bionic/libc.so (__start_thread+64) "
              "(BuildId: " + _hex("libc", 40) + ")\n")
_TOMBSTONE_NAME = "tombstone_07"


# a Crashpad minidump (the .dmp the Android NDK handler uploads): MDRawHeader ('MDMP', 0xa793, two streams, the
# directory at 32), the directory, an exception stream (SIGSEGV at 0x10) and a system info stream (ARM64, Android)
def _minidump() -> bytes:
    header_size, dir_size = 32, 2 * 12
    exc_rva = header_size + dir_size
    exc = struct.pack("<II", 8851, 0) + struct.pack("<IIQQII", 11, 1, 0, 0x10, 0, 0) + bytes(15 * 8) \
        + struct.pack("<II", 0, 0)
    sys_rva = exc_rva + len(exc)
    csd = "google/husky/husky:14/AP2A.240905.003/12231197:user/release-keys".encode("utf-16-le")
    sysinfo = struct.pack("<HHHBBIIIIIHH", 12, 0, 0, 8, 1, 14, 0, 0, 0x8203, 0, 0, 0) + bytes(24)
    csd_rva = sys_rva + len(sysinfo)
    sysinfo = sysinfo[:24] + struct.pack("<I", csd_rva) + sysinfo[28:]
    header = struct.pack("<IIIIIIQ", 0x504D444D, 0xA793, 2, header_size, 0, 1772615727, 0)
    directory = struct.pack("<III", 6, len(exc), exc_rva) + struct.pack("<III", 7, len(sysinfo), sys_rva)
    return header + directory + exc + sysinfo + struct.pack("<I", len(csd)) + csd + b"\0\0"


_MINIDUMP = _minidump()
_MINIDUMP_NAME = "3f0b8e4a-5c1d-4e27-9a6b-d2c7f1e04b93.dmp"


# Play Console's crashes report by app version (gs://pubsite_prod_rev_.../stats/crashes/
# crashes_com.lumen.app_202603_app_version.csv): UTF-16 with a BOM, a row per day and version code
def _play_console_csv() -> bytes:
    rows = [("2026-03-01", 5410096, 212, 31), ("2026-03-01", 5420118, 48, 9), ("2026-03-02", 5410096, 198, 27),
            ("2026-03-02", 5420118, 377, 64), ("2026-03-03", 5410096, 141, 22), ("2026-03-03", 5420118, 903, 118)]
    text = "Date,Package Name,App Version Code,Daily Crashes,Daily ANRs\r\n" + "".join(
        f"{d},com.lumen.app,{v},{c},{a}\r\n" for d, v, c, a in rows)
    return b"\xff\xfe" + text.encode("utf-16-le")


_PLAY_CSV = _play_console_csv()
_PLAY_CSV_NAME = "crashes_com.lumen.app_202603_app_version.csv"

# an engineer's severity rating sheet as the secretary types it from the triage forms: engineer, date, fingerprint
# hash, exception type, severity (1-5), reach (1-5), overall: seven fields a line
_RATING_SHEET = ("okafor 2026-03-03 a3f9c2 EXC_BAD_ACCESS 5 5 5.0\n"
                 "okafor 2026-03-03 5b20ae EXC_CRASH 4 3 3.5\n"
                 "lindqvist 2026-03-03 7d41e0 java.lang.NullPointerException 4 5 4.5\n"
                 "lindqvist 2026-03-03 0e8d55 ANR 3 4 3.5\n"
                 "ramaswamy 2026-03-04 c91f37 SIGSEGV 5 2 3.5\n")
# a board member's ballot as typed for the weekly meeting: member, place, fingerprint hash, platform: four fields
_BALLOT = "lindqvist 1 a3f9c2 ios\nlindqvist 2 7d41e0 android\nlindqvist 3 c91f37 android\nlindqvist 4 5b20ae ios\n"
# the board's vote tally as the secretary types it after the meeting: fingerprint hash, exception type, votes to fix
# before release, next release, won't fix, then the decision: six fields a line
_VOTE_TALLY = ("a3f9c2 EXC_BAD_ACCESS 7 1 0 blocker\n7d41e0 java.lang.NullPointerException 6 2 0 blocker\n"
               "c91f37 SIGSEGV 3 4 1 next\n0e8d55 ANR 1 3 4 wontfix\n")


def hundredthird_bar_crashtriage_cases() -> list[Case]:
    G = HUNDREDTHIRD_CRASHTRIAGE
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="crash_group_scores", judgements="board_decisions", runs=_RECS3,
        stem="triage_rankings", outputs=_OUT, item="crash group", rounded="severity_ratings",
        weights="{'affected_users': 1.0, 'crash_free_impact': 1.0, 'severity_ratings': 0.5, 'board_votes': 2.0}",
        lone_query="R['affected_users']['release:5.43.0-beta.1/ios'] = "
                   "{'crash:ios/EXC_RESOURCE/8ab3f1': 0.9, 'crash:ios/EXC_CRASH/5b20ae': 0.4}\n",
        trust="affected_users 1\ncrash_free_impact 1\nboard_votes 2\n",
        trust_dict="{'affected_users': 1, 'crash_free_impact': 1, 'board_votes': 2}",
        texts={
            "rrf": ("u103a_rrf_crash_group_scores",
                    "rankagg.fuse({source: {release, platform or triage: {crash group: score}}}, method='rrf'): "
                    "affected users, crash-free-session impact, severity ratings and the board's votes, six "
                    "rankings ('release:5.42.0/ios'), crash groups as 'crash:ios/EXC_BAD_ACCESS/a3f9c2'"),
            "borda": ("u103a_borda_crash_group_not_rated_by_all",
                      "rankagg.fuse(..., method='borda'): a crash group first seen the night before the meeting, "
                      "no engineer rated yet and the sessions job has not counted, so some sources lack it"),
            "combsum": ("u103a_combsum_rounded_severity_ratings",
                        "rankagg.fuse(..., method='combsum'): the engineers' severity ratings as averages at one "
                        "decimal (many ties), beside affected users and the board's votes"),
            "fuser": ("u103a_weighted_fuser_board_votes",
                      "rankagg.Fuser('rrf', weights=...) per release and meeting: the board's votes count 2, as the "
                      "release process gives the board the ship/no-ship call"),
            "frame": ("u103a_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the triage sheet, a row "
                      "per release, crash group and source"),
            "evaluate": ("u103a_evaluate_board_decisions",
                         "rankagg.evaluate(fused ranking, the board's decisions, ['nDCG@5', 'AP', 'P@3']): does the "
                         "fused ranking put the fix-before-release crash groups first"),
            "lone": ("u103a_beta_release_only_affected_users",
                     "rankagg.fuse(..., method='rrf'): the 5.43.0 beta, which only affected users cover (TestFlight "
                     "crashes), beside releases and meetings every source covers"),
            "cli_rrf": ("u103a_cli_rrf_runs",
                        "rankagg fuse affected_users.run crash_free_impact.run board_votes.run --method rrf -o "
                        "triage_rankings.run: one run per source, releases and meetings as queries"),
            "cli_borda": ("u103a_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the board's votes "
                          "count double)"),
            "cli_combsum": ("u103a_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four crash groups the board can take "
                            "per release in a weekly meeting"),
            "cli_evaluate": ("u103a_cli_evaluate_board_decisions_qrels",
                             "rankagg evaluate triage_rankings.run --qrels board_decisions.qrels -m ndcg_cut.5 -m "
                             "map: the fused ranking against the board's decisions (0-2)"),
            "cli_parquet": ("u103a_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o triage_rankings.parquet: gzipped runs from the "
                            "release pipeline's jobs, a Parquet table for the triage dashboard's notebook")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u103a_sentry_issues_json_as_run", "Sentry's issues list answer (/api/0/projects/lumen/lumen-ios/issues/: "
         "id, shortId, title, culprit, metadata, count, userCount, firstSeen, lastSeen, stats)", _SENTRY_ISSUES_NAME,
         _SENTRY_ISSUES, "Sentry", f"{_SENTRY_ISSUES_NAME}:1"),
        ("u103a_sentry_event_json_as_run", "a Sentry event answer (id, groupID, eventID, entries of exception "
         "values, contexts, fingerprints, groupingConfig, release)", "sentry_event_latest.json", _SENTRY_EVENT,
         "Sentry", "sentry_event_latest.json:1"),
        ("u103a_apple_ips_as_run", "Apple's .ips crash report (a JSON header line with bug_type 309 and "
         "incident_id, then the JSON body: exception, termination, threads, usedImages)", _IPS_NAME, _IPS, ".ips",
         f"{_IPS_NAME}:1"),
        ("u103a_xcode_crash_log_as_run", "a symbolicated crash log as Xcode exports it (Incident Identifier, "
         "Exception Type, Triggered by Thread, the crashed thread's frames)", _CRASH_LOG_NAME, _CRASH_LOG, "Xcode",
         f"{_CRASH_LOG_NAME}:1"),
        ("u103a_android_tombstone_as_run", "an Android tombstone from a bug report (Build fingerprint, ABI, pid/tid "
         "line, signal 11 (SIGSEGV), registers, backtrace)", _TOMBSTONE_NAME, _TOMBSTONE, "tombstone",
         f"{_TOMBSTONE_NAME}:1"),
        ("u103a_crashpad_minidump_as_run", "a Crashpad minidump from the NDK crash handler (binary: 'MDMP', version "
         "0xa793, a stream directory, exception and system info streams)", _MINIDUMP_NAME, _MINIDUMP, "minidump",
         _MINIDUMP_NAME),
        ("u103a_play_console_crashes_csv_as_run", "Play Console's crashes report by app version (UTF-16 CSV: Date, "
         "Package Name, App Version Code, Daily Crashes, Daily ANRs)", _PLAY_CSV_NAME, _PLAY_CSV, "Play Console",
         _PLAY_CSV_NAME),
        ("u103a_severity_rating_sheet_as_run", "an engineer's severity rating sheet as typed (seven fields a line: "
         "engineer, date, fingerprint hash, exception type, severity, reach, overall)", "severity_ratings_W10.txt",
         _RATING_SHEET, "rating sheet", "severity_ratings_W10.txt:1"),
        ("u103a_board_ballot_as_run", "a board member's ballot as typed for the meeting (four fields a line: member, "
         "place, fingerprint hash, platform)", "ballot_lindqvist_2026-W10.txt", _BALLOT, "ballot",
         "ballot_lindqvist_2026-W10.txt:1"),
        ("u103a_vote_tally_as_run", "the board's vote tally as the secretary types it (six fields a line: "
         "fingerprint hash, exception type, fix-now, fix-next and won't-fix votes, decision)",
         "vote_tally_2026-W10.txt", _VOTE_TALLY, "vote tally", "vote_tally_2026-W10.txt:1")],
        one_run=("board_votes.run", _ONE_RUN), stem="triage_rankings",
        text_why="trec_eval refuses a line of other than six fields, and a vote tally's six are a fingerprint hash, "
                 "an exception type, three vote counts and a decision, not a run's; the file is the field's own, "
                 "named by what it is (a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads ASCII text lines; a minidump (binary streams) or Play Console's UTF-16 export "
                   "read as lines gives no ranking: named by what it is")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u103a_board_ballot_as_qrels", "ballot_lindqvist_2026-W10.txt", _BALLOT, "ballot"),
        ("u103a_vote_tally_as_qrels", "vote_tally_2026-W10.txt", _VOTE_TALLY, "vote tally"),
        ("u103a_android_tombstone_as_qrels", _TOMBSTONE_NAME, _TOMBSTONE, "tombstone"),
        ("u103a_sentry_issues_json_as_qrels", _SENTRY_ISSUES_NAME, _SENTRY_ISSUES, "Sentry")],
        one_run=("board_votes.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u103a_out_ips", "triage_2026-W10.ips", "an Apple crash report (.ips)"),
        ("u103a_out_minidump_dmp", "triage_2026-W10.dmp", "a minidump (.dmp)"),
        ("u103a_out_dsym", "Lumen.app.dSYM", "a dSYM debug symbols bundle"),
        ("u103a_out_symbols", "Lumen.symbols", "an Apple .symbols file (App Store symbol upload)")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=103"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u103a_api_sentry_event_dict",
            "rankagg.fuse(json.load(sentry_event_latest.json)): a Sentry event answer, loaded in Python, given as "
            "the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('r.json', encoding='utf-8')), method='rrf')\n",
            "Sentry", why="a run maps a query to {document: score}; a Sentry event is one crash (its ids, the "
            "exception entries with their frames, the device and OS contexts, the fingerprints and the release)",
            files={"r.json": _SENTRY_EVENT}),
        bad("u103a_api_play_console_frame",
            "rankagg.fuse(pd.read_csv(crashes_com.lumen.app_202603_app_version.csv, encoding='utf-16')): Play "
            "Console's crashes report (Date, Package Name, App Version Code, Daily Crashes, Daily ANRs) given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('r.csv', encoding='utf-16'), method='borda')\n",
            "Play Console", why="a table of runs has qid, docid, run and score columns; Play Console's report has a "
            "row per day and app version code with that day's crash and ANR counts",
            files={"r.csv": _PLAY_CSV}),
    ]
    return cases
