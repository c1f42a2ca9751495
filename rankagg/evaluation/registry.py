"""The measure registry: every measure declared once, one parser, providers that say what they compute.

A measure is a :class:`MeasureDef` (learned from ir_measures, not copied): its
printed name, the family it belongs to, its parameters, its cutoff rule and the
hook of every provider that computes it.  :func:`register` is the one
registration call (the built-in measures are registered by
:mod:`rankagg.evaluation.catalogue`, which the package ``rankagg.evaluation`` imports first: this module
imports no other of the package); :func:`parse_measures` is the one parser
that the CLI (``rankagg evaluate``, ``rankagg tune``), the API
(``rankagg.evaluate``, :func:`rankagg.experiments.tune.tune`) and the protocol
use.

Families: ``"trec"`` (TREC runs against qrels, trec_eval's rules: the names of
ir_measures, ``nDCG@10``, ``AP``, ``RBP(p=0.8)``...) and ``"letor"`` (the official
LETOR 4.0 measures of items' labels: ``NDCG@10``, ``MAP``, ``MeanNDCG``, ``ERR``,
``RBP``).  Within a family names are matched case-insensitively, and trec_eval's
own spellings (``ndcg_cut_10``, ``P_5``, ``map``, ``recip_rank``) are aliases.

Providers: ``"letor"`` (LETOR-exact, :func:`rankagg.evaluation.measures.letor_measures`),
``"numpy"`` (:mod:`rankagg.evaluation.trec_numpy`, used by ``rankagg.evaluate``,
``trec_measures`` and tune's :class:`~rankagg.experiments.tune_objective.TrecObjective`)
and ``"pytrec_eval"`` (trec_eval's code, optional: ``pip install 'rankagg[bench]'``).

The parser refuses, with a :class:`ValueError` naming the measure (and the
option, when given), before any provider sees it: an unknown name, a parameter
the measure does not take or a bad value, a missing, forbidden, zero, negative,
signed or out-of-range cutoff, and the same measure twice after normalising
(``P@5 P@05``, ``ndcg@10 nDCG@10``).  A parsed :class:`Measure` prints one
spelling (:attr:`Measure.name`): ``P@05`` and ``p_5`` are both ``P@5``.

Measures as people write them (issue 50): :func:`parse_measures` also reads ir_measures' objects (``nDCG@10``,
``AP(rel=2)``: their name and parameters; a parameter without a trec_eval equivalent rankagg computes is refused
naming the measure), trec_eval's ``-m`` list form (``ndcg_cut.10,20``, ``P.5,10``, ``iprec_at_recall.0,.5``:
one measure per cutoff), trec_eval's bare family names (``ndcg_cut``, ``map_cut``, ``recall``,
``iprec_at_recall``: its default cutoffs) and ``official`` (trec_eval's default output: :data:`OFFICIAL`).  A measure says how its
per-query values sum up over the queries (:meth:`Measure.summary`): their mean, their sum (trec_eval's counts
``num_ret``...) or their geometric mean (``gm_map``).
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, field
from typing import Any, Callable, Iterable, Mapping

import numpy as np

from rankagg.evaluation.measure_forms import OFFICIAL, expand, is_ir_measure
from rankagg.evaluation.measure_forms import format_value as _format
from rankagg.evaluation.measure_hints import measure_hint

__all__ = ["Param", "MeasureDef", "Measure", "register", "unregister", "parse_measure", "parse_measures", "as_measures",
           "family_measures", "definitions", "expand_measure", "FAMILIES", "MAX_CUTOFF", "SUMMARIES", "OFFICIAL"]

FAMILIES = ("trec", "letor")
#: the largest cutoff accepted (trec_eval reads cutoffs as C integers; no measure allocates by its cutoff)
MAX_CUTOFF = 10**9
_HEAD = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_-]*$")  # trec_eval's 11pt_avg begins with a digit
_TREC_STYLE = re.compile(r"^(.+?)_(\d+(?:\.\d*)?)$")  # trec_eval's P_5, ndcg_cut_10, iprec_at_recall_0.10
_FRACTION = re.compile(r"^(\d+(\.\d*)?|\.\d+)$")
#: how a measure's per-query values sum up over the queries: trec_eval's ``all`` line
SUMMARIES = ("mean", "sum", "geometric")


@dataclass(frozen=True)
class Param:
    """A parameter of a measure: ``kind`` is ``float`` or ``int``; ``check`` returns why a value is refused."""

    name: str
    kind: type
    default: Any
    check: Callable[[Any], str | None] = lambda v: None
    doc: str = ""
    always: bool = False  # printed even at its default (RBP's p, as ir_measures prints it)


@dataclass(frozen=True)
class MeasureDef:
    """One declared measure.

    ``cutoff`` is ``"required"``, ``"optional"`` or ``"none"``; ``max_cutoff`` the largest
    cutoff the measure takes.  Provider hooks (``None``: the provider does not compute it):

    * ``numpy(ranked, judgements, measure) -> per-query values`` (:mod:`rankagg.evaluation.trec_numpy`);
    * ``pytrec(measure) -> (pytrec_eval measure, result key)``;
    * ``letor(offsets, labels, scores, measure) -> per-query values`` (LETOR conventions).

    ``listed``: the spellings this measure adds to its family's default list
    (:func:`family_measures`: ``rankagg evaluate`` without ``--measures``, the protocol's measures).
    ``summary``: how the per-query values sum up (:data:`SUMMARIES`); ``cutoff_kind``: ``int`` (documents) or
    ``float`` (a fraction in [0, 1]: ``IPrec@0.5``'s recall level); ``presets``: aliases that set parameters
    (``("num_rel_ret", "rel=1")``: ``num_rel_ret`` is ``NumRet(rel=1)``); ``at_most``: the largest value of a
    query (1 for a proportion; None: no bound, a count or a graded gain), the values being >= 0.
    """

    name: str
    family: str
    doc: str
    cutoff: str = "none"
    max_cutoff: int = MAX_CUTOFF
    params: tuple[Param, ...] = ()
    aliases: tuple[str, ...] = ()
    numpy: Callable[..., Any] | None = None
    pytrec: Callable[[Measure], tuple[str, str]] | None = None
    letor: Callable[..., Any] | None = None
    listed: tuple[str, ...] = ()
    summary: str = "mean"
    cutoff_kind: type = int
    presets: tuple[tuple[str, str], ...] = ()
    at_most: float | None = 1.0
    max_level: float = 1.0  # the largest cutoff of cutoff_kind float (Rprec_mult's multiples of R go past 1)

    @property
    def providers(self) -> tuple[str, ...]:
        """The providers that compute this measure."""
        return tuple(p for p in ("numpy", "pytrec_eval", "letor") if self.hook(p) is not None)

    def hook(self, provider: str) -> Callable[..., Any] | None:
        return {"numpy": self.numpy, "pytrec_eval": self.pytrec, "letor": self.letor}[provider]


@dataclass(frozen=True)
class Measure:
    """A parsed measure: its declaration, cutoff and parameter values (every parameter, defaults included)."""

    definition: MeasureDef = field(compare=False)
    cutoff: Any  # int (documents), float (a recall level: cutoff_kind float) or None
    params: tuple[tuple[str, Any], ...]
    key: tuple[str, str] = field(default=("", ""), repr=False)  # (family, name) of the definition

    def param(self, name: str) -> Any:
        return dict(self.params)[name]

    @property
    def name(self) -> str:
        """The one printed spelling: ``nDCG@10``, ``RBP(p=0.5)``; parameters at their default are left out
        (unless declared ``always``)."""
        d = self.definition
        shown = [f"{p.name}={_format(v)}" for p, (_, v) in zip(d.params, self.params)
                 if p.always or v != p.default]
        return d.name + (f"({','.join(shown)})" if shown else "") + (f"@{self.cutoff}" if self.cutoff is not None else "")

    def summary(self, values: Any) -> float:
        """The measure over the queries from its per-query values, as trec_eval's ``all`` line: their mean, sum
        (the counts) or geometric mean (``gm_map``: exp of the mean log)."""
        v = np.asarray(values, dtype=np.float64)
        kind = self.definition.summary
        if kind == "sum":
            return float(np.sum(v))
        if kind == "geometric":
            return float(np.exp(np.mean(np.log(v))))
        return float(np.mean(v))

    @property
    def providers(self) -> tuple[str, ...]:
        """The providers that compute this measure with this cutoff and these parameters."""
        d = self.definition
        return tuple(p for p in d.providers if p != "pytrec_eval" or d.pytrec(self) is not None)  # type: ignore[misc]

    def __str__(self) -> str:
        return self.name


_REGISTRY: dict[str, dict[str, MeasureDef]] = {f: {} for f in FAMILIES}  # family -> lower-case name/alias -> def
_ORDER: dict[str, list[MeasureDef]] = {f: [] for f in FAMILIES}

def register(definition: MeasureDef) -> MeasureDef:
    """Declare a measure: the one registration call.  Its name and aliases must be new in its family."""
    d = definition
    if d.family not in FAMILIES:
        raise ValueError(f"measure {d.name!r}: family must be one of {', '.join(FAMILIES)}, got {d.family!r}")
    if d.summary not in SUMMARIES or d.cutoff_kind not in (int, float):
        raise ValueError(f"measure {d.name!r}: summary must be one of {', '.join(SUMMARIES)} and cutoff_kind int or float")
    if d.cutoff not in ("required", "optional", "none"):
        raise ValueError(f"measure {d.name!r}: cutoff must be 'required', 'optional' or 'none', got {d.cutoff!r}")
    if not _HEAD.match(d.name) or not d.providers:
        raise ValueError(f"measure {d.name!r}: a name of letters, digits, '_' or '-' and at least one provider")
    table = _REGISTRY[d.family]
    names = (d.name, *d.aliases, *(a for a, _ in d.presets))
    for n in names:
        if n.lower() in table:
            raise ValueError(f"measure {n!r} is already registered in the {d.family} family")
    for n in names:
        table[n.lower()] = d
    _ORDER[d.family].append(d)
    try:
        for spelling in d.listed:
            if parse_measure(spelling, d.family).definition is not d:
                raise ValueError(f"measure {d.name!r}: listed spelling {spelling!r} names another measure")
    except ValueError:
        unregister(d.name, d.family)
        raise
    return d


def unregister(name: str, family: str = "trec") -> None:
    """Remove a registered measure (tests that register one clean up with this)."""
    d = _REGISTRY[family].get(name.lower())
    if d is None:
        raise ValueError(f"no measure {name!r} in the {family} family")
    for n in (d.name, *d.aliases, *(a for a, _ in d.presets)):
        _REGISTRY[family].pop(n.lower(), None)
    _ORDER[family].remove(d)


def definitions(family: str = "trec") -> tuple[MeasureDef, ...]:
    """Every declared measure of a family, in registration order."""
    return tuple(_ORDER[family])


def family_measures(family: str) -> tuple[str, ...]:
    """The family's default list: every declaration's ``listed`` spellings, in registration order."""
    return tuple(s for d in definitions(family) for s in d.listed)




def _where(name: str, option: str | None) -> str:
    return f"measure {name!r}" + (f" ({option})" if option else "")


def _known(family: str) -> str:
    return ", ".join(d.name + ("@k" if d.cutoff == "required" else "[@k]" if d.cutoff == "optional" else "")
                     for d in definitions(family))


def _cutoff(text: str, d: MeasureDef, where: str) -> Any:
    if d.cutoff_kind is float:
        if not (text.isascii() and _FRACTION.match(text)) or not 0.0 <= float(text) <= d.max_level:
            what = "a fraction between 0 and 1" if d.max_level == 1.0 else f"a number between 0 and {d.max_level:g}"
            raise ValueError(f"{where}: the cutoff {text!r} is not {what} (e.g. {d.name}@0.5)")
        return float(text)
    if not (text.isascii() and text.isdigit()):
        raise ValueError(f"{where}: the cutoff {text!r} is not a whole number of documents (e.g. {d.name}@10)")
    k = int(text)
    if not 1 <= k <= d.max_cutoff:
        raise ValueError(f"{where}: the cutoff must be between 1 and {d.max_cutoff}, got {k}")
    return k


def _value(p: Param, text: str, where: str) -> Any:
    t = text.strip().strip("'\"")
    ok = t.isascii() and "_" not in t and t != ""
    try:
        v = p.kind(t) if ok else None
    except ValueError:
        v = None
    if v is None or (isinstance(v, float) and not math.isfinite(v)):
        raise ValueError(f"{where}: parameter {p.name}={text!r} is not {'an integer' if p.kind is int else 'a number'}")
    why = p.check(v)
    if why:
        raise ValueError(f"{where}: parameter {p.name}={text}: {why}")
    return v


def _params(d: MeasureDef, text: str | None, where: str) -> tuple[tuple[str, Any], ...]:
    given: dict[str, Any] = {}
    by_name = {p.name.lower(): p for p in d.params}
    for part in (text.split(",") if text is not None and text.strip() else []):
        k, eq, v = part.partition("=")
        p = by_name.get(k.strip().lower())
        if not eq or p is None:
            takes = ", ".join(f"{q.name}=" for q in d.params) or "no parameter"
            raise ValueError(f"{where}: {d.name} takes {takes}, not {part.strip()!r}")
        if p.name in given:
            raise ValueError(f"{where}: parameter {p.name} given twice")
        given[p.name] = _value(p, v, where)
    return tuple((p.name, given.get(p.name, p.default)) for p in d.params)


def expand_measure(item: Any, family: str = "trec", option: str | None = None) -> list[Any]:
    """The measure strings one given item stands for (:func:`rankagg.evaluation.measure_forms.expand`: an
    ir_measures object, trec_eval's list form ``P.5,10``, ``official``); any other item itself."""
    return expand(item, family, _REGISTRY[family], lambda n: _where(n, option), lambda: _known(family))


def parse_measure(name: Any, family: str = "trec", option: str | None = None) -> Measure:
    """One measure string (or ir_measures object) parsed and validated (module docstring); ``option`` names the
    option in errors."""
    if family not in FAMILIES:
        raise ValueError(f"measure family must be one of {', '.join(FAMILIES)}, got {family!r}")
    pieces = expand_measure(name, family, option)
    if len(pieces) != 1:
        raise ValueError(f"{_where(str(name), option)}: stands for {len(pieces)} measures ({', '.join(pieces)}); "
                         "one is expected here")
    return _parse_piece(pieces[0], name, family, option)


def _parse_piece(piece: Any, given: Any, family: str, option: str | None) -> Measure:
    """:func:`_parse_one` of a piece of what was given, an error naming what was given."""
    if piece is given:
        return _parse_one(piece, family, option)
    try:
        return _parse_one(piece, family, option)
    except ValueError as exc:
        raise ValueError(f"{_where(str(given), option)}: {exc}") from None


def _parse_one(name: Any, family: str, option: str | None) -> Measure:
    if not isinstance(name, str):
        raise ValueError(f"{_where(str(name), option)}: a measure name must be a string, got {type(name).__name__}")
    where = _where(name, option)
    text = name.strip()
    if not text:
        raise ValueError(f"{where}: an empty measure name")
    if text.lower() == "runid":
        raise ValueError(f"{where}: trec_eval's runid line is the run's name, not a measure (rankagg evaluate names "
                         "each run by its file)")
    head, at, cut = text.partition("@")
    if "@" in cut:
        raise ValueError(f"{where}: more than one '@'")
    params = None
    if head.endswith(")") and "(" in head:
        head, _, params = head[:-1].partition("(")
    head = head.strip()
    table = _REGISTRY[family]
    d = table.get(head.lower())
    if d is None and not at:  # trec_eval's P_5, and P_5(rel=2)
        m = _TREC_STYLE.match(head)
        if m and m.group(1).lower() in table:
            head, d, at, cut = m.group(1), table[m.group(1).lower()], "@", m.group(2)
    if d is None or not _HEAD.match(head):
        hint = measure_hint(text, ((k, v.name, "fraction" if v.cutoff_kind is float else v.cutoff)
                                  for k, v in table.items()), family == "trec")
        raise ValueError(f"{where}: unknown measure{hint}; the {family} measures are {_known(family)}")
    preset = {a.lower(): v for a, v in d.presets}.get(head.lower())
    if preset is not None:  # an alias that sets parameters: num_rel_ret is NumRet(rel=1)
        params = preset + ("," + params if params and params.strip() else "")
    if at and d.cutoff == "none":
        raise ValueError(f"{where}: {d.name} takes no cutoff")
    if not at and d.cutoff == "required":
        raise ValueError(f"{where}: {d.name} needs a cutoff, e.g. {d.name}@{'0.5' if d.cutoff_kind is float else 10}")
    k = _cutoff(cut.strip(), d, where) if at else None
    return Measure(d, k, _params(d, params, where), (d.family, d.name))


def parse_measures(names: Iterable[Any] | str, family: str = "trec", option: str | None = None) -> list[Measure]:
    """Every name parsed (:func:`parse_measure`), in the order given, a list form or ``official`` giving each of
    its measures (:func:`expand_measure`); the same measure twice is an error."""
    if isinstance(names, str) or is_ir_measure(names):
        names = [names]
    elif isinstance(names, (bytes, Mapping)) or not isinstance(names, Iterable):
        raise ValueError(f"{option or 'measures'}: give a measure name (such as 'nDCG@10'), an ir_measures "
                         f"object or a list of them, not a {type(names).__name__}")
    out: list[Measure] = []
    seen: dict[str, Any] = {}
    for n in names:
        if family not in FAMILIES:
            raise ValueError(f"measure family must be one of {', '.join(FAMILIES)}, got {family!r}")
        for piece in expand_measure(n, family, option):
            m = _parse_piece(piece, n, family, option)
            if m.name in seen:
                raise ValueError(f"{_where(str(n), option)}: {m.name} given twice (as {str(seen[m.name])!r} too)")
            seen[m.name] = n
            out.append(m)
    if not out:
        raise ValueError(f"no measure given{f' ({option})' if option else ''}")
    return out


def as_measures(items: Iterable[str | Measure], family: str = "trec", option: str | None = None) -> list[Measure]:
    """Measures given as names or already parsed (:class:`Measure`), checked as one list by :func:`parse_measures`."""
    items = list(items)
    parsed = parse_measures([m.name if isinstance(m, Measure) else m for m in items], family, option)
    if len(parsed) != len(items):  # a list form or ``official`` stood for several
        return parsed
    return [m if isinstance(m, Measure) and m.definition.family == family else p for m, p in zip(items, parsed)]
