"""Issue 45's seventeenth bar, a clinical-trial matching team (u17k_report_*): ``rankagg report --measures`` split its
list at every comma, so a measure with two parameters (``RBP(p=0.8,rel=2)``, as ``rankagg evaluate`` keys it) was
refused as the unknown ``RBP(p=0.8`` and ``rel=2)``; and a measure the results hold, written another way (its
parameters in another order, trec_eval's ``map``), was refused or given an empty column.  The list is now split at the
commas outside parentheses and each name matched by its text, then by the measure it parses to
(:mod:`rankagg.experiments.report_measures`)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rankagg.cli import main

# rankagg evaluate --json's keys (the registry's spelling) and the ways the team writes the same measures
SPELLINGS = {
    "RBP(p=0.8,rel=2)": ["RBP(p=0.8,rel=2)", "RBP(rel=2,p=0.8)", "RBP(rel=2, p=0.8)", "rbp(p=0.8, rel=2)"],
    "P(rel=2)@10": ["P(rel=2)@10", "p(rel=2)@10", "P(rel=2)@10 "],
    "AP": ["AP", "map", "MAP"],
    "nDCG@10": ["nDCG@10", "ndcg_cut.10", "NDCG@10"],
    "RR(rel=2)": ["RR(rel=2)", "rr(rel=2)", "recip_rank(rel=2)"],
}
VALUES = {"bm25": [0.25, 0.5, 0.75, 0.5], "neural": [0.5, 0.75, 0.9, 0.25]}


def _results(path: Path) -> Path:
    doc = {}
    for run, vals in VALUES.items():
        per = {str(q + 1): {m: v + i / 100 for i, m in enumerate(SPELLINGS)} for q, v in enumerate(vals)}
        doc[f"{run}.run"] = {m: sum(p[m] for p in per.values()) / len(per) for m in SPELLINGS} | {"per_query": per}
    path.write_text(json.dumps(doc))
    return path


def _columns(page: str) -> list[str]:
    head = next(line for line in page.splitlines() if line.startswith("| Method"))
    return [c.strip() for c in head.strip("|").split("|")][1:]


def _pairs() -> list[tuple[str, str, str, str]]:
    """Two measures at a time, each spelling of the first beside one of the second's in turn: (asked a, asked b,
    held a, held b)."""
    held = list(SPELLINGS)
    return [(a, SPELLINGS[hb][i % len(SPELLINGS[hb])], ha, hb) for ha, hb in zip(held, held[1:] + held[:1])
            for i, a in enumerate(SPELLINGS[ha])]


@pytest.mark.parametrize("a, b, held_a, held_b", _pairs())
def test_report_columns_named_as_the_team_writes_them(tmp_path: Path, capsys: pytest.CaptureFixture[str], a: str,
                                                      b: str, held_a: str, held_b: str) -> None:
    results = _results(tmp_path / "ev.json")
    out = tmp_path / "rep.md"
    assert main(["report", str(results), "--measures", f"{a},{b}", "--no-figures", "-o", str(out)]) == 0, \
        capsys.readouterr().err
    page = out.read_text(encoding="utf-8")
    assert _columns(page) == [held_a, held_b]
    means = {run: {m: sum(v + i / 100 for v in vals) / len(vals) for i, m in enumerate(SPELLINGS)}
             for run, vals in VALUES.items()}
    for run in VALUES:
        row = next(line for line in page.splitlines() if line.startswith(f"| {run}.run "))
        cells = [c.strip().strip("*").rstrip("▲▼").strip("*") for c in row.strip("|").split("|")][1:]
        assert [float(c) for c in cells] == pytest.approx([means[run][held_a], means[run][held_b]], abs=5e-5)


@pytest.mark.parametrize("twice", ["RBP(p=0.8,rel=2),RBP(rel=2,p=0.8)", "AP,map"])
def test_one_measure_twice_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str], twice: str) -> None:
    out = tmp_path / "rep.md"
    assert main(["report", str(_results(tmp_path / "ev.json")), "--measures", twice, "--no-figures", "-o", str(out)]) == 2
    err = capsys.readouterr().err
    assert "twice" in err and len(err.strip().splitlines()) == 1 and not out.exists()


def test_a_measure_the_results_lack_is_named(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "rep.md"
    assert main(["report", str(_results(tmp_path / "ev.json")), "--measures", "RBP(p=0.5,rel=2)", "-o", str(out)]) == 2
    assert "unknown measure(s) RBP(p=0.5,rel=2)" in capsys.readouterr().err and not out.exists()
