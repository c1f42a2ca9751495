"""PrefLib's ordinal preference files: ``.soc``, ``.soi``, ``.toc``, ``.toi`` (Mattei & Walsh, ADT 2013;
the 2022 format of preflib.org, read by PrefLib's own ``preflibtools``).

A file is a header of ``# KEY: value`` lines (``# DATA TYPE``, ``# NUMBER ALTERNATIVES``, ``# NUMBER
VOTERS``, ``# NUMBER UNIQUE ORDERS``, one ``# ALTERNATIVE NAME k: name`` per alternative, and metadata)
followed by one line per distinct order, ``count: order``: the alternatives (numbers from 1) best first,
separated by commas, an indifference class (a tie) in braces, ``3: 2,{1,4},3``.  The four kinds: strict
complete (``soc``), strict incomplete (``soi``), with ties complete (``toc``), with ties incomplete
(``toi``).

:func:`read_preflib` keeps the header lines as they are and the orders in file order, and remembers the
separator style (``", "`` or ``","``), so :func:`format_preflib` gives the file back byte for byte.
Errors name the file and line: an alternative the header does not declare, a count that is not a positive
integer, an alternative twice in one order, a tie in a strict file, a missing alternative in a complete
file, counts that do not add up to ``NUMBER VOTERS``.

Into the data model: :func:`election_to_rankings` makes one query whose items are the alternatives (docid =
the alternative's name) and whose rankers are the voters (each distinct order repeated ``count`` times);
tied alternatives share a rank (1, 2, 2, 4), alternatives a voter did not rank are unranked (NaN).
:func:`rankings_to_election` is the way back, one query at a time.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass, field

import numpy as np

from rankagg.data.rankings import Rankings
from rankagg.io._common import InputFormatError, atomic_write_text, read_text

__all__ = ["PrefLibElection", "read_preflib", "format_preflib", "write_preflib", "election_to_rankings",
           "rankings_to_election", "PREFLIB_KINDS"]

PREFLIB_KINDS = ("soc", "soi", "toc", "toi")
_ORDER_LINE = re.compile(r"^\s*([^:]+):\s*(.*)$")
_TOKEN = re.compile(r"\{[^}]*\}|[^,{}\s][^,{}]*")


@dataclass
class PrefLibElection:
    """One PrefLib file: header lines (verbatim), alternatives (number -> name), orders with their counts."""

    data_type: str
    alternatives: dict[int, str]
    orders: list[tuple[int, tuple[tuple[int, ...], ...]]]  # (count, indifference classes best first)
    header: list[str] = field(default_factory=list)
    separator: str = ","
    source: str = "<preflib>"

    @property
    def n_voters(self) -> int:
        return sum(c for c, _ in self.orders)


def _header_value(header: list[str], key: str) -> str | None:
    for line in header:
        body = line[1:].strip()
        if body.upper().startswith(key + ":"):
            return body[len(key) + 1:].strip()
    return None


def _parse_int(text: str, path: str, line: int, what: str) -> int:
    t = text.strip()
    if not re.fullmatch(r"[0-9]+", t) or int(t) < 1:
        raise InputFormatError(path, line, f"{what} {t!r} is not a positive integer")
    return int(t)


def read_preflib(path: str | os.PathLike, *, data_type: str | None = None) -> PrefLibElection:
    """Read a ``.soc`` / ``.soi`` / ``.toc`` / ``.toi`` file (module docstring)."""
    p = os.fspath(path)
    text = read_text(p)
    lines = text.split("\n")
    header: list[str] = []
    k = 0
    while k < len(lines) and lines[k].startswith("#"):
        header.append(lines[k])
        k += 1
    kind = (data_type or _header_value(header, "DATA TYPE") or os.path.splitext(p.removesuffix(".gz"))[1][1:]).lower()
    if kind not in PREFLIB_KINDS:
        raise InputFormatError(p, None, f"data type {kind!r} is not one of {', '.join(PREFLIB_KINDS)}")
    n_alt_text = _header_value(header, "NUMBER ALTERNATIVES")
    if n_alt_text is None:
        raise InputFormatError(p, None, "no '# NUMBER ALTERNATIVES:' header line")
    n_alt = _parse_int(n_alt_text, p, 1 + next(i for i, h in enumerate(header) if "NUMBER ALTERNATIVES" in h.upper()),
                       "NUMBER ALTERNATIVES")
    names = {a: str(a) for a in range(1, n_alt + 1)}
    for i, h in enumerate(header):
        m = re.match(r"#\s*ALTERNATIVE NAME\s+([^:]+):\s?(.*)$", h)
        if m:
            a = _parse_int(m.group(1), p, i + 1, "alternative number")
            if a > n_alt:
                raise InputFormatError(p, i + 1, f"alternative {a} is beyond NUMBER ALTERNATIVES ({n_alt})")
            names[a] = m.group(2)
    orders: list[tuple[int, tuple[tuple[int, ...], ...]]] = []
    separator = ","
    for line_no in range(k + 1, len(lines) + 1):
        raw = lines[line_no - 1]
        if not raw.strip():
            continue
        m = _ORDER_LINE.match(raw)
        if m is None:
            raise InputFormatError(p, line_no, "expected 'count: order'")
        count = _parse_int(m.group(1), p, line_no, "count")
        body = m.group(2)
        if ", " in body:
            separator = ", "
        classes: list[tuple[int, ...]] = []
        seen: set[int] = set()
        for tok in _TOKEN.findall(body):
            tok = tok.strip()
            if not tok:
                continue
            members = tok[1:-1].split(",") if tok.startswith("{") else [tok]
            if tok.startswith("{") and kind in ("soc", "soi"):
                raise InputFormatError(p, line_no, f"a tie {tok} in a strict ({kind}) file")
            cls = []
            for mem in members:
                a = _parse_int(mem, p, line_no, "alternative")
                if a > n_alt:
                    raise InputFormatError(p, line_no, f"unknown alternative {a} (NUMBER ALTERNATIVES is {n_alt})")
                if a in seen:
                    raise InputFormatError(p, line_no, f"alternative {a} appears twice in one order")
                seen.add(a)
                cls.append(a)
            classes.append(tuple(cls))
        if kind in ("soc", "toc") and len(seen) != n_alt:
            raise InputFormatError(p, line_no, f"a complete ({kind}) order ranks {len(seen)} of {n_alt} alternatives")
        orders.append((count, tuple(classes)))
    election = PrefLibElection(kind, names, orders, header, separator, p)
    voters = _header_value(header, "NUMBER VOTERS")
    if voters is not None and voters.strip().isdigit() and int(voters) != election.n_voters:
        raise InputFormatError(p, None, f"the counts add up to {election.n_voters} voters; NUMBER VOTERS says {voters}")
    return election


def format_preflib(election: PrefLibElection) -> str:
    """The file's text: the header lines, then ``count: order`` per distinct order."""
    sep = election.separator
    out = list(election.header)
    for count, classes in election.orders:
        parts = [str(c[0]) if len(c) == 1 else "{" + sep.join(map(str, c)) + "}" for c in classes]
        out.append(f"{count}: {sep.join(parts)}")
    return "\n".join(out) + "\n"


def write_preflib(election: PrefLibElection, path: str | os.PathLike) -> None:
    """Write :func:`format_preflib`'s text to ``path`` (atomically)."""
    atomic_write_text(path, format_preflib(election))


def election_to_rankings(election: PrefLibElection, qid: str = "1") -> Rankings:
    """One query: items = alternatives (docid = name), rankers = voters (module docstring)."""
    n_alt = len(election.alternatives)
    alts = sorted(election.alternatives)
    row = {a: i for i, a in enumerate(alts)}
    cols = []
    for count, classes in election.orders:
        r = np.full(n_alt, np.nan)
        pos = 1
        for cls in classes:
            for a in cls:
                r[row[a]] = pos
            pos += len(cls)
        cols.extend([r] * count)
    ranks = np.column_stack(cols) if cols else np.zeros((n_alt, 0))
    names = tuple(f"v{k}" for k in range(1, ranks.shape[1] + 1))
    return Rankings(offsets=np.array([0, n_alt], dtype=np.int64), ranks=ranks.astype(np.float64),
                    qids=np.array([qid]), docids=np.array([election.alternatives[a] for a in alts]),
                    ranker_names=names)


def rankings_to_election(data: Rankings, query: int = 0, *, title: str | None = None) -> PrefLibElection:
    """One query of ``data`` as a PrefLib election: each ranker a voter, equal orders merged with their counts.

    The data type follows the orders: ties make it ``to*``, an unranked item ``*oi``.  Distinct orders are
    listed by count (largest first), then in the order their first voter appears.
    """
    a, b = int(data.offsets[query]), int(data.offsets[query + 1])
    ranks = np.asarray(data.ranks[a:b], dtype=np.float64)
    n = b - a
    counts: dict[tuple[tuple[int, ...], ...], int] = {}
    for k in range(ranks.shape[1]):
        col = ranks[:, k]
        ranked = np.flatnonzero(~np.isnan(col))
        if len(ranked) == 0:
            continue
        values = np.unique(col[ranked])
        order = tuple(tuple(int(i) + 1 for i in ranked[col[ranked] == v]) for v in values)
        counts[order] = counts.get(order, 0) + 1
    orders = sorted(counts.items(), key=lambda kv: -kv[1])
    ties = any(len(c) > 1 for o, _ in orders for c in o)
    incomplete = any(sum(len(c) for c in o) < n for o, _ in orders)
    kind = ("to" if ties else "so") + ("i" if incomplete else "c")
    names = {i + 1: str(d) for i, d in enumerate(data.docids[a:b])}
    n_voters = sum(counts.values())
    header = [f"# FILE NAME: {title or 'rankagg'}.{kind}", f"# TITLE: {title or data.qids[query]}",
              f"# DATA TYPE: {kind}", f"# NUMBER ALTERNATIVES: {n}", f"# NUMBER VOTERS: {n_voters}",
              f"# NUMBER UNIQUE ORDERS: {len(orders)}", *(f"# ALTERNATIVE NAME {i}: {nm}" for i, nm in names.items())]
    return PrefLibElection(kind, names, [(c, o) for o, c in orders], header, ",", "<rankings>")
