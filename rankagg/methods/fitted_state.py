"""Fitted state in and out of a method: :class:`FittedState`, the part of the method contract
(:class:`rankagg.methods.base.Aggregator`) through which state leaves or enters a method.

``fitted_state`` (attribute name -> spec; names end with ``_``) is declared once on the class;
:meth:`FittedState.get_state` / :meth:`FittedState.set_state` are the only way state leaves or enters:
save/load (:mod:`rankagg.models`, JSON/NPZ, never pickle), the Dask backend and :meth:`FittedState.copy`
all use them, and ``set_state`` validates shapes, dtypes, finite values, index ranges and the ranker count.
"""

from __future__ import annotations

from typing import Any, ClassVar, Mapping, Self

from rankagg.data.validation import Scalar, StrList, validate_state
from rankagg.exceptions import InvalidStateError, NotFittedError

__all__ = ["FittedState", "TRAINED_ON", "RankerNames", "ranker_names_fault"]


def ranker_names_fault(names: Any) -> str | None:
    """Why ``names`` cannot be the rankers a model was trained on (an empty name, a name twice), or None.  A model
    meets its input's rankers by name (:func:`rankagg.methods.fitted.match_rankers`): an empty or repeated name
    matches no run or two, so the model would be refused at every use, with "missing: ;" (issue 45)."""
    if not isinstance(names, (list, tuple)) or not all(isinstance(n, str) for n in names):
        return None  # the type is StrList's to refuse
    first: dict[Any, int] = {}
    for i, name in enumerate(names):
        if name == "":
            return f"ranker {i + 1} has an empty name"
        if name in first:
            return f"the name {name!r} is given twice (rankers {first[name] + 1} and {i + 1})"
        first[name] = i
    return None


class RankerNames(StrList):
    """The names of the rankers a model was trained on: a list of strings, none empty, none twice."""

    def coerce(self, value: Any, ctx: Any) -> list[str]:
        out = super().coerce(value, ctx)
        fault = ranker_names_fault(out)
        if fault:
            raise ValueError(fault)
        return out


#: state every fitted model carries: the rankers it was trained on (``trained_on`` in model files)
TRAINED_ON: dict[str, Any] = {"n_rankers_": Scalar("i", low=0), "ranker_names_": RankerNames("n_rankers")}


class FittedState:
    """The fitted-state methods of :class:`rankagg.methods.base.Aggregator` (which declares the attributes)."""

    name: ClassVar[str]
    params: dict[str, Any]
    fitted_state: ClassVar[dict[str, Any]]
    fitted_attributes: ClassVar[tuple[str, ...]]

    @property
    def is_fitted(self) -> bool:
        """Whether every declared fitted attribute is set (False when nothing is declared)."""
        return bool(self.fitted_attributes) and all(a in self.__dict__ for a in self.fitted_attributes)

    def get_state(self) -> dict[str, Any]:
        """The fitted state: ``{attribute: value}`` for the declared attributes that are set,
        plus ``n_rankers_``/``ranker_names_`` when the model was fit.  Empty when unfitted."""
        names = [a for a in self.fitted_attributes if a in self.__dict__]
        if names and len(names) != len(self.fitted_attributes):
            missing = sorted(set(self.fitted_attributes) - set(names))
            raise NotFittedError(f"{self.name}: partly fitted (missing {', '.join(missing)})")
        state = {a: self.__dict__[a] for a in names}
        for a in TRAINED_ON:
            if a in self.__dict__ and a not in state:
                state[a] = self.__dict__[a]
        return state

    def set_state(self, state: Mapping[str, Any]) -> Self:
        """Install fitted state (from :meth:`get_state`, a model file or a worker), validated.

        Every declared attribute must be present (or none: an unfitted method);
        each is checked against its ``fitted_state`` spec (dtype, shape, finite
        values, index ranges; ``"n_rankers"`` bounds use the recorded ranker
        count).  Raises :class:`~rankagg.data.validation.InvalidStateError`
        (a ValueError) naming the attribute.  Cached derived objects are dropped.
        """
        if not isinstance(state, Mapping):
            raise InvalidStateError(f"{self.name}: fitted state must be a mapping, got {type(state).__name__}")
        state = dict(state)
        given = [a for a in self.fitted_attributes if a in state]
        if given and len(given) != len(self.fitted_attributes):
            missing = sorted(set(self.fitted_attributes) - set(given))
            raise InvalidStateError(f"{self.name}: fitted state lacks {', '.join(missing)}")
        specs = {**TRAINED_ON, **self.fitted_state}
        n_rankers = None
        if "n_rankers_" in state:  # the bound of every "n_rankers" shape and index range
            n_rankers = validate_state(self.name, {"n_rankers_": state["n_rankers_"]}, TRAINED_ON, {})["n_rankers_"]
        checked = validate_state(self.name, state, specs, {"n_rankers": n_rankers})
        if len(given) == len(self.fitted_attributes) and given:
            self._check_fitted_shapes(checked)
        for key in [k for k in self.__dict__ if k.startswith("_") or k.endswith("_")]:
            del self.__dict__[key]  # caches and earlier state go
        self.__dict__.update(checked)
        return self

    def fitted_shapes(self, state: Mapping[str, Any]) -> dict[str, tuple[tuple[int, ...], str]]:
        """The shape each fitted array of ``state`` (validated one by one) must have for the arrays to fit one
        another, the parameters and the ranker count: ``{attribute: (shape, why)}``.  A method whose arrays
        relate (one weight per feature, one row per band) declares it here, so that a model file whose arrays
        disagree is refused when it is read, naming the attribute, not at use with an ``IndexError`` or an error
        that blames the data; none by default."""
        return {}

    def _check_fitted_shapes(self, state: Mapping[str, Any]) -> None:
        import numpy as np

        for attribute, (want, why) in self.fitted_shapes(state).items():
            got = np.shape(state[attribute])
            if got != tuple(want):
                raise InvalidStateError(f"{self.name}: fitted attribute {attribute} has the shape {got}, expected "
                                        f"{tuple(want)} ({why})")

    def copy(self) -> Self:
        """An independent copy with the same parameters and (validated) fitted state."""
        return type(self)(**self.params).set_state(self.get_state())
