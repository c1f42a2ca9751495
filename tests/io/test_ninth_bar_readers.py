"""Issue 45's ninth bar (reliability matrix ``u9o_*``): what other tools read from rankagg's outputs.

Two classes the bar found, each generated over its members:

* a preference table (comparisons, PrefLib) written under a name: the reader that name implies (pandas'
  ``read_parquet``, ``read_csv`` with the compression its suffix says, ``read_json(lines=True)``) reads the table
  rankagg made.  ``-o x.parquet`` wrote a TREC run, which no Parquet reader opens (u9o_comparisons_parquet_output),
  and ``.jsonl`` rounded every score to 10 digits (pandas' ``to_json``; found by this generator);
* ``rankagg evaluate`` of the Parquet run table ``rankagg fuse -o x.parquet`` writes: the values of the same
  fusion written as TREC text (which the matrix checks against pytrec_eval).  It refused the table
  (u9o_parquet_evaluated_as_text), so the one output rankagg writes for pipelines did not read back.
"""

from __future__ import annotations

import json
import warnings

import pandas as pd
import pytest

from rankagg.api.preferences import fuse_preference_files, write_table
from rankagg.cli import main
from rankagg.evaluation.files import evaluate_command

# comparisons with a tie and a name pandas would mangle in a CSV (a comma, a quote); an election whose names
# hold blanks (the name column keeps them, item is the percent-encoded id)
COMPARISONS = 'query,item_a,item_b,outcome\nq1,"A,B",é,win\nq1,é,"C""D",tie\nq1,"C""D","A,B",loss\nq2,x,y,win\n'
ELECTION = ("# FILE NAME: e.soc\n# TITLE: t\n# DATA TYPE: soc\n# NUMBER ALTERNATIVES: 3\n# NUMBER VOTERS: 3\n"
            "# NUMBER UNIQUE ORDERS: 3\n# ALTERNATIVE NAME 1: Jean Luc\n# ALTERNATIVE NAME 2: Ann\n"
            "# ALTERNATIVE NAME 3: Bo 100%\n1: 1,2,3\n1: 2,3,1\n1: 1,3,2\n")
READERS = {  # the reader a user's tool picks by the name (pandas infers .gz from the suffix)
    ".parquet": pd.read_parquet,
    ".csv": lambda p: pd.read_csv(p, dtype={"query": str, "item": str, "name": str}, keep_default_na=False),
    ".csv.gz": lambda p: pd.read_csv(p, dtype={"query": str, "item": str, "name": str}, keep_default_na=False),
    ".tsv": lambda p: pd.read_csv(p, sep="\t", dtype={"query": str, "item": str, "name": str}, keep_default_na=False),
    ".jsonl": lambda p: pd.read_json(p, lines=True, dtype={"query": str, "item": str, "name": str}),
    ".jsonl.gz": lambda p: pd.read_json(p, lines=True, dtype={"query": str, "item": str, "name": str}),
}


@pytest.fixture(scope="module")
def tables(tmp_path_factory):
    """Each preference kind fused once (in process); the writer is then asked for every name."""
    d = tmp_path_factory.mktemp("prefs")
    (d / "c.csv").write_text(COMPARISONS, encoding="utf-8")
    (d / "e.soc").write_text(ELECTION, encoding="utf-8")
    with warnings.catch_warnings():  # undefeated items: davidson says its scores are where the solver stopped
        warnings.simplefilter("ignore", UserWarning)
        comparisons = fuse_preference_files([str(d / "c.csv")])
    return {"comparisons": comparisons, "preflib": fuse_preference_files([str(d / "e.soc")])}


@pytest.mark.parametrize("suffix", sorted(READERS))
@pytest.mark.parametrize("kind", ["comparisons", "preflib"])
def test_a_preference_table_reads_back_by_its_name(tables, tmp_path, kind, suffix):
    """Whatever the name, the reader it implies gives the table's rows: queries, items, names, ranks and scores
    (the scores to the last bit: CSV and JSON print a double's shortest repr, Parquet holds it)."""
    table = tables[kind]
    out = tmp_path / f"out{suffix}"
    write_table(table, out)
    got = READERS[suffix](out)
    for column in [c for c in ("query", "item", "name", "rank") if c in table]:
        assert [str(v) for v in got[column]] == [str(v) for v in table[column]], column
    assert got["score"].tolist() == table["score"].tolist()


def test_a_parquet_table_through_the_command_reads_back(tmp_path):
    """``rankagg fuse comparisons -o x.parquet`` end to end: a Parquet file whose items are the CSV's."""
    (tmp_path / "c.csv").write_text(COMPARISONS.replace("q2,x,y,win", "q2,x,y,tie"), encoding="utf-8")
    for name in ("o.parquet", "o.csv"):
        assert main(["fuse", str(tmp_path / "c.csv"), "--quiet", "-o", str(tmp_path / name)]) == 0
    assert pd.read_parquet(tmp_path / "o.parquet")["item"].tolist() == READERS[".csv"](tmp_path / "o.csv")["item"].tolist()


def test_a_compressed_parquet_name_is_refused(tables, tmp_path):
    """Parquet compresses inside; a ``.parquet.gz`` opens in no Parquet reader, so it is refused and not written."""
    with pytest.raises(ValueError, match=r"o\.parquet\.gz: a Parquet table is compressed inside"):
        write_table(tables["comparisons"], tmp_path / "o.parquet.gz")
    assert not list(tmp_path.iterdir())


# runs whose fusions tie exactly (a Condorcet cycle in query 1, reversed lists in query 2), docids whose text,
# byte and number orders differ; the judgements grade every document
RUNS = {
    "r1.run": "1 Q0 é 1 3 t1\n1 Q0 a 2 2 t1\n1 Q0 B 3 1 t1\n2 Q0 10 1 4 t1\n2 Q0 9 2 3 t1\n2 Q0 x 3 2 t1\n2 Q0 y 4 1 t1\n",
    "r2.run": "1 Q0 a 1 3 t2\n1 Q0 B 2 2 t2\n1 Q0 é 3 1 t2\n2 Q0 y 1 4 t2\n2 Q0 x 2 3 t2\n2 Q0 9 3 2 t2\n2 Q0 10 4 1 t2\n",
    "r3.run": "1 Q0 B 1 3 t3\n1 Q0 é 2 2 t3\n1 Q0 a 3 1 t3\n",
}
QRELS = "1 0 a 1\n1 0 B 0\n1 0 é 2\n2 0 10 1\n2 0 9 0\n2 0 x 1\n2 0 y 2\n"
MEASURES = ["nDCG@10", "AP", "RR", "P@1", "P@2", "Rprec", "R@2"]


@pytest.fixture(scope="module")
def judged(tmp_path_factory):
    d = tmp_path_factory.mktemp("runs")
    for name, text in {**RUNS, "q.txt": QRELS}.items():
        (d / name).write_text(text, encoding="utf-8")
    return d


def _evaluated(d, *paths: str) -> dict:
    return json.loads(evaluate_command(letor=None, qrels=str(d / "q.txt"), runs=[str(p) for p in paths],
                                       measures=MEASURES, per_query=True, as_json=True))


@pytest.mark.parametrize("options", [["--method", "rrf"], ["--method", "borda"], ["--method", "combsum"],
                                     ["--method", "condorcet"], ["--method", "rrf", "--scores", "rank"],
                                     ["--method", "borda", "--depth", "2"], ["--method", "isr", "--tag", "Ω|x"]])
def test_evaluate_reads_the_parquet_table_fuse_writes(judged, tmp_path, options):
    """One fusion written as TREC text and as the Parquet run table: the same per-query values (and means)."""
    runs = [str(judged / r) for r in RUNS]
    for name in ("f.run", "f.parquet"):
        assert main(["fuse", *runs, *options, "--quiet", "-o", str(tmp_path / name)]) == 0
    js = _evaluated(judged, tmp_path / "f.run", tmp_path / "f.parquet")
    text, table = js[str(tmp_path / "f.run")], js[str(tmp_path / "f.parquet")]
    assert table == text


def test_a_parquet_table_of_int_ids_is_evaluated_as_their_text(judged, tmp_path):
    """A table pandas wrote with integer q_id and doc_id (ids are text to trec_eval): the values of the TREC file
    of the same lines."""
    (tmp_path / "q.txt").write_text("1 0 10 1\n1 0 9 2\n2 0 7 1\n", encoding="utf-8")
    rows = [(1, 10, 2.0), (1, 9, 2.0), (1, 8, 1.0), (2, 7, 0.5), (2, 70, 0.5)]  # ties: docid descending as text
    pd.DataFrame(rows, columns=["q_id", "doc_id", "score"]).assign(run="t").to_parquet(tmp_path / "t.parquet")
    (tmp_path / "t.run").write_text("".join(f"{q} Q0 {d} 1 {s!r} t\n" for q, d, s in rows), encoding="utf-8")
    js = _evaluated(tmp_path, tmp_path / "t.parquet", tmp_path / "t.run")
    assert js[str(tmp_path / "t.parquet")] == js[str(tmp_path / "t.run")]


def test_a_parquet_table_of_several_runs_is_refused_naming_them(judged, tmp_path):
    """evaluate measures one run per input; a table of two runs is refused with the file and the run names."""
    runs = [str(judged / r) for r in ("r1.run", "r2.run")]
    assert main(["fuse", *runs, "--method", "rrf", "--quiet", "-o", str(tmp_path / "f.parquet")]) == 0
    t = pd.read_parquet(tmp_path / "f.parquet")
    pd.concat([t, t.assign(run="other")]).to_parquet(tmp_path / "two.parquet")
    with pytest.raises(ValueError, match=r"two\.parquet is a Parquet run table of 2 runs \(rankagg-rrf, other\)"):
        _evaluated(judged, tmp_path / "two.parquet")


def test_a_parquet_table_without_judged_queries_is_named(judged, tmp_path):
    pd.DataFrame({"q_id": ["9"], "doc_id": ["a"], "score": [1.0], "run": ["t"]}).to_parquet(tmp_path / "u.parquet")
    with pytest.raises(ValueError, match=r"u\.parquet: no query in common with the qrels"):
        _evaluated(judged, tmp_path / "u.parquet")
