"""Issue 45's twenty-seventh bar of scripts/reliability_matrix.py, a chip design team's ranking of timing-critical paths and design configurations across static timing tools and ML predictors (Verilog, SDC, Liberty, DEF, VCD) (its cases, ids ``u27b_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's."""

from __future__ import annotations

from .case import Case

TWENTYSEVENTH_CHIPDESIGN = "45 Unseen inputs: a twenty-seventh bar, a chip design team's ranking of timing-critical paths and design configurations across static timing tools and ML predictors (Verilog, SDC, Liberty, DEF, VCD)"


def twentyseventh_bar_chipdesign_cases() -> list[Case]:
    return []
