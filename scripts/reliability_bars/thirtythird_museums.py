"""Issue 45's thirty-third bar of scripts/reliability_matrix.py, a museum's collections team ranking objects for an
exhibition and for digitisation per theme and gallery across curators and image-similarity models (its cases, ids
``u33j_``, registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the
verdicts) are the matrix's.  (Written in a later session, before any of its recognisers existed.)

The team's day: each theme and gallery (``theme:river-trade/gallery:12``) is a query and each object a document by its
object number (``obj:1931.245``, ``obj:E.1042-1912``); the runs are the curators' picks, a CLIP image-similarity
model's, a DINOv2 image-similarity model's and the learning team's, scores in [0, 1] at four decimals.  They are fused
with RRF, Borda and CombSUM, weighted by each ranking's record, and judged against what the exhibition board chose (2
on display, 1 reserve or digitised only, 0 not chosen).  The mistakes and odd files: the field's own files given where
runs or qrels are read (a LIDO export, an OAI-PMH ListRecords answer, an Axiell Collections / Adlib XML export, a TMS
objects export, a CollectionSpace CSV, CIDOC CRM in Turtle, a Linked Art object, a IIIF manifest, a studio's JPEG with
its EXIF, an Omeka S API answer), and outputs named for the field's files.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import struct

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

THIRTYTHIRD_MUSEUMS = ("45 Unseen inputs: a thirty-third bar, a museum's collections team ranking objects for an "
                       "exhibition and digitisation per theme and gallery across curators and image-similarity models "
                       "(LIDO, OAI-PMH, Adlib, TMS, CollectionSpace, CIDOC CRM, Linked Art, IIIF, EXIF JPEG, Omeka S)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['curators', 'clip_sim', 'dinov2_sim', 'learning_team'],
    items=['obj:1931.245', 'obj:E.1042-1912', 'obj:T.17-1953', 'obj:M.88-1926', 'obj:2003,0517.1',
           'obj:MAP/1789/3', 'obj:1887.Q.12', 'obj:LDMOR:A12345'],
    queries=['theme:river-trade/gallery:12', 'theme:river-trade/gallery:14', 'theme:portraiture/gallery:03',
             'theme:textiles/gallery:21', 'theme:maps-and-charts/gallery:08', 'theme:ceramics/gallery:17'],
    suffix='/digitisation', generator='shortlist', judgements='selected') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "shortlist", "shortlist.run")

_RECS3 = ["curators", "clip_sim", "dinov2_sim"]
_OUT = ("shortlist.run",)
_ONE_RUN = ("theme:river-trade/gallery:12 Q0 obj:1931.245 1 0.91 clip_sim\ntheme:river-trade/gallery:12 Q0 "
            "obj:E.1042-1912 2 0.77 clip_sim\n")
# the team's files, as the collections systems, aggregators, linked-data services and the studio write them
_LIDO = ('<?xml version="1.0" encoding="UTF-8"?>\n<lido:lidoWrap xmlns:lido="http://www.lido-schema.org" '
         'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www.lido-schema.org '
         'http://www.lido-schema.org/schema/v1.0/lido-v1.0.xsd">\n  <lido:lido>\n'
         '    <lido:lidoRecID lido:source="Riverside Museum" lido:type="local">RM-1931.245</lido:lidoRecID>\n'
         '    <lido:descriptiveMetadata xml:lang="en">\n      <lido:objectClassificationWrap>\n'
         '        <lido:objectWorkTypeWrap><lido:objectWorkType><lido:term>map</lido:term></lido:objectWorkType>'
         '</lido:objectWorkTypeWrap>\n      </lido:objectClassificationWrap>\n'
         '      <lido:objectIdentificationWrap>\n        <lido:titleWrap><lido:titleSet><lido:appellationValue>'
         'Chart of the lower river</lido:appellationValue></lido:titleSet></lido:titleWrap>\n'
         '      </lido:objectIdentificationWrap>\n    </lido:descriptiveMetadata>\n  </lido:lido>\n'
         '</lido:lidoWrap>\n')
_OAI_PMH = ('<?xml version="1.0" encoding="UTF-8"?>\n<OAI-PMH xmlns="http://www.openarchives.org/OAI/2.0/" '
            'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www.openarchives.org/'
            'OAI/2.0/ http://www.openarchives.org/OAI/2.0/OAI-PMH.xsd">\n'
            '  <responseDate>2026-11-27T08:00:00Z</responseDate>\n'
            '  <request verb="ListRecords" metadataPrefix="oai_dc">https://collections.example.org/oai</request>\n'
            '  <ListRecords>\n    <record>\n      <header>\n'
            '        <identifier>oai:collections.example.org:1931.245</identifier>\n'
            '        <datestamp>2026-11-20</datestamp>\n      </header>\n      <metadata>\n'
            '        <oai_dc:dc xmlns:oai_dc="http://www.openarchives.org/OAI/2.0/oai_dc/" '
            'xmlns:dc="http://purl.org/dc/elements/1.1/">\n'
            '          <dc:title>Chart of the lower river</dc:title>\n'
            '          <dc:identifier>1931.245</dc:identifier>\n        </oai_dc:dc>\n      </metadata>\n'
            '    </record>\n    <resumptionToken cursor="0" completeListSize="18422">oai_dc|1931.245|100'
            '</resumptionToken>\n  </ListRecords>\n</OAI-PMH>\n')
_ADLIB = ('<?xml version="1.0" encoding="UTF-8"?>\n<adlibXML xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" '
          'xsi:noNamespaceSchemaLocation="http://www.adlibsoft.com/adlibXML.xsd">\n  <recordList>\n'
          '    <record priref="104217" created="2019-03-04T11:20:07" modification="2026-11-20T16:02:45" '
          'selected="False">\n      <object_number>1931.245</object_number>\n      <object_name>map</object_name>\n'
          '      <title>Chart of the lower river</title>\n'
          '      <production.date.start>1789</production.date.start>\n    </record>\n  </recordList>\n'
          '  <diagnostic>\n    <hits>1</hits>\n    <xmltype>Unstructured</xmltype>\n    <dbname>collect</dbname>\n'
          '    <dsname>intern</dsname>\n  </diagnostic>\n</adlibXML>\n')
_TMS = ("ObjectID,ObjectNumber,Title,Dated,Medium,Dimensions,CreditLine,Classification,Department,OnView\n"
        '48213,1931.245,Chart of the lower river,1789,Ink and watercolour on laid paper,'
        '"42.5 x 61.0 cm (16 3/4 x 24 in.)","Gift of the Harbour Board, 1931",Maps,Prints & Drawings,0\n'
        '51107,E.1042-1912,Tea bowl,ca. 1750,Porcelain with underglaze blue,"H. 6.2 cm, Diam. 11.4 cm",'
        '"Given by Mrs A. Lowther",Ceramics,Asia,1\n')
_CSPACE = ('"objectNumber","numberOfObjects","title","objectName","responsibleDepartment","collection",'
           '"recordStatus","briefDescription","dimensionSummary","material"\n'
           '"T.17-1953",1,"Sampler","sampler","textiles","permanent-collection","approved",'
           '"Linen ground worked in silk cross stitch; alphabet and river scene.","32 x 28 cm","linen; silk"\n'
           '"M.88-1926",1,"Compass","compass","metalwork","permanent-collection","approved",'
           '"Brass pocket compass in a turned wooden case.","Diam. 7.5 cm","brass; boxwood"\n')
# CIDOC CRM in Turtle: a comment, the prefixes, then triples (subject, predicate, object, '.': four fields)
_CRM_TTL = ("# CIDOC CRM 7.1.3 export of the collections management system, 2026-11-27\n"
            "@prefix crm: <http://www.cidoc-crm.org/cidoc-crm/> .\n@prefix aat: <http://vocab.getty.edu/aat/> .\n"
            "@prefix obj: <https://collections.example.org/id/object/> .\n"
            "@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .\n\n"
            "obj:1931.245 a crm:E22_Human-Made_Object .\nobj:1931.245 crm:P2_has_type aat:300028094 .\n"
            "obj:1931.245 crm:P45_consists_of aat:300014109 .\n"
            'obj:1931.245 rdfs:label "Chart of the lower river"@en .\n')
_LINKED_ART = ('{\n  "@context": "https://linked.art/ns/v1/linked-art.json",\n'
               '  "id": "https://collections.example.org/data/object/1931.245",\n  "type": "HumanMadeObject",\n'
               '  "_label": "Chart of the lower river",\n  "classified_as": [{"id": "http://vocab.getty.edu/aat/'
               '300028094", "type": "Type", "_label": "maps (documents)"}],\n'
               '  "identified_by": [{"type": "Identifier", "content": "1931.245", "classified_as": [{"id": '
               '"http://vocab.getty.edu/aat/300312355", "type": "Type", "_label": "accession number"}]}]\n}\n')
_IIIF = ('{\n  "@context": "http://iiif.io/api/presentation/3/context.json",\n'
         '  "id": "https://iiif.example.org/iiif/3/1931.245/manifest",\n  "type": "Manifest",\n'
         '  "label": {"en": ["Chart of the lower river"]},\n'
         '  "metadata": [{"label": {"en": ["Object number"]}, "value": {"none": ["1931.245"]}}],\n'
         '  "items": [{"id": "https://iiif.example.org/iiif/3/1931.245/canvas/p1", "type": "Canvas", '
         '"height": 7200, "width": 10080, "items": []}]\n}\n')
_OMEKA = ('[{"@context": "https://collections.example.org/api-context", "@id": "https://collections.example.org/'
          'api/items/1042", "@type": "o:Item", "o:id": 1042, "o:is_public": true, "o:title": "Chart of the lower '
          'river", "dcterms:title": [{"type": "literal", "property_id": 1, "property_label": "Title", "is_public": '
          'true, "@value": "Chart of the lower river"}], "dcterms:identifier": [{"type": "literal", "property_id": '
          '10, "property_label": "Identifier", "is_public": true, "@value": "1931.245"}]}]\n')


def _jpeg() -> bytes:
    """A capture from the digitisation studio: a JPEG (SOI, an APP1 'Exif' segment: a little-endian TIFF header and
    IFD0 with Make, Model and DateTime), a quantisation table, and EOI."""
    entries = [(0x010F, b"Phase One\x00"), (0x0110, b"IQ4 150MP\x00"), (0x0132, b"2026:11:27 08:00:00\x00")]
    data_at = 8 + 2 + 12 * len(entries) + 4
    ifd, blob = bytearray(struct.pack("<H", len(entries))), bytearray()
    for tag, value in entries:
        ifd += struct.pack("<HHII", tag, 2, len(value), data_at + len(blob))
        blob += value
    tiff = b"II*\x00" + struct.pack("<I", 8) + bytes(ifd) + b"\x00\x00\x00\x00" + bytes(blob)
    app1 = b"Exif\x00\x00" + tiff
    return (b"\xff\xd8\xff\xe1" + struct.pack(">H", len(app1) + 2) + app1 + b"\xff\xdb\x00\x43\x00"
            + bytes(range(1, 65)) + b"\xff\xd9")


def thirtythird_bar_museums_cases() -> list[Case]:
    G = THIRTYTHIRD_MUSEUMS
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="shortlist", judgements="selected", runs=_RECS3, stem="shortlist", outputs=_OUT,
        item="objects", rounded="curators",
        weights="{'curators': 2.0, 'clip_sim': 1.0, 'dinov2_sim': 1.0, 'learning_team': 0.5}",
        lone_query="R['learning_team']['theme:play/gallery:04'] = {'obj:B.212-1970': 0.9, "
                   "'obj:MISC.33-1981': 0.4}\n",
        trust="curators 2\ndinov2_sim 1\nclip_sim 0.5\n",
        trust_dict="{'curators': 2, 'dinov2_sim': 1, 'clip_sim': 0.5}",
        texts={
            "rrf": ("u33j_rrf_rankings",
                    "rankagg.fuse({ranking: {theme/gallery: {object: score}}}, method='rrf'): curators and three "
                    "models, six galleries ('theme:river-trade/gallery:12'), objects by number ('obj:1931.245')"),
            "borda": ("u33j_borda_unimaged_objects",
                      "rankagg.fuse(..., method='borda'): the similarity models have no score for objects never "
                      "photographed"),
            "combsum": ("u33j_combsum_rounded_scores",
                        "rankagg.fuse(..., method='combsum'): the curators' ratings at one decimal (many ties) "
                        "beside the models' similarities"),
            "fuser": ("u33j_weighted_fuser_record",
                      "rankagg.Fuser('rrf', weights=...) per gallery: the curators count 2, the learning team 0.5"),
            "frame": ("u33j_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the exhibition checklist, a "
                      "row per gallery, object and ranking"),
            "evaluate": ("u33j_evaluate_selected",
                         "rankagg.evaluate(fused ranking, the board's selection, ['nDCG@5', 'AP', 'P@3']): does the "
                         "fused ranking put first the objects chosen for display"),
            "lone": ("u33j_one_ranking_gallery",
                     "rankagg.fuse(..., method='rrf'): a gallery only the learning team ranked (the family gallery) "
                     "beside galleries every ranking covers"),
            "cli_rrf": ("u33j_cli_rrf_runs",
                        "rankagg fuse curators.run clip_sim.run dinov2_sim.run --method rrf -o shortlist.run: one "
                        "run per ranking, galleries as queries"),
            "cli_borda": ("u33j_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the curators count "
                          "double)"),
            "cli_combsum": ("u33j_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four objects a showcase holds"),
            "cli_evaluate": ("u33j_cli_evaluate_selected_qrels",
                             "rankagg evaluate shortlist.run --qrels selected.qrels -m ndcg_cut.5 -m map: the fused "
                             "ranking against the board's selection (0-2)"),
            "cli_parquet": ("u33j_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o shortlist.parquet: gzipped runs from the "
                            "similarity service, a Parquet table for the exhibition planning sheet")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u33j_lido_as_run", "a LIDO export (lido:lidoWrap xmlns:lido='http://www.lido-schema.org', lido:lido, "
         "lido:lidoRecID)", "lido_export.xml", _LIDO, "LIDO", "lido_export.xml:2"),
        ("u33j_oai_pmh_as_run", "an OAI-PMH ListRecords answer (OAI-PMH xmlns='http://www.openarchives.org/OAI/2.0/', "
         "oai_dc records)", "ListRecords.xml", _OAI_PMH, "OAI-PMH", "ListRecords.xml:2"),
        ("u33j_adlib_xml_as_run", "an Axiell Collections / Adlib XML export (adlibXML, recordList, record priref=..., "
         "diagnostic)", "adlib_export.xml", _ADLIB, "Adlib", "adlib_export.xml:2"),
        ("u33j_tms_csv_as_run", "a TMS objects export (ObjectID, ObjectNumber, Title, Dated, Medium, Dimensions, "
         "CreditLine, Classification, ...)", "tms_objects.csv", _TMS, "TMS", "tms_objects.csv:1"),
        ("u33j_collectionspace_csv_as_run", "a CollectionSpace CSV (\"objectNumber\", \"numberOfObjects\", \"title\", "
         "\"objectName\", ...)", "collectionobjects.csv", _CSPACE, "CollectionSpace", "collectionobjects.csv:1"),
        ("u33j_cidoc_crm_ttl_as_run", "CIDOC CRM in Turtle (a comment, '@prefix crm: <http://www.cidoc-crm.org/"
         "cidoc-crm/> .', then triples)", "objects.ttl", _CRM_TTL, "CIDOC CRM", "objects.ttl:2"),
        ("u33j_linked_art_as_run", "a Linked Art object (@context linked-art.json, id, type HumanMadeObject, "
         "_label, ...)", "1931.245.json", _LINKED_ART, "Linked Art", "1931.245.json:1"),
        ("u33j_iiif_manifest_as_run", "a IIIF Presentation 3 manifest (@context .../presentation/3/context.json, "
         "type Manifest, items)", "manifest.json", _IIIF, "IIIF", "manifest.json:1"),
        ("u33j_jpeg_exif_as_run", "a studio capture (a JPEG: FF D8, then an APP1 'Exif' segment)", "1931.245_r.jpg",
         _jpeg(), "JPEG", "1931.245_r.jpg")],
        one_run=("clip_sim.run", _ONE_RUN), stem="shortlist",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; an image read as lines gives no ranking: named by its magic bytes")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u33j_cidoc_crm_as_qrels", "objects.ttl", _CRM_TTL, "CIDOC CRM"),
        ("u33j_tms_as_qrels", "tms_objects.csv", _TMS, "TMS"),
        ("u33j_collectionspace_as_qrels", "collectionobjects.csv", _CSPACE, "CollectionSpace"),
        ("u33j_omeka_as_qrels", "items.json", _OMEKA, "Omeka S")],
        one_run=("clip_sim.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u33j_out_ttl", "shortlist.ttl", "an RDF Turtle document"),
        ("u33j_out_jsonld", "shortlist.jsonld", "a JSON-LD document"),
        ("u33j_out_rdf", "shortlist.rdf", "an RDF/XML document"),
        ("u33j_out_tif", "shortlist.tif", "a TIFF capture")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=33"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u33j_api_omeka_items",
            "rankagg.fuse(json.load(items.json)): an Omeka S API answer (a list of items) loaded in Python given as "
            "the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('i.json')), method='rrf')\n",
            "Omeka S", why="runs map a run's name to {query: {document: score}}; Omeka S's answer is a list of items "
            "with @context, @id, o:id and dcterms properties", files={"i.json": _OMEKA}),
        bad("u33j_api_tms_frame",
            "rankagg.fuse(pd.read_csv(tms_objects.csv)): a TMS objects export given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('t.csv'), method='borda')\n",
            "TMS", why="a table of runs has qid, docid, run and score columns; TMS's export has an object per row",
            files={"t.csv": _TMS}),
    ]
    return cases
