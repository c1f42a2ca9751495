"""An experiment file (TOML, ``experiments/<name>.toml`` at the repository root; format in
``docs/experiments.md``), read and checked: :func:`load_experiment` gives its :class:`Experiment` (datasets,
:class:`Row` s, the validation measure, the seed, the significance baselines, the measures shown, the
selections), every error naming the file and the key, before anything runs."""

from __future__ import annotations

import math
from contextlib import nullcontext
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, ContextManager

from rankagg.evaluation.registry import family_measures
from rankagg.exceptions import shown
from rankagg.io.guard import read_input_text
from rankagg.methods.registry import check_given_once, method_class, parse_spec
from rankagg.experiments.paths import path_under, plain_name
from rankagg.experiments.published import check_published
from rankagg.experiments.settings import setting_measures
from rankagg.experiments.toml_lines import KeyLines, parse_toml

__all__ = ["Row", "Experiment", "load_experiment"]

_EXPERIMENT_KEYS = {"name", "title", "datasets", "select_by", "seed", "baselines", "measures", "rows", "claims",
                    "results", "note", "documents", "stored_measures", "selections"}
_SELECTION_KEYS = {"label", "candidates", "baseline", "measure", "note", "tolerance", "ships"}
_ROW_KEYS = {"label", "method", "fixed", "grid", "group", "note", "legacy", "datasets", "published"}


@dataclass(frozen=True)
class Row:
    label: str
    method: str
    fixed: dict[str, Any]
    grid: dict[str, list[Any]] | None
    group: str = ""
    note: str = ""
    #: dataset -> the pre-schema-2 result shown (marked legacy) until the cell is rerun (under the repository root)
    legacy: dict[str, Path] = field(default_factory=dict)
    datasets: tuple[str, ...] | None = None
    #: numbers a paper printed for the row (:func:`rankagg.experiments.published.check_published`), or empty
    published: dict[str, Any] = field(default_factory=dict)
    #: the method as the file gives it (``"rrf(k=60)"``; its parameters are in ``fixed``), the record's ``spec``
    spec: str = ""


@dataclass(frozen=True)
class Experiment:
    name: str
    title: str
    path: Path
    datasets: tuple[str, ...]
    select_by: str
    seed: int | None
    baselines: tuple[str, ...]
    measures: tuple[str, ...]
    rows: tuple[Row, ...]
    claims: tuple[dict[str, Any], ...]
    results: Path
    note: str = ""
    #: measures whose per-query test values the result files keep (None: every measure)
    stored_measures: tuple[str, ...] | None = None
    #: nested choices among rows across datasets (``[[selections]]``, :mod:`rankagg.experiments.selection`)
    selections: tuple[dict[str, Any], ...] = ()

    def required_measures(self, dataset: str) -> tuple[str, ...] | None:
        """The measures each result of this experiment on ``dataset`` must hold, as test means and per query: the
        ones it keeps (``stored_measures``), else the table's and ``select_by``; None on a setting with its own
        evaluation (its results keep that setting's measures).  A result written when the file kept fewer is
        stale (:func:`rankagg.experiments.runner.cell_status`), and rendering it is refused, not a KeyError."""
        if setting_measures(dataset) is not None:
            return None
        return self.stored_measures if self.stored_measures is not None else (*self.measures, self.select_by)



def _root_of(path: Path) -> Path:
    """The repository root: the parent of the ``experiments/`` folder holding ``path``."""
    path = path.resolve()
    return path.parent.parent if path.parent.name == "experiments" else path.parent


def load_experiment(path: str | Path) -> Experiment:
    """Read and check an experiment file; errors name the file and the key, and the key's line where the file
    places it (:class:`rankagg.experiments.toml_lines.KeyLines`: ``(line 10)`` at the message's end)."""
    path = Path(path)
    text = read_input_text(path)  # a regular file (never a device or FIFO), UTF-8
    raw = parse_toml(text, str(path))
    lines = KeyLines(text)
    unknown = set(raw) - _EXPERIMENT_KEYS
    if unknown:
        with lines.about(min(unknown, key=lambda k: lines.line(k) or 0)):
            raise ValueError(f"{path}: unknown keys {sorted(unknown)} (known: {sorted(_EXPERIMENT_KEYS)})")
    for key in ("name", "datasets", "rows"):
        if key not in raw:
            raise ValueError(f"{path}: missing key {key!r}")
    _check_types(raw, f"{path}", _TEXT_KEYS, _TEXT_LISTS, lines.about)
    for key, form in (("rows", "[[rows]] with a label and a method"), ("selections", "[[selections]]"), ("claims", "[[claims]]")):
        if key in raw and not (isinstance(raw[key], list) and all(isinstance(t, dict) for t in raw[key])):
            with lines.about(key):
                raise ValueError(f"{path}: {key} must be an array of tables ({form}), got {shown(raw[key], 60)}")
    # every path below comes from a name in the file: none may leave its folder (rankagg/experiments/paths.py)
    root = _root_of(path)
    with lines.about("name"):
        name = plain_name(raw["name"], f"{path}: name")
    with lines.about("results"):
        results = path_under(root, raw.get("results", f"results/experiments/{name}"), f"{path}: results")
    with lines.about("datasets"):
        datasets = _dataset_names(raw["datasets"], f"{path}: datasets")
    rows = []
    labels: set[str] = set()
    for i, r in enumerate(raw["rows"]):
        with lines.about("rows", i):  # a fault of the row as a whole: its [[rows]] line
            rows.append(_row(path, i, r, labels, datasets, root, lines))
    measures = tuple(raw.get("measures", ("NDCG@1", "NDCG@5", "NDCG@10", "MAP")))
    for key, listed in (("measures", measures), ("stored_measures", raw.get("stored_measures", ()))):
        with lines.about(key):
            _check_measures(path, list(listed), datasets)
    with lines.about("select_by"):
        _check_measures(path, [raw.get("select_by", "NDCG@10")], datasets, "select_by", family_measures("letor"))
    baselines = tuple(raw.get("baselines", ()))
    missing = [b for b in baselines if b not in labels]
    if missing:
        with lines.about("baselines"):
            raise ValueError(f"{path}: baselines {missing} are not row labels")
    stored = tuple(raw["stored_measures"]) if "stored_measures" in raw else None
    if stored is not None:
        lost = sorted((set(measures) | {raw.get("select_by", "NDCG@10")}) - set(stored))
        if lost:
            with lines.about("stored_measures"):
                raise ValueError(f"{path}: stored_measures must keep the table's measures and select_by; missing {lost}")
    selections = []
    for i, s in enumerate(raw.get("selections", ())):
        with lines.about("selections", i):
            selections.append(_check_selection(path, i, s, rows, datasets))
    if sum(bool(s.get("ships")) for s in selections) > 1:
        raise ValueError(f"{path}: more than one selection has ships = true")
    return Experiment(
        name=name, title=raw.get("title", name), path=path, datasets=datasets,
        select_by=raw.get("select_by", "NDCG@10"), seed=raw.get("seed"), baselines=baselines, measures=measures,
        rows=tuple(rows), claims=tuple(raw.get("claims", ())),
        results=results, note=raw.get("note", ""),
        stored_measures=stored, selections=tuple(selections),
    )


#: a context that places a ValueError about one key of a table at that key's line (:meth:`KeyLines.about`)
Place = Callable[[str], ContextManager[None]]


def _row(path: Path, i: int, r: dict[str, Any], labels: set[str], datasets: tuple[str, ...], root: Path,
         lines: KeyLines) -> Row:
    """The ``i``-th ``[[rows]]`` table checked; an error about one of its keys says that key's line."""
    where = f"{path}: rows[{i}]"

    def at(key: str) -> ContextManager[None]:
        return lines.about("rows", i, key)

    bad = set(r) - _ROW_KEYS
    if bad:
        with at(min(bad, key=lambda k: lines.line("rows", i, k) or 0)):
            raise ValueError(f"{where}: unknown keys {sorted(bad)} (known: {sorted(_ROW_KEYS)})")
    if "label" not in r or "method" not in r:
        raise ValueError(f"{where}: needs 'label' and 'method'")
    _check_types(r, where, _ROW_TEXT_KEYS, (), at)
    for key in ("label", "group"):
        with at(key):
            _one_line(r, where, (key,))
    if r["label"] in labels:
        with at("label"):
            raise ValueError(f"{where}: label {r['label']!r} used twice")
    labels.add(r["label"])
    with at("method"):
        try:
            method, spec_params = parse_spec(r["method"])
            method_class(method)  # unknown method: error now, not hours later
        except ValueError as exc:
            raise ValueError(f"{where}: {exc}") from exc
    with at("fixed" if "fixed" in r else "method"):
        check_given_once(f"{where}: method {r['method']}", spec_params, r.get("fixed", {}), "in fixed")
    fixed = {**spec_params, **r.get("fixed", {})}
    grid = r.get("grid")
    if grid is not None:
        with at("grid"):
            both = sorted(set(grid) & set(fixed))
            if both:
                raise ValueError(f"{where}: {both} both fixed and in the grid")
            empty = sorted(k for k, v in grid.items() if not isinstance(v, list) or not v)
            if empty:
                raise ValueError(f"{where}: grid values of {empty} must be non-empty lists")
    _check_values(where, method, fixed, grid or {}, spec_params, at)
    with at("datasets"):
        only = _dataset_names(r["datasets"], f"{where}: datasets", within=datasets) if "datasets" in r else None
    with at("published"):
        published = check_published(where, r["published"], only or datasets) if "published" in r else {}
    legacy = r.get("legacy", {})
    with at("legacy"):
        if not isinstance(legacy, dict):
            raise ValueError(f"{where}: legacy must be a table dataset = path, got {legacy!r}")
        legacy = {ds: path_under(root, p, f"{where}: legacy.{ds}") for ds, p in legacy.items()}
    return Row(label=r["label"], method=method, fixed=fixed, grid=grid, group=r.get("group", ""),
               note=r.get("note", ""), legacy=legacy, datasets=only, published=published, spec=r["method"])



_TEXT_KEYS = ("title", "select_by", "note")
_TEXT_LISTS = ("measures", "baselines", "stored_measures")
_ROW_TEXT_KEYS = ("label", "method", "group", "note")


def _finite_values(value: Any, where: str) -> None:
    """No inf or nan among a parameter's values (TOML reads ``1e400`` as inf): every method refuses them, later."""
    for v in value if isinstance(value, list) else [value]:
        if isinstance(v, float) and not math.isfinite(v):
            raise ValueError(f"{where}: {v!r} is not a finite number")


def _check_types(table: dict[str, Any], where: str, texts: tuple[str, ...], lists: tuple[str, ...],
                 at: Place = lambda key: nullcontext()) -> None:
    """The types of a table's keys (issue 45's third bar: ``measures = "MAP"`` was read as the measures M, A, P,
    ``seed = true`` as the seed 1): texts, lists of texts, the seed an integer >= 0, parameters finite; ``at(key)``
    places an error about ``key`` at its line."""
    for key in texts:
        with at(key):
            if key in table and not isinstance(table[key], str):
                raise ValueError(f"{where}: {key} must be a text, got {table[key]!r}")
    for key in lists:
        with at(key):
            if key in table and not (isinstance(table[key], list) and all(isinstance(v, str) for v in table[key])):
                raise ValueError(f"{where}: {key} must be a list of texts, got {table[key]!r}")
    seed = table.get("seed", 0)
    with at("seed"):
        if isinstance(seed, bool) or not isinstance(seed, int) or seed < 0:
            raise ValueError(f"{where}: seed must be an integer >= 0, got {seed!r}")
    for key in ("fixed", "grid"):
        with at(key):
            if key in table and not isinstance(table[key], dict):
                raise ValueError(f"{where}: {key} must be a table parameter = value, got {table[key]!r}")
            for name, value in table.get(key, {}).items():
                _finite_values(value, f"{where}: {key}.{name}")


def _check_values(where: str, method: str, fixed: dict[str, Any], grid: dict[str, list[Any]],
                  spec_params: dict[str, Any], at: Place) -> None:
    """The fixed parameters, and each value of the grid beside them, as the method's constructor checks them: a
    value it refuses (``k = "abc"``) is an error naming the file and row now, not when the cell runs; placed at the
    line of ``grid``, of ``fixed``, or of ``method`` when the method's own spec (``rrf(k=-1)``) is refused."""
    cls = method_class(method)
    for name, value in [(None, None), *((k, v) for k, values in grid.items() for v in values)]:
        try:
            cls(**fixed, **({} if name is None else {name: value}))
        except (ValueError, TypeError) as exc:
            key = "grid" if name is not None else "fixed" if _accepts(cls, spec_params) else "method"
            with at(key):
                raise ValueError(f"{where}: {'fixed' if name is None else f'grid.{name} = {value!r}'}: {exc}") from None


def _accepts(cls: Any, params: dict[str, Any]) -> bool:
    try:
        cls(**params)
    except (ValueError, TypeError):
        return False
    return True


def _check_measures(path: Path, measures: list[str], datasets: tuple[str, ...], key: str = "measures",
                    also: tuple[str, ...] = ()) -> None:
    """Every measure shown or stored is a measure of one of the experiment's datasets (as ``select_by`` is):
    a name none of them has would be an empty column.  ``select_by`` may also be a LETOR measure (``also``): a
    setting with its own evaluation reads it by its first measure (``settings.measure_on``)."""
    known = {m for ds in datasets for m in (setting_measures(ds) or family_measures("letor"))} | set(also)
    unknown = [m for m in measures if m not in known]
    if unknown:
        what = f"{key} {unknown[0]!r} is not a measure" if key == "select_by" else f"{key} {unknown} are not measures"
        raise ValueError(f"{path}: {what} of {', '.join(datasets)}; choose among {', '.join(sorted(known))}")


def _one_line(table: dict[str, Any], where: str, keys: tuple[str, ...]) -> None:
    """A row's label and group are one line: each is a row or a heading of a Markdown table and names the row's
    result file and its progress line, which a line break or a control character (a tab is a blank) would split."""
    for key in keys:
        text = table.get(key, "")
        if any(ch < " " and ch != "\t" or "\x7f" <= ch <= "\x9f" for ch in text):  # Unicode's Cc but the tab
            raise ValueError(f"{where}: {key} {text!r} holds a line break or control character; a {key} is one line")


def _dataset_names(names: Any, what: str, within: tuple[str, ...] | None = None) -> tuple[str, ...]:
    """A list of dataset names, each one plain file name (it names its cells' result files and its folder), each
    once (two entries would be one cell, one result file); a row's, ``within`` the experiment's (a row restricted
    to a dataset the experiment does not run would run nowhere)."""
    if not isinstance(names, list):
        raise ValueError(f"{what}: must be a list of dataset names, got {names!r}")
    out = tuple(plain_name(ds, f"{what}[{i}]") for i, ds in enumerate(names))
    for i, ds in enumerate(out):
        if ds in out[:i]:
            raise ValueError(f"{what}[{i}]: {ds!r} given twice")
        if within is not None and ds not in within:
            raise ValueError(f"{what}[{i}]: {ds!r} is not a dataset of the experiment (datasets = {list(within)})")
    return out


def _check_selection(path: Path, i: int, sel: dict[str, Any], rows: list[Row], datasets: tuple[str, ...]) -> dict[str, Any]:
    """A ``[[selections]]`` entry names existing rows that run on every dataset of the experiment."""
    where = f"{path}: selections[{i}]"
    bad = set(sel) - _SELECTION_KEYS
    if bad:
        raise ValueError(f"{where}: unknown keys {sorted(bad)} (known: {sorted(_SELECTION_KEYS)})")
    for key in ("label", "candidates", "baseline", "measure"):
        if key not in sel:
            raise ValueError(f"{where}: missing key {key!r}")
    by_label = {r.label: r for r in rows}
    bases = [sel["baseline"]] if isinstance(sel["baseline"], str) else list(sel["baseline"])
    if not bases:
        raise ValueError(f"{where}: baseline names no row")
    for name in [*sel["candidates"], *bases]:
        if name not in by_label:
            raise ValueError(f"{where}: {name!r} is not a row label")
        only = by_label[name].datasets
        if only is not None and set(datasets) - set(only):
            raise ValueError(f"{where}: row {name!r} does not run on every dataset")
    if not sel["candidates"]:
        raise ValueError(f"{where}: no candidates")
    tol = sel.get("tolerance")
    if tol is not None and (isinstance(tol, bool) or not isinstance(tol, (int, float)) or not 0 <= tol < 1):
        raise ValueError(f"{where}: tolerance must be a number in [0, 1), got {tol!r}")
    if not isinstance(sel.get("ships", False), bool):
        raise ValueError(f"{where}: ships must be true or false, got {sel['ships']!r}")
    return dict(sel)

