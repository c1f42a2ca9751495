"""Issue 45's twenty-second bar, a speech team fusing recognisers' N-best hypothesis lists.  Two fault classes:

* the fused N-best written under a speech tool's name (``-o fused.ctm``, ``.trn``, ``.ark``, ``.scp``, ``.srt``,
  ``.TextGrid``, ``.rttm``, ``--explain why.trn``) was TREC lines with exit 0 (u22a_out_*_name);
* a speech tool's file given where a run or the qrels go was refused by a field count or a wrong tool's name
  (sclite's trn, CTM and STM, Kaldi's text, N-best text, lm_cost, script file and binary archive, the audio,
  Whisper's JSON as a file or as the dict ``whisper.transcribe`` returns: u22a_trn_as_run, u22a_kaldi_lm_cost_as_run,
  u22a_wav_as_run, u22a_api_whisper_result, ...).

The members are generated: each name as a user types it, each file at both doors, under a name of its own and under
a neutral one; and files of other shapes that must keep their old reading."""

from __future__ import annotations

import json

import pytest

import rankagg
from rankagg.api.commands import check_fuse_outputs
from rankagg.cli import main
from rankagg.io.binary_containers import container_of
from rankagg.io.foreign_shapes import qrels_shape, run_shape
from rankagg.io.formats import writer_for
from rankagg.io.output_names import foreign_output
from rankagg.io.speech_shapes import speech_shape

SPEECH_NAMES = [".ctm", ".stm", ".trn", ".rttm", ".uem", ".lab", ".ark", ".scp", ".lat", ".srt", ".vtt", ".sbv",
                ".ass", ".textgrid", ".sph", ".m4a", ".opus", ".aac", ".wma", ".amr", ".aiff"]
SPELLINGS = [lambda s: f"fused{s}", lambda s: f"FUSED{s.upper()}", lambda s: f"fused{s}.gz"]


@pytest.mark.parametrize("suffix", SPEECH_NAMES)
@pytest.mark.parametrize("spell", range(len(SPELLINGS)))
def test_a_run_under_a_speech_tools_name_is_refused(suffix, spell):
    name = SPELLINGS[spell](suffix)
    assert foreign_output(name) == suffix
    with pytest.raises(ValueError, match=rf"^-o {name}: a fused run would be written as lines of text"):
        writer_for(name, "runs")
    with pytest.raises(ValueError, match=rf"^--explain why{suffix}: .*\{suffix} names"):
        check_fuse_outputs(None, f"why{suffix}")


@pytest.mark.parametrize("name", ["fused.run", "nbest.ctm.run", "utt-trn.txt", "scp_fused.run", "fused.lattice.run"])
def test_the_names_a_run_takes_are_kept(name):
    assert foreign_output(name) is None


_TRN = "i want to go to boston (spk01_utt0003)\nhe hoped there would be stew (2830-3980-0002)\n"
_CTM = "spk01_utt0003 1 0.00 0.21 i 0.98\nspk01_utt0003 1 0.21 0.30 want 0.95\n"
_CTM_NO_CONF = "spk01_utt0003 A 0.00 0.21 i\nspk01_utt0003 A 0.21 0.30 want\n"
_STM = ";; CATEGORY \"0\" \"\" \"\"\nspk01_utt0003 1 spk01 0.00 2.10 <o,f0,male> i want to go to boston\n"
_STM_PLAIN = "spk01_utt0003 1 spk01 0.00 2.10 <o,f0,male> i want to go to boston\n"
_TEXT = "spk01_utt0003 i want to go to boston\nspk01_utt0004 i don't know\n2830-3980-0002 <unk> hoped\n"
_NBEST = "spk01_utt0003-1 i want to go to boston\nspk01_utt0003-2 i want to go\nspk01_utt0004-1 yes\n"
_COST = "spk01_utt0003-1 20.53\nspk01_utt0003-2 21.4\nspk01_utt0004-1 -3.25e+01\n"
_SCP = "spk01_utt0003 exp/decode/nbest.1.ark:14\nspk01_utt0004 exp/decode/nbest.1.ark:402\n"
#: (file text, what the note names): each a speech tool's file as the team has them
SPEECH_FILES = [(_TRN, "sclite"), (_CTM, "CTM"), (_CTM_NO_CONF, "CTM"), (_STM, "STM"), (_STM_PLAIN, "STM"),
                (_TEXT, "Kaldi text"), (_NBEST, "Kaldi N-best's text"), (_COST, "Kaldi N-best's score file"),
                (_SCP, "Kaldi script file")]


@pytest.mark.parametrize("text,what", SPEECH_FILES)
@pytest.mark.parametrize("name", ["hyp.txt", "data"])
@pytest.mark.parametrize("door", [run_shape, qrels_shape])
def test_a_speech_file_is_named_at_both_doors(tmp_path, text, what, name, door):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    shape = door(str(path))
    assert shape is not None and shape.line == 1 and what in shape.reason


@pytest.mark.parametrize("text,what", SPEECH_FILES)
def test_the_command_names_it_at_its_line(tmp_path, capsys, text, what):
    path = tmp_path / "hyp.txt"
    path.write_text(text, encoding="utf-8")
    assert main(["fuse", str(path), "--method", "rrf", "--quiet", "-o", str(tmp_path / "fused.run")]) == 2
    err = capsys.readouterr().err
    assert "hyp.txt:1:" in err and what in err and err.count("\n") == 1
    assert not (tmp_path / "fused.run").exists()


#: other files whose first lines look like a transcript's at a glance, and keep their reading
NOT_SPEECH = ["q1 Q0 d1 1 2.5 bm25\nq1 Q0 d2 2 1.5 bm25\n", "TP53 2.5\nBRCA1 1.25\n", "see also\nmore words here\n",
              "TP53\nBRCA1\nEGFR\n", "q1 0 d1 1\nq1 0 d2 0\n", "utt1 1 d1 2\n",
              # a numbered list of answers (BioASQ's '1. EGF': tests/io/test_seventeenth_bar_bioasq.py), not utterances
              "1. EGF\n2. TGF-alpha\n", "1) EGF\n2) TGF-alpha\n", "1 EGF\n2 TGF-alpha\n"]


@pytest.mark.parametrize("text", NOT_SPEECH)
@pytest.mark.parametrize("door", [run_shape, qrels_shape])
def test_other_files_are_not_taken_for_speech(tmp_path, text, door):
    path = tmp_path / "a.txt"
    path.write_text(text, encoding="utf-8")
    shape = door(str(path))
    assert shape is None or not any(w in shape.reason for w in ("Kaldi", "sclite", "CTM", "STM"))


_WAV = b"RIFF\x24\x7d\x00\x00WAVEfmt \x10\x00\x00\x00\x01\x00\x01\x00\x80\x3e\x00\x00" + bytes(40)
BINARY = [(_WAV, "WAV audio"), (b"fLaC\x00\x00\x00\x22" + bytes(40), "FLAC audio"),
          (b"ID3\x04\x00\x00\x00\x00\x00\x00" + bytes(40), "MP3 audio"), (b"OggS\x00\x02" + bytes(40), "Ogg audio"),
          (b"NIST_1A\n   1024\nsample_count -i 16000\n" + bytes(40), "SPHERE"),
          (b"spk01_utt0003-1 \x00BCLat \x04\x02\x00\x00\x00", "Kaldi binary archive")]


@pytest.mark.parametrize("head,what", BINARY)
def test_audio_and_kaldi_archives_are_named(tmp_path, head, what):
    path = tmp_path / "utt.bin"
    path.write_bytes(head)
    assert what in (container_of(str(path)) or "")


_WHISPER = {"text": " I want to go to Boston.", "segments": [{"id": 0, "text": " I want to go to Boston.",
                                                            "avg_logprob": -0.21, "no_speech_prob": 0.01}],
            "language": "en"}


@pytest.mark.parametrize("name", ["spk01_utt0003.json", "beams.jsonl", "whisper_out.txt"])
@pytest.mark.parametrize("door", ["fuse", "evaluate"])
def test_whisper_json_file_message(tmp_path, capsys, name, door):
    path = tmp_path / name
    path.write_text(json.dumps(_WHISPER) + "\n", encoding="utf-8")
    run = tmp_path / "a.run"
    run.write_text("spk01_utt0003 Q0 i_want 1 -0.2 whisper\n", encoding="utf-8")
    args = (["fuse", str(path), str(run), "--method", "rrf", "--quiet", "-o", str(tmp_path / "f.run")]
            if door == "fuse" else ["evaluate", "--qrels", str(path), str(run)])
    assert main(args) == 2
    err = capsys.readouterr().err
    assert f"{name}:1:" in err and "Whisper" in err and err.count("\n") == 1


@pytest.mark.parametrize("door", [
    lambda r: rankagg.fuse({"whisper": r, "kaldi": {"spk01_utt0003": {"i_want": -120.0}}}, method="rrf"),
    lambda r: rankagg.Fuser("rrf")({"whisper": r, "kaldi": {"i_want": -120.0}}),
    lambda r: rankagg.evaluate(r, {"spk01_utt0003": {"i_want": 1}}, ["RR"]),
])
def test_whisper_result_dict_is_named_in_python(door):
    with pytest.raises(ValueError, match="Whisper's output"):
        door(_WHISPER)


def test_a_pipe_at_a_lines_end_makes_a_kaldi_script_only_after_a_blank():
    """A Kaldi .scp line that pipes a command ends in ' |'; a bgpdump route ('...|IGP|...|0|0||NAG||') ends in '|'
    after no blank and was told a Kaldi script file (a thirtieth-bar helper's report, u30c_bgpdump_as_run)."""
    assert speech_shape(["utt1 sox a.wav -t wav - |", "utt2 sox b.wav -t wav - |"]) is not None
    assert speech_shape(["TABLE_DUMP2|1700000000|B|187.16.216.1|28571|1.0.0.0/24|28571 13335|IGP|x|0|0||NAG||"]) is None


@pytest.mark.parametrize("seed", range(12))
def test_a_kaldi_text_file_is_sorted_by_utterance(seed):
    """Kaldi keeps a data folder's text sorted by utterance id, each id once (utils/validate_data_dir.sh refuses it
    otherwise): lines of an id and words in that order are a Kaldi text file, the same lines in another order are
    not (a typed banzuke, 'Y1e Hoshoryu Tatsunami Mongolia' then 'O1e Onosato ...', had been told one: u71b_)."""
    import random

    rng = random.Random(seed)
    words = ["the", "cat", "sat", "on", "a", "mat", "Hoshoryu", "Onosato", "Tatsunami"]
    ids = sorted({f"spk{rng.randrange(10):02d}-utt{rng.randrange(1000):04d}" for _ in range(rng.randrange(2, 8))})
    lines = [f"{i} {' '.join(rng.sample(words, rng.randrange(1, 5)))}" for i in ids]
    assert "Kaldi text file" in (speech_shape(lines) or "")
    shuffled = lines[:]
    while shuffled == lines:
        rng.shuffle(shuffled)
    assert speech_shape(shuffled) is None
    assert speech_shape(lines + lines[-1:]) is None  # an id twice


@pytest.mark.parametrize("seed", range(8))
def test_lines_of_capitalised_names_are_no_transcripts(seed):
    """A line chart ('L1 Hyman McDavid Arvidsson') or a typed banzuke, ids in order and names after them, had been told
    a Kaldi text file (u72b_line_chart_as_run): every word a capitalised name is a list of people or places, while a
    corpus writes its transcripts in capitals or in sentence case, small words in lower case."""
    import random

    rng = random.Random(seed)
    names = ["Hyman", "McDavid", "Nugent-Hopkins", "O'Reilly", "Draisaitl", "Tatsunami", "Mongolia", "Åberg"]
    words = ["the", "cat", "sat", "on", "a", "mat", "stew", "for", "dinner"]
    ids = [f"L{k}" for k in range(1, rng.randrange(3, 6))]
    listed = [f"{i} {' '.join(rng.sample(names, 3))}" for i in ids]
    assert speech_shape(listed) is None
    upper = [f"{i} {' '.join(rng.sample(words, 4)).upper()}" for i in ids]
    sentence = [f"{i} {' '.join(rng.sample(words, 4)).capitalize()}" for i in ids]
    assert "Kaldi text file" in speech_shape(upper) and "Kaldi text file" in speech_shape(sentence)
    # a word opening with a lower-case letter beyond ASCII ('élan', 'über') is no name
    assert "Kaldi text file" in speech_shape([f"{i} élan über {name}" for i, name in zip(ids, names)])


@pytest.mark.parametrize("seed", range(12))
def test_a_ctm_confidence_is_a_probability(seed):
    """sclite's CTM gives a word's confidence, when it gives one, from 0 to 1: lines whose sixth field is one are a CTM
    file, the same lines with a sixth field beyond it are not (a rocketry contest's flight log, 'team flight altitude
    duration ok 14.4', had been told one: u83a_flight_log_as_run)."""
    import random

    rng = random.Random(seed)
    start, lines = 0.0, []
    for _ in range(rng.randrange(2, 6)):
        duration = round(rng.uniform(0.05, 0.9), 2)
        lines.append(f"sw02001 A {start:.2f} {duration:.2f} {rng.choice(['yeah', 'uh', 'right', 'so'])}")
        start = round(start + duration, 2)
    probable = [f"{line} {rng.choice(['0', '1', '0.5', f'{rng.random():.3f}'])}" for line in lines]
    assert "CTM file" in (speech_shape(lines) or "") and "CTM file" in (speech_shape(probable) or "")
    beyond = probable[:]
    at = rng.randrange(len(beyond))
    beyond[at] = f"{lines[at]} {rng.choice(['1.5', '14.4', '-0.2', '2', '41'])}"
    assert "CTM file" not in (speech_shape(beyond) or "")
