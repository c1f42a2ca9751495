"""Issue 45's twenty-fourth bar, a localisation team ranking translation-memory and machine-translation candidates
per source segment.  Three fault classes, each generated whole here:

* the fused suggestions written under the name of a localisation format (gettext's ``.po`` / ``.pot`` / ``.mo``,
  Trados' ``.sdlxliff`` / ``.sdltm`` / ``.sdltb``, memoQ's ``.mqxliff``, TBX, Flutter's ``.arb``, Apple's
  ``.strings``) were TREC lines with exit 0 (u24c_out_*): each name, as typed (plain, upper case, gzipped), at every
  writer of lines;
* a TMX memory, an XLIFF 1.2 / 2.0 file (Trados', memoQ's), a TBX termbase or a gettext catalogue given as runs or
  qrels was told by a TREC field count ("expected 6 fields, found 3") instead of by name (u24c_in_*): each file, plain,
  gzipped, saved on Windows or renamed, at the API's and the commands' doors, named at its first line read;
* a CAT tool's match export (``Source, Target, Match %``) given as a table of lists was read as lists and told that
  the source sentence "holds a blank" (u24c_in_cat_csv_export): each heading spelling, CSV and TSV, and as a frame."""

from __future__ import annotations

import pandas as pd
import pytest

import rankagg
from rankagg.api.commands import check_fuse_outputs
from rankagg.api.preferences import check_table_output
from rankagg.cli import main
from rankagg.io.formats import writer_for
from rankagg.io.localisation_shapes import cat_export_header
from rankagg.io.output_names import foreign_output
from tests.io.test_twentythird_bar_pabulib_votes import _write  # a file written plain, gzipped or as Windows saves it

LOCALISATION_NAMES = [(".po", "gettext"), (".pot", "gettext"), (".mo", "gettext"), (".sdlxliff", "XLIFF"),
                      (".mqxliff", "XLIFF"), (".mqxlz", "memoQ"), (".sdltm", "Trados"), (".sdltb", "Trados"),
                      (".sdlppx", "Trados"), (".sdlrpx", "Trados"), (".tbx", "TBX"), (".tmx", "TMX"),
                      (".arb", "Flutter"), (".strings", "strings"), (".stringsdict", "strings"), (".ttx", "Trados")]
SPELLINGS = [lambda s: f"suggestions{s}", lambda s: f"SUGGESTIONS{s.upper()}", lambda s: f"suggestions{s}.gz"]


@pytest.mark.parametrize("suffix, label", LOCALISATION_NAMES)
@pytest.mark.parametrize("spell", range(len(SPELLINGS)))
def test_a_run_under_a_localisation_name_is_refused(suffix, label, spell):
    name = SPELLINGS[spell](suffix)
    assert foreign_output(name) == suffix
    with pytest.raises(ValueError, match=rf"^-o {name}: a fused run would be written as lines of text, which no "
                                         rf"\{suffix} reader reads \(\{suffix} names .*{label}"):
        writer_for(name, "runs")


@pytest.mark.parametrize("suffix, label", LOCALISATION_NAMES)
def test_every_other_writer_refuses_it(suffix, label):
    with pytest.raises(ValueError, match=rf"^--explain why{suffix}: .*\{suffix} names .*{label}"):
        check_fuse_outputs(None, f"why{suffix}")
    with pytest.raises(ValueError, match=rf"^-o table{suffix}: .*\{suffix} names .*{label}"):
        check_table_output(f"table{suffix}")


@pytest.mark.parametrize("name", ["suggestions.run", "po.run", "de_po.run", "strings.run", "tbx_hits.run",
                                  "suggestions.tmx.run", "memo.txt"])
def test_the_names_a_run_takes_are_kept(name):
    assert foreign_output(name) is None


def test_a_refused_name_is_never_written(tmp_path, capsys):
    (tmp_path / "a.run").write_text("seg-0001 Q0 tm-0001-0 1 100 fuzzy\nseg-0001 Q0 mt-0001 2 85 fuzzy\n")
    out = tmp_path / "suggestions.po"
    assert main(["fuse", str(tmp_path / "a.run"), "--quiet", "-o", str(out)]) == 2
    assert "gettext" in capsys.readouterr().err and not out.exists()


_XML = '<?xml version="1.0" encoding="UTF-8"?>\n'
#: (name, text, the format's word in the message, the first line read: '#' lines are comments to every reader)
TOOL_FILES = [
    ("memory.tmx", _XML + '<tmx version="1.4">\n<header srclang="en-US"/>\n<body><tu><tuv xml:lang="en-US"><seg>Save'
                          '</seg></tuv></tu></body>\n</tmx>\n', "TMX", 2),
    ("memory.tmx", _XML + '<!DOCTYPE tmx SYSTEM "tmx14.dtd">\n<tmx version="1.4">\n</tmx>\n', "TMX", 3),
    ("job.xlf", _XML + '<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">\n<file source-language='
                       '"en" target-language="de"><body><trans-unit id="1"><source>Save</source></trans-unit></body>'
                       '</file>\n</xliff>\n', "XLIFF", 2),
    ("strings.xliff", _XML + '<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en">\n'
                             '<file id="f1"><unit id="u1"><segment><source>Save</source></segment></unit></file>\n'
                             '</xliff>\n', "XLIFF", 2),
    ("manual.docx.sdlxliff", '<?xml version="1.0" encoding="utf-8"?><xliff xmlns:sdl="http://sdl.com/FileTypes/'
                             'SdlXliff/1.0" version="1.2"><file original="manual.docx"></file></xliff>\n', "XLIFF", 1),
    ("job.mqxliff", '<xliff version="1.2" xmlns:mq="MQXliff">\n<file original="a.docx"></file>\n</xliff>\n', "XLIFF", 1),
    ("acme.tbx", _XML + '<martif type="TBX" xml:lang="en">\n<text><body></body></text>\n</martif>\n', "TBX", 2),
    ("acme.tbx", _XML + '<tbx type="TBX-Basic" style="dca" xml:lang="en" xmlns="urn:iso:std:iso:30042:ed-2">\n</tbx>\n',
     "TBX", 2),
    ("de.po", '# German translation.\n#, fuzzy\nmsgid ""\nmsgstr ""\n"Language: de\\n"\n\nmsgid "Save"\n'
              'msgstr "Speichern"\n', "gettext", 3),
    ("messages.pot", 'msgid ""\nmsgstr ""\n"POT-Creation-Date: 2026-11-30\\n"\n\nmsgctxt "menu"\nmsgid "Save"\n'
                     'msgstr ""\n', "gettext", 1),
    ("fr.po", 'msgctxt "menu"\nmsgid "Save the file"\nmsgstr "Enregistrer le fichier"\n', "gettext", 1),
]
#: how the team's files reach rankagg: (a name ending, how the bytes are written)
FORMS = [("", "plain"), (".gz", "gzip"), ("", "windows"), (".txt", "plain")]


@pytest.mark.parametrize("name, text, label, line", TOOL_FILES)
@pytest.mark.parametrize("ending, form", FORMS)
def test_a_localisation_file_is_named_by_the_api(tmp_path, name, text, label, line, ending, form):
    path = tmp_path / (name + ending)
    _write(path, text, form)
    with pytest.raises(ValueError) as err:
        rankagg.fuse([str(path)], method="rrf")
    message = str(err.value)
    assert f"{path}:{line}" in message and label in message and "\n" not in message


@pytest.mark.parametrize("name, text, label, line", TOOL_FILES)
@pytest.mark.parametrize("door", ["runs", "qrels"])
def test_the_commands_name_a_localisation_file_and_write_nothing(tmp_path, capsys, name, text, label, line, door):
    path = tmp_path / name
    _write(path, text, "plain")
    (tmp_path / "a.run").write_text("seg-0001 Q0 tm-0001-0 1 100 fuzzy\n")
    argv = (["fuse", str(path), str(tmp_path / "a.run"), "--quiet", "-o", str(tmp_path / "out.run")]
            if door == "runs" else ["evaluate", "--qrels", str(path), str(tmp_path / "a.run")])
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert f"{path}:{line}" in err and label in err
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(["a.run", name])


MATCH_HEADINGS = ["Match %", "Match", "TM Match", "match rate", "Fuzzy %", "Score"]
TEXT_HEADINGS = [("Source", "Target"), ("Source text", "Target text"), ("source segment", "translation")]


@pytest.mark.parametrize("score", MATCH_HEADINGS[:5])
@pytest.mark.parametrize("texts", TEXT_HEADINGS)
@pytest.mark.parametrize("suffix, sep", [(".csv", ","), (".tsv", "\t")])
def test_a_cat_match_export_is_no_table_of_lists(tmp_path, capsys, score, texts, suffix, sep):
    path = tmp_path / f"export{suffix}"
    rows = [sep.join([texts[0], texts[1], score, "Origin"]), sep.join(["Save", "Speichern", "100", "TM"]),
            sep.join(["Save", "Sichern", "85", "MT"])]
    path.write_text("\n".join(rows) + "\n", encoding="utf-8")
    assert main(["fuse", str(path), "--method", "borda", "--quiet", "-o", str(tmp_path / "ranking.tsv")]) == 2
    err = capsys.readouterr().err
    assert f"{path}:1" in err and repr(score) in err and "CAT tool" in err
    assert not (tmp_path / "ranking.tsv").exists()


def test_a_bracket_with_match_and_target_columns_is_no_cat_export():
    """An archery bracket's 'Match' and 'Target' (a match id, a target number) with no source text: no CAT tool's."""
    assert cat_export_header(["Match", "Phase", "Target", "Archer1", "NOC1", "SetPoints1"]) is None
    assert cat_export_header(["Source", "Target", "Match"]) is not None


def test_lists_headed_by_linguists_stay_lists(tmp_path):
    """names beside 'Source' that are no match score leave a table of lists alone"""
    path = tmp_path / "lists.csv"
    path.write_text("Source,reviewer\ntm-1,tm-2\ntm-2,tm-1\n")
    assert main(["fuse", str(path), "--method", "borda", "--quiet", "-o", str(tmp_path / "ranking.tsv")]) == 0


@pytest.mark.parametrize("score", MATCH_HEADINGS[:5])
def test_a_cat_match_frame_is_named(score):
    frame = pd.DataFrame({"Source": ["Save", "Save"], "Target": ["Speichern", "Sichern"], score: [100, 85]})
    with pytest.raises(ValueError, match="CAT tool"):
        rankagg.fuse(frame, method="rrf")
