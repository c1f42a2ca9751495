"""Other tools' JSON documents given where a run is read: a GeoJSON map layer of places, a search engine's response.
Each is named for what it is, at every door (a file under any name, a parsed object given to ``rankagg.fuse``,
``rankagg.evaluate`` or a ``Fuser``), instead of for the run form it breaks ('query 'type' holds a str', 'score
'FeatureCollection' is not a number').  Kept free of heavy imports: the in-memory doors call it on every run."""

from __future__ import annotations

from typing import Any

from rankagg.io.app_store_shapes import APP_STORE_JSON, app_store_document
from rankagg.io.clinical_shapes import FHIR_FIX, fhir_json, fhir_resource
from rankagg.io.defi_shapes import DEFI_JSON, defi_document
from rankagg.io.edtech_shapes import EDTECH_JSON
from rankagg.io.entity_linking_shapes import ENTITY_LINKING_JSON
from rankagg.io.factcheck_shapes import factcheck_json
from rankagg.io.genealogy_shapes import GENEALOGY_JSON, genealogy_document
from rankagg.io.humanities_shapes import IIIF_DOCUMENT
from rankagg.io.listening_tests_shapes import LISTENING_JSON, listening_document
from rankagg.io.materials_shapes import MATERIALS_JSON
from rankagg.io.power_grid_shapes import POWER_GRID_JSON
from rankagg.io.reader_study_shapes import reader_study_document, reader_study_json
from rankagg.io.perception_shapes import PERCEPTION_JSON
from rankagg.io.netmeasure_shapes import NETMEASURE_JSON, netmeasure_document
from rankagg.io.supply_chain_shapes import SUPPLY_CHAIN_JSON, supply_chain_document
from rankagg.io.hpc_benchmark_shapes import HPC_BENCHMARK_JSON, hpc_document
from rankagg.io.eeg_shapes import EEG_JSON
from rankagg.io.quantum_shapes import QUANTUM_JSON, quantum_document, quantum_json
from rankagg.io.recsys_shapes import RECSYS_JSON, recsys_document
from rankagg.io.biodiversity_shapes import BIODIVERSITY_JSON, biodiversity_document
from rankagg.io.procurement_shapes import PROCUREMENT_JSON, procurement_document
from rankagg.io.recruiting_shapes import RECRUITING_JSON, recruiting_document
from rankagg.io.travel_shapes import TRAVEL_JSON, travel_document
from rankagg.io.legal_shapes import LEGAL_JSON, legal_document, legal_json
from rankagg.io.support_shapes import SUPPORT_JSON, support_document
from rankagg.io.aviation_shapes import AVIATION_JSON, aviation_document
from rankagg.io.library_shapes import LIBRARY_JSON, library_document
from rankagg.io.automotive_shapes import AUTOMOTIVE_JSON, automotive_document
from rankagg.io.speedrun_shapes import SPEEDRUN_JSON, speedrun_document
from rankagg.io.realestate_shapes import REALESTATE_JSON, realestate_document
from rankagg.io.astronomy_shapes import ASTRONOMY_JSON, astronomy_document
from rankagg.io.recipes_shapes import RECIPES_JSON, recipes_document
from rankagg.io.breeding_shapes import BREEDING_JSON, breeding_document
from rankagg.io.scouting_shapes import SCOUTING_JSON, scouting_document
from rankagg.io.spaceops_shapes import SPACEOPS_JSON, spaceops_document
from rankagg.io.pharmacovigilance_shapes import PHARMACOVIGILANCE_JSON, pharmacovigilance_document
from rankagg.io.engine_analysis_shapes import ENGINE_ANALYSIS_JSON, engine_analysis_document
from rankagg.io.vulnmgmt_shapes import VULNMGMT_JSON, vulnmgmt_document
from rankagg.io.field_catalogue import catalogue_document, catalogue_head, catalogue_json
from rankagg.io.adtech_shapes import ADTECH_JSON, adtech_document
from rankagg.io.peerreview_shapes import PEERREVIEW_JSON, peerreview_document
from rankagg.io.retrosynthesis_shapes import RETROSYNTHESIS_JSON
from rankagg.io.shape_search_shapes import SHAPE_SEARCH_JSON
from rankagg.io.staticanalysis_shapes import STATICANALYSIS_JSON
from rankagg.io.cameratrap_shapes import CAMERATRAP_JSON
from rankagg.io.charts_shapes import CHARTS_JSON
from rankagg.io.boardgame_shapes import BOARDGAME_JSON
from rankagg.io.hydrology_shapes import HYDROLOGY_JSON
from rankagg.io.rag_shapes import RAG_JSON
from rankagg.io.matching_shapes import MATCHING_JSON
from rankagg.io.webperf_shapes import WEBPERF_JSON
from rankagg.io.homology_shapes import HOMOLOGY_JSON
from rankagg.io.music_shapes import MUSIC_JSON
from rankagg.io.chip_design_shapes import CHIP_DESIGN_JSON, OPENROAD_METRICS, openroad_metrics
from rankagg.io.line_form_store import compiled
from rankagg.io.particle_physics_shapes import particle_physics_json
from rankagg.io.threatintel_shapes import THREATINTEL_JSON

__all__ = ["json_keys", "JSON_DOCUMENT_FIX", "document_shape", "json_opens", "json_shape", "json_start",
           "refuse_document"]

_GEOJSON = ("a GeoJSON {kind} (JSON, RFC 7946: a map layer of places, each a geometry and its properties), whose places' "
            "ids and scores are in their properties")
_WHISPER = ("Whisper's output (JSON: a transcript's text and segments, each with its avg_logprob), a recogniser's "
            "hypothesis with its blanks, no ranking of ids: give each utterance's N-best as {utterance: {hypothesis "
            "id: avg_logprob}}, an id a hypothesis's words joined by '_'")
_ROUTES = ("one engine's answer to one request: each itinerary, or route, a document of that request, scored by "
           "minus its duration)")
#: other tools' JSON documents: the strings their text holds, what they are
_JSON_SHAPES = (
    # battles given where judgements are read (u77a_arena_battles_json_as_qrels): the comparisons' door reads them
    (('"model_a"', '"model_b"', '"winner"'), "arena battles, as Chatbot Arena's (JSON records of model_a, model_b and "
                                             "winner): pairwise outcomes, which rankagg fuse reads given alone (a "
                                             "leaderboard by arena's Bradley-Terry), no judgements or run"),
    (('"FeatureCollection"', '"features"'), _GEOJSON.format(kind="FeatureCollection")),
    (('"Feature"', '"geometry"'), _GEOJSON.format(kind="Feature")),
    # a hit's '_score' beside 'hits': a hockey boxscore's skaters count their "hits" too (u72b_nhl_api_boxscore_)
    (('"hits"', '"_score"'), "an Elasticsearch or OpenSearch _search response (JSON: hits.hits[]: _id, _score)"),
    (('"root"', '"children"'), "a Vespa result (JSON: root.children[]: id, relevance)"),
    (('"data"', '"Get"'), "a Weaviate GraphQL result (JSON: data.Get)"),
    (('"avg_logprob"',), _WHISPER),
    (('"@context"', 'iiif.io/api/'), IIIF_DOCUMENT),
    # a routing engine's answer to one request (u25g_*_json_as_run): its itineraries or routes, each with a duration
    (('"plan"', '"itineraries"'), "OpenTripPlanner's plan response (JSON: plan.itineraries[], each with its duration, "
                                  "generalizedCost and legs; " + _ROUTES),
    (('"code"', '"routes"', '"waypoints"'), "an OSRM route response (JSON: routes[] with duration, distance and weight, "
                                            "waypoints; " + _ROUTES),
    (('"trip"', '"legs"', '"status_message"'), "a Valhalla route response (JSON: trip.legs, trip.summary.time, "
                                               "alternates; " + _ROUTES),
    (('"paths"', '"info"', '"copyrights"'), "a GraphHopper route response (JSON: paths[] with time in ms, distance "
                                            "and weight; " + _ROUTES),
    (('"Biological Observation Matrix',), "a BIOM feature table (JSON, BIOM 1.0: counts of taxa per sample, no "
                                           "ranking; a microbiome lab's methods rank its taxa)"),
    (('"model_tasks"', '"rounds"'), "a hubverse hub's tasks.json (JSON: its rounds, model tasks, task ids and output "
                                    "types: what models may submit, no ranking; a week's models ranked by -WIS are a run)"),
    (('"file_format"', '"timezone"'), "a hubverse hub's admin.json (JSON: the hub's name, maintainer, file formats: no "
                                      "ranking; a week's models ranked by -WIS are a run)"),
)
#: where the routing engines' responses start in :data:`_JSON_SHAPES` (OpenTripPlanner, OSRM, Valhalla, GraphHopper)
_ROUTING = next(i for i, (keys, _) in enumerate(_JSON_SHAPES) if keys == ('"plan"', '"itineraries"'))
#: what to do with such a file
JSON_DOCUMENT_FIX = "load it in Python and give rankagg.fuse or rankagg.evaluate each run as {query: {document: score}}"

#: a key of a JSON object as written (its escapes kept): what a document's first keys say of it
_JSON_KEY = compiled(r'"((?:[^"\\\n]|\\.){1,60})"\s*:')


def json_keys(text: str, shown: int = 8) -> str | None:
    """'its keys include a, b, ...': the first ``shown`` distinct keys of the JSON ``text`` (a file's head), nested
    ones too, in the order written; None when it holds no key.  JSON that no recogniser knows was told only that it
    is JSON, which says nothing of what the file is; its keys do (a provider's event fields, an API's 'meta')."""
    keys = list(dict.fromkeys(m.group(1) for m in _JSON_KEY.finditer(text[:1 << 14])))
    if not keys:
        return None
    return "its keys include " + ", ".join(keys[:shown]) + (", ..." if len(keys) > shown else "")


#: the fields' JSON documents, told after the others: a SOC's STIX, TAXII, MISP, EVE and Zeek documents (u25b_),
#: ASE's and pymatgen's (u26d_), the retrosynthesis planners' (u26b_), the static analysers' reports (u26f_),
#: Da-TACOS's metadata, JAMS and Essentia's output (u26c_)
_FIELD_JSON = (THREATINTEL_JSON
               + MATERIALS_JSON
               + RETROSYNTHESIS_JSON
               + STATICANALYSIS_JSON
               + MUSIC_JSON
               + LISTENING_JSON  # BeaqleJS's results and configuration (u27g_beaqlejs_json_as_run)
               + SHAPE_SEARCH_JSON  # a glTF scene (u27f_gltf_as_run)
               + GENEALOGY_JSON  # GEDCOM X, Splink's saved model, dedupe's training file (u27d_)
               + CHIP_DESIGN_JSON  # OpenROAD-flow-scripts' metrics (u27b_openroad_metrics_as_run)
               + ENTITY_LINKING_JSON  # SPARQL results, KILT, a Wikidata dump (u28f_cli_*_json_as_run)
               + POWER_GRID_JSON  # a pandapower network (u28g_run_net_json)
               + EDTECH_JSON  # xAPI statements, Caliper events, Open edX's tracking log (u29h_)
               + WEBPERF_JSON  # Lighthouse, PageSpeed Insights, axe-core, HAR, k6, CrUX (u29i_)
               + APP_STORE_JSON  # iTunes Search API, google-play-scraper, RSS feeds, BigQuery (u29f_)
               + PERCEPTION_JSON  # nuScenes, COCO, OpenLABEL (u29g_)
               + SUPPLY_CHAIN_JSON  # SBOMs, Scorecard, OSV, Dependabot, audits, Grype, Trivy (u29b_*_as_run)
               + HPC_BENCHMARK_JSON  # Google Benchmark's, hyperfine's JSON, MLPerf's accuracy log (u29c_)
               + MATCHING_JSON  # OpenMVG's sfm_data.json (u30h_openmvg_as_run)
               + CAMERATRAP_JSON  # MegaDetector, SpeciesNet, a Camtrap DP package (u30i_*_as_run)
               + CHARTS_JSON  # Last.fm, Deezer, ListenBrainz (u30j_*_as_run)
               + RAG_JSON  # TREC RAG runs and nuggets, MS MARCO v2.1, RankLLM, RAGChecker, BEIR (u30k_)
               + BOARDGAME_JSON  # BG Stats, Tabletop Simulator (u30l_)
               + EEG_JSON  # BIDS-EEG sidecars, skorch's / braindecode's history.json (u30d_*_json_as_run)
               + QUANTUM_JSON  # Qiskit Result, backend properties, Cirq, Metriq-gym, Braket, benchpress (u30b_)
               + RECSYS_JSON  # the thirty-first bar's recsys documents (u31a_)
               + BIODIVERSITY_JSON  # the thirty-first bar's biodiversity documents (u31b_)
               + PROCUREMENT_JSON  # OCDS packages, SAM.gov, Prozorro (u31d_)
               + RECRUITING_JSON  # JSON Resume, Greenhouse, Lever (u31e_)
               + TRAVEL_JSON  # Amadeus, Tripadvisor, Expedia Rapid (u31n_)
               + LEGAL_JSON  # CourtListener, the Caselaw Access Project (u31o_)
               + SUPPORT_JSON  # Zendesk, Freshdesk, GitHub issues, Intercom (u31r_)
               + AVIATION_JSON  # the thirty-first bar's aviation documents (u31f_)
               + LIBRARY_JSON  # the thirty-first bar's library documents (u31g_)
               + AUTOMOTIVE_JSON  # the thirty-first bar's automotive documents (u31h_)
               + SPEEDRUN_JSON  # speedrun.com, Splits I/O, racetime.gg (u31i_)
               + REALESTATE_JSON  # RESO Web API, Walk Score, ATTOM (u31j_)
               + ASTRONOMY_JSON  # MAST, ADS (u31k_)
               + RECIPES_JSON  # FoodData Central, schema.org Recipes, Mealie (u31l_)
               + PEERREVIEW_JSON  # OpenReview, HotCRP, Semantic Scholar (u31m_)
               + BREEDING_JSON  # BrAPI answers (u32b_)
               + SCOUTING_JSON  # StatsBomb, Wyscout, Understat (u32c_)
               + SPACEOPS_JSON  # GP data as JSON (u32e_)
               + PHARMACOVIGILANCE_JSON  # openFDA answers (u32f_)
               + ENGINE_ANALYSIS_JSON  # KataGo's analysis, Lichess's evaluations (u32g_)
               + VULNMGMT_JSON  # CISA's KEV, NVD's answers, Nuclei's results (u32i_)
               + ADTECH_JSON  # OpenRTB, sellers.json (u32j_)
               + NETMEASURE_JSON  # RIPE Atlas results, CAIDA AS Rank, PeeringDB (u30c_*_json_as_run)
               + DEFI_JSON)  # JSON-RPC, token lists, ABIs, CoinGecko, DefiLlama, beacon (u30f_)


#: a JSON document's or JSON line's first characters: an object's first key (a Python dict's printed with quotes
#: too) or its end, an array's first value or its end.  A '{' or '[' alone is not enough: Liquipedia's wikitext
#: tables open with '{|' (u28e_wikitable_as_run), NLTK's printed collocations with '[((' (u28c_nltk_tuples_as_run)
#: TOML's array-of-tables header ('[[package]]', a poetry.lock's first line after its comment: u29b_poetry_lock_as_run) is
#: no JSON either, nor a number run into letters (DataVolley's '[3DATAVOLLEYSCOUT]' section: u69b_dvw_as_run)
_JSON_START = compiled(r"""[ \t\ufeff]*(?:\{\s*(?:["'}]|$)|\[(?!\[[A-Za-z_][\w.-]*\]\]\s*$)\s*"""
                       r"""(?:[\[{"'\]]|-?\.?\d[\d.]*(?:[eE][+-]?\d+)?\s*(?:[,\]]|$)|true\b|false\b|null\b|$))""")


def json_start(line: str) -> bool:
    """Whether ``line`` (a file's first non-blank line) begins as JSON does."""
    return _JSON_START.match(line) is not None


def json_opens(text: str, at: int, line: str) -> bool:
    """Whether ``line``, the first non-comment line of a file (line ``at`` of its head ``text``), opens a JSON
    document: it begins as JSON does and only blank lines stand above it (JSON has no '#' lines: a SIE file's
    '#VER' lines, then its transactions' '{', are none: u35f_sie_as_run)."""
    return json_start(line) and not any(above.strip("\ufeff \t\r\f\v") for above in text.split("\n")[:at - 1])


def json_document(text: str, at: int, line: str) -> bool:
    """Whether the head ``text`` opens a JSON document (:func:`json_opens`) that is no declared field's text opening
    with a brace: a Glyphs source's '{', then '.appVersion = ...' (an OpenStep property list, u36e_glyphs_source_as_run)
    had been told 'holds JSON such as BEIR's results'."""
    return json_opens(text, at, line) and (json_shape(text) is not None or catalogue_head(text) is None)


def json_shape(text: str) -> str | None:
    """What the JSON ``text`` (a file's first bytes) is when it is a known tool's document, else None."""
    # BLAST's JSON before the search engines' "hits" it also holds (u26a_blast_json_as_run); a StreamStats answer
    # before GeoJSON's note, which its watershed's FeatureCollection would meet (u30e_streamstats_json_as_run)
    return (catalogue_json(text)  # the declared fields' documents, every key of theirs held (rankagg.io.fields)
            or next((what for keys, what in HOMOLOGY_JSON + HYDROLOGY_JSON + _JSON_SHAPES + _FIELD_JSON
                  if all(k in text for k in keys)), None)
            or fhir_json(text) or factcheck_json(text)
            or particle_physics_json(text)  # a pyhf workspace, CMS's luminosity JSON (u27a_)
            or reader_study_json(text)  # DICOM JSON, Grand Challenge's jobs (u29e_)
            or quantum_json(text)  # a counts dictionary saved from Qiskit (u30b_counts_json_as_run)
            or legal_json(text))  # COLIEE's labels {case: [cases]} (u31o_coliee_labels_as_run)


def document_shape(obj: Any) -> str | None:
    """What a parsed object given as a run is when it is a known tool's document, else None.  Only what no run
    ``{qid: {docid: score}}`` (nor a list ``{docid: score}``) can be is told: a GeoJSON object's ``type`` is text."""
    declared = catalogue_document(obj)  # the declared fields' documents first: each holds all its keys, and cheap
    if declared is not None:
        return declared
    kind = obj.get("type") if isinstance(obj, dict) else None
    if kind in ("FeatureCollection", "Feature") and ("features" in obj or "geometry" in obj):
        return _GEOJSON.format(kind=kind)
    if isinstance(obj, dict) and isinstance(obj.get("segments"), list) and isinstance(obj.get("text"), str):
        return _WHISPER  # whisper.transcribe's result: its 'text' is a str, no run's query holds one
    if isinstance(obj, dict) and "iiif.io/api/" in str(obj.get("@context", "")):
        return IIIF_DOCUMENT  # json.load of a manifest: its '@context' is a str, no run's query holds one
    if openroad_metrics(obj):
        return OPENROAD_METRICS  # json.load of a flow's metrics: its values are numbers, a run's are mappings (u27b_)
    routing = _routing_response(obj) if isinstance(obj, dict) else None
    routing = routing or listening_document(obj)  # BeaqleJS's results loaded in Python (u27g_beaqlejs_json_as_run)
    return (routing or fhir_resource(obj)  # a FHIR 'resourceType' is a str (u25f_api_fhir_bundle_as_run)
            or genealogy_document(obj)  # GEDCOM X's persons, Splink's model, dedupe's training (u27d_api_)
            or app_store_document(obj)  # json.load of the iTunes Search API's answer (u29f_api_itunes_dict)
            or supply_chain_document(obj)  # an SBOM, a lock file or an audit loaded in Python (u29b_api_cyclonedx_dict)
            or hpc_document(obj)  # Google Benchmark's JSON loaded in Python (u29c_api_gbench_dict)
            or quantum_document(obj)  # a Qiskit Result's to_dict() (u30b_api_qiskit_result_dict)
            or recsys_document(obj)  # the thirty-first bar's recsys documents in Python (u31a_api_)
            or biodiversity_document(obj)  # the thirty-first bar's biodiversity documents in Python (u31b_api_)
            or procurement_document(obj)  # an OCDS package, SAM.gov's answer in Python (u31d_api_)
            or recruiting_document(obj)  # a JSON Resume, Greenhouse's applications in Python (u31e_api_)
            or travel_document(obj)  # Amadeus', Expedia Rapid's answers in Python (u31n_api_)
            or legal_document(obj)  # CourtListener's answer, COLIEE's labels in Python (u31o_api_)
            or support_document(obj)  # Zendesk's answer, GitHub's issues in Python (u31r_api_)
            or aviation_document(obj)  # the thirty-first bar's aviation documents in Python (u31f_api_)
            or library_document(obj)  # the thirty-first bar's library documents in Python (u31g_api_)
            or automotive_document(obj)  # the thirty-first bar's automotive documents in Python (u31h_api_)
            or speedrun_document(obj)  # speedrun.com's answer, a racetime.gg race in Python (u31i_api_)
            or realestate_document(obj)  # a RESO page, an ATTOM answer in Python (u31j_api_reso_dict)
            or astronomy_document(obj)  # a MAST or ADS answer in Python (u31k_api_)
            or recipes_document(obj)  # a schema.org Recipe in Python (u31l_api_schema_recipe_dict)
            or peerreview_document(obj)  # OpenReview's notes, HotCRP's export in Python (u31m_api_)
            or breeding_document(obj)  # a BrAPI answer in Python (u32b_api_brapi_dict)
            or scouting_document(obj)  # StatsBomb's, Wyscout's, Understat's records in Python (u32c_api_)
            or spaceops_document(obj)  # GP records in Python (u32e_api_omm_list)
            or pharmacovigilance_document(obj)  # an openFDA answer in Python (u32f_api_openfda_dict)
            or engine_analysis_document(obj)  # KataGo's analysis, a Lichess evaluation in Python (u32g_api_)
            or vulnmgmt_document(obj)  # the KEV catalogue, an NVD answer in Python (u32i_api_kev_dict)
            or adtech_document(obj)  # an OpenRTB message, sellers.json in Python (u32j_api_openrtb_dict)
            or netmeasure_document(obj)  # RIPE Atlas results, PeeringDB's answer loaded in Python (u30c_api_)
            or defi_document(obj)  # a token list, an ABI, a JSON-RPC response loaded in Python (u30f_api_)
            or reader_study_document(obj))  # DICOM JSON loaded in Python, an OCT's metadata (u37j_api_dicom_json_list)


def _routing_response(obj: dict) -> str | None:
    """A routing engine's parsed answer to one request (u25g_): a list or a text where a run's queries hold
    mappings ({'code': 'Ok'} was told "query 'code': expected {docid: score}, got str")."""
    plan, trip = obj.get("plan"), obj.get("trip")
    if isinstance(plan, dict) and isinstance(plan.get("itineraries"), list):
        return _JSON_SHAPES[_ROUTING][1]
    if isinstance(obj.get("routes"), list) and isinstance(obj.get("code"), str):
        return _JSON_SHAPES[_ROUTING + 1][1]
    if isinstance(trip, dict) and isinstance(trip.get("legs"), list):
        return _JSON_SHAPES[_ROUTING + 2][1]
    if isinstance(obj.get("paths"), list) and isinstance(obj.get("info"), dict):
        return _JSON_SHAPES[_ROUTING + 3][1]
    return None


def refuse_document(where: str, obj: Any, form: str = "{qid: {docid: score}}") -> None:
    """Refuse ``obj`` given as ``where`` (a run, a list, the qrels) when it is a known tool's document.  Each tool's
    note says what to give instead, but GeoJSON's and FHIR's, which get that advice here."""
    what = document_shape(obj)
    if what is None:
        return
    if what.startswith("an HL7 FHIR"):
        raise ValueError(f"{where}: {what}, not {form}: {FHIR_FIX}")
    if what.startswith("a GeoJSON"):
        raise ValueError(f"{where}: {what}, not {form}: give each place's id and score from its properties as "
                         f"{form}")
    raise ValueError(f"{where}: {what}, not {form}")
