"""Extended Mallows models learned by EM and ULARA (Klementiev, Roth & Small 2008)."""

from rankagg.methods.registry import import_family

import_family(__name__, __path__)
