"""Save and load fitted aggregators and fusion models as JSON or NPZ -- never pickle.

A model file holds the registry ``name``, the hyper-parameters ``params`` and
every attribute listed in the class's ``fitted_attributes``.  Arrays are
written with their dtype and shape; floats go through Python's shortest
round-trip ``repr`` (JSON) or raw bytes (NPZ), so a save/load round trip is
bit for bit.  NaN and infinities are allowed in JSON files (written as
``NaN``/``Infinity``, which Python's :mod:`json` reads back).

* ``.json``: one self-describing JSON document (arrays inline).
* ``.npz``: arrays as NPZ members, everything else as a JSON member
  ``__model__`` (``np.load(..., allow_pickle=False)``).

Every model file goes in and out through the model registry, :mod:`rankagg.io.models` (the envelope: sizes,
keys once, kind and version, atomic write and read-back), with the payloads the methods core registers
(:mod:`rankagg.methods.state`).  The CLI (``rankagg train ... -o model.json`` / ``rankagg fuse --model
model.json``) is wired to :func:`save_model` / :func:`load_model` / :func:`read_fusion_model`.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any, Sequence

import numpy as np

from rankagg.io.models import MAX_MODEL_BYTES, read_document, read_model, write_model, build_model
from rankagg.methods.state import (FORMAT, FUSION_FORMAT, ModelFileError, fusion_from_dict, model_from_dict,
                                   model_to_dict)

__all__ = ["save_model", "load_model", "read_fusion_model", "save_fusion_model", "read_model_document",
           "MAX_MODEL_BYTES", "FUSION_MODEL_FORMAT", "model_to_dict", "model_from_dict", "fusion_from_dict",
           "train_model", "FORMAT", "ModelFileError"]

#: the ``format`` of a fusion model written by ``rankagg tune`` (a method, its parameters and weights)
FUSION_MODEL_FORMAT = FUSION_FORMAT


def read_fusion_model(path: str | os.PathLike) -> dict[str, Any] | None:
    """A fusion model written by ``rankagg tune`` (``{"format": "rankagg-fusion", "method", "params",
    "weights"}``), validated, as ``{"method", "params", "weights", "calibration"}``; None when the file is
    another kind of model (:func:`load_model` reads it)."""
    got = read_document(path)
    if got.format.name != FUSION_FORMAT:
        return None
    return dict(build_model(got.doc, got.arrays, got.path))


def save_fusion_model(doc: dict[str, Any], path: str | os.PathLike, *, inputs: Sequence[Any] = ()) -> Path:
    """Write a fusion model's document (``rankagg tune``, ``train``'s label-free default, ``calibrate``)
    through the model registry: atomically, never over an input, read back as ``rankagg fuse --model`` reads
    it (a document it would refuse is not written)."""
    return write_model(doc, path, FUSION_FORMAT, inputs=inputs)


def save_model(model: Any, path: str | os.PathLike) -> Path:
    """Write a fitted model to ``path`` (``.json`` or ``.npz``), and read it back as ``rankagg fuse --model``
    does: a model that the loader would refuse is not written (its document is checked first) or, should the
    file itself not read back, removed; either way a ``ValueError`` says why.  So whoever prints "apply with"
    after saving prints it for a model that applies (issue 47)."""
    return write_model(model, path, FORMAT)


def read_model_document(path: str | os.PathLike) -> tuple[Any, dict[str, np.ndarray] | None]:
    """The document of any model file and, for NPZ, its arrays, through the model registry's envelope
    (:func:`rankagg.io.models.read_document`: format by content, sizes bounded before decompressing, keys
    once, a declared kind and a version this rankagg reads).  Every error names the file."""
    got = read_document(path)
    return got.doc, got.arrays


def load_model(path: str | os.PathLike) -> Any:
    """Read a model written by :func:`save_model`; returns a fitted Aggregator.

    Every defect of the file (not JSON/NPZ, wrong nesting, dtype or shape,
    NaN/inf where finite values are required, an index out of range, an
    unknown method, another kind of model) is a ``ValueError`` whose message starts with the file name.
    """
    return read_model(path, (FORMAT,))


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
