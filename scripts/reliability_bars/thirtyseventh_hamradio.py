"""Issue 45's thirty-seventh bar of scripts/reliability_matrix.py, an amateur radio contest club ranking operators'
logs per contest band and hour for its scoring checks (its cases, ids ``u37a_``, registered in its ``cases()``); the
mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.  (Written by the lead, in
a later session, before any of its recognisers existed.)

The team's day: each contest, band and hour (``cqww-cw-2026/20m@0800z``) is a query and each operator's log a
document by its callsign (``log:DL1ABC/P``); the runs are the claimed scores', the log checker's, the Reverse Beacon
Network skimmers' and the club referees' rankings, scores in [0, 1] at four decimals.  They are fused with RRF, Borda
and CombSUM, weighted by each source's record, and judged against the log checks (2 clean log, 1 a few busted calls, 0
penalised).  The mistakes and odd files: the field's own files given where runs or qrels are read (an ADIF log, an
ADX log, N1MM Logger+'s contact XML, a Cabrillo log, a signed LoTW .tq8, the Reverse Beacon Network's spots, a SOTA
log, POTA's spots, a DX cluster's spot list, WSJT-X's ALL.TXT and wsjtx_log.adi, an EDI VHF log), and outputs named
for the field's files.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import gzip

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

THIRTYSEVENTH_HAMRADIO = ("45 Unseen inputs: a thirty-seventh bar, an amateur radio contest club ranking operators' "
                          "logs per contest band and hour for scoring checks (ADIF, ADX, N1MM+, Cabrillo, LoTW TQSL, "
                          "RBN, SOTA, POTA, DX cluster, WSJT-X, EDI)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['claimed', 'log_checker', 'rbn_skimmer', 'referees'],
    items=['log:K1ABC', 'log:W2XYZ/3', 'log:DL1ABC/P', 'log:VE3EJX', 'log:G4ABC', 'log:JA1XYZ', 'log:OH2XX',
           'log:K3ABC/M'],
    queries=['cqww-cw-2026/20m@0800z', 'cqww-cw-2026/40m@0800z', 'cqww-cw-2026/15m@0900z', 'cqww-cw-2026/80m@0200z',
             'cqww-cw-2026/10m@1400z', 'cqww-cw-2026/160m@0300z'],
    suffix='/assisted', generator='operator_logs', judgements='log_checks') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "operator_logs", "operators.run")

_RECS3 = ["claimed", "log_checker", "rbn_skimmer"]
_OUT = ("operators.run",)
_ONE_RUN = ("cqww-cw-2026/20m@0800z Q0 log:K1ABC 1 0.91 log_checker\ncqww-cw-2026/20m@0800z Q0 log:W2XYZ/3 2 0.77 "
            "log_checker\ncqww-cw-2026/20m@0800z Q0 log:DL1ABC/P 3 0.52 log_checker\n")
# the club's files, as the loggers, the skimmers and the award programmes write them (a few lines)
_ADIF = ("Generated on 2026-11-30 at 09:12:44Z for W1XYZ\n\n<adif_ver:5>3.1.4\n<programid:12>N1MM Logger+\n"
         "<programversion:11>1.0.10890.0\n<EOH>\n"
         "<CALL:5>K1ABC <QSO_DATE:8>20261128 <TIME_ON:6>080012 <BAND:3>20m <FREQ:6>14.025 <MODE:2>CW "
         "<RST_SENT:3>599 <RST_RCVD:3>599 <STX:1>5 <SRX:2>05 <CONTEST_ID:8>CQ-WW-CW <EOR>\n"
         "<CALL:8>DL1ABC/P <QSO_DATE:8>20261128 <TIME_ON:6>080047 <BAND:3>20m <FREQ:6>14.026 <MODE:2>CW "
         "<RST_SENT:3>599 <RST_RCVD:3>599 <STX:1>5 <SRX:2>14 <CONTEST_ID:8>CQ-WW-CW <EOR>\n")
_ADX = ('<?xml version="1.0" encoding="UTF-8"?>\n<ADX>\n  <HEADER>\n    <ADIF_VER>3.1.4</ADIF_VER>\n'
        '    <PROGRAMID>N1MM Logger+</PROGRAMID>\n    <PROGRAMVERSION>1.0.10890.0</PROGRAMVERSION>\n  </HEADER>\n'
        '  <RECORDS>\n    <RECORD>\n      <QSO_DATE>20261128</QSO_DATE>\n      <TIME_ON>080012</TIME_ON>\n'
        '      <CALL>K1ABC</CALL>\n      <BAND>20m</BAND>\n      <MODE>CW</MODE>\n      <RST_SENT>599</RST_SENT>\n'
        '      <RST_RCVD>599</RST_RCVD>\n      <CONTEST_ID>CQ-WW-CW</CONTEST_ID>\n    </RECORD>\n  </RECORDS>\n'
        '</ADX>\n')
_N1MM = ('<?xml version="1.0" encoding="utf-8"?>\n<contactinfo>\n\t<app>N1MM</app>\n\t<contestname>CQWWCW</contestname>'
         '\n\t<contestnr>73</contestnr>\n\t<timestamp>2026-11-28 08:00:12</timestamp>\n\t<mycall>W1XYZ</mycall>\n'
         '\t<band>14</band>\n\t<rxfreq>1402500</rxfreq>\n\t<txfreq>1402500</txfreq>\n\t<operator>W1XYZ</operator>\n'
         '\t<mode>CW</mode>\n\t<call>K1ABC</call>\n\t<countryprefix>K</countryprefix>\n\t<wpxprefix>K1</wpxprefix>\n'
         '\t<continent>NA</continent>\n\t<snt>599</snt>\n\t<sntnr>5</sntnr>\n\t<rcv>599</rcv>\n\t<rcvnr>5</rcvnr>\n'
         '\t<points>2</points>\n\t<IsRunQSO>1</IsRunQSO>\n\t<StationName>CONTEST-PC</StationName>\n'
         '\t<ID>f9ffac4fcd3e479ca86e137df1338531</ID>\n</contactinfo>\n')
_CABRILLO = ("START-OF-LOG: 3.0\nCONTEST: CQ-WW-CW\nCALLSIGN: W1XYZ\nLOCATION: DX\nCATEGORY-OPERATOR: SINGLE-OP\n"
             "CATEGORY-ASSISTED: NON-ASSISTED\nCATEGORY-BAND: ALL\nCATEGORY-POWER: HIGH\nCATEGORY-MODE: CW\n"
             "CLAIMED-SCORE: 1843520\nCLUB: Yankee Clipper Contest Club\nCREATED-BY: N1MM Logger+ 1.0.10890.0\n"
             "NAME: John Doe\nOPERATORS: W1XYZ\n"
             "QSO: 14025 CW 2026-11-28 0800 W1XYZ         599  05     K1ABC         599  05     0\n"
             "QSO: 14026 CW 2026-11-28 0800 W1XYZ         599  05     DL1ABC/P      599  14     0\n"
             "END-OF-LOG:\n")
# LoTW's signed upload (.tq8): TQSL's .tq5 text (GABBI records: the certificate, the station, the signed contacts),
# gzipped
_TQ5 = ("<TQSL_IDENT:54>TQSL V2.7.5 Lib: V2.7 Config: V11.31 AllowDupes: false\n\n<Rec_Type:5>tCERT\n<CERT_UID:1>1\n"
        "<CERTIFICATE:44>MIIDlDCCAvygAwIBAgIDBz8kMA0GCSqGSIb3DQEBCwUA\n<eor>\n\n<Rec_Type:8>tSTATION\n"
        "<STATION_UID:1>1\n"
        "<CERT_UID:1>1\n<CALL:5>W1XYZ\n<DXCC:3>291\n<GRIDSQUARE:6>FN31pr\n<ITUZ:1>8\n<CQZ:1>5\n<eor>\n\n"
        "<Rec_Type:8>tCONTACT\n<STATION_UID:1>1\n<CALL:5>K1ABC\n<BAND:3>20M\n<MODE:2>CW\n<QSO_DATE:10>2026-11-28\n"
        "<QSO_TIME:9>08:00:12Z\n<SIGN_LWTRUST_V2:44>Qm5Xg6cCvYk0yJ8q1WbZ3uE7tP2sL9nH4dR6fA1xKjM=\n"
        "<SIGNDATA:40>5291FN31PR820MK1ABCCW2026-11-2808:00:12Z\n<eor>\n")
_TQ8 = gzip.compress(_TQ5.encode("ascii"), mtime=0)
_RBN = ("callsign,de_pfx,de_cont,freq,band,dx,dx_pfx,dx_cont,mode,db,date,speed,tx_mode\n"
        "DK8NE,DL,EU,14025.1,20m,K1ABC,K,NA,CQ,18,2026-11-28 08:00:03,28,CW\n"
        "W3OA,K,NA,14026.0,20m,DL1ABC/P,DL,EU,CQ,11,2026-11-28 08:00:05,30,CW\n"
        "VE7CC,VE,NA,7012.3,40m,JA1XYZ,JA,AS,CQ,7,2026-11-28 08:00:09,26,CW\n")
_SOTA = ("V2,G4ABC/P,G/LD-003,28/11/26,1012,14MHz,CW,DL1ABC/P,DL/AM-001,s2s tnx\n"
         "V2,G4ABC/P,G/LD-003,28/11/26,1015,14MHz,CW,K1ABC,,\n"
         "V2,G4ABC/P,G/LD-003,28/11/26,1021,7MHz,SSB,OH2XX,,59 both ways\n")
_POTA = ('[{"spotId": 31245871, "activator": "K1ABC", "frequency": "14062.0", "mode": "CW", "reference": "US-0585", '
         '"parkName": null, "spotTime": "2026-11-28T14:02:15", "spotter": "W1XYZ", "comments": "tu 599 MA", '
         '"source": "RBN", "invalid": null, "name": "Cape Cod National Seashore", "locationDesc": "US-MA", '
         '"grid4": "FN51", "grid6": "FN51ws", "latitude": 41.9342, "longitude": -70.0239, "count": 4, '
         '"expire": 1620}]\n')
# a DX cluster's 'sh/dx' answer (DX Spider): frequency, call, date, time, comment, <spotter>: six fields a line when
# the comments are one word
_DXSPIDER = ("  14025.0  K1ABC       28-Nov-2026 0800Z  CQ                             <DK8NE>\n"
             "  14026.0  DL1ABC/P    28-Nov-2026 0800Z  TEST                           <W3OA>\n"
             "   7012.3  JA1XYZ      28-Nov-2026 0759Z  599                            <VE7CC>\n")
_ALL_TXT = ("261128_080015    14.074 Rx FT8    -12  0.2 1234 CQ K1ABC FN42\n"
            "261128_080015    14.074 Rx FT8     -3 -0.1 1716 W1XYZ DL1ABC JO31\n"
            "261128_080030    14.074 Tx FT8      0  0.0 1500 K1ABC W1XYZ FN31\n")
_WSJTX_ADI = ("WSJT-X ADIF Export<eoh>\n<call:5>K1ABC <gridsquare:4>FN42 <mode:3>FT8 <rst_sent:3>-12 <rst_rcvd:3>-08 "
              "<qso_date:8>20261128 <time_on:6>080015 <qso_date_off:8>20261128 <time_off:6>080130 <band:3>20m "
              "<freq:9>14.075412 <station_callsign:5>W1XYZ <my_gridsquare:6>FN31pr <tx_pwr:3>100 <comments:0> "
              "<eor>\n")
_EDI = ("[REG1TEST;1]\nTName=IARU Region 1 VHF Contest\nTDate=20260905;20260906\nPCall=G4ABC/P\nPWWLo=IO91VL\n"
        "PExch=\nPAdr1=\nPSect=MULTI\nPBand=144 MHz\nPClub=\nRHBBS=\nSPowe=400\nSAntH=12;230\n"
        "[Remarks]\n[QSORecords;2]\n260905;1405;DL1ABC;1;59;001;59;012;;JO31NF;612;;N;;\n"
        "260905;1412;PA3XYZ;1;59;002;59;045;;JO22HB;398;;N;;\n[END;]\n")


def thirtyseventh_bar_hamradio_cases() -> list[Case]:
    G = THIRTYSEVENTH_HAMRADIO
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="operator_logs", judgements="log_checks", runs=_RECS3, stem="operators", outputs=_OUT,
        item="logs", rounded="rbn_skimmer",
        weights="{'claimed': 0.5, 'log_checker': 2.0, 'rbn_skimmer': 1.0, 'referees': 1.5}",
        lone_query="R['referees']['cqww-cw-2026/10m@2200z'] = {'log:ZS6XYZ': 0.9, 'log:PY2XYZ': 0.4}\n",
        trust="log_checker 2\nrbn_skimmer 1\nclaimed 0.5\n",
        trust_dict="{'log_checker': 2, 'rbn_skimmer': 1, 'claimed': 0.5}",
        texts={
            "rrf": ("u37a_rrf_sources",
                    "rankagg.fuse({source: {contest/band@hour: {log: score}}}, method='rrf'): four sources, six band-"
                    "hours ('cqww-cw-2026/20m@0800z'), logs by callsign ('log:DL1ABC/P')"),
            "borda": ("u37a_borda_unspotted_logs",
                      "rankagg.fuse(..., method='borda'): the skimmers never spotted the logs of stations that only "
                      "searched and pounced"),
            "combsum": ("u37a_combsum_rounded_scores",
                        "rankagg.fuse(..., method='combsum'): the RBN skimmers' spot share at one decimal (many ties) "
                        "beside the others"),
            "fuser": ("u37a_weighted_fuser_record",
                      "rankagg.Fuser('rrf', weights=...) per band-hour: the log checker counts 2, the claimed scores "
                      "0.5"),
            "frame": ("u37a_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the club's scoring sheet, a "
                      "row per band-hour, log and source"),
            "evaluate": ("u37a_evaluate_log_checks",
                         "rankagg.evaluate(fused ranking, the log checks, ['nDCG@5', 'AP', 'P@3']): does the fused "
                         "ranking put first the clean logs"),
            "lone": ("u37a_one_source_band_hour",
                     "rankagg.fuse(..., method='rrf'): a band-hour only the referees ranked (10 m at 2200z, late "
                     "openings) beside band-hours every source covers"),
            "cli_rrf": ("u37a_cli_rrf_runs",
                        "rankagg fuse claimed.run log_checker.run rbn_skimmer.run --method rrf -o operators.run: one "
                        "run per source, band-hours as queries"),
            "cli_borda": ("u37a_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the log checker counts "
                          "double)"),
            "cli_combsum": ("u37a_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four logs the club puts up for a plaque"),
            "cli_evaluate": ("u37a_cli_evaluate_log_check_qrels",
                             "rankagg evaluate operators.run --qrels log_checks.qrels -m ndcg_cut.5 -m map: the fused "
                             "ranking against the log checks (0-2)"),
            "cli_parquet": ("u37a_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o operators.parquet: gzipped runs from the scoring "
                            "scripts, a Parquet table for the club's results page")})

    # --- the club's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u37a_adif_as_run", "an ADIF log exported by N1MM Logger+ (a free-text preamble, <adif_ver:5>, <EOH>, then "
         "<CALL:5>... <EOR> records)", "W1XYZ_cqww.adi", _ADIF, "ADIF", "W1XYZ_cqww.adi:3"),
        ("u37a_adx_as_run", "an ADX log (ADIF's XML: ADX, HEADER, RECORDS, RECORD)", "W1XYZ_cqww.adx", _ADX, "ADX",
         "W1XYZ_cqww.adx:2"),
        ("u37a_n1mm_contactinfo_as_run", "N1MM Logger+'s contact broadcast saved as XML (contactinfo: app, "
         "contestname, mycall, call, snt, rcv)", "contactinfo.xml", _N1MM, "N1MM", "contactinfo.xml:2"),
        ("u37a_cabrillo_as_run", "a Cabrillo log (START-OF-LOG: 3.0, CONTEST, CALLSIGN, CATEGORY-..., QSO: lines)",
         "W1XYZ.log", _CABRILLO, "Cabrillo", "W1XYZ.log:1"),
        ("u37a_tq8_as_run", "a signed LoTW upload (.tq8: TQSL's gzipped GABBI records, tCERT, tSTATION, tCONTACT)",
         "W1XYZ_cqww.tq8", _TQ8, "TQSL", "W1XYZ_cqww.tq8"),
        ("u37a_rbn_csv_as_run", "the Reverse Beacon Network's spots (callsign, de_pfx, de_cont, freq, band, dx, ...)",
         "20261128.csv", _RBN, "RBN", "20261128.csv:1"),
        ("u37a_sota_csv_as_run", "a SOTA activator log (V2 CSV: call, summit, date, time, band, mode, chased call)",
         "G4ABC_G-LD-003.csv", _SOTA, "SOTA", "G4ABC_G-LD-003.csv:1"),
        ("u37a_pota_json_as_run", "POTA's activator spots (spotId, activator, frequency, mode, reference, ...)",
         "activator_spots.json", _POTA, "POTA", "activator_spots.json:1"),
        ("u37a_dxcluster_as_run", "a DX cluster's sh/dx answer saved (frequency, call, date, time, comment, "
         "<spotter>: six fields a line)", "spots.txt", _DXSPIDER, "DX cluster", "spots.txt:1")],
        one_run=("log_checker.run", _ONE_RUN), stem="operators",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a gzipped, signed upload read as lines gives no ranking: named by what it "
                   "holds")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u37a_wsjtx_log_as_qrels", "wsjtx_log.adi", _WSJTX_ADI, "WSJT-X"),
        ("u37a_wsjtx_all_txt_as_qrels", "ALL.TXT", _ALL_TXT, "WSJT-X"),
        ("u37a_edi_as_qrels", "G4ABC_144.edi", _EDI, "EDI"),
        ("u37a_cabrillo_as_qrels", "W1XYZ.log", _CABRILLO, "Cabrillo")],
        one_run=("log_checker.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u37a_out_adi", "operators.adi", "an ADIF log"),
        ("u37a_out_cbr", "operators.cbr", "a Cabrillo log"),
        ("u37a_out_tq8", "operators.tq8", "a signed LoTW upload"),
        ("u37a_out_edi", "operators.edi", "an EDI VHF contest log")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=37"))

    # --- the club's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u37a_api_pota_list",
            "rankagg.fuse(json.load(activator_spots.json)): POTA's spots loaded in Python given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('p.json')), method='rrf')\n",
            "POTA", why="runs map a run to {query: {document: score}}; POTA's spots are a list of records (spotId, "
            "activator, frequency, reference)", files={"p.json": _POTA}),
        bad("u37a_api_rbn_frame",
            "rankagg.fuse(pd.read_csv(20261128.csv)): the Reverse Beacon Network's spots given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('r.csv'), method='borda')\n",
            "RBN", why="a table of runs has qid, docid, run and score columns; the RBN's has a spot per row "
            "(skimmer, spotted call, frequency, dB, speed)", files={"r.csv": _RBN}),
    ]
    return cases
