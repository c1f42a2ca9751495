"""Issue 45's twenty-second bar, a proteomics lab fusing search engines' peptide-spectrum matches per spectrum.

Two classes of fault, each generated here over its members:

* the lab's files given to a run or qrels door (a search engine's PSM table: Comet's export with or without its
  version line, MS-GF+'s TSV under its '#SpecFile' header, Percolator's psms.txt and .pin, FragPipe's psm.tsv,
  MSFragger's own TSV, Mascot's CSV; an mzIdentML, pepXML, idXML or X!Tandem XML document; mzML, mzXML and MGF
  spectra; mzTab) got a field count ("expected 6 fields ..., found 3"), "score 'peptide' is not a number" or a long
  table's note that took a precursor mass for the scores: they are named for what they are at their first line
  (u22b_comet_txt_as_run, u22b_msgf_tsv_as_run, u22b_mzid_as_run, u22b_percolator_as_qrels, ...), and the awk the note
  gives writes the run trec_eval reads (its lines checked against the table's rows by hand);
* a fused run written under a proteomics file's name (``-o consensus.mzid``, ``.pepXML``, ``.mzML``, ``.mgf``,
  ``.mzTab``, ``.pin``, ``.idXML``, gzipped or upper-cased) was TREC lines with exit 0 (u22b_out_mzid_name, ...):
  refused at every writer of lines and models.
"""

from __future__ import annotations

import shlex
import subprocess

import pytest

import rankagg
from rankagg.io.foreign_shapes import qrels_shape, run_shape
from rankagg.io.formats import FORMATS, writer_for
from rankagg.io.output_names import foreign_output
# the twenty-first bar's checks of one file at both doors and of one name at every writer (plain, upper case,
# gzipped), whatever the file or name
from tests.io.test_twentyfirst_bar_ad_auctions import (
    test_a_run_under_a_pipeline_name_is_refused as refused_as_a_run,
    test_every_other_writer_refuses_it as refused_at_every_other_writer)
from tests.io.test_twentyfirst_bar_model_quality import _write

_COMET_HEADER = ("scan\tnum\tcharge\texp_neutral_mass\tcalc_neutral_mass\te-value\txcorr\tdelta_cn\tplain_peptide\t"
                 "modified_peptide\tprotein\n")
_COMET_ROWS = [("1234", "1", "2", "1001.4973", "1001.4971", "1.20E-05", "3.2105", "0.0", "PEPTIDEK",
                "PEPT[181.0140]IDEK", "sp|P12345|ABC_HUMAN"),
               ("1234", "2", "2", "1001.4973", "1001.4982", "3.40E-03", "2.1101", "0.34", "PEPTLDEK", "PEPTLDEK",
                "DECOY_sp|P99999|XYZ_HUMAN"),
               ("1301", "1", "3", "1500.7120", "1500.7131", "2.10E-08", "4.0012", "0.0", "SAMPLERK", "SAMPLERK",
                "sp|P23456|DEF_HUMAN")]
_COMET = _COMET_HEADER + "".join("\t".join(r) + "\n" for r in _COMET_ROWS)
_MSGF = ("#SpecFile\tSpecID\tScanNum\tFragMethod\tCharge\tPeptide\tProtein\tMSGFScore\tSpecEValue\tQValue\n"
         "s.mzML\tcontrollerType=0 controllerNumber=1 scan=1234\t1234\tHCD\t2\tK.PEPT+79.966IDEK.A\tsp|P1|A\t98\t"
         "1.2E-12\t0.0\n"
         "s.mzML\tcontrollerType=0 controllerNumber=1 scan=1301\t1301\tHCD\t3\tR.SAMPLERK.L\tsp|P2|B\t71\t4.5E-10\t"
         "0.0012\n")
_PSMS = ("PSMId\tscore\tq-value\tposterior_error_prob\tpeptide\tproteinIds\n"
         "s_1234_2_1\t2.3101\t0.0\t1.2e-09\tK.PEPT[79.9663]IDEK.A\tsp|P1|A\n")
_PIN = ("SpecId\tLabel\tScanNr\tExpMass\tXcorr\tPeptide\tProteins\n"
        "s_1234_2_1\t1\t1234\t1001.50\t3.21\tK.PEPTIDEK.A\tsp|P1|A\ns_1234_2_2\t-1\t1234\t1001.50\t2.11\tK.PEPTLDEK.A\t"
        "DECOY_sp|P9|X\n")
_FRAGPIPE = ("Spectrum\tSpectrum File\tPeptide\tModified Peptide\tCharge\tExpectation\tHyperscore\tProtein\n"
             "s.01234.01234.2\tinterim/s.pepXML\tPEPTIDEK\tPEPT[181]IDEK\t2\t1.2E-5\t38.2\tsp|P1|A\n")
_MSFRAGGER = ("scannum\tpeptide\tcharge\tprecursor_neutral_mass\thyperscore\tnextscore\texpectscore\tproteins\n"
              "1234\tPEPTIDEK\t2\t1001.4973\t38.2\t22.1\t1.2e-05\tsp|P1|A\n")
_MASCOT = ("prot_hit_num,prot_acc,pep_query,pep_rank,pep_exp_mz,pep_score,pep_expect,pep_seq\n"
           "1,ABC_HUMAN,1234,1,501.25,41.0,1.2e-05,PEPTIDEK\n")
_XML = '<?xml version="1.0" encoding="UTF-8"?>\n'

#: (file name, its text, what the message names: never the file's own name, which the message holds anyway)
MEMBERS = [
    ("sample01.txt", "CometVersion 2024.01 rev. 0\tsample01.mzML\t12/01/2026\n" + _COMET, "Comet's PSM table"),
    ("sample01.comet.tsv", _COMET, "Comet's PSM table"),
    ("crlf.txt", _COMET.replace("\n", "\r\n"), "Comet's PSM table"),
    ("sample01.msgf.tsv", _MSGF, "MS-GF+'s PSM table"),
    ("psms.txt", _PSMS, "Percolator's PSM table"),
    ("sample01.pin", _PIN, "Percolator's PSM table"),
    ("psm.tsv", _FRAGPIPE, "MSFragger / FragPipe's PSM table"),
    ("sample01_msfragger.tsv", _MSFRAGGER, "MSFragger / FragPipe's PSM table"),
    ("F012345.csv", _MASCOT, "Mascot's PSM table"),
    ("crux.txt", "file\tscan\tcharge\txcorr score\txcorr\tpeptide\n/x.mzML\t1234\t2\t3.2\t3.2\tPEPTIDEK\n",
     "a search engine's PSM table"),
    ("sample01.mzid", _XML + '<MzIdentML id="MS-GF+" version="1.1.1">\n<cvList>\n', "mzIdentML"),
    ("ns.mzid", _XML + '<mzid:MzIdentML xmlns:mzid="http://psidev.info/psi/pi/mzIdentML/1.2">\n', "mzIdentML"),
    ("sample01.pep.xml", _XML + '<?xml-stylesheet type="text/xsl" href="pepXML_std.xsl"?>\n'
     '<msms_pipeline_analysis date="2026-12-01">\n', "a pepXML identification file"),
    ("bom.pepXML", "\ufeff" + _XML + "<!-- TPP 7.0 -->\n<msms_pipeline_analysis>\n", "a pepXML identification file"),
    ("sample01.idXML", _XML + '<IdXML version="1.5">\n', "an OpenMS idXML identification"),
    ("sample01.t.xml", _XML + '<bioml xmlns:GAML="http://www.bioml.com/gaml/" label="models">\n', "X!Tandem"),
    ("sample01.mzML", _XML + '<indexedmzML xmlns="http://psi.hupo.org/ms/mzml">\n  <mzML id="s">\n', "mass spectra"),
    ("bare.mzML", '<mzML xmlns="http://psi.hupo.org/ms/mzml" id="s" version="1.1.0">\n', "mass spectra"),
    ("sample01.mzXML", _XML + '<mzXML xmlns="http://sashimi.sourceforge.net/schema_revision/mzXML_3.2">\n',
     "mass spectra"),
    ("sample01.mgf", "BEGIN IONS\nTITLE=s.1234.1234.2\nPEPMASS=501.25\nCHARGE=2+\n101.07 1200\nEND IONS\n", "MGF"),
    ("params.mgf", "MASS=Monoisotopic\nCOM=run 1\nBEGIN IONS\nTITLE=s.1\nPEPMASS=501.25\n101.07 1200\nEND IONS\n",
     "MGF"),
    ("sample01.mzTab", "MTD\tmzTab-version\t1.0.0\nMTD\tmzTab-mode\tSummary\n", "an mzTab file (MTD"),
]


@pytest.mark.parametrize("gz", [False, True], ids=["plain", "gzipped"])
@pytest.mark.parametrize("name,text,what", MEMBERS, ids=[m[0] for m in MEMBERS])
def test_a_proteomics_file_is_named_at_the_run_and_qrels_doors(tmp_path, name, text, what, gz):
    """Each at its line: an XML document's root's (after its declaration, a stylesheet or a comment), else line 1."""
    path = _write(tmp_path, name, text, gz)
    run = tmp_path / "searches.run"
    run.write_text("1234 Q0 PEPTIDEK 1 3.2 comet\n")
    lines = text.lstrip("\ufeff").split("\n")
    line = next((k for k, ln in enumerate(lines, 1) if ln.startswith("<") and not ln.startswith(("<?", "<!"))), 1)
    for door in (lambda: rankagg.fuse([path, str(run)], method="rrf"), lambda: rankagg.evaluate(str(run), path)):
        with pytest.raises(ValueError) as err:
            door()
        message = str(err.value)
        assert f"{path.rsplit('/', 1)[1]}:{line}: " in message and what in message and "\n" not in message, message


def _note_command(path: str) -> str:
    with pytest.raises(ValueError) as err:
        rankagg.fuse([path], method="rrf")
    return str(err.value).split("an e-value negated): ", 1)[1].split("; the true peptides", 1)[0]


#: (file name, table, the run lines its note's awk must write: by hand from the rows, a lower-is-better score negated)
NOTES = [
    ("comet 01.txt", _COMET, [("1234", "PEPT[181.0140]IDEK", "1", "3.2105"), ("1234", "PEPTLDEK", "2", "2.1101"),
                              ("1301", "SAMPLERK", "1", "4.0012")]),
    ("versioned.txt", "CometVersion 2024.01\tx.mzML\n" + _COMET, [("1234", "PEPT[181.0140]IDEK", "1", "3.2105"),
                                                                   ("1234", "PEPTLDEK", "2", "2.1101"),
                                                                   ("1301", "SAMPLERK", "1", "4.0012")]),
    ("msgf.tsv", _MSGF, [("1234", "K.PEPT+79.966IDEK.A", "1", "98"), ("1301", "R.SAMPLERK.L", "1", "71")]),
    ("sample.pin", _PIN, [("1234", "K.PEPTIDEK.A", "1", "3.21"), ("1234", "K.PEPTLDEK.A", "2", "2.11")]),
    ("msfragger.tsv", _MSFRAGGER, [("1234", "PEPTIDEK", "1", "38.2")]),
    ("evalue_only.tsv", "scan\tpeptide\tspecevalue\n7\tAAK\t1e-12\n7\tCCK\t0.5\n",
     [("7", "AAK", "1", "-1e-12"), ("7", "CCK", "2", "-0.5")]),
]


@pytest.mark.parametrize("gz", [False, True], ids=["plain", "gzipped"])
@pytest.mark.parametrize("name,text,rows", NOTES, ids=[n[0] for n in NOTES])
def test_the_psm_note_writes_the_run_of_the_table(tmp_path, name, text, rows, gz):
    """The awk the note gives writes the table's PSMs as the run trec_eval reads: the spectrum, Q0, the peptide, its
    place within the spectrum, the engine's score (an e-value negated), one tag; rankagg reads that run back."""
    path = _write(tmp_path, name, text, gz)
    command = _note_command(path)
    subprocess.run(["bash", "-c", command], check=True, cwd=tmp_path)
    out = shlex.split(command.rsplit(" > ", 1)[1])[0]
    lines = [ln.split() for ln in (tmp_path / out).read_text().splitlines()]
    assert [(f[0], f[2], f[3], f[4]) for f in lines] == rows
    assert all(len(f) == 6 and f[1] == "Q0" for f in lines) and len({f[5] for f in lines}) == 1
    fused = rankagg.fuse([str(tmp_path / out)], method="rrf")
    assert set(fused) == {r[0] for r in rows}


@pytest.mark.parametrize("text", [
    "# scan xcorr peptide\n1234 Q0 PEPTIDEK 1 3.21 comet\n",  # a run under a comment line
    "BEGIN Q0 IONS 1 0.5 t\n",
    "MTD Q0 mzTab-1 1 0.5 t\n",
    "<bioml Q0 d 1 0.5 t\n",
])
def test_a_run_that_only_looks_like_a_proteomics_file_is_still_a_run(tmp_path, text):
    run = tmp_path / "odd.run"
    run.write_text(text)
    qid, _, doc, _, _, _ = text.splitlines()[-1].split()
    assert rankagg.fuse([str(run)], method="combsum") == {qid: {doc: 1.0}}


@pytest.mark.parametrize("text", [
    "id\tsequence\tscore\ng1\tACGT\t0.5\ng2\tTTGA\t0.4\n",  # a DNA table: a score, no engine's
    "qid\tdocid\tscore\nq1\td1\t0.5\nq1\td2\t0.4\n",
    "<html><body>BEGIN IONS</body></html>\n",
    "<?xml version=\"1.0\"?>\n<catalog>\n",
    "TITLE=x\nBEGIN IONS?\n",
])
def test_tables_and_documents_of_other_kinds_are_not_named_proteomics(tmp_path, text):
    path = tmp_path / "other.tsv"
    path.write_text(text)
    words = ("PSM table", "mzIdentML", "pepXML", "mass spectra", "MGF", "mzTab", "X!Tandem", "idXML")
    for shape in (run_shape(str(path)), qrels_shape(str(path))):
        assert shape is None or not any(w in shape.reason for w in words), shape


PROTEOMICS_NAMES = [".mzid", ".mzidentml", ".pepxml", ".idxml", ".featurexml", ".consensusxml", ".mzml", ".mzxml",
                    ".mgf", ".ms2", ".mztab", ".pin", ".msp", ".sptxt", ".blib"]


@pytest.mark.parametrize("suffix", PROTEOMICS_NAMES)
@pytest.mark.parametrize("spell", range(3))  # as a user types it: plain, upper case, gzipped
def test_a_run_under_a_proteomics_name_is_refused(suffix, spell):
    refused_as_a_run(suffix, spell)


@pytest.mark.parametrize("suffix", PROTEOMICS_NAMES)
def test_every_other_writer_refuses_it(suffix):
    refused_at_every_other_writer(suffix)


@pytest.mark.parametrize("name", ["consensus.run", "mgf_top1.run", "consensus.mzid.run", "pinned.run.gz",
                                  "consensus.txt", "sample01.mzml_psms.run"])
def test_the_names_a_run_takes_are_kept(name):
    assert foreign_output(name) is None
    assert writer_for(name) is FORMATS["trec"]
