"""Named dataset settings of experiments: LETOR as distributed, and its robustness variants.

An experiment's ``datasets`` entry is one of these names:

* ``MQ2007-agg``, ``MQ2008-agg`` — LETOR 4.0 aggregation sets as distributed;
* ``MQ2008-small`` — the MQ2008-agg queries with at most 8 documents (CPS Table 1a);
* ``<one of the above>+K`` (``MQ2007-agg+25``) — ``K`` uniformly random rankers appended
  to every subset, each list as long as a real ranker's list of the same query
  (:func:`rankagg.io.synthetic.add_random_rankers`, seed ``17 + i`` for subset ``S(i+1)``);
* ``junk`` — the synthetic meta-search generator with junk of full length: 250 queries
  of 50 items, 12 rankers of which 4 spammers return *every* item while the 8 honest
  rankers stop at 20 (:func:`rankagg.io.synthetic.make_metasearch`, seed 17);
* ``trec-like`` — 100 synthetic topics of 400 pooled documents, 30 runs of mixed quality
  (4 near-random), ragged depths, graded qrels (:func:`rankagg.io.synthetic.make_trec_like`,
  seed 17).

The synthetic sets are cut into five consecutive query subsets S1..S5, so every
setting runs through the same five-fold protocol.  :func:`setting_spec` is what
identifies a derived setting in a cell's spec hash (``None`` for the LETOR sets
as distributed, so their hashes do not depend on this module); changing a
generator's arguments here changes the hash and makes those cells stale.
"""

from __future__ import annotations

import re
from typing import Any, Callable

from rankagg.io.datasets import LetorDataset, load_letor_agg, small_queries_dataset
from rankagg.io.synthetic import add_random_rankers, make_metasearch, make_trec_like, split_subsets

__all__ = ["SEED", "setting_spec", "load_setting"]

#: seed of every derived setting
SEED = 17
_PLUS = re.compile(r"^(?P<base>.+)\+(?P<k>[0-9]+)$")
#: generated settings: name -> (generator, its keyword arguments)
_SYNTHETIC: dict[str, tuple[str, dict[str, Any]]] = {
    "junk": ("make_metasearch", {"n_queries": 250, "n_items": 50, "n_rankers": 12, "n_spammers": 4, "top_k": 20,
                                 "junk_full_length": True, "random_state": SEED}),
    "trec-like": ("make_trec_like", {"n_queries": 100, "n_docs": 400, "n_runs": 30, "n_random": 4,
                                     "random_state": SEED}),
}
_GENERATORS: dict[str, Callable[..., Any]] = {"make_metasearch": make_metasearch, "make_trec_like": make_trec_like}


def _split_plus(name: str) -> tuple[str, int] | None:
    m = _PLUS.match(name)
    return (m["base"], int(m["k"])) if m else None


def setting_spec(name: str) -> dict[str, Any] | None:
    """What defines a derived setting (hashed into a cell's spec); ``None`` for a set read as it is."""
    plus = _split_plus(name)
    if plus is not None:
        base, k = plus
        return {"base": base, "random_rankers": k, "length": "a real ranker's list of the same query",
                "seed": f"{SEED} + subset index"}
    if name in _SYNTHETIC:
        gen, kwargs = _SYNTHETIC[name]
        return {"generator": gen, **kwargs, "subsets": 5}
    return None


def load_setting(name: str, data_dir: str | None = None) -> LetorDataset:
    """The five query subsets of a setting (see the module docstring for the names)."""
    plus = _split_plus(name)
    if plus is not None:
        base, k = plus
        ds = load_setting(base, data_dir)
        return LetorDataset(name, tuple(add_random_rankers(s, k, random_state=SEED + i) for i, s in enumerate(ds.subsets)))
    if name in _SYNTHETIC:
        gen, kwargs = _SYNTHETIC[name]
        return LetorDataset(name, split_subsets(_GENERATORS[gen](**kwargs), 5))
    if name == "MQ2008-small":
        return small_queries_dataset(load_letor_agg("MQ2008-agg", data_dir))
    return load_letor_agg(name, data_dir)  # a LETOR set, or any folder in the same layout
