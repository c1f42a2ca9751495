"""Esports' binary files given where rankagg reads text (issue 45's twenty-eighth bar, u28e_): match demos and
replays, told by their magic bytes so the message says what the file is instead of 'NUL bytes'; and a wiki's
standings table pasted as wikitext (Liquipedia's '{| class="wikitable"', told 'holds JSON' before)."""

from __future__ import annotations

from typing import Sequence

_FIX = ("rankagg reads rankings, not matches: export the ratings or standings computed from it as a TREC run "
        "(query Q0 team rank score tag), one line per team")

# each magic is the format's own first bytes: Source 1 / CS:GO, Source 2 (CS2, Dota 2), MPQ (StarCraft II)
_MAGICS = (
    (b"HL2DEMO\x00", "a Source engine demo (CS:GO, TF2 or Dota 2 .dem, magic 'HL2DEMO')"),
    (b"PBDEMS2\x00", "a Source 2 demo (CS2 or Dota 2 .dem, magic 'PBDEMS2')"),
    (b"PBUFDEM\x00", "a Source 2 demo (Dota 2 .dem, magic 'PBUFDEM')"),
    (b"MPQ\x1b", "a StarCraft II replay (.SC2Replay, an MPQ archive, magic 'MPQ\\x1b')"),
    (b"RIOT\x00\x00", "a League of Legends replay (.rofl, magic 'RIOT')"),
)


def esports_binary(head: bytes) -> tuple[str, str] | None:
    """(what the file is, how to give rankagg rankings instead) for an esports demo or replay, else None."""
    for magic, what in _MAGICS:
        if head.startswith(magic):
            return what, _FIX
    return None


def esports_shape(name: str, lines: Sequence[str]) -> str | None:
    """What esports text file ``lines`` begin (a MediaWiki table: Liquipedia's standings), and what to do, or None."""
    first = next((ln.lstrip("\ufeff").strip() for ln in lines if ln.strip()), "")
    if first.startswith("{|") and any(ln.lstrip().startswith(("|-", "!", "|")) for ln in lines[1:]):
        return ("is a wiki table in wikitext (MediaWiki's '{|' ... '|}': Liquipedia's standings pasted from the "
                "editor), not TREC run or qrels lines: " + _FIX + "; the final placings are the qrels "
                "(query 0 team grade)")
    return None
