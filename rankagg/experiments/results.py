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
import platform
import re
from importlib import metadata
from pathlib import Path
from typing import Any, Mapping

import numpy as np

from rankagg._json import json_default

__all__ = [
    "SCHEMA",
    "SUPERVISION_KINDS",
    "dataset_key",
    "slug",
    "result_path",
    "supervision_of",
    "library_versions",
    "spec_hash",
    "validate_record",
    "is_legacy",
    "read_record",
    "write_record",
    "dumps_record",
]

#: the schema written by :meth:`rankagg.experiments.protocol.ProtocolResult.to_dict`
SCHEMA = "rankagg-results/2"
#: how a method uses data besides the lists it fuses
SUPERVISION_KINDS = ("unsupervised", "supervised", "learns-from-test")
#: unsupervised methods that learn cross-query parameters (EM dispersions, ranker
#: weights) from the unlabelled queries they aggregate, i.e. from the test queries
_LEARNS_FROM_TEST = frozenset({"mallows_em", "ulara"})
_REQUIRED = (
    "schema", "kind", "spec_hash", "dataset", "method", "spec", "label", "supervision", "fixed", "grid",
    "select_by", "seeds", "folds", "test", "per_query", "versions", "wall_seconds", "measures_version",
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
    """``folder / "<dataset key>__<slug of label><suffix>"``."""
    return Path(folder) / f"{dataset_key(dataset)}__{slug(label)}{suffix}"


def supervision_of(method_cls: type) -> str:
    """``"supervised"`` (reads training labels), ``"learns-from-test"`` or ``"unsupervised"``.

    A class may declare ``learns_from_test = True``; Mallows-EM and ULARA learn
    their dispersions / ranker weights from the queries they aggregate.
    """
    if getattr(method_cls, "supervised", False):
        return "supervised"
    if getattr(method_cls, "learns_from_test", False) or getattr(method_cls, "name", "") in _LEARNS_FROM_TEST:
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


def is_legacy(record: Mapping[str, Any]) -> bool:
    """True for a file written before schema 2 (no per-query values, no spec hash)."""
    return record.get("schema") != SCHEMA


def validate_record(record: Mapping[str, Any], where: str = "record") -> None:
    """Raise ``ValueError`` naming the first missing or inconsistent key of a schema-2 protocol record."""
    if record.get("schema") != SCHEMA:
        raise ValueError(f"{where}: schema is {record.get('schema')!r}, expected {SCHEMA!r}")
    missing = [k for k in _REQUIRED if k not in record]
    if missing:
        raise ValueError(f"{where}: missing keys {missing}")
    if record["supervision"] not in SUPERVISION_KINDS:
        raise ValueError(f"{where}: supervision {record['supervision']!r} not in {SUPERVISION_KINDS}")
    for i, f in enumerate(record["folds"]):
        miss = [k for k in _FOLD_REQUIRED if k not in f]
        if miss:
            raise ValueError(f"{where}: folds[{i}] misses {miss}")
    pq = record["per_query"]
    n = len(pq.get("qids", []))
    if not n:
        raise ValueError(f"{where}: per_query has no qids")
    for m in record["test"]:
        if m not in pq:
            raise ValueError(f"{where}: per_query lacks measure {m!r}")
        if len(pq[m]) != n:
            raise ValueError(f"{where}: per_query[{m!r}] has {len(pq[m])} values for {n} qids")


_READ_CACHE: dict[tuple[str, int, int], dict[str, Any]] = {}


def read_record(path: str | Path) -> dict[str, Any]:
    """Read one result file (any schema).

    Parsed files are cached by (path, modification time, size), so rendering many
    tables from the same files parses each once; callers must not mutate the result.
    """
    path = Path(path)
    st = path.stat()
    key = (str(path.resolve()), st.st_mtime_ns, st.st_size)
    if key not in _READ_CACHE:
        try:
            _READ_CACHE[key] = json.loads(path.read_text())
        except json.JSONDecodeError as exc:
            raise ValueError(f"{path}: not valid JSON ({exc})") from exc
    return _READ_CACHE[key]


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
    """Write a record atomically through the output guard (:func:`rankagg.io._common.atomic_write_text`: a
    temporary file in the same folder, then rename; the mode follows the umask)."""
    from rankagg.io._common import atomic_write_text

    path = Path(path)
    atomic_write_text(path, dumps_record(record))
    return path
