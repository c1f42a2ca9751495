"""trec_eval-style evaluation of TREC runs with measure names as ir_measures spells them.

The engine is ir_measures (pytrec_eval underneath; ``pip install rankagg[bench]``):
``nDCG@10``, ``P@5``, ``AP``, ``R@1000``, ``Bpref``, ``RR``, ``Judged@10`` ...
Names are matched case-insensitively (``bpref``, ``map`` and ``ndcg@10`` work).
``RBP(p=0.8)`` (rank-biased precision, Moffat & Zobel 2008: ``(1 - p) sum_i
[rel_i >= rel] p^(i-1)``, binary relevance) is computed here, since ir_measures
needs the separate cwl_eval package for it.  Ranking follows trec_eval: score
descending, then docid descending; queries without judgements are skipped, as
trec_eval does without ``-c``.
"""

from __future__ import annotations

import re
from typing import Sequence

import numpy as np
import pandas as pd

__all__ = ["evaluate_run", "parse_measures"]

_RBP = re.compile(r"^rbp(?:\((.*)\))?(?:@(\d+))?$", re.I)


def _ir_measures():
    try:
        import ir_measures
    except ImportError:
        raise ImportError("evaluating with --measures needs ir_measures: pip install 'rankagg[bench]'") from None
    return ir_measures


def parse_measures(names: Sequence[str]) -> list:
    """Measure objects (ir_measures) or ``("RBP", p, rel, name)`` tuples, in the order given."""
    out = []
    for name in names:
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


def _rbp(run: pd.DataFrame, qrels: pd.DataFrame, p: float, rel: int) -> pd.Series:
    r = run.sort_values(["qid", "score", "docid"], ascending=[True, False, False], kind="stable")
    r = r.merge(qrels[["qid", "docid", "rel"]], on=["qid", "docid"], how="left")
    rank = r.groupby("qid", sort=False).cumcount().to_numpy()
    gain = (r["rel"].fillna(0).to_numpy() >= rel) * (1 - p) * p ** rank
    return pd.Series(gain, index=r["qid"].to_numpy()).groupby(level=0).sum()


def evaluate_run(run: pd.DataFrame, qrels: pd.DataFrame, measures: Sequence[str]) -> pd.DataFrame:
    """Per-query values (index ``qid``, one column per measure name as given) of ``run``.

    ``run`` has columns ``qid, docid, score``; ``qrels`` ``qid, docid, rel``.
    Only queries that have judgements are evaluated (trec_eval's default).
    """
    parsed = parse_measures(measures)
    run = run[["qid", "docid", "score"]].astype({"qid": str, "docid": str, "score": float})
    qrels = qrels[["qid", "docid", "rel"]].astype({"qid": str, "docid": str})
    run = run[run["qid"].isin(set(qrels["qid"]))]
    qids = sorted(set(run["qid"]))
    res = pd.DataFrame(index=pd.Index(qids, name="qid"), dtype=float)
    irm_measures = [m for m in parsed if not isinstance(m, tuple)]
    if irm_measures:
        irm = _ir_measures()
        q = qrels.rename(columns={"qid": "query_id", "docid": "doc_id", "rel": "relevance"})
        r = run.rename(columns={"qid": "query_id", "docid": "doc_id"})
        vals: dict[str, dict[str, float]] = {}
        for m in irm.iter_calc(irm_measures, q, r):
            vals.setdefault(str(m.measure), {})[m.query_id] = m.value
    for m, name in zip(parsed, measures):
        if isinstance(m, tuple):
            res[name] = _rbp(run, qrels, m[1], m[2]).reindex(res.index).fillna(0.0)
        else:
            res[name] = pd.Series(vals.get(str(m), {}), dtype=float).reindex(res.index).fillna(0.0)
    return res
