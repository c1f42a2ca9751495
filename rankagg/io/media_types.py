"""The registered media types' file name suffixes (``media_types.txt``, from Debian's ``media-types`` package, the
``/etc/mime.types`` that IANA's registry and common usage compile): a net under the catalogue of
:mod:`rankagg.io.output_names`.

Twenty-one bars of unseen cases met outputs named for another format one field at a time (``-o fused.tfrecord``,
``model.pdb``, ``meta.tex``, ``combined.nc``: 31 of the twenty-first bar's 36 silent rows), each written as TREC
lines that no reader of the name reads.  A suffix registered for a media type is such a name; the suffixes a run
file commonly takes are kept out of the table (:func:`media_table`): plain text (``.txt``), a backup (``.bak``,
``.old``), generic bytes (``.bin``), a single character (``run.a``) or digits (``run.1``), and words that name a
run as often as a format (``.val``, ``.exp``, ``.nb``...).

``media_types.txt`` is regenerated from a newer ``/etc/mime.types`` with::

    python -c "from rankagg.io.media_types import media_table; import sys; \\
        sys.stdout.write(media_table(open('/etc/mime.types').read(), 'Debian media-types X.Y'))" \\
        > rankagg/io/media_types.txt
"""

from __future__ import annotations

import functools
import os
from pathlib import Path

__all__ = ["media_type", "media_table", "KEPT_TYPES", "KEPT_SUFFIXES"]

#: types whose suffixes a run's name takes: plain text, a backup, bytes of no kind
KEPT_TYPES = frozenset({"text/plain", "application/x-trash", "application/octet-stream"})
#: registered suffixes that name a run as often as a format (``run.val``: validation; ``fused.exp``: an experiment;
#: ``es``, ``uva``, ``cu``, ``prf``, ``tag``: parts of the real TREC-COVID run tags ``ES_Defaults``, ``ILPS_UvA_...``,
#: ``HKPU-LGD-dPRF``), and gzip's, which rankagg writes
KEPT_SUFFIXES = frozenset({"gz", "ascii", "val", "tst", "exp", "gen", "std", "inp", "pre", "rep", "rnd", "nb",
                           "res", "out", "dat", "ref", "sub", "new", "tmp", "dev", "test", "list", "lst", "log",
                           "es", "uva", "cu", "prf", "tag"})
_TABLE = Path(__file__).with_name("media_types.txt")


def media_table(mime_types: str, source: str) -> str:
    """The lines of ``media_types.txt`` from the text of a ``mime.types`` file (``type suffix suffix...`` lines):
    each type's suffixes, lower case, less :data:`KEPT_TYPES`, :data:`KEPT_SUFFIXES`, single characters and
    digits, under a header naming ``source``."""
    kept: dict[str, list[str]] = {}
    for line in mime_types.splitlines():
        fields = line.split()
        if not fields or fields[0].startswith("#") or fields[0] in KEPT_TYPES:
            continue
        suffixes = [s.lower() for s in fields[1:] if len(s) > 1 and not s.isdigit() and s.lower() not in KEPT_SUFFIXES
                    and s.isascii() and s.replace("-", "").replace("+", "").replace("_", "").isalnum()]
        if suffixes:
            kept.setdefault(fields[0], []).extend(s for s in suffixes if s not in kept.get(fields[0], []))
    return f"# {source}, filtered by rankagg.io.media_types.media_table\n" + "".join(
        f"{t} {' '.join(kept[t])}\n" for t in sorted(kept))


@functools.lru_cache(maxsize=1)
def _types() -> dict[str, str]:
    by_suffix: dict[str, str] = {}
    for line in _TABLE.read_text(encoding="ascii").splitlines()[1:]:
        media, *suffixes = line.split()
        for s in suffixes:
            by_suffix.setdefault(s, media)  # a suffix two types claim is told as the first, in the file's order
    return by_suffix


def media_type(name: str | os.PathLike) -> tuple[str, str] | None:
    """``(suffix, media type)`` when ``name``'s last suffix (case-blind, a final ``.gz`` aside) is registered for
    a media type of the table, else None."""
    base = os.path.basename(os.fsdecode(os.fspath(name))).lower().removesuffix(".gz")
    stem, dot, suffix = base.rpartition(".")
    if not dot or not stem:
        return None
    media = _types().get(suffix)
    return None if media is None else (f".{suffix}", media)
