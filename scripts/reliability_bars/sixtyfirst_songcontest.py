"""Issue 45's sixty-first bar of scripts/reliability_matrix.py, a national broadcaster's song contest team (its
Eurovision national selection) and a fan network's scoreboard analysts ranking the entries per jury, show and year (its
cases, ids ``u61a_``, registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner,
the verdicts) are the matrix's.  (Written by a persona session, before any of its recognisers existed.)

The team's day: each show, national jury, televote and poll (``show:esc2024/grand-final``, ``jury:esc2024-gf/se``,
``poll:ogae-2024/all-clubs``) is a query and each entry a document (``esc:2024/ch/the-code``: contest and year, the
country's code, the song); the runs are the jury ranking, the televote points, the combined scoreboard points and the
OGAE poll, scores in [0, 1] at four decimals.  They are fused with RRF, Borda and CombSUM, weighted by how much each
source is trusted, and judged against the official result (2 the top two, 1 the rest of the top five, 0 the rest).
The mistakes and odd files: the field's own files given where runs or qrels are read (the eurovision-dataset's
votes.csv, TidyTuesday's eurovision.csv, an EurovisionAPI round file, the Datagraver votes workbook in Excel, the fan
network's scoreboard saved as an OpenDocument spreadsheet, a national jury's five rankings, the OGAE poll table, the
scrutineer's televote points and the running order typed by hand), and outputs named for the field's files.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import io
import json
import zipfile

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

SIXTYFIRST_SONGCONTEST = ("45 Unseen inputs: a sixty-first bar, a national broadcaster's song contest team and a fan "
                          "network's scoreboard analysts ranking the entries per jury, show and year (the "
                          "eurovision-dataset, TidyTuesday, EurovisionAPI round files, Excel and OpenDocument "
                          "scoreboards, typed jury rankings, OGAE poll tables, televote points and running orders)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['jury_ranking', 'televote_points', 'combined_points', 'ogae_poll'],
    items=['esc:2024/ch/the-code', 'esc:2024/hr/rim-tim-tagi-dim', 'esc:2024/ua/teresa-and-maria',
           'esc:2024/fr/mon-amour', 'esc:2024/il/hurricane', 'esc:2024/ie/doomsday-blue', 'esc:2024/it/la-noia',
           'esc:2024/am/jako'],
    queries=['show:esc2024/grand-final', 'jury:esc2024-gf/se', 'jury:esc2024-gf/no', 'televote:esc2024-gf/wld',
             'poll:ogae-2024/all-clubs', 'ranking:esc2024/fan-network'],
    suffix='/jury-show', generator='voting_nights', judgements='official_result') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "voting_nights", "scoreboard.run")

_RECS3 = ["jury_ranking", "televote_points", "combined_points"]
_OUT = ("scoreboard.run",)
_ONE_RUN = ("show:esc2024/grand-final Q0 esc:2024/ch/the-code 1 0.91 jury_ranking\n"
            "show:esc2024/grand-final Q0 esc:2024/hr/rim-tim-tagi-dim 2 0.77 jury_ranking\n")
# the team's files, as the datasets, the API, Excel, LibreOffice and the scoring desk write them (a few lines each)
# the eurovision-dataset (Spijkervet/eurovision-dataset on GitHub): votes.csv as its scraper writes it, a row per
# voting and receiving country (year, round, from_country_id, to_country_id, from_country, to_country, total_points,
# tele_points, jury_points); these four rows are its 2019 final's, Sweden's points, as the repository holds them
_VOTES_CSV = ("year,round,from_country_id,to_country_id,from_country,to_country,total_points,tele_points,jury_points\n"
              "2019,final,se,nl,Sweden,Netherlands,18,6,12\n"
              "2019,final,se,it,Sweden,Italy,12,4,8\n"
              "2019,final,se,ch,Sweden,Switzerland,11,1,10\n"
              "2019,final,se,no,Sweden,Norway,16,12,4\n")
# TidyTuesday's 2022-05-17 eurovision.csv (rfordatascience/tidytuesday, scraped from eurovision.tv): a row per entry
# and show, event, host_city, year, host_country, event_url, section, artist, song, artist_url, image_url,
# artist_country, country_emoji, running_order, total_points, rank, rank_ordinal, qualified, winner
_TIDY_CSV = (
    "event,host_city,year,host_country,event_url,section,artist,song,artist_url,image_url,artist_country,"
    "country_emoji,running_order,total_points,rank,rank_ordinal,qualified,winner\n"
    "Turin 2022,Turin,2022,Italy,https://eurovision.tv/event/turin-2022,grand-final,Sam Ryder,SPACE MAN,"
    "https://eurovision.tv/participant/sam-ryder-22,https://static.eurovision.tv/hb-cgi/images/"
    "963abba4-d438-44ce-ad0a-fb7e1df7a8f0/avatar_small.jpg,United Kingdom,:flag_gb:,22,466,2,2nd,FALSE,FALSE\n"
    "Turin 2022,Turin,2022,Italy,https://eurovision.tv/event/turin-2022,grand-final,Chanel,SloMo,"
    "https://eurovision.tv/participant/chanel-22,https://static.eurovision.tv/hb-cgi/images/"
    "963abbda-763a-4a54-9934-cc0f64a0e1d8/avatar_small.jpg,Spain,:flag_es:,10,459,3,3rd,FALSE,FALSE\n"
    "Turin 2022,Turin,2022,Italy,https://eurovision.tv/event/turin-2022,grand-final,Kalush Orchestra,Stefania,"
    "https://eurovision.tv/participant/kalush-orchestra-22,https://static.eurovision.tv/hb-cgi/images/"
    "963164d0-060d-4667-96b6-0b0cf1f797e6/avatar_small.jpg,Ukraine,:flag_ua:,12,631,1,1st,FALSE,TRUE\n")


def _round_json() -> str:
    """An EurovisionAPI round file (the EurovisionAPI/dataset repository's data/senior/2024/rounds/final.json, the
    dataset behind eurovisionapi.runasp.net): name (null), date, time, disqualifieds, performances with contestantId,
    running, place and scores (total, public, jury), each the points per voting country; indented by two spaces, no
    newline at the end.  Switzerland's and Croatia's performances, their votes from the first three countries."""
    def scores(total: list[int], public: list[int], jury: list[int]) -> list[dict]:
        return [{"name": name, "votes": dict(zip(["AL", "AM", "AU"], points))}
                for name, points in (("total", total), ("public", public), ("jury", jury))]

    return json.dumps({"name": None, "date": "2024-05-11", "time": "19:00:00", "disqualifieds": None,
                       "performances": [
                           {"contestantId": 0, "running": 21, "place": 1,
                            "scores": scores([15, 15, 17], [3, 8, 7], [12, 7, 10])},
                           {"contestantId": 1, "running": 23, "place": 2,
                            "scores": scores([15, 13, 18], [12, 7, 10], [3, 6, 8])}]}, indent=2)


_ROUND_JSON = _round_json()


def _xlsx_workbook() -> bytes:
    """The Datagraver dataset (data.world and Kaggle, eurovision_song_contest_1975_2019.xlsx) as the fan network keeps
    it: an OOXML zip (magic PK 03 04) whose first part is [Content_Types].xml, Excel's DOS date 1980-01-01, one sheet
    'Data' with Year, (semi-) final, Edition, Jury or Televoting, From country, To country, Points (the header padded
    with spaces, as the scripts that read it spell it) and Duplicate; a shared-strings part."""
    rows: list[list[str | float | None]] = [
        ["Year", "(semi-) final", "Edition", "Jury or Televoting", "From country", "To country", "Points      ",
         "Duplicate"],
        [2019, "f", "2019f", "J", "Sweden", "The Netherlands", 12, None],
        [2019, "f", "2019f", "T", "Sweden", "The Netherlands", 6, None],
        [2019, "f", "2019f", "J", "Sweden", "Norway", 4, None],
        [2019, "f", "2019f", "T", "Sweden", "Norway", 12, None]]
    refs = [v for r in rows for v in r if isinstance(v, str)]
    strings = list(dict.fromkeys(refs))

    def cell(ref: str, v: str | float) -> str:
        return (f'<c r="{ref}" t="s"><v>{strings.index(v)}</v></c>' if isinstance(v, str)
                else f'<c r="{ref}"><v>{v}</v></c>')

    data = "".join(f'<row r="{i}">' + "".join(cell(f"{'ABCDEFGH'[j]}{i}", v) for j, v in enumerate(r)
                                              if v is not None) + "</row>" for i, r in enumerate(rows, 1))
    ns, rel = "http://schemas.openxmlformats.org/", "officeDocument/2006/relationships"
    head = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n'
    ct = "application/vnd.openxmlformats-"
    parts = [
        ("[Content_Types].xml", f'<Types xmlns="{ns}package/2006/content-types"><Default Extension="rels" '
         f'ContentType="{ct}package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>'
         f'<Override PartName="/xl/workbook.xml" ContentType="{ct}officedocument.spreadsheetml.sheet.main+xml"/>'
         f'<Override PartName="/xl/worksheets/sheet1.xml" ContentType="{ct}officedocument.spreadsheetml.worksheet'
         f'+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="{ct}officedocument.spreadsheetml.'
         'sharedStrings+xml"/></Types>'),
        ("_rels/.rels", f'<Relationships xmlns="{ns}package/2006/relationships"><Relationship Id="rId1" '
         f'Type="{ns}{rel}/officeDocument" Target="xl/workbook.xml"/></Relationships>'),
        ("xl/workbook.xml", f'<workbook xmlns="{ns}spreadsheetml/2006/main" xmlns:r="{ns}{rel}"><sheets>'
         '<sheet name="Data" sheetId="1" r:id="rId1"/></sheets></workbook>'),
        ("xl/_rels/workbook.xml.rels", f'<Relationships xmlns="{ns}package/2006/relationships"><Relationship '
         f'Id="rId1" Type="{ns}{rel}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" '
         f'Type="{ns}{rel}/sharedStrings" Target="sharedStrings.xml"/></Relationships>'),
        ("xl/worksheets/sheet1.xml", f'<worksheet xmlns="{ns}spreadsheetml/2006/main"><sheetData>{data}</sheetData>'
         '</worksheet>'),
        ("xl/sharedStrings.xml", f'<sst xmlns="{ns}spreadsheetml/2006/main" count="{len(refs)}" '
         f'uniqueCount="{len(strings)}">' + "".join(f"<si><t>{s}</t></si>" for s in strings) + "</sst>")]
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as z:
        for name, xml in parts:
            z.writestr(zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0)), head + xml, zipfile.ZIP_DEFLATED)
    return buf.getvalue()


def _ods_spreadsheet() -> bytes:
    """The fan network's 2024 final scoreboard saved from LibreOffice Calc as an OpenDocument spreadsheet (ODF 1.3):
    a zip whose first entry is 'mimetype', stored uncompressed (so the bytes at offset 30 read 'mimetype' then
    'application/vnd.oasis.opendocument.spreadsheet'), then content.xml (office:document-content, one table:table
    'Scoreboard': country, jury, televote, total) and META-INF/manifest.xml, written last."""
    office = "urn:oasis:names:tc:opendocument:xmlns:"
    rows: list[list[str | int]] = [["Country", "Jury", "Televote", "Total"], ["Switzerland", 365, 226, 591],
                                   ["Croatia", 210, 337, 547], ["Ukraine", 146, 307, 453], ["France", 218, 227, 445]]

    def cell(v: str | int) -> str:
        return (f'<table:table-cell office:value-type="string" calcext:value-type="string"><text:p>{v}</text:p>'
                '</table:table-cell>' if isinstance(v, str) else
                f'<table:table-cell office:value-type="float" office:value="{v}" calcext:value-type="float">'
                f'<text:p>{v}</text:p></table:table-cell>')

    table = "".join("<table:table-row>" + "".join(cell(v) for v in r) + "</table:table-row>" for r in rows)
    head = '<?xml version="1.0" encoding="UTF-8"?>\n'
    content = (f'{head}<office:document-content xmlns:office="{office}office:1.0" xmlns:table="{office}table:1.0" '
               f'xmlns:text="{office}text:1.0" xmlns:calcext="urn:org:documentfoundation:names:experimental:calc:'
               'xmlns:calcext:1.0" office:version="1.3"><office:body><office:spreadsheet><table:table '
               f'table:name="Scoreboard">{table}</table:table></office:spreadsheet></office:body>'
               '</office:document-content>')
    manifest = (f'{head}<manifest:manifest xmlns:manifest="{office}manifest:1.0" manifest:version="1.3">'
                '<manifest:file-entry manifest:full-path="/" manifest:version="1.3" '
                'manifest:media-type="application/vnd.oasis.opendocument.spreadsheet"/>'
                '<manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/>'
                '</manifest:manifest>')
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as z:
        z.writestr(zipfile.ZipInfo("mimetype", date_time=(2024, 5, 12, 0, 30, 0)),
                   "application/vnd.oasis.opendocument.spreadsheet", zipfile.ZIP_STORED)
        for name, xml in (("content.xml", content), ("META-INF/manifest.xml", manifest)):
            z.writestr(zipfile.ZipInfo(name, date_time=(2024, 5, 12, 0, 30, 0)), xml, zipfile.ZIP_DEFLATED)
    return buf.getvalue()


_XLSX = _xlsx_workbook()
_ODS = _ods_spreadsheet()
# a national jury's five rankings as the team types them from the EBU's published split results: the entry's country
# code, then jurors A to E's places: six fields a line, a number fourth and fifth
_JURY = "CH 1 2 1 1 3\nHR 6 4 9 5 2\nUA 4 7 3 8 6\nFR 2 1 4 2 1\nIL 11 15 12 9 14\n"
# the OGAE poll as the fan network types its table: place, country, points, clubs that gave points, twelves, tens:
# six fields a line, a number fifth
_OGAE = "1 HR 436 42 17 8\n2 CH 398 40 12 10\n3 IT 301 38 5 6\n4 FR 262 35 4 5\n"
# the scrutineer's televote points for one country's vote in the final: show, voting country, receiving country,
# points: four fields a line, a whole number last (Sweden's televote, 2024 final)
_TELEVOTE = "GF SE CH 7\nGF SE HR 10\nGF SE UA 8\nGF SE FR 6\n"
# the final's running order as the delegation desk types it: show, slot, country code, broadcaster: four fields a line
_RUNNING = "GF 02 UA Suspilne\nGF 06 IL KAN\nGF 10 IE RTE\nGF 21 CH SRG-SSR\nGF 23 HR HRT\nGF 25 FR FT\n"


def sixtyfirst_bar_songcontest_cases() -> list[Case]:
    G = SIXTYFIRST_SONGCONTEST
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="voting_nights", judgements="official_result", runs=_RECS3, stem="scoreboard",
        outputs=_OUT, item="entry", rounded="ogae_poll",
        weights="{'jury_ranking': 1.0, 'televote_points': 1.0, 'combined_points': 2.0, 'ogae_poll': 0.5}",
        lone_query="R['ogae_poll']['poll:ogae-2024/second-chance'] = {'esc:2024/ie/doomsday-blue': 0.9, "
                   "'esc:2024/am/jako': 0.4}\n",
        trust="jury_ranking 1\ntelevote_points 1\ncombined_points 2\n",
        trust_dict="{'jury_ranking': 1, 'televote_points': 1, 'combined_points': 2}",
        texts={
            "rrf": ("u61a_rrf_show_sources",
                    "rankagg.fuse({source: {show, jury or poll: {entry: score}}}, method='rrf'): four sources, six "
                    "shows, juries and polls ('show:esc2024/grand-final'), entries as 'esc:2024/ch/the-code'"),
            "borda": ("u61a_borda_unranked_entries",
                      "rankagg.fuse(..., method='borda'): a jury ranks none of its own country's entry, a poll "
                      "none it was not asked about"),
            "combsum": ("u61a_combsum_rounded_ogae_poll",
                        "rankagg.fuse(..., method='combsum'): the OGAE poll averaged at one decimal (many ties) "
                        "beside the jury and televote scores"),
            "fuser": ("u61a_weighted_fuser_combined_points",
                      "rankagg.Fuser('rrf', weights=...) per show: the combined scoreboard counts 2, the OGAE "
                      "poll 0.5"),
            "frame": ("u61a_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the analysts' season "
                      "sheet, a row per show, entry and source"),
            "evaluate": ("u61a_evaluate_official_result",
                         "rankagg.evaluate(fused ranking, the official result, ['nDCG@5', 'AP', 'P@3']): does the "
                         "fused ranking put first the entries the official scoreboard placed highest"),
            "lone": ("u61a_one_source_second_chance_poll",
                     "rankagg.fuse(..., method='rrf'): a second-chance poll only the OGAE clubs voted in beside "
                     "shows every source covers"),
            "cli_rrf": ("u61a_cli_rrf_runs",
                        "rankagg fuse jury_ranking.run televote_points.run combined_points.run --method rrf -o "
                        "scoreboard.run: one run per source, shows, juries and polls as queries"),
            "cli_borda": ("u61a_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the combined "
                          "scoreboard counts double)"),
            "cli_combsum": ("u61a_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four entries a broadcaster's preview "
                            "show discusses"),
            "cli_evaluate": ("u61a_cli_evaluate_official_qrels",
                             "rankagg evaluate scoreboard.run --qrels official_result.qrels -m ndcg_cut.5 -m map: "
                             "the fused ranking against the official result (0-2)"),
            "cli_parquet": ("u61a_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o scoreboard.parquet: gzipped runs from the fan "
                            "network's nightly jobs, a Parquet table for its scoreboard page")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u61a_eurovision_dataset_votes_csv_as_run", "the eurovision-dataset's votes.csv (year, round, "
         "from_country_id, to_country_id, from_country, to_country, total_points, tele_points, jury_points)",
         "votes.csv", _VOTES_CSV, "eurovision-dataset", "votes.csv:1"),
        ("u61a_tidytuesday_eurovision_csv_as_run", "TidyTuesday's eurovision.csv (event, host_city, year, "
         "host_country, event_url, section, artist, song, ..., running_order, total_points, rank, qualified, winner)",
         "eurovision.csv", _TIDY_CSV, "TidyTuesday", "eurovision.csv:1"),
        ("u61a_eurovisionapi_round_json_as_run", "an EurovisionAPI round file (JSON: name, date, time, "
         "disqualifieds, performances with contestantId, running, place and total, public and jury scores)",
         "final.json", _ROUND_JSON, "EurovisionAPI", "final.json:1"),
        ("u61a_datagraver_votes_xlsx_as_run", "the Datagraver votes workbook in Excel (an OOXML zip, PK 03 04, "
         "[Content_Types].xml first, sheet 'Data')", "eurovision_song_contest_1975_2019.xlsx", _XLSX, "Excel",
         "eurovision_song_contest_1975_2019.xlsx"),
        ("u61a_scoreboard_ods_as_run", "the fan network's scoreboard saved as an OpenDocument spreadsheet (a zip "
         "whose stored first entry is 'mimetype': application/vnd.oasis.opendocument.spreadsheet)",
         "esc2024_final_scoreboard.ods", _ODS, "OpenDocument", "esc2024_final_scoreboard.ods"),
        ("u61a_jury_rankings_as_run", "a national jury's five rankings typed by hand (six fields a line: the "
         "entry's country code, jurors A to E's places)", "jury_se_gf.txt", _JURY, "jury", "jury_se_gf.txt:1"),
        ("u61a_ogae_poll_as_run", "the OGAE poll table typed by the fan network (six fields a line: place, country, "
         "points, clubs, twelves, tens)", "ogae_poll_2024.txt", _OGAE, "OGAE", "ogae_poll_2024.txt:1"),
        ("u61a_televote_points_as_run", "the scrutineer's typed televote points (four fields a line: show, voting "
         "country, receiving country, points)", "televote_se_gf.txt", _TELEVOTE, "televote",
         "televote_se_gf.txt:1"),
        ("u61a_running_order_as_run", "the final's running order typed by the delegation desk (four fields a line: "
         "show, slot, country code, broadcaster)", "running_order_gf.txt", _RUNNING, "running order",
         "running_order_gf.txt:1")],
        one_run=("jury_ranking.run", _ONE_RUN), stem="scoreboard",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; an Excel workbook or an OpenDocument spreadsheet (each a zip) read as "
                   "lines gives no ranking: named by what it is")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u61a_televote_points_as_qrels", "televote_se_gf.txt", _TELEVOTE, "televote"),
        ("u61a_jury_rankings_as_qrels", "jury_se_gf.txt", _JURY, "jury"),
        ("u61a_eurovision_dataset_votes_csv_as_qrels", "votes.csv", _VOTES_CSV, "eurovision-dataset"),
        ("u61a_eurovisionapi_round_json_as_qrels", "final.json", _ROUND_JSON, "EurovisionAPI")],
        one_run=("jury_ranking.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u61a_out_mxf", "scoreboard.mxf", "an MXF broadcast file (the show's playout material)"),
        ("u61a_out_ebu_stl", "scoreboard.stl", "an EBU STL subtitle file (EBU Tech 3264)"),
        ("u61a_out_ebutt_xml", "scoreboard.ebutt.xml", "an EBU-TT subtitle document (EBU Tech 3350)"),
        ("u61a_out_ods", "scoreboard.ods", "an OpenDocument spreadsheet (the fan network's scoreboard)")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=61"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u61a_api_eurovisionapi_round_dict",
            "rankagg.fuse(json.load(final.json)): an EurovisionAPI round file loaded in Python given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('r.json')), method='rrf')\n",
            "EurovisionAPI", why="a run maps a query to {document: score}; the round's 'performances' is a list, "
            "'date' and 'time' strings and 'name' null", files={"r.json": _ROUND_JSON}),
        bad("u61a_api_eurovision_dataset_frame",
            "rankagg.fuse(pd.read_csv(votes.csv)): the eurovision-dataset's votes table given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('v.csv'), method='borda')\n",
            "eurovision-dataset", why="a table of runs has qid, docid, run and score columns; the votes table has a "
            "voting and a receiving country per row (year, round, from_country_id, ...)", files={"v.csv": _VOTES_CSV}),
    ]
    return cases
