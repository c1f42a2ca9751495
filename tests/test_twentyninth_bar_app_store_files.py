"""Issue 45's twenty-ninth bar (u29f_*_as_run, u29f_*_as_qrels, u29f_api_*, u29f_out_ipa): an app store
optimisation team's exports given as a run or as qrels were told a field count, "a rank tracker's header ... as
SEMrush, Ahrefs or Search Console export them", "separated by semicolons", "UTF-16 text" (a garbled "header line"
as qrels), "a JSON table's" or "a zip archive"; each is now named for its tool at both doors, plain and gzipped, in
memory too, and ``-o fused.ipa`` is refused.  Runs whose ids and tags are the field's words stay read."""

from __future__ import annotations

import io
import json
import zipfile

import pandas as pd
import pytest

import rankagg
from rankagg.cli import main
from rankagg.io.foreign_shapes import qrels_shape
from rankagg.io.tool_files import tool_file_shape
from tests.door_files import refusal_through_the_api

PLAY = ("Date\tPackage Name\tSearch term\tCountry\tStore listing visitors\tStore listing acquisitions\t"
        "Store listing conversion rate\n2026-11-30\tcom.example.photoeditor\tphoto editor\tUS\t12,481\t1,902\t15.24%\n")
SALES = ("Provider\tProvider Country\tSKU\tDeveloper\tTitle\tVersion\tProduct Type Identifier\tUnits\n"
         "APPLE\tUS\tphotoeditor_ios\tExample Labs\tPhoto Editor Pro\t4.2.1\t1F\t1204\n")


def _zip(*names: str) -> bytes:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as z:
        for name in names:
            z.writestr(zipfile.ZipInfo(name, date_time=(2026, 11, 30, 10, 0, 0)), b"\x03\x00\x08\x00")
    return buf.getvalue()


FILES = {
    "play_search_terms.csv": (b"\xff\xfe" + PLAY.encode("utf-16-le"), "Google Play Console"),
    "S_D_85012345_20261130.txt": (SALES.encode(), "App Store Connect"),
    "dataai_keyword_ranks.csv": (b"Date,Country,Device,Keyword,App ID,App Name,Rank,Search Volume\n"
                                 b"2026-11-30,United States,iPhone,photo editor,389801252,Instagram,1,74\n", "data.ai"),
    "sensortower.csv": (b"Keyword,App ID,App Name,Country,Rank,Traffic Score,Difficulty\n"
                        b"photo editor,389801252,Instagram,US,1,7.4,6.2\n", "Sensor Tower"),
    "apptweak.csv": (b"Keyword,Volume,Difficulty,Chance,KEI,Results,Ranking,Installs\nphoto editor,74,62,38,54,248,3,1204\n",
                     "AppTweak"),
    "mobileaction_de.csv": ("Keyword;Country;Rank;Search Score;Chance;App ID\nschrittzähler;DE;9;48,2;55,0;com.x.fit\n"
                            .encode(), "MobileAction"),
    "search_ads.csv": (b"Keyword,Match Type,Campaign Name,Impressions,Taps,TTR,Avg CPT,Installs\n"
                       b"photo editor,EXACT,US - Brand,18304,341,1.86%,1.21,120\n", "Apple Search Ads"),
    "itunes.json": (json.dumps({"resultCount": 1, "results": [{"trackId": 389801252, "trackName": "Instagram"}]},
                               indent=1).encode(), "iTunes Search API"),
    "gplay.json": (json.dumps([{"appId": "com.instagram.android", "score": 4.1, "installs": "1,000,000,000+"}],
                              indent=1).encode(), "google-play-scraper"),
    "top-free.json": (json.dumps({"feed": {"title": "Top Free Apps", "results": [{"artistName": "Instagram, Inc.",
                                                                                  "id": "389801252"}]}}).encode(),
                      "App Store RSS feed"),
    "events_20261130.json": (b'{"event_date":"20261130","event_timestamp":"1764496800123456","event_name":'
                             b'"first_open","app_info":{"id":"com.example"}}\n', "BigQuery"),
    "photoeditor.apk": (_zip("AndroidManifest.xml", "classes.dex", "resources.arsc"), "Android app package"),
    "PhotoEditor.ipa": (_zip("Payload/PhotoEditor.app/Info.plist", "Payload/PhotoEditor.app/PhotoEditor"),
                        "iOS app archive"),
    "app-release.aab": (_zip("BundleConfig.pb", "base/manifest/AndroidManifest.xml"), "Android App Bundle"),
}
RUN = "photo+editor|US Q0 389801252 1 88.4 apptweak\nphoto+editor|US Q0 com.instagram.android 2 81.2 apptweak\n"


@pytest.mark.parametrize("gz", [False, True])
@pytest.mark.parametrize("door", ["run", "qrels"])
@pytest.mark.parametrize("name", sorted(FILES))
def test_named_for_its_tool_at_both_doors(tmp_path, name, door, gz):
    content, what = FILES[name]
    name = name + (".gz" if gz else "")
    message = refusal_through_the_api(tmp_path, name, content, RUN, door)
    assert name in message and what in message, message


def test_play_console_utf16_says_what_to_give(tmp_path):
    message = refusal_through_the_api(tmp_path, "p.csv", FILES["play_search_terms.csv"][0], RUN, "run")
    assert "UTF-16" in message and "p.csv:1" in message and "Q0 APP RANK" in message, message


def test_in_memory_shapes_are_named():
    with pytest.raises(ValueError, match="iTunes Search API"):
        rankagg.fuse(json.loads(FILES["itunes.json"][0]), method="borda")
    frame = pd.read_csv(io.BytesIO(FILES["dataai_keyword_ranks.csv"][0]))
    with pytest.raises(ValueError, match="data.ai"):
        rankagg.fuse(frame, method="rrf")


@pytest.mark.parametrize("out", ["fused.ipa", "FUSED.IPA.gz", "fused.xcstrings", "fused.apks"])
def test_app_names_are_refused_as_outputs(tmp_path, capsys, out):
    run = tmp_path / "apptweak.run"
    run.write_text(RUN)
    target = tmp_path / out
    assert main(["fuse", str(run), "--method", "rrf", "-o", str(target)]) == 2
    err = capsys.readouterr().err
    assert out in err and not target.exists(), err


@pytest.mark.parametrize("text", [RUN, "results Q0 resultCount 1 3.5 AppTweak\n", "Keyword Q0 Rank 1 2 App\n",
                                  "Keyword\tQ0\tApp ID\t1\t2\tRank\n", "keyword\t0\tapp\trank\n",
                                  "photo+editor|US 0 389801252 3\n", "Provider Q0 SKU 1 1 t\n",
                                  "keyword,rank,app id,1\n", "Keyword,Position,URL,Search Volume,App\n"])
def test_runs_qrels_and_web_trackers_are_never_claimed(text):
    assert tool_file_shape("x.run", text.splitlines()) is None


def test_a_run_of_the_fields_words_is_read(tmp_path):
    run, qrels = tmp_path / "a.run", tmp_path / "i.qrels"
    run.write_text("results Q0 resultCount 1 3.5 AppTweak\nresults Q0 com.android.vending 2 2.5 AppTweak\n")
    qrels.write_text("results 0 resultCount 1\n")
    assert rankagg.evaluate(str(run), str(qrels), measures=["P@1"])["P@1"] == 1.0


def test_qrels_lines_followed_by_nuls_are_no_utf16_file(tmp_path):
    """The qrels door's UTF-16 refusal (u29f_*_utf16_as_qrels) asks for a first line that is no qrels line: qrels
    lines then a sparse file's holes were told 'NUL bytes between the characters' at line 1 (u6s_fs_sparse_qrels,
    whose size guard names the memory limit), and UTF-16 stays told."""
    sparse = tmp_path / "q.txt"
    sparse.write_bytes(b"1 0 d1 1\n1 0 d2 0\n" + b"\x00" * 4096)
    assert qrels_shape(str(sparse)) is None
    wide = tmp_path / "w.txt"
    wide.write_bytes("\ufeffKeyword\tCountry\n".encode("utf-16-le"))
    assert qrels_shape(str(wide)) is not None
