"""Issue 45's forty-ninth bar of scripts/reliability_matrix.py, a film festival's programming team and a screenplay
competition's readers ranking films and scripts per section, round and jury (its cases, ids ``u49b_``, registered in
its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.
(Written by a persona session, before any of its recognisers existed.)

The team's day: each section, round or jury (``sec:features/round-2``, ``comp:drama-script/quarterfinal``) is a query
and each film or script a document (``film:FF-0412/the-salt-road``, ``script:SC-1187/night-ferry``); the runs are the
readers' coverage scores, the jury's ballots, the audience votes and the programmers' shortlists, scores in [0, 1] at
four decimals.  They are fused with RRF, Borda and CombSUM, weighted by each source's record, and judged against the
awards and selections (2 awarded, 1 official selection, 0 passed).  The mistakes and odd files: the field's own files
given where runs or qrels are read (a Final Draft .fdx script, a Fountain screenplay, a Highland document, a PDF
script, FilmFreeway's submissions export, a DCP composition playlist, SRT and WebVTT subtitles, a CMX 3600 EDL, the
audience-award tally sheet and the readers' coverage sheet typed as text, a jury ballot sheet), and outputs named for
the field's files.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import io
import zipfile

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

FORTYNINTH_SCREENPLAYS = ("45 Unseen inputs: a forty-ninth bar, a film festival's programming team and a screenplay "
                          "competition's readers ranking films and scripts per section, round and jury (Final Draft, "
                          "Fountain, Highland, PDF scripts, FilmFreeway, DCP CPL, SRT, WebVTT, CMX 3600 EDL, tally and "
                          "coverage sheets)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['readers_coverage', 'jury_ballots', 'audience_votes', 'programmers'],
    items=['film:FF-0412/the-salt-road', 'script:SC-1187/night-ferry', 'film:FF-0377/paper-lanterns',
           'script:SC-1203/the-understudy', 'film:FF-0450/quiet-harbour', 'script:SC-1150/dry-season',
           'film:FF-0391/tin-crown', 'script:SC-1222/last-tram-home'],
    queries=['sec:features/round-2', 'sec:shorts/round-1', 'sec:documentary/jury', 'comp:drama-script/quarterfinal',
             'comp:comedy-script/semifinal', 'sec:first-features/audience'],
    suffix='/encore', generator='selections', judgements='awards') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "selections", "selection.run")

_RECS3 = ["readers_coverage", "jury_ballots", "audience_votes"]
_OUT = ("selection.run",)
_ONE_RUN = ("sec:features/round-2 Q0 film:FF-0412/the-salt-road 1 0.93 jury_ballots\nsec:features/round-2 Q0 "
            "script:SC-1187/night-ferry 2 0.81 jury_ballots\n")
# the team's files, as the screenwriting apps, the festival platforms, the DCP and post tools write them (a few lines)
# Final Draft's .fdx: XML, root FinalDraft (DocumentType="Script"), Content of Paragraph Type="Scene Heading", ...
_FDX = ('<?xml version="1.0" encoding="UTF-8" standalone="no" ?>\n'
        '<FinalDraft DocumentType="Script" Template="No" Version="5">\n  <Content>\n'
        '    <Paragraph Number="1" Type="Scene Heading">\n      <Text>EXT. SALT FLATS - DAWN</Text>\n    </Paragraph>\n'
        '    <Paragraph Type="Action">\n      <Text>A pickup crawls across the white crust. MARA (40s) drives.</Text>\n'
        '    </Paragraph>\n    <Paragraph Type="Character">\n      <Text>MARA</Text>\n    </Paragraph>\n'
        '    <Paragraph Type="Dialogue">\n      <Text>Nobody salts a road this far out.</Text>\n    </Paragraph>\n'
        '  </Content>\n  <TitlePage>\n    <Content>\n      <Paragraph Alignment="Center" Type="Text">\n'
        '        <Text>THE SALT ROAD</Text>\n      </Paragraph>\n    </Content>\n  </TitlePage>\n</FinalDraft>\n')
# a Fountain screenplay: the title page's 'Key: value' lines, a blank line, then scene headings, action, dialogue
_FOUNTAIN = ("Title: Night Ferry\nCredit: Written by\nAuthor: Ines Varga\nDraft date: 1 September 2026\n"
             "Contact:\n    ines.varga@example.org\n\nINT. FERRY DECK - NIGHT #1#\n\n"
             "Rain sheets across the rail. TOMAS (17) counts the lifeboats.\n\nTOMAS\n(under his breath)\n"
             "Eleven. There were twelve.\n\nCUT TO:\n")
# FilmFreeway's submissions export (CSV): tracking number, submission id, title, submitter email, category, status,
# judging status and the judges' rating
_FILMFREEWAY = ("Tracking Number,Submission ID,Project Title,Submitter Email,Submission Categories,Submission Status,"
                "Judging Status,Rating,Submission Date\n"
                "FF-0412,25871234,The Salt Road,mara.films@example.org,Feature Narrative,In Consideration,Reviewed,"
                "4.5,2026-06-14\n"
                "FF-0377,25869012,Paper Lanterns,lantern.pictures@example.org,Feature Narrative,Selected,Reviewed,4.0,"
                "2026-06-02\n"
                "FF-0450,25890077,Quiet Harbour,harbour.docs@example.org,Feature Documentary,Undecided,Unreviewed,,"
                "2026-07-01\n")
# a SMPTE DCP composition playlist (CPL): root CompositionPlaylist in the 429-7/2006 namespace, ReelList, MainPicture
_CPL = ('<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n'
        '<CompositionPlaylist xmlns="http://www.smpte-ra.org/schemas/429-7/2006/CPL">\n'
        '  <Id>urn:uuid:6f1c2e34-8a9b-4c7d-9e0f-1a2b3c4d5e6f</Id>\n'
        '  <AnnotationText>TheSaltRoad_FTR-1_F_EN-XX_51_2K_20260901_SMPTE_OV</AnnotationText>\n'
        '  <IssueDate>2026-09-01T10:00:00+00:00</IssueDate>\n  <Issuer>Saltworks Pictures</Issuer>\n'
        '  <Creator>DCP-o-matic 2.16.90</Creator>\n'
        '  <ContentTitleText>TheSaltRoad_FTR-1_F_EN-XX_51_2K_20260901_SMPTE_OV</ContentTitleText>\n'
        '  <ContentKind>feature</ContentKind>\n  <ContentVersion>\n'
        '    <Id>urn:uuid:0b9e7d12-3c4a-4f5e-8d6b-7a1c2e3f4a5b</Id>\n    <LabelText>festival-screener-v2</LabelText>\n'
        '  </ContentVersion>\n  <RatingList/>\n  <ReelList>\n    <Reel>\n'
        '      <Id>urn:uuid:9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d</Id>\n      <AssetList>\n        <MainPicture>\n'
        '          <Id>urn:uuid:1d2e3f4a-5b6c-4d7e-8f9a-0b1c2d3e4f5a</Id>\n          <EditRate>24 1</EditRate>\n'
        '          <IntrinsicDuration>145872</IntrinsicDuration>\n          <EntryPoint>0</EntryPoint>\n'
        '          <Duration>145872</Duration>\n          <FrameRate>24 1</FrameRate>\n'
        '          <ScreenAspectRatio>1998 1080</ScreenAspectRatio>\n        </MainPicture>\n      </AssetList>\n'
        '    </Reel>\n  </ReelList>\n</CompositionPlaylist>\n')
# SubRip subtitles: a cue number, 'HH:MM:SS,mmm --> HH:MM:SS,mmm', the text, a blank line
_SRT = ("1\n00:00:04,120 --> 00:00:06,880\nNobody salts a road this far out.\n\n"
        "2\n00:00:07,300 --> 00:00:09,950\n- Then who did?\n- Ask the crows.\n\n")
# WebVTT: the 'WEBVTT' line, a blank line, then cues 'HH:MM:SS.mmm --> HH:MM:SS.mmm'
_VTT = ("WEBVTT\n\n00:00:04.120 --> 00:00:06.880\nNobody salts a road this far out.\n\n"
        "00:00:07.300 --> 00:00:09.950\n- Then who did?\n- Ask the crows.\n")
# a CMX 3600 EDL: TITLE:, FCM:, then events (number, reel, channel, transition, source in/out, record in/out)
_EDL = ("TITLE: THE SALT ROAD FESTIVAL CUT\nFCM: NON-DROP FRAME\n\n"
        "001  A001C003 V     C        01:00:00:00 01:00:05:12 00:00:00:00 00:00:05:12\n"
        "* FROM CLIP NAME: A001C003_260612.MOV\n"
        "002  A002C011 V     C        01:12:40:08 01:12:44:20 00:00:05:12 00:00:10:00\n"
        "* FROM CLIP NAME: A002C011_260613.MOV\n")
# the audience-award tally sheet, typed by the box-office volunteers: six fields a line (film, screening, date,
# venue, ballots, average on the 1-5 card)
_TALLY = ("film screening date venue ballots average\nFF-0412 scr-07 2026-10-12 Cinema-1 412 4.62\n"
          "FF-0377 scr-09 2026-10-12 Cinema-2 288 4.31\nFF-0450 scr-12 2026-10-13 Cinema-1 355 4.48\n")
# the competition's coverage sheet, typed by the readers: six fields a line (script, reader, round, date, score out of
# 10, recommendation)
_COVERAGE = ("script reader round date score recommendation\nSC-1187 reader-07 quarterfinal 2026-09-30 8.5 CONSIDER\n"
             "SC-1203 reader-03 quarterfinal 2026-09-30 7.0 CONSIDER\nSC-1150 reader-07 quarterfinal 2026-10-01 4.5 "
             "PASS\n")
# the jury's ballot sheet, typed by the jury secretary: four fields a line (juror, film, rank, points)
_BALLOTS = ("juror film rank points\nJ1 FF-0412 1 10\nJ1 FF-0377 2 8\nJ2 FF-0377 1 10\nJ2 FF-0412 2 8\n")
# a Highland 2 document: a Zip of a TextBundle (text.fountain and info.json, the TextBundle's metadata)
_HIGHLAND_INFO = ('{"version": 2, "type": "com.quoteunquoteapps.fountain", "transient": false, '
                  '"creatorIdentifier": "com.quoteunquoteapps.highland2", '
                  '"creatorURL": "file:///Applications/Highland%202.app"}\n')


def _highland() -> bytes:
    """A .highland file: a Zip (PK\\x03\\x04) holding night_ferry.textbundle/text.fountain and info.json."""
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
        for name, text in (("night_ferry.textbundle/text.fountain", _FOUNTAIN),
                           ("night_ferry.textbundle/info.json", _HIGHLAND_INFO)):
            z.writestr(zipfile.ZipInfo(name, date_time=(2026, 9, 1, 10, 0, 0)), text)
    return buf.getvalue()


_HIGHLAND = _highland()
# a script as most competitions receive it: a PDF ('%PDF-1.7', a binary comment line, objects, xref, trailer)
_PDF = (b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n"
        b"2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n"
        b"3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>\nendobj\n"
        b"4 0 obj\n<< /Title (Night Ferry) /Author (Ines Varga) /Creator (Final Draft 13) >>\nendobj\n"
        b"xref\n0 5\n0000000000 65535 f \n0000000015 00000 n \n0000000064 00000 n \n0000000121 00000 n \n"
        b"0000000192 00000 n \ntrailer\n<< /Size 5 /Root 1 0 R /Info 4 0 R >>\nstartxref\n281\n%%EOF\n")


def fortyninth_bar_screenplays_cases() -> list[Case]:
    G = FORTYNINTH_SCREENPLAYS
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="selections", judgements="awards", runs=_RECS3, stem="selection", outputs=_OUT,
        item="film or script", rounded="audience_votes",
        weights="{'readers_coverage': 1.0, 'jury_ballots': 2.0, 'audience_votes': 0.5, 'programmers': 1.5}",
        lone_query="R['programmers']['sec:midnight/round-1'] = {'film:FF-0503/red-lake-motel': 0.9, "
                   "'film:FF-0517/the-hollowing': 0.4}\n",
        trust="jury_ballots 2\nreaders_coverage 1\naudience_votes 0.5\n",
        trust_dict="{'jury_ballots': 2, 'readers_coverage': 1, 'audience_votes': 0.5}",
        texts={
            "rrf": ("u49b_rrf_juries_and_readers",
                    "rankagg.fuse({source: {section/round: {film or script: score}}}, method='rrf'): four sources, "
                    "six sections and rounds ('sec:features/round-2'), films as 'film:FF-0412/the-salt-road'"),
            "borda": ("u49b_borda_unscreened_films",
                      "rankagg.fuse(..., method='borda'): the readers have no score for a film whose screener link "
                      "expired"),
            "combsum": ("u49b_combsum_rounded_audience_stars",
                        "rankagg.fuse(..., method='combsum'): the audience votes as a star average at one decimal "
                        "(many ties) beside the others"),
            "fuser": ("u49b_weighted_fuser_jury_counts_double",
                      "rankagg.Fuser('rrf', weights=...) per section: the jury's ballots count 2, the audience 0.5"),
            "frame": ("u49b_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the programming sheet, a row "
                      "per section, film or script and source"),
            "evaluate": ("u49b_evaluate_against_awards",
                         "rankagg.evaluate(fused ranking, the awards and selections, ['nDCG@5', 'AP', 'P@3']): does "
                         "the fused ranking put first the films and scripts that won"),
            "lone": ("u49b_one_source_midnight_section",
                     "rankagg.fuse(..., method='rrf'): a section only the programmers ranked (Midnight, new this "
                     "year, no readers or jury) beside sections every source covers"),
            "cli_rrf": ("u49b_cli_rrf_runs",
                        "rankagg fuse readers_coverage.run jury_ballots.run audience_votes.run --method rrf -o "
                        "selection.run: one run per source, sections and rounds as queries"),
            "cli_borda": ("u49b_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the jury counts "
                          "double)"),
            "cli_combsum": ("u49b_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four slots a section's programme has "
                            "per round"),
            "cli_evaluate": ("u49b_cli_evaluate_awards_qrels",
                             "rankagg evaluate selection.run --qrels awards.qrels -m ndcg_cut.5 -m map: the fused "
                             "ranking against the awards and selections (0-2)"),
            "cli_parquet": ("u49b_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o selection.parquet: gzipped runs from the "
                            "festival's nightly jobs, a Parquet table for the programming dashboard")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u49b_final_draft_fdx_as_run", "a Final Draft script (.fdx: FinalDraft DocumentType=\"Script\", Content, "
         "Paragraph Type=\"Scene Heading\")", "the_salt_road.fdx", _FDX, "Final Draft", "the_salt_road.fdx:2"),
        ("u49b_fountain_as_run", "a Fountain screenplay (title page 'Title:', 'Credit:', 'Author:', then scene "
         "headings and dialogue)", "night_ferry.fountain", _FOUNTAIN, "Fountain", "night_ferry.fountain:1"),
        ("u49b_filmfreeway_csv_as_run", "FilmFreeway's submissions export (Tracking Number, Submission ID, Project "
         "Title, ..., Judging Status, Rating)", "filmfreeway_submissions.csv", _FILMFREEWAY, "FilmFreeway",
         "filmfreeway_submissions.csv:1"),
        ("u49b_dcp_cpl_as_run", "a DCP composition playlist (SMPTE CPL: CompositionPlaylist, ContentTitleText, "
         "ReelList, MainPicture)", "CPL_TheSaltRoad_FTR.xml", _CPL, "CPL", "CPL_TheSaltRoad_FTR.xml:2"),
        ("u49b_srt_as_run", "the film's SRT subtitles (cue number, 'HH:MM:SS,mmm --> HH:MM:SS,mmm', text)",
         "the_salt_road_EN.srt", _SRT, "SRT", "the_salt_road_EN.srt:1"),
        ("u49b_cmx_edl_as_run", "the festival cut's CMX 3600 EDL (TITLE:, FCM: NON-DROP FRAME, events)",
         "the_salt_road_festival_cut.edl", _EDL, "EDL", "the_salt_road_festival_cut.edl:1"),
        ("u49b_audience_tally_as_run", "the audience-award tally sheet typed as text (six fields a line: film, "
         "screening, date, venue, ballots, average)", "audience_award_tally.txt", _TALLY, "audience award tally",
         "audience_award_tally.txt:1"),
        ("u49b_coverage_sheet_as_run", "the readers' coverage sheet typed as text (six fields a line: script, "
         "reader, round, date, score, recommendation)", "coverage_quarterfinal.txt", _COVERAGE, "coverage",
         "coverage_quarterfinal.txt:1"),
        ("u49b_highland_as_run", "a Highland 2 document (a Zip of a TextBundle: text.fountain, info.json)",
         "night_ferry.highland", _HIGHLAND, "Highland", "night_ferry.highland"),
        ("u49b_pdf_script_as_run", "a screenplay submitted as a PDF (%PDF-1.7, objects, trailer)",
         "night_ferry.pdf", _PDF, "PDF", "night_ferry.pdf")],
        one_run=("jury_ballots.run", _ONE_RUN), stem="selection",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a Zip or a PDF read as lines gives no ranking: named by what it is")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u49b_jury_ballots_as_qrels", "jury_ballots_features.txt", _BALLOTS, "jury ballot"),
        ("u49b_filmfreeway_as_qrels", "filmfreeway_submissions.csv", _FILMFREEWAY, "FilmFreeway"),
        ("u49b_webvtt_as_qrels", "the_salt_road_EN.vtt", _VTT, "WebVTT"),
        ("u49b_coverage_sheet_as_qrels", "coverage_quarterfinal.txt", _COVERAGE, "coverage")],
        one_run=("jury_ballots.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u49b_out_fdx", "selection.fdx", "a Final Draft script"),
        ("u49b_out_fountain", "selection.fountain", "a Fountain screenplay"),
        ("u49b_out_celtx", "selection.celtx", "a Celtx project"),
        ("u49b_out_srt", "selection.srt", "an SRT subtitle file")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=32"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u49b_api_highland_info_dict",
            "rankagg.fuse(json.load(info.json)): a Highland document's TextBundle metadata loaded in Python given as "
            "the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('info.json')), method='rrf')\n",
            "Highland", why="a run maps a query to {document: score}; a TextBundle's info.json holds a version number, "
            "a type and a creator's identifiers", files={"info.json": _HIGHLAND_INFO}),
        bad("u49b_api_filmfreeway_frame",
            "rankagg.fuse(pd.read_csv(filmfreeway_submissions.csv)): FilmFreeway's submissions export given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('s.csv'), method='borda')\n",
            "FilmFreeway", why="a table of runs has qid, docid, run and score columns; FilmFreeway's has a submission "
            "per row (Tracking Number, Project Title, Rating)", files={"s.csv": _FILMFREEWAY}),
    ]
    return cases
