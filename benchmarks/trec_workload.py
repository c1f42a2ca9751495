"""A synthetic TREC-like fusion workload (issue 14): many runs of mixed quality over shared pools.

``make_workload(folder, n_runs=56, n_topics=30)`` writes ``run01.run`` ... and ``qrels.txt``:

* per topic a collection of ``pool`` documents with a latent relevance ``z ~ N(0, 1)``;
  documents with large ``z`` are judged relevant (grades 1-2), as in pooled qrels;
* run ``j`` has a quality ``rho_j`` (0.05-0.8), a "family" (BM25-like, dense, SPLADE-like,
  reranker log-probabilities) that sets its score scale, and a family component shared by
  the runs of the family (so pools overlap the way real submissions do);
* ragged depth: most runs return 1000 documents per topic, some 36-999 (uniform);
* score columns have the distributions of the family (BM25 ~ 5-30, cosine in [0, 1],
  SPLADE ~ 10-100, log-probabilities <= 0), written with 4-6 decimals, so ties occur.

Deterministic for a seed.  About 1.3 M lines / 60 MB for the default size.
"""

from __future__ import annotations

import os
from pathlib import Path

import numpy as np

__all__ = ["make_workload"]

FAMILIES = ("bm25", "dense", "splade", "rerank")


def _scale(family: str, s: np.ndarray) -> tuple[np.ndarray, str]:
    if family == "bm25":
        return 12.0 + 3.0 * s, "%.4f"
    if family == "dense":
        return 1.0 / (1.0 + np.exp(-0.8 * s)), "%.6f"
    if family == "splade":
        return 40.0 + 12.0 * s, "%.3f"
    return -np.log1p(np.exp(-1.5 * s)), "%.5f"


def make_workload(folder: str | os.PathLike, *, n_runs: int = 56, n_topics: int = 30, pool: int = 40000,
                  max_depth: int = 1000, min_depth: int = 36, seed: int = 0) -> tuple[list[Path], Path]:
    """Write the runs and qrels into ``folder``; returns (run paths, qrels path)."""
    rng = np.random.default_rng(seed)
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    quality = rng.uniform(0.05, 0.8, n_runs)
    family = rng.integers(0, len(FAMILIES), n_runs)
    ragged = rng.random(n_runs) < 0.35
    depth = np.where(ragged[:, None], rng.integers(min_depth, max_depth, (n_runs, n_topics)), max_depth)
    docnames = np.array([f"clueweb09-en{d // 100000:04d}-{(d // 1000) % 100:02d}-{d % 1000:05d}" for d in range(pool)])
    z = rng.standard_normal((n_topics, pool))
    fam_view = rng.standard_normal((len(FAMILIES), n_topics, pool))
    qrel_lines = []
    for t in range(n_topics):
        rel = np.zeros(pool, np.int64)
        rel[z[t] > 2.3] = 1
        rel[z[t] > 2.9] = 2
        judged = np.flatnonzero((z[t] > 1.5) | (rng.random(pool) < 0.02))
        qrel_lines.extend(f"{401 + t} 0 {docnames[d]} {rel[d]}\n" for d in judged)
    qrels = folder / "qrels.txt"
    qrels.write_text("".join(qrel_lines))
    paths = []
    for j in range(n_runs):
        fam = FAMILIES[family[j]]
        chunks = []
        for t in range(n_topics):
            rho = quality[j]
            latent = rho * z[t] + 0.55 * fam_view[family[j], t] + 0.6 * rng.standard_normal(pool)
            k = int(depth[j, t])
            top = np.argpartition(-latent, k)[:k]
            top = top[np.argsort(-latent[top], kind="stable")]
            score, fmt = _scale(fam, latent[top])
            sc = np.char.mod(fmt, score)
            rank = np.arange(1, k + 1).astype(str)
            line = np.char.add(np.char.add(np.char.add(f"{401 + t} Q0 ", docnames[top]), " "),
                               np.char.add(np.char.add(rank, " "), np.char.add(sc, f" run{j + 1:02d}\n")))
            chunks.append("".join(line.tolist()))
        p = folder / f"run{j + 1:02d}.run"
        p.write_text("".join(chunks))
        paths.append(p)
    return paths, qrels
