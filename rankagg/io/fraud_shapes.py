"""A bank's fraud operations files where a run, the judgements or a table are read (issue 45's thirty-first bar,
u31q_): SWIFT MT940 statements (by their tags: named .sta they had been told PQMethod's statements file), ISO 20022
messages (a camt.053 statement: their root's namespace after the prolog), OFX downloads, Quicken QIF exports, NACHA
ACH files, FIX protocol logs, BAI2 reports, and the IEEE-CIS and PaySim tables (files and frames).  They were told a
field count or a generic header note; each is named for what it is, with what to give instead."""

from __future__ import annotations

import re
from typing import Sequence

from rankagg.io.header_tables import columns_note, header_cells, named_table
from rankagg.io.line_form_store import compiled
from rankagg.io.text_input import run_or_qrels_line
from rankagg.io.xml_head import xml_root

__all__ = ["AS_RUN", "FRAUD_OUTPUTS", "fraud_columns", "fraud_head", "fraud_shape", "swift_statement"]

#: what to do with statements, payments and transactions: each model's ranking of a queue's alerts is a run
AS_RUN = ("give each detection model's ranking of the alerts (the rules engine's, the GBM's, the graph model's) as a "
          "run, a review queue and day a query and each alert a document (its case id, alrt:770413), the score higher "
          "for the likelier fraud: 'QUEUE/DAY Q0 ALERT RANK SCORE MODEL'; the investigations' outcomes are the qrels, "
          "'QUEUE/DAY 0 ALERT GRADE'")
_NOT_LINES = "not TREC run or qrels lines: "

#: a SWIFT MT message's lines: a block header '{1:F01...', or a tag ':20:', ':28C:', ':61:'
_SWIFT_LINE = compiled(r"^(?:\{\d:|:\d{2}[A-Z]?:)")
#: the message type in an MT message's application header: '{2:I103BANKDEFFXXXXN}' (input), '{2:O9401...}' (output)
_MT_TYPE = compiled(r"\{2:[IO](\d{3})")
#: the message types a payments team meets beside statements (a message of another type is named by its number)
_MT_NAMES = {"101": "a request for transfer", "103": "a single customer credit transfer",
             "199": "a free format message",
             "200": "a financial institution transfer for its own account", "202": "a general financial institution "
             "transfer", "299": "a free format message", "900": "a confirmation of debit", "910": "a confirmation of "
             "credit"}
#: a NACHA file header record: '1', priority '01', destination and origin, date, time, id modifier, '094', '10', '1'
_ACH_HEADER = compiled(r"^101.{20}\d{6}.{4}[A-Z0-9]09410")
_QIF_HEADER = compiled(r"^!(?:Type:\w+|Account|Option:\w+|Clear:\w+)", re.I)
_BAI2 = compiled(r"^01,[^,]*,[^,]*,\d{6},\d{4},")
_TABLES = (
    (("TransactionID", "isFraud", "TransactionDT"), "the IEEE-CIS fraud detection table (TransactionID, isFraud, "
                                                    "TransactionDT, TransactionAmt, ProductCD, card1, ...)"),
    (("nameOrig", "nameDest", "isFlaggedFraud"), "the PaySim synthetic transactions (step, type, amount, nameOrig, "
                                                 "..., isFraud, isFlaggedFraud)"),
)


def swift_statement(lines: Sequence[str]) -> str | None:
    """What a file whose first lines are a SWIFT MT message's is: asked before PQMethod's statements, which a name
    ending in .sta had been enough for (MT940 statements are .sta files too)."""
    body = [ln.strip() for ln in lines if ln.strip()]
    if not body or not all(_SWIFT_LINE.match(ln) for ln in body) or not any(
            ln.startswith((":20:", ":25:", "{1:")) for ln in body):
        return None
    kind = _MT_TYPE.search(" ".join(body))
    if kind is not None and kind.group(1) not in ("940", "942", "950"):
        number = kind.group(1)
        what = f"a SWIFT MT{number} message" + (f" ({_MT_NAMES[number]})" if number in _MT_NAMES else "")
        return f"is {what}: its blocks {{1:}} {{2:}} {{4:}} and tags :20:, :32A:, ..., {_NOT_LINES}{AS_RUN}"
    return ("is a SWIFT MT statement (MT940 / MT942: :20:, :25:, :28C:, :60F:, :61: and :86: fields), not TREC run or "
            f"qrels lines: {AS_RUN}")


def fraud_shape(name: str, lines: Sequence[str]) -> str | None:
    """What a text file named ``name`` whose first lines are ``lines`` is, with what to give instead, or None."""
    if not lines or run_or_qrels_line(lines[0]):
        return None
    first = lines[0].lstrip("\ufeff").strip()
    if first.startswith("OFXHEADER:") or first.startswith("<?OFX "):
        what: str | None = "an OFX download (OFXHEADER, then the bank's statement as SGML or XML)"
    elif _QIF_HEADER.match(first):
        what = "a Quicken QIF export (!Type:Bank, then D, T, P, L lines and '^' between transactions)"
    elif _ACH_HEADER.match(first):
        what = "a NACHA ACH file (94-character records: the file header, batch headers, entries)"
    elif re.match(r"^8=FIXT?\.\d\.\d[\x01|]9=\d+[\x01|]", first):
        what = "a FIX protocol log (8=FIX.4.4, then SOH-separated tag=value fields: 35 the message type)"
    elif _BAI2.match(first):
        what = "a BAI2 balance and transaction report (01 file header, 02 group, 03 account, 16 transactions, ...)"
    else:
        what = named_table(header_cells(first), _TABLES)
        what = None if what is None else what + ", read it with pandas"
    return None if what is None else f"is {what}, {_NOT_LINES}{AS_RUN}"


def fraud_head(text: str) -> tuple[int, str] | None:
    """(line, reason) when the head ``text`` is an ISO 20022 message (a camt.053 statement, a pain.001 payment)."""
    root = xml_root(text)
    found = None if root is None else re.search(r"urn:iso:std:iso:20022:tech:xsd:([\w.]+)", root.attributes)
    if root is None or found is None:
        return None
    return root.line, (f"is an ISO 20022 message ({found.group(1)}: a bank's statement, notification or payment "
                       f"XML), {_NOT_LINES}{AS_RUN}")


def fraud_columns(names: Sequence[object]) -> str | None:
    """What a table (a frame, a comparison table) whose columns are ``names`` is, or None."""
    return columns_note(names, _TABLES, AS_RUN)


#: the field's output names: a bank's files, which its tools read by their own records
FRAUD_OUTPUTS: dict[str, str] = {
    ".ach": "a NACHA ACH file (94-character payment records, which a bank's ACH processor reads)",
    ".bai": "a BAI2 balance and transaction report",
    ".bai2": "a BAI2 balance and transaction report",
    ".mt940": "a SWIFT MT940 statement",
}
