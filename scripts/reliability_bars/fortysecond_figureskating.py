"""Issue 45's forty-second bar of scripts/reliability_matrix.py, a skating club's and a federation's judging office
ranking skaters and gymnasts per segment, event and competition across scoring software, results pages and federation
exports (its cases, ids ``u42a_``, registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`,
the runner, the verdicts) are the matrix's.  (Written by a persona session, before any of its recognisers existed.)

The team's day: each segment or apparatus final (``seg:4cc2026/women/sp``, ``app:wch2026/gar-w/vt/fnl``) is a query
and each skater or gymnast a document (``sk:isu-3041/nakamura-jpn``, ``gy:fig-55120/okafor-gbr``); the runs are the
judges' panel's Total Segment Scores (Grades of Execution and program components over the base values, less the
deductions), the club's 6.0-system ordinals read as the majority of judges' placements, the gymnastics panels' D and
E scores and the referee's own ranking, scores in [0, 1] at four decimals.  They are fused with RRF, Borda and CombSUM,
weighted by each panel's record, and judged against the federation's post-event review (2 podium-worthy, 1 in the
final flight, 0 neither).  The mistakes and odd files: the field's own files given where runs or qrels are read (an
ISUCalcFS segment results page, ISUCalcFS's OSIS XML feed, the ISU's Judges Details per Skater as pdftotext gives it,
an ODF DT_RESULT of an artistic gymnastics final, a FIG results book PDF by Longines, a PrefLib ordinal file of the
judges' 6.0 placements, the club's apparatus score sheet and a start order, both six fields a line, a segment results
CSV and the ISU results API's JSON), and outputs named for the field's files; a start order and withdrawals list
where the judgements are read, the 6.0 system's Total Factored Placements, four fields a line.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

from .case import Case, command_cases, fusion_checks, named_at, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

FORTYSECOND_FIGURESKATING = ("45 Unseen inputs: a forty-second bar, a skating club's and a federation's judging office "
                             "ranking skaters and gymnasts per segment, event and competition (ISUCalcFS results "
                             "pages and OSIS XML, ISU Judges Details per Skater, ODF, FIG/Longines PDF, PrefLib 6.0 "
                             "ordinals, score sheets, start orders, ISU results CSV and API JSON)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['tss_panel', 'ordinals_60', 'de_panel', 'referee'],
    items=['sk:isu-3041/nakamura-jpn', 'sk:isu-2877/whitfield-usa', 'gy:fig-55120/okafor-gbr',
           'sk:isu-4410/seo-kor', 'gy:fig-56007/ferreira-bra', 'sk:isu-3902/colombo-ita',
           'gy:fig-57231/hayashi-jpn', 'sk:isu-4788/tremblay-can'],
    queries=['seg:4cc2026/women/sp', 'seg:4cc2026/women/fs', 'seg:nats2026/novice-women/fs',
             'app:wch2026/gar-w/vt/fnl', 'app:wch2026/gar-w/aa/fnl', 'evt:club-open-2026/juvenile-girls'],
    suffix='/reskate', generator='panels', judgements='review') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "panels", "judging.run")

_RECS3 = ["tss_panel", "ordinals_60", "de_panel"]
_OUT = ("judging.run",)
_ONE_RUN = ("seg:4cc2026/women/sp Q0 sk:isu-3041/nakamura-jpn 1 0.93 tss_panel\nseg:4cc2026/women/sp Q0 "
            "sk:isu-2877/whitfield-usa 2 0.81 tss_panel\n")

# the team's files, as the scoring software, results pages and federations write them (a few lines)
# ISUCalcFS's segment results page (SEGnnn.htm): caption2/caption3 cells, then the table headed Pl., Name, Nation,
# TSS, TES, PCS, the components (CO, PR, SK since 2022/23), Ded. and StN.
_SEG_HTM = ('<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">\n<html>\n<head>\n'
            '<meta http-equiv="Content-Type" content="text/html; charset=utf-8">\n'
            '<title>ISU Four Continents Figure Skating Championships 2026</title>\n</head>\n<body>\n'
            '<table width="100%"><tr><td class="caption2">WOMEN - SHORT PROGRAM</td></tr>\n'
            '<tr><td class="caption3">Result Details</td></tr></table>\n'
            '<table border="0" cellpadding="1" cellspacing="1">\n'
            '<tr><th>Pl.</th><th>Name</th><th>Nation</th><th>TSS</th><th>TES</th><th>&nbsp;</th><th>PCS</th>'
            '<th>CO</th><th>PR</th><th>SK</th><th>Ded.</th><th>StN.</th></tr>\n'
            '<tr><td>1</td><td><a href="https://www.isuresults.com/bios/isufs00103041.htm">Rin NAKAMURA</a></td>'
            '<td>JPN</td><td>76.44</td><td>42.10</td><td>&nbsp;</td><td>34.34</td><td>8.61</td><td>8.57</td>'
            '<td>8.64</td><td>0.00</td><td>#24</td></tr>\n'
            '<tr><td>2</td><td><a href="https://www.isuresults.com/bios/isufs00102877.htm">Grace WHITFIELD</a></td>'
            '<td>USA</td><td>71.02</td><td>38.65</td><td>&nbsp;</td><td>33.37</td><td>8.36</td><td>8.32</td>'
            '<td>8.39</td><td>-1.00</td><td>#21</td></tr>\n</table>\n</body>\n</html>\n')
# ISUCalcFS's OSIS feed (the On-Site Information System's XML, as the scoreboard and TV graphics read it)
_OSIS = ('<?xml version="1.0" encoding="UTF-8"?>\n'
         '<Isu_Osis Part="1" version="2.0" Counter="57" IsuCalcFs="3.6.2" Database="26014">\n'
         '  <Segment_Running Segment_ID="1">\n'
         '    <Action Command="CLR" Current_Participant_ID="41" Current_Start_Number="24" Next_Participant_ID="38" '
         'Prev_Participant_ID="36" Next_Participant_StNum="25" LastScored_Participant_StNum="23"/>\n'
         '  </Segment_Running>\n</Isu_Osis>\n')
# the ISU's Judges Details per Skater (the protocol PDF, as pdftotext gives it)
_JUDGES_DETAILS = (
    "ISU Four Continents Figure Skating Championships 2026\n"
    "WOMEN SHORT PROGRAM JUDGES DETAILS PER SKATER\n"
    "Rank Name Nation Starting Number Total Segment Score Total Element Score Total Program Component Score "
    "(factored) Total Deductions\n"
    "1 Rin NAKAMURA JPN 24 76.44 42.10 34.34 0.00\n"
    "# Executed Elements Info Base Value GOE J1 J2 J3 J4 J5 J6 J7 J8 J9 Ref. Scores of Panel\n"
    "1 3Lz+3T 10.10 2.02 2 2 3 2 1 2 2 3 2 12.12\n"
    "2 FCSp4 3.20 0.73 2 3 2 2 2 3 2 2 3 3.93\n"
    "3 2A 3.63 x 0.99 3 3 2 3 3 2 3 3 2 4.62\n"
    "Program Components Factor\n"
    "Composition 1.33 8.50 8.75 8.50 8.75 8.25 8.75 8.50 8.75 8.50 8.61\n"
    "Judges Total Program Component Score (factored) 34.34\n"
    "Deductions: 0.00\n")
# an ODF DT_RESULT message (Olympic Data Feed) of an artistic gymnastics final (discipline GAR)
_ODF = ('<?xml version="1.0" encoding="UTF-8"?>\n'
        '<OdfBody CompetitionCode="WCH2026" DocumentCode="GARWAA----------------FNL-000100--" '
        'DocumentType="DT_RESULT" Version="14" ResultStatus="OFFICIAL" FeedFlag="P" Date="2026-10-30" '
        'Time="183012345" LogicalDate="2026-10-30" Source="GARWGAR1">\n'
        '  <Competition>\n'
        '    <Result Rank="1" RankEqual="N" ResultType="POINTS" Result="56.165" SortOrder="1" StartOrder="4">\n'
        '      <Competitor Code="1055120" Type="A" Organisation="GBR">\n'
        '        <Composition><Athlete Code="1055120" Order="1"><Description GivenName="Ada" FamilyName="OKAFOR" '
        'Gender="W" Organisation="GBR" BirthDate="2007-03-14"/></Athlete></Composition>\n'
        '      </Competitor>\n    </Result>\n  </Competition>\n</OdfBody>\n')
# a FIG results book page by Longines, as a PDF (%PDF- header, binary comment, catalog, pages, info dictionary, a
# cross-reference table whose offsets are the objects' own, trailer)
def _fig_pdf() -> bytes:
    objects = [b"<< /Type /Catalog /Pages 2 0 R >>", b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
               b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>",
               b"<< /Title (Artistic Gymnastics - Women's All-Around Final - Results) /Author (Longines) "
               b"/Creator (FIG Results System) /CreationDate (D:20261030183512+01'00') >>"]
    out, offsets = b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n", []
    for i, body in enumerate(objects, 1):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % i + body + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    out += b"".join(b"%010d 00000 n \n" % o for o in offsets)
    return out + b"trailer\n<< /Size %d /Root 1 0 R /Info 4 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objects) + 1,
                                                                                                     xref)


_FIG_PDF = _fig_pdf()
# a PrefLib ordinal file (.toc, orders with ties, as PrefLib's skate data ED-00006 holds the 6.0 judges' placements)
_PREFLIB = ("# FILE NAME: 00006-00000101.toc\n# TITLE: Club Open 2026 Juvenile Girls Free Skate\n# DESCRIPTION: \n"
            "# DATA TYPE: toc\n# MODIFICATION TYPE: original\n# RELATES TO: \n# RELATED FILES: \n"
            "# PUBLICATION DATE: 2026-11-28\n# MODIFICATION DATE: 2026-11-28\n# NUMBER ALTERNATIVES: 5\n"
            "# NUMBER VOTERS: 5\n# NUMBER UNIQUE ORDERS: 4\n# ALTERNATIVE NAME 1: Nakamura Rin\n"
            "# ALTERNATIVE NAME 2: Whitfield Grace\n# ALTERNATIVE NAME 3: Seo Ha-eun\n"
            "# ALTERNATIVE NAME 4: Colombo Giulia\n# ALTERNATIVE NAME 5: Tremblay Chloe\n"
            "2: 1,2,3,4,5\n1: 2,1,3,4,5\n1: 1,3,2,5,4\n1: 1,2,4,3,5\n")
# the club's apparatus score sheet: six fields a line (bib, NOC, apparatus, D score, E score, total)
_SCORE_SHEET = ("Bib NOC App D E Total\n1021 GBR VT 5.400 9.233 14.633\n1021 GBR UB 5.900 8.066 13.966\n"
                "1034 BRA VT 5.000 9.100 14.100\n1034 BRA UB 5.600 7.833 13.433\n")
# a start order: six fields a line (starting number, bib, nation, warm-up group, draw, time)
_START_ORDER = ("StN Bib Nation Group Draw Time\n1 114 JPN 1 7 17:05\n2 208 USA 1 3 17:12\n3 151 KOR 1 11 17:19\n"
                "4 176 ITA 1 1 17:26\n")
# the federation's segment results table saved as CSV, headed as the ISUCalcFS results page
_SEG_CSV = ("Pl.,Name,Nation,TSS,TES,PCS,Ded.,StN.\n1,Rin NAKAMURA,JPN,76.44,42.10,34.34,0.00,24\n"
            "2,Grace WHITFIELD,USA,71.02,38.65,33.37,-1.00,21\n3,Ha-eun SEO,KOR,69.87,37.91,31.96,0.00,19\n")
# the ISU results API's events list (api.isuresults.eu/events/?season=...), as documented
_ISU_API = ('{"count": 1, "next": null, "previous": null, "results": [{"id": 312, "name": "ISU Four Continents '
            'Championships 2026", "isuShortName": "fc2026", "nationalFederation": "KOR", "isuId": "2026_KOR_0001", '
            '"start": "2026-01-21", "end": "2026-01-25", "season": 2026, "tags": ["championship", "senior"], '
            '"isPublished": true, "isCancelled": false, "competitionsUrl": '
            '"https://api.isuresults.eu/events/2026_KOR_0001/competitions/"}]}\n')
# the 6.0 system's Total Factored Placements: four fields a line (final place, starting number, nation, TFP)
_TFP = ("FPl. StN Nation TFP\n1 7 JPN 1.5\n2 3 USA 3.0\n3 11 KOR 4.0\n4 1 ITA 5.5\n")


def fortysecond_bar_figureskating_cases() -> list[Case]:
    G = FORTYSECOND_FIGURESKATING
    _, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="panels", judgements="review", runs=_RECS3, stem="judging", outputs=_OUT,
        item="skater or gymnast", rounded="ordinals_60",
        weights="{'tss_panel': 2.0, 'ordinals_60': 0.5, 'de_panel': 1.5, 'referee': 1.0}",
        lone_query="R['referee']['evt:club-open-2026/adult-bronze'] = {'sk:club-0091/adams-gbr': 0.9, "
                   "'sk:club-0107/baker-gbr': 0.4}\n",
        trust="tss_panel 2\nde_panel 1.5\nordinals_60 0.5\n",
        trust_dict="{'tss_panel': 2, 'de_panel': 1.5, 'ordinals_60': 0.5}",
        texts={
            "rrf": ("u42a_rrf_judging_panels",
                    "rankagg.fuse({panel: {segment or apparatus final: {skater or gymnast: score}}}, method='rrf'): "
                    "four panels, six segments ('seg:4cc2026/women/sp'), skaters as 'sk:isu-3041/nakamura-jpn'"),
            "borda": ("u42a_borda_withdrawn_skaters",
                      "rankagg.fuse(..., method='borda'): the judges' panel has no score for a skater who withdrew "
                      "before her segment"),
            "combsum": ("u42a_combsum_rounded_ordinals",
                        "rankagg.fuse(..., method='combsum'): the 6.0 ordinals' score at one decimal (many ties, as "
                        "the majority of judges ties) beside the panels' scores"),
            "fuser": ("u42a_weighted_fuser_panels",
                      "rankagg.Fuser('rrf', weights=...) per segment: the TSS panel counts 2, the 6.0 ordinals 0.5"),
            "frame": ("u42a_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the judging office's sheet, "
                      "a row per segment, skater or gymnast and panel"),
            "evaluate": ("u42a_evaluate_post_event_review",
                         "rankagg.evaluate(fused ranking, the federation's post-event review, ['nDCG@5', 'AP', "
                         "'P@3']): does the fused ranking put the podium-worthy skaters first"),
            "lone": ("u42a_one_panel_event",
                     "rankagg.fuse(..., method='rrf'): an adult bronze event only the referee ranked (no technical "
                     "panel at club level) beside segments every panel judged"),
            "cli_rrf": ("u42a_cli_rrf_panel_runs",
                        "rankagg fuse tss_panel.run ordinals_60.run de_panel.run --method rrf -o judging.run: one run "
                        "per panel, segments and apparatus finals as queries"),
            "cli_borda": ("u42a_cli_borda_panel_weights",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the TSS panel counts "
                          "double)"),
            "cli_combsum": ("u42a_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the final warm-up group of four per "
                            "segment"),
            "cli_evaluate": ("u42a_cli_evaluate_review_qrels",
                             "rankagg evaluate judging.run --qrels review.qrels -m ndcg_cut.5 -m map: the fused "
                             "ranking against the post-event review (0-2)"),
            "cli_parquet": ("u42a_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o judging.parquet: gzipped runs from the scoring "
                            "room's laptops, a Parquet table for the federation's rankings page")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u42a_isucalcfs_seg_htm_as_run", "an ISUCalcFS segment results page (caption2 'WOMEN - SHORT PROGRAM', a "
         "table of Pl., Name, Nation, TSS, TES, PCS, CO, PR, SK, Ded., StN.)", "SEG001.htm", _SEG_HTM, "ISUCalcFS",
         named_at("SEG001.htm", _SEG_HTM)),
        ("u42a_osis_xml_as_run", "ISUCalcFS's OSIS feed (Isu_Osis, Segment_Running, Action)", "osis_0057.xml", _OSIS,
         "OSIS", named_at("osis_0057.xml", _OSIS)),
        ("u42a_judges_details_as_run", "the ISU's Judges Details per Skater as pdftotext gives it (Rank, Name, "
         "Nation, Starting Number, Total Segment Score, ...; Executed Elements, GOE, J1-J9)",
         "fc2026_Women_SP_Scores.txt", _JUDGES_DETAILS, "Judges Details", "fc2026_Women_SP_Scores.txt:2"),
        ("u42a_odf_result_as_run", "an ODF DT_RESULT message of an artistic gymnastics final (OdfBody, Competition, "
         "Result, Competitor)", "DT_RESULT_GARWAA_FNL.xml", _ODF, "ODF", named_at("DT_RESULT_GARWAA_FNL.xml", _ODF)),
        ("u42a_fig_pdf_as_run", "a FIG results book page by Longines (a PDF: %PDF-1.7, catalog, info dictionary)",
         "GAR_W_AA_FNL_Results.pdf", _FIG_PDF, "PDF", "GAR_W_AA_FNL_Results.pdf"),
        ("u42a_preflib_toc_as_run", "a PrefLib ordinal file of the judges' 6.0 placements ('# FILE NAME', '# DATA "
         "TYPE: toc', ..., then 'count: order' lines)", "00006-00000101.toc", _PREFLIB, "PrefLib",
         "00006-00000101.toc:1"),
        ("u42a_score_sheet_as_run", "the club's apparatus score sheet (six fields a line: bib, NOC, apparatus, D, E, "
         "total)", "score_sheet_wag.txt", _SCORE_SHEET, "score sheet", "score_sheet_wag.txt:1"),
        ("u42a_start_order_as_run", "a start order (six fields a line: StN, bib, nation, warm-up group, draw, time)",
         "start_order_women_fs.txt", _START_ORDER, "start order", "start_order_women_fs.txt:1"),
        ("u42a_seg_results_csv_as_run", "the federation's segment results CSV (Pl., Name, Nation, TSS, TES, PCS, "
         "Ded., StN.)", "women_sp_results.csv", _SEG_CSV, "ISU", "women_sp_results.csv:1"),
        ("u42a_isu_api_json_as_run", "the ISU results API's events list (count, next, previous, results: id, name, "
         "isuShortName, isuId, ...)", "isu_events_2026.json", _ISU_API, "ISU results",
         "isu_events_2026.json:1")],
        one_run=("tss_panel.run", _ONE_RUN), stem="judging",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the judging office can act on)",
        binary_why="trec_eval reads text; a PDF read as lines gives no ranking: named by what it is")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u42a_tfp_as_qrels", "tfp_juvenile_girls.txt", _TFP, "6.0"),
        ("u42a_start_order_as_qrels", "start_order_women_fs.txt", _START_ORDER, "start order"),
        ("u42a_preflib_toc_as_qrels", "00006-00000101.toc", _PREFLIB, "PrefLib"),
        ("u42a_seg_results_csv_as_qrels", "women_sp_results.csv", _SEG_CSV, "ISU")],
        one_run=("tss_panel.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u42a_out_pdf", "judging.pdf", "the ISU's Judges Details per Skater PDF"),
        ("u42a_out_htm", "judging.htm", "an ISUCalcFS results page"),
        ("u42a_out_toc", "judging.toc", "a PrefLib ordinal file"),
        ("u42a_out_xlsx", "judging.xlsx", "the federation's national ranking workbook")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=32"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u42a_api_isu_results_dict",
            "rankagg.fuse(json.load(isu_events_2026.json)): the ISU results API's events list loaded in Python given "
            "as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('e.json')), method='rrf')\n",
            "ISU", why="a run maps a query to {document: score}; the API's 'count' is a number and 'results' a list "
            "of events", files={"e.json": _ISU_API}),
        bad("u42a_api_seg_results_frame",
            "rankagg.fuse(pd.read_csv(women_sp_results.csv)): the federation's segment results table given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('r.csv'), method='borda')\n",
            "ISU", why="a table of runs has qid, docid, run and score columns; the segment results have a skater per "
            "row (Pl., Name, Nation, TSS, ...)", files={"r.csv": _SEG_CSV}),
    ]
    return cases
