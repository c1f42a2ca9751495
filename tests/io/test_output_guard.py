"""Issue 27, class 1: where output goes.  One guard (``rankagg.io.output_guard.check_output_path``, called for every
command by ``rankagg.api.commands.check_command_files`` and by every writer through ``atomic_output``).

The property test generates output targets of many kinds for several commands and checks that each run is
either a clean refusal (exit 2, the parameter named, nothing written, no input changed) or a correct write.
"""

from __future__ import annotations

import os
import signal
import stat
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rankagg.cli import main
from rankagg.io.atomic import atomic_output, atomic_write_text, sweep_leftovers
from rankagg.io.output_guard import check_output_path

RUN_A = "1 Q0 a 1 3.0 ta\n1 Q0 b 2 2.0 ta\n2 Q0 a 1 2.0 ta\n"
RUN_B = "1 Q0 b 1 3.0 tb\n1 Q0 a 2 2.0 tb\n2 Q0 d 1 2.0 tb\n"
MODEL = '{"format": "rankagg-fusion", "method": "rrf", "params": {"k": 60}, "weights": null}'
LETOR = "0 qid:10 1:3 2:1 #docid = A\n2 qid:10 1:1 2:2 #docid = B\n"
ROOT = os.geteuid() == 0

# target kind -> must the command refuse it?
REFUSED = {"input": True, "input_relative": True, "hardlink": True, "symlink_to_input": True, "model": True,
           "weights": True, "fifo": True, "dir": True, "dir_slash": True, "devnull": True, "parent_is_file": True,
           "same_as_other_output": True, "new_file": False, "missing_parent": False, "symlink_to_new": False,
           "dash": False, "existing_output": False}
COMMANDS = ("fuse", "fuse_explain", "fuse_letor", "fuse_model", "fuse_weights")


def _setup(folder: Path) -> None:
    (folder / "in").mkdir()
    (folder / "in" / "a.run").write_text(RUN_A)
    (folder / "in" / "b.run").write_text(RUN_B)
    (folder / "in" / "m.json").write_text(MODEL)
    (folder / "in" / "w.txt").write_text("ta 2\ntb 1\n")
    (folder / "in" / "f.txt").write_text(LETOR)
    (folder / "old.run").write_text("old\n")
    (folder / "d").mkdir()
    os.mkfifo(folder / "fifo")
    _device(folder / "null")
    for name in ("a.run", "f.txt"):
        os.link(folder / "in" / name, folder / f"hard.{name}")
        os.symlink(folder / "in" / name, folder / f"sym.{name}")
    os.symlink(folder / "new_target.run", folder / "dangling.run")


def _device(path: Path) -> None:
    """A character device node for the device case: a private copy of /dev/null's (1, 3) where we may make
    one (root), never the system's /dev/null itself, which a broken guard running as root would replace."""
    try:
        os.mknod(path, 0o666 | stat.S_IFCHR, os.makedev(1, 3))
    except OSError:
        assert not ROOT
        os.symlink(os.devnull, path)  # a user cannot replace /dev/null: safe to aim at it


def _target(kind: str, folder: Path, command: str) -> str:
    first = "f.txt" if command == "fuse_letor" else "a.run"
    return {
        "input": str(folder / "in" / first), "input_relative": f"d/../in/{first}", "hardlink": f"hard.{first}",
        "symlink_to_input": f"sym.{first}", "model": "in/m.json", "weights": "in/w.txt", "fifo": "fifo", "dir": "d",
        "dir_slash": "newdir/", "devnull": "null", "parent_is_file": "in/a.run/x.run",
        "same_as_other_output": "side.out", "new_file": "out.run", "missing_parent": "x/y/out.run",
        "symlink_to_new": "dangling.run", "dash": "-", "existing_output": "old.run",
    }[kind]


def _argv(command: str, target: str) -> list[str]:
    runs = ["in/a.run", "in/b.run"]
    if command == "fuse_letor":
        return ["fuse", "--letor", "in/f.txt", "--method", "borda", "--quiet", "-o", target]
    if command == "fuse_explain":
        return ["fuse", *runs, "--method", "rrf", "--quiet", "-o", "side.out", "--explain", target]
    if command == "fuse_model":
        return ["fuse", *runs, "--model", "in/m.json", "--quiet", "-o", target]
    if command == "fuse_weights":
        return ["fuse", *runs, "--method", "rrf", "--weights", "in/w.txt", "--quiet", "-o", target]
    return ["fuse", *runs, "--method", "rrf", "--quiet", "-o", target, "--explain", "side.out"]


def _snapshot(folder: Path) -> dict[str, object]:
    out: dict[str, object] = {}
    for p in sorted(folder.rglob("*")):
        rel = str(p.relative_to(folder))
        if p.is_symlink():
            out[rel] = ("link", os.readlink(p))
        elif p.is_fifo():
            out[rel] = "fifo"
        elif p.is_char_device():
            out[rel] = "device"
        elif p.is_dir():
            out[rel] = "dir"
        else:
            out[rel] = p.read_bytes()
    return out


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(kind=st.sampled_from(sorted(REFUSED)), command=st.sampled_from(COMMANDS))
def test_every_output_target_is_refused_cleanly_or_written_right(kind, command, capsys):
    if kind == "same_as_other_output" and command not in ("fuse", "fuse_explain"):
        kind = "new_file"
    command = {"model": "fuse_model", "weights": "fuse_weights"}.get(kind, command)  # inputs of those commands
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        _setup(folder)
        target = _target(kind, folder, command)
        before = _snapshot(folder)
        cwd = os.getcwd()
        os.chdir(folder)
        try:
            capsys.readouterr()
            rc = main(_argv(command, target))
        finally:
            os.chdir(cwd)
        out, err = capsys.readouterr()
        after = _snapshot(folder)
        param = "--explain" if command == "fuse_explain" else "-o"
        if REFUSED[kind]:
            assert rc == 2, (kind, command, err)
            assert "Traceback" not in err and param in err and err.count("\n") == 1, err
            assert after == before, "a refused command wrote or changed something"
            return
        assert rc == 0, (kind, command, err)
        changed = {k for k in set(before) | set(after) if before.get(k) != after.get(k)}
        inputs = {k for k in before if k.startswith("in")}
        assert not changed & inputs, "an input changed"
        if kind == "dash":
            assert out and "-" not in after, "'-' is standard output, not a file named '-'"
            return
        written = folder / ("new_target.run" if kind == "symlink_to_new" else target)
        assert written.is_file() and written.read_bytes().strip()
        if kind == "symlink_to_new":
            assert (folder / "dangling.run").is_symlink(), "a symlink is written through, not replaced"
        assert not list(folder.rglob(".*.tmp"))


def test_fuse_to_stdout_equals_the_file(tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    Path("a.run").write_text(RUN_A)
    Path("b.run").write_text(RUN_B)
    assert main(["fuse", "a.run", "b.run", "--quiet", "-o", "f.run"]) == 0
    capsys.readouterr()
    assert main(["fuse", "a.run", "b.run", "--quiet", "-o", "-"]) == 0
    assert capsys.readouterr().out == Path("f.run").read_text()
    assert not Path("-").exists()


@pytest.mark.parametrize("argv", [
    ["train", "--dataset", "MQ2008-agg", "--method", "best_input", "-o", "-"],
    ["tune", "a.run", "b.run", "--qrels", "q.txt", "-o", "q.txt"],
    ["tune", "a.run", "b.run", "--qrels", "q.txt", "-o", "a.run"],
    ["train", "--dataset", "MQ2008-agg", "--method", "best_input", "-o", "null"],
])
def test_commands_that_do_not_read_their_output_refuse_before_any_work(argv, tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    Path("a.run").write_text(RUN_A)
    Path("b.run").write_text(RUN_B)
    Path("q.txt").write_text("1 0 a 1\n")
    _device(tmp_path / "null")
    before = _snapshot(tmp_path)
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert "-o" in err and "Traceback" not in err
    assert _snapshot(tmp_path) == before


def test_a_leftover_of_a_killed_writer_is_swept_by_the_next_write(tmp_path):
    """SIGKILL during a write leaves the temporary file (nothing can run then); the next write to that
    folder removes it, and leaves a live writer's temporary file alone."""
    code = ("import os, signal, sys\nfrom rankagg.io.atomic import atomic_output\n"
            "with atomic_output(sys.argv[1]) as fh:\n    fh.write(b'half')\n    fh.flush()\n"
            "    os.kill(os.getpid(), signal.SIGKILL)\n")
    proc = subprocess.run([sys.executable, "-c", code, str(tmp_path / "out.run")],
                          env={**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[2])})
    assert proc.returncode == -signal.SIGKILL
    left = list(tmp_path.glob(".out.run.*.tmp"))
    assert len(left) == 1 and not (tmp_path / "out.run").exists()
    live = tmp_path / f".other.run.rankagg-{os.getpid()}.abcdefgh.tmp"
    live.write_text("being written")
    stranger = tmp_path / ".notes.abcdefgh.tmp"  # not ours: no pid part
    stranger.write_text("x")
    atomic_write_text(tmp_path / "other.txt", "new\n")
    assert not left[0].exists() and live.exists() and stranger.exists()
    assert sweep_leftovers(tmp_path) == []


@pytest.mark.parametrize("mask, mode", [(0o022, 0o644), (0o027, 0o640), (0o077, 0o600)])
def test_experiment_result_files_follow_the_umask(tmp_path, mask, mode):
    from rankagg.experiments.results import write_record

    old = os.umask(mask)
    try:
        p = write_record({"schema": "x", "test": {}}, tmp_path / "r" / "x.json")
    finally:
        os.umask(old)
    assert p.stat().st_mode & 0o777 == mode


def test_the_guard_refuses_dash_where_standard_output_makes_no_sense(tmp_path):
    with pytest.raises(ValueError, match="output '-': standard output is not accepted"):
        check_output_path("-")
    assert check_output_path("-", stdout=True) is None
    with pytest.raises(ValueError, match="is a directory"):
        with atomic_output(f"{tmp_path}/sub/"):
            pass


@pytest.mark.skipif(ROOT, reason="root writes into any folder")
def test_a_folder_that_is_not_writable_is_named(tmp_path):  # pragma: no cover - CI runs as a user
    ro = tmp_path / "ro"
    ro.mkdir()
    ro.chmod(0o500)
    with pytest.raises(ValueError, match="not writable"):
        check_output_path(ro / "out.run")
