"""Model documents: a fitted aggregator as a typed, JSON-able document and back -- never pickle.

A document holds the registry ``name``, the hyper-parameters ``params`` and every
attribute of the class's ``fitted_state`` (read with :meth:`Aggregator.get_state`,
installed and validated with :meth:`Aggregator.set_state`).  Arrays keep their
dtype and shape; floats go through Python's shortest round-trip ``repr``, so a
round trip is bit for bit.  This sits in the methods layer so that a method can
nest another fitted method in its state (LambdaMART's base model).

The model files' envelope (size, keys once, kind, version, NPZ without pickle, atomic write and read-back) is
declared in :mod:`rankagg.data.model_documents`, which imports nothing of the methods: this module registers there the
payloads the methods know, the fitted method (``rankagg-model``: :func:`model_from_dict`,
:func:`model_to_dict`) and the fusion model (``rankagg-fusion``: :func:`fusion_from_dict`), so that every model
file goes in and out through that registry.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from rankagg.exceptions import ModelFileError, shown
from rankagg.data.model_documents import MODEL_FORMATS, check_document, register_model_payload
from rankagg.methods.fitted_state import ranker_names_fault
from rankagg.methods.model_probe import PROBE_KEY, check_probe, probe_scores, unprobed_fault
from rankagg.methods.registry import make_method, method_class, parse_spec

__all__ = ["model_to_dict", "model_from_dict", "fusion_from_dict", "ModelFileError", "FORMAT", "VERSION",
           "FUSION_FORMAT", "INPUT_DEPTH", "input_depth_of", "record_input_depth", "applied_input_depth"]

FORMAT = "rankagg-model"
VERSION = MODEL_FORMATS[FORMAT].version
#: the ``format`` of a fusion model (``rankagg tune``, ``train``'s label-free default, ``calibrate``)
FUSION_FORMAT = "rankagg-fusion"


#: the key, in every model document that fuses runs (a fitted method, a fusion), of the input depth it was learnt
#: at (``rankagg train``/``tune --input-depth``): its weights, trees and estimate are of each run's first N
#: documents, so ``rankagg fuse --model``, ``--explain`` and ``Fuser.from_model`` read that many, and refuse another
INPUT_DEPTH = "input_depth"
#: where :func:`record_input_depth` keeps it on a fitted method until :func:`model_to_dict` writes it
_LEARNT_AT = "learnt_input_depth"


def input_depth_of(doc: Any) -> int | None:
    """The input depth a model document was learnt at (None: each run's every document), by one rule for every
    kind: an integer >= 1 or null; anything else is a :class:`ModelFileError`."""
    depth = doc.get(INPUT_DEPTH) if isinstance(doc, dict) else None
    if depth is not None and (isinstance(depth, bool) or not isinstance(depth, int) or depth < 1):
        raise ModelFileError(f"{INPUT_DEPTH!r} must be an integer >= 1 or null, got {depth!r}")
    return depth


def record_input_depth(learnt: Any, input_depth: int | None) -> Any:
    """``learnt`` (a fusion model's document, or a fitted method) marked as learnt on each run's first
    ``input_depth`` documents, so that its file records it (:data:`INPUT_DEPTH`); the one place ``train`` and
    ``tune`` record it, whatever kind of model they write."""
    if isinstance(learnt, dict):
        return {**learnt, INPUT_DEPTH: input_depth} if input_depth is not None else learnt
    setattr(learnt, _LEARNT_AT, input_depth)
    return learnt


def applied_input_depth(learnt: int | None, given: int | None, model: str, option: str = "input_depth",
                        lists: str = "run") -> int | None:
    """The input depth a model applies at: the one it was learnt at (:func:`input_depth_of`) where none is
    ``given``; another one given (``option``: the face's name for it) is refused, naming the ``model`` file, as
    its weights, trees and estimate are of each ``lists``' first ``learnt`` documents."""
    if learnt is not None and given is not None and given != learnt:
        raise ValueError(f"{option} {given}: {model} was tuned on each {lists}'s first {learnt} documents "
                         f"(rankagg train/tune --input-depth {learnt}); leave it out, or give {learnt}")
    return learnt if learnt is not None else given


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

#: the JSON values an encoded array or scalar of each dtype kind may hold: NumPy would convert the others silently
#: (the text "0.5" to 0.5, true to 1.0, 2.5 to the integer 2), so a hand-edited file would load another model
_ELEMENT_TYPES = {"f": ((int, float), "numbers"), "i": ((int,), "integers"), "u": ((int,), "integers"),
                  "b": ((bool,), "true or false"), "U": ((str,), "text")}


def _check_elements(values: Any, kind: str, key: str) -> None:
    """Every element of an encoded array (a flat list as :func:`_encode` writes it, or nested lists) is a JSON
    value of its dtype ``kind`` (:data:`_ELEMENT_TYPES`; ``bool`` is a number nowhere but in a bool array);
    else a :class:`ModelFileError` naming ``key``, the element's index and value."""
    allowed, what = _ELEMENT_TYPES[kind]
    stack: list[tuple[tuple[int, ...], Any]] = [((), values)]
    while stack:
        at, v = stack.pop()
        if isinstance(v, list):
            stack.extend(((*at, i), x) for i, x in reversed(list(enumerate(v))))  # the first fault first
        elif not isinstance(v, allowed) or (kind != "b" and isinstance(v, bool)):
            index = "".join(f"[{i}]" for i in at)
            raise ModelFileError(f"{key}{index}: {v!r} in an array of dtype kind {kind!r}, which holds {what} only")


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
                    _check_elements(value["__ndarray__"], "U", key)
                    return np.array(value["__ndarray__"], dtype=str).reshape(shape)
                dt = np.dtype(dtype)
                if dt.kind not in "biuf":
                    raise ModelFileError(f"{key}: array dtype {dtype!r} is not numeric")
                _check_elements(value["__ndarray__"], dt.kind, key)
                return np.array(value["__ndarray__"], dtype=dt).reshape(shape)
            if "__scalar__" in value:
                dt = np.dtype(value["dtype"])
                if dt.kind not in "biuf":
                    raise ModelFileError(f"{key}: scalar dtype {value['dtype']!r} is not numeric")
                _check_elements([value["__scalar__"]], dt.kind, key)
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
    depth = getattr(model, _LEARNT_AT, None)
    probe = probe_scores(model, state.get("n_rankers_"), state.get("ranker_names_"))
    return {
        "format": FORMAT,
        "version": VERSION,
        "name": model.name,
        **({INPUT_DEPTH: depth} if depth is not None else {}),
        "params": _encode(dict(model.params), None, "params"),
        "fitted": {a: _encode(state[a], arrays, a) for a in model.fitted_attributes},
        "trained_on": {
            "n_rankers": state.get("n_rankers_"),
            "ranker_names": state.get("ranker_names_"),
        },
        **({PROBE_KEY: {"scores": probe}} if probe is not None else {}),
    }


def model_from_dict(doc: dict[str, Any], arrays: Any = None) -> Any:
    """The fitted Aggregator of a model document; every malformation is a :class:`ModelFileError`
    (structure) or :class:`~rankagg.data.validation.InvalidStateError` (values), both ValueErrors."""
    check_document(doc, arrays, (FORMAT,))  # the envelope: an object of this kind, a version this rankagg reads
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
        names = trained.get("ranker_names")
        if names is not None:
            fault = ranker_names_fault(names)
            if fault:  # named as the file has it, before the state's "ranker_names_"
                raise ModelFileError(f"trained_on.ranker_names: {fault}; a model meets its input's rankers by name")
            if "ranker_names_" in state and state["ranker_names_"] != names:  # a method keeping its own copy (RAGS)
                raise ModelFileError(f"fitted.ranker_names_ {shown(state['ranker_names_'])} and trained_on.ranker_names "
                                     f"{shown(names)} differ; a model was trained on one list of rankers")
            state.setdefault("ranker_names_", names)
    model = model.set_state(state)
    if doc.get(PROBE_KEY) is not None:  # the answer it gave when written, given again (model_probe says why)
        check_probe(model, doc[PROBE_KEY], state.get("n_rankers_"), state.get("ranker_names_"))
    elif unprobed_fault(name):
        raise ModelFileError(unprobed_fault(name))
    return record_input_depth(model, input_depth_of(doc))




def fusion_from_dict(doc: dict[str, Any], arrays: Any = None) -> dict[str, Any]:
    """The fusion a ``rankagg-fusion`` document holds, validated: ``{"method", "params", "weights",
    "calibration"}`` (``calibration``: the nested document or None; its layer builds it).  The method must be
    an unsupervised one (a trained model is a ``rankagg-model``), the weights finite and given once."""
    check_document(doc, arrays, (FUSION_FORMAT,))
    method = doc.get("method")
    if not isinstance(method, str):
        raise ModelFileError("'method' must be a method name")
    try:
        supervised = method_class(parse_spec(method)[0]).supervised
    except ValueError as exc:
        raise ModelFileError(f"method {method!r}: {exc}") from None
    if supervised:
        raise ModelFileError(f"method {method!r} is supervised; a fusion model holds an unsupervised method "
                             "(a trained model is written by rankagg train)")
    params = doc.get("params", {})
    weights = doc.get("weights")
    if not isinstance(params, dict) or (weights is not None and not isinstance(weights, dict)):
        raise ModelFileError("'params' must be an object and 'weights' an object or null")
    if weights is not None and "weights" in params:
        raise ModelFileError("weights given twice ('weights' and 'params.weights')")
    for name, w in (weights or {}).items():
        if isinstance(w, bool) or not isinstance(w, (int, float)) or not np.isfinite(w):
            raise ModelFileError(f"the weight of run {name!r} must be a finite number, got {w!r}")
    try:  # the parameters as the method takes them: a fusion that would not build is refused here, not at use
        make_method(method, **params, **({} if weights is None else {"weights": weights}))
    except (ValueError, TypeError) as exc:
        raise ModelFileError(f"method {method!r} with params {params!r}: {exc}") from None
    tuned_depth = doc.get("depth")  # rankagg tune --depth N: its estimate is of the first N fused documents
    if tuned_depth is not None and (isinstance(tuned_depth, bool) or not isinstance(tuned_depth, int) or tuned_depth < 1):
        raise ModelFileError(f"'depth' (the output depth the fusion was tuned at) must be an integer >= 1 or null, "
                             f"got {tuned_depth!r}")
    # weights rankagg tune learnt (its files say what they were tuned for) name every run tuning saw
    return {"method": method, "params": params, "weights": weights, "calibration": doc.get("calibration"),
            INPUT_DEPTH: input_depth_of(doc), "depth": tuned_depth, "every_run": "tuned_for" in doc}


def _fusion_document(doc: Any, arrays: Any = None) -> dict[str, Any]:
    """A fusion model is written as its document (``rankagg tune``'s ``to_model``, ``calibrate``'s)."""
    if not isinstance(doc, dict):
        raise TypeError(f"a fusion model is written from its document (a dict), got {type(doc).__name__}")
    return dict(doc)


register_model_payload(FORMAT, build=model_from_dict, document=model_to_dict)
register_model_payload(FUSION_FORMAT, build=fusion_from_dict, document=_fusion_document)
