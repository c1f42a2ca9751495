"""Issue 45's forty-eighth bar of scripts/reliability_matrix.py, a national fencing federation's results office and a
club's tournament director ranking fencers per pool, direct-elimination tableau, event and season (its cases, ids
``u48a_``, registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the
verdicts) are the matrix's.  (Written by a persona session, before any of its recognisers existed.)

The team's day: each event and round (``cn3-melun/epee-hs/poules``, ``cn3-melun/epee-hs/tableau``, the season's
``season-2026-27/epee-hs``) is a query and each fencer, named by licence (``lic:100842/LEFORT-Enzo``), a document;
the runs are the pool indicator (victories over bouts, touches scored less touches received), the tableau's results,
the national ranking points and the FIE ranking, scores in [0, 1] at four decimals.  They are fused with RRF, Borda
and CombSUM, weighted by each source's record, and judged against the event's final ranking (2 medal or final eight,
1 last sixteen, 0 out in the pools or the first tableau).  The mistakes and odd files: the field's own files given
where runs or qrels are read (Engarde's 'XML for FIE' results, an FFF export, a Cyrano scoring-machine log, pool and
tableau sheets typed as text, an Engarde PDF of the pool sheets, a Fencing Time results report in Excel, the FIE
athletes ranking as JSON and as a CSV), and outputs named for the field's files (.fff, BellePoule's .cotcot, Fencing
Time's .results for USA Fencing, an Excel report).

The formats as checked: the FIE XML (root ``CompetitionIndividuelle``, ``Tireurs``/``Tireur`` with Nom, Prenom,
Nation, Classement; ``Phases``/``TourDePoules``/``Poule`` with NbVictoires, NbMatches, TD, TR, RangPoule) as Engarde's
'File | XML transfer file | XML for FIE' and Fencing Time write it; the FFF (``FFF;WIN;competition;ORGANISER;
individuel``, a date/weapon/sex/category line, then ``NOM,Prenom,...;,,;LICENCE,...,CLUB,,;PLACE,t`` lines) as
BellePoule's and Engarde's exports write it; Cyrano's ``|EFP1|INFO|piste|comp|phase|...|%|`` messages from the
scoring machines; the FIE's athletes ranking (``allAthletes``) and its CSV; a PDF (``%PDF-``) and an Office Open XML
workbook (``PK\\x03\\x04``, a zip).

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import io
import zipfile

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

FORTYEIGHTH_FENCING = ("45 Unseen inputs: a forty-eighth bar, a national fencing federation's results office and a "
                       "club's tournament director ranking fencers per pool, tableau, event and season (FIE XML from "
                       "Engarde and Fencing Time, FFF, Cyrano scoring-machine logs, typed pool sheets and tableaux, "
                       "PDF pool sheets, Excel results reports, FIE rankings as JSON and CSV)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['pool_indicator', 'tableau_results', 'national_points', 'fie_ranking'],
    items=['lic:100842/LEFORT-Enzo', 'lic:100913/MORI-Kenji', 'lic:101277/BERTRAND-Yanis', 'lic:098431/OKAFOR-Daniel',
           'lic:102655/CHEVALIER-Luc', 'lic:099120/SANTOS-Rafael', 'lic:103004/DUMAS-Theo', 'lic:100501/KOVACS-Mate'],
    queries=['cn3-melun/epee-hs/poules', 'cn3-melun/epee-hs/tableau', 'cn3-melun/epee-hs/final',
             'chpt-idf/fleuret-df/poules', 'season-2026-27/epee-hs', 'fie-wc-bern/epee-hs/t64'],
    suffix='/barrage', generator='bouts', judgements='final_ranking') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "bouts", "ranking.run")

_RECS3 = ["pool_indicator", "tableau_results", "national_points"]
_OUT = ("ranking.run",)
_ONE_RUN = ("cn3-melun/epee-hs/poules Q0 lic:100842/LEFORT-Enzo 1 0.93 pool_indicator\ncn3-melun/epee-hs/poules Q0 "
            "lic:100913/MORI-Kenji 2 0.81 pool_indicator\n")
# the team's files, as the fencing software, the scoring machines and the federation write them (a few lines)
# the FIE XML results file: Engarde's 'File | XML transfer file | XML for FIE' (Fencing Time writes the same root)
_FIE_XML = ('<?xml version="1.0" encoding="ISO-8859-1"?>\n'
            '<CompetitionIndividuelle Version="3.3" Championnat="FFE" ID="2031" Annee="2026/2027" Arme="E" Sexe="M" '
            'Domaine="N" Federation="FRA" Categorie="S" Date="29.11.2026" TitreCourt="CN3-EHS" '
            'TitreLong="Circuit national 3 epee hommes seniors Melun">\n'
            '  <Tireurs>\n'
            '    <Tireur ID="1" Nom="LEFORT" Prenom="Enzo" DateNaissance="14.03.2001" Sexe="M" Lateralite="D" '
            'Nation="FRA" Club="CE MELUN" Licence="100842" Classement="1"/>\n'
            '    <Tireur ID="2" Nom="MORI" Prenom="Kenji" DateNaissance="02.09.1999" Sexe="M" Lateralite="I" '
            'Nation="FRA" Club="US METRO" Licence="100913" Classement="2"/>\n'
            '  </Tireurs>\n'
            '  <Phases>\n'
            '    <TourDePoules PhaseID="TourPoules1" ID="1" NbDePoules="1" PhaseSuivanteDesQualifies="2" '
            'NbQualifiesParIndice="2">\n'
            '      <Tireur REF="1" RangInitial="1" RangFinal="1" Statut="Q"/>\n'
            '      <Poule ID="1" Piste="1" Date="29.11.2026" Heure="09:30">\n'
            '        <Tireur REF="1" NoDansLaPoule="1" NbVictoires="5" NbMatches="6" TD="29" TR="14" RangPoule="1"/>\n'
            '        <Tireur REF="2" NoDansLaPoule="2" NbVictoires="4" NbMatches="6" TD="26" TR="19" RangPoule="2"/>\n'
            '        <Match ID="1"><Tireur REF="1" Score="5" Statut="V"/><Tireur REF="2" Score="3" Statut="D"/>'
            '</Match>\n'
            '      </Poule>\n    </TourDePoules>\n  </Phases>\n</CompetitionIndividuelle>\n')
# an FFF results export (BellePoule, Engarde): 'FFF;WIN;competition;ORGANISER;individuel', the event line, then a
# fencer a line: NOM,Prenom,birth,sex,nation;,,;licence,league,club,,;place,t
_FFF = ("FFF;WIN;competition;CE Melun;individuel\r\n29/11/2026;E;M;S;CN3 EHS Melun;CN3 EHS Melun\r\n"
        "LEFORT,Enzo,14/03/2001,M,FRA,,;,,;100842,IDF,CE MELUN,,;1,t\r\n"
        "MORI,Kenji,02/09/1999,M,FRA,,;,,;100913,IDF,US METRO,,;2,t\r\n"
        "BERTRAND,Yanis,21/06/2003,M,FRA,,;,,;101277,HDF,LILLE ESCRIME,,;3,t\r\n")
# a Cyrano (EFP1) log from the scoring machines: one UDP message a line, '|EFP1|INFO|piste|competition|phase|
# pool or tableau|match|round|time|stopwatch|type|weapon|priority|state|referee id|referee|nation|%|' then each fencer
_CYRANO = ("|EFP1|HELLO|1|\n"
           "|EFP1|INFO|1|CN3-EHS|2|A32|4|1|14:05|2:41|I|E|N|F|2301|DUPONT Marc|FRA|%|100842|LEFORT Enzo|FRA|12|U|0|0|"
           "0|0|0|0|N|%|100913|MORI Kenji|FRA|9|U|0|0|0|0|0|0|N|%|\n"
           "|EFP1|INFO|1|CN3-EHS|2|A32|4|1|14:06|2:30|I|E|N|F|2301|DUPONT Marc|FRA|%|100842|LEFORT Enzo|FRA|13|U|0|0|"
           "0|1|0|0|N|%|100913|MORI Kenji|FRA|9|U|0|0|0|0|0|0|N|%|\n")
# the pool results as the director types them: six fields a line (pool, fencer, nation, V, V/M, indicator)
_POOLS = ("pool fencer nation V V/M ind\nP1 LEFORT_E FRA 5 0.833 +15\nP1 MORI_K FRA 4 0.667 +7\n"
          "P2 BERTRAND_Y FRA 4 0.667 +9\nP2 OKAFOR_D GBR 3 0.500 +1\n")
# the tableau as the bout committee types it: six fields a line (tableau, seed, fencer, TD, TR, opponent)
_TABLEAU = ("tableau seed fencer TD TR opponent\nT32 1 LEFORT_E 15 9 KOVACS_M\nT32 16 DUMAS_T 15 13 SANTOS_R\n"
            "T16 1 LEFORT_E 15 11 DUMAS_T\nT16 8 MORI_K 12 15 BERTRAND_Y\n")
# the season's national ranking points as the results office types them: four fields a line (licence, fencer,
# event, points), the last a number: they pass for qrels lines
_POINTS = ("100842 LEFORT_E CN3-EHS 32\n100913 MORI_K CN3-EHS 26\n101277 BERTRAND_Y CN3-EHS 20\n"
           "098431 OKAFOR_D CN3-EHS 20\n")
# Engarde's pool sheets printed to PDF (a PDF 1.4 header, its binary comment line, the catalogue and a page)
_PDF = (b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n"
        b"2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n"
        b"3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>\nendobj\n"
        b"4 0 obj\n<< /Length 44 >>\nstream\nBT /F1 12 Tf 72 770 Td (Poule 1 - Piste 1) Tj ET\nendstream\nendobj\n"
        b"trailer\n<< /Root 1 0 R /Size 5 >>\n%%EOF\n")


def _xlsx(rows: list[list[str]]) -> bytes:
    """An Office Open XML workbook (a zip: [Content_Types].xml, the relationships, xl/workbook.xml and one sheet of
    inline strings), as Fencing Time's results report for USA Fencing is sent in Excel format."""
    def cell(ref: str, v: str) -> str:
        return f'<c r="{ref}" t="inlineStr"><is><t>{v}</t></is></c>'
    sheet_rows = "".join(f'<row r="{i}">' + "".join(cell(f"{'ABCDEFGH'[j]}{i}", v) for j, v in enumerate(r))
                         + "</row>" for i, r in enumerate(rows, 1))
    parts = {
        "[Content_Types].xml": '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Types xmlns="http://schemas.'
        'openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.'
        'openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>'
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.'
        'spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/'
        'vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
        "_rels/.rels": '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://'
        'schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.'
        'openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/>'
        '</Relationships>',
        "xl/workbook.xml": '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<workbook xmlns="http://schemas.'
        'openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/'
        'relationships"><sheets><sheet name="Results" sheetId="1" r:id="rId1"/></sheets></workbook>',
        "xl/_rels/workbook.xml.rels": '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships '
        'xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://'
        'schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>'
        '</Relationships>',
        "xl/worksheets/sheet1.xml": '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="http:'
        f'//schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>{sheet_rows}</sheetData></worksheet>'}
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
        for name, text in parts.items():
            z.writestr(zipfile.ZipInfo(name, (2026, 11, 29, 18, 0, 0)), text)
    return buf.getvalue()


_XLSX = _xlsx([["Place", "Last Name", "First Name", "Club", "Division", "Rating", "Earned"],
               ["1", "LEFORT", "Enzo", "CE MELUN", "Metro NYC", "A25", "A26"],
               ["2", "MORI", "Kenji", "US METRO", "Metro NYC", "A24", ""]])
# the FIE's athletes ranking as fie.org answers it (allAthletes), saved by the results office
_FIE_JSON = ('{"allAthletes": [{"rank": 1, "points": 248.0, "name": "LEFORT Enzo", "country": "FRA", '
             '"weapon": "e", "gender": "m", "level": "s"}, {"rank": 2, "points": 231.5, "name": "MORI Kenji", '
             '"country": "FRA", "weapon": "e", "gender": "m", "level": "s"}], "fetchPage": 1}\n')
# the same ranking saved as CSV (pandas' to_csv: an unnamed index column first)
_FIE_CSV = (",rank,points,name,country,weapon,gender,level\n0,1,248.0,LEFORT Enzo,FRA,e,m,s\n"
            "1,2,231.5,MORI Kenji,FRA,e,m,s\n2,3,220.0,BERTRAND Yanis,FRA,e,m,s\n")


def fortyeighth_bar_fencing_cases() -> list[Case]:
    G = FORTYEIGHTH_FENCING
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="bouts", judgements="final_ranking", runs=_RECS3, stem="ranking", outputs=_OUT,
        item="fencer", rounded="national_points",
        weights="{'pool_indicator': 1.0, 'tableau_results': 2.0, 'national_points': 0.5, 'fie_ranking': 1.5}",
        lone_query="R['fie_ranking']['fie-wc-tauberbischofsheim/fleuret-df/t64'] = {'lic:104410/ROSSI-Giulia': 0.9, "
                   "'lic:104522/KIM-Seo-yeon': 0.4}\n",
        trust="tableau_results 2\npool_indicator 1\nnational_points 0.5\n",
        trust_dict="{'tableau_results': 2, 'pool_indicator': 1, 'national_points': 0.5}",
        texts={
            "rrf": ("u48a_rrf_pool_tableau_points",
                    "rankagg.fuse({source: {event/round: {fencer: score}}}, method='rrf'): four sources, six events "
                    "and rounds ('cn3-melun/epee-hs/poules'), fencers by licence as 'lic:100842/LEFORT-Enzo'"),
            "borda": ("u48a_borda_fencers_without_result",
                      "rankagg.fuse(..., method='borda'): the pool indicator has no score for a fencer who withdrew "
                      "(abandon) or was exempted from the pools"),
            "combsum": ("u48a_combsum_rounded_national_points",
                        "rankagg.fuse(..., method='combsum'): the national ranking points at one decimal (many "
                        "ties) beside the others"),
            "fuser": ("u48a_weighted_fuser_tableau_double",
                      "rankagg.Fuser('rrf', weights=...) per event: the tableau's results count 2, the national "
                      "points 0.5"),
            "frame": ("u48a_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the results office's "
                      "sheet, a row per event, fencer and source"),
            "evaluate": ("u48a_evaluate_final_ranking",
                         "rankagg.evaluate(fused ranking, the event's final ranking, ['nDCG@5', 'AP', 'P@3']): does "
                         "the fused seeding put the medallists and the final eight first"),
            "lone": ("u48a_one_source_world_cup",
                     "rankagg.fuse(..., method='rrf'): a World Cup only the FIE ranking covers (no pool sheet or "
                     "tableau of ours) beside events every source covers"),
            "cli_rrf": ("u48a_cli_rrf_runs",
                        "rankagg fuse pool_indicator.run tableau_results.run national_points.run --method rrf -o "
                        "ranking.run: one run per source, events and rounds as queries"),
            "cli_borda": ("u48a_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the tableau counts "
                          "double)"),
            "cli_combsum": ("u48a_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four fencers on the podium (two "
                            "bronzes) per event"),
            "cli_evaluate": ("u48a_cli_evaluate_final_ranking_qrels",
                             "rankagg evaluate ranking.run --qrels final_ranking.qrels -m ndcg_cut.5 -m map: the "
                             "fused seeding against the events' final rankings (0-2)"),
            "cli_parquet": ("u48a_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o ranking.parquet: gzipped runs from the federation's "
                            "results server, a Parquet table for the season ranking page")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u48a_fie_xml_as_run", "Engarde's 'XML for FIE' results file (CompetitionIndividuelle, Tireurs, Tireur "
         "Nom/Prenom/Classement, TourDePoules, Poule)", "CN3-EHS_Melun.xml", _FIE_XML, "FIE XML",
         "CN3-EHS_Melun.xml:2"),
        ("u48a_fff_as_run", "an FFF results export (FFF;WIN;competition;...;individuel, the event line, "
         "NOM,Prenom,...;PLACE,t lines)", "CN3-EHS_Melun.fff", _FFF, "FFF", "CN3-EHS_Melun.fff:1"),
        ("u48a_cyrano_log_as_run", "a Cyrano scoring-machine log (|EFP1|HELLO|, |EFP1|INFO|piste|competition|...|%| "
         "messages)", "piste1_cyrano.log", _CYRANO, "Cyrano", "piste1_cyrano.log:1"),
        ("u48a_pool_sheet_as_run", "the pool results typed by the director (six fields a line: pool, fencer, nation, "
         "V, V/M, indicator)", "poules_cn3_ehs.txt", _POOLS, "pool", "poules_cn3_ehs.txt:1"),
        ("u48a_tableau_as_run", "the tableau typed by the bout committee (six fields a line: tableau, seed, fencer, "
         "TD, TR, opponent)", "tableau_cn3_ehs.txt", _TABLEAU, "tableau", "tableau_cn3_ehs.txt:1"),
        ("u48a_pdf_pool_sheets_as_run", "Engarde's pool sheets printed to PDF (%PDF-1.4, catalogue, a page per "
         "poule)", "feuilles_de_poules.pdf", _PDF, "PDF", "feuilles_de_poules.pdf"),
        ("u48a_xlsx_results_as_run", "Fencing Time's results report in Excel (an Office Open XML workbook: Place, "
         "Last Name, First Name, Club, Division, Rating, Earned)", "CN3-EHS_results.xlsx", _XLSX, "Excel",
         "CN3-EHS_results.xlsx"),
        ("u48a_fie_ranking_json_as_run", "the FIE athletes ranking as fie.org answers it (allAthletes: rank, "
         "points, name, country)", "fie_ranking_e_m_s.json", _FIE_JSON, "FIE", "fie_ranking_e_m_s.json:1"),
        ("u48a_fie_ranking_csv_as_run", "the FIE athletes ranking saved as CSV (,rank,points,name,country,weapon,"
         "gender,level)", "Ranking_FIE_e_m_s.csv", _FIE_CSV, "FIE", "Ranking_FIE_e_m_s.csv:1")],
        one_run=("pool_indicator.run", _ONE_RUN), stem="ranking",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a PDF or a zipped workbook read as lines gives no ranking: named by its "
                   "format")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u48a_points_as_qrels", "points_nationaux_ehs.txt", _POINTS, "ranking points"),
        ("u48a_fff_as_qrels", "CN3-EHS_Melun.fff", _FFF, "FFF"),
        ("u48a_fie_xml_as_qrels", "CN3-EHS_Melun.xml", _FIE_XML, "FIE XML"),
        ("u48a_pool_sheet_as_qrels", "poules_cn3_ehs.txt", _POOLS, "pool")],
        one_run=("pool_indicator.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u48a_out_fff", "ranking.fff", "an FFF ranking file"),
        ("u48a_out_cotcot", "ranking.cotcot", "a BellePoule competition"),
        ("u48a_out_results", "ranking.results", "Fencing Time's results export for USA Fencing"),
        ("u48a_out_xlsx", "ranking.xlsx", "an Excel results report")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=32"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u48a_api_fie_ranking_dict",
            "rankagg.fuse(json.load(fie_ranking_e_m_s.json)): the FIE athletes ranking loaded in Python given as the "
            "runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('r.json')), method='rrf')\n",
            "FIE", why="a run maps a query to {document: score}; the FIE's 'allAthletes' is a list of athletes and "
            "'fetchPage' a number", files={"r.json": _FIE_JSON}),
        bad("u48a_api_fie_ranking_frame",
            "rankagg.fuse(pd.read_csv(Ranking_FIE_e_m_s.csv)): the FIE ranking CSV given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('r.csv'), method='borda')\n",
            "FIE", why="a table of runs has qid, docid, run and score columns; the FIE ranking's has an athlete per "
            "row (rank, points, name, country)", files={"r.csv": _FIE_CSV}),
    ]
    return cases
