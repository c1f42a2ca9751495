"""Markov-chain methods MC1-MC4 and MCLK (Dwork et al. 2001)."""

from rankagg.methods.registry import import_family

import_family(__name__, __path__)
