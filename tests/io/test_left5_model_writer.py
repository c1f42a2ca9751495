"""A model file that fails its read-back never touches the target (issue 45, "Left on 45": the model writer).

Before: ``write_model`` renamed its file onto the target, read the target back and, when that failed,
unlinked the PATH IT WAS GIVEN: an earlier model at that path was destroyed (replaced, then removed), and a
symlink given as the target was removed instead of the file written through it.  Now the read-back reads the
writer's own temporary file, before the rename (``atomic_output(check=...)``): on failure only that file is
removed and the target, whatever it is, is exactly as before.  Generated over every kind and file form
(tests/io/test_model_door.py's samples), every state of the target, and two causes of a failed read-back: a
real one (the written file is larger than the reader's limit, which the in-memory check does not see) and
any error of the reader.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

import rankagg.io.model_files as model_files
import rankagg.io.models as models
from rankagg.exceptions import ModelFileError
from rankagg.io.models import write_model
from tests.io.test_model_door import TARGETS, sample

STATES = ["absent", "earlier model", "symlink to an earlier model", "hard link of an earlier model"]
CAUSES = ["too large for the reader", "the reader refuses"]


def _prepare(state: str, kind: str, folder: Path, target: str) -> tuple[Path, dict[str, bytes]]:
    """The target path in ``state``, and every file of the folder (name -> bytes) before the write."""
    path = folder / f"m{target}"
    if state != "absent":
        earlier = folder / f"earlier{target}"
        write_model(sample(kind), earlier, kind)
        if state == "earlier model":
            earlier.rename(path)
        elif state == "symlink to an earlier model":
            path.symlink_to(earlier.name)
        else:
            os.link(earlier, path)
    return path, _snapshot(folder)


def _snapshot(folder: Path) -> dict[str, bytes]:
    """Each entry of ``folder``: a link's target text, a file's bytes and inode."""
    out = {}
    for p in sorted(folder.iterdir()):
        link = p.is_symlink()
        out[p.name] = (b"->" + os.readlink(p).encode()) if link else (p.read_bytes() + b"@%d" % p.stat().st_ino)
    return out


@pytest.mark.parametrize("cause", CAUSES)
@pytest.mark.parametrize("state", STATES)
@pytest.mark.parametrize("kind,target", TARGETS)
def test_a_file_that_does_not_read_back_leaves_the_target_as_it_was(kind, target, state, cause, tmp_path,
                                                                   monkeypatch):
    path, before = _prepare(state, kind, tmp_path, target)
    if cause == "too large for the reader":
        monkeypatch.setattr(model_files, "MAX_MODEL_BYTES", 16)
    else:
        def refuse(p, kinds=None):
            raise ModelFileError(f"{os.fsdecode(p)}: refused for the test")

        monkeypatch.setattr(models, "read_model", refuse)
    with pytest.raises(ModelFileError) as err:
        write_model(sample(kind), path, kind)
    message = str(err.value)
    assert message.startswith(f"{path}: not written: the model written does not read back")
    assert ".tmp" not in message  # the temporary file is the writer's business, the message names the output
    assert _snapshot(tmp_path) == before  # no file replaced, removed or left behind


@pytest.mark.parametrize("kind,target", TARGETS)
def test_a_file_that_reads_back_replaces_the_target(kind, target, tmp_path):
    """The control: the same write without a fault replaces an earlier model and leaves no other file."""
    path, _ = _prepare("earlier model", kind, tmp_path, target)
    earlier_inode = path.stat().st_ino
    assert write_model(sample(kind), path, kind) == path
    assert path.stat().st_ino != earlier_inode  # renamed into place: a new file
    assert sorted(p.name for p in tmp_path.iterdir()) == [path.name]
    models.read_model(path, (kind,))
