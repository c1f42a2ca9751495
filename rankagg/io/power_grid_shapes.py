"""A power systems team's case and contingency files where a run or the judgements are read (issue 45's twenty-eighth
bar, u28g_run_*, u28g_qrels_*): told a field count ("expected 6 fields, found 12" for a PSS/E RAW case, "relevance
'case118' is not an integer" for a MATPOWER case), each is named at its first line for the tool that reads it, with
what to give instead.  A PSS/E ``.sav`` is binary of no public layout: the reader's NUL byte stays its refusal."""

from __future__ import annotations

import re
from typing import Sequence

from rankagg.io.line_form_store import compiled

__all__ = ["AS_RUN", "POWER_GRID_JSON", "power_grid_shape"]

#: what to do with a power-system case or contingency list: each screening index's contingencies are a run
AS_RUN = ("give each severity index or solver's contingencies as a run, the operating scenario a query and each "
          "contingency a document (no blank: BR_101-102_CKT_1), the score higher for the more severe: 'SCENARIO Q0 "
          "CONTINGENCY RANK SCORE INDEX'; the full AC study's violations are the qrels, 'SCENARIO 0 CONTINGENCY 1' "
          "(2 cascading)")
_NOT_LINES = "not TREC run or qrels lines: it ranks no contingencies; "
#: each file by a pattern of its first two lines (a run's door shows two): what it is
_CASES = (
    (compiled(r"^function\s+mpc\s*=\s*\w+|^mpc\.(?:version|baseMVA|bus)\s*="),
     "a MATPOWER case file (function mpc = ..., mpc.bus = [...]: a network's buses, generators and branches)"),
    # the case identification line: IC, SBASE, REV, XFRRAT, NXFRAT, BASFRQ, then its '/ PSS(R)E' comment (the comment
    # is asked for: a table's row of six numbers is no case, tests/io/test_fifteenth_bar_survey.py)
    (compiled(r"^\s*[0-3]\s*,\s*\d+(?:\.\d*)?\s*,\s*\d+\s*,\s*-?\d+\s*,\s*-?\d+\s*,\s*\d+(?:\.\d*)?\s*/\s*PSS"),
     "a PSS/E RAW power flow case (its first line IC, SBASE, REV, ...: buses, loads and branches)"),
    (compiled(r"^CONTINGENCY +\S+ *$|^(?:OPEN|CLOSE)\s+BRANCH\s+FROM\s+BUS\s+\d+|^(?:REMOVE|DISCONNECT)\s+"
              r"(?:MACHINE|UNIT|BUS)\s+\S+", re.IGNORECASE),
     "a PSS/E contingency file (.con: CONTINGENCY ... END blocks of branch and machine outages)"),
    (compiled(r"^BUS DATA FOLLOWS\b"),
     "an IEEE Common Data Format case (.cdf: its title line, then BUS DATA FOLLOWS, BRANCH DATA FOLLOWS)"),
    (compiled(r"^New\s+Circuit\.|^Redirect\s+\S+\.dss\b|^Compile\s+\S+\.dss\b", re.IGNORECASE),
     "an OpenDSS script (Clear, New Circuit., Redirect, Solve: a distribution network's definition)"),
    (compiled(r"^DATA\s*\(\s*\w+\s*,\s*\["),
     "a PowerWorld auxiliary file (.aux: DATA (ObjectType, [fields]) blocks)"),
)
#: the field's JSON by the strings its text holds: pandapower's saved network (pandapower.to_json)
POWER_GRID_JSON = ((('"_module"', '"pandapower'), "a pandapower network (JSON from pandapower.to_json: its bus, line "
                                                  "and load tables), no ranking: " + AS_RUN),)


def power_grid_shape(name: str, lines: Sequence[str]) -> str | None:
    """What power-system file whose first lines are ``lines`` is, and what to give instead, or None."""
    head = [ln.lstrip("\ufeff").strip() for ln in lines if ln.strip()][:2]
    for pattern, what in _CASES:
        if any(pattern.search(ln) for ln in head):
            return f"is {what}, " + _NOT_LINES + AS_RUN
    return None
