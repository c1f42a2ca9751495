"""A vulnerability management team's files where a run, the judgements or a table are read (issue 45's thirty-second
bar, u32i_): Nmap's, Nessus's, Greenbone's and Burp's XML (their roots; Burp's after a DOCTYPE with an internal
subset), EPSS's scores (at their '#model_version' line, which the run reader skips as a comment), CISA's KEV
catalogue, NVD's CVE API answers and Nuclei's results (files and documents loaded in Python), and Qualys's exports
(files and frames).  They were told a field count or a generic note; each is named for what it is, with what to give
instead."""

from __future__ import annotations

import re
from typing import Sequence

from rankagg.io.header_tables import columns_note, header_cells, named_table
from rankagg.io.xml_head import xml_root

__all__ = ["AS_RUN", "VULNMGMT_JSON", "vulnmgmt_columns", "vulnmgmt_document", "vulnmgmt_head", "vulnmgmt_shape"]

#: what to do with scans, feeds and scores: each score's ranking of a segment's findings is a run
AS_RUN = ("give each score's ranking of the findings (CVSS, EPSS, the scanner's risk, the analysts') as a run, a "
          "network segment and week a query and each finding a document (vuln:CVE-2026-21412@10.0.4.12), the score "
          "higher for the riskier: 'SEGMENT/WEEK Q0 FINDING RANK SCORE SCORE_NAME'; what was exploited or escalated "
          "is the qrels, 'SEGMENT/WEEK 0 FINDING GRADE'")
_NOT_LINES = "not TREC run or qrels lines: "

_TABLES = (
    (("IP", "QID", "Title", "Severity"), "a Qualys scan export (IP, DNS, NetBIOS, OS, ..., QID, Title, Severity, ...)"),
    (("cve", "epss", "percentile"), "EPSS's scores (FIRST's Exploit Prediction Scoring System: cve, epss, "
                                    "percentile)"),
)
_KEV = ("CISA's Known Exploited Vulnerabilities catalogue (KEV: title, catalogVersion, dateReleased, count, "
        "vulnerabilities with cveID, ...)")
_NVD = "NVD's CVE API 2.0 answer (resultsPerPage, startIndex, totalResults, format NVD_CVE, vulnerabilities)"
_NUCLEI = ("nuclei's results (ProjectDiscovery's Nuclei scanner: template-id, info with name and severity, type, "
           "host, matched-at, ...)")
VULNMGMT_JSON: tuple[tuple[tuple[str, ...], str], ...] = (
    (('"catalogVersion"', '"vulnerabilities"', '"cveID"'), f"{_KEV}, {_NOT_LINES}{AS_RUN}"),
    (('"NVD_CVE"', '"vulnerabilities"'), f"{_NVD}, {_NOT_LINES}{AS_RUN}"),
    (('"template-id"', '"matched-at"'), f"{_NUCLEI}, {_NOT_LINES}{AS_RUN}"),
)
_XML = {"nmaprun": "Nmap's XML output (nmaprun: hosts, their ports and scripts' results)",
        "NessusClientData_v2": "a Nessus export (.nessus: NessusClientData_v2, Policy, Report, ReportHost, ReportItem)",
        "issues": "Burp Suite's issues export (issues, then issue: serialNumber, type, name, severity, ...)"}


def vulnmgmt_shape(name: str, lines: Sequence[str]) -> str | None:
    """What a text file named ``name`` whose first lines are ``lines`` is, with what to give instead, or None."""
    if not lines:
        return None
    # EPSS's header is its second line, after a '#model_version' line the run reader skips: the head names it there
    what = named_table(header_cells(lines[0]), _TABLES[:1])
    return None if what is None else f"is {what}, read it with pandas, {_NOT_LINES}{AS_RUN}"


def vulnmgmt_head(text: str) -> tuple[int, str] | None:
    """(line, reason) when the head ``text`` is a scanner's XML or EPSS's scores (their '#model_version' line)."""
    if re.match(r"^\ufeff?#model_version:[^,\n]*,score_date:", text) or named_table(
            header_cells(text.split("\n", 1)[0]), _TABLES[1:]):
        return 1, (f"is EPSS's scores ('#model_version...,score_date...', then cve, epss, percentile), "
                   f"{_NOT_LINES}{AS_RUN}")
    root = xml_root(text)
    if root is None:
        return None
    what = _XML.get(root.local)
    if root.local == "issues" and "burpVersion" not in root.attributes:
        what = None
    if root.local == "report" and "format_id=" in root.attributes and re.search(r"<(?:gmp|omp)>", text):
        what = "a Greenbone / OpenVAS XML report (report, owner, gmp, results: a scan's results per host and NVT)"
    return None if what is None else (root.line, f"is {what}, {_NOT_LINES}{AS_RUN}")


def vulnmgmt_document(obj: object) -> str | None:
    """What a KEV catalogue, an NVD answer or a Nuclei result loaded in Python and given as runs is, or None."""
    if not isinstance(obj, dict):
        return None
    if "catalogVersion" in obj and isinstance(obj.get("vulnerabilities"), list):
        return f"{_KEV}, {_NOT_LINES}{AS_RUN}"
    if obj.get("format") == "NVD_CVE":
        return f"{_NVD}, {_NOT_LINES}{AS_RUN}"
    if "template-id" in obj and "matched-at" in obj:
        return f"{_NUCLEI}, {_NOT_LINES}{AS_RUN}"
    return None


def vulnmgmt_columns(names: Sequence[object]) -> str | None:
    """What a table (a frame, a comparison table) whose columns are ``names`` is, or None."""
    return columns_note(names, _TABLES, AS_RUN)
