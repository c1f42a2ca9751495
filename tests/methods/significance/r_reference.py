"""The cases rankagg's significance family is compared on with R's RobustRankAggreg, and how R is run.

Each case is generated from its seed (numpy), so that only R's outputs need storing:
``make_r_reference.py`` (beside this module) runs R on every case and writes ``r_reference.npz``; the tests run
R themselves when it is installed (``Rscript`` and the package), and compare with the stored outputs otherwise.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd

HERE = Path(__file__).resolve().parent
R_SCRIPT = HERE / "r_reference.R"
STORED = HERE / "r_reference.npz"
R_METHODS = ("RRA", "stuart", "min", "mean", "median", "geom.mean")
#: Stuart's recursion cancels catastrophically with many lists: with 50, R's own Q keeps no digit for the items
#: with small Q (a last-bit difference in one power moves it by percents), so Stuart is compared up to 20 lists
NOT_STUART = ("RRA", "min", "mean", "median", "geom.mean")


@dataclass(frozen=True)
class Case:
    """One input and R's arguments.  ``shape``: full (every list ranks every item), partial (each list a random
    subset in random order), topk (each list the top of a permutation of N items), ties (a normalised rank
    matrix with tied values and unknowns, given to R as ``rmat``)."""

    id: str
    shape: str
    n_lists: int
    n_items: int
    seed: int
    N: int | None = None
    full: bool = False
    exact: bool = False
    top_cutoff: bool = False
    methods: tuple[str, ...] = field(default=R_METHODS)

    @property
    def uses_rmat(self) -> bool:
        return self.shape == "ties"


CASES = [
    Case("one-list", "full", 1, 40, 1, methods=("RRA", "min", "mean", "median", "geom.mean")),  # R: stuart fails
    Case("two-items", "full", 3, 2, 2),  # one item: R fails (apply drops the names of a 1-row matrix)
    Case("two-lists", "full", 2, 30, 3),
    Case("full-5x500", "full", 5, 500, 4),
    Case("full-10x2000", "full", 10, 2000, 5),
    Case("full-50x300", "full", 50, 300, 6, methods=NOT_STUART),
    Case("partial-3x300", "partial", 3, 300, 7),
    Case("partial-20x400", "partial", 20, 400, 8),
    Case("partial-50x1000", "partial", 50, 1000, 9, methods=NOT_STUART),
    Case("partial-N", "partial", 6, 300, 10, N=1000),
    Case("full-N", "full", 4, 200, 11, N=250),
    Case("partial-fullTRUE", "partial", 7, 300, 12, full=True),
    Case("partial-fullTRUE-50", "partial", 50, 500, 13, full=True, methods=NOT_STUART),
    Case("partial-fullTRUE-20", "partial", 20, 500, 22, full=True),
    Case("ties-rmat", "ties", 4, 300, 14),
    Case("ties-rmat-12", "ties", 12, 500, 15),
    Case("topk-cutoff", "topk", 5, 400, 16, N=1000, top_cutoff=True, methods=("RRA",)),
    Case("topk-cutoff-12", "topk", 12, 300, 17, N=600, top_cutoff=True, methods=("RRA",)),
    Case("exact-3", "partial", 3, 200, 18, exact=True, methods=("RRA",)),
    Case("exact-8", "full", 8, 300, 19, exact=True, methods=("RRA",)),
    Case("genes-10x20000", "full", 10, 20000, 20, methods=("RRA", "mean", "min", "geom.mean", "median")),
    Case("partial-10x20000", "partial", 10, 20000, 21, N=25000, methods=("RRA", "stuart")),
]


def make_input(case: Case) -> tuple[dict[str, list[str]] | None, pd.DataFrame | None, list[float] | None]:
    """``(glist, rmat, top_cutoff)`` of a case (one of glist and rmat)."""
    rng = np.random.default_rng(case.seed)
    genes = [f"G{i:05d}" for i in rng.permutation(max(case.n_items, case.N or 0))]
    names = [f"list{j + 1}" for j in range(case.n_lists)]
    if case.shape == "ties":
        pos = rng.integers(1, case.n_items // 3 + 2, size=(case.n_items, case.n_lists)).astype(np.float64)
        pos[rng.random(pos.shape) < 0.2] = np.nan
        pos[np.isnan(pos).all(axis=1), 0] = 1.0
        return None, pd.DataFrame(pos / case.n_items, index=genes[:case.n_items], columns=names), None
    pool = genes[:case.n_items]
    if case.shape == "full":
        return {n: [pool[i] for i in rng.permutation(case.n_items)] for n in names}, None, None
    if case.shape == "partial":
        lists = {}
        for n in names:
            k = int(rng.integers(1, case.n_items + 1))
            lists[n] = [pool[i] for i in rng.choice(case.n_items, size=k, replace=False)]
        return lists, None, None
    assert case.shape == "topk" and case.N is not None
    lengths = rng.integers(case.n_items // 4, case.n_items + 1, size=case.n_lists)
    # a signal: the first 20 genes sit near the top of every list
    lists = {}
    for n, k in zip(names, lengths):
        order = rng.permutation(case.N)
        top = np.sort(rng.choice(k, size=20, replace=False))
        rest = [i for i in order.tolist() if i >= 20]
        ranked = rest[:]
        for at, g in zip(top.tolist(), range(20)):
            ranked.insert(at, g)
        lists[n] = [genes[i] for i in ranked[:k]]
    return lists, None, [float(k) / case.N for k in lengths]


def r_available() -> bool:
    if shutil.which("Rscript") is None:
        return False
    probe = subprocess.run(["Rscript", "-e", "library(RobustRankAggreg)"], capture_output=True)
    return probe.returncode == 0


def r_versions() -> dict[str, str]:
    out = subprocess.run(["Rscript", "-e", 'cat(as.character(packageVersion("RobustRankAggreg")), R.version.string, sep = "\\n")'],
                         capture_output=True, text=True, check=True).stdout.splitlines()
    return {"RobustRankAggreg": out[0], "R": out[1]}


def _hex(x: float) -> str:
    return "NA" if np.isnan(x) else float(x).hex()


def run_r(cases: list[Case]) -> dict[tuple[str, str], tuple[list[str], np.ndarray]]:
    """R's ``(names in R's order, scores)`` for every (case, method)."""
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        rows = []
        for case in cases:
            glist, rmat, cut = make_input(case)
            for method in case.methods:
                rid = f"{case.id}.{method}"
                rows.append([rid, "rmat" if rmat is not None else "glist", method,
                             "NA" if case.N is None else str(case.N), str(case.full).upper(), str(case.exact).upper(),
                             ",".join(repr(c) for c in cut) if cut else "NA"])
                path = folder / f"{rid}.tsv"
                if rmat is not None:
                    body = pd.DataFrame({"item": rmat.index, **{c: [_hex(v) for v in rmat[c]] for c in rmat.columns}})
                    body.to_csv(path, sep="\t", index=False)
                else:
                    assert glist is not None
                    depth = max(len(v) for v in glist.values())
                    pd.DataFrame({n: v + [""] * (depth - len(v)) for n, v in glist.items()}).to_csv(path, sep="\t", index=False)
        pd.DataFrame(rows, columns=["id", "input", "method", "N", "full", "exact", "topCutoff"]).to_csv(
            folder / "cases.tsv", sep="\t", index=False)
        done = subprocess.run(["Rscript", str(R_SCRIPT), str(folder)], capture_output=True, text=True,
                              env={**os.environ, "LC_ALL": "C"})
        if done.returncode != 0:
            raise RuntimeError(f"Rscript {R_SCRIPT.name} failed ({done.returncode}):\n{done.stderr[-3000:]}")
        out = {}
        for case in cases:
            for method in case.methods:
                lines = (folder / f"{case.id}.{method}.out").read_text().splitlines()
                names = [ln.split("\t")[0] for ln in lines]
                scores = np.array([np.nan if s == "NA" else float.fromhex(s) for s in (ln.split("\t")[1] for ln in lines)])
                out[(case.id, method)] = (names, scores)
        return out


def rankagg_result(case: Case, method: str) -> pd.DataFrame:
    """rankagg's ``aggregate_ranks`` on the case (R's frame: Name, Score in R's order)."""
    from rankagg.api.gene_lists import aggregate_ranks

    glist, rmat, cut = make_input(case)
    return aggregate_ranks(glist, rmat=rmat, N=case.N, method=method, full=case.full, exact=case.exact,
                           top_cutoff=cut)


def load_stored() -> tuple[dict[tuple[str, str], tuple[list[str], np.ndarray]], dict[str, str]]:
    """The stored R outputs (``make_r_reference.py``) and the versions that wrote them."""
    with np.load(STORED, allow_pickle=False) as z:
        versions = {"RobustRankAggreg": str(z["version_package"]), "R": str(z["version_r"])}
        out = {}
        for case in CASES:
            glist, rmat, _ = make_input(case)
            items = list(rmat.index) if rmat is not None else list(dict.fromkeys(g for v in glist.values() for g in v))
            for method in case.methods:
                key = f"{case.id}.{method}"
                order = z[key + ".order"]
                out[(case.id, method)] = ([items[i] for i in order.tolist()], z[key + ".score"])
    return out, versions


def store(results: dict[tuple[str, str], tuple[list[str], np.ndarray]], versions: dict[str, str]) -> None:
    """Write R's outputs as item indices (into the case's items in first-appearance order) and scores."""
    arrays: dict[str, Any] = {"version_package": np.array(versions["RobustRankAggreg"]), "version_r": np.array(versions["R"])}
    for case in CASES:
        glist, rmat, _ = make_input(case)
        items = list(rmat.index) if rmat is not None else list(dict.fromkeys(g for v in glist.values() for g in v))
        where = {g: i for i, g in enumerate(items)}
        for method in case.methods:
            names, scores = results[(case.id, method)]
            arrays[f"{case.id}.{method}.order"] = np.array([where[n] for n in names], dtype=np.int32)
            arrays[f"{case.id}.{method}.score"] = scores
    np.savez_compressed(STORED, **arrays)
