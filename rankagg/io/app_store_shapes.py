"""An app store optimisation team's files where a run or the judgements are read (issue 45's twenty-ninth bar,
u29f_*_as_run, u29f_*_as_qrels, u29f_api_*): the rank trackers' keyword exports (data.ai, Sensor Tower, AppTweak,
MobileAction, AppFollow) were told "a rank tracker's header ... as SEMrush, Ahrefs or Search Console export them" or
"separated by semicolons", App Store Connect's Sales and Trends report and an Apple Search Ads report a field count
or "a header", Google Play Console's UTF-16 reports "UTF-16 text" (and, as qrels, "a judgements table" of garbled
cells), the iTunes Search API's, google-play-scraper's, Apple's RSS feed and a Firebase BigQuery export's JSON "a
JSON table's" and the apps themselves (.apk, .ipa, .aab) "a zip archive: unzip it".  Each is named here for what it
is, by its header, its JSON keys or its archive's members, with what to give instead.  A TREC run whose ids or tags
are the field's words ('resultCount', 'Keyword', 'com.android.vending') is six fields a line and never claimed:
only a header line of the exports' columns, a JSON document's keys or a zip's members are read."""

from __future__ import annotations

import re
from typing import Sequence

from rankagg.io.line_form_store import compiled

__all__ = ["APP_STORE_JSON", "app_store_binary", "app_store_columns", "app_store_document", "app_store_shape",
           "app_store_wide", "zip_members"]

#: what to give instead of a tracker's or a store's export: its ranks per keyword as a run, installs as grades
AS_RUN = ("read it with pandas, ids as text, and give each tracker's ranks as a run, the keyword and store country a "
          "query (no blank: photo+editor|US), the app's store id a document (389801252, com.instagram.android): "
          "'QUERY Q0 APP RANK SCORE TRACKER' with the score higher for the better rank (minus the rank), or "
          "rankagg.fuse a frame of columns qid, docid, run, rank; grades from the install estimates are the qrels, "
          "'QUERY 0 APP GRADE'")
_NOT_LINES = "not TREC run or qrels lines: "
_TRACKERS = ("an app store optimisation tool's keyword export (data.ai / App Annie, Sensor Tower, AppTweak, "
             "MobileAction or AppFollow: a keyword, an app and its rank or scores per row)")
_KEYWORD = {"keyword", "keywords", "search term", "search terms", "term"}
_RANK = {"rank", "ranking", "position", "current rank", "keyword rank", "rank change"}
#: columns only an app store tool writes (a web rank tracker's SEMrush or Ahrefs export has a URL instead)
_APP_COLUMNS = {"app id", "app name", "app", "traffic score", "chance", "kei", "search score", "bundle id",
                "package name", "apple identifier", "store", "app store id", "popularity"}
_SEARCH_ADS = {"avg cpt", "avg cpa", "taps", "ttr", "tap-through installs", "installs (tap-through)", "lat on installs"}
_PLAY = {"store listing visitors", "store listing acquisitions", "store listing conversion rate",
         "daily device installs", "daily device uninstalls", "install events", "daily average rating",
         "total average rating", "daily user installs", "active device installs"}


def _what(cells: Sequence[str]) -> str | None:
    """What export a header of the lower-cased ``cells`` is, or None."""
    have = set(cells)
    if cells[:3] == ["provider", "provider country", "sku"]:
        return ("is App Store Connect's Sales and Trends report (Provider, Provider Country, SKU, ..., Units, Apple "
                "Identifier: a day's units per app and country, no ranking), ")
    if "package name" in have and have & _PLAY:
        return ("is a Google Play Console report (Package Name, Store listing visitors, acquisitions, installs or "
                "ratings per day: its exports are UTF-16 text, tab-separated), ")
    if "match type" in have and have & _SEARCH_ADS and have & _KEYWORD:
        return ("is an Apple Search Ads keyword report (Keyword, Match Type, Campaign Name, Impressions, Taps, Avg "
                "CPT, Installs: paid keywords' spend and conversions, no organic ranking), ")
    if have & _KEYWORD and have & _RANK and have & _APP_COLUMNS and "url" not in have:
        return f"is {_TRACKERS}, "
    return None


def _cells(line: str) -> list[str]:
    return [c.strip().strip("\"'").lower() for c in re.split(r"[,;\t]", line.lstrip("\ufeff").strip("\r\n"))]


def app_store_shape(name: str, lines: Sequence[str]) -> str | None:
    """What app store export whose first lines are ``lines`` is (its header), and what to do, or None."""
    first = next((ln for ln in lines if ln.strip()), "")
    if not re.search(r"[,;\t]", first):
        return None  # a header of one column, or a TREC line's blanks: no export's
    cells = _cells(first)
    # a header: four headings or more, none a number, the second no run's Q0 nor qrels' 0 ('Keyword<TAB>Q0<TAB>App
    # <TAB>1<TAB>2<TAB>Rank' is a run whose ids are the field's words)
    if len(cells) < 4 or cells[1] in ("q0", "0") or any(re.fullmatch(r"[-+]?[\d.,]+%?", c) for c in cells):
        return None
    what = _what(cells)
    return None if what is None else what + _NOT_LINES + AS_RUN


def app_store_columns(names: Sequence[object]) -> str | None:
    """What a frame of the column ``names`` is when an app store tool exported it, with what to do; or None."""
    what = _what([str(n).strip().strip("\"'").lower() for n in names])
    return None if what is None else what + "not a frame of runs: " + AS_RUN


def app_store_wide(text: str) -> str | None:
    """What a UTF-16 or UTF-32 text, decoded (``text``: its first lines), is when an app store tool wrote it (Google
    Play Console's reports are UTF-16 with a byte-order mark), or None."""
    lines = [ln for ln in text.lstrip("\ufeff").splitlines() if ln.strip()][:2]
    found = app_store_shape("", lines)
    return None if found is None else found.split(", " + _NOT_LINES)[0]


#: the field's JSON by the strings its text holds
APP_STORE_JSON = (
    (('"resultCount"', '"results"'), "the iTunes Search API's answer (JSON: resultCount, results[] with trackId, "
                                     "trackName, averageUserRating, userRatingCount), one search's apps in the "
                                     "store's order: " + AS_RUN),
    (('"appId"', '"installs"'), "google-play-scraper's answer (JSON: appId, title, score, installs per app), one "
                                "search's or app's details: " + AS_RUN),
    (('"feed"', '"artistName"'), "an App Store RSS feed (JSON from rss.applemarketingtools.com: feed.results[], a "
                                 "chart's apps in order): " + AS_RUN),
    (('"feed"', '"im:name"'), "an iTunes RSS feed (JSON: feed.entry[] with im:name, a chart's apps in order): "
                              + AS_RUN),
    (('"event_name"', '"event_timestamp"'), "a Firebase Analytics export from BigQuery (JSON: event_date, "
                                            "event_timestamp, event_name, app_info per event), events, no ranking: "
                                            + AS_RUN),
)


def app_store_document(obj: object) -> str | None:
    """What a parsed app store API answer given as runs is (json.load of the iTunes Search API's: its 'resultCount'
    is an int, which no run holds), or None."""
    if isinstance(obj, dict) and isinstance(obj.get("resultCount"), int) and isinstance(obj.get("results"), list):
        return APP_STORE_JSON[0][1]
    if isinstance(obj, dict) and isinstance(obj.get("feed"), dict) and isinstance(
            obj["feed"].get("results", obj["feed"].get("entry")), list):
        return APP_STORE_JSON[2][1]
    return None


#: a zip member's local header: the signature, then (at 26) the lengths of its name and extra field, then the name
_LOCAL_HEADER = compiled(rb"PK\x03\x04[\s\S]{22}([\s\S]{2})([\s\S]{2})")
_APP_FIX = ("an app holds no ranking: give rankagg the trackers' keyword ranks as runs ('QUERY Q0 APP RANK SCORE "
            "TRACKER', the app by its store id) and the install estimates as qrels")


def zip_members(head: bytes) -> list[bytes]:
    """The names of the zip members whose local headers lie in ``head`` (an archive told by what it holds)."""
    names = []
    for header in _LOCAL_HEADER.finditer(head):
        names.append(head[header.end():header.end() + int.from_bytes(header.group(1), "little")])
    return names


def app_store_binary(head: bytes) -> tuple[str, str] | None:
    """(what the app archive is, what to do) for an .apk, .ipa or .aab (zip archives told by their members), or None."""
    if not head.startswith(b"PK\x03\x04"):
        return None
    names = zip_members(head)
    if any(n == b"BundleConfig.pb" or n.startswith(b"base/manifest/") for n in names):
        return "an Android App Bundle (.aab: a zip with BundleConfig.pb and base/manifest/)", _APP_FIX
    if any(n in (b"AndroidManifest.xml", b"classes.dex") for n in names):
        return "an Android app package (an APK, .apk: a zip with AndroidManifest.xml and classes.dex)", _APP_FIX
    if any(n.startswith(b"Payload/") and b".app/" in n for n in names):
        return "an iOS app archive (an IPA, .ipa: a zip with Payload/NAME.app/)", _APP_FIX
    return None
