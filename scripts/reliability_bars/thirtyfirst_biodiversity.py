"""Issue 45's thirty-first bar of scripts/reliability_matrix.py, a biodiversity team's ranking of species per region
and taxon group for conservation across distribution models, threat assessments and surveys (its cases, ids
``u31b_``, registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the
verdicts) are the matrix's.  (The helper this persona was given to never began; the lead wrote it.)

The team's day: each region and taxon group (``andes/amphibians``) is a query and each species a document by its GBIF
taxon key (``gbif:2422470``); the runs are the rankings the plan fuses (Maxent's habitat loss, the IUCN threat score,
the field surveys' declines, the experts' picks), scores in [0, 1] at four decimals.  The lists are fused with RRF,
Borda and CombSUM, weighted by each source's record in past plans, and judged against the conservation plan's
priorities (2 priority, 1 watch list, 0 neither).  The mistakes and odd files: the field's own files given where runs
or qrels are read (a Darwin Core Archive's meta.xml and occurrence table, GBIF's API answer, an iNaturalist export,
Maxent's results and lambdas, an IUCN Red List table, a BioTIME table), and outputs named for the field's files.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

THIRTYFIRST_BIODIVERSITY = ("45 Unseen inputs: a thirty-first bar, a biodiversity team's ranking of species and sites "
                            "for conservation across distribution models and surveys (Darwin Core Archives, GBIF "
                            "downloads, iNaturalist exports, Maxent outputs, IUCN Red List tables)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['maxent_loss', 'iucn_threat', 'survey_decline', 'experts'],
    items=['gbif:2422470', 'gbif:2426661', 'gbif:5217403', 'gbif:2427091', 'gbif:2431885', 'gbif:2422883',
             'gbif:5218175', 'gbif:2428902'],
    queries=['andes/amphibians', 'andes/birds', 'amazon/amphibians', 'atlantic-forest/mammals', 'cerrado/reptiles',
          'pantanal/fish'],
    suffix='/2030', generator='priorities', judgements='plan') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "priorities", "species.run")

_RECS3 = ["maxent_loss", "iucn_threat", "survey_decline"]
_OUT = ("species.run",)
_ONE_RUN = ("andes/amphibians Q0 gbif:2422470 1 0.91 maxent_loss\nandes/amphibians Q0 gbif:2426661 2 0.77 maxent_loss\n"
            "andes/amphibians Q0 gbif:2427091 3 0.52 maxent_loss\n")
# the team's files, as their tools write them (a few lines)
_META = ('<?xml version="1.0" encoding="utf-8"?>\n<archive xmlns="http://rs.tdwg.org/dwc/text/" metadata="eml.xml">\n'
         '  <core encoding="UTF-8" fieldsTerminatedBy="\\t" linesTerminatedBy="\\n" ignoreHeaderLines="1" '
         'rowType="http://rs.tdwg.org/dwc/terms/Occurrence">\n    <files><location>occurrence.txt</location></files>\n'
         '    <id index="0"/>\n  </core>\n</archive>\n')
_OCCURRENCE = ("gbifID\tdatasetKey\toccurrenceID\tkingdom\tphylum\tclass\torder\tfamily\tgenus\tspecies\t"
               "scientificName\tdecimalLatitude\tdecimalLongitude\teventDate\tbasisOfRecord\n"
               "4011234567\t50c9509d-22c7-4a22-a47d-8c48425ef4a7\tURN:catalog:X:1\tAnimalia\tChordata\tAmphibia\t"
               "Anura\tBufonidae\tAtelopus\tAtelopus ignescens\tAtelopus ignescens (Cornalia, 1849)\t-0.2\t-78.5\t"
               "2026-03-04\tHUMAN_OBSERVATION\n")
_GBIF_API = ('{"offset": 0, "limit": 20, "endOfRecords": false, "count": 1342, "results": [{"key": 4011234567, '
             '"datasetKey": "50c9509d-22c7-4a22-a47d-8c48425ef4a7", "basisOfRecord": "HUMAN_OBSERVATION", '
             '"taxonKey": 2422470, "scientificName": "Atelopus ignescens", "decimalLatitude": -0.2}], "facets": []}\n')
_INAT = ("id,observed_on_string,observed_on,time_observed_at,time_zone,user_id,user_login,created_at,updated_at,"
         "quality_grade,license,url,image_url,tag_list,description,num_identification_agreements,"
         "num_identification_disagreements,captive_cultivated,place_guess,latitude,longitude,scientific_name,"
         "common_name,iconic_taxon_name,taxon_id\n"
         "198765432,2026-03-04 10:12,2026-03-04,2026-03-04 15:12:00 UTC,Quito,12345,ana,2026-03-04,2026-03-05,"
         "research,CC-BY-NC,https://www.inaturalist.org/observations/198765432,,,,2,0,false,Pichincha,-0.2,-78.5,"
         "Atelopus ignescens,Jambato Toad,Amphibia,23456\n")
_MAXENT_RESULTS = ("Species,#Training samples,Regularized training gain,Unregularized training gain,Iterations,"
                   "Training AUC,#Background points,bio1 contribution,bio12 contribution\n"
                   "Atelopus_ignescens,42,1.8231,2.1045,500,0.9612,10042,61.2,38.8\n")
_LAMBDAS = ("bio1, 0.0, -12.3, 31.2\nbio12, 1.2311, 210.0, 4120.0\nbio12^2, -0.5122, 44100.0, 16974400.0\n"
            "linearPredictorNormalizer, 4.211\ndensityNormalizer, 512.33\nnumBackgroundPoints, 10042\n"
            "entropy, 8.912\n")
_IUCN = ('"assessmentId","internalTaxonId","scientificName","redlistCategory","redlistCriteria","yearPublished",'
         '"assessmentDate","criteriaVersion","language","rationale","habitat","threats","population",'
         '"populationTrend","range","useTrade","systems","conservationActions","realm","yearLastSeen",'
         '"possiblyExtinct","possiblyExtinctInTheWild","scopes"\n'
         '"3635917","54493","Atelopus ignescens","Critically Endangered","A2ace","2018","2017-05-01","3.1",'
         '"English","x","x","x","x","Unknown","x","x","Terrestrial|Freshwater","x","Neotropical","","false","false",'
         '"Global"\n')
_BIOTIME = ("STUDY_ID,DAY,MONTH,YEAR,SAMPLE_DESC,PLOT,ID_SPECIES,LATITUDE,LONGITUDE,sum.allrawdata.ABUNDANCE,"
            "sum.allrawdata.BIOMASS,GENUS,SPECIES,GENUS_SPECIES\n"
            "10,4,3,2026,x_1,NA,5021,-0.2,-78.5,3,0,Atelopus,ignescens,Atelopus ignescens\n")


def thirtyfirst_bar_biodiversity_cases() -> list[Case]:
    G = THIRTYFIRST_BIODIVERSITY
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="priorities", judgements="plan", runs=_RECS3, stem="species", outputs=_OUT,
        item="species", rounded="survey_decline",
        weights="{'maxent_loss': 1.0, 'iucn_threat': 2.0, 'survey_decline': 1.0, 'experts': 0.5}",
        lone_query="R['experts']['galapagos/reptiles'] = {'gbif:2442172': 0.9, 'gbif:5220003': 0.4}\n",
        trust="iucn_threat 2\nsurvey_decline 0.5\nmaxent_loss 1\n",
        trust_dict="{'iucn_threat': 2, 'survey_decline': 0.5, 'maxent_loss': 1}",
        texts={
            "rrf": ("u31b_rrf_sources",
                    "rankagg.fuse({source: {region/group: {species: score}}}, method='rrf'): four sources, six "
                    "groups ('andes/amphibians'), species by GBIF key ('gbif:2422470')"),
            "borda": ("u31b_borda_partial_lists",
                      "rankagg.fuse(..., method='borda'): a source has no score for some species of a group"),
            "combsum": ("u31b_combsum_tied_scores",
                        "rankagg.fuse(..., method='combsum'): the surveys' declines at one decimal (many ties) beside "
                        "the others"),
            "fuser": ("u31b_weighted_fuser_record",
                      "rankagg.Fuser('rrf', weights=...) per group: the IUCN threat counts 2, the experts 0.5"),
            "frame": ("u31b_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the scores as the plan's "
                      "sheet holds them, a row per group, species and source"),
            "evaluate": ("u31b_evaluate_plan",
                         "rankagg.evaluate(fused ranking, the plan, ['nDCG@5', 'AP', 'P@3']): does the fused ranking "
                         "put first the plan's priority species"),
            "lone": ("u31b_one_source_group",
                     "rankagg.fuse(..., method='rrf'): a group only the experts ranked (Galápagos reptiles) beside "
                     "groups every source covers"),
            "cli_rrf": ("u31b_cli_rrf_runs",
                        "rankagg fuse maxent_loss.run iucn_threat.run survey_decline.run --method rrf -o species.run: "
                        "one run per source, groups as queries"),
            "cli_borda": ("u31b_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the IUCN threat "
                          "counts double)"),
            "cli_combsum": ("u31b_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four species a group's budget covers"),
            "cli_evaluate": ("u31b_cli_evaluate_plan_qrels",
                             "rankagg evaluate species.run --qrels plan.qrels -m ndcg_cut.5 -m map: the fused ranking "
                             "against the plan (0-2)"),
            "cli_parquet": ("u31b_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o species.parquet: gzipped runs from the modelling "
                            "cluster, a Parquet table for the atlas")})

    # --- the team's files given where runs are read: named by their format or tool ----------------------------------
    cases += files_as_runs(cli_bad, [
        ("u31b_dwca_meta_as_run", "a Darwin Core Archive's meta.xml (archive xmlns=http://rs.tdwg.org/dwc/text/, "
         "core, files, id)", "meta.xml", _META, "Darwin Core", "meta.xml:2"),
        ("u31b_occurrence_as_run", "a GBIF download's occurrence table (gbifID, datasetKey, occurrenceID, kingdom, "
         "..., basisOfRecord: Darwin Core terms)", "occurrence.txt", _OCCURRENCE, "Darwin Core", "occurrence.txt:1"),
        ("u31b_gbif_api_as_run", "GBIF's occurrence search answer (offset, limit, endOfRecords, count, results)",
         "gbif_search.json", _GBIF_API, "GBIF", "gbif_search.json:1"),
        ("u31b_inaturalist_as_run", "an iNaturalist observations export (id, observed_on_string, ..., quality_grade, "
         "..., iconic_taxon_name, taxon_id)", "observations-512345.csv", _INAT, "iNaturalist",
         "observations-512345.csv:1"),
        ("u31b_maxent_results_as_run", "Maxent's maxentResults.csv (Species, #Training samples, Regularized training "
         "gain, ..., Training AUC)", "maxentResults.csv", _MAXENT_RESULTS, "Maxent", "maxentResults.csv:1"),
        ("u31b_maxent_lambdas_as_run", "a Maxent .lambdas file (feature, lambda, min, max lines; "
         "linearPredictorNormalizer, densityNormalizer)", "Atelopus_ignescens.lambdas", _LAMBDAS, "Maxent",
         "Atelopus_ignescens.lambdas:1"),
        ("u31b_iucn_assessments_as_run", "the IUCN Red List's assessments.csv (assessmentId, internalTaxonId, "
         "scientificName, redlistCategory, ...)", "assessments.csv", _IUCN, "IUCN Red List", "assessments.csv:1"),
        ("u31b_biotime_as_run", "a BioTIME table (STUDY_ID, DAY, MONTH, YEAR, ..., sum.allrawdata.ABUNDANCE, "
         "GENUS_SPECIES)", "BioTIMEQuery.csv", _BIOTIME, "BioTIME", "BioTIMEQuery.csv:1")],
        one_run=("maxent_loss.run", _ONE_RUN), stem="species",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the team can act on)")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u31b_iucn_as_qrels", "assessments.csv", _IUCN, "IUCN Red List"),
        ("u31b_occurrence_as_qrels", "occurrence.txt", _OCCURRENCE, "Darwin Core"),
        ("u31b_inaturalist_as_qrels", "observations.csv", _INAT, "iNaturalist"),
        ("u31b_lambdas_as_qrels", "species.lambdas", _LAMBDAS, "Maxent")],
        one_run=("maxent_loss.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u31b_out_lambdas", "species.lambdas", "a Maxent lambdas file"),
        ("u31b_out_asc", "species.asc", "an ESRI ASCII grid (Maxent's output)"),
        ("u31b_out_eml", "species.eml", "an EML metadata document")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=31"))

    # --- the team's documents and tables given to the API ---------------------------------------------------------
    cases += [
        bad("u31b_api_gbif_dict",
            "rankagg.fuse(json.load(gbif_search.json)): GBIF's answer loaded in Python given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('g.json')), method='rrf')\n",
            "GBIF", why="a run maps a query to {document: score}; GBIF's 'offset' is a number and 'results' a list",
            files={"g.json": _GBIF_API}),
        bad("u31b_api_iucn_frame",
            "rankagg.fuse(pd.read_csv(the IUCN Red List's assessments.csv)): the assessments given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('a.csv'), method='borda')\n",
            "IUCN Red List", why="a table of runs has qid, docid, run and score columns; the Red List's has assessments",
            files={"a.csv": _IUCN}),
        bad("u31b_api_occurrence_frame",
            "rankagg.fuse(pd.read_csv(occurrence.txt, sep='\\t')): the occurrences given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('o.txt', sep='\\t'), method='rrf')\n",
            "Darwin Core", why="a table of runs has qid, docid, run and score columns; an occurrence table has records",
            files={"o.txt": _OCCURRENCE}),
    ]
    return cases
