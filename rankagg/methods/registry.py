"""One registry of aggregation methods, read by the CLI, the protocol, the docs and the tests.

Methods register themselves with :func:`register` at class definition.  The
registry finds every method *without importing it*: it reads the sources of the
family folders ``rankagg/methods/<family>/*.py`` for ``@register("name")``
lines, and imports a family the first time one of its methods is looked up.
Adding a method therefore means adding one module to its family folder; there
is no list to edit elsewhere.  Classes registered from outside the package (a
user's own method) are found as soon as their module has been imported.
"""

from __future__ import annotations

import ast
import math
import pkgutil
import re
import sys
import warnings
from pathlib import Path
from types import ModuleType
from typing import Any, Callable, TypeVar, cast

from rankagg.data.validation import Text
from rankagg.defaults import DEFAULT_METHOD
from rankagg.methods.base import Aggregator
from rankagg.methods.tags import MethodTags

__all__ = [
    "DEFAULT_METHOD",
    "register",
    "get_method",
    "make_method",
    "list_methods",
    "parse_spec",
    "method_class",
    "method_family",
    "method_tags",
    "import_family",
]

_REGISTRY: dict[str, type[Aggregator]] = {}
_INDEX: dict[str, str] | None = None  # method name -> module that registers it
T = TypeVar("T", bound=type[Aggregator])
_METHODS_DIR = Path(__file__).resolve().parent
_REGISTER_LINE = re.compile(r"^@register\(\s*[\"']([a-z0-9_]+)[\"']\s*\)", re.MULTILINE)


def register(name: str) -> Callable[[T], T]:
    """Class decorator: make the method findable as ``name`` (lower-case)."""
    if name != name.lower():
        raise ValueError(f"registry names are lower-case, got {name!r}")

    def deco(cls: T) -> T:
        if name in _REGISTRY and _REGISTRY[name] is not cls:
            raise ValueError(f"method name {name!r} is already registered by {_REGISTRY[name].__qualname__}")
        _REGISTRY[name] = cls
        cls.name = name
        return cls

    return deco


def _index() -> dict[str, str]:
    """``{method name: module}`` read from the family sources, without importing them."""
    global _INDEX
    if _INDEX is None:
        index: dict[str, str] = {}
        for family in sorted(p for p in _METHODS_DIR.iterdir() if (p / "__init__.py").is_file()):
            for src in sorted(family.glob("*.py")):
                if src.name.startswith("_"):
                    continue
                module = f"rankagg.methods.{family.name}.{src.stem}"
                for name in _REGISTER_LINE.findall(src.read_text(encoding="utf-8")):
                    if name in index:
                        raise ValueError(f"method name {name!r} is registered in both {index[name]} and {module}")
                    index[name] = module
        _INDEX = index
    return _INDEX


def _import(module: str) -> ModuleType:
    """Import ``module`` through the import statement's machinery (``__import__``), not
    :func:`importlib.import_module`, so that ``python -X importtime`` lists it."""
    __import__(module)
    return sys.modules[module]


def import_family(package: str, path: list[str]) -> list[ModuleType]:
    """Import every public module of a family folder (called by each family's ``__init__``)."""
    return [
        _import(f"{package}.{info.name}")
        for info in sorted(pkgutil.iter_modules(path), key=lambda m: m.name)
        if not info.name.startswith("_")
    ]


def method_family(name: str) -> str:
    """The family folder of a registered method (``"positional"`` for ``"rrf"``)."""
    module = _index().get(name) or str(getattr(method_class(name), "__module__", ""))
    parts = module.split(".")
    return parts[2] if len(parts) > 3 and parts[:2] == ["rankagg", "methods"] else module


def list_methods() -> list[str]:
    """Registered method names, sorted (read from the sources: nothing is imported)."""
    return sorted(set(_index()) | set(_REGISTRY))


def method_class(name: str) -> type[Aggregator]:
    """The class registered as ``name``; imports its family on first use."""
    if name not in _REGISTRY:
        module = _index().get(name)
        if module is None:
            name = _resolve(name)[0]  # RRF, ranx's sum, PyFLAGR's BordaCount; else a "did you mean"
            if name in _REGISTRY:
                return _REGISTRY[name]
            module = _index()[name]
        _import(module)
        if name not in _REGISTRY:  # pragma: no cover - the index and the decorator disagree
            raise ValueError(f"module {module} does not register {name!r}")
    return _REGISTRY[name]


def method_tags(name_or_spec: str) -> MethodTags:
    """The capability tags of a method: its class's declaration for a name (``"combsum"``), the
    configured method's for a spec with parameters (``"combsum(combine='arithmetic_mean')"``)."""
    name, params = parse_spec(name_or_spec)
    return make_method(name, **params).get_tags() if params else method_class(name).class_tags()


def parse_spec(spec: str, *, resolve: bool = True) -> tuple[str, dict[str, Any]]:
    """Parse ``"rrf(k=60)"`` into ``("rrf", {"k": 60})`` with :mod:`ast` (never eval).

    ``resolve=False`` keeps the name as written (a caller with names of its own, such as the comparison
    rules, reads the syntax only); by default it is resolved to a registered method (any case, other
    tools' names) or refused with a "did you mean".

    Values are numbers, quoted strings, ``True``/``False``/``None``, or lists,
    tuples and dicts of them; a bare word is read as a string
    (``combmnz(norm=minmax)`` is ``norm="minmax"``), a Python keyword too (``cps(inference=global)``).  Raises ``ValueError``
    naming the spec for anything else: a syntax error, a positional argument,
    ``**kwargs``, an expression, or a number too large for a float.
    """
    if not isinstance(spec, str):
        raise ValueError(f"method spec must be a string, got {type(spec).__name__}")
    spec = spec.strip()
    if "(" not in spec:
        return _resolve(spec) if resolve else (spec, {})
    try:
        node = _parse_expression(spec)
    except (SyntaxError, ValueError, RecursionError, MemoryError) as exc:
        raise ValueError(f"method spec {spec!r} is not valid: {getattr(exc, 'msg', None) or exc}; expected name(key=value, ...)") from None
    if not isinstance(node, ast.Call) or not isinstance(node.func, ast.Name) or node.args:
        raise ValueError(f"method spec must look like name(key=value, ...), got {spec!r}")
    params: dict[str, Any] = {}
    for kw in node.keywords:
        if kw.arg is None:
            raise ValueError(f"method spec {spec!r}: '**' is not allowed; write key=value")
        if kw.arg in params:
            raise ValueError(f"method spec {spec!r}: {kw.arg} given twice")
        params[kw.arg] = _spec_value(kw.value, spec, kw.arg)
    if not resolve:
        return node.func.id, params
    name, fixed = _resolve(node.func.id)
    return name, {**fixed, **params}


def _resolve(name: str) -> tuple[str, dict[str, Any]]:
    """A registered name as is; any case, or another tool's name, as the method it means
    (:func:`rankagg.methods.names.resolve_name`); else a ValueError with a "did you mean"."""
    if name in _REGISTRY or name in _index():
        return name, {}
    from rankagg.methods.names import resolve_name

    return resolve_name(name, list_methods())


def _parse_expression(text: str) -> ast.expr:
    with warnings.catch_warnings():  # '1_a' etc.: a SyntaxWarning on stderr would only confuse
        warnings.simplefilter("ignore", SyntaxWarning)
        try:
            return ast.parse(text, mode="eval").body
        except SyntaxError as exc:
            quoted = _quote_keywords(text)
            if quoted == text:
                raise
            try:
                return ast.parse(quoted, mode="eval").body
            except SyntaxError:
                raise exc from None


def _quote_keywords(text: str) -> str:
    """``text`` with each bare word that is a Python keyword quoted where a value stands (after ``=``, ``,``, ``[``,
    ``(``, ``{`` or ``:``): a bare word is a string (:func:`parse_spec`), and a documented choice such as
    ``cps(inference=global)`` must read as the others do (``truth=tie_rule``), not fail as Python syntax.  Quoted
    strings are single tokens, so their text is never touched; anything that does not tokenise is returned as is."""
    import io
    import keyword
    import tokenize

    try:
        tokens = list(tokenize.generate_tokens(io.StringIO(text).readline))
    except (tokenize.TokenError, SyntaxError):
        return text
    out = []
    for i, tok in enumerate(tokens):
        before = next((t for t in reversed(tokens[:i]) if t.type not in (tokenize.NL, tokenize.NEWLINE)), None)
        if (tok.type == tokenize.NAME and keyword.iskeyword(tok.string) and tok.string not in ("True", "False", "None")
                and before is not None and before.string in ("=", ",", "[", "(", "{", ":")):
            tok = tok._replace(string=repr(tok.string))
        out.append(tok)
    return tokenize.untokenize(out)


class _FloatRangeError(ValueError):
    """A numeric literal that is infinite as a float (``1e309``)."""


def _spec_value(node: ast.AST, spec: str, key: str) -> Any:
    """The value of one ``key=value`` of a spec (see :func:`parse_spec`), never evaluated."""
    if isinstance(node, ast.Name):
        word = node.id
        return {"true": True, "false": False, "none": None}.get(word.lower(), word)
    if isinstance(node, (ast.List, ast.Tuple)):
        items = [_spec_value(e, spec, key) for e in node.elts]
        return items if isinstance(node, ast.List) else tuple(items)
    if isinstance(node, ast.Dict) and all(isinstance(k, (ast.Constant, ast.Name)) for k in node.keys):
        # every key is a Constant or a Name (checked above), never the None of a ``**`` entry
        out: dict[Any, Any] = {}
        for k, v in zip(node.keys, node.values):
            name = _spec_value(cast(ast.expr, k), spec, key)
            if name in out:  # the last one would silently win
                raise ValueError(f"{spec!r}: key {name!r} given twice in {key}")
            out[name] = _spec_value(v, spec, key)
        return out
    number = node.operand if isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.USub, ast.UAdd)) else node
    if isinstance(number, ast.Constant) and (number is node or _is_number(number.value)):
        literal: Any = number.value
        value = literal if number is node else (-literal if isinstance(cast(ast.UnaryOp, node).op, ast.USub) else +literal)
        if value is None or isinstance(value, (bool, str)) or _is_number(value):
            if isinstance(value, float) and not math.isfinite(value):
                raise _FloatRangeError(f"method spec {spec!r}: {key}={ast.get_source_segment(spec, node) or ast.unparse(node)} is out of the range of a float")
            return value
    raise ValueError(
        f"method spec {spec!r}: {key}={ast.get_source_segment(spec, node) or ast.unparse(node)} is not a value "
        "(numbers, words, 'quoted strings', True/False/None, lists)"
    )


def _is_number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def parse_value(text: str) -> Any:
    """A CLI ``--param`` value: read like a spec value (:func:`parse_spec`), else the string itself.

    ``60`` is an int, ``0.5`` a float, ``true`` a bool, ``[1, 2]`` a list,
    ``minmax`` or ``a b`` a string; ``1e309`` (infinite as a float) is an error.
    """
    try:
        node = _parse_expression(text.strip())
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return text
    try:
        return _spec_value(node, text, "value")
    except _FloatRangeError:
        raise ValueError(f"--param value {text!r} is out of the range of a float") from None
    except ValueError:
        return text


def make_method(name_or_spec: str, **params: Any) -> Aggregator:
    """Instantiate a registered method from a name or spec string and keyword parameters."""
    given_name, spec_params = parse_spec(name_or_spec, resolve=False)
    name, alias_params = _resolve(given_name)  # what another tool's name sets (logn_isr: sigma 0.01) is a default
    cls = method_class(name)
    check_given_once(name_or_spec, spec_params, params, "as a parameter")
    return cls(**{**alias_params, **spec_params, **params})


def check_given_once(where: str, first: dict[str, Any], then: dict[str, Any], how: str) -> None:
    """Refuse a parameter that ``first`` (a spec's) and ``then`` (given ``how``) both give, with two values: no
    rule says which wins (``--method 'rrf(k=1)' --param k=100`` ran with k=100, as ``--param k=1 --param k=100``
    is refused).  One value given twice is that value."""
    def same(a: Any, b: Any) -> bool:
        try:
            return type(a) is type(b) and bool(a == b) or (isinstance(a, (int, float)) and not isinstance(a, bool)
                                                            and isinstance(b, (int, float)) and not isinstance(b, bool)
                                                            and a == b)
        except (TypeError, ValueError):  # arrays compare element by element: not one value
            return False
    twice = [k for k in first if k in then and not same(first[k], then[k])]
    if twice:
        said = "; ".join(f"{k}={first[k]!r} there and {k}={then[k]!r} {how}" for k in twice)
        raise ValueError(f"{where}: {', '.join(twice)} given twice with two values ({said}); give each once")


get_method = make_method


def method_gives_p_values(name: str) -> bool:
    """Whether a registered method gives each item a p-value (its class's ``gives_p_values``: the
    significance family, ``rankagg methods`` marks them; its ``significance(data)`` gives them)."""
    return bool(getattr(method_class(name), "gives_p_values", False))


__all__ += ["method_gives_p_values", "check_given_once"]


def method_spec_param(what: str = "a method spec") -> Text:
    """The constraint of a parameter that names another method (``mclk(base='mc4')``): a spec that
    :func:`parse_spec` reads and resolves to a registered method, so that ``base='x'`` is refused naming the
    parameter, at construction, not as a bare "unknown method" when the method first scores."""
    return Text(f"{what} naming a registered method (rankagg methods lists them)", test=parse_spec)
