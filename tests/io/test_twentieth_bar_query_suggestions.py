"""Issue 45's twentieth bar, a query-autocomplete team (scripts/reliability_bars/twentieth_autocomplete.py): the fault
class it found.

* A Parquet run table whose prefixes start with ``#`` (hashtag prefixes: ``#``, ``#tbt``) or with a byte-order mark
  was read, fused, and then refused at the Parquet output (``-o fused.parquet``) with the TREC text writer's reason,
  "trec_eval 10.0 skips such a line as a comment": the table writer ran the text file's rules
  (:func:`rankagg.io.trec_writer.trec_run_columns` always checked ``text=True``).  A Parquet cell is no line, so
  the id reads back as it was read; the table writer now checks the id rule alone (``text=False``), and the TREC
  text output still refuses such a query, whose line trec_eval would skip.
"""

from __future__ import annotations

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
