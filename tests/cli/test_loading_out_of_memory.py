"""The command running out of memory while its modules load, before a command's own handlers (issue 45's
sixteenth bar, the page's rerun of u6s_as_200m_evaluate): under ``ulimit -v 200M`` the import of ``tempfile`` (by
``rankagg.io.unfinished``) failed in ``hashlib`` and the command died with a traceback.  Every exception of that
kind that says memory ran out, raised before the command's handlers, is one line naming the limit, exit 2; any
other still propagates."""

from __future__ import annotations

import pytest

import rankagg.cli as cli


def _chained(outer: BaseException, inner: BaseException) -> BaseException:
    try:
        try:
            raise inner
        except BaseException:
            raise outer
    except BaseException as exc:  # noqa: BLE001 - the chain Python builds while handling
        return exc


STARVED = [
    MemoryError(),
    _chained(ImportError("cannot import name 'sha512' from 'hashlib'"), MemoryError()),
    ImportError("libllvmlite.so: failed to map segment from shared object"),
    _chained(RuntimeError("can't start new thread"), MemoryError()),
]


@pytest.mark.parametrize("exc", STARVED, ids=lambda e: type(e).__name__ + ":" + str(e)[:30])
@pytest.mark.parametrize("argv", [["evaluate", "--qrels", "q.txt", "a.run"], ["fuse", "a.run"], []])
def test_running_out_while_loading_is_one_line_naming_the_limit(monkeypatch, capsys, exc, argv):
    def load(_argv):
        raise exc

    monkeypatch.setattr(cli, "_run_command", load)
    monkeypatch.setattr("rankagg._process.address_space_limit", lambda: 200 << 20)
    assert cli.main(argv) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "out of memory" in err and "200 MiB" in err and "Traceback" not in err
    assert err.startswith(f"rankagg {argv[0]}: error: " if argv else "rankagg: error: ")


@pytest.mark.parametrize("exc", [ImportError("No module named 'pyarrow'"), RuntimeError("a bug"), KeyError("x")])
def test_any_other_failure_while_loading_still_propagates(monkeypatch, exc):
    def load(_argv):
        raise exc

    monkeypatch.setattr(cli, "_run_command", load)
    monkeypatch.setattr("rankagg._process.address_space_limit", lambda: None)
    with pytest.raises(type(exc)):
        cli.main(["fuse", "a.run"])
