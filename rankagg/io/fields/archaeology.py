"""An excavation's finds and dating committee's files (issue 45's hundred-and-first bar, u101b_): OxCal's model files
and outputs, Open Context's answers and CSV exports, and Harris matrix LST files.  (Leica GSI files and JPEGs are named
by the older readers.)  By decision the committee's typed ballots (place, context, phase, period, counts), the
specialists' typed rating sheets (find, fabric, part, mark) and the typed vote tally stay undeclared: they hold nothing
of this field's own that can be checked; their refusals name the file and line.  An output named '.lst' is written as
asked: '.lst' names any tool's list."""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

ARCHAEOLOGY = Field(
    team="an excavation's finds and dating committee (u101b_)",
    advice="give each source's ranking of a trench's, phase's, season's or committee vote's contexts, finds or "
           "samples (OxCal's posteriors, the find densities, the specialists' ratings, the committee's votes) as a "
           "run, the trench or phase a query (phase:T3/phase-2) and each sample or find a document "
           "(sample:OxA-38211), the score higher for the better: 'PHASE Q0 SAMPLE RANK SCORE SOURCE'; the "
           "committee's verdicts are the qrels, 'PHASE 0 SAMPLE GRADE'",
    files=(
        FieldFile("an OxCal model file (.oxcal: Plot() or Options(), then Sequence, Phase, Boundary and R_Date "
                  "commands in braces)",
                  ' Plot()\n {\n  Sequence("Trench 3")\n  {\n   Boundary("Start Phase 1");\n'
                  '   R_Date("OxA-38208", 3512, 28);\n', 1,
                  line=r"\A\ufeff?[ \t]*(?:Plot|Options)\([^)\r\n]*\)[ \t]*\r?$",
                  marks=(r"^[ \t]*(?:R_Date|C_Date|R_Combine|Sequence|Phase|Boundary)\(",), outputs=(".oxcal",)),
        FieldFile("OxCal's output (its .js file: ocd[0]={}; then each element's likelihood, posterior and ranges "
                  "as JavaScript lines)",
                  'ocd[0]={};\nocd[0].likelihood={};\nocd[0].posterior={};\n', 1,
                  line=r"\A\ufeff?ocd\[0\]=\{\};[ \t]*\r?$"),
        FieldFile("Open Context's records (JSON from its search API: a record per item, its uri, citation uri, "
                  "label, project label, context label, ..., item category)",
                  '[{"uri":"https://opencontext.org/subjects/0a4e7d12","citation uri":null,"label":"T3 1042 SF117",'
                  '"project label":"Tell Mahra Excavations","item category":"Object"}]\n', 1,
                  keys=("uri", "citation uri", "project label", "item category")),
        FieldFile("Open Context's CSV export (URI, Citation URI, Item Label, Project Label, Project URI, Context, ..., "
                  "Item Category, ...)",
                  "URI,Citation URI,Item Label,Project Label,Project URI,Context,Item Category\n"
                  "https://opencontext.org/subjects/0a4e7d12,,T3 1042 SF117,Tell Mahra Excavations,,Trench 3,Object\n",
                  1, columns=("URI", "Citation URI", "Item Label", "Project Label")),
        FieldFile("a Harris matrix LST file (the BASP and Stratify list format: the dataset's name, then each unit "
                  "with its 'above:', 'contemporary with:', 'equal to:' and 'below:' lines)",
                  "TMAHRA24\n1042        Ashy fill of pit 1043\n            above: 1043\n"
                  "            contemporary with:\n", 1,
                  line=r"\A\ufeff?\S[^\r\n]*\r?\n\S[^\r\n]*\r?\n[ \t]+above:"),
    ))
