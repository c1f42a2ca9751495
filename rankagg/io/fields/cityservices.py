"""A city's 311 service-request team's and its public-works committee's files (issue 45's ninety-second bar, u92a_):
Open311 GeoReport v2's requests answers (JSON and XML), SeeClickFix's issues answers and an open data portal's 311
Service Requests export.  (KML, shapefiles and photos are named by the older readers.)  By decision the crews' typed
severity sheets (a request's number, a crew, three marks and their mean), the committee's ballots (a member, a place,
a request's number, a short name) and vote tallies (a budget line, a request's number, counts, a share) stay
undeclared: they hold nothing of this field's own, the forms of many fields' typed sheets; their refusals name the
file and line."""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

CITYSERVICES = Field(
    team="a city's 311 service-request team and its council's public-works committee (u92a_)",
    advice="give each source's ranking of a category's, district's, week's or budget round's service requests (the "
           "request counts, the residents' upvotes, the crews' severity, the committee's votes) as a run, the slice a "
           "query (category:2026/potholes) and each request a document (sr:2026/potholes/0031842), the score higher "
           "for the request to serve first: 'SLICE Q0 REQUEST RANK SCORE SOURCE'; the committee's decisions are the "
           "qrels, 'SLICE 0 REQUEST GRADE'",
    files=(
        FieldFile("Open311 GeoReport v2's requests answer (JSON: service requests with service_request_id, status, "
                  "service_name, service_code, requested_datetime, address, lat, long)",
                  '[{"service_request_id":"26-00031842","status":"open","service_name":"Pothole in Street",'
                  '"service_code":"PHF","requested_datetime":"2026-02-09T07:42:18-05:00"}]\n', 1,
                  keys=("service_request_id", "service_code", "requested_datetime", "status")),
        FieldFile("Open311 GeoReport v2's requests answer (XML: service_requests of request elements with "
                  "service_request_id, status, service_name, service_code, requested_datetime, ...)",
                  '<?xml version="1.0" encoding="utf-8"?>\n<service_requests>\n  <request>\n    <service_request_id>'
                  "26-00031842</service_request_id>\n  </request>\n</service_requests>\n", 2,
                  root="service_requests", marks=("<service_request_id>",)),
        FieldFile("SeeClickFix's issues answer (JSON from its API v2: issues with id, status, summary, rating, "
                  "reporter, shortened_url, ..., then metadata with its pagination)",
                  '{"issues":[{"id":15520447,"status":"Open","summary":"Pothole","reporter":{"id":2094417},'
                  '"shortened_url":"http://scf.cm/i/15520447"}],"metadata":{"pagination":{"page":1}}}\n', 1,
                  keys=("issues", "metadata", "reporter", "shortened_url")),
        FieldFile("an open data portal's 311 Service Requests export (CSV: Unique Key, Created Date, Closed Date, "
                  "Agency, Agency Name, Complaint Type, Descriptor, ..., Latitude, Longitude, Location)",
                  "Unique Key,Created Date,Closed Date,Agency,Complaint Type,Descriptor,Incident Zip\n61834207,"
                  "02/09/2026 07:42:18 AM,,DOT,Street Condition,Pothole,11217\n", 1,
                  columns=("Unique Key", "Complaint Type", "Descriptor")),
    ))
