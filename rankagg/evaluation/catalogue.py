"""The built-in measures, each declared once (:func:`rankagg.evaluation.registry.register`).

Adding a measure is one :class:`~rankagg.evaluation.registry.MeasureDef` here (or
one :func:`~rankagg.evaluation.registry.register` call anywhere, at run time): its
name, family, parameters, cutoff rule and provider hooks.  ``rankagg evaluate``,
``rankagg.evaluate``, ``rankagg tune`` and the protocol then know it.

trec family (trec_eval's rules, ir_measures' names; ``pytrec``: trec_eval's name
and result key): ``P@k``, ``nDCG[@k]``, ``AP[@k]`` (``map``, ``map_cut``),
``RR[@k]``, ``R@k``, ``Rprec``, ``Bpref``, ``infAP``, ``SetP`` (set_P), ``SetR`` (set_recall), and the rest of trec_eval's default
output (:mod:`rankagg.evaluation.trec_official`, issue 50): the counts ``NumQ``, ``NumRet`` (``NumRet(rel=1)``:
num_rel_ret), ``NumRel`` (summed over the queries, as trec_eval does), ``GMAP`` (gm_map, a geometric mean) and
``IPrec@level`` (iprec_at_recall; the level a fraction); beyond it (:mod:`rankagg.evaluation.trec_sets`):
``Success@k`` (success), ``SetF(beta=1)`` (set_F), ``SetAP`` (set_map), ``SetRelP`` (set_relative_P),
``11pt_avg``, ``Rprec_mult@x`` (x a multiple of R), ``NumNonRelJudgedRet`` (num_nonrel_judged_ret; summed) and
``GMBpref`` (gm_bpref).  ``rel=`` (P, R, AP, GMAP, RR, Rprec, Bpref, IPrec, the
counts) is trec_eval's ``-l``: the grade from which a document is relevant.  ``RBP(p=0.8,rel=1)[@k]`` (Moffat & Zobel
2008, binary: ``(1 - p) sum_i [grade_i >= rel] p^(i-1)``; ``RBP(p=0.5,graded=1)`` is graded, gain = grade /
the highest grade judged, negative grades 0, as the TREC-COVID leaderboards' ``rbp_p5``), ``Judged[@k]``.

letor family (the official LETOR 4.0 script, :func:`rankagg.evaluation.measures.letor_measures`):
``P@1..10``, ``MAP``, ``NDCG@1..10``, ``MeanNDCG``, ``ERR``, ``RBP`` (graded, p = 0.95).
"""

from __future__ import annotations

from typing import Any

from rankagg.evaluation import trec_numpy as K
from rankagg.evaluation import trec_official as O
from rankagg.evaluation import trec_sets as S
from rankagg.evaluation.letor_official import letor_script
from rankagg.evaluation.registry import Measure, MeasureDef, Param, register

__all__ = ["letor_script"]


def _p(v: float) -> str | None:
    return None if 0.0 < v < 1.0 else "p must be strictly between 0 and 1"


def _rel(v: int) -> str | None:
    return None if 1 <= v <= 2**31 - 1 else "rel must be a grade of at least 1"


def _beta(v: float) -> str | None:
    return None if v >= 0.0 else "beta must be at least 0"


def _graded(v: int) -> str | None:
    return None if v in (0, 1) else "graded is 0 (binary, grade >= rel) or 1 (gain = grade / highest grade)"


def _pytrec(name: str, cut: str | None = None, levels: bool = False) -> Any:
    """trec_eval's measure ``name``, or ``cut`` with the cutoff (None: pytrec_eval has no cutoff form, nor another
    relevance level than 1 unless ``levels``: given as its ``relevance_level``, trec_eval's ``-l``)."""
    def hook(m: Measure) -> tuple[str, str] | None:
        if dict(m.params).get("rel", 1) != 1 and not levels:
            return None
        if m.cutoff is None:
            return name, name
        return (f"{cut}.{m.cutoff}", f"{cut}_{m.cutoff}") if cut else None
    return hook


def _rel0(v: int) -> str | None:
    return None if 0 <= v <= 2**31 - 1 else "rel must be 0 (every document) or a grade of at least 1"


def _num_ret(m: Measure) -> Any:  # (trec_eval's name, its result key), or None at another level
    rel = m.param("rel")
    return ("num_ret", "num_ret") if rel == 0 else ("num_rel_ret", "num_rel_ret") if rel == 1 else None


#: trec_eval's -l: the grade from which a document is relevant (ir_measures' ``rel``)
REL = Param("rel", int, 1, _rel, "the grade from which a document is relevant (trec_eval -l)")

# ------------------------------------------------------------------ trec
register(MeasureDef("P", "trec", "precision at k: relevant among the first k, divided by k", cutoff="required",
                    numpy=K.precision, pytrec=_pytrec("P", "P"), listed=("P@5", "P@10", "P@20"), aliases=("precision",),
                    params=(REL,)))
register(MeasureDef("nDCG", "trec", "normalised DCG, gain = grade, ideal over every judged document",
                    cutoff="optional", aliases=("ndcg_cut",), numpy=K.ndcg, pytrec=_pytrec("ndcg", "ndcg_cut"),
                    listed=("nDCG@5", "nDCG@10", "nDCG@20")))
register(MeasureDef("AP", "trec", "average precision over every relevant document of the qrels (at k: map_cut)",
                    cutoff="optional", aliases=("map", "map_cut"), numpy=K.average_precision,
                    pytrec=_pytrec("map", "map_cut"), listed=("AP",), params=(REL,)))
register(MeasureDef("RR", "trec", "reciprocal rank of the first relevant document (within k)", cutoff="optional",
                    aliases=("mrr", "recip_rank"), numpy=K.reciprocal_rank, pytrec=_pytrec("recip_rank"),
                    listed=("RR",), params=(REL,)))
register(MeasureDef("R", "trec", "recall at k", cutoff="required", aliases=("recall",), numpy=K.recall,
                    pytrec=_pytrec("recall", "recall"), params=(REL,)))
register(MeasureDef("Rprec", "trec", "precision at R, R = the number of relevant documents", aliases=("r-prec", "r-precision"),
                    numpy=K.r_precision, pytrec=_pytrec("Rprec"), params=(REL,)))
register(MeasureDef("Bpref", "trec", "binary preference (trec_eval's bpref)", numpy=K.bpref, pytrec=_pytrec("bpref"),
                    params=(REL,)))
register(MeasureDef("infAP", "trec", "inferred AP (Yilmaz & Aslam 2006; trec_eval's infAP)", params=(REL,),
                    pytrec=_pytrec("infAP", levels=True)))
register(MeasureDef("SetP", "trec", "precision of the whole retrieved set (trec_eval's set_P)", aliases=("set_P",),
                    params=(REL,), numpy=S.set_p, pytrec=_pytrec("set_P")))
register(MeasureDef("SetR", "trec", "recall of the whole retrieved set (trec_eval's set_recall)", aliases=("set_recall",),
                    params=(REL,), numpy=S.set_recall, pytrec=_pytrec("set_recall")))
register(MeasureDef("RBP", "trec", "rank-biased precision, binary relevance (grade >= rel), persistence p; "
                    "graded=1: gain = grade / the highest grade judged (the TREC-COVID leaderboards' rbp_p5 is "
                    "RBP(p=0.5,graded=1))", cutoff="optional", numpy=K.rbp,
                    params=(Param("p", float, 0.8, _p, "persistence", always=True), Param("rel", int, 1, _rel),
                            Param("graded", int, 0, _graded, "1: gain grade / highest grade; 0: binary"))))
register(MeasureDef("Judged", "trec", "judged documents among the first k (ir_measures' Judged@k)",
                    cutoff="optional", numpy=K.judged))
register(MeasureDef("NumQ", "trec", "the evaluated queries (trec_eval's num_q: 1 a query, summed)", aliases=("num_q",),
                    numpy=O.num_q, pytrec=_pytrec("num_q"), summary="sum", at_most=None))
register(MeasureDef("NumRet", "trec", "documents retrieved (num_ret); rel=1: the relevant ones (num_rel_ret); summed",
                    aliases=("num_ret",), presets=(("num_rel_ret", "rel=1"), ("NumRelRet", "rel=1")),
                    params=(Param("rel", int, 0, _rel0, "0: every document; else the grade from which one counts"),),
                    numpy=O.num_ret, pytrec=_num_ret, summary="sum", at_most=None))
register(MeasureDef("NumRel", "trec", "relevant documents judged, retrieved or not (trec_eval's num_rel); summed",
                    aliases=("num_rel",), params=(REL,), numpy=O.num_rel, pytrec=_pytrec("num_rel"), summary="sum", at_most=None))
register(MeasureDef("GMAP", "trec", "geometric mean of the queries' AP, each at least 0.00001 (trec_eval's gm_map)",
                    aliases=("gm_map",), params=(REL,), numpy=O.gm_map, summary="geometric"))
register(MeasureDef("IPrec", "trec", "interpolated precision at a recall level (trec_eval's iprec_at_recall)",
                    cutoff="required", cutoff_kind=float, aliases=("iprec_at_recall",), params=(REL,),
                    numpy=O.iprec_at_recall))  # not pytrec_eval's: trec_eval 9 places a level otherwise
# trec_eval's measures beyond its default output (rankagg.evaluation.trec_sets); numpy only, checked against the
# binary's stored outputs (pytrec_eval is trec_eval 9: its 11pt_avg places a level otherwise)
register(MeasureDef("Success", "trec", "1 when a relevant document is among the first k (trec_eval's success)",
                    cutoff="required", aliases=("success",), params=(REL,), numpy=S.success))
register(MeasureDef("SetF", "trec", "F of the retrieved set, (beta + 1) P R / (beta P + R) (trec_eval's set_F)",
                    aliases=("set_F",), numpy=S.set_f, params=(
                        Param("beta", float, 1.0, _beta, "the weight of recall against precision"), REL)))
register(MeasureDef("SetAP", "trec", "unranked AP of the retrieved set, rel_ret^2 / (ret R) (trec_eval's set_map)",
                    aliases=("set_map",), params=(REL,), numpy=S.set_ap))
register(MeasureDef("SetRelP", "trec", "relevant retrieved over min(retrieved, R) (trec_eval's set_relative_P)",
                    aliases=("set_relative_P",), params=(REL,), numpy=S.set_relative_p))
register(MeasureDef("11pt_avg", "trec", "mean interpolated precision at the recall levels 0, 0.1 .. 1 (trec_eval "
                    "10.0's 11pt_avg)", params=(REL,), numpy=S.iprec_average))
register(MeasureDef("Rprec_mult", "trec", "precision at (long)(x R + 0.9) documents, x the cutoff, a multiple of R "
                    "(trec_eval's Rprec_mult)", cutoff="required", cutoff_kind=float, max_level=1000.0,
                    params=(REL,), numpy=S.r_precision_multiple))
register(MeasureDef("NumNonRelJudgedRet", "trec", "judged non-relevant documents retrieved (trec_eval's "
                    "num_nonrel_judged_ret); summed", aliases=("num_nonrel_judged_ret",), params=(REL,),
                    numpy=S.num_nonrel_judged_ret, summary="sum", at_most=None))
register(MeasureDef("GMBpref", "trec", "geometric mean of the queries' bpref, each at least 0.00001 (trec_eval's "
                    "gm_bpref)", aliases=("gm_bpref",), params=(REL,), numpy=S.gm_bpref, summary="geometric"))


# ------------------------------------------------------------------ letor
register(MeasureDef("P", "letor", "LETOR precision at k (label >= 1), divided by k", cutoff="required",
                    max_cutoff=10, letor=letor_script, listed=tuple(f"P@{k}" for k in range(1, 11))))
register(MeasureDef("MAP", "letor", "LETOR mean average precision (0 without relevant documents)",
                    letor=letor_script, listed=("MAP",)))
register(MeasureDef("NDCG", "letor", "LETOR NDCG@k: gain 2^label - 1, the script's discount", cutoff="required",
                    max_cutoff=10, letor=letor_script, listed=tuple(f"NDCG@{k}" for k in range(1, 11))))
register(MeasureDef("MeanNDCG", "letor", "mean of NDCG@1..n of a query", letor=letor_script, listed=("MeanNDCG",)))
register(MeasureDef("ERR", "letor", "expected reciprocal rank, y_max = 2 (St.Agg Eq. 6)", letor=letor_script,
                    listed=("ERR",)))
register(MeasureDef("RBP", "letor", "graded rank-biased precision, p = 0.95 (St.Agg Eq. 7)", letor=letor_script,
                    listed=("RBP",), at_most=None))
