"""A site reliability team's and its incident review board's files (issue 45's ninety-seventh bar, u97b_):
Prometheus's text exposition files and HTTP API answers, Alertmanager's webhook payloads, kubectl's event lists,
PagerDuty's incident lists, Nagios's status.dat, the board's typed ballots (a severity, sev0 to sev5, on every line)
and the on-call engineers' typed rating sheets (an ISO week on every line).  (PNG screenshots are named by the older
readers.)  By decision the board's typed vote tally (service, for, against, abstained) and a Grafana panel's CSV (a
time, then a column per series) stay undeclared: they hold nothing of this field's own; their refusals name the file
and line, or the frame's columns."""

from __future__ import annotations

from rankagg.io.fields.declaration import NAME_FIELD, Field, FieldFile, ranked_from_the_top

#: a service's or cluster's name as the engineers type it (checkout-api, prod-eu-west-1), never a run's Q0
_NAME = r"(?!Q0[ \t])[A-Za-z][\w.-]*"
#: a rating sheet's line: engineer, service, ISO week, pages, night pages, rating
_RATING = rf"{NAME_FIELD}[ \t]+{_NAME}[ \t]+\d{{4}}-W\d\d[ \t]+\d+[ \t]+\d+[ \t]+\d+(?:\.\d+)?[ \t]*\r?"

SITEOPS = Field(
    team="a site reliability team and its incident review board (u97b_)",
    advice="give each source's ranking of a cluster's, week's, severity's or board vote's services (the error "
           "budgets' burn, the alert volume, the on-call ratings, the board's votes) as a run, the week or vote a "
           "query (cluster:prod-eu-west-1/2024-W23) and each service a document (svc:payments/checkout-api), the "
           "score higher for the service most in need: 'WEEK Q0 SERVICE RANK SCORE SOURCE'; the board's verdicts "
           "are the qrels, 'WEEK 0 SERVICE GRADE'",
    files=(
        FieldFile("a Prometheus text exposition file ('# HELP' and '# TYPE' lines, then samples 'name{labels} "
                  "value': a /metrics page, node_exporter's textfile collector's .prom)",
                  "# HELP slo_error_budget_remaining_ratio Share of the 28d error budget left.\n"
                  "# TYPE slo_error_budget_remaining_ratio gauge\n"
                  'slo_error_budget_remaining_ratio{service="checkout-api"} 0.412\n', 1,
                  line=r"\A\ufeff?(?:# HELP [a-zA-Z_:][a-zA-Z0-9_:]*[^\r\n]*\r?\n)?# TYPE [a-zA-Z_:][a-zA-Z0-9_:]* "
                       r"(?:counter|gauge|histogram|summary|untyped)\r?$",
                  outputs=(".prom",)),
        FieldFile("a Prometheus HTTP API answer (JSON: status, data with its resultType and result, each sample a "
                  "metric's labels and [time, value])",
                  '{"status":"success","data":{"resultType":"vector","result":[{"metric":{"service":"checkout-api"},'
                  '"value":[1717754400,"0.0123"]}]}}\n', 1,
                  keys=("data", "resultType", "result", "status")),
        FieldFile("an Alertmanager webhook payload (JSON: receiver, status, alerts, groupLabels, commonLabels, "
                  "commonAnnotations, externalURL, version, groupKey)",
                  '{"receiver":"irb-webhook","status":"firing","alerts":[{"status":"firing","labels":{"alertname":'
                  '"ErrorBudgetBurn"},"fingerprint":"5f2c1e9a8b7d3c40"}],"groupLabels":{},"commonLabels":{},'
                  '"externalURL":"http://alertmanager.example.net:9093","version":"4","groupKey":"{}:{}"}\n', 1,
                  keys=("alerts", "receiver", "groupLabels", "commonLabels", "groupKey")),
        FieldFile("a Kubernetes event list (JSON from 'kubectl get events -o json': apiVersion, items, each event's "
                  "involvedObject, reason, message, count, ...)",
                  '{\n    "apiVersion": "v1",\n    "items": [\n        {\n            "apiVersion": "v1",\n'
                  '            "count": 14,\n            "involvedObject": {\n                "kind": "Pod",\n'
                  '                "name": "checkout-api-7d9f8b6c5-x2k4p"\n            },\n'
                  '            "kind": "Event",\n            "reason": "BackOff"\n        }\n    ],\n'
                  '    "kind": "List"\n}\n', 1,
                  keys=("items", "involvedObject", "reason", "apiVersion", "kind")),
        FieldFile("PagerDuty's incidents list (JSON from its REST API: incidents, each an incident_number, title, "
                  "status, service, escalation_policy and urgency, then limit, offset, total, more)",
                  '{"incidents":[{"id":"Q2W1M8ZK4RT9B","type":"incident","incident_number":48213,"title":'
                  '"ErrorBudgetBurn checkout-api","status":"resolved","escalation_policy":{"id":"P7HXQ2M"},'
                  '"urgency":"high"}],"limit":25,"offset":0,"total":null,"more":false}\n', 1,
                  keys=("incidents", "incident_number", "escalation_policy", "limit", "more")),
        FieldFile("Nagios's status file (status.dat: its banner, then info, hoststatus and servicestatus blocks of "
                  "'key=value' lines)",
                  "########################################\n#          NAGIOS STATUS FILE\n#\n"
                  "# THIS FILE IS AUTOMATICALLY GENERATED\n# BY NAGIOS.  DO NOT MODIFY THIS FILE!\n"
                  "########################################\n\ninfo {\n\tcreated=1717754412\n", 1,
                  line=r"\A\ufeff?#{20,}\r?\n#[ \t]+NAGIOS STATUS FILE[ \t]*\r?$"),
        FieldFile("an incident review board's ballot typed as text (rank, service, cluster, severity sev0 to sev5, "
                  "incidents, score)",
                  "1 checkout-api prod-eu-west-1 sev1 3 9.1\n2 payments-gateway prod-eu-west-1 sev1 2 8.4\n", 1,
                  line=ranked_from_the_top(rf"[ \t]+{_NAME}[ \t]+[\w.-]+[ \t]+(?i:sev)[0-5][ \t]+\d+[ \t]+"
                                           r"\d+(?:\.\d+)?[ \t]*\r?"),
                  lookalike=True),
        FieldFile("an on-call engineer's rating sheet typed as text (engineer, service, ISO week, pages, night "
                  "pages, rating)",
                  "mkowalski checkout-api 2024-W23 14 5 4.5\nmkowalski search-api 2024-W23 4 0 2.1\n", 1,
                  line=rf"^{_RATING}\n{_RATING}$",
                  lookalike=True),
    ))
