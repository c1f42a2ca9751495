"""Issue 45's twenty-seventh bar, a genealogy team's JSON documents parsed and given to the Python API: a GEDCOM X
person, Splink's saved model and dedupe's training file were told by the query their first key would be ("run 'm',
query 'persons': expected {docid: score}, got list"; "qrels: query 'distinct' holds a list") instead of by name
(u27d_api_*).  Each is named at every in-memory door (``rankagg.fuse`` of the runs and of one run, a ``Fuser``'s
list, ``rankagg.evaluate``'s qrels); runs whose queries are named like the documents' keys are read."""

from __future__ import annotations

import pytest

import rankagg

GEDCOMX = {"persons": [{"id": "LZ7K-M3P", "names": [{"nameForms": [{"fullText": "John Smith"}]}]}],
           "relationships": []}
SPLINK_MODEL = {"link_type": "dedupe_only", "probability_two_random_records_match": 0.0001,
                "comparisons": [{"output_column_name": "dob", "comparison_levels": []}]}
TRAINING = {"distinct": [[{"name": "John"}, {"name": "Jane"}]], "match": [[{"name": "Jon"}, {"name": "John"}]]}
DOCUMENTS = [(GEDCOMX, "GEDCOM X"), (SPLINK_MODEL, "Splink's saved model"), (TRAINING, "dedupe's training file")]
RUN = {"@I0042@": {"@I1037@": 8.25, "FS:L000K-M01P": -1.5}}
#: each in-memory door, given the document
DOORS = {
    "runs": lambda doc: rankagg.fuse(doc, method="rrf"),
    "a run": lambda doc: rankagg.fuse({"familysearch": doc, "splink": RUN}, method="rrf"),
    "a Fuser's list": lambda doc: rankagg.Fuser("rrf")({"familysearch": doc, "splink": RUN["@I0042@"]}),
    "qrels": lambda doc: rankagg.evaluate(RUN, doc, ["P@1"]),
}


@pytest.mark.parametrize("doc,word", DOCUMENTS)
@pytest.mark.parametrize("door", sorted(DOORS))
def test_a_parsed_genealogy_document_is_named_at_every_door(doc, word, door):
    with pytest.raises(ValueError) as err:
        DOORS[door](doc)
    assert word in str(err.value) and "PERSON Q0 CANDIDATE" in str(err.value), str(err.value)


@pytest.mark.parametrize("query", ["persons", "match", "distinct", "link_type", "comparisons"])
def test_runs_whose_queries_are_named_like_the_keys_are_fused(query):
    runs = {"splink": {query: {"@I1037@": 8.25, "@I1038@": -1.5}},
            "dedupe": {query: {"@I1038@": 0.9, "@I1037@": 0.4}, "@I0043@": {"@I1037@": 0.7}}}
    fused = rankagg.fuse(runs, method="rrf")
    assert abs(fused[query]["@I1037@"] - (1 / 61 + 1 / 62)) < 1e-12
    assert abs(fused[query]["@I1038@"] - (1 / 62 + 1 / 61)) < 1e-12
