"""Issue 45's twenty-fifth bar, a fact-checking lab.  The fault class: the field's JSON documents given where a run or
qrels go were told as "JSON such as BEIR's results", "no comparison table" or "holds JSON", not by name: tweets as
the Twitter API writes them, FEVER's claims and its scorer's predictions, AVeriTeC's claims, a schema.org
ClaimReview (JSON-LD) and a Google Fact Check Tools API response (u25e_fever_as_run, u25e_averitec_as_qrels,
u25e_claimreview_as_run, u25e_factcheck_api_as_qrels, ...).

The members are generated: each document compact (one line, JSON lines) and indented, under JSON names, the field's
names and neutral ones, plain and gzipped, at the runs and the qrels doors; and a run saved as JSON that mentions
none of them keeps the generic note."""

from __future__ import annotations

import gzip
import json

import pytest

from rankagg.cli import main
from rankagg.io.foreign_shapes import qrels_shape, run_shape

TWEET = 1235648554338791427
#: (a document's records, what the note must name)
DOCUMENTS = [
    ([{"created_at": "Thu Mar 05 19:47:49 +0000 2020", "id": TWEET, "id_str": str(TWEET),
       "full_text": "Garlic water cures the coronavirus", "lang": "en"}], "Twitter"),
    ([{"created_at": "2020-03-05T19:47:49.000Z", "id_str": str(TWEET), "text": "Wash your hands"}], "Twitter"),
    ([{"id": 75397, "verifiable": "VERIFIABLE", "label": "SUPPORTS", "claim": "Nikolaj worked with Fox.",
       "evidence": [[[92206, 104971, "Nikolaj_Coster-Waldau", 7]]]}], "FEVER"),
    ([{"id": 1, "label": "NOT ENOUGH INFO", "claim": "A claim.", "evidence": [[[None, None, None, None]]]}], "FEVER"),
    ([{"id": 75397, "predicted_label": "SUPPORTS", "predicted_evidence": [["Nikolaj_Coster-Waldau", 7]]}], "FEVER"),
    ([{"claim": "Sean Connery refused an Apple ad.", "label": "Refuted", "justification": "Satire.",
       "questions": [{"question": "Where?", "answers": [{"answer": "Scoopertino"}]}]}], "AVeriTeC"),
    ({"@context": "https://schema.org", "@type": "ClaimReview", "claimReviewed": "Garlic water cures it.",
      "reviewRating": {"@type": "Rating", "ratingValue": 1, "alternateName": "False"}}, "ClaimReview"),
    ([{"@context": "http://schema.org", "@type": "ClaimReview", "claimReviewed": "x", "url": "https://a.org"}],
     "ClaimReview"),
    ({"claims": [{"text": "Garlic water cures it", "claimReview": [{"publisher": {"name": "PolitiFact"},
                                                                    "textualRating": "False"}]}],
      "nextPageToken": "CBQ"}, "Fact Check Tools"),
]
NAMES = ["train.jsonl", "dev.json", "reviews.jsonld", "model.run", "data", "claims.json.gz"]


def _text(doc, indent):
    if isinstance(doc, list) and indent is None:
        return "".join(json.dumps(r) + "\n" for r in doc)  # JSON lines
    return json.dumps(doc, indent=indent) + "\n"


def _write(path, text):
    path.write_bytes(gzip.compress(text.encode(), mtime=0) if path.name.endswith(".gz") else text.encode())


@pytest.mark.parametrize("doc,what", DOCUMENTS)
# an indented document is no JSON lines: under a .jsonl name it is refused as malformed JSON lines, a case of its own
@pytest.mark.parametrize("indent,name", [(i, n) for i in (None, 2) for n in NAMES if i is None or not n.endswith(".jsonl")])
def test_a_factcheck_document_is_named_at_the_runs_and_qrels_doors(tmp_path, capsys, doc, what, indent, name):
    path = tmp_path / name
    _write(path, _text(doc, indent))
    for shape in (run_shape(str(path)), qrels_shape(str(path))):
        assert shape is not None and shape.line == 1 and what in shape.reason
    run = tmp_path / "bm25.run"
    run.write_text(f"{TWEET} Q0 vclaim-sno-00003 1 21.4 bm25\n")
    out = tmp_path / "fused.run"
    assert main(["fuse", str(path), str(run), "--quiet", "-o", str(out)]) == 2
    err = capsys.readouterr().err
    assert f"{name}:1" in err and what in err and not out.exists()


def test_a_run_saved_as_json_keeps_the_generic_note(tmp_path):
    path = tmp_path / "run.txt"
    path.write_text(json.dumps({"q1": {"claim": 1.0, "label": 0.5}}) + "\n")
    shape = run_shape(str(path))
    assert shape is not None and "BEIR" in shape.reason
