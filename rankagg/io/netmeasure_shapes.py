"""An internet-measurement team's files where a run, the judgements or the weights are read (issue 45's thirtieth
bar, u30c_*_as_run, u30c_*_as_qrels, u30c_api_*, u30c_weights_tranco_list): told a field count ("expected 6 fields,
found 2" for a zone file), a header ('1', 'google.com') or a Kaldi script file (bgpdump's lines), each is named at
its first lines (or bytes) for the tool or format that writes it, with what to give instead: a domain top list
(Tranco, Cisco Umbrella: 'rank,domain', no header), the Majestic Million, a CrUX rank list (origin, rank), RIPE Atlas
results (JSON), traceroute's, ping's and mtr's text, bgpdump -m lines (TABLE_DUMP2, BGP4MP), CAIDA's AS
relationships and AS Rank (JSON, CSV), PeeringDB's API answers, a DNS zone file, an MRT dump (binary).  A bgpdump
route whose AS path has five hops splits at blanks into six fields, a TREC run line's count
(u30c_bgpdump_six_fields_as_run): :func:`bgpdump_lines` asks for it.  Legal runs and qrels whose ids are domains,
ASes or prefixes stay free (tests/test_thirtieth_bar_netmeasure_files.py)."""

from __future__ import annotations

import re
import struct
from typing import Any, Sequence

from rankagg.io.line_form_store import compiled

__all__ = ["AS_RUN", "NETMEASURE_JSON", "bgpdump_lines", "netmeasure_binary", "netmeasure_columns",
           "netmeasure_document", "netmeasure_shape"]

#: what to do with a measurement's files: each list's or vantage point's ranking is a run
AS_RUN = ("give each top list's (or vantage point's) ranking as a run, the campaign, country or prefix a query and "
          "each domain, AS or address a document, the score higher for the better, so a list's rank or an RTT in ms "
          "negated (-rank, -rtt): 'QUERY Q0 DOMAIN RANK -RANK TAG'; grades (CrUX's buckets: 2 for the top 1000, 1 "
          "for the top 5000) are the qrels, 'QUERY 0 DOMAIN GRADE'")
_NOT_LINES = "not TREC run or qrels lines: "
_TOP_LIST = "a domain top list (Tranco, Cisco Umbrella, Cloudflare Radar: 'rank,domain' lines, no header)"
_BGPDUMP = compiled(r"^(?:TABLE_DUMP2?|BGP4MP(?:_ET)?)\|\d+(?:\.\d+)?\|[ABWSTR]\|")
_BGPDUMP_WHAT = ("bgpdump -m output (an MRT dump as text: TABLE_DUMP2|time|B|peer|peer AS|prefix|AS path|origin|..., "
                 "or BGP4MP updates and withdrawals)")
#: each file by a pattern of one of its first two lines: what it is
_LINES = (
    (_BGPDUMP, _BGPDUMP_WHAT),
    (compiled(r"^traceroute6? to \S+ \(\S+\), \d+ hops max"), "a traceroute's text output ('traceroute to HOST "
                                                                 "(ADDR), 30 hops max', a hop and its RTTs a line)"),
    (compiled(r"^PING \S+ \(\S+\):? \d+(?:\(\d+\))? (?:data )?bytes"), "ping's text output ('PING HOST (ADDR) "
                                                                          "56(84) bytes of data.', an RTT a line)"),
    (compiled(r"^HOST:\s+\S+\s+Loss%\s+Snt\b"), "mtr's report (--report: HOST, Loss%, Snt, Last, Avg, Best, Wrst, "
                                                  "StDev per hop)"),
    (compiled(r"^\$ORIGIN[ \t]+\S*\.\s*$|^\$TTL\s+\d+\w?\s*$|^\S+\s+(?:\d+\s+)?IN\s+SOA\s"),
     "a DNS zone file (an RFC 1035 master file: $ORIGIN, $TTL, SOA, NS and A records)"),
    (compiled(r"^GlobalRank,TldRank,Domain,TLD,"), "the Majestic Million (GlobalRank, TldRank, Domain, TLD, "
                                                     "RefSubNets, RefIPs, ...)"),
)
#: a top list's row: a rank, a domain whose last label is a TLD (letters or an IDN's xn--), not a versioned id
#: ('1,ENSG00000141510.17', a ranked gene list's row, ends in digits)
_RANKED_DOMAIN = compiled(r"^(\d+),((?:[A-Za-z0-9_-]+\.)+(?:[A-Za-z]{2,24}|xn--[a-z0-9-]+)\.?)$")
_AS_REL = compiled(r"^\d+\|\d+\|-?[012](?:\|[a-z_]+)?$")


def _top_list(head: Sequence[str]) -> bool:
    """Whether ``head`` (two lines) reads as a top list's 'rank,domain' rows, the ranks going on."""
    found = [_RANKED_DOMAIN.match(ln) for ln in head]
    return all(found) and (len(found) < 2 or int(found[1].group(1)) == int(found[0].group(1)) + 1)  # type: ignore


def netmeasure_shape(name: str, lines: Sequence[str]) -> str | None:
    """What measurement file whose first lines are ``lines`` is, and what to give instead, or None."""
    head = [ln.lstrip("\ufeff").strip() for ln in lines if ln.strip()][:2]
    if not head:
        return None
    for pattern, what in _LINES:
        if any(pattern.search(ln) for ln in head):
            return f"is {what}, " + _NOT_LINES + "it ranks nothing itself; " + AS_RUN
    if _top_list(head):
        return f"is {_TOP_LIST}, " + _NOT_LINES + "one list's ranks; " + AS_RUN
    if all(_AS_REL.match(ln) for ln in head):
        return ("is CAIDA's AS relationships (serial-1 or -2: 'AS1|AS2|-1' a provider and its customer, '|0' peers, "
                "under '# source' comments), " + _NOT_LINES + "it ranks no ASes; " + AS_RUN)
    table = _table({c.strip(" \"'").lower() for c in re.split(r"[,\t;]", head[0])})
    return None if table is None else f"is {table}, " + _NOT_LINES + AS_RUN


def _table(cols: set[str]) -> str | None:
    """What a measurement table of the (lower-case) column names ``cols`` is, or None."""
    if cols == {"origin", "rank"}:
        return "a CrUX top list (the Chrome UX Report's origin, rank: rank buckets 1000, 5000, 10000, ...)"
    if {"globalrank", "tldrank", "domain"} <= cols:
        return "the Majestic Million (GlobalRank, TldRank, Domain, TLD, RefSubNets, RefIPs, ...)"
    if "asn" in cols and ("customerconesize" in cols or {"asnname", "rank"} <= cols):
        return "CAIDA's AS Rank table (asn, asnName, rank, customerConeSize: an AS per row)"
    if {"prb_id", "msm_id"} <= cols:
        return "RIPE Atlas results as a table (prb_id, msm_id, dst_addr, rtt: a probe's measurement per row)"
    return None


def netmeasure_columns(names: Sequence[object]) -> str | None:
    """What a frame of the column ``names`` is when a measurement tool wrote it (Majestic's million, a CrUX list, AS
    Rank: u30c_api_majestic_frame), with what to do; or None."""
    what = _table({str(n).strip().strip("\"'").lower() for n in names})
    return None if what is None else (f"{what}: one list, not runs; " + AS_RUN + "; as a frame: qid (the campaign), "
                                      "docid (the domain or AS), run (the list) and score (-rank) columns")


def bgpdump_lines(lines: Sequence[str]) -> bool:
    """Whether the first ``lines`` are bgpdump -m's (u30c_bgpdump_six_fields_as_run): a route whose AS path has five
    hops splits at blanks into six fields, which read as a TREC run line; a run's query holds no 'TABLE_DUMP2|'."""
    return bool(lines) and _BGPDUMP.match(lines[0].strip()) is not None


#: the measurement platforms' JSON documents, by keys their first bytes hold: what each is
NETMEASURE_JSON = (
    (('"prb_id"', '"msm_id"'), "RIPE Atlas measurement results (JSON: per probe and measurement fw, af, dst_addr, "
                               "result; a probe's RTTs per target, negated, are a run)"),
    (('"asns"', '"asnName"'), "CAIDA AS Rank's API answer (JSON: data.asns.edges[].node with asn, rank and cone; its "
                              "ranks, negated, are one list's run)"),
    (('"info_type"', '"irr_as_set"'), "a PeeringDB API answer (JSON: data[] of networks with asn, info_type, "
                                      "info_prefixes4, ...; no ranking)"),
)


def _atlas(obj: Any) -> bool:
    return isinstance(obj, dict) and "prb_id" in obj and "msm_id" in obj


def netmeasure_document(obj: Any) -> str | None:
    """What a parsed measurement document given as a run is (json.load of RIPE Atlas results, a PeeringDB or AS Rank
    answer: u30c_api_atlas_results_list, u30c_api_peeringdb_dict), else None.  No run's query maps to 'prb_id'."""
    items = obj if isinstance(obj, list) else [obj]
    if items and all(_atlas(x) for x in items[:8]):
        return NETMEASURE_JSON[0][1] + "; " + AS_RUN
    data = obj.get("data") if isinstance(obj, dict) else None
    nets = data if isinstance(data, list) else items
    if nets and all(isinstance(x, dict) and "asn" in x and ("info_type" in x or "irr_as_set" in x) for x in nets[:8]):
        return NETMEASURE_JSON[2][1] + "; " + AS_RUN
    if isinstance(data, dict) and isinstance(data.get("asns"), dict):
        return NETMEASURE_JSON[1][1] + "; " + AS_RUN
    return None


#: MRT's record types (RFC 6396): TABLE_DUMP, TABLE_DUMP_V2, BGP4MP, BGP4MP_ET, ISIS, OSPFv3
_MRT_TYPES = {12: 8, 13: 6, 16: 11, 17: 11, 32: 0, 33: 0, 48: 0, 49: 0}


def netmeasure_binary(head: bytes) -> tuple[str, str] | None:
    """(what the file is, what to give instead) for an MRT dump (RFC 6396: a timestamp, a known type and subtype, a
    length, then the next record's header where the head holds it), else None.  Text has no NUL at bytes 4-5."""
    if len(head) < 12:
        return None
    stamp, kind, sub, length = struct.unpack(">IHHI", head[:12])
    if kind not in _MRT_TYPES or sub > max(_MRT_TYPES[kind], 6) or length > 1 << 24 or stamp < 631152000:
        return None
    following = head[12 + length:12 + length + 12]
    if len(following) == 12 and struct.unpack(">IHHI", following)[1] not in _MRT_TYPES:
        return None
    return ("an MRT routing dump (RFC 6396: a RIB or BGP updates from RouteViews or RIPE RIS, binary)",
            "bgpdump -m FILE turns it into text lines, which are still no ranking; " + AS_RUN)
