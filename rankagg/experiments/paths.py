"""Paths built from names that an experiment file or a result gives: never outside their folder (issue 45 item 6).

A dataset name, an experiment's name, its ``results`` folder or a legacy file's path comes from a TOML file
or a record that anyone may have written: ``datasets = ["../../x"]`` used to write its cells' results outside
``results/``.  Every such path is made here, by :func:`name_under` (one file or folder name) or
:func:`path_under` (a relative path of such names), which refuse, naming the key and the value, what would
leave the folder: an absolute path, a separator (``/`` or ``\\``, either system's), ``.`` or ``..``, a NUL,
a drive (``C:``), a name longer than the file system takes (255 bytes: refused when the experiment is read,
not hours later when its first cell is written), or a link that resolves outside.
"""

from __future__ import annotations

import os
from pathlib import Path, PurePosixPath, PureWindowsPath
from typing import Any

__all__ = ["NAME_MAX", "name_under", "path_under", "plain_name"]

#: the longest file name (bytes) of the common file systems (ext4, XFS, APFS, NTFS in UTF-16 units: fewer)
NAME_MAX = 255


def plain_name(name: Any, what: str) -> str:
    """``name`` when it is one plain file or folder name on POSIX and Windows alike, else ValueError naming
    ``what`` (the key, and the file it is read from) and the value."""
    if not isinstance(name, str):
        raise ValueError(f"{what}: a name must be a string, got {name!r}")
    why = None
    if not name:
        why = "it is empty"
    elif "\0" in name:
        why = "it holds a NUL character"
    elif "/" in name or "\\" in name:
        why = "it holds a path separator"
    elif name in (".", ".."):
        why = f"'{name}' names a folder, not a file inside it"
    elif PureWindowsPath(name).drive or PureWindowsPath(name).parts != (name,) or PurePosixPath(name).parts != (name,):
        why = "it is not one plain name (a drive or a root)"
    else:
        try:
            size = len(os.fsencode(name))
        except UnicodeError:
            size = len(name.encode("utf-8", "surrogatepass"))
        if size > NAME_MAX:
            why = f"it is {size} bytes long, past the {NAME_MAX} a file name may have"
    if why is not None:
        raise ValueError(f"{what}: {name!r} cannot name a file inside its folder: {why}")
    return name


def _inside(folder: Path, path: Path, what: str, given: str) -> Path:
    """``path`` when it resolves inside ``folder`` (following links), else ValueError."""
    root = folder.resolve()
    if not path.resolve().is_relative_to(root):
        raise ValueError(f"{what}: {given!r} resolves to {path.resolve()}, outside {root}")
    return path


def name_under(folder: str | os.PathLike[str], name: Any, what: str) -> Path:
    """``folder / name`` for one plain ``name`` (:func:`plain_name`) that resolves inside ``folder``."""
    folder = Path(folder)
    return _inside(folder, folder / plain_name(name, what), what, name)


def path_under(folder: str | os.PathLike[str], relative: Any, what: str) -> Path:
    """``folder / relative`` for a relative path (``/``-separated) of plain names that resolves inside
    ``folder``: a path an experiment file gives (``results = "results/experiments/x"``)."""
    if not isinstance(relative, str):
        raise ValueError(f"{what}: a path must be a string, got {relative!r}")
    if relative.startswith("/") or PureWindowsPath(relative).anchor:
        raise ValueError(f"{what}: {relative!r} cannot name a path inside its folder: it is absolute")
    folder = Path(folder)
    path = folder
    for part in relative.rstrip("/").split("/"):
        path = path / plain_name(part, f"{what} (the part {part!r} of {relative!r})")
    return _inside(folder, path, what, relative)
