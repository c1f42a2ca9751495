"""A checksum list given where runs or qrels are read: ``sha256sum``'s ``DIGEST  NAME`` lines (``DIGEST *NAME`` in
binary mode) or BSD's ``SHA256 (NAME) = DIGEST``.  Every TREC-COVID round's ``runs/`` folder holds one
(``SHA256SUMS.uncompressed``), so ``rankagg fuse runs/*`` met it first and told it as "a Kaldi text file" (an id
and a word a line).  It lists the run files: the message says so, and how to give them without it."""

from __future__ import annotations

import re
from typing import Sequence

from rankagg.io.line_form_store import compiled

__all__ = ["checksum_shape"]

#: the digest's length in hex digits, and the tool that writes it
_TOOLS = {32: "md5sum", 40: "sha1sum", 56: "sha224sum", 64: "sha256sum", 96: "sha384sum", 128: "sha512sum"}
_GNU = compiled(r"\\?([0-9a-fA-F]+) [ *](\S.*)")
_BSD = compiled(r"(MD5|SHA1|SHA224|SHA256|SHA384|SHA512|SHA512/\d+|BLAKE2b(?:-\d+)?|SM3) \((.+)\) = ([0-9a-fA-F]+)")


def checksum_shape(lines: Sequence[str], name: str = "") -> str | None:
    """What a checksum list named ``name`` whose first non-blank lines are ``lines`` is and what to do, or None: a
    BagIt bag's manifest (``manifest-sha256.txt``, its paths under ``data/``) is one, in sha256sum's lines."""
    lines = [ln.lstrip("\ufeff").rstrip("\r\n") for ln in lines]
    if not lines:
        return None
    gnu = [_GNU.fullmatch(ln) for ln in lines]
    if all(m is not None for m in gnu):
        lengths = {len(m.group(1)) for m in gnu if m is not None}
        if len(lengths) != 1 or next(iter(lengths)) not in _TOOLS:
            return None
        tool, names = _TOOLS[lengths.pop()], [m.group(2) for m in gnu if m is not None]
    else:
        bsd = [_BSD.fullmatch(ln) for ln in lines]
        if not all(m is not None for m in bsd):
            return None
        tool, names = "a BSD-style checksum tool", [m.group(2) for m in bsd if m is not None]
    bag = re.fullmatch(r"(?:tag)?manifest-(?:md5|sha1|sha256|sha512)\.txt", name, re.I) or all(
        n.lstrip("*").startswith("data/") for n in names)
    if bag:
        return (f"is a BagIt bag's manifest (its payload's checksums in {tool}'s lines: a digest and a path under "
                f"data/ a line, such as {names[0]!r}), not TREC lines: it ranks nothing; check the bag with its tool "
                "(bagit.py --validate) and give each ranking of the bag's files as a run, 'QUERY Q0 FILE RANK SCORE "
                "RUN'")
    return (f"is a checksum list ({tool}'s: a digest and a file name a line, such as {names[0]!r}), not TREC lines: "
            "it names the run files, it is none; give the runs without it (rankagg fuse runs/*.gz, or the names it "
            f"lists), and check them with {tool if tool.endswith('sum') else 'the tool that wrote it'} -c")
