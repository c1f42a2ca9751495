"""The fault classes the table fuzzers found on the start code (``results/fuzz_table.md``), each as a minimal
deterministic case generated over every form it applies to.  Each fails on the start code (dbe8e4e)."""

from __future__ import annotations

import gzip
import io
import json
import re

import numpy as np
import pandas as pd
import pyarrow as pa
import pyarrow.parquet as pq
import pytest

from rankagg.io import formats
from rankagg.io._errors import InputFormatError
from rankagg.io.battles import battles_from_frame, read_battles
from rankagg.io.pairwise import comparisons_from_frame, read_comparisons

# ------------------------------------------------------------------ comparison tables and battles
COMPARISON_ROWS = [{"query": "q", "item_a": "a", "item_b": "a\u00a0", "outcome": "win"},
                   {"query": "q", "item_a": "a\u2003", "item_b": "a\x1c", "outcome": "tie"}]
BATTLE_ROWS = [{"model_a": "a", "model_b": "a\u00a0", "winner": "model_a", "id": "b1"},
               {"model_a": "a\u2003", "model_b": "a\x1c", "winner": "tie", "id": "b2"}]


def write_table(rows: list[dict], path) -> None:
    """``rows`` in the encoding of ``path``'s suffix (.gz: gzip)."""
    name = str(path)
    base = name[:-3] if name.endswith(".gz") else name
    if base.endswith(".parquet"):
        pq.write_table(pa.Table.from_pylist(rows), path)
        return
    cols = list(rows[0])
    if base.endswith((".csv", ".tsv")):
        sep = "\t" if base.endswith(".tsv") else ","
        text = "".join(sep.join(r) + "\n" for r in [cols] + [[str(x[c]) for c in cols] for x in rows])
    elif base.endswith(".json"):
        text = "[\n" + ",\n".join(json.dumps(r, ensure_ascii=False) for r in rows) + "\n]\n"
    else:
        text = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows)
    data = text.encode("utf-8")
    path.write_bytes(gzip.compress(data, mtime=0) if name.endswith(".gz") else data)


def items_of(comps) -> list[tuple[str, str]]:
    return list(zip(comps.item_a.tolist(), comps.item_b.tolist()))


@pytest.mark.parametrize("battles,encoding", [(False, e) for e in ("csv", "tsv", "jsonl", "parquet")]
                         + [(True, e) for e in ("csv", "jsonl", "json", "parquet")])
def test_an_id_ending_in_a_blank_the_id_rule_allows_stays_that_id(tmp_path, encoding, battles):
    """Fault class 1: the comparison readers stripped every Unicode white space at an id's ends (``str.strip``), so
    ``a<NBSP>`` (a legal id: a run reader keeps it) became ``a``: merged with item ``a``, or refused as compared
    with itself.  Only the id rule's ASCII blanks are dropped at the ends (``a, b`` in a CSV)."""
    rows = BATTLE_ROWS if battles else COMPARISON_ROWS
    path = tmp_path / f"t.{encoding}"
    write_table(rows, path)
    want = [("a", "a\u00a0"), ("a\u2003", "a\x1c")]
    reader = read_battles if battles else read_comparisons
    assert items_of(reader(path)) == want
    assert [p for c in formats.read(str(path), kind="comparisons") for p in items_of(c)] == want
    for form in (rows, pd.DataFrame(rows), pa.Table.from_pylist(rows)):
        assert items_of((battles_from_frame if battles else comparisons_from_frame)(form)) == want
    spaced = [dict(r, item_a=" a ") if not battles else dict(r, model_a=" a ") for r in rows[:1]]
    write_table(spaced, path)  # the ASCII blanks at the ends: dropped, as before
    assert items_of(reader(path)) == [("a", "a\u00a0")]


BATTLE_FORMS = ("csv", "jsonl", "json", "parquet", "records", "dataframe", "arrow")


def _battles(form: str, rows: list[dict], tmp_path):
    if form in ("records", "dataframe", "arrow"):
        obj = {"records": rows, "dataframe": pd.DataFrame(rows), "arrow": pa.Table.from_pylist(rows)}[form]
        return lambda: battles_from_frame(obj, source="battles")
    path = tmp_path / f"b.{form}"
    write_table(rows, path)
    return lambda: read_battles(path)


@pytest.mark.parametrize("form", BATTLE_FORMS)
def test_a_battle_id_given_twice_is_refused_by_every_path(tmp_path, form):
    """Fault class 2: only the registry checked that a battle id is given once; ``read_battles`` and the frames
    read the battle twice.  Now the one place every path goes through checks it."""
    rows = [dict(BATTLE_ROWS[0], model_b="b", id="x"), dict(BATTLE_ROWS[0], model_b="c", id="x")]
    with pytest.raises(InputFormatError, match=r"battle x appears twice \(first at (line|row) \d\)"):
        _battles(form, rows, tmp_path)()
    if form not in ("records", "dataframe", "arrow"):  # the registry says the same
        with pytest.raises(InputFormatError, match="battle x appears twice"):
            list(formats.read(str(tmp_path / f"b.{form}"), kind="comparisons"))


def test_a_battle_id_that_is_no_name_is_refused_cleanly(tmp_path):
    """Fault class 2: an id that is a JSON object reached the registry's duplicate check: ``TypeError:
    unhashable type: 'dict'``."""
    path = tmp_path / "b.jsonl"
    path.write_text('{"model_a": "a", "model_b": "b", "winner": "tie", "id": "1"}\n'
                    '{"model_a": "a", "model_b": "c", "winner": "tie", "id": {"k": 1}}\n')
    for call in (lambda: read_battles(path), lambda: list(formats.read(str(path), kind="comparisons"))):
        with pytest.raises(InputFormatError, match=r"b\.jsonl:2: id "):
            call()


@pytest.mark.parametrize("name", ["b.json", "b.json.gz"])
def test_a_json_battle_file_that_is_not_utf8_names_the_file_and_line(tmp_path, name):
    """Fault class 3: a ``.json`` battle file was decoded without ``read_text``: the codec's bare message
    (``'utf-8' codec can't decode byte 0xff in position 84``), no file, no line."""
    data = b'[\n{"model_a": "a", "model_b": "b", "winner": "tie"},\n{"model_a": "\xff", "model_b": "b", "winner": "tie"}\n]\n'
    path = tmp_path / name
    path.write_bytes(gzip.compress(data, mtime=0) if name.endswith(".gz") else data)
    for call in (lambda: read_battles(path), lambda: list(formats.read(str(path), kind="comparisons"))):
        with pytest.raises(InputFormatError, match=rf"{name.replace('.', '[.]')}:3: not valid UTF-8"):
            call()


# ------------------------------------------------------------------ run tables and in-process runs
RUN = {"run": ["r", "r"], "q_id": ["1", "1"], "doc_id": ["a", "b"], "score": [2.0, 1.0]}


def _run_forms(columns: dict, tmp_path) -> dict:
    t = pa.table(columns)
    pq.write_table(t, tmp_path / "t.parquet")
    (tmp_path / "d").mkdir()
    pq.write_table(t.slice(0, 1), tmp_path / "d" / "p0.parquet")
    pq.write_table(t.slice(1), tmp_path / "d" / "p1.parquet")
    return {"parquet file": str(tmp_path / "t.parquet"), "parquet folder": str(tmp_path / "d"),
            "dataframe": t.to_pandas(), "arrow": t}


@pytest.mark.parametrize("extra", [("qid", ["2", "2"]), ("name", ["s", "s"]), ("docid", ["x", "y"])])
@pytest.mark.parametrize("form", ["parquet file", "parquet folder", "dataframe", "arrow"])
def test_two_columns_giving_one_role_are_refused_in_every_form(tmp_path, extra, form):
    """Fault class 4: a table with ``q_id`` and ``qid`` was read by its ``q_id`` as Parquet and by its ``qid``
    as a DataFrame or an Arrow table: two fusions of one table.  Every form now refuses it, naming the columns."""
    import rankagg

    obj = _run_forms({**RUN, extra[0]: extra[1]}, tmp_path)[form]
    for call in (lambda: list(formats.read(obj)), lambda: rankagg.fuse(obj, "combsum(norm='none')")):
        with pytest.raises(ValueError, match=rf"columns '\w+' and '{extra[0]}' both give the"):
            call()


@pytest.mark.parametrize("form", ["parquet file", "parquet folder", "dataframe", "arrow"])
def test_pyterrier_docno_is_the_document_in_every_form(tmp_path, form):
    """Fault class 4: a table with PyTerrier's ``docid`` (Terrier's internal number) and ``docno`` was read by its
    ``docid`` as Parquet (by ``docno`` as a DataFrame)."""
    cols = {"run": ["r", "r"], "qid": ["1", "1"], "docid": [7, 8], "docno": ["a", "b"], "score": [2.0, 1.0]}
    rows = pd.concat(list(formats.read(_run_forms(cols, tmp_path)[form])))
    assert sorted(rows["doc_id"]) == ["a", "b"]


def test_an_arrow_table_with_nulls_in_a_column_left_unread_is_read():
    """Fault class 5: an Arrow table was refused for a null in any column, read or not (``Q0 is missing``; a
    ``rank`` column beside the scores, which ranks come from), where the same DataFrame was read."""
    import rankagg

    t = pa.table({**RUN, "Q0": pa.array([None, None], type=pa.string()), "rank": pa.array([None, None], pa.int64())})
    assert sorted(pd.concat(list(formats.read(t)))["doc_id"]) == ["a", "b"]
    assert rankagg.fuse(t, "combsum(norm='none')").column("doc_id").to_pylist() == ["a", "b"]
    with pytest.raises(ValueError, match="row 1: q_id is missing"):  # a read column's null is still refused
        list(formats.read(pa.table({**RUN, "q_id": ["1", None]})))


@pytest.mark.parametrize("form", ["batches", "parts"])
def test_a_document_twice_in_two_blocks_of_one_read_is_refused(tmp_path, form, monkeypatch):
    """Fault class 6: the registry checked a document once per block (a record batch, a part file), so a read
    of a table holding it in two blocks gave it twice."""
    t = pa.table({"run": ["r"] * 3, "q_id": ["1"] * 3, "doc_id": ["a", "b", "a"], "score": [3.0, 2.0, 1.0]})
    if form == "batches":
        path = tmp_path / "t.parquet"
        pq.write_table(t, path, row_group_size=1)
        from rankagg.io import run_table

        monkeypatch.setattr(run_table, "_BATCH", 1)  # a record batch per row, as a large table has many
        with pytest.raises(InputFormatError, match=r"t\.parquet:3: document a appears twice for query 1 \(first "
                                                     r"at .*t\.parquet:1\)"):
            list(formats.read(str(path)))
    else:
        (tmp_path / "d").mkdir()
        pq.write_table(t.slice(0, 2), tmp_path / "d" / "p0.parquet")
        pq.write_table(t.slice(2), tmp_path / "d" / "p1.parquet")
        with pytest.raises(InputFormatError, match=r"p1\.parquet:1: document a appears twice .*p0\.parquet:1\)"):
            list(formats.read(str(tmp_path / "d")))


# ------------------------------------------------------------------ models
@pytest.fixture(scope="module")
def fitted_npz(tmp_path_factory):
    from rankagg.io.synthetic import make_metasearch
    from rankagg.methods.registry import make_method
    from rankagg.models import save_model

    data = make_metasearch(n_queries=6, n_items=20, n_rankers=4, random_state=0)
    folder = tmp_path_factory.mktemp("models")
    return data, {m: save_model(make_method(m).fit(data), folder / f"{m}.npz") for m in ("stagg_sup", "rankagg_sup")}


def _with_member(path, member: str, values) -> bytes:
    import zipfile

    with zipfile.ZipFile(path) as zf:
        members = {i.filename: zf.read(i) for i in zf.infolist()}
    buf = io.BytesIO()
    np.save(buf, np.asarray(values, dtype=np.float64))
    members[member + ".npy"] = buf.getvalue()
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w") as zf:
        for name, raw in members.items():
            zf.writestr(name, raw)
    return out.getvalue()


@pytest.mark.parametrize("method", ["stagg_sup", "rankagg_sup"])
@pytest.mark.parametrize("member,values,message", [
    ("coef_", [0.5, 0.5, 0.5], r"fitted attribute feature_mean_ has the shape \(4,\), expected \(3,\) \(coef_ has "
                               r"the shape \(3,\)"),
    ("feature_mean_", [1e308, -1e308, 1e308, -1e308], r"a fused score is beyond the float range"),
])
def test_a_linear_model_whose_arrays_disagree_or_overflow_is_refused(tmp_path, fitted_npz, method, member, values,
                                                                     message):
    """Fault class 7: a St.Agg model whose NPZ arrays have another length than the features gave NumPy's
    ``operands could not be broadcast`` (now refused when the file is read: the arrays' shapes each method
    declares, ``fitted_shapes``); one whose extreme (finite) values overflow gave NaN scores, silently."""
    from rankagg.models import load_model

    data, models = fitted_npz
    path = tmp_path / f"{method}.npz"
    path.write_bytes(_with_member(models[method], member, values))
    with pytest.raises(ValueError, match=rf"^({re.escape(str(path))}: )?{method}: .*{message}"):
        load_model(path).fuse(data)


def test_an_svd_rank_beyond_memory_is_refused_before_allocating():
    """Fault class 8: a LambdaMART model file whose ``svd_rank`` is 2**63 reached NumPy's bare "Maximum allowed
    dimension exceeded" (no parameter, no file); the rank sizes the SVD features, so the memory guard refuses it."""
    from rankagg.exceptions import ProblemTooLargeError
    from rankagg.features.svd_features import svd_features
    from rankagg.io.synthetic import make_metasearch

    data = make_metasearch(n_queries=2, n_items=5, n_rankers=3, random_state=0)
    assert svd_features(data, rank=2).shape == (10, 18)
    for rank in (2 ** 63, 10 ** 40):  # and one whose byte count has no float (was OverflowError)
        with pytest.raises(ProblemTooLargeError, match=rf"^svd_features: the rank-{rank} SVD features needs "):
            svd_features(data, rank=rank)


@pytest.mark.parametrize("name,text", [
    ("c.csv", 'query,item_a,item_b,outcome\nq,a,b,win\nq,a,"b'),
    ("c.tsv", 'query\titem_a\titem_b\toutcome\nq\ta\tb\twin\nq\ta\t"b'),
    ("b.csv", 'model_a,model_b,winner\na,b,tie\na,"b'),
    ("c.csv", 'query,item_a,item_b,outcome\nq,a,"b"c,win\n'),
])
def test_a_table_cut_inside_a_quoted_field_is_refused(tmp_path, name, text):
    """Fault class 9: a CSV or TSV cut inside its last quoted field (no line end follows, so no field ran over
    lines) was read as if the field ended there; text after a closing quote was glued to the field."""
    path = tmp_path / name
    path.write_text(text)
    reader = read_battles if name.startswith("b") else read_comparisons
    for call in (lambda: reader(path), lambda: list(formats.read(str(path), kind="comparisons"))):
        with pytest.raises(InputFormatError, match=rf"{name.replace('.', '[.]')}:\d: not (CSV|TSV)"):
            call()
