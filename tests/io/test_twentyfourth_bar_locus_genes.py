"""Issue 45's twenty-fourth bar, a statistical geneticist prioritising candidate causal genes at GWAS loci by fusing
MAGMA, PoPS, fine-mapping PIPs, coloc, the nearest gene and eQTLs.  Three fault classes:

* the prioritised genes written under a genomics format's name (``-o genes.bgen``, ``.bcf``, ``.tbi``,
  ``.locuszoom``, ``.genes.out``, ``.preds``, ``.cred``, ``.sample``, ``.sumstats``) were TREC lines with exit 0
  (u24d_out_*);
* a file of the geneticist's tools given where a run or qrels go was told by a field count ("expected 6 fields ...,
  found 9"), a score ("score 'T' is not a number") or its bytes ("NUL bytes between the characters") instead of by
  name: MAGMA's, PoPS', SuSiE's, FINEMAP's and coloc's tables, summary statistics (plain, LDSC's, the GWAS Catalog's
  harmonised), a VCF's records, PLINK's ``.bim`` and ``.bed``, BGEN, BCF and tabix indexes (u24d_*_as_run, _as_qrels);
* PLINK's ``.fam``, whose six fields parse as a TREC line, was fused as a run (u24d_plink_fam_as_run).

The members are generated: each name in the spellings a user types, each table under its own name and neutral ones,
its header's cells at a tab, a comma or blanks, the summary statistics' headings of every combination the tools
write, at the runs and the qrels door; and near shapes that must keep their reading."""

from __future__ import annotations

import gzip
import itertools
import struct

import pytest

from rankagg.cli import main
from rankagg.io.binary_containers import container_of
from rankagg.io.foreign_shapes import qrels_shape, run_shape
from rankagg.io.formats import writer_for
from rankagg.io.output_names import foreign_output

GENOMICS_NAMES = [".bgen", ".bgi", ".bcf", ".pgen", ".pvar", ".psam", ".tbi", ".csi", ".sample", ".locuszoom",
                  ".genes.out", ".genes.raw", ".preds", ".cred", ".sumstats"]
SPELLINGS = [lambda s: f"genes{s}", lambda s: f"LOCUS_12{s.upper()}", lambda s: f"prioritised{s}.gz"]


@pytest.mark.parametrize("suffix", GENOMICS_NAMES)
@pytest.mark.parametrize("spell", range(len(SPELLINGS)))
def test_a_run_under_a_genomics_name_is_refused(suffix, spell):
    name = SPELLINGS[spell](suffix)
    assert foreign_output(name) == suffix
    with pytest.raises(ValueError, match=rf"^-o {name}: a fused run would be written as lines of text"):
        writer_for(name, "runs")


@pytest.mark.parametrize("name", ["genes.run", "magma.genes.run", "preds_rrf.run", "bgen_loci.run", "sample.run",
                                  "sumstats.txt", "cred.trec"])
def test_the_names_a_run_takes_are_kept(name):
    assert foreign_output(name) is None


_MAGMA = ("GENE       CHR      START       STOP  NSNPS  NPARAM       N        ZSTAT            P\n"
          "148398       1     859993     879961     45      12   337199      2.1053      0.017634\n")
_POPS = "ENSGID\tPoPS_Score\tY\tY_proj\nENSG00000187634\t0.0731\t2.1053\t1.8712\n"
_SUSIE = "variable\tvariable_prob\tcs\n412\t0.9713\t1\n3\t2.1e-05\t-1\n"
_SUSIE_PIP = "cs,variable,pip\n1,rs7412,0.97\n1,rs429358,0.02\n"
_FINEMAP = ("index rsid chromosome position allele1 allele2 maf beta se z prob log10bf\n"
            "412 rs7412 19 44908822 C T 0.078 -0.154 0.009 -17.1 0.9713 61.2\n")
_FINEMAP_CRED = "index cred1 prob1 cred2 prob2\n1 rs7412 0.97 rs1 0.51\n"
_COLOC = "gene,nsnps,PP.H0.abf,PP.H1.abf,PP.H2.abf,PP.H3.abf,PP.H4.abf\nENSG00000130203.10,812,0,0,0,0.04,0.96\n"
_LDSC = "SNP\tA1\tA2\tN\tZ\nrs7412\tT\tC\t337199.000\t-17.111\n"
_HARMONISED = "hm_variant_id\thm_rsid\thm_chrom\thm_pos\tp_value\n19_44908822_C_T\trs7412\t19\t44908822\t1e-320\n"
_VCF = ("##fileformat=VCFv4.2\n#CHROM\tPOS\tID\tREF\tALT\tQUAL\tFILTER\tINFO\n"
        "19\t44908822\trs7412\tC\tT\t.\tPASS\tPIP=0.97\nchr19\t44908684\t.\tT\tC,G\t50\tPASS\t.\n")
_BIM = "19\trs7412\t0\t44908822\tT\tC\nX\trs5\t0.12\t100\tA\tG\n"
#: (file text, what the note names, the line it is named at)
GWAS_FILES = [(_MAGMA, "MAGMA", 1), (_POPS, "PoPS", 1), (_SUSIE, "SuSiE", 1), (_SUSIE_PIP, "SuSiE", 1),
              (_FINEMAP, "FINEMAP", 1), (_FINEMAP_CRED, "FINEMAP", 1), (_COLOC, "coloc", 1), (_LDSC, "LDSC", 1),
              (_HARMONISED, "harmonised summary statistics", 1), (_VCF, "variant's record", 3), (_BIM, "PLINK", 1)]


@pytest.mark.parametrize("text,what,line", GWAS_FILES)
@pytest.mark.parametrize("name", ["results.tsv", "method.run", "data", "height.txt.gz"])
def test_a_gwas_file_is_named_at_the_runs_and_qrels_doors(tmp_path, text, what, line, name):
    path = tmp_path / name
    path.write_bytes(gzip.compress(text.encode()) if name.endswith(".gz") else text.encode())
    for shape in (run_shape(str(path)), qrels_shape(str(path))):
        assert shape is not None and shape.line == line and what in shape.reason


#: the headings summary statistics write (PLINK, BOLT-LMM, REGENIE, METAL, the GWAS Catalog's)
VARIANTS = ["SNP", "rsid", "MarkerName", "variant_id", "SNPID"]
PLACES = ["BP", "POS", "base_pair_location", "A1"]
STATISTICS = ["P", "P_BOLT_LMM", "p_value", "LOG10P", "BETA", "Z"]


@pytest.mark.parametrize("variant,place,statistic", list(itertools.product(VARIANTS, PLACES, STATISTICS)))
@pytest.mark.parametrize("sep", ["\t", " ", ","])
def test_summary_statistics_of_any_headings_are_named(tmp_path, variant, place, statistic, sep):
    path = tmp_path / "ldl.txt"
    cells = ["CHR", variant, place, "A2", statistic, "SE"]
    path.write_text(sep.join(cells) + "\n" + sep.join(["19", "rs7412", "44908822", "C", "5E-8", "0.009"]) + "\n")
    shape = run_shape(str(path))
    assert shape is not None and shape.line == 1 and "summary statistics" in shape.reason


def _bgzf(data: bytes) -> bytes:
    deflated = gzip.compress(data)[10:]
    extra = b"BC" + struct.pack("<HH", 2, 0)
    return b"\x1f\x8b\x08\x04\x00\x00\x00\x00\x00\xff" + struct.pack("<H", len(extra)) + extra + deflated


BINARIES = [(b"\x6c\x1b\x01" + bytes([0b11011000, 0xff] * 16), "PLINK"),
            (struct.pack("<IIII", 20, 20, 3, 500) + b"bgen" + struct.pack("<I", 9) + b"\x00" * 40, "BGEN"),
            (_bgzf(b"BCF\x02\x02" + b"\x00" * 60), "BCF"), (_bgzf(b"TBI\x01" + b"\x00" * 60), "tabix"),
            (_bgzf(b"CSI\x01" + b"\x00" * 60), "CSI")]


@pytest.mark.parametrize("data,what", BINARIES)
@pytest.mark.parametrize("name", ["chr19.bed", "genotypes.dat", "finemapped.vcf.gz.tbi", "x"])
def test_a_genetics_binary_is_named_whatever_its_name(tmp_path, data, what, name):
    path = tmp_path / name
    path.write_bytes(data)
    reason = container_of(str(path))
    assert reason is not None and what in reason


_FAM = "fam1 ind1 0 0 1 -9\nfam2 ind2 0 0 2 -9\n"


@pytest.mark.parametrize("name", ["cohort.fam", "COHORT.FAM", "cohort.fam.gz"])
@pytest.mark.parametrize("text", [_FAM, "1 1 0 0 0 2.31\n2 2 1 1 1 -0.4\n"])
def test_a_plink_fam_is_refused_though_its_lines_parse_as_a_run(tmp_path, capsys, name, text):
    path = tmp_path / name
    path.write_bytes(gzip.compress(text.encode()) if name.endswith(".gz") else text.encode())
    shape = run_shape(str(path))
    assert shape is not None and shape.line == 1 and "PLINK" in shape.reason
    out = tmp_path / "genes.run"
    assert main(["fuse", str(path), "--quiet", "-o", str(out)]) == 2
    assert f"{name}:1" in capsys.readouterr().err and not out.exists()


@pytest.mark.parametrize("name,text", [
    ("cohort.run", "fam1 Q0 ind1 1 1 -9\nfam2 Q0 ind2 1 2 -9\n"),  # a run's name: its six fields are a run's
    ("magma.run", "locus_01 Q0 ENSG00000139618.15 1 7.2 magma\n"),
    ("variants.fam", "locus_01 Q0 rs7412 1 0.97 susie\n"),  # its fifth field a score, not a sex
    ("susie.run", "19 Q0 rs7412 1 0.97 susie\n"),  # a query named by the chromosome
])
def test_near_shapes_keep_their_reading(tmp_path, name, text):
    path = tmp_path / name
    path.write_text(text)
    assert run_shape(str(path)) is None


def test_a_fam_under_a_run_s_name_is_no_plink_file_but_no_run_either(tmp_path):
    """Under a run's name, PLINK's shape is not named PLINK's (the name says run), but its second field, the
    individual, changes where every run writes 'Q0': refused at line 1 (rankagg.io.run_lookalike_lines)."""
    path = tmp_path / "cohort.run"
    path.write_text(_FAM)
    shape = run_shape(str(path))
    assert shape is not None and shape.line == 1 and "PLINK" not in shape.reason
    assert "('ind1' at line 1, 'ind2' at line 2)" in shape.reason


def test_a_gzipped_run_is_no_bgzf_genetics_file(tmp_path):
    path = tmp_path / "magma.run.gz"
    path.write_bytes(gzip.compress(b"locus_01 Q0 ENSG00000139618.15 1 7.2 magma\n"))
    assert container_of(str(path)) is None and run_shape(str(path)) is None
