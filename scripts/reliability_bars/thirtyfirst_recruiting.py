"""Issue 45's thirty-first bar of scripts/reliability_matrix.py, a recruiting team's ranking of candidates per role
across interviewers, assessments and screening models (its cases, ids ``u31e_``, registered in its ``cases()``); the
mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.  (The helper this persona
was given to never began; the lead wrote it, in a later session, before any of its recognisers existed.)

The team's day: each role and site (``eng/backend-berlin``) is a query and each candidate a document by the ATS's
application id (``app:58213``); the runs are the screening model's scores, the interviewers' scorecards, the coding
assessment and the recruiters' picks, in [0, 1] at four decimals.  They are fused with RRF, Borda and CombSUM, weighted
by the hiring plan, and judged against the outcome (2 hired, 1 reached the onsite, 0 neither).  The mistakes and odd
files: the field's own files given where runs or qrels are read (JSON Resume, a Europass CV, ESCO's skills table,
O*NET's database, Greenhouse's and Lever's answers, a LinkedIn connections export, a Codility report), and outputs
named for the field's files.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

THIRTYFIRST_RECRUITING = ("45 Unseen inputs: a thirty-first bar, a recruiting team's ranking of candidates per role "
                          "across interviewers and screening models (JSON Resume, Europass, ESCO and O*NET files, "
                          "Greenhouse and Lever exports, assessments)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['screening_model', 'scorecards', 'coding_test', 'recruiters'],
    items=['app:58213', 'app:58190', 'app:58377', 'app:58001', 'app:58455', 'app:58262', 'app:58119', 'app:58304'],
    queries=['eng/backend-berlin', 'eng/frontend-remote', 'eng/sre-dublin', 'data/analyst-berlin', 'design/ux-remote',
         'sales/ae-london'],
    suffix='/senior', generator='assessments', judgements='outcomes') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "assessments", "candidates.run")

_RECS3 = ["screening_model", "scorecards", "coding_test"]
_OUT = ("candidates.run",)
_ONE_RUN = ("eng/backend-berlin Q0 app:58213 1 0.91 screening_model\neng/backend-berlin Q0 app:58190 2 0.77 "
            "screening_model\neng/backend-berlin Q0 app:58377 3 0.52 screening_model\n")
# the team's files, as their tools write them (a few lines)
_JSON_RESUME = ('{"$schema": "https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json", '
                '"basics": {"name": "Ana Silva", "label": "Backend engineer", "email": "ana@example.org", '
                '"location": {"city": "Berlin"}}, "work": [{"name": "Acme", "position": "Engineer", "startDate": '
                '"2021-03"}], "education": [], "skills": [{"name": "Go", "level": "Advanced"}]}\n')
_EUROPASS = ('<?xml version="1.0" encoding="UTF-8"?>\n<SkillsPassport xmlns="http://europass.cedefop.europa.eu/'
             'Europass" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" locale="en">\n  <DocumentInfo>'
             '<DocumentType>ECV</DocumentType></DocumentInfo>\n  <LearnerInfo><Identification><PersonName>'
             '<FirstName>Ana</FirstName><Surname>Silva</Surname></PersonName></Identification></LearnerInfo>\n'
             '</SkillsPassport>\n')
_ESCO = ("conceptType,conceptUri,skillType,reuseLevel,preferredLabel,altLabels,hiddenLabels,status,modifiedDate,"
         "scopeNote,definition,inScheme,description\n"
         "KnowledgeSkillCompetence,http://data.europa.eu/esco/skill/0005c151-5b5a-4a66-8aac-60e734beb1ab,"
         "skill/competence,sector-specific,manage musical staff,\"manage staff of music\",,released,"
         "2023-12-11T12:00:00Z,,,http://data.europa.eu/esco/concept-scheme/skills,Assign and manage staff tasks\n")
_ONET = ("O*NET-SOC Code\tElement ID\tElement Name\tScale ID\tData Value\tN\tStandard Error\tLower CI Bound\t"
         "Upper CI Bound\tRecommend Suppress\tNot Relevant\tDate\tDomain Source\n"
         "15-1252.00\t2.A.1.a\tReading Comprehension\tIM\t4.00\t8\t0.00\t4.00\t4.00\tN\tn/a\t08/2023\tAnalyst\n")
_GREENHOUSE = ('[{"id": 69306314, "candidate_id": 57683957, "prospect": false, "applied_at": "2026-11-02T10:00:00Z", '
               '"rejected_at": null, "last_activity_at": "2026-11-20T12:00:00Z", "location": null, "source": '
               '{"id": 2, "public_name": "LinkedIn"}, "credited_to": null, "rejection_reason": null, "jobs": '
               '[{"id": 4014, "name": "Backend Engineer"}], "status": "active", "current_stage": {"id": 3, "name": '
               '"Onsite"}}]\n')
_LEVER = ('{"data": [{"id": "250d8f03-738a-4bba-a671-8a3d73477145", "name": "Ana Silva", "contact": '
          '"7f23e772-f2cf-4a75-a3a3-0f1c3a2b0a11", "headline": "Backend engineer", "stage": "applicant-new", '
          '"confidentiality": "non-confidential", "location": "Berlin", "emails": ["ana@example.org"], "tags": [], '
          '"sources": ["LinkedIn"], "stageChanges": [], "archived": null}], "hasNext": true, "next": '
          '"WzE0NjcyMjM4NTYwMDAsIjFiYjdjZjZhLWM1ZGItNGFlOS04YjQ1LWQ2MzI1YTAwMWVkMCJd"}\n')
_LINKEDIN = ("Notes:\n\"When exporting your connection data, you may notice that some of the email addresses are "
             "missing.\"\n\nFirst Name,Last Name,URL,Email Address,Company,Position,Connected On\n"
             "Ana,Silva,https://www.linkedin.com/in/anasilva,,Acme,Engineer,02 Nov 2026\n")
_CODILITY = ("Candidate,Email,Test,Session created,Session started,Session finished,Total score,Max score,"
             "Percentage,Similarity check,Correctness,Performance\n"
             "Ana Silva,ana@example.org,Backend Go,2026-11-03 10:00,2026-11-03 10:05,2026-11-03 11:35,260,300,87%,"
             "no similar solutions,100%,73%\n")


def thirtyfirst_bar_recruiting_cases() -> list[Case]:
    G = THIRTYFIRST_RECRUITING
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="assessments", judgements="outcomes", runs=_RECS3, stem="candidates", outputs=_OUT,
        item="candidates", rounded="coding_test",
        weights="{'screening_model': 0.5, 'scorecards': 2.0, 'coding_test': 1.0, 'recruiters': 0.5}",
        lone_query="R['recruiters']['exec/cto-berlin'] = {'app:59001': 0.9, 'app:59002': 0.4}\n",
        trust="scorecards 2\nscreening_model 0.5\ncoding_test 1\n",
        trust_dict="{'scorecards': 2, 'screening_model': 0.5, 'coding_test': 1}",
        texts={
            "rrf": ("u31e_rrf_sources",
                    "rankagg.fuse({source: {role: {application: score}}}, method='rrf'): four sources, six roles "
                    "('eng/backend-berlin'), candidates by application id ('app:58213')"),
            "borda": ("u31e_borda_partial_assessments",
                      "rankagg.fuse(..., method='borda'): the coding test was not sent to every candidate"),
            "combsum": ("u31e_combsum_rounded_scores",
                        "rankagg.fuse(..., method='combsum'): the coding test at one decimal (many ties) beside the "
                        "others"),
            "fuser": ("u31e_weighted_fuser_plan",
                      "rankagg.Fuser('rrf', weights=...) per role: the scorecards count 2, the model and the "
                      "recruiters 0.5"),
            "frame": ("u31e_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the hiring sheet, a row per "
                      "role, candidate and source"),
            "evaluate": ("u31e_evaluate_outcomes",
                         "rankagg.evaluate(fused ranking, the outcomes, ['nDCG@5', 'AP', 'P@3']): does the fused "
                         "ranking put first the candidates who were hired"),
            "lone": ("u31e_one_source_role",
                     "rankagg.fuse(..., method='rrf'): a role only the recruiters ranked (an executive search) "
                     "beside roles every source covers"),
            "cli_rrf": ("u31e_cli_rrf_runs",
                        "rankagg fuse screening_model.run scorecards.run coding_test.run --method rrf "
                        "-o candidates.run: one run per source, roles as queries"),
            "cli_borda": ("u31e_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the scorecards "
                          "count double)"),
            "cli_combsum": ("u31e_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four candidates an onsite loop takes"),
            "cli_evaluate": ("u31e_cli_evaluate_outcome_qrels",
                             "rankagg evaluate candidates.run --qrels outcomes.qrels -m ndcg_cut.5 -m map: the fused "
                             "ranking against the outcomes (0-2)"),
            "cli_parquet": ("u31e_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o candidates.parquet: gzipped runs from the ATS "
                            "export job, a Parquet table for the dashboard")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u31e_json_resume_as_run", "a JSON Resume (basics, work, education, skills)", "resume.json", _JSON_RESUME,
         "JSON Resume", "resume.json:1"),
        ("u31e_europass_cv_as_run", "a Europass CV (SkillsPassport XML)", "europass-cv.xml", _EUROPASS, "Europass",
         "europass-cv.xml:2"),
        ("u31e_esco_skills_as_run", "ESCO's skills table (conceptType, conceptUri, skillType, ..., preferredLabel)",
         "skills_en.csv", _ESCO, "ESCO", "skills_en.csv:1"),
        ("u31e_onet_database_as_run", "an O*NET database file (O*NET-SOC Code, Element ID, Element Name, Scale ID, "
         "Data Value)", "Skills.txt", _ONET, "O*NET", "Skills.txt:1"),
        ("u31e_greenhouse_applications_as_run", "Greenhouse Harvest's applications (id, candidate_id, prospect, "
         "applied_at, ..., current_stage)", "applications.json", _GREENHOUSE, "Greenhouse", "applications.json:1"),
        ("u31e_lever_opportunities_as_run", "Lever's opportunities answer (data: id, name, contact, stage, ...; "
         "hasNext, next)", "opportunities.json", _LEVER, "Lever", "opportunities.json:1"),
        ("u31e_linkedin_connections_as_run", "LinkedIn's Connections.csv export ('Notes:' preamble, First Name, Last "
         "Name, URL, ...)", "Connections.csv", _LINKEDIN, "LinkedIn", "Connections.csv:1"),
        ("u31e_codility_report_as_run", "a Codility test report (Candidate, Email, Test, ..., Total score, "
         "Similarity check)", "codility_results.csv", _CODILITY, "Codility", "codility_results.csv:1")],
        one_run=("screening_model.run", _ONE_RUN), stem="candidates",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the team can act on)")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u31e_greenhouse_as_qrels", "applications.json", _GREENHOUSE, "Greenhouse"),
        ("u31e_codility_as_qrels", "codility_results.csv", _CODILITY, "Codility"),
        ("u31e_onet_as_qrels", "Skills.txt", _ONET, "O*NET"),
        ("u31e_linkedin_as_qrels", "Connections.csv", _LINKEDIN, "LinkedIn")],
        one_run=("screening_model.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u31e_out_vcf", "shortlist.vcf", "a vCard file (the shortlist's contacts)"),
        ("u31e_out_gsheet", "shortlist.gsheet", "a Google Sheets shortcut (Drive for desktop)"),
        ("u31e_out_pages", "offer_ranking.pages", "an Apple Pages document")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=31"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u31e_api_greenhouse_list",
            "rankagg.fuse(json.load(applications.json)): Greenhouse's applications loaded in Python given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('a.json')), method='rrf')\n",
            "Greenhouse", why="a list of runs holds {query: {document: score}} mappings; Greenhouse's applications "
            "hold ids, dates and stages", files={"a.json": _GREENHOUSE}),
        bad("u31e_api_json_resume_dict",
            "rankagg.fuse(json.load(resume.json)): a JSON Resume loaded in Python given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('r.json')), method='rrf')\n",
            "JSON Resume", why="a run maps a query to {document: score}; a resume's '$schema' is a str",
            files={"r.json": _JSON_RESUME}),
        bad("u31e_api_codility_frame",
            "rankagg.fuse(pd.read_csv(a Codility report)): the test results given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('c.csv'), method='borda')\n",
            "Codility", why="a table of runs has qid, docid, run and score columns; Codility's has test sessions",
            files={"c.csv": _CODILITY}),
    ]
    return cases
