"""Issue 45 (thirteenth bar, a meta-search engineer's and a RAG engineer's day): a Fuser whose weights name an
engine that timed out refused the request ("weights: unknown list(s) ddg"), with no way to say the engine is
known.  ``Fuser(..., lists=[...])`` declares the engines once (:mod:`rankagg.fuser.declared`): a request lacking
one is fused as if the engine had returned an empty list, by every supported method, on every path (the call,
``top``, ``explain``); the weights are checked against the declaration when the fuser is made, and a list it does
not hold is refused by name.  Without ``lists=`` the refusal stands and says both ways out.
"""

from __future__ import annotations

import itertools
import random

import pytest

from rankagg.fuser import SUPPORTED_METHODS, Fuser

ENGINES = ("google", "bing", "ddg", "brave")


def _request(rng: random.Random, present: tuple[str, ...]) -> dict[str, dict[str, float]]:
    """Each engine's answer best first (as ``top`` reads it), scores distinct within it."""
    docs = [f"https://e.com/{i}" for i in range(12)]
    out = {}
    for e in present:
        n = rng.randint(1, 8)
        out[e] = dict(zip(rng.sample(docs, n), sorted((float(s) / 2 for s in rng.sample(range(1, 30), n)), reverse=True)))
    return out


CASES = [(method, present, seed) for seed, method in enumerate(SUPPORTED_METHODS)
         for present in itertools.combinations(ENGINES, 2)]


@pytest.mark.parametrize("method, present, seed", CASES, ids=[f"{m}-{'+'.join(p)}" for m, p, _ in CASES])
def test_a_declared_engine_that_is_absent_is_fused_as_an_empty_list(method, present, seed):
    rng = random.Random(seed * 7 + len(present))
    weighted = "weights" in Fuser(method).params  # combmnz_rank takes none
    weights = {e: rng.choice([0.5, 1.0, 2.0, 3.0]) for e in ENGINES} if weighted else None
    req = _request(rng, present)
    declared = Fuser(method, weights=weights, lists=ENGINES)
    explicit = {**req, **{e: {} for e in ENGINES if e not in present}}
    want = Fuser(method, weights=weights)(explicit)
    assert declared(req) == want
    assert declared.top(req, 3).items == want[:3]
    assert [e["docid"] for e in declared.explain(req)] == [d for d, _ in want]
    if weighted:  # undeclared: the weights' absent engines are refused, with both ways out
        with pytest.raises(ValueError, match=r"unknown list\(s\) .*lists=\[\.\.\.\]"):
            Fuser(method, weights=weights)(req)


@pytest.mark.parametrize("lists, says", [
    (["google", "google"], "google declared twice"), ("google", "sequence of list names"), ([], "no list declared"),
    (["google", ""], "non-empty str"), ([1, 2], "non-empty str"), (["google", "bing"], "ddg not among the declared")])
def test_bad_declarations_are_refused_naming_lists(lists, says):
    with pytest.raises(ValueError, match=says):
        Fuser("rrf", weights={"google": 2.0, "ddg": 1.0}, lists=lists)


def test_a_list_the_declaration_does_not_hold_is_refused_on_every_path():
    fuser = Fuser("rrf", lists=("google", "bing"))
    req = {"google": {"a": 1.0}, "yahoo": {"a": 2.0}}
    for call in (fuser, fuser.explain, lambda r: fuser.top(r, 1)):
        with pytest.raises(ValueError, match=r"'yahoo' not among the declared lists \(google, bing"):
            call(req)


def test_the_declaration_is_part_of_the_fusers_repr_and_a_set_is_read_in_sorted_order():
    assert "lists=('bing', 'google')" in repr(Fuser("rrf", lists={"google", "bing"}))
    assert "lists=" not in repr(Fuser("rrf"))
