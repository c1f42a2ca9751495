"""Issue 45's sixteenth bar, an LLM listwise reranker's day (u16l_cli_parquet_rank_table, u16l_parquet_rank_path_api,
u16l_cli_parquet_rank_ties): the reranker's permutations exported by pandas as a long table ``q_id, doc_id, rank,
run`` (no score: a permutation has none) were fused when given as a DataFrame, an Arrow table or a polars frame, but
the same rows saved as Parquet were refused by ``rankagg fuse`` and ``rankagg.fuse(path)`` ("a Parquet run table needs
the columns score").  The rule (rankagg/io/run_table.py, RANK): a long Parquet run table without a score column is
ordered by its ``rank`` column, each rank a positive integer, a repeated rank a tie at the best place of its class,
as the DataFrame door reads it (docs/conventions.md), and gives no scores to a method; ``rankagg evaluate`` refuses
such a table naming it (a run is measured by its scores, as the run DataFrame without scores is refused).

Generated over the doors (the command, ``rankagg.fuse`` of the path, the rankings every other command reads, a folder
of parts), the rank patterns (strict, ties, gaps, float dtype) and two methods, each against a reference computed
here: each document's place is one more than the documents of its list with a smaller rank; RRF sums 1 / (60 +
place), Borda n - place + 1 with (n - k + 1) / 2 for a list of k that lacks it."""

from __future__ import annotations

import itertools
import math

import numpy as np
import pandas as pd
import pytest

import rankagg
from rankagg.api import fuse_files
from rankagg.io import InputFormatError
from rankagg.io.run_inputs import runs_rankings

pytest.importorskip("pyarrow")

# two queries, three rerankers; each list as (docid, rank) in the table's row order
PATTERNS = {
    "strict": {"gpt4o": [("a", 1), ("b", 2), ("c", 3), ("d", 4)], "qwen": [("c", 1), ("a", 2), ("b", 3)],
               "llama3": [("b", 1), ("d", 2)]},
    "ties": {"gpt4o": [("a", 1), ("b", 2), ("c", 2), ("d", 4)], "qwen": [("c", 1), ("a", 1), ("b", 3)],
             "llama3": [("b", 1), ("d", 2)]},
    "gaps": {"gpt4o": [("a", 1), ("b", 3), ("c", 7), ("d", 20)], "qwen": [("c", 2), ("a", 5), ("b", 6)],
             "llama3": [("d", 10), ("b", 1)]},
}
QUERIES = ("1037496", "47923")


def _places(lst: list[tuple[str, float]]) -> dict[str, int]:
    return {d: 1 + sum(r2 < r for _, r2 in lst) for d, r in lst}


def _reference(lists: dict, method: str) -> dict[str, float]:
    ids = sorted({d for lst in lists.values() for d, _ in lst})
    n, score = len(ids), {d: 0.0 for d in ids}
    for lst in lists.values():
        places = _places(lst)
        for d in ids:
            if method == "rrf":
                score[d] += 1 / (60 + places[d]) if d in places else 0.0
            else:
                score[d] += n - places[d] + 1 if d in places else (n - len(lst) + 1) / 2
    return score


def _rows(pattern: str, as_float: bool = False) -> pd.DataFrame:
    rows = [(q, f"{q}_{d}", r, run) for q in QUERIES for run, lst in PATTERNS[pattern].items() for d, r in lst]
    df = pd.DataFrame(rows, columns=["q_id", "doc_id", "rank", "run"])
    return df.astype({"rank": "float64"}) if as_float else df


def _want(pattern: str, method: str) -> dict[str, dict[str, float]]:
    lists = PATTERNS[pattern]
    ref = _reference(lists, method)
    return {q: {f"{q}_{d}": s for d, s in ref.items()} for q in QUERIES}


def _in_order(got: list[tuple[str, float]], want: dict[str, float]) -> bool:
    docs = [d for d, _ in got]
    return sorted(docs) == sorted(want) and all(want[a] >= want[b] - 1e-12 for a, b in zip(docs, docs[1:]))


def _read_run(path) -> dict[str, list[tuple[str, float]]]:
    out: dict[str, list[tuple[str, float]]] = {}
    for line in open(path).read().splitlines():
        q, _, d, _, s, _ = line.split()
        out.setdefault(q, []).append((d, float(s)))
    return out


CASES = list(itertools.product(sorted(PATTERNS), ("rrf", "borda"), (False, True)))


@pytest.mark.parametrize("pattern,method,as_float", CASES)
def test_the_command_fuses_a_rank_table_as_its_ranks_say(tmp_path, pattern, method, as_float):
    _rows(pattern, as_float).to_parquet(tmp_path / "perms.parquet", index=False)
    fuse_files([tmp_path / "perms.parquet"], tmp_path / "fused.run", method=method, depth=None)
    got, want = _read_run(tmp_path / "fused.run"), _want(pattern, method)
    assert set(got) == set(QUERIES)
    for q in QUERIES:
        assert _in_order(got[q], want[q])
        # the written scores are the fused ones, an exact tie lowered by float32 steps to keep the file's order
        assert all(math.isclose(s, want[q][d], rel_tol=1e-6) for d, s in got[q])


@pytest.mark.parametrize("pattern,method", list(itertools.product(sorted(PATTERNS), ("rrf", "borda"))))
def test_rankagg_fuse_of_the_path_gives_the_exact_fused_scores(tmp_path, pattern, method):
    _rows(pattern).to_parquet(tmp_path / "perms.parquet", index=False)
    got, want = rankagg.fuse(str(tmp_path / "perms.parquet"), method, depth=None), _want(pattern, method)
    assert set(got) == set(QUERIES)
    for q in QUERIES:
        assert _in_order(list(got[q].items()), want[q])
        assert all(math.isclose(s, want[q][d], rel_tol=1e-12) for d, s in got[q].items())


@pytest.mark.parametrize("pattern", sorted(PATTERNS))
def test_a_folder_of_parts_is_read_as_one_table(tmp_path, pattern):
    df = _rows(pattern)
    (tmp_path / "perms").mkdir()
    df.iloc[: len(df) // 2].to_parquet(tmp_path / "perms" / "part-0.parquet", index=False)
    df.iloc[len(df) // 2:].to_parquet(tmp_path / "perms" / "part-1.parquet", index=False)
    got, want = rankagg.fuse(str(tmp_path / "perms"), "rrf", depth=None), _want(pattern, "rrf")
    for q in QUERIES:
        assert all(math.isclose(s, want[q][d], rel_tol=1e-12) for d, s in got[q].items()) and len(got[q]) == 4


@pytest.mark.parametrize("pattern", sorted(PATTERNS))
def test_the_rankings_every_command_reads_hold_the_ranks_as_written(tmp_path, pattern):
    # as the DataFrame door holds them: a method's positions='local' counts the places (the fusion tests above)
    _rows(pattern).to_parquet(tmp_path / "perms.parquet", index=False)
    data = runs_rankings([tmp_path / "perms.parquet"])
    names = list(data.ranker_names)
    for qi, q in enumerate(data.qids.tolist()):
        lo, hi = int(data.offsets[qi]), int(data.offsets[qi + 1])
        for run, lst in PATTERNS[pattern].items():
            written = {f"{q}_{d}": float(r) for d, r in lst}
            col = data.ranks[lo:hi, names.index(run)]
            got = {str(d): r for d, r in zip(data.docids[lo:hi].tolist(), col.tolist()) if not np.isnan(r)}
            assert got == written


@pytest.mark.parametrize("bad,shown", [(0, "0"), (-1, "-1"), (2.5, "2.5"), (float("inf"), "inf")])
def test_a_rank_that_is_no_positive_integer_is_refused_at_its_row(tmp_path, bad, shown):
    df = _rows("strict", as_float=True)
    df.loc[4, "rank"] = bad
    df.to_parquet(tmp_path / "perms.parquet", index=False)
    with pytest.raises(InputFormatError, match=rf"perms\.parquet:5: rank {shown}"):
        rankagg.fuse(str(tmp_path / "perms.parquet"), "rrf")
    assert not (tmp_path / "fused.run").exists()


def test_evaluate_refuses_a_table_without_scores_naming_it(tmp_path):
    _rows("strict")[lambda d: d.run == "gpt4o"].to_parquet(tmp_path / "one.parquet", index=False)
    with pytest.raises(ValueError, match=r"one\.parquet: a Parquet run table without scores"):
        rankagg.evaluate(str(tmp_path / "one.parquet"), {"1037496": {"1037496_a": 1}}, ["nDCG@10"])


def test_a_table_with_scores_still_ignores_its_rank_column_and_refuses_trust_rank(tmp_path):
    df = _rows("strict")
    df["score"] = -df["rank"].astype(float) * 0 + np.arange(len(df), dtype=float)  # scores against the ranks
    df.to_parquet(tmp_path / "scored.parquet", index=False)
    got = rankagg.fuse(str(tmp_path / "scored.parquet"), "rrf", depth=None)
    lists = {run: [(d, -float(s)) for d, s in zip(g.doc_id, g.score)] for run, g in df[df.q_id == "47923"].groupby("run")}
    want = _reference({r: [(d.split("_", 1)[1], s) for d, s in lst] for r, lst in lists.items()}, "rrf")
    assert all(math.isclose(s, want[d.split("_", 1)[1]], rel_tol=1e-12) for d, s in got["47923"].items())
    with pytest.raises(ValueError, match="trust_rank"):
        fuse_files([tmp_path / "scored.parquet"], tmp_path / "o.run", method="rrf", trust_rank=True)
