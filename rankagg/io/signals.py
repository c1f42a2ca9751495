"""Interruption: SIGINT, SIGTERM, SIGHUP (and the other :data:`rankagg._process.TERMINATING_SIGNALS`: SIGALRM,
SIGXCPU, SIGUSR1, SIGUSR2) end a command at once, leaving no unfinished output.

:func:`exit_on_signal` (installed by the CLI) turns each of them into
an immediate exit with a one-line message after removing the temporary files and
folders of unfinished work (:mod:`rankagg.io.unfinished`); worker threads block those
signals (:func:`block_handled_signals`), so that the main thread acts on them at once.
"""

from __future__ import annotations

import contextlib
import os
import signal
import sys
from typing import Callable

from rankagg._process import TERMINATING_SIGNALS, ignored_by_parent
from rankagg.io.unfinished import remove_pending

__all__ = ["HANDLED_SIGNALS", "block_handled_signals", "exit_on_signal"]

#: the signals the CLI turns into a clean exit: Ctrl-C, kill, a closed terminal (SIGHUP), a scheduler's alarm, CPU-time
#: limit and warnings (:data:`rankagg._process.TERMINATING_SIGNALS`)
HANDLED_SIGNALS = tuple(getattr(signal, n) for n in TERMINATING_SIGNALS if hasattr(signal, n))


def block_handled_signals() -> None:
    """Initializer of every worker thread: block SIGINT, SIGTERM and SIGHUP in it, so that the kernel delivers
    them to the main thread.  A signal that lands in a worker only sets CPython's flag, and a main thread
    blocked on a lock (waiting for that worker's result) would run the handler only once the worker is done:
    minutes for a large file, where Ctrl-C must act at once."""
    with contextlib.suppress(AttributeError, ValueError, OSError):
        signal.pthread_sigmask(signal.SIG_BLOCK, HANDLED_SIGNALS)


def exit_on_signal(prog: str = "rankagg") -> Callable[[], None]:
    """Make SIGINT, SIGTERM and SIGHUP remove unfinished outputs and exit at once (128 + signal number).

    Why exit from the handler instead of raising ``KeyboardInterrupt``: a
    Python-level exception raised while numba boxes a compiled kernel's return
    value (numba runs Python code there) leaves a half-built tuple behind, and
    unpacking it segfaults (``mc4`` interrupted on long runs: exit -11, 4 of 4
    tries).  Exiting from the handler never returns into that code.  A signal the
    process was started ignoring (``nohup``'s SIGHUP) stays ignored.  Returns a
    function that restores the previous handlers.
    """

    def handler(signum: int, frame: object) -> None:
        remove_pending()
        with contextlib.suppress(Exception):
            sys.stderr.write(f"{prog}: interrupted by {signal.Signals(signum).name}; unfinished output removed\n")
            sys.stderr.flush()
        os._exit(128 + signum)

    previous = {}
    for sig in HANDLED_SIGNALS:
        if ignored_by_parent(sig):  # nohup's SIGHUP, a background job's SIGINT: stays ignored
            continue
        with contextlib.suppress(ValueError):  # not the main thread: leave the handlers alone
            previous[sig] = signal.signal(sig, handler)

    def restore() -> None:
        for sig, h in previous.items():
            signal.signal(sig, h)

    return restore
