"""Issue 45's twenty-seventh bar of scripts/reliability_matrix.py, a speech synthesis team's ranking of TTS systems from listening tests (MUSHRA, MOS, A/B preference tests: webMUSHRA, BeaqleJS) (its cases, ids ``u27g_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's.

The team's day: each test sentence or test set (``LJ050-0241``, ``set_B/utt_017``) is a query and each TTS system
(``ground_truth``, ``xtts_v2``, ``vits``, ``tacotron2_hifigan``, the low anchor ``anchor_3.5kHz``) a document; the
runs are listeners or listener panels.  MUSHRA scores are integers 0-100 per listener (the hidden reference near 100,
the anchor low; listeners who rate the hidden reference below 90 in more than 15% of the trials are excluded by the
post-screening rule of ITU-R BS.1534-3 before anything is fused), MOS ratings integers 1-5 (many ties), and A/B
preference tests pairwise wins with 'no preference' ties, given as comparisons (Copeland, Borda of wins, Bradley-Terry).
The listeners' rankings are fused with Borda, Kemeny (five systems), RRF and CombSUM and the fused order judged
against the MOS grades.  The mistakes and odd files: the field's own files given where runs, qrels or comparisons
are read (webMUSHRA's results CSV, BeaqleJS's JSON results, a Prolific and an MTurk export, a BVCC / SOMOS MOS list,
UTMOS predictions, the A/B test CSV, ITU-T P.808's result tables, a Praat TextGrid, WAV and FLAC audio, SoX's stats
and info dumps), scores in the field's forms (a decimal comma, '4/5'), ids with blanks, a weight for a screened-out
listener, and the fused order named for the field's formats (``.wav``, ``.flac``, ``.TextGrid``, ``.PitchTier``, HTK's
``.mlf``, HTS's ``.htsvoice`` and ``.lf0``).

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES, Kemeny by brute force over the 120
orders of five systems, Copeland and Borda of wins by hand."""

from __future__ import annotations

import struct

from .case import Case, command_cases, reference_setup, snippet_cases, fusion_checks
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
    SEEDED_UNIFORM, TREC_MEASURES)

TWENTYSEVENTH_LISTENINGTESTS = "45 Unseen inputs: a twenty-seventh bar, a speech synthesis team's ranking of TTS systems from listening tests (MUSHRA, MOS, A/B preference tests: webMUSHRA, BeaqleJS)"

_DATA = r'''
import itertools, json, math, subprocess, sys
'''[1:] + SEEDED_UNIFORM + r'''LISTENERS = ['L%02d' % i for i in range(1, 13)]
SYSTEMS = ['ground_truth', 'xtts_v2', 'vits', 'tacotron2_hifigan', 'anchor_3.5kHz']
QUALITY = {'ground_truth': 93.0, 'xtts_v2': 76.0, 'vits': 69.0, 'tacotron2_hifigan': 58.0, 'anchor_3.5kHz': 21.0}
def utt(k):
    return 'LJ050-%04d' % (241 + 13 * k)
def test_set(k):
    return 'set_%s/utt_%03d' % ('AB'[k % 2], 17 + k)
def ratings(listeners=LISTENERS, n_q=8, seed=3, scale='mushra', drop=None, names=utt, noise=1.0):
    """{listener: {sentence: {system: rating}}}: MUSHRA integers 0-100 (the hidden reference near 100, the anchor
    low) or MOS integers 1-5 (ties everywhere); ``drop``: {listener: share of the systems (never the reference) a
    listener's run lacks}"""
    g = lcg(seed)
    out = {}
    for li in listeners:
        out[li] = {}
        for k in range(n_q):
            p = {}
            for s in SYSTEMS:
                u, v = next(g), next(g)
                if s != 'ground_truth' and v < (drop or {}).get(li, 0.0):
                    continue
                if scale == 'mushra' and s == 'ground_truth':  # the hidden reference: most listeners find it
                    p[s] = 100 - int(8.0 * u)
                elif scale == 'mushra':
                    p[s] = int(max(0, min(100, round(QUALITY[s] + noise * 36.0 * (u - 0.5)))))
                else:
                    p[s] = int(max(1, min(5, round(1.0 + 4.0 * QUALITY[s] / 100.0 + noise * 2.0 * (u - 0.5)))))
            out[li][names(k)] = p
    return out
def mos_grades(n_q=8, names=utt):
    """the judgements from last month's MOS test: 3 ground truth, 2 xtts_v2 and vits, 1 tacotron2, 0 the anchor"""
    g = {'ground_truth': 3, 'xtts_v2': 2, 'vits': 2, 'tacotron2_hifigan': 1, 'anchor_3.5kHz': 0}
    return {names(k): dict(g) for k in range(n_q)}
def screened(runs, reference='ground_truth', floor=90, share=0.15):
    """ITU-R BS.1534-3's post-screening: a listener who rates the hidden reference below 90 in more than 15% of the
    trials is excluded"""
    return {li: run for li, run in runs.items()
            if sum(1 for p in run.values() if p.get(reference, 100) < floor) <= share * len(run)}
def kemeny_cost(order, lists):
    pos = {d: i for i, d in enumerate(order)}
    cost = 0
    for p in lists:
        o = desc_order(p)
        for i in range(len(o)):
            for j in range(i + 1, len(o)):
                cost += pos[o[i]] > pos[o[j]]
    return cost
def copeland_ref(records):
    """wins minus losses of pairwise majorities, a 'no preference' counting half each way"""
    y = {}
    for a, b, o in records:
        w = {'win': (1.0, 0.0), 'loss': (0.0, 1.0), 'tie': (0.5, 0.5)}[o]
        y[(a, b)] = y.get((a, b), 0.0) + w[0]
        y[(b, a)] = y.get((b, a), 0.0) + w[1]
    items = sorted({x for a, b, _ in records for x in (a, b)})
    sc = {i: 0.0 for i in items}
    for a in items:
        for b in items:
            if a != b and (a, b) in y:
                sc[a] += (y[(a, b)] > y[(b, a)]) - (y[(a, b)] < y[(b, a)])
    return sc
def wins_ref(records):
    sc = {}
    for a, b, o in records:
        w = {'win': (1.0, 0.0), 'loss': (0.0, 1.0), 'tie': (0.5, 0.5)}[o]
        sc[a] = sc.get(a, 0.0) + w[0]
        sc[b] = sc.get(b, 0.0) + w[1]
    return sc
def ab_records(seed=5, n=60):
    """an A/B test's answers (query = the test set, a listener's choice: A, B or no preference)"""
    g = lcg(seed)
    out = []
    for i in range(n):
        a, b = SYSTEMS[int(next(g) * 5)], SYSTEMS[int(next(g) * 5)]
        if a == b:
            continue
        d = (QUALITY[a] - QUALITY[b]) / 40.0
        u = next(g)
        p_a = 0.8 / (1.0 + math.exp(-d))
        out.append(('set_B', a, b, 'win' if u < p_a else ('tie' if u < p_a + 0.2 else 'loss')))
    return out
''' + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

#: report(code, folder), runs_setup(args, code), cli_check(method, ...): the bars' shared helpers
_report, _runs_setup, _cli_check = fusion_checks(_REF, "ratings", "order.run")


_L4 = ["L01", "L02", "L03", "L04"]
_RUNS4 = [f"{li}.run" for li in _L4]
_OUT = ("order.run",)
_ONE_RUN = ("LJ050-0241 Q0 ground_truth 1 97 L01\nLJ050-0241 Q0 xtts_v2 2 81 L01\nLJ050-0241 Q0 vits 3 70 L01\n"
            "LJ050-0241 Q0 tacotron2_hifigan 4 55 L01\nLJ050-0241 Q0 anchor_3.5kHz 5 18 L01\n")

# the team's files, as their tools write them (a few rows)
# webMUSHRA's results/<test>/mushra.csv (no participant fields configured) and with its participant fields
_WEBMUSHRA = ("session_test_id,trial_id,rating_stimulus,rating_score,rating_time,rating_comment\n"
              "tts_mushra_2026,LJ050-0241,reference,100,41873,\n"
              "tts_mushra_2026,LJ050-0241,C1,72,41873,\n"
              "tts_mushra_2026,LJ050-0241,C2,81,41873,\n"
              "tts_mushra_2026,LJ050-0241,anchor35,19,41873,muffled\n")
_WEBMUSHRA_FULL = ("session_test_id,participant_name,participant_email,participant_age,participant_gender,trial_id,"
                   "rating_stimulus,rating_score,rating_time,rating_comment\n"
                   "tts_mushra_2026,L03,l03@lab.example,29,female,LJ050-0241,reference,100,41873,\n"
                   "tts_mushra_2026,L03,l03@lab.example,29,female,LJ050-0241,vits,72,41873,\n"
                   "tts_mushra_2026,L03,l03@lab.example,29,female,LJ050-0241,anchor_3.5kHz,19,41873,\n")
# BeaqleJS's results as its web service stores them: the test's name, the listener, and one object per trial
_BEAQLE = ('{"TestName": "TTS MUSHRA Nov 2026", "UserName": "L03", "UserEmail": "", "UserComment": "headphones",\n'
           ' "TestResults": [\n'
           '  {"TestID": "LJ050-0241", "Runtime": 41873, "rating": {"Reference": 100, "vits": 72, "xtts_v2": 81, '
           '"tacotron2_hifigan": 60, "anchor_3.5kHz": 19}},\n'
           '  {"TestID": "LJ050-0254", "Runtime": 38120, "rating": {"Reference": 97, "vits": 66, "xtts_v2": 78, '
           '"tacotron2_hifigan": 55, "anchor_3.5kHz": 23}}\n ]}\n')
_PROLIFIC = ("Submission id,Participant id,Status,Custom study tncs accepted at,Started at,Completed at,Reviewed at,"
             "Archived at,Time taken,Completion code,Total approvals,Age,Sex,Country of residence,Language\n"
             "6561f0c2a1b3d4e5f6a7b8c9,5e8a1c2b3d4e5f6a7b8c9d0e,APPROVED,Not Applicable,2026-11-30T10:02:11.123000Z,"
             "2026-11-30T10:21:40.456000Z,2026-11-30T12:00:00.000000Z,2026-11-30T10:21:40.456000Z,1169,C1A2B3C4,412,"
             "29,Female,United Kingdom,English\n")
_MTURK = ('"HITId","HITTypeId","Title","Description","Keywords","Reward","CreationTime","MaxAssignments",'
          '"RequesterAnnotation","AssignmentDurationInSeconds","AutoApprovalDelayInSeconds","Expiration",'
          '"NumberOfSimilarHITs","LifetimeInSeconds","AssignmentId","WorkerId","AssignmentStatus","AcceptTime",'
          '"SubmitTime","AutoApprovalTime","ApprovalTime","RejectionTime","RequesterFeedback","WorkTimeInSeconds",'
          '"LifetimeApprovalRate","Last30DaysApprovalRate","Last7DaysApprovalRate","Input.audio_url","Answer.rating",'
          '"Approve","Reject"\n'
          '"3X7837UUADZ8","3QXNC7EIPIUW","Rate the naturalness of speech","Listen and rate 1-5","tts,mos","$0.10",'
          '"Mon Nov 30 10:02:11 PST 2026","10","BatchId:5123456;","600","259200","Mon Dec 07 10:02:11 PST 2026","",'
          '"604800","3AMYWKA6YBLU","A1B2C3D4E5F6G7","Submitted","Mon Nov 30 10:03:00 PST 2026",'
          '"Mon Nov 30 10:04:12 PST 2026","Thu Dec 03 10:04:12 PST 2026","","","","72","0% (0/0)","0% (0/0)",'
          '"0% (0/0)","https://tts.lab.example/vits/LJ050-0241.wav","4","",""\n')
# the VoiceMOS challenge's BVCC lists (DATA/sets/train_mos_list.txt: a wav and its mean rating), SOMOS's MOS list
_BVCC = ("sys64e2f-utt491a78a.wav,3.25\nsys7ab3c-utt2e2a7f3.wav,1.75\nsysd7cd9-utt60f2c5c.wav,4.5\n"
         "sys64e2f-utt9c1b0e2.wav,3.0\n")
_SOMOS = ("utteranceId,mean\nbooksent_2012_0005_001,3.6\nnovel_2008_0012_023,2.9\nwiki_0031_014,4.1\n")
# UTMOS22's predictions as the VoiceMOS challenge's answer.txt (sentence and system joined, the predicted MOS)
_UTMOS = ("LJ050-0241_vits,3.8124\nLJ050-0241_xtts_v2,4.0713\nLJ050-0241_tacotron2_hifigan,3.4471\n"
          "LJ050-0254_vits,3.6902\n")
_AB = ("listener,pair,choice\nL01,vits_vs_xtts_v2,B\nL01,vits_vs_ground_truth,B\nL02,vits_vs_xtts_v2,no preference\n"
       "L02,tacotron2_hifigan_vs_vits,B\n")
# ITU-T P.808's toolkit (result_parser.py): the votes per clip and per condition
_P808_FILE = ("file_url,n,MOS,std,95%CI,short_file_name\n"
              "https://tts.lab.example/p808/vits/LJ050-0241.wav,8,3.875,0.835,0.578,LJ050-0241\n"
              "https://tts.lab.example/p808/xtts_v2/LJ050-0241.wav,8,4.125,0.641,0.444,LJ050-0241\n")
_P808_COND = ("condition_name,n,MOS,std,95%CI\nvits,96,3.81,0.92,0.18\nxtts_v2,96,4.02,0.85,0.17\n"
              "anchor_3.5kHz,96,1.62,0.71,0.14\n")
_TEXTGRID = ('File type = "ooTextFile"\nObject class = "TextGrid"\n\nxmin = 0 \nxmax = 2.378 \ntiers? <exists> \n'
             'size = 1 \nitem []: \n    item [1]:\n        class = "IntervalTier" \n        name = "words" \n'
             '        xmin = 0 \n        xmax = 2.378 \n        intervals: size = 2 \n        intervals [1]:\n'
             '            xmin = 0 \n            xmax = 0.41 \n            text = "" \n        intervals [2]:\n'
             '            xmin = 0.41 \n            xmax = 2.378 \n            text = "the commission" \n')
_SOX_STATS = ("DC offset   0.000023\nMin level  -0.612213\nMax level   0.655334\nPk lev dB      -3.67\n"
              "RMS lev dB    -22.13\nRMS Pk dB     -12.04\nRMS Tr dB     -85.51\nCrest factor       8.37\n"
              "Flat factor        0.00\nPk count           2\nBit-depth      16/16\nNum samples    52.4k\n"
              "Length s       2.378\nScale max   1.000000\nWindow s       0.050\n")
_SOX_INFO = ("\nInput File     : 'vits/LJ050-0241.wav'\nChannels       : 1\nSample Rate    : 22050\n"
             "Precision      : 16-bit\nDuration       : 00:00:02.38 = 52436 samples ~ 178.354 CDDA sectors\n"
             "File Size      : 105k\nBit Rate       : 353k\nSample Encoding: 16-bit Signed Integer PCM\n\n")
_PCM = struct.pack("<8h", 0, 812, 1534, 2011, 1790, 1022, -88, -1201)
_WAV = (b"RIFF" + struct.pack("<I", 36 + len(_PCM)) + b"WAVEfmt " + struct.pack("<IHHIIHH", 16, 1, 1, 22050, 44100, 2, 16)
        + b"data" + struct.pack("<I", len(_PCM)) + _PCM)
_FLAC = (b"fLaC" + b"\x80" + struct.pack(">I", 34)[1:] + struct.pack(">HH", 4096, 4096) + b"\x00\x00\x0e\x00\x31\x7a"
         + b"\x05\x62\x20\xf0\x00\x00\xcc\xd4" + b"\x1d\x8c\xd9\x8f\x00\xb2\x04\xe9\x80\x09\x98\xec\xf8\x42\x7e\x00"
         + b"\xff\xf8\x69\x08\x00\x0c\x99")


def twentyseventh_bar_listeningtests_cases() -> list[Case]:
    G = TWENTYSEVENTH_LISTENINGTESTS
    ok, bad = snippet_cases(G, _REF + TREC_MEASURES, ok_timeout=180, bad_timeout=90)
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    cases: list[Case] = []
    mem = "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n"

    # --- the day's answers through the Python API, checked against references computed by hand ---------------------
    cases.append(ok(
        "u27g_borda_mushra_listeners", "rankagg.fuse({listener: {sentence: {system: MUSHRA score}}}, method='borda'): "
        "12 listeners, 8 LJSpeech sentences, five systems (hidden reference, anchor), integer scores that tie",
        "import rankagg\nR = ratings()\nres = rankagg.fuse(R, method='borda')\n"
        "refs = {q: borda_ref(l) for q, l in per_query(R).items()}\n" + mem,
        why="rankagg methods borda: n - r + 1 points, each listener's list ranked by trec_eval's rule (a tie by the "
            "system id descending: docs/conventions.md)"))
    cases.append(ok(
        "u27g_rrf_screened_listeners", "rankagg.fuse(..., method='rrf') of the listeners kept by BS.1534-3's "
        "post-screening (three rate the hidden reference below 90 too often and are left out before fusing)",
        "import rankagg\nR = ratings(seed=7)\n"
        "for li in ('L04', 'L09', 'L11'):\n    for q in list(R[li])[:3]:\n        R[li][q]['ground_truth'] = 71\n"
        "K = screened(R)\nassert sorted(set(R) - set(K)) == ['L04', 'L09', 'L11']\n"
        "res = rankagg.fuse(K, method='rrf')\n"
        "refs = {q: rrf_ref(l) for q, l in per_query(K).items()}\n" + mem,
        why="Cormack et al. 2009: sum 1 / (60 + r) over the listeners kept"))
    cases.append(ok(
        "u27g_borda_mos_ties", "rankagg.fuse(..., method='borda') of MOS ratings 1-5 (most lists hold ties: two "
        "systems rated 4 by one listener)",
        "import rankagg\nR = ratings(scale='mos', seed=9)\n"
        "assert any(len(set(p.values())) < len(p) for run in R.values() for p in run.values())\n"
        "res = rankagg.fuse(R, method='borda')\n"
        "refs = {q: borda_ref(l) for q, l in per_query(R).items()}\n" + mem,
        why="docs/conventions.md: equal scores ranked by the id descending (trec_eval); Borda n - r + 1"))
    cases.append(ok(
        "u27g_kemeny_five_systems", "rankagg.fuse(..., method='kemeny') of 6 listeners' MUSHRA orders of the five "
        "systems: the consensus's Kendall distance to the listeners is the least of all 120 orders",
        "import rankagg\nR = ratings(listeners=LISTENERS[:6], n_q=4, seed=11, noise=2.5)\n"
        "res = rankagg.fuse(R, method='kemeny')\nmsg = ''\n"
        "for q, lists in per_query(R).items():\n"
        "    ls = list(lists.values())\n"
        "    best = min(kemeny_cost(o, ls) for o in itertools.permutations(SYSTEMS))\n"
        "    got = kemeny_cost(list(res[q]), ls)\n"
        "    msg = msg or ('' if got == best and len(res[q]) == 5 else '%s: cost %d, optimum %d' % (q, got, best))\n"
        "report(msg)\n",
        why="Kemeny 1959: the order of least total Kendall distance, by brute force over 5! orders (the DP is exact "
            "up to exact_max = 12 systems: rankagg methods kemeny)"))
    cases.append(ok(
        "u27g_combsum_flat_listener", "rankagg.fuse(..., method='combsum'): a listener who rated every system 3 on "
        "some sentences (a flat MOS list) beside the others",
        "import rankagg\nR = ratings(scale='mos', seed=13)\n"
        "for q in list(R['L02'])[:4]:\n    R['L02'][q] = {s: 3 for s in SYSTEMS}\n"
        "res = rankagg.fuse(R, method='combsum')\n"
        "refs = {q: combsum_minmax_ref(l) for q, l in per_query(R).items()}\n" + mem,
        why="docs/conventions.md: under minmax a list whose scores are all equal gives each document 1"))
    cases.append(ok(
        "u27g_partial_lists_borda", "rankagg.fuse(..., method='borda'): BeaqleJS's MaxTestsPerRun left some "
        "listeners with three of the five systems on some sentences (the reference always there)",
        "import rankagg\nR = ratings(seed=15, drop={'L02': 0.4, 'L05': 0.5, 'L08': 0.3})\n"
        "res = rankagg.fuse(R, method='borda')\n"
        "refs = {q: borda_ref(l) for q, l in per_query(R).items()}\n" + mem,
        why="rankagg methods borda: (n - k + 1) / 2 for each system a list lacks"))
    cases.append(ok(
        "u27g_weighted_rrf_panels", "rankagg.Fuser('rrf', weights=...) over three listener panels (experts 2, "
        "students 1, crowd 0.5), per test set (set_A/utt_017, set_B/utt_018, ...)",
        "import rankagg\nW = {'experts': 2.0, 'students': 1.0, 'crowd': 0.5}\n"
        "R = ratings(listeners=list(W), seed=17, names=test_set)\nf = rankagg.Fuser('rrf', weights=W)\nmsg = ''\n"
        "for q, lists in per_query(R).items():\n"
        "    msg = msg or agree(f(lists), rrf_ref(lists, 60.0, W), written=False)\n"
        "report(msg)\n",
        why="Cormack et al. 2009: sum w / (60 + r); README's Fuser"))
    cases.append(ok(
        "u27g_long_frame_mos", "rankagg.fuse(DataFrame qid, docid, run, score) of MOS ratings, method='combmnz', "
        "the frame as pandas reads the ratings table",
        "import rankagg, pandas as pd\nR = ratings(scale='mos', seed=19, drop={'L03': 0.5})\n"
        "df = pd.DataFrame(frame_rows(R), columns=['qid', 'docid', 'run', 'score'])\n"
        "res = rankagg.fuse(df, method='combmnz')\n"
        "rows = {q: list(zip(g.sort_values('rank')['docid'], g.sort_values('rank')['score'])) "
        "for q, g in res.groupby('qid')}\n"
        "refs = {q: combmnz_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all(rows, refs, written=False))\n",
        why="README: a long DataFrame in, a frame back; CombMNZ over min-max scores (Fox & Shaw 1994)"))
    cases.append(ok(
        "u27g_evaluate_against_mos_grades", "rankagg.evaluate(fused MUSHRA order, MOS grades, ['nDCG@3', 'AP', "
        "'P@2']): does the listeners' consensus agree with last month's MOS test",
        "import rankagg\nR = ratings(seed=21, noise=3.0)\nres = rankagg.fuse(R, method='borda')\nqrels = mos_grades()\n"
        "got = rankagg.evaluate(res, qrels, ['nDCG@3', 'AP', 'P@2'])\n"
        "refs = {q: borda_ref(l) for q, l in per_query(R).items()}\n"
        "orders = {q: fused_order(r) for q, r in refs.items()}\n"
        "want = {'nDCG@3': sum(ndcg(o, qrels[q], 3) for q, o in orders.items()) / len(orders), "
        "'AP': sum(ap(o, qrels[q]) for q, o in orders.items()) / len(orders), "
        "'P@2': sum(prec(o, qrels[q], 2) for q, o in orders.items()) / len(orders)}\n"
        "report('' if all(abs(got[m] - want[m]) < 1e-9 for m in want) and 0 < want['nDCG@3'] < 1 "
        "else '%r vs %r' % (got, want))\n",
        why="trec_eval's ndcg_cut.3 (linear gains), map and P.2 (references.TREC_MEASURES)"))
    cases.append(ok(
        "u27g_ab_copeland_records", "rankagg.fuse(records query, item_a, item_b, outcome, method='copeland'): an "
        "A/B test's answers ('no preference' a tie) as comparisons",
        "import rankagg\nrec = ab_records()\n"
        "res = rankagg.fuse([{'query': q, 'item_a': a, 'item_b': b, 'outcome': o} for q, a, b, o in rec], "
        "method='copeland')\n"
        "want = copeland_ref([(a, b, o) for _, a, b, o in rec])\n"
        "got = dict(zip(res['item'], res['score']))\n"
        "order = list(res.sort_values('rank')['item'])\n"
        "report('' if got == want and all(want[x] >= want[y] for x, y in zip(order, order[1:])) "
        "else '%r vs %r' % (got, want))\n",
        why="docs/preferences.md: a tie counts half each way; Copeland 1951: majority wins minus losses"))
    cases.append(ok(
        "u27g_ab_borda_wins_frame", "rankagg.fuse(DataFrame query, item_a, item_b, outcome, judge, "
        "method='borda_wins'): the A/B answers with the listener as judge",
        "import rankagg, pandas as pd\nrec = ab_records(seed=23)\n"
        "df = pd.DataFrame([(q, a, b, o, LISTENERS[i % 12]) for i, (q, a, b, o) in enumerate(rec)], "
        "columns=['query', 'item_a', 'item_b', 'outcome', 'judge'])\n"
        "res = rankagg.fuse(df, method='borda_wins')\n"
        "want = wins_ref([(a, b, o) for _, a, b, o in rec])\n"
        "got = dict(zip(res['item'], res['score']))\n"
        "report('' if set(got) == set(want) and all(abs(got[k] - want[k]) < 1e-12 for k in want) "
        "else '%r vs %r' % (got, want))\n",
        why="docs/preferences.md: borda_wins counts wins, a tie half"))
    cases.append(ok(
        "u27g_one_listener_only_sentence", "rankagg.fuse(..., method='rrf'): a sentence only one listener rated (a "
        "late addition to the test), beside eight every listener rated",
        "import rankagg\nR = ratings(listeners=LISTENERS[:5], seed=25)\n"
        "R['L03']['LJ050-0999'] = {'ground_truth': 100, 'vits': 64, 'xtts_v2': 64}\n"
        "res = rankagg.fuse(R, method='rrf')\n"
        "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n" + mem,
        why="Cormack et al. 2009: a query is fused over the runs that hold it"))

    # --- the command line ------------------------------------------------------------------------------------------
    cases.append(cli_ok(
        "u27g_cli_rrf_listener_runs", "rankagg fuse L01.run ... L04.run --method rrf -o order.run: one run per "
        "listener, MUSHRA scores, sentences as queries",
        ["fuse", *_RUNS4, "--method", "rrf", "-o", "order.run"], None, _cli_check("rrf", f"listeners={_L4}, seed=31"),
        setup=_runs_setup(f"listeners={_L4}, seed=31"),
        why="Cormack et al. 2009; TREC lines ranked by score (docs/conventions.md)"))
    cases.append(cli_ok(
        "u27g_cli_borda_weights_file", "rankagg fuse ... --method borda --weights weights.txt ('NAME W' lines: the "
        "trained listeners count double)",
        ["fuse", *_RUNS4, "--method", "borda", "--weights", "weights.txt", "-o", "order.run"],
        {"weights.txt": "L01 2\nL02 2\nL03 1\nL04 0.5\n"},
        _cli_check("borda", f"listeners={_L4}, seed=33, scale='mos'", "{'L01': 2, 'L02': 2, 'L03': 1, 'L04': 0.5}"),
        setup=_runs_setup(f"listeners={_L4}, seed=33, scale='mos'"),
        why="rankagg fuse --help: --weights FILE of 'NAME W' lines; weighted Borda"))
    cases.append(cli_ok(
        "u27g_cli_combsum_depth_3", "rankagg fuse ... --method combsum --depth 3: the three best systems per "
        "sentence for the paper's table, some listeners' lists partial",
        ["fuse", *_RUNS4, "--method", "combsum", "--depth", "3", "-o", "order.run"], None,
        _cli_check("combsum", f"listeners={_L4}, seed=35, drop={{'L02': 0.4}}", depth=3),
        setup=_runs_setup(f"listeners={_L4}, seed=35, drop={{'L02': 0.4}}"),
        why="rankagg methods combsum over min-max scores; --depth 3"))
    cases.append(cli_ok(
        "u27g_cli_test_set_ids_gz_parquet", "rankagg fuse L01.run.gz L02.run.gz L03.run.gz --method rrf -o "
        "order.parquet: test-set ids with a slash (set_B/utt_017), gzipped runs, a Parquet table out",
        ["fuse", "L01.run.gz", "L02.run.gz", "L03.run.gz", "--method", "rrf", "-o", "order.parquet"], None,
        lambda out, folder: _report(
            "import pandas as pd\nt = pd.read_parquet(FOLDER + '/order.parquet')\n"
            "R = ratings(listeners=['L01', 'L02', 'L03'], seed=37, names=test_set)\n"
            "rows = {q: list(zip(g.sort_values('rank')['doc_id'], g.sort_values('rank')['score'])) "
            "for q, g in t.groupby('q_id')}\n"
            "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
            "report(agree_all(rows, refs))\n", folder),
        setup=reference_setup(_REF, "import gzip\n"
                              "for t, run in ratings(listeners=['L01', 'L02', 'L03'], seed=37, names=test_set).items():\n"
                              "    open(P(t + '.run.gz'), 'wb').write(gzip.compress(run_text(run, t).encode(), mtime=0))\n"),
        why="docs/conventions.md: -o names a TREC run or a Parquet table; runs may be gzipped"))
    cases.append(cli_ok(
        "u27g_cli_evaluate_mos_qrels", "rankagg evaluate order.run --qrels mos.qrels -m ndcg_cut.3 -m map: the "
        "fused order against the MOS grades (0-3)",
        ["evaluate", "order.run", "--qrels", "mos.qrels", "-m", "ndcg_cut.3", "-m", "map"], None,
        lambda out, folder: _report(
            TREC_MEASURES + "rows = read_run(open(FOLDER + '/order.run').read())\nqrels = mos_grades()\n"
            "orders = {q: [d for d, _ in sorted(r, key=lambda x: (x[1], x[0].encode()), reverse=True)] "
            "for q, r in rows.items()}\n"
            "n3 = sum(ndcg(o, qrels[q], 3) for q, o in orders.items()) / len(orders)\n"
            "m = sum(ap(o, qrels[q]) for q, o in orders.items()) / len(orders)\n"
            "nums = {}\nfor line in OUT.splitlines():\n    f = line.split()\n"
            "    if len(f) >= 3 and f[-2] == 'all':\n        nums[f[0].lower()] = float(f[-1])\n"
            "a, b = nums.get('ndcg_cut_3', nums.get('ndcg@3')), nums.get('map', nums.get('ap'))\n"
            "report('' if None not in (a, b) and abs(a - n3) < 1e-4 and abs(b - m) < 1e-4 and 0 < n3 < 1 "
            "else 'got %r want %r %r' % (nums, n3, m))\n".replace("OUT", repr(out)), folder),
        setup=reference_setup(_REF, "R = ratings(seed=39, noise=2.0)\n"
                              "refs = {q: borda_ref(l) for q, l in per_query(R).items()}\n"
                              "lines = []\nfor q, r in refs.items():\n"
                              "    lines += ['%s Q0 %s %d %r fused' % (q, d, i, r[0][d]) for i, d in "
                              "enumerate(trec_order(r[0]), 1)]\n"
                              "open(P('order.run'), 'w').write('\\n'.join(lines) + '\\n')\n"
                              "open(P('mos.qrels'), 'w').write(''.join('%s 0 %s %d\\n' % (q, s, g) "
                              "for q, j in mos_grades().items() for s, g in j.items()))\n"),
        why="trec_eval's ndcg_cut.3 (linear gains over the grades) and map (grades above 0 relevant)"))
    cases.append(cli_ok(
        "u27g_cli_ab_comparisons_csv", "rankagg fuse ab_comparisons.csv --method copeland -o ab_ranking.csv: the A/B "
        "test written as rankagg's comparison table (query, item_a, item_b, outcome)",
        ["fuse", "ab_comparisons.csv", "--method", "copeland", "-o", "ab_ranking.csv"], None,
        lambda out, folder: _report(
            "import pandas as pd\nt = pd.read_csv(FOLDER + '/ab_ranking.csv')\nrec = ab_records(seed=41)\n"
            "want = copeland_ref([(a, b, o) for _, a, b, o in rec])\n"
            "got = dict(zip(t['item'], t['score']))\n"
            "report('' if got == want else '%r vs %r' % (got, want))\n", folder),
        setup=reference_setup(_REF, "open(P('ab_comparisons.csv'), 'w').write('query,item_a,item_b,outcome\\n' + "
                              "''.join('%s,%s,%s,%s\\n' % r for r in ab_records(seed=41)))\n"),
        why="docs/preferences.md: a CSV with an outcome column is a comparison table; a tie half each way; Copeland"))
    cases.append(cli_ok(
        "u27g_cli_kemeny_exact_listeners", "rankagg fuse L01.run ... L04.run --method 'kemeny(solver=exact)': the "
        "proven Kemeny consensus of four listeners over five systems",
        ["fuse", *_RUNS4, "--method", "kemeny(solver=exact)", "-o", "order.run"], None,
        lambda out, folder: _report(
            f"R = ratings(listeners={_L4}, seed=43, noise=2.5)\nrows = read_run(open(FOLDER + '/order.run').read())\n"
            "msg = ''\nfor q, lists in per_query(R).items():\n    ls = list(lists.values())\n"
            "    best = min(kemeny_cost(o, ls) for o in itertools.permutations(SYSTEMS))\n"
            "    got = kemeny_cost([d for d, _ in rows[q]], ls)\n"
            "    msg = msg or ('' if got == best else '%s: cost %d, optimum %d' % (q, got, best))\n"
            "report(msg)\n", folder),
        setup=_runs_setup(f"listeners={_L4}, seed=43, noise=2.5"),
        why="Kemeny 1959 by brute force over 5! orders; docs/preferences.md: solver=exact proves the optimum"))

    # --- the team's files given where runs are read: named by their format or tool, at the first line ---------------
    tool_files = [
        ("u27g_webmushra_csv_as_run", "webMUSHRA's results CSV (session_test_id, trial_id, rating_stimulus, "
         "rating_score, rating_time, rating_comment)", "mushra.csv", _WEBMUSHRA, "webMUSHRA", "mushra.csv:1"),
        ("u27g_beaqlejs_json_as_run", "BeaqleJS's JSON results (TestName, UserName, TestResults with a rating per "
         "stimulus)", "beaqle_L03.json", _BEAQLE, "BeaqleJS", "beaqle_L03.json"),
        ("u27g_prolific_export_as_run", "a Prolific export of the test's submissions (Submission id, Participant id, "
         "Status, Started at, ...)", "prolific_export.csv", _PROLIFIC, "Prolific", "prolific_export.csv:1"),
        ("u27g_mturk_batch_as_run", "an MTurk batch results CSV (HITId, HITTypeId, ..., WorkerId, Input.audio_url, "
         "Answer.rating)", "Batch_5123456_batch_results.csv", _MTURK, "MTurk", "Batch_5123456_batch_results.csv:1"),
        ("u27g_bvcc_mos_list_as_run", "the VoiceMOS challenge's BVCC train_mos_list.txt (a wav and its mean "
         "rating, comma-separated)", "train_mos_list.txt", _BVCC, "MOS", "train_mos_list.txt:1"),
        ("u27g_somos_mos_csv_as_run", "SOMOS's MOS list (utteranceId, mean)", "somos_mos_list.csv", _SOMOS, "MOS",
         "somos_mos_list.csv:1"),
        ("u27g_utmos_answer_as_run", "UTMOS22's predictions as the challenge's answer.txt (utterance_system, "
         "predicted MOS)", "answer.txt", _UTMOS, "MOS", "answer.txt:1"),
        ("u27g_ab_test_csv_as_run", "the A/B test's CSV (listener, pair, choice: A, B or no preference)",
         "ab_test.csv", _AB, "A/B", "ab_test.csv:1"),
        ("u27g_p808_votes_per_file_as_run", "ITU-T P.808's votes per clip (file_url, n, MOS, std, 95%CI)",
         "Batch_5123456_votes_per_file.csv", _P808_FILE, "P.808", "Batch_5123456_votes_per_file.csv:1"),
        ("u27g_textgrid_as_run", "a Praat TextGrid of a sentence's word alignment (File type = \"ooTextFile\")",
         "LJ050-0241.TextGrid", _TEXTGRID, "Praat", "LJ050-0241.TextGrid:1"),
        ("u27g_sox_stats_as_run", "SoX's 'stats' dump of a stimulus (DC offset, Min level, ..., Length s)",
         "LJ050-0241.stats.txt", _SOX_STATS, "SoX", "LJ050-0241.stats.txt:1"),
        ("u27g_sox_info_as_run", "SoX's 'sox --i' dump of a stimulus (Input File, Channels, Sample Rate, ...)",
         "LJ050-0241.info.txt", _SOX_INFO, "SoX", "LJ050-0241.info.txt:"),
    ]
    binaries = [
        ("u27g_wav_as_run", "a stimulus itself (WAV, RIFF/WAVE)", "LJ050-0241.wav", _WAV, "WAV"),
        ("u27g_flac_as_run", "a stimulus as FLAC", "LJ050-0241.flac", _FLAC, "FLAC"),
    ]
    text_why = ("trec_eval refuses a line of other than six fields (a CSV's one field, a TextGrid's three, a SoX "
                "dump's two or four); the file is the listening test's tool's, named by what it is (a field count "
                "says nothing the team can act on)")
    binary_why = "audio holds no TREC line (trec_eval reads garbage); named by what it is, with what to give instead"
    for cid, what, name, content, tool, *where in tool_files + binaries:
        binary = isinstance(content, bytes)
        cases.append(cli_bad(
            cid, f"rankagg fuse {name} L01.run -o order.run: {what} given as a run",
            ["fuse", name, "L01.run", "--method", "rrf", "-o", "order.run"],
            {name: content, "L01.run": _ONE_RUN},
            name if binary else where[0], tool, why=binary_why if binary else text_why))

    # --- the judgements the team gives --------------------------------------------------------------------------------
    for cid, name, content, tool in [
            ("u27g_webmushra_csv_as_qrels", "mushra.csv", _WEBMUSHRA_FULL, "webMUSHRA"),
            ("u27g_bvcc_mos_list_as_qrels", "train_mos_list.txt", _BVCC, "MOS"),
            ("u27g_p808_votes_per_condition_as_qrels", "Batch_5123456_votes_per_cond.csv", _P808_COND, "P.808"),
            ("u27g_utmos_answer_as_qrels", "answer.txt", _UTMOS, "MOS"),
            ("u27g_textgrid_as_qrels", "LJ050-0241.TextGrid", _TEXTGRID, "Praat")]:
        cases.append(cli_bad(
            cid, f"rankagg evaluate L01.run --qrels {name}: the listening test's file given as the judgements",
            ["evaluate", "L01.run", "--qrels", name], {"L01.run": _ONE_RUN, name: content}, f"{name}:1", tool,
            outputs=(), why="trec_eval refuses a qrels line of other than four fields; the file is the test tool's, "
                            "named by what it is, with how to write the MOS grades as qrels"))

    # --- the A/B and MUSHRA tables where comparisons or runs are read --------------------------------------------------
    cases.append(cli_bad(
        "u27g_cli_ab_test_csv_as_comparisons", "rankagg fuse ab_test.csv --method copeland -o ab_ranking.csv: the A/B "
        "test's own CSV (listener, pair, choice) given as the comparison table",
        ["fuse", "ab_test.csv", "--method", "copeland", "-o", "ab_ranking.csv"], {"ab_test.csv": _AB},
        "ab_test.csv", "A/B", outputs=("ab_ranking.csv",),
        why="docs/preferences.md: a comparison table names item_a, item_b and outcome; the pair in one column and "
            "the choice as A/B name no item, so it is told how to write them"))
    cases.append(bad(
        "u27g_api_ab_frame", "rankagg.fuse(pd.read_csv('ab_test.csv'), method='copeland'): the A/B CSV as a frame",
        "import rankagg, pandas as pd\nrankagg.fuse(pd.read_csv('ab_test.csv'), method='copeland')\n",
        "A/B", files={"ab_test.csv": _AB},
        why="docs/preferences.md: comparisons need item_a, item_b, outcome; told what the table is"))
    cases.append(bad(
        "u27g_api_webmushra_frame", "rankagg.fuse(pd.read_csv('mushra.csv'), method='borda'): webMUSHRA's results "
        "as a frame", "import rankagg, pandas as pd\nrankagg.fuse(pd.read_csv('mushra.csv'), method='borda')\n",
        "webMUSHRA", files={"mushra.csv": _WEBMUSHRA_FULL},
        why="README: a frame of runs has qid, docid, score (and run) columns; webMUSHRA's columns are told so"))

    # --- other mistakes of the day ---------------------------------------------------------------------------------
    cases.append(cli_bad(
        "u27g_mos_decimal_comma", "rankagg fuse L01.run L02.run: a mean MOS written by a German spreadsheet, '3,75'",
        ["fuse", "L01.run", "L02.run", "--method", "rrf", "-o", "order.run"],
        {"L01.run": _ONE_RUN, "L02.run": "LJ050-0241 Q0 ground_truth 1 4,5 L02\nLJ050-0241 Q0 vits 2 3,75 L02\n"},
        "L02.run:1", why="trec_eval's atof reads '4,5' as 4; docs/conventions.md: a score is strtod on the whole "
                         "token, a non-numeric one refused at its line"))
    cases.append(cli_bad(
        "u27g_mos_as_fraction", "rankagg fuse L01.run L02.run: a rating written as '4/5'",
        ["fuse", "L01.run", "L02.run", "--method", "rrf", "-o", "order.run"],
        {"L01.run": _ONE_RUN, "L02.run": "LJ050-0241 Q0 ground_truth 1 5/5 L02\nLJ050-0241 Q0 vits 2 4/5 L02\n"},
        "L02.run:1", why="docs/conventions.md: a non-numeric score is refused at its line"))
    cases.append(cli_bad(
        "u27g_test_set_with_blank", "rankagg fuse L01.run L02.run: a test set named 'set B/utt 017' (blanks) in the "
        "first field", ["fuse", "L01.run", "L02.run", "--method", "rrf", "-o", "order.run"],
        {"L01.run": _ONE_RUN, "L02.run": "LJ050-0241 Q0 vits 1 70 L02\nset B/utt 017 Q0 vits 1 64 L02\n"},
        "L02.run:2", why="trec_eval splits fields at blanks: eight fields (a wrong field count, refused at its line)"))
    cases.append(bad(
        "u27g_api_system_with_blank", "rankagg.fuse({'L01': {'LJ050-0241': {'tacotron2 hifigan': 61, ...}}}): a "
        "system keyed by its display name",
        "import rankagg\nR = ratings(listeners=['L01', 'L02'], n_q=2)\n"
        "R['L02']['LJ050-0241']['tacotron2 hifigan'] = 61\nrankagg.fuse(R, method='borda')\n", "tacotron2 hifigan",
        why="docs/reliability.md: an id is a TREC token, no blank; refused naming it"))
    cases.append(bad(
        "u27g_api_weight_screened_listener", "rankagg.fuse(screened runs, method='rrf', weights={..., 'L07': 2}): a "
        "weight left for a listener the post-screening removed",
        "import rankagg\nR = ratings(listeners=['L01', 'L02', 'L03'], n_q=2)\n"
        "rankagg.fuse(R, method='rrf', weights={'L01': 1.0, 'L02': 1.0, 'L03': 1.0, 'L07': 2.0})\n", "L07",
        why="docs/reliability.md: weights that name no run are refused naming them (a weight silently dropped)"))
    cases.append(bad(
        "u27g_api_unrated_nan", "rankagg.fuse(frame) where one listener skipped a stimulus (webMUSHRA's empty "
        "rating read as NaN by pandas)",
        "import rankagg, pandas as pd\nR = ratings(listeners=['L01', 'L02'], n_q=2)\n"
        "df = pd.DataFrame(frame_rows(R), columns=['qid', 'docid', 'run', 'score']).astype({'score': float})\n"
        "df.loc[3, 'score'] = float('nan')\nrankagg.fuse(df, method='borda')\n", "score",
        why="docs/conventions.md: a missing score (NaN, None, pandas' NA) is refused as one"))
    cases.append(cli_bad(
        "u27g_cli_negative_weight_anchor", "rankagg fuse ... --weights L01=1,L02=-1: a negative weight meant to "
        "discount a listener who rated the anchor too high",
        ["fuse", "L01.run", "L02.run", "--method", "rrf", "--weights", "L01=1,L02=-1", "-o", "order.run"], None,
        "L02", setup=_runs_setup("listeners=['L01', 'L02'], n_q=3"),
        why="docs/reliability.md: a run weight is a number >= 0"))

    # --- the consensus written under a listening-test or speech format's name --------------------------------------
    for cid, argv_out, out_name, what, named in [
            ("u27g_out_wav", ["-o", "order.wav"], "order.wav", "WAV audio", ()),
            ("u27g_out_flac_gz_upper", ["-o", "ORDER.FLAC.gz"], "ORDER.FLAC.gz", "FLAC audio, upper case, gzipped", ()),
            ("u27g_out_textgrid", ["-o", "order.TextGrid"], "order.TextGrid", "a Praat TextGrid", ("TextGrid",)),
            ("u27g_out_pitchtier", ["-o", "order.PitchTier"], "order.PitchTier", "a Praat PitchTier", ("Praat",)),
            ("u27g_out_mlf", ["-o", "order.mlf"], "order.mlf", "an HTK master label file", ("HTK",)),
            ("u27g_out_htsvoice", ["-o", "order.htsvoice"], "order.htsvoice", "an HTS voice", ("HTS",)),
            ("u27g_out_lf0", ["-o", "order.lf0"], "order.lf0", "HTS / Merlin's log-F0 features", ()),
            ("u27g_explain_wav", ["-o", "order.run", "--explain", "why.wav"], "why.wav", "--explain as WAV audio", ()),
            ("u27g_explain_textgrid", ["-o", "order.run", "--explain", "why.TextGrid"], "why.TextGrid",
             "--explain as a TextGrid", ())]:
        cases.append(cli_bad(
            cid, f"rankagg fuse L01.run L02.run --method borda {' '.join(argv_out)}: {what}; TREC or JSON lines under "
            "that name are read by no tool that opens it",
            ["fuse", "L01.run", "L02.run", "--method", "borda", *argv_out], None, out_name, *named,
            outputs=(out_name, "order.run"), setup=_runs_setup("listeners=['L01', 'L02'], seed=45"),
            why="issue 45: every output reads back; rankagg/io/output_names.py names each format's suffix"))
    cases.append(cli_ok(
        "u27g_out_w64_stays_free", "rankagg fuse L01.run L02.run --method borda -o order.w64: Sony Wave64's suffix, a "
        "letter and digits, as a run's own name ('w64', 'w12') is written",
        ["fuse", "L01.run", "L02.run", "--method", "borda", "-o", "order.w64"], None,
        _cli_check("borda", "listeners=['L01', 'L02'], seed=45", output="order.w64"),
        setup=_runs_setup("listeners=['L01', 'L02'], seed=45"),
        why="docs/conventions.md: a run's common names stay free, a short suffix with a digit (e01, w12) among them; "
            "Borda n - r + 1"))
    return cases
