"""Fitted state that holds another fitted model: its JSON document, validated as a model file is.

``pooled`` keeps its learner and ``lambdamart`` its ``lr_agg`` base model as a nested model document
(:func:`~rankagg.methods.state.model_to_dict`).  Checking only that the text is a JSON object let a model
load whose nested model is refused later, when ``rankagg fuse --model`` scores with it, after ``rankagg
train`` had printed "apply with" (issue 47).  So the nested document is built, with every check of its own
state, when the outer model's state is set, and a fault is reported with its reason.
"""

from __future__ import annotations

from typing import Any, Mapping

from rankagg.data.validation import Constraint
from rankagg.data.model_documents import loads_document
from rankagg.data.model_documents import build_model, document_from_text
from rankagg.methods.state import FORMAT

__all__ = ["NestedModel", "nested_model"]


def nested_model(owner: Any, document: str, cache: str) -> Any:
    """The model of ``owner``'s nested model ``document``, built on first use and kept as ``owner.<cache>``."""
    model = owner.__dict__.get(cache)
    if model is None:
        model = document_from_text(document, (FORMAT,))
        setattr(owner, cache, model)
    return model


class NestedModel(Constraint):
    """A JSON model document (``""`` too when ``optional``) that :func:`model_from_dict` builds."""

    def __init__(self, optional: bool = False) -> None:
        self.optional = optional

    def describe(self) -> str:
        return "a JSON model document" + (" or ''" if self.optional else "")

    def check(self, value: Any) -> bool:
        try:
            self.coerce(value, {})
        except (ValueError, TypeError):
            return False
        return True

    def coerce(self, value: Any, ctx: Mapping[str, Any]) -> str:
        if not isinstance(value, str):
            raise ValueError(f"must be {self.describe()}")
        if self.optional and value == "":
            return value
        try:  # the model registry's rules, as for a model file (keys once, bounded nesting, kind, version)
            doc = loads_document(value)
        except ValueError as exc:
            raise ValueError(f"must be {self.describe()}: {exc}") from None
        if not isinstance(doc, dict):
            raise ValueError(f"must be {self.describe()}: not a JSON object")
        try:
            build_model(doc, None, "", (FORMAT,))
        except (ValueError, TypeError, KeyError, AttributeError, OverflowError) as exc:
            raise ValueError(f"holds a {doc.get('name', 'model')!s:.40} model that does not load: {exc}") from None
        return value
