"""The contract every aggregation method follows.

An :class:`Aggregator` is configured by keyword hyper-parameters (validated
against its ``defaults``), optionally ``fit`` on training queries with labels
(supervised methods; a no-op otherwise), and then ``score``-s the items of any
:class:`~rankagg.data.rankings.Rankings` (higher = better).  ``aggregate`` turns those
scores into the consensus through the one house tie rule
(:func:`rankagg.data.rankings.consensus_scores`).

The contract (one place for all of it)
-------------------------------------
* **Parameters** are declared once in ``param_constraints`` (a
  :mod:`rankagg.data.validation` constraint per parameter) and checked in
  ``__init__``; ``_validate_params`` is left for rules that tie several
  parameters together.
* **Fitted state** is declared once in ``fitted_state`` (attribute name ->
  spec; names end with ``_``).  :meth:`Aggregator.get_state` /
  :meth:`Aggregator.set_state` are the only way state leaves or enters a
  method: save/load (:mod:`rankagg.models`, JSON/NPZ, never pickle), the Dask
  backend and :meth:`Aggregator.copy` all use them, and ``set_state``
  validates shapes, dtypes, finite values, index ranges and the ranker count.
* A fitted model records the ranker count it was trained on and refuses data
  with another count (supervised or not).
* **Order of the inputs.**  Unfitted methods that treat their rankers
  symmetrically (``symmetric_rankers = True``, the default) are scored on the
  ranker columns put in one canonical order (:func:`canonical_ranker_order`:
  by ranker name in natural order, then content), so reordering the input
  runs cannot change a single bit of the output.
* **Capabilities** are tags (:class:`MethodTags`, scikit-learn's estimator tags are
  the model): a class declares what it adds or changes in ``tags`` (merged with
  its base classes' declarations, like ``param_constraints``);
  :meth:`Aggregator.class_tags` is the merged declaration and
  :meth:`Aggregator.get_tags` the tags of one configured method (a class may
  refine them by its parameters).  The registry exposes them, the check suite
  chooses its checks by them, and no module outside the registry and the method
  classes keeps a list of method names (tests/methods/test_tags.py).

The concerns of the contract that stand on their own are modules beside this one: the tags
(:mod:`rankagg.methods.tags`), fitted state in and out (:mod:`rankagg.methods.fitted_state`, the base class
:class:`~rankagg.methods.fitted_state.FittedState`), the canonical ranker order
(:mod:`rankagg.methods.ranker_order`) and the refusal of fused scores past the floats
(:mod:`rankagg.methods.overflow`).
"""

from __future__ import annotations

from typing import Any, ClassVar, Hashable, Mapping, cast

import numpy as np
from numpy.typing import NDArray

from rankagg.data.entries import RunEntries
from rankagg.data.rankings import Rankings, consensus_scores
from rankagg.data.validation import Anything, Constraint, spelled_options, validate_params
from rankagg.exceptions import ConvergenceWarning, InvalidParameterError, NotFittedError, ProblemTooLargeError, warn_caller
from rankagg.methods.fitted_state import FittedState
from rankagg.methods.names import PARAMETER_NAMES, canonical_params
from rankagg.methods.overflow import refuse_overflow
from rankagg.methods.ranker_order import canonical_ranker_order
from rankagg.methods.tags import TAG_NAMES, MethodTags

# the exceptions are defined in rankagg.exceptions, MethodTags in rankagg.methods.tags and canonical_ranker_order in
# rankagg.methods.ranker_order; importing them from here keeps working
__all__ = ["Aggregator", "ConvergenceWarning", "MethodTags", "NotFittedError", "ProblemTooLargeError",
           "canonical_ranker_order"]


class Aggregator(FittedState):
    """Base class of all rankagg methods.

    Subclasses set
    ``defaults``          hyper-parameters and their default values;
    ``param_constraints`` one :mod:`rankagg.data.validation` constraint per parameter
                          (merged with the base classes' declarations);
    ``param_grid``        the candidate values the five-fold protocol tries on the
                          validation subset (parameters not in it stay at default);
    ``param_doc``         one line per parameter for ``rankagg methods`` (merged with the base
                          classes' declarations);
    ``citation``          the paper (and equation) implemented;
    ``supervised``        whether ``fit`` needs labels;
    ``fitted_state``      the learned attributes and their specs (``fitted_attributes``,
                          the names alone, is derived from it);
    ``symmetric_rankers`` whether the unfitted method is a symmetric function of the
                          ranker columns (default true; a fitted model binds its state
                          to ranker positions and is never reordered);
    ``tags``              the capability tags it adds or changes (:class:`MethodTags`; merged
                          with the base classes' declarations);
    and implement :meth:`score` (and :meth:`fit` when it learns).
    """

    name: ClassVar[str] = "?"
    defaults: ClassVar[dict[str, Any]] = {}
    param_constraints: ClassVar[dict[str, Constraint]] = {}
    param_grid: ClassVar[dict[str, list[Any]]] = {}
    param_doc: ClassVar[dict[str, str]] = {}
    #: a parameter that applies only when another has one of some values (name -> (other, values)): with another
    #: value it would change nothing, so a value other than its default is refused, naming both
    #: (reliability matrix, u11s_agreement_k_without_rrf); merged through the base classes
    param_applies_when: ClassVar[dict[str, tuple[str, tuple[Any, ...]]]] = {}
    citation: ClassVar[str] = ""
    supervised: ClassVar[bool] = False
    #: mirrors of the tags of the same name (declared in ``tags``; read-only conveniences)
    per_query: ClassVar[bool] = True
    fitted_state: ClassVar[dict[str, Any]] = {}
    #: why training depends on the position of the rankers ("" = training on equally permuted
    #: rankers gives the same order; the common check suite holds every method to it otherwise)
    order_dependent_training: ClassVar[str] = ""
    #: why the consensus may change when every ranker is duplicated ("" = it must not)
    not_duplication_invariant: ClassVar[str] = ""
    #: the capability tags a class adds or changes (field of :class:`MethodTags` -> value); merged
    #: through the base classes into :meth:`class_tags` at class definition
    tags: ClassVar[dict[str, Any]] = {}
    _class_tags: ClassVar[MethodTags] = MethodTags()
    #: read-only mirrors of two tags, kept for the code that reads them as attributes
    learns_from_test: ClassVar[bool] = False
    weights_not_copies: ClassVar[str] = ""
    fitted_attributes: ClassVar[tuple[str, ...]] = ()
    #: set by every ``fit`` (see ``__init_subclass__``): the rankers the method was trained on
    n_rankers_: int
    ranker_names_: list[str]
    symmetric_rankers: ClassVar[bool] = True
    #: how the method breaks a tie inside its estimate (several optimal orders, a majority cycle, an argmax),
    #: beyond the house rule every output's equal scores go through; ``rankagg methods NAME`` prints it
    ties: ClassVar[str] = ""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        # constraints and their documentation are inherited: a subclass declares only what it adds or changes
        for attribute in ("param_constraints", "param_doc", "param_applies_when"):
            merged: dict[str, Any] = {}
            for klass in reversed(cls.__mro__):
                merged.update(klass.__dict__.get(attribute, {}))
            setattr(cls, attribute, merged)
        declared: dict[str, Any] = {}
        for klass in reversed(cls.__mro__):
            declared.update(klass.__dict__.get("tags", {}))
        unknown = sorted(set(declared) - TAG_NAMES)
        if unknown:
            raise TypeError(f"{cls.__qualname__}: unknown tag(s) {', '.join(unknown)}; tags are {', '.join(sorted(TAG_NAMES))}")
        for mirror in ("learns_from_test", "weights_not_copies", "reads_scores", "score_entries", "per_query"):
            if mirror in cls.__dict__ and not callable(cls.__dict__[mirror]):
                raise TypeError(f"{cls.__qualname__}: declare {mirror} in tags, not as a class attribute")
        cls._class_tags = MethodTags(**declared)
        cls.learns_from_test = cls._class_tags.learns_from_test
        cls.weights_not_copies = cls._class_tags.weights_not_copies
        cls.per_query = cls._class_tags.per_query
        if "fitted_state" in cls.__dict__:
            cls.fitted_attributes = tuple(cls.fitted_state)
        elif "fitted_attributes" in cls.__dict__:  # a names-only declaration: no checks beyond JSON-ability
            cls.fitted_state = {a: Anything() for a in cls.fitted_attributes}
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
        # a parameter given by an old name is read as the old files that wrote it meant it (dibra(rrf_k=7) of a
        # model file before the rename), so only the current names meet the rules that tie parameters together
        current = {p for p in params if p in self.defaults}
        params = canonical_params(self.name, params, self.defaults)  # a parameter's other names (names.py)
        unknown = set(params) - set(self.defaults)
        if unknown:
            valid = ", ".join(sorted(self.defaults)) or "(none)"
            raise ValueError(
                f"{self.name}: unknown parameter(s) {', '.join(sorted(unknown))}; valid parameters: {valid}"
            )
        self.params: dict[str, Any] = spelled_options({**self.defaults, **params}, self.param_constraints)
        validate_params(self.name, self.params, self.param_constraints)
        self._check_applies({p: v for p, v in params.items() if p in current})
        self._validate_params()

    def _check_applies(self, given: Mapping[str, Any]) -> None:
        """Refuse a parameter given a value (not its default) where another parameter makes it change nothing."""
        for p, (other, values) in self.param_applies_when.items():
            if p not in given or self.params[other] in values:
                continue
            try:
                default = bool(given[p] == self.defaults[p])
            except (TypeError, ValueError):  # arrays and other values with odd ==
                default = False
            if not default:
                allowed = " or ".join(f"{other}={v!r}" for v in values)
                raise InvalidParameterError(f"{self.name}: {p}={given[p]!r} applies only with {allowed}; with "
                                            f"{other}={self.params[other]!r} it would change nothing: leave it out")

    # ------------------------------------------------------------ params
    def _validate_params(self) -> None:
        """Override for rules that tie parameters together; raise ValueError naming them."""

    @classmethod
    def equivalence_key(cls, params: Mapping[str, Any]) -> Hashable | None:
        """A key equal for parameter settings that provably fit the same ranking, else None.

        ``params`` are a constructed model's validated parameters (``get_params()``).

        The five-fold protocol fits one setting per key and lets the others carry its
        validation value (``grid_equivalent`` in the results); None (the default) means
        every setting is fitted.
        """
        return None

    @classmethod
    def class_tags(cls) -> MethodTags:
        """The capability tags the class declares (``tags``, merged through its base classes)."""
        return cls._class_tags

    def get_tags(self) -> MethodTags:
        """The tags of this configured method: :meth:`class_tags`, refined by a class whose
        capabilities depend on its parameters (e.g. CombSUM is linear only with ``combine="sum"``)."""
        return self.class_tags()

    def get_params(self) -> dict[str, Any]:
        return dict(self.params)

    def with_params(self, **params: Any) -> "Aggregator":
        """A fresh, unfitted copy with some parameters changed."""
        return type(self)(**{**self.params, **params})

    def __getattr__(self, key: str) -> Any:
        # hyper-parameters read as attributes: self.k rather than self.params["k"]
        params = self.__dict__.get("params")  # by a parameter's one name, or another it had (names.py)
        if params is not None and (key in params or PARAMETER_NAMES.get(key) in params):
            return params[key] if key in params else params[PARAMETER_NAMES[key]]
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

    def score_entries(self, entries: RunEntries) -> NDArray[np.float64]:
        """:meth:`score` of ``entries.to_rankings()``, bit for bit, without the rank matrix
        (methods tagged ``score_entries``; the API's fuse path calls it on TREC runs)."""
        raise NotImplementedError(f"{self.name} does not score run entries (tag score_entries is false)")

    def linear_parts(self, data: Rankings, out: NDArray[np.float64] | None = None
                     ) -> tuple[NDArray[np.float64], NDArray[np.float64]]:
        """``(contributions, factor)``: an ``(n_items, n_rankers)`` matrix and an ``(n_items,)`` vector
        with ``score`` under ``weights=w`` equal to ``(contributions @ w) * factor`` up to rounding.
        ``out``: a buffer a method may write the contributions into (and return); this default ignores it.

        For methods tagged ``linear`` (:class:`MethodTags`).  This default scores the method once per
        ranker with that ranker's weight 1 and the others 0; with the factor ``n_d`` (``"count"``) the
        contributions are divided by it.  A method whose parts are cheaper to compute directly, or
        whose factor is not ``n_d`` or 1, overrides it.
        """
        kind = self.get_tags().linear
        if kind not in ("sum", "count"):
            raise NotImplementedError(f"{self.name}: no linear decomposition (tag linear={kind!r})")
        count = data.n_ranked_by.astype(np.float64)
        contrib = np.empty((data.n_items, data.n_rankers))
        for j in range(data.n_rankers):
            w = np.zeros(data.n_rankers)
            w[j] = 1.0
            contrib[:, j] = self.with_params(weights=list(w)).score(data)
        if kind == "count":
            contrib /= np.where(count > 0, count, 1.0)[:, None]
            return contrib, count
        return contrib, np.ones(data.n_items)

    def _canonical_order(self, data: Rankings) -> NDArray[np.int64] | None:
        """The canonical permutation of ``data``'s ranker columns, or None where they stay as given."""
        fitted = any(a in self.__dict__ for a in self.fitted_attributes)
        if self.symmetric_rankers and not fitted and data.n_rankers > 1:
            order = canonical_ranker_order(data)
            if np.any(order != np.arange(data.n_rankers)):
                return order
        return None

    def canonical_input(self, data: Rankings) -> Rankings:
        """``data`` with its ranker columns in canonical order when the method is
        symmetric in its rankers, so the output is bit-identical under any
        reordering of the inputs.  A fitted model (any declared fitted attribute
        set) gets ``data`` as given: its state is indexed by ranker position."""
        order = self._canonical_order(data)
        return data if order is None else data.select_rankers(order)

    def canonical_score(self, data: Rankings) -> NDArray[np.float64]:
        """:meth:`score` of :meth:`canonical_input` (independent of the order of the rankers).  A sequence of
        ``weights`` (one per ranker, in ``data``'s order) is put in the same order as the columns, so each weight
        stays with its ranker (u14c_rankings_weights_sequence_order: it stayed in place while the columns moved)."""
        order = self._canonical_order(data)
        if order is None:
            return refuse_overflow(self.name, data, self.score(data))
        scorer: Aggregator = self
        weights = self.__dict__.get("params", {}).get("weights")
        if weights is not None and not isinstance(weights, Mapping) and len(list(weights)) == data.n_rankers:
            scorer = self.with_params(weights=[list(weights)[i] for i in order])
        return refuse_overflow(self.name, data, scorer.score(data.select_rankers(order)))

    def fuse_input(self, data: Any, *, by_name: bool = True) -> Any:
        """``data`` (a Rankings, or run entries) checked and arranged for this method, by the sequence every face
        shares (:meth:`fuse`, :meth:`aggregate`, the streamed passes): the method must be fitted if it learns;
        run entries stay as they are for the methods tagged ``score_entries`` (their rankers counted), else
        become the rank matrix, whose rankers a trained model meets by name
        (:func:`~rankagg.methods.fitted.match_rankers`; ``by_name=False``: by position, as :meth:`aggregate`
        of a Rankings takes them, unless they are the trained names in another order:
        :func:`~rankagg.methods.fitted.permuted_rankers`) and counts."""
        from rankagg.data.entries import RunEntries
        from rankagg.methods.fitted import match_rankers, permuted_rankers

        self.check_fitted()
        if isinstance(data, RunEntries):
            if self.get_tags().score_entries:  # sums over the lines read: no (documents x runs) matrix
                self._check_rankers(cast(Any, data))  # it reads n_rankers only
                return data
            data = data.to_rankings()
        data = match_rankers(self, data) if by_name else permuted_rankers(self, data)  # names, not positions
        self._check_rankers(data)
        return data

    def fuse(self, data: Any) -> tuple[Any, NDArray[np.float64]]:
        """The one entry every face calls to fuse ``data`` (a Rankings, or run entries) with this method: the
        input of :meth:`fuse_input` (fitted, rankers matched by name and counted) and the contract path's scores
        (``canonical_score``; ``score_entries``, the same bits, for run entries of the methods tagged so).
        Returns the data fused (the run entries themselves, or the rank matrix) and the scores."""
        from rankagg.data.entries import RunEntries

        data = self.fuse_input(data)
        if isinstance(data, RunEntries):
            scores = np.asarray(self.score_entries(data), dtype=np.float64)
            # every item has a line, so a NaN sum is inf - inf: past the floats, as an infinite one
            return data, refuse_overflow(self.name, data, scores, np.isnan(scores))
        return data, np.asarray(self.canonical_score(data), dtype=np.float64)

    def aggregate(self, data: Rankings) -> NDArray[np.float64]:
        """Distinct scores encoding the consensus order, ties broken by the house rule (the input checked by
        :meth:`fuse_input`, its rankers taken by position, or by name where they permute a model's trained ones)."""
        data = self.fuse_input(data, by_name=False)
        return consensus_scores(data, self.canonical_score(data))

    def check_fitted(self) -> None:
        """The first step of :meth:`fuse_input`, for a caller that ships the method before it reads any data
        (the Dask backends): a method that learns must be fitted."""
        self._check_fitted()

    def _check_rankers(self, data: Rankings) -> None:
        n = self.__dict__.get("n_rankers_")
        if n is not None and data.n_rankers != n:
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
            warn_caller(
                f"{name}: {n_unconverged} queries did not converge in max_iter={max_iter} iterations",
                ConvergenceWarning)
