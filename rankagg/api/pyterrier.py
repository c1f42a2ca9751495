"""rankagg's fusion as a PyTerrier transformer (issue 50): ``Fusion(bm25, dense, method="rrf")`` sits in a
pipeline as any PyTerrier transformer does (``Fusion(a, b) % 10``, ``rewrite >> Fusion(a, b) >> rerank``,
``Fusion(a, b) + c``).

Given the topics (``qid, query``...), it runs each pipeline on them, fuses their result frames with
:func:`rankagg.fuse` (PyTerrier's frames as the registry reads them: :mod:`rankagg.io.pyterrier_frames`; each
run's ranks from its scores by the trec_eval rule, as in the run files PyTerrier writes) and gives back a
PyTerrier result frame: the topics' columns, ``docno``, ``score`` (the method's fused score) and ``rank`` from
0, each query's rows in rank order.  The fused documents of a query are those of :func:`rankagg.fuse` (its
``depth``, 1000 by default); a query that no pipeline retrieves anything for has no row, as in PyTerrier.

PyTerrier is optional (the ``bench`` extra installs it): importing this module without it is an ImportError
that says how to install it.  Java is not needed: the pipelines fused may be any transformers.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Sequence

import pandas as pd

from rankagg.api.fuse_forms import fuse
from rankagg.api.fusion_spec import make_fusion
from rankagg.defaults import DEFAULT_DEPTH, DEFAULT_METHOD
from rankagg.io.rules import check_names_once

try:
    import pyterrier as pt
except ImportError as exc:  # pragma: no cover - exercised where PyTerrier is not installed
    raise ImportError("rankagg.api.pyterrier needs PyTerrier: pip install python-terrier "
                      "(or rankagg's bench extra)") from exc

__all__ = ["Fusion"]

#: the columns of a result frame that are not the topic's (dropped from the topics when they carry them)
RESULT_COLUMNS = ("docno", "docid", "score", "rank")


class Fusion(pt.Transformer):
    """Fuse the results of retrieval pipelines: ``Fusion(bm25, dense)``, ``Fusion({"bm25": bm25, "dense": dense},
    method="wsum", weights={"dense": 2.0})``, ``Fusion(a, b, method="rrf", k=20)``.

    ``pipelines``: PyTerrier transformers, or one mapping ``{name: transformer}`` (the names are the runs'
    names, which ``weights`` uses; else ``run1``, ``run2``...).  ``method``, ``weights``, ``depth`` and the
    method's parameters are :func:`rankagg.fuse`'s, checked here, when the transformer is made."""

    def __init__(self, *pipelines: Any, method: str = DEFAULT_METHOD,
                 weights: Mapping[str, float] | Sequence[float] | None = None, depth: int | None = DEFAULT_DEPTH,
                 **params: Any) -> None:
        super().__init__()
        if len(pipelines) == 1 and isinstance(pipelines[0], Mapping):
            named = dict(zip(check_names_once("Fusion", list(pipelines[0]), "pipeline"), pipelines[0].values()))
        else:
            named = {f"run{i + 1}": p for i, p in enumerate(pipelines)}
        if not named:
            raise ValueError("Fusion needs the pipelines to fuse: Fusion(bm25, dense, ...)")
        for name, p in named.items():
            if not isinstance(p, pt.Transformer):
                raise TypeError(f"Fusion: pipeline {name!r} is a {type(p).__name__}, not a PyTerrier transformer")
        make_fusion(method, params=params, weights=weights)  # an unknown method or parameter refused now
        self.pipelines, self.method, self.weights, self.depth, self.params = named, method, weights, depth, params

    def transform(self, topics: pd.DataFrame) -> pd.DataFrame:
        """The fused result frame of ``topics`` (the module docstring)."""
        frames = {name: p.transform(topics) for name, p in self.pipelines.items()}
        keep = [c for c in topics.columns if c not in RESULT_COLUMNS]
        columns = [*keep, "docno", "score", "rank"]
        if all(f.empty for f in frames.values()):
            return pd.DataFrame({c: pd.Series(dtype=topics[c].dtype if c in keep else
                                              "int64" if c == "rank" else "float64" if c == "score" else object)
                                 for c in columns})
        fused = fuse(frames, self.method, self.weights, depth=self.depth, **self.params)
        fused = fused.drop(columns=[c for c in fused.columns if c in keep and c != "qid"])
        by_qid = topics[keep].drop_duplicates("qid").assign(qid=lambda t: t["qid"].astype(str))
        out = fused.merge(by_qid, on="qid", how="left", sort=False)  # the fused rows' order is kept
        out = out[columns].reset_index(drop=True)
        out.attrs.update(fused.attrs)  # rankagg's result (merge drops it): rankagg.evaluate reads ties in rank order
        return out

    def __repr__(self) -> str:
        shown = ", ".join(f"{k}={v!r}" for k, v in {"method": self.method, "weights": self.weights,
                                                     "depth": self.depth, **self.params}.items() if v is not None)
        return f"Fusion({', '.join(map(repr, self.pipelines.values()))}, {shown})"
