"""The ``rankagg`` command line: a thin layer over the public API.

Subcommands: ``methods``, ``fuse``, ``evaluate``, ``tune``, ``benchmark``,
``train``, ``demo`` and ``report``.  Errors go to stderr with exit status 2 (bad
input or usage) or 1 (anything else); results go to stdout; progress and the
one-line summary of what was read go to stderr.  Heavy modules (numpy, numba,
pandas) are imported by the subcommand that needs them, so ``--help`` and
``--version`` answer at once.

This module is the entry point (``rankagg`` is :func:`run`; :func:`main` runs one command and maps its
errors to exit statuses); the arguments are parsed by :mod:`rankagg.cli_parser`, each subcommand's work is
in :mod:`rankagg.cli_commands` and the progress display in :mod:`rankagg.cli_progress`.
"""

from __future__ import annotations

import errno
import os
import sys
import warnings
from typing import Any, Callable, Sequence


def _short_job() -> bool:
    """Whether this process runs ``fuse`` or ``evaluate``: no transparent huge pages, a fast exit (:func:`run`)."""
    return len(sys.argv) > 1 and sys.argv[1] in ("fuse", "evaluate")


# fuse and evaluate touch a few hundred MB once.  NumPy asks for transparent huge pages on large arrays
# (madvise); where the kernel compacts memory at first touch (defrag=madvise, a common default) that can
# cost a short job more than it saves: filling 240 MB of new arrays took 0.24 s with them, 0.10 s without
# (the fuse job itself 0.76 vs 0.74 s; results/bench_hugepages.md).  Set before NumPy is imported, and
# only when the user has not chosen.
if (__name__ == "__main__" or os.path.basename(sys.argv[0]) == "rankagg") and _short_job():
    os.environ.setdefault("NUMPY_MADVISE_HUGEPAGE", "0")

# OpenBLAS allocates a buffer per thread as it loads: under an address-space limit (ulimit -v 600M) the load retried
# for minutes (a hang in blas_thread_init) or exited with OpenBLAS's own "Memory allocation still failed"; with one
# thread it loads, or fails as a MemoryError the CLI names.  Results do not change (the linear algebra whose bits
# could depend on the thread count runs on one thread anyway: rankagg._blas).  Set before NumPy, when the user has
# not chosen.
# Under that limit the command also starts again with few malloc arenas (rankagg._address_space).
if (__name__ == "__main__" or os.path.basename(sys.argv[0]) == "rankagg"):
    from rankagg._address_space import address_space_limit, restart_with_few_arenas

    if address_space_limit() is not None:
        os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
        restart_with_few_arenas()

from rankagg._process import (exit_early_on_signal, guard_standard_streams, out_of_memory,  # noqa: E402
                              stream_encoding_error)

if __name__ == "__main__" or os.path.basename(sys.argv[0]) == "rankagg":
    exit_early_on_signal()  # Ctrl-C while NumPy and the command load: exit 130, no KeyboardInterrupt traceback

from rankagg.cli_commands import refuse_unused_options  # noqa: E402
from rankagg.cli_parser import build_parser  # noqa: E402

__all__ = ["main"]


def main(argv: Sequence[str] | None = None) -> int:
    restore = exit_early_on_signal()  # Ctrl-C while the command's modules load: exit 130, no traceback
    # a closed stdout/stderr: a clear failure, not a silent exit 0 or a traceback; a full stderr muted; UTF-8 under C
    restore_streams = guard_standard_streams()
    try:
        return _run_command(argv)
    except (MemoryError, ImportError, RuntimeError, SyntaxError, SystemError, LookupError) as exc:
        # while the command's modules load or its arguments are parsed, before its own handlers: under ulimit -v the
        # interpreter runs out there too (tempfile's import of hashlib, under 200 MiB), which was a traceback
        said = out_of_memory(exc)
        if said is None:
            raise
        words = list(sys.argv[1:] if argv is None else argv)
        print(f"rankagg {words[0] if words else ''}: error: {_one_line(said)}".replace("rankagg :", "rankagg:"),
              file=sys.stderr)
        return 2
    finally:
        restore_streams()
        restore()


def _run_command(argv: Sequence[str] | None) -> int:
    from rankagg.api.commands import check_command_files, exit_on_signal

    argv = list(sys.argv[1:] if argv is None else argv)
    parser = build_parser(argv)
    args = parser.parse_args(argv)
    restore_signals = exit_on_signal(f"rankagg {args.command}")  # no traceback, no temp file, no segfault
    restore_warnings = _warnings_on_one_line(f"rankagg {args.command}")
    try:
        _text_options(args)
        refuse_unused_options(args)  # an option the command would not read with these arguments: refused, named
        check_command_files(args.command, vars(args))  # every output against every input, before any work
        code = int(args.func(args) or 0)
        sys.stdout.flush()  # a full disk or a closed stream behind stdout fails here, reported below
        return code
    except BrokenPipeError:  # the reader of stdout went away (| head): quiet, with the status SIGPIPE would give
        _mute_stdout()
        return 141
    except UnicodeEncodeError as exc:  # standard output's encoding (PYTHONIOENCODING, the locale) lacks a character
        print(f"rankagg {args.command}: error: {_one_line(stream_encoding_error(exc) or str(exc))}", file=sys.stderr)
        return 2
    except Warning as exc:  # under PYTHONWARNINGS=error (-W error) a warning is raised: bad input, named like an error
        print(f"rankagg {args.command}: error: {_one_line(str(exc))} ({type(exc).__name__}, made an error by "
              "PYTHONWARNINGS=error or -W error)", file=sys.stderr)
        return 2
    except ValueError as exc:  # InputFormatError included: names the file and line
        print(f"rankagg {args.command}: error: {_one_line(str(exc))}", file=sys.stderr)
        return 2
    # a LookupError too: a codec Python ships that cannot be mapped under ulimit -v ("unknown encoding: shift_jis");
    # any other (a KeyError, an IndexError) is said as the last resort says it
    except (MemoryError, OSError, ImportError, RuntimeError, SyntaxError, SystemError, LookupError) as exc:
        return _report_failure(args.command, exc)
    except Exception as exc:  # pragma: no cover - last resort, still on stderr
        print(f"rankagg {args.command}: error: {type(exc).__name__}: {_one_line(str(exc))}", file=sys.stderr)
        return 1
    finally:
        restore_warnings()
        restore_signals()


def _report_failure(command: str, exc: BaseException) -> int:
    """Say what went wrong on one line and give the exit status: running out of memory (a ``MemoryError``, or a
    library that could not map or allocate under ``ulimit -v``) names the limits (exit 2); an ``OSError`` its
    file, an ``ImportError`` the extra it needs (exit 2); another ``RuntimeError`` is the last resort (exit 1)."""
    said = out_of_memory(exc)
    if said is not None:
        print(f"rankagg {command}: error: {_one_line(said)}", file=sys.stderr)
        return 2
    if isinstance(exc, OSError):  # missing file, directory, permission, unreachable scheduler, full disk, closed stdout
        where = f"{exc.filename}: " if exc.filename and str(exc.filename) not in str(exc.strerror or "") else ""
        if not where and (not _stdout_ok() or (exc.errno in _WRITE_ERRNOS and "writing" not in str(exc))):
            where = "standard output: "  # a print() that failed: the write errors of files name their file
        elif not where and exc.errno == errno.EBADF and "standard" not in str(exc):
            where = "standard output (open, but not for writing: 1<FILE): "  # said only "Bad file descriptor"
        elif not where and exc.errno == errno.ENOENT and not _working_folder_exists():
            # os.getcwd() (abspath of a relative name) fails naming nothing: "error: No such file or directory"
            where = ("the working folder was removed, so a relative path names nothing (cd into a folder that exists, "
                     "or give absolute paths): ")
        print(f"rankagg {command}: error: {_one_line(f'{where}{exc.strerror or exc}')}", file=sys.stderr)
        return 2
    if isinstance(exc, ImportError):
        print(f"rankagg {command}: error: {_one_line(str(exc))} (install the optional extra it needs)", file=sys.stderr)
        return 2
    print(f"rankagg {command}: error: {type(exc).__name__}: {_one_line(str(exc))}", file=sys.stderr)
    return 1


def _warnings_on_one_line(prog: str) -> Callable[[], None]:
    """Show each warning as ``rankagg CMD: warning: MESSAGE (Category)``, one line on stderr like the errors, not
    Python's two lines naming rankagg's source file and quoting its code (``evaluate --json`` of a run with a
    byte-order mark printed ``.../rankagg/io/_run_text.py:88: InputFormatWarning: ...`` and a line of code).
    Returns a function that restores the previous display."""
    previous = warnings.showwarning

    def show(message: Warning | str, category: type[Warning], filename: str, lineno: int, file: Any = None,
             line: str | None = None) -> None:
        try:
            print(f"{prog}: warning: {_one_line(str(message))} ({category.__name__})", file=file or sys.stderr)
        except (OSError, ValueError, AttributeError):  # a closed stderr: nobody to tell
            pass

    warnings.showwarning = show
    return lambda: setattr(warnings, "showwarning", previous)


#: control characters as Python writes them in a string literal (a newline as \n): a file named "x\ny.run"
#: split the one-line error into two, the second without the command's name
_ESCAPES = {c: repr(chr(c))[1:-1] for c in [*range(0x20), 0x7F] if c != 0x09}


def _one_line(message: str) -> str:
    """``message`` on one line: the control characters of a name in it (a newline, a carriage return) escaped."""
    return message.translate(_ESCAPES)


#: the options whose values are text written into outputs or matched against names read from files (UTF-8),
#: not file names (those stay as the system decoded them, so that they open)
_TEXT_OPTIONS = ("tag", "method", "param", "measures", "measure", "select_by", "dataset")


def _text_options(args: Any) -> None:
    """The text options as UTF-8, whatever the locale: under ``LC_ALL=C`` (no UTF-8 mode) Python decodes the
    command line as ASCII with surrogate escapes, so ``--tag né`` failed to write ("'utf-8' codec can't encode
    ... surrogates not allowed") where the same bytes under C.UTF-8 wrote ``né``.  Bytes that are no UTF-8
    are refused naming the option."""
    for dest in _TEXT_OPTIONS:
        value = getattr(args, dest, None)
        if value is None:
            continue
        items = value if isinstance(value, list) else [value]
        fixed = []
        for v in items:
            if isinstance(v, str) and any("\udc80" <= c <= "\udcff" for c in v):
                raw = os.fsencode(v)
                try:
                    v = raw.decode("utf-8")
                except UnicodeDecodeError:
                    raise ValueError(f"--{dest.replace('_', '-')} {raw!r}: not UTF-8 text") from None
            fixed.append(v)
        setattr(args, dest, fixed if isinstance(value, list) else fixed[0])


#: the errors of a write to a full, size-limited or failing device
_WRITE_ERRNOS = (errno.ENOSPC, errno.EFBIG, errno.EIO)


def _working_folder_exists() -> bool:
    try:
        os.getcwd()
        return True
    except OSError:
        return False


def _stdout_ok() -> bool:
    """Whether stdout still takes what was written to it; if not, it is muted (:func:`_mute_stdout`)."""
    try:
        sys.stdout.flush()
        return True
    except (OSError, ValueError):
        _mute_stdout()
        return False


def _mute_stdout() -> None:
    """Point stdout at /dev/null so the interpreter's last flush does not fail again."""
    try:
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    except (OSError, ValueError, AttributeError):
        pass


def run() -> None:  # pragma: no cover - exercised through the installed command (tests/cli/test_cli.py)
    """The ``rankagg`` command: :func:`main`, then exit.  After a short job the interpreter is not torn
    down (30-50 ms of a 0.7 s fuse job on MQ2007-agg): its output is written, closed and renamed into
    place, so the standard streams are flushed, the exit handlers run, and the process ends."""
    code = main()
    if _short_job():
        import atexit

        try:
            sys.stdout.flush()
            sys.stderr.flush()
        except (OSError, ValueError):  # flushed by main already; a closed stream has nothing to flush
            pass
        atexit._run_exitfuncs()
        os._exit(code)
    sys.exit(code)


if __name__ == "__main__":  # pragma: no cover
    run()
