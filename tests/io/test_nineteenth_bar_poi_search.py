"""Issue 45's nineteenth bar (a maps team fusing point-of-interest rankers), the three fault classes it found:

* a run of distances (lower is better) whose lists tie (places of one building at 0 m) was not warned about, since
  the rule asked each score to be above the one before; equal scores now keep a list rising (the warning of
  docs/conventions.md for every run whose scores rise down every list);
* a GeoJSON map layer given as a run was told to be 'JSON such as BEIR's results' (a file not named .json), a
  comparison table it is not (named .json), or a run of a query 'type' (parsed, at each in-memory door); it is now
  named a GeoJSON document at every door, and so is a search engine's response saved as .json;
* a fused run written under a map layer's name (``fused.geojson``, ``.kml``) was written as TREC lines no GIS reader
  reads; such names are refused as ``.json`` is, for the run, the explanation and the LETOR scores.

Each expectation is the documented rule applied by hand to the generated input."""

from __future__ import annotations

import gzip
import json
import random
import warnings

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import rankagg
from rankagg.api import fuse_files
from rankagg.api.commands import check_fuse_outputs
from rankagg.io import InputFormatWarning

RISE = "the scores rise down every list"


@st.composite
def distance_runs(draw):
    """A run of 1-4 queries whose lists are distances in metres written nearest first (rising, ties kept: several
    places at 0 m), farthest first, or all equal; some lists of one place (a rural query)."""
    rnd = random.Random(draw(st.integers(0, 2**32 - 1)))
    queries = [f"coffee@52.{rnd.randrange(10**4):04d},-0.{rnd.randrange(10**4):04d}" for _ in range(draw(st.integers(1, 4)))]
    queries = list(dict.fromkeys(queries))
    way = draw(st.sampled_from(["nearest_first", "farthest_first", "all_equal", "mixed"]))
    lists: dict[str, list[tuple[str, float]]] = {}
    for q in queries:
        n = rnd.choice([1, 2, 3, 5, 8])
        at_zero = rnd.randint(0, n)
        metres = sorted([0.0] * at_zero + [float(10 * rnd.randint(0, 30)) for _ in range(n - at_zero)])
        kind = way if way != "mixed" else rnd.choice(["nearest_first", "farthest_first"])
        if kind == "farthest_first":
            metres.reverse()
        elif kind == "all_equal":
            metres = [metres[0]] * n
        lists[q] = [(f"node/{i}" if i % 2 else f"Café_{i}", m) for i, m in enumerate(metres)]
    text = "".join(f"{q} Q0 {d} {r} {m!r} geo\n" for q, lst in lists.items() for r, (d, m) in enumerate(lst, 1))
    return text, lists, draw(st.booleans())


def rises_everywhere(lists: dict[str, list[tuple[str, float]]]) -> bool:
    """By hand: no list of two or more falls, some rises, and some list has three places or more."""
    long = [[m for _, m in lst] for lst in lists.values() if len(lst) >= 2]
    return (bool(long) and max(map(len, long)) >= 3
            and all(b >= a for m in long for a, b in zip(m, m[1:]))
            and any(b > a for m in long for a, b in zip(m, m[1:])))


def _warned(action) -> list[str]:
    with warnings.catch_warnings(record=True) as got:
        warnings.simplefilter("always")
        action()
    return [str(w.message) for w in got if issubclass(w.category, InputFormatWarning) and RISE in str(w.message)]


READ_DOORS = {
    "fuse": lambda path, folder, lists: rankagg.fuse([str(path)], "rrf"),
    "fuse_files": lambda path, folder, lists: fuse_files([path], folder / "o.run", method="rrf", stream=False),
    "evaluate": lambda path, folder, lists: rankagg.evaluate(
        str(path), {q: {lst[0][0]: 1} for q, lst in lists.items()}, ["P@5"]),
}


@pytest.mark.parametrize("door", sorted(READ_DOORS))
@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(run=distance_runs())
def test_a_run_of_distances_with_ties_is_warned_about(tmp_path, door, run):
    text, lists, gz = run
    folder = tmp_path / door
    folder.mkdir(exist_ok=True)
    path = folder / ("geo.run.gz" if gz else "geo.run")
    path.write_bytes(gzip.compress(text.encode()) if gz else text.encode())
    got = _warned(lambda: READ_DOORS[door](path, folder, lists))
    if rises_everywhere(lists):
        assert len(got) == 1 and str(path) in got[0], got
    else:
        assert got == []


def test_the_building_at_zero_metres_is_still_ranked_as_trec_eval_ranks(tmp_path):
    """The warning changes no order: highest score first, a tie by the docid descending (trec_eval)."""
    path = tmp_path / "geo.run"
    path.write_text("q Q0 a 1 0 geo\nq Q0 b 2 0 geo\nq Q0 c 3 35 geo\nq Q0 d 4 120 geo\n")
    with pytest.warns(InputFormatWarning, match=RISE):
        fused = rankagg.fuse([str(path)], "rrf")
    assert list(fused["q"]) == ["d", "c", "b", "a"]


# -- GeoJSON (and a search engine's response) named at every door

FEATURE = {"type": "Feature", "geometry": {"type": "Point", "coordinates": [-0.1276, 51.5072]},
           "properties": {"id": "node/123456789", "name": "Café Zürich", "score": 0.93}}
DOCUMENTS = {
    "FeatureCollection": {"type": "FeatureCollection", "features": [FEATURE, {**FEATURE, "properties": {"id": "way/9"}}]},
    "Feature": FEATURE,
}


@pytest.mark.parametrize("name", ["results.geojson", "geo.json", "geo.json.gz", "layer.txt", "geo.run"])
@pytest.mark.parametrize("kind", sorted(DOCUMENTS))
@pytest.mark.parametrize("indent", [None, 2])
def test_a_geojson_file_given_as_a_run_is_named_with_its_line(tmp_path, name, kind, indent):
    text = json.dumps(DOCUMENTS[kind], indent=indent)
    path = tmp_path / name
    path.write_bytes(gzip.compress(text.encode()) if name.endswith(".gz") else text.encode())
    other = tmp_path / "text.run"
    other.write_text("q Q0 node/1 1 3.5 text\nq Q0 way/9 2 1.5 text\n")
    for door in (lambda: rankagg.fuse([str(other), str(path)], "rrf"),
                 lambda: fuse_files([other, path], tmp_path / "o.run", method="rrf")):
        with pytest.raises(ValueError) as err:
            door()
        assert f"{path}:1" in str(err.value) and f"GeoJSON {kind}" in str(err.value), str(err.value)
        assert not (tmp_path / "o.run").exists()


@pytest.mark.parametrize("name", ["ratings.geojson", "ratings.qrels", "ratings.json"])
@pytest.mark.parametrize("kind", sorted(DOCUMENTS))
def test_a_geojson_file_given_as_qrels_is_named_with_its_line(tmp_path, name, kind):
    path = tmp_path / name
    path.write_text("\n" + json.dumps(DOCUMENTS[kind], indent=2))
    run = tmp_path / "text.run"
    run.write_text("q Q0 node/1 1 3.5 text\n")
    with pytest.raises(ValueError) as err:
        rankagg.evaluate(str(run), str(path), ["P@1"])
    assert f"{path}:2" in str(err.value) and f"GeoJSON {kind}" in str(err.value), str(err.value)


def test_a_search_response_saved_as_json_is_named(tmp_path):
    path = tmp_path / "bm25.json"
    path.write_text(json.dumps({"took": 3, "hits": {"total": {"value": 1}, "hits": [{"_id": "node/1", "_score": 2.5}]}}))
    with pytest.raises(ValueError, match=r"bm25\.json:1: .*Elasticsearch"):
        rankagg.fuse([str(path)], "rrf")


FRAME_RUN = {"q": {"node/1": 3.5, "way/9": 1.5}}


def _frame():
    import pandas as pd  # the frame door needs a frame

    return pd.DataFrame({"qid": ["q", "q"], "docid": ["node/1", "way/9"], "score": [3.5, 1.5]})


OBJECT_DOORS = {
    "fuse {name: document, name: run}": lambda doc: rankagg.fuse({"geo": doc, "text": FRAME_RUN}, "rrf"),
    "fuse {name: document, name: frame}": lambda doc: rankagg.fuse({"geo": doc, "text": _frame()}, "rrf"),
    "fuse [document]": lambda doc: rankagg.fuse([doc, FRAME_RUN], "rrf"),
    "fuse document": lambda doc: rankagg.fuse(doc, "rrf"),
    "evaluate run": lambda doc: rankagg.evaluate(doc, FRAME_RUN, ["P@1"]),
    "evaluate qrels": lambda doc: rankagg.evaluate(FRAME_RUN, doc, ["P@1"]),
    "Fuser list": lambda doc: rankagg.Fuser("rrf")({"geo": doc, "text": FRAME_RUN["q"]}),
}


@pytest.mark.parametrize("door", sorted(OBJECT_DOORS))
@pytest.mark.parametrize("kind", sorted(DOCUMENTS))
def test_a_parsed_geojson_given_as_a_run_is_named(door, kind):
    with pytest.raises(ValueError) as err:
        OBJECT_DOORS[door](json.loads(json.dumps(DOCUMENTS[kind])))
    assert f"GeoJSON {kind}" in str(err.value), str(err.value)


def test_a_run_with_a_query_named_type_is_still_a_run():
    """Only what no run can be is named a document: a query 'type' holding a list of places is a run."""
    run = {"type": {"node/1": 2.0, "way/9": 1.0}, "features": {"way/9": 3.0}}
    fused = rankagg.fuse({"a": run, "b": run}, "rrf")
    assert list(fused["type"]) == ["node/1", "way/9"] and list(fused["features"]) == ["way/9"]


# -- map layers' names refused for the outputs of lines

@pytest.mark.parametrize("name", ["fused.geojson", "fused.GeoJSON", "fused.geojson.gz", "fused.topojson", "fused.kml",
                                  "fused.gpx"])
def test_a_fused_run_is_not_written_under_a_map_layers_name(tmp_path, name):
    run = tmp_path / "text.run"
    run.write_text("q Q0 node/1 1 3.5 text\nq Q0 way/9 2 1.5 text\n")
    out = tmp_path / name
    with pytest.raises(ValueError, match=f"-o {out}"):
        fuse_files([run], out, method="rrf")
    assert not out.exists()
    with pytest.raises(ValueError, match="--explain"):
        check_fuse_outputs(tmp_path / "fused.run", tmp_path / name)


def test_a_run_name_is_still_written(tmp_path):
    run = tmp_path / "text.run"
    run.write_text("q Q0 node/1 1 3.5 text\nq Q0 way/9 2 1.5 text\n")
    fuse_files([run], tmp_path / "fused.geo.run", method="rrf")
    assert (tmp_path / "fused.geo.run").read_text().split()[2] == "node/1"
