"""Issue 45's thirty-first bar (u31q_*_as_run, u31q_*_as_qrels, u31q_out_*, u31q_api_*): a fraud team's files given
as a run or as qrels were told a field count or a generic header note, and an MT940 statement named .sta PQMethod's
statements file; SWIFT MT statements, ISO 20022 messages, OFX, Quicken QIF, NACHA ACH, FIX logs, BAI2 reports and the
IEEE-CIS and PaySim tables are now named at both doors, plain and gzipped, and at the API; -o .ach is refused."""

import io

import pandas as pd
import pytest

import rankagg
from rankagg.io.fraud_shapes import FRAUD_OUTPUTS, fraud_columns, fraud_head, fraud_shape, swift_statement
from rankagg.io.qsort_shapes import qsort_file_shape
from tests.door_files import refused_output, named_through_the_api

MT940 = ":20:STMT2026112701\n:25:DE89370400440532013000\n:28C:00331/001\n:60F:C261126EUR12345,67\n"
PAYSIM = ("step,type,amount,nameOrig,oldbalanceOrg,newbalanceOrig,nameDest,oldbalanceDest,newbalanceDest,isFraud,"
          "isFlaggedFraud\n1,PAYMENT,9839.64,C1231006815,170136.0,160296.36,M1979787155,0.0,0.0,0,0\n")
IEEE = "TransactionID,isFraud,TransactionDT,TransactionAmt\n2987000,0,86400,68.5\n"
ACH = ("101 091000019 1234567892611270101A094101BANK OF EXAMPLE        ACME CORP                      \n"
       "5200ACME CORP                           1234567890PPDPAYROLL         261127   1091000010000001\n")
FILES = {
    "statement.sta": (MT940, "SWIFT MT", 1),
    "statement.txt": ("{1:F01BANKDEFFAXXX0000000000}{2:I940BANKDEFFXXXXN}{4:\n:20:STMT1\n", "SWIFT MT", 1),
    "camt053.xml": ('<?xml version="1.0"?>\n<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08">\n'
                    '</Document>\n', "camt.053", 2),
    "download.ofx": ("OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\n\n<OFX>\n", "OFX", 1),
    "export.qif": ("!Type:Bank\nD11/27/2026\nT-250.00\n^\n", "Quicken QIF", 1),
    "payroll.ach": (ACH, "NACHA", 1),
    "orders.log": ("8=FIX.4.4\x019=112\x0135=D\x0149=CLIENT\x0156=BROKER\x0110=062\x01\n", "FIX", 1),
    "prior_day.bai": ("01,BANKID,CUSTID,261127,0800,1,80,,2/\n02,CUSTID,BANKID,1,261126,2400,USD,2/\n", "BAI2", 1),
    "train_transaction.csv": (IEEE, "IEEE-CIS", 1),
    "PS_log.csv": (PAYSIM, "PaySim", 1),
}
RUN = "cards/2026-11-27 Q0 alrt:770413 1 0.91 gbm\ncards/2026-11-27 Q0 alrt:770407 2 0.77 gbm\n"
QRELS = "cards/2026-11-27 0 alrt:770413 2\n"


@pytest.mark.parametrize("gz", [False, True])
@pytest.mark.parametrize("door", ["run", "qrels"])
@pytest.mark.parametrize("name", sorted(FILES))
def test_named_at_both_doors(tmp_path, name, door, gz):
    named_through_the_api(tmp_path, FILES, name, door, gz, RUN, "QUEUE/DAY Q0 ALERT")


@pytest.mark.parametrize("text", [RUN, QRELS, "8=FIX Q0 9=1 1 0.5 t\n", "01,a Q0 b 1 0.5 t\n"])
def test_runs_and_qrels_are_never_claimed(text):
    lines = text.splitlines()
    assert fraud_shape("x.run", lines) is None and fraud_head(text) is None and swift_statement(lines) is None


@pytest.mark.parametrize("text", [
    ":note: a colon first\n",  # no SWIFT tag
    ":61:2611271127D250,00NTRF\n",  # a statement line alone: no :20: or :25: to begin a message
    "!important\n",  # no QIF header
    "101 is a room number\n",
    "01,a,b\n",
    '<?xml version="1.0"?>\n<Document xmlns="urn:example:docs">\n</Document>\n',
])
def test_near_misses_are_left_to_others(text):
    lines = text.splitlines()
    assert fraud_shape("x.txt", lines) is None and fraud_head(text) is None and swift_statement(lines) is None


def test_pqmethod_statements_stay_pqmethod_s():
    lines = ["Statements are read as they are written", "I like the city"]
    assert swift_statement(lines) is None and "PQMethod" in qsort_file_shape("study.sta", lines)


def test_a_fused_run_is_not_written_as_an_ach_file(tmp_path, capsys):
    assert ".ach" in FRAUD_OUTPUTS
    assert "lines of text" in refused_output(tmp_path, capsys, RUN, "alerts.ach")


@pytest.mark.parametrize("text, what", [(IEEE, "IEEE-CIS"), (PAYSIM, "PaySim")])
def test_frames_are_named(text, what):
    with pytest.raises(ValueError, match=what):
        rankagg.fuse(pd.read_csv(io.StringIO(text)), method="rrf")
    assert fraud_columns(["qid", "docid", "run", "score"]) is None
