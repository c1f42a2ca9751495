"""Issue 45's twenty-ninth bar (u29c_*_as_run, u29c_*_as_qrels, u29c_api_*): an HPC benchmarking team's result files
given as a run or as qrels were told a field count or 'a JSON text'; a SPEC raw result file and its reports, MLPerf's
summary and accuracy log, HPL.out, STREAM's output, Phoronix's composite.xml, a TOP500 list, hyperfine's and Google
Benchmark's exports and perf stat's output are now named for their tool at both doors, plain and gzipped; runs
whose ids are the field's words stay read."""

import json

import pandas as pd
import pytest

import rankagg
from rankagg.io.hpc_benchmark_shapes import hpc_benchmark_shape
from tests.door_files import refusal_through_the_api

FILES = {
    "CPU2017.001.intrate.rsf": ("# Invocation command line:\n# /opt/cpu2017/bin/harness/runcpu intrate\n"
                                "spec.cpu2017.basepeak: 0\nspec.cpu2017.results.505_mcf_r.base.000.ratio: 8.23\n",
                                "SPEC raw result"),
    "bare.rsf": ("spec.cpu2017.action: validate\nspec.cpu2017.basepeak: 0\n", "SPEC raw result"),
    "CPU2017.001.intrate.csv": ('valid,1\n"SPEC CPU(R)2017 Integer Rate Result"\n\n"Full Results Table"\n'
                                'Benchmark,"Base # Copies","Est. Base Run Time","Est. Base Ratio"\n'
                                "505.mcf_r,384,503.119,1233.99\n", "SPEC CPU report"),
    "CPU2017.001.intrate.txt": ("                             SPEC(R) CPU2017 Integer Rate Result\n"
                                "Supermicro AS-2125HS-TNR (AMD EPYC 9654)     SPECrate(R)2017_int_base =  1120\n",
                                "SPEC CPU report"),
    "mlperf_log_summary.txt": ("================================================\nMLPerf Results Summary\n"
                               "================================================\nSUT name : PySUT\n"
                               "Samples per second: 41235.6\n", "MLPerf"),
    "mlperf_log_accuracy.json": ('[\n{"seq_id" : 0, "qsl_idx" : 412, "data" : "0000000000000040"}\n]\n', "MLPerf"),
    "HPL.out": ("================================================================================\n"
                "HPLinpack 2.3  --  High-Performance Linpack benchmark  --   December 2, 2018\n"
                "Written by A. Petitet and R. Clint Whaley\n", "HPL"),
    "hpl_results.txt": ("T/V                N    NB     P     Q               Time                 Gflops\n"
                        "WR11C2R4      180000   384     8     8            2134.56             1.8220e+04\n", "HPL"),
    "stream.out": ("-------------------------------------------------------------\nSTREAM version $Revision: 5.10 $\n"
                   "This system uses 8 bytes per array element.\n", "STREAM"),
    "stream_rates.txt": ("Function    Best Rate MB/s  Avg time     Min time     Max time\n"
                         "Copy:          312345.6     0.052345     0.051234     0.053456\n", "STREAM"),
    "top500.csv": ("Rank,Previous Rank,Name,Computer,Site,Rmax [TFlop/s],Rpeak [TFlop/s]\n"
                   "1,1,El Capitan,HPE Cray EX255a,DOE/NNSA/LLNL,1742000.00,2746380.00\n", "TOP500"),
    "hyperfine.csv": ("command,mean,stddev,median,user,system,min,max\n./a,0.5,0.01,0.5,3.9,0.1,0.5,0.54\n",
                      "hyperfine"),
    "hyperfine.json": ('{\n  "results": [\n    {\n      "command": "./a",\n      "mean": 0.52,\n      "stddev": 0.01,'
                       '\n      "times": [0.5, 0.54]\n    }\n  ]\n}\n', "hyperfine"),
    "bench.json": ('{\n  "context": {\n    "host_name": "n01",\n    "num_cpus": 192\n  },\n  "benchmarks": [\n'
                   '    {"name": "BM_Copy/1024", "run_type": "iteration", "real_time": 78.1, "time_unit": "ns"}\n'
                   '  ]\n}\n', "Google Benchmark"),
    "perf_stat.txt": ("\n Performance counter stats for './stream_c.exe':\n\n"
                      "         12,345.67 msec task-clock                #    1.000 CPUs utilized\n", "perf stat"),
    "perf_stat.csv": ("12345.67,msec,task-clock,12345670000,100.00,1.000,CPUs utilized\n"
                      "45678901234,,cycles,12345670000,100.00,3.700,GHz\n", "perf stat"),
}
RUN = "HPL_N180000 Q0 epyc9654_2s_ddr5 1 1.8220e+04 lab_a\nHPL_N180000 Q0 xeon8480_hbm 2 1.6950e+04 lab_a\n"
QRELS = "HPL_N180000 0 epyc9654_2s_ddr5 2\n"


@pytest.mark.parametrize("gz", [False, True])
@pytest.mark.parametrize("door", ["run", "qrels"])
@pytest.mark.parametrize("name", sorted(FILES))
def test_named_for_its_tool_at_both_doors(tmp_path, name, door, gz):
    content, what = FILES[name]
    name = name + (".gz" if gz else "")
    message = refusal_through_the_api(tmp_path, name, content.encode(), RUN, door)
    assert name in message and what in message and "WORKLOAD Q0 MACHINE RANK SCORE" in message, message


@pytest.mark.parametrize("text", [RUN, QRELS, "HPL Q0 STREAM 1 1.8e+04 SPEC\n", "T/V Q0 N 1 2 Gflops\n",
                                  "Function Q0 Copy: 1 312345.6 MB/s\n", "command 0 mean 1\n",
                                  "1 2 3 4 5 6\n", "Rank Q0 Rmax 1 2 t\n", "spec.cpu2017 Q0 d 1 2 t\n",
                                  "MLPerf 0 resnet50 1\n", "Performance Q0 counter 1 2 stats\n"])
def test_runs_and_qrels_are_never_claimed(text):
    assert hpc_benchmark_shape("x.run", text.splitlines()) is None


def test_a_run_named_for_the_field_is_read(tmp_path):
    run, qrels = tmp_path / "HPL.run", tmp_path / "STREAM.qrels"
    run.write_text(RUN)
    qrels.write_text(QRELS)
    assert rankagg.evaluate(str(run), str(qrels), measures=["P@1"])["P@1"] == 1.0


def test_google_benchmark_json_loaded_in_python():
    with pytest.raises(Exception) as err:
        rankagg.fuse(json.loads(FILES["bench.json"][0]), method="rrf")
    assert "Google Benchmark" in str(err.value)


@pytest.mark.parametrize("name", ["top500.csv", "hyperfine.csv"])
def test_tables_as_frames(tmp_path, name):
    path = tmp_path / name
    path.write_text(FILES[name][0])
    with pytest.raises(Exception) as err:
        rankagg.fuse(pd.read_csv(path), method="borda")
    assert FILES[name][1] in str(err.value)
