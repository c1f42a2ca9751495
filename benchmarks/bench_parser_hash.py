"""The compiled run parser on ids chosen to collide in its hash tables, against random ids (issue 45 item 6).

    nice python -m benchmarks.bench_parser_hash [--ids 150000] [--repeat 5] [--old-commit 4c5bedd] [--quick]

Before the fix the parser (``rankagg/_read_native.c``) hashed ids with a fixed function, so ids could be chosen
to share one probe chain: parsing them cost the square of their number.  It now hashes with SipHash-1-3 under a
key drawn per process, and a table that walks too far takes a new key (the C file says how).  Four sets of ids
of one shape (``--ids`` distinct docids of 16 bytes from one alphabet, 1,000 per query, two runs of the same
lines in two orders, about 43 bytes a line):

* ``random``: drawn at random;
* ``old-hash collisions``: every id's old hash ends in 20 zero bits (one home slot in every table up to 2^20
  slots), made by inverting the old hash (:func:`old_hash_collisions`);
* ``known-key collisions``: every id's SipHash-1-3 under the fixed key ``KNOWN_KEY`` falls in the first 1/64 of the
  slots of the final table, as an attacker would make them for one process whose key they knew
  (:func:`known_key_collisions`); parsed under the process's own key, and under ``KNOWN_KEY`` itself (the
  ``read_run`` call with its test-only key argument: the key leaked, the new keys bound the cost).

For each: the compiled parser alone (``read_run`` on each run's text), the public reader
(``rankagg.io.read_trec_runs`` of the two files, which parses with it) and the tables' counts (slots walked per
look-up, new keys taken): CPU seconds of this process (the machine is shared: its wall clock is not the
parser's), medians of ``--repeat``, the cases taking turns after a warm-up turn.  The ratio to ``random`` is the target
(issue 45: within 3x at 150,000 ids).  The parser of ``--old-commit`` (compiled from that commit's source into a
temporary folder, with setup.py's flags) is timed on random and old-hash ids at a sixth, a third and half
of ``--ids`` (one call each: its time grows with the square), and both parsers read every run of the real
TREC-COVID rounds (``--data-dir``, rounds 2-5 when there: the parse must not be slower than before), in
alternation, CPU seconds per round (medians of ``--round-repeat``), their columns compared.  Writes results/bench_parser_hash.md and .json.
"""

from __future__ import annotations

import gzip
import importlib.util
import subprocess
import sysconfig
import tempfile
import time
from pathlib import Path
from types import ModuleType
from typing import Any

import numpy as np
from numpy.typing import NDArray

from benchmarks import harness

#: the id bytes: printable ASCII without the quotes, backslash, '#' and ',' a CSV reader might treat apart
ALPHABET = np.array(sorted(set(range(0x21, 0x7F)) - set(b"\"'\\#,")), dtype=np.uint8)
ID_BYTES = 16
PER_QUERY = 1000
KNOWN_KEY = bytes(range(16))
U64 = np.uint64

# ------------------------------------------------------------------------------------- the old hash
#: the constants of hash_bytes() in rankagg/_read_native.c before the fix (commit 4c5bedd)
OLD_START, OLD_K1, OLD_K2 = 0x9E3779B97F4A7C15, 0xBF58476D1CE4E5B9, 0x94D049BB133111EB
_OLD_K1_INVERSE, _OLD_K2_INVERSE = pow(OLD_K1, -1, 1 << 64), pow(OLD_K2, -1, 1 << 64)
_TOP_BITS = U64(0x8080808080808080)


def _words(ids: NDArray[np.uint8]) -> NDArray[np.uint64]:
    """(n, 2) little-endian words of 16-byte ids."""
    return np.ascontiguousarray(ids).view("<u8").reshape(-1, ID_BYTES // 8)


def old_hash(ids: NDArray[np.uint8]) -> NDArray[np.uint64]:
    """The pre-fix parser's hash of each 16-byte id (rows of ``ids``), as its C code computes it."""
    head, second = _words(ids).T
    with np.errstate(over="ignore"):
        h = U64(OLD_START ^ ID_BYTES) + head * U64(OLD_K1)
        h ^= h >> U64(31)
        h = (h ^ second) * U64(OLD_K2)
        h ^= h >> U64(29)
        h *= U64(OLD_K1)
    return h ^ (h >> U64(32))


def _top_bits_key(x: NDArray[np.uint64]) -> NDArray[np.int64]:
    """The high bit of each of a word's 8 bytes, as a number 0-255."""
    bits = ((x & _TOP_BITS).view(np.uint8).reshape(-1, 8) >> 7).astype(np.int64)
    return (bits << np.arange(8)).sum(axis=1)


def old_hash_collisions(n: int, *, zero_bits: int = 20, seed: int = 0) -> NDArray[np.uint8]:
    """``n`` distinct 16-byte ids of ``ALPHABET`` whose old hash ends in ``zero_bits`` zero bits.

    Each step of the old hash can be undone, so for a first word ``a`` and a wanted hash ``T`` the second word is
    ``b = w(T) ^ g(a)`` (``w`` undoes the finish and the last multiplication, ``g`` is the first word's mixing);
    ``b`` must be printable, which asks every byte's high bit of ``w(T)`` and ``g(a)`` to agree: grouping the
    ``g(a)`` and ``w(T)`` by those 8 bits, only pairs in one group are tried."""
    rng = np.random.default_rng(seed)
    allowed = np.zeros(256, dtype=bool)
    allowed[ALPHABET] = True
    found: list[NDArray[np.uint64]] = []
    k = int(np.sqrt(n * 256 / 0.04)) + 64
    while sum(len(f) for f in found) < n:
        heads = rng.choice(ALPHABET, size=(k, 8)).view("<u8").ravel()
        wanted = rng.integers(0, 1 << (64 - zero_bits), size=k, dtype=np.uint64) << U64(zero_bits)
        with np.errstate(over="ignore"):
            x = (wanted ^ (wanted >> U64(32))) * U64(_OLD_K1_INVERSE)
            w = (x ^ (x >> U64(29)) ^ (x >> U64(58))) * U64(_OLD_K2_INVERSE)
            g = U64(OLD_START ^ ID_BYTES) + heads * U64(OLD_K1)
        g ^= g >> U64(31)
        g_key, w_key = _top_bits_key(g), _top_bits_key(w)
        for b in range(256):
            hs, ts = np.flatnonzero(g_key == b), np.flatnonzero(w_key == b)
            second = (g[hs][:, None] ^ w[ts][None, :]).ravel()
            ok = allowed[second.view(np.uint8).reshape(-1, 8)].all(axis=1)
            found.append(np.stack([np.repeat(heads[hs], len(ts))[ok], second[ok]], axis=1))
        k *= 2  # rarely needed: a second, larger draw
    ids = np.unique(np.concatenate(found), axis=0).view(np.uint8).reshape(-1, ID_BYTES)
    ids = ids[rng.permutation(len(ids))[:n]]
    if len(ids) < n or (old_hash(ids) & U64((1 << zero_bits) - 1)).any():
        raise RuntimeError("old_hash_collisions: the ids made do not collide")
    return ids


# ------------------------------------------------------------------------ SipHash-1-3 and a known key
def _rotl(x: NDArray[np.uint64], b: int) -> NDArray[np.uint64]:
    return (x << U64(b)) | (x >> U64(64 - b))


def _sip_round(v: list[NDArray[np.uint64]]) -> None:
    v0, v1, v2, v3 = v
    v0 += v1
    v2 += v3
    v1 = _rotl(v1, 13) ^ v0
    v3 = _rotl(v3, 16) ^ v2
    v0 = _rotl(v0, 32)
    v2 += v1
    v0 += v3
    v1 = _rotl(v1, 17) ^ v2
    v3 = _rotl(v3, 21) ^ v0
    v2 = _rotl(v2, 32)
    v[:] = [v0, v1, v2, v3]


def siphash13(data: NDArray[np.uint8], key: bytes) -> NDArray[np.uint64]:
    """SipHash-1-3 (Aumasson and Bernstein's, as CPython hashes bytes) of each row of ``data`` (n, length)."""
    n, length = data.shape
    k0, k1 = (U64(int.from_bytes(key[i:i + 8], "little")) for i in (0, 8))
    padded = np.zeros((n, length // 8 * 8 + 8), dtype=np.uint8)
    padded[:, :length] = data
    words = padded.view("<u8")
    words[:, -1] |= U64((length & 0xFF) << 56)
    with np.errstate(over="ignore"):
        v = [np.full(n, k0 ^ U64(0x736F6D6570736575)), np.full(n, k1 ^ U64(0x646F72616E646F6D)),
             np.full(n, k0 ^ U64(0x6C7967656E657261)), np.full(n, k1 ^ U64(0x7465646279746573))]
        for j in range(words.shape[1]):
            v[3] ^= words[:, j]
            _sip_round(v)
            v[0] ^= words[:, j]
        v[2] ^= U64(0xFF)
        for _ in range(3):
            _sip_round(v)
    return v[0] ^ v[1] ^ v[2] ^ v[3]


def table_slots(n_ids: int) -> int:
    """The slots of the parser's table once it holds ``n_ids`` strings (1,024 doubled until they fit, x 2)."""
    cap = 1024
    while cap < n_ids:
        cap *= 2
    return 2 * cap


def known_key_collisions(n: int, key: bytes = KNOWN_KEY, *, window: int = 64, seed: int = 0) -> NDArray[np.uint8]:
    """``n`` distinct random 16-byte ids whose SipHash-1-3 under ``key`` falls in the first ``1/window`` of the
    slots of the table that holds them: under that key they make one cluster of ``n`` strings in
    ``table_slots(n) / window`` home slots."""
    rng = np.random.default_rng(seed)
    first = table_slots(n) // window
    kept: list[NDArray[np.uint8]] = []
    while sum(len(k) for k in kept) < n:
        ids = rng.choice(ALPHABET, size=(min(window * n, 1 << 20), ID_BYTES))
        kept.append(ids[(siphash13(ids, key) & U64(table_slots(n) - 1)) < U64(first)])
    ids = np.unique(np.concatenate(kept), axis=0)
    return ids[rng.permutation(len(ids))[:n]]


def random_ids(n: int, *, seed: int = 1) -> NDArray[np.uint8]:
    rng = np.random.default_rng(seed)
    ids = np.unique(rng.choice(ALPHABET, size=(n + n // 100 + 8, ID_BYTES)), axis=0)
    return ids[rng.permutation(len(ids))[:n]]


# ------------------------------------------------------------------------------------------- the runs
def run_text(ids: NDArray[np.uint8], tag: str, *, shuffled: bool = False) -> bytes:
    """A run of the ids, ``PER_QUERY`` a query (``shuffled``: each query's ids in another order)."""
    docids = [bytes(r) for r in ids]
    lines = []
    for start in range(0, len(docids), PER_QUERY):
        block = docids[start:start + PER_QUERY]
        if shuffled:
            block = block[::-1]
        qid = start // PER_QUERY + 1
        lines += [b"%d Q0 %s %d %.6f %s\n" % (qid, d, r, 1.0 / r, tag.encode()) for r, d in enumerate(block, 1)]
    return b"".join(lines)


def old_parser(commit: str, tmp: Path) -> ModuleType | None:
    """The compiled parser of ``commit`` (its C source from git, compiled with setup.py's flags), or None."""
    try:
        source = subprocess.run(["git", "-C", str(harness.ROOT), "show", f"{commit}:rankagg/_read_native.c"],
                                capture_output=True, check=True).stdout
        (tmp / "_read_native.c").write_bytes(source)
        so = tmp / ("_read_native" + sysconfig.get_config_var("EXT_SUFFIX"))
        cc = (sysconfig.get_config_var("CC") or "cc").split()
        subprocess.run([*cc, "-shared", "-fPIC", "-O2", "-ffp-contract=off", "-fno-fast-math",
                        "-I" + sysconfig.get_paths()["include"], str(tmp / "_read_native.c"), "-o", str(so)],
                       capture_output=True, check=True)
    except (OSError, subprocess.CalledProcessError):
        return None
    spec = importlib.util.spec_from_file_location("_read_native", so)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def real_round_texts(data: Path, r: int) -> list[tuple[bytes, str]]:
    """Each run of round ``r`` as the reader hands it to the parser: tab-separated text as it is, else with every
    tab made a space (``rankagg.io._trec_text._parse_table``)."""
    out = []
    for path in sorted((data / f"trec-covid-round{r}" / "runs").glob("*")):
        raw = gzip.decompress(path.read_bytes()) if path.suffix == ".gz" else path.read_bytes()
        out.append((raw, "\t") if b" " not in raw else (raw.replace(b"\t", b" "), " "))
    return out


def real_rounds(old: ModuleType, data: Path, repeat: int) -> list[dict]:
    """CPU seconds of both parsers over every run of each round (alternating, medians), and whether their
    columns are the same."""
    import rankagg._read_native as native

    rows = []
    for r in (2, 3, 4, 5):
        texts = real_round_texts(data, r)
        if not texts:
            continue
        same = all(native.read_run(t, d) == old.read_run(t, d) for t, d in texts)
        times: dict[str, list[float]] = {"before": [], "now": []}
        for _ in range(repeat):
            for name, parser in (("before", old), ("now", native)):
                t0 = time.process_time()
                for t, d in texts:
                    parser.read_run(t, d)
                times[name].append(time.process_time() - t0)
        before, now = (float(np.median(times[k])) for k in ("before", "now"))
        rows.append({"round": r, "runs": len(texts), "mb": sum(len(t) for t, _ in texts) / 1e6, "before_s": before,
                     "now_s": now, "same_columns": same})
    return rows


def cpu_seconds(fn: Any) -> float:
    """The process's CPU seconds for ``fn()`` (every thread's: the machine is shared, its wall clock is not ours)."""
    t0 = time.process_time()
    fn()
    return time.process_time() - t0


def measure(cases: dict[str, tuple[list[bytes], list[Path], bytes | None]], repeat: int) -> list[dict]:
    """Each case's parse and reader CPU seconds (medians of ``repeat``, the cases taking turns after a warm-up
    call each) and its tables' counts."""
    import rankagg._read_native as native
    from rankagg.io import read_trec_runs

    def parse(texts: list[bytes], key: bytes | None) -> Any:
        return lambda: [native.read_run(t, " ", key) for t in texts]

    def read(paths: list[Path]) -> Any:
        return lambda: read_trec_runs([str(p) for p in paths])

    times: dict[str, dict[str, list[float]]] = {c: {"parse": [], "reader": []} for c in cases}
    for turn in range(repeat + 1):
        for case, (texts, paths, key) in cases.items():
            for what, fn in (("parse", parse(texts, key)), ("reader", read(paths) if key is None else None)):
                if fn is not None:
                    seconds = cpu_seconds(fn)
                    if turn:  # the first turn warms up
                        times[case][what].append(seconds)
    rows = []
    for case, (texts, _, key) in cases.items():
        counts = [native.probe_counts(t, " ", key) for t in texts]
        lookups = sum(c["docid"][0] for c in counts)
        reader = times[case]["reader"]
        rows.append({"case": case, "parse_s": float(np.median(times[case]["parse"])),
                     "reader_s": float(np.median(reader)) if reader else None, "bytes_per_run": len(texts[0]),
                     "walked_per_lookup": sum(c["docid"][1] for c in counts) / lookups,
                     "new_keys": sum(c["docid"][2] for c in counts), "declined": any(c["declined"] for c in counts)})
    return rows


def main(argv: list[str] | None = None) -> None:
    ap = harness.parser(__doc__, repeat=5, out=harness.RESULTS / "bench_parser_hash")
    ap.add_argument("--ids", type=int, default=150_000, help="distinct docids (default 150000)")
    ap.add_argument("--old-commit", default="4c5bedd", help="the commit whose parser is the 'before' (default 4c5bedd)")
    ap.add_argument("--round-repeat", type=int, default=11, help="passes over the real rounds per parser (default 11)")
    args = ap.parse_args(argv)
    if args.quick:
        args.ids, args.repeat, args.round_repeat = 6000, 1, 1
    n = args.ids
    sets = {"random": random_ids(n), "old-hash collisions": old_hash_collisions(n),
            "known-key collisions": known_key_collisions(n)}
    with tempfile.TemporaryDirectory() as d:
        tmp = Path(d)
        cases: dict[str, tuple[list[bytes], list[Path], bytes | None]] = {}
        for name, ids in sets.items():
            texts = [run_text(ids, "a"), run_text(ids, "b", shuffled=True)]
            paths = [tmp / f"{name.split()[0]}-{i}.run" for i in range(2)]
            for p, t in zip(paths, texts):
                p.write_bytes(t)
            cases[name] = (texts, paths, None)
        cases["known-key collisions, parsed under that key"] = (*cases["known-key collisions"][:2], KNOWN_KEY)
        rows = measure(cases, args.repeat)
        old = old_parser(args.old_commit, tmp)
        round_rows = real_rounds(old, harness.data_dir(args.data_dir), args.round_repeat) if old is not None else []
        old_rows = []
        for size in (n // 6, n // 3, n // 2) if old is not None else ():
            for name, ids in (("random", sets["random"][:size]), ("old-hash collisions", old_hash_collisions(size))):
                text = run_text(ids, "a")
                seconds = cpu_seconds(lambda: old.read_run(text, " "))  # type: ignore[union-attr]
                old_rows.append({"case": name, "ids": size, "parse_s": seconds})
    base = rows[0]
    for r in rows:
        r["parse_ratio"] = r["parse_s"] / base["parse_s"]
        r["reader_ratio"] = r["reader_s"] / base["reader_s"] if r["reader_s"] is not None else None
    env = harness.environment()
    md = [f"# The compiled run parser on colliding ids (python -m benchmarks.bench_parser_hash)", "",
          harness.environment_line(env), "",
          f"Two runs of {n:,} distinct 16-byte docids ({PER_QUERY:,} a query, the second run's queries in reverse "
          f"order), {rows[0]['bytes_per_run'] / 1e6:.1f} MB each; CPU seconds, medians of {args.repeat}, the cases "
          "taking turns after a warm-up turn. "
          "Parse: `rankagg._read_native.read_run` on both texts; reader: `rankagg.io.read_trec_runs` of both "
          "files (parse, then ranks). Walked: slots a docid look-up walks on average (1 = its home slot).", "",
          *harness.markdown_table(
              ["ids", "parse", "parse / random", "reader", "reader / random", "walked", "new keys", "declined"],
              [[r["case"], f"{r['parse_s']:.3f} s", f"**{r['parse_ratio']:.2f}x**",
                "-" if r["reader_s"] is None else f"{r['reader_s']:.3f} s",
                "-" if r["reader_ratio"] is None else f"{r['reader_ratio']:.2f}x",
                f"{r['walked_per_lookup']:.2f}", r["new_keys"], "yes" if r["declined"] else "no"] for r in rows]),
          ""]
    if old_rows:
        md += [f"The parser before the fix (commit {args.old_commit}, compiled from its source), one run of each "
               "size, one call, CPU seconds:", "",
               *harness.markdown_table(["ids", "random", "old-hash collisions", "ratio"],
                                       [[f"{s:,}", f"{a['parse_s']:.3f} s", f"{b['parse_s']:.2f} s",
                                         f"{b['parse_s'] / a['parse_s']:.0f}x"]
                                        for s, a, b in zip(sorted({r['ids'] for r in old_rows}), old_rows[::2],
                                                           old_rows[1::2])]), ""]
    else:
        md += [f"(The parser of commit {args.old_commit} could not be compiled here: no 'before' rows.)", ""]
    if round_rows:
        md += ["Every run of the real TREC-COVID rounds, parsed by the parser before the fix and now, alternating: "
               f"CPU seconds per round, medians of {args.round_repeat}; the columns compared run by run:", "",
               *harness.markdown_table(["round", "runs", "MB", "before", "now", "now / before", "same columns"],
                                       [[r["round"], r["runs"], f"{r['mb']:.0f}", f"{r['before_s']:.3f} s",
                                         f"{r['now_s']:.3f} s", f"{r['now_s'] / r['before_s']:.2f}x",
                                         "yes" if r["same_columns"] else "**no**"] for r in round_rows]), ""]
    json_path, md_path = harness.outputs(args.out)
    harness.write_results("bench_parser_hash", rows, json_path=json_path, md_path=md_path, markdown="\n".join(md),
                          env=env, old_parser=old_rows, real_rounds=round_rows, ids=n, repeat=args.repeat)
    print("\n".join(md))


if __name__ == "__main__":
    main()
