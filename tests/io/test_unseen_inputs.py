"""Issue 45's bar of unseen inputs (``scripts/reliability_matrix.py``, group "45 Unseen inputs"): the root fixes
of the cases that were not clean, each tested in process over the whole class, generated from the registry.

* A NUL in an id (a comparison's item was accepted; C strings end there, so trec_eval would read ``x\\0y`` as
  ``x``): the id rule (:func:`rankagg.io.rules.id_fault`) refuses it, for every format whose reader yields ids.
* An Arrow column of a type with no dictionary kernel (a list of doc ids: ``ArrowNotImplementedError`` reached
  the user): named by the id rule, for every Arrow type an id column may have, in a Parquet run table and an
  Arrow table.
* A model whose JSON gives a key twice (JSON keeps the last: ``"method"`` twice fused with the second):
  refused naming the file, in JSON and in NPZ's ``__model__``.
"""

from __future__ import annotations

import io
import json
from pathlib import Path

import numpy as np
import pytest

pytest.importorskip("pyarrow")

import pyarrow as pa  # noqa: E402
import pyarrow.parquet as pq  # noqa: E402

from rankagg.io import formats  # noqa: E402
from rankagg.io.blocks import Block, check_block  # noqa: E402
from rankagg.io.formats import FORMATS  # noqa: E402
from rankagg.io.rules import check_ids, id_fault  # noqa: E402

from tests.io.test_registry_door import _column, _sample  # noqa: E402


# ------------------------------------------------------------------ NUL in an id
@pytest.mark.parametrize("text", ["a\0b", "\0", "ab\0"])
def test_the_id_rule_refuses_a_nul(text):
    assert id_fault(text) == "holds a NUL character"
    with pytest.raises(ValueError, match=r"src:4: doc_id .* holds a NUL character"):
        check_ids("src", "doc_id", ["ok", text], lambda i: 3 + i)
    assert check_ids("src", "doc_id", ["a", "b"]) == ["a", "b"]  # the fast path's joined text holds no NUL


ID_READERS = [n for n in sorted(FORMATS) if FORMATS[n].kind in ("runs", "qrels", "rankings")]


@pytest.mark.parametrize("name", ID_READERS)
def test_a_nul_in_an_id_is_refused_for_every_reader_of_ids(name, tmp_path):
    fmt = FORMATS[name]
    block = next(iter(formats._resolve(fmt.reader)(_sample(fmt, tmp_path))))
    assert block.ids, name
    column = next(iter(block.ids))
    values = _column(block.ids[column])
    values[-1] = "x\0y"
    with pytest.raises(ValueError, match="holds a NUL character") as err:
        check_block(Block(block.source, ids={column: values}, row_of=block.row_of))
    assert block.source in str(err.value)


def test_a_comparison_item_with_a_nul_is_refused_naming_the_file_and_line(tmp_path):
    from rankagg.io.pairwise import read_comparisons

    path = tmp_path / "c.csv"
    path.write_text("query,item_a,item_b,outcome\n1,x\0y,z,win\n1,z,w,loss\n")
    with pytest.raises(ValueError, match=r"c\.csv:2: item 'x\\x00y' holds a NUL character"):
        read_comparisons(path)


# ------------------------------------------------------------------ Arrow types an id column may have
ID_TYPES = {
    "list<string>": (pa.array([["a"], ["b"], ["a"]]), "is a list"),
    "struct": (pa.array([{"d": "a"}, {"d": "b"}, {"d": "a"}]), "is a dict"),
    "float64": (pa.array([1.0, 2.0, 1.0]), "is a float"),
    "binary": (pa.array([b"a", b"b", b"a"]), "is bytes"),
    "bool": (pa.array([True, False, True]), "is a bool"),
    "timestamp": (pa.array(np.array([1, 2, 1], dtype="datetime64[s]")), "is a datetime"),
    "large_string": (pa.array(["a", "b", "a"], type=pa.large_string()), None),
    "dictionary<string>": (pa.array(["a", "b", "a"]).dictionary_encode(), None),
    "int32": (pa.array([1, 2, 1], type=pa.int32()), None),
}


@pytest.mark.parametrize("kind", sorted(ID_TYPES))
def test_a_parquet_run_tables_doc_id_of_any_arrow_type_is_read_or_named(kind, tmp_path):
    docids, refused = ID_TYPES[kind]
    path = tmp_path / "t.parquet"
    pq.write_table(pa.table({"q_id": ["1", "1", "2"], "doc_id": docids, "score": [2.0, 1.0, 3.0],
                             "run": ["t", "t", "t"]}), path)
    if refused is None:
        rows = next(iter(formats.read(path, FORMATS["parquet"])))
        assert [str(d) for d in rows["doc_id"]] == [str(v) for v in docids.to_pylist()]
        return
    with pytest.raises(ValueError, match=rf"t\.parquet:1: doc_id .* {refused}"):
        list(formats.read(path, FORMATS["parquet"]))


@pytest.mark.parametrize("kind", sorted(ID_TYPES))
def test_an_arrow_column_of_any_type_goes_through_check_block_without_an_arrow_error(kind):
    docids, refused = ID_TYPES[kind]
    block = Block("Arrow table", ids={"doc_id": docids}, row_of=lambda i: i + 1)
    if refused is None:
        assert check_block(block).texts["doc_id"] == [str(v) for v in dict.fromkeys(docids.to_pylist())]
    else:
        with pytest.raises(ValueError, match=rf"Arrow table:1: doc_id .* {refused}"):
            check_block(block)


# ------------------------------------------------------------------ a model key given twice
TWICE = '{"format": "rankagg-fusion", "method": "rrf", "params": {}, "weights": null, "method": "combsum"}'
NESTED = '{"format": "rankagg-fusion", "method": "rrf", "params": {"k": 10, "k": 60}, "weights": null}'


@pytest.mark.parametrize("text,key", [(TWICE, "method"), (NESTED, "k")])
@pytest.mark.parametrize("suffix", [".json", ".npz"])
def test_a_model_giving_a_key_twice_is_refused_naming_the_file(tmp_path, text, key, suffix):
    from rankagg.fuser import Fuser
    from rankagg.models import ModelFileError, read_model_document

    path = tmp_path / f"m{suffix}"
    if suffix == ".json":
        path.write_text(text)
    else:
        buf = io.BytesIO()
        np.savez(buf, __model__=np.array(text))
        path.write_bytes(buf.getvalue())
    with pytest.raises(ModelFileError, match=rf"m\{suffix}: .*the key '{key}' is given twice"):
        read_model_document(path)
    with pytest.raises(ValueError, match=rf"the key '{key}' is given twice"):
        Fuser.from_model(path)
    once = json.dumps(json.loads(text))  # the same document with each key once reads
    path.write_text(once) if suffix == ".json" else None
    if suffix == ".json":
        assert read_model_document(path)[0]["format"] == "rankagg-fusion"


def test_the_matrix_holds_the_unseen_cases():
    """The cases live in the matrix, each run in its own process (``scripts/reliability_matrix.py --only u45_``)."""
    text = (Path(__file__).resolve().parents[2] / "scripts" / "reliability_matrix.py").read_text(encoding="utf-8")
    assert text.count('Case("u45_') >= 30
