"""Issue 45's twenty-first bar (an exam board's comparative judgement): the tools' judgement exports are refused at
their header at every door, saying how to write them as comparisons; an order written as a table keeps every item
unless --depth is given."""

from __future__ import annotations

import contextlib
import io
import json

import pandas as pd
import pytest

import rankagg
from rankagg.api.preferences import fuse_preference_files
from rankagg.cli import main
from rankagg.defaults import DEPTH_NOT_GIVEN

_JUDGEMENTS = [("J01", "S-0001", "S-0002", "left"), ("J02", "S-0002", "S-0003", "right"),
               ("J03", "S-0003", "S-0001", "left"), ("J04", "S-0001", "S-0003", "left")]


def _chosen(left: str, right: str, side: str) -> tuple[str, str]:
    return (left, right) if side == "left" else (right, left)


#: (header, row of a judgement): the exports of comparative-judgement tools, each with unique judge ids so that a
#: reader of ranked lists finds no repeated item to complain of
_EXPORTS = {
    "Judge,Left,Right,Chosen,Time": lambda j, l, r, s: [j, l, r, _chosen(l, r, s)[0], "34"],
    "Judge,Chosen,Not chosen,Time taken": lambda j, l, r, s: [j, *_chosen(l, r, s), "21"],
    "judge,left_script,right_script,chosen": lambda j, l, r, s: [j, l, r, _chosen(l, r, s)[0]],
    "judge,first_script,second_script,decision": lambda j, l, r, s: [j, l, r, "first" if s == "left" else "second"],
    "Judge,Left Candidate,Right Candidate,Chosen Candidate": lambda j, l, r, s: [j, l, r, _chosen(l, r, s)[0]],
    "judge,winner_id,loser_id": lambda j, l, r, s: [j, *_chosen(l, r, s)],
    "judge,better,worse": lambda j, l, r, s: [j, *_chosen(l, r, s)],
    "judge,preferred,rejected": lambda j, l, r, s: [j, *_chosen(l, r, s)],
    "judge,winning_script,losing_script": lambda j, l, r, s: [j, *_chosen(l, r, s)],
}


def _frame(header: str) -> pd.DataFrame:
    return pd.DataFrame([_EXPORTS[header](*j) for j in _JUDGEMENTS], columns=header.split(","))


def _write(frame: pd.DataFrame, path, door: str) -> None:
    if door == "csv":
        frame.to_csv(path, index=False)
    elif door == "tsv":
        frame.to_csv(path, index=False, sep="\t")
    elif door == "jsonl":
        path.write_text("".join(json.dumps(r) + "\n" for r in frame.to_dict("records")))
    else:
        frame.to_parquet(path)


@pytest.mark.parametrize("door", ["csv", "tsv", "jsonl", "parquet", "frame", "csv path to rankagg.fuse"])
@pytest.mark.parametrize("header", sorted(_EXPORTS))
def test_judgement_export_refused_at_its_header_saying_how(tmp_path, header, door):
    frame = _frame(header)
    columns = header.split(",")
    if door == "frame":
        with pytest.raises(ValueError) as err:
            rankagg.fuse(frame)
        where = "dataframe"
    elif door.startswith("csv path"):  # the runs' door: it named only 'expected 6 fields' of the first line
        path = tmp_path / "judgements.csv"
        _write(frame, path, "csv")
        with pytest.raises(ValueError) as err:
            rankagg.fuse(str(path))
        where = "judgements.csv:1"
    else:
        path = tmp_path / f"judgements.{door}"
        _write(frame, path, door)
        out = tmp_path / "order.csv"
        with contextlib.redirect_stderr(io.StringIO()) as stderr:
            try:
                rc = main(["fuse", str(path), "-o", str(out)])
            except SystemExit as e:
                rc = e.code
        assert rc == 2 and not out.exists()
        where = "judgements.parquet" if door == "parquet" else "judgements.%s:1" % door
    message = str(err.value) if door == "frame" or door.startswith("csv path") else stderr.getvalue()
    assert message.count("\n") <= 1
    assert where in message and "item_a" in message and "outcome" in message
    # the message names the export's own columns that become item_a and item_b (never the judge or the time)
    items = [c for c in columns if c.lower() not in ("judge", "time", "time taken") and "decision" not in c.lower()
             and not (c.lower().startswith("chosen") and "Left" in header) and not (c == "chosen" and "left" in header)]
    assert all(c in message for c in items[:2]), (items, message)


@pytest.mark.parametrize("suffix", [".csv", ".tsv", ".jsonl", ".parquet"])
@pytest.mark.parametrize("n", [1001, 1500])
def test_table_output_keeps_every_item_without_depth(tmp_path, suffix, n):
    # a chain of n scripts, each beating the next: borda_wins gives script k (0-based) n - 1 - k wins... here one
    # comparison each, so every script but the last has one win: all n are in the order
    rows = [{"item_a": f"S-{k:05d}", "item_b": f"S-{k + 1:05d}", "outcome": "win"} for k in range(n - 1)]
    src = tmp_path / "chain.csv"
    pd.DataFrame(rows).to_csv(src, index=False)
    out = tmp_path / f"order{suffix}"
    fuse_preference_files([str(src)], str(out), method="borda_wins", depth=DEPTH_NOT_GIVEN)
    table = (pd.read_parquet(out) if suffix == ".parquet" else
             pd.read_json(out, lines=True) if suffix == ".jsonl" else pd.read_csv(out, sep="\t" if suffix == ".tsv"
                                                                                   else ","))
    assert len(table) == n and set(table["item"]) == {f"S-{k:05d}" for k in range(n)}
    given = tmp_path / f"top{suffix}"
    fuse_preference_files([str(src)], str(given), method="borda_wins", depth=10)
    cut = (pd.read_parquet(given) if suffix == ".parquet" else
           pd.read_json(given, lines=True) if suffix == ".jsonl" else pd.read_csv(given, sep="\t" if suffix == ".tsv"
                                                                                  else ","))
    assert len(cut) == 10  # --depth given: the user's own cut


def test_trec_run_output_keeps_the_run_default_depth(tmp_path):
    rows = [{"item_a": f"S-{k:05d}", "item_b": f"S-{k + 1:05d}", "outcome": "win"} for k in range(1200)]
    src = tmp_path / "chain.csv"
    pd.DataFrame(rows).to_csv(src, index=False)
    out = tmp_path / "order.run"
    fuse_preference_files([str(src)], str(out), method="borda_wins", depth=DEPTH_NOT_GIVEN)
    assert len(out.read_text().splitlines()) == 1000  # TREC's default depth (docs/preferences.md)
