"""Whether ``rankagg fuse``'s inputs are ranked gene lists (the registry's ``gene_lists`` kind): asked before the
gene-list job (:mod:`rankagg.api.gene_lists`) and its readers are imported."""

from __future__ import annotations

import os
from typing import Sequence

__all__ = ["gene_list_inputs"]


def gene_list_inputs(paths: Sequence[str | os.PathLike]) -> bool:
    """Whether ``paths`` are all gene-list files: each a file the registry recognises as the kind ``gene_lists``
    (a .csv/.tsv table of lists, or a .grp/.lst/.txt file of one list)."""
    from rankagg.io.formats import which

    return bool(paths) and all(os.path.isfile(p) and which(p, "gene_lists") is not None for p in paths)
