"""Issue 45's second bar of unseen inputs (``scripts/reliability_matrix.py``, group "45 Unseen inputs: the newest
faces"): the root fixes of the cases that were not clean, each tested over its class.

* **JSON records** (:func:`rankagg.io.rules.keys_once`, the JSON readers of battles and comparisons): a key given
  twice in one object (JSON keeps the last: ``model_a`` twice was read as the second), a second array or text
  after a ``.json`` array (the rest was dropped), arrays nested past Python's stack (``RecursionError`` reached the
  user): each refused naming the file and line, for every JSON reader.
* **Names given twice** (:func:`rankagg.io.rules.check_names_once`, :func:`~rankagg.io.rules.named_runs`): keys
  that are one text (``{1: a, "1": b}``) were one run, list or pipeline, the other dropped or merged, for the
  mapping and ranx readers, ``rankagg.fuse``, the :class:`~rankagg.Fuser`, PyTerrier frames and ``Fusion``.
* **Lone surrogates** (:func:`rankagg.io.rules.id_fault`): an id ``"\\ud800x"`` (a JSON escape) passed every
  reader and failed in the writer with a ``UnicodeEncodeError`` naming nothing; refused at read, for every reader
  of ids and names, the fast path of the rule agreeing with the slow one.
* **Gene lists**: an empty list was dropped (R's ``rankMatrix`` gives it a column of worst ranks, so the p-values
  differed from RobustRankAggreg's); a rank matrix past the memory limit was allocated (``MemoryError``); a
  significance table given back was read as lists.
* **The API**: an :class:`Aggregator` given for comparison tables was replaced by the default silently; an engine
  export accepted a list named ``''``.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

pytest.importorskip("pyarrow")

from rankagg.io import formats  # noqa: E402
from rankagg.io._errors import InputFormatError  # noqa: E402
from rankagg.io.blocks import Block, check_block  # noqa: E402
from rankagg.io.formats import FORMATS  # noqa: E402
from rankagg.io.rules import check_names_once, first_bad_id, id_fault, keys_once, named_runs  # noqa: E402

from tests.io.test_registry_door import _column, _sample  # noqa: E402

BATTLES = [{"model_a": "gpt", "model_b": "claude", "winner": "model_a"},
           {"model_a": "claude", "model_b": "llama", "winner": "tie"}]
COMPARISONS = [{"item_a": "x", "item_b": "y", "outcome": "win"}, {"item_a": "y", "item_b": "z", "outcome": "tie"}]


# ------------------------------------------------------------------ JSON records
def test_keys_once_refuses_a_key_given_twice():
    assert keys_once([("a", 1), ("b", 2)]) == {"a": 1, "b": 2}
    with pytest.raises(ValueError, match="the key 'a' is given twice in one object"):
        keys_once([("a", 1), ("b", 2), ("a", 3)])
    assert json.loads('{"a": {"b": 1}}', object_pairs_hook=keys_once) == {"a": {"b": 1}}
    with pytest.raises(ValueError, match="'b' is given twice"):
        json.loads('{"a": {"b": 1, "b": 1}}', object_pairs_hook=keys_once)  # nested too, even the same value


def _jsonl(records: list[dict], first: str | None = None) -> str:
    lines = [json.dumps(r) for r in records]
    if first is not None:
        lines[0] = first
    return "\n".join(lines) + "\n"


#: every JSON reader of the comparisons kind: (file name, its text from records, a key of its first record)
JSON_READERS = {
    "battles.jsonl": (lambda recs, first=None: _jsonl(recs or BATTLES, first), "model_a"),
    "battles.json": (lambda recs, first=None: "[\n" + ",\n".join(
        [first] * (first is not None) + [json.dumps(r) for r in (recs or BATTLES)[first is not None:]]) + "\n]\n",
        "model_a"),
    "comparisons.jsonl": (lambda recs, first=None: _jsonl(recs or COMPARISONS, first), "item_a"),
}


def _read(path: Path):
    from rankagg.api.preferences import read_comparison_file

    return read_comparison_file(path)


@pytest.mark.parametrize("name", sorted(JSON_READERS))
def test_every_json_reader_refuses_a_key_given_twice_at_its_line(name, tmp_path):
    text, key = JSON_READERS[name]
    records = BATTLES if name.startswith("battles") else COMPARISONS
    path = tmp_path / name
    path.write_text(text(records))
    assert len(_read(path).item_a) == 2  # the sample itself reads
    twice = json.dumps(records[0])[:-1] + f', "{key}": "other"}}'  # JSON would keep "other" silently
    path.write_text(text(records, twice))
    with pytest.raises(InputFormatError, match=rf"{name}:[12]: the key '{key}' is given twice in one object"):
        _read(path)


@pytest.mark.parametrize("name", sorted(JSON_READERS))
def test_every_json_reader_refuses_nesting_past_the_stack_at_its_line(name, tmp_path):
    text, key = JSON_READERS[name]
    records = BATTLES if name.startswith("battles") else COMPARISONS
    deep = json.dumps(records[0])[:-1] + ', "meta": ' + "[" * 100_000 + "]" * 100_000 + "}"
    path = tmp_path / name
    path.write_text(text(records, deep))
    with pytest.raises(InputFormatError, match=rf"{name}:[12]: the (first )?record is nested too deeply"):
        _read(path)


@pytest.mark.parametrize("after", ["[]", json.dumps(BATTLES), "x", "{}", ","])
def test_a_json_battle_array_is_the_whole_file(after, tmp_path):
    path = tmp_path / "b.json"
    path.write_text(json.dumps(BATTLES) + "\n" + after + "\n")
    with pytest.raises(InputFormatError, match=r"b\.json:2: text after the JSON array's closing '\]'"):
        _read(path)
    path.write_text(json.dumps(BATTLES) + " \n\t\n")  # blanks after it are no text
    assert len(_read(path).item_a) == 2


def test_a_weights_file_nested_past_the_stack_names_the_file(tmp_path):
    from rankagg.io.format_io import read_weights_items

    path = tmp_path / "w.json"
    path.write_text('{"t": ' + "[" * 100_000 + "]" * 100_000 + "}")
    with pytest.raises(ValueError, match=r"w\.json: not valid JSON"):
        read_weights_items(path)


# ------------------------------------------------------------------ names given twice
def test_check_names_once_and_named_runs():
    assert check_names_once("src", ["a", 1, "b"]) == ["a", "1", "b"]
    with pytest.raises(ValueError, match=r"src: the run '1' is given twice \(1 and '1'\)"):
        check_names_once("src", [1, "1"], "run")
    assert named_runs({"x": 1, 2: 2}) == [("x", 1), ("2", 2)]

    class Named:
        def __init__(self, name):
            self.name = name

    a, b, c = Named("bm25"), Named("bm25"), Named(None)
    assert [n for n, _ in named_runs([a, b, c])] == ["bm25#1", "bm25#2", "run3#3"]  # repeats told apart by place
    assert [n for n, _ in named_runs([a, c])] == ["bm25", "run2"]


TWO_ONES = {1: {"q": {"x": 1.0}}, "1": {"q": {"y": 2.0}}}


def _frames():
    import pandas as pd

    f = pd.DataFrame({"qid": ["q"], "docno": ["x"], "score": [1.0]})
    g = pd.DataFrame({"qid": ["q"], "docno": ["y"], "score": [2.0]})
    return {1: f, "1": g}


#: every face that names runs or lists by the keys of a mapping
NAMING_FACES = {
    "mapping reader": lambda: list(FORMATS["mapping"].read(TWO_ONES)),
    "rankagg.fuse": lambda: __import__("rankagg").fuse(TWO_ONES, "rrf"),
    "Fuser": lambda: __import__("rankagg").Fuser("rrf")({1: ["x"], "1": ["y"]}),
    "pyterrier reader": lambda: list(FORMATS["pyterrier"].read(_frames())),
    "rankagg.fuse of PyTerrier frames": lambda: __import__("rankagg").fuse(_frames(), "rrf"),
}


@pytest.mark.parametrize("face", sorted(NAMING_FACES))
def test_two_keys_of_one_text_are_refused_by_every_naming_face(face):
    with pytest.raises(ValueError, match=r"'1' is given twice \(1 and '1'\)"):
        NAMING_FACES[face]()


def test_ranx_runs_and_pyterrier_fusion_name_by_the_same_rule():
    ranx = pytest.importorskip("ranx")

    a, b = ranx.Run({"q": {"x": 1.0}}, name="bm25"), ranx.Run({"q": {"y": 2.0}}, name="bm25")
    rows = next(iter(FORMATS["ranx"].read([a, b])))
    assert sorted(set(rows["run"])) == ["bm25#1", "bm25#2"]  # both read, as rankagg.fuse reads them (not one dropped)
    with pytest.raises(ValueError, match="'1' is given twice"):
        list(FORMATS["ranx"].read({1: a, "1": b}))
    pt = pytest.importorskip("pyterrier")
    import pandas as pd

    from rankagg.api.pyterrier import Fusion

    p = pt.Transformer.from_df(pd.DataFrame({"qid": ["1"], "docno": ["a"], "score": [1.0]}))
    with pytest.raises(ValueError, match=r"Fusion: the pipeline '1' is given twice"):
        Fusion({1: p, "1": p})


# ------------------------------------------------------------------ lone surrogates
@pytest.mark.parametrize("text", ["\ud800", "x\udfff", "\udc00\u00e9"])
def test_the_id_rule_refuses_a_lone_surrogate(text):
    assert "lone surrogate" in id_fault(text)
    assert first_bad_id(["a", "é", text]) == 2


@settings(max_examples=200, deadline=None, database=None)
@given(st.lists(st.text(st.characters(blacklist_characters=" \t\n\r\f\v\0"), min_size=1, max_size=6), min_size=1,
                max_size=6))
def test_the_fast_path_of_the_id_rule_agrees_with_the_rule_id_by_id(texts):
    """first_bad_id answers the common case from the joined text; it must find what id_fault finds, surrogates too."""
    want = next((i for i, t in enumerate(texts) if id_fault(t) is not None), None)
    assert first_bad_id(texts) == want


ID_READERS = [n for n in sorted(FORMATS) if FORMATS[n].kind in ("runs", "qrels", "rankings", "comparisons",
                                                                 "preferences", "gene_lists")]


@pytest.mark.parametrize("name", ID_READERS)
def test_a_lone_surrogate_is_refused_for_every_reader_of_ids_and_names(name, tmp_path):
    fmt = FORMATS[name]
    block = next(iter(formats._resolve(fmt.reader)(_sample(fmt, tmp_path))))
    columns = {**block.ids, **block.names}
    assert columns, name
    column = next(iter(columns))
    values = _column(columns[column])
    values[-1] = "x\ud800"
    where = "ids" if column in block.ids else "names"
    with pytest.raises(ValueError, match="lone surrogate") as err:
        check_block(Block(block.source, **{where: {column: values}}, row_of=block.row_of))
    assert block.source in str(err.value)


def test_a_battle_with_a_lone_surrogate_is_refused_at_its_line_not_at_the_write(tmp_path):
    path = tmp_path / "b.jsonl"
    path.write_text('{"model_a": "\\ud800x", "model_b": "b", "winner": "model_a"}\n' + _jsonl(BATTLES))
    with pytest.raises(InputFormatError, match=r"b\.jsonl:1: item '\\ud800x' holds a lone surrogate"):
        _read(path)


# ------------------------------------------------------------------ gene lists
def _grp(folder: Path, name: str, items: list[str]) -> Path:
    path = folder / f"{name}.grp"
    path.write_text("".join(f"{x}\n" for x in [f"#{name}", *items]))
    return path


@pytest.mark.parametrize("lists,r_p_values", [
    # RobustRankAggreg 1.2.1: aggregateRanks(list(a=character(0), b=c("X","Y"))) -> 1, 1
    ({"a": [], "b": ["X", "Y"]}, [1.0, 1.0]),
    # aggregateRanks(list(a=c("X","Y","Z"), b=c("Y","X"), c=character(0))) -> 1, 1, 1 (without c: 0.889, 0.889, 1)
    ({"a": ["X", "Y", "Z"], "b": ["Y", "X"], "c": []}, [1.0, 1.0, 1.0]),
])
def test_an_empty_gene_list_is_a_list_as_r_reads_it(lists, r_p_values, tmp_path):
    from rankagg.api.gene_lists import aggregate_ranks, read_gene_lists, significance

    files = [_grp(tmp_path, n, items) for n, items in lists.items()]
    assert dict(read_gene_lists(files)) == lists  # the empty list is kept, in its place
    assert significance(files)["p_value"].tolist() == pytest.approx(r_p_values, abs=1e-15)
    assert aggregate_ranks(lists)["Score"].tolist() == pytest.approx(r_p_values, abs=1e-15)
    table = tmp_path / "t.csv"
    from rankagg.io.gene_lists import write_gene_table

    write_gene_table(lists, table)  # a table of lists keeps its empty columns too
    assert dict(read_gene_lists(table)) == lists


def test_lists_without_any_item_are_refused_naming_the_file(tmp_path):
    from rankagg.api.gene_lists import significance

    (tmp_path / "l.csv").write_text("a,b\n")
    with pytest.raises(ValueError, match=r"l\.csv: no items: every list is empty"):
        significance(tmp_path / "l.csv")


def test_a_rank_matrix_past_the_memory_limit_is_refused_before_it_is_built(tmp_path, monkeypatch):
    from rankagg.api.gene_lists import significance
    from rankagg.exceptions import ProblemTooLargeError

    n = 300
    (tmp_path / "l.csv").write_text(",".join(f"l{i}" for i in range(n)) + "\n" + ",".join(f"g{i}" for i in range(n)) + "\n")
    monkeypatch.setenv("RANKAGG_MEMORY_LIMIT_GB", str(3 * 8 * n * n / 2**30 * 0.99))  # just under the estimate
    with pytest.raises(ProblemTooLargeError, match=rf"l\.csv: the rank matrix of {n} items by {n} lists needs"):
        significance(tmp_path / "l.csv")
    monkeypatch.setenv("RANKAGG_MEMORY_LIMIT_GB", str(3 * 8 * n * n / 2**30 * 1.01))
    assert len(significance(tmp_path / "l.csv")) == n


@pytest.mark.parametrize("suffix", [".csv", ".tsv"])
def test_a_significance_table_given_back_is_not_read_as_lists(suffix, tmp_path):
    from rankagg.api.gene_lists import fuse_gene_list_files, read_gene_lists

    src = tmp_path / "l.csv"
    src.write_text("a,b\nX,Y\nY,X\n")
    out = tmp_path / f"sig{suffix}"
    fuse_gene_list_files([src], out)
    with pytest.raises(InputFormatError, match=rf"sig\{suffix}:1: is a significance table \(query, rank, item, score"):
        read_gene_lists(out)


# ------------------------------------------------------------------ the API
def test_an_aggregator_object_is_not_replaced_by_the_default_for_comparisons(tmp_path):
    import rankagg
    from rankagg.methods.registry import make_method

    path = tmp_path / "c.csv"
    path.write_text("item_a,item_b,outcome\nx,y,win\ny,z,tie\n")
    assert set(rankagg.fuse(str(path), method="copeland")["1"]) == {"x", "y", "z"}  # a spec is applied
    with pytest.raises(ValueError, match=r"c\.csv: .*named by its spec .*not by a .* object"):
        rankagg.fuse(str(path), method=make_method("copeland"))


def test_an_engine_export_refuses_an_empty_list_name():
    import rankagg.engines as engines

    assert engines.export_request("elasticsearch_rrf", "rrf", {"k": 60}, None, lists=["a", "b"])
    with pytest.raises(ValueError, match="a list name is empty"):
        engines.export_request("elasticsearch_rrf", "rrf", {"k": 60}, None, lists=["", "b"])
