"""``rankagg evaluate -m``: trec_eval's spelling of a measure, repeatable, joins ``--measures`` (u12i: ``-m map``
was argparse's "unrecognized arguments"); each ``-m`` gives the values its ``--measures`` twin gives."""

from __future__ import annotations

import pytest

from rankagg.cli import main

QRELS = "1 0 a 1\n1 0 b 0\n1 0 c 2\n2 0 a 1\n"
RUN = "1 Q0 a 1 3 r\n1 Q0 b 2 2 r\n1 Q0 c 3 1 r\n2 Q0 b 1 2 r\n2 Q0 a 2 1 r\n"


def _evaluate(tmp_path, capsys, *args):
    (tmp_path / "q.txt").write_text(QRELS)
    (tmp_path / "r.run").write_text(RUN)
    assert main(["evaluate", str(tmp_path / "r.run"), "--qrels", str(tmp_path / "q.txt"), *args]) == 0
    return capsys.readouterr().out


@pytest.mark.parametrize(("dash_m", "twin"), [(["-m", "map"], ["AP"]), (["-m", "P.1,2"], ["P@1", "P@2"]),
                                              (["-m", "ndcg_cut.2", "-m", "recip_rank"], ["nDCG@2", "RR"]),
                                              (["-m", "P"], [f"P@{k}" for k in (5, 10, 15, 20, 30, 100, 200, 500, 1000)])])
def test_dash_m_equals_its_measures_twin(tmp_path, capsys, dash_m, twin):
    assert _evaluate(tmp_path, capsys, *dash_m) == _evaluate(tmp_path, capsys, "--measures", *twin)


def test_bare_p_is_trec_evals_family_after_m_only(tmp_path, capsys):
    """trec_eval -m P prints P_5 .. P_1000; --measures P (ir_measures' name) still needs a cutoff."""
    assert [line.split("\t")[0] for line in _evaluate(tmp_path, capsys, "-m", "P").splitlines()] == [
        f"P@{k}" for k in (5, 10, 15, 20, 30, 100, 200, 500, 1000)]
    assert main(["evaluate", str(tmp_path / "r.run"), "--qrels", str(tmp_path / "q.txt"), "--measures", "P"]) == 2
    assert "cutoff" in capsys.readouterr().err


def test_dash_m_joins_measures_in_order_and_hand_values(tmp_path, capsys):
    """Query 1: a (1) at 1, c (2) at 3: AP (1 + 2/3) / 2; query 2: a at 2: AP 1/2; MAP 0.6667 (trec_eval 10.0)."""
    out = _evaluate(tmp_path, capsys, "--measures", "RR", "-m", "map")
    assert out.splitlines() == ["RR\tall\t0.7500", "AP\tall\t0.6667"]
