"""Mutants of a real LambdaMART model text (issue 45 item 6): each is refused with a message naming where, or
evaluated as LightGBM evaluates it.  Child processes with a timeout only detect a hang or a crash; they say
nothing of speed."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

import rankagg
from rankagg.methods.supervised.lgb_text import parse_lgb_model
from rankagg.methods.supervised.lgb_trees import predict_trees

from tests.methods.supervised.test_lgb_trees import _first_tree_line, _fix_sizes, _model, _probe

pytest.importorskip("lightgbm")


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
