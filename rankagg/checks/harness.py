"""What every contract check shares: the generated problem (:func:`contract_data`, split by :func:`_split`
into train, valid and test queries), the method of a name or spec at the reduced settings of its
``fast_params`` tag (:func:`_make`), fitted when it learns (:func:`_fitted`), and an assertion that names the
method (:func:`_assert`)."""

from __future__ import annotations

from typing import Any

import numpy as np
from numpy.typing import NDArray

from rankagg.data.rankings import Rankings, consensus_order
from rankagg.io.synthetic import make_metasearch
from rankagg.methods.base import Aggregator
from rankagg.methods.registry import make_method, method_class, parse_spec

__all__ = ["contract_data", "learns"]


def contract_data(seed: int = 0, *, n_queries: int = 8, n_items: int = 8, n_rankers: int = 5) -> Rankings:
    """Small labelled problem: top-5 lists of ``n_rankers`` rankers (one spammer), plus a query
    that no ranker ranked and a one-item query at the end."""
    base = make_metasearch(n_queries, n_items, n_rankers, top_k=5, n_spammers=1, random_state=seed)
    k = base.n_rankers
    odd = Rankings(
        offsets=np.array([0, 3, 4]),
        ranks=np.vstack([np.full((3, k), np.nan), np.full((1, k), 1.0)]),
        qids=np.array(["q_unranked", "q_single"]),
        docids=np.array(["u0", "u1", "u2", "s0"]),
        ranker_names=base.ranker_names,
        scores=np.vstack([np.full((3, k), np.nan), np.ones((1, k))]),
        labels=np.array([0, 1, 0, 1], dtype=np.int64),
    )
    return Rankings.concatenate([base, odd])


def _class(name: str) -> type[Aggregator]:
    """The class of a registry name or a spec with parameters (``pseudo_qrels(chance='subtract')``): every
    check runs on a spec too, with its parameters (tests check settings that are not the defaults so)."""
    return method_class(parse_spec(name)[0])


def learns(name: str) -> bool:
    """Whether ``fit`` learns state (supervised, or unsupervised with declared fitted state)."""
    cls = _class(name)
    return bool(cls.supervised or cls.fitted_attributes)


def _make(name: str, **params: Any) -> Aggregator:
    return make_method(name, **{**_class(name).class_tags().fast_params, **params})


def _split(data: Rankings) -> tuple[Rankings, Rankings, Rankings]:
    """train / valid / test query subsets of :func:`contract_data` (test keeps the odd queries)."""
    n = data.n_queries
    return data.select_queries(np.arange(0, 4)), data.select_queries(np.arange(4, 6)), data.select_queries(np.arange(6, n))


def _fitted(name: str, train: Rankings, valid: Rankings, **params: Any) -> Aggregator:
    m = _make(name, **params)
    return m.fit(train, valid) if learns(name) else m


def _order(data: Rankings, out: NDArray[np.float64]) -> NDArray[np.int64]:
    return consensus_order(data, out)


def _assert(cond: bool, name: str, what: str) -> None:
    if not cond:
        raise AssertionError(f"{name}: {what}")
