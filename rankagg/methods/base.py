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
"""

from __future__ import annotations

import re
import warnings
from dataclasses import dataclass, field, fields
from types import MappingProxyType
from typing import Any, ClassVar, Hashable, Literal, Mapping, cast

import numpy as np
from numpy.typing import NDArray

from rankagg.data.entries import RunEntries
from rankagg.data.rankings import Rankings, consensus_scores
from rankagg.data.validation import Anything, Constraint, Scalar, StrList, validate_params, validate_state
from rankagg.exceptions import ConvergenceWarning, InvalidStateError, NotFittedError, ProblemTooLargeError
from rankagg.methods.names import PARAMETER_NAMES, canonical_params

# the exceptions are defined in rankagg.exceptions; importing them from here keeps working
__all__ = ["Aggregator", "ConvergenceWarning", "MethodTags", "NotFittedError", "ProblemTooLargeError",
           "canonical_ranker_order"]

#: state every fitted model carries: the rankers it was trained on (``trained_on`` in model files)
TRAINED_ON: dict[str, Any] = {"n_rankers_": Scalar("i", low=0), "ranker_names_": StrList("n_rankers")}


#: how a fused score decomposes over the rankers (:attr:`MethodTags.linear`)
Linear = Literal["sum", "count", "log_count"]


@dataclass(frozen=True)
class MethodTags:
    """What a method can do and what it needs, declared on its class (``Aggregator.tags``).

    ``linear``             the score is ``factor(item) * sum_r w_r * contribution_r(item)``:
                           ``"sum"`` (factor 1: RRF, Borda, CombSUM), ``"count"`` (factor ``n_d``,
                           the rankers that returned the item: CombMNZ, ISR) or ``"log_count"``
                           (``log(n_d + sigma)``: log-ISR); None otherwise.  The parts are
                           :meth:`Aggregator.linear_parts` (``rankagg tune``'s fast path).
    ``learns_from_test``   learns cross-query state (dispersions, ranker weights) from the
                           unlabelled queries it aggregates, i.e. from the test queries.
    ``reads_scores``       reads the input scores (False: ranks only; readers may skip the scores).
    ``score_entries``      scores run entries without the rank matrix
                           (:meth:`Aggregator.score_entries`, bit for bit :meth:`Aggregator.score`).
    ``weights_not_copies`` for a method that takes ``weights``: why a weight of 2 on a ranker is
                           not the same as giving the ranker twice ("" = it is: the weights scale
                           additive per-ranker contributions; the CLI check suite,
                           tests/api/test_fuse_files.py, holds every weighted method to it otherwise).
    ``fast_params``        reduced settings for the check suite (:mod:`rankagg.checks`): the
                           invariants do not depend on them, and the slow learners stay fast.
    ``fuser``              the per-query :class:`rankagg.Fuser` computes it too: ``"points"`` (a sum of
                           rank points: RRF, ISR, log-ISR, Dowdall, Borda) or ``"comb"`` (normalised
                           input scores: the Comb family); None: batch fusion only.  Set by inheriting
                           the declaration of the per-query formula that the fuser reads
                           (:mod:`rankagg.methods.per_query`).
    ``per_query``          an item's score depends only on its own query (and fitted state), so
                           queries can be split across workers and streamed block by block; False
                           for methods that estimate anything across the queries they are given.
    ``slow_fit``           fitting on a whole LETOR fold takes minutes (exponential or iterative fits):
                           harnesses that run every method (``scripts/check_method_fingerprints.py``)
                           fit and score it on a prefix of the queries.
    """

    linear: Linear | None = None
    learns_from_test: bool = False
    reads_scores: bool = True
    score_entries: bool = False
    weights_not_copies: str = ""
    fast_params: Mapping[str, Any] = field(default_factory=lambda: MappingProxyType({}))
    fuser: Literal["points", "comb"] | None = None
    per_query: bool = True
    slow_fit: bool = False

    def __post_init__(self) -> None:
        if self.linear not in (None, "sum", "count", "log_count"):
            raise ValueError(f"MethodTags.linear must be None, 'sum', 'count' or 'log_count', got {self.linear!r}")
        if self.fuser not in (None, "points", "comb"):
            raise ValueError(f"MethodTags.fuser must be None, 'points' or 'comb', got {self.fuser!r}")
        object.__setattr__(self, "fast_params", MappingProxyType(dict(self.fast_params)))

    def as_dict(self) -> dict[str, Any]:
        """The tags as plain values (``fast_params`` a dict), in declaration order."""
        return {f.name: dict(v) if isinstance(v := getattr(self, f.name), Mapping) else v for f in fields(self)}


_TAG_NAMES = frozenset(f.name for f in fields(MethodTags))


def _natural_key(name: str) -> tuple:
    """Sort key reading digit runs as numbers (``R2`` < ``R10``); the text breaks remaining ties."""
    parts = tuple((0, int(t), "") if t.isdigit() else (1, 0, t) for t in re.split(r"(\d+)", name) if t)
    return parts, name


def refuse_overflow(name: str, data: Rankings | RunEntries, scores: NDArray[np.float64],
                    bad: NDArray[np.bool_] | None = None) -> NDArray[np.float64]:
    """``scores`` unchanged, or a ``ValueError`` naming the first query whose fused scores went past the floats.

    The readers and the validation refuse infinite input scores, so an infinite output is arithmetic
    beyond the float range: a sum past 1.8e308 (two runs scoring 1e308 under ``combsum(norm='none')``).
    It would tie documents whose fused scores differ, a silent wrong order, printed as ``inf``.  NaN is
    not refused here (several methods give it to the documents they leave out, and the tie rule puts
    them last); a sum that can reach ``inf - inf`` passes its own ``bad`` mask."""
    bad = np.isinf(scores) if bad is None else bad | np.isinf(scores)
    if bad.any():
        item = int(np.argmax(bad))
        query = int(np.searchsorted(data.offsets, item, side="right")) - 1
        raise ValueError(fused_overflow_message(name, str(data.qids[query])))
    return scores


def fused_overflow_message(name: str, qid: str | None = None) -> str:
    """The error of :func:`refuse_overflow` (and of the per-query :class:`rankagg.Fuser`, ``qid`` None)."""
    where = "" if qid is None else f" query {qid!r}:"
    return (f"{name}:{where} a fused score is beyond the float range (about 1.8e308); normalise the scores "
            "(norm='minmax', 'zscore', ...) or rescale the runs")


def canonical_ranker_order(data: Rankings) -> NDArray[np.int64]:
    """A permutation of the ranker columns that does not depend on their input order.

    Rankers are sorted by name, in natural order (``R2`` before ``R10``, so the
    usual ``R1..Rn`` inputs are already canonical and are not copied): a run
    keeps its name whatever its position and in every subset of the queries,
    so the canonical order is the same for the whole data and for any chunk of
    its queries (the Dask backend and :meth:`Rankings.select_queries` give the
    same bits).  Rankers that share a name are ordered by a digest of their
    rank (and score) columns; identical columns are interchangeable.
    """
    names = data.ranker_names
    shared = {n for n in names if names.count(n) > 1}

    import hashlib  # here: not loaded by the methods that never compare columns (start-up time)

    def digest(j: int) -> bytes:
        h = hashlib.blake2b(digest_size=16)
        for col in (data.ranks[:, j], None if data.scores is None else data.scores[:, j]):
            if col is not None:  # one NaN bit pattern, whatever produced the NaNs
                h.update(np.where(np.isnan(col), np.nan, col).tobytes())
        return h.digest()

    keys = [(_natural_key(names[j]), digest(j) if names[j] in shared else b"") for j in range(data.n_rankers)]
    return np.array(sorted(range(data.n_rankers), key=lambda j: keys[j]), dtype=np.int64)


class Aggregator:
    """Base class of all rankagg methods.

    Subclasses set
    ``defaults``          hyper-parameters and their default values;
    ``param_constraints`` one :mod:`rankagg.data.validation` constraint per parameter
                          (merged with the base classes' declarations);
    ``param_grid``        the candidate values the five-fold protocol tries on the
                          validation subset (parameters not in it stay at default);
    ``param_doc``         one line per parameter for ``rankagg methods``;
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

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        # constraints are inherited: a subclass declares only what it adds or changes
        merged: dict[str, Constraint] = {}
        for klass in reversed(cls.__mro__):
            merged.update(klass.__dict__.get("param_constraints", {}))
        cls.param_constraints = merged
        declared: dict[str, Any] = {}
        for klass in reversed(cls.__mro__):
            declared.update(klass.__dict__.get("tags", {}))
        unknown = sorted(set(declared) - _TAG_NAMES)
        if unknown:
            raise TypeError(f"{cls.__qualname__}: unknown tag(s) {', '.join(unknown)}; tags are {', '.join(sorted(_TAG_NAMES))}")
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
        params = canonical_params(self.name, params, self.defaults)  # a parameter's other names (names.py)
        unknown = set(params) - set(self.defaults)
        if unknown:
            valid = ", ".join(sorted(self.defaults)) or "(none)"
            raise ValueError(
                f"{self.name}: unknown parameter(s) {', '.join(sorted(unknown))}; valid parameters: {valid}"
            )
        self.params: dict[str, Any] = {**self.defaults, **params}
        validate_params(self.name, self.params, self.param_constraints)
        self._validate_params()

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

    # ------------------------------------------------------------ fitted state
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

    def set_state(self, state: Mapping[str, Any]) -> "Aggregator":
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
        for key in [k for k in self.__dict__ if k.startswith("_") or k.endswith("_")]:
            del self.__dict__[key]  # caches and earlier state go
        self.__dict__.update(checked)
        return self

    def copy(self) -> "Aggregator":
        """An independent copy with the same parameters and (validated) fitted state."""
        return type(self)(**self.params).set_state(self.get_state())

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

    def linear_parts(self, data: Rankings) -> tuple[NDArray[np.float64], NDArray[np.float64]]:
        """``(contributions, factor)``: an ``(n_items, n_rankers)`` matrix and an ``(n_items,)`` vector
        with ``score`` under ``weights=w`` equal to ``(contributions @ w) * factor`` up to rounding.

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

    def canonical_input(self, data: Rankings) -> Rankings:
        """``data`` with its ranker columns in canonical order when the method is
        symmetric in its rankers, so the output is bit-identical under any
        reordering of the inputs.  A fitted model (any declared fitted attribute
        set) gets ``data`` as given: its state is indexed by ranker position."""
        fitted = any(a in self.__dict__ for a in self.fitted_attributes)
        if self.symmetric_rankers and not fitted and data.n_rankers > 1:
            order = canonical_ranker_order(data)
            if np.any(order != np.arange(data.n_rankers)):
                return data.select_rankers(order)
        return data

    def canonical_score(self, data: Rankings) -> NDArray[np.float64]:
        """:meth:`score` of :meth:`canonical_input` (independent of the order of the rankers)."""
        return refuse_overflow(self.name, data, self.score(self.canonical_input(data)))

    def fuse_input(self, data: Any, *, by_name: bool = True) -> Any:
        """``data`` (a Rankings, or run entries) checked and arranged for this method, by the sequence every face
        shares (:meth:`fuse`, :meth:`aggregate`, the streamed passes): the method must be fitted if it learns;
        run entries stay as they are for the methods tagged ``score_entries`` (their rankers counted), else
        become the rank matrix, whose rankers a trained model meets by name
        (:func:`~rankagg.methods.fitted.match_rankers`; ``by_name=False``: by position, as :meth:`aggregate`
        of a Rankings takes them) and counts."""
        from rankagg.data.entries import RunEntries
        from rankagg.methods.fitted import match_rankers

        self.check_fitted()
        if isinstance(data, RunEntries):
            if self.get_tags().score_entries:  # sums over the lines read: no (documents x runs) matrix
                self._check_rankers(cast(Any, data))  # it reads n_rankers only
                return data
            data = data.to_rankings()
        if by_name:
            data = match_rankers(self, data)  # a trained model meets its rankers by name, not position
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
        :meth:`fuse_input`, its rankers taken by position)."""
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
            warnings.warn(
                f"{name}: {n_unconverged} queries did not converge in max_iter={max_iter} iterations",
                ConvergenceWarning,
                stacklevel=3,
            )
