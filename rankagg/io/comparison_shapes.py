"""Tables of pairwise judgments in another tool's shape, told by their header, so that a reader that would take them
for something else (a table of ranked gene lists) names what they are and how to write them as the comparison table
rankagg reads (``query, item_a, item_b, outcome``: docs/preferences.md).

A campaign's export names the two compared items by columns that differ only in a last ``a``/``b`` or ``1``/``2``
(``system_a, system_b``; ``sys1, sys2``; ``model_a, model_b``) or ``left, right``, and the verdict by a column naming
the preferred item (``winner``, ``preferred``, ``better``, ...); choix's tables name ``winner, loser``.  Read as lists,
such a table was told "item en-de appears twice in list lp" (issue 45's eighteenth bar, a WMT campaign's export).

An online experiment's platform names the two rankers ``control, treatment`` or ``baseline, candidate``, exports per-pair
win counts (``ranker_a, ranker_b, wins_a, wins_b, ties``), or the click log the outcomes come from (``session_id,
query, doc, position, clicked``): read as lists, a one-row export was ranked as three items, and every door but the
lists' told such a table what a run needs (issue 45's nineteenth bar, an online-evaluation team).
:func:`pairwise_note` says what each is, at every door that refuses it.
"""

from __future__ import annotations

from typing import Sequence

from rankagg.io.app_store_shapes import app_store_columns
from rankagg.io.ballot_shapes import ballot_header
from rankagg.io.forecasthub_shapes import forecasthub_columns
from rankagg.io.game_shapes import games_note
from rankagg.io.judgement_exports import COMPARISONS_AS_COLUMNS as _COMPARISONS, comparative_judgement_header
from rankagg.io.listening_tests_shapes import listening_test_columns
from rankagg.io.perception_shapes import perception_columns
from rankagg.io.netmeasure_shapes import netmeasure_columns
from rankagg.io.sat_solver_shapes import sat_solver_columns
from rankagg.io.defi_shapes import defi_columns
from rankagg.io.hydrology_shapes import hydrology_columns
from rankagg.io.supply_chain_shapes import supply_chain_columns
from rankagg.io.hpc_benchmark_shapes import hpc_benchmark_columns
from rankagg.io.eeg_shapes import eeg_columns
from rankagg.io.quantum_shapes import quantum_columns
from rankagg.io.recsys_shapes import recsys_columns
from rankagg.io.biodiversity_shapes import biodiversity_columns
from rankagg.io.procurement_shapes import procurement_columns
from rankagg.io.recruiting_shapes import recruiting_columns
from rankagg.io.travel_shapes import travel_columns
from rankagg.io.legal_shapes import legal_columns
from rankagg.io.support_shapes import support_columns
from rankagg.io.manufacturing_shapes import manufacturing_columns
from rankagg.io.fraud_shapes import fraud_columns
from rankagg.io.subsurface_shapes import subsurface_columns
from rankagg.io.field_catalogue import catalogue_columns
from rankagg.io.breeding_shapes import breeding_columns
from rankagg.io.scouting_shapes import scouting_columns
from rankagg.io.buildings_shapes import buildings_columns
from rankagg.io.engine_analysis_shapes import engine_analysis_columns
from rankagg.io.forecasts_shapes import forecasts_columns
from rankagg.io.vulnmgmt_shapes import vulnmgmt_columns
from rankagg.io.adtech_shapes import adtech_columns
from rankagg.io.spaceops_shapes import spaceops_columns
from rankagg.io.pharmacovigilance_shapes import pharmacovigilance_columns
from rankagg.io.aviation_shapes import aviation_columns
from rankagg.io.library_shapes import library_columns
from rankagg.io.automotive_shapes import automotive_columns
from rankagg.io.speedrun_shapes import speedrun_columns
from rankagg.io.realestate_shapes import realestate_columns
from rankagg.io.astronomy_shapes import astronomy_columns
from rankagg.io.line_form_store import compiled
from rankagg.io.recipes_shapes import recipes_columns
from rankagg.io.peerreview_shapes import peerreview_columns
from rankagg.io.localisation_shapes import cat_export_header
from rankagg.io.mcda_shapes import mcda_columns
from rankagg.io.singlecell_shapes import singlecell_columns
from rankagg.io.qsort_shapes import qsort_grid_header
from rankagg.io.reader_study_shapes import reader_study_columns

__all__ = ["click_log_header", "judgment_header", "pairwise_note"]

#: the columns that name the verdict of a pairwise judgment in the tools' exports
_VERDICTS = ("winner", "preferred", "preference", "better", "choice", "verdict", "judgment", "judgement", "result")
_PAIR = compiled(r"(.*?)[_\- ]?([ab12])")
#: the two compared items under the names A/B and interleaving platforms give them (the first is item_a)
_NAMED_PAIRS = (("left", "right"), ("control", "treatment"), ("control", "experiment"), ("control", "variant"),
                ("baseline", "candidate"), ("baseline", "experiment"), ("champion", "challenger"))
#: a click log's columns: whether a shown result was clicked, and where it was shown
_CLICKS = ("clicked", "click", "clicks", "is_click", "is_clicked", "has_click", "n_clicks", "num_clicks",
           "click_count")
_SHOWN_AT = ("position", "pos", "rank", "slot", "display_position")
#: the column naming the impression a row was shown in (one row per result shown): a report of clicks per query or
#: page (Search Console's 'Top queries, Clicks, Impressions, CTR, Position') has none, and is a tracker's table
_IMPRESSION = compiled(r"(session|impression|search|request|serp|page_?view)[_ \-]?id|sid|session")


def judgment_header(names: Sequence[str]) -> str | None:
    """What a header of pairwise judgments is and how to write it as a comparison table, or None for another
    header (a table of lists whose list names merely end in a or b has no verdict column)."""
    lowered = [str(n).strip().lower() for n in names]
    shown = ", ".join(map(str, names[:6]))
    if {"winner", "loser"} <= set(lowered):
        return f"a header naming winner and loser ({shown}) is a table of comparisons, not ranked lists: {_COMPARISONS}"
    if "outcome" in lowered:
        return None
    pair = _item_columns(lowered)
    if pair is None:
        return None
    written = {low: str(n).strip() for low, n in zip(lowered, names)}  # named as the header spells them
    wins = _win_columns(lowered, pair)
    if wins is not None:
        ties = next((n for n in lowered if n in ("ties", "tie", "draws", "n_ties", "tie_count")), None)
        tie_rows = f", and tie with count {written[ties]}" if ties else ""
        return (f"a header naming two compared items and their win counts ({shown}) is a table of pairwise win "
                f"counts, not ranked lists: {_COMPARISONS}; write each row as comparison rows of {written[pair[0]]} "
                f"(item_a) and {written[pair[1]]} (item_b): outcome win with count {written[wins[0]]}, loss with "
                f"count {written[wins[1]]}{tie_rows}")
    verdict = next((n for n in lowered if n in _VERDICTS), None)
    if verdict is None:
        return None
    if pair == ("item_a", "item_b"):  # rankagg's own item columns: only the verdict's name is not (u20c_)
        return (f"a header naming item_a, item_b and a verdict ({shown}) is a comparison table whose outcome column is "
                f"named {written[verdict]}: rename it outcome (win, loss or tie of item_a against item_b)")
    return (f"a header naming two compared items and a verdict ({shown}) is a table of pairwise judgments, not ranked "
            f"lists: {_COMPARISONS}; name the columns {written[pair[0]]} and {written[pair[1]]} item_a and item_b, and "
            f"write outcome from {written[verdict]} (win where it names item_a, loss where item_b, tie otherwise)")


def _item_columns(lowered: Sequence[str]) -> tuple[str, str] | None:
    """The two columns naming the compared items: a pair of :data:`_NAMED_PAIRS`, or two names equal but for a last
    a/b or 1/2 (not two counts of wins)."""
    named = next((p for p in _NAMED_PAIRS if p[0] in lowered and p[1] in lowered), None)
    if named is not None:
        return named
    stems: dict[tuple[str, str], str] = {}
    for name in lowered:
        m = _PAIR.fullmatch(name)
        if m is None or not m.group(1) or "win" in m.group(1):
            continue
        first = m.group(2) in "a1"
        key = (m.group(1), "ab" if m.group(2) in "ab" else "12")
        if key in stems and (stems[key] != name) and first != (stems[key][-1] in "a1"):
            return (name, stems[key]) if first else (stems[key], name)
        stems[key] = name
    return None


def _win_columns(lowered: Sequence[str], items: tuple[str, str]) -> tuple[str, str] | None:
    """The two columns counting each item's wins (``wins_a, wins_b``; ``a_wins, b_wins``; ``wins_control,
    wins_treatment``), in the order of ``items``."""
    counts = [n for n in lowered if "win" in n and n not in items]
    for first, second in ((a, b) for a in counts for b in counts if a != b):
        for one, two in (("a", "b"), ("1", "2"), items):
            if first.replace(one, "\0") == second.replace(two, "\0") and first != second:
                return first, second
    return None


def click_log_header(names: Sequence[str]) -> str | None:
    """What a click log's header is and how its clicks become comparisons, or None for another header."""
    lowered = [str(n).strip().lower() for n in names]
    click = next((n for n in lowered if n in _CLICKS), None)
    if click is None or not any(n in _SHOWN_AT for n in lowered) or \
            not any(_IMPRESSION.fullmatch(n) for n in lowered):
        return None
    shown = ", ".join(map(str, names[:6]))
    return (f"a header naming clicks and where each result was shown ({shown}) is a click log, not rankings nor "
            f"comparisons: turn its clicks into comparisons first (per impression, a clicked document beats each "
            f"unclicked one shown above it, Joachims' skip-above; or an interleaving's winning ranker), then "
            f"{_COMPARISONS[0].lower()}{_COMPARISONS[1:]}")


def pairwise_note(names: Sequence[str]) -> str | None:
    """What a table of pairwise judgments, win counts, clicks or games is and how to write it as comparisons (its
    header ``names``), or None for another header: the note every door that refuses such a table gives; a cast vote
    record's ballots (:func:`~rankagg.io.ballot_shapes.ballot_header`) and a CAT tool's match export
    (:func:`~rankagg.io.localisation_shapes.cat_export_header`) are told there too."""
    # the fields' declared tables first (rankagg.io.fields): each holds its tool's own columns, which a table of
    # judgments read from two names ending in 1 and 2 and a 'Result' would not (u39b_api_received_data_frame)
    return (catalogue_columns(names)
            or judgment_header(names) or comparative_judgement_header(names) or click_log_header(names)
            or games_note(names) or ballot_header(names) or qsort_grid_header(names)
            or cat_export_header(names)  # a CAT tool's match export (u24c_in_cat_csv_export)
            or forecasthub_columns(names)  # hubverse model output, a WIS table (u25c_model_output_frame_as_runs)
            or singlecell_columns(names)  # Seurat's FindAllMarkers, scanpy's rank_genes_groups_df as a frame (u25a)
            or listening_test_columns(names)  # webMUSHRA's results, an A/B test's answers as a frame (u27g_api_)
            or reader_study_columns(names)  # iMRMC's rows, RJafroc's sheets, CheXpert's labels as a frame (u29e_api_)
            or mcda_columns(names)  # TOPSIS, PROMETHEE, VIKOR, AHP result tables (u29d_)
            or app_store_columns(names)  # an ASO tracker's or a store's export as a frame (u29f_api_dataai_frame)
            or perception_columns(names)  # a COCO results list as a frame (u29g_api_coco_results_frame)
            or sat_solver_columns(names)  # StarExec's job info, a SAT competition's results (u29a_api_)
            or supply_chain_columns(names)  # Trivy's, Grype's, pip-audit's findings as a frame (u29b_api_trivy_frame)
            or hpc_benchmark_columns(names)  # a TOP500 list, hyperfine's CSV as a frame (u29c_api_)
            or eeg_columns(names)  # MOABB's results and statistics as a frame or table (u30d_api_moabb_*)
            or quantum_columns(names)  # IBM Quantum's calibration table as a frame (u30b_api_calibration_frame)
            or recsys_columns(names)  # the thirty-first bar's recsys tables (u31a_api_)
            or biodiversity_columns(names)  # the thirty-first bar's biodiversity tables (u31b_api_)
            or procurement_columns(names)  # USAspending, flattened OCDS (u31d_api_)
            or recruiting_columns(names)  # Codility, ESCO, O*NET (u31e_api_)
            or travel_columns(names)  # Inside Airbnb, Booking.com (u31n_api_)
            or legal_columns(names)  # CourtListener's bulk opinions (u31o_api_)
            or manufacturing_columns(names)  # the AI4I table, C-MAPSS without a header (u31p_api_)
            or fraud_columns(names)  # IEEE-CIS, PaySim (u31q_api_)
            or support_columns(names)  # Jira, Salesforce (u31r_api_)
            or aviation_columns(names)  # the thirty-first bar's aviation tables (u31f_api_)
            or library_columns(names)  # the thirty-first bar's library tables (u31g_api_)
            or automotive_columns(names)  # the thirty-first bar's automotive tables (u31h_api_)
            or speedrun_columns(names)  # speedrun.com's leaderboard runs as a frame (u31i_api_src_runs_frame)
            or realestate_columns(names)  # Zillow's, Redfin's, realtor.com's tables, the Ames data (u31j_api_)
            or astronomy_columns(names)  # a Gaia archive table as a frame (u31k_api_gaia_frame)
            or recipes_columns(names)  # Open Food Facts, FoodData Central, MyFitnessPal as frames (u31l_api_)
            or peerreview_columns(names)  # EasyChair's, CMT's exports, affinity scores as frames (u31m_api_)
            or subsurface_columns(names)  # the NPD's tables, a well log's curves as frames (u32a_api_)
            or breeding_columns(names)  # a sire proof sheet as a frame (u32b_api_proofs_frame)
            or scouting_columns(names)  # Transfermarkt's, FBref's tables as frames (u32c_api_)
            or buildings_columns(names)  # Portfolio Manager, eplusout.csv as frames (u32d_api_)
            or engine_analysis_columns(names)  # Lichess's puzzles as a frame (u32g_api_puzzles_frame)
            or forecasts_columns(names)  # METplus's statistics as a frame (u32h_api_metplus_frame)
            or vulnmgmt_columns(names)  # Qualys's exports, EPSS's scores as frames (u32i_api_qualys_frame)
            or adtech_columns(names)  # Ad Manager reports, Prebid's logs as frames (u32j_api_prebid_frame)
            or spaceops_columns(names)  # the SATCAT, GP data as frames (u32e_api_satcat_frame)
            or pharmacovigilance_columns(names)  # VAERS, FAERS as frames (u32f_api_vaers_frame)
            or netmeasure_columns(names)  # the Majestic Million, a CrUX list, AS Rank as a frame (u30c_api_)
            or defi_columns(names)  # an Etherscan export, CoinGecko's markets as a frame (u30f_api_)
            or hydrology_columns(names))  # NeuralHydrology's metrics, CAMELS' attributes as a frame (u30e_api_)
