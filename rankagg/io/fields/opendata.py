"""A city's open data portal curation team's, its data stewards' and its publishing committee's files (issue 45's
hundred-and-third bar, u103b_): CKAN's Action API answers, Socrata's view metadata and its SODA CSV exports, a Project
Open Data data.json (DCAT-US), Frictionless Data Package descriptors, CSVW metadata and DCAT catalogs in RDF/XML.
(DCAT catalogs in Turtle and shapefiles are named by the older readers, and so are outputs named data.json,
datapackage.json, .ttl or .shp.)  By decision the stewards' typed quality rating sheets (a steward, a date, a dataset,
marks), the committee members' typed ballots (a member, a place, a dataset, a theme) and the typed vote tally (a
dataset, counts, a decision) stay undeclared: a dataset is typed by its Socrata 4x4 id on some lines but by its CKAN
slug on others ('street-tree-inventory'), and a slug is any hyphenated word, so not every line holds a token of this
field's own; their refusals name the file and line.  A SODA CSV export loaded as a frame stays undeclared too: its
columns are the dataset's own field names ('date', 'counter'), nothing of Socrata's."""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

#: a SODA API field name as Socrata writes it in a CSV export's header, double-quoted: lower case, digits and '_',
#: a system field's ':' and a computed region's '@' ('":@computed_region_rpca_8um6"')
_SODA_FIELD = r'"[a-z_:@][a-z0-9_:@]*"'
#: a SODA floating timestamp as the CSV export writes it, double-quoted: milliseconds and no zone ("2026-04-01T00:00:
#: 00.000"), which no spreadsheet's or pandas' quoted export writes; every other value double-quoted too, numbers
#: included: a header of quoted field names alone is any quoting writer's
_SODA_ROW = r'(?:"[^"\r\n]*",)*"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}"(?:,"[^"\r\n]*")*[ \t]*\r?$'

OPENDATA = Field(
    team="a city's open data portal curation team, its data stewards and publishing committee (u103b_)",
    advice="give each source's ranking of a theme's, department's or featuring round's datasets (the page views, the "
           "API downloads, the stewards' quality ratings, the committee's votes) as a run, the round a query "
           "(theme:2026-Q2/transportation) and each dataset a document (dataset:socrata/tq8k-2xbv, "
           "dataset:ckan/street-tree-inventory), the score higher for the dataset to feature first: 'ROUND Q0 "
           "DATASET RANK SCORE SOURCE'; the committee's featuring decisions are the qrels, 'ROUND 0 DATASET GRADE'",
    files=(
        # help, success and result together are every CKAN action's answer (ckan/views/api.py), package_search's or
        # package_show's alike: its result a search's count and packages, or a package dict
        FieldFile("CKAN's Action API answer (JSON: help, the action's help_show URL, success, then result: for "
                  "package_search a count, facets, results of package dicts with resources, tags and organization, "
                  "sort and search_facets)",
                  '{"help": "https://data.cityofexample.gov/api/3/action/help_show?name=package_search", "success": '
                  'true, "result": {"count": 2, "facets": {}, "results": [], "sort": "views_recent desc", '
                  '"search_facets": {}}}', 1,
                  keys=("help", "success", "result")),
        # a view's keys Socrata's alone gives (viewType 'tabular', displayType 'table', publicationStage
        # 'published'); its id and name are any document's
        FieldFile("Socrata's view metadata (JSON from /api/views/{4x4}.json: id, name, assetType, ..., displayType, "
                  "downloadCount, publicationStage, rowsUpdatedAt, viewCount, viewType, columns, grants, owner, tags)",
                  '{\n  "id" : "tq8k-2xbv",\n  "name" : "Bicycle Counter Daily Totals",\n  "displayType" : "table",\n'
                  '  "publicationStage" : "published",\n  "rowsUpdatedAt" : 1776070803,\n'
                  '  "viewType" : "tabular"\n}', 1,
                  keys=("viewType", "displayType", "publicationStage", "rowsUpdatedAt")),
        # the header is the dataset's own (its API field names): told by the export's writing instead, every value
        # double-quoted and a floating timestamp in the first row; an export with no timestamp stays a plain table
        FieldFile("a Socrata SODA CSV export (/resource/{4x4}.csv: the dataset's API field names, then its rows, "
                  "every value double-quoted, floating timestamps to the millisecond)",
                  '"date","counter","northbound","southbound","total"\n'
                  '"2026-04-01T00:00:00.000","BROADWAY_BRIDGE","1412","1377","2789"\n', 1,
                  line=rf"\A{_SODA_FIELD}(?:,{_SODA_FIELD})*[ \t]*\r?\n{_SODA_ROW}"),
        # DCAT-US 1.1's catalog: conformsTo and describedBy name the Project Open Data schema, and accessLevel is a
        # required field of DCAT-US's own in each dataset (DCAT has none)
        FieldFile("a Project Open Data catalog (data.json, DCAT-US 1.1: @context, @id, @type dcat:Catalog, "
                  "conformsTo, describedBy, then dataset records with accessLevel, contactPoint, distribution, "
                  "identifier, keyword, modified, publisher, title)",
                  '{"@context":"https://project-open-data.cio.gov/v1.1/schema/catalog.jsonld","@type":"dcat:Catalog",'
                  '"conformsTo":"https://project-open-data.cio.gov/v1.1/schema","describedBy":"https://project-open-'
                  'data.cio.gov/v1.1/schema/catalog.json","dataset":[{"@type":"dcat:Dataset","accessLevel":"public",'
                  '"identifier":"https://data.cityofexample.gov/api/views/tq8k-2xbv","title":"Bicycle Counter"}]}', 1,
                  keys=("dataset", "conformsTo", "describedBy", "accessLevel")),
        # a resource's 'mediatype' (so spelled) beside its path and schema is Frictionless's: a Camtrap DP package
        # (profile, resources of name, path, profile) is the older readers'
        FieldFile("a Frictionless Data Package descriptor (datapackage.json: name, title, resources of name, type, "
                  "path, scheme, format, mediatype, encoding and a schema of fields)",
                  '{\n  "name": "street-tree-inventory",\n  "resources": [\n    {\n      "name": "street-trees",\n'
                  '      "path": "street-trees.csv",\n      "format": "csv",\n      "mediatype": "text/csv",\n'
                  '      "schema": {\n        "fields": [\n          {\n            "name": "tree_id"\n'
                  '          }\n        ]\n      }\n    }\n  ]\n}', 1,
                  keys=("resources", "path", "schema", "mediatype")),
        # a table description's tableSchema is CSVW's own term (W3C's metadata vocabulary); a CLDF dataset's metadata,
        # CSVW too, is the field linguists', asked before
        FieldFile("a CSVW metadata file (CSV on the Web: @context http://www.w3.org/ns/csvw, url, tableSchema of "
                  "columns with name, titles, datatype; primaryKey, aboutUrl)",
                  '{\n    "@context": "http://www.w3.org/ns/csvw",\n    "url": "street-trees.csv",\n'
                  '    "tableSchema": {\n        "columns": [\n            {\n                "name": "tree_id",\n'
                  '                "titles": "Tree ID"\n            }\n        ]\n    }\n}', 1,
                  keys=("tableSchema", "@context", "url", "columns")),
        # rdf:RDF is any RDF/XML document's root: DCAT's namespace in its head tells a catalog
        FieldFile("a DCAT catalog in RDF/XML (as ckanext-dcat serves it through rdflib: rdf:RDF, dcat:Catalog, "
                  "dcat:dataset of dcat:Dataset with dct:identifier, dct:title, dcat:keyword, dcat:distribution)",
                  '<?xml version="1.0" encoding="utf-8"?>\n<rdf:RDF\n  xmlns:dcat="http://www.w3.org/ns/dcat#"\n'
                  '  xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"\n>\n'
                  '  <dcat:Catalog rdf:about="https://data.cityofexample.gov/catalog">\n', 2,
                  root="RDF", marks=("http://www.w3.org/ns/dcat#",)),
    ))
