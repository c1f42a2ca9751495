"""An energy consultancy's files where a run, the judgements or a table are read (issue 45's thirty-second bar,
u32d_): EnergyPlus's input files (IDF, after their '!' comments), its ESO and CSV outputs, OpenStudio models, EPW
weather files, Modelica models, Green Button downloads (an Atom feed of ESPI data), and Portfolio Manager exports
(files and frames).  They were told a field count, a number's error or a generic note; each is named for what it is,
with what to give instead."""

from __future__ import annotations

import re
from typing import Sequence

from rankagg.io.header_tables import header_cells, named_table
from rankagg.io.line_form_store import compiled
from rankagg.io.text_input import run_or_qrels_line
from rankagg.io.xml_head import xml_root

__all__ = ["AS_RUN", "BUILDINGS_OUTPUTS", "buildings_columns", "buildings_head", "buildings_shape"]

#: what to do with models, weather and meter data: each model's ranking of a building's measures is a run
AS_RUN = ("give each model's ranking of the retrofit measures (EnergyPlus's simulated savings, a regression's, the "
          "auditors') as a run, a building and climate scenario a query and each measure a document "
          "(ecm:heat-pump-ashp), the score higher for the larger saving: 'BUILDING/CLIMATE Q0 MEASURE RANK SCORE "
          "MODEL'; the metered savings are the qrels, 'BUILDING/CLIMATE 0 MEASURE GRADE'")
_NOT_LINES = "not TREC run or qrels lines: "

_TABLES = (
    (("Property Id", "Property Name", "ENERGY STAR Score"), "an ENERGY STAR Portfolio Manager export (Property Id, "
                                                           "Property Name, ..., ENERGY STAR Score, Site EUI)"),
)
_EPLUS_COLUMN = compiled(r".*\[.*\]\s*\((?:Hourly|TimeStep|Daily|Monthly|RunPeriod|Annual|Each Call)\)\s*$", re.I)
_IDF_VERSION = compiled(r"^Version\s*,\s*(?:[\d.]+\s*;)?\s*(?:!.*)?$", re.I)
_MODELICA = compiled(r"^(?:within\s+[\w.]*\s*;|(?:partial\s+)?(?:model|package|block|record|connector)\s+\w+"
                     r"(?:\s+\"[^\"]*\")?\s*$)")


def _eplus_output(cells: Sequence[str]) -> bool:
    return bool(cells) and cells[0].strip().lower() == "date/time" and any(_EPLUS_COLUMN.match(c) for c in cells[1:])


def buildings_shape(name: str, lines: Sequence[str]) -> str | None:
    """What a text file named ``name`` whose first lines are ``lines`` is, with what to give instead, or None."""
    if not lines or run_or_qrels_line(lines[0]):
        return None
    first = lines[0].lstrip("\ufeff").strip()
    second = lines[1].strip() if len(lines) > 1 else ""
    if first.startswith("Program Version,EnergyPlus"):
        what: str | None = ("EnergyPlus's ESO or MTR output (Program Version, the data dictionary, then values by "
                            "report code; ReadVarsESO turns it into CSV)")
    elif first.startswith("OS:Version,") or re.match(r"^OS:\w+,", first):
        what = "an OpenStudio model (OSM: OS:Version, OS:Building, ... objects, each with a handle)"
    elif first.startswith("LOCATION,") and second.startswith("DESIGN CONDITIONS"):
        what = ("an EPW weather file (EnergyPlus weather: LOCATION, DESIGN CONDITIONS, ..., then 8760 hourly rows)")
    elif _MODELICA.match(first):
        what = "a Modelica model (within ...; model ... end: OpenModelica and Dymola compile it)"
    elif _eplus_output(first.split(",")):
        what = ("EnergyPlus's CSV output (ReadVarsESO's eplusout.csv: Date/Time, then 'KEY:Variable [unit](frequency)' "
                "columns)")
    else:
        what = named_table(header_cells(first), _TABLES)
        what = None if what is None else what + ", read it with pandas"
    return None if what is None else f"is {what}, {_NOT_LINES}{AS_RUN}"


def buildings_head(text: str) -> tuple[int, str] | None:
    """(line, reason) when the head ``text`` is an EnergyPlus input file (at IDFEditor's '!-Generator' line, else at
    its Version object after the '!' comments) or a Green Button download."""
    root = xml_root(text)
    if root is not None:
        if "naesb.org/espi" in text and (root.local == "feed" or root.name.startswith("espi:")):
            return root.line, (f"is a Green Button download (an Atom feed of NAESB ESPI energy usage: UsagePoint, "
                               f"IntervalBlock, IntervalReading), {_NOT_LINES}{AS_RUN}")
        return None
    for number, line in enumerate(text.lstrip("\ufeff").splitlines()[:60], 1):
        body = line.strip()
        if body.startswith("!-Generator IDFEditor") or (body and not body.startswith("!") and _IDF_VERSION.match(body)):
            return number, (f"is an EnergyPlus input file (IDF: Version, Building, Zone, ... objects, their fields "
                            f"separated by ',' and ended by ';'), {_NOT_LINES}{AS_RUN}")
        if body and not body.startswith("!"):
            return None
    return None


def buildings_columns(names: Sequence[object]) -> str | None:
    """What a table (a frame, a comparison table) whose columns are ``names`` is, or None."""
    what = named_table(names, _TABLES)
    if what is None and _eplus_output([str(n) for n in names]):
        what = "EnergyPlus's CSV output (Date/Time, then 'KEY:Variable [unit](frequency)' columns)"
    return None if what is None else f"is {what}, no runs: {AS_RUN}"


#: the field's output names: the simulators read their own objects and records, no TREC line ('.idf' is not one of
#: them: TREC-COVID's run tag uab.idf names a run, inverse document frequency, and fused.idf must stay a run's name)
BUILDINGS_OUTPUTS: dict[str, str] = {
    ".epw": "an EPW weather file (which EnergyPlus reads by its header and hourly rows)",
    ".eso": "an EnergyPlus output file (ESO, which ReadVarsESO reads)",
    ".mtr": "an EnergyPlus meter file (MTR)",
    ".gbxml": "a gbXML model",
}
