"""Issue 45's eighteenth bar, a WMT campaign organiser: the three fault classes it found, each generated over its
members.

* A table of pairwise judgments in a campaign tool's shape (two item columns, a verdict naming the better one) given
  as ``.csv`` / ``.tsv`` was read as ranked gene lists and refused for an item "appearing twice in list lp"; it is
  refused at its header naming the comparison table's columns (``outcome``).
* A method's option spelled ``none`` in a spec (``kemeny(unranked=none)``) was read as Python's None and refused,
  though the parameter takes only words; it is the word.
* The wide layout ``qid, docid, score:<run>`` fused as a Parquet file but not as the frame of that file (pandas,
  Arrow, polars); it fuses alike, a null score a document its run did not rank.
"""

from __future__ import annotations

import gzip
import itertools

import numpy as np
import pandas as pd
import pytest

import rankagg
from rankagg.api.gene_lists import read_gene_lists
from rankagg.data.validation import Constraint
from rankagg.methods.registry import list_methods, make_method, method_class

ITEM_PAIRS = [("system_a", "system_b"), ("sys1", "sys2"), ("model_A", "model_B"), ("left", "right"),
              ("mt-1", "mt-2"), ("candidate a", "candidate b")]
VERDICTS = ["winner", "preferred", "Better", "choice", "result"]
SUFFIXES = [".csv", ".tsv", ".tsv.gz"]


def _write(path, header, rows):
    sep = "\t" if ".tsv" in path.name else ","
    text = "\n".join(sep.join(r) for r in [header, *rows]) + "\n"
    path.write_bytes(gzip.compress(text.encode(), mtime=0) if path.name.endswith(".gz") else text.encode())


@pytest.mark.parametrize("suffix", SUFFIXES)
@pytest.mark.parametrize("pair,verdict", list(itertools.product(ITEM_PAIRS, VERDICTS))[::2])
def test_judgment_tables_are_refused_at_their_header(tmp_path, suffix, pair, verdict):
    header = ["lp", pair[0], pair[1], verdict, "annotator"]
    path = tmp_path / f"rr{suffix}"
    _write(path, header, [["en-de", "Online-B", "NLLB+ens", "Online-B", "a1"],
                          ["en-de", "Online-B", "ÚFAL-T", "ÚFAL-T", "a2"]])
    with pytest.raises(ValueError) as err:
        read_gene_lists(str(path))
    message = str(err.value)
    assert f"rr{suffix}:1" in message and "outcome" in message
    assert f"name the columns {pair[0]} and {pair[1]} item_a and item_b" in message and verdict in message


def test_lists_whose_names_end_in_a_and_b_are_still_lists(tmp_path):
    path = tmp_path / "lists.csv"
    _write(path, ["study_a", "study_b"], [["TP53", "EGFR"], ["EGFR", "TP53"], ["MYC", "MYC"]])
    lists = read_gene_lists(str(path))
    assert {name: list(items) for name, items in lists.items()} == {"study_a": ["TP53", "EGFR", "MYC"],
                                                                      "study_b": ["EGFR", "TP53", "MYC"]}


def _none_words() -> list[tuple[str, str]]:
    """Every registered method's parameter whose options hold the word 'none' and not None."""
    out = []
    for name in list_methods():
        for param, constraint in method_class(name).param_constraints.items():
            if isinstance(constraint, Constraint) and constraint.check("none") and not constraint.check(None):
                out.append((name, param))
    return out


NONE_WORDS = _none_words()


def test_there_are_options_named_none():
    assert ("kemeny", "unranked") in NONE_WORDS and len(NONE_WORDS) >= 3


@pytest.mark.parametrize("name,param", NONE_WORDS)
def test_a_bare_none_is_the_option_none(name, param):
    try:
        method = make_method(f"{name}({param}=none)")
    except ValueError as exc:  # another rule ties this option to other parameters: not the word's reading
        assert "got None" not in str(exc), exc
        return
    assert method.params[param] == "none"


def test_a_parameter_that_takes_none_keeps_it():
    assert make_method("kemeny(time_limit=none)").params["time_limit"] is None


def test_kemeny_unranked_none_is_the_default_order():
    runs = {"en-de": {"all": {"a": 3.0, "b": 2.0, "c": 1.0}}, "zh-en": {"all": {"b": 2.0, "a": 1.0}},
            "de-fr": {"all": {"c": 3.0, "a": 2.0, "b": 1.0}}}
    assert rankagg.fuse(runs, "kemeny(unranked=none)") == rankagg.fuse(runs, "kemeny(unranked='none')")


def _trec_order(p):
    return sorted(p, key=lambda d: (p[d], d.encode()), reverse=True)


def _wide_table(seed: int):
    rng = np.random.default_rng(seed)
    systems = ["Online-B", "GPT-4.5", "NLLB+ens", "ÚFAL-T", "ONLINE-W.1234"]
    rows = []
    for lp in ["en-de", "zh-en", "de-fr"][: 1 + seed % 3]:
        for s in systems:
            rows.append({"qid": lp, "docid": s, **{f"score:{m}": float(rng.normal()) for m in ["BLEU", "chrF++", "COMET-22"]}})
    frame = pd.DataFrame(rows)
    holes = rng.random(frame.shape) < 0.2
    for j, col in enumerate(frame.columns[2:], 2):
        frame.loc[holes[:, j], col] = np.nan
    return frame


def _rrf_by_hand(frame):
    out = {}
    for lp, part in frame.groupby("qid", sort=False):
        scores = {}
        for col in [c for c in frame.columns if c.startswith("score:")]:
            held = {d: v for d, v in zip(part["docid"], part[col]) if not np.isnan(v)}
            for r, d in enumerate(_trec_order(held), 1):
                scores[d] = scores.get(d, 0.0) + 1 / (60 + r)
        out[lp] = scores
    return out


def _as(form, frame):
    if form == "pandas":
        return frame
    if form == "arrow":
        import pyarrow as pa

        return pa.Table.from_pandas(frame, preserve_index=False)
    import polars as pl

    return pl.from_pandas(frame)


@pytest.mark.parametrize("form", ["pandas", "arrow", "polars"])
@pytest.mark.parametrize("seed", range(4))
def test_a_wide_frame_fuses_as_its_long_rows(form, seed):
    frame = _wide_table(seed)
    out = rankagg.fuse(_as(form, frame), "rrf")
    out = out if isinstance(out, pd.DataFrame) else out.to_pandas()
    expected = _rrf_by_hand(frame)
    got = {}
    for q, d, s in zip(out["qid"], out["docid"], out["score"]):
        got.setdefault(q, {})[d] = s
    assert got.keys() == expected.keys()
    for lp in expected:
        assert got[lp].keys() == expected[lp].keys()
        assert all(abs(got[lp][d] - expected[lp][d]) < 1e-12 for d in expected[lp])


def test_a_wide_frame_equals_its_parquet_file(tmp_path):
    frame = _wide_table(2)
    frame.to_parquet(tmp_path / "wide.parquet", index=False)
    from_file = rankagg.fuse(str(tmp_path / "wide.parquet"), "borda")
    from_frame = rankagg.fuse(pd.read_parquet(tmp_path / "wide.parquet"), "borda")
    as_dict = {}
    for q, d, s in zip(from_frame["qid"], from_frame["docid"], from_frame["score"]):
        as_dict.setdefault(q, {})[d] = s
    assert as_dict == {q: dict(v) for q, v in from_file.items()}
