"""Issue 45's fifteenth bar, a nightly production job (scripts/reliability_bars/fifteenth_operations.py): its two
fault classes, generated.

1. A pid names a writer only where it was taken: two pods writing into one shared volume, or Dask drivers on two
   hosts sharing ``--scratch``, each live, were swept by the other (``kill(pid, 0)`` there said "no such process"),
   so a live job lost its temporary file and failed (``u15o_two_pods_one_volume``).  Temporary names now carry the
   place (host and pid namespace, :func:`rankagg.io.unfinished.place_token`); only this place's pids are asked.
2. Under ``LC_ALL=C`` without UTF-8 mode, runs named by non-ASCII file names kept Python's surrogate escapes
   (``l\\udcc3\\udca4ufer.run`` in --explain and models) where C.UTF-8 named them ``läufer.run``
   (``u15o_c_locale_file_names``): a name is the UTF-8 text its bytes spell (:func:`rankagg.io.run_names.name_text`).
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from rankagg.io.atomic import atomic_output, sweep_leftovers
from rankagg.io.run_names import name_text, run_names
from rankagg.io.unfinished import place_token, sweep_temporary_folders, temporary_folder

#: above Linux's largest pid (PID_MAX_LIMIT, 2**22): no process has it, here or anywhere
GONE = 2**22 + 1


def _other_place() -> str:
    mine = place_token()
    return "".join("0" if c != "0" else "1" for c in mine)


def _file(pid: int, place: str | None) -> str:
    return f".o.run.rankagg-{pid}." + (f"h{place}_" if place else "") + "abcd1234.tmp"


def _folder(pid: int, place: str | None) -> str:
    return f"rankagg-stream-{pid}-" + (f"h{place}_" if place else "") + "abcd1234"


@pytest.mark.parametrize("kind", ["file", "folder"])
@pytest.mark.parametrize("place", ["ours", "other", "none"])
@pytest.mark.parametrize("alive", [True, False])
def test_sweep_asks_only_this_places_pids(tmp_path: Path, kind: str, place: str, alive: bool) -> None:
    """Removed exactly when the writer is of this place (or an earlier version's name, which says no place) and
    its pid is gone; another place's writer may be running: left alone, alive or not by our pids."""
    token = {"ours": place_token(), "other": _other_place(), "none": None}[place]
    pid = os.getpid() if alive else GONE
    if kind == "file":
        name = _file(pid, token)
        (tmp_path / name).write_bytes(b"half")
        removed = sweep_leftovers(tmp_path)
    else:
        name = _folder(pid, token)
        (tmp_path / name).mkdir()
        (tmp_path / name / "part-0.arrow").write_bytes(b"x")
        removed = sweep_temporary_folders(tmp_path)
    want_removed = place != "other" and not alive
    assert removed == ([name] if want_removed else [])
    assert (tmp_path / name).exists() is not want_removed


def test_names_made_carry_the_place(tmp_path: Path) -> None:
    """The temporary file of an output and a temporary folder are named with this place, so another place's
    sweep leaves them alone."""
    with atomic_output(tmp_path / "o.run") as fh:
        fh.write(b"x")
        (tmp,) = [p.name for p in tmp_path.iterdir() if p.name.endswith(".tmp")]
        assert f".rankagg-{os.getpid()}.h{place_token()}_" in tmp
    with temporary_folder("rankagg-stream-", tmp_path) as folder:
        assert folder.name.startswith(f"rankagg-stream-{os.getpid()}-h{place_token()}_")


def test_live_writer_of_another_place_survives_a_write(tmp_path: Path) -> None:
    """A job writing beside another pod's unfinished output (its pid unknown here) leaves that file alone."""
    theirs = tmp_path / _file(GONE, _other_place())
    theirs.write_bytes(b"their half")
    with atomic_output(tmp_path / "mine.run") as fh:
        fh.write(b"mine\n")
    assert theirs.read_bytes() == b"their half" and (tmp_path / "mine.run").read_bytes() == b"mine\n"


# ---------------------------------------------------------------- names under a C locale
NAMES = ["läufer.run", "ökonom.run", "日本.run", "çà et là.run", "ü"]


def _as_c_locale(text: str) -> str:
    """What Python under LC_ALL=C without UTF-8 mode makes of these bytes (a file name, an argument)."""
    return text.encode("utf-8").decode("ascii", "surrogateescape")


@pytest.mark.parametrize("name", NAMES)
def test_file_names_are_their_text(name: str) -> None:
    """Runs whose tags repeat are named by file name: the text of its bytes, not the escapes of a locale."""
    paths = [_as_c_locale(name), "plain.run"]
    assert run_names(paths, [None, None]) == [name, "plain.run"]
    assert run_names([f"x/{_as_c_locale(name)}", f"y/{_as_c_locale(name)}"], [None, None]) == [f"x/{name}", f"y/{name}"]


@pytest.mark.parametrize("name", NAMES)
def test_weights_by_file_name_meet_the_names(name: str) -> None:
    from rankagg.api.fusion_spec import read_weights

    assert dict(read_weights(f"{_as_c_locale(name)}=2,b=1")) == {name: 2.0, "b": 1.0}


def test_bytes_that_are_no_utf8_stay_escaped() -> None:
    latin = "läufer.run".encode("latin-1").decode("ascii", "surrogateescape")
    assert name_text(latin) == latin
    assert run_names([latin, "b.run"], [None, None]) == [latin, "b.run"]


def test_c_locale_explain_is_the_utf8_locales(tmp_path: Path) -> None:
    """The process is the subject (its locale): fuse --explain of runs named by non-ASCII file names writes the
    same bytes under LC_ALL=C without UTF-8 mode as under C.UTF-8."""
    run = "".join(f"{q} Q0 d{(q * 3 + i) % 11} {i + 1} {10 - i} t\n" for q in (1, 2) for i in range(5))
    (tmp_path / "läufer.run").write_text(run)
    (tmp_path / "ökonom.run").write_text(run.replace(" 10 ", " 9 "))
    root = str(Path(__file__).resolve().parents[2])
    out = {}
    for key, env in (("c", {"LC_ALL": "C", "LANG": "C", "PYTHONCOERCECLOCALE": "0", "PYTHONUTF8": "0"}),
                     ("u", {"LC_ALL": "C.UTF-8", "LANG": "C.UTF-8"})):
        e = {k: v for k, v in os.environ.items() if k not in ("PYTHONIOENCODING", "PYTHONUTF8")}
        e.update(env, PYTHONPATH=root)
        subprocess.run([sys.executable, "-m", "rankagg.cli", "fuse", "läufer.run", "ökonom.run", "--method", "combsum",
                        "--weights", "läufer.run=2", "--explain", f"e{key}.jsonl", "--quiet", "-o", f"o{key}.run"],
                       cwd=tmp_path, env=e, check=True, capture_output=True)
        out[key] = ((tmp_path / f"e{key}.jsonl").read_bytes(), (tmp_path / f"o{key}.run").read_bytes())
    assert out["c"] == out["u"]
    assert b"l\\u00e4ufer.run" in out["u"][0]
