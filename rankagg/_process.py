"""The process-level guards of the command line (``docs/reliability.md``, issue 34): options given twice,
counts with a range, closed standard streams.

A leaf (standard library only): ``rankagg --help`` builds the parser without loading NumPy.

* :class:`OnceParser` refuses an option given twice (``--method rrf --method borda``: the last one won,
  silently), unless the option is declared to repeat (``action="append"``, ``"extend"`` or ``"count"``:
  ``--param``, ``experiment run --dataset``).  Subparsers are of the same class, so every subcommand
  gets the rule without declaring it.
* :func:`count` and :func:`number` are the argparse types of every numeric option: a range, and a message
  naming it.
* :func:`guard_standard_streams` gives a closed standard output or error (``rankagg methods >&-``:
  Python sets ``sys.stdout`` to ``None`` and ``print`` writes nothing) a stand-in whose first write fails
  with ``EBADF``, so a command that has something to say ends with exit status 2 and a message on the
  other stream, never 0 having written nothing, never an ``AttributeError`` traceback.
"""

from __future__ import annotations

import argparse
import errno
import io
import math
import os
import signal
import sys
from typing import Any, Callable, Sequence

from rankagg._address_space import address_space_limit  # re-exported: the CLI's memory messages ask it here
from rankagg.defaults import COUNT_CAP
from rankagg.exceptions import shown

__all__ = ["TERMINATING_SIGNALS", "address_space_limit", "out_of_memory",
           "OnceParser", "count", "number", "guard_standard_streams", "stream_encoding_error", "exit_early_on_signal",
           "REPEATABLE_ACTIONS", "GIVEN", "IO_ENCODING_VAR", "ignored_by_parent"]

#: actions that are meant to be given more than once
REPEATABLE_ACTIONS: tuple[type, ...] = (argparse._AppendAction, argparse._AppendConstAction, argparse._CountAction,
                                        argparse._ExtendAction, argparse._HelpAction, argparse._VersionAction)
_ONCE: dict[type, type] = {}
#: the namespace's attribute holding the destinations of the options the command line gave (:class:`OnceParser`)
GIVEN = "given_options"


def _shown(values: Any) -> str:
    if isinstance(values, (list, tuple)):
        return " ".join(map(str, values)) or "(no value)"
    return "(no value)" if values is None else str(values)


def _once(cls: type) -> type:
    """``cls`` (an argparse action class) that refuses a second call within one parse."""
    if cls not in _ONCE:
        def __call__(self: Any, parser: Any, namespace: Any, values: Any, option_string: str | None = None) -> None:
            given = parser.__dict__.setdefault("_given_once", {})
            if id(self) in given:
                first, first_values = given[id(self)]
                raise argparse.ArgumentError(self, f"given twice ({first} {_shown(first_values)}, then {option_string} "
                                                   f"{_shown(values)}); it takes one value: give it once")
            given[id(self)] = (option_string, values)
            cls.__call__(self, parser, namespace, values, option_string)

        _ONCE[cls] = type(f"Once{cls.__name__}", (cls,), {"__call__": __call__})
    return _ONCE[cls]


class OnceParser(argparse.ArgumentParser):
    """An ``ArgumentParser`` whose options may be given once each, unless declared to repeat
    (:data:`REPEATABLE_ACTIONS`); its subparsers are of this class too."""

    def add_argument(self, *args: Any, **kwargs: Any) -> argparse.Action:
        action = super().add_argument(*args, **kwargs)
        if action.option_strings and not isinstance(action, REPEATABLE_ACTIONS):
            action.__class__ = _once(type(action))
        return action

    def parse_known_args(self, args: Sequence[str] | None = None, namespace: Any = None) -> Any:  # type: ignore[override]
        self.__dict__["_given_once"] = {}
        ns, rest = super().parse_known_args(args, namespace)
        # which options the command line gave (a default is not given): a command refuses an option that does not
        # apply to its inputs even when its value equals the default (`rankagg fuse LISTS --depth 1000`)
        given = {a.dest for a in self._actions if id(a) in self.__dict__["_given_once"]}
        setattr(ns, GIVEN, frozenset(getattr(ns, GIVEN, frozenset())) | given)
        return ns, rest


def count(minimum: int, maximum: int = COUNT_CAP) -> Callable[[str], int]:
    """The argparse type of a count: an integer in ``[minimum, maximum]`` (by default at most 2**53, the
    parameters' cap: ``calibrate --depth 10**23`` was an OverflowError); argparse names the option."""
    span = f"in {minimum}..{'2**53' if maximum == COUNT_CAP else maximum}"

    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"expected an integer {span}, got {shown(text, 60)}") from None
        if not minimum <= value <= maximum:
            raise argparse.ArgumentTypeError(f"expected an integer {span}, got {shown(text, 60)}")
        return value

    parse.__name__ = "count"
    return parse


def number(low: float, high: float, *, low_open: bool = True, high_open: bool = False) -> Callable[[str], float]:
    """The argparse type of a real-valued setting: a finite number in the interval (open or closed at each end)."""
    span = f"{'(' if low_open else '['}{low:g}, {high:g}{')' if high_open else ']'}"

    def parse(text: str) -> float:
        try:
            value = float(text)
        except ValueError:
            value = math.nan
        inside = (value > low if low_open else value >= low) and (value < high if high_open else value <= high)
        if not inside:  # NaN included
            raise argparse.ArgumentTypeError(f"expected a number in {span}, got {shown(text, 60)}")
        return value

    parse.__name__ = "number"
    return parse


class _Closed:
    """A stand-in for a standard stream that was closed before the program started: writing to standard
    output fails (``EBADF``), writing to standard error is dropped (nobody is there to read it)."""

    def __init__(self, name: str) -> None:
        self.name = name

    def _fail(self, *args: Any, **kwargs: Any) -> Any:
        if self.name == "error":  # nobody to tell: the exit status says it
            return 0
        raise OSError(errno.EBADF, f"standard {self.name} is closed; nothing can be written to it "
                                   f"(run without closing it, or redirect it to a file)")

    write = writelines = _fail

    def flush(self) -> None:  # nothing was written; failing here would make the interpreter's exit status 120
        pass

    @property
    def buffer(self) -> "_Closed":
        return self

    def isatty(self) -> bool:
        return False

    def fileno(self) -> int:
        raise OSError(errno.EBADF, f"standard {self.name} is closed")


#: the signals that end a command (their default action terminates the process): Ctrl-C, kill, a closed terminal
#: (SIGHUP), and what a batch scheduler or a limit sends: SIGALRM (``timeout -s ALRM``, an alarm), SIGXCPU (the
#: CPU-time limit, ``ulimit -t``; SGE's s_cpu), SIGUSR1 and SIGUSR2 (SLURM's ``--signal``, SGE's ``-notify``).  A
#: default kill in the write phase left the temporary output behind (``.o.run.rankagg-PID.XXXX.tmp``)
TERMINATING_SIGNALS = ("SIGINT", "SIGTERM", "SIGHUP", "SIGALRM", "SIGXCPU", "SIGUSR1", "SIGUSR2")


def exit_early_on_signal(prog: str = "rankagg") -> Callable[[], None]:
    """The :data:`TERMINATING_SIGNALS` (SIGINT, SIGTERM, SIGHUP, ...) exit at once (128 + signal number, a one-line
    message) while the command starts: before it has written anything, and before the full handler
    (``rankagg.io.signals.exit_on_signal``, which also removes unfinished output) is installed.  Python's own SIGINT handler raises
    ``KeyboardInterrupt`` in whatever is being imported then, which printed a traceback, or was swallowed by a
    library's broad ``except`` and the job ran on to exit 0.  Returns a function that restores the previous
    handlers."""

    def handler(signum: int, frame: object) -> None:
        try:
            sys.stderr.write(f"{prog}: interrupted by {signal.Signals(signum).name} while starting; nothing written\n")
            sys.stderr.flush()
        except Exception:  # noqa: BLE001 - a closed stderr: the exit status says it
            pass
        os._exit(128 + signum)

    previous = {}
    for name in TERMINATING_SIGNALS:
        sig = getattr(signal, name, None)
        if sig is not None and not ignored_by_parent(sig):
            try:
                previous[sig] = signal.signal(sig, handler)
            except ValueError:  # not the main thread
                pass

    def restore() -> None:
        for sig, h in previous.items():
            signal.signal(sig, h)

    return restore


def ignored_by_parent(sig: int) -> bool:
    """Whether ``sig`` is ignored (SIG_IGN), as whoever started this process left it: ``nohup`` ignores SIGHUP, a
    shell script's background job (``rankagg ... &``) SIGINT.  Such a signal stays ignored, as Python leaves an
    ignored SIGINT: the handlers of the CLI replaced it, and ``nohup rankagg fuse ...`` died of the terminal's
    SIGHUP (exit 129, its output removed)."""
    try:
        return signal.getsignal(sig) == signal.SIG_IGN
    except (ValueError, OSError):  # pragma: no cover - not a signal here
        return False


#: what the loader and libraries say when a mapping or an allocation was refused (a shared object loaded under
#: ``ulimit -v``: "failed to map segment from shared object"; a thread's stack: "can't start new thread")
_NO_MEMORY_SAID = ("failed to map segment", "cannot allocate memory", "can't start new thread", "out of memory")


def out_of_memory(exc: BaseException) -> str | None:
    """The one-line explanation of ``exc`` when it is the process running out of memory (a ``MemoryError``; under
    an address-space limit, a library that could not map or allocate), or None.  Under ``ulimit -v 300M`` the
    CLI said "Could not find/load shared object file 'libllvmlite.so'" or "...failed to map segment (install the
    optional extra it needs)"; a ``MemoryError`` while parsing was a bare traceback-like "MemoryError: Unable to
    allocate 91.6 MiB"; a thread that could not start, "RuntimeError: can't start new thread" (exit 1)."""
    limit = address_space_limit()
    chain: list[BaseException] = []  # llvmlite's "Could not find/load shared object" holds the loader's reason in its cause
    seen: BaseException | None = exc
    while seen is not None and len(chain) < 8:
        chain.append(seen)
        seen = seen.__cause__ or seen.__context__
    text = " ".join(str(e) for e in chain).lower()
    # under ulimit -v the interpreter itself fails oddly when an allocation is refused: a module of rankagg's own read
    # as "SyntaxError: expected ':'", "SystemError: error return without exception set" (ulimit -v 200M, 600M)
    starved = limit is not None and (any(s in text for s in _NO_MEMORY_SAID) or isinstance(exc, (SyntaxError, SystemError))
                                     or any(_shipped_codec_missing(e) for e in chain))
    if not any(isinstance(e, MemoryError) for e in chain) and not starved:
        return None
    from rankagg._settings import MEMORY_LIMIT_VAR  # a leaf, like this module

    cause = next((e for e in chain if isinstance(e, MemoryError) or any(s in str(e).lower() for s in _NO_MEMORY_SAID)), exc)
    detail = str(cause).splitlines()[0][:200] if str(cause).strip() else type(cause).__name__
    if limit is not None:
        return (f"out of memory ({detail}): this process may use {limit / 2**20:.0f} MiB of address space (ulimit -v), "
                f"too little for this job (NumPy, Numba and SciPy alone map a few hundred MiB): raise ulimit -v, or "
                f"set {MEMORY_LIMIT_VAR} lower so that work too large is refused before it starts")
    return (f"out of memory ({detail}): set {MEMORY_LIMIT_VAR} lower so that work too large is refused before it starts "
            "(its estimate is checked against it), or give the job more memory")


def _shipped_codec_missing(exc: BaseException) -> bool:
    """Whether ``exc`` is Python's "unknown encoding" for a codec it ships, whose C module could not be mapped (the
    codec search swallows the loader's error): u6s_as_200m_evaluate's "unknown encoding: shift_jis" under 200M."""
    said = str(exc)
    if not isinstance(exc, LookupError) or not said.startswith("unknown encoding: "):
        return False
    from encodings.aliases import aliases

    name = said.split(": ", 1)[1].strip().lower().replace("-", "_")
    return name in aliases or name in aliases.values()


class _Diagnostics:
    """Standard error as the command writes its progress, warnings and errors to it: a write that fails (a full
    device, ``2>/dev/full``; a terminal gone) is dropped, and the descriptor pointed at /dev/null so the
    interpreter's last flush does not fail again.  Diagnostics are no result: ``fuse ... 2>/dev/full`` failed
    with exit 1 and wrote nothing, its first progress line having raised ENOSPC, and the error saying so too."""

    def __init__(self, stream: Any) -> None:
        self._stream = stream

    def _mute(self) -> None:
        try:
            os.dup2(os.open(os.devnull, os.O_WRONLY), self._stream.fileno())
        except (OSError, ValueError, AttributeError):
            pass

    def write(self, text: str) -> int:
        try:
            return int(self._stream.write(text) or 0)
        except OSError:
            self._mute()
            return len(text)

    def flush(self) -> None:
        try:
            self._stream.flush()
        except OSError:
            self._mute()

    def __getattr__(self, name: str) -> Any:  # isatty, fileno, encoding, buffer: the stream's own
        return getattr(self._stream, name)


class _WaitingWriter(io.RawIOBase):
    """A descriptor left non-blocking by the parent (a Node.js or CI runner's pipe), written as a blocking one: a
    write the pipe has no room for waits until it has (``select``) instead of failing with EAGAIN.  ``fuse -o -``
    into such a pipe wrote the 64 KiB the pipe held and exited 141 (0 before that), the reader still reading."""

    def __init__(self, fd: int) -> None:
        self._fd = fd

    def writable(self) -> bool:
        return True

    def fileno(self) -> int:
        return self._fd

    def isatty(self) -> bool:
        return os.isatty(self._fd)

    def write(self, data: Any) -> int:
        import select

        while True:
            try:
                return os.write(self._fd, data)
            except BlockingIOError:
                select.select([], [self._fd], [])


def _blocking_stdout() -> Callable[[], None]:
    """Standard output as a blocking stream (:class:`_WaitingWriter`) when its descriptor is non-blocking; returns a
    function that puts the previous stream back (after flushing this one)."""
    previous = sys.stdout
    try:
        fd = previous.fileno()
        if os.get_blocking(fd):
            return lambda: None
        previous.flush()
    except (OSError, ValueError, AttributeError):  # no descriptor (a test's capture), closed: as it is
        return lambda: None
    sys.stdout = io.TextIOWrapper(io.BufferedWriter(_WaitingWriter(fd)), encoding=previous.encoding,
                                  errors=previous.errors, line_buffering=bool(previous.line_buffering))

    def restore() -> None:
        try:
            sys.stdout.flush()
        except (OSError, ValueError):
            pass
        sys.stdout = previous

    return restore


#: the variable that names the standard streams' encoding (Python's)
IO_ENCODING_VAR = "PYTHONIOENCODING"


def _ascii_by_locale(stream: Any) -> bool:
    """Whether ``stream`` encodes ASCII only because the locale is C/POSIX (Python's coercion to C.UTF-8 and its
    UTF-8 mode off), not because PYTHONIOENCODING asks for it."""
    import codecs

    try:
        ascii_stream = codecs.lookup(stream.encoding).name == "ascii"
    except (AttributeError, LookupError, TypeError):
        return False
    return ascii_stream and not os.environ.get(IO_ENCODING_VAR, "").split(":")[0].strip()


def guard_standard_streams() -> Callable[[], None]:
    """Give a closed standard output or error a stand-in that fails on its first write (``EBADF``), so the
    failure is caught and reported (exit status 2) instead of passing silently or as a traceback.  A closed
    standard error cannot carry the message: the exit status alone says it; one that fails to write (full) is
    muted (:class:`_Diagnostics`); one left non-blocking is written as a blocking one (:class:`_WaitingWriter`).
    Under the C locale (ASCII, no coercion) the streams write UTF-8, as every
    file rankagg writes: ``rankagg methods`` (an en dash) and ``evaluate -q`` of a query 'é' failed there with
    "'ascii' codec can't encode", while ``fuse -o -`` wrote the same ids as UTF-8.  Returns a function that puts
    the previous standard error back."""
    if sys.stdout is None:
        sys.stdout = _Closed("output")
    if sys.stderr is None:
        sys.stderr = _Closed("error")
    for stream in (sys.stdout, sys.stderr):
        if _ascii_by_locale(stream) and hasattr(stream, "reconfigure"):
            try:
                # its own error handler kept (stdout surrogateescape, stderr backslashreplace under the C locale):
                # given an encoding alone, reconfigure makes it strict, and a file name undecodable in the locale
                # (an escaped 'é.run') then failed the error message itself ("lost sys.stderr", u3p_env_c_locale_error)
                stream.reconfigure(encoding="utf-8", errors=getattr(stream, "errors", None))
            except (OSError, ValueError, AttributeError):  # written to already: stays as it is
                pass
    previous = sys.stderr
    if not isinstance(previous, (_Closed, _Diagnostics)):
        sys.stderr = _Diagnostics(previous)
    restore_stdout = _blocking_stdout()

    def restore() -> None:
        restore_stdout()
        if isinstance(sys.stderr, _Diagnostics) and sys.stderr._stream is previous:
            sys.stderr = previous

    return restore


def stream_encoding_error(exc: UnicodeEncodeError) -> str | None:
    """The one-line explanation of ``exc`` when standard output could not encode a character (its encoding set by
    PYTHONIOENCODING or the locale), or None when ``exc`` came from elsewhere."""
    import codecs

    try:
        ours = codecs.lookup(sys.stdout.encoding).name == codecs.lookup(exc.encoding).name
    except (AttributeError, LookupError, TypeError):
        return None
    if not ours:
        return None
    bad = exc.object[exc.start:exc.end] if isinstance(exc.object, str) else ""
    shown_char = f"{bad[:1]!r} (U+{ord(bad[0]):04X})" if bad else "a character"
    given = os.environ.get(IO_ENCODING_VAR, "")
    source = f"{IO_ENCODING_VAR}={given!r}" if given.split(":")[0].strip() else "the locale (LC_ALL / LC_CTYPE / LANG)"
    return (f"standard output: its encoding {exc.encoding}, set by {source}, cannot write {shown_char}: set "
            f"{IO_ENCODING_VAR}=utf-8 (or add ':backslashreplace' to it), or write to a file (-o)")
