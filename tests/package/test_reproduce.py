"""Committed results reproduce bit for bit: the slow methods on a subset (issue 15, "Done when").

``scripts/check_results_reproduce.py`` reruns the fast committed rows in full and
``scripts/check_method_fingerprints.py`` checks every method; this test checks the
learned and iterative methods, whose committed five-fold rows take minutes to hours,
on the prefixes of MQ2008-agg fold 1 the fingerprint reference was computed on
(``results/method_fingerprints.json``, from the code before the package move).
A change meant to alter a method's output regenerates the reference with
``python scripts/check_method_fingerprints.py --write`` and says so.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SCRIPTS = ROOT / "scripts"

#: learned or iterative methods whose committed results are slow to rerun (a few seconds here together)
SLOW_ROWS = ["stagg", "stagg_rrf", "mallows_em", "ulara", "cps", "mallows_exact", "lr_agg", "rankagg_sup",
             "kemeny", "bradley_terry", "thurstone", "mpm", "svp", "plackett_luce", "mclk"]


def _fingerprints_pinned(methods: list[str], data_dir: str) -> dict[str, list[str]]:
    """The fingerprints as ``scripts/check_method_fingerprints.py`` computes them, run as a user runs it (it
    re-executes itself under the pinned floating-point environment, which NumPy, loaded here, no longer reads)."""
    from rankagg.experiments.reproduce import PINNED_ENV

    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "got.json"
        done = subprocess.run([sys.executable, str(SCRIPTS / "check_method_fingerprints.py"), "--data-dir", data_dir,
                               "--methods", ",".join(methods), "--out", str(out)],
                              env={**os.environ, **PINNED_ENV, "PYTHONPATH": str(ROOT)}, capture_output=True, text=True)
        assert out.exists(), "the fingerprint script wrote nothing:\n" + done.stdout[-2000:] + done.stderr[-2000:]
        return json.loads(out.read_text())


def test_slow_methods_match_the_reference_fingerprints(letor_dir):
    from rankagg.experiments.reproduce import compare

    reference = json.loads((ROOT / "results" / "method_fingerprints.json").read_text())
    assert set(SLOW_ROWS) <= set(reference)
    got = _fingerprints_pinned(SLOW_ROWS, str(letor_dir))  # the same bits on any x86-64 (the script's docstring)
    diffs = compare(got, reference, complete=False)
    assert not diffs, "outputs changed (regenerate the reference only if intended):\n" + "\n".join(diffs)


def test_fingerprint_comparison_reports_changes_and_missing_methods():
    from rankagg.experiments.reproduce import compare

    ref = {"a": ["1", "2"], "b": ["3", "4"]}
    assert compare({"a": ["1", "2"], "b": ["3", "4"]}, ref, complete=True) == []
    assert compare({"a": ["1", "9"]}, ref, complete=False) == ["a: ['1', '2'] -> ['1', '9']"]
    assert compare({"a": ["1", "2"]}, ref, complete=True) == ["b: in the reference but not registered"]


def test_a_committed_record_gives_back_the_cell_it_ran():
    """check_results_reproduce rebuilds each committed cell from its record; the hash must be the file's."""
    from rankagg.experiments.results import read_record

    from rankagg.experiments.reproduce import cell_of, committed_rows, differences

    rows = committed_rows(ROOT / "results" / "experiments", {"positional"}, ("MQ2007-agg", "MQ2008-agg"))
    assert len(rows) > 10
    for path in rows:
        doc = read_record(path)
        assert cell_of(doc).hash == doc["spec_hash"], path
    assert differences({"a": [1.0, {"b": 2.0}]}, {"a": [1.0, {"b": 2.0000000000000004}]}) == [".a[1].b: 2.0 -> 2.0000000000000004"]
    assert differences({"a": 1}, {"b": 1}) == [".a: missing in the rerun", ".b: new in the rerun"]


_FEATURE_HASH = """
import hashlib, sys
import numpy as np
from rankagg.io.datasets import load_letor_agg
from rankagg.features.svd_features import svd_features
train = load_letor_agg("MQ2008-agg", sys.argv[1]).fold(1).train
for rank in (1, 2):
    x = svd_features(train, transform="logdiff", rank=rank, unranked="none", positions="raw")
    print(hashlib.sha256(np.ascontiguousarray(x).tobytes()).hexdigest())
"""


def test_svd_features_do_not_depend_on_blas_threads(letor_dir):
    """OpenBLAS blocks by thread count: without one BLAS thread the SVD features of this
    fold differed in the last bits between 1 and 2 threads (and lr_agg's scores with them)."""
    hashes = []
    for threads in ("1", "2"):
        env = {**os.environ, "OMP_NUM_THREADS": threads, "OPENBLAS_NUM_THREADS": threads,
               "PYTHONPATH": str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", "")}
        out = subprocess.run([sys.executable, "-c", _FEATURE_HASH, str(letor_dir)], env=env, check=True,
                             capture_output=True, text=True, timeout=600)
        hashes.append(out.stdout.split())
    assert len(hashes[0]) == 2 and hashes[0] == hashes[1]


def test_committed_positional_results_on_mq2008_reproduce_bit_for_bit(letor_dir):
    """scripts/check_results_reproduce.py on a cheap subset (the RRF, Dowdall, GeoMean and median-rank rows of
    MQ2008-agg: 11 cells, 15 files): every number of every committed file comes back bit for bit.  Among them
    are files that once differed in the last bits of RBP or ERR (written on an AVX-512 machine, where NumPy's
    power/log1p are SVML's) and the GeoMean cell that the tie quantisation moved."""
    # a subprocess: the script re-executes itself under the fingerprints' pinned floating-point environment
    out = subprocess.run([sys.executable, str(SCRIPTS / "check_results_reproduce.py"), "--families", "positional",
                          "--datasets", "MQ2008-agg", "--methods", "rrf,dowdall,geomean,median_rank",
                          "--data-dir", str(letor_dir)],
                         capture_output=True, text=True, timeout=600, env={**os.environ, "PYTHONPATH": str(ROOT)})
    last = out.stdout.strip().splitlines()[-1] if out.stdout.strip() else out.stderr
    assert out.returncode == 0, out.stdout[-3000:] + out.stderr[-2000:]
    n_ok, n_files = map(int, last.split()[0].split("/"))
    assert n_ok == n_files >= 15, last
