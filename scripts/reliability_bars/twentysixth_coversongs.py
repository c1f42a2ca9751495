"""Issue 45's twenty-sixth bar of scripts/reliability_matrix.py, a music information retrieval lab's cover-song identification runs (MIREX, mir_eval, Da-TACOS) (its cases, ids ``u26c_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's.

The lab's day: each query song (a Da-TACOS performance id, ``P_546120``) is a query, the candidate performances the
documents (Da-TACOS ``P_`` ids, MusicBrainz recording MBIDs, SecondHandSongs work/performance pairs, covers80's
paths), and the cover-song identification systems the rankers: CQT-Net's and ByteCover's cosine similarities,
Re-MOVE's embedding distance turned into a similarity, a chroma DTW baseline's alignment score.  The lab fuses them
per query with RRF (their default), Borda or CombSUM / CombMNZ (ByteCover weighted up after last year's MIREX),
keeps the top 10 and scores the fusion MIREX-style (MAP, P@10, the first cover's reciprocal rank) against the clique
labels (a candidate of the query's work is relevant).  The mistakes and odd files: the lab's own files given where
runs or qrels are read (a MIREX submission's distance matrix, Da-TACOS's metadata JSON, a JAMS annotation, a
MusicXML score, a MIDI file, the audio itself as WAV, MP3, FLAC, Ogg or M4A, chroma features as .npy and HDF5,
Essentia's HPCP JSON), the fused list written under those formats' names (``-o fused.jams``, ``.krn``, ``.mscz``,
``.gp5``, ``.cue``), covers80 paths holding a blank, a distance of ``nan`` or ``inf`` where DTW found no path, a
distance typed with a decimal comma, and MR1 asked of ``rankagg evaluate``.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM / CombMNZ from
references.RANKED_LISTS and LISTS_BY_QUERY, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import json
import struct
from pathlib import Path

from .case import Case, command_cases, prints_same, reference_setup, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM, TREC_MEASURES)

TWENTYSIXTH_COVERSONGS = "45 Unseen inputs: a twenty-sixth bar, a music information retrieval lab's cover-song identification runs (MIREX, mir_eval, Da-TACOS)"

_DATA = r'''
import hashlib, json, math, subprocess, sys
'''[1:] + SEEDED_UNIFORM + r'''SYSTEMS = ['cqtnet', 'bytecover', 'remove', 'dtw_chroma']
def perf(q, i):
    """the query's i-th candidate performance, a Da-TACOS id"""
    return 'P_%d' % (546120 + 97 * q + 13 * i)
def mbid(q, i):
    """a MusicBrainz recording MBID (a UUID) for the query's i-th candidate"""
    h = hashlib.md5(b'%d-%d' % (q, i)).hexdigest()
    return '%s-%s-4%s-a%s-%s' % (h[:8], h[8:12], h[13:16], h[17:20], h[20:32])
def shape(system, x):
    """a system's score for a candidate of strength x in [0, 1.6): each system's own scale, higher is closer"""
    y = min(x / 1.6, 0.999999)
    if system == 'cqtnet':
        return round(2 * y - 1, 6)  # cosine similarity
    if system == 'bytecover':
        return round(y, 5)
    if system == 'remove':
        return -round(2.0 * (1 - y), 4)  # minus the embedding distance
    return -round(40 * (1 - y), 1)  # minus the DTW alignment cost: ties at one decimal
def queries(systems=SYSTEMS, n_q=6, n=20, seed=3, drop=None, ids=perf, signal=0.7):
    """{system: {query: {candidate: score}}}; each query's candidates 0..2 are covers (same work)"""
    g = lcg(seed)
    out = {}
    for s in systems:
        out[s] = {}
        for q in range(n_q):
            p = {}
            for i in range(n):
                u, v = next(g), next(g)
                if i and v < (drop or {}).get(s, 0.0):
                    continue
                p[ids(q, i)] = shape(s, (signal if i < 3 else 0.0) + u)
            out[s]['P_%d' % (100001 + 11 * q)] = p
    return out
def cliques(n_q=6, n=20, ids=perf):
    """the clique labels: a candidate of the query's work is relevant (1), the rest 0"""
    return {'P_%d' % (100001 + 11 * q): {ids(q, i): 1 if i < 3 else 0 for i in range(n)} for q in range(n_q)}
def p_at(order, grades, k):
    return sum(1 for d in order[:k] if grades.get(d, 0) > 0) / k
''' + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_REFS = {"borda": "borda_ref(l, W)", "rrf": "rrf_ref(l, 60.0, W)", "combsum": "combsum_minmax_ref(l, W)",
         "combmnz": "combmnz_ref(l, W)"}


def _report(code: str, folder: Path) -> bool:
    return prints_same(_REF + TREC_MEASURES + code, {"FOLDER": str(folder)})


def _runs_setup(args: str = "", code: str = "", gz: bool = False):
    """one TREC run per system (its tag the system's name), query songs as queries, written with the references"""
    opener = "__import__('gzip').open(P(t + '.run.gz'), 'wt')" if gz else "open(P(t + '.run'), 'w')"
    return reference_setup(_REF, f"RUNS = queries({args})\n"
                           "for t, run in RUNS.items():\n"
                           f"    {opener}.write(run_text(run, t))\n" + code)


def _cli_check(method: str, args: str = "", weights: str = "", depth: int | None = None, output: str = "fused.run",
               cut: str = ""):
    code = (f"RUNS = queries({args})\nW = {weights or 'None'}\n{cut}"
            f"refs = {{q: {_REFS[method]} for q, l in per_query(RUNS).items()}}\n"
            f"report(agree_all(read_run(open(FOLDER + '/{output}').read()), refs, {depth}))\n")
    return lambda out, folder: _report(code, folder)


def _frame_fusion(method: str, args: str, weights: str = "None") -> str:
    return (f"import rankagg, pandas as pd\nW = {weights}\nR = queries({args})\n"
            "df = pd.DataFrame(frame_rows(R), columns=['qid', 'docid', 'run', 'score'])\n"
            f"res = rankagg.fuse(df, method='{method}', weights=W)\n"
            "rows = {q: list(zip(g.sort_values('rank')['docid'], g.sort_values('rank')['score'])) "
            "for q, g in res.groupby('qid')}\n"
            f"refs = {{q: {_REFS[method]} for q, l in per_query(R).items()}}\n"
            "report(agree_all(rows, refs, written=False))\n")


_SYSTEM_RUNS = [f"{s}.run" for s in ("cqtnet", "bytecover", "remove", "dtw_chroma")]
_OUT = ("fused.run",)
_ONE_RUN = "P_100001 Q0 P_546120 1 0.91 cqtnet\nP_100001 Q0 P_546133 2 0.42 cqtnet\n"

# the lab's files, as their tools write them (a few records)
_MIREX_MATRIX = ("CQT-Net cover song distance matrix (MIREX 2026 submission XYZ1)\n"
                 "1\t/mirex/covers/coversong_0001.wav\n2\t/mirex/covers/coversong_0002.wav\n"
                 "3\t/mirex/covers/coversong_0003.wav\n4\t/mirex/covers/coversong_0004.wav\n"
                 "Q/R\t1\t2\t3\t4\n"
                 "1\t0.00000\t0.41230\t1.20411\t0.98120\n2\t0.41230\t0.00000\t1.11023\t0.90231\n"
                 "3\t1.20411\t1.11023\t0.00000\t0.35512\n4\t0.98120\t0.90231\t0.35512\t0.00000\n")
_DATACOS = json.dumps({"W_163992": {"P_546120": {
    "work_id": "W_163992", "perf_id": "P_546120", "work_title": "Yesterday", "work_artist": "The Beatles",
    "perf_title": "Yesterday", "perf_artist": "Ray Charles", "release_year": "1967", "work_year": "1965",
    "instrumental": "No", "perf_artist_mbid": "a3a5ad8c-8a2b-4d5c-8f6e-1b3a3c6f2e01",
    "mb_performances": {"ee0a5e5c-1b2a-4b59-9e70-8c1b6c9b5c11": {"score": "100"}}}},
    "W_14": {"P_22": {"work_id": "W_14", "perf_id": "P_22", "work_title": "Summertime",
                      "perf_artist": "Janis Joplin", "instrumental": "No"}}})
_JAMS = json.dumps({"annotations": [{"annotation_metadata": {"curator": {"name": "", "email": ""},
                                                               "annotator": {}, "version": "", "corpus": "Da-TACOS",
                                                               "annotation_tools": "", "annotation_rules": "",
                                                               "validation": "", "data_source": ""},
                                      "namespace": "chord", "data": [
                                          {"time": 0.0, "duration": 2.5, "value": "C:maj", "confidence": 1.0},
                                          {"time": 2.5, "duration": 2.0, "value": "A:min", "confidence": 1.0}],
                                      "sandbox": {}, "time": 0, "duration": None}],
                    "file_metadata": {"title": "Yesterday", "artist": "Ray Charles", "release": "", "duration": 152.3,
                                      "identifiers": {"musicbrainz": "ee0a5e5c-1b2a-4b59-9e70-8c1b6c9b5c11"},
                                      "jams_version": "0.3.4"},
                    "sandbox": {}}, indent=2) + "\n"
_MUSICXML = ('<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n'
             '<!DOCTYPE score-partwise PUBLIC "-//Recordare//DTD MusicXML 4.0 Partwise//EN" '
             '"http://www.musicxml.org/dtds/partwise.dtd">\n<score-partwise version="4.0">\n'
             '  <work><work-title>Yesterday</work-title></work>\n  <part-list>\n'
             '    <score-part id="P1"><part-name>Voice</part-name></score-part>\n  </part-list>\n'
             '  <part id="P1">\n    <measure number="1">\n      <note><pitch><step>G</step><octave>4</octave></pitch>'
             '<duration>2</duration><type>half</type></note>\n    </measure>\n  </part>\n</score-partwise>\n')
_HPCP_JSON = json.dumps({"metadata": {"version": {"essentia": "2.1-beta6-dev"}, "audio_properties": {
    "analysis": {"sample_rate": 44100, "downmix": "mix"}, "length": 152.3, "md5_encoded": "8a9f2c"}},
    "tonal": {"hpcp": [[0.12, 0.0, 0.51, 0.02, 0.9, 0.31, 0.0, 1.0, 0.11, 0.4, 0.0, 0.2]],
              "key_key": "F", "key_scale": "major", "key_strength": 0.71}}, indent=4) + "\n"
_WAV = (b"RIFF" + struct.pack("<I", 36 + 64) + b"WAVEfmt " + struct.pack("<IHHIIHH", 16, 1, 2, 44100, 176400, 4, 16)
        + b"data" + struct.pack("<I", 64) + bytes(64))
_MP3 = b"ID3\x04\x00\x00\x00\x00\x00\x0a" + b"TIT2\x00\x00\x00\x00\x00\x00" + b"\xff\xfb\x90\x64" + bytes(200)
_FLAC = b"fLaC" + b"\x80\x00\x00\x22" + struct.pack(">HH", 4096, 4096) + bytes(30)
_OGG = b"OggS\x00\x02" + bytes(8) + struct.pack("<IIIB", 1, 0, 0, 1) + b"\x1e\x01vorbis" + bytes(30)
_M4A = struct.pack(">I", 28) + b"ftypM4A \x00\x00\x02\x00M4A mp42isom" + struct.pack(">I", 8) + b"free"
_MIDI = (b"MThd" + struct.pack(">IHHH", 6, 1, 2, 480) + b"MTrk" + struct.pack(">I", 4) + b"\x00\xff\x2f\x00")
_NPY = (b"\x93NUMPY\x01\x00" + struct.pack("<H", 118)
        + b"{'descr': '<f4', 'fortran_order': False, 'shape': (1200, 12), }".ljust(117) + b"\n" + bytes(96))
_HDF5 = b"\x89HDF\r\n\x1a\n" + bytes(120)


def twentysixth_bar_coversongs_cases() -> list[Case]:
    G = TWENTYSIXTH_COVERSONGS
    ok, bad = snippet_cases(G, _REF + TREC_MEASURES, ok_timeout=180, bad_timeout=90)
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    cases: list[Case] = []

    # --- the day's answers through the Python API, checked against references computed by hand ---------------------
    cases.append(ok(
        "u26c_rrf_systems_dict", "rankagg.fuse({system: {query: {candidate: similarity}}}, method='rrf'): CQT-Net's "
        "and ByteCover's cosine similarities, Re-MOVE's minus distance, DTW's minus cost (ties at one decimal) over 6 "
        "query songs of 20 Da-TACOS candidates",
        "import rankagg\nR = queries()\nres = rankagg.fuse(R, method='rrf')\n"
        "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n",
        why="Cormack et al. 2009: sum 1 / (60 + r); each system's ties (DTW's one decimal) ordered as trec_eval "
            "orders them, the id descending (docs/conventions.md)"))
    cases.append(ok(
        "u26c_borda_partial_dtw", "rankagg.fuse(..., method='borda'): the DTW baseline aligned only 40% of the "
        "candidates (the rest timed out), Re-MOVE missed a quarter; Borda shares the missing places",
        "import rankagg\nR = queries(seed=5, drop={'dtw_chroma': 0.6, 'remove': 0.25})\n"
        "res = rankagg.fuse(R, method='borda')\n"
        "refs = {q: borda_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n",
        why="rankagg methods borda: n - r + 1 points, a list's missing ids (n - k + 1) / 2 each"))
    cases.append(ok(
        "u26c_combmnz_long_frame", "rankagg.fuse(DataFrame qid, docid, run, score), CombMNZ: a candidate more "
        "systems retrieved rises",
        _frame_fusion("combmnz", "seed=7, drop={'dtw_chroma': 0.5, 'remove': 0.3}"),
        why="README: a long DataFrame in, a frame back; rankagg methods combmnz (Fox & Shaw 1994) over min-max scores"))
    cases.append(ok(
        "u26c_combsum_weighted_frame", "rankagg.fuse(frame, method='combsum', weights=...): ByteCover weighted 2 "
        "after last year's MIREX, the DTW baseline 0.5",
        _frame_fusion("combsum", "seed=11, drop={'dtw_chroma': 0.5}",
                      "{'cqtnet': 1.0, 'bytecover': 2.0, 'remove': 1.0, 'dtw_chroma': 0.5}"),
        why="rankagg methods combsum: sum of w x min-max scores"))
    cases.append(ok(
        "u26c_fuser_weighted_rrf", "rankagg.Fuser('rrf', weights=...) per query song, as the lab's evaluation "
        "notebook calls it",
        "import rankagg\nW = {'cqtnet': 1.0, 'bytecover': 2.0, 'remove': 1.5, 'dtw_chroma': 0.5}\n"
        "R = queries(seed=9)\nf = rankagg.Fuser('rrf', weights=W)\nmsg = ''\n"
        "for q, lists in per_query(R).items():\n"
        "    msg = msg or agree(f(lists), rrf_ref(lists, 60.0, W), written=False)\n"
        "report(msg)\n",
        why="Cormack et al. 2009: sum w / (60 + r); README's Fuser"))
    cases.append(ok(
        "u26c_evaluate_cliques", "rankagg.evaluate(fused, cliques, ['AP', 'P@10', 'RR']): MIREX's MAP, P@10 and the "
        "first cover's reciprocal rank against the Da-TACOS clique labels",
        "import rankagg\nR = queries(seed=13, signal=0.35)\nres = rankagg.fuse(R, method='rrf')\nqrels = cliques()\n"
        "got = rankagg.evaluate(res, qrels, ['AP', 'P@10', 'RR'])\n"
        "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
        "orders = {q: fused_order(r) for q, r in refs.items()}\n"
        "want = {'AP': sum(ap(orders[q], qrels[q]) for q in qrels) / len(qrels), "
        "'P@10': sum(p_at(orders[q], qrels[q], 10) for q in qrels) / len(qrels), "
        "'RR': sum(rr(orders[q], qrels[q]) for q in qrels) / len(qrels)}\n"
        "report('' if all(abs(got[m] - want[m]) < 1e-9 for m in want) and 0 < want['AP'] < 1 "
        "else '%r vs %r' % (got, want))\n",
        why="MIREX cover song identification measures (MAP, P@10, first cover's rank) as trec_eval's map, P_10 and "
            "recip_rank (references.TREC_MEASURES)"))
    cases.append(ok(
        "u26c_mbid_candidates_rrf", "rankagg.fuse(..., method='rrf') with MusicBrainz recording MBIDs (UUIDs) as "
        "the candidates' ids",
        "import rankagg\nR = queries(seed=15, ids=mbid)\nres = rankagg.fuse(R, method='rrf', depth=10)\n"
        "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, 10, written=False))\n",
        why="Cormack et al. 2009; README: depth= keeps each query's first N; an id is any token without blanks"))
    cases.append(ok(
        "u26c_mirex_rank_frame", "rankagg.fuse(frame qid, docid, run, rank): last year's MIREX result lists give "
        "only each system's ranks, RRF over those ranks",
        "import rankagg, pandas as pd\nR = queries(seed=17, drop={'remove': 0.4})\n"
        "rows = [(q, d, t, r) for t, run in R.items() for q, p in run.items() for r, d in enumerate(desc_order(p), 1)]\n"
        "df = pd.DataFrame(rows, columns=['qid', 'docid', 'run', 'rank'])\n"
        "ranks = {t: {q: {d: r for qq, d, tt, r in rows if tt == t and qq == q} for q in run} for t, run in R.items()}\n"
        "res = rankagg.fuse(df, method='rrf')\n"
        "got = {q: list(zip(g.sort_values('rank')['docid'], g.sort_values('rank')['score'])) for q, g in res.groupby('qid')}\n"
        "refs = {q: rrf_ranks(l) for q, l in per_query(ranks).items()}\n"
        "report(agree_all(got, refs, written=False))\n",
        why="docs/conventions.md: a frame's rank column is read when it has no score column; Cormack et al. 2009"))
    cases.append(ok(
        "u26c_arrow_table_scores", "rankagg.fuse(pyarrow.Table qid, docid, run, score): the systems' scores as "
        "Arrow, RRF",
        "import rankagg, pyarrow as pa\nR = queries(seed=19, drop={'dtw_chroma': 0.3})\nrows = frame_rows(R)\n"
        "t = pa.table({'qid': [r[0] for r in rows], 'docid': [r[1] for r in rows], 'run': [r[2] for r in rows], "
        "'score': [float(r[3]) for r in rows]})\n"
        "res = rankagg.fuse(t, method='rrf')\n"
        "got = {}\n"
        "for q, d, s in zip(*[res.column(c).to_pylist() for c in ('qid', 'docid', 'score')]):\n"
        "    got.setdefault(q, []).append((d, s))\n"
        "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all({q: sorted(v, key=lambda x: fused_order(refs[q]).index(x[0])) for q, v in got.items()}, "
        "refs, written=False))\n",
        why="README: Arrow tables are read as long frames; Cormack et al. 2009"))
    cases.append(ok(
        "u26c_dtw_ties_by_hand", "rankagg.fuse({'dtw_chroma': ..., 'cqtnet': ...}, method='borda') of one query's "
        "five candidates, three at the same DTW cost: the tied candidates ordered as trec_eval orders them, Borda by "
        "hand",
        "import rankagg\nD = {'P_546120': -12.5, 'P_546133': -12.5, 'P_546146': -12.5, 'P_546159': -30.0, "
        "'P_546172': -38.1}\n"
        "C = {'P_546120': 0.91, 'P_546133': 0.42, 'P_546146': 0.91, 'P_546159': 0.05, 'P_546172': 0.3}\n"
        "res = rankagg.fuse({'dtw_chroma': {'P_100001': D}, 'cqtnet': {'P_100001': C}}, method='borda')['P_100001']\n"
        "# dtw: P_546146 P_546133 P_546120 P_546159 P_546172 -> 5 4 3 2 1\n"
        "# cqtnet: P_546146 P_546120 P_546133 P_546172 P_546159 -> 5 4 3 2 1\n"
        "want = {'P_546146': 10.0, 'P_546133': 7.0, 'P_546120': 7.0, 'P_546159': 3.0, 'P_546172': 3.0}\n"
        "# ties: P_546133 and P_546120 both in 2 lists, best place 2 -> the smaller id first; P_546159 (best 4) "
        "and P_546172 (best 4) by the smaller id\n"
        "order = ['P_546146', 'P_546120', 'P_546133', 'P_546159', 'P_546172']\n"
        "report('' if dict(res) == want and list(res) == order else repr(res))\n",
        why="trec_eval orders equal scores by docid descending; Borda n - r + 1; docs/conventions.md's tie rule (more "
            "rankers, best place, smaller docid)"))

    # --- the command line ------------------------------------------------------------------------------------------
    fusions = [  # id, what, method, options, files, the runs' arguments, weights, depth, why
        ("u26c_cli_rrf_system_runs", "one run per system, query songs as queries", "rrf", [], None, "seed=23", "",
         None, "Cormack et al. 2009; TREC lines ranked by score then docid (docs/conventions.md)"),
        ("u26c_cli_borda_weights_file", "'NAME W' lines from last year's MIREX results", "borda",
         ["--weights", "weights.txt"], {"weights.txt": "cqtnet 1\nbytecover 2\nremove 1.5\ndtw_chroma 0.5\n"},
         "seed=25", "{'cqtnet': 1, 'bytecover': 2, 'remove': 1.5, 'dtw_chroma': 0.5}", None,
         "rankagg fuse --help: --weights FILE of 'NAME W' lines; weighted Borda"),
        ("u26c_cli_combmnz_top10_partial", "DTW aligned half of the candidates, Re-MOVE 70%; the top 10 per query",
         "combmnz", ["--depth", "10"], None, "seed=27, drop={'dtw_chroma': 0.5, 'remove': 0.3}", "", 10,
         "rankagg methods combmnz: min-max CombSUM times the lists holding the candidate; --depth 10"),
        ("u26c_cli_combsum_inline_weight", "ByteCover weighted on the command line, the others 1", "combsum",
         ["--weights", "bytecover=2"], None, "seed=29", "{'bytecover': 2.0}", None,
         "README: --weights NAME=W, unnamed runs weigh 1; rankagg methods combsum"),
    ]
    for cid, what, method, options, files, args, weights, depth, why in fusions:
        cases.append(cli_ok(
            cid, f"rankagg fuse cqtnet.run bytecover.run remove.run dtw_chroma.run "
            f"{' '.join(['--method', method, *options])}: {what}",
            ["fuse", *_SYSTEM_RUNS, "--method", method, *options, "-o", "fused.run"], files,
            _cli_check(method, args, weights, depth), setup=_runs_setup(args), why=why))
    cases.append(cli_ok(
        "u26c_cli_gzipped_runs", "rankagg fuse cqtnet.run.gz ... --method rrf: the cluster's runs kept gzipped",
        ["fuse", *[r + ".gz" for r in _SYSTEM_RUNS], "--method", "rrf", "-o", "fused.run"], None,
        _cli_check("rrf", "seed=31"), setup=_runs_setup("seed=31", gz=True),
        why="docs/conventions.md: a run may be gzip-compressed; Cormack et al. 2009"))
    cases.append(cli_ok(
        "u26c_cli_input_depth", "rankagg fuse ... --method rrf --input-depth 8: each system's 8 nearest candidates "
        "only", ["fuse", *_SYSTEM_RUNS, "--method", "rrf", "--input-depth", "8", "-o", "fused.run"], None,
        _cli_check("rrf", "seed=33", cut="RUNS = {f: {q: {d: p[d] for d in desc_order(p)[:8]} for q, p in run.items()} "
                   "for f, run in RUNS.items()}\n"),
        setup=_runs_setup("seed=33"), why="docs/conventions.md: --input-depth N cuts each run first; Cormack et al."))
    _PUNCT = ("ids = lambda q, i: ['covers80/A_Whiter_Shade_Of_Pale/annie_lennox+Medusa+%02d-A_Whiter_Shade_Of_Pale.mp3'"
              " % i, 'shs:W_14/P_%d' % (22 + i), 'https://secondhandsongs.com/performance/%d' % (1000 + i), "
              "'spotify:track:4iV5W9uYEdYUVa79Axb7R%d' % i, 'yt:dQw4w9WgXc-_%d' % i, "
              "'Beatles,The;Yesterday(Live@Budokan)#%d' % i][i % 6]\n")
    cases.append(cli_ok(
        "u26c_cli_punctuated_ids", "rankagg fuse cqtnet.run bytecover.run --method rrf: covers80 paths with '+' "
        "and '/', SecondHandSongs URLs, Spotify URIs, YouTube ids with '-' and '_', a title's commas, '@' and '#'",
        ["fuse", "cqtnet.run", "bytecover.run", "--method", "rrf", "-o", "fused.run"], None,
        lambda out, folder: _report(
            _PUNCT + "R = queries(systems=['cqtnet', 'bytecover'], seed=35, ids=ids)\n"
            "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
            "report(agree_all(read_run(open(FOLDER + '/fused.run').read()), refs))\n", folder),
        setup=reference_setup(_REF, _PUNCT + "for t, run in queries(systems=['cqtnet', 'bytecover'], seed=35, "
                              "ids=ids).items():\n    open(P(t + '.run'), 'w').write(run_text(run, t))\n"),
        why="docs/conventions.md: a query or document id is any token without blanks ('#' inside a line is no "
            "comment); Cormack et al. 2009"))
    cases.append(cli_ok(
        "u26c_cli_evaluate_cliques", "rankagg evaluate fused.run --qrels cliques.qrels -m map -m P.10 -m recip_rank: "
        "MIREX's MAP, P@10 and first cover's reciprocal rank",
        ["evaluate", "fused.run", "--qrels", "cliques.qrels", "-m", "map", "-m", "P.10", "-m", "recip_rank"], None,
        lambda out, folder: _report(
            "rows = read_run(open(FOLDER + '/fused.run').read())\nqrels = cliques()\n"
            "orders = {q: [d for d, _ in sorted(r, key=lambda x: (x[1], x[0].encode()), reverse=True)] "
            "for q, r in rows.items()}\n"
            "want = {'AP': sum(ap(orders[q], qrels[q]) for q in qrels) / len(qrels), "
            "'P10': sum(p_at(orders[q], qrels[q], 10) for q in qrels) / len(qrels), "
            "'RR': sum(rr(orders[q], qrels[q]) for q in qrels) / len(qrels)}\n"
            "nums = {}\nfor line in OUT.splitlines():\n    f = line.split()\n"
            "    if len(f) >= 3 and f[-2] == 'all':\n        nums[f[0]] = float(f[-1])\n"
            "    elif len(f) == 2:\n        nums[f[0]] = float(f[1])\n"
            "a = nums.get('AP', nums.get('map'))\np = nums.get('P@10', nums.get('P_10'))\n"
            "r = nums.get('RR', nums.get('recip_rank'))\n"
            "report('' if None not in (a, p, r) and abs(a - want['AP']) < 1e-4 and abs(p - want['P10']) < 1e-4 "
            "and abs(r - want['RR']) < 1e-4 and 0 < a < 1 else 'got %r want %r' % (nums, want))\n"
            .replace("OUT", repr(out)), folder),
        setup=reference_setup(_REF, "R = queries(seed=37, signal=0.35)\n"
                              "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
                              "lines = []\nfor q, r in refs.items():\n"
                              "    lines += ['%s Q0 %s %d %r fused' % (q, d, i, r[0][d]) for i, d in "
                              "enumerate(trec_order(r[0]), 1)]\n"
                              "open(P('fused.run'), 'w').write('\\n'.join(lines) + '\\n')\n"
                              "open(P('cliques.qrels'), 'w').write(''.join('%s 0 %s %d\\n' % (q, d, g) "
                              "for q, j in cliques().items() for d, g in j.items()))\n"),
        why="trec_eval's map, P_10 and recip_rank (references.TREC_MEASURES)"))
    cases.append(cli_ok(
        "u26c_cli_evaluate_per_query", "rankagg evaluate fused.run --qrels cliques.qrels -q -m P.1 -m recip_rank: "
        "was the first candidate a cover, query by query (ties at one DTW decimal)",
        ["evaluate", "fused.run", "--qrels", "cliques.qrels", "-q", "-m", "P.1", "-m", "recip_rank"],
        {"fused.run": "P_100001 Q0 P_546120 1 3.0 f\nP_100001 Q0 P_546133 2 2.0 f\n"
                      "P_100012 Q0 P_546217 1 3.0 f\nP_100012 Q0 P_546230 2 2.5 f\nP_100012 Q0 P_546243 3 2.5 f\n"
                      "P_100023 Q0 P_546314 1 0.5 f\nP_100023 Q0 P_546327 2 0.5 f\n",
         "cliques.qrels": "P_100001 0 P_546120 1\nP_100012 0 P_546230 1\nP_100012 0 P_546217 0\n"
                          "P_100023 0 P_546327 1\n"},
        lambda out, folder: (lambda nums: nums.get(("P_100001", "p1")) == 1.0 and nums.get(("P_100012", "p1")) == 0.0
                             and nums.get(("P_100023", "p1")) == 1.0
                             and abs(nums.get(("P_100012", "rr"), -1) - 1 / 3) < 1e-4
                             and abs(nums.get(("P_100023", "rr"), -1) - 1.0) < 1e-4)(
            {(f[-2], "p1" if f[0].lower() in ("p_1", "p@1") else "rr"): float(f[-1]) for f in map(str.split,
             out.splitlines()) if len(f) >= 3 and f[-2].startswith("P_")}),
        why="trec_eval -q: ties by docid descending (P_546243 before P_546230 at 2.5: RR 1/3; P_546327 before "
            "P_546314 at 0.5: P_1 1)"))
    cases.append(cli_ok(
        "u26c_cli_distances_warn", "rankagg fuse remove_dist.run cqtnet.run --method rrf: Re-MOVE's raw embedding "
        "distances written as the score beside their rank, rising down every list",
        ["fuse", "remove_dist.run", "cqtnet.run", "--method", "rrf", "-o", "fused.run"],
        {"remove_dist.run": "P_100001 Q0 P_546120 1 0.3121 remove\nP_100001 Q0 P_546133 2 0.8812 remove\n"
                            "P_100001 Q0 P_546146 3 1.4023 remove\nP_100012 Q0 P_546217 1 0.2210 remove\n"
                            "P_100012 Q0 P_546230 2 1.0000 remove\n",
         "cqtnet.run": "P_100001 Q0 P_546120 1 0.91 cqtnet\nP_100001 Q0 P_546146 2 0.40 cqtnet\n"
                       "P_100012 Q0 P_546217 1 0.77 cqtnet\n"},
        lambda out, folder: _report(
            "R = {'remove': {'P_100001': {'P_546120': 0.3121, 'P_546133': 0.8812, 'P_546146': 1.4023}, "
            "'P_100012': {'P_546217': 0.2210, 'P_546230': 1.0}}, "
            "'cqtnet': {'P_100001': {'P_546120': 0.91, 'P_546146': 0.40}, 'P_100012': {'P_546217': 0.77}}}\n"
            "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
            "report(agree_all(read_run(open(FOLDER + '/fused.run').read()), refs))\n", folder),
        warns="remove_dist.run",
        why="docs/conventions.md: a run file whose scores rise down every list is read by score, with a warning "
            "naming the file (rankagg/io/score_direction.py); trec_eval reads the scores"))
    cases.append(cli_ok(
        "u26c_cli_parquet_out", "rankagg fuse ... --method rrf --depth 10 -o fused.parquet: the top 10 as a Parquet "
        "table for the lab's notebook",
        ["fuse", *_SYSTEM_RUNS, "--method", "rrf", "--depth", "10", "-o", "fused.parquet"], None,
        lambda out, folder: _report(
            "import pandas as pd\nt = pd.read_parquet(FOLDER + '/fused.parquet')\n"
            "rows = {q: list(zip(g.sort_values('rank')['doc_id'], g.sort_values('rank')['score'])) "
            "for q, g in t.groupby('q_id')}\n"
            "R = queries(seed=39)\nrefs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
            "report(agree_all(rows, refs, 10))\n", folder),
        setup=_runs_setup("seed=39"),
        why="docs/conventions.md: -o names a TREC run or a Parquet table (.parquet: q_id, doc_id, score, run, rank "
            "columns); Cormack et al. 2009"))

    # --- the lab's own files given where runs are read: named by the tool or format --------------------------------
    tool_files = [
        ("u26c_mirex_matrix_as_run", "a MIREX cover song submission's distance matrix (a name line, the index of "
         "audio files, 'Q/R 1 2 ...', then N x N distances)", "CQTNet_distmatrix.txt", _MIREX_MATRIX,
         "CQTNet_distmatrix.txt:1", "MIREX"),
        ("u26c_datacos_json_as_run", "Da-TACOS's metadata JSON ({W_ work: {P_ performance: {work_id, perf_id, ...}}})",
         "da-tacos_benchmark_subset_metadata.json", _DATACOS, "da-tacos_benchmark_subset_metadata.json:1",
         "Da-TACOS"),
        ("u26c_jams_as_run", "a JAMS annotation (JSON: annotations, file_metadata, jams_version)", "yesterday.jams",
         _JAMS, "yesterday.jams:1", "JAMS"),
        ("u26c_musicxml_as_run", "a MusicXML score (<score-partwise>)", "yesterday.musicxml", _MUSICXML,
         "yesterday.musicxml:3", "MusicXML"),
        ("u26c_essentia_hpcp_as_run", "Essentia's music extractor output with the HPCP (JSON: metadata, tonal.hpcp)",
         "P_546120_hpcp.json", _HPCP_JSON, "P_546120_hpcp.json:1", "Essentia"),
    ]
    for cid, what, name, text, where, tool in tool_files:
        cases.append(cli_bad(
            cid, f"rankagg fuse {name} cqtnet.run -o fused.run: {what} given as a run",
            ["fuse", name, "cqtnet.run", "--method", "rrf", "-o", "fused.run"],
            {name: text, "cqtnet.run": _ONE_RUN}, where, tool,
            why="trec_eval refuses a line of other than six fields or a score that is no number; the file is the "
                "lab's tool's, named by the tool and with how to make a system's run of it (a field count says "
                "nothing the lab can act on)"))
    binaries = [
        ("u26c_wav_as_run", "the query's audio as WAV (RIFF ... WAVE)", "P_546120.wav", _WAV, "WAV"),
        ("u26c_mp3_as_run", "a candidate's MP3 (an ID3v2 tag, then MPEG frames)", "P_546133.mp3", _MP3, "MP3"),
        ("u26c_flac_as_run", "a FLAC rip of the query ('fLaC' magic)", "P_546120.flac", _FLAC, "FLAC"),
        ("u26c_ogg_as_run", "an Ogg Vorbis file ('OggS' pages)", "P_546146.ogg", _OGG, "Ogg"),
        ("u26c_m4a_as_run", "an AAC file in MPEG-4 (ftyp 'M4A ')", "P_546159.m4a", _M4A, "M4A"),
        ("u26c_midi_as_run", "a MIDI file of the work's melody ('MThd' header)", "yesterday.mid", _MIDI, "MIDI"),
        ("u26c_npy_chroma_as_run", "CQT-Net's input features, a (1200, 12) chroma array saved by numpy.save",
         "P_546120_chroma.npy", _NPY, "NumPy"),
        ("u26c_h5_features_as_run", "the HPCP / CQT features of the benchmark in HDF5 (Da-TACOS's .h5 files)",
         "P_546120_hpcp.h5", _HDF5, "HDF5"),
    ]
    for cid, what, name, data, tool in binaries:
        cases.append(cli_bad(
            cid, f"rankagg fuse {name} cqtnet.run -o fused.run: {what} given as a run",
            ["fuse", name, "cqtnet.run", "--method", "rrf", "-o", "fused.run"],
            {name: data, "cqtnet.run": _ONE_RUN}, name, tool,
            why="a binary audio, MIDI or feature file holds no TREC line (trec_eval reads garbage or stops at a NUL); "
                "named by its magic bytes, with what to run on it first"))

    # --- the judgements: the clique labels given in the lab's formats -----------------------------------------------
    qrels_files = [
        ("u26c_datacos_json_as_qrels", "da-tacos_benchmark_subset_metadata.json", _DATACOS,
         "da-tacos_benchmark_subset_metadata.json:1", "Da-TACOS", "Da-TACOS's metadata JSON (its work ids are the "
         "cliques)"),
        ("u26c_mirex_matrix_as_qrels", "CQTNet_distmatrix.txt", _MIREX_MATRIX, "CQTNet_distmatrix.txt:1", "MIREX",
         "a MIREX distance matrix taken for the ground truth"),
        ("u26c_jams_as_qrels", "yesterday.jams", _JAMS, "yesterday.jams:1", "JAMS",
         "a JAMS annotation (its identifiers taken for labels)"),
    ]
    for cid, name, text, where, tool, what in qrels_files:
        cases.append(cli_bad(
            cid, f"rankagg evaluate fused.run --qrels {name}: {what} given as the judgements",
            ["evaluate", "fused.run", "--qrels", name], {"fused.run": _ONE_RUN, name: text}, where, tool, outputs=(),
            why="trec_eval refuses a qrels line of other than four fields; the file is the tool's, named by the tool "
                "with how to write the cliques as 'QUERY 0 CANDIDATE 1'"))

    # --- other mistakes of the day ---------------------------------------------------------------------------------
    cases.append(cli_bad(
        "u26c_path_with_blank", "rankagg fuse covers80.run cqtnet.run: a covers80 file name copied with its blanks "
        "('Beatles - Yesterday.mp3'), line 2 of eight fields",
        ["fuse", "covers80.run", "cqtnet.run", "--method", "rrf", "-o", "fused.run"],
        {"covers80.run": "P_100001 Q0 covers80/yesterday/beatles.mp3 1 0.9 dtw\n"
                         "P_100001 Q0 covers80/yesterday/Beatles - Yesterday.mp3 2 0.8 dtw\n",
         "cqtnet.run": _ONE_RUN}, "covers80.run:2",
        why="docs/conventions.md: a wrong field count is refused naming the file and line; trec_eval would read '-' "
            "as the rank and 'Yesterday.mp3' as the score"))
    cases.append(cli_bad(
        "u26c_candidate_twice", "rankagg fuse bytecover.run cqtnet.run: ByteCover lists P_546133 twice for "
        "P_100001 (two segments of one recording)", ["fuse", "bytecover.run", "cqtnet.run", "--method", "rrf", "-o",
                                                     "fused.run"],
        {"bytecover.run": "P_100001 Q0 P_546133 1 0.93 bytecover\nP_100001 Q0 P_546120 2 0.71 bytecover\n"
                          "P_100001 Q0 P_546133 3 0.52 bytecover\n", "cqtnet.run": _ONE_RUN}, "bytecover.run:3",
        why="docs/conventions.md: a document twice in one list is refused naming the line"))
    cases.append(cli_bad(
        "u26c_decimal_comma_score", "rankagg fuse remove.run cqtnet.run: Re-MOVE's similarity written under a German "
        "locale ('0,8123')", ["fuse", "remove.run", "cqtnet.run", "--method", "rrf", "-o", "fused.run"],
        {"remove.run": "P_100001 Q0 P_546120 1 0,8123 remove\nP_100001 Q0 P_546133 2 0,4410 remove\n",
         "cqtnet.run": _ONE_RUN}, "remove.run:1", "0,8123",
        why="docs/conventions.md: a non-numeric score is refused naming the line (atof would read 0)"))
    cases.append(cli_bad(
        "u26c_dtw_nan_score", "rankagg fuse dtw_chroma.run cqtnet.run: the DTW baseline wrote 'nan' where the "
        "alignment failed", ["fuse", "dtw_chroma.run", "cqtnet.run", "--method", "rrf", "-o", "fused.run"],
        {"dtw_chroma.run": "P_100001 Q0 P_546120 1 -12.5 dtw\nP_100001 Q0 P_546133 2 nan dtw\n",
         "cqtnet.run": _ONE_RUN}, "dtw_chroma.run:2",
        why="docs/conventions.md: a NaN score is refused naming the line"))
    cases.append(cli_bad(
        "u26c_dtw_inf_score", "rankagg fuse dtw_chroma.run cqtnet.run: '-inf' for a candidate with no DTW path",
        ["fuse", "dtw_chroma.run", "cqtnet.run", "--method", "rrf", "-o", "fused.run"],
        {"dtw_chroma.run": "P_100001 Q0 P_546120 1 -12.5 dtw\nP_100001 Q0 P_546133 2 -inf dtw\n",
         "cqtnet.run": _ONE_RUN}, "dtw_chroma.run:2",
        why="docs/conventions.md: an infinite score is refused naming the line"))
    cases.append(cli_bad(
        "u26c_evaluate_mr1", "rankagg evaluate fused.run --qrels cliques.qrels -m MR1: MIREX's mean rank of the "
        "first cover asked by its MIREX name", ["evaluate", "fused.run", "--qrels", "cliques.qrels", "-m", "MR1"],
        {"fused.run": _ONE_RUN, "cliques.qrels": "P_100001 0 P_546120 1\n"}, "MR1", outputs=(),
        why="trec_eval has no MR1; a measure rankagg does not know is refused by name (the reciprocal rank is "
            "recip_rank)"))
    cases.append(bad(
        "u26c_api_weights_unknown_system", "rankagg.fuse(runs, method='rrf', weights={'bytecovr': 2}): a system's "
        "name misspelt in the weights", "import rankagg\nR = queries(systems=['cqtnet', 'bytecover'])\n"
        "rankagg.fuse(R, method='rrf', weights={'bytecovr': 2.0})\n", "bytecovr",
        why="a weight for no given run would silently weigh the real system 1 (README: unnamed runs weigh 1)"))

    # --- the fused list written under a music format's name --------------------------------------------------------
    for cid, out_name, what in [
            ("u26c_out_jams", "fused.jams", "a JAMS annotation (JSON)"),
            ("u26c_out_kern", "fused.krn", "a Humdrum **kern score"),
            ("u26c_out_mscz", "fused.mscz", "a MuseScore score (a zip)"),
            ("u26c_out_guitarpro", "fused.gp5", "a Guitar Pro 5 tab"),
            ("u26c_out_cue", "fused.cue", "a CUE sheet of an album's tracks"),
            ("u26c_out_musicxml", "fused.mxl", "a compressed MusicXML score"),
            ("u26c_out_midi", "fused.midi", "a standard MIDI file")]:
        cases.append(cli_bad(
            cid, f"rankagg fuse cqtnet.run bytecover.run --method rrf -o {out_name}: {what}; TREC lines under that "
            "name are read by no tool that opens it", ["fuse", "cqtnet.run", "bytecover.run", "--method", "rrf", "-o",
                                                      out_name],
            None, out_name, outputs=(out_name,), setup=_runs_setup("systems=['cqtnet', 'bytecover'], seed=43"),
            why="issue 45: every output reads back; rankagg/io/output_names.py names each format's suffix"))
    return cases
