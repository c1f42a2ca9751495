"""LambdaMART's trees read by rankagg alone (issue 45 item 6, issue 47 item 4).

* rankagg's evaluation of a parsed model equals LightGBM's ``Booster.predict`` bit for bit, on models with
  every missing type (None, Zero, NaN), both default directions and the ``inf`` threshold of a missing-value
  split, on values at, just beside and far from every threshold, NaN, infinities, zeros and values LightGBM
  drops as zero;
* hand-made defects are refused with the tree, key and line; a declared size is refused before allocating;
* a seeded loop of mutants of a real model text (lines deleted, doubled, blank or swapped, blanks around
  keys, foreign characters, huge numbers, cycles, indices out of range, bad leaf counts, truncation, NaN
  thresholds, digit edits, edited values): each is refused with a message naming where, or evaluated as
  LightGBM evaluates it.  Child processes with a timeout only detect a hang or a crash;
* ``rankagg train`` -> ``rankagg fuse --model`` on a model whose text holds ``threshold=inf``.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from functools import lru_cache
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

import rankagg
from rankagg.exceptions import ProblemTooLargeError
from rankagg.methods.supervised.lgb_text import parse_lgb_model
from rankagg.methods.supervised.lgb_trees import ZERO_THRESHOLD, predict_trees

lgb = pytest.importorskip("lightgbm")

N_FEATURES = 5
#: LightGBM settings that give each missing type: NaN (the default, with NaN in the data), Zero, None
CONFIGS = {
    "nan": {"num_leaves": 7},
    "zero": {"num_leaves": 31, "zero_as_missing": True},
    "none": {"num_leaves": 15, "use_missing": False},
    "coarse": {"num_leaves": 4, "max_bin": 7, "min_data_in_leaf": 1},
}


def _features(rng: np.random.Generator, n: int) -> np.ndarray:
    x = rng.normal(size=(n, N_FEATURES))
    x[rng.random(n) < 0.3, 0] = np.nan  # a missing-value split of column 0 has the threshold inf
    x[rng.random(n) < 0.3, 1] = 0.0
    x[:, 2] = np.round(2 * x[:, 2])  # many ties at the thresholds
    x[rng.random(n) < 0.1, 3] = np.nan
    return x


@lru_cache(maxsize=None)
def _model(config: str) -> str:
    rng = np.random.default_rng(0)
    x = _features(rng, 2000)
    y = (2 * np.isnan(x[:, 0]) + (x[:, 2] > 0) + (x[:, 1] == 0) + (rng.random(2000) < 0.2)).astype(int)
    params = {"objective": "lambdarank", "verbosity": -1, "num_threads": 1, "deterministic": True,
              "min_data_in_leaf": 5, "seed": 0, **CONFIGS[config]}
    booster = lgb.train(params, lgb.Dataset(x, label=y, group=[20] * 100), num_boost_round=12)
    return booster.model_to_string()


def _probe(text: str, seed: int = 1) -> np.ndarray:
    """Rows that sit on, beside and between the model's thresholds, and every special value."""
    rng = np.random.default_rng(seed)
    trees = parse_lgb_model(text)
    finite = trees.threshold[np.isfinite(trees.threshold)]
    near = np.concatenate([finite, np.nextafter(finite, np.inf), np.nextafter(finite, -np.inf)])
    special = np.array([np.nan, np.inf, -np.inf, 0.0, -0.0, 1e-36, -1e-36, ZERO_THRESHOLD, -ZERO_THRESHOLD,
                        np.nextafter(ZERO_THRESHOLD, 1), np.nextafter(-ZERO_THRESHOLD, -1), 5e-324, 1e308])
    pool = np.concatenate([near, special, rng.normal(size=50)])
    return np.vstack([rng.choice(pool, size=(3000, N_FEATURES)), _features(rng, 500)])


@pytest.mark.parametrize("config", sorted(CONFIGS))
def test_rankagg_evaluates_the_trees_as_lightgbm_predicts_bit_for_bit(config):
    text = _model(config)
    booster = lgb.Booster(model_str=text)  # the test's own model: LightGBM's reading as the reference
    trees = parse_lgb_model(text)
    x = _probe(text)
    for k in (0, 1, 5, trees.n_trees, trees.n_trees + 3):
        ours = predict_trees(trees, x, k)
        theirs = booster.predict(x, num_iteration=k, num_threads=1)
        assert ours.tobytes() == theirs.tobytes(), f"{config}, {k} trees: {np.abs(ours - theirs).max()}"


def test_the_models_cover_every_missing_type_and_the_inf_threshold():
    parsed = [parse_lgb_model(_model(c)) for c in CONFIGS]
    assert {int(m) for t in parsed for m in t.missing_type} == {0, 1, 2}
    assert {bool(d) for t in parsed for d in t.default_left} == {False, True}
    assert re.search(r"^threshold=(.* )?inf( |$)", _model("nan"), re.M)  # issue 47's split
    assert any(np.isinf(t.threshold).any() for t in parsed)


@settings(max_examples=60, deadline=None, database=None)
@given(hnp.arrays(np.float64, (8, N_FEATURES), elements=st.floats(allow_nan=True, allow_infinity=True,
                                                                      allow_subnormal=True)))
def test_any_float_rows_match_lightgbm(x):
    text = _model("zero")
    assert predict_trees(parse_lgb_model(text), x).tobytes() == \
        _booster("zero").predict(x, num_threads=1).tobytes()


@lru_cache(maxsize=None)
def _booster(config: str):
    return lgb.Booster(model_str=_model(config))


def test_the_data_must_have_the_model_s_features():
    trees = parse_lgb_model(_model("nan"))
    with pytest.raises(ValueError, match="read 5 features, the data has 4"):
        predict_trees(trees, np.zeros((3, 4)))


# ------------------------------------------------------------------ hand-made defects
def _first_tree_line(text: str, key: str) -> str:
    return re.search(rf"^{key}=.*$", text, re.M).group()


def _edit_line(text: str, key: str, value: str) -> str:
    line = _first_tree_line(text, key)
    return text.replace(line, f"{key}={value}", 1)


def _fix_sizes(text: str) -> str:
    """``tree_sizes`` recomputed from the blocks, in bytes as LightGBM counts them (a careful tamperer)."""
    starts = [m.start() for m in re.finditer(r"^Tree=", text, re.M)]
    end = text.find("end of trees")
    if not starts or end < starts[-1]:
        return text
    sizes = [len(text[a:b].encode()) for a, b in zip(starts, [*starts[1:], end])]
    return re.sub(r"^tree_sizes=.*$", "tree_sizes=" + " ".join(map(str, sizes)), text, count=1, flags=re.M)


def _children(text: str) -> tuple[list[str], list[str]]:
    return _first_tree_line(text, "left_child")[11:].split(" "), _first_tree_line(text, "right_child")[12:].split(" ")


def _cases():
    t = _model("nan")
    left, right = _children(t)
    n_leaves = int(_first_tree_line(t, "num_leaves")[11:])
    return [
        ("tree_sizes edited", t.replace("tree_sizes=", "tree_sizes=1", 1), r"header: tree_sizes\[0\]"),
        ("a cycle", _fix_sizes(_edit_line(t, "left_child", " ".join(["0", *left[1:]]))),
         r"tree 0, line \d+: left_child of node 0 is 0: not a tree"),
        ("a leaf twice", _fix_sizes(_edit_line(t, "right_child", " ".join([*right[:-1], left[-1]]))),
         r"tree 0, line \d+: (left_child and right_child: some node or leaf has no parent or two|.*not a tree)"),
        ("a leaf out of range", _fix_sizes(_edit_line(t, "right_child", " ".join([*right[:-1], str(-n_leaves - 1)]))),
         r"tree 0, line \d+: right_child of node \d+ is -\d+: not a tree"),
        ("a feature out of range", _edit_line(t, "split_feature", " ".join(["5"] + _first_tree_line(t, "split_feature")[14:].split(" ")[1:])),
         r"tree 0, line \d+: split_feature holds a feature outside 0..4"),
        ("num_leaves 10^9", _fix_sizes(_edit_line(t, "num_leaves", "1000000000")),
         r"tree 0, line \d+: num_leaves 1000000000 out of range \(1 to 131072\)"),
        ("num_leaves -3", _fix_sizes(_edit_line(t, "num_leaves", "-3")), r"num_leaves -3 out of range"),
        ("a NaN threshold", _fix_sizes(t.replace("threshold=inf", "threshold=nan", 1)),
         r"tree 0, line \d+: threshold holds a value that is not a number as LightGBM writes it"),
        ("a huge leaf value", _fix_sizes(re.sub(r"^leaf_value=\S+", "leaf_value=1e999", t, count=1, flags=re.M)),
         r"leaf_value holds '1e999', not finite"),
        ("a categorical split", _fix_sizes(_edit_line(t, "num_cat", "1")), r"num_cat is not 0: categorical"),
        ("a categorical flag", _fix_sizes(re.sub(r"^decision_type=\d+", "decision_type=1", t, count=1, flags=re.M)),
         r"decision_type holds a value outside"),
        ("a blank inside a tree", _fix_sizes(t.replace("\nnum_cat=", "\n\nnum_cat=", 1)),
         r"tree 0, line \d+: a blank line is not a key=value line"),
        ("a blank before a key", _fix_sizes(t.replace("\nnum_cat=", "\n num_cat=", 1)), r"' num_cat=0' is not a key=value"),
        ("a blank before =", _fix_sizes(t.replace("\nnum_cat=", "\nnum_cat =", 1)), r"'num_cat =0' is not a key=value"),
        ("two blanks between values", _fix_sizes(t.replace("\nleft_child=", "\nleft_child= ", 1)),
         r"left_child has \d+ values, expected|left_child holds a value"),
        ("a key twice", _fix_sizes(t.replace("\nnum_cat=0", "\nnum_cat=0\nnum_cat=0", 1)), r"num_cat given twice"),
        ("a CR", _fix_sizes(t.replace("\nnum_cat=0", "\nnum_cat=0\r", 1)), r"num_cat (holds a value|has)|character '\\r'"),
        ("a non-ASCII name", _fix_sizes(t.replace("Column_0", "Colümn_0", 1)), r"line 8: character 'ü'"),
        ("truncated", t[: len(t) // 2], r"header: tree_sizes\[\d+\] = \d+: (out of range|tree \d+ does not end)"),
        ("no end of trees", t.replace("end of trees", "end of tree"), r"is not 'end of trees' after the 12 trees"),
        ("binary objective", t.replace("objective=lambdarank", "objective=binary sigmoid:1"),
         r"header: objective 'binary sigmoid:1': rankagg applies lambdarank models only"),
        ("two classes", t.replace("num_class=1", "num_class=2"), r"header: not a one-class model"),
        ("a header key with a blank", t.replace("\nnum_class=", "\nnum_class =", 1), r"header, line 3"),
        ("fewer feature names", t.replace("Column_4", "", 1), r"feature_names does not hold"),
        ("not text", b"tree", r"a LightGBM model is text"),
        ("empty", "", r"no tree"),
    ]


@pytest.mark.parametrize("case", range(len(_cases())), ids=[c[0] for c in _cases()])
def test_defects_are_refused_naming_where(case):
    _, text, message = _cases()[case]
    with pytest.raises(ValueError, match=message):
        parse_lgb_model(text)


def test_declared_sizes_are_refused_before_allocating(monkeypatch):
    """131072 leaves declared in each of 200 trees (the text is small): the memory limit refuses it before the
    arrays exist; the limit is the one of every method (RANKAGG_MEMORY_LIMIT_GB)."""
    t = _model("nan")
    head, rest = t.split("\nTree=0\n", 1)
    block = "Tree={i}\nnum_leaves=131072\n" + rest[rest.index("num_cat="):rest.index("\nTree=1\n") + 1]
    blocks = [block.format(i=i) for i in range(200)]
    text = _fix_sizes(head + "\n" + "".join(blocks) + "end of trees\n")
    monkeypatch.setenv("RANKAGG_MEMORY_LIMIT_GB", "1")
    with pytest.raises(ProblemTooLargeError, match=r"a LightGBM model of 26214400 leaves needs .* GiB.*"
                                                   r"RANKAGG_MEMORY_LIMIT_GB"):
        parse_lgb_model(text)


# ------------------------------------------------------------------ mutants of a real model text
_OURS = """
import json, sys
import numpy as np
from rankagg.methods.supervised.lgb_text import parse_lgb_model
from rankagg.methods.supervised.lgb_trees import predict_trees
mutants, x = json.load(open(sys.argv[1])), np.load(sys.argv[2])
with open(sys.argv[3], "w") as out:
    for text in mutants:
        try:
            r = ["ok", predict_trees(parse_lgb_model(text), x).tobytes().hex()]
        except ValueError as exc:
            r = ["refused", str(exc)]
        except Exception as exc:  # noqa: BLE001 - reported, and the test fails on it
            r = ["error", f"{type(exc).__name__}: {exc}"]
        out.write(json.dumps(r) + "\\n")
        out.flush()
"""
_LIGHTGBM = """
import json, sys
import numpy as np, lightgbm as lgb
mutants, x = json.load(open(sys.argv[1])), np.load(sys.argv[2])
with open(sys.argv[3], "w") as out:
    for text in mutants:
        try:
            r = ["ok", lgb.Booster(model_str=text).predict(x, num_threads=1).tobytes().hex()]
        except Exception as exc:  # noqa: BLE001 - LightGBM's refusal
            r = ["refused", str(exc)[:200]]
        out.write(json.dumps(r) + "\\n")
        out.flush()
"""
_NUMBERS = ["1e999", "-1e999", "99999999999", "2147483648", "1" + "0" * 400, "1e-400", "nan", "inf", "-inf", "0x10",
            "1_0", "+1", ".5", "5.", "١", "", "-", "1e5000000000"]
_FOREIGN = ["é", "\u00a0", "\r", "\x00", "\u2028", "\uff11", "\t", "\ufeff"]


def _mutate(text: str, rng: np.random.Generator) -> str:
    """One tampering of ``text`` (module doc), then, half the time, tree_sizes made to fit again."""
    lines = text.split("\n")
    i = int(rng.integers(len(lines)))
    keyed = [j for j, ln in enumerate(lines) if re.match(r"[a-z_]+=", ln)]
    k = keyed[int(rng.integers(len(keyed)))]
    key, _, value = lines[k].partition("=")
    tokens = value.split(" ")
    t = int(rng.integers(len(tokens)))
    op = int(rng.integers(16))
    if op == 0:
        del lines[i]
    elif op == 1:
        lines.insert(i, lines[i])
    elif op == 2:
        lines.insert(i, "")
    elif op == 3:
        lines[k] = rng.choice([f" {key}={value}", f"{key} ={value}", f"{key}= {value}", f"{key}={value} ",
                               f"\t{key}={value}", f"{key.upper()}={value}"])
    elif op == 4:
        j = int(rng.integers(len(lines[k]) + 1))
        lines[k] = lines[k][:j] + rng.choice(_FOREIGN) + lines[k][j:]
    elif op == 5:
        tokens[t] = rng.choice(_NUMBERS)
        lines[k] = f"{key}={' '.join(tokens)}"
    elif op in (6, 7):  # a child pointing back up (a cycle), or out of range
        j = int(rng.choice([j for j, ln in enumerate(lines) if ln.startswith(("left_child=", "right_child="))]))
        key, _, value = lines[j].partition("=")
        children = value.split(" ")
        c = int(rng.integers(len(children)))
        children[c] = str(rng.choice([0, c, -1, len(children), -len(children) - 2, 2**31, -2**31 - 1]) if op == 7
                          else int(rng.integers(c + 1)))
        lines[j] = f"{key}={' '.join(children)}"
    elif op == 8:
        j = int(rng.choice([j for j, ln in enumerate(lines) if ln.startswith("num_leaves=")]))
        n = int(lines[j][11:])
        lines[j] = f"num_leaves={rng.choice([-1, 0, 1, 2, n - 1, n + 1, 10**9, 2**31])}"
    elif op == 9:
        return text[: int(rng.integers(len(text)))]
    elif op == 10:
        j = int(rng.choice([j for j, ln in enumerate(lines) if ln.startswith("threshold=") and len(ln) > 10]))
        values = lines[j][10:].split(" ")
        values[int(rng.integers(len(values)))] = "nan"
        lines[j] = "threshold=" + " ".join(values)
    elif op == 11:  # one digit anywhere
        digits = [j for j, ch in enumerate(text) if ch.isdigit()]
        j = digits[int(rng.integers(len(digits)))]
        return text[:j] + str((int(text[j]) + 1 + int(rng.integers(9))) % 10) + text[j + 1:]
    elif op == 12:
        j = int(rng.integers(len(lines)))
        lines[i], lines[j] = lines[j], lines[i]
    elif op in (13, 14, 15):  # edits that keep a valid model: a value, a decision type, a node's two children
        starts = [j for j, ln in enumerate(lines) if ln.startswith("Tree=")]
        s = starts[int(rng.integers(len(starts)))]
        block = {ln.partition("=")[0]: j for j, ln in enumerate(lines[s:s + 20], start=s)}
        if "left_child" not in block or lines[block["left_child"]] == "left_child=":
            return text
        if op == 13:
            j = block[str(rng.choice(["threshold", "leaf_value"]))]
            values = lines[j].partition("=")[2].split(" ")
            values[int(rng.integers(len(values)))] = repr(float(rng.normal()))
            lines[j] = lines[j].partition("=")[0] + "=" + " ".join(values)
        elif op == 14:
            values = lines[block["decision_type"]][14:].split(" ")
            values[int(rng.integers(len(values)))] = str(rng.choice([0, 2, 4, 6, 8, 10, 1, 12, 3]))
            lines[block["decision_type"]] = "decision_type=" + " ".join(values)
        else:
            left, right = lines[block["left_child"]][11:].split(" "), lines[block["right_child"]][12:].split(" ")
            c = int(rng.integers(len(left)))
            left[c], right[c] = right[c], left[c]
            lines[block["left_child"]], lines[block["right_child"]] = ("left_child=" + " ".join(left),
                                                                       "right_child=" + " ".join(right))
    out = "\n".join(lines)
    return _fix_sizes(out) if rng.random() < 0.5 else out


def _run_batch(code: str, mutants: list[str], x: np.ndarray, folder: Path, name: str) -> list:
    """Each mutant's result from a child process (``code``); a mutant that hangs or kills the process is
    reported as ``["died", how]`` and the batch goes on with the next one."""
    xs = folder / f"{name}.npy"
    np.save(xs, x)
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(Path(rankagg.__file__).parents[1]),
                                                        os.environ.get("PYTHONPATH", "")])}
    results: list = []
    while len(results) < len(mutants):
        src, res = folder / f"{name}{len(results)}.json", folder / f"{name}{len(results)}.out"
        src.write_text(json.dumps(mutants[len(results):]))
        try:  # the timeout detects a hang; it says nothing of speed
            proc = subprocess.run([sys.executable, "-c", code, str(src), str(xs), str(res)], env=env,
                                  capture_output=True, text=True, timeout=900)
            status = f"exit {proc.returncode}: {proc.stderr[-300:]}"
        except subprocess.TimeoutExpired:
            status = "hung (no answer within 900 s)"
        results += [json.loads(ln) for ln in res.read_text().splitlines()] if res.exists() else []
        if len(results) < len(mutants):
            results.append(["died", status])
    return results


@pytest.mark.parametrize("config", ["coarse", "none"])
def test_mutants_are_refused_naming_where_or_evaluated_as_lightgbm_does(tmp_path, config):
    """``coarse``: 12 small trees with missing-value splits and an inf threshold; ``none``: no missing values,
    the model the old structural check passed, and with it mutants (a blank line, a blank before a key, with
    tree_sizes made to fit) on which LightGBM aborts."""
    original = _model(config)
    rng = np.random.default_rng(45)
    mutants = [_mutate(original, rng) for _ in range(400)]
    x = _probe(original)
    ours = _run_batch(_OURS, mutants, x, tmp_path, "ours")
    assert not [r for r in ours if r[0] in ("error", "died")], [r for r in ours if r[0] in ("error", "died")][:3]
    refused = [r[1] for r in ours if r[0] == "refused"]
    where = re.compile(r"^(header|tree \d+|line \d+|no tree)\b")
    assert all(where.match(m) and "\n" not in m and len(m) < 300 for m in refused), \
        [m for m in refused if not where.match(m)][:3]
    accepted = [j for j, r in enumerate(ours) if r[0] == "ok"]
    assert 40 <= len(accepted) and 200 <= len(refused)  # both sides of the property are exercised
    theirs = _run_batch(_LIGHTGBM, [mutants[j] for j in accepted], x, tmp_path, "lightgbm")
    reference = predict_trees(parse_lgb_model(original), x).tobytes().hex()
    for j, (kind, value) in zip(accepted, theirs):
        if kind == "ok":  # LightGBM reads it: the same scores, bit for bit
            assert ours[j][1] == value, f"mutant {j} differs from LightGBM"
        else:  # LightGBM refuses (a line prediction does not read): rankagg's answer is the original model's
            assert ours[j][1] == reference, f"mutant {j}: LightGBM {kind} ({value[:120]}), rankagg read another model"


# ------------------------------------------------------------------ train -> fuse (issue 47)
def _runs_with_a_partial_run(folder: Path, seed: int) -> tuple[list[str], str]:
    """A run that lists the relevant documents and a few others (NaN ranks for the rest: missing values) and two
    runs of noise."""
    rng = np.random.default_rng(seed)
    runs: dict[str, list[str]] = {"partial": [], "noise1": [], "noise2": []}
    qrels = []
    for q in range(16):
        rel = rng.random(30) < 0.3
        listed = rel | (rng.random(30) < 0.2)
        runs["partial"] += [f"q{q} Q0 d{i:02d} {r + 1} {100 - r} partial"
                            for r, i in enumerate(rng.permutation(np.flatnonzero(listed)))]
        for name in ("noise1", "noise2"):
            runs[name] += [f"q{q} Q0 d{i:02d} {r + 1} {100 - r} {name}" for r, i in enumerate(rng.permutation(30))]
        qrels += [f"q{q} 0 d{i:02d} {int(rel[i])}" for i in range(30)]
    paths = []
    for name, lines in runs.items():
        (folder / f"{name}.run").write_text("\n".join(lines) + "\n")
        paths.append(str(folder / f"{name}.run"))
    (folder / "qrels.txt").write_text("\n".join(qrels) + "\n")
    return paths, str(folder / "qrels.txt")


def test_train_writes_a_model_with_an_inf_threshold_that_fuse_applies(tmp_path, capsys):
    from rankagg.cli import main
    from rankagg.io import read_trec_runs
    from rankagg.methods.supervised.lambdamart import stacked_features
    from rankagg.models import load_model

    runs, qrels = _runs_with_a_partial_run(tmp_path, seed=7)
    model = tmp_path / "m.json"
    spec = "lambdamart(methods=['borda', 'rrf'], n_estimators=20, min_data_in_leaf=3, early_stopping=5)"
    assert main(["train", *runs, "--qrels", qrels, "--method", spec, "--folds", "0", "--quiet", "-o", str(model)]) == 0
    assert "apply with: rankagg fuse" in capsys.readouterr().out
    text = json.loads(model.read_text())["fitted"]["model_str_"]
    assert re.search(r"^threshold=(.* )?inf( |$)", text, re.M), "the data no longer gives an inf threshold"
    fused = tmp_path / "fused.run"
    assert main(["fuse", *runs, "--model", str(model), "-o", str(fused)]) == 0
    assert len(fused.read_text().splitlines()) == 16 * 30
    # the scores fuse ranks by are LightGBM's, bit for bit
    m = load_model(model)
    data = read_trec_runs(runs).select_rankers(list(range(3)))
    x, _ = stacked_features(data, m.methods_)
    assert m.score(data).tobytes() == lgb.Booster(model_str=text).predict(x, num_threads=1).tobytes()


def test_applying_a_model_never_calls_lightgbm(tmp_path, monkeypatch):
    """Loading and scoring read the text with rankagg's parser only: LightGBM's loader is out of reach."""
    from rankagg.methods.registry import make_method
    from rankagg.models import load_model, save_model

    from tests.methods.supervised.test_lragg import synthetic  # tests/ is on sys.path under pytest

    m = make_method("lambdamart", methods=["borda"], n_estimators=5, early_stopping=3, min_data_in_leaf=5)
    m.fit(synthetic(seed=0), synthetic(seed=1))
    path = save_model(m, tmp_path / "m.json")
    expected = m.score(synthetic(seed=2))

    def refuse(*args, **kwargs):
        raise AssertionError("LightGBM was asked to read a model")

    monkeypatch.setattr(lgb, "Booster", refuse)
    assert load_model(path).score(synthetic(seed=2)).tobytes() == expected.tobytes()


def test_train_prints_no_apply_with_for_a_model_that_does_not_read_back(tmp_path, capsys, monkeypatch):
    """The model's document is read back before it is written: a refusal stops train before "apply with"."""
    from rankagg.cli import main
    from rankagg.methods.supervised import lgb_text

    def refuse(self, value, ctx):
        raise ValueError("refused for the test")

    monkeypatch.setattr(lgb_text.LgbModelText, "coerce", refuse)  # the loader's check; fit's reading stays
    runs, qrels = _runs_with_a_partial_run(tmp_path, seed=7)
    model = tmp_path / "m.json"
    spec = "lambdamart(methods=['borda'], n_estimators=5, min_data_in_leaf=3, early_stopping=3)"
    assert main(["train", *runs, "--qrels", qrels, "--method", spec, "--folds", "0", "--quiet", "-o", str(model)]) == 2
    out, err = capsys.readouterr()
    assert "apply with" not in out and "not written" in err and "refused for the test" in err
    assert not model.exists()


def test_a_line_that_fails_at_its_end_is_refused_without_backtracking(tmp_path):
    """The value grammar has one way to match each token: a line of negative values that fails at its last
    token is refused at once (with a "-?" before a class holding "-" it was retried 2^n times, a hang for a
    31-leaf tree).  A child process with a timeout detects a hang; it says nothing of speed."""
    text = _model("zero")
    line = _first_tree_line(text, "internal_value")
    n = len(line.split(" "))
    text = _fix_sizes(text.replace(line, "internal_value=" + " ".join(["-1"] * (n - 1) + ["x"]), 1))
    assert n >= 30
    (tmp_path / "m.txt").write_text(text)
    code = ("import sys\nfrom rankagg.methods.supervised.lgb_text import parse_lgb_model\n"
            "try:\n    parse_lgb_model(open(sys.argv[1]).read())\nexcept ValueError as exc:\n    print(exc)\n")
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(Path(rankagg.__file__).parents[1]),
                                                        os.environ.get("PYTHONPATH", "")])}
    proc = subprocess.run([sys.executable, "-c", code, str(tmp_path / "m.txt")], env=env, capture_output=True,
                          text=True, timeout=120)
    assert re.match(r"tree 0, line \d+: internal_value holds a value that is not a number", proc.stdout)
