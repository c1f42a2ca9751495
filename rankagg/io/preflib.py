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
file, counts that do not add up to ``NUMBER VOTERS``, an order given on two lines of a file whose ``NUMBER
UNIQUE ORDERS`` says they are distinct (preflibtools' sanity check refuses it; its reader keeps one count).

Into the data model: :func:`election_to_rankings` makes one query whose items are the alternatives (docid =
the alternative's name) and whose rankers are the voters (each distinct order repeated ``count`` times, in file
order, named ``v1``... by the orders sorted by content, so that the order of the lines changes no output);
tied alternatives share a rank (1, 2, 2, 4), alternatives a voter did not rank are unranked (NaN).
:func:`rankings_to_election` is the way back, one query at a time.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass, field

import numpy as np

from rankagg._settings import check_memory
from rankagg.data.rankings import Rankings
from rankagg.exceptions import shown
from rankagg.io._errors import InputFormatError
from rankagg.io.atomic import atomic_write_text
from rankagg.io.line_form_store import compiled
from rankagg.io.text_input import read_text, text_lines

__all__ = ["PrefLibElection", "read_preflib", "format_preflib", "write_preflib", "election_to_rankings",
           "rankings_to_election", "PREFLIB_KINDS"]

PREFLIB_KINDS = ("soc", "soi", "toc", "toi")
_ORDER_LINE = compiled(r"^\s*([^:]+):\s*(.*)$")
#: a header line keyed ``ALTERNATIVE NAME`` (followed by an ASCII blank, the colon or nothing), and its one form
_NAME_KEY = compiled(r"#\s*ALTERNATIVE NAME(?![^ \t\r\f\v:])")
_NAME_LINE = compiled(r"#\s*ALTERNATIVE NAME[ \t\r\f\v]+([^:]*?)[ \t\r\f\v]*:\s?(.*)$")
#: the most digits of a count or an alternative's number (a count past 10^15 voters is no election)
MAX_DIGITS = 15
#: bytes of one alternative's name in memory (a dict entry and a short str), for the estimate before reading
NAME_BYTES = 120.0


@dataclass
class PrefLibElection:
    """One PrefLib file: header lines (verbatim), alternatives (number -> name), orders with their counts."""

    data_type: str
    alternatives: dict[int, str]
    orders: list[tuple[int, tuple[tuple[int, ...], ...]]]  # (count, indifference classes best first)
    header: list[str] = field(default_factory=list)
    separator: str = ","
    source: str = "<preflib>"
    newline: str = "\n"  # the file's line ends ("\r\n" from a CRLF file, "\r" from a CR one), written back the same

    @property
    def n_voters(self) -> int:
        return sum(c for c, _ in self.orders)


def _header_value(header: list[str], key: str, path: str) -> tuple[str, int] | tuple[None, None]:
    """The value of ``# KEY: value`` and its line (1-based), or (None, None); a key given twice with two values
    is refused at its second line (the first was kept silently: ``NUMBER VOTERS`` checked against one of them)."""
    found: tuple[str, int] | tuple[None, None] = (None, None)
    for i, line in enumerate(header):
        body = line[1:].strip()
        if body.upper().startswith(key + ":"):
            value = body[len(key) + 1:].strip()
            if found[0] is not None and found[0] != value:
                raise InputFormatError(path, i + 1, f"{key} is given twice ({found[0]!r} at line {found[1]}, "
                                                    f"then {value!r}); give it once")
            if found[0] is None:
                found = (value, i + 1)
    return found


def _parse_int(text: str, path: str, line: int | None, what: str, low: int = 1) -> int:
    t = text.strip()
    shown = f"{t[:40]!r}{'...' if len(t) > 40 else ''}"
    if not re.fullmatch(r"[0-9]+", t, re.ASCII):
        raise InputFormatError(path, line, f"{what} {shown} is not a {'positive' if low else 'non-negative'} integer")
    digits = t.lstrip("0")
    if len(digits) > MAX_DIGITS:  # before int(): Python refuses 4300 digits, and no count needs 16
        raise InputFormatError(path, line, f"{what} {shown} is larger than {10**MAX_DIGITS - 1}")
    value = int(digits or "0")
    if value < low:
        raise InputFormatError(path, line, f"{what} {shown} is not a positive integer")
    return value


def _order_classes(body: str, path: str, line: int) -> list[tuple[int, ...]]:
    """The indifference classes of an order's text, best first: items separated by commas, each an
    alternative's number or a class in braces.  An empty item (``1,,2``, ``{}``, a trailing comma), an
    unclosed or stray brace and a brace inside braces are refused naming the line (preflibtools skips
    them silently, which reads another order than the one written)."""
    classes: list[tuple[int, ...]] = []
    i, n = 0, len(body)
    if not body.strip():
        return classes
    while True:
        while i < n and body[i].isspace():
            i += 1
        if i == n or body[i] == ",":
            raise InputFormatError(path, line, f"an empty item in the order {body.strip()!r}")
        if body[i] == "{":
            j = body.find("}", i)
            if j < 0:
                raise InputFormatError(path, line, f"an unclosed brace in the order {body.strip()!r}")
            inner = body[i + 1:j]
            if "{" in inner:
                raise InputFormatError(path, line, f"a brace inside braces in the order {body.strip()!r}")
            members = inner.split(",")
            if any(not m.strip() for m in members):
                raise InputFormatError(path, line, f"an empty item in the class {{{inner}}}")
            classes.append(tuple(_parse_int(m, path, line, "alternative") for m in members))
            i = j + 1
        elif body[i] == "}":
            raise InputFormatError(path, line, f"a stray closing brace in the order {body.strip()!r}")
        else:
            k = i
            while k < n and body[k] not in ",{}":
                k += 1
            classes.append((_parse_int(body[i:k], path, line, "alternative"),))
            i = k
        while i < n and body[i].isspace():
            i += 1
        if i == n:
            return classes
        if body[i] != ",":
            raise InputFormatError(path, line, f"expected ',' before {body[i:i + 10]!r} in the order {body.strip()!r}")
        i += 1


def _names(header: list[str], n_alt: int, path: str) -> dict[int, str]:
    """Alternative number -> name: the ``# ALTERNATIVE NAME k:`` lines (the name as preflibtools reads it:
    after ``": "``, without trailing blanks), an alternative without one named by its number.

    A line keyed ``ALTERNATIVE NAME`` (the key spelled as preflibtools spells it, one space between the words,
    then a blank or the colon) that is not ``ALTERNATIVE NAME k: name`` is refused at its line: preflibtools
    matches it against ``# ALTERNATIVE NAME (\\d+): `` and drops it silently, so ``# ALTERNATIVE NAME 2.: Bob`` or
    ``# ALTERNATIVE NAME 2 Bob`` would leave alternative 2 named ``2``, another item than the one written.  A key
    split by another character (``ALTERNATIVE<NEL>NAME``) is no key: a metadata line, as for preflibtools."""
    given: dict[int, str] = {}
    given_at: dict[int, int] = {}  # the line of each name, where a clash of two names is refused
    for i, h in enumerate(header):
        if not _NAME_KEY.match(h):
            continue
        m = _NAME_LINE.match(h)
        if m is None or not re.fullmatch(r"[0-9]+", m.group(1), re.ASCII):
            raise InputFormatError(path, i + 1, f"{shown(h)} is not '# ALTERNATIVE NAME k: name' (k the "
                                                "alternative's number); preflibtools would drop the name")
        a = _parse_int(m.group(1), path, i + 1, "alternative number")
        if a > n_alt:
            raise InputFormatError(path, i + 1, f"alternative {a} is beyond NUMBER ALTERNATIVES ({n_alt})")
        if a in given:
            raise InputFormatError(path, i + 1, f"alternative {a} is named twice")
        name = m.group(2).rstrip()
        if not name:
            raise InputFormatError(path, i + 1, f"alternative {a} has an empty name")
        given[a], given_at[a] = name, i + 1
    names = {a: given.get(a, str(a)) for a in range(1, n_alt + 1)}
    if len(set(names.values())) < n_alt:  # preflibtools' sanity check too: two items of one docid
        seen: dict[str, int] = {}
        for a, name in names.items():
            if name in seen:
                # the later of the two name lines (an alternative named by its number has none)
                line = max(given_at.get(a, 0), given_at.get(seen[name], 0))
                raise InputFormatError(path, line, f"alternatives {seen[name]} and {a} have the same name {name!r}")
            seen[name] = a
    return names


def _check_repeated(election: PrefLibElection, lines: list[int], unique_line: int | None) -> None:
    """In a file that declares ``NUMBER UNIQUE ORDERS``, an order given on two lines is refused at the second,
    naming the first: the header says every line is a distinct order, preflibtools' sanity check refuses the
    file ("Some orders appear several times") and its reader keeps the second line's count (or, told to
    ``autocorrect``, adds them), so the file reads as two elections.  Orders compare as preflibtools compares
    them, class by class as written.  Without that header line nothing claims the orders distinct, and a
    repeated order's counts add up, as counts do (tests/api/test_preferences.py writes such files)."""
    if unique_line is None:
        return
    first: dict[tuple[tuple[int, ...], ...], int] = {}
    for (_, classes), line in zip(election.orders, lines):
        if classes in first:
            raise InputFormatError(election.source, line, f"this order is given again (first at line "
                                                          f"{first[classes]}), but NUMBER UNIQUE ORDERS (line "
                                                          f"{unique_line}) counts distinct orders; preflibtools' "
                                                          "sanity check refuses it: give the order once, the counts "
                                                          "added")
        first[classes] = line


def read_preflib(path: str | os.PathLike, *, data_type: str | None = None) -> PrefLibElection:
    """Read a ``.soc`` / ``.soi`` / ``.toc`` / ``.toi`` file (module docstring)."""
    p = os.fspath(path)
    text = read_text(p)
    # a line ends at LF, CRLF or CR alone, as preflibtools (Python's universal newlines) reads it
    first_end = re.search(r"\r\n|\r|\n", text)
    newline = first_end.group() if first_end else "\n"
    lines = text_lines(text)
    header: list[str] = []
    k = 0
    while k < len(lines) and lines[k].startswith("#"):
        header.append(lines[k])
        k += 1
    declared, type_line = _header_value(header, "DATA TYPE", p)
    suffix = os.path.splitext(p.removesuffix(".gz"))[1][1:].lower()
    if data_type is None and declared is not None and suffix in PREFLIB_KINDS and declared.lower() != suffix:
        raise InputFormatError(p, type_line, f"DATA TYPE {declared!r} but the file is named .{suffix}")
    kind = (data_type or declared or suffix).lower()
    if kind not in PREFLIB_KINDS:
        raise InputFormatError(p, type_line, f"data type {kind!r} is not one of {', '.join(PREFLIB_KINDS)}")
    n_alt_text, n_alt_line = _header_value(header, "NUMBER ALTERNATIVES", p)
    if n_alt_text is None:
        raise InputFormatError(p, None, "no '# NUMBER ALTERNATIVES:' header line")
    n_alt = _parse_int(n_alt_text, p, n_alt_line, "NUMBER ALTERNATIVES")
    voters_text, voters_line = _header_value(header, "NUMBER VOTERS", p)
    n_voters = None if voters_text is None else _parse_int(voters_text, p, voters_line, "NUMBER VOTERS", low=0)
    # every use of an election builds a name per alternative and a rank per alternative and voter
    check_memory(p, n_alt * (NAME_BYTES + 8.0 * max(n_voters or 1, 1)),
                 f"reading an election of {n_alt} alternatives and {n_voters} voters (names, rank matrix)")
    names = _names(header, n_alt, p)
    orders: list[tuple[int, tuple[tuple[int, ...], ...]]] = []
    first_lines: list[int] = []  # the line of each order
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
        classes = _order_classes(body, p, line_no)
        seen: set[int] = set()
        for cls in classes:
            if len(cls) > 1 and kind in ("soc", "soi"):
                raise InputFormatError(p, line_no, f"a tie {{{','.join(map(str, cls))}}} in a strict ({kind}) file")
            for a in cls:
                if a > n_alt:
                    raise InputFormatError(p, line_no, f"unknown alternative {a} (NUMBER ALTERNATIVES is {n_alt})")
                if a in seen:
                    raise InputFormatError(p, line_no, f"alternative {a} appears twice in one order")
                seen.add(a)
        if kind in ("soc", "toc") and len(seen) != n_alt:
            raise InputFormatError(p, line_no, f"a complete ({kind}) order ranks {len(seen)} of {n_alt} alternatives")
        orders.append((count, tuple(classes)))
        first_lines.append(line_no)
    election = PrefLibElection(kind, names, orders, header, separator, p, newline)
    unique_text, unique_line = _header_value(header, "NUMBER UNIQUE ORDERS", p)
    _check_repeated(election, first_lines, unique_line)
    if n_voters is not None and n_voters != election.n_voters:
        raise InputFormatError(p, voters_line, f"the counts add up to {election.n_voters} voters; NUMBER VOTERS "
                                               f"says {n_voters}")
    if unique_text is not None and _parse_int(unique_text, p, unique_line, "NUMBER UNIQUE ORDERS", 0) != len(orders):
        raise InputFormatError(p, unique_line, f"{len(orders)} order lines; NUMBER UNIQUE ORDERS says "
                                               f"{unique_text.strip()}")
    return election


def format_preflib(election: PrefLibElection) -> str:
    """The file's text: the header lines, then ``count: order`` per distinct order."""
    for a, name in election.alternatives.items():  # a name the reader would read otherwise is refused
        if not name or name != name.rstrip() or any(c in name for c in "\n\r"):
            raise ValueError(f"{election.source}: alternative {a}'s name {name!r} would not read back from a PrefLib "
                             "file (empty, a line break, or blanks at its end, which the readers drop)")
    sep = election.separator
    out = list(election.header)
    for count, classes in election.orders:
        parts = [str(c[0]) if len(c) == 1 else "{" + sep.join(map(str, c)) + "}" for c in classes]
        out.append(f"{count}: {sep.join(parts)}")
    return election.newline.join(out) + election.newline


def write_preflib(election: PrefLibElection, path: str | os.PathLike) -> None:
    """Write :func:`format_preflib`'s text to ``path`` (atomically)."""
    atomic_write_text(path, format_preflib(election))


def election_to_rankings(election: PrefLibElection, qid: str = "1") -> Rankings:
    """One query: items = alternatives (docid = name), rankers = voters (module docstring)."""
    n_alt = len(election.alternatives)
    check_memory(election.source, 16.0 * n_alt * election.n_voters,
                 f"building the rank matrix of {n_alt} alternatives and {election.n_voters} voters")
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
    # The voters are anonymous: each is named by its ballot's place in one order of the ballots (by content), not
    # by its line, so the methods' canonical order of rankers (by name, then content) and every bit of their
    # output are the same whatever the order of the file's lines (u14c_reorder_reviewer_lines_same).
    first, k = {}, 1
    for i in sorted(range(len(election.orders)), key=lambda i: (election.orders[i][1], i)):
        first[i] = k
        k += election.orders[i][0]
    names = tuple(f"v{first[i] + j}" for i, (count, _) in enumerate(election.orders) for j in range(count))
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
