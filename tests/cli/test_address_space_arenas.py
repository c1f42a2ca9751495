"""Under an address-space limit (``ulimit -v``) the command line starts again with two malloc arenas
(:func:`rankagg._address_space.restart_with_few_arenas`): glibc reserves 64 MiB of address space for each thread's
arena, and Numba's LLVM, finding no room left for a kernel, ended the process with SIGABRT (``LLVM ERROR: Unable to
allocate section memory``; the reliability page's ``u6s_as_600m_fuse``), out of reach of any Python handler.

The restart is observed here without a limit on the test process: ``os.execv`` is replaced by a recorder, and the
cases are drawn over the conditions (a limit or none, the variable set by the user or not)."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from rankagg import _address_space


class _Restarted(Exception):
    pass


def _recorder(calls: list):
    def execv(path, argv):
        calls.append((path, list(argv), os.environ.get(_address_space.ARENAS_VAR)))
        raise _Restarted

    return execv


@pytest.mark.parametrize("limit", [None, 600 << 20])
@pytest.mark.parametrize("user_value", [None, "4"])
def test_restart_only_under_a_limit_and_only_once(limit, user_value, monkeypatch) -> None:
    calls: list = []
    monkeypatch.setattr(_address_space.os, "execv", _recorder(calls))
    monkeypatch.setattr(_address_space, "address_space_limit", lambda: limit)
    monkeypatch.setattr(sys, "orig_argv", [sys.executable, "-m", "rankagg.cli", "fuse", "a.run", "-o", "o.run"])
    if user_value is None:
        monkeypatch.delenv(_address_space.ARENAS_VAR, raising=False)
    else:
        monkeypatch.setenv(_address_space.ARENAS_VAR, user_value)
    restarts = limit is not None and user_value is None
    if restarts:
        with pytest.raises(_Restarted):
            _address_space.restart_with_few_arenas()
        # the same interpreter and arguments, the variable set for the new image (and so never twice)
        assert calls == [(sys.executable, [sys.executable, "-m", "rankagg.cli", "fuse", "a.run", "-o", "o.run"], "2")]
        calls.clear()
        _address_space.restart_with_few_arenas()
        assert calls == []
    else:
        _address_space.restart_with_few_arenas()
        assert calls == [] and os.environ.get(_address_space.ARENAS_VAR) == user_value


def test_the_command_restarts_under_a_real_limit_and_answers(tmp_path) -> None:
    """End to end, under a real (generous) limit: the interpreter's own code prints the variable before running the
    command, so a restart shows as two lines (unset, then ``2``), and the restarted command does the job."""
    resource = pytest.importorskip("resource")
    (tmp_path / "a.run").write_text("1 Q0 x 1 2 a\n1 Q0 y 2 1 a\n")
    (tmp_path / "b.run").write_text("1 Q0 y 1 2 b\n1 Q0 z 2 1 b\n")
    env = {k: v for k, v in os.environ.items() if k != _address_space.ARENAS_VAR}
    limit = 4 << 30
    code = ("import os, runpy, sys\nprint(os.environ.get('MALLOC_ARENA_MAX'), flush=True)\n"
            "sys.argv = ['rankagg', 'fuse', 'a.run', 'b.run', '--method', 'rrf', '-o', 'o.run']\n"
            "runpy.run_module('rankagg.cli', run_name='__main__')")

    def pre() -> None:
        resource.setrlimit(resource.RLIMIT_AS, (limit, limit))

    for limited, printed in ((True, ["None", "2"]), (False, ["None"])):
        (tmp_path / "o.run").unlink(missing_ok=True)
        done = subprocess.run([sys.executable, "-c", code], cwd=tmp_path, env=env, preexec_fn=pre if limited else None,
                              capture_output=True, text=True)
        assert done.returncode == 0, done.stderr
        assert done.stdout.split() == printed
        lines = [ln.split() for ln in (tmp_path / "o.run").read_text().splitlines()]
        # RRF (k = 60): y 1/61 + 1/62 first, then x and z (1/62 each; the house rule: the smaller id first)
        assert [ln[2] for ln in lines] == ["y", "x", "z"]


@pytest.mark.parametrize("closed", [1, 2])
def test_a_closed_standard_stream_under_a_limit_is_no_traceback(closed, tmp_path) -> None:
    """Python gives ``sys.stdout`` (``sys.stderr``) as None when the process starts with its descriptor closed
    (``rankagg methods >&-``): the restart flushed it anyway, and the command died with an AttributeError and exit 1
    under a limit (the reliability page's u7v_exit_statuses) where without one it answers 2, naming the stream."""
    resource = pytest.importorskip("resource")
    env = {k: v for k, v in os.environ.items() if k != _address_space.ARENAS_VAR}
    limit = 4 << 30

    def pre() -> None:
        resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
        os.close(closed)

    for limited in (True, False):
        other = subprocess.PIPE  # the stream left open is read
        done = subprocess.run([sys.executable, "-m", "rankagg.cli", "methods"], cwd=tmp_path, env=env,
                              preexec_fn=pre if limited else (lambda: os.close(closed)),
                              stdout=other if closed == 2 else None, stderr=other if closed == 1 else None)
        if closed == 1:
            assert done.returncode == 2 and b"Traceback" not in done.stderr, done.stderr
            assert b"standard output is closed" in done.stderr
        else:
            assert done.returncode == 0 and b"borda" in done.stdout  # the listing, nothing to say on stderr
