"""Issue 45's hundred-and-fourth bar of scripts/reliability_matrix.py, a university research computing centre's
allocation committee (the centre's HPC staff and a faculty committee), ranking allocation requests per cluster,
partition and quarterly allocation round from past usage efficiency, queue waits, reviewers' science ratings and the
committee's votes (its cases, ids ``u104a_``, registered in its ``cases()``); the mechanics
(:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.
(Written by a persona session, before any of its recognisers existed.)

The team's day: each quarterly allocation round, partition and cluster (``round:2026-Q3/gpu``, the round, then the
request pool; ``partition:2026-Q3/bigmem``; ``cluster:2026-Q3/greatlakes``) is a query and each project a document
(``project:hpc-0417/climate-downscaling``, the project as the centre writes it: its Slurm allocation account, then a
slug); the runs are the past usage efficiency (core-hours used over granted), the queue waits, the reviewers' science
ratings and the committee's votes, turned to scores in [0, 1] at four decimals.  They are fused with RRF, Borda and
CombSUM, the committee's votes weighted highest (the centre's allocation policy gives the faculty committee the
award), and judged against the committee's awards (2 full award, 1 partial award, 0 declined).  The mistakes and odd
files: the field's own files given where runs or qrels are read (Slurm's sacct --parsable2 job records, sreport's
cluster AccountUtilizationByUser report (fixed-width), squeue's default listing (fixed-width), sshare's fair-share
table (fixed-width), an #SBATCH job script, Open XDMoD's CSV export, ColdFront's REST API allocations answer (JSON),
an HDF5 result file (binary), the reviewers' rating sheet, a committee member's ballot and the committee's vote tally
as the committee's secretary types them; the sacct records and the ColdFront answer given as judgements), and outputs
named for the field's files (a job script .sbatch and .slurm, a job log slurm-<jobid>.out, an HDF5 .h5).
(Checked: sacct's --parsable2 from Slurm's source (SchedMD/slurm, src/common/print_fields.c: with
PRINT_FIELDS_PARSABLE_NO_ENDING the header is the field names joined by '|', no dashed line, and each row's last
field has no '|' after it; an unset number prints empty) and the field names from src/sacct/sacct.c's fields[]
(JobID, User, Account, Partition, AllocCPUS, Elapsed, CPUTimeRAW, State, Submit, Start); Elapsed as
[days-]HH:MM:SS and the dates as ISO 8601 (slurm_make_time_str's default) are from the sacct man page; -X keeps
to the allocations, so no job steps are written (their columns would need checking); the jobs, users and times are
illustrative.  sreport's cluster AccountUtilizationByUser report from src/sreport/cluster_reports.c
(cluster_account_by_user: 80 dashes, 'Cluster/Account/User Utilization START - END (N secs)', 'Usage reported in
CPU Minutes', 80 dashes; the default format Cluster,Ac,Login,Proper,Used,Energy; Cluster 9, Account 15, Login 9,
Proper Name 15 wide, right-justified, a space after each, a value longer than its column cut with '+', so
'greatlakes' prints 'greatlak+') and src/sreport/common.c (sreport_set_usage_col_width: Used 8 wide, one more per
decade from 10^8 of the largest allocated seconds; Energy 8 wide at zero) and print_fields.c (the header, then a
dashed line of each width and a space); the proper names are illustrative GECOS names.  squeue's default listing
from its default format '%.18i %.9P %.8j %.8u %.2t %.10M %.6D %R' (quoted as the default by several sites' notes and
a client's tests, found by the code search; squeue's own opts.c not read), headers JOBID PARTITION NAME USER ST TIME
NODES NODELIST(REASON), values cut to their widths; the pending reasons are Slurm's reason names as remembered
(AssocGrpBillingMinutes, Priority), a guess.  sshare's table from src/sshare/process.c (an older stored version;
fields[]: Account -20 wide and left-justified, User 10, RawShares 10, NormShares 11, RawUsage 11, EffectvUsage 13,
FairShare 10; the Fair Tree default format A,User,RawShares,NormShares,RawUsage,Eff,Fairshare; the account names
indented by the tree, users' rows naming their account; FairShare empty on account rows) and print_fields.c
(doubles as %f, six decimals); the root row's empty RawShares and the indentation of one space a level are from
memory, a guess.  The job script from the sbatch man page ('#SBATCH' lines before the first command; output by
default to slurm-%j.out); the modules and program illustrative.  Open XDMoD's CSV export from its writer (ubccr/xdmod,
classes/DataWarehouse/ExportBuilder.php, exportCsv: PHP's fputcsv of 'title', the title, 'parameters', each
parameter, 'start,end', the dates, '---------', the headers, the rows, '---------'; fputcsv quotes a field holding a
space, comma, quote, backslash, tab or line break, PHP's rule from memory) and its unit test's expected text
(ExportBuilderTest, namespace UnitTests\\DataWarehouse: title, Title, parameters, param1=value1, start,end, the
dates, ---------, the headers, a row, ---------); the title, the parameter's wording ('Resource = greatlakes'),
the column header 'CPU Hours: Total' and the numbers' decimals are guesses.  ColdFront's REST API answer from its
API plugin as stored for ubccr/coldfront (coldfront/plugins/api/serializers.py, AllocationSerializer: id, project
(the project's title), resource (its resources' names joined with ', '), status, path, size as a float, usage,
pct_full (usage over size, a percentage at two decimals), cost; views.py and urls.py: /api/allocations/ a list, no
pagination set in coldfront/config/plugins/api.py, /api/allocations/<id>/ one allocation) rendered by Django REST
framework's JSONRenderer (compact, ensure_ascii off: DRF's defaults, from memory); the types of usage and cost are
a guess.  The HDF5 file's superblock version 0 as the HDF5 File Format Specification lays it out (Level 0A, from
memory: the signature \\x89HDF\\r\\n\\x1a\\n, the versions, sizes of offsets and lengths 8, group leaf and
internal node K 4 and 16, flags, base, free-space (undefined), end-of-file and driver (undefined) addresses, then the
root group's symbol table entry), the signature and those fields confirmed by HDF5 readers' sources in the docs
search (docs.rs: rust_hdf5 and rustyhdf5_format's superblock.rs), the K values HDF5's defaults as remembered; its
objects trimmed to zeros.
Left out, as they could not be checked byte for byte: sacct --json and Slurm's REST API (their data_parser
versions' key order), ACCESS's allocations API (no stored answer), XDMoD's JSON export, Slurm's own binary state
files (no magic to check).  The rating sheet, the ballot and the vote tally are typed here as the committee's
secretary writes them.)

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import json
import struct

from .case import Case, command_cases, fusion_checks, named_at, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

HUNDREDFOURTH_HPCALLOCATION = ("45 Unseen inputs: a hundred-and-fourth bar, a university research computing centre's "
                               "allocation committee ranking allocation requests per cluster, partition and quarterly "
                               "round from past usage efficiency, queue waits, reviewers' science ratings and the "
                               "committee's votes (Slurm's sacct --parsable2 records, sreport's utilization report, "
                               "squeue's and sshare's listings, #SBATCH job scripts, Open XDMoD's CSV export, "
                               "ColdFront's allocations API JSON, HDF5 result files, rating sheets, ballots and vote "
                               "tallies as typed)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['usage_efficiency', 'queue_wait', 'science_ratings', 'committee_votes'],
    items=['project:hpc-0417/climate-downscaling', 'project:hpc-0522/cryo-em-reconstruction',
           'project:hpc-0138/lattice-qcd', 'project:hpc-0609/genome-assembly', 'project:hpc-0291/turbulence-les',
           'project:hpc-0733/llm-finetuning', 'project:hpc-0356/protein-md', 'project:hpc-0815/seismic-inversion'],
    queries=['round:2026-Q3/gpu', 'partition:2026-Q3/bigmem', 'cluster:2026-Q3/greatlakes', 'round:2026-Q3/standard',
             'partition:2026-Q3/gpu-a100', 'cluster:2026-Q3/lighthouse'],
    suffix='/supplemental', generator='allocation_scores', judgements='committee_awards'
) + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "allocation_scores", "allocation_rankings.run")

_RECS3 = ["usage_efficiency", "science_ratings", "committee_votes"]
_OUT = ("allocation_rankings.run",)
_ONE_RUN = ("round:2026-Q3/gpu Q0 project:hpc-0417/climate-downscaling 1 0.9412 committee_votes\n"
            "round:2026-Q3/gpu Q0 project:hpc-0522/cryo-em-reconstruction 2 0.8861 committee_votes\n")


# the team's files, as Slurm's commands, Open XDMoD, ColdFront, the projects' codes and the committee's secretary
# write them
# sacct's job records (sacct -X --allusers --parsable2 --starttime=2026-01-01 --endtime=2026-03-31
# --format=JobID,User,Account,Partition,AllocCPUS,Elapsed,CPUTimeRAW,State,Submit,Start): the field names joined by
# '|', then a job a line, no '|' at the end
def _elapsed(secs: int) -> str:
    days, rest = divmod(secs, 86400)
    hms = "%02d:%02d:%02d" % (rest // 3600, rest % 3600 // 60, rest % 60)
    return f"{days}-{hms}" if days else hms


def _sacct() -> str:
    jobs = [("4185220", "aokafor", "hpc-0417", "gpu", 32, 171342, "COMPLETED", "2026-02-03T09:14:31",
             "2026-02-03T11:02:07"),
            ("4185231", "aokafor", "hpc-0417", "gpu", 32, 172800, "TIMEOUT", "2026-02-03T09:20:12",
             "2026-02-03T13:40:55"),
            ("4190877", "mlindgren", "hpc-0522", "gpu-a100", 64, 41233, "COMPLETED", "2026-02-11T16:02:44",
             "2026-02-12T01:17:30"),
            ("4191002", "mlindgren", "hpc-0522", "gpu-a100", 64, 612, "FAILED", "2026-02-11T16:40:03",
             "2026-02-12T03:55:12"),
            ("4203318", "rdasgupta", "hpc-0138", "standard", 1024, 86112, "COMPLETED", "2026-03-02T08:00:19",
             "2026-03-02T08:03:41"),
            ("4210456", "tnakamura", "hpc-0609", "largemem", 36, 30744, "OUT_OF_MEMORY", "2026-03-09T21:12:50",
             "2026-03-10T02:48:09")]
    lines = ["JobID|User|Account|Partition|AllocCPUS|Elapsed|CPUTimeRAW|State|Submit|Start"]
    lines += [f"{j}|{u}|{a}|{p}|{c}|{_elapsed(e)}|{c * e}|{s}|{sub}|{st}" for j, u, a, p, c, e, s, sub, st in jobs]
    return "\n".join(lines) + "\n"


_SACCT = _sacct()
_SACCT_NAME = "sacct_2026-Q1.txt"


# sreport's cluster AccountUtilizationByUser report (sreport cluster AccountUtilizationByUser cluster=greatlakes
# accounts=hpc-0417,hpc-0522 start=2026-01-01 end=2026-04-01): the banner between lines of 80 dashes, then fixed-width
# columns right-justified with a space after each, 'greatlakes' cut to 'greatlak+'
def _fixed(cells: list[str], widths: list[int]) -> str:
    return "".join("%*.*s " % (w, w, c if len(c) <= w else c[:w - 1] + "+") for c, w in zip(cells, widths))


def _sreport() -> str:
    widths = [9, 15, 9, 15, 9, 8]
    rows = [("greatlakes", "hpc-0417", "", "", "2841270"),
            ("greatlakes", "hpc-0417", "aokafor", "Amara Okafor", "2208114"),
            ("greatlakes", "hpc-0417", "jwhitfield", "Jonah Whitfield", "633156"),
            ("greatlakes", "hpc-0522", "", "", "1377908"),
            ("greatlakes", "hpc-0522", "mlindgren", "Maja Lindgren", "1377908")]
    dashes = "-" * 80 + "\n"
    head = [_fixed(["Cluster", "Account", "Login", "Proper Name", "Used", "Energy"], widths),
            " ".join("-" * w for w in widths) + " "]
    body = [_fixed([c, a, lg or " ", pn or " ", used, "0"], widths) for c, a, lg, pn, used in rows]
    return (dashes + "Cluster/Account/User Utilization 2026-01-01T00:00:00 - 2026-03-31T23:59:59 (7776000 secs)\n"
            "Usage reported in CPU Minutes\n" + dashes + "\n".join(head + body) + "\n")


_SREPORT = _sreport()
_SREPORT_NAME = "sreport_account_utilization_2026-Q1.txt"


# squeue's default listing (squeue -A hpc-0417,hpc-0522,hpc-0138): '%.18i %.9P %.8j %.8u %.2t %.10M %.6D %R', each
# value right-justified and cut to its width, the node list or the pending reason last
def _squeue() -> str:
    widths = [18, 9, 8, 8, 2, 10, 6]
    rows = [("JOBID", "PARTITION", "NAME", "USER", "ST", "TIME", "NODES", "NODELIST(REASON)"),
            ("4298112", "gpu", "downscale-wrf", "aokafor", "R", "1-07:42:18", "1", "gl1012"),
            ("4298140", "gpu", "downscale-wrf", "aokafor", "PD", "0:00", "1", "(AssocGrpBillingMinutes)"),
            ("4301577", "gpu-a100", "relion-refine", "mlindgren", "R", "5:13:02", "2", "gl[1501-1502]"),
            ("4302010", "standard", "hmc-ensemble", "rdasgupta", "PD", "0:00", "32", "(Priority)")]
    return "".join(" ".join("%*.*s" % (w, w, c) for c, w in zip(r, widths)) + " " + r[-1] + "\n" for r in rows)


_SQUEUE = _squeue()
_SQUEUE_NAME = "squeue_2026-06-14.txt"


# sshare's fair-share table (sshare -a -A hpc-0417,hpc-0522), Fair Tree's default columns: Account left-justified in
# 20, the rest right-justified, doubles at six decimals, a space after each column
def _sshare() -> str:
    def row(acct: str, user: str, raw: str, norm: float | None, usage: int, eff: float, fs: float | None) -> str:
        return ("%-20.20s " % acct + "%10.10s " % user + "%10s " % raw
                + ("%11f " % norm if norm is not None else " " * 12) + "%11d " % usage + "%13f " % eff
                + ("%10f " % fs if fs is not None else " " * 11))

    head = ("%-20.20s %10.10s %10.10s %11.11s %11.11s %13.13s %10.10s "
            % ("Account", "User", "RawShares", "NormShares", "RawUsage", "EffectvUsage", "FairShare"))
    dash = " ".join("-" * w for w in (20, 10, 10, 11, 11, 13, 10)) + " "
    rows = [row("root", "", "", 0.0, 945793458, 1.0, None),
            row(" hpc-0417", "", "1", 0.012346, 170476200, 0.180247, None),
            row("  hpc-0417", "aokafor", "1", 0.5, 132486840, 0.140081, 0.402116),
            row("  hpc-0417", "jwhitfield", "1", 0.5, 37989360, 0.040166, 0.751323),
            row(" hpc-0522", "", "1", 0.012346, 82674480, 0.087413, None),
            row("  hpc-0522", "mlindgren", "1", 1.0, 82674480, 0.087413, 0.587302)]
    return "\n".join([head, dash] + rows) + "\n"


_SSHARE = _sshare()
_SSHARE_NAME = "sshare_2026-06-14.txt"

# a project's job script as submitted with sbatch: the shebang, #SBATCH directives, then the commands
_SBATCH = ("#!/bin/bash\n#SBATCH --job-name=downscale-wrf\n#SBATCH --account=hpc-0417\n#SBATCH --partition=gpu\n"
           "#SBATCH --nodes=1\n#SBATCH --ntasks-per-node=4\n#SBATCH --gpus-per-node=4\n#SBATCH --cpus-per-task=8\n"
           "#SBATCH --mem=180G\n#SBATCH --time=2-00:00:00\n#SBATCH --mail-type=END,FAIL\n"
           "#SBATCH --output=%x-%j.out\n\nmodule load gcc/13.2.0 openmpi/5.0.3 cuda/12.4\n"
           "cd $SLURM_SUBMIT_DIR\nsrun ./wrf.exe namelist.input\n")
_SBATCH_NAME = "downscale_wrf.sbatch"


# Open XDMoD's CSV export (Usage tab, CPU Hours: Total by PI, Export > CSV): PHP's fputcsv line by line, a field
# quoted when it holds a space, comma, quote, backslash, tab or line break
def _fputcsv(fields: list[str]) -> str:
    def one(f: str) -> str:
        return '"' + f.replace('"', '""') + '"' if any(ch in f for ch in ' ,"\\\t\r\n') else f
    return ",".join(one(f) for f in fields) + "\n"


_XDMOD = "".join(_fputcsv(r) for r in [
    ["title"], ["CPU Hours: Total: by PI"], ["parameters"], ["Resource = greatlakes"], ["start", "end"],
    ["2026-01-01", "2026-03-31"], ["---------"], ["PI", "CPU Hours: Total"],
    ["hpc-0417", "47354.5033"], ["hpc-0522", "22965.1331"], ["hpc-0138", "24494.9333"], ["hpc-0609", "1897.2000"],
    ["---------"]])
_XDMOD_NAME = "xdmod_cpu_hours_by_pi_2026-Q1.csv"


# ColdFront's REST API (GET /api/allocations/ with a staff token): Django REST framework's compact JSON, a list of
# allocations (id, project, resource, status, path, size, usage, pct_full, cost)
def _allocation(i: int, title: str, resource: str, size: float, usage: float) -> dict:
    return {"id": i, "project": title, "resource": resource, "status": "Active", "path": "", "size": size,
            "usage": usage, "pct_full": round(usage / size * 100, 2), "cost": None}


_COLDFRONT_ONE = _allocation(417, "Climate downscaling for the Great Lakes basin", "greatlakes, gpu", 3000000.0,
                             2841270.0)
_COLDFRONT = json.dumps([
    _COLDFRONT_ONE,
    _allocation(522, "Cryo-EM reconstruction of membrane transporters", "greatlakes, gpu-a100", 1500000.0,
                1377908.0),
    _allocation(138, "Lattice QCD at the physical point", "greatlakes, standard", 2000000.0, 1469696.0),
    _allocation(609, "De novo assembly of polyploid crop genomes", "greatlakes, largemem", 400000.0, 113832.0)],
    separators=(",", ":"), ensure_ascii=False)
_COLDFRONT_NAME = "coldfront_allocations.json"


# an HDF5 result file a project attached to its request (superblock version 0: the signature, versions, sizes,
# B-tree K values, flags, the four addresses, the root group's symbol table entry), its objects trimmed to zeros
def _hdf5() -> bytes:
    size, undef = 2048, 0xFFFFFFFFFFFFFFFF
    sb = (b"\x89HDF\r\n\x1a\n" + bytes([0, 0, 0, 0, 0, 8, 8, 0]) + struct.pack("<HHI", 4, 16, 0)
          + struct.pack("<QQQQ", 0, undef, size, undef)
          + struct.pack("<QQII", 0, 96, 1, 0) + struct.pack("<QQ", 136, 680))
    return sb + b"\x00" * (size - len(sb))


_HDF5 = _hdf5()
_HDF5_NAME = "downscaled_precip_2025.h5"

# a reviewer's rating sheet as the committee's secretary types it from the review forms: reviewer, date, account,
# science merit, computational readiness, past efficiency, overall: seven fields a line
_RATING_SHEET = ("okonkwo 2026-05-12 hpc-0417 5 4 4 4.3\n"
                 "okonkwo 2026-05-12 hpc-0522 4 5 3 4.0\n"
                 "brennan 2026-05-13 hpc-0138 5 5 4 4.7\n"
                 "brennan 2026-05-13 hpc-0609 3 3 2 2.7\n"
                 "vasquez 2026-05-14 hpc-0291 4 4 5 4.3\n")
# a committee member's ballot as typed for the allocation meeting: member, place, account, partition: four fields
_BALLOT = "reyes 1 hpc-0417 gpu\nreyes 2 hpc-0522 gpu-a100\nreyes 3 hpc-0733 gpu\nreyes 4 hpc-0291 gpu\n"
# the committee's vote tally as the secretary types it after the meeting: account, full, partial, decline, abstain,
# decision: six fields a line
_VOTE_TALLY = ("hpc-0417 6 2 1 0 full\nhpc-0522 5 3 1 0 full\nhpc-0138 3 5 1 0 partial\n"
               "hpc-0609 1 3 4 1 declined\n")


def hundredfourth_bar_hpcallocation_cases() -> list[Case]:
    G = HUNDREDFOURTH_HPCALLOCATION
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="allocation_scores", judgements="committee_awards", runs=_RECS3,
        stem="allocation_rankings", outputs=_OUT, item="project", rounded="science_ratings",
        weights="{'usage_efficiency': 0.5, 'queue_wait': 0.5, 'science_ratings': 1.0, 'committee_votes': 2.0}",
        lone_query="R['science_ratings']['round:2026-Q3/startup'] = "
                   "{'project:hpc-0815/seismic-inversion': 0.9, 'project:hpc-0733/llm-finetuning': 0.4}\n",
        trust="usage_efficiency 1\nscience_ratings 1\ncommittee_votes 2\n",
        trust_dict="{'usage_efficiency': 1, 'science_ratings': 1, 'committee_votes': 2}",
        texts={
            "rrf": ("u104a_rrf_allocation_scores",
                    "rankagg.fuse({source: {round, partition or cluster: {project: score}}}, method='rrf'): the usage "
                    "efficiency, the queue waits, the science ratings and the committee's votes, six rankings "
                    "('round:2026-Q3/gpu'), projects as 'project:hpc-0417/climate-downscaling'"),
            "borda": ("u104a_borda_project_not_rated_by_all",
                      "rankagg.fuse(..., method='borda'): a new project with no usage history and no reviewer "
                      "assigned yet, so some sources have no score for it"),
            "combsum": ("u104a_combsum_rounded_science_ratings",
                        "rankagg.fuse(..., method='combsum'): the reviewers' science ratings as averages at one "
                        "decimal (many ties), beside the usage efficiency and the committee's votes"),
            "fuser": ("u104a_weighted_fuser_committee_votes",
                      "rankagg.Fuser('rrf', weights=...) per round, partition and cluster: the committee's votes "
                      "count 2, as the centre's allocation policy gives the faculty committee the award"),
            "frame": ("u104a_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the secretary's sheet, a "
                      "row per round, project and source"),
            "evaluate": ("u104a_evaluate_committee_awards",
                         "rankagg.evaluate(fused ranking, the committee's awards, ['nDCG@5', 'AP', 'P@3']): does the "
                         "fused ranking put the fully awarded projects first"),
            "lone": ("u104a_startup_round_only_science_ratings",
                     "rankagg.fuse(..., method='rrf'): the quarter's startup requests, which only the science "
                     "ratings cover, beside rounds and partitions every source covers"),
            "cli_rrf": ("u104a_cli_rrf_runs",
                        "rankagg fuse usage_efficiency.run science_ratings.run committee_votes.run --method rrf -o "
                        "allocation_rankings.run: one run per source, rounds and partitions as queries"),
            "cli_borda": ("u104a_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the committee's "
                          "votes count double)"),
            "cli_combsum": ("u104a_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four requests a partition can award "
                            "a quarter"),
            "cli_evaluate": ("u104a_cli_evaluate_committee_awards_qrels",
                             "rankagg evaluate allocation_rankings.run --qrels committee_awards.qrels -m ndcg_cut.5 "
                             "-m map: the fused ranking against the committee's awards (0-2)"),
            "cli_parquet": ("u104a_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o allocation_rankings.parquet: gzipped runs from "
                            "the centre's cron jobs, a Parquet table for the committee's notebook")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u104a_sacct_parsable2_as_run", "Slurm's sacct --parsable2 job records (JobID|User|Account|Partition|"
         "AllocCPUS|Elapsed|CPUTimeRAW|State|Submit|Start, '|'-separated, a header line)", _SACCT_NAME, _SACCT,
         "sacct", named_at(_SACCT_NAME, _SACCT)),
        ("u104a_sreport_account_utilization_as_run", "sreport's cluster AccountUtilizationByUser report (dashed "
         "banner, 'Usage reported in CPU Minutes', fixed-width Cluster, Account, Login, Proper Name, Used, Energy)",
         _SREPORT_NAME, _SREPORT, "sreport", named_at(_SREPORT_NAME, _SREPORT)),
        ("u104a_squeue_default_as_run", "squeue's default listing (JOBID PARTITION NAME USER ST TIME NODES "
         "NODELIST(REASON), fixed-width, pending reasons in parentheses)", _SQUEUE_NAME, _SQUEUE, "squeue",
         named_at(_SQUEUE_NAME, _SQUEUE)),
        ("u104a_sshare_fairshare_as_run", "sshare's fair-share table (Account, User, RawShares, NormShares, "
         "RawUsage, EffectvUsage, FairShare; accounts indented as a tree)", _SSHARE_NAME, _SSHARE, "sshare",
         named_at(_SSHARE_NAME, _SSHARE)),
        ("u104a_sbatch_job_script_as_run", "a project's Slurm job script as given to sbatch (#!/bin/bash, #SBATCH "
         "directives, module load, srun)", _SBATCH_NAME, _SBATCH, "sbatch", named_at(_SBATCH_NAME, _SBATCH)),
        ("u104a_xdmod_csv_export_as_run", "Open XDMoD's CSV export (title, parameters, start,end, '---------', "
         "PI,\"CPU Hours: Total\" rows, '---------')", _XDMOD_NAME, _XDMOD, "XDMoD", named_at(_XDMOD_NAME, _XDMOD)),
        ("u104a_coldfront_allocations_json_as_run", "ColdFront's REST API allocations answer (/api/allocations/: id, "
         "project, resource, status, path, size, usage, pct_full, cost; compact)", _COLDFRONT_NAME, _COLDFRONT,
         "ColdFront", f"{_COLDFRONT_NAME}:1"),
        ("u104a_hdf5_result_file_as_run", "an HDF5 result file attached to a request (\\x89HDF\\r\\n\\x1a\\n, "
         "superblock version 0)", _HDF5_NAME, _HDF5, "HDF5", _HDF5_NAME),
        ("u104a_rating_sheet_as_run", "a reviewer's rating sheet as typed (seven fields a line: reviewer, date, "
         "account, science, readiness, efficiency, overall)", "science_ratings_2026-Q3.txt", _RATING_SHEET,
         "rating sheet", "science_ratings_2026-Q3.txt:1"),
        ("u104a_committee_ballot_as_run", "a committee member's ballot as typed for the meeting (four fields a line: "
         "member, place, account, partition)", "ballot_reyes_2026-Q3.txt", _BALLOT, "ballot",
         "ballot_reyes_2026-Q3.txt:1"),
        ("u104a_vote_tally_as_run", "the committee's vote tally as the secretary types it (six fields a line: "
         "account, full, partial, decline, abstain, decision)", "vote_tally_2026-Q3.txt", _VOTE_TALLY, "vote tally",
         "vote_tally_2026-Q3.txt:1")],
        one_run=("committee_votes.run", _ONE_RUN), stem="allocation_rankings",
        text_why="trec_eval refuses a line of other than six fields, and a vote tally's six are an allocation "
                 "account, four counts and a decision, not a run's; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; an HDF5 file read as lines gives no ranking: named by what it is")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u104a_committee_ballot_as_qrels", "ballot_reyes_2026-Q3.txt", _BALLOT, "ballot"),
        ("u104a_vote_tally_as_qrels", "vote_tally_2026-Q3.txt", _VOTE_TALLY, "vote tally"),
        ("u104a_sacct_parsable2_as_qrels", _SACCT_NAME, _SACCT, "sacct"),
        ("u104a_coldfront_allocations_json_as_qrels", _COLDFRONT_NAME, _COLDFRONT, "ColdFront")],
        one_run=("committee_votes.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u104a_out_sbatch_job_script", "award_jobs.sbatch", "a Slurm job script (sbatch)"),
        ("u104a_out_slurm_job_script", "allocation_rankings.slurm", "a Slurm job script (.slurm)"),
        ("u104a_out_slurm_job_log", "slurm-4298112.out", "a Slurm job's output log (slurm-%j.out)"),
        ("u104a_out_hdf5", "allocation_rankings.h5", "an HDF5 file")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=104"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u104a_api_coldfront_allocation_dict",
            "rankagg.fuse(json.load(coldfront_allocation_417.json)): ColdFront's REST API answer for one allocation "
            "(/api/allocations/417/), loaded in Python, given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('r.json', encoding='utf-8')), method='rrf')\n",
            "ColdFront", why="a run maps a query to {document: score}; a ColdFront allocation is one record (its id, "
            "the project's title, the resources, status, path, size, usage, pct_full and cost)",
            files={"r.json": json.dumps(_COLDFRONT_ONE, separators=(",", ":"), ensure_ascii=False)}),
        bad("u104a_api_xdmod_csv_frame",
            "rankagg.fuse(pd.read_csv(xdmod_cpu_hours_by_pi_2026-Q1.csv, skiprows=7)): Open XDMoD's CSV export, "
            "its title, parameters and dates skipped, given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('r.csv', skiprows=7), method='borda')\n",
            "XDMoD", why="a table of runs has qid, docid, run and score columns; XDMoD's export has a PI a row and "
            "its CPU hours ('PI', 'CPU Hours: Total'), then the closing '---------' row",
            files={"r.csv": _XDMOD}),
    ]
    return cases
