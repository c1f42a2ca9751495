"""Issue 45's twenty-ninth bar (u29h_*_as_run, u29h_*_as_qrels, u29h_out_*): an ed-tech team's files given as a run
or as qrels were told a field count ("expected 6 fields, found 43" for DataShop's header) or a generic table or JSON
note; Moodle's and Canvas's gradebooks, DataShop's step table, the Riiid! and EdNet logs, OneRoster's roster, GIFT
and Aiken quizzes, a SCORM manifest, a QTI item, xAPI statements, Caliper events and Open edX's tracking log are now
named for what they are at both doors, plain and gzipped; a run of picks stays read; outputs named for Moodle's
backups, H5P packages and GIFT quizzes are refused."""

import pytest

import rankagg
from rankagg.cli import main
from rankagg.io.edtech_shapes import edtech_head, edtech_shape
from rankagg.io.json_documents import json_shape
from tests.door_files import refusal_through_the_api

FILES = {
    "grades.csv": ("First name,Last name,ID number,Institution,Department,Email address,Quiz: Linear equations (Real),"
                   "Course total (Real)\nAda,Lovelace,,,,ada@school.example,8.50,85.00\n", "Moodle gradebook"),
    "canvas.csv": ('Student,ID,SIS User ID,SIS Login ID,Section,Quiz 1 (12345),Final Score\n'
                   '    Points Possible,,,,,10.00,(read only)\n"Lovelace, Ada",101,S101,ada,Algebra 1,8.50,85.00\n',
                   "Canvas gradebook"),
    "algebra_2005_2006_train.txt": ("Row\tAnon Student Id\tProblem Hierarchy\tProblem Name\tProblem View\tStep Name\n"
                                    "1\t0BrbPbwCMz\tUnit ES_04, Section ES_04-1\tEG4-FIXED\t1\t3(x+2) = 15\n",
                                    "DataShop"),
    "tx.txt": ("Anon Student Id\tSession Id\tTime\tProblem Name\tStep Name\tOutcome\n"
               "stu_1\ts1\t2026-11-30 10:02:11\tEG4\t3(x+2) = 15\tCORRECT\n", "DataShop"),
    "train.csv": ("row_id,timestamp,user_id,content_id,content_type_id,task_container_id,user_answer,"
                  "answered_correctly\n0,0,115,5692,0,1,3,1\n", "Riiid!"),
    "u1.csv": ("timestamp,solving_id,question_id,user_answer,elapsed_time\n1565096190868,1,q5012,b,38000\n", "EdNet"),
    "u2.csv": ("timestamp,action_type,item_id,source,user_answer,platform\n1565096190868,enter,b3544,diagnosis,,mobile\n",
               "EdNet"),
    "users.csv": ("sourcedId,status,dateLastModified,enabledUser,orgSourcedIds,role,username\n"
                  "u17,active,2026-08-01T00:00:00Z,true,org1,student,l17\n", "OneRoster"),
    "unit03.gift": ("::Q1:: Solve 3(x+2) \\= 15 {=3 ~5 ~7}\n\n::Q2:: 2 + 2 \\= {#4}\n", "GIFT"),
    "export.gift": ("// question: 1  name: Linear\n::Linear::Solve {=3 ~5}\n", "GIFT"),
    "aiken.txt": ("What is 2 + 2?\nA. 3\nB. 4\nANSWER: B\n", "Aiken"),
    "imsmanifest.xml": ('<?xml version="1.0" encoding="UTF-8"?>\n<!-- exported by the LMS -->\n<manifest identifier='
                        '"com.openalg.unit03" xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2">\n</manifest>\n',
                        "SCORM"),
    "cartridge.xml": ('<?xml version="1.0"?>\n<manifest identifier="cc1"\n  xmlns="http://www.imsglobal.org/xsd/'
                      'imsccv1p3/imscp_v1p1">\n</manifest>\n', "Common Cartridge"),
    "item.xml": ('<?xml version="1.0"?>\n<assessmentItem xmlns="http://www.imsglobal.org/xsd/imsqti_v2p1" '
                 'identifier="lin-eq-07" title="Linear" adaptive="false" timeDependent="false">\n</assessmentItem>\n',
                 "QTI"),
    "bank.xml": ('<?xml version="1.0"?>\n<questestinterop>\n<item ident="q1"/>\n</questestinterop>\n', "QTI"),
    "statements.json": ('[{"actor": {"mbox": "mailto:l17@school.example"}, "verb": {"id": '
                        '"http://adlnet.gov/expapi/verbs/completed"}, "object": {"id": "https://oer.example/1"}}]\n',
                        "xAPI"),
    "lrs.jsonl": ('{"id": "1", "actor": {"name": "l17"}, "verb": {"id": "https://w3id.org/xapi/video/verbs/played"}, '
                  '"object": {"id": "https://oer.example/v/1"}, "timestamp": "2026-11-30T10:02:11Z"}\n', "xAPI"),
    "caliper.json": ('{"@context": "http://purl.imsglobal.org/ctx/caliper/v1p2", "type": "AssessmentItemEvent", '
                     '"actor": {"id": "u1"}, "action": "Completed"}\n', "Caliper"),
    "tracking.log": ('{"username": "l17", "event_type": "problem_check", "event_source": "server", "context": '
                     '{"course_id": "course-v1:OpenAlg+ALG1+2026_T3"}}\n', "Open edX tracking log"),
}
RUN = ("course-v1:OpenAlg+ALG1+2026_T3/unit_03 Q0 oer:khan/linear-eq 1 0.91 kt\n"
       "course-v1:OpenAlg+ALG1+2026_T3/unit_03 Q0 h5p:4312 2 0.77 kt\n")
QRELS = "course-v1:OpenAlg+ALG1+2026_T3/unit_03 0 oer:khan/linear-eq 2\n"


@pytest.mark.parametrize("gz", [False, True])
@pytest.mark.parametrize("door", ["run", "qrels"])
@pytest.mark.parametrize("name", sorted(FILES))
def test_named_for_what_it_is_at_both_doors(tmp_path, name, door, gz):
    content, what = FILES[name]
    name = name + (".gz" if gz else "")
    message = refusal_through_the_api(tmp_path, name, content.encode(), RUN, door)
    assert f"{name}:" in message and what in message and "UNIT Q0 RESOURCE RANK SCORE" in message, message


LEGAL = [RUN, QRELS, "Student Q0 ID 1 2.0 SIS\n", "First Q0 name 1 1 t\n", "::Q1:: Q0 d 1 1 t\n",
         "row_id 0 timestamp 1\n", "What? 0 A. 1\n", "Anon 0 Student 1\n", "sourcedId 0 status 1\n"]


@pytest.mark.parametrize("text", LEGAL)
def test_runs_and_qrels_are_never_claimed(text):
    assert edtech_shape("x.run", text.splitlines()) is None
    assert edtech_head(text) is None


@pytest.mark.parametrize("text", [
    '<?xml version="1.0"?>\n<manifest xmlns:android="http://schemas.android.com/apk/res/android" package="a.b">\n',
    '<?xml version="1.0"?>\n<project><manifest/></project>\n',
    "First name,Last name\nAda,Lovelace\n",  # a list of people, no gradebook
    "What is rankagg?\nA tool.\n"])
def test_look_alikes_of_other_fields_are_left_to_others(text):
    assert edtech_shape("x.txt", text.splitlines()) is None and edtech_head(text) is None


def test_json_of_other_tools_is_not_taken_for_xapi():
    assert json_shape('{"q1": {"d1": 1.0}, "verb": 1}') is None or "xAPI" not in json_shape('{"q1": {"d1": 1.0}}')
    assert json_shape('{"q1": {"verb": 1.0, "actor": 2.0}}') is None


def test_a_run_of_picks_is_read(tmp_path):
    run, qrels = tmp_path / "kt.run", tmp_path / "mastery.qrels"
    run.write_text(RUN)
    qrels.write_text(QRELS)
    assert rankagg.evaluate(str(run), str(qrels), measures=["P@1"])["P@1"] == 1.0


@pytest.mark.parametrize("out", ["picks.mbz", "picks.h5p", "picks.gift"])
def test_outputs_named_for_the_fields_packages_are_refused(tmp_path, capsys, out):
    run = tmp_path / "kt.run"
    run.write_text(RUN)
    try:
        code = main(["fuse", str(run), "--method", "rrf", "-o", str(tmp_path / out)])
    except SystemExit as exc:
        code = exc.code
    assert code == 2 and out in capsys.readouterr().err
    assert not (tmp_path / out).exists()
