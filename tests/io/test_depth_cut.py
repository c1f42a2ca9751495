"""A run written with ``depth=k`` is the first ``k`` lines of each query of the uncut run, near-ties at the cut
included (the tie rule sees neighbouring scores within ``2^-40`` of the larger as equal, so an item scoring a hair
below the k-th exact score may come before it by the other keys)."""

from __future__ import annotations

import numpy as np
from hypothesis import example, given, settings
from hypothesis import strategies as st

from rankagg.data.tie_rule import TIE_TOLERANCE
from rankagg.io.trec import read_trec_runs
from rankagg.io.trec_writer import format_trec_run


def _lines_by_query(text: str, depth: int | None = None) -> list[list[str]]:
    rows = [ln.split() for ln in text.splitlines()]
    return [r[:5] for r in rows if depth is None or int(r[3]) <= depth]


@settings(max_examples=60, deadline=None)
@given(levels=st.lists(st.integers(0, 3), min_size=6, max_size=30), hairs=st.lists(st.integers(-3, 3), min_size=30,
       max_size=30), depth=st.integers(1, 8), seed=st.integers(0, 2**16))
@example(levels=[3, 3, 2, 2, 2, 1, 1, 0], hairs=[0, 0, 0, -1, 1, 0, 0, 0] + [0] * 22, depth=3, seed=1)
def test_a_cut_run_is_the_first_lines_of_the_uncut_run(tmp_path_factory, levels, hairs, depth, seed):
    """Scores on a few levels, each moved by a few tolerance-sized hairs: many near-ties at any cut."""
    tmp = tmp_path_factory.mktemp("cut")
    rng = np.random.default_rng(seed)
    n = len(levels)
    text = []
    for j in range(2):  # two runs, so items differ in how many rankers have them and in their best rank
        docs = rng.permutation(n)[: max(1, n - j * 2)]
        text.append("".join(f"q1 Q0 d{d} {r} {len(docs) - r + 1} r{j}\n" for r, d in enumerate(docs, start=1)))
    paths = []
    for j, t in enumerate(text):
        p = tmp / f"r{j}"
        p.write_text(t)
        paths.append(p)
    data = read_trec_runs(paths)
    item_level = np.array([levels[int(d[1:]) % n] for d in data.docids], dtype=np.float64)
    hair = np.array([hairs[int(d[1:]) % 30] for d in data.docids], dtype=np.float64)
    scores = 1.0 + item_level + hair * (TIE_TOLERANCE * 4.0) / 3.0  # hairs of 4/3 tolerance-scale: chains
    full = _lines_by_query(format_trec_run(data, scores), depth)
    cut = _lines_by_query(format_trec_run(data, scores, depth=depth))
    assert [r[:4] for r in cut] == [r[:4] for r in full]
