"""The envelope of a model file: its bytes to a JSON document (and, for NPZ, its arrays) and back, bounded and
never through pickle.  :mod:`rankagg.io.models` declares the model formats and applies the rules of each kind;
this module is the one code that opens a model file (``tests/io/test_one_door.py``).

* The container is told by the content: a zip archive is NPZ (the JSON document in its member ``__model__``,
  arrays in the others, read with ``allow_pickle=False``), anything else must be UTF-8 JSON (a byte-order mark
  is ignored).  The file is opened once through the input guard (:func:`rankagg.io.guard.open_input`: a
  regular file, a FIFO never hangs) and every later read is of that descriptor.
* Sizes before allocation: a file, or the members of an NPZ as its zip directory declares them, larger than
  :data:`MAX_MODEL_BYTES` is refused before it is read or decompressed; each NPZ member's header must declare
  no more than the member holds; and the memory the document will take once parsed
  (:data:`PARSED_BYTES_PER_BYTE` per byte of JSON text, the arrays' bytes) is checked against
  ``RANKAGG_MEMORY_LIMIT_GB`` (:func:`rankagg._settings.check_memory`).
* A JSON object giving a key twice is refused (JSON keeps the last, silently); a document nested too deeply or
  an integer past Python's digit limit is a clean error, never a ``RecursionError`` or a bare ``ValueError``.
"""

from __future__ import annotations

import json
import math
import os
import zipfile
from typing import Any, BinaryIO, Callable

import numpy as np

from rankagg.data.model_documents import dumps_document, loads_document, non_finite_path
from rankagg._settings import check_memory
from rankagg.exceptions import ModelFileError, ProblemTooLargeError
from rankagg.io._errors import InputFormatError
from rankagg.io.atomic import atomic_output
from rankagg.io.guard import open_input, require_input

__all__ = ["MAX_MODEL_BYTES", "PARSED_BYTES_PER_BYTE", "ZIP_MAGIC", "HEADER", "read_model_file", "loads_document",
           "dumps_document", "write_model_file", "non_finite_path", "read_json_file"]

#: the largest model file, or NPZ model expanded (all members together, as declared in the zip directory)
MAX_MODEL_BYTES = 256 << 20
#: the bytes a parsed JSON document may take per byte of its text: a float of 4 characters ("0.5,") is a
#: 24-byte object and an 8-byte pointer, an empty list of 3 characters ("[],") 56 bytes and a pointer
PARSED_BYTES_PER_BYTE = 24
ZIP_MAGIC = b"PK\x03\x04"
#: the NPZ member that holds the JSON document
HEADER = "__model__"


# ------------------------------------------------------------------ reading
def read_model_file(path: str | os.PathLike) -> tuple[Any, dict[str, np.ndarray] | None]:
    """The document of a model file and, for NPZ, its arrays (module docstring).  Every error names the file:
    a :class:`ModelFileError` (a ``ValueError``), a :class:`~rankagg.exceptions.ProblemTooLargeError` past the
    memory limit, ``FileNotFoundError`` for a missing file."""
    p = os.fsdecode(os.fspath(path))
    require_input(p)
    try:
        with open_input(p) as fh:
            size = os.fstat(fh.fileno()).st_size
            if fh.read(4) == ZIP_MAGIC:
                fh.seek(0)
                return _read_npz(fh, p)
            if size > MAX_MODEL_BYTES:
                raise ModelFileError(f"larger than {MAX_MODEL_BYTES >> 20} MB")
            check_memory(p, size * PARSED_BYTES_PER_BYTE, "a JSON model document")
            fh.seek(0)
            raw = fh.read(MAX_MODEL_BYTES + 1)
        try:
            text = raw.decode("utf-8-sig")
        except UnicodeDecodeError as exc:
            raise ModelFileError(f"neither an NPZ archive nor UTF-8 JSON text ({exc.reason} at byte {exc.start})") from None
        return loads_document(text, "neither an NPZ (zip) archive nor a JSON model"), None
    except ModelFileError as exc:
        raise ModelFileError(f"{p}: {exc}") from None


def read_json_file(path: str | os.PathLike, what: str = "a JSON document") -> Any:
    """A JSON document rankagg wrote and reads back that is not a model (an experiment's result record), by the
    envelope's rules: a regular file, its parsed size within ``RANKAGG_MEMORY_LIMIT_GB``, UTF-8 (a byte-order
    mark ignored), keys given once, bounded nesting, no digit-limit error; every error names the file (an
    :class:`~rankagg.io.InputFormatError`)."""
    p = os.fsdecode(os.fspath(path))
    with open_input(p) as fh:
        check_memory(p, os.fstat(fh.fileno()).st_size * PARSED_BYTES_PER_BYTE, what)
        raw = fh.read()
    try:
        return loads_document(raw.decode("utf-8-sig"), "not valid JSON")
    except UnicodeDecodeError as exc:
        raise InputFormatError(p, None, f"not UTF-8 text ({exc.reason} at byte {exc.start})") from None
    except ModelFileError as exc:
        raise InputFormatError(p, None, str(exc)) from None


def _read_npz(fh: BinaryIO, where: str) -> tuple[Any, dict[str, np.ndarray]]:
    from numpy.lib import format as npy

    try:
        with zipfile.ZipFile(fh) as zf:
            members = zf.infolist()
            declared = sum(m.file_size for m in members)
            if declared > MAX_MODEL_BYTES:
                raise ModelFileError(f"its members would expand to {declared} bytes (more than {MAX_MODEL_BYTES >> 20} MB)")
            check_memory(where, declared, "an NPZ model's arrays")
            for m in members:  # each array's header: its shape must fit in the member's declared size
                with zf.open(m) as member:
                    version = npy.read_magic(member)
                    shape, _, dtype = (npy.read_array_header_1_0 if version == (1, 0) else npy.read_array_header_2_0)(member)
                    if dtype.hasobject:
                        raise ModelFileError(f"member {m.filename}: object arrays are refused (no pickle)")
                    if int(np.prod(shape, dtype=object)) * dtype.itemsize > m.file_size:
                        raise ModelFileError(f"member {m.filename}: its header declares {shape} {dtype}, more than "
                                             "the member holds")
        fh.seek(0)
        with np.load(fh, allow_pickle=False) as z:
            if HEADER not in z.files:
                raise ModelFileError(f"no {HEADER} member (not a rankagg NPZ model)")
            arrays = {k: z[k] for k in z.files}
    except (ModelFileError, ProblemTooLargeError):
        raise
    except (zipfile.BadZipFile, zipfile.LargeZipFile, EOFError, OSError, ValueError, TypeError,
            NotImplementedError) as exc:
        raise ModelFileError(f"not a readable NPZ archive ({type(exc).__name__}: {exc})") from None
    header = arrays.pop(HEADER)
    if header.dtype.kind != "U" or header.ndim != 0:
        raise ModelFileError(f"{HEADER} must be one JSON string")
    try:
        return loads_document(str(header)), arrays
    except ModelFileError as exc:
        raise ModelFileError(f"{HEADER}: {exc}") from None


# ------------------------------------------------------------------ writing
def write_model_file(path: str | os.PathLike, text: str, arrays: dict[str, np.ndarray] | None, *,
                     inputs: Any = (), check: Callable[[str], None] | None = None) -> None:
    """Write a document's JSON ``text`` (and, for NPZ, ``arrays`` beside it) atomically, never over an input;
    ``check`` reads the written temporary file before it replaces ``path`` (:func:`atomic_output`)."""
    if arrays is None:
        with atomic_output(path, inputs=inputs, check=check) as fh:
            fh.write(text.encode("utf-8"))
        return
    bad = [k for k in arrays if k.startswith("__")]
    if bad:
        raise ValueError(f"attribute names may not start with '__': {bad}")
    with atomic_output(path, inputs=inputs, check=check) as fh:
        np.savez(fh, **{HEADER: np.array(text)}, **arrays)  # type: ignore[arg-type]  # numpy's stub: a key could be allow_pickle
