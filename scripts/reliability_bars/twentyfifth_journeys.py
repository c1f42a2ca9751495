"""Issue 45's twenty-fifth bar of scripts/reliability_matrix.py, a journey planner team's route rankings across routing engines (GTFS, OpenTripPlanner, OSRM) (its cases, ids ``u25g_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's.

The team's day: each origin-destination request (``OD017:8503000:0:7>8507000:0:3``, stop ids with their platform
parts) is a query, each candidate itinerary (``IT017-03:8500010:0:4@25:10:00``, its transfer stop and a departure past
midnight as GTFS writes it) a document, and the routing engines the runs: OpenTripPlanner, OSRM (at most three
alternatives), GraphHopper, Valhalla and r5, each scoring an itinerary by minus its duration in seconds (minute
resolution: ties are common).  The engines are fused per request with RRF (the team's default), Borda and CombMNZ
(weights from last month's rider choices), cut to the ten suggestions the app shows, and the consensus judged
against what riders chose (the chosen itinerary grade 2, the ones opened grade 1) by nDCG@10, AP, P@1 and RR.  The
mistakes and odd files: the feed's own files given where runs or qrels are read (a GTFS feed's ``stops.txt``,
``stop_times.txt``, ``routes.txt``, ``trips.txt``, ``calendar.txt`` and the zip, GTFS-Realtime's protobuf, NeTEx
XML, OpenStreetMap's XML and ``.osm.pbf``, GPX and KML tracks, OpenTripPlanner's plan response, OSRM's,
GraphHopper's and Valhalla's route responses, r5's travel-time matrix, the app's query log), and the consensus
named for a mapping format (``.osm.pbf``, ``.o5m``, ``.osc``, ``.mbtiles``, ``.pmtiles``, ``.tcx``, ``.geojsonseq``,
``.wkt``, OSRM's ``.osrm``).

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM / CombMNZ from
references.RANKED_LISTS and LISTS_BY_QUERY, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import io
import json
import struct
import zipfile
from pathlib import Path

from .case import Case, command_cases, named_at, reference_setup, snippet_cases, prints_same
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
    SEEDED_UNIFORM, TREC_MEASURES)

TWENTYFIFTH_JOURNEYS = "45 Unseen inputs: a twenty-fifth bar, a journey planner team's route rankings across routing engines (GTFS, OpenTripPlanner, OSRM)"

_DATA = r'''
import json, math, subprocess, sys
'''[1:] + SEEDED_UNIFORM + r'''ENGINES = ['otp', 'osrm', 'graphhopper', 'valhalla', 'r5']
STOPS = ['8503000:0:7', '8507000:0:3', '8500010:0:4', '8505000:0:1', '8506000:0:2', '8400058:0:1', '8000105:0:12']
def od(k):
    return 'OD%03d:%s>%s' % (k + 1, STOPS[k % 7], STOPS[(3 * k + 1) % 7 if (3 * k + 1) % 7 != k % 7 else (k + 2) % 7])
def itin(k, i):
    return 'IT%03d-%02d:%s@%02d:%02d:00' % (k + 1, i, STOPS[(k + i) % 7], 23 + (i % 3), (7 * i + k) % 60)
def journeys(engines=ENGINES, n_q=10, n=12, seed=3, drop=None, cut=None, signal=600, ids=itin, names=od):
    """{engine: {request: {itinerary: -duration_s}}}, minute resolution (ties); itinerary 0 is the one riders
    choose; ``drop``: {engine: share of itineraries it does not find}; ``cut``: {engine: alternatives it returns}"""
    g = lcg(seed)
    out = {}
    for e in engines:
        out[e] = {}
        for k in range(n_q):
            p = {}
            for i in range(n):
                u, v = next(g), next(g)
                if i and v < (drop or {}).get(e, 0.0):
                    continue
                dur = 1800 + 240 * i - (signal if i == 0 else 0) + 1200 * u
                p[ids(k, i)] = -60 * round(dur / 60)
            if e in (cut or {}):
                p = {d: p[d] for d in desc_order(p)[:cut[e]]}
            out[e][names(k)] = p
    return out
def choices(n_q=10, ids=itin, names=od):
    """what riders did: the chosen itinerary grade 2, the next two opened (grade 1), two more shown and skipped (0)"""
    return {names(k): {ids(k, 0): 2, ids(k, 1): 1, ids(k, 2): 1, ids(k, 3): 0, ids(k, 4): 0} for k in range(n_q)}
''' + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_REFS = {"borda": "borda_ref(l, W)", "rrf": "rrf_ref(l, 60.0, W)", "combsum": "combsum_minmax_ref(l, W)",
         "combmnz": "combmnz_ref(l, W)"}


def _report(code: str, folder: Path) -> bool:
    return prints_same(_REF + code, {"FOLDER": str(folder)})


def _runs_setup(args: str = "", code: str = ""):
    """one TREC run per engine (its tag the engine's name), requests as queries, written with the references"""
    return reference_setup(_REF, f"RUNS = journeys({args})\n"
                           "for t, run in RUNS.items():\n"
                           "    open(P(t + '.run'), 'w').write(run_text(run, t))\n" + code)


def _cli_check(method: str, args: str = "", weights: str = "", depth: int | None = None,
               output: str = "suggestions.run", prep: str = ""):
    code = (f"RUNS = journeys({args})\n{prep}W = {weights or 'None'}\n"
            f"refs = {{q: {_REFS[method]} for q, l in per_query(RUNS).items()}}\n"
            f"report(agree_all(read_run(open(FOLDER + '/{output}').read()), refs, {depth}))\n")
    return lambda out, folder: _report(code, folder)


_RUNS = [f"{e}.run" for e in ("otp", "osrm", "graphhopper", "valhalla", "r5")]
_OUT = ("suggestions.run",)
_ONE_RUN = ("OD001:8503000:0:7>8507000:0:3 Q0 IT001-00:8503000:0:7@23:01:00 1 -3480 otp\n"
            "OD001:8503000:0:7>8507000:0:3 Q0 IT001-01:8507000:0:3@24:08:00 2 -3720 otp\n")

# the team's files, as their tools write them (a few rows)
_STOPS = ("stop_id,stop_name,stop_lat,stop_lon,location_type,parent_station,platform_code\n"
          "8503000:0:7,Zürich HB,47.378177,8.540192,0,Parent8503000,7\n"
          "8503000:0:8,Zürich HB,47.378210,8.540310,0,Parent8503000,8\n"
          "8507000:0:3,Bern,46.948832,7.439136,0,Parent8507000,3\n")
_STOP_TIMES = ("trip_id,arrival_time,departure_time,stop_id,stop_sequence,pickup_type,drop_off_type\n"
               "1.TA.91-5-j26-1.1.H,24:58:00,25:10:00,8503000:0:7,1,0,0\n"
               "1.TA.91-5-j26-1.1.H,25:56:00,25:58:00,8507000:0:3,2,0,0\n")
_ROUTES = ("route_id,agency_id,route_short_name,route_long_name,route_type\n91-5-j26-1,11,IC5,,102\n"
           "91-8-j26-1,11,S8,,109\n")
_TRIPS = ("route_id,service_id,trip_id,trip_headsign,direction_id\n91-5-j26-1,TA+b0001,1.TA.91-5-j26-1.1.H,Bern,0\n"
          "91-8-j26-1,TA+b0001,2.TA.91-8-j26-1.4.R,Winterthur,1\n")
_CALENDAR = ("service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date\n"
             "TA+b0001,1,1,1,1,1,0,0,20261213,20271211\n")
_AGENCY = "agency_id,agency_name,agency_url,agency_timezone\n11,Schweizerische Bundesbahnen SBB,https://www.sbb.ch,Europe/Zurich\n"


def _gtfs_zip() -> bytes:
    """a GTFS feed as agencies publish it: the tables zipped at the archive's root, dated so its bytes are fixed"""
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
        for name, text in [("agency.txt", _AGENCY), ("stops.txt", _STOPS), ("routes.txt", _ROUTES),
                           ("trips.txt", _TRIPS), ("stop_times.txt", _STOP_TIMES), ("calendar.txt", _CALENDAR)]:
            z.writestr(zipfile.ZipInfo(name, (2026, 12, 1, 0, 0, 0)), text)
    return buf.getvalue()


def _varint(n: int) -> bytes:
    out = b""
    while True:
        low, n = n & 0x7F, n >> 7
        out += bytes([low | (0x80 if n else 0)])
        if not n:
            return out


def _field(number: int, data: bytes) -> bytes:
    return _varint(number << 3 | 2) + _varint(len(data)) + data


# GTFS-Realtime's FeedMessage: a header (gtfs_realtime_version "2.0", incrementality, timestamp) and a trip update
_RT_HEADER = _field(1, b"2.0") + _varint(2 << 3) + _varint(0) + _varint(3 << 3) + _varint(1764724200)
_RT = _field(1, _RT_HEADER) + _field(2, _field(1, b"1") + _field(3, _field(1, _field(1, b"1.TA.91-5-j26-1.1.H"))
                                                                 + _field(2, _varint(1 << 3) + _varint(1)
                                                                          + _field(4, b"8503000:0:7"))))
# an .osm.pbf: a 4-byte big-endian length, a BlobHeader typed "OSMHeader", its zlib'd blob
_OSM_BLOB_HEADER = _field(1, b"OSMHeader") + _varint(3 << 3) + _varint(72)
_OSM_PBF = (struct.pack(">I", len(_OSM_BLOB_HEADER)) + _OSM_BLOB_HEADER
            + _field(1, b"\x22\x0eOsmSchema-V0.6\x22\x0aDenseNodes") + b"\x00" * 24)
_NETEX = ('<?xml version="1.0" encoding="UTF-8"?>\n<PublicationDelivery xmlns="http://www.netex.org.uk/netex" '
          'xmlns:gml="http://www.opengis.net/gml/3.2" version="1.1">\n  <PublicationTimestamp>2026-12-01T04:00:00'
          '</PublicationTimestamp>\n  <ParticipantRef>SBB</ParticipantRef>\n</PublicationDelivery>\n')
_OSM = ("<?xml version='1.0' encoding='UTF-8'?>\n<osm version=\"0.6\" generator=\"osmium/1.16.0\">\n"
        "  <bounds minlat=\"47.3\" minlon=\"8.4\" maxlat=\"47.5\" maxlon=\"8.6\"/>\n"
        "  <node id=\"240109189\" version=\"7\" lat=\"47.3781\" lon=\"8.5402\"/>\n</osm>\n")
_GPX = ('<?xml version="1.0" encoding="UTF-8"?>\n<gpx version="1.1" creator="OsmAnd" '
        'xmlns="http://www.topografix.com/GPX/1/1">\n  <trk><name>S8 ride</name><trkseg>\n'
        '    <trkpt lat="47.378177" lon="8.540192"><time>2026-12-02T00:10:00Z</time></trkpt>\n'
        '  </trkseg></trk>\n</gpx>\n')
_KML = ('<?xml version="1.0" encoding="UTF-8"?>\n<kml xmlns="http://www.opengis.net/kml/2.2">\n<Document>'
        '<Placemark><name>Zürich HB</name><Point><coordinates>8.540192,47.378177</coordinates></Point></Placemark>'
        '</Document></kml>\n')
_OTP = json.dumps({"requestParameters": {"fromPlace": "47.378177,8.540192", "toPlace": "46.948832,7.439136",
                                         "time": "1:10am", "date": "12-03-2026", "numItineraries": "5"},
                   "plan": {"date": 1764724200000, "from": {"name": "Zürich HB", "stopId": "1:8503000:0:7"},
                            "itineraries": [{"duration": 3480, "startTime": 1764724200000, "endTime": 1764727680000,
                                             "walkTime": 120, "transitTime": 3360, "waitingTime": 0, "transfers": 0,
                                             "generalizedCost": 4123, "legs": [{"mode": "RAIL", "route": "IC5"}]}]},
                   "debugOutput": {"totalTime": 41}}, indent=2)
_OSRM = json.dumps({"code": "Ok", "routes": [{"geometry": "}_ekH{}ws@", "legs": [
    {"steps": [], "summary": "", "weight": 3871.2, "duration": 3871.2, "distance": 125301.4}],
    "weight_name": "routability", "weight": 3871.2, "duration": 3871.2, "distance": 125301.4}],
    "waypoints": [{"hint": "KSoKAP___38", "distance": 4.1, "name": "Bahnhofplatz", "location": [8.540192, 47.378177]}]})
_VALHALLA = json.dumps({"trip": {"locations": [{"type": "break", "lat": 47.378177, "lon": 8.540192},
                                               {"type": "break", "lat": 46.948832, "lon": 7.439136}],
                                 "legs": [{"summary": {"time": 3712.4, "length": 124.1}, "shape": "o~ppxA"}],
                                 "summary": {"time": 3712.4, "length": 124.1}, "status_message":
                                     "Found route between points", "status": 0, "units": "kilometers",
                                 "language": "en-US"}, "alternates": []})
_GRAPHHOPPER = json.dumps({"hints": {"visited_nodes.sum": 1024}, "info": {"copyrights": ["GraphHopper",
                                                                                      "OpenStreetMap contributors"],
                                                                       "took": 7},
                           "paths": [{"distance": 125011.2, "weight": 4021.3, "time": 3900123, "transfers": 0,
                                      "points_encoded": True, "points": "o~ppxA"}]})
_QUERY_LOG = ("request_id,requested_at,origin_stop_id,destination_stop_id,engine,itinerary_rank,itinerary_id,"
              "duration_s,transfers,chosen\n"
              "r-000017,2026-12-02T00:58:12+01:00,8503000:0:7,8507000:0:3,otp,1,otp-it-3,3480,0,1\n"
              "r-000017,2026-12-02T00:58:12+01:00,8503000:0:7,8507000:0:3,osrm,1,osrm-0,3871,0,0\n")
_R5 = "from_id,to_id,travel_time\n8503000:0:7,8507000:0:3,58\n8503000:0:7,8500010:0:4,54\n"


def twentyfifth_bar_journeys_cases() -> list[Case]:
    G = TWENTYFIFTH_JOURNEYS
    ok, bad = snippet_cases(G, _REF + TREC_MEASURES, ok_timeout=180, bad_timeout=90)
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    cases: list[Case] = []

    # --- the day's answers through the Python API, checked against references computed by hand ---------------------
    cases.append(ok(
        "u25g_rrf_five_engines_dict", "rankagg.fuse({engine: {request: {itinerary: -duration_s}}}, method='rrf'): "
        "OpenTripPlanner, OSRM, GraphHopper, Valhalla and r5 over 10 requests of 12 candidate itineraries, durations "
        "at minute resolution (ties)",
        "import rankagg\nR = journeys()\nres = rankagg.fuse(R, method='rrf')\n"
        "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n",
        why="Cormack et al. 2009: sum 1 / (60 + r), each list ranked by trec_eval's rule (docs/conventions.md)"))
    cases.append(ok(
        "u25g_borda_osrm_three_alternatives", "rankagg.fuse(..., method='borda'): OSRM returns at most three "
        "alternatives, GraphHopper finds a third fewer itineraries; Borda shares the missing ones' points",
        "import rankagg\nR = journeys(seed=5, cut={'osrm': 3}, drop={'graphhopper': 0.35})\n"
        "res = rankagg.fuse(R, method='borda')\n"
        "refs = {q: borda_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n",
        why="rankagg methods borda: n - r + 1 points, (n - k + 1) / 2 for each itinerary a list lacks"))
    cases.append(ok(
        "u25g_combmnz_long_frame", "rankagg.fuse(DataFrame request, itinerary, engine, score renamed qid, docid, run, "
        "score), CombMNZ of minus durations (negative scores), Valhalla missing half of the itineraries",
        "import rankagg, pandas as pd\nR = journeys(seed=7, drop={'valhalla': 0.5})\n"
        "df = pd.DataFrame(frame_rows(R), columns=['qid', 'docid', 'run', 'score'])\n"
        "res = rankagg.fuse(df, method='combmnz')\n"
        "rows = {q: list(zip(g.sort_values('rank')['docid'], g.sort_values('rank')['score'])) "
        "for q, g in res.groupby('qid')}\n"
        "refs = {q: combmnz_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all(rows, refs, written=False))\n",
        why="README: a long DataFrame in, a frame back; rankagg methods combmnz (Fox & Shaw 1994) over min-max scores"))
    cases.append(ok(
        "u25g_fuser_weighted_rrf_per_request", "rankagg.Fuser('rrf', weights=...) per request, as the planner "
        "service fuses: OTP 2 (it knows the timetable), r5 1.5, the street routers 0.5",
        "import rankagg\nW = {'otp': 2.0, 'osrm': 0.5, 'graphhopper': 0.5, 'valhalla': 0.5, 'r5': 1.5}\n"
        "R = journeys(seed=9, cut={'osrm': 3})\nf = rankagg.Fuser('rrf', weights=W)\nmsg = ''\n"
        "for q, lists in per_query(R).items():\n"
        "    msg = msg or agree(f(lists), rrf_ref(lists, 60.0, W), written=False)\n"
        "report(msg)\n",
        why="Cormack et al. 2009: sum w / (60 + r); README's Fuser"))
    cases.append(ok(
        "u25g_combsum_weighted_frame", "rankagg.fuse(frame, method='combsum', weights=...): a weighted CombSUM of "
        "min-max normalised minus durations",
        "import rankagg, pandas as pd\nW = {'otp': 2.0, 'osrm': 0.25, 'graphhopper': 0.5, 'valhalla': 0.75, 'r5': 1.5}\n"
        "R = journeys(seed=11, drop={'r5': 0.3})\n"
        "df = pd.DataFrame(frame_rows(R), columns=['qid', 'docid', 'run', 'score'])\n"
        "res = rankagg.fuse(df, method='combsum', weights=W)\n"
        "rows = {q: list(zip(g.sort_values('rank')['docid'], g.sort_values('rank')['score'])) "
        "for q, g in res.groupby('qid')}\n"
        "refs = {q: combsum_minmax_ref(l, W) for q, l in per_query(R).items()}\n"
        "report(agree_all(rows, refs, written=False))\n",
        why="rankagg methods combsum: sum of w x min-max scores (docs/conventions.md)"))
    cases.append(ok(
        "u25g_evaluate_rider_choices", "rankagg.evaluate(consensus, qrels, ['nDCG@10', 'AP', 'P@5', 'RR']): the RRF "
        "consensus against what riders chose (the chosen itinerary 2, opened ones 1, skipped 0)",
        "import rankagg\nR = journeys(seed=13, signal=240)\nres = rankagg.fuse(R, method='rrf')\nqrels = choices()\n"
        "got = rankagg.evaluate(res, qrels, ['nDCG@10', 'AP', 'P@5', 'RR'])\n"
        "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
        "orders = {q: fused_order(r) for q, r in refs.items()}\n"
        "want, _ = measures(orders, qrels)\n"
        "report('' if all(abs(got[m] - want[m]) < 1e-9 for m in want) and 0 < want['AP'] < 1 "
        "else '%r vs %r' % (got, want))\n",
        why="trec_eval's nDCG@10 (gain = grade), AP, P@5, RR (references.TREC_MEASURES)"))
    cases.append(ok(
        "u25g_equal_durations_by_hand", "rankagg.fuse({'otp': ..., 'osrm': ...}, method='borda') of one request's "
        "four itineraries, two of them 58 minutes in both engines: the tie ordered by itinerary id descending, as "
        "trec_eval orders it, Borda points by hand",
        "import rankagg\nq = 'OD001:8503000:0:7>8507000:0:3'\n"
        "O = {'IT001-00:8503000:0:7@23:01:00': -3480, 'IT001-01:8507000:0:3@24:08:00': -3480, "
        "'IT001-02:8500010:0:4@25:15:00': -3600, 'IT001-03:8505000:0:1@23:22:00': -3900}\n"
        "S = {'IT001-00:8503000:0:7@23:01:00': -3480, 'IT001-01:8507000:0:3@24:08:00': -3480, "
        "'IT001-02:8500010:0:4@25:15:00': -4020, 'IT001-03:8505000:0:1@23:22:00': -3540}\n"
        "res = rankagg.fuse({'otp': {q: O}, 'osrm': {q: S}}, method='borda')[q]\n"
        "# otp: 01 00 02 03 -> 4 3 2 1; osrm: 01 00 03 02 -> 4 3 2 1\n"
        "want = {'IT001-01:8507000:0:3@24:08:00': 8.0, 'IT001-00:8503000:0:7@23:01:00': 6.0, "
        "'IT001-02:8500010:0:4@25:15:00': 3.0, 'IT001-03:8505000:0:1@23:22:00': 3.0}\n"
        "order = list(res)\n"
        "report('' if dict(res) == want and order[:2] == ['IT001-01:8507000:0:3@24:08:00', "
        "'IT001-00:8503000:0:7@23:01:00'] and order[2] == 'IT001-02:8500010:0:4@25:15:00' else repr(res))\n",
        why="trec_eval orders equal scores by docid descending (docs/conventions.md); Borda n - r + 1; the 3-point tie "
            "by the house rule: both in two lists, best place 3 for both, then the smaller id"))
    cases.append(ok(
        "u25g_volume_2000_requests", "rankagg.fuse: 2,000 requests x 20 itineraries x 5 engines (200,000 scores), "
        "method='rrf', the top 10 the app shows",
        "import rankagg, numpy as np\nrng = np.random.default_rng(2026)\n"
        "qs = ['OD%05d:8503000:0:7>%07d:0:1' % (k, 8500000 + k) for k in range(2000)]\nruns = {e: {} for e in ENGINES}\n"
        "for k, q in enumerate(qs):\n"
        "    its = ['IT%05d-%02d@25:%02d:00' % (k, i, i) for i in range(20)]\n"
        "    base = rng.random(20)\n"
        "    for e in ENGINES:\n"
        "        runs[e][q] = dict(zip(its, (-60 * np.round(30 + 60 * (0.5 * base + 0.5 * rng.random(20)))).tolist()))\n"
        "res = rankagg.fuse(runs, method='rrf', depth=10)\nmsg = ''\n"
        "for q in qs:\n"
        "    sc = {}\n"
        "    for e in ENGINES:\n"
        "        for r, d in enumerate(desc_order(runs[e][q]), 1):\n"
        "            sc[d] = sc.get(d, 0.0) + 1.0 / (60 + r)\n"
        "    top = sorted(sc, key=lambda d: -sc[d])[:10]\n"
        "    got = res[q]\n"
        "    if len(got) != 10 or any(abs(got[d] - sc[d]) > 1e-12 for d in got) or min(got.values()) < sc[top[-1]] - 1e-12:\n"
        "        msg = msg or '%s: top 10 differs' % q\n"
        "report(msg)\n",
        why="Cormack et al. 2009 RRF by brute force; README: depth= keeps each query's first N", timeout=240))
    cases.append(ok(
        "u25g_rank_column_frame", "rankagg.fuse(frame qid, docid, run, rank): the query log's itinerary_rank per "
        "engine (the order each engine showed), no score column, RRF over those ranks",
        "import rankagg, pandas as pd\nR = journeys(engines=['otp', 'osrm', 'valhalla'], seed=15, cut={'osrm': 3})\n"
        "rows = [(q, d, t, r) for t, run in R.items() for q, p in run.items() for r, d in enumerate(desc_order(p), 1)]\n"
        "df = pd.DataFrame(rows, columns=['qid', 'docid', 'run', 'rank'])\n"
        "ranks = {t: {q: {d: r for qq, d, tt, r in rows if tt == t and qq == q} for q in run} for t, run in R.items()}\n"
        "res = rankagg.fuse(df, method='rrf')\n"
        "got = {q: list(zip(g.sort_values('rank')['docid'], g.sort_values('rank')['score'])) for q, g in res.groupby('qid')}\n"
        "refs = {q: rrf_ranks(l) for q, l in per_query(ranks).items()}\n"
        "report(agree_all(got, refs, written=False))\n",
        why="docs/conventions.md: a frame's rank column is read when it has no score column; Cormack et al. 2009"))
    cases.append(ok(
        "u25g_arrow_table_scores", "rankagg.fuse(pyarrow.Table qid, docid, run, score): the engines' answers as Arrow "
        "(from the Parquet the nightly job writes), RRF",
        "import rankagg, pyarrow as pa\nR = journeys(seed=19, cut={'osrm': 3})\nrows = frame_rows(R)\n"
        "t = pa.table({'qid': [r[0] for r in rows], 'docid': [r[1] for r in rows], 'run': [r[2] for r in rows], "
        "'score': [float(r[3]) for r in rows]})\n"
        "res = rankagg.fuse(t, method='rrf')\n"
        "got = {}\n"
        "for q, d, s, k in zip(*[res.column(c).to_pylist() for c in ('qid', 'docid', 'score', 'rank')]):\n"
        "    got.setdefault(q, []).append((k, d, s))\n"
        "got = {q: [(d, s) for _, d, s in sorted(v)] for q, v in got.items()}\n"
        "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all(got, refs, written=False))\n",
        why="README: Arrow tables are read as long frames; Cormack et al. 2009"))
    cases.append(ok(
        "u25g_request_only_otp", "rankagg.fuse(..., method='rrf'): a night request (OD011, 25:40) only "
        "OpenTripPlanner answers (the street routers know no night buses), beside ten every engine answers",
        "import rankagg\nR = journeys(seed=45)\nR['otp']['OD011:8506000:0:2>8503000:0:7'] = "
        "{'N1:8506000:0:2@25:40:00': -2940.0, 'N2:8503000:0:8@26:05:00': -3300.0, 'SN5:8503000:0:7@25:52:00': -3300.0}\n"
        "res = rankagg.fuse(R, method='rrf')\n"
        "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n",
        why="Cormack et al. 2009: a query is fused over the runs that hold it (PER_QUERY)"))

    # --- the command line ------------------------------------------------------------------------------------------
    cases.append(cli_ok(
        "u25g_cli_rrf_engine_runs", "rankagg fuse otp.run osrm.run graphhopper.run valhalla.run r5.run --method rrf "
        "-o suggestions.run: one run per engine, requests and itineraries with the stop ids' colons",
        ["fuse", *_RUNS, "--method", "rrf", "-o", "suggestions.run"], None, _cli_check("rrf", "seed=23"),
        setup=_runs_setup("seed=23"), why="Cormack et al. 2009; TREC lines ranked by score (docs/conventions.md)"))
    cases.append(cli_ok(
        "u25g_cli_borda_weights_file", "rankagg fuse ... --method borda --weights weights.txt ('NAME W' lines fitted "
        "on last month's choices)", ["fuse", *_RUNS, "--method", "borda", "--weights", "weights.txt", "-o",
                                     "suggestions.run"],
        {"weights.txt": "otp 2\nosrm 0.5\ngraphhopper 0.75\nvalhalla 0.75\nr5 1.5\n"},
        _cli_check("borda", "seed=25, cut={'osrm': 3}", "{'otp': 2, 'osrm': 0.5, 'graphhopper': 0.75, "
                   "'valhalla': 0.75, 'r5': 1.5}"),
        setup=_runs_setup("seed=25, cut={'osrm': 3}"),
        why="rankagg fuse --help: --weights FILE of 'NAME W' lines; weighted Borda"))
    cases.append(cli_ok(
        "u25g_cli_combmnz_depth_10", "rankagg fuse ... --method combmnz --depth 10: Valhalla and GraphHopper miss "
        "some itineraries; the ten suggestions the app shows",
        ["fuse", *_RUNS, "--method", "combmnz", "--depth", "10", "-o", "suggestions.run"], None,
        _cli_check("combmnz", "seed=27, drop={'valhalla': 0.4, 'graphhopper': 0.3}", depth=10),
        setup=_runs_setup("seed=27, drop={'valhalla': 0.4, 'graphhopper': 0.3}"),
        why="rankagg methods combmnz: min-max CombSUM times the lists holding the itinerary; --depth 10"))
    cases.append(cli_ok(
        "u25g_cli_input_depth_shown", "rankagg fuse ... --method rrf --input-depth 5: only the five itineraries each "
        "engine's answer would show are fused",
        ["fuse", *_RUNS, "--method", "rrf", "--input-depth", "5", "-o", "suggestions.run"], None,
        _cli_check("rrf", "seed=29", prep="RUNS = {e: {q: {d: p[d] for d in desc_order(p)[:5]} for q, p in r.items()} "
                   "for e, r in RUNS.items()}\n"),
        setup=_runs_setup("seed=29"),
        why="docs/conventions.md: --input-depth N cuts each run first (by trec_eval's order); Cormack et al. 2009"))
    cases.append(cli_ok(
        "u25g_cli_gzip_runs_parquet_out", "rankagg fuse otp.run.gz osrm.run.gz r5.run.gz --method rrf -o "
        "suggestions.parquet: gzipped runs from the nightly job, the consensus as a Parquet table for the app",
        ["fuse", "otp.run.gz", "osrm.run.gz", "r5.run.gz", "--method", "rrf", "-o", "suggestions.parquet"], None,
        lambda out, folder: _report(
            "import pandas as pd\nt = pd.read_parquet(FOLDER + '/suggestions.parquet')\n"
            "R = journeys(engines=['otp', 'osrm', 'r5'], seed=31, cut={'osrm': 3})\n"
            "rows = {q: list(zip(g.sort_values('rank')['doc_id'], g.sort_values('rank')['score'])) "
            "for q, g in t.groupby('q_id')}\n"
            "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
            "report(agree_all(rows, refs))\n", folder),
        setup=reference_setup(_REF, "import gzip\n"
                              "for t, run in journeys(engines=['otp', 'osrm', 'r5'], seed=31, cut={'osrm': 3}).items():\n"
                              "    open(P(t + '.run.gz'), 'wb').write(gzip.compress(run_text(run, t).encode(), mtime=0))\n"),
        why="docs/conventions.md: -o names a TREC run or a Parquet table; runs may be gzipped"))
    cases.append(cli_ok(
        "u25g_cli_evaluate_choices", "rankagg evaluate suggestions.run --qrels choices.qrels -m map -m P.1 -m "
        "ndcg_cut.10: the consensus against riders' choices",
        ["evaluate", "suggestions.run", "--qrels", "choices.qrels", "-m", "map", "-m", "P.1", "-m", "ndcg_cut.10"],
        None,
        lambda out, folder: _report(
            TREC_MEASURES + "rows = read_run(open(FOLDER + '/suggestions.run').read())\nqrels = choices()\n"
            "orders = {q: [d for d, _ in sorted(r, key=lambda x: (x[1], x[0].encode()), reverse=True)] "
            "for q, r in rows.items()}\nwant, _ = measures(orders, qrels)\n"
            "p1 = sum(prec(o, qrels[q], 1) for q, o in orders.items()) / len(orders)\n"
            "nums = {}\nfor line in OUT.splitlines():\n    f = line.split()\n"
            "    if len(f) >= 3 and f[-2] == 'all':\n        nums[f[0]] = float(f[-1])\n"
            "ap = nums.get('AP', nums.get('map'))\ngot1 = nums.get('P@1', nums.get('P_1'))\n"
            "nd = nums.get('nDCG@10', nums.get('ndcg_cut_10'))\n"
            "report('' if None not in (ap, got1, nd) and abs(ap - want['AP']) < 1e-4 and 0 < ap < 1 and "
            "abs(got1 - p1) < 1e-4 and abs(nd - want['nDCG@10']) < 1e-4 else 'got %r want %r %r' % (nums, want, p1))\n"
            .replace("OUT", repr(out)), folder),
        setup=reference_setup(_REF, "R = journeys(seed=33, signal=240)\n"
                              "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
                              "lines = []\nfor q, r in refs.items():\n"
                              "    lines += ['%s Q0 %s %d %r cons' % (q, d, i, r[0][d]) for i, d in "
                              "enumerate(trec_order(r[0]), 1)]\n"
                              "open(P('suggestions.run'), 'w').write('\\n'.join(lines) + '\\n')\n"
                              "open(P('choices.qrels'), 'w').write(''.join('%s 0 %s %d\\n' % (q, g, r) "
                              "for q, j in choices().items() for g, r in j.items()))\n"),
        why="trec_eval's map, P_1 and ndcg_cut_10 (references.TREC_MEASURES)"))
    cases.append(cli_ok(
        "u25g_cli_evaluate_per_request_ties", "rankagg evaluate otp.run --qrels choices.qrels -q -m P.1 -m "
        "recip_rank: per request, two itineraries of equal duration",
        ["evaluate", "otp.run", "--qrels", "choices.qrels", "-q", "-m", "P.1", "-m", "recip_rank"],
        {"otp.run": "OD1:8503000:0:7>8507000:0:3 Q0 IT1-a@25:10:00 1 -3480 otp\n"
                    "OD1:8503000:0:7>8507000:0:3 Q0 IT1-b@24:58:00 2 -3480 otp\n"
                    "OD1:8503000:0:7>8507000:0:3 Q0 IT1-c@25:20:00 3 -3900 otp\n"
                    "OD2:8500010:0:4>8503000:0:7 Q0 IT2-a@23:30:00 1 -3240 otp\n"
                    "OD2:8500010:0:4>8503000:0:7 Q0 IT2-b@23:45:00 2 -3300 otp\n",
         "choices.qrels": "OD1:8503000:0:7>8507000:0:3 0 IT1-a@25:10:00 2\n"
                          "OD2:8500010:0:4>8503000:0:7 0 IT2-b@23:45:00 2\n"},
        lambda out, folder: (lambda nums: nums.get(("OD1:8503000:0:7>8507000:0:3", "p1")) == 0.0
                             and abs(nums.get(("OD1:8503000:0:7>8507000:0:3", "rr"), -1) - 0.5) < 1e-4
                             and nums.get(("OD2:8500010:0:4>8503000:0:7", "p1")) == 0.0
                             and abs(nums.get(("OD2:8500010:0:4>8503000:0:7", "rr"), -1) - 0.5) < 1e-4)(
            {(f[-2], "p1" if f[0].lower() in ("p_1", "p@1") else "rr"): float(f[-1]) for f in map(str.split,
             out.splitlines()) if len(f) >= 3 and f[-2].startswith("OD")}),
        why="trec_eval -q: equal scores by docid descending (IT1-b before IT1-a at -3480: P_1 0, RR 1/2)"))
    cases.append(cli_ok(
        "u25g_cli_night_ids_punctuation", "rankagg fuse otp.run r5.run --method rrf: requests named "
        "'OD:8503000:0:7>8507000:0:3@2026-12-02T25:10', itineraries 'S8|IC5:8500010:0:4@25:10:00' (colons, '>', "
        "'|', '@', hours past 24)", ["fuse", "otp.run", "r5.run", "--method", "rrf", "-o", "suggestions.run"], None,
        lambda out, folder: _report(
            "ids = lambda k, i: ['S8', 'IC5', 'IR36', 'SN1'][i % 4] + '|' + ['IC5', 'S3', 'RE'][k % 3] + ':' + "
            "STOPS[i % 7] + '@%02d:%02d:00' % (24 + i % 3, (11 * i) % 60)\n"
            "nm = lambda k: 'OD:%s>%s@2026-12-02T%02d:10' % (STOPS[k % 7], STOPS[(k + 1) % 7], 24 + k % 2)\n"
            "R = journeys(engines=['otp', 'r5'], seed=35, ids=ids, names=nm, n_q=6)\n"
            "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
            "report(agree_all(read_run(open(FOLDER + '/suggestions.run').read()), refs))\n", folder),
        setup=reference_setup(_REF, "ids = lambda k, i: ['S8', 'IC5', 'IR36', 'SN1'][i % 4] + '|' + "
                              "['IC5', 'S3', 'RE'][k % 3] + ':' + STOPS[i % 7] + '@%02d:%02d:00' % (24 + i % 3, "
                              "(11 * i) % 60)\n"
                              "nm = lambda k: 'OD:%s>%s@2026-12-02T%02d:10' % (STOPS[k % 7], STOPS[(k + 1) % 7], "
                              "24 + k % 2)\n"
                              "for t, run in journeys(engines=['otp', 'r5'], seed=35, ids=ids, names=nm, n_q=6).items():\n"
                              "    open(P(t + '.run'), 'w').write(run_text(run, t))\n"),
        why="docs/conventions.md: a query or document id is any token without blanks; Cormack et al. 2009"))
    cases.append(cli_ok(
        "u25g_cli_one_engine_per_request_tag", "rankagg fuse otp_zurich.run otp_bern.run osrm.run --method rrf: "
        "two OTP instances (one per region) write the same tag 'otp'; runs named by their files",
        ["fuse", "otp_zurich.run", "otp_bern.run", "osrm.run", "--method", "rrf", "-o", "suggestions.run"], None,
        lambda out, folder: _report(
            "R = journeys(engines=['otp_zurich', 'otp_bern', 'osrm'], seed=37, cut={'osrm': 3})\n"
            "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
            "report(agree_all(read_run(open(FOLDER + '/suggestions.run').read()), refs))\n", folder),
        setup=reference_setup(_REF, "for t, run in journeys(engines=['otp_zurich', 'otp_bern', 'osrm'], seed=37, "
                              "cut={'osrm': 3}).items():\n"
                              "    open(P(t + '.run'), 'w').write(run_text(run, 'otp' if t.startswith('otp') else t))\n"),
        why="docs/conventions.md: ranker names are run tags, file names when tags repeat; Cormack et al. 2009"))

    cases.append(cli_ok(
        "u25g_cli_durations_rise_warning", "rankagg fuse otp.run osrm.run --method rrf: OSRM's run written with the "
        "durations themselves (3480, 3720, ...: rising down each list) instead of minus them",
        ["fuse", "otp.run", "osrm.run", "--method", "rrf", "-o", "suggestions.run"], None,
        lambda out, folder: _report(
            "R = journeys(engines=['otp', 'osrm'], seed=39)\n"
            "R['osrm'] = {q: {d: -s for d, s in p.items()} for q, p in R['osrm'].items()}\n"
            "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
            "report(agree_all(read_run(open(FOLDER + '/suggestions.run').read()), refs))\n", folder),
        setup=reference_setup(_REF, "R = journeys(engines=['otp', 'osrm'], seed=39)\n"
                              "open(P('otp.run'), 'w').write(run_text(R['otp'], 'otp'))\n"
                              "up = {q: {d: -s for d, s in p.items()} for q, p in R['osrm'].items()}\n"
                              "lines = ['%s Q0 %s %d %r osrm' % (q, d, i, p[d]) for q, p in up.items() "
                              "for i, d in enumerate(sorted(p, key=lambda d: (p[d], d)), 1)]\n"
                              "open(P('osrm.run'), 'w').write('\\n'.join(lines) + '\\n')\n"),
        warns="osrm.run",
        why="docs/conventions.md: a run whose scores rise down every list is read by score (trec_eval's rule), with a "
            "warning naming the file and saying to negate them or use --trust-rank"))
    cases.append(cli_ok(
        "u25g_cli_trust_rank_osrm_order", "rankagg fuse otp.run osrm.run --method rrf --trust-rank: OSRM's "
        "alternatives in its own order (by its routability weight), the score column minus the duration, which does "
        "not always fall along it",
        ["fuse", "otp.run", "osrm.run", "--method", "rrf", "--trust-rank", "-o", "suggestions.run"],
        {"otp.run": "R1 Q0 IT-a@25:10:00 1 -3480 otp\nR1 Q0 IT-b@25:20:00 2 -3600 otp\nR1 Q0 IT-c@25:40:00 3 -3900 otp\n"
                    "R2 Q0 IT-d@23:05:00 1 -1800 otp\nR2 Q0 IT-e@23:15:00 2 -2100 otp\n",
         "osrm.run": "R1 Q0 IT-c@25:40:00 1 -3540 osrm\nR1 Q0 IT-a@25:10:00 2 -3480 osrm\nR1 Q0 IT-b@25:20:00 3 -3700 osrm\n"
                     "R2 Q0 IT-e@23:15:00 1 -2160 osrm\nR2 Q0 IT-d@23:05:00 2 -1740 osrm\n"},
        lambda out, folder: _report(
            "ranks = {'otp': {'R1': {'IT-a@25:10:00': 1, 'IT-b@25:20:00': 2, 'IT-c@25:40:00': 3}, "
            "'R2': {'IT-d@23:05:00': 1, 'IT-e@23:15:00': 2}}, "
            "'osrm': {'R1': {'IT-c@25:40:00': 1, 'IT-a@25:10:00': 2, 'IT-b@25:20:00': 3}, "
            "'R2': {'IT-e@23:15:00': 1, 'IT-d@23:05:00': 2}}}\n"
            "refs = {q: rrf_ranks(l) for q, l in per_query(ranks).items()}\n"
            "report(agree_all(read_run(open(FOLDER + '/suggestions.run').read()), refs))\n", folder),
        why="docs/conventions.md: --trust-rank orders by the rank column; RRF reads no scores, so they may rise along "
            "it; Cormack et al. 2009 over the given ranks"))
    cases.append(ok(
        "u25g_evaluate_qrels_frame", "rankagg.evaluate(runs as dicts, qrels as a DataFrame qid, docid, rel read from "
        "the choices table) for each engine alone: which engine riders agree with",
        "import rankagg, pandas as pd\nR = journeys(seed=41, signal=300, cut={'osrm': 3})\nqrels = choices()\n"
        "qf = pd.DataFrame([(q, d, g) for q, j in qrels.items() for d, g in j.items()], columns=['qid', 'docid', 'rel'])\n"
        "msg = ''\n"
        "for e, run in R.items():\n"
        "    got = rankagg.evaluate(run, qf, ['nDCG@10', 'AP', 'RR'])\n"
        "    want, _ = measures({q: desc_order(p) for q, p in run.items()}, qrels)\n"
        "    msg = msg or ('' if all(abs(got[m] - want[m]) < 1e-9 for m in ('nDCG@10', 'AP', 'RR')) "
        "else '%s: %r vs %r' % (e, got, want))\n"
        "report(msg)\n",
        why="README: rankagg.evaluate takes dicts and frames, with trec_eval's conventions (references.TREC_MEASURES)"))

    # --- the team's files given where runs are read: named by their format or tool, at the first line ----------------
    tool_files = [
        ("u25g_gtfs_stops_as_run", "a GTFS feed's stops.txt (stop_id, stop_name, stop_lat, stop_lon, ...)",
         "stops.txt", _STOPS, "GTFS"),
        ("u25g_gtfs_stop_times_as_run", "a GTFS feed's stop_times.txt (trip_id, arrival_time 24:58:00, "
         "departure_time 25:10:00, stop_id, stop_sequence)", "stop_times.txt", _STOP_TIMES, "GTFS"),
        ("u25g_gtfs_routes_as_run", "a GTFS feed's routes.txt (route_id, agency_id, route_short_name, ...)",
         "routes.txt", _ROUTES, "GTFS"),
        ("u25g_netex_as_run", "a NeTEx timetable (PublicationDelivery, XML)", "netex_sbb.xml", _NETEX, "NeTEx"),
        ("u25g_osm_xml_as_run", "an OpenStreetMap extract (<osm version=\"0.6\">, XML)", "zurich.osm", _OSM,
         "OpenStreetMap"),
        ("u25g_gpx_as_run", "a rider's GPX track (<gpx version=\"1.1\">)", "ride_0712.gpx", _GPX, "GPX"),
        ("u25g_kml_as_run", "the stops as KML placemarks (<kml xmlns=...>)", "stops.kml", _KML, "KML"),
        ("u25g_otp_plan_json_as_run", "OpenTripPlanner's plan API response (requestParameters, plan.itineraries "
         "with duration and generalizedCost)", "otp_plan.json", _OTP, "OpenTripPlanner"),
        ("u25g_osrm_route_json_as_run", "OSRM's route service response (code 'Ok', routes, waypoints)",
         "osrm_route.json", _OSRM, "OSRM"),
        ("u25g_valhalla_json_as_run", "Valhalla's route response (trip: locations, legs, summary, status_message)",
         "valhalla_route.json", _VALHALLA, "Valhalla"),
        ("u25g_graphhopper_json_as_run", "GraphHopper's route response (hints, info.copyrights, paths)",
         "graphhopper_route.json", _GRAPHHOPPER, "GraphHopper"),
        ("u25g_query_log_as_run", "the app's query log (request_id, origin_stop_id, destination_stop_id, engine, "
         "itinerary_rank, itinerary_id, duration_s, chosen)", "query_log.csv", _QUERY_LOG, "query log"),
        ("u25g_r5_travel_times_as_run", "r5's travel-time matrix (from_id, to_id, travel_time, as r5py writes it)",
         "r5_travel_times.csv", _R5, "travel-time matrix"),
    ]
    binaries = [
        ("u25g_gtfs_zip_as_run", "a GTFS feed as published (a zip of agency.txt, stops.txt, ..., calendar.txt)",
         "gtfs_fp2027.zip", _gtfs_zip(), "GTFS"),
        ("u25g_gtfs_rt_pb_as_run", "a GTFS-Realtime TripUpdates feed (protobuf FeedMessage, gtfs_realtime_version "
         "2.0)", "trip_updates.pb", _RT, "GTFS-Realtime"),
        ("u25g_osm_pbf_as_run", "an OpenStreetMap extract in PBF (a BlobHeader 'OSMHeader')",
         "switzerland-latest.osm.pbf", _OSM_PBF, "OpenStreetMap"),
    ]
    text_why = ("trec_eval refuses a line of other than six fields (a GTFS table's one comma-separated field, an XML "
                "declaration's three); the file is the feed's or the engine's, named by what it is (a field count "
                "says nothing the team can act on)")
    binary_why = ("a binary feed holds no TREC line (trec_eval reads garbage or stops at a NUL); named by what it is, "
                  "with what to give instead")
    for cid, what, name, content, tool in tool_files + binaries:
        binary = isinstance(content, bytes)
        cases.append(cli_bad(
            cid, f"rankagg fuse {name} otp.run -o suggestions.run: {what} given as a run",
            ["fuse", name, "otp.run", "--method", "rrf", "-o", "suggestions.run"], {name: content, "otp.run": _ONE_RUN},
            name if binary else named_at(name, content), tool, why=binary_why if binary else text_why))

    # --- the judgements the team gives -------------------------------------------------------------------------------
    cases.append(cli_bad(
        "u25g_query_log_as_qrels", "rankagg evaluate suggestions.run --qrels query_log.csv: the app's query log with "
        "its 'chosen' flag given as the judgements", ["evaluate", "otp.run", "--qrels", "query_log.csv"],
        {"otp.run": _ONE_RUN, "query_log.csv": _QUERY_LOG}, "query_log.csv:1", "chosen", outputs=(),
        why="trec_eval refuses a qrels line of other than four fields; the log's 'chosen' flag is the grade to make "
            "qrels of (docs/conventions.md: a log whose labels are flag columns is told how to make one grade)"))
    cases.append(cli_bad(
        "u25g_stop_times_as_qrels", "rankagg evaluate otp.run --qrels stop_times.txt: the feed's stop_times.txt "
        "picked instead of choices.qrels", ["evaluate", "otp.run", "--qrels", "stop_times.txt"],
        {"otp.run": _ONE_RUN, "stop_times.txt": _STOP_TIMES}, "stop_times.txt:1", "GTFS", outputs=(),
        why="trec_eval refuses a qrels line of other than four fields; the file is a GTFS feed's, named so"))
    cases.append(cli_bad(
        "u25g_otp_json_as_qrels", "rankagg evaluate otp.run --qrels otp_plan.json: OpenTripPlanner's response given "
        "as the judgements", ["evaluate", "otp.run", "--qrels", "otp_plan.json"],
        {"otp.run": _ONE_RUN, "otp_plan.json": _OTP}, "otp_plan.json:1", "OpenTripPlanner", outputs=(),
        why="trec_eval refuses a qrels line of other than four fields; the file is OpenTripPlanner's, named so"))

    # --- other mistakes of the day ---------------------------------------------------------------------------------
    cases.append(cli_bad(
        "u25g_departure_time_as_score", "rankagg fuse otp.run osrm.run: an export script put the departure time "
        "'25:10:00' in the score column", ["fuse", "otp.run", "osrm.run", "--method", "rrf", "-o", "suggestions.run"],
        {"otp.run": _ONE_RUN, "osrm.run": "OD001:8503000:0:7>8507000:0:3 Q0 IT001-00:8503000:0:7@23:01:00 1 -3600 osrm\n"
                                          "OD001:8503000:0:7>8507000:0:3 Q0 IT001-01:8507000:0:3@24:08:00 2 25:10:00 osrm\n"},
        "osrm.run:2", "25:10:00",
        why="trec_eval's atof would read 25:10:00 as 25; docs/conventions.md: a non-numeric score is refused at its line"))
    cases.append(cli_bad(
        "u25g_stop_name_with_blank_in_run", "rankagg fuse otp.run osrm.run: a request named by the stop names "
        "'Zürich HB>Bern' (a blank inside) in the first field", ["fuse", "otp.run", "osrm.run", "--method", "rrf",
                                                                   "-o", "suggestions.run"],
        {"otp.run": _ONE_RUN, "osrm.run": "OD001:8503000:0:7>8507000:0:3 Q0 IT001-00:8503000:0:7@23:01:00 1 -3600 osrm\n"
                                          "Zürich HB>Bern Q0 IT001-01:8507000:0:3@24:08:00 1 -3700 osrm\n"},
        "osrm.run:2",
        why="trec_eval splits fields at blanks: seven fields (docs/conventions.md: a wrong field count is refused at its "
            "line)"))
    cases.append(bad(
        "u25g_api_request_with_blank", "rankagg.fuse({'otp': {'Zürich HB>Bern': {...}}, ...}): a request keyed by its "
        "stop names in memory",
        "import rankagg\nR = journeys(engines=['otp', 'osrm'], n_q=2)\n"
        "R['otp']['Zürich HB>Bern'] = {'IT9-00@25:10:00': -3480.0, 'IT9-01@25:20:00': -3600.0}\n"
        "rankagg.fuse(R, method='rrf')\n", "Zürich HB>Bern",
        why="docs/reliability.md (one set of input rules): an id is a TREC token, no blank; refused naming it"))
    cases.append(bad(
        "u25g_api_weight_misspelt_engine", "rankagg.fuse(R, method='rrf', weights={'otp': 2, 'graphhoper': 0.5}): an "
        "engine's name misspelt in the weights",
        "import rankagg\nR = journeys(n_q=2)\n"
        "rankagg.fuse(R, method='rrf', weights={'otp': 2.0, 'graphhoper': 0.5})\n", "graphhoper",
        why="docs/reliability.md: weights that name no run are refused naming them (a weight silently dropped is a "
            "wrong answer)"))
    cases.append(cli_bad(
        "u25g_cli_negative_weight", "rankagg fuse ... --weights weights.txt: a negative weight for the street "
        "router ('osrm -0.5', meant to demote it)", ["fuse", "otp.run", "osrm.run", "--method", "rrf", "--weights",
                                                     "weights.txt", "-o", "suggestions.run"],
        {"weights.txt": "otp 2\nosrm -0.5\n"}, "weights.txt:2", "osrm",
        setup=_runs_setup("engines=['otp', 'osrm'], n_q=3"),
        why="docs/reliability.md: a run weight is a number >= 0; a negative one is refused naming the file and line"))

    # --- the consensus written under a mapping format's name -------------------------------------------------------
    # the .osm.pbf's message must name OpenStreetMap: '.pbf names Papyrus Document' sends the team elsewhere
    for cid, out_name, what, named in [
            ("u25g_out_osm_pbf", "suggestions.osm.pbf", "an OpenStreetMap PBF extract", ("OpenStreetMap",)),
            ("u25g_out_o5m", "suggestions.o5m", "an o5m OpenStreetMap file", ()),
            ("u25g_out_osc", "suggestions.osc", "an osmChange file", ()),
            ("u25g_out_mbtiles", "suggestions.mbtiles", "an MBTiles tile set", ()),
            ("u25g_out_pmtiles", "suggestions.pmtiles", "a PMTiles archive", ()),
            ("u25g_out_geojsonseq", "suggestions.geojsonseq", "GeoJSON text sequences", ()),
            ("u25g_out_osrm", "suggestions.osrm", "OSRM's prepared graph", ())]:
        cases.append(cli_bad(
            cid, f"rankagg fuse otp.run osrm.run --method rrf -o {out_name}: {what}; TREC lines under that name "
            "are read by no tool that opens it", ["fuse", "otp.run", "osrm.run", "--method", "rrf", "-o", out_name],
            None, out_name, *named, outputs=(out_name,), setup=_runs_setup("engines=['otp', 'osrm'], seed=43"),
            why="issue 45: every output reads back; rankagg/io/output_names.py names each format's suffix"))
    return cases
