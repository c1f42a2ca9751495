"""Issue 45's seventh bar (chains of commands): a report of ``rankagg evaluate --json`` output says which runs were
fused by a model fitted on judgments from their tags (``rankagg-<method>-tuned``), and a run whose tag cannot be read
-- a one-run record names no run file, or the run files were moved after evaluating -- is named as not known, never
counted as untuned (the report said "No run carries the tag ..." of a tuned run).  Generated over every way an
evaluation record meets its runs: one run or several, run files at hand or not, tuned or not."""

from __future__ import annotations

import itertools
import json

import pytest

from rankagg.experiments.report import table_caption
from rankagg.experiments.report_data import load_results

UNTUNED_CLAIM = "No run carries the tag"


def _run(path, tag):
    path.write_text("".join(f"1 Q0 d{i} {i + 1} {10 - i} {tag}\n" for i in range(3)))


# each form: (runs in the record, whether their files are at hand); each run tuned or not
FORMS = [(1, True), (1, False), (2, True), (2, False)]


@pytest.mark.parametrize("n_runs, at_hand", FORMS)
@pytest.mark.parametrize("tuned_first", [True, False])
def test_report_never_calls_a_run_of_unread_tag_untuned(tmp_path, n_runs, at_hand, tuned_first):
    tags = ["rankagg-rrf-tuned" if tuned_first else "bm25", "dense"][:n_runs]
    names = [f"r{i}.run" for i in range(n_runs)]
    if at_hand:
        for name, tag in zip(names, tags):
            _run(tmp_path / name, tag)
    record = ({"nDCG@10": 0.5, "per_query": {"1": {"nDCG@10": 0.5}}} if n_runs == 1 else
              {name: {"nDCG@10": 0.1 * (i + 1)} for i, name in enumerate(names)})
    evaluation = tmp_path / "e.json"
    evaluation.write_text(json.dumps(record))
    entries = load_results([evaluation]).entries
    caption = table_caption(entries)
    readable = at_hand and n_runs > 1  # a one-run record names no run file: its tag is never read
    if readable:
        assert [e.tuned for e in entries] == [t.endswith("-tuned") for t in tags]
        assert (UNTUNED_CLAIM in caption) == (not tuned_first)
        assert ("Tuned on judgments" in caption) == tuned_first
    else:
        assert all(e.tuned is None for e in entries)
        assert UNTUNED_CLAIM not in caption and "Tuned on judgments" not in caption
        assert "is not known" in caption and all(e.label in caption for e in entries)


def test_report_mixes_known_and_unknown_runs(tmp_path):
    # two evaluation files: one of two runs at hand (one tuned), one run alone (unknown)
    _run(tmp_path / "t.run", "rankagg-rrf-tuned")
    _run(tmp_path / "b.run", "bm25")
    (tmp_path / "two.json").write_text(json.dumps({"t.run": {"nDCG@10": 0.3}, "b.run": {"nDCG@10": 0.2}}))
    (tmp_path / "one.json").write_text(json.dumps({"nDCG@10": 0.4}))
    (tmp_path / "none.json").write_text(json.dumps({"b.run": {"nDCG@10": 0.2}, "gone.run": {"nDCG@10": 0.1}}))
    for files in itertools.permutations(["two.json", "one.json"]):
        entries = load_results([tmp_path / f for f in files]).entries
        caption = table_caption(entries)
        assert "Tuned on judgments" in caption and "rankagg-rrf-tuned;" in caption
        assert "Whether one was fused" in caption and "Nothing else was held out" not in caption
    entries = load_results([tmp_path / "none.json"]).entries  # b.run read (untuned), gone.run not at hand
    assert [e.tuned for e in entries] == [False, None]
    caption = table_caption(entries)
    assert UNTUNED_CLAIM not in caption and "gone.run" in caption and "No other run carries that tag" in caption


# ---------------------------------------------------------------- a result that keeps fewer measures than its experiment
# An experiment reran after its file came to keep more measures (stored_measures extended, or removed while the table
# shows a measure the results did not keep): status said done and render failed with a raw KeyError.  Generated over
# the ways the kept set changes, through every reader of a result: status, run (reruns it) and the table.
KEPT = ("NDCG@1", "MAP", "MeanNDCG")
EXPERIMENT = ('name = "kept"\ntitle = "t"\ndatasets = ["junk"]\nselect_by = "MeanNDCG"\nbaselines = ["borda"]\n'
              'measures = {measures}\n{stored}'
              '[[rows]]\nlabel = "borda"\nmethod = "borda"\nfixed = {{}}\ngrid = {{}}\n'
              '[[rows]]\nlabel = "rrf"\nmethod = "rrf"\nfixed = {{}}\ngrid = {{}}\n')


def _experiment_file(folder, measures, stored):
    path = folder / "experiments" / "kept.toml"
    path.parent.mkdir(exist_ok=True)
    keep = "" if stored is None else f"stored_measures = {json.dumps(list(stored))}\n"
    path.write_text(EXPERIMENT.format(measures=json.dumps(list(measures)), stored=keep))
    return path


@pytest.fixture(scope="module")
def kept_results(tmp_path_factory):
    from rankagg.experiments.runner import run_experiments

    folder = tmp_path_factory.mktemp("kept")
    run_experiments([_experiment_file(folder, ["NDCG@1", "MAP"], KEPT)], progress=lambda m: None)
    return folder


# (measures shown, measures kept) after the run; whether the results written under KEPT still serve
CHANGES = [
    (["NDCG@1", "MAP"], KEPT, True),  # unchanged
    (["NDCG@1"], KEPT, True),  # fewer shown
    (["NDCG@1", "MAP"], (*KEPT, "NDCG@5"), False),  # one more kept
    (["NDCG@1", "MAP", "P@5"], None, False),  # stored_measures removed, a measure shown that was not kept
]


@pytest.mark.parametrize("measures, stored, serves", CHANGES)
def test_a_result_keeping_fewer_measures_is_stale_and_not_rendered(kept_results, tmp_path, measures, stored, serves):
    import shutil

    from rankagg.experiments.experiment_file import load_experiment
    from rankagg.experiments.render_tables import render_table
    from rankagg.experiments.runner import cell_status, plan

    shutil.copytree(kept_results / "results", tmp_path / "results")
    exp = load_experiment(_experiment_file(tmp_path, measures, stored))
    assert [cell_status(c) for c in plan(exp)] == ["done" if serves else "stale"] * 2
    if serves:
        table = render_table(exp, "junk")
        assert all(m in table for m in measures)
    else:
        lacking = [m for m in exp.required_measures("junk") if m not in KEPT]
        with pytest.raises(ValueError, match=f"junk__borda.json: holds no {lacking[0]}.*rankagg experiment run"):
            render_table(exp, "junk")


def test_run_reruns_a_result_keeping_fewer_measures(kept_results, tmp_path):
    import shutil

    from rankagg.experiments.experiment_file import load_experiment
    from rankagg.experiments.render_tables import render_table
    from rankagg.experiments.runner import cell_status, plan, run_experiments

    shutil.copytree(kept_results / "results", tmp_path / "results")
    path = _experiment_file(tmp_path, ["NDCG@1", "MAP", "NDCG@5"], (*KEPT, "NDCG@5"))
    assert len(run_experiments([path], progress=lambda m: None)) == 2
    exp = load_experiment(path)
    assert [cell_status(c) for c in plan(exp)] == ["done"] * 2
    assert "NDCG@5" in render_table(exp, "junk")


# ---------------------------------------------------------------- run names that cross a move of their folder
# When tags and file names repeat, every run was named at one path depth, so a run whose file name was its own took
# the name of the folder the command ran in ("proj/c.run"): a model tuned there was refused once the folder was moved.
LAYOUTS = [
    ["x/r.run", "y/r.run", "c.run"],
    ["p/a/r.run", "q/a/r.run", "b/r.run", "c.run"],
    ["u/a/run.txt", "u/b/run.txt"],
    ["a/x.run", "a/x.run", "b/x.run"],  # the same file twice: its copies numbered
]


@pytest.mark.parametrize("layout", LAYOUTS)
def test_run_names_do_not_hold_the_folder_they_all_sit_in(tmp_path, layout):
    from pathlib import Path

    from rankagg.io.run_names import run_names

    tags = ["t"] * len(layout)
    here = [str(tmp_path / "proj" / p) for p in layout]
    moved = [str(tmp_path / "elsewhere" / "deeper" / p) for p in layout]
    names = run_names(here, tags)
    assert run_names(moved, tags) == names and len(set(names)) == len(names)
    files = [Path(p).name for p in layout]
    for p, name in zip(layout, names):
        if files.count(Path(p).name) == 1:
            assert name == Path(p).name
        elif layout.count(p) == 1:  # the shortest trailing part no other path ends with
            assert p.endswith(name) and sum(q.endswith("/" + name) or q == name for q in layout) == 1
    if len(set(layout)) == len(layout):  # independent of the order given
        order = list(range(len(layout)))[::-1]
        assert [run_names([here[i] for i in order], tags)[order.index(j)] for j in range(len(layout))] == names


def test_weights_by_name_meet_their_runs_after_a_move(tmp_path):
    import shutil

    from rankagg.api import fuse_files

    proj = tmp_path / "proj"
    for path, docs in (("x/r.run", "abc"), ("y/r.run", "cab"), ("c.run", "bca")):
        (proj / path).parent.mkdir(parents=True, exist_ok=True)
        (proj / path).write_text("".join(f"1 Q0 {d} {i + 1} {3 - i} s\n" for i, d in enumerate(docs)))
    weights = {"x/r.run": 3.0, "y/r.run": 1.0, "c.run": 0.5}
    runs = ["x/r.run", "y/r.run", "c.run"]
    fuse_files([str(proj / r) for r in runs], str(tmp_path / "a.out"), method="rrf", weights=weights)
    shutil.move(str(proj), str(tmp_path / "moved"))
    fuse_files([str(tmp_path / "moved" / r) for r in runs], str(tmp_path / "b.out"), method="rrf", weights=weights)
    assert (tmp_path / "a.out").read_bytes() == (tmp_path / "b.out").read_bytes()
