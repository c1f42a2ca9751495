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
from pathlib import Path
from typing import Any

import numpy as np

from rankagg.io._common import atomic_output, atomic_write_text
from rankagg.methods.registry import method_class

__all__ = ["save_model", "load_model", "model_to_dict", "model_from_dict", "train_model", "FORMAT"]

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


def _decode(value: Any, arrays: Any = None) -> Any:
    if isinstance(value, dict):
        if "__npz__" in value:
            return np.array(arrays[value["__npz__"]])
        if "__ndarray__" in value:
            if value["dtype"] == "str":
                return np.array(value["__ndarray__"], dtype=str).reshape(value["shape"])
            return np.array(value["__ndarray__"], dtype=np.dtype(value["dtype"])).reshape(value["shape"])
        if "__scalar__" in value:
            return np.dtype(value["dtype"]).type(value["__scalar__"])
        if "__dict__" in value:
            return {k: _decode(v, arrays) for k, v in value["__dict__"].items()}
        raise ValueError(f"unrecognised encoded value with keys {sorted(value)}")
    if isinstance(value, list):
        return [_decode(v, arrays) for v in value]
    return value


def model_to_dict(model: Any, arrays: dict[str, np.ndarray] | None = None) -> dict[str, Any]:
    """The JSON document of a fitted model (arrays inline, or into ``arrays`` for NPZ)."""
    model._check_fitted()
    missing = [a for a in model.fitted_attributes if not hasattr(model, a)]
    if missing:
        raise ValueError(f"{model.name}: not fitted (missing {', '.join(missing)})")
    return {
        "format": FORMAT,
        "version": VERSION,
        "name": model.name,
        "params": _encode(dict(model.params), None, "params"),
        "fitted": {a: _encode(getattr(model, a), arrays, a) for a in model.fitted_attributes},
        "trained_on": {
            "n_rankers": model.__dict__.get("n_rankers_"),
            "ranker_names": model.__dict__.get("ranker_names_"),
        },
    }


def model_from_dict(doc: dict[str, Any], arrays: Any = None) -> Any:
    if doc.get("format") != FORMAT:
        raise ValueError(f"not a rankagg model file (format={doc.get('format')!r})")
    if int(doc.get("version", 0)) > VERSION:
        raise ValueError(f"model file version {doc['version']} is newer than this rankagg ({VERSION})")
    cls = method_class(doc["name"])
    params = _decode(doc["params"], arrays)
    model = cls(**params)
    for a in cls.fitted_attributes:
        if a not in doc["fitted"]:
            raise ValueError(f"model file lacks fitted attribute {a!r} of {doc['name']}")
        setattr(model, a, _decode(doc["fitted"][a], arrays))
    trained = doc.get("trained_on") or {}
    if trained.get("n_rankers") is not None:
        model.n_rankers_ = int(trained["n_rankers"])
        model.ranker_names_ = list(trained.get("ranker_names") or [])
    if hasattr(model, "_after_load"):
        model._after_load()
    return model


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
            np.savez(fh, __model__=np.array(json.dumps(doc)), **arrays)
    elif path.suffix == ".json":
        atomic_write_text(path, json.dumps(model_to_dict(model), indent=1, allow_nan=True))
    else:
        raise ValueError(f"model files end with .json or .npz, got {path.name!r}")
    return path


def load_model(path: str | os.PathLike) -> Any:
    """Read a model written by :func:`save_model`; returns a fitted Aggregator."""
    path = Path(path)
    if path.suffix == ".npz":
        with np.load(path, allow_pickle=False) as z:
            doc = json.loads(str(z["__model__"]))
            return model_from_dict(doc, {k: z[k] for k in z.files})
    if path.suffix == ".json":
        return model_from_dict(json.loads(path.read_text()))
    raise ValueError(f"model files end with .json or .npz, got {path.name!r}")


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
