"""The fields' files, a declaration each (:class:`~rankagg.io.fields.declaration.Field`), in the order the doors ask
them: issue 45's thirty-third bar's fields first met these files (u33a_ to u33j_)."""

from __future__ import annotations

from rankagg.io.fields.cytometry import CYTOMETRY
from rankagg.io.fields.declaration import Field
from rankagg.io.fields.pathology import PATHOLOGY

__all__ = ["FIELDS"]

FIELDS: tuple[Field, ...] = (CYTOMETRY, PATHOLOGY)
