"""Issue 45's hundred-and-second bar of scripts/reliability_matrix.py, an open-source software foundation's package
review board, ranking dependency candidates per ecosystem, use-case and quarterly review from download counts,
OpenSSF Scorecard scores, maintainers' ratings and the board's votes (its cases, ids ``u102b_``, registered in its
``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.
(Written by a persona session, before any of its recognisers existed.)

The team's day: each ecosystem's use-case and each quarterly review (``pypi:2026-Q1/http-clients``, the ecosystem,
the quarter, then the use-case; ``npm:2026-Q1/bundlers``; ``review:2026-Q1/security-critical``) is a query and each
package a document (``pkg:pypi/httpx@0.28.1``, the package URL (purl) as the board writes it, a scoped npm package's
'@' written %40 as the purl spec has it); the runs are the download counts, the Scorecard scores, the maintainers'
ratings and the board's votes, turned to scores in [0, 1] at four decimals.  They are fused with RRF, Borda and
CombSUM, the board's votes weighted highest (the foundation's charter gives the board the adoption decision), and
judged against the board's adoption decisions (2 adopt, 1 trial, 0 hold).  The mistakes and odd files: the field's
own files given where runs or qrels are read (the PyPI JSON API's project answer, pypistats' python_minor table as
TSV, npm's downloads API answer, OpenSSF Scorecard's JSON output, pip-audit's columns report (fixed-width), a
CycloneDX SBOM as XML, a poetry.lock, a wheel (binary), the maintainers' rating sheet, a board member's ballot and
the board's vote tally as the board's secretary types them; pip-compile's requirements.txt given as judgements), and
outputs named for the field's files (a CycloneDX SBOM .cdx.json, an SPDX .spdx, a requirements.txt, a poetry.lock).
(Checked: the PyPI JSON API from Warehouse's source (pypi/warehouse, warehouse/legacy/api/json.py, _json_data: info
with name, version, summary, description_content_type, description, keywords, license, license_expression,
license_files, classifiers, author ... project_urls, release_url, requires_dist, provides_extra, docs_url,
bugtrack_url, home_page, download_url, yanked, yanked_reason, dynamic; urls, a file each with filename, packagetype,
python_version, has_sig, comment_text, md5_digest, digests (md5, sha256, blake2b_256), core-metadata, size,
downloads -1, upload_time, upload_time_iso_8601, url, requires_python, yanked, yanked_reason; vulnerabilities;
last_serial; ownership (roles, organization); releases for /pypi/<name>/json) and warehouse/config.py's
'json-with-newline' renderer (sort_keys, separators (',', ':'), ensure_ascii off, a newline at the end), so written
here with json.dumps the same way; the digests, sizes, serial and times are illustrative, the description and the
releases trimmed.  pypistats' table from its source (hugovk/pypistats, src/pypistats/__init__.py and cli.py): -f
tsv is prettytable's get_csv_string(delimiter='\\t', lineterminator='\\n') over the sorted headers category, percent
then downloads last, the rows sorted by downloads, a 'Total' row with no percent, the counts with thousands commas
(tests/data/expected_tabulated.py), then '\\nDate range: FIRST - LAST\\n' and print's newline; --color no.  npm's
/downloads/point/{period}/{package} answer from npm/registry's docs/download-counts.md ({downloads, start, end,
package}), compact as the API sends it (the spacing a guess).  OpenSSF Scorecard's --format json from ossf/scorecard's
pkg/scorecard/json.go (JSONScorecardResultV2: date (RFC 3339), repo {name, commit}, scorecard {version, commit},
score as %.1f, checks of details, score, reason, name, documentation {url, short}, metadata; Go's json.Encoder,
compact, a newline at the end) and pkg/scorecard/testdata/check2.json, the shorts from docs/checks/internal/
checks.yaml, the URL docs/checks.md#<check> at the scorecard commit (docs/checks/impl.go); the reasons and the
commits illustrative.  pip-audit's columns format from its source (pypa/pip-audit, pip_audit/_format/columns.py:
header Name, Version, ID, Fix Versions, a dashed separator of the column widths, rows joined with one space and
right-stripped); the advisory ids illustrative.  The CycloneDX SBOM from cyclonedx-py's own snapshots
(CycloneDX/cyclonedx-python, tests/_data/snapshots/requirements/file_frozen_1.6.xml.bin, reproducible output: the
'<?xml version="1.0" ?>' prolog, bom xmlns .../bom/1.6 version="1", metadata tools components, the
cdx:reproducible property, components bom-ref requirements-L<line> with name, version, description, purl and the
implicit dist url, then dependencies); with no root component (no pyproject given, a guess at what that drops) and
the tool's external references trimmed.  poetry.lock from Poetry's locker (python-poetry/poetry,
src/poetry/packages/locker.py: the '@generated' comment, [[package]] name, version, description, optional,
python-versions, files as a multi-line array of {file, hash} inline tables, [package.dependencies], then
[metadata] lock-version "2.0", python-versions, content-hash); the hashes illustrative, tomlkit's blank lines
assumed.  requirements.txt from pip-tools' writer (jazzband/pip-tools, piptools/writer.py and utils.py: the
'autogenerated by pip-compile with Python 3.12' header, canonical names, '# via' annotations split one a line);
the Python version and command a guess.  The wheel from the binary distribution format spec
(pypa/packaging.python.org, source/specifications/binary-distribution-format.rst: a ZIP, local headers PK\\x03\\x04,
the package then {name}-{version}.dist-info/ METADATA, WHEEL (Wheel-Version 1.0, Generator, Root-Is-Purelib, Tag)
and RECORD last with urlsafe-base64-nopad sha256s, RECORD's own line ',,'), written here with zipfile, its module
bodies trimmed, its entries dated 2020-02-02 (hatchling's reproducible date, from memory: a guess).  Left out, as
they could not be checked byte for byte: deps.dev's API answers (no stored answer whose key order could be read),
npm's bulk downloads answer (its shape undocumented), package-lock.json (npm's writer not read), SPDX documents'
content (used only as an output name).  The rating sheet, the ballot and the
vote tally are typed here as the board's secretary writes them.)

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import base64
import hashlib
import io
import json
import zipfile

from .case import Case, command_cases, fusion_checks, named_at, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

HUNDREDSECOND_PACKAGES = ("45 Unseen inputs: a hundred-and-second bar, an open-source software foundation's package "
                          "review board ranking dependency candidates per ecosystem, use-case and quarterly review "
                          "from download counts, OpenSSF Scorecard scores, maintainers' ratings and the board's votes "
                          "(the PyPI JSON API's and npm's downloads answers, pypistats' TSV, Scorecard's JSON, "
                          "pip-audit's columns report, CycloneDX SBOMs, poetry.lock and requirements.txt, wheels, "
                          "rating sheets, ballots and vote tallies as typed)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['download_counts', 'scorecard_scores', 'maintainer_ratings', 'board_votes'],
    items=['pkg:pypi/httpx@0.28.1', 'pkg:pypi/requests@2.32.3', 'pkg:npm/undici@7.3.0', 'pkg:npm/vite@6.1.0',
           'pkg:pypi/aiohttp@3.11.12', 'pkg:npm/%40rollup/plugin-node-resolve@16.0.0', 'pkg:cargo/reqwest@0.12.12',
           'pkg:pypi/urllib3@2.3.0'],
    queries=['pypi:2026-Q1/http-clients', 'npm:2026-Q1/bundlers', 'review:2026-Q1/security-critical',
             'pypi:2026-Q1/async-frameworks', 'cargo:2026-Q1/http-clients', 'review:2026-Q1/new-candidates'],
    suffix='/re-review', generator='candidate_scores', judgements='adoption_decisions'
) + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "candidate_scores", "board_rankings.run")

_RECS3 = ["download_counts", "scorecard_scores", "board_votes"]
_OUT = ("board_rankings.run",)
_ONE_RUN = ("pypi:2026-Q1/http-clients Q0 pkg:pypi/httpx@0.28.1 1 0.9412 board_votes\n"
            "pypi:2026-Q1/http-clients Q0 pkg:pypi/requests@2.32.3 2 0.8861 board_votes\n")


def _hex(seed: str, n: int = 64) -> str:
    """An illustrative hex digest (the files' hashes are not the real packages')."""
    return (hashlib.sha256(seed.encode()).hexdigest() * 2)[:n]


# the team's files, as PyPI, pypistats, npm, Scorecard, pip-audit, cyclonedx-py, Poetry, pip-compile, the build
# backend and the board's secretary write them
# the PyPI JSON API's project answer (GET https://pypi.org/pypi/httpx/json): Warehouse's 'json-with-newline'
# renderer, compact with sorted keys and a newline at the end; the description and the releases trimmed
def _pypi_file(name: str, kind: str, pyver: str, size: int, when: str) -> dict:
    sha = _hex(name)
    return {"filename": name, "packagetype": kind, "python_version": pyver, "has_sig": False, "comment_text": "",
            "md5_digest": sha[:32],
            "digests": {"md5": sha[:32], "sha256": sha, "blake2b_256": _hex("b2" + name)},
            "core-metadata": {"sha256": _hex("m" + name)} if kind == "bdist_wheel" else False,
            "size": size, "downloads": -1, "upload_time": when[:19], "upload_time_iso_8601": when + "Z",
            "url": f"https://files.pythonhosted.org/packages/{sha[:2]}/{sha[2:4]}/{sha[4:60]}/{name}",
            "requires_python": ">=3.8", "yanked": False, "yanked_reason": None}


_PYPI_URLS = [_pypi_file("httpx-0.28.1-py3-none-any.whl", "bdist_wheel", "py3", 73517, "2024-12-06T15:37:21.917347"),
              _pypi_file("httpx-0.28.1.tar.gz", "sdist", "source", 141406, "2024-12-06T15:37:23.222684")]
_PYPI = json.dumps({
    "info": {"name": "httpx", "version": "0.28.1", "summary": "The next generation HTTP client.",
             "description_content_type": "text/markdown",
             "description": "<p align=\"center\">HTTPX - A next-generation HTTP client for Python.</p>\n",
             "keywords": None, "license": None, "license_expression": "BSD-3-Clause",
             "license_files": ["LICENSE.md"],
             "classifiers": ["Development Status :: 4 - Beta", "Framework :: AsyncIO",
                             "License :: OSI Approved :: BSD License", "Programming Language :: Python :: 3",
                             "Topic :: Internet :: WWW/HTTP"],
             "author": None, "author_email": "Tom Christie <tom@tomchristie.com>", "maintainer": None,
             "maintainer_email": None, "requires_python": ">=3.8", "platform": None,
             "downloads": {"last_day": -1, "last_week": -1, "last_month": -1},
             "package_url": "https://pypi.org/project/httpx/", "project_url": "https://pypi.org/project/httpx/",
             "project_urls": {"Changelog": "https://github.com/encode/httpx/blob/master/CHANGELOG.md",
                              "Documentation": "https://www.python-httpx.org",
                              "Homepage": "https://github.com/encode/httpx",
                              "Source": "https://github.com/encode/httpx"},
             "release_url": "https://pypi.org/project/httpx/0.28.1/",
             "requires_dist": ["anyio", "certifi", "httpcore==1.*", "idna",
                               "brotli; platform_python_implementation == 'CPython' and extra == 'brotli'",
                               "h2<5,>=3; extra == 'http2'"],
             "provides_extra": ["brotli", "cli", "http2", "socks", "zstd"], "docs_url": None, "bugtrack_url": None,
             "home_page": None, "download_url": None, "yanked": False, "yanked_reason": None, "dynamic": None},
    "urls": _PYPI_URLS,
    "vulnerabilities": [],
    "last_serial": 26184713,
    "ownership": {"roles": [{"role": "Owner", "user": "tomchristie"}, {"role": "Maintainer", "user": "florimondmanca"}],
                  "organization": "encode"},
    "releases": {"0.28.0": [_pypi_file("httpx-0.28.0-py3-none-any.whl", "bdist_wheel", "py3", 73551,
                                       "2024-11-28T14:54:20.318404")],
                 "0.28.1": _PYPI_URLS}},
    sort_keys=True, separators=(",", ":"), ensure_ascii=False) + "\n"
_PYPI_NAME = "pypi_httpx.json"


# pypistats' python_minor table (pypistats python_minor httpx -f tsv --color no > ...): the headers sorted with
# downloads last, the rows by downloads, a Total row, counts with thousands commas, then the date range
def _pypistats_tsv() -> str:
    rows = [("3.12", 41233118), ("3.11", 33871402), ("3.10", 24560917), ("3.13", 17208833), ("3.9", 15022496),
            ("3.8", 5114307), ("null", 2139954), ("3.7", 1046210)]
    total = sum(d for _, d in rows)
    body = "".join(f"{c}\t{d / total:.2%}\t{d:,}\n" for c, d in sorted(rows, key=lambda r: r[1], reverse=True))
    return f"category\tpercent\tdownloads\n{body}Total\t\t{total:,}\n\nDate range: 2025-08-31 - 2026-02-26\n\n"


_PYPISTATS = _pypistats_tsv()
_PYPISTATS_NAME = "httpx_python_minor_2026-Q1.tsv"

# npm's downloads API, GET https://api.npmjs.org/downloads/point/last-week/vite: downloads, start, end, package
_NPM_DOWNLOADS = '{"downloads":21473906,"start":"2026-02-19","end":"2026-02-25","package":"vite"}'
_NPM_DOWNLOADS_NAME = "npm_downloads_vite_last-week.json"

# OpenSSF Scorecard's output (scorecard --repo=github.com/encode/httpx --format json): Go's json.Encoder, compact
# with a newline; the checks trimmed to three, no --show-details (details null)
_SC_COMMIT = "62ad1c7a8b0e9d3f41c25b7e6a9d8f0c1e2b3a45"


def _check(name: str, score: int, reason: str, short: str) -> dict:
    return {"details": None, "score": score, "reason": reason, "name": name,
            "documentation": {"url": f"https://github.com/ossf/scorecard/blob/{_SC_COMMIT}/docs/checks.md#"
                                     + name.lower(), "short": short}}


_SCORECARD = json.dumps({
    "date": "2026-02-23T06:12:09Z",
    "repo": {"name": "github.com/encode/httpx", "commit": "26d48e0634e6ee9cdc0533996db289ce4b430177"},
    "scorecard": {"version": "v5.1.1", "commit": _SC_COMMIT},
    "score": 6.9,
    "checks": [_check("Binary-Artifacts", 10, "no binaries found in the repo",
                      "Determines if the project has generated executable (binary) artifacts in the source "
                      "repository."),
               _check("Dependency-Update-Tool", 10, "update tool detected",
                      "Determines if the project uses a dependency update tool."),
               _check("Maintained", 6, "8 commit(s) and 3 issue activity found in the last 90 days -- score "
                      "normalized to 6", "Determines if the project is \"actively maintained\".")],
    "metadata": []}, separators=(",", ":")) + "\n"
_SCORECARD_NAME = "scorecard_encode_httpx.json"


# pip-audit's columns report (pip-audit -r requirements.txt -f columns): Name, Version, ID, Fix Versions, the dashed
# widths, each row's columns left-justified, joined with one space and right-stripped
def _pip_audit() -> str:
    rows = [("Name", "Version", "ID", "Fix Versions"), ("aiohttp", "3.9.1", "GHSA-5h86-8mv2-jq9f", "3.9.4"),
            ("jinja2", "3.1.2", "GHSA-h5c8-rqwp-cp95", "3.1.3"),
            ("requests", "2.31.0", "GHSA-9wx4-h78v-vm56", "2.32.0"),
            ("urllib3", "2.0.6", "GHSA-g4mx-q9vg-27p4", "1.26.18,2.0.7")]
    sizes = [max(len(r[i]) for r in rows) for i in range(4)]
    lines = [" ".join(c.ljust(s) for c, s in zip(r, sizes)).rstrip() for r in rows]
    lines.insert(1, " ".join("-" * s for s in sizes))
    return "\n".join(lines) + "\n"


_PIP_AUDIT = _pip_audit()
_PIP_AUDIT_NAME = "pip-audit_2026-Q1.txt"


# a CycloneDX SBOM (cyclonedx-py requirements requirements.txt --of XML --output-reproducible): the prolog, the bom
# on line 2, two-space indentation, a component a requirements line (sorted by name), then the dependencies
def _cdx_component(line: int, name: str, version: str) -> str:
    return (f'    <component type="library" bom-ref="requirements-L{line}">\n'
            f"      <name>{name}</name>\n      <version>{version}</version>\n"
            f"      <description>requirements line {line}: {name}=={version}</description>\n"
            f"      <purl>pkg:pypi/{name}@{version}</purl>\n"
            "      <externalReferences>\n        <reference type=\"distribution\">\n"
            f"          <url>https://pypi.org/simple/{name}/</url>\n          <comment>implicit dist url</comment>\n"
            "        </reference>\n      </externalReferences>\n    </component>\n")


_CDX_XML = ('<?xml version="1.0" ?>\n<bom xmlns="http://cyclonedx.org/schema/bom/1.6" version="1">\n  <metadata>\n'
            "    <tools>\n      <components>\n        <component type=\"application\">\n"
            "          <group>CycloneDX</group>\n          <name>cyclonedx-py</name>\n"
            "          <version>5.1.1</version>\n"
            "          <description>CycloneDX Software Bill of Materials (SBOM) generator for Python projects and "
            "environments</description>\n"
            "          <licenses>\n            <license acknowledgement=\"declared\">\n"
            "              <id>Apache-2.0</id>\n"
            "            </license>\n          </licenses>\n        </component>\n"
            "        <component type=\"library\">\n          <group>CycloneDX</group>\n"
            "          <name>cyclonedx-python-lib</name>\n          <version>8.5.0</version>\n        </component>\n"
            "      </components>\n    </tools>\n    <properties>\n"
            "      <property name=\"cdx:reproducible\">true</property>\n    </properties>\n  </metadata>\n"
            "  <components>\n"
            + _cdx_component(3, "aiohttp", "3.11.12") + _cdx_component(1, "httpx", "0.28.1")
            + _cdx_component(2, "requests", "2.32.3")
            + "  </components>\n  <dependencies>\n    <dependency ref=\"requirements-L1\"/>\n"
              "    <dependency ref=\"requirements-L2\"/>\n    <dependency ref=\"requirements-L3\"/>\n"
              "  </dependencies>\n</bom>\n")
_CDX_NAME = "sbom_http-clients_2026-Q1.xml"


# poetry.lock (Poetry 1.8, lock-version 2.0): the generated comment, a [[package]] table each, then [metadata]
def _poetry_package(name: str, version: str, description: str, pyv: str, deps: dict[str, str]) -> str:
    files = (f'    {{file = "{name}-{version}-py3-none-any.whl", hash = "sha256:{_hex(name + "w")}"}},\n'
             f'    {{file = "{name}-{version}.tar.gz", hash = "sha256:{_hex(name + "s")}"}},\n')
    text = (f'[[package]]\nname = "{name}"\nversion = "{version}"\ndescription = "{description}"\n'
            f'optional = false\npython-versions = "{pyv}"\nfiles = [\n{files}]\n')
    if deps:
        text += "\n[package.dependencies]\n" + "".join(f'{k} = "{v}"\n' for k, v in deps.items())
    return text + "\n"


_POETRY_LOCK = ("# This file is automatically @generated by Poetry 1.8.5 and should not be changed by hand.\n\n"
                + _poetry_package("anyio", "4.8.0", "High level compatibility layer for multiple asynchronous "
                                  "event loop implementations", ">=3.9", {"idna": ">=2.8", "sniffio": ">=1.1"})
                + _poetry_package("certifi", "2025.1.31", "Python package for providing Mozilla's CA Bundle.",
                                  ">=3.6", {})
                + _poetry_package("httpx", "0.28.1", "The next generation HTTP client.", ">=3.8",
                                  {"anyio": "*", "certifi": "*", "httpcore": "==1.*", "idna": "*"})
                + "[metadata]\nlock-version = \"2.0\"\npython-versions = \"^3.11\"\n"
                  f"content-hash = \"{_hex('pyproject')}\"\n")
_POETRY_NAME = "poetry.lock"

# pip-compile's requirements.txt: the autogenerated header, the pins sorted, '# via' one source a line
_REQUIREMENTS = ("#\n# This file is autogenerated by pip-compile with Python 3.12\n# by the following command:\n#\n"
                 "#    pip-compile requirements.in\n#\n"
                 "anyio==4.8.0\n    # via httpx\ncertifi==2025.1.31\n    # via\n    #   httpcore\n    #   httpx\n"
                 "h11==0.14.0\n    # via httpcore\nhttpcore==1.0.7\n    # via httpx\nhttpx==0.28.1\n"
                 "    # via -r requirements.in\nidna==3.10\n    # via\n    #   anyio\n    #   httpx\n"
                 "sniffio==1.3.1\n    # via anyio\n")
_REQUIREMENTS_NAME = "requirements.txt"


# a wheel the board downloaded for review (httpx-0.28.1-py3-none-any.whl): a ZIP (local headers PK\x03\x04), the
# package's modules (trimmed), then its .dist-info's METADATA, WHEEL and RECORD, RECORD's own line ',,'
def _wheel() -> bytes:
    files = [("httpx/__init__.py", b'from .__version__ import __description__, __title__, __version__\n'),
             ("httpx/__version__.py", b'__title__ = "httpx"\n__description__ = "A next generation HTTP client, '
                                      b'for Python 3."\n__version__ = "0.28.1"\n'),
             ("httpx-0.28.1.dist-info/METADATA", b"Metadata-Version: 2.3\nName: httpx\nVersion: 0.28.1\n"
                                                 b"Summary: The next generation HTTP client.\n"
                                                 b"Requires-Python: >=3.8\nRequires-Dist: anyio\n"
                                                 b"Requires-Dist: certifi\nRequires-Dist: httpcore==1.*\n"
                                                 b"Requires-Dist: idna\n"),
             ("httpx-0.28.1.dist-info/WHEEL", b"Wheel-Version: 1.0\nGenerator: hatchling 1.26.3\n"
                                              b"Root-Is-Purelib: true\nTag: py3-none-any\n")]
    record = "".join("%s,sha256=%s,%d\n" % (n, base64.urlsafe_b64encode(hashlib.sha256(d).digest()).rstrip(b"=")
                                             .decode(), len(d)) for n, d in files)
    files.append(("httpx-0.28.1.dist-info/RECORD", (record + "httpx-0.28.1.dist-info/RECORD,,\n").encode()))
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as z:
        for name, data in files:
            info = zipfile.ZipInfo(name, date_time=(2020, 2, 2, 0, 0, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            z.writestr(info, data)
    return out.getvalue()


_WHEEL = _wheel()
_WHEEL_NAME = "httpx-0.28.1-py3-none-any.whl"

# a maintainer's rating sheet as the board's secretary types it from the review forms: reviewer, date, package URL,
# documentation, API stability, security response, overall: seven fields a line
_RATING_SHEET = ("okafor 2026-02-10 pkg:pypi/httpx@0.28.1 4 5 4 4.3\n"
                 "okafor 2026-02-10 pkg:pypi/requests@2.32.3 5 5 3 4.3\n"
                 "lindqvist 2026-02-11 pkg:npm/undici@7.3.0 4 4 5 4.3\n"
                 "lindqvist 2026-02-11 pkg:npm/vite@6.1.0 5 3 4 4.0\n"
                 "ramaswamy 2026-02-12 pkg:pypi/aiohttp@3.11.12 3 4 3 3.3\n")
# a board member's ballot as typed for the quarterly meeting: member, place, name@version, ecosystem: four fields
_BALLOT = ("lindqvist 1 httpx@0.28.1 pypi\nlindqvist 2 requests@2.32.3 pypi\nlindqvist 3 aiohttp@3.11.12 pypi\n"
           "lindqvist 4 urllib3@2.3.0 pypi\n")
# the board's vote tally as the secretary types it after the meeting: package URL, adopt, trial, hold, abstain,
# decision: six fields a line
_VOTE_TALLY = ("pkg:pypi/httpx@0.28.1 7 2 0 1 adopt\npkg:pypi/requests@2.32.3 6 3 1 0 adopt\n"
               "pkg:pypi/aiohttp@3.11.12 3 5 1 1 trial\npkg:pypi/urllib3@2.3.0 2 3 4 1 hold\n")


def hundredsecond_bar_packages_cases() -> list[Case]:
    G = HUNDREDSECOND_PACKAGES
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="candidate_scores", judgements="adoption_decisions", runs=_RECS3,
        stem="board_rankings", outputs=_OUT, item="package", rounded="maintainer_ratings",
        weights="{'download_counts': 0.5, 'scorecard_scores': 1.0, 'maintainer_ratings': 1.0, 'board_votes': 2.0}",
        lone_query="R['download_counts']['pypi:2026-Q1/new-uploads'] = "
                   "{'pkg:pypi/urllib3@2.3.0': 0.9, 'pkg:pypi/aiohttp@3.11.12': 0.4}\n",
        trust="download_counts 1\nscorecard_scores 1\nboard_votes 2\n",
        trust_dict="{'download_counts': 1, 'scorecard_scores': 1, 'board_votes': 2}",
        texts={
            "rrf": ("u102b_rrf_candidate_scores",
                    "rankagg.fuse({source: {ecosystem use-case or review: {purl: score}}}, method='rrf'): the "
                    "download counts, the Scorecard scores, the maintainers' ratings and the board's votes, six "
                    "rankings ('pypi:2026-Q1/http-clients'), packages as 'pkg:pypi/httpx@0.28.1'"),
            "borda": ("u102b_borda_package_not_rated_by_all",
                      "rankagg.fuse(..., method='borda'): a new candidate no maintainer rated yet and Scorecard "
                      "never scanned, so some sources have no score for it"),
            "combsum": ("u102b_combsum_rounded_maintainer_ratings",
                        "rankagg.fuse(..., method='combsum'): the maintainers' ratings as averages at one decimal "
                        "(many ties), beside the download counts and the board's votes"),
            "fuser": ("u102b_weighted_fuser_board_votes",
                      "rankagg.Fuser('rrf', weights=...) per ecosystem and review: the board's votes count 2, as "
                      "the foundation's charter gives the board the adoption decision"),
            "frame": ("u102b_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the secretary's sheet, a "
                      "row per use-case, package URL and source"),
            "evaluate": ("u102b_evaluate_adoption_decisions",
                         "rankagg.evaluate(fused ranking, the board's adoption decisions, ['nDCG@5', 'AP', "
                         "'P@3']): does the fused ranking put the adopted packages first"),
            "lone": ("u102b_new_uploads_only_download_counts",
                     "rankagg.fuse(..., method='rrf'): the quarter's new uploads, which only the download counts "
                     "cover, beside use-cases and reviews every source covers"),
            "cli_rrf": ("u102b_cli_rrf_runs",
                        "rankagg fuse download_counts.run scorecard_scores.run board_votes.run --method rrf -o "
                        "board_rankings.run: one run per source, use-cases and reviews as queries"),
            "cli_borda": ("u102b_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the board's votes "
                          "count double)"),
            "cli_combsum": ("u102b_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four candidates the board reviews per "
                            "use-case a quarter"),
            "cli_evaluate": ("u102b_cli_evaluate_adoption_decisions_qrels",
                             "rankagg evaluate board_rankings.run --qrels adoption_decisions.qrels -m ndcg_cut.5 "
                             "-m map: the fused ranking against the board's adoption decisions (0-2)"),
            "cli_parquet": ("u102b_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o board_rankings.parquet: gzipped runs from the "
                            "board's CI jobs, a Parquet table for the quarterly report's notebook")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u102b_pypi_json_api_as_run", "the PyPI JSON API's project answer (/pypi/httpx/json: info, last_serial, "
         "ownership, releases, urls, vulnerabilities; compact, sorted keys)", _PYPI_NAME, _PYPI, "PyPI",
         f"{_PYPI_NAME}:1"),
        ("u102b_pypistats_tsv_as_run", "pypistats' python_minor table as TSV (category, percent, downloads with "
         "thousands commas; a Total row; the date range)", _PYPISTATS_NAME, _PYPISTATS, "pypistats",
         named_at(_PYPISTATS_NAME, _PYPISTATS)),
        ("u102b_npm_downloads_json_as_run", "npm's downloads API answer (/downloads/point/last-week/vite: downloads, "
         "start, end, package)", _NPM_DOWNLOADS_NAME, _NPM_DOWNLOADS, "npm", f"{_NPM_DOWNLOADS_NAME}:1"),
        ("u102b_openssf_scorecard_json_as_run", "OpenSSF Scorecard's JSON output (date, repo, scorecard, score, "
         "checks of details, score, reason, name, documentation; metadata)", _SCORECARD_NAME, _SCORECARD, "Scorecard",
         f"{_SCORECARD_NAME}:1"),
        ("u102b_pip_audit_columns_as_run", "pip-audit's columns report (Name, Version, ID, Fix Versions, a dashed "
         "line, fixed-width rows)", _PIP_AUDIT_NAME, _PIP_AUDIT, "pip-audit", named_at(_PIP_AUDIT_NAME, _PIP_AUDIT)),
        ("u102b_cyclonedx_xml_sbom_as_run", "a CycloneDX SBOM as cyclonedx-py writes it in XML (bom, metadata tools, "
         "components of name, version, purl, dependencies)", _CDX_NAME, _CDX_XML, "CycloneDX",
         named_at(_CDX_NAME, _CDX_XML)),
        ("u102b_poetry_lock_as_run", "a Poetry lock file, poetry.lock ([[package]] name, version, files, "
         "[package.dependencies]; [metadata] lock-version, content-hash)", _POETRY_NAME, _POETRY_LOCK, "Poetry",
         named_at(_POETRY_NAME, _POETRY_LOCK)),
        ("u102b_wheel_as_run", "a wheel downloaded for review (a ZIP: PK\\x03\\x04, the package's modules, then "
         ".dist-info METADATA, WHEEL, RECORD)", _WHEEL_NAME, _WHEEL, "wheel", _WHEEL_NAME),
        ("u102b_rating_sheet_as_run", "a maintainer's rating sheet as typed (seven fields a line: reviewer, date, "
         "package URL, docs, API stability, security, overall)", "maintainer_ratings_2026-Q1.txt", _RATING_SHEET,
         "rating sheet", "maintainer_ratings_2026-Q1.txt:1"),
        ("u102b_board_ballot_as_run", "a board member's ballot as typed for the meeting (four fields a line: member, "
         "place, name@version, ecosystem)", "ballot_lindqvist_2026-Q1.txt", _BALLOT, "ballot",
         "ballot_lindqvist_2026-Q1.txt:1"),
        ("u102b_vote_tally_as_run", "the board's vote tally as the secretary types it (six fields a line: package "
         "URL, adopt, trial, hold, abstain, decision)", "vote_tally_2026-Q1.txt", _VOTE_TALLY, "vote tally",
         "vote_tally_2026-Q1.txt:1")],
        one_run=("board_votes.run", _ONE_RUN), stem="board_rankings",
        text_why="trec_eval refuses a line of other than six fields, and a vote tally's six are a package URL, four "
                 "counts and a decision, not a run's; the file is the field's own, named by what it is (a field "
                 "count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a wheel (a ZIP archive) read as lines gives no ranking: named by what it "
                   "is")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u102b_board_ballot_as_qrels", "ballot_lindqvist_2026-Q1.txt", _BALLOT, "ballot"),
        ("u102b_vote_tally_as_qrels", "vote_tally_2026-Q1.txt", _VOTE_TALLY, "vote tally"),
        ("u102b_pip_compile_requirements_as_qrels", _REQUIREMENTS_NAME, _REQUIREMENTS, "requirements"),
        ("u102b_pip_audit_columns_as_qrels", _PIP_AUDIT_NAME, _PIP_AUDIT, "pip-audit")],
        one_run=("board_votes.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u102b_out_cyclonedx_json", "adopted_2026-Q1.cdx.json", "a CycloneDX SBOM (JSON)"),
        ("u102b_out_spdx", "adopted_2026-Q1.spdx", "an SPDX SBOM (tag-value)"),
        ("u102b_out_requirements_txt", "requirements.txt", "a pip requirements file"),
        ("u102b_out_poetry_lock", "poetry.lock", "a Poetry lock file")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=102"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u102b_api_pypi_json_dict",
            "rankagg.fuse(json.load(pypi_httpx.json)): the PyPI JSON API's answer for httpx, loaded in Python, given "
            "as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('r.json', encoding='utf-8')), method='rrf')\n",
            "PyPI", why="a run maps a query to {document: score}; a PyPI JSON answer is one project (its info, its "
            "release's files with digests and sizes, every release's files, vulnerabilities, ownership and serial)",
            files={"r.json": _PYPI}),
        bad("u102b_api_pypistats_frame",
            "rankagg.fuse(pd.read_csv(httpx_python_minor_2026-Q1.tsv, sep='\\t')): pypistats' python_minor table "
            "(category, percent, downloads) given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('r.tsv', sep='\\t'), method='borda')\n",
            "pypistats", why="a table of runs has qid, docid, run and score columns; pypistats' table has a Python "
            "version a row (its share and its downloads as text with commas), a Total row and the date range",
            files={"r.tsv": _PYPISTATS}),
    ]
    return cases
