"""Names of TREC run files, known before the files are read.

A run is named by its tag (the sixth field of its first line).  When tags repeat,
every run is named by its file name; when file names repeat too, each run by the
shortest trailing part of its path that tells it apart from the others (``a/run.txt``,
``b/run.txt``, and ``c.run`` beside them): no name holds a folder it does not need, so
moving or renaming the folder that holds them all changes no name.  None of these
depends on the order the files are given in, so a weight or a tuned model names the
same run whatever the order.  Only when the same file is given more than once (same
path) are the copies numbered by position (``run.txt#1``, ``run.txt#2``): their
contents are equal, so the numbering changes nothing.

The tag is read from the first non-blank line only (:func:`peek_tag`), so weights
can be matched to runs, and a misspelt name refused, before any file is parsed.
The readers (:func:`rankagg.io.trec.read_trec_entries`) name runs with the same
rule (:func:`run_names`).
"""

from __future__ import annotations

import functools
import gzip
import os
import zlib
from collections import Counter
from pathlib import Path
from typing import Callable, Sequence

from rankagg.io._inflate import inflate_head
from rankagg.io.output_guard import check_not_input

__all__ = ["peek_tag", "run_names", "name_text", "peek_run_names", "FUSED_TAG_PREFIX", "TUNED_TAG_SUFFIX", "fused_tag",
           "is_fused_output", "select_input_runs"]

#: the default tag of a run written by ``rankagg fuse`` starts with this (``rankagg-rrf``)
FUSED_TAG_PREFIX = "rankagg-"
#: the end of the default tag of a run fused by a model fitted on judgments (``rankagg fuse --model``)
TUNED_TAG_SUFFIX = "-tuned"


def fused_tag(method: str, tuned: bool = False) -> str:
    """The default tag of a fused run: ``rankagg-<method>``, ``rankagg-<method>-tuned`` when a model
    fitted on judgments (``rankagg tune`` / ``train``) fused it."""
    return FUSED_TAG_PREFIX + method + (TUNED_TAG_SUFFIX if tuned else "")


_BLANKS = b" \t\r\f\v"
_PEEK_BYTES = 1 << 16


#: a gzipped run's first compressed bytes, as many as the doors inflate (binary_containers.HEAD)
_GZIP_HEAD = 1 << 14


def _first_line(path: str | os.PathLike) -> bytes:
    """The first line of ``path`` that is neither blank nor a comment (b"" for none).  A gzipped run's is read from
    its first member's inflated head when it ends there, before any fault: a truncated or damaged stream is named by
    that line, as a run longer than 64 KB always was, and the reader refuses the fault with the file's name."""
    from rankagg.io.guard import MAX_LINE_BYTES, open_input

    with open_input(path) as fh:
        head = fh.read(_GZIP_HEAD)
    if head[:2] == b"\x1f\x8b":
        # the doors inflated this head just before (kept by inflate_head): a first line that ends within it is the
        # one gzip's reader finds, which inflated 64 KB of every run again (half a millisecond a run)
        line = _ended_first_line(inflate_head(head, _GZIP_HEAD))
        if line is not None:
            return line
    try:
        with (gzip.open(path, "rb") if head[:2] == b"\x1f\x8b" else open_input(path)) as fh:
            chunk = fh.read(_PEEK_BYTES)
            if chunk.startswith(b"\xef\xbb\xbf"):
                chunk = chunk[3:]
            start = len(chunk) - len(chunk.lstrip(_BLANKS + b"\n"))
            if b"\n" not in chunk[start:] and len(chunk) >= _PEEK_BYTES - 3:
                # a first line longer than the peek (ids up to MAX_ID_CHARS): read on to the reader's line cap
                chunk += fh.read(start + MAX_LINE_BYTES + 1 - len(chunk))
    except (OSError, EOFError, zlib.error):
        if head[:2] != b"\x1f\x8b":
            raise
        return b""  # the reader reports the corrupt stream with the file name
    return next(filter(_holds_data, chunk.split(b"\n")), b"")


def _holds_data(line: bytes) -> bool:
    """Whether ``line`` is neither blank nor a comment (trec_eval 10.0 skips a line whose first non-blank is '#')."""
    return bool(line.strip(_BLANKS)) and not line.lstrip(_BLANKS).startswith(b"#")


def _ended_first_line(text: bytes) -> bytes | None:
    """The first line of ``text`` that is neither blank nor a comment, when it ends (a newline) within ``text``."""
    text = text.removeprefix(b"\xef\xbb\xbf")
    start = 0
    while (end := text.find(b"\n", start)) >= 0:
        line, start = text[start:end], end + 1
        if _holds_data(line):
            return line
    return None


def peek_tag(path: str | os.PathLike) -> str | None:
    """The tag of a run file's first line, or ``None`` when the file is empty or its first line is not a
    six-field run line (the reader then reports the fault, or names an empty run by its file name).

    A fuse job asks three times per file (the command's input check, the choice of inputs, the names):
    the answer is kept per file version (path, device, inode, size, modification time), so a file
    rewritten in between is peeked again."""
    try:
        st = os.stat(path)
    except OSError:
        return _peek_tag(path)  # missing or unreadable: open_input says so, as it did
    return _kept_tag(os.fsdecode(path), st.st_dev, st.st_ino, st.st_size, st.st_mtime_ns)


@functools.lru_cache(maxsize=1024)
def _kept_tag(path: str, dev: int, ino: int, size: int, mtime_ns: int) -> str | None:
    return _peek_tag(path)


def _peek_tag(path: str | os.PathLike) -> str | None:
    fields = _first_line(path).split()
    if len(fields) != 6:
        return None
    try:
        return fields[5].decode("utf-8")
    except UnicodeDecodeError:
        return None


def name_text(name: str) -> str:
    """A name taken from a file name (or the command line) as the UTF-8 text its bytes spell, whatever the locale:
    under ``LC_ALL=C`` without UTF-8 mode Python decodes file names as ASCII with surrogate escapes, so the run
    ``läufer.run`` was named ``l\\udcc3\\udca4ufer.run`` (written so into --explain and models) where C.UTF-8 named
    it ``läufer.run``.  Bytes that are no UTF-8 stay escaped (the name still meets the same file's)."""
    if not any("\udc80" <= c <= "\udcff" for c in name):
        return name
    return name.encode("utf-8", "surrogateescape").decode("utf-8", "surrogateescape")


def run_names(paths: Sequence[str | os.PathLike], tags: Sequence[str | None]) -> list[str]:
    """One name per run: the tags, else file names, else distinguishing path suffixes (module docstring), as
    text (:func:`name_text`)."""
    named = [t if t is not None else name_text(os.fsdecode(Path(p).name)) for p, t in zip(paths, tags)]
    if len(set(named)) == len(named):
        return named
    return [name_text(n) for n in _path_names(paths)]


def _path_names(paths: Sequence[str | os.PathLike]) -> list[str]:
    """Each run's shortest trailing part of its path that no other run's path ends with (its file name when that is
    its own), so that a name never holds a folder it does not need: a model or weights keyed by these names meet the
    same runs after their common folder is moved or renamed (one depth for every run named a run beside ``x/r.run``
    and ``y/r.run`` by the folder the command ran in, ``proj/c.run``).  Parts hold no ``/``, so suffixes of
    different depths never collide.  The same file
    given again is numbered by position (``run.txt#1``, ``run.txt#2``): equal contents, so the numbering changes
    nothing."""
    parts = [Path(os.path.abspath(p)).parts for p in paths]
    given = Counter(parts)
    distinct = set(given)
    tails: dict[int, Counter[tuple[str, ...]]] = {}  # depth -> how many distinct paths end with each suffix

    def own_depth(pp: tuple[str, ...]) -> int:
        for depth in range(1, len(pp)):
            if depth not in tails:
                tails[depth] = Counter(q[-depth:] for q in distinct)
            if tails[depth][pp[-depth:]] == 1:
                return depth
        return len(pp)

    names: list[str] = []
    copies: dict[tuple[str, ...], int] = {}
    for pp in parts:
        name = "/".join(pp[-own_depth(pp):])
        if given[pp] > 1:
            copies[pp] = copies.get(pp, 0) + 1
            name = f"{name}#{copies[pp]}"
        names.append(name)
    return names


def peek_run_names(paths: Sequence[str | os.PathLike]) -> list[str]:
    """:func:`run_names` from each file's first line, without reading the files.  Each file is asked of the registry
    first (every reader of run text names its runs here): one that no runs format takes (compressed or archived data,
    another tool's JSON or saved frame) is refused with each format's reason, not read as text."""
    from rankagg.io.formats import recognise

    for p in paths:
        if os.path.isfile(p):
            recognise(p, "runs")
    return run_names(paths, [peek_tag(p) for p in paths])


def is_fused_output(tag: str | None) -> bool:
    """Whether a run's tag is the default tag ``rankagg fuse`` writes (``rankagg-<method>``)."""
    return tag is not None and tag.startswith(FUSED_TAG_PREFIX)


def select_input_runs(paths: Sequence[str | os.PathLike], output: str | os.PathLike | None = None,
                      notice: Callable[[str], None] | None = None) -> list[str | os.PathLike]:
    """The run files a fusion job reads: ``paths`` without the runs ``rankagg fuse`` wrote under its
    default tag (``rankagg-<method>``), so that ``rankagg fuse *.run -o fused.run`` run twice, or
    ``rankagg tune *.run`` after it, never reads a fused run back as one of its inputs; each run left
    out is named through ``notice``.  Any other run that is the job's ``output`` (compared by identity,
    not by path) is refused before anything is read: writing would destroy an input."""
    from rankagg.io.formats import recognise

    kept = []
    for p in paths:
        if os.path.isfile(p):
            recognise(p, "runs")  # the registry's door: a file no runs format takes is refused with each one's reason
        tag = peek_tag(p) if os.path.isfile(p) else None
        if is_fused_output(tag):
            if notice is not None:
                notice(f"{p} is not read as an input: rankagg fuse wrote it (tag {tag!r}; "
                       "write it with another --tag to fuse it again)")
            continue
        if output is not None:
            check_not_input(output, [p])
        kept.append(p)
    if not kept:
        raise ValueError("no run files left to read: " + ", ".join(map(str, paths)))
    return kept
