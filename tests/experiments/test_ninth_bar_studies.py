"""Issue 45's ninth bar, studies declared by a stranger: the fault classes it found, each generated over its members.

* a result record is checked against every rule docs/results-schema.md states (spec_hash, grid_size, params, the
  folds, distinct qids, test = the mean of the fold means, the per-query values those means), so a file edited by
  hand is refused naming it instead of printed by ``rankagg report`` (u9x_report_*);
* an experiment file's row label and group are one line, a dataset is listed once, a row's datasets are the
  experiment's, and ``select_by`` is checked when the file is read, naming it (u9x_toml_label_newline,
  u9x_datasets_twice, u9x_row_dataset_outside, u9x_select_by_unknown);
* a LETOR folder lacking a subset names the file it lacks (u9x_data_subset_missing);
* a result's ``spec`` is the method as the file gives it (``"rrf(k=60)"``), not its registry name
  (u9x_method_spec_string), and ``spec_hash`` does not change with it.

Everything runs in-process on records and files built here; nothing reads the LETOR data.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rankagg.experiments.experiment_file import load_experiment
from rankagg.experiments.results import validate_record
from rankagg.experiments.runner import plan

ROOT = Path(__file__).resolve().parents[2]


# ---------------------------------------------------------------- result records (docs/results-schema.md)

def _record(values: dict[str, list[float]], sizes: list[int]) -> dict:
    """A protocol record written by hand from the schema: folds of the given sizes, each mean the mean it states."""
    qids = [str(100 + i) for i in range(sum(sizes))]
    folds, start = [], 0
    for f, n in enumerate(sizes):
        means = {m: sum(v[start:start + n]) / n for m, v in values.items()}
        folds.append({"fold": f + 1, "params": {"k": 60}, "validation": dict(means), "grid_validation": {}, "test": means,
                      "fit_seconds": 0.0, "aggregate_seconds": 0.01, "wall_seconds": 0.02})
        start += n
    return {"schema": "rankagg-results/2", "kind": "protocol", "spec_hash": "0123456789abcdef", "dataset": "MQ2008-agg",
            "method": "rrf", "spec": "rrf(k=60)", "label": "RRF", "experiment": "hand", "supervision": "unsupervised",
            "fixed": {"k": 60}, "grid": {}, "grid_size": 1, "select_by": "NDCG@10", "seeds": [], "measures_version": 2,
            "params": [{"k": 60}] * len(sizes),
            "test": {m: sum(f["test"][m] for f in folds) / len(folds) for m in values},
            "folds": folds, "per_query": {"qids": qids, **values}, "versions": {"python": "3.11"},
            "wall_seconds": 0.1, "seconds": 0.05, "fit_seconds": 0.0}


def _good() -> dict:
    nd = [round(0.1 + 0.037 * ((7 * i) % 23), 6) for i in range(20)]
    return _record({"NDCG@10": nd, "MAP": [round(v * 0.8 + 0.1, 6) for v in nd]}, [4] * 5)


def _shift_test(r):
    r["test"]["NDCG@10"] += 0.05


def _drop_fold(r):
    r["folds"].pop()
    r["params"].pop()


def _qid_twice(r):
    r["per_query"]["qids"][1] = r["per_query"]["qids"][0]


def _one_value(r):  # a per-query value changed: the means above it no longer hold it
    r["per_query"]["NDCG@10"][3] = round(r["per_query"]["NDCG@10"][3] + 0.01, 6)


def _swap_across_folds(r):  # two values of different folds swapped: every total unchanged, the folds' means not
    v = r["per_query"]["MAP"]
    i = next(i for i in range(4, 20) if abs(v[i] - v[0]) > 0.01)
    v[0], v[i] = v[i], v[0]


def _fold_test(r):
    r["folds"][2]["test"]["MAP"] += 0.02
    r["test"]["MAP"] += 0.02 / 5


MUTATIONS = {
    "test is not the mean of the fold means": _shift_test,
    "a fold dropped": _drop_fold,
    "a qid twice": _qid_twice,
    "a per-query value changed": _one_value,
    "per-query values swapped across folds": _swap_across_folds,
    "a fold's test changed, the mean following": _fold_test,
    "spec_hash not 16 hex": lambda r: r.update(spec_hash="hand"),
    "spec_hash upper case": lambda r: r.update(spec_hash="0123456789ABCDEF"),
    "grid_size not the grid's": lambda r: r.update(grid={"k": [1, 2]}, grid_size=3),
    "grid_size a float": lambda r: r.update(grid_size=1.0),
    "a grid value not a list": lambda r: r.update(grid={"k": 60}, grid_size=1),
    "params missing": lambda r: r.pop("params"),
    "params not the folds'": lambda r: r.update(params=[{"k": 10}] * 5),
    "folds out of order": lambda r: r["folds"].reverse(),
    "a seed not an integer": lambda r: r.update(seeds=["0"]),
    "measures_version a text": lambda r: r.update(measures_version="2"),
    "a qid not a text": lambda r: r["per_query"]["qids"].__setitem__(0, 100),
    "a number beyond a double": lambda r: r["per_query"]["MAP"].__setitem__(0, 10 ** 400),
}


def test_the_hand_record_is_valid():
    validate_record(_good(), "hand.json")


@pytest.mark.parametrize("name", sorted(MUTATIONS))
def test_a_record_breaking_a_rule_of_the_schema_is_refused_naming_it(name):
    rec = _good()
    MUTATIONS[name](rec)
    with pytest.raises(ValueError, match=r"^hand\.json: "):
        validate_record(json.loads(json.dumps(rec)), "hand.json")


_values = st.lists(st.integers(0, 10 ** 6).map(lambda v: v / 10 ** 6), min_size=1, max_size=12)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(_values, min_size=5, max_size=5), st.integers(0, 10 ** 6))
def test_any_consistent_record_reads_and_a_changed_value_does_not(folds, pick):
    """Folds of any sizes with any values at 6 decimals, as the runner writes them, are valid; moving one per-query
    value by 0.001 breaks its fold's mean (within 1e-6 of it no longer) and is refused."""
    flat = [v for f in folds for v in f]
    rec = _record({"NDCG@10": flat, "MAP": [round(1 - v, 6) for v in flat]}, [len(f) for f in folds])
    validate_record(copy.deepcopy(rec), "r.json")
    i = pick % len(flat)
    vals = rec["per_query"]["NDCG@10"]
    vals[i] = round(vals[i] + (0.001 if vals[i] < 0.5 else -0.001), 6)
    with pytest.raises(ValueError, match=r"^r\.json: "):
        validate_record(rec, "r.json")


# ---------------------------------------------------------------- experiment files

HEAD = 'name = "t"\ndatasets = ["MQ2008-agg"]\nselect_by = "NDCG@10"\nmeasures = ["NDCG@10", "MAP"]\n'
ROW = '\n[[rows]]\nlabel = "RRF"\nmethod = "rrf"\nfixed = { k = 60 }\n'


def _file(tmp_path: Path, text: str) -> Path:
    folder = tmp_path / "experiments"
    folder.mkdir(exist_ok=True)
    path = folder / "t.toml"
    path.write_text(text, encoding="utf-8")
    return path


# the control characters (Unicode's Cc: C0 but the tab, written as TOML's \u escapes, DEL, C1 with NEL): a line break
# in Markdown (CR, LF) or in a terminal; U+2028/9 are text to both, and read
BREAKS = ["\\n", "\\r", "\\u0000", "\\u000b", "\\u001f", "\\u007f", "\\u0085"]


@pytest.mark.parametrize("key", ["label", "group"])
@pytest.mark.parametrize("esc", BREAKS)
def test_a_row_label_or_group_is_one_line(tmp_path, key, esc):
    row = ROW + f'{key} = "a{esc}b"\n' if key == "group" else ROW.replace('label = "RRF"', f'label = "R{esc}F"')
    with pytest.raises(ValueError, match=rf"t\.toml: rows\[0\]: {key} .*one line"):
        load_experiment(_file(tmp_path, HEAD + row))


@pytest.mark.parametrize("label", ["RRF k=60", "Borda ▲ (é, 中文)", "a\u00a0b", "x|y", "a\tb", "a\u2028b"])
def test_a_one_line_label_is_read(tmp_path, label):
    exp = load_experiment(_file(tmp_path, HEAD + ROW.replace('label = "RRF"', f"label = {json.dumps(label)}")))
    assert exp.rows[0].label == label


@pytest.mark.parametrize("datasets,where", [
    ('["MQ2008-agg", "MQ2008-agg"]', r"t\.toml: datasets\[1\]: 'MQ2008-agg' given twice"),
    ('["MQ2008-agg", "junk", "MQ2008-agg"]', r"t\.toml: datasets\[2\]: 'MQ2008-agg' given twice"),
])
def test_a_dataset_listed_twice_is_refused(tmp_path, datasets, where):
    with pytest.raises(ValueError, match=where):
        load_experiment(_file(tmp_path, HEAD.replace('["MQ2008-agg"]', datasets) + ROW))


@pytest.mark.parametrize("only,where", [
    ('["MQ2007-agg"]', r"rows\[0\]: datasets\[0\]: 'MQ2007-agg' is not a dataset of the experiment"),
    ('["MQ2008-agg", "MQ2008-agg"]', r"rows\[0\]: datasets\[1\]: 'MQ2008-agg' given twice"),
    ('["MQ2008-agg", "junk"]', r"rows\[0\]: datasets\[1\]: 'junk' is not a dataset of the experiment"),
])
def test_a_rows_datasets_are_the_experiments(tmp_path, only, where):
    with pytest.raises(ValueError, match=where):
        load_experiment(_file(tmp_path, HEAD + ROW + f"datasets = {only}\n"))


def test_a_row_restricted_to_one_of_the_datasets_plans_there_only(tmp_path):
    text = HEAD.replace('["MQ2008-agg"]', '["MQ2008-agg", "junk"]') + ROW + 'datasets = ["junk"]\n'
    assert [c.dataset for c in plan(load_experiment(_file(tmp_path, text)))] == ["junk"]


@pytest.mark.parametrize("measure", ["NDCG@15", "ndcg@10", "P@0", "nDCG@20", "MAP@10", ""])
def test_select_by_is_checked_when_the_file_is_read(tmp_path, measure):
    with pytest.raises(ValueError, match=r"t\.toml: select_by .* is not a measure of MQ2008-agg"):
        load_experiment(_file(tmp_path, HEAD.replace('"NDCG@10"\n', json.dumps(measure) + "\n", 1) + ROW))


@pytest.mark.parametrize("measure", ["NDCG@1", "NDCG@10", "P@5", "MAP", "MeanNDCG", "ERR", "RBP"])
def test_a_letor_select_by_is_read(tmp_path, measure):
    assert load_experiment(_file(tmp_path, HEAD.replace('"NDCG@10"\n', f'"{measure}"\n', 1) + ROW)).select_by == measure


def test_every_committed_experiment_still_reads():
    for path in sorted((ROOT / "experiments").glob("*.toml")):
        assert load_experiment(path).rows


@pytest.mark.parametrize("method,fixed", [
    ("rrf(k=60)", {"k": 60}),
    ("rrf(k=60, positions='raw')", {"k": 60, "positions": "raw"}),
    ("borda(unranked='ignore')", {"unranked": "ignore"}),
    ("rrf", {}),
])
def test_a_results_spec_is_the_method_as_given_and_its_hash_is_not(tmp_path, method, fixed):
    given = load_experiment(_file(tmp_path, HEAD + f'\n[[rows]]\nlabel = "X"\nmethod = {json.dumps(method)}\n'))
    name = method.split("(")[0]
    inline = ", ".join(f"{k} = {json.dumps(v)}" for k, v in fixed.items())
    (tmp_path / "b").mkdir()
    spelt = load_experiment(_file(tmp_path / "b", HEAD + f'\n[[rows]]\nlabel = "X"\nmethod = "{name}"\nfixed = {{ {inline} }}\n'))
    (cell,), (other,) = plan(given), plan(spelt)
    assert (cell.spec.spec, other.spec.spec) == (method, name)
    assert cell.spec_hash == other.spec_hash


# ---------------------------------------------------------------- LETOR folders

@pytest.mark.parametrize("missing", [(1,), (3,), (5,), (2, 4)])
def test_a_letor_folder_names_the_subsets_it_lacks(tmp_path, missing):
    from rankagg.io.datasets import load_letor_agg

    folder = tmp_path / "letor4-agg" / "MQ2008-agg"
    folder.mkdir(parents=True)
    for s in range(1, 6):
        if s not in missing:
            (folder / f"S{s}.txt").write_text(f"1 qid:{s} 1:1 2:2 #docid = d{s} inc = 1 prob = 0.1\n")
    with pytest.raises(FileNotFoundError, match=": " + ", ".join(f"S{s}.txt" for s in missing) + " missing beside "):
        load_letor_agg("MQ2008-agg", data_dir=tmp_path, cache=False)
