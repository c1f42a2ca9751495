"""Measures as people write them, read into the registry's strings (issue 50): ir_measures' objects
(``nDCG@10``, ``AP(rel=2)``, ``IPrec@0.5``), trec_eval's ``-m`` list form (``ndcg_cut.10,20``, ``P.5,10``,
``iprec_at_recall.0,.5``: one measure per cutoff), trec_eval's bare family names (``-m ndcg_cut``: its default
cutoffs) and ``official``, trec_eval's default output.

The one parser (:func:`rankagg.evaluation.registry.parse_measures`) calls :func:`expand` on every item it is
given, with its table of measures; this module imports nothing of the package (the registry imports it).  An
ir_measures parameter the measure does not take here (``nDCG(dcg='exp-log2')``, ``AP(judged_only=True)``,
``SetP(rel=2)``) is refused naming the measure: trec_eval has no such setting, or rankagg does not compute it.
"""

from __future__ import annotations

import re
from typing import Any, Callable, Mapping

__all__ = ["OFFICIAL", "TREC_DEFAULTS", "trec_m", "expand", "is_ir_measure", "format_value"]

#: trec_eval's -m list form: a name, a dot, cutoffs separated by commas (P.5,10; iprec_at_recall.0,.1)
_TREC_LIST = re.compile(r"^([A-Za-z][A-Za-z0-9_]*)\.(\.?\d[\d.]*(?:,\.?\d[\d.]*)*)$")
#: trec_eval's default output (``-m official``), in its printed order; ``runid`` is the run's name, not a measure
OFFICIAL = ("num_q", "num_ret", "num_rel", "num_rel_ret", "map", "gm_map", "Rprec", "bpref", "recip_rank",
            *(f"iprec_at_recall_{k / 10:.2f}" for k in range(11)),
            *(f"P_{k}" for k in (5, 10, 15, 20, 30, 100, 200, 500, 1000)))
#: trec_eval's set_F with its parameter, beta (m_set_F.c reads the first value of a list)
_SET_F = re.compile(r"^set_F[._](\.?\d[\d.]*(?:,\.?\d[\d.]*)*)$", re.IGNORECASE)
#: trec_eval's -m name without its parameters stands for its default ones (m_ndcg_cut.c, m_map_cut.c, m_recall.c:
#: 5 .. 1000; m_iprec_at_recall.c: the 11 recall levels), for the names only trec_eval spells; read as the
#: measure's alias, ``ndcg_cut`` and ``map_cut`` were nDCG and AP uncut.  An ir_measures name keeps its own rule
#: (``P``, ``R``, ``IPrec`` need a cutoff; ``nDCG`` and ``AP`` alone are uncut, as trec_eval's ``ndcg`` and ``map``)
_DEFAULT_CUTS = ("5", "10", "15", "20", "30", "100", "200", "500", "1000")
TREC_DEFAULTS = {"ndcg_cut": _DEFAULT_CUTS, "map_cut": _DEFAULT_CUTS, "recall": _DEFAULT_CUTS,
                 "iprec_at_recall": tuple(f"{k / 10:.1f}" for k in range(11)),
                 "success": ("1", "5", "10"),  # m_success.c
                 "rprec_mult": tuple(f"{k / 10:.1f}" for k in range(2, 21, 2))}  # m_Rprec_mult.c: 0.2 .. 2.0


def trec_m(name: str) -> str:
    """A value of trec_eval's ``-m`` as ``--measures`` reads it: ``P`` alone is trec_eval's P_5 .. P_1000 there
    (m_P.c's defaults), where the ir_measures name ``P`` needs a cutoff; any other value as it is."""
    return "P." + ",".join(_DEFAULT_CUTS) if name.strip() == "P" else name


#: ir_measures' parameters at their ir_measures default, which is trec_eval's only setting (left out)
_IR_DEFAULTS = {"judged_only": False, "dcg": "log2", "gains": None}


def format_value(v: Any) -> str:
    """A parameter's value as a measure's name prints it: a float by its shortest repr."""
    return repr(float(v)) if isinstance(v, float) else str(v)


def is_ir_measure(x: Any) -> bool:
    """Whether ``x`` is an ir_measures measure object (its ``NAME`` and ``params``)."""
    return type(x).__module__.split(".")[0] == "ir_measures" and hasattr(x, "NAME") and hasattr(x, "params")


def _ir_measure_text(obj: Any, table: Mapping[str, Any], where: Callable[[str], str], known: Callable[[], str]) -> str:
    """An ir_measures object as the string of the same measure here (its recall level, IPrec's, as the cutoff)."""
    shown, params = str(obj), dict(obj.params)
    cut = params.pop("recall", params.pop("cutoff", None))
    name = str(obj.NAME)
    if name == "SetP" and params.get("relative") is not None:  # ir_measures' SetRelP is SetP(relative=True)
        name = "SetRelP" if params.pop("relative") else name
    d = table.get(name.lower())
    if d is None:
        raise ValueError(f"{where(shown)}: ir_measures' {obj.NAME} is not a measure rankagg computes; the measures "
                         f"are {known()}")
    ours = {p.name.lower() for p in d.params}
    kept = []
    for k, v in params.items():
        if k in _IR_DEFAULTS and v == _IR_DEFAULTS[k]:
            continue
        if k.lower() not in ours:
            takes = ", ".join(f"{q.name}=" for q in d.params) or "no parameter"
            raise ValueError(f"{where(shown)}: ir_measures' parameter {k}={v!r} has no trec_eval equivalent that "
                             f"rankagg computes ({d.name} takes {takes})")
        kept.append(f"{k}={format_value(v)}")
    return name + (f"({','.join(kept)})" if kept else "") + (f"@{cut}" if cut is not None else "")


def expand(item: Any, family: str, table: Mapping[str, Any], where: Callable[[str], str],
           known: Callable[[], str]) -> list[Any]:
    """The measure strings one given item stands for: an ir_measures object its string (its parameters checked),
    trec_eval's list form one string per cutoff (``P.5,10``: ``P@5``, ``P@10``), a bare family name one per
    default cutoff (:data:`TREC_DEFAULTS`), ``official`` (trec family) :data:`OFFICIAL`; any other item itself (the parser reads or refuses it).  ``table``: the family's measures
    by lower-case name; ``where(name)`` names a measure in an error; ``known()`` lists the family's measures."""
    if is_ir_measure(item):
        return [_ir_measure_text(item, table, where, known)]
    if not isinstance(item, str):
        return [item]
    text = item.strip()
    if family == "trec" and text.lower() == "official":
        return list(OFFICIAL)
    if family == "trec" and text.lower() in TREC_DEFAULTS and text.lower() in table:
        return [f"{text}@{c}" for c in TREC_DEFAULTS[text.lower()]]
    beta = _SET_F.match(text) if family == "trec" else None
    if beta:  # trec_eval's set_F.0.5 (its -m) and set_F_0.5 (its output): beta, the first value given
        return [f"SetF(beta={beta.group(1).split(',')[0]})"]
    if family == "trec" and text.lower().startswith("11pt_avg."):  # trec_eval averages over the levels given
        raise ValueError(f"{where(text)}: rankagg computes 11pt_avg at trec_eval's 11 default recall levels only "
                         "(-m 11pt_avg); for other levels give each one as IPrec@level")
    m = _TREC_LIST.match(text)
    if m and m.group(1).lower() in table:
        return [f"{m.group(1)}@{c}" for c in m.group(2).split(",")]
    return [item]
