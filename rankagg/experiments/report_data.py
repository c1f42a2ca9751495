"""Result sets of the report: protocol results and ``rankagg evaluate --json`` output loaded
into entries with per-query values, and the paired significance marks between two entries."""

from __future__ import annotations

import json
import os
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterable, Sequence

import numpy as np

from rankagg.evaluation.measures import TestResult, paired_t_test, randomization_test
from rankagg.io.model_files import read_json_file
from rankagg.experiments.report_values import check_summaries, measured_value as _measured
from rankagg.experiments.results import SCHEMA as PROTOCOL_SCHEMA, check_schema, measured_alike, validate_record

__all__ = ["result_files", "SCHEMA", "MAX_SERIES", "BETTER", "WORSE", "TREC_RUNS", "LETOR_FILES", "Entry", "ResultSet", "Comparison",
           "load_results", "matches_baseline", "paired_test", "significance", "holm_comparisons", "dataset_baseline", "result_record", "slug",
           "md_escape", "mpl_escape"]

SCHEMA = "rankagg-results/1"
#: at most this many series in one figure panel (the baseline included)
MAX_SERIES = 8
#: dataset names given to ``rankagg evaluate --json`` outputs: TREC runs (``--qrels``) and LETOR score files
#: (``--letor``, told by its ``MeanNDCG``, a measure only the LETOR evaluation prints)
TREC_RUNS = "TREC runs"
LETOR_FILES = "LETOR score files"
EVALUATED = (TREC_RUNS, LETOR_FILES)
DEFAULT_MEASURES = ("P@1", "P@5", "P@10", "NDCG@1", "NDCG@5", "NDCG@10", "MAP")
BETTER, WORSE = "▲", "▼"


def md_escape(text: str) -> str:
    """``text`` as literal Markdown inline text (HTML entities for ``& < >``, a backslash before Markdown's marks)."""
    out = text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\n", " ").replace("\r", " ")
    return re.sub(r"([\\`*_\[\]|~$])", r"\\\1", out)


def mpl_escape(text: str) -> str:
    """``text`` for a matplotlib label: a ``$`` would start mathtext (and a malformed one raises)."""
    return text.replace("$", r"\$")


def slug(text: str) -> str:
    """File-name-safe form of a label (``"St.Agg_RRF (Eq. 11)"`` -> ``"st-agg_rrf-eq-11"``)."""
    s = re.sub(r"[^A-Za-z0-9_]+", "-", text).strip("-").lower()
    return s or "result"


def result_record(result, label: str | None = None, **extra: Any) -> dict[str, Any]:
    """A :class:`~rankagg.experiments.protocol_result.ProtocolResult` as a schema record with its label.

    This is :meth:`ProtocolResult.to_dict` (``rankagg-results/2``: per-query values of
    every measure included) plus any ``extra`` keys.
    """
    rec = json.loads(result.to_json(label))
    rec.update(extra)
    return rec


def _evaluate_entry(rec: dict[str, Any], path: Path, label: str, method: str) -> "Entry":
    """An entry from one run's ``rankagg evaluate --json`` record: means, optional ``per_query`` {qid: {m: v}}."""
    where = f"{path}" + (f" (run {method})" if method != path.stem else "")
    family = "letor" if "MeanNDCG" in rec else "trec"
    test = {k: _measured(k, v, where, family) for k, v in rec.items() if k != "per_query"}
    per_query = qids = None
    pq = rec.get("per_query")
    if pq is not None:
        if not isinstance(pq, dict) or not all(isinstance(row, dict) for row in pq.values()):
            raise ValueError(f"{where}: 'per_query' must map each qid to {{measure: value}}")
        if pq:
            qids = np.asarray(list(pq), dtype=str)
            measures = [m for m in test if all(m in row for row in pq.values())]
            per_query = {m: np.asarray([_measured(m, pq[q][m], f"{where}: per_query[{q!r}]", family) for q in pq])
                         for m in measures}
            check_summaries(test, per_query, where, family)
    kind = LETOR_FILES if "MeanNDCG" in test else TREC_RUNS
    return Entry(path=str(path), label=label, dataset=kind, method=method, test=test,
                 per_query=per_query, qids=qids, raw=rec)


def _is_flat_evaluation(rec: Any) -> bool:
    keys = [k for k in rec if k != "per_query"] if isinstance(rec, dict) else []
    return bool(keys) and "schema" not in rec and all(
        isinstance(rec[k], (int, float)) and not isinstance(rec[k], bool) for k in keys)


def _is_evaluate_output(rec: dict[str, Any]) -> bool:
    """One run's ``rankagg evaluate --json`` record, or several runs' records keyed by run file."""
    return _is_flat_evaluation(rec) or (bool(rec) and "schema" not in rec and all(_is_flat_evaluation(v) for v in rec.values()))


def _run_tag(run: str, evaluation: Path) -> str | None:
    """The tag of the run file an evaluation is keyed by, when that file is at hand (as given, or beside the
    evaluation's JSON); None otherwise."""
    from rankagg.io.formats import FORMATS, which
    from rankagg.io.run_names import peek_tag

    for cand in (Path(run), evaluation.parent / run):
        try:
            if cand.is_file():  # the registry says what it is: a TREC run's tag is its first line's
                return peek_tag(cand) if which(cand, "runs") is FORMATS["trec"] else None
        except (OSError, ValueError):
            return None
    return None


def _evaluate_entries(rec: dict[str, Any], path: Path) -> list["Entry"]:
    """Entries of ``rankagg evaluate --json`` output: runs labelled by their tag when the run files are at
    hand and the tags are distinct, else by file name; a run whose tag ends in ``-tuned`` (``rankagg fuse
    --model``: fitted on judgments) is marked tuned, and a run whose tag cannot be read (its file is not at hand,
    or a one-run record names none) is marked not known (``tuned=None``), never untuned."""
    from rankagg.io.run_names import TUNED_TAG_SUFFIX

    if _is_flat_evaluation(rec):
        # one run's record names no run file, so no tag says whether a model fitted on judgments fused it
        e = _evaluate_entry(rec, path, path.stem, path.stem)
        e.tuned = None
        return [e]
    names = [os.path.basename(k) or k for k in rec]
    tags = [_run_tag(k, path) for k in rec]
    by_tag = all(t is not None for t in tags) and len(set(tags)) == len(tags)
    entries = []
    for (k, v), name, tag in zip(rec.items(), names, tags):
        label = tag if by_tag and tag is not None else (name if names.count(name) == 1 else k)
        e = _evaluate_entry(v, path, label, k)
        e.tuned = None if tag is None else tag.endswith(TUNED_TAG_SUFFIX)  # None: the run file is not at hand
        entries.append(e)
    return entries


def matches_baseline(e: "Entry", baseline: str) -> bool:
    """Whether ``--baseline`` names this entry: its label, its method, or (a run) its path or file name."""
    return baseline in (e.label, e.method, os.path.basename(e.method))


# ---------------------------------------------------------------- loading
@dataclass
class Entry:
    path: str
    label: str
    dataset: str
    method: str
    test: dict[str, float]
    per_query: dict[str, np.ndarray] | None
    qids: np.ndarray | None
    raw: dict[str, Any] = field(repr=False)
    # a TREC run fused by a model fitted on judgments (tag rankagg-<method>-tuned); None: not known (no run file
    # at hand to read the tag of)
    tuned: bool | None = False


@dataclass
class ResultSet:
    entries: list[Entry]
    robustness: list[dict[str, Any]]
    weights: list[dict[str, Any]]
    benchmarks: list[dict[str, Any]]

    def datasets(self) -> list[str]:
        seen: list[str] = []
        for e in self.entries:
            if e.dataset not in seen:
                seen.append(e.dataset)
        return seen


def result_files(paths: Iterable[str | os.PathLike]) -> list[Path]:
    """The result files ``rankagg report`` reads: each file given, and the ``*.json`` files of each folder given."""
    out: list[Path] = []
    for p in map(Path, paths):
        if p.is_dir():
            out.extend(sorted(p.glob("*.json")))
        elif p.is_file():
            out.append(p)
        else:
            raise FileNotFoundError(f"no result file or folder {p}")
    return out


def _numbers(x: Any, where: str, *, n: int | None = None) -> list[float]:
    if not isinstance(x, list) or not all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in x):
        raise ValueError(f"{where}: expected a list of numbers, got {json.dumps(x)[:60]}")
    if n is not None and len(x) != n:
        raise ValueError(f"{where}: {len(x)} values for {n}")
    return [float(v) for v in x]


def _text(x: Any, where: str) -> str:
    if isinstance(x, bool) or not isinstance(x, (str, int, float)):
        raise ValueError(f"{where}: expected a name, got {json.dumps(x)[:60]}")
    return str(x)


def _check_figure_record(rec: dict[str, Any], f: Path) -> None:
    """Robustness curves, expert weights and benchmark rows: the fields the figures and tables read."""
    for key in ("label", "method", "dataset", "name"):
        if key in rec:
            _text(rec[key], f"{f}: {key!r}")
    if "robustness" in rec:
        rob = rec["robustness"]
        if not isinstance(rob, dict):
            raise ValueError(f"{f}: 'robustness' must be an object with 'x' and 'values'")
        x = _numbers(rob.get("x"), f"{f}: robustness 'x'")
        _numbers(rob.get("values"), f"{f}: robustness 'values'", n=len(x))
        if "std" in rob:
            _numbers(rob["std"], f"{f}: robustness 'std'", n=len(x))
        for key in ("x_name", "measure"):
            if key in rob:
                _text(rob[key], f"{f}: robustness {key!r}")
    if "weights" in rec:
        w = rec["weights"]
        vals = w.get("values") if isinstance(w, dict) else None
        rows = vals if isinstance(vals, list) and vals and all(isinstance(r, list) for r in vals) else [vals]
        n = len(_numbers(rows[0], f"{f}: weights 'values'"))
        for r in rows[1:]:
            _numbers(r, f"{f}: weights 'values'", n=n)
        if n == 0:
            raise ValueError(f"{f}: weights 'values' is empty")
        if w.get("rankers") is not None:
            names = w["rankers"]
            if not isinstance(names, list) or len(names) != n:
                raise ValueError(f"{f}: weights 'rankers' must list {n} names")
            for name in names:
                _text(name, f"{f}: weights 'rankers'")
    if rec.get("kind") == "benchmark":
        rows = rec.get("rows", [])
        if not isinstance(rows, list) or not all(isinstance(r, dict) for r in rows):
            raise ValueError(f"{f}: benchmark 'rows' must be a list of objects")


def _protocol_entry(rec: dict[str, Any], f: Path) -> Entry:
    for key in ("dataset", "method", "test"):
        if key not in rec:
            raise ValueError(f"{f}: protocol result without {key!r}")
    if not isinstance(rec["test"], dict) or not all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in rec["test"].values()):
        raise ValueError(f"{f}: 'test' must map measure names to numbers, got {json.dumps(rec['test'])[:80]}")
    family = "letor" if "MeanNDCG" in rec["test"] else "trec"
    for k, v in rec["test"].items():  # finite and in the measure's range, as an evaluation's values are
        _measured(k, v, f"{f}: test", family)
    pq = rec.get("per_query")
    per_query = qids = None
    if pq:
        if not isinstance(pq, dict):
            raise ValueError(f"{f}: 'per_query' must be an object {{'qids': [...], measure: [...]}}")
        names = pq.get("qids", [])
        if not isinstance(names, list):
            raise ValueError(f"{f}: per_query 'qids' must be a list")
        qids = np.asarray([_text(q, f"{f}: per_query 'qids'") for q in names], dtype=str)
        per_query = {k: np.asarray(_numbers(v, f"{f}: per_query {k!r}", n=len(qids) or None), dtype=float)
                     for k, v in pq.items() if k != "qids"}
        for k, values in per_query.items():  # a NaN or an infinity would go into the tests as a number
            if not np.isfinite(values).all():
                raise ValueError(f"{f}: per_query {k!r}: {values[~np.isfinite(values)][0]!r} is not a finite number")
    label = rec.get("label") or rec["method"]
    return Entry(path=str(f), label=_text(label, f"{f}: 'label'"), dataset=_text(rec["dataset"], f"{f}: 'dataset'"),
                 method=_text(rec["method"], f"{f}: 'method'"), test={k: float(v) for k, v in rec["test"].items()},
                 per_query=per_query, qids=qids, raw=rec)


def _load_file(f: Path, rs: ResultSet) -> None:
    rec = read_json_file(f, "a result file")  # io's rules: a regular file, the memory limit, keys once
    if not isinstance(rec, dict):
        raise ValueError(f"{f}: a result file holds one JSON object")
    if _is_evaluate_output(rec):
        rs.entries.extend(_evaluate_entries(rec, f))
        return
    check_schema(rec, str(f))  # a later rankagg's record is refused, never shown by this one's rules
    if rec.get("schema") == PROTOCOL_SCHEMA:  # a schema-2 record is checked whole (docs/results-schema.md)
        validate_record(rec, str(f))
    kind = rec.get("kind", "protocol" if "test" in rec else None)
    _check_figure_record(rec, f)
    if kind == "benchmark":
        rs.benchmarks.append({**rec, "_path": str(f)})
        return
    if "robustness" in rec:
        rs.robustness.append({**rec, "_path": str(f)})
    if "weights" in rec:
        rs.weights.append({**rec, "_path": str(f)})
    if kind != "protocol":
        if kind is None and not ("robustness" in rec or "weights" in rec):
            raise ValueError(f"{f}: neither a protocol result (no 'test') nor a known kind")
        return
    rs.entries.append(_protocol_entry(rec, f))


def load_results(paths: Iterable[str | os.PathLike]) -> ResultSet:
    """Read result JSON files and folders of them (``*.json``); a malformed file is a ``ValueError`` naming it."""
    rs = ResultSet([], [], [], [])
    paths = list(paths)
    files = result_files(paths)
    if not files:  # named: "no result files found" did not say where it looked
        raise ValueError(f"no result files (*.json) found in {', '.join(map(str, paths))}")
    for f in files:
        try:
            _load_file(f, rs)
        except (TypeError, KeyError, IndexError, AttributeError) as exc:  # a shape no check above foresaw
            raise ValueError(f"{f}: malformed result file ({type(exc).__name__}: {exc})") from None
    _unique_labels(rs.entries)
    measured_alike([(e.path, e.dataset, e.raw) for e in rs.entries])
    return rs


def _unique_labels(entries: list[Entry]) -> None:
    """Labels that repeat within a dataset get their source file's name; still repeating is an error."""
    for ds in {e.dataset for e in entries}:
        group = [e for e in entries if e.dataset == ds]
        labels = [e.label for e in group]
        for e in group:
            if labels.count(e.label) > 1:
                e.label = f"{e.label} ({Path(e.path).name})"
        seen: dict[str, str] = {}
        for e in group:
            if e.label in seen:
                raise ValueError(f"{e.path}: label {e.label!r} of {ds} also in {seen[e.label]}")
            seen[e.label] = e.path


# ---------------------------------------------------------------- significance
def _aligned(a: Entry, b: Entry, measure: str) -> tuple[np.ndarray, np.ndarray] | None:
    if a.per_query is None or b.per_query is None or measure not in a.per_query or measure not in b.per_query:
        return None
    if a.qids is not None and b.qids is not None and len(a.qids) and len(b.qids):
        common, ia, ib = np.intersect1d(a.qids, b.qids, return_indices=True)
        if len(common) == 0:
            return None
        return a.per_query[measure][ia], b.per_query[measure][ib]
    if len(a.per_query[measure]) != len(b.per_query[measure]):
        return None
    return a.per_query[measure], b.per_query[measure]


def paired_test(a: Entry, b: Entry, measure: str, *, test: str = "t") -> TestResult | None:
    """The paired two-sided test of ``a`` against ``b`` over their common queries (None without per-query values, or
    with fewer than two common queries: a t-test has no p-value on one pair, and a sign flip of one pair none either,
    so such a test is not one of those Holm's correction counts)."""
    pair = _aligned(a, b, measure)
    if pair is None or len(pair[0]) < 2:
        return None
    x, y = pair
    return paired_t_test(x, y) if test == "t" else randomization_test(x, y, n_resamples=2000, random_state=0)


def _mark(res: TestResult, p: float, alpha: float) -> str:
    if p < alpha and res.mean_difference != 0:
        return BETTER if res.mean_difference > 0 else WORSE
    return ""


def significance(a: Entry, b: Entry, measure: str, *, test: str = "t", alpha: float = 0.05) -> str:
    """``▲`` / ``▼`` when ``a`` is significantly better / worse than ``b`` on ``measure`` (one test, uncorrected)."""
    res = paired_test(a, b, measure, test=test)
    return "" if res is None else _mark(res, res.pvalue, alpha)


@dataclass(frozen=True)
class Comparison:
    """One test of a table: an entry against the baseline on one measure, with its Holm-adjusted p-value."""

    label: str
    measure: str
    result: TestResult
    p_holm: float
    mark: str


def holm_comparisons(entries: Sequence[Entry], base: Entry, measures: Sequence[str], *, test: str = "t",
                     alpha: float = 0.05) -> list[Comparison]:
    """Every entry but the baseline against it on every measure, Holm-adjusted over all these tests."""
    from rankagg.evaluation.measures import holm

    tests = [(e.label, m, r) for e in entries if e is not base for m in measures
             if (r := paired_test(e, base, m, test=test)) is not None]
    adjusted = holm([r.pvalue for *_, r in tests]) if tests else []
    return [Comparison(label, m, r, p, _mark(r, p, alpha)) for (label, m, r), p in zip(tests, adjusted)]


def dataset_baseline(entries: Sequence[Entry], baseline: str | None) -> Entry | None:
    """The baseline of one dataset's entries: the one named, or for evaluated runs (no name) the first run."""
    if baseline is None:
        return entries[0] if entries and entries[0].dataset in EVALUATED else None
    return _find_baseline(entries, baseline)


def _find_baseline(entries: Sequence[Entry], baseline: str | None) -> Entry | None:
    if baseline is None:
        return None
    for e in entries:
        if matches_baseline(e, baseline):
            return e
    return None
