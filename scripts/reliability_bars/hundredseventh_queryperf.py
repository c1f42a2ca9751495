"""Issue 45's hundred-and-seventh bar of scripts/reliability_matrix.py, a database reliability team's query triage, the
DBAs and the on-call platform engineers ranking the slow or costly SQL statements to fix first per database cluster,
week and incident from total execution time share, p99 latency regression, lock waits and the DBAs' votes (its cases,
ids ``u107a_``, registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the
verdicts) are the matrix's.  (Written by a persona session, before any of its recognisers existed.)

The team's day: each cluster's week, each week's fleet and each incident (``cluster:2026-W41/orders-pg``,
``week:2026-W41/mysql-fleet``, ``incident:2026-10-14/checkout-latency``) is a query and each statement a document, as
the team writes it: the cluster, then the statement's queryid or digest as 16 hex digits
(``query:orders-pg/8c3f2a9e1b7d4c60``); on the typed sheets the cluster and the 16 hex digits as two fields.  The runs
are the share of total execution time, the p99 regression, the lock waits and the DBAs' votes, turned to scores in
[0, 1] at four decimals.  They are fused with RRF, Borda and CombSUM, the time share weighted highest, and judged
against the fix plan (2 fix this sprint, 1 fix later, 0 leave).  The mistakes and odd files: the field's own files
given where runs or qrels are read (pg_stat_statements as psql's \\copy CSV and as psql's aligned table, an EXPLAIN
(ANALYZE, FORMAT JSON) plan, a PostgreSQL log with auto_explain's plans, a MySQL slow query log, pt-query-digest's JSON
output, performance_schema's statement digests as mysql -B prints them, a pg_dump custom-format archive, and a DBA's
rating sheet, an engineer's ballot and the fix plan's vote tally as the team types them), and outputs named for the
field's files (a .sql script, a .dump, an .explain.json, a postgresql.conf).  (Checked: pg_stat_statements' column
names (userid, dbid, toplevel, queryid, query, plans, total_plan_time, ..., calls, total_exec_time, min_exec_time,
max_exec_time, mean_exec_time, stddev_exec_time, rows, shared_blks_hit, shared_blks_read, ..., temp_blks_written, ...)
from clients' copies of the view found by code search (a TypeScript PgStatStatement interface in the view's order, a
psql \\d listing of the 1.10 view, pg_manager's statements.sql); the subset a DBA selects, that COPY CSV quotes only
when needed and writes t/f and float8 at shortest round-trip digits, and the values from memory of PostgreSQL; the
queryid a signed bigint (so the team's 16 hex digits are its 64 bits, a convention of the team's, a guess).  psql's
aligned layout from outputs of psql found by code search (a centred header line ending in a space, the rule of w + 2
dashes a column joined by '+', the last column unpadded, '(1 row)'); the right-aligned numbers and the blank line
after the footer from memory.  EXPLAIN's JSON from plans saved as users save them, found by code search (the key order
Node Type, Parent Relationship, Parallel Aware, Async Capable, Relation Name, Alias, Startup Cost, Total Cost, Plan
Rows, Plan Width, Actual Startup Time, Actual Total Time, Actual Rows, Actual Loops, Filter, Rows Removed by Filter,
Plans; Sort Key as a one-line list, Sort Method, Sort Space Used and Sort Space Type; two-space indent); the empty
Triggers group on two lines, Planning Time and Execution Time from memory of explain.c.  The auto_explain log from
memory (log_line_prefix's default '%m [%p] ', 'duration: %.3f ms  plan:', elog.c's tab after each line break of a
message, EXPLAIN's text plan with '->' nodes), not checked against a source here.  The slow query log's entry from
code search (a log-ingestion sample and parsers' regular expressions: '# Time:' in ISO form with microseconds and Z,
'# User@Host: user[user] @  [ip]  Id:', '# Query_time: ...  Lock_time: ... Rows_sent: ...  Rows_examined: ...', 'use
db;', 'SET timestamp=N;', the statement); the server's three opening lines (Version, Tcp port, the Time/Id/Command
heading) from memory of mysqld's log.cc.  pt-query-digest's JSON from its own test sample (percona/percona-toolkit,
t/pt-query-digest/samples/json/slow002.txt: classes of attribute, checksum (16 upper-case hex digits), distillate,
example {query, ts}, fingerprint, histograms, metrics (Lock_time, Query_time, Rows_examined with avg, max, median, min,
pct, pct_95, stddev, sum as strings; db, host, user as {value}), query_count, tables {create, status}, ts_max, ts_min;
global of files {name, size}, metrics, query_count, unique_query_count; three-space indent, ' : ', sorted keys) and its
JSONReportFormatter (JSON->pretty->canonical); the sample's leading blank line left out, the histograms' buckets and
the metrics' values made up.  performance_schema's column names (SCHEMA_NAME, DIGEST, DIGEST_TEXT, COUNT_STAR,
SUM_TIMER_WAIT, ...) from queries users run against events_statements_summary_by_digest, found by code search; the
64-hex-digit SHA-256 digests of 8.0, QUANTILE_99, FIRST_SEEN's six decimals, mysql -B's header line and NULL from
memory.  pg_dump's custom-format head from pg_dump's source (postgres/postgres, src/bin/pg_dump/pg_backup_archiver.c,
WriteHead: 'PGDMP', the version's major, minor and revision bytes, intSize, offSize, format, then (1.15, PostgreSQL 16)
the compression algorithm as a byte, the creation time's seven ints, the database name, the server's version and
PG_VERSION as strings); WriteInt's sign byte then little-endian bytes and WriteStr's length then bytes from memory, the
TOC after the head cut to its count.  Left out, as they could not be checked byte for byte: pgBadger's JSON (its
structure could not be read here), pg_stat_monitor, and a SQLite database (the team keeps none).  The rating sheet,
the ballot and the vote tally are typed here as the team's DBA lead types them.)

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import calendar
import csv
import io
import json
import struct

from .case import Case, command_cases, fusion_checks, named_at, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

HUNDREDSEVENTH_QUERYPERF = ("45 Unseen inputs: a hundred-and-seventh bar, a database reliability team (DBAs and the "
                            "on-call platform engineers) ranking slow or costly SQL queries to fix first per database "
                            "cluster, week and incident from total execution time share, p99 latency regression, lock "
                            "waits and the DBAs' votes (PostgreSQL pg_stat_statements as CSV and as psql's aligned "
                            "table, EXPLAIN (ANALYZE, FORMAT JSON) plans, a PostgreSQL log with auto_explain plans, a "
                            "MySQL slow query log, pt-query-digest JSON, performance_schema statement digests as "
                            "mysql -B TSV, a pg_dump custom-format archive, DBAs' rating sheets, engineers' ballots "
                            "and the fix plan's vote tallies as typed)")

_QID = "8c3f2a9e1b7d4c60"

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['total_time_share', 'p99_regression', 'lock_waits', 'dba_votes'],
    items=[f'query:orders-pg/{_QID}', 'query:orders-pg/1f0e9d8c7b6a5943', 'query:orders-pg/5a4b3c2d1e0f9876',
           'query:checkout-pg/d2c1b0a9f8e7d6c5', 'query:checkout-pg/3e7a91c04b2d8f15',
           'query:billing-mysql/9f2c4e6a8b0d1357', 'query:billing-mysql/4b6d8f0a2c4e6a8c',
           'query:inventory-mysql/7e5c3a1f9d7b5e3c'],
    queries=['cluster:2026-W41/orders-pg', 'week:2026-W41/mysql-fleet', 'incident:2026-10-14/checkout-latency',
             'cluster:2026-W41/checkout-pg', 'cluster:2026-W41/billing-mysql', 'incident:2026-10-16/replica-lag'],
    suffix='/recheck', generator='fix_scores', judgements='fix_plan'
) + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "fix_scores", "fix_first.run")

_RECS3 = ["total_time_share", "lock_waits", "dba_votes"]
_OUT = ("fix_first.run",)
_ONE_RUN = (f"cluster:2026-W41/orders-pg Q0 query:orders-pg/{_QID} 1 0.9312 dba_votes\n"
            "cluster:2026-W41/orders-pg Q0 query:orders-pg/1f0e9d8c7b6a5943 2 0.8047 dba_votes\n")


def _queryid(hex16: str) -> str:
    """pg_stat_statements' queryid (a signed bigint) whose 64 bits the team writes as 16 hex digits."""
    n = int(hex16, 16)
    return str(n - (1 << 64) if n >= 1 << 63 else n)


# the team's files, as PostgreSQL, psql, pg_dump, MySQL, pt-query-digest and the team's DBAs write them
# pg_stat_statements as psql's \copy (SELECT ...) TO 'file' CSV HEADER writes it: a statement a row, float8 at its
# shortest round-trip digits, booleans t and f, fields quoted only when they hold a comma, a quote or a line break
_PGSS_COLUMNS = ["userid", "dbid", "toplevel", "queryid", "query", "plans", "total_plan_time", "calls",
                 "total_exec_time", "min_exec_time", "max_exec_time", "mean_exec_time", "stddev_exec_time", "rows",
                 "shared_blks_hit", "shared_blks_read", "temp_blks_written", "wal_bytes"]
_Q1 = "SELECT o.id, o.status, o.total_cents FROM orders o WHERE o.customer_id = $1 ORDER BY o.created_at DESC LIMIT $2"
_Q2 = ("UPDATE order_items SET reserved = $1 WHERE order_id = $2 AND sku IN (SELECT sku FROM stock_holds "
       "WHERE expires_at < now())")
_Q3 = "SELECT count(*) FROM orders WHERE status = $1 AND created_at >= $2"
_PGSS_ROWS = [
    ["16390", "16401", "t", _queryid(_QID), _Q1, "0", "0", "184212", "1843021.5573899993", "0.041207",
     "2841.372146", "10.005110072633813", "31.84476239001257", "9210600", "88213407", "3170294", "0", "0"],
    ["16390", "16401", "t", _queryid("1f0e9d8c7b6a5943"), _Q2, "0", "0", "52018", "911457.0930210006", "0.318211",
     "7012.55809", "17.52195322313738", "204.1176590041122", "104036", "7120944", "88420", "0", "41289312"],
    ["16390", "16401", "t", _queryid("5a4b3c2d1e0f9876"), _Q3, "0", "0", "8760", "402188.9962200001", "12.901855",
     "611.204377", "45.91198587", "38.6620177180903", "8760", "2201337", "1880422", "22016", "0"]]


def _csv(rows: list[list[str]], delimiter: str = ",") -> str:
    out = io.StringIO()
    csv.writer(out, delimiter=delimiter, lineterminator="\n").writerows(rows)
    return out.getvalue()


_PGSS_CSV = _csv([_PGSS_COLUMNS] + _PGSS_ROWS)
_PGSS_CSV_NAME = "pg_stat_statements_orders-pg_2026-W41.csv"


# the same view as psql prints it (aligned, border 1): headers centred, numbers right-aligned, text left-aligned, the
# last column unpadded, '(N rows)' and a blank line after
def _psql_aligned(header: list[str], rows: list[list[str]], right: set[int]) -> str:
    widths = [max(len(r[i]) for r in [header] + rows) for i in range(len(header))]
    last = len(header) - 1

    def centred(i: int, h: str) -> str:
        pad = widths[i] - len(h)
        return " " * (pad // 2) + h + " " * ((pad + 1) // 2)

    def cell(i: int, v: str) -> str:
        if i in right:
            return v.rjust(widths[i])
        return v if i == last else v.ljust(widths[i])

    lines = [" " + " | ".join(centred(i, h) for i, h in enumerate(header)) + " ",
             "+".join("-" * (w + 2) for w in widths)]
    lines += [" " + " | ".join(cell(i, v) for i, v in enumerate(r)) for r in rows]
    return "\n".join(lines + [f"({len(rows)} rows)", "", ""])


_PSQL_TABLE = _psql_aligned(
    ["queryid", "calls", "total_ms", "mean_ms", "pct", "query"],
    [[_queryid(_QID), "184212", "1843021.56", "10.01", "46.15", _Q1[:60]],
     [_queryid("1f0e9d8c7b6a5943"), "52018", "911457.09", "17.52", "22.82", _Q2[:60]],
     [_queryid("5a4b3c2d1e0f9876"), "8760", "402189.00", "45.91", "10.07", _Q3[:60]]], right={0, 1, 2, 3, 4})
_PSQL_TABLE_NAME = "top_statements_orders-pg.txt"

# EXPLAIN (ANALYZE, FORMAT JSON) as psql -XAt saves it: explain.c's JSON, two-space indent, costs at two decimals,
# times at three, an empty Triggers group opened and closed on two lines
_EXPLAIN_JSON = """[
  {
    "Plan": {
      "Node Type": "Sort",
      "Parallel Aware": false,
      "Async Capable": false,
      "Startup Cost": 48236.05,
      "Total Cost": 48238.65,
      "Plan Rows": 1042,
      "Plan Width": 29,
      "Actual Startup Time": 2841.102,
      "Actual Total Time": 2841.141,
      "Actual Rows": 50,
      "Actual Loops": 1,
      "Sort Key": ["o.created_at DESC"],
      "Sort Method": "top-N heapsort",
      "Sort Space Used": 38,
      "Sort Space Type": "Memory",
      "Plans": [
        {
          "Node Type": "Seq Scan",
          "Parent Relationship": "Outer",
          "Parallel Aware": false,
          "Async Capable": false,
          "Relation Name": "orders",
          "Alias": "o",
          "Startup Cost": 0.00,
          "Total Cost": 48210.00,
          "Plan Rows": 1042,
          "Plan Width": 29,
          "Actual Startup Time": 0.018,
          "Actual Total Time": 2839.904,
          "Actual Rows": 987,
          "Actual Loops": 1,
          "Filter": "(customer_id = 42)",
          "Rows Removed by Filter": 1999013
        }
      ]
    },
    "Planning Time": 0.214,
    "Triggers": [
    ],
    "Execution Time": 2841.377
  }
]
"""
_EXPLAIN_NAME = "orders-pg_8c3f2a9e1b7d4c60.explain.json"

# the server log with auto_explain's plans (log_line_prefix '%m [%p] ', auto_explain.log_analyze on): the message's
# continuation lines each begin with a tab, the plan in EXPLAIN's text format
_AUTO_EXPLAIN_LOG = (
    "2026-10-14 09:41:07.512 UTC [48213] LOG:  duration: 2841.372 ms  plan:\n"
    f"\tQuery Text: {_Q1.replace('$1', '42').replace('$2', '50')}\n"
    "\tLimit  (cost=48236.05..48236.18 rows=50 width=29) (actual time=2841.102..2841.141 rows=50 loops=1)\n"
    "\t  ->  Sort  (cost=48236.05..48238.65 rows=1042 width=29) (actual time=2841.100..2841.121 rows=50 loops=1)\n"
    "\t        Sort Key: created_at DESC\n"
    "\t        Sort Method: top-N heapsort  Memory: 38kB\n"
    "\t        ->  Seq Scan on orders o  (cost=0.00..48210.00 rows=1042 width=29) (actual time=0.018..2839.904 "
    "rows=987 loops=1)\n"
    "\t              Filter: (customer_id = 42)\n"
    "\t              Rows Removed by Filter: 1999013\n"
    "2026-10-14 09:41:09.880 UTC [48377] LOG:  duration: 7012.558 ms  plan:\n"
    "\tQuery Text: UPDATE order_items SET reserved = false WHERE order_id = 88123 AND sku IN (SELECT sku FROM "
    "stock_holds WHERE expires_at < now())\n"
    "\tUpdate on order_items  (cost=412.30..1290.44 rows=0 width=0) (actual time=7012.490..7012.491 rows=0 loops=1)\n"
    "\t  ->  Hash Semi Join  (cost=412.30..1290.44 rows=3 width=14) (actual time=7010.022..7012.301 rows=2 loops=1)\n"
    "\t        Hash Cond: (order_items.sku = stock_holds.sku)\n"
    "2026-10-14 09:41:12.004 UTC [48213] LOG:  checkpoint starting: time\n")
_AUTO_EXPLAIN_NAME = "postgresql-2026-10-14_094107.log"


# MySQL's slow query log as mysqld writes it to the file: the server's three opening lines, then per statement
# '# Time:', '# User@Host:', '# Query_time:', 'use', 'SET timestamp=' and the statement
def _slow(when: str, user: str, ip: str, tid: int, qt: str, lt: str, sent: int, examined: int, db: str,
          sql: str) -> str:
    stamp = calendar.timegm((int(when[:4]), int(when[5:7]), int(when[8:10]), int(when[11:13]), int(when[14:16]),
                             int(when[17:19]), 0, 0, 0))
    return (f"# Time: {when}Z\n# User@Host: {user}[{user}] @  [{ip}]  Id: {tid}\n"
            f"# Query_time: {qt}  Lock_time: {lt} Rows_sent: {sent}  Rows_examined: {examined}\n"
            f"use {db};\nSET timestamp={stamp};\n{sql};\n")


_SLOW_LOG = ("/usr/sbin/mysqld, Version: 8.0.36 (MySQL Community Server - GPL). started with:\n"
             "Tcp port: 3306  Unix socket: /var/run/mysqld/mysqld.sock\n"
             "Time                 Id Command    Argument\n"
             + _slow("2026-10-14T09:12:44.123456", "billing_app", "10.20.3.17", 48213, "4.812355", "0.000214", 50,
                     2381177, "billing", "SELECT * FROM invoices WHERE account_id = 90211 AND status = 'open' "
                     "ORDER BY due_at LIMIT 50")
             + _slow("2026-10-14T09:12:51.907311", "billing_app", "10.20.3.18", 48230, "12.044190", "9.871002", 0,
                     1, "billing", "UPDATE ledger_balances SET amount_cents = amount_cents - 4200 WHERE "
                     "account_id = 90211"))
_SLOW_LOG_NAME = "billing-mysql-slow.log"


# pt-query-digest --output json: JSON::PP's pretty, canonical output (three-space indent, ' : '), a class per
# fingerprint with its 16-hex-digit checksum, metrics as strings, then global
def _metric(vals: list[float], fmt: str, pct: str) -> dict:
    s = sorted(vals)
    f = (lambda v: fmt % v)
    return {"avg": f(sum(s) / len(s)), "max": f(s[-1]), "median": f(s[len(s) // 2]), "min": f(s[0]), "pct": pct,
            "pct_95": f(s[-1]), "stddev": f(0.0 if len(s) == 1 else (max(s) - min(s)) / 2), "sum": f(sum(s))}


def _pt_class(checksum: str, distillate: str, fp: str, query: str, ts: str, qt: list[float], lt: list[float],
              examined: list[float], table: str) -> dict:
    return {"attribute": "fingerprint", "checksum": checksum, "distillate": distillate,
            "example": {"query": query, "ts": ts}, "fingerprint": fp,
            "histograms": {"Query_time": [0, 0, 0, 0, 0, 1 if max(qt) < 10 else 0, 1 if max(qt) >= 10 else 0, 0]},
            "metrics": {"Lock_time": _metric(lt, "%.6f", "0.500000"), "Query_time": _metric(qt, "%.6f", "0.500000"),
                        "Rows_examined": _metric(examined, "%d", "0"), "db": {"value": "billing"},
                        "host": {"value": "10.20.3.17"}, "user": {"value": "billing_app"}},
            "query_count": len(qt),
            "tables": [{"create": f"SHOW CREATE TABLE `billing`.`{table}`\\G",
                        "status": f"SHOW TABLE STATUS FROM `billing` LIKE '{table}'\\G"}],
            "ts_max": ts, "ts_min": ts}


_PT_DIGEST = json.dumps({"classes": [
    _pt_class("9F2C4E6A8B0D1357", "SELECT billing.invoices",
              "select * from invoices where account_id = ? and status = ? order by due_at limit ?",
              "SELECT * FROM invoices WHERE account_id = 90211 AND status = 'open' ORDER BY due_at LIMIT 50",
              "2026-10-14 09:12:44", [4.812355], [0.000214], [2381177], "invoices"),
    _pt_class("4B6D8F0A2C4E6A8C", "UPDATE billing.ledger_balances",
              "update ledger_balances set amount_cents = amount_cents - ? where account_id = ?",
              "UPDATE ledger_balances SET amount_cents = amount_cents - 4200 WHERE account_id = 90211",
              "2026-10-14 09:12:51", [12.04419], [9.871002], [1], "ledger_balances")],
    "global": {"files": [{"name": "/var/log/mysql/billing-mysql-slow.log", "size": len(_SLOW_LOG.encode())}],
               "metrics": {"Lock_time": _metric([0.000214, 9.871002], "%.6f", "1"),
                           "Query_time": _metric([4.812355, 12.04419], "%.6f", "1"),
                           "Rows_examined": _metric([2381177, 1], "%d", "1")},
               "query_count": 2, "unique_query_count": 2}},
    indent=3, sort_keys=True, separators=(",", " : ")) + "\n"
_PT_DIGEST_NAME = "pt-query-digest_billing-mysql_2026-10-14.json"

# performance_schema.events_statements_summary_by_digest as 'mysql -B -e "SELECT ..."' prints it: a header of the
# selected column names, tab-separated, timer columns in picoseconds, NULL for a statement run outside a schema
_PS_COLUMNS = ["SCHEMA_NAME", "DIGEST", "DIGEST_TEXT", "COUNT_STAR", "SUM_TIMER_WAIT", "AVG_TIMER_WAIT",
               "MAX_TIMER_WAIT", "SUM_LOCK_TIME", "SUM_ROWS_EXAMINED", "SUM_NO_INDEX_USED", "FIRST_SEEN", "LAST_SEEN",
               "QUANTILE_99"]
_PS_ROWS = [
    ["billing", "9f2c4e6a8b0d13571a0be52c7f3d9e84b6a1c0d2e3f4a5b6c7d8e9f0a1b2c3d4",
     "SELECT * FROM `invoices` WHERE `account_id` = ? AND `status` = ? ORDER BY `due_at` LIMIT ?", "41877",
     "98210442178000000", "2345209400000", "4812355000000", "8961000000", "99710548210", "41877",
     "2026-10-07 00:00:04.118220", "2026-10-14 09:12:44.123456", "4786300923000"],
    ["billing", "4b6d8f0a2c4e6a8c52d0e7b1f93a46c8d5e2b7f0c1a3e5d7b9f1a2c4e6d8b0a2",
     "UPDATE `ledger_balances` SET `amount_cents` = `amount_cents` - ? WHERE `account_id` = ?", "118204",
     "30112890551000000", "254753700000", "12044190000000", "27418836000000", "118204", "0",
     "2026-10-07 00:00:01.551930", "2026-10-14 09:12:51.907311", "10964781961000"],
    ["NULL", "7e5c3a1f9d7b5e3c2a4b6d8f0e1c3a5b7d9f2e4c6a8b0d1f3e5a7c9b2d4f6e8a",
     "SHOW GLOBAL STATUS", "20160", "1450221900000", "71935600", "3401188000", "0", "12418560", "20160",
     "2026-10-07 00:00:10.002114", "2026-10-14 09:14:10.003871", "301995172"]]
_PS_TSV = _csv([_PS_COLUMNS] + _PS_ROWS, delimiter="\t")
_PS_TSV_NAME = "events_statements_summary_by_digest_billing-mysql.tsv"


# a pg_dump custom-format archive (pg_dump -Fc) as WriteHead writes its head: 'PGDMP', the archive version 1.15.0,
# int size 4, offset size 8, format 1 (custom), the compression algorithm (1, gzip), the creation time as seven
# ints, then the database name, the server's and pg_dump's versions as strings; an int is a sign byte then its
# intSize bytes least significant first, a string its length as an int, then its bytes; the TOC that follows is cut
def _pg_int(i: int) -> bytes:
    return bytes([1 if i < 0 else 0]) + struct.pack("<I", abs(i))


def _pg_str(s: str) -> bytes:
    b = s.encode("utf-8")
    return _pg_int(len(b)) + b


_PG_DUMP = (b"PGDMP" + bytes([1, 15, 0, 4, 8, 1, 1])
            + b"".join(_pg_int(v) for v in (12, 30, 2, 14, 9, 126, 0))
            + _pg_str("orders") + _pg_str("16.4 (Debian 16.4-1.pgdg120+2)") + _pg_str("16.4 (Debian 16.4-1.pgdg120+2)")
            + _pg_int(212))
_PG_DUMP_NAME = "orders-pg_2026-10-14.dump"

# a DBA's rating sheet as typed after the week's review: DBA, date, cluster, queryid (16 hex digits), table, proposed
# fix, p99 in ms, rating (1-5): eight fields a line
_RATING_SHEET = (f"ibarra 2026-10-14 orders-pg {_QID} orders add-index 2841 5\n"
                 "ibarra 2026-10-14 orders-pg 1f0e9d8c7b6a5943 order_items rewrite-subquery 7012 4\n"
                 "ibarra 2026-10-14 orders-pg 5a4b3c2d1e0f9876 orders partial-index 611 3\n"
                 "novak 2026-10-14 checkout-pg d2c1b0a9f8e7d6c5 carts vacuum-tuning 388 2\n"
                 "novak 2026-10-14 billing-mysql 9f2c4e6a8b0d1357 invoices covering-index 4812 5\n")
# an on-call engineer's ballot as typed for the fix plan: engineer, week, place, cluster, queryid: five fields
_BALLOT = (f"okafor 2026-W41 1 orders-pg {_QID}\n"
           "okafor 2026-W41 2 billing-mysql 4b6d8f0a2c4e6a8c\n"
           "okafor 2026-W41 3 orders-pg 1f0e9d8c7b6a5943\n"
           "okafor 2026-W41 4 checkout-pg 3e7a91c04b2d8f15\n")
# the fix plan's vote tally as the DBA lead types it: queryid, cluster, fix-now, fix-later and leave votes, decision:
# six fields a line
_VOTE_TALLY = (f"{_QID} orders-pg 6 1 0 fix-now\n4b6d8f0a2c4e6a8c billing-mysql 5 2 0 fix-now\n"
               "5a4b3c2d1e0f9876 orders-pg 2 4 1 fix-later\n7e5c3a1f9d7b5e3c inventory-mysql 0 2 5 leave\n")


def hundredseventh_bar_queryperf_cases() -> list[Case]:
    G = HUNDREDSEVENTH_QUERYPERF
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="fix_scores", judgements="fix_plan", runs=_RECS3,
        stem="fix_first", outputs=_OUT, item="query fingerprint", rounded="lock_waits",
        weights="{'total_time_share': 2.0, 'p99_regression': 1.5, 'lock_waits': 1.0, 'dba_votes': 1.0}",
        lone_query="R['total_time_share']['cluster:2026-W41/analytics-pg'] = "
                   "{'query:orders-pg/5a4b3c2d1e0f9876': 0.9, 'query:checkout-pg/3e7a91c04b2d8f15': 0.4}\n",
        trust="total_time_share 2\nlock_waits 1\ndba_votes 1\n",
        trust_dict="{'total_time_share': 2, 'lock_waits': 1, 'dba_votes': 1}",
        texts={
            "rrf": ("u107a_rrf_fix_scores",
                    "rankagg.fuse({source: {cluster, week or incident: {query fingerprint: score}}}, method='rrf'): "
                    "total execution time share, p99 latency regression, lock waits and the DBAs' votes, six "
                    "rankings ('cluster:2026-W41/orders-pg'), statements by cluster and queryid "
                    f"('query:orders-pg/{_QID}')"),
            "borda": ("u107a_borda_query_not_scored_by_all",
                      "rankagg.fuse(..., method='borda'): a statement first seen mid-week (a new deploy's query), "
                      "with no p99 baseline and no lock waits sampled yet, so some sources have no score for it"),
            "combsum": ("u107a_combsum_rounded_lock_waits",
                        "rankagg.fuse(..., method='combsum'): lock waits as a share of wait time at one decimal "
                        "(many ties), beside the execution time share and the DBAs' votes"),
            "fuser": ("u107a_weighted_fuser_total_time_share",
                      "rankagg.Fuser('rrf', weights=...) per cluster, week and incident: total execution time share "
                      "counts 2, the p99 regression 1.5, lock waits and the votes 1, as the cluster's load is what "
                      "pages the on-call"),
            "frame": ("u107a_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the team's query triage "
                      "tracker, a row per cluster week, statement and source"),
            "evaluate": ("u107a_evaluate_fix_plan",
                         "rankagg.evaluate(fused ranking, the fix plan, ['nDCG@5', 'AP', 'P@3']): does the fused "
                         "ranking put the fix-this-sprint statements first"),
            "lone": ("u107a_analytics_cluster_only_time_share",
                     "rankagg.fuse(..., method='rrf'): the analytics cluster, which only the execution time share "
                     "covers so far (no p99 baseline, no votes), beside clusters, weeks and incidents every source "
                     "covers"),
            "cli_rrf": ("u107a_cli_rrf_runs",
                        "rankagg fuse total_time_share.run lock_waits.run dba_votes.run --method rrf -o "
                        "fix_first.run: one run per source, clusters, weeks and incidents as queries"),
            "cli_borda": ("u107a_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the execution time "
                          "share counts double)"),
            "cli_combsum": ("u107a_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four fixes a sprint can take per "
                            "cluster"),
            "cli_evaluate": ("u107a_cli_evaluate_fix_plan_qrels",
                             "rankagg evaluate fix_first.run --qrels fix_plan.qrels -m ndcg_cut.5 -m map: the fused "
                             "ranking against the fix plan (2 fix this sprint, 1 fix later, 0 leave)"),
            "cli_parquet": ("u107a_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o fix_first.parquet: gzipped runs from the nightly "
                            "statistics job, a Parquet table for the team's query dashboard")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u107a_pg_stat_statements_csv_as_run", "PostgreSQL's pg_stat_statements as psql's \\copy (SELECT ...) "
         "CSV HEADER writes it (userid, dbid, toplevel, queryid, query, plans, total_plan_time, calls, "
         "total_exec_time, ..., mean_exec_time, ..., wal_bytes)", _PGSS_CSV_NAME, _PGSS_CSV, "pg_stat_statements",
         named_at(_PGSS_CSV_NAME, _PGSS_CSV)),
        ("u107a_pg_stat_statements_psql_table_as_run", "pg_stat_statements' top statements as psql prints them "
         "(aligned: centred headers queryid, calls, total_ms, mean_ms, pct, query; a '-+-' rule; '(3 rows)')",
         _PSQL_TABLE_NAME, _PSQL_TABLE, "pg_stat_statements", named_at(_PSQL_TABLE_NAME, _PSQL_TABLE)),
        ("u107a_explain_analyze_json_as_run", "a PostgreSQL EXPLAIN (ANALYZE, FORMAT JSON) plan (a list of one "
         "object: Plan with Node Type, costs, Actual Total Time, Plans; Planning Time, Triggers, Execution Time)",
         _EXPLAIN_NAME, _EXPLAIN_JSON, "EXPLAIN", f"{_EXPLAIN_NAME}:1"),
        ("u107a_auto_explain_log_as_run", "a PostgreSQL server log with auto_explain's plans ('LOG:  duration: ... "
         "ms  plan:', then tab-indented Query Text and the plan's nodes)", _AUTO_EXPLAIN_NAME, _AUTO_EXPLAIN_LOG,
         "auto_explain", named_at(_AUTO_EXPLAIN_NAME, _AUTO_EXPLAIN_LOG)),
        ("u107a_mysql_slow_query_log_as_run", "a MySQL slow query log as mysqld writes it (the server's opening "
         "lines, then '# Time:', '# User@Host:', '# Query_time: ... Lock_time: ... Rows_examined:', SET timestamp "
         "and the statement)", _SLOW_LOG_NAME, _SLOW_LOG, "slow query log", named_at(_SLOW_LOG_NAME, _SLOW_LOG)),
        ("u107a_pt_query_digest_json_as_run", "pt-query-digest's JSON output (--output json: classes with checksum, "
         "fingerprint, example, metrics Query_time and Lock_time as strings, query_count; global)", _PT_DIGEST_NAME,
         _PT_DIGEST, "pt-query-digest", f"{_PT_DIGEST_NAME}:1"),
        ("u107a_performance_schema_digest_tsv_as_run", "performance_schema's events_statements_summary_by_digest "
         "as mysql -B prints it (tab-separated SCHEMA_NAME, DIGEST, DIGEST_TEXT, COUNT_STAR, SUM_TIMER_WAIT, ..., "
         "QUANTILE_99)", _PS_TSV_NAME, _PS_TSV, "performance_schema", named_at(_PS_TSV_NAME, _PS_TSV)),
        ("u107a_pg_dump_custom_archive_as_run", "a pg_dump custom-format archive (pg_dump -Fc, .dump, magic "
         "PGDMP)", _PG_DUMP_NAME, _PG_DUMP, "pg_dump", _PG_DUMP_NAME),
        ("u107a_dba_rating_sheet_as_run", "a DBA's rating sheet as typed (eight fields a line: DBA, date, cluster, "
         "queryid, table, proposed fix, p99 in ms, rating)", "rating_sheet_ibarra_2026-10-14.txt", _RATING_SHEET,
         "rating sheet", "rating_sheet_ibarra_2026-10-14.txt:1"),
        ("u107a_engineer_ballot_as_run", "an on-call engineer's ballot as typed for the fix plan (five fields a "
         "line: engineer, week, place, cluster, queryid)", "ballot_okafor_2026-W41.txt", _BALLOT, "ballot",
         "ballot_okafor_2026-W41.txt:1"),
        ("u107a_fix_plan_vote_tally_as_run", "the fix plan's vote tally as the DBA lead types it (six fields a "
         "line: queryid, cluster, fix-now, fix-later and leave votes, decision)", "vote_tally_2026-W41.txt",
         _VOTE_TALLY, "vote tally", "vote_tally_2026-W41.txt:1")],
        one_run=("dba_votes.run", _ONE_RUN), stem="fix_first",
        text_why="trec_eval refuses a line of other than six fields, and a vote tally's six are a queryid, a "
                 "cluster, three vote counts and a decision, not a run's; the file is the field's own, named by what "
                 "it is (a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a pg_dump custom-format archive read as lines gives no ranking (pg_restore "
                   "reads it): named by what it is")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    judged = files_as_qrels(cli_bad, [
        ("u107a_engineer_ballot_as_qrels", "ballot_okafor_2026-W41.txt", _BALLOT, "ballot"),
        ("u107a_fix_plan_vote_tally_as_qrels", "vote_tally_2026-W41.txt", _VOTE_TALLY, "vote tally"),
        ("u107a_pg_stat_statements_csv_as_qrels", _PGSS_CSV_NAME, _PGSS_CSV, "pg_stat_statements"),
        ("u107a_pt_query_digest_json_as_qrels", _PT_DIGEST_NAME, _PT_DIGEST, "pt-query-digest")],
        one_run=("dba_votes.run", _ONE_RUN))
    # what each file is, said in the case's own text (the helper's text names the file only)
    said = {"u107a_engineer_ballot_as_qrels": "an on-call engineer's ballot as typed, five fields a line",
            "u107a_fix_plan_vote_tally_as_qrels": "the fix plan's vote tally as typed, six fields a line",
            "u107a_pg_stat_statements_csv_as_qrels": "PostgreSQL's pg_stat_statements exported as CSV",
            "u107a_pt_query_digest_json_as_qrels": "pt-query-digest's JSON output (--output json)"}
    for case in judged:
        case.what += f" ({said[case.id]})"
    cases += judged

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u107a_out_sql_script", "fix_plan_2026-W41.sql", "a SQL script (.sql, as psql -f runs it)"),
        ("u107a_out_pg_dump_archive", "orders-pg.dump", "a pg_dump custom-format archive (.dump, as pg_restore "
         "reads it)"),
        ("u107a_out_explain_json", "top_query.explain.json", "an EXPLAIN (ANALYZE, FORMAT JSON) plan (.explain.json, "
         "as plan visualisers open it)"),
        ("u107a_out_postgresql_conf", "postgresql.conf", "PostgreSQL's server configuration file (postgresql.conf)")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=107"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u107a_api_pt_query_digest_dict",
            "rankagg.fuse(json.load(pt-query-digest.json)): pt-query-digest's JSON output, loaded in Python, given "
            "as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('r.json', encoding='utf-8')), method='rrf')\n",
            "pt-query-digest", why="a run maps a query to {document: score}; pt-query-digest's report is a list of "
            "query classes (each fingerprint's checksum, an example statement, its metrics as strings: Query_time, "
            "Lock_time, Rows_examined with sum, avg, pct_95), with the global metrics beside it",
            files={"r.json": _PT_DIGEST}),
        bad("u107a_api_pg_stat_statements_csv_frame",
            "rankagg.fuse(pd.read_csv(pg_stat_statements.csv)): PostgreSQL's pg_stat_statements exported as CSV "
            "(userid, dbid, queryid, query, calls, total_exec_time, ... columns) given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('r.csv'), method='borda')\n",
            "pg_stat_statements", why="a table of runs has qid, docid, run and score columns; pg_stat_statements has "
            "a statement a row (its user, database, queryid, text, calls, times and block counts), no score",
            files={"r.csv": _PGSS_CSV}),
    ]
    return cases
