"""Issue 45's eightieth bar of scripts/reliability_matrix.py, an OpenStreetMap mapping community's validators and
project managers (a HOT Tasking Manager project run by a local chapter), ranking mappers per project, area and month
from edits, validations, changeset quality flags and reviewers' marks (its cases, ids ``u80a_``, registered in its
``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.
(Written by a persona session, before any of its recognisers existed.)

The team's day: each project, area or month (``project:hotosm/18451``, the Tasking Manager, then its project number;
``area:ke/nairobi/kibera``, the country, the county, the ward; ``month:2026-01/osm-kenya``, the month, then the
chapter) is a query and each mapper a document (``mapper:osm/4821097``, the OSM user id, as usernames change); the
runs are the mappers' edits (buildings and roads per changeset), the validators' marks, OSMCha's quality flags (turned
around: fewer flags, a higher score) and the reviewers' marks, turned to scores in [0, 1] at four decimals.  They are
fused with RRF, Borda and CombSUM, the validators' marks weighted highest (a task counts once it is validated), and
judged against the validation outcomes (2 validated without a fix, 1 validated after fixes, 0 invalidated).  The
mistakes and odd files: the field's own files given where runs or qrels are read (the OSM API's map answer saved as
map.osm (OSM XML), a changeset's osmChange download (.osc), an .osm.pbf extract (binary), the Overpass API's JSON and
CSV answers, the OSM API's changeset metadata (XML), the Tasking Manager's project contributions (JSON), OSMCha's
changesets answer (GeoJSON), the validators' review sheet and the chapter's mapper leaderboard as typed), and
outputs named for the field's files (an .osm, an .osc, an .osm.pbf, a gzipped osmChange .osc.gz).
(Checked: the OSM API's XML root ('<osm version="0.6" generator=... copyright="OpenStreetMap and contributors"
attribution="http://www.openstreetmap.org/copyright" license="http://opendatacommons.org/licenses/odbl/1-0/">') from
API clients' fixtures (nominatim's replication tests, iD's and osmapi-style mocks), the map call's generator and bounds
origin as CGImap writes them ('CGImap 0.8.6 (3984174 spike-06.openstreetmap.org)') from a fixture, its one-space
indentation from memory; the changeset element's attributes (id, created_at, open, comments_count, changes_count,
closed_at, min_lat, min_lon, max_lat, max_lon, uid, user, then tag k/v) from the osmapiR docs' example of
/api/0.6/changesets; the osmChange root with the server's attributes and create/modify/delete blocks from a Go OSM
library's test of a changeset download; Overpass's JSON header (version 0.6, generator 'Overpass API 0.7.62.1
084b4234', osm3s with timestamp_osm_base and its ODbL copyright line, then "elements" with the elements unindented
after a blank line) from several saved answers; Overpass's out:csv (the '::id'-style columns written '@id' in the
header line, 'true' for the header, a separator in quotes) from the Overpass QL settings notes, the '@'-headers from
memory; the Tasking Manager's /api/v2/projects/{id}/contributions/ keys (userContributions: username, mappingLevel,
pictureUrl, mapped, validated, total, mappedTasks, validatedTasks, name, dateRegistered) from the Tasking Manager
frontend's test fixtures, the keys sorted and compact as Flask writes them from memory; OSMCha's
/api/v1/changesets/ answer (a FeatureCollection with count, next, previous; each Feature's id, geometry and
properties check_user, reasons, tags, features, user, uid, editor, comment, comments_count, source, imagery_used,
date, reviewed_features, create, modify, delete, area, is_suspect, harmful, checked, check_date, metadata) from
MapComplete's and an OSMCha client's types and fixtures, compact as Django REST framework writes it; the .osm.pbf
framing (a 4-byte big-endian BlobHeader length, BlobHeader type 'OSMHeader' and datasize, a Blob with raw_size and
zlib_data, a HeaderBlock with required_features 'OsmSchema-V0.6', 'DenseNodes' and writingprogram) from the OSM
wiki's PBF format as implemented by osmium and osmosis, built here field by field.  Left out, as they could not be
checked: the Tasking Manager's CSV exports (a projects list CSV exists, per hotosm/tasking-manager issue 6661, but
its columns could not be found), JOSM's own .osm quoting, OSMCha's and the Tasking Manager's other answers (task
history, user stats), MapRoulette's and osm-stats' exports; the review sheet and the leaderboard are typed here as the
chapter writes them.)

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import json
import struct
import zlib

from .case import Case, command_cases, fusion_checks, named_at, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

EIGHTIETH_MAPPING = ("45 Unseen inputs: an eightieth bar, an OpenStreetMap mapping community's validators and "
                     "project managers ranking mappers per project, area and month from edits, validations, "
                     "changeset quality flags and reviewers' marks (OSM XML, osmChange, .osm.pbf, the Overpass "
                     "API's JSON and CSV, changeset metadata, the Tasking Manager's contributions JSON, OSMCha's "
                     "changesets GeoJSON, review sheets and mapper leaderboards as typed)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['mapper_edits', 'validator_marks', 'osmcha_flags', 'reviewer_marks'],
    items=['mapper:osm/4821097', 'mapper:osm/11930264', 'mapper:osm/7390512', 'mapper:osm/15027788',
           'mapper:osm/2264401', 'mapper:osm/19841736', 'mapper:osm/9102385', 'mapper:osm/13377460'],
    queries=['project:hotosm/18451', 'area:ke/nairobi/kibera', 'month:2026-01/osm-kenya',
             'project:hotosm/18452', 'area:ke/kisumu/nyalenda-a', 'month:2026-02/osm-kenya'],
    suffix='/late-validations', generator='mapping_scores', judgements='validation_outcomes'
) + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "mapping_scores", "mapper_rankings.run")

_RECS3 = ["mapper_edits", "validator_marks", "osmcha_flags"]
_OUT = ("mapper_rankings.run",)
_ONE_RUN = ("project:hotosm/18451 Q0 mapper:osm/4821097 1 0.9184 validator_marks\n"
            "project:hotosm/18451 Q0 mapper:osm/11930264 2 0.8702 validator_marks\n")

_API_ROOT = ('version="0.6" generator="OpenStreetMap server" copyright="OpenStreetMap and contributors" '
             'attribution="http://www.openstreetmap.org/copyright" '
             'license="http://opendatacommons.org/licenses/odbl/1-0/"')


# the team's files, as the OSM API, CGImap, Overpass, osmium, the Tasking Manager, OSMCha and the chapter write them
# the OSM API's map answer (GET /api/0.6/map?bbox=..., served by CGImap), saved as map.osm: the prolog, the root on
# line 2, one-space indentation, the bounds, then the nodes and ways with their metadata
_MAP_OSM = ('<?xml version="1.0" encoding="UTF-8"?>\n'
            '<osm version="0.6" generator="CGImap 0.9.3 (2118 spike-08.openstreetmap.org)" copyright="OpenStreetMap '
            'and contributors" attribution="http://www.openstreetmap.org/copyright" '
            'license="http://opendatacommons.org/licenses/odbl/1-0/">\n'
            ' <bounds minlat="-1.3172000" minlon="36.7824000" maxlat="-1.3121000" maxlon="36.7901000"/>\n'
            ' <node id="11842203915" visible="true" version="1" changeset="147823301" '
            'timestamp="2026-01-14T08:02:11Z" user="amani_maps" uid="4821097" lat="-1.3150372" lon="36.7861449"/>\n'
            ' <node id="11842203916" visible="true" version="1" changeset="147823301" '
            'timestamp="2026-01-14T08:02:11Z" user="amani_maps" uid="4821097" lat="-1.3150981" lon="36.7862037"/>\n'
            ' <way id="1204417731" visible="true" version="1" changeset="147823301" '
            'timestamp="2026-01-14T08:02:11Z" user="amani_maps" uid="4821097">\n'
            '  <nd ref="11842203915"/>\n  <nd ref="11842203916"/>\n'
            '  <tag k="building" v="yes"/>\n'
            ' </way>\n'
            '</osm>\n')
_MAP_OSM_NAME = "map.osm"

# a changeset's download (GET /api/0.6/changeset/147823301/download): osmChange with the server's attributes, a
# create block per element
_OSC = ('<?xml version="1.0" encoding="UTF-8"?>\n'
        f'<osmChange {_API_ROOT}>\n'
        '<create>\n'
        '<node id="11842203915" changeset="147823301" timestamp="2026-01-14T08:02:11Z" version="1" visible="true" '
        'user="amani_maps" uid="4821097" lat="-1.3150372" lon="36.7861449"/>\n'
        '</create>\n'
        '<create>\n'
        '<way id="1204417731" changeset="147823301" timestamp="2026-01-14T08:02:11Z" version="1" visible="true" '
        'user="amani_maps" uid="4821097">\n'
        '<nd ref="11842203915"/>\n<nd ref="11842203916"/>\n<tag k="building" v="yes"/>\n'
        '</way>\n'
        '</create>\n'
        '</osmChange>\n')
_OSC_NAME = "changeset_147823301.osc"


# an .osm.pbf extract as osmium writes it: each fileblock a 4-byte big-endian BlobHeader length, the BlobHeader
# (type 'OSMHeader', datasize), then the Blob (raw_size, zlib_data) holding the HeaderBlock (required_features
# OsmSchema-V0.6 and DenseNodes, writingprogram); the first OSMData block left out
def _osm_pbf() -> bytes:
    def varint(n: int) -> bytes:
        out = b""
        while True:
            low, n = n & 0x7F, n >> 7
            out += bytes([low | (0x80 if n else 0)])
            if not n:
                return out

    def field(tag: bytes, value: bytes) -> bytes:
        return tag + varint(len(value)) + value

    header_block = (field(b"\x22", b"OsmSchema-V0.6") + field(b"\x22", b"DenseNodes")
                    + field(b"\x82\x01", b"osmium/1.16.0"))
    blob = b"\x10" + varint(len(header_block)) + field(b"\x1a", zlib.compress(header_block, 6))
    blob_header = field(b"\x0a", b"OSMHeader") + b"\x18" + varint(len(blob))
    return struct.pack(">I", len(blob_header)) + blob_header + blob


_PBF = _osm_pbf()
_PBF_NAME = "kibera-2026-01.osm.pbf"

# the Overpass API's JSON answer ([out:json]; ... out meta;) as overpass-api.de writes it: the header indented,
# the elements unindented after a blank line
_OVERPASS_JSON = ('{\n  "version": 0.6,\n  "generator": "Overpass API 0.7.62.1 084b4234",\n  "osm3s": {\n'
                  '    "timestamp_osm_base": "2026-02-10T09:14:27Z",\n'
                  '    "copyright": "The data included in this document is from www.openstreetmap.org. '
                  'The data is made available under ODbL."\n  },\n  "elements": [\n\n'
                  '{\n  "type": "way",\n  "id": 1204417731,\n  "timestamp": "2026-01-14T08:02:11Z",\n'
                  '  "version": 1,\n  "changeset": 147823301,\n  "user": "amani_maps",\n  "uid": 4821097,\n'
                  '  "nodes": [\n    11842203915,\n    11842203916\n  ],\n'
                  '  "tags": {\n    "building": "yes"\n  }\n}\n\n'
                  '  ]\n}\n')
_OVERPASS_JSON_NAME = "overpass_buildings_kibera.json"

# the Overpass API's CSV answer: [out:csv(::id,::type,::user,::uid,::changeset,::timestamp,building;true;",")]
_OVERPASS_CSV = ("@id,@type,@user,@uid,@changeset,@timestamp,building\n"
                 "1204417731,way,amani_maps,4821097,147823301,2026-01-14T08:02:11Z,yes\n"
                 "1204417744,way,kevo_otieno,11930264,147824518,2026-01-14T09:40:52Z,residential\n"
                 "1204418102,way,amani_maps,4821097,147823301,2026-01-14T08:02:11Z,yes\n")
_OVERPASS_CSV_NAME = "overpass_buildings_kibera.csv"

# the OSM API's changeset metadata (GET /api/0.6/changesets?user=4821097&time=...): a changeset element per upload,
# two-space indentation, its tags (the Tasking Manager's hashtag in the comment)
_CHANGESETS_XML = ('<?xml version="1.0" encoding="UTF-8"?>\n'
                   f'<osm {_API_ROOT}>\n'
                   '  <changeset id="147823301" created_at="2026-01-14T07:41:03Z" open="false" comments_count="1" '
                   'changes_count="214" closed_at="2026-01-14T08:02:12Z" min_lat="-1.3172043" min_lon="36.7824410" '
                   'max_lat="-1.3121877" max_lon="36.7900921" uid="4821097" user="amani_maps">\n'
                   '    <tag k="comment" v="#hotosm-project-18451 #OSMKenya buildings in Kibera"/>\n'
                   '    <tag k="created_by" v="iD 2.30.4"/>\n'
                   '    <tag k="imagery_used" v="Esri World Imagery"/>\n'
                   '  </changeset>\n'
                   '</osm>\n')
_CHANGESETS_NAME = "changesets_amani_maps_2026-01.xml"

# the Tasking Manager's project contributions (GET /api/v2/projects/18451/contributions/): compact, keys sorted
_TM_CONTRIBUTIONS = json.dumps({"userContributions": [
    {"username": "amani_maps", "mappingLevel": "INTERMEDIATE", "pictureUrl": None, "mapped": 14, "validated": 0,
     "total": 14, "mappedTasks": [142, 143, 151, 152, 160, 161, 167, 170, 171, 178, 180, 181, 189, 190],
     "validatedTasks": [], "name": "Amani Wekesa", "dateRegistered": "2023-03-02T10:11:45.118322Z"},
    {"username": "wanjiru_v", "mappingLevel": "ADVANCED", "pictureUrl": None, "mapped": 3, "validated": 22,
     "total": 25, "mappedTasks": [12, 13, 19], "validatedTasks": [142, 143, 151, 152, 160],
     "name": "Wanjiru K.", "dateRegistered": "2019-06-18T14:27:03.552190Z"}]},
    sort_keys=True, separators=(",", ":"))
_TM_NAME = "project_18451_contributions.json"

# OSMCha's changesets answer (GET osmcha.org/api/v1/changesets/?...): a FeatureCollection, compact, a Feature per
# changeset with its flags (reasons), the reviewer's verdict (harmful, checked, check_user)
_OSMCHA = json.dumps({"type": "FeatureCollection", "count": 1, "next": None, "previous": None, "features": [
    {"id": 147823301, "type": "Feature",
     "geometry": {"type": "Polygon", "coordinates": [[[36.782441, -1.3172043], [36.7900921, -1.3172043],
                                                      [36.7900921, -1.3121877], [36.782441, -1.3121877],
                                                      [36.782441, -1.3172043]]]},
     "properties": {"check_user": "wanjiru_v", "reasons": [{"id": 40, "name": "New mapper"}], "tags": [],
                    "features": [], "user": "amani_maps", "uid": "4821097", "editor": "iD 2.30.4",
                    "comment": "#hotosm-project-18451 #OSMKenya buildings in Kibera", "comments_count": 1,
                    "source": "Not reported", "imagery_used": "Esri World Imagery", "date": "2026-01-14T07:41:03Z",
                    "reviewed_features": [], "create": 212, "modify": 2, "delete": 0, "area": 3.838e-05,
                    "is_suspect": True, "harmful": False, "checked": True, "check_date": "2026-01-15T06:12:40Z",
                    "metadata": {"changesets_count": 57, "hashtags": "#hotosm-project-18451;#OSMKenya",
                                 "locale": "en-KE", "host": "https://tasks.hotosm.org/projects/18451/map/"}}}]},
    separators=(",", ":"))
_OSMCHA_NAME = "osmcha_changesets_18451.json"

# the validators' review sheet as the chapter types it after a validation session: task, mapper, validator,
# buildings checked, errors found, the mark: six fields a line
_REVIEW_SHEET = ("142 amani_maps wanjiru_v 38 2 good\n143 amani_maps wanjiru_v 41 0 good\n"
                 "151 kevo_otieno wanjiru_v 27 6 fix\n160 achieng_maps brian_val 33 1 good\n"
                 "167 kevo_otieno brian_val 19 9 invalidated\n")
# the chapter's monthly mapper leaderboard as posted to the channel: place, mapper, buildings, validated percent:
# four fields a line
_LEADERBOARD = ("1 amani_maps 412 97\n2 achieng_maps 388 94\n3 kevo_otieno 301 81\n4 mutua_gis 266 88\n")


def eightieth_bar_mapping_cases() -> list[Case]:
    G = EIGHTIETH_MAPPING
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="mapping_scores", judgements="validation_outcomes", runs=_RECS3,
        stem="mapper_rankings", outputs=_OUT, item="mapper", rounded="osmcha_flags",
        weights="{'mapper_edits': 1.0, 'validator_marks': 2.0, 'osmcha_flags': 0.5, 'reviewer_marks': 1.5}",
        lone_query="R['reviewer_marks']['project:hotosm/18460/roads-only'] = "
                   "{'mapper:osm/2264401': 0.9, 'mapper:osm/9102385': 0.4}\n",
        trust="mapper_edits 1\nvalidator_marks 2\nosmcha_flags 1\n",
        trust_dict="{'mapper_edits': 1, 'validator_marks': 2, 'osmcha_flags': 1}",
        texts={
            "rrf": ("u80a_rrf_mapping_scores",
                    "rankagg.fuse({source: {project, area or month: {mapper: score}}}, method='rrf'): the mappers' "
                    "edits, the validators' marks, OSMCha's flags and the reviewers' marks, six rankings "
                    "('project:hotosm/18451'), mappers as 'mapper:osm/4821097'"),
            "borda": ("u80a_borda_mapper_not_validated_yet",
                      "rankagg.fuse(..., method='borda'): a mapper whose tasks no validator has opened yet and "
                      "OSMCha has not scanned, so some sources have no score for them"),
            "combsum": ("u80a_combsum_rounded_osmcha_flags",
                        "rankagg.fuse(..., method='combsum'): OSMCha's flags as a share at one decimal (many "
                        "ties), beside the mappers' edits and the validators' marks"),
            "fuser": ("u80a_weighted_fuser_validator_marks",
                      "rankagg.Fuser('rrf', weights=...) per project and month: the validators' marks count 2, "
                      "as a task counts once it is validated"),
            "frame": ("u80a_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the chapter's sheet, a "
                      "row per project, mapper and source"),
            "evaluate": ("u80a_evaluate_validation_outcomes",
                         "rankagg.evaluate(fused ranking, the validation outcomes, ['nDCG@5', 'AP', 'P@3']): does "
                         "the fused ranking put the mappers validated without fixes first"),
            "lone": ("u80a_roads_project_only_reviewer_marks",
                     "rankagg.fuse(..., method='rrf'): a roads-only project that only the reviewers' marks cover "
                     "(no building counts, no OSMCha scan yet), beside projects every source covers"),
            "cli_rrf": ("u80a_cli_rrf_runs",
                        "rankagg fuse mapper_edits.run validator_marks.run osmcha_flags.run --method rrf -o "
                        "mapper_rankings.run: one run per source, projects, areas and months as queries"),
            "cli_borda": ("u80a_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the validators' "
                          "marks count double)"),
            "cli_combsum": ("u80a_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four mappers named each month"),
            "cli_evaluate": ("u80a_cli_evaluate_validation_outcomes_qrels",
                             "rankagg evaluate mapper_rankings.run --qrels validation_outcomes.qrels -m ndcg_cut.5 "
                             "-m map: the fused ranking against the validation outcomes (0-2)"),
            "cli_parquet": ("u80a_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o mapper_rankings.parquet: gzipped runs from the "
                            "chapter's scripts, a Parquet table for the project managers' notebook")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u80a_osm_xml_map_as_run", "the OSM API's map answer saved as map.osm (OSM XML: osm, bounds, node, way, "
         "nd, tag)", _MAP_OSM_NAME, _MAP_OSM, "OSM XML", named_at(_MAP_OSM_NAME, _MAP_OSM)),
        ("u80a_osmchange_osc_as_run", "a changeset's download (osmChange: create, node, way with changeset, "
         "user, uid)", _OSC_NAME, _OSC, "osmChange", named_at(_OSC_NAME, _OSC)),
        ("u80a_osm_pbf_as_run", "an .osm.pbf extract (BlobHeader 'OSMHeader', zlib Blob, HeaderBlock "
         "OsmSchema-V0.6)", _PBF_NAME, _PBF, "PBF", _PBF_NAME),
        ("u80a_overpass_json_as_run", "the Overpass API's JSON answer (version, generator 'Overpass API', osm3s, "
         "elements)", _OVERPASS_JSON_NAME, _OVERPASS_JSON, "Overpass", f"{_OVERPASS_JSON_NAME}:1"),
        ("u80a_overpass_csv_as_run", "the Overpass API's out:csv answer (@id, @type, @user, @uid, @changeset, "
         "@timestamp, building)", _OVERPASS_CSV_NAME, _OVERPASS_CSV, "Overpass",
         named_at(_OVERPASS_CSV_NAME, _OVERPASS_CSV)),
        ("u80a_changeset_metadata_xml_as_run", "the OSM API's changeset metadata (changeset id, created_at, "
         "changes_count, min_lat ... uid, user; its tags)", _CHANGESETS_NAME, _CHANGESETS_XML, "changeset",
         named_at(_CHANGESETS_NAME, _CHANGESETS_XML)),
        ("u80a_tasking_manager_contributions_json_as_run", "the Tasking Manager's project contributions "
         "(userContributions: username, mapped, validated, mappedTasks, validatedTasks)", _TM_NAME,
         _TM_CONTRIBUTIONS, "Tasking Manager", f"{_TM_NAME}:1"),
        ("u80a_osmcha_geojson_as_run", "OSMCha's changesets answer (a FeatureCollection, count, next; properties "
         "reasons, harmful, checked, check_user)", _OSMCHA_NAME, _OSMCHA, "OSMCha", f"{_OSMCHA_NAME}:1"),
        ("u80a_review_sheet_as_run", "the validators' review sheet as typed (six fields a line: task, mapper, "
         "validator, buildings checked, errors, mark)", "review_18451_2026-01-15.txt", _REVIEW_SHEET,
         "review sheet", "review_18451_2026-01-15.txt:1"),
        ("u80a_leaderboard_as_run", "the chapter's mapper leaderboard as posted (four fields a line: place, mapper, "
         "buildings, validated percent)", "leaderboard_2026-01.txt", _LEADERBOARD, "leaderboard",
         "leaderboard_2026-01.txt:1")],
        one_run=("validator_marks.run", _ONE_RUN), stem="mapper_rankings",
        text_why="trec_eval refuses a line of other than six fields, and a review sheet's six are a task, a mapper, "
                 "a validator, two counts and a mark, not a run's; the file is the field's own, named by what it "
                 "is (a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; an .osm.pbf extract read as lines gives no ranking: named by what it is")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u80a_leaderboard_as_qrels", "leaderboard_2026-01.txt", _LEADERBOARD, "leaderboard"),
        ("u80a_review_sheet_as_qrels", "review_18451_2026-01-15.txt", _REVIEW_SHEET, "review sheet"),
        ("u80a_overpass_csv_as_qrels", _OVERPASS_CSV_NAME, _OVERPASS_CSV, "Overpass"),
        ("u80a_osmchange_osc_as_qrels", _OSC_NAME, _OSC, "osmChange")],
        one_run=("validator_marks.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u80a_out_osm", "ranked_mappers_18451.osm", "an OSM XML file"),
        ("u80a_out_osc", "validation_fixes_18451.osc", "an osmChange file"),
        ("u80a_out_osm_pbf", "kibera-2026-01.osm.pbf", "an .osm.pbf extract"),
        ("u80a_out_osc_gz", "validation_fixes_18451.osc.gz", "a gzipped osmChange file (as osmium writes it)")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=80"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u80a_api_tasking_manager_contributions_dict",
            "rankagg.fuse(json.load(project_18451_contributions.json)): the Tasking Manager's project "
            "contributions, loaded in Python, given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('r.json', encoding='utf-8')), method='rrf')\n",
            "Tasking Manager", why="a run maps a query to {document: score}; a contributions answer is a list of "
            "mappers (username, mapping level, tasks mapped and validated, the task numbers)",
            files={"r.json": _TM_CONTRIBUTIONS}),
        bad("u80a_api_overpass_csv_frame",
            "rankagg.fuse(pd.read_csv(overpass_buildings_kibera.csv)): the Overpass API's out:csv answer (@id, "
            "@type, @user, @uid, @changeset, @timestamp, building) given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('r.csv'), method='borda')\n",
            "Overpass", why="a table of runs has qid, docid, run and score columns; an Overpass CSV answer has an "
            "OSM element a row (its id, type, last editor, changeset, timestamp) and the tags asked for",
            files={"r.csv": _OVERPASS_CSV}),
    ]
    return cases
