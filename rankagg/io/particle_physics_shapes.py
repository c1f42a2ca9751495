"""A particle physics analysis team's files, told by their first lines or bytes, so that a run, qrels or weights door
names what they are and says what to give instead of a field count (issue 45's twenty-seventh bar, signal candidates
ranked by DeepJet, ParticleNet, a TMVA BDT and a GNN and fused per analysis region: a HepMC3 event record, a Les
Houches Event file, an SLHA spectrum, YODA histograms and a TTree::Scan dump were told "expected 6 fields", a pyhf
workspace and CMS's luminosity JSON "a JSON table", a ROOT file "NUL bytes between the characters", a coffea output
"ranx's Run.save(kind='lz4')", TMVA's weight XML given to --weights "expected 'NAME WEIGHT'" at its third line).

* Text: HepMC's ASCII records (``HepMC::Version``, ``HepMC::Asciiv3-START_EVENT_LISTING``, HepMC2's
  ``IO_GenEvent``), the Les Houches Event file (``<LesHouchesEvents>``), an SLHA spectrum (``BLOCK``, ``DECAY``), TMVA's
  weight XML (``<MethodSetup>``), YODA's and Rivet's histograms (``BEGIN YODA_``), RDataFrame's cutflow report
  (``NAME : pass=N all=N -- eff=``), a ``TTree::Scan`` dump (rows between ``*``), a table of events (NanoAOD's
  ``run, luminosityBlock, event`` columns, as uproot and pandas export them: branches, or truth labels).
* JSON (:func:`particle_physics_json`, asked by :func:`rankagg.io.json_documents.json_shape`): a HistFactory
  workspace in pyhf's JSON, CMS's certified luminosity JSON (``{"run": [[first, last], ...]}``).
* Binary, by their bytes: a ROOT file (``root`` then its version), a coffea output (``coffea.util.save``: an LZ4
  frame, told by its ``.coffea`` name; the LZ4 frame alone is ranx's).

A tagger's scores of one region's events, best first, are a run's list: the note says so."""

from __future__ import annotations

import re
from typing import Sequence

from rankagg.io.line_form_store import compiled

__all__ = ["AS_RUN", "particle_physics_shape", "particle_physics_head", "particle_physics_json",
           "particle_physics_binary"]

#: what to do with a generator's, a fitter's or a framework's file: each tagger's scores per region are a run
AS_RUN = ("give each tagger or classifier's scores as a run, an analysis region or sample (SR_2b_highMET, no blank) a "
          "query and its events or candidates the documents, one id each (run, lumi block and event joined: "
          "run358831_lumi112_evt1782930044), the score higher for the more signal-like: 'REGION Q0 EVENT RANK SCORE "
          "TAGGER' (or rankagg.fuse({tagger: {region: {event: score}}})); the simulated samples' truth labels are the "
          "qrels, 'REGION 0 EVENT 1' for a signal event, 0 for a background one")
_NOT_LINES = "not TREC run or qrels lines: it ranks no events; "
_HEPMC = compiled(r"^HepMC::(?:Version\s|Asciiv3-START_EVENT_LISTING|IO_GenEvent-START_EVENT_LISTING|"
                  r"IO_Ascii-START_EVENT_LISTING|Asciiv3-START_RUN_INFO)")
_LHE = compiled(r"^[\ufeff \t]*<LesHouchesEvents[\s>]")
_SLHA_BLOCK = compiled(r"^(?i:block)[ \t]+[A-Za-z][\w]*(?:[ \t]+(?i:q)\s*=.*)?[ \t]*(?:#.*)?$")
_SLHA_DECAY = compiled(r"^(?i:decay)[ \t]+-?\d+[ \t]+[-+]?[\d.]+(?:[Ee][-+]?\d+)?[ \t]*(?:#.*)?$")
_SLHA_ENTRY = compiled(r"^[ \t]+[-+]?\d")
_TMVA = compiled(r"<MethodSetup[\s>][^\n]*Method=\"[\w:]+\"|<Info name=\"TMVA Release\"")
_YODA = compiled(r"^BEGIN YODA_[A-Z0-9_]+(?:[ \t]|$)")
_CUTFLOW = compiled(r"^\S.*?:[ \t]*pass=\d+[ \t]+all=\d+[ \t]+--[ \t]+eff=")
_SCAN_RULE = compiled(r"^\*{8,}[ \t]*$")
_SCAN_HEAD = compiled(r"^\*[ \t]+Row[ \t]+\*")
#: the columns that name an event in CMS's NanoAOD (ATLAS's PHYSLITE: runNumber, lumiBlock, eventNumber)
_EVENT_IDS = ({"run", "luminosityblock", "event"}, {"runnumber", "lumiblock", "eventnumber"})
_TRUTH = ("is_signal", "issignal", "signal", "truth", "label", "y_true", "target", "class_id")
_LUMI = compiled(r"\A\s*\{\s*\"\d{4,7}\"\s*:\s*\[\s*\[\s*\d+\s*,\s*\d+\s*\]")


def _events_table(header: str) -> str | None:
    cells = {c.strip(" \"'").lower() for c in re.split(r"[,\t;]" if re.search(r"[,\t;]", header) else r"\s+", header)}
    if not any(ids <= cells for ids in _EVENT_IDS):
        return None
    label = next((c for c in _TRUTH if c in cells), None)
    if label is not None:
        return (f"is a table of events with their truth label ('{label}': the run, lumi block and event of each, as "
                "uproot and pandas export a simulated sample's labels), not TREC run or qrels lines: read it with "
                f"pandas, join run, lumi block and event into one id each, and write 'REGION 0 EVENT GRADE' with the "
                f"'{label}' column as the grade; " + AS_RUN)
    return ("is a table of events (NanoAOD's run, luminosityBlock and event columns, or ATLAS's runNumber, lumiBlock "
            "and eventNumber, beside branches, as uproot and pandas export them), not TREC run or qrels lines: read it "
            "with pandas, join run, lumi block and event into one id each, and " + AS_RUN)


def particle_physics_shape(name: str, lines: Sequence[str]) -> str | None:
    """What particle physics file named ``name`` whose first lines (comments skipped) are ``lines`` begins, and what
    to do, or None."""
    lines = [ln.lstrip("\ufeff").rstrip("\r\n") for ln in lines]
    if not lines:
        return None
    first = lines[0].strip()
    if _HEPMC.match(first):
        version = "HepMC2 (IO_GenEvent)" if "IO_GenEvent" in first or " 2." in first else "HepMC3"
        return (f"is a {version} ASCII event record (HepMC::Version, the event listing, E, V and P lines: a "
                "generator's events, their vertices and particles), " + _NOT_LINES + "run the taggers on the "
                "reconstructed events and " + AS_RUN)
    if _LHE.match(lines[0]):
        return ("is a Les Houches Event file (LHEF XML: <LesHouchesEvents>, <init>, <event>: a matrix-element "
                "generator's parton-level events, MadGraph's or POWHEG's), " + _NOT_LINES + AS_RUN)
    if (_SLHA_BLOCK.match(first) or _SLHA_DECAY.match(first)) and (
            len(lines) < 2 or _SLHA_ENTRY.match(lines[1]) or _SLHA_BLOCK.match(lines[1].strip())):
        return ("is an SLHA spectrum (SUSY Les Houches Accord: BLOCK and DECAY sections of a model point's masses "
                "and decays), " + _NOT_LINES + AS_RUN)
    if first.startswith("<") and _TMVA.search("\n".join(lines)):
        return ("is TMVA's weight file (XML: <MethodSetup>, the trained BDT or MVA method), not run weights nor TREC "
                "run or qrels lines: apply it with TMVA's Reader to the events and " + AS_RUN + "; --weights takes "
                "'TAGGER W' lines, one number >= 0 per run")
    if _YODA.match(first):
        return ("is a YODA file (Rivet's histograms: BEGIN YODA_..., bins, END YODA_...), " + _NOT_LINES + AS_RUN)
    if _CUTFLOW.match(first):
        return ("is a cutflow report (ROOT's RDataFrame Report()->Print(): a line per filter, 'NAME : pass=N all=N -- "
                "eff=...'), " + _NOT_LINES + AS_RUN)
    if _SCAN_RULE.match(first) and len(lines) > 1 and _SCAN_HEAD.match(lines[1]):
        return ("is a TTree::Scan dump (ROOT's table of a tree's branches between '*', its names cut to 9 "
                "characters), " + _NOT_LINES + "read the tree with uproot or RDataFrame and " + AS_RUN)
    return _events_table(lines[0])


#: YODA 1's block lines, which begin with '#' (YODA 2 dropped it): trec_eval's comment lines, so skipped before the
#: recognisers of first lines look (u27a_ noted an old Rivet output as left)
_YODA1 = compiled(r"#[ \t]*BEGIN YODA_[A-Z0-9_]+(?:[ \t]|$)")


def particle_physics_head(text: str) -> tuple[int, str] | None:
    """(line, reason) when the head ``text`` is a YODA 1 file: its first non-blank line '# BEGIN YODA_...', which the
    run and qrels doors skip as a comment (its bins then read as 'expected 6 fields'); else None."""
    for at, line in enumerate(text.split("\n")[:64], start=1):
        if line.strip():
            return (at, "is a YODA 1 file (Rivet's histograms: # BEGIN YODA_..., bins, # END YODA_...), "
                    + _NOT_LINES + AS_RUN) if _YODA1.match(line.strip()) else None
    return None

def particle_physics_json(text: str) -> str | None:
    """What JSON ``text`` (a file's first bytes) of a particle physics tool is (a pyhf workspace, CMS's luminosity
    JSON), or None."""
    if all(k in text for k in ('"channels"', '"samples"', '"modifiers"')):
        return ("a HistFactory workspace in pyhf's JSON (channels, samples and modifiers, observations, measurements: "
                "a statistical model's yields, no ranking), " + _NOT_LINES + AS_RUN)
    if _LUMI.match(text):
        return ("CMS's certified luminosity JSON (the golden JSON: {run: [[first lumi section, last], ...]}, the good "
                "data's run ranges, no ranking), " + _NOT_LINES + AS_RUN)
    return None


def particle_physics_binary(head: bytes, name: str = "") -> tuple[str, str] | None:
    """What binary particle physics file ``head`` starts (a ROOT file; a coffea output by its ``.coffea`` name) and
    what to do with it; None for anything else."""
    if head.startswith(b"root") and len(head) >= 12 and int.from_bytes(head[4:8], "big") < 10 ** 7 \
            and int.from_bytes(head[8:12], "big") == 100:
        return ("a ROOT file ('root', then its version and keys: TTrees and histograms, binary)",
                "read the taggers' scores from its tree (uproot, RDataFrame) and " + AS_RUN)
    if name.lower().endswith(".coffea") and head.startswith((b"\x04\x22\x4d\x18", b"\x80")):
        return ("a coffea output (coffea.util.save: a pickled accumulator, LZ4-compressed)",
                "load it with coffea.util.load (it unpickles: only a file you made) and " + AS_RUN)
    return None
