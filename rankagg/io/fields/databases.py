"""Database files that many tools write and no field owns, told by their first bytes where a run is read: Microsoft
Access's (Jet's .mdb, ACE's .accdb), which scoring programs keep under their own names (issue 45's thirty-ninth bar
met Bridgemate Control Software's .bws, u39b_bridgemate_bws_as_run), and PostgreSQL's pg_dump archives (the
forty-fifth bar met PokerTracker 4's, u45b_pt4_pg_dump_as_run).  (SQLite's are named by the fields that
declare their tables, or by the older readers.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

#: an Access database's first page: its version field's 00 01 00 00, then the engine's name; the rest of the header
#: is masked by the engine, a few bytes stand for it
_PAGE = b"\x01\x00\x00\x00" + bytes.fromhex("b56ec3cc2a9f7a1c") + b"\x00" * 32

DATABASES = Field(
    team="any tool's databases (no field's own)",
    advice="a database holds tables, no ranked lines: export the table that holds the rankings (mdb-export, or the "
           "program's own export) and write each ranking as 'QUERY Q0 DOCUMENT RANK SCORE TAG' lines, a line a "
           "ranked document",
    files=(
        FieldFile("a Microsoft Access database (Jet's 'Standard Jet DB': an .mdb, as Hy-Tek Meet Manager keeps its "
                  "meets, or a program's database under its own name, as Bridgemate Control Software's .bws and "
                  "Badminton Tournament Planner's .tp)",
                  b"\x00\x01\x00\x00Standard Jet DB\x00" + _PAGE, 0, magic=b"\x00\x01\x00\x00Standard Jet DB\x00",
                  outputs=(".mdb", ".bws")),
        FieldFile("a Microsoft Access database (ACE's 'Standard ACE DB': an .accdb)",
                  b"\x00\x01\x00\x00Standard ACE DB\x00" + _PAGE, 0, magic=b"\x00\x01\x00\x00Standard ACE DB\x00"),
        # FileMaker 12 and later: a 4096-byte header sector, its magic, then 'HBAM7' (FAST, the agility trial
        # secretaries' tool, is a FileMaker solution: u60b_fast_fmp12_as_run)
        FieldFile("a FileMaker Pro database (.fmp12: 'HBAM7' in its header; a FileMaker solution's data, as FAST, the "
                  "agility trial secretaries' tool, keeps its trials)",
                  bytes.fromhex("0001000000020001000500020002c0") + b"HBAM7" + bytes.fromhex("00001000") + bytes(40),
                  0, magic=bytes.fromhex("0001000000020001000500020002c0") + b"HBAM7"),
        # pg_dump's custom format (-Fc): 'PGDMP', the archive's version, its int and offset sizes, the format (u45b_)
        FieldFile("a PostgreSQL pg_dump archive (its custom format, pg_dump -Fc: a database dumped whole, as "
                  "PokerTracker 4's is; pg_restore reads it)",
                  b"PGDMP\x01\x0e\x00\x04\x08\x01" + b"\x00" * 40, 0, magic=b"PGDMP"),
        # mysqldump's and mariadb-dump's SQL text: its '-- MySQL dump' (or MariaDB) first line (u57a_wca_sql_dump_)
        FieldFile("a MySQL or MariaDB dump (mysqldump's SQL: '-- MySQL dump', then CREATE TABLE and INSERT statements; "
                  "mysql reads it back into a database)",
                  "-- MySQL dump 10.13  Distrib 8.0.36, for Linux (x86_64)\n--\n-- Host: localhost    Database: "
                  "wca\n", 1,
                  line=r"\A-- (?:MySQL|MariaDB) dump \d"),
    ), generic=True)
