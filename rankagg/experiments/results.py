"""The one results schema (``rankagg-results/2``) and the naming of result files.

A result file holds one *cell*: one method specification on one dataset under
the five-fold protocol (``kind: "protocol"``).  Its keys are documented in
``docs/results-schema.md``; :func:`validate_record` checks them.  Files written
before schema 2 carry no per-query values and are *legacy*: they are shown
in tables only where an experiment declares them, marked legacy, and never
tested for significance.

Result files are keyed by a short dataset key (``mq2007``, ``mq2008``,
``mq2008-small``) and a slug of the row label, e.g.
``results/experiments/explicit_baselines/mq2007__rrf-k-60.json``.  The keys deliberately differ
from the dataset folder names so that results can never be mistaken for (or
filtered as) copies of the data.
"""

from __future__ import annotations

import hashlib
import json
import math
import platform
import re
from importlib import metadata
from pathlib import Path
from typing import Any, Mapping, Sequence

import numpy as np

from rankagg._json import json_default
from rankagg.io.atomic import atomic_write_text
from rankagg.io.model_files import read_json_file
from rankagg.experiments.paths import name_under
from rankagg.experiments.record_checks import check_protocol_shapes

__all__ = [
    "SCHEMA",
    "lacking_measures",
    "SUPERVISION_KINDS",
    "dataset_key",
    "slug",
    "table_cell",
    "result_path",
    "supervision_of",
    "library_versions",
    "spec_hash",
    "validate_record",
    "validate_any",
    "OTHER_KINDS",
    "is_legacy",
    "check_schema",
    "read_record",
    "write_record",
    "dumps_record",
    "measured_alike",
]

#: the schema written by :meth:`rankagg.experiments.protocol_result.ProtocolResult.to_dict`
SCHEMA = "rankagg-results/2"
#: how a method uses data besides the lists it fuses
SUPERVISION_KINDS = ("unsupervised", "supervised", "learns-from-test")
_REQUIRED = (
    "schema", "kind", "spec_hash", "dataset", "method", "spec", "label", "supervision", "fixed", "grid",
    "select_by", "seeds", "folds", "test", "per_query", "versions", "wall_seconds", "measures_version",
    "grid_size", "params",
)
_FOLD_REQUIRED = ("fold", "params", "validation", "grid_validation", "test", "fit_seconds", "aggregate_seconds")


def dataset_key(name: str) -> str:
    """``"MQ2007-agg"`` -> ``"mq2007"``, ``"MQ2008-small"`` -> ``"mq2008-small"``, ``"MQ2007-agg+25"`` -> ``"mq2007+25"``."""
    return str(name).lower().replace("-agg", "")


def slug(text: str) -> str:
    """Lower-case words joined by hyphens (file-name safe)."""
    text = str(text).replace("⊤", "top").replace("⊥", "bottom").replace("§", "s")
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")


def result_path(folder: str | Path, dataset: str, label: str, suffix: str = ".json") -> Path:
    """``folder / "<dataset key>__<slug of label><suffix>"``; ValueError when the dataset's name would place it
    elsewhere (:func:`rankagg.experiments.paths.name_under`)."""
    return name_under(folder, f"{dataset_key(dataset)}__{slug(label)}{suffix}",
                      f"the result file of dataset {dataset!r} and row {label!r}")


def table_cell(text: str) -> str:
    """``text`` as one cell of a Markdown table: ``|`` escaped, ``<`` / ``>`` and an ``&`` that would start an
    entity written as entities (no raw HTML), line breaks as spaces.  Plain labels come out unchanged."""
    out = re.sub(r"&(?=#?[A-Za-z0-9]+;)", "&amp;", str(text))
    out = out.replace("<", "&lt;").replace(">", "&gt;").replace("\r", " ").replace("\n", " ")
    return re.sub(r"(?<!\\)\|", r"\|", out)


def supervision_of(method_cls: type) -> str:
    """``"supervised"`` (reads training labels), ``"learns-from-test"`` or ``"unsupervised"``.

    ``learns_from_test`` is a tag on the method class (:class:`rankagg.methods.base.MethodTags`):
    e.g. Mallows-EM and ULARA learn their dispersions / ranker weights from the queries they aggregate.
    """
    if getattr(method_cls, "supervised", False):
        return "supervised"
    tags = getattr(method_cls, "class_tags", None)
    if tags is not None and tags().learns_from_test:
        return "learns-from-test"
    return "unsupervised"


def library_versions() -> dict[str, str]:
    """Versions of Python and of the libraries a result depends on."""
    out = {"python": platform.python_version()}
    for pkg in ("rankagg", "numpy", "scipy", "numba", "pandas", "lightgbm"):
        try:
            out[pkg] = metadata.version(pkg)
        except metadata.PackageNotFoundError:
            continue
    return out


def _canonical(obj: Any) -> Any:
    if isinstance(obj, Mapping):
        return {str(k): _canonical(v) for k, v in sorted(obj.items(), key=lambda kv: str(kv[0]))}
    if isinstance(obj, (list, tuple)):
        return [_canonical(v) for v in obj]
    if isinstance(obj, np.generic):
        return obj.item()
    if isinstance(obj, float) and not np.isfinite(obj):
        return repr(obj)
    return obj


def spec_hash(spec: Mapping[str, Any]) -> str:
    """A short stable hash of a cell's specification (what must match for a result to be reused)."""
    text = json.dumps(_canonical(spec), sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()[:16]


#: the schemas this rankagg reads: protocol results (:data:`SCHEMA`) and the other kinds' ``rankagg-results/1``;
#: a file without ``schema`` is legacy (written before it)
READABLE = ("rankagg-results/1", SCHEMA)


def check_schema(record: Mapping[str, Any], where: str) -> None:
    """Refuse a record whose ``schema`` this rankagg does not read, naming ``where`` and the schema: a later
    rankagg's (``rankagg-results/3``) would be shown by the rules of schema 2 and read wrong without a word."""
    schema = record.get("schema")
    if schema is None or schema in READABLE:
        return
    number = str(schema).removeprefix("rankagg-results/")
    later = number.isdigit() and int(number) > int(SCHEMA.rsplit("/", 1)[1])
    raise ValueError(f"{where}: unknown schema {schema!r}: this rankagg reads {' and '.join(READABLE)}"
                     + ("; it was written by a later version of rankagg: update rankagg to read it" if later else ""))


def is_legacy(record: Mapping[str, Any]) -> bool:
    """True for a file written before schema 2 (no per-query values, no spec hash)."""
    return record.get("schema") != SCHEMA


def _expect(value: Any, kind: type | tuple[type, ...], where: str, what: str) -> Any:
    if not isinstance(value, kind) or isinstance(value, bool) and kind is not bool:
        name = kind.__name__ if isinstance(kind, type) else " or ".join(k.__name__ for k in kind)
        raise ValueError(f"{where}: {what} must be {name}, got {json.dumps(value, default=str)[:60]}")
    return value


#: the types of per-query values that pass :func:`_expect` as numbers (or are None) as they are: rendering the
#: tables validates millions of values, and one set of their types is far quicker than a check per value
_PLAIN_VALUES = {int, float, type(None)}


def validate_record(record: Any, where: str = "record") -> None:
    """Raise ``ValueError`` naming ``where`` and the first missing, mistyped or inconsistent key of a
    schema-2 protocol record (``docs/results-schema.md``)."""
    _expect(record, dict, where, "a result")
    if record.get("schema") != SCHEMA:
        raise ValueError(f"{where}: schema is {record.get('schema')!r}, expected {SCHEMA!r}")
    missing = [k for k in _REQUIRED if k not in record]
    if missing:
        raise ValueError(f"{where}: missing keys {missing}")
    if record["kind"] != "protocol":
        raise ValueError(f"{where}: kind {record['kind']!r} is not 'protocol'")
    for key in ("spec_hash", "dataset", "method", "spec", "label", "select_by"):
        _expect(record[key], str, where, repr(key))
    for key in ("fixed", "grid", "test", "per_query", "versions"):
        _expect(record[key], dict, where, repr(key))
    if record["supervision"] not in SUPERVISION_KINDS:
        raise ValueError(f"{where}: supervision {record['supervision']!r} not in {SUPERVISION_KINDS}")
    for m, v in record["test"].items():
        _expect(v, (int, float), where, f"test[{m!r}]")
    for i, f in enumerate(_expect(record["folds"], list, where, "'folds'")):
        _expect(f, dict, where, f"folds[{i}]")
        miss = [k for k in _FOLD_REQUIRED if k not in f]
        if miss:
            raise ValueError(f"{where}: folds[{i}] misses {miss}")
    pq = record["per_query"]
    n = len(_expect(pq.get("qids", []), list, where, "per_query 'qids'"))
    if not n:
        raise ValueError(f"{where}: per_query has no qids")
    for m in record["test"]:
        if m not in pq:
            raise ValueError(f"{where}: per_query lacks measure {m!r}")
        if len(_expect(pq[m], list, where, f"per_query[{m!r}]")) != n:
            raise ValueError(f"{where}: per_query[{m!r}] has {len(pq[m])} values for {n} qids")
        if not set(map(type, pq[m])) <= _PLAIN_VALUES:  # the value by value check only where one is not plain
            for v in pq[m]:
                if v is not None:
                    _expect(v, (int, float), where, f"a value of per_query[{m!r}]")
        _finite_values(pq[m], where, f"per_query[{m!r}]")  # named here, before the sums that it would break
    check_protocol_shapes(record, where)  # the schema's sums and shapes: record_checks.py


def _finite_values(values: list[Any], where: str, what: str) -> None:
    """A list of numbers (``None``: no value) holds no inf or NaN, said with the value's place (a JSON file may hold
    ``Infinity``/``NaN``, which Python's reader accepts)."""
    try:
        finite = bool(np.isfinite(np.asarray(values, dtype=float)).all())  # None reads as NaN: looked at below
    except (TypeError, ValueError, OverflowError):
        finite = False
    if finite:
        return
    for i, v in enumerate(values):
        if isinstance(v, float) and not math.isfinite(v):  # an int is finite (one past the doubles: record_checks)
            raise ValueError(f"{where}: {what}[{i}] = {v!r} is not a finite number")


#: the ``rankagg-results/1`` kinds that are not protocol results, and the keys each must hold
OTHER_KINDS = {"robustness": ("dataset", "robustness"), "weights": ("dataset", "weights"), "benchmark": ("rows",),
               "costs": ("workload", "rows")}


def validate_any(record: Any, where: str = "record") -> None:
    """A schema-2 protocol record (:func:`validate_record`) or a ``rankagg-results/1`` record of one of the
    :data:`OTHER_KINDS` (``docs/results-schema.md``); ``ValueError`` naming ``where`` otherwise."""
    _expect(record, dict, where, "a result")
    if record.get("schema") == SCHEMA:
        validate_record(record, where)
        return
    if record.get("schema") != "rankagg-results/1" or record.get("kind") not in OTHER_KINDS:
        raise ValueError(f"{where}: neither a {SCHEMA} record nor a rankagg-results/1 record of kind "
                         f"{sorted(OTHER_KINDS)} (schema {record.get('schema')!r}, kind {record.get('kind')!r})")
    missing = [k for k in OTHER_KINDS[record["kind"]] if k not in record]
    if missing:
        raise ValueError(f"{where}: kind {record['kind']!r} misses keys {missing}")
    kind = record["kind"]
    if kind == "robustness":
        rob = _expect(record["robustness"], dict, where, "'robustness'")
        if len(_expect(rob.get("x"), list, where, "robustness 'x'")) != len(_expect(rob.get("values"), list, where,
                                                                                    "robustness 'values'")):
            raise ValueError(f"{where}: robustness 'x' and 'values' differ in length")
    elif kind == "weights":
        _expect(_expect(record["weights"], dict, where, "'weights'").get("values"), list, where, "weights 'values'")
    elif kind == "benchmark":
        for i, row in enumerate(_expect(record["rows"], list, where, "'rows'")):
            _expect(row, dict, where, f"rows[{i}]")
    else:
        for label, row in _expect(record["rows"], dict, where, "'rows'").items():
            _expect(row, dict, where, f"rows[{label!r}]")


_READ_CACHE: dict[tuple[str, int, int], dict[str, Any]] = {}


def read_record(path: str | Path, *, legacy: bool = False) -> dict[str, Any]:
    """Read one result file, validated on read: a schema-2 record by :func:`validate_record`; a file of
    another schema only with ``legacy=True`` (tables that declare legacy rows).  Errors name the file.

    Parsed files are cached by (path, modification time, size), so rendering many
    tables from the same files parses each once; callers must not mutate the result.
    """
    path = Path(path)
    st = path.stat()
    key = (str(path.resolve()), st.st_mtime_ns, st.st_size)
    if key not in _READ_CACHE:
        rec = read_json_file(path, "a result record")  # io's rules: a regular file, the memory limit, keys once
        _expect(rec, dict, str(path), "a result file")
        check_schema(rec, str(path))
        if rec.get("schema") == SCHEMA:
            validate_record(rec, str(path))
        _READ_CACHE[key] = rec
    rec = _READ_CACHE[key]
    if is_legacy(rec) and not legacy:
        raise ValueError(f"{path}: schema is {rec.get('schema')!r}, expected {SCHEMA!r} (a legacy file is read "
                         "only where an experiment declares it)")
    return rec


def dumps_record(record: Mapping[str, Any]) -> str:
    """JSON text of a record: readable keys, one line per per-query array (files stay small, diffs readable)."""
    head = {k: v for k, v in record.items() if k != "per_query"}
    text = json.dumps(head, indent=1, default=json_default, ensure_ascii=False)
    if "per_query" not in record:
        return text + "\n"
    lines = [f" {json.dumps(k)}: {json.dumps(v, default=json_default, separators=(',', ':'))}"
             for k, v in record["per_query"].items()]
    body = "{\n" + ",\n".join(lines) + "\n }"
    return text[:-2] + ',\n "per_query": ' + body + "\n}\n"


def write_record(record: Mapping[str, Any], path: str | Path) -> Path:
    """Write a record atomically (:func:`rankagg.io.atomic.atomic_write_text`: a temporary file in the same
    folder, then a rename; the file's mode follows the umask; an interruption removes the temporary file)."""
    atomic_write_text(path, dumps_record(record))
    return Path(path)


def measured_alike(records: Sequence[tuple[str, str, Mapping[str, Any]]]) -> None:
    """Results of one dataset shown side by side are measured alike: of ``(path, dataset, record)``, two of one
    dataset that declare different ``measures_version`` (a measure's definition changed between the commits that
    made them) are refused, naming both; a report compared them column by column as if measured alike."""
    first: dict[str, tuple[str, Any]] = {}
    for path, dataset, rec in records:
        version = rec.get("measures_version")
        if version is None:
            continue
        seen_path, seen = first.setdefault(dataset, (path, version))
        if seen != version:
            raise ValueError(f"{path}: measures_version {version!r}, but {seen_path} (same dataset {dataset}) has {seen!r}: "
                             "a measure's definition changed between the versions that made them; rerun the older one "
                             "(rankagg experiment run --force) before comparing")


def lacking_measures(rec: Mapping[str, Any], required: Sequence[str] | None) -> list[str]:
    """The ``required`` measures (:meth:`Experiment.required_measures`) a schema-2 result lacks as a test mean or
    per query: the experiment keeps more measures than it did when the result was written."""
    if required is None:
        return []
    test, per_query = rec.get("test") or {}, rec.get("per_query") or {}
    return [m for m in required if m not in test or m not in per_query]

