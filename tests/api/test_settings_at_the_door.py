"""The environment's settings are checked at every Python entry, as every command checks them first
(``rankagg._settings.check_settings``): ``RANKAGG_MEMORY_LIMIT_GB='2GB'`` was ignored by ``rankagg.fuse`` of a
small problem (no estimate asked for the limit), and refused by the CLI."""

from __future__ import annotations

import pytest

import rankagg
from rankagg.api import fuse_files, make_fusion

RUNS = {"a": {"1": {"x": 1.0, "y": 0.5}}, "b": {"1": {"y": 2.0}}}
QRELS = {"1": {"x": 1}}


def _entries(tmp_path):
    run = tmp_path / "a.run"
    run.write_text("1 Q0 x 1 1.0 a\n1 Q0 y 2 0.5 a\n")
    return {
        "fuse": lambda: rankagg.fuse(RUNS, "rrf"),
        "fuse an Aggregator": lambda: rankagg.fuse(RUNS, make_fusion("rrf")),
        "fuse_files": lambda: fuse_files([run], tmp_path / "o.run", method="rrf"),
        "make_fusion": lambda: make_fusion("borda"),
        "evaluate": lambda: rankagg.evaluate({"1": {"x": 1.0}}, QRELS),
    }


@pytest.mark.parametrize("value", ["2GB", "0", "-1", "nan", "inf", "1e400", "x"])
@pytest.mark.parametrize("entry", ["fuse", "fuse an Aggregator", "fuse_files", "make_fusion", "evaluate"])
def test_a_bad_memory_limit_is_refused_at_every_entry(entry, value, tmp_path, monkeypatch):
    call = _entries(tmp_path)[entry]
    monkeypatch.setenv("RANKAGG_MEMORY_LIMIT_GB", value)
    with pytest.raises(ValueError, match=f"RANKAGG_MEMORY_LIMIT_GB={value!r}: expected a number"):
        call()
    assert not (tmp_path / "o.run").exists()


@pytest.mark.parametrize("entry", ["fuse", "fuse an Aggregator", "fuse_files", "make_fusion", "evaluate"])
def test_a_good_memory_limit_or_none_runs(entry, tmp_path, monkeypatch):
    for value in ("", "2", "0.5"):
        monkeypatch.setenv("RANKAGG_MEMORY_LIMIT_GB", value)
        _entries(tmp_path)[entry]()
