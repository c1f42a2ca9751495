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

from .case import Case, command_cases, fusion_checks
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, team_day_cases

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

_, _runs_setup, _ = fusion_checks(_REF, "qualities", "units.run")

_RECS3 = ["kilosort4", "mountainsort5", "spykingcircus2"]
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
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="qualities", judgements="curation", runs=_RECS3, stem="units", outputs=_OUT,
        item="unit", rounded="ironclust",
        weights="{'kilosort4': 2.0, 'mountainsort5': 1.0, 'spykingcircus2': 1.0, 'ironclust': 0.5}",
        lone_query="R['kilosort4']['m20_2026-11-30_imec0'] = {'unit_0900': 1.0, 'unit_0901': 0.5}\n",
        trust="kilosort4 2\nspykingcircus2 0.5\nmountainsort5 1\n",
        trust_dict="{'kilosort4': 2, 'spykingcircus2': 0.5, 'mountainsort5': 1}",
        texts={
            "rrf": ("u29k_rrf_sorters",
                    "rankagg.fuse({sorter: {recording: {unit: quality}}}, method='rrf'): four sorters, six "
                    "recordings ('m10_2026-11-25_imec0'), units matched across sorters ('unit_0042')"),
            "borda": ("u29k_borda_partial_lists",
                      "rankagg.fuse(..., method='borda'): each sorter misses some of the matched units of a recording"),
            "combsum": ("u29k_combsum_tied_scores",
                        "rankagg.fuse(..., method='combsum'): IronClust's qualities at one decimal (many ties) "
                        "beside the others"),
            "fuser": ("u29k_weighted_fuser_trust",
                      "rankagg.Fuser('rrf', weights=...) per recording: Kilosort 4 counts 2, IronClust 0.5 (their "
                      "agreement with ground truth on hybrid recordings)"),
            "frame": ("u29k_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the qualities as the lab's "
                      "SpikeInterface pipeline tabulates them, a row per recording, unit and sorter"),
            "evaluate": ("u29k_evaluate_curation",
                         "rankagg.evaluate(fused ranking, the curators' labels, ['nDCG@5', 'AP', 'P@3']): does the "
                         "fused ranking put first the units curated as good"),
            "lone": ("u29k_one_sorter_recording",
                     "rankagg.fuse(..., method='rrf'): a recording only Kilosort has sorted yet (the others still "
                     "running) beside recordings every sorter covers"),
            "cli_rrf": ("u29k_cli_rrf_runs",
                        "rankagg fuse kilosort4.run mountainsort5.run spykingcircus2.run --method rrf -o units.run: "
                        "one run per sorter, recordings as queries"),
            "cli_borda": ("u29k_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: Kilosort counts "
                          "double)"),
            "cli_combsum": ("u29k_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four units the curators check first"),
            "cli_evaluate": ("u29k_cli_evaluate_curation_qrels",
                             "rankagg evaluate units.run --qrels curation.qrels -m ndcg_cut.5 -m map: the fused "
                             "ranking against the curators' labels (0-2)"),
            "cli_parquet": ("u29k_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o units.parquet: gzipped runs from the nightly job, "
                            "a Parquet table for the dashboard")})

    # --- the team's files given where runs are read: named by their format or tool, at the first line ---------------
    text_why = ("trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                "(a field count says nothing the team can act on)")
    binary_why = "a recording holds no TREC line (trec_eval reads garbage); named by what it is, with what to give instead"
    cases += files_as_runs(cli_bad, [
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
         _RHD, "Intan", "m12_2026-11-30.rhd")], one_run=("kilosort4.run", _ONE_RUN), stem="units",
        text_why=text_why, binary_why=binary_why)

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u29k_cluster_group_as_qrels", "cluster_group.tsv", _CLUSTER_GROUP, "Phy"),
        ("u29k_kslabel_as_qrels", "cluster_KSLabel.tsv", _KSLABEL, "Kilosort"),
        ("u29k_si_metrics_as_qrels", "quality_metrics.csv", _METRICS, "SpikeInterface")], one_run=("kilosort4.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u29k_out_nwb", "units.nwb", "an NWB file"),
        ("u29k_out_ncs", "units.ncs", "a Neuralynx recording"),
        ("u29k_out_kwik", "units.kwik", "a Kwik file (klusta's HDF5)")], runs=_RECS3,
        setup=_runs_setup(f"recs={_RECS3}, seed=31"))
    return cases
