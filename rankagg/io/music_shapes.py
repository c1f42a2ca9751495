"""A music information retrieval lab's files, told by their text or bytes, so that a run or qrels door names what they
are and says what to give instead of a field count (issue 45's twenty-sixth bar, cover-song identification systems
fused per query song: a MIREX submission's distance matrix was told "expected 6 fields ..., found 9", a MusicXML score
"found 4" (its XML declaration's fields), Da-TACOS's metadata, a JAMS annotation and Essentia's extractor output only
"JSON such as BEIR's results", a MIDI file "UTF-16 or UTF-32 text").

* Text by its lines (:func:`music_shape`, given a file's decoded head): a MIREX distance matrix (a name line, the
  index of audio files ``N<TAB>path``, ``Q/R<TAB>1<TAB>2 ...``, then the N x N distances), MusicXML and MEI scores by
  their root element, a Humdrum ``**kern`` score, ABC notation (``X:`` and ``K:`` fields).
* JSON documents by the keys their text holds (:data:`MUSIC_JSON`, joined to :mod:`rankagg.io.json_documents`' shapes,
  so every JSON door names them): Da-TACOS's metadata, a JAMS annotation, Essentia's music extractor output.
* A Standard MIDI File by its ``MThd`` header (:func:`music_binary`).

A system's similarities of a query's candidates are a run's list: every note says so."""

from __future__ import annotations

import re

from rankagg.io.line_form_store import compiled

__all__ = ["MUSIC_JSON", "music_binary", "music_shape"]

#: a MIREX distance matrix's header row over its columns, and its index lines ('1<TAB>/path/to/file.wav')
_QR_ROW = compiled(r"^Q/R(?:\t\d+)+[ \t]*\r?$", re.M)
_INDEX_LINE = compiled(r"^\d+\t\S", re.M)
#: a score's root element, after an XML declaration, comments and a DOCTYPE
_SCORE_ROOT = compiled(r"\A(?:\s|<\?[^>]*\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>]*>)*<\s*(score-partwise|score-timewise|"
                       r"mei)[\s>/]")
_SCORE_NAMES = {"score-partwise": "a MusicXML score (partwise)", "score-timewise": "a MusicXML score (timewise)",
                "mei": "an MEI score (the Music Encoding Initiative's XML)"}
_KERN = compiled(r"^\*\*kern(?:\t\*\*\S+)*[ \t]*$", re.M)
_ABC = compiled(r"\A(?:%[^\n]*\n|\s*\n)*X:\s*\d+\s*\n(?:[A-Za-z]:[^\n]*\n)*K:", re.M)

_NO_RANKING = "it ranks no candidates by itself: "  # a score, an annotation, features: no system's answer
#: what to do with a lab's file: each system's similarities of a query song's candidates are a run
AS_RUN = ("give each cover-song system's answers as a run, a query song a query and its candidate performances the "
          "documents, the score higher for the closer one (a similarity, or minus the distance): 'QUERY Q0 CANDIDATE "
          "RANK SCORE SYSTEM' (or rankagg.fuse({system: {query: {candidate: similarity}}}) in Python); the cliques "
          "(the candidates of the query's work) are the qrels, 'QUERY 0 CANDIDATE 1'")

#: other tools' JSON documents (the strings their text holds, what they are), for rankagg.io.json_documents
MUSIC_JSON: tuple[tuple[tuple[str, ...], str], ...] = (
    (('"perf_id"', '"work_id"'), "Da-TACOS's metadata (JSON: {work id W_: {performance id P_: {work_id, perf_id, "
                                 "titles, artists}}}), the cliques, no ranking: the qrels are its works' "
                                 "performances, 'QUERY 0 P_ID 1' for each performance of the query's work, and "
                                 + AS_RUN),
    (('"file_metadata"', '"annotations"'), "a JAMS annotation (JSON: file_metadata, annotations by namespace), a "
                                           "recording's chords, beats or segments, no ranking; " + _NO_RANKING
                                           + AS_RUN),
    (('"essentia"', '"metadata"'), "Essentia's extractor output (JSON: metadata, descriptors such as tonal.hpcp), a "
                                   "recording's features, no ranking; " + _NO_RANKING + "compare the features with "
                                   "the systems and " + AS_RUN),
)



def music_shape(text: str) -> tuple[int, str] | None:
    """(line, what it is and what to do) for a music lab's text file starting ``text``, or None."""
    text = text.lstrip("\ufeff")
    found = _QR_ROW.search(text)
    if found is not None and _INDEX_LINE.search(text, 0, found.start()):
        return 1, ("is a MIREX distance matrix (a name line, the index of its audio files, 'Q/R 1 2 ...', then a row "
                   "of N distances per query; line " f"{text.count(chr(10), 0, found.start()) + 1} is its 'Q/R' row), "
                   "not TREC lines: each row is one system's answer to its query, the smaller distance the closer; "
                   "write each row's files, but the query itself, as 'QUERY Q0 CANDIDATE RANK -DISTANCE SYSTEM'; "
                   + AS_RUN)
    root = _SCORE_ROOT.match(text)
    score = (_SCORE_NAMES[root.group(1)] if root is not None
             else "a Humdrum **kern score" if _KERN.search(text) is not None
             else "ABC notation (a tune's X: and K: fields)" if _ABC.match(text) is not None else None)
    if score is None:
        return None
    return 1, f"is {score}, not TREC run or qrels lines; {_NO_RANKING}score its performances against the query " \
              "with the systems, and " + AS_RUN


def music_binary(head: bytes) -> tuple[str, str] | None:
    """What binary music file ``head`` starts (a Standard MIDI File) and what to do; None otherwise."""
    if head[:8] == b"MThd\x00\x00\x00\x06":
        return ("a Standard MIDI File (MThd: its format, tracks and division, then notes), no ranking",
                "give rankagg each system's similarities of the candidates, not the MIDI (a glob such as data/* "
                "caught it?); " + AS_RUN)
    return None
