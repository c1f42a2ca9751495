"""A university's graduate admissions committee's files (issue 45's eighty-sixth bar, u86b_): ETS's GRE score
report files (and the frame their record layout reads them into), WebAdMIT's API answers, and the readers' score
sheets, the interviewers' rating sheets and the committee's vote tallies as typed.  (Letters and transcripts are
PDFs, named by their bytes.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

#: a GRE score record's head: institution code, its name (30 characters), type, department code and name (30)
_GRE = r"\A\d{4}[^\r\n]{30}[A-Z ]{2}\d{4}[^\r\n]{30}\d{4}[^\r\n]{300,}"
#: a CAS id: ten digits
_CAS = r"\d{10}"
#: a reader's line: CAS id, reader (never a run's Q0), research, letters, fit (1 to 5), overall
_READER = rf"{_CAS}[ \t]+(?!Q0[ \t])[A-Za-z][\w.-]*[ \t]+[1-5][ \t]+[1-5][ \t]+[1-5][ \t]+[1-5]\.\d{{1,2}}[ \t]*"
#: an interviewer's line: CAS id, interviewer, rating, recommendation
_INTERVIEW = rf"{_CAS}[ \t]+[A-Za-z][\w.'-]*[ \t]+[1-5][ \t]+(?i:admit|waitlist|deny|reject|hold|strong-admit)[ \t]*"
#: a vote tally's line: CAS id, program, votes to admit, to waitlist, to deny, abstentions
_VOTES = rf"{_CAS}[ \t]+(?=\S*[A-Za-z])\S+[ \t]+\d{{1,2}}[ \t]+\d{{1,2}}[ \t]+\d{{1,2}}[ \t]+\d{{1,2}}[ \t]*"

ADMISSIONS = Field(
    team="a university's graduate admissions committee (u86b_)",
    advice="give each source's ranking of a program's, round's or cycle's applicants (the readers' scores, the "
           "interview ratings, the test scores, the committee's votes) as a run, the program's round a query "
           "(program:phd-cs/fall-2025/round-1) and each applicant a document (applicant:cas/6150443515), the score "
           "higher for the stronger applicant: 'ROUND Q0 APPLICANT RANK SCORE SOURCE'; the committee's decisions are "
           "the qrels, 'ROUND 0 APPLICANT GRADE'",
    files=(
        FieldFile("ETS's GRE score report file (fixed-width records: institution and department codes and names, the "
                  "test taker's name and address, registration number, test date, test name, score type, scaled "
                  "score, percentile)",
                  "4833UNIVERSITY OF EXAMPLE GRAD SCHGI0402COMPUTER SCIENCE              0402" + " " * 300
                  + "GENERAL TEST Q16791\n", 1, line=_GRE),
        FieldFile("ETS's GRE score records read by their layout (institution_code, ..., registration_number, "
                  "test_date, test_name, score_type, scaled_score, percentile_rank)",
                  "institution_code,registration_number,test_date,test_name,score_type,scaled_score,percentile_rank\n"
                  "4833,7316042,10192024,GENERAL TEST,Q,167,91\n", 1,
                  columns=("registration_number", "test_name", "score_type", "scaled_score", "percentile_rank")),
        FieldFile("WebAdMIT's designation of an applicant (JSON from its API: designation with href, decision, "
                  "local_status)",
                  '{"designation":{"href":"/api/v1/user_identities/51234/programs/90211/applicants_by_cas_id/'
                  '6150443515/designation","decision":{"id":42,"name":"Offer Accepted"},"local_status":{"id":1}}}\n',
                  1, keys=("designation", "decision", "local_status")),
        FieldFile("WebAdMIT's custom field answer (JSON from its API: custom_field_answer with href, "
                  "custom_field_id, label, field_type, value)",
                  '{"custom_field_answer":{"href":"/api/v1/user_identities/51234/programs/90211/custom_field_answers'
                  '/318","custom_field_id":318,"label":"Faculty Reader 1 Score","field_type":"number","value":4.5}}\n',
                  1, keys=("custom_field_answer", "custom_field_id", "field_type")),
        FieldFile("WebAdMIT's export file status (JSON from its API: export_files with id, href, export_id, status, "
                  "download_url)",
                  '{"export_files":{"id":74780,"href":"/api/v1/exports/86466/export_files/74780","export_id":86466,'
                  '"status":"available","download_url":"https://example.org/x.csv"}}\n', 1,
                  keys=("export_files", "export_id", "download_url")),
        FieldFile("an admissions reader's score sheet typed as text (CAS id, reader, research, letters, fit, overall; "
                  "six fields a line that pass for a TREC run's)",
                  "6150443515 reader2 5 5 4 4.7\n6150443522 reader2 4 5 4 4.3\n", 1,
                  line=rf"\A{_READER}\r?\n{_READER}$", lookalike=True),
        FieldFile("an admissions interview rating sheet typed as text (CAS id, interviewer, rating, recommendation; "
                  "four fields a line that pass for qrels')",
                  "6150443515 Hadley 5 admit\n6150443522 Hadley 4 admit\n", 1,
                  line=rf"\A{_INTERVIEW}\r?\n{_INTERVIEW}$", lookalike=True),
        FieldFile("an admissions committee's vote tally typed as text (CAS id, program, admit, waitlist, deny, "
                  "abstain; six fields a line that pass for a TREC run's)",
                  "6150443515 PhD-CS 8 0 0 1\n6150443522 PhD-CS 6 2 0 1\n", 1,
                  line=rf"\A{_VOTES}\r?\n{_VOTES}$", lookalike=True),
    ))
