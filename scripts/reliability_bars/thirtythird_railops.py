"""Issue 45's thirty-third bar of scripts/reliability_matrix.py, a railway operator's timetable planners ranking path
and timetable variants per line and timetable period across simulators and planners (its cases, ids ``u33h_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's.  (Written in a later session, before any of its recognisers existed.)

The team's day: each line and timetable period (``line:ECML/TT2027-12``) is a query and each path variant a document by
its headcode and variant (``path:1S08@var-a``); the runs are OpenTrack's, RailSys's, a UIC 406 capacity check's and
the planners' rankings, scores in [0, 1] at four decimals.  They are fused with RRF, Borda and CombSUM, weighted by
each simulator's record, and judged against how the paths ran in the period (2 right time, 1 within five minutes, 0
later or cancelled).  The mistakes and odd files: the field's own files given where runs or qrels are read (a railML
3.2 timetable, a CIF schedule, a Darwin Push Port message, a GTFS-realtime feed, OpenTrack's timetable output, a
RailSys export, a TAF TSI TrainRunningInformation message, Network Rail's TRUST movements, a train graph's table), and
outputs named for the field's files.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

THIRTYTHIRD_RAILOPS = ("45 Unseen inputs: a thirty-third bar, a railway operator's timetable planners ranking path "
                       "and timetable variants per line and timetable period across simulators and planners (railML, "
                       "CIF, Darwin, GTFS-realtime, OpenTrack, RailSys, TAF TSI, TRUST, train graphs)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['opentrack', 'railsys', 'uic406', 'planners'],
    items=['path:1S08@var-a', 'path:1S08@var-b', 'path:1E12@var-a', 'path:1N84@var-c', 'path:2C11@var-a',
           'path:6E51@var-b', 'path:1D05@var-a', 'path:1Y81@var-b'],
    queries=['line:ECML/TT2027-12', 'line:MML/TT2027-12', 'line:WCML/TT2027-12', 'line:GWML/TT2027-12',
             'line:TPE/TT2027-12', 'line:ECML/TT2028-05'],
    suffix='/sundays', generator='variants', judgements='performance') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "variants", "variants.run")

_RECS3 = ["opentrack", "railsys", "uic406"]
_OUT = ("variants.run",)
_ONE_RUN = ("line:ECML/TT2027-12 Q0 path:1S08@var-a 1 0.91 railsys\nline:ECML/TT2027-12 Q0 path:1E12@var-a 2 0.77 "
            "railsys\nline:ECML/TT2027-12 Q0 path:1S08@var-b 3 0.52 railsys\n")
# the team's files, as the timetabling systems, simulators and feeds write them (a few lines)
_RAILML = ('<?xml version="1.0" encoding="UTF-8"?>\n<railML xmlns="https://www.railml.org/schemas/3.2" '
           'xmlns:dc="http://purl.org/dc/elements/1.1/" version="3.2">\n  <metadata>\n'
           '    <dc:title>ECML timetable variants TT2027-12</dc:title>\n  </metadata>\n'
           '  <timetable id="tt_ecml_2027_12">\n    <timetablePeriods>\n'
           '      <timetablePeriod id="ttp_2027_12" startDate="2026-12-13" endDate="2027-05-15"/>\n'
           '    </timetablePeriods>\n    <operationalTrains>\n'
           '      <operationalTrain id="ot_1S08" name="1S08" trainNumber="1S08"/>\n    </operationalTrains>\n'
           '  </timetable>\n</railML>\n')


def _rec(*fields: str | tuple[str, int]) -> str:
    """A CIF record: its fields at their fixed widths (a string as it stands, (text, width) padded), 80 characters."""
    line = "".join(f if isinstance(f, str) else f[0].ljust(f[1]) for f in fields)
    assert len(line) == 80, line
    return line + "\n"


# a CIF schedule: the header (HD), a basic schedule (BS) and its extra details (BX), origin, intermediate and
# terminating locations (LO, LI, LT), the trailer (ZZ); 80-character fixed-width records
_CIF = (_rec("HD", "TPS.UDFROC1.PD261127", "271126", "0711", "DFROC1M", "DFROC1L", "U", "A", "271126", "261127",
             ("", 20))
        + _rec("BS", "N", "C12345", "261214", "270515", "1111100", " ", "P", "XX", "1S08", "    ", "1", "21732000", " ",
               "EMU", "801 ", "125", ("D", 6), "B", " ", "S", " ", ("C", 4), "    ", " ", "P")
        + _rec("BX", "    ", "     ", "GR", "Y", "GR123400", " ", ("", 57))
        + _rec("LO", ("KNGX", 8), "1000 ", "1000", ("1", 3), ("FL", 3), "  ", "  ", ("TB", 12), "  ", ("", 37))
        + _rec("LI", ("HITCHIN", 8), "     ", "     ", "1019H", "0000", "0000", "   ", ("FL", 3), "   ", ("", 12),
               "  ", "  ", "  ", ("", 20))
        + _rec("LI", ("PBRO", 8), "1044 ", "1045 ", "     ", "1044", "1045", ("2", 3), ("SL", 3), "   ", ("T", 12),
               "  ", "  ", "  ", ("", 20))
        + _rec("LT", ("EDINBUR", 8), "1420 ", "1420", ("2", 3), "   ", ("TF", 12), ("", 43))
        + _rec("ZZ", ("", 78)))
_DARWIN = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Pport xmlns="http://www.thalesgroup.com/rtti/'
           'PushPort/v16" xmlns:ns5="http://www.thalesgroup.com/rtti/PushPort/Forecasts/v3" '
           'ts="2026-11-27T10:45:12.3840123+00:00" version="16.1"><uR updateOrigin="Darwin"><TS '
           'rid="202611277123456" uid="C12345" ssd="2026-11-27"><ns5:Location tpl="PBRO" wta="10:44" wtd="10:45" '
           'pta="10:44" ptd="10:45"><ns5:arr et="10:45" src="Darwin"/><ns5:dep et="10:46" src="Darwin"/>'
           '</ns5:Location></TS></uR></Pport>\n')


def _gtfs_rt() -> bytes:
    """A GTFS-realtime FeedMessage (protobuf): header (field 1: gtfs_realtime_version "2.0", FULL_DATASET, a
    timestamp), one entity (field 2) whose trip update gives 1S08 two minutes late at Peterborough."""
    def varint(n: int) -> bytes:
        out = b""
        while True:
            b, n = n & 0x7F, n >> 7
            out += bytes([b | (0x80 if n else 0)])
            if not n:
                return out

    def key(field: int, wire: int) -> bytes:
        return varint(field << 3 | wire)

    def msg(field: int, body: bytes) -> bytes:
        return key(field, 2) + varint(len(body)) + body

    def num(field: int, n: int) -> bytes:
        return key(field, 0) + varint(n)

    header = msg(1, b"2.0") + num(2, 0) + num(3, 1795776312)
    trip = msg(1, b"C12345-20261127") + msg(3, b"20261127") + msg(5, b"GR:1S08")
    update = num(1, 12) + msg(2, num(1, 120)) + msg(4, b"PBRO")
    entity = msg(1, b"1S08-20261127") + msg(3, msg(1, trip) + msg(2, update))
    return msg(1, header) + msg(2, entity)


# OpenTrack's timetable output: tab-separated, six fields a row (a TREC run's count), 'HH:MM:SS' where no time
_OPENTRACK = ("Course ID\tStation\tArrival\tDeparture\tDelay\tWait\n"
              "1S08\tKGX\tHH:MM:SS\t10:00:00\t0\t0\n"
              "1S08\tPBO\t10:44:42\t10:45:45\t45\t63\n"
              "1S08\tYRK\t11:33:10\t11:34:58\t58\t108\n"
              "1S08\tEDB\t14:21:37\tHH:MM:SS\t97\t0\n")
# a RailSys export of a link's occupation, as its timetable statistics write it (';'-separated, a preamble first)
_RAILSYS = ("Project;ECML_TT2027-12\nTimetable;TT2027-12_var-b\n"
            "Link;Train;Train class;Direction;Occupation from;Occupation to;Occupation time [s]\n"
            "PBO-YRK;1S08;IC;Down;10:45:12;11:28:40;2608\n"
            "PBO-YRK;1N84;IC;Down;10:52:30;11:41:05;2915\n"
            "PBO-YRK;6E51;FR;Up;10:58:00;12:20:44;4964\n")
_TAF = ('<?xml version="1.0" encoding="UTF-8"?>\n<TrainRunningInformationMessage '
        'xmlns="http://www.era.europa.eu/schemes/TAFTSI/5.3">\n  <MessageHeader>\n    <MessageReference>\n'
        '      <MessageType>4005</MessageType>\n      <MessageTypeVersion>5.3.1.0</MessageTypeVersion>\n'
        '      <MessageIdentifier>2c05811f-6d1e-4c8a-9b0a-3f2e1d0c9b8a</MessageIdentifier>\n'
        '      <MessageDateTime>2026-11-27T10:45:12+00:00</MessageDateTime>\n    </MessageReference>\n'
        '    <Sender CI_InstanceNumber="01">0070</Sender>\n    <Recipient CI_InstanceNumber="01">3178</Recipient>\n'
        '  </MessageHeader>\n  <MessageStatus>1</MessageStatus>\n  <OperationalTrainNumberIdentifier>\n'
        '    <OperationalTrainNumber>1S08</OperationalTrainNumber>\n  </OperationalTrainNumberIdentifier>\n'
        '  <TrainLocationReport>\n    <Location>\n      <CountryCodeISO>GB</CountryCodeISO>\n'
        '      <LocationPrimaryCode>72410</LocationPrimaryCode>\n'
        '      <PrimaryLocationName>Peterborough</PrimaryLocationName>\n    </Location>\n'
        '    <LocationDateTime>2026-11-27T10:45:57+00:00</LocationDateTime>\n'
        '    <TrainLocationStatus>04</TrainLocationStatus>\n  </TrainLocationReport>\n'
        '</TrainRunningInformationMessage>\n')
_TRUST = ('[{"header": {"msg_type": "0003", "source_dev_id": "", "user_id": "", "original_data_source": "SMART", '
          '"msg_queue_timestamp": "1795776312000", "source_system_id": "TRUST"}, "body": {"event_type": "ARRIVAL", '
          '"gbtt_timestamp": "1795776240000", "original_loc_stanox": "", "planned_timestamp": "1795776240000", '
          '"timetable_variation": "1", "original_loc_timestamp": "", "current_train_id": "", '
          '"delay_monitoring_point": "true", "next_report_run_time": "2", "reporting_stanox": "00000", '
          '"actual_timestamp": "1795776300000", "correction_ind": "false", "event_source": "AUTOMATIC", '
          '"train_file_address": null, "platform": " 2", "division_code": "61", "train_terminated": "false", '
          '"train_id": "521S08MZ27", "offroute_ind": "false", "variation_status": "LATE", "train_service_code": '
          '"21732000", "toc_id": "61", "loc_stanox": "48331", "auto_expected": "true", "direction_ind": "DOWN", '
          '"route": "2", "planned_event_type": "ARRIVAL", "next_report_stanox": "48417", "line_ind": "F"}}]\n')
_GRAPH = ("headcode,tiploc,km,time,event,line\n1S08,KNGX,0.000,10:00:00,dep,FL\n1S08,HITCHIN,51.500,10:19:30,pass,FL\n"
          "1S08,PBRO,123.700,10:44:00,arr,SL\n1S08,PBRO,123.700,10:45:00,dep,SL\n")


def thirtythird_bar_railops_cases() -> list[Case]:
    G = THIRTYTHIRD_RAILOPS
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="variants", judgements="performance", runs=_RECS3, stem="variants", outputs=_OUT,
        item="variant", rounded="uic406",
        weights="{'opentrack': 2.0, 'railsys': 1.0, 'uic406': 0.5, 'planners': 1.5}",
        lone_query="R['planners']['line:BORDERS/TT2027-12'] = {'path:1T41@var-a': 0.9, 'path:2T57@var-b': 0.4}\n",
        trust="opentrack 2\nrailsys 1\nuic406 0.5\n",
        trust_dict="{'opentrack': 2, 'railsys': 1, 'uic406': 0.5}",
        texts={
            "rrf": ("u33h_rrf_simulators",
                    "rankagg.fuse({simulator: {line/period: {variant: score}}}, method='rrf'): four rankings, six "
                    "lines and periods ('line:ECML/TT2027-12'), variants by headcode ('path:1S08@var-a')"),
            "borda": ("u33h_borda_unsimulated_variants",
                      "rankagg.fuse(..., method='borda'): RailSys did not simulate the variants outside its "
                      "infrastructure model"),
            "combsum": ("u33h_combsum_rounded_capacity",
                        "rankagg.fuse(..., method='combsum'): the UIC 406 capacity check at one decimal (many ties) "
                        "beside the simulators"),
            "fuser": ("u33h_weighted_fuser_record",
                      "rankagg.Fuser('rrf', weights=...) per line: OpenTrack counts 2, the capacity check 0.5"),
            "frame": ("u33h_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the planners' sheet, a row "
                      "per line and period, variant and simulator"),
            "evaluate": ("u33h_evaluate_performance",
                         "rankagg.evaluate(fused ranking, how the paths ran, ['nDCG@5', 'AP', 'P@3']): does the fused "
                         "ranking put first the variants that ran right time"),
            "lone": ("u33h_one_ranking_line",
                     "rankagg.fuse(..., method='rrf'): a line only the planners ranked (the Borders) beside lines "
                     "every simulator covers"),
            "cli_rrf": ("u33h_cli_rrf_runs",
                        "rankagg fuse opentrack.run railsys.run uic406.run --method rrf -o variants.run: one run per "
                        "simulator, lines and periods as queries"),
            "cli_borda": ("u33h_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: OpenTrack counts "
                          "double)"),
            "cli_combsum": ("u33h_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four variants the bid offers"),
            "cli_evaluate": ("u33h_cli_evaluate_performance_qrels",
                             "rankagg evaluate variants.run --qrels performance.qrels -m ndcg_cut.5 -m map: the fused "
                             "ranking against how the paths ran (0-2)"),
            "cli_parquet": ("u33h_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o variants.parquet: gzipped runs from the simulation "
                            "servers, a Parquet table for the timetable review")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u33h_railml_as_run", "a railML 3.2 timetable (railML, metadata, timetable, timetablePeriods, "
         "operationalTrains)", "ecml_tt2027-12.xml", _RAILML, "railML", "ecml_tt2027-12.xml:2"),
        ("u33h_cif_as_run", "a CIF schedule (80-character records: HD, BS, BX, LO, LI, LT, ZZ)", "ecml_var-b.cif",
         _CIF, "CIF", "ecml_var-b.cif:1"),
        ("u33h_darwin_as_run", "a Darwin Push Port message (Pport, uR, TS, Forecasts' Location), on one line",
         "pport_104512.xml", _DARWIN, "Darwin", "pport_104512.xml:1"),
        ("u33h_gtfs_rt_as_run", "a GTFS-realtime feed (a protobuf FeedMessage: header with gtfs_realtime_version "
         "2.0, trip updates)", "tripupdates.pb", _gtfs_rt(), "GTFS-Realtime", "tripupdates.pb"),
        ("u33h_opentrack_as_run", "OpenTrack's timetable output (Course ID, Station, Arrival, Departure, Delay, "
         "Wait: six fields a row)", "OT_Timetable.txt", _OPENTRACK, "OpenTrack", "OT_Timetable.txt:1"),
        ("u33h_railsys_as_run", "a RailSys link occupation export (Project and Timetable lines, then Link;Train;...)",
         "link_occupation_PBO-YRK.csv", _RAILSYS, "RailSys", "link_occupation_PBO-YRK.csv:3"),
        ("u33h_taf_tsi_as_run", "a TAF TSI TrainRunningInformation message (MessageHeader, OperationalTrainNumber, "
         "TrainLocationReport)", "tri_1S08.xml", _TAF, "TAF TSI", "tri_1S08.xml:2"),
        ("u33h_trust_as_run", "Network Rail's TRUST movements (a JSON list of header / body, msg_type 0003)",
         "trust_movements.json", _TRUST, "TRUST", "trust_movements.json:1"),
        ("u33h_train_graph_as_run", "a train graph's time-distance table (headcode, tiploc, km, time, event, line)",
         "train_graph_ecml.csv", _GRAPH, "train graph", "train_graph_ecml.csv:1")],
        one_run=("railsys.run", _ONE_RUN), stem="variants",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a protobuf feed read as lines gives no ranking: named by what its bytes "
                   "are")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u33h_opentrack_as_qrels", "OT_Timetable.txt", _OPENTRACK, "OpenTrack"),
        ("u33h_trust_as_qrels", "trust_movements.json", _TRUST, "TRUST"),
        ("u33h_train_graph_as_qrels", "train_graph_ecml.csv", _GRAPH, "train graph"),
        ("u33h_cif_as_qrels", "ecml_var-b.cif", _CIF, "CIF")],
        one_run=("railsys.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u33h_out_cif", "variants.cif", "a CIF schedule"),
        ("u33h_out_railml", "variants.railml", "a railML file"),
        ("u33h_out_mca", "variants.mca", "the timetable feed's CIF schedule file (.MCA)")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=33"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u33h_api_trust_list",
            "rankagg.fuse(json.load(trust_movements.json)): TRUST's movement messages loaded in Python given as the "
            "runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('t.json')), method='rrf')\n",
            "TRUST", why="a run maps a query to {document: score}; TRUST's feed is a list of messages, each a header "
            "and a body", files={"t.json": _TRUST}),
        bad("u33h_api_train_graph_frame",
            "rankagg.fuse(pd.read_csv(train_graph_ecml.csv)): a train graph's time-distance table given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('g.csv'), method='borda')\n",
            "train graph", why="a table of runs has qid, docid, run and score columns; a train graph's has a train's "
            "time at each distance", files={"g.csv": _GRAPH}),
    ]
    return cases
