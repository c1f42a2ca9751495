"""The fusion a job applies, checked before any run is read: the method (or model file), its parameters
and weights (:func:`make_fusion`), the ``--weights`` text (:func:`read_weights`) and the output depth
(:func:`check_depth`)."""

from __future__ import annotations

import os
from typing import Any, Mapping, Sequence, cast

import numpy as np

from rankagg._settings import check_settings
from rankagg.methods.base import Aggregator
from rankagg.defaults import DEFAULT_METHOD
from rankagg.methods.registry import check_given_once, make_method
from rankagg.data.named_keys import mapping_of, named_weights, ordered_weights
from rankagg.io.run_weights import Weights, weight_list_items, weight_number

__all__ = ["make_fusion", "read_weights", "check_depth", "weights_for_runs", "weights_name_every_run"]


def make_fusion(method: str | None = None, *, params: Mapping[str, Any] | None = None,
                weights: Mapping[str, float] | Sequence[float] | None = None, model: str | os.PathLike | None = None
                ) -> Aggregator:
    """The fusion a job applies: ``method`` (spec, default :data:`DEFAULT_METHOD`) with ``params`` and
    ``weights``, or a ``model`` file (a fusion tuned by ``rankagg tune``, or a model saved by ``rankagg
    train``).  Every parameter is checked here, before any run is read."""
    params = dict(params or {})
    weights = mapping_of("weights", weights)  # a pandas Series is the mapping of its index to its values
    check_settings()  # the environment's settings, as every command checks them first
    if isinstance(method, str) and not method.strip():  # '' was the default method, silently
        raise ValueError(f"method {method!r} names no method; give a method's name or spec (default: None, "
                         f"which is {DEFAULT_METHOD.split('(')[0]!r})")
    if isinstance(weights, Mapping):
        weights = named_weights("weights", weights)  # {1: 2, "1": 3}: one run named twice, refused
    elif weights is not None:
        ordered_weights("weights", weights)  # {1.0, 2.0}: no order to meet the runs by
    if model is not None:
        if method is not None:  # each named as given: "a method or a model" left the user to guess which two
            raise ValueError(f"give either --method {method} or --model {os.fspath(model)} (method=, model=), not both: "
                             "the model holds its method")
        from rankagg.models import load_model, read_fusion_model

        fusion = read_fusion_model(model)
        if fusion is None:
            if weights is not None or params:
                raise ValueError(f"{model}: a trained model takes no weights or parameters")
            return cast(Aggregator, load_model(model))
        if weights is not None and fusion["weights"] is not None:
            raise ValueError(f"{model} holds weights already; give either the model's weights or --weights, not both")
        check_given_once(os.fspath(model), fusion["params"], params, "as a parameter (--param)")  # which would win?
        params = {**fusion["params"], **params}
        method, weights = fusion["method"], weights if weights is not None else fusion["weights"]
    spec = DEFAULT_METHOD if method is None else method
    if weights is not None:
        if "weights" in params or "weights=" in spec.replace(" ", ""):
            raise ValueError(f"weights given twice: in {spec!r} / its parameters and as weights; give them once")
        params["weights"] = weights
    try:
        if weights is not None:  # a method without weights said 'unknown parameter(s) weights', not which option
            bare = make_method(spec, **{k: v for k, v in params.items() if k != "weights"})
            if "weights" not in bare.defaults:
                raise ValueError(f"--weights (weights=): {bare.name} takes no run weights (`rankagg methods` lists "
                                 "'weights' among the parameters of the methods that do)")
        m = make_method(spec, **params)
    except ValueError as exc:
        if model is None:
            raise
        raise ValueError(f"{model}: {exc}") from None  # the fusion a model file holds: name the file

    if m.supervised:
        raise ValueError(f"{m.name} is supervised: train it first (rankagg train ... -o model.json) and pass --model")
    return m


def weights_name_every_run(model: str | os.PathLike) -> bool:
    """Whether a fusion model's weights are ones ``rankagg tune`` learnt (its file says what it was tuned for): they
    name every run tuning saw, so a run they leave out is refused, its weight 1 never learnt.  Weights written by hand
    or given to ``rankagg calibrate`` leave a run out at weight 1, as the Fuser and the engine exports read them."""
    from rankagg.models import read_fusion_model

    fusion = read_fusion_model(model)
    return fusion is not None and fusion["weights"] is not None and bool(fusion["every_run"])


def read_weights(spec: str | None) -> dict[str, float] | None:
    """``--weights``: ``NAME=W,NAME=W`` or a file (JSON object, or ``NAME W`` / ``NAME=W`` lines)."""
    if spec is None:
        return None
    if os.path.isfile(spec):
        from rankagg.io.formats import reader_for

        return next(reader_for(spec, "weights").read(spec))  # the registry: the rules, the file and line
    from rankagg.io.run_names import name_text

    # a name may hold '=' and ',' (tags such as k1=0.9 or bm25,rm3); a file name under LC_ALL=C is text as the runs'
    items = weight_list_items(name_text(spec))
    where = "--weights"
    if not items:
        raise ValueError(f"{where}: no weights given")
    out: dict[str, float] = {}
    for k, v in items:
        try:
            w = weight_number(k, v)
        except ValueError as exc:
            raise ValueError(f"{where}: {exc}") from None
        if k in out:
            raise ValueError(f"{where}: {k!r} given twice")
        out[str(k)] = w
    return Weights(out.items(), where)  # errors against the runs name --weights


def check_depth(depth: Any, name: str = "depth") -> None:
    """``depth`` (or the parameter ``name``: ``input_depth``) is None or an integer >= 1, NumPy's too."""
    if depth is not None and (isinstance(depth, bool) or not isinstance(depth, (int, np.integer)) or depth < 1):
        raise ValueError(f"{name} must be an integer >= 1, got {depth!r}")


def weights_for_runs(weights: Any, names: Sequence[str] | None, where: str) -> Any:
    """Weights given in the runs' order (a sequence or an array) as the mapping run name -> weight they mean,
    ``names`` the runs in the order the caller gave them (``where`` says what they are, for the message; None: a
    form that gives its runs no order, a long frame or a run table, where a sequence is refused).  Every method
    then meets the weights by name: a sequence applied to a method's own ranker order (the rankers sorted by
    name for Borda, the files' order for RRF) weighed ``{'u': U, 't': T}`` with ``[1, 3]`` as t 1, u 3.  A
    mapping or None is returned as it is."""
    weights = mapping_of("weights", weights)
    if weights is None or isinstance(weights, Mapping):
        return weights
    ordered_weights("weights", weights)  # a set has no order
    values = list(weights)
    if names is None:
        raise ValueError(f"weights: {where} gives its runs no order to meet a sequence of weights by; give a "
                         "mapping run name -> weight")
    if len(values) != len(names):
        raise ValueError(f"weights: {len(values)} weights for the {len(names)} runs of {where} ({', '.join(names)})")
    return dict(zip(names, values))
