"""Real TREC files (issue 23): the 28 TREC-COVID round-5 runs and their NIST qrels, as distributed
(gzipped, tab-separated, four runs with ranks from 0, one with repeated ranks on tied scores, qrels with
the judging iteration ``4.5``/``5`` in their second column and two spaces before the docid).

Marked ``data`` like the LETOR tests: they skip without the data locally and fail in CI (CI=true).
"""

from __future__ import annotations

import csv
import functools
import gzip
from pathlib import Path

import numpy as np
import pytest

from rankagg.evaluation.trec_eval import evaluate_columns
from rankagg.io import read_qrels
from rankagg.io._qrels_text import read_qrels_columns
from rankagg.io._run_text import read_run_checked
from rankagg.io.trec import read_trec_entries, read_trec_run

pytestmark = pytest.mark.data


@pytest.fixture(scope="module")
def covid(trec_covid_dir: Path) -> Path:
    return trec_covid_dir


def _runs(covid: Path) -> list[Path]:
    return sorted((covid / "runs").glob("*.gz"))


def _lines(path: Path) -> list[list[str]]:
    return [ln.split() for ln in gzip.decompress(path.read_bytes()).decode().splitlines() if ln.strip()]


@functools.cache
def _line_counts(runs: tuple[Path, ...]) -> tuple[int, ...]:
    """Each run's number of non-blank lines, counted once for both trust_rank cases (a pass over the 1.2 million
    lines of the 28 files: ~2 CPU s when each line was split as well)."""
    return tuple(sum(1 for ln in gzip.decompress(p.read_bytes()).decode().splitlines() if ln.strip()) for p in runs)


@pytest.mark.parametrize("trust_rank", [False, True])
def test_every_real_run_is_read(covid, trust_rank):
    """All 28 runs, as they come, with and without trust_rank: every line is an entry of its run."""
    paths = _runs(covid)
    assert len(paths) == 28
    e = read_trec_entries(paths, trust_rank=trust_rank)
    assert e.n_rankers == 28 and e.n_queries == 50
    sizes = np.bincount(e.ranker, minlength=28)
    assert sizes.tolist() == list(_line_counts(tuple(paths)))
    assert int(sizes.sum()) == 1_184_826  # PROVENANCE.md


@pytest.mark.parametrize("name", ["UIowaS_Run1", "mpiid5_run1", "sab20.5.4.dfo", "UPrrf93-wt-r5",
                                  "uogTrDPH_QE_RF_SB_CB", "CSIROmedNIP"])
def test_trust_rank_follows_the_rank_column(covid, name):
    """With trust_rank the order of each list is its rank column's (from 0 in four runs; repeated on tied
    scores in uogTrDPH_QE_RF_SB_CB, broken by docid descending as trec_eval does); without it, the score's."""
    path = covid / "runs" / f"{name}.gz"
    # each line's sort key, made once for both cases: (rank, -score, the docid's characters negated, docid)
    by_q: dict[str, list] = {}
    for q, _, doc, rank, score, _ in _lines(path):
        by_q.setdefault(q, []).append((int(rank), -float(score), tuple(-ord(c) for c in doc), doc))
    for trust_rank in (False, True):
        d = read_trec_run(path, trust_rank=trust_rank)
        qids = np.asarray(d.qids, dtype=object)[np.asarray(d.query_of_item)].tolist()  # each item's query
        pos = dict(zip(zip(map(str, qids), map(str, np.asarray(d.docids, dtype=object).tolist())),
                       np.asarray(d.ranks)[:, 0].tolist()))
        assert len(pos) == d.n_items
        for q, lst in by_q.items():
            expected = [t[3] for t in sorted(lst if trust_rank else [(0, *t[1:]) for t in lst])]
            got = sorted(expected, key=lambda doc: pos[(q, doc)])
            assert got == expected, (name, trust_rank, q)


def _pytrec(covid: Path, path: Path):
    import pytrec_eval

    with open(covid / "qrels-round5.txt") as f:
        qrels = pytrec_eval.parse_qrel(f)
    run = pytrec_eval.parse_run(gzip.decompress(path.read_bytes()).decode().splitlines())
    return pytrec_eval.RelevanceEvaluator(qrels, {"ndcg_cut.20", "P.20", "map"}).evaluate(run)


@pytest.mark.parametrize("name", ["UPrrf93-wt-r5", "UIowaS_Run1", "uogTrDPH_QE_RF_SB_CB", "udel_fang_ltr_split"])
def test_real_runs_evaluate_as_pytrec_eval_and_the_leaderboard(covid, name):
    """nDCG@20, P@20 and AP of real runs read by rankagg equal pytrec_eval reading the same file, per query,
    and the official round-5 leaderboard (trec_eval on these files, 4 decimals).  pytrec_eval and the
    leaderboard's trec_eval (9.x) store scores as float32, rankagg orders doubles (trec_eval 10.0: issue 45,
    docs/conventions.md), so rankagg is given the scores rounded to float32; as doubles, the values differ
    only on udel_fang_ltr_split, whose lists hold scores that are one float32 (and trec_eval 10.0's values
    are tests/evaluation/test_trec_eval_reference.py's)."""
    pytest.importorskip("pytrec_eval")
    path = covid / "runs" / f"{name}.gz"
    run, qrels = read_run_checked(path), read_qrels_columns(covid / "qrels-round5.txt")
    as_float32 = {"qid": run["qid"], "docid": run["docid"], "score": run["score"].astype(np.float32).astype(float)}
    qids, ours = evaluate_columns(as_float32, qrels, ["nDCG@20", "P@20", "AP"])
    _, as_doubles = evaluate_columns(run, qrels, ["nDCG@20", "P@20", "AP"])
    same = all(np.array_equal(ours[m], as_doubles[m]) for m in ours)
    assert same == (name != "udel_fang_ltr_split"), name
    theirs = _pytrec(covid, path)
    assert qids == sorted(theirs)
    for col, key in (("nDCG@20", "ndcg_cut_20"), ("P@20", "P_20"), ("AP", "map")):
        np.testing.assert_allclose(ours[col], [theirs[q][key] for q in qids], rtol=0, atol=1e-12)
    board = {r["tag"]: r for r in csv.DictReader(open(covid / "leaderboard.csv"))}[name]
    for col, key in (("nDCG@20", "ndcg@20"), ("P@20", "P@20"), ("AP", "map")):
        assert abs(ours[col].mean() - float(board[key])) < 0.00006, (name, col)


def test_real_qrels_read_as_pytrec_eval(covid):
    """Judging-iteration tokens (4.5, 5) and two-space separators: the same judgments as pytrec_eval's."""
    pytrec_eval = pytest.importorskip("pytrec_eval")
    q = read_qrels(covid / "qrels-round5.txt")
    assert len(q) == 23_151  # PROVENANCE.md
    with open(covid / "qrels-round5.txt") as f:
        theirs = pytrec_eval.parse_qrel(f)
    ours: dict[str, dict[str, int]] = {}
    for qid, doc, rel in zip(q["qid"], q["docid"], q["rel"]):
        ours.setdefault(qid, {})[doc] = int(rel)
    assert ours == theirs
    assert sorted(set(q["rel"].tolist())) == [-1, 0, 1, 2]  # -1 on a few lines, not in PROVENANCE.md
