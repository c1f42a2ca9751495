"""The cases every persona of a bar that follows one team's day shares (issue 45's twenty-ninth bar on): seven answers
through the Python API and five through the command line, each checked against references computed by hand, and the
three families of a field's mistakes (its files given where runs or qrels are read, outputs named for its files).

A persona module gives what differs: its data generator and judgements (in its ``_DATA`` reference code), the names
of its runs, the output's stem, the cases' ids and texts, and the few lines that make its team's cases its own (the
run whose scores are rounded, the weights, the query only one run holds).  The code, the checks and the reasons are
written here once, so a persona's cases stay the same cases when the mechanics change."""

from __future__ import annotations

from typing import Callable

from .case import Case, command_cases, fusion_checks, reference_setup, snippet_cases
from .references import TREC_MEASURES

__all__ = ["team_day_cases", "files_as_runs", "files_as_qrels", "outputs_named_for", "seeded_day"]

_MEMORY = "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n"
_EVALUATE = ("orders = {q: fused_order(r) for q, r in refs.items()}\n"
             "want = {'nDCG@5': sum(ndcg(o, qrels[q], 5) for q, o in orders.items()) / len(orders), "
             "'AP': sum(ap(o, qrels[q]) for q, o in orders.items()) / len(orders), "
             "'P@3': sum(prec(o, qrels[q], 3) for q, o in orders.items()) / len(orders)}\n"
             "report('' if all(abs(got[m] - want[m]) < 1e-9 for m in want) and 0 < want['nDCG@5'] < 1 "
             "else '%r vs %r' % (got, want))\n")
_TREC_EVAL_OUTPUT = ("orders = {q: [d for d, _ in sorted(r, key=lambda x: (x[1], x[0].encode()), reverse=True)] "
                     "for q, r in rows.items()}\n"
                     "n5 = sum(ndcg(o, qrels[q], 5) for q, o in orders.items()) / len(orders)\n"
                     "m = sum(ap(o, qrels[q]) for q, o in orders.items()) / len(orders)\n"
                     "nums = {}\nfor line in OUT.splitlines():\n    f = line.split()\n"
                     "    if len(f) >= 3 and f[-2] == 'all':\n        nums[f[0].lower()] = float(f[-1])\n"
                     "a, b = nums.get('ndcg_cut_5', nums.get('ndcg@5')), nums.get('map', nums.get('ap'))\n"
                     "report('' if None not in (a, b) and abs(a - n5) < 1e-4 and abs(b - m) < 1e-4 and 0 < n5 < 1 "
                     "else 'got %r want %r %r' % (nums, n5, m))\n")
_RUN_WHY = "a TREC run named for another format's file is read by no tool that opens that name"
_QRELS_WHY = "trec_eval refuses a qrels line of other than four fields; named by the file and what it is"


def team_day_cases(group: str, ref: str, *, generator: str, judgements: str, runs: list[str], stem: str,
                   texts: dict[str, tuple[str, str]], item: str, rounded: str, weights: str, lone_query: str,
                   trust: str, trust_dict: str, outputs: tuple[str, ...]) -> list[Case]:
    """The twelve cases of a team's day.  ``texts`` maps each of rrf, borda, combsum, fuser, frame, evaluate, lone,
    cli_rrf, cli_borda, cli_combsum, cli_evaluate and cli_parquet to its (id, text); ``ref`` is the persona's
    reference code (references' functions and its ``_DATA``), ``generator()`` its runs ``{run: {query: {item:
    score}}}`` and ``judgements()`` its qrels; ``runs`` the three runs the commands fuse; ``item`` names a document
    in Borda's reason; ``rounded`` the run whose scores are rounded to one decimal; ``weights`` the Fuser's weights
    (Python source of a dict); ``lone_query`` the line that adds a query one run holds; ``trust`` and
    ``trust_dict`` the weights file of the commands and the same as a dict."""
    ok, _ = snippet_cases(group, ref + TREC_MEASURES, ok_timeout=180, bad_timeout=90)
    cli_ok, _ = command_cases(group, outputs=outputs, ok_timeout=180, bad_timeout=90)
    report, runs_setup, cli_check = fusion_checks(ref, generator, f"{stem}.run")
    run_files = [f"{r}.run" for r in runs]
    gen, out = generator, f"{stem}.run"

    def fused(method: str, args: str, extra: str = "") -> str:
        return (f"import rankagg\nR = {gen}({args})\n{extra}res = rankagg.fuse(R, method='{method}')\n"
                f"refs = {{q: {dict(rrf='rrf_ref', borda='borda_ref', combsum='combsum_minmax_ref')[method]}(l) "
                "for q, l in per_query(R).items()}\n" + _MEMORY)

    def evaluate_check(output: str, folder) -> bool:
        return report(TREC_MEASURES + f"rows = read_run(open(FOLDER + '/{out}').read())\nqrels = {judgements}()\n"
                      + _TREC_EVAL_OUTPUT.replace("OUT", repr(output)), folder)

    def parquet_check(output: str, folder) -> bool:
        return report(f"import pandas as pd\nt = pd.read_parquet(FOLDER + '/{stem}.parquet')\n"
                      f"R = {gen}(recs={runs}, seed=29)\n"
                      "rows = {q: list(zip(g.sort_values('rank')['doc_id'], g.sort_values('rank')['score'])) "
                      "for q, g in t.groupby('q_id')}\n"
                      "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
                      "report(agree_all(rows, refs))\n", folder)

    return [
        ok(*texts["rrf"], fused("rrf", ""),
           why="Cormack et al. 2009: sum 1 / (60 + r); ids are opaque strings (docs/conventions.md)"),
        ok(*texts["borda"], fused("borda", "seed=5, drop=0.35"),
           why=f"rankagg methods borda: n - r + 1 points, (n - k + 1) / 2 for each {item} a list lacks"),
        ok(*texts["combsum"], fused("combsum", "seed=7", f"R['{rounded}'] = {{q: {{d: round(s, 1) for d, s in "
                                                         f"p.items()}} for q, p in R['{rounded}'].items()}}\n"),
           why="CombSUM of min-max scores (Fox & Shaw 1994); equal scores ranked by trec_eval's rule "
               "(docs/conventions.md)"),
        ok(*texts["fuser"], f"import rankagg\nW = {weights}\nR = {gen}(seed=9)\nf = rankagg.Fuser('rrf', weights=W)\n"
                            "msg = ''\nfor q, lists in per_query(R).items():\n"
                            "    msg = msg or agree(f(lists), rrf_ref(lists, 60.0, W), written=False)\nreport(msg)\n",
           why="Cormack et al. 2009: sum w / (60 + r); README's Fuser"),
        ok(*texts["frame"], f"import rankagg, pandas as pd\nR = {gen}(seed=11, drop=0.2)\n"
                            "df = pd.DataFrame(frame_rows(R), columns=['qid', 'docid', 'run', 'score'])\n"
                            "res = rankagg.fuse(df, method='combmnz')\n"
                            "rows = {q: list(zip(g.sort_values('rank')['docid'], g.sort_values('rank')['score'])) "
                            "for q, g in res.groupby('qid')}\n"
                            "refs = {q: combmnz_ref(l) for q, l in per_query(R).items()}\n"
                            "report(agree_all(rows, refs, written=False))\n",
           why="README: a long DataFrame in, a frame back; CombMNZ over min-max scores (Fox & Shaw 1994)"),
        ok(*texts["evaluate"], f"import rankagg\nR = {gen}(seed=13, noise=2.0)\nres = rankagg.fuse(R, method='borda')\n"
                               f"qrels = {judgements}()\ngot = rankagg.evaluate(res, qrels, ['nDCG@5', 'AP', 'P@3'])\n"
                               "refs = {q: borda_ref(l) for q, l in per_query(R).items()}\n" + _EVALUATE,
           why="trec_eval's ndcg_cut.5 (linear gains), map and P.3 (references.TREC_MEASURES)"),
        ok(*texts["lone"], fused("rrf", "seed=15", lone_query),
           why="Cormack et al. 2009: a query is fused over the runs that hold it"),
        cli_ok(*texts["cli_rrf"], ["fuse", *run_files, "--method", "rrf", "-o", out], None,
               cli_check("rrf", f"recs={runs}, seed=21"), setup=runs_setup(f"recs={runs}, seed=21"),
               why="Cormack et al. 2009; TREC lines ranked by score (docs/conventions.md)"),
        cli_ok(*texts["cli_borda"], ["fuse", *run_files, "--method", "borda", "--weights", "trust.txt", "-o", out],
               {"trust.txt": trust}, cli_check("borda", f"recs={runs}, seed=23, drop=0.25", trust_dict),
               setup=runs_setup(f"recs={runs}, seed=23, drop=0.25"),
               why="rankagg fuse --help: --weights FILE of 'NAME W' lines; weighted Borda"),
        cli_ok(*texts["cli_combsum"], ["fuse", *run_files, "--method", "combsum", "--depth", "4", "-o", out], None,
               cli_check("combsum", f"recs={runs}, seed=25", depth=4), setup=runs_setup(f"recs={runs}, seed=25"),
               why="rankagg methods combsum over min-max scores; --depth 4"),
        cli_ok(*texts["cli_evaluate"], ["evaluate", out, "--qrels", f"{judgements}.qrels", "-m", "ndcg_cut.5", "-m",
                                        "map"], None, evaluate_check,
               setup=reference_setup(ref, f"R = {gen}(seed=27, noise=2.0)\n"
                                          "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
                                          "lines = []\nfor q, r in refs.items():\n"
                                          "    lines += ['%s Q0 %s %d %r fused' % (q, d, i, r[0][d]) for i, d in "
                                          "enumerate(trec_order(r[0]), 1)]\n"
                                          f"open(P('{out}'), 'w').write('\\n'.join(lines) + '\\n')\n"
                                          f"open(P('{judgements}.qrels'), 'w').write(''.join('%s 0 %s %d\\n' % "
                                          f"(q, d, g) for q, j in {judgements}().items() for d, g in j.items()))\n"),
               why="trec_eval's ndcg_cut.5 (linear gains over the grades) and map (grades above 0 relevant)"),
        cli_ok(*texts["cli_parquet"], ["fuse", *[r + ".gz" for r in run_files], "--method", "rrf", "-o",
                                       f"{stem}.parquet"], None, parquet_check,
               setup=reference_setup(ref, "import gzip\n"
                                          f"for t, run in {gen}(recs={runs}, seed=29).items():\n"
                                          "    open(P(t + '.run.gz'), 'wb').write(gzip.compress(run_text(run, t)"
                                          ".encode(), mtime=0))\n"),
               why="docs/conventions.md: -o names a TREC run or a Parquet table; runs may be gzipped"),
    ]


def files_as_runs(cli_bad: Callable[..., Case], rows: list[tuple[str, str, str, str | bytes, str, str]], *,
                  one_run: tuple[str, str], stem: str, text_why: str, binary_why: str = "") -> list[Case]:
    """A field's files, each given as the first run of ``rankagg fuse`` beside a legal one (``one_run``: its name and
    text): rows of (id, what it is, file name, content, the tool or format the message must name, where: the file
    and line)."""
    legal, text = one_run
    return [cli_bad(cid, f"rankagg fuse {name} {legal} -o {stem}.run: {what} given as a run",
                    ["fuse", name, legal, "--method", "rrf", "-o", f"{stem}.run"], {name: content, legal: text},
                    where, tool, why=binary_why if binary_why and isinstance(content, bytes) else text_why)
            for cid, what, name, content, tool, where in rows]


def files_as_qrels(cli_bad: Callable[..., Case], rows: list[tuple[str, str, str | bytes, str]], *,
                   one_run: tuple[str, str]) -> list[Case]:
    """A field's files given as ``rankagg evaluate``'s judgements: rows of (id, file name, content, tool)."""
    legal, text = one_run
    return [cli_bad(cid, f"rankagg evaluate {legal} --qrels {name}: the field's file given as the judgements",
                    ["evaluate", legal, "--qrels", name], {legal: text, name: content}, name, tool, outputs=(),
                    why=_QRELS_WHY)
            for cid, name, content, tool in rows]


def outputs_named_for(cli_bad: Callable[..., Case], rows: list[tuple[str, str, str]], *, runs: list[str],
                      setup: Callable, fused: str = "the fused ranking") -> list[Case]:
    """``rankagg fuse -o`` named for a field's file: rows of (id, output name, what that name is)."""
    return [cli_bad(cid, f"rankagg fuse ... -o {out}: {fused} named as {what}",
                    ["fuse", *[f"{r}.run" for r in runs], "--method", "rrf", "-o", out], None, out, outputs=(out,),
                    setup=setup, why=_RUN_WHY)
            for cid, out, what in rows]


def output_named_as_asked(cli_ok: Callable[..., Case], cli_check: Callable, runs_setup: Callable, cid: str,
                          text: str, out: str, *, runs: list[str], seed: int, why: str) -> Case:
    """``rankagg fuse RUNS --method rrf -o OUT`` accepted, OUT's suffix being another tool's and a run's name's too
    ('.idf', '.bak'): a rule row, checked as the RRF of ``runs`` written under that name."""
    recs = f"recs={runs}, seed={seed}"
    return cli_ok(cid, text, ["fuse", *[f"{r}.run" for r in runs], "--method", "rrf", "-o", out], None,
                  cli_check("rrf", recs, output=out), why=why, setup=runs_setup(recs))


def seeded_day(*, runs: list[str], items: list[str], queries: list[str], suffix: str, generator: str,
               judgements: str) -> str:
    """The data of a team's day, as Python source for the cases' references (a lead persona's ``_DATA``, once
    written out in each): ``generator(recs=RECS, n_q=6, seed=3, drop=0.0, noise=1.0)`` gives ``{run: {query: {item:
    score}}}`` for the ``runs``, scores in [0, 1] at four decimals around each item's gain (0.9 for the first of the
    eight ``items``, down to 0.2), ``drop`` the share of the items a run has no score for; the queries are the six
    ``queries``, then the same with ``suffix`` from the seventh on.  ``judgements(n_q=6)`` grades the first two
    items 2, the next three 1 and the rest 0 in every query."""
    return f'''RECS = {runs!r}
RESOURCES = {items!r}
GAIN = dict(zip(RESOURCES, [0.9, 0.8, 0.7, 0.6, 0.5, 0.4, 0.3, 0.2]))
QUERIES = {queries!r}
def query(k):
    return QUERIES[k % 6] + ('' if k < 6 else {suffix!r})
def {generator}(recs=RECS, n_q=6, seed=3, drop=0.0, noise=1.0):
    g = lcg(seed)
    out = {{}}
    for r in recs:
        out[r] = {{}}
        for k in range(n_q):
            p = {{}}
            for d in RESOURCES:
                u, v = next(g), next(g)
                if v < drop:
                    continue
                p[d] = round(min(1.0, max(0.0, GAIN[d] + noise * 0.6 * (u - 0.5))), 4)
            if p:
                out[r][query(k)] = p
    return out
def {judgements}(n_q=6):
    g = dict(zip(RESOURCES, [2, 2, 1, 1, 1, 0, 0, 0]))
    return {{query(k): dict(g) for k in range(n_q)}}
'''
