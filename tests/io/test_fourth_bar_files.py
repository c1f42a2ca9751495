"""Issue 45's fourth bar (files as a file system hands them over; scripts/reliability_matrix.py, ``u4f_*``): each
fault class it found, generated over every text format of the registry (:data:`rankagg.io.formats.FORMATS`, each
sample written by the format's own writer), not one test per case.

* Wide text: UTF-16 and UTF-32, with a byte-order mark or without one (then valid UTF-8, a NUL beside every ASCII
  character), are refused at line 1 naming the encoding, by the one text opener.  Before, the readers reported
  whatever their parser met first: a PrefLib file had 'no NUMBER ALTERNATIVES header' (no line), a JSONL table
  'not JSON', a gene table an item '\\x00B\\x00R...' on line 2, a LETOR file 'no #docid comment'.
* Line ends of CR alone: the same content as the LF file, or an error naming a line, never other content.  A
  LETOR file read as one document of three (its '#' comment swallowed the others); a PrefLib election, which
  preflibtools reads (universal newlines), was refused without a line.
* A table whose separator is not its name's (a CSV named .tsv, a TSV named .csv): refused at the header's line.
  A comparison CSV named .tsv was read as a gene list of rows '1,x,y,win'; a gene table as one list 'a,b'.
* A Parquet table under a text name (table.csv): read by its content, as a run table named .run is.
* LETOR datasets whose subsets S1..S5 share a query id (a fold trained on its test queries): refused naming both
  files; the real MQ2007-agg and MQ2008-agg load.
"""

from __future__ import annotations

import gzip
import itertools
import os
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("pyarrow")

from rankagg.io._errors import InputFormatError  # noqa: E402
from rankagg.io.datasets import load_letor_agg  # noqa: E402
from rankagg.io.formats import FORMATS  # noqa: E402
from tests.io.test_registry_door import PLAIN, _read_all, _write, core  # noqa: E402
from tests.io.test_registry_door import same as same_content  # noqa: E402

#: every text file a registry writer writes: (format, target); the comparison format has no writer, its tables
#: are written here (COMPARISON_TEXT)
TEXT_TARGETS = [(n, t) for n, f in FORMATS.items() if f.writer is not None for t in f.targets
                if t and not t.endswith(".parquet") and t != "dataset"]
COMPARISON_TEXT = {"table.csv": "query,item_a,item_b,outcome\n1,x,y,win\n1,y,z,loss\n1,x,z,tie\n",
                   "table.tsv": "query\titem_a\titem_b\toutcome\n1\tx\ty\twin\n1\ty\tz\tloss\n1\tx\tz\ttie\n",
                   "table.jsonl": '{"query": "1", "item_a": "x", "item_b": "y", "outcome": "win"}\n'
                                  '{"query": "1", "item_a": "y", "item_b": "z", "outcome": "loss"}\n'}
CASES = TEXT_TARGETS + [("comparisons", t) for t in COMPARISON_TEXT]


def _sample(name: str, target: str, folder: Path) -> tuple[Path, bytes, Any]:
    """A plain sample of format ``name`` written to ``folder/target``: its path, its text (decompressed) and the
    content the format reads from it."""
    fmt = FORMATS[name]
    if name == "comparisons":
        path = folder / target
        path.write_text(COMPARISON_TEXT[target])
    else:
        path = _write(fmt, core(fmt, PLAIN, [3.0, 2.0, 1.0]), folder, target)
    raw = path.read_bytes()
    text = gzip.decompress(raw) if raw[:2] == b"\x1f\x8b" else raw
    return path, text, _read_all(fmt, path)


def same(kind: str, got: Any, want: Any) -> None:
    """The registry door's comparison, and for comparison tables without a judge column, their columns."""
    if kind == "comparisons":
        for column in ("qids", "item_a", "item_b", "outcome", "weight", "judge"):
            g, w = getattr(got, column), getattr(want, column)
            assert (g is None and w is None) or g.tolist() == w.tolist(), column
        return
    same_content(kind, got, want)


def _rewrite(path: Path, text: bytes) -> None:
    path.write_bytes(gzip.compress(text, mtime=0) if path.name.endswith(".gz") else text)


def _refused_at(name: str, path: Path, line: int | None = None) -> str:
    """The message of the format's refusal of ``path``: it names the file and a line (``line`` when given)."""
    with pytest.raises((InputFormatError, ValueError)) as err:
        _read_all(FORMATS[name], path)
    said = str(err.value)
    where = f"{path}:{line}:" if line is not None else f"{path}:"
    assert where in said, said
    return said


# ------------------------------------------------------------------ wide text
WIDE = {"UTF-16LE without a BOM": "utf-16-le", "UTF-16BE without a BOM": "utf-16-be", "UTF-16 with a BOM": "utf-16",
        "UTF-32 with a BOM": "utf-32", "UTF-32LE without a BOM": "utf-32-le"}


@pytest.mark.parametrize("encoding", WIDE)
@pytest.mark.parametrize("name,target", CASES)
def test_wide_text_is_refused_at_line_one_naming_the_encoding(name, target, encoding, tmp_path):
    path, text, _ = _sample(name, target, tmp_path)
    _rewrite(path, text.decode("utf-8").encode(WIDE[encoding]))
    said = _refused_at(name, path, 1)
    # the TREC readers' own NUL rule answers first for runs and qrels (trec_eval's reason); every other reader
    # says what the file is
    assert "UTF-16" in said or "UTF-32" in said or (name in ("trec", "qrels") and "NUL" in said), said


@pytest.mark.parametrize("name,target", CASES)
def test_one_nul_is_the_readers_rule_not_wide_text(name, target, tmp_path):
    """One NUL is no UTF-16: the wide-text rule counts NULs between the characters, so a file with one stray NUL
    (at the end of its first line) is decided by its reader's own rules (a NUL in an id refused at its line, one
    in a LETOR comment read by no one), never called UTF-16."""
    path, text, _ = _sample(name, target, tmp_path)
    first, _, rest = text.partition(b"\n")
    _rewrite(path, first + b"\0\n" + rest)
    try:
        _read_all(FORMATS[name], path)
    except (InputFormatError, ValueError) as exc:
        assert "UTF-16" not in str(exc) and "NUL bytes between" not in str(exc), exc


# ------------------------------------------------------------------ CR line ends
#: formats whose reference tool ends a line at CR alone (Python's universal newlines: preflibtools, the csv module
#: and R's readers; JSON, where CR is a blank): a file with CR line ends reads as its LF twin.  The TREC family
#: (trec_eval, the LETOR tools, svmlight) splits at LF only: there, CR line ends are refused at a line.
CR_READS = {("weights", "weights.txt"), ("battles", "battles.csv"), ("battles", "battles.json"),
            ("preflib", "election.soc"), ("gene-lists", "lists.tsv"), ("gene-lists", "lists.csv"),
            ("gene-list", "list.grp"), ("comparisons", "table.csv"), ("comparisons", "table.tsv")}


@pytest.mark.parametrize("ends", ["CR", "CR in the first lines, LF after"])
@pytest.mark.parametrize("name,target", CASES)
def test_cr_line_ends_read_as_the_lf_file_or_are_refused_at_a_line(name, target, ends, tmp_path):
    path, text, want = _sample(name, target, tmp_path)
    assert b"\r" not in text
    _rewrite(path, text.replace(b"\n", b"\r") if ends == "CR" else text.replace(b"\n", b"\r", 2))
    if (name, target) in CR_READS:
        same(FORMATS[name].kind, _read_all(FORMATS[name], path), want)
        return
    try:
        got = _read_all(FORMATS[name], path)
    except (InputFormatError, ValueError) as exc:
        assert f"{path}:" in str(exc) and str(exc).split(f"{path}:", 1)[1][:1].isdigit(), exc  # a line is named
        return
    same(FORMATS[name].kind, got, want)  # read: then as the LF file (never one document of three)


# ------------------------------------------------------------------ the separator a table's name says
SEPARATED = [(n, t) for n, t in CASES if t.endswith((".csv", ".tsv")) and n != "battles"]  # battles: CSV only


@pytest.mark.parametrize("name,target", SEPARATED)
def test_a_table_under_the_other_separators_name_is_refused_at_its_header(name, target, tmp_path):
    path, text, _ = _sample(name, target, tmp_path)
    other = path.with_name(path.stem + (".tsv" if target.endswith(".csv") else ".csv"))
    path.rename(other)
    said = _refused_at(name, other, 1)
    assert "separated by" in said, said


@pytest.mark.parametrize("suffix", [".tsv", ".tsv.gz"])
def test_a_one_column_tsv_whose_items_hold_commas_still_reads(suffix, tmp_path):
    """The rule asks the header and the first row to agree: a one-list TSV whose items hold commas ('a,b' is an
    item there) has a header without one, so it is no CSV and reads as one list of those items."""
    path = tmp_path / f"l{suffix}"
    text = b"top\nd1,a\nd2,b\n"
    path.write_bytes(gzip.compress(text, mtime=0) if suffix.endswith(".gz") else text)
    assert _read_all(FORMATS["gene-lists"], path) == {"top": ["d1,a", "d2,b"]}


# ------------------------------------------------------------------ Parquet under a text name
def _comparison_parquet(path: Path) -> None:
    import pyarrow as pa
    import pyarrow.parquet as pq

    pq.write_table(pa.table({"query": ["1", "1", "1"], "item_a": ["x", "y", "x"], "item_b": ["y", "z", "z"],
                             "outcome": ["win", "loss", "tie"]}), path)


@pytest.mark.parametrize("name,target", [(n, t) for n, t in CASES if n in ("battles", "comparisons")])
def test_a_parquet_table_under_a_text_name_reads_by_its_content(name, target, tmp_path):
    fmt = FORMATS[name]
    if name == "battles":
        fmt.write(core(fmt, PLAIN, [3.0, 2.0, 1.0]), tmp_path / "b.parquet")
        want = _read_all(fmt, tmp_path / "b.parquet")
        os.replace(tmp_path / "b.parquet", tmp_path / target)
    else:
        _comparison_parquet(tmp_path / "c.parquet")
        want = _read_all(fmt, tmp_path / "c.parquet")
        _comparison_parquet(tmp_path / target)
    same(fmt.kind, _read_all(fmt, tmp_path / target), want)


# ------------------------------------------------------------------ LETOR subsets that share a query
def _dataset(root: Path, qids: dict[int, str], layout: str) -> Path:
    folder = root / "letor4-agg" / "MQ2008-agg"
    for s, q in qids.items():
        text = "".join(f"{label} qid:{q} 1:{3 - d} 2:{d + 1} #docid = D{s}{d}\n" for d, label in enumerate((0, 2, 1)))
        if layout == "S1..S5":
            path = folder / f"S{s}.txt"
        else:  # Fold k tests on subset FOLDS[k - 1][2]: S5, S1, S2, S3, S4 for folds 1..5
            path = folder / f"Fold{s % 5 + 1}" / "test.txt"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    return folder


@pytest.mark.parametrize("layout", ["S1..S5", "Fold1..5/test.txt"])
@pytest.mark.parametrize("first,second", list(itertools.combinations(range(1, 6), 2)))
def test_letor_subsets_sharing_a_query_are_refused_naming_both(first, second, layout, tmp_path):
    qids = {s: f"{10 + s}" for s in range(1, 6)}
    qids[second] = qids[first]
    folder = _dataset(tmp_path, qids, layout)
    with pytest.raises(ValueError, match=f"qid '{10 + first}'") as err:
        load_letor_agg("MQ2008-agg", tmp_path, cache=False)
    named = [p for p in folder.rglob("*.txt") if str(p) in str(err.value)]
    assert len(named) == 2, err.value


@pytest.mark.parametrize("layout", ["S1..S5", "Fold1..5/test.txt"])
def test_letor_subsets_of_distinct_queries_load(layout, tmp_path):
    _dataset(tmp_path, {s: f"{10 + s}" for s in range(1, 6)}, layout)
    ds = load_letor_agg("MQ2008-agg", tmp_path, cache=False)
    assert [s.qids.tolist() for s in ds.subsets] == [[f"{10 + s}"] for s in range(1, 6)]


def test_the_real_letor_datasets_hold_disjoint_subsets(mq2007, mq2008):
    for ds in (mq2007, mq2008):
        qids = [q for s in ds.subsets for q in s.qids.tolist()]
        assert len(qids) == len(set(qids)) == ds.all.n_queries


# ------------------------------------------------------------------ a JSON table's name is no TREC run's
NOT_TABLES = {"TREC lines": b"1 Q0 a 1 3.0 t\n1 Q0 b 2 2.0 t\n",
              "a comparison table without an outcome column": b'{"query": "1", "item_a": "x", "item_b": "y"}\n',
              "a battle table in UTF-16": '[{"model_a": "x", "model_b": "y", "winner": "tie"}]'.encode("utf-16-le")}


@pytest.mark.parametrize("content", NOT_TABLES)
@pytest.mark.parametrize("suffix", [".json", ".jsonl", ".ndjson", ".json.gz"])
def test_a_file_named_as_a_json_table_is_no_trec_run(suffix, content, tmp_path):
    """The runs entry points ask the registry, and the trec format does not take a JSON table's name: the
    refusal gives each format's reason (the battle or comparison columns it lacks), or the text opener's or the
    JSON Lines reader's own error at its line (UTF-16, not JSON), never a TREC line's ('expected 6 fields', 'a NUL
    byte: trec_eval ...')."""
    from rankagg.io.formats import only_text, recognise
    from rankagg.io.run_names import select_input_runs

    path = tmp_path / f"x{suffix}"
    data = NOT_TABLES[content]
    path.write_bytes(gzip.compress(data, mtime=0) if suffix.endswith(".gz") else data)
    for call in (lambda: recognise(path, "runs"), lambda: select_input_runs([path]), lambda: only_text([path], "evaluate")):
        with pytest.raises(InputFormatError) as err:
            call()
        said = str(err.value)
        # at the first line, where the record that is no table's starts (u18l_mteb_result_json)
        assert any(f"{path}{at}" in said for at in (":1: not a runs input", ":1: not JSON", ":1: NUL bytes between")), said
        assert "expected 6 fields" not in said and "trec_eval" not in said, said
        assert ("UTF-16" in said) == (content == "a battle table in UTF-16"), said


@pytest.mark.parametrize("name", ["r.run", "r.txt", "r.run.gz", "r.csv", "r", "r.jsonx"])
def test_a_trec_run_under_any_other_name_is_still_one(name, tmp_path):
    from rankagg.io.formats import recognise

    path = tmp_path / name
    data = NOT_TABLES["TREC lines"]
    path.write_bytes(gzip.compress(data, mtime=0) if name.endswith(".gz") else data)
    assert recognise(path, "runs") is FORMATS["trec"]
