"""Issue 45's thirtieth bar of scripts/reliability_matrix.py, a wildlife team's ranking of species per camera
deployment across classifiers (MegaDetector and SpeciesNet outputs, Camtrap DP packages, Wildlife Insights and
Timelapse exports, Zooniverse classifications) (its cases, ids ``u30i_``, registered in its ``cases()``); the
mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.

The team's day: each camera deployment (``yellowstone/cam_042/2026-10``) is a query and each species a document
(``lynx_rufus``, ``canis_latrans``); the runs are the classifiers (SpeciesNet, MegaClassifier, Wildlife Insights' AI,
the Zooniverse volunteers' consensus), scores in [0, 1] (the share of a deployment's sequences given the species,
four decimals: ties happen).  The lists are fused with RRF, Borda and CombSUM, weighted by each classifier's accuracy
on last season's verified images, and judged against what the ecologists verified (2 confirmed, 1 probable, 0
absent).  The mistakes and odd files: the field's own files given where runs or qrels are read (MegaDetector's batch
output, SpeciesNet's predictions, a Camtrap DP package's datapackage.json, observations.csv and deployments.csv,
Wildlife Insights' images.csv, a Timelapse export, a Zooniverse classification export), and outputs named for the
field's files.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

from .case import Case, command_cases, fusion_checks
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, team_day_cases

THIRTIETH_CAMERATRAPS = ("45 Unseen inputs: a thirtieth bar, a wildlife team's ranking of species per camera deployment "
                         "across classifiers (MegaDetector and SpeciesNet outputs, Camtrap DP, Wildlife Insights, "
                         "Timelapse, Zooniverse)")

_DATA = SEEDED_UNIFORM + r'''RECS = ['speciesnet', 'megaclassifier', 'wi_ai', 'zooniverse']
RESOURCES = ['lynx_rufus', 'canis_latrans', 'odocoileus_hemionus', 'ursus_americanus', 'puma_concolor',
             'vulpes_vulpes', 'lepus_americanus', 'homo_sapiens']
GAIN = dict(zip(RESOURCES, [0.9, 0.8, 0.7, 0.6, 0.5, 0.4, 0.3, 0.2]))
def deployment(k):
    return '%s/cam_%03d/2026-%02d' % (('yellowstone', 'olympic', 'glacier')[k % 3], 40 + k, 5 + k)
def shares(recs=RECS, n_q=6, seed=3, drop=0.0, noise=1.0):
    """{classifier: {deployment: {species: share}}}: shares in [0, 1] at four decimals; ``drop``: the share of the
    species a classifier never gave at a deployment"""
    g = lcg(seed)
    out = {}
    for r in recs:
        out[r] = {}
        for k in range(n_q):
            p = {}
            for d in RESOURCES:
                u, v = next(g), next(g)
                if v < drop:
                    continue
                p[d] = round(min(1.0, max(0.0, GAIN[d] + noise * 0.6 * (u - 0.5))), 4)
            if p:
                out[r][deployment(k)] = p
    return out
def verified(n_q=6):
    """what the ecologists verified: 2 (confirmed) for two species, 1 (probable) for three, 0 the rest"""
    g = dict(zip(RESOURCES, [2, 2, 1, 1, 1, 0, 0, 0]))
    return {deployment(k): dict(g) for k in range(n_q)}
''' + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "shares", "species.run")

_RECS3 = ["speciesnet", "megaclassifier", "wi_ai"]
_OUT = ("species.run",)
_ONE_RUN = ("yellowstone/cam_040/2026-05 Q0 lynx_rufus 1 0.91 speciesnet\n"
            "yellowstone/cam_040/2026-05 Q0 canis_latrans 2 0.77 speciesnet\n"
            "yellowstone/cam_040/2026-05 Q0 ursus_americanus 3 0.52 speciesnet\n")
# the team's files, as their tools write them (a few lines)
_MEGADETECTOR = ('{\n "images": [\n  {\n   "file": "cam_042/IMG_0001.JPG",\n   "max_detection_conf": 0.962,\n'
                 '   "detections": [\n    {"category": "1", "conf": 0.962, "bbox": [0.11, 0.42, 0.21, 0.3]}\n   ]\n'
                 '  }\n ],\n "detection_categories": {"1": "animal", "2": "person", "3": "vehicle"},\n'
                 ' "info": {"format_version": "1.4", "detector": "md_v5a.0.0.pt"}\n}\n')
_SPECIESNET = ('{\n  "predictions": [\n    {\n      "filepath": "cam_042/IMG_0001.JPG",\n'
               '      "classifications": {"classes": ["f2d233e3;mammalia;carnivora;felidae;lynx;rufus;bobcat"], '
               '"scores": [0.91]},\n      "prediction": "f2d233e3;mammalia;carnivora;felidae;lynx;rufus;bobcat",\n'
               '      "prediction_score": 0.91,\n      "prediction_source": "classifier",\n'
               '      "model_version": "4.0.1a"\n    }\n  ]\n}\n')
_DATAPACKAGE = ('{\n  "profile": "https://raw.githubusercontent.com/tdwg/camtrap-dp/1.0.1/camtrap-dp-profile.json",\n'
                '  "name": "yellowstone-2026",\n  "created": "2026-11-30T10:00:00Z",\n  "resources": [\n'
                '    {"name": "deployments", "path": "deployments.csv", "profile": "tabular-data-resource"}\n  ]\n}\n')
_OBSERVATIONS = ("observationID,deploymentID,mediaID,eventID,eventStart,eventEnd,observationLevel,observationType,"
                 "cameraSetupType,scientificName,count,lifeStage,sex,behavior,individualID,classificationMethod,"
                 "classifiedBy,classificationTimestamp,classificationProbability\n"
                 "obs1,cam_042,,seq9,2026-10-02T03:14:00Z,2026-10-02T03:14:20Z,event,animal,,Lynx rufus,1,adult,,,,"
                 "machine,SpeciesNet 4.0.1a,2026-10-05T00:00:00Z,0.91\n")
_DEPLOYMENTS = ("deploymentID,locationID,locationName,latitude,longitude,coordinateUncertainty,deploymentStart,"
                "deploymentEnd,setupBy,cameraID,cameraModel,cameraDelay,cameraHeight,cameraDepth,cameraTilt,"
                "cameraHeading,detectionDistance,timestampIssues,baitUse,featureType,habitat,deploymentGroups,"
                "deploymentTags,deploymentComments\n"
                "cam_042,loc7,Lamar Valley,44.9,-110.2,30,2026-09-01T00:00:00Z,2026-10-31T00:00:00Z,Ana,BC42,"
                "Reconyx-HP2X,0,0.8,,,,,false,false,,,,,\n")
_WI_IMAGES = ("project_id,deployment_id,image_id,filename,location,is_blank,identified_by,wi_taxon_id,class,order,"
              "family,genus,species,common_name,uncertainty,timestamp,number_of_objects,age,sex,animal_recognizable,"
              "individual_id,individual_animal_notes,behavior,highlighted,markings,cv_confidence,license\n"
              "2004567,cam_042,5f3c9a,IMG_0001.JPG,gs://cameratraprepo/5f3c9a.jpg,0,Computer vision,f2d233e3,"
              "Mammalia,Carnivora,Felidae,Lynx,rufus,Bobcat,,2026-10-02 03:14:00,1,,,,,,,,,0.91,CC-BY\n")
_TIMELAPSE = ("File,RelativePath,Folder,DateTime,DeleteFlag,ImageQuality,Species,Count,Notes\n"
              "IMG_0001.JPG,cam_042\\2026-10,Yellowstone,02-Oct-2026 03:14:00,false,Ok,Bobcat,1,\n")
_ZOONIVERSE = ("classification_id,user_name,user_id,user_ip,workflow_id,workflow_name,workflow_version,created_at,"
               "gold_standard,expert,metadata,annotations,subject_data,subject_ids\n"
               "512345678,volunteer42,1234567,a1b2c3d4e5f6,20311,Identify the animals,57.12,2026-10-05 12:00:00 UTC,,,"
               "\"{\"\"source\"\":\"\"api\"\"}\",\"[{\"\"task\"\":\"\"T0\"\",\"\"value\"\":[{\"\"choice\"\":\"\"BOBCAT\"\"}]}]\","
               "\"{\"\"81234567\"\":{\"\"retired\"\":null}}\",81234567\n")


def thirtieth_bar_cameratraps_cases() -> list[Case]:
    G = THIRTIETH_CAMERATRAPS
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="shares", judgements="verified", runs=_RECS3, stem="species", outputs=_OUT,
        item="species", rounded="wi_ai",
        weights="{'speciesnet': 2.0, 'megaclassifier': 1.0, 'wi_ai': 1.0, 'zooniverse': 0.5}",
        lone_query="R['zooniverse']['glacier/cam_099/2026-10'] = {'ursus_arctos': 1.0, 'gulo_gulo': 0.5}\n",
        trust="speciesnet 2\nwi_ai 0.5\nmegaclassifier 1\n",
        trust_dict="{'speciesnet': 2, 'wi_ai': 0.5, 'megaclassifier': 1}",
        texts={
            "rrf": ("u30i_rrf_classifiers",
                    "rankagg.fuse({classifier: {deployment: {species: share}}}, method='rrf'): four classifiers, six "
                    "deployments ('yellowstone/cam_042/2026-10'), species as genus_species ids"),
            "borda": ("u30i_borda_partial_lists",
                      "rankagg.fuse(..., method='borda'): a classifier never gave some species at a deployment"),
            "combsum": ("u30i_combsum_tied_scores",
                        "rankagg.fuse(..., method='combsum'): Wildlife Insights' shares at one decimal (many ties) "
                        "beside the others"),
            "fuser": ("u30i_weighted_fuser_trust",
                      "rankagg.Fuser('rrf', weights=...) per deployment: SpeciesNet counts 2, the volunteers' "
                      "consensus 0.5 (few votes in winter)"),
            "frame": ("u30i_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the shares as the team's "
                      "database returns them, a row per deployment, species and classifier"),
            "evaluate": ("u30i_evaluate_verified",
                         "rankagg.evaluate(fused ranking, the ecologists' verification, ['nDCG@5', 'AP', 'P@3']): "
                         "does the fused ranking put first the species confirmed"),
            "lone": ("u30i_one_classifier_deployment",
                     "rankagg.fuse(..., method='rrf'): a deployment only the volunteers classified (its images not "
                     "yet run through the models) beside deployments every classifier covers"),
            "cli_rrf": ("u30i_cli_rrf_runs",
                        "rankagg fuse speciesnet.run megaclassifier.run wi_ai.run --method rrf -o species.run: one run "
                        "per classifier, deployments as queries"),
            "cli_borda": ("u30i_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: SpeciesNet counts "
                          "double)"),
            "cli_combsum": ("u30i_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four species a deployment's report "
                            "lists"),
            "cli_evaluate": ("u30i_cli_evaluate_verified_qrels",
                             "rankagg evaluate species.run --qrels verified.qrels -m ndcg_cut.5 -m map: the fused "
                             "ranking against the ecologists' verification (0-2)"),
            "cli_parquet": ("u30i_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o species.parquet: gzipped runs from the nightly "
                            "job, a Parquet table for the dashboard")})

    # --- the team's files given where runs are read: named by their format or tool, at the first line ---------------
    cases += files_as_runs(cli_bad, [
        ("u30i_megadetector_as_run", "MegaDetector's batch output (images, detections, detection_categories)",
         "md_v5a_output.json", _MEGADETECTOR, "MegaDetector", "md_v5a_output.json"),
        ("u30i_speciesnet_as_run", "SpeciesNet's predictions (predictions: filepath, classifications, prediction)",
         "speciesnet_predictions.json", _SPECIESNET, "SpeciesNet", "speciesnet_predictions.json"),
        ("u30i_camtrap_datapackage_as_run", "a Camtrap DP package's datapackage.json (its profile, resources)",
         "datapackage.json", _DATAPACKAGE, "Camtrap DP", "datapackage.json"),
        ("u30i_camtrap_observations_as_run", "a Camtrap DP observations.csv (observationID, deploymentID, ..., "
         "scientificName, count)", "observations.csv", _OBSERVATIONS, "Camtrap DP", "observations.csv:1"),
        ("u30i_camtrap_deployments_as_run", "a Camtrap DP deployments.csv (deploymentID, locationID, latitude, ...)",
         "deployments.csv", _DEPLOYMENTS, "Camtrap DP", "deployments.csv:1"),
        ("u30i_wildlife_insights_as_run", "Wildlife Insights' images.csv (project_id, deployment_id, image_id, ..., "
         "cv_confidence)", "images.csv", _WI_IMAGES, "Wildlife Insights", "images.csv:1"),
        ("u30i_timelapse_as_run", "a Timelapse export (File, RelativePath, Folder, DateTime, DeleteFlag, ...)",
         "TimelapseData.csv", _TIMELAPSE, "Timelapse", "TimelapseData.csv:1"),
        ("u30i_zooniverse_as_run", "a Zooniverse classification export (classification_id, user_name, ..., "
         "annotations, subject_data, subject_ids)", "snapshot-safari-classifications.csv", _ZOONIVERSE, "Zooniverse",
         "snapshot-safari-classifications.csv:1")],
        one_run=("speciesnet.run", _ONE_RUN), stem="species",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic table note says nothing the team can act on)")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u30i_camtrap_observations_as_qrels", "observations.csv", _OBSERVATIONS, "Camtrap DP"),
        ("u30i_wildlife_insights_as_qrels", "images.csv", _WI_IMAGES, "Wildlife Insights"),
        ("u30i_zooniverse_as_qrels", "snapshot-safari-classifications.csv", _ZOONIVERSE, "Zooniverse"),
        ("u30i_megadetector_as_qrels", "md_v5a_output.json", _MEGADETECTOR, "MegaDetector")],
        one_run=("speciesnet.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u30i_out_tdb", "species.tdb", "a Timelapse template"),
        ("u30i_out_ddb", "species.ddb", "a Timelapse database")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=31"))
    return cases
