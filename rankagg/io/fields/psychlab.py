"""A cognitive psychology lab's files (issue 45's thirty-sixth bar, u36i_): PsychoPy's Builder experiments and trial
data, Qualtrics's responses in XML and CSV, Gorilla's data exports, jsPsych's data, E-Prime's logs and OpenSesame's
scripts."""

from __future__ import annotations

import re

from rankagg.io.fields.declaration import Field, FieldFile

#: '*** Header Start ***', an E-Prime log's first line, in ANSI (E-Prime 1) or in UTF-16 (E-Prime 2 and 3) read a
#: byte a character: its byte-order mark, then a NUL beside each character
_EPRIME_HEADER = r"\A(?:\u00ff\u00fe|\u00fe\u00ff)?" + "".join(r"\x00?" + re.escape(c) for c in "*** Header Start ***")

PSYCHLAB = Field(
    team="a cognitive psychology lab's files (u36i_)",
    advice="give each measure's ranking of a condition's stimuli (the recognition accuracy's, the response speed's, "
           "the ratings', the coders') as a run, a condition and cohort a query and each stimulus a document "
           "(face:SET/F01-S), the score higher for the better recognised: 'CONDITION/COHORT Q0 STIMULUS RANK SCORE "
           "MEASURE'; the stimuli the normed set keeps are the qrels, 'CONDITION/COHORT 0 STIMULUS GRADE'",
    files=(
        FieldFile("a PsychoPy Builder experiment (.psyexp: PsychoPy's XML, PsychoPy2experiment: Settings, Routines "
                  "and their components, Flow and its loops)", '<?xml version="1.0" ?>\n<PsychoPy2experiment '
                  'encoding="utf-8" version="2024.1.4">\n  <Settings>\n    <Param val="stroop" valType="str" '
                  'updates="None" name="expName"/>\n  </Settings>\n  <Routines/>\n  <Flow/>\n'
                  '</PsychoPy2experiment>\n', 2, root="PsychoPy2experiment", outputs=(".psyexp",)),
        FieldFile("PsychoPy's trial data (a Builder experiment's CSV: a row per trial, its conditions, the loops' "
                  "trials.thisN, the responses' .keys, .corr and .rt, then participant, date, expName, "
                  "psychopyVersion)", "word,colour,corrAns,trials.thisRepN,trials.thisN,resp.keys,resp.corr,resp.rt,"
                  "participant,session,date,expName,psychopyVersion,frameRate\nred,blue,right,0,0,right,1,0.6523,"
                  "007,001,2024-03-05_14h22.10.331,stroop,2024.1.4,59.94\n", 1,
                  columns=("expName", "psychopyVersion")),
        FieldFile("a Qualtrics responses export in XML (Responses, a Response per respondent: startDate, endDate, "
                  "_recordId, then the answers by question id, QID1_1)", '<?xml version="1.0" encoding="UTF-8"?>\n'
                  "<Responses>\n  <Response>\n    <startDate>2024-03-05 14:22:10</startDate>\n    <endDate>"
                  "2024-03-05 14:31:47</endDate>\n    <finished>1</finished>\n    <_recordId>R_3kPq9ZfX2mLw8Tn"
                  "</_recordId>\n    <QID2>4</QID2>\n  </Response>\n</Responses>\n", 2, root="Responses",
                  marks=("_recordId",)),
        FieldFile("a Qualtrics responses export in CSV (StartDate, EndDate, Status, ..., ResponseId, then the "
                  "answers by question; a row of question texts and one of ImportIds under the header)",
                  '"StartDate","EndDate","Status","Progress","Finished","ResponseId","UserLanguage","Q2"\n'
                  '"Start Date","End Date","Response Type","Progress","Finished","Response ID","User Language",'
                  '"How clear was the picture?"\n"{""ImportId"":""startDate""}","{""ImportId"":""endDate""}",'
                  '"{""ImportId"":""status""}","{""ImportId"":""progress""}","{""ImportId"":""finished""}",'
                  '"{""ImportId"":""_recordId""}","{""ImportId"":""userLanguage""}","{""ImportId"":""QID2""}"\n'
                  '"2024-03-05 14:22:10","2024-03-05 14:31:47","0","100","1","R_3kPq9ZfX2mLw8Tn","EN","4"\n', 1,
                  columns=("StartDate", "EndDate", "Finished", "ResponseId")),
        FieldFile("a Gorilla data export (Gorilla Experiment Builder's CSV: Event Index, UTC Timestamp, ..., Tree Node "
                  "Key, Participant Public ID, ..., Reaction Time, Response, Correct: a row per screen event)",
                  "Event Index,UTC Timestamp,UTC Date,Experiment ID,Experiment Version,Tree Node Key,Participant "
                  "Public ID,Participant Private ID,Task Name,Trial Number,Screen Name,Zone Type,Reaction Time,"
                  "Response,Correct\n1,1709648530123,05/03/2024 14:22:10,70411,3,task-3fq1,a1b2c3d4,5512210,Stroop,"
                  "1,Stimulus,response_keyboard,652.4,right,1\n", 1,
                  columns=("Event Index", "UTC Timestamp", "Tree Node Key", "Participant Public ID")),
        FieldFile("jsPsych's data (jsPsych.data.get().json(): a list of trials, each with its trial_type, "
                  "trial_index, time_elapsed, and the plugin's rt, stimulus and response)",
                  '[{"rt":652,"stimulus":"<p style=\\"color: blue\\">RED</p>","response":"j","trial_type":'
                  '"html-keyboard-response","trial_index":2,"time_elapsed":8841,"internal_node_id":"0.0-2.0"}]\n', 1,
                  keys=("trial_type", "trial_index", "time_elapsed")),
        FieldFile("an E-Prime log (E-Prime's text log, UTF-16 since E-Prime 2: '*** Header Start ***', "
                  "VersionPersist, LevelName, Experiment, Subject ..., then a LogFrame per trial; E-Merge and "
                  "E-DataAid make .edat files of them)", "*** Header Start ***\nVersionPersist: 1\nLevelName: "
                  "Session\nLevelName: Block\nLevelName: Trial\nExperiment: Stroop\nSubject: 7\nSession: 1\n"
                  "*** Header End ***\n\tLevel: 3\n\t*** LogFrame Start ***\n\tProcedure: TrialProc\n"
                  "\tStim.ACC: 1\n\tStim.RT: 652\n\t*** LogFrame End ***\n", 1, line=_EPRIME_HEADER,
                  outputs=(".edat", ".edat2", ".edat3")),
        FieldFile("an OpenSesame experiment script (.osexp: a '---' front matter with API, OpenSesame and "
                  "Platform, then 'set' and 'define' lines for its items)", "---\nAPI: 3\nOpenSesame: 4.0.13\n"
                  "Platform: posix\n---\nset width 1024\nset height 768\nset title \"Stroop task\"\n"
                  "set start experiment\n\ndefine sequence experiment\n\trun instructions always\n"
                  "\trun block_loop always\n", 3, line=r"^OpenSesame: \d+\.\d+\S*\nPlatform: \w+",
                  outputs=(".osexp",)),
    ))
