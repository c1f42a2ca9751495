"""Issue 45's twenty-seventh bar of scripts/reliability_matrix.py, a bioacoustics lab's ranking of species detections per recording across call classifiers (BirdNET, Raven selection tables, Audacity labels) (its cases, ids ``u27c_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's.

The lab's day (passive acoustic monitoring of birds and bats): each recording (``SITE03_20260614_053000.WAV``, an
AudioMoth's site, date and start time) is a query, each species (eBird's six-letter codes ``amerob``, ``norcar``; bats
by their Latin names joined, ``Myotis_daubentonii``) a document, and the call classifiers the runs: BirdNET (its
confidence to 4 decimals), Google's Perch, the lab's own CNN and Kaleidoscope's auto-ID (its match ratio in 0.05
steps: ties are common), each a confidence in [0, 1] and each cut at a minimum confidence (partial lists).  The lab
keeps each species' best detection per recording, fuses with RRF, Borda, CombMAX and CombSUM, and judges against the
experts' presence annotations (1 present, 0 absent) with P@5, AP and nDCG@10.  The mistakes and odd files: the lab's
own files given where runs or qrels are read (a Raven selection table, BirdNET's results in its CSV, Audacity,
Raven and Kaleidoscope forms, an Audacity label track, Kaleidoscope's id.csv, an eBird checklist export, a Sonic
Visualiser layer, the ARU deployment sheet, WAV with GUANO metadata, FLAC), species names with blanks, confidences
with a decimal comma or a percent sign, repeated detections left in, and the fused list named for a bioacoustics
format (``.svl``, ``.wav``, ``.flac``, ``.aup3``, ``.sv``, ``.zc``, ``.w4v``).

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM / CombMNZ from
references.RANKED_LISTS and LISTS_BY_QUERY, CombMAX by hand, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import struct
from pathlib import Path

from .case import Case, command_cases, reference_setup, snippet_cases, fusion_checks
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
    SEEDED_UNIFORM, TREC_MEASURES)

TWENTYSEVENTH_BIOACOUSTICS = "45 Unseen inputs: a twenty-seventh bar, a bioacoustics lab's ranking of species detections per recording across call classifiers (BirdNET, Raven selection tables, Audacity labels)"

_DATA = r'''
import json, math, subprocess, sys
'''[1:] + SEEDED_UNIFORM + r'''CLASSIFIERS = ['birdnet', 'perch', 'cnn', 'kaleidoscope']
SPECIES = ['amerob', 'norcar', 'blujay', 'amecro', 'sonspa', 'houwre', 'carwre', 'eastow', 'tuftit', 'bkcchi',
           'dowwoo', 'rewbla']
def recording(k):
    return 'SITE%02d_20260614_%06d.WAV' % (1 + k % 4, 53000 + 100 * k)
def detections(classifiers=CLASSIFIERS, n_q=8, n=12, seed=3, threshold=None, signal=0.3, ids=SPECIES):
    """{classifier: {recording: {species: best confidence}}}; species 0 to 2 are the ones the experts hear;
    BirdNET to 4 decimals, Kaleidoscope in 0.05 steps (ties), the others to 3; ``threshold``: {classifier: its
    minimum confidence} (a detection below it is not reported; the best one always is)"""
    g = lcg(seed)
    out = {}
    for e in classifiers:
        out[e] = {}
        for k in range(n_q):
            p = {}
            for i in range(n):
                u = next(g)
                c = min(1.0, 0.05 + 0.6 * u + (signal if i < 3 else 0.0) - 0.005 * i)
                c = round(c, 4) if e == 'birdnet' else round(round(c / 0.05) * 0.05, 2) if e == 'kaleidoscope' \
                    else round(c, 3)
                p[ids[i]] = c
            if e in (threshold or {}):
                top = max(p.values())
                p = {d: c for d, c in p.items() if c >= threshold[e] or c == top}
            out[e][recording(k)] = p
    return out
def presence(n_q=8, ids=SPECIES):
    """the experts' annotations: species 0 to 2 present (1), 3 to 6 listened for and absent (0)"""
    return {recording(k): {ids[0]: 1, ids[1]: 1, ids[2]: 1, ids[3]: 0, ids[4]: 0, ids[5]: 0, ids[6]: 0}
            for k in range(n_q)}
def combmax_ref(models):
    """CombMAX (Fox & Shaw 1994): the largest min-max normalised confidence over the lists holding the species"""
    sc, cnt, best = {}, {}, {}
    for m, p in models.items():
        lo, hi = min(p.values()), max(p.values())
        for d, r in positions(p).items():
            sc[d] = max(sc.get(d, -1.0), 1.0 if hi == lo else (p[d] - lo) / (hi - lo))
            cnt[d] = cnt.get(d, 0) + 1
            best[d] = min(best.get(d, 10 ** 12), r)
    return sc, cnt, best
''' + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

#: report(code, folder), runs_setup(args, code), cli_check(method, ...): the bars' shared helpers
_report, _runs_setup, _cli_check = fusion_checks(_REF, "detections", "fused.run")


_RUNS = [f"{e}.run" for e in ("birdnet", "perch", "cnn", "kaleidoscope")]
_OUT = ("fused.run",)
_ONE_RUN = ("SITE03_20260614_053000.WAV Q0 amerob 1 0.8731 birdnet\n"
            "SITE03_20260614_053000.WAV Q0 norcar 2 0.4120 birdnet\n")

# the lab's files, as their tools write them (a few rows)
_RAVEN = ("Selection\tView\tChannel\tBegin Time (s)\tEnd Time (s)\tLow Freq (Hz)\tHigh Freq (Hz)\tDelta Time (s)\t"
          "Species\tNotes\n"
          "1\tSpectrogram 1\t1\t3.125\t4.870\t1937.5\t3562.5\t1.745\tamerob\t\n"
          "2\tSpectrogram 1\t1\t12.402\t13.118\t2812.5\t5250.0\t0.716\tnorcar\tfaint\n"
          "3\tSpectrogram 1\t1\t31.650\t33.002\t1500.0\t4375.0\t1.352\tblujay\t\n")
_BIRDNET_CSV = ("Start (s),End (s),Scientific name,Common name,Confidence\n"
                "0.0,3.0,Turdus migratorius,American Robin,0.8731\n"
                "3.0,6.0,Turdus migratorius,American Robin,0.6502\n"
                "3.0,6.0,Cardinalis cardinalis,Northern Cardinal,0.4120\n")
_BIRDNET_AUDACITY = ("0.0\t3.0\tAmerican Robin\t0.8731\n"
                     "3.0\t6.0\tAmerican Robin\t0.6502\n"
                     "3.0\t6.0\tNorthern Cardinal\t0.4120\n")
_BIRDNET_RAVEN = ("Selection\tView\tChannel\tBegin Time (s)\tEnd Time (s)\tLow Freq (Hz)\tHigh Freq (Hz)\t"
                  "Common Name\tSpecies Code\tConfidence\tBegin Path\tFile Offset (s)\n"
                  "1\tSpectrogram 1\t1\t0.0\t3.0\t0\t15000\tAmerican Robin\tamerob\t0.8731\t"
                  "/data/SITE03/SITE03_20260614_053000.WAV\t0.0\n"
                  "2\tSpectrogram 1\t1\t3.0\t6.0\t0\t15000\tNorthern Cardinal\tnorcar\t0.4120\t"
                  "/data/SITE03/SITE03_20260614_053000.WAV\t3.0\n")
_BIRDNET_KALEIDOSCOPE = ("INDIR,FOLDER,IN FILE,OFFSET,DURATION,scientific_name,common_name,confidence,lat,lon,week,"
                         "overlap,sensitivity\n"
                         "/data,SITE03,SITE03_20260614_053000.WAV,0.0,3.0,Turdus migratorius,American Robin,0.8731,"
                         "42.4501,-76.4798,24,0.0,1.0\n"
                         "/data,SITE03,SITE03_20260614_053000.WAV,3.0,3.0,Cardinalis cardinalis,Northern Cardinal,"
                         "0.4120,42.4501,-76.4798,24,0.0,1.0\n")
_AUDACITY = ("3.125000\t4.870000\tamerob\n\\\t1937.500000\t3562.500000\n"
             "12.402000\t13.118000\tnorcar\n\\\t2812.500000\t5250.000000\n")
_KALEIDOSCOPE_ID = ("INDIR,OUTDIR,FOLDER,IN FILE,CHANNEL,OFFSET,DURATION,OUT FILE FS,OUT FILE ZC,DATE,TIME,HOUR,"
                    "DATE-12,TIME-12,HOUR-12,AUTO ID*,PULSES,MATCHING,MATCH RATIO,MARGIN,ALTERNATE 1,ALTERNATE 2,N,"
                    "Fc,Sc,Dur,Fmax,Fmin,Fmean,TBC,Fk,Tk,S1,Tc,Qual,FILES,MANUAL ID\n"
                    "D:\\SM4BAT\\SITE03,D:\\out,20260614,SITE03_20260614_213000.WAV,0,0.0,15.0,,,2026-06-14,"
                    "21:30:00,21,2026-06-14,09:30:00,9,MYODAU,14,11,0.786,0.412,MYOMYS,NoID,14,38.2,-112.5,4.1,"
                    "61.3,33.0,41.2,92.0,44.1,1.2,-140.2,2.8,0.21,1,\n")
_EBIRD = ("Submission ID,Common Name,Scientific Name,Taxonomic Order,Count,State/Province,County,Location ID,Location,"
          "Latitude,Longitude,Date,Time,Protocol,Duration (Min),All Obs Reported,Distance Traveled (km),"
          "Area Covered (ha),Number of Observers,Breeding Code,Observation Details,Checklist Comments,"
          "ML Catalog Numbers\n"
          "S183920411,American Robin,Turdus migratorius,30494,3,US-NY,Tompkins,L99381,SITE03 pond,42.4501,-76.4798,"
          "2026-06-14,05:30 AM,Stationary,10,1,,,1,,,point count at ARU,\n"
          "S183920411,Northern Cardinal,Cardinalis cardinalis,32301,1,US-NY,Tompkins,L99381,SITE03 pond,42.4501,"
          "-76.4798,2026-06-14,05:30 AM,Stationary,10,1,,,1,,,point count at ARU,\n")
_SVL = ('<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE sonic-visualiser>\n<sv>\n  <data>\n'
        '    <model id="3" name="" sampleRate="48000" start="0" end="144000" type="sparse" dimensions="3" '
        'resolution="1" notifyOnAdd="true" dataset="2" subtype="region" valueQuantization="0" minimum="0" '
        'maximum="1" units=""/>\n'
        '    <dataset id="2" dimensions="3">\n'
        '      <point frame="0" value="0.8731" duration="144000" label="amerob" />\n'
        '      <point frame="144000" value="0.412" duration="144000" label="norcar" />\n'
        '    </dataset>\n  </data>\n  <display>\n'
        '    <layer id="4" type="regions" name="Regions" model="3"  verticalScale="0" plotStyle="0" />\n'
        '  </display>\n</sv>\n')
_DEPLOYMENT = ("site_id,aru_model,aru_serial,latitude,longitude,deploy_date,retrieve_date,sample_rate_hz,gain,"
               "schedule,sd_card,deployed_by,notes\n"
               "SITE01,AudioMoth 1.2.0,24F3190C5E,42.4473,-76.4501,2026-06-01,2026-06-29,48000,MED,"
               "05:00-09:00 1min/5min,SD-0113,KB,\n"
               "SITE03,AudioMoth 1.2.0,24F3190C61,42.4501,-76.4798,2026-06-01,2026-06-29,48000,MED,"
               "05:00-09:00 1min/5min,SD-0118,KB,cable tie replaced\n")


def _chunk(tag: bytes, body: bytes) -> bytes:
    return tag + struct.pack("<I", len(body)) + body + (b"\x00" if len(body) % 2 else b"")


# a Song Meter's WAV: RIFF/WAVE, its fmt chunk (PCM, mono, 384 kHz, 16 bits), a GUANO metadata chunk ('guan'), data
_GUANO = ("GUANO|Version:1.0\nMake:Wildlife Acoustics, Inc.\nModel:Song Meter SM4BAT-FS\n"
          "Timestamp:2026-06-14T21:30:00-04:00\nLoc Position:42.4501 -76.4798\nSamplerate:384000\n"
          "Species Auto ID:MYODAU\n").encode()
_WAV_BODY = (b"WAVE" + _chunk(b"fmt ", struct.pack("<HHIIHH", 1, 1, 384000, 768000, 2, 16))
             + _chunk(b"guan", _GUANO) + _chunk(b"data", struct.pack("<16h", *range(-8, 8))))
_WAV = b"RIFF" + struct.pack("<I", len(_WAV_BODY)) + _WAV_BODY
# FLAC: the magic, the STREAMINFO block (last-block flag off, 34 bytes), a VORBIS_COMMENT block's head
_FLAC = (b"fLaC" + b"\x00\x00\x00\x22" + struct.pack(">HH", 4096, 4096) + b"\x00\x00\x10\x00\x00\x30"
         + b"\x0b\xb8\x00\xf0" + b"\x00\x00\x06\x97\x80" + b"\x00" * 16 + b"\x84\x00\x00\x20"
         + struct.pack("<I", 13) + b"reference lib" + struct.pack("<I", 0) + b"\x00" * 32)


def twentyseventh_bar_bioacoustics_cases() -> list[Case]:
    G = TWENTYSEVENTH_BIOACOUSTICS
    ok, bad = snippet_cases(G, _REF + TREC_MEASURES, ok_timeout=180, bad_timeout=90)
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    cases: list[Case] = []

    # --- the day's answers through the Python API, checked against references computed by hand ---------------------
    cases.append(ok(
        "u27c_rrf_four_classifiers_dict", "rankagg.fuse({classifier: {recording: {species: confidence}}}, "
        "method='rrf'): BirdNET, Perch, the lab's CNN and Kaleidoscope over 8 dawn recordings of 12 species, "
        "Kaleidoscope's match ratios in 0.05 steps (ties)",
        "import rankagg\nR = detections()\nres = rankagg.fuse(R, method='rrf')\n"
        "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n",
        why="Cormack et al. 2009: sum 1 / (60 + r), each list ranked by trec_eval's rule (docs/conventions.md)"))
    cases.append(ok(
        "u27c_borda_threshold_cut", "rankagg.fuse(..., method='borda'): each classifier cut at its minimum "
        "confidence (BirdNET 0.25, Perch 0.4, Kaleidoscope 0.5): partial lists, Borda shares the missing species' "
        "points",
        "import rankagg\nR = detections(seed=5, threshold={'birdnet': 0.25, 'perch': 0.4, 'kaleidoscope': 0.5})\n"
        "res = rankagg.fuse(R, method='borda')\n"
        "refs = {q: borda_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n",
        why="rankagg methods borda: n - r + 1 points, (n - k + 1) / 2 for each species a list lacks"))
    cases.append(ok(
        "u27c_combmax_best_detection", "rankagg.fuse(..., method='combmax'): the species' strongest normalised "
        "confidence over the classifiers, Perch cut at 0.3",
        "import rankagg\nR = detections(seed=7, threshold={'perch': 0.3})\nres = rankagg.fuse(R, method='combmax')\n"
        "refs = {q: combmax_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n",
        why="rankagg methods combmax: the largest min-max normalised score over the rankers that returned the item "
            "(Fox & Shaw 1994); the house tie rule for the many 1.0s"))
    cases.append(ok(
        "u27c_combsum_weighted_frame", "rankagg.fuse(DataFrame qid, docid, run, score, method='combsum', weights=...): "
        "BirdNET 2, Perch 1.5, the CNN 1, Kaleidoscope 0.5 (last season's validation)",
        "import rankagg, pandas as pd\nW = {'birdnet': 2.0, 'perch': 1.5, 'cnn': 1.0, 'kaleidoscope': 0.5}\n"
        "R = detections(seed=11, threshold={'cnn': 0.3})\n"
        "df = pd.DataFrame(frame_rows(R), columns=['qid', 'docid', 'run', 'score'])\n"
        "res = rankagg.fuse(df, method='combsum', weights=W)\n"
        "rows = {q: list(zip(g.sort_values('rank')['docid'], g.sort_values('rank')['score'])) "
        "for q, g in res.groupby('qid')}\n"
        "refs = {q: combsum_minmax_ref(l, W) for q, l in per_query(R).items()}\n"
        "report(agree_all(rows, refs, written=False))\n",
        why="README: a long DataFrame in, a frame back; rankagg methods combsum: sum of w x min-max scores"))
    cases.append(ok(
        "u27c_fuser_weighted_rrf_per_recording", "rankagg.Fuser('rrf', weights=...) per recording, as the lab's "
        "pipeline fuses each file after the classifiers ran on it",
        "import rankagg\nW = {'birdnet': 2.0, 'perch': 1.5, 'cnn': 1.0, 'kaleidoscope': 0.5}\n"
        "R = detections(seed=9, threshold={'birdnet': 0.25})\nf = rankagg.Fuser('rrf', weights=W)\nmsg = ''\n"
        "for q, lists in per_query(R).items():\n"
        "    msg = msg or agree(f(lists), rrf_ref(lists, 60.0, W), written=False)\n"
        "report(msg)\n",
        why="Cormack et al. 2009: sum w / (60 + r); README's Fuser"))
    cases.append(ok(
        "u27c_evaluate_presence", "rankagg.evaluate(fused, presence, ['P@5', 'AP', 'nDCG@10']): the RRF species "
        "list per recording against the experts' presence annotations (1 present, 0 absent)",
        "import rankagg\nR = detections(seed=13, signal=0.15)\nres = rankagg.fuse(R, method='rrf')\nqrels = presence()\n"
        "got = rankagg.evaluate(res, qrels, ['P@5', 'AP', 'nDCG@10'])\n"
        "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
        "orders = {q: fused_order(r) for q, r in refs.items()}\n"
        "want, _ = measures(orders, qrels)\n"
        "keys = ('P@5', 'AP', 'nDCG@10')\n"
        "report('' if all(abs(got[m] - want[m]) < 1e-9 for m in keys) and 0 < want['AP'] < 1 "
        "else '%r vs %r' % (got, want))\n",
        why="trec_eval's P@5, AP and nDCG@10 (references.TREC_MEASURES)"))
    cases.append(ok(
        "u27c_confidence_ties_by_hand", "rankagg.fuse({'birdnet': ..., 'kaleidoscope': ...}, method='borda') of one "
        "recording's four species, two at 0.85 in both (Kaleidoscope's 0.05 steps): the tie ordered by species code "
        "descending, as trec_eval orders it, Borda points by hand",
        "import rankagg\nq = 'SITE03_20260614_053000.WAV'\n"
        "N = {'amerob': 0.85, 'norcar': 0.85, 'blujay': 0.7, 'amecro': 0.4}\n"
        "K = {'amerob': 0.85, 'norcar': 0.85, 'blujay': 0.3, 'amecro': 0.6}\n"
        "res = rankagg.fuse({'birdnet': {q: N}, 'kaleidoscope': {q: K}}, method='borda')[q]\n"
        "# both: norcar amerob first (id descending) -> 4 3; birdnet blujay 2 amecro 1; kaleidoscope amecro 2 blujay 1\n"
        "want = {'norcar': 8.0, 'amerob': 6.0, 'blujay': 3.0, 'amecro': 3.0}\norder = list(res)\n"
        "report('' if dict(res) == want and order == ['norcar', 'amerob', 'amecro', 'blujay'] else repr(res))\n",
        why="trec_eval orders equal scores by docid descending (docs/conventions.md); Borda n - r + 1; the 3-point tie "
            "by the house rule: both in two lists, best place 3 for both, then the smaller id"))
    cases.append(ok(
        "u27c_max_of_repeated_detections", "BirdNET's 3-second windows reduced to each species' best confidence per "
        "recording (the lab's max), then rankagg.fuse(..., method='rrf') with Perch",
        "import rankagg\nR = detections(classifiers=['birdnet', 'perch'], seed=15)\n"
        "windows = [(q, d, round(c * f, 4)) for q, p in R['birdnet'].items() for d, c in p.items() "
        "for f in (1.0, 0.8, 0.55)]\n"
        "best = {}\nfor q, d, c in windows:\n    best.setdefault(q, {})[d] = max(best.get(q, {}).get(d, 0.0), c)\n"
        "res = rankagg.fuse({'birdnet': best, 'perch': R['perch']}, method='rrf')\n"
        "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n",
        why="Cormack et al. 2009; the max per species is the detection list's score (the windows scaled below it)"))
    cases.append(ok(
        "u27c_recording_only_birdnet", "rankagg.fuse(..., method='rrf'): a night recording only BirdNET was run on "
        "(the bat classifier's files elsewhere), beside eight every classifier holds",
        "import rankagg\nR = detections(seed=17)\nR['birdnet']['SITE02_20260614_213000.WAV'] = "
        "{'easscr1': 0.6123, 'grhowl': 0.2041, 'amewoo': 0.2041}\n"
        "res = rankagg.fuse(R, method='rrf')\n"
        "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n",
        why="Cormack et al. 2009: a query is fused over the runs that hold it (PER_QUERY)"))
    cases.append(ok(
        "u27c_bats_latin_names_arrow", "rankagg.fuse(pyarrow.Table qid, docid, run, score): Kaleidoscope's and the "
        "CNN's bat calls by Latin names joined (Myotis_daubentonii), night recordings, RRF",
        "import rankagg, pyarrow as pa\n"
        "BATS = ['Myotis_daubentonii', 'Pipistrellus_pipistrellus', 'Pipistrellus_pygmaeus', 'Nyctalus_noctula', "
        "'Eptesicus_serotinus', 'Myotis_nattereri', 'Plecotus_auritus', 'Barbastella_barbastellus']\n"
        "R = detections(classifiers=['cnn', 'kaleidoscope'], seed=19, n=8, ids=BATS)\nrows = frame_rows(R)\n"
        "t = pa.table({'qid': [r[0] for r in rows], 'docid': [r[1] for r in rows], 'run': [r[2] for r in rows], "
        "'score': [float(r[3]) for r in rows]})\n"
        "res = rankagg.fuse(t, method='rrf')\n"
        "got = {}\n"
        "for q, d, s, k in zip(*[res.column(c).to_pylist() for c in ('qid', 'docid', 'score', 'rank')]):\n"
        "    got.setdefault(q, []).append((k, d, s))\n"
        "got = {q: [(d, s) for _, d, s in sorted(v)] for q, v in got.items()}\n"
        "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all(got, refs, written=False))\n",
        why="README: Arrow tables are read as long frames; Cormack et al. 2009"))
    cases.append(ok(
        "u27c_evaluate_each_classifier_frame", "rankagg.evaluate(each classifier's run, presence as a DataFrame qid, "
        "docid, rel) with nDCG@10, AP, RR: which classifier the experts agree with",
        "import rankagg, pandas as pd\nR = detections(seed=21, signal=0.2, threshold={'perch': 0.35})\n"
        "qrels = presence()\n"
        "qf = pd.DataFrame([(q, d, g) for q, j in qrels.items() for d, g in j.items()], columns=['qid', 'docid', 'rel'])\n"
        "msg = ''\n"
        "for e, run in R.items():\n"
        "    got = rankagg.evaluate(run, qf, ['nDCG@10', 'AP', 'RR'])\n"
        "    want, _ = measures({q: desc_order(p) for q, p in run.items()}, qrels)\n"
        "    msg = msg or ('' if all(abs(got[m] - want[m]) < 1e-9 for m in ('nDCG@10', 'AP', 'RR')) "
        "else '%s: %r vs %r' % (e, got, want))\n"
        "report(msg)\n",
        why="README: rankagg.evaluate takes dicts and frames, with trec_eval's conventions (references.TREC_MEASURES)"))
    cases.append(ok(
        "u27c_combsum_depth_5", "rankagg.fuse(..., method='combsum', depth=5): the five species a recording's "
        "summary card shows",
        "import rankagg\nR = detections(seed=23, threshold={'kaleidoscope': 0.3})\n"
        "res = rankagg.fuse(R, method='combsum', depth=5)\n"
        "refs = {q: combsum_minmax_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, 5, written=False))\n",
        why="README: depth= keeps each query's first N; min-max CombSUM"))

    # --- the command line ------------------------------------------------------------------------------------------
    cases.append(cli_ok(
        "u27c_cli_rrf_classifier_runs", "rankagg fuse birdnet.run perch.run cnn.run kaleidoscope.run --method rrf "
        "-o fused.run: one run per classifier, recordings' file names as queries",
        ["fuse", *_RUNS, "--method", "rrf", "-o", "fused.run"], None, _cli_check("rrf", "seed=25"),
        setup=_runs_setup("seed=25"), why="Cormack et al. 2009; TREC lines ranked by score (docs/conventions.md)"))
    cases.append(cli_ok(
        "u27c_cli_borda_weights_file", "rankagg fuse ... --method borda --weights weights.txt ('NAME W' lines from "
        "last season's validation), BirdNET cut at 0.25",
        ["fuse", *_RUNS, "--method", "borda", "--weights", "weights.txt", "-o", "fused.run"],
        {"weights.txt": "birdnet 2\nperch 1.5\ncnn 1\nkaleidoscope 0.5\n"},
        _cli_check("borda", "seed=27, threshold={'birdnet': 0.25}",
                   "{'birdnet': 2, 'perch': 1.5, 'cnn': 1, 'kaleidoscope': 0.5}"),
        setup=_runs_setup("seed=27, threshold={'birdnet': 0.25}"),
        why="rankagg fuse --help: --weights FILE of 'NAME W' lines; weighted Borda"))
    cases.append(cli_ok(
        "u27c_cli_combmnz_depth_5", "rankagg fuse ... --method combmnz --depth 5: Perch and Kaleidoscope cut at "
        "their thresholds; the five species per recording",
        ["fuse", *_RUNS, "--method", "combmnz", "--depth", "5", "-o", "fused.run"], None,
        _cli_check("combmnz", "seed=29, threshold={'perch': 0.4, 'kaleidoscope': 0.5}", depth=5),
        setup=_runs_setup("seed=29, threshold={'perch': 0.4, 'kaleidoscope': 0.5}"),
        why="rankagg methods combmnz (Fox & Shaw 1994) over min-max scores; --depth keeps each query's first N"))
    cases.append(cli_ok(
        "u27c_cli_combmax", "rankagg fuse ... --method combmax -o fused.run: each species' strongest normalised "
        "detection",
        ["fuse", *_RUNS, "--method", "combmax", "-o", "fused.run"], None, _cli_check("combmax", "seed=31"),
        setup=_runs_setup("seed=31"),
        why="rankagg methods combmax: the largest min-max normalised score (Fox & Shaw 1994)"))
    cases.append(cli_ok(
        "u27c_cli_weights_inline_gz", "rankagg fuse birdnet.run.gz perch.run.gz --method rrf --weights "
        "birdnet=2,perch=1.5: the runs gzipped on the field laptop",
        ["fuse", "birdnet.run.gz", "perch.run.gz", "--method", "rrf", "--weights", "birdnet=2,perch=1.5", "-o",
         "fused.run"], None,
        _cli_check("rrf", "classifiers=['birdnet', 'perch'], seed=33", "{'birdnet': 2, 'perch': 1.5}"),
        setup=reference_setup(_REF, "import gzip\n"
                              "for t, run in detections(classifiers=['birdnet', 'perch'], seed=33).items():\n"
                              "    open(P(t + '.run.gz'), 'wb').write(gzip.compress(run_text(run, t).encode(), "
                              "mtime=0))\n"),
        why="rankagg fuse --help: runs plain or gzip, weights NAME=W,...; Cormack et al. 2009 weighted"))
    cases.append(cli_ok(
        "u27c_cli_input_depth_3", "rankagg fuse ... --method rrf --input-depth 3: each classifier's three best "
        "species only",
        ["fuse", *_RUNS, "--method", "rrf", "--input-depth", "3", "-o", "fused.run"], None,
        _cli_check("rrf", "seed=35", prep="RUNS = {t: {q: {d: p[d] for d in desc_order(p)[:3]} for q, p in run.items()}"
                   " for t, run in RUNS.items()}\n"),
        setup=_runs_setup("seed=35"),
        why="rankagg fuse --help: --input-depth keeps only each run's first N documents per query before fusing"))
    cases.append(cli_ok(
        "u27c_cli_evaluate_presence", "rankagg evaluate fused.run --qrels presence.qrels -m P.5 -m map -m "
        "ndcg_cut.10: the fused species lists against the experts' annotations",
        ["evaluate", "fused.run", "--qrels", "presence.qrels", "-m", "P.5", "-m", "map", "-m", "ndcg_cut.10"], None,
        lambda out, folder: _report(
            TREC_MEASURES + "rows = read_run(open(FOLDER + '/fused.run').read())\nqrels = presence()\n"
            "orders = {q: [d for d, _ in sorted(r, key=lambda x: (x[1], x[0].encode()), reverse=True)] "
            "for q, r in rows.items()}\nwant, _ = measures(orders, qrels)\n"
            "nums = {}\nfor line in OUT.splitlines():\n    f = line.split()\n"
            "    if len(f) >= 3 and f[-2] == 'all':\n        nums[f[0].lower().replace('@', '_')] = float(f[-1])\n"
            "ap = nums.get('ap', nums.get('map'))\np5 = nums.get('p_5')\nnd = nums.get('ndcg_cut_10', "
            "nums.get('ndcg_10'))\n"
            "report('' if None not in (ap, p5, nd) and abs(ap - want['AP']) < 1e-4 and 0 < ap < 1 and "
            "abs(p5 - want['P@5']) < 1e-4 and abs(nd - want['nDCG@10']) < 1e-4 else 'got %r want %r' "
            "% (nums, want))\n".replace("OUT", repr(out)), folder),
        setup=reference_setup(_REF, "R = detections(seed=37, signal=0.1)\n"
                              "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
                              "lines = []\nfor q, r in refs.items():\n"
                              "    lines += ['%s Q0 %s %d %r fused' % (q, d, i, r[0][d]) for i, d in "
                              "enumerate(trec_order(r[0]), 1)]\n"
                              "open(P('fused.run'), 'w').write('\\n'.join(lines) + '\\n')\n"
                              "open(P('presence.qrels'), 'w').write(''.join('%s 0 %s %d\\n' % (q, g, r) "
                              "for q, j in presence().items() for g, r in j.items()))\n"),
        why="trec_eval's P_5, map and ndcg_cut_10 (references.TREC_MEASURES)"))
    cases.append(cli_ok(
        "u27c_cli_evaluate_ties_by_hand", "rankagg evaluate birdnet.run --qrels presence.qrels -q -m P.1 -m "
        "recip_rank: BirdNET's two best species tie at 0.8731, the present one has the smaller code",
        ["evaluate", "birdnet.run", "--qrels", "presence.qrels", "-q", "-m", "P.1", "-m", "recip_rank"],
        {"birdnet.run": "SITE03_20260614_053000.WAV Q0 amerob 1 0.8731 birdnet\n"
                        "SITE03_20260614_053000.WAV Q0 norcar 2 0.8731 birdnet\n"
                        "SITE03_20260614_053000.WAV Q0 blujay 3 0.5012 birdnet\n"
                        "SITE04_20260614_053100.WAV Q0 amerob 1 0.7000 birdnet\n"
                        "SITE04_20260614_053100.WAV Q0 sonspa 2 0.6000 birdnet\n",
         "presence.qrels": "SITE03_20260614_053000.WAV 0 amerob 1\n"
                           "SITE03_20260614_053000.WAV 0 norcar 0\n"
                           "SITE04_20260614_053100.WAV 0 sonspa 1\n"},
        lambda out, folder: (lambda nums: nums.get(("SITE03_20260614_053000.WAV", "p1")) == 0.0
                             and abs(nums.get(("SITE03_20260614_053000.WAV", "rr"), -1) - 0.5) < 1e-4
                             and nums.get(("SITE04_20260614_053100.WAV", "p1")) == 0.0
                             and abs(nums.get(("SITE04_20260614_053100.WAV", "rr"), -1) - 0.5) < 1e-4)(
            {(f[-2], "rr" if "rank" in f[0].lower() or f[0].lower() == "rr" else "p1"): float(f[-1])
             for f in map(str.split, out.splitlines()) if len(f) >= 3 and f[-2].startswith("SITE")}),
        why="trec_eval orders equal scores by docid descending: norcar (absent) before amerob, P_1 0 and RR 1/2 by "
            "hand"))

    # --- the lab's files given where runs are read: named by their format or tool, at the first line -----------------
    tool_files = [
        ("u27c_raven_selections_as_run", "a Raven Pro selection table (Selection, View, Channel, Begin Time (s), ...,"
         " Species)", "SITE03_20260614_053000.Table.1.selections.txt", _RAVEN, "Raven",
         "SITE03_20260614_053000.Table.1.selections.txt:1"),
        ("u27c_birdnet_csv_as_run", "BirdNET-Analyzer's CSV results (Start (s), End (s), Scientific name, Common "
         "name, Confidence)", "SITE03_20260614_053000.BirdNET.results.csv", _BIRDNET_CSV, "BirdNET-Analyzer",
         "SITE03_20260614_053000.BirdNET.results.csv:1"),
        ("u27c_birdnet_audacity_as_run", "BirdNET-Analyzer's Audacity results (start, end, common name, confidence, "
         "tab-separated, no header)", "SITE03_20260614_053000.BirdNET.results.txt", _BIRDNET_AUDACITY,
         "BirdNET-Analyzer",
         "SITE03_20260614_053000.BirdNET.results.txt:1"),
        ("u27c_birdnet_raven_as_run", "BirdNET-Analyzer's Raven selection table (Selection, View, ..., Common Name, "
         "Species Code, Confidence, Begin Path)", "SITE03_20260614_053000.BirdNET.selection.table.txt",
         _BIRDNET_RAVEN, "BirdNET-Analyzer", "SITE03_20260614_053000.BirdNET.selection.table.txt:1"),
        ("u27c_birdnet_kaleidoscope_as_run", "BirdNET-Analyzer's Kaleidoscope CSV (INDIR, FOLDER, IN FILE, OFFSET, "
         "DURATION, scientific_name, common_name, confidence, ...)", "BirdNET_Kaleidoscope.csv",
         _BIRDNET_KALEIDOSCOPE, "BirdNET-Analyzer", "BirdNET_Kaleidoscope.csv:1"),
        ("u27c_audacity_labels_as_run", "an Audacity label track with spectral selections (start, end, label; "
         "'\\' lines of low and high frequency)", "SITE03_labels.txt", _AUDACITY, "Audacity", "SITE03_labels.txt:1"),
        ("u27c_kaleidoscope_id_as_run", "Kaleidoscope Pro's bat auto-ID output id.csv (INDIR, OUTDIR, ..., AUTO ID*, "
         "PULSES, MATCHING, MATCH RATIO, MARGIN, ...)", "id.csv", _KALEIDOSCOPE_ID, "Kaleidoscope", "id.csv:1"),
        ("u27c_ebird_checklist_as_run", "an eBird 'My eBird Data' export (Submission ID, Common Name, Scientific Name,"
         " Taxonomic Order, Count, ...)", "MyEBirdData.csv", _EBIRD, "eBird checklist", "MyEBirdData.csv:1"),
        ("u27c_svl_as_run", "a Sonic Visualiser region layer (.svl: <!DOCTYPE sonic-visualiser>, <sv><data><model>)",
         "SITE03_regions.svl", _SVL, "Sonic Visualiser", "SITE03_regions.svl:"),
        ("u27c_deployment_sheet_as_run", "the ARU deployment sheet (site_id, aru_model, aru_serial, latitude, "
         "longitude, deploy_date, ..., sample_rate_hz)", "deployments_2026.csv", _DEPLOYMENT, "deployment sheet",
         "deployments_2026.csv:1"),
    ]
    binaries = [
        ("u27c_wav_guano_as_run", "a Song Meter's WAV recording with its GUANO metadata chunk (RIFF/WAVE, 'guan')",
         "SITE03_20260614_213000.WAV", _WAV, "GUANO"),
        ("u27c_flac_as_run", "a FLAC recording (fLaC, STREAMINFO)", "SITE03_20260614_053000.flac", _FLAC, "FLAC"),
    ]
    text_why = ("trec_eval refuses a line of other than six fields (a selection table's ten, a CSV export's one, an "
                "XML declaration's three); the file is the lab's or its classifier's, named by what it is (a field "
                "count says nothing the lab can act on)")
    binary_why = ("a recording holds no TREC line (trec_eval reads garbage or stops at a NUL); named by what it is, "
                  "with what to give instead")
    for cid, what, name, content, tool, *where in tool_files + binaries:
        binary = isinstance(content, bytes)
        cases.append(cli_bad(
            cid, f"rankagg fuse {name} birdnet.run -o fused.run: {what} given as a run",
            ["fuse", name, "birdnet.run", "--method", "rrf", "-o", "fused.run"],
            {name: content, "birdnet.run": _ONE_RUN},
            name if binary else where[0], tool, why=binary_why if binary else text_why))

    # --- the judgements the lab gives --------------------------------------------------------------------------------
    for cid, what, name, content, tool, where in [
            ("u27c_raven_selections_as_qrels", "the experts' Raven selection table (their 'Species' column)",
             "SITE03.Table.1.selections.txt", _RAVEN, "Raven", "SITE03.Table.1.selections.txt:1"),
            ("u27c_audacity_labels_as_qrels", "an Audacity label track the annotator exported", "SITE03_labels.txt",
             _AUDACITY, "Audacity", "SITE03_labels.txt:1"),
            ("u27c_ebird_checklist_as_qrels", "the point-count checklist at the recorder (eBird export)",
             "MyEBirdData.csv", _EBIRD, "eBird checklist", "MyEBirdData.csv:1"),
            ("u27c_birdnet_csv_as_qrels", "BirdNET's CSV results picked instead of presence.qrels",
             "SITE03.BirdNET.results.csv", _BIRDNET_CSV, "BirdNET-Analyzer", "SITE03.BirdNET.results.csv:1"),
            ("u27c_svl_as_qrels", "the annotator's Sonic Visualiser layer", "SITE03_regions.svl", _SVL,
             "Sonic Visualiser", "SITE03_regions.svl:"),
            ("u27c_wav_as_qrels", "the recording itself", "SITE03_20260614_053000.WAV", _WAV, "WAV",
             "SITE03_20260614_053000.WAV")]:
        cases.append(cli_bad(
            cid, f"rankagg evaluate birdnet.run --qrels {name}: {what} given as the judgements",
            ["evaluate", "birdnet.run", "--qrels", name], {"birdnet.run": _ONE_RUN, name: content}, where, tool,
            outputs=(), why="trec_eval refuses a qrels line of other than four fields; the annotations are the lab's "
                            "tool's, named by what it is, with how to make 'RECORDING 0 SPECIES 1' lines of them"))

    # --- other mistakes of the day ---------------------------------------------------------------------------------
    cases.append(cli_bad(
        "u27c_species_name_blank_in_run", "rankagg fuse birdnet.run perch.run: Perch's run written with the "
        "scientific name 'Turdus merula' (a blank inside) as the document",
        ["fuse", "birdnet.run", "perch.run", "--method", "rrf", "-o", "fused.run"],
        {"birdnet.run": _ONE_RUN,
         "perch.run": "SITE03_20260614_053000.WAV Q0 amerob 1 0.91 perch\n"
                      "SITE03_20260614_053000.WAV Q0 Turdus merula 2 0.44 perch\n"}, "perch.run:2",
        why="trec_eval splits fields at blanks: seven fields (docs/conventions.md: a wrong field count is refused at "
            "its line)"))
    cases.append(cli_bad(
        "u27c_recording_window_blank_in_run", "rankagg fuse birdnet.run cnn.run: the CNN's export names each "
        "query by the file and its window 'SITE03_20260614_053000.WAV 0-60s'",
        ["fuse", "birdnet.run", "cnn.run", "--method", "rrf", "-o", "fused.run"],
        {"birdnet.run": _ONE_RUN,
         "cnn.run": "SITE03_20260614_053000.WAV 0-60s Q0 amerob 1 0.91 cnn\n"}, "cnn.run:1",
        why="trec_eval splits fields at blanks: seven fields (docs/conventions.md)"))
    cases.append(bad(
        "u27c_api_species_with_blank", "rankagg.fuse({'perch': {recording: {'Turdus merula': 0.91, ...}}, ...}): "
        "Perch's labels are scientific names, blanks inside",
        "import rankagg\nR = detections(classifiers=['birdnet', 'perch'], n_q=2)\n"
        "R['perch']['SITE01_20260614_053000.WAV']['Turdus merula'] = 0.91\n"
        "rankagg.fuse(R, method='rrf')\n", "Turdus merula",
        why="docs/reliability.md (one set of input rules): an id is a TREC token, no blank; refused naming it"))
    cases.append(cli_bad(
        "u27c_duplicate_detections_in_run", "rankagg fuse birdnet.run perch.run: BirdNET's every 3-second detection "
        "written as a line, amerob twice for one recording (the max not taken)",
        ["fuse", "birdnet.run", "perch.run", "--method", "rrf", "-o", "fused.run"],
        {"birdnet.run": _ONE_RUN + "SITE03_20260614_053000.WAV Q0 amerob 3 0.6502 birdnet\n",
         "perch.run": "SITE03_20260614_053000.WAV Q0 amerob 1 0.91 perch\n"}, "birdnet.run:3", "amerob",
        why="trec_eval fails too ('duplicate docs'); docs/conventions.md: a document twice in one list is refused at "
            "its line"))
    cases.append(bad(
        "u27c_api_frame_duplicate_detections", "rankagg.fuse(DataFrame of every detection window): amerob three times "
        "for one recording in BirdNET's rows",
        "import rankagg, pandas as pd\n"
        "rows = [('SITE03_20260614_053000.WAV', 'amerob', 'birdnet', 0.8731), "
        "('SITE03_20260614_053000.WAV', 'norcar', 'birdnet', 0.412), "
        "('SITE03_20260614_053000.WAV', 'amerob', 'birdnet', 0.6502), "
        "('SITE03_20260614_053000.WAV', 'amerob', 'perch', 0.91)]\n"
        "rankagg.fuse(pd.DataFrame(rows, columns=['qid', 'docid', 'run', 'score']), method='rrf')\n",
        "amerob", "twice",
        why="docs/conventions.md: a document twice in one list is refused naming the row (which detection to keep is "
            "the lab's choice, the max)"))
    cases.append(cli_bad(
        "u27c_decimal_comma_confidence", "rankagg fuse birdnet.run perch.run: BirdNET run on a German-locale laptop, "
        "confidences written '0,8731'",
        ["fuse", "birdnet.run", "perch.run", "--method", "rrf", "-o", "fused.run"],
        {"birdnet.run": "SITE03_20260614_053000.WAV Q0 amerob 1 0,8731 birdnet\n",
         "perch.run": "SITE03_20260614_053000.WAV Q0 amerob 1 0.91 perch\n"}, "birdnet.run:1", "0,8731",
        why="trec_eval's atof would read 0; docs/conventions.md: a non-numeric score is refused at its line"))
    cases.append(cli_bad(
        "u27c_percent_confidence", "rankagg fuse birdnet.run kaleidoscope.run: Kaleidoscope's match ratio copied "
        "from its viewer as '78.6%'",
        ["fuse", "birdnet.run", "kaleidoscope.run", "--method", "rrf", "-o", "fused.run"],
        {"birdnet.run": _ONE_RUN,
         "kaleidoscope.run": "SITE03_20260614_053000.WAV Q0 amerob 1 78.6% kaleidoscope\n"}, "kaleidoscope.run:1",
        "78.6%", why="trec_eval's atof would read 78.6; docs/conventions.md: a non-numeric score is refused at its line"))
    cases.append(bad(
        "u27c_api_weight_misspelt_classifier", "rankagg.fuse(R, method='rrf', weights={'birdnet': 2, 'prech': 1.5}): "
        "Perch misspelt in the weights",
        "import rankagg\nR = detections(n_q=2)\n"
        "rankagg.fuse(R, method='rrf', weights={'birdnet': 2.0, 'prech': 1.5})\n", "prech",
        why="docs/reliability.md: weights that name no run are refused naming them (a weight silently dropped is a "
            "wrong answer)"))
    cases.append(cli_bad(
        "u27c_raven_selections_as_weights", "rankagg fuse ... --weights SITE03.Table.1.selections.txt: the Raven "
        "table beside weights.txt picked by tab completion", ["fuse", "birdnet.run", "perch.run", "--method", "rrf",
                                                             "--weights", "SITE03.Table.1.selections.txt", "-o",
                                                             "fused.run"],
        {"SITE03.Table.1.selections.txt": _RAVEN}, "SITE03.Table.1.selections.txt:1", "Raven",
        setup=_runs_setup("classifiers=['birdnet', 'perch'], n_q=2"),
        why="rankagg fuse --help: a weights file holds 'NAME W' lines; the file is Raven's, named by what it is"))
    cases.append(cli_bad(
        "u27c_min_score_as_threshold", "rankagg fuse ... --min-score 0.25: the lab's minimum confidence given to "
        "fuse (no calibrated --model)", ["fuse", "birdnet.run", "perch.run", "--method", "rrf", "--min-score", "0.25",
                                         "-o", "fused.run"],
        None, "--min-score", setup=_runs_setup("classifiers=['birdnet', 'perch'], n_q=2"),
        why="rankagg fuse --help: --min-score applies with a calibrated --model only; refused naming it"))
    cases.append(cli_bad(
        "u27c_presence_words_qrels", "rankagg evaluate birdnet.run --qrels presence.qrels: the annotator wrote "
        "'present' and 'absent' in the grade column",
        ["evaluate", "birdnet.run", "--qrels", "presence.qrels"],
        {"birdnet.run": _ONE_RUN, "presence.qrels": "SITE03_20260614_053000.WAV 0 amerob present\n"
                                                    "SITE03_20260614_053000.WAV 0 norcar absent\n"},
        "presence.qrels:1", outputs=(),
        why="trec_eval's atoi reads 0 for both (nothing relevant): a wrong answer; refused at its line"))

    # --- the fused list written under a bioacoustics format's name --------------------------------------------------
    for cid, out_name, what, named in [
            ("u27c_out_svl", "fused.svl", "a Sonic Visualiser layer (XML)", ("Sonic Visualiser",)),
            ("u27c_out_wav", "fused.WAV", "a WAV recording (as the recorders name them)", ("audio",)),
            ("u27c_out_flac", "fused.flac", "a FLAC recording", ()),
            ("u27c_out_aup3", "fused.aup3", "an Audacity project", ("Audacity",)),
            ("u27c_out_zc", "fused.zc", "an Anabat zero-crossing file", ("zero-crossing",)),
            ("u27c_out_w4v", "fused.w4v", "a Wildlife Acoustics compressed recording", ("Wildlife Acoustics",))]:
        cases.append(cli_bad(
            cid, f"rankagg fuse birdnet.run perch.run --method rrf -o {out_name}: {what}; TREC lines under that name "
            "are read by no tool that opens it", ["fuse", "birdnet.run", "perch.run", "--method", "rrf", "-o",
                                                  out_name],
            None, out_name, *named, outputs=(out_name,), setup=_runs_setup("classifiers=['birdnet', 'perch'], seed=43"),
            why="issue 45: every output reads back; rankagg/io/output_names.py names each format's suffix"))
    cases.append(cli_ok(
        "u27c_out_sv_stays_free", "rankagg fuse birdnet.run perch.run --method rrf -o fused.sv: '.sv' is a Sonic "
        "Visualiser session's suffix, but also a run's per language (a CLEF run in Swedish) and SystemVerilog's; the "
        "run is written and reads back",
        ["fuse", "birdnet.run", "perch.run", "--method", "rrf", "-o", "fused.sv"], None,
        _cli_check("rrf", "classifiers=['birdnet', 'perch'], seed=43", output="fused.sv"),
        setup=_runs_setup("classifiers=['birdnet', 'perch'], seed=43"),
        why="docs/conventions.md: a run's common names stay free, among them every suffix of one or two characters"))
    cases.append(cli_bad(
        "u27c_explain_svl", "rankagg fuse birdnet.run perch.run --explain why.svl: the explanation named as a Sonic "
        "Visualiser layer to open beside the spectrogram",
        ["fuse", "birdnet.run", "perch.run", "--method", "rrf", "--explain", "why.svl", "-o", "fused.run"],
        None, "why.svl", "Sonic Visualiser", outputs=("fused.run", "why.svl"),
        setup=_runs_setup("classifiers=['birdnet', 'perch'], seed=45"),
        why="docs/conventions.md: --explain's JSON lines may take a JSON name; every name is checked before anything "
            "is written"))
    return cases
