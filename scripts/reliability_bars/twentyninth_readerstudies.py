"""Issue 45's twenty-ninth bar of scripts/reliability_matrix.py, a radiology AI team's ranking of detection algorithms and readers across reader studies (MRMC ROC ratings, iMRMC and RJafroc inputs, DICOM files, BI-RADS scores) (its cases, ids ``u29e_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's.

The team's day: a multi-reader multi-case (MRMC) study of screening mammography, each study arm (``DBT_2026``,
``FFDM_2026``) a query and each case (``case_0412``, a lesion ``DBT-0042/L1``) a document; the runs are the readers
(radiologists ``R01``-``R08``) and the AI algorithms (``cad_vendorA_v3``), each ranking the cases by suspicion.  The
ratings are BI-RADS assessment categories 1-5 (ties everywhere) or a 0-100 probability of malignancy; the truth is
cancer yes/no (biopsy-proven), given as qrels (``DBT_2026 0 case_0412 1``).  The readers' rankings are fused with
Borda, RRF, CombSUM, CombMNZ and Kemeny (five algorithms over sites), and the fused order judged against the truth.
The mistakes and odd files: the field's own files given where runs, qrels or comparisons are read (an iMRMC input
file, RJafroc's Truth / TP / FP sheets as CSV and its Excel workbook, CheXpert's and MIMIC-CXR's label CSVs, LIDC-IDRI's
XML reads, a Kaggle RSNA submission and train.csv, a Grand Challenge predictions.json, an OsiriX / Horos ROI export,
DICOM JSON and dcmdump text, DICOM and DICOM SEG objects, NIfTI images plain and gzipped), scores in the field's forms
('4A', '85%'), ids with blanks, a weight for a reader who dropped out, and the fused order named for the field's
formats (``.dcm``, ``.nii.gz``, ``.nrrd``, ``.mha``, iMRMC's ``.imrmc``).

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES, Kemeny by brute force over the 120
orders of five algorithms, Copeland by hand."""

from __future__ import annotations

import gzip
import io
import struct
import zipfile

from .case import Case, command_cases, reference_setup, snippet_cases, fusion_checks
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
    SEEDED_UNIFORM, TREC_MEASURES)

TWENTYNINTH_READERSTUDIES = "45 Unseen inputs: a twenty-ninth bar, a radiology AI team's ranking of detection algorithms and readers across reader studies (MRMC ROC ratings, iMRMC and RJafroc inputs, DICOM files, BI-RADS scores)"

_DATA = r'''
import itertools, json, math, subprocess, sys
'''[1:] + SEEDED_UNIFORM + r'''READERS = ['R%02d' % i for i in range(1, 9)] + ['cad_vendorA_v3']
ARMS = ['DBT_2026', 'FFDM_2026']
ALGOS = ['cad_vendorA_v3', 'cad_vendorB_v1', 'transpara_2', 'lunit_insight', 'inhouse_resnet']
SKILL = {'cad_vendorA_v3': 0.84, 'cad_vendorB_v1': 0.79, 'transpara_2': 0.88, 'lunit_insight': 0.90,
         'inhouse_resnet': 0.72}
def case_id(k):
    return 'case_%04d' % (400 + 7 * k)
def lesion_id(k):
    return 'DBT-%04d/L%d' % (40 + k // 2, 1 + k % 2)
def cancer(k):
    return k % 3 == 0
def ratings(readers=READERS, arms=ARMS, n_cases=18, seed=3, scale='birads', drop=None, noise=1.0, names=case_id):
    """{reader: {arm: {case: rating}}}: BI-RADS 1-5 (ties everywhere) or a 0-100 probability of malignancy,
    higher for the cancers; ``drop``: {reader: share of the cases a reader did not read}"""
    g = lcg(seed)
    out = {}
    for r in readers:
        out[r] = {}
        for a in arms:
            p = {}
            for k in range(n_cases):
                u, v = next(g), next(g)
                if v < (drop or {}).get(r, 0.0) and k:
                    continue
                c = 1.0 if cancer(k) else 0.0
                if scale == 'birads':
                    p[names(k)] = int(max(1, min(5, round(2.0 + 2.0 * c + noise * 2.4 * (u - 0.5)))))
                else:
                    p[names(k)] = int(max(0, min(100, round(22.0 + 50.0 * c + noise * 70.0 * (u - 0.5)))))
            out[r][a] = p
    return out
def truth(arms=ARMS, n_cases=18, names=case_id):
    """the biopsy-proven truth: 1 cancer, 0 benign or a negative follow-up"""
    return {a: {names(k): int(cancer(k)) for k in range(n_cases)} for a in arms}
def site_aucs(sites=('site_Oslo', 'site_Lyon', 'site_Porto', 'site_Gent', 'site_Turku', 'site_Graz'), seed=5,
              noise=1.0):
    """{site: {arm: {algorithm: AUC}}}: each site's reader study measured the five algorithms' AUCs"""
    g = lcg(seed)
    return {s: {a: {x: round(min(0.999, SKILL[x] + noise * 0.12 * (next(g) - 0.5)), 3) for x in ALGOS} for a in ARMS}
            for s in sites}
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
def side_by_side(seed=7, n=50):
    """radiologists' side-by-side preferences between two algorithms' heatmaps on one case (equal: a tie)"""
    g = lcg(seed)
    out = []
    for i in range(n):
        a, b = ALGOS[int(next(g) * 5)], ALGOS[int(next(g) * 5)]
        if a == b:
            continue
        u = next(g)
        p_a = 0.8 / (1.0 + math.exp(-(SKILL[a] - SKILL[b]) * 25.0))
        out.append(('DBT_2026', a, b, 'win' if u < p_a else ('tie' if u < p_a + 0.2 else 'loss')))
    return out
''' + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

#: report(code, folder), runs_setup(args, code), cli_check(method, ...): the bars' shared helpers
_report, _runs_setup, _cli_check = fusion_checks(_REF, "ratings", "consensus.run")

_R4 = ["R01", "R02", "R03", "cad_vendorA_v3"]
_RUNS4 = [f"{r}.run" for r in _R4]
_OUT = ("consensus.run",)
_ONE_RUN = ("DBT_2026 Q0 case_0400 1 5 R01\nDBT_2026 Q0 case_0421 2 4 R01\nDBT_2026 Q0 case_0407 3 3 R01\n"
            "DBT_2026 Q0 case_0414 4 2 R01\nDBT_2026 Q0 case_0428 5 1 R01\n")

# the team's files, as their tools write them (a few rows)
# iMRMC's input file: free study facts, NR/N0/N1/NM, then 'BEGIN DATA:' and readerID,caseID,modalityID,score rows
# (the truth rows with reader -1 and modality 'truth')
_IMRMC = ("Reader study DBT vs FFDM, Nov 2026, simulated export\nNR: 8\nN0: 12\nN1: 6\nNM: 2\n\nBEGIN DATA:\n"
          "-1,case_0400,truth,1\n-1,case_0407,truth,0\n-1,case_0414,truth,0\n"
          "R01,case_0400,DBT_2026,87\nR01,case_0407,DBT_2026,12\nR01,case_0414,DBT_2026,40\n")
# RJafroc's workbook sheets saved as CSV (Truth, TP, FP) and the workbook itself (a zip: PK\x03\x04)
_RJ_TRUTH = ("CaseID,LesionID,Weight,ReaderID,ModalityID,Paradigm\n1,0,0,\"0, 1, 2, 3\",\"0, 1\",FROC\n"
             "2,0,0,\"0, 1, 2, 3\",\"0, 1\",crossed\n70,1,0.5,\"0, 1, 2, 3\",\"0, 1\",\n")
_RJ_TP = "ReaderID,ModalityID,CaseID,LesionID,TP_Rating\n0,0,70,1,5\n0,0,71,1,4\n1,0,70,1,3\n"
_RJ_FP = "ReaderID,ModalityID,CaseID,FP_Rating\n0,0,1,2\n0,0,3,1\n1,0,2,3\n"
_buf = io.BytesIO()
with zipfile.ZipFile(_buf, "w") as _z:
    _z.writestr(zipfile.ZipInfo("[Content_Types].xml", (2026, 11, 30, 0, 0, 0)),
                '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/'
                'content-types"/>')
    _z.writestr(zipfile.ZipInfo("xl/workbook.xml", (2026, 11, 30, 0, 0, 0)),
                '<workbook><sheets><sheet name="Truth"/><sheet name="TP"/><sheet name="FP"/></sheets></workbook>')
_RJ_XLSX = _buf.getvalue()
_CHEXPERT = ("Path,Sex,Age,Frontal/Lateral,AP/PA,No Finding,Enlarged Cardiomediastinum,Cardiomegaly,Lung Opacity,"
             "Lung Lesion,Edema,Consolidation,Pneumonia,Atelectasis,Pneumothorax,Pleural Effusion,Pleural Other,"
             "Fracture,Support Devices\n"
             "CheXpert-v1.0-small/train/patient00001/study1/view1_frontal.jpg,Female,68,Frontal,AP,1.0,,,,,,,,,0.0,,,,1.0\n"
             "CheXpert-v1.0-small/train/patient00002/study2/view1_frontal.jpg,Female,87,Frontal,AP,,,-1.0,1.0,,-1.0,"
             "-1.0,,-1.0,,-1.0,,1.0,\n")
_MIMIC = ("subject_id,study_id,Atelectasis,Cardiomegaly,Consolidation,Edema,Enlarged Cardiomediastinum,Fracture,"
          "Lung Lesion,Lung Opacity,No Finding,Pleural Effusion,Pleural Other,Pneumonia,Pneumothorax,Support Devices\n"
          "10000032,50414267,,,,,,,,,1.0,,,,,\n10000032,53189527,,,,,,,,,1.0,,,,,\n"
          "10000764,57375967,,,1.0,,,,,,,,,-1.0,,\n")
_LIDC = ('<?xml version="1.0" encoding="UTF-8"?>\n'
         '<LidcReadMessage uid="1.3.6.1.4.1.14519.5.2.1.6279.6001.1307390687803.0" xmlns="http://www.nih.gov" '
         'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">\n<ResponseHeader>\n<Version>1.8.1</Version>\n'
         '<MessageId>-421198203</MessageId>\n<DateRequest>2007-11-01</DateRequest>\n'
         '<SeriesInstanceUid>1.3.6.1.4.1.14519.5.2.1.6279.6001.179049373636438705059720603192</SeriesInstanceUid>\n'
         '</ResponseHeader>\n<readingSession>\n<annotationVersion>3.12</annotationVersion>\n'
         '<servicingRadiologistID>540461523</servicingRadiologistID>\n<unblindedReadNodule>\n'
         '<noduleID>Nodule 001</noduleID>\n<characteristics>\n<subtlety>5</subtlety>\n<malignancy>5</malignancy>\n'
         '</characteristics>\n</unblindedReadNodule>\n</readingSession>\n</LidcReadMessage>\n')
# Kaggle's RSNA Screening Mammography challenge: a submission and the train.csv labels
_KAGGLE_SUB = "prediction_id,cancer\n10008_L,0.0213\n10008_R,0.0871\n10011_L,0.6402\n10011_R,0.0139\n"
_KAGGLE_TRAIN = ("site_id,patient_id,image_id,laterality,view,age,cancer,biopsy,invasive,BIRADS,implant,density,"
                 "machine_id,difficult_negative_case\n2,10006,462822612,L,CC,61.0,0,0,0,,0,,29,False\n"
                 "2,10006,1459541791,L,MLO,61.0,0,0,0,,0,,29,False\n2,10011,220375232,L,CC,55.0,1,1,1,0,0,,21,True\n")
# Grand Challenge's algorithm jobs as its API lists them
_GC_JSON = ('[{"pk": "5b3a2f0e-7c1d-4e8a-9f61-0d2c3b4a5e6f", "api_url": "https://grand-challenge.org/api/v1/'
            'algorithms/jobs/5b3a2f0e-7c1d-4e8a-9f61-0d2c3b4a5e6f/", "algorithm_image": "https://grand-challenge.org/'
            'api/v1/algorithms/images/0a1b/", "status": "Succeeded", "inputs": [{"interface": {"slug": '
            '"generic-medical-image"}, "image": "https://grand-challenge.org/api/v1/cases/images/9c8d/"}], '
            '"outputs": [{"interface": {"slug": "malignancy-risk-score"}, "value": 0.731}]}]\n')
# OsiriX / Horos 'Export ROIs' as CSV
_OSIRIX = ("ImageNo,RoiNo,RoiMean,RoiMin,RoiMax,RoiTotal,RoiDev,RoiName,RoiCenterX,RoiCenterY,RoiCenterZ,LengthCm,"
           "LengthPix,AreaPix2,AreaCm2,RoiType,NumOfPoints,mmX,mmY,mmZ,pxX,pxY\n"
           "12,0,412.53,118,902,78301,96.11,mass_L1,-32.1,18.7,-410.0,1.42,51.3,2079,0.51,Oval,0,,,,,\n")
# the DICOM JSON model (PS3.18 F.2: dcm2json, dcmjs) of a structured report, and dcmdump's text
_DICOM_JSON = ('[{"00080016": {"vr": "UI", "Value": ["1.2.840.10008.5.1.4.1.1.88.22"]}, "00080060": {"vr": "CS", '
               '"Value": ["SR"]}, "00100020": {"vr": "LO", "Value": ["case_0412"]}, "0040A730": {"vr": "SQ", "Value": '
               '[{"0040A010": {"vr": "CS", "Value": ["CONTAINS"]}, "0040A040": {"vr": "CS", "Value": ["NUM"]}}]}}]\n')
_DCMDUMP = ("\n# Dicom-File-Format\n\n# Dicom-Meta-Information-Header\n# Used TransferSyntax: Little Endian Explicit\n"
            "(0002,0000) UL 194                                     #   4, 1 FileMetaInformationGroupLength\n"
            "(0002,0001) OB 00\\01                                   #   2, 1 FileMetaInformationVersion\n"
            "(0002,0002) UI =DigitalMammographyXRayImageStorageForPresentation #  28, 1 MediaStorageSOPClassUID\n"
            "\n# Dicom-Data-Set\n# Used TransferSyntax: Little Endian Explicit\n"
            "(0010,0020) LO [case_0412]                              #  10, 1 PatientID\n")


def _dicom(sop_class: str) -> bytes:
    """a DICOM Part 10 file: the 128-byte preamble, 'DICM', its meta group (explicit VR little endian)"""
    uid = sop_class.encode() + (b"\x00" if len(sop_class) % 2 else b"")
    el = b"\x02\x00\x02\x00UI" + struct.pack("<H", len(uid)) + uid
    return b"\x00" * 128 + b"DICM" + b"\x02\x00\x00\x00UL\x04\x00" + struct.pack("<I", len(el)) + el


_DCM = _dicom("1.2.840.10008.5.1.4.1.1.1.2")  # Digital Mammography X-Ray Image Storage - For Presentation
_SEG = _dicom("1.2.840.10008.5.1.4.1.1.66.4")  # Segmentation Storage
_NII = (struct.pack("<i", 348) + b"\x00" * 36 + struct.pack("<8h", 3, 64, 64, 32, 1, 1, 1, 1) + b"\x00" * 256
        + b"\x00" * (344 - 4 - 36 - 16 - 256) + b"n+1\x00" + b"\x00" * 4)
_NII_GZ = gzip.compress(_NII, mtime=0)


def twentyninth_bar_readerstudies_cases() -> list[Case]:
    G = TWENTYNINTH_READERSTUDIES
    ok, bad = snippet_cases(G, _REF + TREC_MEASURES, ok_timeout=180, bad_timeout=90)
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    cases: list[Case] = []
    mem = "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n"

    # --- the day's answers through the Python API, checked against references computed by hand ---------------------
    cases.append(ok(
        "u29e_borda_birads_readers", "rankagg.fuse({reader: {arm: {case: BI-RADS}}}, method='borda'): eight "
        "radiologists and one CAD, 18 cases per arm, BI-RADS 1-5 that tie everywhere",
        "import rankagg\nR = ratings()\n"
        "assert all(len(set(p.values())) < len(p) for run in R.values() for p in run.values())\n"
        "res = rankagg.fuse(R, method='borda')\n"
        "refs = {q: borda_ref(l) for q, l in per_query(R).items()}\n" + mem,
        why="docs/conventions.md: equal scores ranked by the id descending (trec_eval); Borda n - r + 1"))
    cases.append(ok(
        "u29e_rrf_pom_weighted_cad", "rankagg.Fuser('rrf', weights=...) over the readers' 0-100 probability of "
        "malignancy, the CAD weighted 0.5 and the two breast specialists 2",
        "import rankagg\nW = {'R01': 2.0, 'R02': 2.0, 'R03': 1.0, 'R04': 1.0, 'cad_vendorA_v3': 0.5}\n"
        "R = ratings(readers=list(W), seed=9, scale='pom')\nf = rankagg.Fuser('rrf', weights=W)\nmsg = ''\n"
        "for q, lists in per_query(R).items():\n"
        "    msg = msg or agree(f(lists), rrf_ref(lists, 60.0, W), written=False)\n"
        "report(msg)\n",
        why="Cormack et al. 2009: sum w / (60 + r); README's Fuser"))
    cases.append(ok(
        "u29e_combsum_flat_reader", "rankagg.fuse(..., method='combsum'): a reader who rated every case of an arm "
        "BI-RADS 2 (a flat list) beside the others",
        "import rankagg\nR = ratings(seed=13)\nR['R05']['FFDM_2026'] = {c: 2 for c in R['R05']['FFDM_2026']}\n"
        "res = rankagg.fuse(R, method='combsum')\n"
        "refs = {q: combsum_minmax_ref(l) for q, l in per_query(R).items()}\n" + mem,
        why="docs/conventions.md: under minmax a list whose scores are all equal gives each document 1"))
    cases.append(ok(
        "u29e_long_frame_combmnz", "rankagg.fuse(DataFrame qid, docid, run, score) of 0-100 ratings, "
        "method='combmnz', some readers missing cases",
        "import rankagg, pandas as pd\nR = ratings(seed=19, scale='pom', drop={'R03': 0.4, 'R07': 0.3})\n"
        "df = pd.DataFrame(frame_rows(R), columns=['qid', 'docid', 'run', 'score'])\n"
        "res = rankagg.fuse(df, method='combmnz')\n"
        "rows = {q: list(zip(g.sort_values('rank')['docid'], g.sort_values('rank')['score'])) "
        "for q, g in res.groupby('qid')}\n"
        "refs = {q: combmnz_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all(rows, refs, written=False))\n",
        why="README: a long DataFrame in, a frame back; CombMNZ over min-max scores (Fox & Shaw 1994)"))
    cases.append(ok(
        "u29e_partial_reads_borda", "rankagg.fuse(..., method='borda'): readers who did not finish the study "
        "(some cases unread)",
        "import rankagg\nR = ratings(seed=15, drop={'R02': 0.4, 'R06': 0.5})\n"
        "res = rankagg.fuse(R, method='borda')\n"
        "refs = {q: borda_ref(l) for q, l in per_query(R).items()}\n" + mem,
        why="rankagg methods borda: (n - k + 1) / 2 for each case a list lacks"))
    cases.append(ok(
        "u29e_kemeny_algorithms_sites", "rankagg.fuse({site: {arm: {algorithm: AUC}}}, method='kemeny'): six sites' "
        "AUCs of five detection algorithms; the consensus's Kendall distance is the least of all 120 orders",
        "import rankagg\nR = site_aucs(noise=2.5)\nres = rankagg.fuse(R, method='kemeny')\nmsg = ''\n"
        "for q, lists in per_query(R).items():\n"
        "    ls = list(lists.values())\n"
        "    best = min(kemeny_cost(o, ls) for o in itertools.permutations(ALGOS))\n"
        "    got = kemeny_cost(list(res[q]), ls)\n"
        "    msg = msg or ('' if got == best and len(res[q]) == 5 else '%s: cost %d, optimum %d' % (q, got, best))\n"
        "report(msg)\n",
        why="Kemeny 1959: the order of least total Kendall distance, brute force over 5! orders"))
    cases.append(ok(
        "u29e_evaluate_against_biopsy", "rankagg.evaluate(fused order, biopsy truth, ['AP', 'P@5', 'nDCG@10']): "
        "does the readers' consensus put the cancers first",
        "import rankagg\nR = ratings(readers=READERS[:4], seed=21, scale='pom', noise=2.5)\n"
        "res = rankagg.fuse(R, method='borda')\n"
        "qrels = truth()\ngot = rankagg.evaluate(res, qrels, ['AP', 'P@5', 'nDCG@10'])\n"
        "refs = {q: borda_ref(l) for q, l in per_query(R).items()}\n"
        "orders = {q: fused_order(r) for q, r in refs.items()}\n"
        "want = {'AP': sum(ap(o, qrels[q]) for q, o in orders.items()) / len(orders), "
        "'P@5': sum(prec(o, qrels[q], 5) for q, o in orders.items()) / len(orders), "
        "'nDCG@10': sum(ndcg(o, qrels[q], 10) for q, o in orders.items()) / len(orders)}\n"
        "report('' if all(abs(got[m] - want[m]) < 1e-9 for m in want) and 0 < want['AP'] < 1 "
        "else '%r vs %r' % (got, want))\n",
        why="trec_eval's map, P.5 and ndcg_cut.10 (references.TREC_MEASURES); cancer 1, benign 0"))
    cases.append(ok(
        "u29e_lesion_ids_rrf", "rankagg.fuse(..., method='rrf') per arm with lesion ids 'DBT-0042/L1' (slash and "
        "dash) as the documents",
        "import rankagg\nR = ratings(readers=READERS[:5], seed=25, names=lesion_id)\n"
        "res = rankagg.fuse(R, method='rrf')\n"
        "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n" + mem,
        why="docs/conventions.md: an id is any token without blanks; Cormack et al. 2009"))
    cases.append(ok(
        "u29e_side_by_side_copeland", "rankagg.fuse(records query, item_a, item_b, outcome, method='copeland'): "
        "radiologists' side-by-side preferences between two algorithms' heatmaps (equal a tie)",
        "import rankagg\nrec = side_by_side()\n"
        "res = rankagg.fuse([{'query': q, 'item_a': a, 'item_b': b, 'outcome': o} for q, a, b, o in rec], "
        "method='copeland')\n"
        "want = copeland_ref([(a, b, o) for _, a, b, o in rec])\n"
        "got = dict(zip(res['item'], res['score']))\n"
        "report('' if got == want else '%r vs %r' % (got, want))\n",
        why="docs/preferences.md: a tie counts half each way; Copeland 1951: majority wins minus losses"))
    cases.append(ok(
        "u29e_one_reader_only_arm", "rankagg.fuse(..., method='borda'): an arm only one reader read (a pilot "
        "arm, 'SYNTH_2D'), beside two arms everyone read",
        "import rankagg\nR = ratings(readers=READERS[:4], seed=27)\n"
        "R['R02']['SYNTH_2D'] = {'case_0400': 5, 'case_0407': 2, 'case_0414': 2}\n"
        "res = rankagg.fuse(R, method='borda')\n"
        "qs = sorted({q for run in R.values() for q in run})\n"
        "refs = {q: borda_ref({r: R[r].get(q, {}) for r in R}) for q in qs}\n" + mem,
        why="rankagg methods borda: a ranker with no list for a query (k = 0) gives each case (n + 1) / 2 under "
            "'share' (the order is the other rankers'); Borda n - r + 1"))

    # --- the command line ------------------------------------------------------------------------------------------
    cases.append(cli_ok(
        "u29e_cli_rrf_reader_runs", "rankagg fuse R01.run R02.run R03.run cad_vendorA_v3.run --method rrf -o "
        "consensus.run: one run per reader, BI-RADS scores, the arms as queries",
        ["fuse", *_RUNS4, "--method", "rrf", "-o", "consensus.run"], None,
        _cli_check("rrf", f"readers={_R4}, seed=31"), setup=_runs_setup(f"readers={_R4}, seed=31"),
        why="Cormack et al. 2009; TREC lines ranked by score, ties by id (docs/conventions.md)"))
    cases.append(cli_ok(
        "u29e_cli_borda_weights_file", "rankagg fuse ... --method borda --weights weights.txt ('NAME W' lines: the "
        "specialists count double, the CAD half)",
        ["fuse", *_RUNS4, "--method", "borda", "--weights", "weights.txt", "-o", "consensus.run"],
        {"weights.txt": "R01 2\nR02 2\nR03 1\ncad_vendorA_v3 0.5\n"},
        _cli_check("borda", f"readers={_R4}, seed=33, scale='pom'",
                   "{'R01': 2, 'R02': 2, 'R03': 1, 'cad_vendorA_v3': 0.5}"),
        setup=_runs_setup(f"readers={_R4}, seed=33, scale='pom'"),
        why="rankagg fuse --help: --weights FILE of 'NAME W' lines; weighted Borda"))
    cases.append(cli_ok(
        "u29e_cli_combsum_depth_5", "rankagg fuse ... --method combsum --depth 5: the five most suspicious cases "
        "per arm for the consensus review, one reader's list partial",
        ["fuse", *_RUNS4, "--method", "combsum", "--depth", "5", "-o", "consensus.run"], None,
        _cli_check("combsum", f"readers={_R4}, seed=35, scale='pom', drop={{'R02': 0.4}}", depth=5),
        setup=_runs_setup(f"readers={_R4}, seed=35, scale='pom', drop={{'R02': 0.4}}"),
        why="rankagg methods combsum over min-max scores; --depth 5"))
    cases.append(cli_ok(
        "u29e_cli_lesion_ids_gz_parquet", "rankagg fuse R01.run.gz R02.run.gz R03.run.gz --method rrf -o "
        "consensus.parquet: lesion ids (DBT-0042/L1), gzipped runs, a Parquet table out",
        ["fuse", "R01.run.gz", "R02.run.gz", "R03.run.gz", "--method", "rrf", "-o", "consensus.parquet"], None,
        lambda out, folder: _report(
            "import pandas as pd\nt = pd.read_parquet(FOLDER + '/consensus.parquet')\n"
            "R = ratings(readers=['R01', 'R02', 'R03'], seed=37, names=lesion_id)\n"
            "rows = {q: list(zip(g.sort_values('rank')['doc_id'], g.sort_values('rank')['score'])) "
            "for q, g in t.groupby('q_id')}\n"
            "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
            "report(agree_all(rows, refs))\n", folder),
        setup=reference_setup(_REF, "import gzip\n"
                              "for t, run in ratings(readers=['R01', 'R02', 'R03'], seed=37, names=lesion_id).items():\n"
                              "    open(P(t + '.run.gz'), 'wb').write(gzip.compress(run_text(run, t).encode(), mtime=0))\n"),
        why="docs/conventions.md: -o names a TREC run or a Parquet table; runs may be gzipped"))
    cases.append(cli_ok(
        "u29e_cli_evaluate_biopsy_qrels", "rankagg evaluate consensus.run --qrels biopsy.qrels -m map -m P.5: the "
        "fused order against the biopsy truth",
        ["evaluate", "consensus.run", "--qrels", "biopsy.qrels", "-m", "map", "-m", "P.5"], None,
        lambda out, folder: _report(
            TREC_MEASURES + "rows = read_run(open(FOLDER + '/consensus.run').read())\nqrels = truth()\n"
            "orders = {q: [d for d, _ in sorted(r, key=lambda x: (x[1], x[0].encode()), reverse=True)] "
            "for q, r in rows.items()}\n"
            "m = sum(ap(o, qrels[q]) for q, o in orders.items()) / len(orders)\n"
            "p5 = sum(prec(o, qrels[q], 5) for q, o in orders.items()) / len(orders)\n"
            "nums = {}\nfor line in OUT.splitlines():\n    f = line.split()\n"
            "    if len(f) >= 3 and f[-2] == 'all':\n        nums[f[0].lower()] = float(f[-1])\n"
            "a, b = nums.get('map', nums.get('ap')), nums.get('p_5', nums.get('p@5'))\n"
            "report('' if None not in (a, b) and abs(a - m) < 1e-4 and abs(b - p5) < 1e-4 and 0 < m < 1 "
            "else 'got %r want %r %r' % (nums, m, p5))\n".replace("OUT", repr(out)), folder),
        setup=reference_setup(_REF, "R = ratings(seed=39, scale='pom', noise=1.6)\n"
                              "refs = {q: borda_ref(l) for q, l in per_query(R).items()}\n"
                              "lines = []\nfor q, r in refs.items():\n"
                              "    lines += ['%s Q0 %s %d %r fused' % (q, d, i, r[0][d]) for i, d in "
                              "enumerate(trec_order(r[0]), 1)]\n"
                              "open(P('consensus.run'), 'w').write('\\n'.join(lines) + '\\n')\n"
                              "open(P('biopsy.qrels'), 'w').write(''.join('%s 0 %s %d\\n' % (q, c, g) "
                              "for q, j in truth().items() for c, g in j.items()))\n"),
        why="trec_eval's map and P_5 (cancer 1 relevant, benign 0)"))

    # --- the team's files given where runs are read: named by their format or tool, at the first line ---------------
    tool_files = [
        ("u29e_imrmc_input_as_run", "an iMRMC input file (study facts, NR/N0/N1/NM, BEGIN DATA:, then readerID, "
         "caseID, modalityID, score rows)", "dbt_study.imrmc", _IMRMC, "iMRMC", "dbt_study.imrmc:1"),
        ("u29e_rjafroc_truth_csv_as_run", "RJafroc's Truth sheet saved as CSV (CaseID, LesionID, Weight, ReaderID, "
         "ModalityID, Paradigm)", "Truth.csv", _RJ_TRUTH, "RJafroc", "Truth.csv:1"),
        ("u29e_rjafroc_tp_csv_as_run", "RJafroc's TP sheet saved as CSV (ReaderID, ModalityID, CaseID, LesionID, "
         "TP_Rating)", "TP.csv", _RJ_TP, "RJafroc", "TP.csv:1"),
        ("u29e_chexpert_labels_as_run", "CheXpert's train.csv labels (Path, Sex, Age, ..., 14 observations as "
         "1.0 / 0.0 / -1.0 / blank)", "train.csv", _CHEXPERT, "CheXpert", "train.csv:1"),
        ("u29e_mimic_cxr_labels_as_run", "MIMIC-CXR-JPG's mimic-cxr-2.0.0-chexpert.csv (subject_id, study_id, the "
         "14 CheXpert labels)", "mimic-cxr-2.0.0-chexpert.csv", _MIMIC, "MIMIC-CXR", "mimic-cxr-2.0.0-chexpert.csv:1"),
        ("u29e_lidc_xml_as_run", "a LIDC-IDRI read XML (LidcReadMessage: four radiologists' nodule reads, "
         "malignancy 1-5)", "069.xml", _LIDC, "LIDC", "069.xml:"),
        ("u29e_kaggle_rsna_submission_as_run", "a Kaggle RSNA Screening Mammography submission (prediction_id, "
         "cancer)", "submission.csv", _KAGGLE_SUB, "RSNA", "submission.csv:1"),
        ("u29e_grand_challenge_json_as_run", "Grand Challenge's algorithm jobs JSON (pk, status, inputs, outputs)",
         "jobs.json", _GC_JSON, "Grand Challenge", "jobs.json"),
        ("u29e_osirix_roi_csv_as_run", "an OsiriX / Horos ROI export (ImageNo, RoiNo, RoiMean, ..., RoiName)",
         "rois.csv", _OSIRIX, "OsiriX", "rois.csv:1"),
        ("u29e_dicom_json_as_run", "a DICOM SR in the DICOM JSON model (dcm2json: tags as '00080016' with vr and "
         "Value)", "case_0412_sr.json", _DICOM_JSON, "DICOM", "case_0412_sr.json"),
        ("u29e_dcmdump_as_run", "dcmdump's text dump of a mammogram (# Dicom-File-Format, (0002,0000) UL ...)",
         "case_0412.dump.txt", _DCMDUMP, "dcmdump", "case_0412.dump.txt:"),
    ]
    binaries = [
        ("u29e_dicom_as_run", "a mammogram itself (DICOM: 128-byte preamble, 'DICM')", "case_0412.dcm", _DCM, "DICOM"),
        ("u29e_dicom_seg_as_run", "a DICOM SEG of the lesion's mask", "case_0412_seg.dcm", _SEG, "DICOM"),
        ("u29e_nifti_gz_as_run", "a lesion mask as a gzipped NIfTI-1 image", "case_0412_mask.nii.gz", _NII_GZ,
         "NIfTI"),
        ("u29e_rjafroc_xlsx_as_run", "RJafroc's Excel workbook (Truth, TP, FP sheets)", "frocData.xlsx", _RJ_XLSX,
         "Excel"),
    ]
    text_why = ("trec_eval refuses a line of other than six fields (a CSV's one field, an XML tag, a dump's many); "
                "the file is the reader study tool's, named by what it is (a field count says nothing the team "
                "can act on)")
    binary_why = ("an image or workbook holds no TREC line (trec_eval reads garbage); named by what it is, with what "
                  "to give instead")
    for cid, what, name, content, tool, *where in tool_files + binaries:
        binary = isinstance(content, bytes)
        cases.append(cli_bad(
            cid, f"rankagg fuse {name} R01.run -o consensus.run: {what} given as a run",
            ["fuse", name, "R01.run", "--method", "rrf", "-o", "consensus.run"],
            {name: content, "R01.run": _ONE_RUN},
            name if binary else where[0], tool, why=binary_why if binary else text_why))

    # --- the truth the team gives ----------------------------------------------------------------------------------
    for cid, name, content, tool, where in [
            ("u29e_imrmc_input_as_qrels", "dbt_study.imrmc", _IMRMC, "iMRMC", ":1"),
            ("u29e_rjafroc_truth_csv_as_qrels", "Truth.csv", _RJ_TRUTH, "RJafroc", ":1"),
            ("u29e_chexpert_labels_as_qrels", "train.csv", _CHEXPERT, "CheXpert", ":1"),
            ("u29e_kaggle_rsna_train_as_qrels", "train.csv", _KAGGLE_TRAIN, "RSNA", ":1"),
            ("u29e_lidc_xml_as_qrels", "069.xml", _LIDC, "LIDC", ":"),
            ("u29e_nifti_gz_as_qrels", "case_0412_mask.nii.gz", _NII_GZ, "NIfTI", "")]:
        cases.append(cli_bad(
            cid, f"rankagg evaluate R01.run --qrels {name}: the reader study's file given as the truth",
            ["evaluate", "R01.run", "--qrels", name], {"R01.run": _ONE_RUN, name: content}, f"{name}{where}", tool,
            outputs=(), why="trec_eval refuses a qrels line of other than four fields; the file is the field's, "
                            "named by what it is, with how to write the biopsy truth as qrels"))

    # --- the field's tables as frames -------------------------------------------------------------------------------
    cases.append(bad(
        "u29e_api_imrmc_frame", "rankagg.fuse(pd.read_csv of iMRMC's data rows: readerID, caseID, modalityID, score), "
        "the truth rows with reader -1 among them",
        "import rankagg, pandas as pd\n"
        "df = pd.read_csv('imrmc_rows.csv')\nrankagg.fuse(df, method='borda')\n", "iMRMC",
        files={"imrmc_rows.csv": "readerID,caseID,modalityID,score\n" + _IMRMC.split("BEGIN DATA:\n")[1]},
        why="README: a frame of runs has qid, docid, score (and run) columns; iMRMC's columns (and its truth rows "
            "with reader -1, which would be fused as a reader) are told so"))
    cases.append(bad(
        "u29e_api_chexpert_frame_as_qrels", "rankagg.evaluate(run, pd.read_csv('train.csv'), ['AP']): CheXpert's "
        "labels as the truth frame",
        "import rankagg, pandas as pd\nR = ratings(readers=['R01'], n_cases=4)\n"
        "rankagg.evaluate(R['R01'], pd.read_csv('train.csv'), ['AP'])\n", "CheXpert",
        files={"train.csv": _CHEXPERT},
        why="README: qrels are query, doc, grade; CheXpert's -1 (uncertain) and blank labels are no grades"))

    # --- other mistakes of the day ---------------------------------------------------------------------------------
    cases.append(cli_bad(
        "u29e_birads_subcategory_score", "rankagg fuse R01.run R02.run: BI-RADS 4A / 4B / 4C written as the score",
        ["fuse", "R01.run", "R02.run", "--method", "rrf", "-o", "consensus.run"],
        {"R01.run": _ONE_RUN, "R02.run": "DBT_2026 Q0 case_0400 1 4C R02\nDBT_2026 Q0 case_0421 2 4A R02\n"},
        "R02.run:1", why="trec_eval's atof reads '4C' as 4 (4A = 4B = 4C: a silent tie); docs/conventions.md: a "
                         "score is strtod on the whole token, refused at its line"))
    cases.append(cli_bad(
        "u29e_pom_percent_score", "rankagg fuse R01.run R02.run: a probability of malignancy written '85%'",
        ["fuse", "R01.run", "R02.run", "--method", "rrf", "-o", "consensus.run"],
        {"R01.run": _ONE_RUN, "R02.run": "DBT_2026 Q0 case_0400 1 85% R02\nDBT_2026 Q0 case_0421 2 40% R02\n"},
        "R02.run:1", why="docs/conventions.md: a non-numeric score is refused at its line"))
    cases.append(cli_bad(
        "u29e_case_id_with_blank", "rankagg fuse R01.run R02.run: a case named 'case 0412' (a blank) in the "
        "third field", ["fuse", "R01.run", "R02.run", "--method", "rrf", "-o", "consensus.run"],
        {"R01.run": _ONE_RUN, "R02.run": "DBT_2026 Q0 case_0400 1 5 R02\nDBT_2026 Q0 case 0412 2 4 R02\n"},
        "R02.run:2", why="trec_eval splits fields at blanks: seven fields (a wrong field count, refused at its line)"))
    cases.append(bad(
        "u29e_api_weight_dropped_reader", "rankagg.fuse(runs, method='rrf', weights={..., 'R08': 2}): a weight left "
        "for a reader who dropped out of the study",
        "import rankagg\nR = ratings(readers=['R01', 'R02', 'R03'], n_cases=6)\n"
        "rankagg.fuse(R, method='rrf', weights={'R01': 1.0, 'R02': 1.0, 'R03': 1.0, 'R08': 2.0})\n", "R08",
        why="docs/reliability.md: weights that name no run are refused naming them (a weight silently dropped)"))
    cases.append(bad(
        "u29e_api_unread_nan", "rankagg.fuse(frame) where one reader left a case unrated (an empty cell read as "
        "NaN by pandas)",
        "import rankagg, pandas as pd\nR = ratings(readers=['R01', 'R02'], n_cases=6)\n"
        "df = pd.DataFrame(frame_rows(R), columns=['qid', 'docid', 'run', 'score']).astype({'score': float})\n"
        "df.loc[3, 'score'] = float('nan')\nrankagg.fuse(df, method='borda')\n", "score",
        why="docs/conventions.md: a missing score (NaN, None, pandas' NA) is refused as one"))

    # --- the consensus written under an imaging format's name ------------------------------------------------------
    for cid, argv_out, out_name, what, named in [
            ("u29e_out_dcm", ["-o", "consensus.dcm"], "consensus.dcm", "a DICOM file", ("DICOM",)),
            ("u29e_out_nii_gz_upper", ["-o", "CONSENSUS.NII.GZ"], "CONSENSUS.NII.GZ", "a gzipped NIfTI image, upper "
             "case", ("NIfTI",)),
            ("u29e_out_nrrd", ["-o", "consensus.nrrd"], "consensus.nrrd", "an NRRD image", ("NRRD",)),
            ("u29e_out_mha", ["-o", "consensus.mha"], "consensus.mha", "an ITK MetaImage", ("MetaImage",)),
            ("u29e_out_imrmc", ["-o", "consensus.imrmc"], "consensus.imrmc", "an iMRMC input file", ("iMRMC",)),
            ("u29e_explain_dcm", ["-o", "consensus.run", "--explain", "why.dcm"], "why.dcm", "--explain as DICOM",
             ("DICOM",))]:
        cases.append(cli_bad(
            cid, f"rankagg fuse R01.run R02.run --method borda {' '.join(argv_out)}: {what}; TREC or JSON lines under "
            "that name are read by no tool that opens it",
            ["fuse", "R01.run", "R02.run", "--method", "borda", *argv_out], None, out_name, *named,
            outputs=(out_name, "consensus.run"), setup=_runs_setup("readers=['R01', 'R02'], seed=45"),
            why="issue 45: every output reads back; rankagg/io/output_names.py names each format's suffix"))
    cases.append(cli_ok(
        "u29e_out_r01_stays_free", "rankagg fuse R01.run R02.run --method borda -o consensus.r01: a reader's id as "
        "a suffix (a letter and digits) is written",
        ["fuse", "R01.run", "R02.run", "--method", "borda", "-o", "consensus.r01"], None,
        _cli_check("borda", "readers=['R01', 'R02'], seed=45", output="consensus.r01"),
        setup=_runs_setup("readers=['R01', 'R02'], seed=45"),
        why="docs/conventions.md: a run's common names stay free, a short suffix with a digit among them; Borda"))
    return cases
