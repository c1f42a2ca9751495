"""The compiled kernel of :class:`rankagg.Fuser` (issue 35 item 2); the metadata is in pyproject.toml.

``rankagg._fuse_native`` is built at install time (``pip install -e .`` or ``python setup.py build_ext
--inplace``), so no request compiles anything.  It is optional: without a C compiler the install goes on and
the Fuser runs its Python path (same results, slower).  ``-ffp-contract=off``: no fused multiply-add, so the
kernel rounds each operation as the Python path does.
"""

from setuptools import Extension, setup

setup(ext_modules=[Extension("rankagg._fuse_native", ["rankagg/_fuse_native.c"], optional=True,
                             extra_compile_args=["-O2", "-ffp-contract=off", "-fno-fast-math"]),
                   Extension("rankagg._eval_native", ["rankagg/_eval_native.c"], optional=True,
                             extra_compile_args=["-O2", "-ffp-contract=off", "-fno-fast-math"])])
