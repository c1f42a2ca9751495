"""``python -m studies NAME [ARGS...]`` from the repository root (``rankagg experiment study`` runs this in a
process of its own, so the installed package never loads research code); ``python -m studies list`` lists them."""

from __future__ import annotations

import sys

from studies import STUDIES, run_study


def main(argv: list[str]) -> int:
    if not argv or argv[0] in ("-h", "--help"):
        print("usage: python -m studies NAME [ARGS...] | list\n\nstudies: " + ", ".join(STUDIES))
        return 0 if argv else 2
    if argv[0] == "list":
        print("\n".join(STUDIES))
        return 0
    try:
        return run_study(argv[0], argv[1:])
    except ValueError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
