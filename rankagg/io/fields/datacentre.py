"""A data centre's hardware reliability team's and replacement board's files (issue 45's ninety-ninth bar, u99b_):
nvme-cli's smart-log JSON, BMCs' Redfish answers, ipmitool's SEL listings, dmidecode's output and Backblaze's drive
stats.  (smartctl's JSON and JPEGs are named by the older readers.)  By decision the technicians' typed rating sheets
(hall, rack, unit, initials, rank, date), a member's typed ballot (place, server, hall, a verdict) and the board's
typed vote tally stay undeclared: they hold nothing of this field's own; their refusals name the file and line."""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

DATACENTRE = Field(
    team="a data centre's hardware reliability team and replacement board (u99b_)",
    advice="give each source's ranking of a hall's, month's or board vote's servers or drives (the SMART failure "
           "predictions, the BMC sensors' health, the technicians' ratings, the board's votes) as a run, the hall "
           "and month a query (hall:dc1/h2/2024-05) and each server a document (server:dc1/h2/r14-u07), the score "
           "higher for the server most in need: 'HALL Q0 SERVER RANK SCORE SOURCE'; the board's decisions are the "
           "qrels, 'HALL 0 SERVER GRADE'",
    files=(
        FieldFile("nvme-cli's smart-log as JSON (nvme smart-log -o json: critical_warning, temperature, avail_spare, "
                  "spare_thresh, percent_used, ..., media_errors)",
                  '{\n  "critical_warning" : 4,\n  "temperature" : 318,\n  "avail_spare" : 3,\n  "spare_thresh" : 10,'
                  '\n  "percent_used" : 104,\n  "media_errors" : 27\n}\n', 1,
                  keys=("critical_warning", "avail_spare", "spare_thresh", "percent_used", "media_errors")),
        FieldFile("a Redfish API answer (JSON from a server's BMC: @odata.id under /redfish/v1, @odata.type, ...)",
                  '{\n    "@odata.id": "/redfish/v1/Systems/WZP23380R9K/Storage/MRAID/Drives/PD-3",\n'
                  '    "@odata.type": "#Drive.v1_5_0.Drive",\n    "FailurePredicted": true\n}\n', 1,
                  keys=("@odata.id", "@odata.type"), marks=('"/redfish/v1',)),
        FieldFile("ipmitool's SEL listing (ipmitool sel list: record, date, time, sensor, event, Asserted or "
                  "Deasserted, '|'-separated)",
                  "   1 | 05/02/2024 | 03:14:07 | Memory #0x53 | Correctable ECC | Asserted\n"
                  "   2 | 05/02/2024 | 03:14:09 | Memory #0x53 | Correctable ECC | Asserted\n", 1,
                  line=r"^[ \t]*[0-9a-fA-F]+ \| \d\d/\d\d/\d{4} \| \d\d:\d\d:\d\d \| [^|\r\n]+\| [^|\r\n]+\| "
                       r"(?:Asserted|Deasserted)[ \t]*\r?$"),
        FieldFile("dmidecode's output ('# dmidecode 3.3', then the SMBIOS tables' handles and their fields)",
                  "# dmidecode 3.3\nGetting SMBIOS data from sysfs.\nSMBIOS 3.2.0 present.\n\n"
                  "Handle 0x0100, DMI type 1, 27 bytes\nSystem Information\n", 1,
                  line=r"\A\ufeff?# dmidecode \d+\.\d+[ \t]*\r?$"),
        FieldFile("Backblaze's drive stats (its daily CSV: date, serial_number, model, capacity_bytes, failure, "
                  "smart_1_normalized, smart_1_raw, ...)",
                  "date,serial_number,model,capacity_bytes,failure,smart_1_normalized,smart_1_raw\n"
                  "2023-03-31,ZHZ3ABCD,ST12000NM0008,12000138625024,0,83,204318032\n", 1,
                  columns=("serial_number", "model", "capacity_bytes", "failure")),
    ))
