"""Kemeny optimal aggregation: exact dynamic programme for small queries, local search above."""

from rankagg.methods.registry import import_family

import_family(__name__, __path__)
