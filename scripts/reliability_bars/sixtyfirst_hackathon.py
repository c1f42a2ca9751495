"""Issue 45's sixty-first bar of scripts/reliability_matrix.py, a university hackathon's organisers and a startup
accelerator's selection committee ranking projects and teams per track, judging round and event by judges' scores,
expo table votes and sponsor prizes (its cases, ids ``u61b_``, registered in its ``cases()``); the mechanics
(:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.  (Written by a persona session,
before any of its recognisers existed.)

The team's day: each track, judging round or selection of the event (``event:hackbridge-2025/track:health``, the
event, then the track or round) is a query and each project a document (``devpost:441251/medimatch`` for a Devpost
submission, ``gh:nullpointers/shelterlink`` for its GitHub repository, ``table:B12/parkpal`` for its expo table,
``gavel:item/31`` for Gavel's item); the runs are the judges' rubric scores, Gavel's pairwise-comparison rankings, the
expo's table votes and the sponsors' prize picks, scores in [0, 1] at four decimals.  They are fused with RRF, Borda
and CombSUM, weighted by how much each source is trusted, and judged against the accelerator's picks (2 admitted to
the cohort, 1 invited to interview, 0 declined).  The mistakes and odd files: the field's own files given where runs or
qrels are read (Devpost's projects export, Gavel's items and decisions exports, a Heroku backup of Gavel's database
made by pg_dump, a team's pitch deck exported from Keynote as PDF, a repository's metadata from GitHub's REST API, the
judges' score sheet, the expo's table assignments and its vote tally as typed), and outputs named for the field's
files.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import struct
import zlib

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

SIXTYFIRST_HACKATHON = ("45 Unseen inputs: a sixty-first bar, a university hackathon's organisers and a startup "
                        "accelerator's selection committee ranking projects and teams per track, judging round and "
                        "event by judges' scores, expo table votes and sponsor prizes (Devpost exports, Gavel's "
                        "exports and database backups, pitch decks, GitHub repository metadata, score sheets, table "
                        "assignments, vote tallies)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['judge_scores', 'gavel_pairwise', 'expo_votes', 'sponsor_prizes'],
    items=['devpost:441243/solar-sense', 'devpost:441251/medimatch', 'gh:quietbyte/loopback-tutor', 'table:B12/parkpal',
           'devpost:441302/crop-eye', 'gh:nullpointers/shelterlink', 'table:C07/budgetbuddy', 'gavel:item/31'],
    queries=['event:hackbridge-2025/track:sustainability', 'event:hackbridge-2025/track:health',
             'event:hackbridge-2025/track:fintech', 'event:hackbridge-2025/round:expo-1',
             'event:hackbridge-2025/round:finals', 'accel:cohort-2025-summer/selection'],
    suffix='/rejudge', generator='track_scores', judgements='accelerator_picks') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "track_scores", "finalists.run")

_RECS3 = ["judge_scores", "gavel_pairwise", "expo_votes"]
_OUT = ("finalists.run",)
_ONE_RUN = ("event:hackbridge-2025/track:health Q0 devpost:441251/medimatch 1 0.9184 judge_scores\n"
            "event:hackbridge-2025/track:health Q0 table:B12/parkpal 2 0.7731 judge_scores\n")
# the team's files, as Devpost, Gavel, pg_dump, Keynote, GitHub's API and the judging volunteers write them
# Devpost's projects export (Manage hackathon > Submissions > Export), as Rails' CSV writes it: the header of its
# columns (Project Title, Submission Url, Project Status, Judging Status, Highest Step Completed, Project Created At,
# About The Project, "Try it out" Links (its quotes doubled), Video Demo Link, Opt-In Prizes, Built With, the
# submitter's names and email, Notes, Team Colleges/Universities, Additional Team Member Count), LF lines, an empty
# string quoted "" and a missing value left empty, dates as MM/DD/YYYY HH:MM:SS (checked against organisers' importers:
# ACM UTD's Jury, M Hacks' judging tools and Technica's expo fixtures quoting real rows)
_DEVPOST = ('Project Title,Submission Url,Project Status,Judging Status,Highest Step Completed,Project Created At,'
            'About The Project,"""Try it out"" Links",Video Demo Link,Opt-In Prizes,Built With,Submitter First Name,'
            'Submitter Last Name,Submitter Email,Notes,Team Colleges/Universities,Additional Team Member Count\n'
            'SolarSense,https://hackbridge-2025.devpost.com/submissions/441243-solar-sense,Submitted (Gallery/Visible),'
            'Pending,Submit,02/15/2025 11:02:37,"Rooftop solar forecasts for student housing, hour by hour",'
            'https://github.com/sunbeams/solar-sense,https://youtu.be/Qm3v1bX8kTg,'
            '"Best Sustainability Hack, Best Use of Google Cloud","python, flask, react",Maya,Okonkwo,'
            'maya.okonkwo@example.edu,,Hackbridge University,3\n'
            'MediMatch,https://hackbridge-2025.devpost.com/submissions/441251-medimatch,Submitted (Gallery/Visible),'
            'Pending,Submit,02/15/2025 11:40:09,Matches clinic volunteers to shifts,"","",Best Health Hack,'
            '"typescript, next.js, supabase",Arjun,Mehta,arjun.mehta@example.edu,,Hackbridge University,2\n'
            'CropEye,https://hackbridge-2025.devpost.com/submissions/441302-crop-eye,Draft,Pending,Details,'
            '02/15/2025 14:18:51,"","","","",pytorch,Lena,Novak,lena.novak@example.edu,,Eastfield College,1\n')
# Gavel's project export (its admin's /api/items.csv, also served as /api/projects.csv): Python's csv.writer (CRLF
# lines, quotes only where needed) of Mu, Sigma Squared, Name, Location, Description, Active, the items by mu
# descending, mu and sigma squared as str(float), Active as True or False
_GAVEL_ITEMS = ("Mu,Sigma Squared,Name,Location,Description,Active\r\n"
                "2.1437702468375114,0.08341572237436413,SolarSense,A03,"
                "\"Rooftop solar forecasts for student housing, hour by hour\",True\r\n"
                "1.6032279854001262,0.1190547811254337,MediMatch,B12,Matches clinic volunteers to shifts,True\r\n"
                "0.4871913362018876,0.2517395720113948,ParkPal,B14,Finds a free parking spot on campus,True\r\n"
                "-0.3190664412873502,0.40219863170842755,CropEye,C02,Spots crop blight from a phone photo,False\r\n")
# Gavel's pairwise decisions (/api/decisions.csv): Annotator ID, Winner ID, Loser ID, Time (str of a datetime, to the
# microsecond), by csv.writer with CRLF lines: four fields a line, the first three numbers
_GAVEL_DECISIONS = ("Annotator ID,Winner ID,Loser ID,Time\r\n"
                    "3,17,22,2025-02-16 14:42:07.512344\r\n"
                    "3,22,9,2025-02-16 14:47:31.090815\r\n"
                    "5,31,17,2025-02-16 14:48:02.774120\r\n"
                    "8,9,31,2025-02-16 14:51:56.300467\r\n")


def _gavel_pg_dump() -> bytes:
    """A Heroku backup of Gavel's PostgreSQL database as pg_dump 15 writes it (``pg_dump -Fc --no-acl --no-owner``,
    the custom archive ``heroku pg:backups:download`` saves as latest.dump): 'PGDMP', the archive version 1.14.0, the
    int size 4, the offset size 8, the format 1 (custom), the compression -1 as pg_dump's int (a sign byte, then four
    bytes little-endian), the creation time (seconds, minutes, hours, day, month from 0, year from 1900, DST), the
    database's name, the server's and pg_dump's versions, then the table of contents: its count and the first entry
    (dump id 3346, ENCODING).  The first 184 bytes of a real pg_dump 15.18 archive, byte for byte."""
    def num(n: int) -> bytes:
        return bytes([n < 0]) + struct.pack("<I", abs(n))

    def text(t: str) -> bytes:
        return num(len(t)) + t.encode()

    version = "15.18 (Debian 15.18-0+deb12u1)"
    head = b"PGDMP" + bytes([1, 14, 0, 4, 8, 1]) + num(-1) + b"".join(num(n) for n in (12, 5, 15, 16, 1, 125, 0))
    toc = num(11) + num(3346) + num(0) + text("0") + text("0") + text("ENCODING") + text("ENCODING")
    return head + text("gavel") + text(version) + text(version) + toc


def _pitch_deck_pdf() -> bytes:
    """A team's pitch deck exported from Keynote (macOS's Quartz PDF writer): '%PDF-1.3', the binary comment Quartz
    writes (C4 E5 F2 E5 EB A7 F3 A0 D0 C4 C6), then object 4, the first page's content stream (FlateDecode, its length
    in object 5)."""
    body = zlib.compress(b"q Q q 0 0 1024 768 re W n /Cs1 cs 1 1 1 sc 0 0 1024 768 re f Q")
    return (b"%PDF-1.3\n%\xc4\xe5\xf2\xe5\xeb\xa7\xf3\xa0\xd0\xc4\xc6\n4 0 obj\n"
            b"<< /Length 5 0 R /Filter /FlateDecode >>\nstream\n" + body + b"\nendstream\nendobj\n5 0 obj\n"
            + str(len(body)).encode() + b"\nendobj\n")


_PG_DUMP = _gavel_pg_dump()
_PDF = _pitch_deck_pdf()
# curl https://api.github.com/repos/sunbeams/solar-sense: GitHub's REST API answer for a repository, two-space indents,
# keys in the API's order (id, node_id, name, full_name, private, owner, html_url, description, fork, url, ...), no
# newline at the end; the owner's and the repository's URL templates and a few flags are left out here
_GITHUB = ('{\n  "id": 927364518,\n  "node_id": "R_kgDON0Ylpg",\n  "name": "solar-sense",\n'
           '  "full_name": "sunbeams/solar-sense",\n  "private": false,\n  "owner": {\n    "login": "sunbeams",\n'
           '    "id": 198273645,\n    "node_id": "O_kgDOC9FvbQ",\n'
           '    "avatar_url": "https://avatars.githubusercontent.com/u/198273645?v=4",\n    "gravatar_id": "",\n'
           '    "url": "https://api.github.com/users/sunbeams",\n    "html_url": "https://github.com/sunbeams",\n'
           '    "type": "Organization",\n    "user_view_type": "public",\n    "site_admin": false\n  },\n'
           '  "html_url": "https://github.com/sunbeams/solar-sense",\n'
           '  "description": "Rooftop solar forecasts for student housing (Hackbridge 2025)",\n  "fork": false,\n'
           '  "url": "https://api.github.com/repos/sunbeams/solar-sense",\n'
           '  "created_at": "2025-02-15T10:31:44Z",\n  "updated_at": "2025-02-16T12:58:20Z",\n'
           '  "pushed_at": "2025-02-16T11:59:03Z",\n  "homepage": "https://solar-sense.vercel.app",\n'
           '  "size": 4182,\n  "stargazers_count": 14,\n  "watchers_count": 14,\n  "language": "Python",\n'
           '  "forks_count": 2,\n  "open_issues_count": 1,\n  "license": null,\n'
           '  "topics": [\n    "hackathon",\n    "solar"\n  ],\n  "visibility": "public",\n  "forks": 2,\n'
           '  "open_issues": 1,\n  "watchers": 14,\n  "default_branch": "main",\n  "network_count": 2,\n'
           '  "subscribers_count": 3\n}')
# the judges' score sheet as a volunteer types it up from the paper rubrics: track, table, project, technical score
# (1-10), overall score (halves allowed), judge: six fields a line, numbers fourth and fifth
_SCORE_SHEET = ("health B12 medimatch 8 7.5 jchen\nhealth B14 parkpal 6 6.0 jchen\nhealth A03 solar-sense 9 8.5 rdiaz\n"
                "health C02 crop-eye 5 4.5 rdiaz\n")
# the expo's table assignments as the judging lead types them: judge, round, table, the judge's visit order: four
# fields a line, a number fourth
_TABLES = "jchen expo-1 B12 1\njchen expo-1 B14 2\njchen expo-1 A03 3\nrdiaz expo-1 C02 1\nrdiaz expo-1 C07 2\n"
# the expo's table votes as counted: place, project, table, votes: four fields, numbers first and fourth
_VOTES = "1 solar-sense A03 87\n2 medimatch B12 74\n3 parkpal B14 51\n4 budgetbuddy C07 38\n"


def sixtyfirst_bar_hackathon_cases() -> list[Case]:
    G = SIXTYFIRST_HACKATHON
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="track_scores", judgements="accelerator_picks", runs=_RECS3, stem="finalists", outputs=_OUT,
        item="project", rounded="judge_scores",
        weights="{'judge_scores': 2.0, 'gavel_pairwise': 1.5, 'expo_votes': 0.5, 'sponsor_prizes': 1.0}",
        lone_query="R['sponsor_prizes']['event:hackbridge-2025/prize:best-use-of-maps-api'] = "
                   "{'devpost:441243/solar-sense': 0.9, 'table:C07/budgetbuddy': 0.4}\n",
        trust="judge_scores 2\ngavel_pairwise 1.5\nexpo_votes 0.5\n",
        trust_dict="{'judge_scores': 2, 'gavel_pairwise': 1.5, 'expo_votes': 0.5}",
        texts={
            "rrf": ("u61b_rrf_track_sources",
                    "rankagg.fuse({source: {track or round: {project: score}}}, method='rrf'): four sources, six "
                    "tracks and rounds ('event:hackbridge-2025/track:health'), projects as 'devpost:441251/medimatch'"),
            "borda": ("u61b_borda_unjudged_projects",
                      "rankagg.fuse(..., method='borda'): the judges have no score for a project whose table they "
                      "never reached or whose team left before the expo"),
            "combsum": ("u61b_combsum_rounded_judge_scores",
                        "rankagg.fuse(..., method='combsum'): the judges' rubric averages at one decimal (many ties, "
                        "rubrics are 1 to 5) beside the others"),
            "fuser": ("u61b_weighted_fuser_judge_scores",
                      "rankagg.Fuser('rrf', weights=...) per track: the judges' scores count 2, the expo votes 0.5"),
            "frame": ("u61b_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the organisers' judging "
                      "sheet, a row per track, project and source"),
            "evaluate": ("u61b_evaluate_accelerator_picks",
                         "rankagg.evaluate(fused ranking, the accelerator's picks, ['nDCG@5', 'AP', 'P@3']): does the "
                         "fused ranking put first the teams the selection committee admitted"),
            "lone": ("u61b_one_source_sponsor_prize",
                     "rankagg.fuse(..., method='rrf'): a sponsor prize only the sponsor's judges ranked (no rubric, "
                     "no Gavel, no expo votes) beside tracks every source covers"),
            "cli_rrf": ("u61b_cli_rrf_runs",
                        "rankagg fuse judge_scores.run gavel_pairwise.run expo_votes.run --method rrf -o "
                        "finalists.run: one run per source, tracks and rounds as queries"),
            "cli_borda": ("u61b_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the judges' scores "
                          "count double)"),
            "cli_combsum": ("u61b_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four finalists a track sends to the "
                            "closing ceremony"),
            "cli_evaluate": ("u61b_cli_evaluate_picks_qrels",
                             "rankagg evaluate finalists.run --qrels accelerator_picks.qrels -m ndcg_cut.5 -m map: "
                             "the fused ranking against the accelerator's picks (0-2)"),
            "cli_parquet": ("u61b_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o finalists.parquet: gzipped runs from the "
                            "organisers' judging scripts, a Parquet table for the accelerator's dashboard")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u61b_devpost_export_as_run", "Devpost's projects export (Project Title, Submission Url, Project Status, "
         "Judging Status, ..., Opt-In Prizes, Built With, submitter, Additional Team Member Count)",
         "devpost_projects_hackbridge-2025.csv", _DEVPOST, "Devpost", "devpost_projects_hackbridge-2025.csv:1"),
        ("u61b_gavel_items_as_run", "Gavel's project export (/api/items.csv: Mu, Sigma Squared, Name, Location, "
         "Description, Active)", "items.csv", _GAVEL_ITEMS, "Gavel", "items.csv:1"),
        ("u61b_gavel_decisions_as_run", "Gavel's pairwise decisions (/api/decisions.csv: Annotator ID, Winner ID, "
         "Loser ID, Time; four fields a line)", "decisions.csv", _GAVEL_DECISIONS, "Gavel", "decisions.csv:1"),
        ("u61b_gavel_pg_dump_as_run", "a Heroku backup of Gavel's database, a pg_dump custom archive ('PGDMP', "
         "version 1.14)", "latest.dump", _PG_DUMP, "pg_dump", "latest.dump"),
        ("u61b_pitch_deck_pdf_as_run", "a team's pitch deck exported from Keynote, a PDF ('%PDF-1.3', Quartz)",
         "solar-sense_pitch_deck.pdf", _PDF, "PDF", "solar-sense_pitch_deck.pdf"),
        ("u61b_github_repo_json_as_run", "a project's repository metadata from GitHub's REST API (GET /repos/OWNER/"
         "REPO: id, node_id, full_name, owner, stargazers_count, ...)", "solar-sense_repo.json", _GITHUB, "GitHub",
         "solar-sense_repo.json:1"),
        ("u61b_score_sheet_as_run", "the judges' score sheet as typed (six fields a line: track, table, project, "
         "technical score, overall score, judge)", "health_track_score_sheet.txt", _SCORE_SHEET, "score sheet",
         "health_track_score_sheet.txt:1"),
        ("u61b_table_assignments_as_run", "the expo's table assignments as typed (four fields a line: judge, round, "
         "table, visit order)", "expo1_table_assignments.txt", _TABLES, "table assignments",
         "expo1_table_assignments.txt:1"),
        ("u61b_vote_tally_as_run", "the expo's table votes as counted (four fields a line: place, project, table, "
         "votes)", "expo_vote_tally.txt", _VOTES, "vote tally", "expo_vote_tally.txt:1")],
        one_run=("judge_scores.run", _ONE_RUN), stem="finalists",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a pg_dump archive or a PDF read as lines gives no ranking: named by what it "
                   "is")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u61b_table_assignments_as_qrels", "expo1_table_assignments.txt", _TABLES, "table assignments"),
        ("u61b_vote_tally_as_qrels", "expo_vote_tally.txt", _VOTES, "vote tally"),
        ("u61b_gavel_decisions_as_qrels", "decisions.csv", _GAVEL_DECISIONS, "Gavel"),
        ("u61b_devpost_export_as_qrels", "devpost_projects_hackbridge-2025.csv", _DEVPOST, "Devpost")],
        one_run=("judge_scores.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u61b_out_pptx", "finalists.pptx", "the closing ceremony's slides (PowerPoint)"),
        ("u61b_out_xlsx", "finalists.xlsx",
         "the judging team's shared workbook (Excel, as Google Sheets downloads it)"),
        ("u61b_out_sql", "finalists.sql", "a plain pg_dump script to load into Gavel's database"),
        ("u61b_out_gavel_projects_csv", "projects.csv", "Gavel's project export (/api/projects.csv)")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=61"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u61b_api_github_repo_dict",
            "rankagg.fuse(json.load(solar-sense_repo.json)): a repository's metadata from GitHub's REST API loaded in "
            "Python given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('r.json')), method='rrf')\n",
            "GitHub", why="a run maps a query to {document: score}; GitHub's repository maps its keys to numbers, "
            "strings, booleans, an owner dict and a list of topics", files={"r.json": _GITHUB}),
        bad("u61b_api_gavel_items_frame",
            "rankagg.fuse(pd.read_csv(items.csv)): Gavel's project export (Mu, Sigma Squared, Name, Location, "
            "Description, Active) given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('g.csv'), method='borda')\n",
            "Gavel", why="a table of runs has qid, docid, run and score columns; Gavel's export has a project's mu, "
            "sigma squared, name, table and description per row", files={"g.csv": _GAVEL_ITEMS}),
    ]
    return cases
