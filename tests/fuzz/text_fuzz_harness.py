"""The differential fuzzer of the line-based text formats (issue 45): generators, entry points and the oracle.

Each generated file is read by the independent reference (:mod:`tests.fuzz.reference_text`) and by every
entry point rankagg offers for its format; the oracle classes the pair (:func:`judge`):

* ``silent``: rankagg reads it and its content differs from the reference's, or reads a file the reference
  says must be refused;
* ``over-refusal``: rankagg refuses a file the reference (trec_eval, the format's tool) reads;
* ``raw``: an exception that is not a rankagg input error (a ``KeyError``, ``IndexError``...), or a traceback
  from the command line;
* ``vague``: a refusal whose message is not one line, does not name the file, or names no line where the
  reference refuses a line;
* ``hang``: no answer within :data:`TIMEOUT_S` seconds; ``crash``: the command killed by a signal.

Generators: (a) mutations of slices of the real files of ``$RANKAGG_DATA`` (TREC-COVID rounds 2-5 runs and
qrels, LETOR MQ2008-agg; never round 1) and of small seed files of the formats without real data (weights,
PrefLib, gene lists); (b) grammar-generated small files (:func:`grammar_file`).
"""

from __future__ import annotations

import gzip
import io
import json
import math
import os
import random
import re
import signal
import subprocess
import sys
import traceback
import zlib
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

from tests.fuzz import reference_text as ref

ROOT = Path(__file__).resolve().parents[2]
TIMEOUT_S = 20
FORMATS = ("trec", "qrels", "weights", "letor", "preflib", "gene-lists", "gene-list")
FAULTS = ("silent", "over-refusal", "raw", "vague", "hang", "crash")
RUN_NAMES = ("r1", "r2", "r3")


@dataclass
class Case:
    fmt: str
    name: str  # the file's name (its suffix matters for PrefLib and gene lists)
    data: bytes
    how: str  # how it was made


@dataclass
class Fault:
    fmt: str
    entry: str
    kind: str
    how: str
    detail: str
    data: bytes
    name: str


# ---------------------------------------------------------------------------------------------- seeds
def data_root() -> Path | None:
    env = os.environ.get("RANKAGG_DATA")
    for cand in ([Path(env)] if env else []) + [ROOT.parent / "shared" / "data"]:
        if (cand / "letor4-agg" / "MQ2008-agg").is_dir() and (cand / "trec-covid-round5").is_dir():
            return cand
    return None


class Seeds:
    """Small slices of the real files (whole lines, a few queries), read once."""

    def __init__(self, root: Path, rng: random.Random) -> None:
        self.runs: list[bytes] = []
        self.qrels: list[bytes] = []
        for rnd in (2, 3, 4, 5):
            d = root / f"trec-covid-round{rnd}"
            runs = sorted((d / "runs").iterdir())
            for p in rng.sample(runs, 3):
                raw = p.read_bytes()
                lines = (gzip.decompress(raw) if raw[:2] == b"\x1f\x8b" else raw).split(b"\n")
                self.runs.append(_slices(lines, rng))
            qlines = (d / f"qrels-round{rnd}.txt").read_bytes().split(b"\n")
            self.qrels.append(_slices(qlines, rng))
        letor = gzip.decompress((root / "letor4-agg" / "MQ2008-agg" / "S1.txt.gz").read_bytes()).split(b"\n")
        self.letor = [_slices(letor, rng, per=8) for _ in range(6)]


def _slices(lines: list[bytes], rng: random.Random, per: int = 12) -> bytes:
    """A few runs of consecutive lines (each from a random place): several queries, the real line shapes."""
    lines = [x for x in lines if x]
    out: list[bytes] = []
    for _ in range(3):
        i = rng.randrange(max(1, len(lines) - per))
        out.extend(lines[i:i + rng.randint(1, per)])
    # a query's lines must stay contiguous in LETOR, and one document once per query in runs and qrels
    seen, kept = set(), []
    for x in out:
        if x not in seen:
            seen.add(x)
            kept.append(x)
    return b"\n".join(kept) + b"\n"


def seed_weights(rng: random.Random) -> bytes:
    names = list(RUN_NAMES)
    rng.shuffle(names)
    names = names[:rng.randint(1, 3)]
    w = [rng.choice(["0.5", "1", "2", "0", "1e-3", "3.25"]) for _ in names]
    if rng.random() < 0.3:
        return (json.dumps(dict(zip(names, (float(x) for x in w)))) + "\n").encode()
    sep = rng.choice([" ", "\t", "=", "  "])
    lines = [f"{n}{sep}{x}" for n, x in zip(names, w)]
    if rng.random() < 0.5:
        lines.insert(0, "# weights")
    return ("\n".join(lines) + "\n").encode()


ALT_NAMES = ("Park", "Library", "Pool Road", "A", "b%c", "Été", "x\u00a0y", "Z")


def seed_preflib(rng: random.Random) -> tuple[str, bytes]:
    kind = rng.choice(["soc", "soi", "toc", "toi"])
    n = rng.randint(2, 5)
    names = rng.sample(ALT_NAMES, n)
    orders: list[tuple[int, str]] = []
    sep = rng.choice([",", ", "])
    for _ in range(rng.randint(1, 4)):
        alts = list(range(1, n + 1))
        rng.shuffle(alts)
        if kind[1:] == "oi":
            alts = alts[:rng.randint(1, n)]
        parts: list[str] = []
        i = 0
        while i < len(alts):
            k = rng.randint(2, 3) if kind[0] == "t" and rng.random() < 0.4 else 1
            cl = alts[i:i + k]
            parts.append("{" + ",".join(map(str, cl)) + "}" if len(cl) > 1 else str(cl[0]))
            i += k
        text = sep.join(parts)
        if text not in [t for _, t in orders]:
            orders.append((rng.randint(1, 5), text))
    head = [f"# FILE NAME: e.{kind}", "# TITLE: fuzz", f"# DATA TYPE: {kind}", f"# NUMBER ALTERNATIVES: {n}"]
    head += [f"# ALTERNATIVE NAME {k}: {nm}" for k, nm in enumerate(names, 1)]
    head += [f"# NUMBER VOTERS: {sum(c for c, _ in orders)}", f"# NUMBER UNIQUE ORDERS: {len(orders)}"]
    return f"e.{kind}", ("\n".join(head + [f"{c}: {t}" for c, t in orders]) + "\n").encode()


GENES = ("TP53", "MYC", "EGFR", "KRAS", "BRCA1", "PTEN", "g-7", "Gène", "ß1", "a.b")


def seed_gene_table(rng: random.Random) -> tuple[str, bytes]:
    sep, suffix = rng.choice([("\t", "tsv"), (",", "csv")])
    k = rng.randint(1, 3)
    cols = [rng.sample(GENES, rng.randint(0 if j else 1, 6)) for j in range(k)]
    rows = [sep.join(f"study{j + 1}" for j in range(k))]
    for r in range(max(len(c) for c in cols)):
        rows.append(sep.join(c[r] if r < len(c) else "" for c in cols))
    return f"lists.{suffix}", ("\n".join(rows) + "\n").encode()


def seed_gene_list(rng: random.Random) -> tuple[str, bytes]:
    items = rng.sample(GENES, rng.randint(1, 7))
    head = ["#mylist"] if rng.random() < 0.5 else []
    if rng.random() < 0.3:
        head.append("# a comment")
    return rng.choice(["list.grp", "list.lst"]), ("\n".join(head + items) + "\n").encode()


# ---------------------------------------------------------------------------------------------- mutations
EDGE_NUMBERS = ("1e308", "1.7976931348623157e308", "1e309", "-1e309", "4.9e-324", "2.2250738585072014e-308",
                "1e-400", "-0", "-0.0", "+1", "+.5", ".5", "5.", "1E2", "nan", "NaN", "inf", "-Infinity",
                "0x10", "0x1p3", "1_000", "١٠", "１", "1,5", "1.5.2", "--1", "+-1", "", "e5", "1e", "3.4028235e38",
                "3.4028236e38", "1.0000000000000002", "0.99999999999999989", "99999999999999999999",
                "9223372036854775807", "9223372036854775808", "-9223372036854775809", "0000001", "1e-45",
                "2", "0", "1", "NULL", "null", "true", " 1", "1.5")
SEPARATORS = ("\t", "  ", " \t ", "\xa0", "\r", "\x0b", "\x0c", "\u2003", "\x85", "\u2028", "\x1c", "\u3000", "\x00")
ADVERSARIAL_IDS = ("", "a#b", "%", "d%20x", "Ω", "é", "e\u0301", "\U0001F600", "x\u00a0y", "a\u200bb", "Q0",
                   "-1", "1.0", "01", "#", "NULL", "\\", "'", '"', "a,b", "{", "}", "x" * 70000, "x" * 65536,
                   "\udcff")


def _tokens(line: str) -> list[tuple[int, int]]:
    return [(m.start(), m.end()) for m in re.finditer(r"[^ \t\r\n\v\f]+", line)]


def mutate_text(text: str, rng: random.Random) -> tuple[str, str]:
    """One line- or field-level mutation of decoded text."""
    lines = text.split("\n")
    body = [i for i, x in enumerate(lines) if x.strip()] or [0]
    i = rng.choice(body)
    op = rng.randrange(13)
    line = lines[i]
    toks = _tokens(line)
    if op == 0:
        lines.insert(i, line)
        how = "duplicate line"
    elif op == 1:
        del lines[i]
        how = "delete line"
    elif op == 2:
        j = rng.choice(body)
        lines[i], lines[j] = lines[j], lines[i]
        how = "swap lines"
    elif op == 3 and toks:
        a, b = rng.choice(toks)
        lines[i] = line[:a] + line[b:]
        how = "delete field"
    elif op == 4:
        a = rng.choice([a for a, _ in toks] or [0])
        lines[i] = line[:a] + rng.choice(["x", "Q0", "0", "1", "#", "NULL"]) + " " + line[a:]
        how = "insert field"
    elif op == 5 and toks:
        nums = [(a, b) for a, b in toks if re.search(r"[0-9]", line[a:b])] or toks
        a, b = rng.choice(nums)
        tok = line[a:b]
        m = re.search(r"[-+]?[0-9][0-9.eE+-]*", tok)
        new = rng.choice(EDGE_NUMBERS)
        tok = tok[:m.start()] + new + tok[m.end():] if m else new
        lines[i] = line[:a] + tok + line[b:]
        how = f"number {new!r}"
    elif op == 6 and len(toks) > 1:
        k = rng.randrange(len(toks) - 1)
        sep = rng.choice(SEPARATORS)
        lines[i] = line[:toks[k][1]] + sep + line[toks[k + 1][0]:]
        how = f"separator {sep!r}"
    elif op == 7:
        blank = rng.choice(["", " ", "\t", "\r", " \t\r", "\xa0"])
        if rng.random() < 0.5:
            lines[i] = line + blank
            how = f"trailing {blank!r}"
        else:
            lines.insert(i, blank)
            how = f"blank line {blank!r}"
    elif op == 8 and toks:
        a, b = rng.choice(toks)
        new = rng.choice(ADVERSARIAL_IDS)
        lines[i] = line[:a] + new + line[b:]
        how = f"field -> {new[:12]!r}{'...' if len(new) > 12 else ''}"
    elif op == 9:
        lines.insert(i, rng.choice(["# a comment", "#", "  # indented comment", "# 1 Q0 d 1 1 t x",
                                    "#1 Q0 dd 1 1.0 t"]))
        how = "comment line"
    elif op == 10:
        text2 = "\n".join(lines)
        cut = rng.randrange(len(text2) + 1)
        return text2[:cut], f"truncate at char {cut}"
    elif op == 11:
        return "\r\n".join(lines), "CRLF line ends"
    else:
        lines[i] = line.upper() if rng.random() < 0.5 else line.replace(" ", "")
        how = "case / blanks removed"
    return "\n".join(lines), how


def mutate_bytes(data: bytes, rng: random.Random) -> tuple[bytes, str]:
    """One byte- or encoding-level mutation."""
    op = rng.randrange(9)
    if op == 0 and data:
        p = rng.randrange(len(data))
        b = rng.choice([0x00, 0xff, 0x80, 0xc3, 0x20, 0x09, 0x0a, 0x0d, 0x23, 0x7b, 0x7d, 0x3a, 0x2c, rng.randrange(256)])
        return data[:p] + bytes([b]) + data[p + 1:], f"byte {p} -> {b:#04x}"
    if op == 1:
        return b"\xef\xbb\xbf" + data, "BOM"
    if op == 2:
        try:
            return data.decode("utf-8").encode(rng.choice(["utf-16", "utf-16-le", "latin-1"]), "replace"), "re-encoded"
        except UnicodeDecodeError:
            return data, "re-encode skipped"
    if op == 3 and data:
        p = rng.randrange(len(data))
        bad = rng.choice([b"\xed\xa0\x80", b"\xc0\xaf", b"\xff", b"\xe2\x82", b"\xf4\x90\x80\x80"])
        return data[:p] + bad + data[p:], f"invalid UTF-8 {bad!r} at {p}"
    if op == 4:
        cut = rng.randrange(len(data) + 1)
        return data[:cut], f"truncate at byte {cut}"
    if op == 5:
        z = gzip.compress(data, mtime=0)
        kind = rng.randrange(5)
        if kind == 0:
            return z, "gzip"
        if kind == 1:
            return z[:rng.randrange(len(z))], "truncated gzip"
        if kind == 2:
            return z + gzip.compress(b"", mtime=0), "gzip + empty member"
        if kind == 3:
            return z + b"garbage", "gzip + trailing garbage"
        return gzip.compress(z, mtime=0), "gzip of gzip"
    if op == 6:
        return data.replace(b"\n", b"\r"), "CR line ends"
    if op == 7:
        return data.rstrip(b"\n"), "no final newline"
    return b"", "empty file"


def mutated(fmt: str, seed: bytes, rng: random.Random, name: str) -> Case:
    """1-3 mutations of a seed file."""
    hows = []
    data = seed
    for _ in range(rng.choice([1, 1, 1, 2, 3])):
        if rng.random() < 0.7:
            try:
                text = data.decode("utf-8")
            except UnicodeDecodeError:
                data, how = mutate_bytes(data, rng)
            else:
                text, how = mutate_text(text, rng)
                data = text.encode("utf-8", "surrogatepass")
        else:
            data, how = mutate_bytes(data, rng)
        hows.append(how)
    return Case(fmt, name, data, "; ".join(hows))


# ---------------------------------------------------------------------------------------------- grammar
SCORES = ("1", "1.0", "0.5", "-0", "0", "2.5", "1e308", "-1e308", "4.9e-324", "1e-310", "3.5e38", "1e-45",
          "0.30000000000000004", "0.3", "1.0000000000000002")
IDS = ("a", "b", "B", "ä", "a1", "a10", "a2", "Z", "é", "d-1", "d.1", "x\u00a0y", "\u00e9", "e\u0301", "7", "07")


def grammar_file(fmt: str, rng: random.Random) -> Case:
    """A small valid file of the format from its grammar (ties, near-ties, huge and denormal scores,
    adversarial ids); the caller may mutate it."""
    if fmt == "trec":
        lines = []
        for q in rng.sample(["1", "2", "10", "q\u00e9", "Q-3"], rng.randint(1, 3)):
            for d in rng.sample(IDS, rng.randint(1, 6)):
                sep = rng.choice([" ", "\t"])
                lines.append(sep.join([q, "Q0", d, str(rng.randint(0, 9)), rng.choice(SCORES), "tag"]))
        rng.shuffle(lines)
        return Case(fmt, "a.run", ("\n".join(lines) + "\n").encode(), "grammar")
    if fmt == "qrels":
        lines = []
        for q in rng.sample(["1", "2", "10"], rng.randint(1, 3)):
            for d in rng.sample(IDS, rng.randint(1, 6)):
                lines.append(f"{q} {rng.choice(['0', 'Q0', '4.5'])} {d} {rng.choice(['-2', '-1', '0', '1', '2', '3'])}")
        return Case(fmt, "qrels.txt", ("\n".join(lines) + "\n").encode(), "grammar")
    if fmt == "letor":
        k = rng.randint(1, 4)
        lines = []
        for q in rng.sample(["10", "11", "q3"], rng.randint(1, 2)):
            for d in rng.sample(["GX1", "GX2", "GX3", "é", "d-4"], rng.randint(1, 4)):
                ranks = " ".join(f"{j}:{rng.choice(['NULL', '1', '2', '17', '9007199254740992'])}" for j in range(1, k + 1))
                lines.append(f"{rng.randint(0, 2)} qid:{q} {ranks} #docid = {d} inc = 1 prob = 0.5")
        return Case(fmt, "S1.txt", ("\n".join(lines) + "\n").encode(), "grammar")
    if fmt == "weights":
        return Case(fmt, "weights.txt", seed_weights(rng), "grammar")
    if fmt == "preflib":
        name, data = seed_preflib(rng)
        return Case(fmt, name, data, "grammar")
    if fmt == "gene-lists":
        name, data = seed_gene_table(rng)
        return Case(fmt, name, data, "grammar")
    name, data = seed_gene_list(rng)
    return Case(fmt, name, data, "grammar")


def generate(fmt: str, rng: random.Random, seeds: Seeds | None) -> Case:
    """One case: a real slice or a grammar file, mutated (or left valid one time in eight)."""
    real = {"trec": seeds.runs if seeds else [], "qrels": seeds.qrels if seeds else [],
            "letor": seeds.letor if seeds else []}.get(fmt, [])
    # a run is named .run: a .txt whose first line holds one token is a gene list (the registry's rule)
    base = Case(fmt, {"trec": "a.run", "qrels": "qrels.txt", "letor": "S1.txt"}.get(fmt, ""), rng.choice(real),
                "real slice") if real and rng.random() < 0.6 else grammar_file(fmt, rng)
    if rng.random() < 0.125:
        return base
    case = mutated(fmt, base.data, rng, base.name)
    case.how = f"{base.how}: {case.how}"
    return case


# ---------------------------------------------------------------------------------------------- reference
def reference(case: Case) -> ref.Verdict:
    if case.fmt == "trec":
        return ref.verdict(ref.read_run, case.data)
    if case.fmt == "qrels":
        return ref.verdict(ref.read_qrels, case.data)
    if case.fmt == "weights":
        return ref.verdict(ref.read_weights, case.data)
    if case.fmt == "letor":
        return ref.verdict(ref.read_letor, case.data)
    if case.fmt == "preflib":
        return ref.verdict(ref.read_preflib, case.data, suffix=case.name.rsplit(".", 1)[1])
    if case.fmt == "gene-lists":
        return ref.verdict(ref.read_gene_table, case.data, sep="\t" if case.name.endswith(".tsv") else ",")
    return ref.verdict(ref.read_gene_list, case.data, stem=case.name.rsplit(".", 1)[0])


# ---------------------------------------------------------------------------------------------- entry points
class Timeout(Exception):
    pass


def _alarm(signum: int, frame: Any) -> None:
    raise Timeout()


def call(fn: Callable[[], Any]) -> tuple[str, Any]:
    """("ok", value) | ("error", exception) | ("raw", traceback) | ("hang", None), within TIMEOUT_S."""
    import warnings

    from rankagg.exceptions import InvalidParameterError, ProblemTooLargeError
    from rankagg.io._errors import InputFormatError

    old = signal.signal(signal.SIGALRM, _alarm)
    signal.alarm(TIMEOUT_S)
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            return "ok", fn()
    except Timeout:
        return "hang", None
    except (InputFormatError, ProblemTooLargeError, InvalidParameterError) as e:
        return "error", e
    except (ValueError, OSError) as e:
        # a rankagg refusal is a ValueError (or OSError naming the file); a bare one from a library is raw,
        # told apart by the message (a UnicodeDecodeError, int('x'), float('x'), json's) in judge()
        return ("raw", traceback.format_exc()) if type(e) in RAW_VALUE_ERRORS else ("error", e)
    except Exception:  # noqa: BLE001 - every other exception is a fault to report
        return "raw", traceback.format_exc()
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)


RAW_VALUE_ERRORS = (UnicodeDecodeError, UnicodeEncodeError, json.JSONDecodeError)


def canon_trec_rows(frames: list[Any]) -> dict[str, Any]:
    scores: dict[str, dict[str, float]] = {}
    tags: set[str] = set()
    for df in frames:
        for r, q, d, s in zip(df["run"].tolist(), df["q_id"].tolist(), df["doc_id"].tolist(), df["score"].tolist()):
            if d in scores.setdefault(str(q), {}):
                raise AssertionError(f"rankagg gave document {d} twice in query {q}")
            scores[str(q)][str(d)] = float(s)
            tags.add(str(r))
    return {"scores": scores, "tags": tags}


def rankings_order(data: Any) -> dict[str, list[str]]:
    import numpy as np

    out = {}
    for qi, q in enumerate(data.qids.tolist()):
        a, b = int(data.offsets[qi]), int(data.offsets[qi + 1])
        r = data.ranks[a:b, 0]
        docs = data.docids[a:b]
        keep = ~np.isnan(r)
        order = np.argsort(r[keep], kind="stable")
        out[str(q)] = [str(x) for x in docs[keep][order].tolist()]
    return {q: v for q, v in out.items() if v}


def qrels_of_seed(case: Case) -> dict[str, dict[str, int]]:
    """Judgements for a run case (grades from a hash of the docid), the same for every mutation of a seed."""
    out: dict[str, dict[str, int]] = {}
    for line in case.data.decode("utf-8-sig", "replace").split("\n"):
        f = ref.c_fields(line)
        if len(f) >= 3 and "\x00" not in line and max(len(f[0]), len(f[2])) <= ref.MAX_ID_CHARS:
            out.setdefault(f[0], {})[f[2]] = zlib.crc32(f[2].encode("utf-8", "replace")) % 4 - 1
    for q in out:
        out[q]["zz-judged-not-retrieved"] = 1
    return out


def ref_measures(order: dict[str, list[str]], qrels: dict[str, dict[str, int]]) -> dict[str, dict[str, float]]:
    """P@5 and AP of trec_eval (relevant: grade >= 1) per query retrieved and judged."""
    out = {}
    for q, docs in order.items():
        if q not in qrels:
            continue
        rel = {d for d, g in qrels[q].items() if g >= 1}
        hits, ap = 0, 0.0
        for r, d in enumerate(docs, 1):
            if d in rel:
                hits += 1
                ap += hits / r
        out[q] = {"P@5": sum(d in rel for d in docs[:5]) / 5, "AP": ap / len(rel) if rel else 0.0}
    return out


def entries(fmt: str) -> dict[str, Callable[[str, Case, Any], Any]]:
    """The in-process entry points of a format: ``f(path, case, ref_verdict) -> canonical content``; the
    oracle compares it with :func:`expected`'s reading of the reference."""
    from rankagg.io import formats as F

    def registry(path: str, case: Case, v: Any) -> Any:
        blocks = list(F.read(path, F.FORMATS[fmt]))
        return canon(fmt, blocks)

    out: dict[str, Callable[[str, Case, Any], Any]] = {"registry": registry}
    if fmt == "trec":
        from rankagg.io.trec import read_trec_run

        out["read_trec_run order"] = lambda p, c, v: rankings_order(read_trec_run(p))

        def fuse(p: str, c: Case, v: Any) -> Any:
            import rankagg

            got = rankagg.fuse([p], method="combsum(norm='none')", depth=None)
            return {str(q): {str(d): float(s) for d, s in docs.items()} for q, docs in got.items() if docs}

        out["rankagg.fuse"] = fuse

        def evaluate(p: str, c: Case, v: Any) -> Any:
            import rankagg

            table = rankagg.evaluate(p, qrels_of_seed(c), ["P@5", "AP"], per_query=True)
            return {str(q): {"P@5": float(r["P@5"]), "AP": float(r["AP"])} for q, r in table.iterrows()}

        out["rankagg.evaluate"] = evaluate
    if fmt == "qrels":
        def evaluate_q(p: str, c: Case, v: Any) -> Any:
            import rankagg

            table = rankagg.evaluate(run_of_qrels(c), p, ["P@5", "AP"], per_query=True)
            return {str(q): {"P@5": float(r["P@5"]), "AP": float(r["AP"])} for q, r in table.iterrows()}

        out["rankagg.evaluate"] = evaluate_q
    if fmt == "letor":
        from rankagg.io.letor import read_letor

        out["read_letor"] = lambda p, c, v: canon_letor(read_letor(p))
    if fmt == "preflib":
        from rankagg.io.preflib import read_preflib

        out["read_preflib"] = lambda p, c, v: canon_preflib(read_preflib(p))
    return out


def run_of_qrels(case: Case) -> dict[str, dict[str, float]]:
    """A run over the seed's judged documents (scores from a hash of the docid)."""
    out: dict[str, dict[str, float]] = {}
    for line in case.data.decode("utf-8-sig", "replace").split("\n"):
        f = ref.c_fields(line)
        if len(f) >= 3 and "\x00" not in line and max(len(f[0]), len(f[2])) <= ref.MAX_ID_CHARS \
                and not f[0].startswith("#"):
            out.setdefault(f[0], {})[f[2]] = (zlib.crc32(f[2].encode("utf-8", "replace")) % 997) / 997
    return out or {"1": {"a": 1.0}}


def canon(fmt: str, blocks: list[Any]) -> Any:
    if fmt == "trec":
        return canon_trec_rows(blocks)
    if fmt == "qrels":
        out = {}
        for df in blocks:
            for q, d, r in zip(df["q_id"].tolist(), df["doc_id"].tolist(), df["rel"].tolist()):
                out[(str(q), str(d))] = int(r)
        return out
    if fmt == "weights":
        out_w: dict[str, float] = {}
        for b in blocks:
            out_w.update({str(k): float(v) for k, v in dict(b).items()})
        return out_w
    if fmt == "letor":
        assert len(blocks) <= 1
        return canon_letor(blocks[0]) if blocks else []
    if fmt == "preflib":
        assert len(blocks) == 1
        return canon_preflib(blocks[0])
    out_g: dict[str, list[str]] = {}
    for b in blocks:
        out_g.update({str(k): [str(x) for x in v] for k, v in dict(b).items()})
    return out_g


def canon_letor(data: Any) -> Any:
    import numpy as np

    out = []
    for qi, q in enumerate(data.qids.tolist()):
        a, b = int(data.offsets[qi]), int(data.offsets[qi + 1])
        docs = []
        for i in range(a, b):
            ranks = tuple(None if np.isnan(x) else float(x) for x in data.ranks[i].tolist())
            docs.append((str(data.docids[i]), int(data.labels[i]) if data.labels is not None else None, ranks))
        out.append((str(q), docs))
    return out


def canon_preflib(e: Any) -> Any:
    return (e.data_type, {int(k): str(v) for k, v in e.alternatives.items()},
            [(int(c), tuple(tuple(int(a) for a in cl) for cl in classes)) for c, classes in e.orders])


def expected(fmt: str, entry: str, v: ref.Verdict, case: Case) -> tuple[bool, Any]:
    """(must rankagg refuse?, the content an accepting entry point must give) from the reference's verdict."""
    if not v.valid:
        return True, None
    c = v.content
    if fmt == "trec":
        if entry == "registry":
            return False, {"scores": c["scores"], "tags": c["tags"]}
        if entry == "read_trec_run order":
            if not c["scores"]:
                return True, None  # every run file empty: refused on purpose (docs/reliability.md row 22)
            return False, {q: o for q, o in c["order"].items() if o}
        if entry == "rankagg.fuse":
            if not c["scores"]:
                return True, None  # every run file empty: refused on purpose (docs/reliability.md row 22)
            return False, c["scores"]
        if entry == "rankagg.evaluate":
            m = ref_measures(c["order"], qrels_of_seed(case))
            if not m:
                return True, None  # no query in common with the qrels: refused on purpose
            return False, m
    if fmt == "qrels" and entry == "rankagg.evaluate":
        by_q: dict[str, dict[str, int]] = {}
        for (q, d), r in c.items():
            by_q.setdefault(q, {})[d] = r
        run = run_of_qrels(case)
        order = {q: ref.trec_order(docs) for q, docs in run.items()}
        m = ref_measures(order, by_q)
        if not m:
            return True, None
        return False, m
    if fmt == "letor":
        # LETOR files give a Rankings of the given line order; ranks as floats
        return False, [(q, [(d, lab, tuple(r)) for d, lab, r in docs]) for q, docs in c]
    if fmt == "preflib":
        dt, names, orders = c
        return False, (dt, names, orders)
    if fmt == "gene-lists" or fmt == "gene-list":
        return False, c
    return False, c


def same(a: Any, b: Any) -> bool:
    if isinstance(a, float) and isinstance(b, float):
        return a == b or (math.isnan(a) and math.isnan(b)) or abs(a - b) <= 1e-12 * max(1.0, abs(a), abs(b))
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(same(a[k], b[k]) for k in a)
    if isinstance(a, (list, tuple)) and isinstance(b, (list, tuple)):
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b))
    return bool(a == b)


def first_difference(a: Any, b: Any, where: str = "") -> str:
    if isinstance(a, dict) and isinstance(b, dict):
        if a.keys() != b.keys():
            return f"{where} keys: rankagg-only {sorted(map(repr, a.keys() - b.keys()))[:3]}, " \
                   f"reference-only {sorted(map(repr, b.keys() - a.keys()))[:3]}"
        for k in a:
            if not same(a[k], b[k]):
                return first_difference(a[k], b[k], f"{where}[{k!r}]")
    if isinstance(a, (list, tuple)) and isinstance(b, (list, tuple)) and len(a) == len(b):
        for i, (x, y) in enumerate(zip(a, b)):
            if not same(x, y):
                return first_difference(x, y, f"{where}[{i}]")
    return f"{where}: rankagg {str(a)[:160]!r} != reference {str(b)[:160]!r}"


LINE = re.compile(r":(\d+):")


def judge(case: Case, path: str, v: ref.Verdict, entry: str, outcome: tuple[str, Any]) -> tuple[str, str] | None:
    """The fault class of one entry point's outcome, with a detail, or None."""
    status, value = outcome
    must_refuse, want = expected(case.fmt, entry, v, case)
    if status == "hang":
        return "hang", f"no answer in {TIMEOUT_S} s"
    if status == "raw":
        return "raw", value.strip().splitlines()[-1][:300]
    if status == "error":
        msg = str(value)
        if must_refuse or v.either:
            return vague(msg, path, v, line_needed=case.fmt != "preflib")
        return "over-refusal", msg[:300]
    # accepted
    if must_refuse:
        return "silent", f"read a file the reference refuses ({v.invalid_line}: {v.why}); rankagg gave {str(value)[:200]}"
    if entry == "registry" and case.fmt == "trec" and len(want["tags"]) > 1:
        # the run's name when its lines hold several tags: trec_eval keeps the last line's; compare the rest
        value = dict(value, tags=want["tags"])
    if "csv quoting" in v.notes:  # the reference does not judge the corners of CSV quoting
        return None
    if case.fmt == "preflib":  # names compared without blanks at their ends (a corner the format leaves open)
        names_of = lambda c: {k: n.strip() for k, n in c[1].items()}  # noqa: E731
        value, want = (value[0], names_of(value), value[2]), (want[0], names_of(want), want[2])
    if not same(value, want):
        return "silent", first_difference(value, want)
    return None


def vague(msg: str, path: str, v: ref.Verdict, line_needed: bool = True) -> tuple[str, str] | None:
    name = os.path.basename(path)
    if "\n" in msg.strip():
        return "vague", f"message of {len(msg.splitlines())} lines: {msg[:200]!r}"
    if name not in msg:
        return "vague", f"message names no file: {msg[:200]!r}"
    if line_needed and v.invalid_line is not None and not LINE.search(msg.split(name, 1)[1][:20]):
        return "vague", f"message names no line (the reference refuses line {v.invalid_line}): {msg[:200]!r}"
    return None


# ---------------------------------------------------------------------------------------------- the command line
def cli_argv(case: Case, path: str, out: str) -> list[str] | None:
    """The command a sample of each format runs (None: the format has no command of its own)."""
    py = [sys.executable, "-m", "rankagg"]
    if case.fmt == "trec":
        return py + ["fuse", path, "--method", "combsum(norm='none')", "--depth", "100000", "-o", out, "--quiet"]
    if case.fmt == "qrels":
        return py + ["evaluate", "--qrels", path, str(Path(out).with_name("fixed.run")), "--measures", "P@5", "AP",
                     "--json", "-q"]
    if case.fmt == "weights":
        runs = [str(Path(out).with_name(f"{n}.run")) for n in RUN_NAMES]
        return py + ["fuse", *runs, "--method", "rrf", "--weights", path, "-o", out, "--quiet"]
    if case.fmt == "letor":
        return py + ["fuse", "--letor", path, "--method", "borda", "-o", out, "--quiet"]
    if case.fmt in ("preflib", "gene-lists", "gene-list"):
        return py + ["fuse", path, "--method", "borda", "-o", out + ".tsv", "--quiet"]
    return None


def run_cli(case: Case, path: str, workdir: Path, v: ref.Verdict) -> tuple[str, str] | None:
    """The command on the file, in a subprocess with a memory limit; the fault class, or None."""
    import resource

    out = str(workdir / "out.run")
    if case.fmt == "qrels":
        (workdir / "fixed.run").write_text("".join(f"{q} Q0 {d} 1 {s!r} fixed\n" for q, docs in run_of_qrels(case).items()
                                                   for d, s in docs.items()))
    if case.fmt == "weights":
        for n in RUN_NAMES:
            (workdir / f"{n}.run").write_text(f"1 Q0 a 1 2 {n}\n1 Q0 b 2 1 {n}\n")
    argv = cli_argv(case, path, out)
    if argv is None:
        return None

    def limits() -> None:
        resource.setrlimit(resource.RLIMIT_AS, (6 << 30, 6 << 30))

    env = dict(os.environ, PYTHONPATH=str(ROOT), RANKAGG_MEMORY_LIMIT_GB="1", OMP_NUM_THREADS="1")
    try:
        p = subprocess.run(argv, capture_output=True, text=True, timeout=60, cwd=workdir, env=env, preexec_fn=limits)
    except subprocess.TimeoutExpired:
        return "hang", "the command gave no answer in 60 s"
    err = p.stderr.strip()
    if p.returncode < 0:
        return "crash", f"killed by signal {-p.returncode}"
    if "Traceback" in p.stderr:
        return "raw", err.splitlines()[-1][:300]
    must_refuse = not v.valid
    if case.fmt == "weights" and v.valid:
        names = set(v.content)
        must_refuse = not names <= set(RUN_NAMES) or all(w == 0 for w in v.content.values()) or not v.content
    if case.fmt == "trec" and v.valid and not v.content["scores"]:
        must_refuse = True
    if case.fmt == "qrels" and v.valid:
        must_refuse = not ({q for q, _ in v.content} & set(run_of_qrels(case)))
    if case.fmt in ("gene-lists", "gene-list") and v.valid:
        must_refuse = not any(v.content.values())  # lists with no item at all: refused (docs/genes.md)
    if p.returncode == 2:
        lines = [x for x in err.splitlines() if x.strip() and "Warning" not in x and not x.startswith("  ")]
        if must_refuse or v.either:
            return vague(lines[-1] if lines else "", path, v, line_needed=case.fmt != "preflib") if len(lines) <= 1 else \
                ("vague", f"stderr of {len(lines)} lines: {err[:200]!r}")
        return "over-refusal", err[:300]
    if p.returncode != 0:
        return "raw", f"exit {p.returncode}: {err[:300]}"
    if must_refuse:
        return "silent", f"exit 0 on a file the reference refuses ({v.invalid_line}: {v.why})"
    if case.fmt == "trec":
        got = ref.read_run(Path(out).read_bytes())
        got_order = got.content["order"] if isinstance(got, ref.Verdict) else got["order"]
        want = {q: o for q, o in v.content["order"].items() if o}
        if got_order != want:
            return "silent", "fuse -o: " + first_difference(got_order, want)
    if case.fmt == "qrels":
        got_json = json.loads(p.stdout)["per_query"]
        _, want = expected("qrels", "rankagg.evaluate", v, case)
        if not same({q: {k: float(x) for k, x in m.items()} for q, m in got_json.items()}, want):
            return "silent", "evaluate --qrels: " + first_difference(got_json, want)
    return None


# ---------------------------------------------------------------------------------------------- the campaign
@dataclass
class Tally:
    files: int = 0
    calls: int = 0
    cli: int = 0
    refused_by_reference: int = 0

    def __post_init__(self) -> None:
        self.faults: list[Fault] = []


def write_case(case: Case, workdir: Path) -> str:
    path = workdir / case.name
    path.write_bytes(case.data)
    return str(path)


def campaign(fmt: str, n_files: int, seed: int, workdir: Path, cli_every: int = 0,
             seeds: Seeds | None = None) -> Tally:
    """``n_files`` generated files of ``fmt`` through every entry point (and every ``cli_every``-th through
    the command line); the faults found."""
    rng = random.Random(f"{seed}:{fmt}")
    ep = entries(fmt)
    tally = Tally()
    for k in range(n_files):
        case = generate(fmt, rng, seeds)
        v = reference(case)
        tally.files += 1
        tally.refused_by_reference += not v.valid
        d = workdir / f"{fmt}-{k % 4}"
        d.mkdir(exist_ok=True)
        for f in d.iterdir():
            f.unlink()
        path = write_case(case, d)
        for name, fn in ep.items():
            tally.calls += 1
            outcome = call(lambda: fn(path, case, v))
            try:
                got = judge(case, path, v, name, outcome)
            except Exception as e:  # noqa: BLE001 - a canonicalisation failure is rankagg giving an odd object
                got = ("raw", f"canonical form failed: {type(e).__name__}: {e}")
            if got is not None:
                tally.faults.append(Fault(fmt, name, got[0], case.how, got[1], case.data, case.name))
        if cli_every and k % cli_every == 0:
            tally.cli += 1
            got = run_cli(case, path, d, v)
            if got is not None:
                tally.faults.append(Fault(fmt, "CLI", got[0], case.how, got[1], case.data, case.name))
    return tally


def fault_signature(f: Fault) -> str:
    """A fault's class for counting distinct faults: format, entry point, kind, and the message's shape."""
    detail = re.sub(r"'[^']*'|\"[^\"]*\"|\d+(\.\d+)?(e[-+]?\d+)?", "_", f.detail)[:90]
    return f"{f.fmt} | {f.entry} | {f.kind} | {detail}"


def shown_bytes(data: bytes, cap: int = 160) -> str:
    s = repr(data[:cap])
    return s + (f" ... ({len(data)} bytes)" if len(data) > cap else "")


def io_summary(tallies: dict[str, Tally]) -> str:
    buf = io.StringIO()
    for fmt, t in tallies.items():
        kinds = {k: sum(f.kind == k for f in t.faults) for k in FAULTS}
        buf.write(f"{fmt}: {t.files} files, {t.calls} calls, {t.cli} CLI, reference refused {t.refused_by_reference}; "
                  + ", ".join(f"{k} {n}" for k, n in kinds.items()) + "\n")
    return buf.getvalue()
