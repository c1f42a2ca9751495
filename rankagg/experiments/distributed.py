"""The five-fold protocol on a Dask cluster, one task per fold (``docs/scale.md``).

It lives with the experiments, above the backends: :mod:`rankagg.backends.distributed` provides the cluster
(:class:`~rankagg.backends.distributed.DaskBackend`) and imports no experiment code (issue 46).
"""

from __future__ import annotations

from typing import Any, Iterable, Mapping

from rankagg.backends.distributed import DaskBackend
from rankagg.experiments.protocol import run_protocol
from rankagg.experiments.protocol_result import ProtocolResult
from rankagg.io.datasets import LetorDataset

__all__ = ["run_protocol_distributed"]


def run_protocol_distributed(
    dataset: LetorDataset | str,
    method: str,
    params: Mapping[str, Any] | None = None,
    *,
    scheduler: Any = None,
    n_workers: int = 2,
    processes: bool = True,
    data_dir: str | None = None,
    folds: Iterable[int] = (1, 2, 3, 4, 5),
    backend: DaskBackend | None = None,
    **kw: Any,
) -> ProtocolResult:
    """:func:`rankagg.experiments.protocol.run_protocol` with ``backend=`` a Dask cluster: one task per fold.

    The dataset is loaded on the driver and scattered once to every worker;
    each fold (validation grid, fit, test) runs on one worker with the
    in-process code, and the fold results are gathered in fold order, so the
    result equals the in-process result (``seconds`` aside).  Keywords
    (``grid``, ``select_by``, ``keep_scores``) go to ``run_protocol``.

    ``scheduler`` is a scheduler address or Client; ``None`` starts a
    LocalCluster with ``n_workers`` workers (or pass a ready ``backend``).
    """
    if "progress" in kw:
        raise ValueError("progress callbacks cannot run on remote workers; leave progress unset")
    be = backend if backend is not None else DaskBackend(scheduler, n_workers=n_workers, processes=processes)
    try:
        return run_protocol(dataset, method, params, data_dir=data_dir, folds=folds, backend=be, **kw)
    finally:
        if backend is None:
            be.close()
