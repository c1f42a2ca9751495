"""Issue 45's fifty-ninth bar of scripts/reliability_matrix.py, a national gymnastics federation's results office and a
club's coaching staff ranking gymnasts per apparatus, session and meet by D-score and E-score totals (its cases, ids
``u59b_``, registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the
verdicts) are the matrix's.  (Written by a persona session, before any of its recognisers existed.)

The team's day: each apparatus of a session or meet (``meet:2025-nats/sub2-FX``) is a query and each gymnast a
document (``gymnast:fig-31245/GBR`` for a FIG licence, ``bib:1043/riverside-gc`` for a club's bib); the runs are the
final totals (D + E - neutral deductions), the E-panel scores, the D-panel scores and the club's season ranking
points, scores in [0, 1] at four decimals.  They are fused with RRF, Borda and CombSUM, weighted by how much each
source is trusted, and judged against the national team selection (2 selected, 1 reserve, 0 not selected).  The
mistakes and odd files: the field's own files given where runs or qrels are read (an ODF DT_RESULT message as the
results feed sends it, the FIG results book as a PDF, a Score Master meet database, a MeetScoresOnline lookup_scores
response, the FIG licence search JSON, the judges' panel sheet, the session's rotation order and the club's season
rankings as typed, the gym2024data results CSV), and outputs named for the field's files.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

FIFTYNINTH_GYMNASTICS = ("45 Unseen inputs: a fifty-ninth bar, a national gymnastics federation's results office and "
                         "a club's coaching staff ranking gymnasts per apparatus, session and meet by D- and E-scores "
                         "(ODF results, FIG results books and licences, Score Master, MeetScoresOnline, panel sheets, "
                         "rotation orders, season rankings)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['final_total', 'e_panel', 'd_panel', 'season_points'],
    items=['gymnast:fig-31245/GBR', 'gymnast:fig-29870/JPN', 'bib:1043/riverside-gc', 'gymnast:fig-30311/BRA',
           'bib:1057/northgate-ga', 'gymnast:fig-28764/USA', 'bib:1061/riverside-gc', 'bib:1088/westfield-ac'],
    queries=['meet:2025-nats/sub2-FX', 'meet:2025-nats/sub2-BB', 'meet:2025-nats/AA-final', 'meet:2025-nats/VT-final',
             'session:regional-3/R1-UB', 'session:regional-3/R2-FX'],
    suffix='/inquiry', generator='routines', judgements='selection') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "routines", "nationals.run")

_RECS3 = ["final_total", "e_panel", "d_panel"]
_OUT = ("nationals.run",)
_ONE_RUN = ("meet:2025-nats/sub2-FX Q0 gymnast:fig-31245/GBR 1 0.8966 final_total\nmeet:2025-nats/sub2-FX Q0 "
            "bib:1043/riverside-gc 2 0.8733 final_total\n")
# the team's files, as the results feed, the FIG, the scoring programs and the club's coaches write them (a few lines)
# an ODF DT_RESULT message (the Olympic Data Feed the results system sends): an XML declaration, then OdfBody with
# CompetitionCode, the 34-character RSC as DocumentCode (GAR, W, the event, FNL-, the unit), DocumentType, Version,
# ResultStatus, FeedFlag, Date, Time, LogicalDate and Source; Competition; a Result per gymnast (Rank, RankEqual,
# Result, ResultType, SortOrder, StartOrder) with her Competitor and its Description
_ODF = ('<?xml version="1.0" encoding="UTF-8"?>\n'
        '<OdfBody CompetitionCode="AGWCH2025" DocumentCode="GARWFLOOR-------------FNL-000100--" '
        'DocumentType="DT_RESULT" Version="12" ResultStatus="OFFICIAL" FeedFlag="P" Date="2025-10-25" '
        'Time="171502311" LogicalDate="2025-10-25" Source="OVRGAR1">\n'
        '  <Competition Gen="3.4" Sport="GAR-3.4" Codes="SOG-2024">\n'
        '    <Result Rank="1" RankEqual="N" Result="14.166" ResultType="POINTS" SortOrder="1" StartOrder="4">\n'
        '      <Competitor Code="1092541" Type="A" Organisation="GBR">\n'
        '        <Description GivenName="Amelia" FamilyName="GRANT" Gender="F" Organisation="GBR" '
        'BirthDate="2004-03-11"/>\n'
        '      </Competitor>\n    </Result>\n'
        '    <Result Rank="2" RankEqual="N" Result="13.933" ResultType="POINTS" SortOrder="2" StartOrder="7">\n'
        '      <Competitor Code="1087310" Type="A" Organisation="JPN">\n'
        '        <Description GivenName="Rina" FamilyName="SATO" Gender="F" Organisation="JPN" '
        'BirthDate="2006-08-02"/>\n'
        '      </Competitor>\n    </Result>\n  </Competition>\n</OdfBody>\n')


def _results_book_pdf() -> bytes:
    """The FIG results book's page of a final as a PDF: the header and its binary comment, a catalog, a page tree, one
    A4 page whose content stream prints the title, a Helvetica font, an Info dictionary, then the cross-reference
    table with each object's byte offset, the trailer, startxref and %%EOF."""
    text = b"BT /F1 11 Tf 40 800 Td (Artistic Gymnastics - Women's Floor Exercise Final - Results) Tj ET\n"
    objects = [b"<< /Type /Catalog /Pages 2 0 R >>", b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
               b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R "
               b"/Resources << /Font << /F1 5 0 R >> >> >>",
               b"<< /Length %d >>\nstream\n" % len(text) + text + b"endstream",
               b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
               b"<< /Title (AGWCH2025 Results Book - WFX Final C73) /CreationDate (D:20251025171502+07'00') >>"]
    out = b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n"
    offsets = []
    for n, body in enumerate(objects, 1):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % n + body + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    out += b"".join(b"%010d 00000 n \n" % o for o in offsets)
    return out + b"trailer\n<< /Size %d /Root 1 0 R /Info 6 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objects) + 1, xref)


def _rc4(key: bytes, data: bytes) -> bytes:
    s, j = list(range(256)), 0
    for i in range(256):
        j = (j + s[i] + key[i % len(key)]) % 256
        s[i], s[j] = s[j], s[i]
    i = j = 0
    out = bytearray()
    for byte in data:
        i = (i + 1) % 256
        j = (j + s[i]) % 256
        s[i], s[j] = s[j], s[i]
        out.append(byte ^ s[(s[i] + s[j]) % 256])
    return bytes(out)


def _score_master_mdb() -> bytes:
    """Score Master's meet file, a Microsoft Access 97 (Jet 3) database: page 0 of 2048 bytes, the magic 00 01 00 00,
    'Standard Jet DB' and its NUL at offset 4, the Jet version 0 (Jet 3) at 0x14, then 126 header bytes RC4-encoded
    with the key 0x6b39dac7 (the sort order at 0x3A, the code page 1252 at 0x3C, no database key)."""
    page = bytearray(2048)
    page[0:24] = b"\x00\x01\x00\x00Standard Jet DB\x00" + (0).to_bytes(4, "little")
    plain = bytearray(126)
    plain[0x3A - 0x18:0x3E - 0x18] = (0x0409).to_bytes(2, "little") + (1252).to_bytes(2, "little")
    page[0x18:0x18 + 126] = _rc4((0x6B39DAC7).to_bytes(4, "little"), bytes(plain))
    return bytes(page)


_PDF = _results_book_pdf()
_MDB = _score_master_mdb()
# MeetScoresOnline's lookup_scores answer (Ajax.ProjectsJson.msoMeet.aspx): results[0].result.row, a row per gymnast
# with scoresid, meetid, Season, MeetName, the names HTML-encoded, gym, sess, level, div, EventType (ARTW), the
# EventScore and EventPlace of vault, bars, beam and floor at six decimals, AAScore and AAPlace ('2T' a tie)
_MSO = ('{"results":[{"result":{"row":[{"scoresid":"48120533","meetid":"34582","Season":"2024-2025",'
        '"MeetName":"2025 Regional Championships","first_name":"Ame&#108;ia","last_name":"Gr&#97;nt",'
        '"fullname":"Amelia&#32;Grant","gym":"Riverside Gymnastics Club","sess":"3","level":"10","div":"Senior",'
        '"EventType":"ARTW","EventScore1":"9.450000","EventScore2":"9.375000","EventScore3":"9.200000",'
        '"EventScore4":"9.525000","AAScore":"37.550000","EventPlace1":"1","EventPlace2":"2T","EventPlace3":"4",'
        '"EventPlace4":"1","AAPlace":"1"},{"scoresid":"48120534","meetid":"34582","Season":"2024-2025",'
        '"MeetName":"2025 Regional Championships","first_name":"Jad&#101;","last_name":"Okaf&#111;r",'
        '"fullname":"Jade&#32;Okafor","gym":"Northgate Gymnastics Academy","sess":"3","level":"10","div":"Senior",'
        '"EventType":"ARTW","EventScore1":"9.300000","EventScore2":"9.375000","EventScore3":"9.350000",'
        '"EventScore4":"9.100000","AAScore":"37.125000","EventPlace1":"3","EventPlace2":"2T","EventPlace3":"1",'
        '"EventPlace4":"5","AAPlace":"2"}]}}]}\n')
# the FIG licence search (gymnastics.sport/api/athletes.php?function=searchLicenses): a JSON array of licences,
# idgymnastlicense, gymnastid, discipline, validto, licensestatus, preferredlastname, preferredfirstname, birth,
# gender and country each
_FIG = ('[{"idgymnastlicense":"31245","gymnastid":"1092541","discipline":"WAG","validto":"2028-12-31",'
        '"licensestatus":"2024-11-04","preferredlastname":"GRANT","preferredfirstname":"Amelia",'
        '"birth":"2004-03-11","gender":"female","country":"GBR"},{"idgymnastlicense":"30311","gymnastid":"1088102",'
        '"discipline":"WAG","validto":"2026-12-31","licensestatus":"2023-01-17","preferredlastname":"SOUZA",'
        '"preferredfirstname":"Larissa","birth":"2005-06-29","gender":"female","country":"BRA"}]\n')
# the judges' panel sheet as the panel's secretary types it: apparatus, bib, gymnast, D-score, E-score, neutral
# deductions: six fields a line, numbers fourth and fifth
_PANEL = ("FX 1043 grant-a 5.4 8.233 0.1\nFX 1057 okafor-j 5.1 8.466 0\nFX 1061 lindqvist-e 4.9 8.100 0.3\n"
          "FX 1088 moreau-c 5.6 7.933 0\n")
# the session's rotation order as the results office types it: rotation, apparatus, order of appearance, bib: four
# fields a line, a number fourth
_ROTATION = "R1 VT 1 1043\nR1 VT 2 1057\nR1 UB 1 1061\nR1 UB 2 1088\nR2 UB 1 1043\n"
# the club's season rankings as the head coach types them: place, gymnast, category, ranking points: four fields
_RANKINGS = "1 grant-a AA 412\n2 okafor-j AA 388\n3 lindqvist-e AA 351\n1 moreau-c VT 205\n"
# gym2024data (the UCSAS 2024 USOPC data challenge's results CSV, scraped from the results books): a row per gymnast,
# apparatus and round
_GYMDATA = ("LastName,FirstName,Gender,Country,Date,Competition,Round,Location,Apparatus,Rank,D_Score,E_Score,Penalty,"
            "Score\nGRANT,Amelia,w,GBR,21-27 Oct 2025,Artistic Gymnastics World Championships,final,"
            "\"Jakarta, Indonesia\",FX,1,5.6,8.666,0.1,14.166\nSATO,Rina,w,JPN,21-27 Oct 2025,Artistic Gymnastics "
            "World Championships,final,\"Jakarta, Indonesia\",FX,2,5.4,8.533,,13.933\nSOUZA,Larissa,w,BRA,21-27 Oct "
            "2025,Artistic Gymnastics World Championships,qual,\"Jakarta, Indonesia\",BB,6,5.8,7.766,,13.566\n")


def fiftyninth_bar_gymnastics_cases() -> list[Case]:
    G = FIFTYNINTH_GYMNASTICS
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="routines", judgements="selection", runs=_RECS3, stem="nationals", outputs=_OUT,
        item="gymnast", rounded="d_panel",
        weights="{'final_total': 2.0, 'e_panel': 1.0, 'd_panel': 0.5, 'season_points': 1.5}",
        lone_query="R['season_points']['session:club-trial/BB-0412'] = {'bib:1043/riverside-gc': 0.9, "
                   "'bib:1057/northgate-ga': 0.4}\n",
        trust="final_total 2\ne_panel 1\nd_panel 0.5\n",
        trust_dict="{'final_total': 2, 'e_panel': 1, 'd_panel': 0.5}",
        texts={
            "rrf": ("u59b_rrf_apparatus_sources",
                    "rankagg.fuse({source: {apparatus of a session: {gymnast: score}}}, method='rrf'): four "
                    "sources, six apparatus ('meet:2025-nats/sub2-FX'), gymnasts as 'gymnast:fig-31245/GBR'"),
            "borda": ("u59b_borda_unscored_gymnasts",
                      "rankagg.fuse(..., method='borda'): the final totals have none for a gymnast who scratched "
                      "the apparatus"),
            "combsum": ("u59b_combsum_rounded_d_panel",
                        "rankagg.fuse(..., method='combsum'): the D-panel scores at one decimal (many ties) beside "
                        "the others"),
            "fuser": ("u59b_weighted_fuser_final_total",
                      "rankagg.Fuser('rrf', weights=...) per apparatus: the final totals count 2, the D-panel "
                      "scores 0.5"),
            "frame": ("u59b_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the results office's "
                      "season sheet, a row per apparatus, gymnast and source"),
            "evaluate": ("u59b_evaluate_team_selection",
                         "rankagg.evaluate(fused ranking, the national team selection, ['nDCG@5', 'AP', 'P@3']): "
                         "does the fused ranking put first the gymnasts the selectors picked"),
            "lone": ("u59b_one_source_club_trial",
                     "rankagg.fuse(..., method='rrf'): a club trial only the coaches' season points ranked (no "
                     "panel scores) beside apparatus every source covers"),
            "cli_rrf": ("u59b_cli_rrf_runs",
                        "rankagg fuse final_total.run e_panel.run d_panel.run --method rrf -o nationals.run: one "
                        "run per source, apparatus of sessions and meets as queries"),
            "cli_borda": ("u59b_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the final totals "
                          "count double)"),
            "cli_combsum": ("u59b_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four places a team final counts"),
            "cli_evaluate": ("u59b_cli_evaluate_selection_qrels",
                             "rankagg evaluate nationals.run --qrels selection.qrels -m ndcg_cut.5 -m map: the "
                             "fused ranking against the national team selection (0-2)"),
            "cli_parquet": ("u59b_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o nationals.parquet: gzipped runs from the results "
                            "office's nightly jobs, a Parquet table for the federation's rankings page")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u59b_odf_result_as_run", "an ODF DT_RESULT message (OdfBody with CompetitionCode, the RSC as DocumentCode, "
         "Result per gymnast with Rank and Result)", "DT_RESULT_GARWFLOOR_FNL-000100.xml", _ODF, "ODF",
         "DT_RESULT_GARWFLOOR_FNL-000100.xml:2"),
        ("u59b_results_book_pdf_as_run", "the FIG results book's page of a final as a PDF (%PDF-1.7)",
         "AGWCH2025_results_book.pdf", _PDF, "PDF", "AGWCH2025_results_book.pdf"),
        ("u59b_score_master_mdb_as_run", "a Score Master meet file, an Access 97 (Jet 3) database (00 01 00 00, "
         "'Standard Jet DB')", "state_meet_2025.mdb", _MDB, "Access", "state_meet_2025.mdb"),
        ("u59b_mso_lookup_scores_as_run", "a MeetScoresOnline lookup_scores answer (results, result, row with "
         "EventScore1-4, AAScore, EventPlace)", "mso_34582_lookup_scores.json", _MSO, "MeetScoresOnline",
         "mso_34582_lookup_scores.json:1"),
        ("u59b_fig_licences_as_run", "the FIG licence search JSON (idgymnastlicense, gymnastid, discipline, validto, "
         "licensestatus)", "fig_licences_GBR_WAG.json", _FIG, "FIG", "fig_licences_GBR_WAG.json:1"),
        ("u59b_panel_sheet_as_run", "the judges' panel sheet as typed (six fields a line: apparatus, bib, gymnast, "
         "D-score, E-score, neutral deductions)", "sub2_fx_panel.txt", _PANEL, "panel sheet", "sub2_fx_panel.txt:1"),
        ("u59b_rotation_order_as_run", "the session's rotation order as typed (four fields a line: rotation, "
         "apparatus, order, bib)", "sub2_rotation_order.txt", _ROTATION, "rotation order",
         "sub2_rotation_order.txt:1"),
        ("u59b_season_rankings_as_run", "the club's season rankings as typed (four fields a line: place, gymnast, "
         "category, ranking points)", "club_season_rankings.txt", _RANKINGS, "season rankings",
         "club_season_rankings.txt:1"),
        ("u59b_gym2024data_as_run", "the gym2024data results CSV (LastName, FirstName, ..., Apparatus, Rank, D_Score, "
         "E_Score, Penalty, Score)", "data_2022_2023.csv", _GYMDATA, "gym2024data", "data_2022_2023.csv:1")],
        one_run=("final_total.run", _ONE_RUN), stem="nationals",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a PDF results book or an Access database read as lines gives no ranking: "
                   "named by what it is")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u59b_rotation_order_as_qrels", "sub2_rotation_order.txt", _ROTATION, "rotation order"),
        ("u59b_season_rankings_as_qrels", "club_season_rankings.txt", _RANKINGS, "season rankings"),
        ("u59b_gym2024data_as_qrels", "data_2022_2023.csv", _GYMDATA, "gym2024data"),
        ("u59b_odf_result_as_qrels", "DT_RESULT_GARWFLOOR_FNL-000100.xml", _ODF, "ODF")],
        one_run=("final_total.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u59b_out_ptf", "nationals.ptf", "a ProScore Transfer File"),
        ("u59b_out_mdb", "nationals.mdb", "a Score Master meet database"),
        ("u59b_out_c73_pdf", "nationals_C73.pdf", "a results book page (the C73 results report)"),
        ("u59b_out_odf_xml", "nationals.odf.xml", "an ODF results message")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=59"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u59b_api_mso_dict",
            "rankagg.fuse(json.load(mso_34582_lookup_scores.json)): a MeetScoresOnline answer loaded in Python given "
            "as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('m.json')), method='rrf')\n",
            "MeetScoresOnline", why="a run maps a query to {document: score}; the answer's 'results' is a list of "
            "rows of strings", files={"m.json": _MSO}),
        bad("u59b_api_gym2024data_frame",
            "rankagg.fuse(pd.read_csv(data_2022_2023.csv)): the gym2024data results CSV given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('g.csv'), method='borda')\n",
            "gym2024data", why="a table of runs has qid, docid, run and score columns; gym2024data's has a gymnast's "
            "apparatus and round per row", files={"g.csv": _GYMDATA}),
    ]
    return cases
