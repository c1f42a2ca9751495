"""Other tools' JSON documents given where a run is read: a GeoJSON map layer of places, a search engine's response.
Each is named for what it is, at every door (a file under any name, a parsed object given to ``rankagg.fuse``,
``rankagg.evaluate`` or a ``Fuser``), instead of for the run form it breaks ('query 'type' holds a str', 'score
'FeatureCollection' is not a number').  Kept free of heavy imports: the in-memory doors call it on every run."""

from __future__ import annotations

from typing import Any

from rankagg.io.clinical_shapes import FHIR_FIX, fhir_json, fhir_resource
from rankagg.io.factcheck_shapes import factcheck_json
from rankagg.io.humanities_shapes import IIIF_DOCUMENT
from rankagg.io.threatintel_shapes import THREATINTEL_JSON

__all__ = ["JSON_DOCUMENT_FIX", "document_shape", "json_shape", "refuse_document"]

_GEOJSON = ("a GeoJSON {kind} (JSON, RFC 7946: a map layer of places, each a geometry and its properties), whose places' "
            "ids and scores are in their properties")
_WHISPER = ("Whisper's output (JSON: a transcript's text and segments, each with its avg_logprob), a recogniser's "
            "hypothesis with its blanks, no ranking of ids: give each utterance's N-best as {utterance: {hypothesis "
            "id: avg_logprob}}, an id a hypothesis's words joined by '_'")
#: other tools' JSON documents: the strings their text holds, what they are
_JSON_SHAPES = (
    (('"FeatureCollection"', '"features"'), _GEOJSON.format(kind="FeatureCollection")),
    (('"Feature"', '"geometry"'), _GEOJSON.format(kind="Feature")),
    (('"hits"',), "an Elasticsearch or OpenSearch _search response (JSON: hits.hits[]: _id, _score)"),
    (('"root"', '"children"'), "a Vespa result (JSON: root.children[]: id, relevance)"),
    (('"data"', '"Get"'), "a Weaviate GraphQL result (JSON: data.Get)"),
    (('"avg_logprob"',), _WHISPER),
    (('"@context"', 'iiif.io/api/'), IIIF_DOCUMENT),
    (('"Biological Observation Matrix',), "a BIOM feature table (JSON, BIOM 1.0: counts of taxa per sample, no "
                                           "ranking; a microbiome lab's methods rank its taxa)"),
    (('"model_tasks"', '"rounds"'), "a hubverse hub's tasks.json (JSON: its rounds, model tasks, task ids and output "
                                    "types: what models may submit, no ranking; a week's models ranked by -WIS are a run)"),
    (('"file_format"', '"timezone"'), "a hubverse hub's admin.json (JSON: the hub's name, maintainer, file formats: no "
                                      "ranking; a week's models ranked by -WIS are a run)"),
)
#: what to do with such a file
JSON_DOCUMENT_FIX = "load it in Python and give rankagg.fuse or rankagg.evaluate each run as {query: {document: score}}"


def json_shape(text: str) -> str | None:
    """What the JSON ``text`` (a file's first bytes) is when it is a known tool's document, else None."""
    # a SOC's STIX, TAXII, MISP, EVE and Zeek documents after the others (u25b_*_as_run)
    return (next((what for keys, what in _JSON_SHAPES + THREATINTEL_JSON if all(k in text for k in keys)), None)
            or fhir_json(text) or factcheck_json(text))


def document_shape(obj: Any) -> str | None:
    """What a parsed object given as a run is when it is a known tool's document, else None.  Only what no run
    ``{qid: {docid: score}}`` (nor a list ``{docid: score}``) can be is told: a GeoJSON object's ``type`` is text."""
    kind = obj.get("type") if isinstance(obj, dict) else None
    if kind in ("FeatureCollection", "Feature") and ("features" in obj or "geometry" in obj):
        return _GEOJSON.format(kind=kind)
    if isinstance(obj, dict) and isinstance(obj.get("segments"), list) and isinstance(obj.get("text"), str):
        return _WHISPER  # whisper.transcribe's result: its 'text' is a str, no run's query holds one
    if isinstance(obj, dict) and "iiif.io/api/" in str(obj.get("@context", "")):
        return IIIF_DOCUMENT  # json.load of a manifest: its '@context' is a str, no run's query holds one
    return fhir_resource(obj)  # a FHIR resource's 'resourceType' is a str (u25f_api_fhir_bundle_as_run)


def refuse_document(where: str, obj: Any, form: str = "{qid: {docid: score}}") -> None:
    """Refuse ``obj`` given as ``where`` (a run, a list, the qrels) when it is a known tool's document."""
    what = document_shape(obj)
    if what is _WHISPER or what is IIIF_DOCUMENT:
        raise ValueError(f"{where}: {what}, not {form}")
    if what is not None and what.startswith("an HL7 FHIR"):
        raise ValueError(f"{where}: {what}, not {form}: {FHIR_FIX}")
    if what is not None:
        raise ValueError(f"{where}: {what}, not {form}: give each place's id and score from its properties as "
                         f"{form}")
