"""Where a key of a TOML file is written: its line, for the errors of an experiment file.

``tomllib`` gives the line of a syntax error only; a key it read is a value without a place.  An error about a
key (``selct_by``, row c's ``method``) named the file and the key, and the user searched for it (issue 45's ninth
bar, u9l_experiment_unknown_key_line4).  :class:`KeyLines` reads the text once more, line by line, for the
lines of the keys and tables it holds: the top-level keys, and each ``[[array]]`` table's header and keys (a
``[rows.published]`` sub-table is the last row's ``published``).  Lines are counted as TOML counts them (a line
ends at LF; CRLF is LF), so as ``wc -l``, ``sed -n Np`` and editors count them; the lines inside a multi-line
string or array are no keys.  A key it cannot place (an inline table of rows, a key absent from the file) has
no line, and its error is said as before.
"""

from __future__ import annotations

import re
import tomllib
from contextlib import contextmanager
from typing import Any, Iterator

__all__ = ["KeyLines", "parse_toml"]


def parse_toml(text: str, where: str) -> dict[str, Any]:
    """``text`` as ``tomllib`` reads it, every failure a ``ValueError`` naming ``where``: a syntax error with
    its line, and arrays or inline tables nested past Python's recursion limit (``tomllib`` recurses once per
    level: 100,000 ``[`` in a 200 KB file gave a bare RecursionError, u11h_toml_nested_arrays)."""
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise ValueError(f"{where}: not valid TOML ({exc})") from None
    except RecursionError:
        raise ValueError(f"{where}: arrays or tables nested too deeply to read (past Python's recursion limit)") from None

_HEADER = re.compile(r"\s*(\[\[?)\s*([^\[\]]+?)\s*\]\]?\s*(?:#.*)?$")
_KEY = re.compile(r"""\s*("(?:[^"\\]|\\.)*"|'[^']*'|[A-Za-z0-9_-]+)\s*[.=]""")


def _name(text: str) -> str:
    """A key as written (bare, or quoted) as the name ``tomllib`` gives it (escapes aside)."""
    return text[1:-1] if text[:1] in "\"'" else text


def _open_strings(rest: str, open_: str | None) -> str | None:
    """The multi-line string delimiter still open after ``rest`` (the text after a key's ``=``, or a whole line
    inside such a string), given the one open before it."""
    i = 0
    while i < len(rest):
        if open_ is None:
            if rest.startswith(('"""', "'''"), i):
                open_, i = rest[i:i + 3], i + 3
                continue
            if rest[i] == "#":
                return None
            if rest[i] in "\"'":  # a one-line string: skip it, '#' inside is no comment
                end = rest.find(rest[i], i + 1)
                while end > 0 and rest[i] == '"' and rest[end - 1] == "\\":
                    end = rest.find('"', end + 1)
                i = len(rest) if end < 0 else end + 1
                continue
        elif rest.startswith(open_, i):
            open_, i = None, i + 3
            continue
        i += 1
    return open_


class KeyLines:
    """The 1-based lines of the keys of a TOML text (module docstring)."""

    def __init__(self, text: str) -> None:
        self.top: dict[str, int] = {}
        self.arrays: dict[str, list[dict[str, int]]] = {}
        table: dict[str, int] = self.top
        string: str | None = None
        depth = 0  # open brackets of a multi-line array value
        for n, line in enumerate(text.split("\n"), start=1):
            if string is not None:
                string = _open_strings(line, string)
                continue
            if depth:
                depth = max(0, depth + line.count("[") - line.count("]"))
                continue
            head = _HEADER.match(line)
            if head:
                path = [_name(p.strip()) for p in head.group(2).split(".")]
                if head.group(1) == "[[" and len(path) == 1:
                    table = {"": n}
                    self.arrays.setdefault(path[0], []).append(table)
                else:
                    owner = self.arrays[path[0]][-1] if path[0] in self.arrays and self.arrays[path[0]] else self.top
                    owner.setdefault(path[1] if owner is not self.top and len(path) > 1 else path[0], n)
                    table = {}  # a sub-table's own keys are not its owner's
                continue
            key = _KEY.match(line)
            if key:
                table.setdefault(_name(key.group(1)), n)
                rest = line[key.end():]
                string = _open_strings(rest, None)
                if string is None:
                    value = rest.split("#", 1)[0]
                    depth = max(0, value.count("[") - value.count("]"))

    def line(self, key: str, index: int | None = None, inner: str | None = None) -> int | None:
        """The line of top-level ``key``; with ``index``, of the ``index``-th ``[[key]]`` table's header, or of its
        key ``inner`` (its header when ``inner`` is not written there); None where the text does not place it."""
        if index is None:
            return self.top.get(key)
        tables = self.arrays.get(key, [])
        if not 0 <= index < len(tables):
            return self.top.get(key)  # rows = [{...}, ...]: the array's own line
        return tables[index].get(inner, tables[index][""]) if inner is not None else tables[index][""]

    @contextmanager
    def about(self, key: str, index: int | None = None, inner: str | None = None) -> Iterator[None]:
        """A ``ValueError`` raised inside, about this key, says its line at its end (``(line 10)``), once: the
        innermost ``about`` that places it wins."""
        try:
            yield
        except ValueError as exc:
            _place(exc, self.line(key, index, inner))
            raise


def _place(exc: Any, n: int | None) -> None:
    if n is None or getattr(exc, "toml_line", None) is not None or not exc.args or not isinstance(exc.args[0], str):
        return
    exc.args = (f"{exc.args[0]} (line {n})", *exc.args[1:])
    exc.toml_line = n
