"""A fitted model meets its input's rankers by name (:func:`match_rankers`), for the one entry to fuse with a
method (:meth:`rankagg.methods.base.Aggregator.fuse`), which the API, streaming and ``rankagg fuse --letor``
call instead of writing the sequence (fitted? the rankers by name, their count, the contract path) again each."""

from __future__ import annotations

from typing import Any

__all__ = ["match_rankers"]


def match_rankers(model: Any, data: Any, what: str = "the model") -> Any:
    """``data`` (Rankings or run entries) with its rankers in the order ``model`` was trained on, matched by
    name; a ranker the model does not know, or one it needs and the input lacks, is an error naming them
    (a model trained on LETOR rankers R1..R25 is never applied to 25 other runs by position)."""
    trained = model.__dict__.get("ranker_names_")
    if trained is None:
        return data
    have = [str(n) for n in data.ranker_names]
    trained = [str(n) for n in trained]
    missing = [n for n in trained if n not in have]
    unknown = [n for n in have if n not in trained]
    if missing or unknown or len(have) != len(trained):
        raise ValueError(
            f"{what} ({model.name}) was trained on {len(trained)} rankers ({_names(trained)}); the input's rankers are "
            f"{_names(have)}" + (f"; missing: {_names(missing)}" if missing else "")
            + (f"; unknown to the model: {_names(unknown)}" if unknown else "")
            + ". Give the runs it was trained on, named as in training (run tags)")
    order = [have.index(n) for n in trained]
    if order == list(range(len(have))):
        return data
    return data.select_rankers(order)


def permuted_rankers(model: Any, data: Any) -> Any:
    """``data`` with its ranker columns put in the order ``model`` was trained on when they are the trained rankers
    in another order (the same distinct names), else as given: :meth:`Aggregator.aggregate` takes a Rankings' rankers
    by position (a LETOR fold, or subsets of other names, keep meeting the model column by column), but a column
    order that only permutes the trained names would give each ranker another's learned weight without a word
    (u15a_fitted_models_map_rankers_by_name: best_input, RAGS, CPS, LambdaMART and RankAgg scored with the wrong
    columns)."""
    trained = model.__dict__.get("ranker_names_")
    if trained is None:
        return data
    have = [str(n) for n in data.ranker_names]
    trained = [str(n) for n in trained]
    if have == trained or len(set(have)) != len(have) or sorted(have) != sorted(trained):
        return data
    return data.select_rankers([have.index(n) for n in trained])


def _names(names: list[str], n: int = 6) -> str:
    return ", ".join(names[:n]) + (f" and {len(names) - n} more" if len(names) > n else "")
