"""Issue 45's thirty-first bar of scripts/reliability_matrix.py, a hotel metasearch team's ranking of hotels per
destination and stay across ranking models (its cases, ids ``u31n_``, registered in its ``cases()``); the mechanics
(:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.  (Written by the lead, in a later
session, before any of its recognisers existed.)

The team's day: each destination and stay (``lisbon/2027-03-12+2n``) is a query and each hotel a document by the
team's property id (``htl:88213``); the runs are the price model's, the review model's, the conversion model's and a
partner's rankings, scores in [0, 1] at four decimals.  They are fused with RRF, Borda and CombSUM, weighted by each
model's record in past A/B tests, and judged against bookings (2 booked, 1 clicked through, 0 neither).  The
mistakes and odd files: the field's own files given where runs or qrels are read (an OpenTravel availability answer,
Amadeus' and Tripadvisor's API answers, Expedia Rapid's property content, a Google Hotel Center price feed, Inside
Airbnb's listings, Booking.com's reviews), and outputs named for the field's files.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

THIRTYFIRST_TRAVEL = ("45 Unseen inputs: a thirty-first bar, a hotel metasearch team's ranking of hotels per "
                      "destination and stay across ranking models (OpenTravel XML, Amadeus, Expedia Rapid, Google "
                      "Hotel Center, Tripadvisor, Inside Airbnb)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['price_model', 'review_model', 'conversion_model', 'partner'],
    items=['htl:88213', 'htl:88190', 'htl:88377', 'htl:88001', 'htl:88455', 'htl:88262', 'htl:88119', 'htl:88304'],
    queries=['lisbon/2027-03-12+2n', 'lisbon/2027-03-19+3n', 'porto/2027-03-12+2n', 'madeira/2027-04-01+7n',
         'seville/2027-03-12+2n', 'granada/2027-05-02+1n'],
    suffix='/family', generator='rankings', judgements='bookings') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "rankings", "hotels.run")

_RECS3 = ["price_model", "review_model", "conversion_model"]
_OUT = ("hotels.run",)
_ONE_RUN = ("lisbon/2027-03-12+2n Q0 htl:88213 1 0.91 price_model\nlisbon/2027-03-12+2n Q0 htl:88190 2 0.77 "
            "price_model\nlisbon/2027-03-12+2n Q0 htl:88377 3 0.52 price_model\n")
# the team's files, as the distribution systems and open data write them (a few lines)
_OTA = ('<?xml version="1.0" encoding="UTF-8"?>\n<OTA_HotelAvailRS xmlns="http://www.opentravel.org/OTA/2003/05" '
        'EchoToken="abc123" TimeStamp="2026-11-27T10:00:00Z" Version="2.1">\n  <Success/>\n  <RoomStays>\n'
        '    <RoomStay><BasicPropertyInfo HotelCode="88213" HotelName="Casa Alfama"/></RoomStay>\n  </RoomStays>\n'
        '</OTA_HotelAvailRS>\n')
_AMADEUS = ('{"data": [{"type": "hotel-offers", "hotel": {"type": "hotel", "hotelId": "MCLISALF", "chainCode": "MC", '
            '"name": "Casa Alfama", "cityCode": "LIS", "latitude": 38.71, "longitude": -9.13}, "available": true, '
            '"offers": [{"id": "TSXOJ6LFQ2", "checkInDate": "2027-03-12", "checkOutDate": "2027-03-14", "price": '
            '{"currency": "EUR", "total": "312.00"}}], "self": "https://test.api.amadeus.com/v3/shopping/'
            'hotel-offers?hotelIds=MCLISALF"}]}\n')
_EXPEDIA = ('{"88213": {"property_id": "88213", "name": "Casa Alfama", "address": {"line_1": "Rua X 1", "city": '
            '"Lisboa", "country_code": "PT"}, "ratings": {"property": {"rating": "4.0", "type": "Star"}, "guest": '
            '{"count": 1342, "overall": "4.6"}}, "location": {"coordinates": {"latitude": 38.71, "longitude": '
            '-9.13}}, "category": {"id": "1", "name": "Hotel"}}}\n')
_PRICE_FEED = ('<?xml version="1.0" encoding="UTF-8"?>\n<Transaction timestamp="2026-11-27T10:00:00-00:00" '
               'id="42">\n  <Result>\n    <Property>88213</Property>\n    <Checkin>2027-03-12</Checkin>\n'
               '    <Nights>2</Nights>\n    <Baserate currency="EUR">280.00</Baserate>\n  </Result>\n</Transaction>\n')
_TRIPADVISOR = ('{"data": [{"location_id": "195328", "name": "Casa Alfama", "distance": "0.4", "bearing": "north", '
                '"address_obj": {"street1": "Rua X 1", "city": "Lisbon", "country": "Portugal", "address_string": '
                '"Rua X 1, Lisbon Portugal"}}]}\n')
_AIRBNB = ("id,listing_url,scrape_id,last_scraped,source,name,description,neighborhood_overview,picture_url,host_id,"
           "host_url,host_name,host_since,neighbourhood_cleansed,latitude,longitude,property_type,room_type,"
           "accommodates,price,minimum_nights,number_of_reviews,review_scores_rating\n"
           "41339,https://www.airbnb.com/rooms/41339,20261115000000,2026-11-16,city scrape,Alfama loft,A loft,,"
           "https://a0.muscache.com/x.jpg,180129,https://www.airbnb.com/users/show/180129,Ana,2010-07-30,"
           "Santa Maria Maior,38.71,-9.13,Entire loft,Entire home/apt,2,$95.00,2,312,4.84\n")
_BOOKING = ("Hotel_Address,Additional_Number_of_Scoring,Review_Date,Average_Score,Hotel_Name,Reviewer_Nationality,"
            "Negative_Review,Review_Total_Negative_Word_Counts,Total_Number_of_Reviews,Positive_Review,"
            "Review_Total_Positive_Word_Counts,Total_Number_of_Reviews_Reviewer_Has_Given,Reviewer_Score,Tags,"
            "days_since_review,lat,lng\n"
            "Rua X 1 Lisbon Portugal,194,11/27/2026,8.9,Casa Alfama, Portugal , No Negative,0,1403, Great view,4,7,"
            "9.6,\"[' Leisure trip ', ' Couple ']\",3 days,38.71,-9.13\n")


def thirtyfirst_bar_travel_cases() -> list[Case]:
    G = THIRTYFIRST_TRAVEL
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="rankings", judgements="bookings", runs=_RECS3, stem="hotels", outputs=_OUT,
        item="hotels", rounded="conversion_model",
        weights="{'price_model': 1.0, 'review_model': 1.5, 'conversion_model': 2.0, 'partner': 0.5}",
        lone_query="R['partner']['azores/2027-06-01+5n'] = {'htl:89001': 0.9, 'htl:89002': 0.4}\n",
        trust="conversion_model 2\nreview_model 1.5\nprice_model 1\n",
        trust_dict="{'conversion_model': 2, 'review_model': 1.5, 'price_model': 1}",
        texts={
            "rrf": ("u31n_rrf_models",
                    "rankagg.fuse({model: {destination/stay: {hotel: score}}}, method='rrf'): four models, six "
                    "stays ('lisbon/2027-03-12+2n'), hotels by property id ('htl:88213')"),
            "borda": ("u31n_borda_sold_out",
                      "rankagg.fuse(..., method='borda'): a model has no score for the hotels sold out for a stay"),
            "combsum": ("u31n_combsum_rounded_scores",
                        "rankagg.fuse(..., method='combsum'): the conversion model at one decimal (many ties) beside "
                        "the others"),
            "fuser": ("u31n_weighted_fuser_ab_record",
                      "rankagg.Fuser('rrf', weights=...) per stay: the conversion model counts 2, the partner 0.5"),
            "frame": ("u31n_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the ranking log, a row per "
                      "stay, hotel and model"),
            "evaluate": ("u31n_evaluate_bookings",
                         "rankagg.evaluate(fused ranking, the bookings, ['nDCG@5', 'AP', 'P@3']): does the fused "
                         "ranking put first the hotels that were booked"),
            "lone": ("u31n_one_model_stay",
                     "rankagg.fuse(..., method='rrf'): a stay only the partner ranked (a new destination) beside "
                     "stays every model covers"),
            "cli_rrf": ("u31n_cli_rrf_runs",
                        "rankagg fuse price_model.run review_model.run conversion_model.run --method rrf "
                        "-o hotels.run: one run per model, stays as queries"),
            "cli_borda": ("u31n_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the conversion model "
                          "counts double)"),
            "cli_combsum": ("u31n_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four hotels a results page shows above "
                            "the fold"),
            "cli_evaluate": ("u31n_cli_evaluate_booking_qrels",
                             "rankagg evaluate hotels.run --qrels bookings.qrels -m ndcg_cut.5 -m map: the fused "
                             "ranking against the bookings (0-2)"),
            "cli_parquet": ("u31n_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o hotels.parquet: gzipped runs from the ranking "
                            "service, a Parquet table for the analysts")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u31n_ota_avail_as_run", "an OpenTravel OTA_HotelAvailRS answer (XML: RoomStays, BasicPropertyInfo)",
         "avail_rs.xml", _OTA, "OpenTravel", "avail_rs.xml:2"),
        ("u31n_amadeus_offers_as_run", "Amadeus' Hotel Search answer (data: hotel-offers with hotel, offers)",
         "hotel_offers.json", _AMADEUS, "Amadeus", "hotel_offers.json:1"),
        ("u31n_expedia_content_as_run", "Expedia Rapid's property content (property_id: name, address, ratings, "
         "location)", "content.json", _EXPEDIA, "Expedia", "content.json:1"),
        ("u31n_price_feed_as_run", "a Google Hotel Center price feed (Transaction, Result: Property, Checkin, "
         "Nights, Baserate)", "prices.xml", _PRICE_FEED, "Google Hotel", "prices.xml:2"),
        ("u31n_tripadvisor_as_run", "Tripadvisor's Content API location search (data: location_id, name, "
         "address_obj)", "location_search.json", _TRIPADVISOR, "Tripadvisor", "location_search.json:1"),
        ("u31n_inside_airbnb_as_run", "Inside Airbnb's listings.csv (id, listing_url, scrape_id, ..., "
         "review_scores_rating)", "listings.csv", _AIRBNB, "Inside Airbnb", "listings.csv:1"),
        ("u31n_booking_reviews_as_run", "Booking.com's hotel reviews dataset (Hotel_Address, ..., Reviewer_Score, "
         "Tags)", "Hotel_Reviews.csv", _BOOKING, "Booking.com", "Hotel_Reviews.csv:1")],
        one_run=("price_model.run", _ONE_RUN), stem="hotels",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the team can act on)")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u31n_airbnb_as_qrels", "listings.csv", _AIRBNB, "Inside Airbnb"),
        ("u31n_booking_as_qrels", "Hotel_Reviews.csv", _BOOKING, "Booking.com"),
        ("u31n_ota_as_qrels", "avail_rs.xml", _OTA, "OpenTravel"),
        ("u31n_amadeus_as_qrels", "hotel_offers.json", _AMADEUS, "Amadeus")],
        one_run=("price_model.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u31n_out_kmz", "hotels.kmz", "a zipped KML map (Google Earth)"),
        ("u31n_out_gpkg", "hotels.gpkg", "a GeoPackage (an SQLite map database)"),
        ("u31n_out_pkpass", "stay.pkpass", "an Apple Wallet pass")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=31"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u31n_api_amadeus_dict",
            "rankagg.fuse(json.load(hotel_offers.json)): Amadeus' answer loaded in Python given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('h.json')), method='rrf')\n",
            "Amadeus", why="a run maps a query to {document: score}; Amadeus' 'data' is a list of offers",
            files={"h.json": _AMADEUS}),
        bad("u31n_api_expedia_dict",
            "rankagg.fuse(json.load(content.json)): Expedia Rapid's property content loaded in Python given as runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('c.json')), method='rrf')\n",
            "Expedia", why="{property_id: {name, address, ratings}} reads as {run: {query: ...}}: its values are text "
            "and mappings, not a run's", files={"c.json": _EXPEDIA}),
        bad("u31n_api_airbnb_frame",
            "rankagg.fuse(pd.read_csv(Inside Airbnb's listings.csv)): the listings given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('l.csv'), method='borda')\n",
            "Inside Airbnb", why="a table of runs has qid, docid, run and score columns; Inside Airbnb's has listings",
            files={"l.csv": _AIRBNB}),
    ]
    return cases
