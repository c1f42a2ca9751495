"""Model documents: the kinds of model file rankagg writes and reads, their envelope's rules and the payloads
the layers above register (issue 45) -- everything about a model document that is not a file.

:mod:`rankagg.io.models` reads and writes model files through these declarations (the one door for model files);
the methods core and the fuser register what a document holds (:func:`register_model_payload`), and a fitted
method that nests another's document in its state (``pooled``, ``lambdamart``) parses and builds it here, by
the same rules as a file's, without importing a reader (issue 46: methods import no ``rankagg.io``).
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass, field
from typing import Any, Callable, Mapping, NamedTuple, Sequence

import numpy as np

from rankagg._json import json_default
from rankagg.exceptions import InvalidParameterError, InvalidStateError, ModelFileError

__all__ = ["ModelFormat", "MODEL_FORMATS", "MODEL_RULES", "register_model_payload", "registered", "check_document",
           "build_model", "document_from_text", "document_to_text", "loads_document", "dumps_document",
           "non_finite_path", "finite_or_null", "keys_once"]


def keys_once(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """The ``object_pairs_hook`` of every JSON record a reader parses: the object as a dict, a key given twice
    refused (``ValueError``, which the reader says at its line): JSON keeps the last value silently, so
    ``{"model_a": "x", "model_a": "y"}`` would be read as another record than the one written."""
    out: dict[str, Any] = {}
    for k, v in pairs:
        if k in out:
            raise ValueError(f"the key {k!r} is given twice in one object")
        out[k] = v
    return out


def _once(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """A JSON object whose keys are given once, by the rule of every JSON record (:func:`keys_once`), refused as
    a ModelFileError."""
    try:
        return keys_once(pairs)
    except ValueError as exc:
        raise ModelFileError(str(exc)) from None


def loads_document(text: str, what: str = "not a JSON document") -> Any:
    """A JSON document parsed by the envelope's rules (keys once, bounded nesting, numbers as Python reads
    them without its digit-limit error); a :class:`ModelFileError` says what is wrong (the caller names the
    file).  Used for a whole file and for a document nested in another's state as a string."""
    try:
        return json.loads(text, object_pairs_hook=_once)
    except json.JSONDecodeError as exc:
        raise ModelFileError(f"{what} ({exc})") from None
    except RecursionError:
        raise ModelFileError("the document is nested too deeply") from None
    except ModelFileError:
        raise
    except ValueError as exc:  # an integer of more than 4300 digits (sys.set_int_max_str_digits)
        raise ModelFileError(f"{what}: a number it holds cannot be read ({exc})") from None


def dumps_document(doc: Any, *, allow_non_finite: bool, indent: int | None = 1) -> str:
    """The JSON text of a document (NumPy values as Python's); ``allow_non_finite=False`` refuses NaN and
    infinities with a ``ValueError`` (JSON has no such numbers; Python writes ``NaN``/``Infinity``)."""
    return json.dumps(doc, indent=indent, allow_nan=allow_non_finite, default=json_default)


def finite_or_null(value: Any) -> Any:
    """``value`` with every NaN or infinite float (nested in lists and mappings too) as None: a summary's value
    that was not estimated, written as JSON's null (strict JSON readers refuse ``NaN``)."""
    if isinstance(value, (float, np.floating)):
        return float(value) if np.isfinite(value) else None
    if isinstance(value, Mapping):
        return {k: finite_or_null(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [finite_or_null(v) for v in value]
    return value


def non_finite_path(value: Any, at: str = "") -> str | None:
    """Where in a parsed document (or an array) a NaN or an infinity is (``"x.3"``), or None."""
    if isinstance(value, float):
        return None if math.isfinite(value) else at or "the document"
    if isinstance(value, np.ndarray):
        return at or "an array" if value.dtype.kind in "fc" and not np.isfinite(value).all() else None
    items = value.items() if isinstance(value, dict) else enumerate(value) if isinstance(value, list) else ()
    for k, v in items:
        found = non_finite_path(v, f"{at}.{k}" if at else str(k))
        if found is not None:
            return found
    return None


@dataclass(frozen=True)
class ModelFormat:
    """One kind of model file, declared once.  ``name``: the document's ``"format"``; ``title`` and ``what``
    say what it is.  ``registered_by``: the
    module whose import registers the payload (:func:`register_model_payload`).  ``suffixes``: the names a
    file of the kind may take (empty: any; JSON whatever the name unless ``npz`` and the name ends ``.npz``).
    ``version``: the newest this rankagg reads (``version_required``: whether a document must state one; the
    first files of some kinds have none).  ``non_finite``: ``"payload"`` (NaN and infinities may stand where the
    payload's validator allows them) or ``"refused"`` (nowhere, neither in the JSON nor in an array).
    ``nested``: key -> the kind of a document held under that key.  ``keys``: every key a document of the kind may
    hold, besides ``format`` and ``version`` (what its writers write; empty: any); any other is refused, naming it:
    a misspelt ``"wieghts"`` or a ``"k"`` beside ``"params"`` was read as absent, the fusion applied without it."""

    name: str
    title: str
    what: str
    registered_by: str
    suffixes: tuple[str, ...] = ()
    npz: bool = False
    version: int = 1
    version_required: bool = True
    non_finite: str = "payload"
    nested: Mapping[str, str] = field(default_factory=dict)
    keys: frozenset[str] = frozenset()


class _Payload(NamedTuple):
    build: Callable[[dict[str, Any], dict[str, np.ndarray] | None], Any]
    document: Callable[[Any, dict[str, np.ndarray] | None], dict[str, Any]]


#: every model file rankagg writes or reads, by its ``"format"``
MODEL_FORMATS = {f.name: f for f in (
    ModelFormat("rankagg-model", "trained model", "a fitted method (rankagg train, or the learnt model rankagg tune ships): its "
                "name, parameters and fitted state", "rankagg.methods.state", suffixes=(".json", ".npz"), npz=True,
                version_required=False),  # the first files had no version (read as 0); any key: its probe refuses
                # an edit that changes its answer, and a note beside it is read as one (u4m_model_extra_key)
    ModelFormat("rankagg-fusion", "fusion model", "a fusion model (rankagg tune, rankagg train's label-free default, rankagg "
                "calibrate): a method, its parameters and run weights; apply it with rankagg fuse --model or "
                "rankagg.Fuser.from_model", "rankagg.methods.state", version_required=False,
                nested={"calibration": "rankagg-calibration"}, keys=frozenset({
                    "method", "params", "weights", "calibration", "input_depth", "depth",  # what applies
                    # what rankagg tune and train say beside it (experiments/tune.py, tune_policy.default_model)
                    "tuned_for", "search", "family", "kept", "learnt", "cv_estimate", "cv_default", "cv_untuned",
                    "cv_gain_ci95", "cv_gain_ci95_is", "cv_gain_mean_ci95", "cv_reference", "decision",
                    "gain_lower_bound", "nested_estimate", "train_score", "n_queries", "n_folds", "family_cv",
                    "run_scores", "vs_best_run", "notes", "folds"})),
    ModelFormat("rankagg-calibration", "calibration model", "a calibration map (rankagg.fuser.calibration.Calibration): fused rank or "
                "score to P(relevant)", "rankagg.fuser.calibration", non_finite="refused",
                keys=frozenset({"input", "x", "p", "depth", "thresholds", "fit"})),
)}

#: the envelope's rules, each applied to every kind by the generated tests (``tests/io/test_model_door.py``)
MODEL_RULES = ("truncated", "not a document", "key twice", "unknown kind", "wrong kind", "newer version",
               "version not an integer", "nested too deeply", "huge integer", "pickled array", "npz bomb",
               "over the memory limit", "non-finite number", "tampered payload", "nested kind")

_PAYLOADS: dict[str, _Payload] = {}


def register_model_payload(name: str, *, build: Callable[[dict[str, Any], dict[str, np.ndarray] | None], Any],
                           document: Callable[[Any, dict[str, np.ndarray] | None], dict[str, Any]]) -> None:
    """The hook of the layers above: ``build(doc, arrays)`` makes the object of a document whose envelope is
    checked, raising a ``ValueError`` (or ``TypeError``/``KeyError``) on anything it would not build;
    ``document(obj, arrays)`` gives an object's document (``arrays``: a dict to put arrays in for NPZ, or None).
    ``name`` must be a declared kind."""
    if name not in MODEL_FORMATS:
        raise ValueError(f"no model format {name!r} is declared in rankagg.data.model_documents.MODEL_FORMATS")
    _PAYLOADS[name] = _Payload(build, document)


def registered(name: str) -> bool:
    """Whether the payload of a kind is registered."""
    return name in _PAYLOADS


def _payload(fmt: ModelFormat) -> _Payload:
    if fmt.name not in _PAYLOADS:
        raise ModelFileError(f"a {fmt.name} document, whose reader is registered by {fmt.registered_by}: import it "
                             "first (rankagg.models and rankagg.Fuser do)")
    return _PAYLOADS[fmt.name]


# ------------------------------------------------------------------ the envelope
def _kind(value: Any, kinds: Sequence[str] | None, at: str = "") -> ModelFormat:
    where = f"{at}: " if at else ""
    if not isinstance(value, dict):
        raise ModelFileError(f"{where}a model document is a JSON object, got {type(value).__name__}")
    name = value.get("format")
    fmt = MODEL_FORMATS.get(name) if isinstance(name, str) else None
    if fmt is None:
        raise ModelFileError(f"{where}not a rankagg model file (format={name!r}; the model files are "
                             f"{', '.join(MODEL_FORMATS)})")
    if kinds is not None and fmt.name not in kinds:
        wanted = " or ".join(f"a {MODEL_FORMATS[k].title} (format {k!r})" for k in kinds)
        raise ModelFileError(f"{where}a {fmt.title}, not {wanted}: {fmt.what}")
    return fmt


def check_document(doc: Any, arrays: Mapping[str, np.ndarray] | None = None,
                   kinds: Sequence[str] | None = None, at: str = "") -> ModelFormat:
    """The envelope's rules on a parsed document (and an NPZ's arrays): an object of a declared kind (of
    ``kinds`` when given), its version, where non-finite numbers may be, and each nested document by its own
    kind's rules.  Returns the kind; a :class:`ModelFileError` says what is wrong and where (``at``)."""
    fmt = _kind(doc, kinds, at)
    where = f"{at}: " if at else ""
    version = doc.get("version")
    if version is None and fmt.version_required:
        raise ModelFileError(f"{where}a {fmt.name} document states its version")
    if version is not None:
        if not isinstance(version, int) or isinstance(version, bool):
            raise ModelFileError(f"{where}version must be an integer, got {version!r}")
        if version > fmt.version:
            raise ModelFileError(f"{where}model file version {version} is newer than this rankagg ({fmt.version})")
    if fmt.non_finite == "refused":
        bad = non_finite_path(doc) or next((k for k, a in (arrays or {}).items() if non_finite_path(a)), None)
        if bad is not None:
            raise ModelFileError(f"{where}a {fmt.name} document holds NaN or infinity (at {bad}); its numbers are "
                                 "finite")
    unread = [str(k) for k in doc if fmt.keys and k not in fmt.keys and k not in ("format", "version")]
    if unread:
        import difflib

        near = [m for k in unread for m in difflib.get_close_matches(k, sorted(fmt.keys), 1)]
        raise ModelFileError(f"{where}unknown key(s) {', '.join(map(repr, unread))} in a {fmt.name} document"
                             f"{' (did you mean ' + ', '.join(map(repr, near)) + '?)' if near else ''}: this "
                             "rankagg would not read them, so their values would not apply")
    for key, kind in fmt.nested.items():
        if doc.get(key) is not None:
            check_document(doc[key], None, (kind,), f"{at}.{key}" if at else key)
    return fmt


_PLAIN_ERRORS = (ModelFileError, InvalidStateError, InvalidParameterError)


def build_model(doc: dict[str, Any], arrays: dict[str, np.ndarray] | None = None, where: str = "",
                kinds: Sequence[str] | None = None) -> Any:
    """The object of a document through its kind's payload (every nested document's too, where registered),
    after the envelope's rules; an error names ``where`` (the file) and is a ``ValueError``."""
    said = f"{where}: " if where else ""
    try:
        fmt = check_document(doc, arrays, kinds)
        for key, kind in fmt.nested.items():  # a nested document's payload, where its layer is loaded
            if doc.get(key) is not None and registered(kind):
                _payload(MODEL_FORMATS[kind]).build(doc[key], None)
        return _payload(fmt).build(doc, arrays)
    except RecursionError:
        raise ModelFileError(f"{said}the document is nested too deeply") from None
    except (TypeError, KeyError, AttributeError, OverflowError, MemoryError) as exc:
        raise ModelFileError(f"{said}malformed model ({type(exc).__name__}: {exc})") from None
    except ValueError as exc:  # ModelFileError, InvalidStateError, InvalidParameterError, a payload's own
        if not where or str(exc).startswith(where):
            raise
        raise type(exc)(f"{said}{exc}") if type(exc) in _PLAIN_ERRORS else ModelFileError(f"{said}{exc}") from None


def document_from_text(text: str, kinds: Sequence[str] | None = None, where: str = "") -> Any:
    """The object of a document given as text (one nested in another's state: LambdaMART's base model), by the
    same rules as a file's."""
    try:
        doc = loads_document(text)
    except ModelFileError as exc:
        raise ModelFileError(f"{where}: {exc}" if where else str(exc)) from None
    return build_model(doc, None, where, kinds)


def document_to_text(obj: Any, kind: str) -> str:
    """The document of ``obj`` as JSON text, by the kind's rules (to nest in another's state)."""
    fmt = MODEL_FORMATS[kind]
    return dumps_document(_payload(fmt).document(obj, None), allow_non_finite=fmt.non_finite != "refused",
                          indent=None)
