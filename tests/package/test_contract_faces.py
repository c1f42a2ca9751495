"""Every face of every registered method, in every documented setting, gives the in-memory bytes (issue 46 item 4).

The settings are generated from the declarations (:func:`rankagg.checks.settings.documented_settings`: presets,
documented values one at a time, every pair of two choices' values), the faces from the method's capabilities
(:func:`rankagg.checks.faces.claimed_faces`: in memory, a part per thread, streamed, Parquet, Dask, the
``Fuser``, its explanations, the engines' fusions it exports to): a new method, option or preset is checked
with no line here.
The Dask face runs the partition and the ordering of the parts around the same per-block fusion as the
streamed face (:func:`rankagg.stream.fuse.fuse_block`), which is checked in every setting; a cluster per
setting would cost minutes, so Dask is checked in each method's presets (one in-process cluster for all).  The
presets are settings too (the last test): their other faces are checked by the first test, not again beside Dask.
"""

from __future__ import annotations

import pytest

from rankagg.checks.faces import FACES, check_faces
from rankagg.checks.settings import documented_settings, presets, spec_of
from rankagg.methods.registry import list_methods, method_class

SETTINGS = [spec for name in list_methods() for spec in documented_settings(name)]
PRESETS = [spec_of(name, {**method_class(name).class_tags().fast_params, **p})
           for name in list_methods() for p in presets(name)]


@pytest.mark.filterwarnings("ignore::UserWarning")
@pytest.mark.parametrize("spec", SETTINGS)
def test_every_face_gives_the_in_memory_bytes(spec, tmp_path):
    faces = check_faces(spec, tmp_path)
    assert faces[0] == "memory" and set(faces) <= set(FACES)


@pytest.fixture(scope="module")
def dask_client():
    distributed = pytest.importorskip("distributed")
    with distributed.Client(processes=False, n_workers=1, threads_per_worker=2, dashboard_address=None) as client:
        yield client


@pytest.mark.filterwarnings("ignore::UserWarning")
@pytest.mark.parametrize("spec", PRESETS)
def test_every_face_with_dask_gives_the_in_memory_bytes(spec, tmp_path, dask_client):
    faces = check_faces(spec, tmp_path, scheduler=dask_client, only=("memory", "dask"))
    assert faces[0] == "memory" and set(faces) <= {"memory", "dask"}


def test_the_settings_meet_the_drift_of_issue_46():
    """The streamed path's missing clip showed only with two choices together: the generated settings have it."""
    assert "pseudo_qrels(chance='subtract', scope='blend')" in SETTINGS
    assert all(spec in SETTINGS for spec in PRESETS)
