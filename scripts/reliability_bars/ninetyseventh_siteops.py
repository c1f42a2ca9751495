"""Issue 45's ninety-seventh bar of scripts/reliability_matrix.py, a site reliability team and its incident review
board, ranking services, alerts and incidents per cluster, week, severity and board vote from error budgets, alert
volume, latency, pager load, the on-call engineers' ratings and the board's votes (its cases, ids ``u97b_``, registered
in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.
(Written by a persona session, before any of its recognisers existed.)

The team's day: a cluster's week, a severity's incidents, a board meeting's vote is a query
(``cluster:prod-eu-west-1/week/2024-W23/services`` the services of one cluster in an ISO week;
``severity:sev1/2024-W23/incidents`` the week's SEV1 incidents; ``board:irb/2024-06-07/vote`` the review board's vote
of that day) and each service a document (``svc:payments/checkout-api``, Kubernetes' namespace then the service's
name); the runs are the error budgets' burn, the alert volume, the on-call engineers' ratings and the board's votes,
turned to scores in [0, 1] at four decimals.  They are fused with RRF, Borda and CombSUM, the error budgets' burn
weighted highest (measured by Prometheus against every SLO, not voted), and judged against the board's verdicts (2 a
service the board sends to a reliability sprint, 1 one it watches, 0 otherwise).  The mistakes and odd files: the
field's own files given where runs or qrels are read (Prometheus's text exposition and an instant query's answer,
Alertmanager's webhook payload, ``kubectl get events -o json``, PagerDuty's incidents list, Nagios's status.dat, a
dashboard's PNG screenshot from the same folder, and the board's ballot, an engineer's rating sheet and the vote tally
as typed), and outputs named for the field's files (a node_exporter textfile .prom, an RRDtool .rrd, a pprof profile
.pb.gz and a saved Grafana dashboard's JSON).

How the formats were checked (the search tools' stored pages and sources): Prometheus's text exposition format (``#
HELP``, ``# TYPE``, then ``name{label="v",...} value``; node_exporter reads ``*.prom`` from
``--collector.textfile.directory``); the HTTP API's answer (``{"status":"success","data":{"resultType":"vector",
"result":[{"metric":{...},"value":[<unix time>,"<value as a string>"]}]}}``, prometheus.io's querying/api page), written
compact as the Go server sends it; Alertmanager's webhook payload version 4 (receiver, status, alerts with status,
labels, annotations, startsAt, endsAt, generatorURL, fingerprint, then groupLabels, commonLabels, commonAnnotations,
externalURL, version, groupKey, truncatedAlerts: the stored sample-v4-payload.json), compact as Go marshals it (label
maps' keys sorted, '&' as \\u0026); Nagios's status.dat (the banner, 'info {' with created, version, last_update_check,
update_available, last_version, new_version, each '\\t' key=value, blocks closed by '\\t}': the fprintf lines of
xsddefault.c); Grafana's panel CSV (Inspect, Data, Download CSV: toCSV's quoted header names, ',' and '\\r\\n'); pprof's
saved profile name (``pprof.<binary>.samples.cpu.001.pb.gz``); the PNG signature and chunks (built here with their
CRCs).  Less firmly checked: the Kubernetes event list as kubectl prints it (the EventList's and Event's fields were
checked; kubectl's four-space indentation and sorted keys are from kubectl's JSON printer, not a stored file);
PagerDuty's incidents list (the incident's fields and the list's limit, offset, total and more were checked against
stored client code and schemas; the key order follows the developer portal's example as remembered, not a stored copy).
Left out, as they could not be checked in the time given: OpenMetrics' own files (no stored file suffix),
OpenTelemetry's OTLP JSON, Icinga's status files, syslog lines (RFC 5424's header was not looked up), and any vendor's
incident CSV export (PagerDuty's, Opsgenie's).

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import json
import struct
import zlib

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

NINETYSEVENTH_SITEOPS = ("45 Unseen inputs: a ninety-seventh bar, a site reliability team and its incident review "
                         "board ranking services, alerts and incidents per cluster, week, severity and board vote from "
                         "error budgets, alert volume, latency, pager load, on-call ratings and the board's votes "
                         "(Prometheus's exposition and API answers, Alertmanager's webhooks, Kubernetes events, "
                         "PagerDuty's incidents, Nagios's status.dat, screenshots, and ballots, rating sheets and vote "
                         "tallies as typed)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['error_budget_burn', 'alert_volume', 'oncall_ratings', 'board_votes'],
    items=['svc:payments/checkout-api', 'svc:payments/payments-gateway', 'svc:search/search-api',
           'svc:identity/auth-service', 'svc:payments/cart-service', 'svc:catalog/inventory-service',
           'svc:messaging/notification-worker', 'svc:ingress/edge-proxy'],
    queries=['cluster:prod-eu-west-1/week/2024-W23/services', 'cluster:prod-us-east-2/week/2024-W23/alerts',
             'severity:sev1/2024-W23/incidents', 'board:irb/2024-06-07/vote',
             'cluster:prod-ap-south-1/week/2024-W24/services', 'severity:sev2/2024-W24/incidents'],
    suffix='/revised', generator='service_risk', judgements='board_verdicts'
) + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "service_risk", "reliability_ranking.run")

_RECS3 = ["error_budget_burn", "alert_volume", "oncall_ratings"]
_OUT = ("reliability_ranking.run",)
_ONE_RUN = ("cluster:prod-eu-west-1/week/2024-W23/services Q0 svc:payments/checkout-api 1 0.9412 error_budget_burn\n"
            "cluster:prod-eu-west-1/week/2024-W23/services Q0 svc:payments/payments-gateway 2 0.8873 "
            "error_budget_burn\n")


def _compact(document: object) -> str:
    return json.dumps(document, ensure_ascii=False, separators=(",", ":"))


def _go_json(document: object) -> str:
    """Compact JSON as Go's encoding/json writes it: maps' keys sorted by the caller, '&', '<' and '>' escaped."""
    return _compact(document).replace("&", "\\u0026").replace("<", "\\u003c").replace(">", "\\u003e")


# the team's files, as Prometheus, Alertmanager, kubectl, PagerDuty and Nagios write them, as screenshots, as typed
# Prometheus's text exposition format, a node_exporter textfile collector's file as the SLO job writes it
_EXPOSITION = (
    "# HELP slo_error_budget_remaining_ratio Share of the 28d error budget left.\n"
    "# TYPE slo_error_budget_remaining_ratio gauge\n"
    'slo_error_budget_remaining_ratio{cluster="prod-eu-west-1",namespace="payments",service="checkout-api"} 0.412\n'
    'slo_error_budget_remaining_ratio{cluster="prod-eu-west-1",namespace="search",service="search-api"} 0.877\n'
    "# HELP http_request_duration_seconds Request latency.\n"
    "# TYPE http_request_duration_seconds histogram\n"
    'http_request_duration_seconds_bucket{service="checkout-api",le="0.1"} 24054\n'
    'http_request_duration_seconds_bucket{service="checkout-api",le="0.5"} 33444\n'
    'http_request_duration_seconds_bucket{service="checkout-api",le="+Inf"} 34102\n'
    'http_request_duration_seconds_sum{service="checkout-api"} 5313.71\n'
    'http_request_duration_seconds_count{service="checkout-api"} 34102\n')
_EXPOSITION_NAME = "slo_budget.prom"

# Prometheus's HTTP API, an instant query's answer (/api/v1/query?query=...: the envelope, a vector of samples)
_QUERY_ANSWER = _go_json({"status": "success", "data": {"resultType": "vector", "result": [
    {"metric": {"cluster": "prod-eu-west-1", "namespace": "payments", "service": "checkout-api"},
     "value": [1717754400, "0.0123"]},
    {"metric": {"cluster": "prod-eu-west-1", "namespace": "payments", "service": "payments-gateway"},
     "value": [1717754400, "0.0071"]},
    {"metric": {"cluster": "prod-eu-west-1", "namespace": "search", "service": "search-api"},
     "value": [1717754400, "0.0019"]}]}})
_QUERY_NAME = "error_ratio_query.json"


# Alertmanager's webhook payload (version 4), as the receiver got it: Go's compact JSON, label maps sorted
def _alert(service: str, fingerprint: str, starts: str) -> dict:
    return {"status": "firing",
            "labels": {"alertname": "ErrorBudgetBurn", "cluster": "prod-eu-west-1", "service": service,
                       "severity": "page"},
            "annotations": {"runbook_url": "https://runbooks.example.net/slo/error-budget-burn",
                            "summary": f"{service} is burning its 28d error budget 14x too fast"},
            "startsAt": starts, "endsAt": "0001-01-01T00:00:00Z",
            "generatorURL": "http://prometheus.prod-eu-west-1.example.net:9090/graph?g0.expr="
                            "slo%3Aerror_budget_burn%3Arate1h+%3E+14.4&g0.tab=1",
            "fingerprint": fingerprint}


_WEBHOOK = _go_json({
    "receiver": "irb-webhook", "status": "firing",
    "alerts": [_alert("checkout-api", "5f2c1e9a8b7d3c40", "2024-06-07T08:14:30.112Z"),
               _alert("payments-gateway", "a03d9e61c2b47f18", "2024-06-07T08:15:00.112Z")],
    "groupLabels": {"alertname": "ErrorBudgetBurn"},
    "commonLabels": {"alertname": "ErrorBudgetBurn", "cluster": "prod-eu-west-1", "severity": "page"},
    "commonAnnotations": {"runbook_url": "https://runbooks.example.net/slo/error-budget-burn"},
    "externalURL": "http://alertmanager.prod-eu-west-1.example.net:9093", "version": "4",
    "groupKey": '{}/{severity="page"}:{alertname="ErrorBudgetBurn"}', "truncatedAlerts": 0})
_WEBHOOK_NAME = "alertmanager_webhook.json"


# kubectl get events -n payments -o json: a List of v1 Events, four-space indented, keys sorted as kubectl prints them
def _event(name: str, kind: str, obj: str, reason: str, message: str, count: int, kind_of: str) -> dict:
    return {"apiVersion": "v1", "count": count, "eventTime": None, "firstTimestamp": "2024-06-07T08:11:02Z",
            "involvedObject": {"apiVersion": "v1", "kind": kind, "name": obj, "namespace": "payments",
                               "resourceVersion": "48211907", "uid": "0c6e4b1e-3f0a-4d7c-9d41-5b2f7f1a9e20"},
            "kind": "Event", "lastTimestamp": "2024-06-07T08:14:47Z", "message": message,
            "metadata": {"creationTimestamp": "2024-06-07T08:11:02Z", "name": name, "namespace": "payments",
                         "resourceVersion": "48212388", "uid": "9a1d7c55-6e2b-4f0c-8b3a-27c4e8d0f611"},
            "reason": reason, "reportingComponent": "", "reportingInstance": "",
            "source": {"component": "kubelet", "host": "ip-10-42-17-88.eu-west-1.compute.internal"},
            "type": kind_of}


_EVENTS = json.dumps({"apiVersion": "v1", "items": [
    _event("checkout-api-7d9f8b6c5-x2k4p.17d6a1f3c2b8e901", "Pod", "checkout-api-7d9f8b6c5-x2k4p", "BackOff",
           "Back-off restarting failed container checkout-api in pod checkout-api-7d9f8b6c5-x2k4p_payments", 14,
           "Warning"),
    _event("checkout-api-7d9f8b6c5-x2k4p.17d6a1f3d01a4c22", "Pod", "checkout-api-7d9f8b6c5-x2k4p", "Unhealthy",
           "Readiness probe failed: HTTP probe failed with statuscode: 503", 31, "Warning")],
    "kind": "List", "metadata": {"resourceVersion": ""}}, indent=4, sort_keys=True) + "\n"
_EVENTS_NAME = "events.json"


# PagerDuty's REST API v2, GET /incidents: the incidents, then limit, offset, total and more; compact as it answers
def _ref(kind: str, pid: str, summary: str) -> dict:
    return {"id": pid, "type": f"{kind}_reference", "summary": summary,
            "self": f"https://api.pagerduty.com/{kind}s/{pid}",
            "html_url": f"https://acme-sre.pagerduty.com/{kind}s/{pid}"}


def _incident(pid: str, number: int, title: str, service: tuple[str, str], status: str, urgency: str) -> dict:
    return {"id": pid, "type": "incident", "summary": f"[#{number}] {title}",
            "self": f"https://api.pagerduty.com/incidents/{pid}",
            "html_url": f"https://acme-sre.pagerduty.com/incidents/{pid}", "incident_number": number,
            "title": title, "created_at": "2024-06-07T08:15:04Z", "updated_at": "2024-06-07T09:02:41Z",
            "status": status, "incident_key": "5f2c1e9a8b7d3c40", "service": _ref("service", *service),
            "assignments": [], "assigned_via": "escalation_policy",
            "last_status_change_at": "2024-06-07T09:02:41Z", "resolved_at": "2024-06-07T09:02:41Z",
            "first_trigger_log_entry": _ref("log_entry", "R8GJ3QK2LX0V1", "Triggered through the API."),
            "alert_counts": {"all": 3, "triggered": 0, "resolved": 3}, "is_mergeable": True,
            "escalation_policy": _ref("escalation_policy", "P7HXQ2M", "Payments primary"),
            "teams": [_ref("team", "PQ9K2TB", "SRE Payments")], "pending_actions": [], "acknowledgements": [],
            "basic_alert_grouping": None, "alert_grouping": None, "last_status_change_by": _ref(
                "service", *service), "priority": None, "incidents_responders": [], "responder_requests": [],
            "subscriber_requests": [], "urgency": urgency}


_INCIDENTS = _compact({"incidents": [
    _incident("Q2W1M8ZK4RT9B", 48213, "ErrorBudgetBurn checkout-api prod-eu-west-1", ("PD3XK7Q", "checkout-api"),
              "resolved", "high"),
    _incident("Q0LZ7Y1N3XH5C", 48214, "ErrorBudgetBurn payments-gateway prod-eu-west-1",
              ("PF8M2WA", "payments-gateway"), "resolved", "high")],
    "limit": 25, "offset": 0, "total": None, "more": False})
_INCIDENTS_NAME = "pagerduty_incidents.json"

# Nagios's status.dat (xsddefault.c's banner, then the info block and one host's and one service's status)
_STATUS_DAT = ("########################################\n"
               "#          NAGIOS STATUS FILE\n"
               "#\n"
               "# THIS FILE IS AUTOMATICALLY GENERATED\n"
               "# BY NAGIOS.  DO NOT MODIFY THIS FILE!\n"
               "########################################\n\n"
               "info {\n\tcreated=1717754412\n\tversion=4.4.6\n\tlast_update_check=1717718400\n"
               "\tupdate_available=0\n\tlast_version=4.4.6\n\tnew_version=4.4.6\n\t}\n\n"
               "hoststatus {\n\thost_name=edge-proxy-01\n\tmodified_attributes=0\n\tcheck_command=check-host-alive\n"
               "\tcurrent_state=0\n\tplugin_output=PING OK - Packet loss = 0%, RTA = 0.61 ms\n\t}\n\n"
               "servicestatus {\n\thost_name=edge-proxy-01\n\tservice_description=HTTPS checkout\n"
               "\tcurrent_state=2\n\tcurrent_attempt=3\n\tmax_attempts=3\n"
               "\tplugin_output=HTTP CRITICAL: HTTP/1.1 503 Service Unavailable - 512 bytes in 2.014 second\n"
               "\tperformance_data=time=2.014345s;1.000000;2.000000;0.000000 size=512B;;;0\n\t}\n\n")
_STATUS_NAME = "status.dat"


def _png_chunk(kind: bytes, data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)


def _screenshot_png() -> bytes:
    """A dashboard panel's screenshot as a PNG (ISO/IEC 15948): the signature 89 'PNG' 0D 0A 1A 0A, IHDR (width,
    height, bit depth 8, colour type 2, truecolour), a tEXt Software chunk, IDAT (zlib, each row's filter byte 0) and
    IEND, each chunk's length, type, data and CRC-32."""
    width, height = 4, 2
    rows = b"".join(b"\x00" + bytes([0x16, 0x17, 0x1C] * width) for _ in range(height))
    return (b"\x89PNG\r\n\x1a\n"
            + _png_chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
            + _png_chunk(b"tEXt", b"Software\x00gnome-screenshot")
            + _png_chunk(b"IDAT", zlib.compress(rows, 9)) + _png_chunk(b"IEND", b""))


_PNG = _screenshot_png()
_PNG_NAME = "Screenshot from 2024-06-07 08-31-12.png"

# the board's ballot as typed by a member: rank, service, cluster, severity, incidents, score: six fields a line
_BALLOT = ("1 checkout-api prod-eu-west-1 sev1 3 9.1\n2 payments-gateway prod-eu-west-1 sev1 2 8.4\n"
           "3 search-api prod-us-east-2 sev2 4 6.9\n4 edge-proxy prod-ap-south-1 sev2 1 5.2\n")
# an on-call engineer's rating sheet as typed at the end of the week: engineer, service, week, pages, night pages,
# rating: six fields a line
_RATINGS = ("mkowalski checkout-api 2024-W23 14 5 4.5\nmkowalski payments-gateway 2024-W23 9 3 3.8\n"
            "mkowalski search-api 2024-W23 4 0 2.1\nmkowalski edge-proxy 2024-W23 2 1 1.6\n")
# the board's vote tally as typed by its secretary: service, for a reliability sprint, against, abstained: four fields
_TALLY = "checkout-api 6 1 0\npayments-gateway 5 1 1\nsearch-api 2 4 1\nedge-proxy 1 6 0\n"

# Grafana's panel data (Inspect, Data, Download CSV): quoted header names, ',' and '\r\n', the time in epoch ms
_GRAFANA_CSV = ('"Time","checkout-api","payments-gateway","search-api"\r\n'
                "1717747200000,0.412,0.287,0.133\r\n1717750800000,0.455,0.301,0.129\r\n"
                "1717754400000,0.398,0.276,0.141\r\n")
_GRAFANA_CSV_NAME = "p99 latency-data.csv"


def ninetyseventh_bar_siteops_cases() -> list[Case]:
    G = NINETYSEVENTH_SITEOPS
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="service_risk", judgements="board_verdicts", runs=_RECS3,
        stem="reliability_ranking", outputs=_OUT, item="service", rounded="oncall_ratings",
        weights="{'error_budget_burn': 2.0, 'alert_volume': 1.0, 'oncall_ratings': 1.0, 'board_votes': 1.5}",
        lone_query="R['board_votes']['board:irb/2024-06-14/vote'] = "
                   "{'svc:payments/checkout-api': 0.9, 'svc:payments/payments-gateway': 0.4}\n",
        trust="error_budget_burn 2\nalert_volume 1\noncall_ratings 1\n",
        trust_dict="{'error_budget_burn': 2, 'alert_volume': 1, 'oncall_ratings': 1}",
        texts={
            "rrf": ("u97b_rrf_service_risk",
                    "rankagg.fuse({source: {cluster week, severity or board vote: {service: score}}}, "
                    "method='rrf'): error budget burn, alert volume, on-call ratings and the board's votes, six "
                    "rankings ('severity:sev1/2024-W23/incidents'), services as 'svc:payments/checkout-api'"),
            "borda": ("u97b_borda_service_absent",
                      "rankagg.fuse(..., method='borda'): a service with no alerts or no incident that week has no "
                      "score from some sources"),
            "combsum": ("u97b_combsum_rounded_ratings",
                        "rankagg.fuse(..., method='combsum'): the on-call engineers' ratings kept to one decimal "
                        "(many ties) beside the error budgets' burn and the alert volume"),
            "fuser": ("u97b_weighted_fuser_error_budget",
                      "rankagg.Fuser('rrf', weights=...) per cluster week, severity and board vote: the error "
                      "budgets' burn counts 2, as Prometheus measures it against every SLO"),
            "frame": ("u97b_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the board's review sheet, "
                      "a row per cluster week or vote, service and source"),
            "evaluate": ("u97b_evaluate_board_verdicts",
                         "rankagg.evaluate(fused ranking, the board's verdicts, ['nDCG@5', 'AP', 'P@3']): does the "
                         "fused ranking put the two services sent to a reliability sprint first"),
            "lone": ("u97b_board_only_next_vote",
                     "rankagg.fuse(..., method='rrf'): next week's board vote only the board's votes hold, beside "
                     "cluster weeks every source covers"),
            "cli_rrf": ("u97b_cli_rrf_runs",
                        "rankagg fuse error_budget_burn.run alert_volume.run oncall_ratings.run --method rrf "
                        "-o reliability_ranking.run: one run per source, cluster weeks and votes as queries"),
            "cli_borda": ("u97b_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the error budgets' "
                          "burn counts double)"),
            "cli_combsum": ("u97b_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the top four the board's agenda takes per "
                            "cluster week"),
            "cli_evaluate": ("u97b_cli_evaluate_board_verdicts_qrels",
                             "rankagg evaluate reliability_ranking.run --qrels board_verdicts.qrels -m ndcg_cut.5 -m "
                             "map: the fused ranking against the board's verdicts (0-2)"),
            "cli_parquet": ("u97b_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o reliability_ranking.parquet: gzipped runs from "
                            "the SLO jobs, a Parquet table for the board's weekly review")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u97b_prometheus_exposition_as_run", "a textfile collector's file in Prometheus's text exposition format "
         "(# HELP, # TYPE, then name{labels} value lines: error budgets left, a latency histogram)",
         _EXPOSITION_NAME, _EXPOSITION, "Prometheus", f"{_EXPOSITION_NAME}:1"),
        ("u97b_prometheus_query_answer_as_run", "an instant query's answer from Prometheus's HTTP API (JSON: status, "
         "data.resultType vector, result's metric labels and [time, \"value\"])", _QUERY_NAME, _QUERY_ANSWER,
         "Prometheus", f"{_QUERY_NAME}:1"),
        ("u97b_alertmanager_webhook_as_run", "a webhook payload as Alertmanager posts it (JSON, version 4: receiver, "
         "status, alerts' labels and annotations, groupLabels, ..., groupKey, truncatedAlerts)", _WEBHOOK_NAME,
         _WEBHOOK, "Alertmanager", f"{_WEBHOOK_NAME}:1"),
        ("u97b_kubectl_events_as_run", "a namespace's events as kubectl get events -o json prints them (a v1 List "
         "of Events: involvedObject, reason, message, count, source)", _EVENTS_NAME, _EVENTS, "Kubernetes",
         f"{_EVENTS_NAME}:1"),
        ("u97b_pagerduty_incidents_as_run", "the week's incidents as PagerDuty's REST API lists them (JSON: "
         "incidents with incident_number, title, service, urgency, ..., then limit, offset, total, more)",
         _INCIDENTS_NAME, _INCIDENTS, "PagerDuty", f"{_INCIDENTS_NAME}:1"),
        ("u97b_nagios_status_dat_as_run", "Nagios's status file (the NAGIOS STATUS FILE banner, then info, "
         "hoststatus and servicestatus blocks of key=value lines)", _STATUS_NAME, _STATUS_DAT, "Nagios",
         f"{_STATUS_NAME}:1"),
        ("u97b_screenshot_png_as_run", "a dashboard panel's screenshot left in the review's folder (PNG: 89 'PNG' "
         "0D 0A 1A 0A, IHDR, tEXt, IDAT, IEND)", _PNG_NAME, _PNG, "PNG", _PNG_NAME),
        ("u97b_ballot_as_run", "a board member's ballot as typed (six fields a line: rank, service, cluster, "
         "severity, incidents, score)", "ballot_irb_2024-06-07.txt", _BALLOT, "ballot",
         "ballot_irb_2024-06-07.txt:1"),
        ("u97b_rating_sheet_as_run", "an on-call engineer's rating sheet as typed (six fields a line: engineer, "
         "service, week, pages, night pages, rating)", "oncall_ratings_2024-W23.txt", _RATINGS, "rating sheet",
         "oncall_ratings_2024-W23.txt:1"),
        ("u97b_vote_tally_as_run", "the board's vote tally as typed (four fields a line: service, for, against, "
         "abstained)", "vote_tally.txt", _TALLY, "vote tally", "vote_tally.txt:1")],
        one_run=("error_budget_burn.run", _ONE_RUN), stem="reliability_ranking",
        text_why="trec_eval refuses a line of other than six fields, and a typed ballot's six are a rank, a service, "
                 "a cluster, a severity, a count and a score, not a run's; the file is the field's own, named by what "
                 "it is (a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a PNG screenshot read as lines gives no ranking: named by what it is")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u97b_vote_tally_as_qrels", "vote_tally.txt", _TALLY, "vote tally"),
        ("u97b_ballot_as_qrels", "ballot_irb_2024-06-07.txt", _BALLOT, "ballot"),
        ("u97b_pagerduty_incidents_as_qrels", _INCIDENTS_NAME, _INCIDENTS, "PagerDuty"),
        ("u97b_alertmanager_webhook_as_qrels", _WEBHOOK_NAME, _WEBHOOK, "Alertmanager")],
        one_run=("error_budget_burn.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u97b_out_textfile_prom", "service_risk.prom",
         "a node_exporter textfile collector's file in Prometheus's exposition format (.prom)"),
        ("u97b_out_rrdtool_rrd", "pager_load.rrd", "an RRDtool round-robin database (.rrd)"),
        ("u97b_out_pprof_profile_pb_gz", "pprof.checkout-api.samples.cpu.001.pb.gz",
         "a pprof CPU profile as go tool pprof saves it (.pb.gz)"),
        ("u97b_out_grafana_dashboard_json", "error_budgets.grafana.json",
         "a saved Grafana dashboard's JSON model (JSON)")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=97"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u97b_api_prometheus_query_document",
            "rankagg.fuse(json.load(error_ratio_query.json)): an instant query's answer from Prometheus's HTTP API, "
            "loaded in Python, given as the runs",
            f"import json, rankagg\nrankagg.fuse(json.load(open('{_QUERY_NAME}', encoding='utf-8')), "
            "method='rrf')\n",
            "Prometheus", why="a run maps a query to {document: score}; Prometheus's answer is an envelope, status "
            "then data, its resultType and a vector of samples, each a metric's labels and [time, value as a string]",
            files={_QUERY_NAME: _QUERY_ANSWER}),
        bad("u97b_api_grafana_csv_frame",
            "rankagg.fuse(pd.read_csv('p99 latency-data.csv')): a latency panel's data as Grafana's Download CSV "
            "writes it (\"Time\" in epoch ms, then a column per service) given as runs",
            "import pandas as pd, rankagg\n"
            f"rankagg.fuse(pd.read_csv('{_GRAFANA_CSV_NAME}'), method='borda')\n",
            "Grafana", why="a table of runs has qid, docid, run and score columns; Grafana's panel CSV is a time "
            "series, a row per timestamp and a column per series (services' p99 latency)",
            files={_GRAFANA_CSV_NAME: _GRAFANA_CSV}),
    ]
    return cases
