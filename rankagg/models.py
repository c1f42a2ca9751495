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
from rankagg.io._common import atomic_output, atomic_write_text
from rankagg.methods.state import FORMAT, ModelFileError, model_from_dict, model_to_dict

__all__ = ["save_model", "load_model", "read_fusion_model", "FUSION_MODEL_FORMAT", "model_to_dict", "model_from_dict", "train_model", "FORMAT", "ModelFileError"]

#: the ``format`` of a fusion model written by ``rankagg tune`` (a method, its parameters and weights)
FUSION_MODEL_FORMAT = "rankagg-fusion"


def read_fusion_model(path: str | os.PathLike) -> dict[str, Any] | None:
    """A fusion model written by ``rankagg tune`` (``{"format": "rankagg-fusion", "method", "params",
    "weights"}``), validated; None when the file is another kind of model (:func:`load_model` reads it)."""
    try:
        with open(path, "rb") as fh:
            obj = json.loads(fh.read().decode("utf-8-sig"))
    except FileNotFoundError:
        raise FileNotFoundError(f"{path}: no such file") from None
    except (json.JSONDecodeError, UnicodeDecodeError) as exc:
        if Path(path).suffix == ".npz":
            return None
        raise ValueError(f"{path}: not a JSON model ({exc})") from None
    if not isinstance(obj, dict) or obj.get("format") != FUSION_MODEL_FORMAT:
        return None
    if not isinstance(obj.get("method"), str):
        raise ValueError(f"{path}: 'method' must be a method name")
    params = obj.get("params", {})
    weights = obj.get("weights")
    if not isinstance(params, dict) or (weights is not None and not isinstance(weights, dict)):
        raise ValueError(f"{path}: 'params' must be an object and 'weights' an object or null")
    if weights is not None and "weights" in params:
        raise ValueError(f"{path}: weights given twice ('weights' and 'params.weights')")
    return {"method": obj["method"], "params": params, "weights": weights}


def save_model(model: Any, path: str | os.PathLike) -> Path:
    """Write a fitted model to ``path`` (``.json`` or ``.npz``)."""
    path = Path(path)
    if path.suffix == ".npz":
        arrays: dict[str, np.ndarray] = {}
        doc = model_to_dict(model, arrays)
        bad = [k for k in arrays if k.startswith("__")]
        if bad:
            raise ValueError(f"attribute names may not start with '__': {bad}")
        with atomic_output(path) as fh:
            np.savez(fh, __model__=np.array(json.dumps(doc)), **arrays)  # type: ignore[arg-type]  # numpy's stub: a key could be allow_pickle
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
