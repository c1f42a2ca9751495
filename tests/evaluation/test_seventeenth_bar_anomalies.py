"""Issue 45's seventeenth bar (an SRE team's anomaly-detector ensembles): a run or qrels mapping whose entry is not
``{docid: value}`` is refused naming that entry.

The team, used to ``rankagg.fuse({name: frame})``, gives ``rankagg.evaluate({'iforest': frame}, qrels)``; a mapping
is one run ``{qid: {docid: score}}`` there, so 'iforest' reads as a query holding a DataFrame.  The refusal said
only "run must be a path, a DataFrame, a dict {qid: {docid: value}} or a ranx object", naming neither the entry nor
what it held, so nothing pointed at the frame (or at the list that gives several runs).  Members: both sides (run,
qrels) x the values people put there (a frame, a Series, a list of pairs, a number, None); the expected message
names the side, the entry's key and the held type."""

from __future__ import annotations

import pandas as pd
import pytest

import rankagg

GOOD_RUN = {"cpu": {"2024-03-01T00:05:00Z": 2.0, "2024-03-01T00:10:00Z": 1.0}}
GOOD_QRELS = {"cpu": {"2024-03-01T00:05:00Z": 1}}
HELD = {
    "DataFrame": pd.DataFrame({"q_id": ["cpu"], "doc_id": ["2024-03-01T00:05:00Z"], "score": [1.0]}),
    "Series": pd.Series({"2024-03-01T00:05:00Z": 1.0}),
    "list": [("2024-03-01T00:05:00Z", 1.0)],
    "float": 0.5,
    "NoneType": None,
}


@pytest.mark.parametrize("held", list(HELD))
@pytest.mark.parametrize("side", ("run", "qrels"))
def test_wrong_entry_is_named(side, held):
    bad = {"cpu": GOOD_RUN["cpu"], "iforest": HELD[held]} if side == "run" else \
        {"cpu": GOOD_QRELS["cpu"], "incidents": HELD[held]}
    run, qrels = (bad, GOOD_QRELS) if side == "run" else (GOOD_RUN, bad)
    key = "iforest" if side == "run" else "incidents"
    with pytest.raises(ValueError, match=f"^{side}: query '{key}' holds a {held}, not {{docid: value}}"):
        rankagg.evaluate(run, qrels, ["AP"])
