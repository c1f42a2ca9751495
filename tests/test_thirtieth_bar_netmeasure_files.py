"""Issue 45's thirtieth bar (u30c_*_as_run, u30c_*_as_qrels, u30c_api_*, u30c_weights_tranco_list, u30c_out_mrt,
u30c_out_warts): an internet-measurement team's files given as a run, qrels or weights were told a field count, a
header ('1', 'google.com'), a Kaldi script file (bgpdump's lines) or 'NUL bytes' (an MRT dump), and ``-o order.mrt``
and ``.warts`` were written.  Top lists (Tranco, Umbrella, Majestic, CrUX), RIPE Atlas results, traceroute's and
mtr's text, bgpdump -m lines (one whose first route splits into six fields too), CAIDA's AS relationships and AS
Rank, PeeringDB's answers, zone files and MRT dumps are now named for their tool at both doors, plain and gzipped;
runs and qrels whose ids are domains, ASes, prefixes or addresses stay read."""

from __future__ import annotations

import json
import struct

import pytest

import rankagg
from rankagg.cli import main
from rankagg.io.netmeasure_shapes import bgpdump_lines, netmeasure_binary, netmeasure_shape
from tests.door_files import refusal_through_the_api

FILES = {
    "tranco_6Z2X.csv": ("1,google.com\n2,facebook.com\n3,microsoft.com\n", "Tranco", 1),
    "top-1m.csv": ("1,google.com\n2,microsoft.com\n3,data.microsoft.com\n", "Umbrella", 1),
    "majestic_million.csv": ("GlobalRank,TldRank,Domain,TLD,RefSubNets,RefIPs,IDN_Domain,IDN_TLD,PrevGlobalRank,"
                             "PrevTldRank,PrevRefSubNets,PrevRefIPs\n1,1,google.com,com,475184,2346557,google.com,com,"
                             "1,1,474907,2345310\n", "Majestic", 1),
    "crux.csv": ("origin,rank\nhttps://www.google.com,1000\nhttps://example.com,5000\n", "CrUX", 1),
    "atlas.json": (json.dumps([{"fw": 5080, "af": 4, "dst_addr": "193.0.14.129", "prb_id": 6001, "msm_id": 5001,
                                "result": [{"hop": 1, "result": [{"from": "192.168.1.1", "rtt": 1.2}]}]}]) + "\n",
                   "RIPE Atlas", 1),
    "trace.txt": ("traceroute to 193.0.14.129 (193.0.14.129), 30 hops max, 60 byte packets\n"
                  " 1  192.168.1.1 (192.168.1.1)  1.234 ms  1.101 ms  1.050 ms\n", "traceroute", 1),
    "ping.txt": ("PING 193.0.14.129 (193.0.14.129) 56(84) bytes of data.\n"
                 "64 bytes from 193.0.14.129: icmp_seq=1 ttl=57 time=4.21 ms\n", "ping", 1),
    "mtr.txt": ("Start: 2026-11-30T10:00:00+0000\nHOST: probe-fra1   Loss%   Snt   Last   Avg  Best  Wrst StDev\n"
                "  1.|-- 192.168.1.1  0.0%    10    1.2   1.3   1.0   2.1   0.3\n", "mtr", 1),
    "rib.txt": ("TABLE_DUMP2|1700000000|B|187.16.216.1|28571|1.0.0.0/24|28571 13335|IGP|187.16.216.1|0|0||NAG||\n",
                "bgpdump", 1),
    "rib_six.txt": ("TABLE_DUMP2|1700000000|B|187.16.216.1|28571|1.0.4.0/22|28571 3356 174 1299 4826 38803|IGP|"
                    "187.16.216.1|0|0||NAG||\nTABLE_DUMP2|1700000000|B|187.16.216.1|28571|1.0.0.0/24|28571 13335|"
                    "IGP|187.16.216.1|0|0||NAG||\n", "bgpdump", 1),
    "updates.txt": ("BGP4MP|1700000123|A|187.16.216.1|28571|193.0.0.0/21|28571 3333|IGP|187.16.216.1|0|0||NAG||\n",
                    "bgpdump", 1),
    "as-rel.txt": ("# source:topology|BGP|20261101|routeviews|route-views2\n# input clique: 174 209 286\n"
                   "1|11537|0\n1|21616|-1\n", "AS relationships", 3),
    "asrank.json": (json.dumps({"data": {"asns": {"totalCount": 1, "edges": [{"node": {
        "asn": "3356", "asnName": "LEVEL3", "rank": 1}}]}}}) + "\n", "AS Rank", 1),
    "asrank.csv": ("asn,asnName,rank,customerConeSize,country\n3356,LEVEL3,1,51273,US\n", "AS Rank", 1),
    "net.json": (json.dumps({"data": [{"id": 4224, "name": "Cloudflare", "asn": 13335, "irr_as_set": "AS13335",
                                       "info_type": "Content"}], "meta": {}}) + "\n", "PeeringDB", 1),
    "example.com.zone": ("$ORIGIN example.com.\n$TTL 3600\n@ IN SOA ns1.example.com. h.example.com. (1 2 3 4 5)\n",
                         "zone file", 1),
}
RUN = "tranco_2026-11-01 Q0 google.com 1 -1 tranco\ntranco_2026-11-01 Q0 xn--80ak6aa92e.com 2 -2 tranco\n"
QRELS = "tranco_2026-11-01 0 google.com 2\n"
MRT = (struct.pack(">IHHI", 1700000000, 13, 1, 22) + b"\xbb\x10\xd8\x01" + struct.pack(">HH", 0, 1) + b"\x02"
       + b"\xbb\x10\xd8\x01" * 2 + struct.pack(">I", 28571))


@pytest.mark.parametrize("gz", [False, True])
@pytest.mark.parametrize("door", ["run", "qrels"])
@pytest.mark.parametrize("name", sorted(FILES))
def test_named_for_its_tool_at_both_doors(tmp_path, name, door, gz):
    content, what, line = FILES[name]
    name = name + (".gz" if gz else "")
    message = refusal_through_the_api(tmp_path, name, content.encode(), RUN, door)
    fix = "{query: {document: " if ".json" in name else "-RANK"  # JSON: load it, as every JSON document
    assert f"{name}:{line}:" in message and what in message and fix in message, message


@pytest.mark.parametrize("gz", [False, True])
@pytest.mark.parametrize("door", ["run", "qrels"])
def test_an_mrt_dump_is_named(tmp_path, door, gz):
    name = "rib.20261101.0000" + (".gz" if gz else "")
    message = refusal_through_the_api(tmp_path, name, MRT, RUN, door)
    assert name in message and "MRT" in message and "bgpdump" in message, message


@pytest.mark.parametrize("text", [RUN, QRELS, "AS13335 Q0 AS3356 1 -4.21 prb_6001\n",
                                  "193.0.0.0/21 Q0 2001:db8::1 1 99.5 reach\n", "1 Q0 google.com 1 -1 tranco\n",
                                  "traceroute Q0 to 1 2 x\n", "HOST: Q0 Loss% 1 2 mtr\n", "1 2 3 4 5 6\n",
                                  "origin Q0 rank 1 1000 crux\n", "tranco 0 google.com 1\n"])
def test_runs_and_qrels_are_never_claimed(text):
    assert netmeasure_shape("x.run", text.splitlines()) is None
    assert not bgpdump_lines(text.splitlines())


@pytest.mark.parametrize("rows", ["1,ENSG00000141510.17\n2,ENSG00000012048.23\n", "1,TP53\n2,BRCA1\n",
                                  "1,google.com\n5,facebook.com\n", "3|4\n"])
def test_other_tables_are_no_top_list(rows):
    assert netmeasure_shape("genes.csv", rows.splitlines()) is None


@pytest.mark.parametrize("head", [b"1700000000 Q0 d 1 2 t\n", "a\x00b\x00c\x00d\x00e\x00f\x00".encode("latin-1"),
                                  struct.pack(">IHHI", 1700000000, 99, 1, 4) + b"abcd"])
def test_text_and_other_bytes_are_no_mrt(head):
    assert netmeasure_binary(head) is None


LOOK_ALIKES = [RUN, "AS13335 Q0 AS3356 1 -4.21 prb_6001\nAS13335 Q0 2001:db8::1 2 -9.9 prb_6001\n",
               "193.0.0.0/21 Q0 example.com. 1 -1 radar\n"]


def test_look_alike_runs_and_their_crux_qrels_are_read(tmp_path):
    """Runs whose ids are domains (a trailing dot, an IDN), ASes, prefixes and IPv6 addresses, and qrels of them."""
    qrels = tmp_path / "crux.qrels"
    qrels.write_text(QRELS)
    fused = [rankagg.fuse([str(tmp_path / "t.run")] * 2, method="rrf") for text in LOOK_ALIKES
             if (tmp_path / "t.run").write_text(text)]
    assert [len(f) for f in fused] == [1, 1, 1]
    (tmp_path / "t.run").write_text(RUN)
    assert rankagg.evaluate(str(tmp_path / "t.run"), str(qrels), measures=["P@1"])["P@1"] == 1.0


@pytest.mark.parametrize("name", ["atlas.json", "net.json", "asrank.json"])
def test_a_loaded_document_is_named(name):
    content, what, _ = FILES[name]
    with pytest.raises(ValueError) as caught:
        rankagg.fuse(json.loads(content), method="rrf")
    assert what in str(caught.value) and "-RANK" in str(caught.value), str(caught.value)


@pytest.mark.parametrize("name", ["majestic_million.csv", "crux.csv", "asrank.csv"])
def test_a_table_as_a_frame_is_named(name):
    pd = pytest.importorskip("pandas")
    content, what, _ = FILES[name]
    header, row = content.splitlines()[:2]
    frame = pd.DataFrame([row.split(",")], columns=header.split(","))
    with pytest.raises(ValueError) as caught:
        rankagg.fuse(frame, method="borda")
    assert what in str(caught.value), str(caught.value)


def test_a_top_list_as_the_weights_is_named(tmp_path, capsys):
    run, weights, out = tmp_path / "tranco.run", tmp_path / "top-1m.csv", tmp_path / "order.run"
    run.write_text(RUN)
    weights.write_text(FILES["top-1m.csv"][0])
    assert main(["fuse", str(run), "--weights", str(weights), "--method", "rrf", "-o", str(out)]) == 2
    err = capsys.readouterr().err
    assert "top-1m.csv:1" in err and "Tranco" in err and not out.exists(), err


@pytest.mark.parametrize("suffix,word", [(".mrt", "MRT"), (".bgp", "MRT"), (".warts", "warts")])
@pytest.mark.parametrize("case", [str.lower, str.upper])
@pytest.mark.parametrize("gz", ["", ".gz"])
def test_a_measurement_format_name_is_refused_before_any_work(tmp_path, capsys, suffix, word, case, gz):
    run = tmp_path / "tranco.run"
    run.write_text(RUN)
    out = tmp_path / ("order" + case(suffix) + gz)
    assert main(["fuse", str(run), "--method", "rrf", "-o", str(out)]) == 2
    err = capsys.readouterr().err
    assert out.name in err and word in err, err
    assert not out.exists()
