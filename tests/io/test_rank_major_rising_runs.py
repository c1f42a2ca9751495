"""A run written rank by rank (every query's first line, then every query's second line, ...) whose scores are
distances rising down each list: its lines descend on about half their pairs whichever way its lists run, and the
file door's cheap test ('most lines descend: a list written best first') took half for most and read the run upside
down without a word (a draw of tests/io/test_sixteenth_bar_charts.py's property, twice in issue 45's thirty-first
session).  Such a file is now judged whole and told; the usual file written best first still ends the test early (on the
137 runs of the TREC-COVID rounds 2 to 5 the early exit was the same under both rules when this was written)."""

import warnings

import numpy as np
import pytest

import rankagg
from rankagg.io.score_direction import mostly_descending
from rankagg.io.text_input import InputFormatWarning

#: two queries' distances, rising down each list (a k-NN search's D array, written rank by rank): the lines go 0.30,
#: 0.20, 0.50, 0.40, ...: four of seven pairs descend, three rise
DISTANCES = {"q1": [0.30, 0.50, 0.70, 0.90], "q2": [0.20, 0.40, 0.60, 0.80]}


def _rank_major(lists: dict[str, list[float]], reverse: bool = False) -> str:
    lines = []
    for rank in range(4):
        for q, scores in lists.items():
            score = scores[::-1][rank] if reverse else scores[rank]
            lines.append(f"{q} Q0 {q}-d{rank} {rank + 1} {score} knn")
    return "\n".join(lines) + "\n"


def _rises_warned(action) -> list[str]:
    with warnings.catch_warnings(record=True) as got:
        warnings.simplefilter("always")
        action()
    return [str(w.message) for w in got if issubclass(w.category, InputFormatWarning) and "rise down" in str(w.message)]


@pytest.mark.parametrize("door", ["fuse", "evaluate"])
def test_a_rank_major_run_of_rising_distances_is_told(tmp_path, door):
    path = tmp_path / "knn.run"
    path.write_text(_rank_major(DISTANCES))
    scores = np.array([float(ln.split()[4]) for ln in path.read_text().splitlines()])
    later, earlier = scores[1:], scores[:-1]
    assert np.count_nonzero(later < earlier) * 2 >= len(scores)  # the old early exit would have ended here
    if door == "fuse":
        got = _rises_warned(lambda: rankagg.fuse([str(path)], "rrf"))
    else:
        got = _rises_warned(lambda: rankagg.evaluate(str(path), {"q1": {"q1-d0": 1}}, ["P@2"]))
    assert len(got) == 1 and str(path) in got[0], got


def test_the_same_run_written_best_first_is_not_told(tmp_path):
    path = tmp_path / "knn.run"
    path.write_text(_rank_major(DISTANCES, reverse=True))
    assert _rises_warned(lambda: rankagg.fuse([str(path)], "rrf")) == []


@pytest.mark.parametrize("scores, expected", [
    ([9.0, 8.0, 7.0, 6.0, 9.5, 8.5, 7.5], True),  # two lists best first: one rise where the second starts
    ([1.0, 1.0, 1.0, 2.0, 2.0, 2.0], False),  # ties: judged whole (a list of one score is told so)
    ([3.0, 2.0, 1.0, 3.5, 2.5, 1.5, 4.0, 1.0], True),
    ([0.30, 0.20, 0.50, 0.40, 0.70, 0.60, 0.90, 0.80], False),  # rank-major, rising: judged whole
])
def test_the_early_exit_by_hand(scores, expected):
    assert mostly_descending(np.array(scores)) is expected
