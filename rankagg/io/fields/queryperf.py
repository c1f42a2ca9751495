"""A database reliability team's query triage files, its DBAs' and on-call platform engineers' (issue 45's
hundred-and-seventh bar, u107a_): PostgreSQL's pg_stat_statements as psql's \\copy CSV (and its table read as a
frame) and as psql's aligned table, EXPLAIN (ANALYZE, FORMAT JSON) plans, PostgreSQL server logs with auto_explain's
plans, MySQL slow query logs (with the server's opening lines or without, as rotated), pt-query-digest's JSON output
(as saved, and loaded in Python), performance_schema's statement digests as mysql -B prints them, and the team's typed
rating sheets, ballots and vote tallies, which name a statement by its queryid as 16 hex digits on every line.  (A
pg_dump custom-format archive is named by rankagg.io.fields.databases; outputs named .sql, .explain.json or
postgresql.conf are refused by the older readers, and .dump is the output names' to refuse.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import NAME_FIELD, Field, FieldFile

#: a statement's queryid (or digest) as the team types it: 16 lower-case hex digits, a letter among them (the team
#: writes pg_stat_statements' signed bigint as its 64 bits); a number alone, or a name alone, is no token of the field's
_QID = r"(?=[0-9]{0,15}[a-f])[0-9a-f]{16}(?![\w.-])"
#: a database cluster's slug (orders-pg, billing-mysql); never a run's Q0 nor a qrels' 0 in a second field
_CLUSTER = r"(?!Q0[ \t])(?!0[ \t])[A-Za-z][\w.-]*"
#: a table's name (orders, public.order_items) or a proposed fix's slug (add-index, rewrite-subquery)
_SLUG = r"[\w][\w.$-]*"
#: a week as the team names its weeks (2026-W41), or a day
_WHEN = r"\d{4}-(?:W(?:0[1-9]|[1-4]\d|5[0-3])|\d\d-\d\d)"
#: a DBA's rating sheet's line: DBA, date, cluster, queryid, table, proposed fix, p99 in ms, rating
_RATING = (rf"{NAME_FIELD}[ \t]+{_WHEN}[ \t]+{_CLUSTER}[ \t]+{_QID}[ \t]+{_SLUG}[ \t]+{_SLUG}[ \t]+\d+(?:\.\d+)?"
           r"[ \t]+\d(?:\.\d+)?[ \t]*\r?")
#: an engineer's ballot's line: engineer, week, place (never a qrels' 0), cluster, queryid
_BALLOT = rf"{NAME_FIELD}[ \t]+{_WHEN}[ \t]+(?!0[ \t])\d{{1,2}}[ \t]+{_CLUSTER}[ \t]+{_QID}[ \t]*\r?"
#: the fix plan's vote tally's line: queryid, cluster, the fix-now, fix-later and leave votes, the decision
_TALLY = (rf"{_QID}[ \t]+{_CLUSTER}(?:[ \t]+\d+){{3}}[ \t]+"
          r"(?i:fix-now|fix-later|leave|fix-this-sprint|defer(?:red)?|wont-fix|won't-fix)[ \t]*\r?")
#: a slow query log entry's statistics line, which tells it from the general query log (whose opening lines are the
#: same) and from any log that says 'Time:'
_QUERY_TIME = r"^# Query_time: \d+(?:\.\d+)?[ \t]+Lock_time: "

_PGSS_CSV = ("userid,dbid,toplevel,queryid,query,calls,total_exec_time,min_exec_time,max_exec_time,mean_exec_time,"
             "rows,shared_blks_hit\n16390,16401,t,-8340901126312473504,\"SELECT o.id, o.status FROM orders o WHERE "
             "o.customer_id = $1 LIMIT $2\",184212,1843021.5573899993,0.041207,2841.372146,10.005110072633813,"
             "9210600,88213407\n")
_SLOW_ENTRY = ("# Time: 2026-10-14T09:12:44.123456Z\n# User@Host: billing_app[billing_app] @  [10.20.3.17]  Id: 48213\n"
               "# Query_time: 4.812355  Lock_time: 0.000214 Rows_sent: 50  Rows_examined: 2381177\nuse billing;\n"
               "SET timestamp=1791969164;\nSELECT * FROM invoices WHERE account_id = 90211 LIMIT 50;\n")

QUERYPERF = Field(
    team="a database reliability team's query triage, its DBAs and on-call platform engineers (u107a_)",
    advice="give each source's ranking of a cluster's week's, a week's fleet's or an incident's SQL statements (the "
           "share of total execution time, the p99 latency regression, the lock waits, the DBAs' votes) as a run, the "
           "cluster's week a query (cluster:2026-W41/orders-pg) and each statement a document "
           "(query:orders-pg/8c3f2a9e1b7d4c60), the score higher for the statement to fix first: 'CLUSTER Q0 "
           "STATEMENT RANK SCORE SOURCE'; the fix plan is the qrels, 'CLUSTER 0 STATEMENT GRADE' (2 fix this "
           "sprint, 1 fix later, 0 leave)",
    files=(
        # total_exec_time is the view's own (PostgreSQL 13 and later), beside its queryid and calls; a frame read
        # from the CSV has them as its columns
        FieldFile("PostgreSQL's pg_stat_statements exported as CSV (psql's \\copy ... CSV HEADER: userid, dbid, "
                  "queryid, query, calls, total_exec_time, mean_exec_time, ..., shared_blks_hit, a statement a row)",
                  _PGSS_CSV, 1, columns=("total_exec_time", "queryid", "calls")),
        # a DBA's own selection, its columns aliased (total_ms): queryid, calls and query are the view's, and psql's
        # aligned layout (a rule of dashes joined by '+' under the header) tells the printed table
        FieldFile("pg_stat_statements' statements as psql prints them (an aligned table: queryid, calls, ..., query "
                  "columns, a '-+-' rule, '(N rows)')",
                  "       queryid        | calls  |  total_ms  | mean_ms |  pct  |    query\n"
                  "----------------------+--------+------------+---------+-------+--------------\n"
                  " -8340901126312473504 | 184212 | 1843021.56 |   10.01 | 46.15 | SELECT o.id\n(1 row)\n\n", 1,
                  columns=("queryid", "calls", "query"), marks=(r"^-+\+-+\+",)),
        # explain.c's JSON: a list of one object whose Plan holds the node's type, costs and estimated rows
        FieldFile("a PostgreSQL EXPLAIN (ANALYZE, FORMAT JSON) plan (a list of one object: Plan with Node Type, "
                  "Startup Cost, Total Cost, Plan Rows, Plan Width, Actual Total Time, Plans; Planning Time, "
                  "Triggers, Execution Time)",
                  '[\n  {\n    "Plan": {\n      "Node Type": "Seq Scan",\n      "Parallel Aware": false,\n'
                  '      "Relation Name": "orders",\n      "Startup Cost": 0.00,\n      "Total Cost": 48210.00,\n'
                  '      "Plan Rows": 1042,\n      "Plan Width": 29\n    },\n    "Planning Time": 0.214,\n'
                  '    "Execution Time": 2841.377\n  }\n]\n', 1,
                  keys=("Plan", "Node Type", "Startup Cost", "Total Cost", "Plan Rows")),
        # auto_explain's message ('duration: %.3f ms  plan:'), then the plan on the message's next lines, its Query
        # Text first (a text plan, or a JSON one), whatever log_line_prefix comes before it
        FieldFile("a PostgreSQL server log with auto_explain's plans ('LOG:  duration: ... ms  plan:', then the "
                  "Query Text and the plan's nodes)",
                  "2026-10-14 09:41:07.512 UTC [48213] LOG:  duration: 2841.372 ms  plan:\n"
                  "\tQuery Text: SELECT count(*) FROM orders WHERE status = 'open'\n"
                  "\tAggregate  (cost=48212.61..48212.62 rows=1 width=8) (actual time=2841.1..2841.1 rows=1 loops=1)\n",
                  1, line=r"^[^\n]*\b(?:LOG|INFO|NOTICE|WARNING|DEBUG\d?):  duration: \d+\.\d+ ms  plan:\r?\n"
                          r"[ \t]*(?:\{\s*)?\"?Query Text\"?: "),
        # mysqld's opening lines (the binary, 'Version: ... started with:', its port and socket, the heading) are the
        # general query log's too: a slow query log's statistics line tells it
        FieldFile("a MySQL slow query log (mysqld's opening lines, then '# Time:', '# User@Host:', '# Query_time: "
                  "... Lock_time: ... Rows_examined:', SET timestamp and the statement)",
                  "/usr/sbin/mysqld, Version: 8.0.36 (MySQL Community Server - GPL). started with:\n"
                  "Tcp port: 3306  Unix socket: /var/run/mysqld/mysqld.sock\n"
                  "Time                 Id Command    Argument\n" + _SLOW_ENTRY, 1,
                  line=r"\A[^\n]*, Version: [^\n]*started with:\r?\n[^\n]*\r?\nTime +Id +Command +Argument[ \t]*\r?$",
                  marks=(_QUERY_TIME,)),
        # a rotated (or MariaDB's, Percona Server's) log opens with its first entry
        FieldFile("a MySQL slow query log ('# Time:', '# User@Host:', '# Query_time: ... Lock_time: ... "
                  "Rows_examined:', SET timestamp and the statement)",
                  _SLOW_ENTRY, 1, line=r"\A# Time: [^\n]+\r?\n# User@Host: [^\n]*\[[^\n]*@", marks=(_QUERY_TIME,)),
        # its JSONReportFormatter's: classes of a fingerprint's checksum, distillate and metrics, then global
        FieldFile("pt-query-digest's JSON output (--output json: classes, each its checksum, fingerprint, "
                  "distillate, example and metrics such as Query_time and Lock_time; global)",
                  '{\n   "classes" : [\n      {\n         "attribute" : "fingerprint",\n         "checksum" : '
                  '"9F2C4E6A8B0D1357",\n         "distillate" : "SELECT billing.invoices",\n         "fingerprint" : '
                  '"select * from invoices where account_id = ?",\n         "query_count" : 1\n      }\n   ],\n'
                  '   "global" : {\n      "query_count" : 1,\n      "unique_query_count" : 1\n   }\n}\n', 1,
                  keys=("classes", "checksum", "fingerprint", "distillate", "global")),
        # events_statements_summary_by_digest's own column names, as mysql -B heads its tab-separated rows
        FieldFile("MySQL's performance_schema statement digests (events_statements_summary_by_digest as mysql -B "
                  "prints it: SCHEMA_NAME, DIGEST, DIGEST_TEXT, COUNT_STAR, SUM_TIMER_WAIT, ..., a digest a row)",
                  "SCHEMA_NAME\tDIGEST\tDIGEST_TEXT\tCOUNT_STAR\tSUM_TIMER_WAIT\tSUM_LOCK_TIME\n"
                  "billing\t9f2c4e6a8b0d13571a0be52c7f3d9e84b6a1c0d2e3f4a5b6c7d8e9f0a1b2c3d4\tSELECT * FROM "
                  "`invoices` WHERE `account_id` = ?\t41877\t98210442178000000\t8961000000\n", 1,
                  columns=("DIGEST_TEXT", "DIGEST", "COUNT_STAR", "SUM_TIMER_WAIT")),
        FieldFile("a DBA's query triage rating sheet typed as text (DBA, date, cluster, queryid as 16 hex digits, "
                  "table, proposed fix, p99 in ms, rating)",
                  "ibarra 2026-10-14 orders-pg 8c3f2a9e1b7d4c60 orders add-index 2841 5\n"
                  "ibarra 2026-10-14 orders-pg 1f0e9d8c7b6a5943 order_items rewrite-subquery 7012 4\n", 1,
                  line=rf"^{_RATING}\n{_RATING}$"),
        FieldFile("an on-call engineer's query fix ballot typed as text (engineer, week, place, cluster, queryid as "
                  "16 hex digits)",
                  "okafor 2026-W41 1 orders-pg 8c3f2a9e1b7d4c60\nokafor 2026-W41 2 billing-mysql 4b6d8f0a2c4e6a8c\n",
                  1, line=rf"^{_BALLOT}\n{_BALLOT}$"),
        # six fields a line: they pass for a run's lines
        FieldFile("a query fix plan's vote tally typed as text (queryid as 16 hex digits, cluster, fix-now, "
                  "fix-later and leave votes, decision)",
                  "8c3f2a9e1b7d4c60 orders-pg 6 1 0 fix-now\n4b6d8f0a2c4e6a8c billing-mysql 5 2 0 fix-now\n", 1,
                  line=rf"^{_TALLY}\n{_TALLY}$", lookalike=True),
    ))
