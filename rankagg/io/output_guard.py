"""Where output goes: the one output guard every writer calls before it writes.

A writer writes only after :func:`check_output_path`: never over one of its inputs (by identity), never
onto a directory, a device, a FIFO or a socket; ``-`` is standard output where a command accepts it; a
symlink is written through (``docs/reliability.md``, "Where output goes").
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Iterable, Mapping

from rankagg.io._errors import special_kind
from rankagg.io.line_form_store import compiled

__all__ = ["same_file", "check_not_input", "STDOUT", "descriptor_path", "check_output_path", "check_outputs"]

def same_file(a: str | os.PathLike, b: str | os.PathLike) -> bool:
    """Whether two paths name one file: by identity when both exist (a hard link, a symlink or another
    spelling of the path counts), else by resolved path."""
    try:
        if os.path.exists(a) and os.path.exists(b):
            return os.path.samefile(a, b)
    except OSError:
        return False
    return os.path.realpath(a) == os.path.realpath(b)


def _read_with_folder(out: str | os.PathLike, folder: str | os.PathLike) -> bool:
    """Whether ``out`` lies inside the input folder ``folder`` beside files of its kind (its suffix; hidden names
    left out, as the folder readers leave them out): a folder input (a Parquet run table, a folder of results)
    is read by its files' suffix, so the next read of the folder would take this output as one of its parts."""
    target, root = os.path.realpath(out), os.path.realpath(folder)
    name = os.path.basename(target)
    suffix = os.path.splitext(name)[1]
    if not suffix or name.startswith((".", "_")) or os.path.commonpath([target, root]) != root:
        return False
    try:
        with os.scandir(os.path.dirname(target)) as entries:
            return any(e.name != name and not e.name.startswith((".", "_")) and e.name.endswith(suffix) for e in entries)
    except OSError:
        return False


def _parquet_parts(folder: str | os.PathLike) -> list[str]:
    """The ``.parquet`` files a Parquet folder (a run table, a rankings dataset) is read from, at any depth (hive
    partitions), the names its readers leave out (``.``/``_``) left out: each is an input of whatever reads the
    folder.  ``aggregate_parquet('rrf', 'ds', 'ds/part-00000.parquet')`` replaced the dataset's one part, which
    the "beside the files" rule did not see (u11h_aggregate_parquet_out_onto_its_part)."""
    from rankagg.io.table_folders import holds_parts, not_a_part

    if not holds_parts(Path(folder)):  # bounded: a folder such as a home directory given by mistake is not walked
        return []
    parts: list[str] = []
    for d, subs, files in os.walk(os.fsdecode(os.fspath(folder))):
        subs[:] = [n for n in subs if not not_a_part(n)]
        parts += [os.path.join(d, f) for f in files if f.endswith(".parquet") and not not_a_part(f)]
    return parts


def check_not_input(out: str | os.PathLike, inputs: Iterable[str | os.PathLike], param: str = "output") -> None:
    """Refuse to write over one of the inputs: the same file by identity (a hard link or another path to it
    counts), or by resolved path when the output does not exist yet, a folder's Parquet parts included
    (:func:`_parquet_parts`); or into an input folder beside the files that folder is read from
    (:func:`_read_with_folder`: ``fuse tbl -o tbl/o.parquet`` made the table's next read hold the fused run as a
    run of its own)."""
    inputs = list(inputs)
    inputs += [part for inp in inputs if os.path.isdir(inp) for part in _parquet_parts(inp)]
    for inp in inputs:  # an input itself first: the file named is more use than the folder it is in
        if same_file(inp, out):
            raise ValueError(f"{param} {os.fspath(out)!s}: refusing to overwrite input file {os.fspath(inp)!s}")
    for inp in inputs:
        if os.path.isdir(inp) and _read_with_folder(out, inp):
            raise ValueError(f"{param} {os.fspath(out)!s}: inside the input folder {os.fspath(inp)!s}, beside the files "
                             "it is read from, so its next read would take this output as one of them; write it "
                             "elsewhere")


#: the output name that means standard output (for the text outputs that accept it)
STDOUT = "-"

#: a path into a process's table of open descriptors: /dev/stdout, /dev/stderr, /dev/fd/N, /proc/self/fd/N
_DESCRIPTOR = compiled(r"^/(proc/(self|thread-self|\d+)(/task/\d+)?/fd|dev/fd)(/|$)|^/dev/std(in|out|err)$")


def descriptor_path(path: str) -> str | None:
    """The first path along ``path``'s symlinks (its own spelling included) that names an open descriptor
    (``/dev/stdout``, ``/proc/self/fd/1``; :data:`_DESCRIPTOR`), or None.

    A writer renames a new file onto its target, which cannot write through a descriptor: ``-o /dev/stdout``
    with standard output a file replaced that file by a new one (what the shell wrote before and after went to
    the old one, and was lost), and a model that failed to read back through it removed the link itself
    (``/dev/stderr``).  Each symlink of every component is followed, as the kernel does, at most 40 times."""
    current = os.path.abspath(path)
    for _ in range(40):
        if _DESCRIPTOR.match(current):
            return current
        parts = current.strip("/").split("/")
        for i in range(1, len(parts) + 1):
            prefix = "/" + "/".join(parts[:i])
            if os.path.islink(prefix):
                try:
                    target = os.readlink(prefix)
                except OSError:
                    return None
                rest = parts[i:]
                current = os.path.normpath(os.path.join(os.path.dirname(prefix), target, *rest))
                break
        else:
            return None
    return None

def check_output_path(out: str | os.PathLike, inputs: Iterable[str | os.PathLike] = (), *, param: str = "output",
                      stdout: bool = False) -> Path | None:
    """The one output guard (``docs/reliability.md``, "Where output goes"): the regular file a writer may
    replace for ``out``, or ``None`` for standard output (``-``, where ``stdout`` allows it).

    Refused, with ``param`` and the path named: ``-`` where standard output is not accepted; an empty
    name; a directory or a name ending in ``/``; a device node, FIFO or socket (a writer renames a new
    file into place, which would replace them); a path whose folder is a file or not writable; and any of
    ``inputs``, compared by identity.  A symlink is written through: the file it points to is replaced
    (checked like any target), the link stays.
    """
    s = os.fsdecode(os.fspath(out))
    if s == STDOUT:
        if stdout:
            return None
        raise ValueError(f"{param} '-': standard output is not accepted for this output; give a file name")
    if not s:
        raise ValueError(f"{param}: empty file name")
    through = descriptor_path(s)
    if through is not None:
        said = s if through == os.path.abspath(s) else f"{s} (a link to {through})"
        raise ValueError(f"{param} {said}: names an open file descriptor, not a file; rankagg writes a new file and "
                         "renames it into place, which would replace the file behind the descriptor ('-' is "
                         "standard output where a command accepts it; else give a file name)")
    if s.endswith(("/", os.sep)) or os.path.isdir(s):
        raise ValueError(f"{param} {s}: is a directory; give a file name")
    try:
        st: os.stat_result | None = os.stat(s)  # follows a symlink: what would be replaced
    except FileNotFoundError:
        st = None
    except OSError as exc:
        raise ValueError(f"{param} {s}: {exc.strerror or exc}") from None
    kind = None if st is None else special_kind(st.st_mode)
    if kind is not None:
        raise ValueError(f"{param} {s}: is a {kind}, not a regular file; rankagg writes regular files only "
                         "('-' is standard output where a command accepts it)")
    check_not_input(s, inputs, param)
    target = Path(os.path.realpath(s))
    folder = target.parent
    while not folder.exists() and folder != folder.parent:
        folder = folder.parent
    if not folder.is_dir():
        raise ValueError(f"{param} {s}: {folder} is not a directory")
    if not os.access(folder, os.W_OK | os.X_OK):
        raise ValueError(f"{param} {s}: the folder {folder} is not writable")
    return target


def check_outputs(outputs: Mapping[str, str | os.PathLike | None], inputs: Iterable[str | os.PathLike | None] = (),
                  *, stdout: Iterable[str] = ()) -> None:
    """Every output of one command (``{parameter: path}``) through :func:`check_output_path`, against every
    input of that command and against each other; ``stdout`` names the parameters that accept ``-``."""
    ins = [i for i in inputs if i is not None and os.path.exists(i)]
    allowed = set(stdout)
    seen: list[tuple[str, str | os.PathLike]] = []
    for param, out in outputs.items():
        if out is None:
            continue
        if check_output_path(out, ins, param=param, stdout=param in allowed) is None:
            continue
        for other_param, other in seen:
            if same_file(other, out):
                raise ValueError(f"{param} {os.fspath(out)!s} and {other_param} name the same file")
        seen.append((param, out))
