"""Issue 45's thirty-first bar of scripts/reliability_matrix.py, a customer support team's ranking of tickets per
queue for the next shift across triage models (its cases, ids ``u31r_``, registered in its ``cases()``); the mechanics
(:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.  (Written by the lead, in a later
session, before any of its recognisers existed.)

The team's day: each queue and shift (``billing/emea-early``) is a query and each ticket a document by its number
(``tkt:48213``); the runs are the urgency classifier's, the churn-risk model's, the SLA clock's and the team leads'
rankings, scores in [0, 1] at four decimals.  They are fused with RRF, Borda and CombSUM, weighted by each model's
record, and judged against the escalations (2 escalated, 1 reopened, 0 neither).  The mistakes and odd files: the
field's own files given where runs or qrels are read (Zendesk's and Freshdesk's API answers, a Jira CSV export,
GitHub's issues, Intercom's conversations, a ServiceNow XML export, a Salesforce case report), and outputs named for
the field's files.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

THIRTYFIRST_SUPPORT = ("45 Unseen inputs: a thirty-first bar, a customer support team's ranking of tickets per queue "
                       "across triage models (Zendesk, Freshdesk, Jira, GitHub issues, Intercom, ServiceNow, "
                       "Salesforce)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['urgency', 'churn_risk', 'sla_clock', 'team_leads'],
    items=['tkt:48213', 'tkt:48190', 'tkt:48377', 'tkt:48001', 'tkt:48455', 'tkt:48262', 'tkt:48119', 'tkt:48304'],
    queries=['billing/emea-early', 'billing/amer-late', 'outage/emea-early', 'onboarding/apac', 'api/amer-late',
          'refunds/emea-early'],
    suffix='/vip', generator='triage', judgements='escalations') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "triage", "tickets.run")

_RECS3 = ["urgency", "churn_risk", "sla_clock"]
_OUT = ("tickets.run",)
_ONE_RUN = ("billing/emea-early Q0 tkt:48213 1 0.91 urgency\nbilling/emea-early Q0 tkt:48190 2 0.77 urgency\n"
            "billing/emea-early Q0 tkt:48377 3 0.52 urgency\n")
# the team's files, as the help desks write them (a few lines)
_ZENDESK = ('{"tickets": [{"url": "https://acme.zendesk.com/api/v2/tickets/48213.json", "id": 48213, "external_id": '
            'null, "via": {"channel": "email"}, "created_at": "2026-11-27T08:00:00Z", "subject": "Charged twice", '
            '"priority": "high", "status": "open", "requester_id": 20978392, "tags": ["billing"]}], "next_page": '
            'null, "previous_page": null, "count": 1}\n')
_FRESHDESK = ('[{"cc_emails": [], "fwd_emails": [], "reply_cc_emails": [], "fr_escalated": false, "spam": false, '
              '"priority": 3, "requester_id": 1290, "source": 1, "status": 2, "subject": "Charged twice", "id": 48213, '
              '"type": "Billing", "due_by": "2026-11-28T08:00:00Z", "fr_due_by": "2026-11-27T12:00:00Z", '
              '"is_escalated": false, "created_at": "2026-11-27T08:00:00Z"}]\n')
_JIRA = ("Summary,Issue key,Issue id,Issue Type,Status,Project key,Project name,Priority,Resolution,Assignee,"
         "Reporter,Created,Updated\nCharged twice,SUP-48213,104213,Bug,Open,SUP,Support,High,,ana,bo,"
         "27/Nov/26 8:00 AM,27/Nov/26 9:00 AM\n")
_GITHUB = ('[{"url": "https://api.github.com/repos/acme/app/issues/4213", "repository_url": "https://api.github.com/'
           'repos/acme/app", "labels_url": "https://api.github.com/repos/acme/app/issues/4213/labels{/name}", "id": '
           '2701234567, "node_id": "I_kwDOAbc", "number": 4213, "title": "Charged twice", "user": {"login": "ana"}, '
           '"labels": [], "state": "open", "comments": 3}]\n')
_INTERCOM = ('{"type": "conversation.list", "pages": {"type": "pages", "page": 1, "per_page": 20, "total_pages": 3}, '
             '"total_count": 57, "conversations": [{"type": "conversation", "id": "48213", "created_at": 1795248000, '
             '"state": "open", "priority": "priority"}]}\n')
_SERVICENOW = ('<?xml version="1.0" encoding="UTF-8"?>\n<unload unload_date="2026-11-27 10:00:00">\n'
               '<incident action="INSERT_OR_UPDATE">\n<number>INC0048213</number>\n<priority>2</priority>\n'
               '<short_description>Charged twice</short_description>\n</incident>\n</unload>\n')
_SALESFORCE = ('"Case Number","Subject","Status","Priority","Case Origin","Account Name","Contact Name","Date/Time '
               'Opened","Case Owner"\n"00048213","Charged twice","New","High","Email","Acme GmbH","Ana Silva",'
               '"27/11/2026 08:00","Bo Chen"\n')


def thirtyfirst_bar_support_cases() -> list[Case]:
    G = THIRTYFIRST_SUPPORT
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="triage", judgements="escalations", runs=_RECS3, stem="tickets", outputs=_OUT,
        item="tickets", rounded="sla_clock",
        weights="{'urgency': 1.5, 'churn_risk': 1.0, 'sla_clock': 2.0, 'team_leads': 0.5}",
        lone_query="R['team_leads']['legal/emea-early'] = {'tkt:49001': 0.9, 'tkt:49002': 0.4}\n",
        trust="sla_clock 2\nurgency 1.5\nchurn_risk 1\n",
        trust_dict="{'sla_clock': 2, 'urgency': 1.5, 'churn_risk': 1}",
        texts={
            "rrf": ("u31r_rrf_models",
                    "rankagg.fuse({model: {queue/shift: {ticket: score}}}, method='rrf'): four models, six queues "
                    "('billing/emea-early'), tickets by number ('tkt:48213')"),
            "borda": ("u31r_borda_unscored_tickets",
                      "rankagg.fuse(..., method='borda'): the churn model did not score tickets of trial accounts"),
            "combsum": ("u31r_combsum_rounded_scores",
                        "rankagg.fuse(..., method='combsum'): the SLA clock at one decimal (many ties) beside the "
                        "others"),
            "fuser": ("u31r_weighted_fuser_record",
                      "rankagg.Fuser('rrf', weights=...) per queue: the SLA clock counts 2, the team leads 0.5"),
            "frame": ("u31r_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the triage log, a row per "
                      "queue, ticket and model"),
            "evaluate": ("u31r_evaluate_escalations",
                         "rankagg.evaluate(fused ranking, the escalations, ['nDCG@5', 'AP', 'P@3']): does the fused "
                         "ranking put first the tickets that escalated"),
            "lone": ("u31r_one_model_queue",
                     "rankagg.fuse(..., method='rrf'): a queue only the team leads ranked (legal requests) beside "
                     "queues every model covers"),
            "cli_rrf": ("u31r_cli_rrf_runs",
                        "rankagg fuse urgency.run churn_risk.run sla_clock.run --method rrf -o tickets.run: one run "
                        "per model, queues as queries"),
            "cli_borda": ("u31r_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the SLA clock counts "
                          "double)"),
            "cli_combsum": ("u31r_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four tickets an agent takes next"),
            "cli_evaluate": ("u31r_cli_evaluate_escalation_qrels",
                             "rankagg evaluate tickets.run --qrels escalations.qrels -m ndcg_cut.5 -m map: the fused "
                             "ranking against the escalations (0-2)"),
            "cli_parquet": ("u31r_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o tickets.parquet: gzipped runs from the triage "
                            "service, a Parquet table for the support analytics")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u31r_zendesk_tickets_as_run", "Zendesk's tickets answer (tickets, next_page, previous_page, count)",
         "tickets.json", _ZENDESK, "Zendesk", "tickets.json:1"),
        ("u31r_freshdesk_tickets_as_run", "Freshdesk's tickets answer (a list: cc_emails, fr_escalated, ..., "
         "due_by)", "freshdesk_tickets.json", _FRESHDESK, "Freshdesk", "freshdesk_tickets.json:1"),
        ("u31r_jira_csv_as_run", "a Jira CSV export (Summary, Issue key, Issue id, Issue Type, Status, ...)",
         "Jira.csv", _JIRA, "Jira", "Jira.csv:1"),
        ("u31r_github_issues_as_run", "GitHub's issues answer (a list: url, repository_url, labels_url, ..., "
         "number, title)", "issues.json", _GITHUB, "GitHub", "issues.json:1"),
        ("u31r_intercom_as_run", "Intercom's conversations answer (type: conversation.list, pages, "
         "conversations)", "conversations.json", _INTERCOM, "Intercom", "conversations.json:1"),
        ("u31r_servicenow_xml_as_run", "a ServiceNow XML export (unload, incident records)", "incident.xml",
         _SERVICENOW, "ServiceNow", "incident.xml:2"),
        ("u31r_salesforce_cases_as_run", "a Salesforce case report (Case Number, Subject, Status, Priority, "
         "Case Origin, ...)", "report1732700000000.csv", _SALESFORCE, "Salesforce", "report1732700000000.csv:1")],
        one_run=("urgency.run", _ONE_RUN), stem="tickets",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the team can act on)")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u31r_jira_as_qrels", "Jira.csv", _JIRA, "Jira"),
        ("u31r_zendesk_as_qrels", "tickets.json", _ZENDESK, "Zendesk"),
        ("u31r_salesforce_as_qrels", "cases.csv", _SALESFORCE, "Salesforce"),
        ("u31r_servicenow_as_qrels", "incident.xml", _SERVICENOW, "ServiceNow")],
        one_run=("urgency.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u31r_out_mbox", "tickets.mbox", "a mailbox"),
        ("u31r_out_vsdx", "escalation.vsdx", "a Visio diagram"),
        ("u31r_out_one", "shift.one", "a OneNote section")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=31"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u31r_api_zendesk_dict",
            "rankagg.fuse(json.load(tickets.json)): Zendesk's answer loaded in Python given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('t.json')), method='rrf')\n",
            "Zendesk", why="a run maps a query to {document: score}; Zendesk's 'tickets' is a list and 'count' a "
            "number", files={"t.json": _ZENDESK}),
        bad("u31r_api_github_list",
            "rankagg.fuse(json.load(issues.json)): GitHub's issues loaded in Python given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('i.json')), method='rrf')\n",
            "GitHub", why="a list of runs holds {query: {document: score}} mappings; GitHub's issues hold urls, "
            "numbers and titles", files={"i.json": _GITHUB}),
        bad("u31r_api_jira_frame",
            "rankagg.fuse(pd.read_csv(Jira.csv)): the Jira export given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('j.csv'), method='borda')\n",
            "Jira", why="a table of runs has qid, docid, run and score columns; Jira's export has issues",
            files={"j.csv": _JIRA}),
    ]
    return cases
