"""Issue 45's twenty-second bar, a drug-safety team fusing disproportionality signals (PRR, ROR, IC, EBGM) per drug
class.  Two fault classes, each generated whole here:

* the priority list written under the name of a statistics package's file (``-o signals.fst``, ``.qs``, ``.jmp``,
  an R Markdown or Quarto page, a SAS, Stata or SPSS program) was TREC lines with exit 0 (u22g_out_fst, u22g_out_qs,
  u22g_out_rmd, u22g_out_qmd, u22g_out_sas, u22g_out_do, u22g_out_jmp): each such name, as typed (plain, upper
  case, gzipped), at every writer of lines and of models, and end to end through the command;
* a statistics package's data file given where a run, qrels or lists go (R's ``.rds`` and ``.RData``, SAS's
  ``.sas7bdat`` and ``.xpt``, Stata's ``.dta``, SPSS's ``.sav``) was refused as "UTF-16 or UTF-32 text", "a NUL
  byte" or, for an XPORT file, "a PDB coordinate file" (u22g_rds_as_run, u22g_rdata_as_run, u22g_sas7bdat_as_run,
  u22g_xpt_as_run, u22g_dta_as_qrels): each file's first bytes, plain and gzipped, at the runs', qrels' and lists'
  doors, named for what it is with the package's reader."""

from __future__ import annotations

import gzip

import pytest

from rankagg.api.commands import check_fuse_outputs
from rankagg.api.preferences import check_table_output
from rankagg.cli import main
from rankagg.io.binary_containers import container_of
from rankagg.io.formats import writer_for
from rankagg.io.models import check_model_name
from rankagg.io.output_names import foreign_output

#: the names a statistics package's user types, each a data file, a program or a notebook of that package
STATISTICS_NAMES = [".fst", ".qs", ".qs2", ".jmp", ".sas7bcat", ".sas7bvew", ".zsav", ".sd2", ".sd7", ".rdb", ".rdx",
                    ".sas", ".do", ".ado", ".sps", ".egp", ".rmd", ".qmd", ".rnw", ".rproj"]
SPELLINGS = [lambda s: f"signals{s}", lambda s: f"SIGNALS{s.upper()}", lambda s: f"signals{s}.gz"]


@pytest.mark.parametrize("suffix", STATISTICS_NAMES)
@pytest.mark.parametrize("spell", range(len(SPELLINGS)))
def test_a_run_under_a_statistics_package_name_is_refused(suffix, spell):
    name = SPELLINGS[spell](suffix)
    assert foreign_output(name) == suffix
    with pytest.raises(ValueError, match=rf"^-o {name}: a fused run would be written as lines of text, which no "
                                         rf"\{suffix} reader reads \(\{suffix} names a statistics package's"):
        writer_for(name, "runs")


@pytest.mark.parametrize("suffix", STATISTICS_NAMES)
def test_every_other_writer_refuses_it(suffix):
    with pytest.raises(ValueError, match=rf"^--explain why{suffix}: .*\{suffix} names"):
        check_fuse_outputs(None, f"why{suffix}")
    with pytest.raises(ValueError, match=rf"^-o table{suffix}: .*\{suffix} names"):
        check_table_output(f"table{suffix}")
    with pytest.raises(ValueError, match=rf"^-o model{suffix}: a model is written as a JSON document"):
        check_model_name(f"model{suffix}")


@pytest.mark.parametrize("name", ["signals.run", "signals.sas.run", "todo.run", "signals_do.run", "review.rmd.txt",
                                  "fst.run", "signals.lst", "signals.log"])
def test_the_names_a_run_takes_are_kept(name):
    assert foreign_output(name) is None


@pytest.mark.parametrize("suffix", [".fst", ".Rmd", ".sas", ".do"])
def test_the_command_writes_nothing(tmp_path, suffix, capsys):
    run = tmp_path / "prr.run"
    run.write_text("statins Q0 atorvastatin|Rhabdomyolysis 1 4.25 prr\nstatins Q0 simvastatin|Myalgia 2 0.0 prr\n",
                   encoding="utf-8")
    out = tmp_path / f"signals{suffix}"
    assert main(["fuse", str(run), "--method", "rrf", "--quiet", "-o", str(out)]) == 2
    assert not out.exists()
    err = capsys.readouterr().err
    assert f"signals{suffix}" in err and err.count("\n") == 1


_R_SERIAL = b"X\n\x00\x00\x00\x03\x00\x04\x03\x00\x00\x03\x05\x00\x00\x00\x00\x05UTF-8\x00\x00\x03\x13\x00\x00\x00\x0e"
#: (file name, its first bytes, what the refusal must say: the package and its reader)
STATISTICS_FILES = [
    ("signals.rds", gzip.compress(_R_SERIAL, mtime=0), ("R data file", "readRDS", "gzip-compressed")),
    ("signals_plain.rds", _R_SERIAL, ("R data file", "readRDS")),
    ("signals_native.rds", b"B\n\x03\x00\x00\x00\x00\x04\x03\x00" + b"\x00" * 20, ("R data file", "readRDS")),
    ("signals.RData", gzip.compress(b"RDX3\n" + _R_SERIAL, mtime=0), ("R workspace", "load(")),
    ("signals_v2.rda", b"RDX2\nX\n\x00\x00\x00\x02\x00\x03\x06\x03\x00\x02\x03\x00", ("R workspace", "load(")),
    ("signals.sas7bdat", bytes.fromhex("000000000000000000000000c2ea8160b31411cfbd92080009c7318c181f1011")
     + b"\x33" * 8 + b"\x00" * 16 + b"SAS FILESIGNALS", ("SAS dataset", "pandas.read_sas")),
    ("signals.xpt", b"HEADER RECORD*******LIBRARY HEADER RECORD!!!!!!!000000000000000000000000000000  "
     b"SAS     SAS     SASLIB  9.4     X64_10PR                        23NOV26:10:02:11",
     ("SAS transport file", "format='xport'")),
    ("signals_v8.xpt", b"HEADER RECORD*******LIBV8   HEADER RECORD!!!!!!!000000000000000000000000000000  "
     b"SAS     SAS     SASLIB  9.4", ("SAS transport file", "format='xport'")),
    ("omop.dta", b"<stata_dta><header><release>118</release><byteorder>LSF</byteorder><K>\x0e\x00</K>",
     ("Stata dataset", "pandas.read_stata")),
    ("omop_v12.dta", b"s\x02\x01\x00\x0e\x00\x90\x01\x00\x00" + b"\x00" * 30, ("Stata dataset", "pandas.read_stata")),
    ("ror.sav", b"$FL2@(#) SPSS DATA FILE MS Windows 29.0.0.0            \x02\x00\x00\x00",
     ("SPSS data file", "pandas.read_spss")),
    ("ror.zsav", b"$FL3@(#) IBM SPSS STATISTICS 64-bit Linux 28.0.0.0 \x02\x00\x00\x00",
     ("SPSS data file", "pandas.read_spss")),
]


@pytest.mark.parametrize("name, head, says", STATISTICS_FILES, ids=[f[0] for f in STATISTICS_FILES])
def test_a_statistics_file_is_named_for_what_it_is(tmp_path, name, head, says):
    path = tmp_path / name
    path.write_bytes(head)
    why = container_of(str(path))
    assert why is not None and all(s in why for s in says), why


@pytest.mark.parametrize("door", ["run", "qrels", "lists"])
@pytest.mark.parametrize("name, head, says", STATISTICS_FILES, ids=[f[0] for f in STATISTICS_FILES])
def test_every_door_names_it(tmp_path, capsys, door, name, head, says):
    path = tmp_path / name
    path.write_bytes(head)
    run = tmp_path / "prr.run"
    run.write_text("statins Q0 atorvastatin|Rhabdomyolysis 1 4.25 prr\n", encoding="utf-8")
    out = tmp_path / ("out.tsv" if door == "lists" else "out.run")
    argv = {"run": ["fuse", str(path), str(run), "--quiet", "-o", str(out)],
            "qrels": ["evaluate", "--qrels", str(path), str(run)],
            "lists": ["fuse", str(path), "--quiet", "-o", str(out)]}[door]
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert name in err and all(s in err for s in says) and err.count("\n") == 1, err
    assert not out.exists()


@pytest.mark.parametrize("text", [b"HEADER    DE NOVO PROTEIN                         01-DEC-26   XXXX\n",
                                  b"X\nstatins Q0 a 1 2.0 prr\n", b"RDX statins Q0 a 1 2.0 prr\n",
                                  b"s\x01 text\n", b"$FL2 budget 2026\n"])
def test_text_that_merely_starts_alike_is_no_statistics_file(tmp_path, text):
    path = tmp_path / "look_alike.txt"
    path.write_bytes(text)
    why = container_of(str(path))
    assert why is None or not any(w in why for w in ("R data", "R workspace", "SAS", "Stata", "SPSS")), why
