"""A hiking club's trail committee's and guidebook editors' files (issue 45's ninety-second bar, u92b_): Komoot's tours
answers.  (GPX, KML, FIT, Overpass answers, maps and drafts are named by the older readers, an XML file at its root
element's line.)  By decision the members' typed rating sheets (a member, a route, marks and their mean), the
committee's ballots (a rank, a route, a region, points) and vote tallies (a route, a region, counts, points) stay
undeclared: they hold nothing of this field's own, the forms of many fields' typed sheets; their refusals name the
file and line."""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

HIKING = Field(
    team="a hiking club's trail committee and guidebook editors (u92b_)",
    advice="give each source's ranking of a region's, season's, grade's or poll's trails (the members' ratings, the "
           "GPS tracks' statistics, the trail reports, the committee's votes) as a run, the slice a query "
           "(region:allgaeu/2024/summer) and each trail a document (trail:osm/relation/2140861), the score higher for "
           "the better trail: 'SLICE Q0 TRAIL RANK SCORE SOURCE'; the committee's verdicts are the qrels, "
           "'SLICE 0 TRAIL GRADE'",
    files=(
        FieldFile("Komoot's tours answer (HAL JSON from its API: _embedded tours with id, type, name, distance, "
                  "duration, elevation_up, elevation_down, kcal_active, sport, start_point; _links; page)",
                  '{"_embedded":{"tours":[{"id":1467730198,"type":"tour_recorded","name":"Gratweg","distance":'
                  '14872.3,"elevation_up":1108.4,"elevation_down":1112.9,"kcal_active":1874,"sport":"hike"}]},'
                  '"page":{"size":1}}\n', 1, keys=("elevation_up", "elevation_down", "kcal_active", "sport")),
    ))
