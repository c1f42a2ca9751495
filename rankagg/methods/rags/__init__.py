"""RAGS: multivariate Spearman's rho and (weighted) geometric-mean aggregation (Bedő & Ong 2016)."""

from rankagg.methods.registry import import_family

import_family(__name__, __path__)
