"""Issue 45's twenty-third bar, a plant-breeding program fusing its environments' rankings of candidate varieties.
Two fault classes, each generated whole here:

* the selection written under the name of a breeding or genetics tool's file (Field Book's ``.trt``, PLINK's
  ``.ped`` / ``.fam`` / ``.pheno``, ASReml's ``.asr`` / ``.sln``) was TREC lines with exit 0 (u23c_out_fieldbook_trait,
  u23c_out_plink_ped, u23c_out_plink_fam, u23c_out_plink_pheno, u23c_out_asreml_asr, u23c_out_asreml_sln): each such
  name, as typed (plain, upper case, gzipped), at every writer of lines and of models, and end to end;
* a table of lists whose shorter column a statistics package padded with its missing value (SAS's and Stata's ``.``,
  their special ``.A`` to ``.Z`` and ``._``, GenStat's ``*``) ranked the mark as a genotype of every list it padded
  (u23c_lists_sas_dot_pad, exit 0) or, padding twice, was told "item * appears twice" (u23c_lists_star_pad): each
  mark, in any case, in CSV, TSV, gzipped tables and one-list files, refused at its first line as an empty cell; and
  the gene-list writers, which wrote such an item (and R's NA, a dash) into a file that then did not read back, refuse
  it (tests/fuzz/test_text_writers.py found '.' so once the readers refused it)."""

from __future__ import annotations

import gzip
import re

import pytest

from rankagg.api.commands import check_fuse_outputs
from rankagg.api.preferences import check_table_output
from rankagg.cli import main
from rankagg.io import InputFormatError
from rankagg.io.formats import read, writer_for
from rankagg.io.gene_lists import write_gene_list, write_gene_table
from rankagg.io.models import check_model_name
from rankagg.io.output_names import foreign_output

BREEDING_NAMES = [".trt", ".ped", ".fam", ".bim", ".pheno", ".phe", ".hmp", ".asr", ".sln", ".pvs", ".yht", ".vpv"]
SPELLINGS = [lambda s: f"selection{s}", lambda s: f"SELECTION{s.upper()}", lambda s: f"selection{s}.gz"]
GENOTYPES = ["IR64/N22//IR72", "Check-1", "CIMMYT-2019-0456", "G017", "PI_583791"]
MISSING = [".", "*", "._", ".A", ".a", ".Z", ".m"]


@pytest.mark.parametrize("suffix", BREEDING_NAMES)
@pytest.mark.parametrize("spell", range(len(SPELLINGS)))
def test_a_run_under_a_breeding_tool_name_is_refused(suffix, spell):
    name = SPELLINGS[spell](suffix)
    assert foreign_output(name) == suffix
    with pytest.raises(ValueError, match=rf"^-o {name}: a fused run would be written as lines of text, which no "
                                         rf"\{suffix} reader reads \(\{suffix} names a"):
        writer_for(name, "runs")


@pytest.mark.parametrize("suffix", BREEDING_NAMES)
def test_every_other_writer_refuses_it(suffix):
    with pytest.raises(ValueError, match=rf"^--explain why{suffix}: .*\{suffix} names"):
        check_fuse_outputs(None, f"why{suffix}")
    with pytest.raises(ValueError, match=rf"^-o table{suffix}: .*\{suffix} names"):
        check_table_output(f"table{suffix}")
    with pytest.raises(ValueError, match=rf"^-o model{suffix}: a model is written as a JSON document"):
        check_model_name(f"model{suffix}")


@pytest.mark.parametrize("name", ["selection.run", "trt.run", "ped_2021.run", "selection.sln.run", "asreml.txt",
                                  "phenotypes.run", "family.run"])
def test_the_names_a_run_takes_are_kept(name):
    assert foreign_output(name) is None


@pytest.mark.parametrize("suffix", [".trt", ".ped", ".sln"])
def test_the_command_writes_nothing_under_such_a_name(tmp_path, capsys, suffix):
    runs = []
    for env, order in (("Obregon_2021", GENOTYPES), ("Toluca_2022", GENOTYPES[::-1])):
        path = tmp_path / f"{env}.run"
        path.write_text("".join(f"GY Q0 {g} {r} {10 - r} {env}\n" for r, g in enumerate(order, 1)))
        runs.append(str(path))
    out = tmp_path / f"selection{suffix}"
    assert main(["fuse", *runs, "--method", "borda", "-o", str(out), "--quiet"]) == 2
    assert f"-o {out}" in capsys.readouterr().err and not out.exists()


def _table(columns: dict[str, list[str]], sep: str) -> str:
    rows = [sep.join(columns)]
    for i in range(max(len(c) for c in columns.values())):
        rows.append(sep.join(c[i] if i < len(c) else "" for c in columns.values()))
    return "\n".join(rows) + "\n"


def _write(folder, name: str, text: str) -> str:
    data = text.encode("utf-8")
    (folder / name).write_bytes(gzip.compress(data) if name.endswith(".gz") else data)
    return str(folder / name)


@pytest.mark.parametrize("name", ["top_entries.csv", "top_entries.tsv", "top_entries.csv.gz"])
@pytest.mark.parametrize("mark", MISSING)
@pytest.mark.parametrize("pads", [1, 2])
def test_a_missing_value_padding_a_table_of_lists_is_refused_at_its_line(tmp_path, name, mark, pads):
    # Obregon tested every genotype; Toluca lost the last plots, the export writes the package's missing value
    columns = {"Obregon_2021": GENOTYPES, "Toluca_2022": GENOTYPES[:len(GENOTYPES) - pads][::-1] + [mark] * pads}
    path = _write(tmp_path, name, _table(columns, "\t" if ".tsv" in name else ","))
    first = 1 + len(GENOTYPES) - pads + 1  # the header, then the genotypes kept
    with pytest.raises(InputFormatError) as err:
        list(read(path, kind="gene_lists"))
    assert str(err.value).startswith(f"{path}:{first}: {mark!r} in list 'Toluca_2022' marks an empty cell"), \
        str(err.value)


@pytest.mark.parametrize("mark", [".", "*", ".B"])
def test_a_missing_value_in_a_one_list_file_is_refused_at_its_line(tmp_path, mark):
    path = _write(tmp_path, "toluca.grp", "#Toluca_2022\n" + "\n".join(GENOTYPES[:3] + [mark]) + "\n")
    with pytest.raises(InputFormatError) as err:
        list(read(path, kind="gene_lists"))
    assert str(err.value).startswith(f"{path}:5: {mark!r} in list 'Toluca_2022' marks an empty cell"), str(err.value)


@pytest.mark.parametrize("item", [".A1", "*IR64", "IR64*", "..", "B73.", "._x", "Check-1.2", "*1"])
def test_ids_holding_a_mark_are_read(tmp_path, item):
    path = _write(tmp_path, "lists.csv", _table({"Obregon_2021": GENOTYPES[:3] + [item],
                                                 "Toluca_2022": [item] + GENOTYPES[:2]}, ","))
    (lists,) = list(read(path, kind="gene_lists"))
    assert lists["Obregon_2021"][-1] == item and lists["Toluca_2022"][0] == item


@pytest.mark.parametrize("mark", MISSING + ["-", "NA", "None"])
@pytest.mark.parametrize("name", ["lists.tsv", "lists.csv", "toluca.grp"])
def test_the_writers_refuse_an_item_that_would_read_back_as_a_missing_value(tmp_path, mark, name):
    lists = {"Toluca_2022": GENOTYPES[:2] + [mark]}
    with pytest.raises(ValueError, match=rf"item {re.escape(repr(mark))} of list 'Toluca_2022' would read back as a "
                                         "missing value"):
        (write_gene_list if name.endswith(".grp") else write_gene_table)(lists, tmp_path / name)
    assert not (tmp_path / name).exists()
