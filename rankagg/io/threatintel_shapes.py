"""A security operations centre's files, told by their first lines or bytes, so that a run or qrels door names the
tool that wrote them and says what to do instead of a field count (issue 45's twenty-fifth bar, indicators of
compromise ranked per incident by fusing threat-intelligence feeds and detectors: Zeek's conn.log was told "expected 6
fields 'qid Q0 docid rank score tag', found 21", a Sigma rule "score 'DNS' is not a number", a STIX bundle or a
Suricata EVE log "its name ends in .json, a JSON table's", a PCAP "NUL bytes between the characters").

* Logs, rules and indicator files by their text (:func:`threatintel_shape`, given a file's decoded head): Zeek's
  tab-separated logs (``#separator``, ``#fields``), Sigma rules (YAML: ``title``, ``logsource``, ``detection``), YARA
  rules, Snort / Suricata rules, OpenIOC and STIX 1.x XML, and the CSV exports of MISP, VirusTotal, AbuseIPDB and OTX.
* JSON documents by the keys their text holds (:data:`THREATINTEL_JSON`, joined to
  :mod:`rankagg.io.json_documents`' shapes, so every JSON door names them): a STIX 2.1 bundle, a TAXII 2.1 envelope, a
  MISP event, Suricata's EVE records, Zeek's JSON logs.
* Binary captures and logs by their magic bytes (:func:`capture_binary`): libpcap, PCAPNG, a Windows ``.evtx``.

A feed's scores of an incident's indicators are a run's list: every note says so."""

from __future__ import annotations

import re
import zlib

from rankagg.io.line_form_store import compiled
from rankagg.io.xml_head import opens_markup

__all__ = ["THREATINTEL_JSON", "capture_binary", "threatintel_shape", "zeek_ascii_log"]

#: what to do with a feed's or a sensor's file: each feed's (detector's) scores of an incident's indicators are a run
AS_RUN = ("give each feed's or detector's scores as a run, an incident a query and its indicators the documents, the "
          "score higher for the more severe (detections, confidence, pulses, alerts): 'INCIDENT Q0 INDICATOR RANK "
          "SCORE FEED' (or rankagg.fuse({feed: {incident: {indicator: score}}}) in Python); the analysts' verdicts "
          "are the qrels, 'INCIDENT 0 INDICATOR GRADE'")
_NO_RANKING = "it ranks no indicators by itself: score the indicators it names with your feeds and detectors, and "

#: other tools' JSON documents (the strings their text holds, what they are), for rankagg.io.json_documents
THREATINTEL_JSON: tuple[tuple[tuple[str, ...], str], ...] = (
    (('"bundle--',), "a STIX 2.1 bundle (JSON: objects such as indicators, each a pattern like [ipv4-addr:value = "
                     "'...'], no ranking); " + _NO_RANKING + AS_RUN),
    (('"objects"', '"spec_version"'), "a TAXII 2.1 envelope of STIX objects (JSON: more, objects), no ranking; "
                                      + _NO_RANKING + AS_RUN),
    (('"Event"', '"Attribute"'), "a MISP event (JSON: Event, its threat_level_id and Attribute values), no ranking; "
                                 + _NO_RANKING + AS_RUN),
    (('"event_type"', '"src_ip"'), "Suricata's EVE log (JSON lines: event_type, flow_id, src_ip, dest_ip, alert), a "
                                   "record per event; " + _NO_RANKING + AS_RUN),
    (('"uid"', '"id.orig_h"'), "a Zeek log as JSON lines (ts, uid, id.orig_h, id.resp_h, ...), a record per "
                               "connection or query; " + _NO_RANKING + AS_RUN),
)

_SIGMA_KEYS = compiled(r"(?m)^(?:logsource|detection)\s*:")
_YARA_RULE = compiled(r"(?m)^\s*(?:(?:private|global)\s+)*rule\s+[A-Za-z_]\w*\s*(?::[\w\s]*)?(?:\{|$)")
_SNORT_RULE = compiled(r"(?:alert|drop|reject|rejectsrc|rejectdst|rejectboth|pass|log|sdrop)\s+\w+\s+\S+\s+\S+\s+"
                       r"(?:->|<>)\s+\S+\s+\S+\s*\(.*\bsid\s*:")
_ZEEK_PATH = compiled(r"(?m)^#path\t(\S+)")
#: Zeek's ASCII writer's header, whole: '#separator \x09' first, then its '#fields' line and '#types' right after
_ZEEK_HEADER = compiled(r"\A#separator \\x09\r?\n(?:#[^\n]*\n)*?"
                        r"#fields(?:\t[^\t\r\n]+)+\r?\n#types(?:\t[^\t\r\n]+)+\r?\n")


def zeek_ascii_log(text: str) -> bool:
    """Whether a file's decoded head ``text`` is a Zeek log under its whole header, whatever its records: a
    capture_loss.log's six fields a line (reporter.log's four) pass for a run's (qrels') lines once the '#' lines are
    skipped as comments (u37e_zeek_log_as_run).  A run under a '#separator' and '#fields' note alone stays a run."""
    return _ZEEK_HEADER.match(text) is not None


def _records(text: str) -> list[tuple[int, str]]:
    """The first non-blank lines of ``text`` that are no '#' comment, each with its 1-based number (the line a run
    reader trips on)."""
    found = []
    for number, line in enumerate(text.split("\n")[:200], 1):
        stripped = line.strip()
        if stripped and not stripped.startswith("#"):
            found.append((number, line.rstrip("\r")))
            if len(found) == 3:
                break
    return found


def _cells(line: str) -> set[str]:
    """The header's cells, unquoted and lower-cased, at a tab or a comma."""
    cells = line.lstrip("\ufeff").split("\t" if "\t" in line else ",")
    return {c.strip().strip("\"'").lower() for c in cells}


def _export(cells: set[str]) -> str | None:
    """Which feed's or platform's CSV export a header of ``cells`` heads, with its score column."""
    if {"uuid", "event_id", "category", "type", "value", "to_ids"} <= cells:
        return ("a MISP attribute CSV export (uuid, event_id, category, type, value, ..., to_ids: a row per "
                "attribute; to_ids is a flag, no grade nor score)")
    hashes = {"md5", "sha1", "sha256", "resource", "scan_id"}
    if ({"positives", "total"} <= cells and cells & hashes) or {"malicious", "suspicious", "undetected"} <= cells:
        return ("a VirusTotal export (a row per file, URL or address with its engines' detections: positives of "
                "total, or malicious / suspicious / undetected), whose detections are a feed's scores")
    if "abuseconfidencescore" in cells or {"ip", "categories", "reportdate", "comment"} <= cells:
        return ("an AbuseIPDB export (IP, abuseConfidenceScore 0..100, countryCode, ...; or its bulk reports), whose "
                "abuseConfidenceScore is a feed's score")
    if {"indicator type", "indicator"} <= cells or {"indicator", "type", "created", "pulse_key"} <= cells:
        return "an AlienVault OTX pulse's indicators export (Indicator type, Indicator, Description), no scores"
    return None


def threatintel_shape(text: str) -> tuple[int, str] | None:
    """The line and the note of a security tool's text file whose decoded head is ``text``, or None."""
    records = _records(text)
    if not records:
        return None
    at, first = records[0]
    head = text[:1 << 14]
    # Zeek's writer puts a blank after '#separator' (then the escaped tab); Anki's notes export writes
    # '#separator:tab' (u67b_anki_notes_as_run, once named a Zeek log)
    if head.startswith("#separator ") or re.search(r"(?m)^#fields\tts\t", head):
        path = _ZEEK_PATH.search(head)
        kind = f"{path.group(1)}.log" if path else "log"
        return at, (f"is a Zeek {kind} (its #separator ... #fields ... #types header, a tab-separated record per "
                    "connection or query), not TREC run or qrels lines: " + _NO_RANKING
                    + "(zeek-cut lists its fields: zeek-cut id.resp_h query < LOG) " + AS_RUN)
    if re.match(r"\s*title\s*:", first) and len(set(_SIGMA_KEYS.findall(head))) == 2:
        return at, ("is a Sigma rule (YAML: title, logsource, detection, level), a detection's definition, not TREC "
                    "run or qrels lines: " + _NO_RANKING + "(its level can weigh the detector that fires it) "
                    + AS_RUN)
    if _YARA_RULE.search(head) and re.search(r"(?m)^\s*condition\s*:", head):
        return at, ("is a YARA rule file (rule NAME { meta strings condition }), not TREC run or qrels lines: "
                    + _NO_RANKING + AS_RUN)
    if _SNORT_RULE.match(first.strip()):
        return at, ("is Snort / Suricata rules (ACTION PROTO SRC PORT -> DST PORT (msg; sid; rev)), not TREC run or "
                    "qrels lines: " + _NO_RANKING + "(the alerts they raise, counted per indicator, are a "
                    "detector's scores) " + AS_RUN)
    markup = opens_markup(head.splitlines())
    if markup and ("schemas.mandiant.com/2010/ioc" in head or "openioc.org/schemas" in head):
        return at, ("is an OpenIOC file (XML: <ioc> with its IndicatorItem conditions), not TREC run or qrels lines: "
                    + _NO_RANKING + AS_RUN)
    if markup and "<stix:STIX_Package" in head:
        return at, ("is a STIX 1.x package (XML: stix:STIX_Package, its indicators' observables), not TREC run or "
                    "qrels lines: " + _NO_RANKING + AS_RUN)
    export = _export(_cells(first))
    if export is not None:
        return at, (f"is {export}, not TREC run or qrels lines: read it with pandas (ids as text) and give its "
                    "indicators' scores per incident as one feed's run; " + AS_RUN)
    return None


def capture_binary(head: bytes) -> tuple[str, str] | None:
    """What packet capture or binary event log ``head`` starts (gzip-compressed too: rotated captures are), and what
    to do with it; None for anything else."""
    if head[:2] == b"\x1f\x8b":
        try:
            head = zlib.decompressobj(31).decompress(head, 16)
        except zlib.error:  # a corrupt stream: the reader names it
            return None
    fix = (_NO_RANKING + "(tshark, Zeek or Suricata read a capture; evtx_dump or "
           "python-evtx an event log) " + AS_RUN)
    # libpcap writes its magic in the machine's byte order, microsecond (a1b2c3d4) or nanosecond (a1b23c4d) stamps
    if head[:4] in (b"\xd4\xc3\xb2\xa1", b"\xa1\xb2\xc3\xd4", b"\x4d\x3c\xb2\xa1", b"\xa1\xb2\x3c\x4d"):
        return "a libpcap packet capture (.pcap, magic a1b2c3d4)", fix
    if head[:4] == b"\x0a\x0d\x0d\x0a" and head[8:12] in (b"\x4d\x3c\x2b\x1a", b"\x1a\x2b\x3c\x4d"):
        return "a PCAPNG packet capture (.pcapng: its Section Header Block 0a0d0d0a)", fix
    if head[:8] == b"ElfFile\x00":
        return "a Windows event log (EVTX: 'ElfFile' magic)", fix
    return None
