"""Every face a method claims gives the same bytes (issue 46 item 4).

A method fuses run files by several paths: in memory (the contract path, :meth:`Aggregator.fuse`, and the
same queries fused a part per thread), streamed block by block (the size threshold forced to 0, blocks of a
few lines), from a Parquet run table and into one, on a Dask cluster, and one query at a time by the
:class:`~rankagg.fuser.Fuser`, explained or not.  :func:`claimed_faces` reads which of them a method claims
from its capabilities (its stream mode, its tags: never its name); :func:`check_faces` fuses generated run
files (:func:`write_face_runs`) through each and holds the output to the in-memory bytes, bit for bit.  A
setting the in-memory path refuses (a ``ValueError``) must be refused by every face too.

``tests/package/test_contract_faces.py`` runs it for every registered method in every documented setting
(:func:`rankagg.checks.settings.documented_settings`).
"""

from __future__ import annotations

import contextlib
import copy
import functools
import random
from pathlib import Path
from typing import Any, Callable, Iterator, Sequence

import numpy as np

from rankagg.data.rankings import Rankings, consensus_order
from rankagg.io.synthetic import make_metasearch
from rankagg.methods.base import Aggregator
from rankagg.methods.registry import make_method, parse_spec

__all__ = ["FACES", "claimed_faces", "check_faces", "face_problem", "write_face_runs", "exported_fusers", "check_fuser"]

#: every face, in the order they are checked (``"memory"``, the contract path, is the reference)
FACES = ("memory", "parts", "streamed", "parquet", "dask", "fuser", "explain", "export")
_TAG = "faces"
#: lines per streamed block: several blocks of whole queries in the generated runs
_BLOCK_LINES = 40


def face_problem(seed: int = 0, n_items: int = 30, top_k: int = 20) -> Rankings:
    """Eight queries of ``n_items`` documents, graded, and six rankers' lists of ``top_k``: four real rankers, a
    random one, and an adversary (what the first ranker left out, then its list upside down: a quality below
    chance)."""
    data = make_metasearch(8, n_items, 5, top_k=top_k, n_spammers=1, random_state=seed)
    adverse = np.full(data.n_items, np.nan)
    first = data.ranks[:, 0]
    for sl in data.query_slices():
        rows = sorted(range(sl.start, sl.stop), key=lambda i: (not np.isnan(first[i]), -np.nan_to_num(first[i])))
        adverse[rows[:top_k]] = np.arange(1, min(top_k, len(rows)) + 1)
    ranks = np.column_stack([data.ranks, adverse])
    return Rankings(offsets=data.offsets, ranks=ranks, qids=data.qids, docids=data.docids,
                    ranker_names=(*data.ranker_names, "adverse"), scores=-ranks, labels=data.labels)


def write_face_runs(folder: str | Path, data: Rankings, seed: int = 0) -> list[Path]:
    """``data``'s rankers as TREC run files (scores falling with the rank), one run lacking a query, one not
    grouped by query, one with tied scores."""
    return _write_runs(folder, _run_texts(data, seed))


def _write_runs(folder: str | Path, texts: tuple[str, ...] | list[str]) -> list[Path]:
    paths = [Path(folder) / f"run{j}.txt" for j in range(len(texts))]
    for path, text in zip(paths, texts):
        path.write_text(text, encoding="utf-8")
    return paths


def _run_texts(data: Rankings, seed: int) -> list[str]:
    rnd, texts = random.Random(seed), []
    for j, name in enumerate(data.ranker_names):
        lines = []
        for q, sl in enumerate(data.query_slices()):
            if j == 1 and q == 2:
                continue  # a query this run did not return
            rows = sorted((i for i in range(sl.start, sl.stop) if not np.isnan(data.ranks[i, j])),
                          key=lambda i: data.ranks[i, j])
            for r, i in enumerate(rows):
                score = float((20 - r) // 2 if j == 2 else 100.0 - r)  # pairs of tied scores in run 2
                lines.append(f"{data.qids[q]} Q0 {data.docids[i]} {r + 1} {score!r} {name}\n")
        if j == 3:
            rnd.shuffle(lines)
        texts.append("".join(lines))
    return texts


@functools.lru_cache(maxsize=8)
def _problem(seed: int, short: bool) -> tuple[Rankings, tuple[str, ...]]:
    """:func:`face_problem` and its runs' texts, made once per process (each check copies the data)."""
    data = face_problem(seed, n_items=12, top_k=8) if short else face_problem(seed)
    return data, tuple(_run_texts(data, seed))


def claimed_faces(m: Aggregator, *, dask: bool = False, lists: list[str] | None = None) -> list[str]:
    """The faces ``m`` claims, from its capabilities: a part per thread (it sums each query alone or joins
    the parts' qualities), streamed (a stream mode), Dask (it fuses each block alone: ``dask`` when a
    scheduler is given), the ``Fuser`` and its explanations (tag ``fuser``), the engines' fusions it exports
    to (on the lists named ``lists``: :func:`exported_fusers`).  Every method is read from a Parquet run table
    (streamed, or whole when it needs every query)."""
    from rankagg.stream.run import joins_parts, splits_by_query, stream_mode

    mode = stream_mode(m)
    faces = ["memory", "parquet"]
    faces += ["parts"] * (splits_by_query(m) or joins_parts(m)) + ["streamed"] * (mode is not None)
    faces += ["dask"] * (dask and mode == "block") + ["fuser", "explain"] * (m.get_tags().fuser is not None)
    faces += ["export"] * bool(lists is not None and m.get_tags().fuser is not None and exported_fusers(m, lists))
    return [f for f in FACES if f in faces]


def check_faces(spec: str, folder: str | Path, *, seed: int = 0, scheduler: Any = None,
                only: Sequence[str] = FACES) -> list[str]:
    """Fuse :func:`write_face_runs` of :func:`face_problem` with ``spec`` (a learner fitted on it) through every
    face it claims (:func:`claimed_faces`; Dask with ``scheduler``, a ``distributed.Client``), or those of them in
    ``only`` (with ``"memory"``), and assert the in-memory bytes; returns the faces checked."""
    folder, m = Path(folder), make_method(spec)
    # an unsupervised method tagged slow_fit (an exponential or iterative solve: kemeny's exact one) fuses shorter
    # queries; a learner's fit is kept short by its fast_params, and its scoring is cheap
    slow = m.get_tags().slow_fit and not m.supervised
    made, texts = _problem(seed, bool(slow))
    _FUSED[:], _RUNS[:] = [], [texts]
    data, paths = copy.deepcopy(made), _write_runs(folder, texts)  # as write_face_runs writes them
    if m.supervised:  # a learner fuses as a fitted model (its rankers met by name)
        _fit(m, data, seed)
    faces = [f for f in claimed_faces(m, dask=scheduler is not None, lists=list(data.ranker_names)) if f in only]
    want = _outcome(lambda: _memory(m, paths))
    for face in faces[1:]:
        got = _outcome(lambda: _FACE[face](m, paths, folder / face, scheduler))
        if isinstance(want, ValueError) or isinstance(got, ValueError):
            if not (isinstance(want, ValueError) and isinstance(got, ValueError)):
                reason = next(str(x) for x in (got, want) if isinstance(x, ValueError))
                raise AssertionError(f"{spec}: the {face} face {'refuses' if isinstance(got, ValueError) else 'fuses'}"
                                     f" what the in-memory path {'refuses' if isinstance(want, ValueError) else 'fuses'}"
                                     f": {reason}")
            continue
        if got != want:
            raise AssertionError(f"{spec}: the {face} face differs from the in-memory path: {_first_difference(want, got)}")
    return faces


def _fit(m: Aggregator, data: Rankings, seed: int) -> None:
    """``m`` trained on the face problem, or on short queries when it refuses those (an exact learner's limit)."""
    try:
        m.fit(data, data)
    except ValueError:
        short = face_problem(seed + 1, n_items=8, top_k=6)
        m.fit(short, short)


def _outcome(fuse: Callable[[], bytes]) -> bytes | ValueError:
    try:
        return fuse()
    except ValueError as exc:
        return exc


def _first_difference(want: bytes, got: bytes) -> str:
    a, b = want.decode().splitlines(), got.decode().splitlines()
    diff = [i for i, (x, y) in enumerate(zip(a, b)) if x != y] or [min(len(a), len(b))]
    where = diff[0]
    return (f"{len(diff)} of {max(len(a), len(b))} lines; first at line {where + 1}: "
            f"{a[where] if where < len(a) else '(none)'!r} where {b[where] if where < len(b) else '(none)'!r}")


#: the runs as read, by their texts: a setting's faces read them up to ten times, every setting the same ones
_READ: dict[tuple[tuple[str, ...], bool], Any] = {}
#: the texts of the current :func:`check_faces` call's runs (one of the two generated problems')
_RUNS: list[tuple[str, ...]] = []
#: the in-memory path's fusion of the current :func:`check_faces` call, as (data, scores)
_FUSED: list[tuple[Any, np.ndarray]] = []


def _entries(m: Aggregator | None, paths: list[Path]) -> Any:
    """The runs read as ``rankagg fuse`` reads them for ``m`` (None: with their scores), each face given its own
    copy (a face that changed its input in place would change no other face's)."""
    from rankagg.io.run_names import peek_run_names
    from rankagg.io.trec import read_trec_entries

    keep_scores = m is None or m.get_tags().reads_scores
    key = (_RUNS[0], keep_scores)  # ``paths`` are the current check's runs
    if key not in _READ:
        _READ[key] = read_trec_entries(paths, names=peek_run_names(paths), keep_scores=keep_scores)
    return copy.deepcopy(_READ[key])


def _text(blocks: Iterator[tuple[Any, np.ndarray]]) -> bytes:
    from rankagg.stream.fuse import block_text

    return b"".join(block_text(data, scores, tag=_TAG, depth=None).text for data, scores in blocks)


def _memory(m: Aggregator, paths: list[Path]) -> bytes:
    """The contract path: every run read into memory, fused by :meth:`Aggregator.fuse` (kept for the Parquet
    face, which writes the same fusion as a table)."""
    _FUSED[:] = [m.fuse(_entries(m, paths))]
    return _text(iter(_FUSED))


def _parts(m: Aggregator, paths: list[Path], out: Path, scheduler: Any) -> bytes:
    from rankagg.stream.fuse import write_run_in_parts
    from rankagg.stream.run import joins_parts

    write_run_in_parts(out, m, _entries(m, paths), tag=_TAG, depth=None, score_column="fused", inputs=paths,
                       workers=3, joined=joins_parts(m))
    return out.read_bytes()


@contextlib.contextmanager
def _streaming_from_zero() -> Iterator[None]:
    """``rankagg fuse`` and ``rankagg.fuse(paths)`` stream any input (the threshold 0), in small blocks."""
    import rankagg.stream.run as run
    import rankagg.stream.source as source

    saved = run.FUSE_STREAM_MIN_BYTES, source.BLOCK_LINES
    run.FUSE_STREAM_MIN_BYTES, source.BLOCK_LINES = 0, _BLOCK_LINES
    try:
        yield
    finally:
        run.FUSE_STREAM_MIN_BYTES, source.BLOCK_LINES = saved


def _streamed(m: Aggregator, paths: list[Path], out: Path, scheduler: Any) -> bytes:
    """Streamed as ``rankagg fuse`` and ``rankagg.fuse(paths)`` stream any input from a threshold of 0 bytes."""
    from rankagg.io.run_names import peek_run_names
    from rankagg.stream.run import fuse_stream, use_stream

    with _streaming_from_zero():
        if use_stream(m, paths) is not True:
            raise AssertionError(f"{m.name}: a stream mode, yet not streamed from a threshold of 0 bytes")
        fuse_stream(paths, out, m, names=peek_run_names(paths), tag=_TAG, block_lines=_BLOCK_LINES)
    return out.read_bytes()


def _parquet(m: Aggregator, paths: list[Path], out: Path, scheduler: Any) -> bytes:
    """The runs as one Parquet run table in (always streamed; in one block for a method that needs every query),
    a Parquet run table out: the rows of the in-memory run, written by the in-memory path's writer as TREC text.
    Every table is written and read through the format registry (:mod:`rankagg.io.formats`), as the faces are."""
    import pandas as pd

    from rankagg.io.formats import read, write
    from rankagg.stream.run import fuse_stream, write_fused

    rows = [line.split() for p in paths for line in p.read_text(encoding="utf-8").splitlines()]
    table = out.with_name(out.name + "-in.parquet")
    write(pd.DataFrame({"q_id": [r[0] for r in rows], "doc_id": [r[2] for r in rows],
                        "score": [float(r[4]) for r in rows], "run": [r[5] for r in rows]}), table)
    fused, whole = out.with_name(out.name + ".parquet"), out.with_name(out.name + "-whole.parquet")
    # blocks of whole queries, more than one, fewer than the streamed face's: each block is a part file per run
    fuse_stream([table], fused, m, names=None, tag=_TAG, block_lines=4 * _BLOCK_LINES)
    data, scores = _FUSED[0] if _FUSED else m.fuse(_entries(m, paths))
    write_fused(whole, iter([(data, scores)]), tag=_TAG, depth=None)
    got, want = (pd.concat(list(read(path)), ignore_index=True) for path in (fused, whole))
    same = got.columns.equals(want.columns) and all(
        got[c].astype(str).tolist() == want[c].astype(str).tolist() for c in got.columns if c != "score") and \
        got["score"].to_numpy(dtype="float64").tobytes() == want["score"].to_numpy(dtype="float64").tobytes()
    if not same:
        raise AssertionError(f"{m.name}: the Parquet run table fused from a Parquet table differs from the rows of "
                             "the in-memory run")
    return _text(iter([(data, scores)]))


def _dask(m: Aggregator, paths: list[Path], out: Path, scheduler: Any) -> bytes:
    from rankagg.backends.dask_fuse import fuse_files_dask
    from rankagg.io.run_names import peek_run_names

    fuse_files_dask(paths, out, m, names=peek_run_names(paths), tag=_TAG, depth=None, scheduler=scheduler,
                    n_parts=3)
    return out.read_bytes()


def _one_query(m: Aggregator, paths: list[Path], explain: bool, fuser: Any = None) -> bytes:
    """Each query's lists (docid -> score, as the files give them) through the ``Fuser`` (``fuser``, else the
    method's own), as TREC lines."""
    from rankagg.fuser import Fuser

    entries = _entries(None, paths)  # a service's lists come with their scores
    if fuser is None:
        params = m.get_params()
        fuser = Fuser(parse_spec(m.name)[0], weights=params.pop("weights", None), **params)
    lines = []
    for q, qid in enumerate(entries.qids):
        lo, hi = int(entries.offsets[q]), int(entries.offsets[q + 1])
        on = (entries.item >= lo) & (entries.item < hi)
        lists: dict[str, dict[str, float]] = {name: {} for name in entries.ranker_names}  # a run without the query
        for i, r, s in zip(entries.item[on], entries.ranker[on], entries.score[on]):
            lists[entries.ranker_names[r]][str(entries.docids[i])] = float(s)
        got = [(e["docid"], e["score"]) for e in fuser.explain(lists)] if explain else fuser(lists)
        lines += [(qid, d, s) for d, s in got]
    return _fuser_text(entries, lines)


def exported_fusers(m: Aggregator, lists: list[str]) -> dict[str, Any]:
    """The engines that can express ``m`` (:func:`rankagg.engines.export_request` does not refuse it) and the
    engine's own fusion (:func:`rankagg.engines.preset`) built back from the request it was given.  OpenSearch
    (weights rescaled to sum 1: other scores, the same order) and Weaviate (two legs) are not read back."""
    from rankagg.engines import PRESETS, export_request, preset

    name, params = parse_spec(m.name)[0], m.get_params()
    weights = params.pop("weights", None)
    out: dict[str, Any] = {}
    for engine in PRESETS:
        try:
            request = export_request(engine, name, params, weights, lists)
        except ValueError:
            continue
        back = _READ_BACK.get(engine)
        if back is not None:
            out[engine] = preset(engine, **back(request))
    return out


def _list_weights(entries: list[dict[str, Any]], key: str = "retriever") -> dict[str, float]:
    return {str(e[key])[len("<list "):-1]: float(e["weight"]) for e in entries}


#: engine -> the preset's parameters read from the request export_request wrote
_READ_BACK: dict[str, Callable[[dict[str, Any]], dict[str, Any]]] = {
    "elasticsearch_rrf": lambda r: {"rank_constant": r["retriever"]["rrf"]["rank_constant"],
                                    "weights": _list_weights(r["retriever"]["rrf"]["retrievers"])},
    "elasticsearch_linear": lambda r: {"normalizer": r["retriever"]["linear"]["retrievers"][0]["normalizer"],
                                       "weights": _list_weights(r["retriever"]["linear"]["retrievers"])},
    "lancedb_rrf": lambda r: {"K": r["K"]},
    "milvus_rrf": lambda r: {"k": r["ranker"]["params"]["k"]},
    "mongodb_rank_fusion": lambda r: {"weights": r["$rankFusion"]["combination"]["weights"]},
    "mongodb_score_fusion": lambda r: {"normalization": r["$scoreFusion"]["input"]["normalization"],
                                       "weights": r["$scoreFusion"]["combination"]["weights"]},
    "qdrant_rrf": lambda r: {"k": r["query"]["rrf"]["k"]},  # exported without weights: they are equal
    "qdrant_dbsf": lambda r: {},
}


def _export(m: Aggregator, paths: list[Path], out: Path, scheduler: Any) -> bytes:
    """Every engine's fusion read back from the request the method exports to it, one query at a time: each
    gives the same bytes (returned, held to the in-memory bytes)."""
    names = list(_entries(None, paths).ranker_names)
    texts = {engine: _one_query(m, paths, False, fuser) for engine, fuser in exported_fusers(m, names).items()}
    if len(set(texts.values())) > 1:
        raise AssertionError(f"{m.name}: the engines' exported fusions differ from each other ({', '.join(texts)})")
    return next(iter(texts.values()))


def _fuser_text(entries: Any, lines: list[tuple[str, str, float]]) -> bytes:
    """The fused lines as the in-memory path writes them (its writer, on the Fuser's order and scores)."""
    from rankagg.data.entries import RunEntries

    qids = np.array([q for q, _, _ in lines])
    offsets = np.concatenate([[0], np.cumsum([int(np.sum(qids == q)) for q in entries.qids])])
    docids = np.array([d for _, d, _ in lines])
    fused = RunEntries(offsets=offsets, qids=entries.qids, docids=docids, ranker_names=("fuser",),
                       item=np.arange(len(lines)), ranker=np.zeros(len(lines), dtype=np.int64),
                       rank=np.concatenate([np.arange(1, b - a + 1) for a, b in zip(offsets[:-1], offsets[1:])]
                                           ).astype(np.float64) if len(lines) else np.zeros(0))
    scores = np.array([s for _, _, s in lines], dtype=np.float64)
    return _text(iter([(fused, scores)]))


_FACE: dict[str, Callable[[Aggregator, list[Path], Path, Any], bytes]] = {
    "parts": _parts, "streamed": _streamed, "parquet": _parquet, "dask": _dask,
    "fuser": lambda m, paths, out, scheduler: _one_query(m, paths, False),
    "explain": lambda m, paths, out, scheduler: _one_query(m, paths, True), "export": _export,
}


def check_fuser(name: str, seed: int = 0) -> None:
    """Tag ``fuser``: on generated queries of 2, 3 and 9 lists (scores or docids only; weights with 0 among
    them), :class:`~rankagg.fuser.Fuser` gives the batch scores and order (explained or not), bit for bit."""
    from rankagg.checks.harness import _assert, _make

    m = _make(name)
    if m.get_tags().fuser is None:
        return
    from rankagg.fuser import Fuser

    rng = np.random.default_rng(seed)
    for trial in range(12):
        lists = {f"L{j}": [f"d{x:02d}" for x in rng.choice(20, size=int(rng.integers(1, 12)), replace=False)]
                 for j in range((2, 3, 9)[trial % 3])}
        scores = {n: np.cumsum(-rng.exponential(1.0 + j, len(ids))) + 3.0 * j for j, (n, ids) in enumerate(lists.items())}
        weights = None
        if "weights" in m.defaults and trial % 2:
            weights = {n: float(w) for n, w in zip(lists, rng.choice([0.0, 0.5, 1.0, 2.5], len(lists)))}
            weights["L0"] = 1.0
        docs = sorted({d for ids in lists.values() for d in ids})
        rows = {d: i for i, d in enumerate(docs)}
        ranks, sc = np.full((len(docs), len(lists)), np.nan), np.full((len(docs), len(lists)), np.nan)
        for j, (n, ids) in enumerate(lists.items()):
            ranks[[rows[d] for d in ids], j] = np.arange(1, len(ids) + 1)
            sc[[rows[d] for d in ids], j] = scores[n]
        with_scores = trial % 4 < 2
        data = Rankings(offsets=np.array([0, len(docs)]), ranks=ranks, qids=np.array(["q"]), docids=np.array(docs),
                        ranker_names=tuple(lists), scores=sc if with_scores else None)
        batch = m.with_params(weights=weights) if weights is not None else m
        want = batch.score(data)
        order = consensus_order(data, want)
        fuser = Fuser(name, weights=weights, **{k: v for k, v in m.get_params().items() if k != "weights"})
        given = {n: dict(zip(ids, scores[n].tolist())) for n, ids in lists.items()} if with_scores else lists
        for explain in (False, True):
            got = [(e["docid"], e["score"]) for e in fuser.explain(given)] if explain else fuser(given)
            _assert([d for d, _ in got] == [docs[i] for i in order], name, f"Fuser's order differs from the batch "
                    f"path's (trial {trial}, explain={explain})")
            _assert(np.array_equal([s for _, s in got], want[order], equal_nan=True), name,
                    f"Fuser's scores differ from the batch path's (trial {trial}, explain={explain})")
