"""Issue 45's forty-seventh bar of scripts/reliability_matrix.py, a Big Day team's captain and a bird atlas committee
ranking teams, observers and sites per checklist, day and season across birding apps and survey exports (its cases,
ids ``u47b_``, registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the
verdicts) are the matrix's.  (Written by a persona session, before any of its recognisers were seen.)

The team's day: each day, checklist or season of a count (``day:2026-05-09/ny-big-day``, ``season:2026/atlas-block-
4572B``) is a query and each team, observer or site a document (``team:red-tails/westchester``, ``obs:jbarnes``,
``site:L1053426/hoover-rd``); the runs are eBird's species counts per checklist, Merlin's and BirdNET's detections
(sound identifications, scores their confidences), and the listing totals the captain keeps, scores in [0, 1] at
four decimals (species counts, completeness and effort-corrected rates, rarity points, scaled).  They are fused with
RRF, Borda and CombSUM, weighted by each source's record, and judged against the records committee's reviews (2
accepted, 1 accepted as hypothetical or pending, 0 not accepted).  The mistakes and odd files: the field's own files
given where runs or qrels are read (eBird's "My eBird Data" export, the eBird Basic Dataset's tab-separated file, an
eBird API checklist, a BirdNET selection table and its Audacity labels, an iNaturalist observation export, a Darwin
Core archive and its meta.xml, a Breeding Bird Survey route file, an AudioMoth recording, the Big Day score sheet and
an atlas point-count tally typed as text), and outputs named for the field's files.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import io
import struct
import zipfile

from .case import Case, command_cases, fusion_checks, named_at, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

FORTYSEVENTH_BIRDING = ("45 Unseen inputs: a forty-seventh bar, a Big Day team's captain and a bird atlas committee "
                        "ranking teams, observers and sites per checklist, day and season (eBird exports, the eBird "
                        "Basic Dataset, BirdNET selection tables, iNaturalist, Darwin Core archives, Breeding Bird "
                        "Survey, WAV recordings, Big Day score sheets)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['ebird_counts', 'merlin_sound', 'birdnet_conf', 'listing_totals'],
    items=['team:red-tails/westchester', 'team:owl-prowlers/putnam', 'obs:jbarnes', 'obs:mkowalski',
           'site:L1053426/hoover-rd', 'site:L2218790/doodletown-rd', 'team:sapsuckers/dutchess',
           'site:L109154/jamaica-bay-wr'],
    queries=['day:2026-05-09/ny-big-day', 'day:2026-05-10/ny-big-day', 'chk:S203418876/hoover-rd-dawn',
             'season:2026/atlas-block-4572B', 'season:2026-cbc/NYPU-peekskill', 'route:bbs-61-042/2026'],
    suffix='/redo', generator='tallies', judgements='committee_review') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "tallies", "bigday.run")

_RECS3 = ["ebird_counts", "merlin_sound", "birdnet_conf"]
_OUT = ("bigday.run",)
_ONE_RUN = ("day:2026-05-09/ny-big-day Q0 team:red-tails/westchester 1 0.93 ebird_counts\n"
            "day:2026-05-09/ny-big-day Q0 team:owl-prowlers/putnam 2 0.81 ebird_counts\n")

# --- the team's files, as eBird, BirdNET, iNaturalist, GBIF's tools, the BBS and the recorders write them ---------
# eBird's "Download My Data" export (MyEBirdData.csv): one row per species per checklist
_MY_EBIRD = ("Submission ID,Common Name,Scientific Name,Taxonomic Order,Count,State/Province,County,Location ID,"
             "Location,Latitude,Longitude,Date,Time,Protocol,Duration (Min),All Obs Reported,Distance Traveled (km),"
             "Area Covered (ha),Number of Observers,Breeding Code,Observation Details,Checklist Comments,"
             "ML Catalog Numbers\n"
             "S203418876,Eastern Screech-Owl,Megascops asio,7781,1,US-NY,Westchester,L1053426,Hoover Rd,41.3162,"
             "-73.7315,2026-05-09,04:12 AM,eBird - Traveling Count,38,1,2.4,,4,,heard only,NY Big Day - Red Tails,\n"
             "S203418876,Wood Thrush,Hylocichla mustelina,27612,3,US-NY,Westchester,L1053426,Hoover Rd,41.3162,"
             "-73.7315,2026-05-09,04:12 AM,eBird - Traveling Count,38,1,2.4,,4,S,,NY Big Day - Red Tails,\n")
# the eBird Basic Dataset (ebd_..._relApr-2026.txt): tab-separated, its header in capitals (SAMPLING EVENT
# IDENTIFIER its 35th column)
_EBD_COLS = ["GLOBAL UNIQUE IDENTIFIER", "LAST EDITED DATE", "TAXONOMIC ORDER", "CATEGORY", "TAXON CONCEPT ID",
             "COMMON NAME", "SCIENTIFIC NAME", "SUBSPECIES COMMON NAME", "SUBSPECIES SCIENTIFIC NAME", "EXOTIC CODE",
             "OBSERVATION COUNT", "BREEDING CODE", "BREEDING CATEGORY", "BEHAVIOR CODE", "AGE/SEX", "COUNTRY",
             "COUNTRY CODE", "STATE", "STATE CODE", "COUNTY", "COUNTY CODE", "IBA CODE", "BCR CODE", "USFWS CODE",
             "ATLAS BLOCK", "LOCALITY", "LOCALITY ID", "LOCALITY TYPE", "LATITUDE", "LONGITUDE", "OBSERVATION DATE",
             "TIME OBSERVATIONS STARTED", "OBSERVER ID", "OBSERVER ORCID ID", "SAMPLING EVENT IDENTIFIER",
             "PROTOCOL TYPE",
             "PROTOCOL CODE", "PROJECT CODE", "DURATION MINUTES", "EFFORT DISTANCE KM", "EFFORT AREA HA",
             "NUMBER OBSERVERS", "ALL SPECIES REPORTED", "GROUP IDENTIFIER", "HAS MEDIA", "APPROVED", "REVIEWED",
             "REASON", "TRIP COMMENTS", "SPECIES COMMENTS"]
_EBD_ROW = ["URN:CornellLabOfOrnithology:EBIRD:OBS2648811234", "2026-05-11 07:40:12.000000", "27612", "species",
            "avibase-2B6E3E3D", "Wood Thrush", "Hylocichla mustelina", "", "", "", "3", "S", "C3", "", "",
            "United States", "US", "New York", "US-NY", "Westchester", "US-NY-119", "", "30", "US-Northeast",
            "4572B", "Hoover Rd", "L1053426", "P", "41.3162", "-73.7315", "2026-05-09", "04:12:00", "obsr412733", "",
            "S203418876", "Traveling", "P22", "EBIRD", "38", "2.4", "", "4", "1", "G11873411", "0", "1", "0", "",
            "NY Big Day - Red Tails", ""]
_EBD = "\t".join(_EBD_COLS) + "\t\n" + "\t".join(_EBD_ROW) + "\t\n"
# the eBird API 2.0's checklist view (GET /v2/product/checklist/view/{subId})
_EBIRD_CHECKLIST = ('{"projId": "EBIRD", "subId": "S203418876", "protocolId": "P22", "locId": "L1053426", '
                    '"durationHrs": 0.633, "allObsReported": true, "creationDt": "2026-05-09 05:02", '
                    '"lastEditedDt": "2026-05-11 07:40", "obsDt": "2026-05-09 04:12", "obsTimeValid": true, '
                    '"checklistId": "CL24936", "numObservers": 4, "effortDistanceKm": 2.4, '
                    '"subnational1Code": "US-NY", "submissionMethodCode": "EBIRD_iOS", "userDisplayName": '
                    '"Jo Barnes", "numSpecies": 2, "obs": [{"speciesCode": "easowl1", "hideFlags": [], "obsDt": '
                    '"2026-05-09 04:12", "subnational1Code": "US-NY", "howManyAtleast": 1, "howManyAtmost": 1, '
                    '"subId": "S203418876", "projId": "EBIRD", "obsId": "OBS2648811201", "howManyStr": "1", '
                    '"present": false}, {"speciesCode": "woothr", "hideFlags": [], "obsDt": "2026-05-09 04:12", '
                    '"subnational1Code": "US-NY", "howManyAtleast": 3, "howManyAtmost": 3, "subId": "S203418876", '
                    '"projId": "EBIRD", "obsId": "OBS2648811234", "howManyStr": "3", "present": false}]}\n')
# BirdNET-Analyzer's Raven selection table (--rtype table: *.BirdNET.selection.table.txt), tab-separated
_BIRDNET_TABLE = ("Selection\tView\tChannel\tBegin Time (s)\tEnd Time (s)\tLow Freq (Hz)\tHigh Freq (Hz)\t"
                  "Common Name\tSpecies Code\tConfidence\tBegin Path\tFile Offset (s)\n"
                  "1\tSpectrogram 1\t1\t0\t3.0\t0\t15000\tEastern Screech-Owl\teasowl1\t0.8421\t"
                  "C:\\AudioMoth\\20260509_041200.WAV\t0\n"
                  "2\tSpectrogram 1\t1\t9.0\t12.0\t0\t15000\tWood Thrush\twoothr\t0.9137\t"
                  "C:\\AudioMoth\\20260509_041200.WAV\t9.0\n")
# BirdNET-Analyzer's Audacity labels (--rtype audacity): start, end, 'Scientific name, Common name', confidence
_BIRDNET_AUDACITY = ("0.0\t3.0\tMegascops asio, Eastern Screech-Owl\t0.8421\n"
                     "9.0\t12.0\tHylocichla mustelina, Wood Thrush\t0.9137\n")
# iNaturalist's observation export (observations-NNNNNN.csv), its standard columns
_INAT = ("id,observed_on_string,observed_on,time_observed_at,time_zone,user_id,user_login,user_name,created_at,"
         "updated_at,quality_grade,license,url,image_url,sound_url,tag_list,description,"
         "num_identification_agreements,num_identification_disagreements,captive_cultivated,oauth_application_id,"
         "place_guess,latitude,longitude,positional_accuracy,private_place_guess,private_latitude,private_longitude,"
         "public_positional_accuracy,geoprivacy,taxon_geoprivacy,coordinates_obscured,positioning_method,"
         "positioning_device,species_guess,scientific_name,common_name,iconic_taxon_name,taxon_id\n"
         "271934512,2026-05-09 04:31:07 -0400,2026-05-09,2026-05-09 08:31:07 UTC,Eastern Time (US & Canada),"
         "1184122,jbarnes,Jo Barnes,2026-05-09 09:02:44 UTC,2026-05-10 12:10:03 UTC,research,CC-BY-NC,"
         "https://www.inaturalist.org/observations/271934512,,https://static.inaturalist.org/sounds/1622331.m4a,,"
         ",2,0,false,3,\"Hoover Rd, Westchester, NY, US\",41.3162,-73.7315,12,,,,12,,,false,gps,,"
         "Wood Thrush,Hylocichla mustelina,Wood Thrush,Aves,12750\n")
# a Darwin Core archive's descriptor (meta.xml, the Darwin Core Text Guide)
_DWC_META = ('<?xml version="1.0" encoding="UTF-8"?>\n'
             '<archive xmlns="http://rs.tdwg.org/dwc/text/" metadata="eml.xml">\n'
             '  <core encoding="UTF-8" fieldsTerminatedBy="\\t" linesTerminatedBy="\\n" fieldsEnclosedBy="" '
             'ignoreHeaderLines="1" rowType="http://rs.tdwg.org/dwc/terms/Occurrence">\n'
             '    <files>\n      <location>occurrence.txt</location>\n    </files>\n'
             '    <id index="0"/>\n'
             '    <field index="1" term="http://rs.tdwg.org/dwc/terms/basisOfRecord"/>\n'
             '    <field index="2" term="http://rs.tdwg.org/dwc/terms/eventDate"/>\n'
             '    <field index="3" term="http://rs.tdwg.org/dwc/terms/scientificName"/>\n'
             '    <field index="4" term="http://rs.tdwg.org/dwc/terms/individualCount"/>\n'
             '    <field index="5" term="http://rs.tdwg.org/dwc/terms/decimalLatitude"/>\n'
             '    <field index="6" term="http://rs.tdwg.org/dwc/terms/decimalLongitude"/>\n'
             '  </core>\n</archive>\n')
_DWC_OCCURRENCE = ("occurrenceID\tbasisOfRecord\teventDate\tscientificName\tindividualCount\tdecimalLatitude\t"
                   "decimalLongitude\n"
                   "NYBBA3:4572B:0001\tHumanObservation\t2026-06-04\tHylocichla mustelina\t2\t41.3162\t-73.7315\n")
_DWC_EML = ('<?xml version="1.0" encoding="UTF-8"?>\n<eml:eml xmlns:eml="eml://ecoinformatics.org/eml-2.1.1" '
            'packageId="nybba3-2026" system="http://gbif.org" scope="system">\n  <dataset>\n'
            '    <title>New York Breeding Bird Atlas III, block 4572B</title>\n  </dataset>\n</eml:eml>\n')


def _dwca() -> bytes:
    """A Darwin Core archive: a zip (local file headers 'PK\\x03\\x04') of meta.xml, eml.xml and occurrence.txt."""
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
        for name, text in (("meta.xml", _DWC_META), ("eml.xml", _DWC_EML), ("occurrence.txt", _DWC_OCCURRENCE)):
            z.writestr(zipfile.ZipInfo(name, (2026, 6, 30, 12, 0, 0)), text)
    return buf.getvalue()


def _wav() -> bytes:
    """An AudioMoth recording: a RIFF/WAVE file, 16-bit mono PCM at 48 kHz, an ICMT comment chunk as AudioMoth writes
    it, then a tenth of a second of samples."""
    samples = b"".join(struct.pack("<h", (i * 37) % 2000 - 1000) for i in range(4800))
    comment = b"Recorded at 04:12:00 09/05/2026 (UTC-4) by AudioMoth 24F319045F1A2B3C at medium gain.\x00"
    comment += b"\x00" * (len(comment) % 2)
    fmt = struct.pack("<HHIIHH", 1, 1, 48000, 96000, 2, 16)
    body = (b"WAVE" + b"fmt " + struct.pack("<I", len(fmt)) + fmt + b"LIST" + struct.pack("<I", 4 + 8 + len(comment))
            + b"INFO" + b"ICMT" + struct.pack("<I", len(comment)) + comment + b"data" + struct.pack("<I", len(samples))
            + samples)
    return b"RIFF" + struct.pack("<I", len(body)) + body


_DWCA = _dwca()
_WAV = _wav()
# the Breeding Bird Survey's route counts (States/NewYork.csv: ten-stop summaries, species by AOU number)
_BBS = ("RouteDataID,CountryNum,StateNum,Route,RPID,Year,AOU,Count10,Count20,Count30,Count40,Count50,StopTotal,"
        "SpeciesTotal\n"
        "6161042,840,61,042,101,2026,07550,0,2,1,3,0,5,6\n"
        "6161042,840,61,042,101,2026,03730,1,0,0,0,0,1,1\n")
# the Big Day score sheet, typed from the clipboard: seq, time, alpha code, site, count, spotter (six fields a line)
_BIGDAY_SHEET = ("001 00:07 EASO hoover-rd 1 JB\n002 00:31 GHOW doodletown-rd 2 MK\n"
                 "003 04:12 WOTH hoover-rd 3 JB\n004 05:02 AMWO hoover-rd 1 TR\n")
# the atlas's point-count tally, typed: block-point, date, time, alpha code, count, breeding code (six fields)
_POINT_COUNTS = ("4572B-03 2026-06-04 05:42 WOTH 2 S\n4572B-03 2026-06-04 05:42 OVEN 3 S\n"
                 "4572B-04 2026-06-04 05:58 SCTA 1 P\n4572B-04 2026-06-04 05:58 VEER 2 FY\n")


def fortyseventh_bar_birding_cases() -> list[Case]:
    G = FORTYSEVENTH_BIRDING
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="tallies", judgements="committee_review", runs=_RECS3, stem="bigday", outputs=_OUT,
        item="team, observer or site", rounded="merlin_sound",
        weights="{'ebird_counts': 2.0, 'merlin_sound': 0.5, 'birdnet_conf': 1.0, 'listing_totals': 1.5}",
        lone_query="R['listing_totals']['day:2026-12-19/cbc-NYPU-compilation'] = {'obs:jbarnes': 0.9, "
                   "'obs:mkowalski': 0.4}\n",
        trust="ebird_counts 2\nbirdnet_conf 1\nmerlin_sound 0.5\n",
        trust_dict="{'ebird_counts': 2, 'birdnet_conf': 1, 'merlin_sound': 0.5}",
        texts={
            "rrf": ("u47b_rrf_sources",
                    "rankagg.fuse({source: {day, checklist or season: {team, observer or site: score}}}, "
                    "method='rrf'): four sources, six counts ('day:2026-05-09/ny-big-day'), teams as "
                    "'team:red-tails/westchester', sites as 'site:L1053426/hoover-rd'"),
            "borda": ("u47b_borda_unscored_sites",
                      "rankagg.fuse(..., method='borda'): Merlin and BirdNET have no score where no recorder ran "
                      "(a team or site they never heard)"),
            "combsum": ("u47b_combsum_rounded_merlin",
                        "rankagg.fuse(..., method='combsum'): Merlin's sound-ID confidence at one decimal (many "
                        "ties) beside the eBird counts and BirdNET"),
            "fuser": ("u47b_weighted_fuser_record",
                      "rankagg.Fuser('rrf', weights=...) per day and season: the eBird checklists count 2, Merlin "
                      "0.5"),
            "frame": ("u47b_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the atlas committee's "
                      "sheet, a row per count, team, observer or site and source"),
            "evaluate": ("u47b_evaluate_committee_review",
                         "rankagg.evaluate(fused ranking, the records committee's reviews, ['nDCG@5', 'AP', "
                         "'P@3']): does the fused ranking put first the teams and sites whose records were accepted"),
            "lone": ("u47b_one_source_cbc_compilation",
                     "rankagg.fuse(..., method='rrf'): a Christmas Bird Count compilation only the listing totals "
                     "rank (no checklists or recorders yet) beside counts every source covers"),
            "cli_rrf": ("u47b_cli_rrf_runs",
                        "rankagg fuse ebird_counts.run merlin_sound.run birdnet_conf.run --method rrf -o "
                        "bigday.run: one run per source, days and seasons as queries"),
            "cli_borda": ("u47b_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the eBird "
                          "checklists count double)"),
            "cli_combsum": ("u47b_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four teams or sites the captain scouts "
                            "per day"),
            "cli_evaluate": ("u47b_cli_evaluate_committee_qrels",
                             "rankagg evaluate bigday.run --qrels committee_review.qrels -m ndcg_cut.5 -m map: the "
                             "fused ranking against the records committee's reviews (0-2)"),
            "cli_parquet": ("u47b_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o bigday.parquet: gzipped runs from the atlas "
                            "server's nightly jobs, a Parquet table for the standings dashboard")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u47b_my_ebird_data_as_run", "eBird's 'My eBird Data' export (Submission ID, Common Name, Scientific Name, "
         "Taxonomic Order, Count, ...)", "MyEBirdData.csv", _MY_EBIRD, "eBird", "MyEBirdData.csv:1"),
        ("u47b_ebd_as_run", "the eBird Basic Dataset (tab-separated: GLOBAL UNIQUE IDENTIFIER, LAST EDITED DATE, "
         "TAXONOMIC ORDER, ...)", "ebd_US-NY-119_relApr-2026.txt", _EBD, "eBird Basic Dataset",
         "ebd_US-NY-119_relApr-2026.txt:1"),
        ("u47b_ebird_checklist_json_as_run", "an eBird API 2.0 checklist (projId, subId, protocolId, locId, ..., "
         "obs)", "S203418876.json", _EBIRD_CHECKLIST, "eBird", "S203418876.json:1"),
        ("u47b_birdnet_selection_table_as_run", "a BirdNET-Analyzer selection table (Raven: Selection, View, "
         "Channel, Begin Time (s), ..., Confidence)", "20260509_041200.BirdNET.selection.table.txt", _BIRDNET_TABLE,
         "BirdNET", "20260509_041200.BirdNET.selection.table.txt:1"),
        ("u47b_inaturalist_csv_as_run", "an iNaturalist observation export (id, observed_on_string, observed_on, "
         "..., taxon_id)", "observations-512344.csv", _INAT, "iNaturalist", "observations-512344.csv:1"),
        ("u47b_dwc_meta_as_run", "a Darwin Core archive's descriptor (meta.xml: archive, core, files, id, field)",
         "meta.xml", _DWC_META, "Darwin Core", named_at("meta.xml", _DWC_META)),
        ("u47b_dwca_zip_as_run", "a Darwin Core archive (a zip of meta.xml, eml.xml, occurrence.txt)",
         "dwca-nybba3-2026-v1.0.zip", _DWCA, "Darwin Core", "dwca-nybba3-2026-v1.0.zip"),
        ("u47b_audiomoth_wav_as_run", "an AudioMoth recording (RIFF/WAVE, 48 kHz PCM) the team meant to give "
         "BirdNET", "20260509_041200.WAV", _WAV, "WAV", "20260509_041200.WAV"),
        ("u47b_bigday_sheet_as_run", "the Big Day score sheet typed as text (six fields a line: seq, time, alpha "
         "code, site, count, spotter)", "bigday_2026-05-09.txt", _BIGDAY_SHEET, "Big Day score sheet",
         "bigday_2026-05-09.txt:1"),
        ("u47b_point_counts_as_run", "the atlas's point-count tally typed as text (six fields a line: block-point, "
         "date, time, alpha code, count, breeding code)", "pc_4572B_2026-06-04.txt", _POINT_COUNTS,
         "point count", "pc_4572B_2026-06-04.txt:1")],
        one_run=("ebird_counts.run", _ONE_RUN), stem="bigday",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a zip archive or a WAV recording read as lines gives no ranking: named by "
                   "its format")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u47b_birdnet_audacity_as_qrels", "20260509_041200.BirdNET.results.txt", _BIRDNET_AUDACITY, "BirdNET"),
        ("u47b_bbs_route_as_qrels", "NewYork.csv", _BBS, "Breeding Bird Survey"),
        ("u47b_ebd_as_qrels", "ebd_US-NY-119_relApr-2026.txt", _EBD, "eBird Basic Dataset"),
        ("u47b_bigday_sheet_as_qrels", "bigday_2026-05-09.txt", _BIGDAY_SHEET, "Big Day score sheet")],
        one_run=("ebird_counts.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u47b_out_gpx", "bigday.gpx", "a GPX track of the Big Day route"),
        ("u47b_out_wav", "bigday.wav", "a WAV recording"),
        ("u47b_out_selection_table", "bigday.BirdNET.selection.table.txt", "a BirdNET selection table"),
        ("u47b_out_kml", "bigday.kml", "a KML map of the hotspots")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=32"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u47b_api_ebird_checklist_dict",
            "rankagg.fuse(json.load(S203418876.json)): an eBird API checklist loaded in Python given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('c.json')), method='rrf')\n",
            "eBird", why="a run maps a query to {document: score}; the checklist's 'subId' is text and 'obs' a list",
            files={"c.json": _EBIRD_CHECKLIST}),
        bad("u47b_api_my_ebird_frame",
            "rankagg.fuse(pd.read_csv(MyEBirdData.csv)): eBird's 'My eBird Data' export given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('m.csv'), method='borda')\n",
            "eBird", why="a table of runs has qid, docid, run and score columns; My eBird Data has a species on a "
            "checklist per row", files={"m.csv": _MY_EBIRD}),
    ]
    return cases
