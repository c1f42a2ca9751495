"""Engine parity proven by the engines: Qdrant's local mode and Milvus Lite (extra ``engines``) fuse
hypothesis-generated lists (2-4 lists, missing documents, fused ties, windows, weights), and so do LanceDB's
RRFReranker and MRRReranker on the lists as Arrow tables (they rerank search results offline) and PostgreSQL
(the system's package, a server on a Unix socket in a temporary directory) running ParadeDB's RANK() query on
lists with tied scores; their fused order and scores equal the preset's, the Fuser's and those of the request
``export_request`` writes.

Each list's scores are distinct multiples of 1/4 (exact in float32, so the engine sees the scores rankagg
sees, and a list's order is the same under every tie rule); fused scores may tie.  Qdrant's local mode
fuses in Python floats (compared to 1e-9 relative); Milvus in float32 (compared to 1e-6 of the largest
fused score).  The engines order equal fused scores their own way, so the order is compared up to
ties: each engine's order must be non-increasing in rankagg's scores, within the tolerance.
docs/engines.md cites these tests for the formulas they settle.
"""

from __future__ import annotations

import importlib
import os

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rankagg.engines import export_request, preset
from rankagg.fuser import Fuser


def _engine(module: str):
    """The engine's client module; missing: fails in CI (the extra ``engines`` is installed there), skips elsewhere."""
    try:
        return importlib.import_module(module)
    except ImportError:
        msg = f"{module} not installed (pip install -e '.[engines]')"
        if os.environ.get("CI", "").lower() == "true":
            pytest.fail(msg)
        pytest.skip(msg)


MAX_LISTS = 4
FEW = settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@st.composite
def query_lists(draw, max_docs: int = 14):
    """2-4 lists over one query's documents: each a subset (the first not empty) with distinct scores."""
    n_lists = draw(st.integers(2, MAX_LISTS))
    n_docs = draw(st.integers(1, max_docs))
    lists = {}
    for j in range(n_lists):
        docs = draw(st.lists(st.integers(0, n_docs - 1), unique=True, min_size=int(j == 0), max_size=n_docs))
        scores = draw(st.lists(st.integers(-8, 40), unique=True, min_size=len(docs), max_size=len(docs)))
        lists[f"l{j}"] = {str(d): s / 4 for d, s in zip(docs, scores)}
    return lists


def _windows(lists):
    longest = max(len(v) for v in lists.values())
    return st.one_of(st.none(), st.integers(1, max(1, longest)))


def _some_positive(per_list):
    """Weights per list, not all 0 (rankagg refuses all-zero weights: every fused score would be 0)."""
    return st.fixed_dictionaries(per_list).filter(lambda w: any(v > 0 for v in w.values()))


def _same_ranking(engine: list[tuple[str, float]], ours: list[tuple[str, float]], tol: float) -> None:
    """Same documents, same scores within ``tol``, and the engine's order agrees with rankagg's scores up to ties."""
    got, want = dict(engine), dict(ours)
    assert set(got) == set(want), (engine, ours)
    for d, s in want.items():
        assert got[d] == pytest.approx(s, rel=0, abs=tol), (d, engine, ours)
    order = [want[d] for d, _ in engine]
    assert all(a >= b - tol for a, b in zip(order, order[1:])), (engine, ours)


# ------------------------------------------------------------ Qdrant (local mode, qdrant-client)
@pytest.fixture(scope="module")
def qdrant():
    qc = _engine("qdrant_client")
    return qc, qc.QdrantClient(":memory:")


def _qdrant_search(qdrant, lists, request):
    """Load ``lists`` (list j = 1-d dot-product vector ``lj`` and payload flag ``in_lj``) and run the exported
    request: each prefetch placeholder ``<list lj>`` becomes that list's search, its limit the window."""
    qc, client = qdrant
    m = qc.models
    if client.collection_exists("t"):
        client.delete_collection("t")
    client.create_collection("t", vectors_config={n: m.VectorParams(size=1, distance=m.Distance.DOT) for n in lists})
    docs = sorted({d for v in lists.values() for d in v}, key=int)
    client.upsert("t", [m.PointStruct(id=int(d), vector={n: [v.get(d, 0.0)] for n, v in lists.items()},
                                      payload={f"in_{n}": d in v for n, v in lists.items()}) for d in docs])
    prefetch = []
    for entry in request["prefetch"]:
        n = entry["query"].removeprefix("<list ").removesuffix(">")
        prefetch.append(m.Prefetch(query=[1.0], using=n, limit=entry.get("limit", 1000), filter=m.Filter(
            must=[m.FieldCondition(key=f"in_{n}", match=m.MatchValue(value=True))])))
    q = request["query"]
    query = m.RrfQuery(rrf=m.Rrf(**q["rrf"])) if "rrf" in q else m.FusionQuery(fusion=m.Fusion(q["fusion"]))
    res = client.query_points("t", prefetch=prefetch, query=query, limit=max(1, len(docs)))
    return [(str(p.id), p.score) for p in res.points]


@FEW
@given(data=st.data())
def test_qdrant_rrf_equals_preset_fuser_and_export(qdrant, data):
    lists = data.draw(query_lists())
    k = data.draw(st.integers(1, 100))
    window = data.draw(_windows(lists))
    weights = data.draw(st.one_of(st.none(), _some_positive(
        {n: st.sampled_from([0.0, 0.25, 0.5, 1.0, 2.0, 3.0]) for n in lists})))
    ours = preset("qdrant_rrf", k=k, weights=weights, limit=window)(lists)
    assert ours == Fuser("rrf", k=k - 1, weighting="position", weights=weights, window=window)(lists)
    request = export_request("qdrant_rrf", "rrf", {"k": k - 1, "weighting": "position"}, weights, list(lists), window)
    _same_ranking(_qdrant_search(qdrant, lists, request), ours, tol=1e-9 * max([1.0] + [abs(s) for _, s in ours]))


@pytest.mark.parametrize("w", [0.25, 0.5, 2.0, 3.0])
@pytest.mark.parametrize("k", [1, 2, 60])
def test_qdrant_rrf_with_equal_weights_not_one(qdrant, w, k):
    """Every list weighing the same w != 1 still stretches the positions (1 / (k + rank / w) is RRF with a k of k w):
    the request must carry the weights, not drop them as "no weighting" (the export dropped them: Qdrant gave doc
    0 a score of 1.0 for the preset's 0.25 with w = 0.25 and k = 1)."""
    lists = {"l0": {"0": 4.0, "1": 3.0, "2": 2.0, "3": 1.0}, "l1": {"3": 5.0, "2": 1.0, "4": 0.5}}
    weights = {"l0": w, "l1": w}
    ours = preset("qdrant_rrf", k=k, weights=weights)(lists)
    request = export_request("qdrant_rrf", "rrf", {"k": k - 1, "weighting": "position"}, weights, list(lists), None)
    assert request["query"]["rrf"]["weights"] == [w, w]
    _same_ranking(_qdrant_search(qdrant, lists, request), ours, tol=1e-12)


@FEW
@given(data=st.data())
def test_qdrant_dbsf_equals_preset_fuser_and_export(qdrant, data):
    lists = data.draw(query_lists())
    window = data.draw(_windows(lists))
    ours = preset("qdrant_dbsf", limit=window)(lists)
    assert ours == Fuser("combsum", norm="dbsf", window=window)(lists)
    request = export_request("qdrant_dbsf", "combsum", {"norm": "dbsf"}, None, list(lists), window)
    _same_ranking(_qdrant_search(qdrant, lists, request), ours, tol=1e-9 * max([1.0] + [abs(s) for _, s in ours]))


def test_qdrant_default_rrf_is_k_2_from_position_0(qdrant):
    # FusionQuery(RRF) without parameters: k = 2 and positions from 0 (the first document of a list gets 1/2)
    qc, client = qdrant
    lists = {"l0": {"1": 3.0, "2": 2.0}, "l1": {"3": 1.0}}
    request = {"prefetch": [{"query": "<list l0>"}, {"query": "<list l1>"}], "query": {"rrf": {}}}
    got = _qdrant_search(qdrant, lists, request)
    assert dict(got) == {"1": 0.5, "3": 0.5, "2": 1 / 3}
    _same_ranking(got, preset("qdrant_rrf")(lists), tol=1e-15)


# ------------------------------------------------------------ Milvus (Milvus Lite, pymilvus)
@pytest.fixture(scope="module")
def milvus(tmp_path_factory):
    pm = _engine("pymilvus")
    _engine("milvus_lite")
    client = pm.MilvusClient(str(tmp_path_factory.mktemp("milvus") / "engines.db"))
    schema = pm.MilvusClient.create_schema(auto_id=False)
    schema.add_field("id", pm.DataType.INT64, is_primary=True)
    schema.add_field("batch", pm.DataType.INT64)
    index = client.prepare_index_params()
    for j in range(MAX_LISTS):
        # 2-d vectors (s, 0) against the query (1, 0): the inner product is the list's score s
        schema.add_field(f"l{j}", pm.DataType.FLOAT_VECTOR, dim=2)
        schema.add_field(f"in_l{j}", pm.DataType.BOOL)
        index.add_index(field_name=f"l{j}", index_type="FLAT", metric_type="IP")
    client.create_collection("t", schema=schema, index_params=index)
    client.load_collection("t")
    yield pm, client, iter(range(1, 10**6))
    client.close()


def _milvus_search(milvus, lists, request):
    """Insert ``lists`` as a new batch of rows and run the exported request's ranker over one
    ``AnnSearchRequest`` per list (limit: the request's, else the largest Milvus allows)."""
    pm, client, batches = milvus
    batch = next(batches)
    docs = sorted({d for v in lists.values() for d in v}, key=int)
    rows = []
    for d in docs:
        row = {"id": batch * 1000 + int(d), "batch": batch}
        for j in range(MAX_LISTS):
            v = lists.get(f"l{j}", {})
            row[f"l{j}"], row[f"in_l{j}"] = [v.get(d, 0.0), 0.0], d in v
        rows.append(row)
    client.insert("t", rows)
    limits = {r["anns_field"]: r["limit"] for r in request.get("requests", [])}
    reqs = [pm.AnnSearchRequest(data=[[1.0, 0.0]], anns_field=n, param={}, limit=limits.get(f"<list {n}>", 16384),
                                expr=f"batch == {batch} and in_{n} == true") for n in lists]
    ranker = request["ranker"]
    if ranker["strategy"] == "rrf":
        rk = pm.RRFRanker(ranker["params"]["k"])
    else:
        rk = pm.WeightedRanker(*ranker["params"]["weights"], norm_score=ranker["params"]["norm_score"])
    res = client.hybrid_search("t", reqs, rk, limit=max(1, len(docs)), output_fields=["id"])
    return [(str(h["id"] - batch * 1000), h["distance"]) for h in res[0]]


def _float32_tol(ours):
    return 1e-6 * max([1.0] + [abs(s) for _, s in ours])


@FEW
@given(data=st.data())
def test_milvus_rrf_ranker_equals_preset_fuser_and_export(milvus, data):
    lists = data.draw(query_lists())
    k = data.draw(st.integers(1, 16383))
    window = data.draw(_windows(lists))
    ours = preset("milvus_rrf", k=k, limit=window)(lists)
    assert ours == Fuser("rrf", k=k, window=window)(lists)  # RRFRanker: 1 / (k + rank), ranks from 1
    request = export_request("milvus_rrf", "rrf", {"k": k}, None, list(lists), window)
    _same_ranking(_milvus_search(milvus, lists, request), ours, _float32_tol(ours))


@FEW
@given(data=st.data())
def test_milvus_weighted_ranker_equals_preset_fuser_and_export(milvus, data):
    lists = data.draw(query_lists())
    window = data.draw(_windows(lists))
    norm_score = data.draw(st.booleans())
    weights = data.draw(_some_positive({n: st.sampled_from([0.0, 0.1, 0.25, 0.5, 0.8, 1.0]) for n in lists}))
    ours = preset("milvus_weighted", weights=weights, norm_score=norm_score, limit=window)(lists)
    # a weighted sum (not a mean) of 0.5 + arctan(s) / pi, or of the raw inner products
    assert ours == Fuser("combsum", norm="arctan" if norm_score else "none", weights=weights, window=window)(lists)
    norm = {"norm": "arctan" if norm_score else "none"}
    request = export_request("milvus_weighted", "combsum", norm, weights, list(lists), window)
    _same_ranking(_milvus_search(milvus, lists, request), ours, _float32_tol(ours))


# ------------------------------------------------------------ LanceDB (embedded; its rerankers take Arrow tables)
@FEW
@given(data=st.data())
def test_lancedb_rrf_reranker_equals_preset_fuser_and_export(data):
    pa = _engine("pyarrow")
    rerankers = _engine("lancedb.rerankers")
    lists = data.draw(query_lists())
    k = data.draw(st.integers(1, 200))
    ours = preset("lancedb_rrf", K=k)(lists)
    assert ours == Fuser("rrf", k=k)(lists)  # RRFReranker: 1 / (K + rank), ranks from 1
    request = export_request("lancedb_rrf", "rrf", {"k": k}, None, list(lists))
    # each list as LanceDB's search results: rows in rank order, identified by _rowid
    tables = [pa.table({"_rowid": pa.array([int(d) for d, _ in sorted(v.items(), key=lambda x: -x[1])], pa.uint64())})
              for v in lists.values()]
    fused = getattr(rerankers, request["reranker"])(K=request["K"]).rerank_multivector(tables)
    got = [(str(i), s) for i, s in zip(fused["_rowid"].to_pylist(), fused["_relevance_score"].to_pylist())]
    _same_ranking(got, ours, _float32_tol(ours))


@FEW
@given(data=st.data())
def test_lancedb_mrr_reranker_equals_preset_fuser_and_export(data):
    """MRRReranker: rerank_hybrid (two lists, weight_vector + weight_fts = 1) and rerank_multivector (the mean
    of 1 / rank over 2-4 lists), run on the lists as Arrow tables."""
    pa = _engine("pyarrow")
    rerankers = _engine("lancedb.rerankers")
    from rankagg.engines.apis import lancedb_mrr_multivector

    lists = data.draw(query_lists())
    tables = [pa.table({"_rowid": pa.array([int(d) for d, _ in sorted(v.items(), key=lambda x: -x[1])], pa.uint64())})
              for v in lists.values()]
    if len(lists) == 2 and data.draw(st.booleans()):
        wv = data.draw(st.sampled_from([0.0, 0.25, 0.5, 0.75, 1.0]))
        weights = {"l0": wv, "l1": 1.0 - wv}
        ours = preset("lancedb_mrr", weight_vector=wv, weight_fts=1.0 - wv, vector="l0", fts="l1")(lists)
        assert ours == Fuser("rrf", k=0.0, weights=weights)(lists)
        request = export_request("lancedb_mrr", "rrf", {"k": 0}, weights, list(lists))
        reranker = getattr(rerankers, request["reranker"])(request["weight_vector"], request["weight_fts"])
        fused = reranker.rerank_hybrid("query", tables[0], tables[1])
    else:
        ours = lancedb_mrr_multivector(len(lists))(lists)
        request = export_request("lancedb_mrr", "rrf", {"k": 0}, None, list(lists))
        reranker = getattr(rerankers, request["reranker"])()
        fused = (reranker.rerank_hybrid("query", *tables) if request["rerank"] == "rerank_hybrid"
                 else reranker.rerank_multivector(tables))
    got = [(str(i), s) for i, s in zip(fused["_rowid"].to_pylist(), fused["_relevance_score"].to_pylist())]
    _same_ranking(got, ours, _float32_tol(ours))


# ------------------------------------------------------------ PostgreSQL (ParadeDB's RRF query: SQL RANK())
@pytest.fixture(scope="module")
def postgres():
    """A PostgreSQL server of the system's packages in a temporary directory, reached by its Unix socket only
    (no TCP); as root, the server runs as the ``postgres`` user (initdb refuses root)."""
    import glob
    import shutil
    import subprocess
    import tempfile

    found = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"))
    initdb = found[-1] if found else shutil.which("initdb")
    if initdb is None:
        msg = "PostgreSQL not installed (apt-get install postgresql)"
        if os.environ.get("CI", "").lower() == "true":
            pytest.fail(msg)
        pytest.skip(msg)
    bin_dir = os.path.dirname(initdb)
    as_server = ["runuser", "-u", "postgres", "--"] if os.geteuid() == 0 else []
    home = tempfile.mkdtemp(prefix="rankagg-pg-")
    if as_server:
        shutil.chown(home, "postgres")
    data = os.path.join(home, "data")
    subprocess.run(as_server + [initdb, "-D", data, "--auth=trust", "-U", "postgres"], check=True, capture_output=True)
    subprocess.run(as_server + [os.path.join(bin_dir, "pg_ctl"), "-D", data, "-l", os.path.join(home, "log"), "-o",
                                f"-k {home} -c listen_addresses=''", "-w", "start"], check=True, capture_output=True)

    def sql(text: str) -> str:
        done = subprocess.run([os.path.join(bin_dir, "psql"), "-h", home, "-U", "postgres", "-At", "-F", "\t",
                               "-v", "ON_ERROR_STOP=1", "-c", text], check=True, capture_output=True, text=True)
        return done.stdout

    sql('CREATE TABLE lists (list text, id text COLLATE "C", score float8)')
    try:
        yield sql
    finally:
        subprocess.run(as_server + [os.path.join(bin_dir, "pg_ctl"), "-D", data, "-m", "fast", "-w", "stop"],
                       capture_output=True)
        shutil.rmtree(home, ignore_errors=True)


@st.composite
def tied_lists(draw):
    """2-4 lists whose scores may tie within a list (RANK() gives tied scores one rank)."""
    n_lists, n_docs = draw(st.integers(2, MAX_LISTS)), draw(st.integers(1, 12))
    lists = {}
    for j in range(n_lists):
        docs = draw(st.lists(st.integers(0, n_docs - 1), unique=True, min_size=int(j == 0), max_size=n_docs))
        lists[f"l{j}"] = {str(d): draw(st.integers(-4, 6)) / 4 for d in docs}
    return lists


@FEW
@given(data=st.data())
def test_postgresql_rank_rrf_equals_paradedb_preset_and_export(postgres, data):
    lists = data.draw(tied_lists())
    k = data.draw(st.sampled_from([1, 2.5, 60]))
    window = data.draw(_windows(lists))
    weights = data.draw(st.one_of(st.none(), _some_positive(
        {n: st.sampled_from([0.0, 0.25, 0.5, 1.0, 2.0]) for n in lists})))
    ours = preset("paradedb_rrf", k=k, weights=weights, limit=window)(lists)
    request = export_request("paradedb_rrf", "rrf", {"k": k}, weights, list(lists), window)
    rows = ", ".join(f"('{n}', '{d}', {s!r})" for n, v in lists.items() for d, s in v.items())
    query = request["sql"]
    for n in lists:
        query = query.replace(f"<list {n}>", f"SELECT id, score FROM lists WHERE list = '{n}'")
    out = postgres(f"BEGIN; DELETE FROM lists; INSERT INTO lists VALUES {rows}; {query}; ROLLBACK")
    got = [(d, float(s)) for d, s in (line.split("\t") for line in out.splitlines() if "\t" in line)]
    _same_ranking(got, ours, tol=1e-12)
