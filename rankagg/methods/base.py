"""The contract every aggregation method follows.

An :class:`Aggregator` is configured by keyword hyper-parameters (validated
against its ``defaults``), optionally ``fit`` on training queries with labels
(supervised methods; a no-op otherwise), and then ``score``-s the items of any
:class:`~rankagg.data.rankings.Rankings` (higher = better).  ``aggregate`` turns those
scores into the consensus through the one house tie rule
(:func:`rankagg.data.rankings.consensus_scores`).

Fitted state lives in attributes listed in ``fitted_attributes`` (names end
with ``_``) and is saved as JSON by :mod:`rankagg.models` — never pickle.
"""

from __future__ import annotations

import os

import warnings
from typing import Any, ClassVar

import numpy as np
from numpy.typing import NDArray

from rankagg.data.rankings import Rankings, consensus_scores

__all__ = ["Aggregator", "ConvergenceWarning", "NotFittedError"]


class ConvergenceWarning(UserWarning):
    """An iterative method stopped at ``max_iter`` before reaching ``tol``."""


class NotFittedError(RuntimeError):
    """A supervised method was used before ``fit``."""


class Aggregator:
    """Base class of all rankagg methods.

    Subclasses set
    ``defaults``      hyper-parameters and their default values;
    ``param_grid``    the candidate values the five-fold protocol tries on the
                      validation subset (parameters not in it stay at default);
    ``param_doc``     one line per parameter for ``rankagg methods``;
    ``citation``      the paper (and equation) implemented;
    ``supervised``    whether ``fit`` needs labels;
    ``per_query``     whether queries can be aggregated independently (backends rely on it);
    ``fitted_attributes`` names of the learned arrays/values.
    and implement :meth:`score` (and :meth:`fit` when supervised).
    """

    name: ClassVar[str] = "?"
    defaults: ClassVar[dict[str, Any]] = {}
    param_grid: ClassVar[dict[str, list[Any]]] = {}
    param_doc: ClassVar[dict[str, str]] = {}
    citation: ClassVar[str] = ""
    supervised: ClassVar[bool] = False
    #: True when an item's score depends only on its own query (and fitted state), so that
    #: queries can be split across workers; False for methods that estimate parameters
    #: across the queries they are given (e.g. Mallows-EM's dispersions, ULARA's weights).
    per_query: ClassVar[bool] = True
    fitted_attributes: ClassVar[tuple[str, ...]] = ()

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        fit = cls.__dict__.get("fit")
        if fit is not None and not getattr(fit, "_records_rankers", False):
            # every fit records which rankers it was trained on, so that a saved model
            # refuses inputs with another number of rankers instead of mis-indexing them
            def wrapped(self, train, valid=None, *args, _fit=fit, **kw):
                out = _fit(self, train, valid, *args, **kw)
                self.n_rankers_ = int(train.n_rankers)
                self.ranker_names_ = list(train.ranker_names)
                return out

            wrapped._records_rankers = True  # type: ignore[attr-defined]
            wrapped.__doc__ = fit.__doc__
            wrapped.__name__ = "fit"
            cls.fit = wrapped  # type: ignore[method-assign]

    def __init__(self, **params: Any) -> None:
        unknown = set(params) - set(self.defaults)
        if unknown:
            valid = ", ".join(sorted(self.defaults)) or "(none)"
            raise ValueError(
                f"{self.name}: unknown parameter(s) {', '.join(sorted(unknown))}; valid parameters: {valid}"
            )
        self.params: dict[str, Any] = {**self.defaults, **params}
        self._validate_params()

    # ------------------------------------------------------------ params
    def _validate_params(self) -> None:
        """Override to check parameter values; raise ValueError naming the parameter."""

    def _require_int(self, name: str, low: int, high: int | None = None) -> None:
        """Parameter ``name`` must be an int (not a bool) in ``low..high``."""
        v = self.params[name]
        if isinstance(v, bool) or not isinstance(v, (int, np.integer)) or v < low or (high is not None and v > high):
            span = f"in {low}..{high}" if high is not None else f">= {low}"
            raise ValueError(f"{name} must be an integer {span}; got {v!r}")

    def _require_number(self, name: str, low: float, *, strict: bool = False) -> None:
        """Parameter ``name`` must be a real number ``>= low`` (``> low`` when ``strict``)."""
        v = self.params[name]
        ok = not isinstance(v, bool) and isinstance(v, (int, float, np.integer, np.floating)) and np.isfinite(v)
        if not ok or v < low or (strict and v == low):
            raise ValueError(f"{name} must be a number {'>' if strict else '>='} {low}; got {v!r}")

    def get_params(self) -> dict[str, Any]:
        return dict(self.params)

    def with_params(self, **params: Any) -> "Aggregator":
        """A fresh, unfitted copy with some parameters changed."""
        return type(self)(**{**self.params, **params})

    def __getattr__(self, key: str) -> Any:
        # hyper-parameters read as attributes: self.k rather than self.params["k"]
        params = self.__dict__.get("params")
        if params is not None and key in params:
            return params[key]
        raise AttributeError(f"{type(self).__name__!s} has no attribute {key!r}")

    def __repr__(self) -> str:
        changed = {k: v for k, v in self.params.items() if self.defaults.get(k) != v}
        inner = ", ".join(f"{k}={v!r}" for k, v in sorted(changed.items()))
        return f"{self.name}({inner})"

    # ------------------------------------------------------------ work
    def fit(self, train: Rankings, valid: Rankings | None = None) -> "Aggregator":
        """Learn cross-query state.  Unsupervised methods: validate and return self."""
        if self.supervised and train.labels is None:
            raise ValueError(f"{self.name} is supervised: fit needs training data with labels")
        return self

    def score(self, data: Rankings) -> NDArray[np.float64]:  # pragma: no cover - abstract
        """Raw consensus scores, one per item, higher = better (ties allowed)."""
        raise NotImplementedError

    def aggregate(self, data: Rankings) -> NDArray[np.float64]:
        """Distinct scores encoding the consensus order, ties broken by the house rule."""
        self._check_fitted()
        self._check_rankers(data)
        return consensus_scores(data, self.score(data))

    def _check_rankers(self, data: Rankings) -> None:
        n = self.__dict__.get("n_rankers_")
        if self.supervised and n is not None and data.n_rankers != n:
            raise ValueError(
                f"{self.name} was trained on {n} rankers but the input has {data.n_rankers}; "
                "give the same rankers in the same order as in training"
            )

    def _check_fitted(self) -> None:
        if self.supervised:
            missing = [a for a in self.fitted_attributes if not hasattr(self, a)]
            if missing:
                raise NotFittedError(f"{self.name} must be fit before use (missing {', '.join(missing)})")

    @staticmethod
    def warn_not_converged(name: str, n_unconverged: int, max_iter: int) -> None:
        if n_unconverged:
            warnings.warn(
                f"{name}: {n_unconverged} queries did not converge in max_iter={max_iter} iterations",
                ConvergenceWarning,
                stacklevel=3,
            )


class ProblemTooLargeError(ValueError):
    """The input is too large for a method; raised before anything large is allocated."""


def check_problem_size(method: str, n_bytes: float, what: str) -> None:
    """Refuse (before allocating) work that needs more than ``RANKAGG_MEMORY_LIMIT_GB`` (default 2) GiB.

    The message names the limit and the ways around it (shorter input lists, a
    positional method, a larger limit).
    """
    limit = float(os.environ.get("RANKAGG_MEMORY_LIMIT_GB", "2")) * 2**30
    if n_bytes > limit:
        raise ProblemTooLargeError(
            f"{method}: {what} needs {n_bytes / 2**30:.1f} GiB, over the {limit / 2**30:.1f} GiB limit "
            f"(RANKAGG_MEMORY_LIMIT_GB). Cut the input lists (rankagg fuse --input-depth 100; "
            f"read_trec_runs(..., input_depth=100)), or use a positional method (rrf, borda, combsum)"
        )
