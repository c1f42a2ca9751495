"""An output written before the work that must succeed with it: ``rankagg fuse --explain``'s file, kept only when
the fused run is written too (issue 45: an error exit writes nothing, not half)."""

from __future__ import annotations

import contextlib
import os
import stat
from typing import Iterable, Iterator

from rankagg.io.output_guard import check_output_path

__all__ = ["kept_if_done"]


@contextlib.contextmanager
def kept_if_done(path: str | os.PathLike, inputs: Iterable[str | os.PathLike] = (), *,
                 param: str = "output") -> Iterator[str | os.PathLike]:
    """A name to write ``path`` under while later work runs: a hidden sibling of the file the output guard would
    replace (:func:`~rankagg.io.output_guard.check_output_path`: a symlink's target, never an input), ending in
    ``.gz`` when that file's name does; renamed over it, with its mode, when the
    block ends, and removed when the block raises or is interrupted.  The explanations are written before the run
    (a method the per-query Fuser lacks writes nothing), and the run's writer may still refuse (a query id no TREC
    line may start with, ``#``): the explanations of a run never written were left behind, over any older file
    of that name.  Standard output (``-``) is written at once."""
    final = check_output_path(path, inputs, param=param, stdout=True)
    if final is None:
        yield path
        return
    # a short name (the file's may be the longest the folder takes), gzip-compressed as the file's name asks
    staged = final.with_name(f".rankagg-{os.getpid()}-staged" + (".gz" if final.name.endswith(".gz") else ""))
    try:
        try:
            yield staged
        except (ValueError, OSError) as exc:  # a write error (a full disk) names the file the user asked for
            if staged.name not in str(exc):
                raise
            if isinstance(exc, OSError):
                raise type(exc)(exc.errno, str(exc.strerror).replace(staged.name, final.name)) from exc
            raise ValueError(str(exc).replace(staged.name, final.name)) from exc
        if staged.exists():
            with contextlib.suppress(FileNotFoundError):
                os.chmod(staged, stat.S_IMODE(os.stat(final).st_mode))
            os.replace(staged, final)
    finally:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(staged)
