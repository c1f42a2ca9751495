"""LambdaMART on the union of every feature family rankagg can compute (stacked learner).

Beyond Volkovs et al. (2012): their framework turns aggregation into learning
to rank on per-item features; here the learner is LightGBM's ``lambdarank``
objective (gradient-boosted trees; Burges 2010, "From RankNet to LambdaRank to
LambdaMART") and the features are the union of

* SVD features of the pairwise matrices (Volkovs §4.1, Eq. 2-3) for the three
  transforms binary / diff / logdiff, per expert, plus those of ``Y_tot``;
* normalised Borda per expert (St.Agg's ``Psi_BF``) and the raw LETOR
  positions (NaN = missing, which LightGBM treats as missing);
* per-expert "ranked or not" indicators, the number of experts that ranked the
  item, the query size;
* the consensus scores of every unsupervised method registered in rankagg
  among :data:`STACK_METHODS` (Borda, RRF, the Comb family, St.Agg expected
  ranks, RAGS, Markov chains, ... -- whichever are present), each as the raw
  score and as its within-query normalised rank.

Trees are deterministic here (``num_threads=1``, ``deterministic=True``,
seeded from ``random_state``).  The number of trees is chosen by early stopping
on the validation queries (``select_by``, rankagg's LETOR evaluator, every tree), the model keeps the
best iteration, and ``history_`` holds the validation curve.  LightGBM is the
optional ``learn`` extra (``pip install rankagg[learn]``), needed to train only.
The trees are saved as LightGBM's text model inside the JSON model file (no
pickle); rankagg parses that text itself (:mod:`.lgb_text`: a tampered model is
refused, it never reaches LightGBM's parser) and evaluates the trees as
LightGBM predicts, bit for bit (:mod:`.lgb_trees`), in training and on load
alike.  An ``lr_agg`` base model is kept as nested state (name, parameters, fitted attributes), which
the save/load layer writes like any other fitted value.
"""

from __future__ import annotations

import sys
from typing import Any

import numpy as np
from numpy.typing import NDArray

from rankagg.data.rankings import Rankings, consensus_scores
from rankagg.data.validation import AnyOf, Array, Integer, InvalidStateError, Options, Real, Scalar, StrList, Text
from rankagg.evaluation.measures import ALL_MEASURES
from rankagg.evaluation.selection import selection_value
from rankagg.features.feature_cache import default_cache, query_digests, register_feature_family
from rankagg.features.ranker_features import ranked_indicators
from rankagg.methods.registry import list_methods, make_method, method_class, parse_spec, register
from rankagg.methods.base import Aggregator
from rankagg.data.model_documents import document_to_text
from rankagg.methods.state import FORMAT
from rankagg.methods.supervised.lgb_text import LgbModelText, lgb_model_trees
from rankagg.methods.supervised.lgb_trees import predict_trees
from rankagg.methods.supervised.nested_state import NestedModel, nested_model

__all__ = ["LambdaMART", "STACK_METHODS", "stacked_features"]

#: Unsupervised methods whose scores become features when they are registered.
STACK_METHODS: tuple[str, ...] = (
    "borda",
    "rrf",
    "combsum",
    "combmnz",
    "combmnz_rank",
    "combmax",
    "combmin",
    "combmed",
    "mean_rank",
    "median_rank",
    "dowdall",
    "geomean",
    "stagg_bc",
    "stagg_rrf",
    "rags_top",
    "rags_bottom",
    "mc4",
    "copeland",
    "condorcet",
)

_SVD_TRANSFORMS = ("binary", "diff", "logdiff")


def available_stack_methods() -> list[str]:
    """The :data:`STACK_METHODS` registered here and unsupervised."""
    known = set(list_methods())
    return [m for m in STACK_METHODS if m in known and not method_class(m).supervised]


#: stacked methods whose default changed after models were trained on them: the features keep the setting they
#: were defined with (issue 17 made ``unranked="bottom"`` the default of the rank statistics)
_STACK_SPECS = {"mean_rank": "mean_rank(unranked='ignore')", "median_rank": "median_rank(unranked='ignore')",
                "combmin": "combmin(unranked='ignore')", "combmed": "combmed(unranked='ignore')",
                "combanz": "combanz(unranked='ignore')"}


def method_scores(data: Rankings, name: str) -> NDArray[np.float64]:
    """``(n_items, 1)``: the raw scores of a registered (unsupervised) method, as a feature."""
    return np.asarray(make_method(_STACK_SPECS.get(name, name)).score(data), dtype=np.float64)[:, None]


register_feature_family("method", method_scores)


def _within_query_rank(data: Rankings, s: NDArray[np.float64]) -> NDArray[np.float64]:
    """1 for the top item of the query down to 1/n, by the house tie rule."""
    c = consensus_scores(data, s)
    return c / data.sizes[data.query_of_item]


def feature_names(n_rankers: int, methods: list[str], svd_rank: int = 1) -> list[str]:
    """The column names of :func:`stacked_features` on ``n_rankers`` rankers: a fitted model's ``feature_names_``."""
    k, names = n_rankers, []
    for tr in _SVD_TRANSFORMS:
        names += [f"svd_{tr}_{part}{c}_r{j}" for j in range(k) for part in ("u", "s", "v") for c in range(svd_rank)]
    names += [f"svd_tot_{part}{c}" for part in ("u", "s", "v") for c in range(svd_rank)]
    names += [f"{family}_r{j}" for family in ("borda", "rawrank", "ranked") for j in range(k)]
    names += ["n_rankers_ranked", "query_size"]
    for m in methods:
        names += [f"{m}_score", f"{m}_qrank"]
    return names


def _first_difference(got: list[str], want: list[str]) -> str:
    """Where two lists of feature names part: the first place, and the count of each (a message's words)."""
    i = next((i for i, (a, b) in enumerate(zip(got, want)) if a != b), min(len(got), len(want)))
    shown_at = lambda names: repr(names[i]) if i < len(names) else "none"  # noqa: E731
    return f"feature {i + 1} is {shown_at(got)}, not {shown_at(want)} ({len(got)} features, {len(want)} expected)"


def stacked_features(data: Rankings, methods: list[str], svd_rank: int = 1) -> tuple[NDArray[np.float64], list[str]]:
    """The feature matrix of :class:`LambdaMART` and its column names (:func:`feature_names`)."""
    cache = default_cache()
    k = data.n_rankers
    blocks: list[NDArray[np.float64]] = []
    for tr in _SVD_TRANSFORMS:
        blocks.append(cache.get(data, "svd", transform=tr, rank=svd_rank, unranked="none", positions="raw"))
    blocks.append(cache.get(data, "svd", transform="logdiff", rank=svd_rank, unranked="none", positions="raw", groups=[list(range(k))]))
    blocks.append(cache.get(data, "borda"))
    blocks.append(np.array(data.ranks, dtype=np.float64))
    blocks.append(ranked_indicators(data))
    blocks.append(np.stack([data.n_ranked_by.astype(np.float64), data.sizes[data.query_of_item].astype(np.float64)], axis=1))
    for m in methods:
        s = cache.get(data, "method", name=m)[:, 0]
        blocks.append(np.stack([s, _within_query_rank(data, s)], axis=1))
    return np.ascontiguousarray(np.hstack(blocks)), feature_names(k, methods, svd_rank)


_BASE_MEMO: dict[tuple, Any] = {}


def _fit_base(spec: str, random_state: int, train: Rankings, valid: Rankings | None):
    """Fit (or reuse: deterministic, so the same inputs give the same model) the lr_agg base model."""
    assert train.labels is not None  # checked by fit
    key = (
        spec,
        random_state,
        tuple(query_digests(train)),
        train.labels.tobytes(),
        None if valid is None else tuple(query_digests(valid)),
        None if valid is None or valid.labels is None else valid.labels.tobytes(),
    )
    if key not in _BASE_MEMO:
        if len(_BASE_MEMO) > 16:
            _BASE_MEMO.clear()
        _BASE_MEMO[key] = make_method(spec, random_state=random_state).fit(train, valid)
    return _BASE_MEMO[key]


@register("lambdamart")
class LambdaMART(Aggregator):
    """LightGBM lambdarank on SVD, Borda, indicator and stacked-method features."""

    order_dependent_training = "LightGBM samples features (feature_fraction) by column position"

    defaults = {
        "num_leaves": 15,
        "learning_rate": 0.05,
        "n_estimators": 1000,
        "min_data_in_leaf": 50,
        "feature_fraction": 0.7,
        "bagging_fraction": 0.8,
        "lambda_l2": 1.0,
        "early_stopping": 100,
        "select_by": "NDCG@10",
        "methods": "auto",
        "svd_rank": 1,
        "base": "none",
        "random_state": 0,
        "verbose": 0,
    }
    param_grid = {"num_leaves": [7, 31], "base": ["none", "lr_agg"]}
    param_doc = {
        "num_leaves": "leaves per tree",
        "learning_rate": "shrinkage",
        "n_estimators": "maximum number of trees (early stopping picks fewer)",
        "min_data_in_leaf": "minimum documents per leaf",
        "feature_fraction": "fraction of features per tree (seeded)",
        "bagging_fraction": "fraction of documents per tree (seeded)",
        "lambda_l2": "L2 regularisation of leaf values",
        "early_stopping": "stop after this many trees without a validation gain",
        "select_by": "validation measure (LETOR conventions) of the curve and of early stopping",
        "methods": "'auto' = every registered unsupervised STACK_METHODS entry, or a list of names",
        "svd_rank": "SVD rank p of the Volkovs features",
        "base": "'none', or an lr_agg spec such as 'lr_agg(transform=\"logdiff\")': boost from that model's scores (init_score)",
        "random_state": "seed of LightGBM's sampling",
        "verbose": "print the validation curve every `verbose` trees (0 = silent)",
    }
    tags = {"fast_params": {"n_estimators": 8, "min_data_in_leaf": 3, "early_stopping": 4, "methods": ["borda", "rrf"]}, "slow_fit": True}
    citation = (
        "Burges 2010 (LambdaMART) via LightGBM lambdarank, on the features of Volkovs, Larochelle & Zemel, "
        "CIKM 2012 §4.1 and Niu et al. 2013 §4.3"
    )
    supervised = True
    fitted_state = {
        # parsed by rankagg (lgb_text), never by LightGBM, whose parser aborts or loops on malformed text
        "model_str_": LgbModelText(),
        "methods_": StrList(),
        "feature_names_": StrList(),
        "history_": Array("f", ndim=1, finite=False),
        "best_iter_": Scalar("i", low=0),
        "base_model_": NestedModel(optional=True),
    }

    param_constraints = {
        "num_leaves": Integer(2),
        "learning_rate": Real(0, low_open=True),
        "n_estimators": Integer(1),
        "min_data_in_leaf": Integer(1),
        "feature_fraction": Real(0, 1, low_open=True),
        "bagging_fraction": Real(0, 1, low_open=True),
        "lambda_l2": Real(0),
        "early_stopping": Integer(1),
        "select_by": Options(ALL_MEASURES),
        "methods": AnyOf(Options("auto"), StrList()),
        "svd_rank": Integer(1),
        "base": Text("'none' or an lr_agg spec string"),
        "random_state": Integer(),
        "verbose": Integer(0),
    }

    def _validate_params(self) -> None:
        p = self.params
        if p["base"] != "none":
            name, _ = parse_spec(p["base"])
            if name != "lr_agg":
                raise ValueError(f"lambdamart: parameter base must be 'none' or an lr_agg spec, got {p['base']!r}")
        m = p["methods"]
        if m != "auto":
            for x in m:
                cls = method_class(x)  # raises on unknown names
                if cls.supervised:
                    raise ValueError(f"methods: {x!r} is supervised; only unsupervised methods can be stacked")

    @staticmethod
    def _lgb():
        try:
            import lightgbm
        except ImportError as e:  # pragma: no cover - depends on the extra
            raise ImportError("lambdamart needs LightGBM: pip install 'rankagg[learn]'") from e
        return lightgbm

    def _lgb_params(self) -> dict[str, Any]:
        return {
            "objective": "lambdarank",
            "metric": "None",
            "num_leaves": int(self.num_leaves),
            "learning_rate": float(self.learning_rate),
            "min_data_in_leaf": int(self.min_data_in_leaf),
            "feature_fraction": float(self.feature_fraction),
            "bagging_fraction": float(self.bagging_fraction),
            "bagging_freq": 1 if self.bagging_fraction < 1 else 0,
            "lambda_l2": float(self.lambda_l2),
            "seed": int(self.random_state),
            "deterministic": True,
            "force_row_wise": True,
            "num_threads": 1,
            "verbosity": -1,
        }

    def fit(self, train: Rankings, valid: Rankings | None = None) -> "LambdaMART":
        super().fit(train, valid)
        lgb = self._lgb()
        methods = available_stack_methods() if self.methods == "auto" else list(self.methods)
        x, names = stacked_features(train, methods, int(self.svd_rank))
        base = None
        init_train = init_valid = None
        if self.base != "none":
            base = _fit_base(self.base, int(self.random_state), train, valid)
            init_train = base.score(train)
            init_valid = base.score(valid) if valid is not None else None
        dtrain = lgb.Dataset(x, label=train.labels, group=train.sizes, feature_name=names, init_score=init_train, free_raw_data=True)
        valid_sets: list[Any] = []
        callbacks: list[Any] = []
        evals: dict[str, dict[str, list[float]]] = {}
        feval_fn = None
        if valid is not None:
            if valid.labels is None:
                raise ValueError("lambdamart: validation data needs labels")
            xv, _ = stacked_features(valid, methods, int(self.svd_rank))
            dvalid = lgb.Dataset(xv, label=valid.labels, group=valid.sizes, init_score=init_valid, reference=dtrain)
            valid_sets = [dvalid]
            measure = self.select_by

            def feval(preds, dataset):
                val = selection_value(valid, consensus_scores(valid, np.asarray(preds, dtype=np.float64)), measure)
                return measure, val, True

            feval_fn = feval
            callbacks = [lgb.early_stopping(int(self.early_stopping), verbose=False), lgb.record_evaluation(evals)]
            if self.verbose:
                callbacks.append(lgb.log_evaluation(int(self.verbose)))
        booster = lgb.train(
            self._lgb_params(),
            dtrain,
            num_boost_round=int(self.n_estimators),
            valid_sets=valid_sets,
            valid_names=["valid"][: len(valid_sets)],
            callbacks=callbacks,
            feval=feval_fn,
        )
        best = int(booster.best_iteration) if valid is not None and booster.best_iteration > 0 else booster.current_iteration()
        self.best_iter_ = best
        model_str = booster.model_to_string(num_iteration=best)
        try:  # read as a model file's is: what fit scores with is what a loaded model scores with
            lgb_model_trees(model_str)
        except ValueError as exc:
            raise ValueError(f"lambdamart: LightGBM {lgb.__version__} wrote a model that rankagg does not read "
                             f"({exc}); please report it") from None
        self.model_str_ = model_str
        self.methods_ = methods
        self.base_model_ = "" if base is None else document_to_text(base, FORMAT)
        self._base = base
        self.feature_names_ = names
        curve = evals.get("valid", {}).get(self.select_by, [])
        self.history_ = np.asarray(curve, dtype=np.float64)
        if self.verbose:
            print(f"lambdamart: {len(names)} features, best iteration {best}", file=sys.stderr, flush=True)
        return self

    def set_state(self, state):
        super().set_state(state)  # model_str_ parsed (LgbModelText)
        if "model_str_" in self.__dict__:
            n = lgb_model_trees(self.model_str_).n_features
            if "feature_names_" not in self.__dict__:  # a document that dropped it: refused, not an AttributeError
                del self.__dict__["model_str_"]
                raise InvalidStateError("lambdamart: fitted attribute model_str_ is given without feature_names_")
            unknown = [m for m in self.methods_ if m not in list_methods()]
            k = self.__dict__.get("n_rankers_")
            if k is None:  # a document without trained_on: the count the names' length implies
                k = max(0, (len(self.feature_names_) - 3 * int(self.svd_rank) - 2 - 2 * len(self.methods_))
                        // (9 * int(self.svd_rank) + 3))
            want = feature_names(int(k), list(self.methods_), int(self.svd_rank))
            # each message before the fitted attributes go (it names them)
            message = (f"lambdamart: fitted attribute methods_ names unregistered methods: {', '.join(unknown)}"
                       if unknown else
                       f"lambdamart: fitted attribute model_str_ reads {n} features, feature_names_ names "
                       f"{len(self.feature_names_)}" if n != len(self.feature_names_) else
                       f"lambdamart: fitted attribute feature_names_ is not what fit gives for methods_, svd_rank and "
                       f"{k} rankers: {_first_difference(list(self.feature_names_), want)}"
                       if list(self.feature_names_) != want else None)
            if message:
                for a in self.fitted_attributes:
                    self.__dict__.pop(a, None)
                raise InvalidStateError(message)
        return self

    def _get_base(self):
        if not self.base_model_:
            return None
        return nested_model(self, self.base_model_, "_base")

    def score(self, data: Rankings) -> NDArray[np.float64]:
        self._check_fitted()
        missing = [m for m in self.methods_ if m not in list_methods()]
        if missing:
            raise ValueError(f"lambdamart: the model uses features of unregistered methods: {', '.join(missing)}")
        x, names = stacked_features(data, list(self.methods_), int(self.svd_rank))
        if list(names) != list(self.feature_names_):
            raise ValueError(f"lambdamart: the data's features are not the model's: "
                             f"{_first_difference(list(names), list(self.feature_names_))} (other rankers?)")
        out = predict_trees(lgb_model_trees(self.model_str_), x, int(self.best_iter_))
        base = self._get_base()
        return out if base is None else out + base.score(data)
