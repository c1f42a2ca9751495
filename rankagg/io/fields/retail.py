"""A retailer's merchandising and point-of-sale files (issue 45's thirty-fourth bar, u34c_): X12 and EDIFACT (EANCOM)
interchanges, ARTS POSLogs, GDSN catalogue item notifications, Space Planning schematics, Nielsen's scanner movement
files, Shopify's product CSV and EPCIS 2.0 documents."""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

RETAIL = Field(
    team="a retailer's merchandising and point-of-sale files (u34c_)",
    advice="give each model's ranking of a store category's products (the demand forecast's, the POS velocity "
           "model's, the margin model's, the buyers') as a run, a store, category and week a query and each product "
           "a document by its GTIN (gtin:00012345678905), the score higher for the better candidate: "
           "'STORE/CATEGORY/WEEK Q0 PRODUCT RANK SCORE MODEL'; the promotion's sell-through is the qrels, "
           "'STORE/CATEGORY/WEEK 0 PRODUCT GRADE'",
    files=(
        FieldFile("an X12 EDI interchange (ANSI ASC X12: a fixed-width ISA header, then GS, ST and the transaction's "
                  "segments ended by '~': an 850 purchase order, an 856 ship notice, an 810 invoice, ...)",
                  "ISA*00*          *00*          *ZZ*GROCERDC01     *ZZ*SNACKCOVEND    *270105*0612*U*00401*"
                  "000000219*0*P*>~\nGS*PO*GROCERDC01*SNACKCOVEND*20270105*0612*219*X*004010~\nST*850*0001~\n"
                  "BEG*00*SA*PO77310**20270105~\nPO1*1*24*CA*18.40**UK*00012345678905~\n", 1,
                  line=r"\AISA([^A-Za-z0-9\s])\d\d\1[^\n]{10}\1\d\d\1"),
        FieldFile("a UN/EDIFACT interchange (EDIFACT, as EANCOM's ORDERS, DESADV, INVRPT or SLSRPT: UNA's service "
                  "characters, UNB, UNH, then segments ended by \"'\")",
                  "UNA:+.? '\nUNB+UNOC:3+4000000000001:14+5000000000002:14+270105:0612+INT0219'\n"
                  "UNH+1+ORDERS:D:96A:UN:EAN008'\nBGM+220+PO77310+9'\nLIN+1++5000000000019:SRV'\n", 1,
                  line=r"\A(?:UNA(.)(.)[^\n]{4}\s*UNB\2|UNB\+)UNO[A-Z]"),
        FieldFile("an ARTS POSLog (the NRF's point-of-sale transaction log XML: POSLog, Transaction, "
                  "RetailTransaction, LineItem: a store's sales, returns and tenders)",
                  '<?xml version="1.0" encoding="UTF-8"?>\n<POSLog xmlns="http://www.nrf-arts.org/IXRetail/'
                  'namespace/" MajorVersion="6" MinorVersion="0">\n  <Transaction>\n    <RetailStoreID>0117'
                  '</RetailStoreID>\n  </Transaction>\n</POSLog>\n', 2, root="POSLog"),
        FieldFile("a GDSN catalogue item notification (GS1's Global Data Synchronisation Network XML: "
                  "catalogueItemNotificationMessage, a StandardBusinessDocumentHeader, then trade items by GTIN)",
                  '<?xml version="1.0" encoding="UTF-8"?>\n<catalogue_item_notification:'
                  'catalogueItemNotificationMessage xmlns:catalogue_item_notification="urn:gs1:gdsn:'
                  'catalogue_item_notification:xsd:3">\n  <transaction/>\n</catalogue_item_notification:'
                  'catalogueItemNotificationMessage>\n', 2, root="catalogueItemNotificationMessage"),
        FieldFile("a JDA / Blue Yonder Space Planning schematic (.psa, once ProSpace's: 'PROSPACE SCHEMATIC FILE', "
                  "then Project, Planogram, Fixture, Product and Position records: a planogram)",
                  "PROSPACE SCHEMATIC FILE\n; Version 2022.1.0\nProject,DAIRY 2027 RESET,,,,\n"
                  "Planogram,YOGURT 8FT,,96,78,,,\nFixture,1,1,SHELF 1,0,96,16,1,,\n", 1,
                  line=r"\APROSPACE SCHEMATIC FILE\b", outputs=(".psa",)),
        FieldFile("a Nielsen retail scanner movement file (the Kilts Center's NielsenIQ data: store_code_uc, upc, "
                  "week_end, units, prmult, price, feature, display: a store's weekly sales of a product)",
                  "store_code_uc\tupc\tweek_end\tunits\tprmult\tprice\tfeature\tdisplay\n"
                  "2207511\t7047000302\t20191228\t12\t1\t2.29\t0\t0\n", 1,
                  columns=("store_code_uc", "upc", "week_end", "units")),
        FieldFile("Shopify's product CSV (its products export or import: Handle, Title, Body (HTML), Vendor, ..., "
                  "Variant SKU, Variant Price, ..., a row per product variant)",
                  "Handle,Title,Body (HTML),Vendor,Type,Tags,Published,Variant SKU,Variant Price,Status\n"
                  "oat-drink-1l,Oat Drink 1 L,<p>Barista edition.</p>,Oatco,Milk,dairy-free,true,OAT-1L,3.49,"
                  "active\n", 1, columns=("Handle", "Title", "Body (HTML)", "Vendor")),
        FieldFile("an EPCIS 2.0 document (GS1's supply chain events in JSON-LD: @context, type EPCISDocument, "
                  "epcisBody with its eventList of object, aggregation and transformation events)",
                  '{"@context": ["https://ref.gs1.org/standards/epcis/2.0.0/epcis-context.jsonld"], "type": '
                  '"EPCISDocument", "schemaVersion": "2.0", "creationDate": "2027-01-05T06:12:00Z", "epcisBody": '
                  '{"eventList": []}}\n', 1, keys=("epcisBody", "@context")),
    ))
