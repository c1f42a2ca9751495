"""The demo's line-up is a data file shipped with the package (issue 26: no method name list in the code)."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest

from rankagg.experiments import demo
from rankagg.experiments.demo import demo_methods, run_demo
from rankagg.methods.registry import list_methods

ROOT = Path(__file__).resolve().parents[2]


def test_the_line_up_is_the_packaged_file_in_its_order():
    packaged = tomllib.loads((ROOT / "rankagg" / "experiments" / demo.LINEUP).read_text())["methods"]
    assert demo_methods() == tuple(packaged) and len(packaged) == 16
    assert packaged[:2] == ["borda", "rrf"] and packaged[-1] == "rags_top"
    assert set(packaged) <= set(list_methods())
    # shipped in the wheel, not only in the checkout
    data = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]["package-data"]["rankagg"]
    assert f"experiments/{demo.LINEUP}" in data


@pytest.mark.parametrize(
    "body, message",
    [
        ("methods = [", "not valid TOML"),
        ('methods = ["borda"]\nseed = 1\n', "exactly the key 'methods'"),
        ("methods = []\n", "non-empty list"),
        ('methods = "borda"\n', "non-empty list"),
        ('methods = ["borda", 3]\n', "non-empty list"),
        ('methods = ["borda", "rrf", "borda"]\n', "listed twice"),
        ('methods = ["borda", "no_such_method"]\n', r"unknown methods \['no_such_method'\]"),
    ],
)
def test_a_bad_line_up_names_the_file(tmp_path, body, message):
    p = tmp_path / "lineup.toml"
    p.write_text(body)
    with pytest.raises(ValueError, match=message) as err:
        demo_methods(p)
    assert str(p) in str(err.value)


def test_the_table_follows_the_line_up_and_skips_supervised_methods(monkeypatch):
    monkeypatch.setattr(demo, "demo_methods", lambda: ("rrf", "rags_top", "borda"))
    out = run_demo(seed=0, n_queries=12)
    systems = re.findall(r"^\| \**([^|*]+?)\** \|", out, re.M)
    assert systems[0] == "system" and systems[1:11] == [f"input R{i}" for i in range(1, 9)] + ["input spam1", "input spam2"]
    assert systems[11:] == ["rrf", "borda"]  # rags_top learns from labels: the demo has none to give it


def test_each_method_is_warmed_before_it_is_timed(monkeypatch):
    """Issue 35: the first demo paid Numba's compile inside the timed call. Each method now runs first on a few
    queries of the same data (untimed, reported as "first call"), then on all of them (timed)."""
    calls = []
    real = demo.make_method

    def spy(name, **kw):
        m = real(name, **kw)
        original = m.aggregate
        m.aggregate = lambda data, *a, **k: calls.append((name, data.n_queries)) or original(data, *a, **k)
        return m

    monkeypatch.setattr(demo, "demo_methods", lambda: ("rrf", "borda"))
    monkeypatch.setattr(demo, "make_method", spy)
    out = run_demo(seed=0, n_queries=12)
    assert calls == [("rrf", demo.WARM_QUERIES), ("rrf", 12), ("borda", demo.WARM_QUERIES), ("borda", 12)]
    header = next(ln for ln in out.splitlines() if ln.startswith("| system"))
    assert header.endswith("| seconds | first call |")
    row = next(ln for ln in out.splitlines() if ln.startswith("| rrf") or ln.startswith("| **rrf"))
    assert all(float(c) >= 0 for c in row.strip("|").split("|")[-2:])
