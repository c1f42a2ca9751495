"""Issue 45's twenty-fourth bar of scripts/reliability_matrix.py,
a UX research team's card sorts and tree tests (its cases, ids ``u24e_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's.

The team's day: participants of a card sort rank the cards (menu labels) of each category; a category is a query, a
participant a ranker, a card an item.  The team wants a consensus order of the labels per category (Borda, RRF,
Kemeny), checks it against the target information architecture (qrels), weighs participant segments, and exports.
Their tools write: OptimalSort's long export (``Participant ID, Card, Category, Position``), UXtweak's ranking
question (``Respondent, Option, Rank``), a similarity matrix (card names as header and first column), a board or a
sitemap drawn in Miro, XMind, draw.io, FreeMind or an OPML outline.  Labels hold blanks and ``&`` (``Billing &
Payments``): as PrefLib alternative names they are kept as written (docs/preferences.md); as ids they are slugs.

The references are computed here, never with rankagg's code: Borda and RRF from references.RANKED_LISTS and
LISTS_BY_QUERY, trec_eval's measures from references.TREC_MEASURES, elections' Borda points by hand, Kemeny's optimum
by brute force over every order."""

from __future__ import annotations

import itertools
import zipfile
from io import BytesIO
from pathlib import Path

from .case import Case, command_cases, snippet_cases, stdout_has
from .references import HOUSE_AGREEMENT, LISTS_BY_QUERY, RANKED_LISTS, RUN_AGREEMENT, SEEDED_UNIFORM, TREC_MEASURES
from .twentythird_budgeting import _points_check, _soi, _table  # PrefLib files and Borda by hand, read here

TWENTYFOURTH_CARDSORT = "45 Unseen inputs: a twenty-fourth bar, a UX research team's card sorts and tree tests"

_DATA = r'''
import json, math, subprocess, sys
'''[1:] + SEEDED_UNIFORM + r'''CATEGORIES = ['account', 'shop', 'help', 'about']
CARDS = {'account': ['billing&payments', 'profile', 'sign-out', 'order-history', 'addresses', 'privacy'],
         'shop': ['new-in', 'sale', 'gifts-🎁', 'brands', 'café-range', 'gift-cards', 'outlet'],
         'help': ['faq', 'contact-us', 'returns', 'delivery', 'size-guide'],
         'about': ['our-story', 'careers', 'press', 'sustainability']}
def sorts(seed=5, n=24, abandon=0.3):
    """{participant: {category: {card: position}}} (1 is best): a participant who abandoned ranks a prefix only"""
    g = lcg(seed)
    out = {}
    for p in range(n):
        out['P%03d' % (p + 1)] = mine = {}
        for c in CATEGORIES:
            pop = {d: next(g) + 0.15 * i for i, d in enumerate(CARDS[c])}
            order = sorted(CARDS[c], key=lambda d: pop[d] * (0.5 + next(g)))
            k = len(order) if next(g) > abandon else 1 + int(next(g) * (len(order) - 1))
            mine[c] = {d: i + 1 for i, d in enumerate(order[:k])}
    return out
def as_scores(S):
    """positions as scores, higher is better (the references read scores)"""
    return {p: {c: {d: -float(r) for d, r in l.items()} for c, l in x.items()} for p, x in S.items()}
def long_rows(S):
    return [(c, d, p, r) for p, x in S.items() for c, l in x.items() for d, r in l.items()]
def frame_lists(res):
    return {q: list(zip(g.sort_values('rank')['docid'], g.sort_values('rank')['score'])) for q, g in res.groupby('qid')}
'''

_REF = "import json, math, subprocess, sys\n" + RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_LABELS = ["Billing & Payments", "My profile", "Order history", "Help & FAQ", "Contact us", "Sign out"]
_ORDERS = [(3, [1, 2, 3, 4, 5, 6]), (2, [2, 1, 3, 5, 4]), (2, [4, 5, 1]), (1, [3, 2, 1, 6, 5, 4]), (1, [1, 4])]
_OUT = ("consensus.tsv",)
_TWO_RUNS = {"p1.run": "account Q0 billing 1 3 P01\naccount Q0 profile 2 2 P01\n",
             "p2.run": "account Q0 profile 1 3 P02\naccount Q0 billing 2 2 P02\n"}
_OPTIMALSORT = ("Participant ID,Card,Category,Position\n101,Billing,Account,1\n101,Profile,Account,2\n"
                "101,Returns,Help,1\n102,Profile,Account,1\n102,Billing,Account,2\n102,Returns,Help,1\n"
                "103,Billing,Account,1\n103,Returns,Help,1\n")


def _kemeny_check(name: str, labels: list[str], orders: list) -> object:
    """the written consensus is a Kemeny order: no order of the labels has fewer pairwise disagreements with the
    voters (brute force over every order; an unranked pair counts nothing, docs/preferences.md unranked='none', a
    ranked card against an unranked one neither)"""
    def cost(order: tuple[int, ...]) -> int:
        place = {a: i for i, a in enumerate(order)}
        total = 0
        for count, ballot in orders:
            pos = {a: i for i, a in enumerate(ballot)}
            for a, b in itertools.combinations(ballot, 2):
                if (pos[a] < pos[b]) != (place[a] < place[b]):
                    total += count
        return total

    def check(out: str, folder: Path) -> bool:
        rows = sorted(_table(folder, name), key=lambda r: int(r["rank"]))
        got = tuple(labels.index(r["name"]) + 1 for r in rows)
        best = min(cost(p) for p in itertools.permutations(range(1, len(labels) + 1)))
        return len(got) == len(labels) and cost(got) == best
    return check


def _zip(members: dict[str, str]) -> bytes:
    buf = BytesIO()
    with zipfile.ZipFile(buf, "w") as z:
        for name, text in members.items():  # a fixed date: the case's bytes the same on every run
            z.writestr(zipfile.ZipInfo(name, date_time=(2024, 1, 1, 0, 0, 0)), text)
    return buf.getvalue()


_OPML = ('<?xml version="1.0" encoding="UTF-8"?>\n<opml version="2.0">\n<head><title>Navigation v3</title></head>\n'
         '<body>\n<outline text="Account">\n<outline text="Billing &amp; Payments"/>\n<outline text="Profile"/>\n'
         '</outline>\n</body>\n</opml>\n')
_DRAWIO = ('<mxfile host="app.diagrams.net" modified="2026-11-30T10:00:00Z">\n<diagram name="Sitemap" id="a1">\n'
           '<mxGraphModel><root><mxCell id="0"/><mxCell id="1" parent="0"/></root></mxGraphModel>\n</diagram>\n'
           '</mxfile>\n')
_FREEMIND = ('<map version="1.0.1">\n<node TEXT="Home">\n<node TEXT="Account">\n<node TEXT="Billing &amp; Payments"/>\n'
             '</node>\n</node>\n</map>\n')


def twentyfourth_bar_cardsort_cases() -> list[Case]:
    G = TWENTYFOURTH_CARDSORT
    ok, bad = snippet_cases(G, _REF, ok_timeout=180, bad_timeout=90)
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    cases: list[Case] = []

    # --- the day's answers, checked against references computed here ----------------------------------------------
    cases.append(ok(
        "u24e_api_frame_positions_borda", "rankagg.fuse(DataFrame qid=category, docid=card, run=participant, "
        "rank=position): an open sort's positions per category, abandoned participants ranking a prefix only",
        "import rankagg, pandas as pd\nS = sorts()\n"
        "df = pd.DataFrame(long_rows(S), columns=['qid', 'docid', 'run', 'rank'])\n"
        "res = rankagg.fuse(df, method='borda')\nR = as_scores(S)\n"
        "refs = {q: borda_ref({p: R[p][q] for p in R}) for q in CATEGORIES}\n"
        "report(agree_all(frame_lists(res), refs, written=False))\n",
        why="docs/conventions.md: a frame's rank column is read when it has no score column; rankagg methods borda: "
            "n - r + 1 points, a list's unranked cards share (n - k + 1) / 2", fast=True))
    cases.append(ok(
        "u24e_api_frame_positions_rrf", "rankagg.fuse(DataFrame ..., method='rrf'): the same export fused by RRF",
        "import rankagg, pandas as pd\nS = sorts(seed=7)\n"
        "df = pd.DataFrame(long_rows(S), columns=['qid', 'docid', 'run', 'rank'])\n"
        "res = rankagg.fuse(df, method='rrf')\n"
        "refs = by_query({p: x for p, x in S.items()}, rrf_ranks)\n"
        "report(agree_all(frame_lists(res), refs, written=False))\n",
        why="Cormack et al. 2009: sum 1 / (60 + r) over the participants' positions"))
    cases.append(ok(
        "u24e_api_dict_likert_ties_borda", "rankagg.fuse({participant: {category: {card: Likert 1-7}}}, "
        "method='borda'): a closed sort's 'how well does this label fit' ratings, many equal ratings",
        "import rankagg\ng = lcg(11)\n"
        "R = {'P%02d' % p: {c: {d: float(1 + int(7 * next(g))) for d in CARDS[c]} for c in CATEGORIES} "
        "for p in range(30)}\nres = rankagg.fuse(R, method='borda')\n"
        "refs = {q: borda_ref({p: R[p][q] for p in R}) for q in CATEGORIES}\n"
        "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n",
        why="docs/conventions.md: equal scores are placed by trec_eval's rule (the id descending as bytes); "
            "references.RANKED_LISTS"))
    cases.append(ok(
        "u24e_api_segment_weights_rrf", "rankagg.fuse(..., method='rrf', weights=...): existing customers weighted "
        "2, new visitors 1 (participant segments)",
        "import rankagg\nS = sorts(seed=13, n=16)\nR = as_scores(S)\n"
        "W = {p: (2.0 if int(p[1:]) % 3 == 0 else 1.0) for p in R}\n"
        "res = rankagg.fuse(R, method='rrf', weights=W)\n"
        "refs = {q: rrf_ref({p: R[p][q] for p in R}, w=W) for q in CATEGORIES}\n"
        "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n",
        why="rankagg methods rrf: sum w / (k + r) (Cormack et al. 2009)"))
    cases.append(ok(
        "u24e_api_fuser_one_category_borda", "rankagg.Fuser('borda') over one category's lists (card slugs best "
        "first, lists of different lengths)",
        "import rankagg\nS = sorts(seed=17)\nf = rankagg.Fuser('borda')\nmsg = ''\n"
        "for c in CATEGORIES:\n"
        "    lists = {p: sorted(S[p][c], key=S[p][c].get) for p in S}\n"
        "    msg = msg or agree(f(lists), borda_ref({p: {d: -float(r) for d, r in S[p][c].items()} for p in S}), "
        "written=False)\nreport(msg)\n",
        why="README: the Fuser takes docid lists best first; rankagg methods borda"))
    cases.append(ok(
        "u24e_api_evaluate_target_ia", "rankagg.evaluate(consensus, target IA): the researcher's intended top "
        "cards per category as qrels (2 primary, 1 secondary), nDCG@10, P@5 and AP",
        TREC_MEASURES + "import rankagg\nS = sorts(seed=19)\nR = as_scores(S)\n"
        "res = rankagg.fuse(R, method='borda')\n"
        "qrels = {c: {CARDS[c][0]: 2, CARDS[c][2]: 1} for c in CATEGORIES}\n"
        "got = rankagg.evaluate(res, qrels, ['nDCG@10', 'P@5', 'AP'])\n"
        "refs = {q: borda_ref({p: R[p][q] for p in R}) for q in CATEGORIES}\n"
        "want, _ = measures({q: fused_order(r) for q, r in refs.items()}, qrels)\n"
        "report('' if all(abs(got[m] - want[m]) < 1e-9 for m in ('nDCG@10', 'P@5', 'AP')) else '%r %r' % (got, "
        "want))\n",
        why="trec_eval's nDCG@10, P@5 and AP (references.TREC_MEASURES) over rankagg's documented tie order"))
    cases.append(ok(
        "u24e_api_spearman_scipy_consensus", "rankagg.fuse(..., method='borda') on complete sorts: the consensus "
        "order agrees with the order of the cards' mean position (Borda's points are n + 1 - mean position on "
        "complete lists), and SciPy's Spearman rho between them is 1",
        "import rankagg\nfrom scipy.stats import spearmanr\nS = sorts(seed=23, n=40, abandon=-1.0)\n"
        "res = rankagg.fuse(as_scores(S), method='borda')\nmsg = ''\n"
        "for c in CATEGORIES:\n"
        "    mean = {d: sum(S[p][c][d] for p in S) / len(S) for d in CARDS[c]}\n"
        "    got = list(res[c])\n"
        "    rho = spearmanr([got.index(d) for d in CARDS[c]], [mean[d] for d in CARDS[c]]).statistic\n"
        "    if abs(rho - 1.0) > 1e-9: msg = msg or '%s: rho %r' % (c, rho)\n"
        "report(msg)\n",
        why="Borda on complete lists is the mean position reversed (Saari); SciPy's spearmanr is the reference"))
    cases.append(ok(
        "u24e_api_polars_long_rrf", "rankagg.fuse(polars DataFrame) of the export, a polars frame back",
        "import rankagg, polars as pl\nS = sorts(seed=29)\n"
        "df = pl.DataFrame(long_rows(S), schema=['qid', 'docid', 'run', 'rank'], orient='row')\n"
        "res = rankagg.fuse(df, method='rrf').to_pandas()\n"
        "refs = by_query(S, rrf_ranks)\nreport(agree_all(frame_lists(res), refs, written=False))\n",
        why="README: polars tables in, the answer in their library; Cormack et al. 2009"))

    cases.append(cli_ok(
        "u24e_soi_card_labels_borda", "rankagg fuse cards.soi --method borda: a card sort's orders as a PrefLib "
        "file whose alternative names are the card labels as written ('Billing & Payments', 'Help & FAQ')",
        ["fuse", "cards.soi", "--method", "borda", "-o", "consensus.tsv"], {"cards.soi": _soi("cards", _LABELS, _ORDERS)},
        _points_check("consensus.tsv", _LABELS, _ORDERS),
        why="docs/preferences.md: a name is kept in the name column as written; Borda by hand, a voter's unranked "
            "cards sharing (n - k + 1) / 2"))
    emoji = ["Gifts 🎁", "Caf\u00e9 range", "Sale &amp; offers", "New in", "Brands"]
    eo = [(4, [1, 2, 3]), (3, [3, 1, 4, 5, 2]), (2, [5, 4])]
    cases.append(cli_ok(
        "u24e_soi_emoji_entity_names", "rankagg fuse shop.soi --method borda: labels with an emoji, an accent and "
        "an HTML entity copied from the CMS ('Sale &amp; offers'), each kept as written",
        ["fuse", "shop.soi", "--method", "borda", "-o", "consensus.tsv"], {"shop.soi": _soi("shop", emoji, eo)},
        _points_check("consensus.tsv", emoji, eo),
        why="docs/preferences.md: the name column holds the name as written; Borda by hand"))
    cases.append(cli_ok(
        "u24e_soi_kemeny_exact_brute_force", "rankagg fuse cards.soi (default kemeny(solver=exact)): the "
        "consensus order of six labels, checked against every one of the 720 orders",
        ["fuse", "cards.soi", "-o", "consensus.tsv"], {"cards.soi": _soi("cards", _LABELS, _ORDERS)},
        _kemeny_check("consensus.tsv", _LABELS, _ORDERS),
        why="docs/preferences.md: the default for elections is kemeny(solver=exact), the optimum proved; brute force"))
    toi = [(3, [1, [2, 3], 4]), (2, [[4, 5], 1]), (2, [2, 1, 3, 4, 5, 6])]
    cases.append(cli_ok(
        "u24e_toi_same_pile_ties", "rankagg fuse pile.toi --method borda: cards a participant put in the same "
        "pile given as a tie class ('1,{2,3},4')",
        ["fuse", "pile.toi", "--method", "borda", "-o", "consensus.tsv"], {"pile.toi": _soi("pile", _LABELS, toi, "toi")},
        _points_check("consensus.tsv", _LABELS, toi),
        why="docs/preferences.md: a tie class shares its best place's points; Borda by hand"))
    big_labels = [f"Card {i:02d} label" for i in range(80)]

    def big_orders() -> list[tuple[int, list[int]]]:
        x, out = 99, []
        for _ in range(1000):
            keys = []
            for a in range(1, 81):
                x = (x * 6364136223846793005 + 1442695040888963407) % 2 ** 64
                keys.append(((x >> 11) / 2 ** 53 + a / 80.0, a))
            out.append((1, [a for _, a in sorted(keys)][:20 + x % 61]))
        return out
    bo = big_orders()
    cases.append(cli_ok(
        "u24e_soi_1000_participants_80_cards", "rankagg fuse site.soi --method borda: 1,000 participants ranking "
        "20-80 of 80 cards (each on its own line), Borda's points exact by hand",
        ["fuse", "site.soi", "--method", "borda", "--quiet", "-o", "consensus.tsv"],
        {"site.soi": _soi("site", big_labels, bo)}, _points_check("consensus.tsv", big_labels, bo), timeout=240,
        why="docs/preferences.md: each line is its voters; Borda by hand"))
    cases.append(cli_ok(
        "u24e_lists_slug_columns_borda", "rankagg fuse sort.csv --method borda: one column per participant of "
        "card slugs best first, two participants who abandoned early (short columns)",
        ["fuse", "sort.csv", "--method", "borda", "-o", "consensus.tsv"],
        {"sort.csv": "P01,P02,P03,P04\nbilling,profile,billing,profile\nprofile,billing,orders,\norders,orders,"
                     "profile,\nsign-out,,sign-out,\n"},
        lambda out, folder: [r["item"] for r in _table(folder, "consensus.tsv")] == ["profile", "billing", "orders",
                                                                                     "sign-out"],
        why="by hand Borda (n = 4): billing 4+3+4+(4-1+1)/2 = 13, profile 3+4+2+4 = 13 (tie: more lists first, "
            "docs/conventions.md: profile is in 4 lists, billing in 3), orders 2+2+3+2 = 9, sign-out "
            "1+(4-3+1)/2+1+2 = 5"))
    cases.append(Case(
        "u24e_parquet_long_rank_borda_run", G, "rankagg fuse sorts.parquet --method borda -o consensus.run: the "
        "export as a Parquet run table (q_id, doc_id, rank, run), card slugs",
        code=_REF + "import pandas as pd\nS = sorts(seed=31)\n"
        "pd.DataFrame(long_rows(S), columns=['q_id', 'doc_id', 'run', 'rank']).to_parquet('sorts.parquet')\n"
        "p = subprocess.run([sys.executable, '-m', 'rankagg.cli', 'fuse', 'sorts.parquet', '--method', 'borda', "
        "'-o', 'consensus.run'], capture_output=True, text=True)\n"
        "if p.returncode: sys.stderr.write(p.stderr); sys.exit(p.returncode)\nR = as_scores(S)\n"
        "refs = {q: borda_ref({x: R[x][q] for x in R}) for q in CATEGORIES}\n"
        "report(agree_all(read_run(open('consensus.run').read()), refs))\n",
        expect="ok", check=stdout_has("same"), memory_gb=4.0, timeout=180,
        why="docs/conventions.md: a long Parquet run table's rank column is read when it has no score; Borda, "
            "written scores read back by trec_eval's rule"))
    cases.append(Case(
        "u24e_parquet_out_parquet_rrf", G, "rankagg fuse sorts.parquet --method rrf -o consensus.parquet: the "
        "consensus kept as a Parquet table for the team's notebook",
        code=_REF + "import pandas as pd\nS = sorts(seed=37)\n"
        "pd.DataFrame(long_rows(S), columns=['q_id', 'doc_id', 'run', 'rank']).to_parquet('sorts.parquet')\n"
        "p = subprocess.run([sys.executable, '-m', 'rankagg.cli', 'fuse', 'sorts.parquet', '--method', 'rrf', "
        "'-o', 'consensus.parquet'], capture_output=True, text=True)\n"
        "if p.returncode: sys.stderr.write(p.stderr); sys.exit(p.returncode)\n"
        "t = pd.read_parquet('consensus.parquet')\nq, d, s = [c for c in t.columns if 'q' in c.lower()][0], "
        "[c for c in t.columns if 'doc' in c.lower()][0], 'score'\n"
        "rows = {k: list(zip(g[d], g[s])) for k, g in t.groupby(q, sort=False)}\n"
        "report(agree_all(rows, by_query(S, rrf_ranks)))\n",
        expect="ok", check=stdout_has("same"), memory_gb=4.0, timeout=180,
        why="README/conventions: -o .parquet writes a Parquet table; Cormack et al. 2009"))
    cases.append(cli_ok(
        "u24e_runs_per_participant_rrf", "rankagg fuse p1.run p2.run --method rrf: each participant's sort saved as "
        "a TREC run (category as the query, card slug, position as a descending score)",
        ["fuse", "p1.run", "p2.run", "p3.run", "--method", "rrf", "-o", "consensus.run"],
        {**_TWO_RUNS, "p3.run": "account Q0 billing 1 3 P03\naccount Q0 sign-out 2 2 P03\n"},
        lambda out, folder: [ln.split()[2] for ln in (folder / "consensus.run").read_text().splitlines()]
        == ["billing", "profile", "sign-out"],
        why="by hand RRF: billing 2/61 + 1/62, profile 1/61 + 1/62, sign-out 1/62"))
    cases.append(Case(
        "u24e_methods_kemeny", G, "rankagg methods kemeny: what the consensus method does with a participant's "
        "unsorted cards", argv=["methods", "kemeny"], expect="ok", check=stdout_has("unranked"), memory_gb=4.0,
        timeout=60, why="docs/preferences.md: unranked='none' or 'below' for short ballots", fast=True))

    # --- the team's tools' exports given as they are ---------------------------------------------------------------
    cases.append(cli_bad(
        "u24e_optimalsort_long_csv", "rankagg fuse optimalsort.csv: OptimalSort's raw export (Participant ID, Card, "
        "Category, Position: one row per card placed) given as a table of lists",
        ["fuse", "optimalsort.csv", "--method", "borda", "-o", "consensus.tsv"], {"optimalsort.csv": _OPTIMALSORT},
        "optimalsort.csv", "Participant ID", "Card", "Position",
        why="a long table (a row per participant and card) is no table of lists; docs/conventions.md: every refusal "
            "of a table names its columns, here the participant, card and position to map to run, docid and rank"))
    cases.append(cli_bad(
        "u24e_optimalsort_80_cards_csv", "rankagg fuse optimalsort.csv: the long export of a study of 80 cards (80 "
        "rows of the first participant before the positions start again), given as a table of lists",
        ["fuse", "optimalsort.csv", "--method", "borda", "-o", "consensus.tsv"],
        {"optimalsort.csv": "Participant ID,Card,Position\n" + "".join(
            f"{p},card-{c:02d},{(c * 7 + p) % 80 + 1}\n" for p in (101, 102, 103) for c in range(80))},
        "optimalsort.csv", "Participant ID", "Card", "Position",
        why="a long table of rankings is no table of lists (its positions would be ranked as cards); its columns named"))
    cases.append(cli_bad(
        "u24e_uxtweak_ranking_csv", "rankagg fuse ranking.csv: UXtweak's ranking-question export (Respondent, "
        "Option, Rank)", ["fuse", "ranking.csv", "--method", "borda", "-o", "consensus.tsv"],
        {"ranking.csv": "Respondent,Option,Rank\nR1,Billing,1\nR1,Profile,2\nR1,Returns,3\nR2,Profile,1\n"
                        "R2,Billing,2\nR2,Returns,3\n"}, "ranking.csv", "Respondent", "Option", "Rank",
        why="a long table of ranks; the message names the respondent, option and rank columns"))
    cases.append(cli_bad(
        "u24e_lyssna_long_tsv", "rankagg fuse ranks.tsv: a tab-separated long export (participant_id, card_label, "
        "rank) with card labels of one word", ["fuse", "ranks.tsv", "--method", "borda", "-o", "consensus.tsv"],
        {"ranks.tsv": "participant_id\tcard_label\trank\np-01\tBilling\t1\np-01\tProfile\t2\np-02\tProfile\t1\n"
                      "p-02\tBilling\t2\np-03\tBilling\t1\n"}, "ranks.tsv", "participant_id", "card_label", "rank",
        why="a long table of ranks; the message names its three columns"))
    cases.append(cli_bad(
        "u24e_similarity_matrix_blank_corner", "rankagg fuse similarity.csv: OptimalSort's similarity matrix (card "
        "names as header and first column, % of participants grouping each pair, an empty corner cell)",
        ["fuse", "similarity.csv", "--method", "borda", "-o", "consensus.tsv"],
        {"similarity.csv": ",Billing,Profile,Returns\nBilling,100,64,12\nProfile,64,100,8\nReturns,12,8,100\n"},
        "similarity.csv", "matrix",
        why="a square matrix whose header names its first column's rows is no table of lists; told for what it is"))
    cases.append(cli_bad(
        "u24e_similarity_matrix_card_heading", "rankagg fuse similarity.csv: the similarity matrix with 'Card' in "
        "its corner cell", ["fuse", "similarity.csv", "--method", "borda", "-o", "consensus.tsv"],
        {"similarity.csv": "Card,Billing,Profile,Returns\nBilling,100,64,12\nProfile,64,100,8\nReturns,12,8,100\n"},
        "similarity.csv", "matrix", why="as above; the corner's heading changes nothing"))
    cases.append(cli_bad(
        "u24e_labels_with_blanks_table", "rankagg fuse sort.csv: a table of lists whose cells are the card labels "
        "as written ('Billing & Payments')", ["fuse", "sort.csv", "--method", "borda", "-o", "consensus.tsv"],
        {"sort.csv": "P01,P02\nBilling & Payments,My profile\nMy profile,Billing & Payments\n"}, "sort.csv:2",
        "Billing & Payments", why="docs/genes.md: a blank inside an item is refused at its line"))
    cases.append(cli_bad(
        "u24e_trailing_space_label", "rankagg fuse sort.csv: a label copied with a trailing space ('billing ')",
        ["fuse", "sort.csv", "--method", "borda", "-o", "consensus.tsv"],
        {"sort.csv": "P01,P02\nprofile,billing \nbilling,profile\n"}, "sort.csv:2",
        why="docs/genes.md: a blank inside an item is refused; read as 'billing' it would merge two spellings silently"))
    cases.append(cli_bad(
        "u24e_duplicate_participant_column", "rankagg fuse sort.csv: participant P07 exported twice (two columns "
        "headed P07)", ["fuse", "sort.csv", "--method", "borda", "-o", "consensus.tsv"],
        {"sort.csv": "P01,P07,P07\nbilling,profile,profile\nprofile,billing,billing\n"}, "sort.csv:1", "P07",
        why="a list named twice would count one participant twice"))
    cases.append(cli_bad(
        "u24e_card_twice_in_column", "rankagg fuse sort.csv: a participant's column holds one card twice (dragged "
        "twice)", ["fuse", "sort.csv", "--method", "borda", "-o", "consensus.tsv"],
        {"sort.csv": "P01,P02\nbilling,profile\nprofile,billing\nbilling,orders\n"}, "sort.csv:4", "billing",
        why="docs/genes.md: an item given twice in a list is refused at its line"))
    cases.append(cli_bad(
        "u24e_treejack_results_csv", "rankagg fuse treejack.csv: a tree test's results (Participant, Task, "
        "Destination, Outcome, Time) given as a table of lists", ["fuse", "treejack.csv", "--method", "borda", "-o",
        "consensus.tsv"], {"treejack.csv": "Participant,Task,Destination,Outcome,Time\n101,T1,Billing,Direct success,"
                           "12.4\n101,T2,Returns,Indirect success,30.1\n102,T1,Profile,Failure,8.9\n102,T2,Returns,"
                           "Direct success,14.0\n"}, "treejack.csv:",
        why="a results sheet (outcomes, times) holds no ranked lists; refused at a line of the file"))
    cases.append(cli_bad(
        "u24e_opml_sitemap_as_run", "rankagg fuse sitemap.opml: the target navigation as an OPML outline given as a "
        "run", ["fuse", "sitemap.opml", "-o", "consensus.run"], {"sitemap.opml": _OPML}, "sitemap.opml:2", "OPML",
        outputs=("consensus.run",), why="an XML outline is no run; told by its format's name, not a field count"))
    cases.append(cli_bad(
        "u24e_opml_as_qrels", "rankagg evaluate --qrels sitemap.opml consensus.run: the target IA outline given as "
        "the judgements", ["evaluate", "--qrels", "sitemap.opml", "consensus.run"],
        {"sitemap.opml": _OPML, "consensus.run": "account Q0 billing 1 2 x\naccount Q0 profile 2 1 x\n"},
        "sitemap.opml:2", "OPML", outputs=(), why="trec_eval reads no OPML; told by name"))
    cases.append(cli_bad(
        "u24e_drawio_as_run", "rankagg fuse sitemap.drawio: a draw.io sitemap given as a run",
        ["fuse", "sitemap.drawio", "-o", "consensus.run"], {"sitemap.drawio": _DRAWIO}, "sitemap.drawio:1", "draw.io",
        outputs=("consensus.run",), why="an XML diagram is no run; told by its tool's name"))
    cases.append(cli_bad(
        "u24e_freemind_as_run", "rankagg fuse nav.mm: a FreeMind mind map of the navigation given as a run",
        ["fuse", "nav.mm", "-o", "consensus.run"], {"nav.mm": _FREEMIND}, "nav.mm:1", "FreeMind",
        outputs=("consensus.run",), why="a mind map is no run; told by its tool's name"))
    cases.append(cli_bad(
        "u24e_drawio_renamed_xml_as_qrels", "rankagg evaluate --qrels target.xml: the draw.io file saved as .xml, "
        "given as qrels", ["evaluate", "--qrels", "target.xml", "consensus.run"],
        {"target.xml": _DRAWIO, "consensus.run": "account Q0 billing 1 2 x\n"}, "target.xml:1", "draw.io",
        outputs=(), why="told by its content, not only its name"))
    cases.append(cli_bad(
        "u24e_xmind_as_run", "rankagg fuse nav.xmind: an XMind map (a zip of content.json) given as a run",
        ["fuse", "nav.xmind", "-o", "consensus.run"],
        {"nav.xmind": _zip({"content.json": '[{"rootTopic": {"title": "Home"}}]', "manifest.json": "{}"})},
        "nav.xmind", "zip", outputs=("consensus.run",),
        why="docs/conventions.md: an archive is named for what it is, with what to do"))
    cases.append(cli_bad(
        "u24e_figma_fig_as_run", "rankagg fuse nav.fig: a Figma file (binary, 'fig-kiwi') given as a run",
        ["fuse", "nav.fig", "-o", "consensus.run"], {"nav.fig": b"fig-kiwi\x0f\x00\x00\x00" + bytes(range(256))},
        "nav.fig", outputs=("consensus.run",), why="a binary file is refused, naming it"))
    cases.append(cli_bad(
        "u24e_miro_board_json", "rankagg fuse board.json: a Miro board's JSON export given as runs",
        ["fuse", "board.json", "-o", "consensus.run"],
        {"board.json": '{"type": "board", "id": "uXjVO", "widgets": [{"type": "sticky_note", "text": "Billing"}]}\n'},
        "board.json", outputs=("consensus.run",), why="a JSON document is named, with the form rankagg.fuse takes"))

    # --- outputs named for the team's tools ---------------------------------------------------------------------------
    for name, tool in (("board.rtb", "Miro"), ("sitemap.graphml", "GraphML"), ("nav.excalidraw", "Excalidraw"),
                       ("nav.xd", "Adobe XD"), ("nav.mindnode", "MindNode"), ("nav.itmz", "iThoughts")):
        cases.append(cli_bad(
            f"u24e_out_{name.replace('.', '_')}", f"rankagg fuse p1.run p2.run -o {name}: the consensus written "
            f"under a file name of {tool}'s", ["fuse", "p1.run", "p2.run", "--method", "borda", "-o", name],
            dict(_TWO_RUNS), name, outputs=(name,),
            why=f"docs/conventions.md: another format's output name is refused ({tool} reads no TREC lines)"))
    cases.append(cli_bad(
        "u24e_out_soi_consensus_opml", "rankagg fuse cards.soi -o consensus.opml: the election's table under an OPML "
        "name", ["fuse", "cards.soi", "--method", "borda", "-o", "consensus.opml"],
        {"cards.soi": _soi("cards", _LABELS, _ORDERS)}, "consensus.opml", outputs=("consensus.opml",),
        why="docs/conventions.md: the same holds for the other outputs"))
    cases.append(cli_bad(
        "u24e_explain_drawio", "rankagg fuse ... --explain why.drawio: the explanation under a draw.io name",
        ["fuse", "p1.run", "p2.run", "--method", "rrf", "--explain", "why.drawio", "-o", "consensus.run"],
        dict(_TWO_RUNS), "why.drawio", outputs=("why.drawio", "consensus.run"),
        why="docs/conventions.md: --explain's JSON lines may take a JSON name, no other format"))

    # --- the API with the team's mistakes -----------------------------------------------------------------------------
    cases.append(bad(
        "u24e_api_frame_optimalsort_columns", "rankagg.fuse(DataFrame read from OptimalSort's CSV): its own "
        "columns (Participant ID, Card, Category, Position), not renamed",
        "import rankagg, pandas as pd, io\n"
        f"df = pd.read_csv(io.StringIO({_OPTIMALSORT!r}))\nrankagg.fuse(df, method='borda')\n",
        "Participant ID", "Card", why="docs/conventions.md: a frame's columns are named in its refusal"))
    cases.append(bad(
        "u24e_api_optimalsort_csv_path", "rankagg.fuse('optimalsort.csv'): the export's path given to the API",
        f"import rankagg\nopen('optimalsort.csv', 'w').write({_OPTIMALSORT!r})\n"
        "rankagg.fuse('optimalsort.csv', method='borda')\n", "optimalsort.csv", "Participant ID", "Card", "Position",
        why="the API's doors are the CLI's: a long table is named with its columns, not told by a TREC field count"))
    cases.append(bad(
        "u24e_api_frame_positions_from_zero", "rankagg.fuse(DataFrame ... rank): 'drag to order' positions "
        "counted from 0",
        "import rankagg, pandas as pd\nS = sorts(seed=41)\n"
        "df = pd.DataFrame([(c, d, p, r - 1) for c, d, p, r in long_rows(S)], columns=['qid', 'docid', 'run', "
        "'rank'])\nrankagg.fuse(df, method='borda')\n", "rank", "row 0",
        why="docs/conventions.md: each rank a positive integer; 0 is refused naming the row"))
    cases.append(bad(
        "u24e_api_frame_card_twice", "rankagg.fuse(DataFrame): a participant's card logged twice (a double drop)",
        "import rankagg, pandas as pd\nS = sorts(seed=43)\nrows = long_rows(S)\nrows.insert(5, rows[1])\n"
        "df = pd.DataFrame(rows, columns=['qid', 'docid', 'run', 'rank'])\nrankagg.fuse(df, method='borda')\n",
        "row 5", why="docs/conventions.md: an item given twice in a ranker's list is refused naming the row"))
    cases.append(bad(
        "u24e_api_dict_label_blank", "rankagg.fuse({participant: {category: {label: score}}}): labels as written, "
        "with blanks", "import rankagg\nrankagg.fuse({'P01': {'account': {'Billing & Payments': 2.0, 'Profile': "
        "1.0}}, 'P02': {'account': {'Profile': 2.0, 'Billing & Payments': 1.0}}}, method='borda')\n",
        "Billing & Payments", "P01", why="docs/architecture.md: an id holds no blank; refused naming the run"))
    cases.append(bad(
        "u24e_api_likert_nan", "rankagg.fuse(...): a Likert rating left empty (NaN) by a participant who skipped it",
        "import rankagg\nR = {'P%02d' % p: {'help': {'faq': 5.0, 'returns': 3.0, 'delivery': 6.0}} for p in "
        "range(5)}\nR['P03']['help']['returns'] = float('nan')\nrankagg.fuse(R, method='borda')\n", "P03",
        why="docs/conventions.md: a missing score is refused as one"))
    cases.append(bad(
        "u24e_api_weights_unknown_segment", "rankagg.fuse(..., weights={'P099': 2}): a weight for a participant "
        "who is not in the study (excluded as a speeder)",
        "import rankagg\nS = as_scores(sorts(seed=47, n=6))\nrankagg.fuse(S, method='rrf', weights={'P099': 2.0})\n",
        "P099", why="a weight naming no run would be silently unused"))
    return cases
