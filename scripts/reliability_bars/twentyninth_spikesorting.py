"""Issue 45's twenty-ninth bar of scripts/reliability_matrix.py, an electrophysiology lab's ranking of sorted units
per recording across spike sorters (Kilosort, MountainSort, SpyKING CIRCUS, IronClust), judged by manual curation
(its cases, ids ``u29k_``, registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the
runner, the verdicts) are the matrix's.

The team's day: each recording (``m12_2026-11-30_imec0``, a mouse, a day, a Neuropixels probe) is a query and each
matched unit a document (``unit_0042``, ``unit_0107``: the units matched across sorters by SpikeInterface's
comparison); the runs are the sorters, scores in [0, 1] (a unit's quality: four decimals, ties happen).  The lists
are fused with RRF, Borda and CombSUM, weighted by the sorter's agreement with ground truth on last month's hybrid
recordings, and judged against the curators' labels in Phy (2 good, 1 multi-unit activity, 0 noise).  The mistakes
and odd files: the field's own files given where runs or qrels are read (Phy's cluster_group.tsv, cluster_info.tsv
and params.py, Kilosort's cluster_KSLabel.tsv, SpikeInterface's quality metrics CSV, SpikeGLX's .meta, a Neuralynx
.ncs, an Open Ephys .continuous and an Intan .rhd file), and outputs named for the field's files.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

from .case import Case, command_cases, fusion_checks, reference_setup, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM, TREC_MEASURES)

TWENTYNINTH_SPIKESORTING = ("45 Unseen inputs: a twenty-ninth bar, an electrophysiology lab's ranking of sorted units "
                            "across spike sorters (Kilosort, Phy, SpikeInterface, SpikeGLX, Neuralynx, Open Ephys, Intan)")

_DATA = SEEDED_UNIFORM + r'''RECS = ['kilosort4', 'mountainsort5', 'spykingcircus2', 'ironclust']
RESOURCES = ['unit_0042', 'unit_0107', 'unit_0003', 'unit_0250', 'unit_0019', 'unit_0311', 'unit_0008',
             'unit_0164']
GAIN = dict(zip(RESOURCES, [0.9, 0.8, 0.7, 0.6, 0.5, 0.4, 0.3, 0.2]))
def recording(k):
    return 'm%d_2026-11-%02d_imec%d' % (10 + k // 2, 25 + k, k % 2)
def qualities(recs=RECS, n_q=6, seed=3, drop=0.0, noise=1.0):
    """{sorter: {recording: {unit: quality}}}: scores in [0, 1] at four decimals; ``drop``: the share of the
    matched units a sorter did not find in a recording"""
    g = lcg(seed)
    out = {}
    for r in recs:
        out[r] = {}
        for k in range(n_q):
            p = {}
            for d in RESOURCES:
                u, v = next(g), next(g)
                if v < drop:
                    continue
                p[d] = round(min(1.0, max(0.0, GAIN[d] + noise * 0.6 * (u - 0.5))), 4)
            if p:
                out[r][recording(k)] = p
    return out
def curation(n_q=6):
    """the curators' labels in Phy: 2 (good) for two units, 1 (multi-unit activity) for three, 0 (noise) the rest"""
    g = dict(zip(RESOURCES, [2, 2, 1, 1, 1, 0, 0, 0]))
    return {recording(k): dict(g) for k in range(n_q)}
''' + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_report, _runs_setup, _cli_check = fusion_checks(_REF, "qualities", "units.run")

_RECS3 = ["kilosort4", "mountainsort5", "spykingcircus2"]
_RUNS3 = [f"{r}.run" for r in _RECS3]
_OUT = ("units.run",)
_ONE_RUN = ("m12_2026-11-30_imec0 Q0 unit_0042 1 0.91 kilosort4\nm12_2026-11-30_imec0 Q0 unit_0107 2 0.77 kilosort4\n"
            "m12_2026-11-30_imec0 Q0 unit_0003 3 0.52 kilosort4\n")
# the team's files, as their tools write them (a few lines)
_CLUSTER_GROUP = "cluster_id\tgroup\n0\tgood\n1\tmua\n2\tnoise\n3\tgood\n"
_KSLABEL = "cluster_id\tKSLabel\n0\tgood\n1\tmua\n2\tgood\n"
_CLUSTER_INFO = ("cluster_id\tAmplitude\tContamPct\tKSLabel\tamp\tch\tdepth\tfr\tgroup\tn_spikes\tsh\n"
                 "0\t1043.2\t0.3\tgood\t87.1\t12\t240.0\t6.31\tgood\t18933\t0\n"
                 "1\t512.8\t23.1\tmua\t41.0\t15\t300.0\t12.8\tmua\t38411\t0\n")
_METRICS = (",num_spikes,firing_rate,presence_ratio,snr,isi_violations_ratio,isi_violations_count,amplitude_cutoff\n"
            "0,18933,6.31,0.99,12.4,0.002,3,0.001\n1,38411,12.8,0.97,5.1,0.41,512,0.08\n")
_PARAMS = ('dat_path = r"D:\\m12\\2026-11-30\\continuous.dat"\nn_channels_dat = 385\ndtype = "int16"\noffset = 0\n'
           "sample_rate = 30000.\nhp_filtered = False\n")
_META = ("acqApLfSy=384,384,1\nappVersion=20231207\nfileName=D:/m12/m12_g0_t0.imec0.ap.bin\nfileSizeBytes=3465020160\n"
         "imSampRate=30000.000000\nnSavedChans=385\ntypeThis=imec\n")
_NCS = (b"######## Neuralynx Data File Header\r\n## File Name C:\\CheetahData\\2026-11-30_10-02-11\\CSC1.ncs\r\n"
        b"## Time Opened (m/d/y): 11/30/2026  (h:m:s.ms) 10:02:11.123\r\n-CheetahRev 6.4.1\r\n-SamplingFrequency 32000\r\n")
_NCS = _NCS + b"\x00" * (256 - len(_NCS)) + b"\x40\x42\x0f\x00\x00\x00\x00\x00" + b"\x01\x00" * 24
_CONTINUOUS = ("header.format = 'Open Ephys Data Format'; \nheader.version = 0.4;\nheader.header_bytes = 1024;\n"
               "header.description = 'each record contains one 64-bit timestamp, one 16-bit sample count (N), 1024 "
               "16-bit samples, and one 10-byte record marker (0 1 2 3 4 5 6 7 8 255)'; \n")
_RHD = (0xC6912702).to_bytes(4, "little") + (3).to_bytes(2, "little") + (2).to_bytes(2, "little") + b"\x00\x80\xbbF" + b"\x00" * 48


def twentyninth_bar_spikesorting_cases() -> list[Case]:
    G = TWENTYNINTH_SPIKESORTING
    ok, bad = snippet_cases(G, _REF + TREC_MEASURES, ok_timeout=180, bad_timeout=90)
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    cases: list[Case] = []
    mem = "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n"

    # --- the day's answers through the Python API, checked against references computed by hand ---------------------
    cases.append(ok(
        "u29k_rrf_sorters", "rankagg.fuse({sorter: {recording: {unit: quality}}}, method='rrf'): four sorters, "
        "six recordings ('m10_2026-11-25_imec0'), units matched across sorters ('unit_0042')",
        "import rankagg\nR = qualities()\nres = rankagg.fuse(R, method='rrf')\n"
        "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n" + mem,
        why="Cormack et al. 2009: sum 1 / (60 + r); ids are opaque strings (docs/conventions.md)"))
    cases.append(ok(
        "u29k_borda_partial_lists", "rankagg.fuse(..., method='borda'): each sorter misses some of the matched "
        "units of a recording",
        "import rankagg\nR = qualities(seed=5, drop=0.35)\nres = rankagg.fuse(R, method='borda')\n"
        "refs = {q: borda_ref(l) for q, l in per_query(R).items()}\n" + mem,
        why="rankagg methods borda: n - r + 1 points, (n - k + 1) / 2 for each unit a list lacks"))
    cases.append(ok(
        "u29k_combsum_tied_scores", "rankagg.fuse(..., method='combsum'): IronClust's qualities at one decimal "
        "(many ties) beside the others",
        "import rankagg\nR = qualities(seed=7)\n"
        "R['ironclust'] = {q: {d: round(s, 1) for d, s in p.items()} for q, p in R['ironclust'].items()}\n"
        "res = rankagg.fuse(R, method='combsum')\n"
        "refs = {q: combsum_minmax_ref(l) for q, l in per_query(R).items()}\n" + mem,
        why="CombSUM of min-max scores (Fox & Shaw 1994); equal scores ranked by trec_eval's rule (docs/conventions.md)"))
    cases.append(ok(
        "u29k_weighted_fuser_trust", "rankagg.Fuser('rrf', weights=...) per recording: Kilosort 4 counts 2, "
        "IronClust 0.5 (their agreement with ground truth on hybrid recordings)",
        "import rankagg\nW = {'kilosort4': 2.0, 'mountainsort5': 1.0, 'spykingcircus2': 1.0, 'ironclust': 0.5}\n"
        "R = qualities(seed=9)\nf = rankagg.Fuser('rrf', weights=W)\nmsg = ''\n"
        "for q, lists in per_query(R).items():\n"
        "    msg = msg or agree(f(lists), rrf_ref(lists, 60.0, W), written=False)\n"
        "report(msg)\n",
        why="Cormack et al. 2009: sum w / (60 + r); README's Fuser"))
    cases.append(ok(
        "u29k_long_frame_combmnz", "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the "
        "qualities as the lab's SpikeInterface pipeline tabulates them, a row per recording, unit and sorter",
        "import rankagg, pandas as pd\nR = qualities(seed=11, drop=0.2)\n"
        "df = pd.DataFrame(frame_rows(R), columns=['qid', 'docid', 'run', 'score'])\n"
        "res = rankagg.fuse(df, method='combmnz')\n"
        "rows = {q: list(zip(g.sort_values('rank')['docid'], g.sort_values('rank')['score'])) "
        "for q, g in res.groupby('qid')}\n"
        "refs = {q: combmnz_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all(rows, refs, written=False))\n",
        why="README: a long DataFrame in, a frame back; CombMNZ over min-max scores (Fox & Shaw 1994)"))
    cases.append(ok(
        "u29k_evaluate_curation", "rankagg.evaluate(fused ranking, the curators' labels, ['nDCG@5', 'AP', "
        "'P@3']): does the fused ranking put first the units curated as good",
        "import rankagg\nR = qualities(seed=13, noise=2.0)\nres = rankagg.fuse(R, method='borda')\n"
        "qrels = curation()\ngot = rankagg.evaluate(res, qrels, ['nDCG@5', 'AP', 'P@3'])\n"
        "refs = {q: borda_ref(l) for q, l in per_query(R).items()}\n"
        "orders = {q: fused_order(r) for q, r in refs.items()}\n"
        "want = {'nDCG@5': sum(ndcg(o, qrels[q], 5) for q, o in orders.items()) / len(orders), "
        "'AP': sum(ap(o, qrels[q]) for q, o in orders.items()) / len(orders), "
        "'P@3': sum(prec(o, qrels[q], 3) for q, o in orders.items()) / len(orders)}\n"
        "report('' if all(abs(got[m] - want[m]) < 1e-9 for m in want) and 0 < want['nDCG@5'] < 1 "
        "else '%r vs %r' % (got, want))\n",
        why="trec_eval's ndcg_cut.5 (linear gains), map and P.3 (references.TREC_MEASURES)"))
    cases.append(ok(
        "u29k_one_sorter_recording", "rankagg.fuse(..., method='rrf'): a recording only Kilosort has sorted yet "
        "(the others still running) beside recordings every sorter covers",
        "import rankagg\nR = qualities(seed=15)\n"
        "R['kilosort4']['m20_2026-11-30_imec0'] = {'unit_0900': 1.0, 'unit_0901': 0.5}\n"
        "res = rankagg.fuse(R, method='rrf')\n"
        "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n" + mem,
        why="Cormack et al. 2009: a query is fused over the runs that hold it"))

    # --- the command line ------------------------------------------------------------------------------------------
    cases.append(cli_ok(
        "u29k_cli_rrf_runs", "rankagg fuse kilosort4.run mountainsort5.run spykingcircus2.run --method rrf -o units.run: "
        "one run per sorter, recordings as queries",
        ["fuse", *_RUNS3, "--method", "rrf", "-o", "units.run"], None,
        _cli_check("rrf", f"recs={_RECS3}, seed=21"), setup=_runs_setup(f"recs={_RECS3}, seed=21"),
        why="Cormack et al. 2009; TREC lines ranked by score (docs/conventions.md)"))
    cases.append(cli_ok(
        "u29k_cli_borda_weights_file", "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: Kilosort "
        "counts double)",
        ["fuse", *_RUNS3, "--method", "borda", "--weights", "trust.txt", "-o", "units.run"],
        {"trust.txt": "kilosort4 2\nspykingcircus2 0.5\nmountainsort5 1\n"},
        _cli_check("borda", f"recs={_RECS3}, seed=23, drop=0.25",
                   "{'kilosort4': 2, 'spykingcircus2': 0.5, 'mountainsort5': 1}"),
        setup=_runs_setup(f"recs={_RECS3}, seed=23, drop=0.25"),
        why="rankagg fuse --help: --weights FILE of 'NAME W' lines; weighted Borda"))
    cases.append(cli_ok(
        "u29k_cli_combsum_depth_4", "rankagg fuse ... --method combsum --depth 4: the four units the curators "
        "check first",
        ["fuse", *_RUNS3, "--method", "combsum", "--depth", "4", "-o", "units.run"], None,
        _cli_check("combsum", f"recs={_RECS3}, seed=25", depth=4), setup=_runs_setup(f"recs={_RECS3}, seed=25"),
        why="rankagg methods combsum over min-max scores; --depth 4"))
    cases.append(cli_ok(
        "u29k_cli_evaluate_curation_qrels", "rankagg evaluate units.run --qrels curation.qrels -m ndcg_cut.5 -m map: "
        "the fused ranking against the curators' labels (0-2)",
        ["evaluate", "units.run", "--qrels", "curation.qrels", "-m", "ndcg_cut.5", "-m", "map"], None,
        lambda out, folder: _report(
            TREC_MEASURES + "rows = read_run(open(FOLDER + '/units.run').read())\nqrels = curation()\n"
            "orders = {q: [d for d, _ in sorted(r, key=lambda x: (x[1], x[0].encode()), reverse=True)] "
            "for q, r in rows.items()}\n"
            "n5 = sum(ndcg(o, qrels[q], 5) for q, o in orders.items()) / len(orders)\n"
            "m = sum(ap(o, qrels[q]) for q, o in orders.items()) / len(orders)\n"
            "nums = {}\nfor line in OUT.splitlines():\n    f = line.split()\n"
            "    if len(f) >= 3 and f[-2] == 'all':\n        nums[f[0].lower()] = float(f[-1])\n"
            "a, b = nums.get('ndcg_cut_5', nums.get('ndcg@5')), nums.get('map', nums.get('ap'))\n"
            "report('' if None not in (a, b) and abs(a - n5) < 1e-4 and abs(b - m) < 1e-4 and 0 < n5 < 1 "
            "else 'got %r want %r %r' % (nums, n5, m))\n".replace("OUT", repr(out)), folder),
        setup=reference_setup(_REF, "R = qualities(seed=27, noise=2.0)\n"
                              "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
                              "lines = []\nfor q, r in refs.items():\n"
                              "    lines += ['%s Q0 %s %d %r fused' % (q, d, i, r[0][d]) for i, d in "
                              "enumerate(trec_order(r[0]), 1)]\n"
                              "open(P('units.run'), 'w').write('\\n'.join(lines) + '\\n')\n"
                              "open(P('curation.qrels'), 'w').write(''.join('%s 0 %s %d\\n' % (q, d, g) "
                              "for q, j in curation().items() for d, g in j.items()))\n"),
        why="trec_eval's ndcg_cut.5 (linear gains over the grades) and map (grades above 0 relevant)"))
    cases.append(cli_ok(
        "u29k_cli_gz_runs_parquet_out", "rankagg fuse *.run.gz --method rrf -o units.parquet: gzipped runs from the "
        "nightly job, a Parquet table for the dashboard",
        ["fuse", *[r + ".gz" for r in _RUNS3], "--method", "rrf", "-o", "units.parquet"], None,
        lambda out, folder: _report(
            "import pandas as pd\nt = pd.read_parquet(FOLDER + '/units.parquet')\n"
            f"R = qualities(recs={_RECS3}, seed=29)\n"
            "rows = {q: list(zip(g.sort_values('rank')['doc_id'], g.sort_values('rank')['score'])) "
            "for q, g in t.groupby('q_id')}\n"
            "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
            "report(agree_all(rows, refs))\n", folder),
        setup=reference_setup(_REF, "import gzip\n"
                              f"for t, run in qualities(recs={_RECS3}, seed=29).items():\n"
                              "    open(P(t + '.run.gz'), 'wb').write(gzip.compress(run_text(run, t).encode(), mtime=0))\n"),
        why="docs/conventions.md: -o names a TREC run or a Parquet table; runs may be gzipped"))

    # --- the team's files given where runs are read: named by their format or tool, at the first line ---------------
    text_why = ("trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                "(a field count says nothing the team can act on)")
    binary_why = "a recording holds no TREC line (trec_eval reads garbage); named by what it is, with what to give instead"
    for cid, what, name, content, tool, where in [
            ("u29k_cluster_group_as_run", "Phy's cluster_group.tsv (cluster_id, group: the curators' labels)",
             "cluster_group.tsv", _CLUSTER_GROUP, "Phy", "cluster_group.tsv:1"),
            ("u29k_kslabel_as_run", "Kilosort's cluster_KSLabel.tsv (cluster_id, KSLabel)", "cluster_KSLabel.tsv",
             _KSLABEL, "Kilosort", "cluster_KSLabel.tsv:1"),
            ("u29k_cluster_info_as_run", "Phy's cluster_info.tsv (cluster_id, Amplitude, ContamPct, KSLabel, ...)",
             "cluster_info.tsv", _CLUSTER_INFO, "Phy", "cluster_info.tsv:1"),
            ("u29k_si_metrics_as_run", "SpikeInterface's quality metrics CSV (num_spikes, firing_rate, "
             "presence_ratio, snr, isi_violations_ratio, ...)", "quality_metrics.csv", _METRICS, "SpikeInterface",
             "quality_metrics.csv:1"),
            ("u29k_params_py_as_run", "Phy's params.py (dat_path, n_channels_dat, dtype, sample_rate)", "params.py",
             _PARAMS, "Phy", "params.py:1"),
            ("u29k_spikeglx_meta_as_run", "SpikeGLX's .meta file (imSampRate=..., nSavedChans=..., typeThis=imec)",
             "m12_g0_t0.imec0.ap.meta", _META, "SpikeGLX", "m12_g0_t0.imec0.ap.meta:1"),
            ("u29k_open_ephys_continuous_as_run", "an Open Ephys .continuous file (its text header, then records)",
             "100_CH1.continuous", _CONTINUOUS, "Open Ephys", "100_CH1.continuous:1"),
            ("u29k_neuralynx_ncs_as_run", "a Neuralynx .ncs file (a 16 KB text header, then records)", "CSC1.ncs", _NCS,
             "Neuralynx", "CSC1.ncs"),
            ("u29k_intan_rhd_as_run", "an Intan .rhd recording (its magic number c6912702)", "m12_2026-11-30.rhd",
             _RHD, "Intan", "m12_2026-11-30.rhd")]:
        cases.append(cli_bad(
            cid, f"rankagg fuse {name} kilosort4.run -o units.run: {what} given as a run",
            ["fuse", name, "kilosort4.run", "--method", "rrf", "-o", "units.run"],
            {name: content, "kilosort4.run": _ONE_RUN}, where, tool,
            why=binary_why if isinstance(content, bytes) else text_why))

    # --- the judgements the team gives --------------------------------------------------------------------------------
    for cid, name, content, tool in [
            ("u29k_cluster_group_as_qrels", "cluster_group.tsv", _CLUSTER_GROUP, "Phy"),
            ("u29k_kslabel_as_qrels", "cluster_KSLabel.tsv", _KSLABEL, "Kilosort"),
            ("u29k_si_metrics_as_qrels", "quality_metrics.csv", _METRICS, "SpikeInterface")]:
        cases.append(cli_bad(
            cid, f"rankagg evaluate kilosort4.run --qrels {name}: the field's file given as the judgements",
            ["evaluate", "kilosort4.run", "--qrels", name], {"kilosort4.run": _ONE_RUN, name: content}, name, tool,
            outputs=(), why="trec_eval refuses a qrels line of other than four fields; named by the file and what it is"))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    for cid, out, what in [
            ("u29k_out_nwb", "units.nwb", "an NWB file"),
            ("u29k_out_ncs", "units.ncs", "a Neuralynx recording"),
            ("u29k_out_kwik", "units.kwik", "a Kwik file (klusta's HDF5)")]:
        cases.append(cli_bad(
            cid, f"rankagg fuse ... -o {out}: the fused ranking named as {what}",
            ["fuse", *_RUNS3, "--method", "rrf", "-o", out], None, out, outputs=(out,),
            setup=_runs_setup(f"recs={_RECS3}, seed=31"),
            why="a TREC run named for another format's file is read by no tool that opens that name"))
    return cases
