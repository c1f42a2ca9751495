"""Issue 45's fifteenth bar, a survey researcher's day (``u15v_`` in scripts/reliability_matrix.py): its two fault
classes, generated over their members.

1. **A table of ranks by rows read as a table of lists.**  A ranking question exported wide, as Qualtrics and
   SurveyMonkey export it (one row per respondent, a respondent id first, one column per item holding its place:
   ``2, 1, 3, 5, 4`` or ``2nd, 1st, 3rd``), given to ``rankagg fuse`` was read as gene lists: each item's column a
   list of the "genes" '1', '2', ... (or '1st'), and the significance table ranked numbers.  The gene-list reader
   (``rankagg.io.gene_lists._check_rank_rows``) refuses, naming the file and the first row's line, a table whose
   every row holds the places of its columns (k >= 3; 1..k or 0..k-1, each once or tied), beside at most the first
   column; tables of real lists (symbols, Entrez ids, small ids that are not places in every row) read as before.
2. **A weight column of a table of runs dropped.**  A long table of rankings (``qid, docid, run, rank``) carrying
   each respondent's post-stratification weight in a ``weight`` column (the name a comparison table's weights
   have, docs/preferences.md) was fused unweighted without a word.  The frame readers (``rankagg.io.frame.
   refuse_weight_column``, called by ``from_dataframe`` and ``arrow_frame``: DataFrames, Arrow tables, the Parquet
   run table) refuse it naming the column and the ``weights=`` a run's weight is given by.
"""

from __future__ import annotations

import random

import pandas as pd
import pytest

import rankagg
from rankagg.api.gene_lists import read_gene_lists

ITEMS = ["Price", "Battery", "Camera", "Screen", "Storage", "Design", "Colour", "Weight_g"]
ORDINAL = {1: "1st", 2: "2nd", 3: "3rd"}


def _ordinal(p: int) -> str:
    return ORDINAL.get(p, f"{p}th")


def _wide(seed: int, n: int, k: int, ids: str, cells: str, ties: bool) -> str:
    """A wide export of ``n`` respondents ranking ``k`` items: each row a cyclic shift of one permutation, so no
    column holds a place twice (the shape no other rule of the reader refuses)."""
    rng = random.Random(seed)
    base = list(range(1, k + 1))
    rng.shuffle(base)
    header = (["ResponseId"] if ids == "text" else ["Respondent ID"] if ids == "number" else []) + ITEMS[:k]
    lines = [",".join(f'"{h}"' if " " in h else h for h in header)]
    for r in range(n):
        places = base[r % k:] + base[:r % k]
        if ties:  # a form that allowed ties: the last two places share the better one (competition ranks 1 2 3 3)
            places = [k - 1 if p == k else p for p in places]
        if cells == "zero":
            places = [p - 1 for p in places]
        shown = [_ordinal(p) if cells == "ordinal" else str(p) for p in places]
        lead = [f"R_{seed}x{r}"] if ids == "text" else [str(114000 + 37 * r)] if ids == "number" else []
        lines.append(",".join(lead + shown))
    return "\n".join(lines) + "\n"


WIDE = [(seed, n, k, ids, cells, ties)
        for seed, (n, k) in enumerate([(2, 3), (3, 5), (4, 4), (5, 6), (3, 8), (2, 7)])
        for ids in ("text", "number", "none")
        for cells, ties in (("digits", False), ("ordinal", False), ("zero", False), ("digits", True))
        if not (ties and k == 3 and n == 2) or ids != "none"]


@pytest.mark.parametrize("seed,n,k,ids,cells,ties", WIDE)
def test_a_wide_table_of_places_is_refused_at_its_first_row(tmp_path, seed, n, k, ids, cells, ties):
    path = tmp_path / "survey.csv"
    path.write_text(_wide(seed, n, k, ids, cells, ties))
    with pytest.raises(ValueError) as err:
        read_gene_lists(str(path))
    # n == k: each column also holds 1..k once, which the column rule (u13d) names first
    assert "survey.csv:2:" in str(err.value) and "per ranker" in str(err.value)


@pytest.mark.parametrize("prefix", [b"", b"\xef\xbb\xbf"])
def test_a_wide_export_with_a_bom_and_quoted_labels_through_the_command(tmp_path, prefix, capsys):
    from rankagg.cli import main

    path = tmp_path / "survey.csv"
    path.write_bytes(prefix + b'ResponseId,"Price, incl. VAT","The ""premium"" finish",Camera,Battery\n'
                     b"R_1,1,3,2,4\nR_2,2,1,4,3\nR_3,4,2,3,1\n")
    assert main(["fuse", str(path), "-o", str(tmp_path / "out.tsv"), "--quiet"]) == 2
    assert "survey.csv:2:" in capsys.readouterr().err and not (tmp_path / "out.tsv").exists()


LISTS = [
    {"up": ["TP53", "MYC", "EGFR"], "down": ["MYC", "TP53", "KRAS"], "third": ["EGFR", "KRAS", "TP53"]},
    {"a": ["7157", "4609", "1956"], "b": ["4609", "7157", "3845"], "c": ["1956", "3845", "7157"]},  # Entrez ids
    {"a": ["1", "2", "3"], "b": ["1", "2", "3"], "c": ["1", "2", "3"]},  # identical lists of small ids
    {"a": ["3", "1", "2"], "b": ["2", "3", "1"]},  # two lists: rows of two places, under k = 3
    {"x": ["1", "5", "9"], "y": ["2", "6", "8"], "z": ["3", "4", "7"]},  # the first row 1 2 3, the next not places
]


@pytest.mark.parametrize("lists", LISTS)
def test_tables_of_real_lists_are_read_as_before(tmp_path, lists):
    path = tmp_path / "lists.csv"
    names = list(lists)
    rows = [",".join(names)] + [",".join(lists[c][i] for c in names) for i in range(len(lists[names[0]]))]
    path.write_text("\n".join(rows) + "\n")
    assert {k: list(v) for k, v in read_gene_lists(str(path)).items()} == lists


def _long(weight_column: str | None) -> pd.DataFrame:
    top3 = {"R01": ["Battery", "Price", "Camera"], "R02": ["Price", "Battery", "Screen"],
            "R03": ["Camera", "Storage", "Price"], "R04": ["Battery", "Camera", "Design"]}
    weights = {"R01": 1.37, "R02": 0.62, "R03": 2.05, "R04": 0.91}
    rows = [{"qid": "Q1", "docid": d, "run": r, "rank": p} for r, o in top3.items() for p, d in enumerate(o, 1)]
    df = pd.DataFrame(rows)
    if weight_column is not None:
        df[weight_column] = df["run"].map(weights)
    return df


SPELLINGS = ["weight", "Weight", "WEIGHTS", "weights"]


@pytest.mark.parametrize("form", ["pandas", "arrow", "parquet"])
@pytest.mark.parametrize("column", SPELLINGS)
def test_a_weight_column_of_runs_is_refused_naming_it(tmp_path, form, column):
    df = _long(column)
    if form == "arrow":
        import pyarrow as pa

        runs = pa.Table.from_pandas(df, preserve_index=False)
    elif form == "parquet":
        df = df.rename(columns={"qid": "q_id", "docid": "doc_id"})
        df["score"] = 7.0 - df.pop("rank")
        runs = str(tmp_path / "survey.parquet")
        df.to_parquet(runs, index=False)
    else:
        runs = df
    with pytest.raises(ValueError) as err:
        rankagg.fuse(runs, "borda")
    assert repr(column) in str(err.value) and "weights=" in str(err.value)


def test_the_same_runs_without_the_column_fuse_and_weigh_by_name():
    weights = {"R01": 1.37, "R02": 0.62, "R03": 2.05, "R04": 0.91}
    plain = rankagg.fuse(_long(None), "borda", weights=weights)
    got = dict(zip(plain["docid"], plain["score"]))
    # Borda, n = 6 items some respondent ranked: 6, 5, 4 points, the three left out (6 - 3 + 1) / 2 = 2 each
    top3 = {"R01": ["Battery", "Price", "Camera"], "R02": ["Price", "Battery", "Screen"],
            "R03": ["Camera", "Storage", "Price"], "R04": ["Battery", "Camera", "Design"]}
    items = sorted({d for o in top3.values() for d in o})
    want = {d: sum(w * ((6 - top3[r].index(d)) if d in top3[r] else 2.0) for r, w in weights.items()) for d in items}
    assert got == pytest.approx(want, rel=1e-12)


@pytest.mark.parametrize("bad", [0, float("nan"), 1.5, -2])
def test_a_bad_rank_is_named_as_written_not_as_numpy_spells_it(bad):
    df = _long(None)
    df["rank"] = df["rank"].astype(float)
    df.loc[3, "rank"] = bad
    with pytest.raises(ValueError) as err:
        rankagg.fuse(df, "borda")
    assert f"row 3: rank {float(bad)!r} is not a positive integer" in str(err.value) and "np." not in str(err.value)
