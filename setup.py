"""The compiled kernels (issue 35); the metadata is in pyproject.toml.

``rankagg._fuse_native`` (:class:`rankagg.Fuser`'s kernel and the sums over run entries), ``rankagg._read_native``
(the TREC run parser of :mod:`rankagg.io`) and ``rankagg._eval_native`` (the reader of loaded runs of
``rankagg.evaluate``) are built at install time (``pip install -e .`` or ``python setup.py build_ext
--inplace``), so no request compiles anything.  They are optional: without a C compiler the install goes on and
rankagg runs its Python and NumPy paths (same results, slower).  ``-ffp-contract=off``: no fused multiply-add,
so a kernel rounds each operation as the Python path does.  Each kernel's sources are one folder of
``rankagg/_native/`` (a file per concern, a shared internal header, ``module.c`` including the parts), compiled
into one extension module; the parts and headers are listed as ``depends`` so that a changed part rebuilds the
module and the sdist carries it.
"""

from pathlib import Path

from setuptools import Extension, setup

_FLAGS = ["-O2", "-ffp-contract=off", "-fno-fast-math"]
_NATIVE = Path("rankagg/_native")


def _kernel(name: str, folder: str) -> Extension:
    """One kernel: its folder's ``module.c``, which includes the folder's other parts (one translation unit: the
    compiler inlines across them as across the one file they were; compiled apart, the calls between files
    cost 2-4% of the Fuser's kernel time), the parts and the header as ``depends``."""
    parts = sorted(p.as_posix() for p in (_NATIVE / folder).glob("*.[ch]") if p.name != "module.c")
    return Extension(f"rankagg.{name}", [(_NATIVE / folder / "module.c").as_posix()], depends=parts, optional=True,
                     extra_compile_args=_FLAGS)


setup(ext_modules=[_kernel("_fuse_native", "fuse"), _kernel("_read_native", "read"), _kernel("_eval_native", "eval")])
