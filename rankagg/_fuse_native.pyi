# The compiled kernel of rankagg.Fuser (rankagg/_native/fuse/, issue 35 item 2).
from typing import Any

def fuse(lists: dict[Any, Any], table: list[float] | None, norm: int, weights: list[float] | None, window: int,
         depth: int, times_count: bool, tolerance: float, max_id_chars: int, /) -> list[tuple[str, float]] | int | None: ...

def entry_sums(item: Any, values: Any, out: Any, n_rankers: int, /) -> None: ...

def top(lists: dict[Any, Any], table: list[float] | None, norm: int, weights: list[float] | None,
        lows: list[float] | None, window: int, k: int, times_count: bool, tolerance: float, max_id_chars: int,
        first_depth: int, /) -> tuple[list[tuple[str, float]], int, list[int], int] | int | None: ...
