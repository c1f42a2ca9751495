"""A university hackathon's organisers' and an accelerator's selection committee's files (issue 45's sixty-first bar,
u61b_): Devpost's projects export, Gavel's items and pairwise decisions, and the judges' score sheets, the expo's
table assignments and vote tallies typed as text.  (Gavel's pg_dump backups, pitch decks' PDFs and GitHub's
repository JSON are named by the older readers and rankagg.io.fields.services.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

#: an expo table: a hall's letter and a number (never a run's 'Q0')
_TABLE = r"(?!Q0\b)[A-Z]\d{1,2}"
#: a score sheet's line: track, table, project (a name, never a back number), technical score and overall score (out
#: of ten: a livestock show's showmanship sheet, 'senior J2 217 1 94.5 final', is no hackathon's, u66a_), judge
_SHEET = (rf"\S+[ \t]+{_TABLE}[ \t]+(?=\S*[A-Za-z])\S+[ \t]+(?:10|\d)[ \t]+(?:10|\d)(?:\.\d)?[ \t]+\S+[ \t]*")
#: a table assignment's line: judge, round (each with a letter; the round never qrels' iteration field, 'Q0'), table,
#: the judge's visit order
_ASSIGNMENT = rf"(?=\S*[A-Za-z])\S+[ \t]+(?!Q0\b)(?=\S*[A-Za-z])\S+[ \t]+{_TABLE}[ \t]+\d{{1,2}}[ \t]*"
#: a vote tally's line: place, project (never qrels' iteration field, 0 or Q0), table, votes
_TALLY = rf"\d{{1,3}}[ \t]+(?!0\b|Q0\b)\S+[ \t]+{_TABLE}[ \t]+\d{{1,4}}[ \t]*"

HACKATHON = Field(
    team="a university hackathon's organisers and an accelerator's selection committee (u61b_)",
    advice="give each source's ranking of a track's or round's projects (the judges' scores, Gavel's pairwise "
           "ratings, expo votes, sponsor prizes) as a run, the track or round a query "
           "(event:hackbridge-2025/track:health) and each project a document (devpost:441251/medimatch), the score "
           "higher for the better: 'TRACK Q0 PROJECT RANK SCORE SOURCE'; the committee's picks are the qrels, "
           "'TRACK 0 PROJECT GRADE'",
    files=(
        FieldFile("Devpost's projects export (CSV: Project Title, Submission Url, Project Status, Judging Status, ..., "
                  "Opt-In Prizes, Built With, the submitter; a project a row)",
                  "Project Title,Submission Url,Project Status,Judging Status,Opt-In Prizes,Built With\n"
                  "SolarSense,https://hackbridge-2025.devpost.com/submissions/441243-solar-sense,Submitted (Gallery/"
                  "Visible),Pending,,python\n", 1,
                  columns=("Project Title", "Submission Url", "Project Status", "Judging Status", "Built With")),
        FieldFile("Gavel's projects export (/api/items.csv: Mu, Sigma Squared, Name, Location, Description, Active; "
                  "its pairwise judging's ratings)",
                  "Mu,Sigma Squared,Name,Location,Description,Active\n"
                  "2.1437702468375114,0.08341572237436413,SolarSense,A03,Rooftop solar forecasts,True\n", 1,
                  columns=("Mu", "Sigma Squared", "Name", "Location", "Active")),
        FieldFile("Gavel's pairwise decisions (/api/decisions.csv: Annotator ID, Winner ID, Loser ID, Time; "
                  "rankagg fuses them as pairwise comparisons: query, item_a, item_b, outcome 'win', judge)",
                  "Annotator ID,Winner ID,Loser ID,Time\n3,17,22,2025-02-16 14:42:07.512344\n", 1,
                  columns=("Annotator ID", "Winner ID", "Loser ID", "Time")),
        FieldFile("a hackathon's judges' score sheet typed as text (track, table, project, technical score, overall "
                  "score, judge; six fields a line that pass for a TREC run's)",
                  "health B12 medimatch 8 7.5 jchen\nhealth B14 parkpal 6 6.0 jchen\n", 1,
                  line=rf"\A{_SHEET}\r?\n{_SHEET}$", lookalike=True),
        FieldFile("a hackathon expo's table assignments typed as text (judge, round, table, visit order; four fields "
                  "a line that pass for qrels')",
                  "jchen expo-1 B12 1\njchen expo-1 B14 2\n", 1,
                  line=rf"\A{_ASSIGNMENT}\r?\n{_ASSIGNMENT}$", lookalike=True),
        FieldFile("a hackathon expo's vote tally typed as text (place, project, table, votes; four fields a line that "
                  "pass for qrels')",
                  "1 solar-sense A03 87\n2 medimatch B12 74\n", 1,
                  line=rf"\A{_TALLY}\r?\n{_TALLY}$", lookalike=True),
    ))
