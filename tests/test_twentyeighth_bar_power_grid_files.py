"""Issue 45's twenty-eighth bar (u28g_run_*, u28g_qrels_*): a power systems team's case and contingency files given
as a run or as qrels were told a field count; MATPOWER, PSS/E RAW and .con, IEEE CDF, OpenDSS, PowerWorld .aux and
pandapower's JSON are now named for their tool at both doors, plain and gzipped; a run of contingencies stays read."""

import pytest

import rankagg
from rankagg.io.power_grid_shapes import power_grid_shape
from tests.door_files import refusal_through_the_api

FILES = {
    "case118.m": ("function mpc = case118\n%CASE118    Power flow data for IEEE 118 bus test case.\n"
                  "mpc.version = '2';\nmpc.baseMVA = 100;\nmpc.bus = [\n\t1\t2\t51\t27\t0\t0\t1\t0.955;\n];\n", "MATPOWER"),
    "case_only_bus.m": ("mpc.bus = [\n\t1\t2\t51\t27;\n];\n", "MATPOWER"),
    "case.raw": ("0,   100.00, 33, 0, 1, 60.00     / PSS(R)E-33.0    WED, DEC 02 2026\nSUMMER PEAK 2027\nBASE CASE\n"
                 "101,'NUC-A       ', 21.6000,2,   1,   1,   1,1.02000,  -6.1\n0 / END OF BUS DATA, BEGIN LOAD DATA\n",
                 "PSS/E RAW"),
    "n1.con": ("CONTINGENCY 'BR1'\nOPEN BRANCH FROM BUS 101 TO BUS 102 CIRCUIT 1\nEND\nEND\n", "PSS/E contingency"),
    "ieee14.cdf": ("08/19/93 UW ARCHIVE           100.0  1962 W IEEE 14 Bus Test Case\n"
                   "BUS DATA FOLLOWS                            14 ITEMS\n   1 Bus 1     HV  1  1  3 1.060    0.0\n-999\n",
                   "IEEE Common Data Format"),
    "master.dss": ("Clear\nNew Circuit.IEEE13Nodeckt basekv=115 pu=1.0001 phases=3 bus1=SourceBus\nSolve\n", "OpenDSS"),
    "case.aux": ('DATA (Bus, [BusNum, BusName, BusNomVolt])\n{\n1 "ONE" 138.0\n}\n', "PowerWorld"),
    "net.json": ('{\n    "_module": "pandapower.auxiliary",\n    "_class": "pandapowerNet",\n    "_object": {}\n}\n',
                 "pandapower"),
}
RUN = "summer_peak_2027 Q0 BR_101-102_CKT_1 1 182.5 pi\nsummer_peak_2027 Q0 GEN_3011_1 2 141.0 pi\n"
QRELS = "summer_peak_2027 0 BR_101-102_CKT_1 2\n"


@pytest.mark.parametrize("gz", [False, True])
@pytest.mark.parametrize("door", ["run", "qrels"])
@pytest.mark.parametrize("name", sorted(FILES))
def test_named_for_its_tool_at_both_doors(tmp_path, name, door, gz):
    content, what = FILES[name]
    name = name + (".gz" if gz else "")
    message = refusal_through_the_api(tmp_path, name, content.encode(), RUN, door)
    assert f"{name}:" in message and what in message and "CONTINGENCY RANK SCORE" in message, message


@pytest.mark.parametrize("text", [RUN, QRELS, "CONTINGENCY Q0 BR1 1 2.0 pi\n", "0, 100, 33, 0, 1, 60 0 d 1\n", "2,40540,1,1,1,1\n", "0,100,33,0,1,60\n",
                                  "DATA Q0 d 1 1 t\n", "function Q0 mpc 1 1 t\n", "BUS 0 d 1\n"])
def test_runs_and_qrels_are_never_claimed(text):
    assert power_grid_shape("x.run", text.splitlines()) is None


def test_a_run_of_contingencies_is_read(tmp_path):
    run, qrels = tmp_path / "pi.run", tmp_path / "ac.qrels"
    run.write_text(RUN)
    qrels.write_text(QRELS)
    assert rankagg.evaluate(str(run), str(qrels), measures=["P@1"])["P@1"] == 1.0
