"""Issue 45's sixty-fifth bar of scripts/reliability_matrix.py, a marching arts circuit's chief judge and tabulator and
a band director's staff ranking units (drum corps, marching bands, winter guards and percussion) per show, class and
season from the judges' caption scores (general effect, visual, music, their sub-captions weighted and summed) and the
recap placements (its cases, ids ``u65b_``, registered in its ``cases()``); the mechanics
(:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.  (Written by a persona session,
before any of its recognisers existed.)

The team's day: each show, recap, class, caption or season ranking (``show:2025-07-19/dci-southwestern``, the date then
the show's slug; ``recap:...`` a night's recap, ``class:2025/world-class``, ``caption:2025/general-effect``,
``season:2025/circuit-standings``) is a query and each unit a document (``corps:world/bluecoats``, the class, then the
unit's slug); the runs are the general effect, visual and music caption scores and the recap placements, scores in
[0, 1] at four decimals. They are fused with RRF, Borda and CombSUM, weighted by how much each caption counts, and
judged against the final placements (2 a medalist, 1 a finalist, 0 otherwise). The mistakes and odd files: the field's
own files given where runs or qrels are read (a show's scores from DCI's scores API, a CompetitionSuite recap page as
recaps.competitionsuite.com serves it, an older season's CompetitionSuite recap, a recap printed to PDF from Chrome, the
season's recap workbook from Excel and its CSV, a judge's caption score sheet, the recap placements and the performance
schedule as typed), and outputs named for the field's files. (Left out, as they could not be checked: CompetitionSuite's
bridge API answers, whose keys scrapers name but whose key order and JSONP wrapper could not be read; the judges'
recorded commentary, whose audio format CompetitionSuite's help does not give; Marching Maestro's exports, of which only
the '.scoringsystem' suffix is documented, so only that name is used; DCI's and WGI's own score pages and
schedules.competitionsuite.com's schedules, whose markup could not be read.)

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import json
import math
import struct
import zlib

from .case import Case, command_cases, fusion_checks, named_at, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

SIXTYFIFTH_DRUMCORPS = ("45 Unseen inputs: a sixty-fifth bar, a marching arts circuit's chief judge and tabulator "
                        "and a band director's staff ranking units per show, class and season from judges' caption "
                        "scores and recap placements (DCI's scores API documents, CompetitionSuite recap pages and "
                        "their PDF prints, recap workbooks and CSVs, caption score sheets, placements and performance "
                        "schedules as typed)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['general_effect', 'visual', 'music', 'recap_placements'],
    items=['corps:world/blue-devils', 'corps:world/bluecoats', 'corps:world/boston-crusaders',
           'corps:world/carolina-crown', 'corps:world/the-cavaliers', 'corps:world/santa-clara-vanguard',
           'corps:world/mandarins', 'corps:world/phantom-regiment'],
    queries=['show:2025-07-19/dci-southwestern', 'show:2025-07-26/dci-eastern-classic',
             'recap:2025-08-09/finals/world-class', 'class:2025/world-class', 'caption:2025/general-effect',
             'season:2025/circuit-standings'],
    suffix='/retabulated', generator='caption_scores', judgements='final_placements'
) + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "caption_scores", "circuit_standings.run")

_RECS3 = ["general_effect", "visual", "music"]
_OUT = ("circuit_standings.run",)
_ONE_RUN = ("show:2025-07-19/dci-southwestern Q0 corps:world/bluecoats 1 0.9187 general_effect\n"
            "show:2025-07-19/dci-southwestern Q0 corps:world/blue-devils 2 0.8532 general_effect\n")


def _compact(doc: object) -> str:
    """A document as a JSON API sends it: no spaces, keys in the order given, ASCII."""
    return json.dumps(doc, separators=(",", ":"))


# the team's files, as DCI's scores API, CompetitionSuite, Chrome, Excel and the office write them
# a show's scores from DCI's scores API (api.dci.org/api/v1/competitions/SLUG, saved as the slug's .json): an array of
# performances, each with its categories (General Effect, Visual, Music; a category's keys capitalised:
# Captions, Name, Score, Rank), each caption with its sub-captions (Name, Initials, Score, Rank), the judge's names and
# number, the caption's name and initials ('GE 1', 'VP', 'BRS') and its score as a string; then divisionName, round,
# groupName, orgGroupIdentifier, totalScore, rank, subtotalScore, subtotalRank, competitionGuid, active, isOtherType and
# the competition (groupTypes, eventName, location, date, competitionGuid, competitionLevel, chiefJudge, the release
# switches, seasonGuid, seasonName, slug): the keys and their order as quicktype wrote them from the API's answers
# (doeixd/corps-place's sdk/src/api_types.ts and api_score_type.ts); the values' styles (the date's form, the scores'
# decimals) could not be checked and are assumed
def _caption(name: str, initials: str, judge: tuple[str, str, int], subs: tuple[str, str], score: float,
             rank: int) -> dict:
    """A judge's caption: its two sub-captions (the caption's score split in halves on the 0.05 grid the judges
    use), the judge, the caption's name, initials, score and rank."""
    first = math.ceil(score * 10 - 1e-9) / 20
    halves = [(subs[0], first), (subs[1], score - first)]
    return {"Subcaptions": [{"Name": n, "Initials": _SUB[n], "Score": "%.2f" % v, "Rank": rank} for n, v in halves],
            "JudgeFirstName": judge[0], "JudgeLastName": judge[1], "Judge": judge[2], "Name": name,
            "Initials": initials, "Score": "%.3f" % score, "Rank": rank}


_SUB = {"Repertoire": "Rep", "Performance": "Perf", "Content": "Cont", "Achievement": "Achv", "Composition": "Comp"}
# each caption: its name, initials, judge and sub-captions, in the order of the recap CSV's columns below
_CAPTIONS = [("General Effect 1", "GE 1", ("Marcus", "Hale", 11), ("Repertoire", "Performance")),
             ("General Effect 2", "GE 2", ("Renee", "Ostrowski", 12), ("Repertoire", "Performance")),
             ("Visual Proficiency", "VP", ("Tom", "Akers", 21), ("Content", "Achievement")),
             ("Visual - Analysis", "VA", ("Lena", "Fujimoto", 22), ("Composition", "Achievement")),
             ("Color Guard", "CG", ("Iris", "Delacroix", 23), ("Repertoire", "Achievement")),
             ("Music - Brass", "BRS", ("Gil", "Navarro", 31), ("Content", "Achievement")),
             ("Music - Analysis", "MA", ("Ruth", "Sandoval", 32), ("Composition", "Achievement")),
             ("Music - Percussion", "Perc", ("Ada", "Brennan", 33), ("Content", "Achievement"))]
_SWC = {"groupTypes": [{"id": 1, "name": "Marching", "competitionType": {"id": 2, "name": "8 Judge"}}],
        "eventName": "DCI Southwestern Championship", "location": "San Antonio, TX", "date": "2025-07-19T00:00:00",
        "competitionGuid": "4b0e9c53-7d21-4f6a-9a1e-2c8d5f7b3e10", "competitionLevel": 2,
        "chiefJudge": "Dana Whitfield", "scoresReleased": True, "recapReleased": True, "categoryRecapReleased": True,
        "seasonGuid": "a7f3d2e1-5c64-4b8a-8e9f-0d1c2b3a4f56", "seasonName": "2025",
        "slug": "2025-dci-southwestern-championship"}


def _performance(corps: str, org: str, scores: list[float], rank: int) -> dict:
    """A corps' performance: the eight captions' scores (GE 1, GE 2, VP, VA, CG, BRS, MA, Perc), general effect their
    sum, visual and music the halves of theirs, as DCI's sheet adds them."""
    caps = [_caption(n, i, j, s, v, rank) for (n, i, j, s), v in zip(_CAPTIONS, scores)]
    ge, vis, mus = sum(scores[:2]), sum(scores[2:5]) / 2, sum(scores[5:]) / 2
    return {"categories": [{"Captions": caps[:2], "Name": "General Effect", "Score": "%.3f" % ge, "Rank": rank},
                           {"Captions": caps[2:5], "Name": "Visual", "Score": "%.3f" % vis, "Rank": rank},
                           {"Captions": caps[5:], "Name": "Music", "Score": "%.3f" % mus, "Rank": rank}],
            "divisionName": "World Class", "round": "Finals", "groupName": corps, "orgGroupIdentifier": org,
            "totalScore": round(ge + vis + mus, 3), "rank": rank, "subtotalScore": round(ge + vis + mus, 3),
            "subtotalRank": rank, "competitionGuid": _SWC["competitionGuid"], "active": True, "isOtherType": False,
            "competition": _SWC}


_DCI_JSON = _compact([
    _performance("Bluecoats", "9c1f0e2d-3b4a-4c5d-8e6f-7a8b9c0d1e2f",
                 [19.35, 19.4, 19.3, 19.4, 19.2, 19.4, 19.3, 19.5], 1),
    _performance("Boston Crusaders", "2e3d4c5b-6a79-4881-9f0e-1d2c3b4a5968",
                 [19.2, 19.25, 19.25, 19.15, 19.2, 19.3, 19.25, 19.35], 2)])
_DCI_NAME = "2025-dci-southwestern-championship.json"

# a circuit show's recap as recaps.competitionsuite.com serves it (saved as GUID.htm; checked against the pages of
# briangbrown/drumline-scores' data/scores/2025/, saved from the site): the generation comment, the head with its title
# 'CompetitionSuite' and the analytics script, the body's links to each round, then each round: its print link, the
# show's banner (name, venue, date), the head judge, the class's name row, three header rows (captions, judges,
# sub-captions: Prog, Ful and the factored *Tot for Effect, Comp, Perf and *Tot for Music, Sub Total, Pen, Total) and a
# row per unit (name, city, each score in a scoreTable with its rank), the footnote and the powered-by link; the lines
# end in CRLF or LF exactly as the site's templates write them; the page's second round and on left out
_CS_SHOW = ("Circuit Show #3", "Westview High School", "Saturday, March 14, 2026")
_CS_ROUNDS = [("5e2a9c71-0d3b-4f68-b1c4-8a6e2d9f3b07", "Percussion Scholastic Concert A"),
              ("c81d4f26-97ab-4e30-8d15-3f6b0a2c7e94", "Percussion Scholastic A")]
_CS_HEAD = ("<!-- 3/14/2026 10:52:17 PM --><html><head><meta charset=\"utf-8\" /><title>CompetitionSuite</title>"
            "<link href='https://cdn.competitionsuite.com/recaps/standard.css' type='text/css' rel='stylesheet'></head>"
            "<script type='text/javascript'>\r\n"
            "var _gaq = _gaq || [];\r\n_gaq.push(['_setAccount', 'UA-19850205-4']);\r\n"
            "_gaq.push(['_trackPageview']);\r\n"
            "(function () {\r\n"
            "var ga = document.createElement('script'); ga.type = 'text/javascript'; ga.async = true;\r\n"
            "ga.src = ('https:' == document.location.protocol ? 'https://ssl' : 'http://www') + "
            "'.google-analytics.com/ga.js';\r\n"
            "var s = document.getElementsByTagName('script')[0]; s.parentNode.insertBefore(ga, s);\r\n"
            "})();\r\n</script>\r\n")
_CS_LOGO = ("<img src='https://s3.amazonaws.com/competitionsuite/logos/36/02707e1de2be41d391512f466f6dc115.png' "
            "alt='Logo' height='75' width='135' />")
_CS_HDR = "class='content topBorder rightBorder bottomBorderDouble header' style='width: 30px;'"
_CS_TOT = "class='content rightBorder bottomBorderDouble header subcaptionTotal' style='min-width: 30px;'"


def _cs_cell(kind: str, value: str, rank: str) -> str:
    """A score cell as the recap writes it: its wrapper (a sub-caption, a judge's total, a sub-total), then the
    scoreTable with the score and its rank."""
    cls = {"sub": "topBorder rightBorder verified", "tot": "topBorder rightBorder subcaptionTotal verified",
           "sum": "topBorder rightBorderDouble"}[kind]
    return (f"<td class='{cls}' style='width: 30px;'>\r\n<table class='scoreTable' cellpadding='0' cellspacing='0'>"
            f"<tr><td class='content score' data-translate-number='{value}'>{value}</td></tr>"
            f"<tr><td class='content rank'>{rank}</td></tr></table></td>\r\n")


def _cs_unit(name: str, city: str, prog: int, ful: int, comp: int, perf: int, pen: str, rank: int) -> str:
    """A unit's row of a concert percussion round: each sub-caption out of 100, factored to 20 and 30 points."""
    effect, music = prog * 0.2 + ful * 0.3, comp * 0.2 + perf * 0.3
    sub = effect + music
    r = str(rank)
    return ("<tr>\r\n<td class='content topBorder rightBorderDouble'>" + name + "</td>\n"
            "<td class='content topBorder rightBorderDouble' style='padding-left: 5px;padding-right: 5px;'>" + city
            + "</td>\n" + _cs_cell("sub", str(prog), r) + _cs_cell("sub", str(ful), r)
            + _cs_cell("tot", "%.2f" % effect, r) + _cs_cell("sub", str(comp), r) + _cs_cell("sub", str(perf), r)
            + _cs_cell("tot", "%.2f" % music, r) + _cs_cell("sum", "%.3f" % sub, r) + _cs_cell("sub", pen, "")
            + _cs_cell("sum", "%.3f" % (sub - float(pen)), r) + "</tr>\r\n")


def _cs_recap() -> str:
    guid, division = _CS_ROUNDS[0]
    index = "".join(f"<div style='width: 800px; margin: auto;'><a href='#round_{g}'>{d}</a></div>"
                    for g, d in _CS_ROUNDS)
    caption = "<td colspan='{0}' class='content rightBorder topBorder header captionTotal'>{1}</td>"
    judge = "<td colspan='{0}' class='content topBorder rightBorder header subcaptionTotal '>{1}</td>"
    return (_CS_HEAD + "<body><a name='top' />" + index
            + f"<div style='margin-top: 30px;'><a name='round_{guid}' /><div style='width: 900px; margin: auto; "
              f"text-align: right;'><a href='{guid}.htm' target='_blank' class='btn'>Print</a> &nbsp; "
              "<a href='#top' class='btn'>Back to Top</a></div><div>\r\n"
            + "<table cellpadding='0' cellspacing='0' style='margin: auto'>\r\n<tr>\r\n"
              "<td style='width: 135px; vertical-align: middle;'>\r\n" + _CS_LOGO + "\n</td>\r\n"
              "<td style='text-align: center; min-width: 500px;'>\r\n"
              "<div style='text-align: center; font-weight: bold; font-size: 18px; max-width: 750px; white-space: "
              f"normal'>{_CS_SHOW[0]}</div>\n"
              "<div style='text-align: center; font-style: italic; font-size: 12px; margin-top: 5px;'>"
              f"{_CS_SHOW[1]}</div>\n"
              "<div style='text-align: center; font-style: italic; font-size: 12px; margin-top: 5px;'>"
              f"{_CS_SHOW[2]}</div>\n"
              "<div style='text-align: center; font-style: italic; font-size: 14px; margin-top: 5px;'></div>\n"
              "</td>\r\n<td style='width: 135px;'>" + _CS_LOGO + "\n</td>\r\n</tr>\r\n</table>\r\n"
            + "<div style='width: 800px; margin: auto;'><div class='chiefJudge' style='text-align: right; margin-top: "
              "2px; margin-right: 25px; '>Head Judge: Dana Whitfield</div></div></div>\r\n"
              "<table cellpadding='0' cellspacing='0' style='border-bottom: solid 1px #000; margin: 10px auto 0px "
              "auto;'>\r\n"
              "<tr class='header-division-name'><td style='text-align: center; padding: 2px; font-weight: bold; "
              f"font-size: 14px;'>{division}</td></tr><tr><td><table cellpadding='0' cellspacing='0' "
              "style='background-color: #FFFFFF;'><tr>\r\n"
              "<td rowspan='3' class='content bottomBorderDouble rightBorderDouble' style='min-width: 100px; "
              "text-align: center; font-size: 18px; font-style: italic; font-weight: bold;'><div class='round-name'>"
              "&nbsp;</div></td><td rowspan='3' class='content bottomBorderDouble rightBorderDouble' "
              "style='text-align: center;'></td>" + caption.format(3, "Effect") + "\n"
            + caption.format(3, "Music") + "\n"
              "<td rowspan='3' class='content rightBorderDouble bottomBorderDouble header' style='vertical-align: "
              "bottom; width: 35px;'>Sub<br/>Total</td>" + caption.format(1, "Timing & Penalties") + "\n"
              "<td rowspan='3' class='content bottomBorderDouble rightBorderDouble header' style='vertical-align: "
              "bottom;'>Total </td>\r\n"
              "</tr><tr>" + judge.format(3, "M. Okafor") + "\n" + judge.format(3, "J. Lindqvist") + "\n"
            + judge.format(1, "D. Whitfield") + "\n"
              f"</tr><tr><td {_CS_HDR}>Prog</td><td {_CS_HDR}>Ful</td><td {_CS_TOT}>*Tot</td>"
              f"<td {_CS_HDR}>Comp</td><td {_CS_HDR}>Perf</td><td {_CS_TOT}>*Tot</td><td {_CS_HDR}>Pen</td></tr>\r\n"
              "<!--PerformancesStart-->\r\n"
            + _cs_unit("Westview HS Percussion", "Lakewood, CO", 71, 73, 70, 68, "0.5", 1)
            + _cs_unit("Northridge Winter Percussion", "Greeley, CO", 66, 64, 67, 65, "0", 2)
            + "<!--PerformancesEnd-->\r\n</table>\r\n</td>\r\n</tr>\r\n</table>\r\n"
              "<div style='width: 400px; margin: 0px auto 10px auto; text-align: center; font-style: italic;'>* Total "
              "reflects factored subcaptions</div>\r\n"
              "<div style='width: 300px; margin: auto; text-align: center;'>\r\n"
              "<a href='https://competitionsuite.com/?source=recap&campaign=08ab8a45-950b-4d9e-8c47-b7e6543dd910' "
              "target='_blank'><img src='https://cdn.competitionsuite.io/PoweredByLogo.png' alt='CompetitionSuite' "
              "style='margin: auto;' /></a></div>\r\n")


_CS_RECAP = _cs_recap()
_CS_NAME = "9f4b2d6e-1a7c-4e35-b8d0-6c2e9a4f1b73.htm"

# the same site's recap from an older season (checked against drumline-scores' data/scores/2012/, saved from the site):
# the generation comment, the title and the style sheet written into the head, the body and its links to each class
# ('division_' anchors) on the first line, then the show's banner (a circuit's logo, the show, the round) and the
# class's name row: its first fifteen lines, the header rows and the units' rows (scores without data-translate-number)
# left out
_CS12_DIVISIONS = [("3a8e1f5c-2b9d-4c70-a6e4-d15f8b2c9e03", "Percussion Scholastic A"),
                   ("e7c2b9a4-6d1f-4a83-9b5e-0f4c8d2a7e61", "Percussion Scholastic Open")]
_CS12_STYLE = ("@media screen { #screenOnlyArea { display: block; } }"
               "@media print { #screenOnlyArea { display: none; } }"
               "* { font-family: Arial; font-size: 10px; white-space: nowrap; }td { vertical-align: top; }"
               ".scoreTable { width: 100%; }.content { padding: 2px; }.topBorder { border-top: solid 1px #000000; }"
               ".topBorderDouble { border-top: solid 2px #000000; }.bottomBorder { border-bottom: solid 1px #000000; }"
               ".bottomBorderDouble { border-bottom: solid 2px #000000; }"
               ".rightBorder { border-right: solid 1px #000000; }"
               ".rightBorderDouble { border-right: solid 2px #000000; }"
               ".header { text-align: center; }.score { text-align: center; padding-bottom: 0px; }"
               ".rank { text-align: center; padding-top: 0px; }"
               ".captionTotal { background-color: #999999; vertical-align: bottom; }"
               ".subcaptionTotal { background-color: #DADADA; vertical-align: bottom; }")


def _cs_recap_2012() -> str:
    guid, division = _CS12_DIVISIONS[0]
    return ("<!-- 3/7/2012 8:43:12 PM --><html><head><title>CompetitionSuite</title><style type='text/css'>"
            + _CS12_STYLE + "</style></head><body><a name='top' />"
            + "".join(f"<div style='width: 800px; margin: auto;'><a href='#division_{g}'>{d}</a></div>"
                      for g, d in _CS12_DIVISIONS)
            + f"<div style='margin-top: 30px;'><a name='division_{guid}' /><div style='width: 900px; margin: auto; "
              f"text-align: right;'><a href='{guid}.htm' target='_blank' class='btn'>Print</a> &nbsp; "
              "<a href='#top' class='btn'>Back to Top</a></div><div style='width: 800px; margin: auto; position: "
              "realtive;'>\r\n"
              "<table cellpadding='0' cellspacing='0' style='width: 100%;'>\r\n<tr>\r\n"
              "<td style='width: 135px; vertical-align: middle;'>\r\n"
              "<img src='https://competitionsuite.blob.core.windows.net/images/rmpa.png' alt='Logo' height='75' "
              "width='135' />\n</td>\r\n<td style='text-align: center;'>\r\n"
              "<div style='text-align: center; font-weight: bold; font-size: 18px;'>Circuit Contest - Westview High "
              "School</div>\n"
              "<div style='text-align: center; font-style: italic; font-size: 14px;'>Westview Show - Finals</div>\n"
              "</td>\r\n<td style='width: 135px;'>&nbsp;</td></tr>\r\n</table>\r\n</div>\r\n"
              "<table cellpadding='0' cellspacing='0' style='border-bottom: solid 1px #000000; margin: 10px auto;'>\r\n"
              "<tr><td style='padding: 2px; font-weight: bold; font-size: 14px; text-align: center;'>" + division
            + "</td></tr><tr><td><table cellpadding='0' cellspacing='0' style='margin-left: 0px; background-color: "
              "#FFFFFF;'><tr>\r\n")


_CS12_RECAP = _cs_recap_2012()
_CS12_NAME = "3a8e1f5c-2b9d-4c70-a6e4-d15f8b2c9e03.htm"


def _recap_pdf() -> bytes:
    """A recap page printed to PDF from Chrome ('Save as PDF'), its first bytes as the Skia back end writes them
    (checked against drumline-scores' data/scores/'March, 29 2025 RMPA State Championships.pdf'): the header
    '%PDF-1.4', the comment of four high bytes, the document information dictionary (Title, the page's
    'CompetitionSuite'; Creator, Chrome's user agent; Producer 'Skia/PDF m146'; the dates) as object 1, then object 3,
    the graphics state; the ICC profile, the page images and the rest left out."""
    stamp = "D:20260315041912+00'00'"
    return ("%PDF-1.4\n%\xd3\xeb\xe9\xe1\n1 0 obj\n<</Title (CompetitionSuite)\n"
            "/Creator (Mozilla/5.0 \\(Macintosh; Intel Mac OS X 10_15_7\\) AppleWebKit/537.36 \\(KHTML, like Gecko\\) "
            "Chrome/146.0.0.0 Safari/537.36)\n/Producer (Skia/PDF m146)\n"
            f"/CreationDate ({stamp})\n/ModDate ({stamp})>>\nendobj\n3 0 obj\n<</ca 1\n/BM /Normal>>\nendobj\n"
            ).encode("latin-1")


_PDF = _recap_pdf()
_PDF_NAME = "March, 14 2026 Circuit Show 3.pdf"

# the season's recap workbook as Excel saves it (.xlsx): a ZIP whose first local header carries what Office writes
# (50 4B 03 04 14 00 06 00 08 00: version 2.0, flags 6, deflate; an MSDN forum answer and Gary Kessler's table) and
# names [Content_Types].xml, the first part of an OOXML package (Didier Stevens, SANS ISC diary 26662); the time and
# date (zero, 1980-01-01) and the empty extra field could not be checked; then that part deflated, the rest of the
# package (the relationships, the workbook, its sheets) left out
_CONTENT_TYPES = (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n'
    '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
    '<Default Extension="xml" ContentType="application/xml"/>'
    '<Override PartName="/xl/workbook.xml" '
    'ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>'
    '<Override PartName="/xl/worksheets/sheet1.xml" '
    'ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>'
    '<Override PartName="/xl/styles.xml" '
    'ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>'
    '<Override PartName="/xl/sharedStrings.xml" '
    'ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>'
    '<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>'
    '<Override PartName="/docProps/app.xml" '
    'ContentType="application/vnd.openxmlformats-officedocument.extended-properties+xml"/></Types>')


def _recap_xlsx() -> bytes:
    raw = _CONTENT_TYPES.encode("utf-8")
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    data = packer.compress(raw) + packer.flush()
    name = b"[Content_Types].xml"
    header = b"PK\x03\x04" + struct.pack("<HHHHHIIIHH", 20, 6, 8, 0, 0x21, zlib.crc32(raw), len(data), len(raw),
                                         len(name), 0)
    return header + name + data


_XLSX = _recap_xlsx()
_XLSX_NAME = "recap_2025_season.xlsx"

# the office's recap sheet, kept in Excel and saved as 'CSV UTF-8 (Comma delimited)': the byte order mark Excel writes
# first, then place, corps, class, the two general effect judges and their total, visual proficiency, visual analysis,
# color guard and the visual total, brass, music analysis, percussion and the music total, penalties and the total,
# rows ended by CRLF
_RECAP_CSV = ("\ufeffPlace,Corps,Class,GE1,GE2,GE,VP,VA,CG,Visual,Brass,MA,Perc,Music,Pen,Total\r\n"
              "1,Bluecoats,World,19.350,19.400,38.750,19.300,19.400,19.200,28.950,19.400,19.300,19.500,29.100,0.000,"
              "96.800\r\n"
              "2,Boston Crusaders,World,19.200,19.250,38.450,19.250,19.150,19.200,28.800,19.300,19.250,19.350,28.950,"
              "0.000,96.200\r\n"
              "3,Blue Devils,World,19.150,19.100,38.250,19.350,19.200,19.150,28.850,19.100,19.200,19.250,28.775,"
              "0.000,95.875\r\n"
              "4,Mandarins,World,18.900,18.950,37.850,18.800,18.850,18.900,28.275,18.750,18.800,18.850,28.200,0.100,"
              "94.225\r\n")
_RECAP_CSV_NAME = "recap_2025-07-19_dci-southwestern.csv"
# a judge's caption score sheets as the tabulator types them in: caption, judge, corps, the two sub-captions and the
# caption's score: six fields a line, numbers fourth to sixth
_SCORE_SHEET = ("GE1 hale bluecoats 9.70 9.65 19.35\nGE1 hale boston-crusaders 9.60 9.60 19.20\n"
                "GE1 hale blue-devils 9.55 9.60 19.15\nVP akers bluecoats 9.65 9.65 19.30\n"
                "VP akers boston-crusaders 9.65 9.60 19.25\nVP akers blue-devils 9.70 9.65 19.35\n")
# the recap placements as typed from the announcer's sheet: show date, class, place, corps: four fields a line, a name
# last
_PLACEMENTS = ("2025-07-19 world 1 bluecoats\n2025-07-19 world 2 boston-crusaders\n2025-07-19 world 3 blue-devils\n"
               "2025-07-19 world 4 mandarins\n2025-07-19 open 1 spartans\n")
# the performance schedule as typed from the show's handout: order, step-off time, class, corps: four fields a line
_SCHEDULE = ("1 19:00 open spartans\n2 19:14 world mandarins\n3 19:28 world phantom-regiment\n"
             "4 19:42 world boston-crusaders\n5 19:56 world blue-devils\n6 20:10 world bluecoats\n")


def sixtyfifth_bar_drumcorps_cases() -> list[Case]:
    G = SIXTYFIFTH_DRUMCORPS
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="caption_scores", judgements="final_placements", runs=_RECS3, stem="circuit_standings",
        outputs=_OUT, item="corps", rounded="recap_placements",
        weights="{'general_effect': 2.0, 'visual': 1.5, 'music': 1.5, 'recap_placements': 0.5}",
        lone_query="R['recap_placements']['show:2025-06-28/dci-tour-premiere/exhibition'] = "
                   "{'corps:world/bluecoats': 0.9, 'corps:world/mandarins': 0.4}\n",
        trust="general_effect 2\nvisual 1.5\nmusic 0.5\n",
        trust_dict="{'general_effect': 2, 'visual': 1.5, 'music': 0.5}",
        texts={
            "rrf": ("u65b_rrf_caption_sources",
                    "rankagg.fuse({caption: {show, class or season: {corps: score}}}, method='rrf'): four sources, "
                    "six shows, recaps and standings ('show:2025-07-19/dci-southwestern'), corps as "
                    "'corps:world/bluecoats'"),
            "borda": ("u65b_borda_corps_off_tour",
                      "rankagg.fuse(..., method='borda'): a corps not at a show has no caption score there, so no "
                      "score in some sources"),
            "combsum": ("u65b_combsum_rounded_placements",
                        "rankagg.fuse(..., method='combsum'): the recap placements as points at one decimal (many "
                        "ties) beside the captions' scores"),
            "fuser": ("u65b_weighted_fuser_general_effect",
                      "rankagg.Fuser('rrf', weights=...) per show: general effect counts 2, the placements 0.5"),
            "frame": ("u65b_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the tabulator's sheet, a row "
                      "per show, corps and caption"),
            "evaluate": ("u65b_evaluate_final_placements",
                         "rankagg.evaluate(fused ranking, the final placements, ['nDCG@5', 'AP', 'P@3']): does the "
                         "fused ranking put the medalists first"),
            "lone": ("u65b_one_source_exhibition",
                     "rankagg.fuse(..., method='rrf'): the tour premiere's exhibition only the placements rank beside "
                     "shows every caption covers"),
            "cli_rrf": ("u65b_cli_rrf_runs",
                        "rankagg fuse general_effect.run visual.run music.run --method rrf -o circuit_standings.run: "
                        "one run per caption, shows and classes as queries"),
            "cli_borda": ("u65b_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: general effect counts "
                          "double, as on the sheet)"),
            "cli_combsum": ("u65b_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four corps the chief judge checks before "
                            "the recap is released"),
            "cli_evaluate": ("u65b_cli_evaluate_placements_qrels",
                             "rankagg evaluate circuit_standings.run --qrels final_placements.qrels -m ndcg_cut.5 -m "
                             "map: the fused ranking against the final placements (0-2)"),
            "cli_parquet": ("u65b_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o circuit_standings.parquet: gzipped runs from the "
                            "tabulation scripts, a Parquet table for the season's notebook")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u65b_dci_scores_json_as_run", "a show's scores from DCI's scores API (an array of performances: categories "
         "with captions and sub-captions, groupName, totalScore, rank, competition)", _DCI_NAME, _DCI_JSON, "DCI",
         f"{_DCI_NAME}:1"),
        ("u65b_competitionsuite_recap_htm_as_run", "a show's recap as recaps.competitionsuite.com serves it (the "
         "rounds, each with its captions, judges, sub-captions and a scoreTable per score)", _CS_NAME, _CS_RECAP,
         "CompetitionSuite", named_at(_CS_NAME, _CS_RECAP)),
        ("u65b_competitionsuite_2012_recap_as_run", "an older season's CompetitionSuite recap (the style sheet in the "
         "head, 'division_' anchors)", _CS12_NAME, _CS12_RECAP, "CompetitionSuite", named_at(_CS12_NAME, _CS12_RECAP)),
        ("u65b_recap_pdf_as_run", "a CompetitionSuite recap printed to PDF from Chrome (%PDF-1.4, Title "
         "'CompetitionSuite', Producer Skia/PDF)", _PDF_NAME, _PDF, "PDF", _PDF_NAME),
        ("u65b_recap_workbook_xlsx_as_run", "the season's recap workbook as Excel saves it (a ZIP: PK 03 04 14 00 06 "
         "00 08 00, [Content_Types].xml first)", _XLSX_NAME, _XLSX, "Excel", _XLSX_NAME),
        ("u65b_recap_csv_as_run", "the office's recap sheet saved from Excel as CSV UTF-8 (Place, Corps, Class, GE1, "
         "GE2, GE, VP, VA, CG, Visual, Brass, MA, Perc, Music, Pen, Total)", _RECAP_CSV_NAME, _RECAP_CSV, "recap",
         f"{_RECAP_CSV_NAME}:1"),
        ("u65b_caption_score_sheet_as_run", "a judge's caption score sheets as typed (six fields a line: caption, "
         "judge, corps, two sub-captions, the caption's score)", "score_sheets_swc.txt", _SCORE_SHEET, "score sheet",
         "score_sheets_swc.txt:1"),
        ("u65b_recap_placements_as_run", "the recap placements as typed (four fields a line: show, class, place, "
         "corps)", "placements_2025.txt", _PLACEMENTS, "placement", "placements_2025.txt:1"),
        ("u65b_performance_schedule_as_run", "the performance schedule as typed (four fields a line: order, step-off, "
         "class, corps)", "schedule_swc.txt", _SCHEDULE, "schedule", "schedule_swc.txt:1")],
        one_run=("general_effect.run", _ONE_RUN), stem="circuit_standings",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a PDF or a workbook read as lines gives no ranking: named by what it is")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u65b_recap_placements_as_qrels", "placements_2025.txt", _PLACEMENTS, "placement"),
        ("u65b_performance_schedule_as_qrels", "schedule_swc.txt", _SCHEDULE, "schedule"),
        ("u65b_caption_score_sheet_as_qrels", "score_sheets_swc.txt", _SCORE_SHEET, "score sheet"),
        ("u65b_dci_scores_json_as_qrels", _DCI_NAME, _DCI_JSON, "DCI")],
        one_run=("general_effect.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u65b_out_dci_scores_json", _DCI_NAME, "a show's scores from DCI's scores API"),
        ("u65b_out_competitionsuite_recap_htm", "c81d4f26-97ab-4e30-8d15-3f6b0a2c7e94.htm",
         "a CompetitionSuite recap page (a round's print page)"),
        ("u65b_out_recap_pdf", _PDF_NAME, "a recap printed to PDF"),
        ("u65b_out_scoringsystem", "circuit-judging.scoringsystem", "a Marching Maestro scoring system export")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=65"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u65b_api_dci_scores_list",
            "rankagg.fuse(json.load(2025-dci-southwestern-championship.json)): a show's scores from DCI's scores API "
            "loaded in Python given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('d.json')), method='rrf')\n",
            "DCI", why="a run maps a query to {document: score}; DCI's scores are a list of performances, each with "
            "its categories, captions, judges and sub-captions, its totals, rank and competition",
            files={"d.json": _DCI_JSON}),
        bad("u65b_api_recap_frame",
            "rankagg.fuse(pd.read_csv(recap_2025-07-19_dci-southwestern.csv)): the office's recap sheet saved from "
            "Excel (Place, Corps, Class, GE1, ..., Pen, Total) given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('r.csv'), method='borda')\n",
            "recap", why="a table of runs has qid, docid, run and score columns; a recap sheet has a corps per row and "
            "its caption scores, penalties and total per column", files={"r.csv": _RECAP_CSV}),
    ]
    return cases
