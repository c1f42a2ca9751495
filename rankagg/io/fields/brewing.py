"""A craft brewery's recipe and quality files (issue 45's thirty-seventh bar, u37f_): BeerXML recipes, BeerSmith's
recipe files, BeerJSON documents, Brewfather's exports, a Tilt hydrometer's log, an iSpindel's readings, the tasting
panel's BJCP scoresheet totals, the lab's ASBC/EBC results and Brewtarget's database."""

from __future__ import annotations

from rankagg.io.fields.declaration import SQLITE_HEAD, Field, FieldFile

#: an SQLite header and a schema page holding Brewtarget's tables (brewnote, hop_in_recipe, ...)
_BREWTARGET = (SQLITE_HEAD
               + b"CREATE TABLE brewnote (id integer PRIMARY KEY autoincrement, brewdate datetime, og real, fg real, "
                 b"recipe_id integer)CREATE TABLE hop_in_recipe (id integer PRIMARY KEY autoincrement, hop_id "
                 b"integer, recipe_id integer)")

BREWING = Field(
    team="a craft brewery's files (u37f_)",
    advice="give each ranking of a style's batches (the tasting panel's, the QC lab's, a style-fit score's, the head "
           "brewer's) as a run, a style of the BJCP guidelines a query and each batch a document by its number and "
           "fermenter (batch:26-118/FV3), the score higher for the better batch: 'STYLE Q0 BATCH RANK SCORE "
           "RANKING'; what was released is the qrels, 'STYLE 0 BATCH GRADE' (2 a flagship or medalled, 1 released, "
           "0 blended or dumped)",
    files=(
        FieldFile("a BeerXML recipe (BeerXML 1.0: RECIPES, RECIPE with NAME, VERSION 1, TYPE, BREWER, ..., STYLE, "
                  "HOPS, FERMENTABLES)",
                  '<?xml version="1.0" encoding="ISO-8859-1"?>\n<RECIPES>\n <RECIPE>\n  <NAME>Dry Stout</NAME>\n'
                  "  <VERSION>1</VERSION>\n  <TYPE>All Grain</TYPE>\n </RECIPE>\n</RECIPES>\n", 2,
                  root="RECIPES", marks=("<RECIPE>", "<VERSION>1</VERSION>")),
        FieldFile("BeerSmith's recipe file (.bsmx, BeerSmith 1's .bsm: Recipes, Data, Recipe with its F_R_ fields: "
                  "F_R_NAME, F_R_STYLE, ...)",
                  "<Recipes><Name>Recipes</Name><Data><Recipe><F_R_NAME>Dry Stout</F_R_NAME><F_R_BREWER>Brewer"
                  "</F_R_BREWER></Recipe></Data></Recipes>\n", 1, root="Recipes", marks=("<F_R_NAME>",),
                  outputs=(".bsmx", ".bsm")),
        FieldFile("a BeerJSON document (BeerJSON 1.0: beerjson with its version, recipes, styles, ingredients)",
                  '{"beerjson": {"version": 1.0, "recipes": [{"name": "Dry Stout", "type": "all grain"}]}}\n', 1,
                  keys=("beerjson", "version")),
        FieldFile("a Brewfather recipe export (Brewfather's JSON: _id, _type, name, batchSize, og, fg, style, "
                  "fermentables, hops, yeasts)",
                  '{"_id": "a1B2c3D4e5F6g7H8i9J0", "_type": "recipe", "name": "Dry Stout", "batchSize": 20, '
                  '"fermentables": [], "hops": [], "yeasts": []}\n', 1,
                  keys=("_type", "batchSize", "fermentables", "hops", "yeasts")),
        FieldFile("a Tilt hydrometer's log (the Tilt app's cloud log: Timestamp, Timepoint, SG, Temp, Color, Beer, "
                  "Comment)",
                  "Timestamp,Timepoint,SG,Temp,Color,Beer,Comment\n1/3/2026 10:00:00,46025.4167,1.0480,68.0,BLACK,"
                  "Dry Stout,\n", 1, columns=("Timestamp", "Timepoint", "SG", "Temp", "Color", "Beer")),
        FieldFile("an iSpindel's readings (the iSpindel hydrometer's JSON: name, ID, token, angle, temperature, "
                  "battery, gravity, interval)",
                  '{"name":"iSpindel001","ID":1234567,"token":"","angle":61.2,"temperature":20.1,"temp_units":"C",'
                  '"battery":4.05,"gravity":12.3,"interval":900}\n', 1,
                  keys=("angle", "battery", "gravity", "interval", "token")),
        FieldFile("BJCP scoresheet totals (a flight's scores by the BJCP scoresheet's sections: aroma, appearance, "
                  "flavor, mouthfeel, overall impression, six fields a line that pass for a TREC run's)",
                  "# BJCP scoresheets, flight 1: 15B Irish Stout\n# entry aroma appearance flavor mouthfeel overall\n"
                  "101 9 3 16 4 8\n102 8 2 14 3 7\n", 1,
                  line=r"\A(?:#[^\n]*\n)*?#[^\n]*(?i:aroma)[^\n]*(?i:appearance)[^\n]*(?i:flavou?r)[^\n]*"
                       r"(?i:mouthfeel)[^\n]*(?i:overall)[^\n]*\n(?:#[^\n]*\n)*\S+(?:[ \t]+\d+(?:\.\d+)?){5}[ \t]*\n",
                  marks=("BJCP",), lookalike=True),
        FieldFile("a brewing lab's results (ASBC or EBC methods of analysis: a row per analyte of a sample, Analyte, "
                  "Method, Result, Unit)",
                  "Sample,Analyte,Method,Result,Unit\nS-0103,Original extract,ASBC Beer-4G,12.1,% w/w\n", 1,
                  columns=("Analyte", "Method", "Result", "Unit")),
        FieldFile("Brewtarget's recipe database (database.sqlite: an SQLite 3 file of its recipes, styles, "
                  "ingredients and brew notes)", _BREWTARGET, 0, magic=b"SQLite format 3\x00",
                  marks=("brewnote", "hop_in_recipe")),
    ))
