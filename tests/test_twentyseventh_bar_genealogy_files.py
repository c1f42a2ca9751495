"""Issue 45's twenty-seventh bar, a genealogy and record-linkage team fusing Splink's, dedupe's, a phonetic matcher's
and a rules engine's candidate records per person record: a file of the team's given where a run, qrels or weights
go was told by a field count ("expected 6 fields, found 2" for GEDCOM, "found 3" for Gramps and GEDCOM X XML), as "a
run table saved as text" (Splink's predictions, with its dataset column as the query; the clerical review), as a
generic table (DNA match lists), as "JSON such as BEIR's results" (GEDCOM X, Splink's model, dedupe's training), as
"a zip archive: unzip it" (a GEDZip) or as "the revisited Oxford/Paris ground truth" (dedupe's pickled settings)
instead of by name (u27d_*_as_run, u27d_*_as_qrels, u27d_*_as_weights).

The members are generated: each text file under its own name and neutral ones, plain, gzipped, with a byte-order
mark and CRLF ends, at the runs and the qrels door; each XML document with and without its declaration; the JSON
documents under any name; the binary files by their bytes; the weights door.  Near shapes keep their reading: TREC
lines under a genealogy file's name, weights whose runs are named 'match' and 'distinct', another zip or pickle."""

from __future__ import annotations

import gzip
import re
import io
import json
import zipfile

import pytest

from rankagg.cli import main
from rankagg.io.binary_containers import container_of
from rankagg.io.foreign_shapes import qrels_shape, run_shape
from tests.door_files import root_line

#: how the file is saved: its text to bytes
SAVED = [lambda t: t.encode(), lambda t: ("\ufeff" + t).encode(), lambda t: t.replace("\n", "\r\n").encode()]
GED551 = ("0 HEAD\n1 SOUR PAF\n2 VERS 5.1.0.0\n1 GEDC\n2 VERS 5.5.1\n2 FORM LINEAGE-LINKED\n1 CHAR UTF-8\n"
          "0 @I42@ INDI\n1 NAME John /Smith/\n0 TRLR\n")
GED7 = "0 HEAD\n1 GEDC\n2 VERS 7.0\n0 @I42@ INDI\n1 NAME Mary /O'Brien/\n0 TRLR\n"
GRAMPS = ('<!DOCTYPE database PUBLIC "-//Gramps//DTD Gramps XML 1.7.1//EN"\n'
          '"http://gramps-project.org/xml/1.7.1/grampsxml.dtd">\n<database xmlns="http://gramps-project.org/xml/1.7.1/">\n'
          '  <people/>\n</database>\n')
#: (file, its text, a word the note must hold)
TEXT_FILES = [
    ("tree.ged", GED551, "GEDCOM"),
    ("familysearch.ged", GED7, "GEDCOM"),
    ("indented.ged", "0 HEAD\n  1 GEDC\n    2 VERS 5.5.1\n", "GEDCOM"),
    ("head_only.ged", "0 HEAD\n", "GEDCOM"),
    ("family.gramps", '<?xml version="1.0" encoding="UTF-8"?>\n' + GRAMPS, "Gramps"),
    ("export.xml", GRAMPS, "Gramps"),
    ("person.xml", '<?xml version="1.0"?>\n<gedcomx xmlns="http://gedcomx.org/v1/">\n<person id="L1"/>\n</gedcomx>\n',
     "GEDCOM X"),
    ("person_gx.xml", '<gx:gedcomx xmlns:gx="http://gedcomx.org/v1/">\n</gx:gedcomx>\n', "GEDCOM X"),
    ("predictions.csv", "match_weight,match_probability,unique_id_l,unique_id_r,surname_l,surname_r\n"
     "8.25,0.99,I0042,I1037,Smith,Smith\n", "Splink's predictions"),
    ("predictions.tsv", "match_probability\tunique_id_l\tunique_id_r\tgamma_dob\n0.99\tI0042\tI1037\t2\n",
     "Splink's predictions"),
    ("pairs.csv", "unique_id_l,unique_id_r,match_weight\nI0042,I1037,8.25\n", "Splink's predictions"),
    ("labels.csv", "source_dataset_l,unique_id_l,source_dataset_r,unique_id_r,clerical_match_score\n"
     "a,I0042,b,I1037,1\n", "clerical review"),
    ("review.csv", "unique_id_l,unique_id_r,is_match,reviewer\nI0042,I1037,1,jd\n", "clerical review"),
    ("ftdna.csv", '"Full Name","Match Date","Relationship Range","Shared DNA","Longest Block"\n'
     '"Mary O\'Brien","11/02/2026","2nd - 3rd Cousin","212","41"\n', "DNA match list"),
    ("ancestry.csv", "Match GUID,Name,Shared cM,Shared Segments,Predicted Relationship\nG1,Mary O'Brien,212,9,2nd\n",
     "DNA match list"),
    ("myheritage.csv", "Name,Age,Country,Estimated relationship,Total cM shared,Largest segment (cM)\n"
     "Mary O'Brien,64,Ireland,2nd cousin,212,41\n", "DNA match list"),
]
GEDX = json.dumps({"persons": [{"id": "LZ7K-M3P", "gender": {"type": "http://gedcomx.org/Male"},
                                "names": [{"nameForms": [{"fullText": "John Smith"}]}]}]}, indent=2)
SPLINK_MODEL = json.dumps({"link_type": "dedupe_only", "probability_two_random_records_match": 0.0001,
                           "comparisons": [{"output_column_name": "dob", "comparison_levels": [
                               {"sql_condition": "ELSE", "m_probability": 0.1, "u_probability": 0.9}]}]})
TRAINING = json.dumps({"distinct": [[{"name": "John"}, {"name": "Jane"}]], "match": [[{"name": "Jon"}, {"name": "John"}]]})
JSON_FILES = [(GEDX, "GEDCOM X"), (SPLINK_MODEL, "Splink's saved model"), (TRAINING, "dedupe's training file")]


def _zip(*members: str) -> bytes:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
        for m in members:
            z.writestr(m, GED7 if m.endswith(".ged") else "x")
    return buf.getvalue()


DEDUPE_PICKLE = (b"\x80\x04\x95\x20\x01\x00\x00\x00\x00\x00\x00\x8c\x10dedupe.datamodel\x94\x8c\tDataModel\x94\x93\x94"
                 + bytes(40))
#: (file, its bytes, a word the note must hold)
BINARIES = [("tree.gdz", _zip("gedcom.ged", "photos/a.jpg"), "GEDZip"),
            ("export.zip", _zip("gedcom.ged"), "GEDZip"),
            ("media_first.gdz", _zip("photos/a.jpg", "gedcom.ged"), "GEDZip"),
            ("learned_settings", DEDUPE_PICKLE, "dedupe's settings"),
            ("settings.pkl", b"\x80\x03cdedupe.datamodel\nDataModel\nq\x00)\x81q\x01" + bytes(20), "dedupe's settings")]


def _write(path, data: bytes):
    path.write_bytes(gzip.compress(data, mtime=0) if path.name.endswith(".gz") else data)
    return str(path)


def _named_at_both_doors(path: str, *words: str, line: int = 1) -> None:
    for shape in (run_shape(path), qrels_shape(path)):
        assert shape is not None and shape.line == line, shape
        assert all(w in shape.reason for w in words), shape.reason


@pytest.mark.parametrize("name,text,word", TEXT_FILES)
@pytest.mark.parametrize("rename", ["{name}", "matcher.run", "{name}.gz"])
@pytest.mark.parametrize("saved", range(len(SAVED)))
def test_a_genealogy_text_file_is_named_at_the_runs_and_qrels_doors(tmp_path, name, text, word, rename, saved):
    path = _write(tmp_path / rename.format(name=name), SAVED[saved](text))
    _named_at_both_doors(path, word, "PERSON Q0 CANDIDATE", line=root_line(text))


@pytest.mark.parametrize("text,word", JSON_FILES)
@pytest.mark.parametrize("name", ["doc.json", "LZ7K-M3P.gedx", "matcher.run", "doc.json.gz"])
def test_a_genealogy_json_document_is_named_at_the_runs_and_qrels_doors(tmp_path, text, word, name):
    _named_at_both_doors(_write(tmp_path / name, text.encode()), word, "PERSON Q0 CANDIDATE")


@pytest.mark.parametrize("text,word", JSON_FILES)
def test_the_command_names_a_json_document_under_a_json_name(tmp_path, capsys, text, word):
    path = _write(tmp_path / "doc.json", text.encode())
    run = _write(tmp_path / "splink.run", b"@I0042@ Q0 @I1037@ 1 8.25 splink\n")
    assert main(["fuse", path, run, "-o", str(tmp_path / "m.run")]) == 2
    err = capsys.readouterr().err
    assert "doc.json:1" in err and word in err, err
    assert not (tmp_path / "m.run").exists()


@pytest.mark.parametrize("name,data,word", BINARIES)
@pytest.mark.parametrize("rename", ["{name}", "matcher.run", "judged.qrels"])
def test_a_genealogy_binary_is_named_by_its_bytes(tmp_path, name, data, word, rename):
    reason = container_of(_write(tmp_path / rename.format(name=name), data))
    assert reason is not None and word in reason and "PERSON Q0 CANDIDATE" in reason, reason


@pytest.mark.parametrize("name,data,word", BINARIES[:1] + BINARIES[3:4])
@pytest.mark.parametrize("door", ["runs", "qrels"])
def test_the_command_names_a_binary_at_each_door(tmp_path, capsys, name, data, word, door):
    path = _write(tmp_path / name, data)
    run = _write(tmp_path / "splink.run", b"@I0042@ Q0 @I1037@ 1 8.25 splink\n")
    argv = (["fuse", path, run, "-o", str(tmp_path / "m.run")] if door == "runs"
            else ["evaluate", run, "--qrels", path])
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert name in err and word in err, err


@pytest.mark.parametrize("name,data,word", [("tree.ged", GED551.encode(), "is a GEDCOM"),
                                            ("tree.ged.gz", GED7.encode(), "is a GEDCOM"),
                                            ("notes.txt", b"\n# weights\n" + GED7.encode(), "is a GEDCOM"),
                                            ("predictions.csv", TEXT_FILES[8][1].encode(), "Splink's predictions"),
                                            ("splink_model.json", SPLINK_MODEL.encode(), "Splink's saved model"),
                                            ("training.json", TRAINING.encode(), "dedupe's training file")])
def test_the_weights_door_names_the_file(tmp_path, capsys, name, data, word):
    weights = _write(tmp_path / name, data)
    run = _write(tmp_path / "splink.run", b"@I0042@ Q0 @I1037@ 1 8.25 splink\n")
    assert main(["fuse", run, "--method", "rrf", "--weights", weights, "-o", str(tmp_path / "m.run")]) == 2
    err = capsys.readouterr().err
    assert word in err and name in err, err
    assert name.endswith(".json") or re.search(rf"{re.escape(name)}:\d+: .*'NAME W'", err), err
    assert not (tmp_path / "m.run").exists()


@pytest.mark.parametrize("text", ['{"match": 2, "distinct": 0.5}\n', "match 2\ndistinct 0.5\n"])
def test_weights_of_runs_named_like_a_tools_keys_are_read(tmp_path, text):
    runs = [_write(tmp_path / f"{t}.run", f"@I0042@ Q0 @I1037@ 1 {s} {t}\n@I0042@ Q0 @I1038@ 2 {s - 1} {t}\n".encode())
            for t, s in (("match", 9), ("distinct", 3))]
    weights = _write(tmp_path / "w.txt", text.encode())
    assert main(["fuse", *runs, "--method", "rrf", "--weights", weights, "-o", str(tmp_path / "m.run")]) == 0
    lines = (tmp_path / "m.run").read_text().split("\n")
    assert abs(float(lines[0].split()[4]) - (2 / 61 + 0.5 / 61)) < 1e-9  # both runs put @I1037@ first


@pytest.mark.parametrize("name", ["tree.ged", "family.gramps", "predictions.csv", "LZ7K-M3P.gedx", "labels.csv"])
def test_trec_lines_under_a_genealogy_name_are_read(tmp_path, name):
    path = _write(tmp_path / name, b"@I0042@ Q0 @I1037@ 1 8.25 splink\n@I0042@ Q0 FS:L000K-M01P 2 -1.5 splink\n")
    assert run_shape(path) is None and container_of(path) is None
    assert main(["fuse", path, "--method", "rrf", "-o", str(tmp_path / "m.run")]) == 0
    assert (tmp_path / "m.run").read_text().split()[2] == "@I1037@"


@pytest.mark.parametrize("text", ["0 Q0 HEAD 1 1.0 gedcom\n0 Q0 INDI 2 0.5 gedcom\n", "0 0 HEAD 1\n0 0 INDI 0\n"])
def test_a_run_or_qrels_whose_ids_are_gedcom_words_is_no_gedcom(tmp_path, text):
    path = _write(tmp_path / "tree.ged", text.encode())
    assert (run_shape(path) if "Q0" in text else qrels_shape(path)) is None


@pytest.mark.parametrize("data,word", [(_zip("runs/a.run"), "a ZIP archive"),
                                       (b"\x80\x04\x95\x10" + bytes(7) + b"\x8c\x05numpy\x94" + bytes(20), "pickle")])
def test_another_zip_or_pickle_keeps_its_note(tmp_path, data, word):
    reason = container_of(_write(tmp_path / "other.bin", data))
    assert reason is not None and word in reason and "GEDZip" not in reason and "dedupe" not in reason, reason
