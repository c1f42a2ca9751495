"""Naming of result files written by the experiment scripts.

Result files are keyed by a short dataset key (``mq2007``, ``mq2008``,
``mq2008-small``) and a slug of the row label, e.g.
``results/benchmark/mq2007__rrf-k-60.json``.  The keys deliberately differ from
the dataset folder names so that results can never be mistaken for (or
filtered as) copies of the data.
"""

from __future__ import annotations

import re
from pathlib import Path

__all__ = ["dataset_key", "slug", "result_path"]


def dataset_key(name: str) -> str:
    """``"MQ2007-agg"`` -> ``"mq2007"``, ``"MQ2008-small"`` -> ``"mq2008-small"``."""
    key = str(name).lower()
    return key[: -len("-agg")] if key.endswith("-agg") else key


def slug(text: str) -> str:
    """Lower-case words joined by hyphens (file-name safe)."""
    text = str(text).replace("⊤", "top").replace("⊥", "bottom").replace("§", "s")
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")


def result_path(folder: str | Path, dataset: str, label: str, suffix: str = ".json") -> Path:
    """``folder / "<dataset key>__<slug of label><suffix>"``."""
    return Path(folder) / f"{dataset_key(dataset)}__{slug(label)}{suffix}"
