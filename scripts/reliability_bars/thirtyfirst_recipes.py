"""Issue 45's thirty-first bar of scripts/reliability_matrix.py, a recipe platform's ranking of recipes per diet and
occasion across rankers (its cases, ids ``u31l_``, registered in its ``cases()``); the mechanics
(:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.

The team's day: each diet and occasion (``vegetarian/weeknight``) is a query and each recipe a document by its slug
(``recipe/shakshuka-42``: a '/' inside the id); the runs are the rankers the platform compares (popularity, a
nutrition score, the editors' picks, a personalised model), scores in [0, 1] at four decimals.  The lists are fused
with RRF, Borda and CombSUM, weighted by last month's save rates, and judged against what cooks did (2 cooked and
rated, 1 saved, 0 neither).  The mistakes and odd files: the field's own files given where runs or qrels are read (an
Open Food Facts export, USDA FoodData Central's tables and JSON, a schema.org Recipe, a Paprika export, a Meal-Master
file, a Cooklang recipe, RecipeML, a MyFitnessPal export, a Mealie backup), and outputs named for the field's files.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import gzip
import io
import zipfile

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

THIRTYFIRST_RECIPES = ("45 Unseen inputs: a thirty-first bar, a recipe platform's ranking of recipes per diet and "
                       "occasion across rankers (Open Food Facts, USDA FoodData Central, schema.org Recipe, Paprika, "
                       "Meal-Master, Cooklang, RecipeML, MyFitnessPal)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['popularity', 'nutrition', 'editors', 'personal'],
    items=['recipe/shakshuka-42', 'recipe/dal-tadka-7', 'recipe/ramen-113', 'recipe/caprese-9',
             'recipe/chili-sin-carne-31', 'recipe/pad-thai-58', 'recipe/ratatouille-3', 'recipe/risotto-77'],
    queries=['vegetarian/weeknight', 'vegan/weekend', 'gluten-free/party', 'low-carb/lunch', 'high-protein/breakfast',
         'pescatarian/dinner'],
    suffix='/winter', generator='rankings', judgements='cooked') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "rankings", "recipes.run")

_RECS3 = ["popularity", "nutrition", "editors"]
_OUT = ("recipes.run",)
_ONE_RUN = ("vegetarian/weeknight Q0 recipe/shakshuka-42 1 0.91 popularity\n"
            "vegetarian/weeknight Q0 recipe/dal-tadka-7 2 0.77 popularity\n"
            "vegetarian/weeknight Q0 recipe/caprese-9 3 0.52 popularity\n")
# the team's files, as their sources write them (a few lines)
_OFF = ("code\turl\tcreator\tcreated_t\tcreated_datetime\tlast_modified_t\tproduct_name\tquantity\tbrands\t"
        "categories\tnutriscore_score\tnutriscore_grade\tnova_group\tenergy-kcal_100g\n"
        "3017620422003\thttp://world-en.openfoodfacts.org/product/3017620422003/nutella\tkiliweb\t1457680652\t"
        "2016-03-11T07:17:32Z\t1700000000\tNutella\t400 g\tFerrero\tSpreads\t26\te\t4\t539\n")
_FDC_CSV = ('"fdc_id","data_type","description","food_category_id","publication_date"\n'
            '"321358","foundation_food","Hummus, commercial","16","2019-04-01"\n')
_FDC_JSON = ('{"FoundationFoods": [{"foodClass": "FinalFood", "description": "Hummus, commercial", "fdcId": 321358, '
             '"dataType": "Foundation", "foodNutrients": [{"nutrient": {"id": 1003, "name": "Protein", "unitName": '
             '"g"}, "amount": 7.35}]}]}\n')
_SCHEMA = ('{"@context": "https://schema.org", "@type": "Recipe", "name": "Shakshuka", "recipeYield": "4", '
           '"recipeIngredient": ["6 eggs", "1 can tomatoes"], "recipeInstructions": [{"@type": "HowToStep", "text": '
           '"Simmer."}], "aggregateRating": {"@type": "AggregateRating", "ratingValue": "4.8", "ratingCount": "312"}}\n')
_MMF = ("MMMMM----- Recipe via Meal-Master (tm) v8.05\n\n      Title: Dal Tadka\n Categories: Indian, Vegetarian\n"
        "      Yield: 4 servings\n\n      1 c  Toor dal\n      2 tb Ghee\n\nMMMMM\n")
_COOK = (">> servings: 2\n>> source: https://example.org/shakshuka\n\nCrack @eggs{3} into the #pan{} and cook for "
         "~{4%minutes}.\n")
_RECIPEML = ('<?xml version="1.0" encoding="UTF-8"?>\n<recipeml version="0.5">\n  <recipe>\n    <head><title>Ratatouille'
             '</title></head>\n    <ingredients><ing><item>Zucchini</item></ing></ingredients>\n  </recipe>\n'
             '</recipeml>\n')
_MFP = ("Date,Meal,Calories,Fat (g),Saturated Fat,Polyunsaturated Fat,Monounsaturated Fat,Trans Fat,Cholesterol,"
        "Sodium (mg),Potassium,Carbohydrates (g),Fiber,Sugar,Protein (g),Vitamin A,Vitamin C,Calcium,Iron,Note\n"
        "2026-11-27,Breakfast,412,21.3,6.1,2.2,9.8,0,372,610,540,28.4,5.2,9.1,24.7,0,0,0,0,\n")
_MEALIE = ('{"recipes": [{"id": "5b1f0c5e", "slug": "shakshuka", "name": "Shakshuka", "recipe_yield": "4", '
           '"recipe_ingredient": [{"note": "6 eggs"}], "recipe_instructions": [], "rating": 5}], "alembic_version": '
           '[{"version_num": "ba1e4a6cfe99"}]}\n')


def _paprika() -> bytes:
    """A Paprika export (.paprikarecipes): a zip of recipes, each gzipped JSON."""
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as z:
        recipe = ('{"uid": "A1B2", "name": "Shakshuka", "ingredients": "6 eggs", "directions": "Simmer.", '
                  '"rating": 5, "categories": ["Breakfast"], "hash": "0f0e"}')
        z.writestr(zipfile.ZipInfo("Shakshuka.paprikarecipe", (2026, 11, 27, 0, 0, 0)),
                   gzip.compress(recipe.encode(), mtime=0))
    return buf.getvalue()


def thirtyfirst_bar_recipes_cases() -> list[Case]:
    G = THIRTYFIRST_RECIPES
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="rankings", judgements="cooked", runs=_RECS3, stem="recipes", outputs=_OUT,
        item="recipe", rounded="editors",
        weights="{'popularity': 1.0, 'nutrition': 1.0, 'editors': 2.0, 'personal': 0.5}",
        lone_query="R['personal']['keto/holiday'] = {'recipe/bulletproof-1': 0.8, 'recipe/cauli-mash-2': 0.4}\n",
        trust="editors 2\nnutrition 0.5\npopularity 1\n",
        trust_dict="{'editors': 2, 'nutrition': 0.5, 'popularity': 1}",
        texts={
            "rrf": ("u31l_rrf_rankers",
                    "rankagg.fuse({ranker: {diet/occasion: {recipe: score}}}, method='rrf'): four rankers, six diets "
                    "('vegetarian/weeknight'), recipes by slug ('recipe/shakshuka-42': a '/' inside the id)"),
            "borda": ("u31l_borda_partial_lists",
                      "rankagg.fuse(..., method='borda'): a ranker does not score some recipes for a diet"),
            "combsum": ("u31l_combsum_tied_scores",
                        "rankagg.fuse(..., method='combsum'): the editors' scores at one decimal (many ties) beside "
                        "the others"),
            "fuser": ("u31l_weighted_fuser_saves",
                      "rankagg.Fuser('rrf', weights=...) per diet: the editors count 2, the personal model 0.5"),
            "frame": ("u31l_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the scores as the "
                      "platform's table holds them, a row per diet, recipe and ranker"),
            "evaluate": ("u31l_evaluate_cooked",
                         "rankagg.evaluate(fused ranking, what cooks did, ['nDCG@5', 'AP', 'P@3']): does the fused "
                         "ranking put first the recipes cooked and rated"),
            "lone": ("u31l_one_ranker_diet",
                     "rankagg.fuse(..., method='rrf'): a diet only the personal model scored (keto) beside diets "
                     "every ranker covers"),
            "cli_rrf": ("u31l_cli_rrf_runs",
                        "rankagg fuse popularity.run nutrition.run editors.run --method rrf -o recipes.run: one run "
                        "per ranker, diets as queries"),
            "cli_borda": ("u31l_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the editors count "
                          "double)"),
            "cli_combsum": ("u31l_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four recipes the newsletter shows"),
            "cli_evaluate": ("u31l_cli_evaluate_cooked_qrels",
                             "rankagg evaluate recipes.run --qrels cooked.qrels -m ndcg_cut.5 -m map: the fused "
                             "ranking against what cooks did (0-2)"),
            "cli_parquet": ("u31l_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o recipes.parquet: gzipped runs from the nightly "
                            "job, a Parquet table for the app")})

    # --- the team's files given where runs are read: named by their format or tool, at the first line ---------------
    cases += files_as_runs(cli_bad, [
        ("u31l_openfoodfacts_as_run", "an Open Food Facts export (code, url, creator, ..., product_name, "
         "nutriscore_grade: tab separated)", "en.openfoodfacts.org.products.csv", _OFF, "Open Food Facts",
         "en.openfoodfacts.org.products.csv:1"),
        ("u31l_fdc_csv_as_run", "USDA FoodData Central's food.csv (fdc_id, data_type, description, food_category_id, "
         "publication_date)", "food.csv", _FDC_CSV, "FoodData Central", "food.csv:1"),
        ("u31l_fdc_json_as_run", "USDA FoodData Central's Foundation Foods JSON (FoundationFoods with fdcId and "
         "foodNutrients)", "FoodData_Central_foundation_food_json.json", _FDC_JSON, "FoodData Central",
         "FoodData_Central_foundation_food_json.json:1"),
        ("u31l_schema_recipe_as_run", "a schema.org Recipe (JSON-LD: @context, @type Recipe, recipeIngredient)",
         "shakshuka.jsonld", _SCHEMA, "schema.org Recipe", "shakshuka.jsonld:1"),
        ("u31l_paprika_as_run", "a Paprika export (.paprikarecipes: a zip of gzipped JSON recipes)",
         "My Recipes.paprikarecipes", _paprika(), "Paprika", "My Recipes.paprikarecipes"),
        ("u31l_mealmaster_as_run", "a Meal-Master file (MMMMM----- Recipe via Meal-Master (tm) v8.05, Title, "
         "Categories, Yield)", "dal.mmf.txt", _MMF, "Meal-Master", "dal.mmf.txt:1"),
        ("u31l_cooklang_as_run", "a Cooklang recipe (>> metadata, @ingredients{}, #cookware{}, ~{timers})",
         "shakshuka.cook", _COOK, "Cooklang", "shakshuka.cook:1"),
        ("u31l_recipeml_as_run", "a RecipeML file (recipeml version=0.5, recipe, head, ingredients)",
         "ratatouille.xml", _RECIPEML, "RecipeML", "ratatouille.xml:2"),
        ("u31l_myfitnesspal_as_run", "a MyFitnessPal nutrition export (Date, Meal, Calories, Fat (g), ..., Note)",
         "Nutrition-Summary-2026-11-01-to-2026-11-30.csv", _MFP, "MyFitnessPal",
         "Nutrition-Summary-2026-11-01-to-2026-11-30.csv:1"),
        ("u31l_mealie_backup_as_run", "a Mealie backup's database JSON (recipes with slug, recipe_ingredient; "
         "alembic_version)", "database.json", _MEALIE, "Mealie", "database.json:1")],
        one_run=("popularity.run", _ONE_RUN), stem="recipes",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the platform team can act on)",
        binary_why="trec_eval reads text; an archive of recipes read as lines gives no ranking: named by what it holds")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u31l_openfoodfacts_as_qrels", "products.csv", _OFF, "Open Food Facts"),
        ("u31l_myfitnesspal_as_qrels", "nutrition.csv", _MFP, "MyFitnessPal"),
        ("u31l_mealmaster_as_qrels", "dal.mmf", _MMF, "Meal-Master"),
        ("u31l_schema_recipe_as_qrels", "shakshuka.json", _SCHEMA, "schema.org Recipe")],
        one_run=("popularity.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u31l_out_paprikarecipes", "recipes.paprikarecipes", "a Paprika export"),
        ("u31l_out_mmf", "recipes.mmf", "a Meal-Master file"),
        ("u31l_out_cook", "recipes.cook", "a Cooklang recipe"),
        ("u31l_out_jsonld", "recipes.jsonld", "a JSON-LD document")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=31"))

    # --- the field's documents and tables given to the API --------------------------------------------------------
    cases += [
        bad("u31l_api_schema_recipe_dict",
            "rankagg.fuse(json.load(shakshuka.jsonld)): a schema.org Recipe loaded in Python given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('r.jsonld')), method='rrf')\n",
            "schema.org Recipe", why="a run maps a query to {document: score}; a Recipe's '@type' is text",
            files={"r.jsonld": _SCHEMA}),
        bad("u31l_api_openfoodfacts_frame",
            "rankagg.fuse(pd.read_csv(Open Food Facts export, sep='\\t')): the products given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('p.csv', sep='\\t'), method='borda')\n",
            "Open Food Facts", why="a table of runs has qid, docid, run and score columns; Open Food Facts' has "
                                   "products", files={"p.csv": _OFF}),
        bad("u31l_api_myfitnesspal_frame",
            "rankagg.fuse(pd.read_csv(MyFitnessPal export)): the meals given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('n.csv'), method='rrf')\n",
            "MyFitnessPal", why="a table of runs has qid, docid, run and score columns; MyFitnessPal's has meals",
            files={"n.csv": _MFP}),
    ]
    return cases
