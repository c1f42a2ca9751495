"""Issue 45's twenty-fourth bar of scripts/reliability_matrix.py,
a TRECVID-style video search team's shot rankings (its cases, ids ``u24f_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's.

The team's day: an Ad-hoc Video Search (AVS) evaluation.  Several systems rank the collection's shots
(``shot12345_67``: video 12345, its 67th shot of the master shot reference) for each topic (``1701``...): CLIP and
BLIP cosine similarities (-1..1, many near-ties at three decimals), a concept bank's detector scores (0..1) and an
ASR text search's BM25 over the transcripts; one system may return nothing for a topic, another 10,000 shots where
the rest return 1,000.  The runs are fused per topic (RRF, Borda, CombSUM / CombMNZ, weighted by the runs'
priorities), cut at 1,000 shots (TRECVID's maximum per topic) and judged against the shot qrels with AP, P@10 and
trec_eval's infAP (rankagg computes trec_eval's infAP, Yilmaz & Aslam 2006, one uniform sample with -1 for the
pooled shots not judged, not sample_eval's stratified xinfAP: an xinfAP request is refused by name).
The mistakes and odd files: the TRECVID submission XML given as a run or as qrels, the master shot reference (a
``.msb`` of frame ranges, V3C's ``msb/00001.tsv``), the ASR's subtitles (``.srt``, ``.vtt``), the videos themselves
(``.mp4``, ``.mov``, ``.mkv``, ``.avi``: a glob of the run folder caught them), sample_eval's five-column qrels
(``topic 0 shot stratum judgment``), the fused run written under a video or master-shot name.

The references are computed here, never with rankagg's code: RRF, Borda and min-max CombSUM / CombMNZ from
references.RANKED_LISTS and LISTS_BY_QUERY, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

from pathlib import Path

from .case import Case, command_cases, named_at, reference_setup, snippet_cases, prints_same
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT, SEEDED_UNIFORM,
    TREC_MEASURES)

TWENTYFOURTH_VIDEOSEARCH = "45 Unseen inputs: a twenty-fourth bar, a TRECVID-style video search team's shot rankings"

_DATA = r'''
import json, math, subprocess, sys
'''[1:] + SEEDED_UNIFORM + r'''SYSTEMS = ['clip', 'blip', 'concepts', 'asr']
TOPICS = ['1701', '1702', '1703', '1704', '1705', '1706']
def shot(i):
    """a V3C-style shot id, unique for i < 141000: video 10000-12999, shot 1-47"""
    return 'shot%05d_%d' % (10000 + (i * 7919) % 3000, 1 + i % 47)
def systems(names=SYSTEMS, topics=TOPICS, n=80, seed=3, decimals=3, drop=None, missing=None, lengths=None):
    """{system: {topic: {shot: score}}}, higher is better: CLIP / BLIP cosines (-0.4..0.7), concepts 0..1, ASR BM25;
    the first 10 shots carry the topic; ``missing``: {system: topics it returns nothing for}"""
    g = lcg(seed)
    out = {}
    for s in names:
        out[s] = {}
        for t in topics:
            p = {}
            for i in range((lengths or {}).get(s, n)):
                u, v = next(g), next(g)
                if v < (drop or {}).get(s, 0.0):
                    continue
                signal = 0.3 if i < 10 else 0.0
                val = (2 * u - 1) * 0.4 + signal if s in ('clip', 'blip') else (
                    30 * (u + signal) if s == 'asr' else 0.7 * u + signal)
                p[shot(i)] = round(val, decimals)
            if p and t not in (missing or {}).get(s, ()):
                out[s][t] = p
    return out
QRELS = {t: {**{shot(i): 1 for i in range(10)}, **{shot(i): 0 for i in range(10, 25)}} for t in TOPICS}
def qrels_text(qrels=QRELS):
    return ''.join('%s 0 %s %d\n' % (t, d, g) for t, p in qrels.items() for d, g in p.items())
''' + PER_QUERY + RUN_TEXT + FRAME_ROWS + r'''def frame_result(res):
    return {q: list(zip(g.sort_values('rank')['docid'], g.sort_values('rank')['score'])) for q, g in res.groupby('qid')}
def cut(runs, k):
    """each system's first k shots per topic (trec_eval's order)"""
    return {s: {q: {d: p[d] for d in desc_order(p)[:k]} for q, p in run.items()} for s, run in runs.items()}
def written_orders(path):
    rows = read_run(open(path).read())
    return {q: [d for d, _ in sorted(r, key=lambda x: (x[1], x[0].encode()), reverse=True)] for q, r in rows.items()}
def evaluate_out(out):
    """trec_eval-style 'measure all value' lines, or rankagg's 'measure value' lines, as {name: value}"""
    nums = {}
    for line in out.splitlines():
        f = line.split()
        if len(f) >= 3 and f[-2] == 'all':
            nums[f[0]] = float(f[-1])
        elif len(f) == 2:
            try:
                nums[f[0]] = float(f[1])
            except ValueError:
                pass
    return nums
'''

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + TREC_MEASURES + _DATA

_REFS = {"borda": "borda_ref(l, W)", "rrf": "rrf_ref(l, 60.0, W)", "combsum": "combsum_minmax_ref(l, W)",
         "combmnz": "combmnz_ref(l, W)"}


def _report(code: str, folder: Path) -> bool:
    return prints_same(_REF + code, {"FOLDER": str(folder)})


def _runs_setup(args: str = "", code: str = "", gz: bool = False):
    """one TREC run per system (its tag the system's name), topics as queries, written with the references"""
    write = ("import gzip\nfor t, run in RUNS.items():\n    gzip.open(P(t + '.run.gz'), 'wt').write(run_text(run, t))\n"
             if gz else "for t, run in RUNS.items():\n    open(P(t + '.run'), 'w').write(run_text(run, t))\n")
    return reference_setup(_REF, f"RUNS = systems({args})\n" + write + code)


def _cli_check(method: str, args: str = "", weights: str = "", depth: int | None = None, output: str = "fused.run",
               prep: str = ""):
    code = (f"RUNS = systems({args})\n{prep}W = {weights or 'None'}\n"
            f"refs = {{q: {_REFS[method]} for q, l in per_query(RUNS).items()}}\n"
            f"report(agree_all(read_run(open(FOLDER + '/{output}').read()), refs, {depth}))\n")
    return lambda out, folder: _report(code, folder)


_RUNS = [f"{s}.run" for s in ("clip", "blip", "concepts", "asr")]
_OUT = ("fused.run",)
_TWO_RUNS = {"clip.run": "1701 Q0 shot12345_67 1 0.3121 clip\n1701 Q0 shot10021_3 2 0.2987 clip\n",
             "blip.run": "1701 Q0 shot10021_3 1 0.91 blip\n1701 Q0 shot12345_67 2 0.88 blip\n"}

# the team's other files, as their tools write them
_TRECVID_XML = ('<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE videoAdhocSearchResults SYSTEM '
                '"https://www-nlpir.nist.gov/projects/tv2022/dtds/videoAdhocSearchResults.dtd">\n'
                '<videoAdhocSearchResults>\n<videoAdhocSearchRunResult trType="A" class="F" task="F" novelty="N" '
                'pid="TeamX" priority="1" desc="CLIP ViT-L/14 on keyframes">\n'
                '<videoAdhocSearchTopicResult tNum="1701" elapsedTime="12.5">\n<item seqNum="1" shotId="shot12345_67"/>\n'
                '<item seqNum="2" shotId="shot10021_3"/>\n</videoAdhocSearchTopicResult>\n</videoAdhocSearchRunResult>\n'
                '</videoAdhocSearchResults>\n')
_TRECVID_XML_NO_DOCTYPE = _TRECVID_XML.replace(_TRECVID_XML.splitlines()[1] + "\n", "")
_MSB = "shot12345_1 0 124\nshot12345_2 125 310\nshot12345_3 311 502\n"
_V3C_MSB = "startframe\tstarttime\tendframe\tendtime\n0\t0.0\t95\t3.8\n96\t3.84\t250\t10.0\n251\t10.04\t402\t16.08\n"
_SRT = "1\n00:00:01,000 --> 00:00:04,000\na man rides a bicycle\n\n2\n00:00:04,500 --> 00:00:07,000\nin the rain\n"
_VTT = "WEBVTT\n\n00:00:01.000 --> 00:00:04.000\na man rides a bicycle\n\n00:00:04.500 --> 00:00:07.000\nin the rain\n"
_MP4 = b"\x00\x00\x00\x18ftypmp42\x00\x00\x00\x00mp42isom\x00\x00\x00\x08free" + bytes(64)
_MOV = b"\x00\x00\x00\x14ftypqt  \x00\x00\x02\x00qt  \x00\x00\x00\x08wide" + bytes(64)
_MKV = b"\x1a\x45\xdf\xa3\x9f\x42\x86\x81\x01\x42\xf7\x81\x01\x42\xf2\x81\x04\x42\x82\x88matroska" + bytes(32)
_AVI = b"RIFF\x24\x10\x00\x00AVI LIST\x7c\x01\x00\x00hdrlavih8\x00\x00\x00" + bytes(64)
_SAMPLE_EVAL_QRELS = "1701 0 shot12345_67 1 1\n1701 0 shot10021_3 1 0\n1701 0 shot12345_68 2 -1\n1702 0 shot777_2 1 1\n"


def twentyfourth_bar_videosearch_cases() -> list[Case]:
    G = TWENTYFOURTH_VIDEOSEARCH
    ok, bad = snippet_cases(G, _REF, ok_timeout=180, bad_timeout=90)
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    cases: list[Case] = []

    # --- the day's answers through the Python API, checked against references computed by hand ---------------------
    cases.append(ok(
        "u24f_rrf_four_systems_dict", "rankagg.fuse({system: {topic: {shot: score}}}, method='rrf'): CLIP, BLIP, a "
        "concept bank and ASR search per AVS topic, cosines at three decimals (near-ties and exact ties)",
        "import rankagg\nR = systems()\nres = rankagg.fuse(R, method='rrf')\n"
        "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n",
        why="Cormack et al. 2009: sum 1 / (60 + r), r by trec_eval's order (docs/conventions.md)"))
    cases.append(ok(
        "u24f_combsum_negative_cosines_frame", "rankagg.fuse(DataFrame topic, shot, system, score renamed qid, docid, "
        "run, score), CombSUM: CLIP and BLIP cosines below zero for most shots",
        "import rankagg, pandas as pd\nR = systems(names=['clip', 'blip'], seed=5)\n"
        "assert sum(1 for p in R['clip'].values() for s in p.values() if s < 0) > 50\n"
        "df = pd.DataFrame(frame_rows(R), columns=['qid', 'docid', 'run', 'score'])\n"
        "res = rankagg.fuse(df, method='combsum')\n"
        "refs = {q: combsum_minmax_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all(frame_result(res), refs, written=False))\n",
        why="rankagg methods combsum: min-max normalised scores summed (docs/conventions.md), negatives included"))
    cases.append(ok(
        "u24f_combmnz_asr_missing_topics", "rankagg.fuse(..., method='combmnz'): the ASR search returns nothing for "
        "two topics (no speech matches) and half the shots elsewhere",
        "import rankagg\nR = systems(seed=7, drop={'asr': 0.5}, missing={'asr': ('1703', '1705')})\n"
        "assert '1703' not in R['asr']\nres = rankagg.fuse(R, method='combmnz')\n"
        "refs = {q: combmnz_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n",
        why="Fox & Shaw 1994: CombMNZ over the systems that return the topic (a missing list counts for none)"))
    cases.append(ok(
        "u24f_fuser_priority_weights", "rankagg.Fuser('rrf', weights=...) per topic: the runs' priorities turned "
        "into weights (CLIP 3, BLIP 2, concepts 1, ASR 0.5)",
        "import rankagg\nW = {'clip': 3.0, 'blip': 2.0, 'concepts': 1.0, 'asr': 0.5}\nR = systems(seed=9)\n"
        "f = rankagg.Fuser('rrf', weights=W)\nmsg = ''\n"
        "for q, lists in per_query(R).items():\n    msg = msg or agree(f(lists), rrf_ref(lists, 60.0, W), written=False)\n"
        "report(msg)\n", why="Cormack et al. 2009: sum w / (60 + r); README's Fuser"))
    cases.append(ok(
        "u24f_borda_short_and_long_lists", "rankagg.fuse(..., method='borda'): CLIP returns 300 shots per topic, "
        "ASR 40 (its transcripts match few shots)",
        "import rankagg\nR = systems(seed=11, lengths={'clip': 300, 'blip': 120, 'concepts': 120, 'asr': 40})\n"
        "res = rankagg.fuse(R, method='borda')\nrefs = {q: borda_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n",
        why="rankagg methods borda: n - r + 1 points, a list's missing shots share (n - k + 1) / 2"))
    cases.append(ok(
        "u24f_evaluate_ap_p10_shots", "rankagg.evaluate(fused, shot qrels): AP, P@10, nDCG@10 and RR of the RRF "
        "fusion of the four systems",
        "import rankagg\nR = systems(seed=13)\nres = rankagg.fuse(R, method='rrf')\n"
        "got = rankagg.evaluate(res, QRELS, ['AP', 'P@10', 'nDCG@10', 'RR'])\n"
        "order = {q: fused_order(rrf_ref(l)) for q, l in per_query(R).items()}\n"
        "_, per = measures(order, QRELS)\n"
        "p10 = sum(prec(order[q], QRELS[q], 10) for q in order) / len(order)\n"
        "want = {m: sum(v[m] for v in per.values()) / len(per) for m in ('AP', 'nDCG@10', 'RR')}\n"
        "report('' if all(abs(got[m] - want[m]) < 1e-9 for m in want) and abs(got['P@10'] - p10) < 1e-9 else "
        "'%r %r %r' % (got, want, p10))\n",
        why="trec_eval's AP, P@10, nDCG@10 and RR (references.TREC_MEASURES)"))
    cases.append(ok(
        "u24f_infap_every_shot_judged", "rankagg.evaluate(..., ['infAP', 'AP']): with every retrieved shot of the "
        "pool judged (no -1), trec_eval's infAP is AP up to its smoothing (1e-5)",
        "import rankagg\nR = systems(seed=15, n=25)\nres = rankagg.fuse(R, method='rrf')\n"
        "got = rankagg.evaluate(res, QRELS, ['infAP', 'AP'])\n"
        "order = {q: fused_order(rrf_ref(l)) for q, l in per_query(R).items()}\n"
        "ap_ref = sum(ap(order[q], QRELS[q]) for q in order) / len(order)\n"
        "report('' if abs(got['AP'] - ap_ref) < 1e-9 and abs(got['infAP'] - ap_ref) < 1e-3 else '%r vs %r' % "
        "(got, ap_ref))\n",
        why="Yilmaz & Aslam 2006: infAP with the whole pool judged is AP; trec_eval adds 1e-5 to the fractions"))
    cases.append(ok(
        "u24f_rank_column_from_seqnum", "rankagg.fuse(frame qid, docid, run, rank): the systems' ranks read from "
        "their TRECVID XML (seqNum) with pandas, no scores, RRF over those ranks",
        "import rankagg, pandas as pd\nR = systems(seed=17, drop={'asr': 0.3})\n"
        "rows = [(q, d, s, r) for s, run in R.items() for q, p in run.items() for r, d in enumerate(desc_order(p), 1)]\n"
        "df = pd.DataFrame(rows, columns=['qid', 'docid', 'run', 'rank'])\n"
        "ranks = {s: {q: {d: r for qq, d, ss, r in rows if ss == s and qq == q} for q in run} for s, run in R.items()}\n"
        "res = rankagg.fuse(df, method='rrf')\nrefs = {q: rrf_ranks(l) for q, l in per_query(ranks).items()}\n"
        "report(agree_all(frame_result(res), refs, written=False))\n",
        why="README: a frame with a rank column is fused by rank; Cormack et al. 2009 over the given ranks"))
    cases.append(ok(
        "u24f_volume_30_topics_10000_shots", "rankagg.fuse: 30 topics x 6 systems x 10,000 shots (1,800,000 "
        "scores), method='rrf', depth=1000 (TRECVID's maximum per topic)",
        "import rankagg, numpy as np\nrng = np.random.default_rng(24)\nn = 10000\n"
        "ids = np.array([shot(i) for i in range(n)])\nqs = [str(1701 + k) for k in range(30)]\n"
        "names = ['clip_l14', 'clip_b32', 'blip2', 'concepts', 'asr', 'ocr']\nbase = rng.random(n)\n"
        "runs = {m: {q: dict(zip(ids.tolist(), (0.5 * base + 0.5 * rng.random(n)).tolist())) for q in qs} for m in names}\n"
        "res = rankagg.fuse(runs, method='rrf', depth=1000)\nmsg = ''\n"
        "for q in qs:\n"
        "    sc = np.zeros(n)\n"
        "    for m in names:\n"
        "        s = np.array([runs[m][q][d] for d in ids.tolist()])\n"
        "        r = np.empty(n)\n        r[np.argsort(-s, kind='stable')] = np.arange(1, n + 1)\n"
        "        sc += 1.0 / (60 + r)\n"
        "    top = np.argsort(-sc, kind='stable')[:1000]\n"
        "    got = res[q]\n"
        "    want = dict(zip(ids[top].tolist(), sc[top].tolist()))\n"
        "    if len(got) != 1000 or set(got) != set(want) or any(abs(got[d] - want[d]) > 1e-12 for d in got):\n"
        "        msg = msg or '%s: the top 1000 differs' % q\n"
        "report(msg)\n",
        why="Cormack et al. 2009 RRF by brute force (NumPy); README: depth= keeps each query's first N", timeout=240))

    # --- the command line ------------------------------------------------------------------------------------------
    cases.append(cli_ok(
        "u24f_cli_rrf_systems", "rankagg fuse clip.run blip.run concepts.run asr.run --method rrf -o fused.run: the "
        "four systems' runs of six AVS topics", ["fuse", *_RUNS, "--method", "rrf", "-o", "fused.run"], None,
        _cli_check("rrf", "seed=19"), setup=_runs_setup("seed=19"),
        why="Cormack et al. 2009; TREC lines ranked by score (docs/conventions.md)", fast=True))
    cases.append(cli_ok(
        "u24f_cli_weights_priorities", "rankagg fuse ... --method rrf --weights priorities.txt ('NAME W' lines: the "
        "runs' submission priorities as weights)", ["fuse", *_RUNS, "--method", "rrf", "--weights", "priorities.txt",
                                                    "-o", "fused.run"],
        {"priorities.txt": "clip 4\nblip 3\nconcepts 2\nasr 1\n"},
        _cli_check("rrf", "seed=21", "{'clip': 4, 'blip': 3, 'concepts': 2, 'asr': 1}"), setup=_runs_setup("seed=21"),
        why="rankagg fuse --help: --weights FILE of 'NAME W' lines; Cormack et al. 2009 weighted"))
    cases.append(cli_ok(
        "u24f_cli_combsum_negative_cosines", "rankagg fuse clip.run blip.run --method combsum: cosine scores from "
        "-0.4 to 0.7 (negative scores in TREC lines)", ["fuse", "clip.run", "blip.run", "--method", "combsum", "-o",
                                                         "fused.run"], None,
        _cli_check("combsum", "names=['clip', 'blip'], seed=23"), setup=_runs_setup("names=['clip', 'blip'], seed=23"),
        why="rankagg methods combsum: min-max scores summed; trec_eval reads negative scores"))
    cases.append(cli_ok(
        "u24f_cli_depth_1000_of_1500", "rankagg fuse ... --method rrf --depth 1000: each system returns 1,500 shots "
        "per topic, the submission holds at most 1,000", ["fuse", *_RUNS, "--method", "rrf", "--depth", "1000", "-o",
                                                          "fused.run"], None,
        _cli_check("rrf", "seed=25, n=1500, topics=TOPICS[:3]", depth=1000),
        setup=_runs_setup("seed=25, n=1500, topics=TOPICS[:3]"),
        why="rankagg fuse --help: --depth writes at most N per query; TRECVID takes 1,000 shots per topic"))
    cases.append(cli_ok(
        "u24f_cli_input_depth_100", "rankagg fuse ... --method borda --input-depth 100: CLIP's 600-shot lists cut to "
        "each system's first 100 before fusing", ["fuse", *_RUNS, "--method", "borda", "--input-depth", "100", "-o",
                                                  "fused.run"], None,
        _cli_check("borda", "seed=27, n=600, topics=TOPICS[:2]", prep="RUNS = cut(RUNS, 100)\n"),
        setup=_runs_setup("seed=27, n=600, topics=TOPICS[:2]"),
        why="rankagg fuse --help: --input-depth keeps each run's first N per query before fusing; Borda by hand"))
    cases.append(cli_ok(
        "u24f_cli_combmnz_asr_partial", "rankagg fuse ... --method combmnz: asr.run holds three of the six topics",
        ["fuse", *_RUNS, "--method", "combmnz", "-o", "fused.run"], None,
        _cli_check("combmnz", "seed=29, missing={'asr': ('1702', '1704', '1706')}"),
        setup=_runs_setup("seed=29, missing={'asr': ('1702', '1704', '1706')}"),
        why="Fox & Shaw 1994: a system without the topic adds nothing to it"))
    cases.append(cli_ok(
        "u24f_cli_gzip_runs", "rankagg fuse clip.run.gz ... --method rrf: the systems' runs kept gzipped",
        ["fuse", *[r + ".gz" for r in _RUNS], "--method", "rrf", "-o", "fused.run"], None,
        _cli_check("rrf", "seed=31"), setup=_runs_setup("seed=31", gz=True),
        why="rankagg fuse --help: runs plain or gzip"))
    cases.append(cli_ok(
        "u24f_cli_tag_submission", "rankagg fuse ... --method rrf --tag F_M_C_D_TeamX.1: the submission's run tag "
        "on every line", ["fuse", *_RUNS, "--method", "rrf", "--tag", "F_M_C_D_TeamX.1", "-o", "fused.run"], None,
        lambda out, folder: all(ln.split()[5] == "F_M_C_D_TeamX.1" for ln in (folder / "fused.run").read_text()
                                .splitlines()) and _cli_check("rrf", "seed=33")(out, folder),
        setup=_runs_setup("seed=33"), why="rankagg fuse --help: --tag names the output's run tag"))
    cases.append(cli_ok(
        "u24f_cli_parquet_out", "rankagg fuse ... --method rrf -o fused.parquet: the fused run as a table for the "
        "team's notebook", ["fuse", *_RUNS, "--method", "rrf", "-o", "fused.parquet"], None,
        lambda out, folder: _report(
            "import pandas as pd\ndf = pd.read_parquet(FOLDER + '/fused.parquet')\n"
            "qc = 'q_id' if 'q_id' in df.columns else 'qid'\ndc = 'doc_id' if 'doc_id' in df.columns else 'docid'\n"
            "df = df.sort_values([qc, 'rank'], kind='stable') if 'rank' in df.columns else df\n"
            "rows = {}\nfor q, d, s in zip(df[qc].astype(str), df[dc].astype(str), df['score'].astype(float)):\n"
            "    rows.setdefault(q, []).append((d, s))\n"
            "refs = {q: rrf_ref(l) for q, l in per_query(systems(seed=35)).items()}\n"
            "report(agree_all(rows, refs))\n", folder),
        setup=_runs_setup("seed=35"), why="rankagg fuse --help: .parquet writes a Parquet table; RRF"))
    cases.append(cli_ok(
        "u24f_cli_evaluate_map_p10", "rankagg evaluate fused.run --qrels avs.qrels -m map -m P.10: the fused run "
        "against the shot judgments", ["evaluate", "fused.run", "--qrels", "avs.qrels", "-m", "map", "-m", "P.10"],
        None, lambda out, folder: _report(
            "order = written_orders(FOLDER + '/fused.run')\n_, per = measures(order, QRELS)\n"
            "apw = sum(v['AP'] for v in per.values()) / len(per)\n"
            "p10 = sum(prec(order[q], QRELS[q], 10) for q in per) / len(per)\n"
            f"nums = evaluate_out({out!r})\n"
            "a, p = nums.get('AP', nums.get('map')), nums.get('P@10', nums.get('P_10'))\n"
            "report('' if a is not None and p is not None and abs(a - apw) < 1e-4 and abs(p - p10) < 1e-4 and 0 < a < 1 "
            "else 'got %r want %r %r' % (nums, apw, p10))\n", folder),
        setup=reference_setup(_REF, "R = systems(seed=37)\nrefs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
                              "lines = []\nfor q, r in refs.items():\n"
                              "    lines += ['%s Q0 %s %d %r fused' % (q, d, i, r[0][d]) for i, d in "
                              "enumerate(trec_order(r[0]), 1)]\n"
                              "open(P('fused.run'), 'w').write('\\n'.join(lines) + '\\n')\n"
                              "open(P('avs.qrels'), 'w').write(qrels_text())\n"),
        why="trec_eval's map and P_10 (references.TREC_MEASURES)"))
    cases.append(cli_ok(
        "u24f_cli_evaluate_infap_judged_pool", "rankagg evaluate fused.run --qrels avs.qrels -m infAP -m map: a pool "
        "judged whole (no -1), so infAP is the AP (trec_eval's 1e-5 smoothing aside)",
        ["evaluate", "fused.run", "--qrels", "avs.qrels", "--measures", "infAP", "AP"], None,
        lambda out, folder: _report(
            "order = written_orders(FOLDER + '/fused.run')\n_, per = measures(order, QRELS)\n"
            "apw = sum(v['AP'] for v in per.values()) / len(per)\n"
            f"nums = evaluate_out({out!r})\n"
            "i = nums.get('infAP')\n"
            "report('' if i is not None and abs(i - apw) < 1e-3 else 'got %r want %r' % (nums, apw))\n", folder),
        setup=reference_setup(_REF, "R = systems(seed=39, n=25)\nrefs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
                              "lines = []\nfor q, r in refs.items():\n"
                              "    lines += ['%s Q0 %s %d %r fused' % (q, d, i, r[0][d]) for i, d in "
                              "enumerate(trec_order(r[0]), 1)]\n"
                              "open(P('fused.run'), 'w').write('\\n'.join(lines) + '\\n')\n"
                              "open(P('avs.qrels'), 'w').write(qrels_text())\n"),
        why="Yilmaz & Aslam 2006: infAP with the whole pool judged is AP (rankagg's infAP is trec_eval's, not "
            "sample_eval's xinfAP)"))

    # --- the team's other files given where runs or qrels are read: named, at line 1 --------------------------------
    inputs = [
        ("u24f_trecvid_xml_as_run", "the TRECVID AVS submission XML (videoAdhocSearchResults, items by seqNum and "
         "shotId)", "run.xml", _TRECVID_XML, "TRECVID"),
        ("u24f_trecvid_xml_no_doctype_as_run", "the submission XML without its DOCTYPE (the root on line 2)",
         "clip_submission.xml", _TRECVID_XML_NO_DOCTYPE, "TRECVID"),
        ("u24f_msb_frames_as_run", "the master shot reference of a video (shot id, first frame, last frame)",
         "v12345.msb", _MSB, "master shot"),
        ("u24f_v3c_msb_tsv_as_run", "V3C's master shot boundaries msb/00001.tsv (startframe, starttime, endframe, "
         "endtime)", "00001.tsv", _V3C_MSB, "master shot"),
        ("u24f_srt_as_run", "the ASR's SubRip subtitles of a video", "asr.srt", _SRT, "subtitle"),
        ("u24f_vtt_as_run", "the ASR's WebVTT captions of a video", "asr.vtt", _VTT, "WebVTT"),
    ]
    for cid, what, name, text, word in inputs:
        cases.append(cli_bad(
            cid, f"rankagg fuse {name} blip.run -o fused.run: {what} given as a run",
            ["fuse", name, "blip.run", "--method", "rrf", "-o", "fused.run"], {name: text, "blip.run":
                                                                               _TWO_RUNS["blip.run"]},
            named_at(name, text), word, fast=cid == "u24f_trecvid_xml_as_run",
            why="trec_eval refuses a line of other than six fields; the file is the team's tool's, named by what it "
                "is (a field count says nothing the team can act on)"))
    binaries = [("u24f_mp4_as_run", "v12345.mp4", _MP4, "an MP4 video (ftyp box)"),
                ("u24f_mov_as_run", "v12345.mov", _MOV, "a QuickTime movie"),
                ("u24f_mkv_as_run", "v12345.mkv", _MKV, "a Matroska video"),
                ("u24f_avi_as_run", "v12345.avi", _AVI, "an AVI video (RIFF AVI)")]
    for cid, name, data, what in binaries:
        cases.append(cli_bad(
            cid, f"rankagg fuse runs/*: {what} in the runs folder caught by the glob",
            ["fuse", "clip.run", name, "--method", "rrf", "-o", "fused.run"], {"clip.run": _TWO_RUNS["clip.run"],
                                                                               name: data},
            name, "video", why="rankagg reads text; a video holds no ranking and is named as one (not 'NUL bytes' "
                               "nor 'not UTF-8')"))
    qrels_inputs = [
        ("u24f_trecvid_xml_as_qrels", "run.xml", _TRECVID_XML, "TRECVID"),
        ("u24f_msb_as_qrels", "v12345.msb", _MSB, "master shot"),
        ("u24f_vtt_as_qrels", "asr.vtt", _VTT, "WebVTT"),
        ("u24f_sample_eval_qrels", "avs.qrels", _SAMPLE_EVAL_QRELS, "sample_eval"),
    ]
    for cid, name, text, word in qrels_inputs:
        cases.append(cli_bad(
            cid, f"rankagg evaluate fused.run --qrels {name}: the team's {name} given as the judgments",
            ["evaluate", "fused.run", "--qrels", name], {"fused.run": _TWO_RUNS["clip.run"], name: text},
            named_at(name, text), word, outputs=(),
            why="trec_eval refuses a qrels line of other than four fields; the file is named by what it is (a "
                "master shot's frame numbers are no grades)"))
    cases.append(cli_bad(
        "u24f_xinfap_requested", "rankagg evaluate fused.run --qrels avs.qrels --measures xinfAP: sample_eval's "
        "stratified measure asked of rankagg", ["evaluate", "fused.run", "--qrels", "avs.qrels", "--measures",
                                                "xinfAP"],
        {"fused.run": _TWO_RUNS["clip.run"], "avs.qrels": "1701 0 shot12345_67 1\n"}, "xinfAP", outputs=(),
        why="docs: rankagg's measures are trec_eval's (infAP, not sample_eval's xinfAP): an unknown name is refused"))
    cases.append(cli_ok(
        "u24f_cli_weights_json", "rankagg fuse ... --method combmnz --weights weights.json: the weights the team "
        "keeps beside its notebook as a JSON object (CLIP 2.5, BLIP 1.5, concepts 1, ASR 0.25)",
        ["fuse", *_RUNS, "--method", "combmnz", "--weights", "weights.json", "-o", "fused.run"],
        {"weights.json": '{"clip": 2.5, "blip": 1.5, "concepts": 1, "asr": 0.25}'},
        _cli_check("combmnz", "seed=41", "{'clip': 2.5, 'blip': 1.5, 'concepts': 1, 'asr': 0.25}"),
        setup=_runs_setup("seed=41"),
        why="rankagg fuse --help: --weights FILE (a JSON object); CombMNZ of weighted min-max scores by hand"))

    # --- the fused run written under a video or master-shot name ---------------------------------------------------
    for cid, out_name, what in [
            ("u24f_out_msb", "fused.msb", "a master shot reference"),
            ("u24f_out_y4m", "fused.y4m", "raw YUV4MPEG2 video"),
            ("u24f_out_h264", "fused.h264", "a raw H.264 stream"),
            ("u24f_out_3gp", "fused.3gp", "3GPP video"),
            ("u24f_out_submission_xml", "submission.xml", "the TRECVID submission XML (rankagg writes no XML)"),
            ("u24f_out_vtt", "top.vtt", "WebVTT captions"),
            ("u24f_out_m3u8", "top.m3u8", "an HLS playlist to preview the top shots")]:
        cases.append(cli_bad(
            cid, f"rankagg fuse clip.run blip.run --method rrf -o {out_name}: {what}; TREC lines under that name are "
            "read by no tool that opens it", ["fuse", "clip.run", "blip.run", "--method", "rrf", "-o", out_name],
            dict(_TWO_RUNS), out_name, outputs=(out_name,), fast=cid == "u24f_out_msb",
            why="issue 45: every output reads back; rankagg/io/output_names.py names each format's suffix"))
    return cases
