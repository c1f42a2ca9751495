"""Issue 45's thirty-first bar of scripts/reliability_matrix.py, a recommender-systems team's ranking of items per user
segment across recommenders (its cases, ids ``u31a_``, registered in its ``cases()``); the mechanics
(:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.  (The helper this persona was given
to never began; the lead wrote it.)

The team's day: each user segment and surface (``new-users/home``) is a query and each item a document by its catalogue
id (``ml:1193``: a ':' inside the id); the runs are the recommenders the team compares offline (ALS, SASRec,
LightGCN, popularity), scores in [0, 1] at four decimals.  The lists are fused with RRF, Borda and CombSUM, weighted
by last quarter's A/B lifts, and judged against engagement (2 watched to the end, 1 clicked, 0 neither).  The
mistakes and odd files: the field's own files given where runs or qrels are read (RecBole's atomic files, MovieLens'
ratings and movies, LensKit's recommendations, Elliot's configuration, Amazon's and Yelp's reviews, Netflix Prize
ratings, a PyTorch checkpoint), and outputs named for the field's files.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import io
import zipfile

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

THIRTYFIRST_RECSYS = ("45 Unseen inputs: a thirty-first bar, a recommender-systems team's ranking of recommenders per "
                      "user segment across offline metrics and A/B tests (RecBole atomic files, MovieLens, LensKit, "
                      "Elliot, Microsoft Recommenders, implicit)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['als', 'sasrec', 'lightgcn', 'popularity'],
    items=['ml:1193', 'ml:661', 'ml:914', 'ml:3408', 'ml:2355', 'ml:1197', 'ml:1287', 'ml:2804'],
    queries=['new-users/home', 'returning/home', 'kids/home', 'binge/continue', 'weekend/search', 'lapsed/email'],
    suffix='/tv', generator='recommendations', judgements='engagement') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "recommendations", "recs.run")

_RECS3 = ["als", "sasrec", "lightgcn"]
_OUT = ("recs.run",)
_ONE_RUN = "new-users/home Q0 ml:1193 1 0.91 als\nnew-users/home Q0 ml:661 2 0.77 als\nnew-users/home Q0 ml:3408 3 0.52 als\n"
# the team's files, as their tools write them (a few lines)
_INTER = ("user_id:token\titem_id:token\trating:float\ttimestamp:float\n196\t242\t3\t881250949\n"
          "186\t302\t3\t891717742\n")
_ITEM = "item_id:token\tmovie_title:token_seq\trelease_year:token\tclass:token_seq\n1\tToy Story\t1995\tAnimation\n"
_RATINGS_DAT = "1::1193::5::978300760\n1::661::3::978302109\n1::914::3::978301968\n"
_MOVIES_DAT = "1::Toy Story (1995)::Animation|Children's|Comedy\n2::Jumanji (1995)::Adventure|Children's|Fantasy\n"
_RATINGS_CSV = "userId,movieId,rating,timestamp\n1,1,4.0,964982703\n1,3,4.0,964981247\n"
_LENSKIT = "user,item,score,rank\n1,1193,4.71,1\n1,661,4.52,2\n2,914,4.9,1\n"
_ELLIOT = ("experiment:\n  dataset: movielens_1m\n  data_config:\n    strategy: dataset\n    dataset_path: "
           "../data/movielens_1m/dataset.tsv\n  splitting:\n    test_splitting:\n      strategy: random_subsampling\n"
           "  top_k: 10\n  evaluation:\n    simple_metrics: [nDCG, Precision]\n  models:\n    ItemKNN:\n"
           "      neighbors: 50\n")
_AMAZON = ('{"rating": 5.0, "title": "Great", "text": "Loved it.", "images": [], "asin": "B01K8B8YA8", "parent_asin": '
           '"B01K8B8YA8", "user_id": "AGKHLEW2SOWHNMFQIJGBECAF7INQ", "timestamp": 1588687728923, "helpful_vote": 2, '
           '"verified_purchase": true}\n')
_YELP = ('{"review_id": "KU_O5udG6zpxOg-VcAEodg", "user_id": "mh_-eMZ6K5RLWhZyISBhwA", "business_id": '
         '"XQfwVwDr-v0ZS3_CbbE5Xw", "stars": 3.0, "useful": 0, "funny": 0, "cool": 0, "text": "If you decide", '
         '"date": "2018-07-07 22:09:11"}\n')
_NETFLIX = "1:\n1488844,3,2005-09-06\n822109,5,2005-05-13\n885013,4,2005-10-19\n"


def _checkpoint() -> bytes:
    """A PyTorch checkpoint (torch.save since 1.6): a zip whose members live under '<name>/' with data.pkl."""
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as z:
        for name, data in (("SASRec/data.pkl", b"\x80\x02}q\x00."), ("SASRec/version", b"3\n"),
                           ("SASRec/data/0", b"\x00" * 16)):
            z.writestr(zipfile.ZipInfo(name, (2026, 11, 27, 0, 0, 0)), data)
    return buf.getvalue()


def thirtyfirst_bar_recsys_cases() -> list[Case]:
    G = THIRTYFIRST_RECSYS
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="recommendations", judgements="engagement", runs=_RECS3, stem="recs", outputs=_OUT,
        item="item", rounded="lightgcn",
        weights="{'als': 1.0, 'sasrec': 2.0, 'lightgcn': 1.0, 'popularity': 0.5}",
        lone_query="R['popularity']['cold-start/onboarding'] = {'ml:2571': 0.9, 'ml:260': 0.6}\n",
        trust="sasrec 2\nlightgcn 0.5\nals 1\n",
        trust_dict="{'sasrec': 2, 'lightgcn': 0.5, 'als': 1}",
        texts={
            "rrf": ("u31a_rrf_recommenders",
                    "rankagg.fuse({recommender: {segment/surface: {item: score}}}, method='rrf'): four recommenders, "
                    "six segments ('new-users/home'), items by catalogue id ('ml:1193': a ':' inside the id)"),
            "borda": ("u31a_borda_partial_lists",
                      "rankagg.fuse(..., method='borda'): a recommender does not return some items for a segment"),
            "combsum": ("u31a_combsum_tied_scores",
                        "rankagg.fuse(..., method='combsum'): LightGCN's scores at one decimal (many ties) beside the "
                        "others"),
            "fuser": ("u31a_weighted_fuser_ab_lift",
                      "rankagg.Fuser('rrf', weights=...) per segment: SASRec counts 2, popularity 0.5"),
            "frame": ("u31a_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the scores as the offline "
                      "evaluation's table holds them, a row per segment, item and recommender"),
            "evaluate": ("u31a_evaluate_engagement",
                         "rankagg.evaluate(fused ranking, engagement, ['nDCG@5', 'AP', 'P@3']): does the fused ranking "
                         "put first the items watched to the end"),
            "lone": ("u31a_one_recommender_segment",
                     "rankagg.fuse(..., method='rrf'): a segment only popularity serves (cold start) beside segments "
                     "every recommender covers"),
            "cli_rrf": ("u31a_cli_rrf_runs",
                        "rankagg fuse als.run sasrec.run lightgcn.run --method rrf -o recs.run: one run per "
                        "recommender, segments as queries"),
            "cli_borda": ("u31a_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: SASRec counts double)"),
            "cli_combsum": ("u31a_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four items a carousel shows"),
            "cli_evaluate": ("u31a_cli_evaluate_engagement_qrels",
                             "rankagg evaluate recs.run --qrels engagement.qrels -m ndcg_cut.5 -m map: the fused "
                             "ranking against engagement (0-2)"),
            "cli_parquet": ("u31a_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o recs.parquet: gzipped runs from the nightly "
                            "batch, a Parquet table for the serving layer")})

    # --- the team's files given where runs are read: named by their format or tool ----------------------------------
    cases += files_as_runs(cli_bad, [
        ("u31a_recbole_inter_as_run", "RecBole's atomic interaction file (user_id:token, item_id:token, "
         "rating:float, timestamp:float)", "ml-100k.inter", _INTER, "RecBole", "ml-100k.inter:1"),
        ("u31a_recbole_item_as_run", "RecBole's atomic item file (item_id:token, movie_title:token_seq, ...)",
         "ml-100k.item", _ITEM, "RecBole", "ml-100k.item:1"),
        ("u31a_movielens_ratings_dat_as_run", "MovieLens 1M's ratings.dat (UserID::MovieID::Rating::Timestamp)",
         "ratings.dat", _RATINGS_DAT, "MovieLens", "ratings.dat:1"),
        ("u31a_movielens_movies_dat_as_run", "MovieLens 1M's movies.dat (MovieID::Title::Genres)", "movies.dat",
         _MOVIES_DAT, "MovieLens", "movies.dat:1"),
        ("u31a_movielens_ratings_csv_as_run", "MovieLens' ratings.csv (userId, movieId, rating, timestamp)",
         "ratings.csv", _RATINGS_CSV, "MovieLens", "ratings.csv:1"),
        ("u31a_lenskit_recs_as_run", "LensKit's recommendations saved as CSV (user, item, score, rank)",
         "recs_als.csv", _LENSKIT, "LensKit", "recs_als.csv:1"),
        ("u31a_elliot_config_as_run", "an Elliot configuration (experiment: dataset, data_config, models)",
         "elliot_config.yml", _ELLIOT, "Elliot", "elliot_config.yml:1"),
        ("u31a_amazon_reviews_as_run", "Amazon Reviews 2023 (JSON lines: rating, title, text, asin, parent_asin, "
         "user_id)", "Movies_and_TV.jsonl", _AMAZON, "Amazon Reviews", "Movies_and_TV.jsonl:1"),
        ("u31a_yelp_reviews_as_run", "the Yelp dataset's reviews (JSON lines: review_id, user_id, business_id, "
         "stars)", "yelp_academic_dataset_review.json", _YELP, "Yelp", "yelp_academic_dataset_review.json:1"),
        ("u31a_netflix_prize_as_run", "Netflix Prize ratings (MovieID: then CustomerID,Rating,Date lines)",
         "combined_data_1.txt", _NETFLIX, "Netflix Prize", "combined_data_1.txt:1"),
        ("u31a_pytorch_checkpoint_as_run", "a PyTorch checkpoint (torch.save: a zip with data.pkl) of a RecBole model",
         "SASRec-Nov-27-2026_10-00-00.pth", _checkpoint(), "PyTorch", "SASRec-Nov-27-2026_10-00-00.pth")],
        one_run=("als.run", _ONE_RUN), stem="recs",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a model checkpoint read as lines gives no ranking: named by what it holds")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u31a_recbole_inter_as_qrels", "ml-100k.inter", _INTER, "RecBole"),
        ("u31a_ratings_dat_as_qrels", "ratings.dat", _RATINGS_DAT, "MovieLens"),
        ("u31a_ratings_csv_as_qrels", "ratings.csv", _RATINGS_CSV, "MovieLens"),
        ("u31a_netflix_as_qrels", "combined_data_1.txt", _NETFLIX, "Netflix Prize")],
        one_run=("als.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u31a_out_inter", "recs.inter", "a RecBole interaction file"),
        ("u31a_out_item", "recs.item", "a RecBole item file"),
        ("u31a_out_pth", "recs.pth", "a PyTorch checkpoint")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=31"))

    # --- the team's documents and tables given to the API ---------------------------------------------------------
    cases += [
        bad("u31a_api_ratings_frame",
            "rankagg.fuse(pd.read_csv(ratings.csv)): MovieLens' ratings given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('ratings.csv'), method='borda')\n",
            "MovieLens", why="a table of runs has qid, docid, run and score columns; MovieLens' has users' ratings",
            files={"ratings.csv": _RATINGS_CSV}),
        bad("u31a_api_lenskit_frame",
            "rankagg.fuse({'als': pd.read_csv(recs_als.csv)}): LensKit's recommendations (user, item, score, rank) as "
            "one run", "import pandas as pd, rankagg\nrankagg.fuse({'als': pd.read_csv('r.csv')}, method='rrf')\n",
            "LensKit", why="LensKit's recommendations are a run once user and item are named qid and docid: the "
                           "frame's columns are told, with the renaming", files={"r.csv": _LENSKIT}),
        bad("u31a_api_amazon_reviews_list",
            "rankagg.fuse([json.loads(l) for l in open(Movies_and_TV.jsonl)]): Amazon's reviews given as the runs",
            "import json, rankagg\nrankagg.fuse([json.loads(l) for l in open('a.jsonl')], method='rrf')\n",
            "Amazon Reviews", why="a list of runs holds {query: {document: score}} mappings; a review holds text",
            files={"a.jsonl": _AMAZON}),
    ]
    return cases
