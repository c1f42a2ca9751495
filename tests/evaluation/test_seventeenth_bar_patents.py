"""Issue 45's seventeenth bar (a patent examiner's prior-art search runs): the class it found, a relevance grade given
as text to ``rankagg.evaluate``.

An examiner keeps the search reports' citations in a spreadsheet and reads it with ``pd.read_csv(..., dtype=str)``
(publication numbers such as ``0402999`` keep their zeros), or builds ``{topic: {pubno: '2'}}`` from its cells, or
reads it with pyarrow's CSV reader as strings: every grade is then the text ``'2'``, ``'1'``, ``'0'``.  The qrels file
holding the same text is read (trec_eval's ``atol``), but every in-process form refused it as "rel '2' ... is not a
number", and a bad grade further down was reported as the first text grade, at the wrong document (reliability
matrix: ``u17p_api_evaluate_qrels_frame_text``, ``..._dict_text``, ``..._arrow_text``, ``u17p_api_evaluate_text_
grades_ndcg``, ``u17p_api_qrels_text_kind_code_grade``, ``u17p_api_qrels_text_fraction_grade``).  The rule now read
at every door (``rankagg.io.text_input.grade_value``): a grade's text is the integer trec_eval's ``atol`` reads when
that is the number written (``2``, ``+2``, ``-1``, ``2.0``); anything else (``X``, ``B1``, ``0.5``, ``1e1``,
``0x1``, ``' 2'``, Arabic-Indic digits) is refused naming the query and document.  The expectations are hand
computed: trec_eval's AP and nDCG@k of a five-document ranking.
"""

from __future__ import annotations

import math

import numpy as np
import pandas as pd
import pyarrow as pa
import pytest

import rankagg

RUN = {"PAC-1001": {"EP-0402999-A1": 5.0, "EP1234567B1": 4.0, "WO2004/012345": 3.0, "US2010/0123456A1": 2.0,
                    "JP2010123456A": 1.0}}
DOCS = list(RUN["PAC-1001"])


def hand_ap(grades: list[int], n_relevant: int) -> float:
    hits, total = 0, 0.0
    for i, g in enumerate(grades, 1):
        if g > 0:
            hits += 1
            total += hits / i
    return total / n_relevant if n_relevant else 0.0


def hand_ndcg(grades: list[int], judged: list[int], k: int) -> float:
    dcg = sum(g / math.log2(i + 1) for i, g in enumerate(grades[:k], 1) if g > 0)
    ideal = sorted((g for g in judged if g > 0), reverse=True)[:k]
    return dcg / sum(g / math.log2(i + 1) for i, g in enumerate(ideal, 1))


# the search report's X, Y and A citations (2, 1, 0) as their texts, each paired with the integer it is
GRADES = [2, 0, 1, 0, 2]
TEXT_FORMS = {"plain": ["2", "0", "1", "0", "2"], "signed": ["+2", "-0", "+1", "0", "2"],
              "integral decimal": ["2.0", "0.", "1.00", "0.0", "+2.0"], "zero padded": ["02", "00", "001", "0", "2"]}
NEGATIVE = (["2", "-1", "1", "0", "2"], [2, -1, 1, 0, 2])  # -1: judged non-relevant, as trec_eval reads it


def qrels_in(form: str, texts: list[str]) -> object:
    """The citations in one in-process form a spreadsheet gives, every grade a text."""
    frame = pd.DataFrame({"query_id": "PAC-1001", "doc_id": DOCS, "relevance": texts})
    if form == "dict":
        return {"PAC-1001": dict(zip(DOCS, texts))}
    if form == "frame object":
        return frame
    if form == "frame string dtype":
        return frame.astype({"relevance": "string"})
    if form == "frame categorical":
        return frame.astype({"relevance": "category"})
    if form == "arrow":
        return pa.Table.from_pandas(frame, preserve_index=False)
    if form == "numpy unicode frame":
        return frame.assign(relevance=np.array(texts, dtype="U"))
    raise AssertionError(form)


FORMS = ["dict", "frame object", "frame string dtype", "frame categorical", "arrow", "numpy unicode frame"]


@pytest.mark.parametrize("form", FORMS)
@pytest.mark.parametrize("name", sorted(TEXT_FORMS))
def test_text_grades_are_the_integers_they_write(form, name):
    got = rankagg.evaluate(RUN, qrels_in(form, TEXT_FORMS[name]), ["AP", "nDCG@3", "R@2"])
    assert got["AP"] == pytest.approx(hand_ap(GRADES, 3), rel=1e-12)  # (1/1 + 2/3 + 3/5) / 3
    assert got["nDCG@3"] == pytest.approx(hand_ndcg(GRADES, GRADES, 3), rel=1e-12)
    assert got["R@2"] == pytest.approx(1 / 3, rel=1e-12)


@pytest.mark.parametrize("form", FORMS)
def test_a_negative_text_grade_is_judged_non_relevant(form):
    texts, grades = NEGATIVE
    got = rankagg.evaluate(RUN, qrels_in(form, texts), ["AP"])
    assert got["AP"] == pytest.approx(hand_ap(grades, 3), rel=1e-12)


def test_text_grades_equal_the_qrels_file_of_the_same_text(tmp_path):
    for name, texts in TEXT_FORMS.items():
        path = tmp_path / f"{name.replace(' ', '_')}.qrels"
        path.write_text("".join(f"PAC-1001 0 {d} {t}\n" for d, t in zip(DOCS, texts)))
        assert rankagg.evaluate(RUN, str(path), ["AP", "nDCG@5"]) == rankagg.evaluate(
            RUN, qrels_in("frame object", texts), ["AP", "nDCG@5"]), name


# texts trec_eval's atol would read as another number than the one written, or that no qrels line can hold
REFUSED = ["X", "B1", "0.5", "1e1", "0x1", " 2", "2 ", "\u0662", "1_0", "", "nan", "inf", "2.5.0", "+"]


@pytest.mark.parametrize("form", FORMS)
@pytest.mark.parametrize("bad", REFUSED)
def test_a_text_that_is_no_grade_is_refused_naming_its_document(form, bad):
    texts = ["2", "0", "1", bad, "2"]  # the fourth document's, after valid text grades
    with pytest.raises(ValueError) as err:
        rankagg.evaluate(RUN, qrels_in(form, texts), ["AP"])
    message = str(err.value)
    assert "qrels" in message and repr(bad) in message and DOCS[3] in message and "\n" not in message
