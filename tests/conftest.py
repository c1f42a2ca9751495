"""Shared fixtures.  Data tests read the LETOR files from RANKAGG_DATA or ../shared/data;
when the data is missing they skip locally but FAIL in CI (CI=true)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from hypothesis import settings

ROOT = Path(__file__).resolve().parents[1]

# no wall-clock limits in the unit suite: hypothesis' default 200 ms deadline per example is
# one (it fails on a busy machine); speed goals live in benchmarks/
settings.register_profile("rankagg", deadline=None)
settings.load_profile("rankagg")


def data_dir() -> Path | None:
    env = os.environ.get("RANKAGG_DATA")
    for cand in ([Path(env)] if env else []) + [ROOT.parent / "shared" / "data"]:
        if (cand / "letor4-agg" / "MQ2008-agg").is_dir():
            return cand
    return None


def _need_data() -> Path:
    d = data_dir()
    if d is None:
        msg = "LETOR data not found (set RANKAGG_DATA or put shared/data beside the checkout)"
        if os.environ.get("CI", "").lower() == "true":
            pytest.fail(msg)
        pytest.skip(msg)
    return d


@pytest.fixture(scope="session")
def letor_dir() -> Path:
    return _need_data()


@pytest.fixture(scope="session")
def mq2008(letor_dir):
    from rankagg.io.datasets import load_letor_agg

    return load_letor_agg("MQ2008-agg", letor_dir)


@pytest.fixture(scope="session")
def mq2007(letor_dir):
    from rankagg.io.datasets import load_letor_agg

    return load_letor_agg("MQ2007-agg", letor_dir)


def _trec_covid_dir(round_: int = 5) -> Path:
    """The real TREC-COVID runs and qrels of one round (fails in CI, skips elsewhere, when missing)."""
    env = os.environ.get("RANKAGG_DATA")
    for cand in ([Path(env)] if env else []) + [ROOT.parent / "shared" / "data"]:
        if (cand / f"trec-covid-round{round_}" / f"qrels-round{round_}.txt").is_file():
            return cand / f"trec-covid-round{round_}"
    msg = f"TREC-COVID round-{round_} data not found (set RANKAGG_DATA or put shared/data beside the checkout)"
    if os.environ.get("CI", "").lower() == "true":
        pytest.fail(msg)
    pytest.skip(msg)


@pytest.fixture(scope="session")
def trec_covid_dir() -> Path:
    return _trec_covid_dir()


DATA_NOTICE = "not found (set RANKAGG_DATA"  # in every data fixture's skip / failure message


def _data_misses(stats: dict) -> int:
    """How many test reports (skipped locally, failed in CI) say the shared data was not found."""
    n = 0
    for key in ("skipped", "failed", "error"):
        for rep in stats.get(key, []):
            text = rep.longrepr[2] if isinstance(rep.longrepr, tuple) else str(getattr(rep, "longrepr", "") or "")
            n += DATA_NOTICE in str(text)
    return n


def pytest_terminal_summary(terminalreporter, exitstatus, config):
    """Say plainly how many tests needed the shared data and did not find it, and how to point them at it."""
    n = _data_misses(terminalreporter.stats)
    if n:
        terminalreporter.write_sep("=", "data notice", yellow=True)
        terminalreporter.write_line(
            f"{n} test(s) needed the shared data (LETOR 4.0 MQ2007/MQ2008-agg, TREC-COVID rounds 2-5) and did not "
            "find it, so they did not run.\nPoint RANKAGG_DATA at the folder that holds letor4-agg/ and "
            "trec-covid-round*/ (README: 'The data'), e.g.\n    RANKAGG_DATA=/path/to/shared/data bash scripts/test.sh")
