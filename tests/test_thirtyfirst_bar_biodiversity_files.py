"""Issue 45's thirty-first bar (u31b_*_as_run, u31b_*_as_qrels, u31b_api_*): a biodiversity team's files given as a
run or as qrels were told a field count or a generic header or JSON note; a Darwin Core Archive's meta.xml, Darwin
Core occurrence tables, GBIF's API answers, iNaturalist exports, Maxent's results and .lambdas files, IUCN Red List and
BioTIME tables are now named at both doors, plain and gzipped, and at the API; -o .lambdas is refused."""

import json

import pandas as pd
import pytest

import rankagg
from rankagg.io.biodiversity_shapes import (BIODIVERSITY_OUTPUTS, biodiversity_columns, biodiversity_document,
                                            biodiversity_head, biodiversity_shape)
from rankagg.io.json_documents import json_shape
from tests.door_files import refused_output, named_through_the_api

GBIF = ('{"offset": 0, "limit": 20, "endOfRecords": false, "count": 1342, "results": [{"key": 4011234567, '
        '"taxonKey": 2422470, "scientificName": "Atelopus ignescens"}], "facets": []}\n')
FILES = {
    "meta.xml": ('<?xml version="1.0" encoding="utf-8"?>\n<archive xmlns="http://rs.tdwg.org/dwc/text/" '
                 'metadata="eml.xml">\n  <core rowType="http://rs.tdwg.org/dwc/terms/Occurrence"/>\n</archive>\n',
                 "Darwin Core Archive", 2),
    "occurrence.txt": ("gbifID\toccurrenceID\tscientificName\tbasisOfRecord\n"
                       "4011234567\tURN:x:1\tAtelopus ignescens\tHUMAN_OBSERVATION\n", "Darwin Core occurrence", 1),
    "gbif.json": (GBIF, "GBIF", 1),
    "observations.csv": ("id,observed_on,user_login,quality_grade,scientific_name,iconic_taxon_name,taxon_id\n"
                         "198765432,2026-03-04,ana,research,Atelopus ignescens,Amphibia,23456\n", "iNaturalist", 1),
    "maxentResults.csv": ("Species,#Training samples,Regularized training gain,Training AUC\n"
                          "Atelopus_ignescens,42,1.8231,0.9612\n", "Maxent", 1),
    "species.lambdas": ("bio1, 0.0, -12.3, 31.2\nbio12, 1.2311, 210.0, 4120.0\nlinearPredictorNormalizer, 4.211\n",
                        "Maxent .lambdas", 1),
    "assessments.csv": ('"assessmentId","internalTaxonId","scientificName","redlistCategory"\n'
                        '"3635917","54493","Atelopus ignescens","Critically Endangered"\n', "IUCN Red List", 1),
    "BioTIMEQuery.csv": ("STUDY_ID,YEAR,ID_SPECIES,sum.allrawdata.ABUNDANCE,GENUS_SPECIES\n"
                         "10,2026,5021,3,Atelopus ignescens\n", "BioTIME", 1),
}
RUN = "andes/amphibians Q0 gbif:2422470 1 0.91 maxent\nandes/amphibians Q0 gbif:2426661 2 0.77 maxent\n"
QRELS = "andes/amphibians 0 gbif:2422470 2\n"


@pytest.mark.parametrize("gz", [False, True])
@pytest.mark.parametrize("door", ["run", "qrels"])
@pytest.mark.parametrize("name", sorted(FILES))
def test_named_at_both_doors(tmp_path, name, door, gz):
    named_through_the_api(tmp_path, FILES, name, door, gz, RUN, "REGION/GROUP Q0 SPECIES")


@pytest.mark.parametrize("text", [RUN, QRELS, "species Q0 gbif:1 1 0.5 maxent\n",
                                  "feature, 1.0, 2.0, 3.0 Q0 d 1 0.5 r\n"])
def test_runs_and_qrels_are_never_claimed(text):
    assert biodiversity_shape("x.run", text.splitlines()) is None and biodiversity_head(text) is None


@pytest.mark.parametrize("text", [
    "a, 1.0, 2.0, 3.0\n",  # one four-number line and nothing after: any CSV of numbers
    "x, 1, 2, 3\ny, z\n",
    "Species,AUC\nAtelopus,0.9\n",  # a species table without Maxent's training columns
    "id,observed_on\n1,2026-03-04\n",
    '<?xml version="1.0"?>\n<archive><file/></archive>\n',  # an archive root of another vocabulary
])
def test_near_misses_are_left_to_others(text):
    assert biodiversity_shape("x.csv", text.splitlines()) is None and biodiversity_head(text) is None


@pytest.mark.parametrize("obj", [{"q1": {"results": 1.0}}, [{"q1": {"d": 1.0}}],
                                 {"endOfRecords": True, "results": {"q1": {"d": 1.0}}}])
def test_runs_are_no_gbif_answers(obj):
    assert biodiversity_document(obj) is None


def test_json_that_is_no_gbif_answer_is_not_named_so():
    shape = json_shape('{"q1": {"offset": 1.0, "limit": 0.5}, "q2": {"results": 1.0, "count": 0.5}}')
    assert shape is None or "GBIF" not in shape


def test_gbif_answer_loaded_in_python_is_named():
    with pytest.raises(ValueError, match="GBIF"):
        rankagg.fuse(json.loads(GBIF), method="rrf")


@pytest.mark.parametrize("columns, what", [(["gbifID", "occurrenceID", "basisOfRecord"], "Darwin Core"),
                                           (["assessmentId", "internalTaxonId", "redlistCategory"], "IUCN Red List"),
                                           (["STUDY_ID", "ID_SPECIES", "GENUS_SPECIES"], "BioTIME")])
def test_frames_are_named(columns, what):
    frame = pd.DataFrame([["1"] * len(columns)], columns=columns)
    with pytest.raises(ValueError, match=what):
        rankagg.fuse(frame, method="rrf")
    assert biodiversity_columns(["qid", "docid", "run", "score"]) is None


@pytest.mark.parametrize("output", ["species.lambdas", "species.asc", "species.eml"])
def test_a_fused_run_is_not_written_as_the_fields_files(tmp_path, capsys, output):
    assert ".lambdas" in BIODIVERSITY_OUTPUTS
    err = refused_output(tmp_path, capsys, RUN, output)
    assert "lines of text" in err, err
