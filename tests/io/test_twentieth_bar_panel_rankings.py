"""Issue 45's twentieth bar (a sensory lab's panel rankings): a run held in memory whose scores rise down every list
(the assessors' ranks typed into a ``score`` column, 1 = best) is read as trec_eval reads a run, highest score first,
and told, as a run file's reader tells (tests/io/test_sixteenth_bar_charts.py), at every in-memory door of
``rankagg.fuse``: a dict of runs, a pandas frame, an Arrow table, a polars frame, and a Parquet run table (a file whose
rows meet the same reader).  Panels whose lists fall or are shuffled draw no warning.

The expectations are computed here: the rule applied by hand to the generated lists (every list of two entries or
more rises, one has three or more) and Borda's points (n - r + 1, r by score highest first) summed by hand."""

from __future__ import annotations

import math
import random
import warnings
from pathlib import Path

import pandas as pd
import pyarrow as pa
import pytest

import rankagg
from rankagg.io import InputFormatWarning

RISE = "the scores rise down every list"
CODES = ["517", "093", "248", "630", "007", "381", "762", "154"]
FORMS = ["dict", "pandas", "arrow", "polars", "parquet"]


SHAPES = ["rising", "falling", "shuffled", "mixed", "pairs"]


def panel_of(shape: str, seed: int) -> dict[str, dict[str, list[tuple[str, float]]]]:
    """{assessor: {attribute: [(code, score), ...] in the order given}}: 2-5 assessors, 1-3 attributes, 3-8 products
    (2 for ``pairs``: too few to tell a direction), each list written rising (ranks as scores), falling (points),
    shuffled, or a mix of rising and falling lists."""
    rnd = random.Random(seed)
    attrs = ["sweetness", "bitterness", "overall_liking"][:rnd.randint(1, 3)]
    n = 2 if shape == "pairs" else rnd.randint(3, 8)
    out: dict[str, dict[str, list[tuple[str, float]]]] = {}
    for k in range(rnd.randint(2, 5)):
        out[f"A{k + 1:02d}"] = {}
        for a in attrs:
            codes = rnd.sample(CODES[:n], n)
            scores = [float(i + 1) for i in range(n)]  # ranks, 1 first: they rise
            way = {"mixed": rnd.choice(["rising", "falling"]) if k else "falling", "pairs": "rising"}.get(shape, shape)
            if way == "falling":
                scores.reverse()
            elif way == "shuffled":
                while scores == sorted(scores):  # a shuffle that rises would be a rising list
                    rnd.shuffle(scores)
            out[f"A{k + 1:02d}"][a] = list(zip(codes, scores))
    return out


def rising_runs(panel: dict) -> list[str]:
    """The runs (assessors), in the order given, each of whose lists of two entries or more rises, one of them
    having three or more: each run is judged alone, as a run file is (issue 45's twenty-first bar)."""
    out = []
    for a, runs in panel.items():
        lists = [lst for lst in runs.values() if len(lst) >= 2]
        if lists and max(len(lst) for lst in lists) >= 3 and all(
                all(b[1] > a[1] for a, b in zip(lst, lst[1:])) for lst in lists):
            out.append(a)
    return out


def told_runs(panel: dict, rising: list[str]) -> list[str]:
    """``rising`` when lists in no order would rise as those runs' lists do less often than once in a thousand (the
    product over their lists of 1/k!, k a list's distinct scores), else none: rows in memory are often in an order
    that means nothing (a dict built item by item, issue 45's twenty-first bar), a TREC file is written best first."""
    ways = math.prod(math.factorial(len({s for _, s in lst})) for r in rising for lst in panel[r].values())
    return rising if ways >= 1000 else []


def rises_everywhere(panel: dict) -> bool:
    lists = [lst for runs in panel.values() for lst in runs.values() if len(lst) >= 2]
    return bool(lists) and max(len(lst) for lst in lists) >= 3 and all(
        all(b[1] > a[1] for a, b in zip(lst, lst[1:])) for lst in lists)


def borda_by_hand(panel: dict) -> dict[str, dict[str, float]]:
    """Borda points n - r + 1, r by score highest first (complete strict lists: no tie rule needed)."""
    out: dict[str, dict[str, float]] = {}
    for runs in panel.values():
        for q, lst in runs.items():
            ranked = sorted(lst, key=lambda x: -x[1])
            for r, (d, _) in enumerate(ranked, 1):
                out.setdefault(q, {})[d] = out.get(q, {}).get(d, 0.0) + len(lst) - r + 1
    return out


def given_as(panel: dict, form: str, folder: Path):
    rows = [(q, a, d, s) for a, runs in panel.items() for q, lst in runs.items() for d, s in lst]
    frame = pd.DataFrame(rows, columns=["q_id", "run", "doc_id", "score"])
    if form == "dict":
        return {a: {q: dict(lst) for q, lst in runs.items()} for a, runs in panel.items()}
    if form == "pandas":
        return frame
    if form == "arrow":
        return pa.Table.from_pandas(frame, preserve_index=False)
    if form == "polars":
        pl = pytest.importorskip("polars")
        return pl.from_pandas(frame)
    path = folder / "panel.parquet"
    frame.to_parquet(path, index=False)
    return str(path)


def scores_of(result, form: str) -> dict[str, dict[str, float]]:
    if form in ("dict", "parquet"):
        return {q: dict(docs) for q, docs in result.items()}
    frame = result if form == "pandas" else result.to_pandas()
    return {q: dict(zip(g["doc_id"], g["score"])) for q, g in frame.groupby("q_id")}


@pytest.mark.parametrize("shape", SHAPES)
@pytest.mark.parametrize("form", FORMS)
def test_scores_rising_down_every_list_are_told_at_every_door(form, shape, tmp_path):
    panel = panel_of(shape, seed=len(form) * 31 + SHAPES.index(shape))
    assert rises_everywhere(panel) == (shape == "rising")  # the generator's own claim, by the rule by hand
    runs = given_as(panel, form, tmp_path)
    with warnings.catch_warnings(record=True) as got:
        warnings.simplefilter("always")
        fused = rankagg.fuse(runs, "borda")
    told = [str(w.message) for w in got if issubclass(w.category, InputFormatWarning) and RISE in str(w.message)]
    assert bool(told) == bool(told_runs(panel, rising_runs(panel))), told
    assert len(told) <= 1
    if told:
        first = rising_runs(panel)[0]
        assert repr(first) in told[0] and repr(next(iter(panel[first]))) in told[0]
    want = borda_by_hand(panel)
    got_scores = scores_of(fused, form)
    assert {q: {d: round(s, 6) for d, s in v.items()} for q, v in got_scores.items()} == want


def test_a_panel_of_ranks_names_its_source_run_and_query():
    orders = {"A01": ["517", "093", "248", "630"], "A02": ["093", "517", "248", "630"], "A03": ["517", "093", "630", "248"]}
    frame = pd.DataFrame([("sweetness", a, d, float(r)) for a, o in orders.items() for r, d in enumerate(o, 1)],
                         columns=["q_id", "run", "doc_id", "score"])
    with pytest.warns(InputFormatWarning, match=r"^dataframe: the scores rise down every list \(run 'A01', query "
                                                r"'sweetness': its first row scores lowest\)"):
        fused = rankagg.fuse(frame, "borda")
    # read by score, highest first: 630 gets 4 + 4 + 3 points, 248 3 + 3 + 4, 093 2 + 1 + 2, 517 1 + 2 + 1
    assert list(fused["doc_id"]) == ["630", "248", "093", "517"]


def test_a_short_list_in_memory_that_rises_by_chance_is_not_told():
    """One auction of three ads whose pCTRs happen to rise in the dict's order (one chance in six for ads in no
    order: u21a) draws no warning; seven that rise (one in 5040) do."""
    for n, told in ((3, False), (6, False), (7, True)):
        with warnings.catch_warnings(record=True) as got:
            warnings.simplefilter("always")
            rankagg.fuse({"pctr": {"a1": {f"ad{i}": (i + 1) * 1e-5 for i in range(n)}},
                          "ecpm": {"a1": {f"ad{i}": float(n - i) for i in range(n)}}}, "borda")
        assert any(RISE in str(w.message) for w in got) == told, (n, [str(w.message) for w in got])


@pytest.mark.parametrize("form", ["dict", "pandas", "arrow"])
@pytest.mark.parametrize("rising", [True, False])
def test_rankagg_evaluate_tells_a_run_whose_scores_rise_as_fuse_does(form, rising):
    """``rankagg.evaluate`` of a run held in memory: the same warning (without the rank-column advice, which the
    evaluation does not take) when its scores rise down every list, and trec_eval's values either way: P@1 by hand,
    the document with the highest score first."""
    lists = {"sweet": ["517", "093", "248"], "bitter": ["630", "007", "381", "762"], "salty": ["111", "222", "333", "444", "555"]}
    qrels = {"sweet": {"248": 1, "517": 0}, "bitter": {"762": 1, "630": 1}, "salty": {"555": 1}}
    rows = [(q, d, float(r if rising else len(ds) - r + 1)) for q, ds in lists.items() for r, d in enumerate(ds, 1)]
    if form == "dict":
        run: object = {q: {d: s for qq, d, s in rows if qq == q} for q in lists}
    else:
        frame = pd.DataFrame(rows, columns=["qid", "docid", "score"])
        run = frame if form == "pandas" else pa.Table.from_pandas(frame, preserve_index=False)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        got = rankagg.evaluate(run, qrels, measures=["P@1"])
    told = [str(w.message) for w in caught if issubclass(w.category, InputFormatWarning) and RISE in str(w.message)]
    assert len(told) == (1 if rising else 0), told
    assert all("rank column" not in t or form == "pandas" for t in told), told  # a frame's door reads a rank column
    # highest score first: the last of each list when the scores rise (248, 762, 555: all relevant), else the first
    # (517, 630, 111: one relevant); lists in no order would rise so once in 3! * 4! * 5! = 17280: told
    assert got["P@1"] == pytest.approx(1.0 if rising else 1 / 3)
