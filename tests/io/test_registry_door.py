"""Issue 45 items 1-3: the registry is the door, and its tests come from it.

Every test here is generated from :data:`rankagg.io.formats.FORMATS`: a format added to the registry gets
them with no new test code.  For each format:

* the declaration is complete (a kind, a recogniser, a reader and a writer that resolve);
* writer -> reader round trips, with adversarial ids (unicode, a no-break space, long ids), tied scores,
  negative zero, huge and denormal scores: the writer either refuses cleanly (``ValueError``) or what it
  wrote reads back to the same content, bit for bit; the plain sample always reads back (not vacuous);
* each rule of the format's kind is applied to what its reader yields (an empty id, a blank in an id, a
  null, mixed id types, a non-finite score, a duplicate, an id too long), through the registry's one place;
* an input of another format is not recognised, with the reason; a damaged input the recogniser accepts is
  refused by the reader, whose error the registry passes on.
"""

from __future__ import annotations

import math
import tempfile
from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd
import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

pytest.importorskip("pyarrow")

import rankagg.io.formats as formats  # noqa: E402
from rankagg.data.rankings import Rankings  # noqa: E402
from rankagg.io._errors import InputFormatError  # noqa: E402
from rankagg.io.formats import FORMATS, KINDS, RULES, recognise  # noqa: E402
from rankagg.io.blocks import Block, check_block  # noqa: E402
from rankagg.io.rules import ID_BLANKS, MAX_ID_CHARS  # noqa: E402

NAMES = sorted(FORMATS)
WRITTEN = sorted(n for n, f in FORMATS.items() if f.writer is not None)
TARGETS = [(n, t) for n in WRITTEN for t in FORMATS[n].targets]


# ------------------------------------------------------------------ the core data of each kind
def _runs(one_run: bool, ids: list[str], scores: list[float]) -> pd.DataFrame:
    rows = []
    for r, run in enumerate(["run a", "b"][:1 if one_run else 2]):
        for q in range(2):
            for d in range(3):
                at = (r * 6 + q * 3 + d) % len(ids)
                rows.append((run if not one_run else "a", f"q{q}{ids[at % len(ids)][:3]}",
                             f"{ids[at]}#{d}", scores[(r + q + d) % len(scores)]))
    return pd.DataFrame(rows, columns=["run", "q_id", "doc_id", "score"])


def _qrels(ids: list[str]) -> pd.DataFrame:
    return pd.DataFrame([(f"q{q}", f"{ids[d % len(ids)]}#{d}", (q + d) % 3 - 1) for q in range(2) for d in range(3)],
                        columns=["q_id", "doc_id", "rel"])


def _rankings(ids: list[str]) -> Rankings:
    docids = np.array([f"{ids[d % len(ids)]}#{d}" for d in range(5)])
    return Rankings(offsets=np.array([0, 3, 5]), ranks=np.array([[1.0, 2.0], [2.0, np.nan], [3.0, 1.0], [1.0, 1.0],
                                                                   [2.0, 2.0]]),
                    qids=np.array(["q1", f"q{ids[0][:4]}2"]), docids=docids, ranker_names=("r1", "r2"),
                    labels=np.array([0, 1, 2, 0, 1]))


def _election() -> Any:
    from rankagg.io.preflib import PrefLibElection

    header = ["# FILE NAME: e.soc", "# DATA TYPE: soc", "# NUMBER ALTERNATIVES: 3", "# NUMBER VOTERS: 3",
              "# NUMBER UNIQUE ORDERS: 2", "# ALTERNATIVE NAME 1: x", "# ALTERNATIVE NAME 2: y",
              "# ALTERNATIVE NAME 3: z"]
    return PrefLibElection("soc", {1: "x", 2: "y", 3: "z"}, [(2, ((1,), (2,), (3,))), (1, ((3,), (1,), (2,)))],
                           header=header)


def _comparisons(ids: list[str]) -> Any:
    from rankagg.data.comparisons import Comparisons

    pick = [ids[k % len(ids)] for k in range(4)]
    return Comparisons(np.array(["1", "1", f"q{ids[0][:3]}", f"q{ids[0][:3]}"]),
                       np.array([f"{x}#a{k}" for k, x in enumerate(pick)]), np.array([f"{x}#b" for x in pick]),
                       np.array([1.0, 0.0, 0.5, 1.0]), np.ones(4), np.array(["j1", f"j{ids[0]}", "j1", "j2"]))


def _gene_lists(fmt: formats.Format, ids: list[str]) -> dict[str, list[str]]:
    """Ranked lists (R's glist): two of different lengths in a table, one in a one-list file."""
    items = [f"{ids[i % len(ids)]}#{i}" for i in range(4)]
    return {"top genes": items} if fmt.name == "gene-list" else {"a": items, "b list": items[2:][::-1]}


def core(fmt: formats.Format, ids: list[str], scores: list[float]) -> Any:
    """The core data a format's writer takes, made from ids and scores (the kind decides its shape)."""
    if fmt.kind == "runs":
        return _runs(fmt.one_run, ids, scores)
    if fmt.kind == "qrels":
        return _qrels(ids)
    if fmt.kind == "rankings":
        return _rankings(ids)
    if fmt.kind == "weights":
        return {f"{ids[i % len(ids)]}={i}": scores[i % len(scores)] for i in range(3)}
    if fmt.kind == "preferences":
        return _election()
    if fmt.kind == "comparisons":
        return _comparisons(ids)
    if fmt.kind == "gene_lists":
        return _gene_lists(fmt, ids)
    raise AssertionError(f"no core data for kind {fmt.kind}")


def same(kind: str, got: Any, want: Any) -> None:
    """``got`` (read back) holds the same content as ``want`` (written), scores bit for bit."""
    if kind in ("runs", "qrels"):
        key = ["run", "q_id", "doc_id"] if kind == "runs" else ["q_id", "doc_id"]
        g = got.sort_values(key, kind="stable").reset_index(drop=True)
        w = want.sort_values(key, kind="stable").reset_index(drop=True)
        for c in key:
            assert g[c].astype(str).tolist() == w[c].astype(str).tolist(), c
        value = "score" if kind == "runs" else "rel"
        gv, wv = g[value].to_numpy(dtype=np.float64), w[value].to_numpy(dtype=np.float64)
        assert np.array_equal(gv.view(np.int64), wv.view(np.int64)), (gv, wv)  # -0.0 and denormals too
    elif kind == "weights":
        assert list(got) == list(want)
        assert [math.copysign(1, v) * abs(v) for v in got.values()] == list(want.values())
    elif kind == "rankings":
        assert got.qids.tolist() == want.qids.tolist() and got.docids.tolist() == want.docids.tolist()
        assert np.array_equal(got.ranks, want.ranks, equal_nan=True) and got.offsets.tolist() == want.offsets.tolist()
        assert np.array_equal(got.labels, want.labels)
    elif kind == "preferences":
        assert got.alternatives == want.alternatives and got.orders == want.orders
    elif kind == "comparisons":
        for column in ("qids", "item_a", "item_b", "judge"):
            assert getattr(got, column).tolist() == getattr(want, column).tolist(), column
        assert got.outcome.tolist() == want.outcome.tolist() and got.weight.tolist() == want.weight.tolist()
    elif kind == "gene_lists":
        assert list(got.items()) == list(want.items())
    else:
        raise AssertionError(kind)


def _read_all(fmt: formats.Format, obj: Any) -> Any:
    parts = list(fmt.read(obj))
    if fmt.kind in ("runs", "qrels"):
        return pd.concat(parts, ignore_index=True)
    if fmt.kind == "rankings":
        return parts[0] if len(parts) == 1 else Rankings.concatenate(parts)
    assert len(parts) == 1
    return parts[0]


def _write(fmt: formats.Format, data: Any, folder: Path, target: str) -> Any:
    if not target:
        return fmt.write(data)
    path = folder / target
    fmt.write(data, path)
    return path


PLAIN = ["d1", "d2", "doc-3"]


# ------------------------------------------------------------------ the declarations
@pytest.mark.parametrize("name", NAMES)
def test_every_format_is_declared_completely(name):
    fmt = FORMATS[name]
    assert fmt.name == name and fmt.kind in KINDS and fmt.what
    assert callable(fmt.recognise)
    assert callable(formats._resolve(fmt.reader))
    if fmt.writer is not None:
        assert callable(formats._resolve(fmt.writer)) and fmt.targets
    if fmt.fused_writer is not None:
        assert callable(formats._resolve(fmt.fused_writer))


def test_every_kind_has_a_format_and_the_rules_of_its_kind():
    assert {f.kind for f in FORMATS.values()} == set(KINDS) == set(RULES)


# ------------------------------------------------------------------ writer -> reader
@pytest.mark.parametrize("name,target", TARGETS)
def test_the_plain_sample_reads_back(name, target, tmp_path):
    fmt = FORMATS[name]
    data = core(fmt, PLAIN, [3.0, 2.0, 1.0])
    obj = _write(fmt, data, tmp_path, target)
    assert recognise(obj, fmt.kind) is fmt  # what a writer writes, the registry recognises as its format
    same(fmt.kind, _read_all(fmt, obj), data)


_ID_CHARS = st.characters(blacklist_categories=("Cs", "Cc"), blacklist_characters=ID_BLANKS + "#=")
ADVERSARIAL_IDS = st.lists(st.one_of(st.text(_ID_CHARS, min_size=1, max_size=12),
                                     st.sampled_from(["a\u00a0b", "\u00a0", "é", "文書", "x" * 300, "ℌ", "1", "007"])),
                           min_size=1, max_size=4)
ADVERSARIAL_SCORES = st.lists(st.one_of(st.sampled_from([0.0, -0.0, 1.0, 1e308, -1e308, 5e-324, -5e-324,
                                                         2.2250738585072014e-308, 0.1, 1 / 3]),
                                        st.floats(allow_nan=False, allow_infinity=False)),
                              min_size=1, max_size=3)  # few distinct values over 6-12 rows: ties


def _reads_back_or_is_refused(name: str, target: str, tmp_path: Path, ids: list[str], scores: list[float]) -> None:
    fmt = FORMATS[name]
    data = core(fmt, ids, scores)
    folder = Path(tempfile.mkdtemp(dir=tmp_path))  # one folder per example
    try:
        obj = _write(fmt, data, folder, target)
    except ValueError as exc:  # a writer refuses what would not read back, saying why
        assert str(exc)
        return
    same(fmt.kind, _read_all(fmt, obj), data)


@pytest.mark.parametrize("name,target", [t for t in TARGETS if t[0] != "ranx"])
@settings(max_examples=8, deadline=None, database=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(ids=ADVERSARIAL_IDS, scores=ADVERSARIAL_SCORES)
def test_what_a_writer_writes_reads_back_or_is_refused(name, target, tmp_path, ids, scores):
    _reads_back_or_is_refused(name, target, tmp_path, ids, scores)


@settings(max_examples=3, deadline=None, database=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@example(ids=["x" * 300, "\u6587\u66f8", "a\u00a0b", "007"], scores=[1.0, -0.0, 5e-324])
@given(ids=ADVERSARIAL_IDS, scores=ADVERSARIAL_SCORES)
def test_what_the_ranx_writer_writes_reads_back_or_is_refused(tmp_path, ids, scores):
    """The ranx target with fewer drawn examples, the widest id among them given: ranx keys its typed
    dictionaries by fixed-width strings (``UnicodeCharSeq(N)``) and Numba compiles their lookups and hashes again
    for each width in each process (10-30 s a width; 32 s for the 302 characters of the longest id), so eight
    drawn examples, eight widths, took 80-94 s of a clean-clone run."""
    for target in FORMATS["ranx"].targets:
        _reads_back_or_is_refused("ranx", target, tmp_path, ids, scores)


def test_an_id_of_the_length_cap_reads_back_and_one_more_is_refused(tmp_path):
    for fmt in (FORMATS["trec"], FORMATS["parquet"], FORMATS["mapping"]):
        data = core(fmt, ["x" * (MAX_ID_CHARS - 2)], [1.0])  # "#d" is appended: exactly the cap
        same("runs", _read_all(fmt, _write(fmt, data, tmp_path, fmt.targets[0])), data)
        long = core(fmt, ["x" * (MAX_ID_CHARS - 1)], [1.0])
        with pytest.raises(ValueError, match="longer than"):
            _read_all(fmt, _write(fmt, long, tmp_path, fmt.targets[0])) if fmt.name == "mapping" else \
                fmt.write(long, tmp_path / fmt.targets[0])


# ------------------------------------------------------------------ each rule on each reader
def _sample(fmt: formats.Format, folder: Path) -> Any:
    """A valid input of the format: its writer's, or for a format rankagg does not write, a table by hand."""
    if fmt.writer is not None:
        return _write(fmt, core(fmt, PLAIN, [3.0, 2.0, 1.0]), folder, fmt.targets[0])
    assert fmt.kind == "comparisons", fmt.name  # the one kind without a writer
    path = folder / fmt.targets[0]
    path.write_text("query,item_a,item_b,outcome\n1,x,y,win\n1,y,z,loss\n2,x,z,tie\n")
    return path


def _column(values: Any) -> np.ndarray:
    if isinstance(values, tuple):
        values = values[0]
    if type(values).__module__.startswith("pyarrow"):
        values = values.to_pylist()
    return np.array(list(values), dtype=object)


def _mutated(block: Block, rule: str) -> Block | None:
    """The block with one bad value of the class ``rule`` put in, or None when the block has no such column."""
    ids = {k: _column(v) for k, v in block.ids.items()}
    scores = {k: _column(v) for k, v in {**block.scores, **block.counts}.items()}
    if rule == "duplicate" or rule == "name twice":
        if not block.unique:
            return None
        cols = {**ids, **{k: _column(v) for k, v in block.names.items()}}
        if len(cols[block.unique[0]]) < 2:
            return None
        for k in block.unique:
            cols[k][1] = cols[k][0]
        return Block(block.source, ids={k: cols[k] for k in block.ids},
                           names={k: cols[k] for k in block.names}, unique=block.unique, row_of=block.row_of,
                           what=block.what)
    if rule == "score not finite":
        if not scores:
            return None
        first = next(iter(scores))
        scores[first][0] = math.inf  # not NaN: a nullable column (a rank, a dataset's score) reads NaN as null
        return Block(block.source, scores={first: scores[first]}, row_of=block.row_of)
    ids = ids or {k: _column(v) for k, v in block.names.items()}  # a reader of names only (items, alternatives)
    if not ids:
        return None
    first = next(iter(ids))
    bad = {"empty id": "", "blank in id": "d 1", "null id": None, "mixed id types": 7,
           "id too long": "x" * (MAX_ID_CHARS + 1)}[rule]
    column = ids[first].copy()
    column[-1] = bad
    if rule == "mixed id types":
        column[:-1] = [str(v) for v in column[:-1]]
    where = "ids" if first in block.ids else "names"
    return Block(block.source, **{where: {first: column}}, row_of=block.row_of)


CASES = [(n, rule) for n in NAMES for rule in RULES[FORMATS[n].kind]]


@pytest.mark.parametrize("name,rule", CASES)
def test_each_rule_of_its_kind_is_applied_to_what_each_reader_yields(name, rule, tmp_path):
    fmt = FORMATS[name]
    obj = _sample(fmt, tmp_path)
    blocks = list(formats._resolve(fmt.reader)(obj))
    assert blocks and all(isinstance(b, Block) for b in blocks)
    for b in blocks:
        check_block(b)  # the sample itself passes
    bad = _mutated(blocks[0], rule)
    assert bad is not None, f"{name}: its reader yields no column the rule {rule!r} applies to"
    with pytest.raises(ValueError) as err:
        check_block(bad)
    assert blocks[0].source in str(err.value)  # the message names the file (or the object) read


@pytest.mark.parametrize("name", NAMES)
def test_the_registry_applies_the_rules_to_every_block_it_reads(name, tmp_path, monkeypatch):
    """The one place: :func:`rankagg.io.formats.read` calls check_block on each block of every reader."""
    fmt = FORMATS[name]
    obj = _sample(fmt, tmp_path)
    n_blocks = len(list(formats._resolve(fmt.reader)(obj)))
    calls = []
    monkeypatch.setattr(formats, "check_block", lambda b: calls.append(b) or check_block(b))
    list(fmt.read(obj))
    assert len(calls) == n_blocks >= 1


# ------------------------------------------------------------------ recognition: the reason, never a swallowed error
@pytest.mark.parametrize("name", NAMES)
def test_an_input_of_another_format_gets_the_reason_it_is_not_this_one(name, tmp_path):
    """Within a kind the formats recognise their own inputs only; anything else gets a reason, never an error."""
    fmt = FORMATS[name]
    samples = {}
    for other in NAMES:
        if FORMATS[other].kind == fmt.kind:
            (tmp_path / other).mkdir()
            samples[other] = _sample(FORMATS[other], tmp_path / other)
    (tmp_path / "empty-folder").mkdir()
    assert fmt.recognise(samples[name]) is None
    for other, obj in [*samples.items(), ("int", 7), ("folder", tmp_path / "empty-folder")]:
        if other != name:
            why = fmt.recognise(obj)
            assert isinstance(why, str) and why, (name, other, why)


@pytest.mark.parametrize("kind", KINDS)
def test_an_unrecognised_input_names_each_formats_reason(kind):
    with pytest.raises(InputFormatError) as err:
        recognise(object(), kind)
    for fmt in FORMATS.values():
        if fmt.kind == kind:
            assert f"{fmt.name}: " in str(err.value)


def test_a_damaged_file_the_recogniser_accepts_is_refused_by_the_reader(tmp_path):
    bad = tmp_path / "t.parquet"
    bad.write_bytes(b"PAR1" + b"\x00" * 20)  # Parquet's magic, then garbage
    assert recognise(bad).name == "parquet"
    with pytest.raises(InputFormatError, match="not a readable Parquet file"):
        list(FORMATS["parquet"].read(bad))


# ------------------------------------------------------------------ the Parquet layouts through the rules
def _dataset(tmp_path: Path, docids: list[Any], name: str = "ds.parquet") -> Path:
    import pyarrow as pa
    import pyarrow.parquet as pq

    path = tmp_path / name
    pq.write_table(pa.table({"qid": ["1"] * len(docids), "docid": pa.array(docids, pa.string()),
                             "rank:r1": pa.array(list(range(1, len(docids) + 1)), pa.int32())}), path)
    return path


@pytest.mark.parametrize("docid,message", [("", r"ds\.parquet:2: docid '' is empty"),
                                           ("d 1", r"ds\.parquet:2: docid 'd 1' holds a blank"),
                                           (None, r"ds\.parquet:2: column docid is null"),
                                           ("a", r"ds\.parquet:2: document a appears twice for query 1 \(first at row 1\)")])
def test_iter_parquet_reads_through_the_rules(tmp_path, docid, message):
    """Issue 45: iter_parquet (behind aggregate_parquet) accepted '' and 'd 1'; a null gave a bare IndexError."""
    from rankagg.backends.streaming import aggregate_parquet
    from rankagg.io.parquet import iter_parquet

    path = _dataset(tmp_path, ["a", docid])
    with pytest.raises(InputFormatError, match=message):
        list(iter_parquet(path))
    with pytest.raises(InputFormatError, match=message):
        aggregate_parquet("borda", path)


def test_a_dataset_listing_a_file_twice_or_a_ranker_twice_is_refused(tmp_path):
    import json

    from rankagg.io.parquet import iter_parquet
    from rankagg.io.parquet_writer import write_parquet

    write_parquet(_rankings(PLAIN), tmp_path / "ds")
    meta = json.loads((tmp_path / "ds" / "_rankagg.json").read_text())
    assert [b.n_items for b in iter_parquet(tmp_path / "ds")] == [5]
    twice = {**meta, "files": meta["files"] * 2}
    (tmp_path / "ds" / "_rankagg.json").write_text(json.dumps(twice))
    with pytest.raises(InputFormatError, match="lists the file part-00000.parquet twice"):
        list(iter_parquet(tmp_path / "ds"))
    (tmp_path / "ds" / "_rankagg.json").write_text(json.dumps({**meta, "ranker_names": ["r1", "r1"]}))
    with pytest.raises(InputFormatError, match="ranker 'r1' given twice"):
        list(iter_parquet(tmp_path / "ds"))


def test_a_fused_output_is_written_in_the_format_the_registry_says_and_reads_back(tmp_path):
    """``-o fused.parquet`` goes to the table's writer of fused blocks, ``-o fused.run`` to TREC text; the two
    read back through the registry to the same rows."""
    from rankagg.api import fuse_files

    runs = []
    for name in ("a", "b"):
        fmt = FORMATS["trec"]
        data = core(fmt, PLAIN, [3.0, 2.0, 2.0] if name == "a" else [1.0, 5.0])
        data["run"] = name
        runs.append(_write(fmt, data, tmp_path / name if (tmp_path / name).mkdir() is None else tmp_path, "run.txt"))
    assert formats.writer_for(tmp_path / "o.parquet") is FORMATS["parquet"]
    assert formats.writer_for(tmp_path / "o.run") is FORMATS["trec"]
    fuse_files(runs, tmp_path / "o.parquet", method="rrf")
    fuse_files(runs, tmp_path / "o.run", method="rrf")
    assert recognise(tmp_path / "o.parquet") is FORMATS["parquet"]
    same("runs", _read_all(FORMATS["parquet"], tmp_path / "o.parquet"), _read_all(FORMATS["trec"], tmp_path / "o.run"))


def test_the_reliability_page_lists_the_registry_as_it_is():
    """docs/reliability.md's section of formats and cases is generated from the registry
    (``python scripts/reliability_matrix.py --registry``)."""
    from rankagg.io.registry_doc import with_registry

    root = Path(__file__).resolve().parents[2]
    text = (root / "docs" / "reliability.md").read_text(encoding="utf-8")
    assert with_registry(text) == text, "run python scripts/reliability_matrix.py --registry"
    for name in FORMATS:
        assert f"| `{name}` |" in text


def test_tune_and_train_name_a_run_table_as_such(tmp_path, capsys):
    """The experiments' commands read TREC text; the registry names a table given to them, not the text parser."""
    from rankagg.cli import main

    table = _write(FORMATS["parquet"], core(FORMATS["parquet"], PLAIN, [1.0, 2.0]), tmp_path, "runs.parquet")
    qrels = _write(FORMATS["qrels"], _qrels(PLAIN), tmp_path, "qrels.txt")
    for command in ("tune", "train"):
        assert main([command, str(table), "--qrels", str(qrels), "-o", str(tmp_path / f"{command}.json")]) == 2
        err = capsys.readouterr().err
        assert f"rankagg {command} reads TREC run text" in err and "runs.parquet is a Parquet run table" in err, err
