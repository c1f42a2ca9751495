"""Issue 45's thirty-first bar of scripts/reliability_matrix.py, a plant's maintenance team ranking machines per line
by failure risk across predictive-maintenance models (its cases, ids ``u31p_``, registered in its ``cases()``); the
mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.  (Written by the lead,
in a later session, before any of its recognisers existed.)

The team's day: each line and shift (``plant-2/line-4/night``) is a query and each machine a document by its asset tag
(``cnc:0413``); the runs are the vibration model's, the thermal model's, the remaining-useful-life model's and the
technicians' rankings, scores in [0, 1] at four decimals.  They are fused with RRF, Borda and CombSUM, weighted by
each model's record, and judged against the work orders that followed (2 failed, 1 needed service, 0 neither).  The
mistakes and odd files: the field's own files given where runs or qrels are read (MTConnect streams, an OPC UA
NodeSet, a B2MML schedule, a QIF results file, a STEP model, G-code, NASA's C-MAPSS data, the AI4I 2020 table), and
outputs named for the field's files.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, team_day_cases

THIRTYFIRST_MANUFACTURING = ("45 Unseen inputs: a thirty-first bar, a plant's maintenance team ranking machines per "
                             "line by failure risk across predictive-maintenance models (MTConnect, OPC UA, B2MML, "
                             "QIF, STEP, G-code, C-MAPSS, AI4I)")

_DATA = SEEDED_UNIFORM + r'''RECS = ['vibration', 'thermal', 'rul_model', 'technicians']
RESOURCES = ['cnc:0413', 'cnc:0407', 'press:0112', 'robot:0931', 'cnc:0420', 'conveyor:0077', 'press:0118',
             'robot:0940']
GAIN = dict(zip(RESOURCES, [0.9, 0.8, 0.7, 0.6, 0.5, 0.4, 0.3, 0.2]))
LINES = ['plant-2/line-4/night', 'plant-2/line-4/day', 'plant-2/line-1/night', 'plant-1/line-2/day',
         'plant-1/line-3/night', 'plant-3/line-1/day']
def line(k):
    return LINES[k % 6] + ('' if k < 6 else '/weekend')
def risks(recs=RECS, n_q=6, seed=3, drop=0.0, noise=1.0):
    """{model: {line/shift: {machine: score}}}: scores in [0, 1] at four decimals; ``drop``: the share of the
    machines a model has no reading for (a sensor offline)"""
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
                out[r][line(k)] = p
    return out
def work_orders(n_q=6):
    """what followed: 2 (failed) for two machines, 1 (needed service) for three, 0 the rest"""
    g = dict(zip(RESOURCES, [2, 2, 1, 1, 1, 0, 0, 0]))
    return {line(k): dict(g) for k in range(n_q)}
''' + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "risks", "machines.run")

_RECS3 = ["vibration", "thermal", "rul_model"]
_OUT = ("machines.run",)
_ONE_RUN = ("plant-2/line-4/night Q0 cnc:0413 1 0.91 vibration\nplant-2/line-4/night Q0 cnc:0407 2 0.77 vibration\n"
            "plant-2/line-4/night Q0 press:0112 3 0.52 vibration\n")
# the plant's files, as its agents, controllers and CAD tools write them (a few lines)
_MTCONNECT = ('<?xml version="1.0" encoding="UTF-8"?>\n<MTConnectStreams '
              'xmlns="urn:mtconnect.org:MTConnectStreams:2.0" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">\n'
              '  <Header creationTime="2026-11-27T10:00:00Z" '
              'sender="agent" instanceId="1" version="2.0.0.1" bufferSize="131072" nextSequence="42" '
              'firstSequence="1" lastSequence="41"/>\n  <Streams><DeviceStream name="cnc-0413" uuid="cnc-0413"/>'
              '</Streams>\n</MTConnectStreams>\n')
_NODESET = ('<?xml version="1.0" encoding="utf-8"?>\n<UANodeSet xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" '
            'xmlns="http://opcfoundation.org/UA/2011/03/UANodeSet.xsd" LastModified="2026-11-27T00:00:00Z">\n'
            '  <NamespaceUris><Uri>http://plant.example/UA/</Uri></NamespaceUris>\n  <UAObject NodeId="ns=1;i=5001" '
            'BrowseName="1:Spindle"/>\n</UANodeSet>\n')
_B2MML = ('<?xml version="1.0" encoding="UTF-8"?>\n<ProductionSchedule xmlns="http://www.mesa.org/xml/B2MML">\n'
          '  <ID>PS-2026-11-27</ID>\n  <ProductionRequest><ID>PR-1</ID></ProductionRequest>\n</ProductionSchedule>\n')
_QIF = ('<?xml version="1.0" encoding="UTF-8"?>\n<QIFDocument xmlns="http://qifstandards.org/xsd/qif3" '
        'versionQIF="3.0.0" idMax="42">\n  <Version><ThisInstanceQPId>a1b2</ThisInstanceQPId></Version>\n'
        '  <MeasurementsResults/>\n</QIFDocument>\n')
_STEP = ("ISO-10303-21;\nHEADER;\nFILE_DESCRIPTION(('spindle housing'),'2;1');\nFILE_NAME('housing.stp',"
         "'2026-11-27T10:00:00',('eng'),('plant'),'','','');\nFILE_SCHEMA(('AP242_MANAGED_MODEL_BASED_3D_ENGINEERING_"
         "MIM_LF'));\nENDSEC;\nDATA;\n#1=CARTESIAN_POINT('',(0.,0.,0.));\nENDSEC;\nEND-ISO-10303-21;\n")
_GCODE = ("; generated by PrusaSlicer 2.8.1 on 2026-11-27 at 10:00:00 UTC\nG21 ; set units to millimeters\n"
          "G90 ; use absolute coordinates\nG28 ; home all axes\nG1 Z0.2 F7800\nG1 X10.0 Y20.0 E0.5 F1500\n")
_CMAPSS = ("1 1 -0.0007 -0.0004 100.0 518.67 641.82 1589.70 1400.60 14.62 21.61 554.36 2388.06 9046.19 1.30 47.47 "
           "521.66 2388.02 8138.62 8.4195 0.03 392 2388 100.00 39.06 23.4190\n"
           "1 2 0.0019 -0.0003 100.0 518.67 642.15 1591.82 1403.14 14.62 21.61 553.75 2388.04 9044.07 1.30 47.49 "
           "522.28 2388.07 8131.49 8.4318 0.03 392 2388 100.00 39.00 23.4236\n")
_AI4I = ("UDI,Product ID,Type,Air temperature [K],Process temperature [K],Rotational speed [rpm],Torque [Nm],"
         "Tool wear [min],Machine failure,TWF,HDF,PWF,OSF,RNF\n1,M14860,M,298.1,308.6,1551,42.8,0,0,0,0,0,0,0\n")


def thirtyfirst_bar_manufacturing_cases() -> list[Case]:
    G = THIRTYFIRST_MANUFACTURING
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="risks", judgements="work_orders", runs=_RECS3, stem="machines", outputs=_OUT,
        item="machines", rounded="rul_model",
        weights="{'vibration': 1.5, 'thermal': 1.0, 'rul_model': 2.0, 'technicians': 0.5}",
        lone_query="R['technicians']['plant-4/line-1/day'] = {'lathe:0501': 0.9, 'lathe:0502': 0.4}\n",
        trust="rul_model 2\nvibration 1.5\nthermal 1\n",
        trust_dict="{'rul_model': 2, 'vibration': 1.5, 'thermal': 1}",
        texts={
            "rrf": ("u31p_rrf_models",
                    "rankagg.fuse({model: {line/shift: {machine: score}}}, method='rrf'): four models, six shifts "
                    "('plant-2/line-4/night'), machines by asset tag ('cnc:0413')"),
            "borda": ("u31p_borda_sensor_offline",
                      "rankagg.fuse(..., method='borda'): a model has no reading for machines whose sensor was "
                      "offline"),
            "combsum": ("u31p_combsum_rounded_scores",
                        "rankagg.fuse(..., method='combsum'): the RUL model at one decimal (many ties) beside the "
                        "others"),
            "fuser": ("u31p_weighted_fuser_record",
                      "rankagg.Fuser('rrf', weights=...) per shift: the RUL model counts 2, the technicians 0.5"),
            "frame": ("u31p_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the historian's export, a "
                      "row per shift, machine and model"),
            "evaluate": ("u31p_evaluate_work_orders",
                         "rankagg.evaluate(fused ranking, the work orders, ['nDCG@5', 'AP', 'P@3']): does the fused "
                         "ranking put first the machines that failed"),
            "lone": ("u31p_one_model_line",
                     "rankagg.fuse(..., method='rrf'): a line only the technicians ranked (no sensors yet) beside "
                     "lines every model covers"),
            "cli_rrf": ("u31p_cli_rrf_runs",
                        "rankagg fuse vibration.run thermal.run rul_model.run --method rrf -o machines.run: one run "
                        "per model, shifts as queries"),
            "cli_borda": ("u31p_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the RUL model counts "
                          "double)"),
            "cli_combsum": ("u31p_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four machines a shift can service"),
            "cli_evaluate": ("u31p_cli_evaluate_work_order_qrels",
                             "rankagg evaluate machines.run --qrels work_orders.qrels -m ndcg_cut.5 -m map: the fused "
                             "ranking against the work orders (0-2)"),
            "cli_parquet": ("u31p_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o machines.parquet: gzipped runs from the edge "
                            "gateway, a Parquet table for the reliability engineers")})

    # --- the plant's files given where runs are read: named by their format or tool -----------------------------------
    cases += files_as_runs(cli_bad, [
        ("u31p_mtconnect_as_run", "an MTConnect agent's current/sample answer (MTConnectStreams XML)",
         "current.xml", _MTCONNECT, "MTConnect", "current.xml:2"),
        ("u31p_opcua_nodeset_as_run", "an OPC UA NodeSet2 file (UANodeSet XML: a server's address space)",
         "Plant.NodeSet2.xml", _NODESET, "OPC UA", "Plant.NodeSet2.xml:2"),
        ("u31p_b2mml_as_run", "a B2MML production schedule (ISA-95 XML)", "schedule.xml", _B2MML, "B2MML",
         "schedule.xml:2"),
        ("u31p_qif_as_run", "a QIF measurement results file (QIFDocument XML from the CMM)", "results.qif", _QIF,
         "QIF", "results.qif:2"),
        ("u31p_step_as_run", "a STEP AP242 model (ISO-10303-21: HEADER, DATA)", "housing.stp", _STEP, "STEP",
         "housing.stp:1"),
        ("u31p_gcode_as_run", "a G-code program (PrusaSlicer's: G21, G90, G1 moves)", "part.gcode", _GCODE,
         "G-code", "part.gcode:1"),
        ("u31p_cmapss_as_run", "NASA's C-MAPSS turbofan data (train_FD001.txt: unit, cycle, three settings, 21 "
         "sensors)", "train_FD001.txt", _CMAPSS, "C-MAPSS", "train_FD001.txt:1"),
        ("u31p_ai4i_as_run", "the AI4I 2020 predictive maintenance table (UDI, Product ID, Type, ..., Machine "
         "failure, TWF, ...)", "ai4i2020.csv", _AI4I, "AI4I", "ai4i2020.csv:1")],
        one_run=("vibration.run", _ONE_RUN), stem="machines",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the team can act on)")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u31p_ai4i_as_qrels", "ai4i2020.csv", _AI4I, "AI4I"),
        ("u31p_cmapss_as_qrels", "RUL_FD001.txt", _CMAPSS, "C-MAPSS"),
        ("u31p_mtconnect_as_qrels", "current.xml", _MTCONNECT, "MTConnect"),
        ("u31p_gcode_as_qrels", "part.gcode", _GCODE, "G-code")],
        one_run=("vibration.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u31p_out_step", "machines.step", "a STEP model"),
        ("u31p_out_gcode", "machines.gcode", "a G-code program"),
        ("u31p_out_igs", "machines.igs", "an IGES model"),
        ("u31p_out_qif", "machines.qif", "a QIF document")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=31"))

    # --- the plant's tables given to the API --------------------------------------------------------------------------
    cases += [
        bad("u31p_api_ai4i_frame",
            "rankagg.fuse(pd.read_csv(ai4i2020.csv)): the AI4I table given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('a.csv'), method='borda')\n",
            "AI4I", why="a table of runs has qid, docid, run and score columns; AI4I's has a row per product cycle",
            files={"a.csv": _AI4I}),
        bad("u31p_api_cmapss_frame",
            "rankagg.fuse(pd.read_csv(train_FD001.txt, sep=' ', header=None)): C-MAPSS's rows given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('t.txt', sep=' ', header=None), method='rrf')\n",
            "C-MAPSS", why="a table of runs has qid, docid, run and score columns; C-MAPSS has 26 numbered columns",
            files={"t.txt": _CMAPSS}),
    ]
    return cases
