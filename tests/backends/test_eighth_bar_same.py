"""Issue 45's eighth bar, "the same answer every time": every backend and every chunk or batch size gives
``method.aggregate(data)`` bit for bit (rankagg.backends.distributed.aggregate: "same output on every backend";
docs/scale.md: aggregate_parquet, "same output").

Two faults the bar found: ``aggregate(..., backend="process")`` was an ``AttributeError`` (the process backend had
no ``aggregate``; a ``ProcessBackend`` given as an object was also closed by the call), and ``aggregate_parquet``
scored a method that learns from every query (own_items' run weights, Mallows-EM's dispersions) batch by batch,
so its scores changed with ``batch_queries`` (17.0 apart on 12 queries).  The cases are generated: every backend
of this machine x per-query and across-query methods x chunk and batch sizes; the reference is the method's own
``aggregate`` on the whole data.
"""

from __future__ import annotations

import random

import numpy as np
import pytest

from rankagg.backends.distributed import aggregate
from rankagg.data.rankings import Rankings
from rankagg.io.trec import read_trec_runs
from rankagg.methods.registry import make_method, method_tags

PER_QUERY = ("borda", "rrf", "condorcet", "combsum")
ACROSS_QUERIES = ("own_items", "mallows_em", "agreement")


def _runs(folder, n_runs: int = 3, n_queries: int = 7, seed: int = 8) -> list[str]:
    """Runs with tied scores and lists of several lengths (the tie rule and the chunk edges both matter)."""
    rng = random.Random(seed)
    paths = []
    for r in range(n_runs):
        lines = []
        for q in range(1, n_queries + 1):
            docs = rng.sample([f"d{i}" for i in range(30)], rng.randint(4, 15))
            scores = sorted((round(rng.uniform(0, 3), 1) for _ in docs), reverse=True)
            lines += [f"{q} Q0 {d} {i + 1} {s} r{r}\n" for i, (d, s) in enumerate(zip(docs, scores))]
        path = folder / f"r{r}.run"
        path.write_text("".join(lines))
        paths.append(str(path))
    return paths


@pytest.fixture(scope="module")
def data(tmp_path_factory) -> Rankings:
    return read_trec_runs(_runs(tmp_path_factory.mktemp("runs")))


def test_the_methods_cover_both_kinds():
    """The generated cases are not vacuous: both kinds of method are among them."""
    assert all(method_tags(m).per_query for m in PER_QUERY)
    assert not any(method_tags(m).per_query for m in ACROSS_QUERIES)


@pytest.mark.parametrize("chunk", [1, 3, None])
@pytest.mark.parametrize("method", PER_QUERY + ACROSS_QUERIES)
@pytest.mark.parametrize("backend", ["local", "process"])
def test_aggregate_is_the_method_on_every_backend_and_chunk(data, backend, method, chunk):
    want = make_method(method).aggregate(data)
    kw = {"jobs": 2} if backend == "process" else {}
    got = aggregate(method, data, backend=backend, chunk_queries=chunk, **kw)
    np.testing.assert_array_equal(got, want)


def test_a_process_backend_given_as_an_object_stays_open(data):
    """The caller's backend serves several calls (``aggregate`` closed a ProcessBackend it was given)."""
    from rankagg.backends.processes import ProcessBackend

    with ProcessBackend(jobs=2) as be:
        for method in ("borda", "own_items"):
            np.testing.assert_array_equal(aggregate(method, data, backend=be, chunk_queries=2),
                                          make_method(method).aggregate(data))


def test_aggregate_parquet_leaves_a_backend_given_as_an_object_open(tmp_path, data):
    pytest.importorskip("pyarrow")
    from rankagg.backends.processes import ProcessBackend
    from rankagg.backends.streaming import aggregate_parquet
    from rankagg.io.parquet_writer import write_parquet

    write_parquet(data, tmp_path / "ds")
    with ProcessBackend(jobs=2) as be:
        first = aggregate_parquet("rrf", tmp_path / "ds", batch_queries=2, backend=be)
        np.testing.assert_array_equal(aggregate("rrf", data, backend=be), first)


@pytest.mark.parametrize("batch", [1, 3, 10_000])
@pytest.mark.parametrize("method", PER_QUERY + ACROSS_QUERIES)
def test_aggregate_parquet_is_the_method_whatever_the_batch(tmp_path, data, method, batch):
    pytest.importorskip("pyarrow")
    from rankagg.backends.streaming import aggregate_parquet
    from rankagg.io.parquet import read_parquet
    from rankagg.io.parquet_writer import write_parquet

    write_parquet(data, tmp_path / "ds")
    want = make_method(method).aggregate(read_parquet(tmp_path / "ds"))
    np.testing.assert_array_equal(aggregate_parquet(method, tmp_path / "ds", batch_queries=batch), want)
