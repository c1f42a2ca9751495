"""Issue 45's twenty-fourth bar of scripts/reliability_matrix.py,
a localisation team's translation-memory match ranking (its cases, ids ``u24c_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's.

The team's day: per source segment (``seg-0001``, ``manual.docx#p12``, gettext's ``msgctxt|msgid``), a CAT tool offers
translation-memory matches and machine translations (candidate ids ``tm-0001-0``, ``mt-deepl-0001``); four matchers
score them: the fuzzy match % (0-102, 101 a context match, 102 an ICE match, many ties at 100), a COMET-QE quality
estimate (-1..1), terminology hits (whole counts, many ties) and reviewer votes (only the candidates reviewed).  A
segment is a query, a matcher a ranker, a candidate an item; the fused order chooses the suggestion a translator sees
first, checked against the reviewer's chosen translation as qrels (2 used as is, 1 edited) by RR and P@1.
The mistakes and odd files: the tools' own files given as runs or qrels (TMX, XLIFF 1.2 / 2.0, Trados' .sdlxliff,
memoQ's .mqxliff, gettext .po / .pot, TBX termbases, a CAT tool's CSV export ``Source, Target, Match %``), the
target text itself as a candidate id, outputs named ``suggestions.po`` / ``.sdlxliff`` / ``.sdltm`` / ``.tbx``.

The references are computed here, never with rankagg's code: RRF, Borda and min-max CombSUM from
references.RANKED_LISTS, trec_eval's RR and P@k from references.TREC_MEASURES, Kemeny by brute force."""

from __future__ import annotations

import gzip
from pathlib import Path

from .case import Case, command_cases, named_at, reference_setup, snippet_cases, stdout_has, table_items
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, SEEDED_UNIFORM, TREC_MEASURES)
from .twentysecond_ecology import _run_report  # a check's reference code run here, its verdict read

TWENTYFOURTH_LOCALISATION = "45 Unseen inputs: a twenty-fourth bar, a localisation team's translation-memory match ranking"

_DATA = r'''
import json, math, subprocess, sys
'''[1:] + SEEDED_UNIFORM + r'''MATCHERS = ['fuzzy', 'qe', 'terms', 'review']
FUZZY = [100.0, 100.0, 100.0, 101.0, 102.0, 95.0, 87.0, 74.0]
def segments(n, name=lambda i: 'seg-%04d' % (i + 1)):
    return [name(i) for i in range(n)]
def candidates(j):
    return ['tm-%04d-%d' % (j, c) for c in range(3)] + ['mt-deepl-%04d' % j, 'mt-google-%04d' % j]
def matches(seed=1, n=12, drop=0.0, name=lambda i: 'seg-%04d' % (i + 1)):
    """{matcher: {segment: {candidate: score}}}: the fuzzy match % of the TM candidates only (many 100s, 101 and 102
    context / ICE matches), COMET-QE in -1..1 of all five, terminology hit counts 0-4 (many ties), 1-3 reviewer votes
    of two candidates; with ``drop``, a matcher returns nothing for a segment that often"""
    g = lcg(seed)
    out = {m: {} for m in MATCHERS}
    for j in range(n):
        s, cs = name(j), candidates(j + 1)
        for m in MATCHERS:
            if next(g) < drop:
                continue
            if m == 'fuzzy':
                lst = {c: FUZZY[int(next(g) * len(FUZZY))] for c in cs[:3]}
            elif m == 'qe':
                lst = {c: round(2 * next(g) - 1, 4) for c in cs}
            elif m == 'terms':
                lst = {c: float(int(5 * next(g))) for c in cs}
            else:
                a = int(next(g) * 5)
                lst = {cs[a]: float(1 + int(3 * next(g))), cs[(a + 2) % 5]: float(1 + int(3 * next(g)))}
            out[m][s] = lst
    return out
def run_text(run, tag):
    rows = []
    for q in sorted(run):
        p = run[q]
        for r, d in enumerate(sorted(p, key=lambda d: (p[d], d.encode()), reverse=True), 1):
            rows.append('%s Q0 %s %d %r %s' % (q, d, r, p[d], tag))
    return '\n'.join(rows) + '\n'
''' + FRAME_ROWS + PER_QUERY

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_TMX = """<?xml version="1.0" encoding="UTF-8"?>
<tmx version="1.4">
  <header creationtool="memoQ" creationtoolversion="9.14" segtype="sentence" o-tmf="memoQTM" adminlang="en-us"
          srclang="en-US" datatype="plaintext"/>
  <body>
    <tu tuid="1" creationdate="20261130T101500Z"><prop type="x-context-pre">seg-0000</prop>
      <tuv xml:lang="en-US"><seg>Save the file before closing.</seg></tuv>
      <tuv xml:lang="de-DE"><seg>Speichern Sie die Datei vor dem Schließen.</seg></tuv>
    </tu>
    <tu tuid="2">
      <tuv xml:lang="en-US"><seg>Open the <bpt i="1">&lt;b&gt;</bpt>settings<ept i="1">&lt;/b&gt;</ept>.</seg></tuv>
      <tuv xml:lang="de-DE"><seg>Öffnen Sie die <bpt i="1">&lt;b&gt;</bpt>Einstellungen<ept i="1">&lt;/b&gt;</ept>.</seg></tuv>
    </tu>
  </body>
</tmx>
"""
_XLIFF12 = """<?xml version="1.0" encoding="UTF-8"?>
<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
  <file source-language="en-US" target-language="de-DE" datatype="x-docx" original="manual.docx">
    <body>
      <trans-unit id="seg-0001"><source>Save the file before closing.</source>
        <target state="translated">Speichern Sie die Datei vor dem Schließen.</target>
        <alt-trans match-quality="100" origin="TM"><target>Speichern Sie die Datei vor dem Schließen.</target></alt-trans>
        <alt-trans match-quality="85" origin="MT"><target>Datei vor dem Schließen speichern.</target></alt-trans>
      </trans-unit>
    </body>
  </file>
</xliff>
"""
_XLIFF20 = """<?xml version="1.0" encoding="UTF-8"?>
<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en-US" trgLang="ar-SA">
  <file id="f1" original="app/strings.json">
    <unit id="u1">
      <segment id="seg-0001" state="translated">
        <source>Save the file</source>
        <target>احفظ الملف</target>
      </segment>
    </unit>
  </file>
</xliff>
"""
_SDLXLIFF = """<?xml version="1.0" encoding="utf-8"?><xliff xmlns:sdl="http://sdl.com/FileTypes/SdlXliff/1.0" xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2" sdl:version="1.0"><file original="C:\\Projects\\manual.docx" datatype="x-sdlfilterframework2" source-language="en-US" target-language="ja-JP"><body><trans-unit id="3f2a"><source>Save the file</source><seg-source><mrk mtype="seg" mid="1">Save the file</mrk></seg-source><target><mrk mtype="seg" mid="1">ファイルを保存</mrk></target><sdl:seg-defs><sdl:seg id="1" conf="Translated" origin="tm" percent="100"/></sdl:seg-defs></trans-unit></body></file></xliff>
"""
_MQXLIFF = _XLIFF12.replace('xmlns="urn:oasis:names:tc:xliff:document:1.2"',
                            'xmlns="urn:oasis:names:tc:xliff:document:1.2" xmlns:mq="MQXliff"')
_PO = """# German translation of the Acme app.
# Copyright (C) 2026 Acme
msgid ""
msgstr ""
"Project-Id-Version: acme 4.2\\n"
"Language: de\\n"
"Content-Type: text/plain; charset=UTF-8\\n"
"Plural-Forms: nplurals=2; plural=(n != 1);\\n"

#: src/main.c:42
#, fuzzy
msgctxt "menu"
msgid "Save the file"
msgstr "Datei speichern"
"""
_POT = """#, fuzzy
msgid ""
msgstr ""
"Project-Id-Version: acme 4.2\\n"
"POT-Creation-Date: 2026-11-30 10:15+0000\\n"
"Content-Type: text/plain; charset=CHARSET\\n"

#: src/main.c:42
msgctxt "menu"
msgid "Save the file"
msgstr ""
"""
_TBX = """<?xml version="1.0" encoding="UTF-8"?>
<martif type="TBX" xml:lang="en">
  <martifHeader><fileDesc><sourceDesc><p>Acme termbase export</p></sourceDesc></fileDesc></martifHeader>
  <text><body>
    <termEntry id="t1">
      <langSet xml:lang="en"><tig><term>file</term></tig></langSet>
      <langSet xml:lang="de"><tig><term>Datei</term></tig></langSet>
    </termEntry>
  </body></text>
</martif>
"""
_CAT_CSV = ("Source,Target,Match %,Origin\nSave the file before closing.,Speichern Sie die Datei vor dem Schließen.,100,"
            "TM\nSave the file before closing.,Datei vor dem Schließen speichern.,85,MT\nOpen the settings.,"
            "Öffnen Sie die Einstellungen.,101,TM\n")
_RUN_A = "seg-0001 Q0 tm-0001-0 1 100 fuzzy\nseg-0001 Q0 mt-deepl-0001 2 85 fuzzy\nseg-0002 Q0 tm-0002-1 1 101 fuzzy\n"
_RUN_B = "seg-0001 Q0 mt-deepl-0001 1 0.83 qe\nseg-0001 Q0 tm-0001-0 2 0.41 qe\nseg-0002 Q0 tm-0002-1 1 0.7 qe\n"
_OUT = ("suggestions.run",)


def _write_matchers(seed: int, n: int, drop: float = 0.0, name: str = "lambda i: 'seg-%04d' % (i + 1)") -> str:
    return (f"M = matches(seed={seed}, n={n}, drop={drop}, name={name})\n"
            "for m, run in M.items():\n    open(P(m + '.run'), 'w').write(run_text(run, m))\n")


def _run_check(code: str):
    return lambda out, folder: _run_report(_REF + code, {"FOLDER": str(folder)})


def _gz(name: str, text: str):
    def setup(folder: Path) -> None:
        (folder / name).write_bytes(gzip.compress(text.encode("utf-8"), mtime=0))
    return setup


def _measures_check(want: dict[str, float]):
    """the printed table (``MEASURE  all  VALUE``) holds these values, as trec_eval prints them to 4 places"""
    def check(out: str, folder: Path) -> bool:
        got = {p[0]: float(p[2]) for p in (line.split() for line in out.splitlines()) if len(p) == 3 and p[1] == "all"}
        return all(m in got and abs(got[m] - v) < 5e-5 for m, v in want.items())
    return check


def twentyfourth_bar_localisation_cases() -> list[Case]:
    G = TWENTYFOURTH_LOCALISATION
    ok, bad = snippet_cases(G, _REF, ok_timeout=180, bad_timeout=90)
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    runs4 = ["fuzzy.run", "qe.run", "terms.run", "review.run"]
    cases: list[Case] = []

    # --- the day's answers, checked against references computed by hand -----------------------------------------
    cases.append(ok(
        "u24c_api_rrf_four_matchers", "rankagg.fuse({matcher: {segment: {candidate: score}}}, method='rrf'): fuzzy "
        "match % (TM candidates only, ties at 100), COMET-QE, term hits, reviewer votes over 12 segments",
        "import rankagg\nM = matches(seed=1)\nres = rankagg.fuse(M, method='rrf')\n"
        "report(agree_all({q: list(p.items()) for q, p in res.items()}, {q: rrf_ref(l) for q, l in "
        "per_query(M).items()}, written=False))\n",
        why="Cormack et al. 2009: sum 1 / (60 + r); a list's equal scores placed by trec_eval's rule (docs/conventions.md)"))
    cases.append(ok(
        "u24c_api_combsum_match_ties", "rankagg.fuse(..., method='combsum'): min-max CombSUM of match %, QE, term "
        "hits and votes (a reviewer list of two equal votes counts 1 each)",
        "import rankagg\nM = matches(seed=3, n=20)\nres = rankagg.fuse(M, method='combsum')\n"
        "report(agree_all({q: list(p.items()) for q, p in res.items()}, {q: combsum_minmax_ref(l) for q, l in "
        "per_query(M).items()}, written=False))\n",
        why="rankagg methods combsum: sum of min-max scores; a list of equal scores counts 1 for each (docs/conventions.md)"))
    cases.append(ok(
        "u24c_api_borda_partial_matchers", "rankagg.fuse(..., method='borda'): a matcher returns nothing for about a "
        "third of the segments (no TM hit, MT engine down)",
        "import rankagg\nM = matches(seed=5, n=15, drop=0.3)\nres = rankagg.fuse(M, method='borda')\n"
        "qs = sorted({q for r in M.values() for q in r})\n"
        "refs = {q: borda_ref({m: M[m].get(q, {}) for m in M}) for q in qs}\n"
        "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n",
        why="rankagg methods borda: n - r + 1 points, a list's missing candidates share (n - k + 1) / 2; a matcher "
            "without the segment is an empty list of it"))
    cases.append(ok(
        "u24c_api_weighted_rrf_reviewer", "rankagg.fuse(..., method='rrf', weights={'review': 3, 'qe': 1.5}): the "
        "team trusts its reviewers' votes three times a matcher's",
        "import rankagg\nM = matches(seed=7)\nW = {'fuzzy': 1.0, 'qe': 1.5, 'terms': 1.0, 'review': 3.0}\n"
        "res = rankagg.fuse(M, method='rrf', weights=W)\n"
        "report(agree_all({q: list(p.items()) for q, p in res.items()}, {q: rrf_ref(l, w=W) for q, l in "
        "per_query(M).items()}, written=False))\n",
        why="Cormack et al. 2009 with weights: sum w / (60 + r) (README: weights by run name)"))
    cases.append(ok(
        "u24c_api_frame_long_combmnz", "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the CAT "
        "tool's long export of every matcher's score, a frame back",
        "import rankagg, pandas as pd\nM = matches(seed=9, n=10, drop=0.2)\n"
        "df = pd.DataFrame(frame_rows(M), columns=['qid', 'docid', 'run', 'score'])\n"
        "res = rankagg.fuse(df, method='combmnz')\n"
        "rows = {q: list(zip(g.sort_values('rank')['docid'], g.sort_values('rank')['score'])) "
        "for q, g in res.groupby('qid')}\n"
        "report(agree_all(rows, by_query(M, combmnz_ref), written=False))\n",
        why="rankagg methods combmnz: min-max CombSUM times the number of lists holding the candidate"))
    cases.append(ok(
        "u24c_api_ter_negated_rrf", "rankagg.fuse(..., method='rrf') with a TER matcher (edit rate, lower is "
        "better) negated as the docs say, beside QE and fuzzy %",
        "import rankagg\ng = lcg(11)\nM = matches(seed=11)\n"
        "M['ter'] = {q: {c: -round(next(g), 3) for c in l} for q, l in M['qe'].items()}\n"
        "res = rankagg.fuse(M, method='rrf')\n"
        "report(agree_all({q: list(p.items()) for q, p in res.items()}, {q: rrf_ref(l) for q, l in "
        "per_query(M).items()}, written=False))\n",
        why="docs/conventions.md: scores are read highest first; lower-is-better scores are negated; RRF's "
            "1 / (60 + r)"))
    cases.append(ok(
        "u24c_api_evaluate_reviewer_choice", "rankagg.evaluate(fused, reviewer's choices as graded qrels (2 used as "
        "is, 1 edited), ['RR', 'P@1', 'nDCG@10']): did the first suggestion hold the translation kept",
        TREC_MEASURES + "import rankagg\nM = matches(seed=13, n=20)\nres = rankagg.fuse(M, method='rrf')\n"
        "g = lcg(14)\nqrels = {}\nfor j, q in enumerate(segments(20)):\n"
        "    cs = candidates(j + 1)\n    qrels[q] = {cs[int(next(g) * 5)]: 2}\n"
        "    if next(g) < 0.5: qrels[q].setdefault(cs[int(next(g) * 5)], 1)\n"
        "got = rankagg.evaluate(res, qrels, ['RR', 'P@1', 'nDCG@10'])\n"
        "orders = {q: fused_order(rrf_ref(l)) for q, l in per_query(M).items()}\n"
        "want, _ = measures(orders, qrels)\n"
        "p1 = sum(prec(orders[q], qrels[q], 1) for q in qrels) / len(qrels)\n"
        "ok_ = abs(got['RR'] - want['RR']) < 1e-9 and abs(got['nDCG@10'] - want['nDCG@10']) < 1e-9 and "
        "abs(got['P@1'] - p1) < 1e-9\nreport('' if ok_ else '%r vs %r %r' % (got, want, p1))\n",
        why="trec_eval's recip_rank, P_1 and ndcg_cut_10 (references.TREC_MEASURES) over the house tie order"))
    cases.append(ok(
        "u24c_api_kemeny_exact_five_candidates", "rankagg.fuse(..., method='kemeny(solver=exact)') on one segment's "
        "five candidates: its order agrees with as many matcher pairs as the best of all 120 orders",
        "import rankagg, itertools\nM = matches(seed=15, n=1)\nres = rankagg.fuse(M, method='kemeny(solver=exact)')"
        "['seg-0001']\nY = {}\nfor m, run in M.items():\n"
        "    o = desc_order(run['seg-0001'])\n"
        "    for i, a in enumerate(o):\n        for b in o[i + 1:]: Y[(a, b)] = Y.get((a, b), 0) + 1\n"
        "items = sorted(candidates(1))\n"
        "def agreement(order):\n    return sum(Y.get((a, b), 0) for i, a in enumerate(order) for b in order[i + 1:])\n"
        "best = max(agreement(o) for o in itertools.permutations(items))\ngot = list(res)\n"
        "report('' if sorted(got) == items and agreement(got) == best else '%r: %r < %r' % (got, agreement(got), best))\n",
        why="Kemeny 1959 by brute force; a pair counts where a matcher ranks both (unranked='none'), a list's "
            "equal scores placed by trec_eval's rule"))
    cases.append(ok(
        "u24c_api_unicode_candidate_ids", "rankagg.fuse(..., method='rrf'): candidate ids in the target scripts "
        "(CJK 保存, Arabic with a zero-width joiner, Hebrew, an emoji) beside tm- ids",
        "import rankagg\nids = ['保存-1', 'حفظ\\u200d-2', 'שמור-3', '💾-4', 'tm-0001-0']\ng = lcg(17)\n"
        "M = {m: {'seg-0001': {d: round(next(g), 4) for d in ids}} for m in MATCHERS}\n"
        "res = rankagg.fuse(M, method='rrf')\n"
        "report(agree_all({q: list(p.items()) for q, p in res.items()}, {q: rrf_ref(l) for q, l in "
        "per_query(M).items()}, written=False))\n",
        why="docs/conventions.md: an id is any text without blanks; ties by the id as UTF-8 bytes; RRF 1 / (60 + r)"))
    cases.append(ok(
        "u24c_api_arrow_table_rrf", "rankagg.fuse(pyarrow.Table qid, docid, run, score, method='rrf'): the matcher "
        "scores exported from DuckDB as Arrow",
        "import rankagg, pandas as pd, pyarrow as pa\nM = matches(seed=19, n=8)\n"
        "t = pa.Table.from_pandas(pd.DataFrame(frame_rows(M), columns=['qid', 'docid', 'run', 'score']))\n"
        "res = rankagg.fuse(t, method='rrf')\nres = res.to_pandas() if hasattr(res, 'to_pandas') else res\n"
        "rows = {q: list(zip(g.sort_values('rank')['docid'], g.sort_values('rank')['score'])) "
        "for q, g in res.groupby('qid')}\n"
        "report(agree_all(rows, {q: rrf_ref(l) for q, l in per_query(M).items()}, written=False))\n",
        why="README: Arrow tables in, the same kind back; RRF's 1 / (60 + r)"))

    cases.append(cli_ok(
        "u24c_cli_four_runs_rrf", "rankagg fuse fuzzy.run qe.run terms.run review.run --method rrf: each matcher's "
        "scores written as a TREC run (segment as query, candidate as document), 30 segments",
        ["fuse", *runs4, "--method", "rrf", "-o", "suggestions.run"], None,
        _run_check("M = matches(seed=21, n=30)\nreport(agree_all(read_run(open(FOLDER + '/suggestions.run').read()), "
                   "{q: rrf_ref(l) for q, l in per_query(M).items()}))\n"),
        setup=reference_setup(_REF, _write_matchers(21, 30)),
        why="Cormack et al. 2009; the written scores read back in the written order (trec_eval's rule)"))
    cases.append(cli_ok(
        "u24c_cli_docx_anchor_segments_borda", "rankagg fuse ... --method borda: segments named by their document "
        "and paragraph ('manual.docx#p12'), some matchers silent on some",
        ["fuse", *runs4, "--method", "borda", "-o", "suggestions.run"], None,
        _run_check("M = matches(seed=23, n=12, drop=0.25, name=lambda i: 'manual.docx#p%d' % (i + 1))\n"
                   "qs = sorted({q for r in M.values() for q in r})\n"
                   "report(agree_all(read_run(open(FOLDER + '/suggestions.run').read()), "
                   "{q: borda_ref({m: M[m].get(q, {}) for m in M}) for q in qs}))\n"),
        setup=reference_setup(_REF, _write_matchers(23, 12, 0.25, "lambda i: 'manual.docx#p%d' % (i + 1)")),
        why="a query id is any text without blanks ('#' is no comment inside a field); Borda n - r + 1"))
    cases.append(cli_ok(
        "u24c_cli_msgctxt_pipe_segments_combsum", "rankagg fuse ... --method combsum: gettext segments named "
        "'msgctxt|msgid' ('menu|Save_the_file')",
        ["fuse", *runs4, "--method", "combsum", "-o", "suggestions.run"], None,
        _run_check("M = matches(seed=25, n=9, name=lambda i: 'menu|Save_the_file_%d' % i)\n"
                   "report(agree_all(read_run(open(FOLDER + '/suggestions.run').read()), "
                   "{q: combsum_minmax_ref(l) for q, l in per_query(M).items()}))\n"),
        setup=reference_setup(_REF, _write_matchers(25, 9, 0.0, "lambda i: 'menu|Save_the_file_%d' % i")),
        why="a '|' is a character of an id; min-max CombSUM (references.RANKED_LISTS)"))
    cases.append(cli_ok(
        "u24c_cli_nbsp_inside_candidate_id", "rankagg fuse fuzzy.run qe.run: a candidate id holding a no-break "
        "space (U+00A0, pasted from a target text), one field as trec_eval reads it",
        ["fuse", "fuzzy.run", "qe.run", "--method", "rrf", "-o", "suggestions.run"],
        {"fuzzy.run": "seg-0001 Q0 Datei\u00a0speichern 1 100 fuzzy\nseg-0001 Q0 tm-0001-2 2 87 fuzzy\n"
                      "seg-0001 Q0 mt-deepl-0001 3 74 fuzzy\n",
         "qe.run": "seg-0001 Q0 mt-deepl-0001 1 0.8 qe\nseg-0001 Q0 Datei\u00a0speichern 2 0.5 qe\n"},
        lambda out, folder: [line.split(" ")[2] for line in (folder / "suggestions.run").read_text(
            encoding="utf-8").splitlines()] == ["Datei\u00a0speichern", "mt-deepl-0001", "tm-0001-2"],
        why="trec_eval splits fields at ASCII blanks only; RRF by hand: the NBSP id 1/61 + 1/62, mt-deepl-0001 "
            "1/63 + 1/61, tm-0001-2 1/62"))
    cases.append(cli_ok(
        "u24c_cli_unicode_ids_combsum", "rankagg fuse a.run b.run --method combsum: candidate ids in Japanese, "
        "Arabic and emoji, written and read back",
        ["fuse", "a.run", "b.run", "--method", "combsum", "-o", "suggestions.run"],
        {"a.run": "seg-0001 Q0 保存する 1 102 fuzzy\nseg-0001 Q0 احفظ 2 100 fuzzy\nseg-0001 Q0 💾 3 74 fuzzy\n",
         "b.run": "seg-0001 Q0 💾 1 0.9 qe\nseg-0001 Q0 保存する 2 0.1 qe\nseg-0001 Q0 احفظ 3 -0.3 qe\n"},
        lambda out, folder: [(p[2], round(float(p[4]), 4)) for p in (line.split(" ") for line in (
            folder / "suggestions.run").read_text(encoding="utf-8").splitlines())] == [
            ("保存する", 1.3333), ("💾", 1.0), ("احفظ", 0.9286)],
        why="min-max by hand: fuzzy (102, 100, 74) -> 1, 26/28, 0; qe (0.9, 0.1, -0.3) -> 1, 1/3, 0; sums 4/3, "
            "1, 0.9286"))
    cases.append(cli_ok(
        "u24c_cli_ice_context_matches_combsum", "rankagg fuse fuzzy.run qe.run --method combsum: 102 (ICE) and 101 "
        "(context) matches above three tied 100s",
        ["fuse", "fuzzy.run", "qe.run", "--method", "combsum", "-o", "suggestions.run"],
        {"fuzzy.run": "seg-0007 Q0 tm-a 1 102 fuzzy\nseg-0007 Q0 tm-b 2 101 fuzzy\nseg-0007 Q0 tm-e 3 100 fuzzy\n"
                      "seg-0007 Q0 tm-d 4 100 fuzzy\nseg-0007 Q0 tm-c 5 100 fuzzy\nseg-0007 Q0 tm-f 6 50 fuzzy\n",
         "qe.run": "seg-0007 Q0 tm-c 1 0.9 qe\nseg-0007 Q0 tm-b 2 0.5 qe\nseg-0007 Q0 tm-a 3 0.1 qe\n"},
        lambda out, folder: [line.split(" ")[2] for line in (folder / "suggestions.run").read_text(
            encoding="utf-8").splitlines()] == ["tm-c", "tm-b", "tm-a", "tm-e", "tm-d", "tm-f"],
        why="by hand, fuzzy min-max over 50..102: a 1, b 51/52, c = d = e 50/52; qe over 0.1..0.9: c 1, b 0.5, a 0; "
            "sums c 1.9615, b 1.4808, a 1, e = d 0.9615, f 0; e before d: both in one list, e's best place 3 by "
            "trec_eval's rule (the id descending) before d's 4"))
    cases.append(cli_ok(
        "u24c_cli_depth_one_first_suggestion", "rankagg fuse ... --method rrf --depth 1: only the suggestion a "
        "translator sees first, per segment",
        ["fuse", *runs4, "--method", "rrf", "--depth", "1", "-o", "suggestions.run"], None,
        _run_check("M = matches(seed=27, n=25)\n"
                   "report(agree_all(read_run(open(FOLDER + '/suggestions.run').read()), "
                   "{q: rrf_ref(l) for q, l in per_query(M).items()}, depth=1))\n"),
        setup=reference_setup(_REF, _write_matchers(27, 25)),
        why="rankagg fuse --depth: at most this many per query; the first is RRF's best"))
    cases.append(cli_ok(
        "u24c_cli_volume_40k_segments", "rankagg fuse ... --method rrf: 40,000 segments x 5 candidates x 4 matchers "
        "(about 650,000 lines), a release's worth of strings",
        ["fuse", *runs4, "--method", "rrf", "--quiet", "-o", "suggestions.run"], None,
        _run_check("M = matches(seed=29, n=40000)\n"
                   "report(agree_all(read_run(open(FOLDER + '/suggestions.run').read()), "
                   "{q: rrf_ref(l) for q, l in per_query(M).items()}))\n"),
        setup=reference_setup(_REF, _write_matchers(29, 40000)), timeout=240,
        why="Cormack et al. 2009 at volume; every segment's order checked"))
    cases.append(cli_ok(
        "u24c_cli_evaluate_reviewer_qrels", "rankagg evaluate --qrels chosen.qrels suggestions.run -m recip_rank "
        "-m P.1: the reviewer's choices (2 used as is, 1 edited) against the fused order",
        ["evaluate", "--qrels", "chosen.qrels", "suggestions.run", "-m", "recip_rank", "-m", "P.1"],
        {"chosen.qrels": "seg-0001 0 tm-0001-0 2\nseg-0001 0 mt-deepl-0001 1\nseg-0002 0 mt-google-0002 2\n"
                         "seg-0003 0 tm-0003-2 2\n",
         "suggestions.run": "seg-0001 Q0 mt-deepl-0001 1 0.9 rrf\nseg-0001 Q0 tm-0001-0 2 0.8 rrf\n"
                            "seg-0002 Q0 tm-0002-0 1 0.033 rrf\nseg-0002 Q0 tm-0002-1 2 0.033 rrf\n"
                            "seg-0002 Q0 mt-google-0002 3 0.02 rrf\nseg-0003 Q0 tm-0003-2 1 0.5 rrf\n"},
        _measures_check({"RR": (1 + 1 / 3 + 1) / 3, "P@1": 2 / 3}),
        why="trec_eval by hand: RR 1, 1/3, 1 (seg-0002's tie read by score then id descending), P@1 1, 0, 1"))
    cases.append(cli_ok(
        "u24c_cli_parquet_matcher_table", "rankagg fuse scores.parquet --method combsum: the matcher scores as one "
        "Parquet table (q_id, doc_id, score, run) from the CAT tool's database",
        ["fuse", "scores.parquet", "--method", "combsum", "-o", "suggestions.run"], None,
        _run_check("M = matches(seed=31, n=10)\nreport(agree_all(read_run(open(FOLDER + '/suggestions.run').read()), "
                   "{q: combsum_minmax_ref(l) for q, l in per_query(M).items()}))\n"),
        setup=reference_setup(_REF, "import pandas as pd\nM = matches(seed=31, n=10)\n"
                              "pd.DataFrame(frame_rows(M), columns=['q_id', 'doc_id', 'run', 'score'])"
                              ".to_parquet(P('scores.parquet'))\n"),
        why="rankagg fuse --help: one Parquet table q_id doc_id score run; min-max CombSUM"))
    cases.append(cli_ok(
        "u24c_lists_candidate_ids_borda", "rankagg fuse shortlist.tsv --method borda: three linguists' shortlists "
        "of candidate ids for one segment, best first, lengths differ",
        ["fuse", "shortlist.tsv", "--method", "borda", "-o", "ranking.tsv"],
        {"shortlist.tsv": "anna\tbilal\tchen\ntm-0001-0\tmt-deepl-0001\ttm-0001-0\nmt-deepl-0001\ttm-0001-0\t"
                          "mt-google-0001\nmt-google-0001\t\tmt-deepl-0001\n"},
        table_items("ranking.tsv", ["tm-0001-0", "mt-deepl-0001", "mt-google-0001"]),
        why="by hand Borda (n = 3): tm-0001-0 3+2+3 = 8, mt-deepl-0001 2+3+1 = 6, mt-google-0001 1+1+2 = 4"))
    cases.append(Case(
        "u24c_methods_rrf", G, "rankagg methods rrf: what the team's default fusion does with a matcher's ranks",
        argv=["methods", "rrf"], expect="ok", check=stdout_has("60"), memory_gb=4.0, timeout=60,
        why="docs/methods.md: RRF's k = 60 (Cormack et al. 2009)", fast=True))

    # --- the CAT tools' own files given as runs or qrels ---------------------------------------------------------
    tool_files = [
        ("tmx", "memory.tmx", _TMX, "TMX"), ("xliff12", "job.xlf", _XLIFF12, "XLIFF"),
        ("xliff20", "strings.xliff", _XLIFF20, "XLIFF"), ("sdlxliff", "manual.docx.sdlxliff", _SDLXLIFF, "XLIFF"),
        ("po", "de.po", _PO, "gettext"), ("tbx", "acme.tbx", _TBX, "TBX"),
    ]
    # the first line read: '#' lines are comments to every reader (docs/conventions.md), a .po's translator notes too
    first_read = {"de.po": 3}
    for short, name, text, label in tool_files:
        cases.append(cli_bad(
            f"u24c_in_{short}_as_run", f"rankagg fuse {name} fuzzy.run: the CAT tool's {label} file given beside a "
            "matcher's run", ["fuse", name, "fuzzy.run", "--method", "rrf", "-o", "suggestions.run"],
            {name: text, "fuzzy.run": _RUN_A}, f"{name}:{first_read[name]}" if name in first_read else named_at(name, text), label,
            why=f"no reader of rankagg reads {label}; the file is told by its format's name, not by a TREC field count"))
    cases.append(cli_bad(
        "u24c_in_mqxliff_as_qrels", "rankagg evaluate --qrels job.mqxliff suggestions.run: memoQ's bilingual "
        "export (its chosen targets) given as the judgements",
        ["evaluate", "--qrels", "job.mqxliff", "suggestions.run"], {"job.mqxliff": _MQXLIFF, "suggestions.run": _RUN_A},
        "job.mqxliff:2", "XLIFF", outputs=(), why="trec_eval reads no XLIFF; the file is named by its format"))
    cases.append(cli_bad(
        "u24c_in_pot_as_qrels", "rankagg evaluate --qrels messages.pot ...: the gettext template given as the "
        "judgements", ["evaluate", "--qrels", "messages.pot", "suggestions.run"],
        {"messages.pot": _POT, "suggestions.run": _RUN_A}, "messages.pot:2", "gettext", outputs=(),
        why="trec_eval reads no gettext catalogue; the file is named by its format, at its first line read (line 1, "
            "'#, fuzzy', is a comment line)"))
    cases.append(cli_bad(
        "u24c_in_tmx_gz", "rankagg fuse memory.tmx.gz qe.run: the TM exported gzipped", ["fuse", "memory.tmx.gz",
        "qe.run", "-o", "suggestions.run"], {"qe.run": _RUN_B}, "memory.tmx.gz:2", "TMX",
        setup=_gz("memory.tmx.gz", _TMX), why="a gzip file is read through; its first line is TMX's XML"))
    cases.append(cli_bad(
        "u24c_in_xlf_bom_crlf", "rankagg fuse job.xlf: an XLIFF saved on Windows (BOM, CRLF) by Trados",
        ["fuse", "job.xlf", "-o", "suggestions.run"],
        {"job.xlf": ("\ufeff" + _XLIFF12.replace("\n", "\r\n")).encode("utf-8")}, "job.xlf:2", "XLIFF",
        why="a BOM and CRLF are a text file's; the first line is still XLIFF's XML"))
    cases.append(cli_bad(
        "u24c_in_po_no_header_comment", "rankagg fuse fr.po qe.run: a .po starting at its first msgid (no comment "
        "lines), renamed .txt by a mail client", ["fuse", "fr.txt", "qe.run", "-o", "suggestions.run"],
        {"fr.txt": 'msgid ""\nmsgstr ""\n"Language: fr\\n"\n\nmsgid "Save the file"\nmsgstr "Enregistrer le fichier"\n',
         "qe.run": _RUN_B}, "fr.txt:1", "gettext", why="a file is told by its content, not only its name"))
    cases.append(bad(
        "u24c_in_tmx_api", "rankagg.fuse(['memory.tmx', 'qe.run']): the TM export given to the API beside a run",
        "import rankagg\nopen('memory.tmx', 'w', encoding='utf-8').write(TMX)\nopen('qe.run', 'w').write(QE)\n"
        "rankagg.fuse(['memory.tmx', 'qe.run'], method='rrf')\n", "memory.tmx:2", "TMX",
        why="the API's doors are the CLI's"))
    cases[-1].code = f"TMX = {_TMX!r}\nQE = {_RUN_B!r}\n" + (cases[-1].code or "")
    cases.append(cli_bad(
        "u24c_in_cat_csv_export", "rankagg fuse export.csv --method borda: the CAT tool's CSV export (Source, Target, "
        "Match %, Origin) given as a table of lists", ["fuse", "export.csv", "--method", "borda", "-o", "ranking.tsv"],
        {"export.csv": _CAT_CSV}, "export.csv", "Match %", outputs=("ranking.tsv",),
        why="each row is a candidate with its match %, not ranked lists per column; the message names the column"))
    cases.append(cli_bad(
        "u24c_in_cat_tsv_export_as_run", "rankagg fuse matches.tsv qe.run: a Trados match export (Segment ID, "
        "Source, Target, Score) given as a run", ["fuse", "matches.tsv", "qe.run", "-o", "suggestions.run"],
        {"matches.tsv": "Segment ID\tSource\tTarget\tScore\nseg-0001\tSave the file\tDatei speichern\t100\n",
         "qe.run": _RUN_B}, "matches.tsv:1", why="a table with a header is no TREC run; refused at its first line"))

    # --- outputs named for the team's formats -------------------------------------------------------------------
    out_names = [("po", "suggestions.po", "gettext"), ("pot", "suggestions.pot", "gettext"),
                 ("mo", "suggestions.mo", "gettext"), ("sdlxliff", "suggestions.sdlxliff", "XLIFF"),
                 ("mqxliff", "suggestions.mqxliff", "XLIFF"), ("sdltm", "suggestions.sdltm", "Trados"),
                 ("tbx", "suggestions.tbx", "TBX"), ("arb", "app_de.arb", "Flutter"),
                 ("strings", "Localizable.strings", "strings")]
    for short, name, label in out_names:
        cases.append(cli_bad(
            f"u24c_out_{short}", f"rankagg fuse ... -o {name}: the fused suggestion order written under a "
            f"{label} name", ["fuse", "fuzzy.run", "qe.run", "--method", "rrf", "-o", name],
            {"fuzzy.run": _RUN_A, "qe.run": _RUN_B}, name, label, outputs=(name,),
            why=f"rankagg writes TREC lines; no {label} reader reads them (docs/conventions.md: another format's "
                "name is refused before any work)"))
    for case in cases:
        case.fast = case.fast or case.id in ("u24c_in_tmx_as_run", "u24c_out_po")  # the suite's: each a refusal in ~1 s
    cases.append(cli_bad(
        "u24c_explain_po", "rankagg fuse ... --explain why.po: the explanation under a gettext name",
        ["fuse", "fuzzy.run", "qe.run", "--method", "rrf", "--explain", "why.po", "-o", "suggestions.run"],
        {"fuzzy.run": _RUN_A, "qe.run": _RUN_B}, "why.po", outputs=("why.po", "suggestions.run"),
        why="docs/conventions.md: --explain's JSON lines may take a JSON name, no other format"))

    # --- the API and runs with the team's mistakes ---------------------------------------------------------------
    cases.append(bad(
        "u24c_api_target_text_as_ids", "rankagg.fuse({matcher: {segment: {target text: score}}}): the candidates "
        "keyed by their target text ('Datei speichern')",
        "import rankagg\nrankagg.fuse({'fuzzy': {'seg-0001': {'Datei speichern': 100.0, 'Die Datei speichern': 85.0}},"
        " 'qe': {'seg-0001': {'Die Datei speichern': 0.8, 'Datei speichern': 0.4}}}, method='rrf')\n",
        "seg-0001", "Datei speichern",
        why="docs/conventions.md: an id holding a blank could not be written as a TREC line; refused naming it"))
    cases.append(bad(
        "u24c_api_frame_qe_nan", "rankagg.fuse(DataFrame): the QE score of a candidate NaN (the QE service timed "
        "out on it)", "import rankagg, pandas as pd\nM = matches(seed=33, n=6)\n"
        "df = pd.DataFrame(frame_rows(M), columns=['qid', 'docid', 'run', 'score'])\n"
        "assert df.loc[22, 'run'] == 'qe'\ndf.loc[22, 'score'] = float('nan')\n"
        "rankagg.fuse(df, method='rrf')\n", "row 22",
        why="README/conventions: NaN is a missing value, refused naming the row"))
    cases.append(bad(
        "u24c_api_frame_candidate_twice", "rankagg.fuse(DataFrame): one matcher lists a candidate twice in a "
        "segment (the TM held the same unit twice)", "import rankagg, pandas as pd\nM = matches(seed=35, n=6)\n"
        "rows = frame_rows(M)\nrows.insert(3, rows[1])\n"
        "df = pd.DataFrame(rows, columns=['qid', 'docid', 'run', 'score'])\nrankagg.fuse(df, method='borda')\n",
        "row 3", why="docs/conventions.md: an item given twice in a ranker's list is refused naming the row"))
    cases.append(bad(
        "u24c_api_frame_match_percent_text", "rankagg.fuse(DataFrame) read with dtype=str: a match cell holds "
        "'85%' as the CAT tool prints it", "import rankagg, pandas as pd\nM = matches(seed=37, n=6)\n"
        "df = pd.DataFrame([(q, d, m, repr(s)) for q, d, m, s in frame_rows(M)], "
        "columns=['qid', 'docid', 'run', 'score'])\ndf.loc[2, 'score'] = '85%'\nrankagg.fuse(df, method='rrf')\n",
        "row 2", why="trec_eval: a score is a number; refused naming the row"))
    cases.append(cli_bad(
        "u24c_run_target_text_docid", "rankagg fuse fuzzy.run qe.run: a matcher's run written with the target text "
        "as the document ('Datei speichern', 7 fields)", ["fuse", "fuzzy.run", "qe.run", "-o", "suggestions.run"],
        {"fuzzy.run": "seg-0001 Q0 tm-0001-0 1 100 fuzzy\nseg-0001 Q0 Datei speichern 2 85 fuzzy\n", "qe.run": _RUN_B},
        "fuzzy.run:2", why="trec_eval: a run line has 6 fields; the line is named"))
    cases.append(cli_bad(
        "u24c_qrels_reviewer_grade_text", "rankagg evaluate --qrels chosen.qrels ...: the reviewer's grade written "
        "'used' instead of 2", ["evaluate", "--qrels", "chosen.qrels", "suggestions.run"],
        {"chosen.qrels": "seg-0001 0 tm-0001-0 2\nseg-0002 0 tm-0002-1 used\n", "suggestions.run": _RUN_A},
        "chosen.qrels:2", outputs=(), why="trec_eval: a judgement is a whole number; the line is named"))
    return cases
