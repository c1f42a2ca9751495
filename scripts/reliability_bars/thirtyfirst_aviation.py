"""Issue 45's thirty-first bar of scripts/reliability_matrix.py, an airline operations team's ranking of flights per
airport and day by delay risk across forecasters (its cases, ids ``u31f_``, registered in its ``cases()``); the
mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.

The team's day: each airport and day (``KJFK/2026-11-27``) is a query and each scheduled flight a document by its ICAO
call sign and date (``AAL100_20261127``); the runs are the delay forecasters (the carrier's own model, FlightAware's
Foresight, a weather-driven model, the dispatchers' picks), scores in [0, 1] at four decimals (the risk of a delay).
The lists are fused with RRF, Borda and CombSUM, weighted by last month's skill, and judged against what happened
(BTS: 2 delayed an hour or more, 1 fifteen minutes or more, 0 on time).  The mistakes and odd files: the field's own
files given where runs or qrels are read (an IGC flight log, OpenFlights' routes, OurAirports' airports table, BTS'
on-time table, a readsb aircraft.json, an ARINC 424 record, X-Plane's apt.dat, an ICAO flight plan, FlightAware's
AeroAPI answer, a NOTAM), and outputs named for the field's files.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, team_day_cases

THIRTYFIRST_AVIATION = ("45 Unseen inputs: a thirty-first bar, an airline operations team's ranking of routes and "
                        "slots across delay forecasters (IGC logs, OpenFlights tables, ADS-B Exchange JSON, ARINC 424, "
                        "OurAirports, BTS on-time tables)")

_DATA = SEEDED_UNIFORM + r'''RECS = ['carrier_model', 'fa_foresight', 'wx_model', 'dispatch_picks']
RESOURCES = ['AAL100_20261127', 'DAL403_20261127', 'JBU1161_20261127', 'UAL2204_20261127', 'BAW178_20261127',
             'AFR23_20261127', 'SWA3371_20261127', 'NKS512_20261127']
GAIN = dict(zip(RESOURCES, [0.9, 0.8, 0.7, 0.6, 0.5, 0.4, 0.3, 0.2]))
AIRPORTS = ['KJFK', 'KLGA', 'KEWR', 'KBOS', 'KORD', 'KATL']
def airport_day(k):
    return '%s/2026-11-%02d' % (AIRPORTS[k % 6], 27 + k // 6)
def forecasts(recs=RECS, n_q=6, seed=3, drop=0.0, noise=1.0):
    """{forecaster: {airport/day: {flight: risk}}}: risks in [0, 1] at four decimals; ``drop``: the share of the
    flights a forecaster has no forecast for"""
    g = lcg(seed)
    out = {}
    for r in recs:
        out[r] = {}
        for k in range(n_q):
            p = {}
            for d in RESOURCES:
                u, v = next(g), next(g)
                if v < drop:
                    continue
                p[d] = round(min(1.0, max(0.0, GAIN[d] + noise * 0.6 * (u - 0.5))), 4)
            if p:
                out[r][airport_day(k)] = p
    return out
def delayed(n_q=6):
    """what happened (BTS): 2 (an hour or more late) for two flights, 1 (fifteen minutes or more) for three, 0 the rest"""
    g = dict(zip(RESOURCES, [2, 2, 1, 1, 1, 0, 0, 0]))
    return {airport_day(k): dict(g) for k in range(n_q)}
''' + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "forecasts", "delays.run")

_RECS3 = ["carrier_model", "fa_foresight", "wx_model"]
_OUT = ("delays.run",)
_ONE_RUN = ("KJFK/2026-11-27 Q0 AAL100_20261127 1 0.91 carrier_model\n"
            "KJFK/2026-11-27 Q0 DAL403_20261127 2 0.77 carrier_model\n"
            "KJFK/2026-11-27 Q0 BAW178_20261127 3 0.52 carrier_model\n")
# the team's files, as their tools write them (a few lines)
_IGC = ("AXCTABC Flight Recorder SN12345\r\nHFDTEDATE:271126,01\r\nHFPLTPILOTINCHARGE:J DOE\r\n"
        "HFGTYGLIDERTYPE:ASK 21\r\nHFGIDGLIDERID:D-1234\r\nB1101355206343N00006198WA0058700558\r\n"
        "B1101455206259N00006295WA0059300556\r\n")
_ROUTES = ("AA,24,JFK,3797,LAX,3484,,0,32B 762\nAA,24,JFK,3797,SFO,3469,,0,32B\nDL,2009,JFK,3797,ATL,3682,,0,321\n")
_OURAIRPORTS = ('"id","ident","type","name","latitude_deg","longitude_deg","elevation_ft","continent","iso_country",'
                '"iso_region","municipality","scheduled_service","gps_code","iata_code","local_code","home_link",'
                '"wikipedia_link","keywords"\n'
                '3622,"KJFK","large_airport","John F Kennedy International Airport",40.639447,-73.779317,13,"NA","US",'
                '"US-NY","New York","yes","KJFK","JFK","JFK","https://www.jfkairport.com/",'
                '"https://en.wikipedia.org/wiki/John_F._Kennedy_International_Airport","Manhattan, New York City, NYC, '
                'Idlewild"\n')
_BTS = ('"Year","Quarter","Month","DayofMonth","DayOfWeek","FlightDate","Reporting_Airline",'
        '"DOT_ID_Reporting_Airline","IATA_CODE_Reporting_Airline","Tail_Number","Flight_Number_Reporting_Airline",'
        '"Origin","Dest","CRSDepTime","DepTime","DepDelay","DepDelayMinutes","DepDel15","ArrDelay","ArrDel15",'
        '"Cancelled",\n'
        '2026,4,11,27,5,2026-11-27,"AA",19805,"AA","N101NN","100","JFK","LAX","0800","0912",72.00,72.00,1.00,'
        '65.00,1.00,0.00,\n')
_AIRCRAFT = ('{ "now" : 1764243600.0,\n  "messages" : 183552,\n  "aircraft" : [\n'
             '    {"hex":"a0b1c2","type":"adsb_icao","flight":"AAL100  ","alt_baro":35000,"gs":451.2,"track":271.3,'
             '"lat":40.812,"lon":-74.201,"squawk":"2143","category":"A5","nic":8,"rssi":-21.4,"seen":0.1},\n'
             '    {"hex":"abc123","flight":"DAL403  ","alt_baro":"ground","gs":3.1,"seen":1.2}\n  ]\n}\n')
_ARINC = ("SUSAP KJFKK6AJFK     0     145YHN40380637W073464604W013000013         1800018000C    MNAR    "
          "JOHN F KENNEDY INTL           300671912\n"
          "SUSAP KJFKK6GRW04L   0120000044 N40372328W073470718         -0002000015000200IIHIQ1                 "
          "          300681912\n")
_APT_DAT = ("I\n1100 Version - data cycle 2013.10, build 20131335, metadata AptXP1100. Copyright 2013 Laminar Research\n"
            "\n1     13 1 0 KJFK John F Kennedy Intl\n1302 city New York\n"
            "100 60.96 1 0 0.25 1 3 0 04L 40.62203 -73.78565 0 137 3 2 1 0 22R 40.64491 -73.76947 0 118 3 2 1 0\n")
_FPL = ("(FPL-AAL100-IS\n-B77W/H-SDE3FGHIJ3J5M1RWXY/LB1D1\n-KJFK1800\n-N0490F350 DCT GREKI DCT MARTN NATW\n"
        "-EGLL0650 EGKK\n-PBN/A1B1C1D1L1O1S2 DOF/261127 REG/N717AN)\n")
_AEROAPI = ('{"flights": [{"ident": "AAL100", "ident_icao": "AAL100", "ident_iata": "AA100", '
            '"fa_flight_id": "AAL100-1764150000-schedule-0001", "operator": "AAL", "origin": {"code": "KJFK", '
            '"code_iata": "JFK"}, "destination": {"code": "KLAX"}, "departure_delay": 4320, "arrival_delay": 3900, '
            '"scheduled_out": "2026-11-27T13:00:00Z", "status": "Arrived / Gate Arrival"}], "links": null, '
            '"num_pages": 1}\n')
_NOTAM = ("!JFK 11/045 JFK RWY 04L/22R CLSD 2611271200-2611272359\n"
          "!JFK 11/052 JFK TWY B BTN TWY K AND TWY P CLSD 2611270400-2611271000\n")
# a GRIB2 message (the forecast winds and convection the weather model reads): 'GRIB', two reserved bytes, the
# discipline, edition 2, the total length; then section 1
_GRIB2 = b"GRIB\x00\x00\x00\x02" + (1234).to_bytes(8, "big") + b"\x00\x00\x00\x15\x01\x00\x07\x00\x00\x02\x01\x01"


def thirtyfirst_bar_aviation_cases() -> list[Case]:
    G = THIRTYFIRST_AVIATION
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="forecasts", judgements="delayed", runs=_RECS3, stem="delays", outputs=_OUT,
        item="flight", rounded="wx_model",
        weights="{'carrier_model': 1.0, 'fa_foresight': 2.0, 'wx_model': 1.0, 'dispatch_picks': 0.5}",
        lone_query="R['dispatch_picks']['KMIA/2026-11-29'] = {'AAL2401_20261129': 0.8, 'DAL1902_20261129': 0.3}\n",
        trust="fa_foresight 2\nwx_model 0.5\ncarrier_model 1\n",
        trust_dict="{'fa_foresight': 2, 'wx_model': 0.5, 'carrier_model': 1}",
        texts={
            "rrf": ("u31f_rrf_forecasters",
                    "rankagg.fuse({forecaster: {airport/day: {flight: risk}}}, method='rrf'): four forecasters, six "
                    "airports and days ('KJFK/2026-11-27'), flights by call sign and date ('AAL100_20261127')"),
            "borda": ("u31f_borda_partial_lists",
                      "rankagg.fuse(..., method='borda'): a forecaster has no forecast for some flights of a day"),
            "combsum": ("u31f_combsum_tied_risks",
                        "rankagg.fuse(..., method='combsum'): the weather model's risks at one decimal (many ties) "
                        "beside the others"),
            "fuser": ("u31f_weighted_fuser_skill",
                      "rankagg.Fuser('rrf', weights=...) per airport and day: Foresight counts 2, the dispatchers' "
                      "picks 0.5"),
            "frame": ("u31f_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the risks as the ops "
                      "dashboard's table holds them, a row per airport-day, flight and forecaster"),
            "evaluate": ("u31f_evaluate_delays",
                         "rankagg.evaluate(fused ranking, BTS delays, ['nDCG@5', 'AP', 'P@3']): does the fused ranking "
                         "put first the flights that were late"),
            "lone": ("u31f_one_forecaster_day",
                     "rankagg.fuse(..., method='rrf'): a diversion airport only the dispatchers ranked (KMIA) beside "
                     "days every forecaster covers"),
            "cli_rrf": ("u31f_cli_rrf_runs",
                        "rankagg fuse carrier_model.run fa_foresight.run wx_model.run --method rrf -o delays.run: "
                        "one run per forecaster, airport-days as queries"),
            "cli_borda": ("u31f_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: Foresight counts "
                          "double)"),
            "cli_combsum": ("u31f_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four flights the ops call lists"),
            "cli_evaluate": ("u31f_cli_evaluate_bts_qrels",
                             "rankagg evaluate delays.run --qrels delayed.qrels -m ndcg_cut.5 -m map: the fused "
                             "ranking against BTS' delays (0-2)"),
            "cli_parquet": ("u31f_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o delays.parquet: gzipped runs from the nightly "
                            "job, a Parquet table for the ops dashboard")})

    # --- the team's files given where runs are read: named by their format or tool, at the first line ---------------
    cases += files_as_runs(cli_bad, [
        ("u31f_igc_as_run", "an IGC flight log (A record, H headers, B fixes; CRLF)", "271126_flight.igc", _IGC,
         "IGC", "271126_flight.igc:1"),
        ("u31f_openflights_routes_as_run", "OpenFlights' routes.dat (airline, id, source, id, destination, id, "
         "codeshare, stops, equipment)", "routes.dat", _ROUTES, "OpenFlights", "routes.dat:1"),
        ("u31f_ourairports_as_run", "OurAirports' airports.csv (id, ident, type, name, latitude_deg, ...)",
         "airports.csv", _OURAIRPORTS, "OurAirports", "airports.csv:1"),
        ("u31f_bts_ontime_as_run", "BTS' Reporting Carrier On-Time Performance table (Year, Quarter, ..., "
         "DepDelay, ArrDelay)", "On_Time_Reporting_Carrier_On_Time_Performance_2026_11.csv", _BTS,
         "On-Time", "On_Time_Reporting_Carrier_On_Time_Performance_2026_11.csv:1"),
        ("u31f_readsb_aircraft_json_as_run", "readsb's / tar1090's aircraft.json (now, messages, aircraft with hex, "
         "flight, alt_baro)", "aircraft.json", _AIRCRAFT, "ADS-B", "aircraft.json:1"),
        ("u31f_arinc424_as_run", "an ARINC 424 navigation database (132-column records: SUSAP KJFK ...)",
         "FAACIFP18", _ARINC, "ARINC 424", "FAACIFP18:1"),
        ("u31f_xplane_apt_dat_as_run", "X-Plane's apt.dat (I, a version line, airport and runway rows)", "apt.dat",
         _APT_DAT, "X-Plane", "apt.dat:1"),
        ("u31f_icao_fpl_as_run", "an ICAO flight plan message ((FPL-AAL100-IS ...))", "AAL100.fpl.txt", _FPL,
         "ICAO flight plan", "AAL100.fpl.txt:1"),
        ("u31f_aeroapi_json_as_run", "FlightAware AeroAPI's /flights answer (flights with ident, fa_flight_id, "
         "departure_delay; links, num_pages)", "aeroapi_flights.json", _AEROAPI, "AeroAPI", "aeroapi_flights.json:1"),
        ("u31f_notam_as_run", "NOTAMs in the FAA's domestic format (!JFK 11/045 JFK RWY ... CLSD)", "notams.txt",
         _NOTAM, "NOTAM", "notams.txt:1"),
        ("u31f_grib2_as_run", "a GRIB2 weather forecast (WMO's binary: 'GRIB', edition 2)", "gfs.t12z.pgrb2.0p25.f006",
         _GRIB2, "GRIB", "gfs.t12z.pgrb2.0p25.f006")],
        one_run=("carrier_model.run", _ONE_RUN), stem="delays",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the ops team can act on)",
        binary_why="trec_eval reads text; a binary forecast read as lines gives no ranking: named by its magic bytes")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u31f_bts_ontime_as_qrels", "On_Time_2026_11.csv", _BTS, "On-Time"),
        ("u31f_aeroapi_as_qrels", "aeroapi_flights.json", _AEROAPI, "AeroAPI"),
        ("u31f_openflights_routes_as_qrels", "routes.dat", _ROUTES, "OpenFlights"),
        ("u31f_igc_as_qrels", "271126_flight.igc", _IGC, "IGC"),
        ("u31f_notam_as_qrels", "notams.txt", _NOTAM, "NOTAM")],
        one_run=("carrier_model.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u31f_out_igc", "delays.igc", "an IGC flight log"),
        ("u31f_out_fms", "KJFK-KLAX.fms", "an X-Plane flight plan"),
        ("u31f_out_fpl", "delays.fpl", "a Garmin flight plan"),
        ("u31f_out_acmi", "delays.acmi", "a Tacview recording"),
        ("u31f_out_pln", "delays.pln", "a Microsoft Flight Simulator flight plan")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=31"))

    # --- the field's documents and tables given to the API --------------------------------------------------------
    cases += [
        bad("u31f_api_aircraft_json_dict",
            "rankagg.fuse(json.load(aircraft.json)): readsb's aircraft list loaded in Python given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('aircraft.json')), method='rrf')\n",
            "ADS-B", why="a run maps a query to {document: score}; readsb's 'now' is a number and 'aircraft' a list",
            files={"aircraft.json": _AIRCRAFT}),
        bad("u31f_api_aeroapi_dict",
            "rankagg.fuse({'foresight': json.load(aeroapi_flights.json)}): AeroAPI's answer given as one run",
            "import json, rankagg\nrankagg.fuse({'foresight': json.load(open('aeroapi_flights.json'))}, method='rrf')\n",
            "AeroAPI", why="AeroAPI's 'flights' is a list of records, no {document: score} mapping",
            files={"aeroapi_flights.json": _AEROAPI}),
        bad("u31f_api_bts_frame",
            "rankagg.fuse(pd.read_csv(BTS on-time table)): the delays table given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('ontime.csv'), method='borda')\n",
            "On-Time", why="a table of runs has qid, docid, run and score columns; BTS' has delays per flight",
            files={"ontime.csv": _BTS}),
        bad("u31f_api_ourairports_frame",
            "rankagg.fuse(pd.read_csv(OurAirports' airports.csv)): the airports table given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('airports.csv'), method='rrf')\n",
            "OurAirports", why="a table of runs has qid, docid, run and score columns; OurAirports' has airports",
            files={"airports.csv": _OURAIRPORTS}),
    ]
    return cases
