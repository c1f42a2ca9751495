"""Issue 45's thirty-sixth bar of scripts/reliability_matrix.py, a cognitive psychology lab norming a face set, ranking
each poser's photographs per emotion and participant cohort across its experiments and raters (its cases, ids
``u36i_``, registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the
verdicts) are the matrix's.  (Written in a later session, before any of its recognisers existed.)

The team's day: each emotion and cohort (``emo:anger/cohort-2026A``) is a query and each poser's photograph a document
(``face:KDEF/AF01-S``, S for the straight view); the runs are the recognition task's accuracy, the speed of the
correct answers, the online survey's intensity ratings and the lab's FACS-certified coders' rankings, scores in [0, 1]
at four decimals.  They are fused with RRF, Borda and CombSUM, weighted by each measure's record, and judged against
the normed set the lab publishes (2 kept in the normed set, 1 kept for the practice trials, 0 dropped).  The mistakes
and odd files: the field's own files given where runs or qrels are read (a PsychoPy Builder experiment and its trial
data, a Qualtrics XML export, a Gorilla data export, a BIDS events file, jsPsych's JSON data, an E-Prime log in
UTF-16, an SPSS file from the survey, an OpenSesame script; BIDS's participants table, a Qualtrics CSV as judgements),
and outputs named for the field's files.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import struct

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

THIRTYSIXTH_PSYCHLAB = ("45 Unseen inputs: a thirty-sixth bar, a cognitive psychology lab ranking a face set's posers "
                        "per emotion and cohort across recognition accuracy, speed, intensity ratings and coders "
                        "(PsychoPy, Qualtrics, Gorilla, BIDS, jsPsych, E-Prime, SPSS, OpenSesame)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['accuracy', 'rt_speed', 'intensity', 'coders'],
    items=['face:KDEF/AF01-S', 'face:KDEF/AM05-S', 'face:KDEF/AF13-S', 'face:KDEF/AM10-S', 'face:KDEF/AF20-S',
           'face:KDEF/AM22-S', 'face:KDEF/AF29-S', 'face:KDEF/AM31-S'],
    queries=['emo:anger/cohort-2026A', 'emo:fear/cohort-2026A', 'emo:disgust/cohort-2026A',
             'emo:happiness/cohort-2026A', 'emo:sadness/cohort-2026A', 'emo:surprise/cohort-2026A'],
    suffix='/replication', generator='faces', judgements='normed') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "faces", "faces.run")

_RECS3 = ["accuracy", "rt_speed", "intensity"]
_OUT = ("faces.run",)
_ONE_RUN = ("emo:anger/cohort-2026A Q0 face:KDEF/AF01-S 1 0.91 coders\nemo:anger/cohort-2026A Q0 "
            "face:KDEF/AM05-S 2 0.77 coders\nemo:anger/cohort-2026A Q0 face:KDEF/AF13-S 3 0.52 coders\n")
# the team's files, as the experiment builders, survey sites and the lab's scripts write them (a few lines)
_PSYEXP = ('<?xml version="1.0" ?>\n<PsychoPy2experiment encoding="utf-8" version="2023.2.3">\n  <Settings>\n'
           '    <Param val="facenorm" valType="str" updates="None" name="expName"/>\n'
           '    <Param val="{\'participant\': \'\', \'session\': \'001\'}" valType="code" updates="None" '
           'name="Experiment info"/>\n'
           '    <Param val="auto" valType="str" updates="None" name="Data file delimiter"/>\n  </Settings>\n'
           '  <Routines>\n    <Routine name="trial">\n      <ImageComponent name="face">\n'
           '        <Param val="$face_file" valType="file" updates="set every repeat" name="image"/>\n'
           '      </ImageComponent>\n    </Routine>\n  </Routines>\n  <Flow>\n'
           '    <LoopInitiator loopType="TrialHandler" name="trials">\n'
           '      <Param name="conditionsFile" updates="None" val="conditions/faces_anger.xlsx" valType="file"/>\n'
           '    </LoopInitiator>\n    <Routine name="trial"/>\n    <LoopTerminator name="trials"/>\n  </Flow>\n'
           '</PsychoPy2experiment>\n')
_PSYCHOPY_CSV = ("face_file,emotion,trials.thisRepN,trials.thisTrialN,trials.thisN,trials.thisIndex,thisRow.t,notes,"
                 "fixation.started,face.started,key_resp.started,key_resp.keys,key_resp.corr,key_resp.rt,"
                 "key_resp.duration,participant,session,date,expName,psychopyVersion,frameRate,expStart\n"
                 "stimuli/AF01ANS.JPG,anger,0,0,0,3,12.5123,,12.0102,12.5123,12.5123,a,1,0.8123,None,P014,001,"
                 "2026-11-27_10h03.22.512,facenorm,2023.2.3,60.0027,2026-11-27 10h03.27.941000 +0000\n"
                 "stimuli/AM05ANS.JPG,anger,0,1,1,7,15.0207,,14.5188,15.0207,15.0207,l,0,1.2046,None,P014,001,"
                 "2026-11-27_10h03.22.512,facenorm,2023.2.3,60.0027,2026-11-27 10h03.27.941000 +0000\n")
_QUALTRICS_XML = ('<?xml version="1.0" encoding="UTF-8"?>\n<Responses>\n<Response>\n'
                  '<startDate>2026-11-27 10:03:22</startDate>\n<endDate>2026-11-27 10:13:34</endDate>\n'
                  '<status>0</status>\n<progress>100</progress>\n<duration>612</duration>\n<finished>1</finished>\n'
                  '<recordedDate>2026-11-27 10:13:35</recordedDate>\n<_recordId>R_1a2B3c4D5e6F7g8</_recordId>\n'
                  '<distributionChannel>anonymous</distributionChannel>\n<userLanguage>EN</userLanguage>\n'
                  '<QID1_1>6</QID1_1>\n<QID1_2>4</QID1_2>\n</Response>\n</Responses>\n')
_QUALTRICS_CSV = (
    '"StartDate","EndDate","Status","IPAddress","Progress","Duration (in seconds)","Finished","RecordedDate",'
    '"ResponseId","RecipientLastName","RecipientFirstName","RecipientEmail","ExternalReference","LocationLatitude",'
    '"LocationLongitude","DistributionChannel","UserLanguage","Q1_1","Q1_2","PROLIFIC_PID"\n'
    '"Start Date","End Date","Response Type","IP Address","Progress","Duration (in seconds)","Finished",'
    '"Recorded Date","Response ID","Recipient Last Name","Recipient First Name","Recipient Email",'
    '"External Data Reference","Location Latitude","Location Longitude","Distribution Channel","User Language",'
    '"How intense is the emotion? - AF01ANS","How intense is the emotion? - AM05ANS","PROLIFIC_PID"\n'
    '"{""ImportId"":""startDate"",""timeZone"":""America/Denver""}","{""ImportId"":""endDate"",""timeZone"":'
    '""America/Denver""}","{""ImportId"":""status""}","{""ImportId"":""ipAddress""}","{""ImportId"":""progress""}",'
    '"{""ImportId"":""duration""}","{""ImportId"":""finished""}","{""ImportId"":""recordedDate"",""timeZone"":'
    '""America/Denver""}","{""ImportId"":""_recordId""}","{""ImportId"":""recipientLastName""}","{""ImportId"":'
    '""recipientFirstName""}","{""ImportId"":""recipientEmail""}","{""ImportId"":""externalDataReference""}",'
    '"{""ImportId"":""locationLatitude""}","{""ImportId"":""locationLongitude""}","{""ImportId"":'
    '""distributionChannel""}","{""ImportId"":""userLanguage""}","{""ImportId"":""QID1_1""}","{""ImportId"":'
    '""QID1_2""}","{""ImportId"":""PROLIFIC_PID""}"\n'
    '"2026-11-27 10:03:22","2026-11-27 10:13:34","0","","100","612","1","2026-11-27 10:13:35","R_1a2B3c4D5e6F7g8",'
    '"","","","","","","anonymous","EN","6","4","5f8e2a1b3c4d5e6f7a8b9c0d"\n')
_GORILLA = ("Event Index,UTC Timestamp,UTC Date,Local Timestamp,Local Timezone,Local Date,Experiment ID,"
            "Experiment Version,Tree Node Key,Repeat Key,Schedule ID,Participant Public ID,Participant Private ID,"
            "Participant Starting Group,Participant Status,Participant Completion Code,Participant External Session "
            "ID,Participant Device Type,Participant Device,Participant OS,Participant Browser,Participant Monitor "
            "Size,Participant Viewport Size,Checkpoint,Task Name,Task Version,Spreadsheet Name,Spreadsheet Row,"
            "Trial Number,Screen Number,Screen Name,Zone Name,Zone Type,Reaction Time,Response,Attempt,Correct,"
            "Incorrect,Dishonest,X Coordinate,Y Coordinate,Timed Out,display,face_file,emotion\n"
            "1,1795255402512,27/11/2026 10:03:22,1795255402512,0,27/11/2026 10:03:22,81234,4,task-7xk2,,104522317,"
            "5f8e2a1b3c4d5e6f7a8b9c0d,8821456,,complete,,,computer,Desktop or Laptop,Windows 10,Chrome 131.0.0.0,"
            "1920x1080,1903x969,,Face recognition,3,faces_anger,4,1,2,Face,response_keyboard,response_keyboard_single,"
            "812.4,anger,1,1,0,,,,,trial,AF01ANS.jpg,anger\n")
# a BIDS events file: six tab-separated columns, a header line, then onsets in seconds (the hardest: six fields)
_EVENTS = ("onset\tduration\ttrial_type\tresponse_time\tstim_file\tresponse\n"
           "12.512\t1.500\tanger\t0.812\tstimuli/AF01ANS.jpg\ta\n"
           "15.021\t1.500\tanger\t1.205\tstimuli/AM05ANS.jpg\tl\n"
           "17.498\t1.500\tfear\t0.944\tstimuli/AF13AFS.jpg\ta\n")
_PARTICIPANTS = ("participant_id\tage\tsex\thandedness\nsub-14\t23\tF\tR\nsub-15\t31\tM\tR\nsub-16\t27\tF\tL\n")
_JSPSYCH = ('[{"rt":812,"stimulus":"img/AF01ANS.jpg","response":"a","trial_type":"image-keyboard-response",'
            '"trial_index":3,"time_elapsed":15342,"internal_node_id":"0.0-3.0-0.0","subject":"P014",'
            '"emotion":"anger","correct":true},{"rt":1205,"stimulus":"img/AM05ANS.jpg","response":"l",'
            '"trial_type":"image-keyboard-response","trial_index":4,"time_elapsed":17891,'
            '"internal_node_id":"0.0-3.0-0.1","subject":"P014","emotion":"anger","correct":false}]\n')
_OPENSESAME = ("---\nAPI: 2.1\nOpenSesame: 3.3.14\nPlatform: nt\n---\nset width 1024\nset uniform_coordinates yes\n"
               'set title "Face norming"\nset subject_parity even\nset subject_nr 0\nset start experiment\n'
               "set sound_sample_size -16\nset sound_freq 48000\nset height 768\nset canvas_backend psycho\n\n"
               "define sequence experiment\n\tset flush_keyboard yes\n"
               '\tset description "Runs a number of items in sequence"\n\trun welcome always\n'
               "\trun block_loop always\n\trun goodbye always\n\n"
               "define keyboard_response keyboard_response\n\tset timeout 2000\n\tset allowed_responses \"a;l\"\n"
               "\tset correct_response \"[correct_response]\"\n")
# an E-Prime 3 log (.txt, 'Experiment-Subject-Session.txt'): UTF-16 little-endian with its byte-order mark, CRLF lines
_EPRIME = b"\xff\xfe" + ("*** Header Start ***\r\nVersionPersist: 1\r\nLevelName: Session\r\nLevelName: Block\r\n"
                         "LevelName: Trial\r\nLevelName: SubTrial\r\nExperiment: FaceNorm\r\n"
                         "SessionDate: 11-27-2026\r\n"
                         "SessionTime: 10:03:22\r\nRandomSeed: -1538206144\r\nGroup: 1\r\nSession: 1\r\nSubject: 14\r\n"
                         "Display.RefreshRate: 60.000\r\n*** Header End ***\r\n\tLevel: 3\r\n"
                         "\t*** LogFrame Start ***\r\n\tProcedure: TrialProc\r\n\tStimulus: AF01ANS.JPG\r\n"
                         "\tEmotion: anger\r\n\tFace.ACC: 1\r\n\tFace.RT: 812\r\n\tFace.RESP: a\r\n"
                         "\t*** LogFrame End ***\r\n").encode("utf-16-le")
# an SPSS system file from the survey's export: the 176-byte header ('$FL2', the product name, layout code 2, one
# 8-byte unit a case, uncompressed, no weight, one case, bias 100, date, time, label), a numeric variable, the
# dictionary's end (record 999) and the case
_SAV = (struct.pack("<4s60siiiiid9s8s64s3s", b"$FL2", b"@(#) SPSS DATA FILE MS Windows Release 28.0.0.0".ljust(60),
                    2, 1, 0, 0, 1, 100.0, b"27 Nov 26", b"10:13:35", b"Face norming 2026A".ljust(64), b"\x00" * 3)
        + struct.pack("<iiiiii8s", 2, 0, 0, 0, 0x050802, 0x050802, b"Q1_1".ljust(8))
        + struct.pack("<ii", 999, 0) + struct.pack("<d", 6.0))


def thirtysixth_bar_psychlab_cases() -> list[Case]:
    G = THIRTYSIXTH_PSYCHLAB
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="faces", judgements="normed", runs=_RECS3, stem="faces", outputs=_OUT,
        item="face", rounded="intensity",
        weights="{'accuracy': 2.0, 'rt_speed': 0.5, 'intensity': 1.0, 'coders': 1.5}",
        lone_query="R['coders']['emo:contempt/cohort-2026A'] = {'face:KDEF/AF01-S': 0.9, "
                   "'face:KDEF/AM05-S': 0.4}\n",
        trust="accuracy 2\nintensity 1\nrt_speed 0.5\n",
        trust_dict="{'accuracy': 2, 'intensity': 1, 'rt_speed': 0.5}",
        texts={
            "rrf": ("u36i_rrf_measures",
                    "rankagg.fuse({measure: {emotion/cohort: {face: value}}}, method='rrf'): four measures, six "
                    "emotions ('emo:anger/cohort-2026A'), faces as set/poser-view"),
            "borda": ("u36i_borda_untested_faces",
                      "rankagg.fuse(..., method='borda'): a cohort's counterbalancing left some faces out of its "
                      "blocks, so some measures have no score for them"),
            "combsum": ("u36i_combsum_rounded_ratings",
                        "rankagg.fuse(..., method='combsum'): the survey's 1-7 intensity ratings rescaled at one "
                        "decimal (many ties) beside the others"),
            "fuser": ("u36i_weighted_fuser_record",
                      "rankagg.Fuser('rrf', weights=...) per emotion: accuracy counts 2, response speed 0.5"),
            "frame": ("u36i_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the norming sheet, a row per "
                      "emotion, face and measure"),
            "evaluate": ("u36i_evaluate_normed",
                         "rankagg.evaluate(fused ranking, the normed set, ['nDCG@5', 'AP', 'P@3']): does the fused "
                         "ranking put first the faces the lab kept in its published set"),
            "lone": ("u36i_one_measure_emotion",
                     "rankagg.fuse(..., method='rrf'): contempt, which only the FACS coders ranked, beside emotions "
                     "every measure covers"),
            "cli_rrf": ("u36i_cli_rrf_runs",
                        "rankagg fuse accuracy.run rt_speed.run intensity.run --method rrf -o faces.run: one run per "
                        "measure, emotions as queries"),
            "cli_borda": ("u36i_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: accuracy counts "
                          "double)"),
            "cli_combsum": ("u36i_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four faces per emotion the next "
                            "experiment's blocks can hold"),
            "cli_evaluate": ("u36i_cli_evaluate_normed_qrels",
                             "rankagg evaluate faces.run --qrels normed.qrels -m ndcg_cut.5 -m map: the fused ranking "
                             "against the normed set (0-2)"),
            "cli_parquet": ("u36i_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o faces.parquet: gzipped runs from the lab's "
                            "analysis scripts, a Parquet table for the preregistered report")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u36i_psyexp_as_run", "a PsychoPy Builder experiment (.psyexp: PsychoPy2experiment, Settings, Routines, "
         "Flow)", "facenorm.psyexp", _PSYEXP, "PsychoPy", "facenorm.psyexp:2"),
        ("u36i_psychopy_csv_as_run", "PsychoPy's trial data (face_file, emotion, trials.thisRepN, ..., key_resp.rt, "
         "participant, session, date, expName, psychopyVersion)", "P014_facenorm_2026-11-27_10h03.22.512.csv",
         _PSYCHOPY_CSV, "PsychoPy", "P014_facenorm_2026-11-27_10h03.22.512.csv:1"),
        ("u36i_qualtrics_xml_as_run", "a Qualtrics responses export in XML (Responses, Response: startDate, ..., "
         "_recordId, QID1_1)", "Face_intensity_2026A.xml", _QUALTRICS_XML, "Qualtrics", "Face_intensity_2026A.xml:2"),
        ("u36i_gorilla_csv_as_run", "a Gorilla data export (Event Index, UTC Timestamp, ..., Participant Public ID, "
         "..., Reaction Time, Response, Correct)", "data_exp_81234-v4_task-7xk2.csv", _GORILLA, "Gorilla",
         "data_exp_81234-v4_task-7xk2.csv:1"),
        ("u36i_bids_events_as_run", "a BIDS events file (onset, duration, trial_type, response_time, stim_file, "
         "response: six tab-separated fields a line)", "sub-14_ses-1_task-facenorm_run-1_events.tsv", _EVENTS, "BIDS",
         "sub-14_ses-1_task-facenorm_run-1_events.tsv:1"),
        ("u36i_jspsych_json_as_run", "jsPsych's data (jsPsych.data.get().json(): a list of trials with rt, stimulus, "
         "response, trial_type, trial_index, time_elapsed, internal_node_id)", "P014_facenorm.json", _JSPSYCH,
         "jsPsych", "P014_facenorm.json:1"),
        ("u36i_eprime_log_as_run", "an E-Prime log (UTF-16 text: '*** Header Start ***', VersionPersist, LevelName "
         "..., then LogFrames)", "FaceNorm-14-1.txt", _EPRIME, "E-Prime", "FaceNorm-14-1.txt:1"),
        ("u36i_spss_sav_as_run", "an SPSS system file from the survey's export ('$FL2', '@(#) SPSS DATA FILE', "
         "variables, cases)", "Face_intensity_2026A.sav", _SAV, "SPSS", "Face_intensity_2026A.sav"),
        ("u36i_opensesame_as_run", "an OpenSesame script ('---' front matter: API, OpenSesame, Platform; then 'set' "
         "and 'define' lines)", "face_norming.osexp", _OPENSESAME, "OpenSesame", "face_norming.osexp:3")],
        one_run=("coders.run", _ONE_RUN), stem="faces",
        text_why="trec_eval refuses a line of other than six fields, and reads a BIDS events file's six as a run of "
                 "nonsense; the file is the field's own, named by what it is (a field count or a generic note says "
                 "nothing the team can act on)",
        binary_why="trec_eval reads text in one byte encoding; a binary data file or a UTF-16 log read as lines "
                   "gives no ranking: named by its identifying bytes")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u36i_bids_participants_as_qrels", "participants.tsv", _PARTICIPANTS, "BIDS"),
        ("u36i_psychopy_csv_as_qrels", "P014_facenorm_2026-11-27_10h03.22.512.csv", _PSYCHOPY_CSV, "PsychoPy"),
        ("u36i_qualtrics_csv_as_qrels", "Face_intensity_2026A.csv", _QUALTRICS_CSV, "Qualtrics"),
        ("u36i_eprime_log_as_qrels", "FaceNorm-14-1.txt", _EPRIME, "E-Prime")],
        one_run=("coders.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u36i_out_psyexp", "faces.psyexp", "a PsychoPy Builder experiment"),
        ("u36i_out_osexp", "faces.osexp", "an OpenSesame experiment"),
        ("u36i_out_edat3", "faces.edat3", "an E-Prime data file"),
        ("u36i_out_sav", "faces.sav", "an SPSS data file")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=32"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u36i_api_jspsych_list",
            "rankagg.fuse(json.load(P014_facenorm.json)): jsPsych's trial data loaded in Python given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('j.json')), method='rrf')\n",
            "jsPsych", why="runs map a run to {query: {document: score}}; jsPsych's data is a list of trials, each "
            "with 'trial_type' text and 'rt' in milliseconds", files={"j.json": _JSPSYCH}),
        bad("u36i_api_qualtrics_frame",
            "rankagg.fuse(pd.read_csv(Face_intensity_2026A.csv)): a Qualtrics export given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('q.csv'), method='borda')\n",
            "Qualtrics", why="a table of runs has qid, docid, run and score columns; Qualtrics's has a response per "
            "row, after two rows of question texts and import ids", files={"q.csv": _QUALTRICS_CSV}),
    ]
    return cases
