"""A read-only install with a read-only HOME runs every method (issue 46 item 6): Numba caches rankagg's kernels
where it can write (``rankagg._numba_cache``), or compiles them without a cache, and never fails with "cannot
cache function".

The install is a copy of the package, made read-only for real: root ignores permission bits, so as root the
copy, HOME and (in the second test) the temporary folders are bind-mounted read-only in a mount namespace of
the child alone (``unshare -rm``); without namespaces, as another user, they are ``chmod``-ed.  In the child
every method's module is imported (each kernel's cache is looked up when its function is defined, and the
error was raised there) and a Numba method fuses (its kernels compiled, and cached where it could write).
"""

from __future__ import annotations

import os
import shutil
import stat
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

_CHILD = """
import os, sys
import numpy as np
import rankagg
from rankagg.checks import contract_data
from rankagg.methods.registry import list_methods, make_method, method_class
assert rankagg.__file__.startswith(sys.argv[1]), rankagg.__file__
for name in list_methods():
    method_class(name)  # every family's module: every kernel defined, its cache looked up
out = make_method("copeland").aggregate(contract_data(0))  # kernels compiled (the cheapest Numba method)
assert np.all(np.isfinite(out))
print("cache:", os.environ.get("NUMBA_CACHE_DIR", "none"))
"""


def _namespaces() -> bool:
    """Whether a mount namespace of the child alone can be made (``unshare -rm``: as root, or as a user
    where user namespaces are allowed)."""
    if shutil.which("unshare") is None:
        return False
    return subprocess.run(["unshare", "-rm", "true"], capture_output=True, timeout=60).returncode == 0


def _read_only_run(tmp_path: Path, *, temporary_writable: bool) -> subprocess.CompletedProcess:
    """The child on a read-only copy of the package with a read-only HOME (and, unless ``temporary_writable``,
    a read-only temporary folder: the whole of /tmp, and TMPDIR)."""
    site, home, tmp = tmp_path / "site", tmp_path / "home", tmp_path / "tmp"
    shutil.copytree(ROOT / "rankagg", site / "rankagg", ignore=shutil.ignore_patterns("__pycache__", "*.nbi", "*.nbc"))
    home.mkdir()
    tmp.mkdir()
    # every folder tempfile.gettempdir() may fall back to (TMPDIR, /tmp, /var/tmp, /usr/tmp; the working folder
    # is under /tmp)
    everywhere = [tmp, *(Path(d) for d in ("/tmp", "/var/tmp", "/usr/tmp") if os.path.isdir(d))]
    read_only = [site, home] + ([] if temporary_writable else everywhere)
    env = {k: v for k, v in os.environ.items() if not k.startswith("NUMBA_CACHE") and k != "XDG_CACHE_HOME"}
    env.update(PYTHONPATH=str(site), HOME=str(home), TMPDIR=str(tmp))
    command = [sys.executable, "-c", _CHILD, str(site)]
    if _namespaces():
        mounts = " && ".join(f'mount --bind "{p}" "{p}" && mount -o remount,bind,ro "{p}"' for p in read_only)
        command = ["unshare", "-rm", "sh", "-c", f'{mounts} && exec "$@"', "sh", *command]
        return subprocess.run(command, env=env, cwd=tmp_path, capture_output=True, text=True, timeout=900)
    if os.geteuid() == 0 or not temporary_writable:
        pytest.skip("no mount namespace (unshare -rm), and permission bits cannot make "
                    + ("root's files read-only" if os.geteuid() == 0 else "the system's /tmp read-only"))
    for p in read_only:
        for folder, _, _ in os.walk(p):
            os.chmod(folder, stat.S_IRUSR | stat.S_IXUSR)
    try:
        return subprocess.run(command, env=env, cwd=tmp_path, capture_output=True, text=True, timeout=900)
    finally:
        for p in read_only:
            for folder, _, _ in os.walk(p):
                os.chmod(folder, stat.S_IRWXU)


@pytest.mark.filterwarnings("ignore::UserWarning")
def test_a_read_only_install_and_home_cache_in_the_temporary_folder(tmp_path):
    run = _read_only_run(tmp_path, temporary_writable=True)
    assert run.returncode == 0, run.stderr[-3000:]
    assert f"cache: {tmp_path / 'tmp'}" in run.stdout, run.stdout
    assert any((tmp_path / "tmp").rglob("*.nbi")), "nothing was cached in the temporary folder"


@pytest.mark.filterwarnings("ignore::UserWarning")
def test_nothing_writable_compiles_without_a_cache(tmp_path):
    run = _read_only_run(tmp_path, temporary_writable=False)
    assert run.returncode == 0, run.stderr[-3000:]
    assert "cache: none" in run.stdout, run.stdout


def test_the_child_really_cannot_write_there(tmp_path):
    """The simulation holds: in the child's namespace the copy is read-only (else the tests above show
    nothing)."""
    if not _namespaces():
        pytest.skip("no mount namespace (unshare -rm)")
    folder = tmp_path / "probe"
    folder.mkdir()
    script = (f'mount --bind "{folder}" "{folder}" && mount -o remount,bind,ro "{folder}" && '
              f'(touch "{folder}/x" 2>/dev/null && echo writable || echo read-only)')
    probe = subprocess.run(["unshare", "-rm", "sh", "-c", script], capture_output=True, text=True, timeout=60)
    assert probe.stdout.strip() == "read-only", (probe.stdout, probe.stderr)
