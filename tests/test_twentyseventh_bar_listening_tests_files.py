"""Issue 45's twenty-seventh bar, a speech synthesis team ranking TTS systems from MUSHRA, MOS and A/B listening
tests: a file of the team's given where a run, qrels or comparisons go was told by a field count ("expected 6 fields
'qid Q0 docid rank score tag', found 1" for a BVCC MOS list, UTMOS's answer.txt and SoX's dumps, "found 4" for a Praat
TextGrid), as "a run table saved as text" (webMUSHRA's results, P.808's votes), as "a table of ranked lists" (a
Prolific or MTurk export, the A/B test's CSV), as "item 'no preference' holds a blank" (the A/B CSV given as
comparisons) and, as a frame, by the columns a run needs (u27g_*_as_run, u27g_*_as_qrels, u27g_api_*).

The members are generated: each text file under its own name and a neutral one, plain, gzipped, with a byte-order
mark and CRLF ends, at the runs and the qrels door; each table also as a frame; BeaqleJS's JSON.  Near shapes keep
their reading: TREC lines under a listening-test file's name, rankagg's own comparison table, a two-column table of
scores outside 1-5 without a MOS name."""

from __future__ import annotations

import gzip
import json

import pandas as pd
import pytest

import rankagg
from rankagg.cli import main
from rankagg.io.comparison_shapes import pairwise_note
from rankagg.io.foreign_shapes import qrels_shape, run_shape

#: how the file is saved: its text to bytes
SAVED = [lambda t: t.encode(), lambda t: ("\ufeff" + t).encode(), lambda t: t.replace("\n", "\r\n").encode()]
WEBMUSHRA = ("session_test_id,trial_id,rating_stimulus,rating_score,rating_time,rating_comment\n"
             "tts_mushra,LJ050-0241,reference,100,41873,\ntts_mushra,LJ050-0241,C1,72,41873,\n")
WEBMUSHRA_FULL = ("session_test_id,participant_name,participant_email,participant_age,participant_gender,trial_id,"
                  "rating_stimulus,rating_score,rating_time,rating_comment\n"
                  "tts,L03,l03@lab.example,29,female,LJ050-0241,vits,72,41873,\n"
                  "tts,L03,l03@lab.example,29,female,LJ050-0241,anchor35,19,41873,\n")
PROLIFIC = ("Submission id,Participant id,Status,Started at,Completed at,Time taken,Completion code\n"
            "6561f0c2a1b3,5e8a1c2b3d4e,APPROVED,2026-11-30T10:02:11Z,2026-11-30T10:21:40Z,1169,C1A2B3C4\n"
            "6561f0c2a1b4,5e8a1c2b3d4f,RETURNED,2026-11-30T10:03:11Z,,,\n")
MTURK = ('"HITId","HITTypeId","AssignmentId","WorkerId","AssignmentStatus","Input.audio_url","Answer.rating"\n'
         '"3X7837UU","3QXNC7EI","3AMYWKA6","A1B2C3D4E5","Submitted","https://x/vits/LJ050-0241.wav","4"\n'
         '"3X7837UU","3QXNC7EI","3AMYWKA7","A9B8C7D6E5","Submitted","https://x/vits/LJ050-0254.wav","3"\n')
AB = "listener,pair,choice\nL01,vits_vs_xtts_v2,B\nL02,vits_vs_xtts_v2,no preference\n"
AB_TSV = "worker\tpair_id\tpreference\nW1\tvits-gt\tA\nW2\tvits-gt\tB\n"
P808_FILE = ("file_url,n,MOS,std,95%CI,short_file_name\nhttps://x/vits/LJ050-0241.wav,8,3.875,0.835,0.578,LJ050-0241\n"
             "https://x/xtts/LJ050-0241.wav,8,4.125,0.641,0.444,LJ050-0241\n")
P808_COND = "condition_name,n,MOS,std,95%CI\nvits,96,3.81,0.92,0.18\nxtts_v2,96,4.02,0.85,0.17\n"
SOMOS = "utteranceId,mean\nbooksent_2012_0005_001,3.6\nnovel_2008_0012_023,2.9\n"
UTMOS_TABLE = "wav_name,utmos\nvits/LJ050-0241.wav,3.81\nxtts_v2/LJ050-0241.wav,4.07\n"
BVCC = "sys64e2f-utt491a78a.wav,3.25\nsys7ab3c-utt2e2a7f3.wav,1.75\n"
BVCC_FLAC = "vits/LJ050-0241.flac,4.0\nvits/LJ050-0254.flac,3.5\n"
TEXTGRID = ('File type = "ooTextFile"\nObject class = "TextGrid"\n\nxmin = 0 \nxmax = 2.378 \ntiers? <exists> \n'
            'size = 1 \nitem []: \n')
TEXTGRID_SHORT = 'File type = "ooTextFile"\nObject class = "TextGrid"\n\n0\n2.378\n<exists>\n1\n"IntervalTier"\n'
PITCHTIER = 'File type = "ooTextFile"\nObject class = "PitchTier"\n\nxmin = 0 \nxmax = 2.378 \npoints: size = 2 \n'
SOX_STATS = "DC offset   0.000023\nMin level  -0.612213\nMax level   0.655334\nPk lev dB      -3.67\n"
SOX_STATS_STEREO = ("             Overall     Left      Right\nDC offset   0.000023  0.000023  0.000021\n"
                    "Min level  -0.612213 -0.612213 -0.598001\n")
SOXI = ("\nInput File     : 'vits/LJ050-0241.wav'\nChannels       : 1\nSample Rate    : 22050\n"
        "Precision      : 16-bit\n")
#: (file, its text, a word the note must hold, the line it is named at)
TEXT_FILES = [
    ("mushra.csv", WEBMUSHRA, "webMUSHRA", 1),
    ("mushra_full.csv", WEBMUSHRA_FULL, "webMUSHRA", 1),
    ("prolific_export.csv", PROLIFIC, "Prolific", 1),
    ("Batch_5123456_batch_results.csv", MTURK, "MTurk", 1),
    ("ab_test.csv", AB, "A/B", 1),
    ("ab_test.tsv", AB_TSV, "A/B", 1),
    ("Batch_1_votes_per_file.csv", P808_FILE, "P.808", 1),
    ("Batch_1_votes_per_cond.csv", P808_COND, "P.808", 1),
    ("somos_mos_list.csv", SOMOS, "MOS table", 1),
    ("utmos_scores.csv", UTMOS_TABLE, "MOS table", 1),
    ("train_mos_list.txt", BVCC, "MOS list", 1),
    ("flac_mos.txt", BVCC_FLAC, "MOS list", 1),
    ("LJ050-0241.TextGrid", TEXTGRID, "Praat TextGrid", 1),
    ("short.TextGrid", TEXTGRID_SHORT, "Praat TextGrid", 1),
    ("LJ050-0241.PitchTier", PITCHTIER, "Praat PitchTier", 1),
    ("stats.txt", SOX_STATS, "SoX's 'stats'", 1),
    ("stereo_stats.txt", SOX_STATS_STEREO, "SoX's 'stats'", 1),
    ("soxi.txt", SOXI, "soxi", 2),
]
#: the note's advice: a listener's ratings per sentence are a run, or A/B answers comparisons
ADVICE = ("SENTENCE Q0 SYSTEM", "item_a")


def _write(path, data: bytes):
    path.write_bytes(gzip.compress(data, mtime=0) if path.name.endswith(".gz") else data)
    return str(path)


def _named_at_both_doors(path: str, word: str, line: int = 1) -> None:
    for shape in (run_shape(path), qrels_shape(path)):
        assert shape is not None and shape.line == line, shape
        assert word in shape.reason and any(a in shape.reason for a in ADVICE), shape.reason


@pytest.mark.parametrize("name,text,word,line", TEXT_FILES)
@pytest.mark.parametrize("rename", ["{name}", "listener.run", "{name}.gz"])
@pytest.mark.parametrize("saved", range(len(SAVED)))
def test_a_listening_test_file_is_named_at_the_runs_and_qrels_doors(tmp_path, name, text, word, line, rename, saved):
    path = _write(tmp_path / rename.format(name=name), SAVED[saved](text))
    _named_at_both_doors(path, word, line=line)


@pytest.mark.parametrize("name", ["answer.txt", "utmos_pred.txt", "MOS_predictions.csv", "answer.txt.gz"])
def test_a_mos_predictors_answer_is_named_by_its_name_and_scores(tmp_path, name):
    path = _write(tmp_path / name, b"LJ050-0241_vits,3.8124\nLJ050-0241_xtts_v2,4.0713\n")
    _named_at_both_doors(path, "MOS list")


@pytest.mark.parametrize("name,text", [("scores.csv", "LJ050-0241_vits,3.8\nLJ050-0241_xtts,4.0\n"),
                                       ("answer.txt", "doc1,17.5\ndoc2,12.0\n"),
                                       ("mos.txt", "q1,3.5,extra\nq2,4.0,extra\n"),
                                       ("predicted_genes.txt", "TP53,1.5\nEGFR,2.0\n")])
def test_an_id_and_score_list_of_no_mos_shape_is_not_claimed(tmp_path, name, text):
    shape = run_shape(_write(tmp_path / name, text.encode()))
    assert shape is None or "MOS" not in shape.reason, shape


@pytest.mark.parametrize("name,text,word,line", [f for f in TEXT_FILES if f[0].endswith((".csv", ".tsv"))])
def test_the_table_as_a_frame_is_named_by_its_columns(tmp_path, name, text, word, line):
    frame = pd.read_csv(_write(tmp_path / name, text.encode()), sep="\t" if name.endswith(".tsv") else ",")
    with pytest.raises(ValueError) as caught:
        rankagg.fuse(frame, method="borda")
    assert word in str(caught.value) and any(a in str(caught.value) for a in ADVICE), caught.value
    assert pairwise_note(list(frame.columns)) is not None


@pytest.mark.parametrize("name,text", [("ab_test.csv", AB), ("ab_test.tsv", AB_TSV), ("mushra.csv", WEBMUSHRA)])
def test_the_command_names_a_table_given_as_comparisons(tmp_path, capsys, name, text):
    path = _write(tmp_path / name, text.encode())
    assert main(["fuse", path, "--method", "copeland", "-o", str(tmp_path / "ranking.csv")]) == 2
    err = capsys.readouterr().err
    assert f"{name}:1" in err and ("A/B" in err or "webMUSHRA" in err), err
    assert not (tmp_path / "ranking.csv").exists()


BEAQLE = ('{"TestName": "TTS MUSHRA", "UserName": "L03", "UserEmail": "", "UserComment": "",\n'
          ' "TestResults": [{"TestID": "LJ050-0241", "rating": {"Reference": 100, "vits": 72}}]}\n')
BEAQLE_CONFIG = '{"TestName": "MOS", "RateMinValue": 1, "Testsets": [{"TestID": "mos_99", "Files": {}}]}\n'


@pytest.mark.parametrize("text,word", [(BEAQLE, "BeaqleJS's listening-test results"),
                                       (BEAQLE_CONFIG, "BeaqleJS test configuration")])
@pytest.mark.parametrize("name", ["beaqle_L03.json", "results.json.gz", "listener.run"])
def test_beaqlejs_json_is_named_at_the_runs_and_qrels_doors(tmp_path, text, word, name):
    path = _write(tmp_path / name, text.encode())
    for shape in (run_shape(path), qrels_shape(path)):
        assert shape is not None and word in shape.reason, shape


@pytest.mark.parametrize("name", ["mushra.csv", "answer.txt", "LJ050-0241.TextGrid", "train_mos_list.txt",
                                  "ab_test.csv", "stats.txt"])
def test_trec_lines_under_a_listening_test_name_are_read(tmp_path, name):
    path = _write(tmp_path / name, b"LJ050-0241 Q0 xtts_v2 1 81 L01\nLJ050-0241 Q0 vits 2 70 L01\n")
    assert run_shape(path) is None
    assert main(["fuse", path, "--method", "rrf", "-o", str(tmp_path / "order.run")]) == 0
    assert (tmp_path / "order.run").read_text().split()[2] == "xtts_v2"
    qrels = _write(tmp_path / ("q_" + name), b"LJ050-0241 0 xtts_v2 2\nLJ050-0241 0 vits 1\n")
    assert qrels_shape(qrels) is None


@pytest.mark.parametrize("columns", [["query", "item_a", "item_b", "outcome"], ["qid", "docid", "run", "score"],
                                     ["query", "item_a", "item_b", "outcome", "judge", "pair"],
                                     ["utterance", "system", "listener", "score"], ["wav", "path"]])
def test_rankaggs_own_tables_are_not_claimed(columns):
    note = pairwise_note(columns)
    assert note is None or not any(w in note for w in ("A/B", "MOS", "webMUSHRA", "Praat")), note


@pytest.mark.parametrize("text,word", [(BEAQLE, "BeaqleJS's listening-test results"),
                                       (BEAQLE_CONFIG, "BeaqleJS test configuration")])
@pytest.mark.parametrize("door", ["runs", "run", "list of runs", "qrels", "fuser"])
def test_beaqlejs_json_loaded_in_python_is_named_at_every_door(text, word, door):
    doc = json.loads(text)
    call = {"runs": lambda: rankagg.fuse(doc, method="borda"),
            "run": lambda: rankagg.fuse({"L03": doc}, method="borda"),
            "list of runs": lambda: rankagg.fuse([doc], method="borda"),
            "qrels": lambda: rankagg.evaluate({"LJ050-0241": {"vits": 72.0}}, doc),
            "fuser": lambda: rankagg.Fuser("rrf")({"L03": doc})}[door]
    with pytest.raises(ValueError) as caught:
        call()
    assert word in str(caught.value) and "SENTENCE Q0 SYSTEM" in str(caught.value), caught.value
