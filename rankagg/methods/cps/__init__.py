"""Coset-permutation-distance stagewise models (Qin et al. 2010)."""

from rankagg.methods.registry import import_family

import_family(__name__, __path__)
