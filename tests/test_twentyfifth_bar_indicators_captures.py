"""Issue 45's twenty-fifth bar, a security operations centre ranking indicators of compromise per incident: a packet
capture (libpcap, PCAPNG) or a Windows EVTX log given where a run or qrels go was "NUL bytes between the characters"
instead of what it is (u25b_pcap_as_run, u25b_pcapng_as_run, u25b_evtx_as_run).  The members are libpcap's four magics
(both byte orders, micro- and nanosecond stamps), PCAPNG's two byte orders, an EVTX, gzipped captures, each under a
capture's, a run's, a log's and no suffix; a gzipped run stays a run."""

from __future__ import annotations

import gzip
import struct

import pytest

from rankagg.io.binary_containers import container_of
from rankagg.io.foreign_shapes import run_shape


def _gz(data: bytes) -> bytes:
    return gzip.compress(data, mtime=0)


_PCAP_BODY = struct.pack("<HHiIII", 2, 4, 0, 0, 65535, 1) + bytes(40)
CAPTURES = [(magic + _PCAP_BODY, "libpcap") for magic in (b"\xd4\xc3\xb2\xa1", b"\xa1\xb2\xc3\xd4", b"\x4d\x3c\xb2\xa1",
                                                           b"\xa1\xb2\x3c\x4d")]
CAPTURES += [(b"\x0a\x0d\x0d\x0a" + struct.pack(f"{order}I", 28) + struct.pack(f"{order}I", 0x1A2B3C4D)
              + bytes(16), "PCAPNG") for order in "<>"]
CAPTURES += [(b"ElfFile\x00" + bytes(120), "EVTX")]
CAPTURES += [(_gz(data), what) for data, what in CAPTURES[:1] + CAPTURES[4:5]]


@pytest.mark.parametrize("data,what", CAPTURES)
@pytest.mark.parametrize("name", ["incident.pcap", "feed.run", "Security.evtx", "x"])
def test_a_capture_or_event_log_is_named_whatever_its_name(tmp_path, data, what, name):
    path = tmp_path / name
    path.write_bytes(data)
    reason = container_of(str(path))
    assert reason is not None and what in reason


def test_a_gzipped_run_is_no_capture(tmp_path):
    path = tmp_path / "feed.run.gz"
    path.write_bytes(_gz(b"INC-2041 Q0 185.220.101.4 1 9 feed\n"))
    assert container_of(str(path)) is None and run_shape(str(path)) is None
