"""The per-query cache of the feature families for supervised aggregation: each computed once and shared.

Every supervised learner of rankagg (LambdaRank aggregation ``lr_agg``,
``lambdamart``, St.Agg supervised, ...) turns the rank matrix of each query into
fixed-length feature vectors per item.  The families (``svd``:
:func:`rankagg.features.svd_features.svd_features`; ``borda`` and ``ranked``:
:mod:`rankagg.features.ranker_features`; and those registered from above with
:func:`register_feature_family`) are cached here so that they are computed once
per dataset and shared.

Caching
-------
:class:`FeatureCache` stores feature blocks per query, keyed by the feature
spec and a digest of the query's rank block; any selection or concatenation of
queries (training folds are concatenations of subsets) reuses them.  With a
``cache_dir`` the blocks persist as NPZ files (never pickle).
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import tempfile
import zipfile
from pathlib import Path
from typing import Any, Callable

import numpy as np
from numpy.typing import NDArray

from rankagg.data.rankings import Rankings
from rankagg.features.ranker_features import borda_features, ranked_indicators
from rankagg.features.svd_features import svd_features
from rankagg.exceptions import warn_caller

__all__ = ["FeatureCache", "default_cache", "query_digests", "register_feature_family"]


def query_digests(data: Rankings) -> list[str]:
    """A content digest of every query's rank block (sha1 of shape + raw ranks)."""

    def compute() -> list[str]:
        ranks = np.ascontiguousarray(data.ranks)
        out = []
        for sl in data.query_slices():
            h = hashlib.sha1(np.int64(sl.stop - sl.start).tobytes())
            h.update(ranks[sl].tobytes())
            out.append(h.hexdigest()[:20])
        return out

    return data.cached("query_digests", compute)


_FAMILIES: dict[str, Callable[..., NDArray[np.float64]]] = {
    "svd": svd_features,
    "borda": lambda data: borda_features(data),
    "ranked": lambda data: ranked_indicators(data),
}


def register_feature_family(name: str, compute: Callable[..., NDArray[np.float64]]) -> None:
    """Make ``compute(data, **spec) -> (n_items, d)`` cacheable as ``cache.get(data, name, **spec)``.

    For per-query features computed above this layer (the supervised family
    registers ``"method"``: the scores of a registered method), so that this
    module never imports the methods.  ``compute`` must be a per-query quantity.
    """
    old = _FAMILIES.get(name)
    if old is not None and (old.__module__, old.__qualname__) != (compute.__module__, compute.__qualname__):
        raise ValueError(f"feature family {name!r} is already registered")
    _FAMILIES[name] = compute


def _spec_key(family: str, spec: dict[str, Any]) -> str:
    def norm(v: Any) -> Any:
        if isinstance(v, (list, tuple, np.ndarray)):
            return [norm(x) for x in v]
        if isinstance(v, np.integer):
            return int(v)
        return v

    return family + json.dumps({k: norm(v) for k, v in sorted(spec.items())}, sort_keys=True, separators=(",", ":"))


class FeatureCache:
    """Per-query cache of feature blocks, in memory and optionally as NPZ files.

    ``cache.get(data, "svd", transform="logdiff", rank=1)`` returns the
    ``(n_items, d)`` features of ``data``; queries already computed under the
    same spec (by content digest, whatever Rankings they came in) are reused.
    Families: ``svd`` (keywords of :func:`svd_features`), ``borda``, ``ranked``,
    and those added by :func:`register_feature_family` (``method``, ``name=``:
    scores of a registered per-query method, from :mod:`rankagg.methods.supervised.lambdamart`).
    Features are per-query quantities, so caching per query is exact.
    """

    def __init__(self, cache_dir: str | os.PathLike | None = None) -> None:
        self.cache_dir = Path(cache_dir) if cache_dir is not None else None
        self._mem: dict[str, dict[str, NDArray[np.float64]]] = {}
        self.hits = 0
        self.misses = 0
        self._unverified: set[str] = set()  # keys whose blocks came from disk and are not yet checked

    def _file(self, key: str) -> Path | None:
        if self.cache_dir is None:
            return None
        h = hashlib.sha1(key.encode()).hexdigest()[:16]
        return self.cache_dir / f"features-{h}.npz"

    def _store(self, key: str) -> dict[str, NDArray[np.float64]]:
        if key not in self._mem:
            store: dict[str, NDArray[np.float64]] = {}
            f = self._file(key)
            if f is not None and f.exists():
                try:
                    with np.load(f, allow_pickle=False) as z:
                        if str(z["__spec__"]) == key:
                            store = {k: z[k] for k in z.files if k != "__spec__"}
                except (OSError, ValueError, KeyError, EOFError, zipfile.BadZipFile) as exc:
                    # a cache file cut short (a full disk, another writer's crash) holds nothing: computed again,
                    # rewritten whole; it was a BadZipFile traceback
                    warn_caller(f"RANKAGG_FEATURE_CACHE: {f}: not a readable cache file ({exc}); its features are "
                                "computed again and the file rewritten", RuntimeWarning)
                    store = {}
            if store:
                self._unverified.add(key)
            self._mem[key] = store
        return self._mem[key]

    def _verify(self, key: str, store: dict[str, NDArray[np.float64]], data: Rankings, digests: list[str],
                family: str, spec: dict[str, Any]) -> None:
        """The blocks read from a cache file are this version's: one query's block is computed again and must
        equal the stored one, else the file (another version's features, another width: LightGBM then failed
        with 'Length of feature_name and num_feature don't match', or fitted another model) is dropped with a
        warning and rewritten."""
        self._unverified.discard(key)
        q = next((i for i, d in enumerate(digests) if d in store), None)
        if q is None:
            return
        fresh = _FAMILIES[family](data.select_queries([q]) if data.n_queries > 1 else data, **spec)
        stored = store[digests[q]]
        if stored.shape == fresh.shape and np.allclose(stored, fresh, rtol=1e-12, atol=0.0, equal_nan=True):
            return
        warn_caller(f"RANKAGG_FEATURE_CACHE: {self._file(key)}: its features are not this version's (shape "
                    f"{stored.shape} where {fresh.shape} is computed, or other values); they are computed again and "
                    "the file rewritten", RuntimeWarning)
        store.clear()

    def get(self, data: Rankings, family: str, **spec: Any) -> NDArray[np.float64]:
        if family not in _FAMILIES:
            raise ValueError(f"unknown feature family {family!r}; known: {', '.join(sorted(_FAMILIES))}")
        key = _spec_key(family, spec)
        store = self._store(key)
        digests = query_digests(data)
        if key in self._unverified:
            self._verify(key, store, data, digests, family, spec)
        missing = [q for q, d in enumerate(digests) if d not in store]
        if missing:
            self.misses += len(missing)
            sub = data.select_queries(missing) if len(missing) < data.n_queries else data
            feats = _FAMILIES[family](sub, **spec)
            for j, sl in enumerate(sub.query_slices()):
                store[digests[missing[j]]] = np.ascontiguousarray(feats[sl])
            self._save(key, store)
        self.hits += data.n_queries - len(missing)
        blocks = [store[d] for d in digests]
        if not blocks:
            return np.zeros((0, 0))
        return np.concatenate(blocks, axis=0)

    def _save(self, key: str, store: dict[str, NDArray[np.float64]]) -> None:
        f = self._file(key)
        if f is None:
            return
        # a temporary file of this writer's own: two processes sharing the folder wrote one '.tmp.npz', and one
        # renamed it into place while the other was still writing it
        try:
            f.parent.mkdir(parents=True, exist_ok=True)
            fd, tmp = tempfile.mkstemp(prefix=f".{f.stem}.", suffix=".tmp.npz", dir=f.parent)
            try:
                mask = os.umask(0o022)
                os.umask(mask)
                os.fchmod(fd, 0o666 & ~mask)  # as a plain open() would make it (mkstemp's is 0600)
                with os.fdopen(fd, "wb") as fh:
                    np.savez(fh, __spec__=np.array(key), **store)  # type: ignore[arg-type]  # numpy's stub: a key could be allow_pickle
                os.replace(tmp, f)
            finally:
                with contextlib.suppress(FileNotFoundError):
                    os.unlink(tmp)
        except OSError as exc:
            raise ValueError(f"RANKAGG_FEATURE_CACHE={str(self.cache_dir)!r}: cannot write {f} "
                             f"({exc.strerror or exc}); give a writable folder, or unset it (no cache on disk)") from None

    def clear(self) -> None:
        self._mem.clear()


_DEFAULT: FeatureCache | None = None


def default_cache() -> FeatureCache:
    """The process-wide cache (in memory; NPZ under ``$RANKAGG_FEATURE_CACHE`` when set)."""
    global _DEFAULT
    if _DEFAULT is None:
        _DEFAULT = FeatureCache(os.environ.get("RANKAGG_FEATURE_CACHE") or None)
    return _DEFAULT
