"""Pairwise-majority methods: Condorcet fuse and Copeland."""

from rankagg.methods.registry import import_family

import_family(__name__, __path__)
