"""Issue 45's twenty-first bar of scripts/reliability_matrix.py, a fantasy-football site's expert consensus rankings (its cases, ids ``u21f_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's.

The site's week (FantasyPros-style ECR): 20-100 experts each rank the week's players per position (``2026-W07-RB``)
and overall (``2026-W07-OVR``); the consensus is the mean rank (Borda's points ``n - r + 1`` summed are ``m (n + 1)``
minus the ranks summed, so Borda's order is the mean rank's), with each player's best and worst rank and a
standard deviation read off ``--explain``, and experts' accuracy scores as weights.  Players are slugs
(``odell-beckham-jr.``, ``d'andre-swift``, ``amon-ra-st.-brown``, ``bills-d/st``) or the data provider's integer ids
(``16393``).  The experts' files: TREC-like run lines their scraper writes (score ``n - r + 1``), a long Parquet
table ``q_id, doc_id, rank, run``, pandas frames, one CSV column per expert (best first), PrefLib ``.soi`` ballots.
The consensus is graded against the week's actual fantasy points (tiers of points as grades, nDCG@k).  The mistakes:
the expert's sheet (``Rank, Player, Team, Pos, Bye``) given as is, positional ranks ``WR12`` as ranks, a player left
out as ``IR``/``BYE`` in the rank column, a player twice, ranks written into the score column, ids as integers in one
source and strings in another, the site's API JSON, fantasy points as qrels grades, weights naming an expert who is
not there.

The references (``_REF``: references.py's RANKED_LISTS, HOUSE_AGREEMENT, RUN_AGREEMENT and TREC_MEASURES, and the
mean rank, its deviation, best and worst by hand) are computed here, never with rankagg's code."""

from __future__ import annotations

import gzip
import json
from pathlib import Path
from typing import Any, Callable

from .case import Case, command_cases, reference_setup, snippet_cases
from .references import (SEEDED_UNIFORM, HOUSE_AGREEMENT, RANKED_LISTS, RUN_AGREEMENT, TREC_MEASURES, VERDICT_HELPERS,
                         reference_namespace)

TWENTYFIRST_FANTASY = "45 Unseen inputs: a twenty-first bar, a fantasy-football site's expert consensus rankings"

_REF = "import io, json, math, subprocess, sys\n" + RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + TREC_MEASURES + \
    VERDICT_HELPERS + r'''
''' + SEEDED_UNIFORM + r'''def expert_lists(players, experts, seed, spread=4.0, top=None):
    """{expert: [player best first]}: the true order plus each expert's noise (a sum of three uniforms)"""
    g = lcg(seed)
    out = {}
    for e in experts:
        key = {p: i + spread * (next(g) + next(g) + next(g) - 1.5) for i, p in enumerate(players)}
        order = sorted(players, key=lambda p: (key[p], p))
        out[e] = order[:top.get(e, len(order))] if top else order
    return out
def as_scores(order):
    """a list best first as {player: n - r + 1} (the score the scraper writes)"""
    n = len(order)
    return {p: float(n - r) for r, p in enumerate(order)}
def by_query(per_query, ref, **kw):
    """{qid: ref({expert: {player: score}})} from {qid: {expert: [players best first]}}"""
    return {q: ref({e: as_scores(o) for e, o in lists.items()}, **kw) for q, lists in per_query.items()}
def mean_rank(lists):
    """{player: (mean, population sd, best, worst)} over the experts that ranked the player"""
    seen = {}
    for e, o in lists.items():
        for r, p in enumerate(o, 1):
            seen.setdefault(p, []).append(r)
    out = {}
    for p, rs in seen.items():
        m = sum(rs) / len(rs)
        out[p] = (m, math.sqrt(sum((r - m) ** 2 for r in rs) / len(rs)), min(rs), max(rs))
    return out
def run_text(per_query, expert, eol="\n", score=None):
    """one expert's TREC lines over the queries: qid Q0 player rank n-r+1 expert"""
    out = []
    for q, lists in per_query.items():
        o = lists.get(expert)
        if o is None:
            continue
        for r, p in enumerate(o, 1):
            s = (len(o) - r + 1) if score is None else score(r, len(o))
            out.append('%s Q0 %s %d %s %s%s' % (q, p, r, repr(float(s)), expert, eol))
    return ''.join(out)
def long_rows(per_query):
    return [(q, p, r, e) for q, lists in per_query.items() for e, o in lists.items() for r, p in enumerate(o, 1)]
def read_table(path, sep):
    import csv
    rows = list(csv.DictReader(open(path, encoding='utf-8'), delimiter=sep))
    out = {}
    for r in rows:
        out.setdefault(r['query'], []).append((r['item'], float(r['score'])))
    return out
'''

_NS = reference_namespace(_REF, "twentyfirst_fantasy._REF")
expert_lists: Callable[..., dict] = _NS["expert_lists"]
by_query: Callable[..., dict] = _NS["by_query"]
run_text: Callable[..., str] = _NS["run_text"]
read_run: Callable[[str], dict] = _NS["read_run"]
agree_all: Callable[..., str] = _NS["agree_all"]
mean_rank: Callable[[dict], dict] = _NS["mean_rank"]
measures: Callable[..., Any] = _NS["measures"]
trec_order: Callable[[dict], list] = _NS["trec_order"]
_RRF, _BORDA, _COMBSUM = (_NS[n] for n in ("rrf_ref", "borda_ref", "combsum_minmax_ref"))

#: the week's running backs and receivers as the site's slugs: suffixes, apostrophes, hyphens, a team in parentheses
_RB = ["christian-mccaffrey", "bijan-robinson", "breece-hall", "saquon-barkley", "jahmyr-gibbs", "de'von-achane",
       "jonathan-taylor", "kyren-williams", "derrick-henry", "josh-jacobs", "d'andre-swift", "kenneth-walker-iii",
       "james-cook", "travis-etienne-jr.", "joe-mixon", "alvin-kamara", "rachaad-white", "isiah-pacheco",
       "james-conner", "david-montgomery", "aaron-jones-sr.", "brian-robinson-jr.", "zamir-white", "tony-pollard"]
_WR = ["ceedee-lamb", "tyreek-hill", "ja'marr-chase", "justin-jefferson", "amon-ra-st.-brown", "a.j.-brown",
       "puka-nacua", "garrett-wilson", "marvin-harrison-jr.", "nico-collins", "drake-london", "chris-olave",
       "davante-adams", "mike-evans", "deebo-samuel-sr.", "dk-metcalf", "odell-beckham-jr.", "gabriel-davis-(buf)",
       "michael-pittman-jr.", "terry-mclaurin", "zay-flowers", "jaylen-waddle", "stefon-diggs", "george-pickens"]
_DST = ["bills-d/st", "49ers-d/st", "cowboys-d/st", "jets-d/st", "ravens-d/st", "browns-d/st", "steelers-d/st",
        "dolphins-d/st", "chiefs-d/st", "eagles-d/st", "lions-d/st", "saints-d/st"]
_EXPERTS = [f"expert-{k:02d}" for k in range(1, 21)]
_WEEK = {"2026-W07-RB": expert_lists(_RB, _EXPERTS, 7), "2026-W07-WR": expert_lists(_WR, _EXPERTS, 8),
         "2026-W07-DST": expert_lists(_DST, _EXPERTS, 9, spread=2.0)}
#: two experts rank only their top 12 of each position (a top-50 sheet at a position's scale)
_PARTIAL = {q: {e: (o[:12] if e in ("expert-03", "expert-11") else o) for e, o in lists.items()}
            for q, lists in _WEEK.items()}
_ACCURACY = {e: round(0.55 + 0.02 * k, 2) for k, e in enumerate(_EXPERTS)}  # last season's accuracy scores
#: the week's actual fantasy points (PPR) of the running backs, tiered as the site grades: 20+ 3, 14+ 2, 8+ 1
_POINTS = {p: round(max(-1.0, 27.0 - 1.1 * i + ((i * 7) % 5 - 2) * 2.3), 1) for i, p in enumerate(_RB)}


def _grade(points: float) -> int:
    return 3 if points >= 20 else 2 if points >= 14 else 1 if points >= 8 else 0


def _runs(per_query: dict, eol: str = "\n", **kw: Any) -> dict[str, str]:
    experts = sorted({e for lists in per_query.values() for e in lists})
    return {f"{e}.run": run_text(per_query, e, eol=eol, **kw) for e in experts}


def _check_run(refs: Any, depth: int | None = None, name: str = "ecr.run",
               extra: Callable[[dict], bool] | None = None) -> Callable[[str, Path], bool]:
    def check(out: str, folder: Path) -> bool:
        rows = read_run((folder / name).read_text(encoding="utf-8"))
        return not agree_all(rows, refs, depth) and (extra is None or extra(rows))

    return check


def _check_shifted(refs: Any, name: str = "ecr.run") -> Callable[[str, Path], bool]:
    """the references' order and scores, each query's scores shifted alike (an empty list's equal share or none)"""
    def check(out: str, folder: Path) -> bool:
        rows = read_run((folder / name).read_text(encoding="utf-8"))
        if set(rows) != set(refs):
            return False
        moved = {}
        for q, got in rows.items():
            shift = got[0][1] - refs[q][0][got[0][0]]
            moved[q] = [(d, s - shift) for d, s in got]
        return not agree_all(moved, refs, None, written=False)

    return check


def _check_table(refs: dict, name: str, sep: str) -> Callable[[str, Path], bool]:
    """a fused table's rows (query, item, score) against the references, in their order"""
    def check(out: str, folder: Path) -> bool:
        got = _NS["read_table"](str(folder / name), sep)
        return not agree_all(got, refs, None, written=False)

    return check


def _explain_check(per_query: dict) -> Callable[[str, Path], bool]:
    """--explain's per-expert ranks give each player's mean rank, deviation, best and worst as pandas would"""
    def check(out: str, folder: Path) -> bool:
        recs = [json.loads(x) for x in (folder / "why.jsonl").read_text(encoding="utf-8").splitlines() if x.strip()]
        if len(recs) != sum(len({p for o in lists.values() for p in o}) for lists in per_query.values()):
            return False
        for rec in recs:
            ref = mean_rank(per_query[str(rec["qid"])])[str(rec["docid"])]
            ranks = [v["rank"] for v in rec["lists"].values() if v.get("rank") is not None]
            m = sum(ranks) / len(ranks)
            sd = (sum((r - m) ** 2 for r in ranks) / len(ranks)) ** 0.5
            if abs(m - ref[0]) > 1e-9 or abs(sd - ref[1]) > 1e-9 or (min(ranks), max(ranks)) != ref[2:]:
                return False
        return True

    return check


def _eval_check(expected: dict[str, float]) -> Callable[[str, Path], bool]:
    def check(out: str, folder: Path) -> bool:
        got: dict[str, float] = {}
        for line in out.splitlines():
            f = [x.strip() for x in line.split("\t")]
            if len(f) >= 3 and f[-2] == "all":
                try:
                    got[f[-3]] = float(f[-1])
                except ValueError:
                    continue
        return all(abs(got.get(m, -9.0) - v) <= 6e-5 for m, v in expected.items())

    return check


def _soi(lists: dict[str, list[str]], players: list[str]) -> str:
    """PrefLib .soi: the players as alternatives 1..n, one ballot per expert (a partial order, best first)"""
    idx = {p: k + 1 for k, p in enumerate(players)}
    head = ["# FILE NAME: w07-rb.soi", "# TITLE: week 7 running backs", "# DATA TYPE: soi",
            f"# NUMBER ALTERNATIVES: {len(players)}", f"# NUMBER VOTERS: {len(lists)}",
            f"# NUMBER UNIQUE ORDERS: {len(lists)}"]
    head += [f"# ALTERNATIVE NAME {idx[p]}: {p}" for p in players]
    return "\n".join(head + [f"1: {','.join(str(idx[p]) for p in o)}" for o in lists.values()]) + "\n"


def twentyfirst_bar_fantasy_cases() -> list[Case]:
    G = TWENTYFIRST_FANTASY
    cli_ok, cli_bad = command_cases(G, outputs=("ecr.run",))
    ok, bad = snippet_cases(G, _REF, ok_timeout=180, bad_timeout=90)
    c: list[Case] = []
    runs = _runs(_WEEK)
    names = list(runs)
    borda = by_query(_WEEK, _BORDA)
    # ---------------------------------------------------------------- correct use, checked answers
    c.append(cli_ok("u21f_borda_mean_rank_runs", "fuse expert-01.run .. expert-20.run --method borda: 20 experts' "
                    "full rankings of week 7's RBs, WRs and team defenses (slugs with suffixes, apostrophes, d/st)",
                    ["fuse", *names, "--method", "borda", "-o", "ecr.run"], runs, _check_run(borda), fast=True,
                    why="rankagg methods borda: n - r + 1 summed = m (n + 1) - the ranks summed: the mean rank's "
                        "order (ECR); equal sums by the house tie rule (docs/conventions.md)"))
    c.append(cli_ok("u21f_borda_partial_top12", "fuse --method borda: two experts rank only their top 12 of each "
                    "position; a player they leave out shares the places below their list",
                    ["fuse", *_runs(_PARTIAL), "--method", "borda", "-o", "ecr.run"], _runs(_PARTIAL),
                    _check_run(by_query(_PARTIAL, _BORDA)),
                    why="rankagg methods borda: unranked=share, (n - k + 1) / 2 for each missing player"))
    c.append(cli_ok("u21f_weighted_accuracy_file", "fuse --method borda --weights accuracy.txt: each expert weighted "
                    "by last season's accuracy score ('NAME W' lines)",
                    ["fuse", *names, "--method", "borda", "--weights", "accuracy.txt", "-o", "ecr.run"],
                    {**runs, "accuracy.txt": "".join(f"{e} {w}\n" for e, w in _ACCURACY.items())},
                    _check_run(by_query(_WEEK, _BORDA, w=_ACCURACY)),
                    why="fuse --help: --weights FILE of 'NAME W' lines by run tag; borda's points times the weight"))
    c.append(cli_ok("u21f_rrf_consensus", "fuse --method rrf: the experts' consensus by reciprocal ranks",
                    ["fuse", *names, "--method", "rrf", "-o", "ecr.run"], runs, _check_run(by_query(_WEEK, _RRF)),
                    why="rankagg methods rrf: sum 1 / (60 + r) (Cormack et al. 2009)"))
    c.append(cli_ok("u21f_depth_rb24", "fuse --method borda --depth 24: the RB24 cut of the cheat sheet (the DST "
                    "query has 12 players)", ["fuse", *names, "--method", "borda", "--depth", "24", "-o", "ecr.run"],
                    runs, _check_run(borda, depth=24),
                    why="fuse --help: --depth writes at most this many players per query, the best first"))
    c.append(cli_ok("u21f_explain_mean_sd_best_worst", "fuse --method borda --explain why.jsonl: each player's rank "
                    "by each expert, from which the page shows mean rank, standard deviation, best and worst",
                    ["fuse", *names, "--method", "borda", "--explain", "why.jsonl", "-o", "ecr.run"], runs,
                    _explain_check(_WEEK),
                    why="fuse --help: --explain writes each list's rank of each fused player; pandas' mean, std(ddof=0),"
                        " min and max of those ranks"))
    gz = {f"{n}.gz": gzip.compress(t.encode(), mtime=0) for n, t in _runs(_WEEK, eol="\r\n").items()}
    c.append(cli_ok("u21f_gzip_crlf_scraper", "fuse expert-*.run.gz: the scraper's nightly files, gzipped, CRLF, "
                    "--method borda", ["fuse", *gz, "--method", "borda", "-o", "ecr.run"], gz, _check_run(borda),
                    why="fuse --help: runs plain or gzip; lines end at LF or CRLF"))
    ranks_only = _runs(_WEEK, score=lambda r, n: 0)
    c.append(cli_ok("u21f_trust_rank_zero_scores", "fuse --trust-rank --method borda: the scraper writes every score "
                    "0 (the sheets have ranks only)", ["fuse", *ranks_only, "--trust-rank", "--method", "borda",
                                                       "-o", "ecr.run"], ranks_only, _check_run(borda),
                    why="fuse --help: --trust-rank orders lists by their rank column, not by score"))
    c.append(cli_ok("u21f_scores_rank_column", "fuse --method borda --scores rank: the page shows n - rank + 1",
                    ["fuse", *names, "--method", "borda", "--scores", "rank", "-o", "ecr.run"], runs,
                    lambda out, folder: all(
                        [s for _, s in rows] == [float(len(rows) - k) for k in range(len(rows))]
                        and not agree_all({q: [(d, borda[q][0][d]) for d, _ in rows]}, {q: borda[q]}, None, False)
                        for q, rows in read_run((folder / "ecr.run").read_text()).items()),
                    why="fuse --help: --scores rank writes n - rank + 1 in the borda order"))
    # ---------------------------------------------------------------- the API of the site's pipeline
    c.append(ok("u21f_api_long_frame_int_ids", "rankagg.fuse(frame q_id, doc_id, run, rank) with the provider's "
                "integer player ids, method='borda', depth=None: the consensus equals m (n + 1) - sum of ranks",
                r'''
import pandas as pd, rankagg
lists = {e: [16393 + 7 * k for k in range(30)] for e in ['expert-%02d' % i for i in range(1, 26)]}
lists = {e: sorted(o, key=lambda p: (o.index(p) + 5 * (next(g) - 0.5), p)) for g in [lcg(3)] for e, o in lists.items()}
rows = [('2026-W07-OVR', p, e, r) for e, o in lists.items() for r, p in enumerate(o, 1)]
df = pd.DataFrame(rows, columns=['q_id', 'doc_id', 'run', 'rank'])
got = rankagg.fuse(df, 'borda', depth=None)
n, m = 30, 25
sums = df.groupby('doc_id')['rank'].sum()
ref = {str(p): m * (n + 1) - s for p, s in sums.items()}
print('same' if all(abs(ref[str(d)] - s) < 1e-9 for d, s in zip(got['doc_id'], got['score'])) and len(got) == 30
      and list(got['score']) == sorted(got['score'], reverse=True) else 'differs: %r' % got.head())
''', why="rankagg methods borda: n - r + 1 per expert; the provider's ids as integers are one namespace"))
    c.append(ok("u21f_api_fuser_weighted_lists", "rankagg.Fuser('borda', weights=accuracy)(lists per position): the "
                "weighted consensus of one position in memory",
                r'''
import rankagg
lists = expert_lists(%r, %r, 7)
acc = %r
res = rankagg.Fuser('borda', weights=acc)(lists)
ref = borda_ref({e: as_scores(o) for e, o in lists.items()}, w=acc)
rows = list(res.items()) if hasattr(res, 'items') else list(res)
report(agree(rows, ref, None, written=False))
''' % (_RB, _EXPERTS, _ACCURACY), why="rankagg methods borda: weights multiply each expert's points"))
    c.append(ok("u21f_api_nested_dict_projections", "rankagg.fuse({expert: {week-pos: {player: projected points}}}, "
                "'combsum'): experts' projected PPR points, min-max per list and summed",
                r'''
import rankagg
g = lcg(11)
proj = {e: {'2026-W07-RB': {p: round(max(0.0, 24 - 0.8 * i + 6 * (next(g) - 0.5)), 1) for i, p in enumerate(%r)}}
        for e in ['expert-%%02d' %% k for k in range(1, 9)]}
got = rankagg.fuse(proj, 'combsum', depth=None)
ref = {'2026-W07-RB': combsum_minmax_ref({e: r['2026-W07-RB'] for e, r in proj.items()})}
rows = {q: sorted(v.items(), key=lambda x: -x[1]) for q, v in got.items()}
report(agree_all(rows, ref, None, written=False))
''' % (_RB,), why="rankagg methods combsum: norm auto is min-max of scores; summed over the experts"))
    c.append(ok("u21f_api_evaluate_actual_points", "rankagg.evaluate(consensus, qrels of the actual points tiered "
                "0-3, ['nDCG@10', 'P@5']): how good was this week's ECR",
                r'''
import rankagg
lists = expert_lists(%r, %r, 7)
run = {'2026-W07-RB': as_scores(sorted(lists['expert-01'], key=lambda p: 0))}
cons = rankagg.fuse({e: {'2026-W07-RB': as_scores(o)} for e, o in lists.items()}, 'borda', depth=None)
qrels = {'2026-W07-RB': %r}
got = rankagg.evaluate(cons, qrels, ['nDCG@10', 'P@5'])
order = {q: trec_order(v) for q, v in cons.items()}
ref, _ = measures(order, qrels)
vals = {m: float(got[m]) if not hasattr(got, 'loc') else float(got[m].iloc[0]) for m in ('nDCG@10', 'P@5')} \
    if not isinstance(got, dict) or 'nDCG@10' in got else {}
print('same' if vals and all(abs(vals[m] - ref[m]) < 1e-9 for m in vals) else 'differs: %%r %%r' %% (got, ref))
''' % (_RB, _EXPERTS, {p: _grade(v) for p, v in _POINTS.items()}),
                why="trec_eval's nDCG@10 (gains the grades, log2 discount) and P@5 (grade > 0) by hand"))
    qrels = "".join(f"2026-W07-RB 0 {p} {_grade(v)}\n" for p, v in _POINTS.items())
    ev_run = {"ecr.run": "".join(f"2026-W07-RB Q0 {d} {r} {s!r} rankagg-borda\n" for r, (d, s) in
                                 enumerate(sorted(borda["2026-W07-RB"][0].items(), key=lambda x: (-x[1], x[0])), 1))}
    order = trec_order(borda["2026-W07-RB"][0])
    ref_ev, _ = measures({"2026-W07-RB": order}, {"2026-W07-RB": {p: _grade(v) for p, v in _POINTS.items()}})
    c.append(cli_ok("u21f_evaluate_points_tiers", "evaluate --qrels actual.qrels ecr.run --measures nDCG@10 P@5: the "
                    "week's actual points as tiers 0-3", ["evaluate", "--qrels", "actual.qrels", "ecr.run",
                                                          "--measures", "nDCG@10", "P@5"],
                    {**ev_run, "actual.qrels": qrels}, _eval_check({k: ref_ev[k] for k in ("nDCG@10", "P@5")}),
                    why="trec_eval's nDCG@10 and P@5 with grades 0-3 (TREC_MEASURES by hand)"))
    neg_qrels = "".join(f"2026-W07-RB 0 {p} {int(round(v)) - 6}\n" for p, v in _POINTS.items())
    ref_neg, _ = measures({"2026-W07-RB": order},
                          {"2026-W07-RB": {p: int(round(v)) - 6 for p, v in _POINTS.items()}})
    c.append(cli_ok("u21f_evaluate_negative_points", "evaluate --qrels points.qrels: whole points minus 6 as grades "
                    "(a bust scores -5: a negative grade)", ["evaluate", "--qrels", "points.qrels", "ecr.run",
                                                             "--measures", "P@5", "AP"],
                    {**ev_run, "points.qrels": neg_qrels}, _eval_check({k: ref_neg[k] for k in ("P@5", "AP")}),
                    why="trec_eval: a grade <= 0 is not relevant; P@5 and AP by hand"))
    soi_lists = _PARTIAL["2026-W07-RB"]
    c.append(cli_ok("u21f_preflib_soi_borda", "fuse w07-rb.soi --method borda -o ecr.csv: the experts' ballots as "
                    "PrefLib strict partial orders (two experts' top 12)", ["fuse", "w07-rb.soi", "--method", "borda",
                                                                          "-o", "ecr.csv"],
                    {"w07-rb.soi": _soi(soi_lists, _RB)}, _check_table(
                        {"w07-rb": _BORDA({e: _NS["as_scores"](o) for e, o in soi_lists.items()})}, "ecr.csv", ","),
                    why="docs/preferences.md: PrefLib's voters are the rankers; borda's unranked share"))
    c += _more_cases(cli_ok, cli_bad, ok, bad, runs, borda, ev_run)
    return c


def _more_cases(cli_ok: Callable[..., Case], cli_bad: Callable[..., Case], ok: Callable[..., Case],
                bad: Callable[..., Case], runs: dict[str, str], borda: dict, ev_run: dict[str, str]) -> list[Case]:
    c: list[Case] = []
    names = list(runs)
    # ---------------------------------------------------------------- more of the week, checked
    parquet_setup = reference_setup(_REF, "import pandas as pd\nWEEK = %r\n" % (_WEEK,) + (
        "pd.DataFrame(long_rows(WEEK), columns=['q_id', 'doc_id', 'rank', 'run'])"
        ".to_parquet(P('week07.parquet'), index=False)\n"))
    c.append(cli_ok("u21f_parquet_long_table_borda", "fuse week07.parquet --method borda: the site's warehouse table "
                    "q_id, doc_id, rank, run (one row per expert and player)", ["fuse", "week07.parquet", "--method",
                                                                                "borda", "-o", "ecr.run"], None,
                    _check_run(borda), setup=parquet_setup,
                    why="fuse --help: one Parquet table q_id doc_id score (or rank) run; borda by hand"))
    c.append(cli_ok("u21f_input_depth_top12", "fuse --method borda --input-depth 12: every expert cut to the top 12 "
                    "of each position, as the printed cheat sheet shows them",
                    ["fuse", *names, "--method", "borda", "--input-depth", "12", "-o", "ecr.run"], runs,
                    _check_run(by_query({q: {e: o[:12] for e, o in lists.items()} for q, lists in _WEEK.items()},
                                        _BORDA)),
                    why="fuse --help: --input-depth keeps each run's first N; borda shares the places below"))
    lists_csv = ",".join(_EXPERTS[:8]) + "\n" + "".join(
        ",".join(_WEEK["2026-W07-WR"][e][k] for e in _EXPERTS[:8]) + "\n" for k in range(len(_WR)))
    c.append(cli_ok("u21f_table_of_lists_borda", "fuse w07-wr.csv --method borda -o ecr.tsv: one column per expert, "
                    "the best receiver first (the site's Google Sheet exported)",
                    ["fuse", "w07-wr.csv", "--method", "borda", "-o", "ecr.tsv"], {"w07-wr.csv": lists_csv},
                    _check_table({"genes": _BORDA({e: _NS["as_scores"](_WEEK["2026-W07-WR"][e])
                                                    for e in _EXPERTS[:8]})}, "ecr.tsv", "\t"),
                    why="docs/genes.md: a table of lists, one column per list, best first (its query named genes:"
                        " rankagg.io.gene_lists); borda by hand"))
    c.append(ok("u21f_api_volume_18_weeks", "rankagg.fuse(frame of 18 weeks x 4 positions, 60 experts, 50 players "
                "each: 216k rows, q_id = week-position), 'rrf': every query against RRF by hand", _VOLUME,
                why="rankagg methods rrf: sum 1 / (60 + r) per query", timeout=240))
    tie_lists = {"a": ["bills-d/st", "jets-d/st", "49ers-d/st", "ravens-d/st"],
                 "b": ["jets-d/st", "bills-d/st", "ravens-d/st", "49ers-d/st"],
                 "c": ["49ers-d/st", "ravens-d/st"]}
    tie_runs = {f"{e}.run": run_text({"2026-W07-DST": tie_lists}, e) for e in tie_lists}
    c.append(cli_ok("u21f_equal_mean_ranks_house_rule", "fuse --method borda: defenses with equal points (bills and "
                    "jets swap places; 49ers and ravens too, one expert ranks only those two): the order of equal "
                    "consensus", ["fuse", *tie_runs, "--method", "borda", "-o", "ecr.run"], tie_runs,
                    _check_run({"2026-W07-DST": _BORDA({e: _NS["as_scores"](o) for e, o in tie_lists.items()})}),
                    why="docs/conventions.md: equal fused scores by the house rule (more lists, best place, smaller "
                        "id), written so trec_eval reads them back in that order"))
    dst6 = {f"e{k}": o[:6] for k, o in enumerate(expert_lists(_DST[:6], _EXPERTS[:7], 21, spread=3.0).values())}
    c.append(ok("u21f_api_float_ranks_after_dropna", "rankagg.fuse(frame whose rank column is float after "
                "read_csv and dropna: 1.0, 2.0, ...; one expert left a player out), 'borda'", r'''
import pandas as pd, rankagg
lists = {'e1': ['a', 'b', 'c', 'd', 'e'], 'e2': ['b', 'a', 'd', 'c', 'e'], 'e3': ['a', 'c', 'b', 'e']}
rows = [('W07-TE', p, e, float(r)) for e, o in lists.items() for r, p in enumerate(o, 1)]
rows.append(('W07-TE', 'd', 'e3', float('nan')))  # the player on bye, dropped below
df = pd.DataFrame(rows, columns=['qid', 'docid', 'run', 'rank']).dropna()
got = rankagg.fuse(df, 'borda', depth=None)
res = {'W07-TE': list(zip(got['docid'], got['score']))}
report(agree_all(res, {'W07-TE': borda_ref({e: as_scores(o) for e, o in lists.items()})}, None, written=False))
''', why="rankagg methods borda: whole ranks written as 1.0 are ranks; a player an expert left out shares "
           "(n - k + 1) / 2"))
    c.append(ok("u21f_api_kemeny_six_defenses", "rankagg.fuse(7 experts' orders of 6 defenses, 'kemeny'): the "
                "order with the fewest pairwise disagreements, against all 720 orders", "DST = %r\n" % (dst6,) + _KEMENY,
                why="rankagg methods kemeny: Kemeny-optimal (Kendall distance summed), exact up to 12 players"))
    rest = {q: {e: o for e, o in lists.items() if e != "expert-13"} for q, lists in _WEEK.items()}
    c.append(cli_ok("u21f_empty_expert_file", "fuse expert-01.run .. expert-20.run --method borda: expert 13's "
                    "scraper failed and wrote an empty file: the consensus is the other 19 experts' order",
                    ["fuse", *names, "--method", "borda", "-o", "ecr.run"], {**runs, "expert-13.run": ""},
                    _check_shifted(by_query(rest, _BORDA)),
                    why="docs/conventions.md: a run given by name with nothing in it is a run; an expert who ranked no "
                        "one adds the same points to every player (borda's share) or none: the 19 experts' order"))
    c += _mistakes(cli_bad, bad, runs, ev_run)
    return c


_VOLUME = r'''
import pandas as pd, rankagg
rows = []
ref = {}
for w in range(1, 19):
    for pos in ('QB', 'RB', 'WR', 'TE'):
        q = '2026-W%02d-%s' % (w, pos)
        pl = ['%s-%d' % (pos.lower(), k) for k in range(50)]
        lists = expert_lists(pl, ['x%02d' % e for e in range(60)], w * 10 + len(pos), spread=6.0)
        rows += [(q, p, r, e) for e, o in lists.items() for r, p in enumerate(o, 1)]
        ref[q] = rrf_ref({e: as_scores(o) for e, o in lists.items()})
df = pd.DataFrame(rows, columns=['q_id', 'doc_id', 'rank', 'run'])
got = rankagg.fuse(df, 'rrf', depth=None)
res = {q: list(zip(g['doc_id'], g['score'])) for q, g in got.groupby('q_id', sort=False)}
report(agree_all(res, ref, None, written=False))
'''

_KEMENY = r'''
import itertools, rankagg
items = sorted(DST['e0'])
def cost(order):
    pos = {p: i for i, p in enumerate(order)}
    return sum(1 for o in DST.values() for a, b in itertools.combinations(o, 2) if pos[a] > pos[b])
best = min(cost(o) for o in itertools.permutations(items))
res = rankagg.fuse({e: {'2026-W07-DST': as_scores(o)} for e, o in DST.items()}, 'kemeny', depth=None)
order = sorted(res['2026-W07-DST'], key=lambda d: -res['2026-W07-DST'][d])
print('same' if sorted(order) == items and cost(order) == best else 'differs: %r cost %d, best %d' % (order, cost(order), best))
'''


def _mistakes(cli_bad: Callable[..., Case], bad: Callable[..., Case], runs: dict[str, str], ev_run: dict[str, str]
              ) -> list[Case]:
    c: list[Case] = []
    names = list(runs)
    teams = ["SF", "ATL", "NYJ", "PHI", "DET", "MIA", "IND", "LAR", "BAL", "GB"]
    byes = [9, 12, 12, 5, 5, 6, 14, 6, 14, 10]
    sheet = "Rank,Player,Team,Pos,Bye\n" + "".join(
        f"{k},{p.replace('-', ' ').title()},{t},RB,{b}\n" for k, (p, t, b) in enumerate(zip(_RB[:10], teams, byes), 1))
    c.append(cli_bad("u21f_expert_sheet_as_is", "fuse expert-07.csv: an expert's cheat sheet as the site exports it "
                     "(Rank, Player, Team, Pos, Bye: one row per player)", ["fuse", "expert-07.csv", "-o", "ecr.run"],
                     {"expert-07.csv": sheet}, "expert-07.csv:2", "list 'Rank'",
                     why="docs/genes.md: a table of ranks (one row per player, a column of places) is no table of "
                         "lists: refused naming its column of places, whatever -o is"))
    c.append(cli_bad("u21f_expert_sheets_full_names", "fuse expert-07.csv expert-08.csv -o ecr.tsv: two experts' "
                     "sheets (Rank, Player with full names, Team, Pos, Bye) given together",
                     ["fuse", "expert-07.csv", "expert-08.csv", "-o", "ecr.tsv"],
                     {"expert-07.csv": sheet, "expert-08.csv": sheet}, "expert-07.csv:2", "list 'Rank'",
                     why="docs/genes.md: a table of ranks is refused naming its column of places (not as a table of "
                         "one row per query with its ranking in one cell)", outputs=("ecr.tsv",)))
    ecr = "ECR,Player,Pos,Team,Bye,SD,Best,Worst\n" + "".join(
        f"{k},{p.replace('-', ' ').title()},RB{k},{t},{b},{0.4 + 0.1 * k:.1f},{max(1, k - 2)},{k + 4}\n"
        for k, (p, t, b) in enumerate(zip(_RB[:10], teams, byes), 1))
    c.append(cli_bad("u21f_last_week_ecr_export", "fuse ecr-w06.csv -o ecr.csv: last week's consensus export "
                     "(ECR, Player, Pos, Team, Bye, SD, Best, Worst) given back as an expert's list",
                     ["fuse", "ecr-w06.csv", "-o", "ecr.csv"], {"ecr-w06.csv": ecr}, "ecr-w06.csv:1",
                     why="a table of statistics per player is no table of lists", outputs=("ecr.csv",)))
    sheet_slugs = "Rank,Player,Team,Pos,Bye\n" + "".join(f"{k},{p},X,RB,7\n" for k, p in enumerate(_RB[:10], 1))
    c.append(cli_bad("u21f_expert_sheet_slugs", "fuse expert-07.csv expert-08.csv -o ecr.tsv: two sheets whose "
                     "Player cells are slugs (no blanks)", ["fuse", "expert-07.csv", "expert-08.csv", "-o", "ecr.tsv"],
                     {"expert-07.csv": sheet_slugs, "expert-08.csv": sheet_slugs}, "expert-07.csv:2", "Rank",
                     why="docs/genes.md: a table of ranks (a column 1..m) is no table of lists, refused at its first row",
                     outputs=("ecr.tsv",)))
    pos_setup = reference_setup(_REF, "import pandas as pd\nrows = [('2026-W07-WR', p, 'WR%%d' %% r, e) for e in "
                                "('expert-01', 'expert-02') for r, p in enumerate(%r, 1)]\n" % (_WR[:12],) +
                                "pd.DataFrame(rows, columns=['q_id', 'doc_id', 'rank', 'run'])"
                                ".to_parquet(P('week07.parquet'), index=False)\n")
    c.append(cli_bad("u21f_positional_ranks_wr12", "fuse week07.parquet: the rank column holds positional ranks "
                     "'WR1' .. 'WR12' (as the sheets print them)", ["fuse", "week07.parquet", "-o", "ecr.run"], None,
                     "week07.parquet", "WR1", setup=pos_setup, why="a rank is a positive integer"))
    ir_setup = reference_setup(_REF, "import pandas as pd\nrows = [('2026-W07-RB', p, ('IR' if p == 'breece-hall' "
                               "else str(r)), 'expert-01') for r, p in enumerate(%r, 1)]\n" % (_RB[:12],) +
                               "pd.DataFrame(rows, columns=['q_id', 'doc_id', 'rank', 'run'])"
                               ".to_parquet(P('week07.parquet'), index=False)\n")
    c.append(cli_bad("u21f_ir_in_rank_column", "fuse week07.parquet: an injured player kept with 'IR' in the rank "
                     "column (ranks written as text)", ["fuse", "week07.parquet", "-o", "ecr.run"], None,
                     "week07.parquet", "IR", setup=ir_setup, why="a rank is a positive integer; IR is none"))
    twice = run_text({"2026-W07-RB": {"expert-05": _RB[:8] + ["breece-hall"] + _RB[8:12]}}, "expert-05")
    c.append(cli_bad("u21f_player_twice_in_sheet", "fuse expert-05.run expert-06.run: expert 5's scraper wrote "
                     "breece-hall twice (line 9)", ["fuse", "expert-05.run", "expert-06.run", "-o", "ecr.run"],
                     {"expert-05.run": twice, "expert-06.run": run_text(_WEEK, "expert-06")}, "expert-05.run:9",
                     why="trec_eval refuses a document twice in a topic"))
    api_json = json.dumps({"expert": "Jane Doe", "week": 7, "position": "RB",
                           "rankings": [{"player_id": 16393 + k, "rank": k + 1} for k in range(12)]})
    c.append(cli_bad("u21f_api_json_export", "fuse expert-07.json: the site's API export {expert, week, rankings: "
                     "[{player_id, rank}]} given as is", ["fuse", "expert-07.json", "-o", "ecr.run"],
                     {"expert-07.json": api_json}, "expert-07.json", why="no runs format rankagg reads"))
    pts = "".join(f"2026-W07-RB 0 {p} {v}\n" for p, v in _POINTS.items())
    c.append(cli_bad("u21f_points_as_qrels_grades", "evaluate --qrels points.qrels ecr.run: the week's actual PPR "
                     "points (27.0, 23.4, -1.0) written as the grades", ["evaluate", "--qrels", "points.qrels",
                                                                          "ecr.run"],
                     {**ev_run, "points.qrels": pts}, "points.qrels:",
                     why="docs/trec.md: a grade is an integer or an integral decimal; 23.4 is refused", outputs=()))
    acc = "".join(f"{e} {w}\n" for e, w in _ACCURACY.items())
    c.append(cli_bad("u21f_weights_expert_not_there", "fuse --weights accuracy.txt: the accuracy file names "
                     "expert-21, who sent no sheet this week (a retired expert)",
                     ["fuse", *names, "--method", "borda", "--weights", "accuracy.txt", "-o", "ecr.run"],
                     {**runs, "accuracy.txt": acc + "expert-21 0.9\n"}, "expert-21",
                     why="a weight for no run is a typo or a stale file: weighting silently is wrong"))
    neg = "".join(f"{e} {(-0.12 if e == 'expert-04' else w)}\n" for e, w in _ACCURACY.items())
    c.append(cli_bad("u21f_weights_negative_accuracy", "fuse --weights accuracy.txt: a negative accuracy score "
                     "(-0.12, a z-score) for expert-04", ["fuse", *names, "--method", "borda", "--weights",
                                                           "accuracy.txt", "-o", "ecr.run"],
                     {**runs, "accuracy.txt": neg}, "expert-04",
                     why="a negative weight turns an expert's points against the order"))
    c.append(cli_bad("u21f_output_markdown", "fuse -o ecr.md: the blog post's table", ["fuse", *names, "--method",
                                                                                     "borda", "-o", "ecr.md"], runs,
                     "ecr.md", why="fuse --help: a name of another format, which would hold TREC lines, is refused",
                     outputs=("ecr.md",)))
    c.append(cli_bad("u21f_output_yaml", "fuse -o ecr.yaml: the site's config-driven page reads YAML",
                     ["fuse", *names, "--method", "borda", "-o", "ecr.yaml"], runs, "ecr.yaml",
                     why="fuse --help: a name of another format, which would hold TREC lines, is refused",
                     outputs=("ecr.yaml",)))
    blank_lists = "expert-01,expert-02\n" + "".join(f"{p.replace('-', ' ').title()},{q.replace('-', ' ').title()}\n"
                                                    for p, q in zip(_RB[:10], _RB[1:11]))
    c.append(cli_bad("u21f_table_of_lists_full_names", "fuse w07-rb.csv -o ecr.tsv: one column per expert holding "
                     "full names ('Christian Mccaffrey')", ["fuse", "w07-rb.csv", "-o", "ecr.tsv"],
                     {"w07-rb.csv": blank_lists}, "w07-rb.csv:2",
                     why="docs/genes.md: a blank inside an item is refused at its line", outputs=("ecr.tsv",)))
    c.append(cli_bad("u21f_method_param_typo", "fuse --method 'borda(unranked=average)': the page's old setting",
                     ["fuse", *names, "--method", "borda(unranked=average)", "-o", "ecr.run"], runs, "unranked",
                     why="rankagg methods borda: unranked is share | ignore | bottom"))
    c.append(bad("u21f_api_ids_int_and_str", "rankagg.fuse({'expert-01': frame of int player ids, 'expert-02': "
                 "frame of the same ids as text})", _IDS_INT_AND_STR, "expert-02",
                 why="16393 and '16393' would be two players"))
    c.append(bad("u21f_api_expert_column", "rankagg.fuse(frame qid, docid, expert, rank): the warehouse names the "
                 "ranker column 'expert'", _FRAME.replace("'run'", "'expert'") % "[1, 2, 3, 4]", "expert",
                 why="rankagg.fuse reads a ranker column by its names (run, ranker, ...); the refusal names the columns"))
    c.append(bad("u21f_api_points_as_grades", "rankagg.evaluate(consensus, {week: {player: actual points}}): the "
                 "points (23.4) as grades", r'''
import rankagg
rankagg.evaluate({'W07': {'a': 3.0, 'b': 2.0, 'c': 1.0}}, {'W07': {'a': 23.4, 'b': 3.0, 'c': -1.2}}, ['nDCG@10'])
''', "23.4", why="docs/trec.md: a grade is an integer or an integral decimal; 23.4 is refused naming it"))
    c.append(bad("u21f_api_rank_nan_bye", "rankagg.fuse(frame whose rank is NaN for a player on bye)",
                 _FRAME % "[1, 2, None, 3]", "row 2", why="a missing rank is no rank"))
    c.append(bad("u21f_api_rank_zero_based", "rankagg.fuse(frame whose ranks start at 0: the export's index)",
                 _FRAME % "[0, 1, 2, 3]", "rank", why="ranks are positive integers (trec_eval's ranks start at 1)"))
    c.append(bad("u21f_api_fuser_weight_unknown", "rankagg.Fuser('borda', weights={'expert-99': 1.3})(lists): the "
                 "accuracy table names an expert not in this week's lists", _FUSER_WEIGHT_UNKNOWN, "expert-99",
                 why="a weight for no list is a stale or misspelt name"))
    soi_twice = _soi({"e1": _RB[:6], "e2": _RB[:5]}, _RB[:6]).replace("1: 1,2,3,4,5\n", "1: 1,2,3,2,5\n")
    c.append(cli_bad("u21f_soi_player_twice", "fuse w07.soi: one ballot ranks player 2 twice",
                     ["fuse", "w07.soi", "--method", "borda", "-o", "ecr.csv"], {"w07.soi": soi_twice},
                     "w07.soi:", why="PrefLib: an order lists an alternative once", outputs=("ecr.csv",)))
    long_csv = "week,player,expert,rank\n" + "".join(
        f"7,{p},{e},{r}\n" for q, p, r, e in _NS["long_rows"]({"W07": _WEEK["2026-W07-RB"]}))
    c.append(cli_bad("u21f_long_csv_cli", "fuse week07.csv: the long table as CSV (week, player, expert, rank)",
                     ["fuse", "week07.csv", "-o", "ecr.run"], {"week07.csv": long_csv}, "week07.csv:2", "long table",
                     why="fuse --help: a Parquet long table is read; a CSV of rows is no run nor table of lists: "
                         "refused at the line of its rank column, sent to the long table rankagg.fuse reads"))
    c.append(cli_bad("u21f_depth_zero", "fuse --depth 0: 'all players' as the old script wrote it",
                     ["fuse", *names, "--method", "borda", "--depth", "0", "-o", "ecr.run"], runs, "--depth",
                     why="fuse --help: --depth is an integer >= 1"))
    return c


_IDS_INT_AND_STR = r'''
import pandas as pd, rankagg
a = pd.DataFrame({'qid': ['W07'] * 3, 'docid': [16393, 17240, 19196], 'rank': [1, 2, 3]})
b = pd.DataFrame({'qid': ['W07'] * 3, 'docid': ['16393', '19196', '17240'], 'rank': [1, 2, 3]})
rankagg.fuse({'expert-01': a, 'expert-02': b}, 'borda')
'''

_FRAME = r'''
import pandas as pd, rankagg
f = pd.DataFrame({'qid': ['W07'] * 4, 'docid': ['a', 'b', 'c', 'd'], 'run': ['e1'] * 4, 'rank': %s})
rankagg.fuse(f, 'borda')
'''

_FUSER_WEIGHT_UNKNOWN = r'''
import rankagg
rankagg.Fuser('borda', weights={'expert-01': 0.8, 'expert-99': 1.3})({'expert-01': ['a', 'b', 'c'],
                                                                     'expert-02': ['b', 'a', 'c']})
'''
