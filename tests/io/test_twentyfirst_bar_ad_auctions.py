"""Issue 45's twenty-first bar, an ads team's pCTR models fused per auction: the fused order written under the names
of an ads / ML pipeline's files was TREC lines with exit 0 (u21a_out_tfrecord, u21a_out_vw, u21a_out_svm, u21a_out_pb,
u21a_out_msgpack, u21a_out_snappy, u21a_explain_tfrecord), and ``-o fused.parquet.gz`` a gzip of TREC lines that
``pandas.read_parquet`` cannot open (u21a_out_parquet_gz).  The members are generated: each such name, as a user
types it (plain, upper case, gzipped), at every writer of lines and of models, and end to end through the command."""

from __future__ import annotations

import pytest

from rankagg.api.commands import check_fuse_outputs
from rankagg.api.preferences import check_table_output
from rankagg.cli import main
from rankagg.io.formats import FORMATS, writer_for
from rankagg.io.models import check_model_name
from rankagg.io.output_names import foreign_output

#: what each pipeline name is (TensorFlow, Vowpal Wabbit, SVMlight / LIBSVM, protobuf, MessagePack, compressions)
PIPELINE_NAMES = [".tfrecord", ".tfrecords", ".tfrec", ".vw", ".svm", ".svmlight", ".libsvm", ".pb", ".protobuf",
                  ".msgpack", ".mpk", ".snappy", ".lzma", ".br"]
SPELLINGS = [lambda s: f"fused{s}", lambda s: f"FUSED{s.upper()}", lambda s: f"fused{s}.gz"]


@pytest.mark.parametrize("suffix", PIPELINE_NAMES + [".parquet.gz"])
@pytest.mark.parametrize("spell", range(len(SPELLINGS)))
def test_a_run_under_a_pipeline_name_is_refused(suffix, spell):
    name = SPELLINGS[spell](suffix)
    assert foreign_output(name) == suffix
    with pytest.raises(ValueError, match=rf"^-o {name}: a fused run would be written as lines of text, which no "
                                         rf"\{suffix} reader reads"):
        writer_for(name, "runs")


@pytest.mark.parametrize("suffix", PIPELINE_NAMES + [".parquet.gz"])
def test_every_other_writer_refuses_it(suffix):
    with pytest.raises(ValueError, match=rf"^--explain why{suffix}: .*\{suffix} names"):
        check_fuse_outputs(None, f"why{suffix}")
    with pytest.raises(ValueError, match=rf"^-o table{suffix}: .*\{suffix} names"):
        check_table_output(f"table{suffix}")
    with pytest.raises(ValueError, match=rf"^-o model{suffix}: a model is written as a JSON document"):
        check_model_name(f"model{suffix}")
    for kind in ("qrels", "rankings", "weights", "preferences"):
        with pytest.raises(ValueError, match=rf"\{suffix} names"):
            writer_for(f"out{suffix}", kind)


@pytest.mark.parametrize("name", ["fused.parquet", "FUSED.PARQUET", "fused.run.gz", "fused.txt", "fused.pbrun",
                                  "fused.vw.run", "auction-0000-svm.run", "fused.parquet.run"])
def test_the_names_a_run_takes_are_kept(name):
    assert foreign_output(name) is None
    assert writer_for(name) is FORMATS["parquet" if name.lower().endswith(".parquet") else "trec"]


@pytest.mark.parametrize("suffix", [".tfrecord", ".vw", ".svm", ".parquet.gz"])
def test_the_command_writes_nothing(tmp_path, suffix, capsys):
    run = tmp_path / "a.run"
    run.write_text("auc-1 Q0 9223372036854775807 1 1.2e-05 model_a\nauc-1 Q0 10 2 1e-06 model_a\n", encoding="utf-8")
    out = tmp_path / f"fused{suffix}"
    assert main(["fuse", str(run), "--method", "rrf", "--quiet", "-o", str(out)]) == 2
    assert not out.exists()
    err = capsys.readouterr().err
    assert f"fused{suffix}" in err and err.count("\n") == 1
