"""Issue 45's twenty-fifth bar, a single-cell lab's containers given where runs go: an AnnData ``.h5ad``, a Loom, a
SeuratDisk ``.h5Seurat`` and Cell Ranger's ``filtered_feature_bc_matrix.h5`` were told "an HDF5 file (h5py, PyTables
or Keras arrays)", which names none of the tools that read them (u25a_h5ad_as_run, u25a_loom_as_run,
u25a_h5seurat_as_run, u25a_10x_h5_as_run).  The members are each container by its name (in the spellings a user
types) and by the group names near its start under a neutral name; a plain HDF5 file keeps its own note."""

from __future__ import annotations

import pytest

from rankagg.cli import main
from rankagg.io.binary_containers import container_of


def _hdf5(*names: bytes) -> bytes:
    """an HDF5 file's signature and superblock, then its groups' names as a local heap holds them"""
    return (b"\x89HDF\r\n\x1a\n\x00\x00\x00\x00\x00\x08\x08\x00\x04\x00\x10\x00" + b"\x00" * 78 + b"HEAP"
            + b"\x00" * 12 + b"\x00".join(names) + b"\x00" * 64)


PLAIN = _hdf5(b"data", b"embeddings")
#: (a container's content, its names, what the note names)
CONTAINERS = [
    (_hdf5(b"X", b"obs", b"var", b"encoding-type", b"anndata"), ["pbmc3k.h5ad", "PBMC.H5AD", "data.h5"], "AnnData"),
    (PLAIN, ["atlas.h5mu"], "MuData"),
    (_hdf5(b"matrix", b"row_attrs", b"col_attrs"), ["pbmc.loom", "velocyto_out.LOOM", "sample1.h5"], "Loom"),
    (_hdf5(b"assays", b"active.assay", b"meta.data"), ["pbmc.h5Seurat", "ref.h5seurat", "object.h5"], "SeuratDisk"),
    (_hdf5(b"matrix", b"barcodes", b"features", b"feature_type"),
     ["filtered_feature_bc_matrix.h5", "raw_feature_bc_matrix.h5", "molecule_info.h5", "sample_A.h5"], "Cell Ranger"),
]


@pytest.mark.parametrize("data,name,what", [(d, n, w) for d, names, w in CONTAINERS for n in names])
def test_a_single_cell_container_is_named(tmp_path, data, name, what):
    path = tmp_path / name
    path.write_bytes(data)
    reason = container_of(str(path))
    assert reason is not None and what in reason and "HDF5" in reason


@pytest.mark.parametrize("name", ["pbmc3k.h5ad", "pbmc.loom"])
def test_the_command_names_the_container_and_writes_nothing(tmp_path, capsys, name):
    path = tmp_path / name
    path.write_bytes(dict(zip(["pbmc3k.h5ad", "pbmc.loom"], [CONTAINERS[0][0], CONTAINERS[2][0]]))[name])
    out = tmp_path / "markers.run"
    assert main(["fuse", str(path), "--method", "rrf", "--quiet", "-o", str(out)]) == 2
    err = capsys.readouterr().err
    assert name in err and ("AnnData" in err or "Loom" in err) and not out.exists()


@pytest.mark.parametrize("name", ["embeddings.h5", "model.hdf5", "x"])
def test_a_plain_hdf5_file_keeps_its_note(tmp_path, name):
    path = tmp_path / name
    path.write_bytes(PLAIN)
    reason = container_of(str(path))
    assert reason is not None and "an HDF5 file (h5py" in reason
