"""Issue 45's thirty-first bar (u31k_*_as_run, u31k_*_as_qrels, u31k_api_*): a time allocation committee's files given
as a run or as qrels were told a field count at the first line past their '#' headers, or a generic JSON or header
note; VOTables, DS9 region files, SExtractor catalogues, ECSV and IPAC tables, MPC observations, MAST's and ADS'
answers and Gaia archive tables are now named at their first line at both doors, plain and gzipped, and at the API."""

import json

import pandas as pd
import pytest

import rankagg
from rankagg.io.astronomy_shapes import astronomy_columns, astronomy_document, astronomy_head, astronomy_shape
from rankagg.io.json_documents import json_shape
from tests.door_files import refused_output, named_through_the_api

MAST = ('{"status": "COMPLETE", "msg": "", "data": [{"obsid": "2003738726"}], "fields": [{"name": "obsid"}], '
        '"paging": {"page": 1}}\n')
ADS = ('{"responseHeader": {"status": 0, "QTime": 5}, "response": {"numFound": 42, "start": 0, "docs": '
       '[{"bibcode": "2026ApJ...901..123S"}]}}\n')
FILES = {
    "t.vot": ('<?xml version="1.0"?>\n<VOTABLE version="1.4">\n<RESOURCE><TABLE/></RESOURCE>\n</VOTABLE>\n',
              "VOTable", 2),
    "t.reg": ('# Region file format: DS9 version 4.1\nglobal color=green\nfk5\ncircle(150.1,2.2,3")\n', "DS9", 1),
    "f.cat": ("#   1 NUMBER                 Running object number\n#   2 FLUX_AUTO              Flux\n"
              "         1    12345.67\n", "SExtractor", 1),
    "t.ecsv": ("# %ECSV 1.1\n# ---\n# datatype:\n# - {name: a, datatype: string}\na\nx\n", "ECSV", 1),
    "t.tbl": ("\\fixlen = T\n|   a    |   b    |\n|  char  | double |\n   x        1.0\n", "IPAC", 1),
    "obs.txt": ("     K26W00A  C2026 11 27.12345 10 20 30.12 +20 10 20.1          19.5 R      I41\n",
                "Minor Planet Center", 1),
    "numbered.txt": ("00433         C2026 11 27.12345 10 20 30.12 +20 10 20.1          12.1 V      568\n",
                     "Minor Planet Center", 1),
    "gaia.csv": ("solution_id,designation,source_id,random_index,ref_epoch,ra,dec\n1,Gaia DR3 1,1,1,2016.0,45.0,0.0\n",
                 "Gaia", 1),
    "mast.json": (MAST, "MAST", 1),
    "ads.json": (ADS, "ADS", 1),
}
RUN = "2027A/spectroscopy Q0 2027A-0142 1 0.91 panel_a\n2027A/spectroscopy Q0 2027A-0007 2 0.77 panel_a\n"
QRELS = "2027A/spectroscopy 0 2027A-0142 2\n"


@pytest.mark.parametrize("gz", [False, True])
@pytest.mark.parametrize("door", ["run", "qrels"])
@pytest.mark.parametrize("name", sorted(FILES))
def test_named_at_both_doors(tmp_path, name, door, gz):
    named_through_the_api(tmp_path, FILES, name, door, gz, RUN, "CYCLE/MODE Q0 PROPOSAL")


@pytest.mark.parametrize("text", [RUN, QRELS, "solution_id Q0 source_id 1 0.5 gaia\n", "\\fixlen 0 T 1\n"])
def test_runs_and_qrels_are_never_claimed(text):
    assert astronomy_shape("x.run", text.splitlines()) is None
    assert astronomy_head(text) is None


@pytest.mark.parametrize("text", [
    "# a comment about DS9\nq Q0 d 1 0.5 t\n",  # a '#' line that names DS9 is no region file's header
    "#   1 is the first note\n",
    "# 1 Q0 d 1 1 t x\n\ufeff",  # a commented-out run line (the gene lists' fuzzing wrote it): column 1 alone
    "#   1 NUMBER Running object number\nq Q0 d 1 0.5 t\n",
    "# %ECSV is the format we use\n",
    "solution_id,source_id\n1,2\n",  # two of Gaia's columns: any table of sources
    "a line of eighty characters that holds no date at column sixteen, none at all, whatever it says\n",
])
def test_near_misses_are_left_to_others(text):
    assert astronomy_shape("x.txt", text.splitlines()) is None and astronomy_head(text) is None


@pytest.mark.parametrize("text", ['{"q1": {"status": 1.0, "data": 0.5, "fields": 0.2, "paging": 0.1}}',
                                  '{"responseHeader": {"q": 1.0}, "response": {"numFound": 0.5}}'])
def test_json_that_is_no_such_file_is_not_named_so(text):
    assert astronomy_document(json.loads(text)) is None
    shape = json_shape(text)
    assert shape is None or "ADS" not in shape


@pytest.mark.parametrize("text, what", [(MAST, "MAST"), (ADS, "ADS")])
def test_documents_loaded_in_python_are_named(text, what):
    with pytest.raises(ValueError, match=what):
        rankagg.fuse(json.loads(text), method="rrf")


def test_a_gaia_frame_is_named():
    frame = pd.DataFrame([[1, "Gaia DR3 1", 1, 2016.0, 45.0]],
                         columns=["solution_id", "designation", "source_id", "ref_epoch", "ra"])
    with pytest.raises(ValueError, match="Gaia"):
        rankagg.fuse(frame, method="rrf")
    assert astronomy_columns(["qid", "docid", "run", "score"]) is None


def test_an_ipac_output_is_refused(tmp_path, capsys):
    assert "IPAC" in refused_output(tmp_path, capsys, RUN, "p.ipac")
