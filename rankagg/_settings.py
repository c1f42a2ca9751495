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
                      (unset: :data:`MEMORY_SHARE` of the machine's memory, :func:`machine_memory_bytes`)
RANKAGG_DATA          a folder                      the LETOR loader (``--data-dir`` wins)
RANKAGG_FEATURE_CACHE a folder (empty: no cache)    the feature cache
TMPDIR                a writable folder             temporary partitions (Python's ``tempfile``)
NUMBA_NUM_THREADS     an integer >= 1 (Numba's)     the compiled kernels' threads (other text refused)
RANKAGG_INFLATER      ``isal`` or ``zlib``          the gzip reader (checked with the others, gzip input or not)
====================  ===========================  ==========================================
"""

from __future__ import annotations

import functools
import math
import os

__all__ = ["env_number", "memory_limit_bytes", "check_memory", "check_settings", "MEMORY_LIMIT_VAR",
           "MAX_MEMORY_LIMIT_GB", "MEMORY_SHARE", "FALLBACK_MEMORY_LIMIT_GB", "machine_memory_bytes",
           "default_memory_limit_gb", "open_files_room", "INFLATER_VAR", "INFLATER_CHOICES"]

MEMORY_LIMIT_VAR = "RANKAGG_MEMORY_LIMIT_GB"
#: the largest memory limit accepted (GiB): past any machine, so a typo (2e9) is caught
MAX_MEMORY_LIMIT_GB = 65536.0
#: the share of the machine's memory (:func:`machine_memory_bytes`) one problem, or one file read whole, may take
#: when RANKAGG_MEMORY_LIMIT_GB is unset: half, so that the estimate's error and the interpreter's own memory
#: still fit beside it (a fixed 2 GiB refused work a large machine holds, and allowed what a small one does not)
MEMORY_SHARE = 0.5
#: the default limit (GiB) where the machine's memory cannot be read (no /proc, no sysconf)
FALLBACK_MEMORY_LIMIT_GB = 2.0
_GIB = 2**30
#: the variable that chooses the gzip reader (``rankagg.io._inflate``), and the names it takes
INFLATER_VAR, INFLATER_CHOICES = "RANKAGG_INFLATER", ("isal", "zlib")


def _read_number(path: str) -> float | None:
    """The first number of a small system file (a cgroup limit, ``/proc/meminfo``'s line), or None."""
    try:
        with open(path, encoding="ascii") as fh:
            token = fh.read(4096).split()
    except (OSError, ValueError):
        return None
    return float(token[0]) if token and token[0].isdigit() else None  # cgroup v2 says "max": no limit


def _physical_memory() -> float | None:
    try:
        pages, size = os.sysconf("SC_PHYS_PAGES"), os.sysconf("SC_PAGE_SIZE")
        if pages > 0 and size > 0:
            return float(pages) * float(size)
    except (AttributeError, ValueError, OSError):  # not POSIX
        pass
    try:
        with open("/proc/meminfo", encoding="ascii") as fh:
            for line in fh:
                if line.startswith("MemTotal:"):
                    return float(line.split()[1]) * 1024  # kB
    except (OSError, ValueError, IndexError):
        pass
    return None


@functools.lru_cache(maxsize=1)  # read once per process: the guards ask for the limit per query
def machine_memory_bytes() -> float | None:
    """The memory this process may use: the smallest of the machine's physical memory (``sysconf``, else
    ``/proc/meminfo``'s MemTotal), the cgroup's limit (a container: cgroup v2 ``memory.max``, v1
    ``memory.limit_in_bytes``) and the address-space limit (``ulimit -v``); None when none can be read."""
    found = [_physical_memory(), _read_number("/sys/fs/cgroup/memory.max"),
             _read_number("/sys/fs/cgroup/memory/memory.limit_in_bytes")]
    try:
        import resource

        soft = resource.getrlimit(resource.RLIMIT_AS)[0]
        found.append(float(soft) if soft != resource.RLIM_INFINITY and soft > 0 else None)
    except (ImportError, ValueError, OSError):  # pragma: no cover - not POSIX
        pass
    known = [x for x in found if x is not None and 0 < x < 2.0**62]  # v1's "no limit" is near 2^63
    return min(known) if known else None


def default_memory_limit_gb() -> float:
    """The memory limit (GiB) when RANKAGG_MEMORY_LIMIT_GB is unset: :data:`MEMORY_SHARE` of
    :func:`machine_memory_bytes`, or :data:`FALLBACK_MEMORY_LIMIT_GB` where that cannot be read."""
    total = machine_memory_bytes()
    if total is None:
        return FALLBACK_MEMORY_LIMIT_GB
    return min(MEMORY_SHARE * total / _GIB, MAX_MEMORY_LIMIT_GB)


def _default_said() -> str:
    total = machine_memory_bytes()
    if total is None:
        return f"unset: {FALLBACK_MEMORY_LIMIT_GB:g} GiB, the machine's memory unknown"
    return f"unset: {MEMORY_SHARE:g} of the {total / _GIB:.3g} GiB this process may use"


def env_number(name: str, default: float, *, low: float, high: float, low_open: bool = True,
               unset: str | None = None) -> float:
    """The environment variable ``name`` as a finite number in ``(low, high]`` (``[low, high]`` with
    ``low_open=False``), or ``default`` when unset or empty; anything else is a ``ValueError`` naming the
    variable, the value and the range (and ``unset``, what the default is, or the default itself)."""
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
        raise ValueError(f"{name}={raw!r}: expected a number in {bracket}{low:g}, {high:g}] ({unset or f'unset: {default:g}'})")
    return value


def memory_limit_bytes() -> float:
    """``RANKAGG_MEMORY_LIMIT_GB`` in bytes (unset: :func:`default_memory_limit_gb`, a share of the machine's
    memory): the most one problem, or one file read whole, may take."""
    if not os.environ.get(MEMORY_LIMIT_VAR, "").strip():
        return default_memory_limit_gb() * _GIB
    return env_number(MEMORY_LIMIT_VAR, 0.0, low=0.0, high=MAX_MEMORY_LIMIT_GB, unset=_default_said()) * _GIB


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

        said = MEMORY_LIMIT_VAR if os.environ.get(MEMORY_LIMIT_VAR, "").strip() else f"{MEMORY_LIMIT_VAR}; {_default_said()}"
        raise ProblemTooLargeError(f"{source}: {what} needs {_gib(n_bytes)}, over the {_gib(limit)} limit "
                                   f"({said}){'. ' + advice if advice else ''}")


def check_settings() -> None:
    """Every setting read from the environment, checked once before a command does any work (so a bad value is
    refused at once, not deep in a run); folders are checked where they are used, naming the variable."""
    memory_limit_bytes()
    inflater = os.environ.get(INFLATER_VAR, "")
    if inflater and inflater not in INFLATER_CHOICES:  # was read only when a gzip file came: ignored on text input
        raise ValueError(f"{INFLATER_VAR} must be 'isal' or 'zlib', got {inflater!r} (or unset: isal when installed)")
    cache = os.environ.get("RANKAGG_FEATURE_CACHE", "")
    if cache and os.path.exists(cache) and not os.path.isdir(cache):
        raise ValueError(f"RANKAGG_FEATURE_CACHE={cache!r}: expected a folder (or unset: no cache on disk)")
    threads = os.environ.get("NUMBA_NUM_THREADS", "").strip()
    # below 1 Numba refuses it deep in the job, naming no variable; other text ('abc', '2.5') it replaced by the
    # default with a warning holding its own traceback as text: both refused here, naming the variable
    try:
        at_least_one = int(threads) >= 1  # as Numba reads it (int(): blanks, a sign, '_', any script's digits)
    except ValueError:
        at_least_one = False
    if threads and not at_least_one:
        raise ValueError(f"NUMBA_NUM_THREADS={threads!r}: expected an integer >= 1 (or unset: one thread per CPU)")
    if cache:  # the folder, or the nearest folder it would be made in, must take files: checked before the work
        folder = os.path.abspath(cache)
        while not os.path.exists(folder) and os.path.dirname(folder) != folder:
            folder = os.path.dirname(folder)
        if not os.path.isdir(folder) or not os.access(folder, os.W_OK | os.X_OK) or _read_only(folder) or \
                (folder != os.path.abspath(cache) and _virtual(folder)):
            raise ValueError(f"RANKAGG_FEATURE_CACHE={cache!r}: {folder} is not a writable folder (or unset it: no "
                             "cache on disk)")


def _read_only(folder: str) -> bool:
    """Whether ``folder`` is on a file system mounted read-only (root's ``os.access`` says yes to writing)."""
    try:
        return bool(os.statvfs(folder).f_flag & os.ST_RDONLY)
    except (OSError, AttributeError):
        return False


def _virtual(folder: str) -> bool:
    """Whether ``folder`` is on a kernel file system where no folder can be made (/proc, /sys)."""
    return os.path.realpath(folder).split(os.sep)[1:2] in (["proc"], ["sys"])


#: descriptors kept free for what else the process opens while it reads (the output, partitions, libraries)
OPEN_FILES_HEADROOM = 32


def open_files_room(wanted: int) -> bool:
    """Whether this process may hold ``wanted`` more files open at once: under the open-files limit
    (``ulimit -n``) less those already open and :data:`OPEN_FILES_HEADROOM`; the soft limit is raised towards
    the hard one when that makes room, as a program that needs the descriptors may.  A reader that would keep
    one descriptor per input asks this first, and reads another way (one file at a time) when there is no
    room: under ``ulimit -n 64`` a streamed fusion of 1,000 runs failed with EMFILE naming the 61st run."""
    try:
        import resource
    except ImportError:  # pragma: no cover - not POSIX
        return True
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    try:
        used = len(os.listdir("/proc/self/fd"))
    except OSError:
        used = 16  # no /proc: the standard streams and a few libraries
    need = used + OPEN_FILES_HEADROOM + wanted
    if soft == resource.RLIM_INFINITY or need <= soft:
        return True
    if hard == resource.RLIM_INFINITY or need <= hard:
        try:
            resource.setrlimit(resource.RLIMIT_NOFILE, (need, hard))
            return True
        except (ValueError, OSError):  # a limit above the system's (macOS' OPEN_MAX): no room
            return False
    return False
