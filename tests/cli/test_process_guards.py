"""Issue 34: bad input at the level of the process, each class generated from the argument parsers.

The parsers are read (every option of every subcommand), so an option added later is covered (or, if it
names something new, must be classified in :data:`NOT_READ` first):

* special files (a character device, a FIFO, a socket, a directory, a symlink to a device) for every input
  option of every command: refused before any byte is read, naming the option and the path;
* every option given twice (refused unless it is declared to repeat) and the same input given twice;
* every numeric option refuses NaN (a range, and a message naming the option); the memory limit's variable;
* closed and full standard output; write errors (full, too large, read-only) name the file; temporary
  folders of killed processes are swept, and signals leave nothing behind.
"""

from __future__ import annotations

import argparse
import errno
import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

from rankagg._process import REPEATABLE_ACTIONS
from rankagg.api.commands import FOLDER_INPUTS, INPUT_OPTIONS, OUTPUT_OPTIONS
from rankagg.cli import main
from rankagg.cli_parser import build_parser

ROOT = Path(__file__).resolve().parents[2]
RUN = "1 Q0 a 1 3.0 t\n1 Q0 b 2 2.0 t\n2 Q0 a 1 2.0 t\n"
RUN2 = "1 Q0 b 1 3.0 u\n1 Q0 a 2 2.0 u\n2 Q0 c 1 2.0 u\n"
QRELS = "1 0 a 1\n2 0 a 1\n"

#: options (by dest) that name no file the command reads: values, choices, flags, and folders the command
#: looks into by name (data, scratch, experiments), never read as a file
NOT_READ = {"method", "param", "tag", "depth", "input_depth", "scores", "backend", "scheduler", "scratch", "quiet",
            "trust_rank", "measures", "trec_measures", "relevance_level", "per_query", "complete", "rel", "json", "dataset", "select_by", "data_dir", "fold", "seed", "jobs",
            "force", "only", "name", "study_args", "experiments", "check", "baseline", "test", "alpha", "title",
            "no_figures", "measure", "search", "folds", "trials", "step", "max_settings", "if_no_gain",
            "if_fusion_hurts", "help", "version", "command", "experiment_command", "rest", "bootstrap", "bootstrap_by",
            "min_score", "by", "engine"}


def parsers() -> list[tuple[tuple[str, ...], argparse.ArgumentParser]]:
    """Every (sub)command's parser, with the words that select it (``report``'s real arguments included)."""
    out = []

    def walk(words: tuple[str, ...], parser: argparse.ArgumentParser) -> None:
        subs = [a for a in parser._actions if isinstance(a, argparse._SubParsersAction)]
        if not subs:
            out.append((words, parser))
        for a in subs:
            for name, sub in a.choices.items():
                if words == () and name == "report":
                    sub = build_parser(["report"])._subparsers._group_actions[0].choices["report"]
                walk(words + (name,), sub)

    walk((), build_parser(["report"]))
    return out


def input_options() -> list[tuple[tuple[str, ...], argparse.Action]]:
    return [(words, a) for words, p in parsers() for a in p._actions if a.dest in INPUT_OPTIONS]


def _id(words: tuple[str, ...], action: argparse.Action) -> str:
    return " ".join(words) + " " + (action.option_strings[-1] if action.option_strings else action.dest)


def test_every_option_is_classified():
    """A new option is a file the command reads, an output, or named in NOT_READ: never unguarded by accident."""
    unknown = [_id(w, a) for w, p in parsers() for a in p._actions
               if a.dest not in INPUT_OPTIONS and a.dest not in OUTPUT_OPTIONS and a.dest not in NOT_READ]
    assert not unknown, f"classify these options in INPUT_OPTIONS (files read) or NOT_READ: {unknown}"
    assert len(input_options()) >= 12  # runs/qrels/model/weights/letor of fuse, evaluate, tune; report; experiment


# ------------------------------------------------------------------ special files
def _special(kind: str, folder: Path) -> str:
    if kind == "chardev":
        return "/dev/zero"
    if kind == "symlink_to_device":
        os.symlink("/dev/zero", folder / "zero.link")
        return "zero.link"
    if kind == "fifo":
        os.mkfifo(folder / "pipe")
        return "pipe"
    if kind == "socket":
        s = socket.socket(socket.AF_UNIX)
        s.bind("sock")  # relative: the cwd is the test folder (socket paths are short)
        return "sock"
    (folder / "dir").mkdir()
    return "dir"


def _argv(words: tuple[str, ...], action: argparse.Action, special: str) -> list[str]:
    """A command line whose ``action`` names ``special`` and every other required option a regular file."""
    value = [special, "q.txt"] if action.nargs == 2 else [special]
    [parser] = [p for w, p in parsers() if w == words]
    runs = [a for a in parser._actions if a.dest == "runs"]
    argv = list(words) + (["a.run"] if runs and action.dest not in ("runs", "letor") else [])
    argv += ([action.option_strings[0]] if action.option_strings else []) + value
    fills = {"-o": "out.txt", "--qrels": "q.txt", "--dataset": "MQ2007-agg", "--method": "rrf"}
    for a in parser._actions:
        if a.required and a.option_strings and a.dest != action.dest:
            argv += [a.option_strings[0], fills[a.option_strings[0]]]
    return argv


KINDS = ("chardev", "symlink_to_device", "fifo", "socket", "directory")


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("words,action", [pytest.param(w, a, id=_id(w, a)) for w, a in input_options()])
def test_special_files_are_refused_for_every_input_option(tmp_path, monkeypatch, capsys, words, action, kind):
    if kind == "directory" and action.dest in FOLDER_INPUTS:
        pytest.skip(f"{action.dest} may be a folder of files (its JSON files are read, each guarded)")
    monkeypatch.chdir(tmp_path)
    (tmp_path / "a.run").write_text(RUN)
    (tmp_path / "q.txt").write_text(QRELS)
    special = _special(kind, tmp_path)
    argv = _argv(words, action, special)

    def hang(signum, frame):
        raise TimeoutError(f"rankagg {' '.join(argv)} blocked on {kind}")

    previous = signal.signal(signal.SIGALRM, hang)
    signal.alarm(20)
    try:
        code = main(argv)
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)
    err = capsys.readouterr().err
    flag = INPUT_OPTIONS[action.dest]
    assert code == 2, err
    assert f"{flag} {special}: is a " in err and "not a regular file" in err, err
    assert "Traceback" not in err
    assert not (tmp_path / "out.txt").exists()


def test_a_folder_of_results_with_a_device_and_a_fifo_inside(tmp_path, monkeypatch, capsys):
    """``rankagg report DIR``: DIR/x.json a symlink to /dev/zero was read until the kernel killed it; a FIFO blocked."""
    monkeypatch.chdir(tmp_path)
    for make in (lambda p: os.symlink("/dev/zero", p), os.mkfifo):
        d = tmp_path / "d"
        d.mkdir()
        make(d / "x.json")
        assert main(["report", "d", "-o", "r.md"]) == 2
        assert "d/x.json: is a " in capsys.readouterr().err
        for p in d.iterdir():
            p.unlink()
        d.rmdir()


def test_open_input_refuses_a_fifo_swapped_in_after_the_check(tmp_path, monkeypatch):
    """The descriptor is checked too (opened without blocking): a FIFO put in place after the path check."""
    from rankagg.io import guard

    os.mkfifo(tmp_path / "p")
    monkeypatch.setattr(guard, "check_input_path", lambda *a, **k: None)
    with pytest.raises(ValueError, match="FIFO"):
        guard.open_input(tmp_path / "p")


@pytest.mark.parametrize("where", ["first", "middle", "last"])
def test_a_line_past_the_cap_is_refused_with_file_and_line(tmp_path, monkeypatch, where):
    from rankagg.io import InputFormatError, guard
    from rankagg.stream import text

    monkeypatch.setattr(text, "check_line_lengths",
                        lambda data, path, first=1: guard.check_line_lengths(data, path, first, cap=64))
    long = "1 Q0 " + "x" * 100 + " 9 1.0 t\n"
    lines = RUN.splitlines(keepends=True)
    at = {"first": 0, "middle": 1, "last": len(lines)}[where]
    (tmp_path / "r.run").write_text("".join(lines[:at] + [long] + lines[at:]))
    with pytest.raises(InputFormatError, match=rf"r.run:{at + 1}: a line longer than 64 bytes"):
        guard.check_line_lengths((tmp_path / "r.run").read_bytes(), tmp_path / "r.run", cap=64)
    with pytest.raises(InputFormatError, match=rf"r.run:{at + 1}: a line longer than 64 bytes"):
        list(text.line_chunks(tmp_path / "r.run", size=16))  # the streaming reader, 16 bytes at a time


def test_check_line_lengths_matches_a_brute_force_scan():
    from hypothesis import given, settings, strategies as st

    from rankagg.io import InputFormatError
    from rankagg.io.guard import check_line_lengths

    @settings(max_examples=300, deadline=None)
    @given(st.lists(st.integers(0, 20), max_size=12), st.booleans(), st.integers(1, 12))
    def check(lengths, final_newline, cap):
        data = "\n".join("x" * n for n in lengths) + ("\n" if final_newline and lengths else "")
        over = [i + 1 for i, n in enumerate(lengths) if n > cap]
        try:
            check_line_lengths(data.encode(), "f", cap=cap)
            refused = None
        except InputFormatError as exc:
            refused = exc.line
        assert refused == (over[0] if over else None)

    check()


def test_a_file_read_whole_is_bounded_by_the_memory_limit(tmp_path, monkeypatch):
    import gzip

    from rankagg.io import InputFormatError
    from rankagg.io.guard import read_input_bytes

    monkeypatch.setenv("RANKAGG_MEMORY_LIMIT_GB", str(4096 / 2**30))  # 4 kB
    (tmp_path / "big").write_bytes(b"x" * 5000)
    (tmp_path / "bomb.gz").write_bytes(gzip.compress(b"\n" * 100_000))  # 100 kB from ~130 bytes
    (tmp_path / "ok.gz").write_bytes(gzip.compress(b"1 0 a 1\n" * 10))
    with pytest.raises(InputFormatError, match="big: 0.0 GiB, more than .*RANKAGG_MEMORY_LIMIT_GB"):
        read_input_bytes(tmp_path / "big")
    with pytest.raises(InputFormatError, match="bomb.gz: its gzip stream expands past .*RANKAGG_MEMORY_LIMIT_GB"):
        read_input_bytes(tmp_path / "bomb.gz")
    assert read_input_bytes(tmp_path / "ok.gz") == b"1 0 a 1\n" * 10


# ------------------------------------------------------------------ given twice
def _accepts(parse, text: str) -> bool:
    try:
        parse(text)
        return True
    except (argparse.ArgumentTypeError, ValueError):
        return False


def _value(action: argparse.Action) -> list[str]:
    if action.nargs == 0:
        return []
    if action.choices:
        one = str(action.choices[0])
    elif action.type is not None:  # a value the option's range takes
        one = next(v for v in ("5", "0.5") if _accepts(action.type, v))
    else:
        one = "x"
    n = action.nargs if isinstance(action.nargs, int) else 1
    return [one] * n


ONCE = [pytest.param(w, a, id=_id(w, a)) for w, p in parsers() for a in p._actions
        if a.option_strings and not isinstance(a, REPEATABLE_ACTIONS)]


@pytest.mark.parametrize("words,action", ONCE)
def test_every_option_given_twice_is_refused(capsys, words, action):
    flag = action.option_strings[-1]
    with pytest.raises(SystemExit) as exc:
        build_parser(list(words)).parse_args([*words, flag, *_value(action), action.option_strings[0], *_value(action)])
    err = capsys.readouterr().err
    assert exc.value.code == 2
    assert "given twice" in err and flag in err, err


def test_options_declared_to_repeat_may_repeat():
    args = build_parser(["fuse"]).parse_args(["fuse", "a", "--param", "k=1", "--param", "x=2", "-o", "o"])
    assert args.param == ["k=1", "x=2"]
    args = build_parser(["experiment"]).parse_args(["experiment", "run", "e.toml", "--dataset", "a", "--dataset", "b"])
    assert args.dataset == ["a", "b"]
    repeatable = [_id(w, a) for w, p in parsers() for a in p._actions
                  if a.option_strings and isinstance(a, REPEATABLE_ACTIONS) and a.dest not in ("help", "version")]
    assert sorted(repeatable) == ["benchmark --param", "calibrate --param", "evaluate -m", "experiment run --dataset",
                                  "fuse --param", "train --param"]


SAME_INPUT = [pytest.param(w, a, id=_id(w, a)) for w, a in input_options() if a.nargs in ("+", "*")]


@pytest.mark.parametrize("link", [False, True])
@pytest.mark.parametrize("words,action", SAME_INPUT)
def test_the_same_input_twice_is_refused_in_every_command(tmp_path, monkeypatch, capsys, words, action, link):
    """By path or by identity (a symlink to it), the same way in every command that takes several inputs."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "a.run").write_text(RUN)
    (tmp_path / "q.txt").write_text(QRELS)
    os.symlink("a.run", tmp_path / "l.run")
    argv = _argv(words, action, "a.run")
    argv.insert(argv.index("a.run") + 1, "l.run" if link else "a.run")
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert f"{INPUT_OPTIONS[action.dest]} {'l.run' if link else 'a.run'}: given twice" in err, err


def test_two_outputs_on_standard_output_are_refused(tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "a.run").write_text(RUN)
    (tmp_path / "b.run").write_text(RUN2)
    assert main(["fuse", "a.run", "b.run", "-o", "-", "--explain", "-"]) == 2
    out, err = capsys.readouterr()
    assert out == "" and "-o and --explain both write to standard output" in err


# ------------------------------------------------------------------ settings
TYPED = [pytest.param(w, a, id=_id(w, a)) for w, p in parsers() for a in p._actions
         if a.type is not None and a.option_strings]


@pytest.mark.parametrize("words,action", TYPED)
def test_every_numeric_option_has_a_range_named_in_its_message(capsys, words, action):
    assert action.type not in (int, float), f"{_id(words, action)}: a bare {action.type.__name__} has no range"
    for bad in ("nan", "-1", "1e400"):
        try:
            build_parser(list(words)).parse_args([*words, action.option_strings[0], bad])
        except SystemExit:
            err = capsys.readouterr().err
            assert f"argument {'/'.join(action.option_strings)}" in err, err
            continue
        assert bad == "-1" and "seed" not in action.dest  # only a signed setting may take -1


@pytest.mark.parametrize("value", ["nan", "inf", "-inf", "abc", "0", "-1", "1e9"])
def test_memory_limit_variable_is_validated_before_any_work(tmp_path, monkeypatch, capsys, value):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "a.run").write_text(RUN)
    (tmp_path / "b.run").write_text(RUN2)
    monkeypatch.setenv("RANKAGG_MEMORY_LIMIT_GB", value)
    assert main(["fuse", "a.run", "b.run", "-o", "o.run"]) == 2
    assert f"RANKAGG_MEMORY_LIMIT_GB={value!r}: expected a number in (0, 65536]" in capsys.readouterr().err
    assert not (tmp_path / "o.run").exists()
    from rankagg.methods.limits import check_problem_size

    with pytest.raises(ValueError, match="RANKAGG_MEMORY_LIMIT_GB"):
        check_problem_size("x", 1.0, "nothing")


def test_jobs_below_one_refused_and_capped_by_cells_and_cpus(monkeypatch):
    from rankagg.experiments.runner import worker_count

    with pytest.raises(SystemExit):
        build_parser(["experiment"]).parse_args(["experiment", "run", "e.toml", "--jobs", "0"])
    monkeypatch.setattr(os, "sched_getaffinity", lambda pid: {0, 1})
    assert [worker_count(40, 2), worker_count(100000, 1), worker_count(100000, 500), worker_count(1, 0)] == [2, 1, 2, 1]
    with pytest.raises(ValueError, match="--jobs 0"):
        worker_count(0, 3)


# ------------------------------------------------------------------ standard streams and write errors
def _cli(args: list[str], cwd: Path, env: dict | None = None, **kw) -> subprocess.CompletedProcess:
    env = dict(env or os.environ, PYTHONPATH=str(ROOT))
    return subprocess.run([sys.executable, "-m", "rankagg.cli", *args], cwd=cwd, env=env, capture_output=True,
                          text=True, timeout=300, **kw)


@pytest.mark.parametrize("args", [["methods"], ["fuse", "a.run", "b.run", "-o", "-", "--quiet"],
                                  ["evaluate", "--qrels", "q.txt", "a.run"]])
def test_closed_or_full_standard_output_is_a_clean_error(tmp_path, args):
    (tmp_path / "a.run").write_text(RUN)
    (tmp_path / "b.run").write_text(RUN2)
    (tmp_path / "q.txt").write_text(QRELS)
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    cmd = [sys.executable, "-m", "rankagg.cli", *args]
    closed = subprocess.run(cmd, cwd=tmp_path, env=env, stderr=subprocess.PIPE, text=True, timeout=300,
                            preexec_fn=lambda: os.close(1))
    assert closed.returncode == 2 and "standard output is closed" in closed.stderr, closed.stderr
    assert "Traceback" not in closed.stderr
    if os.path.exists("/dev/full"):
        with open("/dev/full", "w") as full:
            r = subprocess.run(cmd, cwd=tmp_path, env=env, stdout=full, stderr=subprocess.PIPE, text=True, timeout=300)
        assert r.returncode == 2 and "no space left" in r.stderr.lower() and "standard output" in r.stderr, r.stderr
        assert "Traceback" not in r.stderr


def test_a_broken_pipe_ends_quietly_with_the_status_of_sigpipe(tmp_path):
    """``rankagg methods | head -0``: the reader is gone before the first write."""
    read, write = os.pipe()
    os.close(read)
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    try:
        r = subprocess.run([sys.executable, "-m", "rankagg.cli", "methods"], cwd=tmp_path, env=env, stdout=write,
                           stderr=subprocess.PIPE, text=True, timeout=300)
    finally:
        os.close(write)
    assert r.returncode == 141 and r.stderr == "", r.stderr


def test_a_closed_standard_error_keeps_the_exit_status(tmp_path):
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    r = subprocess.run([sys.executable, "-m", "rankagg.cli", "fuse", "missing.run", "-o", "o.run"], cwd=tmp_path,
                       env=env, stdout=subprocess.PIPE, timeout=300, preexec_fn=lambda: os.close(2))
    assert r.returncode == 2


@pytest.mark.parametrize("code", [errno.ENOSPC, errno.EFBIG, errno.EROFS, errno.EIO, errno.EDQUOT])
def test_write_errors_name_the_output_and_what_to_do(tmp_path, code):
    from rankagg.io.atomic import atomic_output
    from rankagg.io.write_errors import WriteError

    with pytest.raises(WriteError) as exc:
        with atomic_output(tmp_path / "out.run") as fh:
            fh.write(b"1 Q0 a 1 1.0 t\n")
            raise OSError(code, os.strerror(code))  # what fh.write raises on a full / read-only / failing disk
    assert exc.value.errno == code and str(tmp_path / "out.run") in str(exc.value)
    assert "write it elsewhere" in str(exc.value)
    assert [p.name for p in tmp_path.iterdir()] == []  # nor the output, nor its temporary file


@pytest.mark.parametrize("code", [errno.ENOSPC, errno.EFBIG, errno.EROFS, errno.EIO])
def test_write_errors_in_the_partition_name_the_folder_and_how_to_move_it(tmp_path, monkeypatch, code):
    from rankagg.api import fuse_files
    from rankagg.stream import partition, source

    (tmp_path / "a.run").write_text(RUN + "1 Q0 c 3 1.0 t\n")  # qid 1 twice apart: not grouped, partitioned
    (tmp_path / "b.run").write_text(RUN2)
    monkeypatch.setenv("TMPDIR", str(tmp_path))
    monkeypatch.setattr("tempfile.tempdir", None)

    def full(*args, **kw):
        raise OSError(code, f"Error writing bytes to file. Detail: [errno {code}] {os.strerror(code)}")

    monkeypatch.setattr(partition, "partition_file", full)
    monkeypatch.setattr(source, "partition_file", full)
    with pytest.raises(OSError) as exc:
        fuse_files([tmp_path / "a.run", tmp_path / "b.run"], tmp_path / "o.run", method="rrf", stream=True)
    text = str(exc.value)
    assert "temporary partition in " + str(tmp_path / "rankagg-stream-") in text and "TMPDIR=DIR" in text, text
    assert not list(tmp_path.glob("rankagg-*")) and not (tmp_path / "o.run").exists()


def test_a_file_size_limit_names_the_output(tmp_path):
    """``ulimit -f``: EFBIG (Python ignores SIGXFSZ), reported with the path; nothing left behind."""
    import resource

    (tmp_path / "a.run").write_text("".join(f"1 Q0 d{i} {i + 1} {1000 - i} t\n" for i in range(500)))
    (tmp_path / "b.run").write_text(RUN2)
    r = _cli(["fuse", "a.run", "b.run", "-o", "o.run", "--method", "rrf"], tmp_path,
             preexec_fn=lambda: resource.setrlimit(resource.RLIMIT_FSIZE, (64, 64)))
    assert r.returncode == 2 and "file too large" in r.stderr and "o.run" in r.stderr, r.stderr
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.run", "b.run"]


# ------------------------------------------------------------------ nothing left behind
def test_temporary_folders_of_gone_processes_are_swept(tmp_path):
    from rankagg.io.unfinished import sweep_temporary_folders, temporary_folder

    dead = subprocess.Popen([sys.executable, "-c", "pass"])
    dead.wait()
    (tmp_path / f"rankagg-stream-{dead.pid}-abc").mkdir()
    (tmp_path / f"rankagg-stream-{dead.pid}-abc" / "f00000-p00000.arrow").write_bytes(b"x")
    (tmp_path / f"rankagg-dask-{os.getpid()}-live").mkdir()  # a live process's: kept
    (tmp_path / "rankagg-stream-notapid").mkdir()  # not ours: kept
    with temporary_folder("rankagg-stream-", tmp_path) as folder:
        assert folder.name.startswith(f"rankagg-stream-{os.getpid()}-")
        names = sorted(p.name for p in tmp_path.iterdir())
    assert names == sorted([folder.name, f"rankagg-dask-{os.getpid()}-live", "rankagg-stream-notapid"])
    assert sweep_temporary_folders(tmp_path) == []


STREAMED = """
import os, sys
from rankagg.io.signals import exit_on_signal
from rankagg.api import fuse_files
from rankagg.stream import partition, run
exit_on_signal("t")
point = sys.argv[1]
real_partition, real_fuse = partition.partition_file, run.fuse_block if hasattr(run, "fuse_block") else None
import threading
said_ready = threading.Lock()
def stop(*a, **k):
    # both runs are read on two threads at once: two bare prints interleave as "readyready"
    if said_ready.acquire(blocking=False):
        sys.stdout.write("ready\\n")
        sys.stdout.flush()
    import time
    time.sleep(60)
if point == "partition":
    import rankagg.stream.source as s
    partition.partition_file = s.partition_file = stop
elif point == "write":
    import rankagg.io.atomic as c
    real = c.atomic_output
    import contextlib
    @contextlib.contextmanager
    def slow(*a, **k):
        with real(*a, **k) as fh:
            fh.write(b"half")
            fh.flush()
            stop()
            yield fh
    run.atomic_output = slow
else:
    import rankagg.stream.text as t
    real_scan = t.line_chunks
    def scan(*a, **k):
        stop()
        return real_scan(*a, **k)
    partition.line_chunks = scan
    t.line_chunks = scan
fuse_files(["a.run", "b.run"], "o.run", method="rrf", stream=True)
"""


@pytest.mark.parametrize("sig", ["SIGINT", "SIGTERM", "SIGHUP", "SIGKILL"])
@pytest.mark.parametrize("point", ["read", "partition", "write"])
def test_signals_during_a_streamed_run_leave_nothing(tmp_path, sig, point):
    """Each signal at three points of a streamed fuse; SIGKILL cannot be caught: the next run sweeps its folder."""
    (tmp_path / "a.run").write_text(RUN + "1 Q0 c 3 1.0 t\n")
    (tmp_path / "b.run").write_text(RUN2)
    tmp = tmp_path / "tmp"
    tmp.mkdir()
    env = dict(os.environ, PYTHONPATH=str(ROOT), TMPDIR=str(tmp))
    proc = subprocess.Popen([sys.executable, "-c", STREAMED, point], cwd=tmp_path, env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)
    try:
        assert proc.stdout.readline().strip() == "ready"
        proc.send_signal(getattr(signal, sig))
        proc.wait(timeout=60)
    finally:
        proc.kill()
    left = sorted(p.name for p in tmp.iterdir()) + sorted(p.name for p in tmp_path.glob(".*.tmp"))
    if sig == "SIGKILL":
        assert proc.returncode == -9
        r = _cli(["fuse", "a.run", "b.run", "-o", "o2.run", "--method", "rrf"], tmp_path, env=env)
        assert r.returncode == 0, r.stderr
        left = sorted(p.name for p in tmp.iterdir())
        assert not list(tmp_path.glob(".o.run.*.tmp"))  # the output's temporary file: swept by the next write
        if point != "write":
            assert not (tmp_path / "o.run").exists()
    else:
        assert proc.returncode == 128 + getattr(signal, sig), proc.stderr.read()
        assert not (tmp_path / "o.run").exists()
    assert left == [], left


def _children(pid: int) -> list[int]:
    path = Path(f"/proc/{pid}/task/{pid}/children")
    return [int(p) for p in path.read_text().split()] if path.exists() else []


@pytest.mark.slow
@pytest.mark.parametrize("sig", ["SIGINT", "SIGTERM", "SIGHUP", "SIGKILL"])
def test_signals_during_a_dask_run_leave_nothing(tmp_path, sig):
    """Each signal to the driver of ``fuse --backend dask`` while its workers partition: the workers exit, and
    TMPDIR is empty (SIGKILL: once the next run has swept the killed driver's folders)."""
    pytest.importorskip("distributed")
    for r in range(4):
        (tmp_path / f"r{r}.run").write_text("".join(f"q{q} Q0 d{(7 * i + r) % 500} {i + 1} {500 - i} r{r}\n"
                                                    for q in range(20) for i in range(400)))
    tmp = tmp_path / "tmp"
    tmp.mkdir()
    env = dict(os.environ, PYTHONPATH=str(ROOT), TMPDIR=str(tmp))
    argv = [sys.executable, "-m", "rankagg.cli", "fuse", *[f"r{r}.run" for r in range(4)], "--backend", "dask",
            "--method", "mc4", "-o", "o.run", "--quiet"]
    proc = subprocess.Popen(argv, cwd=tmp_path, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    try:
        deadline = time.monotonic() + 300
        while not list(tmp.glob("rankagg-dask-*")) and proc.poll() is None and time.monotonic() < deadline:
            time.sleep(0.2)
        assert proc.poll() is None, "the run ended before the signal: make it longer"
        workers = _children(proc.pid)
        proc.send_signal(getattr(signal, sig))
        proc.wait(timeout=120)
    finally:
        proc.kill()
    deadline = time.monotonic() + 90
    while any(Path(f"/proc/{w}").exists() for w in workers) and time.monotonic() < deadline:
        time.sleep(0.5)
    assert not [w for w in workers if Path(f"/proc/{w}").exists()], "workers outlived the driver"
    if sig == "SIGKILL":
        assert _cli(["methods"], tmp_path, env=env).returncode == 0  # any command sweeps what a dead pid left
    else:
        assert proc.returncode == 128 + getattr(signal, sig), proc.stderr.read()
    assert sorted(p.name for p in tmp.iterdir()) == [] and not (tmp_path / "o.run").exists()


@pytest.fixture
def tiny_fs(tmp_path):
    """A 64 kB tmpfs (root only; skipped elsewhere: the fault-injection tests above cover every errno)."""
    mnt = tmp_path / "mnt"
    mnt.mkdir()
    if subprocess.run(["mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", str(mnt)], capture_output=True).returncode:
        pytest.skip("cannot mount a tmpfs here (needs root)")
    try:
        yield mnt
    finally:
        subprocess.run(["umount", "-l", str(mnt)], check=False)


def _big_runs(folder: Path) -> list[Path]:
    """Two runs of ~200 kB each, query 0 given again at the end (not grouped: partitioned when streamed)."""
    paths = []
    for r in range(2):
        lines = [f"q{q} Q0 doc{(q * 31 + i * 7 + r) % 5000} {i + 1} {900 - i} r{r}\n" for q in range(10) for i in range(400)]
        p = folder / f"r{r}.run"
        p.write_text("".join(lines) + f"q0 Q0 extra{r} 401 0.5 r{r}\n")
        paths.append(p)
    return paths


def test_a_real_full_and_read_only_file_system(tmp_path, tiny_fs, monkeypatch):
    """The output on a full file system; the partition in a full TMPDIR; then both read-only."""
    import tempfile

    from rankagg.api import fuse_files

    runs = _big_runs(tmp_path)
    with pytest.raises(OSError, match=f"no space left on the device, writing {tiny_fs / 'o.run'}: nothing was written"):
        fuse_files(runs, tiny_fs / "o.run", method="rrf")
    assert list(tiny_fs.iterdir()) == []
    monkeypatch.setattr(tempfile, "tempdir", str(tiny_fs))
    with pytest.raises(OSError, match=f"writing the temporary partition in {tiny_fs}/rankagg-stream-.*TMPDIR=DIR"):
        fuse_files(runs, tmp_path / "o.run", method="rrf", stream=True)
    assert list(tiny_fs.iterdir()) == [] and not (tmp_path / "o.run").exists()
    subprocess.run(["mount", "-o", "remount,ro", str(tiny_fs)], check=True)
    with pytest.raises(OSError, match=f"read-only file system, writing the temporary partition in {tiny_fs}"):
        fuse_files(runs, tmp_path / "o.run", method="rrf", stream=True)
    with pytest.raises(ValueError, match="is not writable"):
        fuse_files(runs, tiny_fs / "o.run", method="rrf")


def test_a_signal_while_the_command_starts_exits_cleanly(tmp_path):
    """Before the full handler is installed (NumPy and the command still loading), SIGINT exits 130 with a
    message: Python's KeyboardInterrupt in an import printed a traceback, or was swallowed and the job ran on."""
    code = ("import os, signal, time\nfrom rankagg._process import exit_early_on_signal\nexit_early_on_signal('t')\n"
            "os.kill(os.getpid(), signal.SIGINT)\ntime.sleep(30)\n")
    r = subprocess.run([sys.executable, "-c", code], env=dict(os.environ, PYTHONPATH=str(ROOT)), capture_output=True,
                       text=True, timeout=120)
    assert r.returncode == 130 and r.stderr == "t: interrupted by SIGINT while starting; nothing written\n", r.stderr


def test_main_leaves_the_signal_handlers_as_it_found_them(tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    before = {s: signal.getsignal(s) for s in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP)}
    assert main(["methods", "--json"]) == 0
    with pytest.raises(SystemExit):
        main(["fuse", "--method", "a", "--method", "b"])
    assert {s: signal.getsignal(s) for s in before} == before


def test_worker_threads_leave_the_handled_signals_to_the_main_thread():
    """A signal the kernel hands to a worker thread would wait, in a main thread blocked on that worker's result,
    until the worker finished (the partition of a large file): every pool's threads block the handled signals."""
    import re
    from concurrent.futures import ThreadPoolExecutor

    from rankagg.io.signals import HANDLED_SIGNALS, block_handled_signals

    with ThreadPoolExecutor(1, initializer=block_handled_signals) as pool:
        blocked = pool.submit(signal.pthread_sigmask, signal.SIG_BLOCK, []).result()
    assert set(HANDLED_SIGNALS) <= set(blocked)
    assert not set(HANDLED_SIGNALS) & set(signal.pthread_sigmask(signal.SIG_BLOCK, []))  # the main thread's
    for path in (ROOT / "rankagg").rglob("*.py"):
        for call in re.findall(r"ThreadPoolExecutor\(.*? as ", path.read_text(), flags=re.S):
            assert "initializer=block_handled_signals" in call, f"{path}: {call}"
