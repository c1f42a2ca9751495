"""The compiled kernels (issue 35); the metadata is in pyproject.toml.

``rankagg._fuse_native`` (:class:`rankagg.Fuser`'s kernel and the sums over run entries) and
``rankagg._read_native`` (the TREC run parser of :mod:`rankagg.io`) are built at install time (``pip install
-e .`` or ``python setup.py build_ext --inplace``), so no request compiles anything.  Both are optional:
without a C compiler the install goes on and rankagg runs its Python and NumPy paths (same results, slower).  ``-ffp-contract=off``: no fused multiply-add, so the
kernel rounds each operation as the Python path does.
"""

from setuptools import Extension, setup

_FLAGS = ["-O2", "-ffp-contract=off", "-fno-fast-math"]
setup(ext_modules=[Extension("rankagg._fuse_native", ["rankagg/_fuse_native.c"], optional=True, extra_compile_args=_FLAGS),
                   Extension("rankagg._read_native", ["rankagg/_read_native.c"], optional=True, extra_compile_args=_FLAGS)])
