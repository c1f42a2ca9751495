"""Issue 45's fourteenth bar, a data-pipeline engineer's day: the three fault classes it found, each generated over
its members (scripts/reliability_bars/fourteenth_pipeline.py has the cases).

* An output is what its name says (``rankagg.io.consensus_output``): ``aggregate_parquet`` wrote Parquet bytes
  under ``fused.run``; by the registry's rule (``writer_for``, as ``rankagg fuse -o``) a ``.parquet`` name is the
  table, another a TREC run that trec_eval reads in the file's order, a ``.csv``/``.json`` name refused.
* A query's rows are together (``rankagg.io.parquet._Together``): a query in part-00000 and again in part-00002 was
  aggregated as two queries of one qid, each ranked alone.
* ``RANKAGG_MEMORY_LIMIT_GB`` is weighed before building in memory: ``rankagg fuse`` read 1 M lines whole (235 MB)
  under a 100 MB limit where streaming holds two blocks (``rankagg.stream.run.use_stream``), and
  ``aggregate_parquet`` of a method that learns from every query loaded any dataset whole
  (``rankagg.backends.streaming._check_whole``).
"""

from __future__ import annotations

import gzip
import itertools
import random

import numpy as np
import pytest

pa = pytest.importorskip("pyarrow")
pq = pytest.importorskip("pyarrow.parquet")

from rankagg.backends.streaming import aggregate_parquet  # noqa: E402
from rankagg.exceptions import ProblemTooLargeError  # noqa: E402
from rankagg.io.parquet import read_parquet  # noqa: E402
from rankagg.io.parquet_writer import trec_runs_to_parquet  # noqa: E402


def _runs(folder, n_runs=3, n_q=4, n_d=12, seed=0):
    rng = random.Random(seed)
    paths = []
    for r in range(n_runs):
        lines = [f"{q} Q0 D{q}-{d} 0 {rng.randint(0, 30) / 3!r} t{r}"
                 for q in range(1, n_q + 1) for d in rng.sample(range(2 * n_d), n_d)]
        p = folder / f"r{r}.run"
        p.write_text("\n".join(lines) + "\n")
        paths.append(str(p))
    return paths


@pytest.fixture(scope="module")
def dataset(tmp_path_factory):
    """A small dataset and its consensus by the in-memory path: (folder, {qid: [docid best first]})."""
    folder = tmp_path_factory.mktemp("ds")
    trec_runs_to_parquet(_runs(folder), str(folder / "ds"))
    data = read_parquet(str(folder / "ds"))
    scores = aggregate_parquet("rrf", str(folder / "ds"))
    order = {}
    for i, q in enumerate(data.qids):
        lo, hi = data.offsets[i], data.offsets[i + 1]
        docs = list(data.docids[lo:hi])
        order[str(q)] = [d for _, d in sorted(zip(-scores[lo:hi], docs))]
    return folder / "ds", order


# ---------------------------------------------------------------- an output is what its name says
@pytest.mark.parametrize("name", ["f.run", "f.txt", "f.trec", "f", "F.RUN", "f.run.gz", "nightly/2026-12-01/f.run"])
def test_a_text_name_gets_a_trec_run_in_the_consensus_order(tmp_path, dataset, name):
    ds, order = dataset
    out = tmp_path / name
    aggregate_parquet("rrf", str(ds), str(out), batch_queries=3)
    raw = out.read_bytes()
    if name.endswith(".gz"):
        raw = gzip.decompress(raw)
    assert raw[:4] != b"PAR1"
    got: dict[str, list[tuple[str, float, int]]] = {}
    for line in raw.decode().splitlines():
        q, q0, d, rank, score, tag = line.split()  # six fields, as trec_eval reads a line
        assert (q0, tag) == ("Q0", "rankagg-rrf")
        got.setdefault(q, []).append((d, float(score), int(rank)))
    assert {q: [d for d, _, _ in v] for q, v in got.items()} == order
    for v in got.values():  # trec_eval reads the file's order: score descending, then docid descending
        assert v == sorted(v, key=lambda x: (x[1], x[0].encode()), reverse=True)
        assert [r for _, _, r in v] == list(range(1, len(v) + 1))


@pytest.mark.parametrize("name", ["f.parquet", "F.Parquet"])
def test_a_parquet_name_gets_the_table(tmp_path, dataset, name):
    ds, order = dataset
    aggregate_parquet("rrf", str(ds), str(tmp_path / name))
    rows = pq.read_table(tmp_path / name).to_pylist()
    by: dict[str, dict[str, float]] = {}
    for r in rows:
        by.setdefault(str(r["qid"]), {})[str(r["docid"])] = r["score"]
    assert {q: sorted(v, key=lambda d: -v[d]) for q, v in by.items()} == order


@pytest.mark.parametrize("name", ["f.csv", "f.tsv", "f.json", "f.xlsx", "f.csv.gz"])
def test_a_name_of_another_format_is_refused(tmp_path, dataset, name):
    ds, _ = dataset
    with pytest.raises(ValueError, match=name.replace(".", r"\.")):
        aggregate_parquet("rrf", str(ds), str(tmp_path / name))
    assert sorted(p.name for p in tmp_path.iterdir()) == []


# ---------------------------------------------------------------- a query's rows are together
def _layouts():
    """Pieces (query, half) of 3 queries in several orders, cut into 1-3 files: refused exactly when a query's two
    halves are not next to each other in the row order (brute force over the sequence)."""
    pieces = [(q, h) for q in ("1", "2", "3") for h in (0, 1)]
    rng = random.Random(14)
    seen = set()
    out = []
    for perm in itertools.permutations(pieces):
        if any(perm.index((q, 0)) > perm.index((q, 1)) for q in ("1", "2", "3")):
            continue  # a query's halves in their own order: only the place of the pieces is the question
        key = tuple(p[0] for p in perm)
        if key in seen:
            continue
        seen.add(key)
        cuts = sorted(rng.sample(range(1, 6), rng.randint(0, 2)))
        out.append((perm, cuts))
    return out


def _apart(perm) -> bool:
    qs = [q for q, _ in perm]
    runs = [q for i, q in enumerate(qs) if i == 0 or qs[i - 1] != q]
    return len(runs) != len(set(runs))


@pytest.mark.parametrize("perm,cuts", _layouts())
def test_a_query_given_in_two_places_is_refused_naming_the_part(tmp_path, dataset, perm, cuts):
    ds, order = dataset
    t = pq.read_table(ds)
    q = pa.compute.cast(t["qid"], pa.string())
    halves = {}
    for qid in ("1", "2", "3"):
        one = t.filter(pa.compute.equal(q, qid))
        halves[(qid, 0)], halves[(qid, 1)] = one.slice(0, one.num_rows // 2), one.slice(one.num_rows // 2)
    folder = tmp_path / "split"
    folder.mkdir()
    bounds = [0, *cuts, len(perm)]
    for i, (a, b) in enumerate(zip(bounds, bounds[1:])):
        pq.write_table(pa.concat_tables([halves[p] for p in perm[a:b]]), folder / f"part-{i:05d}.parquet")
    if _apart(perm):
        with pytest.raises(ValueError, match=r"part-0000\d\.parquet:\d+: query '\d' again"):
            aggregate_parquet("rrf", str(folder))
    else:
        got = aggregate_parquet("rrf", str(folder), str(tmp_path / "o.parquet"))
        assert got["n_queries"] == 3
        rows = pq.read_table(tmp_path / "o.parquet").to_pylist()
        by: dict[str, dict[str, float]] = {}
        for r in rows:
            by.setdefault(str(r["qid"]), {})[str(r["docid"])] = r["score"]
        assert {k: sorted(v, key=lambda d: -v[d]) for k, v in by.items()} == {k: order[k] for k in by}


def test_a_query_back_within_one_file_is_refused(tmp_path, dataset):
    ds, _ = dataset
    t = pq.read_table(ds)
    q = pa.compute.cast(t["qid"], pa.string())
    one, two = t.filter(pa.compute.equal(q, "1")), t.filter(pa.compute.equal(q, "2"))
    pq.write_table(pa.concat_tables([one.slice(0, 3), two, one.slice(3)]), tmp_path / "t.parquet")
    with pytest.raises(ValueError, match=r"t\.parquet:\d+: query '1' again"):
        read_parquet(str(tmp_path / "t.parquet"))


# ---------------------------------------------------------------- the memory limit before building in memory
@pytest.mark.parametrize("share,streamed", [(0.8, True), (0.95, True), (1.1, False), (1000, False)])
def test_fuse_streams_what_would_pass_the_limit_in_memory(tmp_path, monkeypatch, share, streamed):
    """Read whole, runs take about 5 times their text in memory (docs/scale.md: 1.1 GB for 256 MB; 235 MB for
    45 MB measured): under a limit below that they stream, above it they are read whole; the bytes are the same."""
    import os

    from rankagg.api import fuse_files
    from rankagg.methods.registry import make_method
    from rankagg.stream.run import use_stream

    paths = _runs(tmp_path, n_q=40, n_d=50)
    need = 5 * sum(os.path.getsize(p) for p in paths)
    fuse_files(paths, str(tmp_path / "free.run"), method="rrf", stream=False)
    monkeypatch.setenv("RANKAGG_MEMORY_LIMIT_GB", repr(share * need / 2**30))
    assert use_stream(make_method("rrf"), paths) is streamed
    fuse_files(paths, str(tmp_path / "capped.run"), method="rrf")
    assert (tmp_path / "capped.run").read_bytes() == (tmp_path / "free.run").read_bytes()


def test_a_whole_dataset_over_the_limit_is_refused_before_reading(tmp_path, monkeypatch, dataset):
    ds, _ = dataset
    rows = pq.read_metadata(next(ds.glob("*.parquet"))).num_rows
    # own_items learns from every query: the whole dataset (rows x 3 rankers) would be built; rrf streams
    monkeypatch.setenv("RANKAGG_MEMORY_LIMIT_GB", repr(rows * 100 / 2**30))
    with pytest.raises(ProblemTooLargeError, match="RANKAGG_MEMORY_LIMIT_GB") as info:
        aggregate_parquet("own_items", str(ds), str(tmp_path / "o.parquet"))
    assert str(ds) in str(info.value) and not (tmp_path / "o.parquet").exists()
    assert len(aggregate_parquet("rrf", str(ds))) == rows
    monkeypatch.setenv("RANKAGG_MEMORY_LIMIT_GB", "2")
    assert np.isfinite(aggregate_parquet("own_items", str(ds))).all()
