"""Issue 45's fifteenth bar of scripts/reliability_matrix.py, a cross-language (CLIR / multilingual) researcher's day
(its cases, registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the
verdicts) are the matrix's."""

from __future__ import annotations

import signal  # noqa: F401  (a case's signal names)

from .case import Case, stdout_has  # noqa: F401

FIFTEENTH_MULTILINGUAL = "45 Unseen inputs: a fifteenth bar, a cross-language researcher's multilingual runs"

# The researcher's references, independent of rankagg's code: a TREC file is split as NIST trec_eval 10.0 splits it
# (get_trec_results.c, get_qrels.c: C's isspace in the C locale, so only ASCII blanks separate fields; a byte of a
# UTF-8 character never does, and U+3000, U+00A0, U+2003, U+0085 or U+2028 are part of a field), ids are compared
# as bytes (strcmp: no Unicode normalisation, case folding or stripping of invisible marks), a score is read by
# atof (a fullwidth or Arabic-Indic digit is no digit), and a tie of scores is broken by the docid descending as
# bytes (which is the code points' order on UTF-8, not UTF-16's).  ``rrf_ref`` is Cormack et al.'s RRF
# (sum w / (k + rank), rank from 1 in trec_eval's order) with docs/conventions.md's tie rule (scores equal within
# 2^-40 relative: docs/methods.md; then more runs, then the best local rank, then the smaller docid, the code
# points' order); ``pytrec`` is pytrec_eval.  Every snippet collects what differs and prints 'same' or
# 'differs: [...]'; ``either`` accepts a clean refusal naming the file and line where trec_eval's reading is
# itself no answer (a file in another encoding).
_U15 = r'''
import gzip, json, math, os, re, subprocess, sys, unicodedata
from functools import cmp_to_key
PY = sys.executable
BAD = []
def want(cond, what):
    if not cond:
        BAD.append(what)
    return cond
def done():
    print('same' if not BAD else 'differs: ' + repr(BAD)[:1500])
def put(name, data):
    if os.path.dirname(name):
        os.makedirs(os.path.dirname(name), exist_ok=True)
    with open(name, 'wb') as f:
        f.write(data if isinstance(data, bytes) else data.encode('utf-8'))
def cli(*args):
    return subprocess.run([PY, '-m', 'rankagg.cli', *args], capture_output=True)
def must(p):
    if p.returncode:
        sys.stderr.write(p.stderr.decode('utf-8', 'replace'))
        sys.exit(p.returncode)
    return p
def raw(p):
    data = open(p, 'rb').read()
    return gzip.decompress(data) if data[:2] == b'\x1f\x8b' else data
def rows(p):
    out = []
    for ln in raw(p).split(b'\n'):
        f = [x for x in re.split(rb'[ \t\v\f\r]+', ln) if x]
        if f:
            out.append(f)
    return out
def s(b):
    return b.decode('utf-8', 'surrogateescape')
def lines6(p):
    r = rows(p)
    want(all(len(x) == 6 for x in r), f'{p}: lines of {sorted({len(x) for x in r})} fields (trec_eval reads 6)')
    return [x for x in r if len(x) == 6]
def file_order(p):
    out = {}
    for q, _, d, _, sc, _ in lines6(p):
        out.setdefault(s(q), []).append(s(d))
    return out
def file_scores(p):
    out = {}
    for q, _, d, _, sc, _ in lines6(p):
        out.setdefault(s(q), {})[s(d)] = float(sc)
    return out
def trec_sort(pairs):
    return [d for d, _ in sorted(pairs, key=lambda x: (x[1], x[0].encode('utf-8', 'surrogateescape')), reverse=True)]
def ranked(run):
    return {q: trec_sort(list(v.items())) for q, v in run.items()}
def trec_order(p):
    return ranked(file_scores(p))
def reads_in_file_order(p):
    fo, to = file_order(p), trec_order(p)
    return want(fo == to, f'{p}: trec_eval reads ' + repr([(q, to[q][:5], fo[q][:5]) for q in fo if fo[q] != to.get(q)][:2]))
def run_text(run, tag):
    return ''.join(f'{q} Q0 {d} {i} {sc!r} {tag}\n' for q, v in run.items() for i, (d, sc) in
                   enumerate(sorted(v.items(), key=lambda x: (x[1], x[0].encode()), reverse=True), 1))
def close(a, b):
    return abs(a - b) <= 2.0 ** -40 * max(abs(a), abs(b))
def rrf_ref(runs, k=60.0, w=None):
    qids = []
    for r in runs.values():
        qids += [q for q in r if q not in qids]
    out = {}
    for q in qids:
        sc, cnt, best = {}, {}, {}
        for name, r in runs.items():
            for i, d in enumerate(ranked({q: r.get(q, {})})[q], 1):
                sc[d] = sc.get(d, 0.0) + (w or {}).get(name, 1.0) / (k + i)
                cnt[d] = cnt.get(d, 0) + 1
                best[d] = min(best.get(d, i), i)
        def cmp(a, b):
            if not close(sc[a], sc[b]):
                return -1 if sc[a] > sc[b] else 1
            for x, y in ((-cnt[a], -cnt[b]), (best[a], best[b]), (a, b)):
                if x != y:
                    return -1 if x < y else 1
            return 0
        out[q] = [(d, sc[d]) for d in sorted(sc, key=cmp_to_key(cmp))]
    return out
def same_order(got, ref, what=''):
    want_ = {q: [d for d, _ in v] for q, v in ref.items()}
    bad = [(q, got.get(q, [])[:6], want_[q][:6]) for q in want_ if got.get(q) != want_[q]]
    want(not bad and set(got) == set(want_), f'{what}: order (query, got, RRF) {bad[:2]!r}, queries {sorted(got)} vs {sorted(want_)}')
def same_fused(p, ref, what=''):
    same_order(file_order(p), ref, what or p)
    sc = file_scores(p)
    for q, v in ref.items():
        for i, (d, x) in enumerate(v):
            tied = (i > 0 and close(v[i - 1][1], x)) or (i + 1 < len(v) and close(v[i + 1][1], x))
            if not tied and d in sc.get(q, {}):
                want(abs(sc[q][d] - x) <= 1e-12 * abs(x), f'{q} {d}: written score {sc[q][d]!r} where RRF gives {x!r}')
    reads_in_file_order(p)
def ids_bytes(p, col):
    return {f[col] for f in rows(p)}
PT = {'P@1': 'P_1', 'P@5': 'P_5', 'RR': 'recip_rank', 'AP': 'map', 'nDCG@10': 'ndcg_cut_10', 'R@100': 'recall_100'}
def pytrec(run, qrels, names):
    import pytrec_eval
    fams = {'.'.join(PT[n].rsplit('_', 1)) if PT[n][-1].isdigit() else PT[n] for n in names}
    per = pytrec_eval.RelevanceEvaluator(qrels, fams).evaluate({q: dict(v) for q, v in run.items() if v})
    return {q: {n: v[PT[n]] for n in names} for q, v in per.items()}
def qrels_of(p):
    q = {}
    for f in rows(p):
        q.setdefault(s(f[0]), {})[s(f[2])] = int(f[3])
    return q
def eval_json(run, qrels, names, *extra):
    return json.loads(must(cli('evaluate', '--qrels', qrels, run, '--measures', *names, '-q', '--json', *extra)).stdout)
def same_eval(got, ref, names, what=''):
    gq = got.get('per_query', {})
    want(set(gq) == set(ref), f'{what} queries {sorted(gq)!r} where trec_eval evaluates {sorted(ref)!r}')
    for q in ref:
        for n in names:
            a, b = gq.get(q, {}).get(n), ref[q][n]
            want(a is not None and abs(a - b) < 1e-4, f'{what} {n} of {q!r}: {a} where pytrec_eval gives {b}')
    for n in names:
        m = sum(ref[q][n] for q in ref) / max(len(ref), 1)
        want(abs(got.get(n, -1.0) - m) < 1e-4, f'{what} mean {n}: {got.get(n)} where pytrec_eval gives {m}')
def same_means(got, ref, names, what=''):
    for n in names:
        m = sum(ref[q][n] for q in ref) / max(len(ref), 1)
        want(abs(got.get(n, -1.0) - m) < 1e-4, f'{what} mean {n}: {got.get(n)} where pytrec_eval gives {m}')
def json_strings(path):
    """Every key and string value of a JSON-lines file (strict UTF-8)."""
    out = set()
    def walk(x):
        if isinstance(x, dict):
            for k, v in x.items():
                out.add(k)
                walk(v)
        elif isinstance(x, list):
            for v in x:
                walk(v)
        elif isinstance(x, str):
            out.add(x)
    for ln in open(path, 'rb').read().decode('utf-8').splitlines():
        if ln.strip():
            walk(json.loads(ln))
    return out
def latin_fuse(*extra):
    """The Latin-1 French run fused with the UTF-8 English one; the reference RRF of their bytes."""
    ref = rrf_ref({'fr': file_scores('fr.run'), 'en': file_scores('en.run')})
    return cli('fuse', 'fr.run', 'en.run', '--method', 'rrf', '--quiet', *extra), ref
def either(p, check, *mention):
    err = p.stderr.decode('utf-8', 'replace').strip()
    if p.returncode == 2:
        last = err.splitlines()[-1] if err else ''
        want('Traceback' not in err and all(m in last for m in mention),
             f'refused, but the message {last[-300:]!r} does not name {mention}')
    elif p.returncode == 0:
        check()
    else:
        want(False, f'exit {p.returncode}: {err[-400:]!r}')
    done()
'''[1:]


def _nested(files: dict):
    """Files under sub-folders (a folder per language) are written by the case's setup."""
    if not any("/" in n for n in files):
        return files, None

    def setup(folder):
        for name, content in files.items():
            (folder / name).parent.mkdir(parents=True, exist_ok=True)
            (folder / name).write_bytes(content if isinstance(content, bytes) else content.encode("utf-8"))
    return {}, setup


def _run(run: dict, tag: str) -> str:
    """``{qid: {docid: score}}`` as TREC lines, ranked by score (ties by docid descending, as trec_eval)."""
    out = []
    for q, docs in run.items():
        order = sorted(docs.items(), key=lambda x: (x[1], x[0].encode()), reverse=True)
        out += [f"{q} Q0 {d} {i} {sc!r} {tag}\n" for i, (d, sc) in enumerate(order, 1)]
    return "".join(out)


def fifteenth_bar_multilingual_cases() -> list[Case]:
    """Issue 45's fifteenth bar: a cross-language researcher's day (NeuCLIR, CLEF, MIRACL, Mr.TyDi, HC4).  Runs
    from language-specific and translated-query systems are fused into one multilingual run and evaluated against
    per-language qrels.  Their ids come in many scripts (CJK, Arabic and Hebrew with direction marks, Persian
    with zero-width non-joiners, Devanagari, Cyrillic, Hangul in NFC from one tool and NFD from another), with
    ideographic spaces, mojibake controls (U+0085 from a cp1252 ellipsis), characters beyond the BMP and
    private-use ones; run tags in non-Latin scripts; per-language folders whose runs share a tag; CLEF's DOI
    topic ids with a slash, MIRACL's ``docid#passage``, ``urn:uuid:`` docids; a Latin-1 or UTF-16 file among
    UTF-8 ones; digits that are not ASCII in scores, grades, weights and qids.  The right answers: NIST trec_eval
    10.0's reading (bytes, C's isspace, atof, strcmp: checked with its binary while writing these cases),
    pytrec_eval computed in the case, RRF worked by hand with the tie rule of docs/conventions.md, and the
    docs' words on names, weights and outputs."""
    G = FIFTEENTH_MULTILINGUAL

    def ok(id: str, what: str, code: str, why: str, timeout: float = 180, files: dict | None = None) -> Case:
        files, setup = _nested(files or {})
        return Case(id, G, what, code=_U15 + code, expect="ok", check=stdout_has("same"), memory_gb=4.0,
                    timeout=timeout, why=why, files=files, setup=setup)

    def bad(id: str, what: str, argv: list[str], files: dict, *mention: str, why: str,
            outputs: tuple[str, ...] = ("o.run",)) -> Case:
        files, setup = _nested(files)
        return Case(id, G, what, argv=argv, files=files, setup=setup, mention=mention, outputs=outputs,
                    memory_gb=4.0, timeout=60, why=why)

    zh = {"200": {"zh-0a1f": 12.5, "zh-77c2": 11.0, "zh-3b90": 9.25}, "201": {"zh-5d11": 8.0, "zh-0a1f": 7.5}}
    fa = {"200": {"fa-e410": 0.91, "fa-0c3d": 0.72}, "201": {"fa-9b2e": 0.66, "fa-e410": 0.41}}
    ZH, FA = _run(zh, "bm25-zh"), _run(fa, "bm25-fa")
    QRELS = "200 0 zh-77c2 1\n200 0 fa-e410 2\n201 0 zh-5d11 1\n201 0 fa-9b2e 0\n"
    u3000 = "\u3000"

    cases: list[Case] = []
    # ---------------------------------------------------------------- separators that are not C's isspace
    cases += [
        bad("u15m_u3000_separator_tune", "a Japanese run typed in an IME: line 3's fields are separated by U+3000 "
            "(ideographic space), which trec_eval does not split on; rankagg tune refuses naming zh.run:3",
            ["tune", "zh.run", "fa.run", "--qrels", "q.qrels", "--method", "rrf", "--measure", "P@1", "-o", "m.json"],
            {"zh.run": ZH.splitlines(True)[0] + ZH.splitlines(True)[1]
             + u3000.join("200 Q0 zh-3b90 3 9.25 bm25-zh".split()) + "\n" + "".join(ZH.splitlines(True)[3:]),
             "fa.run": FA, "q.qrels": QRELS}, "zh.run:3", outputs=("m.json",),
            why="trec_eval 10.0: 'get_results: Malformed line 3' (one field; U+3000 is no C isspace)"),
        bad("u15m_emspace_separator_evaluate", "a run pasted from a web page: line 2 separated by U+2003 em spaces; "
            "evaluate refuses naming ru.run:2", ["evaluate", "--qrels", "q.qrels", "ru.run", "--measures", "P@1"],
            {"ru.run": "200 Q0 ru-1 1 3.0 поиск\n" + "\u2003".join("200 Q0 ru-2 2 2.0 поиск".split()) + "\n",
             "q.qrels": "200 0 ru-1 1\n"}, "ru.run:2", outputs=(),
            why="trec_eval 10.0: 'Malformed line 2' (one field)"),
        bad("u15m_nbsp_separator_qrels", "CLEF qrels re-typed from a PDF: line 2 has a no-break space between the "
            "qid and the 0 (three fields for trec_eval): refused naming q.qrels:2",
            ["evaluate", "--qrels", "q.qrels", "zh.run", "--measures", "P@1"],
            {"zh.run": ZH, "q.qrels": "200 0 zh-77c2 1\n200\u00a00 zh-0a1f 1\n"}, "q.qrels:2", outputs=(),
            why="trec_eval 10.0: 'get_qrels: Malformed line 2'"),
    ]
    # ---------------------------------------------------------------- digits that are not ASCII
    cases += [
        bad("u15m_fullwidth_score_fuse", "a Chinese system's run written with fullwidth digits in one score "
            "('１２.５'): atof reads 0; refused naming zh.run:2",
            ["fuse", "zh.run", "fa.run", "--method", "rrf", "-o", "o.run", "--quiet"],
            {"zh.run": "200 Q0 zh-0a1f 1 13.0 bm25-zh\n200 Q0 zh-77c2 2 １２.５ bm25-zh\n", "fa.run": FA},
            "zh.run:2", why="trec_eval's atof reads '１２.５' as 0 (a wrong order); docs: a non-numeric score is refused"),
        bad("u15m_arabic_indic_score_evaluate", "an Arabic run's score in Arabic-Indic digits ('٣.٥'): evaluate "
            "refuses naming ar.run:2", ["evaluate", "--qrels", "q.qrels", "ar.run", "--measures", "P@1"],
            {"ar.run": "200 Q0 ar-1 1 4.0 بحث\n200 Q0 ar-2 2 ٣.٥ بحث\n", "q.qrels": "200 0 ar-2 1\n"},
            "ar.run:2", outputs=(), why="trec_eval's atof reads it as 0; docs: a non-numeric score is refused"),
        ok("u15m_devanagari_grade_qrels", "Hindi qrels whose grade is a Devanagari digit ('१'): refused naming "
           "hi.qrels:2, or read as trec_eval's atol reads it (0), never as 1",
           "p = cli('evaluate', '--qrels', 'hi.qrels', 'hi.run', '--measures', 'P@1', 'AP', '--json')\n"
           "def check():\n"
           "    got = json.loads(p.stdout)\n"
           "    want(abs(got['P@1'] - 0.0) < 1e-9 and abs(got['AP'] - 0.5) < 1e-9, f'{got} where trec_eval gives P@1 0, AP 0.5')\n"
           "either(p, check, 'hi.qrels:2')\n",
           files={"hi.run": "200 Q0 hi-1 1 2.0 खोज\n200 Q0 hi-2 2 1.0 खोज\n", "hi.qrels": "200 0 hi-2 1\n200 0 hi-1 १\n"},
           why="trec_eval 10.0 (atol): hi-1 is not relevant, P@1 0, AP 0.5"),
        bad("u15m_fullwidth_weight_file", "a weights file typed in a CJK IME: '检索系统-中 ２' (a fullwidth 2): refused "
            "naming weights.txt:1", ["fuse", "zh.run", "fa.run", "--method", "rrf", "--weights", "weights.txt",
                                     "-o", "o.run", "--quiet"],
            {"zh.run": ZH.replace("bm25-zh", "检索系统-中"), "fa.run": FA, "weights.txt": "检索系统-中 ２\n"},
            "weights.txt:1", why="docs (issue 45): a weight is a number as trec_eval's atof reads one, refused with "
            "the file and line"),
    ]
    # ---------------------------------------------------------------- encodings
    cases += [
        bad("u15m_latin1_weights_file", "a weights file saved in Latin-1 naming the run 'café' (tagged in UTF-8): "
            "refused naming weights.txt", ["fuse", "en.run", "zh.run", "--method", "rrf", "--weights",
                                           "weights.txt", "-o", "o.run", "--quiet"],
            {"en.run": "200 Q0 café-12 1 5.0 café\n", "zh.run": ZH, "weights.txt": b"caf\xe9 2\n"}, "weights.txt",
            why="the name's bytes are no run's tag (docs: a weight naming no run is an error), and not UTF-8"),
    ]
    # ---------------------------------------------------------------- normalisation forms and invisible marks
    cases += [
        ok("u15m_marks_api_evaluate", "rankagg.evaluate on dicts whose ids differ from the qrels' only by invisible "
           "or case marks (a trailing ZWSP, an RLM, NFD, Turkish dotted I against i + U+0307): equals pytrec_eval",
           "import rankagg\n"
           "run = {'600': {'İstanbul-3': 5.0, 'doc-7\\u200b': 4.0, '\\u200fשלום-1': 3.0, 'i\\u0307stanbul-3': 2.0, 'doc-8': 1.0},\n"
           "       '601': {'한국어-2': 2.0, '한국어-1': 1.0}}\n"
           "qrels = {'600': {'i\\u0307stanbul-3': 1, 'doc-7': 2, 'שלום-1': 1}, '601': {unicodedata.normalize('NFD', '한국어-2'): 1, '한국어-1': 1}}\n"
           "names = ['P@1', 'RR', 'AP', 'nDCG@10']\n"
           "same_means(rankagg.evaluate(run, qrels, names), pytrec(run, qrels, names), names)\n"
           "done()\n", why="pytrec_eval compares the ids' UTF-8 bytes"),
        ok("u15m_hangul_nfd_qid_json", "Korean topic ids: the run's qids in NFD (a macOS tool), one qrels topic in "
           "NFC and one in NFD: per-query JSON keys are the run's exact qids and the values pytrec_eval's",
           "names = ['P@1', 'AP']\n"
           "got = eval_json('ko.run', 'q.qrels', names)\n"
           "same_eval(got, pytrec(file_scores('ko.run'), qrels_of('q.qrels'), names), names)\n"
           "want(all(unicodedata.is_normalized('NFD', q) for q in got.get('per_query', {})), 'a qid was normalised')\n"
           "done()\n", files={
               "ko.run": "".join(f"{unicodedata_nfd(q)} Q0 {d} {i} {5 - i} ko\n" for q in ("질문-1", "질문-2")
                                 for i, d in enumerate(("ko-a", "ko-b", "ko-c"), 1)),
               "q.qrels": f"질문-1 0 ko-b 1\n{unicodedata_nfd('질문-2')} 0 ko-c 1\n"},
           why="trec_eval 10.0 compares qids as bytes; rankagg's mean is over the queries both judged and in the run"),
    ]
    fa1 = {"700": {"می\u200cخواهم-3": 5.0, "ميخواهم-4": 4.0, "کتاب-1": 3.0}}
    fa2 = {"700": {"میخواهم-3": 6.0, "کتاب-1": 5.5, "كتاب-1": 5.0}}
    cases += [
        ok("u15m_zwnj_persian_fuse", "Persian runs: one keeps the zero-width non-joiner (می\u200cخواهم), one drops "
           "it; one writes Arabic kaf/yeh (ك ي), one Persian (ک ی): distinct documents for trec_eval, each kept "
           "byte for byte", "must(cli('fuse', 'a.run', 'b.run', '--method', 'rrf', '-o', 'o.run', '--quiet'))\n"
           "same_fused('o.run', rrf_ref({'a': " + repr(fa1) + ", 'b': " + repr(fa2) + "}))\n"
           "want(ids_bytes('o.run', 2) == ids_bytes('a.run', 2) | ids_bytes('b.run', 2), 'docids changed')\n"
           "done()\n", files={"a.run": _run(fa1, "fa-bm25"), "b.run": _run(fa2, "fa-plaid")},
           why="trec_eval compares bytes; Unicode does not make U+200C ignorable in ids"),
    ]
    # ---------------------------------------------------------------- run tags and names in other scripts
    r_ar = {"800": {"d1": 3.0, "d2": 2.0, "d3": 1.0}, "801": {"d7": 2.0, "d8": 1.0}}
    r_he = {"800": {"d2": 3.0, "d3": 2.0, "d4": 1.0}, "801": {"d8": 2.0, "d9": 1.0}}
    r_ru = {"800": {"d3": 3.0, "d4": 2.0, "d1": 1.0}, "801": {"d9": 2.0, "d7": 1.0}}
    three = {"ar.run": _run(r_ar, "بحث-أ"), "he.run": _run(r_he, "\u200fחיפוש"), "ru.run": _run(r_ru, "поиск")}
    runs3 = "{'بحث-أ': " + repr(r_ar) + ", '\u200fחיפוש': " + repr(r_he) + ", 'поиск': " + repr(r_ru) + "}"
    cases += [
        ok("u15m_arabic_tag_weights_cli", "runs tagged in Arabic, Hebrew (with an RLM) and Cyrillic; "
           "--weights 'بحث-أ=2,поиск=0.5' weighs them by tag",
           "must(cli('fuse', 'ar.run', 'he.run', 'ru.run', '--method', 'rrf', '--weights', 'بحث-أ=2,поиск=0.5', "
           "'-o', 'o.run', '--quiet'))\n"
           "same_fused('o.run', rrf_ref(" + runs3 + ", w={'بحث-أ': 2.0, 'поиск': 0.5}))\n"
           "done()\n", files=three, why="docs/trec.md: --weights names runs by tag"),
        ok("u15m_lang_folders_same_tag", "per-language folders 中文/, فارسی/, русский/ each holding bm25.run tagged "
           "'bm25': names by shortest distinguishing path, '中文/bm25.run=3' weighs the Chinese run",
           "must(cli('fuse', '中文/bm25.run', 'فارسی/bm25.run', 'русский/bm25.run', '--method', 'rrf', '--weights', "
           "'中文/bm25.run=3', '-o', 'o.run', '--quiet'))\n"
           "same_fused('o.run', rrf_ref(" + runs3 + ", w={'بحث-أ': 3.0}))\n"
           "done()\n", files={"中文/bm25.run": _run(r_ar, "bm25"), "فارسی/bm25.run": _run(r_he, "bm25"),
                              "русский/bm25.run": _run(r_ru, "bm25")},
           why="docs/conventions.md: file names when tags repeat, then each run's shortest distinguishing path"),
    ]
    # NeuCLIR-like per-language runs, disjoint UUID docids, the same tag, topics in other orders, one missing
    import uuid
    def u(lang, i):
        return str(uuid.uuid5(uuid.NAMESPACE_URL, f"neuclir/{lang}/{i}"))
    per = {}
    for lang, topics in (("zh", ("202", "200", "201")), ("fa", ("200", "202")), ("ru", ("201", "200", "202"))):
        per[lang] = {t: {u(lang, 10 * int(t) + i): float(20 - 3 * i) for i in range(4)} for t in topics}
    cases += [
        ok("u15m_neuclir_per_language_rrf", "NeuCLIR: one run per language (zh, fa, ru), all tagged 'bm25', "
           "disjoint UUID docids, topics in other orders and one missing: RRF's cross-language ties go to the "
           "smaller docid, and trec_eval reads the file in its order",
           "must(cli('fuse', 'zh.run', 'fa.run', 'ru.run', '--method', 'rrf', '-o', 'o.run', '--quiet'))\n"
           "same_fused('o.run', rrf_ref(" + repr(per) + "))\n"
           "done()\n", files={f"{k}.run": _run(v, "bm25") for k, v in per.items()},
           why="docs/conventions.md's tie rule; trec_eval reads score then docid"),
    ]
    # ---------------------------------------------------------------- tie orders with non-ASCII ids
    tied = ["z", "é", "Ａ", "😀", "\ue000"]
    tie_run = "".join(f"{q} Q0 {d} 1 1.0 tie\n" for q in ("t1", "t2", "t3", "t4", "t5") for d in tied)
    tie_qrels = "".join(f"t{i} 0 {d} 1\n" for i, d in enumerate(tied, 1))
    cases += [
        ok("u15m_tie_nonbmp_evaluate", "five documents tied on score ('z', 'é', fullwidth 'Ａ', '😀', a private-use "
           "U+E000), each relevant in one topic: RR equals trec_eval's (docid descending as bytes: 😀 Ａ U+E000 é z)",
           "names = ['P@1', 'RR', 'AP']\n"
           "ref = pytrec(file_scores('t.run'), qrels_of('t.qrels'), names)\n"
           "want([ref[f't{i}']['RR'] for i in range(1, 6)] == [0.2, 0.25, 0.5, 1.0, 1 / 3], f'reference {ref}')\n"
           "same_eval(eval_json('t.run', 't.qrels', names), ref, names)\n"
           "done()\n", files={"t.run": tie_run, "t.qrels": tie_qrels},
           why="trec_eval 10.0 binary: recip_rank 1, 0.5 and 0.25 for 😀, Ａ and z; strcmp on UTF-8"),
        ok("u15m_tie_nonbmp_fuse_single", "the tied run fused alone (RRF): the fused order is trec_eval's order of "
           "the input (😀 Ａ U+E000 é z), written with scores trec_eval reads in that order",
           "must(cli('fuse', 't.run', '--method', 'rrf', '-o', 'o.run', '--quiet'))\n"
           "got = file_order('o.run')\n"
           "want(all(got.get(q) == ['😀', 'Ａ', '\\ue000', 'é', 'z'] for q in ('t1', 't2', 't3', 't4', 't5')), f'order {got}')\n"
           "reads_in_file_order('o.run')\n"
           "done()\n", files={"t.run": tie_run},
           why="docs/conventions.md: ranks from scores, then docid descending (strcmp's byte order)"),
        ok("u15m_fused_tie_smaller_docid", "two runs in opposite orders ([😀, U+E000] / [U+E000, 😀]; [Ａ, 😀] / "
           "[😀, Ａ]): a full tie the house rule gives to the smaller docid by code point (UTF-8's order, not "
           "UTF-16's): U+E000 before 😀, Ａ before 😀",
           "must(cli('fuse', 'a.run', 'b.run', '--method', 'rrf', '-o', 'o.run', '--quiet'))\n"
           "got = file_order('o.run')\n"
           "want(got.get('q1') == ['\\ue000', '😀'] and got.get('q2') == ['Ａ', '😀'], f'order {got}')\n"
           "reads_in_file_order('o.run')\n"
           "done()\n", files={"a.run": "q1 Q0 😀 1 2 a\nq1 Q0 \ue000 2 1 a\nq2 Q0 Ａ 1 2 a\nq2 Q0 😀 2 1 a\n",
                              "b.run": "q1 Q0 \ue000 1 2 b\nq1 Q0 😀 2 1 b\nq2 Q0 😀 1 2 b\nq2 Q0 Ａ 2 1 b\n"},
           why="docs/conventions.md: then the smaller docid (code points = UTF-8 bytes)"),
        ok("u15m_fuser_tie_pua", "the per-query Fuser (RRF) on the same full tie, and on NFC/NFD twins: U+E000 "
           "before 😀; 'é' and 'e\\u0301' two documents",
           "import rankagg\n"
           "f = rankagg.Fuser('rrf')\n"
           "got = [d for d, _ in f({'a': ['😀', '\\ue000'], 'b': ['\\ue000', '😀']})]\n"
           "want(got == ['\\ue000', '😀'], f'order {got}')\n"
           "got2 = f({'a': {'é': 2.0, 'x': 1.0}, 'b': {'e\\u0301': 2.0, 'x': 1.0}})\n"
           "want(len(got2) == 3 and got2[0][0] == 'x' and {d for d, _ in got2} == {'é', 'e\\u0301', 'x'}, f'{got2}')\n"
           "done()\n", why="README: the Fuser uses rankagg's tie rule; ids are compared exactly"),
        ok("u15m_api_fuse_dict_tie", "rankagg.fuse on dicts with the same full tie (and an astral-plane qid): the "
           "result's insertion order and as_written's scores put U+E000 before 😀",
           "import rankagg\nfrom rankagg.api import as_written\n"
           "res = rankagg.fuse({'a': {'𝔮1': {'😀': 2.0, '\\ue000': 1.0}}, 'b': {'𝔮1': {'\\ue000': 2.0, '😀': 1.0}}}, method='rrf')\n"
           "want(list(res.get('𝔮1', {})) == ['\\ue000', '😀'], f'order {res}')\n"
           "w = as_written(res)['𝔮1']\n"
           "want(w['\\ue000'] > w['😀'], f'written scores {w}')\n"
           "done()\n", why="docs/conventions.md: the consensus order in the mapping's insertion order"),
    ]
    # ---------------------------------------------------------------- in-memory forms
    hi = {"प्रश्न-१": {"док-1": 3.0, "док-2": 2.0, "cafe\u0301": 1.0}, "प्रश्न-२": {"Ёлка": 2.0, "елка": 1.0}}
    hi2 = {"प्रश्न-१": {"док-2": 9.0, "café": 8.0}, "प्रश्न-२": {"елка": 5.0, "Ёлка": 4.0, "ёлка": 3.0}}
    frame = ("import pandas as pd\n"
             "recs = [(q, d, s, name) for name, r in (('hi-bm25', " + repr(hi) + "), ('hi-mt', " + repr(hi2) + ")) "
             "for q, v in r.items() for d, s in v.items()]\n"
             "df = pd.DataFrame(recs, columns=['q_id', 'doc_id', 'score', 'run'])\n"
             "ref = rrf_ref({'hi-bm25': " + repr(hi) + ", 'hi-mt': " + repr(hi2) + "})\n")
    cases += [
        ok("u15m_dataframe_multiscript", "rankagg.fuse on a long DataFrame (q_id, doc_id, score, run) with "
           "Devanagari qids, Cyrillic docids (Ё/ё/е) and NFC/NFD twins: the frame's ranks equal RRF's order, ids exact",
           "import rankagg\n" + frame +
           "out = rankagg.fuse(df, method='rrf').sort_values(['q_id', 'rank'])\n"
           "got = {q: list(g['doc_id']) for q, g in out.groupby('q_id', sort=False)}\n"
           "same_order(got, ref, 'frame')\n"
           "done()\n", why="docs/conventions.md: a frame's rank column in the consensus order"),
        ok("u15m_arrow_large_string", "the same runs as a pyarrow table with large_string and dictionary-encoded "
           "id columns: the fused table's ids and order equal RRF's",
           "import pyarrow as pa, rankagg\n" + frame +
           "t = pa.table({'q_id': pa.array(df['q_id'], pa.large_string()), 'doc_id': pa.array(df['doc_id']).dictionary_encode(),\n"
           "              'score': pa.array(df['score']), 'run': pa.array(df['run'], pa.large_string())})\n"
           "out = rankagg.fuse(t, method='rrf').to_pandas().sort_values(['q_id', 'rank'])\n"
           "got = {str(q): [str(x) for x in g['doc_id']] for q, g in out.groupby('q_id', sort=False)}\n"
           "same_order(got, ref, 'arrow')\n"
           "done()\n", why="README: rankagg.fuse takes Arrow tables and returns the same kind"),
        ok("u15m_evaluate_frame_cyrillic", "rankagg.evaluate of a DataFrame run with Cyrillic and NFD ids against a "
           "UTF-8 qrels file: equals pytrec_eval",
           "import rankagg\n" + frame +
           "one = df[df['run'] == 'hi-mt']\n"
           "names = ['P@1', 'RR', 'AP', 'nDCG@10']\n"
           "same_means(rankagg.evaluate(one[['q_id', 'doc_id', 'score']], 'q.qrels', names), pytrec(" + repr(hi2)
           + ", qrels_of('q.qrels'), names), names)\n"
           "done()\n", files={"q.qrels": "प्रश्न-१ 0 cafe\u0301 1\nप्रश्न-१ 0 док-2 0\nप्रश्न-२ 0 Ёлка 1\nप्रश्न-२ 0 ёлка 2\n"},
           why="pytrec_eval matches ids as bytes (Ё, ё, е are three ids)"),
    ]
    # ---------------------------------------------------------------- outputs read back
    mix = {"10.2452/451-AH": {"urn:uuid:7f3c": 3.0, "neuclir/1/zh:ab12": 2.0, "Ёлка#0": 1.0},
           "10.2452/452-AH": {"東京\u3000タワー#0": 2.0, "e\u0301": 1.0}}
    mix2 = {"10.2452/451-AH": {"neuclir/1/zh:ab12": 5.0, "Ёлка#0": 4.0},
            "10.2452/452-AH": {"e\u0301": 3.0, "é": 2.0, "😀": 1.0}}
    MQ = ("10.2452/451-AH 0 neuclir/1/zh:ab12 1\n10.2452/451-AH 0 Ёлка#0 2\n10.2452/452-AH 0 é 1\n"
          "10.2452/452-AH 0 東京\u3000タワー#0 1\n")
    mixf = {"بحث.run": _run(mix, "clef-mono"), "b.run": _run(mix2, "clef-bi"), "q.qrels": MQ}
    cases += [
        ok("u15m_doi_qids_report", "CLEF DOI qids with a slash through evaluate -q --json and report: the page is "
           "written, names each run by its tag (the baseline given by its Arabic file name), and no folder named after "
           "a qid appears",
           "must(cli('fuse', 'بحث.run', 'b.run', '--method', 'rrf', '-o', 'f.run', '--quiet'))\n"
           "p = must(cli('evaluate', '--qrels', 'q.qrels', 'بحث.run', 'b.run', 'f.run', '--measures', 'nDCG@10', 'AP', '-q', '--json'))\n"
           "put('eval.json', p.stdout)\n"
           "must(cli('report', 'eval.json', '--baseline', 'بحث.run', '-o', 'report.html'))\n"
           "html = open('report.html', encoding='utf-8').read()\n"
           "want(all(x in html for x in ('clef-mono', 'clef-bi', 'rankagg-rrf')), 'a run missing from the page')\n"
           "extra = sorted(set(os.listdir('.')) - {'بحث.run', 'b.run', 'q.qrels', 'f.run', 'eval.json', 'report.html'})\n"
           "want(not extra and not os.path.exists('10.2452'), f'left behind {extra}')\n"
           "done()\n", files=mixf, timeout=240, why="docs/trec.md §4: one self-contained page"),
    ]
    # ---------------------------------------------------------------- evaluation across languages
    qz = "200 0 zh-77c2 1\n201 0 zh-5d11 1\n202 0 zh-9999 1\n"
    qf = "201 0 fa-9b2e 2\n200 0 fa-e410 2\n200 0 fa-0c3d 0\n"
    multi = {"200": {"zh-77c2": 5.0, "fa-e410": 4.5, "zh-0a1f": 4.0, "fa-0c3d": 3.0},
             "201": {"fa-9b2e": 6.0, "zh-0a1f": 5.0, "zh-5d11": 1.0}}
    miracl = {"0": {"462221#4": 15.2, "462221#0": 14.9, "7#0": 11.0, "12#3": 9.5},
              "12": {"3349#1": 20.0, "3349#12": 19.0, "88#0": 7.0}}
    cases += [
        ok("u15m_concat_per_language_qrels", "NeuCLIR qrels concatenated from per-language files (cat qrels.zh "
           "qrels.fa: topics interleaved, one judged only in Chinese), a multilingual run: equals pytrec_eval",
           "names = ['P@1', 'RR', 'AP', 'nDCG@10', 'R@100']\n"
           "same_eval(eval_json('m.run', 'all.qrels', names), pytrec(file_scores('m.run'), qrels_of('all.qrels'), names), names)\n"
           "done()\n", files={"m.run": _run(multi, "multi"), "all.qrels": qz + qf},
           why="trec_eval reads qrels in any order"),
        ok("u15m_miracl_hash_ids", "MIRACL / Mr.TyDi: Pyserini run with 'docid#passage' ids, tab-separated qrels "
           "with Q0: evaluate equals pytrec_eval",
           "names = ['P@1', 'nDCG@10', 'R@100', 'RR']\n"
           "same_eval(eval_json('m.run', 'q.tsv', names), pytrec(file_scores('m.run'), qrels_of('q.tsv'), names), names)\n"
           "done()\n", files={"m.run": _run(miracl, "Anserini"),
                              "q.tsv": "0\tQ0\t462221#0\t1\n0\tQ0\t7#0\t1\n0\tQ0\t12#30\t1\n12\tQ0\t3349#12\t1\n12\tQ0\t3349#1\t0\n"},
           why="pytrec_eval; '#' is part of an id for trec_eval"),
        ok("u15m_complete_devanagari_missing", "Hindi topics ('प्र-१' .. 'प्र-३'), the run lacks 'प्र-२': -c "
           "counts it as a ranking that finds nothing (trec_eval -c), keyed by its exact qid",
           "names = ['P@5', 'AP', 'RR']\n"
           "ref = pytrec(file_scores('h.run'), qrels_of('h.qrels'), names)\n"
           "ref['प्र-२'] = {n: 0.0 for n in names}\n"
           "same_eval(eval_json('h.run', 'h.qrels', names, '-c'), ref, names)\n"
           "done()\n", files={"h.run": "प्र-१ Q0 a 1 3 x\nप्र-१ Q0 b 2 2 x\nप्र-३ Q0 c 1 3 x\nप्र-३ Q0 a 2 2 x\n",
                              "h.qrels": "प्र-१ 0 b 1\nप्र-२ 0 z 1\nप्र-३ 0 c 1\nप्र-३ 0 d 1\n"},
           why="trec_eval 10.0 -c: a judged query missing from the run scores 0"),
    ]
    # ---------------------------------------------------------------- streaming and tuning with such names
    inter_a = {"Вопрос-1": {"a1": 3.0, "a2": 2.0}, "问题-2": {"b1": 3.0, "b2": 1.0}, "سؤال-3": {"c1": 2.0}}
    inter_b = {"问题-2": {"b2": 5.0, "b3": 4.0}, "سؤال-3": {"c2": 2.0, "c1": 1.0}, "Вопрос-1": {"a2": 9.0}}

    def interleave(run, tag):
        lines = _run(run, tag).splitlines(True)
        return "".join(lines[0::2] + lines[1::2])
    cases += [
        ok("u15m_unsorted_nonascii_qids_stream", "runs whose lines are not grouped by query (Cyrillic, Chinese and "
           "Arabic qids interleaved, as a per-language merge leaves them): the streamed fusion equals RRF",
           "must(cli('fuse', 'a.run', 'b.run', '--method', 'rrf', '-o', 'o.run', '--quiet'))\n"
           "same_fused('o.run', rrf_ref({'a': " + repr(inter_a) + ", 'b': " + repr(inter_b) + "}))\n"
           "done()\n", files={"a.run": interleave(inter_a, "a"), "b.run": interleave(inter_b, "b")},
           why="docs/trec.md: a file not grouped by query is read as trec_eval reads it"),
    ]
    # ---------------------------------------------------------------- numbers in the in-memory forms
    def api_bad(id: str, what: str, code: str, *mention: str, why: str) -> Case:
        return Case(id, G, what, code=code, mention=mention, memory_gb=4.0, timeout=60, why=why)
    cases += [
        api_bad("u15m_frame_arabic_indic_score_strings", "rankagg.fuse of a DataFrame read from an Arabic "
                "spreadsheet export whose score column holds text in Arabic-Indic digits ('٣.٥'): refused naming "
                "the score column",
                "import pandas as pd, rankagg\n"
                "df = pd.DataFrame({'q_id': ['200'] * 3, 'doc_id': ['ar-1', 'ar-2', 'ar-3'], 'score': ['٣.٥', '٢.٠', '١.٥'],\n"
                "                   'run': ['بحث'] * 3})\n"
                "print(rankagg.fuse(df, method='rrf'))\n", "score",
                why="docs/architecture.md: a number is one trec_eval's atof reads (it reads these as 0)"),
        api_bad("u15m_fuser_fullwidth_string_score", "a per-query Fuser given a Chinese engine's scores as text in "
                "fullwidth digits ('１２.５'): refused naming the value",
                "import rankagg\n"
                "print(rankagg.Fuser('combsum')({'zh': {'zh-1': '１２.５', 'zh-2': '9'}, 'fa': {'fa-1': 0.5}}))\n",
                "１２.５", why="docs/architecture.md: the Fuser's lists keep the same number rules (atof reads 0)"),
    ]
    # ---------------------------------------------------------------- files in one legacy encoding
    cases += [
        ok("u15m_latin1_run_and_qrels_evaluate", "a CLEF 2003 French run and its qrels, both in Latin-1 "
           "('caf\\xe9-12' in each): trec_eval matches the bytes (P@1 1); the same, or a refusal naming the file "
           "and line",
           "p = cli('evaluate', '--qrels', 'fr.qrels', 'fr.run', '--measures', 'P@1', 'RR', '--json')\n"
           "err = p.stderr.decode('utf-8', 'replace').strip()\n"
           "if p.returncode == 2:\n"
           "    want('Traceback' not in err and ('fr.run:1' in err or 'fr.qrels:1' in err), f'message {err[-300:]!r}')\n"
           "elif p.returncode == 0:\n"
           "    got = json.loads(p.stdout)\n"
           "    want(got.get('P@1') == 1.0 and got.get('RR') == 1.0, f'{got}: trec_eval gives P@1 1, RR 1')\n"
           "else:\n"
           "    want(False, f'exit {p.returncode}: {err[-300:]!r}')\n"
           "done()\n", files={"fr.run": b"200 Q0 caf\xe9-12 1 3.0 fr\n200 Q0 x-1 2 2.0 fr\n",
                              "fr.qrels": b"200 0 caf\xe9-12 1\n200 0 x-1 0\n"},
           why="trec_eval 10.0 compares bytes: the same bytes match"),
        ok("u15m_cp1252_ellipsis_byte_fuse", "a run from a Windows tool whose docid ends in a cp1252 ellipsis byte "
           "(0x85, NEL when read as Latin-1): trec_eval reads one line; the fused run keeps each line whole, or a "
           "refusal names a.run:1",
           "p = cli('fuse', 'a.run', 'b.run', '--method', 'rrf', '-o', 'o.run', '--quiet')\n"
           "def check():\n"
           "    r = rows('o.run')\n"
           "    want(len(r) == 3 and all(len(x) == 6 for x in r), f'{len(r)} lines where 3 documents: {r}')\n"
           "    want(b'Rio\\x85' in {x[2] for x in r}, f'ids {[x[2] for x in r]}')\n"
           "either(p, check, 'a.run:1')\n",
           files={"a.run": b"200 Q0 Rio\x85 1 3.0 a\n200 Q0 Rio 2 2.0 a\n", "b.run": "200 Q0 São 1 3.0 b\n"},
           why="trec_eval ends a line at \\n only"),
    ]
    # ---------------------------------------------------------------- per-language runs: evaluation and cuts
    pq = "".join(f"{t} 0 {d} {1 + (i % 2)}\n" for lang in ("ru", "zh", "fa") for t, v in per[lang].items()
                 for i, d in enumerate(list(v)[1:3]))
    perf = {f"{k}.run": _run(v, "bm25") for k, v in per.items()}
    cases += [
        ok("u15m_evaluate_same_tag_per_language", "evaluate -q --json of the three per-language runs (all tagged "
           "'bm25') against the per-language qrels concatenated: one entry per file, each equal to pytrec_eval",
           "names = ['P@1', 'RR', 'AP', 'nDCG@10']\n"
           "p = must(cli('evaluate', '--qrels', 'all.qrels', 'zh.run', 'fa.run', 'ru.run', '--measures', *names, '-q', '--json'))\n"
           "got = json.loads(p.stdout)\n"
           "want(set(got) == {'zh.run', 'fa.run', 'ru.run'}, f'entries {sorted(got)}')\n"
           "for r in ('zh.run', 'fa.run', 'ru.run'):\n"
           "    same_eval(got.get(r, {}), pytrec(file_scores(r), qrels_of('all.qrels'), names), names, r)\n"
           "done()\n", files={**perf, "all.qrels": pq}, why="pytrec_eval per run"),
        ok("u15m_depth_cut_tie_languages", "the per-language runs fused with --depth 2: at each rank three "
           "languages tie, and the two written are the smaller docids (the tie rule), read by trec_eval in order",
           "must(cli('fuse', 'zh.run', 'fa.run', 'ru.run', '--method', 'rrf', '--depth', '2', '-o', 'o.run', '--quiet'))\n"
           "same_fused('o.run', {q: v[:2] for q, v in rrf_ref(" + repr(per) + ").items()})\n"
           "done()\n", files=perf, why="docs/conventions.md: the first --depth documents of the consensus order"),
        ok("u15m_combsum_minmax_per_language", "CombSUM with min-max over the per-language runs (disjoint "
           "documents): each language's top scores 1, the ties go to the smaller docid",
           "must(cli('fuse', 'zh.run', 'fa.run', 'ru.run', '--method', 'combsum', '--param', 'norm=minmax', '-o', 'o.run', '--quiet'))\n"
           "runs = " + repr(per) + "\n"
           "ref = {}\n"
           "for q in rrf_ref(runs):\n"
           "    sc, best = {}, {}\n"
           "    for r in runs.values():\n"
           "        v = r.get(q, {})\n"
           "        if not v:\n"
           "            continue\n"
           "        lo, hi = min(v.values()), max(v.values())\n"
           "        for i, d in enumerate(ranked({q: v})[q], 1):\n"
           "            sc[d] = sc.get(d, 0.0) + (1.0 if hi == lo else (v[d] - lo) / (hi - lo))\n"
           "            best[d] = min(best.get(d, i), i)\n"
           "    ref[q] = [(d, sc[d]) for d in sorted(sc, key=lambda d: (-sc[d], best[d], d))]\n"
           "same_fused('o.run', ref)\n"
           "done()\n", files=perf, why="docs/conventions.md: min-max, then the tie rule"),
        ok("u15m_borda_per_language", "Borda over the per-language runs (each document ranked by one language's "
           "run, shared points from the others): the order and the score gaps equal the formula of 'rankagg "
           "methods borda'",
           "must(cli('fuse', 'zh.run', 'fa.run', 'ru.run', '--method', 'borda', '-o', 'o.run', '--quiet'))\n"
           "runs = " + repr(per) + "\n"
           "ref = {}\n"
           "for q in rrf_ref(runs):\n"
           "    lists = [ranked({q: r[q]})[q] for r in runs.values() if r.get(q)]\n"
           "    n = len({d for l in lists for d in l})\n"
           "    sc, best = {}, {}\n"
           "    for l in lists:\n"
           "        for d in {d for m in lists for d in m}:\n"
           "            sc[d] = sc.get(d, 0.0) + (n - l.index(d) if d in l else (n - len(l) + 1) / 2)\n"
           "        for i, d in enumerate(l, 1):\n"
           "            best[d] = min(best.get(d, i), i)\n"
           "    ref[q] = [(d, sc[d]) for d in sorted(sc, key=lambda d: (-sc[d], best[d], d))]\n"
           "same_order(file_order('o.run'), ref, 'borda')\n"
           "got = file_scores('o.run')\n"
           "for q, v in ref.items():\n"
           "    top = v[0][1]\n"
           "    gaps = [(d, x - top) for d, x in v if not any(close(x, y) for e, y in v if e != d)]\n"
           "    for d, g in gaps:\n"
           "        want(abs((got[q][d] - got[q][v[0][0]]) - g) < 1e-9, f'{q} {d}: gap {got[q][d] - got[q][v[0][0]]} where Borda gives {g}')\n"
           "reads_in_file_order('o.run')\n"
           "done()\n", files=perf, why="rankagg methods borda: n - r + 1, (n - k + 1) / 2 for a document left out"),
    ]
    lang_files = {"中文/bm25.run": _run(r_ar, "bm25"), "فارسی/bm25.run": _run(r_he, "bm25"),
                  "русский/bm25.run": _run(r_ru, "bm25")}
    cases += [
        ok("u15m_input_depth_tied_nonascii", "--input-depth 2 on a run whose five documents tie (z, é, Ａ, 😀, "
           "U+E000): the two kept are trec_eval's first two (😀, Ａ), then RRF with a second run",
           "must(cli('fuse', 't.run', 'b.run', '--method', 'rrf', '--input-depth', '2', '-o', 'o.run', '--quiet'))\n"
           "runs = {'t': file_scores('t.run'), 'b': file_scores('b.run')}\n"
           "cut = {n: {q: {d: r[q][d] for d in ranked(r)[q][:2]} for q in r} for n, r in runs.items()}\n"
           "same_fused('o.run', rrf_ref(cut))\n"
           "done()\n", files={"t.run": tie_run, "b.run": "".join(f"{q} Q0 é 1 2.0 b\n{q} Q0 z 2 1.0 b\n{q} Q0 \ue000 3 0.5 b\n"
                                                                  for q in ("t1", "t2", "t3", "t4", "t5"))},
           why="docs/conventions.md: --input-depth N cuts each run (ranked as trec_eval ranks it) first"),
        ok("u15m_api_fuse_paths_lang_folders", "rankagg.fuse of the per-language folders' files (all bm25.run, "
           "tag 'bm25'), weights={'中文/bm25.run': 3}: the weight lands on the Chinese run",
           "import rankagg\n"
           "res = rankagg.fuse(['中文/bm25.run', 'فارسی/bm25.run', 'русский/bm25.run'], method='rrf', weights={'中文/bm25.run': 3.0})\n"
           "same_order({q: list(v) for q, v in res.items()}, rrf_ref(" + runs3 + ", w={'بحث-أ': 3.0}), 'api')\n"
           "done()\n", files=lang_files,
           why="docs/conventions.md: names by shortest distinguishing path when tags repeat"),
        ok("u15m_parquet_input_rtl_run_weights", "a Parquet run table (q_id, doc_id, score, run) whose run names are "
           "Arabic, Hebrew with an RLM and Cyrillic: --weights by those names",
           "import pyarrow as pa, pyarrow.parquet as pq\n"
           "runs = " + runs3 + "\n"
           "recs = [(q, d, s, n) for n, r in runs.items() for q, v in r.items() for d, s in v.items()]\n"
           "pq.write_table(pa.table({k: [x[i] for x in recs] for i, k in enumerate(['q_id', 'doc_id', 'score', 'run'])}), 't.parquet')\n"
           "must(cli('fuse', 't.parquet', '--method', 'rrf', '--weights', 'بحث-أ=2,поиск=0.5', '-o', 'o.run', '--quiet'))\n"
           "same_fused('o.run', rrf_ref(runs, w={'بحث-أ': 2.0, 'поиск': 0.5}))\n"
           "done()\n", why="docs/trec.md: one long Parquet table is read as those runs; --weights names runs"),
        ok("u15m_tie_nonbmp_api_evaluate", "rankagg.evaluate on a dict run (the compiled path) of the five tied "
           "documents, one topic at a time: RR equals pytrec_eval's (docid descending as bytes)",
           "import rankagg\n"
           "tied = ['z', 'é', 'Ａ', '😀', '\\ue000']\n"
           "for rel in tied:\n"
           "    run = {'t': {d: 1.0 for d in tied}}\n"
           "    qrels = {'t': {rel: 1}}\n"
           "    got = rankagg.evaluate(run, qrels, ['RR', 'P@1'])\n"
           "    ref = pytrec(run, qrels, ['RR', 'P@1'])['t']\n"
           "    want(abs(got['RR'] - ref['RR']) < 1e-9 and got['P@1'] == ref['P@1'], f'{rel!r}: {got} where pytrec_eval gives {ref}')\n"
           "done()\n", why="pytrec_eval breaks a tie by the docid descending (strcmp)"),
        ok("u15m_fuser_top_tie", "Fuser.top(lists, 1) where U+E000 and 😀 fully tie: the certified top is U+E000 "
           "(the smaller docid by code point)",
           "import rankagg\n"
           "t = rankagg.Fuser('rrf').top({'a': ['😀', '\\ue000', 'x'], 'b': ['\\ue000', '😀', 'y']}, 1)\n"
           "want([d for d, _ in t.items] == ['\\ue000'], f'{t}')\n"
           "done()\n", why="README: the Fuser's top is the exact top of the fused list"),
    ]
    # ---------------------------------------------------------------- one file name in many language folders
    import random
    rng = random.Random(15)
    topics = [f"토픽-{i}" for i in range(8)]
    tune_files = {f"{folder}/bm25.run": _run({q: {f"d{j}": round(rng.random(), 6) for j in rng.sample(range(20), 8)}
                                              for q in topics}, "bm25") for folder in ("中文", "فارسی", "русский")}
    tune_q = "".join(f"{q} 0 d{j} {rng.choice((1, 2))}\n" for q in topics for j in rng.sample(range(20), 4))
    lang_q = "".join(f"{q} 0 {d} 1\n" for q, d in (("800", "d2"), ("800", "d4"), ("801", "d9"), ("801", "d7")))
    cases += [
        ok("u15m_trust_rank_tie_class_nonascii", "--trust-rank on a run whose rank column ties 😀 and U+E000 "
           "(rank 1 twice, tied scores): one tie class at place 1, which RRF scores alike; the smaller docid "
           "(U+E000) first",
           "must(cli('fuse', 'a.run', '--trust-rank', '--method', 'rrf', '-o', 'o.run', '--quiet'))\n"
           "got = file_order('o.run')\n"
           "want(got.get('q1') == ['\\ue000', '😀', 'z'], f'order {got}')\n"
           "sc = file_scores('o.run')['q1']\n"
           "want(abs(sc['z'] - 1 / 63) < 1e-15, f'z scored {sc[\"z\"]!r} where its place 3 gives 1/63')\n"
           "reads_in_file_order('o.run')\n"
           "done()\n", files={"a.run": "q1 Q0 😀 1 1.0 a\nq1 Q0 \ue000 1 1.0 a\nq1 Q0 z 3 0.5 a\n"},
           why="docs/conventions.md: a repeated rank on tied scores is a tie, each at the best place of its class"),
        ok("u15m_explain_lang_folder_names", "--explain over the per-language folders' bm25.run files (one tag): the "
           "explanation names the runs as --weights does ('中文/bm25.run', ...)",
           "must(cli('fuse', '中文/bm25.run', 'فارسی/bm25.run', 'русский/bm25.run', '--method', 'rrf', '--explain', "
           "'x.jsonl', '-o', 'o.run', '--quiet'))\n"
           "strs = json_strings('x.jsonl')\n"
           "need = {'中文/bm25.run', 'فارسی/bm25.run', 'русский/bm25.run'}\n"
           "want(need <= strs, f'names missing: {need - strs}; strings {sorted(strs)[:12]}')\n"
           "done()\n", files=lang_files, why="docs/conventions.md: file names when tags repeat, then the shortest "
           "distinguishing path"),
        ok("u15m_evaluate_lang_folders_same_basename", "evaluate --json of 中文/bm25.run, فارسی/bm25.run and "
           "русский/bm25.run (one file name in three folders): three entries, each equal to its file's "
           "pytrec_eval values",
           "names = ['P@1', 'RR', 'AP']\n"
           "paths = ['中文/bm25.run', 'فارسی/bm25.run', 'русский/bm25.run']\n"
           "got = json.loads(must(cli('evaluate', '--qrels', 'q.qrels', *paths, '--measures', *names, '--json')).stdout)\n"
           "want(len(got) == 3, f'{len(got)} entries: {sorted(got)}')\n"
           "for p in paths:\n"
           "    keys = [k for k in got if p.split('/')[0] in k]\n"
           "    want(len(keys) == 1, f'{p}: entries {keys}')\n"
           "    if len(keys) == 1:\n"
           "        same_means(got[keys[0]], pytrec(file_scores(p), qrels_of('q.qrels'), names), names, p)\n"
           "done()\n", files={**lang_files, "q.qrels": lang_q},
           why="each run is its own entry (trec_eval evaluates each file); names by path when they repeat"),
        ok("u15m_tune_lang_folders_same_basename", "rankagg tune over the per-language folders' bm25.run files "
           "(one tag, one file name), then fuse --model with the same paths: the model meets each run by its name",
           "must(cli('tune', '中文/bm25.run', 'فارسی/bm25.run', 'русский/bm25.run', '--qrels', 'q.qrels', '--method', "
           "'rrf', '--measure', 'P@1', '-o', 'm.json'))\n"
           "must(cli('fuse', '中文/bm25.run', 'فارسی/bm25.run', 'русский/bm25.run', '--model', 'm.json', '-o', 't.run', '--quiet'))\n"
           "reads_in_file_order('t.run')\n"
           "want(set(file_order('t.run')) == set(file_order('中文/bm25.run')), 'topics missing')\n"
           "done()\n", files={**tune_files, "q.qrels": tune_q}, timeout=300,
           why="docs/trec.md §3: a tuned model names every run tuning saw"),
    ]
    # ---------------------------------------------------------------- a legacy-encoded file through every output
    lat = b"200 Q0 caf\xe9-12 1 3.0 fr\n201 Q0 x-1 1 2.0 fr\n200 Q0 \xe9t\xe9-3 2 2.0 fr\n201 Q0 caf\xe9-12 2 1.0 fr\n"
    lat_b = "200 Q0 x-1 1 5.0 en\n200 Q0 café-12 2 4.0 en\n201 Q0 x-1 1 3.0 en\n"
    cases += [
        ok("u15m_latin1_unsorted_stream_fuse", "a Latin-1 French run whose lines are not grouped by query (the "
           "streaming path's partition on disk) fused with a UTF-8 run: the Latin-1 bytes come back as written "
           "(a document other than UTF-8 'café-12'), or a refusal names fr.run and its line",
           "p, ref = latin_fuse('-o', 'o.run')\n"
           "def check():\n"
           "    same_fused('o.run', ref)\n"
           "    want(b'caf\\xe9-12' in ids_bytes('o.run', 2), 'the Latin-1 id lost its bytes')\n"
           "either(p, check, 'fr.run:1')\n", files={"fr.run": lat, "en.run": lat_b},
           why="trec_eval reads the bytes and a query split over the file (docs/trec.md)"),
        ok("u15m_latin1_run_parquet_out", "the Latin-1 run fused to -o fused.parquet (Arrow strings are UTF-8): "
           "a refusal naming fr.run and its line, or a table whose doc_id gives back the bytes; nothing half written",
           "p, ref = latin_fuse('-o', 'o.parquet')\n"
           "def check():\n"
           "    import pyarrow.parquet as pq\n"
           "    ids = pq.read_table('o.parquet').column('doc_id').to_pylist()\n"
           "    back = {x if isinstance(x, bytes) else x.encode('utf-8', 'surrogateescape') for x in ids}\n"
           "    want(b'caf\\xe9-12' in back, f'doc_ids {ids}')\n"
           "if p.returncode == 2:\n"
           "    want(not os.path.exists('o.parquet'), 'o.parquet left behind')\n"
           "either(p, check, 'fr.run:1')\n", files={"fr.run": lat, "en.run": lat_b},
           why="trec_eval reads bytes; Arrow's strings cannot hold them, so the answer is the bytes or a refusal"),
        ok("u15m_latin1_explain", "--explain of the Latin-1 run with a UTF-8 one: JSON lines (RFC 8259: UTF-8) whose "
           "docid gives back the run's bytes, or a refusal naming fr.run and its line",
           "p, ref = latin_fuse('--explain', 'x.jsonl', '-o', 'o.run')\n"
           "def check():\n"
           "    try:\n"
           "        strs = json_strings('x.jsonl')\n"
           "    except ValueError as exc:\n"
           "        return want(False, f'x.jsonl is not UTF-8 JSON lines: {exc}')\n"
           "    want(any(x.encode('utf-8', 'surrogateescape') == b'caf\\xe9-12' for x in strs if isinstance(x, str)),\n"
           "         f'no string gives back caf\\\\xe9-12: {sorted(strs)[:12]}')\n"
           "either(p, check, 'fr.run:1')\n", files={"fr.run": lat, "en.run": lat_b},
           why="the explanation names the documents of the written run"),
        ok("u15m_latin1_file_name_evaluate", "evaluate of a run whose file name is Latin-1 bytes ('r\\xe9sultats.run', "
           "copied from an old CLEF archive) beside b.run: text and --json outputs name both runs, values equal "
           "pytrec_eval's; no traceback",
           "name = os.fsdecode(b'r\\xe9sultats.run')\n"
           "put(name, '200 Q0 d1 1 2.0 fr\\n200 Q0 d2 2 1.0 fr\\n')\n"
           "put('b.run', '200 Q0 d2 1 2.0 en\\n200 Q0 d1 2 1.0 en\\n')\n"
           "put('q.qrels', '200 0 d2 1\\n')\n"
           "p = cli('evaluate', '--qrels', 'q.qrels', name, 'b.run', '--measures', 'P@1', 'RR')\n"
           "want(p.returncode == 0 and b'Traceback' not in p.stderr, f'text: exit {p.returncode}: {p.stderr[-300:]!r}')\n"
           "j = cli('evaluate', '--qrels', 'q.qrels', name, 'b.run', '--measures', 'P@1', 'RR', '--json')\n"
           "want(j.returncode == 0, f'json: exit {j.returncode}: {j.stderr[-300:]!r}')\n"
           "if j.returncode == 0:\n"
           "    got = json.loads(j.stdout)\n"
           "    want(len(got) == 2 and sorted(v.get('P@1') for v in got.values()) == [0.0, 1.0], f'{got}')\n"
           "done()\n", why="trec_eval opens any file name; a name is the user's, printed as they can read it"),
        ok("u15m_official_runid_latin1_tag", "evaluate --measures official of a run whose tag is Latin-1 bytes "
           "('recherche-\\xe9'): trec_eval 10.0 prints 'runid all' and those bytes; the same, or a refusal naming "
           "fr.run:1",
           "p = cli('evaluate', '--qrels', 'q.qrels', 'fr.run', '--measures', 'official')\n"
           "def check():\n"
           "    lines = [ln for ln in p.stdout.split(b'\\n') if ln.startswith(b'runid')]\n"
           "    want(len(lines) == 1 and lines[0].split()[-1] == b'recherche-\\xe9', f'runid lines {lines}')\n"
           "    num = [ln for ln in p.stdout.split(b'\\n') if ln.startswith(b'P_5')]\n"
           "    want(len(num) == 1 and abs(float(num[0].split()[-1]) - 0.2) < 1e-4, f'P_5 lines {num}')\n"
           "either(p, check, 'fr.run:1')\n",
           files={"fr.run": b"200 Q0 d1 1 2.0 recherche-\xe9\n200 Q0 d2 2 1.0 recherche-\xe9\n", "q.qrels": "200 0 d1 1\n"},
           why="trec_eval 10.0 binary: 'runid all recherche-\\351' (bytes), P_5 0.2000"),
        ok("u15m_ir_measures_frames_evaluate", "rankagg.evaluate of ir_measures / ir_datasets frames (columns "
           "query_id, doc_id, score and query_id, doc_id, relevance, iteration) on neuclir/1/zh-style ids: "
           "pytrec_eval's values, or a refusal naming the columns it reads",
           "import pandas as pd, rankagg\n"
           "run = {'200': {'zh/7f3c:0': 3.0, 'zh/91aa:2': 2.0, 'zh/0b1d:1': 1.0}, '201': {'zh/91aa:2': 2.0, 'zh/55ee:0': 1.0}}\n"
           "qrels = {'200': {'zh/91aa:2': 3, 'zh/0b1d:1': 1}, '201': {'zh/55ee:0': 2}}\n"
           "rf = pd.DataFrame([(q, d, s) for q, v in run.items() for d, s in v.items()], columns=['query_id', 'doc_id', 'score'])\n"
           "qf = pd.DataFrame([(q, d, g, '0') for q, v in qrels.items() for d, g in v.items()], columns=['query_id', 'doc_id', 'relevance', 'iteration'])\n"
           "names = ['P@1', 'RR', 'AP', 'nDCG@10']\n"
           "try:\n"
           "    got = rankagg.evaluate(rf, qf, names)\n"
           "except ValueError as exc:\n"
           "    want('query_id' in str(exc) or 'qid' in str(exc), f'refused without naming the columns: {exc}')\n"
           "else:\n"
           "    same_means(got, pytrec(run, qrels, names), names)\n"
           "done()\n", why="ir_measures' frame columns (query_id, doc_id, score / relevance), as ir_datasets gives qrels"),
    ]
    cases += [
        bad("u15m_trust_rank_fullwidth_rank", "--trust-rank on a Japanese system's run whose rank column was "
            "typed in fullwidth digits ('２'): the order comes from that column, so the text is refused naming "
            "ja.run:2", ["fuse", "ja.run", "--trust-rank", "--method", "rrf", "-o", "o.run", "--quiet"],
            {"ja.run": "300 Q0 ja-1 1 2.0 ja\n300 Q0 ja-2 ２ 1.0 ja\n300 Q0 ja-3 3 0.5 ja\n"}, "ja.run:2",
            why="docs/conventions.md: --trust-rank reads integers; a number is one trec_eval's atof/atol reads (0 here)"),
    ]
    return cases


def unicodedata_nfd(text: str) -> str:
    import unicodedata
    return unicodedata.normalize("NFD", text)
