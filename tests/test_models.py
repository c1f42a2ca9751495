"""Issue 27, class 5: models.  One loader (``rankagg.models.read_model_document``) for every command: the format
by content, then the schema, sizes and version before anything is built; trained models meet their runs by
name; LightGBM text is checked structurally before LightGBM parses it (``lgb_text``).

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
import subprocess
import sys
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
from rankagg.methods.supervised.lgb_text import check_lgb_model_text
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


# ------------------------------------------------------------------ LightGBM text
lgb = pytest.importorskip("lightgbm")


@lru_cache(maxsize=None)
def _lgb_text() -> str:
    rng = np.random.default_rng(0)
    x = rng.normal(size=(200, 4))
    y = (x[:, 0] + rng.normal(size=200) > 0).astype(int)
    ds = lgb.Dataset(x, label=y, group=[20] * 10)
    booster = lgb.train({"objective": "lambdarank", "verbose": -1, "num_threads": 1, "min_data_in_leaf": 5},
                        ds, num_boost_round=3)
    return booster.model_to_string()


@settings(max_examples=40, deadline=None, database=None)
@given(st.data())
def test_lgb_structural_edits_are_refused_before_lightgbm_sees_them(data):
    """A one-digit edit of the fields LightGBM's parser and predictor trust: the structural check refuses it,
    or LightGBM, run in a child process here, parses and predicts without dying."""
    import re

    text = _lgb_text()
    spans = [m.start(1) + j for key in ("tree_sizes", "num_leaves", "left_child", "right_child", "split_feature",
                                       "max_feature_idx", "decision_type")
             for m in re.finditer(rf"^{key}=([^\n]*)$", text, re.M) for j, c in enumerate(m.group(1)) if c.isdigit()]
    i = data.draw(st.sampled_from(spans))
    edited = text[:i] + data.draw(st.sampled_from([d for d in "0123456789" if d != text[i]])) + text[i + 1:]
    try:
        check_lgb_model_text(edited)
    except ValueError:
        return
    code = ("import sys, numpy as np, lightgbm as lgb\nb = lgb.Booster(model_str=sys.stdin.read())\n"
            "b.predict(np.random.default_rng(0).normal(size=(50, b.num_feature())), num_threads=1)\n")
    proc = subprocess.run([sys.executable, "-c", code], input=edited, text=True, capture_output=True, timeout=600)
    assert proc.returncode >= 0, f"LightGBM died (signal {-proc.returncode}) on a text the check passed"


def test_lgb_check_passes_real_models_and_names_the_fault():
    assert check_lgb_model_text(_lgb_text())
    with pytest.raises(ValueError, match="tree_sizes"):
        check_lgb_model_text(_lgb_text().replace("tree_sizes=", "tree_sizes=1", 1))
