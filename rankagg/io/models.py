"""The model formats: every model file rankagg writes or reads goes through this registry (issue 45), as every
data file goes through :mod:`rankagg.io.formats`.

A model file is a JSON document (or an NPZ archive holding one in ``__model__``, its arrays beside it) whose
``"format"`` says its kind.  Each kind is declared once here as a :class:`ModelFormat`: its envelope, the rules
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
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Mapping, NamedTuple, Sequence

import numpy as np

from rankagg.exceptions import InvalidParameterError, InvalidStateError, ModelFileError
from rankagg.io.model_files import (MAX_MODEL_BYTES, ZIP_MAGIC, dumps_document, loads_document, non_finite_path,
                                    read_model_file, write_model_file)

__all__ = ["ModelFormat", "MODEL_FORMATS", "MODEL_RULES", "ModelDocument", "register_model_payload", "registered",
           "recognise_model", "check_document", "read_document", "read_model", "build_model", "document_from_text",
           "document_to_text",
           "write_model", "MAX_MODEL_BYTES"]


@dataclass(frozen=True)
class ModelFormat:
    """One kind of model file, declared once.  ``name``: the document's ``"format"``; ``title`` and ``what``
    say what it is.  ``registered_by``: the
    module whose import registers the payload (:func:`register_model_payload`).  ``suffixes``: the names a
    file of the kind may take (empty: any; JSON whatever the name unless ``npz`` and the name ends ``.npz``).
    ``version``: the newest this rankagg reads (``version_required``: whether a document must state one; the
    first files of some kinds have none).  ``non_finite``: ``"payload"`` (NaN and infinities may stand where the
    payload's validator allows them) or ``"refused"`` (nowhere, neither in the JSON nor in an array).
    ``nested``: key -> the kind of a document held under that key."""

    name: str
    title: str
    what: str
    registered_by: str
    suffixes: tuple[str, ...] = ()
    npz: bool = False
    version: int = 1
    version_required: bool = True
    non_finite: str = "payload"
    nested: Mapping[str, str] = field(default_factory=dict)

    def read(self, path: str | os.PathLike) -> Any:
        """The object a file of this kind holds (:func:`read_model`)."""
        return read_model(path, (self.name,))

    def write(self, obj: Any, path: str | os.PathLike, *, inputs: Sequence[Any] = ()) -> Path:
        """Write ``obj`` as a file of this kind (:func:`write_model`)."""
        return write_model(obj, path, self.name, inputs=inputs)


class _Payload(NamedTuple):
    build: Callable[[dict[str, Any], dict[str, np.ndarray] | None], Any]
    document: Callable[[Any, dict[str, np.ndarray] | None], dict[str, Any]]


#: every model file rankagg writes or reads, by its ``"format"``
MODEL_FORMATS = {f.name: f for f in (
    ModelFormat("rankagg-model", "trained model", "a fitted method (rankagg train, or the learnt model rankagg tune ships): its "
                "name, parameters and fitted state", "rankagg.methods.state", suffixes=(".json", ".npz"), npz=True,
                version_required=False),  # the first files had no version (read as 0)
    ModelFormat("rankagg-fusion", "fusion model", "a fusion model (rankagg tune, rankagg train's label-free default, rankagg "
                "calibrate): a method, its parameters and run weights; apply it with rankagg fuse --model or "
                "rankagg.Fuser.from_model", "rankagg.methods.state", version_required=False,
                nested={"calibration": "rankagg-calibration"}),
    ModelFormat("rankagg-calibration", "calibration model", "a calibration map (rankagg.fuser.calibration.Calibration): fused rank or "
                "score to P(relevant)", "rankagg.fuser.calibration", non_finite="refused"),
)}

#: the envelope's rules, each applied to every kind by the generated tests (``tests/io/test_model_door.py``)
MODEL_RULES = ("truncated", "not a document", "key twice", "unknown kind", "wrong kind", "newer version",
               "version not an integer", "nested too deeply", "huge integer", "pickled array", "npz bomb",
               "over the memory limit", "non-finite number", "tampered payload", "nested kind")

_PAYLOADS: dict[str, _Payload] = {}


def register_model_payload(name: str, *, build: Callable[[dict[str, Any], dict[str, np.ndarray] | None], Any],
                           document: Callable[[Any, dict[str, np.ndarray] | None], dict[str, Any]]) -> None:
    """The hook of the layers above: ``build(doc, arrays)`` makes the object of a document whose envelope is
    checked, raising a ``ValueError`` (or ``TypeError``/``KeyError``) on anything it would not build;
    ``document(obj, arrays)`` gives an object's document (``arrays``: a dict to put arrays in for NPZ, or None).
    ``name`` must be a declared kind."""
    if name not in MODEL_FORMATS:
        raise ValueError(f"no model format {name!r} is declared in rankagg.io.models.MODEL_FORMATS")
    _PAYLOADS[name] = _Payload(build, document)


def registered(name: str) -> bool:
    """Whether the payload of a kind is registered."""
    return name in _PAYLOADS


def _payload(fmt: ModelFormat) -> _Payload:
    if fmt.name not in _PAYLOADS:
        raise ModelFileError(f"a {fmt.name} document, whose reader is registered by {fmt.registered_by}: import it "
                             "first (rankagg.models and rankagg.Fuser do)")
    return _PAYLOADS[fmt.name]


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
    from rankagg.io.guard import open_input

    with open_input(p) as fh:
        head = fh.read(64)
    if head.startswith(ZIP_MAGIC):
        return None
    text = head.removeprefix(b"\xef\xbb\xbf").lstrip()
    if text.startswith(b"{"):
        return None
    return ("is empty" if not head else "starts with neither a zip archive's bytes (an NPZ model) nor '{' "
            f"(a JSON model): {head[:12]!r}")


# ------------------------------------------------------------------ the envelope
def _kind(value: Any, kinds: Sequence[str] | None, at: str = "") -> ModelFormat:
    where = f"{at}: " if at else ""
    if not isinstance(value, dict):
        raise ModelFileError(f"{where}a model document is a JSON object, got {type(value).__name__}")
    name = value.get("format")
    fmt = MODEL_FORMATS.get(name) if isinstance(name, str) else None
    if fmt is None:
        raise ModelFileError(f"{where}not a rankagg model file (format={name!r}; the model files are "
                             f"{', '.join(MODEL_FORMATS)})")
    if kinds is not None and fmt.name not in kinds:
        wanted = " or ".join(f"a {MODEL_FORMATS[k].title} (format {k!r})" for k in kinds)
        raise ModelFileError(f"{where}a {fmt.title}, not {wanted}: {fmt.what}")
    return fmt


def check_document(doc: Any, arrays: Mapping[str, np.ndarray] | None = None,
                   kinds: Sequence[str] | None = None, at: str = "") -> ModelFormat:
    """The envelope's rules on a parsed document (and an NPZ's arrays): an object of a declared kind (of
    ``kinds`` when given), its version, where non-finite numbers may be, and each nested document by its own
    kind's rules.  Returns the kind; a :class:`ModelFileError` says what is wrong and where (``at``)."""
    fmt = _kind(doc, kinds, at)
    where = f"{at}: " if at else ""
    version = doc.get("version")
    if version is None and fmt.version_required:
        raise ModelFileError(f"{where}a {fmt.name} document states its version")
    if version is not None:
        if not isinstance(version, int) or isinstance(version, bool):
            raise ModelFileError(f"{where}version must be an integer, got {version!r}")
        if version > fmt.version:
            raise ModelFileError(f"{where}model file version {version} is newer than this rankagg ({fmt.version})")
    if fmt.non_finite == "refused":
        bad = non_finite_path(doc) or next((k for k, a in (arrays or {}).items() if non_finite_path(a)), None)
        if bad is not None:
            raise ModelFileError(f"{where}a {fmt.name} document holds NaN or infinity (at {bad}); its numbers are "
                                 "finite")
    for key, kind in fmt.nested.items():
        if doc.get(key) is not None:
            check_document(doc[key], None, (kind,), f"{at}.{key}" if at else key)
    return fmt


class ModelDocument(NamedTuple):
    """A model file's document, its envelope checked: its kind, the document and, for NPZ, its arrays."""

    format: ModelFormat
    doc: dict[str, Any]
    arrays: dict[str, np.ndarray] | None
    path: str


def read_document(path: str | os.PathLike, kinds: Sequence[str] | None = None) -> ModelDocument:
    """The one reader of model files: the file's document through the envelope (:func:`read_model_file`, then
    :func:`check_document`), of one of ``kinds`` when given.  Every error names the file."""
    p = os.fsdecode(os.fspath(path))
    doc, arrays = read_model_file(p)
    try:
        fmt = check_document(doc, arrays, kinds)
    except ModelFileError as exc:
        raise ModelFileError(f"{p}: {exc}") from None
    return ModelDocument(fmt, doc, arrays, p)


_PLAIN_ERRORS = (ModelFileError, InvalidStateError, InvalidParameterError)


def build_model(doc: dict[str, Any], arrays: dict[str, np.ndarray] | None = None, where: str = "",
                kinds: Sequence[str] | None = None) -> Any:
    """The object of a document through its kind's payload (every nested document's too, where registered),
    after the envelope's rules; an error names ``where`` (the file) and is a ``ValueError``."""
    said = f"{where}: " if where else ""
    try:
        fmt = check_document(doc, arrays, kinds)
        for key, kind in fmt.nested.items():  # a nested document's payload, where its layer is loaded
            if doc.get(key) is not None and registered(kind):
                _payload(MODEL_FORMATS[kind]).build(doc[key], None)
        return _payload(fmt).build(doc, arrays)
    except RecursionError:
        raise ModelFileError(f"{said}the document is nested too deeply") from None
    except (TypeError, KeyError, AttributeError, OverflowError, MemoryError) as exc:
        raise ModelFileError(f"{said}malformed model ({type(exc).__name__}: {exc})") from None
    except ValueError as exc:  # ModelFileError, InvalidStateError, InvalidParameterError, a payload's own
        if not where or str(exc).startswith(where):
            raise
        raise type(exc)(f"{said}{exc}") if type(exc) in _PLAIN_ERRORS else ModelFileError(f"{said}{exc}") from None


def read_model(path: str | os.PathLike, kinds: Sequence[str] | None = None) -> Any:
    """The object a model file holds (:func:`read_document`, then its kind's payload): a fitted method, a
    fusion, a calibration.  Every defect is a ``ValueError`` whose message starts with the file name."""
    got = read_document(path, kinds)
    return build_model(got.doc, got.arrays, got.path)


def document_from_text(text: str, kinds: Sequence[str] | None = None, where: str = "") -> Any:
    """The object of a document given as text (one nested in another's state: LambdaMART's base model), by the
    same rules as a file's."""
    try:
        doc = loads_document(text)
    except ModelFileError as exc:
        raise ModelFileError(f"{where}: {exc}" if where else str(exc)) from None
    return build_model(doc, None, where, kinds)


def document_to_text(obj: Any, kind: str) -> str:
    """The document of ``obj`` as JSON text, by the kind's rules (to nest in another's state)."""
    fmt = MODEL_FORMATS[kind]
    return dumps_document(_payload(fmt).document(obj, None), allow_non_finite=fmt.non_finite != "refused",
                          indent=None)


# ------------------------------------------------------------------ writing
def write_model(obj: Any, path: str | os.PathLike, kind: str, *, inputs: Sequence[Any] = ()) -> Path:
    """Write ``obj`` as a model file of ``kind`` (NPZ when the kind allows it and the name ends ``.npz``, else
    JSON), atomically and never over one of ``inputs``, then read it back as ``rankagg fuse --model`` does:
    a document that the reader would refuse is not written (an earlier file at ``path`` stays), and a file
    that does not read back is removed; either way a ``ValueError`` naming the file says why."""
    fmt = MODEL_FORMATS[kind]
    p = Path(path)
    if fmt.suffixes and p.suffix not in fmt.suffixes:
        raise ValueError(f"{fmt.name} files end with {' or '.join(fmt.suffixes)}, got {p.name!r}")
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
    write_model_file(p, text, arrays, inputs=inputs)
    try:
        read_model(p, (fmt.name,))
    except ValueError as exc:
        p.unlink(missing_ok=True)
        raise ModelFileError(f"{p}: removed: the model written does not read back ({exc})") from None
    return p
