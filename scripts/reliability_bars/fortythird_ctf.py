"""Issue 45's forty-third bar of scripts/reliability_matrix.py, a capture-the-flag organising team and a university
security club ranking teams per challenge category, round and event across CTF platforms and ranking sites (its
cases, ids ``u43b_``, registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the
runner, the verdicts) are the matrix's.  (Written by a persona session, before any of its recognisers existed.)

The team's day: each event and challenge category, or attack-defense round (``ev:kitctf-2026/web``,
``ev:faustctf-2026/round-142``), is a query and each team a document (``team:7/kit-hackers``,
``team:44/bruteforcers!dq``, a team disqualified for flag sharing); the runs are CTFd's points after dynamic scoring
decay, the first bloods, the solve times (tie-breaks by the last solve) and the club captains' rankings, scores in
[0, 1] at four decimals.  They are fused with RRF, Borda and CombSUM, weighted by each source's record, and judged
against the organisers' verified results (2 a podium-worthy team, 1 valid solves, 0 disqualified or hint-bought
only).  The mistakes and odd files: the field's own files given where runs or qrels are read (CTFd's scoreboard API
JSON, its scoreboard CSV export and its backup zip, rCTF's leaderboard, CTFtime's scoreboard feed, an EnoEngine
ctf.json, an attack-defense flag-submission transcript, a tcpdump pcap of the game network, the club's solve log and
the game server's round scores, both six fields a line), and outputs named for the field's files.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES.

Formats, as checked: CTFd's ``/api/v1/scoreboard`` (CTFd/api/v1/scoreboard.py: success, data, pos, account_id,
account_url, account_type, oauth_id, name, score, bracket_id, bracket_name, members), its scoreboard CSV
(CTFd/utils/csv dump_scoreboard_csv: 'place, team, team id, score, member name, member id, member email, member
score, team bracket id, ...'), its export zip (CTFd/utils/exports: db/<table>.json, each {count, results, meta});
rCTF's ``/api/v1/leaderboard/now`` (kind 'goodLeaderboard', message, data.total, data.leaderboard); CTFtime's JSON
scoreboard feed (ctftime.org/json-scoreboard-feed: tasks, standings, pos, team, score, taskStats, lastAccept) and its
``/api/v1/results/<year>/`` (event id: title, scores [team_id, points, place], time); EnoEngine's ctf.json
(enowars/specification ctf_json.md); the attack-defense flag submission protocol (fausecteam/ctf-gameserver
docs/submission.md: a banner ended by an empty line, then 'FLAG CODE [message]', codes OK, DUP, OWN, OLD, INV, ERR);
libpcap's file header (magic a1b2c3d4 written little-endian, version 2.4, link type 1 Ethernet); zip's local file
header (PK\\x03\\x04)."""

from __future__ import annotations

import io
import json
import struct
import zipfile

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

FORTYTHIRD_CTF = ("45 Unseen inputs: a forty-third bar, a CTF organising team and a university security club ranking "
                  "teams per challenge category, round and event across CTF platforms and ranking sites (CTFd, rCTF, "
                  "CTFtime, EnoEngine, flag submission, pcap, solve logs, attack-defense round scores)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['ctfd_points', 'first_bloods', 'solve_times', 'captains'],
    items=['team:7/kit-hackers', 'team:12/cyberknights@uni', 'team:3/0xbadc0de', 'team:21/sigsegv-club',
           'team:9/flagbearers', 'team:15/nullbyte-uni', 'team:30/rootkit-rookies', 'team:44/bruteforcers!dq'],
    queries=['ev:kitctf-2026/web', 'ev:kitctf-2026/pwn', 'ev:faustctf-2026/round-142', 'ev:enowars-10/round-87',
             'ev:ecsc-2026/crypto', 'ev:picoctf-2026/forensics'],
    suffix='/post-freeze', generator='standings', judgements='verified_results') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "standings", "standings.run")

_RECS3 = ["ctfd_points", "first_bloods", "solve_times"]
_OUT = ("standings.run",)
_ONE_RUN = ("ev:kitctf-2026/web Q0 team:7/kit-hackers 1 0.91 ctfd_points\nev:kitctf-2026/web Q0 "
            "team:12/cyberknights@uni 2 0.77 ctfd_points\n")

# --- the team's files, as the platforms, ranking sites and game servers write them (a few lines) ---------------------
# CTFd's GET /api/v1/scoreboard in teams mode (CTFd/api/v1/scoreboard.py ScoreboardList)
_CTFD_API = json.dumps({"success": True, "data": [
    {"pos": 1, "account_id": 7, "account_url": "/teams/7", "account_type": "team", "oauth_id": None,
     "name": "kit-hackers", "score": 4215, "bracket_id": 1, "bracket_name": "Students",
     "members": [{"id": 31, "oauth_id": None, "name": "alice", "score": 2100, "bracket_id": None,
                  "bracket_name": None}]},
    {"pos": 2, "account_id": 12, "account_url": "/teams/12", "account_type": "team", "oauth_id": None,
     "name": "cyberknights@uni", "score": 3980, "bracket_id": 1, "bracket_name": "Students",
     "members": [{"id": 44, "oauth_id": None, "name": "bob", "score": 1990, "bracket_id": None,
                  "bracket_name": None}]}]}) + "\n"
# CTFd's admin CSV export of the scoreboard, teams mode (CTFd/utils/csv dump_scoreboard_csv): a team row, then a row
# per member with the team's columns empty
_CTFD_CSV = ("place,team,team id,score,member name,member id,member email,member score,team bracket id,"
             "team bracket name,member bracket id,member bracket name\n"
             "1,kit-hackers,7,4215,,,,,1,Students,,\n,,,,alice,31,alice@kit.example,2100,,,,\n"
             ",,,,carol,32,carol@kit.example,2115,,,,\n2,cyberknights@uni,12,3980,,,,,1,Students,,\n"
             ",,,,bob,44,bob@uni.example,1990,,,,\n")


def _ctfd_export() -> bytes:
    """A CTFd export (Admin, Backup): a zip of db/<table>.json files, each {count, results, meta}."""
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
        for name, rows in (("alembic_version", [{"version_num": "67ebab6de598"}]),
                           ("solves", [{"id": 1, "challenge_id": 4, "user_id": 31, "team_id": 7}]),
                           ("submissions", [{"id": 1, "challenge_id": 4, "user_id": 31, "team_id": 7,
                                             "ip": "10.13.0.21", "provided": "KCTF{d3c4y_w1n5}", "type": "correct",
                                             "date": "2026-11-28T14:03:12.412394"}])):
            info = zipfile.ZipInfo(f"db/{name}.json", date_time=(2026, 11, 29, 9, 0, 0))
            z.writestr(info, json.dumps({"count": len(rows), "results": rows, "meta": {}}))
    return buf.getvalue()


_CTFD_ZIP = _ctfd_export()
# rCTF's GET /api/v1/leaderboard/now?limit=100&offset=0
_RCTF = ('{"kind":"goodLeaderboard","message":"The leaderboard was retrieved.","data":{"total":3,"leaderboard":['
         '{"id":"5b7c1e2a-41d6-4c4e-9f3e-0a7d2b9c8e11","name":"kit-hackers","score":2381},'
         '{"id":"a0f3d9b4-7e21-4b55-8c6a-3f1e9d2c7b40","name":"cyberknights@uni","score":2107},'
         '{"id":"c91e4a7d-2b38-4f60-b1d5-6e8a0f3c2d95","name":"0xbadc0de","score":1554}]}}\n')
# CTFtime's JSON scoreboard feed, Jeopardy (tasks, standings with taskStats and lastAccept)
_CTFTIME_FEED = ('{\n\t"tasks": ["web/pastebin-revenge", "pwn/heapnotes", "crypto/lcg-lottery"],\n\t"standings": [\n'
                 '\t\t{ "pos": 1, "team": "kit-hackers", "score": 1410,\n\t\t\t"taskStats": {\n'
                 '\t\t\t\t"web/pastebin-revenge": { "points": 482, "time": 1795874592 },\n'
                 '\t\t\t\t"pwn/heapnotes": { "points": 500, "time": 1795881311 },\n'
                 '\t\t\t\t"crypto/lcg-lottery": { "points": 428, "time": 1795879050 }\n'
                 '\t\t\t}, "lastAccept": 1795881311 },\n'
                 '\t\t{ "pos": 2, "team": "cyberknights@uni", "score": 910,\n\t\t\t"taskStats": {\n'
                 '\t\t\t\t"web/pastebin-revenge": { "points": 482, "time": 1795875101 },\n'
                 '\t\t\t\t"crypto/lcg-lottery": { "points": 428, "time": 1795880420 }\n'
                 '\t\t\t}, "lastAccept": 1795880420 }\n\t]\n}\n')
# CTFtime's GET /api/v1/results/2026/: event id -> title, scores (points as text), time
_CTFTIME_RESULTS = ('{"2871": {"title": "KITCTF 2026", "scores": [{"team_id": 119, "points": "4215.0000", "place": 1}, '
                    '{"team_id": 2084, "points": "3980.0000", "place": 2}, {"team_id": 361, "points": "3121.0000", '
                    '"place": 3}], "time": 1795910400.0}, "2903": {"title": "FAUST CTF 2026", "scores": [{"team_id": '
                    '2084, "points": "8931.4400", "place": 1}, {"team_id": 119, "points": "8702.1700", "place": 2}], '
                    '"time": 1796083200.0}}\n')
# EnoEngine's ctf.json (enowars/specification ctf_json.md)
_ENO_CTF_JSON = json.dumps({
    "title": "ENOWARS 10", "flagValidityInRounds": 5, "checkedRoundsPerRound": 3, "roundLengthInSeconds": 60,
    "dnsSuffix": ".enowars.example", "teamSubnetBytesLength": 15, "flagSigningKey": "3f9c1e0b7a54d2c8",
    "encoding": "Legacy",
    "services": [{"id": 1, "name": "pasteable", "flagsPerRoundMultiplier": 1, "noisesPerRoundMultiplier": 1,
                  "havocsPerRoundMultiplier": 1, "weightFactor": 1, "checkers": ["http://10.0.13.7:9002"]}],
    "teams": [{"id": 7, "name": "kit-hackers", "address": None, "teamSubnet": "::ffff:10.1.7.0",
               "logoUrl": None, "countryCode": "DE"},
              {"id": 12, "name": "cyberknights@uni", "address": None, "teamSubnet": "::ffff:10.1.12.0",
               "logoUrl": None, "countryCode": "NL"}]}, indent=4) + "\n"
# the club's flag submitter's transcript of the game's flag submission service: a banner ended by an empty line, then
# 'FLAG CODE [message]' a line (the A/D flag submission protocol)
_SUBMISSION = ("Welcome to the ENOWARS 10 flag submission!\nPlease submit one flag per line.\n\n"
               "ENOBa3xQ9kLmW2pRt7vYz1cD4fGh6jK8nP0sU5wX+yZ/AbCdEfG OK\n"
               "ENOq7TnR2vLw9XkZ3mB8cF1dJ5hG0sP4yU6aE+iO/tKeMnWrQxV DUP You already submitted this flag\n"
               "ENOz0YxW9vU8tS7rQ6pO5nM4lK3jI2hG1fE+dC/bA9zYxWvUtSr OLD Flag has expired\n")


def _pcap() -> bytes:
    """A tcpdump capture of the game network (libpcap format: the file header, magic a1b2c3d4 little-endian,
    version 2.4, snaplen 262144, link type 1 Ethernet; one record: Ethernet, IPv4 with its header checksum, TCP
    carrying a flag)."""
    payload = b"ENOBa3xQ9kLmW2pRt7vYz1cD4fGh6jK8nP0sU5wX+yZ/AbCdEfG\n"
    tcp = struct.pack(">HHIIBBHHH", 51234, 1337, 1, 1, 5 << 4, 0x18, 502, 0, 0)
    addresses = bytes([10, 1, 7, 2]), bytes([10, 0, 13, 1])
    ip = struct.pack(">BBHHHBBH4s4s", 0x45, 0, 20 + len(tcp) + len(payload), 0x1c46, 0x4000, 64, 6, 0, *addresses)
    total = sum(struct.unpack(">10H", ip))
    total = (total & 0xFFFF) + (total >> 16)
    ip = ip[:10] + struct.pack(">H", ~((total & 0xFFFF) + (total >> 16)) & 0xFFFF) + ip[12:]
    frame = bytes.fromhex("02000a000d01" "02000a010702" "0800") + ip + tcp + payload
    header = struct.pack("<IHHiIII", 0xA1B2C3D4, 2, 4, 0, 0, 262144, 1)
    return header + struct.pack("<IIII", 1795874592, 412394, len(frame), len(frame)) + frame


_PCAP = _pcap()
# the club's solve log, exported from its Discord bot each night: six fields a line (team, challenge, category,
# minute of the event it was solved at, points after dynamic decay, 1 for a first blood)
_SOLVE_LOG = ("team challenge category minute points first_blood\n"
              "kit-hackers web/pastebin-revenge web 37 482.37 1\n"
              "cyberknights@uni web/pastebin-revenge web 45 482.37 0\n"
              "kit-hackers pwn/heapnotes pwn 149 500.00 1\n")
# the attack-defense game server's round scores, as its scoring view is dumped: six fields a line (round, team,
# service, offense, defense, SLA), the defense a loss
_ROUND_SCORES = ("round team service offense defense sla\n"
                 "142 kit-hackers pasteable 38.50 -4.25 97.20\n"
                 "142 cyberknights@uni pasteable 21.75 -9.00 88.40\n"
                 "142 0xbadc0de pasteable 12.00 -2.50 100.00\n")
# the organisers' first-blood list for the prize ceremony: four fields a line (challenge, team, minute, bonus points)
_FIRST_BLOODS = ("web/pastebin-revenge kit-hackers 37 50\npwn/heapnotes kit-hackers 149 50\n"
                 "crypto/lcg-lottery cyberknights@uni 112 50\n")


def fortythird_bar_ctf_cases() -> list[Case]:
    G = FORTYTHIRD_CTF
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="standings", judgements="verified_results", runs=_RECS3, stem="standings", outputs=_OUT,
        item="team", rounded="solve_times",
        weights="{'ctfd_points': 1.0, 'first_bloods': 0.5, 'solve_times': 2.0, 'captains': 1.5}",
        lone_query="R['captains']['ev:club-league-2026/week-9'] = {'team:7/kit-hackers': 0.9, "
                   "'team:12/cyberknights@uni': 0.4}\n",
        trust="solve_times 2\nctfd_points 1\nfirst_bloods 0.5\n",
        trust_dict="{'solve_times': 2, 'ctfd_points': 1, 'first_bloods': 0.5}",
        texts={
            "rrf": ("u43b_rrf_platforms",
                    "rankagg.fuse({source: {event/category: {team: score}}}, method='rrf'): four sources, six events "
                    "and categories or rounds ('ev:kitctf-2026/web'), teams as 'team:7/kit-hackers'"),
            "borda": ("u43b_borda_unsolved_categories",
                      "rankagg.fuse(..., method='borda'): the first bloods have no score for a team that took none "
                      "in a category"),
            "combsum": ("u43b_combsum_rounded_solve_times",
                        "rankagg.fuse(..., method='combsum'): the solve-time score at one decimal (many ties, broken "
                        "by the last solve on the scoreboard) beside the others"),
            "fuser": ("u43b_weighted_fuser_record",
                      "rankagg.Fuser('rrf', weights=...) per event: the solve times count 2, the first bloods 0.5"),
            "frame": ("u43b_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the club's season sheet, a "
                      "row per event and category, team and source"),
            "evaluate": ("u43b_evaluate_verified_results",
                         "rankagg.evaluate(fused ranking, the organisers' verified results, ['nDCG@5', 'AP', 'P@3']): "
                         "does the fused ranking put the podium teams first and the disqualified last"),
            "lone": ("u43b_one_source_event",
                     "rankagg.fuse(..., method='rrf'): a club league week only the captains ranked (no platform, "
                     "played on paper) beside events every source covers"),
            "cli_rrf": ("u43b_cli_rrf_runs",
                        "rankagg fuse ctfd_points.run first_bloods.run solve_times.run --method rrf -o standings.run: "
                        "one run per source, events and categories as queries"),
            "cli_borda": ("u43b_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the solve times "
                          "count double)"),
            "cli_combsum": ("u43b_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four teams per category the club "
                            "invites to its finals"),
            "cli_evaluate": ("u43b_cli_evaluate_verified_qrels",
                             "rankagg evaluate standings.run --qrels verified_results.qrels -m ndcg_cut.5 -m map: the "
                             "fused ranking against the organisers' verified results (0-2)"),
            "cli_parquet": ("u43b_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o standings.parquet: gzipped runs from the scoring "
                            "jobs, a Parquet table for the club's dashboard")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u43b_ctfd_api_as_run", "CTFd's scoreboard API JSON (success, data: pos, account_id, account_url, "
         "account_type, name, score, members)", "scoreboard.json", _CTFD_API, "CTFd", "scoreboard.json:1"),
        ("u43b_ctfd_csv_as_run", "CTFd's scoreboard CSV export (place, team, team id, score, member name, ...)",
         "KITCTF-2026-scoreboard.csv", _CTFD_CSV, "CTFd", "KITCTF-2026-scoreboard.csv:1"),
        ("u43b_ctfd_export_as_run", "a CTFd export (a zip of db/<table>.json: alembic_version, solves, submissions)",
         "KITCTF-2026.2026-11-29_09-00-00.zip", _CTFD_ZIP, "CTFd", "KITCTF-2026.2026-11-29_09-00-00.zip"),
        ("u43b_rctf_leaderboard_as_run", "rCTF's leaderboard (kind 'goodLeaderboard', message, data: total, "
         "leaderboard)", "leaderboard_now.json", _RCTF, "rCTF", "leaderboard_now.json:1"),
        ("u43b_ctftime_feed_as_run", "CTFtime's JSON scoreboard feed (tasks, standings: pos, team, score, taskStats, "
         "lastAccept)", "ctftime_feed.json", _CTFTIME_FEED, "CTFtime", "ctftime_feed.json:1"),
        ("u43b_enoengine_ctf_json_as_run", "EnoEngine's ctf.json (title, flagValidityInRounds, roundLengthInSeconds, "
         "services, teams)", "ctf.json", _ENO_CTF_JSON, "EnoEngine", "ctf.json:1"),
        ("u43b_flag_submission_as_run", "a flag submission transcript (a banner, an empty line, then 'FLAG OK', "
         "'FLAG DUP message' lines)", "submitter_round142.log", _SUBMISSION, "flag submission",
         "submitter_round142.log:1"),
        ("u43b_pcap_as_run", "a tcpdump capture of the game network (libpcap: magic a1b2c3d4, Ethernet frames)",
         "game_round142.pcap", _PCAP, "pcap", "game_round142.pcap"),
        ("u43b_solve_log_as_run", "the club's solve log (six fields a line: team, challenge, category, minute, "
         "points, first blood)", "solves_kitctf.txt", _SOLVE_LOG, "solve log", "solves_kitctf.txt:1"),
        ("u43b_round_scores_as_run", "the game server's round scores (six fields a line: round, team, service, "
         "offense, defense, SLA)", "round_scores_142.txt", _ROUND_SCORES, "round scores",
         "round_scores_142.txt:1")],
        one_run=("ctfd_points.run", _ONE_RUN), stem="standings",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a zip or a capture read as lines gives no ranking: named by what it is")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u43b_first_bloods_as_qrels", "first_bloods.txt", _FIRST_BLOODS, "first bloods"),
        ("u43b_ctfd_csv_as_qrels", "KITCTF-2026-scoreboard.csv", _CTFD_CSV, "CTFd"),
        ("u43b_ctftime_feed_as_qrels", "ctftime_feed.json", _CTFTIME_FEED, "CTFtime"),
        ("u43b_round_scores_as_qrels", "round_scores_142.txt", _ROUND_SCORES, "round scores")],
        one_run=("ctfd_points.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u43b_out_pcap", "standings.pcap", "a tcpdump capture"),
        ("u43b_out_pcapng", "standings.pcapng", "a Wireshark pcapng capture"),
        ("u43b_out_ctfd_zip", "standings.zip", "a CTFd export"),
        ("u43b_out_challenge_yml", "challenge.yml", "a ctfcli challenge.yml")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=32"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u43b_api_ctftime_results_dict",
            "rankagg.fuse(json.load(results_2026.json)): CTFtime's event results loaded in Python given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('r.json')), method='rrf')\n",
            "CTFtime", why="a run maps a query to {document: score}; CTFtime's events map 'scores' to a list, "
            "'title' to text and 'time' to a number", files={"r.json": _CTFTIME_RESULTS}),
        bad("u43b_api_ctfd_scoreboard_frame",
            "rankagg.fuse(pd.read_csv(KITCTF-2026-scoreboard.csv)): CTFd's scoreboard CSV given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('s.csv'), method='borda')\n",
            "CTFd", why="a table of runs has qid, docid, run and score columns; CTFd's has a team or member per row",
            files={"s.csv": _CTFD_CSV}),
    ]
    return cases
