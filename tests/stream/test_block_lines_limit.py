"""A streamed fusion's blocks follow ``RANKAGG_MEMORY_LIMIT_GB`` (issue 45, item 5 "limits before allocation";
the fourteenth bar's u14p_memory_limit_fuse_measured: a stream forced by a 100 MB limit still read 500,000-line
blocks and took 190 MB).  A block holds at most a quarter of the limit's working memory, never fewer than 10,000
lines, never more than ``BLOCK_LINES``; and a fused run does not depend on the blocks' size (the bytes of a
stream under a low limit are those of the stream under the default)."""

from __future__ import annotations

import pytest

from rankagg.api.run_files import fuse_files
from rankagg.stream import source

GIB = 2**30


@pytest.mark.parametrize("limit_gb, lines", [
    (0.1, int(0.1 * GIB // (4 * 500))),  # 53,687 lines: two blocks in flight and the output in 100 MB
    (0.01, 10_000),  # the floor: a block of a few MB
    (1.0, 500_000), (12.0, 500_000),  # the limit holds BLOCK_LINES: unchanged
])
def test_the_block_size_follows_the_limit(monkeypatch, limit_gb, lines):
    monkeypatch.setenv("RANKAGG_MEMORY_LIMIT_GB", str(limit_gb))
    assert source.default_block_lines() == lines


def test_a_smaller_block_set_by_hand_is_kept(monkeypatch):
    monkeypatch.setenv("RANKAGG_MEMORY_LIMIT_GB", "0.1")
    monkeypatch.setattr(source, "BLOCK_LINES", 25)
    assert source.default_block_lines() == 25


def test_the_stream_under_a_low_limit_writes_the_same_bytes(tmp_path, monkeypatch):
    paths = []
    for r in range(3):
        lines = [f"{q} Q0 d{(q + d * (3, 7, 9)[r]) % 400} {d + 1} {1000 - d - r * 0.5} run{r}\n"
                 for q in range(60) for d in range(200)]
        path = tmp_path / f"r{r}.run"
        path.write_text("".join(lines))
        paths.append(str(path))
    monkeypatch.delenv("RANKAGG_MEMORY_LIMIT_GB", raising=False)
    fuse_files(paths, tmp_path / "whole.run", method="rrf", stream=True)
    monkeypatch.setenv("RANKAGG_MEMORY_LIMIT_GB", "0.01")  # 10,000-line blocks: four over the 36,000 lines
    fuse_files(paths, tmp_path / "blocks.run", method="rrf", stream=True)
    assert (tmp_path / "blocks.run").read_bytes() == (tmp_path / "whole.run").read_bytes()
