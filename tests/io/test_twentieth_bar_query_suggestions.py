"""Issue 45's twentieth bar, a query-autocomplete team (scripts/reliability_bars/twentieth_autocomplete.py): the fault
class it found.

* A Parquet run table whose prefixes start with ``#`` (hashtag prefixes: ``#``, ``#tbt``) or with a byte-order mark
  was read, fused, and then refused at the Parquet output (``-o fused.parquet``) with the TREC text writer's reason,
  "trec_eval 10.0 skips such a line as a comment": the table writer ran the text file's rules
  (:func:`rankagg.io.trec_writer.trec_run_columns` always checked ``text=True``).  A Parquet cell is no line, so
  the id reads back as it was read; the table writer now checks the id rule alone (``text=False``), and the TREC
  text output still refuses such a query, whose line trec_eval would skip.
* ``rankagg fuse --explain ex.jsonl`` wrote the explanations first and the run after: a refusal at the run's writer
  (that hashtag prefix, a byte-order mark, a ``--tag`` with a blank) exited 2 with the explanations of a run never
  written left behind, over any older file of that name.  The explanations now go to a hidden sibling renamed into
  place once the run is written (:func:`rankagg.api.staged_output.kept_if_done`), removed on any error.
"""

from __future__ import annotations

import json
from pathlib import Path

import pandas as pd
import pytest

from rankagg.cli import main

# prefixes a user types that a TREC text line cannot start with: hashtags, and a byte-order mark pasted in front
PREFIXES = ["#", "#tbt", "#100daysofcode", "#c++", "\ufeffnew_y"]


def _suggestions(prefix: str) -> pd.DataFrame:
    """Two rankers' suggestions for the prefix and for an ordinary one ('ny'): mpc's counts, nlm's log-probabilities."""
    rows = [(prefix, "s1", 40.0, "mpc"), (prefix, "s2", 12.0, "mpc"), (prefix, "s3", 3.0, "mpc"),
            (prefix, "s2", -0.1, "nlm"), (prefix, "s4", -0.7, "nlm"), ("ny", "nyc", 9.0, "mpc")]
    return pd.DataFrame(rows, columns=["q_id", "doc_id", "score", "run"])


def _rrf_by_hand() -> dict[str, float]:
    """RRF (k = 60) of the prefix's two lists: s2 second in mpc and first in nlm."""
    return {"s2": 1 / 62 + 1 / 61, "s1": 1 / 61, "s4": 1 / 62, "s3": 1 / 63}


@pytest.mark.parametrize("prefix", PREFIXES)
def test_a_parquet_output_keeps_a_prefix_no_text_line_may_start_with(prefix: str, tmp_path: Path) -> None:
    _suggestions(prefix).to_parquet(tmp_path / "s.parquet", index=False)
    out = tmp_path / "fused.parquet"
    assert main(["fuse", str(tmp_path / "s.parquet"), "--method", "rrf", "-o", str(out), "--quiet"]) == 0
    table = pd.read_parquet(out)
    assert set(table["q_id"]) == {prefix, "ny"}
    mine = table[table["q_id"] == prefix].sort_values("rank")
    want = _rrf_by_hand()
    assert list(mine["doc_id"]) == sorted(want, key=lambda d: -want[d])
    assert all(abs(s - want[d]) < 1e-9 for d, s in zip(mine["doc_id"], mine["score"]))


@pytest.mark.parametrize("prefix", PREFIXES)
def test_a_trec_text_output_still_refuses_it(prefix: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    _suggestions(prefix).to_parquet(tmp_path / "s.parquet", index=False)
    out = tmp_path / "fused.run"
    assert main(["fuse", str(tmp_path / "s.parquet"), "--method", "rrf", "-o", str(out), "--quiet"]) == 2
    err = capsys.readouterr().err
    assert repr(prefix) in err and len(err.strip().splitlines()) == 1
    assert not out.exists()


RUN_A = "ny Q0 nyc 1 9 mpc\nny Q0 nyt 2 4 mpc\n"
RUN_B = "ny Q0 nyt 1 -0.1 nlm\nny Q0 nyc 2 -0.8 nlm\n"
# (inputs, options): a fusion the run's writer refuses after the explanations were computed
LATE_REFUSALS = {
    "a hashtag prefix": ("#tbt", []),
    "a byte-order mark before a prefix": ("\ufeffny", []),
    "a tag with a blank": ("ny", ["--tag", "my tag"]),
    "a tag with a tab": ("ny", ["--tag", "a\tb"]),
}


def _inputs(folder: Path, prefix: str) -> list[str]:
    if prefix == "ny":
        (folder / "a.run").write_text(RUN_A)
        (folder / "b.run").write_text(RUN_B)
        return [str(folder / "a.run"), str(folder / "b.run")]
    _suggestions(prefix).to_parquet(folder / "s.parquet", index=False)
    return [str(folder / "s.parquet")]


@pytest.mark.parametrize("older", [None, b"an older explanation\n"], ids=["new", "over an older file"])
@pytest.mark.parametrize("late", list(LATE_REFUSALS))
def test_a_refused_run_leaves_no_explanations(late: str, older: bytes | None, tmp_path: Path,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    prefix, options = LATE_REFUSALS[late]
    inputs = _inputs(tmp_path, prefix)
    explain = tmp_path / "ex.jsonl"
    if older is not None:
        explain.write_bytes(older)
    before = set(tmp_path.iterdir())
    argv = ["fuse", *inputs, "--method", "rrf", "-o", str(tmp_path / "fused.run"), "--explain", str(explain), *options]
    assert main(argv) == 2
    assert len(capsys.readouterr().err.strip().splitlines()) == 1
    assert set(tmp_path.iterdir()) == before  # no run, no explanations, nothing staged
    assert (explain.read_bytes() if explain.exists() else None) == older


def test_a_written_run_comes_with_its_explanations(tmp_path: Path) -> None:
    inputs = _inputs(tmp_path, "ny")
    explain, run = tmp_path / "ex.jsonl", tmp_path / "fused.run"
    explain.write_text("an older explanation\n")
    assert main(["fuse", *inputs, "--method", "rrf", "-o", str(run), "--explain", str(explain), "--quiet"]) == 0
    lines = [json.loads(line) for line in explain.read_text().splitlines()]
    written = [line.split() for line in run.read_text().splitlines()]
    assert [(e["qid"], e["docid"]) for e in lines] == [(w[0], w[2]) for w in written]
    # nyc: first in mpc, second in nlm; nyt the reverse: RRF 1/61 + 1/62 each
    assert all(abs(e["score"] - (1 / 61 + 1 / 62)) < 1e-12 for e in lines)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.run", "b.run", "ex.jsonl", "fused.run"]
