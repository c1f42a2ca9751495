"""The environment variables rankagg reads, each with its range (``docs/reliability.md``, "Settings").

A leaf module (the standard library, and the exception it raises): the method core reads the memory limit through it, the readers
read the same limit for whole-file reads.  A value outside its range is an error naming the variable,
its value and the range, never a silent default: ``RANKAGG_MEMORY_LIMIT_GB=nan`` turned the memory
guard off (every comparison with NaN is false), ``inf`` too, and ``abc`` gave Python's bare ``could not
convert string to float``.

====================  ===========================  ==========================================
variable              range                        read by
====================  ===========================  ==========================================
RANKAGG_MEMORY_LIMIT_GB  a number in (0, 65536]     the problem-size guard, whole-file reads
RANKAGG_DATA          a folder                      the LETOR loader (``--data-dir`` wins)
RANKAGG_FEATURE_CACHE a folder (empty: no cache)    the feature cache
TMPDIR                a writable folder             temporary partitions (Python's ``tempfile``)
====================  ===========================  ==========================================
"""

from __future__ import annotations

import math
import os

__all__ = ["env_number", "memory_limit_bytes", "check_memory", "check_settings", "MEMORY_LIMIT_VAR",
           "MAX_MEMORY_LIMIT_GB"]

MEMORY_LIMIT_VAR = "RANKAGG_MEMORY_LIMIT_GB"
#: the largest memory limit accepted (GiB): past any machine, so a typo (2e9) is caught
MAX_MEMORY_LIMIT_GB = 65536.0


def env_number(name: str, default: float, *, low: float, high: float, low_open: bool = True) -> float:
    """The environment variable ``name`` as a finite number in ``(low, high]`` (``[low, high]`` with
    ``low_open=False``), or ``default`` when unset or empty; anything else is a ``ValueError`` naming the
    variable, the value and the range."""
    raw = os.environ.get(name, "").strip()
    if not raw:
        return default
    try:
        value = float(raw)
    except ValueError:
        value = math.nan
    inside = (value > low if low_open else value >= low) and value <= high  # False for NaN
    if not math.isfinite(value) or not inside:
        bracket = "(" if low_open else "["
        raise ValueError(f"{name}={raw!r}: expected a number in {bracket}{low:g}, {high:g}] (unset: {default:g})")
    return value


def memory_limit_bytes() -> float:
    """``RANKAGG_MEMORY_LIMIT_GB`` (default 2) in bytes: the most one problem, or one file read whole, may take."""
    return env_number(MEMORY_LIMIT_VAR, 2.0, low=0.0, high=MAX_MEMORY_LIMIT_GB) * 2**30


def _gib(n_bytes: float) -> str:
    return f"{n_bytes / 2**30:.3g} GiB"


def check_memory(source: str, n_bytes: float, what: str, advice: str = "") -> None:
    """Refuse, before allocating, work estimated at ``n_bytes`` over ``RANKAGG_MEMORY_LIMIT_GB``: a
    :class:`~rankagg.exceptions.ProblemTooLargeError` naming ``source`` (the input or the method), ``what`` is
    built, the estimate and the limit, then ``advice`` (the ways around it).  Every reader and method that
    sizes its arrays from its input (declared counts, item counts) asks this first."""
    limit = memory_limit_bytes()  # a finite number > 0: nan, inf or text are refused naming the variable
    if n_bytes > limit:
        from rankagg.exceptions import ProblemTooLargeError  # the bottom layer, like this module

        raise ProblemTooLargeError(f"{source}: {what} needs {_gib(n_bytes)}, over the {_gib(limit)} limit "
                                   f"({MEMORY_LIMIT_VAR}){'. ' + advice if advice else ''}")


def check_settings() -> None:
    """Every setting read from the environment, checked once before a command does any work (so a bad value is
    refused at once, not deep in a run); folders are checked where they are used, naming the variable."""
    memory_limit_bytes()
    cache = os.environ.get("RANKAGG_FEATURE_CACHE", "")
    if cache and os.path.exists(cache) and not os.path.isdir(cache):
        raise ValueError(f"RANKAGG_FEATURE_CACHE={cache!r}: expected a folder (or unset: no cache on disk)")
