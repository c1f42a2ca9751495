"""Issue 45's seventy-sixth bar of scripts/reliability_matrix.py, a programming contest's judges and a university
competitive programming club's coaches, ranking teams and contestants per contest, problem set and season
(ICPC-style regionals, Codeforces and AtCoder rounds, training camps) from submissions, verdicts, penalty time and
ratings (its cases, ids ``u76a_``, registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`,
the runner, the verdicts) are the matrix's.  (Written by a persona session, before any of its recognisers existed.)

The team's day: a contest's scoreboard, an online round's standings, a season's training, a camp's day, a problem
set's difficulty is a query (``contest:nwerc-2024/scoreboard`` the regional's final scoreboard;
``contest:codeforces/1901/standings`` an Educational Codeforces round by its contest id; ``camp:winter-2025/day3``
a training camp's third day) and each team a document (``team:icpc/884215``, the id space, then the team's ICPC id);
the runs are DOMjudge's scoreboard, Codeforces' standings, AtCoder's performances and the coaches' ranking, turned to
scores in [0, 1] at four decimals.  They are fused with RRF, Borda and CombSUM, DOMjudge's scoreboard weighted highest
(judged onsite, every verdict checked by the jury), and judged against the coaches' verdicts (2 a team picked for the
regional, 1 a reserve, 0 otherwise).  The mistakes and odd files: the field's own files given where runs or qrels are
read (the CLICS Contest API's scoreboard and event feed as DOMjudge serves them, DOMjudge's results.tsv, Codeforces'
contest.standings and user.rating answers, AtCoder's rating history, a Kattis problem package zip from the same
folder, and the coach's training ranking, the team line-ups and a judge's difficulty ballot as typed), and outputs
named for the field's files (a Kattis problem package .kpp, a test case's answer file .ans, a Checktestdata input
validator .ctd, and a contest package's event-feed.ndjson).

Checked formats: the CLICS Contest API, version 2023-06 (icpc/ccs-specs, branch 2023-06, Contest_API.md): the scoreboard
object (time, contest_time, state, rows of rank, team_id, score num_solved, total_time, time, and problems' problem_id,
num_judged, num_pending, solved, time), as its example, written compact as DOMjudge's API sends it; the event feed,
NDJSON notifications {"type", "id", "data"} (the problems collection, a submission, a judgement with the keys of the
spec's examples). The contest package stores the feed as ``event-feed.ndjson`` (Contest_Package.md:
"<endpoint>.ndjson"). DOMjudge's results.tsv (DOMjudge/domjudge, ImportExportService::getResultsTsvResponse and
ResultRow): the line ``results<TAB>1``, then per team its ICPC id, rank, award ('Gold Medal', ..., 'Honorable'),
problems solved, total time, time of the last solve and group winner, tab-separated. Kattis' problem package format
(legacy spec, Kattis/problem-package-format spec/legacy.md): a ZIP of the problem's folder named ``.kpp`` or ``.zip``,
its problem.yaml (author, source, license, rights_owner, limits), data/sample and data/secret ``.in`` and ``.ans``
files, ``.desc`` descriptions, Checktestdata validators ``.ctd``. Codeforces' API answers
({"status":"OK","result":...}): contest.standings' contest (id, name, type, phase, frozen, durationSeconds,
startTimeSeconds, relativeTimeSeconds), problems (contestId, index, name, type, rating, tags) and rows (party contestId,
members' handle, participantType, ghost, startTimeSeconds; rank, points, penalty, successfulHackCount,
unsuccessfulHackCount, problemResults points, rejectedAttemptCount, type, bestSubmissionTimeSeconds); user.rating's
RatingChange (contestId, contestName, handle, rank, ratingUpdateTimeSeconds, oldRating, newRating): key orders as the
clients' type definitions stored in the code corpus copy them from the API's object documentation (compact, as the API
sends them; not checked against a stored raw answer). AtCoder's rating history (atcoder.jp/users/NAME/history/json): a
JSON array of IsRated, Place, OldRating, NewRating, Performance, InnerPerformance, ContestScreenName, ContestName,
ContestNameEn, EndTime, in the order several clients' type definitions agree on (no stored raw answer: the values of
ContestScreenName and ContestNameEn are as clients show them, not checked byte for byte).
(Left out, as they could not be checked: the ICPC CCS scoreboard.tsv (only a third-party script writing a 'scoreboard 2'
header was found, no spec); AtCoder's standings JSON and any CSV download of Codeforces' standings (no stored
documentation); PC^2's and Polygon's exports (problem.xml) and judges' submission logs (no fixed format found). So the
API case given as a pandas frame is DOMjudge's results.tsv read with pandas.read_csv(sep='\\t'), the field's only
checked table, its columns named as DOMjudge's ResultRow names them; no contest tool's CSV could be checked.)

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

SEVENTYSIXTH_COMPPROG = ("45 Unseen inputs: a seventy-sixth bar, a programming contest's judges and a university "
                         "competitive programming club's coaches ranking teams and contestants per contest, problem "
                         "set and season from submissions, verdicts, penalty time and ratings (the CLICS Contest "
                         "API's scoreboard and event feed, DOMjudge's results.tsv, Codeforces' and AtCoder's API "
                         "answers, Kattis problem packages, and training rankings, line-ups and difficulty ballots "
                         "as typed)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['domjudge_scoreboard', 'codeforces_standings', 'atcoder_performance', 'coach_ranking'],
    items=['team:icpc/884215', 'team:icpc/884216', 'team:icpc/884230', 'team:icpc/884231',
           'team:icpc/884247', 'team:icpc/884252', 'team:icpc/884263', 'team:icpc/884270'],
    queries=['contest:nwerc-2024/scoreboard', 'contest:codeforces/1901/standings', 'contest:atcoder/abc350/results',
             'season:2024-25/training', 'camp:winter-2025/day3', 'problemset:nwerc-2024/difficulty'],
    suffix='/unfrozen', generator='club_rankings', judgements='coach_verdicts'
) + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "club_rankings", "club_rankings.run")

_RECS3 = ["domjudge_scoreboard", "codeforces_standings", "atcoder_performance"]
_OUT = ("club_rankings.run",)
_ONE_RUN = ("contest:nwerc-2024/scoreboard Q0 team:icpc/884215 1 0.9412 domjudge_scoreboard\n"
            "contest:nwerc-2024/scoreboard Q0 team:icpc/884216 2 0.8873 domjudge_scoreboard\n")


def _compact(document: object) -> str:
    return json.dumps(document, ensure_ascii=False, separators=(",", ":"))


# the team's files, as DOMjudge and the online judges answer, as a problem package, as typed
# the CLICS Contest API's scoreboard (version 2023-06: /contests/<id>/scoreboard), compact as DOMjudge sends it
def _problems(*solved: tuple[str, int, int | None]) -> list[dict]:
    return [{"problem_id": pid, "num_judged": judged, "num_pending": 0, "solved": time is not None,
             **({"time": time} if time is not None else {})} for pid, judged, time in solved]


_SCOREBOARD = _compact({
    "time": "2024-11-24T15:02:11.418+01", "contest_time": "5:02:11.418",
    "state": {"started": "2024-11-24T10:00:00+01", "ended": "2024-11-24T15:00:00+01",
              "frozen": "2024-11-24T14:00:00+01", "thawed": "2024-11-24T16:30:00+01",
              "finalized": "2024-11-24T16:35:00+01", "end_of_updates": None},
    "rows": [
        {"rank": 1, "team_id": "884215", "score": {"num_solved": 3, "total_time": 241, "time": 142},
         "problems": _problems(("asteroids", 1, 18), ("bottles", 2, 61), ("cables", 1, 142))},
        {"rank": 2, "team_id": "884230", "score": {"num_solved": 3, "total_time": 305, "time": 171},
         "problems": _problems(("asteroids", 1, 24), ("bottles", 1, 90), ("cables", 1, 171))},
        {"rank": 3, "team_id": "884216", "score": {"num_solved": 2, "total_time": 137, "time": 84},
         "problems": _problems(("asteroids", 2, 33), ("bottles", 1, 84), ("cables", 4, None))}]})
_SCOREBOARD_NAME = "scoreboard.json"

# the CLICS event feed (NDJSON, application/x-ndjson): a notification a line, {"type", "id", "data"}
_EVENT_FEED = "".join(_compact(event) + "\n" for event in [
    {"type": "problems", "id": None, "data": [
        {"id": "asteroids", "label": "A", "name": "Asteroid Rangers", "ordinal": 1, "color": "blue", "rgb": "#00f",
         "time_limit": 2, "test_data_count": 10},
        {"id": "bottles", "label": "B", "name": "Curvy Little Bottles", "ordinal": 2, "color": "gray",
         "rgb": "#808080", "time_limit": 3.5, "test_data_count": 15}]},
    {"type": "submissions", "id": "187", "data": {
        "id": "187", "team_id": "884215", "problem_id": "asteroids", "language_id": "cpp",
        "time": "2024-11-24T10:18:05.034+01", "contest_time": "0:18:05.034", "entry_point": None,
        "files": [{"href": "contests/nwerc2024/submissions/187/files", "filename": "files.zip",
                   "mime": "application/zip"}]}},
    {"type": "judgements", "id": "189549", "data": {
        "id": "189549", "submission_id": "187", "judgement_type_id": "AC",
        "start_time": "2024-11-24T10:18:06.427+01", "start_contest_time": "0:18:06.427",
        "end_time": "2024-11-24T10:18:09.481+01", "end_contest_time": "0:18:09.481"}}])
_EVENT_FEED_NAME = "event-feed.ndjson"

# DOMjudge's results.tsv (GET /api/contests/<cid>/results.tsv): 'results', tab, 1; then team ICPC id, rank, award,
# solved, total time, time of the last solve, group winner, tab-separated
_RESULTS = ("results\t1\n"
            "884215\t1\tGold Medal\t3\t241\t142\tNorthwestern Europe\n"
            "884230\t2\tGold Medal\t3\t305\t171\t\n"
            "884216\t3\tSilver Medal\t2\t137\t84\t\n"
            "884247\t4\tBronze Medal\t2\t198\t155\t\n")
_RESULTS_NAME = "results.tsv"


# Codeforces' API answers (codeforces.com/api/contest.standings?contestId=1901, user.rating?handle=...), compact
def _cf_row(handle: str, rank: int, solved: int, penalty: int, results: list[tuple[int, int, int]]) -> dict:
    return {"party": {"contestId": 1901, "members": [{"handle": handle}], "participantType": "CONTESTANT",
                      "ghost": False, "startTimeSeconds": 1700836500},
            "rank": rank, "points": float(solved), "penalty": penalty, "successfulHackCount": 0,
            "unsuccessfulHackCount": 0,
            "problemResults": [{"points": float(p), "rejectedAttemptCount": r, "type": "FINAL",
                                **({"bestSubmissionTimeSeconds": t} if p else {})} for p, r, t in results]}


_CF_STANDINGS = _compact({"status": "OK", "result": {
    "contest": {"id": 1901, "name": "Educational Codeforces Round 158 (Rated for Div. 2)", "type": "ICPC",
                "phase": "FINISHED", "frozen": False, "durationSeconds": 7200, "startTimeSeconds": 1700836500,
                "relativeTimeSeconds": 691200},
    "problems": [{"contestId": 1901, "index": "A", "name": "Line Trip", "type": "PROGRAMMING", "rating": 800,
                  "tags": ["greedy", "math"]},
                 {"contestId": 1901, "index": "B", "name": "Chip and Ribbon", "type": "PROGRAMMING", "rating": 1100,
                  "tags": ["greedy", "math"]}],
    "rows": [_cf_row("anna_k", 412, 2, 31, [(1, 0, 262), (1, 0, 1020)]),
             _cf_row("bjorn.l", 1877, 2, 78, [(1, 1, 412), (1, 0, 2980)]),
             _cf_row("cai-m", 5260, 1, 9, [(1, 0, 540), (0, 2, 0)])]}})
_CF_STANDINGS_NAME = "cf_1901_standings.json"

_CF_RATING = _compact({"status": "OK", "result": [
    {"contestId": 1900, "contestName": "Codeforces Round 911 (Div. 2)", "handle": "anna_k", "rank": 1290,
     "ratingUpdateTimeSeconds": 1701018960, "oldRating": 1642, "newRating": 1688},
    {"contestId": 1901, "contestName": "Educational Codeforces Round 158 (Rated for Div. 2)", "handle": "anna_k",
     "rank": 412, "ratingUpdateTimeSeconds": 1700851260, "oldRating": 1688, "newRating": 1757}]})
_CF_RATING_NAME = "anna_k_rating.json"

# AtCoder's rating history (atcoder.jp/users/<name>/history/json): a JSON array, a rated contest per element
_ATCODER = _compact([
    {"IsRated": True, "Place": 1423, "OldRating": 1380, "NewRating": 1402, "Performance": 1561,
     "InnerPerformance": 1561, "ContestScreenName": "abc349.contest.atcoder.jp",
     "ContestName": "AtCoder Beginner Contest 349", "ContestNameEn": "", "EndTime": "2024-04-13T22:40:00+09:00"},
    {"IsRated": True, "Place": 987, "OldRating": 1402, "NewRating": 1455, "Performance": 1803,
     "InnerPerformance": 1803, "ContestScreenName": "abc350.contest.atcoder.jp",
     "ContestName": "AtCoder Beginner Contest 350", "ContestNameEn": "", "EndTime": "2024-04-20T22:40:00+09:00"}])
_ATCODER_NAME = "anna_k_atcoder_history.json"


def _problem_package() -> bytes:
    """A problem as the judges hand it to DOMjudge or Kattis (the legacy problem package format): a ZIP ('PK' 03 04
    local headers, stored entries at a fixed date) of the problem's folder, its problem.yaml (author, source, license,
    rights_owner, limits), a sample's .in and .ans and a secret test case's .in, .ans and .desc."""
    files = [("asteroids/problem.yaml", "author: Judge Two\nsource: NWERC 2024\nlicense: cc by-sa\n"
                                        "rights_owner: NWERC 2024 jury\nlimits:\n  time_multiplier: 5\n"),
             ("asteroids/data/sample/1.in", "3\n0 0 1\n4 0 1\n2 3 1\n"),
             ("asteroids/data/sample/1.ans", "2\n"),
             ("asteroids/data/secret/01-small.in", "1\n0 0 1\n"),
             ("asteroids/data/secret/01-small.ans", "1\n"),
             ("asteroids/data/secret/01-small.desc", "A single asteroid.\n")]
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_STORED) as archive:
        for name, text in files:
            archive.writestr(zipfile.ZipInfo(name, date_time=(2024, 11, 20, 21, 4, 0)), text)
    return buffer.getvalue()


_PACKAGE = _problem_package()
_PACKAGE_NAME = "asteroids.zip"

# the coach's training ranking as typed after each camp day: rank, team, solved, penalty, minute of the last solve,
# team rating: six fields a line
_TRAINING = ("1 uni-alpha 9 1043 287 2391\n2 uni-beta 8 912 279 2214\n3 uni-gamma 8 1130 296 2170\n"
             "4 uni-delta 6 744 263 1985\n")
# the team line-ups as typed by the coach: team, three members' handles: four fields a line
_LINEUPS = ("uni-alpha anna_k bjorn.l cai-m\nuni-beta dora_p emil_r fei-s\nuni-gamma gus_t hana.u ivo_v\n"
            "uni-delta jon_w kai.x lea_y\n")
# a judge's difficulty ballot for the problem set: contest, problem, judge, estimated rating: four fields a line
_BALLOT = ("nwerc2024 A judge2 800\nnwerc2024 B judge2 1400\nnwerc2024 C judge2 2100\nnwerc2024 D judge2 2600\n")


def seventysixth_bar_compprog_cases() -> list[Case]:
    G = SEVENTYSIXTH_COMPPROG
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="club_rankings", judgements="coach_verdicts", runs=_RECS3,
        stem="club_rankings", outputs=_OUT, item="team", rounded="coach_ranking",
        weights="{'domjudge_scoreboard': 2.0, 'codeforces_standings': 1.0, 'atcoder_performance': 1.0, "
                "'coach_ranking': 1.5}",
        lone_query="R['atcoder_performance']['contest:atcoder/arc175/results'] = "
                   "{'team:icpc/884215': 0.9, 'team:icpc/884216': 0.4}\n",
        trust="domjudge_scoreboard 2\ncodeforces_standings 1\natcoder_performance 1\n",
        trust_dict="{'domjudge_scoreboard': 2, 'codeforces_standings': 1, 'atcoder_performance': 1}",
        texts={
            "rrf": ("u76a_rrf_club_rankings",
                    "rankagg.fuse({source: {contest, season, camp day or problem set: {team: score}}}, "
                    "method='rrf'): DOMjudge's scoreboard, Codeforces' standings, AtCoder's performances and the "
                    "coach's ranking, six rankings ('contest:codeforces/1901/standings'), teams as "
                    "'team:icpc/884215'"),
            "borda": ("u76a_borda_team_absent",
                      "rankagg.fuse(..., method='borda'): a team that skipped a Codeforces round or a camp day has "
                      "no score from some sources"),
            "combsum": ("u76a_combsum_rounded_coach_ranking",
                        "rankagg.fuse(..., method='combsum'): the coach's ranking kept to whole places (many ties) "
                        "beside DOMjudge's scoreboard and Codeforces' standings"),
            "fuser": ("u76a_weighted_fuser_domjudge_scoreboard",
                      "rankagg.Fuser('rrf', weights=...) per contest, season and camp day: DOMjudge's scoreboard "
                      "counts 2, as every verdict in it was judged onsite and checked by the jury"),
            "frame": ("u76a_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the coaches' sheet, a row "
                      "per contest or camp day, team and source"),
            "evaluate": ("u76a_evaluate_coach_verdicts",
                         "rankagg.evaluate(fused ranking, the coaches' verdicts, ['nDCG@5', 'AP', 'P@3']): does the "
                         "fused ranking put the two teams picked for the regional first"),
            "lone": ("u76a_atcoder_only_arc_round",
                     "rankagg.fuse(..., method='rrf'): an AtCoder Regular Contest only AtCoder's performances hold, "
                     "beside contests and camp days every source covers"),
            "cli_rrf": ("u76a_cli_rrf_runs",
                        "rankagg fuse domjudge_scoreboard.run codeforces_standings.run atcoder_performance.run "
                        "--method rrf -o club_rankings.run: one run per source, contests and camp days as queries"),
            "cli_borda": ("u76a_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: DOMjudge's "
                          "scoreboard counts double)"),
            "cli_combsum": ("u76a_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four teams the club may send to the "
                            "regional"),
            "cli_evaluate": ("u76a_cli_evaluate_coach_verdicts_qrels",
                             "rankagg evaluate club_rankings.run --qrels coach_verdicts.qrels -m ndcg_cut.5 -m map: "
                             "the fused ranking against the coaches' verdicts (0-2)"),
            "cli_parquet": ("u76a_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o club_rankings.parquet: gzipped runs from the "
                            "club's scripts, a Parquet table for the season's selection")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u76a_clics_scoreboard_as_run", "a contest's scoreboard as DOMjudge's CLICS Contest API serves it (JSON: "
         "time, contest_time, state, rows of rank, team_id, score num_solved and total_time, problems)",
         _SCOREBOARD_NAME, _SCOREBOARD, "scoreboard", f"{_SCOREBOARD_NAME}:1"),
        ("u76a_clics_event_feed_as_run", "a contest's event feed as the CLICS Contest API streams it (NDJSON: type, "
         "id, data a line: problems, submissions, judgements)", _EVENT_FEED_NAME, _EVENT_FEED, "event feed",
         f"{_EVENT_FEED_NAME}:1"),
        ("u76a_domjudge_results_tsv_as_run", "a contest's results as DOMjudge exports them (results.tsv: 'results "
         "1', then team id, rank, award, solved, total time, last solve, group winner)", _RESULTS_NAME, _RESULTS,
         "DOMjudge", f"{_RESULTS_NAME}:1"),
        ("u76a_codeforces_standings_as_run", "a round's standings as Codeforces' API answers contest.standings "
         "(JSON: status, result contest, problems, rows of party, rank, points, penalty, problemResults)",
         _CF_STANDINGS_NAME, _CF_STANDINGS, "Codeforces", f"{_CF_STANDINGS_NAME}:1"),
        ("u76a_codeforces_user_rating_as_run", "a contestant's rating changes as Codeforces' API answers "
         "user.rating (JSON: status, result of contestId, contestName, handle, rank, oldRating, newRating)",
         _CF_RATING_NAME, _CF_RATING, "Codeforces", f"{_CF_RATING_NAME}:1"),
        ("u76a_atcoder_history_as_run", "a contestant's contest history as AtCoder answers it (a JSON array of "
         "IsRated, Place, OldRating, NewRating, Performance, ..., ContestScreenName, EndTime)", _ATCODER_NAME,
         _ATCODER, "AtCoder", f"{_ATCODER_NAME}:1"),
        ("u76a_problem_package_zip_as_run", "a problem package left in the contest's folder (a ZIP, 'PK' 03 04: "
         "problem.yaml, data/sample and data/secret .in, .ans and .desc files)", _PACKAGE_NAME, _PACKAGE,
         "problem package", _PACKAGE_NAME),
        ("u76a_training_ranking_as_run", "the coach's training ranking as typed (six fields a line: rank, team, "
         "solved, penalty, last solve, rating)", "training_day3.txt", _TRAINING, "training ranking",
         "training_day3.txt:1"),
        ("u76a_lineups_as_run", "the team line-ups as typed by the coach (four fields a line: team and its three "
         "members' handles)", "lineups.txt", _LINEUPS, "line-up", "lineups.txt:1"),
        ("u76a_difficulty_ballot_as_run", "a judge's difficulty ballot as typed (four fields a line: contest, "
         "problem, judge, estimated rating)", "difficulty_judge2.txt", _BALLOT, "ballot", "difficulty_judge2.txt:1")],
        one_run=("domjudge_scoreboard.run", _ONE_RUN), stem="club_rankings",
        text_why="trec_eval refuses a line of other than six fields, and a typed training ranking's six are a place, "
                 "a team, its solves, penalty, last solve and rating, not a run's; the file is the field's own, named "
                 "by what it is (a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a problem package's ZIP read as lines gives no ranking: named by what it "
                   "is")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u76a_difficulty_ballot_as_qrels", "difficulty_judge2.txt", _BALLOT, "ballot"),
        ("u76a_training_ranking_as_qrels", "training_day3.txt", _TRAINING, "training ranking"),
        ("u76a_domjudge_results_tsv_as_qrels", _RESULTS_NAME, _RESULTS, "DOMjudge"),
        ("u76a_clics_scoreboard_as_qrels", _SCOREBOARD_NAME, _SCOREBOARD, "scoreboard")],
        one_run=("domjudge_scoreboard.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u76a_out_kattis_problem_package_kpp", "asteroids.kpp", "a Kattis problem package (.kpp)"),
        ("u76a_out_answer_file_ans", "02-large.ans", "a test case's answer file (.ans)"),
        ("u76a_out_checktestdata_ctd", "input_format.ctd", "a Checktestdata input validator (.ctd)"),
        ("u76a_out_clics_event_feed_ndjson", "event-feed.ndjson",
         "a contest package's CLICS event feed (NDJSON)")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=76"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u76a_api_codeforces_standings_document",
            "rankagg.fuse(json.load(cf_1901_standings.json)): a round's standings as Codeforces' API answers "
            "contest.standings, loaded in Python, given as the runs",
            f"import json, rankagg\nrankagg.fuse(json.load(open('{_CF_STANDINGS_NAME}', encoding='utf-8')), "
            "method='rrf')\n",
            "Codeforces", why="a run maps a query to {document: score}; Codeforces' answer is its API envelope, "
            "status then result, the contest, its problems and rows of a party, rank, points, penalty and "
            "problemResults",
            files={_CF_STANDINGS_NAME: _CF_STANDINGS}),
        bad("u76a_api_domjudge_results_frame",
            "rankagg.fuse(pd.read_csv('results.tsv', sep='\\t', skiprows=1, names=[...])): a contest's results as "
            "DOMjudge exports them (team_id, rank, award, num_solved, total_time, time_of_last_submission, "
            "group_winner) given as runs",
            "import pandas as pd, rankagg\n"
            f"frame = pd.read_csv('{_RESULTS_NAME}', sep='\\t', skiprows=1, names=['team_id', 'rank', 'award', "
            "'num_solved', 'total_time', 'time_of_last_submission', 'group_winner'])\n"
            "rankagg.fuse(frame, method='borda')\n",
            "DOMjudge", why="a table of runs has qid, docid, run and score columns; DOMjudge's results are a team "
            "per row: its ICPC id, rank, award, problems solved, penalty, last solve and group winner",
            files={_RESULTS_NAME: _RESULTS}),
    ]
    return cases
