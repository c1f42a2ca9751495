"""An independent reference reader of rankagg's table formats, written from the documented rules only.

Sources (read before any reader's code): ``docs/preferences.md`` ("Every value goes through the one set of input
rules", the arena battles section), ``docs/reliability.md`` ("Rules": one set of input rules for every form, the
third bar's folder rules), the docstrings of ``rankagg/io/rules.py``, ``rankagg/io/pairwise.py`` and
``rankagg/io/battles.py`` (the format's description), RFC 4180 for CSV quoting and RFC 8259 / JSON lines for JSON.
No rankagg module is imported: the CSV splitter, the number syntax and the id rule are written here again.

Each reader returns a :class:`Verdict`: ``content`` (a canonical, comparable form) when the file is valid,
``None`` when it is invalid (``line``: the line or row the reference blames), and ``either``: True where the
documents leave the answer open (a blank line in a CSV, a lone CR, white space around a number, an outcome in
upper case): then a refusal is as good as the content.

Canonical forms:

* comparisons: a list, in row order, of ``(query, item_a, item_b, outcome, weight, judge)`` with ids as text
  (an integer id is its decimal), ``outcome`` 1 / 0 / 0.5 and ``weight`` = weight x count;
* runs: a sorted list of ``(run, query, document, score)`` with ids as text and the score a float.
"""

from __future__ import annotations

import gzip
import json
import math
import re
from dataclasses import dataclass
from typing import Any

ID_BLANKS = " \t\n\r\f\v\0"  # the TREC line's blanks, and NUL (C strings end there)
MAX_ID_CHARS = 65536
MAX_LINE_BYTES = 1 << 20
MAX_COUNT = 2 ** 53
MIN_WEIGHT, MAX_WEIGHT = 1e-100, 1e100
MAX_JSON_DIGITS = 4000
NUMBER = re.compile(r"[+-]?(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][+-]?[0-9]+)?\Z")
OUTCOMES = {"win": 1.0, "loss": 0.0, "tie": 0.5}
ALIASES = {"query": "query", "qid": "query", "item_a": "item_a", "a": "item_a", "item_b": "item_b", "b": "item_b",
           "outcome": "outcome", "weight": "weight", "count": "count", "judge": "judge"}
WINNERS = {"model_a": 1.0, "model_b": 0.0, "tie": 0.5, "tie (bothbad)": 0.5, "both_bad": 0.5}
BATTLE_ROLES = {"model_a": "item_a", "model_b": "item_b", "winner": "outcome", "judge": "judge", "query": "query",
                "id": "id", "weight": "weight", "count": "count"}  # a battle's weight and count: comparison rules
RUN_COLUMNS = {"qid": ("q_id", "qid", "query_id"), "docid": ("doc_id", "docid", "docno"), "score": ("score",),
               "run": ("run", "ranker", "name", "system", "tag", "run_name")}
RUN_FALLBACK = {"qid": ("query",), "docid": ("doc",)}  # read when no name above is there (PyTerrier's query text)


class Bad(Exception):
    def __init__(self, line: int | None, why: str) -> None:
        super().__init__(f"{line}: {why}")
        self.line, self.why = line, why


@dataclass
class Verdict:
    content: Any  # None: invalid
    line: int | None = None
    why: str = ""
    either: bool = False  # the documents leave it open: refusing is fine too


class Lenient:
    """Collects the places where the documents leave the answer open."""

    def __init__(self) -> None:
        self.open = False


# ----------------------------------------------------------------------------------------------- values

def id_text(v: Any, line: int | None, role: str) -> tuple[str, type]:
    """An id: a non-empty str without blanks or NUL (at most 65536 characters), or an int (not a bool)."""
    if isinstance(v, bool) or v is None:
        raise Bad(line, f"{role} {v!r} is not an id")
    if isinstance(v, int):
        return str(v), int
    if not isinstance(v, str):
        raise Bad(line, f"{role} {v!r} is a {type(v).__name__}")
    if v == "" or any(c in ID_BLANKS for c in v) or len(v) > MAX_ID_CHARS:
        raise Bad(line, f"{role} {v!r} breaks the id rule")
    if any(0xD800 <= ord(c) <= 0xDFFF for c in v):
        raise Bad(line, f"{role} holds a lone surrogate")
    return v, str


def number(v: Any, line: int | None, role: str, lax: Lenient) -> float:
    """trec_eval's number syntax for a text; an int or float as it is; booleans and others refused."""
    if isinstance(v, bool):
        raise Bad(line, f"{role} is a boolean")
    if isinstance(v, (int, float)):
        x = float(v) if not isinstance(v, int) or abs(v) < 2 ** 1023 else math.inf
    elif isinstance(v, str):
        if v != v.strip():
            lax.open = True  # white space around a number: atof reads the number either way; the documents do not say
        if not NUMBER.match(v.strip()):
            raise Bad(line, f"{role} {v!r} is not a number")
        x = float(v.strip())
    else:
        raise Bad(line, f"{role} {v!r} is a {type(v).__name__}")
    if not math.isfinite(x):
        raise Bad(line, f"{role} is not finite")
    return x


def amount(v: Any, role: str, line: int | None, lax: Lenient) -> float:
    if v is None or v == "" or (isinstance(v, float) and v != v and role != "score"):
        return 1.0  # an empty cell is the default 1
    x = number(v, line, role, lax)
    if role == "count" and not (1 <= x <= MAX_COUNT and x == int(x)):
        raise Bad(line, f"count {v!r} out of range")
    if role == "weight" and not (MIN_WEIGHT <= x <= MAX_WEIGHT):
        raise Bad(line, f"weight {v!r} out of range")
    return x


def name_text(v: Any, line: int | None, role: str) -> tuple[str, type]:
    """A name (judge, run): not missing, not empty; a str or an int."""
    if v is None or isinstance(v, bool) or (isinstance(v, float)):
        raise Bad(line, f"{role} {v!r} is not a name")
    if isinstance(v, int):
        return str(v), int
    if not isinstance(v, str) or v == "" or any(0xD800 <= ord(c) <= 0xDFFF for c in v) or "\0" in v:
        raise Bad(line, f"{role} {v!r} is not a name")  # a NUL: C strings end there (docs/reliability.md)
    return v, str


# ----------------------------------------------------------------------------------------------- text

def decode(data: bytes, gz: bool, lax: Lenient) -> str:
    if gz:
        try:
            data = gzip.decompress(data)
        except Exception as exc:
            raise Bad(None, f"not gzip: {exc}")
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise Bad(data[:exc.start].count(b"\n") + 1, "not UTF-8")
    for k, ln in enumerate(data.split(b"\n"), 1):
        if len(ln) > MAX_LINE_BYTES:
            raise Bad(k, "line longer than 1 MiB")
    if re.search("\r(?!\n)", text):
        lax.open = True  # a lone CR: a line end to some readers (read so here), a character to others
    return text.replace("\r\n", "\n").replace("\r", "\n")


def split_delimited(text: str, sep: str, lax: Lenient) -> list[tuple[int, list[str]]]:
    """RFC 4180 records with their first line; a quoted field may not hold a line end (no value can)."""
    records, k, line, n = [], 0, 1, len(text)
    while k < n:
        start, fields, field, quoted_done = line, [], [], False
        if text[k] == "\n":
            lax.open = True  # a blank line: skipped by some readers, a record of one empty field to RFC 4180
            k, line = k + 1, line + 1
            continue
        while True:
            if k < n and text[k] == '"' and not field and not quoted_done:
                k += 1
                while True:
                    if k >= n:
                        raise Bad(start, "unclosed quote")
                    c = text[k]
                    if c == '"':
                        if k + 1 < n and text[k + 1] == '"':
                            field.append('"')
                            k += 2
                            continue
                        k += 1
                        break
                    if c in "\n\r":
                        raise Bad(start, "a field runs over lines")
                    field.append(c)
                    k += 1
                quoted_done = True
                if k < n and text[k] not in (sep, "\n"):
                    lax.open = True  # text after a closing quote: RFC 4180 says no, Python's csv appends it
            elif k >= n or text[k] == "\n":
                fields.append("".join(field))
                k, line = k + 1, line + 1
                break
            elif text[k] == sep:
                fields.append("".join(field))
                field, quoted_done = [], False
                k += 1
            else:
                if text[k] == '"':
                    lax.open = True  # a quote inside an unquoted field
                field.append(text[k])
                k += 1
        records.append((start, fields))
    return records


def json_records(text: str, lax: Lenient) -> list[tuple[int, dict[str, Any]]]:
    out = []
    lines = text.split("\n")
    for k, raw in enumerate(lines, 1):
        if not raw.strip(" \t"):
            if k < len(lines):  # a blank line inside the file (not the final line end)
                lax.open = True
            continue
        out.append((k, json_object(raw, k, lax)))
    return out


def json_object(raw: str, line: int, lax: Lenient) -> dict[str, Any]:
    def pairs(items: list[tuple[str, Any]]) -> dict[str, Any]:
        keys = [key for key, _ in items]
        if len(set(keys)) != len(keys):
            raise Bad(line, "a key given twice")
        return dict(items)

    def big_int(s: str) -> int:
        if len(s.lstrip("-")) > MAX_JSON_DIGITS:
            raise Bad(line, "a number of more than 4000 digits")
        return int(s)

    def no_constant(s: str) -> Any:
        lax.open = True  # NaN and Infinity are not JSON, but Python writes them
        return float(s)

    try:
        obj = json.loads(raw, object_pairs_hook=pairs, parse_int=big_int, parse_constant=no_constant)
    except Bad:
        raise
    except RecursionError:
        raise Bad(line, "nested too deeply")
    except ValueError as exc:
        raise Bad(line, f"not JSON: {exc}")
    if not isinstance(obj, dict):
        raise Bad(line, "not a JSON object")
    return obj


# ----------------------------------------------------------------------------------------------- comparisons

def _roles(header: list[Any], aliases: dict[str, str], lax: Lenient, line: int | None) -> dict[str, Any]:
    """role -> the column holding it; a role given by two columns is refused; unknown columns are unread."""
    roles: dict[str, Any] = {}
    for name in header:
        key = name.strip().lower() if isinstance(name, str) else name  # "Column names are case-insensitive"
        if key not in aliases:
            continue
        role = aliases[key]
        if role in roles:
            raise Bad(line, f"column {role} given twice")
        roles[role] = name
    return roles


def ends_stripped(v: Any) -> Any:
    """A text value without the ASCII blanks at its ends: the comparison readers strip them (``write_battles``
    refuses an id "with white space at an end, which a reader strips"); a blank inside stays, and is refused."""
    return v.strip(" \t\n\r\f\v") if isinstance(v, str) else v


def comparison_rows(header: list[Any], rows: list[tuple[int | None, dict[Any, Any]]], lax: Lenient,
                    battles: bool = False, header_line: int | None = None) -> list[tuple]:
    """The comparisons of records (``line``, {column: value}); ``battles``: arena battle columns."""
    roles = _roles(header, BATTLE_ROLES if battles else ALIASES, lax, header_line)
    for need in ("item_a", "item_b", "outcome"):
        if need not in roles:
            raise Bad(header_line, f"no {need} column")
    out, kinds, ids_seen = [], {}, set()
    for line, rec in rows:
        get = {role: ends_stripped(rec.get(col)) for role, col in roles.items()}
        if "query" in roles:
            query, kind = id_text(get["query"], line, "query")
            if kinds.setdefault("query", kind) is not kind:
                raise Bad(line, "query mixes types")
        else:
            query = "1"
        pair = []
        for role in ("item_a", "item_b"):
            text, kind = id_text(get[role], line, role)
            if kinds.setdefault("items", kind) is not kind:
                raise Bad(line, "items mix types")  # item_a and item_b name items of one set: 1 and "1" would merge
            if kinds.setdefault(role, kind) is not kind:
                raise Bad(line, f"{role} mixes types")
            pair.append(text)
        if pair[0] == pair[1]:
            raise Bad(line, "an item compared with itself")
        words = WINNERS if battles else OUTCOMES
        outcome = get["outcome"]
        if not isinstance(outcome, str):
            raise Bad(line, f"outcome {outcome!r}")
        if outcome not in words:
            if outcome.strip().lower() in words:
                lax.open = True  # case and blanks: the documents list the words in lower case
                outcome = outcome.strip().lower()
            else:
                raise Bad(line, f"outcome {outcome!r}")
        weight = 1.0
        if not battles:
            weight = amount(get.get("weight"), "weight", line, lax) * amount(get.get("count"), "count", line, lax)
        judge = None
        if "judge" in roles:
            judge, kind = name_text(get["judge"], line, "judge")
            if kinds.setdefault("judge", kind) is not kind:
                raise Bad(line, "judge mixes types")
        if battles and "id" in roles:
            key = get["id"]
            if key is None or key == "" or isinstance(key, (float, bool, list, dict)):
                lax.open = True  # what a battle id may be is not said (nor a missing one); only that each is once
            elif kinds.setdefault("id", type(key)) is not type(key):
                raise Bad(line, "battle ids mix types")  # one type per column: 1 and "1" would be one id
            key = repr(key) if not isinstance(key, str) else key
            if key in ids_seen:
                raise Bad(line, "a battle id given twice")
            ids_seen.add(key)
        out.append((query, pair[0], pair[1], words[outcome], weight, judge))
    if not out:
        raise Bad(None, "no comparisons")
    return out


def read_comparison_bytes(data: bytes, name: str, battles: bool = False) -> Verdict:
    """A comparison (or battle) table in CSV, TSV, JSON lines or a JSON array (``name``'s suffix)."""
    lax = Lenient()
    gz = name.endswith(".gz")
    base = name[:-3] if gz else name
    try:
        text = decode(data, gz, lax)
        if base.endswith((".jsonl", ".ndjson")) or (base.endswith(".json") and battles):
            if base.endswith(".json"):
                records = json_array(text, lax)
            else:
                records = json_records(text, lax)
            if not records:
                raise Bad(None, "no records")
            header = list(dict.fromkeys(k for _, r in records for k in r))
            if len({h.lower() if isinstance(h, str) else h for h in header}) != len(header):
                lax.open = True  # keys that differ in case only, across records
            rows = records
            hline = None
        else:
            sep = "\t" if base.endswith((".tsv", ".txt")) else ","
            recs = split_delimited(text, sep, lax)
            if not recs:
                raise Bad(None, "empty")
            hline, header = recs[0]
            # R's write.csv: an empty first header cell names the row-name column, a field of every row.  A row one
            # field short of the header is no row-named row: R's read.csv (fill) and pandas pad it at its end and
            # read its fields under the wrong columns, so it is refused as any row of the wrong length
            named = int(bool(header) and header[0] == "")
            header = header[named:]
            if any(not any(ends_stripped(v) for v in f) for _, f in recs[1:]):
                lax.open = True  # a row of empty or blank fields: skipped as a blank line by some readers
                recs = recs[:1] + [(ln, f) for ln, f in recs[1:] if any(ends_stripped(v) for v in f)]
            for ln, f in recs[1:]:
                if len(f) != len(header) + named:
                    raise Bad(ln, "wrong number of fields")
            rows = [(ln, dict(zip(header, f[named:]))) for ln, f in recs[1:]]
            if len({h.strip().lower() for h in header}) != len(header):
                raise Bad(hline, "a column twice")
        return Verdict(comparison_rows(header, rows, lax, battles, hline), either=lax.open)
    except Bad as bad:
        return Verdict(None, bad.line, bad.why, either=lax.open)


def json_array(text: str, lax: Lenient) -> list[tuple[int, dict[str, Any]]]:
    """A JSON array of objects, each object's line (the line of its opening brace)."""
    if text.startswith("\ufeff"):
        lax.open = True  # a second byte-order mark: dropped by some readers
        text = text.lstrip("\ufeff")
    doc = text.strip(JSON_BLANKS)
    if not doc.startswith("["):
        return json_records(text, lax)  # a file of one object per line is read as JSON lines
    if re.search(r",\s*\]\s*\Z", doc):
        lax.open = True  # a comma before the closing bracket: not JSON, but its content is plain
    try:
        dec = json.JSONDecoder(object_pairs_hook=_once_pairs, parse_int=_capped_int)
        arr, end = dec.raw_decode(text, len(text) - len(text.lstrip(JSON_BLANKS)))
    except Bad:
        raise
    except (ValueError, RecursionError) as exc:
        raise Bad(None, f"not JSON: {exc}")
    if text[end:].strip(JSON_BLANKS):  # JSON's white space only: a no-break space after the array is text
        raise Bad(text[:end].count("\n") + 1, "text after the array")
    if not isinstance(arr, list) or not all(isinstance(r, dict) for r in arr):
        raise Bad(None, "not an array of objects")
    return [(None, r) for r in arr]  # type: ignore[misc]


JSON_BLANKS = " \t\n\r"


def _capped_int(s: str) -> int:
    if len(s.lstrip("-")) > MAX_JSON_DIGITS:
        raise Bad(None, "a number of more than 4000 digits")
    return int(s)


def _once_pairs(items: list[tuple[str, Any]]) -> dict[str, Any]:
    keys = [k for k, _ in items]
    if len(set(keys)) != len(keys):
        raise Bad(None, "a key given twice")
    return dict(items)


def comparison_columns(columns: dict[Any, list[Any]], battles: bool = False, first_row: int = 1) -> Verdict:
    """Comparisons of a table given as columns (a Parquet file's ``to_pylist()``, a frame's, records')."""
    lax = Lenient()
    n = len(next(iter(columns.values()))) if columns else 0
    rows = [(k + first_row, {c: v[k] for c, v in columns.items()}) for k in range(n)]
    for _, r in rows:
        for role in ("count", "weight"):
            for c, v in r.items():
                if isinstance(c, str) and c.lower() == role and isinstance(v, float) and v != v:
                    lax.open = True  # NaN as an empty cell: so in a frame; a Parquet NaN is not said
                elif isinstance(c, str) and c.lower() == role and type(v).__name__ == "Decimal":
                    lax.open = True
                    r[c] = float(v)
    try:
        return Verdict(comparison_rows(list(columns), rows, lax, battles), either=lax.open)
    except Bad as bad:
        return Verdict(None, bad.line, bad.why, either=lax.open)


# ----------------------------------------------------------------------------------------------- run tables

def run_parts(parts: list[tuple[str, dict[Any, list[Any]]]]) -> Verdict:
    """The rows of a long run table given as parts (a file, a folder's part files, a frame): each part is its
    source name and its columns as Python values.  A score column is read as it is (text by trec_eval's syntax)."""
    lax = Lenient()
    seen: set[tuple[str, str, str]] = set()
    kinds: dict[str, type] = {}
    out = []
    roles_first: dict[str, Any] | None = None
    try:
        for source, columns in parts:
            roles = {}
            for role, names in RUN_COLUMNS.items():
                present = [c for c in names if c in columns]
                if role == "docid" and "docno" in present and "docid" in present:
                    present.remove("docid")  # PyTerrier: docid is Terrier's internal number, docno the document
                if len(present) > 1 and source in ("dataframe", "Arrow table") and \
                        {"qid", "docno", "score"} <= set(columns):
                    lax.open = True  # a PyTerrier result frame: its qid and docno are read, other columns not
                if len(present) > 1:
                    raise Bad(None, f"{source}: two columns give the {role}")  # one would be read silently
                if not present:
                    present = [c for c in RUN_FALLBACK.get(role, ()) if c in columns]
                if present:
                    roles[role] = present[0]
            if "score" not in roles or "run" not in roles:
                lax.open = True  # a table without scores or run names: the documents list them as its columns
            for need in ("qid", "docid", "score", "run"):
                if need not in roles:
                    raise Bad(None, f"{source}: no {need} column")
            if roles_first is not None and roles != roles_first:
                raise Bad(None, f"{source}: columns named otherwise than the first part")
            roles_first = roles
            n = len(columns[roles["qid"]])
            for k in range(n):
                line = k + 1
                run, rk = name_text(columns[roles["run"]][k], line, "run")
                q, qk = id_text(columns[roles["qid"]][k], line, "q_id")
                d, dk = id_text(columns[roles["docid"]][k], line, "doc_id")
                for role, kind in (("run", rk), ("qid", qk), ("docid", dk)):
                    if kinds.setdefault(role, kind) is not kind:
                        raise Bad(line, f"{source}: {role} mixes types")
                v = columns[roles["score"]][k]
                if v is None:
                    raise Bad(line, f"{source}: null score")
                if type(v).__name__ == "Decimal":
                    lax.open = True
                    v = float(v)
                s = number(v, line, "score", lax)
                if (run, q, d) in seen:
                    raise Bad(line, f"{source}: document {d} twice")
                seen.add((run, q, d))
                out.append((run, q, d, s))
        return _rows(out, lax)
    except Bad as bad:
        return Verdict(None, bad.line, bad.why, either=lax.open)


def _rows(out: list[tuple], lax: Lenient) -> Verdict:
    """The rows read, sorted; none at all is left open (refused, or an empty answer)."""
    if not out:
        lax.open = True
        raise Bad(None, "no rows")
    return Verdict(sorted(out), either=lax.open)


def run_mapping(runs: Any) -> Verdict:
    """{run: {q_id: {doc_id: score}}} (dict keys are ids; a score as it is)."""
    lax = Lenient()
    out = []
    try:
        if not isinstance(runs, dict) or not runs:
            raise Bad(None, "not a mapping of runs")
        names: dict[str, Any] = {}
        kinds: dict[str, type] = {}
        for name, run in runs.items():
            if not isinstance(name, str):
                lax.open = True  # a run's name is only a name: rankagg may take its text
                name = str(name)
            text, _ = name_text(name, None, "run")
            if text in names:
                raise Bad(None, "a run name twice")
            names[text] = name
            if not isinstance(run, dict):
                raise Bad(None, "a run is not a mapping")
            for q, docs in run.items():
                qt, qk = id_text(q, None, "q_id")
                if kinds.setdefault("q", qk) is not qk or not isinstance(docs, dict):
                    raise Bad(None, "q_id mixes types")
                for d, s in docs.items():
                    dt, dk = id_text(d, None, "doc_id")
                    if kinds.setdefault("d", dk) is not dk:
                        raise Bad(None, "doc_id mixes types")
                    if s is None:
                        raise Bad(None, "null score")
                    out.append((text, qt, dt, number(s, None, "score", lax)))
        if len(set((r, q, d) for r, q, d, _ in out)) != len(out):
            raise Bad(None, "a document twice")  # {1: .., "1": ..} is refused above
        return _rows(out, lax)
    except Bad as bad:
        return Verdict(None, bad.line, bad.why, either=lax.open)
