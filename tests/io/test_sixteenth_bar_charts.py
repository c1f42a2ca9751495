"""Issue 45's sixteenth bar (a music chart compiler): a run whose scores rise down every list (chart positions,
distances: lower is better) is read as trec_eval reads it, highest score first, and the reader is warned once,
naming the file and a query, at every door that reads a TREC run file whole (``rankagg.fuse`` of paths,
``fuse_files``, ``rankagg.evaluate`` of a path); a run with a list that does not rise draws no warning.

The expectation is the rule applied by hand to the generated lines: every query of two lines or more has each
score above the one on its line before, and some query has three lines or more."""

from __future__ import annotations

import gzip
import random
import warnings
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import rankagg
from rankagg.api import fuse_files
from rankagg.io import InputFormatWarning

RISE = "the scores rise down every list"


@st.composite
def chart_runs(draw):
    """A run of 1-4 weeks, each list written rising (positions as scores), falling or shuffled; ASCII ISRCs or
    non-ASCII names (the general parser instead of the compiled one); grouped by week or interleaved; blanks or
    tabs; gzip or not."""
    rnd = random.Random(draw(st.integers(0, 2**32 - 1)))
    weeks = [f"2024-W{w:02d}" for w in rnd.sample(range(1, 53), draw(st.integers(1, 4)))]
    shape = draw(st.sampled_from(["rising", "falling", "shuffled", "mixed"]))
    names = draw(st.sampled_from(["isrc", "unicode"]))
    lists: dict[str, list[tuple[str, float]]] = {}
    for w in weeks:
        n = rnd.randint(1, 8)
        ids = [f"USUM7{rnd.randrange(10**7):07d}" if names == "isrc" else f"Beyoncé_{rnd.randrange(10**6)}_米"
               for _ in range(n)]
        ids = list(dict.fromkeys(ids))
        scores = sorted(rnd.sample(range(1, 200), len(ids)))  # distinct, rising: the chart positions
        way = shape if shape != "mixed" else rnd.choice(["rising", "falling"])
        if way == "falling":
            scores.reverse()
        elif way == "shuffled":
            rnd.shuffle(scores)
        lists[w] = [(d, float(s)) for d, s in zip(ids, scores)]
    sep = draw(st.sampled_from([" ", "\t"]))
    lines = [(w, sep.join([w, "Q0", d, str(p), repr(s), "chart"]) + "\n") for w, lst in lists.items()
             for p, (d, s) in enumerate(lst, 1)]
    if draw(st.booleans()):  # weeks interleaved (a dump sorted otherwise): each week keeps its own line order
        order = sorted(range(len(lines)), key=lambda i: (rnd.random(), i))
        by_week: dict[str, list[str]] = {}
        for _, text in lines:
            by_week.setdefault(text.split()[0], []).append(text)
        heads = {w: iter(t) for w, t in by_week.items()}
        lines = [(lines[i][0], next(heads[lines[i][0]])) for i in order]
    text = "".join(t for _, t in lines)
    return text, lists, draw(st.booleans())


def rises_everywhere(lists: dict[str, list[tuple[str, float]]]) -> bool:
    long = [lst for lst in lists.values() if len(lst) >= 2]
    return bool(long) and max(len(lst) for lst in long) >= 3 and all(
        all(b[1] > a[1] for a, b in zip(lst, lst[1:])) for lst in long)


def _write(folder: Path, text: str, gz: bool) -> Path:
    path = folder / ("chart.run.gz" if gz else "chart.run")
    path.write_bytes(gzip.compress(text.encode()) if gz else text.encode())
    return path


def _warned(action) -> list[str]:
    with warnings.catch_warnings(record=True) as got:
        warnings.simplefilter("always")
        action()
    return [str(w.message) for w in got if issubclass(w.category, InputFormatWarning) and RISE in str(w.message)]


def _evaluate(path: Path, lists) -> None:
    first = next(iter(lists))
    rankagg.evaluate(str(path), {first: {lists[first][0][0]: 1}}, ["P@5"])


DOORS = {
    "fuse": lambda path, folder, lists: rankagg.fuse([str(path)], "rrf"),
    "fuse_files": lambda path, folder, lists: fuse_files([path], folder / "o.run", method="rrf", stream=False),
    "evaluate": lambda path, folder, lists: _evaluate(path, lists),
}


@pytest.mark.parametrize("door", sorted(DOORS))
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(run=chart_runs())
def test_a_run_rising_down_every_list_is_named_once(tmp_path, door, run):
    text, lists, gz = run
    folder = tmp_path / door
    folder.mkdir(exist_ok=True)
    path = _write(folder, text, gz)
    got = _warned(lambda: DOORS[door](path, folder, lists))
    if rises_everywhere(lists):
        assert len(got) == 1, got
        assert str(path) in got[0]
        assert any(f"query {w}:" in got[0] for w in lists)
    else:
        assert got == []


def test_positions_as_scores_are_still_ranked_highest_first(tmp_path):
    """The answer stays trec_eval's (the warning changes no order): position 4 of the chart comes first."""
    path = tmp_path / "pos.run"
    path.write_text("".join(f"2024-W07 Q0 T{p} {p} {p} chart\n" for p in range(1, 5)))
    with pytest.warns(InputFormatWarning, match=RISE):
        fused = rankagg.fuse([str(path)], "rrf")
    assert list(fused["2024-W07"]) == ["T4", "T3", "T2", "T1"]


def test_trust_rank_reads_the_positions_and_says_nothing(tmp_path):
    path = tmp_path / "pos.run"
    path.write_text("".join(f"2024-W07 Q0 T{p} {p} {p} chart\n" for p in range(1, 5)))
    out = tmp_path / "o.run"
    assert _warned(lambda: fuse_files([path], out, method="rrf", trust_rank=True)) == []
    assert [line.split()[2] for line in out.read_text().splitlines()] == ["T1", "T2", "T3", "T4"]
