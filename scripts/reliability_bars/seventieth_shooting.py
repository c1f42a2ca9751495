"""Issue 45's seventieth bar of scripts/reliability_matrix.py, a practical shooting (IPSC / USPSA / IDPA) club's match
director and statisticians, ranking shooters per stage, division, match and season from stage times, hits (A, C, D,
misses, no-shoots, procedurals), hit factors and stage points (its cases, ids ``u70b_``, registered in its
``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.
(Written by a persona session, before any of its recognisers existed.)

The team's day: each stage, match division or season division is a query (``stage:2025-03-08/PB01/3``, the match's
date, the club's USPSA code and the stage's number; ``match:2025-03-08/PB01/PROD`` the match's Production results;
``season:2025/PB01/PROD`` the season's table) and each shooter a document (``shooter:PROD/A151203``, the division as
PractiScore codes it, then the USPSA member number); the runs are PractiScore's hit factors, the stage points, the
classifier percentages and the range officers' paper score sheets, turned to scores in [0, 1] at four decimals.  They
are fused with RRF, Borda and CombSUM, PractiScore's hit factors weighted highest (every hit and time is entered on
the range), and judged against the match director's verified placings (2 a shooter in the division's top two, 1 a
solid finish, 0 otherwise).  The mistakes and odd files: the field's own files given where runs or qrels are read
(PractiScore's results report and .psc match file, the match_def.json inside it, USPSA's classification record, a
WinMSS match .cab, the season's standings as a spreadsheet, and the score sheets, stage points and squad list as
typed), and outputs named for the field's files (PractiScore's .psc and its match_scores.json, WinMSS's .cab and its
SCORE.XML).  (Left out, as they could not be checked byte for byte: shot timer exports (AMG Lab Commander, Shot
Timer apps, Special Pie, Pocket Pro), of which no stored sample or writer was found; Shoot'n Score It's EZWS zip,
known only by name from PractiScore Match Manager's import menu; PractiScore's web results pages and their CSV
downloads; IDPA's own results files; USPSA's classifier-history pages, printed as HTML or PDF.)

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import io
import json
import struct
import zipfile

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

SEVENTIETH_SHOOTING = ("45 Unseen inputs: a seventieth bar, a practical shooting club's match director and "
                       "statisticians ranking shooters per stage, division, match and season from stage times, hits, "
                       "hit factors and stage points (PractiScore results reports and .psc match files, USPSA "
                       "classification records, WinMSS match files, season standings as spreadsheets, score sheets, "
                       "stage points and squad lists as typed)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['practiscore_hit_factors', 'stage_points', 'classifier_percent', 'ro_score_sheets'],
    items=['shooter:PROD/A151203', 'shooter:PROD/TY98412', 'shooter:LTD/L5127', 'shooter:PROD/FY120877',
           'shooter:OPEN/A149950', 'shooter:SS/TY87214', 'shooter:PROD/A160318', 'shooter:LTD/B1044'],
    queries=['stage:2025-03-08/PB01/1', 'stage:2025-03-08/PB01/2', 'stage:2025-03-08/PB01/3',
             'match:2025-03-08/PB01/PROD', 'match:2025-04-12/PB01/PROD', 'season:2025/PB01/PROD'],
    suffix='/rescored', generator='shooter_rankings', judgements='md_placings'
) + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "shooter_rankings", "shooter_rankings.run")

_RECS3 = ["practiscore_hit_factors", "stage_points", "classifier_percent"]
_OUT = ("shooter_rankings.run",)
_ONE_RUN = ("stage:2025-03-08/PB01/1 Q0 shooter:PROD/A151203 1 0.9412 practiscore_hit_factors\n"
            "stage:2025-03-08/PB01/1 Q0 shooter:PROD/TY98412 2 0.8873 practiscore_hit_factors\n")


# the team's files, as PractiScore, USPSA, WinMSS, a spreadsheet and the range officers write them
# the match's results as PractiScore exports them for USPSA (the text report cahna/hitfactorpy parses: its
# tests/mock_data/uspsa_match_reports/20230108.txt, PractiScore 1.682 on iOS): '$PRACTISCORE <version> RESULTS', the
# $INFO lines (region, platform, product, version, match name and date mm/dd/yyyy, club, level), 'Z 3.0', the A line,
# then D (the competitors' header) and E (a competitor a line: number, USPSA number, names, DQs, class, division,
# match points, place, power factor, the shotgun, rifle and aggregate columns, female, age, law, military), F and G
# (the stages: number, gun, minimum rounds, maximum points, classifier and its number, name, scoring, times run), H and
# I (a stage score a line: hits A B C D, misses, no-shoots, procedurals, ..., T1 to T5, time, raw and total points,
# hit factor, stage points, place, an empty stage power factor), and '$END' with no newline after it; lines ended by
# LF as the stored report keeps them
_TAIL = "Open,Major,,No,,Open,Minor,,No,,No,,,,,,,,,,"


def _report_score(stage: int, comp: int, a: int, c: int, d: int, m: int, ns: int, proc: int, time: float,
                  points: float, place: int) -> str:
    raw = 5 * a + 3 * c + d
    pen = 10 * (m + ns + proc)
    total = max(raw - pen, 0)
    return (f"I Pistol,{stage},{comp},No,No,{a},0,{c},{d},{m},{ns},{proc},0,0,0,0,0,0,0,{pen},{time:g},0,0,0,0,"
            f"{time:.2f},{raw},{total},{total / time:.4f},{points:.4f},{place},")


_REPORT = "\n".join([
    "$PRACTISCORE 1.682 RESULTS", "$INFO Region:USPSA", "$INFO PLATFORM IOS",
    "$INFO PractiScore_Product: PractiScore (iOS)", "$INFO PractiScore_Version:1.682",
    "$INFO Match name:Pine Barrens USPSA - March 2025 PB01", "$INFO Match date:03/08/2025",
    "$INFO Club Name:PineBarrens", "$INFO Club Code:PB01", "$INFO Multigun:0", "$INFO Scoring:0",
    "$INFO Classifiers:1", "$INFO Match Level: Level I", "Z 3.0",
    "A Pine Barrens USPSA - March 2025 PB01,PineBarrens,03/08/2025",
    "D Comp,USPSA,FirstName,LastName,DQPistol,DQRifle,DQShotgun,Reentry,Class,Division,Match Points,Place Overall,"
    "Power Factor,Shotgun Division,Shotgun Power Factor,Shotgun Place Overall,Shotgun Entered,Shotgun Match Points,"
    "Rifle Division,Rifle Power Factor,Rifle Place Overall,Rifle Entered,Rifle Match Points,Aggregate,"
    "Aggregate Division,Aggregate Pistol Percent,Aggregate Pistol Points,Aggregate Place,Aggregate Rifle Percent,"
    "Aggregate Rifle Points,Aggregate Shotgun Percent,Aggregate Shotgun Points,Aggregate Total,Female,Age,Law,"
    "Military",
    f"E 1,A151203,Dana,Walker,No,No,No,No,A,Production,412.5530,1,Minor,{_TAIL}Yes,,No,No",
    f"E 2,TY98412,Marcus,Reyes,No,No,No,No,B,Production,398.1174,2,Minor,{_TAIL}No,Senior,No,Yes",
    f"E 3,FY120877,Owen,Pratt,No,No,No,No,C,Production,351.0682,3,Minor,{_TAIL}No,,No,No",
    "F Number,Guntype,Minimum Rounds,Maximum Points,Classifier,Classifier_No,Stage_name,ScoringType,TimesRun",
    "G 1,Pistol,24,120,No,,Swamp Road,Comstock,1", "G 2,Pistol,18,90,No,,Cranberry Bog,Comstock,1",
    "G 3,Pistol,8,40,Yes,22-01,CM 22-01 Pucker Factor,Comstock,1",
    "H Gun,Stage,Comp,DQ,DNF,A,B,C,D,Miss,No Shoot,Procedural,Double Poppers,Double Popper Miss,Late Shot,"
    "Extra Shot,Extra Hit,No Penalty Miss,Additional Penalty,Total Penalty,T1,T2,T3,T4,T5,Time,Raw Points,"
    "Total Points,Hit Factor,Stage Points,Stage Place,Stage Power Factor",
    _report_score(1, 1, 20, 3, 1, 0, 0, 0, 18.37, 120.0, 1), _report_score(1, 2, 17, 6, 0, 1, 0, 0, 19.52, 95.4775, 2),
    _report_score(1, 3, 15, 7, 1, 1, 0, 1, 24.08, 64.0814, 3), _report_score(3, 1, 7, 1, 0, 0, 0, 0, 6.41, 40.0, 1),
    "$END"])
_REPORT_NAME = "PB01_2025-03-08_results.txt"

# the match as PractiScore saves it (.psc: a ZIP, PK 03 04, of match_def.json and match_scores.json, as
# jglover/practiscore-match-manager's lib/imexport/psc.js reads and writes it): match_def.json's keys as its
# doc/ps_json.txt lists them (match_id, match_name, match_date, match_type 'uspsa_p', match_cats, match_cls, the
# competitors 'sh_*', the stages 'stage_*', the iOS app's version; timestamps in UTC as '2014-04-28 02:32:26.183'),
# match_scores.json a stage a record, a shooter's score its string times 'str' and its hits per target 'ts' (a
# number, four bits a hit: A, B, C, D, no-shoot, miss, no-penalty miss from the lowest up); compact JSON as that
# writer's JSON.stringify gives (PractiScore's own whitespace could not be checked)
_MATCH_ID = "5B1E0C72-9A3D-4F61-8E27-3C4D2A9B7E10"
_SHOOTERS = [("0F4A7B21-6C2E-4D8A-9B13-2E5F7A1C8D04", "A151203", "Walker", "Dana", "PROD", 1),
             ("7C9D2E45-1B3F-4A6C-8D27-5E1F9A3B6C12", "TY98412", "Reyes", "Marcus", "PROD", 2),
             ("3E8B1A67-4D2C-49F5-A136-8B2D7E4F1A90", "FY120877", "Pratt", "Owen", "PROD", 3)]
_STAGE_IDS = ["A2C4E6F8-1B3D-4F5A-8C7E-9D0B1A2C3E4F", "B3D5F7A9-2C4E-4A6B-9D8F-0E1C2B3D4F5A"]
_MATCH_DEF = {
    "match_id": _MATCH_ID, "match_name": "Pine Barrens USPSA - March 2025 PB01", "match_date": "2025-03-08",
    "match_type": "uspsa_p", "match_approvescores": False, "match_logenabled": True,
    "match_creationdate": "2025-03-02 18:41:07.220", "match_modifieddate": "2025-03-08 21:14:03.512",
    "match_cats": ["Lady", "Senior", "Super Senior", "Junior", "Military", "Law Enforcement"],
    "match_cls": ["G", "M", "A", "B", "C", "D", "U"], "match_bonuses": [], "match_penalties": [],
    "match_shooters": [{"sh_uid": uid, "sh_uuid": uid, "sh_id": num, "sh_ln": last, "sh_fn": first, "sh_num": n,
                        "sh_dvp": div, "sh_pf": "MINOR", "sh_grd": "A", "sh_sqd": 2, "sh_dq": False, "sh_del": False,
                        "sh_gen": "Male", "sh_age": "Adult", "sh_wlk": False, "sh_mod": "2025-03-08 12:40:19.004"}
                       for uid, num, last, first, div, n in _SHOOTERS],
    "match_stages": [{"stage_uuid": _STAGE_IDS[0], "stage_number": 1, "stage_name": "Swamp Road",
                      "stage_scoretype": "Comstock", "stage_strings": 1, "stage_poppers": 4, "stage_noshoots": True,
                      "stage_classifier": False, "stage_classifiercode": "", "stage_tppoints": 120,
                      "stage_modifieddate": "2025-03-07 23:02:44.871",
                      "stage_targets": [{"target_number": t, "target_reqshots": 2, "target_maxnpms": 0,
                                         "target_deleted": False} for t in range(1, 11)]},
                     {"stage_uuid": _STAGE_IDS[1], "stage_number": 3, "stage_name": "CM 22-01 Pucker Factor",
                      "stage_scoretype": "Comstock", "stage_strings": 1, "stage_poppers": 0, "stage_noshoots": False,
                      "stage_classifier": True, "stage_classifiercode": "CM 22-01", "stage_tppoints": 40,
                      "stage_modifieddate": "2025-03-07 23:05:12.310",
                      "stage_targets": [{"target_number": t, "target_reqshots": 4, "target_maxnpms": 0,
                                         "target_deleted": False} for t in range(1, 3)]}],
    "version": "1.682"}
_MATCH_DEF_JSON = json.dumps(_MATCH_DEF, separators=(",", ":"))


def _ts(a: int = 0, c: int = 0, d: int = 0, m: int = 0) -> int:
    return a | c << 8 | d << 12 | m << 20


def _stage_score(uid: str, time: float, ts: list[int], mod: str) -> dict:
    return {"shtr": uid, "str": [time], "ts": ts, "poph": 4, "popm": 0, "proc": 0, "dnf": False, "aprv": False,
            "dname": "RO Tablet 2", "mod": mod}


_MATCH_SCORES = {"match_id": _MATCH_ID, "match_scores": [
    {"stage_number": 1, "stage_uuid": _STAGE_IDS[0], "stage_stagescores": [
        _stage_score(_SHOOTERS[0][0], 18.37, [_ts(a=2)] * 8 + [_ts(a=1, c=1), _ts(c=1, d=1)],
                     "2025-03-08 14:02:11.402"),
        _stage_score(_SHOOTERS[1][0], 19.52, [_ts(a=2)] * 7 + [_ts(a=1, c=1)] * 2 + [_ts(c=1, m=1)],
                     "2025-03-08 14:05:37.918")]},
    {"stage_number": 3, "stage_uuid": _STAGE_IDS[1], "stage_stagescores": [
        _stage_score(_SHOOTERS[0][0], 6.41, [_ts(a=4), _ts(a=3, c=1)], "2025-03-08 15:31:50.067")]}]}
_MATCH_SCORES_JSON = json.dumps(_MATCH_SCORES, separators=(",", ":"))


def _psc() -> bytes:
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as z:
        for name, text in [("match_def.json", _MATCH_DEF_JSON), ("match_scores.json", _MATCH_SCORES_JSON)]:
            info = zipfile.ZipInfo(name, (2025, 3, 8, 21, 14, 2))
            z.writestr(info, text, zipfile.ZIP_DEFLATED)
    return out.getvalue()


_PSC = _psc()
_PSC_NAME = "Pine_Barrens_USPSA_March_2025.psc"

# a member's classification as USPSA's API answers it (the answers CodeHowlerMonkey/hitfactor.info keeps as-is in
# data/imported/classification.N.json, 'from USPSA.org mobile api'): status, member_data (member id and number,
# names, joined and expiration dates, life member, privacy), nroi_certification, success, then the classification per
# division (id, division id and name, class, current and high percent as strings), indented by two spaces as stored
_CLASSIFICATION = json.dumps({
    "status": 200,
    "member_data": {"member_id": "187344", "member_number": "A151203", "first_name": "Dana", "middle_name": "",
                    "last_name": "Walker", "suffix": "", "salutation": "", "joined_date": "2019-05-14 00:00:00",
                    "expiration_date": "2026-05-31 00:00:00", "life_member": "0", "privacy": "0"},
    "nroi_certification": [], "success": True,
    "classifications": [{"id": str(3920114 + i), "division_id": did, "division": div, "class": cls,
                         "current_percent": cur, "high_percent": high}
                        for i, (did, div, cls, cur, high) in enumerate([
                            ("2", "Open", "U", "0.0000", "0.0000"), ("3", "Limited", "C", "52.4410", "55.0120"),
                            ("5", "Production", "A", "78.9132", "80.2276"),
                            ("35", "Carry Optics", "B", "68.0075", "68.0075")])]}, indent=2)
_CLASSIFICATION_NAME = "A151203_classification.json"


def _winmss_cab() -> bytes:
    """A match as WinMSS (IPSC's Windows Match Scoring System) saves it for the regions and ipsc.org: a Microsoft
    cabinet ('MSCF', the header's version 1.3, one folder, its files and their data, as [MS-CAB] lays them out) of the
    match's tables, each an ADO rowset persisted as XML (the 'uuid:BDC6E3F0-...' schema namespace, an s:Schema of the
    row's attributes, then rs:data and a z:row per record): THEMATCH.XML (MatchId, MatchName, MatchDt, MatchLevel) and
    SCORE.XML (MemberId, StageId, ScoreA to ScoreD, Misses, ProcError, Penalties, ShootTime, FinalScore, IsDisq), the
    file names and attributes those that WinMSS readers take from its .cab (the files their parsers list); stored
    uncompressed (typeCompress 0; WinMSS's own may be MSZIP), the data block's checksum 0 (none, which [MS-CAB]
    allows); the schema's rs: details and the line ends could not be checked on a WinMSS file."""
    head = ("<xml xmlns:s='uuid:BDC6E3F0-6DA3-11d1-A2A3-00AA00C14882'\n"
            "\txmlns:dt='uuid:C2F41010-65B3-11d1-A29F-00AA00C14882'\n"
            "\txmlns:rs='urn:schemas-microsoft-com:rowset'\n\txmlns:z='#RowsetSchema'>\n"
            "<s:Schema id='RowsetSchema'>\n\t<s:ElementType name='row' content='eltOnly' rs:updatable='true'>\n")

    def table(columns: list[tuple[str, str]], rows: list[dict]) -> bytes:
        schema = "".join(f"\t\t<s:AttributeType name='{name}' rs:number='{i}' rs:nullable='true' "
                         f"rs:writeunknown='true'>\n\t\t\t<s:datatype dt:type='{kind}'/>\n\t\t</s:AttributeType>\n"
                         for i, (name, kind) in enumerate(columns, 1))
        data = "".join("\t<z:row " + " ".join(f"{k}='{v}'" for k, v in row.items()) + "/>\n" for row in rows)
        return (head + schema + "\t\t<s:extends type='rs:rowbase'/>\n\t</s:ElementType>\n</s:Schema>\n<rs:data>\n"
                + data + "</rs:data>\n</xml>\n").encode("cp1252")

    match = table([("MatchId", "int"), ("MatchName", "string"), ("MatchDt", "dateTime"), ("MatchLevel", "ui1")],
                  [{"MatchId": 1, "MatchName": "Pine Barrens IPSC Handgun L2 2025", "MatchDt": "2025-03-08T00:00:00",
                    "MatchLevel": 2}])
    cols = [("MatchId", "int"), ("StageId", "int"), ("MemberId", "int"), ("ScoreA", "ui1"), ("ScoreB", "ui1"),
            ("ScoreC", "ui1"), ("ScoreD", "ui1"), ("Misses", "ui1"), ("ProcError", "ui1"), ("Penalties", "ui1"),
            ("ShootTime", "r8"), ("FinalScore", "i2"), ("IsDisq", "boolean")]
    score = table(cols, [dict(zip([c for c, _ in cols], r)) for r in [
        (1, 1, 12, 20, 0, 3, 1, 0, 0, 0, 18.37, 110, "False"), (1, 1, 27, 17, 0, 6, 0, 1, 0, 0, 19.52, 93, "False"),
        (1, 2, 12, 14, 0, 2, 0, 0, 0, 0, 12.06, 76, "False")]])
    files = [("THEMATCH.XML", match), ("SCORE.XML", score)]
    data = b"".join(body for _, body in files)
    entries = b""
    offset = 0
    for name, body in files:  # cbFile, uoffFolderStart, iFolder, date (2025-03-08), time (21:14:02), attribs (archive)
        entries += struct.pack("<IIHHHH", len(body), offset, 0, (45 << 9) | (3 << 5) | 8, (21 << 11) | (14 << 5) | 1,
                               0x20) + name.encode() + b"\0"
        offset += len(body)
    coff_files = 36 + 8
    start = coff_files + len(entries)
    total = start + 8 + len(data)
    header = struct.pack("<4sIIIIIBBHHHHH", b"MSCF", 0, total, 0, coff_files, 0, 3, 1, 1, len(files), 0, 0x2E41, 0)
    folder = struct.pack("<IHH", start, 1, 0)
    return header + folder + entries + struct.pack("<IHH", 0, len(data), len(data)) + data


_CAB = _winmss_cab()
_CAB_NAME = "PB_Handgun_L2_2025.cab"


def _standings_xlsx() -> bytes:
    """The season's Production standings as the statistician keeps them in a spreadsheet: an Office Open XML workbook,
    a ZIP (PK 03 04 14 00 06 00 08 00 00 00 21 00, the signature Office's files open with: version 2.0, deflate's
    'super fast' flags, parts stamped 1980-01-01 00:00; the file(1) magic's msooxml notes) whose first part is
    [Content_Types].xml and second _rels/.rels, as Office orders them, each XML part opened by the standalone
    declaration and CRLF, then the workbook's relationships, the workbook and one sheet, 'Production' (USPSA number,
    shooter, class, matches, best four percents' average, place), its text inline; the styles, theme and document
    properties left out (a spreadsheet opens it without them: openpyxl and pandas read it)."""
    head = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n'
    main = "http://schemas.openxmlformats.org/spreadsheetml/2006/main"
    rel = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"
    pkg = "http://schemas.openxmlformats.org/package/2006/relationships"
    ct = "application/vnd.openxmlformats-officedocument.spreadsheetml"
    rows: list[list[object]] = [["USPSA", "Shooter", "Class", "Matches", "Best 4 %", "Place"],
                                ["A151203", "Walker Dana", "A", 6, 94.8812, 1],
                                ["TY98412", "Reyes Marcus", "B", 5, 90.1175, 2],
                                ["FY120877", "Pratt Owen", "C", 6, 81.4032, 3]]

    def cell(ref: str, value: object) -> str:
        if isinstance(value, str):
            return f'<c r="{ref}" t="inlineStr"><is><t>{value}</t></is></c>'
        return f'<c r="{ref}"><v>{value}</v></c>'

    sheet = "".join(f'<row r="{i}">' + "".join(cell(f"{'ABCDEF'[j]}{i}", v) for j, v in enumerate(r)) + "</row>"
                    for i, r in enumerate(rows, 1))
    parts = [
        ("[Content_Types].xml", f'<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
                                '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.'
                                'relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>'
                                f'<Override PartName="/xl/workbook.xml" ContentType="{ct}.sheet.main+xml"/>'
                                f'<Override PartName="/xl/worksheets/sheet1.xml" ContentType="{ct}.worksheet+xml"/>'
                                '</Types>'),
        ("_rels/.rels", f'<Relationships xmlns="{pkg}"><Relationship Id="rId1" Type="{rel}/officeDocument" '
                        'Target="xl/workbook.xml"/></Relationships>'),
        ("xl/workbook.xml", f'<workbook xmlns="{main}" xmlns:r="{rel}"><sheets><sheet name="Production" sheetId="1" '
                            'r:id="rId1"/></sheets></workbook>'),
        ("xl/_rels/workbook.xml.rels", f'<Relationships xmlns="{pkg}"><Relationship Id="rId1" '
                                       f'Type="{rel}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>'),
        ("xl/worksheets/sheet1.xml", f'<worksheet xmlns="{main}"><sheetData>{sheet}</sheetData></worksheet>')]
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as z:
        for name, xml in parts:
            info = zipfile.ZipInfo(name, (1980, 1, 1, 0, 0, 0))
            info.create_system = 0
            z.writestr(info, head + xml, zipfile.ZIP_DEFLATED)
        offsets = [info.header_offset for info in z.infolist()]
    data = bytearray(out.getvalue())
    directory = struct.unpack_from("<I", data, data.rfind(b"PK\x05\x06") + 16)[0]
    for offset in offsets:  # the flags zipfile cannot be told to write: in the local and the central headers
        data[offset + 6] = 0x06
        data[directory + 8] = 0x06
        directory += 46 + sum(struct.unpack_from("<HHH", data, directory + 28))
    return bytes(data)


_XLSX = _standings_xlsx()
_XLSX_NAME = "PB01_2025_season_standings.xlsx"

# the range officer's score sheet as typed from the paper: competitor, A, C, D, misses and time: six fields a line
_SCORE_SHEET = ("1 20 3 1 0 18.37\n2 17 6 0 1 19.52\n3 15 7 1 1 24.08\n4 19 4 1 0 21.66\n5 12 9 2 1 27.90\n"
                "6 18 5 0 1 20.13\n")
# the stage points as typed from the printed results: stage, competitor, division, hit factor, stage points, place:
# six fields a line
_STAGE_POINTS = ("1 1 PROD 5.9880 120.0000 1\n1 2 PROD 4.7643 95.4775 2\n1 3 PROD 3.1977 64.0814 3\n"
                 "3 1 PROD 5.9282 40.0000 1\n3 2 PROD 4.8525 32.7418 2\n3 3 PROD 3.7227 25.1186 3\n")
# the squad list as typed: squad, competitor, surname and division: four fields a line
_SQUADS = "2 1 Walker PROD\n2 2 Reyes PROD\n2 3 Pratt PROD\n3 4 Lindqvist LTD\n3 5 Okafor OPEN\n"

# the stage scores of PractiScore's report (its H header, then the I lines without their letter) as the
# statistician's script writes them to CSV for pandas, lines ended by LF
_STAGE_SCORES_CSV = "\n".join([line[2:] for line in _REPORT.split("\n") if line[:2] in ("H ", "I ")]) + "\n"


def seventieth_bar_shooting_cases() -> list[Case]:
    G = SEVENTIETH_SHOOTING
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="shooter_rankings", judgements="md_placings", runs=_RECS3, stem="shooter_rankings",
        outputs=_OUT, item="shooter", rounded="ro_score_sheets",
        weights="{'practiscore_hit_factors': 2.0, 'stage_points': 1.5, 'classifier_percent': 1.0, "
                "'ro_score_sheets': 0.5}",
        lone_query="R['ro_score_sheets']['stage:2025-03-08/PB01/9-reshoot'] = "
                   "{'shooter:PROD/A151203': 0.9, 'shooter:PROD/TY98412': 0.4}\n",
        trust="practiscore_hit_factors 2\nstage_points 1\nclassifier_percent 1\n",
        trust_dict="{'practiscore_hit_factors': 2, 'stage_points': 1, 'classifier_percent': 1}",
        texts={
            "rrf": ("u70b_rrf_shooter_rankings",
                    "rankagg.fuse({source: {stage, match or season division: {shooter: score}}}, method='rrf'): "
                    "PractiScore's hit factors, stage points, classifier percentages and the RO score sheets, six "
                    "rankings ('stage:2025-03-08/PB01/3'), shooters as 'shooter:PROD/A151203'"),
            "borda": ("u70b_borda_shooter_dnf_or_dq",
                      "rankagg.fuse(..., method='borda'): a shooter who was DQ'd on stage 2 or did not fire a stage "
                      "has no score from some sources"),
            "combsum": ("u70b_combsum_rounded_score_sheets",
                        "rankagg.fuse(..., method='combsum'): the RO score sheets' hit factors kept to one decimal "
                        "(many ties) beside PractiScore's and the stage points"),
            "fuser": ("u70b_weighted_fuser_practiscore",
                      "rankagg.Fuser('rrf', weights=...) per stage, match and season: PractiScore's hit factors count "
                      "2, as every hit and time is entered on the range"),
            "frame": ("u70b_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the statistician's sheet, a "
                      "row per stage or division, shooter and source"),
            "evaluate": ("u70b_evaluate_md_placings",
                         "rankagg.evaluate(fused ranking, the match director's placings, ['nDCG@5', 'AP', 'P@3']): "
                         "does the fused ranking put the division's verified winners first"),
            "lone": ("u70b_score_sheets_only_reshoot",
                     "rankagg.fuse(..., method='rrf'): a reshoot of stage 9 only the range officers' paper sheets "
                     "hold, beside stages every source covers"),
            "cli_rrf": ("u70b_cli_rrf_runs",
                        "rankagg fuse practiscore_hit_factors.run stage_points.run classifier_percent.run --method "
                        "rrf -o shooter_rankings.run: one run per source, stages, divisions and seasons as queries"),
            "cli_borda": ("u70b_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: PractiScore's hit "
                          "factors count double)"),
            "cli_combsum": ("u70b_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four shooters the awards go to per "
                            "division"),
            "cli_evaluate": ("u70b_cli_evaluate_md_placings_qrels",
                             "rankagg evaluate shooter_rankings.run --qrels md_placings.qrels -m ndcg_cut.5 -m map: "
                             "the fused ranking against the match director's placings (0-2)"),
            "cli_parquet": ("u70b_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o shooter_rankings.parquet: gzipped runs from the "
                            "statistician's scripts, a Parquet table for the season's report")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u70b_practiscore_report_as_run", "the match's results as PractiScore exports them for USPSA ('$PRACTISCORE "
         "1.682 RESULTS', $INFO lines, Z, A, D/E competitors, F/G stages, H/I stage scores, $END)", _REPORT_NAME,
         _REPORT, "PractiScore", f"{_REPORT_NAME}:1"),
        ("u70b_practiscore_psc_as_run", "the match as PractiScore saves it (.psc: a ZIP, PK 03 04, of match_def.json "
         "and match_scores.json)", _PSC_NAME, _PSC, "PractiScore", _PSC_NAME),
        ("u70b_practiscore_match_def_as_run", "the match definition taken out of a .psc (JSON: match_id, match_name, "
         "match_type 'uspsa_p', match_shooters 'sh_*', match_stages 'stage_*')", "match_def.json", _MATCH_DEF_JSON,
         "PractiScore", "match_def.json:1"),
        ("u70b_uspsa_classification_as_run", "a member's classification as USPSA's API answers it (JSON: status, "
         "member_data, nroi_certification, success, classifications per division with class and percents)",
         _CLASSIFICATION_NAME, _CLASSIFICATION, "USPSA", f"{_CLASSIFICATION_NAME}:1"),
        ("u70b_winmss_cab_as_run", "a match as WinMSS saves it (.cab: 'MSCF', a cabinet of THEMATCH.XML and SCORE.XML, "
         "ADO rowsets)", _CAB_NAME, _CAB, "WinMSS", _CAB_NAME),
        ("u70b_season_xlsx_as_run", "the season's Production standings as a spreadsheet (.xlsx: a ZIP, PK 03 04, "
         "[Content_Types].xml first, a sheet 'Production')", _XLSX_NAME, _XLSX, "Excel", _XLSX_NAME),
        ("u70b_stage_scores_csv_as_run", "PractiScore's stage scores as the statistician's script writes them to CSV "
         "(Gun, Stage, Comp, DQ, DNF, A, B, C, D, Miss, No Shoot, Procedural, ..., Hit Factor, Stage Points)",
         "PB01_2025-03-08_stage_scores.csv", _STAGE_SCORES_CSV, "PractiScore",
         "PB01_2025-03-08_stage_scores.csv:1"),
        ("u70b_score_sheet_as_run", "a range officer's score sheet as typed (six fields a line: competitor, A, C, D, "
         "misses, time)", "stage1_score_sheets.txt", _SCORE_SHEET, "score sheet", "stage1_score_sheets.txt:1"),
        ("u70b_stage_points_as_run", "the stage points as typed (six fields a line: stage, competitor, division, hit "
         "factor, stage points, place)", "stage_points_PB01.txt", _STAGE_POINTS, "stage points",
         "stage_points_PB01.txt:1")],
        one_run=("practiscore_hit_factors.run", _ONE_RUN), stem="shooter_rankings",
        text_why="trec_eval refuses a line of other than six fields, and a typed score sheet's six are a competitor, "
                 "A, C and D hits, misses and a time, not a run's; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a match's ZIP or cabinet or a spreadsheet read as lines gives no ranking: "
                   "named by what it is")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u70b_squad_list_as_qrels", "squads_PB01.txt", _SQUADS, "squad list"),
        ("u70b_stage_points_as_qrels", "stage_points_PB01.txt", _STAGE_POINTS, "stage points"),
        ("u70b_score_sheet_as_qrels", "stage1_score_sheets.txt", _SCORE_SHEET, "score sheet"),
        ("u70b_practiscore_report_as_qrels", _REPORT_NAME, _REPORT, "PractiScore")],
        one_run=("practiscore_hit_factors.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u70b_out_practiscore_psc", _PSC_NAME, "a PractiScore match file (.psc)"),
        ("u70b_out_practiscore_match_scores_json", "match_scores.json", "PractiScore's scores part (JSON)"),
        ("u70b_out_winmss_cab", _CAB_NAME, "a WinMSS match file (a cabinet)"),
        ("u70b_out_winmss_score_xml", "SCORE.XML", "WinMSS's score table (an ADO rowset, XML)")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=70"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u70b_api_practiscore_match_scores_document",
            "rankagg.fuse(json.load(match_scores.json)): PractiScore's scores taken out of a .psc, loaded in Python, "
            "given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('match_scores.json')), method='rrf')\n",
            "PractiScore", why="a run maps a query to {document: score}; PractiScore's scores are match_id and "
            "match_scores, a stage a record with its stage_stagescores: the shooter's id, string times and hits per "
            "target",
            files={"match_scores.json": _MATCH_SCORES_JSON}),
        bad("u70b_api_practiscore_stage_scores_frame",
            "rankagg.fuse(pd.read_csv(stage_scores.csv)): PractiScore's stage scores (Gun, Stage, Comp, DQ, DNF, A, "
            "B, C, D, Miss, ..., Time, Hit Factor, Stage Points, Stage Place) given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('stage_scores.csv'), method='borda')\n",
            "PractiScore", why="a table of runs has qid, docid, run and score columns; PractiScore's stage scores are "
            "a shooter's stage per row: the hits, penalties, time, hit factor and stage points",
            files={"stage_scores.csv": _STAGE_SCORES_CSV}),
    ]
    return cases
