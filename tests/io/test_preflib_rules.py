"""PrefLib files (rankagg.io.preflib) against generated elections and generated faults (issue 45).

Valid elections (ties, incomplete orders, names with blanks and ``%``) read as preflibtools reads them, and
read the same from CRLF files, written back byte for byte.  Each fault family (counts that do not add up,
a negative or huge count, an unclosed or stray brace, an empty item, an empty or repeated name, a data type
the file's name contradicts) is put in a drawn valid file and must be refused naming the file and the line;
a declared size over the memory limit is refused before anything is allocated.
"""

from __future__ import annotations

import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rankagg.exceptions import ProblemTooLargeError
from rankagg.io._errors import InputFormatError
from rankagg.io.preflib import election_to_rankings, format_preflib, read_preflib

SETTINGS = settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
name_text = st.text(alphabet="abcXYZ 0%\u00a0-", min_size=1, max_size=8).map(str.strip).filter(bool)


@st.composite
def elections(draw):
    """(kind, header lines, order lines, index of the first order line): a valid PrefLib file's parts."""
    kind = draw(st.sampled_from(["soc", "soi", "toc", "toi"]))
    n = draw(st.integers(2, 6))
    names = draw(st.lists(name_text, min_size=n, max_size=n, unique=True))
    sep = draw(st.sampled_from([",", ", "]))  # one style per file: the one written back
    orders, seen = [], set()  # distinct orders: preflibtools keeps the last count of a repeated one
    for _ in range(draw(st.integers(1, 5))):
        alts = draw(st.permutations(range(1, n + 1)))
        if kind.endswith("i"):
            alts = alts[: draw(st.integers(1, n))]
        classes, k = [], 0
        while k < len(alts):
            size = draw(st.integers(1, 3)) if kind.startswith("to") else 1
            classes.append(alts[k:k + size])
            k += size
        if tuple(map(tuple, classes)) in seen:
            continue
        seen.add(tuple(map(tuple, classes)))
        text = sep.join(str(c[0]) if len(c) == 1 else "{" + sep.join(map(str, c)) + "}" for c in classes)
        orders.append((draw(st.integers(1, 9)), text))
    header = [f"# FILE NAME: e.{kind}", "# TITLE: generated", f"# DATA TYPE: {kind}", f"# NUMBER ALTERNATIVES: {n}",
              f"# NUMBER VOTERS: {sum(c for c, _ in orders)}", f"# NUMBER UNIQUE ORDERS: {len(orders)}",
              *(f"# ALTERNATIVE NAME {i}: {nm}" for i, nm in enumerate(names, start=1))]
    return kind, header, [f"{c}: {t}" for c, t in orders]


def _write(tmp_path, kind, header, orders, newline="\n"):
    path = tmp_path / f"e.{kind}"
    path.write_bytes((newline.join(header + orders) + newline).encode("utf-8"))
    return path


@SETTINGS
@given(election=elections())
def test_generated_elections_read_as_preflibtools_reads_them(tmp_path, election):
    instances = pytest.importorskip("preflibtools.instances")
    kind, header, orders = election
    path = _write(tmp_path, kind, header, orders)
    mine = read_preflib(path)
    theirs = instances.OrdinalInstance(str(path))
    assert mine.alternatives == theirs.alternatives_name
    assert [(c, o) for c, o in mine.orders] == [(theirs.multiplicity[o], o) for o in theirs.orders]
    assert format_preflib(mine) == path.read_text(encoding="utf-8")


@SETTINGS
@given(election=elections())
def test_crlf_files_read_the_same_and_write_back_byte_for_byte(tmp_path, election):
    kind, header, orders = election
    lf = read_preflib(_write(tmp_path, kind, header, orders))
    path = tmp_path / f"crlf.{kind}"
    path.write_bytes(("\r\n".join(header + orders) + "\r\n").encode("utf-8"))
    crlf = read_preflib(path)
    assert crlf.alternatives == lf.alternatives and crlf.orders == lf.orders
    assert not any("\r" in name for name in crlf.alternatives.values())
    assert format_preflib(crlf).encode("utf-8") == path.read_bytes()
    assert election_to_rankings(crlf).docids.tolist() == election_to_rankings(lf).docids.tolist()


def _header_line(header, key):
    return next(i for i, h in enumerate(header, start=1) if h.startswith(f"# {key}"))


# a fault family: (name, mutate(header, orders, k) -> (header, orders, line or None), message)
def _voters_off(h, o, k):
    i = _header_line(h, "NUMBER VOTERS")
    h[i - 1] = f"# NUMBER VOTERS: {int(h[i - 1].split(':')[1]) + k + 1}"
    return h, o, i


def _voters_negative(h, o, k):
    i = _header_line(h, "NUMBER VOTERS")
    h[i - 1] = f"# NUMBER VOTERS: -{k + 1}"
    return h, o, i


def _unique_off(h, o, k):
    i = _header_line(h, "NUMBER UNIQUE ORDERS")
    h[i - 1] = f"# NUMBER UNIQUE ORDERS: {len(o) + k + 1}"
    return h, o, i


def _order(edit):
    def mutate(h, o, k):
        at = k % len(o)
        o[at] = edit(o[at])
        return h, o, len(h) + at + 1
    return mutate


def _empty_name(h, o, k):
    i = _header_line(h, "ALTERNATIVE NAME 1")
    h[i - 1] = "# ALTERNATIVE NAME 1: "
    return h, o, i


def _same_name(h, o, k):
    first = h[_header_line(h, "ALTERNATIVE NAME 1") - 1].split(": ", 1)[1]
    i = _header_line(h, "ALTERNATIVE NAME 2")
    h[i - 1] = f"# ALTERNATIVE NAME 2: {first}"
    return h, o, None


def _type_contradicts_name(h, o, k):
    i = _header_line(h, "DATA TYPE")
    kind = h[i - 1].split(": ")[1]
    h[i - 1] = "# DATA TYPE: " + {"soc": "toc", "toc": "soc", "soi": "toi", "toi": "soi"}[kind]
    return h, o, i


def _key_twice(key):
    """The header key given again, with another value, as the header's last line (one of them was kept)."""
    def mutate(h, o, k):
        i = _header_line(h, key)
        value = h[i - 1].split(": ", 1)[1]
        kinds = {"soc": "toc", "toc": "soc", "soi": "toi", "toi": "soi"}
        other = kinds[value] if value in kinds else str(int(value) + k + 1)
        return h + [f"# {key}: {other}"], o, len(h) + 1
    return mutate


FAULT_FAMILIES = [
    *((f"{key.lower().replace(' ', '_')}_twice", _key_twice(key), f"{key} is given twice")
      for key in ("DATA TYPE", "NUMBER ALTERNATIVES", "NUMBER VOTERS", "NUMBER UNIQUE ORDERS")),
    ("voters_do_not_add_up", _voters_off, "the counts add up to .* NUMBER VOTERS says"),
    ("negative_voters", _voters_negative, "NUMBER VOTERS '-.*' is not a non-negative integer"),
    ("unique_orders_do_not_add_up", _unique_off, "order lines; NUMBER UNIQUE ORDERS says"),
    ("unclosed_brace", _order(lambda t: t.replace(":", ": {", 1)), "unclosed brace|brace inside|empty item|a tie"),
    ("stray_brace", _order(lambda t: t + "}"), "stray closing brace|expected ','"),
    ("empty_item", _order(lambda t: t + ","), "an empty item"),
    ("double_comma", _order(lambda t: t.replace(":", ": 1,,", 1)), "an empty item"),
    ("empty_class", _order(lambda t: t + ",{}"), "an empty item"),
    ("huge_count", _order(lambda t: "9" * 5000 + t[t.index(":"):]), "is larger than"),
    ("zero_count", _order(lambda t: "0" + t[t.index(":"):]), "count '0' is not a positive integer"),
    ("empty_name", _empty_name, "alternative 1 has an empty name"),
    ("same_name", _same_name, "alternatives 1 and 2 have the same name"),
    ("type_contradicts_name", _type_contradicts_name, "DATA TYPE .* but the file is named"),
]


@pytest.mark.parametrize("family, mutate, message", FAULT_FAMILIES, ids=[f[0] for f in FAULT_FAMILIES])
@SETTINGS
@given(election=elections(), k=st.integers(0, 20))
def test_each_fault_family_is_refused_at_its_line(tmp_path, family, mutate, message, election, k):
    kind, header, orders = election
    header, orders, line = mutate(list(header), list(orders), k)
    path = _write(tmp_path, kind, header, orders)
    with pytest.raises(InputFormatError, match=message) as err:
        read_preflib(path)
    assert err.value.path == str(path)
    if line is not None:
        assert err.value.line == line


@SETTINGS
@given(n_alt=st.integers(10**6, 10**15 - 1), voters=st.integers(1, 10**6))
def test_a_declared_size_over_the_limit_is_refused_before_allocating(tmp_path, monkeypatch, n_alt, voters):
    monkeypatch.setenv("RANKAGG_MEMORY_LIMIT_GB", "0.05")  # 10^6 names alone are over it
    path = tmp_path / "huge.soc"
    path.write_text(f"# DATA TYPE: soc\n# NUMBER ALTERNATIVES: {n_alt}\n# NUMBER VOTERS: {voters}\n1: 1,2\n")
    with pytest.raises(ProblemTooLargeError, match=re.escape(f"{path}: reading an election of {n_alt} alternatives")
                       + r".* GiB, over the .* limit \(RANKAGG_MEMORY_LIMIT_GB\)"):
        read_preflib(path)  # the estimate comes from the header: raised before a name is built


def test_voters_expanded_past_the_limit_are_refused_before_the_rank_matrix(tmp_path, monkeypatch):
    path = tmp_path / "many.soc"
    path.write_text("# DATA TYPE: soc\n# NUMBER ALTERNATIVES: 3\n1000000000: 1,2,3\n")
    election = read_preflib(path)  # the orders are small; expanding the count to voters is not
    with pytest.raises(ProblemTooLargeError, match=f"{re.escape(str(path))}: building the rank matrix of 3 "
                                                   "alternatives and 1000000000 voters"):
        election_to_rankings(election)


@SETTINGS
@given(names=st.lists(st.text(alphabet="ab %\t\u00a0\n", min_size=0, max_size=5), min_size=2, max_size=5, unique=True),
       seed=st.integers(0, 1000))
def test_what_write_preflib_writes_reads_back(tmp_path, names, seed):
    """Rankings with adversarial docids as an election: written and read back to the same names and
    orders, or refused at writing (a name the reader would read otherwise), never a different file."""
    import numpy as np

    from rankagg.data.rankings import Rankings
    from rankagg.io.preflib import rankings_to_election, write_preflib

    rng = np.random.default_rng(seed)
    n, voters = len(names), 4
    ranks = np.array([rng.permutation(n) + 1.0 for _ in range(voters)]).T
    data = Rankings(offsets=np.array([0, n]), ranks=ranks, qids=np.array(["q"]), docids=np.array(names, dtype=object),
                    ranker_names=tuple(f"v{k}" for k in range(voters)))
    election = rankings_to_election(data)
    path = tmp_path / f"w.{election.data_type}"
    readable = all(nm and nm == nm.rstrip() and "\n" not in nm for nm in names)
    if not readable:
        with pytest.raises(ValueError, match="would not read back"):
            write_preflib(election, path)
        return
    write_preflib(election, path)
    back = read_preflib(path)
    assert back.alternatives == election.alternatives and back.orders == election.orders
