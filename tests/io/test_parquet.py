"""Out-of-core Parquet datasets, converters, fast caches and the Mallows generator (issue 9)."""

from __future__ import annotations

import itertools
import json
from collections import Counter

import numpy as np
import pytest

pa = pytest.importorskip("pyarrow")
pq = pytest.importorskip("pyarrow.parquet")

from rankagg.data.rankings import Rankings
from rankagg.backends.streaming import aggregate_parquet
from rankagg.io.parquet import iter_parquet, parquet_info, read_parquet
from rankagg.io.parquet_writer import letor_to_parquet, trec_runs_to_parquet, write_parquet
from rankagg.methods.registry import make_method
from rankagg.io.synthetic import iter_mallows, make_mallows, make_metasearch, mallows_positions


def _same(a: Rankings, b: Rankings) -> None:
    assert np.array_equal(a.offsets, b.offsets)
    assert np.array_equal(a.ranks, b.ranks, equal_nan=True)
    assert a.qids.tolist() == b.qids.tolist()
    assert a.docids.tolist() == b.docids.tolist()
    assert a.ranker_names == b.ranker_names
    assert (a.scores is None) == (b.scores is None)
    if a.scores is not None:
        assert np.array_equal(a.scores, b.scores, equal_nan=True)
    assert (a.labels is None) == (b.labels is None)
    if a.labels is not None:
        assert np.array_equal(a.labels, b.labels)


@pytest.fixture(scope="module")
def small():
    return make_metasearch(n_queries=57, n_items=9, n_rankers=4, top_k=5, random_state=7)


def test_round_trip_and_streaming(small, tmp_path):
    meta = write_parquet(small, tmp_path / "ds", queries_per_file=20, row_group_queries=6)
    assert meta["n_queries"] == 57 and len(meta["files"]) == 3
    assert meta["rank_dtype"] == "int32"
    _same(read_parquet(tmp_path / "ds"), small)
    batches = list(iter_parquet(tmp_path / "ds", batch_queries=10))
    assert [b.n_queries for b in batches] == [10, 10, 10, 10, 10, 7]
    _same(Rankings.concatenate(batches), small)
    only = read_parquet(tmp_path / "ds", rankers=["R2"], scores=False, labels=False)
    assert only.ranker_names == ("R2",) and only.scores is None and only.labels is None
    assert np.array_equal(only.ranks[:, 0], small.ranks[:, 1], equal_nan=True)


def test_float_ranks_and_stream_input(tmp_path):
    d = make_metasearch(n_queries=8, n_items=5, n_rankers=2, top_k=None, random_state=1)
    d2 = d.with_ranks(d.ranks + 0.5)
    write_parquet(iter([d2.select_queries(range(3)), d2.select_queries(range(3, 8))]), tmp_path / "f", row_group_queries=2)
    assert parquet_info(tmp_path / "f")["rank_dtype"] == "float64"
    _same(read_parquet(tmp_path / "f"), d2)


def test_write_errors(small, tmp_path):
    write_parquet(small, tmp_path / "x")
    with pytest.raises(FileExistsError):
        write_parquet(small, tmp_path / "x")
    with pytest.raises(ValueError, match="rank_dtype"):
        write_parquet(small, tmp_path / "y", rank_dtype="int8")
    with pytest.raises(ValueError, match="same rankers"):
        write_parquet(iter([small, small.select_rankers([0, 1])]), tmp_path / "z")
    with pytest.raises(ValueError, match="batch_queries"):
        next(iter_parquet(tmp_path / "x", batch_queries=0))
    with pytest.raises(ValueError, match="unknown ranker"):
        next(iter_parquet(tmp_path / "x", rankers=["nope"]))
    with pytest.raises(FileNotFoundError):
        read_parquet(tmp_path / "missing")


def test_foreign_file_with_query_cut_across_row_groups(small, tmp_path):
    """A plain Parquet file whose row groups cut queries: the reader stitches them."""
    from rankagg.io.parquet_writer import _table

    t = _table(small, True)
    pq.write_table(t, tmp_path / "one.parquet", row_group_size=7)  # 7 rows: cuts 9-item queries
    assert pq.ParquetFile(tmp_path / "one.parquet").num_row_groups > 50
    _same(read_parquet(tmp_path / "one.parquet"), small)
    assert [b.n_queries for b in iter_parquet(tmp_path / "one.parquet", batch_queries=25)] == [25, 25, 7]


def test_letor_converter(tmp_path, letor_dir, mq2008):
    folder = letor_dir / "letor4-agg" / "MQ2008-agg"
    paths = sorted(folder.glob("S?.txt*"))
    if len(paths) != 5:
        pytest.skip("MQ2008-agg is not in the S1..S5 layout")
    letor_to_parquet(paths, tmp_path / "mq")
    back = read_parquet(tmp_path / "mq")
    _same(back, mq2008.all)


def test_trec_converter(tmp_path):
    (tmp_path / "a.run").write_text("q1 Q0 d1 1 3.0 A\nq1 Q0 d2 2 2.0 A\nq2 Q0 d9 1 1.0 A\n")
    (tmp_path / "b.run").write_text("q1 Q0 d3 1 5.0 B\nq1 Q0 d1 2 5.0 B\nq2 Q0 d9 1 0.5 B\nq2 Q0 d8 2 0.1 B\n")
    (tmp_path / "qrels").write_text("q1 0 d1 2\nq1 0 d3 1\nq2 0 d8 1\n")
    trec_runs_to_parquet([tmp_path / "a.run", tmp_path / "b.run"], tmp_path / "t", qrels=tmp_path / "qrels", names=["A", "B"])
    d = read_parquet(tmp_path / "t")
    assert d.qids.tolist() == ["q1", "q2"]
    assert d.docids.tolist() == ["d1", "d2", "d3", "d8", "d9"]
    assert d.labels.tolist() == [2, 0, 1, 1, 0]
    nan = np.nan
    # run B ties d1 and d3 at 5.0: trec_eval puts the larger docid (d3) first
    expected = np.array([[1, 2], [2, nan], [nan, 1], [nan, 2], [1, 1]])
    assert np.array_equal(d.ranks, expected, equal_nan=True)
    with pytest.raises(ValueError, match="one distinct name"):
        trec_runs_to_parquet([tmp_path / "a.run"], tmp_path / "u", names=["A", "B"])
    (tmp_path / "dup.run").write_text("q1 Q0 d1 1 3.0 A\nq1 Q0 d1 2 2.0 A\n")
    with pytest.raises(ValueError, match="twice"):
        trec_runs_to_parquet([tmp_path / "dup.run"], tmp_path / "v")


@pytest.mark.parametrize("method", ["rrf", "borda", "combmnz", "median_rank"])
def test_aggregate_parquet_equals_in_memory(method, tmp_path_factory):
    tmp = tmp_path_factory.mktemp("agg")
    data = make_metasearch(n_queries=45, n_items=12, n_rankers=5, top_k=6, random_state=11)
    write_parquet(data, tmp / "ds", row_group_queries=8)
    whole = make_method(method).aggregate(data)
    assert np.array_equal(aggregate_parquet(method, tmp / "ds", batch_queries=10), whole)
    info = aggregate_parquet(method, tmp / "ds", tmp / "out.parquet", batch_queries=7)
    assert info["n_items"] == data.n_items
    t = pq.read_table(tmp / "out.parquet")
    assert np.array_equal(t.column("score").to_numpy(), whole)
    assert t.column("docid").to_pylist() == data.docids.tolist()


def test_aggregate_parquet_on_dask(tmp_path):
    pytest.importorskip("distributed")
    from rankagg.backends.distributed import DaskBackend

    data = make_mallows(60, 15, 6, top_k=8, n_spammers=1, random_state=5)
    write_parquet(data, tmp_path / "ds", row_group_queries=9)
    with DaskBackend(n_workers=2, processes=False) as be:
        remote = aggregate_parquet("rrf", tmp_path / "ds", batch_queries=11, backend=be)
    assert np.array_equal(remote, make_method("rrf").aggregate(data))


def _reference_local_ranks(data):
    from scipy.stats import rankdata

    out = np.full(data.ranks.shape, np.nan)
    for sl in data.query_slices():
        for j in range(data.n_rankers):
            col = data.ranks[sl, j]
            ok = ~np.isnan(col)
            if ok.any():
                out[np.arange(sl.start, sl.stop)[ok], j] = rankdata(col[ok], method="min")
    return out


def test_local_ranks_fast_and_general_paths_equal_reference():
    base = make_mallows(30, 20, 5, top_k=10, random_state=3)
    for data in (
        make_metasearch(n_queries=40, n_items=11, n_rankers=4, top_k=5, random_state=2),  # 1..k lists: fast path
        base.with_ranks(np.floor(base.ranks / 2) * 3 + 1),  # gaps and ties: general path
    ):
        got = data.local_ranks()
        assert np.array_equal(got, _reference_local_ranks(data), equal_nan=True)
        assert got.flags.c_contiguous
        fresh = Rankings(offsets=data.offsets, ranks=data.ranks, qids=data.qids, docids=data.docids, ranker_names=data.ranker_names)
        assert np.array_equal(make_method("borda").aggregate(fresh), make_method("borda").aggregate(data))


def test_mallows_sampler_is_exact_for_three_items():
    rng = np.random.default_rng(0)
    phi = 0.4
    n = 60000
    pos = mallows_positions(n, 3, phi, rng)
    counts = Counter(map(tuple, pos.tolist()))

    def inversions(p):
        return sum(p[i] > p[j] for i in range(3) for j in range(i + 1, 3))

    z = sum(phi ** inversions(p) for p in itertools.permutations(range(3)))
    for p in itertools.permutations(range(3)):
        expected = phi ** inversions(p) / z
        assert abs(counts[p] / n - expected) < 4 * np.sqrt(expected * (1 - expected) / n)
    uniform = mallows_positions(6000, 5, 1.0, rng)
    assert np.all(np.sort(uniform, axis=1) == np.arange(5))
    with pytest.raises(ValueError, match="phi"):
        mallows_positions(3, 4, 0.0, rng)


def test_mallows_generator_properties():
    batches = list(iter_mallows(25, 30, 6, batch_queries=10, top_k=12, n_spammers=2, random_state=4))
    assert [b.n_queries for b in batches] == [10, 10, 5]
    d = Rankings.concatenate(batches)
    # deterministic, independent of how it is consumed
    _same(d, make_mallows(25, 30, 6, batch_queries=10, top_k=12, n_spammers=2, random_state=4))
    assert not np.array_equal(d.ranks, make_mallows(25, 30, 6, batch_queries=10, top_k=12, n_spammers=2, random_state=5).ranks, equal_nan=True)
    # top-k lists: each ranker returns exactly 12 items per query, ranks 1..12
    assert np.all(d.list_lengths() == 12)
    assert np.nanmax(d.ranks) == 12
    # labels: 5% grade 2 (1 item of 30), 15% grade 1 (floor(6) - 1 = 5 items)
    per_q = d.labels.reshape(25, 30)
    assert np.all((per_q == 2).sum(1) == 1) and np.all((per_q == 1).sum(1) == 5)
    assert d.ranker_names[-2:] == ("spam1", "spam2")
    # experts beat spammers, the best expert beats the worst
    from rankagg.evaluation.measures import evaluate

    ndcg = [np.mean(evaluate(d, np.nan_to_num(-d.ranks[:, j], nan=-1e9))["NDCG@10"]) for j in range(6)]
    assert ndcg[0] > ndcg[3] > max(ndcg[4:])
    with pytest.raises(ValueError, match="phi"):
        next(iter_mallows(2, 5, 3, phi=[0.5, 0.6]))
    with pytest.raises(ValueError, match="n_spammers"):
        next(iter_mallows(2, 5, 3, n_spammers=4))


def test_info_json_is_plain(small, tmp_path):
    write_parquet(small, tmp_path / "ds")
    meta = json.loads((tmp_path / "ds" / "_rankagg.json").read_text())
    assert meta["format"] == "rankagg-parquet" and meta["version"] == 1
    assert meta["ranker_names"] == list(small.ranker_names)
