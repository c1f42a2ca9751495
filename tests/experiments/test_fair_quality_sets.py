"""The builder of issue 48's sets from other fields and the benchmark's reader, on small hand-made inputs."""

from __future__ import annotations

import subprocess

import numpy as np
import pytest

from benchmarks import bench_fair_quality as bench
from benchmarks.fair_quality import fetch_sets as fs

HEADER = "workerId,problem,treatment,domain,question,options,response,correct\n"


def _csv(*rows: str) -> bytes:
    return (HEADER + "".join(r + "\n" for r in rows)).encode()


def test_spvoting_lists_and_truth_by_hand(monkeypatch):
    monkeypatch.setattr(fs, "SPV_FOREIGN_VOTES", 1)
    raw = _csv('1,1,4,1,2,"[3, 9, 15, 21]","[[3, 15, 9, 21], []]",True',
               '2,1,1,1,2,"[3, 9, 15, 21]","[[9], []]",False',
               '3,1,1,3,5,"[9, 15, 21, 27]","[[4], []]",False')  # a vote outside the options: dropped
    sets = fs.spvoting_sets(raw)
    lists, truth = sets["geography"]
    assert lists == [("g02", "w1", "o3", 1), ("g02", "w1", "o15", 2), ("g02", "w1", "o9", 3), ("g02", "w1", "o21", 4),
                     ("g02", "w2", "o9", 1)]
    assert truth == [("g02", "o3", 1), ("g02", "o9", 2), ("g02", "o15", 3), ("g02", "o21", 4)]
    assert sets["paintings"][0] == [] and sets["paintings"][1] == [("p05", "o9", 1), ("p05", "o15", 2),
                                                                  ("p05", "o21", 3), ("p05", "o27", 4)]


def test_spvoting_refuses_what_contradicts_its_truth():
    with pytest.raises(ValueError, match="line 2: 'correct' is False"):
        fs.spvoting_sets(_csv('1,1,4,1,2,"[3, 9, 15, 21]","[[3, 15, 9, 21], []]",False'))
    with pytest.raises(ValueError, match="line 2: the vote"):
        fs.spvoting_sets(_csv('1,1,4,1,2,"[3, 9, 15, 21]","[[3, 3, 9, 21], []]",True'))
    with pytest.raises(ValueError, match="0 votes outside"):
        fs.spvoting_sets(_csv('1,1,4,1,2,"[3, 9, 15, 21]","[[3, 15, 9, 21], []]",True'))


def test_potato_set_cuts_each_list_to_its_length():
    lists, truth = fs.potato_set([[2, 1, 3], [1, 3, 2]], [1, 2, 3], (1, 3))
    assert lists == [("potatoes", "A1", "P2", 1), ("potatoes", "A2", "P1", 1), ("potatoes", "A2", "P2", 3),
                     ("potatoes", "A2", "P3", 2)]
    assert truth == [("potatoes", "P1", 1), ("potatoes", "P2", 2), ("potatoes", "P3", 3)]
    with pytest.raises(ValueError, match="permutation"):
        fs.potato_set([[1, 1, 3]], [1, 2, 3], None)


def test_a_source_is_refused_unless_its_checksum_is_the_pinned_one(tmp_path, monkeypatch):
    repo = tmp_path / "repo"
    subprocess.run(["git", "init", "-q", str(repo)], check=True)
    (repo / "f.csv").write_text("a,b\n")
    subprocess.run(["git", "-C", str(repo), "add", "f.csv"], check=True)
    subprocess.run(["git", "-C", str(repo), "-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "f"],
                   check=True)
    commit = subprocess.run(["git", "-C", str(repo), "rev-parse", "HEAD"], capture_output=True, text=True,
                            check=True).stdout.strip()
    key = ("o/n", commit, "f.csv")
    monkeypatch.setitem(fs.SOURCES, key, fs._sha256(b"a,b\n"))
    assert fs.read_source(*key, {"o/n": repo / ".git"}) == b"a,b\n"
    monkeypatch.setitem(fs.SOURCES, key, "0" * 64)
    with pytest.raises(ValueError, match="refusing"):
        fs.read_source(*key, {"o/n": repo / ".git"})


def test_the_benchmark_reads_a_set_and_judges_lists_against_the_truth(tmp_path):
    lists = [("q", "good", "a", 1), ("q", "good", "b", 2), ("q", "good", "c", 3),
             ("q", "bad", "d", 1), ("q", "bad", "c", 2), ("q", "bad", "b", 3), ("q", "top1", "a", 1)]
    fs.write_set(tmp_path, "toy", lists, [("q", "a", 1), ("q", "b", 2), ("q", "c", 3), ("q", "d", 4)], "# toy\n")
    data, true_rank = bench.load_set(tmp_path / "toy")
    assert list(data.docids) == ["a", "b", "c", "d"] and data.ranker_names == ("good", "bad", "top1")
    np.testing.assert_array_equal(true_rank, [1, 2, 3, 4])
    kappa, rho = bench.true_list_quality(data, true_rank)
    assert kappa[0] == pytest.approx(1.0) and kappa[2] == pytest.approx(1.0) and kappa[1] < 0
    np.testing.assert_allclose(rho[:2], [1.0, -1.0]) and np.isnan(rho[2])
    # the fused order of a perfect scorer: rho 1, top-1 1; all tied: the true first holds a quarter of the top
    assert bench.fused_quality(data, true_rank, -true_rank) == (1.0, 1.0)
    assert bench.fused_quality(data, true_rank, np.zeros(4)) == (0.0, 0.25)
    with open(tmp_path / "toy" / "lists.tsv", "a", encoding="utf-8") as f:
        f.write("q\tgood\tz\t4\n")
    with pytest.raises(ValueError, match="lists.tsv line 9: item z"):
        bench.load_set(tmp_path / "toy")
