"""Issue 45's twenty-eighth bar of scripts/reliability_matrix.py, a power systems team's contingency ranking across severity indices and solvers (MATPOWER, PSS/E RAW, IEEE CDF, pandapower, OpenDSS) (its cases, ids ``u28g_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's."""

from __future__ import annotations

from .case import Case, command_cases

TWENTYEIGHTH_POWERGRID = "45 Unseen inputs: a twenty-eighth bar, a power systems team's contingency ranking across severity indices and solvers (MATPOWER, PSS/E RAW, IEEE CDF, pandapower, OpenDSS)"


_RUN = "summer_peak_2027 Q0 BR_101-102_CKT_1 1 182.5 pi_overload\nsummer_peak_2027 Q0 GEN_3011_1 2 141.0 pi_overload\n"
_FILES = {
    "case118.m": "function mpc = case118\n%CASE118    Power flow data for IEEE 118 bus test case.\nmpc.version = '2';\nmpc.baseMVA = 100;\nmpc.bus = [\n\t1\t2\t51\t27\t0\t0\t1\t0.955\t10.67\t138\t1\t1.06\t0.94;\n];\n",
    "case.raw": "0,   100.00, 33, 0, 1, 60.00     / PSS(R)E-33.0    WED, DEC 02 2026\nSUMMER PEAK 2027\nBASE CASE\n101,'NUC-A       ', 21.6000,2,   1,   1,   1,1.02000,  -6.1,1.10000,0.90000,1.10000,0.90000\n0 / END OF BUS DATA, BEGIN LOAD DATA\n",
    "n1.con": "CONTINGENCY 'BR1'\nOPEN BRANCH FROM BUS 101 TO BUS 102 CIRCUIT 1\nEND\nCONTINGENCY 'GEN3011'\nREMOVE MACHINE 1 FROM BUS 3011\nEND\nEND\n",
    "ieee14.cdf": "08/19/93 UW ARCHIVE           100.0  1962 W IEEE 14 Bus Test Case\nBUS DATA FOLLOWS                            14 ITEMS\n   1 Bus 1     HV  1  1  3 1.060    0.0      0.0      0.0    232.4   -16.9     0.0  1.060     0.0     0.0   0.0    0.0        0\n-999\n",
    "net.json": '{\n    "_module": "pandapower.auxiliary",\n    "_class": "pandapowerNet",\n    "_object": {\n        "bus": {"_module": "pandas.core.frame", "_class": "DataFrame", "_object": "{}"}\n    }\n}\n',
    "master.dss": "Clear\nNew Circuit.IEEE13Nodeckt basekv=115 pu=1.0001 phases=3 bus1=SourceBus\nRedirect IEEELineCodes.DSS\nSolve\n",
    "case.aux": "DATA (Bus, [BusNum, BusName, BusNomVolt])\n{\n1 \"ONE\" 138.0\n}\n",
    "case.sav": b"\x00\x00\x00\x21PSS/E SAVED CASE\x00\x01\x02\x03" + bytes(range(256)),
}

#: what each message must name (made stricter at the merge: the cases asked for the file's name only, which a field
#: count met); a PSS/E .sav's layout is not public, so its refusal is the reader's NUL byte at its file and line
_TOOLS = {"case118.m": "MATPOWER", "case.raw": "PSS/E", "n1.con": "PSS/E", "ieee14.cdf": "IEEE Common Data Format",
          "net.json": "pandapower", "master.dss": "OpenDSS", "case.aux": "PowerWorld", "case.sav": "NUL byte"}


def twentyeighth_bar_powergrid_cases() -> list[Case]:
    cli_bad = command_cases(TWENTYEIGHTH_POWERGRID)[1]
    cases = []
    for name, body in _FILES.items():
        key, tool = name.replace(".", "_"), _TOOLS[name]
        cases.append(cli_bad(
            f"u28g_run_{key}", f"the team's {name} given as a run to fuse beside a severity index",
            ["fuse", "--method", "rrf", "pi.run", name, "-o", "fused.run"], {"pi.run": _RUN, name: body}, name, tool,
            why="a power-system case or contingency file, not a ranking: trec_eval refuses it too; named for its tool"))
        cases.append(cli_bad(
            f"u28g_qrels_{key}", f"the team's {name} given as the qrels of the full AC study",
            ["evaluate", "--qrels", name, "pi.run"], {"pi.run": _RUN, name: body}, name, tool, outputs=(),
            why="a power-system case or contingency file, not judgments: trec_eval refuses it too; named for its tool"))
    for suffix in ("raw", "con"):
        cases.append(cli_bad(
            f"u28g_out_{suffix}", f"the fused worst-50 list named for PSS/E's .{suffix} (the study's next input)",
            ["fuse", "--method", "rrf", "pi.run", "dc.run", "-o", f"worst50.{suffix}"],
            {"pi.run": _RUN, "dc.run": _RUN}, f"worst50.{suffix}", outputs=(f"worst50.{suffix}",),
            why=f"PSS/E reads a .{suffix} as its own case or contingency format; a TREC run under that name is silently wrong"))
    return cases
