"""Shared fixtures.  Data tests read the LETOR files from RANKAGG_DATA or ../shared/data;
when the data is missing they skip locally but FAIL in CI (CI=true)."""

from __future__ import annotations

import os
import signal
from pathlib import Path

import pytest
from hypothesis import settings

ROOT = Path(__file__).resolve().parents[1]

# a suite started as a background job of a script (`bash .ci/run &`: SIGINT ignored) or under nohup (SIGHUP
# ignored) passes the ignoring on to every command the tests start: the tests that interrupt a command, as a user's
# Ctrl-C or a closed terminal does, then waited for their timeout.  The suite's processes take these signals as a
# terminal's do (the test about an ignored signal, test_seventh_bar_environment, ignores it itself)
if signal.getsignal(signal.SIGINT) == signal.SIG_IGN:
    signal.signal(signal.SIGINT, signal.default_int_handler)
for _sig in (signal.SIGHUP, signal.SIGTERM):
    if signal.getsignal(_sig) == signal.SIG_IGN:
        signal.signal(_sig, signal.SIG_DFL)

# no wall-clock limits in the unit suite: hypothesis' default 200 ms deadline per example is
# one (it fails on a busy machine); speed goals live in benchmarks/
settings.register_profile("rankagg", deadline=None)
# under CI=true the same examples on every run (each test's own seed, from its name): a run that lands is one anyone
# can repeat, and a draw that once failed (tests/io/test_table_of_one_kind.py's, December 2026) does not fail one run
# in many; elsewhere each run draws anew, so the developers' runs go on exploring
settings.register_profile("rankagg-ci", deadline=None, derandomize=True)
settings.load_profile("rankagg-ci" if os.environ.get("CI", "").lower() == "true" else "rankagg")


def data_dir() -> Path | None:
    env = os.environ.get("RANKAGG_DATA")
    for cand in ([Path(env)] if env else []) + [ROOT.parent / "shared" / "data"]:
        if (cand / "letor4-agg" / "MQ2008-agg").is_dir():
            return cand
    return None


def _need_data() -> Path:
    d = data_dir()
    if d is None:
        msg = "LETOR data not found (set RANKAGG_DATA or put shared/data beside the checkout)"
        if os.environ.get("CI", "").lower() == "true":
            pytest.fail(msg)
        pytest.skip(msg)
    return d


@pytest.fixture(scope="session")
def letor_dir() -> Path:
    return _need_data()


@pytest.fixture(scope="session")
def mq2008(letor_dir):
    from rankagg.io.datasets import load_letor_agg

    return load_letor_agg("MQ2008-agg", letor_dir)


@pytest.fixture(scope="session")
def mq2007(letor_dir):
    from rankagg.io.datasets import load_letor_agg

    return load_letor_agg("MQ2007-agg", letor_dir)


def _trec_covid_dir(round_: int = 5) -> Path:
    """The real TREC-COVID runs and qrels of one round (fails in CI, skips elsewhere, when missing)."""
    env = os.environ.get("RANKAGG_DATA")
    for cand in ([Path(env)] if env else []) + [ROOT.parent / "shared" / "data"]:
        if (cand / f"trec-covid-round{round_}" / f"qrels-round{round_}.txt").is_file():
            return cand / f"trec-covid-round{round_}"
    msg = f"TREC-COVID round-{round_} data not found (set RANKAGG_DATA or put shared/data beside the checkout)"
    if os.environ.get("CI", "").lower() == "true":
        pytest.fail(msg)
    pytest.skip(msg)


@pytest.fixture(scope="session")
def trec_covid_dir() -> Path:
    return _trec_covid_dir()


DATA_NOTICE = "not found (set RANKAGG_DATA"  # in every data fixture's skip / failure message


def _data_misses(stats: dict) -> int:
    """How many test reports (skipped locally, failed in CI) say the shared data was not found."""
    n = 0
    for key in ("skipped", "failed", "error"):
        for rep in stats.get(key, []):
            text = rep.longrepr[2] if isinstance(rep.longrepr, tuple) else str(getattr(rep, "longrepr", "") or "")
            n += DATA_NOTICE in str(text)
    return n


def pytest_terminal_summary(terminalreporter, exitstatus, config):
    """Say plainly how many tests needed the shared data and did not find it, and how to point them at it."""
    n = _data_misses(terminalreporter.stats)
    if n:
        terminalreporter.write_sep("=", "data notice", yellow=True)
        terminalreporter.write_line(
            f"{n} test(s) needed the shared data (LETOR 4.0 MQ2007/MQ2008-agg, TREC-COVID rounds 2-5) and did not "
            "find it, so they did not run.\nPoint RANKAGG_DATA at the folder that holds letor4-agg/ and "
            "trec-covid-round*/ (README: 'The data'), e.g.\n    RANKAGG_DATA=/path/to/shared/data bash scripts/test.sh")


# ------------------------------------------------------------------ Numba's kernels compiled once, before the workers
def _numba_cache_is_cold() -> bool:
    """No compiled kernel of rankagg's is cached yet (a fresh clone: CI's case)."""
    folder = Path(os.environ["NUMBA_CACHE_DIR"]) if os.environ.get("NUMBA_CACHE_DIR") else ROOT / "rankagg"
    return next(folder.rglob("*.nbi"), None) is None


def _whole_suite(config) -> bool:
    """The run is the whole suite on xdist workers (scripts/test.sh), in the controller: not one file, not a worker."""
    if hasattr(config, "workerinput") or not config.getoption("numprocesses", None):
        return False
    return all(Path(a.split("::")[0]).resolve() == ROOT / "tests" for a in config.args)


def pytest_sessionstart(session):
    """In a fresh clone, compile every method's Numba kernels once, in two processes (half the methods each),
    before the xdist workers start: otherwise both workers, and every command a test starts before a kernel is
    cached, compiled the same kernels again (a clean clone paid 115 CPU s for the methods' 103 kernels once, and
    each again in the other worker and in the first subprocesses; tests/package/test_reproduce.py's slow-method
    fingerprints took 92 CPU s cold, 5 warm).  The compiling run is the fingerprint check itself
    (scripts/check_method_fingerprints.py, which the suite runs too), so the kernels are compiled for the very
    arguments the methods give them.  Its verdict is not this hook's: tests/package/test_reproduce.py judges it."""
    config = session.config
    data = data_dir()
    if data is None or not _whole_suite(config) or not _numba_cache_is_cold():
        return
    import subprocess
    import sys
    import time

    from rankagg.methods.registry import list_methods

    names = list_methods()
    script = str(ROOT / "scripts" / "check_method_fingerprints.py")
    env = {**os.environ, "RANKAGG_DATA": str(data)}
    start = time.monotonic()
    procs = [subprocess.Popen([sys.executable, script, "--methods", ",".join(names[i::2])], cwd=ROOT, env=env,
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL) for i in range(2)]
    for proc in procs:
        try:
            proc.wait(timeout=900)
        except subprocess.TimeoutExpired:  # a slow machine: the workers compile what is left, as before
            proc.kill()
            proc.wait()
    print(f"\nrankagg: the methods' Numba kernels compiled before the workers started "
          f"({time.monotonic() - start:.0f} s, two processes)", file=sys.stderr)


# ------------------------------------------------------------------ the order the tests start in
#: The slowest tests of a clean-clone run (their seconds on the 2-core machine, ``--durations``, two runs of
#: November 2026; a test id, or a test file whose tests share a costly module fixture: R's reference outputs,
#: a Dask cluster), started first and dealt to the xdist workers so that each starts with an equal share.
#: In collection order they came last (``tests/package/`` holds the document runs): with ``-n 2`` one worker
#: ran a 2-minute test while the other had finished.  The seconds only weigh the deal; a test missing here
#: runs in its usual place, and an entry whose test is gone moves nothing.
SLOW_FIRST: dict[str, float] = {
    "tests/package/test_doc_examples.py::test_examples_run_as_written[README.md]": 123,
    "tests/methods/significance/test_r_equality.py": 70,
    "tests/api/test_api_tune.py::test_tune_default_on_the_28_real_runs": 110,
    "tests/package/test_doc_examples.py::test_examples_run_as_written[docs/preferences.md]": 84,
    "tests/package/test_docs_trec.py::test_the_trec_guide_runs_as_written": 81,
    "tests/backends/test_backends.py": 69,
    # the matrix's fast rows and its three checks read one run of it (26 rows and the checks: 30 s on a busy machine)
    "tests/package/test_reliability.py::test_matrix_fast_rows": 27,
    "tests/package/test_reliability.py::test_matrix_classifies_a_silent_and_a_raw_row": 1,
    "tests/package/test_reliability.py::test_no_declaration_claims_a_file_its_case_does_not_name": 1,
    "tests/package/test_reliability.py::test_every_trec_refusal_says_why": 1,
    "tests/io/test_registry_door.py::test_what_the_ranx_writer_writes_reads_back_or_is_refused": 63,
    "tests/backends/test_backends.py::test_chunking_equals_whole_every_unsupervised_method": 52,
    "tests/api/test_fuse_files.py::test_every_method_through_the_command_ignores_the_file_order[maic]": 46,
    "tests/methods/stagg/test_stagg_distribution.py::test_all_rank_distributions_matches_per_query": 39,
    "tests/package/test_doc_examples.py::test_examples_run_as_written[docs/lragg.md]": 35,
    "tests/package/test_doc_examples.py::test_examples_run_as_written[docs/genes.md]": 32,
    "tests/package/test_contract.py::test_outputs_independent_of_hash_seed_numba_and_blas_threads": 31,
    "tests/package/test_contract.py::test_bug2_reordering_real_rankers_changes_no_bit[maic]": 30,
    "tests/api/test_api_tune.py::test_fuse_ranx_run_round_trip": 30,
    "tests/test_models.py::test_lgb_edits_are_refused_or_read_as_lightgbm_reads_them": 30,
    "tests/package/test_doc_examples.py::test_examples_run_as_written[docs/report.md]": 29,
    "tests/experiments/test_experiments.py::test_committed_tables_match_the_results": 28,
    "tests/experiments/test_experiments.py::test_committed_results_use_the_schema": 22,
    "tests/methods/significance/test_maic_fit.py::test_the_fit_is_the_reference_s_bit_for_bit_under_the_pinned_kernels": 26,
    "tests/api/test_fuse_files.py::test_the_order_of_the_files_changes_no_byte[stagg_rrf]": 26,
    "tests/io/test_newest_faces.py::test_ranx_runs_and_pyterrier_fusion_name_by_the_same_rule": 24,
    "tests/api/test_fuse_files.py::test_every_method_through_the_command_ignores_the_file_order[bradley_terry]": 23,
    "tests/data/test_first_by_tie_rule.py::test_the_same_first_m_as_the_whole_order": 23,
    "tests/package/test_contract_faces.py::test_every_face_gives_the_in_memory_bytes[stagg_rrf(positions='raw')]": 23,
    "tests/methods/stagg/test_stagg_distribution.py::test_exact_matches_brute_force[half-eq11]": 23,
    "tests/experiments/test_tune_supervised.py::test_supervised_cv_learns_to_trust_the_good_run_on_held_out_topics": 22,
    "tests/api/test_api_inputs.py::test_fuse_any_input_is_a_clean_error_or_brute_force_rrf": 21,
    "tests/package/test_doc_examples.py::test_examples_run_as_written[docs/pyterrier.md]": 21,
    "tests/api/test_fuse_files.py::test_every_method_through_the_command_ignores_the_file_order[svp]": 20,
    "tests/methods/comparisons/test_arena_parity.py::test_its_scale_and_anchor_are_parameters": 20,
    "tests/api/test_fuse_files.py::test_the_order_of_the_files_changes_no_byte[mc2]": 20,
    "tests/methods/positional/test_norm_overflow.py::test_any_finite_scores_normalise_finite_and_the_fuser_agrees": 19,
    "tests/package/test_reproduce.py::test_committed_positional_results_on_mq2008_reproduce_bit_for_bit": 18,
    "tests/experiments/test_experiment_robustness.py::test_labels_are_escaped_for_every_output": 18,
    "tests/methods/kemeny/test_exact.py::test_hand_computed_condorcet_cycle": 17,
    "tests/methods/comparisons/test_aggregate.py::test_every_pairwise_method_runs_and_list_methods_are_refused": 16,
    "tests/test_engines.py::test_methods_claiming_ranx_definitions[wsum-ranx_params0-combsum(norm='minmax')]": 16,
    "tests/package/test_reproduce.py::test_svd_features_do_not_depend_on_blas_threads": 16,
    "tests/io/test_read_native.py::test_the_compiled_parser_gives_the_general_parsers_columns": 15,
    "tests/methods/comparisons/test_arena_parity.py::test_a_battle_file_in_each_encoding_gives_arena_ranks_ratings[.jsonl]": 15,
    "tests/package/test_contract.py::test_bug1_cli_train_then_fuse_uses_the_trained_ulara": 15,
    "tests/io/test_real_trec_files.py::test_every_real_run_is_read[False]": 15,
    "tests/methods/comparisons/test_arena_parity.py::test_ratings_equal_arena_rank_at_its_defaults_within_its_tolerance": 15,
    "tests/methods/comparisons/test_arena_parity.py::test_ratings_equal_arena_rank[2-15-3000]": 14,
    "tests/methods/comparisons/test_arena_parity.py::test_ratings_equal_arena_rank[0-4-60]": 14,
    "tests/package/test_reproduce.py::test_slow_methods_match_the_reference_fingerprints": 14,
    "tests/stream/test_stream.py::test_the_real_runs_streamed_give_the_in_memory_bytes[pseudo_qrels(fusion='combsum', unranked='zero', power=1.0)]": 14,
    "tests/data/test_first_by_tie_rule.py::test_without_a_group_is_its_first_m_group_by_group": 13,
    "tests/package/test_contract_faces.py::test_every_face_gives_the_in_memory_bytes[stagg(positions='raw')]": 13,
    "tests/test_fuser_native.py::test_no_leak_in_many_calls": 13,
    "tests/io/test_real_trec_files.py::test_every_real_run_is_read[True]": 13,
    "tests/io/test_one_door.py::test_every_model_entry_point_opens_model_files_from_io_only": 13,
    "tests/stream/test_stream.py::test_round_3_streamed_with_a_quality_below_chance_gives_the_in_memory_bytes": 12,
    "tests/api/test_fuse_files.py::test_every_method_through_the_command_ignores_the_file_order[mpm]": 12,
    "tests/package/test_read_only_install.py::test_a_read_only_install_and_home_cache_in_the_temporary_folder": 12,
    "tests/api/test_fuse_files.py::test_the_order_of_the_files_changes_no_byte[plackett_luce]": 12,
    "tests/methods/stagg/test_stagg_threads.py::test_parallel_kernels_from_many_threads_at_once": 12,
    "tests/experiments/test_results_schema.py::test_every_committed_result_is_in_the_schema": 11,
    "tests/package/test_doc_examples.py::test_examples_run_as_written[docs/mallows.md]": 11,
    "tests/methods/supervised/test_lgb_mutants.py::test_mutants_are_refused_naming_where_or_evaluated_as_lightgbm_does[coarse]": 11,
    "tests/test_fuser_native.py::test_the_kernel_is_the_python_path_bit_for_bit": 11,
    "tests/package/test_read_only_install.py::test_nothing_writable_compiles_without_a_cache": 11,
    "tests/package/test_reproduce.py::test_a_committed_record_gives_back_the_cell_it_ran": 10,
    "tests/package/test_doc_examples.py::test_examples_run_as_written[docs/rags.md]": 10,
    "tests/methods/comparisons/test_judges.py::test_intervals_cover_the_true_scores_of_simulated_judges": 10,
    "tests/methods/comparisons/test_arena_parity.py::test_reweighted_battles_equal_arena_rank": 10,
    "tests/methods/kemeny/test_buckets.py::test_equals_brute_force_up_to_7": 10,
    "tests/io/test_registry_door.py::test_the_plain_sample_reads_back[ranx-]": 9,
    "tests/methods/stagg/test_stagg_distribution.py::test_approximations_against_exact[half-eq11]": 9,
    "tests/io/test_newest_faces.py::test_a_lone_surrogate_is_refused_for_every_reader_of_ids_and_names[ranx]": 9,
    "tests/methods/comparisons/test_arena_parity.py::test_ratings_equal_arena_rank[1-8-600]": 9,
    "tests/test_engines_real.py::test_lancedb_rrf_reranker_equals_preset_fuser_and_export": 9,
    "tests/io/test_output_guard.py::test_every_output_target_is_refused_cleanly_or_written_right": 9,
    "tests/experiments/test_tune_selection.py::test_tune_with_the_selection_family_is_deterministic": 9,
    "tests/io/test_read_native_hash.py::test_any_key_gives_the_same_columns": 8,
}


#: The entries of :data:`SLOW_FIRST` whose tests start Python processes that load rankagg's kernels (Dask workers,
#: the command line, the documents' examples).  Each process compiles the kernels Numba's cache does not hold
#: yet, so these start last in each worker's first chunk, when the tests before them have filled the cache: at
#: the very start of a clean-clone run the Dask test took 179 s and the reliability matrix 130 s (48 s and 66 s
#: in their place in collection order, under the same load).
STARTS_PROCESSES = frozenset({
    "tests/backends/test_backends.py",
    "tests/package/test_reliability.py::test_matrix_fast_rows",
    "tests/package/test_reliability.py::test_matrix_classifies_a_silent_and_a_raw_row",
    "tests/package/test_reliability.py::test_no_declaration_claims_a_file_its_case_does_not_name",
    "tests/package/test_reliability.py::test_every_trec_refusal_says_why",
    "tests/package/test_docs_trec.py::test_the_trec_guide_runs_as_written",
    "tests/package/test_doc_examples.py::test_examples_run_as_written[README.md]",
    "tests/package/test_doc_examples.py::test_examples_run_as_written[docs/preferences.md]",
    "tests/package/test_doc_examples.py::test_examples_run_as_written[docs/lragg.md]",
    "tests/package/test_doc_examples.py::test_examples_run_as_written[docs/genes.md]",
    "tests/package/test_doc_examples.py::test_examples_run_as_written[docs/report.md]",
    "tests/package/test_doc_examples.py::test_examples_run_as_written[docs/pyterrier.md]",
    "tests/package/test_doc_examples.py::test_examples_run_as_written[docs/mallows.md]",
    "tests/package/test_doc_examples.py::test_examples_run_as_written[docs/rags.md]",
    "tests/package/test_reproduce.py::test_committed_positional_results_on_mq2008_reproduce_bit_for_bit",
    "tests/package/test_reproduce.py::test_svd_features_do_not_depend_on_blas_threads",
    "tests/package/test_contract.py::test_bug1_cli_train_then_fuse_uses_the_trained_ulara",
})


#: Entries of :data:`SLOW_FIRST` whose seconds are mostly a first use in their process that the family's other
#: entries share: ranx building its typed dictionaries and compiling its functions, and Numba compiling St.Agg's and
#: MAIC's kernels (in a clean clone the cache is empty: a cold compile of every method's kernels took 103 CPU s,
#: loading them from the cache 1.2 s; MAIC's 24 s, St.Agg's 18 s).  A family is dealt to one worker as one unit:
#: its first test pays, the others reuse it, and the other worker runs other tests meanwhile.  Dealt entry by
#: entry, the ranx entries went 4 to one worker and 2 to the other, and both paid ranx's first use: the six tests
#: took 179 CPU s in two processes, 164 s in one (November 2026, each process with an empty Numba cache; St.Agg's
#: six: 54 s and 55 s, within the noise of a loaded machine; MAIC's three were on one worker already, by chance).
#: arena-rank's tests are not a family: JAX compiles per shape of the battles, so they share little (59 CPU s apart,
#: 57 s together).  The reliability matrix's four tests read one run of the script (its cases take seconds to
#: build: apart, the four took 62 s in the suite of 4 December 2026, three of them building the cases; together,
#: 30 s on a machine as busy); they start processes, so they are also in
#: :data:`STARTS_PROCESSES`, which places them in their worker's chunk.
SAME_WORKER: dict[str, tuple[str, ...]] = {
    "ranx": (
        "tests/io/test_registry_door.py::test_what_the_ranx_writer_writes_reads_back_or_is_refused",
        "tests/io/test_registry_door.py::test_the_plain_sample_reads_back[ranx-]",
        "tests/io/test_newest_faces.py::test_ranx_runs_and_pyterrier_fusion_name_by_the_same_rule",
        "tests/io/test_newest_faces.py::test_a_lone_surrogate_is_refused_for_every_reader_of_ids_and_names[ranx]",
        "tests/api/test_api_tune.py::test_fuse_ranx_run_round_trip",
        "tests/test_engines.py::test_methods_claiming_ranx_definitions[wsum-ranx_params0-combsum(norm='minmax')]",
    ),
    "stagg kernels": (
        "tests/methods/stagg/test_stagg_distribution.py::test_all_rank_distributions_matches_per_query",
        "tests/methods/stagg/test_stagg_distribution.py::test_exact_matches_brute_force[half-eq11]",
        "tests/methods/stagg/test_stagg_distribution.py::test_approximations_against_exact[half-eq11]",
        "tests/api/test_fuse_files.py::test_the_order_of_the_files_changes_no_byte[stagg_rrf]",
        "tests/package/test_contract_faces.py::test_every_face_gives_the_in_memory_bytes[stagg_rrf(positions='raw')]",
        "tests/package/test_contract_faces.py::test_every_face_gives_the_in_memory_bytes[stagg(positions='raw')]",
    ),
    # the committed result records (67 MB of JSON under results/experiments/): read_record parses and validates
    # each once per process (its cache), so the tables' check and the schema's share one reading: the two took
    # 23.3 CPU s in two processes, 17.1 s in one (November 2026)
    "committed results": (
        "tests/experiments/test_experiments.py::test_committed_tables_match_the_results",
        "tests/experiments/test_experiments.py::test_committed_results_use_the_schema",
        "tests/package/test_reproduce.py::test_a_committed_record_gives_back_the_cell_it_ran",
    ),
    "reliability matrix": (
        "tests/package/test_reliability.py::test_matrix_fast_rows",
        "tests/package/test_reliability.py::test_matrix_classifies_a_silent_and_a_raw_row",
        "tests/package/test_reliability.py::test_no_declaration_claims_a_file_its_case_does_not_name",
        "tests/package/test_reliability.py::test_every_trec_refusal_says_why",
    ),
    "maic kernels": (
        "tests/api/test_fuse_files.py::test_every_method_through_the_command_ignores_the_file_order[maic]",
        "tests/package/test_contract.py::test_bug2_reordering_real_rankers_changes_no_bit[maic]",
        "tests/methods/significance/test_maic_fit.py::test_the_fit_is_the_reference_s_bit_for_bit_under_the_pinned_kernels",
    ),
}
_FAMILY = {entry: family for family, entries in SAME_WORKER.items() for entry in entries}
#: Tests outside :data:`SLOW_FIRST` that join a family (a part of their id, family): ranx builds its typed
#: dictionaries again in every process that makes a ``ranx.Run``, so the other tests of ranx (those with ``ranx``
#: in their id, and the two of test_fourth_bar_objects.py that make Runs) go with the family's entries.  The 51 of
#: them took 151 CPU s in a process of their own, 84 s after the family's six (November 2026).
JOIN_FAMILY: tuple[tuple[str, str], ...] = (
    ("ranx", "ranx"),
    ("tests/api/test_fourth_bar_objects.py::test_weights_in_order_meet_the_runs_in_the_order_given_in_every_ordered_form",
     "ranx"),
    ("tests/api/test_fourth_bar_objects.py::test_a_fault_in_runs_given_as_mappings_names_the_run_query_and_document", "ranx"),
)
#: the seconds of each unit the deal weighs: an entry of :data:`SLOW_FIRST`, or a family (its entries' sum)
UNIT_SECONDS: dict[str, float] = {}
for _entry, _seconds in SLOW_FIRST.items():
    UNIT_SECONDS[_FAMILY.get(_entry, _entry)] = UNIT_SECONDS.get(_FAMILY.get(_entry, _entry), 0.0) + _seconds


def _slow_entry(nodeid: str) -> str | None:
    """The entry of :data:`SLOW_FIRST` that moves ``nodeid`` (the test's own, else its file's), if any."""
    if nodeid in SLOW_FIRST:
        return nodeid
    module = nodeid.split("::", 1)[0]
    return module if module in SLOW_FIRST else None


def _slow_unit(nodeid: str) -> str | None:
    """The unit dealt with ``nodeid``: its entry of :data:`SLOW_FIRST`, that entry's family, or the family it
    joins (:data:`JOIN_FAMILY`)."""
    entry = _slow_entry(nodeid)
    if entry:
        return _FAMILY.get(entry, entry)
    return next((family for part, family in JOIN_FAMILY if part in nodeid), None)


def pytest_collection_modifyitems(config, items):
    """The tests of :data:`SLOW_FIRST` first, dealt longest first to the worker with the least seconds so far
    (a family of :data:`SAME_WORKER` as one unit);
    each worker's share is placed where xdist's default (``load``) scheduler starts that worker: it hands the
    workers consecutive chunks of ``len(items) // workers // 4`` tests (those of :data:`STARTS_PROCESSES` at
    the end of the chunk).  Without xdist: the slow tests first.
    The order only changes when each test starts; what it checks does not depend on it (every test makes its
    own folders and state, as ``-n 2``'s arbitrary split already requires)."""
    units: dict[str, list] = {}
    rest = []
    for item in items:
        unit = _slow_unit(item.nodeid)
        (units.setdefault(unit, []) if unit else rest).append(item)
    if not units:
        return
    workers = max(1, int(os.environ.get("PYTEST_XDIST_WORKER_COUNT", "1")))
    shares: list[list] = [[] for _ in range(workers)]
    seconds = [0.0] * workers
    for unit in sorted(units, key=lambda u: (-UNIT_SECONDS.get(u, 0.0), u)):
        w = seconds.index(min(seconds))
        shares[w].extend(units[unit])
        seconds[w] += UNIT_SECONDS.get(unit, 0.0)  # a family whose entries are gone weighs 0
    chunk = max(2, len(items) // workers // 4)
    ordered = []
    for share in shares:
        fill = max(0, chunk - len(share))
        late = [item for item in share if _slow_entry(item.nodeid) in STARTS_PROCESSES]
        ordered += [item for item in share if item not in late] + rest[:fill] + late
        rest = rest[fill:]
    items[:] = ordered + rest
