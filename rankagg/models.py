"""Save and load fitted aggregators as JSON or NPZ -- never pickle.

A model file holds the registry ``name``, the hyper-parameters ``params`` and
every attribute listed in the class's ``fitted_attributes``.  Arrays are
written with their dtype and shape; floats go through Python's shortest
round-trip ``repr`` (JSON) or raw bytes (NPZ), so a save/load round trip is
bit for bit.  NaN and infinities are allowed in JSON files (written as
``NaN``/``Infinity``, which Python's :mod:`json` reads back).

* ``.json``: one self-describing JSON document (arrays inline).
* ``.npz``: arrays as NPZ members, everything else as a JSON member
  ``__model__`` (``np.load(..., allow_pickle=False)``).

The CLI (``rankagg train ... -o model.json`` / ``rankagg fuse --model
model.json``) is wired to :func:`save_model` / :func:`load_model`.
"""

from __future__ import annotations

import json
import os
import zipfile
from pathlib import Path
from typing import Any

import numpy as np

from rankagg.data.validation import InvalidParameterError, InvalidStateError
from rankagg.io.atomic import atomic_output, atomic_write_text
from rankagg.methods.registry import method_class, parse_spec
from rankagg.methods.state import FORMAT, ModelFileError, model_from_dict, model_to_dict

__all__ = ["save_model", "load_model", "read_fusion_model", "read_model_document", "MAX_MODEL_BYTES", "FUSION_MODEL_FORMAT", "model_to_dict", "model_from_dict", "train_model", "FORMAT", "ModelFileError"]

#: the ``format`` of a fusion model written by ``rankagg tune`` (a method, its parameters and weights)
FUSION_MODEL_FORMAT = "rankagg-fusion"


def read_fusion_model(path: str | os.PathLike) -> dict[str, Any] | None:
    """A fusion model written by ``rankagg tune`` (``{"format": "rankagg-fusion", "method", "params",
    "weights"}``), validated; None when the file is another kind of model (:func:`load_model` reads it)."""
    doc, _ = read_model_document(path)
    return _fusion(doc, path)


def _fusion(doc: Any, path: str | os.PathLike) -> dict[str, Any] | None:
    if not isinstance(doc, dict) or doc.get("format") != FUSION_MODEL_FORMAT:
        return None
    method = doc.get("method")
    if not isinstance(method, str):
        raise ModelFileError(f"{path}: 'method' must be a method name")
    try:
        supervised = method_class(parse_spec(method)[0]).supervised
    except ValueError as exc:
        raise ModelFileError(f"{path}: method {method!r}: {exc}") from None
    if supervised:
        raise ModelFileError(f"{path}: method {method!r} is supervised; a fusion model holds an unsupervised method "
                             "(a trained model is written by rankagg train)")
    params = doc.get("params", {})
    weights = doc.get("weights")
    if not isinstance(params, dict) or (weights is not None and not isinstance(weights, dict)):
        raise ModelFileError(f"{path}: 'params' must be an object and 'weights' an object or null")
    if weights is not None and "weights" in params:
        raise ModelFileError(f"{path}: weights given twice ('weights' and 'params.weights')")
    for name, w in (weights or {}).items():
        if isinstance(w, bool) or not isinstance(w, (int, float)) or not np.isfinite(w):
            raise ModelFileError(f"{path}: the weight of run {name!r} must be a finite number, got {w!r}")
    return {"method": method, "params": params, "weights": weights}


def save_model(model: Any, path: str | os.PathLike) -> Path:
    """Write a fitted model to ``path`` (``.json`` or ``.npz``), and read it back as ``rankagg fuse --model``
    does: a model that the loader would refuse is not written (its document is checked first) or, should the
    file itself not read back, removed; either way a ``ValueError`` says why.  So whoever prints "apply with"
    after saving prints it for a model that applies (issue 47)."""
    path = Path(path)
    if path.suffix not in (".npz", ".json"):
        raise ValueError(f"model files end with .json or .npz, got {path.name!r}")
    arrays: dict[str, np.ndarray] | None = {} if path.suffix == ".npz" else None
    doc = model_to_dict(model, arrays)
    text = json.dumps(doc, indent=None if arrays is not None else 1, allow_nan=True)
    try:
        model_from_dict(json.loads(text), arrays)
    except ValueError as exc:
        raise ModelFileError(f"{path}: not written: the {doc['name']} model would not read back ({exc})") from None
    if arrays is not None:
        bad = [k for k in arrays if k.startswith("__")]
        if bad:
            raise ValueError(f"attribute names may not start with '__': {bad}")
        with atomic_output(path) as fh:
            np.savez(fh, __model__=np.array(text), **arrays)  # type: ignore[arg-type]  # numpy's stub: a key could be allow_pickle
    else:
        atomic_write_text(path, text)
    try:
        load_model(path)
    except ValueError as exc:
        path.unlink(missing_ok=True)
        raise ModelFileError(f"{path}: removed: the model written does not read back ({exc})") from None
    return path


#: the largest model a file may expand to (all NPZ members together, as declared in the zip directory)
MAX_MODEL_BYTES = 256 << 20
_ZIP_MAGIC = b"PK\x03\x04"


def read_model_document(path: str | os.PathLike) -> tuple[Any, dict[str, np.ndarray] | None]:
    """The one reader of model files (``rankagg fuse --model``, ``explain``, :func:`load_model`): the model
    document and, for NPZ, its arrays.  The format is told by the content (a zip archive is NPZ, anything
    else must be UTF-8 JSON; a byte-order mark is ignored), and an NPZ is refused before decompressing when
    its members would expand past :data:`MAX_MODEL_BYTES`.  Every error names the file."""
    p = Path(path)
    if not p.exists():
        raise FileNotFoundError(f"{p}: no such file")
    if not p.is_file():
        raise ModelFileError(f"{p}: not a regular file")
    try:
        with open(p, "rb") as fh:
            head = fh.read(4)
        if head == _ZIP_MAGIC:
            return _read_npz(p)
        if p.stat().st_size > MAX_MODEL_BYTES:
            raise ModelFileError(f"larger than {MAX_MODEL_BYTES >> 20} MB")
        try:
            text = p.read_bytes().decode("utf-8-sig")
        except UnicodeDecodeError as exc:
            raise ModelFileError(f"neither an NPZ archive nor UTF-8 JSON text ({exc.reason} at byte {exc.start})") from None
        try:
            return json.loads(text, object_pairs_hook=_once), None
        except json.JSONDecodeError as exc:
            raise ModelFileError(f"neither an NPZ (zip) archive nor a JSON model ({exc})") from None
        except RecursionError:
            raise ModelFileError("the document is nested too deeply") from None
    except ModelFileError as exc:
        raise ModelFileError(f"{p}: {exc}") from None


def _once(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """A JSON object whose keys are given once: ``{"method": "rrf", "method": "combsum"}`` is refused (JSON keeps
    the last, silently), by the rule of every JSON record (:func:`rankagg.io.rules.keys_once`), as a ModelFileError."""
    from rankagg.io.rules import keys_once

    try:
        return keys_once(pairs)
    except ValueError as exc:
        raise ModelFileError(str(exc)) from None


def _read_npz(path: Path) -> tuple[Any, dict[str, np.ndarray]]:
    from numpy.lib import format as npy

    try:
        with zipfile.ZipFile(path) as zf:
            members = zf.infolist()
            declared = sum(m.file_size for m in members)
            if declared > MAX_MODEL_BYTES:
                raise ModelFileError(f"its members would expand to {declared} bytes (more than {MAX_MODEL_BYTES >> 20} MB)")
            for m in members:  # each array's header: its shape must fit in the member's declared size
                with zf.open(m) as fh:
                    version = npy.read_magic(fh)
                    shape, _, dtype = (npy.read_array_header_1_0 if version == (1, 0) else npy.read_array_header_2_0)(fh)
                    if dtype.hasobject:
                        raise ModelFileError(f"member {m.filename}: object arrays are refused (no pickle)")
                    if int(np.prod(shape, dtype=object)) * dtype.itemsize > m.file_size:
                        raise ModelFileError(f"member {m.filename}: its header declares {shape} {dtype}, more than "
                                             "the member holds")
        z = np.load(path, allow_pickle=False)
        with z:
            if "__model__" not in z.files:
                raise ModelFileError("no __model__ member (not a rankagg NPZ model)")
            arrays = {k: z[k] for k in z.files}
    except ModelFileError:
        raise
    except (zipfile.BadZipFile, zipfile.LargeZipFile, EOFError, OSError, ValueError, TypeError,
            NotImplementedError) as exc:
        raise ModelFileError(f"not a readable NPZ archive ({type(exc).__name__}: {exc})") from None
    header = arrays.pop("__model__")
    if header.dtype.kind != "U" or header.ndim != 0:
        raise ModelFileError("__model__ must be one JSON string")
    try:
        return json.loads(str(header), object_pairs_hook=_once), arrays
    except (json.JSONDecodeError, RecursionError) as exc:
        raise ModelFileError(f"__model__ is not a JSON document ({type(exc).__name__})") from None


def load_model(path: str | os.PathLike) -> Any:
    """Read a model written by :func:`save_model`; returns a fitted Aggregator.

    Every defect of the file (not JSON/NPZ, wrong nesting, dtype or shape,
    NaN/inf where finite values are required, an index out of range, an
    unknown method) is a ``ValueError`` whose message starts with the file name.
    """
    path = Path(path)
    doc, arrays = read_model_document(path)
    if _fusion(doc, path) is not None:
        raise ModelFileError(f"{path}: a fusion model (rankagg tune); apply it with rankagg fuse --model or "
                             "rankagg.Fuser.from_model")
    try:
        return model_from_dict(doc, arrays)
    except RecursionError:
        raise ModelFileError(f"{path}: the document is nested too deeply") from None
    except (TypeError, KeyError, AttributeError, OverflowError, MemoryError) as exc:
        raise ModelFileError(f"{path}: malformed model ({type(exc).__name__}: {exc})") from None
    except ValueError as exc:  # JSONDecodeError, ModelFileError, InvalidStateError, InvalidParameterError
        if str(exc).startswith(str(path)):
            raise
        raise type(exc)(f"{path}: {exc}") if type(exc) in _PLAIN_ERRORS else ModelFileError(f"{path}: {exc}") from None


_PLAIN_ERRORS = (ModelFileError, InvalidStateError, InvalidParameterError)


def train_model(dataset: Any, method: str, *, fold: int = 1, data_dir: str | os.PathLike | None = None, **params: Any) -> Any:
    """Fit a registered method on one fold's training subsets, validation subset for model selection.

    What ``rankagg train --dataset NAME --method SPEC [--fold k] -o model.json`` does
    before :func:`save_model`.  ``dataset`` is a name (``"MQ2008-agg"``) or a loaded
    :class:`~rankagg.io.datasets.LetorDataset`; the fold's test subset is not touched.
    """
    from rankagg.io.datasets import load_letor_agg
    from rankagg.methods.registry import make_method

    ds = load_letor_agg(dataset, data_dir) if isinstance(dataset, str) else dataset
    f = ds.fold(fold)
    model = make_method(method, **params)
    return model.fit(f.train, f.vali)
