"""Issue 45's seventy-fifth bar of scripts/reliability_matrix.py, a film festival's programmers and jury secretariat,
ranking submitted films per section, screening round and award from screeners' scores, jurors' ballots and audience
votes (its cases, ids ``u75a_``, registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`,
the runner, the verdicts) are the matrix's.  (Written by a persona session, before any of its recognisers existed.)

The team's day: each section, screening round or award (``section:2026/intl-feature``, the edition, then the section;
``round:2026/shorts/second-round``; ``award:2026/audience-award/features``) is a query and each submitted film a
document (``film:2026/intl-feature/0417``, the edition, the section it was entered in, then the office's submission
number); the runs are the screeners' scores, the jurors' ballots, the audience votes and the programmers' picks, turned
to scores in [0, 1] at four decimals.  They are fused with RRF, Borda and CombSUM, the jury's ballots weighted highest
(the statutes give the jury the last word), and judged against the jury's decisions (2 awarded, 1 special mention or
shortlisted, 0 otherwise).  The mistakes and odd files: the field's own files given where runs or qrels are read
(FilmFreeway's submissions export (CSV), a Letterboxd export's ratings.csv, an IMDb ratings export (CSV), TMDB's movie
details answer (JSON), a SubRip subtitle file, a DCP's composition playlist (CPL, XML) and its picture track file (MXF,
binary), the screeners' score sheet, the jury ballot and the audience ballot count as the secretariat types them), and
outputs named for the field's files (a SubRip .srt, a DCP's CPL_<uuid>.xml, an MXF track file, a WebVTT .vtt).
(Checked: Letterboxd's ratings.csv header 'Date,Name,Year,Letterboxd URI,Rating' (boxd.it URIs, half-star ratings)
from a converted export (nilesh-tiwari244/learning_nodejs, Movies_project/ratings.js) and importers that read it;
IMDb's ratings export columns (Const, Your Rating, Date Rated, Title, URL, Title Type, IMDb Rating, Runtime (mins),
Year, Genres, Num Votes, Release Date, Directors) from a script writing that format (its FIELDNAMES), newer exports
adding 'Original Title' after Title (not used here); FilmFreeway's submissions export: its file name
('FilmFreeway-Submissions-2025-11-25-09-41-21.csv') and column names (Tracking Number, Project Title, Project Type,
Duration as hh:mm:ss, Genres, Country of Origin, Language, Submission Categories, Submission Date, Submission Status,
Judging Status, First Name, Last Name, Email) from a festival's importer reading a real export; their ORDER and the
tracking numbers' form could not be checked (the order here is a guess, the numbers the office's own); TMDB's
/3/movie/{id} keys (adult, backdrop_path, belongs_to_collection, budget, genres, homepage, id, imdb_id,
origin_country, original_language, ... vote_count) from the TMDb R package's and tmdb_client's docs and a response
structure, the values illustrative; the SMPTE CPL (namespace http://www.smpte-ra.org/schemas/429-7/2006/CPL, Id,
AnnotationText, IssueDate, Issuer, Creator, ContentTitleText, ContentKind, ContentVersion, ReelList / Reel /
AssetList / MainPicture with EditRate, IntrinsicDuration, EntryPoint, Duration, FrameRate, ScreenAspectRatio) from
DCP checkers' test CPLs (dcpdoctor's), the Creator and Issuer illustrative; MXF's header partition pack (key 06 0E 2B
34 02 05 01 01 0D 01 02 01 01 02 04 00, closed and complete, BER length 83 00 00 68, version 1.2, then the partition
fields and the OP-Atom label 06 0E 2B 34 04 01 01 02 0D 01 02 01 10 00 00 00 as asdcplib writes it with SMPTE labels)
from asdcplib, FFmpeg's mxfdec and MXF readers' tests; the JPEG 2000 essence container label is from memory, not
checked.  SubRip's form (index, 'hh:mm:ss,mmm --> hh:mm:ss,mmm', text, a blank line) is common knowledge; CRLF as
Subtitle Edit writes on Windows is not checked.  Left out, as they could not be checked: FilmFreeway's judging
export (per-judge scores), Eventive's and Shift72's exports, a KDM's XML, Cinando's and Festhome's exports; the score
sheet, the jury ballot and the audience ballot count are typed here as the secretariat writes them.)

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import json
import struct

from .case import Case, command_cases, fusion_checks, named_at, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

SEVENTYFIFTH_FILMFESTIVAL = ("45 Unseen inputs: a seventy-fifth bar, a film festival's programmers and jury "
                             "secretariat ranking submitted films per section, screening round and award from "
                             "screeners' scores, jurors' ballots and audience votes (FilmFreeway's submissions CSV, "
                             "Letterboxd's and IMDb's rating exports, TMDB's JSON, SubRip subtitles, a DCP's CPL and "
                             "MXF track file, score sheets, jury ballots and audience ballot counts as typed)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['screener_scores', 'jury_ballots', 'audience_votes', 'programmer_picks'],
    items=['film:2026/intl-feature/0417', 'film:2026/intl-feature/0388', 'film:2026/intl-feature/1102',
           'film:2026/shorts/2291', 'film:2026/shorts/2034', 'film:2026/documentary/0756',
           'film:2026/documentary/0913', 'film:2026/first-features/1540'],
    queries=['section:2026/intl-feature', 'round:2026/shorts/second-round', 'award:2026/audience-award/features',
             'award:2026/jury-prize/documentary', 'section:2026/first-features', 'round:2026/animation/shortlist'],
    suffix='/late-entries', generator='festival_scores', judgements='jury_decisions'
) + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "festival_scores", "festival_rankings.run")

_RECS3 = ["screener_scores", "jury_ballots", "audience_votes"]
_OUT = ("festival_rankings.run",)
_ONE_RUN = ("section:2026/intl-feature Q0 film:2026/intl-feature/0417 1 0.9312 jury_ballots\n"
            "section:2026/intl-feature Q0 film:2026/intl-feature/0388 2 0.8847 jury_ballots\n")


# the team's files, as FilmFreeway, Letterboxd, IMDb, TMDB, the subtitlers, the DCP lab and the secretariat write them
# FilmFreeway's submissions export (Submissions > Export CSV): a header of the columns a festival's importer reads
# (their order a guess), then a row per submission; the tracking numbers the office's own
_FILMFREEWAY_CSV = (
    "Tracking Number,Project Title,Project Type,Duration,Genres,Country of Origin,Language,Submission Categories,"
    "Submission Date,Submission Status,Judging Status,First Name,Last Name,Email\n"
    "FF26-0417,The Quiet Harbour,Feature,01:42:10,\"Drama, Mystery\",Norway,Norwegian,International Feature "
    "Competition,2025-09-14,Complete,Selected,Ingrid,Solberg,ingrid@example.no\n"
    "FF26-2291,Salt Lines,Short,00:14:37,Documentary,Portugal,Portuguese,Short Film Competition,2025-10-02,"
    "Complete,Finalist,Tiago,Moreira,tiago@example.pt\n"
    "FF26-1540,Night Bus to Tbilisi,Feature,01:28:54,Drama,Georgia,Georgian,First Feature Competition,2025-10-29,"
    "Complete,Undecided,Nino,Beridze,nino@example.ge\n")
_FILMFREEWAY_NAME = "FilmFreeway-Submissions-2026-02-11-14-07-33.csv"

# Letterboxd's export (Settings > Import & Export > Export your data): ratings.csv, Date, Name, Year, the film's
# boxd.it URI and the rating in half stars
_LETTERBOXD_CSV = ("Date,Name,Year,Letterboxd URI,Rating\n"
                   "2026-01-18,Anatomy of a Fall,2023,https://boxd.it/yvLa,4.5\n"
                   "2026-01-19,Perfect Days,2023,https://boxd.it/Bha0,4\n"
                   "2026-01-21,The Quiet Harbour,2025,https://boxd.it/Kq7e,3.5\n")
_LETTERBOXD_NAME = "ratings.csv"

# IMDb's ratings export (Your Ratings > Export): Const (the tt id), the user's rating, the date rated, the title,
# URL, type, IMDb's rating, runtime, year, genres, votes, release date, directors
_IMDB_CSV = ("Const,Your Rating,Date Rated,Title,URL,Title Type,IMDb Rating,Runtime (mins),Year,Genres,Num Votes,"
             "Release Date,Directors\n"
             "tt17009710,9,2026-01-18,Anatomy of a Fall,https://www.imdb.com/title/tt17009710/,Movie,7.7,151,2023,"
             "\"Crime, Drama, Thriller\",212406,2023-05-21,Justine Triet\n"
             "tt27503384,8,2026-01-19,Perfect Days,https://www.imdb.com/title/tt27503384/,Movie,7.9,123,2023,Drama,"
             "98731,2023-05-25,Wim Wenders\n")
_IMDB_NAME = "IMDb_ratings_export.csv"

# TMDB's movie details answer (GET api.themoviedb.org/3/movie/{id}): compact, trimmed to its first and
# best-known keys; the values illustrative
_TMDB = json.dumps({
    "adult": False, "backdrop_path": "/r4kXz2Jq1m0Wb8tB6yF3nHc9sPd.jpg", "belongs_to_collection": None,
    "budget": 2400000, "genres": [{"id": 18, "name": "Drama"}, {"id": 9648, "name": "Mystery"}],
    "homepage": "", "id": 1289417, "imdb_id": "tt31847720", "origin_country": ["NO"], "original_language": "no",
    "original_title": "Den stille havna", "overview": "A harbour master's daughter returns to the island.",
    "popularity": 3.418, "poster_path": "/aH3pQ9sVx7mK2Lr0tYw5bCz1nEe.jpg", "release_date": "2026-02-20",
    "revenue": 0, "runtime": 102, "status": "Released", "tagline": "", "title": "The Quiet Harbour",
    "video": False, "vote_average": 7.1, "vote_count": 14}, separators=(",", ":"))
_TMDB_NAME = "tmdb_movie_1289417.json"

# a SubRip subtitle file as the subtitler delivers it: index, 'hh:mm:ss,mmm --> hh:mm:ss,mmm', the text, a blank line
_SRT = ("1\r\n00:00:04,120 --> 00:00:07,480\r\nDid you lock the harbour gate?\r\n\r\n"
        "2\r\n00:00:08,010 --> 00:00:10,560\r\nNo one has come this way since June.\r\n\r\n"
        "3\r\n00:00:12,300 --> 00:00:15,020\r\nThen who left the lantern burning?\r\n\r\n")
_SRT_NAME = "The_Quiet_Harbour_EN.srt"

# a DCP's composition playlist (SMPTE, CPL_<uuid>.xml): the prolog, the root on line 2, two-space indentation; one reel
_CPL_ID = "3f2b9c1e-7a4d-4e8b-9c61-0d5a2f8e4b17"
_CPL = ('<?xml version="1.0" encoding="UTF-8"?>\n'
        '<CompositionPlaylist xmlns="http://www.smpte-ra.org/schemas/429-7/2006/CPL">\n'
        f"  <Id>urn:uuid:{_CPL_ID}</Id>\n"
        "  <AnnotationText>QuietHarbour_FTR-1_F_NO-EN_INT_51_2K_20260112_SMPTE_OV</AnnotationText>\n"
        "  <IssueDate>2026-01-12T16:41:05+01:00</IssueDate>\n"
        "  <Issuer>Nordlys Post</Issuer>\n"
        "  <Creator>Nordlys Post mastering</Creator>\n"
        "  <ContentTitleText>QuietHarbour_FTR-1_F_NO-EN_INT_51_2K_20260112_SMPTE_OV</ContentTitleText>\n"
        "  <ContentKind>feature</ContentKind>\n"
        "  <ContentVersion>\n"
        "    <Id>urn:uuid:8b0e4d72-1c9a-4f35-a6e2-5d7c3b9f0a18</Id>\n"
        "    <LabelText>QuietHarbour_FTR-1_F_NO-EN_INT_51_2K_20260112_SMPTE_OV</LabelText>\n"
        "  </ContentVersion>\n"
        "  <ReelList>\n"
        "    <Reel>\n"
        "      <Id>urn:uuid:c41a7e90-2b6d-4f18-8e53-9a0d6c2b7f45</Id>\n"
        "      <AssetList>\n"
        "        <MainPicture>\n"
        "          <Id>urn:uuid:5e9d2a17-8c4b-4b03-b7f1-2a6e0c9d4f83</Id>\n"
        "          <EditRate>24 1</EditRate>\n"
        "          <IntrinsicDuration>146880</IntrinsicDuration>\n"
        "          <EntryPoint>0</EntryPoint>\n"
        "          <Duration>146880</Duration>\n"
        "          <FrameRate>24 1</FrameRate>\n"
        "          <ScreenAspectRatio>1998 1080</ScreenAspectRatio>\n"
        "        </MainPicture>\n"
        "      </AssetList>\n"
        "    </Reel>\n"
        "  </ReelList>\n"
        "</CompositionPlaylist>\n")
_CPL_NAME = f"CPL_{_CPL_ID}.xml"


# a DCP's picture track file (MXF, OP-Atom, as asdcplib writes it): the header partition pack's key (closed and
# complete), its BER length (four bytes, 0x68), version 1.2, KAG 1, the partition offsets and counts, body SID 1, the
# OP-Atom label, then the essence containers' batch (one, JPEG 2000); the rest of the file left out
def _picture_mxf() -> bytes:
    key = bytes.fromhex("060e2b34020501010d01020101020400")
    op_atom = bytes.fromhex("060e2b34040101020d01020110000000")
    j2k = bytes.fromhex("060e2b34040101070d010301020c0100")
    value = (struct.pack(">HHI", 1, 2, 1) + struct.pack(">QQQQQ", 0, 0, 918_532_608, 16_244, 0)
             + struct.pack(">IQI", 0, 0, 1) + op_atom + struct.pack(">II", 1, 16) + j2k)
    return key + b"\x83" + len(value).to_bytes(3, "big") + value


_MXF = _picture_mxf()
_MXF_NAME = "QuietHarbour_reel1_pic.mxf"

# the screeners' score sheet as the secretariat types it from the paper forms: submission number, screener's
# initials, story, craft, performances, overall: six fields a line
_SCORE_SHEET = ("0417 ks 8 9 8 8.5\n0388 ks 7 8 9 8.0\n1102 mh 6 7 7 6.5\n2291 mh 9 8 7 8.0\n1540 ts 7 6 8 7.0\n")
# a juror's ballot as typed for the deliberation: juror, place, submission number, title: four fields a line
_JURY_BALLOT = ("hartmann 1 0417 the-quiet-harbour\nhartmann 2 1540 night-bus-to-tbilisi\n"
                "hartmann 3 0388 winter-orchard\nhartmann 4 1102 the-last-ferryman\n")
# the audience ballot count per screening as the box office types it: screening code, submission number, ballots,
# fives, fours, average: six fields a line
_AUDIENCE_COUNT = ("IF03-CIN1 0417 412 251 118 4.41\nIF03-CIN1 0388 367 164 139 4.12\n"
                   "SH02-CIN3 2291 198 121 52 4.47\nFF01-CIN2 1540 289 133 101 4.08\n")


def seventyfifth_bar_filmfestival_cases() -> list[Case]:
    G = SEVENTYFIFTH_FILMFESTIVAL
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="festival_scores", judgements="jury_decisions", runs=_RECS3,
        stem="festival_rankings", outputs=_OUT, item="film", rounded="audience_votes",
        weights="{'screener_scores': 1.0, 'jury_ballots': 2.0, 'audience_votes': 0.5, 'programmer_picks': 1.5}",
        lone_query="R['programmer_picks']['section:2026/midnight-screenings'] = "
                   "{'film:2026/shorts/2034': 0.9, 'film:2026/first-features/1540': 0.4}\n",
        trust="screener_scores 1\njury_ballots 2\naudience_votes 1\n",
        trust_dict="{'screener_scores': 1, 'jury_ballots': 2, 'audience_votes': 1}",
        texts={
            "rrf": ("u75a_rrf_festival_scores",
                    "rankagg.fuse({source: {section, round or award: {film: score}}}, method='rrf'): the screeners' "
                    "scores, the jurors' ballots, the audience votes and the programmers' picks, six rankings "
                    "('section:2026/intl-feature'), films as 'film:2026/intl-feature/0417'"),
            "borda": ("u75a_borda_film_not_screened_by_all",
                      "rankagg.fuse(..., method='borda'): a late entry the audience never saw and one screener "
                      "skipped, so some sources have no score for it"),
            "combsum": ("u75a_combsum_rounded_audience_votes",
                        "rankagg.fuse(..., method='combsum'): the audience votes as averages at one decimal (many "
                        "ties), beside the screeners' scores and the jurors' ballots"),
            "fuser": ("u75a_weighted_fuser_jury_ballots",
                      "rankagg.Fuser('rrf', weights=...) per section and award: the jurors' ballots count 2, as the "
                      "statutes give the jury the last word"),
            "frame": ("u75a_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the secretariat's sheet, a "
                      "row per section, film and source"),
            "evaluate": ("u75a_evaluate_jury_decisions",
                         "rankagg.evaluate(fused ranking, the jury's decisions, ['nDCG@5', 'AP', 'P@3']): does the "
                         "fused ranking put the awarded films first"),
            "lone": ("u75a_midnight_section_only_programmer_picks",
                     "rankagg.fuse(..., method='rrf'): the midnight screenings, out of competition, only the "
                     "programmers' picks cover, beside sections every source covers"),
            "cli_rrf": ("u75a_cli_rrf_runs",
                        "rankagg fuse screener_scores.run jury_ballots.run audience_votes.run --method rrf -o "
                        "festival_rankings.run: one run per source, sections and awards as queries"),
            "cli_borda": ("u75a_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the jury's ballots "
                          "count double)"),
            "cli_combsum": ("u75a_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four films shortlisted per award"),
            "cli_evaluate": ("u75a_cli_evaluate_jury_decisions_qrels",
                             "rankagg evaluate festival_rankings.run --qrels jury_decisions.qrels -m ndcg_cut.5 -m "
                             "map: the fused ranking against the jury's decisions (0-2)"),
            "cli_parquet": ("u75a_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o festival_rankings.parquet: gzipped runs from the "
                            "office's scripts, a Parquet table for the programming team's notebook")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u75a_filmfreeway_csv_as_run", "FilmFreeway's submissions export (Tracking Number, Project Title, ... "
         "Submission Status, Judging Status)", _FILMFREEWAY_NAME, _FILMFREEWAY_CSV, "FilmFreeway",
         named_at(_FILMFREEWAY_NAME, _FILMFREEWAY_CSV)),
        ("u75a_letterboxd_ratings_csv_as_run", "a Letterboxd export's ratings.csv (Date, Name, Year, Letterboxd URI, "
         "Rating)", _LETTERBOXD_NAME, _LETTERBOXD_CSV, "Letterboxd", named_at(_LETTERBOXD_NAME, _LETTERBOXD_CSV)),
        ("u75a_imdb_ratings_csv_as_run", "an IMDb ratings export (Const, Your Rating, Date Rated, Title, URL, ... "
         "Directors)", _IMDB_NAME, _IMDB_CSV, "IMDb", named_at(_IMDB_NAME, _IMDB_CSV)),
        ("u75a_tmdb_movie_json_as_run", "TMDB's movie details answer (adult, backdrop_path, budget, genres, imdb_id, "
         "... vote_average, vote_count)", _TMDB_NAME, _TMDB, "TMDB", f"{_TMDB_NAME}:1"),
        ("u75a_srt_subtitles_as_run", "a SubRip subtitle file (index, 'hh:mm:ss,mmm --> hh:mm:ss,mmm', text, blank "
         "line)", _SRT_NAME, _SRT, "SRT", named_at(_SRT_NAME, _SRT)),
        ("u75a_dcp_cpl_xml_as_run", "a DCP's composition playlist (SMPTE CPL: CompositionPlaylist, Id, "
         "ContentTitleText, ReelList, MainPicture)", _CPL_NAME, _CPL, "CPL", named_at(_CPL_NAME, _CPL)),
        ("u75a_dcp_mxf_as_run", "a DCP's picture track file (MXF: header partition pack 06 0E 2B 34 02 05 01 01 ..., "
         "OP-Atom)", _MXF_NAME, _MXF, "MXF", _MXF_NAME),
        ("u75a_score_sheet_as_run", "the screeners' score sheet as typed (six fields a line: submission number, "
         "screener, story, craft, performances, overall)", "screeners_round2.txt", _SCORE_SHEET, "score sheet",
         "screeners_round2.txt:1"),
        ("u75a_jury_ballot_as_run", "a juror's ballot as typed for the deliberation (four fields a line: juror, "
         "place, submission number, title)", "ballot_hartmann_intl.txt", _JURY_BALLOT, "jury ballot",
         "ballot_hartmann_intl.txt:1"),
        ("u75a_audience_count_as_run", "the audience ballot count as the box office types it (six fields a line: "
         "screening, submission number, ballots, fives, fours, average)", "audience_ballots_day3.txt",
         _AUDIENCE_COUNT, "audience ballot", "audience_ballots_day3.txt:1")],
        one_run=("jury_ballots.run", _ONE_RUN), stem="festival_rankings",
        text_why="trec_eval refuses a line of other than six fields, and a score sheet's six are a submission "
                 "number, a screener, three marks and the overall, not a run's; the file is the field's own, named "
                 "by what it is (a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; an MXF track file read as lines gives no ranking: named by what it is")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u75a_jury_ballot_as_qrels", "ballot_hartmann_intl.txt", _JURY_BALLOT, "jury ballot"),
        ("u75a_audience_count_as_qrels", "audience_ballots_day3.txt", _AUDIENCE_COUNT, "audience ballot"),
        ("u75a_filmfreeway_csv_as_qrels", _FILMFREEWAY_NAME, _FILMFREEWAY_CSV, "FilmFreeway"),
        ("u75a_letterboxd_ratings_csv_as_qrels", _LETTERBOXD_NAME, _LETTERBOXD_CSV, "Letterboxd")],
        one_run=("jury_ballots.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u75a_out_srt", "Award_Winners_EN.srt", "a SubRip subtitle file"),
        ("u75a_out_dcp_cpl_xml", "CPL_9a4c1f27-5e3b-4d80-b2a6-7f1e0c8d3b59.xml", "a DCP's composition playlist"),
        ("u75a_out_mxf", "Shortlist_reel1_pic.mxf", "a DCP's MXF track file"),
        ("u75a_out_webvtt_vtt", "Award_Winners_EN.vtt", "a WebVTT subtitle file")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=75"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u75a_api_tmdb_movie_dict",
            "rankagg.fuse(json.load(tmdb_movie_1289417.json)): TMDB's movie details answer, loaded in Python, given "
            "as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('r.json', encoding='utf-8')), method='rrf')\n",
            "TMDB", why="a run maps a query to {document: score}; a movie details answer is one film's record (its "
            "ids, titles, genres, runtime, budget, popularity and vote average)",
            files={"r.json": _TMDB}),
        bad("u75a_api_letterboxd_frame",
            "rankagg.fuse(pd.read_csv(ratings.csv)): a Letterboxd export's ratings (Date, Name, Year, Letterboxd URI, "
            "Rating) given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('r.csv'), method='borda')\n",
            "Letterboxd", why="a table of runs has qid, docid, run and score columns; a Letterboxd ratings export has "
            "a film a row (the date rated, its name, year and URI) and one member's rating in half stars",
            files={"r.csv": _LETTERBOXD_CSV}),
    ]
    return cases
