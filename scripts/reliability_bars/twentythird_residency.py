"""Issue 45's twenty-third bar of scripts/reliability_matrix.py, a residency program's interview committee ranking applicants (its cases, ids ``u23f_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's.

The committee's day before the NRMP's rank order list (ROL) deadline: each faculty interviewer scored the applicants
they interviewed (1-5, some on 1-10; many ties), exported from Thalamus, ERAS or a Google Form; a track
(``categorical``, ``preliminary``) is a query, an interviewer a ranker, an applicant (by AAMC ID, eight digits with
leading zeros ``00871234``) an item.  Interviewers saw only some applicants (partial lists); the program director's
scores weigh double.  They fuse with Borda, RRF and CombSUM, keep the ROL's length, compare the consensus with the
program's hand-edited final list (Kendall's tau, SciPy) and with last year's matched residents, and write it back
as a run, Parquet or a table.  The mistakes and odd files: the ROL or the rubric as a PDF, RTF or Word document given
as a run; the ROL written as ``rol.pdf``, ``rol.docx``, an Outlook ``rol.msg`` to mail the coordinator, a OneNote
page ``rol.one``; the ERAS/Thalamus long export as is; the NRMP ROL export (``Rank, Applicant Name, AAMC ID,
Track``); a wide table of scores; letter grades and ``4/5`` as scores; an applicant interviewed twice by one faculty;
names with commas and blanks (``Smith, John A.``); a Windows-1252 CSV; ``Do not rank`` in a list; a weight's typo.

The references (``_REF``) are computed here, never with rankagg's code: positions by trec_eval's rule (score
descending, then the id descending), Borda, RRF and min-max CombSUM from references.RANKED_LISTS and LISTS_BY_QUERY,
trec_eval's measures from references.TREC_MEASURES, Kendall's tau by counting pairs, tables of lists by hand."""

from __future__ import annotations

import io
import zipfile
from pathlib import Path

from .case import Case, command_cases, reference_setup, snippet_cases, stdout_has, table_items
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, SEEDED_UNIFORM, TREC_MEASURES)
from .twentysecond_ecology import _run_report

TWENTYTHIRD_RESIDENCY = "45 Unseen inputs: a twenty-third bar, a residency program's interview committee ranking applicants"

_DATA = r'''
import json, math, subprocess, sys
'''[1:] + SEEDED_UNIFORM + r'''FACULTY = ['PD_Ahmed', 'APD_Brooks', 'Dr_Chen', 'Dr_Diallo', 'Dr_Evans', 'Dr_Fischer']
def aamc(i):
    """an AAMC ID: eight digits, most with leading zeros"""
    return '%08d' % ((12345 + 7919 * i) % 10 ** 8)
def scores(n=30, seed=1, faculty=FACULTY, tracks=('categorical',), share=0.6, scale=5, scales=None):
    """{interviewer: {track: {AAMC ID: score 1..scale}}}: each interviewer saw a share of each track's applicants"""
    g = lcg(seed)
    base = {t: [next(g) for _ in range(n)] for t in tracks}
    out = {}
    for f in faculty:
        s = (scales or {}).get(f, scale)
        out[f] = {}
        for ti, t in enumerate(tracks):
            p = {}
            for i in range(n):
                u, v = next(g), next(g)
                if v < share or i == 0:
                    p[aamc(i + 1000 * ti)] = 1 + int(s * min(0.999, 0.6 * base[t][i] + 0.4 * u))
            out[f][t] = p
    return out
''' + PER_QUERY + r'''def run_text(run, tag, end='\n'):
    """TREC lines of {track: {applicant: score}}, ranked best first"""
    out = []
    for q, p in run.items():
        out += ['%s Q0 %s %d %r %s' % (q, d, i, p[d], tag) for i, d in enumerate(desc_order(p), 1)]
    return end.join(out) + end
''' + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

#: each method's reference call on a track's lists ``l`` and the weights ``W``
_REFS = {"borda": "borda_ref(l, W)", "rrf": "rrf_ref(l, 60.0, W)", "combsum": "combsum_minmax_ref(l, W)",
         "combmnz": "combmnz_ref(l, W)"}
_RUNS = [f"{f}.run" for f in ("PD_Ahmed", "APD_Brooks", "Dr_Chen", "Dr_Diallo", "Dr_Evans", "Dr_Fischer")]
_OUT = ("rol.run",)

#: the program's ROL printed to PDF from the NRMP's R3 system: a binary PDF (its second line of high bytes, as
#: every writer puts it) and a PDF of plain text objects only
_PDF_BINARY = (b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n"
               b"2 0 obj\n<< /Length 44 /Filter /FlateDecode >>\nstream\nx\x9c\x03\x00\x00\x00\x00\x01\nendstream\n")
_PDF_TEXT = (b"%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] "
             b"/Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n")
#: the interview rubric saved from Word as Rich Text
_RTF = (b"{\\rtf1\\ansi\\ansicpg1252\\deff0 {\\fonttbl {\\f0 Calibri;}}\n\\f0\\fs22 Rank Order List 2027\\par\n"
        b"1. 00871234 Categorical\\par\n2. 01234567 Categorical\\par\n}\n")


def _docx() -> bytes:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as z:
        z.writestr("[Content_Types].xml", '<?xml version="1.0"?><Types/>')
        z.writestr("word/document.xml", '<?xml version="1.0"?><w:document><w:body><w:p><w:r><w:t>1. 00871234'
                   '</w:t></w:r></w:p></w:body></w:document>')
    return buf.getvalue()


def _runs_setup(code: str = "", seed: int = 3, extra: str = "", end: str = "\\n"):
    """the interviewers' runs, one TREC file each (its tag the interviewer), written with the references"""
    return reference_setup(_REF, f"S = scores(seed={seed}{extra})\n"
                           "for f, run in S.items():\n"
                           f"    open(P(f + '.run'), 'w', newline='').write(run_text(run, f, '{end}'))\n" + code)


def _cli_check(method: str, weights: str = "", depth: int | None = None, seed: int = 3, extra: str = "",
               output: str = "rol.run"):
    """a check that recomputes the interviewers' consensus with the references and compares the written run"""
    code = _REF + (
        f"S = scores(seed={seed}{extra})\nW = {weights or 'None'}\n"
        f"refs = {{q: {_REFS[method]} for q, l in per_query(S).items()}}\n"
        f"report(agree_all(read_run(open(FOLDER + '/{output}').read()), refs, {depth}))\n")
    return lambda out, folder: _run_report(code, {"FOLDER": str(folder)})


def twentythird_bar_residency_cases() -> list[Case]:
    G = TWENTYTHIRD_RESIDENCY
    ok, bad = snippet_cases(G, _REF, ok_timeout=180, bad_timeout=90)
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    cases: list[Case] = []

    # --- the day's answers, checked against references computed by hand -----------------------------------------
    cases.append(ok(
        "u23f_borda_interview_scores", "rankagg.fuse({interviewer: {'categorical': {AAMC ID: score 1-5}}}, "
        "method='borda'): six faculty, each saw about 60% of 30 applicants, many tied scores",
        "import rankagg\nS = scores()\nres = rankagg.fuse(S, method='borda')\n"
        "refs = {q: borda_ref(l) for q, l in per_query(S).items()}\n"
        "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n",
        why="rankagg methods borda: n - r + 1 points, (n - k + 1) / 2 for a list's missing applicant; "
            "references.RANKED_LISTS", fast=True))
    cases.append(ok(
        "u23f_rrf_partial_panels", "rankagg.fuse(..., method='rrf'): interviewers who each saw a third of the "
        "applicants (partial panels)",
        "import rankagg\nS = scores(seed=5, share=0.33)\nres = rankagg.fuse(S, method='rrf')\n"
        "refs = {q: rrf_ref(l) for q, l in per_query(S).items()}\n"
        "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n",
        why="Cormack et al. 2009: sum 1 / (60 + r) over the lists holding the applicant"))
    cases.append(ok(
        "u23f_combsum_mixed_scales", "rankagg.fuse(..., method='combsum'): two faculty score 1-10, the rest 1-5; "
        "min-max puts the scales on one footing",
        "import rankagg\nS = scores(seed=7, scales={'Dr_Chen': 10, 'Dr_Evans': 10})\n"
        "res = rankagg.fuse(S, method='combsum')\n"
        "refs = {q: combsum_minmax_ref(l) for q, l in per_query(S).items()}\n"
        "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n",
        why="rankagg methods combsum: sum of min-max scores (Fox & Shaw 1994)"))
    cases.append(ok(
        "u23f_pd_weighs_double_borda", "rankagg.fuse(..., method='borda', weights={'PD_Ahmed': 2.0, 'APD_Brooks': "
        "1.5}): the program director's scores count double",
        "import rankagg\nS = scores(seed=9)\nW = {'PD_Ahmed': 2.0, 'APD_Brooks': 1.5}\n"
        "res = rankagg.fuse(S, method='borda', weights=W)\n"
        "refs = {q: borda_ref(l, {f: W.get(f, 1.0) for f in l}) for q, l in per_query(S).items()}\n"
        "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n",
        why="rankagg methods borda: each list's points times its weight; a run without a weight weighs 1"))
    cases.append(ok(
        "u23f_tracks_as_queries_rrf", "rankagg.fuse(..., method='rrf'): categorical and preliminary tracks as two "
        "queries, each track's applicants fused apart",
        "import rankagg\nS = scores(seed=11, tracks=('categorical', 'preliminary'))\n"
        "res = rankagg.fuse(S, method='rrf')\n"
        "refs = {q: rrf_ref(l) for q, l in per_query(S).items()}\n"
        "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n",
        why="README: a run is {qid: {docid: score}}, each query fused apart; Cormack et al. 2009"))
    cases.append(ok(
        "u23f_frame_aamc_text_combmnz", "rankagg.fuse(DataFrame track, AAMC ID, interviewer, score read with "
        "dtype=str ids, renamed qid, docid, run, score): the leading zeros kept, CombMNZ",
        "import rankagg, pandas as pd\nS = scores(seed=13)\n"
        "df = pd.DataFrame(frame_rows(S), columns=['qid', 'docid', 'run', 'score'])\n"
        "res = rankagg.fuse(df, method='combmnz')\n"
        "rows = {q: list(zip(g.sort_values('rank')['docid'], g.sort_values('rank')['score'])) "
        "for q, g in res.groupby('qid')}\n"
        "refs = {q: combmnz_ref(l) for q, l in per_query(S).items()}\n"
        "report(agree_all(rows, refs, written=False))\n",
        why="docs/conventions.md: ids are text ('00871234' keeps its zeros); CombMNZ = min-max CombSUM x lists"))
    cases.append(ok(
        "u23f_form_scores_as_text", "rankagg.fuse(...) with every score a string ('4'), as a Google Form's "
        "export read without conversion: read as trec_eval reads a score",
        "import rankagg\nS = scores(seed=15)\n"
        "T = {f: {q: {d: str(s) for d, s in p.items()} for q, p in run.items()} for f, run in S.items()}\n"
        "res = rankagg.fuse(T, method='borda')\n"
        "refs = {q: borda_ref(l) for q, l in per_query(S).items()}\n"
        "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n",
        why="rankagg's input error: a score is a number as trec_eval reads one (ASCII digits...): '4' is 4"))
    cases.append(ok(
        "u23f_kendall_vs_final_list", "the consensus (borda) against the program's hand-edited final ROL: SciPy's "
        "kendalltau on rankagg's order equals Kendall's tau counted by pairs",
        "import rankagg\nfrom scipy.stats import kendalltau\nS = scores(seed=17, n=25)\n"
        "res = rankagg.fuse(S, method='borda')['categorical']\n"
        "got = list(res)\n"
        "msg = agree(list(res.items()), borda_ref(per_query(S)['categorical']), written=False)\n"
        "g = lcg(5)\nfinal = sorted(got, key=lambda d: got.index(d) + 6 * next(g))\n"
        "n = len(got)\npos = {d: i for i, d in enumerate(final)}\n"
        "conc = sum(1 for i in range(n) for j in range(i + 1, n) if pos[got[i]] < pos[got[j]])\n"
        "tau_ref = (2 * conc - n * (n - 1) / 2) / (n * (n - 1) / 2)\n"
        "tau = kendalltau([got.index(d) for d in final], list(range(n))).statistic\n"
        "report(msg or ('' if abs(tau - tau_ref) < 1e-9 else 'tau %r vs %r' % (tau, tau_ref)))\n",
        why="Kendall's tau-a = (C - D) / (n (n - 1) / 2) without ties (SciPy's tau-b then equals it); "
            "rankagg methods borda"))
    cases.append(ok(
        "u23f_eval_matched_residents", "rankagg.evaluate(consensus, last year's matched residents as qrels, "
        "['nDCG@10', 'P@5', 'AP']): how high the committee ranked the applicants who matched",
        TREC_MEASURES + "import rankagg\nS = scores(seed=19)\nres = rankagg.fuse(S, method='rrf')\n"
        "g = lcg(77)\nqrels = {'categorical': {aamc(i): 1 for i in range(30) if next(g) < 0.3}}\n"
        "got = rankagg.evaluate(res, qrels, ['nDCG@10', 'P@5', 'AP'])\n"
        "refs = {q: rrf_ref(l) for q, l in per_query(S).items()}\n"
        "want, _ = measures({q: fused_order(r) for q, r in refs.items()}, qrels)\n"
        "report('' if all(abs(got[m] - want[m]) < 1e-9 for m in ('nDCG@10', 'P@5', 'AP')) else '%r %r' % (got, "
        "want))\n",
        why="trec_eval's nDCG@10, P@5 and AP (references.TREC_MEASURES) over rankagg's documented tie order"))
    cases.append(ok(
        "u23f_fuser_per_track", "rankagg.Fuser('combsum', weights=...) over each track's lists (dicts AAMC ID -> "
        "score), one track at a time",
        "import rankagg\nW = {'PD_Ahmed': 2.0}\nS = scores(seed=21, tracks=('categorical', 'preliminary', "
        "'advanced'))\nf = rankagg.Fuser('combsum', weights=W)\nmsg = ''\n"
        "for q, lists in per_query(S).items():\n"
        "    msg = msg or agree(f(lists), combsum_minmax_ref(lists, W), written=False)\n"
        "report(msg)\n",
        why="README's Fuser: one query's lists at a time; CombSUM of min-max scores, the PD's weighted"))
    cases.append(ok(
        "u23f_rol_length_depth", "rankagg.fuse(..., method='borda', depth=12): the ROL keeps the first 12 "
        "applicants (the program's ranking quota)",
        "import rankagg\nS = scores(seed=23)\nres = rankagg.fuse(S, method='borda', depth=12)\n"
        "refs = {q: borda_ref(l) for q, l in per_query(S).items()}\n"
        "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, 12, written=False))\n",
        why="README: depth= keeps each query's first N; rankagg methods borda"))
    cases.append(ok(
        "u23f_volume_1200_by_40", "rankagg.fuse: 1,200 applicants scored 1-10 by 40 screeners each (48,000 scores), "
        "method='rrf', the ROL's 400 kept",
        "import rankagg\ng = lcg(3)\nn = 1200\nbase = [next(g) for _ in range(n)]\n"
        "S = {'screener%02d' % k: {'categorical': {aamc(i): 1 + int(10 * min(0.999, 0.5 * base[i] + 0.5 * next(g))) "
        "for i in range(n)}} for k in range(40)}\n"
        "res = rankagg.fuse(S, method='rrf', depth=400)\n"
        "refs = {q: rrf_ref(l) for q, l in per_query(S).items()}\n"
        "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, 400, written=False))\n",
        why="Cormack et al. 2009 RRF by brute force over trec_eval's order of tied scores", timeout=240))

    # --- the command line: one run per interviewer, the ROL out ----------------------------------------------------
    cases.append(cli_ok(
        "u23f_cli_borda_faculty_runs", "rankagg fuse PD_Ahmed.run ... Dr_Fischer.run --method borda -o rol.run: one "
        "run per interviewer, the track as the query, AAMC IDs as documents",
        ["fuse", *_RUNS, "--method", "borda", "-o", "rol.run"], None, _cli_check("borda"),
        setup=_runs_setup(), why="rankagg methods borda; TREC lines ranked by score (docs/conventions.md)"))
    cases.append(cli_ok(
        "u23f_cli_weights_file_pd", "rankagg fuse ... --method rrf --weights weights.txt ('PD_Ahmed 2' lines): the "
        "program director and associate PD weighted",
        ["fuse", *_RUNS, "--method", "rrf", "--weights", "weights.txt", "-o", "rol.run"],
        {"weights.txt": "PD_Ahmed 2\nAPD_Brooks 1.5\n"},
        _cli_check("rrf", "{'PD_Ahmed': 2.0, 'APD_Brooks': 1.5}", seed=25), setup=_runs_setup(seed=25),
        why="rankagg fuse --help: --weights FILE of 'NAME W' lines; RRF sum w / (60 + r)"))
    cases.append(cli_ok(
        "u23f_cli_two_tracks_combsum", "rankagg fuse ... --method combsum: categorical and preliminary applicants "
        "in each interviewer's run, one ROL per track",
        ["fuse", *_RUNS, "--method", "combsum", "-o", "rol.run"], None,
        _cli_check("combsum", seed=27, extra=", tracks=('categorical', 'preliminary')"),
        setup=_runs_setup(seed=27, extra=", tracks=('categorical', 'preliminary')"),
        why="rankagg methods combsum; each query fused apart"))
    cases.append(cli_ok(
        "u23f_cli_rol_depth_15", "rankagg fuse ... --method borda --depth 15: the ROL's first 15 per track",
        ["fuse", *_RUNS, "--method", "borda", "--depth", "15", "-o", "rol.run"], None,
        _cli_check("borda", depth=15, seed=29), setup=_runs_setup(seed=29),
        why="rankagg fuse --help: --depth writes at most 15 per query"))
    cases.append(cli_ok(
        "u23f_cli_windows_crlf_runs", "rankagg fuse ... --method rrf: the interviewers' runs saved on the "
        "coordinator's Windows PC (CRLF line ends)",
        ["fuse", *_RUNS, "--method", "rrf", "-o", "rol.run"], None, _cli_check("rrf", seed=31),
        setup=_runs_setup(seed=31, end="\\r\\n"), why="docs/genes.md and conventions: lines end at LF, CRLF or CR"))
    cases.append(cli_ok(
        "u23f_cli_parquet_tracks", "rankagg fuse interviews.parquet (q_id track, doc_id AAMC ID, score, run "
        "interviewer) --method borda -o rol.parquet",
        ["fuse", "interviews.parquet", "--method", "borda", "-o", "rol.parquet"], None,
        lambda out, folder: _parquet_agrees(folder),
        setup=reference_setup(_REF, "import pandas as pd\nS = scores(seed=33, tracks=('categorical', 'preliminary'))\n"
                              "pd.DataFrame([(q, d, s, m) for q, d, m, s in frame_rows(S)], "
                              "columns=['q_id', 'doc_id', 'score', 'run']).to_parquet(P('interviews.parquet'))\n"),
        why="rankagg fuse --help: one Parquet table q_id doc_id score run in, .parquet out"))
    cases.append(cli_ok(
        "u23f_cli_lists_aamc_ids", "rankagg fuse faculty_lists.csv --method borda -o rol.tsv: each interviewer's "
        "applicants best first by AAMC ID (leading zeros), Dr_Chen's list shorter",
        ["fuse", "faculty_lists.csv", "--method", "borda", "-o", "rol.tsv"],
        {"faculty_lists.csv": "PD_Ahmed,Dr_Chen,Dr_Diallo\n01234567,00871234,01234567\n00871234,01234567,00090001\n"
                              "00090001,,00871234\n"},
        table_items("rol.tsv", ["01234567", "00871234", "00090001"]),
        why="by hand Borda (n = 3): 01234567 3+2+3 = 8, 00871234 2+3+1 = 6, 00090001 1+(shared (3 - 2 + 1) / 2 = "
            "1)+2 = 4; docs/genes.md: a list of whole numbers is read, ids keep their zeros"))
    cases.append(cli_ok(
        "u23f_cli_lists_accented_ids", "rankagg fuse faculty_lists.tsv --method borda: applicants named "
        "O'Brien_Sean, García-López_María (an apostrophe, accents, a hyphen; no blank)",
        ["fuse", "faculty_lists.tsv", "--method", "borda", "-o", "rol.tsv"],
        {"faculty_lists.tsv": "PD_Ahmed\tDr_Chen\tDr_Diallo\nO'Brien_Sean\tGarcía-López_María\tGarcía-López_María\n"
                              "García-López_María\tO'Brien_Sean\tSmith_John\nSmith_John\tSmith_John\tO'Brien_Sean\n"
                              .encode("utf-8")},
        table_items("rol.tsv", ["García-López_María", "O'Brien_Sean", "Smith_John"]),
        why="by hand Borda (n = 3): García-López 2+3+3 = 8, O'Brien 3+2+1 = 6, Smith 1+1+2 = 4; an id is a token"))
    cases.append(Case(
        "u23f_methods_borda", G, "rankagg methods borda: what the committee's points rule is",
        argv=["methods", "borda"], expect="ok", check=stdout_has("Borda"), memory_gb=4.0, timeout=60,
        why="docs/methods.md: borda is Borda's count", fast=True))

    # --- the ROL written under a document's, a mail's or a notebook's name ----------------------------------------
    for cid, name, what in (
            ("u23f_out_rol_pdf", "rol.pdf", "a PDF for the committee's meeting"),
            ("u23f_out_rol_docx", "rol.docx", "a Word document for the program coordinator"),
            ("u23f_out_outlook_msg", "rol.msg", "an Outlook message to mail the coordinator"),
            ("u23f_out_onenote_page", "rol.one", "a OneNote page of the committee's notebook")):
        cases.append(cli_bad(
            cid, f"rankagg fuse ... -o {name}: {what}; TREC lines under its name",
            ["fuse", "PD_Ahmed.run", "Dr_Chen.run", "--method", "borda", "-o", name], None, name, outputs=(name,),
            setup=_runs_setup(), why="docs/conventions.md: -o names a TREC run or Parquet; another format's name "
                                     "is refused (its reader reads no TREC line)"))
    cases.append(cli_bad(
        "u23f_explain_onenote", "rankagg fuse ... --explain why.one: the contributions for the committee's OneNote",
        ["fuse", "PD_Ahmed.run", "Dr_Chen.run", "--method", "rrf", "--explain", "why.one", "-o", "rol.run"],
        None, "why.one", outputs=("why.one", "rol.run"), setup=_runs_setup(),
        why="docs/conventions.md: --explain's JSON lines may take a JSON name, no other format"))

    # --- documents and exports given as they are ------------------------------------------------------------------
    for cid, name, data, kind, what in (
            ("u23f_in_rol_pdf", "rol_2026.pdf", _PDF_BINARY, "PDF", "last year's ROL printed to PDF from R3"),
            ("u23f_in_text_pdf", "rubric.pdf", _PDF_TEXT, "PDF", "the interview rubric as a PDF of text objects"),
            ("u23f_in_rtf", "rol_draft.rtf", _RTF, "RTF", "the draft ROL saved from Word as Rich Text"),
            ("u23f_in_docx", "rol_draft.docx", _docx(), "Word", "the draft ROL as a Word document")):
        cases.append(cli_bad(
            cid, f"rankagg fuse PD_Ahmed.run {name}: {what} given as a run",
            ["fuse", "PD_Ahmed.run", name, "-o", "rol.run"], {name: data}, name, kind, setup=_runs_setup(),
            why="no run reader reads a document; the refusal names the file and what it is, not a field count"))
    cases.append(cli_bad(
        "u23f_in_pdf_alone", "rankagg fuse rol_2026.pdf --method borda -o rol.run: last year's ROL PDF alone, "
        "as if it were the interviewers' lists", ["fuse", "rol_2026.pdf", "--method", "borda", "-o", "rol.run"],
        {"rol_2026.pdf": _PDF_BINARY}, "rol_2026.pdf", "PDF",
        why="a PDF holds no run and no table of lists; named as what it is"))
    cases.append(cli_bad(
        "u23f_in_rtf_qrels", "rankagg evaluate --qrels matched.rtf PD_Ahmed.run: the list of matched residents "
        "saved as RTF given as qrels", ["evaluate", "--qrels", "matched.rtf", "PD_Ahmed.run"], {"matched.rtf": _RTF},
        "matched.rtf", "RTF", outputs=(), setup=_runs_setup(), why="trec_eval reads qrels lines; a document is named as one"))
    cases.append(cli_bad(
        "u23f_thalamus_long_export", "rankagg fuse interview_scores.csv: Thalamus' export (applicant, aamc_id, "
        "interviewer, score, comments) given as a run",
        ["fuse", "interview_scores.csv", "-o", "rol.run"],
        {"interview_scores.csv": "applicant,aamc_id,interviewer,score,comments\nSMITH_J,01234567,Ahmed,4,solid\n"
                                 "OBRIEN_S,00871234,Ahmed,5,great fit\nSMITH_J,01234567,Chen,3,ok\n"
                                 "GARCIA_M,00090001,Chen,5,strong\n"},
        "interview_scores.csv:1", why="a long table with a header is no run: refused at line 1 with what to do"))
    cases.append(cli_bad(
        "u23f_nrmp_rol_export", "rankagg fuse rol_export.csv: the NRMP ROL export (Rank, Applicant Name, AAMC ID, "
        "Track) given as a table of lists", ["fuse", "rol_export.csv", "-o", "rol.tsv"],
        {"rol_export.csv": "Rank,Applicant Name,AAMC ID,Track\n1,SMITH_JOHN,01234567,Categorical\n"
                           "2,OBRIEN_SEAN,00871234,Categorical\n3,GARCIA_MARIA,00090001,Categorical\n"
                           "4,CHEN_LI,00412345,Preliminary\n"},
        "rol_export.csv:", outputs=("rol.tsv",),
        why="docs/genes.md: a column of ranks 1 to m makes a table of ranks, refused at its first line"))
    cases.append(cli_bad(
        "u23f_wide_score_sheet", "rankagg fuse score_sheet.csv: one row per applicant, one column of 1-5 scores per "
        "interviewer (ties in every column)", ["fuse", "score_sheet.csv", "--method", "borda", "-o", "rol.tsv"],
        {"score_sheet.csv": "Applicant,PD_Ahmed,Dr_Chen,Dr_Diallo\nSMITH_J,4,3,5\nOBRIEN_S,5,4,3\nGARCIA_M,3,4,4\n"
                            "LEE_A,4,2,4\nCHEN_L,2,2,3\nDIALLO_A,1,3,5\n"},
        "score_sheet.csv:", outputs=("rol.tsv",),
        why="docs/genes.md: whole numbers beside a list of names are values per row, no list; read as lists the "
            "scores would be ranked as applicants"))
    cases.append(cli_bad(
        "u23f_run_letter_grades", "rankagg fuse: Dr_Chen.run with letter grades (A, B+) as scores",
        ["fuse", "PD_Ahmed.run", "Dr_Chen.run", "-o", "rol.run"],
        {"PD_Ahmed.run": "categorical Q0 01234567 1 5 PD_Ahmed\ncategorical Q0 00871234 2 4 PD_Ahmed\n",
         "Dr_Chen.run": "categorical Q0 00871234 1 A Dr_Chen\ncategorical Q0 01234567 2 B+ Dr_Chen\n"},
        "Dr_Chen.run:1", why="trec_eval: a score is a number"))
    cases.append(cli_bad(
        "u23f_run_score_out_of_five", "rankagg fuse: Dr_Diallo.run writes scores as '4/5'",
        ["fuse", "PD_Ahmed.run", "Dr_Diallo.run", "-o", "rol.run"],
        {"PD_Ahmed.run": "categorical Q0 01234567 1 5 PD_Ahmed\ncategorical Q0 00871234 2 4 PD_Ahmed\n",
         "Dr_Diallo.run": "categorical Q0 00871234 1 5 Dr_Diallo\ncategorical Q0 01234567 2 4/5 Dr_Diallo\n"},
        "Dr_Diallo.run:2", why="trec_eval: a score is a number; '4/5' is none"))
    cases.append(cli_bad(
        "u23f_run_interviewed_twice", "rankagg fuse: Dr_Evans interviewed applicant 01234567 twice (two lines, two "
        "scores)", ["fuse", "PD_Ahmed.run", "Dr_Evans.run", "-o", "rol.run"],
        {"PD_Ahmed.run": "categorical Q0 01234567 1 5 PD_Ahmed\ncategorical Q0 00871234 2 4 PD_Ahmed\n",
         "Dr_Evans.run": "categorical Q0 01234567 1 5 Dr_Evans\ncategorical Q0 00871234 2 4 Dr_Evans\n"
                         "categorical Q0 01234567 3 3 Dr_Evans\n"},
        "Dr_Evans.run:3", why="docs/conventions.md: a document twice in a query is refused (which score counts?)"))
    cases.append(cli_bad(
        "u23f_lists_interviewed_twice", "rankagg fuse faculty_lists.csv: Dr_Chen lists applicant 00871234 twice",
        ["fuse", "faculty_lists.csv", "-o", "rol.tsv"],
        {"faculty_lists.csv": "PD_Ahmed,Dr_Chen\n01234567,00871234\n00871234,01234567\n00090001,00871234\n"},
        "faculty_lists.csv:4", outputs=("rol.tsv",), why="docs/genes.md: a gene given twice in a list is refused"))
    cases.append(cli_bad(
        "u23f_lists_windows_1252", "rankagg fuse faculty_lists.csv: saved by Excel as 'CSV' on Windows "
        "(García in Windows-1252)", ["fuse", "faculty_lists.csv", "-o", "rol.tsv"],
        {"faculty_lists.csv": "PD_Ahmed,Dr_Chen\nGarc\xeda-L\xf3pez_Mar\xeda,Smith_John\n"
                              "Smith_John,Garc\xeda-L\xf3pez_Mar\xeda\n".encode("cp1252")},
        "faculty_lists.csv:2", outputs=("rol.tsv",), why="docs/conventions.md: input text is UTF-8"))
    cases.append(cli_bad(
        "u23f_lists_do_not_rank", "rankagg fuse faculty_lists.csv: Dr_Chen ends the list with 'Do not rank'",
        ["fuse", "faculty_lists.csv", "--method", "borda", "-o", "rol.tsv"],
        {"faculty_lists.csv": "PD_Ahmed,Dr_Chen\n01234567,00871234\n00871234,01234567\n00090001,Do not rank\n"},
        "faculty_lists.csv:4", outputs=("rol.tsv",), why="docs/genes.md: a blank inside an item is refused"))
    cases.append(cli_bad(
        "u23f_weights_name_typo", "rankagg fuse ... --weights PD_Ahmad=2: the director's name misspelt",
        ["fuse", "PD_Ahmed.run", "Dr_Chen.run", "--method", "borda", "--weights", "PD_Ahmad=2", "-o", "rol.run"],
        None, "PD_Ahmad", setup=_runs_setup(), why="a weight for no run would be silently dropped"))
    cases.append(cli_bad(
        "u23f_weights_percent", "rankagg fuse ... --weights PD_Ahmed=200%: the director's weight as a percentage",
        ["fuse", "PD_Ahmed.run", "Dr_Chen.run", "--method", "borda", "--weights", "PD_Ahmed=200%", "-o",
         "rol.run"], None, "200%", setup=_runs_setup(), why="a weight is a number"))

    # --- the same mistakes in Python ------------------------------------------------------------------------------
    cases.append(bad(
        "u23f_api_no_track_level", "rankagg.fuse({interviewer: {AAMC ID: score}}): the track level left out",
        "import rankagg\nS = scores(seed=41)\nrankagg.fuse({f: run['categorical'] for f, run in S.items()}, "
        "method='borda')\n", "PD_Ahmed", why="README: a run is {qid: {docid: score}}; refused naming the run"))
    cases.append(bad(
        "u23f_api_letter_grades", "rankagg.fuse(...): Dr_Chen's scores as letter grades",
        "import rankagg\nS = scores(seed=43)\n"
        "S['Dr_Chen'] = {q: {d: 'ABCDF'[5 - s] for d, s in p.items()} for q, p in S['Dr_Chen'].items()}\n"
        "rankagg.fuse(S, method='borda')\n", "Dr_Chen", why="a score is a number; refused naming the run"))
    cases.append(bad(
        "u23f_api_frame_blank_score", "rankagg.fuse(DataFrame) from Excel: a 'do not rank' applicant's score cell "
        "left blank (NaN) at row 4",
        "import rankagg, pandas as pd\nS = scores(seed=45)\n"
        "df = pd.DataFrame(frame_rows(S), columns=['qid', 'docid', 'run', 'score']).astype({'score': float})\n"
        "df.loc[4, 'score'] = float('nan')\nrankagg.fuse(df, method='borda')\n", "row 4",
        why="README/conventions: None, NaN and NA are missing values, refused naming the row"))
    cases.append(bad(
        "u23f_api_frame_dnr_text", "rankagg.fuse(DataFrame read with dtype=str): a score cell holds 'DNR'",
        "import rankagg, pandas as pd\nS = scores(seed=47)\n"
        "df = pd.DataFrame([(q, d, m, str(s)) for q, d, m, s in frame_rows(S)], "
        "columns=['qid', 'docid', 'run', 'score'])\n"
        "df.loc[6, 'score'] = 'DNR'\nrankagg.fuse(df, method='borda')\n", "row 6",
        why="a score is a number; refused naming the row"))
    cases.append(bad(
        "u23f_api_weight_unknown", "rankagg.fuse(..., weights={'PD_Ahmad': 2.0}): a weight for no interviewer",
        "import rankagg\nrankagg.fuse(scores(seed=49), method='rrf', weights={'PD_Ahmad': 2.0})\n", "PD_Ahmad",
        why="a weight for no run would be silently dropped"))
    return cases


def _parquet_agrees(folder: Path) -> bool:
    import pandas as pd  # the check alone needs pandas: the matrix itself does not

    df = pd.read_parquet(folder / "rol.parquet")
    qcol = "q_id" if "q_id" in df.columns else "qid"
    dcol = "doc_id" if "doc_id" in df.columns else "docid"
    if "rank" in df.columns:
        df = df.sort_values([qcol, "rank"], kind="stable")
    rows = list(zip(df[qcol].astype(str), df[dcol].astype(str), df["score"].astype(float)))
    code = _REF + ("S = scores(seed=33, tracks=('categorical', 'preliminary'))\n"
                   "refs = {q: borda_ref(l) for q, l in per_query(S).items()}\nrows = {}\n"
                   "for q, d, s in ROWS: rows.setdefault(q, []).append((d, s))\nreport(agree_all(rows, refs))\n")
    return _run_report(code, {"ROWS": rows})

