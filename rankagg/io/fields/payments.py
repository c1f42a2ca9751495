"""A bank's payments operations files (issue 45's thirty-fourth bar, u34a_): OFAC's SDN list, OFSI's consolidated
list, Open Banking payments, Fedwire Funds messages and a NACHA ACH file kept in EBCDIC.  (SWIFT MT messages, ISO
20022 messages, OFX, QIF, BAI2 and ASCII NACHA files are told before the catalogue: rankagg.io.fraud_shapes.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

#: the header of OFSI's consolidated list of financial sanctions targets (ConList.csv), below its 'Last Updated' line
_OFSI_COLUMNS = ("Name 6", "Name 1", "Name 2", "Name 3", "Name 4", "Name 5", "Title", "Name Non-Latin Script",
                 "Non-Latin Script Type", "Non-Latin Script Language", "DOB", "Town of Birth", "Country of Birth",
                 "Nationality", "Passport Number", "Passport Details", "National Identification Number",
                 "National Identification Details", "Position", "Address 1", "Address 2", "Address 3", "Address 4",
                 "Address 5", "Address 6", "Post/Zip Code", "Country", "Other Information", "Group Type",
                 "Alias Type", "Alias Quality", "Regime", "Listed On", "UK Sanctions List Date Designated",
                 "Last Updated", "Group ID")


def _ofsi_row(**cells: str) -> str:
    """A row of OFSI's list: the cells named (their column's name, blanks as underscores), the others empty."""
    return ",".join(cells.get(c.replace(" ", "_").replace("/", "_").replace("-", "_"), "") for c in _OFSI_COLUMNS)


_OFSI = ("Last Updated,14/03/2025\n" + ",".join(_OFSI_COLUMNS) + "\n"
         + _ofsi_row(Name_6="OCEANIC BULK CARRIERS LTD", Address_1="Suite 4", Country="Marshall Islands",
                     Group_Type="Entity", Alias_Type="Primary name", Regime="Russia", Listed_On="20/02/2025",
                     Last_Updated="20/02/2025", Group_ID="17002") + "\n"
         + _ofsi_row(Name_6="IVANOV", Name_1="Pavel", DOB="03/07/1971", Group_Type="Individual",
                     Alias_Type="Primary name", Regime="Russia", Listed_On="20/02/2025", Last_Updated="20/02/2025",
                     Group_ID="17003") + "\n")

#: a NACHA file header record and a batch header, as a mainframe keeps them: EBCDIC (code page 037), no line ends
_NACHA_EBCDIC = ("101 021000021 0210000891503140930A094101JPMORGAN CHASE BANK    FIRST COMMUNITY BANK   00000000"
                 "5225NORTHWIND SUPPLY                    1987654321CCDVENDOR PAY250317250317   1021000080000001"
                 ).encode("cp037")

PAYMENTS = Field(
    team="a bank's payments operations files (u34a_)",
    advice="give each screening model's ranking of a queue's held payments (the fraud model's, the sanctions "
           "screening's, the repair rules engine's, the operations analysts') as a run, a payment queue and business "
           "day a query and each held payment a document (its UETR: uetr:7d1e4b2a-5c3f-4e8d-9a6b-0f2c8e1d3a57), the "
           "score higher for the likelier to be returned or blocked: 'QUEUE/DAY Q0 UETR RANK SCORE MODEL'; what "
           "became of each payment (returned or blocked, repaired, released unchanged) is the qrels, "
           "'QUEUE/DAY 0 UETR GRADE'",
    files=(
        FieldFile("OFAC's SDN list (the Specially Designated Nationals list's legacy CSV, sdn.csv: no header; "
                  "ent_num, \"name\", type, program, title, ..., remarks, '-0- ' for an empty field)",
                  '7204,"NORTHERN HORIZON TRADING LLC",-0- ,"RUSSIA-EO14024",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,'
                  '"Organization Established Date 2016."\r\n'
                  '7205,"PETROV, Sergei",individual,"RUSSIA-EO14024",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,'
                  '"DOB 12 Apr 1968; nationality Russia."\r\n', 1,
                  line=r'^\d+,"[^"\n]*",(?:-0- ?|"?(?:individual|vessel|aircraft)"?),"[^"\n]*"'
                       r'(?:,(?:-0- ?|"[^"\n]*"))+[ \t\r\x1a]*$',
                  marks=("-0-",)),
        FieldFile("OFSI's consolidated list of financial sanctions targets (HM Treasury's ConList.csv: a 'Last "
                  "Updated' line, then Name 6, Name 1, ..., Group Type, Alias Type, Regime, Listed On, Group ID: a row "
                  "per name of a target)", _OFSI, 2, columns=("Name 6", "Name 1", "Group Type", "Group ID")),
        FieldFile("an Open Banking payment (the UK Open Banking (OBIE) Read/Write API's JSON: Data with its "
                  "ConsentId, Status and Initiation, the instructed amount and accounts; then Links and Meta)",
                  '{"Data": {"DomesticPaymentId": "7a6c1e0f-0001", "ConsentId": "7a6c1e0f", "Status": "Pending", '
                  '"CreationDateTime": "2025-03-14T10:02:11+00:00", "Initiation": {"InstructionIdentification": '
                  '"INSTR-0091", "EndToEndIdentification": "E2E-0091", "InstructedAmount": {"Amount": "250.00", '
                  '"Currency": "GBP"}}}, "Links": {"Self": "https://bank.example/open-banking/v3.1/pisp/'
                  'domestic-payments/7a6c1e0f-0001"}, "Meta": {}}\n', 1, keys=("Data", "Initiation")),
        FieldFile("Fedwire Funds messages (the Fedwire Application Interface Manual's tag format, one message a "
                  "line: {1500} sender supplied, {1510} type and subtype, {1520} IMAD, {2000} amount, {3100} sender, "
                  "{3400} receiver, ...)",
                  "{1500}30        P {1510}1000{1520}20250314MMQFMP2L000123{2000}000000150000{3100}026009593BANK "
                  "OF AMERICA NA*{3320}REF-250314-01*{3400}021000021JPMORGAN CHASE*{3600}CTR{4200}D123456789*"
                  "NORTHWIND SUPPLY CO*{5000}D987654321*FABRIKAM INC*\n", 1,
                  line=r"^(?:\{1[1-4]\d0\}[^{\n]*)*\{1500\}[^{\n]*\{1510\}\d{4}\{1520\}\d{8}\w{8}\d{6}"),
        FieldFile("a NACHA ACH file in EBCDIC (a mainframe's copy, code page 037: 94-byte records without line ends, "
                  "the file header '101 ...094101', batch headers, entries and controls; convert it to ASCII to read "
                  "it)", _NACHA_EBCDIC, 0, magic="101".encode("cp037"), marks=("094101".encode("cp037").decode(
                      "latin-1"),)),
    ))
