"""Model files whose names were edited (issue 45; the calls the table fuzzer's model family left open), generated
over every kind of fitted model in the method registry, as JSON and as NPZ.

* ``trained_on.ranker_names`` with an empty name or a name twice: a model meets its input's rankers by name, so it
  failed at every use with "missing: ;" (or "unknown to the model"); now refused at load, naming the file and the
  field.  RAGS keeps its own copy (``fitted.ranker_names_``): the two must agree, not the fitted one win silently.
* LambdaMART's ``feature_names_`` is what ``fit`` gives for ``methods_``, ``svd_rank`` and the ranker count; an
  edited name was refused only at apply with "87 features, the model expects 87".  Now refused at load naming the
  first name that differs; an unregistered name in ``methods_`` too.  At apply, the data's features against the
  model's are named the same way.
"""

from __future__ import annotations

import io
import json
import random
import zipfile
from pathlib import Path
from typing import Any, Callable

import numpy as np
import pytest

from rankagg.io.synthetic import make_metasearch
from rankagg.methods.registry import list_methods, make_method, method_class
from rankagg.methods.supervised.lambdamart import feature_names
from rankagg.models import load_model, save_model

#: every kind of model a method writes: the registered methods with fitted state
KINDS = tuple(n for n in list_methods() if method_class(n).fitted_attributes)
FORMS = ("json", "npz")


@pytest.fixture(scope="module")
def data():
    # queries of 8 items: small enough for mallows_exact's exact likelihood (at most 10 documents a query)
    return make_metasearch(n_queries=5, n_items=8, n_rankers=4, random_state=0)


@pytest.fixture(scope="module")
def models(data, tmp_path_factory) -> dict[tuple[str, str], Path]:
    folder = tmp_path_factory.mktemp("models")
    out = {}
    for kind in KINDS:
        fitted = make_method(kind).fit(data)
        for form in FORMS:
            out[kind, form] = save_model(fitted, folder / f"{kind}.{form}")
    return out


def _edited(path: Path, edit: Callable[[dict[str, Any]], None], to: Path) -> Path:
    """``path``'s model with its JSON document edited by ``edit``, written to ``to`` (the NPZ's arrays kept)."""
    raw = path.read_bytes()
    if path.suffix == ".json":
        doc = json.loads(raw)
        edit(doc)
        to.write_text(json.dumps(doc))
        return to
    with zipfile.ZipFile(io.BytesIO(raw)) as zf:
        members = {i.filename: zf.read(i) for i in zf.infolist()}
    doc = json.loads(np.load(io.BytesIO(members["__model__.npy"])).item())
    edit(doc)
    buf = io.BytesIO()
    np.save(buf, np.array(json.dumps(doc)))
    members["__model__.npy"] = buf.getvalue()
    with zipfile.ZipFile(to, "w") as zf:
        for name, b in members.items():
            zf.writestr(name, b)
    return to


def test_every_kind_is_generated():
    """The registry's fitted kinds, supervised and not (the generation below is over all of them)."""
    assert {"lambdamart", "rags_top", "rankagg_sup", "best_input", "ulara", "mallows_exact"} <= set(KINDS)
    assert len(KINDS) >= 16


@pytest.mark.parametrize("form", FORMS)
@pytest.mark.parametrize("kind", KINDS)
def test_an_untouched_model_loads_and_applies(models, data, kind, form):
    got = load_model(models[kind, form]).fuse(data)
    _, scores = got
    assert scores.shape == (data.n_items,) and np.isfinite(scores).all()


@pytest.mark.parametrize("form", FORMS)
@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("fault", ["empty", "twice"])
def test_an_empty_or_repeated_ranker_name_is_refused_at_load(models, kind, form, fault, tmp_path):
    rng = random.Random(f"{kind}:{form}:{fault}")
    names = json.loads(models[kind, "json"].read_text())["trained_on"]["ranker_names"]
    at = rng.randrange(1, len(names))

    def edit(doc):
        trained = doc["trained_on"]["ranker_names"]
        trained[at] = "" if fault == "empty" else trained[at - 1]
        if "ranker_names_" in doc["fitted"]:  # RAGS' own copy edited alike: the rule, not the copies' agreement
            doc["fitted"]["ranker_names_"] = list(trained)

    path = _edited(models[kind, form], edit, tmp_path / f"m.{form}")
    want = rf"ranker {at + 1} has an empty name" if fault == "empty" else \
        rf"the name '{names[at - 1]}' is given twice \(rankers {at} and {at + 1}\)"
    with pytest.raises(ValueError, match=rf"^{path}: (trained_on\.ranker_names: {want}; a model meets its input's "
                                         rf"rankers by name|{kind}: fitted attribute ranker_names_ {want})$"):
        load_model(path)


@pytest.mark.parametrize("form", FORMS)
@pytest.mark.parametrize("kind", [k for k in KINDS if "ranker_names_" in method_class(k).fitted_attributes])
def test_a_models_own_copy_of_the_ranker_names_agrees_with_trained_on(models, kind, form, tmp_path):
    path = _edited(models[kind, form], lambda doc: doc["fitted"]["ranker_names_"].__setitem__(1, "zz"),
                   tmp_path / f"m.{form}")
    with pytest.raises(ValueError, match=rf"^{path}: fitted\.ranker_names_ \[.*'zz'.*\] and trained_on\.ranker_names "
                                         r"\[.*\] differ"):
        load_model(path)


def _lambdamart_edits(names: list[str], methods: list[str], rng: random.Random) -> list[tuple[str, Any, str]]:
    """(what, edit, the message's pattern) for LambdaMART's names: each refused at load, naming the field."""
    i = rng.randrange(len(names))
    j = (i + 1 + rng.randrange(len(names) - 1)) % len(names)
    lo, hi = min(i, j), max(i, j)

    def rename(doc):
        doc["fitted"]["feature_names_"][i] = "edited"

    def swap(doc):
        f = doc["fitted"]["feature_names_"]
        f[i], f[j] = f[j], f[i]

    def unregistered(doc):
        doc["fitted"]["methods_"] = methods[:-1] + ["no_such_method"]

    return [("a name edited", rename, rf"feature {i + 1} is 'edited', not '{names[i]}' \(87 features, 87 expected\)"),
            ("two names swapped", swap, rf"feature {lo + 1} is '{names[hi]}', not '{names[lo]}'"),
            ("an unregistered method", unregistered, r"methods_ names unregistered methods: no_such_method")]


@pytest.mark.parametrize("form", FORMS)
@pytest.mark.parametrize("case", range(3))
@pytest.mark.parametrize("seed", range(4))
def test_lambdamart_feature_names_are_checked_at_load(models, form, case, seed, tmp_path):
    doc = json.loads(models["lambdamart", "json"].read_text())
    names, methods = doc["fitted"]["feature_names_"], doc["fitted"]["methods_"]
    assert names == feature_names(4, methods, 1) and len(names) == 87  # what fit wrote: the rule checked
    what, edit, pattern = _lambdamart_edits(names, methods, random.Random(seed))[case]
    path = _edited(models["lambdamart", form], edit, tmp_path / f"m.{form}")
    with pytest.raises(ValueError, match=rf"^{path}: lambdamart: fitted attribute .*{pattern}"):
        load_model(path)


def test_lambdamart_applied_to_other_features_names_the_first_difference(models, data):
    model = load_model(models["lambdamart", "json"])
    other = make_metasearch(n_queries=2, n_items=8, n_rankers=5, random_state=1)
    with pytest.raises(ValueError, match=r"^lambdamart: the data's features are not the model's: feature 13 is "
                                         r"'svd_binary_u0_r4', not 'svd_diff_u0_r0' \(99 features, 87 expected\)"):
        model.score(other)  # past the ranker match, which refuses other rankers first in every entry point
