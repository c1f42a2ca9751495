"""Differential fuzzing of the comparison tables and arena battles (CSV, TSV, JSON lines, a JSON array,
Parquet, gzip) and of their in-process forms (records, DataFrames, Arrow tables) against the reference reader.

Every generated table goes through every entry point that takes it: the format's reader
(``read_comparisons`` / ``read_battles``), the registry (``rankagg.io.formats.read(..., kind="comparisons")``),
``fuse_comparisons`` (compared with the same method on the reference's comparisons) and, for a sample, the CLI
``rankagg fuse FILE --method borda_wins -o out.csv`` in a subprocess.  The oracle (``test_table_oracle.judge``)
says whether each did right: the reference's content, or a one-line error naming the input.

CI runs a small fixed budget (seeded); ``RANKAGG_FUZZ_EXAMPLES=N`` runs N tables per encoding.
"""

from __future__ import annotations

import gzip
import io
import json
import os
import random
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from tests.fuzz.reference_table import comparison_columns, read_comparison_bytes
from tests.fuzz.test_table_oracle import BUDGET, Tally, cli, judge, leftovers, run_entry

SEED = int(os.environ.get("RANKAGG_FUZZ_SEED", "20261129"))  # another seed: inputs nobody has seen
CI_TABLES = 25  # per encoding: 8 encodings x 25 tables x 3 entry points, and the in-process forms
CLI_EVERY = 300  # one table in CLI_EVERY goes through the CLI too (and the first of each encoding)
CI_CLI = ("csv", "battles.json")  # in CI, the CLI takes the first table of these encodings only

IDS = ["a", "b", "c", "sys-a", "x1", "1", "42", "Ωmega", "a\u00a0b", "é", "a,b", 'q"x', "%20", "🙂", "0", "007",
       "a\u00a0", "\u2003a", "a\x1c"]
BAD_IDS = ["", " a", "a b", "a\tb", "a\x00b", "a\nb", "a\rb", "x" * 65537, "a\u2028b"]
OUTCOMES = ["win", "loss", "tie"]
BAD_OUTCOMES = ["WIN", "Tie", " win", "draw", "", "1", "0.5", "win\u00a0", "tie (bothbad)"]
COUNTS = ["", "1", "2", "3", "1e2", "2.0", "+2", "9007199254740992", "10"]
BAD_COUNTS = ["0", "-1", "2.5", "1_000", "١٠", "nan", "inf", "1e308", "9007199254740994", " 2", "0x10", "1e", "٣",
              "1e-5", "-0", "+", "."]
WEIGHTS = ["", "0.5", "1", "2.5", "1e-100", "1e100", "3e-5", ".5", "5."]
BAD_WEIGHTS = ["0", "-1", "1e-101", "1e101", "nan", "inf", "1_0", "1e309", "4.9e-324", "1,5"]
JUDGES = ["j1", "gpt", "judge 1", "1", "ü"]
BAD_JUDGES = ["", "\ud800"]
WINNERS = ["model_a", "model_b", "tie", "tie (bothbad)", "both_bad"]
BAD_WINNERS = ["Model_A", "tie(bothbad)", "", "draw", "model_c", "model_a "]
ENCODINGS = ["csv", "tsv", "jsonl", "parquet", "battles.json", "battles.jsonl", "battles.csv", "battles.parquet"]


def pick(rng: random.Random, good: list[Any], bad: list[Any], p_bad: float) -> Any:
    return rng.choice(bad) if rng.random() < p_bad else rng.choice(good)


def table(rng: random.Random, battles: bool) -> tuple[list[str], list[list[Any]]]:
    """A small comparison (or battle) table: header and rows of text values, most of them valid."""
    p_bad = rng.choice([0.0, 0.0, 0.02, 0.08])
    if battles:
        cols = ["model_a", "model_b", "winner"] + [c for c in ("judge", "query", "id", "tstamp") if rng.random() < 0.4]
    else:
        cols = [rng.choice(["item_a", "a", "Item_A"]), rng.choice(["item_b", "b", "ITEM_B"]), "outcome"]
        cols += [rng.choice(["query", "qid", "Query"]) for _ in range(rng.random() < 0.6)]
        cols += [c for c in ("weight", "count", "judge", "note") if rng.random() < 0.35]
        if rng.random() < 0.03:
            cols.append(rng.choice(["query", "qid", "item_a", "outcome"]))  # a column given twice
    rng.shuffle(cols)
    items = rng.sample(IDS, rng.randint(2, 6))
    rows = []
    for k in range(rng.randint(0 if rng.random() < 0.03 else 1, 8)):
        a, b = rng.sample(items, 2) if rng.random() > 0.03 else (items[0], items[0])
        row = []
        for c in cols:
            role = c.lower()
            if role in ("item_a", "a", "model_a"):
                row.append(pick(rng, [a], BAD_IDS, p_bad))
            elif role in ("item_b", "b", "model_b"):
                row.append(pick(rng, [b], BAD_IDS, p_bad))
            elif role in ("query", "qid"):
                row.append(pick(rng, ["q1", "q2", "1", "prompts-v1"], BAD_IDS, p_bad))
            elif role == "outcome":
                row.append(pick(rng, OUTCOMES, BAD_OUTCOMES, p_bad))
            elif role == "winner":
                row.append(pick(rng, WINNERS, BAD_WINNERS, p_bad))
            elif role == "weight":
                row.append(pick(rng, WEIGHTS, BAD_WEIGHTS, p_bad))
            elif role == "count":
                row.append(pick(rng, COUNTS, BAD_COUNTS, p_bad))
            elif role == "judge":
                row.append(pick(rng, JUDGES, BAD_JUDGES, p_bad))
            elif role == "id":
                row.append(str(k) if rng.random() > 0.05 else "0")
            else:
                row.append(rng.choice(["", "x", "1.5", "2024-01-01"]))
        rows.append(row)
    return cols, rows


def delimited(cols: list[str], rows: list[list[Any]], sep: str, rng: random.Random) -> str:
    def field(v: Any) -> str:
        v = str(v)
        if any(c in v for c in (sep, '"', "\n", "\r")) or rng.random() < 0.1:
            return '"' + v.replace('"', '""') + '"'
        return v

    end = "\r\n" if rng.random() < 0.15 else "\n"
    return "".join(sep.join(field(v) for v in r) + end for r in [cols] + rows)


def typed(v: Any, role: str, rng: random.Random) -> Any:
    """A JSON value for a text cell: numbers as numbers now and then, and other JSON types rarely."""
    r = rng.random()
    if r < 0.02:
        return rng.choice([None, True, [1], {"a": 1}, 1.5, float("nan"), int("9" * 4100)])
    if role in ("count", "weight") and v == "":
        return None if r < 0.5 else ""
    if isinstance(v, str) and v.lstrip("-").isdigit() and v.isascii() and r < 0.4:
        return int(v)
    if role in ("count", "weight") and r < 0.6:
        try:
            return json.loads(v)
        except ValueError:
            return v
    return v


def jsonl(cols: list[str], rows: list[list[Any]], rng: random.Random, array: bool) -> str:
    recs = []
    for r in rows:
        obj = {c: typed(v, c.lower(), rng) for c, v in zip(cols, r)}
        if rng.random() < 0.05 and obj:
            obj.pop(rng.choice(list(obj)))  # a record without one of the columns
        text = json.dumps(obj, ensure_ascii=rng.random() < 0.5)
        if rng.random() < 0.02 and len(obj) > 0:  # a key given twice
            text = text[:-1] + ", " + json.dumps({cols[0]: "zz"})[1:]
        recs.append(text)
    if array:
        return "[\n" + ",\n".join(recs) + "\n]\n"
    return "".join(t + "\n" for t in recs)


def parquet_bytes(cols: list[str], rows: list[list[Any]], rng: random.Random) -> bytes | None:
    import pyarrow as pa
    import pyarrow.parquet as pq

    if len(set(cols)) != len(cols):
        return None  # Arrow tables keep duplicate names, but the structure then tests Arrow, not rankagg
    data = {}
    for i, c in enumerate(cols):
        values = [typed(r[i], c.lower(), rng) if rng.random() < 0.5 else r[i] for r in rows]
        try:
            arr = pa.array(values)
        except (pa.ArrowInvalid, pa.ArrowTypeError, OverflowError, UnicodeError):
            try:
                arr = pa.array([str(v) for v in values])
            except UnicodeError:
                return None  # a lone surrogate: no Parquet file holds one
        r = rng.random()
        if r < 0.1 and pa.types.is_string(arr.type):
            arr = arr.dictionary_encode()
        elif r < 0.15 and pa.types.is_string(arr.type):
            arr = arr.cast(pa.large_string())
        elif r < 0.18 and pa.types.is_integer(arr.type):
            arr = arr.cast(pa.float64())
        data[c] = arr
    t = pa.table(data) if data else pa.table({})
    if rng.random() < 0.1:
        t = t.replace_schema_metadata({b"pandas": b"{}", "note": "x"})
    buf = io.BytesIO()
    pq.write_table(t, buf, row_group_size=rng.choice([1, 2, 1000]), use_dictionary=rng.random() < 0.5)
    return buf.getvalue()


def mutate(data: bytes, rng: random.Random) -> bytes:
    """Byte- and line-level mutations of a text table."""
    for _ in range(rng.randint(1, 2)):
        lines = data.split(b"\n")
        kind = rng.randrange(12)
        if kind == 0 and data:
            k = rng.randrange(len(data))
            data = data[:k] + bytes([data[k] ^ (1 << rng.randrange(8))]) + data[k + 1:]
        elif kind == 1 and len(lines) > 1:
            k = rng.randrange(len(lines))
            lines.insert(k, lines[k])
            data = b"\n".join(lines)
        elif kind == 2 and len(lines) > 2:
            del lines[rng.randrange(len(lines))]
            data = b"\n".join(lines)
        elif kind == 3 and len(lines) > 2:
            i, j = rng.sample(range(len(lines)), 2)
            lines[i], lines[j] = lines[j], lines[i]
            data = b"\n".join(lines)
        elif kind == 4 and data:
            data = data[:rng.randrange(len(data))]
        elif kind == 5:
            data = b"\xef\xbb\xbf" + data
        elif kind == 6:
            data = data.replace(b"\n", b"\r\n")
        elif kind == 7:
            try:
                data = data.decode("utf-8").encode(rng.choice(["utf-16", "latin-1", "utf-8-sig"]))
            except UnicodeError:
                pass
        elif kind == 8 and data:
            k = rng.randrange(len(data))
            data = data[:k] + rng.choice([b",", b"\t", b'"', b"\n", b"\r", b"\x00", b"\xff", b"\xc3", b" ",
                                          b"\xc2\xa0", b"{", b"}", b"\\"]) + data[k:]
        elif kind == 9:
            data = data + rng.choice([b"\n\n", b"\n \n", b"\r", b"\x1a"])
        elif kind == 10 and len(lines) > 1:
            k = rng.randrange(len(lines))
            lines[k] = lines[k] + rng.choice([b" ", b"\t", b",", b"\r"])
            data = b"\n".join(lines)
        elif kind == 11 and data:
            k = rng.randrange(len(data))
            data = data[:k] + data[k + 1:]
    return data


def content_of(comps: Any) -> list[tuple]:
    j = comps.judge
    return [(str(comps.qids[k]), str(comps.item_a[k]), str(comps.item_b[k]), float(comps.outcome[k]),
             float(comps.weight[k]), None if j is None else str(j[k])) for k in range(len(comps))]


def reference_comparisons(content: list[tuple]) -> Any:
    from rankagg.data.comparisons import Comparisons

    cols = list(zip(*content))
    judges = None if any(j is None for j in cols[5]) else np.array(cols[5], dtype=str)
    return Comparisons(np.array(cols[0], dtype=str), np.array(cols[1], dtype=str), np.array(cols[2], dtype=str),
                       np.array(cols[3], dtype=float), np.array(cols[4], dtype=float), judges)


def same_frame(a: Any, b: Any) -> bool:
    return list(a["item"]) == list(b["item"]) and np.allclose(a["score"], b["score"], rtol=1e-9, atol=0)


def generate(rng: random.Random, encoding: str) -> tuple[str, bytes] | None:
    battles = encoding.startswith("battles.")
    ext = encoding.split(".")[-1]
    cols, rows = table(rng, battles)
    if ext == "parquet":
        data = parquet_bytes(cols, rows, rng)
        if data is not None and rng.random() < 0.05:
            data = data[:rng.randrange(len(data))]  # cut: the footer gone
        return (f"t.{ext}", data) if data is not None else None
    if ext in ("csv", "tsv"):
        text = delimited(cols, rows, "\t" if ext == "tsv" else ",", rng)
    else:
        text = jsonl(cols, rows, rng, array=ext == "json")
    data = text.encode("utf-8", "surrogatepass")
    if rng.random() < 0.5:
        data = mutate(data, rng)
    name = f"t.{ext}"
    if rng.random() < 0.1:
        data, name = gzip.compress(data, mtime=0), name + ".gz"
    return name, data


def reference_file(path: Path, name: str, battles: bool) -> Any:
    if name.endswith(".parquet"):
        import pyarrow.parquet as pq

        try:
            t = pq.read_table(path)
        except Exception as exc:  # noqa: BLE001 - a file Arrow cannot read is invalid
            from tests.fuzz.reference_table import Verdict

            return Verdict(None, None, f"not Parquet: {exc}")
        return comparison_columns({c: t.column(c).to_pylist() for c in t.column_names}, battles)
    return read_comparison_bytes(path.read_bytes(), name, battles)


def check_file(path: Path, name: str, battles: bool, tally: Tally, fmt: str, with_cli: bool) -> None:
    from rankagg.api.preferences import fuse_comparisons
    from rankagg.io import formats
    from rankagg.io.battles import read_battles
    from rankagg.io.pairwise import read_comparisons

    ref = reference_file(path, name, battles)
    names = (name,)
    example = f"{name} {path.read_bytes()[:300]!r} (reference: {ref.why or 'valid'})"
    reader = read_battles if battles else read_comparisons
    entries = {
        "reader": lambda: content_of(reader(path)),
        "registry": lambda: [r for c in formats.read(str(path), kind="comparisons") for r in content_of(c)],
    }
    for entry, call in entries.items():
        status, value = run_entry(call)
        fault = judge(ref, status, value, names)
        if fault:
            tally.add(fmt, entry, fault[0], example + f" -> {str(value)[:160]!r}", fault[1])
    expected = None
    if ref.content is not None:
        s, expected = run_entry(lambda: fuse_comparisons(reference_comparisons(ref.content), "borda_wins"))
        expected = expected if s == "ok" else None
    status, value = run_entry(lambda: fuse_comparisons(str(path), "borda_wins"))
    fault = judge(ref, status, value, names, lambda a, b: expected is not None and same_frame(a, expected))
    if fault:
        tally.add(fmt, "fuse_comparisons", fault[0], example + f" -> {str(value)[:160]!r}", fault[1])
    if with_cli:
        before = set(os.listdir(path.parent))
        status, err, code = cli(["fuse", name, "--method", "borda_wins", "-o", "out.csv"], path.parent)
        value: Any = err
        if status == "ok":
            import pandas as pd

            value = pd.read_csv(path.parent / "out.csv", keep_default_na=False, dtype={"item": str})
            (path.parent / "out.csv").unlink()
        if status == "refused" and "a bootstrap by judges needs" in value:
            status = "rule"  # the CLI's default intervals for battles need judges; it says so (--bootstrap 0)
        fault = None if status == "rule" else \
            judge(ref, status, value, names, lambda a, b: expected is not None and same_frame(a, expected))
        if not fault and status != "ok" and leftovers(path.parent, before):
            fault = ("raw", "left files behind")
        if fault:
            tally.add(fmt, "cli", fault[0], example + f" -> {str(value)[:160]!r}", fault[1])


def records_campaign(rng: random.Random, n: int, tally: Tally) -> None:
    """In-process forms: records, a DataFrame and an Arrow table of the same rows."""
    import pandas as pd
    import pyarrow as pa

    from rankagg.api.preferences import fuse_comparisons
    from rankagg.io.battles import battles_from_frame
    from rankagg.io.pairwise import comparisons_from_frame

    for _ in range(n):
        battles = rng.random() < 0.3
        cols, rows = table(rng, battles)
        if len(set(cols)) != len(cols) or not rows:
            continue
        records = [{c: typed(v, c.lower(), rng) for c, v in zip(cols, r)} for r in rows]
        forms: dict[str, Any] = {"records": records}
        try:
            forms["dataframe"] = pd.DataFrame(records, columns=cols)
        except Exception:  # noqa: BLE001 - pandas cannot hold it: not rankagg's input
            pass
        try:
            forms["arrow"] = pa.Table.from_pylist(records)
        except Exception:  # noqa: BLE001
            pass
        build = battles_from_frame if battles else comparisons_from_frame
        for form, obj in forms.items():
            fmt = f"{'battle' if battles else 'comparison'} {form}"
            before = tally.total()
            if form == "records":
                columns = {c: [r.get(c) for r in records] for c in dict.fromkeys(k for r in records for k in r)}
            elif form == "dataframe":
                columns = {c: obj[c].tolist() for c in obj.columns}
            else:
                columns = {c: obj.column(c).to_pylist() for c in obj.column_names}
            ref = comparison_columns(columns, battles, first_row=0)
            example = f"{form} {records!r:.300} (reference: {ref.why or 'valid'})"
            names = ("comparisons", "row", "column", "dataframe", "Arrow", "records")
            for entry, call in (("from_frame", lambda: content_of(build(obj, source="comparisons"))),
                                ("fuse_comparisons", lambda: fuse_comparisons(obj, "borda_wins"))):
                status, value = run_entry(call)
                if entry == "fuse_comparisons":
                    expected = None
                    if ref.content is not None:
                        s, e = run_entry(lambda: fuse_comparisons(reference_comparisons(ref.content), "borda_wins"))
                        expected = e if s == "ok" else None
                    fault = judge(ref, status, value, names, lambda a, b: expected is not None and same_frame(a, expected))
                else:
                    fault = judge(ref, status, value, names)
                if fault:
                    tally.add(fmt, entry, fault[0], example + f" -> {str(value)[:160]!r}", fault[1])
            tally.count(fmt, before)


def campaign(seed: int, per_encoding: int, folder: Path, cli_every: int = CLI_EVERY) -> Tally:
    tally = Tally()
    rng = random.Random(seed)
    for encoding in ENCODINGS:
        for k in range(per_encoding):
            made = generate(rng, encoding)
            if made is None:
                continue
            name, data = made
            case = folder / f"{encoding}-{k}"
            case.mkdir()
            path = case / name
            path.write_bytes(data)
            before = tally.total()
            check_file(path, name, encoding.startswith("battles."), tally, encoding,
                       with_cli=k % cli_every == 0 and (cli_every != CLI_EVERY or encoding in CI_CLI))
            tally.count(encoding, before)
    records_campaign(rng, per_encoding, tally)
    return tally


def test_comparison_tables_fuzz(tmp_path):
    """Every generated table: the reference's content, or a one-line error naming the file."""
    n = BUDGET or CI_TABLES
    tally = campaign(SEED, n, tmp_path, cli_every=CLI_EVERY if not BUDGET else max(CLI_EVERY + 1, n // 20))
    if BUDGET:
        from tests.fuzz.test_table_report import record

        record("comparisons", SEED, n, tally)
    from tests.fuzz.test_table_oracle import example_lines

    assert tally.total() == 0, "\n".join(example_lines(tally))
