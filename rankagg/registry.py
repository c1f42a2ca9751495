"""One registry of aggregation methods, read by the CLI, the protocol, the docs and the tests.

Methods register themselves with :func:`register` at class definition.  Every
module of :mod:`rankagg.methods` is imported on first lookup, so adding a method
means adding one module: no list to edit elsewhere.
"""

from __future__ import annotations

import ast
import importlib
import pkgutil
from typing import Any, Callable, TypeVar

__all__ = ["register", "get_method", "make_method", "list_methods", "parse_spec", "method_class"]

_REGISTRY: dict[str, type] = {}
_LOADED = False
T = TypeVar("T", bound=type)


def register(name: str) -> Callable[[T], T]:
    """Class decorator: make the method findable as ``name`` (lower-case)."""
    if name != name.lower():
        raise ValueError(f"registry names are lower-case, got {name!r}")

    def deco(cls: T) -> T:
        if name in _REGISTRY and _REGISTRY[name] is not cls:
            raise ValueError(f"method name {name!r} is already registered by {_REGISTRY[name].__qualname__}")
        _REGISTRY[name] = cls
        cls.name = name  # type: ignore[attr-defined]
        return cls

    return deco


def _load_all() -> None:
    global _LOADED
    if _LOADED:
        return
    import rankagg.methods as pkg

    for info in sorted(pkgutil.iter_modules(pkg.__path__), key=lambda m: m.name):
        if not info.name.startswith("_"):
            importlib.import_module(f"rankagg.methods.{info.name}")
    _LOADED = True


def list_methods() -> list[str]:
    """Registered method names, sorted."""
    _load_all()
    return sorted(_REGISTRY)


def method_class(name: str) -> type:
    _load_all()
    try:
        return _REGISTRY[name]
    except KeyError:
        raise ValueError(
            f"unknown method {name!r}; known methods: {', '.join(sorted(_REGISTRY))}"
        ) from None


def parse_spec(spec: str) -> tuple[str, dict[str, Any]]:
    """Parse ``"rrf(k=60)"`` into ``("rrf", {"k": 60})`` with :mod:`ast` (never eval)."""
    spec = spec.strip()
    if "(" not in spec:
        return spec, {}
    node = ast.parse(spec, mode="eval").body
    if not isinstance(node, ast.Call) or not isinstance(node.func, ast.Name) or node.args:
        raise ValueError(f"method spec must look like name(key=value, ...), got {spec!r}")
    return node.func.id, {kw.arg: ast.literal_eval(kw.value) for kw in node.keywords}


def parse_value(text: str) -> Any:
    """A CLI ``--param`` value: a Python literal if it parses as one, else the string."""
    try:
        return ast.literal_eval(text)
    except (ValueError, SyntaxError):
        low = text.lower()
        if low in ("true", "false"):
            return low == "true"
        return text


def make_method(name_or_spec: str, **params: Any):
    """Instantiate a registered method from a name or spec string and keyword parameters."""
    name, spec_params = parse_spec(name_or_spec)
    cls = method_class(name)
    return cls(**{**spec_params, **params})


get_method = make_method
