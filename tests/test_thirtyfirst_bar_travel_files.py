"""Issue 45's thirty-first bar (u31n_*_as_run, u31n_*_as_qrels, u31n_api_*): a hotel metasearch team's files given as
a run or as qrels were told a field count or a generic header or JSON note; OpenTravel messages, Google Hotel Center
price feeds, Amadeus', Tripadvisor's and Expedia Rapid's answers, Inside Airbnb's listings and Booking.com's reviews
are now named at both doors, plain and gzipped, and at the API (a document of records keyed by id, Expedia's
{property_id: {...}}, is asked of every recogniser before it is told its first record is no query)."""

import json

import pandas as pd
import pytest

import rankagg
from rankagg.io.json_documents import json_shape
from rankagg.io.travel_shapes import travel_columns, travel_document, travel_head, travel_shape
from tests.door_files import named_through_the_api

AMADEUS = ('{"data": [{"type": "hotel-offers", "hotel": {"hotelId": "MCLISALF", "name": "Casa"}, "available": true, '
           '"offers": []}]}\n')
TRIPADVISOR = '{"data": [{"location_id": "195328", "name": "Casa", "address_obj": {"city": "Lisbon"}}]}\n'
EXPEDIA = ('{"88213": {"property_id": "88213", "name": "Casa", "address": {"city": "Lisboa"}, "ratings": {"guest": '
           '{"overall": "4.6"}}}, "88190": {"property_id": "88190", "name": "B", "address": {}, "ratings": {}}}\n')
FILES = {
    "avail_rs.xml": ('<?xml version="1.0"?>\n<OTA_HotelAvailRS xmlns="http://www.opentravel.org/OTA/2003/05" '
                     'Version="2.1">\n<Success/>\n</OTA_HotelAvailRS>\n', "OpenTravel", 2),
    "prices.xml": ('<?xml version="1.0"?>\n<Transaction timestamp="2026-11-27T10:00:00-00:00" id="42">\n<Result>'
                   '<Property>88213</Property><Baserate currency="EUR">280</Baserate></Result>\n</Transaction>\n',
                   "Google Hotel Center", 2),
    "offers.json": (AMADEUS, "Amadeus", 1),
    "search.json": (TRIPADVISOR, "Tripadvisor", 1),
    "content.json": (EXPEDIA, "Expedia Rapid", 1),
    "listings.csv": ("id,listing_url,scrape_id,host_id,price\n41339,https://www.airbnb.com/rooms/41339,1,180129,$95\n",
                     "Inside Airbnb", 1),
    "Hotel_Reviews.csv": ("Hotel_Address,Hotel_Name,Reviewer_Score\nRua X 1,Casa,9.6\n", "Booking.com", 1),
}
RUN = "lisbon/2027-03-12+2n Q0 htl:88213 1 0.91 price\nlisbon/2027-03-12+2n Q0 htl:88190 2 0.77 price\n"
QRELS = "lisbon/2027-03-12+2n 0 htl:88213 2\n"


@pytest.mark.parametrize("gz", [False, True])
@pytest.mark.parametrize("door", ["run", "qrels"])
@pytest.mark.parametrize("name", sorted(FILES))
def test_named_at_both_doors(tmp_path, name, door, gz):
    named_through_the_api(tmp_path, FILES, name, door, gz, RUN, "DESTINATION/STAY Q0 HOTEL")


@pytest.mark.parametrize("text", [RUN, QRELS, "listing_url Q0 host_id 1 0.5 scrape_id\n"])
def test_runs_and_qrels_are_never_claimed(text):
    assert travel_shape("x.run", text.splitlines()) is None and travel_head(text) is None


@pytest.mark.parametrize("text", [
    "listing_url,price\nx,1\n",  # a listings table without Inside Airbnb's scrape columns
    "Hotel_Name,Score\nCasa,9\n",
    '<?xml version="1.0"?>\n<Transaction id="1">\n<Amount>3</Amount>\n</Transaction>\n',  # a bank's transaction
    '<OTA_HotelAvailRS Version="1">\n</OTA_HotelAvailRS>\n',  # no OpenTravel namespace
])
def test_near_misses_are_left_to_others(text):
    assert travel_shape("x.csv", text.splitlines()) is None and travel_head(text) is None


@pytest.mark.parametrize("obj", [{"q1": {"d1": 1.0}}, {"data": [{"q1": {"d": 1.0}}]}, {},
                                 {"q1": {"property_id": 1.0}}, {"data": []}])
def test_runs_are_no_travel_documents(obj):
    assert travel_document(obj) is None


def test_json_that_is_no_such_document_is_not_named_so():
    shape = json_shape('{"q1": {"property_id": 1.0, "ratings": 0.5}, "q2": {"location_id": 1.0, "hotelId": 0.5}}')
    assert shape is None or ("Expedia" not in shape and "Tripadvisor" not in shape and "Amadeus" not in shape)


@pytest.mark.parametrize("text, what", [(AMADEUS, "Amadeus"), (TRIPADVISOR, "Tripadvisor"), (EXPEDIA, "Expedia")])
def test_documents_loaded_in_python_are_named(text, what):
    with pytest.raises(ValueError, match=what):
        rankagg.fuse(json.loads(text), method="rrf")


def test_a_run_whose_query_is_no_mapping_is_still_told_so():
    with pytest.raises(ValueError, match=r"run 'r', query 'q2': expected \{docid: score\}, got str"):
        rankagg.fuse({"r": {"q1": {"d": 1.0}, "q2": "d"}}, method="rrf")


@pytest.mark.parametrize("columns, what", [(["id", "listing_url", "scrape_id", "host_id"], "Inside Airbnb"),
                                           (["Hotel_Address", "Hotel_Name", "Reviewer_Score"], "Booking.com")])
def test_frames_are_named(columns, what):
    frame = pd.DataFrame([["1"] * len(columns)], columns=columns)
    with pytest.raises(ValueError, match=what):
        rankagg.fuse(frame, method="rrf")
    assert travel_columns(["qid", "docid", "run", "score"]) is None
