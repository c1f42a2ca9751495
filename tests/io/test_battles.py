"""Issue 50 item 2: arena battles (``model_a, model_b, winner``) read as comparisons, in four encodings."""

from __future__ import annotations

import gzip
import json

import numpy as np
import pandas as pd
import pytest

from rankagg.api.preferences import fuse_comparisons, preference_kind
from rankagg.cli import main
from rankagg.io._errors import InputFormatError
from rankagg.io.battles import battles_from_frame, is_battle_table, read_battles, write_battles
from rankagg.io.formats import FORMATS, recognise

ROWS = [("gpt-x", "claude-y", "model_a", "u1"), ("claude-y", "llama-z", "tie", "u2"),
        ("llama-z", "gpt-x", "model_b", "u1"), ("gpt-x", "llama-z", "tie (bothbad)", "u3"),
        ("claude-y", "gpt-x", "model_b", "u2")]


def _frame(rows=ROWS) -> pd.DataFrame:
    frame = pd.DataFrame(rows, columns=["model_a", "model_b", "winner", "judge"])
    frame["tstamp"] = 1.7e9  # columns the Arena's files carry, left unread
    frame["language"] = "English"
    return frame


def _write(frame: pd.DataFrame, path) -> None:
    name = str(path)
    if name.endswith(".jsonl"):
        frame.to_json(path, orient="records", lines=True)
    elif name.endswith(".json"):
        frame.to_json(path, orient="records", indent=1)
    elif name.endswith(".csv"):
        frame.to_csv(path, index=False)
    else:
        frame.to_parquet(path)


@pytest.mark.parametrize("suffix", [".jsonl", ".json", ".csv", ".parquet"])
def test_each_encoding_reads_the_same_comparisons(tmp_path, suffix):
    path = tmp_path / f"battles{suffix}"
    _write(_frame(), path)
    assert is_battle_table(path) and recognise(path, "comparisons") is FORMATS["battles"]
    assert preference_kind(path) == "comparisons"
    comps = read_battles(path)
    # model_a won -> win, model_b won -> loss, both ties -> tie (1/2), as arena-rank's outcome map
    assert comps.item_a.tolist() == ["gpt-x", "claude-y", "llama-z", "gpt-x", "claude-y"]
    assert comps.outcome.tolist() == [1.0, 0.5, 0.0, 0.5, 0.0]
    assert comps.judge.tolist() == ["u1", "u2", "u1", "u3", "u2"] and comps.qids.tolist() == ["1"] * 5
    same = battles_from_frame(_frame())
    assert same.outcome.tolist() == comps.outcome.tolist() and same.item_b.tolist() == comps.item_b.tolist()


def test_the_arena_clean_battle_json_shape_and_gzip(tmp_path):
    """A JSON array with nested metadata, as the Arena's clean_battle files; one line; gzip-compressed."""
    records = [{"model_a": a, "model_b": b, "winner": w, "judge": j, "conv_metadata": {"sum_user_tokens": 12},
                "anony": True} for a, b, w, j in ROWS]
    text = json.dumps(records)
    assert "\n" not in text
    (tmp_path / "clean.json").write_text(text)
    with gzip.open(tmp_path / "clean.json.gz", "wt") as fh:
        fh.write(text)
    for name in ("clean.json", "clean.json.gz"):
        assert read_battles(tmp_path / name).outcome.tolist() == [1.0, 0.5, 0.0, 0.5, 0.0]


@pytest.mark.parametrize("suffix,line", [(".jsonl", 3), (".json", 3), (".csv", 3), (".parquet", 2)])
def test_an_unknown_winner_is_refused_at_its_line(tmp_path, suffix, line):
    rows = [ROWS[0], ("claude-y", "llama-z", "draw", "u2"), ROWS[2]]
    path = tmp_path / f"b{suffix}"
    frame = _frame(rows)
    if suffix == ".json":  # one battle per line of the array: the second battle starts on line 3
        path.write_text("[\n" + ",\n".join(json.dumps(r) for r in frame.to_dict("records")) + "\n]\n")
    elif suffix == ".jsonl":
        path.write_text("\n" + "".join(json.dumps(r) + "\n" for r in frame.to_dict("records")))  # a blank first line
    else:
        _write(frame, path)
    with pytest.raises(InputFormatError, match=rf"b\{suffix}:{line}: winner 'draw' is not model_a, model_b, tie"):
        read_battles(path)


@pytest.mark.parametrize("rows,message", [
    ([("gpt-x", "gpt-x", "tie", "u1")], r"b\.csv:2: item 'gpt-x' compared with itself"),
    ([("gpt x", "claude-y", "tie", "u1")], r"b\.csv:2: item 'gpt x' holds a blank"),
    ([("gpt-x", "", "model_a", "u1")], r"b\.csv:2: item '' is empty"),
])
def test_the_comparison_rules_apply(tmp_path, rows, message):
    _write(_frame(rows), tmp_path / "b.csv")
    with pytest.raises(InputFormatError, match=message):
        read_battles(tmp_path / "b.csv")


def test_a_battle_id_appears_once_and_columns_are_named(tmp_path):
    frame = _frame()
    frame["id"] = ["b1", "b2", "b3", "b2", "b5"]
    _write(frame, tmp_path / "b.csv")
    with pytest.raises(InputFormatError, match=r"b\.csv:5: battle b2 appears twice \(first at line 3\)"):
        list(FORMATS["battles"].read(tmp_path / "b.csv"))
    frame["id"] = ["b1", "b2", "b3", "b4", "b5"]
    _write(frame, tmp_path / "b.csv")
    assert len(next(iter(FORMATS["battles"].read(tmp_path / "b.csv")))) == 5
    (tmp_path / "m.csv").write_text("model_a,model_b,outcome\nx,y,win\n")  # a comparison table, not battles
    assert recognise(tmp_path / "m.csv", "comparisons") is FORMATS["comparisons"]
    with pytest.raises(InputFormatError, match="missing column 'winner'"):
        read_battles(tmp_path / "m.csv")


def test_a_run_file_named_csv_is_not_a_battle_table(tmp_path):
    (tmp_path / "runs.csv").write_text("qid,docid,score,run\n1,d1,0.5,a\n")
    assert not is_battle_table(tmp_path / "runs.csv") and preference_kind(tmp_path / "runs.csv") is None
    (tmp_path / "other.json").write_text('{"bm25": 0.5}')
    assert preference_kind(tmp_path / "other.json") is None


@pytest.mark.parametrize("suffix", [".jsonl", ".json", ".csv", ".parquet"])
def test_written_battles_read_back(tmp_path, suffix):
    _write(_frame(), tmp_path / "in.csv")
    comps = read_battles(tmp_path / "in.csv")
    write_battles(comps, tmp_path / f"out{suffix}")
    back = read_battles(tmp_path / f"out{suffix}")
    for column in ("qids", "item_a", "item_b", "outcome", "judge"):
        assert getattr(back, column).tolist() == getattr(comps, column).tolist()
    comps.weight = np.full(len(comps), 2.0)
    with pytest.raises(ValueError, match="a battle has no weight"):
        write_battles(comps, tmp_path / f"w{suffix}")


def test_fuse_ranks_battles_with_integer_intervals(tmp_path, capsys):
    rng = np.random.default_rng(3)
    models = ["m-a", "m-b", "m-c", "m-d"]
    rows = []
    for k in range(400):
        i, j = rng.choice(4, 2, replace=False)
        p = 1 / (1 + np.exp(-(j - i) * 0.6))
        rows.append((models[i], models[j], "model_a" if rng.random() < p else "model_b", f"voter{k % 30}"))
    _write(_frame(rows), tmp_path / "battles.jsonl")
    assert main(["fuse", str(tmp_path / "battles.jsonl"), "-o", str(tmp_path / "board.csv")]) == 0
    board = pd.read_csv(tmp_path / "board.csv")
    assert board["item"].tolist() == models  # strongest first
    assert board.columns.tolist() == ["query", "item", "score", "rank", "score_low", "score_high", "rank_low",
                                      "rank_high"]
    assert board["score"].between(700, 1300).all()  # LMArena's scale: 1000 + 400 log10-odds
    assert (board["rank_low"] <= board["rank"]).all() and (board["rank"] <= board["rank_high"]).all()
    text = (tmp_path / "board.csv").read_text()
    assert ".0," not in text.split("\n")[1].split(",", 6)[-1]  # rank intervals are written as integers
    assert board["rank_low"].dtype.kind == "i" and board["rank_high"].dtype.kind == "i"
