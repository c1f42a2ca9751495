"""The test command's data notice (tests/conftest.py): skipped (locally) or failed (CI) data tests are counted."""

from __future__ import annotations

from types import SimpleNamespace

from tests.conftest import DATA_NOTICE, _data_misses, _need_data


def test_data_misses_counts_the_data_fixtures_messages(monkeypatch, tmp_path):
    monkeypatch.setenv("RANKAGG_DATA", str(tmp_path))
    monkeypatch.delenv("CI", raising=False)
    try:
        _need_data()
        reason = None  # the data sits beside the checkout: the fixtures' message is checked below anyway
    except BaseException as exc:  # pytest's Skipped
        reason = str(exc)
    msg = reason or f"LETOR data {DATA_NOTICE} or put shared/data beside the checkout)"
    assert DATA_NOTICE in msg
    stats = {"skipped": [SimpleNamespace(longrepr=("f.py", 3, f"Skipped: {msg}")),
                         SimpleNamespace(longrepr=("g.py", 9, "Skipped: needs dask.distributed"))],
             "failed": [SimpleNamespace(longrepr=f"Failed: {msg}")], "passed": [SimpleNamespace(longrepr=None)]}
    assert _data_misses(stats) == 2
    assert _data_misses({}) == 0
