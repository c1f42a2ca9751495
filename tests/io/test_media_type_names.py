"""An output named for a registered media type that the catalogue of :mod:`rankagg.io.output_names` does not hold
is refused at every writer of lines and of models, naming the type (issue 45: 31 of the twenty-first bar's 36 silent
rows were outputs named for another format, met one field at a time).  The cases are generated from the table
(``rankagg/io/media_types.txt``), every suffix crossed with every writer; the names a run takes are kept."""

from __future__ import annotations

import re
import subprocess
import sys

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rankagg.api.commands import check_fuse_outputs
from rankagg.api.preferences import check_table_output
from rankagg.io.formats import FORMATS, check_text_output, writer_for
from rankagg.io.media_types import KEPT_SUFFIXES, _TABLE, _types, media_table, media_type
from rankagg.io.models import check_model_name
from rankagg.io.output_names import FOREIGN_TO_SCORE_LINES, OTHER_FORMATS, foreign_output, what_format

#: the table's suffixes the catalogue does not hold: the ones the net adds
NET = sorted(s for s in _types() if f".{s}" not in OTHER_FORMATS)


def _refusals(check, template: str, option: str = "-o") -> list[str]:
    """The suffixes of :data:`NET` that ``check`` does not refuse in one line naming the option, the name, the
    suffix and its media type."""
    missed = []
    for s in NET:
        name = template.format(s)
        try:
            check(name)
        except ValueError as exc:
            text = str(exc)
            if "\n" in text or not text.startswith(f"{option} {name}: ") or \
                    f".{s} names a file of the registered media type {_types()[s]}" not in text:
                missed.append(f"{name}: {text}")
        else:
            missed.append(f"{name}: accepted")
    return missed


def test_the_net_is_wide_and_holds_the_common_families():
    assert len(NET) > 1000
    assert {"mrc", "shp", "dwg", "m4a", "psd", "ttf", "wasm", "dcm", "ics", "vtt", "stl", "glb"} <= set(NET) | {
        s[1:] for s in OTHER_FORMATS}


@pytest.mark.parametrize("kind", ["runs", "qrels", "rankings", "weights", "preferences"])
def test_a_text_writer_refuses_a_media_types_name(kind):
    assert _refusals(lambda name: writer_for(name, kind), "out.{}") == []
    assert _refusals(lambda name: writer_for(name, kind), "OUT.{}.gz") == [] if kind == "runs" else True


def test_the_explanation_the_tables_the_scores_and_the_models_refuse_it():
    assert _refusals(lambda name: check_fuse_outputs(None, name), "why.{}", "--explain") == []
    assert _refusals(check_table_output, "table.{}") == []
    assert _refusals(lambda name: check_text_output(name, "one fused score per line", "give it another name",
                                                    foreign=FOREIGN_TO_SCORE_LINES), "scores.{}") == []
    assert _refusals(check_model_name, "model.{}") == []


@given(st.one_of(st.characters(min_codepoint=97, max_codepoint=122).map(str).filter(lambda c: f".{c}" not in OTHER_FORMATS),
                 st.integers(0, 10**6).map(str), st.sampled_from(sorted(s for s in KEPT_SUFFIXES if f".{s}" not in OTHER_FORMATS)),
                 st.sampled_from(["txt", "text", "bak", "old", "bin", "run", "trec", "runs", "k60", "bm25", "rrf"])))
def test_the_names_a_run_takes_are_kept(suffix):
    for name in (f"fused.{suffix}", f"fused.{suffix.upper()}.gz", f"dir.{suffix}/fused"):
        assert foreign_output(name) is None and writer_for(name) is FORMATS["trec"]
        check_model_name(name)


def test_no_catalogue_name_is_one_letter():
    """A run's score file named ``a.s`` (u14r_*) was refused as assembly once ``.s`` was catalogued: one letter names
    a run as often as a format, so neither the catalogue nor the net holds one."""
    assert [s for s in OTHER_FORMATS if len(s) == 2] == []
    assert [s for s in _types() if len(s) == 1] == []


def test_a_suffix_of_the_catalogue_is_the_catalogues_to_decide():
    # .json is application/json, yet the explanation's own name, and .soc a PrefLib writer's own
    check_fuse_outputs(None, "why.json")
    assert writer_for("consensus.soc", "preferences") is FORMATS["preflib"]
    assert foreign_output("fused.png") == ".png" and what_format(".png") == "an image"  # the catalogue's words
    assert foreign_output("fused.dwg") == ".dwg" and what_format(".dwg") == "a file of the registered media type image/vnd.dwg"
    assert foreign_output("fused.dwg", (".csv",), media_types=False) is None


def test_the_table_is_its_own_filter_and_filters_by_hand():
    text = _TABLE.read_text(encoding="ascii")
    assert media_table(text, text.splitlines()[0][2:].split(", filtered by")[0]) == text
    sample = ("# comment\ntext/plain txt pot\napplication/x-trash bak ~\napplication/marc mrc\n"
              "image/x-demo A 12 PNGX val pngx\nchemical/x-demo c++ 3dm\n")
    assert media_table(sample, "hand") == ("# hand, filtered by rankagg.io.media_types.media_table\n"
                                           "application/marc mrc\nchemical/x-demo c++ 3dm\nimage/x-demo pngx\n")
    assert media_type("a.3DM") == (".3dm", "model/x3d+xml") or media_type("a.3DM")[0] == ".3dm"


def test_the_command_line_refuses_and_writes_nothing(tmp_path):
    (tmp_path / "a.run").write_text("1 Q0 x 1 2 a\n1 Q0 y 2 1 a\n")
    (tmp_path / "b.run").write_text("1 Q0 y 1 2 b\n1 Q0 x 2 1 b\n")
    got = subprocess.run([sys.executable, "-m", "rankagg.cli", "fuse", "a.run", "b.run", "-o", "floorplan.dwg"],
                         cwd=tmp_path, capture_output=True, text=True)
    assert got.returncode == 2 and got.stderr.count("\n") == 1, got.stderr
    assert re.search(r"-o floorplan\.dwg: .*\.dwg names a file of the registered media type image/vnd\.dwg",
                     got.stderr)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.run", "b.run"]
