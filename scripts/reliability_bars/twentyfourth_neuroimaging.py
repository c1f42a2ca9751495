"""Issue 45's twenty-fourth bar of scripts/reliability_matrix.py,
a neuroimaging group's consensus of brain regions across studies and atlases (its cases, ids ``u24a_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's.

The group's day: a meta-analysis of cortical atrophy and task activation, each study (ADNI, OASIS, UK Biobank, an
ENIGMA site, an in-house cohort) a ranker, each contrast or disease (``AD_vs_CN``, ``MCI_vs_CN``, ``faces_gt_houses``)
a query, each brain region an item.  Regions are named as the atlases name them: FreeSurfer's Desikan-Killiany
(``ctx-lh-superiorfrontal``, ``Left-Hippocampus``), the HCP-MMP parcellation (``L_V1_ROI``), AAL3
(``Frontal_Sup_2_L``), FreeSurfer's numeric labels (``1028``), Harvard-Oxford names with blanks and commas.  A
study's score is its t or z value (higher is more activation; atrophy as -t; a deactivation is negative and its
sign matters); a study reports only its significant clusters (partial lists).  The group fuses with Borda, RRF,
CombSUM / CombMNZ, weights studies by sample size, asks R's ``aggregateRanks(method = "mean")`` p-value over the
studies' lists of significant regions, checks the consensus against a known network (the default-mode network's
regions as qrels) with AP and P@5, and writes it back for a figure.  The mistakes and odd files: the tools' own
outputs given as runs (FSL's ``cluster`` table, FreeSurfer's ``aseg.stats`` / ``aparc.stats`` and
``asegstats2table`` output, AFNI's ``3dClusterize`` table, BIDS ``participants.tsv`` and ``_events.tsv``, a GIfTI
or a FreeSurfer label), images given as runs (NIfTI ``.nii`` / ``.nii.gz``, CIFTI ``.dscalar.nii``, FreeSurfer
``.mgz`` and ``.annot``), and the consensus written under an image's or a surface's name.

The references (``_REF``) are computed here, never with rankagg's code: positions by trec_eval's rule (score
descending, then the id descending), Borda, RRF and min-max CombSUM / CombMNZ from references.RANKED_LISTS and
LISTS_BY_QUERY, trec_eval's AP and P@5 from references.TREC_MEASURES, the mean-rank p-value by R's formula (SciPy's
normal distribution)."""

from __future__ import annotations

import gzip
import struct
from pathlib import Path

from .case import Case, command_cases, reference_setup, snippet_cases, prints_same
from .references import PER_QUERY, RUN_TEXT, SEEDED_UNIFORM, STANDARD_REFERENCE, reference_namespace

TWENTYFOURTH_NEUROIMAGING = "45 Unseen inputs: a twenty-fourth bar, a neuroimaging group's consensus of brain regions across studies and atlases"

_DATA = SEEDED_UNIFORM + r'''STUDIES = ['adni', 'oasis3', 'ukbiobank', 'enigma_site7', 'inhouse']
CONTRASTS = ['AD_vs_CN', 'MCI_vs_CN', 'FTD_vs_CN']
DK = ['bankssts', 'caudalanteriorcingulate', 'caudalmiddlefrontal', 'cuneus', 'entorhinal', 'fusiform',
      'inferiorparietal', 'inferiortemporal', 'isthmuscingulate', 'lateraloccipital', 'lateralorbitofrontal',
      'lingual', 'medialorbitofrontal', 'middletemporal', 'parahippocampal', 'paracentral', 'parsopercularis',
      'parsorbitalis', 'parstriangularis', 'pericalcarine', 'postcentral', 'posteriorcingulate', 'precentral',
      'precuneus', 'rostralanteriorcingulate', 'rostralmiddlefrontal', 'superiorfrontal', 'superiorparietal',
      'superiortemporal', 'supramarginal', 'frontalpole', 'temporalpole', 'transversetemporal', 'insula']
def dk(i):
    """FreeSurfer's aseg/aparc name of the i-th region: cortex of either hemisphere, then the subcortical ones"""
    if i < 2 * len(DK):
        return 'ctx-%s-%s' % ('lh' if i % 2 == 0 else 'rh', DK[i // 2])
    return ['Left-Hippocampus', 'Right-Hippocampus', 'Left-Amygdala', 'Right-Amygdala', 'Left-Thalamus',
            'Right-Thalamus'][(i - 2 * len(DK)) % 6]
def dk_label(i):
    """FreeSurfer's numeric label of the i-th cortical region (1001... left, 2001... right)"""
    return str((1000 if i % 2 == 0 else 2000) + 1 + i // 2)
def hcp(i):
    return '%s_%s_ROI' % ('L' if i % 2 == 0 else 'R', ['V1', 'V2', 'MST', 'FEF', '55b', 'PGi', 'TE1a', 'p32pr',
                                                       'a24', 'd32', '8BM', 'PCV', '7m', 'POS1', 'RSC'][i // 2 % 15])
def aal(i):
    return ['Frontal_Sup_2_L', 'Frontal_Sup_2_R', 'Cingulate_Ant_L', 'Cingulate_Post_R', 'Precuneus_L',
            'Hippocampus_L', 'ParaHippocampal_R', 'Angular_L', 'Temporal_Mid_R', 'Thal_MD_L', 'Cerebellum_Crus1_L',
            'Vermis_4_5', 'OFCmed_L', 'Insula_R', 'Fusiform_L', 'Occipital_Inf_R'][i % 16]
def studies(names=STUDIES, contrasts=CONTRASTS, n=40, seed=3, ids=dk, partial=None, signed=False):
    """{study: {contrast: {region: t}}}: atrophy as -t (higher is more atrophy), 2 decimals; ``signed``: the raw t of
    a task contrast (deactivations negative); ``partial``: {study: how many of its best regions it reports}"""
    g = lcg(seed)
    truth = {c: [next(g) < 0.3 for _ in range(n)] for c in contrasts}
    out = {}
    for s in names:
        out[s] = {}
        for c in contrasts:
            p = {}
            for i in range(n):
                u = next(g)
                t = (3.0 if truth[c][i] else 0.0) + 4.0 * u - 1.5
                p[ids(i)] = round(t if signed or t > -1.0 else -1.0 + 0.01 * i, 2)
            if (partial or {}).get(s):
                keep = desc_order(p)[:partial[s]]
                p = {d: p[d] for d in keep}
            out[s][c] = p
    return out
def network(n=40, seed=3, contrasts=CONTRASTS, ids=dk):
    """the regions a known network holds (the generator's truth) as qrels"""
    g = lcg(seed)
    truth = {c: [next(g) < 0.3 for _ in range(n)] for c in contrasts}
    return {c: {ids(i): 1 for i in range(n) if t[i]} for c, t in truth.items()}
''' + PER_QUERY + RUN_TEXT + r'''def lists_table(lists, sep='\t'):
    names = list(lists)
    rows = [sep.join(names)]
    for r in range(max(len(l) for l in lists.values())):
        rows.append(sep.join(lists[m][r] if r < len(lists[m]) else '' for m in names))
    return '\n'.join(rows) + '\n'
def mean_rank_ref(lists):
    """R's aggregateRanks(method='mean'): ranks / N (N the distinct regions), 1 where a list misses the region, the
    mean over the n lists, p = pnorm(mean, 1/2, sqrt(1 / (12 n)))"""
    from scipy.stats import norm
    u = sorted(set().union(*[set(l) for l in lists.values()]))
    N, n = len(u), len(lists)
    out = {}
    for d in u:
        m = sum((l.index(d) + 1) / N if d in l else 1.0 for l in lists.values()) / n
        out[d] = norm.cdf(m, 0.5, math.sqrt(1.0 / (12 * n)))
    return out
def table_rows(path):
    import csv
    with open(path, newline='') as f:
        return list(csv.DictReader(f, delimiter='\t' if path.endswith('.tsv') else ','))
'''

_REF = STANDARD_REFERENCE + _DATA

_REFS = {"borda": "borda_ref(l, W)", "rrf": "rrf_ref(l, 60.0, W)", "combsum": "combsum_minmax_ref(l, W)",
         "combmnz": "combmnz_ref(l, W)"}


def _reference_says(code: str, scope: dict) -> bool:
    """Whether the references, run on ``code`` with ``scope`` bound, print 'same'."""
    return prints_same(code, {**reference_namespace(_REF, "u24a_reference"), **scope})


def _runs_setup(data: str = "studies()"):
    """the studies' runs, one TREC file per study (its tag the study's name), written with the references"""
    return reference_setup(_REF, f"RUNS = {data}\n"
                           "for m, run in RUNS.items():\n"
                           "    open(P(m + '.run'), 'w').write(run_text(run, m))\n")


def _cli_check(method: str, data: str = "studies()", weights: str = "", depth: int | None = None,
               output: str = "consensus.run"):
    code = (f"RUNS = {data}\nW = {weights or 'None'}\n"
            f"refs = {{q: {_REFS[method]} for q, l in per_query(RUNS).items()}}\n"
            f"report(agree_all(read_run(open(FOLDER + '/{output}').read()), refs, {depth}))\n")
    return lambda out, folder: _reference_says(code, {"FOLDER": str(folder)})


def _folder_check(code: str):
    return lambda out, folder: _reference_says(code, {"FOLDER": str(folder), "OUT": out})


_STUDY_RUNS = [s + ".run" for s in ("adni", "oasis3", "ukbiobank", "enigma_site7", "inhouse")]
_OUT = ("consensus.run",)

_RUN_A = ("AD_vs_CN Q0 Left-Hippocampus 1 7.21 adni\nAD_vs_CN Q0 ctx-lh-entorhinal 2 6.3 adni\n"
          "AD_vs_CN Q0 ctx-lh-precuneus 3 3.1 adni\n")
_RUN_B = ("AD_vs_CN Q0 ctx-lh-entorhinal 1 8.02 oasis3\nAD_vs_CN Q0 Left-Hippocampus 2 6.4 oasis3\n"
          "AD_vs_CN Q0 Left-Amygdala 3 2.7 oasis3\n")
_TWO_RUNS = {"adni.run": _RUN_A, "oasis3.run": _RUN_B}

#: FSL's cluster --mm (tab-separated, the header's cells with blanks)
_FSL_CLUSTER = ("Cluster Index\tVoxels\tP\t-log10(P)\tZ-MAX\tZ-MAX X (mm)\tZ-MAX Y (mm)\tZ-MAX Z (mm)\tZ-COG X (mm)\t"
                "Z-COG Y (mm)\tZ-COG Z (mm)\tCOPE-MAX\tCOPE-MAX X (mm)\tCOPE-MAX Y (mm)\tCOPE-MAX Z (mm)\tCOPE-MEAN\n"
                "3\t1520\t1.2e-12\t11.9\t5.82\t42\t-60\t38\t44.2\t-58.1\t37.5\t212\t40\t-62\t36\t98.1\n"
                "2\t830\t3.4e-07\t6.47\t4.91\t-20\t-70\t40\t-21.3\t-69.8\t41.2\t180\t-22\t-70\t42\t77.3\n"
                "1\t212\t0.0021\t2.68\t3.77\t60\t-30\t25\t59.1\t-31\t26.3\t95\t58\t-30\t24\t51.2\n")
_FSL_CLUSTER_VOX = ("Cluster Index\tVoxels\tMAX\tMAX X (vox)\tMAX Y (vox)\tMAX Z (vox)\tCOG X (vox)\tCOG Y (vox)\t"
                    "COG Z (vox)\n3\t1520\t5.82\t45\t60\t38\t44.2\t58.1\t37.5\n2\t830\t4.91\t20\t70\t40\t21.3\t69.8\t"
                    "41.2\n")
_ASEG_STATS = ("# Title Segmentation Statistics \n# \n# generating_program mri_segstats\n"
               "# Measure BrainSeg, BrainSegVol, Brain Segmentation Volume, 1180000.0, mm^3\n"
               "# ColHeaders  Index SegId NVoxels Volume_mm3 StructName normMean normStdDev normMin normMax normRange\n"
               "  1   4    6512     6512.0  Left-Lateral-Ventricle   34.1   11.2    12.0   92.0    80.0 \n"
               "  2   17   4210     4210.3  Left-Hippocampus          78.2   9.1    40.0   110.0   70.0 \n")
_APARC_STATS = ("# Table of FreeSurfer cortical parcellation anatomical statistics \n# \n# hemi lh \n"
                "# ColHeaders StructName NumVert SurfArea GrayVol ThickAvg ThickStd MeanCurv GausCurv FoldInd CurvInd\n"
                "bankssts                                 1422    973   2342  2.581 0.512     0.111     0.023       12"
                "     1.3\ncaudalanteriorcingulate                  1012    701   2038  2.712 0.702     0.132     "
                "0.031       14     1.2\n")
_ASEGSTATS2TABLE = ("Measure:volume\tLeft-Lateral-Ventricle\tLeft-Hippocampus\tLeft-Amygdala\tRight-Hippocampus\n"
                    "sub-01\t6512.0\t4210.3\t1620.1\t4302.2\nsub-02\t7100.2\t3980.5\t1510.7\t4105.9\n")
_APARCSTATS2TABLE = ("lh.aparc.thickness\tlh_bankssts_thickness\tlh_caudalanteriorcingulate_thickness\t"
                     "lh_cuneus_thickness\tlh_MeanThickness_thickness\nsub-01\t2.581\t2.712\t1.981\t2.41\n"
                     "sub-02\t2.44\t2.65\t1.90\t2.38\n")
_PARTICIPANTS = ("participant_id\tage\tsex\tgroup\tmmse\nsub-01\t71\tM\tCN\t29\nsub-02\tn/a\tF\tAD\t21\n"
                 "sub-03\t68\tF\tMCI\tn/a\n")
_EVENTS = ("onset\tduration\ttrial_type\tresponse_time\n0.0\t2.0\tfaces\t0.532\n4.5\t2.0\thouses\tn/a\n"
           "9.0\t2.0\tfaces\t0.61\n")
_AFNI_CLUST = ("# AFNI 3dClusterize\n#[ 3dClusterize -inset stats.nii -ithr 2 -NN 1 -clust_nvox 40 -bisided p=0.001 ]\n"
               "#Coordinate order = RAI\n"
               "#Voxels  CM RL  CM AP  CM IS  minRL  maxRL  minAP  maxAP  minIS  maxIS    Mean     SEM    Max Int  "
               "MI RL  MI AP  MI IS\n"
               "#------  -----  -----  -----  -----  -----  -----  -----  -----  -----  -------  -------  -------  "
               "-----  -----  -----\n"
               "  1520  -44.2  -58.1   37.5  -60.0  -30.0  -70.0  -40.0   20.0   50.0    3.82   0.041     5.82  "
               "-45.0  -60.0   38.0\n"
               "   830   21.3  -69.8   41.2    5.0   35.0  -80.0  -60.0   30.0   50.0    3.21   0.050     4.91   "
               "20.0  -70.0   40.0\n")
_GIFTI = ('<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE GIFTI SYSTEM "http://www.nitrc.org/gifti/gifti.dtd">\n'
          '<GIFTI Version="1.0" NumberOfDataArrays="1">\n<DataArray Intent="NIFTI_INTENT_SHAPE" '
          'DataType="NIFTI_TYPE_FLOAT32" ArrayIndexingOrder="RowMajorOrder" Dimensionality="1" Dim0="3" '
          'Encoding="ASCII" Endian="LittleEndian" ExternalFileName="" ExternalFileOffset="">\n<Data>2.5 2.1 3.0</Data>\n'
          '</DataArray>\n</GIFTI>\n')
_LABEL = ("#!ascii label  , from subject fsaverage vox2ras=TkReg\n3\n101  -40.1  -20.3  50.2 0.000000\n"
          "102  -41.0  -21.3  51.0 0.000000\n103  -42.2  -19.9  49.8 0.000000\n")


def _nifti1() -> bytes:
    """A NIfTI-1 image (.nii): sizeof_hdr 348, dim, and the magic 'n+1' at byte 344, then the voxels."""
    hdr = struct.pack("<i", 348) + bytes(36) + struct.pack("<8h", 3, 91, 109, 91, 1, 1, 1, 1)
    hdr += bytes(344 - len(hdr)) + b"n+1\x00"
    return hdr + bytes(4) + struct.pack("<8f", 0.0, 1.2, 3.4, -2.1, 5.8, 0.0, 0.0, 2.2)


_NII = _nifti1()
_NII_GZ = gzip.compress(_NII, mtime=0)
#: CIFTI-2 (.dscalar.nii) is NIfTI-2: sizeof_hdr 540 and the magic 'n+2\0\r\n\032\n' at byte 4
_CIFTI = struct.pack("<i", 540) + b"n+2\x00\r\n\x1a\n" + bytes(540 - 12) + bytes(4) + b"<CIFTI Version=\"2\">"
#: FreeSurfer's MGH (version 1, width, height, depth, frames, type, dof; big-endian), gzipped as .mgz
_MGZ = gzip.compress(struct.pack(">7i", 1, 256, 256, 256, 1, 3, 0) + bytes(300), mtime=0)
#: FreeSurfer's .annot: the vertex count, then (vertex, label) pairs (big-endian int32), then the colour table
_ANNOT = struct.pack(">i", 4) + struct.pack(">8i", 0, 1639705, 1, 1639705, 2, 3294840, 3, 3294840) \
    + struct.pack(">i", 1) + bytes(40)

#: five studies' significant regions of one contrast (best first; shorter lists end)
_SIG_LISTS = r'''
T = [dk(i) for i in range(60, 74)]
LISTS = {'adni': [T[0], T[1], T[4], T[6], T[3]], 'oasis3': [T[1], T[0], T[3], T[4], T[6], T[8], T[9]],
         'ukbiobank': [T[0], T[4], T[1]], 'enigma_site7': [T[1], T[0], T[6], T[4], T[5], T[12]],
         'inhouse': [T[4], T[1], T[0], T[3], T[10], T[11], T[13]]}
'''[1:]


def twentyfourth_bar_neuroimaging_cases() -> list[Case]:
    G = TWENTYFOURTH_NEUROIMAGING
    ok, bad = snippet_cases(G, _REF, ok_timeout=180, bad_timeout=90)
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    cases: list[Case] = []

    # --- the day's answers, checked against references computed by hand -----------------------------------------
    def api(cid: str, what: str, call: str, ref: str, why: str, data: str = "studies()", **kw) -> Case:
        return ok(cid, what, f"import rankagg\nR = {data}\nW = None\nres = {call}\n"
                  f"refs = {{q: {ref} for q, l in per_query(R).items()}}\n"
                  "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n",
                  why=why, **kw)

    cases.append(api(
        "u24a_borda_dk_atrophy", "rankagg.fuse({study: {disease: {FreeSurfer region: -t}}}, method='borda'): five "
        "cohorts' atrophy t-values of 74 Desikan-Killiany and subcortical regions", "rankagg.fuse(R, method='borda')",
        "borda_ref(l)", "rankagg methods borda: n - r + 1 points; ties by trec_eval's rule (references.RANKED_LISTS)",
        fast=True))
    cases.append(api(
        "u24a_rrf_hcp_mmp", "rankagg.fuse(..., method='rrf'): HCP-MMP parcel ids (L_V1_ROI, R_55b_ROI) of a task "
        "contrast, raw t with deactivations negative", "rankagg.fuse(R, method='rrf')", "rrf_ref(l)",
        "Cormack et al. 2009: sum 1 / (60 + r), the order by t descending (a negative t last)",
        data="studies(ids=hcp, n=30, seed=5, signed=True, contrasts=['faces_gt_houses', 'nback_2_gt_0'])"))
    cases.append(api(
        "u24a_combsum_negative_t", "rankagg.fuse(..., method='combsum'): signed t-values, most of them negative "
        "(a deactivation contrast): min-max over negative scores", "rankagg.fuse(R, method='combsum')",
        "combsum_minmax_ref(l)", "rankagg methods combsum: min-max per list, (s - min) / (max - min), any sign",
        data="{s: {c: {d: round(t - 4.0, 2) for d, t in p.items()} for c, p in r.items()} for s, r in "
             "studies(seed=7, signed=True).items()}"))
    cases.append(api(
        "u24a_combmnz_significant_clusters", "rankagg.fuse(..., method='combmnz'): AAL3 regions; ADNI reports its 8 significant "
        "regions, the ENIGMA site its 12, the others every region", "rankagg.fuse(R, method='combmnz')",
        "combmnz_ref(l)", "rankagg methods combmnz: min-max CombSUM times the lists holding the region",
        data="studies(seed=9, n=16, ids=aal, partial={'adni': 8, 'enigma_site7': 12})"))
    cases.append(api(
        "u24a_borda_partial_share", "rankagg.fuse(..., method='borda'): partial lists (UK Biobank 6, in-house 10): "
        "the regions a study left out share its leftover points", "rankagg.fuse(R, method='borda')", "borda_ref(l)",
        "rankagg methods borda: unranked='share', (n - k + 1) / 2 for a list's missing region",
        data="studies(seed=11, partial={'ukbiobank': 6, 'inhouse': 10})"))
    cases.append(ok(
        "u24a_combsum_sample_size_weights", "rankagg.fuse(..., method='combsum', weights=...): each study weighted "
        "by its sample size (UK Biobank's 40,000 against a site's 120)",
        "import rankagg\nR = studies(seed=13)\nW = {'adni': 800.0, 'oasis3': 650.0, 'ukbiobank': 40000.0, "
        "'enigma_site7': 120.0, 'inhouse': 64.0}\nres = rankagg.fuse(R, method='combsum', weights=W)\n"
        "refs = {q: combsum_minmax_ref(l, W) for q, l in per_query(R).items()}\n"
        "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n",
        why="rankagg methods combsum: sum of w x min-max scores (Fox & Shaw 1994); weights need not sum to 1"))
    cases.append(api(
        "u24a_rrf_numeric_labels", "rankagg.fuse(..., method='rrf'): regions named by FreeSurfer's numeric labels "
        "('1001', '2035') as strings: ids are text", "rankagg.fuse(R, method='rrf')", "rrf_ref(l)",
        "docs/conventions.md: a docid is a token of text, ordered as bytes on ties", data="studies(seed=15, "
        "ids=dk_label, n=60)"))
    cases.append(ok(
        "u24a_frame_long_rrf", "rankagg.fuse(DataFrame study, contrast, region, t renamed run, qid, docid, score): "
        "a frame back, RRF",
        "import rankagg, pandas as pd\nR = studies(seed=21, partial={'oasis3': 15})\n"
        "df = pd.DataFrame([(q, d, m, s) for m, run in R.items() for q, p in run.items() for d, s in p.items()], "
        "columns=['qid', 'docid', 'run', 'score'])\nres = rankagg.fuse(df, method='rrf')\n"
        "rows = {q: list(zip(g.sort_values('rank')['docid'], g.sort_values('rank')['score'])) "
        "for q, g in res.groupby('qid')}\n"
        "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\nreport(agree_all(rows, refs, written=False))\n",
        why="README: a long DataFrame in, a frame back; Cormack et al. 2009"))
    cases.append(ok(
        "u24a_fuser_per_disease", "rankagg.Fuser('borda') called per disease on the studies' {region: -t} lists",
        "import rankagg\nR = studies(seed=23, contrasts=['AD_vs_CN', 'FTD_vs_CN', 'PD_vs_CN', 'ALS_vs_CN'])\n"
        "f = rankagg.Fuser('borda')\nmsg = ''\n"
        "for q, lists in per_query(R).items():\n"
        "    msg = msg or agree(f(lists), borda_ref(lists), written=False)\nreport(msg)\n",
        why="README's Fuser; rankagg methods borda"))
    cases.append(ok(
        "u24a_evaluate_dmn_network", "rankagg.evaluate(consensus, the default-mode network's regions as qrels): AP "
        "and P@5 of the RRF consensus",
        "import rankagg\nR = studies(seed=25)\nres = rankagg.fuse(R, method='rrf')\nqrels = network(seed=25)\n"
        "got = rankagg.evaluate(res, qrels, ['AP', 'P@5'])\n"
        "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
        "want, _ = measures({q: fused_order(r) for q, r in refs.items()}, qrels)\n"
        "report('' if all(abs(got[m] - want[m]) < 1e-9 for m in ('AP', 'P@5')) else '%r %r' % (got, want))\n",
        why="trec_eval's AP and P@5 (references.TREC_MEASURES) over rankagg's documented tie order"))
    cases.append(ok(
        "u24a_volume_400_parcels_30_studies", "rankagg.fuse: 400 Schaefer parcels x 30 studies x 6 contrasts, "
        "method='borda', the first 50 per contrast kept",
        "import rankagg, numpy as np\nrng = np.random.default_rng(27)\n"
        "ids = ['7Networks_%s_%s_%d' % (h, n, i) for h in ('LH', 'RH') for n in ('Vis', 'SomMot', 'DorsAttn', "
        "'SalVentAttn', 'Limbic', 'Cont', 'Default') for i in range(1, 30)][:400]\n"
        "C = ['c%d' % j for j in range(6)]\n"
        "runs = {'study%02d' % s: {c: dict(zip(ids, np.round(rng.normal(size=400) * 2, 3).tolist())) for c in C} "
        "for s in range(30)}\n"
        "res = rankagg.fuse(runs, method='borda', depth=50)\nmsg = ''\n"
        "for c in C:\n"
        "    sc = {}\n"
        "    for m in runs:\n"
        "        for r, d in enumerate(desc_order(runs[m][c]), 1):\n"
        "            sc[d] = sc.get(d, 0.0) + 400 - r + 1\n"
        "    top = sorted(sc, key=lambda d: -sc[d])[:50]\n    cut = sc[top[-1]]\n    got = res[c]\n"
        "    if not (len(got) == 50 and all(abs(got[d] - sc[d]) < 1e-9 for d in got) and min(got.values()) >= "
        "cut - 1e-9 and set(got) >= {d for d in top if sc[d] > cut + 1e-9}):\n"
        "        msg = msg or c + ': the first 50 differ'\nreport(msg)\n",
        why="rankagg methods borda by brute force (every list complete: n - r + 1); README: depth= keeps N",
        timeout=240))
    cases.append(ok(
        "u24a_significance_mean_rank", "rankagg.api.gene_lists.significance(five studies' significant regions, "
        "'rra_mean'): R's aggregateRanks(method='mean') p-value of each region",
        _SIG_LISTS + "from rankagg.api.gene_lists import significance\n"
        "t = significance(LISTS, 'rra_mean')\nref = mean_rank_ref(LISTS)\n"
        "got = dict(zip(t['item'], t['p_value']))\n"
        "bad = [d for d in ref if abs(got.get(d, -1) - ref[d]) > 1e-9 * max(1, ref[d])]\n"
        "report('' if not bad and len(got) == len(ref) else 'p differs: %r' % [(d, got.get(d), ref[d]) "
        "for d in bad][:2])\n",
        why="docs/genes.md: rra_mean's p = pnorm(mean, 1/2, sqrt(1/(12 n))), R's aggregateRanks(method='mean')"))

    # --- the command line: one run per study, the consensus out ----------------------------------------------
    cases.append(cli_ok(
        "u24a_cli_borda_study_runs", "rankagg fuse adni.run ... inhouse.run --method borda -o consensus.run: one run "
        "per cohort, diseases as queries, FreeSurfer names as docids",
        ["fuse", *_STUDY_RUNS, "--method", "borda", "-o", "consensus.run"], None, _cli_check("borda"),
        setup=_runs_setup(), why="rankagg methods borda; TREC lines ranked by score (docs/conventions.md)"))
    cases.append(cli_ok(
        "u24a_cli_rrf_partial_depth", "rankagg fuse ... --method rrf --depth 10: ADNI's and the site's runs hold "
        "only their significant regions; the first 10 of each disease written",
        ["fuse", *_STUDY_RUNS, "--method", "rrf", "--depth", "10", "-o", "consensus.run"], None,
        _cli_check("rrf", "studies(seed=29, partial={'adni': 7, 'enigma_site7': 11})", depth=10),
        setup=_runs_setup("studies(seed=29, partial={'adni': 7, 'enigma_site7': 11})"),
        why="rankagg fuse --help: --depth writes at most 10 per query; RRF (Cormack et al. 2009)"))
    cases.append(cli_ok(
        "u24a_cli_sample_size_weights", "rankagg fuse ... --method combmnz --weights n.txt: 'STUDY N' lines, each "
        "study weighted by its sample size",
        ["fuse", *_STUDY_RUNS, "--method", "combmnz", "--weights", "n.txt", "-o", "consensus.run"],
        {"n.txt": "adni 800\noasis3 650\nukbiobank 40000\nenigma_site7 120\ninhouse 64\n"},
        _cli_check("combmnz", "studies(seed=31)", "{'adni': 800, 'oasis3': 650, 'ukbiobank': 40000, "
                   "'enigma_site7': 120, 'inhouse': 64}"), setup=_runs_setup("studies(seed=31)"),
        why="rankagg fuse --help: --weights FILE of 'NAME W' lines; CombMNZ of weighted min-max scores"))
    cases.append(cli_ok(
        "u24a_cli_signed_t_combsum", "rankagg fuse ... --method combsum: a task contrast's signed t (deactivated "
        "regions negative), HCP-MMP ids", ["fuse", *_STUDY_RUNS, "--method", "combsum", "-o", "consensus.run"],
        None, _cli_check("combsum", "studies(seed=33, ids=hcp, n=30, signed=True)"),
        setup=_runs_setup("studies(seed=33, ids=hcp, n=30, signed=True)"),
        why="TREC runs hold any finite score; min-max CombSUM over negative ones (docs/conventions.md)"))
    cases.append(cli_ok(
        "u24a_cli_parquet_for_figure", "rankagg fuse ... --method rrf -o consensus.parquet: the consensus as a "
        "Parquet table for the figure's script", ["fuse", *_STUDY_RUNS, "--method", "rrf", "-o",
                                                  "consensus.parquet"], None,
        lambda out, folder: _parquet_agrees(folder, "studies(seed=35)"), setup=_runs_setup("studies(seed=35)"),
        why="rankagg fuse --help: .parquet out; RRF"))
    cases.append(cli_ok(
        "u24a_cli_evaluate_network", "rankagg evaluate consensus.run --qrels dmn.qrels -m map -m P.5: the Borda "
        "consensus against the default-mode network's regions",
        ["evaluate", "consensus.run", "--qrels", "dmn.qrels", "-m", "map", "-m", "P.5"], None,
        _folder_check(
            "qrels = network(seed=37)\n"
            "run = read_run(open(FOLDER + '/consensus.run').read())\n"
            "want, _ = measures({q: trec_order(dict(r)) for q, r in run.items()}, qrels)\n"
            "nums = {}\nfor line in OUT.splitlines():\n    f = line.replace('\\t', ' ').split()\n"
            "    if len(f) >= 3 and f[1] == 'all':\n        nums[f[0].lower()] = float(f[2])\n"
            "ap, p5 = nums.get('map', nums.get('ap', -1)), nums.get('p_5', nums.get('p@5', -1))\n"
            "report('' if abs(ap - want['AP']) < 1e-4 and abs(p5 - want['P@5']) < 1e-4 else 'measures %r want %r' % (nums, want))\n"),
        setup=reference_setup(_REF, "R = studies(seed=37)\nrefs = {q: borda_ref(l) for q, l in per_query(R).items()}\n"
                              "open(P('consensus.run'), 'w').write(''.join('%s Q0 %s %d %r borda\\n' % (q, d, i, "
                              "ref[0][d]) for q, ref in refs.items() for i, d in enumerate(fused_order(ref), 1)))\n"
                              "open(P('dmn.qrels'), 'w').write(''.join('%s 0 %s %d\\n' % (q, d, g) "
                              "for q, j in network(seed=37).items() for d, g in j.items()))\n"),
        why="trec_eval -m map -m P.5: AP and P@5 of the run as written (references.TREC_MEASURES)"))
    cases.append(cli_ok(
        "u24a_cli_mean_rank_table", "rankagg fuse significant.tsv --method rra_mean -o consensus.tsv: one column "
        "per study, its significant regions best first, shorter columns ending: the table for the figure",
        ["fuse", "significant.tsv", "--method", "rra_mean", "-o", "consensus.tsv"], None,
        _folder_check(_SIG_LISTS + "ROWS = table_rows(FOLDER + '/consensus.tsv')\nref = mean_rank_ref(LISTS)\n"
                      "got = {r['item']: float(r['p_value']) for r in ROWS}\n"
                      "report('' if set(got) == set(ref) and all(abs(got[d] - ref[d]) <= 1e-6 * max(1, ref[d]) "
                      "for d in ref) else 'differs: %r' % sorted(got.items())[:2])\n"),
        setup=reference_setup(_REF, _SIG_LISTS + "open(P('significant.tsv'), 'w').write(lists_table(LISTS))\n"),
        why="docs/genes.md: rra_mean equals R's aggregateRanks(method='mean'): pnorm(mean, 1/2, sqrt(1/(12 n)))"))
    cases.append(cli_ok(
        "u24a_cli_trust_rank_pvalues", "rankagg fuse --trust-rank --method borda: runs whose score column holds the "
        "cluster's p-value (lower is better) and whose rank column is right",
        ["fuse", "adni.run", "oasis3.run", "--trust-rank", "--method", "rrf", "-o", "consensus.run"],
        {"adni.run": "AD Q0 Left-Hippocampus 1 1e-09 adni\nAD Q0 ctx-lh-entorhinal 2 3e-07 adni\n"
                     "AD Q0 ctx-lh-precuneus 3 0.002 adni\nAD Q0 Left-Amygdala 4 0.04 adni\n",
         "oasis3.run": "AD Q0 ctx-lh-entorhinal 1 2e-08 oasis3\nAD Q0 Left-Amygdala 2 0.001 oasis3\n"
                       "AD Q0 Left-Hippocampus 3 0.003 oasis3\n"},
        _folder_check("L = {'adni': {'Left-Hippocampus': 1, 'ctx-lh-entorhinal': 2, 'ctx-lh-precuneus': 3, "
                      "'Left-Amygdala': 4}, 'oasis3': {'ctx-lh-entorhinal': 1, 'Left-Amygdala': 2, "
                      "'Left-Hippocampus': 3}}\nref = rrf_ranks(L)\n"
                      "report(agree_all(read_run(open(FOLDER + '/consensus.run').read()), {'AD': ref}))\n"),
        why="rankagg fuse --help: --trust-rank orders lists by their rank column; RRF over those places"))

    # --- the mistakes: outputs named for the field's own formats -----------------------------------------------
    for cid, name, what, mention in (
            ("u24a_out_nii_gz", "consensus.nii.gz", "a gzipped NIfTI image (what FSLeyes and nilearn load)", ()),
            ("u24a_out_dscalar", "consensus.dscalar.nii", "a CIFTI dense scalar (Connectome Workbench)", ()),
            ("u24a_out_gifti", "consensus.func.gii", "a GIfTI surface overlay", ()),
            ("u24a_out_annot", "consensus.annot", "a FreeSurfer annotation (freeview's overlay of parcels)", ()),
            ("u24a_out_mgz", "consensus.mgz", "FreeSurfer's compressed volume (.mgz)", ("FreeSurfer",)),
            ("u24a_out_mgh", "lh.consensus.mgh", "FreeSurfer's surface overlay (.mgh)", ()),
            ("u24a_out_label", "lh.consensus.label", "a FreeSurfer label file", ()),
            ("u24a_out_afni_1d", "consensus.1D", "an AFNI 1D file (numbers only)", ())):
        cases.append(cli_bad(
            cid, f"rankagg fuse adni.run oasis3.run -o {name}: {what}; TREC lines under that name",
            ["fuse", "adni.run", "oasis3.run", "--method", "borda", "-o", name], _TWO_RUNS, name, *mention,
            outputs=(name,), why="docs/conventions.md: -o names a TREC run or Parquet; another format's name is "
                                 "refused, named for what it is (no image, surface or AFNI reader reads TREC lines)"))

    # --- inputs of the field's tools given as they are -----------------------------------------------------------
    for cid, name, data, what, mention in (
            ("u24a_in_fsl_cluster", "cluster_zstat1.txt", _FSL_CLUSTER, "FSL's cluster --mm table",
             ("cluster_zstat1.txt:1", "FSL")),
            ("u24a_in_fsl_cluster_vox", "cluster_zstat3.tsv", _FSL_CLUSTER_VOX, "FSL's cluster table in voxels, "
             "saved as .tsv", ("cluster_zstat3.tsv:1", "FSL")),
            ("u24a_in_aseg_stats", "aseg.stats", _ASEG_STATS, "FreeSurfer's aseg.stats (# comment lines, then rows)",
             ("aseg.stats:6", "FreeSurfer")),
            ("u24a_in_aparc_stats", "lh.aparc.stats", _APARC_STATS, "FreeSurfer's lh.aparc.stats",
             ("lh.aparc.stats:5", "FreeSurfer")),
            ("u24a_in_asegstats2table", "aseg_volume.tsv", _ASEGSTATS2TABLE, "asegstats2table's output",
             ("aseg_volume.tsv:1", "asegstats2table")),
            ("u24a_in_participants", "participants.tsv", _PARTICIPANTS, "BIDS participants.tsv (n/a for missing)",
             ("participants.tsv:1", "BIDS")),
            ("u24a_in_events", "sub-01_task-faces_events.tsv", _EVENTS, "a BIDS _events.tsv",
             ("sub-01_task-faces_events.tsv:1", "BIDS")),
            ("u24a_in_afni_clusterize", "clust_table.1D", _AFNI_CLUST, "AFNI 3dClusterize's table (# header lines)",
             ("clust_table.1D:6", "AFNI")),
            ("u24a_in_gifti", "lh.thickness.func.gii", _GIFTI, "a GIfTI surface file (XML)",
             ("lh.thickness.func.gii:3", "GIfTI")),
            ("u24a_in_fs_label", "lh.BA1.label", _LABEL, "a FreeSurfer label file",
             ("lh.BA1.label:2", "FreeSurfer")),
            ("u24a_in_nifti", "zstat1.nii", _NII, "a NIfTI-1 statistic image", ("zstat1.nii", "NIfTI")),
            ("u24a_in_nifti_gz", "tstat1.nii.gz", _NII_GZ, "a gzipped NIfTI-1 image", ("tstat1.nii.gz", "NIfTI")),
            ("u24a_in_cifti", "thickness.dscalar.nii", _CIFTI, "a CIFTI-2 dense scalar (NIfTI-2)",
             ("thickness.dscalar.nii", "CIFTI")),
            ("u24a_in_mgz", "aseg.mgz", _MGZ, "FreeSurfer's .mgz volume", ("aseg.mgz", "FreeSurfer")),
            ("u24a_in_annot", "lh.aparc.annot", _ANNOT, "FreeSurfer's .annot parcellation",
             ("lh.aparc.annot", "FreeSurfer"))):
        cases.append(cli_bad(
            cid, f"rankagg fuse {name} adni.run: {what} given as a run", ["fuse", name, "adni.run", "-o",
                                                                          "consensus.run"],
            {name: data, "adni.run": _RUN_A}, *mention,
            why="no run reader reads it; the refusal names the file and the tool or format, not a field count"))
    cases.append(cli_bad(
        "u24a_lists_aparcstats2table", "rankagg fuse lh_thickness.tsv -o consensus.tsv: aparcstats2table's table "
        "(a row per subject, a column per region) given to the lists door", ["fuse", "lh_thickness.tsv", "-o",
                                                                             "consensus.tsv"],
        {"lh_thickness.tsv": _APARCSTATS2TABLE}, "lh_thickness.tsv:1", "aparcstats2table", outputs=("consensus.tsv",),
        why="a table of measures per subject is no table of lists: read so, each region's column would be a ranker"))
    cases.append(cli_bad(
        "u24a_lists_events_tsv", "rankagg fuse sub-01_task-faces_events.tsv -o consensus.tsv: a BIDS events file to "
        "the lists door", ["fuse", "sub-01_task-faces_events.tsv", "-o", "consensus.tsv"],
        {"sub-01_task-faces_events.tsv": _EVENTS}, "sub-01_task-faces_events.tsv:1", "BIDS",
        outputs=("consensus.tsv",), why="BIDS events are trials, not ranked lists; named as what they are"))
    cases.append(cli_bad(
        "u24a_lists_fsl_cluster_txt_to_table", "rankagg fuse cluster_zstat1.txt -o consensus.tsv: FSL's cluster table "
        "as one list file (.txt)", ["fuse", "cluster_zstat1.txt", "-o", "consensus.tsv"],
        {"cluster_zstat1.txt": _FSL_CLUSTER}, "cluster_zstat1.txt:1", "FSL", outputs=("consensus.tsv",),
        why="docs/genes.md: a .txt whose first entry holds blanks is taken for a run, refused at its line; the "
            "run door names FSL's table"))
    cases.append(cli_bad(
        "u24a_lists_harvard_oxford_csv", "rankagg fuse ho.csv: a table of lists whose Harvard-Oxford names hold "
        "blanks and quoted commas", ["fuse", "ho.csv", "--method", "borda", "-o", "consensus.tsv"],
        {"ho.csv": 'adni,oasis3\n"Cingulate Gyrus, anterior division","Frontal Pole"\n"Frontal Pole",'
                   '"Cingulate Gyrus, anterior division"\n'}, "ho.csv:2", outputs=("consensus.tsv",),
        why="docs/genes.md: a blank inside a name is refused with the file and line"))
    cases.append(cli_bad(
        "u24a_lists_rois_twice", "rankagg fuse rois.tsv: a study's list naming Left-Hippocampus twice (two clusters "
        "peaking in one region)", ["fuse", "rois.tsv", "--method", "borda", "-o", "consensus.tsv"],
        {"rois.tsv": "adni\toasis3\nLeft-Hippocampus\tctx-lh-entorhinal\nctx-lh-entorhinal\tLeft-Hippocampus\n"
                     "Left-Hippocampus\tLeft-Amygdala\n"}, "rois.tsv:4", outputs=("consensus.tsv",),
        why="docs/genes.md: an item given twice in a list is refused with the file and line"))
    return cases


def _parquet_agrees(folder: Path, data: str) -> bool:
    import pandas as pd  # the check alone needs pandas: the matrix itself does not

    df = pd.read_parquet(folder / "consensus.parquet")
    qcol = "q_id" if "q_id" in df.columns else "qid"
    dcol = "doc_id" if "doc_id" in df.columns else "docid"
    if "rank" in df.columns:
        df = df.sort_values([qcol, "rank"], kind="stable")
    rows = list(zip(df[qcol].astype(str), df[dcol].astype(str), df["score"].astype(float)))
    code = (f"R = {data}\nrefs = {{q: rrf_ref(l) for q, l in per_query(R).items()}}\nrows = {{}}\n"
            "for q, d, s in ROWS: rows.setdefault(q, []).append((d, s))\nreport(agree_all(rows, refs))\n")
    return _reference_says(code, {"ROWS": rows})
