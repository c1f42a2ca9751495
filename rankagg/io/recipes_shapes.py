"""A recipe platform's files where a run, the judgements or a table are read (issue 45's thirty-first bar, u31l_):
Open Food Facts' product exports, USDA FoodData Central's tables and JSON, schema.org Recipes (JSON-LD), Paprika
exports (zips of gzipped recipes), Meal-Master files, Cooklang recipes, RecipeML, MyFitnessPal's nutrition exports and
Mealie backups.  They were told a field count, a generic header, JSON or zip note, or (Cooklang's '>>' metadata) a
FASTA alignment; each is named for what it is, with what to give instead (files, loaded documents and frames)."""

from __future__ import annotations

from typing import Sequence

from rankagg.io.app_store_shapes import zip_members
from rankagg.io.header_tables import columns_note, header_cells, named_table
from rankagg.io.line_form_store import compiled
from rankagg.io.text_input import run_or_qrels_line
from rankagg.io.xml_head import xml_root

__all__ = ["AS_RUN", "RECIPES_JSON", "RECIPES_OUTPUTS", "recipes_binary", "recipes_columns", "recipes_document",
           "recipes_head", "recipes_shape"]

#: what to do with a food database, a recipe file or a diary: each ranker's ordering of the recipes is a run
AS_RUN = ("give each ranker's ordering of the recipes (popularity, a nutrition score, the editors' picks) as a run, a "
          "diet or occasion a query and each recipe a document (its slug, recipe/shakshuka-42), the score higher for "
          "the better: 'DIET/OCCASION Q0 RECIPE RANK SCORE RANKER'; what cooks did (saved, cooked) is the qrels, "
          "'DIET/OCCASION 0 RECIPE GRADE'")
_NOT_LINES = "not TREC run or qrels lines: "

#: the tables, by their publishers' columns: (columns every such table has, what it is)
_TABLES = (
    (("code", "url", "creator", "product_name"),
     "an Open Food Facts export (code, url, creator, ..., product_name, nutriscore_grade: a product per row, tab "
     "separated)"),
    (("fdc_id", "data_type", "description"),
     "USDA FoodData Central's food table (fdc_id, data_type, description, food_category_id, publication_date)"),
    (("Date", "Meal", "Calories"),
     "a MyFitnessPal nutrition export (Date, Meal, Calories, Fat (g), ...: a diary's meals)"),
)
_MEAL_MASTER = compiled(r"^(?:MMMMM|-----)-{5} Recipe via Meal-Master")
#: Cooklang's metadata lines ('>> servings: 2'), and its ingredients, cookware and timers in a step
_COOKLANG_META = compiled(r"^>>\s*[\w -]+:")
_COOKLANG_STEP = compiled(r"@[^\s{]+\{[^}]*\}|#[^\s{]+\{[^}]*\}|~\{[^}]*\}")


def recipes_shape(name: str, lines: Sequence[str]) -> str | None:
    """What a text file named ``name`` whose first lines are ``lines`` is, with what to give instead, or None."""
    if not lines or run_or_qrels_line(lines[0]):
        return None
    first = lines[0].lstrip("\ufeff").strip()
    second = lines[1].strip() if len(lines) > 1 else ""
    what: str | None
    if _MEAL_MASTER.match(first):
        what = "a Meal-Master recipe file (MMMMM----- Recipe via Meal-Master, Title, Categories, Yield, ingredients)"
    elif _COOKLANG_META.match(first) and (_COOKLANG_META.match(second) or _COOKLANG_STEP.search(second)) \
            or _COOKLANG_STEP.search(first) and name.lower().removesuffix(".gz").endswith(".cook"):
        what = "a Cooklang recipe (>> metadata, steps with @ingredients{}, #cookware{} and ~{timers})"
    else:
        what = named_table(header_cells(first), _TABLES)
        if what is not None:
            what += ", read it with pandas"
    return None if what is None else f"is {what}, {_NOT_LINES}{AS_RUN}"


def recipes_head(text: str) -> tuple[int, str] | None:
    """(line, reason) when the head ``text`` is RecipeML (its root after the XML prolog), else None."""
    root = xml_root(text)
    if root is None or root.local != "recipeml":
        return None
    return root.line, f"is a RecipeML file (recipeml, recipe, head, ingredients, directions), {_NOT_LINES}{AS_RUN}"


def recipes_columns(names: Sequence[object]) -> str | None:
    """What a table (a frame, a comparison table) whose columns are ``names`` is, or None."""
    return columns_note(names, _TABLES, AS_RUN)


_SCHEMA_RECIPE = ("a schema.org Recipe (JSON-LD: @context schema.org, @type Recipe, recipeIngredient, "
                  "recipeInstructions, aggregateRating), " + _NOT_LINES + AS_RUN)
#: (keys a JSON document's first bytes hold, what it is and what to give instead)
RECIPES_JSON: tuple[tuple[tuple[str, ...], str], ...] = (
    # a food's nutrients follow its id: a run whose documents are named FoundationFoods and fdcId is no download
    (('"FoundationFoods"', '"fdcId"', '"foodNutrients"'), "USDA FoodData Central's Foundation Foods JSON (FoundationFoods with fdcId, "
                                      "description and foodNutrients), " + _NOT_LINES + AS_RUN),
    (('"SRLegacyFoods"', '"fdcId"', '"foodNutrients"'), "USDA FoodData Central's SR Legacy JSON (SRLegacyFoods with fdcId and "
                                    "foodNutrients), " + _NOT_LINES + AS_RUN),
    (('schema.org', '"@type"', '"Recipe"', '"recipeIngredient"'), _SCHEMA_RECIPE),
    (('"recipes"', '"recipe_ingredient"', '"alembic_version"'),
     "a Mealie backup's database (recipes with slug, recipe_ingredient, recipe_instructions; alembic_version), "
     + _NOT_LINES + AS_RUN),
)


def recipes_document(obj: object) -> str | None:
    """What a schema.org Recipe loaded in Python and given as runs is, or None: its '@type' is text."""
    if isinstance(obj, dict) and obj.get("@type") == "Recipe" and "schema.org" in str(obj.get("@context", "")):
        return _SCHEMA_RECIPE
    return None


def recipes_binary(head: bytes) -> tuple[str, str] | None:
    """(what the file is, what to give instead) for a Paprika export: a zip of .paprikarecipe members."""
    if head.startswith(b"PK\x03\x04") and any(n.endswith(b".paprikarecipe") for n in zip_members(head)):
        return "a Paprika recipe export (.paprikarecipes: a zip of gzipped JSON recipes)", AS_RUN
    return None


#: the field's output names: the recipe managers import their own files, no TREC line
RECIPES_OUTPUTS: dict[str, str] = {
    ".paprikarecipes": "a Paprika recipe export (a zip of gzipped JSON recipes, which Paprika imports)",
    ".paprikarecipe": "a Paprika recipe (gzipped JSON)",
    ".cook": "a Cooklang recipe",
}
