"""A corpus linguistics team's files, told by their first lines, so that a run or qrels door names what they are and
says what to give instead of a field count (issue 45's twenty-eighth bar, collocates of node words ranked by
association measures: a CoNLL-U treebank was told "expected 6 fields, found 10", a CWB vertical file "found 2", a
Sketch Engine export "found 5", AntConc's collocate export "score 'Stat' is not a number")."""

from __future__ import annotations

import re
from typing import Sequence

from rankagg.io.line_form_store import compiled

__all__ = ["AS_RUN", "collocations_shape"]

#: what to do with a corpus or a corpus tool's table: each association measure's collocates per node word are a run
AS_RUN = ("give each association measure's collocates as a run, a node word with its part of speech (no blank: "
          "make_VERB) a query and its collocates the documents (no blank: a_decision), the score higher for the "
          "stronger association (G2, MI, logDice, t-score): 'NODE Q0 COLLOCATE RANK SCORE MEASURE'; the dictionary's "
          "entries are the qrels, 'NODE 0 COLLOCATE 1' (2 a headline collocation)")
_NOT_LINES = "not TREC run or qrels lines: it ranks no collocates; "
#: a CoNLL-U token line's id: a word (7), a multiword range (1-2) or an empty node (8.1)
_CONLLU_ID = compiled(r"^\d+(?:-\d+|\.\d+)?$")
#: a vertical file's structure tags (CWB, CQP, Sketch Engine, NoSketch Engine)
_VERTICAL_TAG = compiled(r"^</?(?:doc|text|s|p|g|head|file)(?:[\s>/]|$)")


def _conllu(lines: Sequence[str]) -> bool:
    rows = [ln.split("\t") for ln in lines if ln.strip()]
    return bool(rows) and all(len(r) == 10 and _CONLLU_ID.match(r[0]) and (r[6] == "_" or r[6].isdigit())
                              for r in rows)


def collocations_shape(name: str, lines: Sequence[str]) -> str | None:
    """What corpus file named ``name`` whose first lines (comments skipped) are ``lines`` begins, and what to do, or
    None."""
    lines = [ln.lstrip("\ufeff").rstrip("\r\n") for ln in lines]
    lines = [ln for ln in lines if ln.strip()]
    if not lines:
        return None
    if _conllu(lines):
        return ("is a CoNLL-U treebank (Universal Dependencies: ten tab-separated columns per token, ID FORM LEMMA "
                "UPOS ...), " + _NOT_LINES + "count its collocations with a corpus tool and " + AS_RUN)
    # a run's door shows two lines: '<doc id=...>' then '<s>' or a token's tab-separated attributes
    if _VERTICAL_TAG.match(lines[0]) and any("\t" in ln or _VERTICAL_TAG.match(ln) for ln in lines[1:]):
        return ("is a vertical file (CWB, CQP, Sketch Engine: <doc>, <s> and one token per line with tab-separated "
                "attributes), a corpus, " + _NOT_LINES + "count its collocations with a corpus tool and " + AS_RUN)
    first = lines[0].strip().strip('"').lower()
    if first.startswith("corpus:") and any(ln.strip().strip('"').lower().startswith(("subcorpus:", "lemma:",
                                                                                  "query:", "pos:"))
                                           for ln in lines[1:6]):
        return ("is a Sketch Engine export (a CSV whose header block names the corpus, subcorpus and lemma before the "
                "table), " + _NOT_LINES[:-2] + " as they are: " + AS_RUN)
    if re.match(r"^\[?\(\(\s*'", lines[0]):  # [(('make', 'decision'), 14.23), ...]: NLTK's scored bigrams, printed
        return ("is NLTK's scored collocations printed from Python (BigramCollocationFinder.score_ngrams: "
                "[((w1, w2), score), ...]), " + _NOT_LINES + "write them from Python, one line per collocate: " + AS_RUN)
    cells = [c.strip().lower() for c in lines[0].split("\t")]
    if "collocate" in cells and "stat" in cells and "freq" in cells:
        return ("is AntConc's collocate export (Rank, Freq, Freq(L), Freq(R), Stat, Collocate), one node word's "
                "collocates without the node word: " + AS_RUN)
    return None
