"""Shared helpers of the RAGS studies: the datasets, the results folder, JSON and Markdown output."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np

from rankagg.io.datasets import load_letor_agg

ROOT = Path.cwd()  # the repository root: `rankagg experiment study NAME` runs from it

DATASETS = ("MQ2007-agg", "MQ2008-agg")
RESULTS = ROOT / "results" / "rags"


def load(name: str):
    return load_letor_agg(name)


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
