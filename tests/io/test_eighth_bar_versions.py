"""Issue 45's eighth bar, files from other versions (``u8h_*`` in scripts/reliability_matrix.py): each fault class
generated over its members, the expectation from outside rankagg.

* Arrow's text types: a Parquet run table (a file, or a folder whose parts differ in type) of ``string``,
  ``large_string``, ``string_view`` (polars' own strings) or dictionary columns fuses as its plain ``string`` twin
  (docs/scale.md: the rows are the lines); ``string_view`` was read as its first value on every row.
* LightGBM's text of earlier LightGBM versions (v3 without ``is_linear``, v2 without ``tree_sizes``): the trees
  rankagg evaluates predict as LightGBM 4 itself reads the same text.
* Result records of another version: a later ``rankagg-results/N`` is refused naming the file and the schema
  (``rankagg report`` and the tables' ``read_record``), and a protocol record's values outside their measure's
  range (an infinity, a NaN, 1.5 for an NDCG) are refused naming the file, as an evaluation's are.
* A JSON weights file holding NaN or an infinity (Python's ``json.dump`` writes them) names the run.
"""

from __future__ import annotations

import json
import re

import numpy as np
import pytest

import rankagg
from rankagg.api.fusion_spec import read_weights
from rankagg.experiments.report_data import load_results
from rankagg.experiments.results import read_record

pa = pytest.importorskip("pyarrow")
pq = pytest.importorskip("pyarrow.parquet")

COLS = {"q_id": ["1", "1", "1", "2", "2", "1", "1", "2", "2", "10"], "doc_id": ["a", "b", "c", "a", "d", "b", "a", "d", "e", "a"],
        "score": [3.0, 2.0, 1.0, 2.0, 1.0, 3.0, 2.0, 2.0, 1.0, 1.0], "run": ["t"] * 5 + ["u"] * 5}
TEXT_TYPES = {
    "string": lambda v: pa.array(v, pa.string()),
    "large_string": lambda v: pa.array(v, pa.large_string()),
    "string_view": lambda v: pa.array(v, pa.string_view()),
    "dictionary": lambda v: pa.array(v, pa.string()).dictionary_encode(),
    "dictionary_large": lambda v: pa.array(v, pa.large_string()).dictionary_encode(),
}


def _table(kind: str, roles: tuple[str, ...], rows: slice = slice(None)) -> object:
    return pa.table({k: (TEXT_TYPES[kind](v[rows]) if k in roles else pa.array(v[rows]) if k == "score"
                         else pa.array(v[rows], pa.string())) for k, v in COLS.items()})


@pytest.mark.parametrize("kind", sorted(TEXT_TYPES))
@pytest.mark.parametrize("roles", [("q_id",), ("doc_id",), ("run",), ("q_id", "doc_id", "run")])
@pytest.mark.parametrize("form", ["file", "folder"])
def test_arrow_text_types_fuse_as_plain_strings(tmp_path, kind, roles, form):
    """The same rows under every Arrow text type give the plain table's fusion (u8h_parquet_string_view)."""
    plain = tmp_path / "plain.parquet"
    pq.write_table(_table("string", roles), plain)
    if form == "file":
        target = tmp_path / "t.parquet"
        pq.write_table(_table(kind, roles), target)
    else:  # the first part plain, the second of the type: one id column, one kind (text) over the parts
        target = tmp_path / "parts"
        target.mkdir()
        pq.write_table(_table("string", roles, slice(0, 5)), target / "part-00000.parquet")
        pq.write_table(_table(kind, roles, slice(5, None)), target / "part-00001.parquet")
    assert rankagg.fuse([str(target)], "rrf") == rankagg.fuse([str(plain)], "rrf")


def _lambdarank_text() -> str:
    """A small LightGBM lambdarank model as LightGBM 4 writes it (deterministic: one thread, fixed data)."""
    lgb = pytest.importorskip("lightgbm")
    rng = np.random.default_rng(8)
    x = rng.normal(size=(240, 6))
    y = np.clip(np.round(x[:, 0] + 0.5 * x[:, 1] + rng.normal(size=240) * 0.3), 0, 2).astype(int)
    train = lgb.Dataset(x, y, group=[20] * 12)
    booster = lgb.train({"objective": "lambdarank", "num_leaves": 7, "min_data_in_leaf": 5, "verbose": -1,
                         "num_threads": 1, "deterministic": True}, train, num_boost_round=12)
    return booster.model_to_string()


def _older(text: str, version: str, sizes: bool) -> str:
    """``text`` as an older LightGBM wrote it: ``version``, no ``is_linear`` lines (before LightGBM 3.2), and
    ``tree_sizes`` recounted, or none (LightGBM 2.0)."""
    start, end = text.index("\nTree=0") + 1, text.index("end of trees")
    blocks = [b.replace("is_linear=0\n", "") for b in re.split(r"(?=Tree=\d+\n)", text[start:end]) if b]
    head = text[:start].replace("version=v4", f"version={version}", 1)
    counted = "tree_sizes=" + " ".join(str(len(b.encode())) for b in blocks) + "\n"
    head = re.sub(r"tree_sizes=[^\n]*\n", counted if sizes else "", head)
    return head + "".join(blocks) + text[end:]


@pytest.mark.parametrize("version,sizes", [("v4", True), ("v4", False), ("v3", True), ("v3", False), ("v2", True),
                                           ("v2", False)])
def test_lightgbm_text_of_earlier_versions_predicts_as_lightgbm(version, sizes):
    """LightGBM 4 reads each older layout to the same trees; rankagg's parser and evaluator must agree with it
    (u8h_lightgbm_v2_text: a text without tree_sizes was refused)."""
    lgb = pytest.importorskip("lightgbm")
    from rankagg.methods.supervised.lgb_text import parse_lgb_model
    from rankagg.methods.supervised.lgb_trees import predict_trees

    text = _older(_lambdarank_text(), version, sizes)
    x = np.random.default_rng(0).normal(size=(300, 6))
    want = lgb.Booster(model_str=text).predict(x)
    assert np.array_equal(predict_trees(parse_lgb_model(text), x, 12), want)


def test_lightgbm_text_without_tree_sizes_still_needs_its_end():
    """Cut at the Tree= lines, a text must still end its trees with 'end of trees' (a truncated file)."""
    from rankagg.methods.supervised.lgb_text import parse_lgb_model

    text = _older(_lambdarank_text(), "v2", False)
    with pytest.raises(ValueError, match="end of trees"):
        parse_lgb_model(text[:text.index("end of trees")])


def _protocol(tmp_path, edit) -> str:
    """A schema-2 protocol record (rankagg benchmark --json of 2026-11-28, tests/io/data/old_versions/v2), edited."""
    import gzip
    from pathlib import Path

    rec = json.loads(gzip.decompress((Path(__file__).parent / "data" / "old_versions" / "v2" / "bench_rrf.json.gz").read_bytes()))
    edit(rec)
    path = tmp_path / "r.json"
    path.write_text(json.dumps(rec))
    return str(path)


@pytest.mark.parametrize("schema", ["rankagg-results/3", "rankagg-results/10", "rankagg-results/2.1", "rankagg-results/x"])
def test_result_of_another_schema_is_refused(tmp_path, schema):
    path = _protocol(tmp_path, lambda r: r.update(schema=schema))
    for read in (lambda: load_results([path]), lambda: read_record(path, legacy=True)):
        with pytest.raises(ValueError, match=re.escape(path) + ".*" + re.escape(repr(schema))):
            read()


def test_result_of_a_readable_schema_is_read(tmp_path):
    assert len(load_results([_protocol(tmp_path, lambda r: None)]).entries) == 1


@pytest.mark.parametrize("measure", ["NDCG@10", "MAP", "P@5", "ERR"])
@pytest.mark.parametrize("value", [float("inf"), float("-inf"), float("nan"), 1.5, -0.25])
def test_protocol_value_outside_its_range_is_refused(tmp_path, measure, value):
    path = _protocol(tmp_path, lambda r: r["test"].update({measure: value}))
    with pytest.raises(ValueError, match=re.escape(path) + ".*" + re.escape(measure)):
        load_results([path])


@pytest.mark.parametrize("value", [float("inf"), float("nan")])
def test_protocol_per_query_value_not_finite_is_refused(tmp_path, value):
    def edit(rec):
        rec["per_query"]["NDCG@10"][3] = value

    path = _protocol(tmp_path, edit)
    with pytest.raises(ValueError, match=re.escape(path) + ".*NDCG@10"):
        load_results([path])


@pytest.mark.parametrize("word", ["NaN", "Infinity", "-Infinity"])
@pytest.mark.parametrize("at", [0, 1, 2])
def test_json_weight_not_finite_names_the_run(tmp_path, word, at):
    values = ["1.0", "0.5", "2.0"]
    values[at] = word
    path = tmp_path / "w.json"
    path.write_text("{" + ", ".join(f'"{n}": {v}' for n, v in zip(("bm25", "dense", "splade"), values)) + "}\n")
    with pytest.raises(ValueError, match=re.escape(str(path)) + f".*'{('bm25', 'dense', 'splade')[at]}'"):
        read_weights(str(path))
