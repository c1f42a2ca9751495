"""The sparse fusion path of ``rankagg fuse`` (issue 14, speed): run entries instead of the rank matrix.

Every piece is compared bit for bit with the dense path it replaces: the sums
over rankers (:func:`entry_sums` against the compiled ``transformed_row_sums``),
the tie rule (:func:`order_by_tie_rule` against the per-query stable sorts it
replaced), the reader's list order (against one lexsort) and the written file.
"""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rankagg.data.rankings import Rankings, order_by_tie_rule
from rankagg.io._text_columns import _pair_codes
from rankagg.io.trec import _list_order, read_trec_entries, read_trec_runs
from rankagg.io.trec_writer import write_trec_run
from rankagg.features.entry_sums import entry_sums
from rankagg.features.points import transformed_row_sums
from rankagg.methods.registry import make_method


def _bits(x: np.ndarray) -> np.ndarray:
    return np.asarray(x, dtype=np.float64).view(np.int64)


@pytest.mark.parametrize("n_rankers", [1, 3, 7, 8, 9, 16, 17, 56, 128, 129, 130, 300])
def test_entry_sums_equal_the_densetransformed_row_sums_bit_for_bit(n_rankers):
    rng = np.random.default_rng(n_rankers)
    n = 400
    for kind in ("rrf", "normal", "small_integers"):
        x = np.full((n, n_rankers), np.nan)
        mask = rng.random((n, n_rankers)) < rng.uniform(0.05, 0.9)
        vals = {"rrf": 1.0 / (60.0 + rng.integers(1, 1000, (n, n_rankers))),
                "normal": 10.0 * rng.standard_normal((n, n_rankers)),
                "small_integers": rng.integers(-3, 4, (n, n_rankers)).astype(float)}[kind]
        x[mask] = vals[mask]
        w = rng.uniform(0.0, 2.0, n_rankers)
        w[rng.random(n_rankers) < 0.2] = 0.0
        it, r = np.nonzero(~np.isnan(x))
        for weighted in (False, True):
            ref = transformed_row_sums(x, 0, 0.0, w, weighted, True)
            got = entry_sums(it, x[it, r] * (w[r] if weighted else 1.0), n, n_rankers)
            np.testing.assert_array_equal(_bits(got), _bits(ref))


def test_entry_sums_by_hand():
    # 9 rankers: accumulators over positions 0..7, then position 8; zeros first, sorted values last
    item = np.array([0, 0, 1])
    vals = np.array([0.5, 0.25, 3.0])
    out = entry_sums(item, vals, 3, 9)
    assert out.tolist() == [0.75, 3.0, 0.0]
    with pytest.raises(ValueError, match="finite"):
        entry_sums(item, np.array([1.0, np.nan, 2.0]), 3, 9)


def _reference_order(offsets, scores, n_ranked, best, docids):
    """The tie rule as the compiled kernel computed it: per query, three stable sorts, then docid on ties."""
    from rankagg.data.rankings import comparable_scores

    s = comparable_scores(offsets, scores)
    key = np.where(np.isnan(s), np.inf, -s)
    neg = -np.asarray(n_ranked, dtype=float)
    best = np.where(np.isnan(best), np.inf, best)
    out = []
    for q in range(len(offsets) - 1):
        a, b = offsets[q], offsets[q + 1]
        idx = list(range(a, b))
        idx.sort(key=lambda i: (key[i], neg[i], best[i], docids[i]))
        out += idx
    return np.array(out, dtype=np.int64)


def test_order_by_tie_rule_equals_the_reference_rule():
    rng = np.random.default_rng(3)
    for _ in range(30):
        sizes = rng.integers(0, 40, rng.integers(1, 6))
        offsets = np.concatenate([[0], np.cumsum(sizes)]).astype(np.int64)
        n = int(offsets[-1])
        scores = rng.integers(0, 5, n).astype(float) / 4.0
        scores[rng.random(n) < 0.1] = np.nan
        scores[rng.random(n) < 0.05] = -np.inf  # last, with NaN
        scores[rng.random(n) < 0.1] += 1e-14  # near-ties: equal for the tie rule
        n_ranked = rng.integers(1, 4, n)
        best = rng.integers(1, 4, n).astype(float)
        docids = np.array([f"d{rng.integers(0, 10**6):07d}" for _ in range(n)])
        for q in range(len(sizes)):  # docids distinct within a query
            docids[offsets[q]:offsets[q + 1]] = [f"d{i:03d}x{rng.integers(0, 9)}" for i in rng.permutation(sizes[q])]
        got = order_by_tie_rule(offsets, scores, n_ranked, best, docids)
        np.testing.assert_array_equal(got, _reference_order(offsets, scores, n_ranked, best, docids))


def test_list_order_equals_one_lexsort():
    rng = np.random.default_rng(5)
    for presorted in (True, False):
        group = np.repeat(np.arange(20), rng.integers(1, 30, 20))
        score = rng.integers(0, 6, len(group)).astype(float)
        doc = rng.permutation(len(group))
        rank = rng.integers(1, 5, len(group))
        if presorted:
            o = np.lexsort((-doc, -score, group))  # blocks ordered by score: only the ties are sorted
            group, score, doc, rank = group[o], score[o], doc[o], rank[o]
        for keys in ((-score, -doc), (rank, -score, -doc)):
            want = np.lexsort((*reversed(keys), group))
            np.testing.assert_array_equal(_list_order(group, keys), want)
            # the last key given as a function of positions (the reader's docid key): asked only where the
            # earlier keys tie, in a presorted file
            asked = []

            def last_key(at, k=keys[-1]):
                asked.append(at)
                return k[at]

            np.testing.assert_array_equal(_list_order(group, (*keys[:-1], last_key)), want)
            if presorted and len(keys) == 2:
                at = np.concatenate(asked)
                tied = (group[1:] == group[:-1]) & (score[1:] == score[:-1])
                assert set(at.tolist()) == set(np.flatnonzero(np.r_[tied, False] | np.r_[False, tied]).tolist())


@settings(max_examples=200, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 6), st.integers(0, 30)), min_size=1, max_size=120),
       st.integers(0, 5))
def test_pair_codes_equal_np_unique(pairs, spare_docs):
    # documents recurring across queries ("away" pairs), documents never seen (spare), repeated entries
    q = np.array([p[0] for p in pairs], dtype=np.int64)
    d = np.array([p[1] for p in pairs], dtype=np.int64)
    n_docs = int(d.max()) + 1 + spare_docs
    keys, rows = _pair_codes(q, d, n_docs)
    want_keys, want_rows = np.unique(q * n_docs + d, return_inverse=True)
    np.testing.assert_array_equal(keys, want_keys)
    np.testing.assert_array_equal(rows, want_rows.ravel())


def test_pair_codes_when_every_document_has_one_query():
    rng = np.random.default_rng(11)
    d = rng.permutation(5000)[rng.integers(0, 5000, 20000)]
    q = d % 37  # a document belongs to one query, as in LETOR
    keys, rows = _pair_codes(q, d, 5000)
    want_keys, want_rows = np.unique(q * 5000 + d, return_inverse=True)
    np.testing.assert_array_equal(keys, want_keys)
    np.testing.assert_array_equal(rows, want_rows.ravel())


def _write_runs(tmp_path, n_runs=9, n_topics=4, seed=0):
    rng = np.random.default_rng(seed)
    paths = []
    for j in range(n_runs):
        lines = []
        for t in range(n_topics):
            k = int(rng.integers(1, 60))
            docs = rng.choice(150, k, replace=False)
            scores = np.round(rng.standard_normal(k), 1)  # many exact ties
            for rk, (d, s) in enumerate(zip(docs, scores), start=1):
                lines.append(f"q{t} Q0 doc{d:03d} {rk} {s} tag{j}\n")
        p = tmp_path / f"r{j}.run"
        p.write_text("".join(lines))
        paths.append(str(p))
    return paths


@pytest.mark.parametrize("spec", ["rrf", "rrf(k=1)", "rrf(k=0)", "isr", "log_isr", "log_isr(sigma=0.01)"])
@pytest.mark.parametrize("input_depth", [None, 7])
def test_score_entries_equal_score_on_the_rank_matrix(tmp_path, spec, input_depth):
    paths = _write_runs(tmp_path)
    entries = read_trec_entries(paths, input_depth=input_depth)
    data = read_trec_runs(paths, input_depth=input_depth)
    assert isinstance(data, Rankings)
    np.testing.assert_array_equal(entries.to_rankings().ranks, data.ranks)
    weights = {f"tag{j}": [0.0, 0.5, 1.0, 2.5][j % 4] for j in range(len(paths))}
    for kw in ({}, {"weights": weights}):
        m = make_method(spec, **kw)
        np.testing.assert_array_equal(_bits(m.score_entries(entries)), _bits(m.score(data)))


@pytest.mark.parametrize("depth", [None, 5])
@pytest.mark.parametrize("column", ["fused", "rank"])
def test_written_file_is_the_same_from_entries_and_from_the_rank_matrix(tmp_path, depth, column):
    paths = _write_runs(tmp_path, n_runs=12)
    entries = read_trec_entries(paths)
    data = read_trec_runs(paths)
    m = make_method("rrf")
    write_trec_run(tmp_path / "a.run", entries, m.score_entries(entries), depth=depth, score_column=column)
    write_trec_run(tmp_path / "b.run", data, m.score(data), depth=depth, score_column=column)
    assert (tmp_path / "a.run").read_bytes() == (tmp_path / "b.run").read_bytes()


def test_fuse_rrf_and_evaluate_import_neither_pandas_nor_numba(tmp_path):
    """Start-up time: the CLI's RRF fusion runs without pandas (about 0.25 s to import), numba (about 0.15 s to
    import, more to initialise), pyarrow.compute or numpy.ma; the trec_eval measures without pandas or numba
    (the batch evaluator looks docids up with pyarrow.compute, in C: its 30 ms buy more on many runs)."""
    import subprocess
    import sys

    paths = _write_runs(tmp_path, n_runs=3, n_topics=2)
    qrels = tmp_path / "qrels"
    qrels.write_text("q0 0 doc001 1\nq1 0 doc002 2\nq1 0 doc003 0\n")
    loaded = "print(*(m in sys.modules for m in ('pandas', 'numba', 'pyarrow.compute', 'numpy.ma')))"
    code = ("import sys; from rankagg.cli import main; "
            f"main(['fuse', *{paths!r}, '--method', 'rrf', '--quiet', '-o', {str(tmp_path / 'f.run')!r}]); "
            f"{loaded}; "
            f"main(['evaluate', '--qrels', {str(qrels)!r}, {str(tmp_path / 'f.run')!r}, '--measures', 'nDCG@10', 'AP']); "
            f"{loaded}")
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    after_fuse, after_evaluate = [line for line in proc.stdout.splitlines() if set(line.split()) <= {"True", "False"}][-2:]
    # nor pyarrow.compute (30 ms) and numpy.ma (10 ms): a twentieth of fusing MQ2007-agg from the command line
    assert after_fuse == "False False False False"
    assert after_evaluate.split()[:2] == ["False", "False"] and after_evaluate.split()[3] == "False"


@pytest.mark.parametrize("size", [5, 40, 128, 129, 400])
def test_local_ranks_short_and_long_lists_equal_min_ranks(size):
    """The compaction kernel sorts lists up to 128 values by insertion, longer ones by argsort: both give
    the 'min' rank of each value among the ranker's values in the query (gaps and ties as in LETOR)."""
    from scipy.stats import rankdata

    from rankagg.data.rankings import _compact_ranks

    rng = np.random.default_rng(size)
    sizes = rng.integers(1, size + 1, 6)
    offsets = np.concatenate([[0], np.cumsum(sizes)]).astype(np.int64)
    ranks = rng.integers(1, 3 * size, (int(offsets[-1]), 4)).astype(float)
    ranks[rng.random(ranks.shape) < 0.3] = np.nan
    got = _compact_ranks(ranks, np.repeat(np.arange(6), sizes), 6, offsets)
    for q in range(6):
        for r in range(4):
            col = ranks[offsets[q]:offsets[q + 1], r]
            ok = ~np.isnan(col)
            expected = np.full(len(col), np.nan)
            expected[ok] = rankdata(col[ok], method="min")
            np.testing.assert_array_equal(got[offsets[q]:offsets[q + 1], r], expected)


@pytest.mark.parametrize("n_rankers", [1, 3, 8, 9, 21, 56, 130, 300])
def test_densetransformed_row_sums_equal_the_kernel_bit_for_bit(n_rankers):
    """Dense rows are summed by NumPy (sort along rows, then sum) instead of the compiled kernel:
    the same bits for RRF, ISR and plain sums, weighted or not, with NaN, zeros, -0.0 and infinities."""
    rng = np.random.default_rng(100 + n_rankers)
    n = 300
    for kind in ("ranks", "normal", "signed_zeros"):
        x = {"ranks": rng.integers(1, 200, (n, n_rankers)).astype(float),
             "normal": rng.standard_normal((n, n_rankers)) * 10.0 ** rng.integers(-6, 6, (n, n_rankers)),
             "signed_zeros": rng.choice([-0.0, 0.0, -1.5, 2.5, np.inf], (n, n_rankers))}[kind]
        x[rng.random(x.shape) < rng.uniform(0.0, 0.6)] = np.nan
        if kind == "signed_zeros":
            x[:3] = [[-0.0], [np.nan], [0.0]]  # rows of signed zeros and NaN: +0.0, as the kernel gives
            x[3, 0] = -0.0
        w = rng.uniform(0.0, 2.0, n_rankers)
        w[rng.random(n_rankers) < 0.2] = 0.0
        for code in ((0,) if kind == "signed_zeros" else (0, 1, 2)):  # the kernel raises on 1 / 0
            for weighted in (False, True):
                for nan_is_zero in (True, False):
                    args = (x, code, 60.0, w, weighted, nan_is_zero)
                    ref = transformed_row_sums(*args, dense=False)
                    got = transformed_row_sums(*args, dense=True)
                    np.testing.assert_array_equal(_bits(got), _bits(ref))


def test_combmax_combmin_equal_nanmax_nanmin_of_the_ranked():
    rng = np.random.default_rng(7)
    sizes = [5, 9, 3]
    offsets = np.concatenate([[0], np.cumsum(sizes)])
    ranks = np.full((17, 4), np.nan)
    for q in range(3):
        for r in range(4):
            k = int(rng.integers(0, sizes[q] + 1))
            rows = offsets[q] + rng.choice(sizes[q], k, replace=False)
            ranks[rows, r] = np.arange(1, k + 1)
    ranks[[0, 8]] = np.nan  # items nobody ranked
    d = Rankings(offsets=offsets, ranks=ranks, qids=["a", "b", "c"], docids=[f"d{i}" for i in range(17)],
                 ranker_names=("A", "B", "C", "D"))
    from rankagg.methods.norms import normalized_scores

    s = normalized_scores(d, "borda")
    has = ~np.isnan(s).all(axis=1)
    assert not has.all()  # an item nobody ranked: NaN, below every ranked item
    for name, fn in (("combmax", np.nanmax), ("combmin(unranked='ignore')", np.nanmin)):
        got = make_method(name).score(d)
        assert np.isnan(got[~has]).all()
        np.testing.assert_array_equal(_bits(got[has]), _bits(fn(s[has], axis=1)))


@pytest.mark.parametrize("n_items,top", [(50, 10), (70_000, 1000), (300, 70_000), (0, 0), (65_536, 65_535),
                                         (70_000, 65_000), (70_000, 70_000)])
def test_item_rank_order_sorts_by_item_then_rank_descending(n_items, top):
    """Each path sorts the keys: the 32-bit argsort (the first four, and 65,536 items x 65,536 ranks: keys up
    to 2^32 - 2 with the last item), the radix order of 16-bit passes (70,000 x 65,001 > 2^32) and the
    64-bit argsort (70,000 x 70,001)."""
    from rankagg.features.entry_sums import item_rank_order

    rng = np.random.default_rng(n_items + top)
    n = 5 * n_items
    item = rng.integers(0, max(n_items, 1), n)
    item[:1] = max(n_items - 1, 0)  # the last item: the largest keys
    rank = rng.integers(1, top + 1, n).astype(float) if top else np.zeros(0)
    order = item_rank_order(item, rank, top)
    assert sorted(order.tolist()) == list(range(n))
    key = item * (top + 1) + (top - rank.astype(np.int64))
    np.testing.assert_array_equal(key[order], np.sort(key))


@pytest.mark.parametrize("n_items", [0, 1, 50, 70_000])
def test_item_value_order_sorts_as_the_lexsort_it_replaces(n_items):
    """By item (across the 16-bit halves), then value; equal values, zeros of both signs among them."""
    from rankagg.features.entry_sums import item_value_order

    rng = np.random.default_rng(n_items)
    n = 4 * n_items
    item = rng.integers(0, max(n_items, 1), n)
    values = rng.choice([-1.5, -0.0, 0.0, 0.25, 3.0], n) * rng.choice([1.0, 1e-3], n)
    order = item_value_order(item, values)
    assert sorted(order.tolist()) == list(range(n))
    want = np.lexsort((values, item))
    np.testing.assert_array_equal(item[order], item[want])
    np.testing.assert_array_equal(values[order], values[want])
