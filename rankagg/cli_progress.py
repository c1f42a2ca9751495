"""The command line's progress display on stderr (:class:`Progress`): elapsed time and a message, one line
each, or one terminal line overwritten for per-file progress."""

from __future__ import annotations

import sys
import time

__all__ = ["Progress"]


class Progress:
    """A one-line progress display on stderr (silent when stderr is not a terminal and quiet=True)."""

    def __init__(self, enabled: bool = True, *, transient: bool = False) -> None:
        self.enabled = enabled
        # transient: overwrite one terminal line (for per-file progress); nothing when not a terminal
        self.transient = transient
        self.t0 = time.perf_counter()

    def __call__(self, message: str) -> None:
        if not self.enabled:
            return
        line = f"[{time.perf_counter() - self.t0:7.1f}s] {message}"
        if self.transient:
            if sys.stderr.isatty():
                print("\r" + line[:120].ljust(120), end="", file=sys.stderr, flush=True)
            return
        print(line, file=sys.stderr, flush=True)

    def done(self) -> None:
        if self.enabled and self.transient and sys.stderr.isatty():
            print("\r" + " " * 120 + "\r", end="", file=sys.stderr, flush=True)
