"""Issue 45's thirty-fourth bar of scripts/reliability_matrix.py, a national archive's digital-preservation team
ranking the digital objects of each transfer for preservation action across risk models and the archivists (its cases,
ids ``u34g_``, registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the
verdicts) are the matrix's.  (Written in a later session, before any of its recognisers existed.)

The team's day: each accession and series (``acc:2026-0147/series:CAB-164``) is a query and each digital object a
document by its catalogue reference and PRONOM format (``do:CAB-164/1042/1@fmt/40``); the runs are a format-risk
model's, the fixity audit's, an obsolescence model's and the preservation archivists', scores in [0, 1] at four
decimals.  They are fused with RRF, Borda and CombSUM, weighted by each ranking's record, and judged against what
needed action (2 migrated or repaired, 1 put on watch, 0 no action).  The mistakes and odd files: the field's own files
given where runs or qrels are read (an EAD finding aid, Archivematica's METS, a Dublin Core record, a DROID report, a
hashdeep audit file, an ArchivesSpace archival object, a BagIt manifest and bag-info.txt, Archivematica's metadata.csv,
a PREMIS document, a TIFF master), and outputs named for the field's files.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import struct

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import (files_as_qrels, files_as_runs, output_named_as_asked, outputs_named_for, seeded_day,
                       team_day_cases)

THIRTYFOURTH_ARCHIVES = ("45 Unseen inputs: a thirty-fourth bar, a national archive's digital-preservation team "
                         "ranking the digital objects of each transfer for preservation action across risk models "
                         "and the archivists (EAD, METS, PREMIS, Dublin Core, DROID, hashdeep, ArchivesSpace, BagIt, "
                         "Archivematica, TIFF)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['format_risk', 'fixity_audit', 'obsolescence', 'archivists'],
    items=['do:CAB-164/1042/1@fmt/40', 'do:PREM-49/3310/2@fmt/412', 'do:FCO-176/2231/4@fmt/61',
           'do:T-640/88/2@fmt/18', 'do:DEFE-70/415/1@fmt/353', 'do:HO-325/77/5@x-fmt/111', 'do:CAB-164/1043/2@fmt/95',
           'do:FCO-176/2232/1@fmt/43'],
    queries=['acc:2026-0147/series:CAB-164', 'acc:2026-0147/series:PREM-49', 'acc:2026-0152/series:FCO-176',
             'acc:2026-0152/series:T-640', 'acc:2026-0160/series:DEFE-70', 'acc:2026-0163/series:HO-325'],
    suffix='/second-pass', generator='risk_queue', judgements='actioned') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _cli_check = fusion_checks(_REF, "risk_queue", "risk_queue.run")

_RECS3 = ["format_risk", "fixity_audit", "obsolescence"]
_OUT = ("risk_queue.run",)
_ONE_RUN = ("acc:2026-0147/series:CAB-164 Q0 do:CAB-164/1042/1@fmt/40 1 0.91 fixity_audit\n"
            "acc:2026-0147/series:CAB-164 Q0 do:PREM-49/3310/2@fmt/412 2 0.77 fixity_audit\n")
# the team's files, as the catalogue, the preservation system, the identification and fixity tools write them
_EAD = ('<?xml version="1.0" encoding="UTF-8"?>\n<ead xmlns="urn:isbn:1-931666-22-9" '
        'xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" '
        'xsi:schemaLocation="urn:isbn:1-931666-22-9 http://www.loc.gov/ead/ead.xsd">\n'
        '  <eadheader countryencoding="iso3166-1" dateencoding="iso8601" langencoding="iso639-2b" '
        'repositoryencoding="iso15511">\n'
        '    <eadid countrycode="GB" mainagencycode="GB-066">CAB-164</eadid>\n'
        '    <filedesc><titlestmt><titleproper>Cabinet Office: Registered Files</titleproper></titlestmt></filedesc>\n'
        '  </eadheader>\n  <archdesc level="series">\n'
        '    <did><unitid>CAB 164</unitid><unittitle>Cabinet Office: Registered Files</unittitle>'
        '<unitdate normal="1916/2005">1916-2005</unitdate></did>\n'
        '    <dsc>\n      <c01 level="file"><did><unitid>CAB 164/1042</unitid><unittitle>Cabinet minutes, May 2005'
        '</unittitle><unitdate normal="2005-05">May 2005</unitdate></did></c01>\n    </dsc>\n  </archdesc>\n</ead>\n')
_METS = ("<?xml version='1.0' encoding='UTF-8'?>\n<mets:mets xmlns:mets=\"http://www.loc.gov/METS/\" "
         'xmlns:premis="http://www.loc.gov/premis/v3" xmlns:xlink="http://www.w3.org/1999/xlink" '
         'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www.loc.gov/METS/ '
         'http://www.loc.gov/standards/mets/version1121/mets.xsd">\n'
         '  <mets:metsHdr CREATEDATE="2026-11-20T14:02:11"/>\n'
         '  <mets:fileSec>\n    <mets:fileGrp USE="original">\n'
         '      <mets:file GROUPID="Group-e1407479-3136-56c0-9908-bb02fb0339e2" '
         'ID="file-e1407479-3136-56c0-9908-bb02fb0339e2" ADMID="amdSec_1">\n'
         '        <mets:FLocat xlink:href="objects/Cabinet_minutes_12_May_2005.doc" LOCTYPE="OTHER" '
         'OTHERLOCTYPE="SYSTEM"/>\n      </mets:file>\n    </mets:fileGrp>\n  </mets:fileSec>\n'
         '  <mets:structMap TYPE="physical" ID="structMap_1" LABEL="Archivematica default">\n'
         '    <mets:div TYPE="Directory" LABEL="TDR-2026-0147-3c480084-0bec-5ee3-a530-e96a1170273a"/>\n'
         '  </mets:structMap>\n</mets:mets>\n')
_DUBLIN_CORE = ('<?xml version="1.0" encoding="UTF-8"?>\n<oai_dc:dc '
                'xmlns:oai_dc="http://www.openarchives.org/OAI/2.0/oai_dc/" '
                'xmlns:dc="http://purl.org/dc/elements/1.1/" '
                'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" '
                'xsi:schemaLocation="http://www.openarchives.org/OAI/2.0/oai_dc/ '
                'http://www.openarchives.org/OAI/2.0/oai_dc.xsd">\n'
                '  <dc:title>Cabinet minutes, 12 May 2005</dc:title>\n  <dc:creator>Cabinet Office</dc:creator>\n'
                '  <dc:date>2005-05-12</dc:date>\n  <dc:type>Text</dc:type>\n'
                '  <dc:format>application/msword</dc:format>\n  <dc:identifier>CAB 164/1042/1</dc:identifier>\n'
                '  <dc:rights>Open Government Licence v3.0</dc:rights>\n</oai_dc:dc>\n')
_DROID = ('"ID","PARENT_ID","URI","FILE_PATH","NAME","METHOD","STATUS","SIZE","TYPE","EXT","LAST_MODIFIED",'
          '"EXTENSION_MISMATCH","HASH","FORMAT_COUNT","PUID","MIME_TYPE","FORMAT_NAME","FORMAT_VERSION"\n'
          '"1","","file:/D:/transfers/TDR-2026-0147/data/","D:\\transfers\\TDR-2026-0147\\data","data","","Done","",'
          '"Folder","","2026-11-20T09:12:44","false","","","","","",""\n'
          '"2","1","file:/D:/transfers/TDR-2026-0147/data/Cabinet%20minutes%2012%20May%202005.doc",'
          '"D:\\transfers\\TDR-2026-0147\\data\\Cabinet minutes 12 May 2005.doc","Cabinet minutes 12 May 2005.doc",'
          '"Signature","Done","181248","File","doc","2005-05-12T16:41:07","false",'
          '"18a597bccf8c3a23a603f2aba99c41d4640d02f02152639a5fba02e161291226","1","fmt/40","application/msword",'
          '"Microsoft Word Document","97-2003"\n'
          '"3","1","file:/D:/transfers/TDR-2026-0147/data/Annex%20A%2019%20May%202005.xls",'
          '"D:\\transfers\\TDR-2026-0147\\data\\Annex A 19 May 2005.xls","Annex A 19 May 2005.xls","Signature",'
          '"Done","40960","File","xls","2005-05-19T10:03:52","false",'
          '"dc66319c3fc65f231f88c932482d9f54a2b2817a3d6a86ee8e7c9da77758dae1","1","fmt/61","application/vnd.ms-excel",'
          '"Microsoft Excel 97 Workbook (xls)","8X"\n')
# hashdeep's audit file: the '%%%%' header (the format, then the columns), the '##' lines of how it was invoked, rows
_HASHDEEP = ("%%%% HASHDEEP-1.0\n%%%% size,md5,sha256,filename\n## Invoked from: /home/dpuser/transfers/TDR-2026-0147\n"
             "## $ hashdeep -c md5,sha256 -r data\n## \n"
             "181248,2b3ff41c18aa4c0802cc077eacdb2d7e,18a597bccf8c3a23a603f2aba99c41d4640d02f02152639a5fba02e161291226,"
             "/home/dpuser/transfers/TDR-2026-0147/data/Cabinet minutes 12 May 2005.doc\n"
             "183296,ddb54f995f6e7769b6327e2ae8134893,4d2b6a5de2dd0acadc8bcb9db86995536179c82e76f9e4d173315e67560d86a1,"
             "/home/dpuser/transfers/TDR-2026-0147/data/Cabinet minutes 19 May 2005.doc\n"
             "40960,57e2dd1d74e767269593d35761af55c1,dc66319c3fc65f231f88c932482d9f54a2b2817a3d6a86ee8e7c9da77758dae1,"
             "/home/dpuser/transfers/TDR-2026-0147/data/Annex A 19 May 2005.xls\n")
_ASPACE = ('{"lock_version": 3, "position": 0, "publish": true, "ref_id": "aspace_9c1f4b7e2d8a6f3c0e5b1a9d7c4e2f60", '
           '"component_id": "CAB 164/1042/1", "title": "Cabinet minutes, 12 May 2005", "display_string": "Cabinet '
           'minutes, 12 May 2005, 2005 May 12", "restrictions_apply": false, "created_by": "admin", '
           '"last_modified_by": "dpuser", "create_time": "2026-11-20T09:12:44Z", "system_mtime": '
           '"2026-11-20T14:02:11Z", "user_mtime": "2026-11-20T14:02:11Z", "suppressed": false, "level": "file", '
           '"jsonmodel_type": "archival_object", "external_ids": [], "subjects": [], "linked_events": [], '
           '"dates": [{"expression": "2005 May 12", "begin": "2005-05-12", "date_type": "single", "label": '
           '"creation", "jsonmodel_type": "date"}], "instances": [{"instance_type": "digital_object", '
           '"jsonmodel_type": "instance", "digital_object": {"ref": "/repositories/2/digital_objects/8841"}}], '
           '"notes": [], "uri": "/repositories/2/archival_objects/41873", "repository": {"ref": "/repositories/2"}, '
           '"resource": {"ref": "/repositories/2/resources/512"}, "parent": {"ref": '
           '"/repositories/2/archival_objects/41870"}}\n')
# a BagIt payload manifest: 'checksum  path', the department's file names with their spaces (six fields a line)
_MANIFEST = ("18a597bccf8c3a23a603f2aba99c41d4640d02f02152639a5fba02e161291226  data/Cabinet minutes 12 May 2005.doc\n"
             "4d2b6a5de2dd0acadc8bcb9db86995536179c82e76f9e4d173315e67560d86a1  data/Cabinet minutes 19 May 2005.doc\n"
             "dc66319c3fc65f231f88c932482d9f54a2b2817a3d6a86ee8e7c9da77758dae1  data/Annex A 19 May 2005.xls\n")
_BAG_INFO = ("Source-Organization: Department for Transport\nContact-Name: Ada Reyes\n"
             "Contact-Email: records.transfer@dft.example.gov.uk\nExternal-Identifier: TDR-2026-0147\n"
             "Internal-Sender-Identifier: CAB 164/1042\nBagging-Date: 2026-11-20\n"
             "Bag-Software-Agent: bagit.py v1.8.1 <https://github.com/LibraryOfCongress/bagit-python>\n"
             "Payload-Oxum: 405504.3\n")
_AM_METADATA = ("filename,dc.title,dc.creator,dc.date,dc.identifier,dc.rights\n"
                'objects/Cabinet minutes 12 May 2005.doc,"Cabinet minutes, 12 May 2005",Cabinet Office,2005-05-12,'
                "CAB 164/1042/1,Crown copyright\n"
                'objects/Annex A 19 May 2005.xls,"Annex A, 19 May 2005",Cabinet Office,2005-05-19,CAB 164/1043/2,'
                "Crown copyright\n")
_PREMIS = ('<?xml version="1.0" encoding="UTF-8"?>\n<premis:premis xmlns:premis="http://www.loc.gov/premis/v3" '
           'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" version="3.0" '
           'xsi:schemaLocation="http://www.loc.gov/premis/v3 https://www.loc.gov/standards/premis/premis.xsd">\n'
           '  <premis:object xsi:type="premis:file">\n    <premis:objectIdentifier>\n'
           '      <premis:objectIdentifierType>UUID</premis:objectIdentifierType>\n'
           '      <premis:objectIdentifierValue>e1407479-3136-56c0-9908-bb02fb0339e2</premis:objectIdentifierValue>\n'
           '    </premis:objectIdentifier>\n    <premis:objectCharacteristics>\n'
           '      <premis:compositionLevel>0</premis:compositionLevel>\n      <premis:fixity>\n'
           '        <premis:messageDigestAlgorithm>sha256</premis:messageDigestAlgorithm>\n'
           '        <premis:messageDigest>18a597bccf8c3a23a603f2aba99c41d4640d02f02152639a5fba02e161291226'
           '</premis:messageDigest>\n      </premis:fixity>\n      <premis:size>181248</premis:size>\n'
           '      <premis:format>\n        <premis:formatRegistry>\n'
           '          <premis:formatRegistryName>PRONOM</premis:formatRegistryName>\n'
           '          <premis:formatRegistryKey>fmt/40</premis:formatRegistryKey>\n'
           '        </premis:formatRegistry>\n      </premis:format>\n    </premis:objectCharacteristics>\n'
           '  </premis:object>\n</premis:premis>\n')


def _tiff() -> bytes:
    """A digitised master: a little-endian TIFF ('II', 42, the first IFD at 8) of 4 x 2 8-bit grey pixels, its IFD
    holding the baseline tags (width, length, bits, compression, photometric, strips, 400 ppi, software, date)."""
    width, length = 4, 2
    software, date = b"Adobe Photoshop 25.0 (Windows)\x00", b"2026:11:20 14:02:11\x00"
    n = 14
    xres_at = 8 + 2 + 12 * n + 4
    yres_at, software_at = xres_at + 8, xres_at + 16
    date_at = software_at + len(software)
    pixels_at = date_at + len(date)
    entries = [(256, 3, 1, width), (257, 3, 1, length), (258, 3, 1, 8), (259, 3, 1, 1), (262, 3, 1, 1),
               (273, 4, 1, pixels_at), (277, 3, 1, 1), (278, 3, 1, length), (279, 4, 1, width * length),
               (282, 5, 1, xres_at), (283, 5, 1, yres_at), (296, 3, 1, 2), (305, 2, len(software), software_at),
               (306, 2, len(date), date_at)]
    ifd = struct.pack("<H", n) + b"".join(struct.pack("<HHIHH", tag, kind, count, value, 0) if kind == 3
                                          else struct.pack("<HHII", tag, kind, count, value)
                                          for tag, kind, count, value in entries) + b"\x00\x00\x00\x00"
    return (b"II*\x00" + struct.pack("<I", 8) + ifd + struct.pack("<II", 400, 1) * 2 + software + date
            + bytes([0x10, 0x40, 0x80, 0xc0, 0x20, 0x60, 0xa0, 0xe0]))


def thirtyfourth_bar_archives_cases() -> list[Case]:
    G = THIRTYFOURTH_ARCHIVES
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="risk_queue", judgements="actioned", runs=_RECS3, stem="risk_queue", outputs=_OUT,
        item="digital objects", rounded="format_risk",
        weights="{'format_risk': 1.0, 'fixity_audit': 1.5, 'obsolescence': 0.5, 'archivists': 2.0}",
        lone_query="R['archivists']['acc:2026-0171/series:CAB-301'] = {'do:CAB-301/9/1@fmt/40': 0.9, "
                   "'do:CAB-301/9/2@fmt/18': 0.4}\n",
        trust="fixity_audit 2\nformat_risk 1\nobsolescence 0.5\n",
        trust_dict="{'fixity_audit': 2, 'format_risk': 1, 'obsolescence': 0.5}",
        texts={
            "rrf": ("u34g_rrf_risk_rankings",
                    "rankagg.fuse({ranking: {accession/series: {object: score}}}, method='rrf'): three risk models "
                    "and the archivists, six series ('acc:2026-0147/series:CAB-164'), objects by reference and PUID "
                    "('do:CAB-164/1042/1@fmt/40')"),
            "borda": ("u34g_borda_unidentified_objects",
                      "rankagg.fuse(..., method='borda'): the format-risk model has no score for the objects DROID "
                      "left unidentified"),
            "combsum": ("u34g_combsum_rounded_scores",
                        "rankagg.fuse(..., method='combsum'): the format risk register's ratings at one decimal "
                        "(many ties) beside the other models"),
            "fuser": ("u34g_weighted_fuser_record",
                      "rankagg.Fuser('rrf', weights=...) per series: the archivists count 2, the obsolescence model "
                      "0.5"),
            "frame": ("u34g_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the preservation action "
                      "sheet, a row per series, object and ranking"),
            "evaluate": ("u34g_evaluate_actioned",
                         "rankagg.evaluate(fused ranking, what needed action, ['nDCG@5', 'AP', 'P@3']): does the "
                         "fused ranking put first the objects that had to be migrated or repaired"),
            "lone": ("u34g_one_ranking_series",
                     "rankagg.fuse(..., method='rrf'): a series only the archivists ranked (a late transfer) beside "
                     "series every ranking covers"),
            "cli_rrf": ("u34g_cli_rrf_runs",
                        "rankagg fuse format_risk.run fixity_audit.run obsolescence.run --method rrf -o "
                        "risk_queue.run: one run per model, series as queries"),
            "cli_borda": ("u34g_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the fixity audit "
                          "counts double)"),
            "cli_combsum": ("u34g_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four objects a migration batch takes"),
            "cli_evaluate": ("u34g_cli_evaluate_actioned_qrels",
                             "rankagg evaluate risk_queue.run --qrels actioned.qrels -m ndcg_cut.5 -m map: the fused "
                             "ranking against what needed action (0-2)"),
            "cli_parquet": ("u34g_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o risk_queue.parquet: gzipped runs from the "
                            "preservation system's jobs, a Parquet table for the digital preservation board")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u34g_ead_as_run", "an EAD 2002 finding aid (ead xmlns='urn:isbn:1-931666-22-9', eadheader, archdesc, dsc)",
         "CAB_164.xml", _EAD, "EAD", "CAB_164.xml:2"),
        ("u34g_mets_as_run", "Archivematica's METS (mets:mets xmlns:mets='http://www.loc.gov/METS/', metsHdr, "
         "fileSec, structMap)", "METS.e1407479-3136-56c0-9908-bb02fb0339e2.xml", _METS, "METS",
         "METS.e1407479-3136-56c0-9908-bb02fb0339e2.xml:2"),
        ("u34g_dublin_core_as_run", "a Dublin Core record (oai_dc:dc, dc:title, dc:creator, dc:identifier, ...)",
         "dc.xml", _DUBLIN_CORE, "Dublin Core", "dc.xml:2"),
        ("u34g_droid_csv_as_run", "a DROID report (\"ID\",\"PARENT_ID\",\"URI\",\"FILE_PATH\", ..., \"PUID\", "
         "\"MIME_TYPE\", \"FORMAT_NAME\", \"FORMAT_VERSION\")", "droid_TDR-2026-0147.csv", _DROID, "DROID",
         "droid_TDR-2026-0147.csv:1"),
        ("u34g_hashdeep_as_run", "a hashdeep audit file ('%%%% HASHDEEP-1.0', '%%%% size,md5,sha256,filename', "
         "'##' lines, then rows)", "TDR-2026-0147.hashdeep", _HASHDEEP, "hashdeep", "TDR-2026-0147.hashdeep:1"),
        ("u34g_archivesspace_json_as_run", "an ArchivesSpace archival object (lock_version, ref_id, component_id, "
         "..., jsonmodel_type archival_object, uri)", "archival_object_41873.json", _ASPACE, "ArchivesSpace",
         "archival_object_41873.json:1"),
        ("u34g_bagit_manifest_as_run", "a BagIt payload manifest ('checksum  data/path' lines, the file names' "
         "spaces making six fields)", "manifest-sha256.txt", _MANIFEST, "BagIt", "manifest-sha256.txt:1"),
        ("u34g_archivematica_metadata_csv_as_run", "Archivematica's metadata.csv (filename, dc.title, dc.creator, "
         "..., rows of objects/ paths)", "metadata.csv", _AM_METADATA, "Archivematica", "metadata.csv:1"),
        ("u34g_tiff_master_as_run", "a digitised master (a TIFF: 'II*\\0', then an IFD of baseline tags)",
         "DEFE_70_415_001.tif", _tiff(), "TIFF", "DEFE_70_415_001.tif")],
        one_run=("fixity_audit.run", _ONE_RUN), stem="risk_queue",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; an image read as lines gives no ranking: named by its magic bytes")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u34g_bag_info_as_qrels", "bag-info.txt", _BAG_INFO, "BagIt"),
        ("u34g_premis_as_qrels", "premis.xml", _PREMIS, "PREMIS"),
        ("u34g_droid_as_qrels", "droid_TDR-2026-0147.csv", _DROID, "DROID"),
        ("u34g_archivematica_metadata_as_qrels", "metadata.csv", _AM_METADATA, "Archivematica")],
        one_run=("fixity_audit.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u34g_out_droid", "risk_queue.droid", "a DROID profile"),
        ("u34g_out_warc", "risk_queue.warc", "a WARC web archive"),
        ("u34g_out_tif", "risk_queue.tif", "a TIFF master")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=34"))
    # '.e01' is also a run's name for its first epoch (io/format_suffixes keeps short suffixes with a digit free:
    # the thirtieth bar's EEG team names 'ranking.e01'), so -o risk_queue.E01 is written as asked: a rule, not an
    # EnCase image refused (decided by the lead after the measure, where this row was silent)
    cases.append(output_named_as_asked(
        cli_ok, _cli_check, _runs_setup, "u34g_out_e01", "rankagg fuse ... -o risk_queue.E01: the fused ranking named "
        "as an EWF (E01) disk image, whose suffix is also a run's first epoch", "risk_queue.E01", runs=_RECS3,
        seed=34, why="accepted: '.e01' names a run's first epoch as often as an EnCase image (tests/test_thirtieth_bar_"
                     "eeg_outputs); written as the RRF of the three runs"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u34g_api_archivesspace_dict",
            "rankagg.fuse(json.load(archival_object_41873.json)): an ArchivesSpace archival object loaded in Python "
            "given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('a.json')), method='rrf')\n",
            "ArchivesSpace", why="runs map a run's name to {query: {document: score}}; an ArchivesSpace record's "
            "'title' is text and 'dates' a list, its jsonmodel_type archival_object", files={"a.json": _ASPACE}),
        bad("u34g_api_droid_frame",
            "rankagg.fuse(pd.read_csv(droid_TDR-2026-0147.csv)): a DROID report given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('d.csv'), method='borda')\n",
            "DROID", why="a table of runs has qid, docid, run and score columns; DROID's report has a file or folder "
            "per row", files={"d.csv": _DROID}),
    ]
    return cases
