"""Issue 45's thirty-first bar (u31l_*_as_run, u31l_*_as_qrels, u31l_out_*, u31l_api_*): a recipe platform's files
given as a run or as qrels were told a field count, a generic header, JSON or zip note, and a Cooklang recipe a FASTA
alignment; Open Food Facts', FoodData Central's, MyFitnessPal's tables, schema.org Recipes, Meal-Master, Cooklang,
RecipeML and Mealie files and Paprika exports are now named at both doors, plain and gzipped, and at the API."""

import gzip
import io
import json
import zipfile

import pandas as pd
import pytest

import rankagg
from rankagg.io.json_documents import json_shape
from rankagg.io.recipes_shapes import recipes_binary, recipes_columns, recipes_document, recipes_head, recipes_shape
from rankagg.io.structure_shapes import structure_shape
from tests.door_files import refusal_through_the_api, refused_output, named_through_the_api

RECIPE = ('{"@context": "https://schema.org", "@type": "Recipe", "name": "Shakshuka", "recipeIngredient": ["6 eggs"]}'
          '\n')
FILES = {
    "products.csv": ("code\turl\tcreator\tcreated_t\tproduct_name\tnutriscore_grade\n3017620422003\thttp://x\tk\t1\t"
                     "Nutella\te\n", "Open Food Facts", 1),
    "food.csv": ('"fdc_id","data_type","description","food_category_id"\n"321358","foundation_food","Hummus","16"\n',
                 "FoodData Central", 1),
    "foundation.json": ('{"FoundationFoods": [{"fdcId": 321358, "description": "Hummus", "foodNutrients": []}]}\n',
                        "FoodData Central", 1),
    "legacy.json": ('{"SRLegacyFoods": [{"fdcId": 167512, "description": "Pillsbury", "foodNutrients": []}]}\n',
                    "FoodData Central", 1),
    "recipe.jsonld": (RECIPE, "schema.org Recipe", 1),
    "dal.mmf": ("MMMMM----- Recipe via Meal-Master (tm) v8.05\n\n      Title: Dal Tadka\n", "Meal-Master", 1),
    "old.mmf": ("---------- Recipe via Meal-Master (tm) v8.02\n      Title: Soup\n", "Meal-Master", 1),
    "eggs.cook": (">> servings: 2\n>> source: x\n\nCrack @eggs{3} into the #pan{}.\n", "Cooklang", 1),
    "plain.cook": ("Crack @eggs{3} into the #pan{} and wait ~{4%minutes}.\n", "Cooklang", 1),
    "r.xml": ('<?xml version="1.0"?>\n<recipeml version="0.5">\n<recipe/>\n</recipeml>\n', "RecipeML", 2),
    "diary.csv": ("Date,Meal,Calories,Fat (g),Protein (g),Note\n2026-11-27,Breakfast,412,21.3,24.7,\n", "MyFitnessPal", 1),
    "database.json": ('{"recipes": [{"slug": "shakshuka", "recipe_ingredient": []}], "alembic_version": []}\n',
                      "Mealie", 1),
}
RUN = ("vegetarian/weeknight Q0 recipe/shakshuka-42 1 0.91 popularity\n"
       "vegetarian/weeknight Q0 recipe/dal-tadka-7 2 0.77 popularity\n")
QRELS = "vegetarian/weeknight 0 recipe/shakshuka-42 2\n"


def paprika(member="Shakshuka.paprikarecipe") -> bytes:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as z:
        z.writestr(zipfile.ZipInfo(member, (2026, 11, 27, 0, 0, 0)), gzip.compress(b'{"name": "x"}', mtime=0))
    return buf.getvalue()


@pytest.mark.parametrize("gz", [False, True])
@pytest.mark.parametrize("door", ["run", "qrels"])
@pytest.mark.parametrize("name", sorted(FILES))
def test_named_at_both_doors(tmp_path, name, door, gz):
    named_through_the_api(tmp_path, FILES, name, door, gz, RUN, "DIET/OCCASION Q0 RECIPE")


@pytest.mark.parametrize("door", ["run", "qrels"])
def test_a_paprika_export_is_named(tmp_path, door):
    message = refusal_through_the_api(tmp_path, "My Recipes.paprikarecipes", paprika(), RUN, door)
    assert "Paprika" in message, message
    assert recipes_binary(paprika("notes.txt")) is None


def test_a_cooklang_header_is_no_alignment_but_a_fasta_one_is():
    assert structure_shape([">> servings: 2", ">> source: x"], "", "", "t") is None
    assert "FASTA" in structure_shape([">seq1", "ACGTACGT"], "", "", "t")


@pytest.mark.parametrize("text", [RUN, QRELS, "code Q0 url 1 0.5 creator\n", "Date 0 Meal 1\n"])
def test_runs_and_qrels_are_never_claimed(text):
    assert recipes_shape("x.run", text.splitlines()) is None


@pytest.mark.parametrize("text", [
    "code,url\n1,x\n",  # two of Open Food Facts' columns: any table of links
    "Date,Calories\n2026-11-27,412\n",
    ">> a quoted quote\nand a line\n",
    "email me @home{x} please\n",  # a step's markup, but not in a .cook file and no '>>' metadata
    "Recipe via Meal-Master\n",
])
def test_near_misses_are_left_to_others(text):
    assert recipes_shape("x.txt", text.splitlines()) is None


def test_other_xml_is_left_to_others():
    assert recipes_head("<recipe/>\n") is None


@pytest.mark.parametrize("text", ['{"q1": {"FoundationFoods": 1.0, "fdcId": 0.5}}',
                                  '{"@type": "Recipe", "recipeIngredient": {"d": 1.0}}'])
def test_json_that_is_no_such_file_is_not_named_so(text):
    shape = json_shape(text)
    assert shape is None or "FoodData Central" not in shape and "schema.org" not in shape
    assert recipes_document(json.loads(text)) is None


def test_a_recipe_loaded_in_python_is_named():
    with pytest.raises(ValueError, match="schema.org Recipe"):
        rankagg.fuse(json.loads(RECIPE), method="rrf")


@pytest.mark.parametrize("columns, what", [
    (["code", "url", "creator", "created_t", "product_name"], "Open Food Facts"),
    (["Date", "Meal", "Calories", "Fat (g)"], "MyFitnessPal"),
    (["fdc_id", "data_type", "description"], "FoodData Central"),
])
def test_frames_are_named(columns, what):
    frame = pd.DataFrame([["1"] * len(columns)], columns=columns)
    with pytest.raises(ValueError, match=what):
        rankagg.fuse(frame, method="rrf")
    assert recipes_columns(["qid", "docid", "run", "score"]) is None


@pytest.mark.parametrize("out, what", [("r.paprikarecipes", "Paprika"), ("r.cook", "Cooklang"),
                                       ("R.COOK.gz", "Cooklang")])
def test_outputs_named_for_the_fields_files_are_refused(tmp_path, capsys, out, what):
    assert what in refused_output(tmp_path, capsys, RUN, out)
