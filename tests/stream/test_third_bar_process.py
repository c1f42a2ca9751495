"""Issue 45's third bar, the process and job faces (``scripts/reliability_matrix.py``, group "a third bar, streams,
jobs and environment"): each class of fault the bar found, generated over its inputs and checked at its one root.

* a legal output name of up to 255 bytes (the temporary file beside it must fit too: ``io.atomic``);
* more runs than open files allowed (a streamed fusion partitions them instead: ``stream.source.plan_blocks``);
* a full or read-only Dask scratch folder (named, with how to move it: ``backends.dask_fuse._scratch_folder``);
* ``-`` as an input (standard input is not read: ``io.guard.check_input_path``), for every input option;
* control characters in a name (the CLI's message stays one line: ``cli._one_line``);
* the command line under ``LC_ALL=C`` (text options are UTF-8: ``cli._text_options``);
* ``RANKAGG_DATA`` named when its folder is missing (``io.datasets.resolve_data_dir``);
* every engine refuses weights that are all 0 (``engines.limits.weights_in``).
"""

from __future__ import annotations

import errno
import os
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rankagg.api.commands import INPUT_OPTIONS
from rankagg.io.atomic import atomic_write_text
from rankagg.io.guard import check_input_path

ROOT = Path(__file__).resolve().parents[2]
RUN_A = "1 Q0 a 1 3.0 t\n2 Q0 a 1 2.0 t\n1 Q0 b 2 2.0 t\n2 Q0 d 2 1.0 t\n1 Q0 c 3 1.0 t\n"  # queries interleave
RUN_B = "2 Q0 d 1 2.0 u\n1 Q0 b 1 3.0 u\n2 Q0 e 2 1.0 u\n1 Q0 a 2 2.0 u\n"


def _env(**extra: str) -> dict[str, str]:
    return {**os.environ, "PYTHONPATH": str(ROOT), **extra}


def _leftovers(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name.endswith(".tmp"))


# ------------------------------------------------------------------ long output names
@settings(max_examples=40, deadline=None)
@given(stem=st.text(alphabet=st.sampled_from(["o", "é", "日", "x", "-", " "]), min_size=100, max_size=255))
def test_every_legal_output_name_is_written(tmp_path_factory, stem):
    """Any name the file system takes is written, whatever its length in bytes (multi-byte characters
    included), with no temporary file left: the temporary name is cut to fit, never the output's."""
    name = stem
    while len(os.fsencode(name + ".gz")) > 255:
        name = name[:-1]
    folder = tmp_path_factory.mktemp("long")
    for target in (name, name + ".gz"):
        atomic_write_text(folder / target, "1 Q0 a 1 1.0 t\n")
        assert (folder / target).is_file()
    assert _leftovers(folder) == []


@pytest.mark.parametrize("suffix", [".run", ".gz", ".parquet"])
def test_fuse_writes_a_255_byte_output_of_every_format(tmp_path, suffix):
    from rankagg.api import fuse_files

    (tmp_path / "a.run").write_text(RUN_A)
    (tmp_path / "b.run").write_text(RUN_B)
    out = tmp_path / ("o" * (255 - len(suffix)) + suffix)
    for stream in (True, False):
        fuse_files([tmp_path / "a.run", tmp_path / "b.run"], out, method="rrf", stream=stream)
        assert out.is_file() and out.stat().st_size > 0
    assert _leftovers(tmp_path) == []


# ------------------------------------------------------------------ many runs, few descriptors
_MANY = """
import resource, sys
resource.setrlimit(resource.RLIMIT_NOFILE, (64, 64))
from rankagg.api import fuse_files
paths = [f'r{i}.run' for i in range(int(sys.argv[1]))]
fuse_files(paths, 's.run', method=sys.argv[2], stream=True)
fuse_files(paths, 'm.run', method=sys.argv[2], stream=False)
print('same' if open('s.run', 'rb').read() == open('m.run', 'rb').read() else 'differs')
"""


@pytest.mark.parametrize("n_runs, method", [(200, "rrf"), (120, "combsum")])
def test_streamed_fusion_of_more_runs_than_open_files(tmp_path, n_runs, method):
    """Under ``ulimit -n 64`` a streamed fusion of more runs than descriptors equals the in-memory one
    (it failed with EMFILE naming the 61st run): the runs that would each stay open are partitioned."""
    for i in range(n_runs):
        # grouped by query, so each run would be read directly (an open file each); interleaved ones are partitioned
        (tmp_path / f"r{i}.run").write_text(f"1 Q0 d{i % 7} 1 2.0 r{i}\n1 Q0 d{(i + 3) % 7} 2 1.0 r{i}\n2 Q0 e{i % 5} 1 1.0 r{i}\n")
    r = subprocess.run([sys.executable, "-c", _MANY, str(n_runs), method], cwd=tmp_path, env=_env(),
                       capture_output=True, text=True, timeout=600)
    assert r.returncode == 0, r.stderr[-2000:]
    assert r.stdout.split() == ["same"]


def test_open_files_room_raises_the_soft_limit_when_the_hard_one_allows():
    import resource

    from rankagg._settings import open_files_room

    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    try:
        if hard != resource.RLIM_INFINITY and hard < 256:
            pytest.skip("the hard open-files limit is too low to try")
        resource.setrlimit(resource.RLIMIT_NOFILE, (64, hard))
        assert open_files_room(150)  # the soft limit raised towards the hard one
        assert resource.getrlimit(resource.RLIMIT_NOFILE)[0] >= 150
        if hard != resource.RLIM_INFINITY:
            assert not open_files_room(hard + 1)
    finally:
        resource.setrlimit(resource.RLIMIT_NOFILE, (soft, hard))


# ------------------------------------------------------------------ the Dask scratch folder
@pytest.mark.parametrize("code", [errno.ENOSPC, errno.EROFS, errno.EDQUOT, errno.EIO])
@pytest.mark.parametrize("where", ["making the folder", "writing in it"])
def test_dask_scratch_write_errors_name_the_scratch_folder(tmp_path, monkeypatch, code, where):
    """Every write error the user must act on, whether making the scratch folder or writing a partition in it
    (a worker's Arrow error carries the errno), names the folder and ``--scratch`` (it was Arrow's bare
    "Error writing bytes to file ... [errno 28]", or the folder's name alone)."""
    pytest.importorskip("distributed")
    from rankagg.backends import dask_fuse

    fault = OSError(code, "Error writing bytes to file. Detail: [errno %d] %s" % (code, os.strerror(code)))
    if where == "making the folder":
        def refuse(*args, **kwargs):
            raise fault
        monkeypatch.setattr(dask_fuse.tempfile, "mkdtemp", refuse)
    with pytest.raises(OSError) as caught:
        with dask_fuse._scratch_folder(tmp_path):
            raise fault
    said = str(caught.value)
    assert "--scratch" in said and str(tmp_path) in said, said
    assert list(tmp_path.iterdir()) == []  # nothing left in the scratch folder


# ------------------------------------------------------------------ '-' as an input
@pytest.mark.parametrize("flag", sorted(set(INPUT_OPTIONS.values())))
def test_dash_is_refused_as_standard_input_for_every_input_option(tmp_path, monkeypatch, flag):
    monkeypatch.chdir(tmp_path)
    with pytest.raises(ValueError, match=rf"^{flag} -: standard input is not read"):
        check_input_path("-", flag)
    (tmp_path / "-").write_text("1 Q0 a 1 1.0 t\n")  # a file named '-' is a file
    check_input_path("-", flag)


# ------------------------------------------------------------------ one-line messages
CONTROL = [chr(c) for c in [*range(1, 0x20), 0x7F] if chr(c) not in "\t/"]


@pytest.mark.parametrize("char", CONTROL, ids=[f"0x{ord(c):02x}" for c in CONTROL])
def test_a_bad_run_named_with_a_control_character_gets_a_one_line_message(tmp_path, monkeypatch, capsys, char):
    from rankagg.cli import main

    monkeypatch.chdir(tmp_path)
    name = f"x{char}y.run"
    (tmp_path / name).write_text("1 Q0 a 1 nan t\n")
    (tmp_path / "b.run").write_text(RUN_B)
    assert main(["fuse", name, "b.run", "-o", "o.run"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("rankagg fuse: error: "), err
    assert repr(name)[1:-1] + ":1" in err  # the name as Python writes it in a literal
    assert not (tmp_path / "o.run").exists()


# ------------------------------------------------------------------ the command line under LC_ALL=C
_C_LOCALE = {"LC_ALL": "C", "LANG": "C", "PYTHONUTF8": "0", "PYTHONCOERCECLOCALE": "0"}


@pytest.mark.parametrize("tag", ["né", "日本", "naïve-ü"])
def test_text_options_are_utf8_under_the_c_locale(tmp_path, tag):
    (tmp_path / "a.run").write_text(RUN_A)
    (tmp_path / "b.run").write_text(RUN_B)
    outs = []
    for i, extra in enumerate((_C_LOCALE, {"LC_ALL": "C.UTF-8", "LANG": "C.UTF-8"})):
        r = subprocess.run([sys.executable, "-m", "rankagg.cli", "fuse", "a.run", "b.run", "--method", "rrf",
                            "--tag", tag, "--quiet", "-o", f"o{i}.run"], cwd=tmp_path, env=_env(**extra),
                           capture_output=True)
        assert r.returncode == 0, r.stderr.decode(errors="replace")
        outs.append((tmp_path / f"o{i}.run").read_bytes())
    assert outs[0] == outs[1] and f" {tag}\n".encode() in outs[0]


def test_a_tag_that_is_no_utf8_is_refused_naming_the_option(tmp_path):
    (tmp_path / "a.run").write_text(RUN_A)
    (tmp_path / "b.run").write_text(RUN_B)
    r = subprocess.run([os.fsencode(sys.executable), b"-m", b"rankagg.cli", b"fuse", b"a.run", b"b.run",
                        b"--tag", b"n\xe9", b"-o", b"o.run"], cwd=tmp_path, env=_env(**_C_LOCALE), capture_output=True)
    assert r.returncode == 2 and b"--tag" in r.stderr and b"not UTF-8" in r.stderr, r.stderr
    assert not (tmp_path / "o.run").exists()


# ------------------------------------------------------------------ RANKAGG_DATA
@pytest.mark.parametrize("kind", ["missing", "a file"])
def test_a_bad_rankagg_data_is_named(tmp_path, monkeypatch, kind):
    from rankagg.io.datasets import resolve_data_dir

    target = tmp_path / "data"
    if kind == "a file":
        target.write_text("x\n")
    monkeypatch.setenv("RANKAGG_DATA", str(target))
    with pytest.raises(FileNotFoundError, match=r"\(RANKAGG_DATA='"):
        resolve_data_dir()
    with pytest.raises(FileNotFoundError, match=r"\(--data-dir\)"):
        resolve_data_dir(tmp_path / "other")


# ------------------------------------------------------------------ engine exports
def _engines() -> list[str]:
    from rankagg.engines.catalogue import DIALECTS

    return list(DIALECTS)


@pytest.mark.parametrize("engine", _engines())
@pytest.mark.parametrize("n_lists", [1, 2, 3])
def test_every_engine_refuses_weights_that_are_all_zero(engine, n_lists):
    """rankagg refuses run weights that are all 0 (no fusion ranks then); every engine's export exported them."""
    import rankagg.engines as E
    from rankagg.engines.catalogue import DIALECTS

    lists = [f"l{i}" for i in range(n_lists)]
    with pytest.raises(ValueError, match="weights of every list are 0"):
        E.export_request(engine, DIALECTS[engine].tune.method, None, {n: 0.0 for n in lists}, lists=lists)
