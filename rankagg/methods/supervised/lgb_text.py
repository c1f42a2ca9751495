"""Structural check of a LightGBM text model before LightGBM parses it.

LightGBM's own parser trusts its input: a one-digit edit of ``tree_sizes``
aborts the process (``terminate called``, exit 134), and a child index that
points back up the tree makes prediction loop forever or read out of bounds
(segfault).  A model file is user input, so :func:`check_lgb_model_text` checks,
in Python, everything the parser and the predictor rely on, before the text
reaches LightGBM (``docs/reliability.md``, "Models"):

* the header: ``version``, one class, one tree per iteration, ``max_feature_idx``
  and as many feature names and feature infos;
* ``tree_sizes``: one per tree block, each the block's exact length (the parser
  seeks by them);
* each tree: ``num_leaves`` >= 1, no categorical splits, every per-node array
  (``split_feature``, ``threshold``, ``decision_type``, ``left_child``,
  ``right_child``) of length ``num_leaves - 1`` and ``leaf_value`` of length
  ``num_leaves``, numbers that parse, split features within ``max_feature_idx``,
  and children that form a tree: an internal child has a larger index than its
  parent (so no cycle), every internal node but the root and every leaf is
  reached exactly once.

Values (thresholds, leaf values) are not judged: an edited value is a different
model, not a broken one.  Any failure is a ``ValueError`` saying what is wrong.
"""

from __future__ import annotations

import math
import re

__all__ = ["check_lgb_model_text"]

_TREE = re.compile(r"^Tree=", re.M)
_END = "end of trees"
_NODE_ARRAYS = ("split_feature", "threshold", "decision_type", "left_child", "right_child")


def _fields(block: str) -> dict[str, str]:
    out: dict[str, str] = {}
    for line in block.splitlines():
        key, eq, value = line.partition("=")
        if eq:
            out[key.strip()] = value.strip()
    return out


def _values(fields: dict[str, str], key: str, where: str, n: int | None, kind: type, infinite: bool = False) -> list:
    """The blank-separated values of ``key`` read as ``kind`` (int or float), ``n`` of them when given; floats
    finite (``infinite``: or +-inf, never NaN)."""
    text = fields.get(key)
    if text is None:
        raise ValueError(f"{where}: no {key}")
    try:
        values = [kind(v) for v in text.split()]
    except ValueError:
        raise ValueError(f"{where}: {key} holds a value that is not {'an integer' if kind is int else 'a number'}") from None
    if n is not None and len(values) != n:
        raise ValueError(f"{where}: {key} has {len(values)} values, expected {n}")
    if kind is float and not all(math.isfinite(v) or (infinite and not math.isnan(v)) for v in values):
        raise ValueError(f"{where}: {key} holds a value that is not finite")
    return values


def _ints(fields: dict[str, str], key: str, where: str, n: int | None = None) -> list[int]:
    return _values(fields, key, where, n, int)


def _floats(fields: dict[str, str], key: str, where: str, n: int, infinite: bool = False) -> None:
    _values(fields, key, where, n, float, infinite)


def _check_tree(block: str, where: str, n_features: int) -> None:
    f = _fields(block)
    (n_leaves,) = _ints(f, "num_leaves", where, 1)
    if not 1 <= n_leaves <= 1 << 20:
        raise ValueError(f"{where}: num_leaves {n_leaves} out of range")
    if _ints(f, "num_cat", where, 1) != [0]:
        raise ValueError(f"{where}: categorical splits are not produced by rankagg and not accepted")
    _floats(f, "leaf_value", where, n_leaves)
    if n_leaves == 1:
        return
    n_nodes = n_leaves - 1
    feats = _ints(f, "split_feature", where, n_nodes)
    if any(not 0 <= x < n_features for x in feats):
        raise ValueError(f"{where}: split_feature outside 0..{n_features - 1}")
    # LightGBM writes (and reads) a split whose upper bin is unbounded as threshold=inf: a model it trained
    _floats(f, "threshold", where, n_nodes, infinite=True)
    if any(not 0 <= d <= 255 or d & 1 for d in _ints(f, "decision_type", where, n_nodes)):
        raise ValueError(f"{where}: decision_type holds a categorical or invalid flag")
    seen_nodes, seen_leaves = [False] * n_nodes, [False] * n_leaves
    seen_nodes[0] = True
    for node, children in enumerate(zip(_ints(f, "left_child", where, n_nodes), _ints(f, "right_child", where, n_nodes))):
        for child in children:
            if child >= 0:
                if not node < child < n_nodes or seen_nodes[child]:
                    raise ValueError(f"{where}: node {node} has child {child}: not a tree")
                seen_nodes[child] = True
            else:
                leaf = ~child
                if leaf >= n_leaves or seen_leaves[leaf]:
                    raise ValueError(f"{where}: node {node} has leaf {leaf}: not a tree")
                seen_leaves[leaf] = True
    if not all(seen_nodes) or not all(seen_leaves):
        raise ValueError(f"{where}: some nodes or leaves are unreachable: not a tree")


def check_lgb_model_text(text: str) -> bool:
    """Raise ``ValueError`` unless ``text`` is a well-formed LightGBM text model of one class (module
    docstring); returns True so that it can serve as a constraint's test."""
    if not isinstance(text, str):
        raise ValueError("the LightGBM model is not text")
    starts = [m.start() for m in _TREE.finditer(text)]
    end = text.find(_END)
    if not starts or end < starts[-1]:
        raise ValueError("no trees, or no 'end of trees' after them")
    head = _fields(text[: starts[0]])
    if head.get("version") not in ("v2", "v3", "v4") or head.get("num_class") != "1" \
            or head.get("num_tree_per_iteration") != "1":
        raise ValueError("the header is not that of a one-class LightGBM model (version, num_class, "
                         "num_tree_per_iteration)")
    (max_idx,) = _ints(head, "max_feature_idx", "header", 1)
    if not 0 <= max_idx < 1 << 20:
        raise ValueError(f"header: max_feature_idx {max_idx} out of range")
    for key in ("feature_names", "feature_infos"):
        if len(head.get(key, "").split()) != max_idx + 1:
            raise ValueError(f"header: {key} does not hold max_feature_idx + 1 = {max_idx + 1} entries")
    bounds = [*starts, end]
    sizes = _ints(head, "tree_sizes", "header", len(starts))
    for i, (a, b) in enumerate(zip(bounds, bounds[1:])):
        if sizes[i] != b - a:
            raise ValueError(f"header: tree_sizes[{i}] = {sizes[i]}, but tree {i} is {b - a} characters long")
        if not text.startswith(f"Tree={i}\n", a):
            raise ValueError(f"tree {i}: expected 'Tree={i}'")
        _check_tree(text[a:b], f"tree {i}", max_idx + 1)
    return True
