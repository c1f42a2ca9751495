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
import tempfile
import zipfile
from pathlib import Path
from typing import Any

import numpy as np

from rankagg.data.validation import InvalidParameterError, InvalidStateError
from rankagg.io._common import atomic_write_text
from rankagg.methods.registry import method_class

__all__ = ["save_model", "load_model", "model_to_dict", "model_from_dict", "train_model", "FORMAT", "ModelFileError"]

FORMAT = "rankagg-model"
VERSION = 1


def _encode(value: Any, arrays: dict[str, np.ndarray] | None, key: str) -> Any:
    """JSON-able form of a fitted value; arrays go to ``arrays`` when given (NPZ)."""
    if isinstance(value, np.ndarray):
        if value.dtype == object:
            raise TypeError(f"{key}: object arrays cannot be saved (no pickle)")
        if arrays is not None:
            arrays[key] = value
            return {"__npz__": key}
        if value.dtype.kind == "U":
            return {"__ndarray__": value.tolist(), "dtype": "str", "shape": list(value.shape)}
        return {"__ndarray__": value.ravel().tolist(), "dtype": value.dtype.str, "shape": list(value.shape)}
    if isinstance(value, np.generic):
        return {"__scalar__": value.item(), "dtype": value.dtype.str}
    if isinstance(value, dict):
        return {"__dict__": {str(k): _encode(v, arrays, f"{key}.{k}") for k, v in value.items()}}
    if isinstance(value, (list, tuple)):
        return [_encode(v, arrays, f"{key}.{i}") for i, v in enumerate(value)]
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    raise TypeError(f"{key}: cannot save a value of type {type(value).__name__} (arrays, numbers, str, lists, dicts only)")


_MAX_DEPTH = 32  # fitted values nest a few levels at most; deeper documents are malformed


class ModelFileError(ValueError):
    """A model file or document that cannot be read as a rankagg model."""


def _decode(value: Any, arrays: Any = None, key: str = "", depth: int = 0) -> Any:
    """Inverse of :func:`_encode`; raises :class:`ModelFileError` naming ``key`` on malformed input."""
    if depth > _MAX_DEPTH:
        raise ModelFileError(f"{key}: nested more than {_MAX_DEPTH} levels deep")
    if isinstance(value, dict):
        try:
            if "__npz__" in value:
                member = value["__npz__"]
                if arrays is None or not isinstance(member, str) or member not in arrays:
                    raise ModelFileError(f"{key}: NPZ member {member!r} is missing")
                return np.array(arrays[member])
            if "__ndarray__" in value:
                dtype, shape = value.get("dtype"), value.get("shape")
                if not isinstance(shape, list) or not all(isinstance(n, int) and not isinstance(n, bool) and n >= 0 for n in shape):
                    raise ModelFileError(f"{key}: array shape must be a list of non-negative integers, got {shape!r}")
                if dtype == "str":
                    return np.array(value["__ndarray__"], dtype=str).reshape(shape)
                dt = np.dtype(dtype)
                if dt.kind not in "biuf":
                    raise ModelFileError(f"{key}: array dtype {dtype!r} is not numeric")
                return np.array(value["__ndarray__"], dtype=dt).reshape(shape)
            if "__scalar__" in value:
                dt = np.dtype(value["dtype"])
                if dt.kind not in "biuf":
                    raise ModelFileError(f"{key}: scalar dtype {value['dtype']!r} is not numeric")
                return dt.type(value["__scalar__"])
            if "__dict__" in value:
                if not isinstance(value["__dict__"], dict):
                    raise ModelFileError(f"{key}: __dict__ must hold an object")
                return {k: _decode(v, arrays, f"{key}.{k}", depth + 1) for k, v in value["__dict__"].items()}
        except ModelFileError:
            raise
        except (ValueError, TypeError, KeyError, OverflowError) as exc:
            raise ModelFileError(f"{key}: malformed encoded value ({type(exc).__name__}: {exc})") from None
        raise ModelFileError(f"{key}: unrecognised encoded value with keys {sorted(value)}")
    if isinstance(value, list):
        return [_decode(v, arrays, f"{key}.{i}", depth + 1) for i, v in enumerate(value)]
    return value


def model_to_dict(model: Any, arrays: dict[str, np.ndarray] | None = None) -> dict[str, Any]:
    """The JSON document of a fitted model (arrays inline, or into ``arrays`` for NPZ)."""
    model._check_fitted()
    state = model.get_state()
    missing = [a for a in model.fitted_attributes if a not in state]
    if missing:
        raise ValueError(f"{model.name}: not fitted (missing {', '.join(missing)})")
    return {
        "format": FORMAT,
        "version": VERSION,
        "name": model.name,
        "params": _encode(dict(model.params), None, "params"),
        "fitted": {a: _encode(state[a], arrays, a) for a in model.fitted_attributes},
        "trained_on": {
            "n_rankers": state.get("n_rankers_"),
            "ranker_names": state.get("ranker_names_"),
        },
    }


def model_from_dict(doc: dict[str, Any], arrays: Any = None) -> Any:
    """The fitted Aggregator of a model document; every malformation is a :class:`ModelFileError`
    (structure) or :class:`~rankagg.data.validation.InvalidStateError` (values), both ValueErrors."""
    if not isinstance(doc, dict):
        raise ModelFileError(f"a model document is a JSON object, got {type(doc).__name__}")
    if doc.get("format") != FORMAT:
        raise ModelFileError(f"not a rankagg model file (format={doc.get('format')!r})")
    version = doc.get("version", 0)
    if not isinstance(version, int) or isinstance(version, bool):
        raise ModelFileError(f"version must be an integer, got {version!r}")
    if version > VERSION:
        raise ModelFileError(f"model file version {version} is newer than this rankagg ({VERSION})")
    name = doc.get("name")
    if not isinstance(name, str):
        raise ModelFileError(f"name must be a method name, got {name!r}")
    cls = method_class(name)
    params = _decode(doc.get("params", {}), arrays, "params")
    fitted = doc.get("fitted")
    if not isinstance(params, dict) or not isinstance(fitted, dict):
        raise ModelFileError("params and fitted must be JSON objects")
    model = cls(**params)
    for a in cls.fitted_attributes:
        if a not in fitted:
            raise ModelFileError(f"model file lacks fitted attribute {a!r} of {name}")
    unknown = sorted(set(fitted) - set(cls.fitted_attributes))
    if unknown:
        raise ModelFileError(f"{name}: unknown fitted attribute(s) {', '.join(unknown)}")
    state = {a: _decode(fitted[a], arrays, a) for a in cls.fitted_attributes}
    trained = doc.get("trained_on") or {}
    if not isinstance(trained, dict):
        raise ModelFileError("trained_on must be a JSON object")
    if trained.get("n_rankers") is not None:
        state.setdefault("n_rankers_", trained["n_rankers"])
        if trained.get("ranker_names") is not None:
            state.setdefault("ranker_names_", trained["ranker_names"])
    return model.set_state(state)


def save_model(model: Any, path: str | os.PathLike) -> Path:
    """Write a fitted model to ``path`` (``.json`` or ``.npz``)."""
    path = Path(path)
    if path.suffix == ".npz":
        arrays: dict[str, np.ndarray] = {}
        doc = model_to_dict(model, arrays)
        bad = [k for k in arrays if k.startswith("__")]
        if bad:
            raise ValueError(f"attribute names may not start with '__': {bad}")
        fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".npz", dir=path.parent)
        os.close(fd)
        try:
            np.savez(tmp, __model__=np.array(json.dumps(doc)), **arrays)
            os.replace(tmp, path)
        finally:
            if os.path.exists(tmp):
                os.unlink(tmp)
    elif path.suffix == ".json":
        atomic_write_text(path, json.dumps(model_to_dict(model), indent=1, allow_nan=True))
    else:
        raise ValueError(f"model files end with .json or .npz, got {path.name!r}")
    return path


def _read_document(path: Path) -> Any:
    if path.suffix == ".npz":
        try:
            z = np.load(path, allow_pickle=False)
            if not isinstance(z, np.lib.npyio.NpzFile):  # a bare .npy array
                raise ModelFileError("not an NPZ archive (a single array)")
            with z:
                if "__model__" not in z.files:
                    raise ModelFileError("no __model__ member (not a rankagg NPZ model)")
                arrays = {k: z[k] for k in z.files}
        except (zipfile.BadZipFile, EOFError, OSError, ValueError) as exc:
            if isinstance(exc, ModelFileError):
                raise
            if isinstance(exc, FileNotFoundError):
                raise
            raise ModelFileError(f"not a readable NPZ archive ({type(exc).__name__}: {exc})") from None
        header = arrays["__model__"]
        if header.dtype.kind != "U" or header.ndim != 0:
            raise ModelFileError("__model__ must be one JSON string")
        return json.loads(str(header)), arrays
    if path.suffix == ".json":
        try:
            text = path.read_text(encoding="utf-8")
        except UnicodeDecodeError as exc:
            raise ModelFileError(f"not UTF-8 text ({exc})") from None
        return json.loads(text), None
    raise ValueError(f"model files end with .json or .npz, got {path.name!r}")


def load_model(path: str | os.PathLike) -> Any:
    """Read a model written by :func:`save_model`; returns a fitted Aggregator.

    Every defect of the file (not JSON/NPZ, wrong nesting, dtype or shape,
    NaN/inf where finite values are required, an index out of range, an
    unknown method) is a ``ValueError`` whose message starts with the file name.
    """
    path = Path(path)
    try:
        doc, arrays = _read_document(path)
        return model_from_dict(doc, arrays)
    except RecursionError:
        raise ModelFileError(f"{path}: the document is nested too deeply") from None
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
