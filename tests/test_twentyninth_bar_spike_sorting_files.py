"""Issue 45's twenty-ninth bar (u29k_*_as_run, u29k_*_as_qrels, u29k_out_*): an electrophysiology lab's files given
as a run or as qrels were told a field count, "a header ('cluster_id', 'group')", "score 'Data' is not a number" (an
Open Ephys header's six words), "a NUL byte" (a Neuralynx file after its '#' header) or "UTF-16 text" (an Intan
recording); Phy's, Kilosort's, SpikeInterface's, SpikeGLX's, Open Ephys's, Neuralynx's and Intan's files are now named
at both doors, plain and gzipped; a run of units stays read; outputs named .nwb, .ncs, .kwik, .mda are refused."""

import pytest

import rankagg
from rankagg.cli import main
from rankagg.io.spikesorting_shapes import spikesorting_binary, spikesorting_head, spikesorting_shape
from tests.door_files import refusal_through_the_api

_NCS = b"######## Neuralynx Data File Header\r\n-CheetahRev 6.4.1\r\n-SamplingFrequency 32000\r\n"
FILES = {
    "cluster_group.tsv": (b"cluster_id\tgroup\n0\tgood\n1\tmua\n", "Phy's cluster_group.tsv"),
    "cluster_KSLabel.tsv": (b"cluster_id\tKSLabel\n0\tgood\n", "Kilosort"),
    "cluster_info.tsv": (b"cluster_id\tAmplitude\tContamPct\tKSLabel\tamp\tch\n0\t1043.2\t0.3\tgood\t87.1\t12\n",
                         "Phy's cluster_info.tsv"),
    "metrics.csv": (b",num_spikes,firing_rate,presence_ratio,snr\n0,18933,6.31,0.99,12.4\n", "SpikeInterface"),
    "qm.csv": (b"unit_id,num_spikes,firing_rate,isi_violations_ratio\n0,18933,6.31,0.002\n", "SpikeInterface"),
    "params.py": (b'dat_path = "continuous.dat"\nn_channels_dat = 385\n', "Phy's params.py"),
    "g0.imec0.ap.meta": (b"acqApLfSy=384,384,1\nappVersion=20231207\n", "SpikeGLX"),
    "g0.nidq.meta": (b"~snsChanMap=(0,0,1)\n", "SpikeGLX"),
    "100_CH1.continuous": (b"header.format = 'Open Ephys Data Format'; \nheader.version = 0.4;\n", "Open Ephys"),
    "CSC1.ncs": (_NCS + b"\x00" * (256 - len(_NCS)) + b"\x01\x02" * 40, "Neuralynx"),
    "rec.rhd": ((0xC6912702).to_bytes(4, "little") + b"\x03\x00\x02\x00" + b"\x00" * 60, "Intan .rhd"),
    "rec.rhs": ((0xD69127AC).to_bytes(4, "little") + b"\x03\x00\x02\x00" + b"\x00" * 60, "Intan .rhs"),
}
RUN = "m12_2026-11-30_imec0 Q0 unit_0042 1 0.91 kilosort4\nm12_2026-11-30_imec0 Q0 unit_0107 2 0.77 kilosort4\n"
QRELS = "m12_2026-11-30_imec0 0 unit_0042 2\n"


@pytest.mark.parametrize("gz", [False, True])
@pytest.mark.parametrize("door", ["run", "qrels"])
@pytest.mark.parametrize("name", sorted(FILES))
def test_named_for_what_it_is_at_both_doors(tmp_path, name, door, gz):
    content, what = FILES[name]
    name = name + (".gz" if gz else "")
    message = refusal_through_the_api(tmp_path, name, content, RUN, door)
    assert name in message and what in message and "RECORDING Q0 UNIT" in message, message


@pytest.mark.parametrize("text", [RUN, QRELS, "cluster_id Q0 group 1 2.0 t\n", "dat_path 0 x 1\n",
                                  "header.format Q0 = 1 2 Format\n", "cluster_id\t0\tgroup\t2\n"])
def test_runs_and_qrels_are_never_claimed(text):
    assert spikesorting_shape("x.run", text.splitlines()) is None and spikesorting_head(text) is None


@pytest.mark.parametrize("text", ["cluster_id,label\n0,good\n", "dat_path is where the data is\n",
                                  "num_spikes,firing_rate\n1,2\n", "appVersion: 3\n", "# Neuralynx notes\n"])
def test_other_files_are_left_to_others(text):
    assert spikesorting_shape("x.txt", text.splitlines()) is None and spikesorting_head(text) is None


def test_only_intans_magic_numbers_are_claimed():
    assert spikesorting_binary((0xC6912702).to_bytes(4, "big") + b"\x00" * 8) is None
    assert spikesorting_binary(b"m12 Q0 unit_0042 1 0.9 ks\n") is None


def test_a_run_of_units_is_read(tmp_path):
    run, qrels = tmp_path / "kilosort4.run", tmp_path / "curation.qrels"
    run.write_text(RUN)
    qrels.write_text(QRELS)
    assert rankagg.evaluate(str(run), str(qrels), measures=["P@1"])["P@1"] == 1.0


@pytest.mark.parametrize("out", ["units.nwb", "units.ncs", "units.kwik", "units.mda"])
def test_outputs_named_for_the_fields_files_are_refused(tmp_path, capsys, out):
    run = tmp_path / "kilosort4.run"
    run.write_text(RUN)
    try:
        code = main(["fuse", str(run), "--method", "rrf", "-o", str(tmp_path / out)])
    except SystemExit as exc:
        code = exc.code
    assert code == 2 and out in capsys.readouterr().err
    assert not (tmp_path / out).exists()
