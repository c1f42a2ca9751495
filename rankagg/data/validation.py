"""Declarative validation of method parameters and of fitted (loaded) state.

Every method declares, once on its class, what its hyper-parameters may be
(``param_constraints``, checked by :class:`rankagg.methods.base.Aggregator` at
construction, the way scikit-learn checks ``_parameter_constraints``) and what
its fitted state looks like (``fitted_state``, checked by ``set_state`` on
every load, copy and Dask transfer).  The constraints here are the only place
that says what "an integer", "a finite number" or "one of" means:

* :class:`Integer` — ``int`` or NumPy integer, never ``bool`` and never a
  float (``max_iter=1e9`` is refused, not truncated), at most ``2**53`` unless
  declared otherwise (:data:`COUNT_CAP`: counts meet floats and int64 kernels);
* :class:`Real` — a finite real number (not ``bool``, not NaN, not ±inf);
* :class:`Options` — one of a fixed set of values;
* :class:`Boolean`, :class:`Text`, :class:`StrList`, :class:`AnyOf`, :class:`Anything`;
* names given as keys are :mod:`rankagg.data.named_keys`'s.

Fitted state uses :class:`Array`, :class:`Scalar`, :class:`StrList`,
:class:`IntLists`, :class:`Text` and :class:`Anything`; shapes and value
bounds may name ``"n_rankers"``, the ranker count the model was trained on.

Errors are :class:`InvalidParameterError` / :class:`InvalidStateError`, both
``ValueError`` subclasses whose message names the method and the parameter or
attribute (defined in :mod:`rankagg.exceptions`, importable from here too).
"""

from __future__ import annotations

import math
from typing import Any, Callable, Mapping

import numpy as np

from rankagg.defaults import COUNT_CAP
from rankagg.exceptions import InvalidParameterError, InvalidStateError, shown

__all__ = [
    "InvalidParameterError",
    "InvalidStateError",
    "Constraint",
    "Integer",
    "Real",
    "Options",
    "Boolean",
    "Text",
    "AnyOf",
    "Anything",
    "Satisfies",
    "Array",
    "Scalar",
    "StrList",
    "IntLists",
    "check_param",
    "validate_params",
    "validate_state",
]


def is_integer(value: Any) -> bool:
    """An ``int`` or NumPy integer that is not a ``bool``."""
    return isinstance(value, (int, np.integer)) and not isinstance(value, (bool, np.bool_))


def is_real(value: Any) -> bool:
    """A finite ``int``/``float`` (or NumPy number) that is not a ``bool``."""
    if isinstance(value, (bool, np.bool_)) or not isinstance(value, (int, float, np.integer, np.floating)):
        return False
    try:
        return math.isfinite(value)
    except OverflowError:  # an int too large for a float
        return False


def _bound(value: Any, ctx: Mapping[str, Any]) -> Any:
    return ctx.get(value) if isinstance(value, str) else value


def _span(low: Any, high: Any, low_open: bool, high_open: bool) -> str:
    parts = []
    if low is not None:
        parts.append(f"{'>' if low_open else '>='} {low}")
    if high is not None:
        parts.append(f"{'<' if high_open else '<='} {high}")
    return " and ".join(parts)


def _in_range(v: Any, low: Any, high: Any, low_open: bool, high_open: bool) -> bool:
    if low is not None and (v < low or (low_open and v == low)):
        return False
    if high is not None and (v > high or (high_open and v == high)):
        return False
    return True


# ---------------------------------------------------------------- parameters
class Constraint:
    """One parameter's allowed values: ``check(value)`` and a phrase for the message."""

    def check(self, value: Any) -> bool:  # pragma: no cover - abstract
        raise NotImplementedError

    def describe(self) -> str:  # pragma: no cover - abstract
        raise NotImplementedError




class Integer(Constraint):
    """An integer (not a bool, not a float) in ``low..high``: ``low`` optional, ``high``
    :data:`rankagg.defaults.COUNT_CAP` (2**53) unless given (``None``: unbounded)."""

    def __init__(self, low: int | None = None, high: int | None = COUNT_CAP) -> None:
        self.low, self.high = low, high

    def check(self, value: Any) -> bool:
        return is_integer(value) and _in_range(value, self.low, self.high, False, False)

    def describe(self) -> str:
        span = _span(self.low, "2**53" if self.high == COUNT_CAP else self.high, False, False)
        return "an integer" + (f" {span}" if span else "")


class Real(Constraint):
    """A finite real number within the given bounds (open or closed)."""

    def __init__(self, low: float | None = None, high: float | None = None, *, low_open: bool = False, high_open: bool = False) -> None:
        self.low, self.high, self.low_open, self.high_open = low, high, low_open, high_open

    def check(self, value: Any) -> bool:
        return is_real(value) and _in_range(value, self.low, self.high, self.low_open, self.high_open)

    def describe(self) -> str:
        span = _span(self.low, self.high, self.low_open, self.high_open)
        return "a finite number" + (f" {span}" if span else "")


class Options(Constraint):
    """One of a fixed set of values (compared with ``==``, type-strict for bools)."""

    def __init__(self, *options: Any) -> None:
        if len(options) == 1 and isinstance(options[0], (tuple, list)):
            options = tuple(options[0])
        self.options = tuple(options)

    def check(self, value: Any) -> bool:
        try:
            return any(type(value) is type(o) and value == o for o in self.options) or (
                isinstance(value, str) and value in self.options
            )
        except (TypeError, ValueError):  # arrays and other values with odd ==
            return False

    def describe(self) -> str:
        return "one of " + ", ".join(map(repr, self.options))


class Boolean(Constraint):
    def check(self, value: Any) -> bool:
        return isinstance(value, (bool, np.bool_))

    def describe(self) -> str:
        return "true or false"


class Satisfies(Constraint):
    """Any value that passes ``test`` (a callable that raises or returns False when the value is bad),
    for parameters with a structure of their own (e.g. per-ranker weights)."""

    def __init__(self, what: str, test: Callable[[Any], Any]) -> None:
        self.what, self.test = what, test

    def check(self, value: Any) -> bool:
        try:
            return self.test(value) is not False
        except Exception:  # the test says what is wrong by failing
            return False

    def describe(self) -> str:
        return self.what


class Text(Satisfies):
    """A string, optionally passing ``test`` (a callable that raises or returns False when bad)."""

    def __init__(self, what: str = "a string", test: Callable[[str], Any] | None = None) -> None:
        super().__init__(what, test if test is not None else (lambda value: True))

    def check(self, value: Any) -> bool:
        return isinstance(value, str) and super().check(value)

    # fitted-state use
    def coerce(self, value: Any, ctx: Mapping[str, Any]) -> Any:
        if not self.check(value):
            raise ValueError(f"must be {self.what}")
        return value


class AnyOf(Constraint):
    """Any of several constraints (e.g. ``AnyOf(Options("list"), Integer(1))``)."""

    def __init__(self, *constraints: Constraint) -> None:
        self.constraints = constraints

    def check(self, value: Any) -> bool:
        return any(c.check(value) for c in self.constraints)

    def describe(self) -> str:
        return " or ".join(c.describe() for c in self.constraints)


class Anything(Constraint):
    """No constraint (for state whose shape the method checks itself, or legacy declarations)."""

    def check(self, value: Any) -> bool:
        return True

    def describe(self) -> str:
        return "anything"

    def coerce(self, value: Any, ctx: Mapping[str, Any]) -> Any:
        return value


def check_param(name: str, value: Any, constraint: Constraint, owner: str | None = None) -> None:
    """One value against one constraint (for functions that take options directly)."""
    if not constraint.check(value):
        where = f"{owner}: parameter " if owner else ""
        # a spec reads a bare none as None (spelled_options gives a method's 'none' back): elsewhere, say how to write it
        hint = f" (the option 'none' is a string: quote it, {name}='none')" if value is None and constraint.check("none") else ""
        raise InvalidParameterError(f"{where}{name} must be {constraint.describe()}; got {shown(value)}{hint}")


def spelled_options(params: Mapping[str, Any], constraints: Mapping[str, Constraint]) -> dict[str, Any]:
    """``params`` with a None read from a spec's bare ``none`` given back as the option 'none' where the parameter
    takes that word and not None (``kemeny(unranked=none)``, ``combsum(norm=none)``): the spec reader cannot tell
    the word from Python's None, the parameter's options can, and no other value is meant."""
    return {name: "none" if value is None and name in constraints and not constraints[name].check(None)
            and constraints[name].check("none") else value for name, value in params.items()}


def validate_params(owner: str, params: Mapping[str, Any], constraints: Mapping[str, Constraint]) -> None:
    """Raise :class:`InvalidParameterError` naming ``owner`` and the first bad parameter."""
    for name, constraint in constraints.items():
        if name in params:
            check_param(name, params[name], constraint, owner)


# ---------------------------------------------------------------- fitted state
class Array:
    """A numeric array of a given kind (``"f"`` float64, ``"i"`` int64, ``"b"`` bool).

    ``shape`` entries are ints, ``"n_rankers"`` or ``None`` (any); ``ndim``
    alone fixes the rank.  ``finite`` refuses NaN/inf; ``low``/``high`` bound
    the values (``"n_rankers"`` allowed).
    """

    def __init__(self, kind: str = "f", *, shape: tuple | None = None, ndim: int | None = None, finite: bool = True,
                 low: Any = None, high: Any = None, low_open: bool = False, high_open: bool = False) -> None:
        self.kind, self.shape, self.finite = kind, shape, finite
        self.ndim = len(shape) if shape is not None else ndim
        self.low, self.high, self.low_open, self.high_open = low, high, low_open, high_open

    def coerce(self, value: Any, ctx: Mapping[str, Any]) -> np.ndarray:
        if isinstance(value, np.ndarray):
            arr = value
        elif isinstance(value, (list, tuple, int, float, np.number)) and not isinstance(value, bool):
            try:
                arr = np.asarray(value)
            except (ValueError, TypeError) as exc:
                raise ValueError(f"is not a rectangular array ({exc})") from None
        else:
            raise ValueError(f"must be an array, got {type(value).__name__}")
        if arr.dtype.kind not in {"f": "fiu", "i": "iu", "b": "b"}[self.kind]:
            raise ValueError(f"must be a {'float' if self.kind == 'f' else 'integer' if self.kind == 'i' else 'bool'} array, got dtype {arr.dtype}")
        if self.kind == "i" and arr.dtype.kind == "f":  # pragma: no cover - refused above
            raise ValueError("must be integers")
        arr = arr.astype({"f": np.float64, "i": np.int64, "b": np.bool_}[self.kind], copy=False)
        if self.ndim is not None and arr.ndim != self.ndim:
            raise ValueError(f"must be {self.ndim}-D, got shape {arr.shape}")
        if self.ndim is None and arr.ndim == 0:  # no fitted array is one number (a model edited to `"coef_": 0`)
            raise ValueError(f"must be an array, got the single number {arr.item()!r}")
        if self.shape is not None:
            for axis, want in enumerate(self.shape):
                want = _bound(want, ctx)
                if want is not None and arr.shape[axis] != want:
                    what = f" (the {self.shape[axis]} of the model)" if isinstance(self.shape[axis], str) else ""
                    raise ValueError(f"has {arr.shape[axis]} entries along axis {axis}, expected {want}{what}")
        if self.finite and self.kind == "f" and not np.all(np.isfinite(arr)):
            raise ValueError("must hold finite numbers (found NaN or infinity)")
        low, high = _bound(self.low, ctx), _bound(self.high, ctx)
        if arr.size and not (_in_range(arr.min(), low, None, self.low_open, False) and _in_range(arr.max(), None, high, False, self.high_open)):
            raise ValueError(f"values must be {_span(low, high, self.low_open, self.high_open)}")
        return np.array(arr, copy=True)


class Scalar:
    """One number: ``kind="i"`` an integer (not bool), ``"f"`` a real number."""

    def __init__(self, kind: str = "f", *, low: Any = None, high: Any = None, high_open: bool = False, finite: bool = True) -> None:
        self.kind, self.low, self.high, self.high_open, self.finite = kind, low, high, high_open, finite

    def coerce(self, value: Any, ctx: Mapping[str, Any]) -> Any:
        if self.kind == "i":
            if not is_integer(value):
                raise ValueError(f"must be an integer, got {value!r}")
            value = int(value)
        else:
            if isinstance(value, (bool, np.bool_)) or not isinstance(value, (int, float, np.integer, np.floating)):
                raise ValueError(f"must be a number, got {value!r}")
            value = float(value)
            if self.finite and not math.isfinite(value):
                raise ValueError(f"must be finite, got {value!r}")
        low, high = _bound(self.low, ctx), _bound(self.high, ctx)
        if not _in_range(value, low, high, False, self.high_open):
            raise ValueError(f"must be {_span(low, high, False, self.high_open)}, got {value!r}")
        return value


class StrList(Constraint):
    """A list of strings (``length`` may be ``"n_rankers"``): a parameter or fitted-state spec."""

    def __init__(self, length: Any = None) -> None:
        self.length = length

    def check(self, value: Any) -> bool:
        return isinstance(value, (list, tuple)) and all(isinstance(v, str) for v in value)

    def describe(self) -> str:
        return "a list of strings"

    def coerce(self, value: Any, ctx: Mapping[str, Any]) -> list[str]:
        if isinstance(value, np.ndarray) and value.dtype.kind == "U" and value.ndim == 1:
            value = value.tolist()
        if not isinstance(value, (list, tuple)) or not all(isinstance(v, str) for v in value):
            raise ValueError("must be a list of strings")
        want = _bound(self.length, ctx)
        if want is not None and len(value) != want:
            raise ValueError(f"has {len(value)} entries, expected {want}")
        return list(value)


class IntLists:
    """A list of lists of integers in ``0..high-1`` (e.g. groups of ranker indices)."""

    def __init__(self, high: Any = None) -> None:
        self.high = high

    def coerce(self, value: Any, ctx: Mapping[str, Any]) -> list[list[int]]:
        if not isinstance(value, (list, tuple)) or not all(
            isinstance(g, (list, tuple)) and all(is_integer(x) for x in g) for g in value
        ):
            raise ValueError("must be a list of lists of integers")
        high = _bound(self.high, ctx)
        out = [[int(x) for x in g] for g in value]
        if high is not None and any(x < 0 or x >= high for g in out for x in g):
            raise ValueError(f"indices must be in 0..{high - 1}")
        return out


def validate_state(owner: str, state: Mapping[str, Any], specs: Mapping[str, Any], ctx: Mapping[str, Any]) -> dict[str, Any]:
    """Check and convert every declared attribute of ``state``; raise :class:`InvalidStateError` naming it."""
    out = {}
    for name, value in state.items():
        spec = specs.get(name)
        if spec is None:
            raise InvalidStateError(f"{owner}: unknown fitted attribute {name!r} (declared: {', '.join(specs) or 'none'})")
        try:
            out[name] = spec.coerce(value, ctx)
        except InvalidStateError:
            raise
        except (ValueError, TypeError, IndexError, OverflowError) as exc:
            raise InvalidStateError(f"{owner}: fitted attribute {name} {exc}") from None
    return out
