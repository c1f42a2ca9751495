"""Issue 45's thirty-third bar of scripts/reliability_matrix.py, an immunology core ranking cell populations per sample
and panel across clustering and gating methods (its cases, ids ``u33a_``, registered in its ``cases()``); the
mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.  (Written in a later
session, before any of its recognisers existed.)

The team's day: each sample, visit and panel (``pbmc:HD012-wk0/tbnk-12c``) is a query and each cell population a
document by its gating path (``pop:CD4+/Treg``); the runs are FlowSOM's, PhenoGraph's, the manual gating's and
CITRUS's rankings of the populations that shift with treatment, scores in [0, 1] at four decimals.  They are fused
with RRF, Borda and CombSUM, weighted by each method's record, and judged against the populations confirmed by sorting
and functional assays (2 confirmed, 1 a trend, 0 not confirmed).  The mistakes and odd files: the field's own files
given where runs or qrels are read (an FCS 3.1 file, a FlowJo workspace, Gating-ML 2.0, a FlowJo table export,
Cytobank's populations, a CATALYST panel and metadata, a spillover matrix, diffcyt's results, an openCyto gating
template), and outputs named for the field's files.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import struct

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

THIRTYTHIRD_CYTOMETRY = ("45 Unseen inputs: a thirty-third bar, an immunology core ranking cell populations per "
                         "sample and panel across clustering and gating methods (FCS, FlowJo, Gating-ML, Cytobank, "
                         "CATALYST, spillover matrices, diffcyt, openCyto)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['flowsom', 'phenograph', 'manual_gating', 'citrus'],
    items=['pop:CD4+/Treg', 'pop:CD8+/TEMRA', 'pop:CD4+/Tfh', 'pop:CD8+/TEM', 'pop:CD4+/Th17',
           'pop:CD19+/plasmablast', 'pop:CD56bright/NK', 'pop:CD14+CD16-/mono'],
    queries=['pbmc:HD012-wk0/tbnk-12c', 'pbmc:HD012-wk4/tbnk-12c', 'pbmc:HD015-wk0/tbnk-12c',
             'pbmc:HD015-wk4/tbnk-12c', 'pbmc:HD019-wk0/mem-t-18c', 'pbmc:HD019-wk4/mem-t-18c'],
    suffix='/restim', generator='populations', judgements='confirmed') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "populations", "populations.run")

_RECS3 = ["flowsom", "phenograph", "manual_gating"]
_OUT = ("populations.run",)
_ONE_RUN = ("pbmc:HD012-wk0/tbnk-12c Q0 pop:CD4+/Treg 1 0.91 phenograph\npbmc:HD012-wk0/tbnk-12c Q0 "
            "pop:CD8+/TEMRA 2 0.77 phenograph\n")


# the team's files, as the cytometers, FlowJo, Cytobank and the R packages write them (a few lines)
def _fcs() -> bytes:
    """An FCS 3.1 file: the header ('FCS3.1', four spaces, the TEXT, DATA and ANALYSIS offsets as 8-character
    numbers), a '|'-delimited TEXT segment of $-keywords, then two events of four 32-bit floats."""
    events = [(52341.2, 31022.5, 1843.7, 912.4), (61020.9, 28817.3, 95.1, 14.8)]
    data = b"".join(struct.pack("<4f", *e) for e in events)
    params = [("FSC-A", ""), ("SSC-A", ""), ("BV421-A", "CD4"), ("PE-Cy7-A", "CD25")]

    def text(begin: int) -> bytes:
        kw = [("$BEGINANALYSIS", "0"), ("$BEGINDATA", str(begin)), ("$BEGINSTEXT", "0"), ("$BYTEORD", "1,2,3,4"),
              ("$DATATYPE", "F"), ("$ENDANALYSIS", "0"), ("$ENDDATA", str(begin + len(data) - 1)),
              ("$ENDSTEXT", "0"), ("$MODE", "L"), ("$NEXTDATA", "0"), ("$PAR", "4"), ("$TOT", "2"),
              ("$CYT", "FACSymphony A5"), ("$FIL", "HD012_wk0_tbnk.fcs"), ("$DATE", "26-NOV-2026")]
        for k, (name, stain) in enumerate(params, 1):
            kw += [(f"$P{k}N", name), (f"$P{k}B", "32"), (f"$P{k}E", "0,0"), (f"$P{k}R", "262144")]
            kw += [(f"$P{k}S", stain)] if stain else []
        return ("|" + "".join(f"{k}|{v}|" for k, v in kw)).encode("ascii")

    begin = 0
    for _ in range(3):  # $BEGINDATA's own digits move the DATA segment: settle it
        begin = 58 + len(text(begin))
    t = text(begin)
    offsets = (58, 58 + len(t) - 1, begin, begin + len(data) - 1, 0, 0)
    return b"FCS3.1    " + b"".join(f"{v:>8}".encode("ascii") for v in offsets) + t + data


_FCS = _fcs()
_WSP = ('<?xml version="1.0" encoding="UTF-8"?>\n <Workspace version="20.0"  modDate="Thu Nov 26 16:40:12 CET 2026"  '
        'flowJoVersion="10.10.0"  curGroup="All Samples"  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"  '
        'xmlns:gating="http://www.isac-net.org/std/Gating-ML/v2.0/gating"  xmlns:transforms="http://www.isac-net.org'
        '/std/Gating-ML/v2.0/transformations"  xmlns:data-type="http://www.isac-net.org/std/Gating-ML/v2.0/datatypes" '
        '>\n   <SampleList>\n     <Sample>\n       <DataSet uri="file:/D:/core/2026-11-26_tbnk/HD012_wk0_tbnk.fcs"  '
        'sampleID="1" />\n       <SampleNode name="HD012_wk0_tbnk.fcs"  annotation=""  owningGroup=""  expanded="1"  '
        'sortPriority="10"  count="250000"  sampleID="1" >\n         <Subpopulations>\n'
        '           <Population name="Lymphocytes"  annotation=""  owningGroup=""  expanded="1"  sortPriority="10"  '
        'count="182340" >\n           </Population>\n         </Subpopulations>\n       </SampleNode>\n'
        '     </Sample>\n   </SampleList>\n </Workspace>\n')
_GATINGML = ('<?xml version="1.0" encoding="UTF-8"?>\n\n<gating:Gating-ML\n'
             '    xmlns:gating="http://www.isac-net.org/std/Gating-ML/v2.0/gating"\n'
             '    xmlns:transforms="http://www.isac-net.org/std/Gating-ML/v2.0/transformations"\n'
             '    xmlns:data-type="http://www.isac-net.org/std/Gating-ML/v2.0/datatypes">\n'
             '    <gating:RectangleGate gating:id="Lymphocytes">\n'
             '        <gating:dimension gating:compensation-ref="uncompensated" gating:min="38000" '
             'gating:max="165000">\n'
             '            <data-type:fcs-dimension data-type:name="FSC-A" />\n        </gating:dimension>\n'
             '        <gating:dimension gating:compensation-ref="uncompensated" gating:min="4000" gating:max="90000">\n'
             '            <data-type:fcs-dimension data-type:name="SSC-A" />\n        </gating:dimension>\n'
             '    </gating:RectangleGate>\n</gating:Gating-ML>\n')
_FLOWJO_TABLE = (",Lymphocytes | Freq. of Parent,Lymphocytes/Single Cells | Freq. of Parent,"
                 "Lymphocytes/Single Cells/CD3+ | Freq. of Parent,Lymphocytes/Single Cells/CD3+/CD4+ | Freq. of Parent,"
                 "Lymphocytes/Single Cells/CD3+/CD4+/Treg | Freq. of Parent\n"
                 "HD012_wk0_tbnk.fcs,72.9,95.1,68.4,61.2,5.83\nHD012_wk4_tbnk.fcs,70.2,94.8,66.9,59.7,7.41\n"
                 "Mean,71.55,94.95,67.65,60.45,6.62\nSD,1.91,0.21,1.06,1.06,1.12\n")
_CYTOBANK = ('{"populations": [{"id": 18, "name": "CD4+ Treg", "version": 4, "experimentId": 31207, "gateSetId": 9, '
             '"compensationId": 0, "createdAt": "2026-11-26T14:02:11.000Z", "updatedAt": "2026-11-26T15:40:05.000Z", '
             '"definition": {"gates": [1, 2, 5, 9], "negGates": [], "tailoredPerPopulation": {}}}]}\n')
_PANEL = ("fcs_colname,antigen,marker_class\nY89Di,CD45,none\nPr141Di,CCR6,type\nNd142Di,CD123,type\n"
          "Nd143Di,CD19,type\nNd144Di,CD4,type\nNd145Di,CD8a,type\nNd146Di,Ki67,state\n")
# a spillover matrix as R's write.table(sm, sep='\t', quote=FALSE) writes it: a header of the channels, then rows of
# the channel and its five spill values (six fields, the diagonal's 1 where a TREC run has its rank)
_SPILLOVER = ("Pr141Di\tNd142Di\tNd143Di\tNd144Di\tNd145Di\n"
              "Pr141Di\t1\t0.0082\t0.0031\t0\t0\nNd142Di\t0.0012\t1\t0.0214\t0.0039\t0\n"
              "Nd143Di\t0\t0.0093\t1\t0.0187\t0.0041\nNd144Di\t0\t0\t0.0087\t1\t0.0196\n"
              "Nd145Di\t0\t0\t0\t0.0074\t1\n")
_DIFFCYT = ('"","cluster_id","logFC","logCPM","LR","p_val","p_adj"\n"7","7",2.1043,15.2207,21.532,3.48e-06,6.96e-05\n'
            '"12","12",-1.7719,14.0012,15.871,6.79e-05,0.000679\n"3","3",1.2236,16.8391,9.4125,0.00216,0.0144\n')
_OPENCYTO = ("alias,pop,parent,dims,gating_method,gating_args,collapseDataForGating,groupBy,preprocessing_method,"
             "preprocessing_args\nnonDebris,+,root,FSC-A,gate_mindensity,,,,,\n"
             'singlets,+,nonDebris,"FSC-A,FSC-H",singletGate,,,,,\n'
             'lymph,+,singlets,"FSC-A,SSC-A",gate_flowclust_2d,K=2,,,,\ncd3,+,lymph,CD3,gate_mindensity,,TRUE,4,,\n'
             '*,-/++/-,cd3,"CD4,CD8",gate_mindensity,,TRUE,4,,\n')
# CATALYST's sample metadata (file_name, sample_id, condition, patient_id) as a tab-separated file: four fields a line
_METADATA = ("file_name\tsample_id\tcondition\tpatient_id\nHD012_wk0_tbnk.fcs\tHD012_wk0\twk0\tHD012\n"
             "HD012_wk4_tbnk.fcs\tHD012_wk4\twk4\tHD012\nHD015_wk0_tbnk.fcs\tHD015_wk0\twk0\tHD015\n")


def thirtythird_bar_cytometry_cases() -> list[Case]:
    G = THIRTYTHIRD_CYTOMETRY
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="populations", judgements="confirmed", runs=_RECS3, stem="populations", outputs=_OUT,
        item="populations", rounded="manual_gating",
        weights="{'flowsom': 1.0, 'phenograph': 1.0, 'manual_gating': 2.0, 'citrus': 0.5}",
        lone_query="R['citrus']['pbmc:HD031-wk0/tbnk-12c'] = {'pop:CD8+/MAIT': 0.9, 'pop:CD4+/Th1': 0.4}\n",
        trust="manual_gating 2\nflowsom 1\nphenograph 1\n",
        trust_dict="{'manual_gating': 2, 'flowsom': 1, 'phenograph': 1}",
        texts={
            "rrf": ("u33a_rrf_methods",
                    "rankagg.fuse({method: {sample/panel: {population: score}}}, method='rrf'): four methods, six "
                    "samples ('pbmc:HD012-wk0/tbnk-12c'), populations by gating path ('pop:CD4+/Treg')"),
            "borda": ("u33a_borda_unscored_populations",
                      "rankagg.fuse(..., method='borda'): FlowSOM's metaclusters miss the rare populations (no "
                      "score for them)"),
            "combsum": ("u33a_combsum_rounded_scores",
                        "rankagg.fuse(..., method='combsum'): the manual gating's scores at one decimal (many ties) "
                        "beside the clustering methods"),
            "fuser": ("u33a_weighted_fuser_record",
                      "rankagg.Fuser('rrf', weights=...) per sample: the manual gating counts 2, CITRUS 0.5"),
            "frame": ("u33a_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the core's results sheet, a "
                      "row per sample, population and method"),
            "evaluate": ("u33a_evaluate_confirmed",
                         "rankagg.evaluate(fused ranking, the sorted and confirmed populations, ['nDCG@5', 'AP', "
                         "'P@3']): does the fused ranking put first the populations the sorts confirmed"),
            "lone": ("u33a_one_method_sample",
                     "rankagg.fuse(..., method='rrf'): a sample only CITRUS ranked (a validation donor) beside "
                     "samples every method covers"),
            "cli_rrf": ("u33a_cli_rrf_runs",
                        "rankagg fuse flowsom.run phenograph.run manual_gating.run --method rrf -o populations.run: "
                        "one run per method, samples as queries"),
            "cli_borda": ("u33a_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the manual gating "
                          "counts double)"),
            "cli_combsum": ("u33a_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four populations the sorter takes"),
            "cli_evaluate": ("u33a_cli_evaluate_confirmed_qrels",
                             "rankagg evaluate populations.run --qrels confirmed.qrels -m ndcg_cut.5 -m map: the "
                             "fused ranking against the confirmed populations (0-2)"),
            "cli_parquet": ("u33a_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o populations.parquet: gzipped runs from the "
                            "analysis server, a Parquet table for the core's dashboard")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u33a_fcs_as_run", "an FCS 3.1 file ('FCS3.1', the segments' offsets, a TEXT segment of $-keywords, events)",
         "HD012_wk0_tbnk.fcs", _FCS, "FCS", "HD012_wk0_tbnk.fcs"),
        ("u33a_flowjo_wsp_as_run", "a FlowJo workspace (.wsp: Workspace, SampleList, SampleNode, Subpopulations)",
         "tbnk_2026-11-26.wsp", _WSP, "FlowJo", "tbnk_2026-11-26.wsp:2"),
        ("u33a_gatingml_as_run", "a Gating-ML 2.0 document (gating:Gating-ML, RectangleGate, fcs-dimension)",
         "tbnk_gates.xml", _GATINGML, "Gating-ML", "tbnk_gates.xml:3"),
        ("u33a_flowjo_table_as_run", "a FlowJo table export (',Lymphocytes | Freq. of Parent,...', samples, Mean, "
         "SD)", "tbnk_freqs.csv", _FLOWJO_TABLE, "FlowJo", "tbnk_freqs.csv:1"),
        ("u33a_cytobank_json_as_run", "Cytobank's populations from its API (populations: id, name, gateSetId, "
         "definition)", "populations.json", _CYTOBANK, "Cytobank", "populations.json:1"),
        ("u33a_catalyst_panel_as_run", "a CATALYST panel (fcs_colname, antigen, marker_class)", "panel_tbnk.csv",
         _PANEL, "CATALYST", "panel_tbnk.csv:1"),
        ("u33a_spillover_as_run", "a spillover matrix written by R (a header of channels, then rows of six fields)",
         "spillover_matrix.txt", _SPILLOVER, "spillover", "spillover_matrix.txt:1"),
        ("u33a_diffcyt_as_run", "diffcyt's differential abundance results (cluster_id, logFC, logCPM, LR, p_val, "
         "p_adj)", "da_clusters.csv", _DIFFCYT, "diffcyt", "da_clusters.csv:1"),
        ("u33a_opencyto_template_as_run", "an openCyto gating template (alias, pop, parent, dims, gating_method, ...)",
         "gt_tbnk.csv", _OPENCYTO, "openCyto", "gt_tbnk.csv:1")],
        one_run=("phenograph.run", _ONE_RUN), stem="populations",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; an FCS file read as lines gives no ranking: named by its magic bytes")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u33a_catalyst_metadata_as_qrels", "md_tbnk.tsv", _METADATA, "CATALYST"),
        ("u33a_flowjo_table_as_qrels", "tbnk_freqs.csv", _FLOWJO_TABLE, "FlowJo"),
        ("u33a_diffcyt_as_qrels", "da_clusters.csv", _DIFFCYT, "diffcyt"),
        ("u33a_spillover_as_qrels", "spillover_matrix.txt", _SPILLOVER, "spillover")],
        one_run=("phenograph.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u33a_out_fcs", "populations.fcs", "an FCS file"),
        ("u33a_out_wsp", "populations.wsp", "a FlowJo workspace"),
        ("u33a_out_acs", "populations.acs", "an Archival Cytometry Standard container")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=33"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u33a_api_cytobank_dict",
            "rankagg.fuse(json.load(populations.json)): Cytobank's populations loaded in Python given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('p.json')), method='rrf')\n",
            "Cytobank", why="a run maps a query to {document: score}; Cytobank's 'populations' is a list of gate "
            "sets", files={"p.json": _CYTOBANK}),
        bad("u33a_api_flowjo_frame",
            "rankagg.fuse(pd.read_csv(tbnk_freqs.csv)): a FlowJo table export given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('f.csv'), method='borda')\n",
            "FlowJo", why="a table of runs has qid, docid, run and score columns; FlowJo's has a sample per row and "
            "a gating path per column", files={"f.csv": _FLOWJO_TABLE}),
    ]
    return cases
