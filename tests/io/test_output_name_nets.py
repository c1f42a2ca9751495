"""An output named for a registered media type, or for a format a public format registry names (PRONOM, Apache
Tika, freedesktop.org, GitHub Linguist), that the catalogue of :mod:`rankagg.io.output_names` does not hold is
refused at every writer of lines and of models, naming the type or the format and its registry (issue 45: 31 of the
twenty-first bar's 36 silent rows and 50 of the twenty-second's 56 were outputs named for another format, met one
field at a time).  The cases are generated from the two tables (``rankagg/io/media_types.txt``,
``rankagg/io/format_suffixes.txt``), every suffix crossed with every writer; the names a run takes are kept,
checked on the real TREC-COVID run tags."""

from __future__ import annotations

import ast
import gzip
import re
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rankagg.api.commands import check_fuse_outputs
from rankagg.api.preferences import check_table_output
from rankagg.io.format_suffixes import RUN_WORDS, _TABLE as _REGISTRY_TABLE, _formats, registered_format, suffix_table
from rankagg.io.formats import FORMATS, check_text_output, writer_for
from rankagg.io.media_types import KEPT_SUFFIXES, _TABLE, _types, media_table, media_type
from rankagg.io.models import check_model_name
from rankagg.io import output_names
from rankagg.io.output_names import FOREIGN_TO_SCORE_LINES, OTHER_FORMATS, foreign_output, what_format

#: the table's suffixes the catalogue does not hold: the ones the net adds
NET = sorted(s for s in _types() if f".{s}" not in OTHER_FORMATS)


def _refusals(check, template: str, option: str = "-o", net: list[str] = NET,
              named=lambda s: f"a file of the registered media type {_types()[s]}") -> list[str]:
    """The suffixes of ``net`` that ``check`` does not refuse in one line naming the option, the name, the suffix
    and what ``named`` says the suffix names."""
    missed = []
    for s in net:
        name = template.format(s)
        try:
            check(name)
        except ValueError as exc:
            text = str(exc)
            if "\n" in text or not text.startswith(f"{option} {name}: ") or f".{s} names {named(s)}" not in text:
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


def test_no_catalogue_name_is_one_letter_or_digits():
    """A run's score file named ``a.s`` (u14r_*) was refused as assembly once ``.s`` was catalogued: one letter names
    a run as often as a format, so neither the catalogue nor the net holds one."""
    assert [s for s in OTHER_FORMATS if len(s) == 2] == []
    # nor digits alone (run.1, fused.264): a raw H.264 stream's .264 is refused as .h264 only (docs/conventions.md)
    assert [s for s in OTHER_FORMATS if s[1:].isdigit()] == []
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


@pytest.mark.parametrize("name, named", [("floorplan.dwg", "a file of the registered media type image/vnd.dwg"),
                                         ("score.sib", "Sibelius (in PRONOM's registry)")])
def test_the_command_line_refuses_and_writes_nothing(tmp_path, name, named):
    (tmp_path / "a.run").write_text("1 Q0 x 1 2 a\n1 Q0 y 2 1 a\n")
    (tmp_path / "b.run").write_text("1 Q0 y 1 2 b\n1 Q0 x 2 1 b\n")
    got = subprocess.run([sys.executable, "-m", "rankagg.cli", "fuse", "a.run", "b.run", "-o", name],
                         cwd=tmp_path, capture_output=True, text=True)
    assert got.returncode == 2 and got.stderr.count("\n") == 1, got.stderr
    assert f"-o {name}: " in got.stderr and f".{name.split('.')[-1]} names {named}" in got.stderr
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.run", "b.run"]


# the second net: the public format registries (rankagg/io/format_suffixes.txt)

#: the registries' suffixes that neither the catalogue nor the media types hold: the ones the second net adds
REGISTERED = sorted(s for s in _formats() if f".{s}" not in OTHER_FORMATS)


def _registered(suffix: str) -> str:
    what, registry = _formats()[suffix]
    return f"{what} (in {registry}'s registry)"


def test_the_net_adds_formats_no_media_type_registers():
    assert len(REGISTERED) > 1500 and not set(REGISTERED) & set(_types())
    # the fields' own formats the bars met one at a time, held here without a catalogue entry (NRRD moved to the
    # catalogue in the twenty-ninth bar, u29e_out_nrrd: named as 3D Slicer's image, not 'Nearly Raw Raster Data')
    assert {"conll", "lua", "sib", "yara", "gedcom", "sbml", "warc", "segy", "ldif"} <= set(REGISTERED)
    # the sciences' datatypes, from EDAM and Galaxy: a genome track, a Hi-C matrix, a mass spectrometry QC file
    assert {"bedgraph", "bigbed", "mcool", "mzqc", "psl"} <= set(REGISTERED)
    assert _registered("mzqc") == "the mzqc datatype (in Galaxy's registry)" and _registered("agp") == "AGP (in EDAM's registry)"


@pytest.mark.parametrize("kind", ["runs", "qrels", "rankings", "weights", "preferences"])
def test_a_text_writer_refuses_a_registered_formats_name(kind):
    assert _refusals(lambda name: writer_for(name, kind), "out.{}", net=REGISTERED, named=_registered) == []


def test_the_explanation_the_tables_and_the_models_refuse_it():
    assert _refusals(lambda name: check_fuse_outputs(None, name), "why.{}", "--explain", REGISTERED, _registered) == []
    assert _refusals(check_table_output, "table.{}", net=REGISTERED, named=_registered) == []
    assert _refusals(check_model_name, "model.{}", net=REGISTERED, named=_registered) == []


def _run_tags(rounds: Path) -> list[str]:
    """The run tags of the real TREC-COVID rounds 2 to 5 (the sixth field of each run's first line)."""
    tags = set()
    for run in sorted(rounds.glob("trec-covid-round[2-5]/runs/*.gz")):
        with gzip.open(run, "rt") as lines:
            tags.add(lines.readline().split()[5])
    return sorted(tags)


def test_every_real_run_tag_and_its_parts_name_a_run(trec_covid_dir):
    """A fused list is named for the runs it fuses (``fused.Technion-RRF``, ``run.bert``): the tags of the real
    rounds, whole and split at ``_ - .``, are never refused."""
    tags = _run_tags(trec_covid_dir.parent)
    assert len(tags) > 100
    parts = {p for tag in tags for p in re.split(r"[_.\-]", tag) if p}
    refused = [t for t in sorted(set(tags) | parts) if foreign_output(f"fused.{t}") is not None
               and f".{t.lower()}" not in OTHER_FORMATS]
    assert refused == []


@given(st.one_of(st.sampled_from(sorted(RUN_WORDS)),
                 st.from_regex(r"[a-z]{1,2}", fullmatch=True),
                 st.from_regex(r"[a-z]{1,2}[0-9]{1,2}", fullmatch=True),
                 st.sampled_from(["map", "cps", "prf", "model", "web", "tac", "sys", "ms", "mlp", "cut", "err", "bak"])))
def test_the_words_a_run_takes_are_kept_by_the_registries(suffix):
    for name in (f"fused.{suffix}", f"fused.{suffix.upper()}.gz"):
        assert registered_format(name) is None
        if f".{suffix}" not in OTHER_FORMATS and suffix not in _types():
            assert foreign_output(name) is None and writer_for(name) is FORMATS["trec"]


def test_the_catalogue_then_the_media_types_then_the_registries_decide():
    assert what_format(".png") == "an image" and what_format(".dwg").endswith("media type image/vnd.dwg")
    assert foreign_output("fused.sib") == ".sib" and what_format(".sib") == "Sibelius (in PRONOM's registry)"
    assert foreign_output("fused.sib", (".csv",), media_types=False) is None
    assert registered_format("FUSED.LUA.gz") == (".lua", "Lua source code (in Apache Tika's registry)")


def test_the_table_filters_the_registries_by_hand():
    droid = ('<FileFormat ID="1" Name="Sibelius" PUID="fmt/1"><Extension>sib</Extension><Extension>map</Extension>'
             '</FileFormat><FileFormat ID="2" Name="A &amp; B"><Extension>ABX</Extension><Extension>e01</Extension>'
             '<Extension>ms</Extension><Extension>dwg</Extension><Extension>qux</Extension></FileFormat>')
    tika = ('<mime-type type="text/plain"><glob pattern="*.txtx"/></mime-type>'
            '<mime-type type="text/x-lua"><_comment>Lua source</_comment><glob pattern="*.lua"/>'
            '<glob pattern="*.sib"/><glob pattern="Makefile"/></mime-type>')
    fdo = '<mime-type type="application/x-yara"><glob pattern="*.yara"/></mime-type>'
    linguist = 'CoNLL-U:\n  type: data\n  extensions:\n  - ".conll"\n  - ".tar.conll"\n  filenames:\n  - "x.dat"\nMap:\n  extensions:\n  - ".rrf"\n'
    galaxy = ('<registration><datatype extension="qname_sorted.bam" type="galaxy.datatypes.binary:Bam"/>'
              '<datatype extension="mztab" type="t:MzTab" description="A &amp; B. More."><infer_from suffix="mzt"/>'
              '</datatype><datatype extension="gatk_report" type="x:Text" description="' + "long " * 13 + '"/>'
              '<datatype extension="tabular" type="x:Tabular"/></registration>')
    edam = ('<owl:Class rdf:about="http://edamontology.org/format_3681"><rdfs:label>mzTab</rdfs:label>'
            '<file_extension>mztab</file_extension><file_extension>.mzTab2</file_extension></owl:Class>')
    assert suffix_table(droid, tika, fdo, linguist, galaxy, edam, "map\nqux's\ntabular\n", "Technion-RRF\n",
                        "hand") == (
        "# hand, filtered by rankagg.io.format_suffixes.suffix_table\n"
        "abx\tA & B\tPRONOM\nbam\tthe qname_sorted.bam datatype\tGalaxy\nconll\tCoNLL-U files\tGitHub Linguist\n"
        "gatk_report\tthe gatk_report datatype\tGalaxy\nlua\tLua source\tApache Tika\nmzt\tA & B\tGalaxy\n"
        "mztab\tmzTab\tEDAM\nmztab2\tmzTab\tEDAM\n"
        "sib\tSibelius\tPRONOM\nyara\tapplication/x-yara\tfreedesktop.org\n")


def test_the_table_is_what_it_says():
    lines = _REGISTRY_TABLE.read_text(encoding="utf-8").splitlines()
    assert lines[0].startswith("# PRONOM") and all(len(line.split("\t")) == 3 for line in lines[1:])
    assert [line.split("\t")[0] for line in lines[1:]] == sorted(_formats())


def test_the_catalogue_names_each_suffix_once():
    """Seven helpers add to the catalogue in one session: a suffix listed twice keeps only its last words, silently
    (``.srt`` was "a subtitle file" and "subtitles or captions"), so every key of its literal is counted."""
    tree = ast.parse(Path(output_names.__file__).read_text(encoding="utf-8"))
    keys: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Dict):
            for key, value in zip(node.keys, node.values):
                if isinstance(key, ast.Constant):
                    keys.append(key.value)
                elif key is None and isinstance(value, ast.Call) and isinstance(value.args[0], ast.Tuple):
                    keys += [e.value for e in value.args[0].elts if isinstance(e, ast.Constant)]
    assert len(keys) > 400 and sorted(k for k in set(keys) if keys.count(k) > 1) == []
