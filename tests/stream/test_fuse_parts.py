"""rankagg fuse's in-memory path fuses and formats the queries in parts, one per thread
(rankagg.stream.fuse.write_run_in_parts): the same bytes as the whole run in one piece, for any number of
parts, on generated runs with ties, and the same error when a query's fused score overflows."""

from __future__ import annotations

import gzip

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rankagg.api import fuse_files, make_fusion
from rankagg.io.trec import read_trec_entries
from rankagg.io.trec_writer import write_trec_run
from rankagg.stream.fuse import _parts, contract_scores, query_range, write_run_in_parts
from rankagg.defaults import DEFAULT_METHOD
from rankagg.stream.run import joins_parts, splits_by_query

RUNS = st.lists(st.lists(st.tuples(st.integers(0, 7), st.integers(0, 30), st.integers(-4, 4)), min_size=1, max_size=80),
                min_size=1, max_size=4)
METHODS = ["rrf", "combsum", "isr", "combmnz", "rrf(k=1)", "combsum(norm='none')"]


def write_runs(root, runs, *, gz: bool = False, sep: str = " ") -> list[str]:
    """Run files from ``(qid, docid, score)`` triples per run (a document's second line in a query left out),
    gzipped with ``gz``."""
    paths = []
    for r, lines in enumerate(runs):
        seen, text = set(), []
        for q, d, s in lines:
            if (q, d) not in seen:
                seen.add((q, d))
                text.append(sep.join(["q%d" % q, "Q0", "doc%d" % d, str(len(text) + 1), str(s / 4), "run%d" % r]) + "\n")
        path = root / (f"r{r}.gz" if gz else f"r{r}.run")
        path.write_bytes(gzip.compress("".join(text).encode()) if gz else "".join(text).encode())
        paths.append(str(path))
    return paths


def test_parts_are_whole_queries_of_about_equal_items():
    offsets = np.array([0, 10, 20, 30, 40])
    assert _parts(offsets, 1) == [(0, 4)]
    assert _parts(offsets, 2) == [(0, 2), (2, 4)]
    assert _parts(offsets, 4) == [(0, 1), (1, 2), (2, 3), (3, 4)]
    assert _parts(offsets, 9) == [(0, 1), (1, 2), (2, 3), (3, 4)]  # never an empty part
    assert _parts(np.array([0, 90, 95, 100]), 2) == [(0, 1), (1, 3)]  # a query is never cut
    assert _parts(np.array([0, 5]), 2) == [(0, 1)]
    assert _parts(np.array([0]), 2) == []  # no query: the whole (empty) entries are fused as they are


def test_which_methods_are_fused_in_parts():
    assert splits_by_query(make_fusion("rrf")) and splits_by_query(make_fusion("combsum"))
    assert not splits_by_query(make_fusion("borda"))  # a rank matrix, not sums over lines
    assert not splits_by_query(make_fusion(None))  # the default learns from all the queries
    # ... so its parts are joined in the mean quality; a per-query method's are not, a matrix method has none
    assert joins_parts(make_fusion(None)) and not joins_parts(make_fusion("rrf"))
    assert not joins_parts(make_fusion("borda")) and not joins_parts(make_fusion("pseudo_qrels(fusion='combsum')"))


#: quality-weighted fusions of run entries, fused in parts joined by their mean quality: the default, more
#: rounds, per-query and blended scopes (fused per part as whole runs), ISR points
QUALITY = [DEFAULT_METHOD, "pseudo_qrels(fusion='rrf', unranked='zero', n_iter=3, power=2.0)",
           "pseudo_qrels(fusion='rrf', unranked='zero', scope='blend', saturate=0.3)",
           "pseudo_qrels(fusion='isr', unranked='zero', top_m=2, depth=3, max_share=1.5)",
           "pseudo_qrels(fusion='rrf', unranked='zero', saturate=0.15, saturate_quantile=0.9, chance='subtract')",
           "pseudo_qrels(fusion='rrf', unranked='zero', chance='subtract', leave_one_out=True, top_m=2)"]


@settings(max_examples=40, deadline=None)
@given(RUNS, st.sampled_from(QUALITY), st.integers(1, 5), st.sampled_from([None, 2]))
def test_joined_parts_give_the_whole_runs_bytes(tmp_path_factory, runs, spec, workers, depth):
    """The default (a label-free quality-weighted RRF) in parts: each query's quality from its part, the
    parts joined in the mean quality: the bytes of the whole run fused in one piece."""
    root = tmp_path_factory.mktemp("runs")
    paths = write_runs(root, runs)
    m = make_fusion(spec)
    entries = read_trec_entries(paths, keep_scores=False)
    write_trec_run(root / "whole.run", *contract_scores(m, entries), tag="t", depth=depth)
    write_run_in_parts(root / "parts.run", m, entries, tag="t", depth=depth, score_column="fused", inputs=paths,
                       workers=workers, joined=joins_parts(m))
    assert (root / "parts.run").read_bytes() == (root / "whole.run").read_bytes()


def test_joined_parts_share_one_mean_quality(tmp_path):
    """Two queries in two parts: a part's scores depend on the other part's queries through the mean quality
    (what fusing each part as a whole run would get wrong), and ``score_entry_parts`` gives the whole's."""
    lines = {"a": [("q1", "d1"), ("q1", "d2"), ("q1", "d3"), ("q2", "d1"), ("q2", "d2"), ("q2", "d3")],
             "b": [("q1", "d1"), ("q1", "d2"), ("q1", "d3"), ("q2", "d3"), ("q2", "d2"), ("q2", "d1")],
             "c": [("q1", "d9"), ("q1", "d8"), ("q1", "d7"), ("q2", "d1"), ("q2", "d2"), ("q2", "d3")]}
    m = make_fusion("pseudo_qrels(fusion='rrf', unranked='zero', power=2.0, top_m=2, depth=3)")
    paths = []
    for name, rows in lines.items():
        text = "".join(f"{q} Q0 {d} {i % 3 + 1} {3 - i % 3} {name}\n" for i, (q, d) in enumerate(rows))
        (tmp_path / name).write_text(text)
        paths.append(str(tmp_path / name))
    entries = read_trec_entries(paths, keep_scores=False)
    whole = contract_scores(m, entries)[1]
    parts = [query_range(entries, 0, 1), query_range(entries, 1, 2)]
    joined = np.concatenate(m.score_entry_parts(parts, map))
    alone = np.concatenate([contract_scores(m, p)[1] for p in parts])
    assert np.array_equal(joined, whole)
    assert not np.array_equal(alone, whole)  # run c is junk on q1 only: alone, q2's part would trust it fully


@settings(max_examples=40, deadline=None)
@given(RUNS, st.sampled_from(METHODS), st.integers(1, 5), st.sampled_from([None, 1, 3]), st.sampled_from(["fused", "rank"]))
def test_the_parts_give_the_whole_runs_bytes(tmp_path_factory, runs, spec, workers, depth, score_column):
    root = tmp_path_factory.mktemp("runs")
    paths = write_runs(root, runs)
    m = make_fusion(spec)
    entries = read_trec_entries(paths, keep_scores=m.get_tags().reads_scores)
    write_trec_run(root / "whole.run", *contract_scores(m, entries), tag="t", depth=depth, score_column=score_column)
    write_run_in_parts(root / "parts.run", m, entries, tag="t", depth=depth, score_column=score_column, inputs=paths,
                       workers=workers)
    assert (root / "parts.run").read_bytes() == (root / "whole.run").read_bytes()
    # and a part holds what the reader gives for its queries' lines alone
    k = max(1, entries.n_queries // 2)
    alone = query_range(entries, 0, k)
    assert alone.qids.tolist() == entries.qids[:k].tolist() and alone.n_items == entries.offsets[k]
    assert np.array_equal(contract_scores(m, alone)[1], contract_scores(m, entries)[1][: entries.offsets[k]])


def test_an_overflow_in_a_later_part_names_the_same_query(tmp_path):
    """combsum(norm='none') of two runs scoring 1e308 on the last query: the error names it, fused whole or
    in parts."""
    lines = [f"q{q} Q0 d{d} {d + 1} {1e308 if q == 5 else 1.0} r{r}\n" for q in range(6) for d in range(3)
             for r in range(2)]
    paths = []
    for r in range(2):
        (tmp_path / f"r{r}.run").write_text("".join(ln for ln in lines if ln.endswith(f"r{r}\n")))
        paths.append(str(tmp_path / f"r{r}.run"))
    m = make_fusion("combsum(norm='none')")
    entries = read_trec_entries(paths)
    with pytest.raises(ValueError) as whole:
        contract_scores(m, entries)
    with pytest.raises(ValueError) as parts:
        write_run_in_parts(tmp_path / "o.run", m, entries, tag="t", depth=None, score_column="fused", inputs=paths,
                           workers=3)
    assert str(parts.value) == str(whole.value) and "'q5'" in str(whole.value)
    assert not (tmp_path / "o.run").exists()
    with pytest.raises(ValueError, match="'q5'"):
        fuse_files(paths, tmp_path / "o.run", method="combsum(norm='none')")
