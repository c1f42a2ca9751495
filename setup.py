"""The compiled kernels: :class:`rankagg.Fuser`'s (issue 35 item 2) and the reader of loaded runs of
``rankagg.evaluate`` (``rankagg._eval_native``, issue 35); the metadata is in pyproject.toml.

Both are built at install time (``pip install -e .`` or ``python setup.py build_ext --inplace``), so no request
compiles anything.  They are optional: without a C compiler the install goes on and the Fuser and the
evaluation run their Python paths (same results, slower).  ``-ffp-contract=off``: no fused multiply-add, so a
kernel rounds each operation as the Python path does.
"""

from setuptools import Extension, setup

setup(ext_modules=[Extension("rankagg._fuse_native", ["rankagg/_fuse_native.c"], optional=True,
                             extra_compile_args=["-O2", "-ffp-contract=off", "-fno-fast-math"]),
                   Extension("rankagg._eval_native", ["rankagg/_eval_native.c"], optional=True,
                             extra_compile_args=["-O2", "-ffp-contract=off", "-fno-fast-math"])])
