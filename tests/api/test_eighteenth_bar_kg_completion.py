"""Issue 45's eighteenth bar, a knowledge-graph completion researcher's day (``u18g_``): one table of entity scores
per embedding model.

* ``u18g_wn18rr_polars_fuse``, ``u18g_arrow_tables_by_model``: ``rankagg.fuse({model: table})`` read pandas frames
  only (:mod:`rankagg.io.named_frames`); a polars frame or an Arrow table per model was refused as "expected {qid:
  {docid: score}}, got DataFrame" (or "got Table"), although one long table of either library is read.  Each table
  of any library the registry reads as a long table is now read as that table is, and the answer comes back in the
  tables' library (pandas for a mix).
* In the same door, tables that name a role's column differently (ranx's ``q_id`` in one, ``qid`` in another) were
  stacked into one frame with both columns, and the refusal was "row 0: q_id is missing"; a table without a query or
  document column was told the same at the first row of another table.  Each table's columns are read on its own
  now: the different names are the same role, and a missing role is named with the table's name and its columns.

Every answer is held to Cormack's RRF computed here, ranks by score then id descending (trec_eval's rule), ties by
the house rule (more lists, best place, the smaller id)."""

from __future__ import annotations

import numpy as np
import pandas as pd
import polars as pl
import pyarrow as pa
import pytest

import rankagg


def _rrf(models: dict[str, dict[str, dict[str, float]]]) -> dict[str, list[tuple[str, float]]]:
    out = {}
    for q in dict.fromkeys(q for m in models.values() for q in m):
        sc, cnt, best = {}, {}, {}
        for m in models.values():
            p = m.get(q, {})
            for r, d in enumerate(sorted(p, key=lambda d: (p[d], d.encode()), reverse=True), 1):
                sc[d] = sc.get(d, 0.0) + 1.0 / (60 + r)
                cnt[d] = cnt.get(d, 0) + 1
                best[d] = min(best.get(d, r), r)
        out[q] = sorted(((d, s) for d, s in sc.items()), key=lambda x: (-x[1], -cnt[x[0]], best[x[0]], x[0]))
    return out


def _models(seed: int):
    rng = np.random.default_rng(seed)
    ents = ["%08d" % x for x in rng.choice(10**6, 40, replace=False)]  # WN18RR synset offsets: text
    qs = [f"{ents[i]}|_hypernym|?" for i in range(4)]
    return {m: {q: dict(zip(rng.choice(ents, 15, replace=False).tolist(), np.round(rng.normal(0, 2, 15), 1).tolist()))
                for q in qs} for m in ("transe", "rotate", "complex")}


def _table(by_q: dict, library: str, names=("q_id", "doc_id")):
    cols = {names[0]: [q for q, p in by_q.items() for _ in p], names[1]: [d for p in by_q.values() for d in p],
            "score": [s for p in by_q.values() for s in p.values()]}
    if library == "pandas":
        return pd.DataFrame(cols)
    if library == "arrow":
        return pa.table(cols)
    return pl.DataFrame(cols)


LIBRARIES = ["pandas", "arrow", "polars"]
TYPE = {"pandas": pd.DataFrame, "arrow": pa.Table, "polars": pl.DataFrame}


def _answer(out, qcol="q_id", dcol="doc_id") -> dict[str, list[tuple[str, float]]]:
    frame = out if isinstance(out, pd.DataFrame) else out.to_pandas()
    frame = frame.sort_values([qcol, "rank"])
    return {q: list(zip(g[dcol], g["score"])) for q, g in frame.groupby(qcol, sort=False)}


def _same(got, want):
    assert set(got) == set(want)
    for q in want:
        assert [d for d, _ in got[q]] == [d for d, _ in want[q]], q
        assert np.allclose([s for _, s in got[q]], [s for _, s in want[q]], rtol=1e-12, atol=0)


# each library alone, and mixes of two and of three (the answer then a pandas frame)
MIXES = [(lib,) * 3 for lib in LIBRARIES] + [("arrow", "polars", "arrow"), ("polars", "pandas", "polars"),
                                            ("pandas", "arrow", "polars")]


@pytest.mark.parametrize("libraries", MIXES)
@pytest.mark.parametrize("container", ["dict", "list"])
def test_a_table_per_model_of_any_library(libraries, container):
    models = _models(len(set(libraries)))
    tables = {m: _table(models[m], lib) for m, lib in zip(models, libraries)}
    runs = tables if container == "dict" else list(tables.values())
    out = rankagg.fuse(runs, "rrf", depth=None)
    back = TYPE[libraries[0]] if len(set(libraries)) == 1 else pd.DataFrame
    assert isinstance(out, back)
    _same(_answer(out), _rrf(models))


@pytest.mark.parametrize("library", LIBRARIES)
def test_weights_name_the_tables(library):
    models = _models(5)
    out = rankagg.fuse({m: _table(models[m], library) for m in models}, "rrf", weights={"complex": 3.0}, depth=None)
    want = {}
    for q in models["transe"]:  # weighted RRF by hand: complex's terms three times
        sc = {}
        for m, w in (("transe", 1.0), ("rotate", 1.0), ("complex", 3.0)):
            p = models[m][q]
            for r, d in enumerate(sorted(p, key=lambda d: (p[d], d.encode()), reverse=True), 1):
                sc[d] = sc.get(d, 0.0) + w / (60 + r)
        want[q] = sc
    got = _answer(out)
    assert set(got) == set(want)
    for q, rows in got.items():
        assert dict(rows) == pytest.approx(want[q], rel=1e-12)


NAMES = [("q_id", "doc_id"), ("qid", "docid"), ("query_id", "doc_id"), ("query", "docno")]


@pytest.mark.parametrize("library", LIBRARIES)
@pytest.mark.parametrize("first,second", [(a, b) for a in NAMES for b in NAMES if a != b][:6])
def test_tables_naming_their_columns_differently(library, first, second):
    models = _models(7)
    names = [first, second, first]
    runs = {m: _table(models[m], library, n) for m, n in zip(models, names)}
    out = rankagg.fuse(runs, "rrf", depth=None)
    _same(_answer(out, *first), _rrf(models))  # the answer's columns are the first table's names


@pytest.mark.parametrize("library", LIBRARIES)
@pytest.mark.parametrize("lacking", ["qid", "docid"])
def test_a_table_without_a_role_is_named(library, lacking):
    models = _models(9)
    names = ("head", "doc_id") if lacking == "qid" else ("q_id", "tail_label")
    runs = {"transe": _table(models["transe"], library), "rotate": _table(models["rotate"], library, names)}
    with pytest.raises(ValueError) as err:
        rankagg.fuse(runs, "rrf")
    said = str(err.value)
    assert said.startswith(f"run 'rotate': needs a column for {lacking} (") and f"it has {names[0]}, {names[1]}, score" in said
