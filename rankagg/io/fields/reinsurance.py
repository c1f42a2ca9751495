"""A reinsurer's pricing files (issue 45's thirty-third bar, u33e_): ACORD's messages, the CAS loss triangles, claims
bordereaux, Oasis LMF's exposure and loss tables, RMS's event and year loss tables, xBRL-CSV reports and SQL Server
databases (an RMS EDM or RDM)."""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

REINSURANCE = Field(
    team="a reinsurer's pricing files (u33e_)",
    advice="give each model's ranking of a renewal's treaties (RMS's, Verisk's, Oasis's, the underwriters') as a run, "
           "a line of business and renewal a query and each treaty a document (trty:C0417/CATXL-L1@2027), the score "
           "higher for the better priced: 'LOB/RENEWAL Q0 TREATY RANK SCORE MODEL'; the treaties written are the "
           "qrels, 'LOB/RENEWAL 0 TREATY GRADE'",
    files=(
        FieldFile("an ACORD message (ACORD's P&C and surety XML: SignonRq, InsuranceSvcRq, a policy's quote or "
                  "submission)", '<?xml version="1.0" encoding="UTF-8"?>\n<ACORD xmlns="http://www.ACORD.org/'
                  'standards/PC_Surety/ACORD1/xml/">\n  <SignonRq/>\n</ACORD>\n', 2, root="ACORD"),
        FieldFile("an ACORD Reinsurance & Large Commercial message (XML, Jv-Ins-Reinsurance: a contract's "
                  "references, type, sections and shares)", '<?xml version="1.0" encoding="UTF-8"?>\n<Contract '
                  'xmlns="http://www.ACORD.org/standards/Jv-Ins-Reinsurance/1">\n  <BrokerReference>B0823'
                  '</BrokerReference>\n</Contract>\n', 2, root="Contract", marks=("Jv-Ins-Reinsurance",)),
        FieldFile("a CAS loss reserve triangle (the Casualty Actuarial Society's Schedule P data: GRCODE, GRNAME, "
                  "AccidentYear, DevelopmentYear, DevelopmentLag, IncurLoss_, CumPaidLoss_, ...)",
                  "GRCODE,GRNAME,AccidentYear,DevelopmentYear,DevelopmentLag,IncurLoss_D,CumPaidLoss_D\n"
                  "86,Allstate Ins Co Grp,1988,1988,1,367404,70571\n", 1,
                  columns=("GRCODE", "AccidentYear", "DevelopmentLag")),
        FieldFile("a claims bordereau (Lloyd's Coverholder Reporting Standards: a title block, then a claim per row: "
                  "UMR, Claim Reference, Date of Loss, Paid, Outstanding, ...)",
                  "Claims Bordereau - Lloyd's Coverholder Reporting Standards v5.2,,,\nCoverholder: Harbour Point,,,\n"
                  "Unique Market Reference (UMR),Claim Reference / Number,Paid this month,Outstanding\n"
                  "B0823CX2270417,HPU-CL-26-00412,125000.00,410000.00\n", 1, line=r"\A[^\n]*\bBordereau\b"),
        FieldFile("an Open Exposure Data location file (OED, Oasis LMF's exposure: PortNumber, AccNumber, LocNumber, "
                  "CountryCode, ..., BuildingTIV)", "PortNumber,AccNumber,LocNumber,CountryCode,Latitude,Longitude,"
                  "BuildingTIV\n1,C0417-A001,L0001,US,27.9506,-82.4572,450000\n", 1,
                  columns=("PortNumber", "AccNumber", "LocNumber")),
        FieldFile("an Oasis LMF event loss table (ELT or MELT: EventId, SummaryId, SampleType, EventRate, MeanLoss, "
                  "...)", "EventId,SummaryId,SampleType,EventRate,ChanceOfOccurrence,MeanLoss,SDLoss\n"
                  "1043,1,1,0.000104,0.000104,2351234.50,0.00\n", 1, columns=("EventId", "SummaryId", "MeanLoss")),
        FieldFile("an RMS event loss table (ELT: EVENTID, RATE, PERSPVALUE, STDDEVI, STDDEVC, EXPVALUE)",
                  "EVENTID\tRATE\tPERSPVALUE\tSTDDEVI\tSTDDEVC\tEXPVALUE\n2861\t0.00012345\t1250000.00\t830000.00"
                  "\t410000.00\t95000000.00\n", 1, columns=("EVENTID", "RATE", "PERSPVALUE")),
        FieldFile("a year event loss table (YELT: Year, EventID, DayOfYear, Loss: a simulated year's events and "
                  "their losses)", "Year\tEventID\tDayOfYear\tLoss\n1\t4417\t243\t1523000.50\n", 1,
                  columns=("Year", "EventID", "Loss")),
        FieldFile("an xBRL-CSV or xBRL-JSON report (report.json: documentInfo with its documentType and the "
                  "taxonomy it extends, a Solvency II QRT's tables)", '{\n  "documentInfo": {\n    "documentType": '
                  '"https://xbrl.org/2021/xbrl-csv",\n    "extends": []\n  }\n}\n', 1,
                  keys=("documentInfo", "documentType")),
        FieldFile("a SQL Server database file (.mdf: 8 KB pages, the first its file header; an RMS EDM or RDM is one: "
                  "attach it to SQL Server and query the losses out)", b"\x01\x0f\x00\x00\x08\x02" + b"\x00" * 90,
                  0, magic=b"\x01\x0f\x00\x00"),
    ))
