"""Issue 45's eighty-sixth bar of scripts/reliability_matrix.py, a university's graduate admissions committee, ranking
applicants per program, round and cycle from readers' scores, interview ratings, test scores and the committee's votes
(its cases, ids ``u86b_``, registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the
runner, the verdicts) are the matrix's.  (Written by a persona session, before any of its recognisers existed.)

The team's day: a program's round, an interview round and a cycle's votes is a query
(``program:phd-cs/fall-2025/round-1`` the first round of the PhD in computer science for fall 2025;
``round:phd-cs/fall-2025/interviews`` its interview round; ``cycle:2025-26/committee/votes`` the committee's votes of
the cycle) and each applicant a document (``applicant:cas/6150443515``, the id space, then the applicant's ten-digit
CAS ID as Liaison's WebAdMIT gives it); the runs are the readers' scores, the interviewers' ratings, the GRE scores
and the committee's votes, turned to scores in [0, 1] at four decimals.  They are fused with RRF, Borda and CombSUM,
the committee's votes weighted highest (the faculty's own decision, taken after every file was read), and judged
against the committee's decisions (2 an admit, 1 a waitlist, 0 a deny).  The mistakes and odd files: the field's own
files given where runs or qrels are read (ETS's GRE score file as its record layout writes it, WebAdMIT's answers for
a designation, a reader's score kept as a number custom field and an export file's status, a recommendation letter
and a transcript as PDFs from the applicant's folder, and the readers' score sheet, the interviewers' rating sheet
and the committee's vote tally as typed), and outputs named for the field's files (an applicant packet .pdf, a
WebAdMIT export .csv, a PDF Manager zip file .zip and a saved WebAdMIT designation answer .json).

Checked formats: ETS's 2022-23 GRE Optional Score Reporting Record Layout (a fixed-width record: institution code
1-4, institution name 5-34, institution type 35-36 'GI', department code 37-40 and name 41-70, intended major code
71-74 and name 75-104, last name 105-136, first name 137-160, middle initial 161, address lines 162-257, city 258-287,
state 288-289, ZIP 290-298, country 299-328, ISO country 329-331, birth date 332-339 MMDDCCYY, gender 340, SSN's last
four 341-344, telephone 345-364, e-mail 365-409, registration number 410-416, test date 417-424 MMDDCCYY, test name
427-446, score type 447 (V, Q, W), scaled score 448-450, percentile rank 451-452, estimated current score 453-455);
positions 425-426 are not shown in the stored layout and are left blank, and the record is cut after its first score
block, the rest of the layout not being stored.  WebAdMIT's API v1 (Liaison-Intl.github.io: designation.md,
custom_field_answer_number.md, export_files_check.md): each answer's keys in the documented order, written compact.
PDF (ISO 32000): '%PDF-1.7', the binary comment line, numbered objects (catalog, pages, page, content stream, font),
the xref table at its byte offsets, the trailer, startxref and '%%EOF'; checked with qpdf --check.
(Left out, as they could not be checked: Slate's query exports (their columns are each query's own exports, no fixed
set) and its web services' answers (no stored example); the Common App's exports (no stored layout); the TOEFL
ScoreLink file (the stored layout stops after its 42nd position); the X12 TS 138 score files (no stored sample);
WebAdMIT's CSV exports' columns (each export template's own).  No admissions tool's own file suffix could be verified
(ETS's files' names are not documented), so the outputs take the best-documented suffixes the field's tools write:
.pdf, WebAdMIT's .csv export (its download names Test-API-Export.csv), PDF Manager's .zip and a saved .json answer.
The API case given as a pandas frame is a frame read from the GRE score file with pandas.read_fwf and its documented
columns: no admissions tool's CSV columns could be checked.)

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import json

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

EIGHTYSIXTH_ADMISSIONS = ("45 Unseen inputs: an eighty-sixth bar, a university's graduate admissions committee "
                          "ranking applicants per program, round and cycle from readers' scores, interview ratings, "
                          "test scores and the committee's votes (ETS's GRE score files, WebAdMIT's API answers, "
                          "letters and transcripts as PDFs, and score sheets, rating sheets and vote tallies as typed)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['reader_scores', 'interview_ratings', 'gre_scores', 'committee_votes'],
    items=['applicant:cas/6150443515', 'applicant:cas/6150443522', 'applicant:cas/6150447801',
           'applicant:cas/6150451139', 'applicant:cas/6150452264', 'applicant:cas/6150458870',
           'applicant:cas/6150460013', 'applicant:cas/6150461957'],
    queries=['program:phd-cs/fall-2025/round-1', 'program:ms-stats/fall-2025/round-2',
             'round:phd-cs/fall-2025/interviews', 'cycle:2025-26/committee/votes',
             'program:phd-bio/fall-2025/round-1', 'program:mph/fall-2025/rolling'],
    suffix='/revised', generator='admit_rankings', judgements='committee_decisions'
) + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "admit_rankings", "admit_rankings.run")

_RECS3 = ["reader_scores", "interview_ratings", "committee_votes"]
_OUT = ("admit_rankings.run",)
_ONE_RUN = ("program:phd-cs/fall-2025/round-1 Q0 applicant:cas/6150443515 1 0.9388 reader_scores\n"
            "program:phd-cs/fall-2025/round-1 Q0 applicant:cas/6150443522 2 0.8761 reader_scores\n")


def _compact(document: object) -> str:
    return json.dumps(document, ensure_ascii=False, separators=(",", ":"))


# the team's files, as ETS writes its score files, as WebAdMIT's API answers, as PDFs, as typed
# ETS's GRE score file (2022-23 GRE Optional Score Reporting Record Layout): fixed-width records, a field by its start
# and end position (1-based); 425-426 not shown in the stored layout (blank), the record cut after its first score block
_GRE_FIELDS = [(1, 4), (5, 34), (35, 36), (37, 40), (41, 70), (71, 74), (75, 104), (105, 136), (137, 160), (161, 161),
               (162, 193), (194, 225), (226, 257), (258, 287), (288, 289), (290, 298), (299, 328), (329, 331),
               (332, 339), (340, 340), (341, 344), (345, 364), (365, 409), (410, 416), (417, 424), (425, 426),
               (427, 446), (447, 447), (448, 450), (451, 452), (453, 455)]
_GRE_NAMES = ["institution_code", "institution_name", "institution_type", "department_code", "department_name",
              "major_code", "major_name", "last_name", "first_name", "middle_initial", "address_1", "address_2",
              "address_3", "city", "state", "zip", "country", "iso_country", "birth_date", "gender", "ssn_last4",
              "telephone", "email", "registration_number", "test_date", "blank", "test_name", "score_type",
              "scaled_score", "percentile_rank", "estimated_current_score"]


def _gre_record(last: str, first: str, registration: str, kind: str, score: str, percentile: str) -> str:
    values = ["4833", "UNIVERSITY OF EXAMPLE GRAD SCH", "GI", "0402", "COMPUTER SCIENCE", "0402",
              "COMPUTER SCIENCE", last, first, "", "12 ELM ST", "", "", "ANN ARBOR", "MI", "48104", "UNITED STATES",
              "USA", "03141999", "X", "", "7345550142", f"{first.lower()}.{last.lower()}@example.edu", registration,
              "10192024", "", "GENERAL TEST", kind, score, percentile, ""]
    return "".join(v.ljust(end - start + 1)[:end - start + 1] for v, (start, end) in zip(values, _GRE_FIELDS))


_GRE = "".join(_gre_record(*row) + "\n" for row in [
    ("OKONKWO", "ADAEZE", "7316042", "Q", "167", "91"), ("OKONKWO", "ADAEZE", "7316042", "V", "161", "87"),
    ("LINDQVIST", "ELIN", "7316588", "Q", "164", "83"), ("LINDQVIST", "ELIN", "7316588", "W", "4.5", "82")])
_GRE_NAME = "gre_scores_4833_20241118.txt"

# WebAdMIT's API v1 answers (api.webadmit.org): a designation (GET .../programs/:program_id/applicants_by_cas_id/
# :applicant_cas_id/designation), a reader's score kept as a number custom field (.../custom_field_answers/:id) and
# an export file's status (GET /api/v1/exports/:export_id/export_files/:export_file_id), keys in the documented order
_DESIGNATION = _compact({"designation": {
    "href": "/api/v1/user_identities/51234/programs/90211/applicants_by_cas_id/6150443515/designation",
    "decision": {"id": 42, "name": "Offer Accepted"}, "local_status": {"id": 123456, "title": "Deposit Made"}}})
_DESIGNATION_NAME = "designation_6150443515.json"
_READER_FIELD = _compact({"custom_field_answer": {
    "href": "/api/v1/user_identities/51234/programs/90211/applicants_by_cas_id/6150443515/custom_field_answers/318",
    "custom_field_id": 318, "label": "Faculty Reader 1 Score", "field_type": "number", "value": 4.5}})
_READER_FIELD_NAME = "reader1_score_6150443515.json"
_EXPORT_FILE = _compact({"export_files": {
    "id": 74780, "href": "/api/v1/exports/86466/export_files/74780", "export_id": 86466, "status": "available",
    "download_url": "https://webadmit-production.s3.amazonaws.com/export_files/reports/000/074/780/"
                    "d19d6c0a34b7062c4496530f3d5dbfb_original.txt?response-content-disposition=attachment%3B%20"
                    "filename%3DPhD-CS-Round-1.csv&response-content-type=text%2Fcsv%3Bcharset%3Diso-8859-1"}})
_EXPORT_FILE_NAME = "export_file_74780.json"


def _pdf(title: str, lines: list[str]) -> bytes:
    """A one-page PDF as a letter or a transcript is saved (ISO 32000): the header '%PDF-1.7' and the binary comment
    line, the catalog, the pages, the page, its content stream (Helvetica, a line of text each) and the font as
    numbered objects, the cross-reference table at their byte offsets, the trailer (its Size, Root and Info), the
    document information dictionary's Title, startxref and '%%EOF'."""
    text = "BT /F1 11 Tf 72 720 Td 14 TL\n" + "".join(
        "(" + line.replace("\\", "\\\\").replace("(", "\\(").replace(")", "\\)") + ") '\n" for line in lines) + "ET\n"
    stream = text.encode("latin-1")
    objects = [b"<< /Type /Catalog /Pages 2 0 R >>",
               b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
               b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> "
               b"/Contents 4 0 R >>",
               b"<< /Length %d >>\nstream\n" % len(stream) + stream + b"endstream",
               b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
               b"<< /Title (" + title.encode("latin-1") + b") >>"]
    out = bytearray(b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n")
    offsets = []
    for number, body in enumerate(objects, 1):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % number + body + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    out += b"".join(b"%010d 00000 n \n" % offset for offset in offsets)
    out += b"trailer\n<< /Size %d /Root 1 0 R /Info 6 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objects) + 1, xref)
    return bytes(out)


_LETTER = _pdf("Recommendation - Adaeze Okonkwo", [
    "Letter of Recommendation for Adaeze Okonkwo (CAS ID 6150443515)",
    "Among the strongest five students I have taught in twenty years.",
    "Recommendation: Exceptional - top 2%"])
_LETTER_NAME = "6150443515_recommendation_2.pdf"
_TRANSCRIPT = _pdf("Official Transcript", [
    "OFFICIAL TRANSCRIPT - Adaeze Okonkwo", "CSE 473 Artificial Intelligence  4.0 A",
    "CSE 421 Algorithms  4.0 A-", "Cumulative GPA 3.91"])
_TRANSCRIPT_NAME = "6150443515_transcript.pdf"

# the readers' score sheet as typed by the reader: CAS ID, reader, research, letters, fit, overall: six fields
_READER_SHEET = ("6150443515 reader2 5 5 4 4.7\n6150443522 reader2 4 5 4 4.3\n6150447801 reader2 4 3 5 3.9\n"
                 "6150451139 reader2 3 4 3 3.2\n")
# the interviewers' rating sheet as typed: CAS ID, interviewer, rating, recommendation: four fields a line
_INTERVIEW_SHEET = ("6150443515 Hadley 5 admit\n6150443522 Hadley 4 admit\n6150447801 Moreau 4 waitlist\n"
                    "6150451139 Moreau 2 deny\n")
# the committee's vote tally as typed by the chair: CAS ID, program, admit, waitlist, deny, abstain: six fields
_VOTES = ("6150443515 PhD-CS 8 0 0 1\n6150443522 PhD-CS 6 2 0 1\n6150447801 PhD-CS 3 5 1 0\n"
          "6150451139 PhD-CS 0 2 7 0\n")


def eightysixth_bar_admissions_cases() -> list[Case]:
    G = EIGHTYSIXTH_ADMISSIONS
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="admit_rankings", judgements="committee_decisions", runs=_RECS3,
        stem="admit_rankings", outputs=_OUT, item="applicant", rounded="interview_ratings",
        weights="{'committee_votes': 2.0, 'reader_scores': 1.0, 'interview_ratings': 1.0, 'gre_scores': 0.5}",
        lone_query="R['gre_scores']['program:ms-cs/spring-2026/round-1'] = "
                   "{'applicant:cas/6150443515': 0.9, 'applicant:cas/6150443522': 0.4}\n",
        trust="committee_votes 2\nreader_scores 1\ninterview_ratings 1\n",
        trust_dict="{'committee_votes': 2, 'reader_scores': 1, 'interview_ratings': 1}",
        texts={
            "rrf": ("u86b_rrf_admit_rankings",
                    "rankagg.fuse({source: {program round, interview round or cycle: {applicant: score}}}, "
                    "method='rrf'): the readers' scores, the interview ratings, the GRE scores and the committee's "
                    "votes, six rankings ('program:phd-cs/fall-2025/round-1'), applicants as "
                    "'applicant:cas/6150443515'"),
            "borda": ("u86b_borda_applicant_absent",
                      "rankagg.fuse(..., method='borda'): an applicant not invited to interview, or with no GRE "
                      "score sent, has no score from some sources"),
            "combsum": ("u86b_combsum_rounded_interview_ratings",
                        "rankagg.fuse(..., method='combsum'): the interview ratings kept to one decimal (many ties) "
                        "beside the readers' scores and the committee's votes"),
            "fuser": ("u86b_weighted_fuser_committee_votes",
                      "rankagg.Fuser('rrf', weights=...) per program, round and cycle: the committee's votes count "
                      "2, as the faculty vote after every file was read"),
            "frame": ("u86b_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the committee's sheet, a row "
                      "per program round, applicant and source"),
            "evaluate": ("u86b_evaluate_committee_decisions",
                         "rankagg.evaluate(fused ranking, the committee's decisions, ['nDCG@5', 'AP', 'P@3']): does "
                         "the fused ranking put the admits first"),
            "lone": ("u86b_gre_only_spring_round",
                     "rankagg.fuse(..., method='rrf'): a spring round only the GRE scores have reached yet, beside "
                     "rounds every source covers"),
            "cli_rrf": ("u86b_cli_rrf_runs",
                        "rankagg fuse reader_scores.run interview_ratings.run committee_votes.run --method rrf "
                        "-o admit_rankings.run: one run per source, program rounds and cycles as queries"),
            "cli_borda": ("u86b_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the committee's "
                          "votes count double)"),
            "cli_combsum": ("u86b_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four offers a program makes per round"),
            "cli_evaluate": ("u86b_cli_evaluate_committee_decisions_qrels",
                             "rankagg evaluate admit_rankings.run --qrels committee_decisions.qrels -m ndcg_cut.5 "
                             "-m map: the fused ranking against the committee's decisions (0-2)"),
            "cli_parquet": ("u86b_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o admit_rankings.parquet: gzipped runs from the "
                            "graduate school's scripts, a Parquet table for the dean's report")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u86b_gre_score_file_as_run", "ETS's GRE score file as its record layout writes it (fixed-width records: "
         "institution code and name, department, examinee, registration number, test date, score type, scaled "
         "score, percentile rank)", _GRE_NAME, _GRE, "GRE", f"{_GRE_NAME}:1"),
        ("u86b_webadmit_designation_as_run", "an applicant's designation as WebAdMIT's API answers it (JSON: "
         "designation href, decision id and name, local_status id and title)", _DESIGNATION_NAME, _DESIGNATION,
         "WebAdMIT", f"{_DESIGNATION_NAME}:1"),
        ("u86b_webadmit_reader_field_as_run", "a reader's score kept as a WebAdMIT number custom field, as its API "
         "answers it (JSON: custom_field_answer href, custom_field_id, label, field_type, value)",
         _READER_FIELD_NAME, _READER_FIELD, "WebAdMIT", f"{_READER_FIELD_NAME}:1"),
        ("u86b_webadmit_export_file_as_run", "an export file's status as WebAdMIT's API answers it (JSON: "
         "export_files id, href, export_id, status, download_url)", _EXPORT_FILE_NAME, _EXPORT_FILE, "WebAdMIT",
         f"{_EXPORT_FILE_NAME}:1"),
        ("u86b_recommendation_pdf_as_run", "a recommendation letter left in the applicant's folder (PDF: '%PDF-1.7', "
         "objects, xref, trailer, '%%EOF')", _LETTER_NAME, _LETTER, "PDF", _LETTER_NAME),
        ("u86b_transcript_pdf_as_run", "an official transcript left in the applicant's folder (PDF: '%PDF-1.7', "
         "objects, xref, trailer, '%%EOF')", _TRANSCRIPT_NAME, _TRANSCRIPT, "PDF", _TRANSCRIPT_NAME),
        ("u86b_reader_sheet_as_run", "a reader's score sheet as typed (six fields a line: CAS ID, reader, research, "
         "letters, fit, overall)", "reader2_scores.txt", _READER_SHEET, "score sheet", "reader2_scores.txt:1"),
        ("u86b_interview_sheet_as_run", "the interviewers' rating sheet as typed (four fields a line: CAS ID, "
         "interviewer, rating, recommendation)", "interview_ratings.txt", _INTERVIEW_SHEET, "rating sheet",
         "interview_ratings.txt:1"),
        ("u86b_vote_tally_as_run", "the committee's vote tally as typed by the chair (six fields a line: CAS ID, "
         "program, admit, waitlist, deny, abstain)", "committee_votes.txt", _VOTES, "vote tally",
         "committee_votes.txt:1")],
        one_run=("reader_scores.run", _ONE_RUN), stem="admit_rankings",
        text_why="trec_eval refuses a line of other than six fields, and a typed score sheet's six are an applicant, "
                 "a reader and four scores, not a run's; the file is the field's own, named by what it is (a field "
                 "count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a PDF's objects and streams read as lines give no ranking: named by what it "
                   "is")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u86b_interview_sheet_as_qrels", "interview_ratings.txt", _INTERVIEW_SHEET, "rating sheet"),
        ("u86b_vote_tally_as_qrels", "committee_votes.txt", _VOTES, "vote tally"),
        ("u86b_gre_score_file_as_qrels", _GRE_NAME, _GRE, "GRE"),
        ("u86b_webadmit_designation_as_qrels", _DESIGNATION_NAME, _DESIGNATION, "WebAdMIT")],
        one_run=("reader_scores.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u86b_out_applicant_packet_pdf", "phd_cs_round1_packet.pdf", "the committee's applicant packet (PDF)"),
        ("u86b_out_webadmit_export_csv", "PhD-CS-Round-1.csv", "a WebAdMIT export (CSV, as its download names it)"),
        ("u86b_out_pdf_manager_zip", "Accepted-Offers-for-Review.zip", "a WebAdMIT PDF Manager zip file (.zip)"),
        ("u86b_out_webadmit_designation_json", "designation.webadmit.json",
         "a saved WebAdMIT designation answer (JSON)")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=86"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    colspecs = [(start - 1, end) for start, end in _GRE_FIELDS]
    cases += [
        bad("u86b_api_webadmit_designation_document",
            "rankagg.fuse(json.load(designation_6150443515.json)): an applicant's designation as WebAdMIT's API "
            "answers it, loaded in Python, given as the runs",
            f"import json, rankagg\nrankagg.fuse(json.load(open('{_DESIGNATION_NAME}', encoding='utf-8')), "
            "method='rrf')\n",
            "WebAdMIT", why="a run maps a query to {document: score}; WebAdMIT's answer is one designation, its href, "
            "the program's decision and its local status",
            files={_DESIGNATION_NAME: _DESIGNATION}),
        bad("u86b_api_gre_score_frame",
            "rankagg.fuse(pd.read_fwf(gre_scores_4833_20241118.txt, colspecs=the record layout's)): ETS's GRE score "
            "file read with its documented columns (institution_code, ..., score_type, scaled_score, "
            "percentile_rank) given as runs",
            "import pandas as pd, rankagg\n"
            f"df = pd.read_fwf('{_GRE_NAME}', colspecs={colspecs!r}, names={_GRE_NAMES!r}, dtype=str)\n"
            "rankagg.fuse(df, method='borda')\n",
            "GRE", why="a table of runs has qid, docid, run and score columns; ETS's GRE score file is a score per "
            "row: the institution, the department, the examinee, the registration number, the test date, the score "
            "type, the scaled score and its percentile rank",
            files={_GRE_NAME: _GRE}),
    ]
    return cases
