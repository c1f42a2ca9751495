"""An OpenStreetMap mapping community's validators' and project managers' files (issue 45's eightieth bar, u80a_):
Overpass's JSON and CSV answers, the OSM API's changeset metadata, the HOT Tasking Manager's contributions, OSMCha's
flagged changesets, and validators' review sheets and a mapper leaderboard typed as text.  (OSM XML, osmChange and
PBF files are named by the older readers: :mod:`rankagg.io.transit_shapes`.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile, ranked_from_the_top

#: a validator's review line: task, mapper (never a run's Q0), validator, buildings, errors, the mark
_REVIEW = (r"\d{1,6}[ \t]+(?!Q0[ \t])\S+[ \t]+\S+[ \t]+\d{1,4}[ \t]+\d{1,4}[ \t]+"
           r"(?:good|ok|fix|fixed|needs-?fix|invalidated?|validated|bad)[ \t]*")
#: a leaderboard's line after its place: mapper (a name: never qrels' 0 or a run's Q0), buildings, validated percent;
#: a leaderboard is typed from its top, its first lines placed 1 and 2 (48 of 20,000 random typed sheets had been one)
_LEADER = r"[ \t]+(?!Q0[ \t])[^\W\d_][\w.-]*[ \t]+\d{1,6}[ \t]+(?:100|\d{1,2})%?[ \t]*"

MAPPING = Field(
    team="an OpenStreetMap mapping community's validators and project managers (u80a_)",
    advice="give each source's ranking of a project's, area's or month's mappers (the edits, the validators' marks, "
           "OSMCha's flags, the reviewers' marks) as a run, the project a query (project:hotosm/18451) and each "
           "mapper a document (mapper:osm/4821097), the score higher for the better mapper: 'PROJECT Q0 MAPPER RANK "
           "SCORE SOURCE'; the validation outcomes are the qrels, 'PROJECT 0 MAPPER GRADE'",
    files=(
        FieldFile("an Overpass API answer (JSON: version, generator, osm3s with its timestamp_osm_base, elements)",
                  '{\n  "version": 0.6,\n  "generator": "Overpass API 0.7.62.1 084b4234",\n  "osm3s": {\n'
                  '    "timestamp_osm_base": "2026-02-10T09:14:27Z"\n  },\n  "elements": []\n}\n', 1,
                  keys=("osm3s", "elements", "timestamp_osm_base")),
        FieldFile("an Overpass API answer as CSV (out:csv: @id, @type, @user, ..., then the tags asked for)",
                  "@id,@type,@user,@uid,@changeset,@timestamp,building\n"
                  "1204417731,way,amani_maps,4821097,147823301,2026-01-14T08:02:11Z,yes\n", 1,
                  columns=("@id", "@type")),
        FieldFile("OpenStreetMap changeset metadata (OSM XML: each changeset's editor, bounds, counts and tags, as the "
                  "OSM API answers /changesets)",
                  '<?xml version="1.0" encoding="UTF-8"?>\n<osm version="0.6" generator="OpenStreetMap server">\n'
                  '  <changeset id="147823301" open="false" changes_count="214" uid="4821097" user="amani_maps">\n',
                  2, root="osm", marks=("<changeset ",)),
        FieldFile("a project's contributions from the HOT Tasking Manager's API (JSON: userContributions of username, "
                  "mappingLevel, mapped, validated, mappedTasks, validatedTasks, ...)",
                  '{"userContributions":[{"mapped":14,"mappedTasks":[142,143],"mappingLevel":"INTERMEDIATE",'
                  '"username":"amani_maps","validated":0,"validatedTasks":[]}]}\n', 1,
                  keys=("userContributions", "mappedTasks", "validatedTasks", "mappingLevel")),
        FieldFile("OSMCha's flagged changesets (GeoJSON: a FeatureCollection of changesets whose properties hold "
                  "check_user, reasons, user, editor, comment)",
                  '{"type":"FeatureCollection","count":1,"next":null,"features":[{"id":147823301,"type":"Feature",'
                  '"properties":{"check_user":"wanjiru_v","reasons":[{"id":40,"name":"New mapper"}]}}]}\n', 1,
                  keys=("features", "check_user", "reasons"), marks=('"FeatureCollection"',)),
        FieldFile("a mapping validator's review sheet typed as text (task, mapper, validator, buildings, errors, mark; "
                  "six fields a line that pass for a TREC run's)",
                  "142 amani_maps wanjiru_v 38 2 good\n151 kevo_otieno wanjiru_v 27 6 fix\n", 1,
                  line=rf"\A{_REVIEW}\r?\n{_REVIEW}$", lookalike=True),
        FieldFile("a mapper leaderboard typed as text (place, mapper, buildings, validated percent; four fields a line "
                  "that pass for qrels')",
                  "1 amani_maps 412 97\n2 achieng_maps 388 94\n", 1,
                  line=ranked_from_the_top(_LEADER), lookalike=True),
    ))
