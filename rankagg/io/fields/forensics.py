"""A digital forensics and incident response team's files (issue 45's thirty-seventh bar, u37e_): the Sleuth Kit's
mactime timelines and bodyfiles, Plaso's psort timelines and storage files, MFTECmd's $MFT tables, Velociraptor's
hunt results, Volatility 3's JSON and text renderings, DFXML, Windows events saved as XML and YARA's matches.  (A
Windows event log itself, .evtx, a YARA rule file and Zeek's logs are the security operations centre's recognisers'
(u25b_), whose tests hold their readings: a Zeek look-alike declared here took them; an EWF image, .E01, the archives'
declaration: named there.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import SQLITE_HEAD, Field, FieldFile

#: an SQLite header and a schema page holding Plaso's storage tables (metadata, event_data_stream, event_data, event)
_PLASO = (SQLITE_HEAD
          + b"CREATE TABLE metadata (key TEXT, value TEXT)CREATE TABLE event_data_stream (_identifier INTEGER, "
            b"_data TEXT)CREATE TABLE event_data (_identifier INTEGER, _data TEXT)")

FORENSICS = Field(
    team="a digital forensics and incident response team's files (u37e_)",
    advice="give each tool's ranking of a host's artefacts (the YARA hits' severities, a timeline anomaly score's, a "
           "triage model's, the examiners') as a run, a case and host a query and each artefact a document by its "
           "host, source and key (art:ws042/prefetch/PSEXESVC.EXE-AD70946C.pf), the score higher for the more "
           "suspect: 'CASE/HOST Q0 ARTEFACT RANK SCORE TOOL'; the case's findings are the qrels, 'CASE/HOST 0 "
           "ARTEFACT GRADE' (2 confirmed malicious, 1 suspicious, 0 benign)",
    files=(
        FieldFile("the Sleuth Kit's mactime timeline (mactime -d: Date, Size, Type, Mode, UID, GID, Meta, File Name: "
                  "a row per file time, its macb type)",
                  "Date,Size,Type,Mode,UID,GID,Meta,File Name\nSat Jan 03 2026 10:02:11,4096,m.c.,d/drwxr-xr-x,0,0,"
                  '1442-144-1,"/etc/ssh"\n', 1, columns=("Date", "Size", "Type", "Mode", "Meta", "File Name")),
        FieldFile("the Sleuth Kit's bodyfile (fls -m or ils -m: MD5|name|inode|mode|UID|GID|size|atime|mtime|ctime|"
                  "crtime, the input of mactime)",
                  "0|/etc/passwd|1310722|r/rrw-r--r--|0|0|2231|1767434531|1767434400|1767434400|1767100000\n"
                  "0|/etc/ssh|1442|d/drwxr-xr-x|0|0|4096|1767434531|1767434531|1767434531|0\n", 1,
                  line=r"^(?:0|[0-9a-fA-F]{32})\|[^|\n]*\|[^|\n]+\|[-a-z]/[-a-z][-rwxsStT]{9}\|\d+\|\d+\|\d+"
                       r"\|-?\d+\|-?\d+\|-?\d+\|-?\d+$", outputs=(".body",)),
        FieldFile("Plaso's psort timeline (log2timeline's events as CSV, psort -o dynamic: datetime, timestamp_desc, "
                  "source, source_long, message, parser, ...)",
                  "datetime,timestamp_desc,source,source_long,message,parser,display_name,tag\n"
                  "2026-01-03T10:02:11.000000+00:00,Last Access Time,FILE,OS Last Access Time,OS:/etc/ssh Type: "
                  "directory,filestat,OS:/etc/ssh,-\n", 1,
                  columns=("datetime", "timestamp_desc", "source", "source_long", "message", "parser")),
        FieldFile("a Plaso storage file (.plaso: log2timeline's SQLite store of events, event data and their "
                  "sources; psort turns it into a timeline)", _PLASO, 0, magic=b"SQLite format 3\x00",
                  marks=("event_data_stream",), outputs=(".plaso",)),
        FieldFile("MFTECmd's $MFT table (Eric Zimmerman's EZ Tools: EntryNumber, SequenceNumber, InUse, "
                  "ParentEntryNumber, ParentPath, FileName, ..., a row per MFT entry)",
                  "EntryNumber,SequenceNumber,InUse,ParentEntryNumber,ParentSequenceNumber,ParentPath,FileName,"
                  "Extension,FileSize\n41,2,True,5,5,.,Users,,0\n", 1,
                  columns=("EntryNumber", "SequenceNumber", "InUse", "ParentEntryNumber", "FileName")),
        FieldFile("Velociraptor's hunt or collection results (JSON lines: an artifact's columns, then the client's "
                  "ClientId, Fqdn and the FlowId)",
                  '{"Name":"sshd","Pid":812,"ClientId":"C.0a1b2c3d4e5f6a7b","Fqdn":"web01.example.org",'
                  '"FlowId":"F.CQ1M2N3P4R5S6"}\n', 1, keys=("ClientId", "Fqdn", "FlowId")),
        FieldFile("Volatility 3's JSON rendering (vol -r json PLUGIN: a list of rows, each with its plugin's columns "
                  "and __children)",
                  '[\n  {\n    "Offset": 281474976710656,\n    "PID": 4,\n    "__children": []\n  }\n]\n', 1,
                  keys=("__children",)),
        FieldFile("Volatility 3's text output ('Volatility 3 Framework' and its version, a progress line, then the "
                  "plugin's tab-separated columns)",
                  "Volatility 3 Framework 2.5.2\nProgress:  100.00\t\tPDB scanning finished\n\nPID\tPPID\tImageFileName"
                  "\n4\t0\tSystem\n", 1, line=r"\AVolatility 3 Framework \d+\.\d+(?:\.\d+)*[ \t]*\n"),
        FieldFile("a DFXML file (Digital Forensics XML, as fiwalk or another tool writes it: dfxml, metadata, "
                  "creator, source, volume, fileobject)",
                  "<?xml version='1.0' encoding='UTF-8'?>\n<dfxml version='1.0'>\n  <creator><program>fiwalk"
                  "</program></creator>\n  <fileobject><filename>etc/passwd</filename></fileobject>\n</dfxml>\n", 2,
                  root="dfxml", outputs=(".dfxml",)),
        FieldFile("Windows events saved as XML (an EVTX log exported by Event Viewer or wevtutil: Events, Event in "
                  "the 2004/08/events namespace, System, EventData)",
                  '<?xml version="1.0" encoding="utf-8"?>\n<Events>\n<Event xmlns="http://schemas.microsoft.com/win/'
                  '2004/08/events/event"><System><EventID>4624</EventID></System></Event>\n</Events>\n', 2,
                  root="Events", marks=("schemas.microsoft.com/win/2004/08/events/event",)),
        FieldFile("YARA's matches (yara -s: a line per rule and file matched, then a line per string matched, "
                  "0xOFFSET:$NAME: DATA)",
                  "Suspicious_Webshell /var/www/html/up.php\n0x1c:$eval: eval($_POST\n", 1,
                  line=r"^[A-Za-z_]\w*(?: \[[^\]\n]*\])? \S[^\n]*\n0x[0-9a-f]+:\$\w*: "),
    ))
