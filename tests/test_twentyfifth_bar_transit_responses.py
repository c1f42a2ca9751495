"""Issue 45's twenty-fifth bar, a journey planner team's routing responses parsed in Python and given to rankagg as
they are: OpenTripPlanner's plan (``json.load`` of the plan API's answer), OSRM's, Valhalla's and GraphHopper's route
responses were told by the run form they break ("run 'requestParameters', query 'fromPlace': expected {docid: score},
got str", "query 'code'", a GraphHopper answer's 'hints' "a {docid: score} list without its query", a qrels grade
'47.378177,8.540192') instead of by name.  Found beside the bar's files (its u25g_*_json_as_run rows are the same
documents saved), fixed in :func:`rankagg.io.json_documents.document_shape`, which every in-memory door asks.

The members are generated: each engine's answer, whole or trimmed to the keys that tell it, given as a run, as the
runs, as a Fuser's list, as evaluate's run and as its qrels.  Near shapes keep their reading: runs whose queries are
named 'plan', 'routes' or 'trip' and hold {docid: score}."""

from __future__ import annotations

import pytest

import rankagg

OTP = {"requestParameters": {"fromPlace": "47.378177,8.540192", "toPlace": "46.948832,7.439136"},
       "plan": {"from": {"name": "Zürich HB"}, "itineraries": [{"duration": 3480, "generalizedCost": 4123}]},
       "debugOutput": {"totalTime": 41}}
OSRM = {"code": "Ok", "routes": [{"duration": 3871.2, "distance": 125301.4, "weight": 3871.2}],
        "waypoints": [{"name": "Bahnhofplatz", "location": [8.540192, 47.378177]}]}
VALHALLA = {"trip": {"locations": [{"lat": 47.378177, "lon": 8.540192}], "legs": [{"summary": {"time": 3712.4}}],
                     "summary": {"time": 3712.4}, "status": 0}, "alternates": []}
GRAPHHOPPER = {"hints": {"visited_nodes.sum": 1024}, "info": {"copyrights": ["GraphHopper"], "took": 7},
               "paths": [{"time": 3900123, "distance": 125011.2}]}
#: (an answer, a word its message must hold); each also trimmed to the keys that tell it
ANSWERS = [(OTP, "OpenTripPlanner"), ({"plan": {"itineraries": []}}, "OpenTripPlanner"), (OSRM, "OSRM"),
           ({"code": "NoRoute", "routes": []}, "OSRM"), (VALHALLA, "Valhalla"), ({"trip": {"legs": []}}, "Valhalla"),
           (GRAPHHOPPER, "GraphHopper"), ({"info": {}, "paths": []}, "GraphHopper")]
#: each door an answer meets, given it in place of a run, the runs, a list or the judgements
DOORS = {"a run": lambda a: rankagg.fuse({"otp": a, "r5": {"OD1": {"IT1": -3480.0}}}, method="rrf"),
         "the runs": lambda a: rankagg.fuse(a, method="rrf"),
         "a Fuser's list": lambda a: rankagg.Fuser("rrf")({"otp": a, "r5": {"IT1": -3480.0}}),
         "evaluate's run": lambda a: rankagg.evaluate(a, {"OD1": {"IT1": 2}}, ["AP"]),
         "evaluate's qrels": lambda a: rankagg.evaluate({"OD1": {"IT1": -3480.0}}, a, ["AP"])}


@pytest.mark.parametrize("answer,what", ANSWERS)
@pytest.mark.parametrize("door", sorted(DOORS))
def test_a_routing_answer_is_named_at_every_in_memory_door(answer, what, door):
    with pytest.raises(ValueError) as caught:
        DOORS[door](answer)
    message = str(caught.value)
    assert what in message and "minus its duration" in message and "\n" not in message, message


@pytest.mark.parametrize("query", ["plan", "routes", "trip", "paths"])
def test_runs_whose_queries_bear_the_answers_keys_are_fused(query):
    runs = {"otp": {query: {"IT-a@25:10:00": -3480.0, "IT-b@25:20:00": -3600.0}, "code": {"IT-c": -1.0}},
            "osrm": {query: {"IT-b@25:20:00": -3540.0, "IT-a@25:10:00": -3700.0}, "info": {"IT-c": -2.0}}}
    fused = rankagg.fuse(runs, method="rrf")
    # RRF (k = 60) by hand: each itinerary is first in one run and second in the other
    assert fused[query] == pytest.approx({"IT-a@25:10:00": 1 / 61 + 1 / 62, "IT-b@25:20:00": 1 / 62 + 1 / 61})
    assert list(fused["code"]) == ["IT-c"] and list(fused["info"]) == ["IT-c"]
