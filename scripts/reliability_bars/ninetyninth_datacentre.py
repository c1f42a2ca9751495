"""Issue 45's ninety-ninth bar of scripts/reliability_matrix.py, a data centre's hardware reliability team and its
replacement board, ranking servers, drives and racks per hall, month and board vote from SMART attributes, BMC sensor
readings, error counts, failure predictions, technicians' ratings and the board's votes (its cases, ids ``u99b_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's.  (Written by a persona session, before any of its recognisers existed.)

The team's day: a hall's replacements in a month, a month's drive failures, a board vote, a rack's thermal review is
a query (``hall:dc1/h2/2024-05/replacements``; ``vote:board/2024-05-21/replace`` the board's vote of that day) and
each server a document (``server:dc1/h2/r14-u07``, the site, the hall, then the rack and its unit); the runs are the
SMART failure predictions, the BMCs' sensor health, the technicians' ratings and the board's votes, turned to scores
in [0, 1] at four decimals.  They are fused with RRF, Borda and CombSUM, the SMART failure predictions weighted
highest (every drive's attributes, read daily), and judged against the board's decisions (2 a server replaced this
month, 1 one put on the watch list, 0 otherwise).  The mistakes and odd files: the field's own files given where runs
or qrels are read (smartctl's JSON output, nvme-cli's JSON smart log, a BMC's Redfish Drive resource, ipmitool's
SEL listing, dmidecode's output, Backblaze's drive stats CSV, a technician's photo of a failed drive (JPEG) from the
same folder, and the technicians' rating sheet, a board member's ballot and the board's vote tally as typed), and
outputs named for the field's files (HPE iLO's Active Health System log .ahs, smartd's state files .ata.state and
.nvme.state, and smartd's attribute log .ata.csv).
(Checked formats: smartctl -j as smartctl 7.2 writes it (json_format_version [1, 0], smartctl version, svn_revision,
platform_info, build_info, argv, exit_status; device name, info_name, type, protocol; ata_smart_attributes revision
and table of id, name, value, worst, thresh, when_failed, flags, raw; then power_on_time, power_cycle_count,
temperature), two-space indented with each array element on its own line, as stored outputs show; nvme-cli 1.x's
smart-log -o json, its own printer's '"key" : value' lines, the keys critical_warning, temperature (kelvin),
avail_spare, spare_thresh, percent_used, endurance_grp_critical_warning_summary, ..., thm_temp2_total_time, as stored
outputs show; a Redfish Drive resource as a Cisco CIMC answers it (keys sorted, four-space indent, @odata.context,
@odata.id, @odata.type #Drive.v1_5_0.Drive, BlockSizeBytes, CapacityBytes, FailurePredicted, ...); ipmitool sel list
lines (record id in hex, date, time, sensor type and number, event, Asserted) as stored listings show; dmidecode 3.3
-t system ('# dmidecode 3.3', 'Getting SMBIOS data from sysfs.', 'SMBIOS 3.2.0 present.', then each Handle, DMI type,
size, its name and tab-indented fields); Backblaze's daily drive stats CSV, its full header of date, serial_number,
model, capacity_bytes, failure, then smart_N_normalized and smart_N_raw for the 87 attributes of the 2022-23 files;
the JPEG's SOI, JFIF APP0, DQT and SOF0 as ITU-T T.81 and JFIF 1.01 lay them out; smartd's -s and -A file names
('PREFIX''MODEL-SERIAL.ata.state', '.nvme.state', attrlog 'MODEL-SERIAL.ata.csv') from smartd's manual and stored
state files; HPE's .ahs from its Compute Ops Management guide.)  Left out, as they could not be checked here: lshw's
XML and JSON (no stored output read in time), ipmitool's sdr listing columns, Backblaze's 2024 columns (datacenter,
cluster_id, vault_id, ...: no stored header), Dell TSR and Lenovo FFDC archives, and the board's minutes (no fixed
format).

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import json
import struct

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

NINETYNINTH_DATACENTRE = ("45 Unseen inputs: a ninety-ninth bar, a data centre's hardware reliability team and its "
                          "replacement board ranking servers, drives and racks per hall, month and board vote from "
                          "SMART attributes, BMC sensor readings, error counts, failure predictions, technicians' "
                          "ratings and the board's votes (smartctl's and nvme-cli's JSON, Redfish answers, ipmitool's "
                          "SEL, dmidecode, Backblaze's drive stats, photos, and rating sheets, ballots and tallies as "
                          "typed)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['smart_failure_predictions', 'bmc_sensor_health', 'technician_ratings', 'board_votes'],
    items=['server:dc1/h2/r14-u07', 'server:dc1/h2/r14-u09', 'server:dc1/h2/r03-u21', 'server:dc1/h3/r08-u12',
           'server:dc1/h3/r08-u14', 'server:dc1/h2/r11-u02', 'server:dc1/h3/r19-u33', 'server:dc1/h2/r06-u40'],
    queries=['hall:dc1/h2/2024-05/replacements', 'month:2024-05/drive-failures', 'vote:board/2024-05-21/replace',
             'rack:dc1/h2/r14/thermal', 'hall:dc1/h3/2024-05/replacements', 'month:2024-06/drive-failures'],
    suffix='/recheck', generator='replacement_ranking', judgements='board_decisions'
) + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "replacement_ranking", "replacement_ranking.run")

_RECS3 = ["smart_failure_predictions", "bmc_sensor_health", "technician_ratings"]
_OUT = ("replacement_ranking.run",)
_ONE_RUN = ("hall:dc1/h2/2024-05/replacements Q0 server:dc1/h2/r14-u07 1 0.9377 smart_failure_predictions\n"
            "hall:dc1/h2/2024-05/replacements Q0 server:dc1/h2/r14-u09 2 0.8812 smart_failure_predictions\n")


# the team's files, as the tools write them, as the BMCs answer, as typed
def _smart_attribute(aid: int, name: str, value: int, worst: int, thresh: int, flags: tuple, raw: int) -> dict:
    fvalue, fstring, prefailure, performance, error_rate, auto_keep = flags
    return {"id": aid, "name": name, "value": value, "worst": worst, "thresh": thresh, "when_failed": "",
            "flags": {"value": fvalue, "string": fstring, "prefailure": prefailure, "updated_online": True,
                      "performance": performance, "error_rate": error_rate, "event_count": True,
                      "auto_keep": auto_keep},
            "raw": {"value": raw, "string": str(raw)}}


# smartctl -j -A /dev/sdc (smartctl 7.2): the attributes of a Seagate Exos X12 with reallocated and pending sectors
_SMARTCTL = json.dumps({
    "json_format_version": [1, 0],
    "smartctl": {"version": [7, 2], "svn_revision": "5155", "platform_info": "x86_64-linux-5.15.0-105-generic",
                 "build_info": "(local build)", "argv": ["smartctl", "-j", "-A", "/dev/sdc"], "exit_status": 0},
    "device": {"name": "/dev/sdc", "info_name": "/dev/sdc [SAT]", "type": "sat", "protocol": "ATA"},
    "ata_smart_attributes": {"revision": 10, "table": [
        _smart_attribute(5, "Reallocated_Sector_Ct", 94, 94, 10, (51, "PO--CK ", True, False, False, True), 1184),
        _smart_attribute(9, "Power_On_Hours", 64, 64, 0, (50, "-O--CK ", False, False, False, True), 31877),
        _smart_attribute(187, "Reported_Uncorrect", 97, 97, 0, (50, "-O--CK ", False, False, False, True), 3),
        _smart_attribute(197, "Current_Pending_Sector", 100, 100, 0, (18, "-O--C- ", False, False, False, False),
                         88)]},
    "power_on_time": {"hours": 31877},
    "power_cycle_count": 14,
    "temperature": {"current": 34}}, indent=2) + "\n"
_SMARTCTL_NAME = "h2-r14-u07_sdc.json"

# nvme smart-log /dev/nvme0 -o json (nvme-cli 1.x): its own printer, '"key" : value', temperatures in kelvin
_NVME_KEYS = [("critical_warning", 4), ("temperature", 318), ("avail_spare", 3), ("spare_thresh", 10),
              ("percent_used", 104), ("endurance_grp_critical_warning_summary", 0), ("data_units_read", 5528013420),
              ("data_units_written", 9981337512), ("host_read_commands", 88142907713),
              ("host_write_commands", 190331455120), ("controller_busy_time", 61223), ("power_cycles", 38),
              ("power_on_hours", 29114), ("unsafe_shutdowns", 11), ("media_errors", 27),
              ("num_err_log_entries", 412), ("warning_temp_time", 96), ("critical_comp_time", 0),
              ("temperature_sensor_1", 318), ("temperature_sensor_2", 324), ("thm_temp1_trans_count", 0),
              ("thm_temp2_trans_count", 0), ("thm_temp1_total_time", 0), ("thm_temp2_total_time", 0)]
_NVME = "{\n" + ",\n".join(f'  "{k}" : {v}' for k, v in _NVME_KEYS) + "\n}\n"
_NVME_NAME = "h2-r14-u09_nvme0_smart-log.json"

# a BMC's Redfish Drive resource (GET /redfish/v1/Systems/{id}/Storage/{ctrl}/Drives/{drive}), keys sorted and
# four-space indented as a Cisco CIMC answers, the drive's failure predicted
_REDFISH = json.dumps({
    "@odata.context": "/redfish/v1/$metadata#Systems/Members/$entity/Storage/Members/$entity/Drives/Members/$entity",
    "@odata.id": "/redfish/v1/Systems/WZP23380R9K/Storage/MRAID/Drives/PD-3",
    "@odata.type": "#Drive.v1_5_0.Drive",
    "BlockSizeBytes": 512, "CapacityBytes": 1919816826880, "EncryptionAbility": "None",
    "EncryptionStatus": "Unencrypted", "FailurePredicted": True, "HotspareType": "None", "Id": "PD-3",
    "Manufacturer": "SAMSUNG", "MediaType": "SSD", "Model": "MZ7KH1T9HAJR0D3", "Name": "PD-3",
    "PredictedMediaLifeLeftPercent": 6, "Protocol": "SATA", "Revision": "HXT7904Q", "SerialNumber": "S47NNA0N501234",
    "Status": {"Health": "Warning", "State": "Enabled"}}, indent=4, sort_keys=True)
_REDFISH_NAME = "PD-3.json"

# ipmitool sel list: record id (hex), date, time, sensor type and number, event, direction
_SEL = ("   1 | 05/02/2024 | 03:14:07 | Memory #0x53 | Correctable ECC | Asserted\n"
        "   2 | 05/02/2024 | 03:14:09 | Memory #0x53 | Correctable ECC | Asserted\n"
        "   3 | 05/09/2024 | 22:41:55 | Power Supply #0x64 | Power Supply AC lost | Asserted\n"
        "   4 | 05/11/2024 | 07:02:31 | Drive Slot / Bay #0x30 | Drive Fault | Asserted\n")
_SEL_NAME = "h2-r14-u07_sel.txt"

# dmidecode -t system (dmidecode 3.3), the server's identity as the SMBIOS tables give it
_DMIDECODE = ("# dmidecode 3.3\nGetting SMBIOS data from sysfs.\nSMBIOS 3.2.0 present.\n\n"
              "Handle 0x0100, DMI type 1, 27 bytes\nSystem Information\n\tManufacturer: Dell Inc.\n"
              "\tProduct Name: PowerEdge R740xd\n\tVersion: Not Specified\n\tSerial Number: 7H2KQ53\n"
              "\tUUID: 4c4c4544-0048-3210-804b-b7c04f513533\n\tWake-up Type: Power Switch\n"
              "\tSKU Number: SKU=NotProvided;ModelName=PowerEdge R740xd\n\tFamily: PowerEdge\n\n"
              "Handle 0x2000, DMI type 32, 11 bytes\nSystem Boot Information\n\tStatus: No errors detected\n\n")
_DMIDECODE_NAME = "h2-r14-u07_dmidecode.txt"

# Backblaze's daily drive stats (2022-23 files): date, serial_number, model, capacity_bytes, failure, then each
# attribute's normalized and raw value, empty where a model does not report it
_BB_IDS = [1, 2, 3, 4, 5, 7, 8, 9, 10, 11, 12, 13, 15, 16, 17, 18, 22, 23, 24, 160, 161, 163, 164, 165, 166, 167, 168,
           169, 170, 171, 172, 173, 174, 175, 176, 177, 178, 179, 180, 181, 182, 183, 184, 187, 188, 189, 190, 191,
           192, 193, 194, 195, 196, 197, 198, 199, 200, 201, 202, 206, 210, 218, 220, 222, 223, 224, 225, 226, 230,
           231, 232, 233, 234, 235, 240, 241, 242, 244, 245, 246, 247, 248, 250, 251, 252, 254, 255]


def _bb_row(serial: str, model: str, capacity: int, failure: int, smart: dict[int, tuple[int, int]]) -> str:
    cells = ["2023-03-31", serial, model, str(capacity), str(failure)]
    for i in _BB_IDS:
        cells += [str(x) for x in smart[i]] if i in smart else ["", ""]
    return ",".join(cells)


_SEAGATE = {1: (83, 204318032), 3: (92, 0), 4: (100, 4), 5: (94, 1184), 7: (89, 798715662), 9: (64, 31877),
            10: (100, 0), 12: (100, 14), 187: (97, 3), 188: (100, 0), 190: (66, 34), 192: (100, 2),
            193: (99, 2301), 194: (34, 34), 197: (100, 88), 198: (100, 88), 199: (200, 0), 240: (100, 31769),
            241: (100, 112039581233), 242: (100, 340158993112)}
_BACKBLAZE = ("date,serial_number,model,capacity_bytes,failure,"
              + ",".join(f"smart_{i}_normalized,smart_{i}_raw" for i in _BB_IDS) + "\n"
              + _bb_row("ZHZ3ABCD", "ST12000NM0008", 12000138625024, 0, _SEAGATE) + "\n"
              + _bb_row("ZHZ3ABCF", "ST12000NM0008", 12000138625024, 1, {**_SEAGATE, 5: (88, 2960)}) + "\n")
_BACKBLAZE_NAME = "2023-03-31.csv"


def _jpeg_photo() -> bytes:
    """A technician's photo of a failed drive's label (JPEG, ITU-T T.81 with a JFIF 1.01 APP0): SOI, APP0 'JFIF\\0'
    version 1.01, 72 dpi; the luminance quantisation table (DQT, table 0, in zigzag order); a baseline frame (SOF0:
    8-bit samples, 1200 x 1600, three components, 4:2:0); then EOI."""
    app0 = b"JFIF\x00" + bytes([1, 1, 1]) + struct.pack(">HH", 72, 72) + bytes([0, 0])
    luminance = bytes([16, 11, 12, 14, 12, 10, 16, 14, 13, 14, 18, 17, 16, 19, 24, 40, 26, 24, 22, 22, 24, 49, 35,
                       37, 29, 40, 58, 51, 61, 60, 57, 51, 56, 55, 64, 72, 92, 78, 64, 68, 87, 69, 55, 56, 80, 109,
                       81, 87, 95, 98, 103, 104, 103, 62, 77, 113, 121, 112, 100, 120, 92, 101, 103, 99])
    sof0 = bytes([8]) + struct.pack(">HH", 1600, 1200) + bytes([3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1])
    return (b"\xff\xd8" + b"\xff\xe0" + struct.pack(">H", len(app0) + 2) + app0
            + b"\xff\xdb" + struct.pack(">H", len(luminance) + 3) + b"\x00" + luminance
            + b"\xff\xc0" + struct.pack(">H", len(sof0) + 2) + sof0 + b"\xff\xd9")


_JPEG = _jpeg_photo()
_JPEG_NAME = "IMG_20240511_141207.jpg"

# the technicians' rating sheet as typed after the walk: hall, rack, unit, technician, rating (1-5), date: six fields
_RATINGS = ("h2 r14 u07 ktan 1 2024-05-14\nh2 r14 u09 ktan 2 2024-05-14\nh2 r03 u21 mobi 3 2024-05-14\n"
            "h3 r08 u12 mobi 4 2024-05-15\n")
# a board member's ballot as typed: rank, server, hall, vote: four fields a line
_BALLOT = ("1 h2-r14-u07 H2 replace\n2 h2-r14-u09 H2 replace\n3 h2-r03-u21 H2 watch\n4 h3-r08-u12 H3 keep\n")
# the board's vote tally as typed by its secretary: server, hall, replace, repair, keep, abstain: six fields a line
_TALLY = ("h2-r14-u07 H2 6 1 0 0\nh2-r14-u09 H2 5 1 1 0\nh2-r03-u21 H2 2 3 1 1\nh3-r08-u12 H3 0 2 5 0\n")


def ninetyninth_bar_datacentre_cases() -> list[Case]:
    G = NINETYNINTH_DATACENTRE
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="replacement_ranking", judgements="board_decisions", runs=_RECS3,
        stem="replacement_ranking", outputs=_OUT, item="server", rounded="technician_ratings",
        weights="{'smart_failure_predictions': 2.0, 'bmc_sensor_health': 1.0, 'technician_ratings': 1.5, "
                "'board_votes': 0.5}",
        lone_query="R['board_votes']['vote:board/2024-05-28/emergency'] = "
                   "{'server:dc1/h2/r14-u07': 0.9, 'server:dc1/h2/r14-u09': 0.4}\n",
        trust="smart_failure_predictions 2\nbmc_sensor_health 1\ntechnician_ratings 1\n",
        trust_dict="{'smart_failure_predictions': 2, 'bmc_sensor_health': 1, 'technician_ratings': 1}",
        texts={
            "rrf": ("u99b_rrf_replacement_ranking",
                    "rankagg.fuse({source: {hall, month, vote or rack: {server: score}}}, method='rrf'): the SMART "
                    "failure predictions, the BMCs' sensor health, the technicians' ratings and the board's votes, "
                    "six rankings ('vote:board/2024-05-21/replace'), servers as 'server:dc1/h2/r14-u07'"),
            "borda": ("u99b_borda_server_absent",
                      "rankagg.fuse(..., method='borda'): a server whose BMC did not answer or that no technician "
                      "walked to has no score from some sources"),
            "combsum": ("u99b_combsum_rounded_ratings",
                        "rankagg.fuse(..., method='combsum'): the technicians' ratings kept to one decimal (many "
                        "ties) beside the SMART failure predictions and the BMCs' sensor health"),
            "fuser": ("u99b_weighted_fuser_smart_predictions",
                      "rankagg.Fuser('rrf', weights=...) per hall, month and vote: the SMART failure predictions "
                      "count 2, as every drive's attributes are read daily"),
            "frame": ("u99b_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the team's sheet, a row "
                      "per hall, month or vote, server and source"),
            "evaluate": ("u99b_evaluate_board_decisions",
                         "rankagg.evaluate(fused ranking, the board's decisions, ['nDCG@5', 'AP', 'P@3']): does "
                         "the fused ranking put the servers the board replaced first"),
            "lone": ("u99b_board_only_emergency_vote",
                     "rankagg.fuse(..., method='rrf'): an emergency vote only the board's votes hold, beside halls "
                     "and months every source covers"),
            "cli_rrf": ("u99b_cli_rrf_runs",
                        "rankagg fuse smart_failure_predictions.run bmc_sensor_health.run technician_ratings.run "
                        "--method rrf -o replacement_ranking.run: one run per source, halls, months and votes as "
                        "queries"),
            "cli_borda": ("u99b_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the SMART failure "
                          "predictions count double)"),
            "cli_combsum": ("u99b_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four servers a hall's replacement "
                            "order holds"),
            "cli_evaluate": ("u99b_cli_evaluate_board_decisions_qrels",
                             "rankagg evaluate replacement_ranking.run --qrels board_decisions.qrels -m ndcg_cut.5 "
                             "-m map: the fused ranking against the board's decisions (0-2)"),
            "cli_parquet": ("u99b_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o replacement_ranking.parquet: gzipped runs from "
                            "the team's collectors, a Parquet table for the board's monthly pack")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u99b_smartctl_json_as_run", "a drive's SMART attributes as smartctl -j writes them (JSON: "
         "json_format_version, smartctl, device, ata_smart_attributes table, power_on_time, temperature)",
         _SMARTCTL_NAME, _SMARTCTL, "smartctl", f"{_SMARTCTL_NAME}:1"),
        ("u99b_nvme_cli_smart_log_as_run", "an NVMe drive's smart log as nvme-cli's smart-log -o json writes it "
         "(critical_warning, temperature, avail_spare, spare_thresh, percent_used, ..., media_errors)", _NVME_NAME,
         _NVME, "nvme-cli", f"{_NVME_NAME}:1"),
        ("u99b_redfish_drive_as_run", "a drive as a BMC's Redfish service answers it (JSON: @odata.context, "
         "@odata.id, @odata.type #Drive.v1_5_0.Drive, ..., FailurePredicted, PredictedMediaLifeLeftPercent)",
         _REDFISH_NAME, _REDFISH, "Redfish", f"{_REDFISH_NAME}:1"),
        ("u99b_ipmitool_sel_as_run", "a server's system event log as ipmitool sel list prints it (id | date | "
         "time | sensor | event | Asserted)", _SEL_NAME, _SEL, "ipmitool", f"{_SEL_NAME}:1"),
        ("u99b_dmidecode_as_run", "a server's SMBIOS identity as dmidecode -t system prints it ('# dmidecode "
         "3.3', Handle lines, tab-indented fields)", _DMIDECODE_NAME, _DMIDECODE, "dmidecode",
         f"{_DMIDECODE_NAME}:1"),
        ("u99b_backblaze_csv_as_run", "a day of Backblaze's drive stats (CSV: date, serial_number, model, "
         "capacity_bytes, failure, smart_1_normalized, smart_1_raw, ...)", _BACKBLAZE_NAME, _BACKBLAZE, "Backblaze",
         f"{_BACKBLAZE_NAME}:1"),
        ("u99b_jpeg_photo_as_run", "a technician's photo of a failed drive's label left in the hall's folder "
         "(JPEG: SOI, JFIF APP0, DQT, SOF0)", _JPEG_NAME, _JPEG, "JPEG", _JPEG_NAME),
        ("u99b_rating_sheet_as_run", "the technicians' rating sheet as typed (six fields a line: hall, rack, "
         "unit, technician, rating, date)", "ratings_h2_2024-05.txt", _RATINGS, "rating sheet",
         "ratings_h2_2024-05.txt:1"),
        ("u99b_ballot_as_run", "a board member's ballot as typed (four fields a line: rank, server, hall, vote)",
         "ballot_member4.txt", _BALLOT, "ballot", "ballot_member4.txt:1"),
        ("u99b_vote_tally_as_run", "the board's vote tally as typed (six fields a line: server, hall, replace, "
         "repair, keep, abstain)", "tally_2024-05-21.txt", _TALLY, "vote tally", "tally_2024-05-21.txt:1")],
        one_run=("smart_failure_predictions.run", _ONE_RUN), stem="replacement_ranking",
        text_why="trec_eval refuses a line of other than six fields, and a typed rating's six are a hall, a rack, a "
                 "unit, a technician, a rating and a date, not a run's; the file is the field's own, named by what "
                 "it is (a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a JPEG photo read as lines gives no ranking: named by what it is")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u99b_ballot_as_qrels", "ballot_member4.txt", _BALLOT, "ballot"),
        ("u99b_vote_tally_as_qrels", "tally_2024-05-21.txt", _TALLY, "vote tally"),
        ("u99b_redfish_drive_as_qrels", _REDFISH_NAME, _REDFISH, "Redfish"),
        ("u99b_backblaze_csv_as_qrels", _BACKBLAZE_NAME, _BACKBLAZE, "Backblaze")],
        one_run=("smart_failure_predictions.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u99b_out_hpe_ahs_log", "DL380Gen10_MXQ1234ABC_20240514.ahs", "an HPE iLO Active Health System log (.ahs)"),
        ("u99b_out_smartd_ata_state", "smartd.ST12000NM0008-2H3101-ZHZ3ABCD.ata.state",
         "a smartd state file of an ATA drive (.ata.state)"),
        ("u99b_out_smartd_nvme_state", "smartd.SAMSUNG_MZQL23T8HCLS-00A07-S64HNE0T123456.nvme.state",
         "a smartd state file of an NVMe drive (.nvme.state)"),
        ("u99b_out_smartd_attrlog_csv", "attrlog.ST12000NM0008-2H3101-ZHZ3ABCD.ata.csv",
         "smartd's attribute log of an ATA drive (.ata.csv)")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=99"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u99b_api_smartctl_document",
            "rankagg.fuse(json.load(h2-r14-u07_sdc.json)): a drive's SMART attributes as smartctl -j writes them, "
            "loaded in Python, given as the runs",
            f"import json, rankagg\nrankagg.fuse(json.load(open('{_SMARTCTL_NAME}', encoding='utf-8')), "
            "method='rrf')\n",
            "smartctl", why="a run maps a query to {document: score}; smartctl's output is json_format_version, "
            "smartctl's version and argv, the device, then the attribute table and the drive's hours and temperature",
            files={_SMARTCTL_NAME: _SMARTCTL}),
        bad("u99b_api_backblaze_frame",
            "rankagg.fuse(pd.read_csv(2023-03-31.csv)): a day of Backblaze's drive stats (date, serial_number, "
            "model, capacity_bytes, failure, smart_1_normalized, ...) given as runs",
            f"import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('{_BACKBLAZE_NAME}'), method='borda')\n",
            "Backblaze", why="a table of runs has qid, docid, run and score columns; Backblaze's drive stats are a "
            "drive per row: the day, its serial number, model, capacity, failure flag and 174 SMART columns",
            files={_BACKBLAZE_NAME: _BACKBLAZE}),
    ]
    return cases
