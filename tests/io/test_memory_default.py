"""Issue 45 item 5: the memory limit's default is a share of the machine's memory, not a fixed 2 GiB.

``RANKAGG_MEMORY_LIMIT_GB`` unset: :data:`rankagg._settings.MEMORY_SHARE` (half) of the memory this process may
use (physical memory, a cgroup's limit, ``ulimit -v``: the smallest); set: its value.  A refusal names the
input, the estimate, the limit and the variable, and when it is unset, where the default came from.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from rankagg import _settings
from rankagg._settings import MEMORY_SHARE, check_memory, default_memory_limit_gb, machine_memory_bytes, memory_limit_bytes
from rankagg.exceptions import ProblemTooLargeError

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def _fresh():
    machine_memory_bytes.cache_clear()
    yield
    machine_memory_bytes.cache_clear()


def _meminfo_total() -> float:
    """MemTotal of /proc/meminfo in bytes, read here independently of the module."""
    for line in Path("/proc/meminfo").read_text().splitlines():
        if line.startswith("MemTotal:"):
            return float(line.split()[1]) * 1024
    raise AssertionError("no MemTotal")


def test_the_share_is_half():
    assert MEMORY_SHARE == 0.5


@pytest.mark.skipif(not Path("/proc/meminfo").exists(), reason="reads /proc/meminfo (Linux)")
def test_unset_the_limit_is_half_of_the_machines_memory(monkeypatch):
    monkeypatch.delenv("RANKAGG_MEMORY_LIMIT_GB", raising=False)
    total = _meminfo_total()
    found = machine_memory_bytes()
    assert found is not None and found <= total * 1.001  # a cgroup or ulimit -v may make it smaller, never larger
    assert memory_limit_bytes() == pytest.approx(0.5 * found)
    if found > 0.99 * total:  # no container limit here: the default is half of MemTotal
        assert memory_limit_bytes() == pytest.approx(0.5 * total, rel=1e-3)
        assert memory_limit_bytes() != 2 * 2**30


@pytest.mark.parametrize("value,gib", [("1", 1.0), ("0.25", 0.25), ("3000", 3000.0)])
def test_the_variable_overrides_the_default(monkeypatch, value, gib):
    monkeypatch.setenv("RANKAGG_MEMORY_LIMIT_GB", value)
    assert memory_limit_bytes() == gib * 2**30


def test_an_address_space_limit_lowers_the_default():
    """``ulimit -v`` (the reliability matrix runs each case under 4 GiB): the default is half of it, so that
    a refusal comes before a MemoryError.  In a child process: the limit cannot be raised again."""
    code = ("import resource; resource.setrlimit(resource.RLIMIT_AS, (3 << 30, resource.RLIM_INFINITY));"
            "from rankagg._settings import memory_limit_bytes; print(memory_limit_bytes() / 2**30)")
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    env.pop("RANKAGG_MEMORY_LIMIT_GB", None)
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True)
    assert float(out.stdout) == 1.5


def test_a_cgroup_limit_lowers_the_default_and_max_means_none(monkeypatch, tmp_path):
    limit = tmp_path / "memory.max"
    limit.write_text(f"{2**30}\n")
    real = _settings._read_number
    monkeypatch.setattr(_settings, "_read_number",
                        lambda p: real(str(limit)) if p == "/sys/fs/cgroup/memory.max" else None)
    monkeypatch.delenv("RANKAGG_MEMORY_LIMIT_GB", raising=False)
    assert default_memory_limit_gb() == 0.5
    limit.write_text("max\n")
    machine_memory_bytes.cache_clear()
    assert default_memory_limit_gb() > 0.5  # the physical memory then


def test_an_unreadable_machine_falls_back_to_2_gib(monkeypatch):
    monkeypatch.setattr(_settings, "_physical_memory", lambda: None)
    monkeypatch.setattr(_settings, "_read_number", lambda p: None)
    import resource

    monkeypatch.setattr(resource, "getrlimit", lambda what: (resource.RLIM_INFINITY, resource.RLIM_INFINITY))
    monkeypatch.delenv("RANKAGG_MEMORY_LIMIT_GB", raising=False)
    assert memory_limit_bytes() == 2 * 2**30
    with pytest.raises(ProblemTooLargeError, match=r"the machine's memory unknown"):
        check_memory("in.soc", 3 * 2**30, "reading an election")


def test_a_refusal_names_the_input_the_estimate_and_the_variable(monkeypatch):
    monkeypatch.delenv("RANKAGG_MEMORY_LIMIT_GB", raising=False)
    limit = memory_limit_bytes()
    with pytest.raises(ProblemTooLargeError) as err:
        check_memory("big.csv", 2 * limit, "building the pairwise matrices")
    said = str(err.value)
    assert said.startswith("big.csv: building the pairwise matrices needs ")
    assert f"{2 * limit / 2**30:.3g} GiB, over the {limit / 2**30:.3g} GiB limit" in said
    assert "(RANKAGG_MEMORY_LIMIT_GB; unset: 0.5 of the " in said and "GiB this process may use)" in said
    monkeypatch.setenv("RANKAGG_MEMORY_LIMIT_GB", "1")
    with pytest.raises(ProblemTooLargeError, match=r"big.csv: .* needs 2 GiB, over the 1 GiB limit "
                                                   r"\(RANKAGG_MEMORY_LIMIT_GB\)$"):
        check_memory("big.csv", 2 * 2**30, "x")
    check_memory("small.csv", 2**30, "x")  # at the limit: accepted


def test_a_bad_value_names_the_variable_and_the_default(monkeypatch):
    monkeypatch.setenv("RANKAGG_MEMORY_LIMIT_GB", "nan")
    with pytest.raises(ValueError, match=r"RANKAGG_MEMORY_LIMIT_GB='nan': expected a number in \(0, 65536\] "
                                         r"\(unset: 0.5 of the .* GiB this process may use\)"):
        memory_limit_bytes()
