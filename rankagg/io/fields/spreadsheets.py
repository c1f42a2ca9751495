"""Spreadsheets saved as XML that many tools write and no field owns (issue 45's forty-third bar met a wine
competition's results 'exported to Excel' as one, u43a_spreadsheetml_as_run): Excel's XML Spreadsheet 2003
(SpreadsheetML) and OpenDocument's flat spreadsheet (.fods).  (Zipped workbooks, .xlsx and .ods, are named by their
bytes.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

SPREADSHEETS = Field(
    team="any tool's spreadsheets saved as XML (no field's own; u43a_, u45a_)",
    advice="a spreadsheet holds tables, no ranked lines: read the sheet that holds the rankings with pandas "
           "(pd.read_excel, or pd.read_xml on the rows) and give rankagg.fuse a frame with qid, docid, run and score "
           "columns, or save it as 'QUERY Q0 DOCUMENT RANK SCORE TAG' lines, a line a ranked document",
    files=(
        FieldFile("an Excel XML Spreadsheet 2003 (SpreadsheetML: Workbook in the urn:schemas-microsoft-com:office:"
                  "spreadsheet namespace, its Worksheets' Tables of Rows and Cells)",
                  '<?xml version="1.0"?>\n<?mso-application progid="Excel.Sheet"?>\n'
                  '<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet">\n'
                  ' <Worksheet ss:Name="Results"><Table><Row><Cell><Data ss:Type="String">Entry No</Data></Cell>'
                  '</Row></Table></Worksheet>\n</Workbook>\n', 3,
                  root="Workbook", marks=("urn:schemas-microsoft-com:office:spreadsheet",)),
        FieldFile("an OpenDocument flat spreadsheet (.fods: office:document of mimetype "
                  "application/vnd.oasis.opendocument.spreadsheet, its tables of rows and cells)",
                  '<?xml version="1.0" encoding="UTF-8"?>\n<office:document xmlns:office="urn:oasis:names:tc:'
                  'opendocument:xmlns:office:1.0" office:version="1.3" '
                  'office:mimetype="application/vnd.oasis.opendocument.spreadsheet">\n'
                  ' <office:body><office:spreadsheet/></office:body>\n</office:document>\n', 2,
                  root="document", marks=("application/vnd.oasis.opendocument.spreadsheet",), outputs=(".fods",)),
    ), generic=True)
