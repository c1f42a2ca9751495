"""A solar installer's fleet performance team's and warranty committee's files (issue 45's ninety-fifth bar, u95b_):
SolarEdge's, Enphase's and PVGIS's API answers, PVsyst's hourly exports, SunSpec register dumps, and the technicians'
fault sheets typed as text, which name an inverter (INV1) and its fault on every line.  (PVsyst's module, inverter
and variant files are output names of rankagg.io.output_names; Green Button feeds, named at their root's line, and
JPEG photos are named by the older readers.)  By decision a member's typed ballot (rank, site, region, figures) and
the committee's vote tally (site, counts) stay undeclared: they hold nothing of this field's own; their refusals name
the file and line."""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

#: a fault sheet's line: date, site, the inverter, its fault (an inverter's event name), severity, technician
_FAULT = (r"\d{4}-\d\d-\d\d[ \t]+\S+[ \t]+INV\d{1,3}[ \t]+(?:[A-Za-z]*Fault|Grid(?:Over|Under)(?:Voltage|Frequency)|"
          r"[A-Za-z]*Error)[ \t]+\d{1,2}[ \t]+\S+[ \t]*")

SOLARFLEET = Field(
    team="a solar installer's fleet performance team and warranty committee (u95b_)",
    advice="give each source's ranking of a region's, month's or warranty round's sites (the energy yield, the "
           "performance ratio, the faults, the customers' ratings, the committee's votes) as a run, the slice a "
           "query (region:socal/2024-03/yield) and each site a document (site:solaredge/2841507), the score higher "
           "for the better site: 'SLICE Q0 SITE RANK SCORE SOURCE'; the committee's verdicts are the qrels, "
           "'SLICE 0 SITE GRADE'",
    files=(
        FieldFile("SolarEdge's energy answer (JSON from its monitoring API: energy with timeUnit, unit, measuredBy "
                  "and values, each a date and a value)",
                  '{"energy":{"timeUnit":"DAY","unit":"Wh","measuredBy":"INVERTER","values":[{"date":'
                  '"2024-03-01 00:00:00","value":41287.0}]}}\n', 1,
                  keys=("energy", "timeUnit", "measuredBy", "values")),
        FieldFile("Enphase's system summary (JSON from its API v4: system_id, current_power, energy_lifetime, "
                  "energy_today, last_interval_end_at, modules, size_w, status, ...)",
                  '{"system_id":698905955,"current_power":5210,"energy_lifetime":38104522,"last_interval_end_at":'
                  '1710431100,"modules":24,"size_w":9720,"status":"normal"}\n', 1,
                  keys=("system_id", "energy_lifetime", "last_interval_end_at", "size_w")),
        FieldFile("PVGIS's PV calculation answer (JSON from its API: inputs with location, meteo_data, "
                  "mounting_system and pv_module; outputs monthly and totals; meta)",
                  '{"inputs":{"location":{"latitude":33.834},"meteo_data":{"radiation_db":"PVGIS-NSRDB"},'
                  '"mounting_system":{"fixed":{}},"pv_module":{"technology":"c-Si","peak_power":9.72}}}\n', 1,
                  keys=("inputs", "meteo_data", "mounting_system", "pv_module")),
        FieldFile("a PVsyst hourly export (CSV: 'PVSYST V7...' first, the project's and variant's lines, then "
                  "date and PVsyst's variables, GlobHor, GlobInc, EArray, E_Grid, a row an hour)",
                  "PVSYST V7.4.6;;;;\n\nFile ;Fleet_SoCal_2841507_HourlyRes_0.CSV;;;\n", 1,
                  line=r"\A\ufeff?PVSYST V\d+(?:\.\d+)+[;,\t]"),
        FieldFile("a PVsyst hourly table (its variables as columns: date, GlobHor, GlobInc, EArray, E_Grid, ...)",
                  "date;GlobHor;GlobInc;EArray;E_Grid\n01/03/90 11:00;812.4;934.1;7.604;7.381\n", 1,
                  columns=("GlobHor", "GlobInc", "E_Grid")),
        FieldFile("a SunSpec register dump (Modbus registers from 40000: 'SunS', then model 1, the common block, "
                  "and the inverter's models)",
                  b"SunS\x00\x01\x00\x42SolarEdge\x00\x00\x00\x00\x00\x00\x00", 1, magic=b"SunS\x00\x01"),
        FieldFile("the technicians' fault sheet typed as text (date, site, inverter, fault, severity, technician; "
                  "six fields a line that pass for a TREC run's)",
                  "2024-03-14 2841507 INV1 GroundFault 3 jmorales\n2024-03-14 2841507 INV2 ArcFault 1 jmorales\n", 1,
                  line=rf"\A{_FAULT}\r?\n{_FAULT}$", lookalike=True),
    ))
