"""Issue 45's thirty-second bar of scripts/reliability_matrix.py, an energy consultancy ranking retrofit measures per
building across simulators and models (its cases, ids ``u32d_``, registered in its ``cases()``); the mechanics
(:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.  (Written by the lead, in a later
session, before any of its recognisers existed.)

The team's day: each building and climate scenario (``office-a/chicago/2050``) is a query and each retrofit measure a
document by its code (``ecm:heat-pump-ashp``); the runs are EnergyPlus's simulated savings, a regression model's, the
auditors' rankings and a machine-learned surrogate's, scores in [0, 1] at four decimals.  They are fused with RRF,
Borda and CombSUM, weighted by each model's record, and judged against the metered savings after retrofit (2 beat
the forecast, 1 met it, 0 fell short).  The mistakes and odd files: the field's own files given where runs or qrels
are read (an EnergyPlus IDF, its ESO and CSV outputs, gbXML, a Green Button download, an OpenStudio model, an EPW
weather file, a Modelica model, a Portfolio Manager export, BuildingSync), and outputs named for the field's files.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import (files_as_qrels, files_as_runs, output_named_as_asked, outputs_named_for, seeded_day,
                       team_day_cases)

THIRTYSECOND_BUILDINGS = ("45 Unseen inputs: a thirty-second bar, an energy consultancy ranking retrofit measures per "
                          "building across simulators and models (EnergyPlus, gbXML, Green Button, OpenStudio, EPW, "
                          "Modelica, Portfolio Manager, BuildingSync)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['energyplus', 'regression', 'auditors', 'surrogate'],
    items=['ecm:heat-pump-ashp', 'ecm:wall-insulation', 'ecm:led-lighting', 'ecm:triple-glazing', 'ecm:vrf-hvac',
           'ecm:solar-pv', 'ecm:bms-tuning', 'ecm:roof-insulation'],
    queries=['office-a/chicago/2050', 'office-a/chicago/today', 'school-b/minneapolis/2050', 'retail-c/atlanta/today',
             'hospital-d/boston/2050', 'warehouse-e/phoenix/today'],
    suffix='/deep', generator='savings', judgements='metered') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _cli_check = fusion_checks(_REF, "savings", "measures.run")

_RECS3 = ["energyplus", "regression", "auditors"]
_OUT = ("measures.run",)
_ONE_RUN = ("office-a/chicago/2050 Q0 ecm:heat-pump-ashp 1 0.91 energyplus\noffice-a/chicago/2050 Q0 "
            "ecm:wall-insulation 2 0.77 energyplus\noffice-a/chicago/2050 Q0 ecm:led-lighting 3 0.52 energyplus\n")
# the consultancy's files, as the simulators, utilities and benchmarking tools write them (a few lines)
_IDF = ("!-Generator IDFEditor 1.51\n!-Option SortedOrder\n\n!-   ===========  ALL OBJECTS IN CLASS: VERSION ===========\n\n"
        "Version,23.2;\n\nBuilding,\n    Office Block A,          !- Name\n    0,                       !- North Axis "
        "{deg}\n    City,                    !- Terrain\n    0.04,                    !- Loads Convergence Tolerance "
        "Value {W}\n    0.4,                     !- Temperature Convergence Tolerance Value {deltaC}\n"
        "    FullExterior,            !- Solar Distribution\n    25;                      !- Maximum Number of "
        "Warmup Days\n")
_ESO = ("Program Version,EnergyPlus, Version 23.2.0-7636e6b3e9, YMD=2026.11.27 08:00\n"
        "1,5,Environment Title[],Latitude[deg],Longitude[deg],Time Zone[],Elevation[m]\n"
        "2,8,Day of Simulation[],Month[],Day of Month[],DST Indicator[1=yes 0=no],Hour[],StartMinute[],EndMinute[],"
        "DayType\n7,1,Environment,Site Outdoor Air Drybulb Temperature [C] !Hourly\nEnd of Data Dictionary\n")
_EPLUSOUT = ("Date/Time,Environment:Site Outdoor Air Drybulb Temperature [C](Hourly),ZONE ONE:Zone Mean Air "
             "Temperature [C](Hourly),Electricity:Facility [J](Hourly)\n 01/01  01:00:00,-3.2,20.9,151234567.0\n"
             " 01/01  02:00:00,-3.6,20.7,149876543.0\n")
_GBXML = ('<?xml version="1.0" encoding="UTF-8"?>\n<gbXML xmlns="http://www.gbxml.org/schema" temperatureUnit="C" '
          'lengthUnit="Meters" areaUnit="SquareMeters" volumeUnit="CubicMeters" useSIUnitsForResults="true" '
          'version="6.01">\n  <Campus id="campus-1">\n    <Building id="office-a" buildingType="Office"/>\n  </Campus>\n'
          '</gbXML>\n')
_GREEN_BUTTON = ('<?xml version="1.0" encoding="UTF-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom" '
                 'xmlns:espi="http://naesb.org/espi">\n  <id>urn:uuid:0FB36AF7-9B52-4D4B-9A1D-6E2D6B1F4C11</id>\n'
                 '  <title>Green Button Usage Feed</title>\n  <entry>\n    <content>\n      <espi:IntervalBlock>\n'
                 '        <espi:IntervalReading><espi:value>1215</espi:value></espi:IntervalReading>\n'
                 '      </espi:IntervalBlock>\n    </content>\n  </entry>\n</feed>\n')
_OSM = ("OS:Version,\n  {c6f7a2b0-5d1e-4b3e-9d0f-2a3b4c5d6e7f}, !- Handle\n  3.7.0;                                  "
        "!- Version Identifier\n\nOS:Building,\n  {1d2e3f40-5a6b-4c7d-8e9f-0a1b2c3d4e5f}, !- Handle\n"
        "  Office Block A;                         !- Name\n")
_EPW = ("LOCATION,Chicago Ohare Intl Ap,IL,USA,TMY3,725300,41.98,-87.92,-6.0,201.0\nDESIGN CONDITIONS,1,Climate "
        "Design Data 2009 ASHRAE Handbook,,Heating,1,-20.0,-16.6\nTYPICAL/EXTREME PERIODS,6,Summer - Week Nearest "
        "Max Temperature For Period,Extreme,7/ 6,7/12\n")
_MODELICA = ('within Buildings.Examples;\nmodel RetrofitA "Office retrofit with an air-source heat pump"\n'
             "  extends Modelica.Icons.Example;\n  parameter Real COP = 3.2 \"Heat pump COP\";\nend RetrofitA;\n")
_PORTFOLIO = ("Property Id,Property Name,Parent Property Id,Parent Property Name,Year Ending,ENERGY STAR Score,"
              "Site EUI (kBtu/ft²),Weather Normalized Site EUI (kBtu/ft²),Source EUI (kBtu/ft²),"
              "Total GHG Emissions (Metric Tons CO2e)\n2345678,Office Block A,Not Applicable: Standalone Property,"
              "Not Applicable: Standalone Property,2025-12-31,62,71.4,70.9,160.2,812.5\n")
_BUILDINGSYNC = ('<?xml version="1.0" encoding="UTF-8"?>\n<auc:BuildingSync xmlns:auc="http://buildingsync.net/schemas/'
                 'bedes-auc/2019" version="2.5.0">\n  <auc:Facilities>\n    <auc:Facility ID="Facility-1"/>\n'
                 '  </auc:Facilities>\n</auc:BuildingSync>\n')


def thirtysecond_bar_buildings_cases() -> list[Case]:
    G = THIRTYSECOND_BUILDINGS
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="savings", judgements="metered", runs=_RECS3, stem="measures", outputs=_OUT,
        item="measures", rounded="auditors",
        weights="{'energyplus': 2.0, 'regression': 1.0, 'auditors': 1.5, 'surrogate': 0.5}",
        lone_query="R['auditors']['church-f/detroit/today'] = {'ecm:boiler-swap': 0.9, 'ecm:draught-proofing': 0.4}\n",
        trust="energyplus 2\nauditors 1.5\nregression 1\n",
        trust_dict="{'energyplus': 2, 'auditors': 1.5, 'regression': 1}",
        texts={
            "rrf": ("u32d_rrf_models",
                    "rankagg.fuse({model: {building/climate/year: {measure: score}}}, method='rrf'): four models, six "
                    "scenarios ('office-a/chicago/2050'), measures by code ('ecm:heat-pump-ashp')"),
            "borda": ("u32d_borda_unscored_measures",
                      "rankagg.fuse(..., method='borda'): the regression model cannot score the measures it has no "
                      "data for"),
            "combsum": ("u32d_combsum_rounded_scores",
                        "rankagg.fuse(..., method='combsum'): the auditors' scores at one decimal (many ties) beside "
                        "the models"),
            "fuser": ("u32d_weighted_fuser_record",
                      "rankagg.Fuser('rrf', weights=...) per scenario: EnergyPlus counts 2, the surrogate 0.5"),
            "frame": ("u32d_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the options appraisal sheet, "
                      "a row per scenario, measure and model"),
            "evaluate": ("u32d_evaluate_metered_savings",
                         "rankagg.evaluate(fused ranking, the metered savings, ['nDCG@5', 'AP', 'P@3']): does the "
                         "fused ranking put first the measures that beat their forecast"),
            "lone": ("u32d_one_model_scenario",
                     "rankagg.fuse(..., method='rrf'): a building only the auditors ranked (a listed church) beside "
                     "scenarios every model covers"),
            "cli_rrf": ("u32d_cli_rrf_runs",
                        "rankagg fuse energyplus.run regression.run auditors.run --method rrf -o measures.run: one "
                        "run per model, scenarios as queries"),
            "cli_borda": ("u32d_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: EnergyPlus counts "
                          "double)"),
            "cli_combsum": ("u32d_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four measures a retrofit budget "
                            "covers"),
            "cli_evaluate": ("u32d_cli_evaluate_metered_qrels",
                             "rankagg evaluate measures.run --qrels metered.qrels -m ndcg_cut.5 -m map: the fused "
                             "ranking against the metered savings (0-2)"),
            "cli_parquet": ("u32d_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o measures.parquet: gzipped runs from the simulation "
                            "cluster, a Parquet table for the client report")})

    # --- the consultancy's files given where runs are read: named by their format or tool -----------------------------
    cases += files_as_runs(cli_bad, [
        ("u32d_idf_as_run", "an EnergyPlus input file, as IDFEditor writes it (!-Generator, then Version, Building, "
         "... objects)", "office_a.idf", _IDF, "EnergyPlus", "office_a.idf:1"),
        ("u32d_eso_as_run", "EnergyPlus's ESO output (Program Version,EnergyPlus, the data dictionary, then values)",
         "eplusout.eso", _ESO, "EnergyPlus", "eplusout.eso:1"),
        ("u32d_eplusout_csv_as_run", "EnergyPlus's CSV output (Date/Time, then 'KEY:Variable [unit](Hourly)' "
         "columns)", "eplusout.csv", _EPLUSOUT, "EnergyPlus", "eplusout.csv:1"),
        ("u32d_gbxml_as_run", "a gbXML model (gbXML, Campus, Building)", "office_a.xml", _GBXML, "gbXML",
         "office_a.xml:2"),
        ("u32d_green_button_as_run", "a Green Button download (an Atom feed of ESPI usage: IntervalBlock, "
         "IntervalReading)", "usage.xml", _GREEN_BUTTON, "Green Button", "usage.xml:2"),
        ("u32d_osm_as_run", "an OpenStudio model (OS:Version, OS:Building, ... objects)", "office_a.osm", _OSM,
         "OpenStudio", "office_a.osm:1"),
        ("u32d_epw_as_run", "an EPW weather file (LOCATION, DESIGN CONDITIONS, TYPICAL/EXTREME PERIODS, ...)",
         "USA_IL_Chicago-OHare.Intl.AP.725300_TMY3.epw", _EPW, "EPW",
         "USA_IL_Chicago-OHare.Intl.AP.725300_TMY3.epw:1"),
        ("u32d_modelica_as_run", "a Modelica model (within ...; model ... end)", "RetrofitA.mo", _MODELICA,
         "Modelica", "RetrofitA.mo:1"),
        ("u32d_portfolio_manager_as_run", "an ENERGY STAR Portfolio Manager export (Property Id, Property Name, ..., "
         "ENERGY STAR Score, Site EUI)", "portfolio.csv", _PORTFOLIO, "Portfolio Manager", "portfolio.csv:1"),
        ("u32d_buildingsync_as_run", "a BuildingSync document (auc:BuildingSync, Facilities)", "audit.xml",
         _BUILDINGSYNC, "BuildingSync", "audit.xml:2")],
        one_run=("energyplus.run", _ONE_RUN), stem="measures",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the team can act on)")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u32d_portfolio_as_qrels", "portfolio.csv", _PORTFOLIO, "Portfolio Manager"),
        ("u32d_eplusout_as_qrels", "eplusout.csv", _EPLUSOUT, "EnergyPlus"),
        ("u32d_epw_as_qrels", "chicago.epw", _EPW, "EPW"),
        ("u32d_green_button_as_qrels", "usage.xml", _GREEN_BUTTON, "Green Button")],
        one_run=("energyplus.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    # 'idf' names a real run's part (TREC-COVID's uab.idf: inverse document frequency), and a fused run is named for
    # its runs (fused.idf), so -o measures.idf is written as asked: a rule, not an EnergyPlus file refused
    cases.append(output_named_as_asked(
        cli_ok, _cli_check, _runs_setup, "u32d_out_idf", "rankagg fuse ... -o measures.idf: the fused ranking named as "
        "an EnergyPlus input file, whose suffix is also IR's inverse document frequency (a TREC-COVID run's tag)",
        "measures.idf", runs=_RECS3, seed=32,
        why="accepted: 'idf' is a part of real TREC run tags (uab.idf), and a fused run named for the runs it fuses "
            "is no other tool's file; written as the RRF of the three runs"))
    cases += outputs_named_for(cli_bad, [
        ("u32d_out_osm", "measures.osm", "an OpenStudio model"),
        ("u32d_out_epw", "measures.epw", "an EPW weather file"),
        ("u32d_out_eso", "measures.eso", "an EnergyPlus output file")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=32"))

    # --- the consultancy's tables given to the API ----------------------------------------------------------------------
    cases += [
        bad("u32d_api_portfolio_frame",
            "rankagg.fuse(pd.read_csv(portfolio.csv)): a Portfolio Manager export given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('p.csv'), method='borda')\n",
            "Portfolio Manager", why="a table of runs has qid, docid, run and score columns; Portfolio Manager's has "
            "properties and their metrics", files={"p.csv": _PORTFOLIO}),
        bad("u32d_api_eplusout_frame",
            "rankagg.fuse(pd.read_csv(eplusout.csv)): EnergyPlus's hourly output given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('e.csv'), method='rrf')\n",
            "EnergyPlus", why="a table of runs has qid, docid, run and score columns; EnergyPlus's output has a "
            "timestamp and its variables", files={"e.csv": _EPLUSOUT}),
    ]
    return cases
