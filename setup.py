"""The compiled kernels (issue 35); the metadata is in pyproject.toml.

``rankagg._fuse_native`` (:class:`rankagg.Fuser`'s kernel and the sums over run entries), ``rankagg._read_native``
(the TREC run parser of :mod:`rankagg.io`) and ``rankagg._eval_native`` (the reader of loaded runs of
``rankagg.evaluate``) are built at install time (``pip install -e .`` or ``python setup.py build_ext
--inplace``), so no request compiles anything.  They are optional: without a C compiler the install goes on and
rankagg runs its Python and NumPy paths (same results, slower).  ``-ffp-contract=off``: no fused multiply-add,
so a kernel rounds each operation as the Python path does.  Each kernel's sources are one folder of
``rankagg/_native/`` (a file per concern, a shared internal header), compiled into one extension module; the
headers are listed as ``depends`` so that a changed header rebuilds the module and the sdist carries it.
"""

from pathlib import Path

from setuptools import Extension, setup

_FLAGS = ["-O2", "-ffp-contract=off", "-fno-fast-math"]
_NATIVE = Path("rankagg/_native")


def _kernel(name: str, folder: str) -> Extension:
    sources = sorted(p.as_posix() for p in (_NATIVE / folder).glob("*.c"))
    headers = sorted(p.as_posix() for p in (_NATIVE / folder).glob("*.h"))
    return Extension(f"rankagg.{name}", sources, depends=headers, optional=True, extra_compile_args=_FLAGS)


setup(ext_modules=[_kernel("_fuse_native", "fuse"), _kernel("_read_native", "read"), _kernel("_eval_native", "eval")])
