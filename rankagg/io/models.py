"""The model formats: every model file rankagg writes or reads goes through this registry (issue 45), as every
data file goes through :mod:`rankagg.io.formats`.

A model file is a JSON document (or an NPZ archive holding one in ``__model__``, its arrays beside it) whose
``"format"`` says its kind.  Each kind is declared once as a :class:`ModelFormat` (in
:mod:`rankagg.data.model_documents`, which holds everything about a document that is not a file, so that a
method nesting another's document needs no reader): its envelope, the rules
that hold whatever the payload (the file's size and the memory limit, keys given once, the kind and the
version, where NaN and infinities may be, NPZ without pickle, the documents it nests), applied by
:func:`read_document` to every file and by :func:`write_model` before it writes; the writes are atomic, never
over an input, and read back (a model that would not read back is not written).

What a document holds beyond its envelope (a fitted method's state, a fusion's method and weights, a
calibration's knots) is known only to the layers above: the methods core (:mod:`rankagg.methods.state`) and the
fuser (:mod:`rankagg.fuser.calibration`).  They register it with :func:`register_model_payload` -- a function
building the object from a checked document (its validator: it refuses what it would not build) and one giving
the document of an object -- so that ``rankagg.io`` imports nothing above it, and every model file still goes
in and out through here.  Each declaration names the module that registers its payload; a read of a kind
whose payload is not registered says which module to import.  A document nested in another (a fusion model's
``"calibration"``) gets its kind's envelope always and its payload when that is registered; where it is not,
whoever uses the nested document builds it through its own payload first (``Fuser.from_model``).

``tests/io/test_model_door.py`` generates, for every kind: writer -> reader round trips, each envelope rule on
the reader, the reason a file of another kind (or no model at all) is not this kind, a truncated file, a
tampered payload; ``docs/reliability.md`` lists them (``python scripts/reliability_matrix.py --registry``).
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any, NamedTuple, Sequence

import numpy as np

from rankagg.data.model_documents import (MODEL_FORMATS, MODEL_RULES, ModelFormat, _payload, build_model,
                                          check_document, document_from_text, document_to_text, dumps_document,
                                          loads_document, register_model_payload, registered)
from rankagg.exceptions import ModelFileError
from rankagg.io._lazy import LazyModule
from rankagg.io.guard import open_input
from rankagg.io.output_names import FOREIGN_OUTPUTS, foreign_output, what_format
from rankagg.io.model_files import MAX_MODEL_BYTES, ZIP_MAGIC, read_model_file, write_model_file

__all__ = ["check_model_name", "ModelFormat", "MODEL_FORMATS", "MODEL_RULES", "ModelDocument", "register_model_payload", "registered",
           "recognise_model", "check_document", "read_document", "read_model", "build_model", "document_from_text",
           "document_to_text",
           "write_model", "MAX_MODEL_BYTES"]


def recognise_model(obj: Any) -> str | None:
    """None when ``obj`` is a path to a file that may be a model (it starts with a zip archive's bytes, or is
    text starting with ``{``), else the reason it is not; the kind is the document's, said by
    :func:`read_document`.  Never reads past the first bytes."""
    if not (isinstance(obj, (str, bytes)) or hasattr(obj, "__fspath__")):
        return f"is a {type(obj).__name__}, not a path"
    p = os.fsdecode(os.fspath(obj))
    if not os.path.exists(p):
        return "does not exist"
    if not os.path.isfile(p):
        return "is not a regular file"
    with open_input(p) as fh:
        head = fh.read(64)
    if head.startswith(ZIP_MAGIC):
        return None
    text = head.removeprefix(b"\xef\xbb\xbf").lstrip()
    if text.startswith(b"{"):
        return None
    return ("is empty" if not head else "starts with neither a zip archive's bytes (an NPZ model) nor '{' "
            f"(a JSON model): {head[:12]!r}")


class ModelDocument(NamedTuple):
    """A model file's document, its envelope checked: its kind, the document and, for NPZ, its arrays."""

    format: ModelFormat
    doc: dict[str, Any]
    arrays: dict[str, np.ndarray] | None
    path: str


#: the fields' JSON recognisers, asked about a model file that is no rankagg model only
_json_documents = LazyModule("rankagg.io.json_documents")

def read_document(path: str | os.PathLike, kinds: Sequence[str] | None = None) -> ModelDocument:
    """The one reader of model files: the file's document through the envelope (:func:`read_model_file`, then
    :func:`check_document`), of one of ``kinds`` when given.  Every error names the file."""
    p = os.fsdecode(os.fspath(path))
    doc, arrays = read_model_file(p)
    try:
        fmt = check_document(doc, arrays, kinds)
    except ModelFileError as exc:
        # a tool's own JSON given as the model (Splink's saved model, OpenROAD's metrics: u27d_) is said to be one
        name = doc.get("format") if isinstance(doc, dict) else None  # any JSON value: [] is no key of a dict
        what = _json_documents.document_shape(doc) if isinstance(doc, dict) and not (
            isinstance(name, str) and name in MODEL_FORMATS) else None
        raise ModelFileError(f"{p}: {exc}" + ("" if what is None else f"; the file holds {what}")) from None
    return ModelDocument(fmt, doc, arrays, p)


def read_model(path: str | os.PathLike, kinds: Sequence[str] | None = None) -> Any:
    """The object a model file holds (:func:`read_document`, then its kind's payload): a fitted method, a
    fusion, a calibration.  Every defect is a ``ValueError`` whose message starts with the file name."""
    got = read_document(path, kinds)
    return build_model(got.doc, got.arrays, got.path)


# ------------------------------------------------------------------ writing
def check_model_name(path: str | os.PathLike, own: tuple[str, ...] = (".npz",), option: str = "-o") -> None:
    """Refuse a model name of another format (:mod:`rankagg.io.output_names`): a model is one JSON document (or
    an NPZ archive, where ``own`` holds ``.npz``), which a reader of a ``.csv``, ``.jsonl`` or ``.xlsx`` name does not
    read (u20 bars: ``rankagg tune -o model.csv`` wrote JSON there, and a fusion model's JSON under ``.npz``)."""
    foreign = tuple(s for s in (*FOREIGN_OUTPUTS, ".parquet", ".npz") if s != ".json" and s not in own)
    suffix = foreign_output(path, foreign)
    if suffix is not None:
        raise ValueError(f"{option} {os.fspath(path)}: a model is written as a JSON document, which no {suffix} "
                         f"reader reads ({suffix} names {what_format(suffix)}); name it .json")


def write_model(obj: Any, path: str | os.PathLike, kind: str, *, inputs: Sequence[Any] = ()) -> Path:
    """Write ``obj`` as a model file of ``kind`` (NPZ when the kind allows it and the name ends ``.npz``, else
    JSON), atomically and never over one of ``inputs``, and read back as ``rankagg fuse --model`` reads it
    before it replaces ``path``: a document that the reader would refuse, or a written file that does not read
    back, is not written (only the writer's own temporary file is removed; an earlier file at ``path`` stays);
    either way a ``ValueError`` naming the file says why."""
    fmt = MODEL_FORMATS[kind]
    p = Path(path)
    if fmt.suffixes and p.suffix not in fmt.suffixes:
        raise ValueError(f"{fmt.name} files end with {' or '.join(fmt.suffixes)}, got {p.name!r}")
    check_model_name(path, (".npz",) if fmt.npz else ())
    arrays: dict[str, np.ndarray] | None = {} if fmt.npz and p.suffix == ".npz" else None
    doc = _payload(fmt).document(obj, arrays)
    label = f"the {doc.get('name') or doc.get('method') or fmt.name} model"
    try:
        if doc.get("format") != fmt.name:
            raise ModelFileError(f"its document's format is {doc.get('format')!r}, not {fmt.name!r}")
        text = dumps_document(doc, allow_non_finite=fmt.non_finite != "refused",
                              indent=None if arrays is not None else 1) + ("\n" if arrays is None else "")
        build_model(loads_document(text), arrays, "", (fmt.name,))
    except ValueError as exc:
        raise ModelFileError(f"{p}: not written: {label} would not read back ({exc})") from None
    def read_back(tmp: str) -> None:
        try:
            read_model(tmp, (fmt.name,))
        except ValueError as exc:  # the reader names the temporary file: the message names the output
            raise ModelFileError(f"{p}: not written: the model written does not read back "
                                 f"({str(exc).replace(tmp, str(p))})") from None

    write_model_file(p, text, arrays, inputs=inputs, check=read_back)
    return p
