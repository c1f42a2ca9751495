"""The compiled run parser's hash tables (issue 45 item 6): SipHash-1-3 under a key drawn per process, the key
changes no output, and ids chosen to collide cost a walk bounded by the tables' counts (slots walked per look-up,
new keys taken), never by a clock.  The colliding ids come from the benchmark's generators
(``benchmarks/bench_parser_hash.py``), which check their own collisions."""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import rankagg.io._run_native as run_native
from benchmarks.bench_parser_hash import (KNOWN_KEY, known_key_collisions, old_hash, old_hash_collisions, random_ids,
                                          run_text, siphash13, table_slots)
from tests.io.test_read_native import run_texts

native = run_native._native
if native is None:
    if os.environ.get("CI", "").lower() == "true":
        raise AssertionError("rankagg._read_native is not importable under CI=true: the C build failed")
    pytest.skip("rankagg._read_native is not built (no C compiler at install)", allow_module_level=True)

KEYS = st.binary(min_size=16, max_size=16)


@settings(max_examples=300, deadline=None)
@given(st.binary(max_size=40), KEYS)
def test_the_hash_is_siphash13(data, key):
    """The C hash against an independent NumPy SipHash-1-3 (every length of tail, every key)."""
    want = siphash13(np.frombuffer(data, dtype=np.uint8).reshape(1, -1), key)[0]
    assert native.siphash13(data, key) == int(want)


@pytest.mark.skipif(sys.hash_info.algorithm != "siphash13", reason="this Python hashes bytes with another function")
def test_the_hash_is_cpythons_hash_of_bytes():
    """CPython hashes bytes with SipHash-1-3 under a key that PYTHONHASHSEED=n fills by its LCG (Python/
    bootstrap_hash.c: lcg_urandom): the same bytes and key give the same hash (CPython's, signed)."""
    state, key = 1234, bytearray()
    for _ in range(16):
        state = (state * 214013 + 2531011) & 0xFFFFFFFF
        key.append((state >> 16) & 0xFF)
    datas = [b"a", b"abcdefgh", b"abcdefghi", b"cord-uid 0x12ab", bytes(range(1, 64))]
    out = subprocess.run([sys.executable, "-c", f"print([hash(d) for d in {datas!r}])"], capture_output=True,
                         text=True, check=True, env={**os.environ, "PYTHONHASHSEED": "1234"}).stdout
    cpython = [h % (1 << 64) for h in eval(out)]
    assert [native.siphash13(d, bytes(key)) for d in datas] == cpython


def test_the_key_is_drawn_per_process_and_changes_no_output():
    """Two fresh processes draw different keys (16 random bytes: equal once in 2^128) and read one text to the
    same columns as this process."""
    text = run_text(random_ids(3000), "t")
    code = ("import hashlib, sys, rankagg._read_native as n; text = sys.stdin.buffer.read(); "
            "print(n.hash_key().hex(), hashlib.sha256(repr(n.read_run(text, ' ')).encode()).hexdigest())")
    root = str(Path(__file__).resolve().parents[2])
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(filter(None, [root, os.environ.get("PYTHONPATH")]))}
    got = [subprocess.run([sys.executable, "-c", code], input=text, capture_output=True, check=True, env=env)
           .stdout.split() for _ in range(2)]
    here = hashlib.sha256(repr(native.read_run(text, " ")).encode()).hexdigest().encode()
    keys = {g[0] for g in got} | {native.hash_key().hex().encode()}
    assert len(keys) == 3 and all(len(k) == 32 for k in keys)
    assert [g[1] for g in got] == [here, here]


@settings(max_examples=150, deadline=None)
@given(run_texts(), KEYS, KEYS)
def test_any_key_gives_the_same_columns(case, key, other):
    text, delimiter = case
    got = native.read_run(text, delimiter, key)
    assert got == native.read_run(text, delimiter, other) == native.read_run(text, delimiter)


def test_the_counts_by_hand():
    """One docid three times, one qid: three docid look-ups that each walk one slot (an empty home slot, then
    the home slot that holds it), one qid look-up (the next lines' qid is the previous line's)."""
    text = b"q1 Q0 d 1 3 t\nq1 Q0 d 2 2 t\nq1 Q0 d 3 1 t\n"
    counts = native.probe_counts(text, " ")
    assert counts == {"declined": False, "qid": (1, 1, 0, 2048), "docid": (3, 3, 0, 2048)}


def _walked_per_lookup(text: bytes, key: bytes | None = None) -> tuple[float, int, dict]:
    counts = native.probe_counts(text, " ", key)
    lookups, walked, new_keys, _ = counts["docid"]
    return walked / lookups, new_keys, counts


def test_ids_made_to_collide_under_the_old_hash_walk_as_random_ids_do():
    """3,000 ids whose old hash ends in 20 zero bits (all in one home slot of the old tables: 4.5 million slots
    walked) walk as random ids do: at load 1/2, 1.5 to 2.5 slots a look-up."""
    ids = old_hash_collisions(3000)
    assert len(set(map(bytes, ids))) == 3000 and not (old_hash(ids) & np.uint64(0xFFFFF)).any()
    colliding, new_keys, _ = _walked_per_lookup(run_text(ids, "t"))
    random, _, _ = _walked_per_lookup(run_text(random_ids(3000), "t"))
    assert new_keys == 0
    assert colliding <= 2.5 and random <= 2.5


def test_ids_made_to_collide_under_a_known_key_walk_a_bounded_count():
    """The key leaked: 3,000 ids made to share 128 home slots under it (without a bound, 4.5 million slots walked)
    make the table take a new key; the slots walked stay within the budget (4 a look-up, plus one table's
    slots for each layout), and the columns are those read under a random key."""
    ids = known_key_collisions(3000, KNOWN_KEY)
    home = siphash13(ids, KNOWN_KEY) & np.uint64(table_slots(3000) - 1)
    assert len(set(map(bytes, ids))) == 3000 and (home < 128).all()
    text = run_text(ids, "t")
    per_lookup, new_keys, counts = _walked_per_lookup(text, KNOWN_KEY)
    lookups, walked, _, slots = counts["docid"]
    layouts = new_keys + 3  # 1,024, 2,048 and 4,096 strings' tables, and each new key's
    assert walked <= 4 * lookups + layouts * (slots + 256)
    assert not counts["declined"] and 1 <= new_keys <= 2
    assert native.read_run(text, " ", KNOWN_KEY) == native.read_run(text, " ")


def test_a_table_that_keeps_walking_too_far_declines():
    """A walk limit of one slot: every collision takes a new key, and after four the parser declines (the
    general parser reads the text then, as for any text it declines)."""
    text = run_text(random_ids(3000), "t")
    counts = native.probe_counts(text, " ", None, 1)
    assert counts["declined"] and counts["docid"][2] == 4
    assert not native.probe_counts(text, " ")["declined"]
    with pytest.raises(ValueError, match="walk_limit"):
        native.probe_counts(text, " ", None, 0)
    with pytest.raises(TypeError, match="16 bytes"):
        native.read_run(text, " ", b"short")
