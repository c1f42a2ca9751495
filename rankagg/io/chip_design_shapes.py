"""A chip design team's files, told by their first lines or bytes, so that a run, qrels or weights door names what
they are and says what to give instead of a field count (issue 45's twenty-seventh bar, timing paths per block and
corner ranked by OpenSTA, a converted commercial STA report and ML timing and congestion predictors: a Verilog
netlist, a DEF, a LEF, a SPEF and OpenSTA's ``report_checks`` text were told "expected 6 fields", a Liberty library
"score 'SiliconSmart' is not a number", SDC constraints "expected 'NAME WEIGHT'", a GDSII stream "UTF-16 or UTF-32
text", OpenROAD's metrics "a JSON table's").

* Text, read past its comments (``//``, ``/* */``, ``#``): a Verilog or SystemVerilog source (``module``,
  `` `timescale``), a Liberty library (``library (NAME) {``), LEF and DEF (``VERSION 5.8 ;`` and their statements),
  SPEF (``*SPEF``), SDF (``(DELAYFILE``), SAIF (``(SAIFILE``), a VCD waveform (``$date``, ``$timescale``...), a
  static timing report (OpenSTA's ``report_checks``, PrimeTime's ``report_timing``: ``Startpoint:``), and Tcl: SDC
  constraints (``create_clock``, ``set_input_delay``...) or a tool's script (``read_liberty``, ``report_checks``...).
* JSON by its keys (:data:`CHIP_DESIGN_JSON`), or parsed (:func:`openroad_metrics`): OpenROAD-flow-scripts' metrics
  (``run__flow__design``...).
* Binary, by their bytes: a GDSII stream (its HEADER record, then BGNLIB), an OASIS layout (``%SEMI-OASIS``).

A tool's paths for one block and corner, worst first, are a run's list: the note says so."""

from __future__ import annotations

import re

from rankagg.io.line_form_store import compiled

__all__ = ["AS_RUN", "CHIP_DESIGN_JSON", "OPENROAD_METRICS", "chip_design_binary", "chip_design_shape", "openroad_metrics"]

#: what to do with a design flow's file: each timing tool's paths per block and corner are a run
AS_RUN = ("give each timing tool's paths as a run, a block and corner (core_top/ss_0p72v_125c, no blank) a query and "
          "its paths the documents, the score higher for the more critical path (write -slack: rankagg reads higher "
          "as better, and the worst slack is the most negative): 'CORNER Q0 PATH RANK -SLACK TOOL' (or "
          "rankagg.fuse({tool: {corner: {path: -slack}}})); sign-off's judgements are the qrels, 'CORNER 0 PATH 2' "
          "for a critical path, 1 for a violating one, 0 for one that meets timing")
_NOT_LINES = "not TREC run, qrels or weights lines: it ranks no paths; "
#: a C or Verilog block comment, which Liberty, Verilog and SDF files open with
_BLOCK_COMMENT = compiled(r"/\*.*?(?:\*/|\Z)", re.S)
#: a line's first word: what each format's statements start with
_SDC_COMMANDS = frozenset({
    "create_clock", "create_generated_clock", "set_clock_uncertainty", "set_clock_latency", "set_clock_transition",
    "set_clock_groups", "set_input_delay", "set_output_delay", "set_false_path", "set_multicycle_path",
    "set_max_delay", "set_min_delay", "set_load", "set_driving_cell", "set_input_transition", "set_max_fanout",
    "set_max_transition", "set_case_analysis", "set_timing_derate", "current_design", "set_units", "set_sdc_version"})
_TOOL_COMMANDS = frozenset({
    "read_liberty", "read_lib", "read_verilog", "read_db", "read_def", "read_lef", "read_spef", "read_sdc",
    "read_sdf", "link_design", "link", "report_checks", "report_timing", "report_wns", "report_tns", "report_qor",
    "set_propagated_clock", "estimate_parasitics", "global_placement", "detailed_placement", "global_route",
    "detailed_route", "clock_tree_synthesis", "repair_timing", "write_def", "write_verilog", "write_db",
    "source", "define_corners", "set_db", "set_app_var", "set_design_attributes", "create_power_domain"})
_LEF_STATEMENTS = frozenset({"version", "busbitchars", "dividerchar", "units", "manufacturinggrid", "layer", "site",
                             "macro", "via", "viarule", "nowireextensionatpin", "clearancemeasure", "propertydefinitions",
                             "useminspacing", "namescasesensitive"})
_DEF_STATEMENTS = frozenset({"design", "diearea", "components", "nets", "pins", "rows", "row", "tracks", "gcellgrid",
                             "specialnets", "vias", "blockages", "technology", "regions", "groups"})
#: VCD's declaration keywords (IEEE 1364 section 18)
_VCD_KEYWORDS = ("$date", "$version", "$timescale", "$comment", "$scope", "$var", "$enddefinitions")
_VERILOG_START = compiled(r"(?:(?:macro)?module|primitive|package|interface)\s+\\?[\w$]+|`(?:timescale|include|define|"
                          r"ifdef|ifndef|default_nettype|celldefine)\b")


def _significant(text: str) -> list[tuple[int, str]]:
    """(line number, line) of ``text`` past its comments: block comments (``/* */``, their lines kept for the
    count), ``//`` and ``#`` lines, blank ones and PrimeTime's rules of asterisks over a report's header."""
    text = _BLOCK_COMMENT.sub(lambda m: "\n" * m.group(0).count("\n"), text.lstrip("\ufeff"))
    return [(n, ln.strip()) for n, ln in enumerate(text.splitlines(), 1)
            if ln.strip() and not ln.lstrip().startswith(("//", "#")) and ln.strip("* \t")]


def _word(line: str) -> str:
    return (line.split() or [""])[0].lower()


def _what(lines: list[tuple[int, str]]) -> str | None:
    first, words = lines[0][1], [_word(ln) for _, ln in lines]
    if _VERILOG_START.match(first):
        return ("a Verilog or SystemVerilog source (a netlist or RTL: module ... endmodule), " + _NOT_LINES
                + "run static timing analysis on it (OpenSTA's report_checks) and ")
    if re.match(r"library\s*\(", first):
        return ("a Liberty library (library (...) { cells, timing tables }: a corner's cell timing), " + _NOT_LINES
                + "read it with the timing tool and ")
    if re.match(r'\*SPEF\s+"', first):  # the standard's name in quotes: '*SPEF "IEEE 1481-1998"'
        return "a SPEF parasitics file (IEEE 1481: *SPEF, *DESIGN, nets' R and C), " + _NOT_LINES
    if re.match(r"\(\s*DELAYFILE\b", first):
        return "an SDF delay file (IEEE 1497: (DELAYFILE ...), cells' back-annotated delays), " + _NOT_LINES
    if re.match(r"\(\s*SAIFILE\b", first):
        return "a SAIF switching activity file ((SAIFILE ...): nets' toggle counts), " + _NOT_LINES
    if words[0] in _VCD_KEYWORDS and sum(w in _VCD_KEYWORDS for w in words) >= 2:
        return "a VCD waveform (IEEE 1364 value change dump: $date, $timescale, $var, then #time changes), " + _NOT_LINES
    if words[0] == "startpoint:" or (words[0] == "report" and first.replace(" ", "").lower().startswith("report:timing")):
        return ("a static timing report (OpenSTA's report_checks, PrimeTime's report_timing: each path's "
                "Startpoint, Endpoint, its delays and 'slack (VIOLATED)'), not TREC run, qrels or weights lines: "
                "write each path's endpoint and its slack per corner as a line (report_checks -format end, or "
                "-format json, lists them) and ")
    if re.fullmatch(r"VERSION\s+5\.\d+\s*;", first) or words[0] in _LEF_STATEMENTS | _DEF_STATEMENTS:
        if "design" in words and {"diearea", "components", "nets", "pins", "rows"} & set(words):
            return "a DEF file (LEF/DEF 5.8 design exchange: DESIGN, DIEAREA, COMPONENTS placed), " + _NOT_LINES
        if words[0] == "version" and {"macro", "layer", "site", "units", "busbitchars"} & set(words[1:]):
            return "a LEF file (LEF 5.8 library exchange: technology layers, sites, macros), " + _NOT_LINES
    if words[0] in _SDC_COMMANDS | _TOOL_COMMANDS | {"set"} and sum(w in _SDC_COMMANDS for w in words) >= 2:
        return "SDC timing constraints (Tcl: create_clock -period, set_input_delay...), " + _NOT_LINES
    if words[0] in _TOOL_COMMANDS and sum(w in _TOOL_COMMANDS for w in words) >= 2:
        return ("a timing or place-and-route tool's Tcl script (read_liberty, read_verilog, report_checks...), "
                + _NOT_LINES + "run it, and of the paths it reports ")
    return None


def chip_design_shape(text: str) -> tuple[int, str] | None:
    """(line, what it is and what to do) for a design flow's text file whose head is ``text``, or None."""
    lines = _significant(text)[:16]
    if not lines:
        return None
    what = _what(lines)
    return None if what is None else (lines[0][0], "is " + what + AS_RUN)


#: OpenROAD-flow-scripts' metrics (a flow stage's metrics JSON, metadata.json), in a file or parsed
OPENROAD_METRICS = ("OpenROAD-flow-scripts' metrics (JSON: run__flow__design, finish__timing__setup__ws, ... one value "
                    "per stage and metric for a whole design, no path ranked): " + AS_RUN)
#: the keys their text holds
CHIP_DESIGN_JSON = ((('"run__flow__',), OPENROAD_METRICS),)


def openroad_metrics(obj: object) -> bool:
    """Whether a parsed object is OpenROAD's metrics: a ``run__flow__*`` key holding a text or a number, where a
    run's query holds a mapping (so no run is one)."""
    return isinstance(obj, dict) and any(
        isinstance(k, str) and k.startswith("run__flow__") and isinstance(v, (str, int, float)) for k, v in obj.items())


def chip_design_binary(head: bytes) -> tuple[str, str] | None:
    """What binary layout ``head`` starts (a GDSII stream, an OASIS file) and what to do with it; None otherwise."""
    # GDSII: a HEADER record (length 6, type 0x00, int16) of a stream version, then BGNLIB (length 28, type 0x01)
    if len(head) >= 10 and head[:4] == b"\x00\x06\x00\x02" and head[6:10] == b"\x00\x1c\x01\x02":
        return ("a GDSII stream (a layout's binary records: HEADER, BGNLIB, LIBNAME, structures)",
                "it ranks no paths; " + AS_RUN)
    if head.startswith(b"%SEMI-OASIS\r\n"):
        return "an OASIS layout (SEMI P39, binary)", "it ranks no paths; " + AS_RUN
    return None
