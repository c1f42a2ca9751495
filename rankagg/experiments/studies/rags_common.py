"""Shared helpers of the RAGS scripts: the rows, the protocol runs, the file names."""

from __future__ import annotations

from typing import Any

import json
import re
import sys
import time
from pathlib import Path

import numpy as np

ROOT = Path.cwd()  # the repository root: `rankagg experiment study NAME` runs from it

from rankagg.io.datasets import load_letor_agg  # noqa: E402
from rankagg.experiments.protocol import run_protocol  # noqa: E402
from rankagg.experiments.results import dataset_key, slug

DATASETS = ("MQ2007-agg", "MQ2008-agg")
RESULTS = ROOT / "results" / "rags"
ORDERS = ["best_first", "worst_first"]

#: (label, method spec, fixed params, grid (None = the method's param_grid), goes to the README table)
RAGS_ROWS = [
    ("GeoMean (Theorem 2)", "geomean", {}, {}, True),
    ("RAGS-⊤ (§4.1 least squares)", "rags_top", {}, {}, True),
    ("RAGS-⊥ (§4.1 least squares)", "rags_bottom", {}, {"order": ORDERS}, True),
    ("RAGS-⊤ (ridge/NNLS/bands on validation)", "rags_top", {}, None, True),
    ("RAGS-⊥ (ridge/NNLS/bands on validation)", "rags_bottom", {}, None, True),
    ("RAGS-⊤ (§4.1, fit on train+vali as §4.2)", "rags_top", {"fit_on": "train+vali"}, {}, False),
    ("RAGS-⊥ (§4.1, fit on train+vali as §4.2)", "rags_bottom", {"fit_on": "train+vali"}, {"order": ORDERS}, False),
]
BASELINE_ROWS: list[Any] = [
    ("BordaCount", "borda", {}, {}, False),
    ("RRF (k=60)", "rrf", {"k": 60}, {}, False),
    ("RRF (k on validation)", "rrf", {}, None, False),
]




def load(name: str):
    return load_letor_agg(name)


def protocol(ds, spec: str, params: dict, grid, log=print):
    t0 = time.perf_counter()
    res = run_protocol(ds, spec, params=params, grid=grid)
    log(f"  {ds.name} {spec} {params} grid={'default' if grid is None else grid}: "
        f"NDCG@5 {res.test['NDCG@5']:.4f}  ({time.perf_counter() - t0:.1f} s)")
    return res


def write_json(path: Path, obj) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)

    def default(o):
        if isinstance(o, np.generic):
            return o.item()
        if isinstance(o, np.ndarray):
            return o.tolist()
        raise TypeError(type(o).__name__)

    path.write_text(json.dumps(obj, indent=2, default=default, ensure_ascii=False) + "\n")


def md_table(rows: list[list[str]], header: list[str]) -> str:
    out = ["| " + " | ".join(header) + " |", "|" + "|".join(["---"] * len(header)) + "|"]
    out += ["| " + " | ".join(r) + " |" for r in rows]
    return "\n".join(out) + "\n"
