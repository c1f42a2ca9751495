"""Issue 45's thirty-second bar of scripts/reliability_matrix.py, a breeding company ranking sires per breed and index
across genetic evaluations (its cases, ids ``u32b_``, registered in its ``cases()``); the mechanics
(:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.  (Written by the lead, in a later
session, before any of its recognisers existed.)

The team's day: each breed, index and evaluation run (``holstein/nm/2026-12``) is a query and each bull a document by
its international id (``bull:HOLDEUM000355184712``); the runs are the genomic BLUP's, the single-step evaluation's,
Interbull's MACE and the field team's rankings, scores in [0, 1] at four decimals.  They are fused with RRF, Borda and
CombSUM, weighted by each evaluation's record, and judged against the daughters' proofs (2 top decile, 1 above the
breed's mean, 0 below).  The mistakes and odd files: the field's own files given where runs or qrels are read
(BLUPF90's parameter and solutions files, a GenomeStudio final report, a DSSAT weather file, a BrAPI answer, an ISA-Tab
investigation, a national proof sheet), and outputs named for the field's files.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

THIRTYSECOND_BREEDING = ("45 Unseen inputs: a thirty-second bar, a breeding company ranking sires per breed and "
                         "index across genetic evaluations (BLUPF90, GenomeStudio, DSSAT, BrAPI, ISA-Tab, CDCB)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['gblup', 'single_step', 'mace', 'field_team'],
    items=['bull:HOLDEUM000355184712', 'bull:HOLUSAM003012845567', 'bull:HOLNLDM000742190118',
           'bull:HOLDEUM000357728113', 'bull:HOLCANM012077315', 'bull:HOLFRAM005921334',
           'bull:HOLUSAM003177540012', 'bull:HOLDEUM000361102994'],
    queries=['holstein/nm/2026-12', 'holstein/tpi/2026-12', 'holstein/rzg/2026-12', 'jersey/nm/2026-12',
             'fleckvieh/gzw/2026-12', 'brownswiss/tpi/2026-12'],
    suffix='/genomic', generator='proofs', judgements='daughters') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "proofs", "sires.run")

_RECS3 = ["gblup", "single_step", "mace"]
_OUT = ("sires.run",)
_ONE_RUN = ("holstein/nm/2026-12 Q0 bull:HOLDEUM000355184712 1 0.91 gblup\nholstein/nm/2026-12 Q0 "
            "bull:HOLUSAM003012845567 2 0.77 gblup\nholstein/nm/2026-12 Q0 bull:HOLNLDM000742190118 3 0.52 gblup\n")
# the team's files, as the evaluation software, genotyping and field-trial tools write them (a few lines)
_RENF90_PAR = ("# BLUPF90 parameter file created by RENUMF90\nDATAFILE\n renf90.dat\nNUMBER_OF_TRAITS\n           1\n"
               "NUMBER_OF_EFFECTS\n           3\nOBSERVATION(S)\n    1\nWEIGHT(S)\n\n"
               "EFFECTS: POSITIONS_IN_DATAFILE NUMBER_OF_LEVELS TYPE_OF_EFFECT  [EFFECT NESTED]\n"
               " 2        112 cross\n 3       4520 cross\n 4      18311 cross\nRANDOM_RESIDUAL VALUES\n   1.0000\n"
               "RANDOM_GROUP\n     3\nRANDOM_TYPE\n add_an_upginb\nFILE\nrenadd03.ped\n")
_SOLUTIONS = ("trait/effect level  solution\n   1   1         1         12.34567890\n"
              "   1   1         2         11.87654321\n   1   3         1          0.41230000\n"
              "   1   3         2         -0.10450000\n")
_FINAL_REPORT = ("[Header]\nGSGT Version\t2.0.4\nProcessing Date\t11/27/2026 8:00 AM\nContent\t\tBovineSNP50_v3_A1.bpm\n"
                 "Num SNPs\t53218\nTotal SNPs\t53218\nNum Samples\t96\nTotal Samples\t96\n[Data]\n"
                 "SNP Name\tSample ID\tAllele1 - AB\tAllele2 - AB\tGC Score\n"
                 "ARS-BFGL-BAC-10172\tHOLDEUM000355184712\tA\tB\t0.9123\n"
                 "ARS-BFGL-BAC-1020\tHOLDEUM000355184712\tB\tB\t0.8871\n")
_DSSAT_WTH = ("*WEATHER DATA : Gainesville, FL\n\n@ INSI      LAT     LONG  ELEV   TAV   AMP REFHT WNDHT\n"
              "  UFGA   29.630  -82.370    40  20.9  13.0   2.0   2.0\n@DATE  SRAD  TMAX  TMIN  RAIN\n"
              "26001  12.1  22.8   8.9   0.0\n26002  13.4  24.1  10.2   1.3\n")
_BRAPI = ('{"metadata": {"datafiles": [], "pagination": {"currentPage": 0, "pageSize": 1000, "totalCount": 2, '
          '"totalPages": 1}, "status": [{"message": "Request accepted, response successful", "messageType": "INFO"}]}, '
          '"result": {"data": [{"germplasmDbId": "g-355184712", "germplasmName": "HOLDEUM000355184712", '
          '"accessionNumber": "355184712", "commonCropName": "cattle"}, {"germplasmDbId": "g-3012845567", '
          '"germplasmName": "HOLUSAM003012845567", "accessionNumber": "3012845567", "commonCropName": "cattle"}]}}\n')
_ISA_TAB = ("ONTOLOGY SOURCE REFERENCE\nTerm Source Name\tCO_322\nTerm Source File\t\nTerm Source Version\t\n"
            "INVESTIGATION\nInvestigation Identifier\tSIRE-2026\nInvestigation Title\tSire evaluation trial 2026\n"
            "STUDY\nStudy Identifier\tSIRE-2026-01\n")
_PROOFS = ("ID,Name,NM$,CM$,FM$,GM$,PTAM,PTAF,PTAP,PL,SCS,DPR,Rel\n"
           "HOLUSAM003012845567,SIEMERS RENGD PARFECT,1186,1204,1150,1112,1422,98,61,6.8,2.71,1.4,99\n"
           "HOLUSAM003177540012,PEAK ALTAHOTROD,1102,1131,1077,1019,1210,87,52,5.9,2.80,0.8,78\n")


def thirtysecond_bar_breeding_cases() -> list[Case]:
    G = THIRTYSECOND_BREEDING
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="proofs", judgements="daughters", runs=_RECS3, stem="sires", outputs=_OUT,
        item="sires", rounded="mace",
        weights="{'gblup': 1.5, 'single_step': 2.0, 'mace': 1.0, 'field_team': 0.5}",
        lone_query="R['field_team']['angus/api/2026-12'] = {'bull:AANUSAM019511872': 0.9, "
                   "'bull:AANUSAM019877001': 0.4}\n",
        trust="single_step 2\ngblup 1.5\nmace 1\n",
        trust_dict="{'single_step': 2, 'gblup': 1.5, 'mace': 1}",
        texts={
            "rrf": ("u32b_rrf_evaluations",
                    "rankagg.fuse({evaluation: {breed/index/run: {bull: score}}}, method='rrf'): four evaluations, "
                    "six indexes ('holstein/nm/2026-12'), bulls by international id"),
            "borda": ("u32b_borda_unscored_bulls",
                      "rankagg.fuse(..., method='borda'): MACE did not score the young genomic bulls"),
            "combsum": ("u32b_combsum_rounded_scores",
                        "rankagg.fuse(..., method='combsum'): MACE at one decimal (many ties) beside the others"),
            "fuser": ("u32b_weighted_fuser_record",
                      "rankagg.Fuser('rrf', weights=...) per index: the single-step evaluation counts 2, the field "
                      "team 0.5"),
            "frame": ("u32b_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the sire catalogue's sheet, a "
                      "row per index, bull and evaluation"),
            "evaluate": ("u32b_evaluate_daughter_proofs",
                         "rankagg.evaluate(fused ranking, the daughters' proofs, ['nDCG@5', 'AP', 'P@3']): does the "
                         "fused ranking put first the bulls whose daughters proved best"),
            "lone": ("u32b_one_evaluation_index",
                     "rankagg.fuse(..., method='rrf'): an index only the field team ranked (Angus bulls) beside "
                     "indexes every evaluation covers"),
            "cli_rrf": ("u32b_cli_rrf_runs",
                        "rankagg fuse gblup.run single_step.run mace.run --method rrf -o sires.run: one run per "
                        "evaluation, indexes as queries"),
            "cli_borda": ("u32b_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: single-step counts "
                          "double)"),
            "cli_combsum": ("u32b_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four bulls the catalogue features"),
            "cli_evaluate": ("u32b_cli_evaluate_daughter_qrels",
                             "rankagg evaluate sires.run --qrels daughters.qrels -m ndcg_cut.5 -m map: the fused "
                             "ranking against the daughters' proofs (0-2)"),
            "cli_parquet": ("u32b_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o sires.parquet: gzipped runs from the evaluation "
                            "centre, a Parquet table for the catalogue")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u32b_renf90_par_as_run", "BLUPF90's parameter file, as RENUMF90 writes it (DATAFILE, NUMBER_OF_TRAITS, "
         "EFFECTS: ...)", "renf90.par", _RENF90_PAR, "BLUPF90", "renf90.par:1"),
        ("u32b_solutions_as_run", "BLUPF90's solutions file ('trait/effect level  solution', then rows)",
         "solutions", _SOLUTIONS, "BLUPF90", "solutions:1"),
        ("u32b_final_report_as_run", "a GenomeStudio final report ([Header], GSGT Version, ..., [Data], SNP Name, "
         "Sample ID, ...)", "FinalReport.txt", _FINAL_REPORT, "GenomeStudio", "FinalReport.txt:1"),
        ("u32b_dssat_weather_as_run", "a DSSAT weather file (*WEATHER DATA, @ INSI ..., @DATE SRAD TMAX TMIN RAIN)",
         "UFGA2601.WTH", _DSSAT_WTH, "DSSAT", "UFGA2601.WTH:1"),
        ("u32b_brapi_germplasm_as_run", "a BrAPI germplasm answer (metadata: pagination, status; result: data)",
         "germplasm.json", _BRAPI, "BrAPI", "germplasm.json:1"),
        ("u32b_isa_tab_as_run", "an ISA-Tab investigation file (ONTOLOGY SOURCE REFERENCE, INVESTIGATION, STUDY)",
         "i_investigation.txt", _ISA_TAB, "ISA-Tab", "i_investigation.txt:1"),
        ("u32b_cdcb_proofs_as_run", "a national proof sheet (ID, Name, NM$, CM$, FM$, GM$, PTAM, PTAF, ...)",
         "proofs_2026-12.csv", _PROOFS, "CDCB", "proofs_2026-12.csv:1")],
        one_run=("gblup.run", _ONE_RUN), stem="sires",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the team can act on)")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u32b_proofs_as_qrels", "proofs_2026-12.csv", _PROOFS, "CDCB"),
        ("u32b_solutions_as_qrels", "solutions", _SOLUTIONS, "BLUPF90"),
        ("u32b_final_report_as_qrels", "FinalReport.txt", _FINAL_REPORT, "GenomeStudio"),
        ("u32b_brapi_as_qrels", "germplasm.json", _BRAPI, "BrAPI")],
        one_run=("gblup.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u32b_out_par", "sires.par", "a BLUPF90 parameter file"),
        ("u32b_out_wth", "sires.wth", "a DSSAT weather file"),
        ("u32b_out_bpm", "sires.bpm", "an Illumina manifest"),
        ("u32b_out_ped", "sires.ped", "a pedigree file")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=32"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u32b_api_brapi_dict",
            "rankagg.fuse(json.load(germplasm.json)): a BrAPI answer loaded in Python given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('g.json')), method='rrf')\n",
            "BrAPI", why="a run maps a query to {document: score}; BrAPI's 'metadata' holds pagination and 'result' "
            "a list of germplasm", files={"g.json": _BRAPI}),
        bad("u32b_api_proofs_frame",
            "rankagg.fuse(pd.read_csv(proofs_2026-12.csv)): the national proof sheet given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('p.csv'), method='borda')\n",
            "CDCB", why="a table of runs has qid, docid, run and score columns; a proof sheet has a bull per row and "
            "an index per column", files={"p.csv": _PROOFS}),
    ]
    return cases
