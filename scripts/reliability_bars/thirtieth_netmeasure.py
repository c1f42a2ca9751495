"""Issue 45's thirtieth bar of scripts/reliability_matrix.py, an internet-measurement team's fusion of domain top lists and rankings of networks across vantage points (Tranco and Umbrella lists, RIPE Atlas results, bgpdump MRT text, pcaps, CAIDA AS rank, PeeringDB) (its cases, ids ``u30c_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's.

The team's day: each measurement campaign, country or prefix (``tranco_2026-11-01``, ``AS13335``, ``193.0.0.0/21``)
is a query; the documents are domains (``google.com``, IDNs ``xn--80ak6aa92e.com``, a trailing dot ``example.com.``),
ASes (``AS3356``) or addresses (``2001:db8::1``); the runs are the top lists (Tranco, Umbrella, Majestic, CrUX,
Cloudflare Radar) or the RIPE Atlas probes (vantage points).  A list's rank (1 best) and a probe's RTT in ms are lower
is better, so the team writes them negated; reachability percentages and customer-cone sizes are higher is better.
The lists are fused with Borda, RRF, CombSUM and CombMNZ (weighted by how much the team trusts each list), and the
fused order judged against CrUX's rank buckets as grades.  The mistakes and odd files: the field's own files given
where runs, qrels or weights are read (a Tranco / Umbrella top-1m.csv, Majestic's million, a CrUX rank CSV, RIPE
Atlas traceroute results, traceroute and mtr text, bgpdump -m lines, an MRT dump, pcap and pcapng
captures, CAIDA's AS rank JSON and AS relationships, a PeeringDB net object, a DNS zone file, a Zeek conn.log),
plain and gzipped, the team's loaded objects given to rankagg.fuse, scores in the field's forms ('4.21ms', a
traceroute's '*'), and the fused order named for the field's formats (``.pcap``, ``.pcapng``, ``.mrt``,
scamper's ``.warts``, ``.zone``).

The references are computed here, never with rankagg's code: Borda, RRF, min-max CombSUM and CombMNZ from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import gzip
import json
import struct

from .case import Case, command_cases, reference_setup, snippet_cases, fusion_checks
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
    SEEDED_UNIFORM, TREC_MEASURES)

THIRTIETH_NETMEASURE = "45 Unseen inputs: a thirtieth bar, an internet-measurement team's fusion of domain top lists and rankings of networks across vantage points (Tranco and Umbrella lists, RIPE Atlas results, bgpdump MRT text, pcaps, CAIDA AS rank, PeeringDB)"

_DATA = r'''
import itertools, json, math, subprocess, sys
'''[1:] + SEEDED_UNIFORM + r'''LISTS = ['tranco', 'umbrella', 'majestic', 'crux', 'radar']
DOMAINS = ['google.com', 'facebook.com', 'microsoft.com', 'amazonaws.com', 'apple.com', 'youtube.com',
           'xn--80ak6aa92e.com', 'cloudflare.com', 'akamaiedge.net', 'netflix.com', 'example.com.', 'wikipedia.org']
POP = {d: 12.0 - i for i, d in enumerate(DOMAINS)}
PROBES = ['prb_6001', 'prb_6017', 'prb_1003', 'prb_52110', 'prb_26834']
TARGETS = ['AS13335', 'AS3356', 'AS174', 'AS1299', 'AS6939', 'AS15169', '2001:db8::1', '193.0.14.129']
DIST = {t: 4.0 + 9.0 * i for i, t in enumerate(TARGETS)}
def campaign(k):
    return 'tranco_2026-11-%02d' % (1 + k)
def country(k):
    return ['DE', 'US', 'BR', 'JP', 'ZA', 'IN', 'AU', 'NL'][k]
def prefix(k):
    return ['193.0.0.0/21', '1.0.0.0/24', '2001:67c:2e8::/48', '8.8.8.0/24', '187.16.216.0/21', '104.16.0.0/13'][k]
def toplists(lists=LISTS, n_q=6, seed=3, drop=None, names=campaign, noise=1.0):
    """{list: {campaign: {domain: -rank}}}: each list ranks the domains 1..n (1 best), written negated; ``drop``:
    {list: share of the domains a list lacks (a shorter list)}"""
    g = lcg(seed)
    out = {}
    for li in lists:
        out[li] = {}
        for k in range(n_q):
            v = {}
            for d in DOMAINS:
                u, w = next(g), next(g)
                if d != 'google.com' and w < (drop or {}).get(li, 0.0):
                    continue
                v[d] = POP[d] + noise * 6.0 * (u - 0.5)
            order = sorted(v, key=lambda d: (-v[d], d))
            out[li][names(k)] = {d: -(r + 1) for r, d in enumerate(order)}
    return out
def rtts(probes=PROBES, n_q=6, seed=5, names=prefix, noise=1.0):
    """{probe: {prefix: {target: -RTT in ms}}}: lower RTT is better, written negated, three decimals as Atlas"""
    g = lcg(seed)
    out = {}
    for p in probes:
        out[p] = {}
        for k in range(n_q):
            out[p][names(k)] = {t: -round(DIST[t] * (0.7 + noise * 0.6 * next(g)), 3) for t in TARGETS}
    return out
def crux_grades(n_q=6, names=campaign):
    """CrUX's rank buckets as grades: top 1000 -> 2, top 5000 -> 1, the rest 0"""
    g = {d: (2 if i < 4 else 1 if i < 8 else 0) for i, d in enumerate(DOMAINS)}
    return {names(k): dict(g) for k in range(n_q)}
''' + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_report, _runs_setup, _cli_check = fusion_checks(_REF, "toplists", "order.run")

_L4 = ["tranco", "umbrella", "majestic", "crux"]
_RUNS4 = [f"{li}.run" for li in _L4]
_OUT = ("order.run",)
_ONE_RUN = ("tranco_2026-11-01 Q0 google.com 1 -1 tranco\ntranco_2026-11-01 Q0 facebook.com 2 -2 tranco\n"
            "tranco_2026-11-01 Q0 microsoft.com 3 -3 tranco\ntranco_2026-11-01 Q0 xn--80ak6aa92e.com 4 -4 tranco\n")

# the team's files, as their tools write them (a few rows)
_TRANCO = "1,google.com\n2,facebook.com\n3,microsoft.com\n4,amazonaws.com\n5,apple.com\n"
_UMBRELLA = "1,google.com\n2,microsoft.com\n3,data.microsoft.com\n4,events.data.microsoft.com\n5,netflix.com\n"
_MAJESTIC = ("GlobalRank,TldRank,Domain,TLD,RefSubNets,RefIPs,IDN_Domain,IDN_TLD,PrevGlobalRank,PrevTldRank,"
             "PrevRefSubNets,PrevRefIPs\n1,1,google.com,com,475184,2346557,google.com,com,1,1,474907,2345310\n"
             "2,2,facebook.com,com,468009,2314178,facebook.com,com,2,2,467821,2313224\n")
_CRUX = "origin,rank\nhttps://www.google.com,1000\nhttps://www.youtube.com,1000\nhttps://example.com,5000\n"
_ATLAS_TRACEROUTE = json.dumps([{
    "fw": 5080, "lts": 12, "endtime": 1764496812, "dst_name": "193.0.14.129", "dst_addr": "193.0.14.129",
    "src_addr": "192.168.1.10", "proto": "ICMP", "af": 4, "size": 48, "paris_id": 1,
    "result": [{"hop": 1, "result": [{"from": "192.168.1.1", "ttl": 64, "size": 76, "rtt": 1.234},
                                     {"from": "192.168.1.1", "ttl": 64, "size": 76, "rtt": 1.101}]},
               {"hop": 2, "result": [{"x": "*"}, {"x": "*"}]}],
    "msm_id": 5001, "prb_id": 6001, "timestamp": 1764496800, "msm_name": "Traceroute", "from": "203.0.113.7",
    "type": "traceroute", "group_id": 5001}]) + "\n"
_TRACEROUTE = ("traceroute to 193.0.14.129 (193.0.14.129), 30 hops max, 60 byte packets\n"
               " 1  192.168.1.1 (192.168.1.1)  1.234 ms  1.101 ms  1.050 ms\n"
               " 2  100.64.0.1 (100.64.0.1)  8.512 ms  8.401 ms  8.377 ms\n 3  * * *\n")
_MTR = ("Start: 2026-11-30T10:00:00+0000\n"
        "HOST: probe-fra1                  Loss%   Snt   Last   Avg  Best  Wrst StDev\n"
        "  1.|-- 192.168.1.1                0.0%    10    1.2   1.3   1.0   2.1   0.3\n"
        "  2.|-- 100.64.0.1                 0.0%    10    8.5   8.4   8.2   9.0   0.2\n")
_BGPDUMP = ("TABLE_DUMP2|1700000000|B|187.16.216.1|28571|1.0.0.0/24|28571 13335|IGP|187.16.216.1|0|0||NAG||\n"
            "TABLE_DUMP2|1700000000|B|187.16.216.1|28571|1.0.4.0/22|28571 3356 4826 38803|IGP|187.16.216.1|0|0||NAG||\n")
# a route whose AS path has five hops: its line splits at blanks into six fields, a TREC run line's count
_BGPDUMP_SIX = ("TABLE_DUMP2|1700000000|B|187.16.216.1|28571|1.0.4.0/22|28571 3356 174 1299 4826 38803|IGP|"
                "187.16.216.1|0|0||NAG||\n"
                "TABLE_DUMP2|1700000000|B|187.16.216.1|28571|1.0.0.0/24|28571 13335|IGP|187.16.216.1|0|0||NAG||\n")
_BGP4MP = ("BGP4MP|1700000123|A|187.16.216.1|28571|193.0.0.0/21|28571 3333|IGP|187.16.216.1|0|0||NAG||\n"
           "BGP4MP|1700000125|W|187.16.216.1|28571|203.0.113.0/24\n")
_AS_REL = ("# source:topology|BGP|20261101|routeviews|route-views2\n# input clique: 174 209 286 701 1239 1299 2828\n"
           "# IXP ASes: 1200 4635 5507 6695 7606\n1|11537|0\n1|21616|-1\n1|34732|-1\n2|6939|0\n")
_ASRANK = json.dumps({"data": {"asns": {"totalCount": 2, "pageInfo": {"first": 2, "hasNextPage": True}, "edges": [
    {"node": {"asn": "3356", "asnName": "LEVEL3", "rank": 1, "organization": {"orgName": "Level 3 Parent, LLC"},
              "cone": {"numberAsns": 51273, "numberPrefixes": 776390}}},
    {"node": {"asn": "1299", "asnName": "TWELVE99", "rank": 2, "organization": {"orgName": "Arelion Sweden AB"},
              "cone": {"numberAsns": 39641, "numberPrefixes": 611214}}}]}}}, indent=2) + "\n"
_PEERINGDB = json.dumps({"data": [{"id": 4224, "org_id": 4712, "name": "Cloudflare", "aka": "", "website":
    "https://www.cloudflare.com", "asn": 13335, "looking_glass": "", "irr_as_set": "AS13335:AS-CLOUDFLARE",
    "info_type": "Content", "info_prefixes4": 3000, "info_prefixes6": 1000, "info_traffic": "", "info_ratio":
    "Mostly Outbound", "info_scope": "Global", "policy_general": "Open", "status": "ok"}], "meta": {}}) + "\n"
_ZONE = ("$ORIGIN example.com.\n$TTL 3600\n"
         "@\tIN\tSOA\tns1.example.com. hostmaster.example.com. (2026110101 7200 3600 1209600 3600)\n"
         "@\tIN\tNS\tns1.example.com.\nwww\t300\tIN\tA\t192.0.2.10\n")
_ZEEK = ("#separator \\x09\n#set_separator\t,\n#empty_field\t(empty)\n#unset_field\t-\n#path\tconn\n"
         "#open\t2026-11-30-10-00-00\n#fields\tts\tuid\tid.orig_h\tid.orig_p\tid.resp_h\tid.resp_p\tproto\tservice\t"
         "duration\torig_bytes\tresp_bytes\tconn_state\n#types\ttime\tstring\taddr\tport\taddr\tport\tenum\tstring\t"
         "interval\tcount\tcount\tstring\n1764496800.123456\tCHhAvVGS1DHFjwGM9\t192.168.1.10\t53012\t142.250.185.78"
         "\t443\ttcp\tssl\t0.512\t1024\t4096\tSF\n")
# binary captures and dumps: a pcap (microsecond, little-endian, Ethernet), a pcapng section header, an MRT RIB
_PCAP = (b"\xd4\xc3\xb2\xa1" + struct.pack("<HHiIII", 2, 4, 0, 0, 65535, 1)
         + struct.pack("<IIII", 1764496800, 123456, 14, 14) + b"\x00\x11\x22\x33\x44\x55\x66\x77\x88\x99\xaa\xbb\x08\x00")
_PCAPNG = (b"\x0a\x0d\x0d\x0a" + struct.pack("<I", 28) + b"\x4d\x3c\x2b\x1a" + struct.pack("<HHq", 1, 0, -1)
           + struct.pack("<I", 28))
_MRT = (struct.pack(">IHHI", 1700000000, 13, 1, 22) + b"\xbb\x10\xd8\x01" + struct.pack(">H", 0)
        + struct.pack(">H", 1) + b"\x02" + b"\xbb\x10\xd8\x01" + b"\xbb\x10\xd8\x01" + struct.pack(">I", 28571))


def thirtieth_bar_netmeasure_cases() -> list[Case]:
    G = THIRTIETH_NETMEASURE
    ok, bad = snippet_cases(G, _REF + TREC_MEASURES, ok_timeout=180, bad_timeout=90)
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    cases: list[Case] = []
    mem = "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n"

    # --- the day's answers through the Python API, checked against references computed by hand ---------------------
    cases.append(ok(
        "u30c_borda_top_lists", "rankagg.fuse({list: {campaign: {domain: -rank}}}, method='borda'): five top lists "
        "(Tranco, Umbrella, Majestic, CrUX, Radar), six daily campaigns, ranks negated (1 best)",
        "import rankagg\nR = toplists()\nres = rankagg.fuse(R, method='borda')\n"
        "refs = {q: borda_ref(l) for q, l in per_query(R).items()}\n" + mem,
        why="rankagg methods borda: n - r + 1 points over each list's order (a negated rank orders as the rank)"))
    cases.append(ok(
        "u30c_rrf_short_lists", "rankagg.fuse(..., method='rrf'): lists of different lengths (Umbrella and CrUX lack "
        "some domains: a shorter list)",
        "import rankagg\nR = toplists(seed=7, drop={'umbrella': 0.4, 'crux': 0.3})\nres = rankagg.fuse(R, method='rrf')\n"
        "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n" + mem,
        why="Cormack et al. 2009: sum 1 / (60 + r) over the lists that hold the domain"))
    cases.append(ok(
        "u30c_combsum_rtt_probes", "rankagg.fuse({probe: {prefix: {target: -RTT}}}, method='combsum'): five RIPE "
        "Atlas probes' negated RTTs to ASes and addresses (IPv6 '2001:db8::1' among the ids), prefixes as queries",
        "import rankagg\nR = rtts()\nres = rankagg.fuse(R, method='combsum')\n"
        "refs = {q: combsum_minmax_ref(l) for q, l in per_query(R).items()}\n" + mem,
        why="Fox & Shaw 1994 CombSUM over min-max scores; colons and slashes are legal in TREC tokens"))
    cases.append(ok(
        "u30c_weighted_rrf_lists", "rankagg.Fuser('rrf', weights=...): Tranco trusted twice, Umbrella half (its DNS "
        "view counts CDN names), per country",
        "import rankagg\nW = {'tranco': 2.0, 'umbrella': 0.5, 'majestic': 1.0, 'crux': 1.0}\n"
        "R = toplists(lists=list(W), seed=9, names=country)\nf = rankagg.Fuser('rrf', weights=W)\nmsg = ''\n"
        "for q, lists in per_query(R).items():\n"
        "    msg = msg or agree(f(lists), rrf_ref(lists, 60.0, W), written=False)\n"
        "report(msg)\n",
        why="Cormack et al. 2009: sum w / (60 + r); README's Fuser"))
    cases.append(ok(
        "u30c_long_frame_combmnz", "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the lists as "
        "the team's pandas frame, some lists short",
        "import rankagg, pandas as pd\nR = toplists(seed=11, drop={'majestic': 0.5})\n"
        "df = pd.DataFrame(frame_rows(R), columns=['qid', 'docid', 'run', 'score'])\n"
        "res = rankagg.fuse(df, method='combmnz')\n"
        "rows = {q: list(zip(g.sort_values('rank')['docid'], g.sort_values('rank')['score'])) "
        "for q, g in res.groupby('qid')}\n"
        "refs = {q: combmnz_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all(rows, refs, written=False))\n",
        why="README: a long DataFrame in, a frame back; CombMNZ over min-max scores (Fox & Shaw 1994)"))
    cases.append(ok(
        "u30c_evaluate_crux_buckets", "rankagg.evaluate(fused lists, CrUX buckets as grades, ['nDCG@5', 'AP', "
        "'P@4']): does the consensus put the top-1000 origins first",
        "import rankagg\nR = toplists(seed=13, noise=2.0)\nres = rankagg.fuse(R, method='borda')\nqrels = crux_grades()\n"
        "got = rankagg.evaluate(res, qrels, ['nDCG@5', 'AP', 'P@4'])\n"
        "refs = {q: borda_ref(l) for q, l in per_query(R).items()}\n"
        "orders = {q: fused_order(r) for q, r in refs.items()}\n"
        "want = {'nDCG@5': sum(ndcg(o, qrels[q], 5) for q, o in orders.items()) / len(orders), "
        "'AP': sum(ap(o, qrels[q]) for q, o in orders.items()) / len(orders), "
        "'P@4': sum(prec(o, qrels[q], 4) for q, o in orders.items()) / len(orders)}\n"
        "report('' if all(abs(got[m] - want[m]) < 1e-9 for m in want) and 0 < want['nDCG@5'] < 1 "
        "else '%r vs %r' % (got, want))\n",
        why="trec_eval's ndcg_cut.5 (linear gains), map and P.4 (references.TREC_MEASURES)"))
    cases.append(ok(
        "u30c_one_list_campaign", "rankagg.fuse(..., method='rrf'): a campaign only Tranco has (the others' "
        "snapshots missing that day) beside campaigns all lists hold",
        "import rankagg\nR = toplists(lists=LISTS[:3], seed=15)\n"
        "R['tranco']['tranco_2026-11-30'] = {'google.com': -1, 'example.com.': -2, 'xn--80ak6aa92e.com': -3}\n"
        "res = rankagg.fuse(R, method='rrf')\n"
        "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n" + mem,
        why="Cormack et al. 2009: a query is fused over the runs that hold it"))

    # --- the command line ------------------------------------------------------------------------------------------
    cases.append(cli_ok(
        "u30c_cli_rrf_list_runs", "rankagg fuse tranco.run umbrella.run majestic.run crux.run --method rrf -o "
        "order.run: one run per list, negated ranks as scores",
        ["fuse", *_RUNS4, "--method", "rrf", "-o", "order.run"], None, _cli_check("rrf", f"lists={_L4}, seed=31"),
        setup=_runs_setup(f"lists={_L4}, seed=31"),
        why="Cormack et al. 2009; TREC lines ranked by score (docs/conventions.md): a negative score is legal"))
    cases.append(cli_ok(
        "u30c_cli_borda_weights_file", "rankagg fuse ... --method borda --weights weights.txt ('NAME W' lines: "
        "Tranco 2, Umbrella 0.5)",
        ["fuse", *_RUNS4, "--method", "borda", "--weights", "weights.txt", "-o", "order.run"],
        {"weights.txt": "tranco 2\numbrella 0.5\nmajestic 1\ncrux 1\n"},
        _cli_check("borda", f"lists={_L4}, seed=33", "{'tranco': 2, 'umbrella': 0.5, 'majestic': 1, 'crux': 1}"),
        setup=_runs_setup(f"lists={_L4}, seed=33"),
        why="rankagg fuse --help: --weights FILE of 'NAME W' lines; weighted Borda"))
    cases.append(cli_ok(
        "u30c_cli_combsum_depth_5", "rankagg fuse ... --method combsum --depth 5: the five most popular domains per "
        "campaign for the paper's table, Majestic's list short",
        ["fuse", *_RUNS4, "--method", "combsum", "--depth", "5", "-o", "order.run"], None,
        _cli_check("combsum", f"lists={_L4}, seed=35, drop={{'majestic': 0.4}}", depth=5),
        setup=_runs_setup(f"lists={_L4}, seed=35, drop={{'majestic': 0.4}}"),
        why="rankagg methods combsum over min-max scores; --depth 5"))
    cases.append(cli_ok(
        "u30c_cli_prefix_ids_gz_parquet", "rankagg fuse prb_6001.run.gz prb_6017.run.gz prb_1003.run.gz --method rrf "
        "-o order.parquet: prefixes with slashes and IPv6 addresses as ids, gzipped runs, a Parquet table out",
        ["fuse", "prb_6001.run.gz", "prb_6017.run.gz", "prb_1003.run.gz", "--method", "rrf", "-o", "order.parquet"],
        None,
        lambda out, folder: _report(
            "import pandas as pd\nt = pd.read_parquet(FOLDER + '/order.parquet')\n"
            "R = rtts(probes=['prb_6001', 'prb_6017', 'prb_1003'], seed=37)\n"
            "rows = {q: list(zip(g.sort_values('rank')['doc_id'], g.sort_values('rank')['score'])) "
            "for q, g in t.groupby('q_id')}\n"
            "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
            "report(agree_all(rows, refs))\n", folder),
        setup=reference_setup(_REF, "import gzip\n"
                              "for t, run in rtts(probes=['prb_6001', 'prb_6017', 'prb_1003'], seed=37).items():\n"
                              "    open(P(t + '.run.gz'), 'wb').write(gzip.compress(run_text(run, t).encode(), mtime=0))\n"),
        why="docs/conventions.md: -o names a TREC run or a Parquet table; runs may be gzipped"))
    cases.append(cli_ok(
        "u30c_cli_evaluate_crux_qrels", "rankagg evaluate order.run --qrels crux.qrels -m ndcg_cut.5 -m map: the "
        "fused order against CrUX's buckets as grades (0-2)",
        ["evaluate", "order.run", "--qrels", "crux.qrels", "-m", "ndcg_cut.5", "-m", "map"], None,
        lambda out, folder: _report(
            TREC_MEASURES + "rows = read_run(open(FOLDER + '/order.run').read())\nqrels = crux_grades()\n"
            "orders = {q: [d for d, _ in sorted(r, key=lambda x: (x[1], x[0].encode()), reverse=True)] "
            "for q, r in rows.items()}\n"
            "n5 = sum(ndcg(o, qrels[q], 5) for q, o in orders.items()) / len(orders)\n"
            "m = sum(ap(o, qrels[q]) for q, o in orders.items()) / len(orders)\n"
            "nums = {}\nfor line in OUT.splitlines():\n    f = line.split()\n"
            "    if len(f) >= 3 and f[-2] == 'all':\n        nums[f[0].lower()] = float(f[-1])\n"
            "a, b = nums.get('ndcg_cut_5', nums.get('ndcg@5')), nums.get('map', nums.get('ap'))\n"
            "report('' if None not in (a, b) and abs(a - n5) < 1e-4 and abs(b - m) < 1e-4 and 0 < n5 < 1 "
            "else 'got %r want %r %r' % (nums, n5, m))\n".replace("OUT", repr(out)), folder),
        setup=reference_setup(_REF, "R = toplists(seed=39, noise=2.0)\n"
                              "refs = {q: borda_ref(l) for q, l in per_query(R).items()}\n"
                              "lines = []\nfor q, r in refs.items():\n"
                              "    lines += ['%s Q0 %s %d %r fused' % (q, d, i, r[0][d]) for i, d in "
                              "enumerate(trec_order(r[0]), 1)]\n"
                              "open(P('order.run'), 'w').write('\\n'.join(lines) + '\\n')\n"
                              "open(P('crux.qrels'), 'w').write(''.join('%s 0 %s %d\\n' % (q, s, g) "
                              "for q, j in crux_grades().items() for s, g in j.items()))\n"),
        why="trec_eval's ndcg_cut.5 (linear gains over the grades) and map (grades above 0 relevant)"))

    # --- the team's files given where runs are read: named by their format or tool, at the first line ---------------
    tool_files = [
        ("u30c_tranco_csv_as_run", "Tranco's list (rank,domain, no header)", "tranco_6Z2X.csv", _TRANCO, "Tranco",
         "tranco_6Z2X.csv:1"),
        ("u30c_umbrella_top1m_as_run", "Cisco Umbrella's top-1m.csv (rank,domain, no header)", "top-1m.csv",
         _UMBRELLA, "Umbrella", "top-1m.csv:1"),
        ("u30c_majestic_million_as_run", "the Majestic Million CSV (GlobalRank, TldRank, Domain, TLD, ...)",
         "majestic_million.csv", _MAJESTIC, "Majestic", "majestic_million.csv:1"),
        ("u30c_crux_csv_as_run", "a CrUX top-list CSV (origin, rank in buckets 1000, 5000, ...)", "crux_202611.csv",
         _CRUX, "CrUX", "crux_202611.csv:1"),
        ("u30c_atlas_traceroute_as_run", "RIPE Atlas traceroute results (a JSON list of fw, af, dst_addr, prb_id, "
         "result hops)", "RIPE-Atlas-measurement-5001.json", _ATLAS_TRACEROUTE, "RIPE Atlas",
         "RIPE-Atlas-measurement-5001.json"),
        ("u30c_traceroute_text_as_run", "a traceroute's text output ('traceroute to ..., 30 hops max')",
         "trace_k-root.txt", _TRACEROUTE, "traceroute", "trace_k-root.txt:1"),
        ("u30c_mtr_report_as_run", "mtr --report's table (Start:, HOST: ... Loss% Snt Last Avg Best Wrst StDev)",
         "mtr_fra1.txt", _MTR, "mtr", "mtr_fra1.txt:1"),
        ("u30c_bgpdump_text_as_run", "bgpdump -m lines of a RIB (TABLE_DUMP2|time|B|peer|peer AS|prefix|AS path|...)",
         "rib.20261101.0000.txt", _BGPDUMP, "bgpdump", "rib.20261101.0000.txt:1"),
        ("u30c_bgpdump_six_fields_as_run", "bgpdump -m whose first route has a five-hop AS path (six fields at "
         "blanks, a TREC run line's count)", "rib_six.txt", _BGPDUMP_SIX, "bgpdump", "rib_six.txt:1"),
        ("u30c_bgp4mp_updates_as_run", "bgpdump -m of an updates file (BGP4MP|time|A|..., W withdrawals)",
         "updates.20261101.0000.txt", _BGP4MP, "bgpdump", "updates.20261101.0000.txt:1"),
        ("u30c_as_relationships_as_run", "CAIDA's AS relationships (serial-1: '# source' comments, then "
         "'1|11537|0')", "20261101.as-rel.txt", _AS_REL, "CAIDA", "20261101.as-rel.txt:4"),
        ("u30c_asrank_json_as_run", "CAIDA AS Rank's API answer (data.asns.edges[].node: asn, rank, cone)",
         "asrank.json", _ASRANK, "AS Rank", "asrank.json"),
        ("u30c_peeringdb_json_as_run", "PeeringDB's /api/net answer (data[]: asn, info_type, info_prefixes4, ...)",
         "peeringdb_net.json", _PEERINGDB, "PeeringDB", "peeringdb_net.json"),
        ("u30c_zone_file_as_run", "a DNS zone file ($ORIGIN, $TTL, SOA and NS records)", "example.com.zone", _ZONE,
         "zone", "example.com.zone:1"),
        ("u30c_zeek_conn_log_as_run", "a Zeek conn.log (#separator \\x09, #fields ts uid id.orig_h ...)", "conn.log",
         _ZEEK, "Zeek", "conn.log:9"),
    ]
    binaries = [
        ("u30c_pcap_as_run", "a packet capture (pcap, magic d4 c3 b2 a1)", "k-root.pcap", _PCAP, "pcap"),
        ("u30c_pcapng_as_run", "a packet capture (pcapng, section header 0a 0d 0d 0a)", "k-root.pcapng", _PCAPNG,
         "pcapng"),
        ("u30c_mrt_rib_as_run", "an MRT RIB dump (TABLE_DUMP_V2 PEER_INDEX_TABLE), uncompressed", "rib.20261101.0000",
         _MRT, "MRT"),
    ]
    # the '#' lines of CAIDA's relationships and Zeek's log are comments to rankagg's readers (a run's '#' lines are
    # skipped), so the first record is named: line 4 and line 9 (the bar first asked for line 1, corrected)
    text_why = ("trec_eval refuses a line of other than six fields (a top list's one, bgpdump's two or six, a "
                "traceroute's many) or reads garbage from one; the file is the measurement tool's, named by what it "
                "is (a field count says nothing the team can act on)")
    binary_why = "a capture or MRT dump holds no TREC line (trec_eval reads garbage); named by what it is"
    for cid, what, name, content, tool, *where in tool_files + binaries:
        binary = isinstance(content, bytes)
        cases.append(cli_bad(
            cid, f"rankagg fuse {name} tranco.run -o order.run: {what} given as a run",
            ["fuse", name, "tranco.run", "--method", "rrf", "-o", "order.run"],
            {name: content, "tranco.run": _ONE_RUN},
            name if binary else where[0], tool, why=binary_why if binary else text_why))
    cases.append(cli_bad(
        "u30c_tranco_gz_as_run", "rankagg fuse top-1m.csv.gz tranco.run: Tranco's list as downloaded, gzipped",
        ["fuse", "top-1m.csv.gz", "tranco.run", "--method", "rrf", "-o", "order.run"],
        {"top-1m.csv.gz": gzip.compress(_TRANCO.encode(), mtime=0), "tranco.run": _ONE_RUN}, "top-1m.csv.gz:1",
        "Tranco", why=text_why))
    cases.append(cli_bad(
        "u30c_pcap_gz_as_run", "rankagg fuse k-root.pcap.gz tranco.run: a gzipped capture",
        ["fuse", "k-root.pcap.gz", "tranco.run", "--method", "rrf", "-o", "order.run"],
        {"k-root.pcap.gz": gzip.compress(_PCAP, mtime=0), "tranco.run": _ONE_RUN}, "k-root.pcap.gz", "pcap",
        why=binary_why))

    # --- the judgements the team gives --------------------------------------------------------------------------------
    for cid, name, content, tool in [
            ("u30c_crux_csv_as_qrels", "crux_202611.csv", _CRUX, "CrUX"),
            ("u30c_as_relationships_as_qrels", "20261101.as-rel.txt", _AS_REL, "CAIDA"),
            ("u30c_bgpdump_as_qrels", "rib.20261101.0000.txt", _BGPDUMP, "bgpdump"),
            ]:
        cases.append(cli_bad(
            cid, f"rankagg evaluate tranco.run --qrels {name}: the measurement file given as the judgements",
            ["evaluate", "tranco.run", "--qrels", name], {"tranco.run": _ONE_RUN, name: content},
            f"{name}:{4 if content is _AS_REL else 1}", tool,
            outputs=(), why="trec_eval refuses a qrels line of other than four fields; the file is the field's, "
                            "named by what it is, with how to write the grades as qrels"))

    # --- the team's loaded objects given to the API -------------------------------------------------------------------
    cases.append(bad(
        "u30c_api_atlas_results_list", "rankagg.fuse(json.load(open('RIPE-Atlas-measurement-5001.json'))): the "
        "Atlas results as loaded (a list of result dicts)",
        "import rankagg, json\nrankagg.fuse(json.load(open('RIPE-Atlas-measurement-5001.json')), method='rrf')\n",
        "RIPE Atlas", files={"RIPE-Atlas-measurement-5001.json": _ATLAS_TRACEROUTE},
        why="README: runs are {run: {query: {doc: score}}} or a frame; Atlas's result dicts are told so"))
    cases.append(bad(
        "u30c_api_peeringdb_dict", "rankagg.fuse(json.load(open('peeringdb_net.json'))): PeeringDB's answer as loaded",
        "import rankagg, json\nrankagg.fuse(json.load(open('peeringdb_net.json')), method='borda')\n",
        "PeeringDB", files={"peeringdb_net.json": _PEERINGDB},
        why="README: runs are {run: {query: {doc: score}}}; {'data': [...], 'meta': {}} is PeeringDB's"))
    cases.append(bad(
        "u30c_api_majestic_frame", "rankagg.fuse(pd.read_csv('majestic_million.csv')): the Majestic Million as a "
        "frame", "import rankagg, pandas as pd\nrankagg.fuse(pd.read_csv('majestic_million.csv'), method='borda')\n",
        "Majestic", files={"majestic_million.csv": _MAJESTIC},
        why="README: a frame of runs has qid, docid, score (and run) columns; Majestic's columns are told so"))

    # --- other mistakes of the day ---------------------------------------------------------------------------------
    cases.append(cli_bad(
        "u30c_rtt_with_ms_suffix", "rankagg fuse tranco.run prb_6001.run: an RTT written as '-4.21ms'",
        ["fuse", "tranco.run", "prb_6001.run", "--method", "rrf", "-o", "order.run"],
        {"tranco.run": _ONE_RUN, "prb_6001.run": "AS13335 Q0 193.0.14.129 1 -4.21ms prb_6001\n"
                                                 "AS13335 Q0 2001:db8::1 2 -9.87ms prb_6001\n"},
        "prb_6001.run:1", why="trec_eval's atof reads '-4.21ms' as -4.21 silently; docs/conventions.md: a score is "
                              "strtod on the whole token, a non-numeric one refused at its line"))
    cases.append(cli_bad(
        "u30c_rtt_star_timeout", "rankagg fuse tranco.run prb_6001.run: a hop that timed out, its RTT '*' as "
        "traceroute prints it", ["fuse", "tranco.run", "prb_6001.run", "--method", "rrf", "-o", "order.run"],
        {"tranco.run": _ONE_RUN, "prb_6001.run": "AS13335 Q0 193.0.14.129 1 -4.21 prb_6001\n"
                                                 "AS13335 Q0 2001:db8::1 2 * prb_6001\n"},
        "prb_6001.run:2", why="trec_eval's atof reads '*' as 0 (the best RTT); refused at its line"))
    cases.append(cli_bad(
        "u30c_domain_with_blank", "rankagg fuse tranco.run radar.run: a domain written 'Google LLC' (Radar's "
        "display name) in the document field",
        ["fuse", "tranco.run", "radar.run", "--method", "rrf", "-o", "order.run"],
        {"tranco.run": _ONE_RUN, "radar.run": "tranco_2026-11-01 Q0 google.com 1 -1 radar\n"
                                              "tranco_2026-11-01 Q0 Google LLC 2 -2 radar\n"},
        "radar.run:2", why="trec_eval splits fields at blanks: seven fields (a wrong field count, refused at its line)"))
    cases.append(bad(
        "u30c_api_weight_missing_probe", "rankagg.fuse(rtts, method='rrf', weights={..., 'prb_6099': 2}): a weight "
        "left for a probe that was disconnected that day",
        "import rankagg\nR = rtts(probes=['prb_6001', 'prb_6017'], n_q=2)\n"
        "rankagg.fuse(R, method='rrf', weights={'prb_6001': 1.0, 'prb_6017': 1.0, 'prb_6099': 2.0})\n", "prb_6099",
        why="docs/reliability.md: weights that name no run are refused naming them (a weight silently dropped)"))
    cases.append(bad(
        "u30c_api_unreachable_nan", "rankagg.fuse(frame) where one probe never reached a target (its RTT NaN, as "
        "pandas reads Atlas's missing 'avg': -1 replaced by NaN)",
        "import rankagg, pandas as pd\nR = rtts(probes=['prb_6001', 'prb_6017'], n_q=2)\n"
        "df = pd.DataFrame(frame_rows(R), columns=['qid', 'docid', 'run', 'score'])\n"
        "df.loc[3, 'score'] = float('nan')\nrankagg.fuse(df, method='combsum')\n", "score",
        why="docs/conventions.md: a missing score (NaN, None, pandas' NA) is refused as one"))
    cases.append(cli_bad(
        "u30c_weights_tranco_list", "rankagg fuse ... --weights top-1m.csv: Tranco's list given as the weights file",
        ["fuse", "tranco.run", "umbrella.run", "--method", "rrf", "--weights", "top-1m.csv", "-o", "order.run"],
        {"top-1m.csv": _TRANCO}, "top-1m.csv", "Tranco", setup=_runs_setup("lists=['tranco', 'umbrella'], n_q=2"),
        why="rankagg fuse --help: --weights is a JSON object or 'NAME W' lines; a top list is neither and is named"))

    # --- the fused order written under a measurement format's name -------------------------------------------------
    for cid, argv_out, out_name, what, named in [
            ("u30c_out_pcap", ["-o", "order.pcap"], "order.pcap", "a pcap capture", ("pcap",)),
            ("u30c_out_mrt", ["-o", "order.mrt"], "order.mrt", "an MRT dump", ("MRT",)),
            ("u30c_out_warts", ["-o", "order.warts"], "order.warts", "scamper's warts", ("warts",)),
            ("u30c_out_zone", ["-o", "order.zone"], "order.zone", "a DNS zone file", ("zone",)),
            ("u30c_explain_pcap", ["-o", "order.run", "--explain", "why.pcap"], "why.pcap", "--explain as a pcap",
             ())]:
        cases.append(cli_bad(
            cid, f"rankagg fuse tranco.run umbrella.run --method borda {' '.join(argv_out)}: {what}; TREC or JSON "
            "lines under that name are read by no tool that opens it",
            ["fuse", "tranco.run", "umbrella.run", "--method", "borda", *argv_out], None, out_name, *named,
            outputs=(out_name, "order.run"), setup=_runs_setup("lists=['tranco', 'umbrella'], seed=45"),
            why="issue 45: every output reads back; rankagg/io/output_names.py names each format's suffix"))
    cases.append(cli_ok(
        "u30c_out_atlas_run_stays_free", "rankagg fuse tranco.run umbrella.run --method borda -o atlas_5001.run: a "
        "run named after an Atlas measurement is written",
        ["fuse", "tranco.run", "umbrella.run", "--method", "borda", "-o", "atlas_5001.run"], None,
        _cli_check("borda", "lists=['tranco', 'umbrella'], seed=45", output="atlas_5001.run"),
        setup=_runs_setup("lists=['tranco', 'umbrella'], seed=45"),
        why="docs/conventions.md: a run's common names stay free; Borda n - r + 1"))
    return cases
