"""The settings a method is checked in: its defaults and each setting its declarations document.

The face checks (:mod:`rankagg.checks.faces`) run every registered method in each of these settings, so a new
method, a new option or a new preset is checked with no line of test code (scikit-learn generates its checks
per estimator instance the same way).  Nothing here is a hand-kept list: the settings are read from what the
method and the registry declare, the same declarations ``docs/methods.md`` is generated from.

* the **documented values** of a parameter (:func:`documented_values`): every option of an ``Options``
  constraint, both values of a ``Boolean`` one, and the values of ``param_grid`` (what the protocol tunes over);
* the **presets**: the parameters a name fixes (``rankagg.methods.names.OTHER_NAMES``: ranx's ``wmnz`` is
  ``combmnz(factor='weights')``) and the shipped default method (``rankagg.defaults.DEFAULT_METHOD``);
* the settings are each preset (the defaults among them), each preset with one parameter moved to another of
  its documented values, and settings in which every pair of values of two *choices* (the parameters with an
  ``Options`` or ``Boolean`` constraint: they choose a way of computing) meets at least once
  (:func:`all_pairs`): a drift that shows only when two choices meet, as the streamed path's missing clip
  did with ``pseudo_qrels(chance='subtract', scope='blend')`` (issue 46), is met.  A combination the class
  refuses when it is made is not a setting.

Every setting starts from the method's ``fast_params`` tag (the reduced settings of the check suite), so the
slow learners stay fast; a setting is a spec string, ``name(p=v, ...)``, that :func:`make_method` reads.
"""

from __future__ import annotations

from typing import Any

from rankagg.data.validation import Boolean, Options
from rankagg.defaults import DEFAULT_METHOD
from rankagg.methods.base import Aggregator
from rankagg.methods.names import OTHER_NAMES
from rankagg.methods.registry import method_class, parse_spec

__all__ = ["documented_values", "presets", "documented_settings", "all_pairs", "spec_of"]


def documented_values(cls: type[Aggregator]) -> dict[str, list[Any]]:
    """Each parameter's documented values (module docstring), the default first, without repeats."""
    out: dict[str, list[Any]] = {}
    for p, default in cls.defaults.items():
        c = cls.param_constraints.get(p)
        values = [default, *cls.param_grid.get(p, ())]
        if isinstance(c, Options):
            values += list(c.options)
        elif isinstance(c, Boolean):
            values += [False, True]
        out[p] = _unique(values)
    return out


def _choices(cls: type[Aggregator]) -> dict[str, list[Any]]:
    """The parameters that choose a way of computing (an ``Options`` or ``Boolean`` constraint) and their values."""
    return {p: v for p, v in documented_values(cls).items()
            if isinstance(cls.param_constraints.get(p), (Options, Boolean)) and len(v) > 1}


def presets(name: str) -> list[dict[str, Any]]:
    """The parameters of each preset of the method ``name``: ``{}`` (its defaults), the names other tools give
    it, and the shipped default method when it is this method."""
    found: list[dict[str, Any]] = [{}]
    found += [dict(params) for method, params, _ in OTHER_NAMES.values() if method == name]
    default_name, default_params = parse_spec(DEFAULT_METHOD)
    if default_name == name:
        found.append(dict(default_params))
    return _unique(found)


def documented_settings(name: str) -> list[str]:
    """The specs the method ``name`` is checked in (module docstring), each with its ``fast_params``."""
    cls = method_class(name)
    fast = dict(cls.class_tags().fast_params)
    values = documented_values(cls)
    settings: list[dict[str, Any]] = []
    for base in presets(name):
        settings.append(base)
        for p, options in values.items():
            at = base.get(p, cls.defaults[p])
            settings += [{**base, p: v} for v in options if not _same(v, at)]
    settings += all_pairs(cls, {p: v for p, v in _choices(cls).items()}, fast)
    return [spec_of(name, s) for s in _unique([{**fast, **s} for s in settings]) if _accepted(cls, {**fast, **s})]


def all_pairs(cls: type[Aggregator], choices: dict[str, list[Any]], fixed: dict[str, Any]) -> list[dict[str, Any]]:
    """Settings in which every pair of values of two choices meets at least once (a covering array of strength
    2, built greedily and deterministically: each row starts at the defaults and takes, choice by choice, the
    value that meets the most pairs not met yet, among those the class accepts), but the pairs the class
    refuses on their own."""
    names = list(choices)
    wanted = {(p, a, q, b) for i, p in enumerate(names) for q in names[i + 1:]
              for a in range(len(choices[p])) for b in range(len(choices[q]))
              if _accepted(cls, {**fixed, p: choices[p][a], q: choices[q][b]})}
    rows: list[dict[str, Any]] = []
    while wanted:
        row: dict[str, int] = {}
        for p in names:
            def gain(a: int) -> int:
                return sum((q, row[q], p, a) in wanted or (p, a, q, row[q]) in wanted for q in row)
            fits = [a for a in range(len(choices[p]))
                    if _accepted(cls, {**fixed, **{q: choices[q][v] for q, v in row.items()}, p: choices[p][a]})]
            row[p] = max(fits, key=lambda a: (gain(a), -a)) if fits else 0
        met = {(p, row[p], q, row[q]) for i, p in enumerate(names) for q in names[i + 1:]} & wanted
        if not met:  # pragma: no cover - a wanted pair is accepted alone, so a row meets one
            break
        wanted -= met
        rows.append({p: choices[p][a] for p, a in row.items() if not _same(choices[p][a], cls.defaults[p])})
    return rows


def _accepted(cls: type[Aggregator], params: dict[str, Any]) -> bool:
    """Whether the class takes these parameters together (a pair it refuses, such as ``leave_one_out=True``
    with ``fusion='combmnz'``, is not a setting; each value alone is checked by ``check_parameters_declared``)."""
    try:
        cls(**params)
    except ValueError:
        return False
    return True


def spec_of(name: str, params: dict[str, Any]) -> str:
    """``name(p=v, ...)``, the parameters in sorted order (``name`` alone without any)."""
    if not params:
        return name
    return f"{name}({', '.join(f'{k}={v!r}' for k, v in sorted(params.items()))})"


def _same(a: Any, b: Any) -> bool:
    """Equal and of the same kind (``True`` is not ``1``, ``1`` is ``1.0``)."""
    return isinstance(a, bool) == isinstance(b, bool) and a == b


def _unique(items: list[Any]) -> list[Any]:
    out: list[Any] = []
    for x in items:
        if not any(_same(x, y) if not isinstance(x, dict) else x == y for y in out):
            out.append(x)
    return out
