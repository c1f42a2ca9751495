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
  seed 17);
* ``trec-covid-r5`` — real TREC runs: the 28 TREC-COVID round-5 runs of
  ``<data>/trec-covid-round5/runs/*.gz`` (one per team, read as ``rankagg fuse``
  reads them: ranked by score, ``trust_rank=False``) with the round-5 NIST qrels
  (``qrels-round5.txt``).  Topic ``t`` (1..50) is in subset ``S((t - 1) mod 5 + 1)``:
  ten topics per subset, and each subset holds one topic of every judging round
  (topics 1-30, 31-35, 36-40, 41-45, 46-50 entered in rounds 1 to 5).  It is
  evaluated by trec_eval's conventions on its qrels (its measures in :data:`TREC_SETTINGS`,
  :class:`rankagg.evaluation.qrels_eval.QrelsEvaluation`), not by labels;
* ``trec-covid-r2``, ``-r3``, ``-r4`` — rounds 2 (51 runs, 35 topics), 3 (31 runs, 40 topics) and 4
  (27 runs, 45 topics), the same way, with the same topic folds and each round's official measure
  first (nDCG@10 for rounds 2 and 3, nDCG@20 for round 4), then its P@k and AP.  Round 1 is the
  project's held-out check and is not a setting.

The synthetic sets are cut into five consecutive query subsets S1..S5, so every
setting runs through the same five-fold protocol.  :func:`setting_spec` is what
identifies a derived setting in a cell's spec hash (``None`` for the LETOR sets
as distributed, so their hashes do not depend on this module); changing a
generator's arguments here changes the hash and makes those cells stale.
"""

from __future__ import annotations

import re
from typing import Any, Callable

import numpy as np

from rankagg.io.datasets import LetorDataset, load_letor_agg, resolve_data_dir, small_queries_dataset
from rankagg.io.synthetic import add_random_rankers, make_metasearch, make_trec_like, split_subsets

__all__ = ["SEED", "setting_spec", "load_setting", "setting_measures", "measure_on", "TREC_MEASURES", "TREC_SETTINGS"]

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
#: real TREC settings: name -> (folder under the data directory, qrels file, run files, measures); the
#: measures are the round's leaderboard's, its official one first (each folder's PROVENANCE.md), then AP
TREC_SETTINGS: dict[str, tuple[str, str, str, tuple[str, ...]]] = {
    "trec-covid-r2": ("trec-covid-round2", "qrels-round2.txt", "runs/*.gz", ("nDCG@10", "P@5", "AP")),
    "trec-covid-r3": ("trec-covid-round3", "qrels-round3.txt", "runs/*.gz", ("nDCG@10", "P@5", "AP")),
    "trec-covid-r4": ("trec-covid-round4", "qrels-round4.txt", "runs/*.gz", ("nDCG@20", "P@20", "AP")),
    "trec-covid-r5": ("trec-covid-round5", "qrels-round5.txt", "runs/*.gz", ("nDCG@20", "P@20", "AP")),
}
#: the measures of round 5, the first real setting (kept as a name: the five-fold tables read it)
TREC_MEASURES = TREC_SETTINGS["trec-covid-r5"][3]
TREC_DEPTH = 1000
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
    if name in TREC_SETTINGS:
        folder, qrels, runs, measures = TREC_SETTINGS[name]
        return {"runs": f"{folder}/{runs}", "qrels": f"{folder}/{qrels}", "trust_rank": False,
                "subsets": "topic t in S((t - 1) mod 5 + 1)", "measures": list(measures), "depth": TREC_DEPTH,
                "evaluation": "trec_eval: ideal DCG over every judged document, relevant = grade >= 1"}
    return None


def setting_measures(name: str) -> tuple[str, ...] | None:
    """The measures a setting is evaluated by, the first being its own; ``None``: the LETOR measures of the labels."""
    plus = _split_plus(name)
    base = plus[0] if plus else name
    return TREC_SETTINGS[base][3] if base in TREC_SETTINGS else None


def measure_on(name: str, measure: str) -> str:
    """``measure`` where a setting has it, else the setting's own measure (nDCG@20 for TREC runs, whose
    qrels evaluation has no NDCG@5 of LETOR's kind): how an experiment's ``select_by``, a selection's
    measure and a matrix column read on each setting."""
    own = setting_measures(name)
    return measure if own is None or measure in own else own[0]


def _load_trec(name: str, data_dir: str | None) -> LetorDataset:
    from rankagg.evaluation.qrels_eval import QrelsEvaluation
    from rankagg.io._qrels_text import read_qrels
    from rankagg.io.trec import read_trec_runs

    folder, qrels, runs, measures = TREC_SETTINGS[name]
    root = resolve_data_dir(data_dir) / folder
    paths = sorted(root.glob(runs))
    if not paths:
        raise FileNotFoundError(f"setting {name}: no run files {root / runs}")
    data = read_trec_runs(paths, trust_rank=False)
    topic = np.array([int(q) for q in data.qids])
    subsets = tuple(data.select_queries(np.flatnonzero((topic - 1) % 5 == i)) for i in range(5))
    return LetorDataset(name, subsets, QrelsEvaluation(read_qrels(root / qrels), measures, TREC_DEPTH))


def load_setting(name: str, data_dir: str | None = None) -> LetorDataset:
    """The five query subsets of a setting (see the module docstring for the names)."""
    plus = _split_plus(name)
    if plus is not None:
        base, k = plus
        ds = load_setting(base, data_dir)
        return LetorDataset(name, tuple(add_random_rankers(s, k, random_state=SEED + i) for i, s in enumerate(ds.subsets)),
                            ds.evaluation)
    if name in _SYNTHETIC:
        gen, kwargs = _SYNTHETIC[name]
        return LetorDataset(name, split_subsets(_GENERATORS[gen](**kwargs), 5))
    if name in TREC_SETTINGS:
        return _load_trec(name, data_dir)
    if name == "MQ2008-small":
        return small_queries_dataset(load_letor_agg("MQ2008-agg", data_dir))
    return load_letor_agg(name, data_dir)  # a LETOR set, or any folder in the same layout
