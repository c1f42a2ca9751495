"""Issue 45's twenty-third bar, a microbiome lab building a consensus of differentially abundant taxa from six
methods.  Two fault classes:

* the consensus written under a name of the lab's own formats (``-o consensus.biom``, ``.qza``, ``.qzv``, ``.nwk``,
  ``.tre``, ``.fna``, ``.phy``) was TREC lines with exit 0 (u23b_out_*);
* a file of the lab's tools given where a run or a table of lists goes was told by a field count or another shape
  instead of by name: each method's results table (DESeq2, ANCOM-BC and ANCOM-BC2, ALDEx2, MaAsLin2, LEfSe's
  ``.res``), a Newick or NEXUS tree, a BIOM 1.0 table (JSON), a QIIME 2 archive (u23b_in_*, u23b_lists_*).

The members are generated: each name as a user types it, each file under a name of its own and a neutral one, at the
runs door and at the lists door; and files of near shapes that must keep their old reading."""

from __future__ import annotations

import io
import zipfile

import pytest

from rankagg.cli import main
from rankagg.io.binary_containers import container_of
from rankagg.io.foreign_shapes import run_shape
from rankagg.io.formats import writer_for
from rankagg.io.gene_list_kind import not_gene_table
from rankagg.io.output_names import foreign_output

LAB_NAMES = [".biom", ".qza", ".qzv", ".nwk", ".newick", ".tre", ".treefile", ".nex", ".nexus", ".fna", ".ffn",
             ".fas", ".phy", ".phylip", ".aln"]
SPELLINGS = [lambda s: f"consensus{s}", lambda s: f"CONSENSUS{s.upper()}", lambda s: f"consensus{s}.gz"]


@pytest.mark.parametrize("suffix", LAB_NAMES)
@pytest.mark.parametrize("spell", range(len(SPELLINGS)))
def test_a_run_under_a_lab_formats_name_is_refused(suffix, spell):
    name = SPELLINGS[spell](suffix)
    assert foreign_output(name) == suffix
    with pytest.raises(ValueError, match=rf"^-o {name}: a fused run would be written as lines of text"):
        writer_for(name, "runs")


@pytest.mark.parametrize("name", ["consensus.run", "biom_consensus.run", "taxa.tree.run", "newick.txt", "qza.run"])
def test_the_names_a_run_takes_are_kept(name):
    assert foreign_output(name) is None


_DESEQ2 = ('"","baseMean","log2FoldChange","lfcSE","stat","pvalue","padj"\n'
           '"g__Roseburia",120.53,-2.31,0.42,-5.5,3.8e-08,1.2e-06\n"g__Akkermansia",4.2,0.8,1.1,0.727,0.467,NA\n')
_DESEQ2_SHRUNK = ("taxon\tbaseMean\tlog2FoldChange\tlfcSE\tpvalue\tpadj\n"
                  "ASV_1\t120.5\t-2.1\t0.4\t3.8e-08\t1.2e-06\nASV_2\t4.2\t0.7\t1.0\t0.47\tNA\n")
_ANCOMBC = "taxon,lfc,se,W,p_val,q_val,diff_abn\ng__Roseburia,-1.52,0.31,-4.9,9.6e-07,2.1e-05,TRUE\n"
_ANCOMBC2 = ("taxon,lfc_(Intercept),lfc_diagnosisCD,se_diagnosisCD,W_diagnosisCD,p_diagnosisCD,q_diagnosisCD,"
             "diff_diagnosisCD\ng__Roseburia,0.3,-1.52,0.31,-4.9,9.6e-07,2.1e-05,TRUE\n")
_ALDEX2 = ('"rab.all"\t"diff.btw"\t"effect"\t"we.ep"\t"we.eBH"\t"wi.ep"\t"wi.eBH"\n'
           '"g__Roseburia"\t5.1\t-2.1\t-1.3\t0.0001\t0.003\t0.0002\t0.004\n')
_MAASLIN2 = ("feature\tmetadata\tvalue\tcoef\tstderr\tN\tN.not.0\tpval\tqval\n"
             "g__Roseburia\tdiagnosis\tCD\t-1.21\t0.3\t120\t98\t1.1e-05\t0.0004\n")
_LEFSE = ("k__Bacteria.p__Firmicutes.g__Roseburia\t4.51\tcontrol\t3.92\t0.0012\n"
          "k__Bacteria.p__Bacteroidota.g__Bacteroides\t3.1\t\t\t-\n")
_LEFSE_UNCALLED_FIRST = "g__Bacteroides\t3.10231\t\t\t-\ng__Roseburia\t4.5\tCD\t3.9\t1.2e-03\n"
_NEWICK = "((g__Roseburia:0.12,g__Faecalibacterium:0.08)0.97:0.05,g__Akkermansia:0.41);\n"
_NEWICK_NO_LENGTHS = "((A,B),(C,D));\n"
_NEXUS = "#NEXUS\nBEGIN TREES;\n  TREE t1 = ((A:0.1,B:0.2):0.3,C:0.4);\nEND;\n"
_BIOM_JSON = ('{"id": "No Table ID", "format": "Biological Observation Matrix 1.0.0", "type": "OTU table", '
              '"matrix_type": "sparse", "shape": [1, 1], "data": [[0, 0, 5.0]], "rows": [{"id": "ASV1"}], '
              '"columns": [{"id": "S1"}]}\n')
#: (file text, what the note names)
LAB_FILES = [(_DESEQ2, "DESeq2"), (_DESEQ2_SHRUNK, "DESeq2"), (_ANCOMBC, "ANCOM-BC"), (_ANCOMBC2, "ANCOM-BC"),
             (_ALDEX2, "ALDEx2"), (_MAASLIN2, "MaAsLin2"), (_LEFSE, "LEfSe"), (_LEFSE_UNCALLED_FIRST, "LEfSe"),
             (_NEWICK, "Newick"), (_NEWICK_NO_LENGTHS, "Newick"), (_NEXUS, "NEXUS"), (_BIOM_JSON, "BIOM")]


@pytest.mark.parametrize("text,what", LAB_FILES)
@pytest.mark.parametrize("name", ["results.tsv", "results.csv", "method.run", "data"])
def test_a_lab_file_is_named_at_the_runs_door(tmp_path, text, what, name):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    shape = run_shape(str(path))
    # NEXUS's '#NEXUS' is its first line and says what it is (the phylogenetics declaration names it there: u35e_)
    assert shape is not None and shape.line == 1 and what in shape.reason


@pytest.mark.parametrize("text,what", LAB_FILES)
def test_the_lists_door_leaves_it_to_the_runs_door(tmp_path, text, what):
    path = tmp_path / "results.tsv"
    path.write_text(text, encoding="utf-8")
    reason = not_gene_table(str(path))
    assert reason is not None and what in reason


@pytest.mark.parametrize("text,what", [LAB_FILES[0], LAB_FILES[4], LAB_FILES[6], LAB_FILES[8], LAB_FILES[11]])
@pytest.mark.parametrize("output", ["consensus.run", "consensus.tsv"])
def test_the_command_names_it_at_its_line(tmp_path, capsys, text, what, output):
    name = "results.tsv" if "\t" in text else "results.csv"  # a CSV named .tsv is refused for its separator
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    assert main(["fuse", str(path), "--quiet", "-o", str(tmp_path / output)]) == 2
    err = capsys.readouterr().err
    assert f"{name}:1:" in err and what in err and err.count("\n") == 1
    assert not (tmp_path / output).exists()


def _qiime_zip(first_member: str) -> bytes:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr(first_member, "QIIME 2\narchive: 5\n")
        z.writestr(first_member.split("/")[0] + "/metadata.yaml", "type: FeatureTable[Frequency]\n")
    return buf.getvalue()


@pytest.mark.parametrize("name", ["table.qza", "taxa-bar-plots.qzv", "table.zip", "artifact"])
@pytest.mark.parametrize("uuid", ["6a5c1b2e-9f3d-4c1e-8a2b-0d4e5f6a7b8c", "00000000-0000-4000-8000-000000000000"])
def test_a_qiime_archive_is_named_whatever_its_name(tmp_path, name, uuid):
    path = tmp_path / name
    path.write_bytes(_qiime_zip(f"{uuid}/VERSION"))
    reason = container_of(str(path))
    assert reason is not None and "QIIME 2" in reason and "qiime tools export" in reason


@pytest.mark.parametrize("text", [
    "q1 Q0 d1 1 2.5 run\nq1 Q0 d2 2 1.5 run\n",  # a TREC run
    "ancombc\tdeseq2\tlefse\ng__Roseburia\tg__Bacteroides\tg__Roseburia\n",  # a table of lists
    "gene\tlog2fc\tpvalue\tpadj\tbaseMean\nTP53\t2.1\t1e-9\t1e-7\t88.0\n",  # no DESeq2 header (no log2FoldChange)
    "g__Roseburia\t4\tcontrol\t3.9\t0.001\n",  # five fields, but a whole number as the log10 mean
    "(see below), then\nq1 Q0 d1 1 2.5 run\n",  # a parenthesis, no tree
])
def test_near_shapes_keep_their_reading(tmp_path, text):
    path = tmp_path / "x.tsv"
    path.write_text(text, encoding="utf-8")
    shape = run_shape(str(path))
    assert shape is None or not any(w in shape.reason for w in ("DESeq2", "LEfSe", "Newick", "ALDEx2", "MaAsLin2"))


def test_a_plain_zip_is_still_a_zip(tmp_path):
    path = tmp_path / "runs.zip"
    path.write_bytes(_qiime_zip("runs/bm25.run"))
    reason = container_of(str(path))
    assert reason is not None and "a ZIP archive" in reason and "QIIME" not in reason
