"""LightGBM's text model, parsed once by rankagg into checked arrays (``docs/reliability.md``, "Models").

A LambdaMART model file holds the trees as the text LightGBM writes (``Booster.model_to_string``).  That
text is user input, and LightGBM's own parser trusts it: a one-digit edit of ``tree_sizes`` aborts the
process, a child index pointing back up a tree makes prediction loop forever (deaf to SIGINT) or read out
of bounds.  An earlier structural check in Python read the text differently from LightGBM (blank lines,
blanks around keys, characters against bytes), so a tampered text could pass it and still reach LightGBM.
So LightGBM never parses a model here: :func:`parse_lgb_model` is the only reader, and
:mod:`~rankagg.methods.supervised.lgb_trees` evaluates its arrays as LightGBM predicts.

What is accepted is the layout LightGBM writes, and nothing it would read differently:

* ASCII text, ``\\n`` line ends, ``key=value`` lines with the keys LightGBM writes (each once, no blanks
  around them), values separated by single blanks;
* the header of a one-class ``lambdarank`` model (its output is the raw sum of the trees), with
  ``max_feature_idx`` + 1 feature names and infos and one ``tree_sizes`` entry per tree, each the exact
  length of its block (LightGBM seeks by them), or no ``tree_sizes`` (LightGBM 2.0's text: each tree then
  ends where the next ``Tree=`` line starts, as LightGBM reads it);
* each tree: ``Tree=i`` in order, 1 to 131072 leaves (LightGBM's ``num_leaves`` bound), no categorical
  splits (rankagg trains none) and no linear leaves; every array of the length its ``num_leaves`` gives;
  split features below ``max_feature_idx`` + 1; decision types of a numerical split (missing type None,
  Zero or NaN, and the default direction); an informational array (``leaf_weight``) of a one-leaf tree may be
  empty, as LightGBM 4 writes it for a tree that found no split; thresholds that are numbers or the ``inf``/``-inf`` LightGBM
  writes for a split of the missing values (issue 47); finite leaf values; and children that form a tree:
  an internal child has a larger index than its parent (no cycle), every internal node but the root and
  every leaf has exactly one parent;
* ``end of trees`` after the last tree; what follows (feature importances, parameters) is not read, as
  prediction does not read it.

The memory of the arrays is checked against ``RANKAGG_MEMORY_LIMIT_GB`` from the declared leaf counts
before they are built.  Any defect is a ``ValueError`` naming the tree, the key and the line of the text.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Mapping

import numpy as np
from numpy.typing import NDArray

from rankagg.data.validation import Constraint
from rankagg.methods.limits import check_problem_size

__all__ = ["LgbTrees", "LgbModelText", "parse_lgb_model", "lgb_model_trees", "MAX_LEAVES"]

#: LightGBM's bound of ``num_leaves`` (its config refuses more)
MAX_LEAVES = 131072
_MAX_FEATURES = 1 << 20
_INT = r"-?[0-9]{1,10}"
# a decimal number as LightGBM writes it (%.17g, at most 17 significant digits), with room to spare
_DEC = r"-?(?:[0-9]{1,40}(?:\.[0-9]{0,40})?|\.[0-9]{1,40})(?:[eE][-+]?[0-9]{1,4})?"
_LINES = {"int": re.compile(f"{_INT}(?: {_INT})*"), "number": re.compile(f"{_DEC}(?: {_DEC})*"),
          "threshold": re.compile(f"(?:{_DEC}|-?inf)(?: (?:{_DEC}|-?inf))*"),
          # informational values (gains, weights): never read for prediction; LightGBM's parser takes nan too.
          # Each token has one way to match (no "-?" before a class that holds "-"): with two, a line of n
          # tokens that fails at its end is retried 2^n times
          "any": re.compile(r"(?:[0-9.eE+-]{1,64}|-?inf|-?nan)(?: (?:[0-9.eE+-]{1,64}|-?inf|-?nan))*")}
_FOREIGN = re.compile(r"[^\x20-\x7e\n]")
_KEY_LINE = re.compile(r"([a-z_]+)(?:=(.*))?")
_HEADER_KEYS = {"version", "num_class", "num_tree_per_iteration", "label_index", "max_feature_idx", "objective",
                "average_output", "feature_names", "monotone_constraints", "feature_infos", "tree_sizes"}
# the key of each array of a tree, its kind and its length: "nodes" (num_leaves - 1) or "leaves"
_TREE_ARRAYS = {"split_feature": ("int", "nodes"), "split_gain": ("any", "nodes"),
                "threshold": ("threshold", "nodes"), "decision_type": ("int", "nodes"),
                "left_child": ("int", "nodes"), "right_child": ("int", "nodes"),
                "leaf_value": ("number", "leaves"), "leaf_weight": ("any", "leaves"), "leaf_count": ("int", "leaves"),
                "internal_value": ("any", "nodes"), "internal_weight": ("any", "nodes"),
                "internal_count": ("int", "nodes")}
_TREE_KEYS = {"num_leaves", "num_cat", "is_linear", "shrinkage", *_TREE_ARRAYS}
_REQUIRED = ("num_leaves", "num_cat", "split_feature", "threshold", "decision_type", "left_child", "right_child",
             "leaf_value")
# decision_type: bit 0 categorical (refused), bit 1 default left, bits 2-3 missing type None/Zero/NaN
_DECISION_TYPES = (0, 2, 4, 6, 8, 10)
_BYTES_PER_LEAF = 64  # the arrays below, int64 and float64, per leaf and node, with the parse's temporaries


@dataclass(frozen=True)
class LgbTrees:
    """The trees of a model as flat arrays: internal nodes of all trees one after the other, and leaves so too.

    ``roots[t]``, ``left[k]`` and ``right[k]`` are an internal node's index (>= 0) or ``~leaf`` (< 0), both
    into the flat arrays; ``missing_type`` is LightGBM's (0 None, 1 Zero, 2 NaN)."""

    n_features: int
    roots: NDArray[np.int64]
    split_feature: NDArray[np.int64]
    threshold: NDArray[np.float64]
    missing_type: NDArray[np.int64]
    default_left: NDArray[np.bool_]
    left: NDArray[np.int64]
    right: NDArray[np.int64]
    leaf_value: NDArray[np.float64]

    @property
    def n_trees(self) -> int:
        return len(self.roots)


class _Fields:
    """The ``key=value`` lines of one tree block, with the line number of each in the model text."""

    def __init__(self, block: str, first_line: int, where: str) -> None:
        self.where = where
        self.values: dict[str, str] = {}
        self.lines: dict[str, int] = {}
        lines = block.split("\n")
        body = lines[1:]
        while body and body[-1] == "":
            body.pop()
        for j, line in enumerate(body):
            at = first_line + 1 + j
            m = _KEY_LINE.fullmatch(line)
            if m is None or m.group(2) is None:
                raise ValueError(f"{where}, line {at}: {'a blank line' if not line else repr(line[:40])} "
                                 "is not a key=value line of a LightGBM tree")
            key = m.group(1)
            if key not in _TREE_KEYS:
                raise ValueError(f"{where}, line {at}: unknown key {key!r}")
            if key in self.values:
                raise ValueError(f"{where}, line {at}: {key} given twice")
            self.values[key], self.lines[key] = m.group(2), at
        for key in _REQUIRED:
            if key not in self.values:
                raise ValueError(f"{where}: no {key}")

    def fail(self, key: str, message: str) -> ValueError:
        return ValueError(f"{self.where}, line {self.lines[key]}: {key} {message}")

    def array(self, key: str, kind: str, n: int) -> list[str]:
        """The ``n`` blank-separated tokens of ``key``, each of the grammar ``kind`` (counted before split)."""
        text = self.values.get(key)
        if text is None:
            if key in _REQUIRED:  # pragma: no cover - checked in __init__
                raise ValueError(f"{self.where}: no {key}")
            return []
        count = text.count(" ") + 1 if text else 0
        if count == 0 and n == 1 and kind == "any":  # LightGBM writes a one-leaf tree's leaf_weight empty
            return []
        if count != n:
            raise self.fail(key, f"has {count} values, expected {n}")
        if n and _LINES[kind].fullmatch(text) is None:
            raise self.fail(key, f"holds a value that is not {'an integer' if kind == 'int' else 'a number'} "
                                 "as LightGBM writes it")
        return text.split(" ") if n else []

    def scalar(self, key: str) -> int:
        return int(self.array(key, "int", 1)[0])


def _floats(fields: _Fields, key: str, tokens: list[str], allow_inf: bool) -> NDArray[np.float64]:
    values = np.fromiter(map(float, tokens), dtype=np.float64, count=len(tokens))
    for i in np.flatnonzero(~np.isfinite(values)):  # "1e999": out of range; the literal inf only as a threshold
        if not (allow_inf and tokens[i] in ("inf", "-inf")):
            raise fields.fail(key, f"holds {tokens[i]!r}, {'out of the range of a double' if allow_inf else 'not finite'}")
    return values


def _header(text: str) -> dict[str, str]:
    lines = text.split("\n")
    if lines[0] != "tree":
        raise ValueError("line 1: a LightGBM model starts with the line 'tree'")
    out: dict[str, str] = {}
    for at, line in enumerate(lines[1:], start=2):
        if not line:
            continue  # LightGBM skips blank header lines
        m = _KEY_LINE.fullmatch(line)
        if m is None or m.group(1) not in _HEADER_KEYS:
            raise ValueError(f"header, line {at}: {line[:40]!r} is not a key of a LightGBM model header")
        if m.group(1) in out:
            raise ValueError(f"header, line {at}: {m.group(1)} given twice")
        out[m.group(1)] = m.group(2) if m.group(2) is not None else ""
    return out


def _header_int(head: dict[str, str], key: str) -> int:
    value = head.get(key)
    if value is None or re.fullmatch(_INT, value) is None:
        raise ValueError(f"header: {key} must be an integer, got {value!r}")
    return int(value)


def _check_header(head: dict[str, str]) -> int:
    """The number of features of a well-formed header of a one-class lambdarank model."""
    if head.get("version") not in ("v2", "v3", "v4"):
        raise ValueError(f"header: version {head.get('version')!r} is not a LightGBM model version (v2 to v4)")
    if _header_int(head, "num_class") != 1 or _header_int(head, "num_tree_per_iteration") != 1:
        raise ValueError("header: not a one-class model (num_class and num_tree_per_iteration must be 1)")
    objective = head.get("objective", "")
    if objective.split(" ")[0] != "lambdarank":
        raise ValueError(f"header: objective {objective[:40]!r}: rankagg applies lambdarank models only (their "
                         "output is the raw sum of the trees)")
    if "average_output" in head:
        raise ValueError("header: average_output (a random forest) is not a model rankagg trains")
    n_features = _header_int(head, "max_feature_idx") + 1
    if not 1 <= n_features <= _MAX_FEATURES:
        raise ValueError(f"header: max_feature_idx {n_features - 1} out of range")
    for key in ("feature_names", "feature_infos"):
        entries = head.get(key, "").split(" ")
        if len(entries) != n_features or "" in entries:
            raise ValueError(f"header: {key} does not hold max_feature_idx + 1 = {n_features} entries, one blank "
                             "between two")
    return n_features


def _sizes_by_markers(text: str, start: int) -> str:
    """The ``tree_sizes`` of a text without one (LightGBM 2.0 wrote none; LightGBM reads such a text tree after
    tree, each up to the next ``Tree=`` line): each block's length up to ``Tree=i+1`` or ``end of trees``."""
    ends = [m.start() + 1 for m in re.finditer(r"\n(?=Tree=\d+\n|end of trees(?:\n|$))", text[start:])]
    bounds = [0, *ends]
    return " ".join(str(b - a) for a, b in zip(bounds, bounds[1:]))


def _tree_blocks(text: str, start: int, head: dict[str, str]) -> list[tuple[int, str]]:
    """``(first line number, block)`` of each tree, cut by ``tree_sizes`` (or, when the header gives none, as
    LightGBM cuts them: at each ``Tree=`` line), with ``end of trees`` after them."""
    sizes = head["tree_sizes"] if "tree_sizes" in head else _sizes_by_markers(text, start)
    if _LINES["int"].fullmatch(sizes) is None:
        raise ValueError("header: tree_sizes must list the length of each tree")
    blocks: list[tuple[int, str]] = []
    pos, line = start, text.count("\n", 0, start) + 1
    size = 0
    for i, size in enumerate(int(s) for s in sizes.split(" ")):
        if not text.startswith(f"Tree={i}\n", pos):
            raise ValueError(f"header: tree_sizes[{i - 1}] = {size}: tree {i - 1} does not end where 'Tree={i}' "
                             "starts" if i else f"line {line}: expected 'Tree=0'")
        if not len(f"Tree={i}\n") <= size <= len(text) - pos:
            raise ValueError(f"header: tree_sizes[{i}] = {size}: out of range")
        block = text[pos:pos + size]
        blocks.append((line, block))
        pos, line = pos + size, line + block.count("\n")
    if not (text.startswith("end of trees\n", pos) or text[pos:] == "end of trees"):
        raise ValueError(f"header: tree_sizes[{len(blocks) - 1}] = {size}: line {line} is not 'end of trees' after "
                         f"the {len(blocks)} trees of tree_sizes")
    bad = _FOREIGN.search(text, 0, pos)
    if bad is not None:
        raise ValueError(f"line {text.count(chr(10), 0, bad.start()) + 1}: character {bad.group()!r}: a LightGBM "
                         "model is ASCII text with \\n line ends")
    return blocks


def _check_children(fields: _Fields, left: NDArray[np.int64], right: NDArray[np.int64], n_leaves: int) -> None:
    """Children that form a tree (module doc), vectorised: each internal child beyond its parent, every
    internal node but the root and every leaf the child of exactly one node."""
    n_nodes = n_leaves - 1
    if n_nodes == 0:  # a one-leaf tree (no split found): its leaf is its root and has no parent
        return
    for key, child in (("left_child", left), ("right_child", right)):
        parent = np.arange(n_nodes)
        wrong = np.where(child >= 0, (child <= parent) | (child >= n_nodes), ~child >= n_leaves)
        if wrong.any():
            k = int(np.argmax(wrong))
            raise fields.fail(key, f"of node {k} is {int(child[k])}: not a tree (an internal child comes after "
                                   f"its parent, below {n_nodes}; a leaf -1 to -{n_leaves})")
    both = np.concatenate([left, right])
    node_parents = np.bincount(both[both >= 0], minlength=n_nodes)
    leaf_parents = np.bincount(~both[both < 0], minlength=n_leaves)
    if node_parents[0] or (node_parents[1:] != 1).any() or (leaf_parents != 1).any():
        raise fields.fail("left_child", "and right_child: some node or leaf has no parent or two: not a tree")


def parse_lgb_model(text: Any) -> LgbTrees:
    """The trees of a LightGBM text model (module doc), or a ``ValueError`` saying what is wrong and where."""
    if not isinstance(text, str):
        raise ValueError("a LightGBM model is text")
    first = re.search(r"^Tree=", text, re.M)
    if first is None:
        raise ValueError("no tree (no line 'Tree=0')")
    head = _header(text[:first.start()])
    n_features = _check_header(head)
    blocks = _tree_blocks(text, first.start(), head)
    trees = [_Fields(block, line, f"tree {i}") for i, (line, block) in enumerate(blocks)]
    n_leaves = []
    for f in trees:
        n = f.scalar("num_leaves")
        if not 1 <= n <= MAX_LEAVES:
            raise f.fail("num_leaves", f"{n} out of range (1 to {MAX_LEAVES})")
        if f.scalar("num_cat") != 0:
            raise f.fail("num_cat", "is not 0: categorical splits are not trained by rankagg and not accepted")
        if "is_linear" in f.values and f.scalar("is_linear") != 0:
            raise f.fail("is_linear", "is not 0: linear trees are not trained by rankagg and not accepted")
        if "shrinkage" in f.values:  # already in the leaf values; LightGBM reads it all the same
            f.array("shrinkage", "number", 1)
        n_leaves.append(n)
    total = sum(n_leaves)
    check_problem_size("lambdamart", total * _BYTES_PER_LEAF, f"a LightGBM model of {total} leaves")
    return _flatten(trees, n_leaves, n_features)


def _flatten(trees: list[_Fields], n_leaves: list[int], n_features: int) -> LgbTrees:
    node_base = np.concatenate([[0], np.cumsum([n - 1 for n in n_leaves])]).astype(np.int64)
    leaf_base = np.concatenate([[0], np.cumsum(n_leaves)]).astype(np.int64)
    n_nodes, total = int(node_base[-1]), int(leaf_base[-1])
    feature, left, right = (np.empty(n_nodes, dtype=np.int64) for _ in range(3))
    threshold, leaf_value = np.empty(n_nodes), np.empty(total)
    decision = np.empty(n_nodes, dtype=np.int64)
    roots = np.empty(len(trees), dtype=np.int64)
    for t, (f, n) in enumerate(zip(trees, n_leaves)):
        a, b = int(node_base[t]), int(node_base[t + 1])
        for key, (kind, length) in _TREE_ARRAYS.items():
            tokens = f.array(key, kind, n - 1 if length == "nodes" else n)
            if key == "leaf_value":
                leaf_value[leaf_base[t]:leaf_base[t + 1]] = _floats(f, key, tokens, allow_inf=False)
            elif key == "threshold":
                threshold[a:b] = _floats(f, key, tokens, allow_inf=True)
            elif key in ("split_feature", "decision_type", "left_child", "right_child"):
                values = np.fromiter(map(int, tokens), dtype=np.int64, count=len(tokens))
                {"split_feature": feature, "decision_type": decision, "left_child": left,
                 "right_child": right}[key][a:b] = values
        _check_children(f, left[a:b], right[a:b], n)
        # to flat indices: internal children shift by the tree's first node, leaves by its first leaf
        for child in (left[a:b], right[a:b]):
            child[:] = np.where(child >= 0, child + a, ~(~child + leaf_base[t]))
        roots[t] = a if n > 1 else ~leaf_base[t]
    for key, bad, allowed in (("split_feature", (feature < 0) | (feature >= n_features), f"0..{n_features - 1}"),
                              ("decision_type", ~np.isin(decision, _DECISION_TYPES),
                               f"{', '.join(map(str, _DECISION_TYPES))} (no categorical split, no flag LightGBM "
                               "does not write)")):
        if bad.any():  # checked for all trees at once; the first tree at fault is named
            tree = int(np.searchsorted(node_base, np.argmax(bad), side="right")) - 1
            raise trees[tree].fail(key, f"holds a value outside {allowed}")
    out = LgbTrees(n_features, roots, feature, threshold, (decision >> 2) & 3, (decision & 2) > 0, left, right,
                   leaf_value)
    for value in vars(out).values():
        if isinstance(value, np.ndarray):
            value.flags.writeable = False  # shared through the cache of lgb_model_trees
    return out


#: :func:`parse_lgb_model` memoised on the text: validating a model's state and scoring with it parse once
lgb_model_trees = lru_cache(maxsize=8)(parse_lgb_model)


class LgbModelText(Constraint):
    """Fitted state: a LightGBM text model that :func:`parse_lgb_model` reads; the reason when it does not."""

    def check(self, value: Any) -> bool:
        try:
            lgb_model_trees(value)
        except (ValueError, TypeError):
            return False
        return True

    def describe(self) -> str:
        return "a LightGBM model string"

    def coerce(self, value: Any, ctx: Mapping[str, Any]) -> str:
        if not isinstance(value, str):
            raise ValueError("must be a LightGBM model string")
        try:
            lgb_model_trees(value)
        except ValueError as exc:
            raise ValueError(f"must be a LightGBM model string: {exc}") from None
        return value
