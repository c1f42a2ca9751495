"""The model registry's kinds and the cases the generated tests give each of them, as lines of the registry's
section of ``docs/reliability.md`` (:mod:`rankagg.io.registry_doc`), from :data:`rankagg.io.models.MODEL_FORMATS`
and :data:`rankagg.io.models.MODEL_RULES` alone: a kind added to the model registry appears there, and gets its
cases in ``tests/io/test_model_door.py``, with no other change."""

from __future__ import annotations

from rankagg.io.models import MODEL_FORMATS, MODEL_RULES, ModelFormat

__all__ = ["model_rules", "model_targets", "model_lines"]


def model_rules(fmt: ModelFormat) -> tuple[str, ...]:
    """The envelope's rules that apply to a kind (a nested document's kind only to a kind that nests one)."""
    return tuple(r for r in MODEL_RULES if r != "nested kind" or fmt.nested)


def model_targets(fmt: ModelFormat) -> tuple[str, ...]:
    """The names a kind's round trips write: its suffixes, or any name (JSON) when it declares none."""
    return fmt.suffixes or (".json", ".model")


def model_lines() -> list[str]:
    """The Markdown of the model kinds and their generated cases."""
    lines = ["", "### Model files", "",
             "Every model file goes in and out through the model registry (`rankagg/io/models.py`): a kind is "
             "declared once with its envelope (the file's size and `RANKAGG_MEMORY_LIMIT_GB`, keys given once, "
             "the kind and a version this rankagg reads, where NaN and infinities may be, NPZ without pickle, "
             "the documents it nests), read by one reader (`rankagg/io/model_files.py`) and written atomically, "
             "never over an input, and read back.  What a document holds is registered by the layer that knows "
             "it (`register_model_payload`).  `tests/io/test_model_door.py` generates, for every kind below: the "
             "declaration and its registered payload, a writer -> reader round trip per name (the sample, and "
             "adversarial names and numbers read back bit for bit or refused before writing), each rule of the "
             "envelope on its reader, the envelope applied on every read, and the reason a file that is no "
             "model, or a model of another kind, is not this kind.", "",
             "| kind | what | written as | registered by | non-finite numbers | rules applied (generated cases) |",
             "|---|---|---|---|---|---|"]
    n_cases = 0
    for fmt in MODEL_FORMATS.values():
        rules = model_rules(fmt)
        names = model_targets(fmt)
        n_cases += 3 + len(rules) + 2 * len(names)  # the declaration, the envelope on every read, the reason; rules, trips
        written = ", ".join(f"`{n}`" for n in names) + ("" if fmt.suffixes else " (any name: JSON)")
        lines.append(f"| `{fmt.name}` | {fmt.what} | {written} | `{fmt.registered_by}` | "
                     f"{'where its payload allows' if fmt.non_finite == 'payload' else 'refused'} | {', '.join(rules)} |")
    lines += ["", f"{len(MODEL_FORMATS)} model kinds, {n_cases} generated cases."]
    return lines
