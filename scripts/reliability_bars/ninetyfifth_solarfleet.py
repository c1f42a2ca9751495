"""Issue 45's ninety-fifth bar of scripts/reliability_matrix.py, a solar installer's fleet performance team and its
warranty committee, ranking installed sites, inverters and panel models per region, month and warranty round from
energy yield, performance ratio, fault counts, customers' ratings and the committee's votes (its cases, ids
``u95b_``, registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the
verdicts) are the matrix's.  (Written by a persona session, before any of its recognisers existed.)

The team's day: a region's yield in a month, a month's performance ratio, a warranty round's ballots, a panel model's
or an inverter's faults is a query (``region:socal/2024-03/yield``, ``round:warranty/2024-q1/ballots``,
``inverter:se10k-us/2024-q1/faults``) and each installed site a document (``site:solaredge/2841507``, the
monitoring platform, then its site or system id); the runs are SolarEdge's yield, Enphase's yield, the committee's
ballots and the customers' ratings, turned to scores in [0, 1] at four decimals.  They are fused with RRF, Borda and
CombSUM, SolarEdge's yield weighted highest (revenue-grade meters on most of the fleet), and judged against the
committee's verdicts (2 a site whose claim is upheld first, 1 a site under review, 0 otherwise).  The mistakes and odd
files: the field's own files given where runs or qrels are read (SolarEdge's site energy answer, Enphase's system
summary, PVGIS's PVcalc answer, the utility's Green Button download, a PVsyst hourly CSV export, an inverter's
SunSpec registers as read over Modbus, a drone photo from the site's folder, and the fault sheet, the committee's
ballot and its vote tally as typed), and outputs named for the field's files (PVsyst's module .PAN, inverter .OND
and variant .VC0 files, and a saved Green Button ESPI feed .espi.xml).

Checked, and where: SolarEdge's monitoring API site energy answer ({"energy":{"timeUnit","unit","measuredBy",
"values":[{"date","value"}]}}, compact, dates "YYYY-MM-DD hh:mm:ss") from its documented sample as clients and forum
posts quote it; Enphase's API v4 system summary (system_id, current_power, energy_lifetime, energy_today,
last_interval_end_at, last_report_at, modules, operational_at, size_w, nmi, source, status, summary_date,
battery_charge_w, battery_discharge_w, battery_capacity_wh, in that order) from its developer portal's example value;
PVGIS's PVcalc JSON (inputs location, meteo_data, mounting_system, pv_module; outputs monthly.fixed month, E_d, E_m,
H(i)_d, H(i)_m, SD_m and totals.fixed E_d ... l_aoi, l_spec (a string in real answers), l_tg, l_total; meta) from
stored answers (compact spacing assumed); Green Button ESPI (an Atom feed, entries whose content is ReadingType or
IntervalBlock in the http://naesb.org/espi namespace; ReadingType's children in schema order, IntervalReading's
cost, timePeriod duration and start, value) from the OpenESPI samples and greenbuttondata.org's DataCustodian
answers; SunSpec (registers from 40000: 'SunS', the common model 1 (ID, L=66, Mn 16, Md 16, Opt 8, Vr 8, SN 16, DA,
Pad), the three-phase inverter model 103 (L=50: A ... Evt2, EvtVnd1-4), the end marker 0xFFFF 0) from sunspec/models
json/model_1.json and model_103.json, written as the big-endian register bytes a Modbus client reads; JPEG with EXIF
(SOI, APP1 'Exif\\0\\0', a big-endian TIFF header, IFD0 Make, Model, Orientation, DateTime and the GPS IFD pointer,
the GPS IFD, then a DQT segment) from the EXIF 2.3 layout.  PVsyst's hourly CSV export only in part: semicolons, ten
header lines (one of them 'Simulation date'), a row of variable names (date;GlobHor;...;E_Grid), a row of units, a
blank row, then 'dd/MM/yy HH:mm' rows, as the readers of its exports and a tool that imitates it show; the other
header lines' exact text could not be checked and is written as PVsyst 7 labels it from memory (so the pandas frame
case reads only its table).  Left out, as they could not be checked byte for byte: SolarEdge's and Enphase's
portal CSV exports (no stored export shows their columns), SunSpec's SMDX or device-JSON logs of a live device (no
stored log), Enphase's telemetry answers (no stored example), customers' ratings (no fixed format: a survey tool's
export).

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import json
import struct

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

NINETYFIFTH_SOLARFLEET = ("45 Unseen inputs: a ninety-fifth bar, a solar installer's fleet performance team and its "
                          "warranty committee ranking installed sites, inverters and panel models per region, month "
                          "and warranty round from energy yield, performance ratio, fault counts, customers' ratings "
                          "and the committee's votes (SolarEdge's, Enphase's and PVGIS's API answers, Green Button "
                          "downloads, PVsyst exports, SunSpec registers, drone photos, and fault sheets, ballots and "
                          "vote tallies as typed)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['solaredge_yield', 'enphase_yield', 'committee_ballots', 'customer_ratings'],
    items=['site:solaredge/2841507', 'site:solaredge/1407682', 'site:enphase/698905955', 'site:enphase/4145233',
           'site:solaredge/3310418', 'site:enphase/2209871', 'site:solaredge/1996420', 'site:enphase/5520164'],
    queries=['region:socal/2024-03/yield', 'month:2024-03/performance-ratio', 'round:warranty/2024-q1/ballots',
             'model:panel/rec-alpha-pure-r-405/faults', 'region:norcal/2024-03/yield',
             'inverter:se10k-us/2024-q1/faults'],
    suffix='/revised', generator='fleet_rankings', judgements='committee_verdicts'
) + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "fleet_rankings", "fleet_rankings.run")

_RECS3 = ["solaredge_yield", "enphase_yield", "committee_ballots"]
_OUT = ("fleet_rankings.run",)
_ONE_RUN = ("region:socal/2024-03/yield Q0 site:solaredge/2841507 1 0.9318 solaredge_yield\n"
            "region:socal/2024-03/yield Q0 site:solaredge/1407682 2 0.8874 solaredge_yield\n")


def _compact(document: object) -> str:
    return json.dumps(document, ensure_ascii=False, separators=(",", ":"))


# the team's files, as the monitoring platforms, PVGIS and the utility answer, as PVsyst exports, as read, as typed
# SolarEdge's monitoring API, /site/{siteId}/energy?timeUnit=DAY (compact, as the API sends it)
_SE_ENERGY = _compact({"energy": {"timeUnit": "DAY", "unit": "Wh", "measuredBy": "INVERTER", "values": [
    {"date": "2024-03-01 00:00:00", "value": 41287.0}, {"date": "2024-03-02 00:00:00", "value": 38912.0},
    {"date": "2024-03-03 00:00:00", "value": None}, {"date": "2024-03-04 00:00:00", "value": 44530.0}]}})
_SE_ENERGY_NAME = "site_2841507_energy.json"

# Enphase's API v4, /api/v4/systems/{system_id}/summary, keys in the portal's order
_ENPHASE = _compact({"system_id": 698905955, "current_power": 5210, "energy_lifetime": 38104522, "energy_today": 21870,
                     "last_interval_end_at": 1710431100, "last_report_at": 1710431152, "modules": 24,
                     "operational_at": 1618317600, "size_w": 9720, "nmi": None, "source": "microinverters",
                     "status": "normal", "summary_date": "2024-03-14", "battery_charge_w": 0,
                     "battery_discharge_w": 0, "battery_capacity_wh": 0})
_ENPHASE_NAME = "system_698905955_summary.json"


# PVGIS's PVcalc answer (re.jrc.ec.europa.eu/api/v5_2/PVcalc?...&outputformat=json): inputs, outputs, meta
def _month(m: int, e_d: float, h_d: float, sd: float) -> dict:
    return {"month": m, "E_d": e_d, "E_m": round(e_d * 31, 2), "H(i)_d": h_d, "H(i)_m": round(h_d * 31, 2),
            "SD_m": sd}


_PVGIS = _compact({"inputs": {
    "location": {"latitude": 33.834, "longitude": -117.914, "elevation": 47.0},
    "meteo_data": {"radiation_db": "PVGIS-NSRDB", "meteo_db": "NSRDB", "year_min": 2005, "year_max": 2015,
                   "use_horizon": True, "horizon_db": "DEM-calculated"},
    "mounting_system": {"fixed": {"slope": {"value": 20, "optimal": False},
                                  "azimuth": {"value": 0, "optimal": False}, "type": "building-integrated"}},
    "pv_module": {"technology": "c-Si", "peak_power": 9.72, "system_loss": 14.0}},
    "outputs": {"monthly": {"fixed": [_month(1, 30.41, 4.12, 3.87), _month(2, 35.02, 4.83, 4.41),
                                      _month(3, 42.17, 5.91, 4.02)]},
                "totals": {"fixed": {"E_d": 44.83, "E_m": 1363.5, "E_y": 16362.02, "H(i)_d": 6.21, "H(i)_m": 188.9,
                                     "H(i)_y": 2266.8, "SD_m": 71.4, "SD_y": 402.65, "l_aoi": -2.61,
                                     "l_spec": "0.82", "l_tg": -9.74, "l_total": -23.58}}},
    "meta": {"inputs": {"location": {"description": "Selected location"}},
             "outputs": {"monthly": {"type": "time series", "timestamp": "monthly averages"}}}})
_PVGIS_NAME = "pvcalc_site_2841507.json"

# Green Button Download My Data: the utility's ESPI Atom feed, a ReadingType (net export, Wh) and an IntervalBlock
_GREEN_BUTTON = (
    '<?xml version="1.0" encoding="UTF-8"?>\n'
    '<feed xmlns="http://www.w3.org/2005/Atom" xmlns:espi="http://naesb.org/espi">\n'
    '  <id>urn:uuid:6C1A3F0E-2B7D-4E59-9A41-0D8E5C7B2F13</id>\n'
    '  <title>Green Button Usage Feed</title>\n'
    '  <updated>2024-04-02T07:00:00Z</updated>\n'
    '  <entry>\n'
    '    <id>urn:uuid:9E4B0C7A-5D21-4F6B-8C3E-71A2D9F0B845</id>\n'
    '    <link rel="self" href="https://api.example-utility.com/DataCustodian/espi/1_1/resource/ReadingType/19"/>\n'
    '    <title>Energy Received (WH)</title>\n'
    '    <content>\n'
    '      <ReadingType xmlns="http://naesb.org/espi">\n'
    '        <accumulationBehaviour>4</accumulationBehaviour>\n'
    '        <commodity>1</commodity>\n'
    '        <currency>840</currency>\n'
    '        <dataQualifier>12</dataQualifier>\n'
    '        <flowDirection>19</flowDirection>\n'
    '        <intervalLength>3600</intervalLength>\n'
    '        <kind>12</kind>\n'
    '        <phase>769</phase>\n'
    '        <powerOfTenMultiplier>0</powerOfTenMultiplier>\n'
    '        <timeAttribute>0</timeAttribute>\n'
    '        <uom>72</uom>\n'
    '      </ReadingType>\n'
    '    </content>\n'
    '    <published>2024-04-02T07:00:00Z</published>\n'
    '    <updated>2024-04-02T07:00:00Z</updated>\n'
    '  </entry>\n'
    '  <entry>\n'
    '    <id>urn:uuid:2F7D8A61-C03B-4E9A-B5D4-8E16A0C3F972</id>\n'
    '    <link rel="self" href="https://api.example-utility.com/DataCustodian/espi/1_1/resource/RetailCustomer/'
    '9B6C7063/UsagePoint/01/MeterReading/02/IntervalBlock/0314"/>\n'
    '    <title/>\n'
    '    <content>\n'
    '      <IntervalBlock xmlns="http://naesb.org/espi">\n'
    '        <interval>\n'
    '          <duration>86400</duration>\n'
    '          <start>1710399600</start>\n'
    '        </interval>\n'
    '        <IntervalReading>\n'
    '          <timePeriod>\n'
    '            <duration>3600</duration>\n'
    '            <start>1710435600</start>\n'
    '          </timePeriod>\n'
    '          <value>4213</value>\n'
    '        </IntervalReading>\n'
    '        <IntervalReading>\n'
    '          <timePeriod>\n'
    '            <duration>3600</duration>\n'
    '            <start>1710439200</start>\n'
    '          </timePeriod>\n'
    '          <value>5027</value>\n'
    '        </IntervalReading>\n'
    '      </IntervalBlock>\n'
    '    </content>\n'
    '    <published>2024-04-02T07:00:00Z</published>\n'
    '    <updated>2024-04-02T07:00:00Z</updated>\n'
    '  </entry>\n'
    '</feed>\n')
_GREEN_BUTTON_NAME = "Green_Button_Download_2024-03.xml"

# PVsyst's hourly CSV export (Output files > hourly values, CSV): ten header lines, the variables, their units, a
# blank line, then the rows; semicolons, dates as dd/MM/yy HH:mm, Latin-1
_PVSYST = ("PVSYST V7.4.6;;;;\n"
           "\n"
           "File ;Fleet_SoCal_2841507_HourlyRes_0.CSV;;;\n"
           "and ;Fleet_SoCal_2841507.PRJ;;;\n"
           "Project ;Fleet SoCal 2841507;;;\n"
           "Variant ;VC0 : REC Alpha Pure-R 405 / SE10K-US;;;\n"
           "Simulation date;;14/03/24 09h12;;\n"
           "Meteo data;Anaheim_NSRDB_TMY.MET;;;\n"
           "\n"
           "\n"
           "date;GlobHor;GlobInc;EArray;E_Grid\n"
           ";W/m\u00b2;W/m\u00b2;kW;kW\n"
           "\n"
           "01/03/90 11:00;812.4;934.1;7.604;7.381\n"
           "01/03/90 12:00;851.9;978.6;7.912;7.684\n"
           "01/03/90 13:00;798.3;921.0;7.471;7.249\n")
_PVSYST_NAME = "Fleet_SoCal_2841507_HourlyRes_0.CSV"


def _registers(text: str, count: int) -> bytes:
    return text.encode("ascii").ljust(2 * count, b"\x00")


def _sunspec_registers() -> bytes:
    """An inverter's SunSpec registers as a Modbus client reads them from 40000 and saves them (big-endian 16-bit
    registers): 'SunS', the common model (ID 1, L 66: Mn, Md, Opt, Vr, SN as 16, 16, 8, 8, 16 registers of NUL-padded
    ASCII, DA, Pad), the three-phase inverter model (ID 103, L 50: currents and their scale factor, voltages, W, Hz,
    VA, VAr, PF, the acc32 WH, DC A, V, W, four temperatures and their scale factor, St, StVnd, Evt1, Evt2 and four
    vendor bitfields), then the end model 0xFFFF, 0."""
    common = (struct.pack(">HH", 1, 66) + _registers("SolarEdge", 16) + _registers("SE10K-US", 16)
              + _registers("", 8) + _registers("0004.0018.0021", 8) + _registers("7E0A1B2C", 16)
              + struct.pack(">HH", 1, 0x8000))
    h = struct.pack
    inverter = (h(">HH", 103, 50) + h(">HHHHh", 2410, 803, 804, 803, -2) + h(">HHHHHHh", 4790, 4801, 4795, 2770,
                2772, 2768, -1) + h(">hh", 9712, 0) + h(">Hh", 5998, -2) + h(">hh", 9731, 0) + h(">hh", 12, 0)
                + h(">hh", 9980, -2) + h(">Ih", 38104522, 0) + h(">Hh", 2580, -2) + h(">Hh", 3812, -1)
                + h(">hh", 9834, 0) + h(">hhhhh", 412, 537, -32768, -32768, -1) + h(">HH", 4, 0)
                + h(">IIIIII", 0, 0, 0, 0, 0, 0))
    return b"SunS" + common + inverter + struct.pack(">HH", 0xFFFF, 0)


_SUNSPEC = _sunspec_registers()
_SUNSPEC_NAME = "site_2841507_inv1_sunspec_40000.bin"


def _ifd(entries: list[tuple[int, int, int, bytes]], base: int, next_ifd: int = 0) -> tuple[bytes, bytes]:
    """A big-endian TIFF IFD at ``base`` (from the TIFF header): its entries (tag, type, count, value bytes), values
    over four bytes placed after it; returns the IFD and its data area."""
    area_at = base + 2 + 12 * len(entries) + 4
    table, area = struct.pack(">H", len(entries)), b""
    for tag, kind, count, value in entries:
        if len(value) <= 4:
            table += struct.pack(">HHI", tag, kind, count) + value.ljust(4, b"\x00")
        else:
            table += struct.pack(">HHII", tag, kind, count, area_at + len(area))
            area += value + (b"\x00" if len(value) % 2 else b"")
    return table + struct.pack(">I", next_ifd), area


def _rationals(*pairs: tuple[int, int]) -> bytes:
    return b"".join(struct.pack(">II", n, d) for n, d in pairs)


def _drone_photo() -> bytes:
    """A roof's drone photo as the drone writes it (JPEG: SOI, APP1 'Exif\\0\\0' with a big-endian TIFF header 'MM'
    0x002A and IFD0 at 8: Make, Model, Orientation, DateTime, the GPS IFD pointer; the GPS IFD: version 2.3, N
    33/1 50/1 2/1, W 117/1 54/1 50/1), then the luminance DQT segment, as a camera's file begins."""
    ascii_ = [(0x010F, b"DJI\x00"), (0x0110, b"FC3411\x00"), (0x0132, b"2024:03:14 11:42:08\x00")]
    ifd0 = [(0x010F, 2, 4, ascii_[0][1]), (0x0110, 2, 7, ascii_[1][1]), (0x0112, 3, 1, struct.pack(">H", 1)),
            (0x0132, 2, 20, ascii_[2][1])]
    size0 = 2 + 12 * (len(ifd0) + 1) + 4
    _, area0 = _ifd(ifd0 + [(0x8825, 4, 1, b"\x00\x00\x00\x00")], 8)
    gps_at = 8 + size0 + len(area0)
    table0, area0 = _ifd(ifd0 + [(0x8825, 4, 1, struct.pack(">I", gps_at))], 8)
    gps, gps_area = _ifd([(0x0000, 1, 4, bytes([2, 3, 0, 0])), (0x0001, 2, 2, b"N\x00"),
                          (0x0002, 5, 3, _rationals((33, 1), (50, 1), (2, 1))), (0x0003, 2, 2, b"W\x00"),
                          (0x0004, 5, 3, _rationals((117, 1), (54, 1), (50, 1)))], gps_at)
    tiff = b"MM\x00\x2a" + struct.pack(">I", 8) + table0 + area0 + gps + gps_area
    app1 = b"Exif\x00\x00" + tiff
    dqt = b"\xff\xdb" + struct.pack(">H", 67) + b"\x00" + bytes([2, 1, 1, 2, 1, 1, 2, 2] * 8)
    return b"\xff\xd8\xff\xe1" + struct.pack(">H", len(app1) + 2) + app1 + dqt + b"\xff\xd9"


_JPEG = _drone_photo()
_JPEG_NAME = "DJI_20240314114208_0031_V.JPG"

# the fault sheet as typed by the technicians after a site visit: date, site, inverter, fault, count, technician: six
# fields
_FAULTS = ("2024-03-14 2841507 INV1 GroundFault 3 jmorales\n2024-03-14 2841507 INV2 ArcFault 1 jmorales\n"
           "2024-03-15 1407682 INV1 IsolationFault 2 tnguyen\n2024-03-18 3310418 INV1 GridOverVoltage 5 tnguyen\n")
# a committee member's ballot as typed for the warranty round: rank, site, region, performance ratio, faults, score:
# six fields
_BALLOT = ("1 2841507 SoCal 0.71 6 9.2\n2 3310418 SoCal 0.74 5 8.7\n3 1407682 NorCal 0.78 2 7.9\n"
           "4 1996420 NorCal 0.81 1 6.4\n")
# the committee's vote tally as typed by its secretary: site, yes, no, abstain: four fields a line
_TALLY = ("2841507 6 1 0\n3310418 5 2 0\n1407682 3 3 1\n1996420 1 6 0\n")


def ninetyfifth_bar_solarfleet_cases() -> list[Case]:
    G = NINETYFIFTH_SOLARFLEET
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="fleet_rankings", judgements="committee_verdicts", runs=_RECS3,
        stem="fleet_rankings", outputs=_OUT, item="site", rounded="committee_ballots",
        weights="{'solaredge_yield': 2.0, 'enphase_yield': 1.5, 'committee_ballots': 1.0, "
                "'customer_ratings': 0.5}",
        lone_query="R['customer_ratings']['region:desert/2024-03/ratings'] = "
                   "{'site:solaredge/2841507': 0.9, 'site:enphase/698905955': 0.4}\n",
        trust="solaredge_yield 2\nenphase_yield 1\ncommittee_ballots 1\n",
        trust_dict="{'solaredge_yield': 2, 'enphase_yield': 1, 'committee_ballots': 1}",
        texts={
            "rrf": ("u95b_rrf_fleet_rankings",
                    "rankagg.fuse({source: {region, month, round or model: {site: score}}}, method='rrf'): "
                    "SolarEdge's yield, Enphase's yield, the committee's ballots and the customers' ratings, six "
                    "rankings ('round:warranty/2024-q1/ballots'), sites as 'site:solaredge/2841507'"),
            "borda": ("u95b_borda_site_absent",
                      "rankagg.fuse(..., method='borda'): a site on Enphase has no SolarEdge yield, and a site "
                      "offline for the month has no yield at all"),
            "combsum": ("u95b_combsum_rounded_ballots",
                        "rankagg.fuse(..., method='combsum'): the committee's ballots kept to one decimal (many "
                        "ties) beside SolarEdge's and Enphase's yields"),
            "fuser": ("u95b_weighted_fuser_solaredge_yield",
                      "rankagg.Fuser('rrf', weights=...) per region, month and round: SolarEdge's yield counts 2, "
                      "as most of the fleet has its revenue-grade meters"),
            "frame": ("u95b_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the team's sheet, a row per "
                      "region, month or round, site and source"),
            "evaluate": ("u95b_evaluate_committee_verdicts",
                         "rankagg.evaluate(fused ranking, the committee's verdicts, ['nDCG@5', 'AP', 'P@3']): does "
                         "the fused ranking put the upheld claims first"),
            "lone": ("u95b_ratings_only_desert_region",
                     "rankagg.fuse(..., method='rrf'): a new region only the customers' ratings cover, beside "
                     "regions and months every source covers"),
            "cli_rrf": ("u95b_cli_rrf_runs",
                        "rankagg fuse solaredge_yield.run enphase_yield.run committee_ballots.run --method rrf "
                        "-o fleet_rankings.run: one run per source, regions, months and rounds as queries"),
            "cli_borda": ("u95b_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: SolarEdge's yield "
                          "counts double)"),
            "cli_combsum": ("u95b_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four sites the committee reviews per "
                            "round"),
            "cli_evaluate": ("u95b_cli_evaluate_committee_verdicts_qrels",
                             "rankagg evaluate fleet_rankings.run --qrels committee_verdicts.qrels -m ndcg_cut.5 -m "
                             "map: the fused ranking against the committee's verdicts (0-2)"),
            "cli_parquet": ("u95b_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o fleet_rankings.parquet: gzipped runs from the "
                            "team's nightly jobs, a Parquet table for the fleet dashboard")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u95b_solaredge_energy_as_run", "a site's daily energy as SolarEdge's monitoring API answers it (JSON: "
         "energy.timeUnit, unit, measuredBy, values of date and value)", _SE_ENERGY_NAME, _SE_ENERGY, "SolarEdge",
         f"{_SE_ENERGY_NAME}:1"),
        ("u95b_enphase_summary_as_run", "a system's summary as Enphase's API v4 answers it (JSON: system_id, "
         "current_power, energy_lifetime, energy_today, ..., source, status, summary_date)", _ENPHASE_NAME, _ENPHASE,
         "Enphase", f"{_ENPHASE_NAME}:1"),
        ("u95b_pvgis_pvcalc_as_run", "a site's expected yield as PVGIS's PVcalc answers it (JSON: inputs, outputs "
         "monthly.fixed and totals.fixed E_d, E_m, E_y, ..., l_total, meta)", _PVGIS_NAME, _PVGIS, "PVGIS",
         f"{_PVGIS_NAME}:1"),
        ("u95b_green_button_as_run", "the utility's Green Button download (ESPI XML: an Atom feed whose entries hold "
         "a ReadingType and an IntervalBlock of hourly readings)", _GREEN_BUTTON_NAME, _GREEN_BUTTON, "Green Button",
         f"{_GREEN_BUTTON_NAME}:1"),
        ("u95b_pvsyst_hourly_csv_as_run", "a PVsyst simulation's hourly CSV export (ten header lines, then "
         "date;GlobHor;GlobInc;EArray;E_Grid, units, rows)", _PVSYST_NAME, _PVSYST, "PVsyst", f"{_PVSYST_NAME}:1"),
        ("u95b_sunspec_registers_as_run", "an inverter's SunSpec registers as read over Modbus from 40000 ('SunS', "
         "the common model 1, the inverter model 103, the end marker)", _SUNSPEC_NAME, _SUNSPEC, "SunSpec",
         _SUNSPEC_NAME),
        ("u95b_drone_photo_as_run", "a roof's drone photo left in the site's folder (JPEG: FF D8, APP1 Exif with "
         "Make DJI, Model, DateTime and GPS)", _JPEG_NAME, _JPEG, "JPEG", _JPEG_NAME),
        ("u95b_fault_sheet_as_run", "the fault sheet as typed by the technicians (six fields a line: date, site, "
         "inverter, fault, count, technician)", "fault_sheet.txt", _FAULTS, "fault sheet", "fault_sheet.txt:1"),
        ("u95b_ballot_as_run", "a committee member's ballot as typed (six fields a line: rank, site, region, "
         "performance ratio, faults, score)", "ballot_member2.txt", _BALLOT, "ballot", "ballot_member2.txt:1"),
        ("u95b_vote_tally_as_run", "the committee's vote tally as typed (four fields a line: site, yes, no, "
         "abstain)", "vote_tally.txt", _TALLY, "vote tally", "vote_tally.txt:1")],
        one_run=("solaredge_yield.run", _ONE_RUN), stem="fleet_rankings",
        text_why="trec_eval refuses a line of other than six fields, and a typed fault line's six are a date, a "
                 "site, an inverter, a fault, a count and a technician, not a run's; the file is the field's own, "
                 "named by what it is (a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; an inverter's register bytes or a drone photo read as lines give no "
                   "ranking: named by what it is")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u95b_vote_tally_as_qrels", "vote_tally.txt", _TALLY, "vote tally"),
        ("u95b_ballot_as_qrels", "ballot_member2.txt", _BALLOT, "ballot"),
        ("u95b_enphase_summary_as_qrels", _ENPHASE_NAME, _ENPHASE, "Enphase"),
        ("u95b_green_button_as_qrels", _GREEN_BUTTON_NAME, _GREEN_BUTTON, "Green Button")],
        one_run=("solaredge_yield.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u95b_out_pvsyst_module_pan", "REC_Alpha_Pure-R_405.PAN", "a PVsyst PV module file (.PAN)"),
        ("u95b_out_pvsyst_inverter_ond", "SolarEdge_SE10K-US.OND", "a PVsyst inverter file (.OND)"),
        ("u95b_out_pvsyst_variant_vc0", "Fleet_SoCal_2841507.VC0", "a PVsyst simulation variant (.VC0)"),
        ("u95b_out_green_button_espi_xml", "usage_2024-03.espi.xml", "a saved Green Button ESPI feed (XML)")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=95"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u95b_api_solaredge_energy_document",
            "rankagg.fuse(json.load(site_2841507_energy.json)): a site's daily energy as SolarEdge's monitoring API "
            "answers it, loaded in Python, given as the runs",
            f"import json, rankagg\nrankagg.fuse(json.load(open('{_SE_ENERGY_NAME}', encoding='utf-8')), "
            "method='rrf')\n",
            "SolarEdge", why="a run maps a query to {document: score}; SolarEdge's answer is energy, its time unit, "
            "unit and meter, then a list of dates and values (one of them null)",
            files={_SE_ENERGY_NAME: _SE_ENERGY}),
        bad("u95b_api_pvsyst_hourly_frame",
            "rankagg.fuse(pd.read_csv(PVsyst hourly CSV, sep=';', its table only)): a simulation's hourly values "
            "(date, GlobHor, GlobInc, EArray, E_Grid) given as runs",
            "import pandas as pd, rankagg\n"
            f"frame = pd.read_csv('{_PVSYST_NAME}', sep=';', skiprows=[*range(10), 11, 12], encoding='utf-8')\n"
            "rankagg.fuse(frame, method='borda')\n",
            "PVsyst", why="a table of runs has qid, docid, run and score columns; PVsyst's hourly table is an hour per "
            "row: its date, irradiances and the array's and the grid's energy",
            files={_PVSYST_NAME: _PVSYST}),
    ]
    return cases
