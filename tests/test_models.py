"""Issue 27, class 5: models.  One loader (``rankagg.models.read_model_document``) for every command: the format
by content, then the schema, sizes and version before anything is built; trained models meet their runs by
name; LightGBM text is read by rankagg alone (``tests/methods/supervised/test_lgb_trees.py``); a model is
written only when it reads back.

The property test generates model files (valid ones, truncated, bytes flipped, values replaced by values of
other types and shapes, huge declared sizes, other ranker names) and checks that loading and applying each is
a clean ``ValueError``/``OSError`` or a correct load.  ``scripts/fuzz.py --target model_file`` runs it longer.
"""

from __future__ import annotations

import atexit
import io
import json
import shutil
import struct
import tempfile
import zipfile
from functools import lru_cache
from pathlib import Path

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rankagg.api import fuse, make_fusion
from rankagg.io.synthetic import make_metasearch
from rankagg.methods.registry import make_method
from rankagg.methods.fitted import match_rankers
from rankagg.models import MAX_MODEL_BYTES, load_model, read_fusion_model, save_model

_FOLDER = Path(tempfile.mkdtemp(prefix="rankagg-models-"))
atexit.register(shutil.rmtree, _FOLDER, ignore_errors=True)
FUSION = {"format": "rankagg-fusion", "method": "rrf", "params": {"k": 20}, "weights": {"R1": 2.0, "R2": 0.5}}


@lru_cache(maxsize=None)
def _data():
    return make_metasearch(n_queries=6, random_state=0)


@lru_cache(maxsize=None)
def _valid_files() -> dict[str, bytes]:
    """One valid file of each kind: a fusion model, a trained model as JSON and as NPZ."""
    m = make_method("best_input").fit(_data())
    out = {"fusion.json": json.dumps(FUSION).encode()}
    for name in ("trained.json", "trained.npz"):
        save_model(m, _FOLDER / name)
        out[name] = (_FOLDER / name).read_bytes()
    return out


def _apply(path: Path):
    """What ``rankagg fuse --model`` does: build the fusion (the one loader) and fuse runs named R1..Rn."""
    m = make_fusion(model=path)
    data = _data()
    runs = {name: {} for name in data.ranker_names}
    for i in range(data.n_items):
        q = str(data.qids[data.query_of_item[i]])
        for j, name in enumerate(data.ranker_names):
            if not np.isnan(data.ranks[i, j]):
                runs[name].setdefault(q, {})[str(data.docids[i])] = -float(data.ranks[i, j])
    return fuse(runs, m, depth=None)


junk = st.recursive(st.one_of(st.none(), st.booleans(), st.integers(-2**70, 2**70), st.floats(), st.text(max_size=5)),
                    lambda c: st.one_of(st.lists(c, max_size=3), st.dictionaries(st.text(max_size=4), c, max_size=3)),
                    max_leaves=6)


def _paths(doc, prefix=()):
    yield prefix
    if isinstance(doc, dict):
        for k, v in doc.items():
            yield from _paths(v, prefix + (k,))
    elif isinstance(doc, list):
        for i, v in enumerate(doc):
            yield from _paths(v, prefix + (i,))


@st.composite
def model_files(draw) -> tuple[str, bytes, bool]:
    """(kind, bytes, unchanged): a valid file, or one damaged in one of several ways."""
    kind = draw(st.sampled_from(sorted(_valid_files())))
    raw = _valid_files()[kind]
    how = draw(st.sampled_from(["valid", "truncate", "flip", "value", "names", "bom"]))
    if how == "truncate":
        return kind, raw[: draw(st.integers(0, len(raw) - 1))], False
    if how == "flip":
        i = draw(st.integers(0, len(raw) - 1))
        return kind, raw[:i] + bytes([raw[i] ^ draw(st.integers(1, 255))]) + raw[i + 1:], False
    if how == "bom" and kind.endswith(".json"):
        return kind, b"\xef\xbb\xbf" + raw, True  # the BOM rule: ignored
    if how in ("value", "names") and kind.endswith(".json"):
        doc = json.loads(raw)
        if how == "names":
            names = draw(st.lists(st.text(min_size=1, max_size=4), max_size=8))
            if "trained_on" in doc:
                doc["trained_on"]["ranker_names"] = names
            else:
                doc["weights"] = {n: 1.0 for n in names}
        else:
            path = draw(st.sampled_from([p for p in _paths(doc) if p]))
            node = doc
            for k in path[:-1]:
                node = node[k]
            node[path[-1]] = draw(junk)
        return kind, json.dumps(doc).encode(), False
    return kind, raw, True


@settings(max_examples=60, deadline=None, database=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(model_files())
def test_any_model_file_is_a_clean_error_or_a_correct_load(case):
    kind, raw, unchanged = case
    path = _FOLDER / f"case{Path(kind).suffix}"
    path.write_bytes(raw)
    try:
        got = _apply(path)
    except (ValueError, OSError) as exc:
        assert not unchanged, f"a valid {kind} was refused: {exc}"
        assert str(path) in str(exc) or "rank" in str(exc) or "weight" in str(exc), str(exc)
        return
    if unchanged:
        (_FOLDER / f"ref{Path(kind).suffix}").write_bytes(_valid_files()[kind])
        assert repr(got) == repr(_apply(_FOLDER / f"ref{Path(kind).suffix}"))  # repr: NaN equals NaN


def test_train_npz_then_fuse_npz_matches_json():
    """``rankagg train -o m.npz`` then ``rankagg fuse --model m.npz``: the format is read from the content."""
    j, n = _FOLDER / "t.json", _FOLDER / "t.npz"
    j.write_bytes(_valid_files()["trained.json"])
    n.write_bytes(_valid_files()["trained.npz"])
    assert repr(_apply(j)) == repr(_apply(n))
    renamed = _FOLDER / "t.model"
    renamed.write_bytes(n.read_bytes())
    assert repr(_apply(renamed)) == repr(_apply(j))


def test_runs_are_matched_to_the_model_by_name_not_position():
    m = make_method("best_input").fit(_data())
    data = _data()
    assert match_rankers(m, data) is data
    rev = data.select_rankers(np.arange(data.n_rankers)[::-1])
    back = match_rankers(m, rev)
    assert list(back.ranker_names) == list(data.ranker_names)
    np.testing.assert_array_equal(m.aggregate(back), m.aggregate(data))
    other = type(data)(offsets=data.offsets, ranks=data.ranks, qids=data.qids, docids=data.docids,
                       ranker_names=tuple(f"trec_run_{i}" for i in range(data.n_rankers)))
    with pytest.raises(ValueError, match="missing: R1.*unknown to the model: trec_run_0"):
        match_rankers(m, other)


def _zip_with_declared_size(member: str, payload: bytes, declared: int) -> bytes:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as zf:
        zf.writestr(member, payload)
    raw = bytearray(buf.getvalue())
    # the uncompressed size in the local header (offset 22) and in the central directory entry (offset 24)
    struct.pack_into("<I", raw, 22, declared)
    cd = raw.rfind(b"PK\x01\x02")
    struct.pack_into("<I", raw, cd + 24, declared)
    return bytes(raw)


def test_npz_that_would_expand_past_the_bound_is_refused_before_decompressing():
    p = _FOLDER / "bomb.npz"
    p.write_bytes(_zip_with_declared_size("__model__.npy", b"x" * 100, MAX_MODEL_BYTES + 1))
    with pytest.raises(ValueError, match="bomb.npz: its members would expand"):
        load_model(p)
    from numpy.lib import format as npy

    head = io.BytesIO()
    npy.write_array_header_1_0(head, {"descr": "<f8", "fortran_order": False, "shape": (10**9,)})
    p.write_bytes(_zip_with_declared_size("big.npy", head.getvalue() + b"\0" * 16, len(head.getvalue()) + 16))
    with pytest.raises(ValueError, match="declares"):
        load_model(p)


def test_fusion_model_best_input_and_weights_twice_are_clean_errors():
    p = _FOLDER / "f.json"
    for doc, msg in [({**FUSION, "method": "best_input"}, "supervised"),
                     ({**FUSION, "params": {"weights": {"R1": 1}}}, "weights given twice"),
                     ({**FUSION, "weights": {"R1": float("nan")}}, "finite number")]:
        p.write_text(json.dumps(doc))
        with pytest.raises(ValueError, match=msg):
            read_fusion_model(p)


# ------------------------------------------------------------------ read-back (issue 47)
def test_save_model_writes_only_a_model_that_reads_back(tmp_path, monkeypatch):
    """save_model reads its document back as the loader does: a model the loader would refuse is not written
    (an earlier file at the path stays), so nothing prints "apply with" for it."""
    model = make_method("best_input").fit(_data())
    path = tmp_path / "m.json"
    assert load_model(save_model(model, path)).ranker_ == model.ranker_
    before = path.read_bytes()
    model.ranker_ = 99  # beyond its rankers: the loader refuses it
    for suffix in (".json", ".npz"):
        target = path if suffix == ".json" else tmp_path / "m.npz"
        with pytest.raises(ValueError, match=rf"{target.name}: not written: the best_input model would not read back"):
            save_model(model, target)
    assert path.read_bytes() == before and not (tmp_path / "m.npz").exists()


# ------------------------------------------------------------------ LightGBM text (issue 45, item 6)
@lru_cache(maxsize=None)
def _lgb_text() -> str:
    lgb = pytest.importorskip("lightgbm")
    rng = np.random.default_rng(0)
    x = rng.normal(size=(200, 4))
    x[rng.random(200) < 0.3, 0] = np.nan
    y = (np.isnan(x[:, 0]) + (x[:, 1] + rng.normal(size=200) > 0)).astype(int)
    ds = lgb.Dataset(x, label=y, group=[20] * 10)
    booster = lgb.train({"objective": "lambdarank", "verbose": -1, "num_threads": 1, "min_data_in_leaf": 5},
                        ds, num_boost_round=3)
    return booster.model_to_string()


_LGB_CHILD = ("import sys, numpy as np, lightgbm as lgb\nb = lgb.Booster(model_str=sys.stdin.read())\n"
              "x = np.random.default_rng(0).normal(size=(50, 4))\nx[::3, 0] = np.nan\n"
              "sys.stdout.write(b.predict(x, num_threads=1).tobytes().hex())\n")


@settings(max_examples=25, deadline=None, database=None)
@given(st.data())
def test_lgb_edits_are_refused_or_read_as_lightgbm_reads_them(data):
    """A one-digit edit of the keys prediction reads, tree_sizes made to fit again or not: rankagg's parser
    refuses it naming where, or reads the model LightGBM reads (LightGBM, in a child process here, predicts
    the same bytes).  tests/methods/supervised/test_lgb_trees.py has the full mutation loop."""
    import re
    import subprocess
    import sys

    from rankagg.methods.supervised.lgb_text import parse_lgb_model
    from rankagg.methods.supervised.lgb_trees import predict_trees

    text = _lgb_text()
    spans = [m.start(1) + j for key in ("tree_sizes", "num_leaves", "left_child", "right_child", "split_feature",
                                       "max_feature_idx", "decision_type", "threshold", "leaf_value")
             for m in re.finditer(rf"^{key}=([^\n]*)$", text, re.M) for j, c in enumerate(m.group(1)) if c.isdigit()]
    i = data.draw(st.sampled_from(spans))
    edited = text[:i] + data.draw(st.sampled_from([d for d in "0123456789" if d != text[i]])) + text[i + 1:]
    if data.draw(st.booleans()):
        starts = [m.start() for m in re.finditer(r"^Tree=", edited, re.M)]
        sizes = [b - a for a, b in zip(starts, [*starts[1:], edited.find("end of trees")])]
        edited = re.sub(r"^tree_sizes=.*$", "tree_sizes=" + " ".join(map(str, sizes)), edited, count=1, flags=re.M)
    try:
        trees = parse_lgb_model(edited)
    except ValueError as exc:
        assert re.match(r"(header|tree \d+|line \d+)\b", str(exc)), str(exc)
        return
    x = np.random.default_rng(0).normal(size=(50, 4))
    x[::3, 0] = np.nan
    proc = subprocess.run([sys.executable, "-c", _LGB_CHILD], input=edited, text=True, capture_output=True,
                          timeout=600)  # the timeout only detects a hang
    assert proc.returncode == 0 and proc.stdout == predict_trees(trees, x).tobytes().hex()
