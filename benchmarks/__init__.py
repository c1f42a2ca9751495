"""The benchmarks, run from the repository root as modules: ``python -m benchmarks.bench_trec ...``.

A package so that each benchmark imports ``rankagg`` and the shared harness
(:mod:`benchmarks.harness`) without editing ``sys.path``.  Not installed with ``rankagg``.
"""
