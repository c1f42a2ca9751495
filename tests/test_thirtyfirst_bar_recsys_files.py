"""Issue 45's thirty-first bar (u31a_*_as_run, u31a_*_as_qrels, u31a_out_*, u31a_api_*): a recommender-systems team's
files given as a run or as qrels were told a field count or a generic header, JSON or zip note; RecBole's atomic files,
MovieLens' '::' files and CSVs, LensKit's recommendations, an Elliot configuration, Amazon's and Yelp's reviews,
Netflix Prize ratings and PyTorch checkpoints are now named at both doors, plain and gzipped, and at the API."""

import io
import json
import zipfile

import pandas as pd
import pytest

import rankagg
from rankagg.io.json_documents import json_shape
from rankagg.io.recsys_shapes import recsys_binary, recsys_columns, recsys_document, recsys_shape
from tests.door_files import refusal_through_the_api, refused_output

AMAZON = ('{"rating": 5.0, "title": "Great", "text": "x", "asin": "B01K8B8YA8", "parent_asin": "B01K8B8YA8", '
          '"user_id": "AGKH"}\n')
FILES = {
    "ml.inter": ("user_id:token\titem_id:token\trating:float\ttimestamp:float\n196\t242\t3\t881250949\n", "RecBole"),
    "ml.item": ("item_id:token\tmovie_title:token_seq\n1\tToy Story\n", "RecBole"),
    "ratings.dat": ("1::1193::5::978300760\n1::661::3::978302109\n", "MovieLens"),
    "movies.dat": ("1::Toy Story (1995)::Animation|Children's|Comedy\n", "MovieLens"),
    "ratings.csv": ("userId,movieId,rating,timestamp\n1,1,4.0,964982703\n", "MovieLens"),
    "tags.csv": ("userId,movieId,tag,timestamp\n2,60756,funny,1445714994\n", "MovieLens"),
    "recs.csv": ("user,item,score,rank\n1,1193,4.71,1\n", "LensKit"),
    "config.yml": ("experiment:\n  dataset: movielens_1m\n  models:\n    ItemKNN: {}\n", "Elliot"),
    "reviews.jsonl": (AMAZON, "Amazon Reviews"),
    "reviews_2018.json": ('{"overall": 5.0, "verified": true, "reviewerID": "A2S", "asin": "B00"}\n', "Amazon Reviews"),
    "yelp.json": ('{"review_id": "KU", "user_id": "mh", "business_id": "XQ", "stars": 3.0}\n', "Yelp"),
    "combined_data_1.txt": ("1:\n1488844,3,2005-09-06\n822109,5,2005-05-13\n", "Netflix Prize"),
}
RUN = "new-users/home Q0 ml:1193 1 0.91 als\nnew-users/home Q0 ml:661 2 0.77 als\n"
QRELS = "new-users/home 0 ml:1193 2\n"


def checkpoint(members=("m/data.pkl", "m/version")) -> bytes:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as z:
        for name in members:
            z.writestr(zipfile.ZipInfo(name, (2026, 11, 27, 0, 0, 0)), b"\x80\x02}q\x00.")
    return buf.getvalue()


@pytest.mark.parametrize("gz", [False, True])
@pytest.mark.parametrize("door", ["run", "qrels"])
@pytest.mark.parametrize("name", sorted(FILES))
def test_named_at_both_doors(tmp_path, name, door, gz):
    content, what = FILES[name]
    name = name + (".gz" if gz else "")
    message = refusal_through_the_api(tmp_path, name, content.encode(), RUN, door)
    assert f"{name}:1:" in message and what in message, message


@pytest.mark.parametrize("door", ["run", "qrels"])
def test_a_checkpoint_is_named_by_its_members(tmp_path, door):
    message = refusal_through_the_api(tmp_path, "model.pth", checkpoint(), RUN, door)
    assert "PyTorch" in message, message
    assert recsys_binary(checkpoint(("data.csv",))) is None


@pytest.mark.parametrize("text", [RUN, QRELS, "user_id:token Q0 item_id:token 1 0.5 recbole\n", "1::2 0 3 1\n"])
def test_runs_and_qrels_are_never_claimed(text):
    assert recsys_shape("x.run", text.splitlines()) is None


@pytest.mark.parametrize("text", [
    "name:value\tother\n",  # one typed cell: no RecBole header
    "10::30 in the morning\n",  # one '::'
    "1:\nnot a rating\n",
    "experiment:\nsomething: else\n",
    "user,item\n1,2\n",  # no score or rank: an interaction list
])
def test_near_misses_are_left_to_others(text):
    assert recsys_shape("x.txt", text.splitlines()) is None


@pytest.mark.parametrize("text", ['{"q1": {"asin": 1.0, "rating": 0.5}}', '{"q1": {"review_id": 0.9, "stars": 0.1}}'])
def test_json_that_is_no_such_file_is_not_named_so(text):
    shape = json_shape(text)
    assert shape is None or "Amazon" not in shape and "Yelp" not in shape
    assert recsys_document(json.loads(text)) is None


def test_reviews_loaded_in_python_are_named():
    with pytest.raises(ValueError, match="Amazon Reviews"):
        rankagg.fuse([json.loads(AMAZON)], method="rrf")


def test_frames_are_named_and_lenskit_told_how_to_rename():
    with pytest.raises(ValueError, match="MovieLens"):
        rankagg.fuse(pd.DataFrame({"userId": [1], "movieId": [1], "rating": [4.0]}), method="rrf")
    with pytest.raises(ValueError, match="rename user to qid"):
        rankagg.fuse({"als": pd.DataFrame({"user": [1], "item": [1193], "score": [4.7], "rank": [1]})}, method="rrf")
    assert recsys_columns(["qid", "docid", "run", "score"]) is None


@pytest.mark.parametrize("out", ["r.inter", "r.item", "R.INTER.gz", "r.kg"])
def test_recbole_outputs_are_refused(tmp_path, capsys, out):
    assert "RecBole" in refused_output(tmp_path, capsys, RUN, out)
