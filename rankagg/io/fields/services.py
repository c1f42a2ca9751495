"""Web services' answers, which many tools fetch and no field owns: GitHub's REST API's repository (issue 45's
sixty-first bar met a hackathon project's, u61b_github_repo_json_as_run) and Google Sheets' values (the sixty-seventh
bar's cheer gym's bid standings, u67a_)."""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

SERVICES = Field(
    team="any web service's answers (no field's own)",
    advice="a service's answer describes one object, no ranking: give each source's ranking as 'QUERY Q0 DOCUMENT "
           "RANK SCORE TAG' lines, a line a ranked document (a repository's stars or forks as one source's scores)",
    files=(
        FieldFile("a repository's metadata from GitHub's REST API (GET /repos/OWNER/REPO: id, node_id, full_name, "
                  "owner, html_url, stargazers_count, forks_count, ...)",
                  '{\n  "id": 927364518,\n  "node_id": "R_kgDON0Ylpg",\n  "name": "solar-sense",\n'
                  '  "full_name": "sunbeams/solar-sense",\n  "stargazers_count": 41,\n  "forks_count": 6\n}', 1,
                  keys=("full_name", "node_id", "stargazers_count", "forks_count")),
        FieldFile("a Google Sheets API answer (spreadsheets.values.get: range, majorDimension, values, a sheet's "
                  "cells as rows of strings)",
                  '{\n  "range": "\'Bid Standings\'!A1:F200",\n  "majorDimension": "ROWS",\n  "values": [\n'
                  '    [\n      "Team",\n      "Score"\n    ]\n  ]\n}', 1, keys=("majorDimension", "range", "values")),
    ),
    generic=True)
