"""Differential fuzzing of the Parquet run table (one file, and a folder of part files) and of the in-process
run forms (DataFrames, Arrow tables, {run: {q_id: {doc_id: score}}} mappings) against the reference reader.

Seeds are real TREC-COVID runs (rounds 2-5, never round 1; ``$RANKAGG_DATA``), cut to a few queries and turned
into a long table ``(run, q_id, doc_id, score)``; the mutations are structural: column types (int, str, float,
bool, null, bytes, list, decimal, timestamp, dictionary, large_string), null patterns, duplicated, missing,
renamed and reordered columns, unicode names, extreme and non-finite scores, scores as text, empty tables,
many row groups, schema metadata, and for folders different schemas across part files, zero-row parts and
files that are no part (``_SUCCESS``, ``.hidden.parquet``).  The reference turns each table into its TREC
content in pure Python over ``to_pylist()``.

Entry points: the registry (``rankagg.io.formats.read``), ``rankagg.fuse`` with CombSUM without normalisation
(compared with the reference's sums) and, for a sample, ``rankagg fuse TABLE -o out.run`` in a subprocess.
"""

from __future__ import annotations

import decimal
import gzip
import math
import os
import random
from datetime import datetime
from pathlib import Path
from typing import Any

import pytest

from tests.fuzz.reference_table import Verdict, run_mapping, run_parts
from tests.fuzz.test_table_oracle import BUDGET, Tally, cli, judge, leftovers, run_entry

SEED = int(os.environ.get("RANKAGG_FUZZ_SEED", "20261129"))  # another seed: inputs nobody has seen
CI_TABLES = 30
CLI_EVERY = 200
ROUNDS = ("trec-covid-round2", "trec-covid-round3", "trec-covid-round4", "trec-covid-round5")
METHOD = "combsum(norm='none')"


def real_rows(data: Path, runs: int = 6, queries: int = 3, depth: int = 12) -> list[list[tuple]]:
    """A few real runs, each cut to its first ``queries`` queries and ``depth`` documents per query."""
    out = []
    for rnd in ROUNDS:
        folder = data / rnd / "runs"
        if not folder.is_dir():
            continue
        for f in sorted(folder.iterdir())[:runs]:
            rows, per = [], {}
            with gzip.open(f, "rt", encoding="utf-8", errors="replace") if f.suffix == ".gz" else open(f) as fh:
                for line in fh:
                    parts = line.split()
                    if len(parts) != 6:
                        continue
                    q, _, d, _, s, tag = parts
                    if q not in per and len(per) >= queries:
                        break
                    per[q] = per.get(q, 0) + 1
                    if per[q] <= depth:
                        rows.append((tag, q, d, float(s)))
            if rows:
                out.append(rows)
    return out


def seed_tables(rng: random.Random, seeds: list[list[tuple]]) -> list[tuple]:
    """One to three real runs in one long table."""
    picked = rng.sample(seeds, min(len(seeds), rng.randint(1, 3)))
    rows, names = [], set()
    for run in picked:
        name = run[0][0]
        if name in names:
            continue
        names.add(name)
        rows.extend(run)
    return rows


EDGE_IDS = ["", " x", "x y", "a\x00b", "a\tb", "x" * 65537, "a\u00a0b", "Ωmega", "🙂", "\u2028", "1.0", "-1"]
EDGE_SCORES = [float("nan"), float("inf"), -float("inf"), 1e308, -1e308, 5e-324, -0.0, 0.0, 3.4e38, 1.7976931348623157e308]
TEXT_SCORES = ["1.5", "1_5", "١٠", "nan", "inf", "1e5", "+2", "-0", " 1", "0x10", "", "1e400", ".5", "5."]


def columns_of(rows: list[tuple], rng: random.Random) -> dict[str, list[Any]]:
    cols = {"run": [r[0] for r in rows], "q_id": [r[1] for r in rows], "doc_id": [r[2] for r in rows],
            "score": [r[3] for r in rows]}
    n = len(rows)
    for _ in range(rng.choice([0, 0, 1, 1, 2, 3])):
        kind = rng.randrange(14)
        k = rng.randrange(n) if n else 0
        try:
            if kind == 0 and n:  # an edge id
                c = rng.choice(["q_id", "doc_id"])
                cols[c][k] = rng.choice(EDGE_IDS)
            elif kind == 1 and n:  # an edge score
                cols["score"][k] = rng.choice(EDGE_SCORES)
            elif kind == 2:  # scores as text
                cols["score"] = [repr(s) if rng.random() < 0.9 else rng.choice(TEXT_SCORES) for s in cols["score"]]
            elif kind == 3 and n:  # a null
                cols[rng.choice(list(cols))][k] = None
            elif kind == 4 and n:  # a row twice
                for c in cols:
                    cols[c].append(cols[c][k])
            elif kind == 5:  # integer query ids
                if all(isinstance(v, str) and v.isdigit() for v in cols["q_id"]):
                    cols["q_id"] = [int(v) for v in cols["q_id"]]
            elif kind == 6 and n:  # one value of another type
                c = rng.choice(["q_id", "doc_id", "run", "score"])
                cols[c][k] = rng.choice([True, b"x", 1.5, 7, [1], decimal.Decimal("1.5"), datetime(2020, 1, 1)])
            elif kind == 7:  # a renamed column (an alias, or one no alias has)
                old = rng.choice(list(cols))
                new = rng.choice(["qid", "query_id", "docid", "docno", "ranker", "name", "system", "tag", "Score",
                                  "q_id ", "QID", "Q_ID", "scöre"])
                if new not in cols:
                    cols[new] = cols.pop(old)
            elif kind == 8:  # an extra column
                cols[rng.choice(["rank", "extra", "Q0", "ñame"])] = rng.choice(
                    [list(range(n)), ["x"] * n, [[1, 2]] * n, [{"a": 1}] * n, [None] * n])
            elif kind == 9:  # the same column under two aliases
                if "q_id" in cols and "qid" not in cols:
                    cols["qid"] = list(cols["q_id"]) if rng.random() < 0.5 else [str(v) + "x" for v in cols["q_id"]]
            elif kind == 10:  # no rows
                cols = {c: [] for c in cols}
                n = 0
            elif kind == 11:  # integer run names
                cols["run"] = [sum(map(ord, str(v))) % 5 for v in cols["run"]]
            elif kind == 12:  # integer scores
                cols["score"] = [int(s) if isinstance(s, float) and math.isfinite(s) else s for s in cols.get("score", [])]
            elif kind == 13 and n:  # an empty run name
                if "run" in cols:
                    cols["run"][k] = ""
        except KeyError:  # the column was renamed by an earlier mutation
            pass
    order = list(cols)
    rng.shuffle(order)
    return {c: cols[c] for c in order}


def arrow_table(cols: dict[str, list[Any]], rng: random.Random) -> Any:
    import pyarrow as pa

    arrays = {}
    for c, values in cols.items():
        try:
            arr = pa.array(values)
        except (pa.ArrowInvalid, pa.ArrowTypeError, OverflowError, UnicodeError):
            return None  # Arrow cannot hold a column of mixed types: no Parquet file has one
        r = rng.random()
        try:
            if r < 0.1 and pa.types.is_string(arr.type):
                arr = arr.dictionary_encode()
            elif r < 0.2 and pa.types.is_string(arr.type):
                arr = arr.cast(pa.large_string())
            elif r < 0.25 and pa.types.is_integer(arr.type):
                arr = arr.cast(rng.choice([pa.int32(), pa.uint64(), pa.int8(), pa.float64()]), safe=False)
            elif r < 0.3 and pa.types.is_floating(arr.type):
                arr = arr.cast(rng.choice([pa.float32(), pa.decimal128(38, 10)]), safe=False)
            elif r < 0.32 and pa.types.is_string(arr.type):
                arr = arr.cast(pa.binary())
        except (pa.ArrowInvalid, pa.ArrowNotImplementedError):
            pass
        arrays[c] = arr
    try:
        t = pa.table(arrays)
    except pa.ArrowInvalid:
        return None  # columns of different lengths: no table
    if rng.random() < 0.1:
        t = t.replace_schema_metadata({"rankagg": "x", b"pandas": b"not json"})
    return t


def write_parts(t: Any, folder: Path, rng: random.Random) -> Path:
    """The table as one file, or a folder of part files (split, maybe with zero-row parts, other schemas,
    files that are no part)."""
    import pyarrow as pa
    import pyarrow.parquet as pq

    def write(table: Any, path: Path) -> None:
        pq.write_table(table, path, row_group_size=rng.choice([1, 3, 1 << 20]), use_dictionary=rng.random() < 0.7,
                       compression=rng.choice(["snappy", "zstd", "none"]))

    if rng.random() < 0.6:
        path = folder / "t.parquet"
        write(t, path)
        return path
    root = folder / "runs"
    root.mkdir()
    n = t.num_rows
    cuts = sorted(rng.randint(0, n) for _ in range(rng.randint(0, 3)))
    bounds = [0, *cuts, n]
    for i in range(len(bounds) - 1):
        part = t.slice(bounds[i], bounds[i + 1] - bounds[i])
        if rng.random() < 0.15:  # another schema for this part: large strings, or int32
            fields = []
            for f in part.schema:
                if pa.types.is_string(f.type):
                    fields.append(pa.field(f.name, pa.large_string()))
                elif pa.types.is_int64(f.type):
                    fields.append(pa.field(f.name, pa.int32()))
                else:
                    fields.append(f)
            try:
                part = part.cast(pa.schema(fields))
            except (pa.ArrowInvalid, pa.ArrowNotImplementedError):
                pass
        if rng.random() < 0.05 and part.num_columns > 1:
            part = part.select(list(reversed(part.column_names)))  # another column order
        write(part, root / f"part-{i:03d}.parquet")
    if rng.random() < 0.2:
        (root / "_SUCCESS").write_bytes(b"")
    if rng.random() < 0.1:
        write(t.slice(0, 1), root / ".hidden.parquet")
    return root


def reference_table(path: Path) -> Verdict:
    import pyarrow.parquet as pq

    files = [path] if path.is_file() else sorted(p for p in path.iterdir() if not p.name.startswith((".", "_")))
    parts = []
    for f in files:
        try:
            t = pq.read_table(f)
        except Exception as exc:  # noqa: BLE001
            return Verdict(None, None, f"{f.name} not Parquet: {exc}")
        if len(set(t.column_names)) != len(t.column_names):
            return Verdict(None, None, "a column name twice", either=False)
        parts.append((f.name, {c: t.column(c).to_pylist() for c in t.column_names}))
    if not parts:
        return Verdict(None, None, "no part files")
    return run_parts(parts)


def sums(rows: list[tuple]) -> dict[str, dict[str, float]]:
    acc: dict[str, dict[str, list[float]]] = {}
    for _, q, d, s in rows:
        acc.setdefault(q, {}).setdefault(d, []).append(s)
    return {q: {d: math.fsum(v) for d, v in docs.items()} for q, docs in acc.items()}


def same_sums(got: dict, want: dict, rtol: float = 1e-9, atol: float = 0.0) -> bool:
    if set(got) != set(want):
        return False
    for q in want:
        if set(got[q]) != set(want[q]):
            return False
        for d, s in want[q].items():
            g = float(got[q][d])
            if not (g == s or abs(g - s) <= rtol * max(abs(g), abs(s)) + atol):
                return False
    return True


def frame_rows(frames: list[Any]) -> list[tuple]:
    rows = []
    for f in frames:
        for run, q, d, s in zip(f["run"], f["q_id"], f["doc_id"], f["score"]):
            rows.append((str(run), str(q), str(d), float(s)))
    return sorted(rows)


def fused_dict(result: Any) -> dict[str, dict[str, float]]:
    """rankagg.fuse's result ({q: {d: s}}, a DataFrame or an Arrow table) as a mapping."""
    if isinstance(result, dict):
        return {str(q): {str(d): s for d, s in docs.items()} for q, docs in result.items()}
    frame = result.to_pandas() if hasattr(result, "to_pandas") else result
    qc = next(c for c in ("q_id", "qid", "query_id", "query") if c in frame.columns)
    dc = next(c for c in ("doc_id", "docno", "docid", "doc") if c in frame.columns)
    out: dict[str, dict[str, float]] = {}
    for q, d, s in zip(frame[qc], frame[dc], frame["score"]):
        out.setdefault(str(q), {})[str(d)] = float(s)
    return out


def expected_fusion(ref: Verdict) -> dict | None:
    if ref.content is None:
        return None
    out = sums(ref.content)
    top = {}
    for q, docs in out.items():
        if any(not math.isfinite(s) for s in docs.values()):
            return None  # a sum beyond the double range: rankagg refuses it naming the query (a rule)
        top[q] = dict(sorted(docs.items(), key=lambda kv: (-kv[1], kv[0]))[:1000])
    return top


def fusion_judge(ref: Verdict, status: str, value: Any, names: tuple[str, ...], want: dict | None):
    if status == "refused" and ref.content is not None and want is None:
        return None  # the reference's sums overflow: refusing them is the rule
    if status == "refused" and "beyond the float range" in value and ref.content is not None:
        return None
    return judge(ref, status, value, names, lambda a, b: want is not None and same_sums(fused_dict(a), want))


def check_table(path: Path, t: Any, tally: Tally, fmt: str, with_cli: bool) -> None:
    import rankagg
    from rankagg.io import formats

    ref = reference_table(path)
    want = expected_fusion(ref)
    names = (path.name,) + tuple(p.name for p in path.iterdir()) if path.is_dir() else (path.name,)
    example = f"{path.name}: {t.schema.to_string(show_schema_metadata=False)!r:.200} " \
              f"{t.slice(0, 3).to_pylist()!r:.300} (reference: {ref.why or 'valid'})"
    for entry, call, check in (
            ("registry", lambda: frame_rows(list(formats.read(str(path)))), None),
            ("fuse", lambda: rankagg.fuse(str(path), METHOD), want)):
        status, value = run_entry(call)
        fault = judge(ref, status, value, names) if entry == "registry" else \
            fusion_judge(ref, status, value, names, want)
        if fault:
            tally.add(fmt, entry, fault[0], example + f" -> {str(value)[:200]!r}", fault[1])
    if with_cli:
        folder = path.parent
        before = set(os.listdir(folder))
        status, err, code = cli(["fuse", path.name, "--method", METHOD, "-o", "out.run"], folder)
        value: Any = err
        if status == "ok":
            value = {}
            for line in (folder / "out.run").read_text().splitlines():
                q, _, d, _, s, _ = line.split()
                value.setdefault(q, {})[d] = float(s)
            (folder / "out.run").unlink()
        fault = fusion_judge(ref, status, value, names, want) if status != "ok" else \
            judge(ref, status, value, names, lambda a, b: want is not None and same_sums(a, want, 1e-6, 1e-30))  # tied scores written nudged
        if not fault and status != "ok" and leftovers(folder, before):
            fault = ("raw", "left files behind")
        if fault:
            tally.add(fmt, "cli", fault[0], example + f" -> {str(value)[:200]!r}", fault[1])


def check_objects(t: Any, cols: dict[str, list[Any]], tally: Tally, rng: random.Random) -> None:
    """The same table as an Arrow table, a DataFrame and a mapping {run: {q_id: {doc_id: score}}}."""
    import rankagg
    from rankagg.io import formats

    names = ("dataframe", "Arrow table", "runs", "row", "run ")
    forms: dict[str, tuple[Any, Verdict]] = {}
    if len(set(t.column_names)) == len(t.column_names):
        forms["arrow"] = (t, run_parts([("Arrow table", {c: t.column(c).to_pylist() for c in t.column_names})]))
        try:
            frame = t.to_pandas()
        except Exception:  # noqa: BLE001 - pandas cannot hold it: not rankagg's input
            frame = None
        if frame is not None:
            forms["dataframe"] = (frame, run_parts([("dataframe", {c: frame[c].tolist() for c in frame.columns})]))
    if {"run", "q_id", "doc_id", "score"} <= set(cols) and len({len(v) for v in cols.values()}) == 1:
        mapping: dict[Any, dict[Any, dict[Any, Any]]] = {}
        dup = False
        for r, q, d, s in zip(cols["run"], cols["q_id"], cols["doc_id"], cols["score"]):
            try:
                docs = mapping.setdefault(r, {}).setdefault(q, {})
            except TypeError:
                dup = True  # an unhashable id: no mapping holds it
                break
            try:
                dup = dup or d in docs
                docs[d] = s
            except TypeError:
                dup = True
                break
        if not dup:
            forms["mapping"] = (mapping, run_mapping(mapping))
    for form, (obj, ref) in forms.items():
        fmt = f"runs {form}"
        before = tally.total()
        want = expected_fusion(ref)
        example = f"{form} {t.slice(0, 3).to_pylist()!r:.300} (reference: {ref.why or 'valid'})"
        calls = [("fuse", lambda: rankagg.fuse(obj, METHOD))]
        if form != "mapping":
            calls.insert(0, ("registry", lambda: frame_rows(list(formats.read(obj)))))
        for entry, call in calls:
            status, value = run_entry(call)
            fault = judge(ref, status, value, names) if entry == "registry" else \
                fusion_judge(ref, status, value, names, want)
            if fault:
                tally.add(fmt, entry, fault[0], example + f" -> {str(value)[:200]!r}", fault[1])
        tally.count(fmt, before)


def campaign(seed: int, n: int, folder: Path, data: Path, cli_every: int = CLI_EVERY) -> Tally:
    tally = Tally()
    rng = random.Random(seed)
    seeds = real_rows(data)
    assert seeds, f"no TREC-COVID runs under {data}"
    for k in range(n):
        cols = columns_of(seed_tables(rng, seeds), rng)
        t = arrow_table(cols, rng)
        if t is None:
            continue
        case = folder / f"case-{k}"
        case.mkdir()
        path = write_parts(t, case, rng)
        fmt = "parquet folder" if path.is_dir() else "parquet file"
        before = tally.total()
        check_table(path, t, tally, fmt, with_cli=k % cli_every == 0)
        tally.count(fmt, before)
        check_objects(t, cols, tally, rng)
    return tally


def test_run_tables_fuzz(tmp_path, trec_covid_dir):
    """Every generated run table and object: the reference's rows and sums, or a one-line error naming it."""
    n = BUDGET or CI_TABLES
    tally = campaign(SEED, n, tmp_path, trec_covid_dir.parent, CLI_EVERY if not BUDGET else max(CLI_EVERY, n // 20))
    if BUDGET:
        from tests.fuzz.test_table_report import record

        record("run tables", SEED, n, tally)
    from tests.fuzz.test_table_oracle import example_lines

    assert tally.total() == 0, "\n".join(example_lines(tally))
