"""Fuzzing of the model files (JSON and NPZ, with LightGBM's model text inside a LambdaMART model): every
field of a real model mutated (wrong types, out of range, sizes that disagree, huge sizes, NaN and infinities,
keys removed, added, renamed or given twice), and LightGBM's tree text tampered with line by line.

Each mutated file is loaded and applied in a worker process (a crash or a hang there is a fault, not the end
of the test): a fitted model by ``rankagg.models.load_model`` then ``fuse`` on the data it was fitted on, a
fusion model by ``Fuser.from_model`` then one request, a calibration by ``read_model`` then ``apply``.  What
it did must be one of: a result whose scores are finite (a mutated value is another model), or a one-line
error naming the file.  Where the documents say a file must be refused (an unknown kind, a version newer than
rankagg's, a key given twice, a truncated file, NaN in a calibration), accepting it is a fault (``silent``).
"""

from __future__ import annotations

import io
import json
import os
import random
import re
import subprocess
import sys
import zipfile
from pathlib import Path
from typing import Any

import numpy as np

from tests.fuzz.test_table_oracle import BUDGET, ROOT, Tally

SEED = int(os.environ.get("RANKAGG_FUZZ_SEED", "20261129"))  # another seed: inputs nobody has seen
CI_MODELS = 12
METHODS = ("rankagg_sup", "lambdamart", "best_input", "stagg_sup")
#: an error applying a loaded model names the model and its method (the file is read by then): a clean one
NAMED = re.compile(r"(the model \(|[a-z_]+: )")
#: NumPy's own messages: an array of the wrong shape or type reached the arithmetic unchecked
NUMPY_INSIDE = re.compile(r"operands could not be broadcast|could not broadcast|index \d+ is out of bounds|"
                          r"setting an array element|cannot reshape|shapes? \(\d")


def seed_models(folder: Path) -> dict[str, Path]:
    """Real models: fitted methods (JSON and NPZ), a fusion model with a calibration map, a calibration."""
    from rankagg.fuser.calibration import Calibration
    from rankagg.io.models import write_model
    from rankagg.io.synthetic import make_metasearch
    from rankagg.methods.registry import make_method
    from rankagg.models import save_fusion_model, save_model

    data = make_metasearch(n_queries=6, n_items=20, n_rankers=4, random_state=0)
    out = {}
    for method in METHODS:
        fitted = make_method(method).fit(data)
        out[f"{method}.json"] = save_model(fitted, folder / f"{method}.json")
        out[f"{method}.npz"] = save_model(fitted, folder / f"{method}.npz")
    cal = Calibration("rank", (1.0, 2.0, 5.0), (0.9, 0.5, 0.125), 10, {"0.90": 0.5}, {"queries": 3, "runs": ["a", "b"]})
    out["fusion.json"] = save_fusion_model({"format": "rankagg-fusion", "method": "rrf", "params": {"k": 20},
                                            "weights": {"R1": 2.0, "R2": 0.5}, "calibration": cal.to_dict()},
                                           folder / "fusion.json")
    out["calibration.json"] = write_model(cal, folder / "calibration.json", "rankagg-calibration")
    return out


# ------------------------------------------------------------------ mutations
WRONG = [None, True, False, 0, -1, 1, 2 ** 63, 10 ** 400, 1e308, -1e308, 5e-324, float("nan"), float("inf"),
         -float("inf"), "", "x", "1", "nan", [], [1], [[1, 2]], {}, {"a": 1}, 0.5, -0.0]


def paths(obj: Any, at: tuple = ()) -> list[tuple]:
    out = [at]
    if isinstance(obj, dict):
        for k, v in obj.items():
            out += paths(v, at + (k,))
    elif isinstance(obj, list):
        for i, v in enumerate(obj[:6]):
            out += paths(v, at + (i,))
    return out


def get(obj: Any, at: tuple) -> Any:
    for k in at:
        obj = obj[k]
    return obj


def tamper_lightgbm(text: str, rng: random.Random) -> str:
    """LightGBM's model text, one line edited: a number changed, a line removed, doubled or blanked, a key
    spaced, an array cut or lengthened."""
    lines = text.split("\n")
    k = rng.randrange(len(lines))
    line = lines[k]
    kind = rng.randrange(8)
    if kind == 0 and "=" in line:
        key, _, value = line.partition("=")
        vals = value.split(" ")
        j = rng.randrange(len(vals))
        vals[j] = rng.choice(["-1", "0", "99999999", "1e308", "nan", "inf", "-2147483648", "x", "", "2"])
        lines[k] = key + "=" + " ".join(vals)
    elif kind == 1:
        del lines[k]
    elif kind == 2:
        lines.insert(k, line)
    elif kind == 3:
        lines[k] = ""
    elif kind == 4 and "=" in line:
        lines[k] = line.replace("=", " = ", 1)
    elif kind == 5 and "=" in line:
        lines[k] = line + " " + line.split("=", 1)[1].split(" ")[0]
    elif kind == 6 and "=" in line and " " in line:
        lines[k] = line.rsplit(" ", 1)[0]
    else:
        lines[k] = line.replace("num_leaves=", "num_leaves=1").replace("tree_sizes=", "tree_sizes=9")
    return "\n".join(lines)


def mutate_doc(doc: Any, rng: random.Random) -> tuple[Any, str, bool]:
    """A mutated document, what was done, and whether the documents say it must be refused."""
    doc = json.loads(json.dumps(doc))
    spots = [p for p in paths(doc) if p]
    trees = [p for p in spots if isinstance(get(doc, p), str) and "tree_sizes=" in get(doc, p)]
    if trees and rng.random() < 0.5:  # a LambdaMART model: its LightGBM text, one to three lines edited
        at = rng.choice(trees)
        parent = get(doc, at[:-1])
        for _ in range(rng.randint(1, 3)):
            parent[at[-1]] = tamper_lightgbm(parent[at[-1]], rng)
        return doc, f"LightGBM text of {at!r} tampered", False
    at = rng.choice(spots)
    parent, key = get(doc, at[:-1]), at[-1]
    value = parent[key]
    r = rng.random()
    if at == ("format",):
        parent[key] = rng.choice(["rankagg-nothing", "rankagg-model", "rankagg-fusion", "rankagg-calibration", 1])
        return doc, f"format -> {parent[key]!r}", parent[key] not in ("rankagg-model", "rankagg-fusion",
                                                                       "rankagg-calibration")
    if at == ("version",):
        parent[key] = rng.choice([2, 99, "1", 1.0, None, -1, 10 ** 30])
        return doc, f"version -> {parent[key]!r}", parent[key] in (2, 99, 10 ** 30)
    if r < 0.6:
        parent[key] = rng.choice(WRONG)
        return doc, f"{at!r} -> {parent[key]!r:.40}", False
    if r < 0.75 and isinstance(parent, dict):
        del parent[key]
        return doc, f"{at!r} removed", False
    if r < 0.85 and isinstance(value, list) and value:
        parent[key] = value[:-1] if rng.random() < 0.5 else value + value[-1:]
        return doc, f"{at!r} resized", False
    if isinstance(parent, dict):
        parent[str(key) + rng.choice(["", "_x", " "]) if rng.random() < 0.5 else "zz"] = rng.choice(WRONG)
        return doc, f"a key beside {at!r}", False
    parent[key] = rng.choice(WRONG)
    return doc, f"{at!r} -> {parent[key]!r:.40}", False


def npz_mutation(raw: bytes, rng: random.Random) -> tuple[bytes, str, bool]:
    """An NPZ model with one member changed: its dtype, its shape, pickled, or a huge declared size."""
    with zipfile.ZipFile(io.BytesIO(raw)) as zf:
        members = {i.filename: zf.read(i) for i in zf.infolist()}
    names = [n for n in members if n != "__model__.npy"]
    kind = rng.randrange(5)
    if kind == 4 or not names:
        cut = rng.randrange(len(raw))
        return raw[:cut], f"cut at byte {cut}", True
    name = rng.choice(names)
    arr = np.load(io.BytesIO(members[name]), allow_pickle=False)
    if kind == 0:
        arr = arr.astype(rng.choice([np.float32, np.int8, np.complex128, np.bool_, "U3"]))
        what = f"{name} as {arr.dtype}"
    elif kind == 1:
        arr = arr.ravel()[:-1] if arr.size else np.zeros(3)
        what = f"{name} shape {arr.shape}"
    elif kind == 2:
        arr = np.array([1, "x", None], dtype=object)
        what = f"{name} pickled objects"
    else:
        arr = np.full(arr.shape, rng.choice([np.nan, np.inf, -1.0, 1e308]))
        what = f"{name} filled"
    buf = io.BytesIO()
    np.save(buf, arr, allow_pickle=kind == 2)
    members[name] = buf.getvalue()
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w") as zf:
        for n, b in members.items():
            zf.writestr(n, b)
    return out.getvalue(), what, kind == 2


# ------------------------------------------------------------------ the worker (a process a crash may end)
WORKER = r"""
import json, math, sys, warnings
warnings.simplefilter("ignore")
import numpy as np
from rankagg.io.synthetic import make_metasearch
data = make_metasearch(n_queries=6, n_items=20, n_rankers=4, random_state=0)
lists = {"R1": {"a": 3.0, "b": 2.0, "c": 1.0}, "R2": {"b": 0.5, "d": 0.25}}
def apply(path, kind):
    if kind == "fitted":
        from rankagg.models import load_model
        _, scores = load_model(path).fuse(data)
        return np.asarray(scores, dtype=float).ravel().tolist()
    if kind == "fusion":
        from rankagg.fuser import Fuser
        return [s for _, s in Fuser.from_model(path)(lists)]
    from rankagg.io.models import read_model
    return [s for _, s in read_model(path).apply([("a", 3.0), ("b", 2.0), ("c", 1.0)])]
for line in sys.stdin:
    req = json.loads(line)
    try:
        out = apply(req["path"], req["kind"])
        bad = [s for s in out if not math.isfinite(s)]
        reply = {"status": "ok", "msg": f"{len(out)} scores" + (f", {len(bad)} not finite" if bad else ""),
                 "finite": not bad}
    except ValueError as exc:
        reply = {"status": "refused", "msg": str(exc)}
    except MemoryError as exc:
        reply = {"status": "crash", "msg": "MemoryError"}
    except RecursionError as exc:
        reply = {"status": "raw", "msg": "RecursionError"}
    except Exception as exc:
        reply = {"status": "raw", "msg": f"{type(exc).__name__}: {str(exc)[:200]}"}
    print(json.dumps(reply), flush=True)
"""


class Worker:
    """A Python process applying models one at a time; restarted after a crash or a hang."""

    def __init__(self) -> None:
        self.proc: subprocess.Popen | None = None

    def start(self) -> None:
        env = dict(os.environ, RANKAGG_MEMORY_LIMIT_GB="1", OMP_NUM_THREADS="1", PYTHONPATH=str(ROOT))

        def limits() -> None:
            import resource

            resource.setrlimit(resource.RLIMIT_AS, (4 << 30, 4 << 30))

        self.proc = subprocess.Popen([sys.executable, "-c", WORKER], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=subprocess.DEVNULL, text=True, env=env, preexec_fn=limits)

    def ask(self, path: Path, kind: str, timeout: float = 30) -> dict[str, Any]:
        import select

        if self.proc is None or self.proc.poll() is not None:
            self.start()
        assert self.proc is not None and self.proc.stdin is not None and self.proc.stdout is not None
        self.proc.stdin.write(json.dumps({"path": str(path), "kind": kind}) + "\n")
        self.proc.stdin.flush()
        ready, _, _ = select.select([self.proc.stdout], [], [], timeout)
        if not ready:
            self.proc.kill()
            self.proc.wait()
            self.proc = None
            return {"status": "hang", "msg": f"no answer in {timeout} s"}
        line = self.proc.stdout.readline()
        if not line:
            code = self.proc.wait()
            self.proc = None
            return {"status": "crash", "msg": f"the worker died (exit {code})"}
        return json.loads(line)

    def close(self) -> None:
        if self.proc is not None:
            self.proc.stdin.close()  # type: ignore[union-attr]
            self.proc.wait(timeout=30)


def kind_of(name: str) -> str:
    return "fusion" if name.startswith("fusion") else "calibration" if name.startswith("calibration") else "fitted"


def campaign(seed: int, n: int, folder: Path) -> Tally:
    tally = Tally()
    rng = random.Random(seed)
    seeds = seed_models(folder)
    worker = Worker()
    try:
        for name, path in seeds.items():  # each seed applies
            got = worker.ask(path, kind_of(name), timeout=120)
            assert got["status"] == "ok" and got["finite"], (name, got)
        for k in range(n):
            name = rng.choice(sorted(seeds))
            raw = seeds[name].read_bytes()
            fmt = "model " + name.split(".")[-1]
            if name.endswith(".npz") and rng.random() < 0.4:
                data, what, must_refuse = npz_mutation(raw, rng)
            else:
                if name.endswith(".npz"):
                    with zipfile.ZipFile(io.BytesIO(raw)) as zf:
                        doc = json.loads(np.load(io.BytesIO(zf.read("__model__.npy"))).item())
                else:
                    doc = json.loads(raw)
                doc, what, must_refuse = mutate_doc(doc, rng)
                text = json.dumps(doc)
                if rng.random() < 0.05:
                    text, what, must_refuse = text[:rng.randrange(len(text))], what + ", cut", True
                if name.endswith(".npz"):
                    with zipfile.ZipFile(io.BytesIO(raw)) as zf:
                        members = {i.filename: zf.read(i) for i in zf.infolist()}
                    buf = io.BytesIO()
                    np.save(buf, np.array(text))
                    members["__model__.npy"] = buf.getvalue()
                    out = io.BytesIO()
                    with zipfile.ZipFile(out, "w") as zf:
                        for m, b in members.items():
                            zf.writestr(m, b)
                    data = out.getvalue()
                else:
                    data = text.encode()
            case = folder / f"m{k}{Path(name).suffix}"
            case.write_bytes(data)
            before = tally.total()
            got = worker.ask(case, kind_of(name))
            status, msg = got["status"], got["msg"]
            example = f"{name}: {what} -> {msg[:200]!r}"
            if status == "ok" and (must_refuse or not got.get("finite", True)):
                tally.add(fmt, "apply", "silent", example, "accepted: " + what.split(" ")[0] if must_refuse
                          else "scores not finite")
            elif status == "refused" and NUMPY_INSIDE.search(msg) and case.name not in msg:
                tally.add(fmt, "apply", "raw", example, msg[:50])
            elif status == "refused" and ("\n" in msg.strip() or not NAMED.match(msg) and case.name not in msg):
                tally.add(fmt, "apply", "vague", example, msg[:50])
            elif status in ("raw", "hang", "crash"):
                tally.add(fmt, "apply", status, example, msg.split(":")[0][:60])
            tally.count(fmt, before)
            case.unlink()
    finally:
        worker.close()
    return tally


def test_model_files_fuzz(tmp_path):
    """Every mutated model: applied with finite scores, or a one-line error naming the file; never a
    crash, a hang or a traceback."""
    n = BUDGET or CI_MODELS
    tally = campaign(SEED, n, tmp_path)
    if BUDGET:
        from tests.fuzz.test_table_report import record

        record("models", SEED, n, tally)
    from tests.fuzz.test_table_oracle import example_lines

    assert tally.total() == 0, "\n".join(example_lines(tally))
