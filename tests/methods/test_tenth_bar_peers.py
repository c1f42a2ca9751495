"""Issue 45's tenth bar, the answers the peers give (reliability matrix ``u10p_*``): a peer's name gives the peer's
answer, and where rankagg's own method differs on purpose the docs say so, with the rule checked here.

Three classes were found.  (1) Peers' names that resolved without the parameters that make them the peer's rule:
ranx's ``min``, ``med`` and ``anz`` (over the lists that returned the item) gave rankagg's default
``unranked='bottom'``, ranx's ``logn_isr`` gave sigma 0 instead of ranx's 0.01, PyFLAGR's ``CondorcetWinners`` gave
Condorcet-fuse instead of its count of majority wins; and PyFLAGR's ``RRA`` was listed as having no counterpart
while ``rra`` is registered.  (2) Min-max and sum of a list whose scores are all equal give 1 and 1/k, where ranx's
1e-9 floor gives 0, unsaid.  (3) ``norm='borda'`` gives an unreturned document 0, ranx's borda normalisation the mean
of the remaining points, unsaid.  The references are the peers' formulas by hand (ranx 0.3.21's ``fusion`` and
``normalization`` modules, PyFLAGR's rule as docs/implicit.md states it), so no ranx ``Run`` is built here (its Numba
compilation takes minutes per process); the reliability cases run ranx itself.
"""

from __future__ import annotations

import math
from pathlib import Path

import numpy as np
import pytest

import rankagg
from rankagg.methods.names import NO_COUNTERPART, OTHER_NAMES
from rankagg.methods.registry import list_methods

DOCS = Path(__file__).resolve().parents[2] / "docs"
SEEDS = range(8)


def runs_for(seed: int, n_runs: int = 3, pool: int = 9) -> dict:
    """Partial runs of unequal length over two queries, distinct scores in each list (ranx's ties are its sort's)."""
    rng = np.random.default_rng(seed)
    out = {}
    for r in range(n_runs):
        qs = {}
        for q in ("q1", "q2"):
            k = int(rng.integers(2, pool))
            docs = rng.permutation(pool)[:k]
            qs[q] = {f"d{d}": float(s) for d, s in zip(docs, rng.permutation(np.arange(1, 4 * k + 1) * 0.37 - 5)[:k])}
        out[f"run{r}"] = qs
    return out


def fused(runs: dict, method: str, **kw) -> dict:
    return {q: dict(v) for q, v in rankagg.fuse(runs, method, depth=None, **kw).items()}


def ranks(lst: dict) -> dict:
    """trec_eval's order (score descending, docid descending), ranks from 1."""
    order = sorted(lst.items(), key=lambda t: (t[1], t[0]), reverse=True)
    return {d: i + 1 for i, (d, _) in enumerate(order)}


def ranx_minmax(lst: dict) -> dict:
    """ranx ``min_max_norm``: (s - min) / max(max - min, 1e-9)."""
    lo, hi = min(lst.values()), max(lst.values())
    return {d: (s - lo) / max(hi - lo, 1e-9) for d, s in lst.items()}


def assert_scores(got: dict, want: dict) -> None:
    assert set(got) == set(want)
    for q in want:
        assert set(got[q]) == set(want[q]), q
        for d, x in want[q].items():
            assert got[q][d] == pytest.approx(x, rel=1e-12, abs=1e-15), (q, d)


# ---------------------------------------------------------------- (1) a peer's name, the peer's answer
RANX_STATS = {"min": min, "med": lambda v: float(np.median(v)), "anz": lambda v: sum(v) / len(v)}


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("name", sorted(RANX_STATS))
def test_ranx_min_med_anz_run_over_the_lists_that_returned_the_item(name: str, seed: int) -> None:
    """ranx ``comb_min``/``comb_med``/``comb_anz``: the statistic of the min-max scores of the lists holding the
    document (``comb_min`` pads a missing one with 1e9, which a minimum never takes)."""
    runs = runs_for(seed)
    want: dict = {}
    for q in ("q1", "q2"):
        norm = [ranx_minmax(r[q]) for r in runs.values()]
        for d in {d for n in norm for d in n}:
            want.setdefault(q, {})[d] = RANX_STATS[name]([n[d] for n in norm if d in n])
    assert_scores(fused(runs, name), want)


@pytest.mark.parametrize("seed", SEEDS)
def test_ranx_logn_isr_has_sigma_001(seed: int) -> None:
    """ranx ``logn_isr(sigma=0.01)``: sum of 1 / rank^2 times log(n_d + sigma)."""
    runs = runs_for(seed)
    want: dict = {}
    for q in ("q1", "q2"):
        rk = [ranks(r[q]) for r in runs.values()]
        for d in {d for r in rk for d in r}:
            got = [r[d] for r in rk if d in r]
            want.setdefault(q, {})[d] = sum(1 / x**2 for x in got) * math.log(len(got) + 0.01)
    assert_scores(fused(runs, "logn_isr"), want)


@pytest.mark.parametrize("seed", SEEDS)
def test_pyflagr_condorcet_winners_counts_majority_wins(seed: int) -> None:
    """PyFLAGR's CondorcetWinners (docs/implicit.md): the number of pairwise majority wins, unretrieved below."""
    runs = runs_for(seed, n_runs=4)
    for q in ("q1", "q2"):
        lists = [sorted(r[q], key=lambda d: ranks(r[q])[d]) for r in runs.values()]
        items = sorted({d for o in lists for d in o})

        def pos(o: list, d: str) -> float:
            return o.index(d) if d in o else math.inf

        def wins(x: str) -> int:
            return sum(sum((pos(o, x) < pos(o, y)) - (pos(o, y) < pos(o, x)) for o in lists) > 0
                       for y in items if y != x)

        got = list(fused(runs, "CondorcetWinners")[q])
        assert [wins(d) for d in got] == sorted((wins(d) for d in items), reverse=True), q


def test_names_of_no_counterpart_are_not_methods() -> None:
    """A name the docs say has no counterpart cannot be a registered method (PyFLAGR's RRA is rankagg's rra)."""
    assert not set(NO_COUNTERPART) & set(list_methods())
    assert "`RRA`" in (DOCS / "names.md").read_text()


@pytest.mark.parametrize("name", ["min", "med", "anz", "logn_isr", "condorcetwinners"])
def test_names_md_states_the_parameters_a_peer_name_fixes(name: str) -> None:
    """docs/names.md gives each peer name that fixes parameters with those parameters."""
    target, fixed, _ = OTHER_NAMES[name]
    text = (DOCS / "names.md").read_text()
    assert fixed, name
    for key, value in fixed.items():
        assert f"{key}={value!r}" in text, (name, key)


# ---------------------------------------------------------------- (2) a list whose scores are all equal
@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("norm, value", [("minmax", lambda k: 1.0), ("sum", lambda k: 1.0 / k)])
def test_constant_list_normalises_as_the_docs_say(norm: str, value, seed: int) -> None:
    runs = runs_for(seed)
    flat = {q: {d: 0.25 for d in lst} for q, lst in runs["run0"].items()}
    runs["run0"] = flat
    alone = fused({k: v for k, v in runs.items() if k != "run0"}, "combsum", norm=norm)
    got = fused(runs, "combsum", norm=norm)
    for q, lst in flat.items():
        for d in got[q]:
            assert got[q][d] == pytest.approx(alone.get(q, {}).get(d, 0.0) + (value(len(lst)) if d in lst else 0.0),
                                              rel=1e-12)
    text = " ".join((DOCS / "conventions.md").read_text().split())
    assert "whose scores are all equal" in text and "1e-9" in text


# ---------------------------------------------------------------- (3) norm='borda' against ranx's borda norm
@pytest.mark.parametrize("seed", SEEDS)
def test_borda_norm_and_ranx_borda_norm(seed: int) -> None:
    """rankagg: (n - r + 1) / n, 0 unreturned; ranx ``borda_norm`` (Renda & Straccia 2003): 1 - (r - 1) / n, an
    unreturned document 0.5 - (k - 1) / (2 n); so ranx's sum of it is rankagg's ``borda`` over n (every run holds
    every query here, as ranx needs)."""
    runs = runs_for(seed)
    got = fused(runs, "combsum", norm="borda")
    borda = fused(runs, "borda")
    for q in ("q1", "q2"):
        cands = {d for r in runs.values() for d in r[q]}
        n = len(cands)
        rk = [ranks(r[q]) for r in runs.values()]
        mine = {d: sum((n - r[d] + 1) / n for r in rk if d in r) for d in cands}
        ranx = {d: sum(1 - (r[d] - 1) / n if d in r else 0.5 - (len(r) - 1) / (2 * n) for r in rk) for d in cands}
        assert got[q] == pytest.approx(mine, rel=1e-12)
        assert {d: x / n for d, x in borda[q].items()} == pytest.approx(ranx, rel=1e-12)
    text = " ".join((DOCS / "conventions.md").read_text().split())
    assert "ranx's `sum` with `norm='borda'` is rankagg's `borda` divided by `n`" in text


# ------------------------------------------------------------------ what a peer's name sets is a default
def _aliases_setting_parameters():
    from rankagg.methods.names import OTHER_NAMES

    return [(alias, key) for alias, (_, fixed, _) in sorted(OTHER_NAMES.items()) for key in sorted(fixed)]


@pytest.mark.parametrize("alias,key", _aliases_setting_parameters(), ids=[f"{a}-{k}" for a, k in _aliases_setting_parameters()])
def test_a_parameter_a_peer_s_name_sets_can_be_given_as_the_peer_takes_it(alias, key):
    """ranx's ``logn_isr(runs, sigma=...)`` takes its sigma: ``rankagg.fuse(runs, 'logn_isr', sigma=0.5)`` was
    refused as "sigma given twice" once the name set sigma 0.01.  What a name sets is its default: a value given
    beside it (keyword, ``--param`` or in the spec) is the one used, as for the method's own defaults."""
    from rankagg.methods.names import OTHER_NAMES
    from rankagg.methods.registry import make_method, method_class

    target, fixed, _ = OTHER_NAMES[alias]
    other = method_class(target).defaults[key]
    assert other != fixed[key]  # the name's value is not the method's default: else it would not set it
    expected = make_method(target, **{**fixed, key: other}).params
    assert make_method(alias, **{key: other}).params == expected
    assert make_method(f"{alias}({key}={other!r})").params == expected
    assert make_method(alias).params == make_method(target, **fixed).params
