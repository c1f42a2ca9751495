"""Issue 45's fourteenth bar of scripts/reliability_matrix.py, an LLM-judge ensembler's day (its cases, registered in
its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's."""

from __future__ import annotations

import signal  # noqa: F401  (a case's signal names)

from .case import Case, stdout_has, snippet_cases, command_cases  # noqa: F401
from .thirteenth import _U13L


FOURTEENTH_JUDGES = "45 Unseen inputs: a fourteenth bar, an LLM-judge ensembler's day"

# The ensembler's references, independent of rankagg's code (``ranked``, ``points``, ``rrf``, ``borda``, ``house``,
# ``diff``, ``same`` and ``either`` are the thirteenth bar's RAG helpers, ``_U13L``, reused):
# ``ranked`` orders one judge's answer by trec_eval's rule (score descending, then docid descending as bytes), as
# docs/conventions.md says every form is ranked (a sequence is best first); ``points`` sums w * point(rank, n)
# (RRF: 1 / (k + rank), rank from 1; Borda: n - r + 1 with a list of k sharing (n - k + 1) / 2 for each document
# it left out, as ``rankagg methods borda`` states); ``comb`` is CombSUM / CombMNZ with per-judge min-max (a
# judge whose grades are all equal gives 1: docs/conventions.md) or raw grades; ``house`` is the tie rule of
# ``rankagg methods rrf`` (equal within 2^-40 relative: more judges that returned the passage, then its best local
# rank, then the smaller docid); ``kemeny_opt`` is the Kemeny objective minimised by brute force over every order
# (pairs with a passage a judge did not rank give no preference, or with ``below`` that passage counts below the
# judge's list: ``rankagg methods kemeny``); ``davidson_mle`` / ``bt_mle`` maximise Davidson's (JASA 1970, Eq. 2.1)
# and Bradley-Terry's likelihoods with SciPy (a tie is half a win each way for Bradley-Terry:
# docs/preferences.md); ``trec_measures`` is pytrec_eval.
_U14 = _U13L + """
import itertools
import warnings
"""[1:] + """
def comb(lists, norm='minmax', mnz=False):
    sc, cnt, best = {}, {}, {}
    for name, l in lists.items():
        ids, s = ranked(l)
        if not ids:
            continue
        lo, hi = min(s.values()), max(s.values())
        for r, d in enumerate(ids, 1):
            v = s[d] if norm == 'none' else (1.0 if hi == lo else (s[d] - lo) / (hi - lo))
            sc[d] = sc.get(d, 0.0) + v
            cnt[d] = cnt.get(d, 0) + 1
            best[d] = min(best.get(d, r), r)
    if mnz:
        sc = {d: v * cnt[d] for d, v in sc.items()}
    return sc, cnt, best
def verdict(ok, msg):
    print('same' if ok else 'differs: ' + msg)
def parse_rankgpt(text, prefix='p'):
    # a RankGPT / RankZephyr answer '[3] > [1] > [2]' -> the passages' ids, as the user's parser maps them
    return [prefix + m.strip() for m in re.findall(r'\\[([^\\]]*)\\]', text)]
def as_scores(order):
    return {d: float(len(order) - i) for i, d in enumerate(order)}
def pair_weights(orders, items, unranked='none'):
    Y = {(a, b): 0.0 for a in items for b in items if a != b}
    for o in orders:
        pos = {d: i for i, d in enumerate(o)}
        for a, b in Y:
            if a in pos and b in pos:
                Y[a, b] += pos[a] < pos[b]
            elif unranked == 'below' and a in pos:
                Y[a, b] += 1
    return Y
def kemeny_opt(items, Y):
    costs = {p: sum(Y[p[j], p[i]] for i in range(len(p)) for j in range(i + 1, len(p)))
             for p in itertools.permutations(sorted(items))}
    least = min(costs.values())
    return least, [list(p) for p, c in costs.items() if c <= least + 1e-12]
def fit(nll, k):
    from scipy.optimize import minimize
    r = minimize(nll, np.zeros(k), method='BFGS', options={'gtol': 1e-11, 'maxiter': 10000})
    return r.x
def davidson_mle(rows):
    # rows: (a, b, outcome, weight); theta of the first item fixed at 0, nu = exp(x[-1])
    items = sorted({r[0] for r in rows} | {r[1] for r in rows})
    ix = {d: i for i, d in enumerate(items)}
    def nll(x):
        th = np.concatenate([[0.0], x[:-1]])
        nu = math.exp(x[-1])
        tot = 0.0
        for a, b, o, w in rows:
            u = (th[ix[a]] - th[ix[b]]) / 2
            den = math.log(math.exp(u) + math.exp(-u) + nu)
            tot -= w * ((u if o == 'win' else -u if o == 'loss' else x[-1]) - den)
        return tot
    x = fit(nll, len(items))
    return dict(zip(items, np.concatenate([[0.0], x[:-1]])))
def bt_mle(rows):
    items = sorted({r[0] for r in rows} | {r[1] for r in rows})
    ix = {d: i for i, d in enumerate(items)}
    def nll(x):
        th = np.concatenate([[0.0], x])
        tot = 0.0
        for a, b, o, w in rows:
            d = th[ix[a]] - th[ix[b]]
            pa = {'win': 1.0, 'loss': 0.0, 'tie': 0.5}[o]
            tot -= w * (pa * -math.log1p(math.exp(-d)) + (1 - pa) * -math.log1p(math.exp(d)))
        return tot
    x = fit(nll, len(items) - 1)
    return dict(zip(items, np.concatenate([[0.0], x])))
def same_diffs(table, ref, tol=1e-5):
    got = dict(zip(table['item'], table['score']))
    if set(got) != set(ref):
        return verdict(False, f'items {sorted(got)} where the data has {sorted(ref)}')
    a = sorted(ref)[0]
    bad = [(d, got[d] - got[a], ref[d] - ref[a]) for d in ref if abs((got[d] - got[a]) - (ref[d] - ref[a])) > tol]
    order = list(table['item'])
    want = sorted(ref, key=lambda d: -ref[d])
    if bad:
        return verdict(False, f'score differences {bad}')
    verdict(order == want, f'order {order} where the MLE gives {want}')
def rows_of(rows):
    return [{'item_a': a, 'item_b': b, 'outcome': o, **({'weight': w} if w != 1 else {})} for a, b, o, w in rows]
def trec_measures(run, qrels, measures):
    import pytrec_eval
    ev = pytrec_eval.RelevanceEvaluator(qrels, set(measures))
    per = ev.evaluate({q: {str(d): float(s) for d, s in docs.items()} for q, docs in run.items() if docs})
    return {m: sum(v[m] for v in per.values()) / len(per) for m in next(iter(per.values()))}, per
"""


def _written_order(path):
    """A written TREC run read as trec_eval reads it: per query, score descending, then docid descending."""
    runs: dict = {}
    for line in path.read_text().splitlines():
        q, _, d, _, s, _ = line.split()
        runs.setdefault(q, []).append((float(s), d.encode(), d))
    return {q: [d for _, _, d in sorted(v, reverse=True)] for q, v in runs.items()}


def _file_order(path):
    runs: dict = {}
    for line in path.read_text().splitlines():
        q, _, d, *_ = line.split()
        runs.setdefault(q, []).append(d)
    return runs


def fourteenth_bar_judges_cases() -> list[Case]:
    """Issue 45's fourteenth bar: an LLM-judge ensembler's day.  Several LLMs judge the same candidate passages
    of each query: listwise rerankers (RankGPT / RankZephyr answers ``[3] > [1] > [2]`` parsed into passage ids),
    pointwise graders (0-3, 1-10) and pairwise judges (A, B or tie, each pair asked twice with the order swapped
    to cancel position bias).  The judges are fused with rankagg (RRF, Borda, Kemeny, CombSUM / CombMNZ on grades,
    Davidson / Bradley-Terry / rank centrality / Borda on wins on the comparisons) and the consensus evaluated
    against human qrels.  LLM answers are messy: hallucinated ids, a repeated id, missing candidates, ids with
    brackets or blanks, grades that are not numbers, a judge that answered nothing, judges that differ only by a
    position swap, whole-number grades with massive ties.  The right answers: the formulas as the docs state them
    worked by brute force, Kemeny by enumerating every order, the Davidson and Bradley-Terry MLEs maximised by
    SciPy in the case, choix, pytrec_eval, and the docs' words about ties, partial lists and bad values."""
    G = FOURTEENTH_JUDGES

    ok, bad = snippet_cases(G, _U14)

    cli_ok = command_cases(G)[0]

    # three listwise judges over six candidates of one query (RankGPT-style answers)
    answers = ("answers = {'gpt-4o': '[3] > [1] > [5] > [2] > [6] > [4]',\n"
               "           'zephyr': '[1] > [3] > [2] > [5] > [4] > [6]',\n"
               "           'vicuna': '[3] > [2] > [1] > [6] > [5] > [4]'}\n"
               "lists = {j: parse_rankgpt(a) for j, a in answers.items()}\n")
    grades = ("grades = {'gpt-4o': {'p1': 3, 'p2': 1, 'p3': 3, 'p4': 0, 'p5': 2, 'p6': 1},\n"
              "          'claude': {'p1': 2, 'p2': 2, 'p3': 3, 'p4': 0, 'p5': 1, 'p6': 0},\n"
              "          'llama': {'p1': 3, 'p2': 0, 'p3': 2, 'p4': 1, 'p5': 2, 'p6': 0}}\n")
    # comparisons: each pair of four passages judged by two judges, order swapped, some ties
    pairs = ("rows = [('p1', 'p2', 'win', 1), ('p2', 'p1', 'loss', 1), ('p1', 'p3', 'win', 1), ('p3', 'p1', 'tie', 1),\n"
             "        ('p1', 'p4', 'win', 1), ('p4', 'p1', 'loss', 1), ('p2', 'p3', 'tie', 1), ('p3', 'p2', 'win', 1),\n"
             "        ('p2', 'p4', 'win', 1), ('p4', 'p2', 'tie', 1), ('p3', 'p4', 'win', 1), ('p4', 'p3', 'win', 1),\n"
             "        ('p2', 'p1', 'win', 1), ('p4', 'p3', 'loss', 1)]\n")

    def pairs_jsonl(rows, query=None, judge=True):
        import json
        out = []
        for k, (a, b, o) in enumerate(rows):
            r = {"item_a": a, "item_b": b, "outcome": o}
            if query:
                r = {"query": query[k] if isinstance(query, list) else query, **r}
            if judge:
                r["judge"] = ["gpt-4o", "claude"][k % 2]
            out.append(json.dumps(r))
        return "\n".join(out) + "\n"

    base_pairs = [("p1", "p2", "win"), ("p2", "p1", "loss"), ("p1", "p3", "win"), ("p3", "p1", "tie"),
                  ("p2", "p3", "tie"), ("p3", "p2", "win"), ("p3", "p4", "win"), ("p4", "p3", "loss"),
                  ("p2", "p4", "win"), ("p4", "p2", "tie"), ("p1", "p4", "win"), ("p4", "p1", "win")]

    def check_cli_davidson(out, folder):
        import math

        import numpy as np
        import pandas as pd
        from scipy.optimize import minimize
        t = pd.read_csv(folder / "board.csv")
        items = sorted({a for a, _, _ in base_pairs} | {b for _, b, _ in base_pairs})
        ix = {d: i for i, d in enumerate(items)}

        def nll(x):
            th = np.concatenate([[0.0], x[:-1]])
            tot = 0.0
            for a, b, o in base_pairs:
                u = (th[ix[a]] - th[ix[b]]) / 2
                den = math.log(math.exp(u) + math.exp(-u) + math.exp(x[-1]))
                tot -= (u if o == "win" else -u if o == "loss" else x[-1]) - den
            return tot
        x = minimize(nll, np.zeros(len(items)), method="BFGS", options={"gtol": 1e-11}).x
        ref = dict(zip(items, np.concatenate([[0.0], x[:-1]])))
        got = dict(zip(t["item"].astype(str), t["score"]))
        want = sorted(ref, key=lambda d: -ref[d])
        return (list(t["item"].astype(str)) == want
                and all(abs((got[d] - got["p1"]) - (ref[d] - ref["p1"])) < 1e-5 for d in items))

    def check_cli_comparisons_trec(out, folder):
        import pandas as pd
        order = _written_order(folder / "consensus.run")
        t = pd.read_csv(folder / "board.csv") if (folder / "board.csv").exists() else None
        ref = {}
        for q, a, b, o in q_rows:
            ref.setdefault(q, {})
            for x in (a, b):
                ref[q].setdefault(x, 0.0)
            ref[q][a] += {"win": 1.0, "tie": 0.5, "loss": 0.0}[o]
            ref[q][b] += {"win": 0.0, "tie": 0.5, "loss": 1.0}[o]
        want = {q: sorted(s, key=lambda d: (-s[d], d)) for q, s in ref.items()}
        return t is None and order == want and _file_order(folder / "consensus.run") == want

    q_rows = [("q1", "p1", "p2", "win"), ("q1", "p2", "p1", "tie"), ("q1", "p3", "p1", "loss"),
              ("q1", "p3", "p2", "win"), ("q1", "p2", "p3", "loss"), ("q1", "p1", "p3", "win"),
              ("q2", "p7", "p8", "loss"), ("q2", "p8", "p7", "win"), ("q2", "p9", "p8", "tie"),
              ("q2", "p8", "p9", "win"), ("q2", "p9", "p7", "win"), ("q2", "p7", "p9", "tie")]

    def q_rows_csv():
        lines = ["query,item_a,item_b,outcome,judge"]
        for k, (q, a, b, o) in enumerate(q_rows):
            lines.append(f"{q},{a},{b},{o},{['gpt-4o', 'claude'][k % 2]}")
        return "\n".join(lines) + "\n"

    def judge_run(name, order, q="q1"):
        return "".join(f"{q} Q0 {d} {i + 1} {len(order) - i} {name}\n" for i, d in enumerate(order))

    def grade_run(name, g, q="q1"):
        return "".join(f"{q} Q0 {d} 0 {s} {name}\n" for d, s in g.items())

    cli_grades = {"gpt4o": {"p1": 3, "p2": 1, "p3": 3, "p4": 0, "p5": 2, "p6": 1, "p7": 2},
                  "claude": {"p1": 2, "p2": 2, "p3": 3, "p4": 0, "p5": 1, "p6": 0, "p7": 2},
                  "llama": {"p1": 3, "p2": 0, "p3": 2, "p4": 1, "p5": 2, "p6": 0}}

    def check_cli_grades(out, folder):
        # CombSUM on raw grades (norm none): each passage's grade sum; ties by the house rule, local ranks by
        # trec_eval's order of each judge's grades (score descending, docid descending)
        sc, cnt, best = {}, {}, {}
        for g in cli_grades.values():
            ids = sorted(g, key=lambda d: (g[d], d.encode()), reverse=True)
            for r, d in enumerate(ids, 1):
                sc[d] = sc.get(d, 0.0) + g[d]
                cnt[d] = cnt.get(d, 0) + 1
                best[d] = min(best.get(d, r), r)
        want = sorted(sc, key=lambda d: (-sc[d], -cnt[d], best[d], d.encode()))
        return _file_order(folder / "fused.run").get("q1") == want and _written_order(folder / "fused.run")["q1"] == want

    cli_lists = {"gpt4o": ["p3", "p1", "p5", "p2", "p6", "p4"], "zephyr": ["p1", "p3", "p2", "p5", "p4", "p6"],
                 "vicuna": ["p3", "p2", "p1"]}

    def check_cli_borda(out, folder):
        n = 6
        sc = {d: 0.0 for d in cli_lists["gpt4o"]}
        cnt = {d: 0 for d in sc}
        best = {d: n for d in sc}
        for lst in cli_lists.values():
            for r, d in enumerate(lst, 1):
                sc[d] += n - r + 1
                cnt[d] += 1
                best[d] = min(best[d], r)
            for d in set(sc) - set(lst):
                sc[d] += (n - len(lst) + 1) / 2
        want = sorted(sc, key=lambda d: (-sc[d], -cnt[d], best[d], d))
        got = {}
        for line in (folder / "fused.run").read_text().splitlines():
            q, _, d, _, s, _ = line.split()
            got[d] = float(s)
        # a tied score is written lowered by float32 steps (docs/conventions.md), so that trec_eval keeps the order
        return (_file_order(folder / "fused.run")["q1"] == want and _written_order(folder / "fused.run")["q1"] == want
                and all(abs(got[d] - sc[d]) <= 1e-6 * sc[d] for d in sc))

    def tied_run(name):
        # a grader's whole-number grades, the rank column giving tied grades one rank (as a user writes ranks 1 1 1 4)
        return "".join(f"q1 Q0 {d} {r} {s} {name}\n" for d, r, s in [("p1", 1, 2), ("p2", 1, 2), ("p3", 1, 2),
                                                                     ("p4", 4, 1), ("p5", 4, 1)])

    def check_tied_copeland(out, folder):
        # Copeland (1951) over the graders' weak orders: p1, p2, p3 each beat p4 and p5 and tie with each other
        # (a tie is no preference), p4 and p5 lose to three and tie: wins - losses = 2, 2, 2, -3, -3
        got = {}
        for line in (folder / "fused.run").read_text().splitlines():
            q, _, d, _, s, _ = line.split()
            got[d] = float(s)
        want = {"p1": 2.0, "p2": 2.0, "p3": 2.0, "p4": -3.0, "p5": -3.0}
        return set(got) == set(want) and all(abs(got[d] - want[d]) < 1e-6 for d in want)

    return [
        # ------------------------------------------------------------------ listwise judges through the Fuser
        ok("u14j_rankgpt_declared_judge_absent", "a Fuser declared with its three judges (lists=[...]) gets a request "
           "without vicuna (it timed out): Borda as if vicuna answered nothing, each passage (n + 1) / 2 from it",
           answers + "f = Fuser('borda', lists=['gpt-4o', 'zephyr', 'vicuna'])\n"
           "got = f({'gpt-4o': lists['gpt-4o'], 'zephyr': lists['zephyr']})\n"
           "same(got, borda({**lists, 'vicuna': []}))\n",
           "rankagg.Fuser: a declared list a request lacks is fused empty; rankagg methods borda: a list of k gives "
           "(n - k + 1) / 2 to each passage it left out"),
        ok("u14j_rankgpt_judge_silent_on_one_query", "rankagg.fuse of three weighted judges over two queries where "
           "vicuna has no entry at all for q2: per query, weighted RRF over the judges that answered it",
           answers + "w = {'gpt-4o': 2.0, 'zephyr': 1.0, 'vicuna': 0.5}\n"
           "q2 = {'gpt-4o': ['p9', 'p7', 'p8'], 'zephyr': ['p8', 'p9', 'p7']}\n"
           "runs = {j: {'q1': as_scores(l), **({'q2': as_scores(q2[j])} if j in q2 else {})} for j, l in lists.items()}\n"
           "got = rankagg.fuse(runs, 'rrf', w, k=60)\n"
           "d1 = diff(list(got['q1'].items()), rrf(lists, 60, w)); d2 = diff(list(got['q2'].items()), rrf(q2, 60, w))\n"
           "verdict(not d1 and not d2, d1 + ' ' + d2)\n",
           "rankagg methods rrf: sum_r w_r / (k + rank_r) over the rankers that ranked the item"),
        ok("u14j_rankgpt_blank_inside_brackets", "a judge answered '[ 3] > [1 ] > [2]' and the user's parser kept "
           "the blank: ' p3'-style ids are the passage or refused",
           answers + "lists['zephyr'] = ['p' + m for m in re.findall(r'\\[([^\\]]*)\\]', '[ 3] > [1 ] > [2]')]\n"
           "clean = {**lists, 'zephyr': ['p3', 'p1', 'p2']}\n"
           "got = either(lambda: Fuser('rrf')(lists), 'zephyr')\n"
           "if got is not None:\n    same(got, rrf(clean))\n",
           "an id holds no blank (docs/preferences.md: ASCII blanks at the ends are dropped): 'p 3' is refused "
           "naming the list; the blank-ended 'p1 ' is p1 or refused, never a seventh passage"),
        ok("u14j_rankgpt_newline_in_id", "a judge's last id kept the answer's newline ('p2\\n'): the passage p2 or "
           "a refusal naming the list",
           answers + "lists['gpt-4o'] = ['p3', 'p1', 'p5', 'p2\\n']\n"
           "clean = {**lists, 'gpt-4o': ['p3', 'p1', 'p5', 'p2']}\n"
           "got = either(lambda: Fuser('rrf')(lists), 'gpt-4o')\n"
           "if got is not None:\n    same(got, rrf(clean))\n",
           "no id holds a newline (the id rule); a written run would split the line"),
        ok("u14j_rankgpt_empty_judge_rrf", "one judge answered nothing (an empty permutation): RRF equals the "
           "other two judges' RRF",
           answers + "lists['vicuna'] = []\nsame(Fuser('rrf')(lists), rrf({j: l for j, l in lists.items() if l}))\n",
           "an empty list contributes no RRF points"),
        ok("u14j_rankgpt_empty_judge_borda", "one judge answered nothing: Borda gives each passage (n + 1) / 2 from "
           "it (a list of 0 shares all n points), the order of the other two",
           answers + "lists['vicuna'] = []\nsame(Fuser('borda')(lists), borda(lists))\n",
           "rankagg methods borda: unranked='share', a list of k gives (n - k + 1) / 2; k = 0"),
        ok("u14j_rankgpt_all_judges_silent", "every judge answered nothing for a query: an empty consensus",
           "got = Fuser('rrf')({'gpt-4o': [], 'zephyr': [], 'vicuna': []})\n"
           "verdict(list(got) == [], repr(got))\n",
           "no passage was ranked; an empty answer, not an error"),
        ok("u14j_rankgpt_integer_indices", "RankGPT indices kept as ints ([3, 1, 2, ...]) from three judges: RRF "
           "over ints, the ints given back",
           answers + "ints = {j: [int(d[1:]) for d in l] for j, l in lists.items()}\n"
           "got = Fuser('rrf')(ints)\n"
           "verdict(all(type(d) is int for d, _ in got), repr(got))\n"
           "same(got, rrf(ints))\n",
           "docids str or all int (rankagg.fuser); integer ids come back as ints"),
        ok("u14j_rankgpt_int_and_str_judges", "one judge's parser gave ints [3, 1, 2], another strings "
           "['3', '2', '1']: one passage 3, or a refusal; never 3 and '3' as two passages",
           "lists = {'gpt-4o': [3, 1, 2], 'zephyr': ['3', '2', '1']}\n"
           "try:\n    got = Fuser('rrf')(lists)\nexcept ValueError as exc:\n    got = None\n"
           "    verdict('zephyr' in str(exc) or 'gpt-4o' in str(exc), f'refused naming neither list: {exc}')\n"
           "if got is not None:\n"
           "    verdict(len(got) == 3, f'{len(got)} passages: {got}')\n",
           "docids are str or all int in one request (rankagg.fuser); 3 and '3' side by side are the same passage "
           "to the user and the same line in a written run"),
        ok("u14j_rankgpt_weighted_judges", "judges weighted by their measured quality (gpt-4o 2, zephyr 1, "
           "vicuna 0.5): weighted RRF",
           answers + "w = {'gpt-4o': 2.0, 'zephyr': 1.0, 'vicuna': 0.5}\n"
           "same(Fuser('rrf', weights=w)(lists), rrf(lists, 60, w))\n",
           "rankagg methods rrf: sum_r w_r / (k + rank_r)"),
        ok("u14j_rankgpt_lists_as_query_values", "rankagg.fuse given each judge's permutation as the query's value "
           "({judge: {qid: [ids]}}): RRF of the permutations, or a refusal naming the judge",
           answers + "runs = {j: {'q1': l} for j, l in lists.items()}\n"
           "got = either(lambda: rankagg.fuse(runs, 'rrf', k=60), 'gpt-4o')\n"
           "if got is not None:\n    same(list(got['q1'].items()), rrf(lists, 60))\n",
           "runs are {qid: {docid: score}} (rankagg.api.fuse_forms); a list best first is the form the user "
           "meant, or is refused naming it"),
        # ------------------------------------------------------------------ listwise judges: Kemeny
        ok("u14j_kemeny_exact_three_permutations", "kemeny(solver=exact) over three full permutations of six "
           "passages equals the order brute force over all 720 orders finds (unique optimum)",
           answers + "Y = pair_weights(lists.values(), sorted(lists['zephyr']))\n"
           "cost, opts = kemeny_opt(sorted(lists['zephyr']), Y)\n"
           "assert len(opts) == 1, opts\n"
           "got = rankagg.fuse({j: {'q1': as_scores(l)} for j, l in lists.items()}, 'kemeny(solver=exact)')\n"
           "verdict(list(got['q1']) == opts[0], f\"{list(got['q1'])} where brute force gives {opts}\")\n",
           "Kemeny's rule: the order with the fewest pairwise disagreements (Dwork et al. 2001), enumerated"),
        ok("u14j_kemeny_partial_none", "kemeny(solver=exact) where one judge ranked three of six: pairs with a "
           "passage it left out give no preference (unranked='none')",
           "lists = {'a': ['p5', 'p6', 'p1', 'p2', 'p4', 'p3'], 'b': ['p2', 'p6', 'p3', 'p1', 'p5', 'p4'],\n"
           "         'c': ['p5', 'p6', 'p1'], 'd': ['p5', 'p3', 'p4', 'p1', 'p2', 'p6']}\n"
           "items = sorted(lists['a'])\nY = pair_weights(lists.values(), items)\n"
           "cost, opts = kemeny_opt(items, Y)\nassert len(opts) == 1, opts\n"
           "got = rankagg.fuse({j: {'q1': as_scores(l)} for j, l in lists.items()}, 'kemeny(solver=exact)')\n"
           "verdict(list(got['q1']) == opts[0], f\"{list(got['q1'])} where brute force gives {opts}\")\n",
           "rankagg methods kemeny: unranked='none' (pairs with an unranked item give no preference)"),
        ok("u14j_kemeny_partial_below", "the same with unranked='below': a passage the judge left out counts "
           "below its three",
           "lists = {'a': ['p5', 'p6', 'p1', 'p2', 'p4', 'p3'], 'b': ['p2', 'p6', 'p3', 'p1', 'p5', 'p4'],\n"
           "         'c': ['p5', 'p6', 'p1'], 'd': ['p5', 'p3', 'p4', 'p1', 'p2', 'p6']}\n"
           "items = sorted(lists['a'])\nY = pair_weights(lists.values(), items, 'below')\n"
           "cost, opts = kemeny_opt(items, Y)\nassert len(opts) == 1, opts\n"
           "got = rankagg.fuse({j: {'q1': as_scores(l)} for j, l in lists.items()},\n"
           "                   \"kemeny(solver=exact, unranked='below')\")\n"
           "verdict(list(got['q1']) == opts[0], f\"{list(got['q1'])} where brute force gives {opts}\")\n",
           "rankagg methods kemeny: unranked='below' (that item counts below the ranker's list)"),
        ok("u14j_kemeny_swap_only", "two judges that differ only by swapping the first two passages: of the two "
           "optimal orders, the one the docs' tie rule picks (p1 first: smaller docid)",
           "lists = {'a': ['p1', 'p2', 'p3', 'p4'], 'b': ['p2', 'p1', 'p3', 'p4']}\n"
           "Y = pair_weights(lists.values(), sorted(lists['a']))\ncost, opts = kemeny_opt(sorted(lists['a']), Y)\n"
           "got = rankagg.fuse({j: {'q1': as_scores(l)} for j, l in lists.items()}, 'kemeny(solver=exact)')\n"
           "verdict(list(got['q1']) == ['p1', 'p2', 'p3', 'p4'] and list(got['q1']) in opts, repr(got))\n",
           "rankagg methods kemeny: of several optimal orders, the one nearest the house order (more rankers, best "
           "rank, smaller docid)"),
        ok("u14j_kemeny_exact_fourteen_passages", "kemeny(solver=exact) over five judges' noisy, partial lists of 14 "
           "passages (past exact_max=12: the SCC / integer-programme path): its order's disagreements equal the optimum "
           "of a dynamic programme over all 2^14 subsets (Held-Karp style, written in the case)",
           "import random\nrng = random.Random(14)\ndocs = [f'p{i}' for i in range(1, 15)]\nlists = {}\n"
           "for j in range(5):\n"
           "    noisy = sorted(docs, key=lambda d: docs.index(d) + rng.gauss(0, 3))\n"
           "    lists[f'judge{j}'] = noisy[: rng.randint(8, 14)]\n"
           "items = sorted({d for l in lists.values() for d in l})\nn = len(items)\nix = {d: i for i, d in enumerate(items)}\n"
           "Yd = pair_weights(lists.values(), items)\nY = [[Yd.get((a, b), 0.0) for b in items] for a in items]\n"
           "f = [0.0] + [math.inf] * ((1 << n) - 1)\n"
           "for S in range(1, 1 << n):\n"
           "    members = [i for i in range(n) if S >> i & 1]\n"
           "    f[S] = min(f[S ^ (1 << i)] + sum(Y[j][i] for j in members if j != i) for i in members)\n"
           "got = list(rankagg.fuse({j: {'q1': as_scores(l)} for j, l in lists.items()}, 'kemeny(solver=exact)')['q1'])\n"
           "cost = sum(Y[ix[got[b]]][ix[got[a]]] for a in range(n) for b in range(a + 1, n))\n"
           "verdict(sorted(got) == items and cost == f[-1], f'{got}: {cost} disagreements where the optimum is {f[-1]}')\n",
           "Kemeny's objective (Dwork et al. 2001), unranked='none'; the optimum by dynamic programming over subsets",
           timeout=180),
        # ------------------------------------------------------------------ pointwise graders
        ok("u14j_grades_combsum_raw", "three graders' 0-3 grades summed (combsum(norm='none')), ties by the house "
           "rule",
           grades + "same(Fuser(\"combsum(norm='none')\")(grades), comb(grades, 'none'))\n",
           "CombSUM of the raw grades (Fox & Shaw); equal sums go to the house tie rule, local ranks by trec_eval's "
           "order of each judge's grades"),
        ok("u14j_grades_mixed_scales_minmax", "one judge grades 0-3, another 1-10: CombSUM with per-judge min-max",
           "g = {'gpt-4o': {'p1': 3, 'p2': 1, 'p3': 2, 'p4': 0, 'p5': 2},\n"
           "     'mistral': {'p1': 7, 'p2': 9, 'p3': 10, 'p4': 1, 'p5': 4}}\n"
           "same(Fuser(\"combsum(norm='minmax')\")(g), comb(g, 'minmax'))\n",
           "min-max per list, (s - min) / (max - min) (docs/conventions.md)"),
        ok("u14j_grades_constant_judge", "a grader that gave every passage 3: under min-max each gets 1 (the docs' "
           "rule), so the order is the other graders'",
           grades + "grades['llama'] = {d: 3 for d in grades['llama']}\n"
           "same(Fuser('combsum')(grades), comb(grades, 'minmax'))\n",
           "docs/conventions.md: a list whose scores are all equal gives each of its documents 1 under minmax"),
        ok("u14j_grades_ties_rank_by_docid", "twelve passages all graded 2 except p1 (3): RRF over the grade "
           "lists ranks the tied passages by docid descending as bytes (p9 before p12)",
           "g = {'j1': {f'p{i}': (3 if i == 1 else 2) for i in range(1, 13)},\n"
           "     'j2': {f'p{i}': (3 if i == 5 else 2) for i in range(1, 13)}}\n"
           "got = rankagg.fuse({j: {'q1': s} for j, s in g.items()}, 'rrf', k=60)\n"
           "same(list(got['q1'].items()), rrf(g, 60))\n",
           "docs/conventions.md: ranks from scores, score descending then docid descending (trec_eval, strcmp)"),
        ok("u14j_grades_text_grade", "a grader's grade kept as the text '2' (the model answered in prose): read as "
           "2, or refused naming the judge",
           grades + "grades['claude']['p2'] = '2'\n"
           "got = either(lambda: Fuser(\"combsum(norm='none')\")(grades), 'claude')\n"
           "if got is not None:\n    grades['claude']['p2'] = 2\n    same(got, comb(grades, 'none'))\n",
           "scores are int or float (rankagg.fuser); text is a number as trec_eval reads it or an error"),
        bad("u14j_grades_nan_grade", "a grader answered 'N/A', parsed to float('nan'): fused with CombSUM",
            grades + "grades['llama']['p4'] = float('nan')\nprint(Fuser(\"combsum(norm='none')\")(grades))\n",
            "llama", "p4", why="a NaN score is refused (docs/conventions.md); CombSUM would carry it or drop it"),
        bad("u14j_grades_none_grade", "a grader returned no grade for p2 (None in its dict): fused with CombSUM",
            grades + "grades['gpt-4o']['p2'] = None\nprint(Fuser(\"combsum(norm='none')\")(grades))\n",
            "gpt-4o", "p2", why="a missing score is not a number; leaving the passage out is the user's choice"),
        ok("u14j_grades_boolean_judge", "a yes/no judge answering True / False: read as 1 / 0 or refused naming it",
           grades + "grades['yesno'] = {'p1': True, 'p2': False, 'p3': True, 'p4': False, 'p5': True, 'p6': False}\n"
           "got = either(lambda: Fuser(\"combsum(norm='none')\")(grades), 'yesno')\n"
           "if got is not None:\n"
           "    grades['yesno'] = {d: int(v) for d, v in grades['yesno'].items()}\n"
           "    same(got, comb(grades, 'none'))\n",
           "bool is a Python int; as 1 / 0 the sums are right"),
        ok("u14j_grades_partial_combmnz", "a grader that graded only four of six passages: CombMNZ on raw grades "
           "(sum times the number of graders that graded it)",
           grades + "grades['llama'] = {'p1': 3, 'p3': 2, 'p5': 2, 'p4': 1}\n"
           "same(Fuser(\"combmnz(norm='none')\")(grades), comb(grades, 'none', mnz=True))\n",
           "rankagg methods combmnz: CombSUM times the number of rankers that returned the item"),
        ok("u14j_grades_out_of_scale", "a grader on 0-3 answered 7 for one passage: min-max CombSUM takes the "
           "grades as numbers (the scale is the user's), the result is the formula's",
           grades + "grades['gpt-4o']['p2'] = 7\nsame(Fuser('combsum')(grades), comb(grades, 'minmax'))\n",
           "no scale is declared; min-max over what the judge answered"),
        ok("u14j_grades_consensus_vs_qrels", "the raw-grade CombSUM consensus with exact ties, evaluated against "
           "human qrels: rankagg.evaluate equals pytrec_eval on as_written",
           grades + "runs = {j: {'q1': g, 'q2': {'p7': 1, 'p8': 1, 'p9': 0}} for j, g in grades.items()}\n"
           "fused = rankagg.fuse(runs, \"combsum(norm='none')\")\n"
           "qrels = {'q1': {'p1': 2, 'p2': 1, 'p3': 3, 'p5': 0}, 'q2': {'p8': 1, 'p9': 2}}\n"
           "got = rankagg.evaluate(fused, qrels, ['nDCG@3', 'P@2', 'AP'])\n"
           "ref, _ = trec_measures(rankagg.api.as_written(fused), qrels, ['ndcg_cut.3', 'P.2', 'map'])\n"
           "pairs = [(got['nDCG@3'], ref['ndcg_cut_3']), (got['P@2'], ref['P_2']), (got['AP'], ref['map'])]\n"
           "verdict(all(abs(a - b) < 1e-6 for a, b in pairs), repr((got, ref)))\n",
           "docs/conventions.md: evaluate(fuse(runs)) is the written run's evaluation; pytrec_eval on as_written"),
        ok("u14j_grades_consensus_house_order_measure", "the same consensus's P@2 and nDCG@3 by hand in the house "
           "order of the grade sums (ties broken by more graders, best local rank, smaller docid)",
           grades + "fused = rankagg.fuse({j: {'q1': g} for j, g in grades.items()}, \"combsum(norm='none')\")\n"
           "order = house(*comb(grades, 'none'))\n"
           "qrels = {'q1': {'p1': 2, 'p2': 1, 'p3': 3, 'p5': 0}}\n"
           "rel = [qrels['q1'].get(d, 0) for d in order]\n"
           "dcg = sum(r / math.log2(i + 2) for i, r in enumerate(rel[:3]))\n"
           "idcg = sum(r / math.log2(i + 2) for i, r in enumerate(sorted(qrels['q1'].values(), reverse=True)[:3]))\n"
           "got = rankagg.evaluate(fused, qrels, ['nDCG@3', 'P@2'])\n"
           "want = {'nDCG@3': dcg / idcg, 'P@2': sum(r > 0 for r in rel[:2]) / 2}\n"
           "verdict(list(fused['q1']) == order and all(abs(got[m] - want[m]) < 1e-9 for m in want), "
           "repr((list(fused['q1']), order, got, want)))\n",
           "trec_eval's nDCG (linear gains) and P@k, over the consensus order the docs define"),
        # ------------------------------------------------------------------ a hallucinated id, evaluated
        ok("u14j_hallucinated_id_evaluated", "a judge named a passage that was not a candidate (p9 of six): the "
           "fused run holds it with its RRF points; measured against qrels it is unjudged (not relevant)",
           answers + "lists['vicuna'] = parse_rankgpt('[9] > [3] > [2] > [1]')\n"
           "fused = rankagg.fuse({j: {'q1': as_scores(l)} for j, l in lists.items()}, 'rrf', k=60)\n"
           "qrels = {'q1': {'p1': 1, 'p3': 2, 'p2': 0, 'p4': 1}}\n"
           "got = rankagg.evaluate(fused, qrels, ['nDCG@5', 'P@3', 'AP'])\n"
           "ref, _ = trec_measures(rankagg.api.as_written(fused), qrels, ['ndcg_cut.5', 'P.3', 'map'])\n"
           "d = diff(list(fused['q1'].items()), rrf(lists, 60))\n"
           "pairs = [(got['nDCG@5'], ref['ndcg_cut_5']), (got['P@3'], ref['P_3']), (got['AP'], ref['map'])]\n"
           "verdict(not d and all(abs(a - b) < 1e-6 for a, b in pairs), d or repr((got, ref)))\n",
           "without a candidate list the library cannot know p9 is made up; trec_eval counts it as unjudged"),
        ok("u14j_evaluate_silent_query_complete", "every judge answered nothing for q2: the consensus lacks q2; "
           "evaluate(complete=True) counts q2 as 0 over both judged queries, without it q1 alone",
           answers + "runs = {j: {'q1': as_scores(l), 'q2': {}} for j, l in lists.items()}\n"
           "fused = rankagg.fuse(runs, 'rrf')\n"
           "qrels = {'q1': {'p1': 1, 'p3': 2}, 'q2': {'p8': 1}}\n"
           "_, per = trec_measures(rankagg.api.as_written(fused), {'q1': qrels['q1']}, ['P.2'])\n"
           "a = rankagg.evaluate(fused, qrels, ['P@2'])['P@2']\n"
           "b = rankagg.evaluate(fused, qrels, ['P@2'], complete=True)['P@2']\n"
           "verdict(abs(a - per['q1']['P_2']) < 1e-9 and abs(b - per['q1']['P_2'] / 2) < 1e-9, repr((a, b, per)))\n",
           "trec_eval: without -c the mean is over the run's judged queries; with -c a missing query scores 0"),
        # ------------------------------------------------------------------ pairwise judges
        ok("u14j_pairs_davidson_mle", "two judges, each pair asked twice with the order swapped, some ties: "
           "davidson's scores equal the Davidson MLE maximised by SciPy (differences to 1e-5)",
           pairs + "from rankagg.api.preferences import fuse_comparisons\n"
           "same_diffs(fuse_comparisons(rows_of(rows), 'davidson'), davidson_mle(rows))\n",
           "Davidson (JASA 1970) Eq. 2.1, the likelihood written out and maximised"),
        ok("u14j_pairs_swap_consistent_same_scores", "every comparison asked twice, the swapped answer consistent "
           "((a, b, win) then (b, a, loss)): the same Davidson scores as the table asked once",
           "from rankagg.api.preferences import fuse_comparisons\n"
           "once = [('p1', 'p2', 'win', 1), ('p2', 'p3', 'tie', 1), ('p1', 'p3', 'win', 1), ('p3', 'p4', 'win', 1),\n"
           "        ('p4', 'p1', 'tie', 1), ('p2', 'p4', 'loss', 1), ('p3', 'p1', 'win', 1)]\n"
           "flip = {'win': 'loss', 'loss': 'win', 'tie': 'tie'}\n"
           "twice = once + [(b, a, flip[o], w) for a, b, o, w in once]\n"
           "t1 = fuse_comparisons(rows_of(once), 'davidson'); t2 = fuse_comparisons(rows_of(twice), 'davidson')\n"
           "s1 = dict(zip(t1['item'], t1['score'])); s2 = dict(zip(t2['item'], t2['score']))\n"
           "verdict(list(t1['item']) == list(t2['item']) and all(abs(s1[d] - s2[d]) < 1e-7 for d in s1), "
           "repr((s1, s2)))\n",
           "doubling every comparison doubles the log-likelihood; its maximum does not move"),
        ok("u14j_listwise_as_pairs_copeland", "the three listwise judges' permutations given as runs, and the same "
           "permutations expanded into pairwise comparisons (every pair, the earlier passage winning): copeland gives "
           "the same scores both ways, the majority wins minus losses",
           answers + "from rankagg.api.preferences import fuse_comparisons\n"
           "items = sorted(lists['zephyr'])\nY = pair_weights(lists.values(), items)\n"
           "ref = {a: sum((Y[a, b] > Y[b, a]) - (Y[b, a] > Y[a, b]) for b in items if b != a) for a in items}\n"
           "rs = [{'item_a': l[i], 'item_b': l[j], 'outcome': 'win', 'judge': name}\n"
           "      for name, l in lists.items() for i in range(len(l)) for j in range(i + 1, len(l))]\n"
           "t = fuse_comparisons(rs, 'copeland')\n"
           "a = dict(zip(t['item'], t['score']))\n"
           "b = rankagg.fuse({j: {'q1': as_scores(l)} for j, l in lists.items()}, 'copeland')['q1']\n"
           "verdict(a == ref and dict(b) == ref and list(t['item']) == list(b), repr((a, dict(b), ref)))\n",
           "docs/preferences.md: rankings and comparisons meet in one pairwise matrix; Copeland (1951) by hand"),
        ok("u14j_pairs_bt_ties_half", "bradley_terry(alpha=0) on comparisons with ties equals the Bradley-Terry MLE "
           "with a tie as half a win each way (SciPy)",
           pairs + "from rankagg.api.preferences import fuse_comparisons\n"
           "same_diffs(fuse_comparisons(rows_of(rows), 'bradley_terry(alpha=0)'), bt_mle(rows))\n",
           "docs/preferences.md: comparisons fill the matrix directly, a tie counting half each way"),
        ok("u14j_pairs_borda_wins_confidence", "borda_wins with the judge's confidence as the weight: each "
           "passage's weighted wins, a tie half",
           "from rankagg.api.preferences import fuse_comparisons\n"
           "rows = [('p1', 'p2', 'win', 0.9), ('p2', 'p1', 'tie', 0.6), ('p3', 'p1', 'win', 0.7), ('p2', 'p3', 'loss', 0.8),\n"
           "        ('p3', 'p2', 'tie', 0.55), ('p1', 'p3', 'loss', 0.65)]\n"
           "ref = {'p1': 0.0, 'p2': 0.0, 'p3': 0.0}\n"
           "for a, b, o, w in rows:\n"
           "    ref[a] += w * {'win': 1, 'tie': .5, 'loss': 0}[o]; ref[b] += w * {'win': 0, 'tie': .5, 'loss': 1}[o]\n"
           "t = fuse_comparisons(rows_of(rows), 'borda_wins')\n"
           "got = dict(zip(t['item'], t['score']))\n"
           "verdict(list(t['item']) == sorted(ref, key=lambda d: -ref[d]) and all(abs(got[d] - ref[d]) < 1e-9 "
           "for d in ref), repr((got, ref)))\n",
           "rankagg methods borda_wins: each item's weight of wins, a tie counting half"),
        ok("u14j_pairs_kemeny_exact_objective", "kemeny(solver=exact) on the comparisons (ties half each way): "
           "brute force's order, objective = lower bound = the minimum disagreement weight",
           pairs + "from rankagg.api.preferences import fuse_comparisons\n"
           "items = ['p1', 'p2', 'p3', 'p4']\nY = {(a, b): 0.0 for a in items for b in items if a != b}\n"
           "for a, b, o, w in rows:\n"
           "    Y[a, b] += {'win': 1, 'tie': .5, 'loss': 0}[o]; Y[b, a] += {'win': 0, 'tie': .5, 'loss': 1}[o]\n"
           "cost, opts = kemeny_opt(items, Y)\nassert len(opts) == 1, opts\n"
           "t = fuse_comparisons(rows_of(rows), 'kemeny(solver=exact)')\n"
           "verdict(list(t['item']) == opts[0] and abs(t['objective'].iloc[0] - cost) < 1e-9 and "
           "abs(t['lower_bound'].iloc[0] - cost) < 1e-9, repr((t.to_dict('list'), cost, opts)))\n",
           "docs/preferences.md: exact Kemeny reports objective and lower_bound; a tie half a vote each way"),
        bad("u14j_pairs_hallucinated_item", "a judge compared a passage that is not a candidate (p9), with the "
            "candidates given as items=",
            pairs + "from rankagg.api.preferences import fuse_comparisons\n"
            "rs = rows_of(rows)\nrs[3]['item_a'] = 'p9'\n"
            "print(fuse_comparisons(rs, 'davidson', items=['p1', 'p2', 'p3', 'p4']))\n", "p9", "row 3",
            why="docs/preferences.md: an item outside items= is refused with its row"),
        bad("u14j_pairs_hallucinated_item_per_query", "candidates given per query (items={query: ...}); a judge "
            "of q2 named q1's passage",
            "from rankagg.api.preferences import fuse_comparisons\n"
            "rs = [{'query': 'q1', 'item_a': 'p1', 'item_b': 'p2', 'outcome': 'win'},\n"
            "      {'query': 'q2', 'item_a': 'p7', 'item_b': 'p8', 'outcome': 'tie'},\n"
            "      {'query': 'q2', 'item_a': 'p7', 'item_b': 'p1', 'outcome': 'loss'}]\n"
            "print(fuse_comparisons(rs, 'davidson', items={'q1': ['p1', 'p2'], 'q2': ['p7', 'p8']}))\n",
            "p1", "row 2", why="items= per query: p1 is not a candidate of q2"),
        bad("u14j_pairs_raw_letter_outcome", "the judge's raw answer letter ('A', 'B') kept as the outcome in a "
            "JSON lines file", "from rankagg.api.preferences import fuse_comparisons\n"
            "print(fuse_comparisons('verdicts.jsonl', 'davidson'))\n", "verdicts.jsonl:2", "A",
            files={"verdicts.jsonl": pairs_jsonl([("p1", "p2", "win"), ("p2", "p3", "A"), ("p3", "p1", "B")])},
            why="docs/preferences.md: an outcome that is not win, loss or tie is refused at its line"),
        bad("u14j_pairs_null_outcome", "a judge that answered nothing: its outcome null in the JSON lines",
            "from rankagg.api.preferences import fuse_comparisons\n"
            "print(fuse_comparisons('verdicts.jsonl', 'davidson'))\n", "verdicts.jsonl:3",
            files={"verdicts.jsonl": '{"item_a": "p1", "item_b": "p2", "outcome": "win", "judge": "gpt-4o"}\n'
                   '{"item_a": "p2", "item_b": "p3", "outcome": "tie", "judge": "gpt-4o"}\n'
                   '{"item_a": "p3", "item_b": "p1", "outcome": null, "judge": "claude"}\n'},
            why="a comparison without an outcome is no comparison; dropping it silently hides a failed judge"),
        bad("u14j_pairs_zero_confidence", "a judge's confidence 0.0 used as the comparison's weight",
            "from rankagg.api.preferences import fuse_comparisons\n"
            "rs = [{'item_a': 'p1', 'item_b': 'p2', 'outcome': 'win', 'weight': 0.9},\n"
            "      {'item_a': 'p2', 'item_b': 'p3', 'outcome': 'tie', 'weight': 0.0},\n"
            "      {'item_a': 'p3', 'item_b': 'p1', 'outcome': 'loss', 'weight': 0.7}]\n"
            "print(fuse_comparisons(rs, 'davidson'))\n", "row 1", "weight",
            why="docs/preferences.md: a weight is in [1e-100, 1e100], refused with its row"),
        bad("u14j_pairs_judge_name_missing", "a comparison whose judge (the model's name) is null in the JSON lines",
            "from rankagg.api.preferences import fuse_comparisons\n"
            "print(fuse_comparisons('verdicts.jsonl', 'davidson', bootstrap=20))\n", "verdicts.jsonl:2", "judge",
            files={"verdicts.jsonl": '{"item_a": "p1", "item_b": "p2", "outcome": "win", "judge": "gpt-4o"}\n'
                   '{"item_a": "p2", "item_b": "p3", "outcome": "tie", "judge": null}\n'
                   '{"item_a": "p3", "item_b": "p1", "outcome": "loss", "judge": "claude"}\n'},
            why="docs/preferences.md: judge is a name, not missing"),
        ok("u14j_pairs_blank_ids_jsonl", "ids with the answer's blanks (' p1 ') in JSON lines: the same scores as "
           "the clean ids (ASCII blanks at the ends are dropped)",
           "from rankagg.api.preferences import fuse_comparisons\n"
           "clean = fuse_comparisons('clean.jsonl', 'davidson'); messy = fuse_comparisons('messy.jsonl', 'davidson')\n"
           "verdict(list(clean['item']) == list(messy['item']) and "
           "all(abs(a - b) < 1e-9 for a, b in zip(clean['score'], messy['score'])), repr((clean, messy)))\n",
           "docs/preferences.md: ASCII blanks at the ends of a value are dropped",
           files={"clean.jsonl": pairs_jsonl(base_pairs),
                  "messy.jsonl": pairs_jsonl([(f" {a} ", f"{b}  ", o) for a, b, o in base_pairs])}),
        bad("u14j_pairs_self_after_blanks", "a judge compared ' p2' with 'p2' (the same passage once the blanks go)",
            "from rankagg.api.preferences import fuse_comparisons\n"
            "print(fuse_comparisons('verdicts.jsonl', 'davidson'))\n", "verdicts.jsonl:2",
            files={"verdicts.jsonl": pairs_jsonl([("p1", "p2", "win"), (" p2", "p2", "tie"), ("p3", "p1", "loss")])},
            why="docs/preferences.md: an item compared with itself is refused at its line"),
        ok("u14j_pairs_int_and_str_columns", "item_a parsed to ints, item_b kept as text ('3') by two parsers: "
           "one passage 3 or a refusal; never two passages both written '3'",
           "from rankagg.api.preferences import fuse_comparisons\n"
           "rs = [{'item_a': 1, 'item_b': '2', 'outcome': 'win'}, {'item_a': 2, 'item_b': '3', 'outcome': 'tie'},\n"
           "      {'item_a': 3, 'item_b': '1', 'outcome': 'loss'}, {'item_a': 1, 'item_b': '3', 'outcome': 'win'}]\n"
           "t = either(lambda: fuse_comparisons(rs, 'davidson'), 'item')\n"
           "if t is not None:\n"
           "    ids = [str(i) for i in t['item']]\n"
           "    verdict(len(ids) == len(set(ids)) == 3, repr(t))\n",
           "one type per column (docs/preferences.md); 3 and '3' are one passage to the user and one TREC id"),
        ok("u14j_pairs_weight_scale_free", "the judges' confidences as weights, and the same weights x 1000: the "
           "same Davidson scores, equal to the weighted MLE",
           "from rankagg.api.preferences import fuse_comparisons\n"
           "rows = [('p1', 'p2', 'win', 0.9), ('p2', 'p1', 'tie', 0.6), ('p3', 'p1', 'win', 0.7), ('p2', 'p3', 'loss', 0.8),\n"
           "        ('p3', 'p2', 'tie', 0.55), ('p1', 'p3', 'loss', 0.65), ('p1', 'p2', 'loss', 0.3)]\n"
           "big = [(a, b, o, w * 1000) for a, b, o, w in rows]\n"
           "t1 = fuse_comparisons(rows_of(rows), 'davidson'); t2 = fuse_comparisons(rows_of(big), 'davidson')\n"
           "s2 = dict(zip(t2['item'], t2['score']))\n"
           "same_diffs(t1, davidson_mle(rows))\n"
           "verdict(all(abs(a - s2[d]) < 1e-7 for d, a in zip(t1['item'], t1['score'])), repr((t1, t2)))\n",
           "docs/preferences.md: the likelihood per unit of total weight, scale-free"),
        ok("u14j_pairs_per_query_evaluated", "comparisons of two queries' passages fused by rankagg.fuse(path), "
           "evaluated against qrels: equal to pytrec_eval on as_written",
           "fused = rankagg.fuse('judged.csv', 'borda_wins')\n"
           "qrels = {'q1': {'p1': 2, 'p2': 0, 'p3': 1}, 'q2': {'p8': 1, 'p9': 1, 'p7': 0}}\n"
           "got = rankagg.evaluate(fused, qrels, ['nDCG@2', 'P@1'])\n"
           "ref, _ = trec_measures(rankagg.api.as_written(fused), qrels, ['ndcg_cut.2', 'P.1'])\n"
           "verdict(sorted(fused) == ['q1', 'q2'] and abs(got['nDCG@2'] - ref['ndcg_cut_2']) < 1e-6 and "
           "abs(got['P@1'] - ref['P_1']) < 1e-6, repr((dict(fused), got, ref)))\n",
           "docs/conventions.md: a comparisons table is measured as its written run",
           files={"judged.csv": q_rows_csv()}),
        ok("u14j_pairs_int_items_evaluated", "RankGPT indices kept as JSON integers in the comparisons (item_a 3), "
           "fused by rankagg.fuse(path) and evaluated against qrels keyed by text ('3'): the ids match as decimals",
           "fused = rankagg.fuse('verdicts.jsonl', 'borda_wins')\n"
           "qrels = {'q1': {'3': 2, '1': 0, '2': 1, '4': 0}}\n"
           "got = rankagg.evaluate(fused, qrels, ['P@1', 'nDCG@3'])\n"
           "w = {q: {str(d): s for d, s in docs.items()} for q, docs in rankagg.api.as_written(fused).items()}\n"
           "ref, _ = trec_measures(w, qrels, ['P.1', 'ndcg_cut.3'])\n"
           "verdict(abs(got['P@1'] - ref['P_1']) < 1e-9 and abs(got['nDCG@3'] - ref['ndcg_cut_3']) < 1e-6 and "
           "ref['P_1'] == 1.0, repr((dict(fused), got, ref)))\n",
           "docs/conventions.md: integer ids are their decimals; a TREC line holds '3' either way",
           files={"verdicts.jsonl": "".join(
               '{"query": "q1", "item_a": %d, "item_b": %d, "outcome": "%s"}\n' % r
               for r in [(3, 1, "win"), (1, 3, "loss"), (3, 2, "win"), (2, 3, "tie"), (2, 1, "win"), (1, 2, "loss"),
                         (4, 3, "loss"), (3, 4, "win"), (2, 4, "win"), (4, 1, "tie")])}),
        ok("u14j_pairs_int_queries_evaluated", "comparisons whose query column is 1, 2 (topic numbers) in a CSV, the "
           "consensus evaluated against qrels keyed '1', '2': equal to pytrec_eval",
           "fused = rankagg.fuse('judged.csv', 'davidson(alpha=0.01)')\n"
           "qrels = {'1': {'p1': 2, 'p2': 0, 'p3': 1}, '2': {'p8': 1, 'p9': 1, 'p7': 0}}\n"
           "got = rankagg.evaluate(fused, qrels, ['nDCG@2', 'P@1'])\n"
           "w = {str(q): docs for q, docs in rankagg.api.as_written(fused).items()}\n"
           "ref, _ = trec_measures(w, qrels, ['ndcg_cut.2', 'P.1'])\n"
           "verdict(len(fused) == 2 and abs(got['nDCG@2'] - ref['ndcg_cut_2']) < 1e-6 and abs(got['P@1'] - ref['P_1']) "
           "< 1e-9, repr((dict(fused), got, ref)))\n",
           "docs/conventions.md: integer ids are their decimals (qids too)",
           files={"judged.csv": q_rows_csv().replace("q1,", "1,").replace("q2,", "2,")}),
        ok("u14j_grades_int_ids_tied_decimals", "graders' whole-number grades over passages numbered 9, 10, 11, 100 "
           "(int ids), massive ties: RRF ranks each judge's tied passages by their decimals descending ('9' > '11' > "
           "'10'), in the Fuser and in rankagg.fuse alike",
           "g = {'j1': {9: 2, 10: 2, 11: 2, 100: 3, 7: 1}, 'j2': {9: 2, 10: 2, 11: 2, 100: 3, 7: 2}}\n"
           "ref = rrf(g, 60)\n"
           "a = Fuser('rrf', k=60)(g)\n"
           "b = rankagg.fuse({j: {'q1': s} for j, s in g.items()}, 'rrf', k=60)['q1']\n"
           "d1 = diff(a, ref); d2 = diff(list(b.items()), ref)\n"
           "verdict(not d1 and not d2, f'Fuser: {d1}; rankagg.fuse: {d2}')\n",
           "docs/conventions.md / rankagg.fuser: score descending, then docid descending, integers as their decimals"),
        ok("u14j_pairs_dataframe_to_fuse", "the judges' comparisons as a pandas DataFrame (item_a, item_b, outcome, "
           "judge) handed to rankagg.fuse: Davidson's table as fuse_comparisons gives it, or a refusal naming the form",
           "import pandas as pd\nfrom rankagg.api.preferences import fuse_comparisons\n"
           "df = pd.DataFrame([{'item_a': a, 'item_b': b, 'outcome': o, 'judge': ['gpt-4o', 'claude'][k % 2]}\n"
           f"                   for k, (a, b, o) in enumerate({base_pairs!r})])\n"
           "ref = fuse_comparisons(df, 'davidson')\n"
           "try:\n    got = rankagg.fuse(df, 'davidson')\nexcept ValueError as exc:\n"
           "    got = None\n    verdict('outcome' in str(exc) or 'comparison' in str(exc), f'refused without saying why: {exc}')\n"
           "if got is not None:\n"
           "    items = list(got['item']) if hasattr(got, 'columns') and 'item' in got.columns else None\n"
           "    verdict(items == list(ref['item']), f'{type(got).__name__}: {got!r}'[:600])\n",
           "rankagg.fuse takes comparison tables (docs/preferences.md); a frame of comparisons is no run of scores"),
        ok("u14j_pairs_outcome_capitalised", "outcomes as the judge wrote them, 'Win' / 'TIE' / 'loss ': the "
           "lower-case words' scores, or a refusal naming the row and the value",
           "from rankagg.api.preferences import fuse_comparisons\n"
           "rows = [('p1', 'p2', 'Win'), ('p2', 'p3', 'TIE'), ('p3', 'p1', 'loss '), ('p1', 'p3', 'Loss'), ('p2', 'p1', 'tie'),\n"
           "        ('p3', 'p2', 'WIN')]\n"
           "clean = [(a, b, o.strip().lower(), 1) for a, b, o in rows]\n"
           "t = either(lambda: fuse_comparisons([{'item_a': a, 'item_b': b, 'outcome': o} for a, b, o in rows], "
           "'davidson'), 'row 0', 'Win')\n"
           "if t is not None:\n    same_diffs(t, davidson_mle(clean))\n",
           "docs/preferences.md: outcome is win, loss or tie; a value read as another word would be a wrong answer"),
        ok("u14j_pairs_table_evaluated_with_ties", "the borda_wins table of fuse_comparisons (two passages with equal "
           "wins) given straight to rankagg.evaluate: the table's order, as pytrec_eval reads as_written(table)",
           "from rankagg.api.preferences import fuse_comparisons\n"
           "rs = [{'query': 'q1', 'item_a': a, 'item_b': b, 'outcome': o} for a, b, o in\n"
           "      [('p1', 'p2', 'win'), ('p3', 'p4', 'win'), ('p2', 'p3', 'tie'), ('p4', 'p1', 'tie'), ('p1', 'p3', 'loss'),\n"
           "       ('p2', 'p4', 'win')]]\n"
           "t = fuse_comparisons(rs, 'borda_wins')\n"
           "qrels = {'q1': {'p1': 0, 'p3': 1, 'p2': 2, 'p4': 0}}\n"
           "got = rankagg.evaluate(t, qrels, ['P@1', 'nDCG@2', 'AP'])\n"
           "order = list(t['item'])\nrel = [qrels['q1'][d] for d in order]\n"
           "aw = rankagg.api.as_written(t)\n"
           "w = {str(q): dict(zip(g['item'], g['score'])) for q, g in aw.groupby('query')} if hasattr(aw, 'groupby') else aw\n"
           "ref, _ = trec_measures(w, qrels, ['P.1', 'ndcg_cut.2', 'map'])\n"
           "verdict(abs(got['P@1'] - (rel[0] > 0)) < 1e-12 and abs(got['P@1'] - ref['P_1']) < 1e-9 and "
           "abs(got['nDCG@2'] - ref['ndcg_cut_2']) < 1e-6 and abs(got['AP'] - ref['map']) < 1e-6, "
           "repr((t.to_dict('list'), got, ref)))\n",
           "docs/conventions.md: a comparisons table is marked as rankagg's result and measured as its written run"),
        # ------------------------------------------------------------------ the command line
        cli_ok("u14j_cli_davidson_board", "rankagg fuse verdicts.jsonl --method davidson -o board.csv: the board's "
               "order and score differences are the Davidson MLE's",
               ["fuse", "verdicts.jsonl", "--method", "davidson", "-o", "board.csv", "--quiet"],
               {"verdicts.jsonl": pairs_jsonl(base_pairs)}, check_cli_davidson,
               "Davidson (JASA 1970) Eq. 2.1 maximised by SciPy in the check"),
        cli_ok("u14j_cli_comparisons_to_trec_run", "rankagg fuse judged.csv --method borda_wins -o consensus.run: "
               "a TREC run per query whose order, read as trec_eval reads it, is wins + ties/2",
               ["fuse", "judged.csv", "--method", "borda_wins", "-o", "consensus.run", "--quiet"],
               {"judged.csv": q_rows_csv()}, check_cli_comparisons_trec,
               "borda_wins by hand; ties of the wins broken by the smaller id (the house rule), nudged so that "
               "trec_eval reads the file's order"),
        cli_ok("u14j_cli_grade_runs_combsum", "each grader's 0-3 grades written as a TREC run (score = grade, "
               "massive ties, one grader missing a passage): combsum(norm=none) and the written order",
               ["fuse", "gpt4o.run", "claude.run", "llama.run", "--method", "combsum(norm='none')", "-o", "fused.run",
                "--quiet"],
               {f"{j}.run": grade_run(j, g) for j, g in cli_grades.items()}, check_cli_grades,
               "CombSUM of raw grades; the house tie rule; trec_eval reads the written run in that order"),
        cli_ok("u14j_cli_permutation_runs_borda", "three listwise judges' permutations as TREC runs (one truncated "
               "to three passages): rankagg fuse --method borda gives the Borda points of the docs",
               ["fuse", "gpt4o.run", "zephyr.run", "vicuna.run", "--method", "borda", "-o", "fused.run", "--quiet"],
               {f"{j}.run": judge_run(j, o) for j, o in cli_lists.items()}, check_cli_borda,
               "rankagg methods borda: n - r + 1, a list of k shares (n - k + 1) / 2 for each passage it left out"),
        cli_ok("u14j_cli_trust_rank_tied_grades_copeland", "two graders' runs whose rank column gives tied grades one "
               "rank (1 1 1 4 4), fused with --trust-rank --method copeland: the graders' ties are no preference, so "
               "p1, p2, p3 score 2 each (Copeland's wins minus losses), not an order by docid",
               ["fuse", "gpt4o.run", "claude.run", "--trust-rank", "--method", "copeland", "-o", "fused.run", "--quiet"],
               {"gpt4o.run": tied_run("gpt4o"), "claude.run": tied_run("claude")}, check_tied_copeland,
               "docs/conventions.md: --trust-rank orders by the rank column, a repeated rank on tied scores; "
               "docs/preferences.md: tied ranks are the voters' ties (as a PrefLib .toc's); Copeland (1951) by hand"),
    ]
