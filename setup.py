"""The compiled kernels (issue 35); the metadata is in pyproject.toml.

``rankagg._fuse_native`` (:class:`rankagg.Fuser`'s kernel and the sums over run entries), ``rankagg._read_native``
(the TREC run parser of :mod:`rankagg.io`) and ``rankagg._eval_native`` (the reader of loaded runs of
``rankagg.evaluate``) are built at install time (``pip install -e .`` or ``python setup.py build_ext
--inplace``), so no request compiles anything.  They are optional: without a C compiler the install goes on and
rankagg runs its Python and NumPy paths (same results, slower).  ``-ffp-contract=off``: no fused multiply-add,
so a kernel rounds each operation as the Python path does.
"""

from setuptools import Extension, setup

_FLAGS = ["-O2", "-ffp-contract=off", "-fno-fast-math"]
setup(ext_modules=[Extension(f"rankagg.{name}", [f"rankagg/{name}.c"], optional=True, extra_compile_args=_FLAGS)
                   for name in ("_fuse_native", "_read_native", "_eval_native")])
