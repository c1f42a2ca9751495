"""A mobile app company's crash triage team's and weekly triage board's files (issue 45's hundred-and-third bar,
u103a_): Sentry's issues list and event answers, Apple's .ips crash reports and the crash logs Xcode shows and
exports, Android tombstones, minidumps (Crashpad's, Breakpad's), Play Console's crashes report (UTF-16 as Play
Console writes it, or converted to UTF-8), and the engineers' typed severity rating sheets and the board's typed vote
tallies, which name a crash group's exception type (EXC_BAD_ACCESS, SIGSEGV, java.lang.NullPointerException, ANR)
on every line.  (Outputs named '.ips' or '.dmp' are refused by the older readers; a dSYM bundle and an Apple
.symbols file are no files a door reads, so their names are left to the output names' own list.)  By decision a
board member's typed ballot (member, place, fingerprint hash, platform) stays undeclared: a short hex hash and 'ios'
or 'android' are no token of this field's own that could be checked; its refusal names the file and line."""

from __future__ import annotations

import struct

from rankagg.io.fields.declaration import NAME_FIELD, Field, FieldFile

#: a crash group's exception type as the triage forms carry it: a Mach exception (EXC_BAD_ACCESS), a signal (SIGSEGV),
#: an Android ANR, or a Java, Kotlin or Foundation exception class (java.lang.NullPointerException); never a run's Q0
_EXC = (r"(?:EXC_[A-Z][A-Z_]*|SIG[A-Z]{3,6}|ANR|(?:java|javax|kotlin|android|dalvik)\.[\w.$]*(?:Exception|Error)"
        r"|NS\w*Exception)")
#: the short hash of a crash group's grouping fingerprint, as the team writes it
_HASH = r"[0-9a-f]{6,40}"
_RATING = (rf"{NAME_FIELD}[ \t]+\d{{4}}-\d\d-\d\d[ \t]+{_HASH}[ \t]+{_EXC}[ \t]+\d+[ \t]+\d+[ \t]+\d+(?:\.\d+)?"
           r"[ \t]*\r?")
_TALLY = rf"{_HASH}[ \t]+{_EXC}[ \t]+\d+[ \t]+\d+[ \t]+\d+[ \t]+[\w'-]+[ \t]*\r?"

# a minidump's MDRawHeader (minidump_format.h: 'MDMP', MD_HEADER_VERSION 0xa793, two streams, the directory at 32,
# checksum, time stamp, flags), then its directory (an exception stream, 6; a system info stream, 7)
_MINIDUMP = (struct.pack("<IIIIIIQ", 0x504D444D, 0xA793, 2, 32, 0, 1772615727, 0)
             + struct.pack("<III", 6, 168, 56) + struct.pack("<III", 7, 56, 224))


CRASHTRIAGE = Field(
    team="a mobile app company's crash triage team and weekly triage board (u103a_)",
    advice="give each source's ranking of a release's, platform's or triage meeting's crash groups (the affected "
           "users, the crash-free-session impact, the engineers' severity ratings, the board's votes) as a run, the "
           "release a query (release:5.42.0/ios) and each crash group a document (crash:ios/EXC_BAD_ACCESS/a3f9c2), "
           "the score higher for the crash group to fix first: 'RELEASE Q0 CRASHGROUP RANK SCORE SOURCE'; the board's "
           "decisions are the qrels, 'RELEASE 0 CRASHGROUP GRADE' (2 fix before release, 1 next release, 0 won't fix)",
    files=(
        FieldFile("Sentry's issues list (JSON from its API: an issue per record, its id, shortId, title, culprit, "
                  "permalink, ..., issueCategory, priority, count, userCount, firstSeen, lastSeen)",
                  '[{"id":"6312874401","shareId":null,"shortId":"LUMEN-IOS-4F2","title":"EXC_CRASH: SIGABRT",'
                  '"culprit":"PlayerViewModel.loadQueue()","permalink":"https://lumen.sentry.io/issues/6312874401/",'
                  '"issueCategory":"error","count":"611","userCount":498,"firstSeen":"2026-03-03T19:02:11Z"}]\n',
                  1, keys=("shortId", "culprit", "permalink", "issueCategory", "userCount", "firstSeen")),
        FieldFile("a Sentry event (JSON from its API: id, groupID, eventID, projectID, entries, contexts, ..., "
                  "fingerprints, groupingConfig, release)",
                  '{"id":"5c9e1f0d","groupID":"6312874401","eventID":"5c9e1f0d","projectID":"4507312845619200",'
                  '"entries":[],"contexts":{},"fingerprints":["a3f9c2"],"groupingConfig":{"id":"newstyle:2023-01-11"}}'
                  '\n', 1, keys=("groupID", "eventID", "projectID", "entries", "fingerprints", "groupingConfig")),
        # an .ips is two JSON documents: the header line is what parses, and what tells it (bug_type 309, a crash)
        FieldFile("Apple's crash report (.ips: a JSON header line, app_name, app_version, bundleID, bug_type, "
                  "incident_id, ..., then the report's JSON body)",
                  '{"app_name":"Lumen","timestamp":"2026-03-04 10:15:22.00 +0100","app_version":"5.42.0",'
                  '"slice_uuid":"4c1e9a7f-3b52-3d0e-9f61-7a2d5c8e1b04","bundleID":"com.lumen.app","bug_type":"309",'
                  '"incident_id":"7B3E52C1-9A04-4F8D-B1E6-2C5A90D3F718","name":"Lumen"}\n{\n  "uptime" : 240000,\n',
                  1, keys=("bug_type", "incident_id", "slice_uuid", "app_name")),
        FieldFile("an Apple crash log as Xcode shows and exports it (.crash: Incident Identifier, CrashReporter Key, "
                  "Hardware Model, Process, ..., Exception Type, Triggered by Thread, then each thread's frames)",
                  "Incident Identifier: 7B3E52C1-9A04-4F8D-B1E6-2C5A90D3F718\n"
                  "CrashReporter Key:   9d2b7c41e8f05a3b6c1d9e7f2a4b8c0d5e3f1a27\n"
                  "Hardware Model:      iPhone16,2\n", 1,
                  line=r"\A\ufeff?Incident Identifier:[ \t]+[0-9A-Fa-f-]{36}[ \t]*\r?$",
                  marks=("^CrashReporter Key:",)),
        FieldFile("an Android tombstone (debuggerd's crash report: its '*** ***' line, Build fingerprint, Revision, "
                  "ABI, Timestamp, the pid, tid and signal lines, registers, then the backtrace)",
                  "*** *** *** *** *** *** *** *** *** *** *** *** *** *** *** ***\n"
                  "Build fingerprint: 'google/husky/husky:14/AP2A.240905.003/12231197:user/release-keys'\n"
                  "Revision: 'MP1.0'\nABI: 'arm64'\n", 1,
                  line=r"\A\ufeff?\*\*\*(?: \*\*\*){15}[ \t]*\r?$", marks=("^Build fingerprint: '",)),
        # 0xa793 is the version's low half (the high half the writer's own); Windows' .dmp is the same format
        FieldFile("a minidump (the crash dump Crashpad, Breakpad and Windows write, binary: 'MDMP', version 0xa793, "
                  "a stream directory, then the thread, module, exception and system info streams)",
                  _MINIDUMP, 0, magic=b"MDMP\x93\xa7"),
        # in UTF-16 as Play Console writes it (its byte-order mark decoded first, at every door) or saved as UTF-8
        FieldFile("Play Console's crashes report (its monthly CSV export, UTF-16: Date, Package Name, App Version Code "
                  "or another dimension, Daily Crashes, Daily ANRs)",
                  "Date,Package Name,App Version Code,Daily Crashes,Daily ANRs\n"
                  "2026-03-01,com.lumen.app,5420118,48,9\n", 1,
                  columns=("Daily Crashes", "Daily ANRs", "Package Name")),
        FieldFile("a crash triage engineer's severity rating sheet typed as text (engineer, date, fingerprint hash, "
                  "exception type, severity, reach, overall)",
                  "okafor 2026-03-03 a3f9c2 EXC_BAD_ACCESS 5 5 5.0\nokafor 2026-03-03 5b20ae EXC_CRASH 4 3 3.5\n", 1,
                  line=rf"^{_RATING}\n{_RATING}$"),
        FieldFile("a crash triage board's vote tally typed as text (fingerprint hash, exception type, votes to fix "
                  "before release, next release and won't fix, decision)",
                  "a3f9c2 EXC_BAD_ACCESS 7 1 0 blocker\n7d41e0 java.lang.NullPointerException 6 2 0 blocker\n", 1,
                  line=rf"^{_TALLY}\n{_TALLY}$", lookalike=True),
    ))
