import gzip
import os

import numpy as np
import pandas as pd
import pytest

from rankagg.io import (
    InputFormatError,
    from_dataframe,
    read_letor,
    read_qrels,
    read_scores,
    read_trec_run,
    read_trec_runs,
    to_dataframe,
    write_scores,
    write_trec_run,
)
from rankagg.methods.registry import make_method

LETOR = (
    "0 qid:10 1:3 2:NULL 3:1 #docid = A inc = 1 prob = 0.1\n"
    "2 qid:10 1:1 2:5 3:NULL #docid = B inc = 1 prob = 0.1\n"
    "1 qid:10 1:NULL 2:NULL 3:NULL #docid = C inc = 1 prob = 0.1\n"
    "1 qid:11 1:2 2:1 3:4 #docid = A inc = 1 prob = 0.1\n"
)


def write(tmp_path, name, text, gz=False):
    p = tmp_path / name
    if gz:
        p.write_bytes(gzip.compress(text.encode()))
    else:
        p.write_text(text)
    return p


@pytest.mark.parametrize("gz", [False, True])
def test_read_letor(tmp_path, gz):
    d = read_letor(write(tmp_path, "f.txt.gz" if gz else "f.txt", LETOR, gz))
    assert d.qids.tolist() == ["10", "11"]
    assert d.docids.tolist() == ["A", "B", "C", "A"]
    assert d.labels.tolist() == [0, 2, 1, 1]
    np.testing.assert_array_equal(d.ranks[0], [3, np.nan, 1])
    assert d.n_ranked_by.tolist() == [2, 2, 0, 3]  # C ranked by nobody is kept
    assert d.ranker_names == ("R1", "R2", "R3")


def test_read_letor_gzip_by_content_not_name(tmp_path):
    d = read_letor(write(tmp_path, "plain-name.txt", LETOR, gz=True))
    assert d.n_items == 4


def test_empty_file(tmp_path):
    d = read_letor(write(tmp_path, "e.txt", ""))
    assert d.n_queries == 0 and d.n_items == 0


@pytest.mark.parametrize(
    "bad_line, line_no, message",
    [
        ("0 qid:10 1:3 2:NULL #docid = Z", 2, "expected 3 ranker fields"),
        ("0 qid:10 1:3 2:4 3:x #docid = Z", 2, "not a number"),
        ("0 qid:10 1:3 2:-4 3:1 #docid = Z", 2, "not a positive integer"),
        ("0 qid:10 1:3 2:0 3:1 #docid = Z", 2, "not a positive integer"),
        ("0 qid:10 1:3 2:2.5 3:1 #docid = Z", 2, "not a positive integer"),
        ("0 qid:10 1:3 2:4 4:1 #docid = Z", 2, "ranker index 4 out of range"),
        ("0 qid:10 1:3 3:4 2:1 #docid = Z", 2, "out of order"),
        ("x qid:10 1:3 2:4 3:1 #docid = Z", 2, "label 'x' is not an integer"),
        ("0 qid:10 1:3 2:4 3:1", 2, "docid"),
        ("0 10 1:3 2:4 3:1 #docid = Z", 2, "qid"),
        ("0 qid:10 1:3 2:4 3:1 #docid = A", 2, "appears twice"),
        ("0 qid:10 1:3 2:4 3:nan #docid = Z", 2, "rank .nan. of ranker 3 is not a positive integer"),
    ],
)
def test_malformed_letor_names_file_and_line(tmp_path, bad_line, line_no, message):
    text = "0 qid:10 1:3 2:NULL 3:1 #docid = A\n" + bad_line + "\n"
    p = write(tmp_path, "bad.txt", text)
    with pytest.raises(InputFormatError, match=message) as exc:
        read_letor(p)
    assert f"bad.txt:{line_no}" in str(exc.value)


def test_noncontiguous_query_rejected(tmp_path):
    text = "0 qid:1 1:1 #docid = A\n0 qid:2 1:1 #docid = B\n0 qid:1 1:2 #docid = C\n"
    with pytest.raises(InputFormatError, match=r"f.txt:3: qid 1 reappears"):
        read_letor(write(tmp_path, "f.txt", text))


def test_scores_roundtrip_and_validation(tmp_path):
    p = tmp_path / "s.txt"
    write_scores(p, np.array([0.1, 1e-300, -3.0]))
    np.testing.assert_array_equal(read_scores(p), [0.1, 1e-300, -3.0])
    with pytest.raises(InputFormatError, match="2 scores for 3 lines"):
        read_scores(write(tmp_path, "short.txt", "1\n2\n"), n_expected=3)
    with pytest.raises(InputFormatError, match=r"nan.txt:2: score 'nan' is not finite"):
        read_scores(write(tmp_path, "nan.txt", "1\nnan\n"))
    with pytest.raises(ValueError, match="finite"):
        write_scores(p, np.array([np.nan]))


def test_writers_never_overwrite_inputs(tmp_path):
    f = write(tmp_path, "in.txt", LETOR)
    with pytest.raises(ValueError, match="refusing to overwrite"):
        write_scores(f, np.zeros(4), inputs=[f])
    assert f.read_text() == LETOR


def test_atomic_write_leaves_no_temp_files(tmp_path):
    write_scores(tmp_path / "out.txt", np.arange(3.0))
    assert sorted(os.listdir(tmp_path)) == ["out.txt"]


# ------------------------------------------------------------------- TREC
RUN_A = "q1 Q0 d1 1 3.0 sysA\nq1 Q0 d2 2 2.0 sysA\nq1 Q0 d3 3 2.0 sysA\nq2 Q0 d1 1 1.0 sysA\n"
RUN_B = "q1 Q0 d4 1 9.0 sysB\nq1 Q0 d1 2 8.0 sysB\n"


def test_read_trec_runs_trec_eval_rule(tmp_path):
    d = read_trec_runs([write(tmp_path, "a", RUN_A), write(tmp_path, "b", RUN_B)])
    assert d.ranker_names == ("sysA", "sysB")
    assert d.qids.tolist() == ["q1", "q2"]
    assert d.docids.tolist() == ["d1", "d2", "d3", "d4", "d1"]
    # d2 and d3 tie at 2.0: docid descending puts d3 first
    np.testing.assert_array_equal(d.ranks[:, 0], [1, 3, 2, np.nan, 1])
    np.testing.assert_array_equal(d.ranks[:, 1], [2, np.nan, np.nan, 1, np.nan])


def test_trust_rank_uses_rank_column(tmp_path):
    run = "q1 Q0 d1 2 9.0 s\nq1 Q0 d2 1 1.0 s\n"
    d = read_trec_run(write(tmp_path, "r", run), trust_rank=True)
    np.testing.assert_array_equal(d.ranks[:, 0], [2, 1])
    d = read_trec_run(write(tmp_path, "r", run))
    np.testing.assert_array_equal(d.ranks[:, 0], [1, 2])


@pytest.mark.parametrize(
    "line, message",
    [
        ("q1 Q0 d9 1 1.0", "expected 6 fields"),
        ("q1 Q0 d9 1 abc s", "score 'abc' is not a number"),
        ("q1 Q0 d9 1 nan s", "not finite"),
        ("q1 Q0 d9 1 inf s", "not finite"),
        ("q1 Q0 d1 4 0.5 s", "appears twice for query q1 \\(first at line 1\\)"),
    ],
)
def test_malformed_trec_names_file_and_line(tmp_path, line, message):
    p = write(tmp_path, "bad.run", "q1 Q0 d1 1 2.0 s\n" + line + "\n")
    with pytest.raises(InputFormatError, match=message) as exc:
        read_trec_run(p)
    assert "bad.run:2" in str(exc.value)


def test_empty_run_file_is_a_ranker_with_nothing(tmp_path):
    d = read_trec_runs([write(tmp_path, "a", RUN_A), write(tmp_path, "empty", "")])
    assert d.n_rankers == 2 and np.isnan(d.ranks[:, 1]).all()
    with pytest.raises(ValueError, match="empty"):
        read_trec_runs([write(tmp_path, "e1", ""), write(tmp_path, "e2", "\n")])


def test_write_trec_run_distinct_scores(tmp_path):
    d = read_trec_runs([write(tmp_path, "a", RUN_A), write(tmp_path, "b", RUN_B)])
    s = make_method("rrf").score(d)
    out = tmp_path / "fused.run"
    write_trec_run(out, d, s, tag="rrf")
    lines = [ln.split() for ln in out.read_text().splitlines()]
    assert [ln[2] for ln in lines if ln[0] == "q1"] == ["d1", "d4", "d3", "d2"]
    assert [ln[3] for ln in lines if ln[0] == "q1"] == ["1", "2", "3", "4"]
    back = read_trec_run(out)
    np.testing.assert_array_equal(back.ranks[:, 0][back.qids[back.query_of_item] == "q1"], [1, 4, 3, 2])
    with pytest.raises(ValueError, match="refusing to overwrite"):
        write_trec_run(tmp_path / "a", d, s, inputs=[tmp_path / "a"])


def test_qrels(tmp_path):
    q = read_qrels(write(tmp_path, "qrels", "q1 0 d1 2\nq1 0 d2 0\n"))
    assert q.to_dict("list") == {"qid": ["q1", "q1"], "docid": ["d1", "d2"], "rel": [2, 0]}
    with pytest.raises(InputFormatError, match="qr:2: document d1 judged twice"):
        read_qrels(write(tmp_path, "qr", "q1 0 d1 2\nq1 0 d1 1\n"))
    with pytest.raises(InputFormatError, match="qr2:1: .*holds 3 fields, as 'qid docid rel'"):
        read_qrels(write(tmp_path, "qr2", "q1 d1 2\n"))


# ----------------------------------------------------------------- pandas
def test_dataframe_roundtrip(tmp_path):
    d = read_letor(write(tmp_path, "f.txt", LETOR))
    df = to_dataframe(d)
    assert list(df.columns) == ["qid", "docid", "ranker", "rank", "label"]
    back = from_dataframe(df)
    # C was ranked by nobody, so the long format cannot carry it
    assert back.n_items == 3
    np.testing.assert_array_equal(back.ranks, d.ranks[[0, 1, 3]])


def test_dataframe_scores_only_and_errors():
    df = pd.DataFrame({"qid": [1, 1, 1], "docid": ["a", "b", "c"], "ranker": ["r"] * 3, "score": [0.1, 0.9, 0.5]})
    d = from_dataframe(df)
    np.testing.assert_array_equal(d.ranks[:, 0], [3, 1, 2])
    bad = df.assign(score=[0.1, np.nan, 0.5])
    with pytest.raises(ValueError, match="row 1: score"):
        from_dataframe(bad)
    dup = pd.concat([df, df.iloc[[0]]], ignore_index=True)
    with pytest.raises(ValueError, match="appears twice"):
        from_dataframe(dup)
    with pytest.raises(ValueError, match=r"needs a column for ranker \(run / ranker"):
        from_dataframe(df.drop(columns="ranker"))


# ------------------------------------------------------- vectorised TREC reader
def _reference_runs(paths):
    """The line reader (the specification) assembled the old way, through from_dataframe."""
    import rankagg.io._run_text as R
    import rankagg.io._trec_text as T
    from rankagg.io.frame import from_dataframe

    frames = []
    for p in paths:
        f, _ = R._parse_run_lines(p, T._raw_bytes(p))
        frames.append(f.assign(ranker=str(p)))
    long = pd.concat(frames, ignore_index=True)
    long["ranker"] = pd.Categorical(long["ranker"], categories=[str(p) for p in paths])
    return from_dataframe(long.drop(columns="rank"), rank=None, runs=[str(p) for p in paths])  # an empty file is a run


@pytest.mark.parametrize("no_pyarrow, small_blocks", [(False, False), (True, False), (False, True)])
def test_fast_reader_matches_line_reader(tmp_path, monkeypatch, no_pyarrow, small_blocks):
    import gzip

    import rankagg.io._run_text as RT
    import rankagg.io._trec_text as TT
    import rankagg.io.trec as T

    if no_pyarrow:
        monkeypatch.setattr(TT, "_pa", None)
    if small_blocks:  # every file in many chunks, each with its own dictionaries (as files over 16 MB are)
        monkeypatch.setattr(TT, "_BLOCK_SIZE", 256)
    rng = np.random.default_rng(3)
    paths = []
    for j in range(5):
        lines = []
        for q in ("q2", "q10", "q1"):
            docs = rng.choice(40, size=int(rng.integers(1, 25)), replace=False)
            for r, d in enumerate(docs, start=1):
                sep = ["  ", "\t", " "][int(rng.integers(0, 3))] if j == 1 else ["  ", " "][int(rng.integers(0, 2))] \
                    if j == 4 else " "  # j == 4: irregular spaces, no tab (parsed as is first, then normalised)
                line = sep.join([q, "Q0", f"doc{d}", str(r), f"{rng.integers(0, 5) / 4:.2f}", f"sys{j}"])
                lines.append(line + " " if j == 4 and r % 3 == 0 else line)
        text = "\n".join(lines) + "\n"
        p = tmp_path / f"r{j}.run"
        if j == 2:
            p = tmp_path / "r2.run.gz"
            p.write_bytes(gzip.compress(("\ufeff" + text).encode()))
        elif j == 3:
            p.write_text("\n" + text.replace("\n", "\r\n") + "\n\n")
        else:
            p.write_text(text)
        paths.append(p)
    line_reader = RT._parse_run_lines
    fell_back: list = []
    monkeypatch.setattr(RT, "_parse_run_lines", lambda *a: fell_back.append(a[0]) or line_reader(*a))
    got = read_trec_runs(paths, names=[str(p) for p in paths])
    assert fell_back == []  # every file took the fast path (the line reader is the reference below)
    monkeypatch.setattr(RT, "_parse_run_lines", line_reader)
    ref = _reference_runs(paths)
    assert got.qids.tolist() == ref.qids.tolist() == ["q2", "q10", "q1"]
    assert got.docids.tolist() == ref.docids.tolist()
    np.testing.assert_array_equal(got.ranks, ref.ranks)
    np.testing.assert_array_equal(got.scores, ref.scores)
    # input_depth keeps each list's first k documents (trec_eval order)
    cut = read_trec_runs(paths, names=[str(p) for p in paths], input_depth=3)
    assert np.nanmax(cut.ranks) == 3
    assert cut.list_lengths().max() == 3
    with pytest.raises(ValueError, match="input_depth"):
        read_trec_runs(paths, input_depth=0)


@pytest.mark.parametrize(
    "text, where, message",
    [
        ("q1\tQ0\td1\t1\t2.0\ts\nq1  Q0 d2 1 1_0 s\n", ":2", "score '1_0' is not a number"),
        ("q1\tQ0\td1\t1\t2.0\ts\nq1\tQ0\td2\t1\t1.0\n", ":2", "expected 6 fields"),
        ("q1\tQ0\td1\t1\t2.0\ts\nq1\tQ0\td2\t1\t\u0663\ts\n", ":2", "is not a number"),
        ("\ufeffq1 Q0 d1 1 2.0 s\n\nq1 Q0 d2 2 1.0\n", ":3", "expected 6 fields"),
        (" q1 Q0 d1 1 2.0\n", ":1", "expected 6 fields"),
        ("q1 Q0 d1 1 2.0 s\nq2 Q0 d1 1 1.0 s\nq1 Q0 d1 2 1.0 s\n", ":3", "first at line 1"),
        ("q1 Q0 d1 1 1e400 s\n", ":1", "not finite"),
        ("q1 Q0 d1 1 1e400 s\nq1 Q0 d2 x 1.0 s\n", ":1", "not finite"),
        # five fields and five spaces (a field missing, two spaces): an empty field, not a silent shift
        ("q1 Q0 d1 1 2.0 s\nq1  d2 2 1.0 s\n", ":2", "expected 6 fields"),
        ("q1 Q0 d1 1 2.0 s\nq1 Q0 d2 2 1.0  \n", ":2", "expected 6 fields"),
        ("q1 Q0 d1 1 2.0 s\n q1 Q0 d2 2 1.0\n", ":2", "expected 6 fields"),
    ],
)
@pytest.mark.parametrize("no_pyarrow", [False, True])
def test_fast_reader_faults_name_file_and_line(tmp_path, monkeypatch, text, where, message, no_pyarrow):
    if no_pyarrow:
        import rankagg.io._trec_text as TT

        monkeypatch.setattr(TT, "_pa", None)
    p = tmp_path / "bad.run"
    p.write_bytes(text.encode())
    with pytest.raises(InputFormatError, match=message) as exc:
        read_trec_runs([write(tmp_path, "ok.run", RUN_A), p])
    assert f"bad.run{where}" in str(exc.value)


def test_corrupt_gzip_names_the_file(tmp_path):
    import gzip

    p = tmp_path / "cut.run.gz"
    p.write_bytes(gzip.compress(RUN_A.encode())[:-12])
    with pytest.raises(InputFormatError, match="cut.run.gz.*gzip"):
        read_trec_run(p)
    cut = tmp_path / "cut.qrels.gz"
    cut.write_bytes(gzip.compress(b"q1 0 d1 1\n" * 50)[:-12])
    with pytest.raises(InputFormatError, match="cut.qrels.gz.*gzip"):
        read_qrels(cut)
    with pytest.raises(InputFormatError, match="cut.run.gz:1: .*a TREC run line"):  # a run is said to be one
        read_qrels(p)


def test_qrels_fast_path_tabs_and_bom(tmp_path):
    p = tmp_path / "qrels"
    p.write_bytes("\ufeffq1\t0\td1\t2\nq1 0  d2 -1\n\n".encode())
    assert read_qrels(p).to_dict("list") == {"qid": ["q1", "q1"], "docid": ["d1", "d2"], "rel": [2, -1]}
    p.write_text("q1 0 d1 2\nq1 0 d2 x\n")
    with pytest.raises(InputFormatError, match="qrels:2: relevance 'x'"):
        read_qrels(p)


# ------------------------------------------------------- fused scores out (issue 14)
def _trec_eval_order(path, as_float32=False):
    """The order trec_eval ranks a run file in: score descending (a double in trec_eval 10.0, float32 in 9.x
    and pytrec_eval), then docno descending."""
    rows = [ln.split() for ln in open(path).read().splitlines()]
    by_q = {}
    for q, _, d, _, s, _ in rows:
        by_q.setdefault(q, []).append((float(np.float32(float(s))) if as_float32 else float(s), d))
    return {q: [d for s, d in sorted(v, key=lambda t: (-t[0], tuple(-ord(c) for c in t[1])))] for q, v in by_q.items()}


def _file_order(path):
    out = {}
    for ln in open(path).read().splitlines():
        f = ln.split()
        out.setdefault(f[0], []).append(f[2])
    return out


def test_trec_scores_decrease_in_both_precisions_and_move_only_ties():
    from rankagg.io.trec_writer import trec_scores

    f32, fmax = np.float32, np.finfo(np.float64).max
    s = np.array([3.0, 2.0, 2.0, 2.0 - 1e-12, 1.0, np.nan, np.nan, 5.0, 5.0, 0.25])
    out = trec_scores(s, np.array([0, 7, 10]))
    for seg in (out[:7], out[7:]):  # strictly decreasing as trec_eval 10.0 reads them and as float32 readers do
        assert np.all(np.diff(seg) < 0) and np.all(np.diff(seg.astype(f32)) < 0)
    # distinct lines keep the exact double; ties and float32 near-ties go one float32 step below the previous line
    assert out[0] == 3.0 and out[1] == 2.0 and out[4] == 1.0 and out[7] == 5.0 and out[9] == 0.25
    assert out[2] == np.nextafter(f32(2.0), f32(0)) and out[3] == np.nextafter(f32(out[2]), f32(0))
    assert out[5] == np.nextafter(f32(1.0), f32(0)) and out[8] == np.nextafter(f32(5.0), f32(0))
    t = trec_scores(np.array([0.0, 0.0, -0.0, -1e30, -1e30]), np.array([0, 5]))
    assert np.all(np.diff(t.astype(f32)) < 0)
    # beyond float32's range (3.4e38) the values stay exact (issue 45: they were clipped to it), ties one double
    # step apart; +inf is the largest double; nothing goes below the lowest double
    down = lambda x: np.nextafter(x, -np.inf)  # noqa: E731
    big = trec_scores(np.array([np.inf, 1e300, 1e300, 1e39, 3e38, 3e38, -1e300, -1e300]), np.array([0, 8]))
    assert big[0] == fmax and big[1] == 1e300 and big[2] == down(1e300) and big[3] == 1e39
    assert big[4] == 3e38 and big[5] == np.nextafter(f32(3e38), f32(0)) and big[6] == -1e300
    assert big[7] == down(-1e300) and np.all(np.diff(big) < 0)
    floor = trec_scores(np.array([-fmax, -fmax]), np.array([0, 2]))
    assert np.all(floor == -fmax)


def _reference_trec_scores(scores, offsets):
    """trec_scores' rule line by line: out[t] = min(score[t], out[t-1] - 1 step), a step being one float32 ulp
    within float32's range and one double ulp beyond it; a line without a score (NaN, -inf) takes out[t-1] - 1
    step, or 0.0 when it opens its query; +inf is the largest double; each line keeps its exact double where
    its step count was not moved."""
    f32max, fmax = float(np.finfo(np.float32).max), float(np.finfo(np.float64).max)

    def bits_key(b, sign_mask):  # a float's bits -> its order, -0.0 -> +0.0
        k = b ^ sign_mask if b < 0 else b
        return k + 1 if k < 0 else k

    def bits_of(k, sign_mask):
        k = k - 1 if k < 0 else k
        return k ^ sign_mask if k < 0 else k

    k32 = lambda x: bits_key(int(np.float32(x).view(np.int32)), 0x7FFFFFFF)  # noqa: E731
    k64 = lambda x: bits_key(int(np.float64(x).view(np.int64)), 0x7FFFFFFFFFFFFFFF)  # noqa: E731
    top32, top64 = k32(f32max), k64(f32max)

    def key(x):
        if x > f32max:
            return k64(x) - top64 + top32
        if x < -f32max:
            return k64(x) + top64 - top32
        return k32(x)

    def unkey(k):
        if abs(k) <= top32:
            return float(np.int32(bits_of(k, 0x7FFFFFFF)).view(np.float32))
        k = k + top64 - top32 if k > 0 else k - top64 + top32
        return float(np.int64(bits_of(k, 0x7FFFFFFFFFFFFFFF)).view(np.float64))

    out = []
    for q in range(len(offsets) - 1):
        prev = None
        for i in range(offsets[q], offsets[q + 1]):
            x = scores[i]
            bad = np.isnan(x) or x == -np.inf
            k = None if bad else key(min(x, fmax))
            if prev is None:
                k = 0 if k is None else k
            else:
                k = prev - 1 if k is None else min(k, prev - 1)
            k = max(k, key(-fmax))
            moved = bad or abs(x) > fmax or k != key(min(x, fmax))
            out.append(unkey(k) if moved else x)
            prev = k
    return np.array(out)


@pytest.mark.parametrize("seed", range(6))
def test_trec_scores_equal_the_line_by_line_rule(seed):
    from rankagg.io.trec_writer import trec_scores

    rng = np.random.default_rng(seed)
    sizes = rng.integers(0, 30, 12)
    offsets = np.concatenate([[0], np.cumsum(sizes)])
    n = int(offsets[-1])
    pool = np.array([1.0, 0.5, 0.5 + 1e-12, np.nextafter(0.5, 1), 0.25, 0.0, -0.0, -1.0, 1e-45, 5e-324, -5e-324,
                     3e38, 1e39, -1e39, 1e308, np.finfo(np.float64).max, -np.finfo(np.float64).max, np.inf, -np.inf,
                     np.nan])
    s = np.where(rng.random(n) < 0.5, rng.choice(pool, n), rng.normal(size=n))
    for q in range(len(sizes)):  # mostly descending within a query, as the written lines are
        a, b = offsets[q], offsets[q + 1]
        if rng.random() < 0.7:
            s[a:b] = -np.sort(-s[a:b])
    got = trec_scores(s, offsets)
    want = _reference_trec_scores(s, offsets)
    np.testing.assert_array_equal(got.view(np.int64), want.view(np.int64))


def _single_precision_tie(values, i):
    f = np.asarray(values, dtype=np.float32)
    return (i > 0 and f[i] == f[i - 1]) or (i + 1 < len(f) and f[i] == f[i + 1])


def test_rrf_file_scores_are_the_fused_scores_and_trec_eval_keeps_the_order(tmp_path):
    # d2/d3 and d5/d6 tie exactly under RRF; the house rule (more rankers, best rank, docid) decides
    a = "q1 Q0 d1 1 9 A\nq1 Q0 d2 2 8 A\nq1 Q0 d3 3 7 A\nq1 Q0 d5 4 1 A\nq2 Q0 x9 1 5 A\nq2 Q0 x1 2 4 A\n"
    b = "q1 Q0 d3 1 9 B\nq1 Q0 d2 2 8 B\nq1 Q0 d1 3 7 B\nq1 Q0 d6 4 1 B\nq2 Q0 x1 1 3 B\nq2 Q0 x9 2 2 B\n"
    pa, pb = write(tmp_path, "a.run", a), write(tmp_path, "b.run", b)
    from rankagg.cli import main

    out = tmp_path / "rrf.run"
    assert main(["fuse", str(pa), str(pb), "--method", "rrf", "--weights", "A=1,B=0.5", "--quiet", "-o", str(out)]) == 0
    ranks = {"A": {}, "B": {}}
    for name, text in (("A", a), ("B", b)):
        for ln in text.splitlines():
            q, _, d, r, _, _ = ln.split()
            ranks[name][(q, d)] = int(r)

    def check(w):
        lines = [ln.split() for ln in out.read_text().splitlines()]
        expected = [sum(w[n] / (60 + ranks[n][(q, d)]) for n in w if (q, d) in ranks[n]) for q, _, d, _, _, _ in lines]
        n_tied = 0
        for i, (q, _, d, _, s, tag) in enumerate(lines):
            same_q = [e for e, ln in zip(expected, lines) if ln[0] == q]
            if _single_precision_tie(same_q, same_q.index(expected[i])):
                n_tied += 1  # lowered by float32 steps so that every reader keeps the order
                assert abs(float(s) - expected[i]) <= 4 * np.spacing(np.float32(expected[i]))
            else:
                assert abs(float(s) - expected[i]) <= 1e-9
        assert _trec_eval_order(out) == _trec_eval_order(out, as_float32=True) == _file_order(out)
        return n_tied

    assert check({"A": 1.0, "B": 0.5}) == 0
    # unweighted: d5 and d6 tie exactly (1/64 each); the house rule puts d5 first (same count and
    # best rank, smaller docid), trec_eval alone would put d6 first (docno descending)
    assert main(["fuse", str(pa), str(pb), "--method", "rrf", "--quiet", "-o", str(out)]) == 0
    assert check({"A": 1.0, "B": 1.0}) >= 4  # d1/d3, d5/d6, x9/x1
    assert _file_order(out)["q1"][-2:] == ["d5", "d6"]
    assert main(["fuse", str(pa), str(pb), "--method", "rrf", "--quiet", "--scores", "rank", "-o", str(out)]) == 0
    assert [ln.split()[4] for ln in out.read_text().splitlines() if ln.startswith("q2")] == ["2.0", "1.0"]


def test_trec_eval_itself_sees_the_file_order(tmp_path):
    """pytrec_eval (trec_eval's code): with one query copy per document, RR = 1 / position of that document."""
    pytrec_eval = pytest.importorskip("pytrec_eval")
    rng = np.random.default_rng(1)
    runs = []
    for j in range(3):  # coarse ranks: many exact RRF ties, broken by the house rule
        lines = [f"q1 Q0 doc{d:02d} {r} {30 - r} r{j}" for r, d in enumerate(rng.permutation(30)[:12], start=1)]
        runs.append(write(tmp_path, f"r{j}.run", "\n".join(lines) + "\n"))
    out = tmp_path / "fused.run"
    from rankagg.cli import main

    assert main(["fuse", *map(str, runs), "--method", "borda", "--quiet", "-o", str(out)]) == 0
    docs = _file_order(out)["q1"]
    lines = [ln.split() for ln in out.read_text().splitlines()]
    run = {f"q_{d}": {ln[2]: float(ln[4]) for ln in lines} for d in docs}
    qrels = {f"q_{d}": {d: 1} for d in docs}
    res = pytrec_eval.RelevanceEvaluator(qrels, {"recip_rank"}).evaluate(run)
    for pos, d in enumerate(docs, start=1):
        assert res[f"q_{d}"]["recip_rank"] == pytest.approx(1.0 / pos)


def test_trec_ranks_are_local_ranks(tmp_path):
    from rankagg.data.rankings import _compact_ranks

    d = read_trec_runs([write(tmp_path, "a", RUN_A), write(tmp_path, "b", RUN_B)], input_depth=2)
    np.testing.assert_array_equal(d.local_ranks(), _compact_ranks(d.ranks, d.query_of_item, d.n_queries, d.offsets))


def test_written_top_depth_equals_the_full_consensus_cut(tmp_path):
    """Writing with --depth uses only the items that can reach the cut; the lines equal a full write cut."""
    rng = np.random.default_rng(7)
    lines = []
    for j in range(3):
        for q in ("q1", "q2"):
            docs = rng.choice(60, 40, replace=False)
            lines.append("".join(f"{q} Q0 d{d} {r} {41 - r} r{j}\n" for r, d in enumerate(docs, start=1)))
    paths = [write(tmp_path, f"r{j}", lines[2 * j] + lines[2 * j + 1]) for j in range(3)]
    d = read_trec_runs(paths)
    s = np.floor(make_method("borda").score(d) / 7)  # coarse scores: ties across the cut
    full, cut = tmp_path / "full.run", tmp_path / "cut.run"
    write_trec_run(full, d, s)
    write_trec_run(cut, d, s, depth=10)
    expected = [ln for ln in full.read_text().splitlines() if int(ln.split()[3]) <= 10]
    got = cut.read_text().splitlines()
    assert [ln.split()[:4] for ln in got] == [ln.split()[:4] for ln in expected]


@pytest.mark.parametrize("trust_rank", [False, True])
def test_presorted_and_shuffled_files_read_the_same(tmp_path, trust_rank):
    rng = np.random.default_rng(11)
    rows = []
    for q in ("q3", "q1"):
        docs = rng.choice(50, 30, replace=False)
        scores = np.round(rng.random(30) * 4) / 4  # ties, broken by docid (descending) or by rank
        rows += [(q, f"d{d}", float(s)) for d, s in zip(docs, scores)]
    rows.sort(key=lambda t: (t[0] != "q3", -t[2], tuple(-ord(c) for c in t[1])))  # trec_eval order per query
    ranks = {}
    for q, d, s in rows:
        ranks[(q, d)] = sum(1 for r in rows if r[0] == q and rows.index(r) <= rows.index((q, d, s)))
    text = "".join(f"{q} Q0 {d} {ranks[(q, d)]} {s} r\n" for q, d, s in rows)
    shuffled = "".join(np.random.default_rng(0).permutation(text.splitlines(keepends=True)))
    a = read_trec_run(write(tmp_path, "sorted", text), trust_rank=trust_rank)
    b = read_trec_run(write(tmp_path, "shuffled", shuffled), trust_rank=trust_rank)
    np.testing.assert_array_equal(a.ranks, b.ranks)
    assert a.docids.tolist() == b.docids.tolist() and a.qids.tolist() == ["q3", "q1"]


def test_unicode_blank_is_part_of_a_field_on_every_path(tmp_path):
    """trec_eval splits on ASCII blanks (C's isspace); a no-break space inside a docid stays in it, for
    the fast parser and for the line reader alike (which once split on any Unicode blank)."""
    import rankagg.io._run_text as RT
    import rankagg.io._trec_text as TT

    text = "q1 Q0 d\u00a01 1 2.0 s\nq1 Q0 d2 2 1.0 s\n"
    p = tmp_path / "nbsp.run"
    p.write_bytes(text.encode())
    fast = read_trec_run(p)
    frame, tag = RT._parse_run_lines(p, TT._raw_bytes(p))
    assert sorted(fast.docids.tolist()) == sorted(frame["docid"].tolist()) == ["d2", "d\u00a01"]
    assert tag == "s"
    # a line short of a field is refused by both, with its line
    bad = tmp_path / "short.run"
    bad.write_bytes("q1 Q0 d1 1 2.0 s\nq1 Q0 d\u00a02 2\n".encode())
    with pytest.raises(InputFormatError, match="short.run:2: expected 6 fields"):
        read_trec_run(bad)


# ------------------------------------------------------- the rank column (issue 23)
ODD_RANKS = "q1 Q0 d1 0 3.0 s\nq1 Q0 d2 -7 2.0 s\nq1 Q0 d3 1.5 1.0 s\nq2 Q0 d1 x 5.0 s\nq2 Q0 d4 99999999999999999999 4.0 s\n" \
    "q2 Q0 d5 99999999999999999999 3.0 s\nq2 Q0 d6 40 2.0 s\n"


@pytest.mark.parametrize("no_pyarrow", [False, True])
@pytest.mark.parametrize("sep", [" ", "\t", "  "])
def test_rank_column_is_any_token_without_trust_rank(tmp_path, monkeypatch, no_pyarrow, sep):
    """trec_eval never reads the rank column: 0, negative, non-integer, repeated, gapped or overflowing ranks
    are read, and the lists are ordered by score exactly as with ranks 1..n (on every path)."""
    import rankagg.io._trec_text as TT

    if no_pyarrow:
        monkeypatch.setattr(TT, "_pa", None)
    odd = read_trec_run(write(tmp_path, "odd.run", ODD_RANKS.replace(" ", sep)))
    lines = [ln.split() for ln in ODD_RANKS.splitlines()]
    clean = "".join(f"{q} Q0 {d} {i} {s} s\n" for i, (q, _, d, _, s, _) in enumerate(lines, start=1))
    ref = read_trec_run(write(tmp_path, "clean.run", clean))
    assert odd.docids.tolist() == ref.docids.tolist() == ["d1", "d2", "d3", "d1", "d4", "d5", "d6"]
    np.testing.assert_array_equal(odd.ranks, ref.ranks)
    np.testing.assert_array_equal(odd.ranks[:, 0], [1, 2, 3, 1, 2, 3, 4])  # by score, hand-computed


@pytest.mark.parametrize(
    "rank, message",
    [("x", "rank 'x' is not an integer"), ("1.5", "rank '1.5' is not an integer"),
     ("1_0", "rank '1_0' is not an integer"),
     ("99999999999999999999", "rank 99999999999999999999 is out of range")],
)
def test_trust_rank_needs_integer_ranks(tmp_path, rank, message):
    """With trust_rank the rank column is the order: a token that is not an int64 is an error naming the file
    and line (never an OverflowError); without it, the same file is read."""
    p = write(tmp_path, "bad.run", f"q1 Q0 d1 1 2.0 s\nq1 Q0 d2 {rank} 1.0 s\n")
    with pytest.raises(InputFormatError, match=message) as exc:
        read_trec_run(p, trust_rank=True)
    assert "bad.run:2" in str(exc.value)
    assert read_trec_run(p).n_items == 2


def test_trust_rank_zero_based_and_negative_ranks_give_the_order(tmp_path):
    """Only the order of the rank column matters: 0-based, negative and gapped ranks order the list."""
    run = "q1 Q0 a 0 1.0 s\nq1 Q0 b 2 3.0 s\nq1 Q0 c -4 2.0 s\nq1 Q0 d 90 9.0 s\n"
    d = read_trec_run(write(tmp_path, "r", run), trust_rank=True)
    assert d.docids.tolist() == ["a", "b", "c", "d"]
    np.testing.assert_array_equal(d.ranks[:, 0], [2, 3, 1, 4])


def test_trust_rank_repeated_rank(tmp_path):
    """Two lines of a list with the same rank: a tie the file declares when their scores tie too (ranks 1 1 3,
    as a real TREC-COVID run writes them), kept a tie, each at the best place of its class (1 1 3; it was
    broken by trec_eval's rule, docid descending, until the fourteenth bar: tests/io/test_trust_rank_ties.py);
    with different scores the order is unknown: an error naming the file and the second line."""
    tie = "q1 Q0 a 1 5.0 s\nq1 Q0 c 1 5.0 s\nq1 Q0 b 3 4.0 s\nq2 Q0 a 1 1.0 s\n"
    d = read_trec_run(write(tmp_path, "tie.run", tie), trust_rank=True)
    assert d.docids.tolist() == ["a", "b", "c", "a"]
    np.testing.assert_array_equal(d.ranks[:, 0], [1, 3, 1, 1])
    bad = write(tmp_path, "bad.run", "q1 Q0 a 1 5.0 s\nq2 Q0 a 1 1.0 s\nq1 Q0 c 1 4.0 s\n")
    with pytest.raises(InputFormatError, match="bad.run:3: rank 1 given twice for query q1 with different scores "
                                               r"\(first at line 1\)"):
        read_trec_run(bad, trust_rank=True)
    assert read_trec_run(bad).ranks[:, 0].tolist() == [1, 2, 1]  # items: (q1, a), (q1, c), (q2, a)
