"""St.Agg stochastic rank aggregation (Niu et al. 2013): rank distributions and the unsupervised St.Agg methods."""

from rankagg.methods.registry import import_family

import_family(__name__, __path__)
