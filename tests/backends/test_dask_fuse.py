"""``rankagg fuse --backend dask`` (issue 25, item 3): the workers partition and fuse the run files, and the
output is the local run's byte for byte, for files grouped by query or not; the temporary folder is gone
afterwards (also after an error or a signal); what a cluster cannot do is refused before any reading."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import numpy as np
import pytest

try:
    import distributed  # noqa: F401
except ImportError:  # pragma: no cover - the dask extra is installed in CI
    if os.environ.get("CI", "").lower() == "true":
        pytest.fail("dask.distributed is not installed (the dask extra): CI must run these tests", pytrace=False)
    pytest.skip("needs dask.distributed (pip install 'rankagg[dask]')", allow_module_level=True)

import rankagg
from rankagg.api import fuse_files
from rankagg.backends.dask_fuse import _check_shared, check_distributable, default_parts
from rankagg.backends.distributed import DaskBackend
from rankagg.cli import main
from rankagg.methods.registry import make_method

ROOT = Path(__file__).resolve().parents[2]


def _write_runs(folder: Path, *, n_runs: int = 4, n_queries: int = 40, seed: int = 7) -> list[Path]:
    """Small TREC runs: ragged lists over shared pools, 2-decimal scores (ties), non-numeric qids that
    first appear in different orders in different files."""
    rng = np.random.default_rng(seed)
    folder.mkdir(parents=True, exist_ok=True)
    paths = []
    for j in range(n_runs):
        lines = []
        for q in rng.permutation(n_queries):
            if rng.random() < 0.1:
                continue  # this run has no list for this query
            k = int(rng.integers(1, 30))
            docs = rng.choice(60, size=k, replace=False)
            scores = np.sort(np.round(rng.random(k) * 3, 2))[::-1]
            lines += [f"topic-{q} Q0 doc{d} {r + 1} {s} run{j}" for r, (d, s) in enumerate(zip(docs, scores))]
        p = folder / f"run{j}.txt"
        p.write_text("\n".join(lines) + "\n")
        paths.append(p)
    return paths


def _shuffled(paths: list[Path], folder: Path, seed: int = 3) -> list[Path]:
    """The same runs with every file's lines in a random order (not grouped by query)."""
    rng = np.random.default_rng(seed)
    folder.mkdir(parents=True, exist_ok=True)
    out = []
    for p in paths:
        lines = p.read_text().splitlines()
        q = folder / p.name
        q.write_text("\n".join(lines[i] for i in rng.permutation(len(lines))) + "\n")
        out.append(q)
    return out


@pytest.fixture(scope="module")
def cluster():
    # two worker processes: the method and the partition really travel between processes
    with DaskBackend(n_workers=2, processes=True) as be:
        yield be.client


@pytest.fixture(scope="module")
def runs(tmp_path_factory):
    base = tmp_path_factory.mktemp("dask_fuse")
    grouped = _write_runs(base / "grouped")
    return {"grouped": grouped, "ungrouped": _shuffled(grouped, base / "ungrouped")}


@pytest.mark.parametrize("method,layout", [("rrf", "grouped"), ("combsum", "grouped"), ("condorcet", "grouped"),
                                           ("rrf", "ungrouped"), ("combmnz", "ungrouped")])
def test_dask_output_is_the_local_output_byte_for_byte(cluster, runs, tmp_path, method, layout):
    paths = runs[layout]
    local, remote, scratch = tmp_path / "local.run", tmp_path / "dask.run", tmp_path / "scratch"
    scratch.mkdir()
    fuse_files(paths, local, method=method, depth=20)
    done = fuse_files(paths, remote, method=method, depth=20, backend="dask", scheduler=cluster, scratch=scratch)
    assert remote.read_bytes() == local.read_bytes()
    assert local.stat().st_size > 0
    assert list(scratch.iterdir()) == []  # the partition and the parts' outputs are gone
    assert done.summary.startswith(f"{len(paths)} runs, 40 queries")


def test_dask_with_weights_trust_rank_input_depth_and_gzip_output(cluster, runs, tmp_path):
    """Options that reach the workers: weights by run name, --trust-rank, --input-depth, a .gz output."""
    paths = runs["ungrouped"]
    kw = dict(method="combsum", weights={"run1": 2.0, "run3": 0.5}, trust_rank=True, input_depth=7, depth=5,
              tag="mine", score_column="rank")
    fuse_files(paths, tmp_path / "local.run.gz", **kw)
    fuse_files(paths, tmp_path / "dask.run.gz", backend="dask", scheduler=cluster, scratch=tmp_path, **kw)
    assert (tmp_path / "dask.run.gz").read_bytes() == (tmp_path / "local.run.gz").read_bytes()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["dask.run.gz", "local.run.gz"]


def test_a_dask_job_says_how_far_it_is(cluster, runs, tmp_path):
    said: list[str] = []
    fuse_files(runs["grouped"], tmp_path / "d.run", method="rrf", backend="dask", scheduler=cluster,
               scratch=tmp_path, reading=said.append)
    assert f"partitioned {len(runs['grouped'])}/{len(runs['grouped'])} runs" in " ".join(said)
    parts = [m for m in said if m.startswith("fused ")]
    assert parts and parts[-1].split()[1].split("/")[0] == parts[-1].split()[1].split("/")[1]  # fused N/N parts


def test_the_command_line_fuses_on_a_scheduler_address(cluster, runs, tmp_path):
    paths = [str(p) for p in runs["grouped"]]
    assert main(["fuse", *paths, "--method", "borda", "--quiet", "-o", str(tmp_path / "local.run")]) == 0
    assert main(["fuse", *paths, "--method", "borda", "--quiet", "--backend", "dask",
                 "--scheduler", cluster.scheduler.address, "--scratch", str(tmp_path),
                 "-o", str(tmp_path / "dask.run")]) == 0
    assert (tmp_path / "dask.run").read_bytes() == (tmp_path / "local.run").read_bytes()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["dask.run", "local.run"]


def test_rankagg_fuse_on_paths_through_dask_equals_the_local_result(cluster, runs):
    paths = runs["ungrouped"]
    local = rankagg.fuse(paths, "combsum", depth=15)
    remote = rankagg.fuse(paths, "combsum", depth=15, backend="dask", scheduler=cluster)
    assert remote == local
    assert list(remote) == list(local)  # queries in the same order
    assert all(list(remote[q]) == list(local[q]) for q in local)  # documents in the fused order
    with pytest.raises(ValueError, match="fuses run files"):
        rankagg.fuse({"a": {"q": {"d": 1.0}}, "b": {"q": {"d": 2.0}}}, "rrf", backend="dask")


def test_a_bad_line_names_its_file_and_line_and_leaves_nothing(cluster, runs, tmp_path):
    bad = tmp_path / "in" / "bad.txt"
    bad.parent.mkdir()
    lines = runs["ungrouped"][0].read_text().splitlines()
    lines.insert(5, lines[2])  # a document twice for one query
    bad.write_text("\n".join(lines) + "\n")
    scratch = tmp_path / "scratch"
    scratch.mkdir()
    with pytest.raises(ValueError, match=r"bad\.txt:6: document \S+ appears twice"):
        fuse_files([bad, *runs["ungrouped"][1:]], tmp_path / "out.run", method="rrf", backend="dask",
                   scheduler=cluster, scratch=scratch)
    assert list(scratch.iterdir()) == []
    assert not (tmp_path / "out.run").exists()


@pytest.mark.parametrize("method", ["pseudo_qrels", "ulara", "mallows_em"])
def test_methods_that_learn_from_all_test_queries_are_refused_before_reading(method, tmp_path):
    missing = [tmp_path / "not-there-1.run", tmp_path / "not-there-2.run"]  # nothing is read, or it would say so
    with pytest.raises(ValueError, match="learns from all the test queries"):
        fuse_files(missing, tmp_path / "out.run", method=method, backend="dask")
    with pytest.raises(ValueError, match="learns from all the test queries"):
        check_distributable(make_method(method))
    check_distributable(make_method("rrf"))  # per query: accepted


def test_options_of_the_dask_backend_alone_are_refused_without_it(runs, tmp_path):
    with pytest.raises(ValueError, match="for --backend dask"):
        fuse_files(runs["grouped"], tmp_path / "out.run", method="rrf", scheduler="tcp://127.0.0.1:1")
    with pytest.raises(ValueError, match="backend must be"):
        fuse_files(runs["grouped"], tmp_path / "out.run", method="rrf", backend="spark")


def test_parquet_in_or_out_is_refused_on_the_dask_path(runs, tmp_path):
    pa = pytest.importorskip("pyarrow")
    pq = pytest.importorskip("pyarrow.parquet")
    table = tmp_path / "runs.parquet"
    pq.write_table(pa.table({"q_id": ["q1"], "doc_id": ["d1"], "score": [1.0], "run": ["a"]}), table)
    with pytest.raises(ValueError, match="runs.parquet is Parquet"):
        fuse_files([table], tmp_path / "out.run", method="rrf", backend="dask")
    with pytest.raises(ValueError, match="fused.parquet is Parquet"):
        fuse_files(runs["grouped"], tmp_path / "fused.parquet", method="rrf", backend="dask")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["runs.parquet"]


class _ElsewhereClient:
    """A client whose one worker sees another machine's temporary folder (not shared)."""

    def run(self, fn, folder, token, sizes):
        return {"tcp://10.0.0.9:40000": fn(str(Path(folder).parent / "elsewhere"), token, sizes)}


def test_a_folder_the_workers_do_not_see_is_refused(runs, tmp_path):
    with pytest.raises(ValueError, match=r"worker tcp://10\.0\.0\.9:40000 does not see .*same path"):
        _check_shared(_ElsewhereClient(), tmp_path, [str(p) for p in runs["grouped"]])


def test_parts_scale_with_the_input_and_the_workers(runs):
    assert default_parts(runs["grouped"], 2) == 4  # small input: two parts per worker
    assert default_parts(runs["grouped"], 8) == 16


@pytest.mark.parametrize("sig,cli", [(signal.SIGTERM, False), (signal.SIGINT, True)])
def test_the_temporary_folder_is_removed_on_a_signal(tmp_path, sig, cli):
    """SIGTERM (default action) and SIGINT under the command line's handler (exit 130) both remove it."""
    code = textwrap.dedent(f"""
        import os, signal, sys, time
        from rankagg.backends.dask_fuse import _scratch_folder
        if {cli}:
            from rankagg.io.signals import exit_on_signal
            exit_on_signal()
        with _scratch_folder({str(tmp_path)!r}) as folder:
            (folder / "piece.arrow").write_bytes(b"x" * 1000)
            print(folder, flush=True)
            os.kill(os.getpid(), {int(sig)})
            time.sleep(30)
        """)
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60,
                         env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert out.returncode == (128 + sig if cli else -sig), out.stderr
    assert out.stdout.strip().startswith(str(tmp_path))
    assert list(tmp_path.iterdir()) == []
