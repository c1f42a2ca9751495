"""Each output of ``rankagg fuse`` is refused, before anything is read or written, under a name whose readers could
not read what would be written there (issue 45: "outputs that no reader accepts"; the decision analyst's
``-o consensus.csv`` of the thirteenth bar, carried to the other outputs):

- a fused run's TREC lines under a JSON-lines name (``.jsonl``, ``.ndjson``: a JSON-lines reader fails at line 1),
  as under ``.csv`` or ``.json`` already;
- ``--explain``'s JSON lines under a table's or a spreadsheet's name (``.csv``, ``.tsv``, ``.xlsx``, ``.parquet``);
- ``fuse --letor``'s one score per line under a JSON, spreadsheet or Parquet name (a one-column ``.csv`` is that
  file, and is written);
- and ``--explain FILE -o NAME`` with a refused NAME left FILE written behind an error exit (the explanation is
  written first): both names are now checked before the work, so the error leaves nothing.
"""

from __future__ import annotations

import json

import pytest

from rankagg.cli import main

RUN_A = "1 Q0 x 1 3 a\n1 Q0 y 2 2 a\n1 Q0 z 3 1 a\n"
RUN_B = "1 Q0 y 1 3 b\n1 Q0 x 2 2 b\n1 Q0 z 3 1 b\n"
LETOR = "2 qid:1 1:1 2:2 #docid = A\n0 qid:1 1:2 2:1 #docid = B\n1 qid:1 1:3 2:3 #docid = C\n"

RUN_REFUSED = [s + c for s in (".jsonl", ".ndjson", ".JSONL", ".csv", ".json") for c in ("", ".gz")]
EXPLAIN_REFUSED = [s + c for s in (".csv", ".tsv", ".xlsx", ".xls", ".ods", ".parquet", ".CSV") for c in ("", ".gz")]
EXPLAIN_KEPT = [".jsonl", ".json", ".ndjson", ".txt", ""]
LETOR_REFUSED = [s + c for s in (".json", ".jsonl", ".ndjson", ".xlsx", ".ods", ".parquet", ".Parquet")
                 for c in ("", ".gz")]
LETOR_KEPT = [".txt", ".csv", ".tsv", ".scores", ""]


@pytest.fixture
def folder(tmp_path):
    (tmp_path / "a.run").write_text(RUN_A)
    (tmp_path / "b.run").write_text(RUN_B)
    (tmp_path / "f.txt").write_text(LETOR)
    return tmp_path


def _refused(folder, capsys, argv, name):
    before = sorted(p.name for p in folder.iterdir())
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Traceback" not in err and name in err, err
    assert sorted(p.name for p in folder.iterdir()) == before  # nothing written, the other output neither
    return err


@pytest.mark.parametrize("suffix", RUN_REFUSED)
def test_a_run_under_a_json_lines_or_table_name_is_refused_and_its_explanation_not_written(folder, capsys, suffix):
    out = str(folder / f"fused{suffix}")
    _refused(folder, capsys, ["fuse", str(folder / "a.run"), str(folder / "b.run"), "--method", "rrf", "--quiet",
                              "--explain", str(folder / "why.jsonl"), "-o", out], out)


@pytest.mark.parametrize("suffix", EXPLAIN_REFUSED)
def test_the_explanation_under_a_table_name_is_refused_before_the_work(folder, capsys, suffix):
    why = str(folder / f"why{suffix}")
    _refused(folder, capsys, ["fuse", str(folder / "a.run"), str(folder / "b.run"), "--method", "rrf", "--quiet",
                              "--explain", why, "-o", str(folder / "fused.run")], "--explain " + why)


@pytest.mark.parametrize("suffix", EXPLAIN_KEPT)
def test_the_explanation_is_written_as_json_lines_under_other_names(folder, suffix):
    why = folder / f"why{suffix}"
    assert main(["fuse", str(folder / "a.run"), str(folder / "b.run"), "--method", "rrf", "--quiet",
                 "--explain", str(why), "-o", str(folder / "fused.run")]) == 0
    rows = [json.loads(line) for line in why.read_text().splitlines()]
    # RRF(k=60): x and y each 1/61 + 1/62, tied; z 2/63; three documents, one line each
    assert sorted(r["docid"] for r in rows) == ["x", "y", "z"] and {r["qid"] for r in rows} == {"1"}


@pytest.mark.parametrize("suffix", LETOR_REFUSED)
def test_letor_scores_under_a_json_spreadsheet_or_parquet_name_are_refused(folder, capsys, suffix):
    out = str(folder / f"scores{suffix}")
    _refused(folder, capsys, ["fuse", "--letor", str(folder / "f.txt"), "--method", "borda", "--quiet", "-o", out],
             out)


@pytest.mark.parametrize("suffix", LETOR_KEPT)
def test_letor_scores_are_one_number_a_line_under_other_names(folder, suffix):
    out = folder / f"scores{suffix}"
    assert main(["fuse", "--letor", str(folder / "f.txt"), "--method", "borda", "--quiet", "-o", str(out)]) == 0
    assert len([float(line) for line in out.read_text().splitlines()]) == 3  # one per line of f.txt
    plain = folder / "plain"
    assert main(["fuse", "--letor", str(folder / "f.txt"), "--method", "borda", "--quiet", "-o", str(plain)]) == 0
    assert out.read_bytes() == plain.read_bytes()  # the name changes no byte


@pytest.mark.parametrize("inputs", [["s.txt"], ["s.txt", "a.run"], ["a.run", "b.run"]])
def test_a_refused_run_output_names_the_inputs_taken_for_runs(folder, capsys, inputs):
    """u12g_excel_unicode_text_r: a gene table saved by Excel as 'Unicode Text' (UTF-16, tab separated) named
    s.txt is no one-list .txt, so it was taken for a run, and the refusal of ``-o o.tsv`` named only the output:
    the analyst could not tell that the input was misread.  The refusal names the inputs taken for runs."""
    (folder / "s.txt").write_bytes("study1\tstudy2\r\nTP53\tMYC\r\n".encode("utf-16"))
    out = str(folder / "o.tsv")
    err = _refused(folder, capsys, ["fuse", *[str(folder / i) for i in inputs], "--method", "rrf", "--quiet", "-o",
                                    out], out)
    assert "(the inputs were taken for runs: " + ", ".join(str(folder / i) for i in inputs) + ")" in err, err


@pytest.mark.parametrize("name, suffix, what", [
    ("MACross_H1.mq5", ".mq5", "an MQL program's source"),
    ("MACross_H1.EX5", ".ex5", "a compiled MetaTrader program"),
    ("REC_Alpha_405.PAN", ".pan", "a PVsyst component file"),
    ("Fleet.VC0", ".vc0", "a PVsyst project variant"),
    ("N512SP_20240514.fdr", ".fdr", "an X-Plane flight data recording"),
    ("ATW2_NE38.sno", ".sno", "a SNOWPACK snow cover file"),
    ("h2-r14-u07_20240521.ahs", ".ahs", "an HPE Active Health System log"),
    ("smartd.ST12000NM0008-ZHZ3ABCD.ata.state", ".ata.state", "a smartd state file"),
    ("dev-requirements.txt", "requirements.txt", "pip's requirements file"),
    ("savings_2026.lp", ".lp", "an InfluxDB line protocol file"),
    ("Lumen.app.dSYM", ".dsym", "an Xcode debug symbols bundle"),
    ("Lumen.symbols", ".symbols", "an Apple symbols file"),
    ("main.cf", ".cf", "a mail server's or filter's configuration"),
    ("rightsizing.tf", ".tf", "a Terraform configuration"),
    ("IFTMIN_2026-W41.EDIFACT", ".edifact", "an X12 or EDIFACT interchange"),
    ("orders-pg.dump", ".dump", "a database dump"),
    ("s_1_1101.bcl.gz", ".bcl", "an Illumina base call file"),
    ("C017_GCPL.mpr", ".mpr", "a BioLogic EC-Lab data file"),
    ("LIT-0417_2026-Q3.1998B", ".1998b", "a LEDES invoice"),
    ("invoice.ledes", ".ledes", "a LEDES invoice"),
    ("PRO-0412_VMAT2A_arc1.xcc", ".xcc", "a PTW measurement file"),
    ("PRO-0412_VMAT2A.dvh", ".dvh", "a dose-volume histogram export"),
    ("6604610_Q_Day.Cmd.txt", "_q_day.cmd.txt", "a GRDC daily discharge file"),
    ("HOW02-A17_DLC1.2_11.4.outb", ".outb", "an OpenFAST binary output"),
    ("HOW02_M1_140m.TAB", ".tab", "a tab-separated table"),
    ("TOI-4412_measurements.plotcfg", ".plotcfg", "an AstroImageJ plot configuration"),
    ("I-81_over_Lackawanna.$2k", ".$2k", "a SAP2000 text model"),
    ("I-81_over_Lackawanna.S2K", ".s2k", "a SAP2000 text model"),
    ("CRC_PRM_2026B.sky", ".sky", "a Skyline document"),
    ("CRC_PRM_2026B.skyd", ".skyd", "a Skyline chromatogram cache"),
    ("swit272.rwl", ".rwl", "a Tucson ring-width file"),
    ("swit272.CRN", ".crn", "a Tucson chronology"),
    ("LOT_2026.fh", ".fh", "a Heidelberg tree-ring file"),
    ("mo_KH1123_0m.fcf", ".fcf", "a SHELXL structure-factor file"),
    ("WGNSSK2026_priorities.rep", ".rep", "an ADMB report file"),
    ("gbt2gps.clk", ".clk", "a clock-correction file"),
    ("2005_ann_fix_lv95.grid", ".grid", "a gridded raster as text"),
    ("H13385_EM2040.gsf", ".gsf", "a Generic Sensor Format file"),
    ("H13385_MB_1m_MLLW_1of3.bag", ".bag", "a ROS 1 bag or a Bathymetry Attributed Grid"),
    ("Loser-2026_resurvey.lox", ".lox", "a Therion 3D model"),
    ("Loser-2026_resurvey.th2", ".th2", "a Therion scrap drawing")])
def test_an_output_named_for_a_file_no_declaration_reads_is_refused_for_what_it_is(folder, capsys, name, suffix, what):
    """A file a field writes but never gives as input is named by its own kind: '.mq5' had been told 'a MetaTrader
    tester preset' and '.PAN' 'a PVsyst hourly export', the declarations they had been attached to (u94b_, u95b_);
    '.sno', '.ahs' and smartd's '.ata.state' were written as runs (u99a_, u99b_), and so were pip's 'requirements.txt'
    (u102b_), Xcode's '.dSYM' and '.symbols' (u103a_), InfluxDB's line protocol '.lp' (u104b_), Postfix's
    'main.cf' (u105a_), EDIFACT's '.edifact' (u106a_), Terraform's '.tf' (u106b_),
    pg_dump's '.dump' (u107a_), Illumina's '.bcl' (u107b_), EC-Lab's '.mpr' (u108a_), LEDES invoices
    (u108b_), PTW's '.xcc' and a '.dvh' (u109a_), GRDC's '_Q_Day.Cmd.txt' (u109b_), OpenFAST's '.outb' and WAsP's
    '.tab' (u110b_), AstroImageJ's '.plotcfg' (u111a_), SAP2000's '.$2k' and '.s2k' (u111b_), Skyline's '.sky'
    (u112b_), the Tucson and Heidelberg tree-ring files '.rwl', '.crn' and '.fh' (u114b_), SHELXL's '.fcf'
    (u115a_), ADMB's '.rep' (u116b_), TEMPO2's clock corrections '.clk' (u116a_), GLAMOS's '.grid' (u117a_), a
    GSF or BAG (u117b_) and Therion's '.lox' and '.th2' (u118a_)."""
    out = str(folder / name)
    err = _refused(folder, capsys, ["fuse", str(folder / "a.run"), str(folder / "b.run"), "--method", "rrf", "--quiet",
                                    "-o", out], out)
    assert f"({suffix} names {what}" in err, err
