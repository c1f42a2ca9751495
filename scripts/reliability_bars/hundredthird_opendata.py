"""Issue 45's hundred-and-third bar of scripts/reliability_matrix.py, a city's open data portal curation team, its
data stewards and publishing committee ranking datasets per department, theme and quarterly featuring round from page
views, API downloads, stewards' quality ratings and the committee's votes (its cases, ids ``u103b_``, registered in its
``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.
(Written by a persona session, before any of its recognisers existed.)

The team's day: each theme, department and featuring round (``theme:2026-Q2/transportation``, the kind, the quarter,
then the theme; ``dept:2026-Q2/public-works``; ``feature:2026-Q2/homepage``) is a query and each dataset a document
(``dataset:ckan/street-tree-inventory``, the portal, then the dataset's slug, or ``dataset:socrata/tq8k-2xbv``, a
Socrata dataset by its 4x4 id); the runs are the page views, the API downloads, the stewards' quality ratings and the
committee's votes, turned to scores in [0, 1] at four decimals.  They are fused with RRF, Borda and CombSUM, the
committee's votes weighted highest (the portal's publishing policy gives the committee the featuring decision), and
judged against the committee's featuring decisions (2 featured on the homepage, 1 featured in its theme, 0 not
featured).  The mistakes and odd files: the field's own files given where runs or qrels are read (CKAN's Action API
answer to package_search, Socrata's view metadata JSON and its SODA CSV export, a Project Open Data data.json catalog
(DCAT-US), a Frictionless datapackage.json, a CSVW metadata file, a DCAT catalog in RDF/XML and in Turtle, a shapefile
(binary), the stewards' quality rating sheet, a committee member's ballot and the committee's vote tally as the
portal's coordinator types them), and outputs named for the field's files (a data.json, a DCAT .ttl, a
datapackage.json, a .shp).
(Checked: CKAN's Action API answer from CKAN's source (ckan/ckan, ckan/views/api.py: action() builds {help, success,
result} in that order, help the help_show URL of the action, and _finish() writes it with ckan.common's json.dumps
(for_json=True), no indent and the default ', ' and ': ' separators, no newline at the end) and package_search's
result from ckan/logic/action/get.py (count, facets, results, sort, then search_facets added after); the package
dict's keys as demo.ckan.org sent them in frictionless-py's recorded answer (frictionlessdata/frictionless-py,
data/ckan_mock_responses/package_show.json: license_title, maintainer, relationships_as_object, private, ... resources
of mimetype, cache_url, hash, ... position, url_type, id, resource_type, size; num_resources, tags, groups, license_id,
relationships_as_subject, organization, name, isopen, url, notes, owner_org, extras, title, revision_id), the ids,
times and the portal's values illustrative.  Socrata's view metadata (GET /api/views/{4x4}.json) from Socrata's own
frontend test data (znep/query-coordinator, common/spec/visualizations/testData.js, a copy of Chicago's crimes view:
id, name, attribution, attributionLink, averageRating, category, createdAt (epoch seconds), description, displayType,
downloadCount, newBackend, numberOfComments, oid, publicationAppendEnabled, publicationDate, publicationGroup,
publicationStage, rowsUpdatedAt, rowsUpdatedBy, tableId, totalTimesRated, viewCount, viewLastModified, viewType,
columns of id, name, dataTypeName, fieldName, position, renderTypeName, tableColumnId, width, format; grants,
metadata, owner, query, rights, tableAuthor, tags, flags) and frontend/karma/adminActivityFeed/mockActivities.js
(assetType, hideFromCatalog, hideFromDataJson, provenance); its ' : ' key separator and two-space indentation as that
copy shows them, the rest of the layout (Jackson's pretty printer) a guess.  The SODA CSV export (GET
/resource/{4x4}.csv) from dev.socrata.com's formats page (CSV for SODA 2.0 and 2.1, text/csv); its header of API field
names and every value in double quotes are from memory, not checked.  data.json from the Project Open Data schema's
own examples (project-open-data/project-open-data.github.io, v1.1/examples/catalog-sample-extended.json: @context
.../v1.1/schema/catalog.jsonld, @id, @type dcat:Catalog, conformsTo, describedBy, then dataset of @type dcat:Dataset,
accessLevel, contactPoint of vcard:Contact fn and hasEmail, description, distribution of dcat:Distribution
downloadURL, mediaType, format, title; identifier, keyword, landingPage, license, modified, publisher of
org:Organization, theme, title); written compact as a portal serves it (a guess).  datapackage.json from
frictionless-py's own written packages (data/country.package.json: resources of name, type table, path, scheme file,
format csv, mediatype text/csv, encoding utf-8, schema of fields name and type; two-space indentation, no newline at
the end); the package's name and title are added here.  The CSVW metadata from the W3C's model (@context
http://www.w3.org/ns/csvw, url, tableSchema of columns name, titles, datatype; primaryKey, aboutUrl) as the ONS
application profile (ONSdigital/application-profile, csvw.md) and csvw-context code show it; the '-metadata.json'
name after the CSV's is CSVW's convention, from memory.  The DCAT catalog in RDF/XML from rdflib's pretty-xml
serializer, which ckanext-dcat uses (RDFLib/rdflib, rdflib/plugins/serializers/rdfxml.py PrettyXMLSerializer and
xmlwriter.py: the '<?xml version="1.0" encoding="utf-8"?>' prolog, '<rdf:RDF' then one '  xmlns:p="..."' line each,
the '>' alone on its line, two spaces an element level, the typed node dcat:Catalog with rdf:about, nested
dcat:Dataset nodes, literals with rdf:datatype, a newline at the end), the properties after ckanext-dcat's
examples/catalog.rdf (dct:identifier, dct:title, dct:description, dct:issued, dct:modified, dcat:keyword,
dcat:distribution of dcat:Distribution downloadURL, mediaType); the namespace order (rdflib's is a set's) a guess.  The
Turtle catalog: the '@prefix p: <...> .' lines as ckanext-dcat's examples/dcat/dataset.ttl and rdflib write them; the
subject, 'a' then the predicates in order with four-space indentation, objects on ',' continued lines, is rdflib's
turtle serializer from memory, not read.  The shapefile from the ESRI Shapefile Technical Description's main header
as PyShp (GeospatialPython/pyshp, src/shapefile.py) and other readers quote it: file code 9994 (00 00 27 0A) and five
unused integers big-endian, the file length in 16-bit words big-endian, version 1000 and shape type little-endian,
then the bounding box Xmin, Ymin, Xmax, Ymax, Zmin, Zmax, Mmin, Mmax as little-endian doubles (100 bytes); each record
a big-endian record number and content length (words), then the point's shape type 1, X and Y little-endian; written
here with struct, the Z and M ranges 0.0 as PyShp writes them for points (from memory).  Left out, as they could not
be checked byte for byte: ArcGIS Hub's and OpenDataSoft's API answers, Socrata's Discovery API (catalog/v1) answer, a
.dbf beside the .shp, a zipped shapefile, CKAN's DataStore answers, DCAT-AP's JSON-LD.  The rating sheet, the ballot
and the vote tally are typed here as the portal's coordinator writes them.)

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import json
import struct

from .case import Case, command_cases, fusion_checks, named_at, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

HUNDREDTHIRD_OPENDATA = ("45 Unseen inputs: a hundred-and-third bar, a city's open data portal curation team (data "
                         "stewards and a publishing committee) ranking datasets per department, theme and quarterly "
                         "featuring round from page views, API downloads, stewards' quality ratings and the "
                         "committee's votes (CKAN's Action API answers, Socrata's view metadata JSON and SODA CSV "
                         "export, a Project Open Data data.json (DCAT-US), a Frictionless datapackage.json, CSVW "
                         "metadata, DCAT catalogs in RDF/XML and Turtle, shapefiles, rating sheets, ballots and vote "
                         "tallies as typed)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['page_views', 'api_downloads', 'steward_ratings', 'committee_votes'],
    items=['dataset:socrata/tq8k-2xbv', 'dataset:ckan/street-tree-inventory', 'dataset:ckan/bike-lane-network',
           'dataset:socrata/m7pz-3wfh', 'dataset:ckan/parking-citations-2025', 'dataset:socrata/r2d8-kb6n',
           'dataset:ckan/building-permits', 'dataset:socrata/hx4w-9cjs'],
    queries=['theme:2026-Q2/transportation', 'dept:2026-Q2/public-works', 'feature:2026-Q2/homepage',
             'theme:2026-Q2/environment', 'dept:2026-Q2/parks-and-recreation', 'feature:2026-Q2/newsletter'],
    suffix='/second-round', generator='dataset_scores', judgements='featuring_decisions'
) + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "dataset_scores", "featured_rankings.run")

_RECS3 = ["page_views", "api_downloads", "committee_votes"]
_OUT = ("featured_rankings.run",)
_ONE_RUN = ("theme:2026-Q2/transportation Q0 dataset:socrata/tq8k-2xbv 1 0.9412 committee_votes\n"
            "theme:2026-Q2/transportation Q0 dataset:ckan/bike-lane-network 2 0.8861 committee_votes\n")

_PORTAL = "https://data.cityofexample.gov"


# the team's files, as CKAN, Socrata, the portal's data.json, Frictionless, a CSVW editor, rdflib (ckanext-dcat), a
# GIS desktop's shapefile export and the portal's coordinator write them
# CKAN's Action API answer (GET /api/3/action/package_search?fq=groups:transportation): help, success, result (count,
# facets, results, sort, search_facets); json.dumps with the default separators, no indent, no newline at the end
def _ckan_resource(pkg: str, rid: str, pos: int, name: str, fmt: str, when: str) -> dict:
    return {"mimetype": "text/csv" if fmt == "CSV" else None, "cache_url": None, "hash": "", "description": "",
            "name": name, "format": fmt,
            "url": f"{_PORTAL}/dataset/{pkg}/resource/{rid}/download/{name.lower().replace(' ', '-')}."
                   + fmt.lower(),
            "datastore_active": fmt == "CSV", "cache_last_updated": None, "package_id": pkg, "created": when,
            "state": "active", "mimetype_inner": None, "last_modified": when, "position": pos, "url_type": "upload",
            "id": rid, "resource_type": None, "size": None}


def _ckan_package(pid: str, name: str, title: str, notes: str, org: tuple[str, str, str], tags: list[str],
                  resources: list[dict], created: str, modified: str) -> dict:
    return {"license_title": "Open Data Commons Public Domain Dedication and License (PDDL)", "maintainer": "GIS Team",
            "relationships_as_object": [], "private": False, "maintainer_email": "gis@cityofexample.gov",
            "num_tags": len(tags), "id": pid, "metadata_created": created, "metadata_modified": modified,
            "author": "", "author_email": "", "state": "active", "version": "",
            "creator_user_id": "5f0d3c2e-8b7a-4e61-9c1d-2a4b6e8f0a13", "type": "dataset", "resources": resources,
            "num_resources": len(resources),
            "tags": [{"vocabulary_id": None, "state": "active", "display_name": t, "id": f"tag-{t}", "name": t}
                     for t in tags],
            "groups": [{"description": "", "display_name": "Transportation", "image_display_url": "",
                        "title": "Transportation", "id": "8c2e4a16-0f3b-4d57-b9e8-61a7c5d3f204",
                        "name": "transportation"}],
            "license_id": "odc-pddl", "relationships_as_subject": [],
            "organization": {"description": "", "created": "2019-03-04T16:21:07.511904", "title": org[1],
                             "name": org[0], "is_organization": True, "state": "active", "image_url": "",
                             "type": "organization", "id": org[2], "approval_status": "approved"},
            "name": name, "isopen": True, "url": "", "notes": notes, "owner_org": org[2],
            "extras": [{"key": "update_frequency", "value": "monthly"}], "title": title}


_PW = ("public-works", "Public Works", "3a9f6b1c-7d2e-4c58-a0b4-95e1d7c3f862")
_CKAN_SEARCH = json.dumps({
    "help": f"{_PORTAL}/api/3/action/help_show?name=package_search",
    "success": True,
    "result": {
        "count": 2,
        "facets": {},
        "results": [
            _ckan_package("b7e21f04-3c9d-4a6e-8f15-d0c2a97b4e38", "bike-lane-network", "Bike Lane Network",
                          "Protected, buffered and painted bike lanes maintained by Public Works, updated monthly.",
                          _PW, ["bicycles", "transportation"],
                          [_ckan_resource("b7e21f04-3c9d-4a6e-8f15-d0c2a97b4e38",
                                          "e41c7a90-5b2d-4f83-9e06-c8d1a3b5f729", 0, "Bike Lanes", "CSV",
                                          "2026-04-02T09:14:51.302117"),
                           _ckan_resource("b7e21f04-3c9d-4a6e-8f15-d0c2a97b4e38",
                                          "0d6f2b84-a9c1-47e3-b5d8-3e7f9a1c4b26", 1, "Bike Lanes", "GeoJSON",
                                          "2026-04-02T09:15:07.884530")],
                          "2021-06-17T14:02:33.418205", "2026-04-02T09:15:08.102944"),
            _ckan_package("c0a5d8e3-91f7-4b2c-86e4-7b3f1d9a5c02", "street-tree-inventory", "Street Tree Inventory",
                          "Every tree in the public right-of-way: species, diameter at breast height and condition.",
                          _PW, ["forestry", "trees"],
                          [_ckan_resource("c0a5d8e3-91f7-4b2c-86e4-7b3f1d9a5c02",
                                          "7f3b9d21-c4e8-4a06-b1f5-2d8e6a9c3b74", 0, "Street Trees", "CSV",
                                          "2026-03-30T17:02:11.640381")],
                          "2020-09-08T11:47:19.027556", "2026-03-30T17:02:12.391047")],
        "sort": "views_recent desc",
        "search_facets": {}}})
_CKAN_NAME = "ckan_package_search_transportation.json"


# Socrata's view metadata (GET /api/views/tq8k-2xbv.json): id, name, then the keys alphabetically, the columns, grants,
# metadata, owner, query, rights, tableAuthor, tags, flags; ' : ' between key and value, two-space indentation
def _soc_column(cid: int, name: str, kind: str, field: str, pos: int) -> dict:
    return {"id": cid, "name": name, "dataTypeName": kind, "fieldName": field, "position": pos,
            "renderTypeName": kind, "tableColumnId": cid - 178203114, "width": 160, "format": {}}


_SOC_OWNER = {"id": "d4kv-7sqe", "displayName": "Open Data Coordinator", "screenName": "Open Data Coordinator",
              "type": "interactive", "flags": ["organizationMember"]}
_SOCRATA_VIEW = json.dumps({
    "id": "tq8k-2xbv",
    "name": "Bicycle Counter Daily Totals",
    "assetType": "dataset",
    "attribution": "Department of Transportation",
    "averageRating": 0,
    "category": "Transportation",
    "createdAt": 1592316771,
    "description": "Daily northbound and southbound bicycle counts from the city's permanent counters.",
    "displayType": "table",
    "downloadCount": 18342,
    "hideFromCatalog": False,
    "hideFromDataJson": False,
    "newBackend": True,
    "numberOfComments": 0,
    "oid": 38211907,
    "provenance": "official",
    "publicationAppendEnabled": False,
    "publicationDate": 1592403118,
    "publicationGroup": 19577124,
    "publicationStage": "published",
    "rowsUpdatedAt": 1776070803,
    "rowsUpdatedBy": "d4kv-7sqe",
    "tableId": 19577124,
    "totalTimesRated": 0,
    "viewCount": 52917,
    "viewLastModified": 1775558402,
    "viewType": "tabular",
    "columns": [_soc_column(512884301, "Date", "calendar_date", "date", 1),
                _soc_column(512884302, "Counter", "text", "counter", 2),
                _soc_column(512884303, "Northbound", "number", "northbound", 3),
                _soc_column(512884304, "Southbound", "number", "southbound", 4),
                _soc_column(512884305, "Total", "number", "total", 5)],
    "grants": [{"inherited": False, "type": "viewer", "flags": ["public"]}],
    "metadata": {"rowLabel": "Row", "availableDisplayTypes": ["table", "fatrow", "page"],
                 "custom_fields": {"Publishing Details": {"Update Frequency": "Daily",
                                                         "Data Steward": "Bicycle Program"}},
                 "renderTypeConfig": {"visible": {"table": True}}},
    "owner": _SOC_OWNER,
    "query": {},
    "rights": ["read"],
    "tableAuthor": _SOC_OWNER,
    "tags": ["bicycles", "counts", "transportation"],
    "flags": ["default", "restorable", "restorePossibleForType"]}, indent=2, separators=(",", " : "))
_SOCRATA_VIEW_NAME = "socrata_view_tq8k-2xbv.json"

# the SODA CSV export (GET /resource/tq8k-2xbv.csv?$limit=6): the API field names, then every value double-quoted
_SODA_CSV = ('"date","counter","northbound","southbound","total"\n'
             '"2026-04-01T00:00:00.000","BROADWAY_BRIDGE","1412","1377","2789"\n'
             '"2026-04-01T00:00:00.000","ELM_ST_PATH","604","588","1192"\n'
             '"2026-04-02T00:00:00.000","BROADWAY_BRIDGE","1538","1502","3040"\n'
             '"2026-04-02T00:00:00.000","ELM_ST_PATH","655","641","1296"\n'
             '"2026-04-03T00:00:00.000","BROADWAY_BRIDGE","987","1011","1998"\n'
             '"2026-04-03T00:00:00.000","ELM_ST_PATH","402","389","791"\n')
_SODA_NAME = "socrata_tq8k-2xbv.csv"


# the portal's data.json (Project Open Data, DCAT-US 1.1): the catalog's @context, @id, @type, conformsTo,
# describedBy, then its datasets; compact as the portal serves it
def _pod_dataset(ident: str, title: str, desc: str, keywords: list[str], theme: str, modified: str,
                 landing: str, csv: str) -> dict:
    return {"@type": "dcat:Dataset", "accessLevel": "public",
            "contactPoint": {"@type": "vcard:Contact", "fn": "Open Data Team",
                             "hasEmail": "mailto:opendata@cityofexample.gov"},
            "description": desc,
            "distribution": [{"@type": "dcat:Distribution", "downloadURL": csv, "format": "CSV",
                              "mediaType": "text/csv", "title": title}],
            "identifier": ident, "keyword": keywords, "landingPage": landing,
            "license": "http://opendatacommons.org/licenses/pddl/1.0/", "modified": modified,
            "publisher": {"@type": "org:Organization", "name": "City of Example"}, "theme": [theme], "title": title}


_DATA_JSON = json.dumps({
    "@context": "https://project-open-data.cio.gov/v1.1/schema/catalog.jsonld",
    "@id": f"{_PORTAL}/data.json",
    "@type": "dcat:Catalog",
    "conformsTo": "https://project-open-data.cio.gov/v1.1/schema",
    "describedBy": "https://project-open-data.cio.gov/v1.1/schema/catalog.json",
    "dataset": [
        _pod_dataset(f"{_PORTAL}/api/views/tq8k-2xbv", "Bicycle Counter Daily Totals",
                     "Daily northbound and southbound bicycle counts from the city's permanent counters.",
                     ["bicycles", "counts", "transportation"], "Transportation", "2026-04-13",
                     f"{_PORTAL}/d/tq8k-2xbv", f"{_PORTAL}/api/views/tq8k-2xbv/rows.csv?accessType=DOWNLOAD"),
        _pod_dataset(f"{_PORTAL}/api/views/m7pz-3wfh", "311 Service Requests",
                     "Service requests received by the 311 call centre, app and web form since 2019.",
                     ["311", "service requests"], "City Services", "2026-04-14",
                     f"{_PORTAL}/d/m7pz-3wfh", f"{_PORTAL}/api/views/m7pz-3wfh/rows.csv?accessType=DOWNLOAD")]},
    separators=(",", ":"))
_DATA_JSON_NAME = "data.json"

# a Frictionless datapackage.json (frictionless describe street-trees.csv --type package --json): the package's
# resources with type table, scheme, format, mediatype, encoding and the inferred schema's fields
_DATAPACKAGE = json.dumps({
    "name": "street-tree-inventory",
    "title": "Street Tree Inventory",
    "resources": [{"name": "street-trees", "type": "table", "path": "street-trees.csv", "scheme": "file",
                   "format": "csv", "mediatype": "text/csv", "encoding": "utf-8",
                   "schema": {"fields": [{"name": "tree_id", "type": "integer"},
                                         {"name": "address", "type": "string"},
                                         {"name": "species", "type": "string"},
                                         {"name": "dbh_cm", "type": "number"},
                                         {"name": "condition", "type": "string"},
                                         {"name": "inspected", "type": "date"}]}}]}, indent=2, ensure_ascii=False)
_DATAPACKAGE_NAME = "datapackage.json"

# a CSVW metadata file beside street-trees.csv: @context, url, dc:title, tableSchema of columns, primaryKey, aboutUrl
_CSVW = json.dumps({
    "@context": "http://www.w3.org/ns/csvw",
    "url": "street-trees.csv",
    "dc:title": "Street Tree Inventory",
    "dc:publisher": "City of Example, Public Works",
    "tableSchema": {
        "columns": [{"name": "tree_id", "titles": "Tree ID", "datatype": "integer"},
                    {"name": "address", "titles": "Address", "datatype": "string"},
                    {"name": "species", "titles": "Species", "datatype": "string"},
                    {"name": "dbh_cm", "titles": "DBH (cm)", "datatype": "decimal"},
                    {"name": "condition", "titles": "Condition", "datatype": "string"},
                    {"name": "inspected", "titles": "Inspected", "datatype": {"base": "date", "format": "yyyy-MM-dd"}}],
        "primaryKey": "tree_id",
        "aboutUrl": "#tree-{tree_id}"}}, indent=4)
_CSVW_NAME = "street-trees.csv-metadata.json"


# the DCAT catalog in RDF/XML as ckanext-dcat serves /catalog.rdf through rdflib's pretty-xml serializer: the prolog,
# '<rdf:RDF' with a namespace a line and '>' alone, two spaces a level, the datasets nested in dcat:dataset
def _rdf_dataset(slug: str, title: str, keywords: list[str], modified: str) -> str:
    kw = "".join(f"        <dcat:keyword>{k}</dcat:keyword>\n" for k in keywords)
    return ("    <dcat:dataset>\n"
            f'      <dcat:Dataset rdf:about="{_PORTAL}/dataset/{slug}">\n'
            f"        <dct:identifier>{slug}</dct:identifier>\n"
            f"        <dct:title>{title}</dct:title>\n"
            + kw
            + f'        <dct:modified rdf:datatype="http://www.w3.org/2001/XMLSchema#dateTime">{modified}'
              "</dct:modified>\n"
              "        <dcat:distribution>\n          <dcat:Distribution>\n"
              f"            <dct:title>{title} (CSV)</dct:title>\n"
              f'            <dcat:downloadURL rdf:resource="{_PORTAL}/dataset/{slug}/download/{slug}.csv"/>\n'
              "            <dcat:mediaType>text/csv</dcat:mediaType>\n"
              "          </dcat:Distribution>\n        </dcat:distribution>\n"
              "      </dcat:Dataset>\n    </dcat:dataset>\n")


_DCAT_RDF = ('<?xml version="1.0" encoding="utf-8"?>\n<rdf:RDF\n'
             '  xmlns:dcat="http://www.w3.org/ns/dcat#"\n  xmlns:dct="http://purl.org/dc/terms/"\n'
             '  xmlns:foaf="http://xmlns.com/foaf/0.1/"\n'
             '  xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"\n>\n'
             f'  <dcat:Catalog rdf:about="{_PORTAL}/catalog">\n'
             "    <dct:title>City of Example Open Data</dct:title>\n"
             f'    <foaf:homepage rdf:resource="{_PORTAL}"/>\n'
             + _rdf_dataset("street-tree-inventory", "Street Tree Inventory", ["forestry", "trees"],
                            "2026-03-30T17:02:12.391047")
             + _rdf_dataset("bike-lane-network", "Bike Lane Network", ["bicycles", "transportation"],
                            "2026-04-02T09:15:08.102944")
             + "  </dcat:Catalog>\n</rdf:RDF>\n")
_DCAT_RDF_NAME = "catalog.rdf"

# the same catalog as Turtle (/catalog.ttl): the @prefix lines, a blank line, then each subject, 'a' first, the
# predicates in order, four spaces in, a ';' between predicates and ' .' at the end
_DCAT_TTL = ("@prefix dcat: <http://www.w3.org/ns/dcat#> .\n@prefix dct: <http://purl.org/dc/terms/> .\n"
             "@prefix foaf: <http://xmlns.com/foaf/0.1/> .\n@prefix xsd: <http://www.w3.org/2001/XMLSchema#> .\n\n"
             f"<{_PORTAL}/catalog> a dcat:Catalog ;\n"
             '    dct:title "City of Example Open Data" ;\n'
             f"    dcat:dataset <{_PORTAL}/dataset/bike-lane-network>,\n"
             f"        <{_PORTAL}/dataset/street-tree-inventory> ;\n"
             f"    foaf:homepage <{_PORTAL}> .\n\n"
             f"<{_PORTAL}/dataset/bike-lane-network> a dcat:Dataset ;\n"
             '    dct:identifier "bike-lane-network" ;\n'
             '    dct:modified "2026-04-02T09:15:08.102944"^^xsd:dateTime ;\n'
             '    dct:title "Bike Lane Network" ;\n'
             '    dcat:keyword "bicycles",\n        "transportation" .\n\n'
             f"<{_PORTAL}/dataset/street-tree-inventory> a dcat:Dataset ;\n"
             '    dct:identifier "street-tree-inventory" ;\n'
             '    dct:modified "2026-03-30T17:02:12.391047"^^xsd:dateTime ;\n'
             '    dct:title "Street Tree Inventory" ;\n'
             '    dcat:keyword "forestry",\n        "trees" .\n\n')
_DCAT_TTL_NAME = "dcat_catalog_2026-Q2.ttl"


# a shapefile of street trees (a point layer exported from the GIS desktop): the 100-byte main header (file code 9994
# big-endian, the length in 16-bit words, version 1000 and shape type 1 little-endian, the bounding box), then one
# record a point: number and content length (10 words) big-endian, shape type, X and Y little-endian
def _shapefile() -> bytes:
    points = [(-122.67412, 45.52231), (-122.67355, 45.52264), (-122.67298, 45.52190), (-122.67231, 45.52302),
              (-122.67188, 45.52247)]
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    records = b"".join(struct.pack(">2i", n, 10) + struct.pack("<i2d", 1, x, y) for n, (x, y) in enumerate(points, 1))
    header = (struct.pack(">7i", 9994, 0, 0, 0, 0, 0, (100 + len(records)) // 2) + struct.pack("<2i", 1000, 1)
              + struct.pack("<8d", min(xs), min(ys), max(xs), max(ys), 0.0, 0.0, 0.0, 0.0))
    return header + records


_SHP = _shapefile()
_SHP_NAME = "street_trees.shp"

# a steward's quality rating sheet as the coordinator types it from the review forms: steward, date, dataset (its 4x4
# id or its CKAN slug), metadata, freshness, documentation, overall: seven fields a line
_RATING_SHEET = ("okonkwo 2026-04-14 tq8k-2xbv 5 5 4 4.7\n"
                 "okonkwo 2026-04-14 street-tree-inventory 4 3 5 4.0\n"
                 "brennan 2026-04-15 bike-lane-network 4 4 3 3.7\n"
                 "brennan 2026-04-15 m7pz-3wfh 5 5 5 5.0\n"
                 "tanaka 2026-04-16 r2d8-kb6n 3 2 4 3.0\n")
# a committee member's ballot as typed for the featuring meeting: member, place, dataset (4x4 id or slug), theme: four
# fields a line
_BALLOT = ("alvarez 1 tq8k-2xbv transportation\nalvarez 2 street-tree-inventory environment\n"
           "alvarez 3 bike-lane-network transportation\nalvarez 4 m7pz-3wfh city-services\n")
# the committee's vote tally as the coordinator types it after the meeting: dataset (4x4 id or slug), homepage,
# theme, not featured, abstain, decision: six fields a line
_VOTE_TALLY = ("tq8k-2xbv 6 2 0 1 homepage\nstreet-tree-inventory 5 3 1 0 homepage\n"
               "bike-lane-network 2 6 1 0 theme\nm7pz-3wfh 1 3 4 1 none\n")


def hundredthird_bar_opendata_cases() -> list[Case]:
    G = HUNDREDTHIRD_OPENDATA
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="dataset_scores", judgements="featuring_decisions", runs=_RECS3,
        stem="featured_rankings", outputs=_OUT, item="dataset", rounded="steward_ratings",
        weights="{'page_views': 0.5, 'api_downloads': 1.0, 'steward_ratings': 1.0, 'committee_votes': 2.0}",
        lone_query="R['page_views']['theme:2026-Q2/new-releases'] = "
                   "{'dataset:socrata/hx4w-9cjs': 0.9, 'dataset:ckan/building-permits': 0.4}\n",
        trust="page_views 1\napi_downloads 1\ncommittee_votes 2\n",
        trust_dict="{'page_views': 1, 'api_downloads': 1, 'committee_votes': 2}",
        texts={
            "rrf": ("u103b_rrf_dataset_scores",
                    "rankagg.fuse({source: {theme, department or featuring round: {dataset: score}}}, "
                    "method='rrf'): the page views, the API downloads, the stewards' ratings and the committee's "
                    "votes, six rankings ('theme:2026-Q2/transportation'), datasets as "
                    "'dataset:ckan/street-tree-inventory' and 'dataset:socrata/tq8k-2xbv'"),
            "borda": ("u103b_borda_dataset_not_rated_by_all",
                      "rankagg.fuse(..., method='borda'): a dataset published mid-quarter that no steward rated yet "
                      "and the API never served, so some sources have no score for it"),
            "combsum": ("u103b_combsum_rounded_steward_ratings",
                        "rankagg.fuse(..., method='combsum'): the stewards' quality ratings as averages at one "
                        "decimal (many ties), beside the page views and the committee's votes"),
            "fuser": ("u103b_weighted_fuser_committee_votes",
                      "rankagg.Fuser('rrf', weights=...) per theme and featuring round: the committee's votes count "
                      "2, as the publishing policy gives the committee the featuring decision"),
            "frame": ("u103b_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the coordinator's sheet, a "
                      "row per theme, dataset and source"),
            "evaluate": ("u103b_evaluate_featuring_decisions",
                         "rankagg.evaluate(fused ranking, the committee's featuring decisions, ['nDCG@5', 'AP', "
                         "'P@3']): does the fused ranking put the homepage features first"),
            "lone": ("u103b_new_releases_only_page_views",
                     "rankagg.fuse(..., method='rrf'): the quarter's new releases, which only the page views cover, "
                     "beside themes and departments every source covers"),
            "cli_rrf": ("u103b_cli_rrf_runs",
                        "rankagg fuse page_views.run api_downloads.run committee_votes.run --method rrf -o "
                        "featured_rankings.run: one run per source, themes, departments and rounds as queries"),
            "cli_borda": ("u103b_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the committee's "
                          "votes count double)"),
            "cli_combsum": ("u103b_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four datasets the homepage carousel "
                            "shows a quarter"),
            "cli_evaluate": ("u103b_cli_evaluate_featuring_decisions_qrels",
                             "rankagg evaluate featured_rankings.run --qrels featuring_decisions.qrels -m "
                             "ndcg_cut.5 -m map: the fused ranking against the committee's featuring decisions "
                             "(0-2)"),
            "cli_parquet": ("u103b_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o featured_rankings.parquet: gzipped runs from the "
                            "portal's nightly analytics job, a Parquet table for the quarterly report's notebook")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u103b_ckan_package_search_as_run", "CKAN's Action API answer to package_search (help, success, result: "
         "count, facets, results of package dicts with resources, tags, organization; sort, search_facets)",
         _CKAN_NAME, _CKAN_SEARCH, "CKAN", f"{_CKAN_NAME}:1"),
        ("u103b_socrata_view_json_as_run", "Socrata's view metadata (/api/views/tq8k-2xbv.json: id, name, assetType, "
         "... downloadCount, viewCount, columns, grants, owner, tags)", _SOCRATA_VIEW_NAME, _SOCRATA_VIEW, "Socrata",
         f"{_SOCRATA_VIEW_NAME}:1"),
        ("u103b_socrata_soda_csv_as_run", "a Socrata SODA CSV export (/resource/tq8k-2xbv.csv: the API field names, "
         "every value double-quoted)", _SODA_NAME, _SODA_CSV, "Socrata", named_at(_SODA_NAME, _SODA_CSV)),
        ("u103b_data_json_dcat_us_as_run", "the portal's Project Open Data catalog, DCAT-US 1.1 (@context, @id, "
         "@type dcat:Catalog, conformsTo, describedBy, dataset)", _DATA_JSON_NAME, _DATA_JSON, "DCAT-US",
         f"{_DATA_JSON_NAME}:1"),
        ("u103b_frictionless_datapackage_as_run", "a Frictionless Data Package descriptor (name, title, resources of "
         "type table, path, format, mediatype, schema fields)", _DATAPACKAGE_NAME, _DATAPACKAGE, "Data Package",
         f"{_DATAPACKAGE_NAME}:1"),
        ("u103b_csvw_metadata_as_run", "a CSVW metadata file (@context http://www.w3.org/ns/csvw, url, tableSchema "
         "columns of name, titles, datatype; primaryKey, aboutUrl)", _CSVW_NAME, _CSVW, "CSVW", f"{_CSVW_NAME}:1"),
        ("u103b_dcat_rdf_xml_as_run", "a DCAT catalog in RDF/XML as ckanext-dcat serves it through rdflib (rdf:RDF, "
         "dcat:Catalog, dcat:dataset, dcat:Dataset, dcat:Distribution)", _DCAT_RDF_NAME, _DCAT_RDF, "DCAT",
         named_at(_DCAT_RDF_NAME, _DCAT_RDF)),
        ("u103b_shapefile_as_run", "a shapefile of the street trees (the .shp: file code 0x0000270A big-endian, "
         "version 1000, point records)", _SHP_NAME, _SHP, "shapefile", _SHP_NAME),
        ("u103b_rating_sheet_as_run", "a steward's quality rating sheet as typed (seven fields a line: steward, date, "
         "dataset 4x4 id or slug, metadata, freshness, documentation, overall)", "steward_ratings_2026-Q2.txt",
         _RATING_SHEET, "rating sheet", "steward_ratings_2026-Q2.txt:1"),
        ("u103b_committee_ballot_as_run", "a committee member's ballot as typed for the featuring meeting (four fields "
         "a line: member, place, dataset 4x4 id or slug, theme)", "ballot_alvarez_2026-Q2.txt", _BALLOT, "ballot",
         "ballot_alvarez_2026-Q2.txt:1"),
        ("u103b_vote_tally_as_run", "the committee's vote tally as the coordinator types it (six fields a line: "
         "dataset 4x4 id or slug, homepage, theme, not featured, abstain, decision)", "vote_tally_2026-Q2.txt",
         _VOTE_TALLY, "vote tally", "vote_tally_2026-Q2.txt:1")],
        one_run=("committee_votes.run", _ONE_RUN), stem="featured_rankings",
        text_why="trec_eval refuses a line of other than six fields, and a vote tally's six are a dataset, four "
                 "counts and a decision, not a run's; the file is the field's own, named by what it is (a field "
                 "count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a shapefile (ESRI's binary .shp) read as lines gives no ranking: named by "
                   "what it is")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u103b_committee_ballot_as_qrels", "ballot_alvarez_2026-Q2.txt", _BALLOT, "ballot"),
        ("u103b_vote_tally_as_qrels", "vote_tally_2026-Q2.txt", _VOTE_TALLY, "vote tally"),
        ("u103b_socrata_soda_csv_as_qrels", _SODA_NAME, _SODA_CSV, "Socrata"),
        ("u103b_dcat_turtle_as_qrels", _DCAT_TTL_NAME, _DCAT_TTL, "DCAT")],
        one_run=("committee_votes.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u103b_out_data_json", "data.json", "a Project Open Data catalog (DCAT-US data.json)"),
        ("u103b_out_dcat_ttl", "featured_2026-Q2.ttl", "a DCAT catalog in Turtle"),
        ("u103b_out_datapackage_json", "datapackage.json", "a Frictionless Data Package descriptor"),
        ("u103b_out_shapefile", "featured_datasets.shp", "a shapefile (ESRI .shp)")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=103"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u103b_api_ckan_package_search_dict",
            "rankagg.fuse(json.load(ckan_package_search_transportation.json)): CKAN's Action API answer to "
            "package_search, loaded in Python, given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('r.json', encoding='utf-8')), method='rrf')\n",
            "CKAN", why="a run maps a query to {document: score}; a CKAN package_search answer is a search's help "
            "URL, success flag and result (a count, facets and the matching datasets' package dicts with their "
            "resources, tags and organization)",
            files={"r.json": _CKAN_SEARCH}),
        bad("u103b_api_socrata_soda_csv_frame",
            "rankagg.fuse(pd.read_csv(socrata_tq8k-2xbv.csv)): a Socrata SODA CSV export (date, counter, northbound, "
            "southbound, total) given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('r.csv'), method='borda')\n",
            "Socrata", why="a table of runs has qid, docid, run and score columns; a SODA export of a bicycle counter "
            "dataset has a day and counter a row with its counts, the dataset's own rows, not a ranking of datasets",
            files={"r.csv": _SODA_CSV}),
    ]
    return cases
