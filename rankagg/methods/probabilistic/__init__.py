"""Probabilistic pairwise and listwise models: Bradley-Terry, Thurstone, Plackett-Luce, MPM and SVP."""

from rankagg.methods.registry import import_family

import_family(__name__, __path__)
