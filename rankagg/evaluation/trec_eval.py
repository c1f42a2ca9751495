"""trec_eval-style evaluation of TREC runs with measure names as ir_measures spells them.

The engine is pytrec_eval (trec_eval's code; ``pip install rankagg[bench]``):
``nDCG@k``, ``nDCG``, ``P@k``, ``AP``, ``R@k``, ``Bpref``, ``RR`` and ``Rprec`` go to
it directly, with ir_measures' meaning of each name; every other ir_measures name
(``Judged@10``, ``nDCG(dcg='exp-log2')@10``, ...) goes through ir_measures.  Names
are matched case-insensitively (``bpref``, ``map`` and ``ndcg@10`` work).
``RBP(p=0.8)`` (rank-biased precision, Moffat & Zobel 2008: ``(1 - p) sum_i
[rel_i >= rel] p^(i-1)``, binary relevance) is computed here, since ir_measures
needs the separate cwl_eval package for it.  Ranking follows trec_eval: score
descending, then docid descending; queries without judgements are skipped, as
trec_eval does without ``-c``.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any, Mapping, Sequence

import numpy as np
from numpy.typing import NDArray

if TYPE_CHECKING:
    import pandas as pd

# pandas is imported only for RBP and the DataFrame interface: ``rankagg evaluate`` with trec_eval
# measures then costs about what pytrec_eval alone costs (most of its time would be the pandas import)

__all__ = ["evaluate_run", "evaluate_columns", "parse_measures"]

_RBP = re.compile(r"^rbp(?:\((.*)\))?(?:@(\d+))?$", re.I)
#: names whose trec_eval measure is known, evaluated by pytrec_eval directly (ir_measures' own mapping)
_PYTREC = [(re.compile(r"^ndcg@(\d+)$"), "ndcg_cut.{0}", "ndcg_cut_{0}"), (re.compile(r"^ndcg$"), "ndcg", "ndcg"),
           (re.compile(r"^p@(\d+)$"), "P.{0}", "P_{0}"), (re.compile(r"^m?ap$"), "map", "map"),
           (re.compile(r"^(?:r|recall)@(\d+)$"), "recall.{0}", "recall_{0}"), (re.compile(r"^bpref$"), "bpref", "bpref"),
           (re.compile(r"^(?:rr|mrr|recip_rank)$"), "recip_rank", "recip_rank"),
           (re.compile(r"^r-?prec$"), "Rprec", "Rprec")]


def _pytrec_measure(name: str) -> tuple[str, str] | None:
    """(pytrec_eval measure, result key) for a plain name, or None."""
    low = name.strip().lower()
    for pattern, measure, key in _PYTREC:
        m = pattern.match(low)
        if m:
            return measure.format(*m.groups()), key.format(*m.groups())
    return None


def _ir_measures():
    try:
        import ir_measures
    except ImportError:
        raise ImportError("evaluating with --measures needs ir_measures: pip install 'rankagg[bench]'") from None
    return ir_measures


def parse_measures(names: Sequence[str]) -> list:
    """Per name: ``("pytrec_eval", measure, key, name)`` for the plain trec_eval measures, ``("RBP", p, rel,
    name)``, or an ir_measures measure object; in the order given."""
    out: list[Any] = []
    for name in names:
        direct = _pytrec_measure(name)
        if direct is not None:
            out.append(("pytrec_eval", direct[0], direct[1], name))
            continue
        m = _RBP.match(name.strip())
        if m:
            args = dict(kv.split("=", 1) for kv in (m.group(1) or "").replace(" ", "").split(",") if kv)
            unknown = set(args) - {"p", "rel"}
            if unknown:
                raise ValueError(f"measure {name!r}: RBP takes p= and rel=, not {', '.join(sorted(unknown))}")
            p = float(args.get("p", 0.8))
            if not 0 < p < 1:
                raise ValueError(f"measure {name!r}: p must be in (0, 1)")
            out.append(("RBP", p, int(args.get("rel", 1)), name))
            continue
        irm = _ir_measures()
        canon = {k.lower(): k for k in dir(irm.measures) if not k.startswith("_") and not k.islower()}
        head = re.split(r"[@(]", name, maxsplit=1)[0]
        fixed = canon.get(head.lower(), head) + name[len(head):]
        try:
            out.append(irm.parse_measure(fixed))
        except Exception as exc:
            raise ValueError(f"unknown measure {name!r} ({exc})") from None
    return out


def _nested(qid: Sequence[str], docid: Sequence[str], value: Sequence[Any]) -> dict[str, dict[str, Any]]:
    out: dict[str, dict[str, Any]] = {}
    for q, d, v in zip(qid, docid, value):
        out.setdefault(q, {})[d] = v
    return out


def _rbp(run: pd.DataFrame, qrels: pd.DataFrame, p: float, rel: int) -> pd.Series:
    r = run.sort_values(["qid", "score", "docid"], ascending=[True, False, False], kind="stable")
    r = r.merge(qrels[["qid", "docid", "rel"]], on=["qid", "docid"], how="left")
    rank = r.groupby("qid", sort=False).cumcount().to_numpy()
    gain = (r["rel"].fillna(0).to_numpy() >= rel) * (1 - p) * p ** rank
    import pandas as pd

    return pd.Series(gain, index=r["qid"].to_numpy()).groupby(level=0).sum()


def evaluate_columns(run: Mapping[str, NDArray], qrels: Mapping[str, NDArray], measures: Sequence[str]
                     ) -> tuple[list[str], dict[str, NDArray[np.float64]]]:
    """The evaluated qids (sorted) and, per measure name as given, its value on each of them.

    ``run`` has columns ``qid, docid, score``, ``qrels`` ``qid, docid, rel`` (arrays or
    lists).  Only queries that have judgements are evaluated (trec_eval's default);
    a measure the engine leaves undefined for a query counts 0.
    """
    parsed = parse_measures(measures)
    q_qid = [str(x) for x in np.asarray(qrels["qid"]).tolist()]
    judged = set(q_qid)
    r_qid = [str(x) for x in np.asarray(run["qid"]).tolist()]
    keep = np.fromiter((x in judged for x in r_qid), dtype=bool, count=len(r_qid))
    r_cols = {"qid": np.asarray(r_qid, dtype=object)[keep],
              "docid": np.asarray([str(x) for x in np.asarray(run["docid"]).tolist()], dtype=object)[keep],
              "score": np.asarray(run["score"], dtype=np.float64)[keep]}
    qids = sorted(set(r_cols["qid"].tolist()))
    irm_measures = [m for m in parsed if not isinstance(m, tuple)]
    direct = [m for m in parsed if isinstance(m, tuple) and m[0] == "pytrec_eval"]
    vals: dict[str, dict[str, float]] = {}
    if irm_measures or direct:
        # dicts of dicts go straight to pytrec_eval (ir_measures iterates DataFrames row by row)
        q = _nested(q_qid, [str(x) for x in np.asarray(qrels["docid"]).tolist()],
                    np.asarray(qrels["rel"]).astype(int).tolist())
        r = _nested(r_cols["qid"].tolist(), r_cols["docid"].tolist(), r_cols["score"].tolist())
    if direct:
        try:
            import pytrec_eval
        except ImportError:
            raise ImportError("evaluating with --measures needs pytrec_eval: pip install 'rankagg[bench]'") from None
        table = pytrec_eval.RelevanceEvaluator(q, {m[1] for m in direct}).evaluate(r)
        for m in direct:
            vals[m[2]] = {qid: row[m[2]] for qid, row in table.items()}
    if irm_measures:
        irm = _ir_measures()
        for m in irm.iter_calc(irm_measures, q, r):
            vals.setdefault(str(m.measure), {})[m.query_id] = m.value
    out: dict[str, NDArray[np.float64]] = {}
    for m, name in zip(parsed, measures):
        if isinstance(m, tuple) and m[0] == "RBP":
            import pandas as pd

            per_q = _rbp(pd.DataFrame(r_cols), pd.DataFrame({"qid": q_qid, "docid": np.asarray(qrels["docid"]).astype(str),
                                                               "rel": np.asarray(qrels["rel"])}), m[1], m[2])
            got = per_q.to_dict()
        else:
            got = vals.get(m[2] if isinstance(m, tuple) else str(m), {})
        column = np.array([float(got.get(qid, 0.0)) for qid in qids], dtype=np.float64)
        out[name] = np.nan_to_num(column, nan=0.0)
    return qids, out


def evaluate_run(run: pd.DataFrame, qrels: pd.DataFrame, measures: Sequence[str]) -> pd.DataFrame:
    """Per-query values (index ``qid``, one column per measure name as given) of ``run``
    (:func:`evaluate_columns` as a DataFrame).

    ``run`` has columns ``qid, docid, score``; ``qrels`` ``qid, docid, rel``.
    Only queries that have judgements are evaluated (trec_eval's default).
    """
    import pandas as pd

    qids, values = evaluate_columns({c: run[c].to_numpy() for c in ("qid", "docid", "score")},
                                    {c: qrels[c].to_numpy() for c in ("qid", "docid", "rel")}, measures)
    return pd.DataFrame({name: values[name] for name in measures}, index=pd.Index(qids, name="qid"), dtype=float)
