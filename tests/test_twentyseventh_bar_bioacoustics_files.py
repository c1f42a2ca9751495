"""Issue 45's twenty-seventh bar, a bioacoustics lab fusing BirdNET's, Perch's, a CNN's and Kaleidoscope's species
detections per recording: a file of the lab's given where a run or qrels go was told by a field count ("expected 6
fields 'qid Q0 docid rank score tag', found 3" for an Audacity label track and a Sonic Visualiser layer, "found 5" for
BirdNET's Audacity results), as "a run table saved as text" (a Raven selection table, an eBird export) or "a table of
ranked lists" (Kaleidoscope's id.csv), and a bat detector's WAV with its GUANO chunk was given a speech team's advice
(u27c_*_as_run, u27c_*_as_qrels).

The members are generated: each text file under its own name and neutral ones, plain, gzipped, with a byte-order mark
and CRLF ends, at the runs and the qrels door; the Raven, BirdNET, Kaleidoscope, eBird and deployment headers of
several versions and separators; each recorder's WAV by its chunks, plain and gzipped.  Near shapes keep their
reading: TREC run and qrels lines under a bioacoustics file's name, tab-separated ones with decimal ids included."""

from __future__ import annotations

import gzip
import re
import struct

import pytest

from rankagg.cli import main
from rankagg.io.binary_containers import container_of
from rankagg.io.foreign_shapes import qrels_shape, run_shape
from tests.door_files import root_line

#: how the file is saved: its text to bytes
SAVED = [lambda t: t.encode(), lambda t: ("\ufeff" + t).encode(), lambda t: t.replace("\n", "\r\n").encode()]
RAVEN = ("Selection\tView\tChannel\tBegin Time (s)\tEnd Time (s)\tLow Freq (Hz)\tHigh Freq (Hz)\tSpecies\n"
         "1\tSpectrogram 1\t1\t3.125\t4.870\t1937.5\t3562.5\tamerob\n")
AS_RUN = "RECORDING Q0 SPECIES RANK CONFIDENCE CLASSIFIER"
#: (file, its text, a word the note must hold)
TEXT_FILES = [
    ("SITE03.Table.1.selections.txt", RAVEN, "Raven selection table"),
    ("raven.txt", "Selection\tView\tChannel\tBegin Time (s)\tEnd Time (s)\tLow Freq (Hz)\tHigh Freq (Hz)\tDelta Time "
     "(s)\tDelta Freq (Hz)\tAvg Power Density (dB FS/Hz)\tAnnotation\n1\tWaveform 1\t1\t0.5\t1.2\t0\t24000\t0.7\t24000"
     "\t-71.2\tMyodau\n", "Raven selection table"),
    ("x.BirdNET.selection.table.txt", "Selection\tView\tChannel\tBegin Time (s)\tEnd Time (s)\tLow Freq (Hz)\tHigh "
     "Freq (Hz)\tCommon Name\tSpecies Code\tConfidence\n1\tSpectrogram 1\t1\t0\t3.0\t150\t15000\tAmerican Robin\tamerob"
     "\t0.8731\n", "BirdNET-Analyzer's Raven"),
    ("x.BirdNET.results.csv", "Start (s),End (s),Scientific name,Common name,Confidence\n0.0,3.0,Turdus migratorius,"
     "American Robin,0.8731\n", "BirdNET-Analyzer's CSV"),
    ("new.BirdNET.results.csv", "Start (s),End (s),Scientific name,Common name,Confidence,File\n0.0,3.0,Turdus merula,"
     "Eurasian Blackbird,0.8731,/data/SITE03.WAV\n", "BirdNET-Analyzer's CSV"),
    ("BirdNET_Kaleidoscope.csv", "INDIR,FOLDER,IN FILE,OFFSET,DURATION,scientific_name,common_name,confidence,lat,lon"
     "\n/data,SITE03,SITE03.WAV,0.0,3.0,Turdus migratorius,American Robin,0.8731,42.45,-76.48\n", "Kaleidoscope's CSV"),
    ("id.csv", "INDIR,OUTDIR,FOLDER,IN FILE,CHANNEL,OFFSET,DURATION,AUTO ID*,PULSES,MATCHING,MATCH RATIO,MARGIN,"
     "MANUAL ID\nD:\\in,D:\\out,20260614,SITE03.WAV,0,0.0,15.0,MYODAU,14,11,0.786,0.412,\n", "Kaleidoscope Pro"),
    ("MyEBirdData.csv", "Submission ID,Common Name,Scientific Name,Taxonomic Order,Count,State/Province\n"
     "S183920411,American Robin,Turdus migratorius,30494,3,US-NY\n", "eBird checklist"),
    ("ebd_US-NY_relJun-2026.txt", "GLOBAL UNIQUE IDENTIFIER\tTAXONOMIC ORDER\tCATEGORY\tCOMMON NAME\tSCIENTIFIC NAME\t"
     "OBSERVATION COUNT\tSAMPLING EVENT IDENTIFIER\nURN:CornellLabOfOrnithology:EBIRD:OBS1\t30494\tspecies\tAmerican "
     "Robin\tTurdus migratorius\t3\tS183920411\n", "eBird checklist"),
    ("deployments_2026.csv", "site_id,aru_model,aru_serial,latitude,longitude,deploy_date,retrieve_date\n"
     "SITE03,AudioMoth 1.2.0,24F3190C61,42.45,-76.48,2026-06-01,2026-06-29\n", "ARU deployment sheet"),
    ("sites.tsv", "Site\tRecorder ID\tLat\tLon\tDeployed\tRetrieved\nSITE03\tSM4-1187\t42.45\t-76.48\t2026-06-01\t"
     "2026-06-29\n", "ARU deployment sheet"),
    ("SITE03_labels.txt", "3.125000\t4.870000\tamerob\n\\\t1937.500000\t3562.500000\n12.402000\t13.118000\tnorcar\n",
     "Audacity label track"),
    ("labels.txt", "0.000000\t2.500000\tTurdus merula song\n2.500000\t4.000000\t\n", "Audacity label track"),
    ("x.BirdNET.results.txt", "0.0\t3.0\tAmerican Robin\t0.8731\n3.0\t6.0\tNorthern Cardinal\t0.4120\n",
     "BirdNET-Analyzer's Audacity"),
    ("SITE03_regions.svl", '<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE sonic-visualiser>\n<sv>\n  <data>\n'
     '    <model id="3" name="" sampleRate="48000" type="sparse" dimensions="3"/>\n  </data>\n</sv>\n',
     "Sonic Visualiser"),
    ("session.xml", "<sv>\n  <data>\n    <model id=\"1\" type=\"wavefile\" file=\"SITE03.WAV\"/>\n  </data>\n</sv>\n",
     "Sonic Visualiser"),
]


def _write(path, data: bytes):
    path.write_bytes(gzip.compress(data, mtime=0) if path.name.endswith(".gz") else data)
    return str(path)


@pytest.mark.parametrize("name,text,word", TEXT_FILES)
@pytest.mark.parametrize("rename", ["{name}", "classifier.run", "{name}.gz"])
@pytest.mark.parametrize("saved", range(len(SAVED)))
def test_a_bioacoustics_text_file_is_named_at_the_runs_and_qrels_doors(tmp_path, name, text, word, rename, saved):
    path = _write(tmp_path / rename.format(name=name), SAVED[saved](text))
    for shape in (run_shape(path), qrels_shape(path)):
        assert shape is not None and shape.line == root_line(text), shape
        assert word in shape.reason and AS_RUN in shape.reason, shape.reason


@pytest.mark.parametrize("name,text,word", TEXT_FILES[:1] + TEXT_FILES[11:])
@pytest.mark.parametrize("door", ["runs", "qrels"])
def test_the_command_names_the_file_and_line(tmp_path, capsys, name, text, word, door):
    path = _write(tmp_path / name, text.encode())
    run = _write(tmp_path / "birdnet.run", b"SITE03.WAV Q0 amerob 1 0.8731 birdnet\n")
    argv = (["fuse", path, run, "--method", "rrf", "-o", str(tmp_path / "fused.run")] if door == "runs"
            else ["evaluate", run, "--qrels", path])
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert f"{name}:{root_line(text)}" in err and word in err, err
    assert not (tmp_path / "fused.run").exists()


def _chunk(tag: bytes, body: bytes) -> bytes:
    return tag + struct.pack("<I", len(body)) + body + (b"\x00" if len(body) % 2 else b"")


def _wav(*chunks: bytes) -> bytes:
    body = b"WAVE" + _chunk(b"fmt ", struct.pack("<HHIIHH", 1, 1, 384000, 768000, 2, 16)) + b"".join(chunks) \
        + _chunk(b"data", bytes(64))
    return b"RIFF" + struct.pack("<I", len(body)) + body


RECORDERS = [
    ("SITE03_20260614_213000.WAV", _wav(_chunk(b"guan", b"GUANO|Version:1.0\nMake:Wildlife Acoustics, Inc.\n")),
     "GUANO"),
    ("odd_guano.wav", _wav(_chunk(b"guan", b"GUANO|Version:1.0\nMake:Titley\n\n"[:-1])), "GUANO"),
    ("S4A10292_20260614_053000.wav", _wav(_chunk(b"wamd", b"\x01\x00\x02\x00\x00\x00SM4")), "Song Meter"),
    ("20260614_053000.WAV", _wav(_chunk(b"LIST", b"INFOICMT" + struct.pack("<I", 64)
                                        + b"Recorded at 05:30:00 14/06/2026 (UTC) by AudioMoth 24F3190C5E".ljust(64,
                                                                                                                b"\0"))),
     "AudioMoth"),
]


@pytest.mark.parametrize("name,data,word", RECORDERS)
@pytest.mark.parametrize("rename", ["{name}", "classifier.run", "judged.qrels", "{name}.gz"])
def test_a_recorders_wav_is_named_by_its_chunks(tmp_path, name, data, word, rename):
    path = _write(tmp_path / rename.format(name=name), data)
    reason = container_of(path)
    assert reason is not None and word in reason and AS_RUN in reason, reason


@pytest.mark.parametrize("name,data,word", RECORDERS)
@pytest.mark.parametrize("door", ["runs", "qrels"])
def test_the_command_names_a_recording_at_each_door(tmp_path, capsys, name, data, word, door):
    path = _write(tmp_path / name, data)
    run = _write(tmp_path / "birdnet.run", b"SITE03.WAV Q0 amerob 1 0.8731 birdnet\n")
    argv = (["fuse", path, run, "-o", str(tmp_path / "fused.run")] if door == "runs"
            else ["evaluate", run, "--qrels", path])
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert name in err and word in err, err


def test_other_audio_keeps_its_reading():
    plain = _wav()
    assert "GUANO" not in (container_of("x.wav", plain) or "") and "WAV audio" in (container_of("x.wav", plain) or "")


RUNS = [b"SITE03_20260614_053000.WAV Q0 amerob 1 0.8731 birdnet\nSITE03_20260614_053000.WAV Q0 norcar 2 0.41 birdnet\n",
        b"1.0\tQ0\tamerob\t1\t0.8731\tbirdnet\n1.0\tQ0\tnorcar\t2\t0.4120\tbirdnet\n",
        b"0.0 3.0 amerob 1 0.8731 birdnet\n0.0 3.0 norcar 2 0.5 birdnet\n"]
QRELS = [b"SITE03_20260614_053000.WAV 0 amerob 1\nSITE03_20260614_053000.WAV 0 norcar 0\n",
         b"0.0\t3.0\tamerob\t1\n0.0\t3.0\tnorcar\t0\n", b"3.125\t0\tamerob\t1\n3.125\t0\tnorcar\t0\n"]


@pytest.mark.parametrize("name", ["SITE03.selections.txt", "x.BirdNET.results.txt", "labels.txt", "regions.svl",
                                  "id.csv.run", "deployments.run"])
@pytest.mark.parametrize("text", range(len(RUNS)))
def test_trec_run_lines_under_a_bioacoustics_name_are_read(tmp_path, name, text):
    path = _write(tmp_path / name, RUNS[text])
    assert run_shape(path) is None and container_of(path) is None
    assert main(["fuse", path, "--method", "rrf", "-o", str(tmp_path / "fused.run")]) == 0
    assert (tmp_path / "fused.run").read_text().split()[2] == "amerob"


@pytest.mark.parametrize("name", ["labels.txt", "x.BirdNET.results.txt", "presence.qrels"])
@pytest.mark.parametrize("text", range(len(QRELS)))
def test_qrels_lines_under_a_bioacoustics_name_are_read(tmp_path, capsys, name, text):
    path = _write(tmp_path / name, QRELS[text])
    assert qrels_shape(path) is None
    qid = QRELS[text].split()[0].decode()
    run = _write(tmp_path / "birdnet.run", f"{qid} Q0 norcar 1 0.9 b\n{qid} Q0 amerob 2 0.8 b\n".encode())
    assert main(["evaluate", run, "--qrels", path, "-m", "recip_rank"]) == 0
    assert "0.5000" in capsys.readouterr().out  # amerob, the one present, second: RR 1/2 by hand


#: a robotics lab's files (the twenty-sixth bar's) at the weights door too: the door asks every field's recogniser
OTHER_FIELDS = [("grasps_topic.csv", "%time,field.header.seq,field.grasps0.score.data\n1764672000,17,0.87\n", "rostopic"),
                ("metadata.yaml", "rosbag2_bagfile_information:\n  version: 5\n", "ROS 2")]


@pytest.mark.parametrize("name,text,word", TEXT_FILES + OTHER_FIELDS)
@pytest.mark.parametrize("gz", ["", ".gz"])
def test_a_fields_file_given_as_weights_is_named(tmp_path, capsys, name, text, word, gz):
    path = _write(tmp_path / (name + gz), text.encode())
    run = _write(tmp_path / "birdnet.run", b"SITE03.WAV Q0 amerob 1 0.8731 birdnet\n")
    assert main(["fuse", run, "--method", "rrf", "--weights", path, "-o", str(tmp_path / "fused.run")]) == 2
    err = capsys.readouterr().err
    assert re.search(rf"{re.escape(name + gz)}:{root_line(text) if text.startswith('<') else '[12]'}: .*'NAME W' lines", err) and word in err, err
    assert not (tmp_path / "fused.run").exists()


@pytest.mark.parametrize("text,line", [("birdnet 2\nperch x y\n", "2: expected 'NAME WEIGHT', got 'perch x y'"),
                                       ("birdnet 2 0.5\n", "1: expected 'NAME WEIGHT', got 'birdnet 2 0.5'")])
def test_a_weights_line_of_no_field_is_quoted_alone(tmp_path, capsys, text, line):
    path = _write(tmp_path / "weights.txt", text.encode())
    run = _write(tmp_path / "birdnet.run", b"SITE03.WAV Q0 amerob 1 0.8731 birdnet\n")
    assert main(["fuse", run, "--method", "rrf", "--weights", path, "-o", str(tmp_path / "fused.run")]) == 2
    err = capsys.readouterr().err.strip()
    assert err.endswith(f"weights.txt:{line}"), err
