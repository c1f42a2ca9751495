"""Issue 45's seventh bar (the process around a command): each fault class it found, generated over the members of
the class, in process (the bar's cases in ``scripts/reliability_matrix.py``, prefix ``u7v_``, run the commands).

* standard output written whole: a buffered write into a pipe whose reader went away returned the count the pipe
  took and raised nothing (``fuse -o - | head -1`` exited 0, the run cut), for every writer that may write ``-``;
* standard error that cannot be written (a full device) is muted: progress, warnings and errors are no result;
* the standard streams' encoding: UTF-8 under the C locale, an explicit ``PYTHONIOENCODING`` that lacks a character
  named with the stream, for each way the encoding is set;
* a warning made an error (``PYTHONWARNINGS=error``): exit 2 naming what it says, for every warning class of rankagg;
* ``NUMBA_NUM_THREADS``: refused unless Numba reads it as an integer >= 1 (it read other text as unset, warning
  with its own traceback as text);
* an output written over keeps the mode of the file it replaces, as a plain ``open(path, "w")`` does;
* a signal the process was started ignoring (``nohup``'s SIGHUP, a background job's SIGINT) stays ignored;
* standard output left non-blocking by the parent gets every byte; RANKAGG_DATA is shown as given.
"""

from __future__ import annotations

import codecs
import contextlib
import errno
import io
import os
import re
import stat
import struct
import sys
import warnings
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rankagg import _process
from rankagg.cli import main

RUN = "1 Q0 a 1 3.0 t\n1 Q0 b 2 2.0 t\n2 Q0 a 1 2.0 t\n"
RUN2 = "1 Q0 b 1 3.0 u\n1 Q0 a 2 2.0 u\n2 Q0 c 1 2.0 u\n"
QRELS = "1 0 a 1\n2 0 a 1\n"


@pytest.fixture
def runs(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "a.run").write_text(RUN)
    (tmp_path / "b.run").write_text(RUN2)
    (tmp_path / "q.txt").write_text(QRELS)
    return tmp_path


# ------------------------------------------------------------ standard output written whole
class _ReaderGone:
    """Standard output's binary stream as CPython's buffered writer behaves on a pipe whose reader went away
    mid-write (``python -c ... | head -1``): the first write returns the count of the bytes the pipe took (64 KiB)
    and raises nothing; the next write fails with EPIPE."""

    def __init__(self) -> None:
        self.taken = b""

    def write(self, data: bytes) -> int:
        if self.taken:
            raise BrokenPipeError(errno.EPIPE, "Broken pipe")
        self.taken = bytes(data[:65536])
        return len(self.taken)

    def flush(self) -> None:
        pass


class _Stdout:
    encoding = "utf-8"

    def __init__(self) -> None:
        self.buffer = _ReaderGone()

    def write(self, text: str) -> int:
        return self.buffer.write(text.encode())

    def flush(self) -> None:
        pass


def _write_text(text: str) -> None:
    from rankagg.io.atomic import atomic_write_text

    atomic_write_text("-", text, stdout=True)


def _write_bytes(text: str) -> None:
    from rankagg.io.atomic import atomic_output

    with atomic_output("-", stdout=True) as fh:
        fh.write(text.encode())


@pytest.mark.parametrize("write", [_write_text, _write_bytes], ids=["atomic_write_text", "atomic_output"])
def test_a_write_to_standard_output_that_the_reader_left_fails(monkeypatch, write):
    monkeypatch.setattr(sys, "stdout", _Stdout())
    with pytest.raises(BrokenPipeError):
        write("x" * 200_000)


def test_fuse_into_a_pipe_whose_reader_left_exits_141(runs, monkeypatch):
    (runs / "a.run").write_text("".join(f"q{q} Q0 d{d} {d + 1} {2000 - d} t\n" for q in range(4) for d in range(1000)))
    monkeypatch.setattr(sys, "stdout", _Stdout())
    assert main(["fuse", "a.run", "b.run", "--method", "rrf", "--quiet", "-o", "-"]) == 141


@pytest.mark.parametrize("args", [
    ["fuse", "a.run", "b.run", "--method", "rrf", "--quiet", "-o", "-"],  # bytes (atomic_output)
    ["evaluate", "--qrels", "q.txt", "a.run", "-q", "--measures", *[f"P@{k}" for k in range(1, 400)]],  # print()
], ids=["fuse", "evaluate"])
def test_a_non_blocking_standard_output_gets_every_byte(runs, monkeypatch, capsys, args):
    import threading

    (runs / "a.run").write_text("".join(f"q{q} Q0 d{d} {d + 1} {2000 - d} t\n" for q in range(24) for d in range(300)))
    (runs / "q.txt").write_text("".join(f"q{q} 0 d{d} 1\n" for q in range(24) for d in range(0, 300, 9)))
    assert main(args) == 0
    want = capsys.readouterr().out.encode()
    assert len(want) > 2**17  # more than a pipe holds
    r, w = os.pipe()
    os.set_blocking(w, False)  # as a Node.js or CI runner's pipe is left
    got: list[bytes] = []

    def read_once_full() -> None:  # only once the pipe is full: the writer has met EAGAIN (or is waiting for room)
        import fcntl
        import termios
        import time

        room = fcntl.fcntl(r, 1032)  # F_GETPIPE_SZ
        while struct.unpack("i", fcntl.ioctl(r, termios.FIONREAD, b"\0" * 4))[0] < room:
            time.sleep(0.001)
        got.extend(iter(lambda: os.read(r, 4096), b""))

    reader = threading.Thread(target=read_once_full)
    reader.start()
    out = io.TextIOWrapper(open(w, "wb"), encoding="utf-8")
    monkeypatch.setattr(sys, "stdout", out)
    try:
        assert main(args) == 0
    finally:
        with contextlib.suppress(OSError):
            out.close()
        reader.join()
        os.close(r)
    assert b"".join(got) == want


# ------------------------------------------------------------ standard error that cannot be written
class _FullStream(io.TextIOBase):
    """A text stream on a full device: every write fails with ENOSPC."""

    def __init__(self) -> None:
        self.tried = 0

    def write(self, text: str) -> int:
        self.tried += 1
        raise OSError(errno.ENOSPC, "No space left on device")

    def fileno(self) -> int:
        raise io.UnsupportedOperation("no descriptor")  # nothing to point at /dev/null in a test


@pytest.mark.parametrize("args, status, written", [
    (["fuse", "a.run", "b.run", "--method", "rrf", "-o", "o.run"], 0, "o.run"),  # progress lines
    (["fuse", "bom.run", "b.run", "--method", "rrf", "--quiet", "-o", "o.run"], 0, "o.run"),  # a warning
    (["fuse", "a.run", "nope.run", "-o", "o.run"], 2, None),  # the error message itself
], ids=["progress", "warning", "error"])
def test_a_full_standard_error_changes_no_result(runs, monkeypatch, capsys, args, status, written):
    (runs / "bom.run").write_text("\ufeff" + RUN)
    full = _FullStream()
    monkeypatch.setattr(sys, "stderr", full)
    assert main(args) == status
    assert full.tried >= 1  # something was to be said, and was dropped
    if written:
        assert (runs / written).read_text().startswith("1 Q0 ")
    assert sys.stderr is full  # put back after the command


# ------------------------------------------------------------ the standard streams' encoding
@pytest.mark.parametrize("encoding, variable, after", [
    ("ascii", "", "utf-8"),  # the C locale, no coercion: UTF-8 as every file rankagg writes
    ("ascii", "ascii", "ascii"),  # asked for by PYTHONIOENCODING: kept
    ("latin-1", "", "latin-1"),  # a real 8-bit locale: kept
])
def test_the_streams_write_utf8_only_where_the_locale_is_none(monkeypatch, encoding, variable, after):
    monkeypatch.setenv("PYTHONIOENCODING", variable)
    out = io.TextIOWrapper(io.BytesIO(), encoding=encoding)
    monkeypatch.setattr(sys, "stdout", out)
    restore = _process.guard_standard_streams()
    try:
        assert codecs.lookup(out.encoding).name == codecs.lookup(after).name
    finally:
        restore()


@pytest.mark.parametrize("handler", ["surrogateescape", "backslashreplace", "strict"])
@pytest.mark.parametrize("which", ["stdout", "stderr"])
def test_the_utf8_streams_keep_their_error_handler(monkeypatch, which, handler):
    """Given an encoding alone, reconfigure makes a stream strict: under the C locale a file name the locale could
    not decode (its bytes escaped as surrogates) then failed the error message naming it ('lost sys.stderr')."""
    monkeypatch.setenv("PYTHONIOENCODING", "")
    raw = io.BytesIO()
    stream = io.TextIOWrapper(raw, encoding="ascii", errors=handler)
    monkeypatch.setattr(sys, which, stream)
    restore = _process.guard_standard_streams()
    try:
        assert codecs.lookup(stream.encoding).name == "utf-8" and stream.errors == handler
        if handler != "strict":
            stream.write("\udcc3\udca9.run:1")  # 'é.run' read by a C-locale Python
            stream.flush()
            assert raw.getvalue() == (b"\xc3\xa9.run:1" if handler == "surrogateescape" else b"\\udcc3\\udca9.run:1")
    finally:
        restore()


@pytest.mark.parametrize("args", [["methods", "rrf"], ["evaluate", "--qrels", "q.txt", "a.run", "-q", "--measures", "P@1"]],
                         ids=["methods", "evaluate"])
def test_an_explicit_encoding_that_lacks_a_character_names_the_stream(runs, monkeypatch, capsys, args):
    (runs / "a.run").write_text("é Q0 a 1 3.0 t\n")
    (runs / "q.txt").write_text("é 0 a 1\n")
    monkeypatch.setenv("PYTHONIOENCODING", "ascii")
    monkeypatch.setattr(sys, "stdout", io.TextIOWrapper(io.BytesIO(), encoding="ascii"))
    assert main(args) == 2
    err = capsys.readouterr().err
    assert "standard output" in err and "PYTHONIOENCODING='ascii'" in err and "U+" in err, err


# ------------------------------------------------------------ a warning made an error
def _warning_classes() -> list[type[Warning]]:
    import rankagg.exceptions
    import rankagg.io.text_input
    import rankagg.methods.comparisons.bootstrap as bootstrap

    found = {v for m in (rankagg.exceptions, rankagg.io.text_input, bootstrap) for v in vars(m).values()
             if isinstance(v, type) and issubclass(v, Warning) and v.__module__.startswith("rankagg")}
    return sorted(found, key=lambda c: c.__name__)


@pytest.mark.parametrize("category", _warning_classes(), ids=lambda c: c.__name__)
def test_every_warning_made_an_error_exits_2_naming_it(runs, monkeypatch, capsys, category):
    def warn(args):
        warnings.warn(f"a.run: something odd ({category.__name__})", category)

    monkeypatch.setattr("rankagg.cli.refuse_unused_options", warn)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert main(["fuse", "a.run", "b.run", "--method", "rrf", "--quiet", "-o", "o.run"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("rankagg fuse: error: a.run: something odd") and "PYTHONWARNINGS" in err
    assert not (runs / "o.run").exists()


def test_a_byte_order_mark_under_warnings_as_errors(runs, capsys):
    (runs / "bom.run").write_text("\ufeff" + RUN)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert main(["fuse", "bom.run", "b.run", "--method", "rrf", "--quiet", "-o", "o.run"]) == 2
    assert "bom.run" in capsys.readouterr().err


# ------------------------------------------------------------ NUMBA_NUM_THREADS as Numba reads it
def _numba_reads_a_count(text: str) -> bool:
    """Numba's reading (``int(value)``, a warning and the default otherwise) gives a count >= 1."""
    try:
        return int(text) >= 1
    except ValueError:
        return False


@settings(max_examples=60, deadline=None)
@given(st.one_of(st.integers(-3, 300).map(str), st.text(st.sampled_from("0123456789 +-._e٣²abc"), max_size=5)))
def test_numba_threads_refused_unless_numba_reads_a_count(value):
    from rankagg._settings import check_settings

    old = os.environ.get("NUMBA_NUM_THREADS")
    os.environ["NUMBA_NUM_THREADS"] = value
    try:
        if not value.strip() or _numba_reads_a_count(value.strip()):
            check_settings()
        else:
            with pytest.raises(ValueError, match="NUMBA_NUM_THREADS="):
                check_settings()
    finally:
        if old is None:
            del os.environ["NUMBA_NUM_THREADS"]
        else:
            os.environ["NUMBA_NUM_THREADS"] = old


# ------------------------------------------------------------ the mode of an output written over
@pytest.mark.parametrize("name", ["o.txt", "o.txt.gz"])
def test_an_output_written_over_keeps_its_mode(tmp_path, name):
    from rankagg.io.atomic import atomic_write_text

    for mode in (0o664, 0o640, 0o600, 0o444, 0o755):
        target = tmp_path / f"{mode:o}" / name
        target.parent.mkdir()
        target.write_text("old\n")
        target.chmod(mode)
        previous = os.umask(0o022)
        try:
            atomic_write_text(target, "new\n")
        finally:
            os.umask(previous)
        assert stat.S_IMODE(target.stat().st_mode) == mode, oct(mode)
        assert target.read_bytes() != b"old\n"


def test_fuse_over_a_shared_output_keeps_it_group_writable(runs):
    out: Path = runs / "o.run"
    out.write_text("old\n")
    out.chmod(0o664)
    assert main(["fuse", "a.run", "b.run", "--method", "rrf", "--quiet", "-o", "o.run"]) == 0
    assert stat.S_IMODE(out.stat().st_mode) == 0o664 and out.read_text().startswith("1 Q0 ")


# ------------------------------------------------------------ RANKAGG_DATA shown as given
def test_a_data_folder_with_an_invisible_tail_is_shown_as_given(tmp_path, monkeypatch):
    from rankagg.io.datasets import resolve_data_dir

    for suffix in (" ", "\t", "/ "):
        monkeypatch.setenv("RANKAGG_DATA", str(tmp_path) + suffix)  # the folder exists; the value with its tail does not
        with pytest.raises(FileNotFoundError, match=re.escape(f"RANKAGG_DATA={str(tmp_path) + suffix!r}")):
            resolve_data_dir()


# ------------------------------------------------------------ signals the parent ignores
def _installers():
    from rankagg._process import exit_early_on_signal
    from rankagg.io.signals import exit_on_signal

    return [exit_early_on_signal, exit_on_signal]


@pytest.mark.parametrize("install", _installers(), ids=lambda f: f.__name__)
def test_a_signal_ignored_by_the_parent_stays_ignored(install):
    import signal

    from rankagg._process import TERMINATING_SIGNALS

    sigs = [getattr(signal, n) for n in TERMINATING_SIGNALS if hasattr(signal, n)]
    saved = {sig: signal.getsignal(sig) for sig in sigs}
    try:
        for ignored in sigs:  # nohup's SIGHUP, a background job's SIGINT, each in turn
            for sig in sigs:
                signal.signal(sig, signal.SIG_IGN if sig == ignored else signal.SIG_DFL)
            restore = install()
            try:
                assert signal.getsignal(ignored) == signal.SIG_IGN, signal.Signals(ignored).name
                assert all(callable(signal.getsignal(sig)) for sig in sigs if sig != ignored)  # the others handled
            finally:
                restore()
    finally:
        for sig, handler in saved.items():
            signal.signal(sig, handler)


# ------------------------------------------------------------ the working folder removed
@pytest.mark.parametrize("relative", ["output", "input"])
def test_a_removed_working_folder_is_named(runs, monkeypatch, capsys, relative):
    gone = runs / "w"
    gone.mkdir()
    monkeypatch.chdir(gone)
    gone.rmdir()  # a CI cleaning its workspace under a running job
    a = "a.run" if relative == "input" else str(runs / "a.run")
    out = "o.run" if relative == "output" else str(runs / "o.run")
    assert main(["fuse", a, str(runs / "b.run"), "--method", "rrf", "--quiet", "-o", out]) == 2
    assert "the working folder was removed" in capsys.readouterr().err
    assert not (runs / "o.run").exists()


def test_a_standard_output_open_for_reading_is_named(runs, monkeypatch, capsys):
    (runs / "ro.txt").write_text("")
    for args in (["methods"], ["fuse", "a.run", "b.run", "--method", "rrf", "--quiet", "-o", "-"],
                 ["evaluate", "--qrels", "q.txt", "a.run"]):
        fd = os.open(runs / "ro.txt", os.O_RDONLY)  # 1<ro.txt: the descriptor is open, writes fail with EBADF
        out = open(fd, "w", encoding="utf-8")
        monkeypatch.setattr(sys, "stdout", out)
        assert main(args) == 2, args
        assert ": error: standard output" in capsys.readouterr().err, args  # was "error: Bad file descriptor"
        with contextlib.suppress(OSError):
            out.close()
