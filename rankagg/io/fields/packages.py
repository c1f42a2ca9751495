"""An open-source software foundation's package review board's files (issue 45's hundred-and-second bar, u102b_): the
PyPI JSON API's project answers, pypistats' tables, npm's downloads API answers, pip-audit's columns reports, Poetry
lock files, pip-compile's requirements files, wheels, and the maintainers' typed rating sheets, the board members'
typed ballots and the secretary's typed vote tallies, which name a package by its package URL (pkg:pypi/httpx@0.28.1)
or its name and version (httpx@0.28.1) on every line.  (OpenSSF Scorecard's JSON and CycloneDX SBOMs are named by
the older readers, as are outputs named '.cdx.json', '.spdx', 'requirements.txt' or '.lock'; only '.whl' is declared
here.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import NAME_FIELD, Field, FieldFile, stored_member

#: a package URL (the purl spec: 'pkg:', its type, then its namespace, name and version): the token the secretary's
#: sheets and tallies hold on every line, which no TREC run or qrels field starts with
_PURL = r"pkg:[A-Za-z][A-Za-z0-9.+-]*/\S+"
#: a package as a ballot names it, its name then '@' and a version starting with a digit (a scoped npm package's
#: '@scope/' before it): never a run's Q0 or a qrels' 0
_AT_VERSION = r"(?:@[a-z0-9][\w.-]*/)?[A-Za-z0-9][\w.-]*@\d[\w.+!-]*"
_RATING = (rf"{NAME_FIELD}[ \t]+\d{{4}}-\d\d-\d\d[ \t]+{_PURL}[ \t]+\d+[ \t]+\d+[ \t]+\d+[ \t]+\d+(?:\.\d+)?"
           r"[ \t]*\r?")
_BALLOT = rf"{NAME_FIELD}[ \t]+(?!0[ \t])\d+[ \t]+{_AT_VERSION}[ \t]+[A-Za-z][\w.-]*[ \t]*\r?"
# the adopt votes (the second field) never a qrels' 0: a tally whose first package got no adopt vote is not told
_TALLY = rf"{_PURL}[ \t]+(?!0[ \t])\d+[ \t]+\d+[ \t]+\d+[ \t]+\d+[ \t]+[A-Za-z][\w-]*[ \t]*\r?"
#: pip-audit's columns header (Name, Version, ID, Fix Versions, each padded to its column's width, then Description
#: or Aliases when asked for) and the dashed line of the widths under it: the header alone is four common words
_PIP_AUDIT = (r"^Name +Version +ID +Fix Versions(?: +[A-Z][^\r\n]*)?[ \t]*\r?\n-{4,} -{7,} -{2,} -{12,}")

PACKAGES = Field(
    team="an open-source software foundation's package review board (u102b_)",
    advice="give each source's ranking of an ecosystem use-case's or quarterly review's candidate packages (the "
           "download counts, the OpenSSF Scorecard scores, the maintainers' ratings, the board's votes) as a run, the "
           "use-case a query (pypi:2026-Q1/http-clients) and each package a document, its package URL "
           "(pkg:pypi/httpx@0.28.1), the score higher for the better candidate: 'USECASE Q0 PURL RANK SCORE SOURCE'; "
           "the board's adoption decisions are the qrels, 'USECASE 0 PURL GRADE' (2 adopt, 1 trial, 0 hold)",
    supersedes=("u29b_",),  # a supply-chain team's poetry.lock, named 'a Poetry lock file' at its first line now
    files=(
        # /pypi/<project>/json and /pypi/<project>/<version>/json alike (only the first has releases): Warehouse's
        # compact JSON with sorted keys, 'info' first; 'last_serial' and info's 'release_url' are PyPI's own
        FieldFile("the PyPI JSON API's project answer (/pypi/<project>/json: info, last_serial, releases, urls, "
                  "vulnerabilities; one project's metadata and files, no ranking)",
                  '{"info":{"name":"httpx","release_url":"https://pypi.org/project/httpx/0.28.1/","requires_dist":'
                  '["anyio","certifi","httpcore==1.*","idna"],"version":"0.28.1"},"last_serial":26184713,'
                  '"releases":{},"urls":[],"vulnerabilities":[]}\n', 1,
                  keys=("info", "last_serial", "urls", "release_url", "requires_dist")),
        FieldFile("pypistats' downloads table (pypistats python_minor, python_major, system or overall: category, "
                  "percent, downloads with thousands commas, a Total row, then the date range)",
                  "category\tpercent\tdownloads\n3.12\t29.10%\t41,233,118\n3.11\t23.90%\t33,871,402\n"
                  "Total\t\t141,697,237\n", 1,
                  columns=("category", "percent", "downloads")),
        # npm's point answer; its range answer holds the same keys, the downloads a list of days
        FieldFile("npm's downloads API answer (api.npmjs.org/downloads/point or /range: downloads, start, end, "
                  "package; one package's count, no ranking)",
                  '{"downloads":21473906,"start":"2026-02-19","end":"2026-02-25","package":"vite"}\n', 1,
                  keys=("downloads", "start", "end", "package")),
        FieldFile("pip-audit's columns report (pip-audit -f columns: Name, Version, ID, Fix Versions, a dashed line, "
                  "then a vulnerability a row)",
                  "Name    Version ID                  Fix Versions\n"
                  "------- ------- ------------------- ------------\n"
                  "aiohttp 3.9.1   GHSA-5h86-8mv2-jq9f 3.9.4\n", 1,
                  line=_PIP_AUDIT),
        # Poetry 1.2 on writes this comment first (with its version from 1.4 or so); a lock file without it is left
        # to the older reading of its [[package]] tables
        FieldFile("a Poetry lock file (poetry.lock: the '@generated by Poetry' comment, [[package]] tables of name, "
                  "version, description, python-versions and files, then [metadata] lock-version and content-hash)",
                  "# This file is automatically @generated by Poetry 1.8.5 and should not be changed by hand.\n\n"
                  '[[package]]\nname = "anyio"\nversion = "4.8.0"\n', 1,
                  line=r"\A\ufeff?# This file is automatically @generated by Poetry(?: \d[\w.+-]*)? and should not be "
                       r"changed by hand\.[ \t]*\r?$"),
        # pip-tools' writer opens with a bare '#', then its 'autogenerated by pip-compile' line: told at the first
        FieldFile("a pip requirements file as pip-compile writes it (requirements.txt: its 'autogenerated by "
                  "pip-compile' header, then pinned name==version lines with '# via' notes)",
                  "#\n# This file is autogenerated by pip-compile with Python 3.12\n# by the following command:\n"
                  "#\n#    pip-compile requirements.in\n#\nanyio==4.8.0\n    # via httpx\n", 1,
                  line=r"\A\ufeff?#[ \t]*\r?\n# This file is autogenerated by pip-compile\b[^\r\n]*$"),
        # a zip told a wheel by a .dist-info member in its head: the build backends write the package's modules
        # first and the .dist-info last, so a large wheel's head shows only its modules (and stays a ZIP archive)
        FieldFile("a Python wheel (.whl, a built distribution: a ZIP of the package's modules and its .dist-info "
                  "METADATA, WHEEL and RECORD; no ranking)",
                  stored_member(b"httpx/__init__.py", b'from .__version__ import __title__, __version__\n', 0, 20546)
                  + stored_member(b"httpx-0.28.1.dist-info/WHEEL", b"Wheel-Version: 1.0\nGenerator: hatchling "
                                  b"1.26.3\nRoot-Is-Purelib: true\nTag: py3-none-any\n", 0, 20546), 0,
                  magic=b"PK\x03\x04", line=r"[\w.]+-\d[\w.+!]*\.dist-info/(?:WHEEL|METADATA|RECORD)",
                  outputs=(".whl",)),
        FieldFile("a package maintainer's rating sheet typed as text (reviewer, date, package URL, documentation, "
                  "API stability, security response, overall)",
                  "okafor 2026-02-10 pkg:pypi/httpx@0.28.1 4 5 4 4.3\n"
                  "okafor 2026-02-10 pkg:pypi/requests@2.32.3 5 5 3 4.3\n", 1,
                  line=rf"^{_RATING}\n{_RATING}$"),
        FieldFile("a package review board member's ballot typed as text (member, place, name@version, ecosystem)",
                  "lindqvist 1 httpx@0.28.1 pypi\nlindqvist 2 requests@2.32.3 pypi\n", 1,
                  line=rf"^{_BALLOT}\n{_BALLOT}$", lookalike=True),
        FieldFile("a package review board's vote tally typed as text (package URL, adopt, trial, hold, abstain, "
                  "decision)",
                  "pkg:pypi/httpx@0.28.1 7 2 0 1 adopt\npkg:pypi/requests@2.32.3 6 3 1 0 adopt\n", 1,
                  line=rf"^{_TALLY}\n{_TALLY}$", lookalike=True),
    ))
