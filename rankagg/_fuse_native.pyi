# The compiled kernel of rankagg.Fuser (rankagg/_native/fuse/, issue 35 item 2).
from typing import Any

def fuse(lists: dict[Any, Any], table: list[float] | None, norm: int, weights: list[float] | None, window: int,
         depth: int, times_count: bool, tolerance: float, max_id_chars: int, /) -> list[tuple[str, float]] | int | None: ...

def entry_sums(item: Any, values: Any, out: Any, n_rankers: int, /) -> None: ...

def top(lists: dict[Any, Any], table: list[float] | None, norm: int, weights: list[float] | None,
        lows: list[float] | None, window: int, k: int, times_count: bool, tolerance: float, max_id_chars: int,
        first_depth: int, /) -> tuple[list[tuple[str, float]], int, list[int], int] | int | None: ...

def own_items_counts(offsets: Any, fused: Any, n_ranked_by: Any, cell_item: Any, cell_own: Any, seg_start: Any,
                     seg_group: Any, judged_start: Any, n_support: Any, keys: Any, greater: Any, equal: Any,
                     n_rankers: int, /) -> None: ...
