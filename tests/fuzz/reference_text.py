"""Independent reference readers of the line-based text formats (issue 45, differential fuzzing).

Written from the formats' specifications and rankagg's documented rules, never from rankagg's readers:

* TREC runs and qrels: NIST trec_eval 10.0 (``get_trec_results.c``, ``get_qrels.c``, ``form_res_rels.c``:
  fields split at C's ``isspace`` (space, tab, LF, VT, FF, CR) only, a run line of six fields, a qrels line of
  four, blank lines skipped in runs, lines whose first non-blank byte is ``#`` skipped as comments (runs), a
  document twice in a query refused, order by the score as a double, descending, ties by docid descending as
  ``strcmp``), plus rankagg's documented refusals (docs/reliability.md, "Rules"): a UTF-8 byte-order mark
  dropped, text that is not UTF-8 refused, a NUL byte refused, a run line of more than six fields refused, a
  score read by ``strtod`` on the whole token (ASCII digits, sign, point, exponent; finite), a grade an
  integer, an id at most 65536 characters.
* Weights: ``NAME W`` / ``NAME=W`` lines (``#`` comments, blank lines) or a JSON object; a weight a number
  >= 0, a name once.
* LETOR 4.0 aggregation: ``LABEL qid:Q 1:R1 .. K:RK #docid = D ...`` (the data's README and rankagg's rules:
  labels 0..2, ranks positive integers <= 2**53 by strtod, ``NULL`` unranked, indices 1..K in order,
  a query's lines contiguous, a document once per query; a CR inside the ``#`` comment with text after it
  refused: lines that end in CR alone are one line for the official tools, its comment hiding the other documents).
* PrefLib (preflib.org's 2022 format): ``# KEY: value`` header, ``count: order`` lines, braces for ties; lines end
  at LF, CRLF or CR alone (preflibtools reads with ``open(..., "r").readlines()``: Python's universal newlines).
* Gene lists (docs/genes.md): a table of lists (a header row, then one row per rank, a shorter list ended by
  empty cells) or one list per file (one item per line, ``#`` comments, ``#NAME`` first line); lines end at LF,
  CRLF or CR alone (R's readers).

Each reader takes the file's bytes and returns a :class:`Verdict`: the content (a canonical, comparable
form), or the line (None: the file) where the file must be refused.  ``either`` marks a file the reference
tool refuses but that has one reading, so rankagg may read it (with that content) or refuse it.
"""

from __future__ import annotations

import gzip
import json
import math
import re
import zlib
from dataclasses import dataclass, field
from typing import Any

#: C's isspace in the "C" locale: the only field separators of trec_eval
C_SPACE = b" \t\n\v\f\r"
C_SPACE_STR = " \t\n\v\f\r"
MAX_ID_CHARS = 65536
#: strtod on a whole token, as rankagg's number rule states it: ASCII digits, optional sign, point, exponent
NUMBER = re.compile(r"[+-]?(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][+-]?[0-9]+)?\Z")
INTEGER = re.compile(r"[+-]?[0-9]+\Z")


@dataclass
class Verdict:
    """The reference's reading: ``content`` (valid), or ``invalid_line`` (refuse; None = the whole file)."""

    valid: bool
    content: Any = None
    invalid_line: int | None = None
    why: str = ""
    #: the reference tool refuses it, but the file has one reading (``content``): reading it is no fault
    either: bool = False
    notes: list[str] = field(default_factory=list)


class Invalid(Exception):
    def __init__(self, line: int | None, why: str) -> None:
        super().__init__(f"{line}: {why}")
        self.line = line
        self.why = why


def verdict(fn: Any, data: bytes, **kw: Any) -> Verdict:
    try:
        content = fn(data, **kw)
    except Invalid as e:
        return Verdict(False, None, e.line, e.why)
    if isinstance(content, Verdict):
        return content
    return Verdict(True, content)


# ----------------------------------------------------------------- bytes to lines
def decompress(data: bytes) -> bytes:
    """gzip by its magic bytes (any name), else the bytes as they are; a broken stream is refused (file)."""
    if data[:2] != b"\x1f\x8b":
        return data
    try:
        return gzip.decompress(data)
    except (OSError, EOFError, zlib.error) as e:
        raise Invalid(None, f"corrupt gzip: {e}") from None


def text_lines(data: bytes, *, nul: bool = False, cr_ends: bool = False, comment: bytes | None = None
               ) -> list[tuple[int, str]]:
    """(1-based line, text) per LF-ended line, a UTF-8 BOM at the start dropped, CR kept (it is a blank for
    C's isspace); a line that is not UTF-8 refused at its line, and one holding a NUL unless ``nul``.
    ``cr_ends``: CR, CRLF and LF all end a line (R's and Python's csv readers)."""
    data = decompress(data)
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    # a second byte-order mark is text: part of the first field, as trec_eval reads it
    raw = re.split(b"\r\n|\r|\n", data) if cr_ends else data.split(b"\n")
    if raw and raw[-1] == b"":
        raw.pop()
    out = []
    for i, b in enumerate(raw, 1):
        if comment is not None and re.match(comment, b):
            continue  # a comment line trec_eval 10.0 skips: its bytes are never read
        try:
            s = b.decode("utf-8")
        except UnicodeDecodeError:
            raise Invalid(i, "not UTF-8") from None
        if "\0" in s and not nul:
            raise Invalid(i, "NUL byte")
        out.append((i, s))
    return out


def c_fields(line: str) -> list[str]:
    """Fields split at C's isspace only (never a no-break space, NEL, U+2028 or other Unicode blanks)."""
    return [f for f in re.split(r"[ \t\n\v\f\r]+", line) if f]


def strtod(token: str) -> float:
    """The value of a number token by rankagg's rule, or ValueError."""
    if not NUMBER.match(token):
        raise ValueError(token)
    return float(token)


def check_id(token: str, line: int, what: str) -> str:
    if len(token) > MAX_ID_CHARS:
        raise Invalid(line, f"{what} longer than {MAX_ID_CHARS}")
    return token


def strcmp_key(docid: str) -> bytes:
    return docid.encode("utf-8")


def trec_order(docs: dict[str, float]) -> list[str]:
    """trec_eval's comp_sim_docno: score descending (-0.0 equal to 0.0), then docid descending by strcmp."""
    items = sorted(docs.items(), key=lambda kv: strcmp_key(kv[0]), reverse=True)
    return [d for d, _ in sorted(items, key=lambda kv: -kv[1])]  # stable: equal scores keep docid descending


# ----------------------------------------------------------------- TREC runs
def joined_mark(i: int, line: str) -> None:
    """A byte-order mark that begins a line after the first (``cat`` of files that each start with one) is refused
    at its line: trec_eval would read it into the qid, another query (issue 45's fifteenth bar)."""
    if i > 1 and line.startswith("\ufeff"):
        raise Invalid(i, "a byte-order mark begins a later line")


def read_run(data: bytes) -> dict[str, Any]:
    """A run: ``{"scores": {qid: {docid: score}}, "tags": set, "order": {qid: [docid...]}}``."""
    scores: dict[str, dict[str, float]] = {}
    first: dict[tuple[str, str], int] = {}
    tags: set[str] = set()
    comment = bool(re.search(rb"(?m)^[ \t\r\f\v]*#", decompress(data)))
    for i, line in text_lines(data, comment=rb"[ \t\r\f\v]*#"):
        # a comment line: trec_eval 10.0 skips it (9.x read it as a line): skipped, or refused at its line
        joined_mark(i, line)
        f = c_fields(line)
        if not f:
            continue
        if len(f) != 6:
            raise Invalid(i, f"{len(f)} fields")
        q, _it, d, _rank, s, tag = f
        check_id(q, i, "qid")
        check_id(d, i, "docid")
        try:
            v = strtod(s)
        except ValueError:
            raise Invalid(i, f"score {s!r} not a number") from None
        if not math.isfinite(v):
            raise Invalid(i, f"score {s!r} not finite")
        if (q, d) in first:
            raise Invalid(i, f"document {d} twice in query {q}")
        first[(q, d)] = i
        scores.setdefault(q, {})[d] = v
        tags.add(tag)
    run = {"scores": scores, "tags": tags, "order": {q: trec_order(docs) for q, docs in scores.items()}}
    return Verdict(True, run, either=comment)


# ----------------------------------------------------------------- qrels
def read_qrels(data: bytes) -> Any:
    """Qrels: ``{(qid, docid): rel}``; refused: not four fields, a grade that is not an int64 integer (or an integral
    decimal such as ``2.0``, its integer as trec_eval's atol reads it), a
    document judged twice in a query, no judgement at all (an empty qrels is an error, docs/reliability.md).
    trec_eval refuses a blank line in qrels (parse_qrels_line: Malformed line); it has one reading, so
    rankagg may read it (``either``)."""
    out: dict[tuple[str, str], int] = {}
    raw = decompress(data)
    raw = raw[3:] if raw.startswith(b"\xef\xbb\xbf") else raw  # the byte-order mark first, as text_lines drops it
    blank = bool(re.search(rb"(?m)^[ \t\r\f\v]*#", raw))  # trec_eval 10.0 skips a '#' line in
    for i, line in text_lines(data, comment=rb"[ \t\r\f\v]*#"):  # column 0: skipped, or refused at its line
        joined_mark(i, line)
        f = c_fields(line)
        if not f:
            blank = True
            continue
        if len(f) != 4:
            raise Invalid(i, f"{len(f)} fields")
        q, _it, d, r = f
        check_id(q, i, "qid")
        check_id(d, i, "docid")
        decimal = re.fullmatch(r"([+-]?[0-9]+)\.0*", r)  # 2.0, -1.00, 3.: atol reads the value written
        r = decimal.group(1) if decimal else r
        if not INTEGER.match(r):
            raise Invalid(i, f"grade {r!r} not an integer")
        rel = int(r)
        if not -(2 ** 63) <= rel < 2 ** 63:
            raise Invalid(i, f"grade {r} out of range")
        if (q, d) in out:
            raise Invalid(i, f"document {d} judged twice for {q}")
        out[(q, d)] = rel
    # an empty qrels is refused where it is used (evaluate: every measure would be undefined)
    return Verdict(True, out, either=blank or not out)


# ----------------------------------------------------------------- weights
def read_weights(data: bytes) -> Any:
    """``{name: weight}``: a JSON object (whole file), or ``NAME W`` / ``NAME=W`` lines."""
    lines = text_lines(data, nul=True, cr_ends=True)  # Python's universal newlines: CR, CRLF, LF
    text = "\n".join(s for _, s in lines)
    if text.lstrip(C_SPACE_STR).startswith("{"):
        def pairs(kv: list[tuple[str, Any]]) -> dict[str, Any]:
            seen: dict[str, Any] = {}
            for k, v in kv:
                if k in seen:
                    raise Invalid(None, f"key {k!r} twice")
                seen[k] = v
            return seen
        try:
            obj = json.loads(text, object_pairs_hook=pairs, parse_constant=lambda c: _bad_constant(c))
        except (ValueError, RecursionError) as e:
            if isinstance(e, Invalid):
                raise
            raise Invalid(None, f"not JSON: {e}") from None
        if not isinstance(obj, dict):
            raise Invalid(None, "not an object")
        if not obj:
            raise Invalid(None, "no weights")  # '{}': a file that weighs nothing is a mistake (docs/reliability.md)
        out = {}
        for k, v in obj.items():
            if isinstance(v, bool) or not isinstance(v, (int, float)):
                raise Invalid(None, f"weight of {k!r} not a number")
            w = float(v)
            if not math.isfinite(w) or w < 0:
                raise Invalid(None, f"weight {v!r} of {k!r}")
            if k == "" or "\0" in k:  # a run's name need only not be empty, nor hold a NUL: "BM25 + RM3"
                raise Invalid(None, "empty name")
            out[k] = w
        return out
    out = {}
    for i, line in lines:
        s = line.strip(C_SPACE_STR)
        if not s or s.startswith("#"):
            continue
        f = c_fields(s)  # NAME W, NAME=W, NAME = W, NAME =W, NAME= W; a tag may hold '=' (k1=0.9), a weight never
        if len(f) == 1 and "=" in f[0]:
            name, _, w = f[0].rpartition("=")
            f = [name.strip(C_SPACE_STR), w.strip(C_SPACE_STR)]
        elif len(f) == 3 and f[1] == "=":
            f = [f[0], f[2]]
        elif len(f) == 2 and len(f[1]) > 1 and f[1][0] == "=":
            f = [f[0], f[1][1:]]
        elif len(f) == 2 and len(f[0]) > 1 and f[0][-1] == "=" and f[0].count("=") == 1:
            f = [f[0][:-1], f[1]]
        if len(f) != 2:
            raise Invalid(i, f"not 'NAME W': {len(f)} fields")
        name, w = f
        if name == "" or "\0" in name:  # a NUL ends a C string, and a NumPy text array's value
            raise Invalid(i, "empty name")
        try:
            v = strtod(w)
        except ValueError:
            raise Invalid(i, f"weight {w!r} not a number") from None
        if not math.isfinite(v) or v < 0:
            raise Invalid(i, f"weight {w!r}")
        if name in out:
            raise Invalid(i, f"name {name!r} twice")
        out[name] = v
    if not out:  # no weight at all, as '{}': a file that weighs nothing is a mistake, refused naming the file
        raise Invalid(None, "no weights")
    return out


def _bad_constant(c: str) -> Any:
    raise Invalid(None, f"JSON constant {c}")


# ----------------------------------------------------------------- LETOR 4.0 aggregation
def read_letor(data: bytes, max_label: int = 2) -> Any:
    """``[(qid, [(docid, label, (rank or None, ...)), ...]), ...]`` in file order."""
    queries: list[tuple[str, list[Any]]] = []
    done: set[str] = set()
    k_rankers: int | None = None
    either = False
    for i, line in text_lines(data, nul=True):  # a NUL in the comment's metadata (inc, prob) is read by no one
        if not c_fields(line):
            continue
        body, hash_, comment = line.partition("#")
        if not hash_:
            raise Invalid(i, "no '#docid = ' comment")
        if "\r" in comment.rstrip(" \t\r\v\f"):  # CR line ends: the other documents would be read as comment
            raise Invalid(i, "CR inside the comment")
        m = re.search(r"docid[ \t\r\v\f]*=[ \t\r\v\f]*([^ \t\r\n\v\f]+)", comment)
        if not m:
            raise Invalid(i, "no docid")
        docid = m.group(1)
        if "\0" in body or "\0" in docid:
            raise Invalid(i, "NUL byte")
        either |= len(docid) > MAX_ID_CHARS  # the id cap is a rule of TREC lines, not stated for LETOR
        f = c_fields(body)
        if len(f) < 2:
            raise Invalid(i, "fields")
        label_t, qtok, *rank_toks = f
        if not INTEGER.match(label_t) or not 0 <= int(label_t) <= max_label:
            raise Invalid(i, f"label {label_t!r}")
        if not qtok.startswith("qid:") or qtok == "qid:":
            raise Invalid(i, f"qid token {qtok!r}")
        qid = check_id(qtok[4:], i, "qid")
        if k_rankers is None:
            k_rankers = len(rank_toks)
        if len(rank_toks) != k_rankers:
            raise Invalid(i, f"{len(rank_toks)} ranker fields, expected {k_rankers}")
        ranks: list[float | None] = []
        for k, t in enumerate(rank_toks, 1):
            idx, colon, val = t.partition(":")
            if not colon or not INTEGER.match(idx) or int(idx) != k:  # '+1', '01': the number 1
                raise Invalid(i, f"ranker field {t!r}")
            if val == "NULL":
                ranks.append(None)
                continue
            try:
                r = strtod(val)
            except ValueError:
                raise Invalid(i, f"rank {val!r}") from None
            if not (r >= 1 and r == int(r) and r <= 2 ** 53):
                raise Invalid(i, f"rank {val!r}")
            ranks.append(float(r))
        if not queries or queries[-1][0] != qid:
            if qid in done:
                raise Invalid(i, f"qid {qid} reappears")
            done.add(qid)
            queries.append((qid, []))
        docs = queries[-1][1]
        if any(d == docid for d, _, _ in docs):
            raise Invalid(i, f"document {docid} twice")
        docs.append((docid, int(label_t), tuple(ranks)))
    return Verdict(True, queries, either=either)


# ----------------------------------------------------------------- PrefLib
HEADER = re.compile(r"# ([A-Z][A-Z0-9 ]*?): ?(.*)\Z")
#: a line keyed ALTERNATIVE NAME (then an ASCII blank, the colon or nothing), and its one form
NAME_KEY = re.compile(r"ALTERNATIVE NAME(?![^ \t\r\f\v:])")
NAME_LINE = re.compile(r"ALTERNATIVE NAME[ \t\r\f\v]+([0-9]+)[ \t\r\f\v]*: ?(.*)", re.S)


def read_preflib(data: bytes, suffix: str) -> Any:
    """``(data_type, {k: name}, [(count, ((alt, ...), ...)), ...])``: preflib.org's format (2022)."""
    meta: dict[str, str] = {}
    names: dict[int, str] = {}
    orders: list[tuple[int, tuple[tuple[int, ...], ...]]] = []
    lines = text_lines(data, nul=True, cr_ends=True)  # preflibtools: universal newlines
    either = False
    for i, line in lines:
        s = line[:-1] if line.endswith("\r") else line
        if s.startswith("#"):
            if orders:
                raise Invalid(i, "header line after the orders")
            key_text = s[1:].strip()  # preflibtools: line[1:].strip()
            if "\r" in key_text.partition(":")[0]:
                either = True  # preflibtools (Python's universal newlines) ends the line at a CR: other lines
            if NAME_KEY.match(key_text):
                # the key preflibtools dispatches on (``line.startswith("# ALTERNATIVE NAME")``); a line of another
                # form it drops silently, and the alternative is named by its number: another item than the one
                # written, refused (docs/preferences.md)
                am = NAME_LINE.fullmatch(key_text)
                if am is None:
                    raise Invalid(i, "an ALTERNATIVE NAME line not 'ALTERNATIVE NAME k: name'")
                k, value = int(am.group(1)), am.group(2).rstrip()  # rankagg drops blanks at a name's end
                if k in names:
                    raise Invalid(i, f"alternative {k} named twice")
                if value.strip() == "":
                    raise Invalid(i, "empty alternative name")
                either |= "\0" in value
                names[k] = value
                continue
            # a key is spelled with one space between its words (preflibtools' ``startswith("# NUMBER VOTERS")``):
            # a key split by a tab, NEL or U+2028 is an unknown key, skipped
            m = HEADER.match("# " + key_text)
            if m:
                meta[m.group(1)] = m.group(2).rstrip()
            continue
        if s.strip() == "":
            either = True  # a blank line among the orders: skipped, or refused
            continue
        count_t, colon, order_t = s.partition(":")
        if not colon:
            raise Invalid(i, "no 'count:'")
        count_t = count_t.strip()
        if not re.fullmatch(r"[0-9]{1,15}", count_t) or int(count_t) < 1:
            raise Invalid(i, f"count {count_t!r}")
        if "\0" in s:
            raise Invalid(i, "NUL byte in an order")
        orders.append((int(count_t), _order(order_t, i)))
    dt = meta.get("DATA TYPE")
    if dt is None:
        dt = suffix  # no DATA TYPE line: the suffix says it (a reading rankagg may give or refuse)
        either = True
    if dt.strip().lower() not in ("soc", "soi", "toc", "toi"):
        raise Invalid(None, f"DATA TYPE {dt!r}")
    either |= dt.strip() != dt.strip().lower()  # 'SOI': read as soi, or refused
    dt = dt.strip().lower()
    if dt != suffix:
        raise Invalid(None, f"DATA TYPE {dt} but suffix {suffix}")
    n_alt = _header_int(meta, "NUMBER ALTERNATIVES")
    if any(not 1 <= k <= n_alt for k in names):
        raise Invalid(None, "an alternative name beyond NUMBER ALTERNATIVES")
    if sorted(names) != list(range(1, n_alt + 1)):
        either = True  # an unnamed alternative: named by its number, or refused
        names = {k: names.get(k, str(k)) for k in range(1, n_alt + 1)}
    if len(set(names.values())) != len(names):
        raise Invalid(None, "one name for two alternatives")
    for key, total in (("NUMBER VOTERS", sum(c for c, _ in orders)), ("NUMBER UNIQUE ORDERS", len(orders))):
        if key not in meta:
            either = True  # not declared: nothing to check against
        elif len(meta[key].strip()) > 15:
            either = True  # more than 15 digits: refused (docs/preferences.md), or compared
        elif _header_int(meta, key) != total:
            raise Invalid(None, f"orders do not add up to {key}")
    for (c, classes), (i, _) in zip(orders, [(i, s) for i, s in lines if not s.startswith("#")]):
        seen = [a for cl in classes for a in cl]
        if len(set(seen)) != len(seen):
            raise Invalid(i, "an alternative twice")
        if any(not 1 <= a <= n_alt for a in seen):
            raise Invalid(i, "undeclared alternative")
        if dt[0] == "s" and any(len(cl) > 1 for cl in classes):
            raise Invalid(i, "a tie in a strict file")
        if dt[1:] == "oc" and len(seen) != n_alt:
            raise Invalid(i, "an alternative missing in a complete file")
    return Verdict(True, (dt, names, orders), either=either)


def _header_int(meta: dict[str, str], key: str) -> int:
    v = meta.get(key)
    if v is None or not re.fullmatch(r"[0-9]{1,15}", v.strip()):
        raise Invalid(None, f"{key} {v!r}")
    return int(v.strip())


def _order(text: str, line: int) -> tuple[tuple[int, ...], ...]:
    classes: list[tuple[int, ...]] = []
    pos, n = 0, len(text)
    t = text

    def item(tok: str) -> int:
        tok = tok.strip()  # preflibtools: int(x.strip())
        if not re.fullmatch(r"[0-9]{1,15}", tok):
            raise Invalid(line, f"item {tok!r}")
        return int(tok)

    while pos < n:
        while pos < n and t[pos].isspace():  # preflibtools strips with Python's str.strip
            pos += 1
        if pos >= n:
            break
        if t[pos] == "{":
            end = t.find("}", pos)
            if end < 0 or "{" in t[pos + 1:end]:
                raise Invalid(line, "brace")
            classes.append(tuple(item(x) for x in t[pos + 1:end].split(",")))
            pos = end + 1
        else:
            end = t.find(",", pos)
            end = n if end < 0 else end
            tok = t[pos:end]
            if "{" in tok or "}" in tok:
                raise Invalid(line, "brace")
            classes.append((item(tok),))
            pos = end
        while pos < n and t[pos].isspace():
            pos += 1
        if pos < n:
            if t[pos] != ",":
                raise Invalid(line, "separator")
            pos += 1
            if t[pos:].strip() == "":
                raise Invalid(line, "trailing comma")
    return tuple(classes)


# ----------------------------------------------------------------- gene lists
def read_gene_table(data: bytes, sep: str) -> Any:
    """``{list name: [items]}`` of a table of lists (header row, one row per rank)."""
    # RFC 4180 quoting (R's read.csv and write.csv quote a cell holding the separator, a quote or a line end)
    import csv
    import io

    text = "\n".join(s for _, s in text_lines(data, nul=True, cr_ends=True))  # a NUL in a list name is no id
    quoted = '"' in text  # a quote (in the text, not in gzip's bytes): R's and Python's csv readers differ in corners
    try:  # a quote never closed: the rest of the file is one cell (R: "EOF within quoted string"), refused
        for _ in csv.reader(io.StringIO(text + "\n", newline=""), delimiter=sep, strict=True):
            pass
    except csv.Error as e:
        if "unexpected end of data" in str(e):
            raise Invalid(None, "a quote never closed") from None
    reader = csv.reader(io.StringIO(text, newline=""), delimiter=sep)
    try:
        lines = [(reader.line_num, row) for row in reader]
    except csv.Error as e:
        raise Invalid(reader.line_num, f"csv: {e}") from None
    lines = [(i, r) for i, r in lines if r]
    if not lines:
        raise Invalid(None, "no header")
    (h, header), rows = lines[0], lines[1:]
    names = [n.strip(C_SPACE_STR) for n in header]
    if any(n == "" or "\0" in n for n in names) or len(set(names)) != len(names):
        raise Invalid(h, "list names")  # a name is not empty and holds no NUL (C strings end there)
    lists: dict[str, list[str]] = {n: [] for n in names}
    ended = {n: False for n in names}
    for i, cells in rows:
        if len(cells) > len(names):
            raise Invalid(i, f"{len(cells)} cells for {len(names)} lists")
        cells += [""] * (len(names) - len(cells))  # R's read.csv: fill = TRUE
        for n, c in zip(names, cells):
            if c == "":
                ended[n] = True
                continue
            if ended[n]:
                raise Invalid(i, f"item after the end of list {n}")
            if any(ch in c for ch in C_SPACE_STR + "\0") or len(c) > MAX_ID_CHARS:
                raise Invalid(i, f"item {c!r}")
            if c in lists[n]:
                raise Invalid(i, f"item {c} twice in {n}")
            lists[n].append(c)
    _no_gene(lists, {(n, c): i for i, cells in rows for n, c in zip(names, cells)})
    # lists with no item at all are refused where they are ranked, not here
    return Verdict(True, lists, either=quoted, notes=["csv quoting"] if quoted else [])


#: R's NA and Excel's error values: no gene (docs/genes.md)
NOT_GENES = {"NA", "N/A", "#N/A", "NaN", "nan", "#NAME?", "#VALUE!", "#REF!", "#DIV/0!", "#NUM!", "#NULL!"}
#: a person's mark for an empty cell, in any case, and a statistics package's missing value (SAS's and Stata's '.',
#: '.A' to '.Z', '._'; GenStat's '*'): no gene either (docs/genes.md)
EMPTY_MARKS = {"-", "--", "\u2013", "\u2014", "\u2212", "n/a", "n.a.", "n.a", "null", "none", ".", "._", "*",
               *("." + letter for letter in "abcdefghijklmnopqrstuvwxyz")}


def _no_gene(lists: dict[str, list[str]], line: dict[tuple[str, str], int]) -> None:
    """Refuse a missing value read as a gene, and a list of numbers with a decimal one among them (statistics)."""
    for n, items in lists.items():
        for c in items:
            if c in NOT_GENES or c.casefold() in EMPTY_MARKS:
                raise Invalid(line[n, c], f"missing value {c!r}")
    def number(c: str) -> bool:
        try:
            strtod(c)  # C's reading: '1_0' and 'inf' are text
            return True
        except ValueError:
            return False
    for n, items in lists.items():
        if items and all(number(c) for c in items) and any(ch in c for c in items for ch in ".eE"):
            raise Invalid(line[n, items[0]], f"list {n} of numbers")
    # a table lists one kind of item: whole numbers as long as a list of names (2 items at least) and sharing no
    # item with the lists of names are a value per row (docs/genes.md)
    names = {n: items for n, items in lists.items() if len(items) >= 2 and not all(number(c) for c in items)}
    named = {c for items in names.values() for c in items}
    for n, items in lists.items():
        if (items and all(number(c) for c in items) and len(items) in {len(v) for v in names.values()}
                and not named & set(items)):
            raise Invalid(line[n, items[0]], f"list {n} of values beside names")


def read_gene_list(data: bytes, stem: str) -> Any:
    """``{name: [items]}`` of one list per file."""
    name = stem
    items: list[str] = []
    lines: dict[str, int] = {}
    for i, s in text_lines(data, nul=True, cr_ends=True):  # R's readLines and GSEA's readers end a line at CR too
        s = s.strip(C_SPACE_STR)
        if s == "":
            continue
        if s.startswith("#"):
            if not items and name == stem and i == 1 and s[1:].strip(C_SPACE_STR):
                name = s[1:].strip(C_SPACE_STR)
                if "\0" in name:
                    raise Invalid(i, "a NUL in the list's name")
            continue
        if any(ch in s for ch in C_SPACE_STR + "\0") or len(s) > MAX_ID_CHARS:
            raise Invalid(i, f"item {s!r}")
        if s in items:
            raise Invalid(i, f"item {s} twice")
        items.append(s)
        lines[s] = i
    _no_gene({name: items}, {(name, c): i for c, i in lines.items()})
    return {name: items}
