"""The first look (:func:`rankagg.stream.text.scan_file`) against a brute-force reference that splits every
line in Python: grouped or shuffled files, qids of any length, with blanks before them, NUL bytes, bytes that
are not UTF-8, blank lines, CRLF, a last line without its newline, and pieces cut anywhere."""

from __future__ import annotations

import numpy as np
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rankagg.stream.text import field_keys, line_bounds, scan_file

QIDS = [b"1", b"2", b"10", b"301", b"q7", b"  3", b"\t4", b"x" * 8, b"y" * 7, b"z" * 31, b"w" * 32, b"v" * 45,
        b"a\0b", b"\0", "\u00fc5".encode(), b"\xff\xfe", b"q\rr", b"12345678"]


def reference(data: bytes) -> tuple[list[str], list[int], list[int], list[int], bool]:
    """(qids, starts, first lines, line counts, ungrouped) by splitting each line in Python."""
    runs: list[list] = []  # [qid, start byte, first line, lines]
    pos = 0
    for number, line in enumerate(data.split(b"\n"), 1):
        words = line.split(None, 1)
        if words:
            if runs and runs[-1][0] == words[0]:
                runs[-1][3] += 1
            else:
                runs.append([words[0], pos, number, 1])
        pos += len(line) + 1
    qids = [r[0].decode("utf-8", errors="surrogateescape") for r in runs]
    if len(set(qids)) == len(qids):
        return qids, [r[1] for r in runs] + [len(data)], [r[2] for r in runs], [r[3] for r in runs], False
    counts: dict[str, int] = {}
    for q, r in zip(qids, runs):
        counts[q] = counts.get(q, 0) + r[3]
    return list(counts), [], [], list(counts.values()), True


@st.composite
def run_text(draw):
    pool = draw(st.lists(st.sampled_from(QIDS), min_size=1, max_size=6, unique=True))
    qids = draw(st.lists(st.sampled_from(pool), min_size=0, max_size=120))
    if draw(st.booleans()):
        qids = sorted(qids)  # grouped (runs of equal qids)
    sep = draw(st.sampled_from([b" ", b"\t", b"  "]))
    lines = [q + sep + b"Q0 d%d %d 1.5 t" % (i, i) for i, q in enumerate(qids)]
    for _ in range(draw(st.integers(0, 3))):  # blank lines anywhere
        lines.insert(draw(st.integers(0, len(lines))), draw(st.sampled_from([b"", b"   ", b"\t", b"\r"])))
    eol = draw(st.sampled_from([b"\n", b"\r\n"]))
    return eol.join(lines) + (eol if draw(st.booleans()) else b"")


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(run_text(), st.sampled_from([5, 16, 64, 1 << 20]))
def test_the_first_look_equals_a_line_by_line_reference(tmp_path, data, size):
    p = tmp_path / "r.run"
    p.write_bytes(data)
    scan = scan_file(p, size=size)
    qids, starts, first_lines, n_lines, ungrouped = reference(data)
    assert (scan.qids, scan.n_lines, scan.ungrouped) == (qids, n_lines, ungrouped)
    if not ungrouped:
        assert (scan.starts, scan.first_lines) == (starts, first_lines)
    assert all(type(n) is int for n in scan.n_lines)


def test_field_keys_hand_written():
    """8 bytes or fewer: one 64-bit word per line; longer: 32 bytes; longer still, or a NUL: Python."""
    short = b"1 a\n  22\tb\n301 c\n"
    _, s, e = line_bounds(short)
    k = field_keys(short, s, e)
    assert k.dtype == np.dtype("S8") and k.tolist() == [b"1", b"22", b"301"]
    mid = short + b"x" * 20 + b" d\n"
    _, s, e = line_bounds(mid)
    k = field_keys(mid, s, e)
    assert k.dtype == np.dtype("S32") and k.tolist() == [b"1", b"22", b"301", b"x" * 20]
    odd = mid + b"y" * 40 + b" e\n" + b"a\0 f\n"
    _, s, e = line_bounds(odd)
    k = field_keys(odd, s, e)
    assert k.dtype == object and k.tolist() == [b"1", b"22", b"301", b"x" * 20, b"y" * 40, b"a\0"]


def test_qids_keep_their_first_appearance_order_once_not_grouped(tmp_path):
    """After the first repeated qid the runs are added up per query in NumPy: new qids still enter in the
    order of their first line (9, 8, 7), not sorted, in one piece or cut into many."""
    qids = [b"5", b"6", b"5", b"9", b"8", b"9", b"7", b"8", b"x" * 40, b"6"]
    p = tmp_path / "u.run"
    p.write_bytes(b"".join(q + b" Q0 d 1 1 t\n" for q in qids))
    for size in (12, 40, 1 << 20):
        scan = scan_file(p, size=size)
        assert scan.qids == ["5", "6", "9", "8", "7", "x" * 40] and scan.n_lines == [2, 2, 2, 2, 1, 1]
