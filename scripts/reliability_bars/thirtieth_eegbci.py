"""Issue 45's thirtieth bar of scripts/reliability_matrix.py, a brain-computer-interface team's ranking of decoding pipelines across EEG datasets and subjects (MOABB results, EDF/BDF, BrainVision, GDF, MNE .fif, EEGLAB .set, BIDS tables) (its cases, ids ``u30d_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's.

The team's day: each subject of a MOABB dataset (``BNCI2014_001/subject_3``, ``Lee2019_MI/S12``, a session
``BNCI2014_001/subject_2/1test``) is a query and each decoding pipeline (``CSP+LDA``, ``TS+LR``, ``EEGNet``,
``FBCSP+SVM``, ``MDM``) a document; the runs are the cross-validation folds (``fold1`` ... ``fold5``) or MOABB's
evaluations (within-session, cross-session, cross-subject).  Scores are accuracies, ROC-AUCs or Cohen's kappa (higher
is better; a kappa below chance is negative), one per fold.  The folds' rankings are fused with Borda, RRF, CombSUM,
CombMNZ and Kemeny (five pipelines), pairwise significance (MOABB's one-tailed tests: pipe1 significantly better, worse
or neither) as comparisons (Copeland), and the fused order judged against the grades of last year's meta-analysis
(the significantly best pipelines 2).  The mistakes and odd files: the field's own files given where runs, qrels or
comparisons are read (MOABB's results CSV and its compute_dataset_statistics table, a BrainVision header and marker
file, MNE's annotations, an OpenViBE CSV, BIDS channels.tsv, events.tsv and eeg.json, skorch's / braindecode's
history.json; the recordings themselves: EDF, EDF+, BDF, GDF from BCI Competition IV, MNE's .fif, XDF, an EEGLAB .set,
plain and gzipped), scores in the field's forms ('81.25%', a failed fold's NaN), pipelines with blanks, a weight for
a subject, MOABB's Stouffer meta-analysis asked for as a method, and the fused order named for the field's formats
(``.edf``, ``.bdf``, ``.vhdr``, ``.fif``, ``.set``, ``.xdf``).

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES, Kemeny by brute force over the 120
orders of five pipelines, Copeland by hand."""

from __future__ import annotations

import gzip
import struct

from .case import Case, command_cases, reference_setup, snippet_cases, fusion_checks
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
    SEEDED_UNIFORM, TREC_MEASURES)

THIRTIETH_EEGBCI = "45 Unseen inputs: a thirtieth bar, a brain-computer-interface team's ranking of decoding pipelines across EEG datasets and subjects (MOABB results, EDF/BDF, BrainVision, GDF, MNE .fif, EEGLAB .set, BIDS tables)"

_DATA = r'''
import itertools, json, math, subprocess, sys
'''[1:] + SEEDED_UNIFORM + r'''FOLDS = ['fold%d' % i for i in range(1, 6)]
PIPELINES = ['CSP+LDA', 'TS+LR', 'EEGNet', 'FBCSP+SVM', 'MDM']
SKILL = {'TS+LR': 0.78, 'EEGNet': 0.75, 'FBCSP+SVM': 0.72, 'CSP+LDA': 0.67, 'MDM': 0.63}
DATASETS = ['BNCI2014_001', 'Lee2019_MI', 'Cho2017', 'PhysionetMI']
def subj(k):
    d = DATASETS[k % 4]
    return '%s/%s' % (d, 'S%d' % (12 + k) if d == 'Lee2019_MI' else 'subject_%d' % (3 + k))
def session(k):
    return 'BNCI2014_001/subject_%d/%s' % (1 + k // 2, ('0train', '1test')[k % 2])
def scores(folds=FOLDS, n_q=8, seed=3, metric='accuracy', drop=None, names=subj, noise=1.0):
    """{fold: {subject: {pipeline: score}}}: a subject's difficulty shared by every fold, accuracies to 4 decimals
    (ties happen), or Cohen's kappa of a two-class task ((acc - 0.5) / 0.5: negative below chance); ``drop``: {fold:
    share of the pipelines (never CSP+LDA) that fold lacks (EEGNet ran out of GPU memory)}"""
    g = lcg(seed)
    hard = [0.3 * (next(g) - 0.5) for _ in range(n_q)]
    out = {}
    for f in folds:
        out[f] = {}
        for k in range(n_q):
            p = {}
            for s in PIPELINES:
                u, v = next(g), next(g)
                if s != 'CSP+LDA' and v < (drop or {}).get(f, 0.0):
                    continue
                acc = min(1.0, max(0.0, SKILL[s] + hard[k] + noise * 0.3 * (u - 0.5)))
                p[s] = round((acc - 0.5) / 0.5 if metric == 'kappa' else acc, 4)
            out[f][names(k)] = p
    return out
def grades(n_q=8, names=subj):
    """last year's meta-analysis: TS+LR and EEGNet significantly best (2), FBCSP+SVM and CSP+LDA 1, MDM 0"""
    g = {'TS+LR': 2, 'EEGNet': 2, 'FBCSP+SVM': 1, 'CSP+LDA': 1, 'MDM': 0}
    return {names(k): dict(g) for k in range(n_q)}
def kendall_total(order, lists):
    """the Kemeny objective: over every list and every pair it ranks, 1 when ``order`` puts the pair the other way"""
    where = {d: i for i, d in enumerate(order)}
    total = 0
    for p in lists:
        ranked = desc_order(p)
        total += sum(1 for a, b in itertools.combinations(ranked, 2) if where[a] > where[b])
    return total
def significance(seed=5):
    """MOABB's one-tailed tests per dataset and pair: 'win' when pipe1 is significantly better (p < 0.05), 'loss'
    when significantly worse (p > 0.95), else 'tie'"""
    g = lcg(seed)
    out = []
    for d in DATASETS:
        for a, b in itertools.combinations(PIPELINES, 2):
            z = (SKILL[a] - SKILL[b]) / 0.03 + 2.0 * (next(g) - 0.5)
            out.append((d, a, b, 'win' if z > 1.645 else ('loss' if z < -1.645 else 'tie')))
    return out
def copeland_by_hand(records):
    """Copeland 1951 per query (docs/preferences.md: each query is ranked apart), {query: {item: score}}: for each
    pair, the side with more wins (a tie half each) beats the other: +1 to the winner, -1 to the loser, 0 when even"""
    out = {}
    for q in sorted({r[0] for r in records}):
        out[q] = copeland_one([r for r in records if r[0] == q])
    return out
def copeland_one(records):
    tally = {}
    for _, a, b, o in records:
        key = tuple(sorted((a, b)))
        pts = {'win': 1.0, 'tie': 0.5, 'loss': 0.0}[o]
        t = tally.setdefault(key, {key[0]: 0.0, key[1]: 0.0})
        t[a] += pts
        t[b] += 1.0 - pts
    score = {x: 0.0 for r in records for x in r[1:3]}
    for (a, b), t in tally.items():
        s = (t[a] > t[b]) - (t[a] < t[b])
        score[a] += s
        score[b] -= s
    return score
def evaluate_numbers(out):
    nums = {}
    for line in out.splitlines():
        f = line.split()
        if len(f) >= 3 and f[-2] == 'all':
            nums[f[0].lower()] = float(f[-1])
    return nums
''' + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

#: report(code, folder), runs_setup(args, code), cli_check(method, ...): the bars' shared helpers
_report, _runs_setup, _cli_check = fusion_checks(_REF, "scores", "ranking.run")

_F4 = ["fold1", "fold2", "fold3", "fold4"]
_RUNS4 = [f"{f}.run" for f in _F4]
_OUT = ("ranking.run",)
_Q = "BNCI2014_001/subject_3"
_ONE_RUN = (f"{_Q} Q0 TS+LR 1 0.8125 fold1\n{_Q} Q0 EEGNet 2 0.7917 fold1\n{_Q} Q0 FBCSP+SVM 3 0.7604 fold1\n"
            f"{_Q} Q0 CSP+LDA 4 0.7083 fold1\n{_Q} Q0 MDM 5 0.6528 fold1\n")

# the team's files, as their tools write them (a few rows)
# MOABB's results: evaluation.process(pipelines) as a frame, saved by pandas with its index (to_csv) and without
_MOABB = (",score,time,samples,subject,session,channels,n_sessions,dataset,pipeline\n"
          "0,0.8125,1.8734,144.0,3,0train,22,2,BNCI2014-001,CSP+LDA\n"
          "1,0.7917,1.9021,144.0,3,1test,22,2,BNCI2014-001,CSP+LDA\n"
          "2,0.8611,3.2210,144.0,3,0train,22,2,BNCI2014-001,TS+LR\n"
          "3,0.8403,3.1987,144.0,3,1test,22,2,BNCI2014-001,TS+LR\n")
_MOABB_PLAIN = ("score,time,samples,subject,session,channels,n_sessions,dataset,pipeline\n"
                "0.9125,12.4410,200.0,12,0,62,2,Lee2019-MI,EEGNet\n"
                "0.8850,12.1033,200.0,12,1,62,2,Lee2019-MI,EEGNet\n"
                "0.7700,0.9081,200.0,12,0,62,2,Lee2019-MI,CSP+LDA\n")
# moabb.analysis.meta_analysis.compute_dataset_statistics(results).to_csv('stats.csv')
_MOABB_STATS = (",dataset,index,pipe1,pipe2,p,smd,nsub\n"
                "0,BNCI2014-001,0,CSP+LDA,CSP+LDA,0.0,0.0,9\n"
                "1,BNCI2014-001,1,TS+LR,CSP+LDA,0.001953125,1.4212,9\n"
                "2,BNCI2014-001,2,CSP+LDA,TS+LR,0.998046875,-1.4212,9\n"
                "3,BNCI2014-001,3,TS+LR,TS+LR,0.0,0.0,9\n")
_VHDR = ("Brain Vision Data Exchange Header File Version 1.0\n; Data created by the Vision Recorder\n\n"
         "[Common Infos]\nCodepage=UTF-8\nDataFile=sub-03_task-imagery_eeg.eeg\n"
         "MarkerFile=sub-03_task-imagery_eeg.vmrk\nDataFormat=BINARY\n"
         "; Data orientation: MULTIPLEXED=ch1,pt1, ch2,pt1 ...\nDataOrientation=MULTIPLEXED\nNumberOfChannels=3\n"
         "; Sampling interval in microseconds\nSamplingInterval=4000\n\n[Binary Infos]\nBinaryFormat=INT_16\n\n"
         "[Channel Infos]\n; Each entry: Ch<Channel number>=<Name>,<Reference channel name>,\n"
         "; <Resolution in \"Unit\">,<Unit>, Future extensions..\nCh1=C3,,0.1,\u00b5V\nCh2=Cz,,0.1,\u00b5V\n"
         "Ch3=C4,,0.1,\u00b5V\n")
_VMRK = ("Brain Vision Data Exchange Marker File, Version 1.0\n\n[Common Infos]\nCodepage=UTF-8\n"
         "DataFile=sub-03_task-imagery_eeg.eeg\n\n[Marker Infos]\n"
         "; Each entry: Mk<Marker number>=<Type>,<Description>,<Position in data points>,\n"
         "; <Size in data points>, <Channel number (0 = marker is related to all channels)>\n"
         "; Fields are delimited by commas, some fields might be omitted (empty).\n"
         "; Commas in type or description text are coded as \"\\1\".\n"
         "Mk1=New Segment,,1,1,0,20261130100211123456\nMk2=Stimulus,S  1,5012,1,0\nMk3=Stimulus,S  2,6012,1,0\n")
# raw.annotations.save('sub-03_annot.txt'): MNE's text form
_MNE_ANNOT = ("# MNE-Annotations\n# onset, duration, description\n3.004,4.0,left_hand\n11.512,4.0,right_hand\n"
              "19.996,4.0,feet\n")
# OpenViBE 2's CSV writer: the sampling rate in the first header cell, then the channels and the stimulations
_OPENVIBE = ("Time:250Hz,Epoch,C3,Cz,C4,Event Id,Event Date,Event Duration\n"
             "0.0000000000,0,-3.2100000000,1.0040000000,2.7700000000,,,\n"
             "0.0040000000,0,-2.9800000000,0.8810000000,2.5100000000,33025,0.0040000000,0.0000000000\n")
_CHANNELS_TSV = ("name\ttype\tunits\tlow_cutoff\thigh_cutoff\tstatus\nC3\tEEG\tuV\t0.5\t100\tgood\n"
                 "Cz\tEEG\tuV\t0.5\t100\tgood\nC4\tEEG\tuV\t0.5\t100\tbad\nEOG1\tEOG\tuV\t0.5\t100\tgood\n")
_EVENTS_TSV = ("onset\tduration\ttrial_type\tvalue\tsample\n3.004\t4.0\tleft_hand\t1\t751\n"
               "11.512\t4.0\tright_hand\t2\t2878\n19.996\t4.0\tfeet\t3\t4999\n")
_EEG_JSON = ('{\n    "TaskName": "imagery",\n    "TaskDescription": "4-class motor imagery",\n'
             '    "EEGReference": "left mastoid",\n    "SamplingFrequency": 250,\n    "PowerLineFrequency": 50,\n'
             '    "SoftwareFilters": "n/a",\n    "EEGChannelCount": 22,\n    "EOGChannelCount": 3,\n'
             '    "RecordingType": "continuous"\n}\n')
# skorch's History as braindecode's trainer saves it (net.save_params(f_history='history.json'))
_HISTORY = ('[{"batches": [{"train_loss": 1.3911, "train_batch_size": 64}, {"train_loss": 1.3702, '
            '"train_batch_size": 64}], "epoch": 1, "train_batch_count": 2, "valid_batch_count": 1, "dur": 3.2141, '
            '"train_loss": 1.3807, "train_loss_best": true, "valid_loss": 1.3655, "valid_loss_best": true, '
            '"train_accuracy": 0.3125, "valid_accuracy": 0.2951, "lr": 0.000625},\n'
            ' {"batches": [], "epoch": 2, "train_batch_count": 2, "valid_batch_count": 1, "dur": 3.1009, '
            '"train_loss": 1.3012, "train_loss_best": true, "valid_loss": 1.3318, "valid_loss_best": true, '
            '"train_accuracy": 0.4010, "valid_accuracy": 0.3646, "lr": 0.000624}]\n')


def _edf(version: bytes = b"0       ", reserved: bytes = b"", patient: bytes = b"sub-03",
         recording: bytes = b"BCI motor imagery run 1") -> bytes:
    """An EDF (or BDF: the version 0xFF 'BIOSEMI') file: its 256-byte ASCII header, a 256-byte header per signal,
    then a data record of 16-bit (BDF: 24-bit) samples."""
    labels = [b"EEG C3", b"EEG C4"]
    head = (version + patient.ljust(80) + recording.ljust(80) + b"30.11.26" + b"10.02.11"
            + str(256 * (len(labels) + 1)).encode().ljust(8) + reserved.ljust(44) + b"1".ljust(8) + b"1".ljust(8)
            + str(len(labels)).encode().ljust(4))
    for width, value in [(16, None), (80, b"AgAgCl electrode"), (8, b"uV"), (8, b"-3200"), (8, b"3200"),
                         (8, b"-32768"), (8, b"32767"), (80, b"HP:0.5Hz LP:100Hz"), (8, b"4"), (32, b"")]:
        head += b"".join((value if value is not None else label).ljust(width) for label in labels)
    return head + struct.pack("<8h", 12, -40, 300, 2, 0, 7, -1, 5)


_EDF = _edf()
_EDF_PLUS = _edf(reserved=b"EDF+C", patient=b"X M 01-JAN-1990 sub-03",
                 recording=b"Startdate 30-NOV-2026 X X BioSemi_ActiveTwo")
_BDF = _edf(version=b"\xffBIOSEMI", reserved=b"24BIT")
# BCI Competition IV 2a's A01T.gdf: 'GDF 2.10', the patient, reserved, the recording, ...
_GDF = b"GDF 2.10" + b"X X A01T".ljust(66) + bytes(10) + bytes([2, 0, 0, 0]) + b"BCI Competition IV 2a".ljust(64) \
    + bytes(104)
# MNE's .fif: tags of (kind, type, size, next), big-endian: FIFF_FILE_ID (100, an id struct of 20 bytes), then
# FIFF_DIR_POINTER (101) and FIFF_BLOCK_START (104) of the measurement block (100)
_FIF = (struct.pack(">4i", 100, 31, 20, 0) + struct.pack(">5i", 0x00010003, 0x12345678, 0x9ABC, 1764496931, 123456)
        + struct.pack(">4i", 101, 3, 4, 0) + struct.pack(">i", -1) + struct.pack(">4i", 104, 3, 4, 0)
        + struct.pack(">i", 100))
# Lab Streaming Layer's XDF: 'XDF:', then chunks (number of length bytes, length, tag 1 = the file header's XML)
_XDF_XML = b'<?xml version="1.0"?><info><version>1.0</version><datetime>2026-11-30T10:02:11+0000</datetime></info>'
_XDF = b"XDF:" + bytes([1, len(_XDF_XML) + 2]) + struct.pack("<H", 1) + _XDF_XML
# EEGLAB's pop_saveset: a MATLAB 5.0 MAT-file (116 bytes of text, the subsystem offset, version 0x0100, 'IM')
_SET = (b"MATLAB 5.0 MAT-file, Platform: GLNXA64, Created on: Mon Nov 30 10:02:11 2026".ljust(116) + bytes(8)
        + struct.pack("<H", 0x0100) + b"IM" + struct.pack("<II", 14, 48) + bytes(48))


def thirtieth_bar_eegbci_cases() -> list[Case]:
    G = THIRTIETH_EEGBCI
    ok, bad = snippet_cases(G, _REF + TREC_MEASURES, ok_timeout=180, bad_timeout=90)
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    cases: list[Case] = []
    mem = "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n"

    # --- the day's answers through the Python API, checked against references computed by hand ---------------------
    cases.append(ok(
        "u30d_borda_folds", "rankagg.fuse({fold: {subject: {pipeline: accuracy}}}, method='borda'): five folds' "
        "accuracies per subject of four MOABB datasets",
        "import rankagg\nR = scores()\nres = rankagg.fuse(R, method='borda')\n"
        "refs = {q: borda_ref(l) for q, l in per_query(R).items()}\n" + mem,
        why="Aslam & Montague 2001: n - r + 1 points; accuracies to 4 decimals tie, the house rule orders them"))
    cases.append(ok(
        "u30d_rrf_weighted_evaluations", "rankagg.Fuser('rrf', weights=...) over MOABB's three evaluations "
        "(within-session 2, cross-session 1, cross-subject 0.5), per subject",
        "import rankagg\nW = {'WithinSession': 2.0, 'CrossSession': 1.0, 'CrossSubject': 0.5}\n"
        "R = scores(folds=list(W), seed=7)\nf = rankagg.Fuser('rrf', weights=W)\nmsg = ''\n"
        "for q, lists in per_query(R).items():\n"
        "    msg = msg or agree(f(lists), rrf_ref(lists, 60.0, W), written=False)\n"
        "report(msg)\n",
        why="Cormack et al. 2009: sum w / (60 + r); README's Fuser"))
    cases.append(ok(
        "u30d_combsum_negative_kappa", "rankagg.fuse(..., method='combsum'): Cohen's kappa per fold, negative for a "
        "pipeline below chance on the hard subjects",
        "import rankagg\nR = scores(metric='kappa', seed=9, noise=2.0)\n"
        "assert any(s < 0 for run in R.values() for p in run.values() for s in p.values())\n"
        "res = rankagg.fuse(R, method='combsum')\n"
        "refs = {q: combsum_minmax_ref(l) for q, l in per_query(R).items()}\n" + mem,
        why="docs/conventions.md: min-max per list; a negative score is a legal score (trec_eval's atof too)"))
    cases.append(ok(
        "u30d_moabb_frame_renamed_combmnz", "rankagg.fuse(MOABB's results frame with dataset/subject as qid, the "
        "pipeline as docid, the session as run, method='combmnz'): the frame made right",
        "import rankagg, pandas as pd\nR = scores(folds=['0train', '1test'], seed=11, drop={'1test': 0.3})\n"
        "rows = [(s, m, q.split('/')[0], int(q.split('_')[-1]) if 'subject_' in q else q.split('/S')[-1], d) "
        "for m, run in R.items() for q, p in run.items() for d, s in p.items()]\n"
        "df = pd.DataFrame(rows, columns=['score', 'session', 'dataset', 'subject', 'pipeline'])\n"
        "df['qid'] = df['dataset'] + '/' + df.apply(lambda r: ('S%s' if r['dataset'] == 'Lee2019_MI' else "
        "'subject_%s') % r['subject'], axis=1)\n"
        "res = rankagg.fuse(df.rename(columns={'pipeline': 'docid', 'session': 'run'})[['qid', 'docid', 'run', "
        "'score']], method='combmnz')\n"
        "got = {q: list(zip(g.sort_values('rank')['docid'], g.sort_values('rank')['score'])) "
        "for q, g in res.groupby('qid')}\n"
        "refs = {q: combmnz_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all(got, refs, written=False))\n",
        why="README: a long DataFrame qid, docid, run, score in, a frame back; CombMNZ over min-max (Fox & Shaw 1994)"))
    cases.append(ok(
        "u30d_kemeny_exact_pipelines", "rankagg.fuse(..., method='kemeny(solver=exact)'): the proven Kemeny "
        "consensus of four folds over five pipelines",
        "import rankagg\nR = scores(folds=FOLDS[:4], seed=13, noise=2.5)\n"
        "res = rankagg.fuse(R, method='kemeny(solver=exact)')\nmsg = ''\n"
        "for q, lists in per_query(R).items():\n    ls = list(lists.values())\n"
        "    best = min(kendall_total(o, ls) for o in itertools.permutations(PIPELINES))\n"
        "    got = kendall_total(list(res[q]), ls)\n"
        "    msg = msg or ('' if got == best and len(res[q]) == 5 else '%s: cost %d, optimum %d' % (q, got, best))\n"
        "report(msg)\n",
        why="Kemeny 1959: least total Kendall distance, by brute force over the 5! orders"))
    cases.append(ok(
        "u30d_evaluate_meta_grades", "rankagg.evaluate(fused order, the meta-analysis grades, ['nDCG@3', 'AP', "
        "'P@2']): does the folds' consensus agree with last year's significantly best pipelines",
        "import rankagg\nR = scores(seed=15, noise=3.0)\nres = rankagg.fuse(R, method='borda')\nqrels = grades()\n"
        "got = rankagg.evaluate(res, qrels, ['nDCG@3', 'AP', 'P@2'])\n"
        "orders = {q: fused_order(borda_ref(l)) for q, l in per_query(R).items()}\n"
        "want = {'nDCG@3': sum(ndcg(o, qrels[q], 3) for q, o in orders.items()) / len(orders), "
        "'AP': sum(ap(o, qrels[q]) for q, o in orders.items()) / len(orders), "
        "'P@2': sum(prec(o, qrels[q], 2) for q, o in orders.items()) / len(orders)}\n"
        "report('' if all(abs(got[m] - want[m]) < 1e-9 for m in want) and 0 < want['nDCG@3'] < 1 "
        "else '%r vs %r' % (got, want))\n",
        why="trec_eval's ndcg_cut.3 (linear gains), map and P.2 (references.TREC_MEASURES)"))
    cases.append(ok(
        "u30d_copeland_significance", "rankagg.fuse(records query, item_a, item_b, outcome, method='copeland'): "
        "MOABB's one-tailed tests per dataset (significantly better a win, neither a tie) as comparisons, each dataset "
        "ranked apart",
        "import rankagg\nrec = significance()\n"
        "res = rankagg.fuse([{'query': q, 'item_a': a, 'item_b': b, 'outcome': o} for q, a, b, o in rec], "
        "method='copeland')\n"
        "want = copeland_by_hand(rec)\n"
        "got = {q: dict(zip(g['item'], g['score'])) for q, g in res.groupby('query')}\n"
        "order = {q: list(g.sort_values('rank')['item']) for q, g in res.groupby('query')}\n"
        "report('' if got == want and all(want[q][x] >= want[q][y] for q, o in order.items() for x, y in "
        "zip(o, o[1:])) else '%r vs %r' % (got, want))\n",
        why="docs/preferences.md: a query's comparisons ranked apart, a tie half each way; Copeland 1951: majority "
            "wins minus losses"))
    cases.append(ok(
        "u30d_partial_eegnet_borda", "rankagg.fuse(..., method='borda'): folds where the deep pipelines ran out of "
        "GPU memory and left some subjects with three of the five pipelines",
        "import rankagg\nR = scores(seed=17, drop={'fold2': 0.4, 'fold4': 0.5})\n"
        "res = rankagg.fuse(R, method='borda')\n"
        "refs = {q: borda_ref(l) for q, l in per_query(R).items()}\n" + mem,
        why="rankagg methods borda: (n - k + 1) / 2 for each pipeline a list lacks"))

    # --- the command line ------------------------------------------------------------------------------------------
    cases.append(cli_ok(
        "u30d_cli_rrf_fold_runs", "rankagg fuse fold1.run ... fold4.run --method rrf -o ranking.run: one run per "
        "fold, accuracies, subjects as queries",
        ["fuse", *_RUNS4, "--method", "rrf", "-o", "ranking.run"], None, _cli_check("rrf", f"folds={_F4}, seed=31"),
        setup=_runs_setup(f"folds={_F4}, seed=31"),
        why="Cormack et al. 2009; TREC lines ranked by score (docs/conventions.md)"))
    cases.append(cli_ok(
        "u30d_cli_borda_weights_file", "rankagg fuse ... --method borda --weights weights.txt ('NAME W' lines: the "
        "folds with the most trials count double)",
        ["fuse", *_RUNS4, "--method", "borda", "--weights", "weights.txt", "-o", "ranking.run"],
        {"weights.txt": "fold1 2\nfold2 2\nfold3 1\nfold4 0.5\n"},
        _cli_check("borda", f"folds={_F4}, seed=33, metric='kappa'",
                   "{'fold1': 2, 'fold2': 2, 'fold3': 1, 'fold4': 0.5}"),
        setup=_runs_setup(f"folds={_F4}, seed=33, metric='kappa'"),
        why="rankagg fuse --help: --weights FILE of 'NAME W' lines; weighted Borda"))
    cases.append(cli_ok(
        "u30d_cli_combsum_depth_3", "rankagg fuse ... --method combsum --depth 3: the three best pipelines per "
        "subject for the paper's table, one fold partial",
        ["fuse", *_RUNS4, "--method", "combsum", "--depth", "3", "-o", "ranking.run"], None,
        _cli_check("combsum", f"folds={_F4}, seed=35, drop={{'fold2': 0.4}}", depth=3),
        setup=_runs_setup(f"folds={_F4}, seed=35, drop={{'fold2': 0.4}}"),
        why="rankagg methods combsum over min-max scores; --depth 3"))
    cases.append(cli_ok(
        "u30d_cli_session_ids_gz_parquet", "rankagg fuse fold1.run.gz fold2.run.gz fold3.run.gz --method rrf -o "
        "ranking.parquet: session ids with two slashes (BNCI2014_001/subject_2/1test), gzipped runs, Parquet out",
        ["fuse", "fold1.run.gz", "fold2.run.gz", "fold3.run.gz", "--method", "rrf", "-o", "ranking.parquet"], None,
        lambda out, folder: _report(
            "import pandas as pd\nt = pd.read_parquet(FOLDER + '/ranking.parquet')\n"
            "R = scores(folds=['fold1', 'fold2', 'fold3'], seed=37, names=session)\n"
            "rows = {q: list(zip(g.sort_values('rank')['doc_id'], g.sort_values('rank')['score'])) "
            "for q, g in t.groupby('q_id')}\n"
            "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
            "report(agree_all(rows, refs))\n", folder),
        setup=reference_setup(_REF, "import gzip\n"
                              "for t, run in scores(folds=['fold1', 'fold2', 'fold3'], seed=37, names=session).items():\n"
                              "    open(P(t + '.run.gz'), 'wb').write(gzip.compress(run_text(run, t).encode(), mtime=0))\n"),
        why="docs/conventions.md: -o names a TREC run or a Parquet table; runs may be gzipped"))
    cases.append(cli_ok(
        "u30d_cli_evaluate_meta_qrels", "rankagg evaluate ranking.run --qrels meta.qrels -m ndcg_cut.3 -m map: the "
        "fused order against the meta-analysis grades (0-2)",
        ["evaluate", "ranking.run", "--qrels", "meta.qrels", "-m", "ndcg_cut.3", "-m", "map"], None,
        lambda out, folder: _report(
            TREC_MEASURES + "rows = read_run(open(FOLDER + '/ranking.run').read())\nqrels = grades()\n"
            "orders = {q: [d for d, _ in sorted(r, key=lambda x: (x[1], x[0].encode()), reverse=True)] "
            "for q, r in rows.items()}\n"
            "n3 = sum(ndcg(o, qrels[q], 3) for q, o in orders.items()) / len(orders)\n"
            "m = sum(ap(o, qrels[q]) for q, o in orders.items()) / len(orders)\n"
            "nums = evaluate_numbers(OUT)\n"
            "a, b = nums.get('ndcg_cut_3', nums.get('ndcg@3')), nums.get('map', nums.get('ap'))\n"
            "report('' if None not in (a, b) and abs(a - n3) < 1e-4 and abs(b - m) < 1e-4 and 0 < n3 < 1 "
            "else 'got %r want %r %r' % (nums, n3, m))\n".replace("OUT", repr(out)), folder),
        setup=reference_setup(_REF, "R = scores(seed=39, noise=2.0)\n"
                              "refs = {q: borda_ref(l) for q, l in per_query(R).items()}\n"
                              "lines = []\nfor q, r in refs.items():\n"
                              "    lines += ['%s Q0 %s %d %r fused' % (q, d, i, r[0][d]) for i, d in "
                              "enumerate(trec_order(r[0]), 1)]\n"
                              "open(P('ranking.run'), 'w').write('\\n'.join(lines) + '\\n')\n"
                              "open(P('meta.qrels'), 'w').write(''.join('%s 0 %s %d\\n' % (q, s, g) "
                              "for q, j in grades().items() for s, g in j.items()))\n"),
        why="trec_eval's ndcg_cut.3 (linear gains over the grades) and map (grades above 0 relevant)"))
    cases.append(cli_ok(
        "u30d_cli_significance_comparisons_csv", "rankagg fuse significance.csv --method copeland -o "
        "pipelines.csv: MOABB's tests written as rankagg's comparison table (query, item_a, item_b, outcome)",
        ["fuse", "significance.csv", "--method", "copeland", "-o", "pipelines.csv"], None,
        lambda out, folder: _report(
            "import pandas as pd\nt = pd.read_csv(FOLDER + '/pipelines.csv')\n"
            "want = copeland_by_hand(significance(seed=41))\n"
            "got = {q: dict(zip(g['item'], g['score'])) for q, g in t.groupby('query')}\n"
            "report('' if got == want else '%r vs %r' % (got, want))\n", folder),
        setup=reference_setup(_REF, "open(P('significance.csv'), 'w').write('query,item_a,item_b,outcome\\n' + "
                              "''.join('%s,%s,%s,%s\\n' % r for r in significance(seed=41)))\n"),
        why="docs/preferences.md: a CSV with an outcome column is a comparison table; a tie half each way; Copeland"))
    cases.append(cli_ok(
        "u30d_cli_query_zero_stays_free", "rankagg fuse a.run b.run --method borda: runs of query '0' (a line "
        "starting '0 ', as an EDF header starts '0       ') tagged EDF and BIOSEMI, are TREC runs",
        ["fuse", "a.run", "b.run", "--method", "borda", "-o", "ranking.run"],
        {"a.run": "0 Q0 EEGNet 1 0.81 EDF\n0 Q0 TS+LR 2 0.79 EDF\n0 Q0 MDM 3 0.61 EDF\n",
         "b.run": "0 Q0 TS+LR 1 0.83 BIOSEMI\n0 Q0 EEGNet 2 0.77 BIOSEMI\n0 Q0 MDM 3 0.64 BIOSEMI\n"},
        lambda out, folder: [l.split()[2] for l in (folder / "ranking.run").read_text().splitlines()][2:]
        == ["MDM"] and sorted(l.split()[2] for l in (folder / "ranking.run").read_text().splitlines()[:2])
        == ["EEGNet", "TS+LR"],
        why="trec_eval accepts these lines (query 0, tags EDF and BIOSEMI); Borda: EEGNet and TS+LR 5 points each, "
            "MDM 2, never claimed as a recording"))
    cases.append(cli_ok(
        "u30d_cli_xdf_query_qrels_stay_free", "rankagg evaluate x.run --qrels x.qrels -m map: queries named "
        "'XDF:S01' (a line starting 'XDF:', as an XDF recording does) in a legal run and qrels",
        ["evaluate", "x.run", "--qrels", "x.qrels", "-m", "map", "-m", "P.2"],
        {"x.run": "XDF:S01 Q0 EEGNet 1 0.8 lsl\nXDF:S01 Q0 MDM 2 0.7 lsl\nXDF:S01 Q0 TS+LR 3 0.6 lsl\n",
         "x.qrels": "XDF:S01 0 EEGNet 0\nXDF:S01 0 MDM 1\nXDF:S01 0 TS+LR 2\n"},
        lambda out, folder: _report(
            "nums = evaluate_numbers(OUT)\na, b = nums.get('map', nums.get('ap')), nums.get('p_2', nums.get('p@2'))\n"
            "report('' if (a, b) == (round((1 / 2 + 2 / 3) / 2, 4), 0.5) else repr(nums))\n".replace(
                "OUT", repr(out)), folder),
        why="trec_eval reads these lines: AP = (1/2 + 2/3) / 2 (MDM at 2, TS+LR at 3), P@2 = 1/2; never claimed as "
            "XDF"))

    # --- the team's files given where runs are read: named by their format or tool, at the first line ---------------
    tool_files = [
        ("u30d_moabb_results_csv_as_run", "MOABB's results CSV saved by pandas with its index (score, time, samples, "
         "subject, session, channels, n_sessions, dataset, pipeline)", "results.csv", _MOABB, "MOABB",
         "results.csv:1"),
        ("u30d_moabb_stats_csv_as_run", "MOABB's compute_dataset_statistics table (dataset, pipe1, pipe2, p, smd, "
         "nsub)", "stats.csv", _MOABB_STATS, "MOABB", "stats.csv:1"),
        ("u30d_brainvision_vhdr_as_run", "a BrainVision header file ('Brain Vision Data Exchange Header File Version "
         "1.0', INI sections)", "sub-03_task-imagery_eeg.vhdr", _VHDR, "BrainVision",
         "sub-03_task-imagery_eeg.vhdr:1"),
        ("u30d_brainvision_vmrk_as_run", "a BrainVision marker file (Mk1=New Segment,,1,1,0 ...)",
         "sub-03_task-imagery_eeg.vmrk", _VMRK, "BrainVision", "sub-03_task-imagery_eeg.vmrk:1"),
        ("u30d_mne_annotations_txt_as_run", "MNE's annotations saved as text ('# MNE-Annotations', onset, duration, "
         "description)", "sub-03_annot.txt", _MNE_ANNOT, "MNE", "sub-03_annot.txt:1"),
        ("u30d_openvibe_csv_as_run", "an OpenViBE CSV recording (Time:250Hz, Epoch, channels, Event Id, ...)",
         "record-[2026.11.30-10.02.11].csv", _OPENVIBE, "OpenViBE", "record-[2026.11.30-10.02.11].csv:1"),
        ("u30d_bids_channels_tsv_as_run", "a BIDS _channels.tsv (name, type, units, low_cutoff, high_cutoff, status)",
         "sub-03_task-imagery_channels.tsv", _CHANNELS_TSV, "BIDS", "sub-03_task-imagery_channels.tsv:1"),
        ("u30d_bids_eeg_json_as_run", "a BIDS _eeg.json sidecar (TaskName, EEGReference, SamplingFrequency, "
         "PowerLineFrequency)", "sub-03_task-imagery_eeg.json", _EEG_JSON, "BIDS", "sub-03_task-imagery_eeg.json"),
        ("u30d_skorch_history_as_run", "braindecode's training history as skorch saves it (history.json: a list "
         "of epochs with batches, train_loss, valid_accuracy, dur)", "history.json", _HISTORY, "skorch",
         "history.json"),
    ]
    binaries = [
        ("u30d_edf_plus_as_run", "an EDF+ recording (the header's '0       ', the patient, 'EDF+C')",
         "sub-03_task-imagery_eeg.edf", _EDF_PLUS, "EDF"),
        ("u30d_edf_gz_as_run", "a gzipped EDF recording (PhysioNet's motor imagery S001R04.edf, gzipped)",
         "S001R04.edf.gz", gzip.compress(_EDF, mtime=0), "EDF"),
        ("u30d_bdf_as_run", "a BioSemi BDF recording (0xFF 'BIOSEMI', 24-bit samples)", "sub-03.bdf", _BDF, "BDF"),
        ("u30d_gdf_as_run", "BCI Competition IV 2a's A01T.gdf ('GDF 2.10')", "A01T.gdf", _GDF, "GDF"),
        ("u30d_fif_as_run", "an MNE raw .fif (FIFF tags: the file id first)", "sub-03_raw.fif", _FIF, "FIF"),
        ("u30d_xdf_as_run", "a Lab Streaming Layer recording ('XDF:', chunks)", "sub-03_ses-01.xdf", _XDF, "XDF"),
        ("u30d_eeglab_set_as_run", "an EEGLAB .set (a MATLAB 5.0 MAT-file)", "sub-03_task-imagery_eeg.set", _SET,
         "MATLAB"),
    ]
    text_why = ("trec_eval refuses a line of other than six fields (a CSV's one field, an INI header's 'Brain Vision "
                "Data ...' eight, a TSV's six cells of another meaning); the file is the EEG tool's, named by what it "
                "is (a field count says nothing the team can act on)")
    binary_why = ("a recording holds no TREC line (trec_eval reads its header as garbage fields); named by what it "
                  "is, with what to give instead")
    for cid, what, name, content, tool, *where in tool_files + binaries:
        binary = isinstance(content, bytes)
        cases.append(cli_bad(
            cid, f"rankagg fuse {name} fold1.run -o ranking.run: {what} given as a run",
            ["fuse", name, "fold1.run", "--method", "rrf", "-o", "ranking.run"],
            {name: content, "fold1.run": _ONE_RUN},
            name if binary else where[0], tool, why=binary_why if binary else text_why))

    # --- the judgements the team gives --------------------------------------------------------------------------------
    for cid, name, content, tool in [
            ("u30d_moabb_results_as_qrels", "results.csv", _MOABB_PLAIN, "MOABB"),
            ("u30d_moabb_results_gz_as_qrels", "results.csv.gz", gzip.compress(_MOABB.encode(), mtime=0), "MOABB"),
            ("u30d_brainvision_vmrk_as_qrels", "sub-03_task-imagery_eeg.vmrk", _VMRK, "BrainVision"),
            ("u30d_bids_events_tsv_as_qrels", "sub-03_task-imagery_events.tsv", _EVENTS_TSV, "BIDS")]:
        cases.append(cli_bad(
            cid, f"rankagg evaluate fold1.run --qrels {name}: the EEG team's file given as the judgements",
            ["evaluate", "fold1.run", "--qrels", name], {"fold1.run": _ONE_RUN, name: content},
            name if isinstance(content, bytes) else f"{name}:1", tool,
            outputs=(), why="trec_eval refuses a qrels line of other than four fields; the file is the EEG "
                            "field's, named by what it is, with how to write the grades as qrels"))

    # --- MOABB's frames where frames or comparisons are read ---------------------------------------------------------
    cases.append(bad(
        "u30d_api_moabb_results_frame", "rankagg.fuse(pd.read_csv('results.csv', index_col=0), method='borda'): "
        "MOABB's results frame as it comes", "import rankagg, pandas as pd\n"
        "rankagg.fuse(pd.read_csv('results.csv', index_col=0), method='borda')\n", "MOABB",
        files={"results.csv": _MOABB},
        why="README: a frame of runs has qid, docid, score (and run) columns; MOABB's columns are told which is which"))
    cases.append(bad(
        "u30d_api_moabb_stats_comparisons", "rankagg.fuse(pd.read_csv('stats.csv'), method='copeland'): MOABB's "
        "p-values per pipeline pair given as comparisons", "import rankagg, pandas as pd\n"
        "rankagg.fuse(pd.read_csv('stats.csv', index_col=0), method='copeland')\n", "MOABB",
        files={"stats.csv": _MOABB_STATS},
        why="docs/preferences.md: comparisons need item_a, item_b, outcome; a p-value is no outcome, told so"))
    cases.append(cli_bad(
        "u30d_cli_moabb_stats_as_comparisons", "rankagg fuse stats.csv --method copeland -o pipelines.csv: MOABB's "
        "compute_dataset_statistics table given as the comparison table",
        ["fuse", "stats.csv", "--method", "copeland", "-o", "pipelines.csv"], {"stats.csv": _MOABB_STATS},
        "stats.csv", "MOABB", outputs=("pipelines.csv",),
        why="docs/preferences.md: a comparison table names item_a, item_b and outcome; pipe1/pipe2 with a p-value "
            "and an effect size is not one, so it is told how to write the outcomes"))

    # --- other mistakes of the day ---------------------------------------------------------------------------------
    cases.append(cli_bad(
        "u30d_accuracy_percent", "rankagg fuse fold1.run fold2.run: an accuracy written '81.25%' (MOABB's plot "
        "labels copied into the run)",
        ["fuse", "fold1.run", "fold2.run", "--method", "rrf", "-o", "ranking.run"],
        {"fold1.run": _ONE_RUN, "fold2.run": f"{_Q} Q0 TS+LR 1 84.03% fold2\n{_Q} Q0 MDM 2 66.67% fold2\n"},
        "fold2.run:1", why="trec_eval's atof reads '84.03%' as 84.03, above every accuracy of 0-1 in the other "
                           "run; docs/conventions.md: a score is strtod on the whole token, refused at its line"))
    cases.append(bad(
        "u30d_api_failed_fold_nan", "rankagg.fuse(frame) where EEGNet's fold failed and MOABB's error_score left "
        "NaN",
        "import rankagg, pandas as pd\nR = scores(folds=['fold1', 'fold2'], n_q=2)\n"
        "df = pd.DataFrame(frame_rows(R), columns=['qid', 'docid', 'run', 'score'])\n"
        "df.loc[2, 'score'] = float('nan')\nrankagg.fuse(df, method='borda')\n", "score",
        why="docs/conventions.md: a missing score (NaN) is refused as one"))
    cases.append(bad(
        "u30d_api_pipeline_with_blank", "rankagg.fuse(...) with a pipeline keyed 'CSP + LDA' (the name of MOABB's "
        "pipeline YAML)",
        "import rankagg\nR = scores(folds=['fold1', 'fold2'], n_q=2)\n"
        "R['fold2'][subj(0)]['CSP + LDA'] = 0.7\nrankagg.fuse(R, method='borda')\n", "CSP + LDA",
        why="docs/reliability.md: an id is a TREC token, no blank; refused naming it"))
    cases.append(bad(
        "u30d_api_weight_for_subject", "rankagg.fuse(runs, method='rrf', weights={..., 'subject_3': 2}): a weight "
        "meant for a subject with more trials, given where the runs' weights go",
        "import rankagg\nR = scores(folds=['fold1', 'fold2'], n_q=2)\n"
        "rankagg.fuse(R, method='rrf', weights={'fold1': 1.0, 'fold2': 1.0, 'subject_3': 2.0})\n", "subject_3",
        why="docs/reliability.md: weights that name no run are refused naming them"))
    cases.append(cli_bad(
        "u30d_cli_method_stouffer", "rankagg fuse ... --method stouffer: MOABB's meta-analysis (Stouffer's "
        "combined p-values) asked for as a fusion method",
        ["fuse", "fold1.run", "fold2.run", "--method", "stouffer", "-o", "ranking.run"], None, "stouffer",
        setup=_runs_setup("folds=['fold1', 'fold2'], n_q=3"),
        why="rankagg methods: no such method; refused naming it with the methods there are"))

    # --- the consensus written under an EEG format's name ------------------------------------------------------------
    for cid, argv_out, out_name, what, named in [
            ("u30d_out_edf", ["-o", "ranking.edf"], "ranking.edf", "an EDF recording", ("EDF",)),
            ("u30d_out_bdf_gz_upper", ["-o", "RANKING.BDF.gz"], "RANKING.BDF.gz", "a BDF recording, upper case, "
             "gzipped", ()),
            ("u30d_out_vhdr", ["-o", "ranking.vhdr"], "ranking.vhdr", "a BrainVision header", ("BrainVision",)),
            ("u30d_out_fif", ["-o", "ranking_raw.fif"], "ranking_raw.fif", "MNE's .fif", ("FIF",)),
            ("u30d_out_set", ["-o", "ranking.set"], "ranking.set", "an EEGLAB dataset", ("EEGLAB",)),
            ("u30d_explain_xdf", ["-o", "ranking.run", "--explain", "why.xdf"], "why.xdf", "--explain as XDF", ())]:
        cases.append(cli_bad(
            cid, f"rankagg fuse fold1.run fold2.run --method borda {' '.join(argv_out)}: {what}; TREC or JSON lines "
            "under that name are read by no tool that opens it",
            ["fuse", "fold1.run", "fold2.run", "--method", "borda", *argv_out], None, out_name, *named,
            outputs=(out_name, "ranking.run"), setup=_runs_setup("folds=['fold1', 'fold2'], seed=45"),
            why="issue 45: every output reads back; MNE, EEGLAB or a viewer would open the ranking as a recording"))
    return cases
