"""Issue 45's sixteenth bar (a security team's remediation queues), the class of u16v_calibrate_printed_min_score:
``rankagg calibrate`` prints "min_score for 90% recall: T" for the analyst to pass back as ``--min-score``.  A T
rounded up past the stored threshold drops the whole isotonic block tied at it (0.17456896... printed as 0.1746
kept 39% of the exploited findings where 90% was asked).  Members: calibrations of generated judged queues whose
thresholds fall anywhere (seeds), each checked against the model the command wrote, and against the recall that
its printed value keeps, counted here by hand."""

from __future__ import annotations

import json
import random
import re

import pytest

from rankagg.cli import main


def _judged_queue(folder, seed: int) -> tuple[list[str], str]:
    """One signal run of ``n_q`` weekly queries x 15 findings (distinct scores, so the fused order is the run's)
    and labels of the exploited ones, generated; returns the run paths and the qrels path."""
    rnd = random.Random(seed)
    n_q = rnd.randint(3, 13)
    run, qrels = [], []
    for q in range(n_q):
        for r in range(1, 16):
            d = f"CVE-2026-{q:02d}{r:03d}"
            run.append(f"W{q} Q0 {d} {r} {100 - r} epss\n")
            # the first finding of a week is exploited, its last judged not: every fit has both outcomes
            grade = 1 if r == 1 or (r < 15 and rnd.random() < 0.9 / r ** 0.5) else 0
            if grade or r == 15:
                qrels.append(f"W{q} 0 {d} {grade}\n")
    (folder / "epss.run").write_text("".join(run))
    (folder / "exploited.qrels").write_text("".join(qrels))
    return [str(folder / "epss.run")], str(folder / "exploited.qrels")


@pytest.mark.parametrize("seed", range(24))
def test_the_printed_threshold_keeps_the_recall_it_names(tmp_path, capsys, seed):
    runs, qrels = _judged_queue(tmp_path, seed)
    model = tmp_path / "cal.json"
    assert main(["calibrate", *runs, "--qrels", qrels, "--method", "rrf", "-o", str(model)]) == 0
    printed = re.search(r"min_score for 90% recall: ([^;\s]+);", capsys.readouterr().err).group(1)
    cal = json.loads(model.read_text())["calibration"]
    stored = cal["thresholds"]["0.90"]
    assert float(printed) <= stored, f"printed {printed}, stored {stored!r}"
    assert stored - float(printed) < 1e-4
    # by hand: the isotonic map's probability at each fused rank (the run's line order), and the share of the
    # fit's relevant documents whose probability is at least the printed value
    kept = relevant = 0
    labels = {tuple(line.split()[::2][:2]): int(line.split()[3]) for line in open(qrels)}
    for line in open(runs[0]):
        q, _, d, r, _, _ = line.split()
        p = _interp(float(r), cal["x"], cal["p"])
        if labels.get((q, d), 0) > 0:
            relevant += 1
            kept += p >= float(printed)
    assert kept >= 0.9 * relevant


def _interp(x: float, xs: list[float], ps: list[float]) -> float:
    """np.interp's rule (linear between knots, constant beyond), written out."""
    if x <= xs[0]:
        return ps[0]
    for (a, pa), (b, pb) in zip(zip(xs, ps), zip(xs[1:], ps[1:])):
        if a <= x <= b:
            return pa if b == a else pa + (pb - pa) * (x - a) / (b - a)
    return ps[-1]
