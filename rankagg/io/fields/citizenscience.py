"""A Zooniverse project's science team's and an AAVSO observing section's files (issue 45's fifty-fifth bar,
u55b_): Zooniverse's subject exports, panoptes_aggregation's reductions, the Panoptes API's answers, AAVSO's Extended
and Visual formats and its data files, AstroImageJ's measurements, VSX's objects, and volunteer leaderboards and
observing logs typed as text.  (FITS images and Zooniverse's classification exports are named by the older
readers.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

CITIZENSCIENCE = Field(
    team="a Zooniverse project's science team and an AAVSO observing section (u55b_)",
    advice="give each source's ranking of a workflow's subjects or a campaign's observations (consensus votes, "
           "skill-weighted classifications, photometric error, the section leaders' picks) as a run, a workflow or "
           "campaign a query (wf:22531/dwarf-novae@season-2026) and each subject or observation a document "
           "(subj:84211537/ss-cyg), the score higher for the stronger one: 'WORKFLOW Q0 SUBJECT RANK SCORE "
           "SOURCE'; the experts' review is the qrels, 'WORKFLOW 0 SUBJECT GRADE'",
    files=(
        FieldFile("a Zooniverse subject export (subject_id, project_id, subject_set_id, metadata, locations, "
                  "classifications_count, retired_at)",
                  "subject_id,project_id,workflow_id,subject_set_id,metadata,locations,classifications_count\n"
                  '84211537,19847,22531,118402,"{}","{}",15\n', 1,
                  columns=("subject_id", "project_id", "subject_set_id", "locations", "classifications_count")),
        FieldFile("panoptes_aggregation's reductions (subject_id, workflow_id, task, reducer, then data. columns)",
                  "subject_id,workflow_id,task,reducer,data.yes,data.no\n84211537,22531,T0,question_reducer,12.0,3.0\n",
                  1, columns=("subject_id", "workflow_id", "task", "reducer")),
        FieldFile("the Panoptes API's answer (Zooniverse's: subjects with zooniverse_id and href, links, meta)",
                  '{"subjects": [{"id": "84211537", "zooniverse_id": null, "href": "/subjects/84211537"}], "links": '
                  '{}, "meta": {}}\n', 1,
                  keys=("subjects", "zooniverse_id", "href")),
        FieldFile("an AAVSO Extended format report (#TYPE=EXTENDED, #OBSCODE, #DELIM, then NAME, DATE, MAG, MERR, ...)",
                  "#TYPE=EXTENDED\n#OBSCODE=HSR\n#DELIM=,\n#DATE=JD\n", 1,
                  line=r"(?i)\A#TYPE=EXTENDED"),
        FieldFile("an AAVSO Visual format report (#TYPE=Visual, #OBSCODE, then NAME, DATE, MAG, COMMENTCODE, COMP1, "
                  "COMP2, CHART)",
                  "#TYPE=Visual\n#OBSCODE=PGY\n#DELIM=,\n#DATE=JD\n", 1,
                  line=r"(?i)\A#TYPE=VISUAL"),
        FieldFile("AstroImageJ's measurements table (Label, slice, Saturated, J.D.-2400000, rel_flux_T1, ...)",
                  "\tLabel\tslice\tSaturated\tJ.D.-2400000\tJD_UTC\trel_flux_T1\n"
                  "1\tss_cyg_V_001.fits\t1\t0\t61004.3125\t2461004.3125\t0.412318\n", 1,
                  columns=("Label", "slice", "Saturated", "J.D.-2400000")),
        FieldFile("a VSX object (the AAVSO's Variable Star Index: VSXObject with its Name, AUID, VariabilityType)",
                  '{"VSXObject": {"Name": "SS Cyg", "AUID": "000-BCP-220", "VariabilityType": "UGSS+E"}}\n', 1,
                  keys=("VSXObject",)),
        FieldFile("a citizen-science project's volunteer leaderboard typed as text (rank, volunteer, workflow, "
                  "classifications, skill weight, season; six fields a line that pass for a TREC run's)",
                  "rank volunteer workflow classifications skill_weight season\n1 vega_watcher wf22531 4821 1.25 "
                  "2026-autumn\n", 1,
                  columns=("rank", "volunteer", "workflow", "classifications", "skill_weight"), lookalike=True),
        FieldFile("a variable-star observer's observing log typed as text (star, JD, estimate, two comparison stars, "
                  "chart; six fields a line that pass for a TREC run's)",
                  "star jd estimate comp1 comp2 chart\nSS_Cyg 2461004.3125 11.8 110 118 X28145ABC\n", 1,
                  columns=("star", "jd", "estimate", "comp1", "comp2"), lookalike=True),
        FieldFile("an AAVSO data file (JD, Magnitude, Uncertainty, HQuncertainty; four fields a line that pass for "
                  "qrels')",
                  "JD Magnitude Uncertainty HQuncertainty\n2461004.3125 11.812 0.012 0.015\n", 1,
                  columns=("JD", "Magnitude", "Uncertainty", "HQuncertainty"), lookalike=True),
    ))
