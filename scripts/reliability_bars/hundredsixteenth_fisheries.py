"""Issue 45's hundred-and-sixteenth bar of scripts/reliability_matrix.py, a fisheries science centre's stock
assessment team, the assessment scientists who run the models and the science-review panel that ranks stocks and
survey stations for next year's assessments and surveys, per management area, survey year and assessment cycle, from
the model diagnostics (Mohn's rho, retrospective and residual scores), the survey index CVs, the data-quality grades,
the scientists' grades and the panel's votes (its cases, ids ``u116b_``, registered in its ``cases()``); the mechanics
(:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.  (Written by a persona session,
before any of its recognisers existed.)

The centre's review: each management area, each survey's year and quarter and each assessment cycle
(``area:ICES-27.4``, ``survey:NS-IBTS/2026-Q1``, ``cycle:ICES-2026/benchmark``, and the centre's Alaska work,
``area:NPFMC-GOA``, ``survey:AFSC-EBS/2026``, ``cycle:NPFMC-2026/full``) is a query and each stock or survey station a
document, as the centre names them: a stock by its ICES stock code (species, FAO area 27 and the ICES areas:
``cod.27.47d20``, ``had.27.46a20``, ``ple.27.420``, ``whg.27.47d``, ``sol.27.4``), a survey station by the ICES
statistical rectangle it is fished in (``rect:41F2``) or a haul by DATRAS's key fields, year, quarter, country, ship
code, gear and haul number (``haul:2026.1.GB.74E9.GOV.12``), and an AFSC bottom-trawl station by survey and grid cell
(``afsc:EBS/H-15``); on the typed sheets the bare stock code or station beside the area.  The runs are the model
diagnostics (Mohn's rho, the retrospective and residual scores folded into one), the survey index CVs, the
data-quality grades, the scientists' grades (A to D) and the panel's votes, turned to scores in [0, 1] at four
decimals.  They are fused with RRF, Borda and CombSUM, the scientists' grades weighted highest, and judged against the
panel's decisions (2 benchmark or full survey coverage next year, 1 update assessment, 0 roll the advice over).  The
mistakes and odd files: the field's own files given where runs or qrels are read (Stock Synthesis's starter.ss, its
Report.sso, an ADMB .std file as Stock Synthesis writes it (ss.std), ADMB's binary Hessian admodel.hes, an ICES
DATRAS exchange download (CSV), an ICES SAG stock list (XML, getListStocks), an AFSC groundfish survey answer of NOAA's
FOSS API (JSON), Stock Synthesis's data.ss and CompReport.sso, a SAM survey.dat tuning file in the ICES (Lowestoft)
format, and a scientist's grade sheet, a panel member's ballot and the panel's vote tally as the centre types them),
and outputs named for the field's files (a Stock Synthesis input .ss, a Stock Synthesis report .sso, an ADMB .std and
an ADMB .rep).  (Checked: starter.ss against r4ss's fixture inst/extdata/simple_small/starter.ss (read): the six
'#V3.30...;_safe;_compile_date:...;_Stock_Synthesis_by_Richard_Methot_(NOAA)_using_ADMB_13.2' and '#_...' banner
lines, a blank line, '#C' comment lines, then 'data.ss #_datfile', 'control.ss #_ctlfile' and one value a line with
its '#_init_values_src:', '#_screen_display:', '#_report_table_selection:', ... '#_retro_yr:', ... '#_seed:' and
'3.30 #_final:  check value for end of file and for version control' comments; the version, the comments and values
changed are ours (a -4 retrospective peel).  Report.sso against the same folder's Report.sso (read): the banner, a
blank line, 'StartTime:', 'EndTime:', 'This run took: ...', 'Data_File:', 'Control_File:',
'Start_parm_values_from_control_file', 'Convergence_Level: ... is_final_gradient', 'Hessian: ... is
ln(determinant).', 'Final_phase:', 'N_iterations:', 'total_LogL:', the Starter_, Data_, Control_ and Forecast_Comments
blocks, '#_KeyWords_of_tables_available_in_report_sso' with 'Y DEFINITIONS report:1' lines, 'LIKELIHOOD report:2 ...',
'Component logL*Lambda Lambda' and its rows, 'DERIVED_QUANTITIES report:6' with its 'Label Value  StdDev
(Val-1.0)/Stddev  CumNorm' table; the keyword list is cut to four tables and the rest of the report left out, the
numbers are ours.  data.ss and CompReport.sso against the same fixtures (read): data.ss's banner, '#_Start_time:',
'#_echo_input_data', '#C', the repeated version line, '2011 #_StartYr' style values, the fleet table '#_fleet_type
fishery_timing area catch_units need_catch_mult fleetname', the catch rows ended by '-9999 0 0 0 0', the index set-up
'#_fleet units errtype SD_report' and '#_year month fleet obs stderr' rows ended by '-9999 1 1 1 1 # terminator for
survey observations'; the file is cut there (the composition, age and size data and the final 999 left out).
CompReport.sso's version line, 'StartTime:', the 'Size_Bins_pop' lines, 'Composition_Database' and its header 'Yr
Month Seas Subseas Time Fleet Area Repl. Sexes Kind Part Ageerr Sex Lbin_lo Lbin_hi Bin Obs Exp Pearson Nsamp_adj
Nsamp_in effN Like Cum_obs Cum_exp SuprPer Used?' with rows of that many fields; the notes between are cut, the rows
are ours.  The .std against a Stock Synthesis ss.std in a public assessment repository (kcurti/BSB.2023.RT.Modeling,
read) and ADMB's catage example: the header ' index   name                value      std.dev', then the index
right-aligned in six, three blanks, the name left-aligned in the name column, the value and the standard deviation in
'%.4e' (MGparm[2], SR_parm[1], recdev1 repeated, Q_parm[43], selparm[1], SSB_std, recr_std); our names are SS's, the
values ours.  admodel.hes from r4ss's and adnuts' getADMBHessian (read): a 4-byte integer count n, n*n doubles of the
Hessian, a 4-byte hybrid_bounded_flag and n doubles of scale; little-endian (readBin's default on the machines that
run ADMB) is a guess, the matrix ours.  The DATRAS exchange download ('Exchange Data_....csv') from readers of it
(read): one file holding each record type under its own header line, told apart by their field counts (59 for HH,
24 for HL, 23 for CA), the HH names as CampR's and CanaDatras' lists spell them (RecordType, Quarter, Country, Ship,
Gear, SweepLngt, GearExp, DoorType, StNo, HaulNo, Year, ..., ThermoCline, ThClineDepth) and a reader taking 'Year',
'month' (lower case) and 'Day' from the HH header; the HL names from a reader's lower-case list (recordtype ...
hlnoatlngt), so their capitals here are a guess, as are the CR LF line ends; CA records are left out, the haul and its
values are ours.  The SAG stock list (StandardGraphsWebServices.asmx/getListStocks) from icesSAG's parseSAG (read: the
declaration on line 1, '<ArrayOfStock ' and its attributes on line 2, one '<Stock>' ... '</Stock>' a record with one
field a line; an empty field as 'xsi:nil="true" /', which its summary reader strips) and the fields its README prints
(AssessmentKey, StockKeyLabel, Purpose, StockDatabaseID, StockKey, StockDescription, Status, AssessmentYear,
SpeciesName, ModifiedDate, SAGStamp as 'whb-comb_1996_9331_2019312010643'); the namespace attributes are the usual
ASMX ones and a guess, as are the CR LF line ends.  The SAG JSON (for the API case) from the same fields; a client's
written plan and tests (read) take 'StockKeyLabel' and 'AssessmentKey' from sag.ices.dk/SAG_API/api/StockList, so
those two keys' case is seen, the rest is by analogy.  The FOSS answer
(apps-st.fisheries.noaa.gov/ods/foss/afsc_groundfish_survey/) from afsc-gap-products/gap_public_data's README (read:
the columns of its printed answer, year, srvy, survey, survey_id, cruise, haul, stratum, station, vessel_name,
vessel_id, date_time as '5/17/2002 10:20:08 AM', latitude_dd, longitude_dd, species_code, common_name,
scientific_name, taxon_confidence, cpue_kgha ... cpue_no1000km2, weight_kg, count, bottom_temperature_c,
surface_temperature_c, depth_m, distance_fished_km, net_width_m, net_height_m, area_swept_ha, duration_hr, tsn,
ak_survey_id and links of 'self') and Oracle's ORDS documentation for the envelope (items, hasMore, limit, offset,
count, links); the hauls and catches are ours.  survey.dat against SAM's test data (fishfollower/SAM
stockassessment/tests/nscod/survey.dat and testmore/herringVar/survey.dat, read): a title line, 100 plus the number of
fleets, then per fleet its name, first and last year, '1 1 alpha beta' (the effort and the fraction of the year),
first and last age and one line a year of the effort and the indices at age; the fleets are named as the North Sea's,
the indices ours.  Left out, as they could not be checked here: DATRAS CA records and the newer DATRAS format's
columns, the SAG summary table's XML, FishBase's and SeaLifeBase's API answers, SAM's model.cfg and its fitted-model
objects, ADMB's .par files.  The output suffixes: .ss (Stock Synthesis's inputs, data.ss,
control.ss, starter.ss, forecast.ss), .sso (its reports), .std (ADMB's standard deviations) and .rep (an ADMB model's
report file, which R2admb's read_pars reads).  The grade sheet, the ballot and the vote tally are typed here as the
centre's scientists, the panel's members and its chair type them; the stock codes are ICES codes, their values are not
claimed.)

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import csv
import io
import json
import struct

from .case import Case, command_cases, fusion_checks, named_at, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

HUNDREDSIXTEENTH_FISHERIES = ("45 Unseen inputs: a hundred-and-sixteenth bar, a fisheries science centre's stock "
                              "assessment team (the assessment scientists who run the models and the science-review "
                              "panel that ranks stocks and survey stations) ranking stocks and survey stations per "
                              "management area, survey year and assessment cycle from model diagnostics (Mohn's rho, "
                              "retrospective and residual scores), survey index CVs, data-quality grades, the "
                              "scientists' grades and the panel's votes (Stock Synthesis starter.ss, data.ss, "
                              "Report.sso and CompReport.sso files, ADMB .std files and admodel.hes Hessians, ICES "
                              "DATRAS exchange downloads (CSV), ICES SAG stock lists (XML, JSON), AFSC groundfish "
                              "survey answers of NOAA's FOSS API (JSON), SAM survey.dat tuning files, scientists' "
                              "grade sheets, panel members' ballots and the panel's vote tallies as typed)")

_COD = "cod.27.47d20"
_HAD = "had.27.46a20"
_PLE = "ple.27.420"
_HAUL = "haul:2026.1.GB.74E9.GOV.12"
_RECT = "rect:41F2"
_EBS = "afsc:EBS/H-15"

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['model_diagnostics', 'index_cv', 'data_quality', 'scientist_grades', 'panel_votes'],
    items=[_COD, _HAD, _PLE, _HAUL, _RECT, 'whg.27.47d', _EBS, 'sol.27.4'],
    queries=['area:ICES-27.4', 'survey:NS-IBTS/2026-Q1', 'cycle:ICES-2026/benchmark',
             'area:NPFMC-GOA', 'survey:AFSC-EBS/2026', 'cycle:NPFMC-2026/full'],
    suffix='/retro-peel', generator='stock_scores', judgements='panel_decisions'
) + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "stock_scores", "priorities.run")

_RECS3 = ["model_diagnostics", "scientist_grades", "panel_votes"]
_OUT = ("priorities.run",)
_ONE_RUN = (f"area:ICES-27.4 Q0 {_COD} 1 0.9312 panel_votes\n"
            f"area:ICES-27.4 Q0 {_HAD} 2 0.8467 panel_votes\n")


def _crlf(text: str) -> str:
    return text.replace("\n", "\r\n")


# the centre's files, as Stock Synthesis, ADMB, ICES's DATRAS and SAG, NOAA's FOSS and SAM write them
_SS_BANNER = ("#V3.30.23.1;_safe;_compile_date:_Dec  5 2024;_Stock_Synthesis_by_Richard_Methot_(NOAA)_using_ADMB_13.2\n"
              "#_Stock_Synthesis_is_a_work_of_the_U.S._Government_and_is_not_subject_to_copyright_protection_in_the_"
              "United_States.\n"
              "#_Foreign_copyrights_may_apply._See_copyright.txt_for_more_information.\n"
              "#_User_support_available_at:_https://groups.google.com/g/ss3-forum_and_NMFS.Stock.Synthesis@noaa.gov\n"
              "#_User_info_available_at:_https://nmfs-ost.github.io/ss3-website/\n"
              "#_Source_code_at:_https://github.com/nmfs-ost/ss3-source-code\n")

# Stock Synthesis's starter file: the banner, '#C' comments, then one setting a line with SS's own comment
_STARTER = (_SS_BANNER + "\n"
            "#C North Sea cod, WGNSSK 2026 benchmark, run 14: retrospective peel -4\n"
            "#C written by the centre's run script from starter.ss_new\n"
            "data.ss #_datfile\n"
            "control.ss #_ctlfile\n"
            "0 #_init_values_src:  0 (use init values in control file); 1 (use ss3.par)\n"
            "1 #_screen_display:  0 (minimal); 1 (one line per iter); 2 (each logL)\n"
            "1 #_report_table_selection:  0 (minimal; no wtatage.ss_new); 1 (all tables); 2 (brief), 3 (custom, read "
            "list) \n"
            "# COND: custom report options: -100 to start with minimal; -101 to start with all; -number to remove, "
            "+number to add, -999 to end\n"
            "0 #_checkup:  write more 1st iteration age-specific details to echoinput.sso file (0,1) \n"
            "0 #_parmtrace:  write parm values to ParmTrace.sso:  0 (no); 1 (good_iter,active_parms); 2 (good,all); "
            "3 (every,all); 4 (every,active)\n"
            "0 #_cumreport:  write to cumreport.sso: 0 (no); 1 (like&timeseries); 2 (add survey fits)\n"
            "1 #_prior_like:  include prior_like for non-estimated parameters (0,1) \n"
            "1 #_soft_bounds:  Use Soft Boundaries to aid convergence (0,1) (recommended)\n"
            "#\n"
            "1 #_N_bootstraps:  Number of datafiles to produce:  0 turns off all *.ss_new; 1st is data_echo.ss_new, "
            "2nd is data_expval.ss, 3rd and higher are data_boot_**N.ss,\n"
            "6 #_last_estimation_phase:  turn off estimation for parameters entering after this phase\n"
            "#\n"
            "0 #_MCMCburn\n"
            "1 #_MCMCthin\n"
            "0 # jitter_fraction:  jitter within parameter bounds\n"
            "-1 #_minyr_sdreport:  min year for sdreport outputs (-1 for styr); #_1963\n"
            "-2 #_maxyr_sdreport:  max year for sdreport outputs (-1 for endyr+1; -2 for endyr+Nforecastyrs); "
            "#_2028\n"
            "0 #_N_STD_yrs:  N individual STD years \n"
            "#COND: vector of year values if N>0\n"
            "\n"
            "0.0001 #_converge_criterion: (e.g. 1.0e-04) \n"
            "-4 #_retro_yr:  retrospective year relative to end year (e.g. -4)\n"
            "1 #_min_age_summary_bio\n"
            "1 #_depl_basis:  Depletion denom is: 0=skip; 1=X*SSB_virgin; 2=X*SSB_msy; 3=X*SSB_styr; 4=X*SSB_endyr\n"
            "1 #_depl_denom_frac:  fraction (X) for Depletion denominator (e.g. 0.4)\n"
            "1 #_SPR_basis:  0 (skip); 1 (1-SPR)/(1-SPR_tgt); 2 (1-SPR)/(1-SPR_MSY); 3 (1-SPR)/(1-SPR_Btarget); "
            "4 (1-SPR); 5 (SPR)\n"
            "4 # F_std_units:  0 (skip); 1 (exploitation(Bio)); 2 (exploitation(Num)); 3 (sum(Apical_F's)); 4 (mean F "
            "for range of ages (numbers weighted)); 5 (unweighted mean F for range of ages)\n"
            "2 4 #_min and max age over which mean F will be calculated with F_reporting=4 or 5\n"
            "0 # F_std_basis: 0=no scaling; 1 (F/Fspr); 2 (F/Fmsy); 3 (F/Fbtgt)\n"
            "0 #_MCMC_output_detail: integer part (0=default; 1=adds obj func components; 2= "
            "+write_report_for_each_mceval)\n"
            "0 #_deprecated:  ALK tolerance ***disabled in code\n"
            "-1 #_seed:  random number seed for bootstrap data (-1 to use long(time) as seed)\n"
            "3.30 #_final:  check value for end of file and for version control\n")
_STARTER_NAME = "starter.ss"

# Stock Synthesis's main report: the banner, the run's summary, the comments, the table keywords, then the tables
_REPORT_SSO = (_SS_BANNER + "\n"
               "StartTime: Thu Mar 12 09:41:07 2026\n"
               "EndTime: Thu Mar 12 09:52:33 2026\n"
               "This run took: 0 hours, 11 minutes, 26 seconds.\n"
               "Data_File: data.ss\n"
               "Control_File: control.ss\n"
               "Start_parm_values_from_control_file\n"
               "\n"
               "Convergence_Level: 2.87113e-05 is_final_gradient\n"
               "Hessian: 512.446 is ln(determinant).\n"
               "Final_phase: 6\n"
               "N_iterations: 1874\n"
               "total_LogL: 2318.74\n"
               "\n"
               "Starter_Comments\n"
               "#C North Sea cod, WGNSSK 2026 benchmark, run 14: retrospective peel -4\n"
               "#C written by the centre's run script from starter.ss_new\n"
               "\n"
               "Data_Comments\n"
               "#C cod.27.47d20: catches 1963-2025, NS-IBTS Q1 and Q3 indices\n"
               "\n"
               "Control_Comments\n"
               "#C growth estimated; main recruitment deviations 1983-2024\n"
               "\n"
               "Forecast_Comments\n"
               "#C forecast for the 2027 advice\n"
               "\n"
               "#_KeyWords_of_tables_available_in_report_sso\n"
               "#_NOTE: table_number_is_order_in_which_tables_are_output\n"
               "#_List_Tables_related_to_basic_input_pre-processing_and_output\n"
               "Y DEFINITIONS report:1\n"
               "Y DERIVED_QUANTITIES report:6\n"
               "Y LIKELIHOOD report:2\n"
               "Y PARAMETERS report:5\n"
               "\n"
               "LIKELIHOOD report:2 2318.74\n"
               "Component logL*Lambda Lambda\n"
               "TOTAL 2318.74 NA\n"
               "Catch 3.18922e-09 NA\n"
               "Equil_catch 0.0412077 NA\n"
               "Survey -41.2871 NA\n"
               "Length_comp 1408.62 NA\n"
               "Age_comp 932.366 NA\n"
               "Recruitment 18.9712 1\n"
               "InitEQ_Regime 0 1\n"
               "Forecast_Recruitment 0.0581 1\n"
               "Parm_priors 0.0104 1\n"
               "Parm_softbounds 0.00297  NA\n"
               "Parm_devs 0 1\n"
               "Crash_Pen 0 1\n"
               "\n"
               "DERIVED_QUANTITIES report:6\n"
               "SPR_std_report_basis:  (1-SPR)/(1-SPR_35%)\n"
               "F_std_report_basis: _abs_F;_with_F=Mean_F_ages_2-4\n"
               "B_ratio_denominator:  100%*Virgin_Biomass\n"
               "Label Value  StdDev (Val-1.0)/Stddev  CumNorm\n"
               "SSB_Virgin 412877 28411.6\n"
               "SSB_2023 101422 9874.12\n"
               "SSB_2024 108310 11022.7\n"
               "SSB_2025 117964 13391.4\n"
               "Recr_2024 492218 141773\n"
               "Recr_2025 611004 239115\n"
               "F_2024 0.317752 0.0412238 -16.5571 6.9133e-62\n"
               "F_2025 0.289961 0.0478803 -14.8291 4.7502e-50\n")
_REPORT_SSO_NAME = "Report.sso"


# an ADMB standard-deviation file as Stock Synthesis writes it (ss.std): index, name, value, std.dev
def _std() -> str:
    rows = [("MGparm[2]", 19.4117, 0.48127), ("MGparm[3]", 108.322, 2.91755), ("MGparm[4]", 0.182944, 0.00812),
            ("SR_parm[1]", 12.8477, 0.07125), ("recdev1", 0.412201, 0.21307), ("recdev1", -0.687304, 0.26718),
            ("recdev1", 0.118725, 0.19944), ("Q_parm[43]", -6.40128, 0.14476), ("Q_parm[45]", -7.11944, 0.16205),
            ("selparm[1]", 38.7716, 1.21041), ("selparm[2]", 5.83137, 0.66402), ("SSB_std", 108310.0, 11022.7),
            ("SSB_std", 117964.0, 13391.4), ("recr_std", 492218.0, 141773.0), ("F_std", 0.317752, 0.0412238)]
    lines = [" index   name                value      std.dev"]
    lines += [f"{i:6d}   {name:<19}{value:11.4e} {sd:10.4e}" for i, (name, value, sd) in enumerate(rows, 1)]
    return "\n".join(lines) + "\n"


_STD = _std()
_STD_NAME = "ss.std"


# ADMB's Hessian, admodel.hes: an int count n, the n x n Hessian as doubles, an int flag, then n doubles of scale
def _hes() -> bytes:
    n = 4
    hessian = [[412.8, -31.2, 4.7, 0.9], [-31.2, 288.1, -12.6, 2.2], [4.7, -12.6, 155.4, -7.3],
               [0.9, 2.2, -7.3, 96.5]]
    flat = [hessian[r][c] for c in range(n) for r in range(n)]
    return (struct.pack("<i", n) + struct.pack(f"<{n * n}d", *flat) + struct.pack("<i", 1)
            + struct.pack(f"<{n}d", 0.0481, 0.0627, 0.0803, 0.1018))


_HES = _hes()
_HES_NAME = "admodel.hes"

# an ICES DATRAS exchange download: each record type under its own header line (HH hauls, HL length records)
_HH_FIELDS = ["RecordType", "Quarter", "Country", "Ship", "Gear", "SweepLngt", "GearExp", "DoorType", "StNo",
              "HaulNo", "Year", "month", "Day", "TimeShot", "Stratum", "HaulDur", "DayNight", "ShootLat",
              "ShootLong", "HaulLat", "HaulLong", "StatRec", "Depth", "HaulVal", "HydroStNo", "StdSpecRecCode",
              "BycSpecRecCode", "DataType", "Netopening", "Rigging", "Tickler", "Distance", "Warplngt", "Warpdia",
              "WarpDen", "DoorSurface", "DoorWgt", "DoorSpread", "WingSpread", "Buoyancy", "KiteDim",
              "WgtGroundRope", "TowDir", "GroundSpeed", "SpeedWater", "SurCurDir", "SurCurSpeed", "BotCurDir",
              "BotCurSpeed", "WindDir", "WindSpeed", "SwellDir", "SwellHeight", "SurTemp", "BotTemp", "SurSal",
              "BotSal", "ThermoCline", "ThClineDepth"]
_HH_ROWS = [
    ["HH", "1", "GB", "74E9", "GOV", "60", "S", "P", "12", "12", "2026", "1", "24", "0812", "-9", "30", "D",
     "56.2500", "2.4833", "56.2717", "2.4650", "41F2", "78", "V", "-9", "1", "1", "R", "4.6", "-9", "-9", "3519",
     "250", "-9", "-9", "4.5", "1200", "88.4", "21.6", "-9", "0.8", "-9", "352", "3.9", "-9", "-9", "-9", "-9", "-9",
     "250", "14", "-9", "-9", "7.4", "7.2", "34.9", "35.0", "-9", "-9"],
    ["HH", "1", "GB", "74E9", "GOV", "60", "S", "P", "13", "13", "2026", "1", "24", "1047", "-9", "30", "D",
     "56.7333", "1.6167", "56.7519", "1.6011", "42F1", "84", "V", "-9", "1", "1", "R", "4.4", "-9", "-9", "3611",
     "275", "-9", "-9", "4.5", "1200", "91.2", "22.1", "-9", "0.8", "-9", "348", "4.0", "-9", "-9", "-9", "-9", "-9",
     "240", "16", "-9", "-9", "7.1", "7.0", "34.8", "35.1", "-9", "-9"]]
_HL_FIELDS = ["RecordType", "Quarter", "Country", "Ship", "Gear", "SweepLngt", "GearExp", "DoorType", "StNo",
              "HaulNo", "Year", "SpecCodeType", "SpecCode", "SpecVal", "Sex", "TotalNo", "CatIdentifier", "NoMeas",
              "SubFactor", "SubWgt", "CatCatchWgt", "LngtCode", "LngtClass", "HLNoAtLngt"]
_HL_ROWS = [["HL", "1", "GB", "74E9", "GOV", "60", "S", "P", "12", "12", "2026", "W", "126436", "1", "-9", "14", "1",
             "14", "1", "-9", "38850", "1", "380", "2"],
            ["HL", "1", "GB", "74E9", "GOV", "60", "S", "P", "12", "12", "2026", "W", "126436", "1", "-9", "14", "1",
             "14", "1", "-9", "38850", "1", "450", "5"],
            ["HL", "1", "GB", "74E9", "GOV", "60", "S", "P", "12", "12", "2026", "W", "126437", "1", "-9", "61", "1",
             "61", "1", "-9", "19420", "1", "270", "11"]]


def _datras() -> str:
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerows([_HH_FIELDS, *_HH_ROWS, _HL_FIELDS, *_HL_ROWS])
    return out.getvalue()


_DATRAS = _datras()
_DATRAS_NAME = "Exchange Data_2026-03-02 10_14_55.csv"

# the SAG stock list (StandardGraphsWebServices.asmx/getListStocks): ArrayOfStock, one field a line
_SAG_STOCKS = [
    {"AssessmentKey": 19311, "StockKeyLabel": _COD, "Purpose": "Advice", "StockDatabaseID": None, "StockKey": 169443,
     "StockDescription": "Cod (Gadus morhua) in Subarea 4, Division 7.d, and Subdivision 20 (North Sea, eastern "
                         "English Channel, Skagerrak)", "Status": "Published", "AssessmentYear": 2025,
     "SpeciesName": "Gadus morhua", "ModifiedDate": "27/06/2025", "SAGStamp": f"{_COD}_2025_19311_2025627141208"},
    {"AssessmentKey": 19318, "StockKeyLabel": _HAD, "Purpose": "Advice", "StockDatabaseID": None, "StockKey": 169447,
     "StockDescription": "Haddock (Melanogrammus aeglefinus) in Subarea 4, Division 6.a, and Subdivision 20 (North "
                         "Sea, West of Scotland, Skagerrak)", "Status": "Published", "AssessmentYear": 2025,
     "SpeciesName": "Melanogrammus aeglefinus", "ModifiedDate": "26/06/2025",
     "SAGStamp": f"{_HAD}_2025_19318_2025626093344"},
    {"AssessmentKey": 19342, "StockKeyLabel": _PLE, "Purpose": "Advice", "StockDatabaseID": None, "StockKey": 169472,
     "StockDescription": "Plaice (Pleuronectes platessa) in Subarea 4 (North Sea) and Subdivision 20 (Skagerrak)",
     "Status": "Published", "AssessmentYear": 2025, "SpeciesName": "Pleuronectes platessa",
     "ModifiedDate": "30/06/2025", "SAGStamp": f"{_PLE}_2025_19342_2025630111950"}]


def _sag_xml() -> str:
    lines = ['<?xml version="1.0" encoding="utf-8"?>',
             '<ArrayOfStock xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" '
             'xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns="http://ices.dk/StandardGraphs">']
    for stock in _SAG_STOCKS:
        lines.append("  <Stock>")
        for key, value in stock.items():
            lines.append(f'    <{key} xsi:nil="true" />' if value is None else f"    <{key}>{value}</{key}>")
        lines.append("  </Stock>")
    lines.append("</ArrayOfStock>")
    return _crlf("\n".join(lines) + "\n")


_SAG_XML = _sag_xml()
_SAG_XML_NAME = "getListStocks_2025.xml"
# the same list as sag.ices.dk/SAG_API/api/StockList?year=2025 answers it (JSON)
_SAG_JSON = json.dumps(_SAG_STOCKS, indent=2)


# an AFSC groundfish survey answer of NOAA's FOSS API (ORDS: items, hasMore, limit, offset, count, links)
def _foss() -> str:
    base = "https://apps-st.fisheries.noaa.gov/ods/foss/afsc_groundfish_survey/"
    haul = {"year": 2025, "srvy": "EBS", "survey": "Eastern Bering Sea Crab/Groundfish Bottom Trawl Survey",
            "survey_id": 98, "cruise": 202501, "haul": 112, "stratum": 31, "station": "H-15",
            "vessel_name": "Alaska Knight", "vessel_id": 162, "date_time": "6/14/2025 8:41:12 AM",
            "latitude_dd": 57.32418, "longitude_dd": -165.78133}
    catches = [(21720, "Pacific cod", "Gadus macrocephalus", "High", 31.226, 1204.7, 74, 18, 164711),
               (21740, "walleye pollock", "Gadus chalcogrammus", "High", 122.913, 4742.1, 291, 1, 934083)]
    items = []
    for n, (code, common, latin, conf, kgha, kg, count, row, tsn) in enumerate(catches, 1):
        items.append({**haul, "species_code": code, "common_name": common, "scientific_name": latin,
                      "taxon_confidence": conf, "cpue_kgha": kgha, "cpue_kgkm2": round(kgha * 100, 3),
                      "cpue_kg1000km2": None, "cpue_noha": round(count / 3.8589, 6),
                      "cpue_nokm2": round(count / 0.038589, 4), "cpue_no1000km2": None, "weight_kg": kg / 10,
                      "count": count, "bottom_temperature_c": 2.7, "surface_temperature_c": 8.1, "depth_m": 71,
                      "distance_fished_km": 2.867, "net_width_m": 16.971, "net_height_m": 2.224,
                      "area_swept_ha": 4.8656, "duration_hr": 0.507, "tsn": tsn, "ak_survey_id": 118000 + n * row,
                      "links": [{"rel": "self", "href": f"{base}{n}"}]})
    return json.dumps({"items": items, "hasMore": True, "limit": 25, "offset": 0, "count": len(items),
                       "links": [{"rel": "self", "href": base},
                                 {"rel": "describedby", "href": base.replace("foss/", "foss/metadata-catalog/")},
                                 {"rel": "first", "href": base},
                                 {"rel": "next", "href": f"{base}?offset=25"}]})


_FOSS_JSON = _foss()
_FOSS_NAME = "afsc_groundfish_survey_EBS_H-15.json"

# Stock Synthesis's data file: the banner, the model's dimensions, the fleets, the catches and the index rows
_DATA_SS = (_SS_BANNER + "\n"
            "#_Start_time: Thu Mar 12 09:52:33 2026\n"
            "#_echo_input_data\n"
            "#C cod.27.47d20: catches 1963-2025, NS-IBTS Q1 and Q3 indices\n"
            "#V3.30.23.1;_safe;_compile_date:_Dec  5 2024;_Stock_Synthesis_by_Richard_Methot_(NOAA)_using_ADMB_13.2\n"
            "1963 #_StartYr\n"
            "2025 #_EndYr\n"
            "1 #_Nseas\n"
            " 12 #_months/season\n"
            "2 #_Nsubseasons (even number, minimum is 2)\n"
            "1 #_spawn_month\n"
            "1 #_Nsexes: 1, 2, -1  (use -1 for 1 sex setup with SSB multiplied by female_frac parameter)\n"
            "15 #_Nages=accumulator age, first age is always age 0\n"
            "1 #_Nareas\n"
            "3 #_Nfleets (including surveys)\n"
            "#_fleet_type fishery_timing area catch_units need_catch_mult fleetname\n"
            " 1 -1 1 1 0 Commercial  # 1\n"
            " 3 1 1 2 0 IBTS_Q1  # 2\n"
            " 3 1 1 2 0 IBTS_Q3  # 3\n"
            "#_Catch data: year, seas, fleet, catch, catch_se\n"
            "-999 1 1 0 0.05\n"
            "2022 1 1 26391 0.05\n"
            "2023 1 1 24807 0.05\n"
            "2024 1 1 22416 0.05\n"
            "2025 1 1 21033 0.05\n"
            "-9999 0 0 0 0\n"
            "#\n"
            "#_fleet units errtype SD_report\n"
            "1 1 0 0 # Commercial\n"
            "2 0 0 1 # IBTS_Q1\n"
            "3 0 0 1 # IBTS_Q3\n"
            "#_year month fleet obs stderr\n"
            "2023 2 2 3511.42 0.27 #_ IBTS_Q1\n"
            "2024 2 2 4102.77 0.24 #_ IBTS_Q1\n"
            "2025 2 2 3877.09 0.29 #_ IBTS_Q1\n"
            "2023 8 3 2219.65 0.33 #_ IBTS_Q3\n"
            "2024 8 3 2650.31 0.31 #_ IBTS_Q3\n"
            "-9999 1 1 1 1 # terminator for survey observations \n")
_DATA_SS_NAME = "data.ss"

# Stock Synthesis's composition report: version, start time, size bins, then the Composition_Database rows
_COMPREPORT = (_SS_BANNER.splitlines()[0] + "\n"
               "StartTime: Thu Mar 12 09:41:07 2026\n"
               "\n"
               "Size_Bins_pop;_(Pop_len_mid_used_for_calc_of_selex_and_bio_quantities)\n"
               "Pop_Bin:  1 2 3 4 5 6 7 8\n"
               "Length:  10 20 30 40 50 60 70 80\n"
               "Len_mid:  15 25 35 45 55 65 75 85\n"
               "\n"
               "Composition_Database\n"
               "Yr Month Seas Subseas Time Fleet Area Repl. Sexes Kind Part Ageerr Sex Lbin_lo Lbin_hi Bin Obs Exp "
               "Pearson Nsamp_adj Nsamp_in effN Like Cum_obs Cum_exp SuprPer Used?\n"
               "2025 2  1 1 2025.08 2 1 1 1 AGE 0 1 0 1 -1 1 0.312 0.287 0.611 100 100 94.27 0.2544 0.312 0.287 _ _\n"
               "2025 2  1 1 2025.08 2 1 1 1 AGE 0 1 0 1 -1 2 0.401 0.436 -0.706 100 100 94.27 -0.3401 0.713 0.723 _ _\n"
               "2025 2  1 1 2025.08 2 1 1 1 AGE 0 1 0 1 -1 3 0.187 0.171 0.418 100 100 94.27 0.1662 0.9 0.894 _ _\n"
               "2025 2  1 1 2025.08 2 1 1 1 AGE 0 1 0 1 -1 4 0.1 0.106 -0.195 100 100 94.27 -0.0577 1 1 _ _\n")
_COMPREPORT_NAME = "CompReport.sso"

# a SAM tuning file in the ICES (Lowestoft) format: title, 100 + fleets, then each fleet's block
_SURVEY_DAT = ("North Sea cod tuning fleets (WGNSSK 2026)\n"
               "102\n"
               "IBTS_Q1\n"
               " 2021 2025 \n"
               " 1 1 0 0.25 \n"
               " 1 5 \n"
               "1 1422.5081 3317.0262 1190.4417 371.2209 121.8054\n"
               "1 2870.3313 1266.9108 1844.0731 402.6625 154.0117\n"
               "1 1117.4439 3409.5126 902.7183 688.3190 170.2236\n"
               "1 3511.4200 1388.0415 1610.9927 377.4105 241.9620\n"
               "1 4102.7710 2955.2289 1004.1342 590.7718 203.0411\n"
               "IBTS_Q3\n"
               " 2021 2024 \n"
               " 1 1 0.5 0.75 \n"
               " 1 4 \n"
               "1 2219.6500 1602.1180 511.4472 190.0318\n"
               "1 1904.2281 2207.5532 688.0251 241.9903\n"
               "1 2650.3100 1311.8017 915.6622 302.1164\n"
               "1 3011.0475 1922.4418 577.3902 266.5017\n")
_SURVEY_DAT_NAME = "survey.dat"

# a scientist's grade sheet as typed after the retrospective runs: scientist, date, area, stock or station, grade
# (A-D), Mohn's rho, index CV, data-quality grade (1-3): eight fields a line
_GRADE_SHEET = (f"lindqvist 2026-03-12 ICES-27.4 {_COD} B -0.18 0.27 2\n"
                f"lindqvist 2026-03-12 ICES-27.4 {_HAD} A 0.06 0.19 1\n"
                f"lindqvist 2026-03-12 ICES-27.4 {_PLE} A -0.04 0.15 1\n"
                "lindqvist 2026-03-12 ICES-27.4 whg.27.47d C 0.31 0.34 2\n"
                "lindqvist 2026-03-12 ICES-27.4 sol.27.4 D 0.44 0.41 3\n")
# a panel member's ballot for the next assessment cycle, as typed: member, cycle, place, stock or station, action
_BALLOT = (f"okonkwo ICES-2026/benchmark 1 {_COD} benchmark\n"
           f"okonkwo ICES-2026/benchmark 2 {_HAD} update\n"
           f"okonkwo ICES-2026/benchmark 3 {_PLE} update\n"
           "okonkwo ICES-2026/benchmark 4 whg.27.47d rollover\n")
# the panel's vote tally as its chair types it: stock or station, area, benchmark, update and roll-over votes,
# decision: six fields a line
_VOTE_TALLY = (f"{_COD} ICES-27.4 6 1 0 benchmark\n"
               f"{_HAD} ICES-27.4 1 5 1 update\n"
               f"{_PLE} ICES-27.4 0 6 1 update\n"
               "whg.27.47d ICES-27.4 0 2 5 rollover\n")


def hundredsixteenth_bar_fisheries_cases() -> list[Case]:
    G = HUNDREDSIXTEENTH_FISHERIES
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="stock_scores", judgements="panel_decisions", runs=_RECS3,
        stem="priorities", outputs=_OUT, item="stock or station", rounded="scientist_grades",
        weights="{'scientist_grades': 2.0, 'model_diagnostics': 1.5, 'panel_votes': 1.0, 'index_cv': 0.5}",
        lone_query="R['model_diagnostics']['area:ICES-27.7d/sole-split'] = "
                   "{'sol.27.7d': 0.9, 'ple.27.7d': 0.4}\n",
        trust="scientist_grades 2\nmodel_diagnostics 1\npanel_votes 1\n",
        trust_dict="{'scientist_grades': 2, 'model_diagnostics': 1, 'panel_votes': 1}",
        texts={
            "rrf": ("u116b_rrf_stock_scores",
                    "rankagg.fuse({source: {area, survey or cycle: {stock or station: score}}}, method='rrf'): the "
                    "model diagnostics, survey index CVs, data-quality grades, the scientists' grades and the panel's "
                    "votes, six rankings ('area:ICES-27.4', 'survey:NS-IBTS/2026-Q1'), stocks by ICES stock code "
                    f"('{_COD}'), a haul by DATRAS's key fields ('{_HAUL}'), a rectangle ('{_RECT}') and an AFSC "
                    f"station ('{_EBS}')"),
            "borda": ("u116b_borda_stock_not_scored_by_all",
                      "rankagg.fuse(..., method='borda'): survey stations added this year and stocks without a "
                      "retrospective run yet, not graded or voted on, so some sources have no score for them"),
            "combsum": ("u116b_combsum_rounded_scientist_grades",
                        "rankagg.fuse(..., method='combsum'): the scientists' A to D grades turned to scores at one "
                        "decimal (many ties), beside the model diagnostics and the panel's votes"),
            "fuser": ("u116b_weighted_fuser_scientist_grades",
                      "rankagg.Fuser('rrf', weights=...) per area, survey and cycle: the scientists' grades count 2, "
                      "the model diagnostics 1.5, the panel's votes 1 and the index CVs 0.5, as the centre's review "
                      "protocol puts the assessment scientists' reading of the runs first"),
            "frame": ("u116b_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the centre's assessment "
                      "tracker, a row per area or survey, stock or station and source"),
            "evaluate": ("u116b_evaluate_panel_decisions",
                         "rankagg.evaluate(fused ranking, the panel's decisions, ['nDCG@5', 'AP', 'P@3']): does the "
                         "fused ranking put the stocks and stations the panel sent to benchmark or full coverage "
                         "first"),
            "lone": ("u116b_new_stock_only_model_diagnostics",
                     "rankagg.fuse(..., method='rrf'): a stock split out this year (sole in 7.d) that only the model "
                     "diagnostics cover so far (no survey CV, grade or votes), beside areas, surveys and cycles every "
                     "source covers"),
            "cli_rrf": ("u116b_cli_rrf_runs",
                        "rankagg fuse model_diagnostics.run scientist_grades.run panel_votes.run --method rrf -o "
                        "priorities.run: one run per source, areas, surveys and cycles as queries"),
            "cli_borda": ("u116b_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the scientists' "
                          "grades count double)"),
            "cli_combsum": ("u116b_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four stocks or stations per area the "
                            "panel can give a benchmark or full coverage next year"),
            "cli_evaluate": ("u116b_cli_evaluate_panel_qrels",
                             "rankagg evaluate priorities.run --qrels panel_decisions.qrels -m ndcg_cut.5 -m map: the "
                             "fused ranking against the panel's decisions (2 benchmark or full coverage, 1 update, 0 "
                             "roll over)"),
            "cli_parquet": ("u116b_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o priorities.parquet: gzipped runs from the centre's "
                            "nightly retrospective job, a Parquet table for the panel's dashboard")})

    # --- the centre's files given where runs are read: named by their format or tool --------------------------------
    cases += files_as_runs(cli_bad, [
        ("u116b_ss_starter_as_run", "Stock Synthesis's starter file, starter.ss (the '#V3.30.23.1;_safe;...' banner, "
         "'#C' comments, 'data.ss #_datfile', 'control.ss #_ctlfile', one setting a line, '-4 #_retro_yr', "
         "'3.30 #_final')", _STARTER_NAME, _STARTER, "Stock Synthesis", f"{_STARTER_NAME}:1"),
        ("u116b_ss_report_sso_as_run", "Stock Synthesis's report, Report.sso (the banner, 'StartTime:', "
         "'Convergence_Level: ... is_final_gradient', 'total_LogL:', the comments, 'Y DEFINITIONS report:1', "
         "'LIKELIHOOD report:2', 'DERIVED_QUANTITIES report:6')", _REPORT_SSO_NAME, _REPORT_SSO, "Stock Synthesis",
         f"{_REPORT_SSO_NAME}:1"),
        ("u116b_admb_std_as_run", "an ADMB standard-deviation file as Stock Synthesis writes it, ss.std (' index   "
         "name                value      std.dev', then '     1   MGparm[2]           1.9412e+01 4.8127e-01', four "
         "fields a line)", _STD_NAME, _STD, "ADMB", f"{_STD_NAME}:1"),
        ("u116b_admb_hes_as_run", "ADMB's Hessian, admodel.hes (binary: a 4-byte count, the 4 x 4 Hessian as "
         "doubles, the hybrid_bounded_flag and the scales)", _HES_NAME, _HES, "ADMB", _HES_NAME),
        ("u116b_datras_exchange_csv_as_run", "an ICES DATRAS exchange download ('Exchange Data_....csv': the HH "
         "header 'RecordType,Quarter,Country,Ship,Gear,...' and 59-field haul records, then the HL header and "
         "24-field length records; CR LF)", _DATRAS_NAME, _DATRAS, "DATRAS", f"{_DATRAS_NAME}:1"),
        ("u116b_sag_stocklist_xml_as_run", "an ICES SAG stock list as getListStocks answers it (XML: '<ArrayOfStock "
         "...>', '<Stock>' records of AssessmentKey, StockKeyLabel, Purpose, ..., SAGStamp; CR LF)", _SAG_XML_NAME,
         _SAG_XML, "SAG", named_at(_SAG_XML_NAME, _SAG_XML)),
        ("u116b_afsc_foss_json_as_run", "an AFSC groundfish survey answer of NOAA's FOSS API (JSON: items of year, "
         "srvy, survey, cruise, haul, stratum, station, vessel_name, species_code, common_name, cpue_kgkm2, ..., "
         "links; hasMore, limit, offset, count, links)", _FOSS_NAME, _FOSS_JSON, "AFSC", f"{_FOSS_NAME}:1"),
        ("u116b_scientist_grade_sheet_as_run", "a scientist's grade sheet as typed (eight fields a line: scientist, "
         "date, area, stock or station, grade A-D, Mohn's rho, index CV, data-quality grade)",
         "grades_lindqvist_2026-03-12.txt", _GRADE_SHEET, "grade sheet", "grades_lindqvist_2026-03-12.txt:1"),
        ("u116b_panel_ballot_as_run", "a panel member's ballot as typed (five fields a line: member, cycle, place, "
         "stock or station, proposed action)", "ballot_okonkwo_2026.txt", _BALLOT, "ballot",
         "ballot_okonkwo_2026.txt:1"),
        ("u116b_panel_vote_tally_as_run", "the panel's vote tally as its chair types it (six fields a line: stock or "
         "station, area, benchmark, update and roll-over votes, decision)", "vote_tally_ICES-27.4_2026.txt",
         _VOTE_TALLY, "vote tally", "vote_tally_ICES-27.4_2026.txt:1")],
        one_run=("panel_votes.run", _ONE_RUN), stem="priorities",
        text_why="trec_eval refuses a line of other than six fields, and a vote tally's six are a stock, an area, "
                 "three vote counts and a decision, not a run's; the file is the field's own, named by what it is (a "
                 "field count or a generic note says nothing the centre can act on)",
        binary_why="trec_eval reads text; ADMB's admodel.hes read as lines gives no ranking (ADMB and r4ss's "
                   "getADMBHessian read it as binary numbers): named by what it is")

    # --- the judgements the centre gives ------------------------------------------------------------------------------
    judged = files_as_qrels(cli_bad, [
        ("u116b_panel_vote_tally_as_qrels", "vote_tally_ICES-27.4_2026.txt", _VOTE_TALLY, "vote tally"),
        ("u116b_ss_data_ss_as_qrels", _DATA_SS_NAME, _DATA_SS, "Stock Synthesis"),
        ("u116b_ss_compreport_sso_as_qrels", _COMPREPORT_NAME, _COMPREPORT, "Stock Synthesis"),
        ("u116b_sam_survey_dat_as_qrels", _SURVEY_DAT_NAME, _SURVEY_DAT, "SAM")],
        one_run=("panel_votes.run", _ONE_RUN))
    # what each file is, said in the case's own text (the helper's text names the file only)
    said = {"u116b_panel_vote_tally_as_qrels": "the panel's vote tally as typed, six fields a line",
            "u116b_ss_data_ss_as_qrels": "Stock Synthesis's data file, data.ss (the banner, '1963 #_StartYr', the "
                                         "fleet table, catch rows ended by '-9999 0 0 0 0', index rows '2023 2 2 "
                                         "3511.42 0.27 #_ IBTS_Q1', five fields before the comment)",
            "u116b_ss_compreport_sso_as_qrels": "Stock Synthesis's composition report, CompReport.sso "
                                                "('Composition_Database', 'Yr Month Seas Subseas Time Fleet ...' and "
                                                "rows of 27 fields)",
            "u116b_sam_survey_dat_as_qrels": "a SAM tuning file in the ICES (Lowestoft) format, survey.dat (a title, "
                                             "'102', the fleet 'IBTS_Q1', ' 2021 2025 ', ' 1 1 0 0.25 ', ' 1 5 ', "
                                             "then effort and indices at age)"}
    for case in judged:
        case.what += f" ({said[case.id]})"
    cases += judged

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u116b_out_ss_input", "WGNSSK2026_priorities.ss", "a Stock Synthesis input file (.ss, as SS reads data.ss, "
         "control.ss, starter.ss and forecast.ss)"),
        ("u116b_out_ss_report_sso", "WGNSSK2026_priorities.sso", "a Stock Synthesis report (.sso, as r4ss's SS_output "
         "reads Report.sso and CompReport.sso)"),
        ("u116b_out_admb_std", "WGNSSK2026_priorities.std", "an ADMB standard-deviation file (.std, as R2admb and "
         "r4ss read it)"),
        ("u116b_out_admb_rep", "WGNSSK2026_priorities.rep", "an ADMB report file (.rep, as an ADMB model's "
         "REPORT_SECTION writes it and R2admb reads it)")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=116"))

    # --- the centre's documents and tables given to the API -----------------------------------------------------------
    cases += [
        bad("u116b_api_sag_stocklist_json",
            "rankagg.fuse(json.load(sag_stocklist_2025.json)): an ICES SAG stock list (sag.ices.dk/SAG_API/api/"
            "StockList?year=2025), loaded in Python, given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('r.json', encoding='utf-8')), method='rrf')\n",
            "SAG", why="a run maps a query to {document: score}; a SAG stock list is a list of assessments "
            "(AssessmentKey, StockKeyLabel, Purpose, StockDescription, Status, AssessmentYear, SpeciesName, "
            "SAGStamp), no query and no ranking",
            files={"r.json": _SAG_JSON}),
        bad("u116b_api_afsc_foss_frame",
            "rankagg.fuse(pd.DataFrame(json.load(foss.json)['items'])): the items of an AFSC groundfish survey "
            "answer of NOAA's FOSS API (year, srvy, survey, ..., station, species_code, cpue_kgkm2, ..., links "
            "columns) given as runs",
            "import json, pandas as pd, rankagg\n"
            "rankagg.fuse(pd.DataFrame(json.load(open('r.json', encoding='utf-8'))['items']), method='borda')\n",
            "AFSC", why="a table of runs has qid, docid, run and score columns; a FOSS table has a catch a row (the "
            "haul, its station and position, the species and its CPUE, count and weight), no query, run or score",
            files={"r.json": _FOSS_JSON}),
    ]
    return cases
