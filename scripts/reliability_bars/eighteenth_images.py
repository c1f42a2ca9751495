"""Issue 45's eighteenth bar of scripts/reliability_matrix.py, an image-retrieval researcher's landmark and product-image rankings (its cases, ids ``u18i_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's."""

from __future__ import annotations

import pickle
import struct
import zlib

from .case import Case, command_cases
from .references import RANKED_LISTS, VERDICT_HELPERS

EIGHTEENTH_IMAGES = "45 Unseen inputs: an eighteenth bar, an image-retrieval researcher's landmark and product-image rankings"

# The researcher's day: revisited Oxford/Paris (70 query images over 4993 / 6322 database images named like
# 'all_souls_000013.jpg', ground truth as gnd_roxford5k.pkl with easy / hard / junk lists per query and the Easy /
# Medium / Hard protocols), Google Landmarks v2 (16-hex ids, Kaggle's 'id,images' submissions), R1M distractors
# (a million database images for one query).  Three rankings per query: a global descriptor (GeM cosine, or FAISS
# L2 distances negated), a local-feature re-ranking of the top 100 (DELG inlier counts: integers, many ties) and a
# text-to-image CLIP ranking.  The references are independent of rankagg: RANKED_LISTS ranks a list by trec_eval's
# rule (score descending, then the id descending as bytes) and gives RRF by Cormack's sum w / (k + r); combsum_ref is
# CombSUM over min-max normalised scores (docs/conventions.md: equal scores give 1, an absent image 0); agree holds a
# fused list to a reference (scores within 1e-6 relative, or, for the lines tied or near-tied for a float32 reader,
# as many float32 steps lower as there are such lines: docs/conventions.md's written scores; equal scores by the
# house rule: more lists, then best place, then the smaller id as text); the measures are pytrec_eval's (trec_eval 9's C
# code), the revisited protocol's junk written as grade -1, trec_eval's judged non-relevant.
_P = """
import json, math, os, subprocess, sys
import numpy as np
import rankagg
""" + RANKED_LISTS + VERDICT_HELPERS + r"""
OX = ['all_souls', 'ashmolean', 'balliol', 'bodleian', 'christ_church', 'cornmarket', 'hertford', 'keble',
      'magdalen', 'pitt_rivers', 'radcliffe_camera']
def db_names(n):
    return ['%s_%06d.jpg' % (OX[i % 11], i // 11) for i in range(n)]
def query_names(nq):
    return ['%s_%06d.jpg' % (OX[q % 11], 900000 + q) for q in range(nq)]
def retrieve(qs, db, k, seed, decimals=6, ints=False):
    rng = np.random.default_rng(seed)
    out = {}
    for q in qs:
        s = rng.random(len(db))
        top = np.argpartition(-s, k - 1)[:k]
        if ints:
            out[q] = {db[i]: float(int(s[i] * 60)) for i in top}
        else:
            out[q] = {db[i]: float(round(s[i] * 2 - 1, decimals)) for i in top}
    return out
def fmt(x):
    return str(int(x)) if float(x).is_integer() and abs(x) < 1e15 else repr(float(x))
def write_run(path, run, tag):
    with open(path, 'w') as fh:
        for q, p in run.items():
            for r, d in enumerate(desc_order(p), 1):
                fh.write('%s Q0 %s %d %s %s\n' % (q, d, r, fmt(p[d]), tag))
def read_trec(path):
    out = {}
    for line in open(path):
        q, _, d, _, s, _ = line.split()
        out.setdefault(q, []).append((d, float(s)))
    return out
def combsum_ref(models, w=None, mnz=False):
    sc, cnt, best = {}, {}, {}
    for m, p in models.items():
        wm = (w or {}).get(m, 1.0)
        lo, hi = min(p.values()), max(p.values())
        for d, r in positions(p).items():
            x = 1.0 if hi == lo else (float(p[d]) - lo) / (hi - lo)
            sc[d] = sc.get(d, 0.0) + wm * x
            cnt[d] = cnt.get(d, 0) + 1
            best[d] = min(best.get(d, 10 ** 12), r)
    if mnz:
        sc = {d: v * cnt[d] for d, v in sc.items()}
    return sc, cnt, best
def agree(got, ref, depth=None, tol=1e-6):
    sc, cnt, best = ref
    order = sorted(sc, key=lambda d: (-sc[d], -cnt[d], best[d], str(d)))
    want = order if depth is None else order[:depth]
    if len(got) != len(want):
        return '%d fused, %d expected' % (len(got), len(want))
    vals = np.sort(np.array(list(sc.values()), dtype=float))
    for d, s in got:
        if d not in sc:
            return 'unexpected %r' % (d,)
        v = sc[d]
        near = np.searchsorted(vals, v + 1e-5 * abs(v), side='right') - np.searchsorted(vals, v, side='left')
        if abs(s - v) > max(tol * abs(v), 1.2e-7 * abs(v) * near) + 1e-15:
            return 'score of %r: %r, expected %r' % (d, s, sc[d])
    for (a, _), (b, _) in zip(got, got[1:]):
        if sc[a] < sc[b] * (1 - 1e-12) - 1e-300:
            return '%r (%r) before %r (%r)' % (a, sc[a], b, sc[b])
        if abs(sc[a] - sc[b]) <= 1e-12 * max(abs(sc[a]), abs(sc[b])):
            ka, kb = (-cnt[a], best[a], str(a)), (-cnt[b], best[b], str(b))
            if ka > kb:
                return 'tie: %r before %r against the house rule' % (a, b)
    if depth is not None and set(d for d, _ in got) != set(want):
        last = sc[want[-1]]
        if any(sc[d] < last * (1 - 1e-12) for d, _ in got):
            return 'the first %d are not the best %d' % (depth, depth)
    return ''
def must(*args):
    rc, out, err = cli(*args)
    if rc:
        passthrough(rc, err)
    return out
def pytrec(qrels, run, names, level=None):
    import pytrec_eval
    ev = pytrec_eval.RelevanceEvaluator(qrels, set(names), **({} if level is None else {'relevance_level': level}))
    per = ev.evaluate(run)
    return {n: sum(v[n] for v in per.values()) / len(per) for n in names}, per
def revisited(qs, db, seed, n_easy=8, n_hard=6, n_junk=5):
    rng = np.random.default_rng(seed)
    gnd = {}
    for q in qs:
        pick = rng.choice(len(db), n_easy + n_hard + n_junk, replace=False)
        gnd[q] = {'easy': [db[i] for i in pick[:n_easy]], 'hard': [db[i] for i in pick[n_easy:n_easy + n_hard]],
                  'junk': [db[i] for i in pick[n_easy + n_hard:]]}
    return gnd
def protocol_qrels(gnd, proto):
    pos = {'easy': ('easy',), 'medium': ('easy', 'hard'), 'hard': ('hard',)}[proto]
    out = {}
    for q, g in gnd.items():
        rel = {d: -1 for kind in ('easy', 'hard', 'junk') for d in g[kind]}
        rel.update({d: 1 for kind in pos for d in g[kind]})
        out[q] = rel
    return out
def write_qrels(path, qrels):
    with open(path, 'w') as fh:
        for q, rel in qrels.items():
            for d, g in rel.items():
                fh.write('%s 0 %s %d\n' % (q, d, g))
def close(a, b, tol=1e-9):
    return abs(a - b) <= tol * max(1.0, abs(a), abs(b))
def trec_dict(out):
    return {q: {d: s for d, s in lst} for q, lst in out.items()}
"""[1:]

# three rankings of the revisited Oxford queries, written as TREC runs: GeM cosine 1000 deep (six decimals: ties),
# DELG inlier counts over the top 100 (integers: many ties), CLIP cosine 1000 deep
_OXFORD = ("qs, db = query_names(70), db_names(4993)\n"
           "gem = retrieve(qs, db, 1000, seed=1)\ndelg = retrieve(qs, db, 100, seed=2, ints=True)\n"
           "clip = retrieve(qs, db, 1000, seed=3, decimals=4)\n"
           "write_run('gem.run', gem, 'gem')\nwrite_run('delg.run', delg, 'delg')\nwrite_run('clip.run', clip, 'clip')\n")
_SMALL = ("qs, db = query_names(6), db_names(400)\n"
          "gem = retrieve(qs, db, 60, seed=11)\nclip = retrieve(qs, db, 60, seed=12, decimals=3)\n"
          "write_run('gem.run', gem, 'gem')\nwrite_run('clip.run', clip, 'clip')\n")


def _png() -> bytes:
    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 2, 2, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(b"\x00" + b"\x80" * 6 + b"\x00" + b"\x40" * 6)) + chunk(b"IEND", b""))


# a JPEG's start (SOI, the JFIF APP0 segment, a quantisation table's start): what a query image found by a glob holds
_JPEG = (b"\xff\xd8\xff\xe0\x00\x10JFIF\x00\x01\x01\x00\x00\x01\x00\x01\x00\x00\xff\xdb\x00C\x00"
         + bytes(range(1, 65)) + b"\xff\xd9")
# the revisited protocol's ground truth as its authors ship it: a pickle of imlist, qimlist and per query easy, hard,
# junk (positions in imlist) and the query's box
_GND = pickle.dumps({"imlist": ["all_souls_%06d" % i for i in range(20)], "qimlist": ["all_souls_000013"],
                     "gnd": [{"easy": [1, 4], "hard": [7], "junk": [9], "bbx": [136.5, 34.1, 648.5, 955.2]}]},
                    protocol=4)
# MATLAB v5 (the revisited MATLAB code's 'ranks' saved with save -v6): a 116-byte text header, subsystem offset,
# version 0x0100 and the 'IM' endian mark, then binary elements
_MAT5 = (b"MATLAB 5.0 MAT-file, Platform: GLNXA64, Created on: Tue Dec  1 14:00:00 2026".ljust(116, b" ")
         + b"\x00" * 8 + b"\x00\x01IM" + struct.pack("<II", 14, 48) + b"\x00" * 48)
# MATLAB v7.3 (save -v7.3): a 512-byte user block with the same text header, then an HDF5 file
_HDF5 = b"\x89HDF\r\n\x1a\n" + b"\x00\x00\x00\x00\x00\x08\x08\x00\x04\x00\x10\x00" + b"\x00" * 80
_MAT73 = (b"MATLAB 7.3 MAT-file, Platform: GLNXA64, Created on: Tue Dec  1 14:00:00 2026 HDF5 schema 1.00 .".ljust(
    116, b" ") + b"\x00" * 8 + b"\x00\x02IM").ljust(512, b"\x00") + _HDF5
# faiss.write_index(IndexFlatL2(4)) of 2 vectors: fourcc, d, ntotal, two dummies, is_trained, metric, the vectors
_FAISS = b"IxF2" + struct.pack("<iqqqBi", 4, 2, 1 << 20, 1 << 20, 1, 1) + struct.pack("<q", 8) + b"\x00" * 32

_ONE_RUN = "all_souls_000013.jpg Q0 all_souls_000002.jpg 1 0.91 gem\nall_souls_000013.jpg Q0 bodleian_000107.jpg 2 0.88 gem\n"


def _ok_check(out: str, folder) -> bool:
    return out.strip().splitlines()[-1:] == ["OK"]


def eighteenth_bar_images_cases() -> list[Case]:
    G = EIGHTEENTH_IMAGES

    def ok(id: str, what: str, code: str, why: str, timeout: float = 180, fast: bool = False,
           files: dict | None = None) -> Case:
        return Case(id, G, what, code=_P + code, expect="ok", check=_ok_check, memory_gb=4.0, timeout=timeout,
                    why=why, fast=fast, files=files or {})

    def bad(id: str, what: str, code: str, *mention: str, why: str, files: dict | None = None) -> Case:
        return Case(id, G, what, code=_P + code, mention=mention, memory_gb=4.0, timeout=90, why=why,
                    files=files or {})

    cli_bad = command_cases(G)[1]

    return [
        # ------------------------------------------------------------ fusing the three rankings of revisited Oxford
        ok("u18i_roxford_three_runs_rrf", "70 revisited-Oxford queries: GeM (1000 deep, six-decimal cosines with "
           "ties), DELG inliers (top 100, integer counts) and CLIP (1000 deep, four decimals) as TREC runs with file "
           "names as ids: `rankagg fuse --method rrf` equals Cormack's RRF by hand at depth 1000",
           _OXFORD + "must('fuse', 'gem.run', 'delg.run', 'clip.run', '--method', 'rrf', '-o', 'f.run', '--quiet')\n"
           "out = read_trec('f.run')\n"
           "for q in qs:\n    msg = agree(out[q], rrf_ref({'gem': gem[q], 'delg': delg[q], 'clip': clip[q]}), depth=1000)\n"
           "    if msg:\n        wrong(q, msg)\nright()\n",
           why="Cormack et al. 2009: sum 1 / (60 + r), each run ranked by trec_eval's rule (docs/conventions.md)",
           timeout=240),
        ok("u18i_roxford_combsum_minmax", "the same three runs fused with CombSUM (min-max): the integer inlier "
           "counts and negative cosines normalised per query, an image absent from a run adding 0",
           _OXFORD + "must('fuse', 'gem.run', 'delg.run', 'clip.run', '--method', 'combsum', '-o', 'f.run', '--quiet')\n"
           "out = read_trec('f.run')\n"
           "for q in qs[:25]:\n    msg = agree(out[q], combsum_ref({'gem': gem[q], 'delg': delg[q], 'clip': clip[q]}), depth=1000)\n"
           "    if msg:\n        wrong(q, msg)\nright()\n",
           why="docs/conventions.md: min-max (s - min) / (max - min) per list and query; absent 0", timeout=240),
        ok("u18i_rerank_input_depth_100", "GeM 1000 deep beside DELG's re-ranked top 100: `--input-depth 100` "
           "cuts GeM to its first 100 before RRF, so the re-ranking and the global ranking weigh the same pool",
           _OXFORD + "must('fuse', 'gem.run', 'delg.run', '--method', 'rrf', '--input-depth', '100', '-o', 'f.run', '--quiet')\n"
           "out = read_trec('f.run')\n"
           "for q in qs[:30]:\n    g = {d: gem[q][d] for d in desc_order(gem[q])[:100]}\n"
           "    msg = agree(out[q], rrf_ref({'gem': g, 'delg': delg[q]}))\n    if msg:\n        wrong(q, msg)\nright()\n",
           why="rankagg fuse --help: --input-depth keeps each run's first N documents per query; RRF by hand",
           timeout=240),
        ok("u18i_weights_by_tag_delg_heavy", "`--weights gem=1,delg=2,clip=0.5` (the run tags): weighted RRF by hand",
           _SMALL + "write_run('delg.run', retrieve(qs, db, 20, seed=13, ints=True), 'delg')\n"
           "delg = retrieve(qs, db, 20, seed=13, ints=True)\n"
           "must('fuse', 'gem.run', 'delg.run', 'clip.run', '--method', 'rrf', '--weights', 'gem=1,delg=2,clip=0.5', '-o', 'f.run', '--quiet')\n"
           "out = read_trec('f.run')\nW = {'gem': 1.0, 'delg': 2.0, 'clip': 0.5}\n"
           "for q in qs:\n    msg = agree(out[q], rrf_ref({'gem': gem[q], 'delg': delg[q], 'clip': clip[q]}, w=W))\n"
           "    if msg:\n        wrong(q, msg)\nright()\n",
           why="weighted RRF sum w / (60 + r) (docs/engines.md), weights by run tag (rankagg fuse --help)"),
        ok("u18i_inlier_ties_combmnz", "DELG inlier counts where half the top 100 share a count (near-duplicate "
           "views of one facade) beside CLIP: CombMNZ(min-max) by hand, ties in the inlier run by trec_eval's rule",
           "qs, db = query_names(8), db_names(300)\nrng = np.random.default_rng(21)\ndelg, clip = {}, {}\n"
           "for q in qs:\n    pick = rng.choice(300, 100, replace=False)\n"
           "    delg[q] = {db[i]: float(rng.choice([15, 15, 15, 22, 40, 7])) for i in pick}\n"
           "    pick2 = rng.choice(300, 80, replace=False)\n    clip[q] = {db[i]: float(round(rng.random(), 3)) for i in pick2}\n"
           "write_run('delg.run', delg, 'delg')\nwrite_run('clip.run', clip, 'clip')\n"
           "must('fuse', 'delg.run', 'clip.run', '--method', 'combmnz', '-o', 'f.run', '--quiet')\n"
           "out = read_trec('f.run')\nfor q in qs:\n"
           "    msg = agree(out[q], combsum_ref({'delg': delg[q], 'clip': clip[q]}, mnz=True))\n"
           "    if msg:\n        wrong(q, msg)\nright()\n",
           why="CombMNZ = CombSUM x lists returning the image (Fox & Shaw 1994); trec_eval's tie rule"),
        ok("u18i_near_duplicate_equal_scores_unicode", "near-duplicate database images with equal cosines whose "
           "names differ by an accent (paris_défense / paris_defense) and -0.0 beside 0.0: the tie order in each run "
           "is trec_eval's (docid descending as bytes), so RRF by hand",
           "gem = {'paris_défense_000041.jpg': 0.5, 'paris_defense_000041.jpg': 0.5, 'paris_eiffel_000001.jpg': 0.5,\n"
           "       'paris_louvre_000310.jpg': -0.0, 'paris_louvre_000311.jpg': 0.0, 'paris_pantheon_000002.jpg': 0.25}\n"
           "clip = {'paris_eiffel_000001.jpg': 0.3, 'paris_louvre_000311.jpg': 0.3, 'paris_défense_000041.jpg': 0.1}\n"
           "with open('gem.run', 'w') as fh:\n    for r, d in enumerate(gem, 1):\n"
           "        fh.write('paris_q1.jpg Q0 %s %d %s gem\\n' % (d, r, '-0.0' if d.endswith('310.jpg') else gem[d]))\n"
           "write_run('clip.run', {'paris_q1.jpg': clip}, 'clip')\n"
           "must('fuse', 'gem.run', 'clip.run', '--method', 'rrf', '-o', 'f.run', '--quiet')\n"
           "msg = agree(read_trec('f.run')['paris_q1.jpg'], rrf_ref({'gem': gem, 'clip': clip}))\n"
           "wrong(msg) if msg else right()\n",
           why="docs/conventions.md: a run is ranked by score, ties by docid descending (trec_eval); -0.0 == 0.0"),
        ok("u18i_folder_paths_as_ids", "ids that are paths with folders (jpg/oxford5k/all_souls_000013.jpg, "
           "../paris6k/louvre_000002.jpg) in both runs: fused and written back unchanged, RRF by hand",
           "qs = ['q/%s' % q for q in query_names(4)]\n"
           "db = ['jpg/oxford5k/%s' % d for d in db_names(150)] + ['../paris6k/louvre_%06d.jpg' % i for i in range(150)]\n"
           "gem = retrieve(qs, db, 80, seed=31)\nclip = retrieve(qs, db, 80, seed=32)\n"
           "write_run('gem.run', gem, 'gem')\nwrite_run('clip.run', clip, 'clip')\n"
           "must('fuse', 'gem.run', 'clip.run', '--method', 'rrf', '-o', 'f.run', '--quiet')\nout = read_trec('f.run')\n"
           "for q in qs:\n    msg = agree(out[q], rrf_ref({'gem': gem[q], 'clip': clip[q]}))\n"
           "    if msg:\n        wrong(q, msg)\nright()\n",
           why="docids are any text without blanks (docs/trec.md); RRF by hand"),
        ok("u18i_borda_gem_clip", "Borda over GeM and CLIP for six product-search queries (lists of 60 over 400 "
           "images): the points of rankagg methods borda by hand",
           _SMALL + "must('fuse', 'gem.run', 'clip.run', '--method', 'borda', '-o', 'f.run', '--quiet')\n"
           "out = read_trec('f.run')\nfor q in qs:\n"
           "    msg = agree(out[q], borda_ref({'gem': gem[q], 'clip': clip[q]}))\n"
           "    if msg:\n        wrong(q, msg)\nright()\n",
           why="rankagg methods borda: n - r + 1 points, (n - k + 1) / 2 for a list's missing ids"),
        # ------------------------------------------------------------ the Python side: arrays, frames, Parquet
        ok("u18i_fuser_faiss_l2_names", "per query, FAISS L2 distances (negated) over db_names[I[q]] (NumPy str_ "
           "file names) and CLIP inner products: Fuser('combsum', norm='minmax') by hand for 30 queries",
           "db = np.array(db_names(2000))\nrng = np.random.default_rng(41)\nfu = rankagg.Fuser('combsum', norm='minmax')\n"
           "for q in range(30):\n    I = rng.choice(2000, 50, replace=False)\n"
           "    D = np.sort(rng.random(50).astype(np.float32) * 3)\n    I2 = rng.choice(2000, 50, replace=False)\n"
           "    S2 = -np.sort(-rng.random(50).astype(np.float32))\n"
           "    got = fu({'gem': (db[I], -D), 'clip': (db[I2], S2)})\n"
           "    ref = combsum_ref({'gem': dict(zip(db[I].tolist(), (-D).astype(float).tolist())),\n"
           "                       'clip': dict(zip(db[I2].tolist(), S2.astype(float).tolist()))})\n"
           "    msg = agree(got, ref, tol=1e-9)\n    if msg:\n        wrong(q, msg)\nright()\n",
           why="docs/conventions.md: min-max of each list, absent 0; a negated distance ranks as a similarity"),
        ok("u18i_long_frame_1000_queries_hex", "Google Landmarks v2: 1000 query images x 1000 neighbours x 2 "
           "models as one long DataFrame of 16-hex ids: rankagg.fuse(frame, 'rrf', depth=10) equals a vectorised "
           "NumPy RRF", "import pandas as pd\nnq, k, pool = 1000, 1000, 3000\n"
           "ids = np.array(['%016x' % x for x in np.random.default_rng(51).choice(2 ** 62, pool, replace=False)])\n"
           "parts, ref = [], np.zeros((nq, pool))\n"
           "for m, seed in (('gem', 52), ('clip', 53)):\n    r = np.random.default_rng(seed)\n"
           "    I = np.argsort(r.random((nq, pool)), axis=1)[:, :k]\n"
           "    s = -np.sort(-r.random((nq, k)), axis=1)\n"
           "    ref[np.arange(nq)[:, None], I] += 1.0 / (60 + np.arange(1, k + 1))\n"
           "    parts.append(pd.DataFrame({'q_id': np.repeat(['%016x' % (q * 7919) for q in range(nq)], k), "
           "'doc_id': ids[I.ravel()], 'score': s.ravel(), 'run': m}))\n"
           "out = rankagg.fuse(pd.concat(parts, ignore_index=True), 'rrf', depth=10)\n"
           "top = -np.sort(-ref, axis=1)[:, :10]\n"
           "qorder = {'%016x' % (q * 7919): q for q in range(nq)}\n"
           "out = out.assign(qn=out.q_id.map(qorder)).sort_values(['qn', 'rank'])\n"
           "got = out.score.to_numpy().reshape(nq, 10)\n"
           "wrong('top-10 scores differ') if not np.allclose(got, top, rtol=1e-12, atol=0) else right()\n",
           why="RRF by hand, vectorised; issue 45: within seconds and the memory limit", timeout=240),
        ok("u18i_r1m_one_query_parquet", "one query against revisited R1M: two full rankings of 1,000,000 database "
           "images in one Parquet table (2,000,000 rows), `rankagg fuse --depth 100`: the top 100 of a vectorised RRF",
           "import pandas as pd\nn = 1000000\nids = np.array(['r1m_%07d.jpg' % i for i in range(n)])\nref = np.zeros(n)\nparts = []\n"
           "for m, seed in (('gem', 61), ('clip', 62)):\n    s = np.random.default_rng(seed).random(n)\n"
           "    order = np.argsort(-s, kind='stable')\n    ref[order] += 1.0 / (60 + np.arange(1, n + 1))\n"
           "    parts.append(pd.DataFrame({'q_id': 'all_souls_000013.jpg', 'doc_id': ids, 'score': s, 'run': m}))\n"
           "pd.concat(parts, ignore_index=True).to_parquet('r1m.parquet')\ndel parts\n"
           "must('fuse', 'r1m.parquet', '--method', 'rrf', '--depth', '100', '-o', 'f.run', '--quiet')\n"
           "got = read_trec('f.run')['all_souls_000013.jpg']\ntop = np.argsort(-ref, kind='stable')[:100]\n"
           "want = ref[top]\nhave = np.array([s for _, s in got])\nbyid = {d: i for i, d in enumerate(ids[top].tolist())}\n"
           "if len(got) != 100 or not np.allclose(have, want, rtol=1e-6, atol=0):\n    wrong('scores differ', have[:3], want[:3])\n"
           "for d, s in got:\n    i = int(d[4:11])\n    if not close(ref[i], s, 1e-6):\n        wrong(d, s, ref[i])\nright()\n",
           why="RRF by hand over a million images; issue 45: within seconds and the memory limit", timeout=240),
        ok("u18i_parquet_category_columns", "a notebook's frame with category dtypes (image names as categories to "
           "save memory) saved to Parquet (dictionary-encoded columns): `rankagg fuse` by hand RRF",
           "import pandas as pd\n" + _SMALL + "rows = [(q, d, s, m) for m, run in (('gem', gem), ('clip', clip)) "
           "for q, p in run.items() for d, s in p.items()]\n"
           "f = pd.DataFrame(rows, columns=['q_id', 'doc_id', 'score', 'run']).astype({'q_id': 'category', 'doc_id': 'category', 'run': 'category'})\n"
           "f.to_parquet('t.parquet')\nmust('fuse', 't.parquet', '--method', 'rrf', '-o', 'f.run', '--quiet')\n"
           "out = read_trec('f.run')\nfor q in qs:\n"
           "    msg = agree(out[q], rrf_ref({'gem': gem[q], 'clip': clip[q]}))\n    if msg:\n        wrong(q, msg)\nright()\n",
           why="rankagg fuse --help: one Parquet table q_id doc_id score run; RRF by hand"),
        ok("u18i_read_csv_with_index_column", "pd.read_csv of a CSV a notebook saved with its index (an "
           "'Unnamed: 0' column beside q_id, doc_id, score, run) given to rankagg.fuse: the extra column is not a "
           "ranking; RRF by hand", "import pandas as pd\n" + _SMALL +
           "rows = [(q, d, s, m) for m, run in (('gem', gem), ('clip', clip)) for q, p in run.items() for d, s in p.items()]\n"
           "pd.DataFrame(rows, columns=['q_id', 'doc_id', 'score', 'run']).to_csv('nb.csv')\n"
           "out = rankagg.fuse(pd.read_csv('nb.csv'), 'rrf')\nfor q in qs:\n"
           "    o = out[out.q_id == q].sort_values('rank')\n"
           "    msg = agree(list(zip(o.doc_id, o.score)), rrf_ref({'gem': gem[q], 'clip': clip[q]}), tol=1e-9)\n"
           "    if msg:\n        wrong(q, msg)\nright()\n",
           why="README: rankagg.fuse reads a long frame's q_id, doc_id, score and run columns; RRF by hand"),
        ok("u18i_fuser_top_clip_gem", "Fuser('rrf').top(lists, 10) over CLIP text-to-image and GeM arrays for one "
           "product query: the certified top 10 equal hand RRF's first 10",
           "db = np.array(['sku_%08d.jpg' % i for i in range(5000)])\nrng = np.random.default_rng(71)\n"
           "I1, I2 = rng.choice(5000, 200, replace=False), rng.choice(5000, 200, replace=False)\n"
           "s1, s2 = -np.sort(-rng.random(200)), -np.sort(-rng.random(200))\n"
           "L = {'clip': (db[I1], s1), 'gem': (db[I2], s2)}\nt = rankagg.Fuser('rrf').top(L, 10)\n"
           "sc, cnt, best = rrf_ref({m: dict(zip(i.tolist(), s.tolist())) for m, (i, s) in L.items()})\n"
           "order = sorted(sc, key=lambda d: (-sc[d], -cnt[d], best[d], d))[:10]\n"
           "got = [d for d, _ in t.items]\n"
           "wrong(got, order) if not t.certified or got != order else right()\n",
           why="docs/topk.md: the certified top k is the full answer's first k; RRF by hand", fast=True),
        # ------------------------------------------------------------ measuring with the revisited protocols
        ok("u18i_medium_protocol_junk_map", "the fused run measured on the Medium protocol (easy+hard relevant, "
           "junk as grade -1): `rankagg evaluate -m map -m P.1,5,10 --json` equals pytrec_eval",
           _SMALL + "gnd = revisited(qs, db, seed=14)\nqr = protocol_qrels(gnd, 'medium')\nwrite_qrels('medium.txt', qr)\n"
           "must('fuse', 'gem.run', 'clip.run', '--method', 'rrf', '-o', 'f.run', '--quiet')\n"
           "got = json.loads(must('evaluate', '--qrels', 'medium.txt', 'f.run', '-m', 'map', '-m', 'P.1,5,10', '--json', '-q'))\n"
           "want, _ = pytrec(qr, trec_dict(read_trec('f.run')), ['map', 'P_1', 'P_5', 'P_10'])\n"
           "pairs = [('AP', 'map'), ('P@1', 'P_1'), ('P@5', 'P_5'), ('P@10', 'P_10')]\n"
           "bad = [(a, got.get(a), want[b]) for a, b in pairs if a not in got or not close(got[a], want[b])]\n"
           "wrong(bad) if bad else right()\n",
           why="trec_eval (pytrec_eval): a grade -1 is judged non-relevant, counted at its place"),
        ok("u18i_three_protocols_api", "one fused run measured on the Easy, Medium and Hard qrels (hard and junk "
           "turned to -1 in Easy; easy and junk in Hard) with rankagg.evaluate: AP and P@10 equal pytrec_eval's per "
           "protocol", _SMALL + "gnd = revisited(qs, db, seed=15)\n"
           "fused = rankagg.fuse({'gem': gem, 'clip': clip}, 'rrf')\n"
           "run = {q: {d: float(len(p) - i) for i, d in enumerate(p)} for q, p in fused.items()}\n"
           "for proto in ('easy', 'medium', 'hard'):\n    qr = protocol_qrels(gnd, proto)\n"
           "    got = rankagg.evaluate(fused, qr, ['AP', 'P@10'])\n    want, _ = pytrec(qr, run, ['map', 'P_10'])\n"
           "    if not (close(got['AP'], want['map']) and close(got['P@10'], want['P_10'])):\n"
           "        wrong(proto, got, want)\nright()\n",
           why="trec_eval (pytrec_eval) on each protocol's qrels, -1 judged non-relevant; a fused result is ranked in "
               "its consensus order, exact ties included (docs/conventions.md)"),
        ok("u18i_graded_level2_hard", "one graded qrels (easy 1, hard 2, junk -1) and `-l 2` for the Hard "
           "protocol's positives: AP(rel=2) and P@10 equal pytrec_eval's relevance_level=2",
           _SMALL + "gnd = revisited(qs, db, seed=16)\n"
           "qr = {q: {**{d: -1 for d in g['junk']}, **{d: 1 for d in g['easy']}, **{d: 2 for d in g['hard']}} for q, g in gnd.items()}\n"
           "write_qrels('graded.txt', qr)\n"
           "got = json.loads(must('evaluate', '--qrels', 'graded.txt', 'gem.run', '--measures', 'AP', 'P@10', '-l', '2', '--json'))\n"
           "want, _ = pytrec(qr, gem, ['map', 'P_10'], level=2)\n"
           "ap_key = next((k for k in got if k.startswith('AP')), None)\np_key = next((k for k in got if k.startswith('P') and k.endswith('@10')), None)\n"
           "if ap_key is None or p_key is None or not close(got[ap_key], want['map']) or not close(got[p_key], want['P_10']):\n"
           "    wrong(got, want)\nright()\n",
           why="trec_eval -l 2 (pytrec_eval relevance_level=2): only grades >= 2 count as relevant"),
        ok("u18i_junk_ndcg10", "nDCG@10 with junk as -1 and two grades of positives: equals pytrec_eval's "
           "ndcg_cut_10 (a negative grade gains nothing)",
           _SMALL + "gnd = revisited(qs, db, seed=17)\n"
           "qr = {q: {**{d: -1 for d in g['junk']}, **{d: 2 for d in g['easy']}, **{d: 1 for d in g['hard']}} for q, g in gnd.items()}\n"
           "for q in qs:\n    for d in desc_order(gem[q])[:3]:\n        qr[q].setdefault(d, -1)\n"
           "got = rankagg.evaluate(gem, qr, ['nDCG@10'])\nwant, _ = pytrec(qr, gem, ['ndcg_cut_10'])\n"
           "wrong(got, want) if not close(got['nDCG@10'], want['ndcg_cut_10']) else right()\n",
           why="trec_eval's ndcg_cut (pytrec_eval) with negative grades"),
        ok("u18i_gldv2_ap100_map_cut", "GLDv2's retrieval metric written as AP@100 over 100 queries ranked 1000 "
           "deep: rankagg's AP@100 equals trec_eval's map_cut_100 (pytrec_eval)",
           "qs = ['%016x' % (q * 104729) for q in range(100)]\ndb = ['%016x' % (i * 15485863) for i in range(3000)]\n"
           "run = retrieve(qs, db, 1000, seed=81)\nrng = np.random.default_rng(82)\n"
           "qr = {q: {db[i]: 1 for i in rng.choice(3000, int(rng.integers(1, 40)), replace=False)} for q in qs}\n"
           "write_run('gem.run', run, 'gem')\nwrite_qrels('sol.txt', qr)\n"
           "got = json.loads(must('evaluate', '--qrels', 'sol.txt', 'gem.run', '--measures', 'AP@100', '--json'))\n"
           "want, _ = pytrec(qr, run, ['map_cut_100'])\n"
           "wrong(got, want) if not close(got.get('AP@100', -1), want['map_cut_100']) else right()\n",
           why="ir_measures AP@100 is trec_eval's map_cut.100 (sum of precisions at the relevant hits in the first 100 / R)"),
        ok("u18i_queries_with_only_junk", "GLDv2 queries whose qrels hold only junk (-1) beside normal ones: the "
           "mean AP over the queries judged and run equals pytrec_eval's (such a query counts with AP 0)",
           _SMALL + "gnd = revisited(qs, db, seed=18)\nqr = protocol_qrels(gnd, 'medium')\n"
           "for q in qs[:2]:\n    qr[q] = {d: -1 for d in gnd[q]['junk']}\nwrite_qrels('q.txt', qr)\n"
           "got = json.loads(must('evaluate', '--qrels', 'q.txt', 'gem.run', '--measures', 'AP', 'P@5', '--json'))\n"
           "want, _ = pytrec(qr, gem, ['map', 'P_5'])\n"
           "wrong(got, want) if not (close(got['AP'], want['map']) and close(got['P@5'], want['P_5'])) else right()\n",
           why="trec_eval 9 (pytrec_eval) averages over the queries in both; a query with no relevant image has AP 0"),
        ok("u18i_fuse_parquet_then_evaluate", "fuse to fused.parquet, then `rankagg evaluate` the Parquet table on "
           "the Medium qrels: equals pytrec_eval over the table's own rows",
           "import pandas as pd\n" + _SMALL + "gnd = revisited(qs, db, seed=19)\nqr = protocol_qrels(gnd, 'medium')\n"
           "write_qrels('medium.txt', qr)\nmust('fuse', 'gem.run', 'clip.run', '--method', 'rrf', '-o', 'fused.parquet', '--quiet')\n"
           "t = pd.read_parquet('fused.parquet')\nrun = {}\nfor r in t.itertuples(index=False):\n"
           "    run.setdefault(str(r.q_id), {})[str(r.doc_id)] = float(r.score)\n"
           "got = json.loads(must('evaluate', '--qrels', 'medium.txt', 'fused.parquet', '--measures', 'AP', 'P@10', '--json'))\n"
           "want, _ = pytrec(qr, run, ['map', 'P_10'])\n"
           "wrong(got, want) if not (close(got['AP'], want['map']) and close(got['P@10'], want['P_10'])) else right()\n",
           why="docs/trec.md: a Parquet run table of one run is evaluated as its TREC text would be"),
        ok("u18i_evaluate_three_runs_one_call", "`rankagg evaluate` of gem.run, clip.run and the fused run in one "
           "call with --json: each run's AP equals pytrec_eval's", _SMALL + "gnd = revisited(qs, db, seed=20)\n"
           "qr = protocol_qrels(gnd, 'hard')\nwrite_qrels('hard.txt', qr)\n"
           "must('fuse', 'gem.run', 'clip.run', '--method', 'rrf', '-o', 'f.run', '--quiet')\n"
           "got = json.loads(must('evaluate', '--qrels', 'hard.txt', 'gem.run', 'clip.run', 'f.run', '--measures', 'AP', '--json'))\n"
           "def find(name):\n    for k, v in (got.items() if isinstance(got, dict) else []):\n"
           "        if os.path.basename(str(k)) == name and isinstance(v, dict):\n            return v.get('AP')\n"
           "    return None\nfor name in ('gem.run', 'clip.run', 'f.run'):\n"
           "    want, _ = pytrec(qr, trec_dict(read_trec(name)), ['map'])\n    have = find(name)\n"
           "    if have is None or not close(have, want['map']):\n        wrong(name, have, want, str(got)[:200])\nright()\n",
           why="trec_eval per run (pytrec_eval); rankagg evaluate takes several runs"),
        ok("u18i_diffusion_trust_rank", "a diffusion re-ranking that re-orders GeM's top 30 and keeps each image's "
           "GeM cosine as its score (the scores no longer fall down the file): `--trust-rank` fuses by the rank "
           "column, RRF by hand over the written places",
           _SMALL + "rng = np.random.default_rng(22)\ndiff = {}\nwith open('diffusion.run', 'w') as fh:\n"
           "    for q in qs:\n        top = desc_order(gem[q])[:30]\n        new = [top[i] for i in rng.permutation(30)]\n"
           "        diff[q] = {d: 30 - r for r, d in enumerate(new)}\n"
           "        for r, d in enumerate(new, 1):\n            fh.write('%s Q0 %s %d %s diffusion\\n' % (q, d, r, fmt(gem[q][d])))\n"
           "must('fuse', 'diffusion.run', 'clip.run', '--method', 'rrf', '--trust-rank', '-o', 'f.run', '--quiet')\n"
           "out = read_trec('f.run')\nfor q in qs:\n"
           "    msg = agree(out[q], rrf_ref({'diffusion': diff[q], 'clip': clip[q]}))\n    if msg:\n        wrong(q, msg)\nright()\n",
           why="docs/conventions.md: --trust-rank orders each list by its rank column; RRF by hand"),
        ok("u18i_complete_missing_clip_queries", "CLIP found nothing for 2 of the 6 queries (their lines absent): "
           "`rankagg evaluate -c` averages over every judged query, the missing ones at AP 0, by hand from pytrec_eval",
           _SMALL + "gnd = revisited(qs, db, seed=23)\nqr = protocol_qrels(gnd, 'medium')\nwrite_qrels('medium.txt', qr)\n"
           "part = {q: clip[q] for q in qs[2:]}\nwrite_run('clip_part.run', part, 'clip')\n"
           "got = json.loads(must('evaluate', '--qrels', 'medium.txt', 'clip_part.run', '--measures', 'AP', 'P@5', '-c', '--json'))\n"
           "_, per = pytrec(qr, part, ['map', 'P_5'])\n"
           "want = {'AP': sum(per[q]['map'] for q in part) / len(qs), 'P@5': sum(per[q]['P_5'] for q in part) / len(qs)}\n"
           "wrong(got, want) if not all(close(got[m], want[m]) for m in want) else right()\n",
           why="trec_eval -c: a judged query the run lacks counts as a ranking that finds nothing (docs/trec.md)"),
        ok("u18i_scores_rank_column", "`--scores rank` for a results page that shows places: each query's lines "
           "carry n - rank + 1 and are in hand RRF's order",
           _SMALL + "must('fuse', 'gem.run', 'clip.run', '--method', 'rrf', '--scores', 'rank', '-o', 'f.run', '--quiet')\n"
           "lines = [l.split() for l in open('f.run')]\nfor q in qs:\n    mine = [l for l in lines if l[0] == q]\n"
           "    sc, cnt, best = rrf_ref({'gem': gem[q], 'clip': clip[q]})\n"
           "    order = sorted(sc, key=lambda d: (-sc[d], -cnt[d], best[d], d))\n    n = len(order)\n"
           "    if [l[2] for l in mine] != order:\n        wrong(q, 'order', [l[2] for l in mine][:3], order[:3])\n"
           "    if [float(l[4]) for l in mine] != [float(n - r) for r in range(n)]:\n        wrong(q, 'scores', [l[4] for l in mine][:3])\n"
           "right()\n", why="docs/conventions.md: --scores rank writes n - rank + 1; RRF by hand"),
        ok("u18i_explain_contributions", "`--explain` of GeM + DELG inliers fused by RRF: each line's per-run rank "
           "is the image's place in that run by trec_eval's rule (inlier ties by name) and its contribution "
           "1 / (60 + rank)", "qs, db = query_names(3), db_names(200)\n"
           "gem = retrieve(qs, db, 40, seed=24)\ndelg = retrieve(qs, db, 25, seed=25, ints=True)\n"
           "write_run('gem.run', gem, 'gem')\nwrite_run('delg.run', delg, 'delg')\n"
           "must('fuse', 'gem.run', 'delg.run', '--method', 'rrf', '--explain', 'ex.jsonl', '-o', 'f.run', '--quiet')\n"
           "runs = {'gem': gem, 'delg': delg}\nseen = 0\nfor line in open('ex.jsonl'):\n    e = json.loads(line)\n"
           "    for m, info in e['lists'].items():\n        pos = positions(runs[m][e['qid']])\n"
           "        want = pos.get(e['docid'])\n        if info['rank'] != want:\n            wrong(e['qid'], e['docid'], m, info['rank'], want)\n"
           "        if want is not None and not close(info['contribution'], 1 / (60 + want)):\n            wrong(e['docid'], m, info['contribution'])\n"
           "    seen += 1\nwant_n = sum(len(set(gem[q]) | set(delg[q])) for q in qs)\n"
           "wrong('explained', seen, 'of', want_n) if seen != want_n else right()\n",
           why="rankagg fuse --help: --explain gives each list's rank and contribution; trec_eval's rank order"),
        # ------------------------------------------------------------ files of the toolchain given where runs go
        cli_bad("u18i_gnd_pickle_as_qrels", "the revisited ground truth gnd_roxford5k.pkl given as --qrels",
                ["evaluate", "--qrels", "gnd_roxford5k.pkl", "gem.run", "--measures", "AP"],
                {"gnd_roxford5k.pkl": _GND, "gem.run": _ONE_RUN}, "gnd_roxford5k.pkl", "pickle",
                why="a pickle is Python's binary object format, not qrels lines: the message must say what the file "
                    "is (not 'a NUL byte' of a text line)", outputs=(), fast=True),
        cli_bad("u18i_gnd_pickle_as_run", "`rankagg fuse gem.run gnd_roxford5k.pkl` (a glob over the data folder)",
                ["fuse", "gem.run", "gnd_roxford5k.pkl", "--method", "rrf", "-o", "fused.run"],
                {"gnd_roxford5k.pkl": _GND, "gem.run": _ONE_RUN}, "gnd_roxford5k.pkl", "pickle",
                why="a pickle is Python's binary object format, not TREC run lines: say what the file is"),
        cli_bad("u18i_query_jpeg_in_glob", "`rankagg fuse runs/*` where the folder also holds the query image "
                "all_souls_000013.jpg", ["fuse", "gem.run", "all_souls_000013.jpg", "--method", "rrf", "-o",
                                         "fused.run"],
                {"gem.run": _ONE_RUN, "all_souls_000013.jpg": _JPEG}, "all_souls_000013.jpg", "JPEG",
                why="a JPEG image is no run: the message must say what the file is"),
        cli_bad("u18i_png_as_qrels", "a PNG (the PR-curve figure) given as --qrels by tab completion",
                ["evaluate", "--qrels", "pr_curve.png", "gem.run"], {"pr_curve.png": _png(), "gem.run": _ONE_RUN},
                "pr_curve.png", "PNG", why="a PNG image is no qrels: the message must say what the file is",
                outputs=()),
        cli_bad("u18i_matlab_ranks_v5", "the revisited MATLAB code's ranks saved as ranks.mat (v5) given as a run",
                ["fuse", "gem.run", "ranks.mat", "--method", "rrf", "-o", "fused.run"],
                {"ranks.mat": _MAT5, "gem.run": _ONE_RUN}, "ranks.mat", "MATLAB",
                why="a MATLAB .mat file is binary arrays, not TREC lines: the message must say what the file is"),
        cli_bad("u18i_matlab_v73_qrels", "a MATLAB v7.3 .mat (HDF5 inside) of the ground truth given as --qrels",
                ["evaluate", "--qrels", "gnd_rparis6k.mat", "gem.run"], {"gnd_rparis6k.mat": _MAT73, "gem.run": _ONE_RUN},
                "gnd_rparis6k.mat", "MATLAB", why="a MATLAB v7.3 file is HDF5, not qrels lines: say what it is",
                outputs=()),
        cli_bad("u18i_hdf5_features_as_run", "the extracted descriptors features.h5 given among the runs",
                ["fuse", "gem.run", "features.h5", "--method", "rrf", "-o", "fused.run"],
                {"features.h5": _HDF5, "gem.run": _ONE_RUN}, "features.h5", "HDF5",
                why="an HDF5 file is binary arrays, not TREC lines: the message must say what the file is"),
        cli_bad("u18i_faiss_index_as_run", "the FAISS index file gem.index (faiss.write_index) given instead of its "
                "search results", ["fuse", "gem.index", "gem.run", "--method", "rrf", "-o", "fused.run"],
                {"gem.index": _FAISS, "gem.run": _ONE_RUN}, "gem.index", "FAISS",
                why="a FAISS index holds vectors, not a ranking: the message must say what the file is"),
        cli_bad("u18i_kaggle_submission_csv", "two Kaggle GLDv2 retrieval submissions (id,images: one row per "
                "query, 100 space-separated ids) fused as `rankagg fuse sub_gem.csv sub_delg.csv -o fused.csv`",
                ["fuse", "sub_gem.csv", "sub_delg.csv", "-o", "fused.csv"],
                {"sub_gem.csv": "id,images\n00cba0067c078490,0a1b2c3d4e5f6a7b 1f2e3d4c5b6a7980 5e5e5e5e5e5e5e5e\n"
                                "7d0f4e1a2b3c4d5e,1f2e3d4c5b6a7980 0a1b2c3d4e5f6a7b\n",
                 "sub_delg.csv": "id,images\n00cba0067c078490,1f2e3d4c5b6a7980 0a1b2c3d4e5f6a7b\n"
                                 "7d0f4e1a2b3c4d5e,0a1b2c3d4e5f6a7b 1f2e3d4c5b6a7980\n"},
                "sub_gem.csv:2", "one row per query",
                why="a submission's rows are queries with their ranked ids in one cell, not a table of ranked lists "
                    "(docs/genes.md): the message must say what the file is", outputs=("fused.csv",)),
        cli_bad("u18i_kaggle_submission_evaluate", "a Kaggle submission CSV given to `rankagg evaluate` as the run",
                ["evaluate", "--qrels", "sol.txt", "sub_gem.csv", "--measures", "AP@100"],
                {"sol.txt": "00cba0067c078490 0 0a1b2c3d4e5f6a7b 1\n",
                 "sub_gem.csv": "id,images\n00cba0067c078490,0a1b2c3d4e5f6a7b 1f2e3d4c5b6a7980\n"},
                "sub_gem.csv", why="a submission CSV is not TREC run lines: the message must name the file",
                outputs=()),
        cli_bad("u18i_kaggle_solution_as_qrels", "GLDv2's retrieval_solution_v2.1.csv (id,images,Usage) as --qrels",
                ["evaluate", "--qrels", "retrieval_solution_v2.1.csv", "gem.run"],
                {"retrieval_solution_v2.1.csv": "id,images,Usage\n00cba0067c078490,0a1b2c3d4e5f6a7b 1f2e3d4c5b6a7980,"
                                                "Private\n7d0f4e1a2b3c4d5e,None,Ignored\n", "gem.run": _ONE_RUN},
                "retrieval_solution_v2.1.csv:1", why="a CSV of one row per query is not qrels lines (docs/trec.md)",
                outputs=()),
        # ------------------------------------------------------------ the researcher's own slips in text files
        cli_bad("u18i_space_in_image_path", "a database path with a blank ('my photos/louvre_000002.jpg') "
                "written into the run at line 3", ["fuse", "gem.run", "clip.run", "--method", "rrf", "-o", "fused.run"],
                {"gem.run": _ONE_RUN + "all_souls_000013.jpg Q0 my photos/louvre_000002.jpg 3 0.8 gem\n",
                 "clip.run": "all_souls_000013.jpg Q0 all_souls_000002.jpg 1 0.3 clip\n"}, "gem.run:3",
                why="trec_eval splits on blanks: seven fields, the docid would be 'my'"),
        cli_bad("u18i_qrels_with_bbox_fields", "revisited qrels written with the query box appended "
                "(qid 0 docid rel x1 y1 x2 y2)", ["evaluate", "--qrels", "q.txt", "gem.run"],
                {"q.txt": "all_souls_000013.jpg 0 all_souls_000002.jpg 1\n"
                          "all_souls_000013.jpg 0 bodleian_000107.jpg 1 136.5 34.1 648.5 955.2\n", "gem.run": _ONE_RUN},
                "q.txt:2", why="a qrels line has four fields (trec_eval): eight is no qrels line", outputs=()),
        cli_bad("u18i_junk_grade_as_word", "the junk list written with the word 'junk' as the grade",
                ["evaluate", "--qrels", "q.txt", "gem.run"],
                {"q.txt": "all_souls_000013.jpg 0 all_souls_000002.jpg 1\nall_souls_000013.jpg 0 bodleian_000107.jpg junk\n",
                 "gem.run": _ONE_RUN}, "q.txt:2", why="docs/trec.md: a grade is an integer; a word is refused naming "
                                                     "the line", outputs=()),
        # ------------------------------------------------------------ the Python side's slips
        bad("u18i_fuser_h5py_bytes_names", "image names read from an HDF5 file with h5py come as bytes (dtype S): "
            "db[I[q]] given to the Fuser", "db = np.array([d.encode() for d in db_names(50)], dtype='S32')\n"
            "rankagg.Fuser('rrf')({'gem': (db[[3, 1, 4]], np.array([.9, .8, .7])), 'clip': ['all_souls_000000.jpg']})",
            "'gem'", "bytes", why="docs/conventions.md: docids are str or all int; bytes have no one text"),
        bad("u18i_fuser_pathlib_ids", "database images kept as pathlib.Path objects and given as the list",
            "from pathlib import Path\nrankagg.Fuser('rrf')({'gem': [Path('jpg') / d for d in db_names(3)], 'clip': db_names(2)})",
            "'gem'", "PosixPath", why="docs/conventions.md: docids are str or all int"),
        bad("u18i_frame_query_image_distance", "a frame of FAISS answers with columns query, image, distance, model "
            "given to rankagg.fuse", "import pandas as pd\n"
            "f = pd.DataFrame({'query': ['q1'] * 3, 'image': db_names(3), 'distance': [0.1, 0.5, 0.3], 'model': 'gem'})\n"
            "rankagg.fuse(f, 'rrf')", "image", "distance",
            why="README: a long frame has q_id, doc_id, score (or rank), run: the refusal names what the frame has"),
        bad("u18i_measure_mp_at_10", "`--measures mAP mP@10` as the revisited papers write them: mP@10 is no trec "
            "measure (the revisited mP@k divides by min(k, last positive's rank))",
            "rc, out, err = cli('evaluate', '--qrels', 'q.txt', 'gem.run', '--measures', 'mAP', 'mP@10')\npassthrough(rc, err)\n",
            "mP@10", why="an unknown measure is refused naming it (docs/trec.md: ir_measures names)",
            files={"q.txt": "all_souls_000013.jpg 0 all_souls_000002.jpg 1\n", "gem.run": _ONE_RUN}),
    ]
