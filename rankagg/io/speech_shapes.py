"""Speech recognition's files, told by their first lines or bytes, so that a run or qrels door names them and says
what to do instead of a field count (issue 45's twenty-second bar, a team fusing recognisers' N-best lists: sclite's
``hyp.trn`` was told "expected 6 fields 'qid Q0 docid rank score tag', found 7", a CTM "score 'i' is not a number",
Kaldi's ``lm_cost`` a GSEA gene list, an STM a judgements table with a header, the audio "UTF-16 text").

* sclite's and NIST's text files: ``trn`` (a transcript's words, then ``(utterance id)``), ``CTM`` (``file channel
  start duration word [confidence]``: a word a line), ``STM`` (``file channel speaker start end [<labels>]
  transcript``, ``;;`` comments).
* Kaldi's: a ``text`` file (``utt-id word word ...``), an N-best's text (``utt-id-N words``), its ``lm_cost`` /
  ``ac_cost`` (``utt-id-N cost``), a script file (``utt-id path[:offset]``, ``utt-id command |``) and a binary
  archive (``utt-id \\0B``).
* Audio itself: WAV (RIFF/WAVE), FLAC, MP3, Ogg, NIST SPHERE.

A hypothesis is its text with its blanks, and an id no TREC line can hold: each note says to give each hypothesis an
id (its words joined by '_'), or to use rankagg.Fuser in Python with that mapping.
"""

from __future__ import annotations

import re
from typing import Sequence

from rankagg.io.line_form_store import compiled

__all__ = ["speech_shape", "speech_binary"]

#: a word of a transcript: letters (any script), apostrophes, hyphens, a final period, or a token such as <unk>
_WORD = r"(?:[^\W\d_][\w'’\-]*\.?|<[\w-]+>|\[[\w-]+\])"
_TRN = compiled(r".*\S\s+\(([^()\s]+)\)\s*")  # words, a blank, (utterance id): "key=(0,0,1)" is no transcript (u29k_)
_CTM = compiled(r"\S+ +\S+ +\d+(?:\.\d+)? +\d+(?:\.\d+)? +\S+(?: +-?\d*\.?\d+(?:[eE][-+]?\d+)?)?")
_STM = compiled(r"\S+ +\S+ +\S+ +\d+(?:\.\d+)? +\d+(?:\.\d+)?( +<[^>]*>)?( .*)?")
_TEXT = compiled(rf"(\S+)((?: +{_WORD})+)")
_NUMBERED = compiled(r"(\S+)-(\d+)")
_UTTERANCE_ID = compiled(r"(?=\S*\d)[A-Za-z0-9](?:[\w.-]*[A-Za-z0-9])?")
_COST = compiled(r"(\S+-\d+) +[-+]?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?")
_SCP = compiled(r"\S+ +\S+\.(?:ark|wav|flac|sph|scp|mp3)(?::\d+)?|\S+ +.+ \|")  # a command piped: its blank, then "|"
_KALDI_ARCHIVE = compiled(rb"[^\s\x00]+ \x00B")

#: what the notes tell the team to do with a file of hypotheses or references
_AS_RUN = ("write each recogniser's N-best as a run, a hypothesis's words joined by '_' as its id: 'UTT Q0 "
           "i_want_to_go 1 LOGPROB RECOGNISER' (or map each hypothesis to an id in Python and give rankagg.Fuser "
           "the lists)")
_AS_QRELS = "write each reference as a judgement, its words joined by '_' as the id: 'UTT 0 i_want_to_go 1'"


def _numbered(ids: Sequence[str]) -> bool:
    """Whether ``ids`` go on as an N-best's: utt-1, utt-2, ..., then another utterance's -1."""
    found = [_NUMBERED.fullmatch(i) for i in ids]
    parts = [(m.group(1), int(m.group(2))) for m in found if m is not None]
    if len(parts) < len(ids) or not parts or parts[0][1] != 1:
        return False
    return all(n == 1 or (u == v and n == m + 1) for (v, m), (u, n) in zip(parts, parts[1:]))


#: a name: a capital, then letters holding a lower-case one ('Hoshoryu', 'McDavid', 'Nugent-Hopkins')
_NAME = compiled(r"[^\W\d_a-z][\w'’\-]*")


def _names_only(texts: Sequence[re.Match[str] | None]) -> bool:
    """Whether every word after the ids is a capitalised name: a list of people, places or teams (a typed banzuke's
    'Y1e Hoshoryu Tatsunami Mongolia', a line chart's 'L1 Hyman McDavid Arvidsson'), not transcripts, whose
    corpora write their words in capitals ('HE HOPED THERE WOULD BE STEW') or in sentence case, small words in
    lower case ('the', 'of')."""
    words = [w for t in texts if t is not None for w in t.group(2).split()]
    return all(_NAME.fullmatch(w) and w[0].isupper() and w.upper() != w for w in words)


def speech_shape(lines: Sequence[str]) -> str | None:
    """What speech file ``lines`` (a file's first non-blank lines) begin, and what to do, or None."""
    lines = [ln.lstrip("\ufeff").strip() for ln in lines]
    body = [ln for ln in lines if not ln.startswith(";;")]
    if not body:
        return None
    if len(body) < len(lines) and _STM.fullmatch(body[0]) or all(
            _STM.fullmatch(ln) and _STM.fullmatch(ln).group(1) for ln in body):  # type: ignore[union-attr]
        return ("is an STM file of reference segments (sclite's: file, channel, speaker, start, end, <labels>, the "
                "transcript), not TREC lines: " + _AS_QRELS)
    if all(_TRN.fullmatch(ln) for ln in body):
        return ("is a trn transcript file (sclite's: the words, then '(utterance id)'), not TREC lines: as "
                "hypotheses, " + _AS_RUN + "; as references, " + _AS_QRELS)
    # a CTM word's confidence, when given, is a probability (sclite's infmts: between 0 and 1): a rocketry flight
    # log's 'team flight altitude duration ok 14.4' is none (u83a_flight_log_as_run had been told a CTM file)
    if all(_CTM.fullmatch(ln) and len(ln.split()) in (5, 6) and _confidence(ln.split()[5:]) for ln in body) \
            and not _is_int(body[0].split()[4]):
        return ("is a CTM file (time-marked words: file, channel, start, duration, word, confidence), a word a "
                "line, not TREC lines: a ranking holds whole hypotheses; " + _AS_RUN)
    if all(_COST.fullmatch(ln) for ln in body) and _numbered([ln.split()[0] for ln in body]):
        return ("is a Kaldi N-best's score file (lm_cost / ac_cost: 'utt-N cost', lower is better), not TREC lines: "
                "join it with the N-best's text and write a run whose score orders it (the negated total cost): "
                + _AS_RUN)
    texts = [_TEXT.fullmatch(ln) for ln in body]
    # an utterance id holds a digit and ends with a letter or digit (utt1, spk01_utt0003, LibriSpeech's
    # 2830-3980-0002): 'see also' lines are none, nor a numbered list's '1. EGF' or '2) TGF-alpha', nor a bare '3'
    if all(texts) and all(_UTTERANCE_ID.fullmatch(t.group(1)) and not t.group(1).isdigit()  # type: ignore[union-attr]
                          for t in texts):
        ids = [t.group(1) for t in texts]  # type: ignore[union-attr]
        if _numbered(ids):
            what = "a Kaldi N-best's text (nbest-to-linear's: 'utt-N' and a hypothesis's words a line)"
        elif all(a < b for a, b in zip(ids, ids[1:])) and not _names_only(texts):
            # Kaldi keeps a data folder's text sorted by utterance id, each once (utils/validate_data_dir.sh refuses
            # it otherwise, C order: Python's order of code points); a typed banzuke's ranks 'Y1e', 'O1e', 'O1w'
            # are in no such order (u71b_banzuke_typed_as_run had been told a Kaldi text file)
            what = "a Kaldi text file (an utterance id and its transcript's words a line)"
        else:
            return None
        return f"is {what}, not TREC lines: as hypotheses, {_AS_RUN}; as references, {_AS_QRELS}"
    if all(_SCP.fullmatch(ln) for ln in body):
        return ("is a Kaldi script file (.scp: an utterance id and where its data is), not TREC lines: give the "
                "N-best lists themselves as runs: " + _AS_RUN)
    return None


def _confidence(given: Sequence[str]) -> bool:
    """Whether a CTM line's optional sixth field (``given``: it or nothing) is a confidence, from 0 to 1."""
    return not given or 0.0 <= float(given[0]) <= 1.0


def _is_int(text: str) -> bool:
    return re.fullmatch(r"[-+]?\d+(?:\.\d+)?", text) is not None


#: audio's magic bytes, each at the file's start (RIFF/WAVE's at 0 and 8)
_AUDIO = ((b"fLaC", "FLAC audio"), (b"ID3", "MP3 audio"), (b"\xff\xfb", "MP3 audio"), (b"OggS", "Ogg audio"),
          (b"NIST_1A\n", "NIST SPHERE audio (.sph)"))


def speech_binary(head: bytes) -> tuple[str, str] | None:
    """What binary speech file ``head`` starts (audio, a Kaldi binary archive), and what to do; None otherwise."""
    audio = ("WAV audio (RIFF/WAVE)" if head[:4] == b"RIFF" and head[8:12] == b"WAVE"
             else next((what for magic, what in _AUDIO if head.startswith(magic)), None))
    if audio is not None:
        # a listening test's stimuli too (u27g_wav_as_run): the advice names both fields' rankings
        return (f"{audio}, not a ranking", "give rankagg the rankings as runs, not the audio (a recogniser's N-best "
                                           "lists, a listening test's ratings per listener; a glob such as runs/* "
                                           "caught it?)")
    if _KALDI_ARCHIVE.match(head):
        return ("a Kaldi binary archive (.ark: an utterance id, then '\\0B' and binary data)",
                "write its N-best as text first (Kaldi's nbest-to-linear, copy-feats ark,t:...), then " + _AS_RUN)
    return None
