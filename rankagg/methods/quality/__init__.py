"""Label-free input-quality estimation: weight each input ranker by its agreement with the others, then fuse."""

from rankagg.methods.registry import import_family

import_family(__name__, __path__)
