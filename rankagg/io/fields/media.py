"""Media files' metadata, which many tools write and no field owns: ffprobe's JSON (issue 45's sixtieth bar met a
run video's, u60b_ffprobe_json_as_run).  (The recordings themselves are named by the older readers' magic bytes.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

MEDIA = Field(
    team="any tool's media metadata (no field's own)",
    advice="a recording's metadata describes one file, no ranking: give each source's ranking as 'QUERY Q0 DOCUMENT "
           "RANK SCORE TAG' lines, a line a ranked document",
    files=(
        FieldFile("ffprobe's metadata of a video or audio file (ffprobe -print_format json: format with filename, "
                  "nb_streams, format_name, duration, probe_score; streams)",
                  '{\n    "format": {\n        "filename": "ring1_run204.mp4",\n        "nb_streams": 2,\n'
                  '        "format_name": "mov,mp4,m4a,3gp,3g2,mj2",\n        "duration": "41.240000",\n'
                  '        "probe_score": 100\n    }\n}\n', 1,
                  keys=("format", "format_name", "nb_streams", "probe_score")),
    ),
    generic=True)
