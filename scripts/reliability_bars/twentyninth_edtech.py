"""Issue 45's twenty-ninth bar of scripts/reliability_matrix.py, an ed-tech team's ranking of learning resources per
course unit across recommenders (knowledge tracing, collaborative filtering, content search, a teacher's picks),
judged by the learners' mastery (xAPI, SCORM, QTI, LMS gradebooks, KDD Cup and EdNet logs) (its cases, ids
``u29h_``, registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the
verdicts) are the matrix's.

The team's day: each course unit (``course-v1:OpenAlg+ALG1+2026_T3/unit_03``, an Open edX course key with ':' and
'+') is a query and each learning resource (``oer:khan/linear-eq``, ``h5p:4312``, ``video:yt/AbC-12_x``) a document;
the runs are the recommenders, scores in [0, 1] (a knowledge-tracing model's predicted mastery gain, four decimals:
ties happen).  The lists are fused with RRF, Borda and CombSUM, weighted by the recommender's trust, and judged
against the mastery the learners showed after using a resource (0 none, 1 some, 2 mastered).  The mistakes and odd
files: the field's own files given where runs or qrels are read (xAPI statements as a JSON array and as an LRS's
JSON lines, IMS Caliper events, a SCORM package's imsmanifest.xml, a QTI 2.1 item, a Moodle and a Canvas gradebook
export, the PSLC DataShop / KDD Cup 2010 step table, the Riiid! and EdNet interaction logs, an Open edX tracking
log, a GIFT and an Aiken quiz, IMS OneRoster's users.csv), and an output named for the field's packages.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

from .case import Case, command_cases, fusion_checks
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, team_day_cases

TWENTYNINTH_EDTECH = ("45 Unseen inputs: a twenty-ninth bar, an ed-tech team's ranking of learning resources per course "
                      "unit across recommenders (xAPI, SCORM, QTI, LMS gradebooks, KDD Cup and EdNet logs)")

_DATA = SEEDED_UNIFORM + r'''RECS = ['knowledge_tracing', 'collab_filter', 'content_bm25', 'teacher_picks']
RESOURCES = ['oer:khan/linear-eq', 'oer:ck12/two-step-eq', 'h5p:4312', 'video:yt/AbC-12_x', 'quiz:qti/lin-eq-07',
             'pdf:openstax/alg1/2.3', 'oer:khan/slope', 'h5p:5520']
GAIN = dict(zip(RESOURCES, [0.9, 0.8, 0.7, 0.6, 0.5, 0.4, 0.3, 0.2]))
def unit(k):
    return 'course-v1:OpenAlg+ALG1+2026_T3/unit_%02d' % (k + 1)
def recommendations(recs=RECS, n_q=6, seed=3, drop=0.0, noise=1.0):
    """{recommender: {unit: {resource: score}}}: scores in [0, 1] at four decimals; ``drop``: the share of the
    resources a recommender leaves out of a unit's list"""
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
                out[r][unit(k)] = p
    return out
def mastery(n_q=6):
    """the mastery learners showed after each resource: 2 for the best two, 1 for the next three, 0 the rest"""
    g = dict(zip(RESOURCES, [2, 2, 1, 1, 1, 0, 0, 0]))
    return {unit(k): dict(g) for k in range(n_q)}
''' + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "recommendations", "picks.run")

_RECS3 = ["knowledge_tracing", "collab_filter", "content_bm25"]
_OUT = ("picks.run",)
_ONE_RUN = ("course-v1:OpenAlg+ALG1+2026_T3/unit_03 Q0 oer:khan/linear-eq 1 0.91 knowledge_tracing\n"
            "course-v1:OpenAlg+ALG1+2026_T3/unit_03 Q0 h5p:4312 2 0.77 knowledge_tracing\n"
            "course-v1:OpenAlg+ALG1+2026_T3/unit_03 Q0 video:yt/AbC-12_x 3 0.52 knowledge_tracing\n")

# the team's files, as their tools write them (a few rows)
_XAPI_ARRAY = ('[{"id": "6690e6c9-3ef0-4ed3-8b37-7f3964730bee", "actor": {"objectType": "Agent", "name": "Learner 17", '
               '"mbox": "mailto:l17@school.example"}, "verb": {"id": "http://adlnet.gov/expapi/verbs/completed", '
               '"display": {"en-US": "completed"}}, "object": {"id": "https://oer.example/khan/linear-eq", '
               '"objectType": "Activity"}, "result": {"score": {"scaled": 0.85}, "success": true}, '
               '"timestamp": "2026-11-30T10:02:11.123Z"}]\n')
_XAPI_LINES = ('{"id": "6690e6c9-3ef0-4ed3-8b37-7f3964730bee", "actor": {"objectType": "Agent", "account": {"homePage": '
               '"https://lms.school.example", "name": "l17"}}, "verb": {"id": "http://adlnet.gov/expapi/verbs/passed"}, '
               '"object": {"id": "https://oer.example/h5p/4312"}, "result": {"score": {"scaled": 0.9}}, '
               '"timestamp": "2026-11-30T10:02:11.123Z", "stored": "2026-11-30T10:02:12.000Z"}\n'
               '{"id": "8f5e1a20-9b1c-4d6e-a2f3-1c2d3e4f5a6b", "actor": {"objectType": "Agent", "account": {"homePage": '
               '"https://lms.school.example", "name": "l18"}}, "verb": {"id": "http://adlnet.gov/expapi/verbs/failed"}, '
               '"object": {"id": "https://oer.example/h5p/4312"}, "result": {"score": {"scaled": 0.3}}, '
               '"timestamp": "2026-11-30T10:05:40.000Z", "stored": "2026-11-30T10:05:41.000Z"}\n')
_CALIPER = ('{"@context": "http://purl.imsglobal.org/ctx/caliper/v1p2", "id": "urn:uuid:a3b0f9c2-1d2e-4f5a-8b9c-'
            '0d1e2f3a4b5c", "type": "AssessmentItemEvent", "actor": {"id": "https://example.edu/users/554433", "type": '
            '"Person"}, "action": "Completed", "object": {"id": "https://example.edu/item/1", "type": "AssessmentItem"}, '
            '"eventTime": "2026-11-30T10:02:11.000Z"}\n')
_MANIFEST = ('<?xml version="1.0" encoding="UTF-8"?>\n<manifest identifier="com.openalg.alg1.unit03" version="1.0" '
             'xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2" xmlns:adlcp="http://www.adlnet.org/xsd/'
             'adlcp_rootv1p2">\n  <organizations default="ORG-1">\n    <organization identifier="ORG-1">\n'
             '      <title>Linear equations</title>\n    </organization>\n  </organizations>\n</manifest>\n')
_QTI = ('<?xml version="1.0" encoding="UTF-8"?>\n<assessmentItem xmlns="http://www.imsglobal.org/xsd/imsqti_v2p1" '
        'identifier="lin-eq-07" title="Solve 3(x+2) = 15" adaptive="false" timeDependent="false">\n'
        '  <responseDeclaration identifier="RESPONSE" cardinality="single" baseType="identifier"/>\n'
        '</assessmentItem>\n')
_MOODLE = ("First name,Last name,ID number,Institution,Department,Email address,Quiz: Linear equations (Real),"
           "Course total (Real),Last downloaded from this course\n"
           "Ada,Lovelace,,,,ada@school.example,8.50,85.00,1764500000\n"
           "Alan,Turing,,,,alan@school.example,7.00,70.00,1764500000\n")
_CANVAS = ("Student,ID,SIS User ID,SIS Login ID,Section,Quiz 1 (12345),Current Score,Unposted Current Score,"
           "Final Score\n    Points Possible,,,,,10.00,(read only),(read only),(read only)\n"
           "\"Lovelace, Ada\",101,S101,ada,Algebra 1,8.50,85.00,85.00,85.00\n")
_KDD = ("Row\tAnon Student Id\tProblem Hierarchy\tProblem Name\tProblem View\tStep Name\tStep Start Time\t"
        "First Transaction Time\tCorrect Transaction Time\tStep End Time\tStep Duration (sec)\t"
        "Correct Step Duration (sec)\tError Step Duration (sec)\tCorrect First Attempt\tIncorrects\tHints\tCorrects\t"
        "KC(Default)\tOpportunity(Default)\n"
        "1\t0BrbPbwCMz\tUnit ES_04, Section ES_04-1\tEG4-FIXED\t1\t3(x+2) = 15\t2005-09-09 12:24:35.0\t"
        "2005-09-09 12:24:49.0\t2005-09-09 12:25:15.0\t2005-09-09 12:25:15.0\t40\t\t40\t0\t2\t3\t1\t"
        "[SkillRule: Remove constant; {ax+b=c, positive}]\t1\n")
_RIIID = ("row_id,timestamp,user_id,content_id,content_type_id,task_container_id,user_answer,answered_correctly,"
          "prior_question_elapsed_time,prior_question_had_explanation\n"
          "0,0,115,5692,0,1,3,1,,\n1,56943,115,5716,0,2,2,1,37000.0,False\n")
_EDNET = ("timestamp,solving_id,question_id,user_answer,elapsed_time\n1565096190868,1,q5012,b,38000\n"
          "1565096221062,2,q4706,c,24000\n")
_TRACKING = ('{"username": "l17", "event_type": "problem_check", "event_source": "server", "time": '
             '"2026-11-30T10:02:11.123456+00:00", "context": {"course_id": "course-v1:OpenAlg+ALG1+2026_T3"}, '
             '"event": {"grade": 1, "max_grade": 1}}\n')
_GIFT = ("// question: 1 name: Linear\n::Q1:: Solve 3(x+2) \\= 15 {=3 ~5 ~7}\n\n::Q2:: 2 + 2 \\= {#4}\n")
_AIKEN = "What is 2 + 2?\nA. 3\nB. 4\nC. 5\nANSWER: B\n"
_ONEROSTER = ("sourcedId,status,dateLastModified,enabledUser,orgSourcedIds,role,username,userIds,givenName,familyName,"
              "middleName,identifier,email,sms,phone,agentSourcedIds,grades,password\n"
              "u17,active,2026-08-01T00:00:00Z,true,org1,student,l17,,Ada,Lovelace,,S101,ada@school.example,,,,09,\n")


def twentyninth_bar_edtech_cases() -> list[Case]:
    G = TWENTYNINTH_EDTECH
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="recommendations", judgements="mastery", runs=_RECS3, stem="picks", outputs=_OUT,
        item="resource", rounded="knowledge_tracing",
        weights="{'knowledge_tracing': 1.0, 'collab_filter': 0.5, 'content_bm25': 1.0, 'teacher_picks': 2.0}",
        lone_query="R['teacher_picks']['course-v1:OpenAlg+ALG1+2026_T3/unit_99'] = {'h5p:9001': 1.0, 'oer:khan/slope': 0.5}\n",
        trust="knowledge_tracing 2\ncollab_filter 0.5\ncontent_bm25 1\n",
        trust_dict="{'knowledge_tracing': 2, 'collab_filter': 0.5, 'content_bm25': 1}",
        texts={
            "rrf": ("u29h_rrf_recommenders",
                    "rankagg.fuse({recommender: {unit: {resource: score}}}, method='rrf'): four recommenders, six "
                    "course units keyed 'course-v1:OpenAlg+ALG1+2026_T3/unit_01', resource ids with ':' and '/'"),
            "borda": ("u29h_borda_partial_lists",
                      "rankagg.fuse(..., method='borda'): the teacher's picks and the content search leave out a "
                      "third of the resources of some units"),
            "combsum": ("u29h_combsum_tied_scores",
                        "rankagg.fuse(..., method='combsum'): a knowledge-tracing model's scores at two decimals "
                        "(many ties) beside the others"),
            "fuser": ("u29h_weighted_fuser_trust",
                      "rankagg.Fuser('rrf', weights=...) per unit: the teacher's picks count 2, collaborative "
                      "filtering 0.5 (cold-start units)"),
            "frame": ("u29h_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the recommendations as the "
                      "team's warehouse query returns them, a row per unit, resource and recommender"),
            "evaluate": ("u29h_evaluate_mastery",
                         "rankagg.evaluate(fused picks, mastery grades, ['nDCG@5', 'AP', 'P@3']): do the fused picks "
                         "put first what learners mastered"),
            "lone": ("u29h_one_recommender_unit",
                     "rankagg.fuse(..., method='rrf'): a unit only the teacher's picks cover (a unit added this "
                     "week) beside units every recommender covers"),
            "cli_rrf": ("u29h_cli_rrf_runs",
                        "rankagg fuse knowledge_tracing.run collab_filter.run content_bm25.run --method rrf -o "
                        "picks.run: one run per recommender, course keys as queries"),
            "cli_borda": ("u29h_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the "
                          "knowledge-tracing model counts double)"),
            "cli_combsum": ("u29h_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four resources a unit's page shows"),
            "cli_evaluate": ("u29h_cli_evaluate_mastery_qrels",
                             "rankagg evaluate picks.run --qrels mastery.qrels -m ndcg_cut.5 -m map: the fused picks "
                             "against the learners' mastery (0-2)"),
            "cli_parquet": ("u29h_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o picks.parquet: gzipped runs from the nightly job, "
                            "a Parquet table for the dashboard")})

    # --- the team's files given where runs are read: named by their format or tool, at the first line ---------------
    text_why = ("trec_eval refuses a line of other than six fields; the file is the field's tool's, named by what it "
                "is (a field count says nothing the team can act on)")
    cases += files_as_runs(cli_bad, [
        ("u29h_xapi_array_as_run", "xAPI statements as an LRS's JSON array (actor, verb, object, result)",
         "statements.json", _XAPI_ARRAY, "xAPI", "statements.json"),
        ("u29h_xapi_lines_as_run", "xAPI statements as an LRS's JSON lines export", "lrs_export.jsonl",
         _XAPI_LINES, "xAPI", "lrs_export.jsonl"),
        ("u29h_caliper_as_run", "an IMS Caliper event (@context caliper/v1p2)", "caliper_events.json", _CALIPER,
         "Caliper", "caliper_events.json"),
        ("u29h_scorm_manifest_as_run", "a SCORM package's imsmanifest.xml", "imsmanifest.xml", _MANIFEST,
         "SCORM", "imsmanifest.xml:2"),  # the root element's line, after the XML declaration
        ("u29h_qti_item_as_run", "a QTI 2.1 assessment item", "lin-eq-07.xml", _QTI, "QTI", "lin-eq-07.xml:2"),
        ("u29h_moodle_grades_as_run", "a Moodle gradebook export (First name, Last name, ..., Course total "
         "(Real))", "ALG1 Grades-20261130_1002.csv", _MOODLE, "Moodle", "ALG1 Grades-20261130_1002.csv:1"),
        ("u29h_canvas_grades_as_run", "a Canvas gradebook export (Student, ID, SIS User ID, ..., Points "
         "Possible)", "2026-11-30T1002_Grades-ALG1.csv", _CANVAS, "Canvas", "2026-11-30T1002_Grades-ALG1.csv:1"),
        ("u29h_kddcup_steps_as_run", "the PSLC DataShop / KDD Cup 2010 step table (Row, Anon Student Id, ..., "
         "KC(Default))", "algebra_2005_2006_train.txt", _KDD, "DataShop", "algebra_2005_2006_train.txt:1"),
        ("u29h_riiid_log_as_run", "the Riiid! Answer Correctness Prediction train.csv", "train.csv", _RIIID,
         "Riiid", "train.csv:1"),
        ("u29h_ednet_log_as_run", "an EdNet KT1 learner file (timestamp, solving_id, question_id, ...)",
         "u1.csv", _EDNET, "EdNet", "u1.csv:1"),
        ("u29h_tracking_log_as_run", "an Open edX tracking log (username, event_type, ..., context.course_id)",
         "tracking.log", _TRACKING, "tracking log", "tracking.log:1"),
        ("u29h_gift_quiz_as_run", "a quiz in Moodle's GIFT format (::Q1:: ... {=3 ~5 ~7})", "unit03.gift", _GIFT,
         "GIFT", "unit03.gift:1"),
        ("u29h_aiken_quiz_as_run", "a quiz in the Aiken format (A. ..., ANSWER: B)", "unit03_aiken.txt", _AIKEN,
         "Aiken", "unit03_aiken.txt:1"),
        ("u29h_oneroster_users_as_run", "IMS OneRoster's users.csv (sourcedId, status, ..., role, username)",
         "users.csv", _ONEROSTER, "OneRoster", "users.csv:1")], one_run=("kt.run", _ONE_RUN), stem="picks",
        text_why=text_why)

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u29h_xapi_lines_as_qrels", "lrs_export.jsonl", _XAPI_LINES, "xAPI"),
        ("u29h_moodle_grades_as_qrels", "ALG1 Grades-20261130_1002.csv", _MOODLE, "Moodle"),
        ("u29h_kddcup_steps_as_qrels", "algebra_2005_2006_train.txt", _KDD, "DataShop"),
        ("u29h_riiid_log_as_qrels", "train.csv", _RIIID, "Riiid"),
        ("u29h_qti_item_as_qrels", "lin-eq-07.xml", _QTI, "QTI")], one_run=("kt.run", _ONE_RUN))

    # --- outputs named for the field's packages ---------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u29h_out_imscc", "picks.imscc", "an IMS Common Cartridge (a ZIP package)"),
        ("u29h_out_mbz", "picks.mbz", "a Moodle course backup"),
        ("u29h_out_h5p", "picks.h5p", "an H5P package (a ZIP)"),
        ("u29h_out_gift", "picks.gift", "a GIFT quiz file")], runs=_RECS3,
        setup=_runs_setup(f"recs={_RECS3}, seed=31"), fused="the fused picks")
    return cases
