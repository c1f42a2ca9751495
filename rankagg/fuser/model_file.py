"""What a ``rankagg tune`` model file gives :meth:`rankagg.Fuser.from_model`: the method, its weights and
parameters (the model's, never overridden), and the Fuser's own options the model decides where they are not
given: its calibration (``rankagg calibrate``), the input window and the output depth it was tuned at."""

from __future__ import annotations

import os
from typing import Any, Sequence

__all__ = ["fuser_arguments"]


def fuser_arguments(path: str | os.PathLike, own: Sequence[str],
                    given: dict[str, Any]) -> tuple[str, Any, dict, dict, str | None]:
    """``(method, weights, params, options, tuned_on)`` for a Fuser of the model at ``path``; ``own`` are the Fuser's
    own keyword-only options, the only ones ``given`` may hold (the rest is what the model learnt: refused).
    ``tuned_on``: the file, when its weights are ones ``rankagg tune`` learnt, which name every run it was tuned on
    (a list they leave out is refused, as ``rankagg fuse --model`` refuses the run: its weight 1 was never
    tuned); None for weights given by hand or to ``rankagg calibrate``, where a list they leave out weighs 1."""
    from rankagg.methods.state import applied_input_depth
    from rankagg.models import read_fusion_model

    model = read_fusion_model(path)
    if model is None:
        raise ValueError(f"{path}: not a fusion model written by rankagg tune (format 'rankagg-fusion')")
    decided = sorted(set(given) - set(own))
    if decided:  # the method, its weights and parameters are what the model learnt
        raise ValueError(f"{path}: the model sets the method, its weights and parameters; "
                         f"{', '.join(map(repr, decided))} cannot be given to Fuser.from_model "
                         f"(only the Fuser's own options: {', '.join(own)})")
    options = dict(given)
    if "calibration" not in options:  # a model written by rankagg calibrate holds its map: scores calibrated
        from rankagg.fuser.calibration import Calibration

        held = model["calibration"]
        options["calibration"] = None if held is None else Calibration.from_dict(held, os.fspath(path))
    # tuned on each list's first N: the window it applies at
    options["window"] = applied_input_depth(model["input_depth"], options.get("window"), os.fspath(path), "window", "list")
    if "depth" not in options:  # tuned for the first N fused documents (tune --depth N): the depth it applies at
        options["depth"] = model["depth"]
    tuned_on = os.fspath(path) if model["weights"] is not None and model["every_run"] else None
    return model["method"], model["weights"], model["params"], options, tuned_on
