"""Issue 45's thirtieth bar (u30d_*_as_run, u30d_*_as_qrels, u30d_api_moabb_*): a brain-computer-interface team's
files given as a run, as qrels or as comparisons were told a field count, 'a NUL byte', 'NUL bytes between the
characters' or the columns a frame lacks; MOABB's results and statistics tables, BrainVision headers and markers,
MNE's annotations, OpenViBE CSVs, BIDS-EEG's channels and electrodes tables and sidecars, skorch's history.json and
the recordings themselves (EDF, EDF+, BDF, GDF, MNE's FIF, XDF) are now named for their tool or format at both doors,
plain and gzipped; runs and qrels that look like them stay read."""

import struct

import pytest

import rankagg
from rankagg.io.eeg_shapes import eeg_binary, eeg_columns, eeg_shape
from tests.door_files import refusal_through_the_api

FILES = {
    "results.csv": (",score,time,samples,subject,session,channels,n_sessions,dataset,pipeline\n"
                    "0,0.8125,1.87,144.0,3,0train,22,2,BNCI2014-001,CSP+LDA\n", "MOABB's results"),
    "moabb_plain.csv": ("score,time,samples,subject,session,channels,n_sessions,dataset,pipeline\n"
                        "0.9125,12.44,200.0,12,0,62,2,Lee2019-MI,EEGNet\n", "MOABB's results"),
    "stats.csv": (",dataset,index,pipe1,pipe2,p,smd,nsub\n0,BNCI2014-001,1,TS+LR,CSP+LDA,0.0019,1.42,9\n",
                  "MOABB's statistics"),
    "sub-03.vhdr": ("Brain Vision Data Exchange Header File Version 1.0\n; Data created by the Vision Recorder\n\n"
                    "[Common Infos]\nCodepage=UTF-8\nDataFile=sub-03.eeg\n", "BrainVision header"),
    "v2.vhdr": ("BrainVision Data Exchange Header File Version 2.0\n[Common Infos]\nDataFile=a.eeg\n",
                "BrainVision header"),
    "sub-03.vmrk": ("Brain Vision Data Exchange Marker File, Version 1.0\n\n[Common Infos]\nCodepage=UTF-8\n"
                    "[Marker Infos]\nMk1=New Segment,,1,1,0,20261130100211123456\nMk2=Stimulus,S  1,5012,1,0\n",
                    "BrainVision marker"),
    "annot.txt": ("# MNE-Annotations\n# onset, duration, description\n3.004,4.0,left_hand\n11.512,4.0,feet\n",
                  "MNE's annotations"),
    "record.csv": ("Time:250Hz,Epoch,C3,Cz,C4,Event Id,Event Date,Event Duration\n"
                   "0.0000000000,0,-3.21,1.00,2.77,,,\n", "OpenViBE"),
    "sub-03_channels.tsv": ("name\ttype\tunits\tlow_cutoff\thigh_cutoff\tstatus\nC3\tEEG\tuV\t0.5\t100\tgood\n",
                            "BIDS _channels.tsv"),
    "sub-03_electrodes.tsv": ("name\tx\ty\tz\nC3\t-0.0654\t0.0112\t0.0643\n", "BIDS _electrodes.tsv"),
    "sub-03_eeg.json": ('{\n  "TaskName": "imagery",\n  "EEGReference": "left mastoid",\n  "SamplingFrequency": 250,\n'
                        '  "PowerLineFrequency": 50\n}\n', "BIDS _eeg.json"),
    "dataset_description.json": ('{"Name": "BCI IV 2a", "BIDSVersion": "1.8.0", "DatasetType": "raw"}\n',
                                 "dataset_description.json"),
    "history.json": ('[{"batches": [{"train_loss": 1.39, "train_batch_size": 64}], "epoch": 1, "dur": 3.21, '
                     '"train_loss": 1.38, "valid_loss": 1.36, "valid_accuracy": 0.29}]\n', "skorch"),
}
RUN = "BNCI2014_001/subject_3 Q0 TS+LR 1 0.8125 fold1\nBNCI2014_001/subject_3 Q0 MDM 2 0.6528 fold1\n"


def _edf(version: bytes = b"0       ", reserved: bytes = b"") -> bytes:
    """An EDF header of one signal by hand (256 + 256 bytes), then two 16-bit samples."""
    head = (version + b"X M 01-JAN-1990 sub-03".ljust(80) + b"Startdate 30-NOV-2026 X X".ljust(80) + b"30.11.26"
            + b"10.02.11" + b"512".ljust(8) + reserved.ljust(44) + b"1".ljust(8) + b"1".ljust(8) + b"1".ljust(4))
    signal = (b"EEG C3".ljust(16) + b"AgAgCl".ljust(80) + b"uV".ljust(8) + b"-3200".ljust(8) + b"3200".ljust(8)
              + b"-32768".ljust(8) + b"32767".ljust(8) + b"HP:0.5Hz".ljust(80) + b"2".ljust(8) + bytes(32))
    return head + signal + struct.pack("<2h", 12, 0)


XML = b'<?xml version="1.0"?><info><version>1.0</version></info>'
BINARIES = {
    "sub-03.edf": (_edf(), "an EDF recording"),
    "sub-03_plus.edf": (_edf(reserved=b"EDF+C"), "EDF+"),
    "sub-03.bdf": (_edf(version=b"\xffBIOSEMI", reserved=b"24BIT"), "BDF"),
    "A01T.gdf": (b"GDF 2.10" + b"X X A01T".ljust(66) + bytes(10) + bytes(4) + b"BCI IV 2a".ljust(64) + bytes(104),
                 "GDF 2.10"),
    "sub-03_raw.fif": (struct.pack(">4i", 100, 31, 20, 0) + struct.pack(">5i", 65539, 1, 2, 3, 4)
                       + struct.pack(">4i", 101, 3, 4, 0) + struct.pack(">i", -1), "FIF"),
    "sub-03.xdf": (b"XDF:" + bytes([1, len(XML) + 2]) + b"\x01\x00" + XML, "XDF"),
    "long.xdf": (b"XDF:" + bytes([4]) + struct.pack("<I", len(XML) + 2) + b"\x01\x00" + XML, "XDF"),
}


#: every file at both doors, plain and gzipped (a gzipped recording is told by its inflated bytes)
DOORS = [(name, gz, door) for name in sorted(FILES) + sorted(BINARIES) for gz in ("", ".gz") for door in ("run", "qrels")]


@pytest.mark.parametrize("name,gz,door", DOORS)
def test_named_for_its_tool_or_format_at_both_doors(tmp_path, name, gz, door):
    content, what = FILES[name] if name in FILES else BINARIES[name]
    text = isinstance(content, str)
    message = refusal_through_the_api(tmp_path, name + gz, content.encode() if text else content, RUN, door)
    where = f"{name + gz}:1:" if text else f"{name + gz}: "
    assert where in message and what in message and "DATASET/SUBJECT Q0 PIPELINE" in message, message
    assert "NUL" not in message and "expected" not in message, message


@pytest.mark.parametrize("head", [b"0 Q0 EEGNet 1 0.81 EDF\n" * 30, b"0       " + b"x" * 300,
                                  b"XDF:S01 Q0 EEGNet 1 0.8 lsl\n", b"XDF:" + bytes([1, 5]) + b"\x02\x00abc",
                                  b"GDF 2.10 EEGNet 1 0.8 r\n" * 20, b"\xffBIOSEM", struct.pack(">4i", 100, 31, 21, 0)])
def test_other_bytes_are_no_recording(head):
    assert eeg_binary(head) is None


@pytest.mark.parametrize("text", [RUN, "BNCI2014_001/subject_3 0 TS+LR 2\n", "0 Q0 EEGNet 1 0.81 EDF\n",
                                  "XDF:S01 Q0 EEGNet 1 0.8 lsl\n", "name type units 1\n",
                                  "Brain Q0 Vision 1 0.5 Data\n", "1 2 3 4 5 6\n", "onset Q0 duration 1 2.5 x\n"])
def test_runs_and_qrels_are_never_claimed(text):
    """Neither their lines nor their bytes (a long file of them, past the 256 bytes of an EDF header)."""
    assert eeg_shape("x.run", text.splitlines()) is None and eeg_binary(text.encode() * 20) is None


def test_look_alike_runs_of_query_zero_are_fused(tmp_path):
    """A run of query '0' begins as an EDF header does ('0' and blanks): read, never claimed."""
    a, b = tmp_path / "a.run", tmp_path / "b.run"
    a.write_text("0 Q0 EEGNet 1 0.81 EDF\n0 Q0 TS+LR 2 0.79 EDF\n0 Q0 MDM 3 0.61 EDF\n")
    b.write_text("0 Q0 TS+LR 1 0.83 BIOSEMI\n0 Q0 EEGNet 2 0.77 BIOSEMI\n0 Q0 MDM 3 0.64 BIOSEMI\n")
    fused = rankagg.fuse([str(a), str(b)], method="borda")
    assert list(fused["0"])[-1] == "MDM" and set(fused["0"]) == {"EEGNet", "TS+LR", "MDM"}


def test_a_qrels_of_xdf_named_queries_is_read(tmp_path):
    """Queries named 'XDF:S01' begin as an XDF recording does: read; AP = (1/2 + 2/3) / 2, P@2 = 1/2."""
    run, qrels = tmp_path / "x.run", tmp_path / "x.qrels"
    run.write_text("XDF:S01 Q0 EEGNet 1 0.8 lsl\nXDF:S01 Q0 MDM 2 0.7 lsl\nXDF:S01 Q0 TS+LR 3 0.6 lsl\n")
    qrels.write_text("XDF:S01 0 EEGNet 0\nXDF:S01 0 MDM 1\nXDF:S01 0 TS+LR 2\n")
    got = rankagg.evaluate(str(run), str(qrels), measures=["AP", "P@2"])
    assert got["AP"] == pytest.approx((1 / 2 + 2 / 3) / 2) and got["P@2"] == pytest.approx(0.5)


@pytest.mark.parametrize("name,method", [("results.csv", "borda"), ("stats.csv", "copeland"),
                                         ("stats.csv", "borda")])
def test_moabb_tables_as_frames_are_named(name, method):
    pd = pytest.importorskip("pandas")
    content, what = FILES[name]
    header, row = content.splitlines()[:2]
    frame = pd.DataFrame([row.split(",")[1:]], columns=header.split(",")[1:])
    with pytest.raises(ValueError) as caught:
        rankagg.fuse(frame, method=method)
    assert what in str(caught.value) and "DATASET/SUBJECT" in str(caught.value), str(caught.value)


def test_moabb_statistics_as_a_comparison_table_are_named(tmp_path):
    path = tmp_path / "stats.csv"
    path.write_text(FILES["stats.csv"][0])
    with pytest.raises(ValueError) as caught:
        rankagg.fuse(str(path), method="copeland")
    assert "stats.csv" in str(caught.value) and "MOABB" in str(caught.value), str(caught.value)


@pytest.mark.parametrize("names", [["qid", "docid", "run", "score"], ["query", "item_a", "item_b", "outcome"],
                                   ["subject", "score", "pipeline"], ["name", "type"]])
def test_other_columns_are_no_moabb_table(names):
    assert eeg_columns(names) is None


def test_a_moabb_frame_made_right_is_fused():
    pd = pytest.importorskip("pandas")
    frame = pd.DataFrame([("BNCI2014_001/subject_3", "TS+LR", "0train", 0.86), ("BNCI2014_001/subject_3", "MDM",
                          "0train", 0.65), ("BNCI2014_001/subject_3", "TS+LR", "1test", 0.84),
                          ("BNCI2014_001/subject_3", "MDM", "1test", 0.70)], columns=["qid", "docid", "run", "score"])
    fused = rankagg.fuse(frame, method="borda")
    assert list(fused.sort_values("rank")["docid"]) == ["TS+LR", "MDM"]


def test_a_csv_of_points_is_no_bids_table():
    """BIDS's tables are tab-separated: a CSV 'name,x,y,z' of points is another team's file."""
    assert eeg_shape("points.csv", ["name,x,y,z", "a,1,2,3"]) is None
