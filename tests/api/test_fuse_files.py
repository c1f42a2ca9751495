"""The fusion job on run files (``rankagg.api.fuse_files``, ``rankagg fuse``): names, weights and inputs are
settled before any run is read; a fused run is never read back; the output does not depend on the order of
the files; ``rankagg.fuse`` on paths equals the command."""

from __future__ import annotations

import gzip

import os
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import rankagg
from rankagg.api import fuse_files, read_weights, select_input_runs
from rankagg.cli import main
from rankagg.io.run_names import peek_run_names, peek_tag, run_names
from rankagg.io.trec import read_trec_entries


def _run(path: Path, tag: str, docs: list[str], qids=("q1", "q2"), start: int = 1) -> Path:
    lines = [f"{q} Q0 {d} {i + start} {len(docs) - i}.5 {tag}" for q in qids for i, d in enumerate(docs)]
    path.write_text("\n".join(lines) + "\n")
    return path


@pytest.fixture
def three_runs(tmp_path):
    return [_run(tmp_path / "a.run", "bm25", ["d1", "d2", "d3", "d4"]),
            _run(tmp_path / "b.run", "dense", ["d3", "d1", "d5"], start=0),
            _run(tmp_path / "c.run", "splade", ["d2", "d5", "d1", "d6", "d3"])]


def test_names_are_known_before_reading_and_equal_the_readers(three_runs):
    assert peek_run_names(three_runs) == ["bm25", "dense", "splade"]
    assert list(read_trec_entries(three_runs).ranker_names) == ["bm25", "dense", "splade"]


@settings(max_examples=40, deadline=None)
@given(st.lists(st.sampled_from(["x", "y"]), min_size=2, max_size=5), st.lists(st.sampled_from(["d1", "d2"]), min_size=5,
       max_size=5), st.randoms(use_true_random=False))
def test_run_names_do_not_depend_on_the_order_of_the_files(tags, folders, rnd):
    """Repeated tags and repeated file names: each file keeps its name under any order (issue 27, class 6)."""
    paths = [f"/data/{folders[i]}/run{i % 2}.txt" for i in range(len(tags))]
    if len(set(paths)) != len(paths):
        return  # the same path twice is numbered by position (and holds the same content)
    names = dict(zip(paths, run_names(paths, tags)))
    assert len(set(names.values())) == len(paths)
    order = list(range(len(paths)))
    rnd.shuffle(order)
    shuffled = [paths[i] for i in order]
    assert dict(zip(shuffled, run_names(shuffled, [tags[i] for i in order]))) == names


def test_repeated_tags_and_file_names_give_path_suffixes():
    assert run_names(["u/a/run.txt", "u/b/run.txt"], ["t", "t"]) == ["a/run.txt", "b/run.txt"]
    assert run_names(["x.run", "y.run"], ["t", "t"]) == ["x.run", "y.run"]
    assert run_names(["x.run", "x.run"], ["t", "t"]) == ["x.run#1", "x.run#2"]


def test_peek_tag_reads_gzip_bom_and_empty_files(tmp_path):
    import gzip

    g = tmp_path / "r.gz"
    g.write_bytes(gzip.compress(b"\n\n1 Q0 d 0 1.0 tagz\n"))
    b = tmp_path / "bom.run"
    b.write_bytes(b"\xef\xbb\xbf1 Q0 d 1 1.0 tagb\n")
    e = tmp_path / "empty.run"
    e.write_text("")
    assert [peek_tag(p) for p in (g, b, e)] == ["tagz", "tagb", None]
    assert peek_run_names([g, b, e]) == ["tagz", "tagb", "empty.run"]


def test_peek_tag_reads_a_file_once_until_it_changes(tmp_path, monkeypatch):
    """A fuse job asks for each file's tag three times: one read, until the file is rewritten."""
    import os

    import rankagg.io.run_names as rn

    reads = []
    first_line = rn._first_line
    monkeypatch.setattr(rn, "_first_line", lambda p: reads.append(p) or first_line(p))
    f = tmp_path / "a.run"
    f.write_text("1 Q0 d 1 1.0 first\n")
    assert [peek_tag(f), peek_tag(str(f)), peek_tag(f)] == ["first"] * 3
    assert len(reads) == 1
    f.write_text("1 Q0 d 1 1.0 second\n")  # another size
    assert peek_tag(f) == "second" and len(reads) == 2
    f.write_text("1 Q0 d 1 1.0 third_\n")  # the same size, a later modification time
    os.utime(f, ns=(os.stat(f).st_atime_ns, os.stat(f).st_mtime_ns + 10**9))
    assert peek_tag(f) == "third_" and len(reads) == 3
    with pytest.raises(FileNotFoundError):
        peek_tag(tmp_path / "missing.run")


def test_misspelt_weight_fails_before_any_run_is_read(three_runs, tmp_path):
    broken = tmp_path / "z.run"
    broken.write_text("q1 Q0 d1 1 1.0 zz\nq1 Q0 d2 2 not-a-number zz\n")  # would fail if it were parsed
    with pytest.raises(ValueError, match=r"unknown run name\(s\) bm52; the runs are bm25, dense, splade, zz"):
        fuse_files([*three_runs, broken], tmp_path / "out.run", method="rrf", weights={"bm52": 2.0})
    assert not (tmp_path / "out.run").exists()


def test_unnamed_runs_weigh_one(three_runs, tmp_path):
    out_a, out_b = tmp_path / "a.out", tmp_path / "b.out"
    fuse_files(three_runs, out_a, method="rrf", weights={"dense": 2.0})
    fuse_files(three_runs, out_b, method="rrf", weights={"bm25": 1.0, "dense": 2.0, "splade": 1.0})
    assert out_a.read_bytes() == out_b.read_bytes()


def test_weights_given_twice_are_refused(three_runs, tmp_path):
    with pytest.raises(ValueError, match="weights given twice"):
        fuse_files(three_runs, tmp_path / "o.run", method="rrf(weights={'dense': 2.0})", weights={"dense": 1.0})


def test_weights_file_bom_duplicates_and_encoding(tmp_path):
    w = tmp_path / "w.json"
    w.write_bytes(b'\xef\xbb\xbf{"bm25": 0.5}')
    assert read_weights(str(w)) == {"bm25": 0.5}
    w.write_text('{"bm25": 0.5, "bm25": 2}')
    with pytest.raises(ValueError, match=r"w\.json: the key 'bm25' is given twice"):
        read_weights(str(w))
    w.write_bytes(b"bm25 \xff\n")
    with pytest.raises(ValueError, match="w.json:1: not valid UTF-8"):  # the one text opener: file and line
        read_weights(str(w))
    w.write_bytes(gzip.compress(b"bm25 2\n"))  # gzip, like every input
    assert read_weights(str(w)) == {"bm25": 2.0}
    w.write_text("# no weights\n")
    with pytest.raises(ValueError, match="no weights given"):
        read_weights(str(w))


def test_fusing_twice_never_reads_the_fused_run_back(three_runs, tmp_path, capsys):
    """The quick start's glob run twice: the second run leaves out its own earlier output, and so does tune."""
    out = tmp_path / "fused.run"
    glob = lambda: sorted(str(p) for p in tmp_path.glob("*.run"))  # noqa: E731
    assert main(["fuse", *glob(), "--method", "rrf", "-o", str(out), "--quiet"]) == 0
    first = out.read_bytes()
    assert main(["fuse", *glob(), "--method", "rrf", "-o", str(out), "--quiet"]) == 0
    assert out.read_bytes() == first
    assert "fused.run is not read as an input: rankagg fuse wrote it" in capsys.readouterr().err
    assert select_input_runs(glob()) == [str(p) for p in three_runs]


def test_a_real_input_as_output_is_refused_before_reading(three_runs, tmp_path, capsys):
    before = three_runs[0].read_bytes()
    assert main(["fuse", *map(str, three_runs), "--method", "rrf", "-o", str(three_runs[0])]) == 2
    assert "refusing to overwrite input file" in capsys.readouterr().err
    assert three_runs[0].read_bytes() == before
    os.link(three_runs[1], tmp_path / "hard.out")  # identity, not path
    with pytest.raises(ValueError, match="refusing to overwrite input file"):
        fuse_files(three_runs, tmp_path / "hard.out", method="rrf")


@pytest.mark.parametrize("method", ["rrf", "borda", "combsum", "combmnz", "isr", "geomean", "mc2", "plackett_luce",
                                    "stagg_rrf", "pseudo_qrels"])
def test_the_order_of_the_files_changes_no_byte(three_runs, tmp_path, method):
    """docs/methods.md's promise, through the command (geomean, mc2, plackett_luce and stagg_rrf differed)."""
    a, b = tmp_path / "x.out", tmp_path / "y.out"
    assert main(["fuse", *map(str, three_runs), "--method", method, "-o", str(a), "--quiet"]) == 0
    assert main(["fuse", *map(str, three_runs[::-1]), "--method", method, "-o", str(b), "--quiet"]) == 0
    assert a.read_bytes() == b.read_bytes()


def test_python_fuse_on_paths_equals_the_command(three_runs, tmp_path):
    out = tmp_path / "cli.out"
    assert main(["fuse", *map(str, three_runs), "-o", str(out), "--quiet"]) == 0  # the default method, both
    fused = rankagg.fuse([str(p) for p in three_runs])
    lines = [ln.split() for ln in out.read_text().splitlines()]
    assert [(q, d) for q, _, d, *_ in lines] == [(q, d) for q, docs in fused.items() for d in docs]
    # the written scores are the fused ones, lowered only where trec_eval would see a tie
    written = np.array([float(ln[4]) for ln in lines])
    exact = np.array([s for docs in fused.values() for s in docs.values()])
    assert np.all(written <= exact) and np.allclose(written, exact, rtol=1e-6)


def _unsupervised_methods() -> list[str]:
    from rankagg.methods.registry import list_methods, method_class

    return [n for n in list_methods() if not method_class(n).supervised]


@pytest.mark.parametrize("method", _unsupervised_methods())
def test_every_method_through_the_command_ignores_the_file_order(three_runs, tmp_path, method):
    """Issue 26: the check suite's permutation promise, through ``rankagg fuse``, for every registered method."""
    a, b = tmp_path / "x.out", tmp_path / "y.out"
    assert main(["fuse", *map(str, three_runs), "--method", method, "-o", str(a), "--quiet"]) == 0
    assert main(["fuse", *map(str, [three_runs[2], three_runs[0], three_runs[1]]), "--method", method, "-o", str(b),
                 "--quiet"]) == 0
    assert a.read_bytes() == b.read_bytes()


def _weighted_methods() -> list[str]:
    from rankagg.methods.registry import method_class

    return [n for n in _unsupervised_methods() if "weights" in method_class(n).defaults]


def test_the_weight_semantics_are_declared_where_copies_differ():
    from rankagg.methods.registry import method_class

    declared = {n for n in _weighted_methods() if method_class(n).weights_not_copies}
    assert declared == {"combmnz", "combanz", "combmax", "combmin", "combmed", "isr", "log_isr"}


@pytest.mark.parametrize("method", _weighted_methods())
def test_a_run_given_twice_ranks_as_the_run_with_weight_two(three_runs, tmp_path, method):
    """Issue 26: giving a run twice fuses as giving it once with weight 2 (same ranking), for every weighted
    method that does not declare why not (``weights_not_copies``)."""
    from rankagg.methods.registry import method_class

    if method_class(method).weights_not_copies:
        pytest.skip(f"{method}: {method_class(method).weights_not_copies}")
    twice, weighted = tmp_path / "twice.out", tmp_path / "weighted.out"
    copy = tmp_path / "copy" / "a.run"
    copy.parent.mkdir()
    copy.write_bytes(three_runs[0].read_bytes())  # the same run under another path (its tag repeats)
    assert main(["fuse", *map(str, three_runs), str(copy), "--method", method, "-o", str(twice), "--quiet"]) == 0
    assert main(["fuse", *map(str, three_runs), "--method", method, "--weights", "bm25=2", "-o", str(weighted),
                 "--quiet"]) == 0

    def ranking(path: Path) -> list[tuple[str, str]]:
        return [(f[0], f[2]) for f in (line.split() for line in path.read_text().splitlines())]

    assert ranking(twice) == ranking(weighted)


def test_fuse_explain_writes_each_score_and_its_parts(three_runs, tmp_path):
    """``rankagg fuse --explain``: one JSON line per written document, its score the fused one, rebuilt exactly
    from its parts; a method the per-query fuser lacks is refused before anything is written."""
    import json

    from rankagg.fuser.explain import score_from_explanation

    out, expl = tmp_path / "f.run", tmp_path / "f.jsonl"
    assert main(["fuse", *map(str, three_runs), "--method", "rrf", "--param", "k=1", "-o", str(out), "--explain",
                 str(expl), "--quiet"]) == 0
    rows = [json.loads(line) for line in expl.read_text().splitlines()]
    written = [line.split() for line in out.read_text().splitlines()]
    assert [(r["qid"], r["docid"]) for r in rows] == [(f[0], f[2]) for f in written]
    fused = rankagg.fuse([str(p) for p in three_runs], "rrf", k=1)
    assert [r["score"] for r in rows] == [fused[r["qid"]][r["docid"]] for r in rows]
    assert all(score_from_explanation(r) == r["score"] for r in rows)
    assert set(rows[0]["lists"]) <= {"bm25", "dense", "splade"}
    out.unlink()
    expl.unlink()
    assert main(["fuse", *map(str, three_runs), "--method", "mc4", "-o", str(out), "--explain", str(expl)]) == 2
    assert not out.exists() and not expl.exists()


def test_fuse_explain_without_a_method_says_the_default_is_not_per_query(three_runs, tmp_path, capsys):
    """The default weighs the runs over every query, which no one query's lists explain: ``--explain`` without
    ``--method`` is refused before anything is written, and the message names the option that helps."""
    out, expl = tmp_path / "f.run", tmp_path / "f.jsonl"
    assert main(["fuse", *map(str, three_runs), "-o", str(out), "--explain", str(expl)]) == 2
    err = capsys.readouterr().err
    assert "the default method, own_items(" in err and "pass --method, e.g. --method 'rrf(k=10)'" in err
    assert not out.exists() and not expl.exists()


def test_every_writer_compares_inputs_by_identity(tmp_path):
    """The output guard under every writer (``check_not_input``): a hard link or a symlink to an input is
    that input, whatever its path."""
    from rankagg.io.atomic import atomic_write_text

    src = tmp_path / "in.txt"
    src.write_text("keep\n")
    os.link(src, tmp_path / "hard.txt")
    (tmp_path / "soft.txt").symlink_to(src)
    for target in ("hard.txt", "soft.txt"):
        with pytest.raises(ValueError, match="refusing to overwrite input file"):
            atomic_write_text(tmp_path / target, "lost\n", inputs=[src])
    assert src.read_text() == "keep\n"


def test_minmax_stays_finite_and_right_at_the_float_limits():
    """Issue 27: scores of +-1e308 overflowed max - min to inf, and that run's min-max contribution became 0
    (NaN) silently.  Hand-computed: a run [1e308, 0, -1e308] min-maxes to [1, 0.5, 0] in every path."""
    import numpy as np

    import rankagg
    from rankagg.fuser import Fuser
    from rankagg.methods.engine_norms import minmax_scale

    x = np.array([[1e308], [0.0], [-1e308]])
    np.testing.assert_array_equal(minmax_scale(x, x.min(axis=0), x.max(axis=0)), [[1.0], [0.5], [0.0]])
    big = np.array([[1.7976931348623157e308], [-1.7976931348623157e308]])
    assert np.all(np.isfinite(minmax_scale(big, big.min(axis=0), big.max(axis=0))))
    small = np.array([[3.0], [1.0], [2.0]])  # no overflow: the plain formula, same bits
    np.testing.assert_array_equal(minmax_scale(small, 1.0, 3.0), (small - 1.0) / 2.0)
    runs = {"t": {"1": {"a": 1e308, "b": 0.0, "c": -1e308}}, "u": {"1": {"a": 1.0, "b": 3.0, "c": 2.0}}}
    assert rankagg.fuse(runs, "combsum(norm=minmax)") == {"1": {"b": 1.5, "a": 1.0, "c": 0.5}}
    lists = {"t": (["a", "b", "c"], [1e308, 0.0, -1e308]), "u": (["b", "c", "a"], [3.0, 2.0, 1.0])}
    assert Fuser("combsum", norm="minmax")(lists) == [("b", 1.5), ("a", 1.0), ("c", 0.5)]
    assert dict(Fuser("combsum", norm="minmax_bounds")(lists)) == {"b": 1.5, "a": 1.001, "c": 0.501}


def test_describe_method_keeps_many_weights_short():
    from rankagg.api.commands import describe_method
    from rankagg.methods.registry import make_method

    many = make_method("combsum", norm="minmax", weights={f"run{i:02d}-with-a-long-tag": i / 7 for i in range(56)})
    line = describe_method(many)
    assert len(line) < 300 and "56 weights in [0, 7.857], 1 of them 0" in line
    assert line.startswith("combsum(norm='minmax') with") and "run55-with-a-long-tag=7.857" in line
    assert describe_method(make_method("rrf", k=20)) == "rrf(k=20)"
