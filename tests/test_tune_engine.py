"""``rankagg tune --engine NAME`` (issue 50 item 5): on real round-5 runs (a lexical run and a neural one, the
first topics, shallow input), tuning for each engine preset searches only what the engine can express, and
``export_model`` of the model it writes succeeds for every preset that takes a per-list window (with the window
60, as tuned with ``--input-depth 60``; for the others ``tune`` refuses before it reads anything, naming the
option, as their export would), whether the model holds the tuned setting (``--if-no-gain tuned``) or the
untuned one."""

from __future__ import annotations

import gzip
import json

import pytest

from rankagg.cli import main
from rankagg.engines import export_model
from rankagg.engines.catalogue import DIALECTS

TOPICS = 12


def _exports_at_depth(model, engine: str) -> bool:
    """A model tuned with --input-depth 60 is exported with the window 60 under the engine's name for it, or
    refused naming --input-depth by an engine without a window (tests/test_left7_export_input_depth.py); False
    when refused."""
    from rankagg.engines import export_request
    from rankagg.engines.limits import INTEGER_LIMITS
    from rankagg.models import read_fusion_model

    m = read_fusion_model(model)
    assert m is not None and m["input_depth"] == 60
    if (engine, "window") in INTEGER_LIMITS:
        assert export_model(model, engine, lists=["bm25", "dense"]) == \
            export_request(engine, m["method"], m["params"], m["weights"], ["bm25", "dense"], window=60)
        return True
    with pytest.raises(ValueError, match=f"{engine} takes no per-list window.*--input-depth 60"):
        export_model(model, engine, lists=["bm25", "dense"])
    return False


@pytest.fixture(scope="module")
def round5_pair(trec_covid_dir, tmp_path_factory):
    """bm25 (poznan_baseline) and dense (covidex.r5.2s.lr) on the first topics, and their qrels."""
    out = tmp_path_factory.mktemp("tune_engine")
    paths = []
    for run, name in (("poznan_baseline", "bm25"), ("covidex.r5.2s.lr", "dense")):
        with gzip.open(trec_covid_dir / "runs" / f"{run}.gz", "rt") as fh:
            lines = [ln.split() for ln in fh]
        path = out / f"{name}.run"
        path.write_text("".join(" ".join(p[:5] + [name]) + "\n" for p in lines if int(p[0]) <= TOPICS))
        paths.append(str(path))
    qrels = out / "qrels.txt"
    qrels.write_text("".join(ln for ln in (trec_covid_dir / "qrels-round5.txt").open() if int(ln.split()[0]) <= TOPICS))
    return paths, str(qrels), out


@pytest.mark.parametrize("engine", list(DIALECTS))
@pytest.mark.parametrize("if_no_gain", ["tuned", "untuned"])
def test_tune_for_an_engine_always_exports(round5_pair, engine, if_no_gain, capsys):
    paths, qrels, out = round5_pair
    from rankagg.engines.limits import INTEGER_LIMITS

    model = out / f"{engine}-{if_no_gain}.json"
    code = main(["tune", *paths, "--qrels", qrels, "--engine", engine, "--input-depth", "60", "--folds", "3",
                 "--if-no-gain", if_no_gain, "--quiet", "-o", str(model)])
    said = capsys.readouterr()
    if (engine, "window") not in INTEGER_LIMITS:  # refused before tuning: its export would be refused
        assert code != 0 and not model.exists(), engine
        assert f"{engine} takes no per-list window" in said.err and "--input-depth 60" in said.err, said.err
        return
    assert code == 0 and f"searched what {engine} can express" in said.out
    m = json.loads(model.read_text())
    if not _exports_at_depth(model, engine):
        return
    request = export_model(model, engine, lists=["bm25", "dense"])
    assert request, engine
    space = DIALECTS[engine].tune
    if space.weights == "equal":
        assert len(set(m["weights"].values())) == 1 and m["search"] == "params"
    if space.weights == "unit":
        assert max(m["weights"].values()) <= 1.0


def test_tune_for_an_engine_refuses_before_tuning_what_it_cannot_express(round5_pair, capsys):
    paths, qrels, out = round5_pair
    three = [*paths, paths[0].replace("bm25", "bm25b")]
    with open(paths[0]) as src, open(three[2], "w") as dst:
        dst.write(src.read().replace(" bm25\n", " bm25b\n"))
    model = str(out / "refused.json")
    assert main(["tune", *three, "--qrels", qrels, "--engine", "weaviate_ranked", "--quiet", "-o", model]) != 0
    assert "hybrid search has two legs" in capsys.readouterr().err
    assert main(["tune", *paths, "--qrels", qrels, "--engine", "milvus_rrf", "--search", "coordinate", "--quiet",
                 "-o", model]) != 0
    assert "takes no weights" in capsys.readouterr().err
    assert main(["tune", *paths, "--qrels", qrels, "--engine", "elasticsearch_linear", "--method", "rrf", "--quiet",
                 "-o", model]) != 0
    assert "it fuses normalised scores" in capsys.readouterr().err
    assert not (out / "refused.json").exists()


def test_the_search_space_keeps_what_the_engine_accepts():
    from rankagg.engines.tuning import engine_search

    lists = ["bm25", "dense"]
    # MongoDB's rank constant is 60: of rrf's grid, only k = 60 is searched
    space = engine_search("mongodb_rank_fusion", lists, "rrf", "nested")
    assert space.grid == {"k": [60]} and space.method == "rrf" and space.search == "nested"
    assert any("k searched over [60]" in n for n in space.notes)
    # the engine's own method fixes the constant instead; no weights: the grid alone
    assert engine_search("mongodb_rank_fusion", lists, None, "nested").grid == {}
    assert engine_search("lancedb_rrf", lists, None, "nested").search == "params"
    with pytest.raises(ValueError, match="best_input writes rrf"):
        engine_search("qdrant_dbsf", lists, None, "nested", may_keep_one_run=True)


def test_the_model_is_fitted_to_the_engine_and_exported_once():
    from rankagg.engines import export_request
    from rankagg.engines.tuning import engine_search, fit_to_engine
    from rankagg.experiments.tune import TuneResult

    lists = ["bm25", "dense"]
    tuned = TuneResult(method="combsum", measure="nDCG@10", params={"norm": "arctan"},
                       weights={"bm25": 3.0, "dense": 1.5}, cv_estimate=0.5, cv_default=0.5, train_score=0.5)
    with pytest.raises(ValueError, match=r"WeightedRanker's weights must be in \[0, 1\]"):
        export_request("milvus_weighted", tuned.method, tuned.params, tuned.weights, lists)
    fitted = fit_to_engine(tuned, engine_search("milvus_weighted", lists, None, "nested"))
    assert fitted.weights == {"bm25": 1.0, "dense": 0.5}  # divided by the largest: the same order
    # the untuned model resets the grid's parameters to the method's defaults (rrf: k = 60); LanceDB's MRR is k = 0
    untuned = TuneResult(method="rrf", measure="nDCG@10", params={"k": 60.0, "positions": "local",
                                                                  "weighting": "multiply"},
                         weights={"bm25": 1.0, "dense": 1.0}, cv_estimate=0.5, cv_default=0.5, train_score=0.5,
                         kept="untuned")
    assert fit_to_engine(untuned, engine_search("lancedb_mrr", lists, None, "nested")).params["k"] == 0.0


@pytest.mark.parametrize("engine", ["elasticsearch_rrf", "qdrant_rrf", "opensearch_hybrid_fusion"])
def test_the_default_fallback_for_an_engine_is_a_fusion_it_runs(round5_pair, engine, capsys):
    """With ``--if-no-gain default`` (tune's default), a setting that does not ship falls back to the engine's
    untuned fusion, not to the label-free default (a quality-weighted fusion no engine runs), so the export
    still succeeds (the merge of issues 47 and 50.5).  Two copies of one run: no setting can gain."""
    from rankagg.defaults import DEFAULT_METHOD

    paths, qrels, out = round5_pair
    twin = out / "bm25-twin.run"
    with open(paths[1]) as src:
        twin.write_text(src.read().replace(" dense\n", " bm25\n"))
    from rankagg.engines.limits import INTEGER_LIMITS

    model = out / f"{engine}-default.json"
    windowed = (engine, "window") in INTEGER_LIMITS  # an engine without a window: tuned on whole lists
    assert main(["tune", str(twin), paths[1], "--qrels", qrels, "--engine", engine,
                 *(["--input-depth", "60"] if windowed else []), "--folds", "3", "--quiet", "-o", str(model)]) == 0
    assert "the label-free default is not an engine's fusion" in capsys.readouterr().out
    m = json.loads(model.read_text())
    assert m["method"] != DEFAULT_METHOD and not m["method"].startswith("pseudo_qrels")
    if windowed:
        assert _exports_at_depth(model, engine)  # the window 60
    else:
        assert export_model(model, engine, lists=["bm25", "dense"])
