"""A software supply-chain security team's files where a run or the judgements are read (issue 45's twenty-ninth
bar, u29b_*_as_run, u29b_*_as_qrels): told a field count ("expected 6 fields, found 2" for a requirements.txt with
hashes, "found 3" for a go.sum) or "a JSON table" for a scanner's report, each is named for the tool that wrote it,
with what to give instead.  Text files are told at their first lines (:func:`supply_chain_shape`, asked by
:mod:`rankagg.io.tool_files`): a Yarn lockfile, a Poetry or Cargo lock file, a go.sum, a pip requirements file with
--hash lines, an SPDX tag-value SBOM, a CycloneDX XML SBOM.  JSON documents by the keys their text holds
(:data:`SUPPLY_CHAIN_JSON`, in :mod:`rankagg.io.json_documents`' field JSON): OpenSSF Scorecard's result, a
CycloneDX or SPDX JSON SBOM, an OSV advisory, GitHub's Dependabot alerts, npm's package-lock.json, pip-audit's and
npm audit's JSON, Grype's and Trivy's JSON reports.  A legal TREC line (six fields, a number fifth) is never one of
these: every pattern asks for a tool's own keyword or a field count trec_eval refuses."""

from __future__ import annotations

from typing import Sequence

from rankagg.io.line_form_store import compiled

__all__ = ["AS_RUN", "SUPPLY_CHAIN_JSON", "supply_chain_columns", "supply_chain_document", "supply_chain_shape"]

#: what to do with a scanner's report, an SBOM or a lock file: each risk scorer's list of dependencies is a run
AS_RUN = ("give each risk scorer's ranking as a run, the application a query and each dependency a document (its "
          "package URL, no blank: pkg:npm/lodash@4.17.21), the score higher for the riskier (risk = 10 - the "
          "Scorecard score): 'APP Q0 PURL RANK SCORE SCORER'; the incident team's findings are the qrels, "
          "'APP 0 PURL 1' (2 exploited)")
_NOT_LINES = "not TREC run or qrels lines: it ranks no dependencies; "
_SBOM = "an SBOM lists the components, it scores none"
#: each text file by a pattern of its first two non-blank lines: what it is
_TEXT = (
    (compiled(r"^#\s*yarn lockfile v\d+\s*$"), "a Yarn lockfile (yarn.lock, v1: 'name@range:' blocks with version, "
                                                 "resolved and integrity)"),
    (compiled(r"^__metadata:\s*$"), "a Yarn lockfile (yarn.lock, Berry: __metadata and 'name@npm:range' blocks)"),
    # a comment line is skipped as trec_eval skips it: a lock file is told by its TOML tables
    (compiled(r"^\[\[package\]\]$"), "a TOML lock file of [[package]] tables (a Poetry lock file, poetry.lock, or a "
                                        "Cargo lock file, Cargo.lock: each package's name, version and source)"),
    (compiled(r"^\S+ v\d+\.\d+\.\d+\S*?(?:/go\.mod)? h1:[A-Za-z0-9+/]{43}=$"),
     "a Go module checksum file (go.sum: module, version and its h1: hash)"),
    (compiled(r"^[A-Za-z0-9][A-Za-z0-9._-]*(?:\[[^\]]*\])?\s*===?\s*\S+(?:\s*;[^\\]*)?\s+\\$"
              r"|^\s*--hash=sha(?:256|384|512):[0-9a-f]{64,128}\b"),
     "a pip requirements file with --hash lines (pip-compile --generate-hashes: pinned packages and their hashes)"),
    (compiled(r"^SPDXVersion:\s*SPDX-\d"), "an SPDX tag-value SBOM (SPDXVersion, PackageName, ...: " + _SBOM + ")"),
    (compiled(r"^<bom\b[^>]*cyclonedx\.org/schema/bom"), "a CycloneDX XML SBOM (<bom> of <component>s: " + _SBOM
     + ")"),
)
#: a Yarn v1 lockfile's first entry (its '# yarn lockfile v1' comment is skipped as trec_eval skips comments)
_YARN_ENTRY = compiled(r'^"?[^\s"]+@[^\s"]*"?(?:,\s*"?[^\s"]+@[^\s"]*"?)*:$')
_YARN_VERSION = compiled(r'^version "[^"\s]+"$')
_YARN_V1 = "a Yarn lockfile (yarn.lock, v1: 'name@range:' blocks with version, resolved and integrity)"
_FIX = "no ranking: " + AS_RUN
#: the field's JSON by the strings its text holds
SUPPLY_CHAIN_JSON = (
    (('"bomFormat"', '"CycloneDX"'), "a CycloneDX JSON SBOM (bomFormat CycloneDX, components with purls: " + _SBOM
     + "), " + _FIX),
    (('"spdxVersion"', '"SPDX-'), "an SPDX JSON SBOM (spdxVersion, packages: " + _SBOM + "), " + _FIX),
    (('"scorecard"', '"checks"', '"repo"'), "OpenSSF Scorecard's JSON result (a repository's score 0-10 and its "
                                            "checks: one repository, higher is safer), " + _FIX),
    (('"auditReportVersion"',), "npm audit's JSON (npm audit --json: vulnerabilities by package and severity), " + _FIX),
    (('"lockfileVersion"',), "an npm package-lock.json (npm's lock file: packages and their resolved versions), " + _FIX),
    (('"vulns"', '"fix_versions"'), "pip-audit's JSON (pip-audit -f json: dependencies and their vulns), " + _FIX),
    (('"security_advisory"', '"dependency"'), "GitHub's Dependabot alert JSON (the alerts API: dependency, "
                                               "security_advisory, state), " + _FIX),
    (('"matches"', '"vulnerability"', '"artifact"'), "Grype's JSON report (grype -o json: matches of a "
                                                     "vulnerability and an artifact), " + _FIX),
    (('"SchemaVersion"', '"ArtifactName"', '"Results"'), "Trivy's JSON report (trivy --format json: Results of "
                                                         "Vulnerabilities per target), " + _FIX),
    (('"affected"', '"modified"', '"id"'), "an OSV advisory (OSV schema JSON: id, aliases, affected packages), "
     + _FIX),
)


def supply_chain_shape(name: str, lines: Sequence[str]) -> str | None:
    """What supply-chain file whose first lines are ``lines`` is, and what to give instead, or None."""
    head = [ln.lstrip("\ufeff").strip() for ln in lines if ln.strip()][:3]
    if len(head) > 1 and _YARN_ENTRY.match(head[0]) and _YARN_VERSION.match(head[1]):
        return f"is {_YARN_V1}, " + _NOT_LINES + AS_RUN
    for pattern, what in _TEXT:
        if any(pattern.search(ln) for ln in head):
            return f"is {what}, " + _NOT_LINES + AS_RUN
    return None


#: a parsed document by a top-level key whose value is text or a number (a run's queries hold mappings): the key, the
#: value it must hold (None: any text or number), what it is (u29b_api_cyclonedx_dict)
_DOCUMENT_KEYS = (
    ("bomFormat", "CycloneDX", "a CycloneDX SBOM (json.load of its JSON: components with purls, " + _SBOM + ")"),
    ("spdxVersion", None, "an SPDX SBOM (json.load of its JSON: packages, " + _SBOM + ")"),
    ("auditReportVersion", None, "npm audit's JSON (json.load of npm audit --json)"),
    ("lockfileVersion", None, "an npm package-lock.json (json.load of npm's lock file)"),
    ("SchemaVersion", None, "Trivy's JSON report (json.load of trivy --format json)"),
)


def supply_chain_document(obj: object) -> str | None:
    """What a parsed supply-chain document given as runs is (json.load of an SBOM, a lock file or an audit), or None."""
    if not isinstance(obj, dict):
        return None
    for key, value, what in _DOCUMENT_KEYS:
        got = obj.get(key)
        if isinstance(got, (str, int, float)) and not isinstance(got, bool) and value in (None, got):
            return f"{what}, no ranking: " + AS_RUN
    return None


#: a scanner's findings as a table (pandas' json_normalize of its report, its table output read back): the columns
#: each must hold, lower-cased, and what it is (u29b_api_trivy_frame)
_FINDINGS_COLUMNS = (
    ({"vulnerabilityid", "pkgname", "installedversion"}, "Trivy's findings (VulnerabilityID, PkgName, InstalledVersion, "
                                                         "Severity: json_normalize of its Results' Vulnerabilities)"),
    ({"name", "installed", "fixed-in", "vulnerability"}, "Grype's findings table (NAME, INSTALLED, FIXED-IN, "
                                                          "VULNERABILITY, SEVERITY)"),
    ({"name", "version", "id", "fix versions"}, "pip-audit's findings table (Name, Version, ID, Fix Versions)"),
)


def supply_chain_columns(names: Sequence[object]) -> str | None:
    """What a table of the column ``names`` is when a dependency scanner wrote it, with what to do; or None."""
    have = {str(n).strip().strip("\"'").lower() for n in names}
    what = next((what for need, what in _FINDINGS_COLUMNS if need <= have), None)
    return None if what is None else f"a table of {what}, findings per package, no ranking: " + AS_RUN
