"""A module imported on first use of one of its names (:class:`LazyModule`)."""

from __future__ import annotations

import importlib
from typing import Any

__all__ = ["LazyModule"]


class LazyModule:
    """Stands for the module ``name``, imported when one of its attributes is first read, so that a module
    naming pandas at its top does not make every command pay pandas' import.  Nothing is put in
    ``sys.modules`` before the real import (code asking whether pandas is loaded gets the truth)."""

    def __init__(self, name: str) -> None:
        self._name = name

    def __getattr__(self, attr: str) -> Any:
        return getattr(importlib.import_module(self._name), attr)

    def __repr__(self) -> str:
        return f"<module {self._name!r}, imported on first use>"
