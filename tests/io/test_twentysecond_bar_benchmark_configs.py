"""Issue 45's twenty-second bar, a compiler team's tables of lists (u22d_): a column of measurements with their unit
(a benchmark's times ``12.3ms`` or speedups ``1.23x``) pasted where the configurations' names belong was fused as
items (exit 0); whole command lines (``clang -O3 -flto``) as the configurations were refused as "a competition's
ranking in one cell", which they are not; perf's and LLVM's files (``perf.data``, ``.folded``, ``.profdata``, ``.ll``)
named as the output were written as TREC lines.  Each member is a table of lists read through the gene-list reader
or an output name given to the run writer's door, the answer written here by hand."""

from __future__ import annotations

import pytest

from rankagg.api.gene_lists import read_gene_lists
from rankagg.io.formats import writer_for
from rankagg.io.output_names import foreign_output


def _table(tmp_path, name: str, columns: dict[str, list[str]]) -> str:
    path = tmp_path / name
    rows = zip(*columns.values())
    path.write_text(",".join(columns) + "\n" + "".join(",".join(r) + "\n" for r in rows), encoding="utf-8")
    return str(path)


MEASUREMENTS = [
    ["1.23x", "1.10x", "0.98x"],  # speedups as hyperfine and papers print them
    ["1.23 x", "1.05 x", "0.97 x"],
    ["×1.31", "×1.12", "×1.01"],
    ["1.31×", "1.12×", "0.99×"],
    ["12.3ms", "13.0ms", "15.9ms"],  # a harness's median times
    ["0.45 s", "0.47 s", "0.52 s"],
    ["850us", "900us", "1020us"],
    ["3.1µs", "3.3µs", "3.9µs"],
    ["1.2e-3s", "1.3e-3s", "1.9e-3s"],
    ["2.5min", "2.7min", "3.1min"],
    ["41 ns", "43 ns", "47 ns"],
]


@pytest.mark.parametrize("cells", MEASUREMENTS, ids=[c[0] for c in MEASUREMENTS])
def test_a_column_of_measurements_is_refused_at_its_first_line(tmp_path, cells):
    path = _table(tmp_path, "speedups.csv", {"505.mcf_r": cells, "519.lbm_r": ["gcc13-O3", "clang17-O3", "-O2"]})
    with pytest.raises(ValueError) as err:
        read_gene_lists(path)
    message = str(err.value)
    assert "speedups.csv:2" in message and "505.mcf_r" in message and "measurements with their unit" in message


@pytest.mark.parametrize("cells", [
    ["gcc13-O3", "clang17-O3+lto", "-O2"],  # the configurations' own names
    ["5s_rRNA", "12S", "16S"],  # genes and rRNAs whose names begin with a number and end with a unit's letter
    ["1x", "2x", "3x"],  # whole-number items: a speedup is written with its decimals
    ["12.3ms", "CDK2", "TP53"],  # one such cell among genes is a gene list's business (its own rules)
])
def test_names_that_only_look_like_measurements_are_read(tmp_path, cells):
    path = _table(tmp_path, "lists.csv", {"a": cells, "b": list(reversed(cells))})
    lists = read_gene_lists(path)
    assert lists == {"a": cells, "b": list(reversed(cells))}


COMMAND_LINES = [
    ["clang -O3 -flto", "gcc -O2", "gcc -Ofast -march=native"],
    ["./bench --size=L", "./bench --size=M", "./bench --size=S"],
    ["icx -O3 -xHost", "clang-17 -O3 -mllvm -polly", "gcc-13 -O3 -fprofile-use"],
]


@pytest.mark.parametrize("cells", COMMAND_LINES, ids=[c[0] for c in COMMAND_LINES])
def test_command_lines_are_named_as_one_item_holding_a_blank(tmp_path, cells):
    path = _table(tmp_path, "fastest.csv", {"505.mcf_r": cells, "519.lbm_r": list(reversed(cells))})
    with pytest.raises(ValueError) as err:
        read_gene_lists(path)
    message = str(err.value)
    assert "fastest.csv:2" in message and "holds a blank" in message and "command line" in message
    assert "competition" not in message


def test_a_ranking_in_one_cell_is_still_told_as_a_submission(tmp_path):
    path = _table(tmp_path, "submission.csv", {"id": ["q1", "q2"], "images": ["a1 b2 c3", "d4 e5 f6"]})
    with pytest.raises(ValueError, match="competition"):
        read_gene_lists(path)


#: the names a compiler team gives a profile or a build product, each written as TREC lines by ``-o`` (exit 0)
PROFILE_AND_BUILD_NAMES = ["perf.data", "gcc13-O3.perf.data", "ranking.perf", "configs.folded", "merged.profdata",
                           "default.profraw", "bench.gcda", "bench.gcno", "best_config.ll", "best.bc",
                           "kernel.asm", "bench.obj", "libbench.so", "libbench.dylib", "bench.dll",
                           "bench.exe", "bench.elf", "PERF.DATA", "ranking.perf.gz"]


@pytest.mark.parametrize("name", PROFILE_AND_BUILD_NAMES)
def test_a_profile_or_a_build_products_name_is_refused_for_a_run(name):
    with pytest.raises(ValueError) as err:
        writer_for(name)
    message = str(err.value)
    assert name in message and ("profile" in message or "profiler" in message or "compiler's output" in message)


@pytest.mark.parametrize("name", ["fused.run", "O3-vs-O2.run", "fused.runs", "fused.dat", "perf.run", "fused.bench", "a.s", "run.o"])
def test_a_runs_own_names_are_kept(name):
    assert foreign_output(name) is None
