"""A university research computing centre's allocation committee's files (issue 45's hundred-and-fourth bar, u104a_):
Slurm's sacct job records, sreport's cluster utilization reports, squeue's and sshare's listings, #SBATCH job
scripts, Open XDMoD's CSV exports (and their table read as a frame) and ColdFront's REST API allocations.  (HDF5
files, and outputs named .sbatch, .slurm or .h5, are named by the older readers.)  By decision the committee's typed
ballots (member, place, account, partition), the reviewers' typed rating sheets (reviewer, date, account, ratings)
and the typed vote tally (account, counts, decision) stay undeclared: a Slurm account ('hpc-0417') is whatever name
a centre gives it, so no line holds a token of this field's own that can be checked; their refusals name the file
and line."""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

#: a job script's opening: its shebang (sbatch requires one), then comments or blank lines, then the first #SBATCH
#: directive; a shell script without one is any shell script, not a Slurm job's
_SBATCH = r"\A\ufeff?#![^\r\n]*\r?\n(?:[ \t]*(?:#[^\r\n]*)?\r?\n)*?#SBATCH[ \t]+--?[A-Za-z]"
#: sreport's cluster reports open with 80 dashes, then the report's title (Cluster Utilization,
#: Cluster/Account/User Utilization, Cluster/User/Account Utilization, ...), from src/sreport/cluster_reports.c
_SREPORT = r"\A\ufeff?-{80}[ \t]*\r?\nCluster(?:/(?:Account|User|Wckey))* Utilization \S"
#: PHP's fputcsv of XDMoD's export: 'title', the title, then 'parameters' (when the chart has any) or 'start,end'
_XDMOD = r"\A\ufeff?title[ \t]*\r?\n[^\r\n]+\r?\n(?:parameters|start,end)[ \t]*\r?$"

HPCALLOCATION = Field(
    team="a university research computing centre's HPC allocation committee (u104a_)",
    advice="give each source's ranking of a quarterly allocation round's, partition's or cluster's requests (the "
           "past usage efficiency, the queue waits, the reviewers' science ratings, the committee's votes) as a run, "
           "the round a query (round:2026-Q3/gpu) and each project a document "
           "(project:hpc-0417/climate-downscaling), the score higher for the better request: 'ROUND Q0 PROJECT RANK "
           "SCORE SOURCE'; the committee's awards are the qrels, 'ROUND 0 PROJECT GRADE'",
    files=(
        # sacct's field names are the header's cells, '|'-separated with --parsable2 (no dashed line) or in fixed
        # columns; JobID, Account, AllocCPUS and State are in its default format and in most sites' --format
        FieldFile("Slurm's sacct job accounting records (a header of its field names, JobID, ..., Account, "
                  "AllocCPUS, ..., State, ..., '|'-separated with --parsable2, then a job or step a line)",
                  "JobID|User|Account|Partition|AllocCPUS|Elapsed|CPUTimeRAW|State|Submit|Start\n"
                  "4185220|aokafor|hpc-0417|gpu|32|1-23:35:42|5482944|COMPLETED|2026-02-03T09:14:31|"
                  "2026-02-03T11:02:07\n", 1,
                  columns=("JobID", "Account", "AllocCPUS", "State")),
        FieldFile("Slurm's sreport cluster utilization report (80 dashes, 'Cluster/Account/User Utilization START - "
                  "END', 'Usage reported in CPU Minutes', then Cluster, Account, Login, Proper Name, Used in fixed "
                  "columns)",
                  "-" * 80 + "\nCluster/Account/User Utilization 2026-01-01T00:00:00 - 2026-03-31T23:59:59 (7776000 "
                  "secs)\nUsage reported in CPU Minutes\n" + "-" * 80 + "\n", 1,
                  line=_SREPORT),
        # squeue's default format '%.18i %.9P %.8j %.8u %.2t %.10M %.6D %R': its headers right-justified
        FieldFile("Slurm's squeue job listing (JOBID, PARTITION, NAME, USER, ST, TIME, NODES, NODELIST(REASON) in "
                  "fixed columns, a queued or running job a line)",
                  " " * 13 + "JOBID PARTITION     NAME     USER ST       TIME  NODES NODELIST(REASON)\n"
                  + " " * 11 + "4298112       gpu downscal  aokafor  R 1-07:42:18      1 gl1012\n", 1,
                  line=r"\A\ufeff?[ \t]*JOBID[ \t]+PARTITION[ \t]+NAME[ \t]+USER[ \t]+(?:ACCOUNT[ \t]+)?ST(?:ATE)?"
                       r"[ \t]+TIME[ \t]"),
        # sshare's columns from src/sshare/process.c: Account left-justified in 20, the rest right-justified
        FieldFile("Slurm's sshare fair-share table (Account, User, RawShares, NormShares, RawUsage, EffectvUsage, "
                  "FairShare in fixed columns, the accounts indented as a tree)",
                  "Account                    User  RawShares  NormShares    RawUsage  EffectvUsage  FairShare \n"
                  "-------------------- ---------- ---------- ----------- ----------- ------------- ---------- \n"
                  "root                                          0.000000   945793458      1.000000            \n", 1,
                  line=r"\A\ufeff?[ \t]*Account[ \t]+User[ \t]+RawShares[ \t]+NormShares[ \t]+RawUsage[ \t]"),
        FieldFile("a Slurm job script for sbatch (a shebang, then #SBATCH directives: --job-name, --account, "
                  "--partition, --time, ..., then the job's commands)",
                  "#!/bin/bash\n#SBATCH --job-name=downscale-wrf\n#SBATCH --account=hpc-0417\n"
                  "#SBATCH --partition=gpu\n#SBATCH --time=2-00:00:00\n\nsrun ./wrf.exe namelist.input\n", 1,
                  line=_SBATCH),
        # the export's '---------' lines bracket its table (classes/DataWarehouse/ExportBuilder.php, exportCsv)
        FieldFile("Open XDMoD's CSV export (title, the chart's title, parameters, start,end, the dates, '---------', "
                  "the dimension and its metrics such as 'CPU Hours: Total', a row each, '---------')",
                  "title\n\"CPU Hours: Total: by PI\"\nparameters\n\"Resource = greatlakes\"\nstart,end\n"
                  "2026-01-01,2026-03-31\n---------\nPI,\"CPU Hours: Total\"\n", 1,
                  line=_XDMOD, marks=(r"^---------[ \t]*\r?$",)),
        # the export's table read alone (pd.read_csv(skiprows=7)): a dimension, then XDMoD's metrics, named
        # 'STATISTIC: Total' or 'STATISTIC: Per Job' (CPU Hours: Total, GPU Hours: Total, Wall Hours: Per Job)
        FieldFile("Open XDMoD's exported data table (a dimension such as PI, Resource or User, then its metrics "
                  "such as 'CPU Hours: Total' or 'Wall Hours: Per Job')",
                  "PI,\"CPU Hours: Total\"\nhpc-0417,47354.5033\nhpc-0522,22965.1331\n", 1,
                  cell=r"^(?:cpu|gpu|node|wall|core) hours: (?:total|per job)$"),
        # DRF's AllocationSerializer (coldfront/plugins/api/serializers.py): pct_full is ColdFront's own
        FieldFile("ColdFront's REST API allocations (JSON from /api/allocations/: id, project, resource, status, "
                  "path, size, usage, pct_full, cost)",
                  '[{"id":417,"project":"Climate downscaling for the Great Lakes basin","resource":"greatlakes, '
                  'gpu","status":"Active","path":"","size":3000000.0,"usage":2841270.0,"pct_full":94.71,'
                  '"cost":null}]\n', 1,
                  keys=("pct_full", "project", "resource", "usage", "size", "path")),
    ))
