"""Issue 45's fifteenth bar of scripts/reliability_matrix.py, a survey researcher's day (ranking questions from
Qualtrics, SurveyMonkey, LimeSurvey and Google Forms exports; its cases, registered in its ``cases()``); the
mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's."""

from __future__ import annotations

import signal  # noqa: F401  (a case's signal names)
import io
import zipfile

from .case import Case, stdout_has, snippet_cases, command_cases  # noqa: F401


FIFTEENTH_SURVEY = "45 Unseen inputs: a fifteenth bar, a survey researcher's ranking questions"

# The researcher's references, independent of rankagg's code.  A ballot is (weight, order), an order a list of
# items or tuples (a tie class) best first; ``places`` gives each item its class's best place (docs/preferences.md:
# "2,{1,3},4: 2 first, 1 and 3 second, 4 fourth"; docs/conventions.md: a DataFrame rank column 1 1 1 4 alike).
# ``borda_ref`` is ``rankagg methods borda``: n - r + 1 points (n: the items some ballot ranked), an item a ballot
# of k left out gets (n - k + 1) / 2 (share), n - k (bottom) or 0 (ignore), each ballot's points times its weight.
# ``pairs_ref`` fills Y[a, b] with the weight of the ballots putting a above b (a tie: no preference; an item a
# ballot left out: no preference, or below its list with unranked='below': ``rankagg methods kemeny``);
# ``copeland_ref`` is wins - losses of the majority (``rankagg methods copeland``); ``kemeny_ref`` enumerates every
# order (Kemeny 1959); ``house`` is the tie rule every method states (score within 2^-40 relative, then more
# rankers that returned the item, then its best place, then the smaller id).
_REF = """
import functools, itertools, json, math, os, subprocess, sys
TOL = 2.0 ** -40
def verdict(ok, msg):
    print('same' if ok else 'differs: ' + str(msg))
def classes(o):
    return [tuple(c) if isinstance(c, (tuple, list, set)) else (c,) for c in o]
def places(o):
    pos, place = {}, 1
    for c in classes(o):
        for d in c:
            pos[d] = place
        place += len(c)
    return pos
def stats(ballots):
    cnt, best = {}, {}
    for w, o in ballots:
        for d, p in places(o).items():
            cnt[d] = cnt.get(d, 0) + 1
            best[d] = min(best.get(d, p), p)
    return cnt, best
def borda_ref(ballots, unranked='share'):
    items = sorted({d for _, o in ballots for c in classes(o) for d in c})
    n = len(items)
    sc = {d: 0.0 for d in items}
    for w, o in ballots:
        pos = places(o)
        k = len(pos)
        for d in items:
            if d in pos:
                sc[d] += w * (n - pos[d] + 1)
            elif unranked == 'share':
                sc[d] += w * (n - k + 1) / 2
            elif unranked == 'bottom':
                sc[d] += w * (n - k)
    return sc
def pairs_ref(ballots, items, unranked='none'):
    Y = {(a, b): 0.0 for a in items for b in items if a != b}
    for w, o in ballots:
        pos = places(o)
        for a, b in Y:
            if a in pos and b in pos:
                Y[a, b] += w * (pos[a] < pos[b])
            elif unranked == 'below' and a in pos:
                Y[a, b] += w
    return Y
def copeland_ref(Y, items):
    return {a: float(sum((Y[a, b] > Y[b, a]) - (Y[b, a] > Y[a, b]) for b in items if b != a)) for a in items}
def kemeny_ref(Y, items):
    costs = {p: sum(Y[p[j], p[i]] for i in range(len(p)) for j in range(i + 1, len(p)))
             for p in itertools.permutations(sorted(items))}
    least = min(costs.values())
    return least, [list(p) for p, c in costs.items() if c <= least + 1e-9]
def house(sc, cnt, best):
    def cmp(a, b):
        x, y = sc[a], sc[b]
        if abs(x - y) > TOL * max(abs(x), abs(y)):
            return -1 if x > y else 1
        if cnt.get(a, 0) != cnt.get(b, 0):
            return -1 if cnt.get(a, 0) > cnt.get(b, 0) else 1
        if best.get(a, 1e9) != best.get(b, 1e9):
            return -1 if best.get(a, 1e9) < best.get(b, 1e9) else 1
        return -1 if a < b else 1
    return sorted(sc, key=functools.cmp_to_key(cmp))
def expand(counted):
    # a PrefLib line 'c: order' is c voters (docs/preferences.md: a distinct order with count 3 is three rankers)
    return [(1, o) for c, o in counted for _ in range(c)]
def compare(got, sc, cnt, best, scores=True):
    # got: [(item, score)] best first; the reference's order by the house rule, its scores when asked
    want = house(sc, cnt, best)
    order = [d for d, _ in got]
    gs = dict(got)
    bad = [d for d in want if scores and (d not in gs or abs(gs[d] - sc[d]) > 1e-6 * max(1.0, abs(sc[d])))]
    return order == want and not bad, f'order {order} where the reference gives {want}' + (
        f'; scores {gs} where the reference gives {sc}' if bad else '')
"""

# The survey: six phone features; eight respondents each ranked their top three (a partial ranking, the rest
# blank), and a pilot of seven respondents who ranked all five features of a second question.
_DATA = """
F = ['Price', 'Battery', 'Camera', 'Screen', 'Storage', 'Design']
TOP3 = {'R01': ['Battery', 'Price', 'Camera'], 'R02': ['Price', 'Battery', 'Screen'],
        'R03': ['Camera', 'Storage', 'Price'], 'R04': ['Battery', 'Camera', 'Design'],
        'R05': ['Screen', 'Design', 'Battery'], 'R06': ['Storage', 'Camera', 'Design'],
        'R07': ['Price', 'Camera', 'Battery'], 'R08': ['Battery', 'Design', 'Storage']}
FIVE = ['Price', 'Battery', 'Camera', 'Screen', 'Design']
FULL = {'R01': ['Design', 'Camera', 'Screen', 'Battery', 'Price'], 'R02': ['Screen', 'Battery', 'Camera', 'Price', 'Design'],
        'R03': ['Price', 'Camera', 'Battery', 'Design', 'Screen'], 'R04': ['Design', 'Price', 'Camera', 'Screen', 'Battery'],
        'R05': ['Battery', 'Screen', 'Design', 'Price', 'Camera'], 'R06': ['Battery', 'Price', 'Screen', 'Design', 'Camera'],
        'R07': ['Battery', 'Price', 'Screen', 'Camera', 'Design']}
FULL_W = {'R01': 1, 'R02': 1, 'R03': 2, 'R04': 2, 'R05': 1, 'R06': 1, 'R07': 1}
"""

_U15 = _REF + _DATA + """
import numpy as np
import pandas as pd
import rankagg
from rankagg import Fuser
def long_frame(ballots, q='Q1', **cols):
    rows = []
    for r, o in ballots.items():
        for d, p in places(o).items():
            rows.append({'qid': q, 'docid': d, 'run': r, 'rank': p})
    df = pd.DataFrame(rows)
    return df.rename(columns=cols)
def frame_got(res, q='Q1', qcol='qid', dcol='docid'):
    sub = res[res[qcol] == q].sort_values('rank')
    return list(zip(sub[dcol].tolist(), sub['score'].astype(float).tolist()))
def refused_naming(fn, *names):
    try:
        got = fn()
    except ValueError as exc:
        m = str(exc)
        print('same' if all(n in m for n in names) else f'refused without naming {names}: {m}')
        return None
    return got
def cli(*argv):
    p = subprocess.run([sys.executable, '-m', 'rankagg.cli', *argv], capture_output=True, text=True)
    return p.returncode, p.stdout, p.stderr
def run_order(path):
    out = {}
    for line in open(path):
        q, _, d, _, s, _ = line.split()
        out.setdefault(q, []).append((d, float(s)))
    return out
"""[1:]

_NS: dict = {}
exec(_REF + _DATA, _NS)  # the same reference for the command-line cases' checks


def _preflib(kind: str, names: list[str], orders: list[tuple[int, str]], title: str = "features") -> str:
    """A PrefLib file as preflib.org writes one (docs/preferences.md's council example)."""
    lines = [f"# FILE NAME: {title}.{kind}", "# TITLE: Rank the features", f"# DATA TYPE: {kind}",
             f"# NUMBER ALTERNATIVES: {len(names)}", f"# NUMBER VOTERS: {sum(c for c, _ in orders)}",
             f"# NUMBER UNIQUE ORDERS: {len(orders)}"]
    lines += [f"# ALTERNATIVE NAME {i}: {n}" for i, n in enumerate(names, 1)]
    lines += [f"{c}: {o}" for c, o in orders]
    return "\n".join(lines) + "\n"


def _ballots(names: list[str], orders: list[tuple[int, str]]) -> list:
    """The PrefLib orders as the reference's ballots, one per voter."""
    out = []
    for c, o in orders:
        order, k = [], 0
        while k < len(o):
            if o[k] == "{":
                j = o.index("}", k)
                order.append(tuple(names[int(x) - 1] for x in o[k + 1:j].split(",")))
                k = j + 2
            else:
                j = o.find(",", k)
                j = len(o) if j < 0 else j
                order.append(names[int(o[k:j]) - 1])
                k = j + 1
        out.append((c, order))
    return _NS["expand"](out)


def _run(path) -> dict:
    out: dict = {}
    for line in path.read_text().splitlines():
        q, _, d, _, s, _ = line.split()
        out.setdefault(q, []).append((d, float(s)))
    return out


def _xlsx() -> bytes:
    """A minimal Office Open XML workbook (what Qualtrics' 'Excel' download is), made with zipfile alone."""
    buf = io.BytesIO()
    sheet = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats'
             '.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>ResponseId</t></is>'
             '</c><c r="B1" t="inlineStr"><is><t>Price</t></is></c><c r="C1" t="inlineStr"><is><t>Battery</t></is></c>'
             '</row><row r="2"><c r="A2" t="inlineStr"><is><t>R_1</t></is></c><c r="B2"><v>2</v></c><c r="C2"><v>1</v>'
             '</c></row></sheetData></worksheet>')
    with zipfile.ZipFile(buf, "w") as z:
        z.writestr("[Content_Types].xml", '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.'
                   'openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/'
                   'xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-'
                   'officedocument.spreadsheetml.worksheet+xml"/></Types>')
        z.writestr("xl/worksheets/sheet1.xml", sheet)
    return buf.getvalue()


def fifteenth_bar_survey_cases() -> list[Case]:
    """Issue 45's fifteenth bar: a survey researcher's day.  Respondents rank features ("rank these 6 features");
    the exports arrive wide (one row per respondent, one column per item holding its rank: Qualtrics, SurveyMonkey;
    or one column per place holding an item: LimeSurvey) or long, with partial rankings (top 3, the rest blank),
    "don't know" cells, ties where the form allowed them, non-integer post-stratification weights, a respondent who
    submitted twice, item labels with commas and quotes, Excel workbooks, a BOM, ranks written "1st", and reversed
    scales.  The documented shapes for such data are PrefLib elections (soc, soi, toc, toi), the long DataFrame
    with a ``rank`` column and a run column (the respondent), the ``Fuser``'s lists best first, comparison tables
    with a ``weight`` column, and the Parquet run table with ``--weights``; anything else must be refused naming
    the file and line (or the row).  The right answers: Borda with partial lists by ``rankagg methods borda``'s
    rule, Copeland's wins - losses, Kemeny by enumerating every order, weighted versions as duplicated respondents
    for integer weights, the Plackett-Luce likelihood maximised by SciPy, the house tie rule as every method
    states it, and the docs' words about ties, unranked items and bad values."""
    G = FIFTEENTH_SURVEY
    ns = _NS

    ok, bad = snippet_cases(G, _U15)

    cli_ok, cli_bad = command_cases(G, outputs=())

    F = ns["F"]
    # ------------------------------------------------------------------ PrefLib elections from a ranking question
    soi_orders = [(3, "1,2,3"), (2, "2,1,4"), (2, "3,5,1"), (1, "4,6,2"), (1, "5,3,6"), (1, "2,6,5")]
    soi = _preflib("soi", F, soi_orders)
    soi_b = _ballots(F, soi_orders)

    def check_borda(ballots, unranked="share", out="out.run", q="features"):
        def check(stdout, folder):
            sc = ns["borda_ref"](ballots, unranked)
            cnt, best = ns["stats"](ballots)
            got = _run(folder / out)[q]
            okay, _ = ns["compare"](got, sc, cnt, best)
            return okay
        return check

    # names as a questionnaire words them: commas, quotes, blanks (PrefLib names are free text)
    odd = ["Price, incl. VAT", 'Battery "all-day"', "Camera", "Screen size", "Storage (GB)", "Design; colour"]
    odd_orders = [(3, "1,2,3"), (2, "2,1,4"), (2, "3,5,1"), (2, "4,6,2"), (1, "5,3,6")]

    def check_odd_names(stdout, folder):
        import urllib.parse

        import pandas as pd
        t = pd.read_csv(folder / "out.csv", keep_default_na=False)
        if "rank" in t.columns:
            t = t.sort_values("rank")
        b = _ballots(odd, odd_orders)
        sc = ns["borda_ref"](b)
        want = sorted(sc, key=lambda d: -sc[d])
        names = [str(x) for x in t["name"]] if "name" in t.columns else []
        items = [urllib.parse.unquote(str(x)) for x in t["item"]]
        got = dict(zip(names, t["score"].astype(float)))
        return (len(set(sc.values())) == len(sc) and names == want and items == want
                and all(abs(got[d] - sc[d]) < 1e-6 for d in sc))

    # ------------------------------------------------------------------ the wide exports the field downloads
    qualtrics_pilot = ("ResponseId,Price,Battery,Camera,Screen,Design\n"
                       "R_1a2b3c,2,1,3,5,4\nR_4d5e6f,1,3,2,4,5\nR_7g8h9i,5,4,1,2,3\n")
    qualtrics_three_headers = ("ResponseId,QID7_1,QID7_2,QID7_3,QID7_4\n"
                               "Response ID,Rank these features - Price,Rank these features - Battery,"
                               "Rank these features - Camera,Rank these features - Screen\n"
                               '"{""ImportId"":""_recordId""}","{""ImportId"":""QID7_1""}","{""ImportId"":""QID7_2""}",'
                               '"{""ImportId"":""QID7_3""}","{""ImportId"":""QID7_4""}"\n'
                               "R_1a2b3c,2,1,3,4\nR_4d5e6f,1,3,2,4\nR_7g8h9i,4,2,1,3\n")
    monkey_top3 = ("Respondent ID,Price,Battery,Camera,Screen,Storage,Design\n"
                   "114277,2,1,,,3,\n114301,,2,1,,,3\n114389,1,,,2,,3\n")
    bom_quoted = ("\ufeffResponseId,\"Price, incl. VAT\",\"The \"\"premium\"\" finish\",Camera,Battery\n"
                  "R_1,1,3,2,4\nR_2,2,1,4,3\nR_3,4,2,3,1\n").encode("utf-8")
    ordinal_text = ("Respondent,Price,Battery,Camera,Screen\n"
                    "r1,1st,2nd,3rd,4th\nr2,2nd,1st,4th,3rd\nr3,3rd,4th,1st,2nd\n")
    lime = ("id,submitdate,lastpage,startlanguage,Q1[1],Q1[2],Q1[3]\n"
            "17,2026-11-30 10:02:11,2,en,Battery,Price,Camera\n"
            "23,2026-11-30 10:05:40,2,en,Price,Camera,Screen\n"
            "31,2026-11-30 11:17:02,2,en,Camera,Screen,Battery\n")
    reversed_scale = ("respondent,Price,Battery,Camera,Screen,Design\n"
                      "a,5,4,1,2,3\nb,1,5,4,3,2\nc,2,3,5,4,1\n")
    gforms = ("Timestamp,Rank these features [Price],Rank these features [Battery],Rank these features [Camera]\n"
              "2026/11/30 10:01:02 AM GMT+1,1,2,3\n2026/11/30 10:04:51 AM GMT+1,3,1,2\n"
              "2026/11/30 10:09:13 AM GMT+1,2,3,1\n")

    # ------------------------------------------------------------------ comparison tables built from the rankings
    def comparisons_csv(ballots_w, q="Q1", bom=False):
        rows = ["query,item_a,item_b,outcome,weight"]
        for w, o in ballots_w:
            pos = ns["places"](o)
            ranked = sorted(pos, key=lambda d: pos[d])
            for i, a in enumerate(ranked):
                for b in ranked[i + 1:]:
                    rows.append(f"{q},{a},{b},{'tie' if pos[a] == pos[b] else 'win'},{w}")
        return ("\ufeff" if bom else "") + "\n".join(rows) + "\n"

    two_q_a = [(1, ["Battery", "Price", "Camera"]), (1, ["Price", "Battery", "Camera"]), (1, ["Battery", "Camera", "Price"])]
    two_q_b = [(1, ["Blue", "Red", "Green"]), (1, ["Green", "Blue", "Red"]), (1, ["Blue", "Green", "Red"])]

    odd_items = [(1, ["Price,VAT", 'Brand"X"', "Camera"]), (1, ['Brand"X"', "Price,VAT", "Camera"]),
                 (1, ["Price,VAT", "Camera", 'Brand"X"'])]

    def check_odd_items(stdout, folder):
        import pandas as pd
        t = pd.read_csv(folder / "out.csv")
        if "rank" in t.columns:
            t = t.sort_values("rank")
        items = ["Brand\"X\"", "Camera", "Price,VAT"]
        Y = ns["pairs_ref"](odd_items, items)
        wins = {a: sum(v for (x, _), v in Y.items() if x == a) for a in items}
        return [str(x) for x in t["item"]] == sorted(items, key=lambda d: -wins[d])

    def odd_items_csv():
        import csv
        buf = io.StringIO()
        w = csv.writer(buf, lineterminator="\n")
        w.writerow(["query", "item_a", "item_b", "outcome"])
        for _, o in odd_items:
            for i, a in enumerate(o):
                for b in o[i + 1:]:
                    w.writerow(["Q1", a, b, "win"])
        return buf.getvalue()

    # ------------------------------------------------------------------ the Parquet run table with --weights
    resp_w = {"R01": 1.37, "R02": 0.62, "R03": 2.05, "R04": 0.91, "R05": 1.0, "R06": 0.48, "R07": 1.6, "R08": 0.77}

    def parquet_setup(folder):
        import pandas as pd
        rows = []
        for r, o in ns["TOP3"].items():
            for p, d in enumerate(o, 1):
                rows.append({"q_id": "Q1", "doc_id": d, "score": float(7 - p), "run": r})
        pd.DataFrame(rows).to_parquet(folder / "survey.parquet", index=False)

    def check_parquet_weights(stdout, folder):
        b = [(resp_w[r], o) for r, o in ns["TOP3"].items()]
        sc = ns["borda_ref"](b)
        cnt, best = ns["stats"](b)
        return ns["compare"](_run(folder / "out.run")["Q1"], sc, cnt, best)[0]

    weights_txt = "".join(f"{r} {w}\n" for r, w in resp_w.items())

    # a code snippet's own CLI call, right either way: the right run, or exit 2 naming the file (and line)
    def either_cli(argv: str, out: str, names: str, ref: str) -> str:
        return (f"rc, so, se = cli('fuse', {argv})\n"
                f"if rc == 2:\n    verdict(all(n in se for n in {names}) and 'Traceback' not in se, 'refused: ' + se)\n"
                f"elif rc != 0:\n    verdict(False, f'exit {{rc}}: ' + se[-300:])\n"
                f"else:\n    got = run_order({out!r})\n{ref}")

    # weighted comparisons whose weighted majorities differ from the head count
    cmp_w = [(1.97, ["Camera", "Screen", "Price", "Battery"]), (0.67, ["Price", "Screen", "Battery", "Camera"]),
             (0.41, ["Price", "Screen", "Camera", "Battery"]), (2.0, ["Price", "Screen", "Camera", "Battery"]),
             (1.9, ["Screen", "Price", "Camera", "Battery"])]
    cmp_items = ["Battery", "Camera", "Price", "Screen"]

    def check_cmp_weighted(rule):
        def check(stdout, folder):
            Y = ns["pairs_ref"](cmp_w, cmp_items)
            Y0 = ns["pairs_ref"]([(1, o) for _, o in cmp_w], cmp_items)
            if rule == "copeland":
                sc, sc0 = ns["copeland_ref"](Y, cmp_items), ns["copeland_ref"](Y0, cmp_items)
            else:  # borda_wins: the weight of the comparisons won (no ties here)
                sc = {a: sum(v for (x, _), v in Y.items() if x == a) for a in cmp_items}
                sc0 = {a: sum(v for (x, _), v in Y0.items() if x == a) for a in cmp_items}
            want = sorted(cmp_items, key=lambda d: -sc[d])
            got = _run(folder / "out.run")["Q1"]
            return (len(set(sc.values())) == len(sc) and want != sorted(cmp_items, key=lambda d: -sc0[d])
                    and [d for d, _ in got] == want
                    and (rule != "copeland" or all(abs(v - sc[d]) < 1e-6 for d, v in got)))
        return check

    soi_bom_crlf = b"\xef\xbb\xbf" + soi.replace("\n", "\r\n").encode()
    decimal_count = soi.replace("\n3: 1,2,3\n", "\n1.37: 1,2,3\n")
    qualtrics_json = ('{"responses": [{"responseId": "R_1a2b", "values": {"QID7_1": 2, "QID7_2": 1, "QID7_3": 3}},'
                      ' {"responseId": "R_4d5e", "values": {"QID7_1": 1, "QID7_2": 3, "QID7_3": 2}}]}\n')
    sav = (b"$FL2@(#) IBM SPSS STATISTICS 64-bit Linux 28.0.0.0" + b" " * 14 + b"\x02\x00\x00\x00\x06\x00\x00\x00"
           + b"\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00Y@" + b"30 Nov 2610:02:11" + b"\x00" * 64)
    top3_ballots = "b = [(1, o) for o in TOP3.values()]\n"
    check_top3 = top3_ballots + "verdict(*compare(frame_got(res), borda_ref(b), *stats(b)))\n"

    def long_csv(folder):
        rows = ["qid,docid,run,rank"] + [f"Q1,{d},{r},{p}" for r, o in ns["TOP3"].items() for p, d in enumerate(o, 1)]
        (folder / "long.csv").write_text("\n".join(rows) + "\n")

    def parquet_rank(folder):
        import pandas as pd
        rows = [{"q_id": "Q1", "doc_id": d, "rank": p, "run": r} for r, o in ns["TOP3"].items()
                for p, d in enumerate(o, 1)]
        pd.DataFrame(rows).to_parquet(folder / "ranks.parquet", index=False)

    def parquet_int_ids(folder):
        import pandas as pd
        rows = [{"q_id": "Q1", "doc_id": d, "score": float(7 - p), "run": 1000 + k}
                for k, (r, o) in enumerate(ns["TOP3"].items(), 1) for p, d in enumerate(o, 1)]
        pd.DataFrame(rows).to_parquet(folder / "panel.parquet", index=False)

    def check_int_ids(stdout, folder):
        w = {1000 + k: v for k, v in enumerate(resp_w.values(), 1)}
        b = [(w[1000 + k], o) for k, o in enumerate(ns["TOP3"].values(), 1)]
        sc = ns["borda_ref"](b)
        cnt, best = ns["stats"](b)
        return ns["compare"](_run(folder / "out.run")["Q1"], sc, cnt, best)[0]

    weighted_top3 = f"w = {resp_w!r}\nb = [(w[r], o) for r, o in TOP3.items()]\n"
    cases = [
        # -------------------------------------------------------------- PrefLib files from a ranking question
        cli_ok("u15v_soi_bom_crlf_from_excel", "the top-3-of-6 question as a PrefLib .soi saved on Windows (a UTF-8 "
               "BOM and CRLF line ends): the same Borda consensus as the plain file (shared points for the left-out "
               "features, ties by the house rule)",
               ["fuse", "features.soi", "--method", "borda", "-o", "out.run", "--quiet"],
               {"features.soi": soi_bom_crlf}, check_borda(soi_b),
               "a BOM is no character of the first line (utf-8-sig; the matrix's BOM rule for every input); "
               "docs/preferences.md: CRLF reads as LF; rankagg methods borda: share"),
        cli_ok("u15v_preflib_names_commas_quotes", "alternative names as the questionnaire words them ('Price, incl. "
               "VAT', 'Battery \"all-day\"', 'Design; colour') fused with Borda into a CSV: the name column reads "
               "back through pandas as written, the item ids unquote to the names, the order is Borda's",
               ["fuse", "odd.soi", "--method", "borda", "-o", "out.csv", "--quiet"],
               {"odd.soi": _preflib("soi", odd, odd_orders, "odd")}, check_odd_names,
               "docs/preferences.md: names are free text, items are ids percent-encoded, the name column holds the "
               "name as written; a CSV writer quotes commas and quotes (RFC 4180)"),
        cli_ok("u15v_soi_mean_rank_bottom", "the top-3 .soi with mean_rank (the researcher's 'average rank'): a "
               "left-out feature at place k + 1 = 4, averaged over every respondent (counts as voters), lower first",
               ["fuse", "features.soi", "--method", "mean_rank", "-o", "out.run", "--quiet"], {"features.soi": soi},
               lambda out, folder: [d for d, _ in _run(folder / "out.run")["features"]] == ns["house"](
                   {d: -sum(ns["places"](o).get(d, 4) for _, o in soi_b) / len(soi_b) for d in F},
                   *ns["stats"](soi_b)),
               "rankagg methods mean_rank: unranked='bottom' counts an item at position k + 1"),
        cli_bad("u15v_preflib_decimal_count", "a survey weight written as an order's count ('1.37: 1,2,3'): refused "
                "naming the file and line, nothing written",
                ["fuse", "features.soi", "--method", "borda", "-o", "out.run"], {"features.soi": decimal_count},
                "features.soi:13", outputs=("out.run",),
                why="a PrefLib count is a whole number of voters (preflibtools int()); 1.37 voters is no election"),
        # -------------------------------------------------------------- the wide exports handed to the command line
        cli_bad("u15v_wide_qualtrics_pilot", "a Qualtrics wide export of a 3-respondent pilot (ResponseId, then one "
                "column per feature holding its rank, each column's ranks distinct): refused naming the file, not "
                "read as gene lists whose genes are the numbers 1-5",
                ["fuse", "survey.csv", "-o", "out.tsv"], {"survey.csv": qualtrics_pilot}, "survey.csv",
                outputs=("out.tsv",), why="docs/genes.md: a table of ranks is no table of lists (read as lists, the "
                "numbers would be ranked as items); no documented reader takes a respondent-by-item rank table"),
        cli_bad("u15v_wide_qualtrics_three_header_rows", "Qualtrics' default CSV download (three header rows: the "
                "QIDs, the question text per item, the ImportId JSON), then one row per respondent: refused naming the "
                "file, nothing written",
                ["fuse", "survey.csv", "-o", "out.tsv"], {"survey.csv": qualtrics_three_headers}, "survey.csv",
                outputs=("out.tsv",), why="question texts and JSON are no gene lists; no documented reader"),
        bad("u15v_df_qualtrics_long_names", "the long frame with the survey tool's column names (ResponseId, "
            "QuestionID, Item, Rank) given to rankagg.fuse: refused naming the columns it needs",
            "df = long_frame(TOP3).rename(columns={'run': 'ResponseId', 'qid': 'QuestionID', 'docid': 'Item', "
            "'rank': 'Rank'})\n"
            "rankagg.fuse(df, 'borda')\n", "docid",
            why="rankagg.api.fuse_forms: a long table needs qid, docid and run columns (their aliases)"),
        cli_bad("u15v_wide_surveymonkey_top3", "a SurveyMonkey export of a top-3 question (blank cells for unranked "
                "features, 'Respondent ID' first): refused naming the file and line",
                ["fuse", "survey.csv", "-o", "out.tsv"], {"survey.csv": monkey_top3}, "survey.csv:",
                outputs=("out.tsv",), why="a blank inside a column is a gene after the end of its list "
                "(docs/genes.md), and this is no table of lists"),
        cli_bad("u15v_wide_bom_quoted_headers", "a wide export saved as CSV UTF-8 (BOM) with feature labels holding "
                "commas and doubled quotes: refused naming the file",
                ["fuse", "survey.csv", "-o", "out.tsv"], {"survey.csv": bom_quoted}, "survey.csv",
                outputs=("out.tsv",), why="a respondent-by-item rank table is no table of lists"),
        cli_bad("u15v_wide_ordinal_text", "a wide export with ranks written '1st', '2nd', '3rd', '4th' (one column "
                "per feature): refused naming the file, not ranked as genes called '1st'",
                ["fuse", "survey.csv", "-o", "out.tsv"], {"survey.csv": ordinal_text}, "survey.csv",
                outputs=("out.tsv",), why="ordinals are no gene names; no documented reader takes this shape"),
        cli_bad("u15v_wide_limesurvey_places", "a LimeSurvey ranking export (id, submitdate, lastpage, "
                "startlanguage, then Q1[1]..Q1[3] holding the item at each place): refused naming the file",
                ["fuse", "survey.csv", "-o", "out.tsv"], {"survey.csv": lime}, "survey.csv",
                outputs=("out.tsv",), why="respondent ids, timestamps and language codes are no gene lists; each row "
                "is a list, not each column"),
        cli_bad("u15v_wide_google_forms_grid", "a Google Forms ranking grid export (Timestamp, 'Rank these features "
                "[Price]', ...): refused naming the file",
                ["fuse", "responses.csv", "-o", "out.tsv"], {"responses.csv": gforms}, "responses.csv",
                outputs=("out.tsv",), why="timestamps are no genes; a grid's columns hold ranks, not lists"),
        cli_bad("u15v_xlsx_cli", "the Qualtrics 'Excel' download (an .xlsx workbook) given to rankagg fuse: refused "
                "naming the file, nothing written",
                ["fuse", "survey.xlsx", "-o", "out.run"], {"survey.xlsx": _xlsx()}, "survey.xlsx",
                outputs=("out.run",), why="no reader of rankagg reads workbooks (no input reader is documented)"),
        bad("u15v_xlsx_api", "rankagg.fuse('survey.xlsx') in Python: a ValueError naming the file",
            "rankagg.fuse('survey.xlsx', 'borda')\n", "survey.xlsx", files={"survey.xlsx": _xlsx()},
            why="rankagg.fuse reads paths as rankagg fuse does; no workbook reader"),
        cli_bad("u15v_spss_sav_cli", "the SPSS .sav file the fieldwork agency delivered, given to rankagg fuse: "
                "refused naming the file, nothing written",
                ["fuse", "survey.sav", "-o", "out.run"], {"survey.sav": sav}, "survey.sav", outputs=("out.run",),
                why="a binary SPSS system file is no input rankagg documents"),
        cli_bad("u15v_qualtrics_api_json", "the Qualtrics API's JSON export ({'responses': [{'values': {'QID7_1': 2, "
                "...}}]}) given to rankagg fuse: refused naming the file, nothing written",
                ["fuse", "responses.json", "-o", "out.run"], {"responses.json": qualtrics_json}, "responses.json",
                outputs=("out.run",), why="docs/preferences.md: a JSON input is an arena battle file recognised by "
                "its first record (model_a, model_b, winner); this is none"),
        ok("u15v_df_respondent_ids_float", "respondent ids upcast to floats by a blank id cell elsewhere (run = "
           "1001.0, 1002.0, ...) with weights keyed by the panel's integers {1001: 1.37, ...}: the weighted Borda, "
           "or refused naming the run column or the weights; never every respondent silently weighted 1",
           "ids = {r: 1000 + i for i, r in enumerate(TOP3, 1)}\n"
           f"w = {{ids[r]: v for r, v in {resp_w!r}.items()}}\n"
           "df = long_frame({ids[r]: o for r, o in TOP3.items()})\n"
           "df['run'] = df['run'].astype(float)\n"
           "res = None\n"
           "try:\n    res = rankagg.fuse(df, 'borda', weights=w)\n"
           "except ValueError as exc:\n"
           "    verdict(any(n in str(exc) for n in ('run', 'weight', '1001')), 'refused: ' + str(exc))\n"
           "if res is not None:\n"
           "    b = [(w[ids[r]], o) for r, o in TOP3.items()]\n"
           "    verdict(*compare(frame_got(res), borda_ref(b), *stats(b)))\n",
           "docs/conventions.md: weights key each run by its name as text ({1: 2} weighs the run 1)"),
        ok("u15v_df_respondent_names_blank", "respondents named as the panel exports them ('Respondent 1', ...) with "
           "weights keyed by those names: the weighted Borda, or refused naming a respondent",
           "names = {r: f'Respondent {i}' for i, r in enumerate(TOP3, 1)}\n"
           f"w = {{names[r]: v for r, v in {resp_w!r}.items()}}\n"
           "df = long_frame({names[r]: o for r, o in TOP3.items()})\n"
           "res = refused_naming(lambda: rankagg.fuse(df, 'borda', weights=w), 'Respondent')\n"
           "if res is not None:\n"
           "    b = [(w[names[r]], o) for r, o in TOP3.items()]\n"
           "    verdict(*compare(frame_got(res), borda_ref(b), *stats(b)))\n",
           "a run's name is a name (the tag of a run is never written into the fused run)"),
        bad("u15v_api_soi_weights", "rankagg.fuse('features.soi', 'borda', weights={'1': 2.0}) (trying to weigh a "
            "PrefLib voter): refused naming weights, never ignored",
            "rankagg.fuse('features.soi', 'borda', weights={'1': 2.0})\n", "weights", files={"features.soi": soi},
            why="docs/preferences.md: options that apply to runs only are refused by name, not ignored (--weights)"),
        cli_bad("u15v_xlsx_named_csv", "an Excel workbook the user renamed survey.csv (zip bytes under a CSV name): "
                "refused naming the file, nothing written",
                ["fuse", "survey.csv", "-o", "out.tsv"], {"survey.csv": _xlsx()}, "survey.csv",
                outputs=("out.tsv",), why="a zip archive is no CSV table"),
        ok("u15v_long_csv_cli", "the long export as CSV with the DataFrame's column names (qid, docid, run, rank) "
           "given to rankagg fuse --method borda: Borda of the respondents' top-3 lists, or refused naming the file",
           either_cli("'long.csv', '--method', 'borda', '-o', 'out.run', '--quiet'", "out.run", "['long.csv']",
                      "    " + top3_ballots + "    verdict(*compare(got['Q1'], borda_ref(b), *stats(b)))\n"),
           "the command line documents the Parquet run table and gene-list tables; a long CSV is either read as "
           "the long frame is or refused", setup=long_csv),
        ok("u15v_parquet_rank_no_score", "the documented Parquet run table with a rank column instead of score "
           "(q_id, doc_id, rank, run): Borda of the ranks, or refused naming the file and the score column",
           either_cli("'ranks.parquet', '--method', 'borda', '-o', 'out.run', '--quiet'", "out.run",
                      "['ranks.parquet', 'score']",
                      "    " + top3_ballots + "    verdict(*compare(got['Q1'], borda_ref(b), *stats(b)))\n"),
           "rankagg fuse --help: one Parquet table q_id doc_id score run", setup=parquet_rank),
        # -------------------------------------------------------------- the long DataFrame: how survey tools store ranks
        ok("u15v_df_rank_blank_nan", "the long export keeping a row per feature with rank NaN where the respondent "
           "left it blank: read as not ranked (the data model's NaN) or refused naming the row, never a place",
           "df = long_frame(TOP3)\n"
           "blank = [{'qid': 'Q1', 'docid': d, 'run': r, 'rank': float('nan')} for r, o in TOP3.items() for d in F "
           "if d not in o]\n"
           "df = pd.concat([df, pd.DataFrame(blank)], ignore_index=True)\n"
           "res = refused_naming(lambda: rankagg.fuse(df, 'borda'), 'row')\n"
           "if res is not None:\n" + "".join("    " + ln + "\n" for ln in check_top3.splitlines()),
           "docs/conventions.md: NaN = not ranked by this ranker; or the rank rule refuses a rank that is no "
           "positive integer naming its row"),
        ok("u15v_df_rank_int64_na", "the rank column read with dtype='Int64' (pandas' nullable integers), <NA> where "
           "the respondent left a feature blank: not ranked, or refused naming the row",
           "df = long_frame(TOP3)\n"
           "blank = pd.DataFrame([{'qid': 'Q1', 'docid': d, 'run': r, 'rank': None} for r, o in TOP3.items() "
           "for d in F if d not in o])\n"
           "df = pd.concat([df, blank], ignore_index=True)\n"
           "df['rank'] = pd.array(df['rank'].tolist(), dtype='Int64')\n"
           "res = refused_naming(lambda: rankagg.fuse(df, 'borda'), 'row')\n"
           "if res is not None:\n" + "".join("    " + ln + "\n" for ln in check_top3.splitlines()),
           "<NA> is a missing value as NaN is (not ranked), or refused at its row"),
        ok("u15v_df_rank_float_dtype", "ranks stored as floats 1.0, 2.0, 3.0 (pandas upcasts a column with blanks; "
           "the blank rows dropped): read as the ranks they are, Borda as with integers",
           "df = long_frame(TOP3)\n"
           "df['rank'] = df['rank'].astype(float)\n"
           "res = rankagg.fuse(df, 'borda')\n" + check_top3,
           "a whole-valued float is that integer rank (a rank that is a positive integer)"),
        bad("u15v_df_rank_ordinal_text", "the long export's rank column as the survey tool wrote it ('1st', '2nd', "
            "'3rd'): refused naming the row",
            "df = long_frame(TOP3)\n"
            "df['rank'] = df['rank'].map({1: '1st', 2: '2nd', 3: '3rd'})\n"
            "rankagg.fuse(df, 'borda')\n", "row",
            why="rankagg.io.frame.from_dataframe: a rank that is not a positive integer is refused"),
        ok("u15v_df_rank_digit_strings", "the rank column read from a CSV as text ('1', '2', '10', object dtype): the "
           "ranks they spell, or refused naming the row; never ordered as strings",
           "df = long_frame(TOP3)\n"
           "df.loc[(df['run'] == 'R01') & (df['rank'] == 3), 'rank'] = 10  # a gap: '10' sorts before '2' as text\n"
           "df['rank'] = df['rank'].astype(str)\n"
           "res = refused_naming(lambda: rankagg.fuse(df, 'borda'), 'row')\n"
           "if res is not None:\n" + "".join("    " + ln + "\n" for ln in check_top3.splitlines()),
           "a number in a text column is the number or refused (the rules: one type per column)"),
        ok("u15v_df_rank_dont_know", "two respondents answered 'Don't know' for a feature (the cell holds the text): "
           "refused naming the row, or read as not ranked",
           "df = long_frame(TOP3)\n"
           "df['rank'] = df['rank'].astype(object)\n"
           "extra = pd.DataFrame([{'qid': 'Q1', 'docid': 'Design', 'run': 'R01', 'rank': \"Don't know\"},\n"
           "                      {'qid': 'Q1', 'docid': 'Screen', 'run': 'R03', 'rank': \"Don't know\"}])\n"
           "df = pd.concat([df, extra], ignore_index=True)\n"
           "res = refused_naming(lambda: rankagg.fuse(df, 'borda'), 'row')\n"
           "if res is not None:\n" + "".join("    " + ln + "\n" for ln in check_top3.splitlines()),
           "a rank that is not a positive integer is refused (from_dataframe's docstring)"),
        ok("u15v_df_rank_empty_strings", "the rank column read with keep_default_na=False: '' where the respondent "
           "left a feature blank, '1'..'3' elsewhere: not ranked, or refused naming the row",
           "df = long_frame(TOP3)\n"
           "blank = pd.DataFrame([{'qid': 'Q1', 'docid': d, 'run': r, 'rank': ''} for r, o in TOP3.items() "
           "for d in F if d not in o])\n"
           "df['rank'] = df['rank'].astype(str)\n"
           "df = pd.concat([df, blank], ignore_index=True)\n"
           "res = refused_naming(lambda: rankagg.fuse(df, 'borda'), 'row')\n"
           "if res is not None:\n" + "".join("    " + ln + "\n" for ln in check_top3.splitlines()),
           "an empty cell is no rank: not ranked, or refused"),
        ok("u15v_df_rank_zero_based", "ranks from 0 (a tool that counts places from 0: 0, 1, 2): the same places, or "
           "refused naming the row",
           "df = long_frame(TOP3)\n"
           "df['rank'] = df['rank'] - 1\n"
           "res = refused_naming(lambda: rankagg.fuse(df, 'borda'), 'row')\n"
           "if res is not None:\n" + "".join("    " + ln + "\n" for ln in check_top3.splitlines()),
           "from_dataframe refuses a rank that is no positive integer; docs/conventions.md: only the order of the "
           "places matters to a local-position method"),
        ok("u15v_df_gapped_ranks_borda_local", "a respondent who skipped places (SurveyMonkey's N/A row: ranks 1, 2, "
           "5): Borda reads the list order within the question (positions='local'), so the third item gets place 3",
           "gaps = {'R01': 1, 'R03': 3, 'R05': 2}\n"
           "df = long_frame(TOP3)\n"
           "df.loc[(df['run'].isin(list(gaps))) & (df['rank'] == 3), 'rank'] = 5\n"
           "res = rankagg.fuse(df, 'borda')\n" + check_top3,
           "rankagg methods borda: positions='local' (list order within the query)"),
        ok("u15v_df_tied_scores_trec_rule", "a reversed scale (6 = best) in a score column where the form let two "
           "features share a value: ranks from the scores by the documented rule (score descending, then docid "
           "descending), so the tie is broken, and Borda follows those orders",
           "df = long_frame(TOP3)\n"
           "df['score'] = 7 - df.pop('rank')\n"
           "df.loc[(df['run'] == 'R02') & (df['docid'] == 'Screen'), 'score'] = 5\n"
           "df.loc[(df['run'] == 'R06') & (df['docid'] == 'Design'), 'score'] = 6\n"
           "orders = {r: [d for d, _ in sorted(((d, s) for d, s in zip(g['docid'], g['score'])),\n"
           "              key=lambda x: (-x[1], tuple(-c for c in x[0].encode())))] for r, g in df.groupby('run')}\n"
           "res = rankagg.fuse(df, 'borda')\n"
           "b = [(1, o) for o in orders.values()]\n"
           "verdict(*compare(frame_got(res), borda_ref(b), *stats(b)))\n",
           "docs/conventions.md: ranks from scores, score descending, then docid descending (trec_eval)"),
        ok("u15v_df_weight_column", "post-stratification weights kept as a 'weight' column of the long frame (as a "
           "comparison table's weight column is read): the weighted Borda, or refused naming the column; never "
           "the unweighted Borda without a word",
           "df = long_frame(TOP3)\n"
           f"df['weight'] = df['run'].map({resp_w!r})\n"
           "res = refused_naming(lambda: rankagg.fuse(df, 'borda'), 'weight')\n"
           "if res is not None:\n"
           "    " + weighted_top3.replace("\n", "\n    ") + "verdict(*compare(frame_got(res), borda_ref(b), *stats(b)))\n",
           "docs/preferences.md reads a weight column in a table of preferences; a column that changes the answer "
           "is used or refused"),
        # -------------------------------------------------------------- the Fuser and the dict forms
        ok("u15v_fuser_tuple_tie_class", "a respondent's tie written into the Fuser's list as a tuple "
           "([('Battery', 'Price'), 'Camera']): the tie class (Borda's best place) or refused naming the respondent, "
           "never an item called \"('Battery', 'Price')\"",
           "lists = dict(TOP3)\nlists['R01'] = [('Battery', 'Price'), 'Camera']\n"
           "got = refused_naming(lambda: Fuser('borda')(lists), 'R01')\n"
           "if got is not None:\n"
           "    b = [(1, o) for o in lists.values()]\n"
           "    verdict(*compare(list(got), borda_ref(b), *stats(b)))\n",
           "rankagg.Fuser: a list is docids best first; an id is a str or an int"),
        ok("u15v_fuse_dict_of_lists", "rankagg.fuse({respondent: [top-3 best first]}, 'borda') (the Fuser's form "
           "given to rankagg.fuse): Borda as one question, or refused naming the form or a respondent",
           "res = None\n"
           "try:\n    res = rankagg.fuse(TOP3, 'borda')\n"
           "except ValueError as exc:\n    m = str(exc)\n"
           "    verdict(any(n in m for n in ('R01', 'qid', 'query', 'mapping', 'list')), 'refused: ' + m)\n"
           "if res is not None:\n"
           "    qs = list(res.items()) if isinstance(res, dict) else []\n"
           "    b = [(1, o) for o in TOP3.values()]\n"
           "    if len(qs) != 1:\n        verdict(False, f'{len(qs)} queries: {res!r}'[:400])\n"
           "    else:\n        verdict(*compare(list(qs[0][1].items()), borda_ref(b), *stats(b)))\n",
           "rankagg.fuse's forms: {name: {qid: {docid: score}}}; a list for a run is no form it documents"),
        ok("u15v_plackett_luce_top3_mle", "plackett_luce(alpha=0) on the top-3 lists (top-k of the question's six "
           "features, unranked='below'): the order of the Plackett-Luce maximum likelihood (Hunter 2004) found by "
           "SciPy on the top-k likelihood",
           "from scipy.optimize import minimize\n"
           "res = rankagg.fuse(long_frame(TOP3), 'plackett_luce(alpha=0, tol=1e-12, max_iter=100000)')\n"
           "ix = {d: i for i, d in enumerate(F)}\n"
           "def nll(x):\n"
           "    th = np.concatenate([[0.0], x])\n"
           "    tot = 0.0\n"
           "    for o in TOP3.values():\n"
           "        left = list(F)\n"
           "        for d in o:\n"
           "            tot -= th[ix[d]] - math.log(sum(math.exp(th[ix[e]]) for e in left))\n"
           "            left.remove(d)\n"
           "    return tot\n"
           "x = minimize(nll, np.zeros(len(F) - 1), method='BFGS', options={'gtol': 1e-10}).x\n"
           "th = dict(zip(F, np.concatenate([[0.0], x])))\n"
           "want = sorted(F, key=lambda d: -th[d])\n"
           "got = [d for d, _ in frame_got(res)]\n"
           "gap = min(abs(th[a] - th[b]) for a in F for b in F if a != b)\n"
           "verdict(gap > 1e-3 and got == want, f'{got} where the MLE gives {want} ({th})')\n",
           "rankagg methods plackett_luce: alpha=0 is maximum likelihood; unranked='below': top-k lists of the "
           "query"),
        # -------------------------------------------------------------- comparisons converted from the rankings
        ok("u15v_cmp_bom_two_questions", "a comparison table of two questions saved with a BOM (Excel's CSV UTF-8): "
           "each question's own order (wins), or refused naming the file; never both questions merged",
           either_cli("'pairs.csv', '--method', 'borda_wins', '-o', 'out.run', '--quiet'", "out.run", "['pairs.csv']",
                      "    want = {}\n"
                      "    for q, b in (('Q1', A), ('Q2', B)):\n"
                      "        items = sorted({d for _, o in b for d in o})\n"
                      "        Y = pairs_ref(b, items)\n"
                      "        sc = {a: sum(v for (x, _), v in Y.items() if x == a) for a in items}\n"
                      "        want[q] = sorted(items, key=lambda d: -sc[d])\n"
                      "    verdict({q: [d for d, _ in v] for q, v in got.items()} == want, f'{got} where {want}')\n"),
           "pandas and Python's utf-8-sig drop a BOM; the query column is 'query'",
           setup=lambda folder: (folder / "pairs.csv").write_text(
               comparisons_csv([(1, o) for _, o in two_q_a], "Q1", bom=True)
               + comparisons_csv([(1, o) for _, o in two_q_b], "Q2").split("\n", 1)[1], encoding="utf-8")),
        cli_ok("u15v_cmp_items_comma_quote", "item ids holding a comma and a double quote (Price,VAT and Brand\"X\", "
               "quoted by Python's csv module): borda_wins into a CSV that pandas reads back to the same ids",
               ["fuse", "pairs.csv", "--method", "borda_wins", "-o", "out.csv", "--quiet"],
               {"pairs.csv": odd_items_csv()}, check_odd_items,
               "an id holds no blank (docs/preferences.md); a comma or quote is no blank; RFC 4180 quoting"),
        cli_ok("u15v_cmp_weighted_copeland", "the rankings as a comparison table with each respondent's "
               "non-integer weight (1.97, 0.67, ...) on its rows: Copeland of the weighted majorities (wins - "
               "losses), which differs from the head count's",
               ["fuse", "pairs.csv", "--method", "copeland", "-o", "out.run", "--quiet"],
               {"pairs.csv": comparisons_csv(cmp_w)}, check_cmp_weighted("copeland"),
               "docs/preferences.md: Y[i, j] = weight of i preferred to j; rankagg methods copeland"),
        cli_ok("u15v_cmp_weighted_borda_wins", "the same weighted table with borda_wins: each feature's weighted "
               "wins (the order differs from the unweighted wins')",
               ["fuse", "pairs.csv", "--method", "borda_wins", "-o", "out.run", "--quiet"],
               {"pairs.csv": comparisons_csv(cmp_w)}, check_cmp_weighted("borda_wins"),
               "docs/preferences.md: borda_wins (wins, ties half), a row's weight"),
        # -------------------------------------------------------------- the Parquet run table with --weights
        cli_ok("u15v_parquet_weights_file_borda", "the long export as the documented Parquet run table (q_id, doc_id, "
               "score = 7 - rank, run = respondent) with the weighting software's 'id weight' file: weighted Borda",
               ["fuse", "survey.parquet", "--method", "borda", "--weights", "weights.txt", "-o", "out.run", "--quiet"],
               {"weights.txt": weights_txt}, check_parquet_weights,
               "rankagg fuse --help: one Parquet table q_id doc_id score run; --weights a file of 'NAME W' lines",
               setup=parquet_setup),
        cli_ok("u15v_parquet_int_panel_ids_weights", "the Parquet run table with the panel's integer respondent ids "
               "(run = 1001, 1002, ... as int64) and a weights file keyed '1001 1.37': weighted Borda",
               ["fuse", "panel.parquet", "--method", "borda", "--weights", "weights.txt", "-o", "out.run", "--quiet"],
               {"weights.txt": "".join(f"{1000 + k} {v}\n" for k, v in enumerate(resp_w.values(), 1))},
               check_int_ids, "docs/conventions.md: weights key each run by its name as text", setup=parquet_int_ids),
        cli_bad("u15v_weights_file_comma_decimal", "a weights file from a German SPSS locale ('R01 1,37'): refused "
                "naming the file and line",
                ["fuse", "survey.parquet", "--method", "borda", "--weights", "weights.txt", "-o", "out.run"],
                {"weights.txt": weights_txt.replace("1.37", "1,37")}, "weights.txt:1", outputs=("out.run",),
                why="a weight is a number as trec_eval reads one; 1,37 is none"),
        ok("u15v_weights_csv_with_header", "the weights exported by R's write.csv ('respondent,weight' then "
           "'R01,1.37' lines) given as --weights: read as the weights, or refused naming the file and line 1",
           either_cli("'survey.parquet', '--method', 'borda', '--weights', 'weights.csv', '-o', 'out.run', '--quiet'",
                      "out.run", "['weights.csv:1']",
                      "    " + weighted_top3.replace("\n", "\n    ")
                      + "verdict(*compare(got['Q1'], borda_ref(b), *stats(b)))\n"),
           "rankagg fuse --help: a JSON object or 'NAME W' lines",
           files={"weights.csv": "respondent,weight\n" + "".join(f"{r},{w}\n" for r, w in resp_w.items())},
           setup=parquet_setup),
    ]
    # the setup of the Parquet error case
    for c in cases:
        if c.id == "u15v_weights_file_comma_decimal":
            c.setup = parquet_setup
        if c.id == "u15v_cmp_bom_two_questions":
            c.code = c.code.replace("rc, so, se = cli(", f"A = {two_q_a!r}\nB = {two_q_b!r}\nrc, so, se = cli(", 1)
    return cases
