"""Issue 45's twenty-ninth bar of scripts/reliability_matrix.py, a software supply-chain security team's ranking of open-source dependencies by risk across scorers (OpenSSF Scorecard, CycloneDX and SPDX SBOMs, OSV advisories, lock files) (its cases, ids ``u29b_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's.

The team's day: each application or repository (``acme/payments-api``) is a query and each dependency a document, as
a package URL (``pkg:npm/lodash@4.17.21``, ``pkg:maven/org.apache.logging.log4j/log4j-core@2.14.1``: '@', '/' and ':'
in the ids); the runs are the risk scorers (OpenSSF Scorecard as risk = 10 - score, the worst CVSS of the OSV
advisories, EPSS probabilities as small as 0.00043, a Socket.dev-like score).  The scorers' lists are fused with
RRF, Borda and CombSUM and the fused order judged against the incident team's grades.  The mistakes and odd files:
the field's own files given where runs or qrels are read (Scorecard JSON, CycloneDX JSON and XML, SPDX tag-value and
JSON, OSV, Dependabot alerts, package-lock.json, yarn.lock, poetry.lock, Cargo.lock, go.sum, requirements.txt with
hashes, pip-audit and npm audit output, Grype, Trivy, SARIF), purls with a blank, scores as '7.5/10' or a CVSS
vector, and the fused order named for the field's formats (``.cdx.json``, ``.spdx``, ``.sarif``, ``.lock``).

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import gzip

from .case import Case, command_cases, reference_setup, snippet_cases, fusion_checks
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
    SEEDED_UNIFORM, TREC_MEASURES)

TWENTYNINTH_SUPPLYCHAIN = "45 Unseen inputs: a twenty-ninth bar, a software supply-chain security team's ranking of open-source dependencies by risk across scorers (OpenSSF Scorecard, CycloneDX and SPDX SBOMs, OSV advisories, lock files)"

_DATA = r'''
import json, math
'''[1:] + SEEDED_UNIFORM + r'''SCORERS = ['scorecard', 'osv_cvss', 'epss', 'socket']
APPS = ['acme/payments-api', 'acme/web-frontend', 'acme/ledger-svc', 'acme/mobile-bff', 'acme/auth-gateway',
        'acme/report-batch']
DEPS = ['pkg:npm/lodash@4.17.21', 'pkg:npm/left-pad@1.3.0', 'pkg:pypi/requests@2.31.0', 'pkg:pypi/pyyaml@5.3.1',
        'pkg:maven/org.apache.logging.log4j/log4j-core@2.14.1', 'pkg:golang/github.com/gin-gonic/gin@v1.9.1',
        'pkg:cargo/openssl@0.10.55', 'pkg:npm/%40babel/core@7.23.2', 'pkg:pypi/urllib3@1.26.5']
RISK = {d: (i * 37 % 9) / 9.0 for i, d in enumerate(DEPS)}
def ratings(listeners=SCORERS, n_q=6, seed=3, drop=None, noise=1.0):
    """{scorer: {app: {purl: risk}}}: scorecard as 10 - score (one decimal), osv_cvss 0-10 (one decimal, ties),
    epss probabilities (tiny), socket 0-100"""
    g = lcg(seed)
    out = {}
    for sc in listeners:
        out[sc] = {}
        for k in range(n_q):
            p = {}
            for d in DEPS:
                u, v = next(g), next(g)
                if v < (drop or {}).get(sc, 0.0):
                    continue
                r = max(0.0, min(1.0, RISK[d] + noise * 0.5 * (u - 0.5)))
                if sc == 'scorecard':
                    p[d] = round(10.0 - round(10.0 * (1.0 - r), 1), 1)
                elif sc == 'epss':
                    p[d] = round(0.00043 + 0.97 * r ** 4, 5)
                elif sc == 'socket':
                    p[d] = int(round(100 * r))
                else:
                    p[d] = round(10.0 * r, 1)
            if p:
                out[sc][APPS[k % len(APPS)]] = p
    return out
def grades(n_q=6):
    """the incident team's grades: 2 exploited (log4j-core, pyyaml), 1 advisory open, 0 none"""
    g = {d: (2 if RISK[d] > 0.7 else 1 if RISK[d] > 0.3 else 0) for d in DEPS}
    return {APPS[k]: dict(g) for k in range(n_q)}
''' + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_report, _runs_setup, _cli_check = fusion_checks(_REF, "ratings", "order.run")

_S4 = ["scorecard", "osv_cvss", "epss", "socket"]
_RUNS4 = [f"{s}.run" for s in _S4]
_OUT = ("order.run",)
_ONE_RUN = ("acme/payments-api Q0 pkg:maven/org.apache.logging.log4j/log4j-core@2.14.1 1 10.0 osv_cvss\n"
            "acme/payments-api Q0 pkg:pypi/pyyaml@5.3.1 2 9.8 osv_cvss\n"
            "acme/payments-api Q0 pkg:npm/lodash@4.17.21 3 7.4 osv_cvss\n"
            "acme/payments-api Q0 pkg:pypi/requests@2.31.0 4 5.6 osv_cvss\n")

# the team's files, as their tools write them (a few rows)
_SCORECARD = ('{\n  "date": "2026-11-30",\n  "repo": {\n    "name": "github.com/lodash/lodash",\n'
              '    "commit": "2da024c3b4f9947a48517639de7560457cd4ec6c"\n  },\n  "scorecard": {\n'
              '    "version": "v5.0.0",\n    "commit": "ea7e27ed41b76ab879c862fa0ca4cc9c61764ee4"\n  },\n'
              '  "score": 4.6,\n  "checks": [\n    {\n      "name": "Maintained",\n      "score": 0,\n'
              '      "reason": "0 commit(s) and 0 issue activity found in the last 90 days -- score normalized to 0"\n'
              '    }\n  ]\n}\n')
_CDX_JSON = ('{\n  "bomFormat": "CycloneDX",\n  "specVersion": "1.5",\n'
             '  "serialNumber": "urn:uuid:3e671687-395b-41f5-a30f-a58921a69b79",\n  "version": 1,\n'
             '  "components": [\n    {"type": "library", "name": "lodash", "version": "4.17.21", '
             '"purl": "pkg:npm/lodash@4.17.21"}\n  ]\n}\n')
_CDX_XML = ('<?xml version="1.0" encoding="UTF-8"?>\n'
            '<bom xmlns="http://cyclonedx.org/schema/bom/1.5" serialNumber="urn:uuid:3e671687-395b-41f5-a30f-'
            'a58921a69b79" version="1">\n  <components>\n    <component type="library">\n      <name>lodash</name>\n'
            '      <version>4.17.21</version>\n      <purl>pkg:npm/lodash@4.17.21</purl>\n    </component>\n'
            '  </components>\n</bom>\n')
_SPDX_TV = ("SPDXVersion: SPDX-2.3\nDataLicense: CC0-1.0\nSPDXID: SPDXRef-DOCUMENT\nDocumentName: payments-api\n"
            "DocumentNamespace: https://acme.example/spdx/payments-api-3e671687\n"
            "Creator: Tool: syft-0.98.0\nCreated: 2026-11-30T10:02:11Z\n\n"
            "PackageName: lodash\nSPDXID: SPDXRef-Package-npm-lodash\nPackageVersion: 4.17.21\n"
            "ExternalRef: PACKAGE-MANAGER purl pkg:npm/lodash@4.17.21\n")
_SPDX_JSON = ('{\n  "spdxVersion": "SPDX-2.3",\n  "dataLicense": "CC0-1.0",\n  "SPDXID": "SPDXRef-DOCUMENT",\n'
              '  "name": "payments-api",\n  "packages": [\n    {"name": "lodash", "SPDXID": "SPDXRef-Package-npm-lodash",'
              ' "versionInfo": "4.17.21"}\n  ]\n}\n')
_OSV = ('{\n  "schema_version": "1.6.0",\n  "id": "GHSA-jfh8-c2jp-5v3q",\n  "modified": "2024-06-25T15:41:35Z",\n'
        '  "aliases": ["CVE-2021-44228"],\n  "summary": "Remote code injection in Log4j",\n'
        '  "affected": [{"package": {"ecosystem": "Maven", "name": "org.apache.logging.log4j:log4j-core"}}]\n}\n')
_DEPENDABOT = ('[\n  {\n    "number": 42,\n    "state": "open",\n    "dependency": {\n      "package": {'
               '"ecosystem": "npm", "name": "lodash"},\n      "manifest_path": "package-lock.json",\n'
               '      "scope": "runtime"\n    },\n    "security_advisory": {"ghsa_id": "GHSA-35jh-r3h4-6jhm", '
               '"cve_id": "CVE-2021-23337", "severity": "high"}\n  }\n]\n')
_PKG_LOCK = ('{\n  "name": "web-frontend",\n  "version": "1.0.0",\n  "lockfileVersion": 3,\n  "requires": true,\n'
             '  "packages": {\n    "node_modules/lodash": {\n      "version": "4.17.21",\n'
             '      "resolved": "https://registry.npmjs.org/lodash/-/lodash-4.17.21.tgz",\n'
             '      "integrity": "sha512-v2kDEe57lecTulaDIuNTPy3Ry4gLGJ6Z1O3vE1krgXZNrsQ+LFTGHVxVjcXPs17LhbZVGedAJv8X'
             'ZFVnUGMCg=="\n    }\n  }\n}\n')
_YARN_LOCK = ("# THIS IS AN AUTOGENERATED FILE. DO NOT EDIT THIS FILE DIRECTLY.\n# yarn lockfile v1\n\n\n"
              "lodash@^4.17.21:\n  version \"4.17.21\"\n"
              "  resolved \"https://registry.yarnpkg.com/lodash/-/lodash-4.17.21.tgz#679591c564c3bffaae8454cf0b3df370c3d6911c\"\n"
              "  integrity sha512-v2kDEe57lecTulaDIuNTPy3Ry4gLGJ6Z1O3vE1krgXZNrsQ+LFTGHVxVjcXPs17LhbZVGedAJv8XZFVnUGMCg==\n")
_POETRY_LOCK = ("# This file is automatically @generated by Poetry 1.7.1 and should not be changed by hand.\n\n"
                "[[package]]\nname = \"requests\"\nversion = \"2.31.0\"\n"
                "description = \"Python HTTP for Humans.\"\noptional = false\npython-versions = \">=3.7\"\n")
_CARGO_LOCK = ("# This file is automatically @generated by Cargo.\n# It is not intended for manual editing.\n"
               "version = 3\n\n[[package]]\nname = \"openssl\"\nversion = \"0.10.55\"\n"
               "source = \"registry+https://github.com/rust-lang/crates.io-index\"\n")
_GO_SUM = ("github.com/gin-gonic/gin v1.9.1 h1:4idEAncQnU5cB7BeOkPtxjfCSye0AAm1R0RVIqJ+Jmg=\n"
           "github.com/gin-gonic/gin v1.9.1/go.mod h1:hPrL7YrpYKXt5YId3A/Tnip5kqbEAP+KLuI3SUcPTeU=\n")
_REQS_HASHES = ("requests==2.31.0 \\\n    --hash=sha256:58cd2187c01e70e6e26505bca751777aa9f2ee0b7f4300988b709f44e013003f \\\n"
                "    --hash=sha256:942c5a758f98d790eaed1a29cb6eefc7ffb0d1cf7af05c3d2791656dbd6ad1e1\n"
                "urllib3==1.26.5 \\\n    --hash=sha256:753a0374df26658f99d826cfe40394a686d9985680bab8d6f3ca3f3d8b7d6bd9\n")
_PIP_AUDIT = ('{"dependencies": [{"name": "urllib3", "version": "1.26.5", "vulns": [{"id": "PYSEC-2021-108", '
              '"fix_versions": ["1.26.17"], "aliases": ["CVE-2021-33503"], "description": "An issue ..."}]}], '
              '"fixes": []}\n')
_NPM_AUDIT = ('{\n  "auditReportVersion": 2,\n  "vulnerabilities": {\n    "lodash": {\n      "name": "lodash",\n'
              '      "severity": "high",\n      "isDirect": true,\n      "via": ["GHSA-35jh-r3h4-6jhm"],\n'
              '      "range": "<4.17.21",\n      "fixAvailable": true\n    }\n  },\n  "metadata": {"vulnerabilities": '
              '{"info": 0, "low": 0, "moderate": 0, "high": 1, "critical": 0, "total": 1}}\n}\n')
_GRYPE = ('{\n "matches": [\n  {\n   "vulnerability": {"id": "CVE-2021-44228", "dataSource": '
          '"https://nvd.nist.gov/vuln/detail/CVE-2021-44228", "severity": "Critical"},\n'
          '   "artifact": {"name": "log4j-core", "version": "2.14.1", "type": "java-archive", '
          '"purl": "pkg:maven/org.apache.logging.log4j/log4j-core@2.14.1"}\n  }\n ],\n'
          ' "source": {"type": "image", "target": {"userInput": "acme/payments-api:1.4.2"}},\n'
          ' "descriptor": {"name": "grype", "version": "0.74.0"}\n}\n')
_TRIVY = ('{\n  "SchemaVersion": 2,\n  "ArtifactName": "acme/payments-api:1.4.2",\n  "ArtifactType": "container_image",\n'
          '  "Results": [\n    {\n      "Target": "app/pom.xml",\n      "Class": "lang-pkgs",\n      "Type": "pom",\n'
          '      "Vulnerabilities": [{"VulnerabilityID": "CVE-2021-44228", "PkgName": '
          '"org.apache.logging.log4j:log4j-core", "InstalledVersion": "2.14.1", "Severity": "CRITICAL"}]\n'
          '    }\n  ]\n}\n')
_SARIF = ('{\n  "version": "2.1.0",\n  "$schema": "https://json.schemastore.org/sarif-2.1.0.json",\n  "runs": [\n'
          '    {\n      "tool": {"driver": {"name": "Trivy", "version": "0.48.0"}},\n'
          '      "results": [{"ruleId": "CVE-2021-44228", "level": "error", "message": {"text": "log4j-core 2.14.1"}}]\n'
          '    }\n  ]\n}\n')


def twentyninth_bar_supplychain_cases() -> list[Case]:
    G = TWENTYNINTH_SUPPLYCHAIN
    ok, bad = snippet_cases(G, _REF + TREC_MEASURES, ok_timeout=180, bad_timeout=90)
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    cases: list[Case] = []
    mem = "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n"

    # --- the day's answers through the Python API, checked against references computed by hand ---------------------
    cases.append(ok(
        "u29b_rrf_four_scorers", "rankagg.fuse({scorer: {app: {purl: risk}}}, method='rrf'): Scorecard (10 - score), "
        "OSV's worst CVSS, EPSS and a Socket-like score over six applications, purls with '@', '/' and ':'",
        "import rankagg\nR = ratings()\nres = rankagg.fuse(R, method='rrf')\n"
        "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n" + mem,
        why="Cormack et al. 2009: sum 1 / (60 + r); a purl is one TREC token (no blank)"))
    cases.append(ok(
        "u29b_borda_cvss_ties", "rankagg.fuse(..., method='borda'): CVSS scores of one decimal tie often (two "
        "advisories of 9.8)",
        "import rankagg\nR = ratings(seed=9)\nR['osv_cvss']['acme/payments-api'].update({DEPS[0]: 9.8, DEPS[3]: 9.8})\n"
        "res = rankagg.fuse(R, method='borda')\n"
        "refs = {q: borda_ref(l) for q, l in per_query(R).items()}\n" + mem,
        why="docs/conventions.md: equal scores ranked by the id descending (trec_eval); Borda n - r + 1"))
    cases.append(ok(
        "u29b_combsum_tiny_epss", "rankagg.fuse(..., method='combsum'): EPSS probabilities as small as 0.00043 beside "
        "scores 0-100; min-max puts them on one scale",
        "import rankagg\nR = ratings(seed=13)\nres = rankagg.fuse(R, method='combsum')\n"
        "refs = {q: combsum_minmax_ref(l) for q, l in per_query(R).items()}\n" + mem,
        why="docs/conventions.md: minmax per list; CombSUM (Fox & Shaw 1994)"))
    cases.append(ok(
        "u29b_partial_scorers_borda", "rankagg.fuse(..., method='borda'): Scorecard knows no score for some packages "
        "(no GitHub repository), EPSS none for packages without a CVE",
        "import rankagg\nR = ratings(seed=15, drop={'scorecard': 0.4, 'epss': 0.5})\n"
        "res = rankagg.fuse(R, method='borda')\n"
        "refs = {q: borda_ref(l) for q, l in per_query(R).items()}\n" + mem,
        why="rankagg methods borda: (n - k + 1) / 2 for each document a list lacks"))
    cases.append(ok(
        "u29b_weighted_rrf_fuser", "rankagg.Fuser('rrf', weights=...): OSV's CVSS counts 2, EPSS 1.5, Scorecard 1, "
        "Socket 0.5, one app at a time",
        "import rankagg\nW = {'osv_cvss': 2.0, 'epss': 1.5, 'scorecard': 1.0, 'socket': 0.5}\n"
        "R = ratings(seed=17)\nf = rankagg.Fuser('rrf', weights=W)\nmsg = ''\n"
        "for q, lists in per_query(R).items():\n"
        "    msg = msg or agree(f(lists), rrf_ref(lists, 60.0, W), written=False)\n"
        "report(msg)\n",
        why="Cormack et al. 2009: sum w / (60 + r); README's Fuser"))
    cases.append(ok(
        "u29b_long_frame_combmnz", "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the scorers' "
        "table as pandas reads it",
        "import rankagg, pandas as pd\nR = ratings(seed=19, drop={'epss': 0.5})\n"
        "df = pd.DataFrame(frame_rows(R), columns=['qid', 'docid', 'run', 'score'])\n"
        "res = rankagg.fuse(df, method='combmnz')\n"
        "rows = {q: list(zip(g.sort_values('rank')['docid'], g.sort_values('rank')['score'])) "
        "for q, g in res.groupby('qid')}\n"
        "refs = {q: combmnz_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all(rows, refs, written=False))\n",
        why="README: a long DataFrame in, a frame back; CombMNZ over min-max scores (Fox & Shaw 1994)"))
    cases.append(ok(
        "u29b_evaluate_incident_grades", "rankagg.evaluate(fused risk order, the incident team's grades, "
        "['nDCG@5', 'AP', 'P@3'])",
        "import rankagg\nR = ratings(seed=21, noise=2.0)\nres = rankagg.fuse(R, method='borda')\nqrels = grades()\n"
        "got = rankagg.evaluate(res, qrels, ['nDCG@5', 'AP', 'P@3'])\n"
        "refs = {q: borda_ref(l) for q, l in per_query(R).items()}\n"
        "orders = {q: fused_order(r) for q, r in refs.items()}\n"
        "want = {'nDCG@5': sum(ndcg(o, qrels[q], 5) for q, o in orders.items()) / len(orders), "
        "'AP': sum(ap(o, qrels[q]) for q, o in orders.items()) / len(orders), "
        "'P@3': sum(prec(o, qrels[q], 3) for q, o in orders.items()) / len(orders)}\n"
        "report('' if all(abs(got[m] - want[m]) < 1e-9 for m in want) and 0 < want['nDCG@5'] < 1 "
        "else '%r vs %r' % (got, want))\n",
        why="trec_eval's ndcg_cut.5 (linear gains), map and P.3 (references.TREC_MEASURES)"))

    # --- the command line ------------------------------------------------------------------------------------------
    cases.append(cli_ok(
        "u29b_cli_rrf_scorer_runs", "rankagg fuse scorecard.run osv_cvss.run epss.run socket.run --method rrf -o "
        "order.run: one run per scorer, apps with '/' as queries, purls as documents",
        ["fuse", *_RUNS4, "--method", "rrf", "-o", "order.run"], None, _cli_check("rrf", "seed=31"),
        setup=_runs_setup("seed=31"), why="Cormack et al. 2009; TREC lines ranked by score (docs/conventions.md)"))
    cases.append(cli_ok(
        "u29b_cli_borda_weights_file", "rankagg fuse ... --method borda --weights weights.txt ('NAME W' lines)",
        ["fuse", *_RUNS4, "--method", "borda", "--weights", "weights.txt", "-o", "order.run"],
        {"weights.txt": "scorecard 1\nosv_cvss 2\nepss 1.5\nsocket 0.5\n"},
        _cli_check("borda", "seed=33", "{'scorecard': 1, 'osv_cvss': 2, 'epss': 1.5, 'socket': 0.5}"),
        setup=_runs_setup("seed=33"), why="rankagg fuse --help: --weights FILE of 'NAME W' lines; weighted Borda"))
    cases.append(cli_ok(
        "u29b_cli_combsum_depth_5", "rankagg fuse ... --method combsum --depth 5: the five riskiest dependencies per "
        "app for the weekly report, Scorecard's list partial",
        ["fuse", *_RUNS4, "--method", "combsum", "--depth", "5", "-o", "order.run"], None,
        _cli_check("combsum", "seed=35, drop={'scorecard': 0.4}", depth=5),
        setup=_runs_setup("seed=35, drop={'scorecard': 0.4}"),
        why="rankagg methods combsum over min-max scores; --depth 5"))
    cases.append(cli_ok(
        "u29b_cli_gz_runs_parquet", "rankagg fuse scorecard.run.gz osv_cvss.run.gz epss.run.gz --method rrf -o "
        "order.parquet: gzipped runs, a Parquet table out",
        ["fuse", "scorecard.run.gz", "osv_cvss.run.gz", "epss.run.gz", "--method", "rrf", "-o", "order.parquet"], None,
        lambda out, folder: _report(
            "import pandas as pd\nt = pd.read_parquet(FOLDER + '/order.parquet')\n"
            "R = ratings(listeners=['scorecard', 'osv_cvss', 'epss'], seed=37)\n"
            "rows = {q: list(zip(g.sort_values('rank')['doc_id'], g.sort_values('rank')['score'])) "
            "for q, g in t.groupby('q_id')}\n"
            "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
            "report(agree_all(rows, refs))\n", folder),
        setup=reference_setup(_REF, "import gzip\n"
                              "for t, run in ratings(listeners=['scorecard', 'osv_cvss', 'epss'], seed=37).items():\n"
                              "    open(P(t + '.run.gz'), 'wb').write(gzip.compress(run_text(run, t).encode(), mtime=0))\n"),
        why="docs/conventions.md: -o names a TREC run or a Parquet table; runs may be gzipped"))
    cases.append(cli_ok(
        "u29b_cli_evaluate_incident_qrels", "rankagg evaluate order.run --qrels incidents.qrels -m ndcg_cut.5 -m map",
        ["evaluate", "order.run", "--qrels", "incidents.qrels", "-m", "ndcg_cut.5", "-m", "map"], None,
        lambda out, folder: _report(
            TREC_MEASURES + "rows = read_run(open(FOLDER + '/order.run').read())\nqrels = grades()\n"
            "orders = {q: [d for d, _ in sorted(r, key=lambda x: (x[1], x[0].encode()), reverse=True)] "
            "for q, r in rows.items()}\n"
            "n5 = sum(ndcg(o, qrels[q], 5) for q, o in orders.items()) / len(orders)\n"
            "m = sum(ap(o, qrels[q]) for q, o in orders.items()) / len(orders)\n"
            "nums = {}\nfor line in OUT.splitlines():\n    f = line.split()\n"
            "    if len(f) >= 3 and f[-2] == 'all':\n        nums[f[0].lower()] = float(f[-1])\n"
            "a, b = nums.get('ndcg_cut_5', nums.get('ndcg@5')), nums.get('map', nums.get('ap'))\n"
            "report('' if None not in (a, b) and abs(a - n5) < 1e-4 and abs(b - m) < 1e-4 and 0 < n5 < 1 "
            "else 'got %r want %r %r' % (nums, n5, m))\n".replace("OUT", repr(out)), folder),
        setup=reference_setup(_REF, "R = ratings(seed=39, noise=2.0)\n"
                              "refs = {q: borda_ref(l) for q, l in per_query(R).items()}\n"
                              "lines = []\nfor q, r in refs.items():\n"
                              "    lines += ['%s Q0 %s %d %r fused' % (q, d, i, r[0][d]) for i, d in "
                              "enumerate(trec_order(r[0]), 1)]\n"
                              "open(P('order.run'), 'w').write('\\n'.join(lines) + '\\n')\n"
                              "open(P('incidents.qrels'), 'w').write(''.join('%s 0 %s %d\\n' % (q, s, g) "
                              "for q, j in grades().items() for s, g in j.items()))\n"),
        why="trec_eval's ndcg_cut.5 (linear gains over the grades) and map (grades above 0 relevant)"))
    cases.append(cli_ok(
        "u29b_run_tag_sbom_stays_free", "rankagg fuse a.run b.run: legal TREC runs whose tags are 'cyclonedx' and "
        "'spdx' and whose apps are 'sbom' (the field's words in a legal run are never claimed)",
        ["fuse", "a.run", "b.run", "--method", "rrf", "-o", "order.run"],
        {"a.run": "sbom Q0 pkg:npm/lodash@4.17.21 1 9.1 cyclonedx\nsbom Q0 pkg:pypi/requests@2.31.0 2 3.2 cyclonedx\n",
         "b.run": "sbom Q0 pkg:pypi/requests@2.31.0 1 0.9 spdx\nsbom Q0 pkg:npm/lodash@4.17.21 2 0.1 spdx\n"},
        lambda out, folder: _report(
            "rows = read_run(open(FOLDER + '/order.run').read())\n"
            "a = 1 / 61 + 1 / 62\n"
            "got = dict(rows['sbom'])\n"
            "report('' if set(got) == {'pkg:npm/lodash@4.17.21', 'pkg:pypi/requests@2.31.0'} and "
            "all(abs(v - a) < 1e-6 for v in got.values()) else repr(rows))\n", folder),
        why="trec_eval reads six fields; RRF: each document 1/61 + 1/62"))

    # --- the team's files given where runs are read: named by their format or tool ----------------------------------
    files = [
        ("u29b_scorecard_json_as_run", "OpenSSF Scorecard's JSON (--format json)", "scorecard-lodash.json",
         _SCORECARD, "OpenSSF"),
        ("u29b_cyclonedx_json_as_run", "a CycloneDX JSON SBOM", "bom.cdx.json", _CDX_JSON, "CycloneDX"),
        ("u29b_cyclonedx_xml_as_run", "a CycloneDX XML SBOM", "bom.xml", _CDX_XML, "CycloneDX"),
        ("u29b_spdx_tagvalue_as_run", "an SPDX tag-value SBOM (syft)", "payments-api.spdx", _SPDX_TV, "SBOM"),
        ("u29b_spdx_json_as_run", "an SPDX JSON SBOM", "payments-api.spdx.json", _SPDX_JSON, "SBOM"),
        ("u29b_osv_advisory_as_run", "an OSV advisory (GHSA-jfh8-c2jp-5v3q.json)", "GHSA-jfh8-c2jp-5v3q.json", _OSV,
         "OSV"),
        ("u29b_dependabot_alerts_as_run", "GitHub's Dependabot alerts (gh api .../dependabot/alerts)",
         "dependabot_alerts.json", _DEPENDABOT, "Dependabot alert"),
        ("u29b_package_lock_as_run", "npm's package-lock.json", "package-lock.json", _PKG_LOCK, "npm"),
        ("u29b_yarn_lock_as_run", "a yarn.lock (v1)", "yarn.lock", _YARN_LOCK, "Yarn lockfile"),
        ("u29b_poetry_lock_as_run", "a poetry.lock", "poetry.lock", _POETRY_LOCK, "Poetry lock file"),
        ("u29b_cargo_lock_as_run", "a Cargo.lock", "Cargo.lock", _CARGO_LOCK, "Cargo lock file"),
        ("u29b_go_sum_as_run", "a go.sum (three fields a line)", "go.sum", _GO_SUM, "Go module"),
        ("u29b_requirements_hashes_as_run", "a requirements.txt with --hash (pip-compile --generate-hashes)",
         "requirements.txt", _REQS_HASHES, "pip"),
        ("u29b_pip_audit_as_run", "pip-audit's JSON (-f json)", "audit.json", _PIP_AUDIT, "pip-audit"),
        ("u29b_npm_audit_as_run", "npm audit --json", "npm-audit.json", _NPM_AUDIT, "npm audit"),
        ("u29b_grype_json_as_run", "Grype's JSON (-o json)", "scan-payments-api.json", _GRYPE, "Grype"),
        ("u29b_trivy_json_as_run", "Trivy's JSON (--format json)", "payments-api-image.json", _TRIVY, "Trivy"),
        ("u29b_sarif_as_run", "a SARIF 2.1.0 log (Trivy --format sarif)", "trivy.sarif", _SARIF, "SARIF log"),
    ]
    why_run = ("trec_eval refuses a line of other than six fields (a JSON's, a lock file's or an SBOM's); the file is "
               "the supply-chain tool's, named by what it is (a field count says nothing the team can act on)")
    for cid, what, name, content, tool in files:
        cases.append(cli_bad(
            cid, f"rankagg fuse {name} osv_cvss.run -o order.run: {what} given as a run",
            ["fuse", name, "osv_cvss.run", "--method", "rrf", "-o", "order.run"],
            {name: content, "osv_cvss.run": _ONE_RUN}, name, tool, why=why_run))
    for cid, name, content, tool in [
            ("u29b_grype_json_gz_as_run", "scan.json.gz", _GRYPE, "Grype"),
            ("u29b_cyclonedx_json_gz_as_run", "bom.cdx.json.gz", _CDX_JSON, "CycloneDX")]:
        cases.append(cli_bad(
            cid, f"rankagg fuse {name} osv_cvss.run -o order.run: the tool's file gzipped, given as a run",
            ["fuse", name, "osv_cvss.run", "--method", "rrf", "-o", "order.run"],
            {name: gzip.compress(content.encode(), mtime=0), "osv_cvss.run": _ONE_RUN}, name, tool, why=why_run))

    # --- the judgements the team gives --------------------------------------------------------------------------------
    for cid, name, content, tool in [
            ("u29b_osv_advisory_as_qrels", "GHSA-jfh8-c2jp-5v3q.json", _OSV, "OSV"),
            ("u29b_dependabot_alerts_as_qrels", "dependabot_alerts.json", _DEPENDABOT, "Dependabot alert"),
            ("u29b_spdx_tagvalue_as_qrels", "payments-api.spdx", _SPDX_TV, "SBOM"),
            ("u29b_go_sum_as_qrels", "go.sum", _GO_SUM, "Go module"),
            ("u29b_npm_audit_gz_as_qrels", "npm-audit.json.gz", gzip.compress(_NPM_AUDIT.encode(), mtime=0),
             "npm audit")]:
        cases.append(cli_bad(
            cid, f"rankagg evaluate osv_cvss.run --qrels {name}: the scanner's file given as the judgements",
            ["evaluate", "osv_cvss.run", "--qrels", name], {"osv_cvss.run": _ONE_RUN, name: content}, name, tool,
            outputs=(), why="trec_eval refuses a qrels line of other than four fields; the file is the tool's, named "
                            "by what it is, with how to write the incident grades as qrels"))

    # --- other mistakes of the day ---------------------------------------------------------------------------------
    cases.append(bad(
        "u29b_api_cyclonedx_dict", "rankagg.fuse(json.load(open('bom.cdx.json'))): a CycloneDX SBOM as a dict",
        "import rankagg, json\nrankagg.fuse(json.load(open('bom.cdx.json')), method='rrf')\n", "CycloneDX",
        files={"bom.cdx.json": _CDX_JSON},
        why="README: runs are {run: {query: {doc: score}}}; an SBOM lists components, no scores: told what it is"))
    cases.append(bad(
        "u29b_api_trivy_frame", "rankagg.fuse(pd.json_normalize(trivy['Results'][0]['Vulnerabilities'])): Trivy's "
        "findings as a frame (VulnerabilityID, PkgName, InstalledVersion, Severity)",
        "import rankagg, json, pandas as pd\nt = json.load(open('trivy.json'))\n"
        "rankagg.fuse(pd.json_normalize(t['Results'][0]['Vulnerabilities']), method='borda')\n", "Trivy",
        files={"trivy.json": _TRIVY},
        why="README: a frame of runs has qid, docid, score (and run) columns; Trivy's columns are told so"))
    cases.append(cli_bad(
        "u29b_purl_with_blank", "rankagg fuse osv_cvss.run b.run: a purl copied with a blank ('pkg:npm/left pad@1.3.0')",
        ["fuse", "osv_cvss.run", "b.run", "--method", "rrf", "-o", "order.run"],
        {"osv_cvss.run": _ONE_RUN, "b.run": "acme/payments-api Q0 pkg:npm/lodash@4.17.21 1 9 b\n"
                                            "acme/payments-api Q0 pkg:npm/left pad@1.3.0 2 8 b\n"},
        "b.run:2", why="trec_eval splits fields at blanks: seven fields, refused at its line"))
    cases.append(cli_bad(
        "u29b_score_out_of_ten", "rankagg fuse osv_cvss.run b.run: a Scorecard score written '7.5/10'",
        ["fuse", "osv_cvss.run", "b.run", "--method", "rrf", "-o", "order.run"],
        {"osv_cvss.run": _ONE_RUN, "b.run": "acme/payments-api Q0 pkg:npm/lodash@4.17.21 1 7.5/10 b\n"},
        "b.run:1", why="docs/conventions.md: a non-numeric score is refused at its line (trec_eval's atof reads 7.5)"))
    cases.append(cli_bad(
        "u29b_score_cvss_vector", "rankagg fuse osv_cvss.run b.run: the CVSS vector in the score field",
        ["fuse", "osv_cvss.run", "b.run", "--method", "rrf", "-o", "order.run"],
        {"osv_cvss.run": _ONE_RUN,
         "b.run": "acme/payments-api Q0 pkg:npm/lodash@4.17.21 1 CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H b\n"},
        "b.run:1", why="docs/conventions.md: a non-numeric score is refused at its line (trec_eval's atof reads 0)"))
    cases.append(bad(
        "u29b_api_weight_unknown_scorer", "rankagg.fuse(R, method='rrf', weights={..., 'snyk': 2}): a weight for a "
        "scorer the team dropped",
        "import rankagg\nR = ratings(listeners=['scorecard', 'osv_cvss'], n_q=2)\n"
        "rankagg.fuse(R, method='rrf', weights={'scorecard': 1.0, 'osv_cvss': 1.0, 'snyk': 2.0})\n", "snyk",
        why="docs/reliability.md: weights that name no run are refused naming them"))
    cases.append(bad(
        "u29b_api_epss_nan", "rankagg.fuse(frame) where EPSS has no score for a package without a CVE (NaN)",
        "import rankagg, pandas as pd\nR = ratings(listeners=['scorecard', 'epss'], n_q=2)\n"
        "df = pd.DataFrame(frame_rows(R), columns=['qid', 'docid', 'run', 'score']).astype({'score': float})\n"
        "df.loc[3, 'score'] = float('nan')\nrankagg.fuse(df, method='borda')\n", "score",
        why="docs/conventions.md: a missing score (NaN) is refused as one"))

    # --- the fused order written under a supply-chain format's name -------------------------------------------------
    for cid, out_name, what, *named in [
            ("u29b_out_cdx_json", "order.cdx.json", "a CycloneDX JSON SBOM", "CycloneDX"),
            ("u29b_out_spdx", "order.spdx", "an SPDX tag-value SBOM", "SBOM"),
            ("u29b_out_sarif", "order.sarif", "a SARIF log"),
            ("u29b_out_lock", "order.lock", "a lock file"),
            ("u29b_out_spdx_json_gz", "ORDER.SPDX.JSON.gz", "SPDX JSON, upper case, gzipped")]:
        cases.append(cli_bad(
            cid, f"rankagg fuse scorecard.run osv_cvss.run --method borda -o {out_name}: {what}; TREC lines under that "
            "name are read by no tool that opens it",
            ["fuse", "scorecard.run", "osv_cvss.run", "--method", "borda", "-o", out_name], None, out_name, *named,
            outputs=(out_name,), setup=_runs_setup("listeners=['scorecard', 'osv_cvss'], seed=45"),
            why="issue 45: every output reads back; rankagg/io/output_names.py names each format's suffix"))
    return cases
