"""Issue 45's twenty-first bar (a climate group ranking CMIP6 models by skill metrics: a variable and region is a
query, a metric a run, a model an item), its three fault classes:

* one run held in memory whose scores rise down every list (raw RMSE given best first, lower is better) among runs
  that fall (correlations, skill scores) was read upside down without a word: the rise was judged over all the
  runs together, so the falling runs outvoted it (u21w_rmse_sorted_ascending_dict); a run file is judged alone;
* a fused run, its explanation or a table of lists named ``.nc``, ``.nc4``, ``.grib2`` was written as text under a
  climate format's name (u21w_output_netcdf, u21w_explain_netcdf);
* the rank statistics (``mean_rank``, ``median_rank``, ``geomean``) read places alone but were tagged as reading
  scores, so ``--trust-rank`` refused a run whose scores rise along its ranks, raw RMSE beside rank 1 for the
  smallest (u21w_cli_trust_rank_raw_rmse), which only a method that reads scores must refuse (docs/conventions.md).

The expectations are computed here: the rise by hand per run, Borda's points by hand, mean / median / geometric mean
places by hand from the rank column."""

from __future__ import annotations

import math
import random
import statistics
import warnings

import pytest

import rankagg
from rankagg.api.commands import check_fuse_outputs
from rankagg.api.run_files import fuse_files
from rankagg.io import InputFormatWarning
from rankagg.io.formats import writer_for
from tests.io.test_twentieth_bar_panel_rankings import given_as, scores_of, told_runs  # a {run: {query: [(id, score)]}} panel

RISE = "the scores rise down every list"
MODELS = ["ACCESS-CM2", "CESM2-WACCM", "EC-Earth3-Veg-LR", "MPI-ESM1-2-HR", "GFDL-ESM4", "MIROC6", "MMM"]
METRICS = ["rmse", "bias", "corr", "tss", "crmse"]
FORMS = ["dict", "pandas", "arrow", "parquet"]


Panel = dict[str, dict[str, list[tuple[str, float]]]]


def metric_panel(seed: int, raw_first: bool = False) -> tuple[Panel, set[str]]:
    """{metric: {variable_region: [(model, value), ...] in the order given}} and the metrics written raw, lower is
    better, best first (so their values rise down each list); the others fall (oriented, higher is better).  A
    raw metric may hold one list of two models (too short to say a direction, but no list falls); ``raw_first``:
    the first metric (RMSE) is one."""
    rnd = random.Random(seed)
    metrics = METRICS[:rnd.randint(2, 5)]
    queries = [f"{v}_{r}" for v in ("tas", "pr", "psl")[:rnd.randint(1, 3)] for r in ("global", "NHEX")]
    raw = {m for m in metrics if rnd.random() < 0.4} | ({metrics[0]} if raw_first else set())
    panel: Panel = {}
    for m in metrics:
        panel[m] = {}
        for i, q in enumerate(queries):
            n = 2 if (m in raw and i == 0 and rnd.random() < 0.3) else rnd.randint(3, len(MODELS))
            values = sorted(round(rnd.uniform(0.1, 3.0), 3) for _ in range(n))
            while len(set(values)) < n:
                values = sorted(round(rnd.uniform(0.1, 3.0), 3) for _ in range(n))
            panel[m][q] = list(zip(rnd.sample(MODELS, n), values if m in raw else values[::-1]))
    return panel, raw


def rising_runs(panel: dict) -> list[str]:
    """The runs, in the order given, each of whose lists of two or more rises, one list having three or more."""
    out = []
    for m, lists in panel.items():
        ls = [lst for lst in lists.values() if len(lst) >= 2]
        if ls and max(map(len, ls)) >= 3 and all(all(b[1] > a[1] for a, b in zip(lst, lst[1:])) for lst in ls):
            out.append(m)
    return out


def borda_by_hand(panel: dict) -> dict[str, dict[str, float]]:
    """n - r + 1 points, r by value highest first (as trec_eval reads scores), n the models the query's lists name;
    a model a list lacks gets that list's leftover points shared, (n - k + 1) / 2 (rankagg methods borda)."""
    out: dict[str, dict[str, float]] = {}
    queries = {q for lists in panel.values() for q in lists}
    for q in queries:
        lists = [lists[q] for lists in panel.values() if q in lists]
        models = {d for lst in lists for d, _ in lst}
        n = len(models)
        for lst in lists:
            place = {d: r for r, (d, _) in enumerate(sorted(lst, key=lambda x: -x[1]), 1)}
            for d in models:
                pts = n - place[d] + 1 if d in place else (n - len(lst) + 1) / 2
                out.setdefault(q, {})[d] = out.get(q, {}).get(d, 0.0) + pts
    return out


@pytest.mark.parametrize("seed", range(6))
@pytest.mark.parametrize("form", FORMS)
def test_one_metric_whose_values_rise_is_told_among_metrics_that_fall(form, seed, tmp_path):
    panel, raw = metric_panel(seed * 7 + len(form))
    rising = rising_runs(panel)
    assert set(rising) <= raw  # the generator's claim: only a raw metric rises
    rising = told_runs(panel, rising)
    with warnings.catch_warnings(record=True) as got:
        warnings.simplefilter("always")
        fused = rankagg.fuse(given_as(panel, form, tmp_path), "borda")
    told = [str(w.message) for w in got if issubclass(w.category, InputFormatWarning) and RISE in str(w.message)]
    assert len(told) == (1 if rising else 0), (rising, told)
    if rising:  # the first rising run, and its first query
        assert f"run {rising[0]!r}, query {next(iter(panel[rising[0]]))!r}" in told[0], told[0]
    got_scores = scores_of(fused, form)
    assert {q: {d: round(s, 6) for d, s in v.items()} for q, v in got_scores.items()} == borda_by_hand(panel)


def test_a_run_of_rmse_among_correlations_is_named_with_its_first_query():
    regions = ("tas_global", "tas_NHEX", "tas_SHEX", "tas_TROPICS")  # four lists of three: once in 6^4 by chance
    runs = {"corr": {q: {"MMM": 0.97, "CESM2-WACCM": 0.95, "MIROC6": 0.91} for q in regions},
            "rmse": {q: {"MMM": 0.98, "CESM2-WACCM": 1.10, "MIROC6": 1.54} for q in regions}}
    with pytest.warns(InputFormatWarning, match=r"^runs: the scores rise down every list \(run 'rmse', query "
                                                r"'tas_global': its first row scores lowest\)"):
        fused = rankagg.fuse(runs, "borda")
    # by score, highest first: corr gives MMM 3, CESM2-WACCM 2, MIROC6 1; rmse (upside down) MIROC6 3, CESM2-WACCM 2,
    # MMM 1: all 4, tied, each in both lists; the better best place first (MIROC6 and MMM were first once,
    # CESM2-WACCM never), then the smaller id (docs/conventions.md)
    assert list(fused["tas_global"]) == ["MIROC6", "MMM", "CESM2-WACCM"]


CLIMATE_NAMES = [".nc", ".nc4", ".cdf", ".netcdf", ".grib", ".grib2", ".grb", ".grb2", ".zarr"]


@pytest.mark.parametrize("suffix", CLIMATE_NAMES)
@pytest.mark.parametrize("spell", ["combined{s}", "COMBINED{S}", "combined{s}.gz"])
def test_a_climate_formats_name_is_no_output_of_lines(suffix, spell):
    name = spell.format(s=suffix, S=suffix.upper())
    what = "a Zarr store" if suffix == ".zarr" else "a GRIB file" if "gr" in suffix else "a NetCDF file"
    for kind in ("runs", "rankings", "qrels"):
        with pytest.raises(ValueError, match=rf"^-o {name}: .*\({suffix} names {what}"):
            writer_for(name, kind)
    with pytest.raises(ValueError, match=rf"^--explain {name}: .*\{suffix} names {what}"):
        check_fuse_outputs(None, name)


def _run_lines(lists: dict[str, list[tuple[str, float]]], tag: str) -> str:
    return "".join(f"{q} Q0 {d} {r} {v} {tag}\n" for q, lst in lists.items() for r, (d, v) in enumerate(lst, 1))


def statistic_by_hand(panel: dict, q: str, method: str) -> dict[str, float]:
    """Each model's mean, median or summed log place in query ``q`` (lower is better), places from the rank column:
    a model a list lacks at k + 1 (mean, median: rankagg methods mean_rank), or at (k + 1 + n) / 2 over n + 1
    (geomean: RAGS §4.2)."""
    lists = [lists[q] for lists in panel.values() if q in lists]
    models = {d for lst in lists for d, _ in lst}
    n = len(models)
    out = {}
    for d in models:
        places = [next((r for r, (e, _) in enumerate(lst, 1) if e == d), None) for lst in lists]
        if method == "geomean":
            out[d] = sum(math.log((p if p else (len(lst) + 1 + n) / 2) / (n + 1)) for p, lst in zip(places, lists))
        else:
            filled = [p if p else len(lst) + 1 for p, lst in zip(places, lists)]
            out[d] = statistics.fmean(filled) if method == "mean_rank" else statistics.median(filled)
    return out


@pytest.mark.parametrize("method", ["mean_rank", "median_rank", "geomean"])
@pytest.mark.parametrize("seed", range(3))
def test_rank_statistics_trust_the_rank_column_whatever_the_scores_do(method, seed, tmp_path):
    panel, _ = metric_panel(100 + seed, raw_first=True)
    paths = []
    for m, lists in panel.items():  # ranks 1..k best first; the values as exported: raw RMSE rises, corr falls
        paths.append(tmp_path / f"{m}.run")
        paths[-1].write_text(_run_lines(lists, m))
    fuse_files(paths, tmp_path / "combined.run", method=method, trust_rank=True)
    got: dict[str, list[str]] = {}
    for line in (tmp_path / "combined.run").read_text().splitlines():
        q, _, d, *_ = line.split()
        got.setdefault(q, []).append(d)
    assert set(got) == {q for lists in panel.values() for q in lists}
    for q, order in got.items():
        value = statistic_by_hand(panel, q, method)
        assert sorted(order) == sorted(value)
        at = {d: i for i, d in enumerate(order)}  # equal statistics go to the house tie rule: strict pairs here
        assert all(at[a] < at[b] for a in value for b in value if value[a] < value[b] - 1e-12), (q, order, value)
