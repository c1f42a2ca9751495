"""Issue 45: model files go in and out through one registry (:mod:`rankagg.io.models`), and its tests come from it.

Every test here is generated from :data:`rankagg.io.models.MODEL_FORMATS` and :data:`MODEL_RULES`: a model kind
added to the registry gets them with no new test code.  For each kind:

* the declaration is complete, and its payload is registered by the module the declaration names (the hook
  through which the layers above hand ``rankagg.io`` what they know);
* writer -> reader round trips for each name the kind is written to (JSON, NPZ, any other name), with
  adversarial names and numbers (unicode, a no-break space, -0.0, denormals, 1e308): read back bit for bit,
  or refused by the writer before anything is written;
* each rule of the envelope on what its reader reads: a truncated file, no JSON object, a key twice, an unknown
  kind, the wrong kind, a newer version, a version that is no integer, a document nested too deeply, an integer
  past Python's digit limit, a pickled array, an NPZ bomb, the memory limit, a non-finite number where the kind
  refuses it, a tampered payload, a nested document of the wrong kind: each a ``ValueError`` naming the file;
* a file that is no model at all (a run, a Parquet table, an empty file, a folder), or a model of another kind,
  gets the reason it is not this kind.
"""

from __future__ import annotations

import io
import json
import math
import struct
import zipfile
from functools import lru_cache
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import rankagg.io.models as models
import rankagg.models  # noqa: F401  (registers the methods' payloads: rankagg-model, rankagg-fusion)
from rankagg.exceptions import ModelFileError, ProblemTooLargeError
from rankagg.fuser.calibration import Calibration  # registers rankagg-calibration
from rankagg.io.model_doc import model_rules, model_targets
from rankagg.io.model_files import MAX_MODEL_BYTES
from rankagg.io.models import (MODEL_FORMATS, MODEL_RULES, document_to_text, read_document, read_model,
                               recognise_model, write_model)

KINDS = sorted(MODEL_FORMATS)


def _targets(kind: str) -> list[str]:
    return list(model_targets(MODEL_FORMATS[kind]))


TARGETS = [(k, t) for k in KINDS for t in _targets(k)]


def rules(kind: str) -> tuple[str, ...]:
    return model_rules(MODEL_FORMATS[kind])


CASES = [(k, r) for k in KINDS for r in rules(k)]


# ------------------------------------------------------------------ a sample object of each kind
@lru_cache(maxsize=None)
def _fitted(method: str) -> Any:
    from rankagg.io.synthetic import make_metasearch
    from rankagg.methods.registry import make_method

    return make_method(method).fit(make_metasearch(n_queries=6, random_state=0))


def _calibration(x: list[float] | None = None, p: list[float] | None = None) -> Calibration:
    return Calibration("rank", tuple(x or [1.0, 2.0, 5.0]), tuple(p or [0.9, 0.5, 0.125]), 10,
                       {"0.90": 0.5, "0.50": 0.9}, {"queries": 3, "runs": ["a", "b"]})


def _fusion(weights: dict[str, float] | None = None, **extra: Any) -> dict[str, Any]:
    return {"format": "rankagg-fusion", "method": "rrf", "params": {"k": 20},
            "weights": {"R1": 2.0, "R2": 0.5} if weights is None else weights, **extra}


def sample(kind: str) -> Any:
    """What a kind's writer takes: a fitted method, a fusion model's document, a calibration map."""
    if kind == "rankagg-model":
        return _fitted("rankagg_sup")
    if kind == "rankagg-fusion":
        return _fusion(calibration=_calibration().to_dict(), gain_lower_bound=float("nan"))  # NaN: a report field
    if kind == "rankagg-calibration":
        return _calibration()
    raise AssertionError(f"no sample for the model kind {kind}")


def text_of(kind: str, obj: Any) -> str:
    """An object's content, to compare bit for bit (floats by repr: -0.0 and denormals too)."""
    if kind == "rankagg-fusion" and "format" not in obj:  # a fusion read back: its validated summary
        return repr(sorted(obj.items()))
    if kind == "rankagg-fusion":
        from rankagg.methods.state import fusion_from_dict

        return repr(sorted(fusion_from_dict(json.loads(json.dumps(obj))).items()))
    return document_to_text(obj, kind)


def _write(kind: str, obj: Any, folder: Path, target: str) -> Path:
    return write_model(obj, folder / f"m{target}", kind)


def _valid(kind: str, folder: Path, target: str | None = None) -> Path:
    return _write(kind, sample(kind), folder, target or _targets(kind)[0])


# ------------------------------------------------------------------ the declarations
@pytest.mark.parametrize("kind", KINDS)
def test_every_model_kind_is_declared_and_its_payload_registered_by_the_module_it_names(kind):
    fmt = MODEL_FORMATS[kind]
    assert fmt.name == kind and fmt.title and fmt.what and fmt.non_finite in ("payload", "refused")
    assert models.registered(kind)
    from rankagg.data import model_documents

    payload = model_documents._PAYLOADS[kind]
    assert payload.build.__module__ == fmt.registered_by == payload.document.__module__
    for nested in fmt.nested.values():
        assert nested in MODEL_FORMATS


def test_the_io_layer_imports_no_payload():
    """rankagg.io.models and the declarations (rankagg.data.model_documents) know the envelope only: the
    payloads come through the hook."""
    import ast

    io = Path(models.__file__).parent
    for path in (io / "models.py", io / "model_files.py", io.parent / "data" / "model_documents.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        imported = [n.module for n in ast.walk(tree) if isinstance(n, ast.ImportFrom) and n.module] + \
                   [a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names]
        assert not [m for m in imported if m.startswith(("rankagg.methods", "rankagg.fuser", "rankagg.models"))]


# ------------------------------------------------------------------ writer -> reader
@pytest.mark.parametrize("kind,target", TARGETS)
def test_the_sample_reads_back(kind, target, tmp_path):
    obj = sample(kind)
    path = _write(kind, obj, tmp_path, target)
    assert recognise_model(path) is None
    got = read_document(path)
    assert got.format is MODEL_FORMATS[kind] and (got.arrays is not None) == (target == ".npz")
    assert text_of(kind, read_model(path, (kind,))) == text_of(kind, obj)
    assert read_model(path, (kind,)) is not None


NAMES = st.one_of(st.text(st.characters(blacklist_categories=("Cs",)), min_size=1, max_size=8),
                  st.sampled_from(["a\u00a0b", "é", "文書", "x" * 300, "R1", "007"]))
NUMBERS = st.one_of(st.sampled_from([0.0, -0.0, 1.0, 1e308, -1e308, 5e-324, 2.2250738585072014e-308, 1 / 3]),
                    st.floats(allow_nan=False, allow_infinity=False))


def _adversarial(kind: str, draw: Any) -> Any:
    if kind == "rankagg-fusion":
        return _fusion(draw(st.dictionaries(NAMES, NUMBERS, max_size=4)),
                       notes=[draw(NAMES)], cv=draw(st.one_of(NUMBERS, st.just(float("nan")))))
    if kind == "rankagg-calibration":
        xs = sorted(set(draw(st.lists(NUMBERS, min_size=1, max_size=5))))
        ps = sorted((abs(v) % 1.0 for v in draw(st.lists(NUMBERS, min_size=len(xs), max_size=len(xs)))), reverse=True)
        return Calibration("rank", tuple(xs), tuple(ps), draw(st.integers(1, 10**6)),
                           {"0.90": ps[0]}, {"runs": [draw(NAMES)]})
    if kind == "rankagg-model":
        m = _fitted("rankagg_sup").copy()
        m.coef_ = np.asarray(draw(st.lists(NUMBERS, min_size=m.coef_.size, max_size=m.coef_.size))).reshape(m.coef_.shape)
        return m
    raise AssertionError(kind)


@pytest.mark.parametrize("kind,target", TARGETS)
@settings(max_examples=10, deadline=None, database=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_what_a_writer_writes_reads_back_bit_for_bit_or_is_refused(kind, target, tmp_path, data):
    obj = _adversarial(kind, data.draw)
    path = tmp_path / f"m{target}"
    path.unlink(missing_ok=True)
    try:
        write_model(obj, path, kind)
    except ValueError as exc:  # a writer refuses what would not read back, naming the file, and writes nothing
        assert str(path) in str(exc) and not path.exists()
        return
    assert text_of(kind, read_model(path, (kind,))) == text_of(kind, obj)


def test_a_model_the_reader_would_refuse_is_not_written_and_the_old_file_stays(tmp_path):
    for kind, bad in [("rankagg-fusion", _fusion({"R1": math.inf})), ("rankagg-fusion", _fusion(method="best_input")),
                      ("rankagg-calibration", _calibration([1.0, math.nan], [0.5, 0.5]))]:
        path = tmp_path / "m.json"
        write_model(sample(kind), path, kind)
        before = path.read_bytes()
        with pytest.raises(ModelFileError, match=r"m\.json: not written"):
            write_model(bad, path, kind)
        assert path.read_bytes() == before


def test_a_model_is_never_written_over_an_input(tmp_path):
    run = tmp_path / "a.run"
    run.write_text("1 Q0 d 1 1.0 a\n")
    with pytest.raises(ValueError, match="a.run"):
        write_model(_fusion(), run, "rankagg-fusion", inputs=[run])
    assert run.read_text() == "1 Q0 d 1 1.0 a\n"


# ------------------------------------------------------------------ each rule on each kind's reader
def _npz(doc_text: str, **members: np.ndarray) -> bytes:
    buf = io.BytesIO()
    np.savez(buf, __model__=np.array(doc_text), **members)
    return buf.getvalue()


def _declared(raw: bytes, declared: int) -> bytes:
    """An archive whose zip directory declares ``declared`` bytes for its first member."""
    out = bytearray(raw)
    struct.pack_into("<I", out, 22, declared)
    struct.pack_into("<I", out, out.rfind(b"PK\x01\x02") + 24, declared)
    return bytes(out)


def _doc(kind: str, folder: Path) -> dict[str, Any]:
    return read_document(_valid(kind, folder, ".json")).doc


def _broken(kind: str, rule: str, folder: Path) -> tuple[Path, tuple[str, ...] | None, str]:
    """A file of the kind broken by the rule, the kinds it is read as, and the error's pattern."""
    path = folder / "bad.json"
    doc = _doc(kind, folder)
    other = next(k for k in KINDS if k != kind)

    def put(text: str | bytes) -> None:
        path.write_bytes(text.encode() if isinstance(text, str) else text)

    if rule == "truncated":
        raw = _valid(kind, folder).read_bytes()
        put(raw[: len(raw) // 2])
        return path, (kind,), "neither an NPZ \\(zip\\) archive nor a JSON model|not a readable NPZ"
    if rule == "not a document":
        put(json.dumps([doc]))
        return path, (kind,), "a model document is a JSON object, got list"
    if rule == "key twice":
        put(json.dumps(doc)[:-1] + ', "format": ' + json.dumps(kind) + "}")
        return path, (kind,), "the key 'format' is given twice"
    if rule == "unknown kind":
        put(json.dumps({**doc, "format": "rankagg-nothing"}))
        return path, (kind,), "not a rankagg model file \\(format='rankagg-nothing'"
    if rule == "wrong kind":
        put(json.dumps(doc))
        return path, (other,), f"a {MODEL_FORMATS[kind].title}, not a {MODEL_FORMATS[other].title}"
    if rule == "newer version":
        put(json.dumps({**doc, "version": MODEL_FORMATS[kind].version + 1}))
        return path, (kind,), "is newer than this rankagg"
    if rule == "version not an integer":
        put(json.dumps({**doc, "version": "1"}))
        return path, (kind,), "version must be an integer"
    if rule == "nested too deeply":
        put(json.dumps(doc)[:-1] + ', "deep": ' + "[" * 100_000 + "]" * 100_000 + "}")
        return path, (kind,), "nested too deeply"
    if rule == "huge integer":
        put(json.dumps(doc)[:-1] + ', "n": ' + "7" * 5000 + "}")
        return path, (kind,), "a number it holds cannot be read"
    if rule == "pickled array":
        path = folder / "bad.npz"
        put(_npz(json.dumps(doc), thing=np.array([object()], dtype=object)))
        return path, (kind,), "object arrays are refused"
    if rule == "npz bomb":
        path = folder / "bad.npz"
        put(_declared(_npz(json.dumps(doc)), MAX_MODEL_BYTES + 1))
        return path, (kind,), "would expand to"
    if rule == "non-finite number":
        if MODEL_FORMATS[kind].non_finite == "refused":
            put(json.dumps({**doc, "extra": [1.0, float("inf")]}))
            return path, (kind,), "holds NaN or infinity \\(at extra.1\\)"
        if kind == "rankagg-fusion":  # where its payload requires a finite number
            put(json.dumps({**doc, "weights": {"R1": float("nan")}}))
            return path, (kind,), "the weight of run 'R1' must be a finite number"
        doc["fitted"]["coef_"]["__ndarray__"][0] = float("inf")
        put(json.dumps(doc))
        return path, (kind,), "coef_"
    if rule == "tampered payload":
        tampered = {"rankagg-model": lambda d: {**d, "name": "no_such_method"},
                    "rankagg-fusion": lambda d: {**d, "params": {"k": "twenty"}},
                    "rankagg-calibration": lambda d: {**d, "p": [0.1] + d["p"][1:] + [0.99]}}[kind]
        put(json.dumps(tampered(doc)))
        return path, (kind,), "no_such_method|'k'|must fall with the rank|'x' and 'p'"
    if rule == "nested kind":
        key, nested = next(iter(MODEL_FORMATS[kind].nested.items()))
        put(json.dumps({**doc, key: {**doc[key], "format": other if other != nested else kind}}))
        return path, (kind,), f"{key}: a .*, not a {MODEL_FORMATS[nested].title}"
    raise AssertionError(rule)


@pytest.mark.parametrize("kind,rule", CASES)
def test_each_rule_of_the_envelope_is_applied_to_each_kind(kind, rule, tmp_path):
    if rule == "over the memory limit":
        return _memory_limit(kind, tmp_path)
    path, kinds, pattern = _broken(kind, rule, tmp_path)
    with pytest.raises(ValueError, match=pattern) as err:
        read_model(path, kinds)
    assert str(err.value).startswith(str(path)), str(err.value)  # the message names the file


def _memory_limit(kind: str, tmp_path: Path) -> None:
    for target in _targets(kind)[:2]:
        path = _valid(kind, tmp_path, target)
        with pytest.MonkeyPatch.context() as mp:
            mp.setenv("RANKAGG_MEMORY_LIMIT_GB", "0.000001")  # 1 kB: every sample is larger once parsed
            with pytest.raises(ProblemTooLargeError, match=rf"^{path}: .*over the"):
                read_model(path, (kind,))


def test_every_rule_has_its_generated_case():
    made = {r for _, r in CASES}
    assert made == set(MODEL_RULES)


@pytest.mark.parametrize("kind", KINDS)
def test_the_registry_checks_the_envelope_of_every_read(kind, tmp_path, monkeypatch):
    path = _valid(kind, tmp_path)
    calls = []
    real = models.check_document
    monkeypatch.setattr(models, "check_document", lambda *a, **k: calls.append(a[2] if len(a) > 2 else None)
                        or real(*a, **k))
    read_model(path, (kind,))
    assert calls and calls[0] == (kind,)


def test_a_fusion_model_may_report_nan_but_a_calibration_may_not(tmp_path):
    """The kinds' non-finite policies: a fusion's report fields (an estimate of 2 topics is NaN) read; a
    calibration map nested in it, or alone, holds finite numbers only."""
    path = write_model(_fusion(gain_lower_bound=float("nan")), tmp_path / "f.json", "rankagg-fusion")
    assert read_model(path)["method"] == "rrf"
    cal = _calibration().to_dict()
    (tmp_path / "g.json").write_text(json.dumps(_fusion(calibration={**cal, "depth": 10, "fit": {"x": math.nan}})))
    with pytest.raises(ModelFileError, match=r"g\.json: calibration: a rankagg-calibration document holds NaN"):
        read_model(tmp_path / "g.json")


# ------------------------------------------------------------------ recognition: the reason
def _not_models(folder: Path) -> dict[str, Any]:
    import pyarrow as pa
    import pyarrow.parquet as pq

    (folder / "run.txt").write_text("1 Q0 d1 1 2.0 a\n")
    pq.write_table(pa.table({"q_id": ["1"], "doc_id": ["d"], "score": [1.0], "run": ["a"]}), folder / "t.parquet")
    (folder / "empty.json").write_bytes(b"")
    (folder / "folder").mkdir()
    zipped = io.BytesIO()
    with zipfile.ZipFile(zipped, "w") as zf:
        zf.writestr("x.txt", "not an array")
    (folder / "zip.npz").write_bytes(zipped.getvalue())
    return {"run.txt": "starts with neither", "t.parquet": "starts with neither", "empty.json": "is empty",
            "folder": "is not a regular file", "zip.npz": None, "missing.json": "does not exist"}


@pytest.mark.parametrize("kind", KINDS)
def test_a_file_that_is_no_model_or_another_kind_gets_the_reason(kind, tmp_path):
    for name, reason in _not_models(tmp_path).items():
        path = tmp_path / name
        why = recognise_model(path)
        assert (why is None) if reason is None else reason in why, (name, why)
        with pytest.raises((ValueError, OSError)) as err:
            read_model(path, (kind,))
        assert str(path) in str(err.value), (name, str(err.value))
    for other in KINDS:
        if other != kind:
            path = _valid(other, tmp_path / other if (tmp_path / other).mkdir() is None else tmp_path)
            with pytest.raises(ModelFileError, match=f"not a {MODEL_FORMATS[kind].title} \\(format '{kind}'\\)"):
                read_model(path, (kind,))


def test_old_model_files_read():
    """Files written before the registry: a trained model of version 0 (no version), a fusion model without
    one, the old parameter name of a spec (rrf_k) in a fusion's method."""
    import tempfile

    from rankagg.methods.state import model_to_dict
    from rankagg.models import load_model, read_fusion_model

    with tempfile.TemporaryDirectory() as tmp:
        doc = model_to_dict(_fitted("best_input"))
        del doc["version"]
        (Path(tmp) / "old.json").write_text(json.dumps(doc))
        assert load_model(Path(tmp) / "old.json").ranker_ == _fitted("best_input").ranker_
        (Path(tmp) / "f.json").write_text(json.dumps({"format": "rankagg-fusion", "method": "dibra(rrf_k=7)",
                                                      "params": {}, "weights": None}))
        assert read_fusion_model(Path(tmp) / "f.json")["method"] == "dibra(rrf_k=7)"


def test_the_reliability_page_lists_the_model_kinds_as_they_are():
    """docs/reliability.md's registry section holds the model kinds (``python scripts/reliability_matrix.py
    --registry``), with as many cases as this file generates for them."""
    from rankagg.io.registry_doc import with_registry

    text = (Path(__file__).resolve().parents[2] / "docs" / "reliability.md").read_text(encoding="utf-8")
    assert with_registry(text) == text, "run python scripts/reliability_matrix.py --registry"
    for kind in KINDS:
        assert f"| `{kind}` |" in text
    generated = 3 * len(KINDS) + len(CASES) + 2 * len(TARGETS)
    assert f"{len(KINDS)} model kinds, {generated} generated cases." in text


def test_result_records_are_read_by_the_same_rules(tmp_path):
    """The other JSON documents rankagg writes and reads back, experiments' result records (``rankagg report``
    reads any the user gives), go through the envelope's JSON rules too: a 5000-digit integer gave Python's
    bare digit-limit error without the file, a key given twice kept the last."""
    from rankagg.experiments.report_data import load_results
    from rankagg.experiments.results import read_record
    from rankagg.io._errors import InputFormatError

    for text, message in [('{"schema": "rankagg-results/2", "n": ' + "7" * 5000 + "}", "a number it holds"),
                          ('{"schema": "rankagg-results/2", "method": "a", "method": "b"}', "the key 'method' is given twice"),
                          ("[" * 100_000 + "]" * 100_000, "nested too deeply"), ('{"a": 1', "not valid JSON")]:
        path = tmp_path / "r.json"
        path.write_text(text)
        for read in (read_record, load_results):
            with pytest.raises(InputFormatError, match=rf"^{path}: .*{message}"):
                read([path]) if read is load_results else read(path)


def test_a_kind_whose_payload_is_not_registered_names_the_module_to_import(tmp_path):
    """In a fresh process that imported rankagg.io alone, a model file's kind is known (its envelope applies)
    but its payload is not: the error says which module registers it, never a silent read.  A calibration nested
    in a fusion model, read where the fuser is not loaded, is built by Fuser.from_model before any use."""
    import subprocess
    import sys

    fusion = write_model(sample("rankagg-fusion"), tmp_path / "f.json", "rankagg-fusion")
    bad = json.loads(fusion.read_text())
    bad["calibration"]["p"] = [0.1, 0.5, 0.9]  # rises with the rank: the map's payload refuses it
    (tmp_path / "g.json").write_text(json.dumps(bad))
    code = ("import sys\nfrom rankagg.io.models import read_document, read_model\n"
            "assert read_document(sys.argv[1]).format.name == 'rankagg-fusion'\n"
            "try:\n    read_model(sys.argv[1])\nexcept ValueError as e:\n    print(e)\n"
            "assert 'rankagg.methods' not in sys.modules and 'rankagg.fuser' not in sys.modules\n"
            "from rankagg.models import read_fusion_model\n"
            "assert 'rankagg.fuser.calibration' not in sys.modules\n"
            "print(read_fusion_model(sys.argv[2])['method'])\n"
            "from rankagg.fuser import Fuser\n"
            "try:\n    Fuser.from_model(sys.argv[2])\nexcept ValueError as e:\n    print(e)\n")
    out = subprocess.run([sys.executable, "-c", code, str(fusion), str(tmp_path / "g.json")], capture_output=True,
                         text=True, check=True, cwd=Path(__file__).resolve().parents[2]).stdout.splitlines()
    assert out[0] == (f"{fusion}: a rankagg-fusion document, whose reader is registered by rankagg.methods.state: "
                      "import it first (rankagg.models and rankagg.Fuser do)")
    assert out[1] == "rrf"
    assert out[2] == f"{tmp_path / 'g.json'}: 'p' must fall with the rank"
