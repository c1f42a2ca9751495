"""Issue 45's thirty-second bar (u32i_, u32j_): a vulnerability management team's and an ad platform's files given as
a run or as qrels were told a field count or a generic note.  Nmap's, Nessus's, Greenbone's and Burp's XML (Burp's
root after a DOCTYPE with an internal subset, where the XML head had stopped), EPSS's scores, CISA's KEV catalogue,
NVD's answers, Nuclei's results and Qualys's exports; OpenRTB messages, sellers.json, VAST and VMAP tags, ads.txt,
Google Ad Manager reports and Prebid's logs are now named at both doors, plain and gzipped, and at the API."""

import io
import json

import pandas as pd
import pytest

import rankagg
from rankagg.io.adtech_shapes import adtech_columns, adtech_document, adtech_head, adtech_shape
from rankagg.io.vulnmgmt_shapes import vulnmgmt_columns, vulnmgmt_document, vulnmgmt_head, vulnmgmt_shape
from rankagg.io.xml_head import xml_root
from tests.door_files import named_through_the_api

NMAP = '<?xml version="1.0"?>\n<!DOCTYPE nmaprun>\n<nmaprun scanner="nmap" version="7.95">\n<host/>\n</nmaprun>\n'
NESSUS = '<?xml version="1.0" ?>\n<NessusClientData_v2>\n<Report name="dmz"/>\n</NessusClientData_v2>\n'
GREENBONE = ('<report id="2f0a" format_id="a994b278" extension="xml">\n<report id="2f0a">\n<gmp><version>22.4</version>'
             '</gmp>\n</report>\n</report>\n')
BURP = ('<?xml version="1.0"?>\n<!DOCTYPE issues [\n<!ELEMENT issues (issue*)>\n<!ATTLIST issues burpVersion CDATA '
        '"">\n]>\n<issues burpVersion="2026.1">\n<issue><name>SQL injection</name></issue>\n</issues>\n')
EPSS = "#model_version:v2025.03.14,score_date:2026-11-27T00:00:00+0000\ncve,epss,percentile\nCVE-2026-0113,0.1,0.2\n"
KEV = {"title": "CISA Catalog of Known Exploited Vulnerabilities", "catalogVersion": "2026.11.26", "count": 1,
       "vulnerabilities": [{"cveID": "CVE-2024-3400"}]}
NVD = {"resultsPerPage": 1, "startIndex": 0, "format": "NVD_CVE", "version": "2.0", "vulnerabilities": []}
NUCLEI = {"template-id": "CVE-2024-3400", "info": {"severity": "critical"}, "host": "x", "matched-at": "x/y"}
QUALYS = '"IP","DNS","OS","QID","Title","Severity","Port"\n"10.0.4.12","web01","Windows","91234","Update","4","443"\n'
OPENRTB = {"id": "80ce", "imp": [{"id": "1", "banner": {"w": 300, "h": 250}}], "site": {"id": "1"}, "device": {}}
BID_RESPONSE = {"id": "80ce", "seatbid": [{"bid": [{"id": "1", "impid": "1", "price": 1.2}]}]}
SELLERS = {"contact_email": "a@b.example", "version": "1.0", "sellers": [{"seller_id": "1", "seller_type": "PUBLISHER"}]}
VAST = '<?xml version="1.0"?>\n<VAST version="4.2">\n<Ad id="1"><InLine/></Ad>\n</VAST>\n'
VMAP = '<vmap:VMAP xmlns:vmap="http://www.iab.net/videosuite/vmap" version="1.0">\n<vmap:AdBreak/>\n</vmap:VMAP>\n'
ADS_TXT = "# ads.txt\ngoogle.com, pub-0000000000000000, DIRECT, f08c47fec0942fa0\n"
GAM = "Dimension.DATE,Dimension.CREATIVE_ID,Column.AD_SERVER_IMPRESSIONS\n2026-11-27,88231,120345\n"
PREBID = "auctionId,adUnitCode,bidder,cpm,currency\na1,top-banner,appnexus,1.25,USD\n"
FILES = {
    "dmz.xml": (NMAP, "Nmap's XML", 3),
    "dmz.nessus": (NESSUS, "Nessus export", 2),
    "report.xml": (GREENBONE, "Greenbone", 1),
    "burp.xml": (BURP, "Burp Suite's issues", 6),
    "epss.csv": (EPSS, "EPSS's scores", 1),
    "epss_plain.csv": (EPSS.split("\n", 1)[1], "EPSS's scores", 1),
    "kev.json": (json.dumps(KEV), "KEV", 1),
    "nvd.json": (json.dumps(NVD), "NVD's CVE API", 1),
    "nuclei.jsonl": (json.dumps(NUCLEI), "Nuclei", 1),
    "qualys.csv": (QUALYS, "Qualys", 1),
    "bid.json": (json.dumps(OPENRTB), "OpenRTB bid request", 1),
    "bid_response.txt": (json.dumps(BID_RESPONSE), "OpenRTB bid response", 1),
    "sellers.json": (json.dumps(SELLERS), "sellers.json", 1),
    "tag.xml": (VAST, "VAST ad tag", 2),
    "playlist.xml": (VMAP, "VMAP playlist", 1),
    "ads.txt": (ADS_TXT, "ads.txt", 2),
    "gam.csv": (GAM, "Google Ad Manager", 1),
    "prebid.csv": (PREBID, "Prebid", 1),
}
RUN = "seg:dmz/2026-w48 Q0 vuln:CVE-2026-21412@10.0.4.12 1 0.91 epss\nseg:dmz/2026-w48 Q0 vuln:x 2 0.77 epss\n"
QRELS = "seg:dmz/2026-w48 0 vuln:CVE-2026-21412@10.0.4.12 2\n"


@pytest.mark.parametrize("gz", [False, True])
@pytest.mark.parametrize("door", ["run", "qrels"])
@pytest.mark.parametrize("name", sorted(FILES))
def test_named_at_both_doors(tmp_path, name, door, gz):
    named_through_the_api(tmp_path, FILES, name, door, gz, RUN)


def test_a_doctype_with_an_internal_subset_is_skipped_to_the_root():
    root = xml_root(BURP)
    assert root is not None and root.local == "issues" and root.line == 6
    assert xml_root('<!DOCTYPE a [<!ENTITY x "y">]><a/>').local == "a"


@pytest.mark.parametrize("text", [RUN, QRELS])
def test_runs_and_qrels_are_never_claimed(text):
    lines = text.splitlines()
    assert vulnmgmt_shape("x.run", lines) is None and vulnmgmt_head(text) is None
    assert adtech_shape("x.run", lines) is None and adtech_head(text) is None


@pytest.mark.parametrize("text", [
    "<issues>\n<issue/>\n</issues>\n",  # a tracker's issues, no burpVersion
    '<report id="1">\n<results/>\n</report>\n',  # a report, not Greenbone's
    "#model_version is a note\n",
    "example.com is a domain, with commas, but no seller type\n",
    "Dimension.DATE,clicks\n1,2\n",  # no Column.*
])
def test_near_misses_are_left_to_others(text):
    lines = text.splitlines()
    assert vulnmgmt_shape("x.txt", lines) is None and vulnmgmt_head(text) is None
    assert adtech_shape("x.txt", lines) is None and adtech_head(text) is None


@pytest.mark.parametrize("document, what", [(KEV, "KEV"), (NVD, "NVD"), (NUCLEI, "Nuclei"), (OPENRTB, "OpenRTB"),
                                            (BID_RESPONSE, "OpenRTB"), (SELLERS, "sellers.json")])
def test_documents_in_python_are_named(document, what):
    assert what in (vulnmgmt_document(document) or adtech_document(document))
    with pytest.raises(ValueError, match=what):
        rankagg.fuse(document, method="rrf")
    assert vulnmgmt_document({"q1": {"d1": 1.0}}) is None and adtech_document({"q1": {"d1": 1.0}}) is None


@pytest.mark.parametrize("text, what", [(QUALYS, "Qualys"), (EPSS.split("\n", 1)[1], "EPSS"), (GAM, "Ad Manager"),
                                        (PREBID, "Prebid")])
def test_frames_are_named(text, what):
    with pytest.raises(ValueError, match=what):
        rankagg.fuse(pd.read_csv(io.StringIO(text)), method="borda")
    assert vulnmgmt_columns(["qid", "docid", "run", "score"]) is None and adtech_columns(["qid", "docid"]) is None
