"""A city bike-share operator's rebalancing and station planning team's files (issue 45's ninety-eighth bar, u98a_):
the Lyft-run systems' monthly trip data (Citi Bike's, Capital Bikeshare's) and GBFS feeds.  (OpenStreetMap's PBF
extracts, Qualtrics' exports and PNG screenshots are named by the older readers.)  By decision the committee's typed
ballots and vote tallies and the planners' typed rating sheets stay undeclared: a station's short name (6926.01) is a
bare number to any other tool, so they hold nothing of this field's own; their refusals name the file and line."""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

BIKESHARE = Field(
    team="a city bike-share operator's rebalancing and station planning team (u98a_)",
    advice="give each source's ranking of a district's, hour's, month's or committee vote's stations (the trips, the "
           "empty and full minutes, the rebalancing moves, the riders' ratings, the committee's votes) as a run, the "
           "district or vote a query (district:2026-05/midtown-east) and each station a document "
           "(station:manhattan/6926.01), the score higher for the station most in need: 'DISTRICT Q0 STATION RANK "
           "SCORE SOURCE'; the committee's decisions are the qrels, 'DISTRICT 0 STATION GRADE'",
    files=(
        FieldFile("a bike-share system's monthly trip data (the Lyft-run systems' CSV: Citi Bike's, Capital "
                  "Bikeshare's, Divvy's: ride_id, rideable_type, started_at, ended_at, start_station_name, ..., "
                  "member_casual)",
                  "ride_id,rideable_type,started_at,ended_at,start_station_name,start_station_id,member_casual\n"
                  "3F1A9C0E72B4D815,classic_bike,2026-05-14 08:02:41.118,2026-05-14 08:14:09.532,W 52 St & 11 Ave,"
                  "6926.01,member\n", 1,
                  columns=("ride_id", "rideable_type", "started_at", "member_casual")),
        FieldFile("a GBFS feed (the General Bikeshare Feed Specification's JSON: last_updated, ttl, version and data; "
                  "gbfs.json, station_information.json, station_status.json, ...)",
                  '{"last_updated":1778745662,"ttl":60,"version":"2.3","data":{"stations":[{"station_id":'
                  '"66db237e-0aca-11e7-82f6-3863bb44ef7c","num_bikes_available":0,"num_docks_available":53}]}}\n', 1,
                  keys=("data", "last_updated", "ttl")),
    ))
