"""Positional and score-based fusion: Borda, RRF, the Comb* family, mean/median rank, Dowdall, geometric mean, best input."""

from rankagg.methods.registry import import_family

import_family(__name__, __path__)
