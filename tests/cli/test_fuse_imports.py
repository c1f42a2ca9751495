"""The command path that issue 35 times against ranx (``rankagg fuse RUN... --method rrf|combsum -o out``, in
memory) imports only what it runs: no numba, scipy, pandas, threadpoolctl, hashlib, pyarrow (the compiled
parser reads the runs, one of them with irregular blanks) or numpy.ma, no quality-weighted family, no block source
or Parquet tables.  Each is start-up time paid by every job (pandas about 0.25 s, numba 0.15 s, pyarrow 50-70 ms,
the quality family with threadpoolctl and the stream modules about 15 ms)."""

from __future__ import annotations

import subprocess
import sys

import pytest

NOT_LOADED = ("numba", "scipy", "pandas", "threadpoolctl", "hashlib", "pyarrow", "numpy.ma",
              "rankagg.methods.quality.core", "rankagg.stream.parquet", "rankagg.stream.source",
              "rankagg.stream.partition")


@pytest.mark.parametrize("method", ["rrf", "combsum"])
def test_fuse_imports_nothing_it_does_not_run(tmp_path, method):
    runs = []
    for r in range(3):
        path = tmp_path / f"run{r}.txt"
        blank = "  " if r == 1 else " "  # irregular blanks: read by the compiled parser after they are made regular
        path.write_text("".join(blank.join([q, "Q0", f"doc{(d * (r + 2)) % 7}", str(d + 1), str(10.0 - d), f"tag{r}"])
                                + "\n" for q in ("1", "2") for d in range(5)))
        runs.append(str(path))
    out = tmp_path / "fused.run"
    code = ("import sys; from rankagg.cli import main; "
            f"main(['fuse', *{runs!r}, '--method', {method!r}, '--quiet', '-o', {str(out)!r}]); "
            f"print([m for m in {NOT_LOADED!r} if m in sys.modules])")
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.splitlines()[-1] == "[]"
    assert len(out.read_text().splitlines()) == 2 * 7  # it fused: 7 documents for each of the 2 queries


def test_the_default_method_still_loads_its_family(tmp_path):
    """The check is not vacuous: the default (quality-weighted) fusion imports the family it runs."""
    runs = []
    for r in range(3):
        path = tmp_path / f"run{r}.txt"
        path.write_text("".join(f"1 Q0 doc{(d * (r + 2)) % 7} {d + 1} {5.0 - d} t{r}\n" for d in range(5)))
        runs.append(str(path))
    code = ("import sys; from rankagg.cli import main; "
            f"main(['fuse', *{runs!r}, '--quiet', '-o', {str(tmp_path / 'o.run')!r}]); "
            "print('rankagg.methods.quality.core' in sys.modules)")
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.splitlines()[-1] == "True"
