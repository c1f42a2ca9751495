"""A speech synthesis team's listening-test files, told by their first lines or columns, so that a run, qrels or
comparison door names what they are and says what to give instead (issue 45's twenty-seventh bar, TTS systems ranked
from MUSHRA, MOS and A/B tests: webMUSHRA's results CSV was told "a run table saved as text", a Prolific or MTurk
export "a table of ranked lists", a BVCC MOS list, UTMOS's predictions and SoX's dumps "expected 6 fields", a Praat
TextGrid "expected 6 fields" or "relevance '"ooTextFile"' is not an integer", the A/B test's CSV "item 'no
preference' holds a blank", a frame of either "needs a column for qid").

* Text, by their lines (:func:`listening_test_shape`): the tables below by their header, a MOS list without one
  (BVCC's ``sys64e2f-utt491a78a.wav,3.25``, UTMOS's or a VoiceMOS answer's ``utterance,score`` within 1-5), Praat's
  text objects (``File type = "ooTextFile"``: a TextGrid, a PitchTier), SoX's ``stats`` and ``--i`` dumps.
* Tables, by their columns (:func:`listening_test_columns`, also asked for a frame's columns through
  :func:`rankagg.io.comparison_shapes.pairwise_note`): webMUSHRA's results (``session_test_id, trial_id,
  rating_stimulus, rating_score``), a Prolific export (``Submission id, Participant id``), an MTurk batch's results
  (``HITId, ..., WorkerId, Answer.*``), ITU-T P.808's votes per clip or condition (``n, MOS, std, 95%CI``), an A/B
  test's answers (a ``pair`` and a ``choice``), a MOS table (an utterance and its ``MOS`` or mean).
* JSON by the keys its text holds (:data:`LISTENING_JSON`): BeaqleJS's results and its test configuration.

A listener's ratings of the systems on one sentence are a run's list: every note says so."""

from __future__ import annotations

import re
from typing import Sequence

from rankagg.io.line_form_store import compiled

__all__ = ["AS_RUN", "LISTENING_JSON", "listening_document", "listening_test_columns", "listening_test_shape"]

#: what to do with a listening test's file: each listener's ratings per sentence are a run, A/B answers comparisons
AS_RUN = ("give each listener's (or panel's) ratings as a run, a test sentence or set (LJ050-0241, set_B/utt_017, no "
          "blank) a query and each TTS system a document, the score its rating (MUSHRA 0-100, MOS 1-5, higher is "
          "better): 'SENTENCE Q0 SYSTEM RANK RATING LISTENER' (or rankagg.fuse({listener: {sentence: {system: "
          "rating}}})); MOS grades as qrels are 'SENTENCE 0 SYSTEM GRADE' (an integer); an A/B test's answers are "
          "comparisons 'query,item_a,item_b,outcome' (win, loss, or tie for no preference: docs/preferences.md)")
_NOT_LINES = "not TREC run or qrels lines: it ranks no systems by itself; "
_PANDAS = "read it with pandas, one listener's rating per sentence and system, and "

#: a MOS table's columns: the utterance (or its audio file) and the mean opinion score or a predictor's estimate
_UTTERANCE = frozenset({"utteranceid", "utterance_id", "utterance", "utt_id", "uttid", "wav", "wav_name", "wav_path",
                        "wavname", "audio", "audio_path", "audio_file", "deg", "sample_id", "stimulus"})
_MOS = frozenset({"mos", "mean", "mean_mos", "mos_mean", "utmos", "predicted_mos", "mos_pred", "pred_mos",
                  "mos_prediction", "mos_score", "mean_opinion_score", "dnsmos", "nisqa_mos", "squim_mos"})
#: an A/B test's columns: the pair compared in one cell, and the listener's choice (A, B, no preference)
_PAIR = frozenset({"pair", "pair_id", "pairs", "trial_pair", "comparison", "ab_pair", "stimuli_pair"})
_CHOICE = frozenset({"choice", "preference", "preferred", "answer", "response", "selected", "selection"})
_AUDIO_ID = compiled(r"[^,\s]+\.(?:wav|flac|mp3|ogg|opus)", re.I)
_ID_SCORE = compiled(r"([^,\s]+),[ \t]*([-+]?\d+(?:\.\d+)?)")
#: Praat's text objects: the file type line, then the object's class
_PRAAT = compiled(r'File type = "oo(?:Text|Binary)File"')
_PRAAT_CLASS = compiled(r'Object class = "(\w+)')
#: the first words of SoX's 'stats' effect's lines and of 'sox --i' (soxi)
_SOX_STATS = compiled(r"(?:DC offset|Min level|Max level|Pk lev dB|RMS lev dB|RMS Pk dB|RMS Tr dB|Crest factor|"
                      r"Flat factor|Pk count|Bit-depth|Num samples|Length s|Scale max|Window s|Overall\s+Left)\b")
_SOXI = compiled(r"(?:Input File|Channels|Sample Rate|Precision|Duration|File Size|Bit Rate|Sample Encoding|"
                 r"Comments)\s*:")

#: BeaqleJS's documents (the strings their text holds, what they are), for rankagg.io.json_documents
LISTENING_JSON: tuple[tuple[tuple[str, ...], str], ...] = (
    (('"TestName"', '"UserName"'), "BeaqleJS's listening-test results (JSON: TestName, UserName, and each trial's "
                                   "ratings of its stimuli), a listener's ratings, no ranking file: " + AS_RUN),
    (('"TestName"', '"Testsets"'), "a BeaqleJS test configuration (TestName, Testsets: the stimuli of each trial), "
                                   "no ratings: run the test and " + AS_RUN),
)


def listening_document(obj: object) -> str | None:
    """What BeaqleJS's document parsed in Python (json.load of its results) given as runs is, or None: its
    'TestName' is a str, which no run's query holds."""
    if not isinstance(obj, dict) or not isinstance(obj.get("TestName"), str):
        return None
    return next((what for keys, what in LISTENING_JSON if {k.strip('"') for k in keys} <= set(obj)), None)


def _what(cells: Sequence[str]) -> str | None:
    """What table a header of the lower-cased ``cells`` is, or None."""
    have = set(cells)
    if {"rating_stimulus", "rating_score"} <= have or {"session_test_id", "trial_id"} <= have:
        return ("is webMUSHRA's results table (session_test_id, trial_id, rating_stimulus, rating_score, ...: a row "
                "per listener, trial and stimulus), " + _NOT_LINES + _PANDAS + AS_RUN)
    if {"submission id", "participant id"} <= have or {"participant id", "completion code"} <= have:
        return ("is a Prolific export of the study's submissions (Submission id, Participant id, Status, Time taken, "
                "...: who took the test, no ratings), " + _NOT_LINES + "take the ratings from the test's own "
                "results (webMUSHRA, BeaqleJS) and " + AS_RUN)
    if "workerid" in have and have & {"hitid", "assignmentid"}:
        return ("is an MTurk batch's results (HITId, AssignmentId, WorkerId, Input.*, Answer.*: a row per worker's "
                "assignment), " + _NOT_LINES + _PANDAS + AS_RUN)
    if "mos" in have and {"n", "std"} <= have:
        return ("is ITU-T P.808's result table (its toolkit's votes per clip or per condition: n, MOS, std, 95%CI), "
                "the mean ratings, " + _NOT_LINES + "rank the systems of each sentence by their MOS: " + AS_RUN)
    if have & _PAIR and have & _CHOICE and "outcome" not in have:
        return ("is an A/B preference test's answers (the pair compared and the listener's choice), not TREC run or "
                "qrels lines nor rankagg's comparison table: split each pair into item_a and item_b and write "
                "outcome win where the listener chose A, loss where B, tie for no preference (columns query, item_a, "
                "item_b, outcome, and judge for the listener: docs/preferences.md)")
    if have & _UTTERANCE and have & _MOS and len(have) <= 4:
        return ("is a MOS table (an utterance and its mean opinion score, as SOMOS, BVCC or a MOS predictor write "
                "it), " + _NOT_LINES + "join each utterance to its sentence and system, and " + AS_RUN)
    return None


def listening_test_columns(names: Sequence[object]) -> str | None:
    """What a table of the column ``names`` is when a listening test's tool wrote it, with what to do; or None."""
    return _what([str(n).strip().strip("\"'").lower() for n in names])


def _mos_list(name: str, lines: Sequence[str]) -> bool:
    """Lines of 'utterance,score' without a header: BVCC's lists (an audio file's name), or a MOS predictor's
    answer within 1-5 (UTMOS's, the VoiceMOS challenge's answer.txt) in a file whose name says MOS or answer (a
    gene list 'TP53,1.5' named predicted.txt is none)."""
    found = [_ID_SCORE.fullmatch(ln.strip()) for ln in lines]
    if not lines or not all(found):
        return False
    ids = [m.group(1) for m in found if m is not None]
    if all(_AUDIO_ID.fullmatch(i) for i in ids):
        return True
    scores = [float(m.group(2)) for m in found if m is not None]
    return all(1.0 <= s <= 5.0 for s in scores) and re.search(r"mos|answer", name, re.I) is not None


def listening_test_shape(name: str, lines: Sequence[str]) -> str | None:
    """What listening-test file named ``name`` whose first lines (comments and blank lines skipped) are ``lines``
    begins, and what to do, or None."""
    lines = [ln.lstrip("\ufeff").rstrip("\r\n") for ln in lines]
    if not lines:
        return None
    first = lines[0].strip()
    if _PRAAT.match(first):
        kind = next((m.group(1) for m in map(_PRAAT_CLASS.match, lines[1:]) if m is not None), "object")
        return (f"is a Praat {kind} (File type = \"ooTextFile\": a sound's annotation or analysis), " + _NOT_LINES
                + AS_RUN)
    if _SOX_STATS.match(first):
        return ("is SoX's 'stats' output for one audio file (DC offset, levels, Length s: a stimulus's "
                "measurements), " + _NOT_LINES + AS_RUN)
    if _SOXI.match(first) and (len(lines) < 2 or _SOXI.match(lines[1].strip())):
        return ("is SoX's 'sox --i' (soxi) output for one audio file (channels, sample rate, duration), "
                + _NOT_LINES + AS_RUN)
    if _mos_list(name, lines):
        return ("is a MOS list ('utterance,score' lines: BVCC's mean ratings per audio file, or a MOS predictor's "
                "such as UTMOS), " + _NOT_LINES + "join each utterance to its sentence and system, and " + AS_RUN)
    header = re.split(r"[,\t;]", first)
    return _what([c.strip(" \"'").lower() for c in header]) if len(header) > 1 else None
