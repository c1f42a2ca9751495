"""A recommender-systems team's files where a run, the judgements or a table are read (issue 45's thirty-first bar,
u31a_): RecBole's atomic files, MovieLens' ratings, movies and tags (the '::' files of 1M and 10M, the CSVs of the
small and 25M sets), LensKit's recommendations (a run once its columns are named), an Elliot configuration, Amazon's
and Yelp's reviews, Netflix Prize ratings and PyTorch checkpoints (zips told by their members).  They were told a
field count, a generic header, JSON or zip note; each is named for what it is, with what to give instead."""

from __future__ import annotations

import re
from typing import Sequence

from rankagg.io.app_store_shapes import zip_members
from rankagg.io.line_form_store import compiled
from rankagg.io.text_input import run_or_qrels_line

__all__ = ["AS_RUN", "RECSYS_JSON", "RECSYS_OUTPUTS", "recsys_binary", "recsys_columns", "recsys_document",
           "recsys_shape"]

#: what to do with interactions, a catalogue or a trained model: each recommender's top-k per segment is a run
AS_RUN = ("give each recommender's ranking as a run, a user or segment a query and each item a document (its catalogue "
          "id, ml:1193), the score higher for the better: 'SEGMENT Q0 ITEM RANK SCORE RECOMMENDER'; engagement "
          "(clicks, watches, ratings) graded is the qrels, 'SEGMENT 0 ITEM GRADE'")
_NOT_LINES = "not TREC run or qrels lines: "

#: RecBole's atomic files: every header cell is 'name:type'
_RECBOLE_CELL = compiled(r"^\w+:(?:token|token_seq|float|float_seq)$")
#: MovieLens 1M's and 10M's '::' files: ratings (user::movie::rating::time), movies (id::title::genres), users, tags
_MOVIELENS_DAT = compiled(r"^\d+::[^:]")
_NETFLIX_MOVIE = compiled(r"^\d+:$")
_NETFLIX_RATING = compiled(r"^\d+,[1-5],\d{4}-\d{2}-\d{2}$")
_ELLIOT = compiled(r"^\s+(?:dataset|data_config|models|evaluation|top_k|splitting)\s*:")
#: MovieLens' CSVs (the small, 20M and 25M sets), by their headers
_MOVIELENS_CSV = (("userId", "movieId", "rating"), ("userId", "movieId", "tag"), ("movieId", "title", "genres"),
                  ("movieId", "imdbId", "tmdbId"))
_LENSKIT_FIX = ("a recommender's output, one run once its columns are named: rename user to qid and item to docid "
                "(frame.rename(columns={'user': 'qid', 'item': 'docid'})), keep score (or rank)")


def _table(cells: Sequence[object]) -> str | None:
    names = {str(c).strip().strip('"') for c in cells}
    if any(all(k in names for k in keys) for keys in _MOVIELENS_CSV):
        return ("a MovieLens CSV (ratings.csv: userId, movieId, rating, timestamp; or its movies, tags or links), "
                f"{_NOT_LINES}{AS_RUN}")
    if {"user", "item"} <= names and names & {"score", "rank", "prediction"}:
        return f"a recommendations table (user, item, score, rank: LensKit's recommend output), {_LENSKIT_FIX}"
    return None


def recsys_shape(name: str, lines: Sequence[str]) -> str | None:
    """What a text file named ``name`` whose first lines are ``lines`` is, with what to give instead, or None."""
    if not lines or run_or_qrels_line(lines[0]):
        return None
    first = lines[0].lstrip("\ufeff").rstrip()
    second = lines[1].rstrip() if len(lines) > 1 else ""
    header = [c for c in first.split("\t") if c]
    what = None
    if len(header) >= 2 and all(_RECBOLE_CELL.match(c) for c in header):
        what = f"a RecBole atomic file (a header of name:type columns: user_id:token, item_id:token, ...), {_NOT_LINES}"
        what += AS_RUN
    elif _MOVIELENS_DAT.match(first) and first.count("::") >= 2:
        what = ("a MovieLens '::' file (ratings.dat: UserID::MovieID::Rating::Timestamp; or its movies or users), "
                f"{_NOT_LINES}{AS_RUN}")
    elif _NETFLIX_MOVIE.match(first) and _NETFLIX_RATING.match(second):
        what = f"Netflix Prize ratings (a 'MovieID:' line, then CustomerID,Rating,Date lines), {_NOT_LINES}{AS_RUN}"
    elif first == "experiment:" and _ELLIOT.match(second):
        what = f"an Elliot configuration (YAML: experiment, dataset, data_config, models), {_NOT_LINES}{AS_RUN}"
    else:
        what = _table(re.split(r"[,\t]", first))
    return None if what is None else f"is {what}"


def recsys_columns(names: Sequence[object]) -> str | None:
    """What a table (a frame, a comparison table) whose columns are ``names`` is, or None."""
    what = _table(names)
    return None if what is None else f"is {what}"


_AMAZON = "Amazon Reviews (JSON lines: rating, title, text, asin, user_id: one review each), " + _NOT_LINES + AS_RUN
_YELP = "the Yelp dataset's reviews (JSON lines: review_id, user_id, business_id, stars), " + _NOT_LINES + AS_RUN
#: (keys a JSON document's first bytes hold, what it is and what to give instead)
RECSYS_JSON: tuple[tuple[tuple[str, ...], str], ...] = (
    (('"asin"', '"parent_asin"', '"rating"'), _AMAZON),
    (('"reviewerID"', '"asin"', '"overall"'), _AMAZON),
    (('"review_id"', '"business_id"', '"stars"'), _YELP),
)


def recsys_document(obj: object) -> str | None:
    """What a review loaded in Python is (given as a run of a list, each review one run), or None."""
    if not isinstance(obj, dict):
        return None
    if isinstance(obj.get("asin"), str) and ("rating" in obj or "overall" in obj):
        return _AMAZON
    if isinstance(obj.get("review_id"), str) and "business_id" in obj:
        return _YELP
    return None


def recsys_binary(head: bytes) -> tuple[str, str] | None:
    """(what the file is, what to give instead) for a PyTorch checkpoint: a zip of NAME/data.pkl and NAME/version."""
    if not head.startswith(b"PK\x03\x04"):
        return None
    names = zip_members(head)
    if any(n.endswith(b"/data.pkl") for n in names):
        return ("a PyTorch checkpoint (torch.save: a zip of data.pkl and tensors; a trained model, no ranking: load it "
                "with torch.load in the model's own code)", AS_RUN)
    return None


#: the field's output names: RecBole reads its atomic files by their typed headers, no TREC line
RECSYS_OUTPUTS: dict[str, str] = {
    **dict.fromkeys((".inter", ".item", ".kg", ".link"),
                    "a RecBole atomic file (a header of name:type columns, which RecBole's datasets read)"),
}
