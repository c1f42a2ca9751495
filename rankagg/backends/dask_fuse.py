"""``rankagg fuse --backend dask``: fuse TREC run files on a Dask cluster, byte-identical to the local run.

The workers read the inputs, not the driver.  In two stages:

1. **Partition** -- one task per input file: :func:`rankagg.stream.partition.partition_file`
   reads the file a piece at a time and writes its lines, by a stable hash of the qid,
   into ``n_parts`` Arrow pieces in a temporary folder under ``scratch``.  It returns
   the file's tag, its rows per part and its queries in first-appearance order.
2. **Fuse** -- one task per part: :func:`rankagg.stream.partition.read_part` reads that
   part of every run back as the entries the in-memory reader builds for those
   queries, :func:`rankagg.stream.fuse.fuse_block` fuses them and formats their lines,
   and the task writes the bytes to ``out-<part>.txt`` in the folder and returns the
   part's qids and each query's byte range.  Every query belongs to exactly one part:
   it is fused once, on one worker.

The driver then writes the output atomically, query by query in the local run's
order (first appearance over the files in argument order,
:func:`~rankagg.stream.partition.global_order`), copying each query's bytes from its
part's file: memory on the driver is one query's lines, and the output is the local
run's byte for byte.  The temporary folder is removed at the end, on error, and on
SIGINT / SIGTERM.

Both stages need a folder that the driver and every worker see at the same path
(``scratch``: a shared filesystem on a real cluster; the system's temporary folder
for a local cluster), and every worker must read the input files at the paths given.
Both are checked before any work: the driver writes a token into the folder and
every worker must read it back, and must see each input with the driver's size.

Methods that learn from the test queries themselves are refused before any reading:
their result depends on all queries at once, which a part does not have.  These are
the methods the streaming path does not fuse in one block-by-block pass
(:func:`rankagg.stream.run.stream_mode`): ULARA, Mallows-EM, self-training, and the
quality-weighted fusions with a global scope -- ``pseudo_qrels``, the default method,
which the local streaming path fuses in several passes.  A fitted model of such a
method (``--model``) scores each query alone and is accepted.
"""

from __future__ import annotations

import contextlib
import gzip
import math
import os
import secrets
import shutil
import signal
import tempfile
from pathlib import Path
from typing import IO, Any, Callable, Iterator, Mapping, Sequence

import numpy as np

from rankagg.backends.distributed import DaskBackend
from rankagg.backends.method_shipping import method_from_state, method_state
from rankagg.io.comment_lines import commented_run, no_run_lines
from rankagg.io.signals import HANDLED_SIGNALS
from rankagg.io.unfinished import place_token, sweep_temporary_folders
from rankagg.io.write_errors import write_error
from rankagg.methods.base import Aggregator

__all__ = ["fuse_files_dask", "fuse_dict_dask", "check_distributable", "default_parts", "PART_BYTES"]

#: input bytes per part: a part's lines of every run are fused in one go on a worker
#: (~265-450 bytes of memory per input line, ~50-70 bytes of text per line: ~0.3-0.6 GB)
PART_BYTES = 64 << 20
_TOKEN = ".rankagg-shared-check"


def check_distributable(m: Aggregator) -> None:
    """Refuse a method whose scores depend on all the queries at once (before reading anything): only the
    methods the streaming path fuses block by block in one pass (:func:`rankagg.stream.run.stream_mode`)."""
    from rankagg.stream.run import stream_mode

    if stream_mode(m) != "block":
        raise ValueError(f"--backend dask: {m.name} learns from all the test queries at once, and a worker fuses "
                         "only its part of them; fuse it locally (without --backend dask: it streams it, or reads "
                         "it whole, and says which), give a fitted model (--model), or choose a method that fuses "
                         "each query alone (e.g. --method rrf or combsum)")


def default_parts(paths: Sequence[str | os.PathLike], n_workers: int) -> int:
    """At least two parts per worker, and about :data:`PART_BYTES` of input per part."""
    total = sum(os.path.getsize(p) for p in paths)
    return max(2 * max(int(n_workers), 1), math.ceil(total / PART_BYTES))


# ----------------------------------------------------------------- worker side
def _sees(folder: str, token: str, inputs: Mapping[str, int]) -> str:
    """On a worker: '' when the shared folder and every input are visible as on the driver, else why not."""
    try:
        if (Path(folder) / _TOKEN).read_text() != token:
            return f"the folder {folder} holds another token (not the same folder)"
    except OSError:
        return f"cannot read {folder}"
    for p, size in inputs.items():
        try:
            if os.path.getsize(p) != size:
                return f"{p} has another size there"
        except OSError:
            return f"cannot read {p}"
    return ""


def _partition_task(path: str, folder: str, n_parts: int, file_index: int, trust_rank: bool) -> Any:
    from rankagg.stream.partition import partition_file

    with _plain_errors():
        return partition_file(path, folder, n_parts, file_index, trust_rank=trust_rank)


@contextlib.contextmanager
def _plain_errors() -> Iterator[None]:
    """An input error raised on a worker travels to the driver as a ValueError with the same message
    (file:line): :class:`~rankagg.io._errors.InputFormatError` does not survive pickling."""
    from rankagg.io._errors import InputFormatError

    try:
        yield
    except InputFormatError as exc:
        raise ValueError(str(exc)) from None


def _fuse_task(spec: Mapping[str, Any], pset: Any, part: int, names: Sequence[str], opts: Mapping[str, Any]
               ) -> dict[str, Any] | None:
    """Fuse part ``part``; write its text to ``out-<part>.txt``; return its qids, byte offsets and summary."""
    from rankagg.stream.fuse import fuse_block
    from rankagg.stream.partition import read_part

    m = method_from_state(spec)
    with _plain_errors():
        entries = read_part(pset, part, input_depth=opts["input_depth"], names=names,
                            keep_scores=m.get_tags().reads_scores)
    if entries is None:
        return None
    lengths = entries.list_lengths().astype(np.float64)
    nonempty = lengths[np.nan_to_num(lengths) > 0]
    stats = {"items": int(entries.n_items), "widest": int(entries.sizes.max()) if entries.n_queries else 0,
             "lo": int(nonempty.min()) if nonempty.size else None, "hi": int(nonempty.max()) if nonempty.size else None}
    block = fuse_block(m, entries, tag=opts["tag"], depth=opts["depth"], score_column=opts["score_column"])
    del entries
    with open(Path(pset.folder) / f"out-{part:05d}.txt", "xb") as fh:
        fh.write(block.text)
    return {"part": part, "qids": [str(q) for q in block.qids], "offsets": block.offsets.tolist(), **stats}


# ----------------------------------------------------------------- driver side
@contextlib.contextmanager
def _scratch_folder(scratch: str | os.PathLike | None) -> Iterator[Path]:
    """A new temporary folder under ``scratch``, removed at the end, on error, and on SIGINT / SIGTERM
    (the previous handler then runs: the CLI's removes unfinished outputs and exits)."""
    if scratch is not None and not Path(scratch).is_dir():
        raise ValueError(f"--scratch {scratch}: not a folder")
    sweep_temporary_folders(scratch)  # the folders of drivers that were killed (SIGKILL, out of memory)
    try:
        folder = Path(tempfile.mkdtemp(prefix=f"rankagg-dask-{os.getpid()}-h{place_token()}_", dir=scratch))
    except OSError as exc:  # a read-only or full scratch folder: name it and how to move it
        raise write_error(exc, scratch if scratch is not None else tempfile.gettempdir(), temporary=True) from exc

    def remove() -> None:
        for _ in range(3):  # a worker may still be closing a file in it
            shutil.rmtree(folder, ignore_errors=True)
            if not folder.exists():
                break

    previous: dict[int, Any] = {}

    def handler(signum: int, frame: Any) -> None:
        remove()
        prev = previous.get(signum)
        if callable(prev):
            prev(signum, frame)
        signal.signal(signum, signal.SIG_DFL)
        os.kill(os.getpid(), signum)

    for sig in HANDLED_SIGNALS:
        with contextlib.suppress(ValueError):  # not the main thread: the finally clause still removes it
            previous[sig] = signal.signal(sig, handler)
    try:
        yield folder
    except OSError as exc:  # a worker's partition filled the scratch folder (Arrow's bare "[errno 28]")
        raise write_error(exc, folder, temporary=True) from exc
    finally:
        for signum, h in previous.items():
            signal.signal(signum, h)
        remove()


def _check_shared(client: Any, folder: Path, paths: Sequence[str]) -> None:
    token = secrets.token_hex(16)
    (folder / _TOKEN).write_text(token)
    sizes = {p: os.path.getsize(p) for p in paths}
    answers = client.run(_sees, str(folder), token, sizes)
    bad = {w: why for w, why in answers.items() if why}
    if bad:
        w, why = next(iter(sorted(bad.items())))
        raise ValueError(f"--backend dask: worker {w} does not see what the driver sees ({why}; {len(bad)} of "
                         f"{len(answers)} workers). The temporary folder (under --scratch, here {folder.parent}) and "
                         "the input files must be on a filesystem every worker mounts at the same path")


def _write_in_order(fh: IO[bytes], folder: Path, order: Sequence[str], parts: Sequence[dict[str, Any]]) -> None:
    where = {q: (p["part"], i) for p in parts for i, q in enumerate(p["qids"])}
    offsets = {p["part"]: p["offsets"] for p in parts}
    files: dict[int, int] = {}
    try:
        for q in order:
            at = where.pop(q, None)
            if at is None:
                continue  # a query with no line left (e.g. every line cut by input_depth)
            part, i = at
            if part not in files:
                files[part] = os.open(folder / f"out-{part:05d}.txt", os.O_RDONLY)
            a, b = offsets[part][i], offsets[part][i + 1]
            if b > a:
                fh.write(os.pread(files[part], b - a, a))
    finally:
        for fd in files.values():
            os.close(fd)
    if where:  # pragma: no cover - defensive: every fused query is in the order
        raise RuntimeError(f"{len(where)} fused queries are missing from the output order")


def _summary(n_runs: int, n_queries: int, parts: Sequence[dict[str, Any]]) -> str:
    """The line :func:`rankagg.io.trec.run_summary` prints for the whole input, from the parts' numbers."""
    lo = [p["lo"] for p in parts if p["lo"] is not None]
    hi = [p["hi"] for p in parts if p["hi"] is not None]
    return (f"{n_runs} runs, {n_queries} queries, {sum(p['items'] for p in parts)} documents "
            f"(up to {max((p['widest'] for p in parts), default=0)} per query), lists of {min(lo, default=0)} to "
            f"{max(hi, default=0)}")


def _check_text_runs(paths: Sequence[str], output: str | os.PathLike | None) -> None:
    """The Dask path reads and writes TREC run text (plain or gzip); Parquet tables are fused locally."""
    from rankagg.io.formats import FORMATS, which, writer_for

    table = next((p for p in paths if which(p) is FORMATS["parquet"]), None)  # the registry decides, not a name
    if table is not None or (output is not None and writer_for(output) is not FORMATS["trec"]):
        raise ValueError(f"--backend dask reads and writes TREC run files; {table or output} is Parquet: fuse "
                         "Parquet tables without --backend dask (they are streamed)")


def _on_parts(task: Callable[..., Any], paths: Sequence[str], m: Aggregator, *, names: Sequence[str] | None,
              opts: Mapping[str, Any], trust_rank: bool, scheduler: Any, scratch: str | os.PathLike | None,
              n_parts: int | None, n_workers: int, reading: Callable[[str], None] | None,
              finish: Callable[[Path, list[str], list[Any]], Any]) -> Any:
    """Stage 1 (partition, one task per file), stage 2 (``task`` on each non-empty part), then ``finish(folder,
    order, part results)`` inside the temporary folder's lifetime; returns what ``finish`` returns."""
    from rankagg.stream.partition import PartitionSet, global_order

    check_distributable(m)
    m.check_fitted()  # before any reading; the workers fuse through m.fuse (Aggregator.fuse_input)
    spec = method_state(m)
    with DaskBackend(scheduler, n_workers=n_workers) as be, _scratch_folder(scratch) as folder:
        client = be.client
        _check_shared(client, folder, paths)
        parts_n = int(n_parts) if n_parts is not None else default_parts(paths, be.n_workers)
        futures = client.map(_partition_task, paths, [str(folder)] * len(paths), [parts_n] * len(paths),
                             list(range(len(paths))), [trust_rank] * len(paths), pure=False)
        try:
            files = _gather(client, futures, reading, f"partitioned {{}}/{len(paths)} runs into {parts_n} parts")
        finally:
            client.cancel(futures)
        if sum(f.n_lines for f in files) == 0:
            raise ValueError(no_run_lines(paths))
        if (hidden := commented_run(paths, [f.n_lines for f in files])) is not None:
            raise ValueError(hidden)
        pset = PartitionSet(paths=list(paths), folder=str(folder), n_parts=parts_n, trust_rank=trust_rank,
                            files=files)
        spec_f = client.scatter(spec, broadcast=True)
        pset_f = client.scatter(pset, broadcast=True)
        names = list(names) if names is not None else pset.names
        futures = [client.submit(task, spec_f, pset_f, p, names, opts, pure=False)
                   for p in range(parts_n) if any(f.rows[p] for f in files)]
        try:
            parts = [p for p in _gather(client, futures, reading, f"fused {{}}/{len(futures)} parts") if p is not None]
        finally:
            client.cancel(futures)
        return finish(folder, global_order(files), parts)


def _gather(client: Any, futures: list[Any], reading: Callable[[str], None] | None, message: str) -> list[Any]:
    """The futures' results in their order, saying ``message.format(done)`` as each finishes (a Dask job of a
    minute is not silent); the first error, of any task, is raised."""
    if reading is None:
        return list(client.gather(futures))
    from distributed import as_completed

    index = {f.key: i for i, f in enumerate(futures)}
    out: list[Any] = [None] * len(futures)
    for done, f in enumerate(as_completed(futures), 1):
        out[index[f.key]] = f.result()
        reading(message.format(done))
    return out


def fuse_files_dask(paths: Sequence[str | os.PathLike], output: str | os.PathLike, m: Aggregator, *,
                    names: Sequence[str], tag: str, depth: int | None, score_column: str = "fused",
                    trust_rank: bool = False, input_depth: int | None = None, scheduler: Any = None,
                    scratch: str | os.PathLike | None = None, n_parts: int | None = None, n_workers: int = 2,
                    reading: Callable[[str], None] | None = None) -> str:
    """Fuse run files on a Dask cluster (module docstring) and write ``output`` atomically; returns the
    summary line of what was read.  ``scheduler``: an address, a ``distributed.Client``, or None for a
    local cluster of ``n_workers`` processes; ``scratch``: where the temporary folder goes (shared)."""
    from rankagg.io.atomic import atomic_output
    from rankagg.io.output_guard import check_output_path

    files = [str(p) for p in paths]
    check_output_path(output, files)
    _check_text_runs(files, output)

    def finish(folder: Path, order: list[str], parts: list[dict[str, Any]]) -> str:
        with atomic_output(output, inputs=files) as raw:
            if str(output).endswith(".gz"):
                with gzip.GzipFile(fileobj=raw, mode="wb", mtime=0) as gz:  # as atomic_write_text
                    _write_in_order(gz, folder, order, parts)  # type: ignore[arg-type]
            else:
                _write_in_order(raw, folder, order, parts)
        return _summary(len(files), len(order), parts)

    opts = {"tag": tag, "depth": depth, "score_column": score_column, "input_depth": input_depth}
    return _on_parts(_fuse_task, files, m, names=names, opts=opts, trust_rank=trust_rank, scheduler=scheduler,
                     scratch=scratch, n_parts=n_parts, n_workers=n_workers, reading=reading, finish=finish)


def _values_task(spec: Mapping[str, Any], pset: Any, part: int, names: Sequence[str], opts: Mapping[str, Any]
                 ) -> dict[str, list] | None:
    """Part ``part``'s fused lists as :func:`rankagg.fuse` returns them: qid, docid, fused score, in the
    consensus order of each query, the first ``depth`` of each."""
    from rankagg.data.rankings import consensus_order
    from rankagg.stream.fuse import contract_scores
    from rankagg.stream.partition import read_part

    m = method_from_state(spec)
    with _plain_errors():
        entries = read_part(pset, part, names=names, keep_scores=m.get_tags().reads_scores)
    if entries is None:
        return None
    data, scores = contract_scores(m, entries)
    order = consensus_order(data, scores)
    qidx = data.query_of_item[order]
    if opts["depth"] is not None:
        keep = np.arange(data.n_items) - data.offsets[qidx] + 1 <= opts["depth"]
        order, qidx = order[keep], qidx[keep]
    return {"qid": data.qids[qidx].tolist(), "docid": data.docids[order].tolist(), "score": scores[order].tolist()}


def fuse_dict_dask(paths: Sequence[str | os.PathLike], m: Aggregator, *, depth: int | None, scheduler: Any = None,
                   scratch: str | os.PathLike | None = None, n_workers: int = 2) -> dict[str, dict[str, float]]:
    """:func:`rankagg.fuse` on run files, on a Dask cluster: ``{qid: {docid: fused score}}``, equal to the
    local result (same queries in the same order, same documents in the same order, same floats)."""

    def finish(folder: Path, order: list[str], parts: list[dict[str, list]]) -> dict[str, dict[str, float]]:
        per_q: dict[str, dict[str, float]] = {}
        for p in parts:
            for q, d, s in zip(p["qid"], p["docid"], p["score"]):
                per_q.setdefault(q, {})[d] = s
        return {q: per_q[q] for q in order if q in per_q}

    _check_text_runs([str(p) for p in paths], None)
    return _on_parts(_values_task, [str(p) for p in paths], m, names=None, opts={"depth": depth}, trust_rank=False,
                     scheduler=scheduler, scratch=scratch, n_parts=None, n_workers=n_workers, reading=None,
                     finish=finish)
