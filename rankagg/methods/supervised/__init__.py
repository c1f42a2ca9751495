"""Supervised aggregation: LambdaRank aggregation (Volkovs et al.), supervised St.Agg, LambdaMART stacking."""

from rankagg.methods.registry import import_family

import_family(__name__, __path__)
